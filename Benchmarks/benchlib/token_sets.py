"""Generated token sets, cached under Benchmarks/generated/ and rebuilt when the generator changes."""

import hashlib
import json
import os

import generate

MODES = ("light", "dark")


def generator_fingerprint():
    with open(generate.__file__, "rb") as handle:
        return hashlib.sha256(handle.read()).hexdigest()


def token_files_below(path):
    """The token files a folder walk of `refract lint` reads (not the resolver document)."""
    if os.path.isfile(path):
        return [path]
    found = []
    for root, _, names in os.walk(path):
        found += [os.path.join(root, name) for name in names
                  if name.endswith(".json") and ".resolver." not in name]
    return sorted(found)


def bytes_of(paths):
    return sum(os.path.getsize(file) for path in paths for file in token_files_below(path))


def ensure(cache_dir, tokens, seed, log=print):
    """The folder of the set of `tokens` tokens, generated only when missing or stale."""
    folder = os.path.join(cache_dir, f"tokens-{tokens}-seed{seed}")
    # Beside the folder, not in it: a folder walk of `refract lint` would read it as a token file.
    stamp_path = folder + ".stamp.json"
    stamp = {"tokens": tokens, "seed": seed, "modes": list(MODES), "legacy": True, "formats": list(generate.FOREIGN_FORMATS), "generator": generator_fingerprint()}
    try:
        with open(stamp_path) as handle:
            if json.load(handle) == stamp:
                return folder
    except (OSError, ValueError):
        pass
    log(f"generating {tokens} tokens (seed {seed}) in {folder}")
    os.makedirs(folder, exist_ok=True)
    generate.generate(tokens, folder, seed, MODES, legacy=True, formats=generate.FOREIGN_FORMATS)
    with open(stamp_path, "w") as handle:
        json.dump(stamp, handle)
    return folder
