#!/usr/bin/env python3
"""Tests of the fuzzer, and a short seeded run: python3 Benchmarks/fuzz/test_fuzz.py (standard library only).

The classification is checked against stand-in programs (one that crashes, one that hangs, one that
prints an error without a file); the short run needs a built refract (release, else debug) and fails
when there is none under CI=true.
"""

import os
import random
import stat
import sys
import tempfile
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import execute  # noqa: E402
import mutate  # noqa: E402
import run  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(HERE))


def stand_in(folder, body):
    path = os.path.join(folder, "refract")
    with open(path, "w") as handle:
        handle.write("#!/bin/sh\n" + body + "\n")
    os.chmod(path, stat.S_IRWXU)
    return path


class MutationTests(unittest.TestCase):
    def test_same_seed_same_mutations(self):
        data = b'{"a": {"$type": "number", "$value": 1}}'
        first = [mutate.mutate("a.json", data, random.Random(7)) for _ in range(1)]
        again = [mutate.mutate("a.json", data, random.Random(7)) for _ in range(1)]
        self.assertEqual(first, again)

    def test_every_kind_is_made(self):
        rng = random.Random(3)
        kinds = {mutate.mutate("a.json", b'{"a": "x"}', rng)[0] for _ in range(300)}
        self.assertEqual(kinds, {"flip", "truncate", "strings", "nesting", "chain", "extends", "anchors",
                                 "permutations"})


class ClassificationTests(unittest.TestCase):
    def classify(self, body, timeout=5):
        with tempfile.TemporaryDirectory() as folder:
            binary = stand_in(folder, body)
            return execute.run_input(binary, "a.tokens.json", b"{}", execute.Limits(timeout=timeout))[0]

    def test_signal_is_a_crash(self):
        self.assertEqual(self.classify("kill -SEGV $$").finding, "crash")

    def test_unknown_status_is_a_crash(self):
        self.assertEqual(self.classify("exit 3").finding, "crash")

    def test_timeout_is_a_hang(self):
        self.assertEqual(self.classify("sleep 5", timeout=0.5).finding, "hang")

    def test_error_without_a_file_is_unlocated(self):
        body = """echo '{"diagnostics": [{"severity": "error", "code": "x.y", "message": "m", "file": null}]}'; exit 1"""
        self.assertEqual(self.classify(body).finding, "unlocated")

    def test_located_error_is_no_finding(self):
        body = """echo '{"diagnostics": [{"severity": "error", "code": "x.y", "message": "m", "file": "a"}]}'; exit 1"""
        self.assertEqual(self.classify(body).finding, "")

    def test_build_rejecting_what_lint_passes_is_a_verdict(self):
        with tempfile.TemporaryDirectory() as folder:
            binary = stand_in(folder, """if [ "$1" = build ]; then
  echo '{"diagnostics": [{"severity": "error", "code": "android.unsupported-value", "message": "m", "file": "a"}]}'; exit 1
fi
echo '{"diagnostics": []}'""")
            lint, build = execute.run_input(binary, "a.tokens.json", b"{}", execute.Limits(timeout=5))
        self.assertEqual((lint.finding, build.finding), ("", "verdict"))
        self.assertIn("android.unsupported-value", build.detail)

    def test_the_same_errors_in_lint_and_build_are_no_finding(self):
        body = """echo '{"diagnostics": [{"severity": "error", "code": "x.y", "message": "m", "file": "a"}]}'; exit 1"""
        with tempfile.TemporaryDirectory() as folder:
            outcomes = execute.run_input(stand_in(folder, body), "a.tokens.json", b"{}", execute.Limits(timeout=5))
        self.assertEqual([outcome.finding for outcome in outcomes], ["", ""])

    def test_output_out_of_proportion_is_a_blow_up(self):
        body = 'mkdir -p out && head -c 70000000 /dev/zero > out/big; exit 0'
        self.assertEqual(self.classify(body).finding, "blow-up")


class ShortRunTest(unittest.TestCase):
    def test_seeded_short_run_finds_nothing(self):
        binary = next((os.path.join(ROOT, f".build/{c}/refract") for c in ("release", "debug")
                       if os.path.exists(os.path.join(ROOT, f".build/{c}/refract"))), None)
        if binary is None:
            if os.environ.get("CI") == "true":
                self.fail("no refract binary built: the short fuzz run cannot run")
            self.skipTest("no refract binary built (swift build --product refract)")
        runs = os.environ.get("REFRACT_FUZZ_RUNS", "40")
        with tempfile.TemporaryDirectory() as findings:
            status = run.main(["--binary", binary, "--runs", runs, "--seed", "19", "--timeout", "60",
                               "--findings", findings])
            kept = sorted(name for name in os.listdir(findings) if name.endswith(".txt"))
            notes = [open(os.path.join(findings, name)).read() for name in kept]
        self.assertEqual(notes, [])
        self.assertEqual(status, 0)


if __name__ == "__main__":
    unittest.main()
