"""`refract mcp` driven by the official MCP Python SDK (PyPI `mcp`, in .build/mcp-venv): the server started over
stdio, every tool called on the example tokens/ and on GitHub Primer from the shared corpora, answers checked."""

import os
import shutil
import subprocess
import tempfile
from pathlib import Path

import anyio
import pytest
from mcp import Client, StdioServerParameters

ROOT = Path(__file__).resolve().parents[2]
REFRACT = ROOT / ".build" / "debug" / "refract"
TOOLS = ["lint", "resolve", "search", "explain", "names", "diff", "usage"]


def shared_corpora() -> Path | None:
    """../shared/corpora beside the clone or a folder above it (a worktree sits one level deeper), or REFRACT_SHARED."""
    given = os.environ.get("REFRACT_SHARED")
    candidates = [Path(given)] if given else [parent / "shared" for parent in ROOT.parents]
    for candidate in candidates:
        if (candidate / "corpora").is_dir():
            return candidate / "corpora"
    return None


def require_corpora() -> Path:
    corpora = shared_corpora()
    if corpora is None:
        if os.environ.get("CI") == "true":
            pytest.fail("the shared corpora (../shared/corpora) are missing")
        pytest.skip("the shared corpora (../shared/corpora) are absent: the Primer tests are skipped")
    return corpora


def serve(cwd: Path, *args: str, mode: str = "auto") -> Client:
    # mode "auto" (the SDK's default) probes server/discover and speaks 2026-07-28, each request naming its
    # version; "legacy" goes through the initialize handshake (2025-11-25).
    return Client(StdioServerParameters(command=str(REFRACT), args=["mcp", *args], cwd=str(cwd)), mode=mode)


def run(session):
    anyio.run(session)


def text(result) -> str:
    return result.content[0].text


@pytest.mark.parametrize(("mode", "version"), [("auto", "2026-07-28"), ("legacy", "2025-11-25")])
def test_every_tool_on_the_example_tokens(mode, version):
    async def session():
        async with serve(ROOT, mode=mode) as client:
            assert client.protocol_version == version
            if mode == "legacy":
                assert client.server_info.name == "refract"
            tools = (await client.list_tools()).tools
            assert [tool.name for tool in tools] == TOOLS
            assert all(tool.output_schema and tool.input_schema["type"] == "object" for tool in tools)

            lint = await client.call_tool("lint", {})
            assert not lint.is_error
            assert lint.structured_content["errors"] == 0

            resolve = await client.call_tool("resolve", {"token": "color.primary"})
            values = {(row["inputs"]["theme"], row["inputs"]["mode"]): row for row in resolve.structured_content["values"]}
            assert values[("standard", "light")]["hex"] == "#1b8188"
            assert values[("standard", "dark")]["hex"] == "#57b5b9"
            assert values[("christmas", "light")]["hex"] == "#b61d2c"
            assert values[("standard", "light")]["aliasChain"] == ["color.primary", "scheme.light.primary", "palette.teal"]
            assert "theme=standard, mode=dark: #57b5b9" in text(resolve)

            search = await client.call_tool("search", {"value": "#1b8188"})
            found = {match["token"] for match in search.structured_content["matches"]}
            assert {"color.primary", "palette.teal"} <= found

            contrast = await client.call_tool("search", {"query": "color.on*", "contrastWith": "color.primary", "minContrast": 3})
            assert contrast.structured_content["matches"], text(contrast)
            assert all(match["contrast"] >= 3 for match in contrast.structured_content["matches"])

            explain = await client.call_tool("explain", {"token": "color.primary", "inputs": {"theme": "standard", "mode": "dark"}})
            steps = explain.structured_content["chains"][0]["steps"]
            assert [step["token"] for step in steps] == ["color.primary", "scheme.dark.primary", "palette.teal-light"]
            assert steps[2]["file"].endswith("tokens/palette.tokens.yaml") and steps[2]["line"] > 0

            names = await client.call_tool("names", {"token": "color.primary"})
            pairs = {(name["platform"], name["name"]) for name in names.structured_content["tokens"][0]["names"]}
            assert ("swift", "Theme.colors.primary") in pairs
            assert ("compose", "RefractTheme.colors.primary") in pairs
            assert ("android", "R.color.color_primary") in pairs
            assert ("css", "--color-primary") in pairs
            assert ("web", "tokens.color.primary") in pairs
            assert ("json", "color.primary") in pairs

            with tempfile.TemporaryDirectory() as app:
                Path(app, "Screen.swift").write_text("let tint = theme.colors.primary\nlet near = theme.colors.primaryish\n")
                usage = await client.call_tool("usage", {"paths": [app], "only": "used"})
                rows = usage.structured_content["rows"]
                assert [(row["token"], row["platform"], row["useCount"]) for row in rows] == [("color.primary", "swift", 1)]
                assert rows[0]["uses"][0]["line"] == 1

            resources = (await client.list_resources()).resources
            uris = [str(resource.uri) for resource in resources]
            palette = (ROOT / "tokens" / "palette.tokens.yaml").as_uri()
            assert palette in uris
            assert (ROOT / "refract.yaml").as_uri() in uris
            read = await client.read_resource(palette)
            assert "teal" in read.contents[0].text
            assert read.contents[0].mime_type == "application/yaml"

            bad = await client.call_tool("resolve", {"token": "color.primry"})
            assert bad.is_error
            assert "did you mean color.primary" in text(bad)
            wrong = await client.call_tool("search", {"limit": "ten"})
            assert wrong.is_error and "'limit' must be" in text(wrong)

    run(session)


def test_diff_against_a_git_revision():
    if shutil.which("git") is None:
        if os.environ.get("CI") == "true":
            pytest.fail("git is missing")
        pytest.skip("git is missing")

    async def session(folder: Path):
        async with serve(folder) as client:
            result = await client.call_tool("diff", {"git": "HEAD"})
            assert not result.is_error, text(result)
            counts = result.structured_content["counts"]
            assert (counts["added"], counts["removed"], counts["changed"]) == (1, 1, 1)
            assert result.structured_content["isBreaking"] is True
            assert "#ff0000 → #00ff00" in text(result)
            unknown = await client.call_tool("diff", {"git": "no-such-revision"})
            assert unknown.is_error and "no-such-revision" in text(unknown)

    with tempfile.TemporaryDirectory() as name:
        folder = Path(name)
        tokens = folder / "tokens" / "colors.tokens.json"
        tokens.parent.mkdir()
        tokens.write_text('{"color": {"$type": "color", "accent": {"$value": "#ff0000"}, "gone": {"$value": "#000000"}}}')
        git = ["git", "-c", "user.name=test", "-c", "user.email=test@example.com", "-c", "commit.gpgsign=false"]
        subprocess.run(["git", "init", "-q"], cwd=folder, check=True)
        subprocess.run(git + ["add", "."], cwd=folder, check=True)
        subprocess.run(git + ["commit", "-q", "-m", "tokens"], cwd=folder, check=True)
        tokens.write_text('{"color": {"$type": "color", "accent": {"$value": "#00ff00"}, "fresh": {"$value": "#ffffff"}}}')
        anyio.run(session, folder)


def test_every_tool_on_github_primer():
    corpora = require_corpora()
    examples = corpora / "dtcg-examples"

    async def session():
        async with serve(examples, "--resolver", "github-primer.resolver.json") as client:
            sizes = {}

            lint = await client.call_tool("lint", {})
            assert lint.structured_content["errors"] == 0
            assert lint.structured_content["warnings"] > 20
            assert len(lint.structured_content["diagnostics"]) == 20 and "more: narrow with" in lint.structured_content["note"]
            sizes["lint"] = len(text(lint))

            resolve = await client.call_tool("resolve", {"token": "fgColor.accent"})
            values = {row["inputs"]["theme"]: row["hex"] for row in resolve.structured_content["values"]}
            assert values["light"] == "#0969da"
            # {base.color.blue.5} in each theme's base file (Primer's own org.primer.overrides are an extension the
            # resolver set does not apply).
            assert values["dark"] == "#1f6feb"
            assert resolve.structured_content["totalPermutations"] == len(resolve.structured_content["values"])
            sizes["resolve"] = len(text(resolve))

            search = await client.call_tool("search", {"value": "#0969da", "type": "color"})
            found = {match["token"] for match in search.structured_content["matches"]}
            assert "fgColor.accent" in found and "bgColor.accent.emphasis" in found
            many = await client.call_tool("search", {"query": "*bgColor*"})
            assert len(many.structured_content["matches"]) == 25
            assert many.structured_content["total"] > 25 and "narrow with" in many.structured_content["note"]
            contrast = await client.call_tool(
                "search", {"query": "fgColor.*", "contrastWith": "bgColor.default", "minContrast": 4.5, "inputs": {"theme": "dark"}})
            assert contrast.structured_content["permutation"].startswith("theme=dark")
            assert all(match["contrast"] >= 4.5 for match in contrast.structured_content["matches"])
            sizes["search"] = len(text(many))

            explain = await client.call_tool("explain", {"token": "fgColor.accent", "inputs": {"theme": "light"}})
            steps = explain.structured_content["chains"][0]["steps"]
            assert steps[0]["token"] == "fgColor.accent" and steps[-1]["value"] == "#0969da"
            assert all(step["file"].startswith("github-primer/") for step in steps)
            sizes["explain"] = len(text(explain))

            names = await client.call_tool("names", {"token": "bgColor.default"})
            pairs = {(name["platform"], name["name"]) for name in names.structured_content["tokens"][0]["names"]}
            assert ("css", "--bg-color-default") in pairs and ("swift", "Theme.colors.bgColorDefault") in pairs
            sizes["names"] = len(text(names))

            same = await client.call_tool("diff", {"old": "github-primer.resolver.json"})
            assert not same.is_error, text(same)
            assert len(same.structured_content["comparedPermutations"]) == 12
            assert same.structured_content["counts"] == {"added": 0, "removed": 0, "renamed": 0, "changed": 0, "platformNames": 0}
            sizes["diff"] = len(text(same))

            with tempfile.TemporaryDirectory() as app:
                Path(app, "site.css").write_text(".link { color: var(--fg-color-accent); }\n")
                usage = await client.call_tool("usage", {"paths": [app], "token": "fgColor.accent"})
                used = [row for row in usage.structured_content["rows"] if row["useCount"]]
                assert [(row["platform"], row["useCount"]) for row in used] == [("css", 1)]
                everything = await client.call_tool("usage", {"paths": [app]})
                assert len(everything.structured_content["rows"]) == 40 and "narrow with" in everything.structured_content["note"]
                sizes["usage"] = len(text(everything))

            resources = (await client.list_resources()).resources
            assert len(resources) > 5
            assert all(str(resource.uri).startswith("file://") and resource.mime_type == "application/json" for resource in resources)
            read = await client.read_resource(str(resources[0].uri))
            assert "github-primer" in read.contents[0].text

            bad = await client.call_tool("names", {"token": "bgColor.defualt"})
            assert bad.is_error and "bgColor.default" in text(bad)

            for tool, size in sizes.items():
                assert size < 20_000, f"{tool} answered {size} characters"
            print("answer sizes on Primer (characters of text):", sizes)

    run(session)
