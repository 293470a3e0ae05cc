#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The account the process runs as.
public enum UserAccount {
    /// The account's home directory in the password database (`getpwuid`), where
    /// Foundation's `NSHomeDirectory()` looked when `HOME` is unset; "/" when it has none.
    public static var homeDirectory: String {
        guard let entry = getpwuid(geteuid()), let directory = entry.pointee.pw_dir else { return "/" }
        return String(cString: directory)
    }
}
