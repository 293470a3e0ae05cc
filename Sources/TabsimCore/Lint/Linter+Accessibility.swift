/// The accessibility rules (L10–L13): what a screen reader says of each tab, and
/// whether a finger can hit it. Each finding names the criterion it comes from.
extension Linter {
    func accessibility(_ prototype: Prototype) -> [Diagnostic] {
        unnamedTabs(prototype) + wordlessBadges(prototype) + sameSpokenNames(prototype) + smallTargets(prototype)
    }

    /// L10: a tab with nothing to speak: no label, and no accessibility label.
    private func unnamedTabs(_ prototype: Prototype) -> [Diagnostic] {
        prototype.sections.enumerated().compactMap { index, section in
            guard section.spokenLabel.isEmpty else { return nil }
            let icon = section.icon.map { " '\(TextFitting.sanitized($0.unfilled))'" } ?? ""
            return finding("L10", citing: "WCAG 4.1.2", .warning, at: section.position, path: "sections[\(index)]",
                           "the icon-only tab\(icon) has no name for a screen reader to speak; give it `accessibility_label:` naming its place")
        }
    }

    /// L11: the alert badge (`!`, in Material 3's bar a dot) on a tab whose spoken name
    /// does not say what it means.
    private func wordlessBadges(_ prototype: Prototype) -> [Diagnostic] {
        func check(_ name: String, _ badges: [(Badge?, String)], inBar: Bool, at position: SourcePosition?) -> Diagnostic? {
            guard let path = badges.first(where: { $0.0 == .alert })?.1 else { return nil }
            let said = prototype.platform != .material3 ? "VoiceOver reads it as written, '!'"
                : inBar ? "Material 3 draws it as a dot, which TalkBack calls only 'New notification'"
                : "TalkBack calls it only 'New notification'"
            return finding("L11", citing: "WCAG 1.1.1", .warning, at: position, path: path,
                           "\(name.isEmpty ? "the tab" : "'\(name)'") has the badge \"!\", which says no word: \(said); "
                           + "say what it means in `accessibility_label:`, or show a count")
        }
        var found: [Diagnostic] = []
        for (index, section) in prototype.sections.enumerated() {
            if section.accessibilityLabel == nil,
               let finding = check(section.spokenLabel, [(section.badge, "sections[\(index)].badge"),
                                                         (section.badgeUpdate?.badge, "sections[\(index)].badge_update.badge")],
                                   inBar: true, at: section.position) {
                found.append(finding)
            }
            guard case .pages(let strip) = section.content else { continue }
            for (pageIndex, page) in strip.pages.enumerated() where page.accessibilityLabel == nil {
                if let finding = check(page.spokenLabel, [(page.badge, "sections[\(index)].pages.items[\(pageIndex)].badge")],
                                  inBar: false, at: page.position) {
                    found.append(finding)
                }
            }
        }
        return found
    }

    /// L12: two tabs of the bar, or two pages of a strip, that a screen reader calls
    /// alike, where their labels differ (two labels alike are L2's).
    private func sameSpokenNames(_ prototype: Prototype) -> [Diagnostic] {
        typealias Tab = (label: String, spoken: String, path: String, position: SourcePosition?)
        var groups: [[Tab]] = [prototype.sections.enumerated().map { index, section in
            (section.label, section.spokenLabel, "sections[\(index)]", section.position)
        }]
        for (index, section) in prototype.sections.enumerated() {
            guard case .pages(let strip) = section.content else { continue }
            groups.append(strip.pages.enumerated().map { pageIndex, page in
                (page.label, page.spokenLabel, "sections[\(index)].pages.items[\(pageIndex)]", page.position)
            })
        }
        var found: [Diagnostic] = []
        for group in groups {
            var spokenBy: [String: Tab] = [:]
            var labels: Set<String> = []
            for tab in group {
                let key = tab.spoken.lowercased()
                if let first = spokenBy[key], !key.isEmpty, !labels.contains(tab.label.lowercased()) {
                    found.append(finding("L12", citing: "WCAG 2.4.6", .warning, at: tab.position, path: tab.path,
                                         "a screen reader calls this tab '\(tab.spoken)', as it calls \(first.path); "
                                         + "give each an accessibility label of its own"))
                }
                spokenBy[key] = spokenBy[key] ?? tab
                if !tab.label.isEmpty { labels.insert(tab.label.lowercased()) }
            }
        }
        return found
    }

    /// What a target is measured against on `platform`'s phone: the width the `phone`
    /// preset's 40 columns stand for (the narrowest phones in use: an iPhone SE or mini,
    /// 375 pt; an Android phone of 360 dp) and the narrowest target the platform advises
    /// (Apple's 44 pt, Android's 48 dp).
    static func touchTarget(on platform: Platform) -> (screen: Int, minimum: Int, unit: String) {
        platform == .material3 ? (360, 48, "dp") : (375, 44, "pt")
    }

    /// WCAG 2.2's narrowest target (SC 2.5.8, level AA), in CSS pixels.
    static let wcagMinimumTarget = 24

    /// L13: bar items, Fixed strips' pages and segments narrower on a compact phone than
    /// the platform's minimum target, each column its share of the phone's width.
    private func smallTargets(_ prototype: Prototype) -> [Diagnostic] {
        var found: [Diagnostic] = []
        let target = Self.touchTarget(on: prototype.platform), phone = Self.phoneScreen.width
        func check(_ name: String, columns: Int, at position: SourcePosition?, path: String) {
            let points = columns * target.screen / phone
            guard points < target.minimum else { return }
            let wcag = points < Self.wcagMinimumTarget ? ", and WCAG 2.2 asks \(Self.wcagMinimumTarget) px" : ""
            found.append(finding("L13", citing: "WCAG 2.5.8", .warning, at: position, path: path,
                                 "'\(name)' is \(columns) of a \(phone)-column phone's columns, \(points) \(target.unit) of its "
                                 + "\(target.screen); \(prototype.platform.rawValue) advises \(target.minimum) \(target.unit) at least\(wcag)"))
        }
        if let (_, _, bar) = Self.phoneBar(of: prototype) {
            for slot in bar.slots {
                let section = slot.section.map { prototype.sections[$0] }
                check(section?.spokenLabel ?? BarView.moreLabel, columns: slot.rect.width, at: section?.position ?? prototype.sections.first?.position,
                      path: slot.section.map { "sections[\($0)]" } ?? "sections")
            }
        }
        let content = Rect(x: 0, y: 0, width: Self.phoneScreen.width, height: StripLayout.height)
        for (index, section) in prototype.sections.enumerated() {
            if case .pages(let strip) = section.content, strip.style == .fixed {
                let spans = StripLayout(strip: strip, selected: 0, offset: 0, area: content).spans
                for (pageIndex, page) in strip.pages.enumerated() {
                    check(page.spokenLabel, columns: spans[pageIndex].count, at: page.position, path: "sections[\(index)].pages.items[\(pageIndex)]")
                }
            }
            for (screen, path) in segmentedScreens(of: section, at: index, in: prototype) {
                let row = Rect(x: 0, y: 0, width: Self.phoneScreen.width, height: SegmentedLayout.height(on: prototype.platform))
                let drawn = SegmentedLayout(count: screen.segments.count, selected: 0, row: row, platform: prototype.platform)
                for (place, segment) in screen.segments.enumerated() {
                    check(segment.label, columns: drawn.segments[place].width, at: segment.position, path: "\(path)[\(place)]")
                }
            }
        }
        return found
    }
}
