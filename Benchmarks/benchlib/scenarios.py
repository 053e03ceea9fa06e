"""What is benchmarked: a scenario is a name plus a command template.

Placeholders in a template:
  {binary}    the refract binary under test
  {set}       the folder of a generated token set (DIR/base/, DIR/light.tokens.json, DIR/dark.tokens.json,
              DIR/tokens.resolver.json; see generate.py)
  {out}       a fresh empty folder per run, removed afterwards (for commands that write files)

To add a benchmark (for example `refract build` for several platforms), append a Scenario to SCENARIOS;
run.py measures every selected scenario on every size and adds a row per pair.
"""

import os
from dataclasses import dataclass, field


@dataclass(frozen=True)
class Scenario:
    name: str
    summary: str
    command: tuple
    # Exit codes that count as success; anything else fails the whole run, since timing a failing
    # command measures nothing useful.
    success_codes: frozenset = field(default_factory=lambda: frozenset({0}))
    # Paths (templates) the command reads, for the "input" column; by default every argument that
    # names an existing file or folder.
    reads: tuple = ()

    def argv(self, binary, set_dir, out_dir):
        values = {"binary": binary, "set": set_dir, "out": out_dir}
        return [part.format(**values) for part in self.command]

    def uses_out(self):
        return any("{out}" in part for part in self.command)

    def input_paths(self, binary, set_dir, out_dir):
        values = {"binary": binary, "set": set_dir, "out": out_dir}
        if self.reads:
            return [part.format(**values) for part in self.reads]
        return [arg for arg in self.argv(binary, set_dir, out_dir)[1:] if os.path.exists(arg)]

    def display(self):
        """The template as shown in reports, with the binary written as `refract`."""
        return " ".join("refract" if part == "{binary}" else part for part in self.command)


# What a set's resolver document reads: the base files and one file per mode (not legacy/ nor the other
# tools' folders that sit beside them).
RESOLVER_READS = ("{set}/tokens.resolver.json", "{set}/base", "{set}/light.tokens.json", "{set}/dark.tokens.json")

SCENARIOS = [
    Scenario(
        name="lint",
        summary="lint the base set with one mode (base/ + light.tokens.json)",
        command=("{binary}", "lint", "{set}/base", "{set}/light.tokens.json"),
    ),
    Scenario(
        name="lint-resolver",
        summary="lint through the set's resolver document: every permutation (light and dark)",
        command=("{binary}", "lint", "{set}/tokens.resolver.json"),
        reads=RESOLVER_READS,
    ),
    Scenario(
        name="build-swift-json",
        summary="build Swift and the JSON bundle from the resolver, light and dark",
        command=("{binary}", "build", "{set}/tokens.resolver.json", "--out", "{out}", "--quiet",
                 "--platform", "swift", "--platform", "json"),
        reads=RESOLVER_READS,
    ),
    Scenario(
        name="build-css-android",
        summary="build CSS and Android resources from the resolver, light and dark",
        command=("{binary}", "build", "{set}/tokens.resolver.json", "--out", "{out}", "--quiet",
                 "--platform", "css", "--platform", "android"),
        reads=RESOLVER_READS,
    ),
    Scenario(
        name="build-all",
        summary="build every platform (Swift, JSON, CSS, Android, Compose) from the resolver, light and dark",
        command=("{binary}", "build", "{set}/tokens.resolver.json", "--out", "{out}", "--quiet"),
        reads=RESOLVER_READS,
    ),
    # Compose came after issue 14's budget was set: a baseline binary from before it (run.py --baseline)
    # builds these four as its "all", so this scenario compares the two binaries on the same work.
    Scenario(
        name="build-four",
        summary="build Swift, JSON, CSS and Android (every platform but Compose) from the resolver, light and dark",
        command=("{binary}", "build", "{set}/tokens.resolver.json", "--out", "{out}", "--quiet",
                 "--platform", "swift", "--platform", "json", "--platform", "css", "--platform", "android"),
        reads=RESOLVER_READS,
    ),
    # A flood of diagnostics against the same set without them: base/ and legacy/ hold the same tokens,
    # legacy/ with most values as legacy strings (a compat warning on most tokens). The budget: at most
    # twice the clean build.
    Scenario(
        name="build-json-clean",
        summary="build the JSON bundle from base/ (no diagnostics), the reference for the two below",
        command=("{binary}", "build", "{set}/base", "--out", "{out}", "--platform", "json"),
    ),
    Scenario(
        name="build-json-legacy",
        summary="build the JSON bundle from legacy/ (a warning on most tokens), text output",
        command=("{binary}", "build", "{set}/legacy", "--out", "{out}", "--platform", "json"),
    ),
    Scenario(
        name="build-json-legacy-quiet",
        summary="build the JSON bundle from legacy/ with --quiet (warnings made, not printed)",
        command=("{binary}", "build", "{set}/legacy", "--out", "{out}", "--platform", "json", "--quiet"),
    ),
    # Issue 34's budget: a flood of compat warnings in text output, through a resolver as people lint. The
    # resolver sits in a folder of its own beside legacy/, which --resolver-root lets it read.
    Scenario(
        name="lint-compat",
        summary="lint legacy-resolver/ (legacy/ with mode files of legacy colours, light and dark): "
                "8,345 compat warnings at 10k tokens, text output",
        command=("{binary}", "lint", "{set}/legacy-resolver/tokens.resolver.json", "--resolver-root", "{set}"),
        reads=("{set}/legacy-resolver/tokens.resolver.json", "{set}/legacy", "{set}/legacy-resolver/light.tokens.json",
               "{set}/legacy-resolver/dark.tokens.json"),
    ),
    # Issue 42: as many located errors as tokens, all on one line of one file, in each machine format. The
    # budget: SARIF (UTF-16 columns, counted once per file) at most 1.5 times JSON (byte columns).
    Scenario(
        name="lint-one-line-json",
        summary="lint one-line/ (a gradient whose one-line value holds an error per token) with --format json",
        command=("{binary}", "lint", "{set}/one-line", "--format", "json"),
        success_codes=frozenset({1}),
    ),
    Scenario(
        name="lint-one-line-sarif",
        summary="the same with --format sarif",
        command=("{binary}", "lint", "{set}/one-line", "--format", "sarif"),
        success_codes=frozenset({1}),
    ),
    Scenario(
        name="lint-one-line-github",
        summary="the same with --format github",
        command=("{binary}", "lint", "{set}/one-line", "--format", "github"),
        success_codes=frozenset({1}),
    ),
    # Issue 42: the same wide gradient in flow style read as JSON and as YAML (libyaml, whose own parse costs
    # more than the whole JSON read): YAML costs about twice JSON, and YAML files are held to half the size.
    Scenario(
        name="lint-wide-flow-json",
        summary="lint wide-flow/gradient.tokens.json (references/gradient-array-refs.json made wide: a stop per token)",
        command=("{binary}", "lint", "{set}/wide-flow/gradient.tokens.json", "--quiet"),
    ),
    Scenario(
        name="lint-wide-flow-yaml",
        summary="the same text as YAML in flow style (wide-flow/gradient.tokens.yaml)",
        command=("{binary}", "lint", "{set}/wide-flow/gradient.tokens.yaml", "--quiet"),
    ),
    # Another tool's format against DTCG: base/, style-dictionary/ and tokens-studio/ hold the same tokens
    # (generate.py --format). The budget (issue 35): reading either costs at most 1.5 times reading base/, compared as
    # the ratio of the two medians of one run.
    Scenario(
        name="read-dtcg",
        summary="lint base/ as DTCG, the reference for the two below",
        command=("{binary}", "lint", "{set}/base", "--quiet"),
    ),
    Scenario(
        name="read-style-dictionary",
        summary="lint style-dictionary/ (the base tokens as Style Dictionary writes them) with --from style-dictionary",
        command=("{binary}", "lint", "--from", "style-dictionary", "{set}/style-dictionary", "--quiet"),
    ),
    Scenario(
        name="read-tokens-studio",
        summary="lint tokens-studio/ (the base tokens as Tokens Studio writes them) with --from tokens-studio",
        command=("{binary}", "lint", "--from", "tokens-studio", "{set}/tokens-studio", "--quiet"),
    ),
    Scenario(
        name="read-figma",
        summary="lint figma/ (the base tokens as Figma's Export variables writes them, a file per collection) with --from figma",
        command=("{binary}", "lint", "--from", "figma", "{set}/figma", "--quiet"),
    ),
]


def select(names):
    """The scenarios named in `names` (all when empty), in the order of SCENARIOS."""
    known = {scenario.name: scenario for scenario in SCENARIOS}
    unknown = [name for name in names if name not in known]
    if unknown:
        raise ValueError(f"unknown scenario {', '.join(map(repr, unknown))}; known: {', '.join(known)}")
    return [scenario for scenario in SCENARIOS if not names or scenario.name in names]
