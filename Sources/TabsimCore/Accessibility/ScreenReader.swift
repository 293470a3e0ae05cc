/// What a phone's screen reader says on landing on an element, with its default
/// settings: iOS's VoiceOver or Android's TalkBack. Each pattern and its public source
/// is in docs/screen-readers.md; its unsourced parts are marked there.
public enum ScreenReader: String, CaseIterable, Sendable {
    case voiceover, talkback

    /// The announcement of `element`: VoiceOver speaks label, value, trait, hint;
    /// TalkBack state, name, role, position, then the hint for what can be activated.
    public func announcement(of element: AccessibilityElement) -> String {
        var parts: [String]
        switch self {
        case .voiceover: parts = voiceOver(element)
        case .talkback: parts = talkBack(element)
        }
        if !element.isEnabled { parts.append(self == .voiceover ? "Dimmed" : "Disabled") }
        return parts.filter { !$0.isEmpty }.joined(separator: ", ")
    }

    private func voiceOver(_ element: AccessibilityElement) -> [String] {
        let label = element.label
        switch element.role {
        case .heading: return [label, "Heading"]
        case .backButton: return [backTitle(label), label.hasPrefix("✕") ? "Button" : "Back button"]
        case .button: return [label, element.value ?? "", element.badge ?? "", "Button"]
        case .toggle(let on): return [label, "Switch button", on ? "On" : "Off", "Double-tap to toggle setting"]
        case .textField(let placeholder, let text): return [label, text.isEmpty ? placeholder ?? "" : text, "Text field", "Double-tap to edit"]
        case .tab(let position, let count, let selected):
            let badge = element.badge.map { Int($0).map { $0 == 1 ? "1 item" : "\($0) items" } ?? $0 } ?? ""
            return [selected ? "Selected" : "", label, badge, "Tab", "\(position) of \(count)"]
        case .text: return [label, element.value ?? ""]
        case .alert: return ["Alert", label]
        case .key: return [label]
        }
    }

    private func talkBack(_ element: AccessibilityElement) -> [String] {
        let label = element.label, activate = element.isEnabled ? "Double-tap to activate." : ""
        switch element.role {
        case .heading: return [label, "Heading"]
        case .backButton: return [label.hasPrefix("✕") ? backTitle(label) : "Navigate up", "Button", activate]
        case .button: return [label, element.value ?? "", element.badge ?? "", "Button", activate]
        case .toggle(let on): return [on ? "On" : "Off", label, "Switch", "Double-tap to toggle."]
        case .textField(let placeholder, let text): return [label, text.isEmpty ? placeholder ?? "" : text, "Edit box", "Double-tap to enter text."]
        case .tab(let position, let count, let selected):
            let badge = element.badge.map(Self.notifications) ?? ""
            return [selected ? "Selected" : "", label, badge, "Tab", "\(position) of \(count)", selected ? "" : activate]
        case .text: return [label, element.value ?? ""]
        case .alert: return ["Alert", label]
        case .key: return [label]
        }
    }

    /// Material's badge announcement: a count, a capped count (`99+`), or a dot or word.
    private static func notifications(_ badge: String) -> String {
        if let count = Int(badge) { return count == 1 ? "1 new notification" : "\(count) new notifications" }
        if badge.hasSuffix("+"), let cap = Int(badge.dropLast()) { return "More than \(cap) new notifications" }
        return "New notification"
    }

    private func backTitle(_ drawn: String) -> String { AccessibilityElement.backTitle(drawn) }
}
