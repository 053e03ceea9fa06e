"""Markdown table of results and the marked section of docs/performance.md."""

import os

from benchlib import ratios

START = "<!-- bench:lint:start -->"
END = "<!-- bench:lint:end -->"


def seconds_text(seconds):
    if seconds < 1:
        return f"{seconds * 1000:.0f} ms" if seconds >= 0.01 else f"{seconds * 1000:.1f} ms"
    return f"{seconds:.2f} s"


def bytes_text(size):
    if size >= 10**6:
        return f"{size / 10**6:.1f} MB"
    return f"{size / 10**3:.0f} kB"


def rss_text(size):
    return f"{size / 2**20:.0f} MiB"


def ratio_text(value, baseline):
    return f"{value / baseline:.2f}×"


def table(rows):
    """rows: dicts with scenario, tokens, files, input_bytes, median, min, peak_rss, json_load (the median
    seconds of CPython's json.load of the same files, in the same run) and, when a baseline was measured,
    `baseline`: its median, min and peak_rss, or None where it could not run the scenario."""
    with_baseline = any("baseline" in row for row in rows)
    header = "| Scenario | Tokens | Files read | JSON read | Wall median | Wall min | Peak RSS | json.load | ÷ json.load |"
    rule = "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |"
    if with_baseline:
        header += " Baseline median | Baseline peak RSS | ÷ baseline |"
        rule += " ---: | ---: | ---: |"
    lines = [header, rule]
    for row in rows:
        line = (f"| {row['scenario']} | {row['tokens']:,} | {row['files']} | {bytes_text(row['input_bytes'])} | "
                f"{seconds_text(row['median'])} | {seconds_text(row['min'])} | {rss_text(row['peak_rss'])} |")
        if "json_load" in row:
            line += f" {seconds_text(row['json_load'])} | {ratios.ratio_text(row['median'] / row['json_load'])} |"
        else:
            line += " — | — |"
        if with_baseline:
            baseline = row.get("baseline")
            if baseline:
                line += (f" {seconds_text(baseline['median'])} | {rss_text(baseline['peak_rss'])} | "
                         f"{ratio_text(row['median'], baseline['median'])} |")
            else:
                line += " — | — | — |"
        lines.append(line)
    return "\n".join(lines)


def replace_section(document, section, start=START, end=END):
    """`document` with the text between the markers replaced; the markers are added at the end if missing."""
    block = f"{start}\n{section.strip()}\n{end}"
    begin = document.find(start)
    finish = document.find(end)
    if begin == -1 or finish == -1 or finish < begin:
        return document.rstrip("\n") + "\n\n" + block + "\n"
    return document[:begin] + block + document[finish + len(end):]


def write_section(path, section, start=START, end=END):
    try:
        with open(path) as handle:
            document = handle.read()
    except FileNotFoundError:
        document = "# Performance\n"
    updated = replace_section(document, section, start, end)
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w") as handle:
        handle.write(updated)
