/// A value held by reference so a state can keep a frozen copy of an earlier state.
public final class Frozen<Value: Equatable & Sendable>: Equatable, Sendable {
    public let value: Value
    public init(_ value: Value) { self.value = value }
    public static func == (lhs: Frozen, rhs: Frozen) -> Bool { lhs === rhs || lhs.value == rhs.value }
}
