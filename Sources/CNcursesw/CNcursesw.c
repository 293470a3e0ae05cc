#include "CNcursesw.h"
#if __has_include(<ncursesw/term.h>)
#include <ncursesw/term.h>
#else
#include <term.h>
#endif

#include <ctype.h>
#include <errno.h>
#include <fcntl.h>
#include <langinfo.h>
#include <locale.h>
#include <sys/select.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <termios.h>
#include <time.h>
#include <unistd.h>

static SCREEN *screen = NULL;
// tabsim reads and decodes the terminal's input itself (InputDecoder), so it asks for
// the modes it decodes itself too, whatever terminfo says: bracketed paste (2004),
// button-event mouse tracking (1002: presses, releases, the wheel, and motion while a
// button is held, so a drag is seen as it moves) and SGR mouse reports (1006, without
// which clicks beyond column 223 are lost). ncurses' own mouse support stays off.
static const char modes_on[] = "\033[?2004h\033[?1002h\033[?1006h";
static const char modes_off[] = "\033[?1006l\033[?1002l\033[?2004l";
static volatile sig_atomic_t stop_signal = 0;
static volatile sig_atomic_t suspend_requested = 0;
static volatile sig_atomic_t is_open = 0;
/// Set by SIGWINCH and on resuming from a suspend: the terminal may have a new size.
static volatile sig_atomic_t resize_pending = 0;
/// Set on resuming from a suspend, for tabsim_wait to report.
static int resumed = 0;
/// Written to by the signal handlers, so a signal that arrives just before the loop
/// blocks on input still wakes it (the self-pipe trick).
static int wake_pipe[2] = {-1, -1};
/// A file watcher's descriptor the wait for input also ends on, or -1.
static int watch_fd = -1;

/// Whether frames are bracketed with synchronized output (DEC mode 2026), so the
/// terminal shows each whole or not at all and a slide never tears.
static int sync_output = 0;
/// The terminal's background as it answered OSC 11 (0xRRGGBB), or -1.
static int background = -1;

static long now_ms(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec * 1000L + t.tv_nsec / 1000000L;
}

/// Waits until one of `fds` (entries of -1 are left out) is readable, for up to
/// `timeout_ms` (-1: no limit), and sets `readable[i]` for each that is. Returns how many
/// are. select(), not poll(): macOS's poll() does not support terminals (it answers
/// POLLNVAL for a tty at once), while select() waits on a tty, a pipe and a kqueue
/// alike on both systems, so Linux runs the code macOS runs.
static int wait_readable(const int *fds, int count, int timeout_ms, int *readable) {
    fd_set set;
    FD_ZERO(&set);
    int highest = -1;
    for (int i = 0; i < count; i++) {
        readable[i] = 0;
        if (fds[i] < 0 || fds[i] >= FD_SETSIZE) continue;
        FD_SET(fds[i], &set);
        if (fds[i] > highest) highest = fds[i];
    }
    struct timeval limit = {.tv_sec = timeout_ms / 1000, .tv_usec = (timeout_ms % 1000) * 1000};
    int ready = select(highest + 1, &set, NULL, NULL, timeout_ms < 0 ? NULL : &limit);
    if (ready <= 0) return 0;
    for (int i = 0; i < count; i++) readable[i] = fds[i] >= 0 && fds[i] < FD_SETSIZE && FD_ISSET(fds[i], &set);
    return ready;
}

/// Reads an OSC 11 answer's colour, "ESC ] 11 ; rgb:RRRR/GGGG/BBBB" (1 to 4 hex digits
/// a channel), as 0xRRGGBB; -1 when `reply` holds none whole.
static int parse_background(const char *reply) {
    const char *at = strstr(reply, "\033]11;rgb:");
    if (at == NULL) return -1;
    at += 10;
    int rgb = 0;
    for (int channel = 0; channel < 3; channel++) {
        unsigned value = 0;
        int digits = 0;
        while (digits < 4 && isxdigit((unsigned char)*at)) {
            value = value * 16 + (unsigned)(isdigit((unsigned char)*at) ? *at - '0' : (tolower((unsigned char)*at) - 'a' + 10));
            digits++;
            at++;
        }
        if (digits == 0) return -1;
        if (channel < 2) {
            if (*at != '/') return -1;
            at++;
        }
        unsigned max = (1u << (4 * digits)) - 1;
        rgb = rgb << 8 | (int)((value * 255 + max / 2) / max);
    }
    return rgb;
}

/// Asks the terminal, before ncurses starts, whether it supports synchronized output
/// (DECRQM 2026; TABSIM_SYNC_OUTPUT=off skips that question) and, with `ask_background`,
/// for its background colour (OSC 11, answered by xterm, Terminal.app, iTerm2, kitty and
/// VTE); asked either, it then waits
/// at most 300 ms for the Device Attributes answer that every terminal sends last:
/// once it is in, a terminal that ignores either question has said all it will. Runs
/// before ncurses reads input.
static void probe_terminal(int ask_background) {
    const char *setting = getenv("TABSIM_SYNC_OUTPUT");
    int ask_sync = !(setting != NULL && (strcmp(setting, "off") == 0 || strcmp(setting, "0") == 0));
    if (!ask_sync && !ask_background) return;
    struct termios saved, raw;
    if (tcgetattr(STDIN_FILENO, &saved) != 0) return;
    raw = saved;
    raw.c_lflag &= ~(tcflag_t)(ICANON | ECHO);
    raw.c_cc[VMIN] = 0;
    raw.c_cc[VTIME] = 0;
    tcsetattr(STDIN_FILENO, TCSANOW, &raw);
    static const char sync_query[] = "\033[?2026$p", background_query[] = "\033]11;?\007", attributes_query[] = "\033[c";
    if (ask_sync) (void)!write(STDOUT_FILENO, sync_query, sizeof sync_query - 1);
    if (ask_background) (void)!write(STDOUT_FILENO, background_query, sizeof background_query - 1);
    (void)!write(STDOUT_FILENO, attributes_query, sizeof attributes_query - 1);
    char reply[512];
    size_t length = 0;
    long deadline = now_ms() + 300;
    while (length + 1 < sizeof reply) {
        long left = deadline - now_ms();
        int input = STDIN_FILENO, readable;
        if (left <= 0 || wait_readable(&input, 1, (int)left, &readable) == 0) break;
        ssize_t got = read(STDIN_FILENO, reply + length, sizeof reply - 1 - length);
        if (got <= 0) break;
        length += (size_t)got;
        reply[length] = '\0';
        // "ESC [ ? 2026 ; 1 $ y" (set) or "; 2" (reset) means it is supported.
        if (ask_sync && (strstr(reply, "\033[?2026;1$y") != NULL || strstr(reply, "\033[?2026;2$y") != NULL)) sync_output = 1;
        // The Device Attributes answer, "ESC [ ? … c", comes last.
        const char *attributes = strstr(reply, "\033[?");
        int done = 0;
        for (; attributes != NULL; attributes = strstr(attributes + 1, "\033[?")) {
            const char *end = attributes + 3;
            while (*end != '\0' && ((*end >= '0' && *end <= '9') || *end == ';')) end++;
            if (*end == 'c') done = 1;
        }
        if (done) break;
    }
    if (ask_background) background = parse_background(reply);
    tcsetattr(STDIN_FILENO, TCSANOW, &saved);
}

static void wake(void) {
    if (wake_pipe[1] >= 0) {
        int saved = errno;
        (void)!write(wake_pipe[1], "x", 1);
        errno = saved;
    }
}

static int codeset_is_utf8(void) {
    const char *codeset = nl_langinfo(CODESET);
    return codeset != NULL && strcmp(codeset, "UTF-8") == 0;
}

int tabsim_locale_init(void) {
    setlocale(LC_ALL, "");
    // Labels, icons and the bars' lines are UTF-8: without it (LANG=C) they would draw
    // as blanks, so fall back to C.UTF-8 for character handling when it exists.
    if (!codeset_is_utf8()) setlocale(LC_CTYPE, "C.UTF-8");
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

tabsim_open_result tabsim_open(int ask_background) {
    if (!isatty(STDIN_FILENO) || !isatty(STDOUT_FILENO)) return TABSIM_OPEN_NOT_A_TTY;
    const char *term = getenv("TERM");
    if (term == NULL || term[0] == '\0') return TABSIM_OPEN_NO_TERM;
    if (strcmp(term, "dumb") == 0) return TABSIM_OPEN_DUMB_TERM;
    // The terminal's description is read (setupterm writes nothing) before anything is
    // written to it: an unknown TERM, or one that cannot address the cursor (it would
    // be drawn as garbage), is refused before the query below or ncurses' own setup.
    int found = 0;
    if (setupterm((char *)term, STDOUT_FILENO, &found) != OK) return TABSIM_OPEN_UNKNOWN_TERM;
    const char *cup = tigetstr("cup");
    int addressable = cup != NULL && cup != (char *)-1;
    del_curterm(cur_term);
    if (!addressable) return TABSIM_OPEN_DUMB_TERM;
    probe_terminal(ask_background);
    screen = newterm(NULL, stdout, stdin);
    if (screen == NULL) return TABSIM_OPEN_UNKNOWN_TERM;
    set_term(screen);
    is_open = 1;
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

/// Ctrl-Z from the shell (SIGTSTP): the terminal is given back, the process stops, and
/// on `fg` (SIGCONT) every mode is set again and the whole screen redrawn.
static void suspend_now(void) {
    suspend_requested = 0;
    leave_program_modes();
    struct sigaction ours, default_action;
    memset(&default_action, 0, sizeof default_action);
    default_action.sa_handler = SIG_DFL;
    sigemptyset(&default_action.sa_mask);
    sigaction(SIGTSTP, &default_action, &ours);
    raise(SIGTSTP);
    // Resumed: the whole screen redrawn, every mode set again, and the size looked at,
    // since the terminal may have been resized while stopped.
    sigaction(SIGTSTP, &ours, NULL);
    clearok(curscr, TRUE);
    wrefresh(curscr);
    enter_program_modes();
    resize_pending = 1;
    resumed = 1;
}

int tabsim_uses_ncurses6(void) { return TABSIM_HAS_NCURSES6; }
const char *tabsim_curses_version(void) { return curses_version(); }

static struct sigaction previous_fatal[32];
static const int fatal_signals[] = {SIGSEGV, SIGILL, SIGTRAP, SIGABRT, SIGBUS, SIGFPE};

static void on_stop_signal(int signo) {
    stop_signal = signo;
    wake();
}

static void on_suspend_signal(int signo) {
    (void)signo;
    suspend_requested = 1;
    wake();
}

/// Notes a resize for tabsim_wait (ncurses, which reads no input, is told there) and
/// wakes the loop.
static void on_resize_signal(int signo) {
    (void)signo;
    resize_pending = 1;
    wake();
}

static void on_fatal_signal(int signo) {
    // Restore the terminal first, then let the previous handler (Swift's backtracer
    // or the default action) report the crash.
    if (is_open) {
        is_open = 0;
        endwin();
        (void)!write(STDOUT_FILENO, modes_off, sizeof modes_off - 1);
    }
    sigaction(signo, &previous_fatal[signo], NULL);
    raise(signo);
}

void tabsim_install_signal_handlers(void) {
    // A parent may have started us with these blocked (test runners do); unblock them
    // so that SIGTERM, SIGHUP and Ctrl-C's SIGINT always end the program cleanly.
    sigset_t wanted;
    sigemptyset(&wanted);
    sigaddset(&wanted, SIGINT);
    sigaddset(&wanted, SIGTERM);
    sigaddset(&wanted, SIGHUP);
    sigaddset(&wanted, SIGQUIT);
    sigprocmask(SIG_UNBLOCK, &wanted, NULL);

    struct sigaction stop;
    memset(&stop, 0, sizeof stop);
    stop.sa_handler = on_stop_signal;
    sigemptyset(&stop.sa_mask);
    // Every signal whose default would kill the program without restoring the terminal
    // ends the loop cleanly instead.
    const int stop_signals[] = {SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGUSR1, SIGUSR2, SIGALRM, SIGVTALRM, SIGPROF, SIGPIPE};
    for (size_t i = 0; i < sizeof stop_signals / sizeof stop_signals[0]; i++) {
        sigaction(stop_signals[i], &stop, NULL);
    }

    if (wake_pipe[0] < 0 && pipe(wake_pipe) == 0) {
        for (int i = 0; i < 2; i++) {
            fcntl(wake_pipe[i], F_SETFL, fcntl(wake_pipe[i], F_GETFL) | O_NONBLOCK);
            fcntl(wake_pipe[i], F_SETFD, FD_CLOEXEC);
        }
    }
    struct sigaction suspend;
    memset(&suspend, 0, sizeof suspend);
    suspend.sa_handler = on_suspend_signal;
    sigemptyset(&suspend.sa_mask);
    sigaction(SIGTSTP, &suspend, NULL);
    struct sigaction resize = suspend;
    resize.sa_handler = on_resize_signal;
    sigaction(SIGWINCH, &resize, NULL);

    struct sigaction fatal;
    memset(&fatal, 0, sizeof fatal);
    fatal.sa_handler = on_fatal_signal;
    sigemptyset(&fatal.sa_mask);
    for (size_t i = 0; i < sizeof fatal_signals / sizeof fatal_signals[0]; i++) {
        int signo = fatal_signals[i];
        sigaction(signo, &fatal, &previous_fatal[signo]);
    }
}

int tabsim_stop_signal(void) { return stop_signal; }
int tabsim_lines(void) { return LINES; }
int tabsim_cols(void) { return COLS; }
int tabsim_has_colors(void) { return has_colors(); }
int tabsim_colors(void) { return COLORS; }
int tabsim_color_pairs(void) { return COLOR_PAIRS; }
void tabsim_init_pair(int pair, int fg, int bg) {
#if TABSIM_HAS_NCURSES6
    init_extended_pair(pair, fg, bg);
#else
    // ncurses 5 pairs and colours are shorts; the Swift side stays below COLOR_PAIRS.
    init_pair((short)pair, (short)fg, (short)bg);
#endif
}

int tabsim_put(int y, int x, const wchar_t *text, int length, int attrs, int pair) {
    wchar_t buffer[CCHARW_MAX + 1];
    int n = length < CCHARW_MAX ? length : CCHARW_MAX;
    for (int i = 0; i < n; i++) buffer[i] = text[i];
    buffer[n] = L'\0';
    attr_t a = A_NORMAL;
    if (attrs & TABSIM_ATTR_BOLD) a |= A_BOLD;
    if (attrs & TABSIM_ATTR_DIM) a |= A_DIM;
    if (attrs & TABSIM_ATTR_REVERSE) a |= A_REVERSE;
    if (attrs & TABSIM_ATTR_UNDERLINE) a |= A_UNDERLINE;
#if TABSIM_HAS_NCURSES6 && defined(A_ITALIC)
    if (attrs & TABSIM_ATTR_ITALIC) a |= A_ITALIC;
#else
    // ncurses 5.7 has no italic: underline stands in, so the style still differs.
    if (attrs & TABSIM_ATTR_ITALIC) a |= A_UNDERLINE;
#endif
    cchar_t cell;
    if (setcchar(&cell, buffer, a, 0, &pair) != OK) return ERR;
    // Writing the bottom-right cell makes ncurses report ERR after drawing it.
    mvwadd_wch(stdscr, y, x, &cell);
    return OK;
}

void tabsim_refresh(void) {
    if (sync_output) {
        fputs("\033[?2026h", stdout);
        fflush(stdout);
    }
    wnoutrefresh(stdscr);
    doupdate();
    if (sync_output) {
        fputs("\033[?2026l", stdout);
        fflush(stdout);
    }
}

int tabsim_synchronized_output(void) { return sync_output; }
int tabsim_terminal_background(void) { return background; }
void tabsim_bell(void) { beep(); }
void tabsim_flash(void) { flash(); }

void tabsim_set_title(const char *title) {
    fprintf(stdout, "\033]2;%s\007", title);
    fflush(stdout);
}

/// Resizes ncurses' screen to the terminal's size, if that changed.
static void follow_terminal_size(void) {
    struct winsize size;
    if (ioctl(STDOUT_FILENO, TIOCGWINSZ, &size) != 0 || size.ws_row == 0 || size.ws_col == 0) return;
    if (size.ws_row != LINES || size.ws_col != COLS) resizeterm(size.ws_row, size.ws_col);
}

unsigned tabsim_wait(int timeout_ms) {
    if (suspend_requested) suspend_now();
    unsigned woke = 0;
    if (!stop_signal && !resize_pending) {
        int fds[3] = {STDIN_FILENO, wake_pipe[0], watch_fd}, readable[3];
        wait_readable(fds, 3, timeout_ms, readable);
        if (readable[1]) {
            char drained[64];
            while (read(wake_pipe[0], drained, sizeof drained) > 0) {}
        }
        if (suspend_requested) suspend_now();
        if (readable[0]) woke |= TABSIM_WAIT_INPUT;
        if (readable[2]) woke |= TABSIM_WAIT_WATCH;
    }
    if (resize_pending) {
        resize_pending = 0;
        follow_terminal_size();
        woke |= TABSIM_WAIT_RESIZE;
    }
    if (resumed) {
        resumed = 0;
        woke |= TABSIM_WAIT_RESUMED;
    }
    return woke;
}

void tabsim_set_watch_fd(int fd) { watch_fd = fd; }

int tabsim_stdout_failed(void) { return fflush(stdout) != 0 || ferror(stdout) != 0; }
