"""Scripts/bench's serve part: `tabsim serve` under load on loopback, with simulated
participants that speak the participant page's protocol (Python `websockets`, from PyPI).

For each number of participants (--serve-participants, 50, 100 and 200 by default) a
fresh server (the release `tabsim-serve`, run with the arguments `tabsim serve` hands it:
a generated task file, the 5-section prototype of Scripts/bench_screens.py with
`transition: none` and 1,000 rows a section, `--port 0`, `--max-sessions` at least N, a
new study folder) serves N participants. Each participant, as the page does:
  1. loads the page (HTTP GET of the participants' link);
  2. opens the WebSocket (`/s/TOKEN/ws`), says hello as an upright phone of 40x30 cells
     (a 2-row task band over the prototype at 40x28), is welcomed, consents, is welcomed
     again with its session and gets the first, full frame; its grid is kept from the
     frames' cell runs, and the bar's labels are found in it;
  3. taps a tab every 1–3 s (uniformly at random, seeded), cycling One → Two → … → Five
     → One, so every tap changes the screen: pointer down on the label's cell, up 60–120
     ms later, each with `client_ms`; and pings every 5 s with the last round trip, as the
     page does. Taps go on for --serve-seconds from the participant's start; participants
     arrive spread over the first seconds (a tenth of the run, at most 10 s), and all stay
     connected until the last has finished, so that N sessions are held at once.

Measured:
  - tap → frame: from just before the pointer-up is sent until the frame message that
    shows the tapped section (its "<Name> row 1" in the grid) has been received and
    applied; p50, p95 and max over every tap. It is measured at the client, so it is an
    upper bound of the server's own time: it includes the loopback, the client's own event
    loop (one Python process driving every participant, on the same 2 cores) and its JSON
    decoding. The ping → pong round trip (the server does next to nothing for it) and the
    client's event-loop lag are shown beside it to tell the two apart. The server does
    not record when a frame went out: a recording's input entry holds `at` (when the
    session took the input, to the millisecond, wall clock) and the page's `client_ms`,
    so `at − client_ms` (same machine, same clock) is the way in only; it is shown too.
  - bytes per frame: the frame messages' text (the WebSocket payload, without its 2–4
    bytes of framing): the mean over all frames after the first, the frames a press draws
    (the pressed tab; every frame that shows no tapped section), the tab switch's frame
    (median and max) and the first, full frame;
  - errors: page loads that failed, WebSockets that failed to open or closed before the
    end, a `full` or `closed` message, taps whose frame did not come within 5 s, and the
    sessions held to the end; afterwards, the recordings: one per participant, with every
    pointer message sent recorded as an input;
  - the server's memory: VmRSS once it listens (no session yet), peak VmHWM and VmRSS at
    the end with every session held (from /proc/PID/status), and (VmHWM − that first
    VmRSS) / N per session;
  - the server's CPU: utime+stime from /proc/PID/stat from the first participant's
    arrival to the end of the last one's taps, as seconds, as a share of one core, and per
    tap;
  - the client's own CPU (it shares the machine).

Errors under load are figures (the issue's target is none at 200), not a failure of the
bench; it fails (exit 1) when the server does not start or print its links within 10 s,
exits during a run, or answers not one tap of a run with its frame, or when a run
outlives its bound.

Bounded: every wait has a timeout, a run is abandoned after ramp + seconds + 60 s, and
the server is stopped (SIGTERM, then SIGKILL after 10 s) and its temporary folder removed
whatever happens.
"""

import asyncio
import atexit
import datetime
import importlib
import json
import os
import random
import re
import resource
import select
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from bench_screens import NAMES, ROWS_PER_SECTION, write_sections_prototype
from bench_session import BenchError

SERVE_SIZE = (40, 30)  # an upright phone's grid (the page's 40 columns), rows as a 390x844 phone's would be at most
TAP_INTERVAL = (1.0, 3.0)  # seconds between a participant's taps
PRESS = (0.06, 0.12)  # seconds between pointer down and up
PING_INTERVAL = 5.0  # seconds, as the page pings
FRAME_TIMEOUT = 5.0  # seconds for a tap's frame before it counts as missing
SLOW_EVERY = 10  # every tenth participant reads slowly: a phone on a poor connection
SLOW_READ_PAUSE = 0.1  # seconds a slow participant waits before reading each message
STEP_TIMEOUT = 10.0  # seconds for a page load, a WebSocket to open, a welcome
STOP_GRACE = 10.0  # seconds the server has to stop on SIGTERM
SEED = 20
WEBSOCKETS_REQUIREMENT = "websockets>=13"  # websockets.asyncio.client

# The targets: (label, test on the figure); information only.
# The client's tap → frame is an upper bound of the server's: above 20 ms it shows nothing
# about the server, so it is then not called missed.
SERVE_TARGETS = {
    "errors": ("none (200 held, no errors)", lambda value: value == 0, "missed"),
    "tap_ms_p95": ("p95 ≤ 20 ms server-side", lambda value: value <= 20, "bound above"),
    "rss_per_session_mib": ("≤ 2 MiB a session", lambda value: value <= 2, "missed"),
    "switch_frame_bytes_max": ("≤ 2 KB at 40x30", lambda value: value <= 2000, "missed"),
}

_servers = set()  # Popen objects of servers that may still run


def _kill_servers():
    for server in list(_servers):
        _kill(server)


def _kill(server):
    """SIGKILLs the server's process group (the server, and anything it left in its
    group once it has exited), and reaps the server."""
    try:
        os.killpg(server.pid, signal.SIGKILL)
    except (ProcessLookupError, PermissionError):
        pass
    server.wait()
    _servers.discard(server)


atexit.register(_kill_servers)


def ensure_websockets(pylib, note):
    """Imports websockets' asyncio client: as installed, else from `pylib`
    (.build-tools/pylib, where Scripts/test puts its PyPI packages), else after
    installing it there from PyPI."""
    if str(pylib) not in sys.path:
        sys.path.append(str(pylib))
    try:
        importlib.import_module("websockets.asyncio.client")
        return importlib.import_module("websockets")
    except ImportError:
        pass
    note(f"installing {WEBSOCKETS_REQUIREMENT} from PyPI into {pylib} ...")
    env = dict(os.environ, PIP_ROOT_USER_ACTION="ignore", PIP_DISABLE_PIP_VERSION_CHECK="1")
    done = subprocess.run([sys.executable, "-m", "pip", "install", "-q", "--disable-pip-version-check", "--upgrade",
                           "--target", str(pylib), WEBSOCKETS_REQUIREMENT], env=env,
                          stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    if done.returncode != 0:
        raise BenchError(f"installing {WEBSOCKETS_REQUIREMENT} failed (exit {done.returncode}):\n{done.stdout[-2000:]}")
    importlib.invalidate_caches()
    for name in [name for name in sys.modules if name == "websockets" or name.startswith("websockets.")]:
        del sys.modules[name]
    try:
        importlib.import_module("websockets.asyncio.client")
        return importlib.import_module("websockets")
    except ImportError as error:
        raise BenchError(f"websockets cannot be imported even after installing it: {error}")


# -- the study ---------------------------------------------------------------------

def write_study(directory):
    """The task file and the prototype. The one task is never done by tapping tabs (its
    check waits for a text no screen shows), so every participant stays in it and every
    tap reaches the prototype."""
    tasks = Path(directory) / "serve-tasks.txt"
    tasks.write_text("study Serve bench\ntask Look through every section\nexpect text This text is never shown\n")
    return tasks, write_sections_prototype(directory, "serve.yaml", "none")


# -- the server --------------------------------------------------------------------

def proc_status(pid):
    fields = {}
    with open(f"/proc/{pid}/status") as status:
        for line in status:
            key, _, value = line.partition(":")
            fields[key] = value.strip()
    return fields


def memory_kib(pid):
    fields = proc_status(pid)
    return {key: int(fields[key].split()[0]) for key in ("VmRSS", "VmHWM")} | {"Threads": int(fields["Threads"])}


def cpu_ticks(pid):
    """utime + stime of the whole process, in clock ticks."""
    with open(f"/proc/{pid}/stat") as stat:
        fields = stat.read().rsplit(")", 1)[1].split()
    return int(fields[11]) + int(fields[12])


class Server:
    """`tabsim-serve` in its own process group, reading its two links from stdout."""

    def __init__(self, binary, tasks, prototype, folder, max_sessions, errors_path):
        self.argv = [str(binary), str(tasks), "--prototype", str(prototype), "--out", str(folder),
                     "--host", "127.0.0.1", "--port", "0", "--max-sessions", str(max_sessions)]
        self.errors_path = errors_path
        self.errors = open(errors_path, "wb")
        self.proc = subprocess.Popen(self.argv, stdout=subprocess.PIPE, stderr=self.errors, stdin=subprocess.DEVNULL,
                                     start_new_session=True)
        _servers.add(self.proc)
        self.stopped_by = None

    def links(self, timeout=STEP_TIMEOUT):
        """The participants' link and the dashboard's, once both are printed."""
        deadline = time.monotonic() + timeout
        output, links = b"", []
        while len(links) < 2:
            left = deadline - time.monotonic()
            if left <= 0 or self.proc.poll() is not None:
                raise BenchError(f"serve: no links from {' '.join(self.argv)} within {timeout:g} s "
                                 f"(exit {self.proc.poll()}); stdout {output[-500:]!r}; stderr {self.stderr_tail()!r}")
            ready, _, _ = select.select([self.proc.stdout], [], [], left)
            if ready:
                chunk = os.read(self.proc.stdout.fileno(), 65536)
                if not chunk:
                    continue
                output += chunk
                links = [line for line in output.decode(errors="replace").splitlines() if line.startswith("http")]
        return links[0], links[1]

    def stderr_tail(self):
        return self.stderr_text()[-1000:]

    def stderr_text(self):
        """What the server wrote on stderr (kept in a file, readable after `stop`)."""
        with open(self.errors_path, "rb") as errors:
            return errors.read().decode(errors="replace")

    def stop(self):
        """SIGTERM (the server ends its sessions, recorded as stopped), SIGKILL after
        STOP_GRACE seconds. Returns the exit status, and how it was stopped."""
        if self.proc.poll() is None:
            self.proc.send_signal(signal.SIGTERM)
            try:
                self.proc.wait(STOP_GRACE)
                self.stopped_by = "SIGTERM"
            except subprocess.TimeoutExpired:
                _kill(self.proc)
                self.stopped_by = f"SIGKILL (still running {STOP_GRACE:g} s after SIGTERM)"
        else:
            self.stopped_by = self.stopped_by or f"exited by itself ({self.proc.returncode})"
        _kill(self.proc)  # its group, should anything be left in it
        self.proc.stdout.close()
        self.errors.close()
        return self.proc.returncode


# -- a participant -----------------------------------------------------------------

def wall_ms():
    return int(time.time() * 1000)


class Grid:
    """The cells as the page draws them, from the frames' runs: one text a cell, "" for
    the right half of a wide glyph."""

    def __init__(self):
        self.cols = self.rows = 0
        self.cells = []

    def apply(self, frame):
        if frame["full"] or frame["cols"] != self.cols or frame["rows"] != self.rows:
            self.cols, self.rows = frame["cols"], frame["rows"]
            self.cells = [[" "] * self.cols for _ in range(self.rows)]
        for run in frame["runs"]:
            text, counts, wide = run["t"], run.get("g"), set(run.get("w") or ())
            if counts:
                glyphs, at = [], 0
                for count in counts:
                    glyphs.append(text[at:at + count])
                    at += count
            else:
                glyphs = list(text)
            row, x = self.cells[run["y"]], run["x"]
            for index, glyph in enumerate(glyphs):
                if x < self.cols:
                    row[x] = glyph
                if index in wide:
                    if x + 1 < self.cols:
                        row[x + 1] = ""
                    x += 2
                else:
                    x += 1

    def row_text(self, y):
        """Row `y` with one character a cell ("\\0" for a wide glyph's right half, "?"
        for a glyph of several scalars), so that a match's start is its column."""
        return "".join(cell if len(cell) == 1 else ("\0" if cell == "" else "?") for cell in self.cells[y])

    def shows_rows_of(self, name):
        first = f"{name} row 1"
        return any(self.row_text(y).strip() == first for y in range(self.rows))

    def tab_cells(self):
        """Where to tap each section's tab: the middle of its label on the lowest row
        that names every section; None when no row does."""
        for y in reversed(range(self.rows)):
            text = self.row_text(y)
            places = [re.search(rf"\b{name}\b", text) for name in NAMES]
            if all(places):
                return [(m.start() + len(m.group(0)) // 2, y) for m in places]
        return None


class Participant:
    """One simulated participant's page: its connection, grid and measurements."""

    def __init__(self, number, websockets, link, start_delay):
        self.number = number
        self.slow = number % SLOW_EVERY == 0
        self.websockets = websockets
        self.link = link
        self.start_delay = start_delay
        self.random = random.Random(SEED * 1_000_003 + number)
        self.grid = Grid()
        self.section = 0
        self.waiting = None  # (section index, pointer-up sent at, asyncio.Event) while a tap awaits its frame
        self.pings = {}
        self.last_round_trip = None
        self.ws = None
        self.errors = []  # (kind, detail)
        self.tap_ms = []
        self.switch_bytes = []
        self.frame_bytes = []  # every frame after the first
        self.first_frame_bytes = None
        self.other_bytes = []  # frames that do not show a tapped section: a press's (the tab pressed)
        self.ping_ms = []
        self.page_ms = None
        self.page_bytes = None
        self.pointer_messages = 0
        self.held = False
        self.welcomes = []
        self.session_ready = asyncio.Event()
        self.tapped = asyncio.Event()  # done tapping (or failed)
        self.closed_early = False  # the connection ended before the bench closed it
        self.closing = False  # the bench is closing the connection

    def error(self, kind, detail=""):
        self.errors.append((kind, detail))

    async def load_page(self, host, port, path):
        started = time.perf_counter()
        reader, writer = await asyncio.open_connection(host, port)
        try:
            writer.write(f"GET {path} HTTP/1.1\r\nHost: {host}:{port}\r\nUser-Agent: tabsim-bench\r\n"
                         "Accept: text/html\r\nConnection: close\r\n\r\n".encode())
            await writer.drain()
            response = await reader.read()
        finally:
            writer.close()
        status = response.split(b"\r\n", 1)[0]
        if b" 200 " not in status + b" ":
            raise BenchError(f"page load answered {status!r}")
        self.page_ms = (time.perf_counter() - started) * 1000
        self.page_bytes = len(response)

    async def run(self, started, seconds, hold_until):
        """Arrives its delay after `started`, taps for `seconds`, stays connected until
        `hold_until` is set; every failure is counted, never raised."""
        try:
            await self.take_part(started + self.start_delay + seconds, hold_until)
        finally:
            self.tapped.set()

    async def take_part(self, end_of_taps, hold_until):
        await asyncio.sleep(self.start_delay)
        _, _, rest = self.link.partition("://")
        address, _, path = rest.partition("/")
        host, _, port = address.rpartition(":")
        try:
            await asyncio.wait_for(self.load_page(host, int(port), "/" + path), STEP_TIMEOUT)
        except (OSError, asyncio.TimeoutError, BenchError) as failure:
            return self.error("page", f"{type(failure).__name__}: {failure}")
        url = f"ws://{address}/{path.rstrip('/')}/ws"
        from websockets.asyncio.client import connect
        try:
            ws = await asyncio.wait_for(connect(url, compression=None, ping_interval=None, max_size=2 ** 20,
                                                user_agent_header="tabsim-bench"), STEP_TIMEOUT)
        except Exception as failure:  # noqa: BLE001 — any failure to open counts
            return self.error("connect", f"{type(failure).__name__}: {failure}")
        self.ws = ws
        reader = asyncio.create_task(self.read())
        pinger = None
        try:
            await self.send({"kind": "hello", "v": 1, "layout": "phone", "cols": SERVE_SIZE[0], "rows": SERVE_SIZE[1],
                             "css_width": 390, "css_height": 844, "user_agent": f"tabsim-bench participant {self.number}",
                             "appearance": "dark", "resume": None})
            try:
                await asyncio.wait_for(self.session_ready.wait(), STEP_TIMEOUT)
            except asyncio.TimeoutError:
                if not self.closed_early:
                    self.error("start", f"no session and first frame within {STEP_TIMEOUT:g} s "
                                        f"({len(self.welcomes)} welcomes)")
                return
            tabs = self.grid.tab_cells()
            if tabs is None:
                return self.error("start", "the first frame shows no bar naming every section")
            pinger = asyncio.create_task(self.ping())
            await self.tap(tabs, end_of_taps)
            self.tapped.set()
            if not self.closed_early:
                await hold_until.wait()
                self.held = not self.closed_early
        except self.websockets.exceptions.ConnectionClosed:
            pass  # counted by the reader
        finally:
            self.closing = True
            if pinger:
                pinger.cancel()
            try:
                await asyncio.wait_for(ws.close(), STEP_TIMEOUT)
            except (asyncio.TimeoutError, OSError):
                pass
            reader.cancel()
            await asyncio.gather(reader, *([pinger] if pinger else []), return_exceptions=True)

    async def send(self, message):
        await self.ws.send(json.dumps(message, separators=(",", ":")))

    async def tap(self, tabs, end_of_taps):
        while not self.closed_early:
            wait = self.random.uniform(*TAP_INTERVAL)
            if time.perf_counter() + wait > end_of_taps:
                return
            await asyncio.sleep(wait)
            target = (self.section + 1) % len(NAMES)
            x, y = tabs[target]
            await self.send({"kind": "pointer", "phase": "down", "x": x, "y": y, "client_ms": wall_ms()})
            self.pointer_messages += 1
            await asyncio.sleep(self.random.uniform(*PRESS))
            done = asyncio.Event()
            message = json.dumps({"kind": "pointer", "phase": "up", "x": x, "y": y, "client_ms": wall_ms()},
                                 separators=(",", ":"))
            self.waiting = (target, time.perf_counter(), done)
            await self.ws.send(message)
            self.pointer_messages += 1
            try:
                await asyncio.wait_for(done.wait(), FRAME_TIMEOUT)
            except asyncio.TimeoutError:
                pass
            if self.closed_early:
                return
            if self.waiting is not None:
                self.waiting = None
                self.error("frame", f"no frame showing {NAMES[target]} within {FRAME_TIMEOUT:g} s of the tap")
                # Where are we? Go on from what the grid shows.
                shown = [index for index, name in enumerate(NAMES) if self.grid.shows_rows_of(name)]
                self.section = shown[0] if shown else self.section
                continue
            self.section = target

    async def ping(self):
        number = 0
        while True:
            await asyncio.sleep(PING_INTERVAL)
            number += 1
            self.pings[number] = time.perf_counter()
            await self.send({"kind": "ping", "id": number, "round_trip_ms": self.last_round_trip})
            self.last_round_trip = None

    async def read(self):
        try:
            async for text in self.ws:
                if self.slow:
                    await asyncio.sleep(SLOW_READ_PAUSE)
                received = time.perf_counter()
                if isinstance(text, bytes):
                    self.error("protocol", "a binary message")
                    continue
                message = json.loads(text)
                kind = message.get("kind")
                if kind == "frame":
                    self.frame(message, len(text.encode()), received)
                elif kind == "pong":
                    sent = self.pings.pop(message.get("id"), None)
                    if sent is not None:
                        self.ping_ms.append((received - sent) * 1000)
                        self.last_round_trip = round((received - sent) * 1000)
                elif kind == "welcome":
                    self.welcomes.append(message)
                    if message.get("session") is None:
                        await self.send({"kind": "consent", "accepted": True, "client_ms": wall_ms()})
                elif kind in ("full", "closed", "done"):
                    self.error(kind, json.dumps(message))
                else:
                    self.error("protocol", f"unknown message {text[:100]!r}")
            reason = "the server closed the WebSocket"
        except self.websockets.exceptions.ConnectionClosed as closed:
            reason = f"the WebSocket closed: {closed}"
        if not self.closing:
            self.closed_early = True
            self.error("closed", reason)
        self.wake()

    def wake(self):
        if self.waiting:
            self.waiting[2].set()

    def frame(self, message, size, received):
        first = self.first_frame_bytes is None
        self.grid.apply(message)
        if first:
            self.first_frame_bytes = size
            if not message["full"]:
                self.error("protocol", "the first frame is not full")
            self.session_ready.set()
            return
        self.frame_bytes.append(size)
        if self.waiting is not None and self.grid.shows_rows_of(NAMES[self.waiting[0]]):
            _, sent, done = self.waiting
            self.tap_ms.append((received - sent) * 1000)
            self.switch_bytes.append(size)
            self.waiting = None
            done.set()
        else:
            self.other_bytes.append(size)


async def loop_lag(samples, stop):
    """How late the client's event loop wakes a 10 ms sleep: its own delay, in ms."""
    while not stop.is_set():
        before = time.perf_counter()
        await asyncio.sleep(0.01)
        samples.append((time.perf_counter() - before - 0.01) * 1000)


async def drive(websockets, server, link, count, seconds, ramp):
    """Runs `count` participants; returns them and the server's figures once every one
    has done its taps, with every session still held."""
    started = time.perf_counter()
    pid = server.proc.pid
    cpu_before = cpu_ticks(pid)
    end_of_taps = started + ramp + seconds
    hold = asyncio.Event()
    participants = [Participant(number + 1, websockets, link, ramp * number / count) for number in range(count)]
    lag, stop = [], asyncio.Event()
    lagging = asyncio.create_task(loop_lag(lag, stop))
    tasks = [asyncio.create_task(participant.run(started, seconds, hold)) for participant in participants]
    # The last taps' frames come within FRAME_TIMEOUT of end_of_taps, or count as missing.
    waits = [asyncio.create_task(participant.tapped.wait()) for participant in participants]
    _, late = await asyncio.wait(waits, timeout=end_of_taps - time.perf_counter() + FRAME_TIMEOUT + STEP_TIMEOUT)
    for wait in late:
        wait.cancel()
    taps_ended = time.perf_counter()
    if server.proc.poll() is not None:
        raise BenchError(f"serve: the server exited ({server.proc.returncode}) during the run: {server.stderr_tail()}")
    cpu_after = cpu_ticks(pid)
    memory = memory_kib(pid)
    connected = sum(1 for p in participants if p.ws is not None and not p.closed_early and p.session_ready.is_set())
    hold.set()
    done, pending = await asyncio.wait(tasks, timeout=STEP_TIMEOUT + FRAME_TIMEOUT)
    for task in pending:
        task.cancel()
    await asyncio.gather(*tasks, *waits, return_exceptions=True)
    stop.set()
    await lagging
    for task in done:
        if task.exception() is not None:
            raise BenchError(f"serve: a participant failed: {task.exception()!r}")
    return participants, {"cpu_ticks": cpu_after - cpu_before, "cpu_wall_s": taps_ended - started,
                          "memory": memory, "connected_at_end": connected, "late_participants": len(late) + len(pending),
                          "loop_lag_ms": lag}


# -- the recordings ----------------------------------------------------------------

def parse_at(text):
    """An entry's `at` (ISO 8601, UTC, milliseconds) as milliseconds since 1970."""
    moment = datetime.datetime.fromisoformat(text.replace("Z", "+00:00"))
    if moment.tzinfo is None:
        moment = moment.replace(tzinfo=datetime.timezone.utc)
    return moment.timestamp() * 1000


def read_recordings(folder):
    """Over the recordings (pN.jsonl): the pointer inputs, each one's `at − client_ms`,
    the round trips, and how the sessions ended (their `quit` entries' reasons)."""
    files = sorted(Path(folder).glob("p*.jsonl"))
    inputs, way_in, round_trips, endings, unreadable = 0, [], 0, {}, 0
    for path in files:
        for line in path.read_text().splitlines():
            try:
                entry = json.loads(line)
            except ValueError:
                unreadable += 1
                continue
            text = entry.get("input")
            if isinstance(text, str) and text.split(":", 1)[0] in ("press", "release", "drag"):
                inputs += 1
                if "client_ms" in entry and "at" in entry:
                    way_in.append(parse_at(entry["at"]) - entry["client_ms"])
            if entry.get("event") == "round_trip":
                round_trips += 1
            if entry.get("event") == "quit":
                reason = entry.get("reason", "quit")
                endings[reason] = endings.get(reason, 0) + 1
    return {"files": len(files), "pointer_inputs": inputs, "way_in_ms": way_in, "round_trips": round_trips,
            "endings": endings, "unreadable_lines": unreadable}


# -- one run, and all --------------------------------------------------------------

def percentile(values, fraction):
    if not values:
        return None
    ordered = sorted(values)
    position = (len(ordered) - 1) * fraction
    low = int(position)
    high = min(low + 1, len(ordered) - 1)
    return ordered[low] + (ordered[high] - ordered[low]) * (position - low)


def measure_once(websockets, binary, temp, count, seconds, note):
    """One server, `count` participants for `seconds`."""
    ramp = min(10.0, seconds / 10)
    tasks, prototype = write_study(temp)
    with tempfile.TemporaryDirectory(prefix=f"tabsim-bench-serve-{count}-", dir=temp) as folder:
        study = Path(folder) / "sessions"
        server = Server(binary, tasks, prototype, study, max(count, 100), Path(folder) / "server-stderr.txt")
        try:
            link, _dashboard = server.links()
            time.sleep(0.2)
            idle_memory = memory_kib(server.proc.pid)
            note(f"serve: {count} participants for {seconds:g} s (arriving over {ramp:g} s) ...")
            client_before = resource.getrusage(resource.RUSAGE_SELF)
            bound = ramp + seconds + 60
            try:
                participants, at_end = asyncio.run(asyncio.wait_for(
                    drive(websockets, server, link, count, seconds, ramp), bound))
            except asyncio.TimeoutError:
                raise BenchError(f"serve: the run of {count} participants did not end within {bound:g} s")
            client_after = resource.getrusage(resource.RUSAGE_SELF)
        finally:
            status = server.stop()
        recordings = read_recordings(study)
        said = server.stderr_text().strip()
    figures = summarize(count, seconds, ramp, participants, at_end, idle_memory, recordings,
                        client_after.ru_utime + client_after.ru_stime - client_before.ru_utime - client_before.ru_stime)
    figures.update(server_exit=status, server_stopped_by=server.stopped_by, server_stderr=said[-2000:])
    if not figures["taps"]:
        raise BenchError(f"serve: not one tap of {count} participants was answered by its frame; "
                         f"errors: {figures['errors']}; e.g. {figures['error_examples']}; server stderr: {said[-500:]!r}")
    return figures


def summarize(count, seconds, ramp, participants, at_end, idle_memory, recordings, client_cpu):
    errors = {}
    examples = {}
    for participant in participants:
        for kind, detail in participant.errors:
            errors[kind] = errors.get(kind, 0) + 1
            examples.setdefault(kind, f"p{participant.number}: {detail}")
    # A slow reader's own pause is in its tap → frame: its figures are apart.
    taps = [ms for p in participants if not p.slow for ms in p.tap_ms]
    slow_taps = [ms for p in participants if p.slow for ms in p.tap_ms]
    pings = [ms for p in participants if not p.slow for ms in p.ping_ms]
    frames = [size for p in participants for size in p.frame_bytes]
    switches = [size for p in participants for size in p.switch_bytes]
    others = [size for p in participants for size in p.other_bytes]
    firsts = [p.first_frame_bytes for p in participants if p.first_frame_bytes is not None]
    pages = [p.page_ms for p in participants if p.page_ms is not None]
    sent = sum(p.pointer_messages for p in participants)
    held = sum(1 for p in participants if p.held)
    if held < count and "not held" not in errors:
        errors["not held"] = count - held
    if at_end["late_participants"]:
        errors["late"] = at_end["late_participants"]
        examples.setdefault("late", "participants still tapping, or not closed, 15 s after their last tap was due")
    if recordings["files"] != count:
        errors["recordings"] = abs(count - recordings["files"])
        examples.setdefault("recordings", f"{recordings['files']} recordings for {count} participants")
    if recordings["pointer_inputs"] != sent:
        errors["inputs lost"] = abs(sent - recordings["pointer_inputs"])
        examples.setdefault("inputs lost", f"{sent} pointer messages sent, {recordings['pointer_inputs']} recorded")
    ticks = os.sysconf("SC_CLK_TCK")
    cpu_seconds = at_end["cpu_ticks"] / ticks
    memory = at_end["memory"]
    lag = at_end["loop_lag_ms"]
    return {
        "participants": count, "seconds": seconds, "ramp_seconds": ramp, "grid": "{}x{}".format(*SERVE_SIZE),
        "taps": len(taps) + len(slow_taps), "pointer_messages": sent,
        "slow_readers": sum(1 for p in participants if p.slow),
        "slow_tap_ms_p50": percentile(slow_taps, 0.5), "slow_tap_ms_p95": percentile(slow_taps, 0.95),
        "sessions_held": held, "connected_at_end": at_end["connected_at_end"],
        "errors_total": sum(errors.values()), "errors": errors, "error_examples": examples,
        "tap_ms_p50": percentile(taps, 0.5), "tap_ms_p95": percentile(taps, 0.95), "tap_ms_max": max(taps, default=None),
        "ping_ms_p50": percentile(pings, 0.5), "ping_ms_p95": percentile(pings, 0.95),
        "client_loop_lag_ms_p50": percentile(lag, 0.5), "client_loop_lag_ms_p95": percentile(lag, 0.95),
        "way_in_ms_p50": percentile(recordings["way_in_ms"], 0.5), "way_in_ms_p95": percentile(recordings["way_in_ms"], 0.95),
        "frame_bytes_mean": sum(frames) / len(frames) if frames else None, "frames": len(frames),
        "other_frames": len(others), "other_frame_bytes_median": percentile(others, 0.5),
        "switch_frame_bytes_median": percentile(switches, 0.5), "switch_frame_bytes_max": max(switches, default=None),
        "first_frame_bytes_median": percentile(firsts, 0.5),
        "page_load_ms_p50": percentile(pages, 0.5),
        "page_bytes": next((p.page_bytes for p in participants if p.page_bytes), None),
        "idle_rss_mib": idle_memory["VmRSS"] / 1024,
        "peak_rss_mib": memory["VmHWM"] / 1024, "end_rss_mib": memory["VmRSS"] / 1024, "threads": memory["Threads"],
        "rss_per_session_mib": (memory["VmHWM"] - idle_memory["VmRSS"]) / 1024 / count,
        "cpu_seconds": cpu_seconds, "cpu_window_seconds": at_end["cpu_wall_s"],
        "cpu_percent_of_one_core": 100 * cpu_seconds / at_end["cpu_wall_s"],
        "cpu_ms_per_tap": 1000 * cpu_seconds / (len(taps) + len(slow_taps)) if taps or slow_taps else None,
        "client_cpu_seconds": client_cpu,
        "recordings": {key: value for key, value in recordings.items() if key != "way_in_ms"},
        "samples": {"tap_ms": taps, "switch_frame_bytes": switches},
    }


def measure_serve(binary, temp, counts, seconds, note, pylib):
    websockets = ensure_websockets(pylib, note)
    runs = []
    for count in counts:
        figures = measure_once(websockets, binary, temp, count, seconds, note)
        figures["targets"] = {}
        for key, (text, test, missed) in SERVE_TARGETS.items():
            value = figures["errors_total" if key == "errors" else key]
            met = value is not None and test(value)
            figures["targets"][key] = {"target": text, "met": met, "verdict": "met" if met else missed}
        runs.append(figures)
    return {"runs": runs, "websockets": websockets.__version__, "server": str(binary)}


# -- the table ----------------------------------------------------------------------

SERVE_ROWS = [  # key, label, format, target key
    ("sessions_held", "sessions held to the end", "{}", None),
    ("errors_total", "errors", "{}", "errors"),
    ("taps", "taps", "{}", None),
    ("tap_ms_p50", "tap → frame, p50 (client)", "{:.1f} ms", None),
    ("tap_ms_p95", "tap → frame, p95 (client)", "{:.1f} ms", "tap_ms_p95"),
    ("tap_ms_max", "tap → frame, max (client)", "{:.1f} ms", None),
    ("slow_readers", "slow readers among them", "{}", None),
    ("slow_tap_ms_p50", "  their tap → frame, p50", "{:.1f} ms", None),
    ("slow_tap_ms_p95", "  their tap → frame, p95", "{:.1f} ms", None),
    ("ping_ms_p50", "ping → pong, p50 (client)", "{:.1f} ms", None),
    ("ping_ms_p95", "ping → pong, p95 (client)", "{:.1f} ms", None),
    ("client_loop_lag_ms_p95", "client event-loop lag, p95", "{:.1f} ms", None),
    ("way_in_ms_p50", "way in (at − client_ms), p50", "{:.0f} ms", None),
    ("way_in_ms_p95", "way in (at − client_ms), p95", "{:.0f} ms", None),
    ("frame_bytes_mean", "bytes per frame, mean", "{:.0f} B", None),
    ("other_frame_bytes_median", "press frame (tab pressed), median", "{:.0f} B", None),
    ("switch_frame_bytes_median", "tab switch frame, median", "{:.0f} B", None),
    ("switch_frame_bytes_max", "tab switch frame, max", "{:.0f} B", "switch_frame_bytes_max"),
    ("first_frame_bytes_median", "first (full) frame", "{:.0f} B", None),
    ("page_load_ms_p50", "page load (HTTP GET), p50 (client)", "{:.1f} ms", None),
    ("page_bytes", "page load, bytes with headers", "{:.0f} B", None),
    ("idle_rss_mib", "server RSS listening, no session", "{:.1f} MiB", None),
    ("peak_rss_mib", "server peak RSS (VmHWM)", "{:.1f} MiB", None),
    ("end_rss_mib", "server RSS at the end (VmRSS)", "{:.1f} MiB", None),
    ("rss_per_session_mib", "(peak − listening) / sessions", "{:.2f} MiB", "rss_per_session_mib"),
    ("cpu_seconds", "server CPU (utime+stime)", "{:.2f} s", None),
    ("cpu_percent_of_one_core", "  share of one core", "{:.0f} %", None),
    ("cpu_ms_per_tap", "  all of it / taps", "{:.2f} ms", None),
    ("client_cpu_seconds", "client CPU (all participants)", "{:.2f} s", None),
]


def print_serve(results):
    runs = results["runs"]
    first = runs[0]
    print(f"setup     tabsim-serve on 127.0.0.1, one task never done, the {len(NAMES)}-section prototype "
          f"({ROWS_PER_SECTION} rows a section, transition none); participants are upright phones of {first['grid']} cells "
          f"(Python websockets {results['websockets']}, one process)")
    print(f"runs      each participant loads the page, consents, then taps the next tab every "
          f"{TAP_INTERVAL[0]:g}–{TAP_INTERVAL[1]:g} s (press {PRESS[0] * 1000:.0f}–{PRESS[1] * 1000:.0f} ms) for "
          f"{first['seconds']:g} s and pings every {PING_INTERVAL:g} s; arrivals spread over the first "
          f"{first['ramp_seconds']:g} s; a fresh server for each number; every {SLOW_EVERY}th reads slowly (waits "
          f"{SLOW_READ_PAUSE * 1000:.0f} ms before each message: a poor connection), its tap → frame and pings apart")
    print("note      tap → frame is timed at the client (pointer-up sent → the frame showing the tapped section read): "
          "an upper bound of the server-side time, since it includes the loopback and the client's own event loop; "
          "ping → pong is that overhead with almost no server work. way in = a recording's `at` minus the page's "
          "`client_ms` (ms resolution): client send → session took the input. The server records no send time of "
          "frames.")
    header = f"{'participants':<36}" + "".join(f"{run['participants']:>12}" for run in runs) + "   issue target (info)"
    print(header)
    print("-" * len(header))
    for key, label, form, target in SERVE_ROWS:
        cells = "".join(f"{('—' if run.get(key) is None else form.format(run[key])):>12}" for run in runs)
        shown = ""
        if target:
            text = runs[-1]["targets"][target]["target"]
            verdicts = ", ".join(f"{run['participants']}: {run['targets'][target]['verdict']}" for run in runs)
            shown = f"{text}  ({verdicts})"
        print(f"{label:<36}{cells}   {shown}")
    for run in runs:
        if run["errors"]:
            print(f"errors at {run['participants']}: " + "; ".join(f"{kind} {count}" for kind, count in run["errors"].items()))
            for kind, example in run["error_examples"].items():
                print(f"  e.g. {kind}: {example}")
        recordings = run["recordings"]
        endings = ", ".join(f"{reason} {count}" for reason, count in recordings["endings"].items()) or "none seen"
        print(f"recorded  {run['participants']}: {recordings['files']} recordings, {recordings['pointer_inputs']} pointer "
              f"inputs of {run['pointer_messages']} sent, {recordings['round_trips']} round trips; endings: {endings}; "
              f"server stopped by {run['server_stopped_by']} (exit {run['server_exit']}); "
              f"{run['other_frames']} frames besides the switches and the first (presses); "
              f"{run['threads']} server threads")
