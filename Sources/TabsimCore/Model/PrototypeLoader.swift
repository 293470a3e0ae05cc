/// Turns prototype text (YAML, or JSON which is YAML) into a `Prototype`, reporting
/// every problem with file, line and key path (P).
public enum PrototypeLoader {
    /// Parses and validates a prototype, within `PrototypeLimits` (a file's or a
    /// recording's text alike).
    /// - Parameters:
    ///   - text: the file's contents.
    ///   - file: the name used in messages.
    /// - Throws: `PrototypeError` listing every problem found.
    public static func load(_ text: String, file: String) throws(PrototypeError) -> Prototype {
        if let problem = PrototypeLimits.sizeProblem(text.utf8.count, file: file) { throw PrototypeError([problem]) }
        guard let root = try document(text, file: file) else {
            throw PrototypeError([Diagnostic(file: file, line: 0, column: 0, path: "", message: "the file is empty; a prototype needs at least `sections:`")])
        }
        var reader = NodeReader(file: file)
        let prototype = readPrototype(root, reader: &reader)
        if let prototype, reader.diagnostics.isEmpty { return prototype }
        throw PrototypeError(reader.diagnostics)
    }

    static let topKeys = ["name", "tint", "appearance", "transition", "duration", "remember", "size_class", "orientation", "layout", "input", "strip_align", "strip_style", "platform", "minimize", "labels", "accessory", "sidebar", "text_size", "lint", "sections"]
    static let sectionKeys = ["label", "icon", "badge", "badge_update", "screen", "pages", "sf_symbol", "role", "group", "accessibility_label"]
    static let lintKeys = ["accept"]
    static let badgeUpdateKeys = ["after", "badge"]
    static let screenKeys = ["title", "fields", "rows", "empty", "large_title", "segmented"]
    static let stripKeys = ["style", "header", "items"]
    static let headerKeys = ["title", "fields"]
    static let pageKeys = ["label", "badge", "disabled", "accessibility_label"] + screenKeys
    static let fieldKeys = ["label", "placeholder", "capitalize", "return_key", "filter", "keyboard"]
    /// A row's keys, as `RowFormat` declares them.
    static let rowKeys = RowFormat.keys.map(\.name)
    static let generatedRowKeys = ["count", "text"]

    private static func readPrototype(_ node: YAMLNode, reader: inout NodeReader) -> Prototype? {
        guard let entries = reader.mapping(node, path: "", allowed: topKeys) else { return nil }
        var prototype = Prototype(name: "Prototype", sections: [])
        if let n = entries["name"], let name = reader.text(n, path: "name") { prototype.name = name }
        if let n = entries["tint"], let tint = reader.choice(n, path: "tint", as: Tint.self) { prototype.tint = tint }
        if let n = entries["transition"], let style = reader.choice(n, path: "transition", as: TransitionStyle.self) {
            prototype.transition = style
        }
        if let n = entries["duration"], let ms = reader.integer(n, path: "duration", range: 0...5000) {
            prototype.durationMilliseconds = ms
        }
        if let n = entries["remember"], let policy = reader.choice(n, path: "remember", as: RememberPolicy.self) {
            prototype.remember = policy
        }
        if let n = entries["appearance"] { prototype.appearance = readAutomatic(n, path: "appearance", as: Appearance.self, reader: &reader) }
        if let n = entries["size_class"] { prototype.sizeClass = readAutomatic(n, path: "size_class", as: SizeClass.self, reader: &reader) }
        if let n = entries["orientation"] { prototype.orientation = readAutomatic(n, path: "orientation", as: Orientation.self, reader: &reader) }
        if let n = entries["layout"] { prototype.navigation = readAutomatic(n, path: "layout", as: NavigationStyle.self, reader: &reader) }
        if let n = entries["input"], let mode = reader.choice(n, path: "input", as: InputMode.self) { prototype.input = mode }
        if let n = entries["strip_align"], let align = reader.choice(n, path: "strip_align", as: StripAlign.self) {
            prototype.stripAlign = align
        }
        if let n = entries["strip_style"], let hierarchy = reader.choice(n, path: "strip_style", as: StripHierarchy.self) {
            prototype.stripHierarchy = hierarchy
        }
        if let n = entries["platform"], let platform = reader.choice(n, path: "platform", as: Platform.self) { prototype.platform = platform }
        if let n = entries["minimize"], let minimize = reader.choice(n, path: "minimize", as: MinimizeBehavior.self) { prototype.minimize = minimize }
        if let n = entries["labels"], let labels = reader.choice(n, path: "labels", as: NavigationLabels.self) { prototype.labels = labels }
        if let n = entries["accessory"] { prototype.accessory = readAccessory(n, reader: &reader) }
        if let n = entries["sidebar"], let mode = reader.choice(n, path: "sidebar", as: SidebarMode.self) { prototype.sidebar = mode }
        if let n = entries["text_size"], let size = reader.choice(n, path: "text_size", as: TextSize.self) { prototype.textSize = size }
        if let n = entries["lint"] { prototype.lintAcceptances = readLint(n, reader: &reader) }
        guard let sectionsNode = entries["sections"] else {
            reader.error("missing `sections:`, the list of bottom-bar tabs", at: node, path: "sections")
            return nil
        }
        guard let items = reader.sequence(sectionsNode, path: "sections") else { return nil }
        if items.isEmpty { reader.error("`sections` is empty; list at least one section", at: sectionsNode, path: "sections") }
        for (index, item) in items.enumerated() {
            if let section = readSection(item, path: "sections[\(index)]", reader: &reader) {
                prototype.sections.append(section)
            }
        }
        if prototype.sections.count == items.count {
            checkLinks(prototype, reader: &reader)
            checkSearchTab(&prototype, items: items, reader: &reader)
            checkGroups(prototype, items: items, reader: &reader)
        }
        return prototype
    }

    private static func readSection(_ node: YAMLNode, path: String, reader: inout NodeReader) -> Section? {
        guard let entries = reader.mapping(node, path: path, allowed: sectionKeys) else { return nil }
        let label = entries["label"].flatMap { reader.label($0, path: "\(path).label", of: "a tab in the bar; leave `label` out for an icon-only tab") } ?? ""
        let icon = entries["icon"].flatMap { readIcon($0, path: "\(path).icon", reader: &reader) }
        if entries["label"] == nil && entries["icon"] == nil {
            reader.error("a section needs a `label`, an `icon`, or both", at: node, path: path)
        }
        let badge = entries["badge"].flatMap { readBadge($0, path: "\(path).badge", reader: &reader) } ?? nil
        let content: SectionContent?
        switch (entries["screen"], entries["pages"]) {
        case (let screen?, nil):
            content = readScreen(screen, path: "\(path).screen", reader: &reader).map(SectionContent.screen)
        case (nil, let pages?):
            content = readStrip(pages, path: "\(path).pages", reader: &reader).map(SectionContent.pages)
        case (.some, .some):
            reader.error("give either `screen` or `pages`, not both", at: node, path: path)
            content = nil
        case (nil, nil):
            reader.error("a section needs a `screen` (one screen) or `pages` (a top strip)", at: node, path: path)
            content = nil
        }
        let update = entries["badge_update"].flatMap { readBadgeUpdate($0, path: "\(path).badge_update", reader: &reader) }
        guard let content else { return nil }
        var section = Section(label: label, icon: icon, badge: badge, content: content)
        section.badgeUpdate = update
        section.sfSymbol = entries["sf_symbol"].flatMap { reader.text($0, path: "\(path).sf_symbol") }
        section.role = entries["role"].flatMap { reader.choice($0, path: "\(path).role", as: SectionRole.self) }
        section.group = entries["group"].flatMap { reader.label($0, path: "\(path).group", of: "a heading in the sidebar") }
        section.accessibilityLabel = entries["accessibility_label"].flatMap {
            reader.label($0, path: "\(path).accessibility_label", of: "what a screen reader calls the tab",
                         blank: "a screen reader would say nothing")
        }
        section.position = reader.position(of: node)
        return section
    }

    static func readScreen(_ node: YAMLNode, path: String, reader: inout NodeReader, allowed: [String] = screenKeys) -> Screen? {
        guard let entries = reader.mapping(node, path: path, allowed: allowed) else { return nil }
        return readScreenContent(entries, path: path, reader: &reader)
    }

    /// A screen's keys; `headerFilter` is the path of the strip header's filter field
    /// over it, if any.
    static func readScreenContent(_ entries: [String: YAMLNode], path: String, reader: inout NodeReader,
                                          headerFilter: String? = nil) -> Screen {
        var screen = Screen()
        screen.title = entries["title"].flatMap { reader.text($0, path: "\(path).title") }
        if let n = entries["fields"] { screen.fields = readFields(n, path: "\(path).fields", reader: &reader, filteredBy: headerFilter) }
        if let n = entries["rows"] { screen.rows = readRows(n, path: "\(path).rows", reader: &reader) }
        screen.empty = entries["empty"].flatMap { reader.text($0, path: "\(path).empty") }
        screen.largeTitle = entries["large_title"].flatMap { reader.boolean($0, path: "\(path).large_title") } ?? false
        if let n = entries["segmented"] { readSegments(n, into: &screen, rowsGiven: entries["rows"], path: "\(path).segmented", reader: &reader) }
        return screen
    }

    /// Fields; one of them at most filters the screen (`filteredBy`: the path of a field
    /// that already does), as iOS has one search bar.
    private static func readFields(_ node: YAMLNode, path: String, reader: inout NodeReader, filteredBy: String? = nil) -> [Field] {
        guard let items = reader.sequence(node, path: path) else { return [] }
        var fields: [Field] = []
        var filter = filteredBy
        for (index, item) in items.enumerated() {
            let itemPath = "\(path)[\(index)]"
            if case .scalar = item, let label = reader.text(item, path: itemPath) {
                fields.append(Field(label: label))
                continue
            }
            guard let entries = reader.mapping(item, path: itemPath, allowed: fieldKeys) else { continue }
            guard let labelNode = entries["label"] else {
                reader.error("a field needs a `label`", at: item, path: itemPath)
                continue
            }
            guard let label = reader.text(labelNode, path: "\(itemPath).label") else { continue }
            let placeholder = entries["placeholder"].flatMap { reader.text($0, path: "\(itemPath).placeholder") }
            let capitalize = entries["capitalize"].flatMap { reader.choice($0, path: "\(itemPath).capitalize", as: Capitalization.self) }
            let returnKey = entries["return_key"].flatMap { reader.choice($0, path: "\(itemPath).return_key", as: ReturnKey.self) }
            var field = Field(label: label, placeholder: placeholder, capitalize: capitalize ?? .sentences, returnKey: returnKey ?? .done)
            field.filter = entries["filter"].flatMap { reader.boolean($0, path: "\(itemPath).filter") } ?? false
            field.keyboard = entries["keyboard"].flatMap { reader.choice($0, path: "\(itemPath).keyboard", as: KeyboardType.self) } ?? .text
            if field.filter, let filterNode = entries["filter"] {
                if let earlier = filter {
                    reader.error("a screen has one search bar, and \(earlier) already filters it; remove `filter: true` from one of them",
                                 at: filterNode, path: "\(itemPath).filter")
                }
                filter = filter ?? itemPath
            }
            fields.append(field)
        }
        return fields
    }

    static func readStrip(_ node: YAMLNode, path: String, reader: inout NodeReader) -> PageStrip? {
        guard let entries = reader.mapping(node, path: path, allowed: stripKeys) else { return nil }
        let style = entries["style"].flatMap { reader.choice($0, path: "\(path).style", as: StripStyle.self) } ?? .scroll
        var header = Header()
        if let headerNode = entries["header"],
           let headerEntries = reader.mapping(headerNode, path: "\(path).header", allowed: headerKeys) {
            header.title = headerEntries["title"].flatMap { reader.text($0, path: "\(path).header.title") }
            if let n = headerEntries["fields"] { header.fields = readFields(n, path: "\(path).header.fields", reader: &reader) }
        }
        let headerFilter = header.fields.firstIndex(where: \.filter).map { "\(path).header.fields[\($0)]" }
        guard let itemsNode = entries["items"] else {
            reader.error("a strip needs `items:`, the list of pages", at: node, path: path)
            return nil
        }
        guard let items = reader.sequence(itemsNode, path: "\(path).items") else { return nil }
        if items.isEmpty { reader.error("`items` is empty; list at least one page", at: itemsNode, path: "\(path).items") }
        var pages: [Page] = []
        for (index, item) in items.enumerated() {
            let itemPath = "\(path).items[\(index)]"
            guard let entries = reader.mapping(item, path: itemPath, allowed: pageKeys) else { continue }
            guard let labelNode = entries["label"], let label = reader.label(labelNode, path: "\(itemPath).label", of: "a page's tab in the strip") else {
                if entries["label"] == nil { reader.error("a page needs a `label`", at: item, path: itemPath) }
                continue
            }
            let badge = entries["badge"].flatMap { readBadge($0, path: "\(itemPath).badge", reader: &reader) } ?? nil
            let disabled = entries["disabled"].flatMap { reader.boolean($0, path: "\(itemPath).disabled") } ?? false
            let screen = readScreenContent(entries, path: itemPath, reader: &reader, headerFilter: headerFilter)
            var page = Page(label: label, badge: badge, disabled: disabled, screen: screen)
            page.accessibilityLabel = entries["accessibility_label"].flatMap {
                reader.label($0, path: "\(itemPath).accessibility_label", of: "what a screen reader calls the page's tab",
                         blank: "a screen reader would say nothing")
            }
            page.position = reader.position(of: item)
            pages.append(page)
        }
        if !pages.isEmpty, pages.allSatisfy(\.disabled) {
            reader.error("every page is disabled; at least one must be selectable (T2)", at: itemsNode, path: "\(path).items")
        }
        var strip = PageStrip(style: style, header: header, pages: pages)
        strip.position = reader.position(of: node)
        return strip
    }
}
