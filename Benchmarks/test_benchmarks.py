#!/usr/bin/env python3
"""Tests of the benchmark harness: python3 Benchmarks/test_benchmarks.py (standard library only).

They check the generator's promises (exact count, mix, acyclic alias chains up to depth 4, references
to tokens of the right type, mode files that override exactly the colours, a resolver document whose
references exist) without the refract binary; run.py checks the sets with refract itself.
"""

import json
import os
import re
import sys
import tempfile
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import generate  # noqa: E402
import run  # noqa: E402
from benchlib import budgets, measure, ratios, report, scenarios  # noqa: E402

REPO_ROOT = os.path.dirname(HERE)
REFERENCE = re.compile(r"^\{([^{}]+)\}$")


def load_tree(folder):
    """{file name: parsed JSON} of the token files directly in `folder`."""
    documents = {}
    for name in sorted(os.listdir(folder)):
        if name.endswith(".tokens.json"):
            with open(os.path.join(folder, name)) as handle:
                documents[name] = json.load(handle)
    return documents


def read_bytes(path):
    with open(path, "rb") as handle:
        return handle.read()


def tokens_of(document, inherited=None, prefix=()):
    """(path, $type or None, $value) of every token, with group types inherited."""
    group_type = document.get("$type", inherited)
    for key, node in document.items():
        if key.startswith("$") or not isinstance(node, dict):
            continue
        path = prefix + (key,)
        if "$value" in node:
            yield ".".join(path), node.get("$type", group_type), node["$value"]
        else:
            yield from tokens_of(node, group_type, path)


def references_in(value):
    if isinstance(value, str):
        match = REFERENCE.match(value)
        return [match.group(1)] if match else []
    if isinstance(value, dict):
        return [ref for item in value.values() for ref in references_in(item)]
    if isinstance(value, list):
        return [ref for item in value for ref in references_in(item)]
    return []


class GeneratedSet:
    def __init__(self, tokens, seed=1, modes=("light", "dark")):
        self.temp = tempfile.TemporaryDirectory()
        self.out = self.temp.name
        generate.generate(tokens, self.out, seed, modes)
        self.base = {}
        for document in load_tree(os.path.join(self.out, "base")).values():
            for path, kind, value in tokens_of(document):
                assert path not in self.base, f"duplicate token {path}"
                self.base[path] = (kind, value)

    def resolved_type(self, path, seen=()):
        kind, value = self.base[path]
        refs = references_in(value)
        if kind is None and isinstance(value, str) and refs:
            assert path not in seen, f"cycle through {path}"
            return self.resolved_type(refs[0], seen + (path,))
        return kind

    def alias_depth(self, path):
        kind, value = self.base[path]
        if kind is None and isinstance(value, str):
            return 1 + self.alias_depth(references_in(value)[0])
        return 0


class GeneratorTests(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.set = GeneratedSet(2345)
        cls.addClassCleanup(cls.set.temp.cleanup)

    def test_count_is_exact(self):
        for size in (100, 1000, 2345):
            generated = self.set if size == 2345 else GeneratedSet(size)
            self.assertEqual(len(generated.base), size)
            if generated is not self.set:
                generated.temp.cleanup()

    def test_mix_of_colours_and_aliases(self):
        colours = sum(1 for kind, _ in self.set.base.values() if kind == "color")
        aliases = sum(1 for kind, _ in self.set.base.values() if kind is None)
        self.assertAlmostEqual(colours / 2345, 0.60, delta=0.01)
        self.assertAlmostEqual(aliases / 2345, 0.30, delta=0.01)
        kinds = {kind for kind, _ in self.set.base.values()}
        self.assertTrue({"dimension", "duration", "number", "fontWeight", "shadow", "border", "typography",
                         "transition", "gradient"} <= kinds, kinds)
        spaces = {value["colorSpace"] for kind, value in self.set.base.values() if kind == "color"}
        self.assertEqual(spaces, {"srgb", "display-p3", "oklch"})

    def test_alias_chains_resolve_without_cycles_up_to_lints_default_depth(self):
        depths = [self.set.alias_depth(path) for path, (kind, _) in self.set.base.items() if kind is None]
        self.assertEqual(max(depths), 3)
        self.assertEqual(min(depths), 1)
        for path, (kind, _) in self.set.base.items():
            if kind is None:
                self.assertIn(self.set.resolved_type(path), {"color", "dimension"}, path)

    def test_composite_references_point_at_tokens_of_the_member_type(self):
        expected = {("shadow", "color"): "color", ("shadow", "offsetX"): "dimension",
                    ("shadow", "offsetY"): "dimension", ("shadow", "blur"): "dimension",
                    ("border", "color"): "color", ("border", "width"): "dimension",
                    ("typography", "fontSize"): "dimension", ("typography", "fontFamily"): "fontFamily",
                    ("typography", "fontWeight"): "fontWeight", ("typography", "lineHeight"): "number",
                    ("transition", "duration"): "duration", ("transition", "timingFunction"): "cubicBezier",
                    ("gradient", "color"): "color"}
        checked = 0
        for kind, value in self.set.base.values():
            members = value if isinstance(value, list) else [value]
            for member in members:
                if not isinstance(member, dict) or kind == "color":
                    continue
                for name, part in member.items():
                    for ref in references_in(part):
                        self.assertEqual(self.set.resolved_type(ref), expected[(kind, name)], (kind, name, ref))
                        checked += 1
        self.assertGreater(checked, 50)

    def test_colour_components_are_in_range(self):
        for kind, value in self.set.base.values():
            if kind != "color":
                continue
            components = value["components"]
            if value["colorSpace"] == "oklch":
                self.assertTrue(0 <= components[0] <= 1 and components[1] >= 0 and 0 <= components[2] < 360)
            else:
                self.assertTrue(all(0 <= c <= 1 for c in components), value)
            self.assertTrue(0 <= value["alpha"] <= 1)
            self.assertRegex(value["hex"], "^#[0-9a-f]{6}$")
            if value["colorSpace"] == "srgb":
                self.assertEqual(value["hex"], "#" + "".join(f"{round(c * 255):02x}" for c in components))

    def test_wide_gamut_fallbacks_are_the_clipped_srgb_colour(self):
        self.assertEqual(generate.srgb_hex("display-p3", [1, 1, 1]), "#ffffff")
        self.assertEqual(generate.srgb_hex("display-p3", [1, 0, 0]), "#ff0000")
        self.assertEqual(generate.srgb_hex("display-p3", [0.6, 0.6, 0.6]), "#999999")
        self.assertEqual(generate.srgb_hex("oklch", [0.62796, 0.25768, 29.2339]), "#ff0000")
        self.assertEqual(generate.srgb_hex("oklch", [1, 0, 0]), "#ffffff")

    def test_groups_nest_three_or_four_levels(self):
        levels = {len(path.split(".")) for path in self.set.base}
        self.assertEqual(levels, {3, 4})

    def test_mode_files_override_exactly_the_concrete_colours(self):
        colours = {path for path, (kind, _) in self.set.base.items() if kind == "color"}
        for mode in ("light", "dark"):
            with open(os.path.join(self.set.out, f"{mode}.tokens.json")) as handle:
                overrides = {path: kind for path, kind, _ in tokens_of(json.load(handle))}
            self.assertEqual(set(overrides), colours)
            self.assertEqual(set(overrides.values()), {"color"})

    def test_resolver_document_references_existing_files(self):
        with open(os.path.join(self.set.out, "tokens.resolver.json")) as handle:
            resolver = json.load(handle)
        self.assertEqual(resolver["version"], "2025.10")
        sources = [source["$ref"] for source in resolver["sets"]["base"]["sources"]]
        self.assertEqual(len(sources), len(os.listdir(os.path.join(self.set.out, "base"))))
        self.assertTrue(10 <= len(sources) <= 20, len(sources))
        mode = resolver["modifiers"]["mode"]
        self.assertEqual(mode["default"], "light")
        self.assertEqual(list(mode["contexts"]), ["light", "dark"])
        for ref in sources + [s["$ref"] for sources in mode["contexts"].values() for s in sources]:
            self.assertTrue(os.path.isfile(os.path.join(self.set.out, ref)), ref)
        self.assertEqual(resolver["resolutionOrder"], [{"$ref": "#/sets/base"}, {"$ref": "#/modifiers/mode"}])

    def test_same_seed_same_bytes_other_seed_other_bytes(self):
        def snapshot(seed):
            with tempfile.TemporaryDirectory() as out:
                generate.generate(500, out, seed, ("light", "dark"))
                return {os.path.relpath(os.path.join(root, name), out): read_bytes(os.path.join(root, name))
                        for root, _, names in os.walk(out) for name in names}
        self.assertEqual(snapshot(7), snapshot(7))
        self.assertNotEqual(snapshot(7), snapshot(8))

    def test_regenerating_smaller_set_leaves_no_stale_files(self):
        with tempfile.TemporaryDirectory() as out:
            generate.generate(500, out, 1, ("light", "dark"))
            generate.generate(500, out, 1, ())
            self.assertEqual(sorted(n for n in os.listdir(out) if n.endswith(".json")), ["tokens.resolver.json"])

    def test_one_line_file_holds_an_item_per_token_on_one_line(self):
        with tempfile.TemporaryDirectory() as out:
            generate.generate(300, out, 1, (), legacy=True)
            with open(os.path.join(out, generate.ONE_LINE_FILE), encoding="utf-8") as handle:
                text = handle.read()
            generate.generate(300, out, 1, ())
            self.assertFalse(os.path.exists(os.path.join(out, generate.ONE_LINE_FILE)))
        value = json.loads(text)["flood"]["$value"]
        self.assertEqual(len(value), 300)
        self.assertFalse(any(isinstance(item, dict) for item in value))
        self.assertTrue(any("\u0301" in item for item in value if isinstance(item, str)))
        self.assertEqual([line for line in text.splitlines() if '"$value"' in line], [text.splitlines()[3]])
        self.assertIn(", ".join(json.dumps(item, ensure_ascii=False) for item in value), text.splitlines()[3])

    def test_wide_flow_files_are_one_gradient_in_json_and_the_same_text_as_yaml(self):
        with tempfile.TemporaryDirectory() as out:
            generate.generate(300, out, 1, (), legacy=True)
            json_path, yaml_path = (os.path.join(out, relative) for relative in generate.WIDE_FLOW_FILES)
            with open(json_path, "rb") as json_file, open(yaml_path, "rb") as yaml_file:
                text, yaml_text = json_file.read(), yaml_file.read()
        document = json.loads(text)
        self.assertEqual(yaml_text, text)
        self.assertEqual(len(document["base-gradient"]["$value"]), 300)
        self.assertEqual(document["position-from-gradient"]["$ref"], "#/base-gradient/$value/299/position")
        self.assertLessEqual(text.count(b"\n"), 10)

    def test_format_json_round_trips_and_keeps_short_values_on_one_line(self):
        value = {"a": {"b": [1, 2.5, "x"], "c": {"d": {"value": 4, "unit": "px"}}}, "long": list(range(60))}
        text = generate.format_json(value)
        self.assertEqual(json.loads(text), value)
        self.assertIn('"a": {"b": [1, 2.5, "x"], "c": {"d": {"value": 4, "unit": "px"}}}', text)
        self.assertTrue(all(len(line) <= 120 for line in text.splitlines()))


class ReportTests(unittest.TestCase):
    def test_replace_section_between_markers(self):
        document = f"intro\n{report.START}\nold\n{report.END}\nafter\n"
        self.assertEqual(report.replace_section(document, "new\n"), f"intro\n{report.START}\nnew\n{report.END}\nafter\n")

    def test_replace_section_appends_markers_when_missing(self):
        self.assertEqual(report.replace_section("# P\n", "t"), f"# P\n\n{report.START}\nt\n{report.END}\n")

    def test_replace_section_with_other_markers_keeps_the_lint_section(self):
        document = f"{report.START}\nlint\n{report.END}\n<!-- b:start -->\nold\n<!-- b:end -->\n"
        updated = report.replace_section(document, "new", "<!-- b:start -->", "<!-- b:end -->")
        self.assertEqual(updated, f"{report.START}\nlint\n{report.END}\n<!-- b:start -->\nnew\n<!-- b:end -->\n")

    def test_table_formats_units(self):
        table = report.table([{"scenario": "lint", "tokens": 100000, "files": 19, "input_bytes": 18_600_000,
                               "median": 0.9612, "min": 0.95, "peak_rss": 400 * 2**20}])
        self.assertIn("| lint | 100,000 | 19 | 18.6 MB | 961 ms | 950 ms | 400 MiB |", table)


    def test_table_with_a_baseline_adds_its_median_peak_and_the_ratio(self):
        rows = [
            {"scenario": "build-four", "tokens": 10000, "files": 21, "input_bytes": 2_800_000,
             "median": 0.5, "min": 0.45, "peak_rss": 75 * 2**20,
             "baseline": {"median": 0.2, "min": 0.18, "peak_rss": 68 * 2**20}},
            {"scenario": "read-tokens-studio", "tokens": 10000, "files": 18, "input_bytes": 939_000,
             "median": 0.3, "min": 0.3, "peak_rss": 48 * 2**20, "baseline": None},
        ]
        table = report.table(rows)
        self.assertIn("| Baseline median | Baseline peak RSS | ÷ baseline |", table)
        self.assertIn("| 500 ms | 450 ms | 75 MiB | — | — | 200 ms | 68 MiB | 2.50× |", table)
        self.assertIn("| 300 ms | 300 ms | 48 MiB | — | — | — | — | — |", table)
        without = {key: value for key, value in rows[0].items() if key != "baseline"}
        self.assertNotIn("baseline", report.table([without]))

    def test_table_gives_the_ratio_to_json_load(self):
        table = report.table([{"scenario": "build-all", "tokens": 10000, "files": 21, "input_bytes": 2_800_000,
                               "median": 0.56, "min": 0.5, "peak_rss": 72 * 2**20, "json_load": 0.04}])
        self.assertIn("| json.load | ÷ json.load |", table)
        self.assertIn("| 560 ms | 500 ms | 72 MiB | 40 ms | 14.0× |", table)


class RatioTests(unittest.TestCase):
    """Figures as ratios to CPython's json.load of the same files (issue 34's budget)."""

    def row(self, scenario, tokens, median, json_load, peak_mb=100):
        return {"scenario": scenario, "tokens": tokens, "median": median, "json_load": json_load,
                "peak_rss": peak_mb * 10**6}

    def test_json_load_reads_every_file_it_is_given(self):
        with tempfile.TemporaryDirectory() as folder:
            paths = []
            for index in range(3):
                paths.append(os.path.join(folder, f"{index}.json"))
                with open(paths[-1], "w") as handle:
                    json.dump({"a": list(range(1000))}, handle)
            self.assertGreater(ratios.json_load_seconds(paths), 0)
            with open(paths[1], "w") as handle:
                handle.write("{not json")
            with self.assertRaises(ValueError):
                ratios.json_load_seconds(paths)

    def test_the_row_has_the_reference_median_of_the_files_the_scenario_reads(self):
        with tempfile.TemporaryDirectory() as folder, measure.OutputFolders() as outputs:
            os.mkdir(os.path.join(folder, "base"))
            for name in ("a.tokens.json", "b.tokens.json"):
                with open(os.path.join(folder, "base", name), "w") as handle:
                    json.dump({"x": {"$value": 1, "$type": "number"}}, handle)
            binary = os.path.join(folder, "refract")
            with open(binary, "w") as handle:
                handle.write("#!/bin/sh\nexit 0\n")
            os.chmod(binary, 0o755)
            scenario = scenarios.Scenario(name="probe", summary="", command=("{binary}", "lint", "{set}/base"))
            row = run.measure_scenario(scenario, binary, folder, 2, 3, outputs)
        self.assertEqual(row["files"], 2)
        self.assertGreater(row["json_load"], 0)
        self.assertIn(ratios.ratio_text(row["median"] / row["json_load"]), report.table([row]))

    def test_budget_rows_give_time_ratio_memory_and_verdict(self):
        rows = [self.row("build-all", 10_000, 0.56, 0.04), self.row("build-all", 100_000, 4.65, 0.5, peak_mb=620),
                self.row("lint-resolver", 10_000, 0.09, 0.04)]
        table = ratios.budget_table(rows)
        self.assertIn("| build all platforms, both modes, 10k | 560 ms = 14.0× | ≤ 5× | missed (time) |", table)
        self.assertIn("| the same, 100k (and ≤ 600 MB) | 4.65 s = 9.30×, 620 MB | ≤ 3× and ≤ 600 MB | "
                      "missed (time, memory) |", table)
        self.assertIn("| `lint` through the resolver, 10k | 90 ms = 2.25× | ≤ 3× | met |", table)
        self.assertIn("| lint with ~8k compat warnings, 10k, text output | not measured in this run "
                      "(`--sizes 10000 --scenarios lint-compat`) | ≤ 6× | — |", table)

    def test_budget_only_selects_the_budgets_scenarios_and_sizes(self):
        binary = os.path.join(REPO_ROOT, "Benchmarks", "run.py")  # any executable file will do
        args = run.parse_arguments(["--budget-only", "--binary", binary])
        self.assertEqual([s.name for s in args.selected], ["lint-resolver", "build-all", "lint-compat"])
        self.assertEqual(args.sizes, [10_000, 100_000])
        with self.assertRaises(SystemExit):
            run.parse_arguments(["--budget-only", "--sizes", "1000", "--binary", binary])

    def test_every_budget_names_a_scenario(self):
        known = {scenario.name for scenario in scenarios.SCENARIOS}
        for budget in ratios.BUDGETS:
            self.assertIn(budget.scenario, known)

    def test_the_compat_scenario_lints_the_legacy_resolver_the_generator_writes(self):
        with tempfile.TemporaryDirectory() as out:
            generate.generate(300, out, 1, ("light", "dark"), legacy=True)
            scenario = next(s for s in scenarios.SCENARIOS if s.name == "lint-compat")
            for path in scenario.input_paths("refract", out, ""):
                self.assertTrue(os.path.exists(path), path)
            with open(os.path.join(out, "legacy-resolver", "tokens.resolver.json")) as handle:
                resolver = json.load(handle)
            for source in resolver["sets"]["base"]["sources"]:
                self.assertTrue(os.path.exists(os.path.join(out, "legacy-resolver", source["$ref"])), source)
            with open(os.path.join(out, "legacy-resolver", "dark.tokens.json")) as handle:
                dark = json.load(handle)
            hex_strings = [value for _, _, value in tokens_of(dark) if isinstance(value, str) and value.startswith("#")]
            self.assertTrue(hex_strings, "the mode files' opaque sRGB colours are legacy strings")


class BaselineTests(unittest.TestCase):
    """run.py --baseline: both binaries warmed up, then run in turn, run by run."""

    def fake_binary(self, folder, name, exit_code=0):
        path = os.path.join(folder, name)
        with open(path, "w") as handle:
            handle.write(f"#!/bin/sh\necho {name} >> {folder}/calls\nexit {exit_code}\n")
        os.chmod(path, 0o755)
        return path

    def calls(self, folder):
        with open(os.path.join(folder, "calls")) as handle:
            return handle.read().split()

    def test_runs_alternate_and_the_row_has_both_figures(self):
        scenario = scenarios.Scenario(name="probe", summary="", command=("{binary}", "build"))
        with tempfile.TemporaryDirectory() as folder, measure.OutputFolders() as outputs:
            new, old = self.fake_binary(folder, "new"), self.fake_binary(folder, "old")
            row = run.measure_scenario(scenario, new, folder, 100, 3, outputs, baseline=old)
            self.assertEqual(self.calls(folder), ["new", "old"] + ["new", "old"] * 3)
        self.assertEqual(set(row["baseline"]), {"median", "min", "peak_rss"})
        self.assertGreater(row["baseline"]["median"], 0)

    def test_a_baseline_that_cannot_run_the_scenario_gets_no_figure(self):
        scenario = scenarios.Scenario(name="probe", summary="", command=("{binary}", "build"))
        with tempfile.TemporaryDirectory() as folder, measure.OutputFolders() as outputs:
            new, old = self.fake_binary(folder, "new"), self.fake_binary(folder, "old", exit_code=64)
            row = run.measure_scenario(scenario, new, folder, 100, 2, outputs, baseline=old)
            self.assertEqual(self.calls(folder), ["new", "old", "new", "new"])
        self.assertIsNone(row["baseline"])
        self.assertIn("| — | — | — |", report.table([row]))

    def test_a_failing_binary_under_test_still_fails_the_benchmark(self):
        scenario = scenarios.Scenario(name="probe", summary="", command=("{binary}", "build"))
        with tempfile.TemporaryDirectory() as folder, measure.OutputFolders() as outputs:
            new, old = self.fake_binary(folder, "new", exit_code=1), self.fake_binary(folder, "old")
            with self.assertRaises(run.BenchmarkFailure):
                run.measure_scenario(scenario, new, folder, 100, 2, outputs, baseline=old)


class MeasureTests(unittest.TestCase):
    def test_peak_rss_is_the_childs_own(self):
        big = measure.run_once([sys.executable, "-c", "b = bytearray(150 * 2**20); b[::4096] = b'x' * len(b[::4096])"])
        small = measure.run_once([sys.executable, "-c", "pass"])
        self.assertEqual(big.exit_code, 0)
        self.assertGreater(big.peak_rss_bytes, 140 * 2**20)
        self.assertLess(small.peak_rss_bytes, 100 * 2**20)

    def test_exit_code_and_output(self):
        sample = measure.run_once([sys.executable, "-c", "import sys; print('hi'); sys.exit(3)"], keep_output=True)
        self.assertEqual(sample.exit_code, 3)
        self.assertEqual(sample.output.strip(), "hi")

    def test_output_folders_are_fresh_and_removed_together_at_the_end(self):
        with measure.OutputFolders() as folders:
            first = folders.fresh()
            with open(os.path.join(first, "file"), "w") as handle:
                handle.write("x")
            second = folders.fresh()
            self.assertNotEqual(first, second)
            self.assertEqual(os.listdir(second), [])
            self.assertTrue(os.path.exists(os.path.join(first, "file")), "a run's folder was removed early")
        self.assertFalse(os.path.exists(first))
        self.assertFalse(os.path.exists(folders.root))


class BudgetTests(unittest.TestCase):
    def test_token_count_from_the_lint_summary(self):
        self.assertEqual(budgets.token_count("warning: x\nrefract: 0 errors, 58 warnings; 1356 tokens × 12 permutations from 52 files\n"), 1356)
        self.assertEqual(budgets.token_count("refract: 0 errors, 0 warnings; 67 tokens in 4 files"), 67)
        self.assertEqual(budgets.token_count("refract: 0 errors, 0 warnings; 12,345 tokens in 4 files"), 12345)
        self.assertIsNone(budgets.token_count("nothing here"))

    def test_budgets_of_issue_16(self):
        self.assertAlmostEqual(budgets.compile_budget("onone", 1356, False).seconds, 5.424)
        self.assertAlmostEqual(budgets.compile_budget("optimized", 1356, False).seconds, 16.272)
        self.assertEqual(budgets.compile_budget("onone", 40, True).seconds, 2.0)
        self.assertIsNone(budgets.compile_budget("optimized", 40, True))
        self.assertIsNone(budgets.compile_budget("swiftui", 1356, False))

    def test_a_miss_is_reported_not_raised(self):
        rows = [{"system": "big", "tokens": 1000, "onone": 4.5, "optimized": 11.0,
                 "foundation_onone": 3.0, "foundation_optimized": 8.0},
                {"system": "tokens", "tokens": 40, "onone": 1.5, "optimized": 9.0,
                 "foundation_onone": 1.0, "foundation_optimized": 6.5}]
        self.assertEqual(budgets.misses(rows), ["big -Onone: 4.50 CPU-s, budget 4.0 (4 s / 1k tokens)"])
        table = budgets.compile_table(rows)
        self.assertIn("| big | 1,000 | 4.50 | MISS (≤ 4.0: 4 s / 1k tokens) | 11.00 | within (≤ 12.0: 12 s / 1k tokens) | 3.00 / 8.00 |", table)
        self.assertIn("| tokens | 40 | 1.50 | within (≤ 2.0: example < 2 s) | 9.00 | — | 1.00 / 6.50 |", table)
        self.assertEqual(budgets.verdict(None, budgets.Budget(1, "x")), "failed")

    def test_frontend_cpu_seconds_sums_user_and_system_of_every_job(self):
        with tempfile.TemporaryDirectory() as folder:
            for index, times in enumerate([(1.25, 0.25, 9.0), (2.0, 0.5, 9.0)]):
                with open(os.path.join(folder, f"job-{index}.json"), "w") as handle:
                    json.dump({"time.swift-frontend.ThemeKit-x86_64.user": times[0],
                               "time.swift-frontend.ThemeKit-x86_64.sys": times[1],
                               "time.swift-frontend.ThemeKit-x86_64.wall": times[2], "Parse.NumFiles": 2}, handle)
            with open(os.path.join(folder, "notes.txt"), "w") as handle:
                handle.write("ignored")
            self.assertAlmostEqual(budgets.frontend_cpu_seconds(folder), 4.0)

    def test_entry_expansion_matches_the_tests_expansion(self):
        source = "extension EnvironmentValues {\n    @Entry public var theme: Theme = .default\n}\n"
        self.assertEqual(budgets.expand_entry(source), "\n".join([
            "extension EnvironmentValues {",
            "    public var theme: Theme {",
            "        get { self[__Key_theme.self] }",
            "        set { self[__Key_theme.self] = newValue }",
            "    }",
            "    private struct __Key_theme: SwiftUI.EnvironmentKey {",
            "        typealias Value = Theme",
            "        static var defaultValue: Value { .default }",
            "    }",
            "}",
            "",
        ]))
        self.assertIsNone(budgets.expand_entry(source + source))
        self.assertIsNone(budgets.expand_entry("struct A {}"))

    def test_alias_bomb_is_ten_levels_of_ten(self):
        lines = budgets.alias_bomb().splitlines()
        self.assertEqual(len(lines), 10)
        self.assertEqual(lines[9].count("*lol8"), 10)


if __name__ == "__main__":
    unittest.main()
