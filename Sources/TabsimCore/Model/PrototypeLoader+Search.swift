
extension PrototypeLoader {
    /// The field a search tab's screen searches with when it lists none: iOS's own.
    static let searchField: Field = {
        var field = Field(label: "Search", placeholder: "Search", capitalize: .none, returnKey: .search)
        field.filter = true
        return field
    }()

    /// A search tab (`role: search`) is one, the last section, as iOS 26 sets it apart at
    /// the bar's trailing end, and shows one screen; without fields, that screen gets
    /// iOS's search field, which filters its rows.
    static func checkSearchTab(_ prototype: inout Prototype, items: [YAMLNode], reader: inout NodeReader) {
        let searches = prototype.sections.indices.filter { prototype.sections[$0].role == .search }
        guard let first = searches.first else { return }
        for index in searches.dropFirst() {
            reader.error("sections[\(first)] is already the search tab; an app has one", at: items[index], path: "sections[\(index)].role")
        }
        guard searches.count == 1 else { return }
        guard first == prototype.sections.count - 1 else {
            reader.error("the search tab comes last, where iOS 26 sets it apart at the bar's trailing end; move it to the end of `sections`",
                         at: items[first], path: "sections[\(first)].role")
            return
        }
        guard case .screen(var screen) = prototype.sections[first].content else {
            reader.error("a search tab shows one screen of results: give it `screen:`, not `pages:`", at: items[first], path: "sections[\(first)].role")
            return
        }
        if screen.fields.isEmpty {
            screen.fields = [searchField]
            prototype.sections[first].content = .screen(screen)
        }
    }
}
