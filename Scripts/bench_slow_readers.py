"""Scripts/bench's serve part, continued: participants whose phones read slowly or not
at all (issue 29 item 4). For each kind, a fresh server (the same study as the serve
part's) and one participant, an upright phone of 60x100 cells, that consents and then,
for --serve-seconds, turns its grid between 60x100 and 59x100 at 90 a second (within the
message rate), each turn a whole new 60x100 screen, while it
  - never reads: it stops reading after the first frame (Python websockets keeps 16
    messages, then stops reading the socket, so the server's writes stop);
  - reads slowly: one message every 100 ms.
Measured: the server's VmRSS before the turns and at the end, their difference and its
peak VmHWM; how many messages the participant read; the dashboard's "Fell behind"
count for it (times its frames were let go); and whether the server let the socket go
(its socket took nothing for 30 s, so the server closed it: the phone's next message is
refused), and how long into the turns. Before the server kept what a
page had not read in an unbounded queue, and a page that never read held its socket for
ever; now at most 1 MiB a connection, and 30 s.
"""

import asyncio
import json
import re
import tempfile
import time
import urllib.request
from pathlib import Path

from bench_serve import STEP_TIMEOUT, Server, memory_kib, write_study
from bench_session import BenchError

GRID = (60, 100)
TURNS_PER_SECOND = 90
SLOW_READ_INTERVAL = 0.1  # seconds between the slow phone's reads


async def _participant(link, reading, seconds):
    """Consents, then turns the grid for `seconds` or until the server lets the socket go;
    reads as `reading` says. Returns the messages read, the turns, and the seconds from
    the first turn to the server letting the socket go (None: it never did)."""
    from websockets.asyncio.client import connect
    from websockets.exceptions import ConnectionClosed
    _, _, rest = link.partition("://")
    address, _, path = rest.partition("/")
    ws = await asyncio.wait_for(connect(f"ws://{address}/{path.rstrip('/')}/ws", compression=None, ping_interval=None,
                                        max_size=2 ** 22, user_agent_header="tabsim-bench slow reader"), STEP_TIMEOUT)
    read = 0

    async def receive(kind):
        nonlocal read
        while True:
            message = json.loads(await asyncio.wait_for(ws.recv(), STEP_TIMEOUT))
            read += 1
            if message["kind"] == kind:
                return message

    async def read_slowly():
        nonlocal read
        while True:
            await asyncio.sleep(SLOW_READ_INTERVAL)
            await ws.recv()
            read += 1

    try:
        hello = {"kind": "hello", "v": 1, "layout": "phone", "cols": GRID[0], "rows": GRID[1], "css_width": 390, "css_height": 844,
                 "user_agent": "tabsim-bench slow reader", "appearance": "dark", "resume": None}
        await ws.send(json.dumps(hello))
        await receive("welcome")
        await ws.send(json.dumps({"kind": "consent", "accepted": True, "client_ms": 0}))
        await receive("frame")
        reader = asyncio.create_task(read_slowly()) if reading == "slowly" else None
        turns_began = time.perf_counter()
        end = turns_began + seconds
        turn, let_go_after = 0, None
        while time.perf_counter() < end:
            turn += 1
            try:
                await ws.send(json.dumps({"kind": "resize", "cols": GRID[0] - turn % 2, "rows": GRID[1]}))
            except ConnectionClosed:
                let_go_after = time.perf_counter() - turns_began
                break
            await asyncio.sleep(1 / TURNS_PER_SECOND)
        if reader:
            reader.cancel()
        return read, turn, let_go_after
    finally:
        ws.transport.abort()


def _fell_behind(dashboard):
    """The dashboard's "Fell behind" cell for p1."""
    with urllib.request.urlopen(dashboard, timeout=STEP_TIMEOUT) as response:
        page = response.read().decode()
    header = re.findall(r"<th>(.*?)</th>", page.split('<table id="sessions">', 1)[1].split("</thead>", 1)[0])
    row = re.search(r"<tr><td>p1</td>(.*?)</tr>", page)
    if not row:
        raise BenchError("serve: the dashboard lists no p1 for the slow reader")
    cells = ["p1"] + re.findall(r"<td>(.*?)</td>", row.group(1))
    return int(cells[header.index("Fell behind")])


def measure_slow_readers(binary, temp, seconds, note):
    runs = []
    for reading in ("never", "slowly"):
        tasks, prototype = write_study(temp)
        with tempfile.TemporaryDirectory(prefix=f"tabsim-bench-slow-{reading}-", dir=temp) as folder:
            server = Server(binary, tasks, prototype, Path(folder) / "sessions", 10, Path(folder) / "server-stderr.txt")
            try:
                link, dashboard = server.links()
                note(f"serve: a phone that reads {reading}, {seconds:g} s of whole new screens at {TURNS_PER_SECOND} a second ...")
                before = memory_kib(server.proc.pid)
                read, turns, let_go_after = asyncio.run(asyncio.wait_for(_participant(link, reading, seconds), seconds + 60))
                after = memory_kib(server.proc.pid)
                fell_behind = _fell_behind(dashboard)
            finally:
                server.stop()
        runs.append({"reading": reading, "turns": turns, "messages_read": read, "fell_behind": fell_behind, "let_go_after_s": let_go_after,
                     "rss_before_mib": before["VmRSS"] / 1024, "rss_after_mib": after["VmRSS"] / 1024,
                     "rss_growth_mib": (after["VmRSS"] - before["VmRSS"]) / 1024, "peak_rss_mib": after["VmHWM"] / 1024})
    return runs


def print_slow_readers(runs):
    print(f"slow      one phone of {GRID[0]}x{GRID[1]} cells turning its grid {TURNS_PER_SECOND} times a second "
          "(a whole new screen each); the server keeps at most 1 MiB a connection")
    for run in runs:
        print(f"  reads {run['reading']:<7} {run['turns']} turns, {run['messages_read']} messages read, fell behind "
              f"{run['fell_behind']}×; server RSS {run['rss_before_mib']:.1f} → {run['rss_after_mib']:.1f} MiB "
              f"({run['rss_growth_mib']:+.1f}), peak {run['peak_rss_mib']:.1f} MiB; "
              + ("the server kept its socket" if run["let_go_after_s"] is None
                 else f"the server let its socket go {run['let_go_after_s']:.1f} s into the turns"))
