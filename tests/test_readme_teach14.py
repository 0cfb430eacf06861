"""Teacher trial 14, friction 8: the README's "Running the lessons' Python" paragraph was long,
mixed the teacher's steps with Node/npm details, and said "a student's page opened from disk
asks for your web address instead", which was hard to parse. It is now three numbered steps
(install with `[site]`, Node.js is there, serve or publish), and says plainly what a pupil's
page opened from a disk does: the page and its exercises work, and in place of the "Run this
lesson" link it asks the pupil to open the site at the web address the teacher gave."""

from __future__ import annotations

import re
from pathlib import Path

README = Path(__file__).resolve().parent.parent / "README.md"


def paragraph() -> str:
    text = README.read_text("utf-8")
    start = text.index("**Running the lessons' Python in the browser**")
    return text[start:text.index("\n## ", start)]


def test_running_the_lessons_python_is_three_numbered_steps() -> None:
    """Friction 8: steps 1, 2 and 3, in that order: install with `[site]`, Node.js, serve or
    publish (a web address, `python -m http.server` to try it)."""
    steps = re.findall(r"^(\d)\. (.*?)(?=^\d\. |^\n|\Z)", paragraph(), flags=re.M | re.S)
    assert [n for n, _ in steps] == ["1", "2", "3"], steps
    (_, install), (_, node), (_, serve) = steps
    assert "[site]" in install and "Node.js" in node and "nodejs.org" in node
    assert "Serve" in serve and "publish" in serve and "python -m http.server" in serve


def test_a_page_opened_from_disk_is_said_plainly() -> None:
    """Friction 8: no "asks for your web address instead"; what the pupil sees instead of the
    link, and that the teacher gives the address."""
    text = " ".join(paragraph().split())
    assert "asks for your web address instead" not in text
    assert "Give your pupils the site's web address" in text
    assert "in place of the \"Run this lesson\" link the page asks them to open the site" in text
