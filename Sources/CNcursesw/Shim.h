// What the shim's own files share; Swift sees only include/CNcursesw.h.
#ifndef TABSIM_SHIM_H
#define TABSIM_SHIM_H

#include "CNcursesw.h"

/// Waits until one of `fds` (entries of -1 are left out) is readable, for up to
/// `timeout_ms` (-1: no limit), and sets `readable[i]` for each that is. Returns how
/// many are. (Waiting.c)
int shim_wait_readable(const int *fds, int count, int timeout_ms, int *readable);

/// Asks the terminal, before ncurses starts, about synchronized output and, with
/// `ask_background`, its background colour. (Probe.c)
void shim_probe_terminal(int ask_background);

/// Ctrl-Z from the shell (SIGTSTP): gives the terminal back and stops the process; on
/// `fg` (SIGCONT) sets every mode again and redraws the whole screen. (CNcursesw.c)
void shim_suspend(void);

/// From a fatal signal's handler: gives the terminal back if it is taken, with no more
/// than endwin() and a write(). (CNcursesw.c)
void shim_restore_after_crash(void);

#endif
