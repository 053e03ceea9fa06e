# Refract: `make run` compiles the example design system in tokens/; `make test` runs every test.
SWIFT ?= swift
REFRACT := .build/release/refract
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)

.PHONY: run test bench build deps test-deps templates clean

run: build
	$(REFRACT) build

build: deps
	$(SWIFT) build -c release --product refract

test: deps test-deps
	python3 Benchmarks/test_benchmarks.py
	$(SWIFT) test
	python3 Benchmarks/fuzz/test_fuzz.py

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

# What the tests need beyond the build: the platforms' own tools, which check the generated output
# (headless Chromium for CSS, aapt and the Android framework for resources, xmllint, kotlinc for Compose),
# and python3 for
# the benchmark harness's tests. Installed with apt-get when we are root; otherwise listed.
TEST_PACKAGES := chromium aapt android-framework-res libxml2-utils python3 kotlin
test-deps:
	@missing=""; \
	command -v chromium >/dev/null || missing="$$missing chromium"; \
	command -v aapt >/dev/null || missing="$$missing aapt"; \
	[ -f /usr/share/android-framework-res/framework-res.apk ] || missing="$$missing android-framework-res"; \
	command -v xmllint >/dev/null || missing="$$missing libxml2-utils"; \
	command -v kotlinc >/dev/null || missing="$$missing kotlin"; \
	command -v python3 >/dev/null || missing="$$missing python3"; \
	if [ -z "$$missing" ]; then :; \
	elif [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null; then \
		echo "Installing$$missing with apt-get…"; \
		apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $$missing >/dev/null; \
	else \
		echo "The tests need:$$missing (Debian: sudo apt-get install $(TEST_PACKAGES))"; \
		echo "Without them the tests that use them skip (and fail under CI=true)."; \
	fi

clean:
	rm -rf .build
