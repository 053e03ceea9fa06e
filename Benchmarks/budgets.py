#!/usr/bin/env python3
"""Measure the budgets that are not tests: CPU seconds of swiftc on the generated Swift, and the refusal
of a YAML alias bomb. Prints Markdown tables and compares them with the budgets of issue 16; a miss is
reported, and does not fail the run (exit 1 only when a command itself fails).

    python3 Benchmarks/budgets.py [--binary .build/release/refract] [--baseline OTHER_REFRACT] [--swiftc PATH]
                                  [--systems tokens,github-primer,...] [--write-docs]

For tokens/ and each design system of the shared corpora (corpora/dtcg-examples/*.resolver.json) it builds
the Swift platform with refract, then measures, from swiftc's own `-stats-output-dir` reports (frontend
user + system time, which a busy machine disturbs far less than wall time):
  - every file, the SwiftUI layer with the Foundation layer, as an app compiles them (against the
    stand-in SwiftUI module of Tests/RefractSwiftTests/Fixtures/StandInSwiftUI, its one @Entry line
    replaced by Apple's expansion), to objects at -Onone in batch mode (as a debug build does, one batch)
    and at -O with -wmo (as a release build does): the budgets of issue 16 are for these;
  - the Foundation layer alone (every file but Theme+SwiftUI.swift) the same way, as Linux compiles it.
All with `-swift-version 6 -j 1`. With --baseline, the same for the Swift another refract binary writes,
each system measured with both binaries one after the other, so a loaded machine disturbs both alike. The shared corpora are found as the tests find them: $REFRACT_SHARED, or a
folder `shared` beside the clone or beside a folder above it.
"""

import argparse
import datetime
import os
import shutil
import statistics
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(HERE)
sys.path.insert(0, HERE)

from benchlib import budgets, machine, measure, report  # noqa: E402

START = "<!-- bench:budgets:start -->"
END = "<!-- bench:budgets:end -->"
STAND_IN = os.path.join(REPO, "Tests", "RefractSwiftTests", "Fixtures", "StandInSwiftUI", "SwiftUI.swift")


class BudgetFailure(Exception):
    pass


def log(message):
    print(message, file=sys.stderr, flush=True)


def shared_corpora():
    given = os.environ.get("REFRACT_SHARED")
    if given:
        return os.path.join(given, "corpora")
    folder = os.path.dirname(REPO)
    while True:
        candidate = os.path.join(folder, "shared", "corpora")
        if os.path.isdir(candidate):
            return candidate
        parent = os.path.dirname(folder)
        if parent == folder:
            return None
        folder = parent


def find_swiftc(given):
    for candidate in [given, os.environ.get("SWIFTC"), shutil.which("swiftc"), "/opt/swift/usr/bin/swiftc"]:
        if candidate and os.access(candidate, os.X_OK):
            return candidate
    return None


def design_systems(selected):
    """(name, input path) of tokens/ and every corpus design system, or of those named."""
    systems = [("tokens", os.path.join(REPO, "tokens"))]
    corpora = shared_corpora()
    if corpora:
        examples = os.path.join(corpora, "dtcg-examples")
        systems += [(name[:-len(".resolver.json")], os.path.join(examples, name))
                    for name in sorted(os.listdir(examples)) if name.endswith(".resolver.json")]
    else:
        log("note: the shared corpora were not found; measuring tokens/ only")
    if selected:
        unknown = set(selected) - {name for name, _ in systems}
        if unknown:
            raise BudgetFailure(f"unknown design system {', '.join(sorted(unknown))}")
        systems = [system for system in systems if system[0] in selected]
    return systems


def run(argv, cwd, what):
    done = subprocess.run(argv, cwd=cwd, capture_output=True, text=True)
    if done.returncode != 0:
        tail = "\n".join((done.stdout + done.stderr).splitlines()[-30:])
        raise BudgetFailure(f"{what} failed (exit {done.returncode}): {' '.join(argv)}\n{tail}")
    return done.stdout + done.stderr


def swiftc_cpu(swiftc, arguments, cwd, what, runs=2):
    """The least CPU time of `runs` compiles: the first compile of new files costs up to half again as much
    as the next (seen here on every system), which is the machine's state, not the code's."""
    times = []
    for _ in range(runs):
        stats = tempfile.mkdtemp(prefix="stats-", dir=cwd)
        run([swiftc, "-swift-version", "6", "-j", "1", "-Xfrontend", "-stats-output-dir", "-Xfrontend", stats] + arguments,
            cwd, what)
        times.append(budgets.frontend_cpu_seconds(stats))
    return min(times)


def stand_in_swiftui(swiftc, folder):
    run([swiftc, "-emit-module", "-module-name", "SwiftUI", "-swift-version", "6", "-parse-as-library", STAND_IN,
         "-emit-module-path", os.path.join(folder, "SwiftUI.swiftmodule")], folder, "the stand-in SwiftUI module")
    return folder


def measure_system(binary, swiftc, include, name, path, scratch, label=""):
    tokens = budgets.token_count(run([binary, "lint", path], scratch, f"refract lint {name}"))
    if tokens is None:
        raise BudgetFailure(f"refract lint {name} printed no token count")
    out = os.path.join(scratch, name + label)
    run([binary, "build", path, "--out", out, "--quiet", "--platform", "swift"], scratch, f"refract build {name}")
    swift = os.path.join(out, "swift")
    foundation = sorted(f for f in os.listdir(swift) if f.endswith(".swift") and f != "Theme+SwiftUI.swift")
    row = {"system": name + label, "tokens": tokens}
    with open(os.path.join(swift, "Theme+SwiftUI.swift")) as handle:
        expanded = budgets.expand_entry(handle.read())
    if expanded is None:
        raise BudgetFailure(f"{name}: Theme+SwiftUI.swift has not exactly one @Entry line")
    with open(os.path.join(swift, "Theme+SwiftUI.swift"), "w") as handle:
        handle.write(expanded)
    everything = foundation + ["Theme+SwiftUI.swift"]
    # As one core of a build sees it: a debug build compiles the files in batches (one batch here), a
    # release build the whole module at once. The budgets are for what an app compiles, every file with
    # the SwiftUI layer (against the stand-in module); the Foundation layer alone is what Linux compiles.
    for layer, flags in (("onone", ["-Onone", "-enable-batch-mode", "-c"]), ("optimized", ["-O", "-wmo", "-c"])):
        row[layer] = swiftc_cpu(swiftc, flags + ["-module-name", "ThemeKit", "-I", include] + everything, swift,
                                f"swiftc {flags[0]} on {name}")
        row["foundation_" + layer] = swiftc_cpu(swiftc, flags + ["-module-name", "ThemeKit"] + foundation, swift,
                                                f"swiftc {flags[0]} on {name}'s Foundation layer")
    log(f"  {name}{label}: {tokens} tokens, -Onone {row['onone']:.2f} s, -O {row['optimized']:.2f} s; "
        f"Foundation layer alone {row['foundation_onone']:.2f} s, {row['foundation_optimized']:.2f} s")
    return row


def measure_alias_bomb(binary, scratch, runs=5):
    path = os.path.join(scratch, "alias-bomb.yaml")
    with open(path, "w") as handle:
        handle.write(budgets.alias_bomb())
    samples = [measure.run_once([binary, "lint", path], keep_output=True) for _ in range(runs)]
    for sample in samples:
        # Refused by whichever alias limit trips first: the nodes expanded or the text copied.
        if sample.exit_code != 1 or not any(code in sample.output for code in ("yaml-alias-limit", "yaml-alias-size")):
            raise BudgetFailure(f"refract lint did not refuse the alias bomb: exit {sample.exit_code}\n{sample.output}")
    return statistics.median(sample.seconds for sample in samples)


def section(args, rows, bomb, load, swiftc):
    today = datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%d")
    binary = os.path.relpath(args.binary, REPO) if args.binary.startswith(REPO + os.sep) else args.binary
    missed = budgets.misses(rows)
    bomb_verdict = "within" if bomb <= budgets.ALIAS_BOMB_SECONDS else "MISS"
    return f"""Measured on {today} with `python3 Benchmarks/budgets.py` (binary `{binary}`, `{swiftc}`, checkout at
{machine.git_revision(REPO)}); {machine.describe()}; load average {load} before the runs; {machine.swift_version()}.
CPU seconds are the compiler frontend's user + system time (`-stats-output-dir`), the least of two runs each.

{budgets.compile_table(rows)}

Budgets missed: {"; ".join(missed) if missed else "none"}.

YAML alias bomb (10⁹ nodes if expanded) refused by `refract lint` in {report.seconds_text(bomb)} wall,
median of 5 ({bomb_verdict} the budget of {budgets.ALIAS_BOMB_SECONDS:.0f} s).
"""


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--binary", default=os.path.join(REPO, ".build", "release", "refract"))
    parser.add_argument("--baseline", default=None, help="another refract binary to measure side by side (rows '(before)')")
    parser.add_argument("--swiftc", default=None, help="swiftc (default $SWIFTC, then PATH)")
    parser.add_argument("--systems", default="", help="design systems, comma-separated (default all)")
    parser.add_argument("--write-docs", action="store_true", help="rewrite the marked section of docs/performance.md")
    args = parser.parse_args(sys.argv[1:] if argv is None else argv)
    args.binary = os.path.abspath(args.binary)
    args.baseline = os.path.abspath(args.baseline) if args.baseline else None
    if not os.access(args.binary, os.X_OK):
        parser.error(f"no executable refract at {args.binary}; build it with 'swift build -c release --product refract'")
    swiftc = find_swiftc(args.swiftc)
    if swiftc is None:
        parser.error("swiftc not found; pass --swiftc or set SWIFTC")
    load = machine.load_average()
    scratch = tempfile.mkdtemp(prefix="refract-budgets-")
    try:
        systems = design_systems([name.strip() for name in args.systems.split(",") if name.strip()])
        include = stand_in_swiftui(swiftc, tempfile.mkdtemp(prefix="swiftui-", dir=scratch))
        rows = []
        for name, path in systems:
            if args.baseline:
                rows.append(measure_system(args.baseline, swiftc, include, name, path, scratch, " (before)"))
            rows.append(measure_system(args.binary, swiftc, include, name, path, scratch))
        bomb = measure_alias_bomb(args.binary, scratch)
    except BudgetFailure as failure:
        log(f"error: {failure}")
        return 1
    finally:
        shutil.rmtree(scratch, ignore_errors=True)
    text = section(args, rows, bomb, load, swiftc)
    print(text)
    if args.write_docs:
        path = os.path.join(REPO, "docs", "performance.md")
        report.write_section(path, text, start=START, end=END)
        log(f"updated {os.path.relpath(path, os.getcwd())}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
