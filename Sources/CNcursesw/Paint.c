// Painting: the screen's size and colours, cells with their attributes, and frames.
#include "Shim.h"

#include <stdio.h>

int tabsim_lines(void) { return LINES; }
int tabsim_cols(void) { return COLS; }
int tabsim_has_colors(void) { return has_colors(); }
int tabsim_colors(void) { return COLORS; }
int tabsim_color_pairs(void) {
#if TABSIM_HAS_NCURSES6
    return COLOR_PAIRS;
#else
    // Without extended colours a cell keeps its pair in 8 bits of its attributes
    // (A_COLOR), so a pair above 255 would show as another.
    return COLOR_PAIRS < 256 ? COLOR_PAIRS : 256;
#endif
}

int tabsim_init_pair(int pair, int fg, int bg) {
#if TABSIM_HAS_NCURSES6
    return init_extended_pair(pair, fg, bg);
#else
    // ncurses 5 pairs and colours are shorts; the Swift side stays below
    // tabsim_color_pairs() and COLORS.
    return init_pair((short)pair, (short)fg, (short)bg);
#endif
}

int tabsim_cell_capacity(void) { return CCHARW_MAX; }

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
#if defined(A_ITALIC)
    if (attrs & TABSIM_ATTR_ITALIC) a |= A_ITALIC;
#else
    // ncurses 5.7 has no italic: underline stands in, so the style still differs.
    if (attrs & TABSIM_ATTR_ITALIC) a |= A_UNDERLINE;
#endif
    cchar_t cell;
#if TABSIM_HAS_NCURSES6
    // Extended colours: the pair as an int in `opts`, so pairs beyond 32767 fit.
    if (setcchar(&cell, buffer, a, 0, &pair) != OK) return ERR;
#else
    // ncurses 5 (and 6 without extended colours) refuses any `opts`: the pair goes in
    // the short, which tabsim_color_pairs() keeps it within.
    if (setcchar(&cell, buffer, a, (short)pair, NULL) != OK) return ERR;
#endif
    // Writing the bottom-right cell makes curses report ERR after drawing it (the
    // cursor cannot move on); anywhere else ERR means the cell was not drawn.
    int written = mvwadd_wch(stdscr, y, x, &cell);
    return written == OK || (y == LINES - 1 && x >= COLS - 2) ? OK : ERR;
}

void tabsim_refresh(void) {
    if (tabsim_synchronized_output()) {
        fputs("\033[?2026h", stdout);
        fflush(stdout);
    }
    wnoutrefresh(stdscr);
    doupdate();
    if (tabsim_synchronized_output()) {
        fputs("\033[?2026l", stdout);
        fflush(stdout);
    }
}

void tabsim_bell(void) { beep(); }
void tabsim_flash(void) { flash(); }

void tabsim_set_title(const char *title) {
    fprintf(stdout, "\033]2;%s\007", title);
    fflush(stdout);
}
