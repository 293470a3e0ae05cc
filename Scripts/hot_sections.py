"""The linker script that groups what a live session touches in the binary (Scripts/order-file).

    python3 hot_sections.py --addresses LINK_MAP OUT < TRACE
    python3 hot_sections.py LINK_MAP OUT.ld ADDRESSES...

LINK_MAP is lld's -Map of the traced binary. The first form reads a valgrind lackey trace
(--trace-mem=yes: the address of every instruction that ran and of every load and store)
and writes the distinct addresses of it that fall in the binary's code and data, one a
line. The second looks each of those addresses up in the map's input sections and names
every section touched, by object file and section name, in output sections placed
before the program's own: code before .text, constants before .rodata, variables before
.data, and the data the loader relocates first in .data.rel.ro (which must keep its name
to stay read-only after relocation). Naming sections rather than symbols reaches code that
has no symbol: Swift's unnamed private helpers (value witnesses merged into thunks,
object destroyers), each of which otherwise keeps a block of cold code resident around
it.
"""

import bisect
import re
import sys

# "   VMA   LMA   Size Align      file:(section)" in lld's map; symbols are indented deeper.
INPUT_SECTION = re.compile(r"^\s+([0-9a-f]+)\s+[0-9a-f]+\s+([0-9a-f]+)\s+\d+ {9}(\S.*):\((\S+)\)$")
OUTPUT_SECTION = re.compile(r"^\s+[0-9a-f]+\s+[0-9a-f]+\s+[0-9a-f]+\s+\d+ (\S+)$")
# The program's output sections whose input sections are grouped, each with the output
# section of its group (a binary already linked with this script has both); and where
# each group goes.
GROUPS = {".text": ".text.hot", ".text.hot": ".text.hot", ".rodata": ".rodata.hot", ".rodata.hot": ".rodata.hot",
          ".data": ".data.hot", ".data.hot": ".data.hot", ".data.rel.ro": ".data.rel.ro"}
PLACES = [(".text.hot", "INSERT BEFORE .text"), (".rodata.hot", "INSERT BEFORE .rodata"),
          (".data.hot", "INSERT BEFORE .data"), (".data.rel.ro", "INSERT BEFORE .dynamic")]


def grouped_sections(map_path):
    """(start, size, file, section, group) of every input section that can be grouped;
    the linker's own (`<internal>`: merged strings and constants, the GOT) cannot."""
    sections, group = [], None
    with open(map_path, encoding="utf-8", errors="replace") as lines:
        for line in lines:
            line = line.rstrip("\n")
            if match := OUTPUT_SECTION.match(line):
                group = GROUPS.get(match.group(1))
            elif group and (match := INPUT_SECTION.match(line)):
                start, size, path = int(match.group(1), 16), int(match.group(2), 16), match.group(3)
                if size and path != "<internal>":
                    sections.append((start, size, path, match.group(4), group))
    if not sections:
        sys.exit(f"hot_sections: {map_path} lists no sections of code or data")
    return sorted(sections)


def write_addresses(map_path, out_path, trace):
    """The distinct addresses in the binary's sections among a lackey trace's
    `I  0048a1b2,5` (an instruction) and ` L 010e04b0,8` (a load; S a store, M both)."""
    sections = grouped_sections(map_path)
    low, high = sections[0][0], max(start + size for start, size, _, _, _ in sections)
    touched = set()
    for line in trace:
        # Lackey prints an address in at least 8 digits: one below 2^32 puts the comma at 11.
        if len(line) > 11 and line[11] == "," and (line[0] == "I" or line[1] in "LSM"):
            address = int(line[3:11], 16)
            if low <= address < high:
                touched.add(address)
    with open(out_path, "w", encoding="utf-8") as out:
        out.writelines(f"{address:x}\n" for address in sorted(touched))


def file_pattern(path):
    """The object's name as a linker-script pattern, free of where it was built:
    `*/TabsimCore.build/Renderer.swift.o` (a module's objects share names with other
    modules'), `*libswiftCore.a:Swift.o` for an archive member, `*/crtbegin.o`."""
    if member := re.fullmatch(r"(.*)\((.*)\)", path):
        return "*" + member.group(1).rsplit("/", 1)[-1] + ":" + member.group(2)
    parts = path.split("/")
    return "*/" + "/".join(parts[-2:] if len(parts) > 1 and parts[-2].endswith(".build") else parts[-1:])


def write_script(map_path, out_path, address_files):
    sections = grouped_sections(map_path)
    starts = [start for start, _, _, _, _ in sections]
    touched = set()
    for address_file in address_files:
        with open(address_file, encoding="utf-8") as lines:
            for line in lines:
                address = int(line, 16)
                index = bisect.bisect_right(starts, address) - 1
                if index >= 0 and address < starts[index] + sections[index][1]:
                    touched.add(index)
    if not any(sections[index][4] == ".text.hot" for index in touched):
        sys.exit("hot_sections: no instruction of the program ran in " + " ".join(address_files))
    with open(out_path, "w", encoding="utf-8") as out:
        out.write("/* What live sessions touch in the binary, grouped so that fewer of its pages stay\n"
                  "   resident. Made by Scripts/order-file; Scripts/release-flags links with it. */\n")
        for group, place in PLACES:
            names = sorted({f"{file_pattern(sections[i][2])}({sections[i][3]})" for i in touched if sections[i][4] == group})
            if names:
                out.write(f"SECTIONS {{\n  {group} : {{\n")
                out.writelines(f"    {name}\n" for name in names)
                out.write(f"  }}\n}} {place};\n")
            size = sum(sections[i][1] for i in touched if sections[i][4] == group)
            print(f"{group}: {len(names)} sections, {size // 1024} KiB", file=sys.stderr)


if __name__ == "__main__":
    if len(sys.argv) == 4 and sys.argv[1] == "--addresses":
        write_addresses(sys.argv[2], sys.argv[3], sys.stdin)
    elif len(sys.argv) >= 4 and not sys.argv[1].startswith("-"):
        write_script(sys.argv[1], sys.argv[2], sys.argv[3:])
    else:
        sys.exit(__doc__)
