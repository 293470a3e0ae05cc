import CNcursesw

/// Which curses tabsim was built against, for `tabsim --version` and bug reports.
public enum CursesLibrary {
    /// The library and its version, and whether the ncurses 5.7 fallbacks (macOS's
    /// system curses) are in use: "ncurses 6.4.20221231" or "ncurses 6.4.20221231, 5.7 fallbacks".
    public static var description: String {
        let version = String(cString: tabsim_curses_version())
        return tabsim_uses_ncurses6() != 0 ? version : "\(version), 5.7 fallbacks"
    }
}
