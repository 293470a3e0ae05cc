#ifndef TABSIM_CNCURSESW_H
#define TABSIM_CNCURSESW_H

// Swift sees only the functions below, never curses.h: on macOS curses.h belongs to
// the SDK's Darwin module, which a define in a header cannot reach, so its wide API
// (cchar_t, setcchar) is switched on where the shim's C is compiled (Package.swift's
// cSettings and Shim.h), and nothing of curses crosses into Swift.
#include <wchar.h>

/// 1 when built against ncurses 6's headers, 0 against an older curses (macOS's
/// ncurses 5.7), whose fallbacks the shim then uses.
int tabsim_uses_ncurses6(void);

/// The linked curses library's name and version, e.g. "ncurses 6.4.20221231".
const char *tabsim_curses_version(void);

/// Why opening the terminal failed; 0 means it is open.
typedef enum {
    TABSIM_OPEN_OK = 0,
    TABSIM_OPEN_NOT_A_TTY = 1,
    TABSIM_OPEN_NO_TERM = 2,
    TABSIM_OPEN_UNKNOWN_TERM = 3,
    TABSIM_OPEN_DUMB_TERM = 4,
} tabsim_open_result;

/// Sets the locale from the environment; returns 1 when the codeset is UTF-8.
int tabsim_locale_init(void);

/// When tabsim may take the terminal over, asks it now (synchronized output and, with
/// `ask_background`, its background), without waiting: the answers travel while the
/// prototype loads, and `tabsim_open` reads them (or the exit does, if tabsim stops
/// before it opens).
void tabsim_ask_terminal_ahead(int ask_background);

/// Checks the TTY and TERM, then takes over the screen (alternate screen, raw keys,
/// mouse reports, bracketed paste, hidden cursor). With
/// `ask_background` it first asks for the terminal's background (OSC 11), unless asked
/// ahead; without, an answer already asked for is dropped.
tabsim_open_result tabsim_open(int ask_background);

/// Gives the terminal back exactly as it was. Safe to call more than once.
void tabsim_close(void);

/// Installs handlers: SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGUSR1/2, SIGALRM, SIGVTALRM,
/// SIGPROF and SIGPIPE set a flag the loop reads; SIGTSTP (suspend) and SIGWINCH
/// (resize) are noted for `tabsim_wait`, and every one of these wakes it;
/// SIGSEGV/SIGILL/SIGTRAP/SIGABRT/SIGBUS/SIGFPE restore the terminal and re-raise.
void tabsim_install_signal_handlers(void);

/// The signal number that asked the program to stop, or 0.
int tabsim_stop_signal(void);

int tabsim_lines(void);
int tabsim_cols(void);
int tabsim_has_colors(void);
int tabsim_colors(void);

/// The colour pairs tabsim may define: `COLOR_PAIRS`, and on a curses without
/// extended colours (ncurses 5.7) no more than a cell's 8 colour bits hold (256).
int tabsim_color_pairs(void);

/// Defines colour pair `pair` (foreground, background; -1 is the terminal default).
/// Returns 0 (curses' OK) or -1 (ERR).
int tabsim_init_pair(int pair, int fg, int bg);

/// The most code points one cell keeps (curses' CCHARW_MAX): a grapheme's first and
/// the combining marks after it.
int tabsim_cell_capacity(void);

/// Text attributes the Swift side combines (A_* macros are not imported into Swift).
typedef enum {
    TABSIM_ATTR_BOLD = 1,
    TABSIM_ATTR_DIM = 2,
    TABSIM_ATTR_REVERSE = 4,
    TABSIM_ATTR_UNDERLINE = 8,
    TABSIM_ATTR_ITALIC = 16,
} tabsim_attr;

/// Writes one grapheme (its code points in `text`) at row `y`, column `x` in colour
/// pair `pair` with `tabsim_attr` bits `attrs`. Returns 0 (OK), or -1 (ERR) when curses
/// did not draw it.
int tabsim_put(int y, int x, const wchar_t *text, int length, int attrs, int pair);

/// Sends the pending screen changes to the terminal, as one synchronized update where
/// the terminal supports it (DEC mode 2026).
void tabsim_refresh(void);

/// 1 when frames are sent as synchronized updates.
int tabsim_synchronized_output(void);

/// The terminal's background colour as it answered OSC 11 at open, as 0xRRGGBB, or -1
/// when it did not answer.
int tabsim_terminal_background(void);
void tabsim_bell(void);
void tabsim_flash(void);
/// Sets the terminal's title (OSC 2) after everything written before it.
void tabsim_set_title(const char *title);

/// What ended a wait for input (`tabsim_wait`), as bits.
typedef enum {
    /// Standard input (the terminal) is readable.
    TABSIM_WAIT_INPUT = 1,
    /// The watched descriptor (see `tabsim_set_watch_fd`) is readable.
    TABSIM_WAIT_WATCH = 2,
    /// The terminal may have changed size (SIGWINCH, or a resume after a suspend);
    /// ncurses' screen has been resized to the terminal's size.
    TABSIM_WAIT_RESIZE = 4,
    /// The program was suspended (SIGTSTP) and has resumed, its screen redrawn.
    TABSIM_WAIT_RESUMED = 8,
} tabsim_wait_result;

/// Waits up to `timeout_ms` (-1: no limit; 0: only looks) for standard input, the
/// watched descriptor or a signal, and returns `tabsim_wait_result` bits, 0 when the
/// time ran out or a stop signal came. Input is left for the caller to read: ncurses
/// reads none. A suspend (SIGTSTP) is carried out on the way: the terminal is given
/// back, and set up and redrawn again on `fg`.
unsigned tabsim_wait(int timeout_ms);

/// A descriptor `tabsim_wait` also waits on (a file watcher's inotify or kqueue
/// descriptor); -1 for none.
void tabsim_set_watch_fd(int fd);

/// Flushes standard output; 1 when anything written to it was lost (a full disk, a
/// closed pipe), else 0.
int tabsim_stdout_failed(void);

#endif
