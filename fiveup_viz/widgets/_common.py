"""Shared pieces of the widgets: a controller's bundle.

The HTML pieces (escaped text, the score table, the event log, the drawings' sizes) live in
`fiveup_viz.pages.panels`, below the widgets; those the viewers, the explorer and the exercises
use are named here too. Saving a record is `fiveup_viz.pages.saving`'s alone.
"""

from __future__ import annotations

from typing import Any

from fiveup_viz.pages.panels import BOX as BOX
from fiveup_viz.pages.panels import FONT as FONT
from fiveup_viz.pages.panels import MUTED as MUTED
from fiveup_viz.pages.panels import _responsive as _responsive
from fiveup_viz.pages.panels import caption_lines as caption_lines
from fiveup_viz.pages.panels import div as div
from fiveup_viz.pages.panels import esc as esc
from fiveup_viz.pages.panels import frame_of as frame_of
from fiveup_viz.pages.panels import grow_frame as grow_frame
from fiveup_viz.pages.panels import layout_svg as layout_svg
from fiveup_viz.pages.panels import sentence as sentence


def mimebundle(owner: Any, **kwargs: Any) -> dict[str, Any] | None:
    """The root widget's bundle with a short text/plain and a static picture (text/html)."""
    from fiveup_viz.widgets._static import static_bundle

    bundle = owner.widget._repr_mimebundle_(**kwargs)
    if isinstance(bundle, dict) and "text/plain" in bundle:
        bundle = static_bundle(owner, bundle)
    return bundle  # type: ignore[no-any-return]
