#!/usr/bin/env python3
"""Writes each backend's `MustacheContext` conformances (`*Context+Generated.swift`) from the declarations of
its context types, so the keys a template reads are the stored properties' names, written down once.

Every `Encodable` struct declared in a backend's context files conforms: its keys are its stored properties in
declaration order (or the cases of its `CodingKeys`, which may name computed properties), and each key's value
is converted only when a template reads it. A `String` is a string, `Int` and `Double` numbers, `Bool` a bool,
an array a list whose elements are made as a section reaches them, another context struct a context, and an
absent optional an absent key. Run after changing a context type (`make contexts`);
`GeneratedContextsTests` fails while a generated file is stale. `--check` writes nothing and exits 1 when a
file differs."""
import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

# Each generated file, and the files declaring the context types it makes conform.
CONTEXTS = {
    "Sources/RefractCSS/CSSContext+Generated.swift": ["Sources/RefractCSS/CSSContext.swift"],
    "Sources/RefractCompose/ComposeContext+Generated.swift": ["Sources/RefractCompose/ComposeContext.swift"],
    "Sources/RefractJSON/JSONContext+Generated.swift": ["Sources/RefractJSON/JSONContext.swift"],
    "Sources/RefractSwift/SwiftContext+Generated.swift": ["Sources/RefractSwift/SwiftContext.swift"],
    "Sources/RefractAndroid/Context/AndroidContext+Generated.swift": [
        "Sources/RefractAndroid/Context/AndroidContext.swift",
        "Sources/RefractAndroid/Context/AndroidValuesFile.swift",
        "Sources/RefractAndroid/Context/AndroidStylesFile.swift",
        "Sources/RefractAndroid/Context/AndroidResourceFiles.swift",
    ],
    "Sources/RefractWeb/WebContext+Generated.swift": ["Sources/RefractWeb/WebContext.swift"],
    "Sources/RefractAssetCatalog/AssetCatalogContext+Generated.swift": ["Sources/RefractAssetCatalog/AssetCatalogContext.swift"],
    "Sources/RefractPreview/PreviewContext+Generated.swift": ["Sources/RefractPreview/PreviewContext.swift"],
}

STRUCT = re.compile(r"^\s*(?:(?:public|package|internal|fileprivate|private)\s+)?struct\s+(\w+)\s*(?::\s*([^{]*))?\{")
OTHER_SCOPE = re.compile(r"^\s*(?:[\w()]+\s+)*(?:enum|extension|class|actor|protocol)\s+(\w+)")
PROPERTY = re.compile(
    r"^\s*((?:(?:public|package|internal|fileprivate|private|static|nonisolated)(?:\(set\))?\s+)*)"
    r"(var|let)\s+(\w+)\s*:\s*([^={]+?)\s*(=[^{]*)?(\{.*)?$")
# A stored property without a type annotation, whose type its literal gives.
UNTYPED = re.compile(
    r"^\s*((?:(?:public|package|internal|fileprivate|private|static|nonisolated)(?:\(set\))?\s+)*)"
    r"(var|let)\s+(\w+)\s*=\s*(.+?)\s*$")
CASE = re.compile(r"^\s*case\s+(.+)$")
SCALARS = {
    "String": "MustacheValue.string({})",
    "Bool": "MustacheValue.bool({})",
    "Int": "MustacheValue.number(Double({}))",
    "Double": "MustacheValue.number({})",
}


class ContextType:
    def __init__(self, name, path, line):
        self.name = name
        self.path = path
        self.line = line
        self.stored = []  # (name, type)
        self.computed = {}  # name -> type
        self.coding_keys = None  # [(key, property)] when declared


def code_of(line):
    """The line without string literals' contents and comments, for counting braces."""
    line = re.sub(r'"(?:[^"\\]|\\.)*"', '""', line)
    position = line.find("//")
    return line if position < 0 else line[:position]


def literal_type(literal, where):
    """The type Swift infers for a property's initial value, for the literals contexts use."""
    if literal in ("true", "false"):
        return "Bool"
    if re.fullmatch(r"-?\d+", literal):
        return "Int"
    if re.fullmatch(r"-?\d+\.\d+", literal):
        return "Double"
    if literal.startswith('"'):
        return "String"
    raise SystemExit(f"{where}: give the property a type: its initial value '{literal}' is not a literal")


def parse(path):
    """The Encodable structs declared in `path`, with their members."""
    types = []
    scopes = []  # (kind, name or type, depth of the body)
    coding_keys = None
    depth = 0
    with open(os.path.join(ROOT, path), encoding="utf-8") as handle:
        lines = handle.read().split("\n")
    for number, raw in enumerate(lines, 1):
        line = code_of(raw)
        innermost = scopes[-1] if scopes else None
        struct = STRUCT.match(line)
        if struct:
            outer = [s[1].name for s in scopes if s[0] == "struct" and s[1] is not None]
            conformances = [c.strip() for c in (struct.group(2) or "").split(",")]
            qualified = ".".join(outer + [struct.group(1)])
            declared = ContextType(qualified, path, number) if "Encodable" in conformances else None
            if declared is not None:
                types.append(declared)
            depth += line.count("{") - line.count("}")
            scopes.append(("struct", declared, depth))
            continue
        in_struct_body = innermost is not None and innermost[0] == "struct" and innermost[2] == depth
        if in_struct_body and innermost[1] is not None:
            declared = innermost[1]
            if re.match(r"^\s*(?:(?:public|package|internal|fileprivate|private)\s+)?enum\s+CodingKeys\b", line):
                coding_keys = declared
                declared.coding_keys = []
            else:
                prop = PROPERTY.match(line)
                if prop and "static" not in prop.group(1).split():
                    name, kind = prop.group(3), prop.group(4).strip()
                    if prop.group(6):
                        declared.computed[name] = kind
                    else:
                        declared.stored.append((name, kind))
                untyped = None if prop else UNTYPED.match(line)
                if untyped and "static" not in untyped.group(1).split():
                    declared.stored.append((untyped.group(3), literal_type(untyped.group(4), f"{path}:{number}")))
        elif coding_keys is not None and innermost is not None and innermost[0] == "keys" and innermost[2] == depth:
            case = CASE.match(line)
            if case:
                for item in case.group(1).split(","):
                    key, _, raw_value = item.partition("=")
                    key = key.strip()
                    value = raw_value.strip().strip('"') if raw_value else key
                    coding_keys.coding_keys.append((value, key))
        opened = line.count("{")
        closed = line.count("}")
        if opened > closed:
            kind = "keys" if coding_keys is not None and re.search(r"\benum\s+CodingKeys\b", line) else "other"
            depth += opened - closed
            scopes.append((kind, None, depth))
        else:
            depth += opened - closed
            while scopes and scopes[-1][2] > depth:
                if scopes[-1][0] == "keys":
                    coding_keys = None
                scopes.pop()
    return types


def conversion(kind, value, known, where):
    """The Swift expression that makes `value`, of Swift type `kind`, a `MustacheValue`."""
    if kind.endswith("?"):
        raise SystemExit(f"{where}: optional inside a value is not supported ({kind})")
    if kind in SCALARS:
        return SCALARS[kind].format(value)
    if kind.startswith("[") and kind.endswith("]") and ":" not in kind:
        element = kind[1:-1].strip()
        if element == "String":
            return f"MustacheValue.list(MustacheList(strings: {value}))"
        if element.split(".")[-1] in known:
            return f"MustacheValue.list(MustacheList(contexts: {value}))"
        raise SystemExit(f"{where}: no conversion for an array of {element}")
    if kind.split(".")[-1] in known:
        return f"{value}.mustacheValue"
    raise SystemExit(f"{where}: no conversion for {kind}")


def members(declared):
    """(key, Swift type, property) in the order the context gives them."""
    if declared.coding_keys is None:
        return [(name, kind, name) for name, kind in declared.stored]
    types = dict(declared.stored)
    types.update(declared.computed)
    result = []
    for key, prop in declared.coding_keys:
        if prop not in types:
            raise SystemExit(f"{declared.path}: {declared.name}.CodingKeys names '{prop}', which has no declared type")
        result.append((key, types[prop], prop))
    return result


def swift_string(text):
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'


def conformance(declared, known):
    entries = members(declared)
    where = f"{declared.path}:{declared.line} {declared.name}"
    lines = [
        f"extension {declared.name}: MustacheContext {{",
        "    package var mustacheKeys: [String] {",
        "        [" + ", ".join(swift_string(key) for key, _, _ in entries) + "]",
        "    }",
        "",
        "    package func mustacheMember(_ key: String) -> MustacheValue? {",
    ]
    # Keys are told apart by length first: most lengths have one key, which is then compared once.
    by_length = {}
    for key, kind, prop in entries:
        by_length.setdefault(len(key.encode("utf-8")), []).append((key, kind, prop))
    lines.append("        switch key.utf8.count {")
    for length in sorted(by_length):
        lines.append(f"        case {length}:")
        for key, kind, prop in by_length[length]:
            if kind.endswith("?"):
                value = f"self.{prop}.map {{ {conversion(kind[:-1].strip(), '$0', known, where)} }}"
            else:
                value = conversion(kind, "self." + prop, known, where)
            lines.append(f"            if key == {swift_string(key)} {{ return {value} }}")
        lines.append("            return nil")
    lines += ["        default:", "            return nil", "        }", "    }", "}"]
    return "\n".join(lines)


def generate(out, sources):
    types = [t for source in sources for t in parse(source)]
    if not types:
        raise SystemExit(f"no Encodable struct in {', '.join(sources)}")
    known = {t.name.split(".")[-1] for t in types}
    names = ", ".join(os.path.basename(source) for source in sources)
    header = [
        f"// Generated by scripts/generate-template-contexts.py from {names}. Do not edit: change the context",
        "// types and run `make contexts`. GeneratedContextsTests fails when this file is stale.",
        "",
        "import RefractTemplates",
        "",
        "",
    ]
    return "\n".join(header) + "\n\n".join(conformance(t, known) for t in types) + "\n"


def main():
    check = "--check" in sys.argv[1:]
    stale = []
    for out, sources in CONTEXTS.items():
        content = generate(out, sources)
        path = os.path.join(ROOT, out)
        current = open(path, encoding="utf-8").read() if os.path.exists(path) else None
        if current == content:
            continue
        stale.append(out)
        if not check:
            with open(path, "w", encoding="utf-8") as handle:
                handle.write(content)
    if check and stale:
        print("stale (run `python3 scripts/generate-template-contexts.py`): " + ", ".join(stale), file=sys.stderr)
        sys.exit(1)


if __name__ == "__main__":
    main()
