/// What a buffer keeps once for the cells that name it by index: texts of more than
/// one scalar (emoji sequences, combining marks) or styles off the palette.
struct Table<Value: Hashable & Sendable>: Equatable, Sendable {
    private(set) var values: [Value] = []
    private var indices: [Value: Int] = [:]

    /// The index of `value`, added if new.
    mutating func index(of value: Value) -> Int {
        if let index = indices[value] { return index }
        values.append(value)
        indices[value] = values.count - 1
        return values.count - 1
    }

    var isEmpty: Bool { values.isEmpty }

    static func == (lhs: Table, rhs: Table) -> Bool { lhs.values == rhs.values }
}

/// Where the entries of one buffer's tables are in another's.
struct TableMoves {
    let texts: [Int]
    let styles: [Int]
}
