/// The navigation row, the strip's header fields, and the list: fields, rows, the
/// cursor, and the empty-state explanation (T7, B11, B13).
struct ContentView {
    let prototype: Prototype
    let theme: Theme

    func draw(_ state: AppState, layout: ScreenLayout, into buffer: inout CellBuffer) {
        drawTitleRow(layout, into: &buffer)
        for field in layout.headerFields {
            guard let strip = state.visibleStrip(in: prototype) else { break }
            drawField(strip.header.fields[field.index], labelColumns: Self.labelColumns(strip.header.fields),
                      text: state.text(of: .header(field.index)), caret: state.caret,
                      editing: state.editing == .header(field.index),
                      cursor: prototype.showsKeyboardFocus && state.showsCursor && state.focus == .header
                          && state.headerCursor == field.index, focused: true,
                      pressed: state.pressed == .headerField(field.index), rect: field.rect, into: &buffer)
        }
        let screen = state.currentScreen(in: prototype)
        let screenState = state.currentScreenState
        for item in layout.visibleItems {
            let isCursor = prototype.showsKeyboardFocus && state.showsCursor && item.index == screenState.cursor
            let pressed = state.pressed == .item(item.index)
            if item.index < screen.fields.count {
                drawField(screen.fields[item.index], labelColumns: Self.labelColumns(screen.fields),
                          text: state.text(of: .content(item.index)), caret: state.caret,
                          editing: state.editing == .content(item.index), cursor: isCursor, focused: state.focus == .content,
                          pressed: pressed, rect: item.rect, into: &buffer)
            } else {
                let index = item.index - screen.fields.count, row = screen.rows[index]
                drawRow(row, switchedOn: state.isOn(row, at: index, of: screen), rect: item.rect, listHeight: layout.content.height, isCursor: isCursor,
                        focused: state.focus == .content, pressed: pressed, into: &buffer)
            }
        }
        if let rect = layout.emptyMessage {
            let message = screen.empty ?? "Nothing here yet."
            drawWrapped(TextFitting.sanitized(message), in: rect, style: theme.secondary, into: &buffer)
        }
    }

    private func drawTitleRow(_ layout: ScreenLayout, into buffer: inout CellBuffer) {
        guard let row = layout.titleRow else { return }
        let title = TextFitting.sanitized(layout.title ?? "")
        if let large = layout.largeTitleRow {
            // The title shows large under the bar, and the bar holds only the back button.
            if let back = layout.backButton { buffer.write(layout.backLabel, x: back.x + 1, y: row.y, style: theme.back) }
            for (offset, line) in ScreenRows.largeTitleLines(title, width: large.width, textSize: prototype.textSize).prefix(large.height).enumerated() {
                buffer.write(line, x: large.x + 1, y: large.y + offset, style: theme.title)
            }
        } else if layout.backButton != nil || layout.titleCentred {
            let back = layout.backButton ?? Rect(x: row.x, y: row.y, width: 0, height: 1)
            if layout.backButton != nil { buffer.write(layout.backLabel, x: back.x + 1, y: row.y, style: theme.back) }
            let room = row.width - 2 * (back.width + 1)
            let fitted = TextFitting.truncated(title, toColumns: max(0, room))
            buffer.write(fitted, x: row.x + (row.width - DisplayWidth.of(fitted)) / 2, y: row.y, style: theme.title)
        } else {
            buffer.write(TextFitting.truncated(title, toColumns: row.width - 2), x: row.x + 1, y: row.y, style: theme.title)
        }
    }

    /// The switch of a switch row, as iOS draws it: the knob right and tinted when on,
    /// left and grey when off.
    static let switchOn = "━━●", switchOff = "○━━"

    /// A row in `rect`: its lines as the list lays them out in `listHeight` rows (a row
    /// cut at the list's end shows its first lines).
    private func drawRow(_ row: Row, switchedOn: Bool?, rect: Rect, listHeight: Int, isCursor: Bool, focused: Bool, pressed: Bool,
                         into buffer: inout CellBuffer) {
        var style = theme.text
        if isCursor { style = focused ? theme.cursorFocused : theme.cursorUnfocused }
        if pressed { style = theme.barPressed }
        if style != theme.text { buffer.fill(rect, with: Cell(" ", style: style)) }
        let parts = RowLayout(row: row, x: rect.x, width: rect.width, textSize: prototype.textSize, maxLines: max(1, listHeight))
        if let on = switchedOn, let x = parts.switchX {
            let switchStyle = style == theme.text ? (on ? theme.barActive : theme.barInactive) : style
            buffer.write(on ? Self.switchOn : Self.switchOff, x: x, y: rect.y, style: switchStyle)
        }
        if let x = parts.chevronX { buffer.write("›", x: x, y: rect.y, style: style) }
        if let badge = parts.badge { buffer.write(badge.text, x: badge.x, y: rect.y, style: theme.badge) }
        // The value is dimmed, so the text stands out.
        if let value = parts.value { buffer.write(value.text, x: value.x, y: rect.y, style: style == theme.text ? theme.secondary : style) }
        for (offset, line) in parts.lines.prefix(rect.height).enumerated() {
            buffer.write(line, x: parts.textX, y: rect.y + offset, style: style)
        }
    }

    /// `Label  [text or placeholder    ]`; while typing, with the caret.
    private func drawField(_ field: Field, labelColumns: Int, text: String, caret: Int, editing: Bool, cursor: Bool,
                           focused: Bool, pressed: Bool, rect: Rect, into buffer: inout CellBuffer) {
        let columns = min(labelColumns, max(1, rect.width / 3))
        let label = TextFitting.truncated(TextFitting.sanitized(field.label), toColumns: columns)
        let padded = label + String(repeating: " ", count: columns - DisplayWidth.of(label))
        var labelStyle = theme.secondary
        if cursor { labelStyle = focused ? theme.cursorFocused : theme.cursorUnfocused }
        if pressed { labelStyle = theme.barPressed }
        let boxX = buffer.write(" " + padded + " ", x: rect.x + 1, y: rect.y, style: labelStyle) + 1
        let boxWidth = rect.maxX - 2 - boxX
        guard boxWidth > 2 else { return }
        let box = Rect(x: boxX, y: rect.y, width: boxWidth, height: 1)
        let shown = text.isEmpty ? TextFitting.sanitized(field.placeholder ?? "") : TextFitting.sanitized(text)
        var style = text.isEmpty ? theme.fieldPlaceholder : theme.fieldText
        if editing { style = theme.fieldEditing }
        buffer.fill(box, with: Cell(" ", style: style))
        if editing {
            drawEditedText(Array(TextFitting.sanitized(text)), caret: caret, in: box, style: style, into: &buffer)
        } else {
            buffer.write(TextFitting.truncated(shown, toColumns: boxWidth), x: box.x, y: box.y, style: style)
        }
    }

    /// Columns of the widest label, so a screen's field boxes line up.
    static func labelColumns(_ fields: [Field]) -> Int {
        fields.map { DisplayWidth.of(TextFitting.sanitized($0.label)) }.max() ?? 0
    }

    /// The text being typed with its caret (the character under it in reverse, or a
    /// block at the end), scrolled so that the caret is always in the box.
    private func drawEditedText(_ characters: [Character], caret: Int, in box: Rect, style: Style, into buffer: inout CellBuffer) {
        let caret = min(caret, characters.count)
        // Back from the caret, as many characters as fit before it.
        var start = caret, used = 0
        while start > 0, used + DisplayWidth.of(characters[start - 1]) <= box.width - 2 {
            start -= 1
            used += DisplayWidth.of(characters[start])
        }
        var x = box.x
        for index in start...characters.count {
            let cell = index < characters.count ? String(characters[index]) : " "
            guard x + DisplayWidth.of(cell) <= box.maxX else { break }
            x = buffer.write(cell, x: x, y: box.y, style: index == caret ? theme.caret : style)
        }
    }

    /// Word-wrapped, centred lines.
    private func drawWrapped(_ text: String, in rect: Rect, style: Style, into buffer: inout CellBuffer) {
        for (offset, text) in TextFitting.wrapped(text, toColumns: rect.width).prefix(rect.height).enumerated() {
            buffer.write(TextFitting.centered(text, inColumns: rect.width), x: rect.x, y: rect.y + offset, style: style)
        }
    }
}
