/// A screen's segmented control: iOS's grey track with rounded ends, the selected
/// segment raised on it in bold, a thin line between two unselected segments; or
/// Material 3's outlined segmented buttons, the selected one filled in the secondary
/// container's colour with a check mark. Without colour the selected one is reversed.
struct SegmentedView {
    let theme: Theme

    func draw(_ layout: SegmentedLayout, labels: [String], pressed: Int?, into buffer: inout CellBuffer) {
        let styles = theme.segmentedStyles(material: layout.isOutlined)
        if layout.isOutlined { drawOutline(layout, style: styles.divider, into: &buffer) } else { drawTrack(layout, styles: styles, into: &buffer) }
        for (index, rect) in layout.segments.enumerated() where index < labels.count {
            let isSelected = index == layout.selected
            var style = isSelected ? styles.selected : styles.track
            if pressed == index { style = theme.barPressed }
            buffer.fill(rect, with: Cell(" ", style: style))
            var label = TextFitting.sanitized(labels[index])
            // Material 3 marks the selected button with a check, where it fits.
            if layout.isOutlined, isSelected, DisplayWidth.of(label) + 4 <= rect.width { label = "✓ " + label }
            let fitted = TextFitting.truncated(label, toColumns: max(1, rect.width - 2))
            buffer.write(fitted, x: rect.x + (rect.width - DisplayWidth.of(fitted)) / 2, y: rect.y, style: style)
            if !layout.isOutlined, index > 0, !isSelected, index - 1 != layout.selected {
                buffer.write("│", x: rect.x, y: rect.y, style: styles.divider)
            }
        }
    }

    /// iOS's track: its grey across the control, its ends rounded by half blocks.
    private func drawTrack(_ layout: SegmentedLayout, styles: SegmentedStyles, into buffer: inout CellBuffer) {
        let area = layout.area
        buffer.fill(area, with: Cell(" ", style: styles.track))
        guard theme.mode == .color, area.width > 2 else { return }
        buffer.write("▐", x: area.x, y: area.y, style: styles.trackEnd)
        buffer.write("▌", x: area.maxX - 1, y: area.y, style: styles.trackEnd)
    }

    /// Material 3's outline: a rounded box with a divider between each two buttons.
    private func drawOutline(_ layout: SegmentedLayout, style: Style, into buffer: inout CellBuffer) {
        let spans = layout.segments.map { String(repeating: "─", count: $0.width) }
        let area = layout.area
        buffer.write("╭" + spans.joined(separator: "┬") + "╮", x: area.x, y: area.y, style: style)
        buffer.write("╰" + spans.joined(separator: "┴") + "╯", x: area.x, y: area.y + 2, style: style)
        for rect in layout.segments { buffer.write("│", x: rect.x - 1, y: area.y + 1, style: style) }
        if let last = layout.segments.last { buffer.write("│", x: last.maxX, y: area.y + 1, style: style) }
    }
}

/// The styles of a segmented control.
struct SegmentedStyles {
    /// An unselected segment: the label on iOS's track (on Material 3, the screen).
    var track: Style
    /// The half blocks rounding iOS's track: its grey on the background.
    var trackEnd: Style
    /// The selected segment.
    var selected: Style
    /// The line between segments, and Material 3's outline.
    var divider: Style
}

extension Theme {
    /// The styles of iOS's control, or with `material` Material 3's buttons.
    func segmentedStyles(material: Bool) -> SegmentedStyles {
        guard mode == .color else {
            return SegmentedStyles(track: .plain, trackEnd: .plain, selected: Style(attributes: [.reverse, .bold]), divider: secondary)
        }
        if material {
            return SegmentedStyles(track: .plain, trackEnd: .plain, selected: materialNavigation.indicator, divider: secondary)
        }
        // The selected segment is raised: a lighter grey than the track on dark (iOS's
        // #636366 on #767680 at 24 %), white on light.
        let raised = palette.appearance == .dark ? Color(xterm: 240, basic: 7) : palette.selection
        return SegmentedStyles(track: Style(background: palette.fill), trackEnd: Style(foreground: palette.fill),
                               selected: Style(background: raised, attributes: [.bold]),
                               divider: Style(foreground: palette.secondary, background: palette.fill))
    }
}
