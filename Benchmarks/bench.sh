#!/bin/sh
# Release build, then the benchmarks and the budgets (budgets.py), rewriting the measured sections of
# docs/performance.md.
# What `make bench` runs. Extra arguments go to run.py (e.g. --sizes 1000 --runs 3).
set -eu
cd "$(dirname "$0")/.."
swift build -c release --product refract
swift build -c release --product refract-template-bench
python3 Benchmarks/run.py --write-docs "$@"
python3 Benchmarks/template_section.py
python3 Benchmarks/budgets.py --write-docs
