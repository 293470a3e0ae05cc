"""The prototypes Scripts/bench measures, and what their finished frames look like on
the emulated (pyte) screen.

Sections prototype: 5 sections ("One" … "Five") of 1,000 generated rows each,
"<Name> row <n>"; the switches use it with `transition: none`, the slides with
`transition: slide` and a duration.
Strip prototype: one section whose `pages:` is a Scroll strip of 1,000 pages
"Page <n>", each listing "P<n> first row", "P<n> second row", "P<n> third row", so
that every page's first row is unique.
"""

import re
from pathlib import Path

NAMES = ["One", "Two", "Three", "Four", "Five"]
ICONS = ["○ ●", "□ ■", "△ ▲", "◇ ◆", "☆ ★"]
ROWS_PER_SECTION = 1000
STRIP_PAGES = 1000


# -- writing the prototypes --------------------------------------------------------

def write_sections_prototype(directory, filename, transition, duration=None):
    """The 5 x 1,000-row prototype with the given `transition` (and `duration` in ms)."""
    lines = ["name: Bench", f"transition: {transition}"]
    if duration is not None:
        lines.append(f"duration: {duration}")
    lines.append("sections:")
    for name, icon in zip(NAMES, ICONS):
        lines += [f"  - label: {name}", f'    icon: "{icon}"', "    screen:", f"      title: {name}",
                  f'      rows: {{count: {ROWS_PER_SECTION}, text: "{name} row {{n}}"}}']
    return _write(directory, filename, lines)


def write_strip_prototype(directory, filename="strip.yaml", pages=STRIP_PAGES):
    """One section with a Scroll strip of `pages` pages (STRIP_PAGES), `transition: none`."""
    lines = ["name: Strip bench", "transition: none", "sections:", "  - label: Pages", '    icon: "○ ●"',
             "    pages:", "      style: scroll", "      header: {title: Pages}", "      items:"]
    for n in range(1, pages + 1):
        lines.append(f'        - {{label: "Page {n}", rows: ["P{n} first row", "P{n} second row", "P{n} third row"]}}')
    return _write(directory, filename, lines)


def _write(directory, filename, lines):
    path = Path(directory) / filename
    path.write_text("\n".join(lines) + "\n")
    return path


# -- reading the emulated screen ------------------------------------------------------

def row_text(screen, y):
    line = screen.buffer[y]
    return "".join(line[x].data for x in range(screen.columns))


def bar_selects(screen, index):
    """Whether the bar's label row (the lowest row naming every section) shows
    `index` bold and every other label not."""
    for y in reversed(range(screen.lines)):
        text = row_text(screen, y)
        places = [re.search(rf"\b{name}\b", text) for name in NAMES]
        if all(places):
            return all(screen.buffer[y][m.start()].bold == (i == index) for i, m in enumerate(places))
    return False


def shows_section(index):
    """Section `index` fully on screen: its title on the top row, its rows "<Name> row 1",
    "row 2", ... filling the list with no row of another section left, and its label
    alone bold in the bar. The bar, drawn last, is checked first, so that a frame still
    being drawn is turned down cheaply. Positions are not checked (see `shows_section_settled`)."""
    name = NAMES[index]

    def condition(screen):
        if not bar_selects(screen, index):
            return False
        rows = [row_text(screen, y).strip() for y in range(screen.lines)]
        if rows[0] != name:
            return False
        listed = [row for row in rows if re.fullmatch(r"\w+ row \d+", row)]
        expected = [f"{name} row {n}" for n in range(1, len(listed) + 1)]
        return listed == expected and len(listed) >= screen.lines - 6

    return condition


def sidebar_selects(screen, index, width):
    """Whether the sidebar (the leftmost `width` columns) shows section `index`'s
    filled icon and every other section's unfilled one."""
    glyphs = {}
    for y in range(screen.lines):
        text = row_text(screen, y)[:width]
        for i, name in enumerate(NAMES):
            match = re.search(rf"(\S) {name}\b", text)
            if match:
                glyphs[i] = match.group(1)
    unfilled_filled = [icon.split() for icon in ICONS]
    return len(glyphs) == len(NAMES) and all(
        glyphs[i] == unfilled_filled[i][1 if i == index else 0] for i in range(len(NAMES)))


def content_left(screen):
    """The first column of the section's screen on a still screen showing a section's
    first rows: 0 above a bottom bar, the sidebar's width beside a sidebar. None when
    no "<Name> row 1" shows."""
    for y in range(screen.lines):
        match = re.search(r"\w+ row 1\b", row_text(screen, y))
        if match:
            return max(0, match.start() - 2)
    return None


def shows_section_settled(index, left):
    """Section `index` with everything exactly where a still screen has it: in the
    columns from `left` on, the title from column left+1 and the rows "<Name> row 1", ...
    from column left+2, filling the list; the bar (left 0) or the sidebar (left > 0)
    selecting it. A slide's last frame, not one of the frames just before it that show
    the same text a column or two aside."""
    name = NAMES[index]

    def condition(screen):
        navigation = sidebar_selects(screen, index, left) if left > 0 else bar_selects(screen, index)
        if not navigation:
            return False
        rows = [row_text(screen, y)[left:].rstrip() for y in range(screen.lines)]
        if rows[0] != f" {name}":
            return False
        listed = [row for row in rows if re.fullmatch(r"\s*\w+ row \d+", row)]
        expected = [f"  {name} row {n}" for n in range(1, len(listed) + 1)]
        return listed == expected and len(listed) >= screen.lines - 6

    return condition


def page_label(page):
    """The strip label of page `page` (0-based)."""
    return f"Page {page + 1}"


def shows_page(page, focused):
    """Page `page` (0-based) of the strip prototype on screen: its first row in the
    list and no other page's, and in the strip its label bold (and underlined when the
    strip has focus) with every other label shown not bold."""
    first_row = f"P{page + 1} first row"

    def condition(screen):
        rows = [row_text(screen, y) for y in range(screen.lines)]
        firsts = [row.strip() for row in rows if re.fullmatch(r"\s*P\d+ first row\s*", row)]
        if firsts != [first_row]:
            return False
        strip_y = next((y for y, row in enumerate(rows) if re.search(r"\bPage \d+\b", row)), None)
        if strip_y is None:
            return False
        labels = list(re.finditer(r"\bPage (\d+)\b", rows[strip_y]))
        active = [m for m in labels if m.group(0) == page_label(page)]
        if len(active) != 1:
            return False
        cell = screen.buffer[strip_y][active[0].start()]
        others_plain = all(not screen.buffer[strip_y][m.start()].bold for m in labels if m is not active[0])
        return cell.bold and cell.underscore == focused and others_plain

    return condition
