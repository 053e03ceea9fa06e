#!/usr/bin/env python3
"""The language server on the generated 10k set (issue 39), measured from a client's side (standard library only).

    python3 Benchmarks/lsp_bench.py [--tokens 10000] [--samples 200] [--binary .build/release/refract]

Generates the set (generate.py), starts `refract lsp` on it over pipes, waits for the first check, then
measures: hover, definition and completion answered (p50/p95 after warm-up, on aliases spread over the
file); the time from a one-character edit to its diagnostics; a burst of 50 keystrokes (how many checks
it cost, from `refract/status`); and the server's resident memory before and after 1,000 edits. Prints a
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
    subprocess.run([sys.executable, os.path.join(HERE, "generate.py"), "--tokens", str(args.tokens), "--out", folder], check=True,
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
        for warm in positions[:10]:
            client.request(method, {"textDocument": document, "position": {"line": warm[0], "character": warm[1]}, **(extra or {})})
        for line, character in positions:
            begin = time.perf_counter()
            client.request(method, {"textDocument": document, "position": {"line": line, "character": character}, **(extra or {})})
            samples.append((time.perf_counter() - begin) * 1000)
        return samples

    rows = []
    for name, method in (("hover", "textDocument/hover"), ("definition", "textDocument/definition"), ("completion", "textDocument/completion")):
        samples = timed(method)
        rows.append((name, f"{percentile(samples, 0.5):.1f} ms", f"{percentile(samples, 0.95):.1f} ms", "≤ 20 ms p95"))

    version = 1

    def edit(new_text):
        nonlocal version
        version += 1
        client.notify("textDocument/didChange", {"textDocument": {"uri": uri, "version": version}, "contentChanges": [{"text": new_text}]})

    edited = text.replace("}", "} ", 1)
    begin = time.perf_counter()
    edit(edited)
    client.wait_for_diagnostics(uri)
    one_edit = (time.perf_counter() - begin) * 1000
    rows.append(("diagnostics after a one-character edit (incl. the 100 ms debounce)", f"{one_edit:.0f} ms", "—",
                 f"one lint of the set (first check {first_check * 1000:.0f} ms)"))

    before = client.request("refract/status", {})["checksRun"]
    for k in range(50):
        edit(text + " " * (k + 1))
    client.wait_for_diagnostics(uri)
    time.sleep(0.5)
    after = client.request("refract/status", {})["checksRun"]
    rows.append(("checks for a 50-keystroke burst", str(after - before), "—", "1"))

    rss_before = client.rss_kib()
    for k in range(1000):
        edit(text if k % 2 else edited)
        if k % 100 == 99:
            client.request("textDocument/hover", {"textDocument": document, "position": {"line": positions[0][0], "character": positions[0][1]}})
    client.wait_for_diagnostics(uri)
    time.sleep(1)
    client.request("refract/status", {})
    rss_after = client.rss_kib()
    change = (rss_after - rss_before) / max(1, rss_before) * 100
    rows.append(("resident memory over 1,000 edits", f"{rss_before / 1024:.0f} → {rss_after / 1024:.0f} MiB", f"{change:+.0f} %", "± 10 %"))

    shutil.rmtree(folder, ignore_errors=True)
    print(f"| `refract lsp`, {args.tokens:,} tokens ({os.path.basename(path)}) | p50 / value | p95 / change | budget |")
    print("|---|---|---|---|")
    for row in rows:
        print("| " + " | ".join(row) + " |")
    client.request("shutdown", None)
    client.notify("exit", None)
    client.process.wait(timeout=30)



if __name__ == "__main__":
    main()
