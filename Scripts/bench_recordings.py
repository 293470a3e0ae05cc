"""Recordings Scripts/bench replays, written as `tabsim --log` writes them, of the
built-in bookshelf example at 80x24 (`transition: slide`, 280 ms): a launch entry
(its prototype hash is asked of the binary, through `tabsim examples bookshelf`),
then one entry per input, then the quit entry.

Replay: `inputs` inputs that go round the sections, into More's list and back, push a
screen and pop it, each 150 to 400 ms after the one before (slides play between them).
Study: participants who do 10 tasks in order (a task file of sections to reach), most
straight away, some after a wrong section first; every participant starts on Reading,
so many share each task's start.
"""

import functools
import hashlib
import json
import random
import subprocess
from pathlib import Path

EXAMPLE = "bookshelf"
SIZE = "80x24"
# The bookshelf's sections by their digit: 1 Reading … 8 Settings (5 to 8 under More).
SECTIONS = ["Reading", "Library", "Store", "Search", "Audiobooks", "Collections", "Downloads", "Settings"]
# A round of replay inputs: sections, a push and a pop, More's list and back.
REPLAY_ROUND = ["right", "right", "down", "enter", "esc", "left", "5", "6", "down", "up", "1", "2", "3", "7", "esc", "4"]
# The study's tasks, by the digit that reaches each section.
TASKS = [2, 3, 4, 5, 6, 7, 8, 1, 2, 7]


@functools.lru_cache
def example_hash(tabsim):
    """SHA-256 of the example's text (`tabsim examples` prints it with a newline after)."""
    source = subprocess.run([str(tabsim), "examples", EXAMPLE], stdout=subprocess.PIPE, check=True).stdout
    return hashlib.sha256(source.removesuffix(b"\n")).hexdigest()


def launch_entry(tabsim, participant=None):
    """The first line: the example, its settings and hash as the binary states them."""
    entry = {"t_ms": 0, "at": "2026-01-01T00:00:00.000Z", "event": "launch", "format": 2, "tabsim": "0.2.0",
             "prototype": f"example:{EXAMPLE}", "prototype_name": "Bookshelf",
             "prototype_sha256": example_hash(str(tabsim)),
             "outline": ["Reading", "Library", "Store", "Store/Featured", "Store/Top charts", "Store/New", "Search",
                         "Audiobooks", "Collections", "Downloads", "Settings"],
             "transition": "slide", "duration": 280, "reduce_motion": False, "size_class": "auto",
             "orientation": "auto", "layout": "auto", "input_mode": "both", "haptics": "off", "remember": "never",
             "size": SIZE, "section": "Reading"}
    if participant:
        entry["participant"] = participant
    return json.dumps(entry, separators=(",", ":"))


def _lines(header, inputs, seed):
    """The recording's lines: the header, each input at its time, then quit."""
    rng = random.Random(seed)
    lines, now = [header], 0
    for token in inputs:
        now += rng.randint(150, 400)
        lines.append(json.dumps({"t_ms": now, "at": "2026-01-01T00:00:00.000Z", "input": token},
                                separators=(",", ":")))
    now += 500
    lines.append(json.dumps({"t_ms": now, "at": "2026-01-01T00:00:00.000Z", "event": "quit", "section": "Reading"},
                            separators=(",", ":")))
    return "\n".join(lines) + "\n"


def write_replay_recording(tabsim, directory, inputs):
    """A recording of `inputs` inputs; returns its path."""
    tokens = [REPLAY_ROUND[i % len(REPLAY_ROUND)] for i in range(inputs)]
    path = Path(directory) / f"replay-{inputs}.jsonl"
    path.write_text(_lines(launch_entry(tabsim), tokens, seed=inputs))
    return path


def write_task_file(directory):
    """The study's 10 tasks: reach a section."""
    lines = ["study Bench"]
    for number, digit in enumerate(TASKS, 1):
        lines += [f"task {number}. Find {SECTIONS[digit - 1]}", f"expect section {SECTIONS[digit - 1]}"]
    path = Path(directory) / "tasks.txt"
    path.write_text("\n".join(lines) + "\n")
    return path


def write_study_recordings(tabsim, directory, count):
    """`count` participants' recordings in a folder of their own; returns their paths."""
    folder = Path(directory) / f"study-{count}"
    folder.mkdir(exist_ok=True)
    paths = []
    for number in range(1, count + 1):
        rng = random.Random(number)
        tokens = []
        for digit in TASKS:
            if rng.random() < 0.3:  # a wrong section first
                tokens.append(str(rng.choice([d for d in range(1, 9) if d != digit])))
            tokens.append(str(digit))
        path = folder / f"p{number:04d}.jsonl"
        path.write_text(_lines(launch_entry(tabsim, f"p{number}"), tokens, seed=number))
        paths.append(path)
    return paths
