// Signals, and the wait for input that they wake: the terminal, the watched file and
// the signals' wake pipe, with a suspend and a resize carried out on the way.
#include "Shim.h"

#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/select.h>
#include <unistd.h>

static volatile sig_atomic_t stop_signal = 0;
static volatile sig_atomic_t suspend_requested = 0;
/// Set by SIGWINCH: the terminal may have a new size.
static volatile sig_atomic_t resize_pending = 0;
/// Written to by the signal handlers, so a signal that arrives just before the loop
/// blocks on input still wakes it (the self-pipe trick).
static int wake_pipe[2] = {-1, -1};
/// A file watcher's descriptor the wait for input also ends on, or -1.
static int watch_fd = -1;

/// Waits until one of `fds` (entries of -1 are left out) is readable, for up to
/// `timeout_ms` (-1: no limit), and sets `readable[i]` for each that is. Returns how many
/// are. select(), not poll(): macOS's poll() does not support terminals (it answers
/// POLLNVAL for a tty at once), while select() waits on a tty, a pipe and a kqueue
/// alike on both systems, so Linux runs the code macOS runs.
int shim_wait_readable(const int *fds, int count, int timeout_ms, int *readable) {
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

static void wake(void) {
    if (wake_pipe[1] >= 0) {
        int saved = errno;
        (void)!write(wake_pipe[1], "x", 1);
        errno = saved;
    }
}

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
    shim_restore_after_crash();
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

/// Resizes ncurses' screen to the terminal's size, if that changed.
static void follow_terminal_size(void) {
    struct winsize size;
    if (ioctl(STDOUT_FILENO, TIOCGWINSZ, &size) != 0 || size.ws_row == 0 || size.ws_col == 0) return;
    if (size.ws_row != LINES || size.ws_col != COLS) resizeterm(size.ws_row, size.ws_col);
}

unsigned tabsim_wait(int timeout_ms) {
    unsigned woke = 0;
    if (suspend_requested) {
        suspend_requested = 0;
        shim_suspend();
        woke |= TABSIM_WAIT_RESUMED;
    }
    if (!stop_signal && !resize_pending && !woke) {
        int fds[3] = {STDIN_FILENO, wake_pipe[0], watch_fd}, readable[3];
        shim_wait_readable(fds, 3, timeout_ms, readable);
        if (readable[1]) {
            char drained[64];
            while (read(wake_pipe[0], drained, sizeof drained) > 0) {}
        }
        if (readable[0]) woke |= TABSIM_WAIT_INPUT;
        if (readable[2]) woke |= TABSIM_WAIT_WATCH;
    }
    // The terminal may have been resized while the program was stopped, too.
    if (resize_pending || (woke & TABSIM_WAIT_RESUMED)) {
        resize_pending = 0;
        follow_terminal_size();
        woke |= TABSIM_WAIT_RESIZE;
    }
    return woke;
}

void tabsim_set_watch_fd(int fd) { watch_fd = fd; }
