/// Draws reader mode's cursor and announcement: the element the reader is on in reverse
/// video (the cells of VoiceOver's focus rectangle, whose colours no theme can hide), and
/// on a row of its own below the prototype what the reader says of it.
struct ReaderCursorView {
    /// Put before the announcement, as a speaker would be.
    static let speaking = "» "

    /// `frame` with the cursor drawn over it and the announcement's row added below.
    func draw(_ cursor: ReaderCursor, over frame: CellBuffer) -> CellBuffer {
        var out = CellBuffer(size: Size(width: frame.size.width, height: frame.size.height + 1))
        out.place(frame, atX: 0, y: 0)
        if let focus = cursor.frame {
            out.restyle(focus) { style in
                style.attributes.formSymmetricDifference(.reverse)
                style.attributes.insert(.bold)
            }
        }
        let row = frame.size.height, style = Style(attributes: [.bold, .reverse])
        out.fill(Rect(x: 0, y: row, width: out.size.width, height: 1), with: Cell(" ", style: style))
        if out.size.width > 2, !cursor.announcement.isEmpty {
            let text = TextFitting.truncated(Self.speaking + TextFitting.sanitized(cursor.announcement), toColumns: out.size.width - 2)
            out.write(text, x: 1, y: row, style: style)
        }
        return out
    }
}
