// What the shim's own files share; Swift sees only include/CNcursesw.h.
#ifndef TABSIM_SHIM_H
#define TABSIM_SHIM_H

#include "CNcursesw.h"

// curses' wide-character API (cchar_t, setcchar) is switched on by Package.swift's
// cSettings (NCURSES_WIDECHAR, _XOPEN_SOURCE_EXTENDED): a define on the command line
// reaches macOS's curses.h, which the SDK's Darwin module builds, and a #define here
// would not.
// Linux: ncursesw 6 under its own directory (or, for the 5.7 test run, ncurses 5.7's,
// found first through TABSIM_NCURSES_PREFIX). macOS: the system's ncurses 5.7 as
// <curses.h>, wide API included.
#if __has_include(<ncursesw/curses.h>)
#include <ncursesw/curses.h>
#else
#include <curses.h>
#endif

// ncurses 6's extended colours (pairs beyond 255, in setcchar's `opts` and
// init_extended_pair); ncurses 5.7 has neither, and its setcchar refuses any `opts`.
#if NCURSES_VERSION_MAJOR >= 6 && defined(NCURSES_EXT_COLORS)
#define TABSIM_HAS_NCURSES6 1
#else
#define TABSIM_HAS_NCURSES6 0
#endif

/// Waits until one of `fds` (entries of -1 are left out) is readable, for up to
/// `timeout_ms` (-1: no limit), and sets `readable[i]` for each that is. Returns how
/// many are. (Waiting.c)
int shim_wait_readable(const int *fds, int count, int timeout_ms, int *readable);

/// Asks the terminal, before ncurses starts, about synchronized output and, with
/// `ask_background`, its background colour, and waits for the answers. (Probe.c)
void shim_probe_terminal(int ask_background);

/// Puts those questions without waiting; the answers are read by `shim_probe_hear`,
/// at the latest when the process exits. (Probe.c)
void shim_probe_ask(int ask_background);

/// Reads the answers to questions `shim_probe_ask` put, and gives the terminal its
/// modes back. Returns 0 when none were put. (Probe.c)
int shim_probe_hear(void);

/// Drops the background the terminal answered: the palette is chosen. (Probe.c)
void shim_probe_forget_background(void);

/// Ctrl-Z from the shell (SIGTSTP): gives the terminal back and stops the process; on
/// `fg` (SIGCONT) sets every mode again and redraws the whole screen. (CNcursesw.c)
void shim_suspend(void);

/// From a fatal signal's handler: gives the terminal back if it is taken, with no more
/// than endwin() and a write(). (CNcursesw.c)
void shim_restore_after_crash(void);

#endif
