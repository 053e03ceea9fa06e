"""Figures as ratios to CPython's `json.load` of the same files, and issue 34's budget in those ratios.

This machine's speed moves two to three times within an hour, so an absolute time says little about the
code; the time `json.load` takes to read the very files a scenario reads, timed in the same run (one
reference run beside each run of the command), moves with it. A budget is then a ratio: the command's
wall median ÷ the reference's median.
"""

import json
import statistics
import time
from dataclasses import dataclass


def json_load_seconds(files):
    """Seconds to open and `json.load` every file of `files`, in order, once."""
    start = time.perf_counter()
    for path in files:
        with open(path, "rb") as handle:
            json.load(handle)
    return time.perf_counter() - start


def median_json_load_seconds(files, runs):
    return statistics.median(json_load_seconds(files) for _ in range(runs))


def ratio_text(ratio):
    return f"{ratio:.1f}×" if ratio >= 10 else f"{ratio:.2f}×"


@dataclass(frozen=True)
class Budget:
    """A row of issue 34's budget: `scenario` at `tokens`, wall median at most `ratio` times json.load of
    its files, and, where given, peak RSS at most `peak_megabytes` (MB of 10^6 bytes)."""
    label: str
    scenario: str
    tokens: int
    ratio: float
    peak_megabytes: int = None

    def row_in(self, rows):
        return next((row for row in rows if row["scenario"] == self.scenario and row["tokens"] == self.tokens), None)

    def limit_text(self):
        text = f"≤ {self.ratio:g}×"
        return text + f" and ≤ {self.peak_megabytes} MB" if self.peak_megabytes else text

    def now_text(self, row):
        if row is None or "json_load" not in row:
            return f"not measured in this run (`--sizes {self.tokens} --scenarios {self.scenario}`)"
        text = f"{_seconds(row['median'])} = {ratio_text(row['median'] / row['json_load'])}"
        if self.peak_megabytes:
            text += f", {row['peak_rss'] / 10**6:,.0f} MB"
        return text

    def verdict(self, row):
        if row is None or "json_load" not in row:
            return "—"
        missed = []
        if row["median"] / row["json_load"] > self.ratio:
            missed.append("time")
        if self.peak_megabytes and row["peak_rss"] > self.peak_megabytes * 10**6:
            missed.append("memory")
        return "met" if not missed else "missed (" + ", ".join(missed) + ")"


BUDGETS = [
    Budget("build all platforms, both modes, 10k", "build-all", 10_000, 5),
    Budget("the same, 100k (and ≤ 600 MB)", "build-all", 100_000, 3, peak_megabytes=600),
    Budget("`lint` through the resolver, 10k", "lint-resolver", 10_000, 3),
    Budget("lint with ~8k compat warnings, 10k, text output", "lint-compat", 10_000, 6),
]


def budget_table(rows, budgets=BUDGETS):
    lines = ["| scenario | now (this machine, one run) | budget | verdict |", "|---|---|---|---|"]
    for budget in budgets:
        row = budget.row_in(rows)
        lines.append(f"| {budget.label} | {budget.now_text(row)} | {budget.limit_text()} | {budget.verdict(row)} |")
    return "\n".join(lines)


def _seconds(value):
    return f"{value * 1000:.0f} ms" if value < 1 else f"{value:.2f} s"
