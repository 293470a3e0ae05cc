"""One program run inside a pty, read through a pyte VT emulator (used by Scripts/bench).

A `Session` spawns the program on the slave side of a fresh pty (window size set
first), reads the master side without blocking and feeds everything to a pyte screen.
It can wait until the emulated screen satisfies a condition (or satisfies it and the
program has gone quiet, for an animation's last frame), time when the bytes that
completed it were read, count the bytes the program wrote, send keys, and read the
program's CPU time and peak RSS from /proc. Every process it starts is killed when the
session closes, and at interpreter exit at the latest.
"""

import atexit
import errno
import fcntl
import os
import select
import signal
import struct
import subprocess
import termios
import time

BURST_GAP = 0.0005  # seconds of silence that end a burst of output (ncurses writes in pieces)
_live = set()  # Popen objects whose process group may still be running


def _kill_group(proc):
    """SIGKILLs the program's process group, unless the program was already reaped
    (then its pid may belong to someone else)."""
    if proc.returncode is None:
        try:
            os.killpg(proc.pid, signal.SIGKILL)
        except ProcessLookupError:
            pass
        proc.wait()
    _live.discard(proc)


def _kill_leftovers():
    for proc in list(_live):
        _kill_group(proc)


atexit.register(_kill_leftovers)


class BenchError(Exception):
    """Something broke (not a missed target): a frame never appeared, the program died."""

    def __init__(self, message, screen_text=None):
        super().__init__(message)
        self.screen_text = screen_text


class Session:
    def __init__(self, pyte, argv, columns, lines, env):
        self.columns, self.lines = columns, lines
        self.screen = pyte.Screen(columns, lines)
        self.stream = pyte.ByteStream(self.screen)
        self.captured = bytearray()  # everything the program wrote
        self.eof = False
        master, slave = os.openpty()
        fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", lines, columns, 0, 0))
        os.set_blocking(master, False)
        self.master = master
        self.spawned_at = time.perf_counter()
        try:
            self.proc = subprocess.Popen(argv, stdin=slave, stdout=slave, stderr=slave,
                                         env=env, start_new_session=True)
        finally:
            os.close(slave)
        _live.add(self.proc)

    # -- output ------------------------------------------------------------

    def _read_chunk(self):
        """One non-blocking read: (bytes, time read), or None when nothing is there.
        Sets `eof` when the program has gone (EIO or end of file on the master)."""
        try:
            data = os.read(self.master, 65536)
        except BlockingIOError:
            return None
        except OSError as error:  # EIO: the slave side is closed, the program is gone
            if error.errno != errno.EIO:
                raise
            data = b""
        if not data:
            self.eof = True
            return None
        read_at = time.perf_counter()
        self._answer(data)
        return data, read_at

    # What a terminal answers at once, as kitty or WezTerm would: tabsim asks at start
    # whether synchronized output (DEC mode 2026) is supported, then for the Device
    # Attributes; an unanswered question would hold its start for 300 ms.
    ANSWERS = ((b"\x1b[?2026$p", b"\x1b[?2026;2$y"), (b"\x1b[c", b"\x1b[?1;2c"))

    def _answer(self, data):
        for question, answer in self.ANSWERS:
            if question in data:
                os.write(self.master, answer)

    def _absorb(self, data):
        self.captured += data
        self.stream.feed(data)
        return len(data)

    def _read_burst(self):
        """Reads until the program pauses for BURST_GAP; returns [(time read, bytes)].

        Nothing is fed to the emulator meanwhile, so each read is timed when the bytes
        arrive, not after the emulator has caught up with the ones before."""
        chunks = []
        while not self.eof:
            chunk = self._read_chunk()
            if chunk is not None:
                chunks.append((chunk[1], chunk[0]))
                continue
            if not select.select([self.master], [], [], BURST_GAP)[0]:
                break
        return chunks

    def wait_for(self, condition, timeout, what):
        """Reads until `condition(screen)` holds; returns (time the bytes that made it
        hold were read, bytes read up to the end of that burst)."""
        deadline = time.perf_counter() + timeout
        count = 0
        if condition(self.screen):
            return time.perf_counter(), count
        while True:
            remaining = deadline - time.perf_counter()
            if remaining <= 0:
                raise BenchError(f"{what}: the expected screen did not appear within {timeout:g} s",
                                 self.screen_text())
            if self.eof:
                raise BenchError(f"{what}: the program exited (status {self.proc.poll()}) first",
                                 self.screen_text())
            if not select.select([self.master], [], [], remaining)[0]:
                continue
            done_at = None
            for at, data in self._read_burst():
                count += self._absorb(data)
                if done_at is None and condition(self.screen):
                    done_at = at
            if done_at is not None:
                return done_at, count

    def wait_settled(self, condition, quiet, timeout, what):
        """Reads until the program has written nothing for `quiet` seconds and then
        `condition(screen)` holds: the last frame of an animation, whose earlier frames
        may look alike. Returns (time the last bytes were read, bytes read)."""
        deadline = time.perf_counter() + timeout
        count, last = 0, None
        while True:
            remaining = deadline - time.perf_counter()
            if remaining <= 0:
                raise BenchError(f"{what}: the expected screen did not settle within {timeout:g} s",
                                 self.screen_text())
            if self.eof:
                raise BenchError(f"{what}: the program exited (status {self.proc.poll()}) first",
                                 self.screen_text())
            if not select.select([self.master], [], [], min(quiet, remaining))[0]:
                if remaining >= quiet and condition(self.screen):
                    return (last if last is not None else time.perf_counter()), count
                continue
            for at, data in self._read_burst():
                count += self._absorb(data)
                last = at

    def drain_until_quiet(self, quiet):
        """Reads until nothing comes for `quiet` seconds; returns the bytes read."""
        return self.read_for(None, quiet)

    def read_for(self, seconds, quiet=None):
        """Reads for `seconds` (or, with `quiet`, until nothing comes for that long);
        returns the bytes read."""
        count = 0
        deadline = None if seconds is None else time.perf_counter() + seconds
        while not self.eof:
            wait = quiet if deadline is None else deadline - time.perf_counter()
            if wait <= 0 or not select.select([self.master], [], [], wait)[0]:
                break
            while (chunk := self._read_chunk()) is not None:
                count += self._absorb(chunk[0])
        return count

    def screen_text(self):
        return "\n".join(line.rstrip() for line in self.screen.display)

    # -- input and /proc -----------------------------------------------------

    def send(self, data):
        """Writes keys to the program; returns the time just before writing them
        (after the write, this process may have been put aside while the program ran)."""
        before = time.perf_counter()
        os.write(self.master, data)
        return before

    def cpu_ticks(self):
        """utime + stime of the program, in clock ticks (all its threads)."""
        with open(f"/proc/{self.proc.pid}/stat") as stat:
            fields = stat.read().rsplit(")", 1)[1].split()
        return int(fields[11]) + int(fields[12])  # fields 14 and 15 of stat(5)

    def cpu_nanoseconds(self):
        """Time the program's threads have run on a CPU, in nanoseconds: the first field
        of /proc/PID/task/*/schedstat, far finer than the clock ticks of `cpu_ticks`."""
        total = 0
        for task in os.listdir(f"/proc/{self.proc.pid}/task"):
            try:
                with open(f"/proc/{self.proc.pid}/task/{task}/schedstat") as stat:
                    total += int(stat.read().split()[0])
            except FileNotFoundError:  # a thread that has just ended
                pass
        return total

    def memory_kib(self):
        """VmHWM (peak RSS), RssAnon and RssFile from /proc/PID/status, in KiB."""
        wanted = ("VmHWM", "RssAnon", "RssFile")
        with open(f"/proc/{self.proc.pid}/status") as status:
            found = {key: int(rest.split()[0]) for key, _, rest in (line.partition(":") for line in status)
                     if key in wanted}
        if set(found) != set(wanted):
            raise BenchError(f"/proc/{self.proc.pid}/status lacks one of {', '.join(wanted)}")
        return found

    # -- ending ----------------------------------------------------------------

    def quit(self, key=b"q", timeout=2.0):
        """Sends the quit key; returns whether the program exited on its own in time."""
        if self.proc.poll() is None and not self.eof:
            try:
                self.send(key)
            except OSError:
                pass
        deadline = time.perf_counter() + timeout
        while self.proc.poll() is None and time.perf_counter() < deadline:
            self.drain_until_quiet(0.05)
        exited = self.proc.poll() is not None
        self.close()
        return exited

    def close(self):
        _kill_group(self.proc)
        if self.master is not None:
            os.close(self.master)
            self.master = None

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        if self.master is not None:
            self.close()
