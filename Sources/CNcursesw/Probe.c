// Questions put to the terminal before ncurses starts: synchronized output and its
// background colour.
#include "Shim.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>
#include <termios.h>
#include <time.h>
#include <unistd.h>

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

/// Questions put and not yet answered (shim_probe_ask), with the modes to give back.
static int pending = 0;
static int pending_sync = 0, pending_background = 0;
static long pending_deadline = 0;
static struct termios pending_saved;

static void hear_at_exit(void) { (void)shim_probe_hear(); }

/// Asks the terminal, before ncurses starts, whether it supports synchronized output
/// (DECRQM 2026; TABSIM_SYNC_OUTPUT=off skips that question) and, with `ask_background`,
/// for its background colour (OSC 11, answered by xterm, Terminal.app, iTerm2, kitty and
/// VTE), then the Device Attributes (DA1) that every terminal answers, last. Its input
/// is set not to echo the answers meanwhile.
void shim_probe_ask(int ask_background) {
    if (pending) return;
    const char *setting = getenv("TABSIM_SYNC_OUTPUT");
    int ask_sync = !(setting != NULL && (strcmp(setting, "off") == 0 || strcmp(setting, "0") == 0));
    if (!ask_sync && !ask_background) return;
    struct termios raw;
    if (tcgetattr(STDIN_FILENO, &pending_saved) != 0) return;
    raw = pending_saved;
    raw.c_lflag &= ~(tcflag_t)(ICANON | ECHO);
    raw.c_cc[VMIN] = 0;
    raw.c_cc[VTIME] = 0;
    tcsetattr(STDIN_FILENO, TCSANOW, &raw);
    static const char sync_query[] = "\033[?2026$p", background_query[] = "\033]11;?\007", attributes_query[] = "\033[c";
    if (ask_sync) (void)!write(STDOUT_FILENO, sync_query, sizeof sync_query - 1);
    if (ask_background) (void)!write(STDOUT_FILENO, background_query, sizeof background_query - 1);
    (void)!write(STDOUT_FILENO, attributes_query, sizeof attributes_query - 1);
    pending = 1;
    pending_sync = ask_sync;
    pending_background = ask_background;
    pending_deadline = now_ms() + 300;
    // A process that stops before reading the answers (a prototype that does not load)
    // still reads them, so they never reach the shell, and gives the modes back.
    static int at_exit = 0;
    if (!at_exit) at_exit = atexit(hear_at_exit) == 0;
}

/// Waits for the answers until 300 ms after the asking: once the DA1 answer is in, a
/// terminal that ignores a question has said all it will. Runs before tabsim reads input.
int shim_probe_hear(void) {
    if (!pending) return 0;
    pending = 0;
    char reply[512] = "";
    size_t length = 0;
    while (length + 1 < sizeof reply) {
        // Past the deadline (a prototype that took long to load), what has come is
        // still read, without waiting for more.
        long left = pending_deadline - now_ms();
        int input = STDIN_FILENO, readable;
        if (shim_wait_readable(&input, 1, left > 0 ? (int)left : 0, &readable) == 0) break;
        ssize_t got = read(STDIN_FILENO, reply + length, sizeof reply - 1 - length);
        if (got <= 0) break;
        length += (size_t)got;
        reply[length] = '\0';
        // "ESC [ ? 2026 ; 1 $ y" (set) or "; 2" (reset) means it is supported.
        if (pending_sync && (strstr(reply, "\033[?2026;1$y") != NULL || strstr(reply, "\033[?2026;2$y") != NULL)) sync_output = 1;
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
    if (pending_background) background = parse_background(reply);
    tcsetattr(STDIN_FILENO, TCSANOW, &pending_saved);
    return 1;
}

void shim_probe_terminal(int ask_background) {
    shim_probe_ask(ask_background);
    (void)shim_probe_hear();
}

void shim_probe_forget_background(void) { background = -1; }

int tabsim_synchronized_output(void) { return sync_output; }
int tabsim_terminal_background(void) { return background; }
