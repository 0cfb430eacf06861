# The two commands of the README: `make lab` and `make test`.
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed

.PHONY: lab test bench lint install clean

$(PY):
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip

$(STAMP): $(PY) pyproject.toml
	$(PY) -m pip install --quiet -e '.[test,lab,dev,export]'
	touch $(STAMP)

install: $(STAMP)

lab: $(STAMP)
	$(PY) -m jupyterlab --notebook-dir=tutorials

test: $(STAMP)
	$(PY) -m ruff check fiveup_viz tests benchmarks
	$(PY) -m mypy
	$(PY) -m pytest -q -p no:cacheprovider tests $(wildcard tutorials/*.ipynb) \
	  --nbval --nbval-current-env --nbval-sanitize-with tests/nbval_sanitize.cfg

bench: $(STAMP)
	$(PY) -m pip install --quiet -e '.[bench]'
	$(PY) benchmarks/run.py

clean:
	rm -rf $(VENV) .pytest_cache .ruff_cache
