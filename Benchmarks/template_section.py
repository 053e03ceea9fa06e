#!/usr/bin/env python3
"""Writes the template-render figure (the output of refract-template-bench) into docs/performance.md,
between <!-- bench:template:start --> and <!-- bench:template:end -->."""
import datetime
import os
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
START, END = "<!-- bench:template:start -->", "<!-- bench:template:end -->"


def main():
    binary = os.path.join(ROOT, ".build", "release", "refract-template-bench")
    line = subprocess.run([binary], check=True, capture_output=True, text=True).stdout.strip()
    section = "\n".join([
        f"Command: `swift build -c release --product refract-template-bench && .build/release/refract-template-bench`",
        f"({datetime.date.today().isoformat()}, {os.cpu_count()} CPUs). The render alone, best of 7, in-process:",
        "",
        f"    {line}",
    ])
    path = os.path.join(ROOT, "docs", "performance.md")
    document = open(path).read() if os.path.exists(path) else "# Performance\n"
    block = f"{START}\n{section}\n{END}"
    start, end = document.find(START), document.find(END)
    if start == -1 or end == -1:
        document = document.rstrip("\n") + "\n\n## Template rendering (100,000 entries)\n\n" + block + "\n"
    else:
        document = document[:start] + block + document[end + len(END):]
    open(path, "w").write(document)
    print(line)


if __name__ == "__main__":
    sys.exit(main())
