"""Budgets that once were timed tests, as data and verdicts: the CPU time swiftc spends on the generated
Swift (issue 16), and how fast a YAML alias bomb is refused. Pure functions; budgets.py runs the tools.

A miss is reported, never raised: on a shared machine a figure is evidence, not a verdict for CI.
"""

import json
import os
import re
from dataclasses import dataclass

# Issue 16: CPU seconds of swiftc per 1,000 tokens, and the example design system's own bound.
ONONE_PER_THOUSAND = 4.0
OPTIMIZED_PER_THOUSAND = 12.0
EXAMPLE_ONONE = 2.0
# The alias bomb of Tests/RefractSyntaxTests/YAMLReaderTests (billionLaughsFailsFast): refused within this.
ALIAS_BOMB_SECONDS = 1.0

TOKEN_SUMMARY = re.compile(r"([\d,]+) tokens?\b")
ENTRY_LINE = re.compile(r"^(?P<indent> *)@Entry (?P<modifiers>(?:\w+ )*)var (?P<name>\w+): (?P<type>[^=]+?) = (?P<value>.+)$")


@dataclass(frozen=True)
class Budget:
    seconds: float
    rule: str  # how the bound was derived, for the table


def token_count(lint_output):
    """The token count of `refract lint`'s summary line ("… 40 tokens × 4 permutations …"), or None."""
    for line in reversed(lint_output.strip().splitlines()):
        match = TOKEN_SUMMARY.search(line)
        if match:
            return int(match.group(1).replace(",", ""))
    return None


def compile_budget(layer, tokens, is_example):
    """The bound for compiling every file (Foundation and SwiftUI layers) at -Onone or -O, or None where
    issue 16 sets none (-O of the example, whose fixed cost dwarfs its 40 tokens)."""
    if layer == "onone":
        if is_example:
            return Budget(EXAMPLE_ONONE, "example < 2 s")
        return Budget(ONONE_PER_THOUSAND * tokens / 1000, "4 s / 1k tokens")
    if layer == "optimized" and not is_example:
        return Budget(OPTIMIZED_PER_THOUSAND * tokens / 1000, "12 s / 1k tokens")
    return None


def verdict(seconds, budget):
    if seconds is None:
        return "failed"
    if budget is None:
        return "—"
    return "within" if seconds <= budget.seconds else "MISS"


def frontend_cpu_seconds(stats_dir):
    """User plus system time of every compiler frontend job, from swiftc's `-stats-output-dir` reports."""
    total = 0.0
    for name in sorted(os.listdir(stats_dir)):
        if not name.endswith(".json"):
            continue
        with open(os.path.join(stats_dir, name)) as handle:
            report = json.load(handle)
        for key, value in report.items():
            if key.startswith("time.swift-frontend.") and (key.endswith(".user") or key.endswith(".sys")):
                total += float(value)
    return total


def expand_entry(source):
    """`source` with its one `@Entry` line replaced by the expansion Apple documents, as the tests do
    (Tests/RefractSwiftTests/StandInSwiftUI.swift): the macro's plugin ships only with Apple's SDK. None
    unless there is exactly one such line."""
    lines = source.split("\n")
    entries = [index for index, line in enumerate(lines) if line.strip().startswith("@Entry ")]
    if len(entries) != 1:
        return None
    match = ENTRY_LINE.match(lines[entries[0]])
    if not match:
        return None
    indent, modifiers, name = match["indent"], match["modifiers"], match["name"]
    kind, value = match["type"].strip(), match["value"]
    expansion = [
        f"{modifiers}var {name}: {kind} {{",
        f"    get {{ self[__Key_{name}.self] }}",
        f"    set {{ self[__Key_{name}.self] = newValue }}",
        "}",
        f"private struct __Key_{name}: SwiftUI.EnvironmentKey {{",
        f"    typealias Value = {kind}",
        f"    static var defaultValue: Value {{ {value} }}",
        "}",
    ]
    return "\n".join(lines[:entries[0]] + [indent + line for line in expansion] + lines[entries[0] + 1:])


def alias_bomb():
    """Ten levels of ten aliases each: 10^9 nodes if expanded."""
    text = 'lol0: &lol0 "lol"\n'
    for level in range(1, 10):
        text += f"lol{level}: &lol{level} [" + ", ".join([f"*lol{level - 1}"] * 10) + "]\n"
    return text


def cpu_text(seconds):
    return "failed" if seconds is None else f"{seconds:.2f}"


def compile_table(rows):
    """rows: dicts with system, tokens, and the CPU seconds (or None) of every file at -Onone and -O (onone,
    optimized) and of the Foundation layer alone (foundation_onone, foundation_optimized)."""
    lines = [
        "| Design system | Tokens | -Onone CPU-s | budget | -O CPU-s | budget | Foundation layer alone, -Onone / -O |",
        "| --- | ---: | ---: | --- | ---: | --- | ---: |",
    ]
    for row in rows:
        cells = [row["system"], f"{row['tokens']:,}"]
        for layer in ("onone", "optimized"):
            budget = compile_budget(layer, row["tokens"], row["system"].split(" ")[0] == "tokens")
            seconds = row[layer]
            bound = "—" if budget is None else f"{verdict(seconds, budget)} (≤ {budget.seconds:.1f}: {budget.rule})"
            cells += [cpu_text(seconds), bound]
        cells.append(f"{cpu_text(row['foundation_onone'])} / {cpu_text(row['foundation_optimized'])}")
        lines.append("| " + " | ".join(cells) + " |")
    return "\n".join(lines)


def misses(rows):
    """The budgets missed, as sentences."""
    found = []
    for row in rows:
        for layer, label in (("onone", "-Onone"), ("optimized", "-O")):
            budget = compile_budget(layer, row["tokens"], row["system"].split(" ")[0] == "tokens")
            if verdict(row[layer], budget) == "MISS":
                found.append(f"{row['system']} {label}: {row[layer]:.2f} CPU-s, budget {budget.seconds:.1f} ({budget.rule})")
    return found
