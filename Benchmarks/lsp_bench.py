#!/usr/bin/env python3
"""The language server on the generated 10k set (issue 39), measured from a client's side (standard library only).

    python3 Benchmarks/lsp_bench.py [--tokens 10000] [--samples 200] [--binary .build/release/refract]

Generates the set (generate.py, light and dark modes), starts `refract lsp` on it over pipes, waits for the first check, then
measures: hover, definition and completion answered (p50/p95 after warm-up, on aliases spread over the
file); the time from a one-character edit to its diagnostics; a burst of 50 keystrokes (how many checks
it cost, from `refract/status`); and the server's resident memory before and after 1,000 edits (in bursts
of 50, each burst's check awaited). The yardstick of an edit's check is `refract lint` of the set. Prints a
Markdown table for docs/performance.md. Not a test: nothing here fails on a number.
"""

import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)


class Client:
    def __init__(self, command):
        self.process = subprocess.Popen(command, stdin=subprocess.PIPE, stdout=subprocess.PIPE)
        self.next_id = 0
        self.notifications = []

    def send(self, message):
        body = json.dumps(message).encode()
        self.process.stdin.write(b"Content-Length: %d\r\n\r\n" % len(body) + body)
        self.process.stdin.flush()

    def read(self):
        length = None
        while True:
            line = self.process.stdout.readline()
            if not line:
                raise EOFError("the server closed its output")
            if line in (b"\r\n", b"\n"):
                break
            name, _, value = line.decode().partition(":")
            if name.lower() == "content-length":
                length = int(value)
        return json.loads(self.process.stdout.read(length))

    def request(self, method, params):
        self.next_id += 1
        wanted = self.next_id
        self.send({"jsonrpc": "2.0", "id": wanted, "method": method, "params": params})
        while True:
            message = self.read()
            if message.get("id") == wanted and "method" not in message:
                if "error" in message:
                    raise RuntimeError(message["error"])
                return message.get("result")
            self.notifications.append(message)

    def notify(self, method, params):
        self.send({"jsonrpc": "2.0", "method": method, "params": params})

    def wait_for_diagnostics(self, uri):
        for index, message in enumerate(self.notifications):
            if message.get("method") == "textDocument/publishDiagnostics" and message["params"]["uri"] == uri:
                del self.notifications[index]
                return message["params"]
        while True:
            message = self.read()
            if message.get("method") == "textDocument/publishDiagnostics" and message["params"]["uri"] == uri:
                return message["params"]

    def rss_kib(self):
        with open(f"/proc/{self.process.pid}/status") as handle:
            for line in handle:
                if line.startswith("VmRSS:"):
                    return int(line.split()[1])
        return 0


def percentile(samples, fraction):
    ordered = sorted(samples)
    return ordered[min(len(ordered) - 1, int(round(fraction * (len(ordered) - 1))))]


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--tokens", type=int, default=10000)
    parser.add_argument("--samples", type=int, default=200)
    parser.add_argument("--binary", default=os.path.join(ROOT, ".build", "release", "refract"))
    args = parser.parse_args(argv)
    if not os.access(args.binary, os.X_OK):
        sys.exit(f"{args.binary} is missing: build it first")

    folder = tempfile.mkdtemp(prefix="refract-lsp-bench-")
    # Two modes, so the set has two permutations: a base file is read by both, a mode file by one.
    subprocess.run([sys.executable, os.path.join(HERE, "generate.py"), "--tokens", str(args.tokens), "--modes", "light,dark", "--out", folder], check=True,
                   stdout=subprocess.DEVNULL)
    with open(os.path.join(folder, "refract.yaml"), "w") as handle:
        handle.write("resolver: tokens.resolver.json\n")
    files = sorted(os.path.join(folder, "base", name) for name in os.listdir(os.path.join(folder, "base")))
    path = max(files, key=lambda p: open(p).read().count('"{'))
    text = open(path).read()
    uri = "file://" + path
    root = "file://" + folder

    client = Client([args.binary, "lsp", "--debounce", "100"])
    client.request("initialize", {"processId": os.getpid(), "rootUri": root, "capabilities": {"general": {"positionEncodings": ["utf-16"]}}})
    client.notify("initialized", {})
    client.notify("textDocument/didOpen", {"textDocument": {"uri": uri, "languageId": "json", "version": 1, "text": text}})
    started = time.perf_counter()
    client.wait_for_diagnostics(uri)
    first_check = time.perf_counter() - started

    lines = text.split("\n")
    aliases = [(i, line.index('"{') + 3) for i, line in enumerate(lines) if '"{' in line]
    step = max(1, len(aliases) // args.samples)
    positions = aliases[::step][: args.samples]
    document = {"uri": uri}

    def timed(method, extra=None):
        samples = []
        answered = 0
        for warm in positions[:10]:
            client.request(method, {"textDocument": document, "position": {"line": warm[0], "character": warm[1]}, **(extra or {})})
        for line, character in positions:
            begin = time.perf_counter()
            result = client.request(method, {"textDocument": document, "position": {"line": line, "character": character}, **(extra or {})})
            samples.append((time.perf_counter() - begin) * 1000)
            # An answer with something in it: a hover's text, a location, completion items.
            if result and (not isinstance(result, dict) or result.get("contents") or result.get("items")):
                answered += 1
        return samples, answered

    rows = []
    for name, method in (("hover", "textDocument/hover"), ("definition", "textDocument/definition"), ("completion", "textDocument/completion")):
        samples, answered = timed(method)
        rows.append((f"{name} ({answered} of {len(samples)} answered)", f"{percentile(samples, 0.5):.1f} ms", f"{percentile(samples, 0.95):.1f} ms", "≤ 20 ms p95"))

    version = 1

    def edit(new_text):
        nonlocal version
        version += 1
        client.notify("textDocument/didChange", {"textDocument": {"uri": uri, "version": version}, "contentChanges": [{"text": new_text}]})

    # Completion as typing asks for it: right after a keystroke, so the document's new text is read into a
    # tree for the request (once per version), before any check of it.
    typed = []
    for k, (line, character) in enumerate(positions[:40]):
        edit(text + " " * (k % 2))
        begin = time.perf_counter()
        client.request("textDocument/completion", {"textDocument": document, "position": {"line": line, "character": character}})
        typed.append((time.perf_counter() - begin) * 1000)
    rows.append(("completion right after a keystroke (the new text read into a tree first; 40 keystrokes)",
                 f"{percentile(typed, 0.5):.1f} ms", f"{percentile(typed, 0.95):.1f} ms", "≤ 20 ms p95"))
    client.notifications.clear()
    edit(text)
    client.wait_for_diagnostics(uri)

    # What one `refract lint` of the whole set costs (every permutation reads base/): the yardstick of an edit's check.
    lint_runs = []
    for _ in range(3):
        begin = time.perf_counter()
        subprocess.run([args.binary, "lint"], cwd=folder, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        lint_runs.append((time.perf_counter() - begin) * 1000)
    lint_ms = percentile(lint_runs, 0.5)

    edited = text.replace("}", "} ", 1)
    one_edit = []
    for k in range(5):
        client.notifications.clear()
        begin = time.perf_counter()
        edit(edited if k % 2 == 0 else text)
        client.wait_for_diagnostics(uri)
        one_edit.append((time.perf_counter() - begin) * 1000)
    rows.append(("diagnostics after a one-character edit of a base file (both permutations; incl. the 100 ms debounce)",
                 f"{percentile(one_edit, 0.5):.0f} ms", f"{max(one_edit):.0f} ms (max of 5)",
                 f"100 ms + one `refract lint` of the set: {lint_ms:.0f} ms (median of 3; first check {first_check * 1000:.0f} ms)"))

    # A mode file is read by one permutation only: the check it needs is `lint` of that permutation.
    mode_path = os.path.join(folder, "light.tokens.json")
    if os.path.exists(mode_path):
        mode_text = open(mode_path).read()
        mode_uri = "file://" + mode_path
        client.notify("textDocument/didOpen", {"textDocument": {"uri": mode_uri, "languageId": "json", "version": 1, "text": mode_text}})
        client.wait_for_diagnostics(mode_uri)
        mode_lint = []
        for _ in range(3):
            begin = time.perf_counter()
            subprocess.run([args.binary, "lint", "--input", "mode=light"], cwd=folder, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
            mode_lint.append((time.perf_counter() - begin) * 1000)
        mode_edit = []
        for k in range(5):
            client.notifications.clear()
            begin = time.perf_counter()
            client.notify("textDocument/didChange", {"textDocument": {"uri": mode_uri, "version": k + 2},
                                                     "contentChanges": [{"text": mode_text.replace("}", "} ", 1) if k % 2 == 0 else mode_text}]})
            client.wait_for_diagnostics(mode_uri)
            mode_edit.append((time.perf_counter() - begin) * 1000)
        rows.append(("diagnostics after a one-character edit of a mode file (light only)", f"{percentile(mode_edit, 0.5):.0f} ms",
                     f"{max(mode_edit):.0f} ms (max of 5)",
                     f"100 ms + `refract lint --input mode=light`: {percentile(mode_lint, 0.5):.0f} ms"))
        # Closing it checks again (the file is read from disk): done before the burst is counted.
        client.notifications.clear()
        client.notify("textDocument/didClose", {"textDocument": {"uri": mode_uri}})
        client.wait_for_diagnostics(uri)

    before = client.request("refract/status", {})["checksRun"]
    for k in range(50):
        edit(text + " " * (k + 1))
    client.wait_for_diagnostics(uri)
    time.sleep(0.5)
    after = client.request("refract/status", {})["checksRun"]
    rows.append(("checks for a 50-keystroke burst", str(after - before), "—", "1"))

    # 1,000 edits in bursts of 50, each burst's check awaited (20 checks, each a new analysis) and a hover
    # after each (the platform names worked out again for it): what typing for a while leaves behind.
    checks_before = client.request("refract/status", {})["checksRun"]
    rss_before = client.rss_kib()
    first_hovers = []
    for k in range(1000):
        if k % 50 == 49:
            client.notifications.clear()
        edit(text if k % 2 else edited)
        if k % 50 == 49:
            client.wait_for_diagnostics(uri)
            begin = time.perf_counter()
            client.request("textDocument/hover", {"textDocument": document, "position": {"line": positions[0][0], "character": positions[0][1]}})
            first_hovers.append((time.perf_counter() - begin) * 1000)
    time.sleep(1)
    checks = client.request("refract/status", {})["checksRun"] - checks_before
    rss_after = client.rss_kib()
    change = (rss_after - rss_before) / max(1, rss_before) * 100
    rows.append(("the first hover after a check's diagnostics (20 checks)", f"{percentile(first_hovers, 0.5):.1f} ms",
                 f"{percentile(first_hovers, 0.95):.1f} ms", "≤ 20 ms p95"))
    rows.append((f"resident memory over 1,000 edits ({checks} checks)", f"{rss_before / 1024:.0f} → {rss_after / 1024:.0f} MiB", f"{change:+.0f} %", "± 10 %"))

    shutil.rmtree(folder, ignore_errors=True)
    load = os.getloadavg()
    print(f"Load average at the end: {load[0]:.1f}, {load[1]:.1f}, {load[2]:.1f} on {os.cpu_count()} cores.\n")
    print(f"| `refract lsp`, {args.tokens:,} tokens ({os.path.basename(path)}) | p50 / value | p95 / change | budget |")
    print("|---|---|---|---|")
    for row in rows:
        print("| " + " | ".join(row) + " |")
    client.request("shutdown", None)
    client.notify("exit", None)
    client.process.wait(timeout=30)



if __name__ == "__main__":
    main()
