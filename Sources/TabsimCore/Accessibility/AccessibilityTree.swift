/// The accessibility elements of one state of a prototype, in the order a screen reader
/// visits them with a swipe right: reading order, leading to trailing and top to bottom,
/// navigation chrome at its place (a top or side bar first, a bottom bar after the
/// content), the keyboard's keys last. A dialog traps the focus: only its title, message
/// and buttons are reachable while it shows. Built from the same `ScreenLayout` that is
/// drawn and hit-tested, so what is read is what is on screen.
public enum AccessibilityTree {
    /// - Parameter readerMode: the help panel, when it shows, lists reader mode's keys.
    public static func elements(of prototype: Prototype, in state: AppState, readerMode: Bool = false) -> [AccessibilityElement] {
        let layout = ScreenLayout(prototype: prototype, state: state)
        guard !layout.isTooSmall else { return [] }
        if state.showsHelp { return helpElements(readerMode: readerMode, size: state.size) }
        if let dialog = state.dialog?.dialog, let drawn = layout.dialog { return elements(of: dialog, drawn) }
        var elements: [AccessibilityElement] = []
        if let toggle = layout.sidebarToggle { elements.append(AccessibilityElement(label: "Show sidebar", role: .button, frame: toggle)) }
        if let sidebar = layout.sidebar { elements += sidebarElements(sidebar, prototype: prototype, state: state) }
        if let bar = layout.bar, bar.kind == .top || bar.kind == .rail { elements += barElements(bar, prototype: prototype, state: state) }
        elements += screenElements(layout, prototype: prototype, state: state)
        if let accessory = prototype.accessory, let drawn = layout.accessory {
            elements.append(AccessibilityElement(label: TextFitting.sanitized(accessory.text), role: .button, frame: drawn.area))
        }
        if let bar = layout.bar, bar.kind == .docked || bar.kind == .floating { elements += barElements(bar, prototype: prototype, state: state) }
        if let keyboard = layout.keyboard {
            for (key, rect) in keyboard.keys {
                let label = key.label(in: state.keyboardLayer, shifted: state.keyboardShift, returnKey: state.keyboardReturnKey)
                elements.append(AccessibilityElement(label: label.trimmingWhitespace, role: .key, frame: rect))
            }
        }
        return elements
    }

    /// The navigation row, the strip's header fields and pages, the segmented control,
    /// and the list's fields and rows on screen (or the empty state).
    private static func screenElements(_ layout: ScreenLayout, prototype: Prototype, state: AppState) -> [AccessibilityElement] {
        var elements: [AccessibilityElement] = []
        if let back = layout.backButton {
            elements.append(AccessibilityElement(label: layout.backLabel.trimmingWhitespace, role: .backButton, frame: back))
        }
        if let title = layout.title, !title.isEmpty, let row = layout.largeTitleRow ?? layout.titleRow {
            elements.append(AccessibilityElement(label: TextFitting.sanitized(title), role: .heading, frame: row))
        }
        let strip = state.visibleStrip(in: prototype)
        if let strip {
            for field in layout.headerFields {
                elements.append(fieldElement(strip.header.fields[field.index], text: state.text(of: .header(field.index)), frame: field.rect))
            }
        }
        if let strip, let drawn = layout.strip {
            for (index, page) in strip.pages.enumerated() {
                let left = max(drawn.area.x, drawn.area.x + drawn.spans[index].lowerBound - drawn.offset)
                let right = min(drawn.area.maxX, drawn.area.x + drawn.spans[index].upperBound - drawn.offset)
                elements.append(AccessibilityElement(label: page.spokenLabel,
                                                     role: .tab(position: index + 1, count: strip.pages.count, selected: index == drawn.selected),
                                                     badge: page.badge.map { TextFitting.sanitized($0.text) }, isEnabled: !page.disabled,
                                                     frame: Rect(x: left, y: drawn.area.y, width: max(0, right - left), height: 1)))
            }
        }
        let screen = state.currentScreen(in: prototype)
        if let segmented = layout.segmented {
            for (index, rect) in segmented.segments.enumerated() where screen.segments.indices.contains(index) {
                elements.append(AccessibilityElement(label: TextFitting.sanitized(screen.segments[index].label),
                                                     role: .tab(position: index + 1, count: segmented.segments.count, selected: index == segmented.selected),
                                                     frame: rect))
            }
        }
        for item in layout.visibleItems {
            if item.index < screen.fields.count {
                elements.append(fieldElement(screen.fields[item.index], text: state.text(of: .content(item.index)), frame: item.rect))
                continue
            }
            let index = item.index - screen.fields.count, row = screen.rows[index]
            let role: AccessibilityElement.Role = if let on = state.isOn(row, at: index, of: screen) { .toggle(on: on) }
                else if row.kind.responds { .button } else { .text }
            // A More list's row is its section, called by its spoken name, not its icon.
            let label = if case .section(let section) = row.kind { prototype.sections[section].spokenLabel } else { TextFitting.sanitized(row.text) }
            elements.append(AccessibilityElement(label: label, role: role, badge: row.badge.map { TextFitting.sanitized($0.text) },
                                                 value: row.value.map { TextFitting.sanitized($0) }, frame: item.rect))
        }
        if let empty = layout.emptyMessage {
            elements.append(AccessibilityElement(label: TextFitting.sanitized(screen.empty ?? "Nothing here yet."), role: .text, frame: empty))
        }
        return elements
    }

    private static func fieldElement(_ field: Field, text: String, frame: Rect) -> AccessibilityElement {
        AccessibilityElement(label: TextFitting.sanitized(field.label), role: .textField(placeholder: field.placeholder.map { TextFitting.sanitized($0) }, text: text),
                             frame: frame)
    }

    /// The bar's tabs, More and the search tab among them; a minimized bar holds the
    /// selected tab alone.
    private static func barElements(_ bar: BarLayout, prototype: Prototype, state: AppState) -> [AccessibilityElement] {
        let slots = bar.minimized ? [(bar.activeSlot, BarLayout.Slot(section: bar.slots[bar.activeSlot].section, rect: bar.area))]
            : Array(bar.slots.enumerated())
        return slots.map { index, slot in
            let label = slot.section.map { prototype.sections[$0].spokenLabel } ?? BarView.moreLabel
            return AccessibilityElement(label: label, role: .tab(position: index + 1, count: bar.slots.count, selected: index == bar.activeSlot),
                                        badge: slot.section.flatMap { state.badge(of: $0, in: prototype) }.map { TextFitting.sanitized($0.text) },
                                        frame: slot.rect)
        }
    }

    /// The sidebar: its groups' names as headings, each section a tab.
    private static func sidebarElements(_ sidebar: SidebarLayout, prototype: Prototype, state: AppState) -> [AccessibilityElement] {
        var elements: [AccessibilityElement] = []
        var headings = sidebar.headings[...]
        for (index, rect) in sidebar.rows.enumerated() where rect.maxY <= sidebar.area.maxY {
            while let heading = headings.first, heading.rect.y < rect.y {
                elements.append(AccessibilityElement(label: TextFitting.sanitized(heading.text), role: .heading, frame: heading.rect))
                headings = headings.dropFirst()
            }
            elements.append(AccessibilityElement(label: prototype.sections[index].spokenLabel,
                                                 role: .tab(position: index + 1, count: sidebar.rows.count, selected: state.selection == .section(index)),
                                                 badge: state.badge(of: index, in: prototype).map { TextFitting.sanitized($0.text) }, frame: rect))
        }
        return elements
    }

    /// The help panel, over everything: its title, then each binding shown as text, whole
    /// where its line cuts it ("Tab, the reader's cursor on (a swipe right)").
    private static func helpElements(readerMode: Bool, size: Size) -> [AccessibilityElement] {
        let panel = HelpView.panel(in: size, readerMode: readerMode), bindings = HelpView.shown(readerMode: readerMode)
        let inner = Rect(x: panel.box.x + 2, y: panel.box.y, width: max(0, panel.box.width - 4), height: 1)
        return [AccessibilityElement(label: HelpView.title, role: .heading, frame: inner)]
            + panel.starts.enumerated().map { index, start in
                let (key, action) = bindings[index]
                let end = index + 1 < panel.starts.count ? panel.starts[index + 1] : panel.lines.count
                return AccessibilityElement(label: key.isEmpty ? action : "\(key), \(action)", role: .text,
                                            frame: Rect(x: inner.x, y: panel.box.y + 2 + start, width: inner.width, height: max(1, end - start)))
            }
    }

    /// A dialog traps the focus: its title first, then its message and its buttons as drawn.
    private static func elements(of dialog: Dialog, _ drawn: DialogLayout) -> [AccessibilityElement] {
        var elements: [AccessibilityElement] = []
        if let title = dialog.title, let line = drawn.titleLines.first {
            elements.append(AccessibilityElement(label: TextFitting.sanitized(title), role: .alert,
                                                 frame: Rect(x: drawn.panel.x, y: line.y, width: drawn.panel.width, height: drawn.titleLines.count)))
        }
        if let message = dialog.message, let line = drawn.messageLines.first {
            elements.append(AccessibilityElement(label: TextFitting.sanitized(message), role: .text,
                                                 frame: Rect(x: drawn.panel.x, y: line.y, width: drawn.panel.width, height: drawn.messageLines.count)))
        }
        for (index, rect) in drawn.buttons {
            elements.append(AccessibilityElement(label: TextFitting.sanitized(dialog.buttons[index]), role: .button, frame: rect))
        }
        return elements
    }
}
