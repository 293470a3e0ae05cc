extension SwiftUIExport {
    /// A row as the view of its kind: a `Toggle`, a `Button` that presents its dialog or
    /// sheet or follows its link, a `NavigationLink` to the screen it pushes, or its label.
    mutating func rowView(_ row: Row, route: String, destinations: [(name: String, screen: Screen)], state: inout [String]) -> [String] {
        switch row.kind {
        case .toggle(let on):
            let binding = names.member(row.text + " on", fallback: "isOn")
            state.append("    @State private var \(binding) = \(on)")
            return ["    Toggle(\(literal(row.text)), isOn: $\(binding))"]
        case .dialog(let dialog):
            let flag = names.member("shows " + row.text, fallback: "showsDialog")
            state.append("    @State private var \(flag) = false")
            return [button(row, action: "\(flag) = true")] + dialogModifier(dialog, flag: flag).map { "        " + $0 }
        case .modal(let detail):
            let flag = names.member("shows " + row.text, fallback: "showsSheet")
            state.append("    @State private var \(flag) = false")
            return [button(row, action: "\(flag) = true"), "        .sheet(isPresented: $\(flag)) {"]
                + screenList(detail, route: route, destinations: destinations, state: &state).map { "            " + $0 } + ["        }"]
        case .link(let link):
            guard let target = prototype.destination(of: link) else { return ["    \(label(of: row))"] }
            usesNavigation = true
            var action = "navigation.selection = .\(sectionMembers[target.section])"
            if let page = target.page, let member = pageMembers[target.section] { action += "; navigation.\(member) = \(page)" }
            return [button(row, action: action)]
        case .detail(let detail):
            guard let target = destinations.first(where: { $0.screen == detail }) else { return ["    \(label(of: row))"] }
            return [row.value == nil ? "    NavigationLink(\(literal(row.text)), value: \(route).\(target.name))"
                                     : "    NavigationLink(value: \(route).\(target.name)) { \(label(of: row)) }"]
        case .plain, .section:
            return ["    \(label(of: row))"]
        }
    }

    /// A `Button` that does `action`, labelled with the row's text (and value).
    private func button(_ row: Row, action: String) -> String {
        row.value == nil ? "    Button(\(literal(row.text))) { \(action) }" : "    Button { \(action) } label: { \(label(of: row)) }"
    }

    /// `.alert` or `.confirmationDialog` with the dialog's buttons; Cancel gets the cancel
    /// role, a destructive button the destructive one.
    private func dialogModifier(_ dialog: Dialog, flag: String) -> [String] {
        let title = literal(dialog.title ?? "")
        var out = [dialog.style == .alert ? ".alert(\(title), isPresented: $\(flag)) {"
                                          : ".confirmationDialog(\(title), isPresented: $\(flag), titleVisibility: \(dialog.title == nil ? ".hidden" : ".visible")) {"]
        out += dialog.buttons.indices.map { "    Button(\(literal(dialog.buttons[$0]))\(buttonRole($0, of: dialog))) {}" }
        out.append("}" + (dialog.message.map { " message: {\n    Text(\(literal($0)))\n}" } ?? ""))
        return out.flatMap { $0.split(separator: "\n").map(String.init) }
    }

    /// A dialog button's `role:` argument: `.cancel` for Cancel, `.destructive` for a
    /// destructive button, none for another.
    private func buttonRole(_ button: Int, of dialog: Dialog) -> String {
        if button == dialog.cancelButton { return ", role: .cancel" }
        return dialog.destructiveButtons.contains(button) ? ", role: .destructive" : ""
    }

    /// A row's text, with its trailing value as `LabeledContent` when it has one.
    private func label(of row: Row) -> String {
        row.value.map { "LabeledContent(\(literal(row.text)), value: \(literal($0)))" } ?? "Text(\(literal(row.text)))"
    }
}
