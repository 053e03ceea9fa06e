#!/usr/bin/env python3
"""Benchmark refract on generated token sets and print a Markdown table.

    swift build -c release --product refract
    python3 Benchmarks/run.py [--sizes 1000,10000,100000] [--runs 5] [--binary .build/release/refract]
                              [--scenarios lint,lint-resolver] [--seed 1] [--write-docs]
                              [--baseline OTHER/refract] [--budget-only]

For each size it generates (or reuses, from Benchmarks/generated/) a token set with light and dark modes,
then for each scenario (see benchlib/scenarios.py) runs the command once as a warm-up, which must
succeed, and then --runs times, measuring wall time and the command's own peak RSS. Beside each run it
times CPython's `json.load` of exactly the files the scenario reads, and prints every figure also as a
ratio to that reference's median: this host's speed moves, the ratio much less. --write-docs rewrites the
marked sections of docs/performance.md: the results (command, date, machine, table) and issue 34's budget
table (benchlib/ratios.py), whose rows are ratios to json.load. --budget-only measures just the budget's
rows (each scenario at its size) and, with --write-docs, rewrites only the budget table.
Exits 1 when any run fails: timing a failing command measures nothing useful.

--baseline names a second binary (another checkout's build) measured in the same runs, alternating run
by run with the first, so that both see the same machine: this host's speed changes by two to three times
within an hour, which makes figures of different hours incomparable, while the ratio of two binaries run
side by side holds. The table then adds the baseline's median and the ratio. A scenario the baseline cannot
run (a command it does not have) gets no baseline figure and a note, rather than failing the benchmark.
"""

import argparse
import datetime
import os
import shlex
import statistics
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(HERE)
sys.path.insert(0, HERE)

from benchlib import machine, measure, ratios, report, scenarios, token_sets  # noqa: E402


class BenchmarkFailure(Exception):
    pass


def positive_ints(text):
    try:
        values = [int(part) for part in text.split(",") if part.strip()]
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected comma-separated integers, not {text!r}")
    if not values or any(value < 100 for value in values):
        raise argparse.ArgumentTypeError("sizes must be integers of at least 100")
    return values


def names(text):
    return [part.strip() for part in text.split(",") if part.strip()]


def parse_arguments(argv):
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--sizes", type=positive_ints, default=[1000, 10000, 100000],
                        help="token counts, comma-separated (default 1000,10000,100000)")
    parser.add_argument("--runs", type=int, default=5, help="measured runs after one warm-up (default 5)")
    parser.add_argument("--binary", default=None, help="refract binary (default .build/release/refract)")
    parser.add_argument("--scenarios", type=names, default=[],
                        help="scenario names, comma-separated (default all: "
                             + ", ".join(s.name for s in scenarios.SCENARIOS) + ")")
    parser.add_argument("--seed", type=int, default=1, help="generator seed (default 1)")
    parser.add_argument("--write-docs", action="store_true",
                        help="rewrite the marked section of docs/performance.md")
    parser.add_argument("--baseline", default=None,
                        help="a second refract binary measured alternately with the first, for ratios")
    parser.add_argument("--budget-only", action="store_true",
                        help="measure only issue 34's budget rows; with --write-docs, rewrite only their table")
    args = parser.parse_args(argv)
    if args.budget_only:
        if args.scenarios or "--sizes" in argv:
            parser.error("--budget-only measures the budget's own scenarios and sizes")
        args.scenarios = sorted({budget.scenario for budget in ratios.BUDGETS})
        args.sizes = sorted({budget.tokens for budget in ratios.BUDGETS})
    if args.runs < 1:
        parser.error("--runs must be at least 1")
    try:
        args.selected = scenarios.select(args.scenarios)
    except ValueError as error:
        parser.error(str(error))
    args.binary = os.path.abspath(args.binary) if args.binary else os.path.join(REPO, ".build", "release", "refract")
    if not os.access(args.binary, os.X_OK):
        parser.error(f"no executable refract at {args.binary}; build it with "
                     "'swift build -c release --product refract'")
    if args.baseline is not None:
        args.baseline = os.path.abspath(args.baseline)
        if not os.access(args.baseline, os.X_OK):
            parser.error(f"no executable baseline at {args.baseline}")
    return args


def log(message):
    print(message, file=sys.stderr, flush=True)


# Warnings are errors, but for the tokens Android cannot express (borders, shadows, …): those are the
# generator's mix, not drift from the format, and lint gives the verdict a build would.
VALIDATION_CONFIG = """warningsAsErrors: true
diagnostics:
  android.unsupported-value: warning
"""


def validate_set(binary, set_dir):
    """Every token file of a generated set must lint clean, warnings included: a warning means the
    generator drifted from the format, and the timings would then include diagnostic rendering."""
    with tempfile.TemporaryDirectory(prefix="refract-validate-") as folder:
        config = os.path.join(folder, "refract.yaml")
        with open(config, "w") as handle:
            handle.write(VALIDATION_CONFIG)
        # The set's resolver by name: legacy-resolver/ holds a second one, for the compat flood.
        argv = [binary, "lint", "--config", config, os.path.join(set_dir, "tokens.resolver.json")]
        sample = measure.run_once(argv, keep_output=True)
    if sample.exit_code != 0:
        tail = "\n".join(sample.output.splitlines()[-40:])
        raise BenchmarkFailure(
            f"the generated set {set_dir} does not lint clean (exit code {sample.exit_code})\n"
            f"command: {shlex.join(argv)}\n--- last lines of its output ---\n{tail}")


def warm_up(scenario, binary, set_dir, folders):
    """Runs once, keeping the output; fails loudly unless the command succeeded."""
    sample = measure.run_scenario(scenario, binary, set_dir, folders, keep_output=True)
    if sample.exit_code not in scenario.success_codes:
        command = shlex.join(scenario.argv(binary, set_dir, "OUT"))
        tail = "\n".join(sample.output.splitlines()[-40:])
        raise BenchmarkFailure(
            f"scenario '{scenario.name}' failed with exit code {sample.exit_code} on {set_dir}\n"
            f"command: {command}\n--- last lines of its output ---\n{tail}")
    last_line = sample.output.strip().splitlines()[-1] if sample.output.strip() else ""
    log(f"  warm-up {seconds(sample.seconds)}: {last_line}")


def seconds(value):
    return report.seconds_text(value)


def measured_binaries(scenario, binary, baseline, set_dir, folders):
    """The binaries to time for `scenario`, each warmed up: `binary`, and `baseline` when there is one
    and it can run the scenario (an older checkout may lack a command or flag)."""
    warm_up(scenario, binary, set_dir, folders)
    if baseline is None:
        return [binary]
    try:
        warm_up(scenario, baseline, set_dir, folders)
    except BenchmarkFailure as failure:
        log(f"  the baseline cannot run this scenario, so it has no baseline figure:\n{failure}")
        return [binary]
    return [binary, baseline]


def measure_scenario(scenario, binary, set_dir, tokens, runs, folders, baseline=None):
    binaries = measured_binaries(scenario, binary, baseline, set_dir, folders)
    inputs = scenario.input_paths(binary, set_dir, "")
    files = [file for path in inputs for file in token_sets.token_files_below(path)]
    ratios.json_load_seconds(files)  # the reference's warm-up
    samples = {each: [] for each in binaries}
    reference = []
    # Run by run in turn, so that a change in the machine's speed reaches both binaries and the reference alike.
    for _ in range(runs):
        for each in binaries:
            sample = measure.run_scenario(scenario, each, set_dir, folders)
            if sample.exit_code not in scenario.success_codes:
                raise BenchmarkFailure(
                    f"scenario '{scenario.name}' exited {sample.exit_code} on {set_dir} with {each} "
                    "after a successful warm-up")
            samples[each].append(sample)
        reference.append(ratios.json_load_seconds(files))
    row = {
        "scenario": scenario.name,
        "tokens": tokens,
        "files": len(files),
        "input_bytes": token_sets.bytes_of(inputs),
        **figures(samples[binary]),
        "json_load": statistics.median(reference),
    }
    message = f"  {runs} runs: median {seconds(row['median'])}, min {seconds(row['min'])}, " \
              f"peak RSS {report.rss_text(row['peak_rss'])}; json.load {seconds(row['json_load'])}, " \
              f"ratio {ratios.ratio_text(row['median'] / row['json_load'])}"
    if baseline is not None:
        row["baseline"] = figures(samples[baseline]) if baseline in samples else None
        if row["baseline"]:
            message += f"; baseline median {seconds(row['baseline']['median'])}, " \
                       f"ratio {report.ratio_text(row['median'], row['baseline']['median'])}"
    log(message)
    return row


def figures(samples):
    return {
        "median": statistics.median(s.seconds for s in samples),
        "min": min(s.seconds for s in samples),
        "peak_rss": max(s.peak_rss_bytes for s in samples),
    }


def docs_section(args, argv, rows, load):
    command = shlex.join(["python3", "Benchmarks/run.py"] + argv)
    binary = os.path.relpath(args.binary, REPO) if args.binary.startswith(REPO + os.sep) else args.binary
    today = datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%d")
    described = "\n".join(f"- `{s.name}`: {s.summary}; `{s.display()}`" for s in args.selected)
    if args.baseline:
        described += (f"\n- Baseline: `{args.baseline}` ({machine.git_revision(os.path.dirname(args.baseline))}), "
                      "run alternately with the binary, run by run; ratio = median ÷ baseline median")
    return f"""Measured on {today} with `{command}` (binary `{binary}`, checkout at {machine.git_revision(REPO)}).

- Machine: {machine.describe()}; load average {load} before the runs
- Toolchain: {machine.swift_version()}
- Method: one warm-up run, which must exit 0, then {args.runs} runs; wall time of the whole process,
  peak RSS of that process alone (`wait4`). Token sets generated with seed {args.seed}. Beside each run,
  CPython's `json.load` of the files the scenario reads (`json.load` column: its median); `÷ json.load`
  is the wall median ÷ that.

{described}

{report.table(rows)}
"""


BUDGET_START = "<!-- bench:budget:start -->"
BUDGET_END = "<!-- bench:budget:end -->"


def budget_section(argv, rows, load):
    command = shlex.join(["python3", "Benchmarks/run.py"] + argv)
    today = datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%d")
    return f"""Measured on {today} with `{command}` (checkout at {machine.git_revision(REPO)}; load average
{load} before the runs). Each figure: the wall median, and it ÷ the median of CPython's `json.load` of the
same files timed beside each run; peak RSS in MB of 10^6 bytes.

{ratios.budget_table(rows)}
"""


def main(argv=None):
    argv = sys.argv[1:] if argv is None else argv
    args = parse_arguments(argv)
    cache = os.path.join(HERE, "generated")
    load = machine.load_average()
    rows = []
    try:
        with measure.OutputFolders() as folders:
            for tokens in args.sizes:
                set_dir = token_sets.ensure(cache, tokens, args.seed, log=log)
                validate_set(args.binary, set_dir)
                for scenario in args.selected:
                    if args.budget_only and not any(b.scenario == scenario.name and b.tokens == tokens
                                                    for b in ratios.BUDGETS):
                        continue
                    log(f"{scenario.name}, {tokens} tokens")
                    rows.append(measure_scenario(
                        scenario, args.binary, set_dir, tokens, args.runs, folders, baseline=args.baseline))
    except BenchmarkFailure as failure:
        log(f"error: {failure}")
        return 1
    print(report.table(rows))
    print()
    print(ratios.budget_table(rows))
    if args.write_docs:
        path = os.path.join(REPO, "docs", "performance.md")
        if not args.budget_only:
            report.write_section(path, docs_section(args, argv, rows, load))
        report.write_section(path, budget_section(argv, rows, load), BUDGET_START, BUDGET_END)
        log(f"updated {os.path.relpath(path, os.getcwd())}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
