/// Where something was written in the prototype file, for lint findings.
public struct SourcePosition: Equatable, Sendable {
    public var line: Int
    public var column: Int
    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }
}
