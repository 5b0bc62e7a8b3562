# Every target bootstraps .venv (created when missing, reinstalled when pyproject.toml changes).
PYTHON ?= python3
VENV   := .venv
PY     := $(VENV)/bin/python
STAMP  := $(VENV)/.installed

.PHONY: run test fuzz bench lint clean

$(STAMP): pyproject.toml
	@test -x $(PY) || $(PYTHON) -m venv $(VENV)
	@$(PY) -c 'import sys; sys.exit(sys.version_info < (3, 11))' || \
		{ echo "gpu-advisor needs Python >= 3.11 (set PYTHON=python3.11)"; exit 1; }
	$(PY) -m pip install --quiet --disable-pip-version-check -e '.[test]'
	@touch $(STAMP)

## run: start the TUI (the guided interview); options pass through: make run ARGS="--lang zh"
run: $(STAMP)
	$(VENV)/bin/gpu-advisor $(ARGS)

## test: lint, then the whole test suite on every core (pytest's "no tests" exit 5 fails too); the
## screen snapshots run after it, alone: on a machine saturated by the parallel run one of them
## now and then differed (CI, 2026-12-01), and a snapshot is a picture, not a timing test
SNAPSHOTS := tests/test_tui_snapshots.py
test: $(STAMP)
	$(PY) -m ruff check .
	$(PY) -m pytest -n auto -o addopts="-p no:cacheprovider" --ignore=$(SNAPSHOTS)
	$(PY) -m pytest -o addopts="-q -p no:cacheprovider" $(SNAPSHOTS)

## fuzz: random key sequences, bursts and resizes against the whole TUI (a longer run than make test's)
FUZZ_EXAMPLES ?= 100
fuzz: $(STAMP)
	GPU_ADVISOR_FUZZ_EXAMPLES=$${GPU_ADVISOR_FUZZ_EXAMPLES:-$(FUZZ_EXAMPLES)} $(PY) -m pytest tests/test_tui_fuzz.py -k no_key_sequence -x -q

## bench: speed and memory benchmarks; prints a table and writes bench/results.json
bench: $(STAMP)
	$(PY) -m bench

## lint: ruff
lint: $(STAMP)
	$(PY) -m ruff check .

clean:
	rm -rf $(VENV) build dist *.egg-info .pytest_cache .ruff_cache .hypothesis
