# RotaryControls — the two commands of the README.
#   make demo   the interactive GTK 4 demo (headless: renders the gallery and prints its path)
#   make test   every test: formatting (swift format), host parity, workflow files, strict build, the iOS SDK build (when an SDK is installed), unit/property/snapshot tests, benchmark
#               thresholds, a short fuzz run per model, the DocC build (no warnings), consumer
#               packages (core-only resolution, doc blocks, the GTK example), the GTK tests (render-node
#               PNG snapshots, widget glue) and the end-to-end tests under Xvfb (with an AT-SPI client)
# Both install what they need first (scripts/setup-linux, idempotent, root or sudo).

SHELL := /bin/bash
# On a machine whose GTK is older than 4.14 the root package is built here without its GTK targets,
# and the GTK parts are built and tested inside a Debian 13 root (scripts/gtk-root).
export ROTARYCONTROLS_SKIP_GTK ?= $(shell bash scripts/gtk-root native >/dev/null 2>&1 && echo 0 || echo 1)
.SHELLFLAGS := -o pipefail -c

FUZZ_SECONDS ?= 20
GALLERY_DIR ?= gallery

.PHONY: demo test setup lint build-strict ios-build unit-tests bench-check fuzz linux-test docs-check consumers gallery frame-bench

demo: setup
	bash scripts/demo

test: setup lint build-strict ios-build unit-tests docs-check consumers linux-test bench-check fuzz

setup:
	bash scripts/setup-linux

# Every public model setting reachable from every host (scripts/check-parity), and the hosted CI's
# workflow files checked with actionlint (scripts/workflow-check).
lint:
	bash scripts/format-check
	python3 scripts/check-parity
	bash scripts/workflow-check

build-strict:
	bash scripts/build-strict

# The Apple-platform targets and every Apple code block of README.md and docs/ compiled against
# the real iPhoneOS SDK for iOS 15 and iOS 17 (zero errors, zero warnings); one line saying it was
# skipped on a machine without an SDK bundle (README, "The iOS SDK").
ios-build:
	bash scripts/ios-build

unit-tests:
	swift test --skip 'RotaryControls(GTK|Cairo)Tests' 2>&1 | grep -vE '^\[[0-9]+/[0-9]+\]'

bench-check:
	bash scripts/bench-check

fuzz:
	bash scripts/fuzz $(FUZZ_SECONDS)

linux-test:
	bash scripts/linux-test

# The DocC documentation of the core, failing on any DocC warning.
docs-check:
	bash scripts/docs-check

# What an app depending on the package sees: the core alone resolves only swift-numerics, every
# core and GTK code block of the docs compiles (core blocks run), Examples/GTKWindow shows a widget.
consumers:
	bash scripts/consumers

# The SVG gallery alone (no GTK needed).
gallery:
	swift run rotary-gallery $(GALLERY_DIR) 2>&1 | grep -vE '^\[[0-9]+/[0-9]+\]|^Building|^Build'

# The whole-frame benchmark (not part of `make test`): every control and GtkScale dragged under
# Xvfb, CPU per second of motion as a ratio to GtkScale (docs/Rendering-on-Linux.md); options
# through FRAME_BENCH_ARGS, e.g. make frame-bench FRAME_BENCH_ARGS="--runs 5 --subjects knob".
frame-bench: setup
	bash scripts/frame-bench $(FRAME_BENCH_ARGS)

# Long fuzzing: FUZZ_RUNS inputs per model (default ten million), one model after the other, niced;
# FUZZ_MAX_LEN=1024 caps the inputs' bytes (faster; libFuzzer's default is 4096).
FUZZ_RUNS ?= 10000000
.PHONY: fuzz-long
fuzz-long:
	nice -n 10 env FUZZ_MAX_LEN=$(FUZZ_MAX_LEN) bash scripts/fuzz --runs $(FUZZ_RUNS)

# The fast inner loop (a few minutes from a warm build): the strict build, then the core's tests.
# `make test` runs everything.
.PHONY: check
check:
	bash scripts/build-strict
	swift test --skip-build --filter '^RotaryControlsTests\.' 2>&1 | grep -vE '^\[[0-9]+/[0-9]+\]'
