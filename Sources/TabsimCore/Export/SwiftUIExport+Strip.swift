extension SwiftUIExport {
    /// The most pages a segmented control holds readably; a Scroll strip of more is a
    /// scrolling row of buttons, as Material's scrollable tabs are.
    static let segmentLimit = 5

    /// A strip's selector, bound to `page` (its `AppNavigation` member): a segmented
    /// Picker, or for a Scroll strip of more than `segmentLimit` pages a horizontally
    /// scrolling row of buttons, the selected one bold (T5, T6). A disabled page (T11) is
    /// a disabled button in the row; a segment cannot be disabled, so a Picker leaves it
    /// out, with a comment saying so.
    func stripSelector(_ strip: PageStrip, title: String, page: String) -> [String] {
        if strip.style == .scroll && strip.pages.count > Self.segmentLimit {
            var out = ["ScrollView(.horizontal, showsIndicators: false) {", "    HStack(spacing: 16) {"]
            for (index, item) in strip.pages.enumerated() {
                out.append("        Button(\(literal(item.label))) { \(page) = \(index) }")
                out.append(item.disabled ? "            .disabled(true)" : "            .fontWeight(\(page) == \(index) ? .bold : .regular)")
            }
            return out + ["    }", "    .padding(.horizontal)", "}"]
        }
        var out = ["Picker(\(literal(title)), selection: $\(page)) {"]
        for (index, item) in strip.pages.enumerated() {
            out.append(item.disabled ? "    // \(comment(item.label)) is disabled in the prototype: a segment cannot be, so it is left out"
                                     : "    Text(\(literal(item.label))).tag(\(index))")
        }
        return out + ["}", ".pickerStyle(.segmented)", ".padding(.horizontal)"]
    }
}
