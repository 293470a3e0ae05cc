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
#include <termios.h>
#include <time.h>
#include <unistd.h>

static SCREEN *screen = NULL;
// Bracketed paste, and SGR mouse reports (1006): ncurses asks for them only where
// terminfo says so (xterm), but tmux and screen TERMs understand them too, and without
// them clicks beyond column 223 are lost. tabsim decodes SGR reports itself where
// ncurses does not. Button-event tracking (1002) reports motion while a button is held,
// so a drag is seen as it moves; ncurses never asks for it. It is written after
// ncurses's own 1000 (which would replace it) and taken back before the shell's modes.
static const char modes_on[] = "\033[?2004h\033[?1002h\033[?1006h";
static const char modes_off[] = "\033[?1006l\033[?1002l\033[?2004l";
static volatile sig_atomic_t stop_signal = 0;
static volatile sig_atomic_t suspend_requested = 0;
static volatile sig_atomic_t is_open = 0;
/// Written to by the signal handlers, so a signal that arrives just before the loop
/// blocks on input still wakes it (the self-pipe trick).
static int wake_pipe[2] = {-1, -1};
/// A file watcher's descriptor the wait for input also ends on, or -1.
static int watch_fd = -1;
static int watch_ready = 0;
static struct sigaction ncurses_winch;

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
/// keypad keys, no cursor, mouse reports (SGR too), bracketed paste (so a pasted
/// newline or "q" is typed into a field instead of acting as a key).
static void enter_program_modes(void) {
    keypad(stdscr, TRUE);
    curs_set(0);
    mousemask(ALL_MOUSE_EVENTS | REPORT_MOUSE_POSITION, NULL);
    mouseinterval(0);
    // SGR reports are decoded by tabsim alone (tabsim_decode_sgr_mouse): ncurses would
    // decode those it reads whole and lose track of a button when a report arrives in
    // parts, turning a release into motion.
    define_key("\033[<", 0);
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
    keypad(stdscr, TRUE);
    // Home and End as tmux, screen, rxvt and xterm's normal mode send them, whatever the
    // terminfo entry lists; unknown, they would arrive as Esc followed by characters.
    static const char *home_keys[] = {"\033[1~", "\033[7~", "\033[H", "\033OH"};
    static const char *end_keys[] = {"\033[4~", "\033[8~", "\033[F", "\033OF"};
    for (size_t i = 0; i < sizeof home_keys / sizeof home_keys[0]; i++) {
        define_key(home_keys[i], KEY_HOME);
        define_key(end_keys[i], KEY_END);
    }
    intrflush(stdscr, FALSE);
#if TABSIM_HAS_NCURSES6
    set_escdelay(25);
#else
    ESCDELAY = 25;
#endif
    if (has_colors()) {
        start_color();
        use_default_colors();
    }
    enter_program_modes();
    return TABSIM_OPEN_OK;
}

/// Gives the terminal its shell modes back (also before a suspend).
static void leave_program_modes(void) {
    mousemask(0, NULL);
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
    // Resumed. The redraw first: ncurses turns its own mouse mode (1000) back on as it
    // resumes, which would replace button-motion reporting (1002) set before it.
    sigaction(SIGTSTP, &ours, NULL);
    clearok(curscr, TRUE);
    wrefresh(curscr);
    enter_program_modes();
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

/// ncurses notes a resize in its own handler; this one also wakes the loop.
static void on_resize_signal(int signo) {
    if (ncurses_winch.sa_handler != SIG_DFL && ncurses_winch.sa_handler != SIG_IGN && ncurses_winch.sa_handler != NULL) {
        ncurses_winch.sa_handler(signo);
    }
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
    sigaction(SIGWINCH, &resize, &ncurses_winch);

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

static tabsim_key map_key(wint_t code) {
    switch (code) {
    case KEY_UP: return TABSIM_KEY_UP;
    case KEY_DOWN: return TABSIM_KEY_DOWN;
    case KEY_LEFT: return TABSIM_KEY_LEFT;
    case KEY_RIGHT: return TABSIM_KEY_RIGHT;
    case KEY_HOME: return TABSIM_KEY_HOME;
    case KEY_END: return TABSIM_KEY_END;
    case KEY_PPAGE: return TABSIM_KEY_PAGE_UP;
    case KEY_NPAGE: return TABSIM_KEY_PAGE_DOWN;
    case KEY_BTAB: return TABSIM_KEY_BACKTAB;
    case KEY_BACKSPACE: return TABSIM_KEY_BACKSPACE;
    case KEY_ENTER: return TABSIM_KEY_ENTER;
    case KEY_DC: return TABSIM_KEY_DELETE;
    default: return TABSIM_KEY_OTHER;
    }
}

static int decode_mouse(tabsim_input *out) {
    MEVENT event;
    if (getmouse(&event) != OK) return 0;
    out->kind = TABSIM_INPUT_MOUSE;
    out->x = event.x;
    out->y = event.y;
    mmask_t b = event.bstate;
#ifdef BUTTON5_PRESSED
    const mmask_t wheel_down = BUTTON5_PRESSED;
#else
    // ncurses 5's mouse version 1 has no button 5 and reports wheel-down as movement;
    // with SGR reports on (see modes_on), tabsim decodes the wheel itself anyway.
    const mmask_t wheel_down = REPORT_MOUSE_POSITION;
#endif
    if (b & BUTTON4_PRESSED) out->mouse = TABSIM_MOUSE_WHEEL_UP;
    else if (b & wheel_down) out->mouse = TABSIM_MOUSE_WHEEL_DOWN;
    else if (b & BUTTON1_PRESSED) out->mouse = TABSIM_MOUSE_PRESS;
    else if (b & BUTTON1_RELEASED) out->mouse = TABSIM_MOUSE_RELEASE;
    else if (b & BUTTON1_CLICKED) out->mouse = TABSIM_MOUSE_CLICK;
#ifdef BUTTON5_PRESSED
    // Motion with a button held (mode 1002); motion is only reported while one is.
    else if (b & REPORT_MOUSE_POSITION) out->mouse = TABSIM_MOUSE_DRAG;
#endif
    else out->mouse = TABSIM_MOUSE_OTHER;
    return 1;
}

/// The next input if it has already arrived (or arrives within `wait_ms`).
static int read_now(wint_t *code, int wait_ms) {
    wtimeout(stdscr, wait_ms);
    return wget_wch(stdscr, code);
}

/// Reads a bracketed paste's text up to its end marker ESC [ 2 0 1 ~.
static int read_paste(tabsim_input *out) {
    static const wint_t end_marker[] = {27, '[', '2', '0', '1', '~'};
    size_t matched = 0;
    wint_t code;
    out->kind = TABSIM_INPUT_PASTE;
    out->paste_length = 0;
    while (read_now(&code, 200) == OK) {
        if (code == end_marker[matched]) {
            if (++matched == sizeof end_marker / sizeof end_marker[0]) return 1;
            continue;
        }
        matched = code == 27 ? 1 : 0;
        if (matched) continue;
        if (code == '\n' || code == '\r' || code == '\t') code = ' ';
        if (code < 0x20 || code == 0x7F) continue;
        if (out->paste_length < TABSIM_PASTE_MAX) out->paste[out->paste_length++] = (wchar_t)code;
    }
    return 1;
}

int tabsim_decode_sgr_mouse(const char *params, int final, tabsim_input *out) {
    int button, x, y;
    char extra;
    if (sscanf(params, "<%d;%d;%d%c", &button, &x, &y, &extra) != 3 || x < 1 || y < 1) return 0;
    if (final != 'M' && final != 'm') return 0;
    button &= ~(4 | 8 | 16);  // without Shift, Alt, Ctrl
    // Motion: with button 1 held a drag; with none held (mode 1003) or another, unused.
    if ((button & 32) && button != 32) return 0;
    out->kind = TABSIM_INPUT_MOUSE;
    out->x = x - 1;
    out->y = y - 1;
    switch (button) {
    case 32: out->mouse = TABSIM_MOUSE_DRAG; return 1;
    case 0: out->mouse = final == 'M' ? TABSIM_MOUSE_PRESS : TABSIM_MOUSE_RELEASE; return 1;
    case 64: out->mouse = TABSIM_MOUSE_WHEEL_UP; return 1;
    case 65: out->mouse = TABSIM_MOUSE_WHEEL_DOWN; return 1;
    default: out->mouse = TABSIM_MOUSE_OTHER; return 1;
    }
}

/// How long the rest of an escape sequence may take to arrive once it has begun: a
/// sequence split across reads (ssh, tmux under load) is waited for, not dropped.
#define SEQUENCE_REST_MS 500

/// After an Esc that has more input right behind it: an SGR mouse report ncurses did
/// not decode is decoded here; another CSI or SS3 escape sequence is swallowed whole
/// (a bracketed paste is read instead); anything else is the Esc key followed by
/// another key.
static int swallow_escape_sequence(tabsim_input *out, wint_t first) {
    wint_t code;
    if (first == '[') {
        char params[16];
        size_t length = 0;
        int status;
        while ((status = read_now(&code, SEQUENCE_REST_MS)) == OK && !(code >= 0x40 && code <= 0x7E)) {
            if (length + 1 < sizeof params) params[length++] = (char)code;
        }
        params[length] = '\0';
        if (status == OK && code == '~' && strcmp(params, "200") == 0) return read_paste(out);
        if (status == OK && (code == 'M' || code == 'm') && params[0] == '<') return tabsim_decode_sgr_mouse(params, (int)code, out);
        return 0;
    }
    if (first == 'O') {
        read_now(&code, SEQUENCE_REST_MS);
        return 0;
    }
    // Not a sequence: two keys that arrived together (Esc Esc, or Esc then a letter).
    unget_wch(first);
    out->kind = TABSIM_INPUT_CHAR;
    out->character = 27;
    return 1;
}

/// Waits for input that ncurses has not read yet, a signal, or the watched descriptor,
/// for up to `timeout_ms` (-1: no limit). Returns 1 when input may be there; sets
/// `watch_ready` when the watched descriptor is readable.
static int wait_for_input(int timeout_ms) {
    int fds[3] = {STDIN_FILENO, wake_pipe[0], watch_fd}, readable[3];
    wait_readable(fds, 3, timeout_ms, readable);
    if (readable[1]) {
        char drained[64];
        while (read(wake_pipe[0], drained, sizeof drained) > 0) {}
    }
    watch_ready = readable[2];
    return readable[0];
}

void tabsim_set_watch_fd(int fd) { watch_fd = fd; }

int tabsim_read(int timeout_ms, tabsim_input *out) {
    memset(out, 0, sizeof *out);
    if (suspend_requested) suspend_now();
    wint_t code = 0;
    // What ncurses already holds (or a resize it noted) first; then wait on the input
    // and the wake pipe together, so no signal is missed while blocked.
    int status = read_now(&code, 0);
    if (status == ERR && timeout_ms != 0 && !stop_signal) {
        int readable = wait_for_input(timeout_ms);
        if (suspend_requested) {
            suspend_now();
            return 0;
        }
        if (stop_signal) return 0;
        if (watch_ready && !readable) {
            out->kind = TABSIM_INPUT_WATCH;
            return 1;
        }
        // A short wait lets the rest of an escape sequence arrive.
        status = read_now(&code, readable ? 25 : 0);
    }
    if (status == ERR) return 0;
    if (status == OK && code == 27) {
        wint_t next;
        // A lone Esc is told from a sequence's first byte after the Esc delay.
        int after = read_now(&next, ESCDELAY);
        if (after == ERR) {
            out->kind = TABSIM_INPUT_CHAR;
            out->character = 27;
            return 1;
        }
        if (after == OK) return swallow_escape_sequence(out, next);
        // Esc then a key ncurses decoded (an arrow's sequence right behind it, in one
        // read): the Esc now, the key at the next read.
        ungetch((int)next);
        out->kind = TABSIM_INPUT_CHAR;
        out->character = 27;
        return 1;
    }
    if (status == KEY_CODE_YES) {
        if (code == KEY_RESIZE) { out->kind = TABSIM_INPUT_RESIZE; return 1; }
        if (code == KEY_MOUSE) return decode_mouse(out);
        out->kind = TABSIM_INPUT_KEY;
        out->key = map_key(code);
        return 1;
    }
    out->kind = TABSIM_INPUT_CHAR;
    out->character = (unsigned int)code;
    return 1;
}

int tabsim_stdout_failed(void) { return fflush(stdout) != 0 || ferror(stdout) != 0; }
