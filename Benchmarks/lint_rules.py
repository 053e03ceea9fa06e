#!/usr/bin/env python3
"""Measure what the design rules cost: `refract lint` of a generated set through its resolver (light and
dark) with every rule on against every rule off, in CPU time (user + system of the command, from `wait4`),
which a loaded machine disturbs far less than wall time. The budget of issue 18: every rule on costs at most
twice the lint without rules. Prints a Markdown table; a miss is reported and does not fail the run (exit 1
only when a command fails).

    swift build -c release --product refract
    python3 Benchmarks/lint_rules.py [--sizes 10000,100000] [--runs 5] [--binary .build/release/refract] [--write-docs]

Both configs enable the same platforms (all of them, no `platforms` key), so both check the names every
platform would give, as lint did before it had rules; `names.collide` only reports those findings and cannot
be turned off. "Every rule" sets each rule to warning and gives `contrast.minimum` the default conventions
plus the generated set's own (`semantic.text.<role>.<state>` on `semantic.surface.<role>.<state>`), so it
measures real pairs: about a tenth of the set's aliases are texts. Runs alternate between the two configs,
so a change of load disturbs both alike.
"""

import argparse
import datetime
import os
import shlex
import statistics
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(HERE)
sys.path.insert(0, HERE)

from benchlib import machine, report, token_sets  # noqa: E402

START = "<!-- bench:lint-rules:start -->"
END = "<!-- bench:lint-rules:end -->"
BUDGET = 2.0
RULES = ["contrast.minimum", "modes.complete", "deprecated.used", "naming.pattern", "values.duplicate",
         "primitives.unused", "alias.depth", "color.out-of-gamut", "names.collide"]

EVERY_RULE = "lint:\n  rules:\n" + "".join(
    f"    {rule}: {'error' if rule == 'names.collide' else 'warning'}\n" for rule in RULES if rule != "contrast.minimum"
) + """    contrast.minimum:
      severity: warning
      conventions:
        - { foreground: "**.on*", background: "$1.$2" }
        - { foreground: "**.on-*", background: "$1.$2" }
        - { foreground: "**.text.*", background: "$1.surface.$2" }
        - { foreground: "**.text.*", background: "$1.surface.default" }
        - { foreground: "semantic.text.*.*", background: "semantic.surface.$1.$2" }
"""
NO_RULE = "lint:\n  rules:\n" + "".join(f"    {rule}: off\n" for rule in RULES if rule != "names.collide")


def log(message):
    print(message, file=sys.stderr, flush=True)


def cpu_seconds(argv):
    """User + system seconds of the command alone, and its exit code; output discarded."""
    process = subprocess.Popen(argv, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    _, status, usage = os.wait4(process.pid, 0)
    process.returncode = os.waitstatus_to_exitcode(status)
    return usage.ru_utime + usage.ru_stime, process.returncode


def main(argv):
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--sizes", default="10000,100000", help="token counts, comma-separated")
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--binary", default=os.path.join(REPO, ".build", "release", "refract"))
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--write-docs", action="store_true", help="rewrite the marked section of docs/performance.md")
    args = parser.parse_args(argv)
    sizes = [int(part) for part in args.sizes.split(",") if part.strip()]
    cache = os.path.join(HERE, "generated")
    rows = []
    with tempfile.TemporaryDirectory(prefix="refract-lint-rules-") as folder:
        configs = {}
        for name, text in (("every rule", EVERY_RULE), ("no rule", NO_RULE)):
            path = os.path.join(folder, name.replace(" ", "-") + ".refract.yaml")
            with open(path, "w") as handle:
                handle.write(text)
            configs[name] = path
        for size in sizes:
            set_dir = token_sets.ensure(cache, size, args.seed, log=log)
            commands = {name: [args.binary, "lint", "--config", path, "--quiet", os.path.join(set_dir, "tokens.resolver.json")]
                        for name, path in configs.items()}
            samples = {name: [] for name in commands}
            for run in range(args.runs + 1):
                for name, command in commands.items():
                    seconds, code = cpu_seconds(command)
                    # `every rule` finds warnings (exit 0 with --quiet); any other exit is a failure.
                    if code != 0:
                        log(f"failed ({code}): {shlex.join(command)}")
                        return 1
                    if run > 0:
                        samples[name].append(seconds)
            every, none = statistics.median(samples["every rule"]), statistics.median(samples["no rule"])
            rows.append((size, none, every, every / none))
            log(f"{size}: no rule {none:.3f} s, every rule {every:.3f} s CPU ({every / none:.2f}×)")
    lines = ["| Tokens (× 2 permutations) | CPU, no rule | CPU, every rule | Ratio | Budget ≤ 2× |",
             "| ---: | ---: | ---: | ---: | --- |"]
    for size, none, every, ratio in rows:
        lines.append(f"| {size:,} | {report.seconds_text(none)} | {report.seconds_text(every)} | {ratio:.2f}× | "
                     f"{'met' if ratio <= BUDGET else 'missed'} |")
    table = "\n".join(lines)
    print(table)
    if args.write_docs:
        section = "\n".join([
            f"`python3 Benchmarks/lint_rules.py --sizes {args.sizes} --runs {args.runs}`, "
            f"{datetime.date.today().isoformat()}, {machine.describe()}, load average {machine.load_average()}; "
            f"median CPU time (user + system) of `refract lint --config … --quiet SET/tokens.resolver.json`:",
            "", table])
        report.write_section(os.path.join(REPO, "docs", "performance.md"), section, START, END)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
