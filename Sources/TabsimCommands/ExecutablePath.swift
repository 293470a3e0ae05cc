#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
import MachO
#endif

/// The running program's file as the system names it, where Foundation's
/// `Bundle.main.executableURL` found it: `/proc/self/exe` on Linux,
/// `_NSGetExecutablePath` on macOS.
enum ExecutablePath {
    /// The path, nil when the system cannot tell.
    static var current: String? {
        #if canImport(Glibc)
        let capacity = Int(PATH_MAX)
        var buffer = [UInt8](repeating: 0, count: capacity)
        let count = buffer.withUnsafeMutableBytes { readlink("/proc/self/exe", $0.baseAddress!, capacity) }
        guard count > 0, count < capacity else { return nil }
        return String(decoding: buffer[..<count], as: UTF8.self)
        #elseif canImport(Darwin)
        var size: UInt32 = 0
        _ = _NSGetExecutablePath(nil, &size)
        var buffer = [CChar](repeating: 0, count: Int(size))
        guard _NSGetExecutablePath(&buffer, &size) == 0 else { return nil }
        return buffer.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
        #endif
    }
}
