extension SwiftUIExport {
    /// A pushed screen with a strip: its header's fields and the strip's selector above
    /// a `switch` of its pages' lists, the selected page in new state (T7).
    mutating func pushedStrip(_ screen: Screen, route: String, destinations: [(name: String, screen: Screen)],
                              state: inout [String]) -> [String] {
        guard let strip = screen.strip else { return [] }
        let page = names.member((screen.title ?? "pushed") + " page", fallback: "page")
        let initial = strip.pages.firstIndex { !$0.disabled } ?? 0
        state.append("    @State private var \(page) = \(initial)")
        let header = fields(strip.header.fields, state: &state)
        var out = ["VStack(spacing: 0) {"] + header.views.flatMap { ["    " + $0, "        .padding(.horizontal)"] }
        out += stripSelector(strip, title: screen.title ?? "", page: page).map { "    " + $0 }
        out.append("    switch \(page) {")
        let selectable = strip.pages.enumerated().filter { !$0.element.disabled }
        for (index, item) in selectable {
            out.append("    \(index == selectable.last?.offset ? "default" : "case \(index)"):")
            out += screenList(item.screen, route: route, destinations: destinations, state: &state).map { "        " + $0 }
        }
        return out + ["    }", "}"] + header.modifiers
    }

    /// A segmented control and the rows beneath it: a `Picker` with `.segmented` style
    /// bound to new state, and a `switch` showing the selected segment's rows.
    mutating func segmentedRows(_ screen: Screen, route: String, destinations: [(name: String, screen: Screen)],
                                state: inout [String]) -> [String] {
        let binding = names.member((screen.title ?? "view") + " segment", fallback: "segment")
        state.append("    @State private var \(binding) = 0")
        var out = ["Picker(\(literal(screen.title ?? "View")), selection: $\(binding)) {"]
        out += screen.segments.enumerated().map { "    Text(\(literal($0.element.label))).tag(\($0.offset))" }
        out += ["}", ".pickerStyle(.segmented)", "switch \(binding) {"]
        for (index, segment) in screen.segments.enumerated() {
            out.append(index == screen.segments.count - 1 ? "default:" : "case \(index):")
            for row in segment.rows { out += rowView(screen.rows[row], route: route, destinations: destinations, state: &state) }
            if segment.rows.isEmpty {
                let empty = segment.empty ?? screen.empty
                out.append(empty.map { "    ContentUnavailableView(\(literal($0)), systemImage: \"tray\")" } ?? "    EmptyView()")
            }
        }
        return out + ["}"]
    }

    /// `.keyboardType` for a field's `keyboard:`, none for the letters.
    func keyboardModifier(_ keyboard: KeyboardType) -> String {
        switch keyboard {
        case .text: return ""
        case .number: return ".keyboardType(.numberPad)"
        case .email: return ".keyboardType(.emailAddress)"
        case .phone: return ".keyboardType(.phonePad)"
        }
    }
}
