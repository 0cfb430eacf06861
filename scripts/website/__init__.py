"""`make site`: the course as a static website with JupyterLite (`build.py`, `lite.py`).

Imported as `scripts.website` with the repository's root on `sys.path` (the scripts put it
there when run by path); the folder is not called `site`, which would hide Python's own module.
"""
