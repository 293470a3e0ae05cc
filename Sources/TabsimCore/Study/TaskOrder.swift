/// The order a live study gives its tasks in (counterbalancing, W6): recorded in the
/// session, so the analysis knows it.
public enum TaskOrder: String, CaseIterable, Sendable {
    /// The task file's order.
    case fixed
    /// A random order for each participant.
    case shuffle
    /// A row of a balanced Latin square (Williams): each task comes in each position,
    /// and after each other task, equally often over participants.
    case latin

    /// The tasks' numbers (from 1) for participant number `participant` (from 0).
    public func order(of count: Int, participant: Int) -> [Int] {
        switch self {
        case .fixed: return Array(1...max(1, count))
        case .shuffle: return Array(1...max(1, count)).shuffled()
        case .latin: return Self.williamsRow(participant, of: count).map { $0 + 1 }
        }
    }

    /// Row `row` of a Williams design for `count` tasks, 0-based: the first row is
    /// 0, 1, n−1, 2, n−2, …, each next row adds 1; an odd count takes the rows reversed
    /// too (2n rows) to balance which task follows which.
    public static func williamsRow(_ row: Int, of count: Int) -> [Int] {
        guard count > 1 else { return [0] }
        var first = [0]
        var low = 1, high = count - 1
        while first.count < count {
            first.append(low)
            low += 1
            if first.count < count {
                first.append(high)
                high -= 1
            }
        }
        let rows = count.isMultiple(of: 2) ? count : 2 * count
        let index = row % rows
        let shifted = first.map { ($0 + index % count) % count }
        return index < count ? shifted : shifted.reversed()
    }
}
