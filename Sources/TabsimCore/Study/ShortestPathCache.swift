/// Shortest paths already searched (W6). A study's participants often begin a task in the
/// same place (the launch, or where the task before left them), so the breadth-first
/// search of each start, goals and prototype is done once and shared by every analysis in
/// the process, behind a lock. A start is looked up by its place in the navigation graph
/// and its size, then compared whole, so a hit is exactly the search it saves. It forgets
/// its searches once it holds `limit` of them, and keeps the last `prototypeLimit`
/// prototypes it was asked about.
final class ShortestPathCache: @unchecked Sendable {
    static let shared = ShortestPathCache()
    static let limit = 10_000
    static let prototypeLimit = 16

    private struct Key: Hashable {
        var prototype: Int
        var place: NavigationPlace
        var size: Size
    }

    private struct Entry {
        var start: AppState
        var goals: [WalkthroughScript.Expectation]
        var paths: NavigationGraph.Paths
    }

    private let lock = ThreadLock()
    private var entries: [Key: [Entry]] = [:]
    private var count = 0
    /// Prototypes asked about, newest last, each with its number (never given twice).
    private var prototypes: [(number: Int, prototype: Prototype)] = []
    private var nextNumber = 0

    /// The number searches of `prototype` are kept under: that of an equal prototype seen
    /// before, else a new one.
    func number(of prototype: Prototype) -> Int {
        lock.withLock {
            if let known = prototypes.last(where: { $0.prototype == prototype }) { return known.number }
            nextNumber += 1
            prototypes.append((nextNumber, prototype))
            if prototypes.count > Self.prototypeLimit { prototypes.removeFirst() }
            return nextNumber
        }
    }

    /// `graph.paths(from: state, to: goals)`, searched once for each start and goals.
    /// - Parameter prototype: `number(of: graph.prototype)`.
    func paths(in graph: NavigationGraph, prototype: Int, from state: AppState, to goals: [WalkthroughScript.Expectation]) -> NavigationGraph.Paths {
        var start = NavigationGraph.navigationOnly(state)
        // Counts the animations started so far: nothing a tap can reach depends on it.
        start.animationGeneration = 0
        let key = Key(prototype: prototype, place: NavigationPlace(start), size: start.size)
        let known = lock.withLock { entries[key]?.first { $0.start == start && $0.goals == goals }?.paths }
        if let known { return known }
        let paths = graph.paths(from: start, to: goals)
        lock.withLock {
            if count >= Self.limit {
                entries = [:]
                count = 0
            }
            entries[key, default: []].append(Entry(start: start, goals: goals, paths: paths))
            count += 1
        }
        return paths
    }
}
