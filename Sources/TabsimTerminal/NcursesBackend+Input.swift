#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import CNcursesw
import TabsimCore

/// The terminal's input, read as raw bytes from standard input and decoded by an
/// `InputDecoder` (ncurses reads none), so an escape sequence split across reads still
/// arrives whole. A read can hold many events: they are returned one at a time.
extension NcursesBackend {
    /// The most bytes taken from the terminal at once.
    static let readSize = 4096

    /// Waits for the terminal, the watched file or a signal, for up to
    /// `timeoutMilliseconds` (nil: until one of them comes), also ending a lone Esc
    /// or a dead partial sequence when its deadline passes with no more bytes. Bytes
    /// that have come are always read before a deadline is taken as passed, however
    /// late the program looks, so a busy program never splits what came together.
    func waitForInput(timeoutMilliseconds: Int?) -> BackendInput {
        let limit = watchLimit(timeoutMilliseconds).map { inputClock.nowMilliseconds + $0 }
        while true {
            if let reason = stopReason { return .stop(reason: reason) }
            if let event = decoded.popFirst() { return .event(event) }
            let now = inputClock.nowMilliseconds
            let expired = decoder.pendingDeadline.map { $0 <= now } ?? false
            let until = expired ? now : [limit, decoder.pendingDeadline].compactMap { $0 }.min()
            let woke = tabsim_wait(until.map { Int32(clamping: max(0, $0 - now)) } ?? -1)
            if woke & TABSIM_WAIT_RESIZE.rawValue != 0, size != reportedSize {
                reportedSize = size
                decoded.append(.resized(size))
            }
            if woke & TABSIM_WAIT_INPUT.rawValue != 0 {
                guard readTerminal() else { return .stop(reason: stopReason ?? "terminal closed") }
            } else if expired {
                decoded += decoder.timeout(now: now)
            }
            guard decoded.isEmpty else { continue }
            if woke & TABSIM_WAIT_WATCH.rawValue != 0 { return watchedReload() ?? .timeout }
            // Back from a suspend: the loop comes round (the shell may have changed the
            // title the idle marker keeps).
            if woke & TABSIM_WAIT_RESUMED.rawValue != 0 { return .timeout }
            if let limit, inputClock.nowMilliseconds >= limit {
                return stopReason.map { .stop(reason: $0) } ?? polledReload() ?? .timeout
            }
        }
    }

    /// Reads what the terminal has sent and decodes it.
    /// - Returns: false when the terminal is gone (end of file, or a read error).
    private func readTerminal() -> Bool {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: Self.readSize) { buffer in
            let count = read(STDIN_FILENO, buffer.baseAddress, buffer.count)
            guard count > 0 else { return count < 0 && (errno == EINTR || errno == EAGAIN) }
            decoded += decoder.feed(UnsafeMutableBufferPointer(rebasing: buffer[..<count]), now: inputClock.nowMilliseconds)
            return true
        }
    }
}
