# Refract: `make run` compiles the example design system in tokens/; `make test` runs every test.
SWIFT ?= swift
REFRACT := .build/release/refract
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)

.PHONY: run test bench build deps test-deps templates clean

run: build
	$(REFRACT) lint tokens/

build: deps
	$(SWIFT) build -c release --product refract

test: deps test-deps
	$(SWIFT) test

bench: build
	sh Benchmarks/bench.sh

# Compiles templates/ into the binary's sources after a template changes.
templates:
	python3 scripts/embed-templates.py

# libyaml is the one outside library. Installed with apt-get when we are root on Debian/Ubuntu;
# otherwise we say exactly what to install.
deps:
	@if pkg-config --exists yaml-0.1 2>/dev/null; then :; \
	elif [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null; then \
		echo "Installing libyaml-dev and pkg-config with apt-get…"; \
		apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq libyaml-dev pkg-config >/dev/null; \
	else \
		echo "Refract needs libyaml and pkg-config:"; \
		echo "  Debian/Ubuntu: sudo apt-get install libyaml-dev pkg-config"; \
		echo "  macOS:         brew install libyaml pkg-config"; \
		exit 1; \
	fi

# What the tests need beyond the build (none yet beyond libyaml and python3 for the corpus tools).
test-deps:
	@command -v python3 >/dev/null || { [ "$$(id -u)" = 0 ] && apt-get install -y -qq python3 >/dev/null; }

clean:
	rm -rf .build
