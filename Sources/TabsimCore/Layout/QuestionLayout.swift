/// A question put to a participant over the prototype (W6): a statement or question
/// and a numbered scale, answered by a digit or a click on a number.
public struct Question: Equatable, Sendable {
    /// The questionnaire it belongs to, as recorded: `seq` or `sus`.
    public var questionnaire: String
    /// Which one: the task's number for SEQ, the item's for SUS (from 1).
    public var item: Int
    /// A line above the text, such as "Task 2 of 4 done".
    public var heading: String
    public var text: String
    public var scale: ClosedRange<Int>
    /// What the lowest and highest numbers mean.
    public var lowLabel: String
    public var highLabel: String

    public init(questionnaire: String, item: Int, heading: String, text: String, scale: ClosedRange<Int>,
                lowLabel: String, highLabel: String) {
        self.questionnaire = questionnaire
        self.item = item
        self.heading = heading
        self.text = text
        self.scale = scale
        self.lowLabel = lowLabel
        self.highLabel = highLabel
    }
}

/// Where a question's panel, each number of its scale and the scale's two end labels
/// go in an area: one layout for drawing and for hit-testing clicks. The end labels are
/// always whole: beside the scale when all fits on a row, else under its two ends on up
/// to two rows each, else each on rows of its own. Touched (a phone's page), each
/// number is a button three rows tall and at least five columns wide where the area
/// allows: on a phone's 40 columns, 48 × 58 CSS px, past the 44 px a finger needs.
struct QuestionLayout {
    /// A touched number's least width and its height, in cells: five of a phone page's
    /// 9.75 px columns and three of its 19.5 px rows.
    static let touchWidth = 5, touchHeight = 3
    let box: Rect
    let heading: String
    let lines: [String]
    /// Each number of the scale and the cells it is drawn in.
    let choices: [(value: Int, rect: Rect)]
    /// The rows of the scale's two end labels and where each starts.
    let labels: [(text: String, x: Int, y: Int)]
    let footerRow: Int

    /// - Parameter touch: the numbers are tapped: buttons a finger can hit, when they fit.
    init(_ question: Question, in area: Size, touch: Bool = false) {
        let count = question.scale.count
        // Touched, the panel takes the whole width a phone has, and each number as many
        // columns as it can up to seven, touching its neighbours (their borders part them).
        let touchPitch = min(7, max(0, min(area.width, 64) - 4) / max(1, count))
        let buttons = touch && touchPitch >= Self.touchWidth && area.height >= 12
        let width = max(0, buttons ? min(area.width, 64) : min(area.width - 2, 64))
        let inner = max(0, width - 4)
        // "[1] [2] …" when it fits, else bare digits.
        let (cell, gap) = buttons ? (touchPitch, 0) : inner >= count * 4 - 1 ? (3, 1) : (1, 1)
        let scaleRows = buttons ? Self.touchHeight : 1
        let scaleWidth = count * cell + (count - 1) * gap
        let lowText = TextFitting.singleLine(question.lowLabel), highText = TextFitting.singleLine(question.highLabel)
        let lowWidth = DisplayWidth.of(lowText), highWidth = DisplayWidth.of(highText)
        let inline = !buttons && lowWidth + scaleWidth + highWidth + 2 <= inner
        // Under the scale's ends: each label in half the width, on at most two rows.
        let half = max(1, (inner - 1) / 2)
        let lowRows = TextFitting.wrapped(lowText, toColumns: half), highRows = TextFitting.wrapped(highText, toColumns: half)
        let underEnds = lowRows.count <= 2 && highRows.count <= 2
            && TextFitting.holdsEveryWord(lowRows, of: lowText) && TextFitting.holdsEveryWord(highRows, of: highText)
        // Else each on rows of its own, across the panel.
        let lowAlone = TextFitting.wrapped(lowText, toColumns: max(1, inner)), highAlone = TextFitting.wrapped(highText, toColumns: max(1, inner))
        let labelRows = inline ? 0 : underEnds ? max(lowRows.count, highRows.count) : lowAlone.count + highAlone.count
        heading = TextFitting.truncated(TextFitting.singleLine(question.heading), toColumns: inner)
        // A border, the heading, a blank row, the scale, a blank row, the footer and a border.
        let frameRows = 6 + scaleRows
        let allowed = max(1, area.height - frameRows - labelRows)
        lines = Array(TextFitting.wrapped(TextFitting.singleLine(question.text), toColumns: inner).prefix(allowed))
        let height = min(area.height, lines.count + frameRows + labelRows)
        box = Rect(x: max(0, (area.width - width) / 2), y: max(0, (area.height - height) / 2), width: width, height: height)
        let scaleRow = box.y + 3 + lines.count
        let left = box.x + 2, right = box.x + 2 + inner
        let start = inline ? left + (inner - (lowWidth + scaleWidth + highWidth + 2)) / 2 + lowWidth + 1 : left + max(0, (inner - scaleWidth) / 2)
        choices = question.scale.enumerated().map { offset, value in
            (value, Rect(x: start + offset * (cell + gap), y: scaleRow, width: cell, height: scaleRows))
        }
        let underScale = scaleRow + scaleRows
        if inline {
            labels = [(lowText, start - lowWidth - 1, scaleRow), (highText, start + scaleWidth + 1, scaleRow)]
        } else if underEnds {
            labels = lowRows.enumerated().map { ($0.element, left, underScale + $0.offset) }
                + highRows.enumerated().map { ($0.element, right - DisplayWidth.of($0.element), underScale + $0.offset) }
        } else {
            labels = lowAlone.enumerated().map { ($0.element, left, underScale + $0.offset) }
                + highAlone.enumerated().map { ($0.element, right - DisplayWidth.of($0.element), underScale + lowAlone.count + $0.offset) }
        }
        footerRow = box.maxY - 2
    }

    /// The number drawn at a cell, if any.
    func choice(atX x: Int, y: Int) -> Int? {
        choices.first { $0.rect.contains(x: x, y: y) }?.value
    }
}
