/// What the renderer draws besides the prototype, for studies, demos and errors.
public struct Overlay: Equatable, Sendable {
    /// Rows of its own above the prototype, which is laid out below it: a task prompt,
    /// or an error the researcher must see; wrapped on up to three rows.
    public var band: Band?
    /// Whether the band's whole text shows in a panel over the prototype: a participant
    /// tapped a band too short for it. The session opens it; any tap or key closes it.
    public var showsWholeBand = false
    /// A one-line caption over the prototype's top-right corner (live playback, W2).
    public var caption: String?
    /// A question over the prototype, which takes the input until it is answered.
    public var question: Question?
    /// A panel over the prototype asking for the participant's words, typed on a
    /// simulated keyboard; it takes the input until Done.
    public var comment: CommentRequest?
    /// A problem shown in a red band over the prototype's top row, taking no row of its
    /// own so nothing moves: why the watched file does not load (live reload).
    public var problem: String?
    /// Reader mode's cursor and what the reader says of it, on a row of its own below
    /// the prototype.
    public var reader: ReaderCursor?
    /// A tree test's browser over the prototype, which takes the input while it shows.
    public var tree: TreeChooser?
    /// The prototype is not shown at all (a tree test): its area is blank under what
    /// is drawn over it, and nothing reaches it.
    public var hidesPrototype = false

    public init(band: Band? = nil, caption: String? = nil, question: Question? = nil, comment: CommentRequest? = nil) {
        self.band = band
        self.caption = caption
        self.question = question
        self.comment = comment
    }

    /// The rows of a problem's band in a terminal `width` columns wide: wrapped on up to
    /// two, so the line, column and message all show.
    public static func problemLines(_ problem: String, width: Int) -> [String] {
        guard width > 2 else { return [] }
        return Array(TextFitting.wrapped("✗ " + TextFitting.sanitized(problem), toColumns: width - 2).prefix(2))
    }

    /// Rows the overlay takes above the prototype in a terminal `width` columns wide:
    /// the band's text wrapped, one to three rows; none without a band.
    public func bandHeight(width: Int) -> Int {
        band.map { BandLayout($0, width: width).height } ?? 0
    }

    /// Rows the overlay takes besides the prototype: the band's above it, the reader's
    /// below.
    public func rowsAround(width: Int) -> Int {
        bandHeight(width: width) + (reader == nil ? 0 : ReaderCursor.rows(width: width))
    }
}

/// The band's text and what it is for.
public struct Band: Equatable, Sendable {
    public enum Kind: Equatable, Sendable { case prompt, error }
    public var text: String
    public var kind: Kind
    /// A button at the end of the band's first row, also chosen by its key.
    public var action: BandAction?

    public init(_ text: String, kind: Kind = .prompt, action: BandAction? = nil) {
        self.text = text
        self.kind = kind
        self.action = action
    }
}

/// Draws an overlay around a rendered prototype frame.
struct OverlayView {
    let theme: Theme
    /// The prototype is touched, not clicked or typed at (a phone's page).
    let touch: Bool

    /// The terminal's frame: the band's rows, then the prototype's frame (blank in a tree
    /// test) or a tree test's browser, then the question, the comment panel, the band's whole text and the caption on top; in
    /// reader mode the reader's cursor over all that and its announcement below.
    func compose(_ frame: CellBuffer, with overlay: Overlay) -> CellBuffer {
        var out = frame
        let top = overlay.bandHeight(width: frame.size.width)
        if let band = overlay.band {
            out = CellBuffer(size: Size(width: frame.size.width, height: frame.size.height + top))
            out.place(frame, atX: 0, y: top)
            BandView(theme: theme).draw(band, into: &out)
        }
        if overlay.hidesPrototype {
            out.fill(Rect(x: 0, y: top, width: out.size.width, height: max(0, out.size.height - top)))
        }
        if let tree = overlay.tree {
            TreeChooserView(theme: theme, touch: touch).draw(tree, into: &out, top: top)
        }
        if let question = overlay.question {
            QuestionView(theme: theme, touch: touch).draw(question, into: &out, top: top)
        }
        if let comment = overlay.comment {
            CommentView(theme: theme).draw(comment, into: &out, top: top)
        }
        if let band = overlay.band, overlay.showsWholeBand {
            BandView(theme: theme).drawWholeText(of: band, into: &out, top: top)
        }
        if let caption = overlay.caption, out.size.width > 4 {
            let fitted = " " + TextFitting.truncated(TextFitting.sanitized(caption), toColumns: out.size.width - 4) + " "
            out.write(fitted, x: out.size.width - DisplayWidth.of(fitted) - 1, y: top,
                      style: Style(attributes: [.bold, .reverse]))
        }
        if let problem = overlay.problem {
            for (offset, line) in Overlay.problemLines(problem, width: out.size.width).enumerated() {
                let row = Rect(x: 0, y: top + offset, width: out.size.width, height: 1)
                out.fill(row, with: Cell(" ", style: theme.badge))
                out.write(line, x: 1, y: row.y, style: theme.badge)
            }
        }
        if let reader = overlay.reader { out = ReaderCursorView().draw(reader, over: out) }
        return out
    }
}
