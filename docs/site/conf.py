"""Sphinx configuration of the course website (`make site`, scripts/website/build.py).

One configuration for the four parts of the site: the home page with the API reference, and
the course in each language. The build writes each part's sources with a `site.json` that says
which part it is (read by `fiveup_site`, the extension beside this file); the language comes
with `-D language=LANG`. Nothing here loads anything from the network.
"""

from __future__ import annotations

import hashlib
import os
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE.parent.parent))  # the package of this tree, for autodoc

project = "Exact 61 Five Up"
author = "fiveup_viz"
copyright = "fiveup_viz authors"
extensions = ["myst_nb", "sphinx.ext.autodoc", "fiveup_site"]
templates_path = ["_templates"]
html_static_path = ["_static"]
html_css_files = ["fiveup-site.css"]
html_theme = "furo"
html_theme_options = {"top_of_page_buttons": []}
html_show_sourcelink = False
html_copy_source = False
html_last_updated_fmt = None
exclude_patterns = ["site.json", "_contents"]  # _contents: jupyterlite-sphinx's copy

# The notebooks are shown with the outputs they were stored with: nothing runs at build time.
nb_execution_mode = "off"
nb_execution_cache_path = str(HERE.parent.parent / "build" / "site-jupyter-cache")  # not in the site
# No widget manager from a CDN: the lessons' widgets carry their own kernel-free copies.
nb_ipywidgets_js: dict[str, dict[str, str]] = {}
nb_output_stderr = "remove"
# `site:PATH` is a link to another part of the site (a rule book, a lesson in another language).
myst_url_schemes = {"http": None, "https": None, "mailto": None,
                    "site": {"url": "{{path}}", "title": "", "classes": ["fiveup-site-link"]}}
myst_heading_anchors = 3
suppress_warnings = ["myst.header"]

# JupyterLite (the home part only, when the build names a JupyterLite source folder in
# FIVEUP_SITE_LITE): built by jupyterlite-sphinx into `lite/`, the lessons under `LANG/`.
# fiveup_site drops the web font jupyterlite-sphinx adds from a CDN.
if os.environ.get("FIVEUP_SITE_LITE"):
    extensions.append("jupyterlite_sphinx")
    jupyterlite_dir = os.environ["FIVEUP_SITE_LITE"]
    # the courses, `content/LANG/` (jupyterlite-sphinx's --contents replaces the folder's own list)
    jupyterlite_contents = [str(Path(jupyterlite_dir) / "content" / "*")]
    jupyterlite_bind_ipynb_suffix = False
    jupyterlite_silence = True

# The site's words and the extension that writes them are part of every page: a change to them
# makes Sphinx write every page again (it does when an `html` setting changes), not only the
# pages whose sources changed.
html_context = {"fiveup_words": hashlib.sha256(b"".join(
    path.read_bytes() for path in sorted([*HERE.parent.parent.glob("fiveup_viz/locales/*/site.ftl"),
                                          HERE / "fiveup_site.py"]))).hexdigest()}

autodoc_default_options = {"members": True, "undoc-members": False, "show-inheritance": True}
autodoc_typehints = "description"
autodoc_member_order = "bysource"
