"""Writes the linker script that groups the code a live session runs (Scripts/order-file).

    python3 hot_sections.py LINK_MAP OUT.ld CALLGRIND_OUT...

LINK_MAP is lld's -Map of the traced binary; each CALLGRIND_OUT a callgrind profile made
with --dump-instr=yes --compress-strings=no --compress-pos=no, so that it lists the
address of every instruction that ran. Each address is looked up in the map's input
sections of the program's code, and every section that ran is named, by its object file
and section name, in one output section placed before .text. Naming sections rather than
symbols reaches code that has no symbol: Swift's unnamed private helpers (value witnesses
merged into thunks, object destroyers), each of which otherwise keeps a block of cold code
resident around it.
"""

import bisect
import re
import sys

# "   VMA   LMA   Size Align      file:(section)" in lld's map; symbols are indented deeper.
INPUT_SECTION = re.compile(r"^\s+([0-9a-f]+)\s+[0-9a-f]+\s+([0-9a-f]+)\s+\d+ {9}(\S.*):\((\S+)\)$")
OUTPUT_SECTION = re.compile(r"^\s+[0-9a-f]+\s+[0-9a-f]+\s+[0-9a-f]+\s+\d+ (\S+)$")
CODE_SECTIONS = {".text", ".text.hot"}


def code_sections(map_path):
    """(start, size, file, section) of every input section in the program's code."""
    sections, output = [], None
    with open(map_path, encoding="utf-8", errors="replace") as lines:
        for line in lines:
            line = line.rstrip("\n")
            if match := OUTPUT_SECTION.match(line):
                output = match.group(1)
            elif output in CODE_SECTIONS and (match := INPUT_SECTION.match(line)):
                start, size = int(match.group(1), 16), int(match.group(2), 16)
                if size:
                    sections.append((start, size, match.group(3), match.group(4)))
    return sorted(sections)


def executed_addresses(profile_path):
    """Addresses of the instructions of the traced program itself that ran."""
    addresses, in_program = set(), False
    with open(profile_path, encoding="utf-8", errors="replace") as lines:
        for line in lines:
            if line.startswith("ob="):
                in_program = line.rstrip("\n").endswith("/tabsim")
            elif in_program and line.startswith("0x"):
                addresses.add(int(line.split(None, 1)[0], 16))
    return addresses


def file_pattern(path):
    """The object's name as a linker-script pattern, free of where it was built:
    `*/TabsimCore.build/Renderer.swift.o` (a module's objects share names with other
    modules'), `*libswiftCore.a:Swift.o` for an archive member, `*/crtbegin.o`."""
    if member := re.fullmatch(r"(.*)\((.*)\)", path):
        return "*" + member.group(1).rsplit("/", 1)[-1] + ":" + member.group(2)
    parts = path.split("/")
    return "*/" + "/".join(parts[-2:] if len(parts) > 1 and parts[-2].endswith(".build") else parts[-1:])


def main(map_path, out_path, profiles):
    sections = code_sections(map_path)
    if not sections:
        sys.exit(f"hot_sections: {map_path} lists no code sections")
    starts = [start for start, _, _, _ in sections]
    ran = set()
    for profile in profiles:
        for address in executed_addresses(profile):
            index = bisect.bisect_right(starts, address) - 1
            if index >= 0 and address < starts[index] + sections[index][1]:
                ran.add(index)
    if not ran:
        sys.exit("hot_sections: no instruction of the program ran in " + " ".join(profiles))
    names = sorted({f"{file_pattern(sections[i][2])}({sections[i][3]})" for i in ran})
    with open(out_path, "w", encoding="utf-8") as out:
        out.write("/* The code live sessions run, grouped so that fewer pages of the binary stay\n"
                  "   resident. Made by Scripts/order-file; Scripts/release-flags links with it. */\n")
        out.write("SECTIONS {\n  .text.hot : {\n")
        out.writelines(f"    {name}\n" for name in names)
        out.write("  }\n} INSERT BEFORE .text;\n")
    print(f"{len(names)} sections, {sum(sections[i][1] for i in ran) // 1024} KiB", file=sys.stderr)


if __name__ == "__main__":
    if len(sys.argv) < 4:
        sys.exit(__doc__)
    main(sys.argv[1], sys.argv[2], sys.argv[3:])
