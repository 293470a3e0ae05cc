/// Draws reader mode's cursor and announcement: the element the reader is on in reverse
/// video (the cells of VoiceOver's focus rectangle, whose colours no theme can hide), and
/// on rows of their own below the prototype (`ReaderCursor.rows`) what the reader says of it.
struct ReaderCursorView {
    /// Put before the announcement, as a speaker would be.
    static let speaking = "» "

    /// `frame` with the cursor drawn over it and the announcement's rows added below.
    func draw(_ cursor: ReaderCursor, over frame: CellBuffer) -> CellBuffer {
        let rows = ReaderCursor.rows(width: frame.size.width)
        var out = CellBuffer(size: Size(width: frame.size.width, height: frame.size.height + rows))
        out.place(frame, atX: 0, y: 0)
        if let focus = cursor.frame {
            out.restyle(focus) { style in
                style.attributes.formSymmetricDifference(.reverse)
                style.attributes.insert(.bold)
            }
        }
        let top = frame.size.height, style = Style(attributes: [.bold, .reverse])
        out.fill(Rect(x: 0, y: top, width: out.size.width, height: rows), with: Cell(" ", style: style))
        guard out.size.width > 2, !cursor.announcement.isEmpty else { return out }
        let lines = TextFitting.wrapped(Self.speaking + TextFitting.sanitized(cursor.announcement), toColumns: out.size.width - 2, rows: rows)
        for (offset, line) in lines.enumerated() { out.write(line, x: 1, y: top + offset, style: style) }
        return out
    }
}
