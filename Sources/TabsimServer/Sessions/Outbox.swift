import NIOConcurrencyHelpers

/// What the server has for one connection (a participant's page or a live view) that
/// its socket has not written yet, bounded: a page that reads slowly or not at all,
/// whose socket stops taking writes, holds at most `limit` bytes here. Frames and pongs
/// give way: when one would pass the limit, every frame and pong waiting is let go and
/// none is kept until the socket has written the rest; then the page is due the whole
/// screen (`Item.catchUp`), which its session sends. The other messages (welcome, done,
/// closed, full) are few and always kept.
final class Outbox: Sendable {
    /// What the socket writes next.
    enum Item: Equatable {
        case text(String)
        /// Frames were let go: the page needs the whole screen now.
        case catchUp
    }

    /// The most bytes kept for one connection.
    let limit: Int
    private let state = NIOLockedValueBox(State())

    private struct State {
        var waiting: [(text: String, givesWay: Bool)] = []
        var bytes = 0
        /// Frames were let go and the socket has not caught up yet.
        var behind = false
        var timesBehind = 0
        var finished = false
        var reader: CheckedContinuation<Item?, Never>?
        var catchUp: (@Sendable () async -> Void)?
    }

    init(limit: Int) { self.limit = limit }

    /// Times this connection fell behind and frames were let go.
    var timesBehind: Int { state.withLockedValue { $0.timesBehind } }
    /// Whether it was finished: it takes nothing more.
    var isFinished: Bool { state.withLockedValue { $0.finished } }

    /// Keeps `text` to be written whatever is waiting: a message that is not a frame, or
    /// the whole screen for a page catching up.
    func send(_ text: String) { put(text, givesWay: false) }

    /// Keeps a frame (or a pong) to be written, unless the connection is behind.
    func sendFrame(_ text: String) { put(text, givesWay: true) }

    /// Nothing more is sent: the socket writes what is kept, then closes.
    func finish() {
        let reader = state.withLockedValue { state -> CheckedContinuation<Item?, Never>? in
            state.finished = true
            guard state.waiting.isEmpty else { return nil }
            defer { state.reader = nil }
            return state.reader
        }
        reader?.resume(returning: nil)
    }

    /// Who sends the whole screen when the connection has caught up.
    func onCatchUp(_ action: @escaping @Sendable () async -> Void) { state.withLockedValue { $0.catchUp = action } }

    /// Sends the whole screen (asks whoever `onCatchUp` named).
    func catchUp() async {
        let action = state.withLockedValue { $0.catchUp }
        await action?()
    }

    /// What the socket writes next, once there is something; nil when finished and written.
    /// One reader only.
    func next() async -> Item? {
        await withCheckedContinuation { reader in
            let item = state.withLockedValue { state -> Item?? in
                if let item = Self.take(&state) { return .some(item) }
                if state.finished { return .some(nil) }
                state.reader = reader
                return .none
            }
            if let item { reader.resume(returning: item) }
        }
    }

    private func put(_ text: String, givesWay: Bool) {
        let wake = state.withLockedValue { state -> (CheckedContinuation<Item?, Never>, Item)? in
            guard !state.finished, !(givesWay && state.behind) else { return nil }
            if givesWay, state.bytes + text.utf8.count > limit {
                state.waiting.removeAll { $0.givesWay }
                state.bytes = state.waiting.reduce(0) { $0 + $1.text.utf8.count }
                state.behind = true
                state.timesBehind += 1
            } else {
                state.waiting.append((text, givesWay))
                state.bytes += text.utf8.count
            }
            guard let reader = state.reader, let item = Self.take(&state) else { return nil }
            state.reader = nil
            return (reader, item)
        }
        if let (reader, item) = wake { reader.resume(returning: item) }
    }

    /// The next item: the oldest message, or the catch-up once every message kept is written.
    private static func take(_ state: inout State) -> Item? {
        guard !state.waiting.isEmpty else {
            guard state.behind, !state.finished else { return nil }
            state.behind = false
            return .catchUp
        }
        let first = state.waiting.removeFirst()
        state.bytes -= first.text.utf8.count
        return .text(first.text)
    }
}
