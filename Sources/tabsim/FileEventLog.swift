#if canImport(Glibc)
import Glibc
#endif
import ArgumentParser
import TabsimCore

/// The `--log FILE` event log: one JSON object a line, each with the wall-clock time,
/// flushed as it is written so that nothing recorded is lost if the program dies (B14).
final class FileEventLog: EventLogSink {
    private let file: UnsafeMutablePointer<FILE>

    /// Opens (creates or truncates) the log file.
    /// - Throws: a message naming the file when it cannot be opened.
    init(path: String) throws {
        guard let file = fopen(path, "w") else {
            throw CleanExit.failure("tabsim: cannot write the log '\(path)': \(String(cString: strerror(errno)))")
        }
        self.file = file
    }

    deinit { fclose(file) }

    func record(_ entry: EventLogEntry) {
        fputs(entry.jsonLine(extra: [("at", Self.wallClock())]) + "\n", file)
        fflush(file)
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
