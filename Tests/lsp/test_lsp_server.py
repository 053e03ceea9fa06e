"""`refract lsp` driven over stdio by a real LSP client (pytest-lsp, pygls, lsprotocol).

Run by `make test-lsp` (part of `make test`), which installs pytest-lsp into .build/lsp-venv and builds the
binary. Each test starts the server on a workspace: the example in tokens/, a resolver system of the
shared corpora (skipped with a note when ../shared is absent; a failure under CI=true), and a Tokens
Studio set read through a refract.yaml.
"""

import asyncio
import os
import shutil
import sys
import tempfile
from pathlib import Path

import pytest
import pytest_lsp
from lsprotocol import types
from pytest_lsp import ClientServerConfig, LanguageClient, client_capabilities

REPO = Path(__file__).resolve().parents[2]
REFRACT = os.environ.get("REFRACT", str(REPO / ".build" / "debug" / "refract"))
TIMEOUT = 30


def shared_corpora():
    given = os.environ.get("REFRACT_SHARED")
    if given:
        return Path(given) / "corpora"
    folder = REPO.parent
    while True:
        if (folder / "shared" / "corpora").is_dir():
            return folder / "shared" / "corpora"
        if folder.parent == folder:
            return None
        folder = folder.parent


def require_corpora():
    corpora = shared_corpora()
    if corpora is None:
        if os.environ.get("CI") == "true":
            pytest.fail("the shared corpora (../shared/corpora) are missing under CI=true")
        pytest.skip("the shared corpora (../shared/corpora) are absent: corpus LSP tests skipped")
    return corpora


def uri(path):
    return Path(path).resolve().as_uri()


def server_config():
    if not os.access(REFRACT, os.X_OK):
        message = f"{REFRACT} is missing: build it with `swift build --product refract`"
        if os.environ.get("CI") == "true":
            pytest.fail(message)
        pytest.skip(message, allow_module_level=True)
    return ClientServerConfig(server_command=[REFRACT, "lsp", "--stdio", "--debounce", "50"])


async def start(client: LanguageClient, folder):
    params = types.InitializeParams(
        capabilities=client_capabilities("visual-studio-code"),
        workspace_folders=[types.WorkspaceFolder(uri=uri(folder), name="workspace")],
        root_uri=uri(folder),
    )
    return await client.initialize_session(params)


async def open_document(client: LanguageClient, path, text=None, language="yaml"):
    text = Path(path).read_text() if text is None else text
    client.text_document_did_open(
        types.DidOpenTextDocumentParams(
            text_document=types.TextDocumentItem(uri=uri(path), language_id=language, version=1, text=text)
        )
    )
    return text


async def diagnostics_for(client: LanguageClient, path, predicate=lambda d: True):
    """Waits until the diagnostics published for `path` satisfy `predicate`."""
    target = uri(path)

    async def wait():
        while True:
            if target in client.diagnostics and predicate(client.diagnostics[target]):
                return client.diagnostics[target]
            await client.wait_for_notification(types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)

    return await asyncio.wait_for(wait(), TIMEOUT)


def position_of(text, needle, offset=0):
    index = text.index(needle) + offset
    line = text.count("\n", 0, index)
    character = index - (text.rfind("\n", 0, index) + 1)
    return types.Position(line=line, character=character)


async def checks_run(client: LanguageClient):
    """How many checks the server has run (`refract/status`, Refract's own request)."""
    status = await asyncio.wait_for(client.protocol.send_request_async("refract/status", {}), TIMEOUT)
    return status["checksRun"] if isinstance(status, dict) else status.checksRun


def replace_all(text):
    return [types.TextDocumentContentChangeWholeDocument(text=text)]


async def every_feature_answers(client: LanguageClient, path, text, new_name="renamed"):
    """Each request of the server on a real set, at its first alias: each must give a real answer."""
    document = types.TextDocumentIdentifier(uri=uri(path))
    at_alias = position_of(text, '"{', 3)
    definition = await client.text_document_definition_async(types.DefinitionParams(text_document=document, position=at_alias))
    assert definition, "no definition"
    references = await client.text_document_references_async(
        types.ReferenceParams(text_document=document, position=at_alias, context=types.ReferenceContext(include_declaration=True))
    )
    assert any(r.uri == uri(path) and r.range.start.line == at_alias.line for r in references), references
    assert any(r.uri == definition[0].uri and r.range.start.line == definition[0].range.start.line for r in references)
    completion = await client.text_document_completion_async(types.CompletionParams(text_document=document, position=at_alias))
    assert completion.items, "no completion inside the alias"
    symbols = await client.text_document_document_symbol_async(types.DocumentSymbolParams(text_document=document))
    assert symbols, "no symbols"
    hints = await client.text_document_inlay_hint_async(
        types.InlayHintParams(
            text_document=document, range=types.Range(start=types.Position(line=0, character=0), end=types.Position(line=len(text.split("\n")), character=0))
        )
    )
    assert hints and any(h.position.line == at_alias.line for h in hints), hints
    await client.text_document_document_color_async(types.DocumentColorParams(text_document=document))
    prepared = await client.text_document_prepare_rename_async(types.PrepareRenameParams(text_document=document, position=at_alias))
    assert prepared is not None, "no rename here"
    edit = await client.text_document_rename_async(types.RenameParams(text_document=document, position=at_alias, new_name=new_name))
    assert uri(path) in edit.changes and definition[0].uri in edit.changes, edit.changes.keys()
    found = await client.workspace_symbol_async(types.WorkspaceSymbolParams(query=prepared.placeholder))
    assert found, "no workspace symbol"


async def malformed_mid_edit(client: LanguageClient, path, text):
    """Text broken as typing breaks it, one edit after another: located errors, live requests, then the
    mended text checks clean of syntax errors again."""
    document = types.TextDocumentIdentifier(uri=uri(path))
    alias = text.index('"{')
    broken = [text[: len(text) // 2], text[:alias] + '"{unclosed', text[: alias + 2] + text[alias + 2:].replace('"', "", 1), "\x00 [ {"]
    for version, body in enumerate(broken, start=2):
        client.text_document_did_change(
            types.DidChangeTextDocumentParams(
                text_document=types.VersionedTextDocumentIdentifier(uri=uri(path), version=version), content_changes=replace_all(body)
            )
        )
        found = await diagnostics_for(
            client, path, lambda ds: any(d.severity == types.DiagnosticSeverity.Error for d in ds)
        )
        lines = body.split("\n")
        for d in found:
            assert d.code and 0 <= d.range.start.line < len(lines) + 1, (d.code, d.range, len(lines))
        client.diagnostics.pop(uri(path), None)
        middle = types.Position(line=len(lines) // 2, character=0)
        await client.text_document_hover_async(types.HoverParams(text_document=document, position=middle))
        await client.text_document_completion_async(types.CompletionParams(text_document=document, position=middle))
        await client.text_document_document_symbol_async(types.DocumentSymbolParams(text_document=document))
    client.text_document_did_change(
        types.DidChangeTextDocumentParams(
            text_document=types.VersionedTextDocumentIdentifier(uri=uri(path), version=len(broken) + 2), content_changes=replace_all(text)
        )
    )
    await diagnostics_for(client, path, lambda ds: not any(d.severity == types.DiagnosticSeverity.Error for d in ds))


class Workspace:
    """A temporary workspace folder (a refract.yaml pointing at token files read in place)."""

    def __init__(self, config):
        self.folder = Path(tempfile.mkdtemp(prefix="refract-lsp-"))
        (self.folder / "refract.yaml").write_text(config)

    def close(self):
        shutil.rmtree(self.folder, ignore_errors=True)


# ---------------------------------------------------------------- the example in tokens/

@pytest_lsp.fixture(config=server_config())
async def client(lsp_client: LanguageClient):
    await start(lsp_client, REPO)
    yield
    await lsp_client.shutdown_session()


async def test_lifecycle_and_capabilities(client: LanguageClient):
    # The fixture's initialize succeeded; a second initialize is refused.
    with pytest.raises(Exception):
        await client.initialize_async(types.InitializeParams(capabilities=types.ClientCapabilities()))


async def test_clean_example_publishes_no_errors_then_an_edit_does(client: LanguageClient):
    path = REPO / "tokens" / "semantic.tokens.yaml"
    text = await open_document(client, path)
    clean = await diagnostics_for(client, path)
    assert [d for d in clean if d.severity == types.DiagnosticSeverity.Error] == []

    # An alias to nothing, unsaved: lint's verdict arrives located on the alias.
    broken = text.replace("$value: { value: 8, unit: px }", '$value: "{spacing.nothing}"', 1)
    assert broken != text
    client.text_document_did_change(
        types.DidChangeTextDocumentParams(
            text_document=types.VersionedTextDocumentIdentifier(uri=uri(path), version=2),
            content_changes=replace_all(broken),
        )
    )
    found = await diagnostics_for(client, path, lambda ds: any(d.severity == types.DiagnosticSeverity.Error for d in ds))
    errors = [d for d in found if d.severity == types.DiagnosticSeverity.Error]
    assert any("spacing.nothing" in d.message for d in errors), errors
    assert errors[0].range.start.line == position_of(broken, "{spacing.nothing}").line
    assert all(d.source == "refract" and d.code for d in errors)


async def test_malformed_text_mid_edit_is_located_and_the_server_lives(client: LanguageClient):
    path = REPO / "tokens" / "palette.tokens.yaml"
    text = await open_document(client, path)
    await diagnostics_for(client, path)
    cut = text[: len(text) // 2] + "\n  broken: [unclosed\n"
    for version, body in enumerate([cut, cut + "{", "\x00\x01 not yaml: : :"], start=2):
        client.text_document_did_change(
            types.DidChangeTextDocumentParams(
                text_document=types.VersionedTextDocumentIdentifier(uri=uri(path), version=version),
                content_changes=replace_all(body),
            )
        )
    found = await diagnostics_for(client, path, lambda ds: any(d.severity == types.DiagnosticSeverity.Error for d in ds))
    assert all(d.range.start.line >= 0 for d in found)
    # Requests on the broken text answer (possibly with nothing) rather than fail.
    await client.text_document_hover_async(
        types.HoverParams(text_document=types.TextDocumentIdentifier(uri=uri(path)), position=types.Position(line=0, character=0))
    )
    await client.text_document_document_symbol_async(
        types.DocumentSymbolParams(text_document=types.TextDocumentIdentifier(uri=uri(path)))
    )


async def test_incremental_sync_and_a_burst_costs_one_check(client: LanguageClient):
    path = REPO / "tokens" / "semantic.tokens.yaml"
    text = await open_document(client, path)
    await diagnostics_for(client, path)
    before = await checks_run(client)
    # 50 one-character edits typed in a burst: "x" appended to a comment, one at a time.
    end = position_of(text, "\n")
    for k in range(50):
        position = types.Position(line=end.line, character=end.character + k)
        client.text_document_did_change(
            types.DidChangeTextDocumentParams(
                text_document=types.VersionedTextDocumentIdentifier(uri=uri(path), version=2 + k),
                content_changes=[types.TextDocumentContentChangePartial(range=types.Range(start=position, end=position), text="x")],
            )
        )
    client.diagnostics.pop(uri(path), None)
    await diagnostics_for(client, path)
    await asyncio.sleep(0.3)
    after = await checks_run(client)
    assert after - before == 1, f"{after - before} checks for one burst"
    # The server holds the edited text: a hover past the edit still lands on its token.
    hover = await client.text_document_hover_async(
        types.HoverParams(text_document=types.TextDocumentIdentifier(uri=uri(path)), position=position_of(text, "cardHeight"))
    )
    assert hover is not None and "size.cardHeight" in hover.contents.value


async def test_hover_shows_every_permutation_and_platform_names(client: LanguageClient):
    path = REPO / "tokens" / "modes" / "light.tokens.yaml"
    text = await open_document(client, path)
    await diagnostics_for(client, path)
    hover = await client.text_document_hover_async(
        types.HoverParams(text_document=types.TextDocumentIdentifier(uri=uri(path)), position=position_of(text, "{scheme.light.primary}", 3))
    )
    value = hover.contents.value
    assert "scheme.light.primary" in value
    assert "| theme | mode | value |" in value
    assert "christmas" in value and "dark" in value
    assert "data:image/svg+xml;base64," in value  # the colour's swatch
    # On the token's own key: its alias chain and its platform names.
    hover = await client.text_document_hover_async(
        types.HoverParams(text_document=types.TextDocumentIdentifier(uri=uri(path)), position=position_of(text, "  primary:", 3))
    )
    assert hover is not None
    value = hover.contents.value
    assert "Alias chain" in value
    assert "| platform | name |" in value and "swift" in value and "css" in value


async def test_platform_names_follow_the_edits(client: LanguageClient):
    # A check keeps the names the check before worked out only while they cannot have changed: after a
    # value's edit the hover still lists them; after a key's, the new key's names, none of the old one's.
    path = REPO / "tokens" / "modes" / "light.tokens.yaml"
    text = await open_document(client, path)
    await diagnostics_for(client, path)
    document = types.TextDocumentIdentifier(uri=uri(path))

    async def hover_names(body, needle):
        hover = await client.text_document_hover_async(types.HoverParams(text_document=document, position=position_of(body, needle, 3)))
        assert hover is not None, needle
        return hover.contents.value.split("| platform | name |")[-1]

    assert "themeOnPrimary" in await hover_names(text, "  onPrimary:")
    for version, body in enumerate([text.replace('"{palette.paper}"', '"{palette.ink}"', 1), text.replace("  onPrimary:", "  onBrand:", 1)], start=2):
        client.text_document_did_change(
            types.DidChangeTextDocumentParams(
                text_document=types.VersionedTextDocumentIdentifier(uri=uri(path), version=version), content_changes=replace_all(body)
            )
        )
        client.diagnostics.pop(uri(path), None)
        await diagnostics_for(client, path)
        needle = "  onPrimary:" if "  onPrimary:" in body else "  onBrand:"
        names = await hover_names(body, needle)
        if needle == "  onPrimary:":
            assert "themeOnPrimary" in names, names
        else:
            assert "themeOnBrand" in names and "OnPrimary" not in names, names


async def test_definition_references_and_rename(client: LanguageClient):
    path = REPO / "tokens" / "modes" / "light.tokens.yaml"
    text = await open_document(client, path)
    await diagnostics_for(client, path)
    at_alias = position_of(text, "{palette.paper}", 3)
    document = types.TextDocumentIdentifier(uri=uri(path))
    definition = await client.text_document_definition_async(types.DefinitionParams(text_document=document, position=at_alias))
    assert definition and definition[0].uri == uri(REPO / "tokens" / "palette.tokens.yaml")
    palette = (REPO / "tokens" / "palette.tokens.yaml").read_text()
    assert palette.split("\n")[definition[0].range.start.line].strip().startswith("paper")

    references = await client.text_document_references_async(
        types.ReferenceParams(text_document=document, position=at_alias, context=types.ReferenceContext(include_declaration=True))
    )
    files = {r.uri for r in references}
    assert uri(REPO / "tokens" / "palette.tokens.yaml") in files and uri(path) in files
    assert len(references) >= 3

    prepared = await client.text_document_prepare_rename_async(types.PrepareRenameParams(text_document=document, position=at_alias))
    assert prepared is not None and prepared.placeholder == "paper"
    edit = await client.text_document_rename_async(types.RenameParams(text_document=document, position=at_alias, new_name="sheet"))
    edited = {u: len(e) for u, e in edit.changes.items()}
    assert edited[uri(REPO / "tokens" / "palette.tokens.yaml")] >= 1
    # Every reference in a token file is renamed; the app's uses of generated names are listed, not rewritten.
    assert sum(edited.values()) == len([r for r in references if r.uri.endswith(".tokens.yaml")])
    for edits in edit.changes.values():
        assert all(e.new_text in ("sheet", "palette.sheet") for e in edits)
    # The generated names that change are listed beside the edit: none for a palette colour, which only tokens
    # refer to (`api: semantic`), and every platform's for a semantic one.
    assert any("palette.paper" in m.message and "changes no generated name" in m.message for m in client.messages), client.messages
    client.messages.clear()
    await client.text_document_rename_async(
        types.RenameParams(text_document=document, position=position_of(text, "  onPrimary:", 3), new_name="onBrand")
    )
    assert any("color.onPrimary" in m.message and "themeOnPrimary" in m.message for m in client.messages), client.messages

    # A rename onto an existing token is refused with the reason.
    with pytest.raises(Exception) as refused:
        await client.text_document_rename_async(types.RenameParams(text_document=document, position=at_alias, new_name="ink"))
    assert "collide" in str(refused.value)


async def test_generated_names_in_the_app_lead_to_the_token_and_back(client: LanguageClient):
    # output/ holds what `refract build` made from tokens/: the CSS uses of `--color-primary` are the app's.
    css = REPO / "output" / "css" / "tokens.css"
    path = REPO / "tokens" / "modes" / "light.tokens.yaml"
    text = await open_document(client, path)
    await diagnostics_for(client, path)
    references = await client.text_document_references_async(
        types.ReferenceParams(
            text_document=types.TextDocumentIdentifier(uri=uri(path)), position=position_of(text, "  primary:", 3),
            context=types.ReferenceContext(include_declaration=False),
        )
    )
    assert any(r.uri == uri(css) for r in references), {r.uri for r in references}
    css_text = css.read_text()
    await open_document(client, css, css_text, language="css")
    definition = await client.text_document_definition_async(
        types.DefinitionParams(text_document=types.TextDocumentIdentifier(uri=uri(css)), position=position_of(css_text, "--color-primary", 4))
    )
    assert definition and any(d.uri.endswith(".tokens.yaml") for d in definition)


# An app beside the example's tokens: each platform's generated name used the way its language writes it
# (`.themePrimary`, `@color/color_primary`, `var(--color-primary)`), and the name a hover there covers.
APP_USES = {
    "App/CardView.swift": ("struct CardView: View {\n    var body: some View { Text(\"Hi\").foregroundStyle(.themePrimary) }\n}\n", "themePrimary", "swift"),
    "App/Tint.swift": ("let tint = theme.colors.primary\n", "theme.colors.primary", "swift"),
    "android/Card.kt": ("val tint = RefractTheme.colors.primary\n", "RefractTheme.colors.primary", "kotlin"),
    "android/res/layout/card.xml": ('<TextView android:textColor="@color/color_primary" />\n', "color_primary", "xml"),
    "web/card.css": (".card { color: var(--color-primary); }\n", "--color-primary", "css"),
}


@pytest_lsp.fixture(config=server_config())
async def app(lsp_client: LanguageClient):
    folder = Path(tempfile.mkdtemp(prefix="refract-lsp-app-"))
    shutil.copytree(REPO / "tokens", folder / "tokens")
    shutil.copy(REPO / "refract.yaml", folder / "refract.yaml")
    for name, (text, _, _) in APP_USES.items():
        (folder / name).parent.mkdir(parents=True, exist_ok=True)
        (folder / name).write_text(text)
    lsp_client.workspace_folder = folder
    await start(lsp_client, folder)
    yield
    await lsp_client.shutdown_session()
    shutil.rmtree(folder, ignore_errors=True)


async def test_hover_on_a_generated_name_in_the_app_shows_its_token(app: LanguageClient):
    folder = app.workspace_folder
    tokens = folder / "tokens" / "modes" / "light.tokens.yaml"
    await open_document(app, tokens)
    await diagnostics_for(app, tokens)
    for name, (text, use, language) in APP_USES.items():
        path = folder / name
        await open_document(app, path, text, language=language)
        middle = position_of(text, use, len(use) - 3)
        hover = await app.text_document_hover_async(
            types.HoverParams(text_document=types.TextDocumentIdentifier(uri=uri(path)), position=middle)
        )
        assert hover is not None, f"no hover on {use} in {name}"
        value = hover.contents.value
        assert value.startswith("**color.primary**"), (name, value[:80])
        assert "| theme | mode | value |" in value and "christmas" in value, (name, value)
        assert "| platform | name |" in value
        # The hover's range is the generated name, not the punctuation around it.
        assert hover.range.start.line == hover.range.end.line == middle.line
        assert text.split("\n")[middle.line][hover.range.start.character:hover.range.end.character] == use
        definition = await app.text_document_definition_async(
            types.DefinitionParams(text_document=types.TextDocumentIdentifier(uri=uri(path)), position=middle)
        )
        assert definition and any(d.uri.endswith(".tokens.yaml") for d in definition), (name, definition)
    # Elsewhere in the app's text, no hover.
    css = folder / "web" / "card.css"
    hover = await app.text_document_hover_async(
        types.HoverParams(text_document=types.TextDocumentIdentifier(uri=uri(css)), position=position_of(APP_USES["web/card.css"][0], "color:"))
    )
    assert hover is None


@pytest_lsp.fixture(config=server_config())
async def two_folders(lsp_client: LanguageClient):
    # The app in a workspace folder of its own, the example's tokens in another (a multi-root workspace).
    app_folder = Path(tempfile.mkdtemp(prefix="refract-lsp-app-only-"))
    (app_folder / "web").mkdir()
    (app_folder / "web" / "card.css").write_text(APP_USES["web/card.css"][0])
    lsp_client.app_folder = app_folder
    params = types.InitializeParams(
        capabilities=client_capabilities("visual-studio-code"),
        workspace_folders=[types.WorkspaceFolder(uri=uri(app_folder), name="app"), types.WorkspaceFolder(uri=uri(REPO), name="tokens")],
    )
    await lsp_client.initialize_session(params)
    yield
    await lsp_client.shutdown_session()
    shutil.rmtree(app_folder, ignore_errors=True)


async def test_hover_in_an_app_folder_beside_the_tokens_folder(two_folders: LanguageClient):
    tokens = REPO / "tokens" / "modes" / "light.tokens.yaml"
    await open_document(two_folders, tokens)
    await diagnostics_for(two_folders, tokens)
    css = two_folders.app_folder / "web" / "card.css"
    text = await open_document(two_folders, css, APP_USES["web/card.css"][0], language="css")
    hover = await two_folders.text_document_hover_async(
        types.HoverParams(text_document=types.TextDocumentIdentifier(uri=uri(css)), position=position_of(text, "--color-primary", 5))
    )
    assert hover is not None and hover.contents.value.startswith("**color.primary**")


async def test_resolver_refs_go_to_their_files(client: LanguageClient):
    path = REPO / "tokens" / "tokens.resolver.yaml"
    text = await open_document(client, path)
    document = types.TextDocumentIdentifier(uri=uri(path))
    definition = await client.text_document_definition_async(
        types.DefinitionParams(text_document=document, position=position_of(text, "themes/christmas.tokens.yaml", 2))
    )
    assert definition and definition[0].uri == uri(REPO / "tokens" / "themes" / "christmas.tokens.yaml")
    definition = await client.text_document_definition_async(
        types.DefinitionParams(text_document=document, position=position_of(text, "#/modifiers/theme", 4))
    )
    assert definition and definition[0].uri == uri(path)
    assert definition[0].range.start.line == position_of(text, "  theme:").line


async def test_completion_symbols_colours_hints_and_fixes(client: LanguageClient):
    path = REPO / "tokens" / "modes" / "dark.tokens.yaml"
    text = await open_document(client, path)
    await diagnostics_for(client, path)
    document = types.TextDocumentIdentifier(uri=uri(path))
    # Completion inside `{…}`: paths of tokens of the type that fits (colours here), none of another type.
    edited = text.replace("{palette.paper}", "{pal", 1)
    client.text_document_did_change(
        types.DidChangeTextDocumentParams(
            text_document=types.VersionedTextDocumentIdentifier(uri=uri(path), version=2), content_changes=replace_all(edited)
        )
    )
    completion = await client.text_document_completion_async(
        types.CompletionParams(text_document=document, position=position_of(edited, "{pal", 4))
    )
    labels = [item.label for item in completion.items]
    assert "palette.paper" in labels
    assert not any(label.startswith("spacing.") for label in labels)

    symbols = await client.text_document_document_symbol_async(types.DocumentSymbolParams(text_document=document))
    assert symbols and symbols[0].name

    palette = REPO / "tokens" / "palette.tokens.yaml"
    await open_document(client, palette)
    colours = await client.text_document_document_color_async(
        types.DocumentColorParams(text_document=types.TextDocumentIdentifier(uri=uri(palette)))
    )
    assert len(colours) >= 3
    presentations = await client.text_document_color_presentation_async(
        types.ColorPresentationParams(
            text_document=types.TextDocumentIdentifier(uri=uri(palette)), color=colours[0].color, range=colours[0].range
        )
    )
    assert '"colorSpace": "srgb"' in presentations[0].text_edit.new_text

    hints = await client.text_document_inlay_hint_async(
        types.InlayHintParams(
            text_document=types.TextDocumentIdentifier(uri=uri(REPO / "tokens" / "modes" / "light.tokens.yaml")),
            range=types.Range(start=types.Position(line=0, character=0), end=types.Position(line=999, character=0)),
        )
    )
    assert hints and all(str(h.label).startswith("= ") for h in hints)

    found = await client.workspace_symbol_async(types.WorkspaceSymbolParams(query="paper"))
    assert any(s.name == "palette.paper" for s in found)


async def test_a_file_outside_every_project_gets_format_checks_only(client: LanguageClient):
    folder = Path(tempfile.mkdtemp(prefix="refract-lsp-alone-"))
    try:
        path = folder / "loose.tokens.json"
        text = '{"a": {"$type": "color", "$value": "{b}"}, "c": {"$value": 1,}}'
        path.write_text(text)
        await open_document(client, path, text, language="json")
        found = await diagnostics_for(client, path, lambda ds: len(ds) > 0)
        codes = {d.code for d in found}
        assert any(c.startswith("syntax.") or c.startswith("alias.") for c in codes), codes
    finally:
        shutil.rmtree(folder, ignore_errors=True)


async def test_fix_its_become_code_actions(client: LanguageClient):
    folder = Path(tempfile.mkdtemp(prefix="refract-lsp-fix-"))
    try:
        path = folder / "typo.tokens.json"
        text = '{"color": {"$type": "colour", "$value": "#ff0000"}}'
        path.write_text(text)
        await open_document(client, path, text, language="json")
        found = await diagnostics_for(client, path, lambda ds: len(ds) > 0)
        fixable = [d for d in found if d.data]
        if not fixable:
            pytest.skip(f"no fix-it offered for {[d.code for d in found]}")
        actions = await client.text_document_code_action_async(
            types.CodeActionParams(
                text_document=types.TextDocumentIdentifier(uri=uri(path)), range=fixable[0].range,
                context=types.CodeActionContext(diagnostics=fixable),
            )
        )
        assert actions and actions[0].kind == types.CodeActionKind.QuickFix and actions[0].edit.changes
    finally:
        shutil.rmtree(folder, ignore_errors=True)


# ---------------------------------------------------------------- a resolver system of the corpora

@pytest_lsp.fixture(config=server_config())
async def fluent(lsp_client: LanguageClient):
    corpora = require_corpora()
    workspace = Workspace(f"resolver: {corpora}/dtcg-examples/figma-sds.resolver.json\n")
    await start(lsp_client, workspace.folder)
    yield
    await lsp_client.shutdown_session()
    workspace.close()


async def test_corpus_resolver_system_hover_and_definition(fluent: LanguageClient):
    lsp_client = fluent
    path = require_corpora() / "dtcg-examples" / "figma-sds" / "theme-light.tokens.json"
    text = await open_document(lsp_client, path, language="json")
    await diagnostics_for(lsp_client, path)
    position = position_of(text, '"{', 3)
    document = types.TextDocumentIdentifier(uri=uri(path))
    hover = await lsp_client.text_document_hover_async(types.HoverParams(text_document=document, position=position))
    assert hover is not None and "| theme | value |" in hover.contents.value
    definition = await lsp_client.text_document_definition_async(types.DefinitionParams(text_document=document, position=position))
    assert definition


async def test_corpus_resolver_system_every_feature_and_malformed_text_mid_edit(fluent: LanguageClient):
    path = require_corpora() / "dtcg-examples" / "figma-sds" / "theme-light.tokens.json"
    text = await open_document(fluent, path, language="json")
    await diagnostics_for(fluent, path)
    await every_feature_answers(fluent, path, text)
    await malformed_mid_edit(fluent, path, text)


# ---------------------------------------------------------------- a Tokens Studio set

@pytest_lsp.fixture(config=server_config())
async def lion(lsp_client: LanguageClient):
    corpora = require_corpora()
    workspace = Workspace(f"tokens:\n  - {{ path: {corpora}/tokens-studio-lion/tokens, format: tokens-studio, emitSourceSets: true }}\n")
    await start(lsp_client, workspace.folder)
    yield
    await lsp_client.shutdown_session()
    workspace.close()


async def test_tokens_studio_set_diagnostics_and_hover(lion: LanguageClient):
    lsp_client = lion
    folder = require_corpora() / "tokens-studio-lion" / "tokens"
    path = next(p for p in sorted(folder.rglob("*.json")) if '"{' in p.read_text() and not p.name.startswith("$"))
    text = await open_document(lsp_client, path, language="json")
    await diagnostics_for(lsp_client, path)
    hover = await lsp_client.text_document_hover_async(
        types.HoverParams(text_document=types.TextDocumentIdentifier(uri=uri(path)), position=position_of(text, '"{', 3))
    )
    assert hover is not None and "| value |" in hover.contents.value


async def test_tokens_studio_set_every_feature_and_malformed_text_mid_edit(lion: LanguageClient):
    folder = require_corpora() / "tokens-studio-lion" / "tokens"
    path = next(p for p in sorted(folder.rglob("*.json")) if '"{' in p.read_text() and not p.name.startswith("$"))
    text = await open_document(lion, path, language="json")
    await diagnostics_for(lion, path)
    await every_feature_answers(lion, path, text)
    await malformed_mid_edit(lion, path, text)


# ---------------------------------------------------------------- fuzz: the project's fuzz inputs as edits

sys.path.insert(0, str(REPO / "Benchmarks" / "fuzz"))
import mutate  # noqa: E402


async def test_fuzz_inputs_sent_as_did_change_streams_leave_the_server_alive(client: LanguageClient):
    import random

    rng = random.Random(39)
    folder = Path(tempfile.mkdtemp(prefix="refract-lsp-fuzz-"))
    seeds = [REPO / "tokens" / "palette.tokens.yaml", REPO / "tokens" / "tokens.resolver.yaml"]
    corpora = shared_corpora()
    if corpora is not None:
        seeds.append(corpora / "dtcg-examples" / "figma-sds" / "theme-light.tokens.json")
    try:
        for seed in seeds:
            data = seed.read_bytes()
            # One open document in the project (its unsaved text fuzzed) and one outside every project.
            for path in (seed, folder / seed.name):
                language = "json" if seed.suffix == ".json" else "yaml"
                await open_document(client, path, data.decode("utf-8", "replace"), language=language)
                document = types.TextDocumentIdentifier(uri=uri(path))
                for version in range(2, 42):
                    _, _, body = mutate.mutate(seed.name, data, rng)
                    text = body.decode("utf-8", "replace")
                    client.text_document_did_change(
                        types.DidChangeTextDocumentParams(
                            text_document=types.VersionedTextDocumentIdentifier(uri=uri(path), version=version),
                            content_changes=replace_all(text),
                        )
                    )
                    if version % 8 == 0:
                        lines = text.split("\n")
                        line = rng.randrange(len(lines))
                        position = types.Position(line=line, character=rng.randrange(len(lines[line]) + 1))
                        await client.text_document_hover_async(types.HoverParams(text_document=document, position=position))
                        await client.text_document_completion_async(types.CompletionParams(text_document=document, position=position))
                        await client.text_document_document_symbol_async(types.DocumentSymbolParams(text_document=document))
                client.text_document_did_close(types.DidCloseTextDocumentParams(text_document=document))
        assert await checks_run(client) > 0
    finally:
        shutil.rmtree(folder, ignore_errors=True)
