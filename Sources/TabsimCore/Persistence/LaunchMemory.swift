/// Which section each prototype was showing when it was last quit, so a user who
/// "keeps coming back" to a section starts there (T10).
public struct LaunchMemory: Equatable, Sendable {
    /// Identifies the file as tabsim's, so a foreign JSON file is not mistaken for one.
    public static let formatName = "tabsim-launch-memory-1"
    /// Launches remembered per prototype.
    public static let depth = 2

    public var format: String
    /// Per prototype (a file's absolute path or `example:NAME`): the labels of the
    /// sections selected at exit, oldest first.
    public var exits: [String: [String]]

    public init() {
        format = Self.formatName
        exits = [:]
    }

    /// The section to open at launch under `policy` (T10): the first, unless the
    /// last exits say otherwise.
    public func initialSection(for key: String, prototype: Prototype, policy: RememberPolicy) -> Int {
        let history = exits[key] ?? []
        let remembered: String?
        switch policy {
        case .never: remembered = nil
        case .always: remembered = history.last
        case .habitual:
            // The same section at exit in the previous two consecutive launches.
            remembered = history.count >= Self.depth && Set(history.suffix(Self.depth)).count == 1 ? history.last : nil
        }
        guard let remembered else { return 0 }
        return prototype.sections.firstIndex { $0.label == remembered } ?? 0
    }

    /// Records the section selected at exit.
    public mutating func recordExit(for key: String, section: Int, prototype: Prototype) {
        guard prototype.sections.indices.contains(section) else { return }
        var history = exits[key] ?? []
        history.append(prototype.sections[section].label)
        exits[key] = Array(history.suffix(Self.depth))
    }
}
