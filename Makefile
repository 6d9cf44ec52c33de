# RotaryControls — the two commands of the README.
#   make demo   the interactive GTK 4 demo (headless: renders the gallery and prints its path)
#   make test   every test: strict build, the Apple adapters' type-check, unit/property/snapshot tests, benchmark
#               thresholds, a short fuzz run per model, the Linux package's tests (Cairo
#               PNG snapshots, GTK glue) and the end-to-end tests under Xvfb
# Both install what they need first (scripts/setup-linux, idempotent, root or sudo).

SHELL := /bin/bash
.SHELLFLAGS := -o pipefail -c

FUZZ_SECONDS ?= 20
GALLERY_DIR ?= gallery

.PHONY: demo test setup build-strict apple-typecheck unit-tests bench-check fuzz linux-test gallery

demo: setup
	bash scripts/demo

test: setup build-strict apple-typecheck unit-tests linux-test bench-check fuzz

setup:
	bash scripts/setup-linux

build-strict:
	bash scripts/build-strict

# The UIKit/SwiftUI adapters type-checked against the built core and stand-in Apple modules
# (scripts/apple-stubs/README.md); the iOS SDK build in review remains the judge.
apple-typecheck:
	bash scripts/apple-typecheck

unit-tests:
	swift test 2>&1 | grep -vE '^\[[0-9]+/[0-9]+\]'

bench-check:
	bash scripts/bench-check

fuzz:
	bash scripts/fuzz $(FUZZ_SECONDS)

linux-test:
	bash scripts/linux-test

# The SVG gallery alone (no GTK needed).
gallery:
	swift run rotary-gallery $(GALLERY_DIR) 2>&1 | grep -vE '^\[[0-9]+/[0-9]+\]|^Building|^Build'
