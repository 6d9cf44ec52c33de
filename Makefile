# RotaryControls — the two commands of the README.
#   make demo   the interactive demo (headless: renders the gallery and prints its path)
#   make test   every test: strict build, unit/property/snapshot tests, benchmark
#               thresholds, a short fuzz run per model
# Both install what they need first (scripts/setup-linux, idempotent, root or sudo).

SHELL := /bin/bash
.SHELLFLAGS := -o pipefail -c

FUZZ_SECONDS ?= 20
GALLERY_DIR ?= gallery

.PHONY: demo test setup build-strict unit-tests bench-check fuzz gallery

demo: setup gallery

test: setup build-strict unit-tests bench-check fuzz

setup:
	bash scripts/setup-linux

build-strict:
	bash scripts/build-strict

unit-tests:
	swift test 2>&1 | grep -vE '^\[[0-9]+/[0-9]+\]'

bench-check:
	bash scripts/bench-check

fuzz:
	bash scripts/fuzz $(FUZZ_SECONDS)

gallery:
	swift run rotary-gallery $(GALLERY_DIR) 2>&1 | grep -vE '^\[[0-9]+/[0-9]+\]|^Building|^Build'
