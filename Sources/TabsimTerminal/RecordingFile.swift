#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import TabsimCore

/// A recording on disk (W4): one JSON object a line, each with the wall-clock time,
/// written whole by one `write` as it happens, so nothing recorded is lost when the
/// program dies and a failure is known at once. `tabsim --log`, `study --live` and each
/// participant of `tabsim serve` record through it.
public final class RecordingFile: EventLogSink {
    /// Why a recording could not be opened, in words.
    public struct OpenFailure: Error, Equatable {
        public let reason: String

        public init(reason: String) { self.reason = reason }
    }

    private let descriptor: Int32
    private let path: String
    /// A regular file, locked for this session: a removal is a failure, as a full disk is.
    private let isRegular: Bool
    /// Whether this session created the file, so that it may remove it unused.
    private let created: Bool
    /// The file is replaced: it is emptied before the first entry.
    private var emptiesFirst = false
    public private(set) var entriesWritten = 0

    /// Opens the recording at `path`: never over an existing file unless `replacing`, or
    /// after its entries when `appending` (the file must exist: a session taken up
    /// again); a device or named pipe is written to as it is. A regular file is locked (`flock`)
    /// for the session, so a second session given the same file is refused, even when
    /// replacing, and is only emptied at the first entry.
    /// - Parameter check: refuses a file the caller must not write (one the run reads),
    ///   asked of the file there before and of the file opened.
    /// - Throws: `OpenFailure`, or what `check` throws.
    public init(path: String, replacing: Bool, appending: Bool = false, check: (FileNode?) throws -> Void = { _ in }) throws {
        let existing = FileNode(path: path)
        try check(existing)
        let special = existing.map { $0.kind != .regular } ?? false
        let flags = special ? O_WRONLY | O_NONBLOCK : appending ? O_WRONLY | O_APPEND | O_NOFOLLOW : O_WRONLY | O_CREAT | (replacing ? 0 : O_EXCL)
        let descriptor = open(path, flags | O_CLOEXEC | O_NOCTTY, 0o644)
        guard descriptor >= 0 else {
            throw OpenFailure(reason: errno == EEXIST ? "it already exists; choose a new file, or add --force to replace it"
                : errno == ENXIO ? "it is a named pipe that nothing reads" : String(cString: strerror(errno)))
        }
        let node = FileNode(descriptor: descriptor)
        isRegular = node?.kind == .regular
        do {
            // The terminal tabsim draws on: entries would be written over the screen.
            if !isRegular, isatty(descriptor) != 0 {
                throw OpenFailure(reason: "it is a terminal, where the session is drawn; record to a file")
            }
            if special { _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK) }
            try check(node)
            if isRegular {
                guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
                    throw OpenFailure(reason: errno == EWOULDBLOCK ? "another tabsim session is recording to it" : String(cString: strerror(errno)))
                }
                // Emptied at the first entry, once a session has started: a run that stops
                // before (no terminal) leaves the file as it was.
                emptiesFirst = replacing && !appending
            }
        } catch {
            close(descriptor)
            throw error
        }
        self.descriptor = descriptor
        self.path = path
        created = existing == nil
    }

    deinit { close(descriptor) }

    /// Removes the file when the session never started and this session created it:
    /// nothing was recorded, and an empty file would only block a retry.
    public func discardIfEmpty() {
        if entriesWritten == 0, created, isRegular { unlink(path) }
    }

    /// Whether the file was removed (or its folder) while open.
    public var isRemoved: Bool {
        var info = stat()
        return isRegular && fstat(descriptor, &info) == 0 && info.st_nlink == 0
    }

    public func record(_ entry: RecordingEntry) -> String? {
        if emptiesFirst {
            emptiesFirst = false
            if ftruncate(descriptor, 0) != 0 { return String(cString: strerror(errno)) }
        }
        let line = Array((entry.line(wallClock: Self.wallClock()) + "\n").utf8)
        if let failure = line.withUnsafeBytes({ writeAll($0, to: descriptor) }) { return failure }
        // A file removed (or its folder) takes every later entry with it.
        if isRemoved { return "the file was removed, or its folder" }
        entriesWritten += 1
        return nil
    }

    /// UTC time as ISO 8601 with milliseconds, e.g. 2026-11-22T03:40:00.123Z.
    public static func wallClock() -> String {
        var now = timespec()
        clock_gettime(CLOCK_REALTIME, &now)
        var parts = tm()
        var seconds = now.tv_sec
        gmtime_r(&seconds, &parts)
        var text = [CChar](repeating: 0, count: 32)
        strftime(&text, text.count, "%Y-%m-%dT%H:%M:%S", &parts)
        let millis = String(Int(now.tv_nsec) / 1_000_000)
        return String(decoding: text.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self) + "." + String(repeating: "0", count: 3 - millis.count) + millis + "Z"
    }
}

/// Writes every byte, waiting while a pipe is full.
/// - Returns: what went wrong, or nil.
public func writeAll(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32) -> String? {
    var sent = 0
    while sent < bytes.count {
        let written = write(descriptor, bytes.baseAddress! + sent, bytes.count - sent)
        if written < 0, errno == EINTR { continue }
        if written < 0, errno == EAGAIN {
            var ready = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
            _ = poll(&ready, 1, -1)
            continue
        }
        guard written > 0 else { return written < 0 ? String(cString: strerror(errno)) : "nothing could be written" }
        sent += written
    }
    return nil
}
