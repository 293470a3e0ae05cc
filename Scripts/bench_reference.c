/*
 * bench_reference: the minimal ncursesw program that Scripts/bench measures next to
 * tabsim, to tell what the terminal, the pty and ncurses cost on their own.
 *
 * It draws the same kind of screen as tabsim's bench prototype, in the same places:
 *   row 0            " Title" (bold)
 *   rows 1..LINES-4  the section's rows, "  One row 1", ... (row 1 on a grey band,
 *                    like tabsim's unfocused list cursor)
 *   row LINES-3      a thin rule
 *   rows LINES-2..-1 a 5-item bottom bar: icon over label, the selected one bold and
 *                    tinted (label underlined), the others grey
 * Right/Left select the next/previous section (no wrap), q quits. It redraws the
 * whole screen into stdscr on each change and lets ncurses send only the difference.
 * Narrow API only (UTF-8 text through addstr, which ncursesw decodes).
 *
 * Build: cc -O2 -o bench_reference bench_reference.c -lncursesw
 * Usage: bench_reference [ROWS_PER_SECTION]   (default 1000)
 */
#include <curses.h>
#include <locale.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define SECTIONS 5
#define ROW_TEXT 32

enum { PAIR_CURSOR = 1, PAIR_RULE, PAIR_ACTIVE, PAIR_INACTIVE };

static const char *names[SECTIONS] = {"One", "Two", "Three", "Four", "Five"};
static const char *icons_unfilled[SECTIONS] = {"○", "□", "△", "◇", "☆"};
static const char *icons_filled[SECTIONS] = {"●", "■", "▲", "◆", "★"};

static char *rows[SECTIONS]; /* rows_per_section texts of ROW_TEXT bytes each */
static int rows_per_section = 1000;

static void make_rows(void) {
    for (int s = 0; s < SECTIONS; s++) {
        rows[s] = malloc((size_t)rows_per_section * ROW_TEXT);
        if (rows[s] == NULL) exit(1);
        for (int n = 0; n < rows_per_section; n++)
            snprintf(rows[s] + (size_t)n * ROW_TEXT, ROW_TEXT, "%s row %d", names[s], n + 1);
    }
}

static void start_screen(void) {
    setlocale(LC_ALL, "");
    initscr();
    raw();
    noecho();
    nonl();
    keypad(stdscr, TRUE);
    set_escdelay(25);
    curs_set(0);
    if (has_colors()) {
        start_color();
        use_default_colors();
        int rich = COLORS >= 256;
        init_pair(PAIR_CURSOR, -1, rich ? 238 : COLOR_BLACK);
        init_pair(PAIR_RULE, rich ? 238 : COLOR_BLACK, -1);
        init_pair(PAIR_ACTIVE, rich ? 33 : COLOR_BLUE, -1);
        init_pair(PAIR_INACTIVE, rich ? 245 : COLOR_WHITE, -1);
    }
}

static void draw_list(int section) {
    int first = 1, last = LINES - 4;
    for (int y = first; y <= last && y - first < rows_per_section; y++) {
        const char *text = rows[section] + (size_t)(y - first) * ROW_TEXT;
        if (y == first) {
            attrset(COLOR_PAIR(PAIR_CURSOR));
            mvhline(y, 0, ' ', COLS);
        }
        mvprintw(y, 2, "%s", text);
        attrset(A_NORMAL);
    }
}

static void draw_bar(int section) {
    attrset(COLOR_PAIR(PAIR_RULE));
    move(LINES - 3, 0);
    for (int x = 0; x < COLS; x++) addstr("─");
    int width = COLS / SECTIONS;
    for (int i = 0; i < SECTIONS; i++) {
        int selected = i == section;
        attr_t look = selected ? (A_BOLD | COLOR_PAIR(PAIR_ACTIVE)) : COLOR_PAIR(PAIR_INACTIVE);
        attrset(look);
        mvaddstr(LINES - 2, i * width + width / 2 - 1, selected ? icons_filled[i] : icons_unfilled[i]);
        attrset(selected ? (look | A_UNDERLINE) : look);
        mvaddstr(LINES - 1, i * width + (width - (int)strlen(names[i])) / 2, names[i]);
    }
    attrset(A_NORMAL);
}

static void draw(int section) {
    erase();
    attrset(A_BOLD);
    mvprintw(0, 1, "%s", names[section]);
    attrset(A_NORMAL);
    draw_list(section);
    draw_bar(section);
    refresh();
}

int main(int argc, char **argv) {
    if (argc > 1) rows_per_section = atoi(argv[1]) > 0 ? atoi(argv[1]) : rows_per_section;
    make_rows();
    start_screen();
    int section = 0;
    draw(section);
    for (;;) {
        int key = getch();
        int next = section;
        if (key == 'q' || key == ERR) break;
        if (key == KEY_RIGHT && section + 1 < SECTIONS) next = section + 1;
        if (key == KEY_LEFT && section > 0) next = section - 1;
        if (key == KEY_RESIZE || next != section) {
            section = next;
            draw(section);
        }
    }
    curs_set(1);
    endwin();
    return 0;
}
