/// The Ctrl-L panel: the prototype's lint findings (L1–L13) over it, each with its line,
/// column and rule, wrapped to the panel; first, in full, why the watched file does not
/// load, when it does not.
struct LintView {
    let theme: Theme

    func draw(_ findings: [Diagnostic], problem: String?, into buffer: inout CellBuffer) {
        let size = buffer.size
        let width = min(size.width - 2, 100)
        // A frame, a blank row above and below the text, and at least one line of it.
        guard width > 8, size.height >= 7 else { return }
        let inner = width - 4
        var lines: [(String, Style)] = []
        for finding in findings {
            let place = finding.line > 0 ? "\(finding.line):\(finding.column) " : ""
            let text = TextFitting.sanitized("\(place)\(finding.severity.rawValue): \(finding.path): \(finding.message)")
            let style = finding.severity == .info ? theme.secondary : theme.text
            lines += TextFitting.wrapped(text, toColumns: inner).map { ($0, style) }
        }
        if findings.isEmpty { lines = [("No findings: the prototype follows the guidelines L1-L13.", theme.text)] }
        if let problem {
            let text = "The file does not load; the findings are the last good version's. " + TextFitting.sanitized(problem)
            lines = TextFitting.wrapped(text, toColumns: inner).map { ($0, theme.badge) } + [("", theme.text)] + lines
        }
        let height = min(size.height - 2, lines.count + 4)
        let box = Rect(x: (size.width - width) / 2, y: (size.height - height) / 2, width: width, height: height)
        buffer.drawPanel(box, style: Style(attributes: [.bold]))
        let count = findings.count == 1 ? "1 finding" : "\(findings.count) findings"
        buffer.write(TextFitting.truncated(" Lint: \(count) ", toColumns: width - 4), x: box.x + 2, y: box.y, style: theme.title)
        let shown = lines.prefix(max(0, height - 4))
        for (offset, line) in shown.enumerated() {
            buffer.write(line.0, x: box.x + 2, y: box.y + 2 + offset, style: line.1)
        }
        let footer = shown.count < lines.count ? " \(lines.count - shown.count) more lines · any key closes " : " any key closes "
        buffer.write(footer, x: max(box.x + 1, box.maxX - DisplayWidth.of(footer) - 2), y: box.maxY - 1, style: theme.secondary)
    }
}
