#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ArgumentParser
import TabsimCore

/// The `--log FILE` recording (W4): one JSON object a line, each with the wall-clock
/// time, written whole by one `write` as it happens, so nothing recorded is lost when
/// the program dies and a failure is known at once.
final class FileEventLog: EventLogSink {
    private let descriptor: Int32
    private let path: String
    private(set) var entriesWritten = 0

    /// Creates the log file; an existing file is never replaced unless `replacing`.
    /// - Throws: a message naming the file when it exists or cannot be created; the
    ///   terminal has not been touched yet.
    init(path: String, replacing: Bool) throws {
        let flags = O_WRONLY | O_CREAT | O_CLOEXEC | (replacing ? O_TRUNC : O_EXCL)
        let descriptor = open(path, flags, 0o644)
        guard descriptor >= 0 else {
            let reason = errno == EEXIST
                ? "it already exists; choose a new file, or add --force to replace it"
                : String(cString: strerror(errno))
            throw CleanExit.failure("tabsim: cannot record to '\(TextFitting.sanitized(path))': \(reason)")
        }
        self.descriptor = descriptor
        self.path = path
    }

    deinit { close(descriptor) }

    /// Removes the file when the session never started (no terminal): nothing was
    /// recorded, and an empty file would only block a retry.
    func discardIfEmpty() {
        if entriesWritten == 0 { unlink(path) }
    }

    func record(_ entry: EventLogEntry) -> String? {
        let line = Array((entry.jsonLine(extra: [("at", .string(Self.wallClock()))]) + "\n").utf8)
        var sent = 0
        while sent < line.count {
            let written = line[sent...].withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
            if written < 0, errno == EINTR { continue }
            guard written > 0 else { return written < 0 ? String(cString: strerror(errno)) : "nothing could be written" }
            sent += written
        }
        entriesWritten += 1
        return nil
    }

    /// UTC time as ISO 8601 with milliseconds, e.g. 2026-11-22T03:40:00.123Z.
    private static func wallClock() -> String {
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
