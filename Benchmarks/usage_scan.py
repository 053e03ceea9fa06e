#!/usr/bin/env python3
"""Measure `refract usage` on a generated app of about a million lines: Swift, Kotlin, Java, Android XML, CSS
and TypeScript files of 500 lines each, a fifth of whose lines use a generated name of `tokens/` (every
platform's spelling, deprecated or not) and the rest ordinary code with near-miss names. The figure is CPU
time (user + system of the command, from `wait4`), the median of the runs: a loaded machine disturbs wall
time far more. Prints a Markdown table; `--write-docs` puts it in docs/performance.md.

    swift build -c release --product refract
    python3 Benchmarks/usage_scan.py [--lines 1000000] [--runs 3] [--binary .build/release/refract] [--write-docs]
"""

import argparse
import datetime
import json
import os
import platform
import random
import statistics
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(HERE)
LINES_PER_FILE = 500
EXTENSIONS = ["swift", "kt", "java", "xml", "css", "ts"]


def names(binary):
    """Every generated name of tokens/, from `refract usage` of an empty folder (all unused)."""
    with tempfile.TemporaryDirectory() as empty:
        out = subprocess.run([binary, "usage", empty, "--format", "json", "--tokens", os.path.join(REPO, "tokens")],
                             capture_output=True, text=True, check=True).stdout
    return json.loads(out)["tokens"]


def use_line(ext, entry, rng):
    name = rng.choice(entry["names"])
    platform_name = entry["platform"]
    if ext == "swift" and platform_name == "swift":
        if name.startswith("."):
            return f"        let style: ThemeShapeStyle<Color> = {name}"
        return f"        view.tint = theme.{name.split('.', 1)[1]}"
    if ext in ("kt", "java") and platform_name == "compose":
        return f"    val v = {name}"
    if ext in ("kt", "java") and platform_name == "android":
        return f"    val r = {name}"
    if ext == "xml" and platform_name == "android" and name.count(".") == 2:
        _, kind, field = name.split(".")
        return f'    <View android:background="@{kind}/{field}" />'
    if ext == "css" and platform_name == "css":
        return f"  color: var({name});"
    if ext == "ts" and platform_name == "web":
        return f"export const v{rng.randrange(10**6)} = {name};"
    return None


def filler(ext, i):
    if ext == "xml":
        return f'    <View android:id="@+id/view_{i}" android:background="@color/near_miss_{i}" />'
    if ext == "css":
        return f"  margin-{i % 4}: var(--color-primary-near-{i});"
    return f"    let value{i} = model.colors.primaryNear{i} + compute({i}) // colors.primary in a comment"


def generate(root, lines, entries, seed=1):
    rng = random.Random(seed)
    by_ext = {ext: [e for e in entries if use_line(ext, e, random.Random(0))] for ext in EXTENSIONS}
    files = max(1, lines // LINES_PER_FILE)
    written = 0
    for index in range(files):
        ext = EXTENSIONS[index % len(EXTENSIONS)]
        folder = os.path.join(root, f"module{index % 50}")
        os.makedirs(folder, exist_ok=True)
        body = []
        for i in range(LINES_PER_FILE):
            line = None
            if by_ext[ext] and rng.random() < 0.2:
                line = use_line(ext, rng.choice(by_ext[ext]), rng)
            body.append(line or filler(ext, i))
        with open(os.path.join(folder, f"File{index}.{ext}"), "w") as handle:
            handle.write("\n".join(body) + "\n")
        written += LINES_PER_FILE
    return files, written


def cpu_time(command):
    process = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    _, status, usage = os.wait4(process.pid, 0)
    if os.waitstatus_to_exitcode(status) not in (0, 1):
        raise SystemExit(f"failed: {' '.join(command)}")
    return usage.ru_utime + usage.ru_stime


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--lines", type=int, default=1_000_000)
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--binary", default=os.path.join(REPO, ".build/release/refract"))
    parser.add_argument("--write-docs", action="store_true")
    args = parser.parse_args()
    entries = names(args.binary)
    with tempfile.TemporaryDirectory() as root:
        files, lines = generate(root, args.lines, entries)
        command = [args.binary, "usage", root, "--tokens", os.path.join(REPO, "tokens"), "--format", "json"]
        times = [cpu_time(command) for _ in range(args.runs)]
    median = statistics.median(times)
    build = "release" if "release" in args.binary else "debug"
    table = "\n".join([
        f"`python3 Benchmarks/usage_scan.py --lines {args.lines} --runs {args.runs} --binary {os.path.relpath(args.binary, REPO)}`, "
        f"{datetime.date.today()}, {os.cpu_count()} CPUs, {platform.system()} {platform.release()}, "
        f"load average {os.getloadavg()[0]:.2f}; median CPU time (user + system) of `refract usage TREE --format json`:",
        "",
        "| Lines | Files | Names of `tokens/` | Build | CPU | Lines per CPU second |",
        "| ---: | ---: | ---: | --- | ---: | ---: |",
        f"| {lines:,} | {files:,} | {sum(len(e['names']) for e in entries):,} | {build} | {median:.2f} s | {lines / median:,.0f} |",
    ])
    print(table)
    if args.write_docs:
        path = os.path.join(REPO, "docs/performance.md")
        text = open(path).read()
        start, end = "<!-- bench:usage:start -->", "<!-- bench:usage:end -->"
        if start in text:
            text = text[:text.index(start) + len(start)] + "\n" + table + "\n" + text[text.index(end):]
            open(path, "w").write(text)


if __name__ == "__main__":
    sys.exit(main())
