extension AccessibilityTree {
    /// A session's elements in its terminal's cells, in reading order: a study's band
    /// (the task, then *Give up*), then a question, a comment panel or a tree test's
    /// browser, which keeps the focus while it shows (the prototype under it is out of
    /// reach, as it is to a finger), else the prototype's own elements below the band;
    /// none of the prototype's while a tree test hides it. What a participant's
    /// page mirrors for the phone's own screen reader (W6).
    public static func elements(of session: SessionState) -> [AccessibilityElement] {
        let top = session.bandRows, width = session.screen.width
        var elements: [AccessibilityElement] = []
        if let band = session.overlay.band {
            let layout = BandLayout(band, width: width)
            elements.append(AccessibilityElement(label: TextFitting.sanitized(band.text), role: .text,
                                                 frame: Rect(x: 0, y: 0, width: width, height: layout.height)))
            if let button = layout.button {
                elements.append(AccessibilityElement(label: button.action.label, role: .button, frame: button.rect))
            }
        }
        let area = Rect(x: 0, y: top, width: width, height: session.appSize.height)
        if let question = session.overlay.question {
            return elements + questionElements(question, in: area, touch: session.prototype.input == .touch)
        }
        if let comment = session.overlay.comment { return elements + commentElements(comment, in: area) }
        if let tree = session.overlay.tree { return elements + treeElements(tree, in: area, touch: session.prototype.input == .touch) }
        if session.overlay.hidesPrototype { return elements }
        return elements + self.elements(of: session.prototype, in: session.app, readerMode: session.reader != nil).map { element in
            var shifted = element
            shifted.frame.y += top
            return shifted
        }
    }

    /// A tree test's browser: its heading, Back below the top level, then each node as a
    /// button named by its label alone, and *I'd find it here*.
    private static func treeElements(_ tree: TreeChooser, in area: Rect, touch: Bool) -> [AccessibilityElement] {
        let layout = TreeChooserLayout(tree, in: area, touch: touch)
        var elements = [AccessibilityElement(label: TextFitting.sanitized(tree.title), role: .heading, frame: layout.titleRow)]
        if let back = layout.back { elements.append(AccessibilityElement(label: "Back", role: .button, frame: back)) }
        for (button, rect) in layout.buttons {
            let label = button == .choose ? TreeChooser.chooseLabel : TextFitting.sanitized(tree.label(of: button))
            elements.append(AccessibilityElement(label: label, role: .button, frame: rect))
        }
        return elements
    }

    /// A question's heading and text, then each number of its scale as a button, the
    /// two ends named with what they mean ("1, Very difficult").
    private static func questionElements(_ question: Question, in area: Rect, touch: Bool) -> [AccessibilityElement] {
        let layout = QuestionLayout(question, in: Size(width: area.width, height: area.height), touch: touch)
        func moved(_ rect: Rect) -> Rect { Rect(x: rect.x, y: rect.y + area.y, width: rect.width, height: rect.height) }
        let text = Rect(x: layout.box.x, y: layout.box.y + 1, width: layout.box.width, height: 1 + layout.lines.count)
        var elements = [
            AccessibilityElement(label: TextFitting.sanitized(question.heading), role: .heading, frame: moved(Rect(x: text.x, y: text.y, width: text.width, height: 1))),
            AccessibilityElement(label: TextFitting.singleLine(question.text), role: .text, frame: moved(Rect(x: text.x, y: text.y + 1, width: text.width, height: max(1, layout.lines.count)))),
        ]
        for choice in layout.choices {
            let meaning = choice.value == question.scale.lowerBound ? question.lowLabel
                : choice.value == question.scale.upperBound ? question.highLabel : ""
            let label = meaning.isEmpty ? "\(choice.value)" : "\(choice.value), \(TextFitting.singleLine(meaning))"
            elements.append(AccessibilityElement(label: label, role: .button, frame: moved(choice.rect)))
        }
        return elements
    }

    /// A comment panel's prompt, what is typed so far as a text field, then the keys of
    /// its keyboard, Done last among them as drawn.
    private static func commentElements(_ comment: CommentRequest, in area: Rect) -> [AccessibilityElement] {
        let layout = CommentLayout(comment, in: area)
        let inner = Rect(x: layout.box.x + 2, y: layout.box.y + 1, width: max(1, layout.box.width - 4), height: 1)
        var elements = [
            AccessibilityElement(label: TextFitting.sanitized(comment.prompt), role: .text,
                                 frame: Rect(x: inner.x, y: inner.y, width: inner.width, height: max(1, layout.promptLines.count))),
            AccessibilityElement(label: "Comment", role: .textField(placeholder: nil, text: comment.text),
                                 frame: Rect(x: inner.x, y: layout.textTop, width: inner.width, height: max(1, layout.textLines.count))),
        ]
        for (key, rect) in layout.keyboard.keys {
            let label = key.label(in: comment.layer, shifted: comment.shifted, returnKey: .done)
            elements.append(AccessibilityElement(label: label.trimmingWhitespace, role: .key, frame: rect))
        }
        return elements
    }
}
