/// Finding what a script names on the screen, as a person would by reading it.
public enum ScreenText {
    /// The cell to point at for `text`: its first column, searching the region's rows
    /// (everywhere when none is given) from the bottom, where the bar is, up.
    public static func locate(_ text: String, in region: WalkthroughScript.Region?, screen: CellBuffer,
                              layout: ScreenLayout) -> (x: Int, y: Int)? {
        let lines = screen.lines
        var rows = Array(lines.indices)
        switch region {
        case .bar?: rows = (layout.bar?.area ?? layout.sidebar?.area).map { Array($0.y..<$0.maxY) } ?? []
        case .strip?: rows = layout.strip.map { [$0.area.y] } ?? []
        case .list?: rows = Array(layout.content.y..<layout.content.maxY) + layout.headerFields.map(\.rect.y)
        case .keyboard?: rows = layout.keyboard.map { Array($0.area.y..<$0.area.maxY) } ?? []
        case nil:
            // A dialog takes every tap while it shows: what it names is its own.
            if let dialog = layout.dialog {
                rows = Array(dialog.panel.y..<(dialog.cancelPanel ?? dialog.panel).maxY)
            }
        }
        for y in rows.sorted().reversed() where y < lines.count {
            guard let range = lines[y].firstRange(of: text) else { continue }
            return (DisplayWidth.of(String(lines[y][..<range.lowerBound])), y)
        }
        return nil
    }
}
