#!/usr/bin/env python3
"""Runs action.yml's steps as the GitHub runner would, in a temporary git repository whose design system
lives in a sub-folder: each step's `${{ }}` expressions and `if:` conditions evaluated, its `env`,
`working-directory` and `bash --noprofile --norc -eo pipefail` shell, GITHUB_OUTPUT and GITHUB_PATH
carried to the next steps. actions/cache is played by a folder: the first run misses and builds, the
second hits and skips the build. Checks: a clean design system passes both steps; a broken alias fails the
lint with an annotation on the right line, named from the repository root; a stale output fails the check.

Needs PyYAML (the Makefile's test-deps install pre-commit, which brings it) and a Swift toolchain for the
action's build step. Without PyYAML it skips, or fails when CI=true.
"""
import os
import re
import shutil
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

try:
    import yaml
except ImportError:
    if os.environ.get("CI") == "true":
        sys.exit("test-action: FAIL: PyYAML is missing (make test-deps installs it with pre-commit)")
    print("test-action: skipped: PyYAML is missing (make test-deps installs it with pre-commit)")
    sys.exit(0)


def fail(message):
    sys.exit(f"test-action: FAIL: {message}")


class Runner:
    """One job's runner: the folders and variables GitHub gives a composite action's steps."""

    def __init__(self, workspace, temp, cache):
        self.workspace = workspace
        self.temp = temp
        self.cache = cache  # key -> a saved copy of the cached folder
        self.path_additions = []

    def run(self, action, inputs):
        """Runs every step; returns (the name of the failed step or None, what the steps printed, names of run steps)."""
        values = {name: str(spec.get("default", "")) for name, spec in action.get("inputs", {}).items()}
        unknown = set(inputs) - set(values)
        if unknown:
            fail(f"inputs the action does not declare: {sorted(unknown)}")
        values.update(inputs)
        steps = {}
        printed = ""
        ran = []
        for step in action["runs"]["steps"]:
            context = {"inputs": values, "steps": steps}
            name = step.get("name", step.get("id", "?"))
            if "if" in step and not self.condition(step["if"], context):
                continue
            ran.append(name)
            outputs = {}
            if "uses" in step:
                outputs = self.uses(step, context)
            else:
                status, output, outputs = self.shell(step, context)
                printed += output
                if status != 0:
                    return name, printed, ran
            if "id" in step:
                steps[step["id"]] = {"outputs": outputs}
        return None, printed, ran

    def uses(self, step, context):
        action = step["uses"]
        if not action.startswith("actions/cache@"):
            fail(f"the test plays actions/cache only, not {action}")
        path = self.expand(step["with"]["path"], context)
        key = self.expand(step["with"]["key"], context)
        if not key or not path.startswith(self.temp):
            fail(f"cache key {key!r} or path {path!r} is not what a runner accepts")
        if key in self.cache:
            shutil.rmtree(path, ignore_errors=True)
            shutil.copytree(self.cache[key], path, symlinks=True)
            return {"cache-hit": "true"}
        # The runner saves the folder after the job; here at once, for the next run.
        self.pending = (key, path)
        return {"cache-hit": "false"}

    def save_cache(self):
        key, path = getattr(self, "pending", (None, None))
        if key and os.path.isdir(path):
            self.cache[key] = os.path.join(self.temp + "-saved", key)
            shutil.copytree(path, self.cache[key], symlinks=True)
        self.pending = (None, None)

    def shell(self, step, context):
        if step.get("shell") != "bash":
            fail(f"step {step.get('name')!r} does not use the bash shell")
        env = dict(os.environ)
        env["PATH"] = os.pathsep.join(self.path_additions + [env["PATH"]])
        env.update({
            "GITHUB_ACTION_PATH": ROOT, "GITHUB_WORKSPACE": self.workspace, "RUNNER_TEMP": self.temp,
            "RUNNER_OS": "Linux" if sys.platform.startswith("linux") else "macOS", "RUNNER_ARCH": "X64",
            "GITHUB_ACTIONS": "true",
        })
        for name, value in step.get("env", {}).items():
            env[name] = self.expand(str(value), context)
        with tempfile.NamedTemporaryFile("w", suffix=".sh", delete=False) as script:
            script.write(step["run"])
        output_file = tempfile.mktemp()
        path_file = tempfile.mktemp()
        open(output_file, "w").close()
        open(path_file, "w").close()
        env["GITHUB_OUTPUT"] = output_file
        env["GITHUB_PATH"] = path_file
        directory = os.path.join(self.workspace, self.expand(step.get("working-directory", "."), context))
        result = subprocess.run(["bash", "--noprofile", "--norc", "-eo", "pipefail", script.name], cwd=directory,
                                env=env, capture_output=True, text=True)
        with open(output_file) as handle:
            outputs = dict(line.rstrip("\n").split("=", 1) for line in handle if "=" in line)
        with open(path_file) as handle:
            self.path_additions = [line.strip() for line in handle if line.strip()] + self.path_additions
        for name in (script.name, output_file, path_file):
            os.remove(name)
        return result.returncode, result.stdout + result.stderr, outputs

    def value(self, expression, context):
        expression = expression.strip()
        fixed = {"github.action_path": ROOT, "runner.temp": self.temp, "github.workspace": self.workspace}
        if expression in fixed:
            return fixed[expression]
        match = re.fullmatch(r"inputs\.([\w-]+)", expression)
        if match:
            return context["inputs"][match.group(1)]
        match = re.fullmatch(r"steps\.([\w-]+)\.outputs\.([\w-]+)", expression)
        if match:
            return context["steps"].get(match.group(1), {}).get("outputs", {}).get(match.group(2), "")
        fail(f"an expression the test cannot evaluate: {expression!r}")

    def expand(self, text, context):
        return re.sub(r"\$\{\{(.*?)\}\}", lambda match: self.value(match.group(1), context), text)

    def condition(self, text, context):
        match = re.fullmatch(r"\s*(.+?)\s*(==|!=)\s*'([^']*)'\s*", text)
        if not match:
            fail(f"a condition the test cannot evaluate: {text!r}")
        equal = self.value(match.group(1), context) == match.group(3)
        return equal if match.group(2) == "==" else not equal


def git(repository, *arguments):
    subprocess.run(["git", "-C", repository, *arguments], check=True, capture_output=True)


def main():
    with open(os.path.join(ROOT, "action.yml")) as handle:
        action = yaml.safe_load(handle)
    if action["runs"]["using"] != "composite":
        fail("action.yml is not a composite action")
    refract = os.path.join(ROOT, ".build", "release", "refract")
    with tempfile.TemporaryDirectory() as work:
        repository = os.path.join(work, "repository")
        design = os.path.join(repository, "design")
        os.makedirs(design)
        git(repository, "init", "-q")
        subprocess.run([refract, "init"], cwd=design, check=True, capture_output=True)
        subprocess.run([refract, "build", "--quiet"], cwd=design, check=True, capture_output=True)
        git(repository, "add", "-A")
        git(repository, "-c", "user.name=t", "-c", "user.email=t@example.com", "commit", "-qm", "tokens")
        os.makedirs(os.path.join(work, "runner-saved"))
        runner = Runner(repository, os.path.join(work, "runner"), {})
        os.makedirs(runner.temp)
        inputs = {"working-directory": "design"}

        failed, printed, ran = runner.run(action, inputs)
        if failed:
            fail(f"a clean design system failed at {failed!r}:\n{printed}")
        if "Build Refract" not in ran:
            fail("the first run did not build Refract (a cache miss)")
        if "::error" in printed or "::warning" in printed:
            fail(f"a clean design system has annotations:\n{printed}")
        runner.save_cache()

        standard = os.path.join(design, "tokens", "themes", "standard.tokens.yaml")
        with open(standard) as handle:
            original = handle.read()
        with open(standard, "w") as handle:
            handle.write(original.replace("{palette.teal}", "{palette.tael}", 1))
        runner.path_additions = []
        failed, printed, ran = runner.run(action, inputs)
        if "Build Refract" in ran:
            fail("the second run built Refract again instead of restoring it from the cache")
        if failed != "refract lint":
            fail(f"a broken alias failed at {failed!r}, not at the lint:\n{printed}")
        expected = "::error file=design/tokens/themes/standard.tokens.yaml,line=5,col=24,"
        if expected not in printed:
            fail(f"no annotation {expected!r} in:\n{printed}")

        with open(standard, "w") as handle:
            handle.write(original.replace("{palette.teal}", "{palette.teal-light}", 1))
        runner.path_additions = []
        failed, printed, _ = runner.run(action, inputs)
        if failed != "refract build --check":
            fail(f"a stale output failed at {failed!r}, not at the check:\n{printed}")
        if "output/css/tokens.css" not in printed:
            fail(f"the check did not name the stale file:\n{printed}")
    print("test-action: ok (clean passes, annotations from the repository root, stale output caught, cache reused)")


main()
