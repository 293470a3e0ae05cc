import CNcursesw

/// The process's standard output, as `print` writes it.
public enum StandardOutput {
    /// Flushes it: whether anything written was lost (a full disk, a closed pipe), which
    /// must not end in a success.
    public static func failed() -> Bool { tabsim_stdout_failed() != 0 }
}
