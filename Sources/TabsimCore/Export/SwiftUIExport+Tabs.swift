/// The `TabView`'s own parts: its `Tab`s, each group of sections in a `TabSection`; its
/// style; and iOS 26's bottom accessory.
extension SwiftUIExport {
    /// The `Tab`s, in order, with their badges; the sections of a group (`group:`) in a
    /// `TabSection` named by it, as the sidebar lists them.
    /// - Parameter sections: each section, its `AppSection` case and its view's name.
    func tabs(_ sections: [(section: Section, member: String, view: String)]) -> [String] {
        var out: [String] = []
        for (index, (section, member, view)) in sections.enumerated() {
            let group = section.group
            let opens = group != nil && (index == 0 || sections[index - 1].section.group != group)
            if let group, opens { out.append("            TabSection(\(literal(group))) {") }
            let indent = group == nil ? "            " : "                "
            let role = section.role == .search ? ", role: .search" : ""
            out.append(indent + "Tab(\(literal(section.label)), systemImage: \(literal(SFSymbols.guess(for: section))), value: AppSection.\(member)\(role)) {")
            out.append(indent + "    \(view)()")
            out.append(indent + "}")
            if let badge = section.badge {
                if case .count(let n) = badge { out.append(indent + ".badge(\(n))") } else { out.append(indent + ".badge(\(literal(badge.text)))") }
            }
            if group != nil, index == sections.count - 1 || sections[index + 1].section.group != group { out.append("            }") }
        }
        return out
    }

    /// `.sidebarAdaptable` where the prototype shows a sidebar (`layout: sidebar`) or
    /// turns its top tab bar into one (`sidebar: adaptable`).
    var tabViewStyle: String? {
        prototype.navigation == .sidebar || prototype.sidebar == .adaptable ? ".tabViewStyle(.sidebarAdaptable)" : nil
    }

    /// iOS 26's `.tabViewBottomAccessory` with the accessory's text as the button it is:
    /// presenting its screen as a `.sheet` or setting the selected tab, as a row does;
    /// nil without one, or on another platform. State it needs goes into `state`.
    mutating func bottomAccessory(state: inout [String]) -> [String]? {
        guard prototype.platform == .ios26, let accessory = prototype.accessory else { return nil }
        let row = Row(text: accessory.text, kind: accessory.action)
        let route = names.unique("AccessoryRoute")
        let content = rowView(row, route: route, destinations: [], state: &state)
        return ["        .tabViewBottomAccessory { // iOS 26"] + content.map { "        " + $0 } + ["        }"]
    }
}
