"""Seeded mutations of token files: each takes the seed file's bytes and a random.Random, returns new bytes
and the file name to write them under (the extension picks the reader)."""

import json

HOSTILE_STRINGS = [
    "%s%n%d", "\u0000", "\u202e", "\x1b[31m", "<![CDATA[", "]]>", "&amp;", "\\", "\"", "'", "{", "}",
    "{a.b", "{}", "{.}", "#/", "#/$value", "1e308", "-0", "NaN", "Infinity", "\ud7ff" * 3, "x" * 4096,
]


def byte_flips(data, rng):
    data = bytearray(data)
    for _ in range(rng.randint(1, 8)):
        if data:
            data[rng.randrange(len(data))] = rng.randrange(256)
    return bytes(data)


def truncation(data, rng):
    return data[: rng.randrange(len(data) + 1)]


def deep_nesting(rng):
    depth = rng.choice([200, 255, 256, 300, 100_000])
    inner = '{"$type": "number", "$value": 1}'
    return ('{"g": ' * depth + inner + "}" * depth).encode()


def alias_chain(rng):
    length = rng.choice([100, 6_000, 20_000])
    cycle = rng.random() < 0.5
    kind = rng.choice(["alias", "ref"])
    tokens = {}
    for i in range(length):
        target = (i + 1) % length if cycle or i + 1 < length else None
        if target is None:
            tokens[f"t{i}"] = {"$value": 1}
        elif kind == "alias":
            tokens[f"t{i}"] = {"$value": "{g.t%d}" % target}
        else:
            tokens[f"t{i}"] = {"$ref": "#/g/t%d" % target}
    return json.dumps({"g": {"$type": "number", **tokens}}).encode()


def extends_chain(rng):
    length = rng.choice([100, 20_000])
    groups = {f"g{i}": {"$extends": "{g%d}" % ((i + 1) % length)} for i in range(length)}
    if rng.random() < 0.5:
        groups[f"g{length - 1}"] = {"x": {"$type": "number", "$value": 1}}
    return json.dumps(groups).encode()


def yaml_anchors(rng):
    size = rng.choice([1_000, 100_000])
    count = rng.choice([10, 200])
    lines = ["base:", "  $type: number", "  $description: &t " + "d" * size, "  $value: 1"]
    for i in range(count):
        lines += [f"t{i}:", "  $type: number", "  $description: *t", "  $value: 2"]
    return ("\n".join(lines) + "\n").encode()


def hostile_strings(data, rng):
    try:
        document = json.loads(data)
    except ValueError:
        return data
    strings = []

    def walk(node):
        if isinstance(node, dict):
            for key, value in node.items():
                if isinstance(value, str):
                    strings.append((node, key))
                else:
                    walk(value)
        elif isinstance(node, list):
            for item in node:
                walk(item)

    walk(document)
    for _ in range(min(len(strings), rng.randint(1, 4))):
        node, key = rng.choice(strings)
        node[key] = rng.choice(HOSTILE_STRINGS)
    return json.dumps(document).encode()


def permutations(rng):
    count = rng.choice([3, 11, 20])
    order = [{"type": "set", "name": "base", "sources": [{"g": {"$type": "number", "base": {"$value": 0}}}]}]
    for i in range(count):
        order.append({"type": "modifier", "name": f"m{i}", "default": "off", "contexts": {
            "off": [], "on": [{"g": {f"t{i}": {"$type": "number", "$value": i}}}]}})
    return json.dumps({"version": "2025.10", "resolutionOrder": order}).encode()


def mutate(name, data, rng):
    """(file name, bytes) of one mutation of the seed `name` with bytes `data`."""
    kind = rng.choice(["flip", "flip", "truncate", "strings", "nesting", "chain", "extends", "anchors",
                       "permutations"])
    if kind == "flip":
        return kind, name, byte_flips(data, rng)
    if kind == "truncate":
        return kind, name, truncation(data, rng)
    if kind == "strings":
        return kind, name, hostile_strings(data, rng)
    if kind == "nesting":
        return kind, "deep.tokens.json", deep_nesting(rng)
    if kind == "chain":
        return kind, "chain.tokens.json", alias_chain(rng)
    if kind == "extends":
        return kind, "extends.tokens.json", extends_chain(rng)
    if kind == "anchors":
        return kind, "anchors.tokens.yaml", yaml_anchors(rng)
    return kind, "exploded.resolver.json", permutations(rng)
