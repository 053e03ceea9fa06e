#!/usr/bin/env python3
"""Generate a deterministic DTCG 2025.10 token set for benchmarks.

    python3 Benchmarks/generate.py --tokens 10000 --out /tmp/set [--seed 1] [--modes light,dark] [--legacy]

Writes DIR/base/*.tokens.json (about 18 files split by category), one DIR/<mode>.tokens.json per mode
that overrides every concrete colour, and DIR/tokens.resolver.json (DTCG Resolver 2025.10).

Mix of the N tokens: about 60 % colours (srgb, display-p3, oklch, some translucent; each with its sRGB
hex, clipped for wide-gamut ones), 30 % aliases in chains up to depth 3 (lint's default maximum) (each alias points only at a token generated before it, so there are no cycles),
the rest dimensions, durations, numbers, font weights and families, cubic Béziers and composites
(shadow, border, typography, transition, gradient), part of whose members are references.

With --format style-dictionary (or tokens-studio, figma, several comma-separated) it also writes DIR/<format>/:
the same base tokens in that tool's shape, for the import benchmarks (budget: at most 1.5 times the DTCG read of
base/). Figma: one `<file>.Value.tokens.json` per base file, as Figma's "Export variables" writes a collection of
one mode (`com.figma.variableId`, `scopes` and a WEB `codeSyntax` on every token, the mode in the file).
Style Dictionary: `value`/`type` on every token (group types pushed down), dimensions, durations and opaque
sRGB colours as strings. Tokens Studio: the same with its type names (`fontWeights`, `boxShadow` with
`x`/`y`, …), without the `transition` and `gradient` tokens (under 1 %), which it has no type for.

With --legacy it also writes DIR/legacy/*.tokens.json: the same base files with every concrete dimension
as a legacy string ("16px") and every sRGB colour as a hex string ("#1b8188"), so that refract warns on most
tokens (compat.legacy-dimension, compat.legacy-color); side by side with base/ it measures what a flood of
diagnostics costs. DIR/legacy-resolver/ holds the mode files with legacy colours too and a resolver
document over legacy/ and them: `refract lint DIR/legacy-resolver/tokens.resolver.json` warns about 8,000
times at 10k tokens. With it, DIR/one-line/gradient.tokens.json holds one gradient token whose `$value` is one
line of N items that are not stops (strings of `e` and combining acute accents, numbers, short strings): N
located errors on one line, whose SARIF regions count UTF-16 columns (issue 42), and DIR/wide-flow/ holds
`references/gradient-array-refs.json` of the draft DTCG suite made wide, one gradient of N stops in flow style,
as gradient.tokens.json and the same text as gradient.tokens.yaml: what reading YAML costs against JSON.

Standard library only; the same arguments always give byte-identical files.
"""

import argparse
import math
import json
import os
import random
import sys

SCHEMA_FORMAT = "https://www.designtokens.org/schemas/2025.10/format.json"
SCHEMA_RESOLVER = "https://www.designtokens.org/schemas/2025.10/resolver.json"

HUES = ["red", "orange", "amber", "yellow", "lime", "green", "emerald", "teal", "cyan", "sky",
        "blue", "indigo", "violet", "purple", "fuchsia", "pink", "rose", "slate", "gray", "stone"]
SHADES = ["50", "100", "200", "300", "400", "500", "600", "700", "800", "900", "950"]
# "core" is color.<hue>.<shade> (3 levels); the others are color.<collection>.<hue>.<shade> (4 levels).
COLOR_COLLECTIONS = ["core", "brand", "dataviz", "extended", "product", "marketing"]
COLOR_ALIAS_AREAS = ["surface", "text", "border", "icon"]
ROLES = ["primary", "secondary", "tertiary", "neutral", "accent", "success", "warning", "danger",
         "info", "inverse", "muted", "subtle"]
STATES = ["default", "hover", "pressed", "focus", "disabled", "selected"]
SIZE_SCALES = ["space", "radius", "font-size", "border-width", "icon", "breakpoint"]
FONT_FAMILIES = [["Inter", "sans-serif"], ["Roboto", "Helvetica", "Arial", "sans-serif"],
                 ["Georgia", "serif"], ["JetBrains Mono", "monospace"], "system-ui"]
WEIGHT_NAMES = ["thin", "light", "normal", "medium", "semi-bold", "bold", "extra-bold", "black"]
STROKE_STYLES = ["solid", "dashed", "dotted", "double", "groove", "ridge", "outset", "inset"]
TYPE_CATEGORIES = ["display", "heading", "title", "body", "label", "caption", "code"]

# Share of the "other" tokens (the ~10 % that are neither colours nor aliases). Referenced types
# come first so composites can point at them.
OTHER_MIX = [
    ("dimension", 0.30), ("duration", 0.07), ("cubicBezier", 0.04), ("number", 0.08),
    ("fontWeight", 0.07), ("fontFamily", 0.04),
    ("shadow", 0.12), ("border", 0.09), ("typography", 0.10), ("transition", 0.05), ("gradient", 0.04),
]
ALIAS_DEPTH_WEIGHTS = [(1, 0.4), (2, 0.3), (3, 0.3)]


def srgb_hex(space, components):
    """The colour as #rrggbb, clipped into sRGB: a fallback, not a gamut mapping."""
    if space == "srgb":
        encoded = components
    else:
        if space == "display-p3":
            r, g, b = (srgb_linear(c) for c in components)
            linear = [1.2249401763 * r - 0.2249401763 * g, -0.0420569547 * r + 1.0420569547 * g,
                      -0.0196375546 * r - 0.0786360456 * g + 1.0982736001 * b]
        else:
            lightness, chroma, hue = components
            a, b = chroma * math.cos(math.radians(hue)), chroma * math.sin(math.radians(hue))
            l_, m_, s_ = (lightness + 0.3963377774 * a + 0.2158037573 * b) ** 3, \
                (lightness - 0.1055613458 * a - 0.0638541728 * b) ** 3, (lightness - 0.0894841775 * a - 1.2914855480 * b) ** 3
            linear = [4.0767416621 * l_ - 3.3077115913 * m_ + 0.2309699292 * s_,
                      -1.2684380046 * l_ + 2.6097574011 * m_ - 0.3413193965 * s_,
                      -0.0041960863 * l_ - 0.7034186147 * m_ + 1.7076147010 * s_]
        encoded = [srgb_gamma(min(1.0, max(0.0, c))) for c in linear]
    return "#" + "".join(f"{round(c * 255):02x}" for c in encoded)


def srgb_linear(c):
    return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4


def srgb_gamma(c):
    return c * 12.92 if c <= 0.0031308 else 1.055 * c ** (1 / 2.4) - 0.055


def indexed_name(words, i):
    """The i-th name from a word list, with a letter suffix once the list is used up. Letters, not digits:
    `gray-3` + shade `950` and `gray-39` + shade `50` would both become `gray3950` in camel case, a collision
    the Swift and JSON outputs rightly reject."""
    word = words[i % len(words)]
    lap = i // len(words)
    if lap == 0:
        return word
    suffix = ""
    while lap > 0:
        lap, digit = divmod(lap - 1, 26)
        suffix = chr(ord("a") + digit) + suffix
    return f"{word}-{suffix}"


class TokenSetGenerator:
    def __init__(self, tokens, seed, modes):
        if tokens < 100:
            raise ValueError("--tokens must be at least 100")
        self.total = tokens
        self.rng = random.Random(seed)
        self.modes = modes
        self.files = {}            # file name -> nested dict (insertion order is output order)
        self.mode_files = {mode: {"$schema": SCHEMA_FORMAT} for mode in modes}
        self.paths = {}            # type -> [path] of concrete tokens and aliases of that type
        self.alias_depths = {}     # type -> {depth: [path]}; depth 0 is a concrete token
        self.count = 0

    # --- placement -------------------------------------------------------------------------------

    def put(self, file, path, token, group_type=None, type_depth=2):
        """Stores `token` at `path` in `file`; `group_type` goes on the group `type_depth` levels deep."""
        root = self.files.setdefault(file, {"$schema": SCHEMA_FORMAT})
        node = root
        for depth, part in enumerate(path[:-1], start=1):
            node = node.setdefault(part, {})
            if group_type and depth == type_depth:
                node.setdefault("$type", group_type)
        node[path[-1]] = token
        self.count += 1

    def remember(self, kind, path, depth=0):
        name = ".".join(path)
        self.paths.setdefault(kind, []).append(name)
        self.alias_depths.setdefault(kind, {}).setdefault(depth, []).append(name)

    def ref(self, kind):
        """A reference to a random earlier token of `kind` (concrete or alias)."""
        return "{" + self.rng.choice(self.paths[kind]) + "}"

    def maybe_ref(self, kind, probability, inline):
        if kind in self.paths and self.rng.random() < probability:
            return self.ref(kind)
        return inline()

    # --- values ----------------------------------------------------------------------------------

    def color(self, lightness_bias=None):
        rng = self.rng
        roll = rng.random()
        if roll < 0.70:
            components = [round(rng.random(), 4) for _ in range(3)]
            if lightness_bias is not None:
                components = [round(min(1.0, max(0.0, c * 0.5 + lightness_bias * 0.5)), 4) for c in components]
            value = {"colorSpace": "srgb", "components": components}
        elif roll < 0.85:
            value = {"colorSpace": "display-p3", "components": [round(rng.random(), 4) for _ in range(3)]}
        else:
            lightness = rng.random() if lightness_bias is None else lightness_bias * 0.6 + rng.random() * 0.4
            value = {"colorSpace": "oklch",
                     "components": [round(lightness, 4), round(rng.random() * 0.37, 4), round(rng.random() * 359.9, 3)]}
        value["alpha"] = round(rng.uniform(0.1, 0.95), 3) if rng.random() < 0.15 else 1
        # Every colour carries its sRGB hex, so that wide-gamut ones have the fallback lint asks for.
        value["hex"] = srgb_hex(value["colorSpace"], value["components"])
        return value

    def dimension(self, low=0, high=64, units=("px", "rem")):
        unit = self.rng.choice(units)
        value = self.rng.randint(low, high)
        if unit == "rem":
            value = round(value / 16, 4)
        return {"value": value, "unit": unit}

    def duration(self):
        if self.rng.random() < 0.8:
            return {"value": self.rng.choice([0, 50, 100, 150, 200, 250, 300, 400, 500, 700]), "unit": "ms"}
        return {"value": self.rng.choice([0.5, 1, 1.5, 2]), "unit": "s"}

    def cubic_bezier(self):
        r = self.rng
        return [round(r.random(), 3), round(r.uniform(-0.5, 1.5), 3), round(r.random(), 3), round(r.uniform(-0.5, 1.5), 3)]

    def font_weight(self):
        return self.rng.choice(WEIGHT_NAMES) if self.rng.random() < 0.3 else self.rng.randrange(100, 1000, 50)

    # --- token kinds -----------------------------------------------------------------------------

    def add_colors(self, count):
        per_collection = [count // len(COLOR_COLLECTIONS)] * len(COLOR_COLLECTIONS)
        for i in range(count % len(COLOR_COLLECTIONS)):
            per_collection[i] += 1
        for collection, n in zip(COLOR_COLLECTIONS, per_collection):
            file = f"color-{collection}.tokens.json"
            for i in range(n):
                hue = indexed_name(HUES, i // len(SHADES))
                shade = SHADES[i % len(SHADES)]
                path = ["color", hue, shade] if collection == "core" else ["color", collection, hue, shade]
                token = {"$value": self.color()}
                if self.rng.random() < 0.05:
                    token["$description"] = f"{collection} {hue} at shade {shade}"
                self.put(file, path, token, group_type="color", type_depth=1)
                self.remember("color", path)
                for mode in self.modes:
                    bias = 0.85 if mode == "light" else 0.15 if mode == "dark" else None
                    self.put_mode_color(mode, path, self.color(lightness_bias=bias))

    def put_mode_color(self, mode, path, value):
        node = self.mode_files[mode]
        for depth, part in enumerate(path[:-1], start=1):
            node = node.setdefault(part, {})
            if depth == 1:
                node.setdefault("$type", "color")
        node[path[-1]] = {"$value": value}

    def add_aliases(self, count):
        # Most aliases are semantic colours; some are spacing aliases of dimensions.
        colour_aliases = round(count * 0.85)
        counters = {}
        depths = [d for d, _ in ALIAS_DEPTH_WEIGHTS]
        weights = [w for _, w in ALIAS_DEPTH_WEIGHTS]
        for i in range(count):
            kind = "color" if i < colour_aliases else "dimension"
            area = COLOR_ALIAS_AREAS[i % len(COLOR_ALIAS_AREAS)] if kind == "color" else "spacing"
            depth = self.rng.choices(depths, weights)[0]
            levels = self.alias_depths[kind]
            while depth > 1 and not levels.get(depth - 1):
                depth -= 1
            target = self.rng.choice(levels[depth - 1])
            n = counters.get(area, 0)
            counters[area] = n + 1
            path = ["semantic", area, indexed_name(ROLES, n // len(STATES)), STATES[n % len(STATES)]]
            token = {"$value": "{" + target + "}"}
            if self.rng.random() < 0.05:
                token["$description"] = f"{area} {path[2]} when {path[3]}"
            self.put(f"semantic-{area}.tokens.json", path, token)
            self.remember(kind, path, depth)

    def add_other(self, count):
        plan = {kind: max(1, round(count * share)) for kind, share in OTHER_MIX}
        # Rounding may miss the total by a few: take or give them where the share is largest.
        while sum(plan.values()) != count:
            largest = max(plan, key=plan.get)
            plan[largest] += 1 if sum(plan.values()) < count else -1
        for kind, n in plan.items():
            getattr(self, "add_" + kind.lower())(n)

    def add_dimension(self, n):
        for i in range(n):
            scale = SIZE_SCALES[i % len(SIZE_SCALES)]
            path = ["size", scale, str(i // len(SIZE_SCALES))]
            self.put("size.tokens.json", path, {"$value": self.dimension()}, group_type="dimension")
            self.remember("dimension", path)

    def add_duration(self, n):
        for i in range(n):
            path = ["motion", "duration", str(i)]
            self.put("motion.tokens.json", path, {"$value": self.duration()}, group_type="duration")
            self.remember("duration", path)

    def add_cubicbezier(self, n):
        for i in range(n):
            path = ["motion", "easing", str(i)]
            self.put("motion.tokens.json", path, {"$value": self.cubic_bezier()}, group_type="cubicBezier")
            self.remember("cubicBezier", path)

    def add_number(self, n):
        for i in range(n):
            if i % 2 == 0:
                path, value = ["number", "line-height", str(i // 2)], round(self.rng.uniform(1, 2), 2)
            else:
                path, value = ["number", "opacity", str(i // 2)], round(self.rng.random(), 2)
            self.put("number.tokens.json", path, {"$value": value}, group_type="number")
            if path[1] == "line-height":
                self.remember("number", path)

    def add_fontweight(self, n):
        for i in range(n):
            path = ["font", "weight", str(i)]
            self.put("typography.tokens.json", path, {"$value": self.font_weight()}, group_type="fontWeight")
            self.remember("fontWeight", path)

    def add_fontfamily(self, n):
        for i in range(n):
            path = ["font", "family", str(i)]
            value = FONT_FAMILIES[i % len(FONT_FAMILIES)]
            self.put("typography.tokens.json", path, {"$value": value}, group_type="fontFamily")
            self.remember("fontFamily", path)

    def shadow_layer(self):
        layer = {
            "color": self.maybe_ref("color", 0.6, self.color),
            "offsetX": self.maybe_ref("dimension", 0.3, lambda: self.dimension(0, 8, ("px",))),
            "offsetY": self.maybe_ref("dimension", 0.3, lambda: self.dimension(0, 16, ("px",))),
            "blur": self.maybe_ref("dimension", 0.3, lambda: self.dimension(0, 32, ("px",))),
            "spread": self.dimension(0, 4, ("px",)),
        }
        if self.rng.random() < 0.1:
            layer["inset"] = True
        return layer

    def add_shadow(self, n):
        for i in range(n):
            path = ["shadow", indexed_name(["elevation", "focus", "overlay"], i % 3), str(i // 3)]
            value = self.shadow_layer() if self.rng.random() < 0.7 else [self.shadow_layer(), self.shadow_layer()]
            self.put("shadow.tokens.json", path, {"$value": value}, group_type="shadow", type_depth=1)

    def add_border(self, n):
        for i in range(n):
            path = ["border", indexed_name(["control", "card", "divider", "focus"], i % 4), str(i // 4)]
            value = {
                "color": self.maybe_ref("color", 0.7, self.color),
                "width": self.maybe_ref("dimension", 0.4, lambda: self.dimension(1, 4, ("px",))),
                "style": self.rng.choice(STROKE_STYLES),
            }
            self.put("border.tokens.json", path, {"$value": value}, group_type="border", type_depth=1)

    def add_typography(self, n):
        for i in range(n):
            path = ["typography", TYPE_CATEGORIES[i % len(TYPE_CATEGORIES)], str(i // len(TYPE_CATEGORIES))]
            value = {
                "fontFamily": self.maybe_ref("fontFamily", 0.5, lambda: self.rng.choice(FONT_FAMILIES)),
                "fontSize": self.maybe_ref("dimension", 0.4, lambda: self.dimension(10, 72)),
                "fontWeight": self.maybe_ref("fontWeight", 0.5, self.font_weight),
                "letterSpacing": self.dimension(0, 2, ("px",)),
                "lineHeight": self.maybe_ref("number", 0.3, lambda: round(self.rng.uniform(1, 2), 2)),
            }
            self.put("typography.tokens.json", path, {"$value": value}, group_type="typography", type_depth=1)

    def add_transition(self, n):
        for i in range(n):
            path = ["motion", "transition", str(i)]
            value = {
                "duration": self.maybe_ref("duration", 0.5, self.duration),
                "delay": self.duration(),
                "timingFunction": self.maybe_ref("cubicBezier", 0.5, self.cubic_bezier),
            }
            self.put("motion.tokens.json", path, {"$value": value}, group_type="transition")

    def add_gradient(self, n):
        for i in range(n):
            path = ["gradient", indexed_name(["linear", "brand", "overlay"], i % 3), str(i // 3)]
            stops = self.rng.randint(2, 4)
            positions = sorted(round(self.rng.random(), 3) for _ in range(stops - 2))
            value = [{"color": self.maybe_ref("color", 0.5, self.color), "position": p}
                     for p in [0] + positions + [1]]
            self.put("gradient.tokens.json", path, {"$value": value}, group_type="gradient", type_depth=1)

    # --- whole set -------------------------------------------------------------------------------

    def generate(self):
        colours = round(self.total * 0.6)
        aliases = round(self.total * 0.3)
        others = max(self.total - colours - aliases, len(OTHER_MIX))
        aliases = self.total - colours - others
        self.add_colors(colours)
        # Dimensions exist before the aliases so that spacing aliases have targets.
        self.add_other(others)
        self.add_aliases(aliases)
        assert self.count == self.total, (self.count, self.total)

    def resolver_document(self, base_folder="base"):
        base = [{"$ref": f"{base_folder}/{name}"} for name in sorted(self.files)]
        document = {
            "$schema": SCHEMA_RESOLVER,
            "name": f"Refract benchmark set ({self.total} tokens)",
            "version": "2025.10",
            "sets": {"base": {"description": "Generated tokens", "sources": base}},
        }
        order = [{"$ref": "#/sets/base"}]
        if self.modes:
            document["modifiers"] = {"mode": {
                "description": "Colour scheme",
                "contexts": {mode: [{"$ref": f"{mode}.tokens.json"}] for mode in self.modes},
                "default": self.modes[0],
            }}
            order.append({"$ref": "#/modifiers/mode"})
        document["resolutionOrder"] = order
        return document

    def write(self, out, legacy=False, formats=()):
        """Writes every file; returns [(relative path, bytes)]."""
        written = []

        def dump(relative, data):
            path = os.path.join(out, relative)
            os.makedirs(os.path.dirname(path), exist_ok=True)
            text = format_json(data) + "\n"
            encoded = text.encode("utf-8")
            with open(path, "wb") as handle:
                handle.write(encoded)
            written.append((relative, len(encoded)))

        for name in sorted(self.files):
            dump(os.path.join("base", name), self.files[name])
        for mode in self.modes:
            dump(f"{mode}.tokens.json", self.mode_files[mode])
        dump("tokens.resolver.json", self.resolver_document())
        if legacy:
            for name in sorted(self.files):
                dump(os.path.join("legacy", name), legacy_values(self.files[name]))
            # legacy/ and mode files with legacy colours, through a resolver of their own: about 8,000
            # compat warnings at 10k tokens (every permutation's colours, the base's other values), in a
            # folder of its own since a folder holding two resolver documents has no default one.
            for mode in self.modes:
                dump(os.path.join(LEGACY_RESOLVER_FOLDER, f"{mode}.tokens.json"), legacy_values(self.mode_files[mode]))
            dump(os.path.join(LEGACY_RESOLVER_FOLDER, "tokens.resolver.json"), self.resolver_document("../legacy"))
            path = os.path.join(out, ONE_LINE_FILE)
            os.makedirs(os.path.dirname(path), exist_ok=True)
            os.makedirs(os.path.join(out, WIDE_FLOW_FOLDER), exist_ok=True)
            encoded = one_line_gradient(self.total).encode("utf-8")
            with open(path, "wb") as handle:
                handle.write(encoded)
            written.append((ONE_LINE_FILE, len(encoded)))
            encoded = wide_flow_gradient(self.total).encode("utf-8")
            for relative in WIDE_FLOW_FILES:
                with open(os.path.join(out, relative), "wb") as handle:
                    handle.write(encoded)
                written.append((relative, len(encoded)))
        for tool in formats:
            for name in sorted(self.files):
                if tool == "figma":
                    # Figma's "Export variables": one `<Collection>.<Mode>.tokens.json` per collection and mode.
                    stem = name.replace(".tokens.json", "")
                    dump(os.path.join(tool, f"{stem}.Value.tokens.json"), figma_file(self.files[name], stem))
                else:
                    dump(os.path.join(tool, name.replace(".tokens.json", ".json")), foreign_tree(self.files[name], tool))
        return written


FOREIGN_FORMATS = ("style-dictionary", "tokens-studio", "figma")
LEGACY_RESOLVER_FOLDER = "legacy-resolver"
ONE_LINE_FILE = os.path.join("one-line", "gradient.tokens.json")
WIDE_FLOW_FOLDER = "wide-flow"
WIDE_FLOW_FILES = tuple(os.path.join(WIDE_FLOW_FOLDER, "gradient.tokens." + extension) for extension in ("json", "yaml"))


def one_line_gradient(count):
    """A token file whose gradient `$value` is one line of `count` items, none of them a stop."""
    items = []
    for index in range(count):
        if index % 3 == 0:
            items.append(json.dumps("e" + "\u0301" * (1 + index % 5), ensure_ascii=False))
        elif index % 3 == 1:
            items.append(str(index))
        else:
            items.append(json.dumps(f"s{index % 10}"))
    return '{\n  "flood": {\n    "$type": "gradient",\n    "$value": [' + ", ".join(items) + "]\n  }\n}\n"


def wide_flow_gradient(count):
    """`references/gradient-array-refs.json` made wide: a gradient of `count` stops in flow style, 100 to a
    line, and the suite's three tokens that take parts of it by JSON Pointer. JSON, and YAML as it stands."""
    stops = [f'{{"color": {{"colorSpace": "srgb", "components": [{index % 2}, 0, {1 - index % 2}]}}, '
             f'"position": {round(index / max(count - 1, 1), 6)}}}' for index in range(count)]
    lines = [", ".join(stops[start:start + 100]) for start in range(0, count, 100)]
    last = count - 1
    return ('{"$description": "Referencing array elements in gradients using JSON Pointer",\n'
            '"base-gradient": {"$type": "gradient", "$value": [\n' + ",\n".join(lines) + "\n]},\n"
            '"color-from-gradient-start": {"$type": "color", "$ref": "#/base-gradient/$value/0/color"},\n'
            f'"color-from-gradient-end": {{"$type": "color", "$ref": "#/base-gradient/$value/{last}/color"}},\n'
            f'"position-from-gradient": {{"$type": "number", "$ref": "#/base-gradient/$value/{last}/position"}}}}\n')


STUDIO_TYPES = {"fontWeight": "fontWeights", "fontFamily": "fontFamilies", "shadow": "boxShadow"}


def foreign_tree(node, tool, inherited=None):
    """A DTCG tree as Style Dictionary or Tokens Studio writes it: `value`/`type` on each token."""
    group_type = node.get("$type", inherited)
    if "$value" in node:
        kind = group_type
        if tool == "tokens-studio" and kind in ("transition", "gradient"):
            return None
        token = {"value": foreign_value(node["$value"], kind, tool)}
        if kind:
            token["type"] = STUDIO_TYPES.get(kind, kind) if tool == "tokens-studio" else kind
        return token
    children = {key: foreign_tree(item, tool, group_type) for key, item in node.items()
                if not key.startswith("$") and isinstance(item, dict)}
    return {key: item for key, item in children.items() if item is not None}


def figma_file(node, collection):
    """A base file as Figma's own export writes a collection of one mode: the DTCG tree with `$type` on every
    token and Figma's extensions on each (`com.figma.variableId`, `com.figma.scopes`, `com.figma.codeSyntax`), and
    the mode in the file's `$extensions`. Composites stay DTCG values, which Figma's variables cannot hold: the
    same tokens, so that the read is compared on equal terms."""
    counter = [0]

    def token_tree(item, inherited, path):
        group_type = item.get("$type", inherited)
        if "$value" in item:
            counter[0] += 1
            token = {"$type": group_type, "$value": item["$value"]} if group_type else {"$value": item["$value"]}
            token["$extensions"] = {
                "com.figma.variableId": f"VariableID:{collection}:{counter[0]}",
                "com.figma.scopes": ["ALL_SCOPES"],
                "com.figma.codeSyntax": {"WEB": "var(--" + "-".join(path).lower() + ")"},
            }
            return token
        return {key: token_tree(child, group_type, path + [key]) for key, child in item.items()
                if not key.startswith("$") and isinstance(child, dict)}

    tree = token_tree(node, None, [])
    tree["$extensions"] = {"com.figma.modeName": "Value"}
    return tree


def foreign_value(value, kind, tool):
    if isinstance(value, list):
        return [foreign_value(item, kind, tool) for item in value]
    value = legacy_value(value)
    if tool == "tokens-studio" and kind == "shadow" and isinstance(value, dict):
        renamed = {"offsetX": "x", "offsetY": "y"}
        value = {renamed.get(key, key): item for key, item in value.items()}
        value["type"] = "innerShadow" if value.pop("inset", False) else "dropShadow"
    return value


def legacy_values(node):
    """A copy of a token tree with concrete dimensions, durations and opaque sRGB colours written as
    legacy strings, in composites too."""
    if not isinstance(node, dict):
        return node
    return {key: legacy_value(item) if key == "$value" else legacy_values(item) for key, item in node.items()}


def legacy_value(value):
    if isinstance(value, list):
        return [legacy_value(item) for item in value]
    if not isinstance(value, dict):
        return value
    if set(value) == {"value", "unit"}:
        return f"{value['value']}{value['unit']}"
    if value.get("colorSpace") == "srgb" and "hex" in value and value.get("alpha", 1) == 1:
        return value["hex"]
    if "colorSpace" in value:
        return value
    return {key: legacy_value(item) for key, item in value.items()}


def format_json(value, indent=0, column=0, width=120):
    """JSON as people write token files: a value that fits on its line stays there, others expand by 2."""
    flat = json.dumps(value, ensure_ascii=False, separators=(", ", ": "))
    if column + len(flat) <= width or not isinstance(value, (dict, list)) or not value:
        return flat
    inner = indent + 2
    pad = " " * inner
    if isinstance(value, dict):
        items = []
        for key, item in value.items():
            prefix = f"{pad}{json.dumps(key, ensure_ascii=False)}: "
            items.append(prefix + format_json(item, inner, len(prefix), width))
    else:
        items = [pad + format_json(item, inner, inner, width) for item in value]
    open_, close = ("{", "}") if isinstance(value, dict) else ("[", "]")
    return open_ + "\n" + ",\n".join(items) + "\n" + " " * indent + close


def clear_generated(out):
    """Removes files an earlier run left, so a smaller set never keeps stale files."""
    for folder in ("base", "legacy", LEGACY_RESOLVER_FOLDER, os.path.dirname(ONE_LINE_FILE), WIDE_FLOW_FOLDER) + FOREIGN_FORMATS:
        base = os.path.join(out, folder)
        if os.path.isdir(base):
            for name in os.listdir(base):
                if name.endswith(".json") or name.endswith(".yaml"):
                    os.remove(os.path.join(base, name))
    if os.path.isdir(out):
        for name in os.listdir(out):
            if name.endswith(".tokens.json") or name == "tokens.resolver.json":
                os.remove(os.path.join(out, name))


def generate(tokens, out, seed=1, modes=(), legacy=False, formats=()):
    generator = TokenSetGenerator(tokens, seed, list(modes))
    generator.generate()
    clear_generated(out)
    return generator.write(out, legacy, formats)


def human_bytes(size):
    for unit in ["B", "KB", "MB", "GB"]:
        if size < 1000 or unit == "GB":
            return f"{size:.1f} {unit}" if unit != "B" else f"{size} B"
        size /= 1000
    return f"{size} B"


def parse_modes(text):
    modes = [m.strip() for m in text.split(",") if m.strip()] if text else []
    if len(set(modes)) != len(modes):
        raise argparse.ArgumentTypeError("modes must be distinct")
    return modes


def parse_formats(text):
    formats = [f.strip() for f in text.split(",") if f.strip()]
    unknown = [f for f in formats if f not in FOREIGN_FORMATS]
    if unknown:
        raise argparse.ArgumentTypeError(f"unknown format {', '.join(unknown)}; known: {', '.join(FOREIGN_FORMATS)}")
    return formats


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--tokens", type=int, required=True, help="number of tokens in the base set (>= 100)")
    parser.add_argument("--out", required=True, help="output folder")
    parser.add_argument("--seed", type=int, default=1, help="random seed (default 1)")
    parser.add_argument("--modes", type=parse_modes, default=[], help="comma-separated modes, e.g. light,dark")
    parser.add_argument("--quiet", action="store_true", help="print only the total")
    parser.add_argument("--legacy", action="store_true",
                        help="also write legacy/: the base files with legacy string dimensions and colours")
    parser.add_argument("--format", type=parse_formats, default=[],
                        help="also write DIR/<format>/ for each of style-dictionary, tokens-studio, figma (comma-separated)")
    args = parser.parse_args(argv)
    try:
        written = generate(args.tokens, args.out, args.seed, args.modes, args.legacy, args.format)
    except ValueError as error:
        parser.error(str(error))
    total = sum(size for _, size in written)
    if not args.quiet:
        for relative, size in written:
            print(f"{size:>12,}  {relative}")
    token_files = sum(1 for relative, _ in written if relative.endswith(".tokens.json"))
    print(f"{args.tokens} tokens, {token_files} token files, {total:,} bytes of JSON ({human_bytes(total)}) in {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
