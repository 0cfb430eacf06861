"""What a native Italian and Finnish reader (task nat12, issue 29) found in the two new help
lines of `fiveup-viz html --help` (opt-page-projector, opt-record-or-example): each test names
its finding and reads the help as a teacher gets it on the terminal."""

from __future__ import annotations

import pytest

from fiveup_viz.cli.main import main


def projector_help(capsys: pytest.CaptureFixture[str], lang: str) -> str:
    """The --projector line of `html --help` in `lang`, on one line."""
    assert main(["html", "--help", "--lang", lang]) == 0
    said = " ".join(capsys.readouterr().out.split())
    return said.split("--projector ", 1)[1]  # the usage line has "[--projector]"


def test_1_italian_calls_the_page_s_link_a_link(capsys: pytest.CaptureFixture[str]) -> None:
    """Finding 1 (glossary: one term per thing): «un collegamento che finisce con
    '&projector=1'» used the socket's word (R11, «collegamento») for the page's link; the
    page's links are «link», as `--hand`'s help says («la pagina e i suoi link»)."""
    said = projector_help(capsys, "it")
    assert "un link che finisce con '&projector=1'" in said, said
    assert "collegamento" not in said


@pytest.mark.parametrize("lang, back", [("it", "con '&projector=0' si torna ai caratteri normali"),
                                        ("fi", "'&projector=0' palauttaa tavallisen tekstikoon")])
def test_2_projector_0_says_what_it_brings_back(capsys: pytest.CaptureFixture[str], lang: str,
                                                back: str) -> None:
    """Finding 2: «'&projector=0' lo disattiva» and «'&projector=0' poistaa sen käytöstä» turned
    off a pronoun whose nearest noun is the link («collegamento», «linkki»); the clause names
    the normal text that the parameter brings back."""
    said = projector_help(capsys, lang)
    assert back in said, said
    assert "lo disattiva" not in said and "poistaa sen käytöstä" not in said


def test_3_finnish_says_the_page_opens_in_large_text(capsys: pytest.CaptureFixture[str]) -> None:
    """Finding 3: «avaa sivun suurella tekstillä» was a third-person verb with an object, unlike
    the other help lines (imperatives, nouns); the option makes the page open so, as `--hand`'s
    help says it («sivu avautuu»), and «projektorilta takariviltäkin» stacked two ablatives."""
    said = projector_help(capsys, "fi")
    assert said.startswith("sivu avautuu suurella tekstikoolla projektoria varten"), said
    assert "takarivissäkin istuvat voivat lukea sen" in said
