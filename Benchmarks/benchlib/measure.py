"""Runs one command and measures it: wall time, and the peak RSS of that child alone.

`os.wait4` returns the rusage of the one child it reaps, so the peak RSS is the command's own and
not, as `getrusage(RUSAGE_CHILDREN)` would give, the maximum over every child this process ever had.
"""

import os
import shutil
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass


@dataclass(frozen=True)
class Sample:
    seconds: float
    peak_rss_bytes: int
    exit_code: int
    output: str  # stdout then stderr, kept only when asked for


def _rss_bytes(ru_maxrss):
    # Linux reports kilobytes, macOS bytes.
    return ru_maxrss if sys.platform == "darwin" else ru_maxrss * 1024


def run_once(argv, keep_output=False, cwd=None):
    with tempfile.TemporaryFile() as out, tempfile.TemporaryFile() as err:
        start = time.perf_counter()
        process = subprocess.Popen(argv, stdin=subprocess.DEVNULL, stdout=out, stderr=err, cwd=cwd)
        _, status, usage = os.wait4(process.pid, 0)
        seconds = time.perf_counter() - start
        code = os.waitstatus_to_exitcode(status)
        process.returncode = code  # reaped by wait4; keeps Popen from waiting again
        output = ""
        if keep_output:
            out.seek(0)
            err.seek(0)
            output = (out.read() + err.read()).decode("utf-8", "replace")
    return Sample(seconds, _rss_bytes(usage.ru_maxrss), code, output)


class OutputFolders:
    """Fresh empty {out} folders, all removed together when the benchmark is done.

    Not removed run by run: on a file system without a journal (this machine's), ext4 skips inodes
    deleted in the last minute when it creates files, so deleting one run's 1,361 files made the next
    run's file creation several times slower (0.5 s against 0.03 s for 1,356 files). That cost was the
    harness's, not the build's.
    """

    def __enter__(self):
        self.root = tempfile.mkdtemp(prefix="refract-bench-")
        self.count = 0
        return self

    def fresh(self):
        self.count += 1
        path = os.path.join(self.root, f"out-{self.count}")
        os.mkdir(path)
        return path

    def __exit__(self, *exc):
        shutil.rmtree(self.root, ignore_errors=True)
        return False


def run_scenario(scenario, binary, set_dir, folders, keep_output=False):
    """One run of `scenario` on `set_dir`, with a fresh {out} folder from `folders` when it writes one."""
    out_dir = folders.fresh() if scenario.uses_out() else ""
    return run_once(scenario.argv(binary, set_dir, out_dir), keep_output=keep_output)
