# Refract: `make run` compiles the example design system in tokens/; `make test` runs every test.
SWIFT ?= swift
REFRACT := .build/release/refract
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)

.PHONY: run test bench build deps test-deps templates contexts clean install release release-binary test-integration test-lsp test-mcp

run: build
	$(REFRACT) build

build: deps
	$(SWIFT) build -c release --product refract

test: deps test-deps
	python3 Benchmarks/test_benchmarks.py
	$(SWIFT) test
	python3 Benchmarks/fuzz/test_fuzz.py
	$(MAKE) test-lsp
	$(MAKE) test-mcp
	$(MAKE) test-integration

# `refract lsp` driven by real clients: pytest-lsp (PyPI, in .build/lsp-venv), a headless Neovim and a headless Emacs (Eglot).
LSP_VENV := .build/lsp-venv
test-lsp:
	$(SWIFT) build --product refract
	@if [ -x $(LSP_VENV)/bin/pytest ]; then \
		$(LSP_VENV)/bin/python -m pytest -q -p no:cacheprovider Tests/lsp; \
	elif [ "$$CI" = true ]; then echo "$(LSP_VENV) has no pytest-lsp: run make test-deps"; exit 1; \
	else echo "$(LSP_VENV) has no pytest-lsp (make test-deps installs it): the LSP client tests are skipped"; fi
	sh Tests/lsp/neovim-session.sh
	sh Tests/lsp/emacs-session.sh

# `refract mcp` driven by the official MCP Python SDK (PyPI `mcp`, in .build/mcp-venv).
MCP_VENV := .build/mcp-venv
test-mcp:
	$(SWIFT) build --product refract
	@if [ -x $(MCP_VENV)/bin/pytest ] && $(MCP_VENV)/bin/python -c "import mcp" 2>/dev/null; then \
		$(MCP_VENV)/bin/python -m pytest -q -p no:cacheprovider Tests/mcp; \
	elif [ "$$CI" = true ]; then echo "$(MCP_VENV) has no mcp SDK: run make test-deps"; exit 1; \
	else echo "$(MCP_VENV) has no mcp SDK (make test-deps installs it): the MCP client tests are skipped"; fi

# Where users meet Refract, each from the outside: the released binary in an empty folder without a toolchain,
# the example package built with the build-tool plugin, the GitHub Action's steps and the pre-commit hooks.
PRE_COMMIT_VENV := .build/pre-commit-venv
test-integration: release
	sh scripts/test-release.sh dist $(VERSION)
	sh scripts/test-example-package.sh
	PATH="$(CURDIR)/$(PRE_COMMIT_VENV)/bin:$$PATH" python3 scripts/test-action.py
	PATH="$(CURDIR)/$(PRE_COMMIT_VENV)/bin:$$PATH" sh scripts/test-pre-commit.sh dist $(VERSION)
	@if command -v ruby >/dev/null; then ruby -c Formula/refract.rb; \
	elif [ "$$CI" = true ]; then echo "ruby is missing: the Homebrew formula's syntax is not checked"; exit 1; \
	else echo "ruby is missing: the Homebrew formula's syntax is not checked"; fi

# A self-contained binary. On Linux: the Swift runtime and Foundation linked in (--static-swift-stdlib), and
# libyaml too: a copy of its pkg-config file points libdir at a folder that holds only libyaml.a, which SwiftPM
# puts on the linker's path before the system's, so `-lyaml` (the module map's link) finds the static
# library. It then runs where no Swift toolchain is installed.
# On macOS the Swift runtime is the system's and libyaml comes from Homebrew.
VERSION := $(shell sed -n 's/.*static let version = "\(.*\)"/\1/p' Sources/refract/RefractCommand.swift)
PREFIX ?= /usr/local
STATIC_PKG_CONFIG := .build/static-pkg-config
RELEASE_FLAGS := -c release --product refract
ifeq ($(shell uname -s),Linux)
RELEASE_FLAGS += --static-swift-stdlib
RELEASE_ENV := PKG_CONFIG_PATH=$(CURDIR)/$(STATIC_PKG_CONFIG)
endif

release-binary: deps
ifeq ($(shell uname -s),Linux)
	@pc=$$(pkg-config --variable=pcfiledir yaml-0.1)/yaml-0.1.pc; libdir=$$(pkg-config --variable=libdir yaml-0.1); \
	if [ ! -f "$$libdir/libyaml.a" ]; then echo "no static libyaml ($$libdir/libyaml.a): install libyaml-dev"; exit 1; fi; \
	mkdir -p $(STATIC_PKG_CONFIG)/lib && ln -sf "$$libdir/libyaml.a" $(STATIC_PKG_CONFIG)/lib/libyaml.a && \
	sed 's|^libdir=.*|libdir=$(CURDIR)/$(STATIC_PKG_CONFIG)/lib|' "$$pc" > $(STATIC_PKG_CONFIG)/yaml-0.1.pc
endif
	$(RELEASE_ENV) $(SWIFT) build $(RELEASE_FLAGS)

# make install PREFIX=~/.local puts refract in ~/.local/bin.
install: release-binary
	install -d "$(DESTDIR)$(PREFIX)/bin"
	install -m 755 "$$($(RELEASE_ENV) $(SWIFT) build $(RELEASE_FLAGS) --show-bin-path)/refract" "$(DESTDIR)$(PREFIX)/bin/refract"

# dist/: refract-VERSION-linux-ARCH.tar.gz and an artifact bundle (.artifactbundle.zip) for SwiftPM's
# binaryTarget, each with its .sha256.
release: release-binary
	sh scripts/package-release.sh "$$($(RELEASE_ENV) $(SWIFT) build $(RELEASE_FLAGS) --show-bin-path)/refract" $(VERSION) dist

bench: build
	sh Benchmarks/bench.sh

# Compiles templates/ into the binary's sources after a template changes.
templates:
	python3 scripts/embed-templates.py

# Writes each backend's template lookups (*Context+Generated.swift) after a context type changes.
contexts:
	python3 scripts/generate-template-contexts.py

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
# (headless Chromium for CSS, tsc and Node for the TypeScript module, aapt and the Android framework for resources, xmllint, kotlinc for Compose),
# the fonts the preview's recorded screenshots were taken with, python3 for the benchmark harness's tests, zip for the release's artifact bundle, ruby to check the Homebrew
# formula's syntax, Neovim and Emacs with Eglot for the editor sessions with `refract lsp`, and pre-commit, pytest-lsp and the mcp
# SDK (PyPI, each in a virtual environment of its own under .build) for the hook tests, the LSP client tests and the MCP client
# tests. Installed with apt-get when we are root;
# otherwise listed.
TEST_PACKAGES := chromium node-typescript aapt android-framework-res libxml2-utils python3 python3-venv kotlin zip unzip ruby neovim emacs-nox elpa-eglot \
	fonts-dejavu-core fonts-dejavu-extra fonts-lato fonts-liberation
test-deps:
	@missing=""; \
	command -v chromium >/dev/null || missing="$$missing chromium"; \
	command -v tsc >/dev/null || missing="$$missing node-typescript"; \
	command -v aapt >/dev/null || missing="$$missing aapt"; \
	[ -f /usr/share/android-framework-res/framework-res.apk ] || missing="$$missing android-framework-res"; \
	command -v xmllint >/dev/null || missing="$$missing libxml2-utils"; \
	command -v kotlinc >/dev/null || missing="$$missing kotlin"; \
	command -v python3 >/dev/null || missing="$$missing python3"; \
	python3 -c "import ensurepip" 2>/dev/null || missing="$$missing python3-venv"; \
	command -v zip >/dev/null || missing="$$missing zip"; \
	command -v unzip >/dev/null || missing="$$missing unzip"; \
	command -v ruby >/dev/null || missing="$$missing ruby"; \
	command -v nvim >/dev/null || missing="$$missing neovim"; \
	command -v emacs >/dev/null || missing="$$missing emacs-nox"; \
	ls -d /usr/share/emacs/site-lisp/elpa-src/eglot-* >/dev/null 2>&1 || missing="$$missing elpa-eglot"; \
	[ -f /usr/share/fonts/truetype/dejavu/DejaVuSans.ttf ] || missing="$$missing fonts-dejavu-core"; \
	[ -f /usr/share/fonts/truetype/dejavu/DejaVuSans-ExtraLight.ttf ] || missing="$$missing fonts-dejavu-extra"; \
	[ -d /usr/share/fonts/truetype/lato ] || missing="$$missing fonts-lato"; \
	[ -d /usr/share/fonts/truetype/liberation ] || missing="$$missing fonts-liberation"; \
	if [ -z "$$missing" ]; then :; \
	elif [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null; then \
		echo "Installing$$missing with apt-get…"; \
		apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $$missing >/dev/null; \
	else \
		echo "The tests need:$$missing (Debian: sudo apt-get install $(TEST_PACKAGES))"; \
		echo "Without them the tests that use them skip (and fail under CI=true)."; \
	fi
	@[ -x $(PRE_COMMIT_VENV)/bin/pre-commit ] || { echo "Installing pre-commit into $(PRE_COMMIT_VENV)…"; \
		python3 -m venv $(PRE_COMMIT_VENV) && $(PRE_COMMIT_VENV)/bin/pip install --quiet pre-commit; }
	@[ -x $(LSP_VENV)/bin/pytest ] || { echo "Installing pytest-lsp into $(LSP_VENV)…"; \
		python3 -m venv $(LSP_VENV) && $(LSP_VENV)/bin/pip install --quiet pytest-lsp; }
	@[ -x $(MCP_VENV)/bin/pytest ] && $(MCP_VENV)/bin/python -c "import mcp" 2>/dev/null || { echo "Installing the mcp SDK into $(MCP_VENV)…"; \
		python3 -m venv $(MCP_VENV) && $(MCP_VENV)/bin/pip install --quiet mcp pytest; }

clean:
	rm -rf .build
