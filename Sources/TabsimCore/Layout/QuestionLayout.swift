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
/// go in an area: one layout for drawing and for hit-testing clicks.
struct QuestionLayout {
    let box: Rect
    let heading: String
    let lines: [String]
    /// Each number of the scale and the cells it is drawn in.
    let choices: [(value: Int, rect: Rect)]
    /// The labels of the scale's two ends, fitted, and where each starts.
    let low: (text: String, x: Int, y: Int)
    let high: (text: String, x: Int, y: Int)
    let footerRow: Int

    init(_ question: Question, in area: Size) {
        let width = max(0, min(area.width - 2, 64))
        let inner = max(0, width - 4)
        let count = question.scale.count
        // "[1] [2] …" when it fits, else bare digits.
        let (cell, gap) = inner >= count * 4 - 1 ? (3, 1) : (1, 1)
        let scaleWidth = count * cell + (count - 1) * gap
        let lowText = TextFitting.singleLine(question.lowLabel), highText = TextFitting.singleLine(question.highLabel)
        // The labels beside the scale when all fits on a line, else on the line below at its ends.
        let inline = DisplayWidth.of(lowText) + scaleWidth + DisplayWidth.of(highText) + 2 <= inner
        heading = TextFitting.truncated(TextFitting.singleLine(question.heading), toColumns: inner)
        let allowed = max(1, area.height - 9)
        lines = Array(TextFitting.wrapped(TextFitting.singleLine(question.text), toColumns: inner).prefix(allowed))
        let height = min(area.height, lines.count + (inline ? 7 : 8))
        box = Rect(x: max(0, (area.width - width) / 2), y: max(0, (area.height - height) / 2), width: width, height: height)
        let scaleRow = box.y + 3 + lines.count
        let left = box.x + 2
        if inline {
            let lowWidth = DisplayWidth.of(lowText)
            let start = left + (inner - (lowWidth + scaleWidth + DisplayWidth.of(highText) + 2)) / 2
            low = (lowText, start, scaleRow)
            high = (highText, start + lowWidth + 1 + scaleWidth + 1, scaleRow)
            choices = question.scale.enumerated().map { offset, value in
                (value, Rect(x: start + lowWidth + 1 + offset * (cell + gap), y: scaleRow, width: cell, height: 1))
            }
        } else {
            let start = left + max(0, (inner - scaleWidth) / 2)
            choices = question.scale.enumerated().map { offset, value in
                (value, Rect(x: start + offset * (cell + gap), y: scaleRow, width: cell, height: 1))
            }
            let lowFitted = TextFitting.truncated(lowText, toColumns: max(0, inner / 2 - 1))
            let highFitted = TextFitting.truncated(highText, toColumns: max(0, inner / 2 - 1))
            low = (lowFitted, left, scaleRow + 1)
            high = (highFitted, left + inner - DisplayWidth.of(highFitted), scaleRow + 1)
        }
        footerRow = box.maxY - 2
    }

    /// The number drawn at a cell, if any.
    func choice(atX x: Int, y: Int) -> Int? {
        choices.first { $0.rect.contains(x: x, y: y) }?.value
    }
}
