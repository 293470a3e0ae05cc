"""Scripts/bench's parts that grow with their input, timed as whole `tabsim` commands on
recordings written by Scripts/bench_recordings.py (the bookshelf example at 80x24):

replay — `tabsim walk REC` of recordings of --replay-inputs inputs (10k, 30k and 100k by
default), no export: wall time and peak RSS (the child's ru_maxrss), median over
--scale-runs runs, and the time per 1,000 inputs, which stays flat when the replay is
linear in its entries. Then `tabsim study open.txt REC` of the same recordings: one task
whose goal (`expect screen Finished`) no input reaches, so it stays open through every
input, as the participant's path, moves and taps grow: the same figures.

study-scale — `tabsim study tasks.txt REC… --html OUT` of 500 and 2,000 participants' recordings
of 10 tasks each: wall time and peak RSS (median over --scale-runs runs) and the HTML
report's size.
"""

import os
import statistics
import subprocess
import tempfile
import time
from pathlib import Path

from bench_session import BenchError
from bench_recordings import write_replay_recording, write_study_recordings, write_task_file

STUDY_SIZES = (500, 2000)
# The targets: (label, test on the figure); information only.
REPLAY_TARGETS = {"peak_rss_mib": ("≤ 200 MiB at 100k", lambda inputs, value: inputs < 100_000 or value <= 200)}
STUDY_ONE_TARGETS = {"seconds_median": ("≤ 2 s at 100k", lambda inputs, value: inputs < 100_000 or value <= 2)}
# One task that stays open through a replay recording: no input of its reaches Finished.
OPEN_TASK = "task Open the finished books\nexpect screen Finished\n"
STUDY_TARGETS = {
    "seconds_median": ("≤ 5 s at 2,000", lambda count, value: count < 2000 or value <= 5),
    "html_mib": ("≤ 2 MiB", lambda count, value: value <= 2),
}


def run_measured(argv, what):
    """Runs `argv` (its output discarded); returns (wall seconds, CPU seconds, peak RSS
    in MiB), the CPU and peak RSS from the child's own rusage."""
    with tempfile.TemporaryFile() as errors:
        started = time.perf_counter()
        child = subprocess.Popen(argv, stdout=subprocess.DEVNULL, stderr=errors)
        _, status, usage = os.wait4(child.pid, 0)
        seconds = time.perf_counter() - started
        child.returncode = os.waitstatus_to_exitcode(status)
        if child.returncode != 0:
            errors.seek(0)
            tail = errors.read().decode(errors="replace")[-2000:]
            raise BenchError(f"{what}: {' '.join(map(str, argv[:3]))} … exited with {child.returncode}\n{tail}")
    return seconds, usage.ru_utime + usage.ru_stime, usage.ru_maxrss / 1024


def repeated(argv, runs, what, note):
    """`runs` runs of argv: the median wall time and CPU, the largest peak RSS."""
    samples = []
    for number in range(runs):
        note(f"{what}: run {number + 1}/{runs}")
        samples.append(run_measured(argv, what))
    return {"seconds_median": statistics.median(s for s, _, _ in samples),
            "cpu_seconds_median": statistics.median(c for _, c, _ in samples),
            "peak_rss_mib": max(r for _, _, r in samples),
            "samples": [{"seconds": s, "cpu_seconds": c, "peak_rss_mib": r} for s, c, r in samples]}


def measure_replay(tabsim, temp, inputs_list, runs, note):
    """Each recording replayed with `walk`, no export, then measured by `study` against
    one task that stays open."""
    results = []
    task_file = Path(temp) / "open.txt"
    task_file.write_text(OPEN_TASK)
    for inputs in inputs_list:
        recording = write_replay_recording(tabsim, temp, inputs)
        figures = repeated([str(tabsim), "walk", str(recording)], runs, f"replay {inputs} inputs", note)
        figures.update(inputs=inputs, ms_per_1k_inputs=figures["seconds_median"] * 1000 / (inputs / 1000),
                       recording_mib=recording.stat().st_size / 2**20,
                       targets={key: {"target": text, "met": test(inputs, figures[key])}
                                for key, (text, test) in REPLAY_TARGETS.items()})
        study = repeated([str(tabsim), "study", str(task_file), str(recording)], runs, f"study of {inputs} inputs", note)
        study.update(ms_per_1k_inputs=study["seconds_median"] * 1000 / (inputs / 1000),
                     targets={key: {"target": text, "met": test(inputs, study[key])}
                              for key, (text, test) in STUDY_ONE_TARGETS.items()})
        figures["study"] = study
        results.append(figures)
    return results


def measure_study(tabsim, temp, runs, note):
    """`study` of each number of participants, with an HTML report."""
    tasks = write_task_file(temp)
    results = []
    for count in STUDY_SIZES:
        recordings = write_study_recordings(tabsim, temp, count)
        html = Path(temp) / f"study-{count}.html"
        argv = [str(tabsim), "study", str(tasks)] + [str(path) for path in recordings] + ["--html", str(html)]
        figures = repeated(argv, runs, f"study of {count} recordings", note)
        figures.update(recordings=count, tasks=10, html_mib=html.stat().st_size / 2**20)
        figures["targets"] = {key: {"target": text, "met": test(count, figures[key])}
                              for key, (text, test) in STUDY_TARGETS.items()}
        results.append(figures)
    return results


def print_replay(results, runs):
    print(f"setup     bookshelf example at 80x24, transition slide 280 ms; recordings of inputs 150–400 ms apart "
          "(sections, More, a push and a pop); `tabsim walk REC`, no export")
    print(f"runs      {runs} of each; median wall time, largest peak RSS (ru_maxrss)")
    header = f"{'inputs':>9}{'time':>10}{'CPU':>10}{'ms / 1k inputs':>16}{'peak RSS':>12}   {'issue target (info)':<22}"
    print(header)
    print("-" * len(header))
    for figures in results:
        target = figures["targets"]["peak_rss_mib"]
        shown = f"{target['target']:<18}{'met' if target['met'] else 'missed'}" if figures["inputs"] >= 100_000 else ""
        print(f"{figures['inputs']:>9,}{figures['seconds_median']:>9.2f}s{figures['cpu_seconds_median']:>9.2f}s"
              f"{figures['ms_per_1k_inputs']:>16.1f}{figures['peak_rss_mib']:>8.1f} MiB   {shown}")
    first, last = results[0], results[-1]
    if len(results) > 1:
        print(f"linear?   {last['inputs'] / first['inputs']:.0f}x the inputs took "
              f"{last['seconds_median'] / first['seconds_median']:.1f}x the time")
    print()
    print("study     `tabsim study open.txt REC` of the same recordings: one task no input completes, open throughout")
    print(header)
    print("-" * len(header))
    for figures in results:
        study = figures["study"]
        target = study["targets"]["seconds_median"]
        shown = f"{target['target']:<18}{'met' if target['met'] else 'missed'}" if figures["inputs"] >= 100_000 else ""
        print(f"{figures['inputs']:>9,}{study['seconds_median']:>9.2f}s{study['cpu_seconds_median']:>9.2f}s"
              f"{study['ms_per_1k_inputs']:>16.1f}{study['peak_rss_mib']:>8.1f} MiB   {shown}")
    if len(results) > 1:
        print(f"linear?   {last['inputs'] / first['inputs']:.0f}x the inputs took "
              f"{last['study']['seconds_median'] / first['study']['seconds_median']:.1f}x the time")


def print_study(results, runs):
    print("setup     bookshelf example at 80x24; 10 tasks (reach a section), 30 % of participants "
          "first go to a wrong section; `tabsim study tasks.txt REC… --html OUT`")
    print(f"runs      {runs} of each; median wall time, largest peak RSS (ru_maxrss)")
    header = f"{'recordings':>11}{'time':>10}{'CPU':>10}{'peak RSS':>12}{'HTML':>11}   {'issue targets (info)':<30}"
    print(header)
    print("-" * len(header))
    for figures in results:
        met = [f"{target['target']} {'met' if target['met'] else 'missed'}" for target in figures["targets"].values()]
        print(f"{figures['recordings']:>11,}{figures['seconds_median']:>9.2f}s{figures['cpu_seconds_median']:>9.2f}s"
              f"{figures['peak_rss_mib']:>8.1f} MiB{figures['html_mib']:>7.2f} MiB   {'; '.join(met)}")
