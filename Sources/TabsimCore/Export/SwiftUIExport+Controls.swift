extension SwiftUIExport {
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
