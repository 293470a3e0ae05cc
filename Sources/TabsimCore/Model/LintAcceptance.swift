/// A lint rule the prototype breaks on purpose, with the reason (`lint: {accept: {L1: why}}`):
/// its findings become notes that carry the reason, so `tabsim lint --strict` passes and
/// whoever reads the findings sees why the design does it anyway.
public struct LintAcceptance: Equatable, Sendable {
    /// The rule's ID, one of `LintRule.all`'s.
    public var rule: String
    /// Why the design breaks the rule.
    public var reason: String
    /// Where the acceptance is written, so a stale one can be pointed at.
    public var position: SourcePosition?

    public init(rule: String, reason: String, position: SourcePosition? = nil) {
        self.rule = rule
        self.reason = reason
        self.position = position
    }
}
