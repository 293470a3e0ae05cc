/// What the renderer draws besides the prototype, for studies, demos and errors.
public struct Overlay: Equatable, Sendable {
    /// A row of its own above the prototype, which is laid out below it: a task prompt,
    /// or an error the researcher must see.
    public var band: Band?
    /// A one-line caption over the prototype's top-right corner (live playback, W2).
    public var caption: String?
    /// A question over the prototype, which takes the input until it is answered.
    public var question: Question?
    /// A problem shown in a red band over the prototype's top row, taking no row of its
    /// own so nothing moves: why the watched file does not load (live reload).
    public var problem: String?

    public init(band: Band? = nil, caption: String? = nil, question: Question? = nil) {
        self.band = band
        self.caption = caption
        self.question = question
    }

    /// The rows of a problem's band in a terminal `width` columns wide: wrapped on up to
    /// two, so the line, column and message all show.
    public static func problemLines(_ problem: String, width: Int) -> [String] {
        guard width > 2 else { return [] }
        return Array(TextFitting.wrapped("✗ " + TextFitting.sanitized(problem), toColumns: width - 2).prefix(2))
    }

    /// Rows the overlay takes from the terminal above the prototype.
    public var bandHeight: Int { band == nil ? 0 : 1 }
}

/// The band's text and what it is for.
public struct Band: Equatable, Sendable {
    public enum Kind: Equatable, Sendable { case prompt, error }
    public var text: String
    public var kind: Kind
    public init(_ text: String, kind: Kind = .prompt) {
        self.text = text
        self.kind = kind
    }
}

/// Draws an overlay around a rendered prototype frame.
struct OverlayView {
    let theme: Theme

    /// The terminal's frame: the band's row, then the prototype's frame, then the
    /// question and the caption on top.
    func compose(_ frame: CellBuffer, with overlay: Overlay) -> CellBuffer {
        var out = frame
        if let band = overlay.band {
            out = CellBuffer(size: Size(width: frame.size.width, height: frame.size.height + 1))
            out.place(frame, atX: 0, y: 1)
            let style = band.kind == .error ? theme.badge : Style(attributes: [.bold, .reverse])
            out.fill(Rect(x: 0, y: 0, width: out.size.width, height: 1), with: Cell(" ", style: style))
            let text = TextFitting.truncated(TextFitting.sanitized(band.text), toColumns: max(0, out.size.width - 2))
            out.write(text, x: 1, y: 0, style: style)
        }
        if let question = overlay.question {
            QuestionView(theme: theme).draw(question, into: &out, top: overlay.bandHeight)
        }
        if let caption = overlay.caption, out.size.width > 4 {
            let fitted = " " + TextFitting.truncated(TextFitting.sanitized(caption), toColumns: out.size.width - 4) + " "
            out.write(fitted, x: out.size.width - DisplayWidth.of(fitted) - 1, y: overlay.bandHeight,
                      style: Style(attributes: [.bold, .reverse]))
        }
        if let problem = overlay.problem {
            for (offset, line) in Overlay.problemLines(problem, width: out.size.width).enumerated() {
                let row = Rect(x: 0, y: overlay.bandHeight + offset, width: out.size.width, height: 1)
                out.fill(row, with: Cell(" ", style: theme.badge))
                out.write(line, x: 1, y: row.y, style: theme.badge)
            }
        }
        return out
    }
}
