#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Standard output or standard error, written straight to its file descriptor with
/// `write(2)`, as full Foundation's `FileHandle` wrote (which would link ICU into the
/// static binary): the text goes out at once, ahead of what `print` still holds in
/// its buffer.
public enum StandardStream: Sendable {
    case output, error

    /// Writes `text` as UTF-8, whole unless the stream fails (a closed pipe, a full
    /// disk), when the rest is lost.
    public func write(_ text: String) {
        let descriptor = self == .output ? STDOUT_FILENO : STDERR_FILENO
        var text = text
        text.withUTF8 { bytes in
            var offset = 0
            while offset < bytes.count {
                let written = Self.systemWrite(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
                if written < 0 && errno == EINTR { continue }
                guard written > 0 else { return }
                offset += written
            }
        }
    }

    /// The system's `write`, which the method above hides.
    private static func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
        #if canImport(Glibc)
        Glibc.write(descriptor, bytes, count)
        #elseif canImport(Darwin)
        Darwin.write(descriptor, bytes, count)
        #endif
    }
}
