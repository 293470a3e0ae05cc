// Taking the terminal over and giving it back: at open, at close, around a suspend and
// after a crash.
#include "Shim.h"
#if __has_include(<ncursesw/term.h>)
#include <ncursesw/term.h>
#else
#include <term.h>
#endif

#include <fcntl.h>
#include <langinfo.h>
#include <locale.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static SCREEN *screen = NULL;
// tabsim reads and decodes the terminal's input itself (InputDecoder), so it asks for
// the modes it decodes itself too, whatever terminfo says: bracketed paste (2004),
// button-event mouse tracking (1002: presses, releases, the wheel, and motion while a
// button is held, so a drag is seen as it moves) and SGR mouse reports (1006, without
// which clicks beyond column 223 are lost). ncurses' own mouse support stays off.
static const char modes_on[] = "\033[?2004h\033[?1002h\033[?1006h";
static const char modes_off[] = "\033[?1006l\033[?1002l\033[?2004l";
static volatile sig_atomic_t is_open = 0;

static int codeset_is_utf8(void) {
    const char *codeset = nl_langinfo(CODESET);
    return codeset != NULL && strcmp(codeset, "UTF-8") == 0;
}

int tabsim_locale_init(void) {
    setlocale(LC_ALL, "");
    // Labels, icons and the bars' lines are UTF-8: without it (LANG=C) they would draw
    // as blanks, so fall back to a UTF-8 locale for character handling: C.UTF-8 where it
    // exists (glibc; macOS only from 15), else macOS's "UTF-8", which it has for
    // LC_CTYPE alone, else en_US.UTF-8, which every macOS has. An unknown name in LANG or
    // LC_ALL (C.UTF-8 on macOS 14) makes the first call fail as a whole, so this is also
    // what such a session gets. (Which macOS has which: github.com/Fluorohydride/ygopro
    // pull request 2774, tested on macOS 13 and 15.)
    static const char *const fallbacks[] = {"C.UTF-8", "UTF-8", "en_US.UTF-8"};
    for (size_t i = 0; i < sizeof fallbacks / sizeof fallbacks[0] && !codeset_is_utf8(); i++) {
        setlocale(LC_CTYPE, fallbacks[i]);
    }
    return codeset_is_utf8();
}

/// The terminal modes tabsim runs in, set at open and again on resume after a suspend:
/// no cursor, mouse reports (SGR), bracketed paste (so a pasted newline or "q" is typed
/// into a field instead of acting as a key).
static void enter_program_modes(void) {
    curs_set(0);
    fputs(modes_on, stdout);
    fflush(stdout);
}

/// For tmux's own terminal types, which the terminal database of a curses older than
/// 2016's lacks (macOS's ncurses 5.7 among them), the screen type tmux's manual takes
/// as their equal ("screen, tmux or a derivative of them"): tmux-256color →
/// screen-256color, tmux → screen; NULL for any other type.
static const char *screen_type_for_tmux(const char *term) {
    static char replacement[64];
    if (strncmp(term, "tmux", 4) != 0 || strlen(term) >= sizeof replacement - 2) return NULL;
    snprintf(replacement, sizeof replacement, "screen%s", term + 4);
    return replacement;
}

/// Whether tabsim may take the terminal over, and as which type (`*term`): standard
/// input and output a terminal, TERM set, known (tmux's types as screen's where the
/// database lacks them) and able to address the cursor. The terminal's description is
/// read (setupterm writes nothing), so nothing is written to a terminal refused.
static tabsim_open_result check_terminal(const char **term) {
    if (!isatty(STDIN_FILENO) || !isatty(STDOUT_FILENO)) return TABSIM_OPEN_NOT_A_TTY;
    *term = getenv("TERM");
    if (*term == NULL || (*term)[0] == '\0') return TABSIM_OPEN_NO_TERM;
    if (strcmp(*term, "dumb") == 0) return TABSIM_OPEN_DUMB_TERM;
    int found = 0;
    if (setupterm((char *)*term, STDOUT_FILENO, &found) != OK) {
        *term = screen_type_for_tmux(*term);
        if (*term == NULL || setupterm((char *)*term, STDOUT_FILENO, &found) != OK) return TABSIM_OPEN_UNKNOWN_TERM;
    }
    const char *cup = tigetstr("cup");
    int addressable = cup != NULL && cup != (char *)-1;
    del_curterm(cur_term);
    return addressable ? TABSIM_OPEN_OK : TABSIM_OPEN_DUMB_TERM;
}

void tabsim_ask_terminal_ahead(int ask_background) {
    const char *term;
    if (check_terminal(&term) == TABSIM_OPEN_OK) shim_probe_ask(ask_background);
}

#if TABSIM_HAS_NCURSES6
/// ncurses 6 flushes its output at every cursor movement until curses mode has once
/// been left and resumed (`_nc_mvcur` flushes while the screen is in its initial state,
/// which only doupdate's return from endwin changes): a switch of sections went out in
/// about 60 writes, each a wake-up of the terminal (or a packet over ssh). So curses
/// mode is left and resumed once, right after newterm: the resuming doupdate sets the
/// terminal up again as newterm did, and from then on a frame is one write. What
/// endwin sends (leaving the alternate screen, the shell's modes) goes to /dev/null, so
/// the terminal shows no flash and its modes do not change. Before start_color: a
/// resume with colours on would reset the terminal's palette (`oc`), one a user's shell
/// may have set. ncurses 5.7 buffers its output and needs none of this.
static void resume_curses_once(void) {
    fflush(stdout);
    int saved = fcntl(STDOUT_FILENO, F_DUPFD_CLOEXEC, 0);
    int null = open("/dev/null", O_WRONLY | O_CLOEXEC);
    if (saved >= 0 && null >= 0 && dup2(null, STDOUT_FILENO) >= 0) {
        endwin();
        dup2(saved, STDOUT_FILENO);
        doupdate();
    }
    if (null >= 0) close(null);
    if (saved >= 0) close(saved);
}
#endif

tabsim_open_result tabsim_open(int ask_background) {
    // An unknown TERM, or one that cannot address the cursor (it would be drawn as
    // garbage), is refused before the questions below or ncurses' own setup.
    const char *term;
    tabsim_open_result checked = check_terminal(&term);
    if (checked != TABSIM_OPEN_OK) return checked;
    if (!shim_probe_hear()) shim_probe_terminal(ask_background);
    if (!ask_background) shim_probe_forget_background();
    screen = newterm((char *)term, stdout, stdin);
    if (screen == NULL) return TABSIM_OPEN_UNKNOWN_TERM;
    set_term(screen);
    is_open = 1;
#if TABSIM_HAS_NCURSES6
    resume_curses_once();
#endif
    raw();
    noecho();
    nonl();
    intrflush(stdscr, FALSE);
    // ncurses never reads the input (tabsim does, see tabsim_wait): it must not look at
    // it either, to put off drawing while input waits.
    typeahead(-1);
    if (has_colors()) {
        start_color();
        use_default_colors();
    }
    enter_program_modes();
    return TABSIM_OPEN_OK;
}

/// Gives the terminal its shell modes back (also before a suspend).
static void leave_program_modes(void) {
    curs_set(1);
    endwin();
    fputs(modes_off, stdout);
    fflush(stdout);
}

void tabsim_close(void) {
    if (!is_open) return;
    is_open = 0;
    leave_program_modes();
}

void shim_suspend(void) {
    leave_program_modes();
    struct sigaction ours, default_action;
    memset(&default_action, 0, sizeof default_action);
    default_action.sa_handler = SIG_DFL;
    sigemptyset(&default_action.sa_mask);
    sigaction(SIGTSTP, &default_action, &ours);
    raise(SIGTSTP);
    // Resumed: the whole screen redrawn and every mode set again.
    sigaction(SIGTSTP, &ours, NULL);
    clearok(curscr, TRUE);
    wrefresh(curscr);
    enter_program_modes();
}

void shim_restore_after_crash(void) {
    if (!is_open) return;
    is_open = 0;
    endwin();
    (void)!write(STDOUT_FILENO, modes_off, sizeof modes_off - 1);
}

int tabsim_uses_ncurses6(void) { return TABSIM_HAS_NCURSES6; }
const char *tabsim_curses_version(void) { return curses_version(); }

int tabsim_stdout_failed(void) { return fflush(stdout) != 0 || ferror(stdout) != 0; }
