"""How every benchmark here times a command: wall-clock seconds around the
whole process, and its peak resident memory as /usr/bin/time reports it."""
import os
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def build_hotels():
    """Builds hotels the way ./install.sh does (release, the Swift runtime
    linked in, which starts some 13 ms faster than the toolchain's shared
    libraries) and returns the binary's path."""
    command = ["swift", "build", "-c", "release", "--static-swift-stdlib"]
    subprocess.run(command + ["--product", "hotels"], cwd=ROOT, check=True, stdout=subprocess.DEVNULL)
    folder = subprocess.run(command + ["--show-bin-path"], cwd=ROOT, capture_output=True, text=True, check=True)
    return os.path.join(folder.stdout.strip(), "hotels")


def build_gazetteer(hotels):
    """Builds the default gazetteer index from Data/gazetteer/ as ./install.sh
    does (only when it is out of date) and returns its path."""
    index = os.path.join(ROOT, ".build", "gazetteer.hgaz")
    subprocess.run([os.path.join(ROOT, "scripts", "build-gazetteer.sh"), hotels, index], cwd=ROOT, check=True)
    return index


def timed(command, accept=(0,), stdout=subprocess.PIPE):
    """Runs `command` once; returns (seconds, peak RSS MB, stdout). Exits
    with the command's error output if its status is not in `accept`.
    `stdout=subprocess.DEVNULL` sends the output to /dev/null (stdout is then None)."""
    start = time.perf_counter()
    result = subprocess.run(["/usr/bin/time", "-f", "%M"] + command, stdout=stdout, stderr=subprocess.PIPE, text=True)
    seconds = time.perf_counter() - start
    if result.returncode not in accept:
        sys.exit(f"{' '.join(command)} failed ({result.returncode}): {result.stderr[-2000:]}")
    return seconds, int(result.stderr.strip().splitlines()[-1]) / 1024, result.stdout


def best(command, repeat, accept=(0,)):
    """Runs `command` `repeat` times; returns the best time (the least
    disturbed run), the highest peak RSS MB, and the last run's stdout."""
    runs = [timed(command, accept) for _ in range(repeat)]
    return min(r[0] for r in runs), max(r[1] for r in runs), runs[-1][2]
