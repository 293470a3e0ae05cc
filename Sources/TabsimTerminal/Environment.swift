#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reading the process environment without Foundation.
public enum Environment {
    public static func value(_ name: String) -> String? {
        getenv(name).map { String(cString: $0) }
    }

    /// Whether a switch such as `TABSIM_REDUCE_MOTION` is on: set to anything but empty,
    /// `0`, `false`, `no` or `off` (in any case).
    public static func isOn(_ name: String) -> Bool {
        guard let setting = value(name)?.lowercased() else { return false }
        return !["", "0", "false", "no", "off"].contains(setting)
    }
}
