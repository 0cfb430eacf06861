# The two commands of the README: `make lab` and `make test`.
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed

.PHONY: lab lab-reset test test-all test-quick test-unit bench lint install clean course artefacts site specimen

$(PY):
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip

$(STAMP): $(PY) pyproject.toml
	$(PY) -m pip install --quiet -e '.[test,lab,dev,export,site]'
	touch $(STAMP)

install: $(STAMP)

# JupyterLab on a working copy of the course (my-lessons/, ignored by git), on the index
# lesson at http://localhost:$(LAB_PORT)/lab; works as root too. Ctrl+C stops it.
# COURSE=en, it or fi opens that course (default: the locale's language, else English).
LAB_DIR ?= my-lessons
LAB_PORT ?= 8888
LAB_ARGS ?=
COURSE ?=

# The same as `fiveup-viz lab` from an installed wheel (fiveup_viz/pages/lessons.py).
lab: $(STAMP)
	$(PY) -m fiveup_viz lab $(LAB_DIR) --port $(LAB_PORT) $(if $(COURSE),--lang $(COURSE)) $(LAB_ARGS)

# Put the working copy back as the course ships (a learner's changes are lost).
lab-reset: $(STAMP)
	$(PY) -m fiveup_viz lessons $(LAB_DIR) --reset

# `make test`: the checks (lint, types, `lint-imports` over the layers contract of
# pyproject.toml) beside one pytest run of everything: the unit tests, the slow and browser
# tests (the sites, the wheel, JupyterLab) and every lesson notebook under nbval, on
# TEST_WORKERS workers, more than the two cores as the slow tests mostly wait on servers and
# browsers. `--dist loadgroup`: the tests that share a server, a venv or a notebook's kernel
# share a worker; the longest group is handed out first, the dearest of each turn before the
# cheaper ones, and the many short unit tests last, so that both cores stay busy to the end
# (tests/conftest.py: `_turn`, `COST`). `make test-quick`: the checks beside
# the unit tests alone, on two workers.
TEST_WORKERS ?= 4
# Python keeps the bytecode it compiles (some machines set PYTHONDONTWRITEBYTECODE=1): each
# worker, kernel and command of the run then reads the package's and the tests' compiled
# modules instead of compiling them again (collecting the tests: 3.5 CPU-s instead of 7.9).
# __pycache__ is ignored by git.
test test-all test-quick test-unit: export PYTHONDONTWRITEBYTECODE :=
NBVAL := --nbval --nbval-current-env --nbval-sanitize-with tests/nbval_sanitize.cfg

test: $(STAMP)
	$(MAKE) --no-print-directory -j2 lint test-all

test-all: $(STAMP)
	$(PY) -m pytest -q -p no:cacheprovider -n $(TEST_WORKERS) --dist loadgroup --no-loadscope-reorder \
	  tests $(wildcard tutorials/*/*.ipynb) $(NBVAL)

test-quick: $(STAMP)
	$(MAKE) --no-print-directory -j2 lint test-unit

test-unit: $(STAMP)
	$(PY) -m pytest -q -p no:cacheprovider -n 2 -m "not slow and not browser" tests

lint: $(STAMP)
	$(PY) -m ruff check fiveup_viz tests benchmarks
	$(PY) -m mypy
	$(VENV)/bin/lint-imports --no-cache

# Rebuild the three courses (tutorials/en, it, fi) from course/ and run what changed.
course: $(STAMP)
	$(PY) scripts/course.py

# The specimen book (build/specimen/{en,it,fi}.html): every message rendered with every kind of
# value it can receive, for native readers to read whole (fiveup_viz/pages/specimen.py).
specimen: $(STAMP)
	$(PY) scripts/specimen.py --out build/specimen

# Regenerate every stored artefact from its source, in order: the pseudo-locale from the English
# messages, the diagrams, rule books and cheat sheets (assets/), then the courses, every notebook
# executed again (a message change alters outputs of lessons whose cells did not change).
# Tests catch drift.
artefacts: $(STAMP)
	$(PY) scripts/pseudo_locale.py
	$(PY) -m fiveup_viz diagrams --out assets --lang all
	$(PY) scripts/course.py --no-execute
	$(PY) scripts/execute_tutorials.py

# The course as a static website in build/site/ (ignored by git): `fiveup-viz site build/site`,
# JupyterLite included (the `site` extra; downloads cached in build/cache/): open build/site/index.html,
# or serve the folder (python -m http.server -d build/site) for the JupyterLite part. Nothing in
# it is fetched from the network when it is read (the first build downloads Pyodide's core and
# the kernel's wheels into build/cache/). SITE_ARGS=--no-lite leaves JupyterLite out.
SITE_ARGS ?=

site: $(STAMP)
	$(PY) scripts/website/build.py $(SITE_ARGS)

bench: $(STAMP)
	$(PY) -m pip install --quiet -e '.[bench]'
	$(PY) benchmarks/run.py

clean:
	rm -rf $(VENV) .pytest_cache .ruff_cache
