"""Facts about the machine and toolchain for the report; each falls back to 'unknown'."""

import os
import platform
import subprocess


def _read(path):
    try:
        with open(path) as handle:
            return handle.read()
    except OSError:
        return ""


def _command(argv):
    try:
        done = subprocess.run(argv, capture_output=True, text=True, timeout=60)
    except (OSError, subprocess.TimeoutExpired):
        return ""
    return (done.stdout or done.stderr).strip()


def cpu_model():
    for line in _read("/proc/cpuinfo").splitlines():
        if line.startswith("model name") and ":" in line:
            return line.split(":", 1)[1].strip()
    return _command(["sysctl", "-n", "machdep.cpu.brand_string"]) or platform.processor() or "unknown CPU"


def memory_bytes():
    for line in _read("/proc/meminfo").splitlines():
        if line.startswith("MemTotal:"):
            return int(line.split()[1]) * 1024
    text = _command(["sysctl", "-n", "hw.memsize"])
    return int(text) if text.isdigit() else None


def swift_version():
    text = _command(["swift", "--version"])
    return text.splitlines()[0] if text else "unknown"


def git_revision(repo):
    revision = _command(["git", "-C", repo, "rev-parse", "--short", "HEAD"])
    if not revision:
        return "unknown"
    dirty = _command(["git", "-C", repo, "status", "--porcelain", "--untracked-files=no"])
    return revision + (" (with uncommitted changes)" if dirty else "")


def load_average():
    """The 1-minute load average, to judge noise: other work on a shared machine slows the runs."""
    try:
        return f"{os.getloadavg()[0]:.2f}"
    except (AttributeError, OSError):
        return "unknown"


def describe():
    memory = memory_bytes()
    memory_text = f"{memory / 2**30:.1f} GiB memory" if memory else "unknown memory"
    return (f"{os.cpu_count()} CPUs ({cpu_model()}), {memory_text}, "
            f"{platform.system()} {platform.release()} {platform.machine()}")
