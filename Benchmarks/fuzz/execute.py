"""Runs refract on one input under limits and classifies the outcome."""

import json
import os
import resource
import shutil
import subprocess
import tempfile
import time
from dataclasses import dataclass

# Exit statuses refract documents: 0 success, 1 errors in the input, 2 a usage or configuration error.
EXPECTED_STATUSES = {0, 1, 2}


@dataclass
class Limits:
    timeout: float = 20
    memory_bytes: int = 2 << 30
    # A build writes a few times what it reads; this much more is a blow-up.
    output_bytes_per_input_mb: int = 64 << 20
    rss_bytes_per_input_mb: int = 256 << 20
    # Inputs are small; these floors keep tiny inputs from tripping the ratios.
    output_floor: int = 64 << 20
    rss_floor: int = 768 << 20


@dataclass
class Outcome:
    command: str
    status: int
    seconds: float
    seconds_per_mb: float
    finding: str = ""
    detail: str = ""
    # The codes of its error diagnostics, from `--format json` (None when the output is not that).
    error_codes: frozenset = None


def folder_size(path):
    total = 0
    for folder, _, names in os.walk(path):
        for name in names:
            try:
                total += os.lstat(os.path.join(folder, name)).st_size
            except OSError:
                pass
    return total


def unlocated_errors(stdout):
    """Error diagnostics with no file, from `--format json` output."""
    try:
        report = json.loads(stdout)
    except ValueError:
        return []
    return [d for d in report.get("diagnostics", [])
            if d.get("severity") == "error" and not (d.get("location") or {}).get("file") and not d.get("file")]


def error_codes(stdout):
    """The codes of the error diagnostics in `--format json` output, or None when it is not that."""
    try:
        report = json.loads(stdout)
    except ValueError:
        return None
    return frozenset(d.get("code") for d in report.get("diagnostics", []) if d.get("severity") == "error")


def compare_verdicts(lint, build):
    """Marks `build` when it rejects what `lint` passes, or reports an error code lint does not: lint must
    give the build's verdict (issue 42)."""
    if lint.finding or build.finding or lint.status not in (0, 1) or build.status not in (0, 1):
        return
    missed = sorted((build.error_codes or frozenset()) - (lint.error_codes or frozenset()))
    if missed or (lint.status == 0 and build.status == 1):
        build.finding = "verdict"
        build.detail = f"lint exits {lint.status}, build {build.status}; only build reports {missed}"


def run_input(binary, name, data, limits, policy=()):
    """Outcomes of `refract lint` and `refract build` on `data` written as `name`, both with the
    `policy` flags (`--warnings-as-errors`, or none)."""
    outcomes = []
    megabytes = max(len(data), 1) / (1 << 20)
    with tempfile.TemporaryDirectory(prefix="refract-fuzz-") as folder:
        path = os.path.join(folder, name)
        with open(path, "wb") as handle:
            handle.write(data)
        for command in ("lint", "build"):
            arguments = [binary, command, name, "--format", "json", *policy]
            if command == "build":
                arguments += ["--out", "out"]
            outcomes.append(run_one(command, arguments, folder, megabytes, limits))
            shutil.rmtree(os.path.join(folder, "out"), ignore_errors=True)
    compare_verdicts(*outcomes)
    return outcomes


def wait_with_rusage(process, timeout):
    """(status, rusage) of `process`, waited for with os.wait4 so the memory figure is this child's
    own; None when it outlives `timeout` (it is killed)."""
    deadline = time.monotonic() + timeout
    while True:
        pid, status, usage = os.wait4(process.pid, os.WNOHANG)
        if pid:
            process.returncode = os.waitstatus_to_exitcode(status)
            return process.returncode, usage
        if time.monotonic() > deadline:
            process.kill()
            os.wait4(process.pid, 0)
            process.returncode = -9
            return None
        time.sleep(0.01)


def run_one(command, arguments, folder, megabytes, limits):
    def limit_memory():
        resource.setrlimit(resource.RLIMIT_AS, (limits.memory_bytes, limits.memory_bytes))
        resource.setrlimit(resource.RLIMIT_CORE, (0, 0))

    started = time.monotonic()
    with tempfile.TemporaryFile() as stdout, tempfile.TemporaryFile() as stderr:
        process = subprocess.Popen(arguments, cwd=folder, stdout=stdout, stderr=stderr, preexec_fn=limit_memory,
                                   env={**os.environ, "NO_COLOR": "1"})
        waited = wait_with_rusage(process, limits.timeout)
        seconds = time.monotonic() - started
        if waited is None:
            return Outcome(command, -1, seconds, seconds / megabytes, "hang",
                           f"no result after {limits.timeout:.0f} s")
        status, usage = waited
        stdout.seek(0)
        stderr.seek(0)
        out, err = stdout.read(), stderr.read()
    outcome = Outcome(command, status, seconds, seconds / megabytes, error_codes=error_codes(out))
    rss = usage.ru_maxrss * 1024
    written = folder_size(os.path.join(folder, "out")) + len(out) + len(err)
    if status < 0 or status not in EXPECTED_STATUSES:
        outcome.finding = "crash"
        outcome.detail = f"exit status {status}: {err[-300:].decode(errors='replace')}"
    elif written > max(limits.output_floor, limits.output_bytes_per_input_mb * megabytes):
        outcome.finding = "blow-up"
        outcome.detail = f"{written} bytes written for {megabytes:.2f} MB of input"
    elif rss > max(limits.rss_floor, limits.rss_bytes_per_input_mb * megabytes):
        outcome.finding = "blow-up"
        outcome.detail = f"{rss >> 20} MiB resident for {megabytes:.2f} MB of input"
    elif unlocated := unlocated_errors(out):
        outcome.finding = "unlocated"
        outcome.detail = f"[{unlocated[0].get('code')}] {unlocated[0].get('message', '')[:200]}"
    return outcome


def keep(findings_folder, run, name, data, outcome):
    """Writes the input that found something, and a note of what, under `findings_folder`."""
    os.makedirs(findings_folder, exist_ok=True)
    stem = f"{run:05d}-{outcome.finding}-{outcome.command}"
    path = os.path.join(findings_folder, f"{stem}-{name}")
    with open(path, "wb") as handle:
        handle.write(data)
    with open(os.path.join(findings_folder, f"{stem}.txt"), "w") as handle:
        handle.write(f"{outcome.finding}: refract {outcome.command} {name}: {outcome.detail}\n")
    return path
