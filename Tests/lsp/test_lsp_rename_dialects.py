"""Rename and completion in every JSON dialect Refract reads, driven over stdio by pytest-lsp.

The workspace (fixtures/dialects, copied to a temporary folder) holds one file per dialect: plain JSON,
JSONC with comments and a trailing comma, and JSON5 with unquoted keys, single quotes and trailing commas.
Each defines a group, aliases its tokens with `{…}` and points at them with `$ref`; the others alias
across files. A rename's edits are applied here and the result compared byte for byte with the file
rewritten by hand: only the names change, every comment, quote style, comma and space stays.
"""

import shutil
import tempfile
from pathlib import Path

import pytest
import pytest_lsp
from lsprotocol import types
from pytest_lsp import LanguageClient

from test_lsp_server import REPO, client, diagnostics_for, open_document, position_of, server_config, start, uri  # noqa: F401

FIXTURE = Path(__file__).resolve().parent / "fixtures" / "dialects"
LANGUAGES = {".json": "json", ".jsonc": "jsonc", ".json5": "json5"}


@pytest_lsp.fixture(config=server_config())
async def dialects(lsp_client: LanguageClient):
    folder = Path(tempfile.mkdtemp(prefix="refract-lsp-dialects-"))
    shutil.copytree(FIXTURE, folder, dirs_exist_ok=True)
    lsp_client.workspace_folder = folder
    await start(lsp_client, folder)
    yield
    await lsp_client.shutdown_session()
    shutil.rmtree(folder, ignore_errors=True)


def offset_of(text, position):
    lines = text.split("\n")
    return sum(len(line) + 1 for line in lines[: position.line]) + position.character


def apply(text, edits):
    """The text with the edits applied (LSP positions; the fixtures are ASCII, so UTF-16 = characters)."""
    spans = sorted(((offset_of(text, e.range.start), offset_of(text, e.range.end), e.new_text) for e in edits), reverse=True)
    for start, end, new_text in spans:
        text = text[:start] + new_text + text[end:]
    return text


async def rename(client, folder, file, needle, offset, new_name):
    path = folder / "tokens" / file
    text = await open_document(client, path, language=LANGUAGES[path.suffix])
    await diagnostics_for(client, path)
    document = types.TextDocumentIdentifier(uri=uri(path))
    position = position_of(text, needle, offset)
    return await client.text_document_rename_async(types.RenameParams(text_document=document, position=position, new_name=new_name))


def rewritten(folder, edit):
    """Every file of the workspace after the edit, and the files the edit touched."""
    files = {p.name: p.read_text() for p in sorted((folder / "tokens").iterdir())}
    touched = set()
    for target, edits in (edit.changes or {}).items():
        name = Path(target.removeprefix("file://")).name
        files[name] = apply(files[name], edits)
        touched.add(name)
    return files, touched


async def test_rename_in_json_rewrites_definition_aliases_and_pointers_in_every_dialect(dialects: LanguageClient):
    folder = dialects.workspace_folder
    original = {p.name: p.read_text() for p in sorted((folder / "tokens").iterdir())}
    # From the definition's key in plain JSON.
    edit = await rename(dialects, folder, "base.tokens.json", '"blue"', 1, "navy")
    files, touched = rewritten(folder, edit)
    assert touched == {"base.tokens.json", "size.tokens.jsonc", "space.tokens.json5"}
    assert files["base.tokens.json"] == (
        original["base.tokens.json"]
        .replace('"blue":  {', '"navy":  {')
        .replace("{color.blue}", "{color.navy}")
        .replace("#/color/blue", "#/color/navy")
    )
    assert files["size.tokens.jsonc"] == original["size.tokens.jsonc"].replace("{color.blue}", "{color.navy}")
    assert files["space.tokens.json5"] == original["space.tokens.json5"].replace("{color.blue}", "{color.navy}")


async def test_rename_in_jsonc_keeps_comments_and_trailing_commas(dialects: LanguageClient):
    folder = dialects.workspace_folder
    original = (folder / "tokens" / "size.tokens.jsonc").read_text()
    # From an alias: the cursor on `small` in `{size.small}`.
    edit = await rename(dialects, folder, "size.tokens.jsonc", "{size.small}", 7, "tiny")
    files, touched = rewritten(folder, edit)
    assert touched == {"size.tokens.jsonc"}
    assert files["size.tokens.jsonc"] == (
        original.replace('"small": {', '"tiny": {').replace("{size.small}", "{size.tiny}").replace("#/size/small", "#/size/tiny")
    )
    assert "// four pixels" in files["size.tokens.jsonc"] and "/* the smallest step */" in files["size.tokens.jsonc"]


async def test_rename_in_json5_keeps_unquoted_keys_and_single_quotes(dialects: LanguageClient):
    folder = dialects.workspace_folder
    original = (folder / "tokens" / "space.tokens.json5").read_text()
    # From the unquoted definition key.
    edit = await rename(dialects, folder, "space.tokens.json5", "tight:", 1, "snug")
    files, touched = rewritten(folder, edit)
    assert touched == {"space.tokens.json5"}
    assert files["space.tokens.json5"] == (
        original.replace("tight: {", "snug: {").replace("'{space.tight}'", "'{space.snug}'").replace("'#/space/tight'", "'#/space/snug'")
    )


async def test_rename_of_a_group_rewrites_every_path_below_it(dialects: LanguageClient):
    folder = dialects.workspace_folder
    original = {p.name: p.read_text() for p in sorted((folder / "tokens").iterdir())}
    edit = await rename(dialects, folder, "base.tokens.json", '"color"', 1, "hue")
    files, _ = rewritten(folder, edit)
    assert files["base.tokens.json"] == (
        original["base.tokens.json"]
        .replace('"color": {', '"hue": {', 1)
        .replace("{color.blue}", "{hue.blue}")
        .replace("#/color/blue", "#/hue/blue")
    )
    assert files["space.tokens.json5"] == original["space.tokens.json5"].replace("{color.blue}", "{hue.blue}")


@pytest.mark.parametrize("file,needle,offset,taken", [
    ("base.tokens.json", '"blue"', 1, "red"),
    ("size.tokens.jsonc", '"small"', 1, "large"),
    ("space.tokens.json5", "tight:", 1, "loose"),
])
async def test_rename_onto_an_existing_token_is_refused_in_every_dialect(dialects: LanguageClient, file, needle, offset, taken):
    folder = dialects.workspace_folder
    with pytest.raises(Exception) as refused:
        await rename(dialects, folder, file, needle, offset, taken)
    assert "collide" in str(refused.value)


# ---------------------------------------------------------------- completion of `$ref` pointers and keys

VERSIONS = iter(range(2, 1_000_000))


async def complete(client, path, text, needle, offset=None):
    """Completion at the end of `needle` (or `offset` characters into it) in the unsaved `text`."""
    client.text_document_did_change(
        types.DidChangeTextDocumentParams(
            text_document=types.VersionedTextDocumentIdentifier(uri=uri(path), version=next(VERSIONS)),
            content_changes=[types.TextDocumentContentChangeWholeDocument(text=text)],
        )
    )
    position = position_of(text, needle, len(needle) if offset is None else offset)
    result = await client.text_document_completion_async(
        types.CompletionParams(text_document=types.TextDocumentIdentifier(uri=uri(path)), position=position)
    )
    return result.items


async def opened(client, folder, file):
    path = folder / "tokens" / file
    text = await open_document(client, path, language=LANGUAGES[path.suffix])
    await diagnostics_for(client, path)
    return path, text


async def test_ref_pointer_completion_offers_only_tokens_of_the_type_that_fits(dialects: LanguageClient):
    folder = dialects.workspace_folder
    # A dimension token's `$ref` (JSONC, double quotes): the dimensions, no colour.
    path, text = await opened(dialects, folder, "size.tokens.jsonc")
    edited = text.replace('"#/size/small"', '"#/s"')
    items = await complete(dialects, path, edited, '"#/s', 4)
    labels = {item.label for item in items}
    assert {"size/small", "size/large", "space/tight", "space/loose"} <= labels
    assert not any(label.startswith("color/") or label.startswith("brand/") for label in labels)
    chosen = next(item for item in items if item.label == "size/large")
    assert chosen.text_edit.new_text == "size/large" and chosen.text_edit.range.start == position_of(edited, '"#/s', 3)

    # A colour token's `$ref` (JSON5, single quotes): the colours, no dimension.
    path, text = await opened(dialects, folder, "space.tokens.json5")
    edited = text.replace("edge: { $type: 'color', $value: '{color.blue}', },", "edge: { $type: 'color', $ref: '#/', },")
    labels = {item.label for item in await complete(dialects, path, edited, "$ref: '#/'", 9)}
    assert {"color/blue", "color/red", "brand/primary"} <= labels
    assert not any(label.startswith("size/") or label.startswith("space/") for label in labels)


async def test_key_completion_offers_the_keys_a_token_or_group_may_still_take(dialects: LanguageClient):
    folder = dialects.workspace_folder
    # JSON, in a token that has `$value`: the other token keys, not `$value`, `$ref` or group-only keys.
    path, text = await opened(dialects, folder, "base.tokens.json")
    edited = text.replace('"red":   { "$value"', '"red":   { "$d", "$value"')
    items = await complete(dialects, path, edited, '{ "$d', 4)
    labels = {item.label for item in items}
    assert {"$description", "$deprecated", "$extensions", "$type"} <= labels
    assert not labels & {"$value", "$ref", "$extends", "$schema"}
    described = next(item for item in items if item.label == "$description")
    assert described.text_edit.new_text == "$description"

    # JSON, in a group that already has `$type`: the group keys left, `$extends` among them.
    edited = text.replace('    "$type": "color",\n    "blue"', '    "$type": "color",\n    "$\n    "blue"', 1)
    labels = {item.label for item in await complete(dialects, path, edited, '    "$\n', 6)}
    assert {"$description", "$extends", "$deprecated"} <= labels
    assert not labels & {"$type", "$value", "$ref"}
    # A child's name being typed there: nothing offered.
    edited = text.replace('    "$type": "color",\n    "blue"', '    "$type": "color",\n    "gr\n    "blue"', 1)
    assert list(await complete(dialects, path, edited, '    "gr\n', 7)) == []

    # JSON5, an unquoted key in a token: written bare.
    path, text = await opened(dialects, folder, "space.tokens.json5")
    edited = text.replace("loose: { $value: { value: 8, unit: 'px' } },", "loose: { $value: { value: 8, unit: 'px' }, $de },")
    items = await complete(dialects, path, edited, "$de")
    assert {item.label for item in items} >= {"$description", "$deprecated"}
    assert next(item for item in items if item.label == "$description").text_edit.new_text == "$description"

    # Inside a `$value`: no token keys (the dimension's members are there already).
    edited = text.replace("value: 2, unit: 'px'", "value: 2, $u unit: 'px'")
    assert list(await complete(dialects, path, edited, "$u")) == []


async def test_key_completion_in_a_value_offers_the_members_its_type_has(dialects: LanguageClient):
    folder = dialects.workspace_folder
    path, text = await opened(dialects, folder, "base.tokens.json")
    # A colour's `$value` (the type inherited from the group): the members it lacks, no `$` keys.
    edited = text.replace('"components": [1, 0, 0] }', '"components": [1, 0, 0], "a }')
    items = await complete(dialects, path, edited, '[1, 0, 0], "a')
    labels = {item.label for item in items}
    assert labels == {"alpha", "hex"}
    assert next(item for item in items if item.label == "alpha").text_edit.new_text == "alpha"


async def test_key_completion_in_yaml_follows_indentation(client: LanguageClient):
    path = REPO / "tokens" / "palette.tokens.yaml"
    text = await open_document(client, path)
    await diagnostics_for(client, path)
    lines = text.split("\n")
    # The first token (`palette.teal`: `$value` and `$description`): a key typed below its `$value`.
    index = next(i for i, line in enumerate(lines) if line.strip().startswith("$value:"))
    indent = lines[index][: len(lines[index]) - len(lines[index].lstrip())]
    edited = "\n".join(lines[: index + 1] + [indent + "$de"] + lines[index + 1 :])
    items = await complete(client, path, edited, indent + "$de")
    labels = {item.label for item in items}
    assert {"$deprecated", "$extensions"} <= labels
    # `$type` stays: a token may override its group's.
    assert not labels & {"$value", "$ref", "$description", "$extends"}, labels
    assert next(item for item in items if item.label == "$deprecated").text_edit.new_text == "$deprecated"


# ---------------------------------------------------------------- names that need quotes where they are written

async def test_rename_quotes_a_name_that_an_unquoted_json5_key_cannot_spell(dialects: LanguageClient):
    folder = dialects.workspace_folder
    original = (folder / "tokens" / "space.tokens.json5").read_text()
    edit = await rename(dialects, folder, "space.tokens.json5", "tight:", 1, "extra-tight")
    files, _ = rewritten(folder, edit)
    assert files["space.tokens.json5"] == (
        original.replace("tight: {", '"extra-tight": {')
        .replace("'{space.tight}'", "'{space.extra-tight}'")
        .replace("'#/space/tight'", "'#/space/extra-tight'")
    )


async def test_rename_escapes_quotes_inside_json_strings(dialects: LanguageClient):
    folder = dialects.workspace_folder
    original = (folder / "tokens" / "base.tokens.json").read_text()
    edit = await rename(dialects, folder, "base.tokens.json", '"blue"', 1, 'sky "blue"')
    files, _ = rewritten(folder, edit)
    assert files["base.tokens.json"] == (
        original.replace('"blue":  {', '"sky \\"blue\\"":  {')
        .replace("{color.blue}", '{color.sky \\"blue\\"}')
        .replace("#/color/blue", '#/color/sky \\"blue\\"')
    )
    # JSON5's single-quoted strings escape the single quote, not the double one.
    assert files["space.tokens.json5"] == original_json5(folder).replace("'{color.blue}'", "'{color.sky \"blue\"}'")


def original_json5(folder):
    return (folder / "tokens" / "space.tokens.json5").read_text()


async def test_rename_quotes_a_name_that_a_plain_yaml_key_cannot_spell(client: LanguageClient):
    path = REPO / "tokens" / "palette.tokens.yaml"
    text = await open_document(client, path)
    await diagnostics_for(client, path)
    document = types.TextDocumentIdentifier(uri=uri(path))
    edit = await client.text_document_rename_async(
        types.RenameParams(text_document=document, position=position_of(text, "  teal:", 3), new_name="@teal")
    )
    palette = apply(text, edit.changes[uri(path)])
    assert '\n  "@teal":\n' in palette
    for target, edits in edit.changes.items():
        other = Path(target.removeprefix("file://"))
        if other != path:
            assert "{palette.@teal}" in apply(other.read_text(), edits)


# ---------------------------------------------------------------- a token defined in two files

@pytest_lsp.fixture(config=server_config())
async def overridden(lsp_client: LanguageClient):
    folder = Path(tempfile.mkdtemp(prefix="refract-lsp-override-"))
    shutil.copytree(FIXTURE, folder, dirs_exist_ok=True)
    # A later file overrides `color.red` (files are merged in name order) and aliases it.
    (folder / "tokens" / "zz-override.tokens.jsonc").write_text(
        '{\n  // the brand red\n  "color": { "red": { "$value": { "colorSpace": "srgb", "components": [0.9, 0, 0] } } },\n'
        '  "alert": { "$type": "color", "$value": "{color.red}" }\n}\n'
    )
    lsp_client.workspace_folder = folder
    await start(lsp_client, folder)
    yield
    await lsp_client.shutdown_session()
    shutil.rmtree(folder, ignore_errors=True)


async def test_rename_of_an_overridden_token_rewrites_every_definition(overridden: LanguageClient):
    folder = overridden.workspace_folder
    original = {p.name: p.read_text() for p in sorted((folder / "tokens").iterdir())}
    edit = await rename(overridden, folder, "base.tokens.json", '"red"', 1, "crimson")
    files, touched = rewritten(folder, edit)
    assert touched == {"base.tokens.json", "zz-override.tokens.jsonc"}
    assert files["base.tokens.json"] == original["base.tokens.json"].replace('"red":   {', '"crimson":   {')
    assert files["zz-override.tokens.jsonc"] == (
        original["zz-override.tokens.jsonc"].replace('"red": {', '"crimson": {').replace("{color.red}", "{color.crimson}")
    )


async def test_references_to_an_overridden_token_find_both_definitions_and_every_use(overridden: LanguageClient):
    folder = overridden.workspace_folder
    base = folder / "tokens" / "base.tokens.json"
    override = folder / "tokens" / "zz-override.tokens.jsonc"
    base_text, override_text = base.read_text(), override.read_text()
    expected = {
        (uri(base), position_of(base_text, '"red"', 1).line),  # the definition the later file overrides
        (uri(override), position_of(override_text, '"red"', 1).line),  # the winning definition
        (uri(override), position_of(override_text, "{color.red}").line),  # its use
    }
    for path, text, needle, offset in ((base, base_text, '"red"', 1), (override, override_text, "{color.red}", 3)):
        await open_document(overridden, path, text, language=LANGUAGES[path.suffix])
        await diagnostics_for(overridden, path)
        references = await overridden.text_document_references_async(
            types.ReferenceParams(
                text_document=types.TextDocumentIdentifier(uri=uri(path)), position=position_of(text, needle, offset),
                context=types.ReferenceContext(include_declaration=True),
            )
        )
        found = [(r.uri, r.range.start.line) for r in references]
        assert set(found) == expected, found
        assert len(found) == len(set(found)), f"a place found twice: {found}"
    # Without the declarations, the use alone.
    references = await overridden.text_document_references_async(
        types.ReferenceParams(
            text_document=types.TextDocumentIdentifier(uri=uri(base)), position=position_of(base_text, '"red"', 1),
            context=types.ReferenceContext(include_declaration=False),
        )
    )
    assert {(r.uri, r.range.start.line) for r in references} == {(uri(override), position_of(override_text, "{color.red}").line)}
