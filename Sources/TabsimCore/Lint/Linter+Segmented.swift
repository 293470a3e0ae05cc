extension Linter {
    /// Every segmented control written in a section: the screen holding it, and a path
    /// to name it by (the section's, and the screen's title).
    func segmentedScreens(of section: Section, at index: Int, in prototype: Prototype) -> [(screen: Screen, path: String)] {
        prototype.writtenScreens(of: section).filter { !$0.segments.isEmpty }.map { screen in
            (screen, "sections[\(index)] '\(screen.title ?? section.label)'.segmented")
        }
    }

    /// The labels of a section's segments, for L2's checks of every label (one group a
    /// control, so two segments of it may not share a label).
    func segmentLabels(of section: Section, at index: Int, in prototype: Prototype) -> [(label: String, path: String, position: SourcePosition?, group: String)] {
        segmentedScreens(of: section, at: index, in: prototype).flatMap { screen, path in
            screen.segments.enumerated().map { ($0.element.label, "\(path)[\($0.offset)].label", $0.element.position, path) }
        }
    }

    /// L4 and L6 for segmented controls, views of the same data (seed 000): the control
    /// shares its width equally, as a Fixed strip does, so a label cut with … at the
    /// smallest supported width cannot be read (L4); a segment with no rows says why (L6).
    func segmentedControls(_ prototype: Prototype) -> [Diagnostic] {
        var found: [Diagnostic] = []
        for (index, section) in prototype.sections.enumerated() {
            for (screen, path) in segmentedScreens(of: section, at: index, in: prototype) {
                // The track's ends, and its margins, leave this much for the segments.
                let width = (ScreenLayout.minimumSize.width - 2 * SegmentedLayout.margin - 2) / screen.segments.count
                for (place, segment) in screen.segments.enumerated() {
                    if DisplayWidth.of(segment.label) + 2 > width {
                        found.append(finding("L4", seed: "000", .warning, at: segment.position, path: "\(path)[\(place)].label",
                                             "'\(segment.label)' is cut with … at \(ScreenLayout.minimumSize.width) columns (\(width) per segment)"))
                    }
                    if segment.rows.isEmpty, segment.empty == nil, screen.empty == nil {
                        found.append(finding("L6", seed: "001/003", .warning, at: segment.position, path: "\(path)[\(place)]",
                                             "the segment '\(segment.label)' shows nothing; add rows or an `empty:` message"))
                    }
                }
            }
        }
        return found
    }
}
