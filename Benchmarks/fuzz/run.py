#!/usr/bin/env python3
"""A seeded random-mutation fuzzer for refract (standard library only).

    python3 Benchmarks/fuzz/run.py --minutes 60          # a long run by hand, on the release binary
    python3 Benchmarks/fuzz/run.py --runs 200 --seed 1   # a short run

Each run mutates a file of the public corpora (or makes a hostile one), runs `refract lint` and
`refract build` on it in a temporary folder under a timeout and a memory limit, and classifies what
happened: crash (a signal, or an exit status other than 0, 1, 2), hang (the timeout), blow-up (memory or
output bytes per input MB over a bound), unlocated (an error diagnostic with no file) or verdict (build
rejects what lint passes, or reports an error code lint does not; half the inputs run both commands with
--warnings-as-errors, which turns a platform's warnings into build errors). Findings are
written to --findings (one file each, with what was found); exit status 1 when there is any.
"""

import argparse
import os
import random
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import execute  # noqa: E402
import mutate  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(HERE))
DEFAULT_CORPORA = "/work/shared/corpora"
SEED_EXTENSIONS = (".json", ".json5", ".jsonc", ".yaml", ".yml")


def seed_files(corpora):
    seeds = []
    for folder, _, names in os.walk(corpora):
        for name in names:
            path = os.path.join(folder, name)
            if name.endswith(SEED_EXTENSIONS) and "expected" not in path and os.path.getsize(path) < 2 << 20:
                seeds.append(path)
    return sorted(seeds)


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--binary", default=os.path.join(ROOT, ".build/release/refract"))
    parser.add_argument("--corpora", default=os.environ.get("REFRACT_CORPORA", DEFAULT_CORPORA))
    parser.add_argument("--seed", type=int, default=int(time.time()))
    parser.add_argument("--runs", type=int, default=0, help="stop after this many inputs (0: no limit)")
    parser.add_argument("--minutes", type=float, default=0, help="stop after this long (0: no limit)")
    parser.add_argument("--timeout", type=float, default=20, help="seconds per command")
    parser.add_argument("--findings", default=os.path.join(ROOT, ".build/fuzz-findings"))
    parser.add_argument("--skip", default="", help="mutation kinds to leave out, comma-separated")
    args = parser.parse_args(argv)
    args.binary = os.path.abspath(args.binary)
    if not args.runs and not args.minutes:
        args.runs = 200
    if not os.path.exists(args.binary):
        print(f"no refract binary at {args.binary}: build it (make build) or pass --binary", file=sys.stderr)
        return 2
    seeds = seed_files(args.corpora)
    if not seeds:
        print(f"no seed files under {args.corpora}", file=sys.stderr)
        return 2
    rng = random.Random(args.seed)
    limits = execute.Limits(timeout=args.timeout)
    started = time.monotonic()
    runs, findings, slowest = 0, [], []
    while (not args.runs or runs < args.runs) and (not args.minutes or time.monotonic() - started < args.minutes * 60):
        seed = rng.choice(seeds)
        with open(seed, "rb") as handle:
            data = handle.read()
        kind, name, mutated = mutate.mutate(os.path.basename(seed), data, rng)
        policy = ("--warnings-as-errors",) if rng.random() < 0.5 else ()
        if kind in args.skip.split(","):
            continue
        for outcome in execute.run_input(args.binary, name, mutated, limits, policy):
            if len(mutated) >= 100_000:  # below, start-up time is all there is to measure
                slowest.append((outcome.seconds_per_mb, outcome.command, kind, name))
            if outcome.finding:
                path = execute.keep(args.findings, runs, name, mutated, outcome)
                findings.append((outcome.finding, path))
                print(f"{outcome.finding}: {outcome.command} on {kind} mutation of {seed}: {outcome.detail} ({path})")
        runs += 1
    slowest.sort(reverse=True)
    elapsed = time.monotonic() - started
    classes = sorted({finding for finding, _ in findings})
    print(f"seed {args.seed}: {runs} inputs in {elapsed:.0f} s, {len(findings)} findings {classes or ''}")
    for seconds_per_mb, command, kind, name in slowest[:5]:
        print(f"  slowest: {seconds_per_mb:.2f} s/MB, {command} of a {kind} input ({name})")
    return 1 if findings else 0


if __name__ == "__main__":
    sys.exit(main())
