/// A public page a lint rule comes from: its name, and its address.
public struct Citation: Equatable, Sendable {
    /// Who publishes it and what it is called: "WCAG 2.2, Success Criterion 2.5.8 …".
    public let name: String
    /// Where to read it.
    public let url: String
}

extension Citation {
    static let voiceOver = Citation(name: "Apple Human Interface Guidelines, VoiceOver",
                                    url: "https://developer.apple.com/design/human-interface-guidelines/voiceover")
    static let appleAccessibility = Citation(name: "Apple Human Interface Guidelines, Accessibility (controls of 44 × 44 pt)",
                                             url: "https://developer.apple.com/design/human-interface-guidelines/accessibility")
    static let androidContentLabels = Citation(name: "Android Accessibility Help, Content labels",
                                               url: "https://support.google.com/accessibility/android/answer/7158690")
    static let androidTouchTargets = Citation(name: "Android Accessibility Help, Touch target size (48 × 48 dp)",
                                              url: "https://support.google.com/accessibility/android/answer/7101858")
    static let nonTextContent = Citation(name: "WCAG 2.2, Success Criterion 1.1.1 Non-text Content (A)",
                                         url: "https://www.w3.org/WAI/WCAG22/Understanding/non-text-content.html")
    static let headingsAndLabels = Citation(name: "WCAG 2.2, Success Criterion 2.4.6 Headings and Labels (AA)",
                                            url: "https://www.w3.org/WAI/WCAG22/Understanding/headings-and-labels.html")
    static let targetSize = Citation(name: "WCAG 2.2, Success Criterion 2.5.8 Target Size (Minimum) (AA, 24 × 24 CSS px)",
                                     url: "https://www.w3.org/WAI/WCAG22/Understanding/target-size-minimum.html")
    static let nameRoleValue = Citation(name: "WCAG 2.2, Success Criterion 4.1.2 Name, Role, Value (A)",
                                        url: "https://www.w3.org/WAI/WCAG22/Understanding/name-role-value.html")
}

extension LintRule {
    /// The accessibility rules, L10 to L13: no seed holds them, so each cites its public sources.
    static let accessibility: [LintRule] = [
        LintRule(id: "L10", title: "Every tab has a name to speak", seeds: [],
                 sources: [.voiceOver, .androidContentLabels, .nonTextContent, .nameRoleValue],
                 says: "A screen reader names a tab by its label. An icon-only tab (an `icon` without a `label`, which the prototype file allows) has none, and its icon gives none: tabsim's icons are glyphs the file picks (○, ◇, ♡, 🏠), not a platform's icon set whose pictures carry names, so `tabsim reader` says only 'Tab, 2 of 4'. (A phone's reader may say an emoji icon's Unicode name, which names the picture, 'carrot', not the place.) `labels: selected` hides Material 3's unselected labels from sight only; the reader still speaks them, so only a tab without a label is flagged.",
                 example: "`{icon: ⚙, screen: …}` in a bar of icons",
                 fix: "Give the tab `accessibility_label: Settings` (what SwiftUI's `.accessibilityLabel` and Android's `contentDescription` set), or a `label`."),
        LintRule(id: "L11", title: "A badge says what it means", seeds: [],
                 sources: [.voiceOver, .androidContentLabels, .nonTextContent],
                 says: "A count badge is spoken as a count ('3 items', '3 new notifications'). The alert badge, `badge: \"!\"` (or a `badge_update` to it), holds no word: VoiceOver reads a badge's text as written, the mark '!', and Material 3's bar draws it as a small dot; TalkBack calls it, dot or mark, only 'New notification'. Neither says what needs attention. A tab with an `accessibility_label` passes: the label is taken to say it.",
                 example: "`{label: Downloads, badge: \"!\", …}` for a full disk",
                 fix: "Say what the badge means in the tab's spoken name, `accessibility_label: Downloads, storage almost full`, or show a count."),
        LintRule(id: "L12", title: "Spoken names differ", seeds: [],
                 sources: [.voiceOver, .headingsAndLabels, .nameRoleValue],
                 says: "Two tabs of one bar, or two pages of one strip, that a screen reader calls by the same name cannot be told apart by ear ('Mail, Tab, 1 of 4' and 'Mail, Tab, 3 of 4'). Names are compared as spoken, an `accessibility_label` in place of its tab's label, ignoring case. Two visible labels alike are L2's finding; L12 reports the names an accessibility label makes alike.",
                 example: "`{label: Inbox, accessibility_label: Mail}` beside a tab labelled Mail",
                 fix: "Give each tab an accessibility label of its own, or leave it out where the label says enough."),
        LintRule(id: "L13", title: "Targets big enough to touch", seeds: [],
                 sources: [.appleAccessibility, .androidTouchTargets, .targetSize],
                 says: "A control must be big enough to hit: Apple advises 44 × 44 pt, Android 48 × 48 dp, and WCAG 2.2 asks 24 × 24 CSS px at least (level AA). tabsim lays the prototype out on its compact phone, 40 columns in portrait, which stands for the narrowest phones in use (an iPhone SE or mini, 375 pt; on material3 an Android phone of 360 dp), and measures a control by its share of those columns: 5 columns are 46 pt, or 45 dp. A bar item, a Fixed strip's page or a segment under the platform's minimum is flagged, and one under 24 is said to fail WCAG too (a phone's browser makes a CSS px one point, or one dp). Heights are not checked, as a terminal row is not to scale (one stands for a 44 pt list row or a 48 dp tab); nor are a Scroll strip's pages or a dialog's buttons, which are as wide as their labels and which the platforms pad beyond what tabsim draws.",
                 example: "on material3, a Fixed strip of eight pages, 5 columns (45 dp) each on the phone; on iOS, one of ten, 4 columns (37 pt) each",
                 fix: "Use fewer pages or destinations, or `style: scroll` for a strip of many."),
    ]
}
