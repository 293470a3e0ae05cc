
/// The loader's readers of iPadOS and iOS 26 additions: the bottom accessory and the
/// sections' sidebar groups.
extension PrototypeLoader {
    static let accessoryKeys = ["text", "icon", "modal", "link"]

    /// The row keys an accessory's action may use, read as a row reads them: a screen
    /// presented over the bar, or a section (or page) to switch to.
    static let accessoryActionKeys = ["modal", "link"]

    /// `accessory: {text, icon, modal | link}`: the text to show, and at most one action.
    static func readAccessory(_ node: YAMLNode, reader: inout NodeReader) -> BottomAccessory? {
        guard let entries = reader.mapping(node, path: "accessory", allowed: accessoryKeys) else { return nil }
        guard let textNode = entries["text"] else {
            reader.error("an accessory needs `text`, what its bar says (e.g. Now playing: Song)", at: node, path: "accessory")
            return nil
        }
        guard let text = reader.label(textNode, path: "accessory.text", of: "the accessory's bar") else { return nil }
        let actions = accessoryActionKeys.filter { entries[$0] != nil }
        if actions.count > 1 {
            reader.error("an accessory does one thing: give `modal` or `link`, not both", at: entries[actions[1]], path: "accessory.\(actions[1])")
            return nil
        }
        var action = Row.Kind.plain
        if let name = actions.first, let value = entries[name], let key = RowFormat.keys.first(where: { $0.name == name }),
           case .kind(let read, _) = key.role {
            guard let kind = read(value, "accessory.\(name)", &reader) else { return nil }
            action = kind
        }
        let icon = entries["icon"].flatMap { reader.text($0, path: "accessory.icon") }
        var accessory = BottomAccessory(text: text, icon: icon, action: action)
        accessory.position = reader.position(of: node)
        return accessory
    }

    /// A group's sections are written one after the other, as a `TabSection` holds its
    /// tabs, so that the sidebar lists each group once under its heading.
    static func checkGroups(_ prototype: Prototype, items: [YAMLNode], reader: inout NodeReader) {
        var closed: Set<String> = []
        var current: String?
        for (index, section) in prototype.sections.enumerated() {
            if section.group != current, let current { closed.insert(current) }
            if let group = section.group, group != current, closed.contains(group) {
                reader.error("the group '\(group)' is already listed above with other sections between; write a group's sections together",
                             at: items[index], path: "sections[\(index)].group")
            }
            current = section.group
        }
    }
}
