"""A native Finnish reading of the `table` command's words and lesson 11's viewer paragraph
(task nat14-fi): each test names the message it read, the rule it concerns, and what a teacher
or a pupil now reads."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from fiveup_viz.cli.main import main
from fiveup_viz.pages.lessons import BLANK_LINE
from tests.conftest import script

ROOT = Path(__file__).resolve().parents[1]




def _help(capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> str:
    monkeypatch.setenv("COLUMNS", "400")
    try:
        assert main(["table", "--help", "--lang", "fi"]) == 0
    except SystemExit as done:
        assert not done.code
    return " ".join(capsys.readouterr().out.split())


def _error(argv: list[str], capsys: pytest.CaptureFixture[str]) -> str:
    try:
        code = main(argv)
    except SystemExit as done:
        code = done.code  # type: ignore[assignment]
    assert code
    return " ".join(capsys.readouterr().err.split())


def test_table_help_calls_the_notebook_muistikirja(
        capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    """cli `table`, `opt-table-dir`, `opt-table-lang`: the notebook was «muistio» (a memo, a
    note pad) here only; the glossary's word, and lessons 00 and 12, say «muistikirja»."""
    said = _help(capsys, monkeypatch)
    assert "kirjoita kansioon muistikirja, jossa on luokan pelipöytä" in said
    assert "kansio, johon muistikirja table.ipynb kirjoitetaan" in said
    assert "pöydän ja muistikirjan kieli:" in said
    assert "muistio" not in said


def test_table_help_says_the_class_plays_as_one_player(
        capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    """cli `table`, `opt-class-seat` (R5): «luokka pelaa yhdellä paikalla» reads "the class
    plays standing in one spot", and «luokan paikka» "where the class is"; the class plays as
    one player, at its seat (the seed's «pelaajapaikka»)."""
    said = _help(capsys, monkeypatch)
    assert "luokka pelaa yhtenä pelaajana botteja vastaan" in said
    assert "luokan pelaajapaikka, numeroituna 1:stä alkaen (oletus 1)" in said
    assert "yhdellä paikalla" not in said


def test_table_help_players_names_and_projector_read_naturally(
        capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    """cli `opt-table-players`, `opt-names`, `opt-projector` (R5): «yksi kutakin
    --names-nimeä kohden» was word-for-word; «nimettömät paikat saavat pöydän oman nimen» said
    the seats get the table's (one) name; «luokalle projektorin ääressä» put the class beside
    the projector."""
    said = _help(capsys, monkeypatch)
    assert "(R5; oletus: yhtä monta kuin --names antaa nimiä, muuten 2)" in said
    assert "paikat, joille ei anneta nimeä, saavat pöydän omat oletusnimet" in said
    assert "suuret laatat ja teksti, kun pöytä näytetään luokalle projektorilla" in said
    assert "pöydän oman nimen" not in said and "ääressä" not in said


def test_table_names_error_asks_for_a_larger_players_value(
        tmp_path: Path, started: list[list[str]], capsys: pytest.CaptureFixture[str]) -> None:
    """errors `cli-table-names` (R5): «anna … tai suurempi --players» put an adjective on an
    option's name; the fix is to raise --players' value."""
    said = _error(["table", str(tmp_path / "t"), "--players", "2", "--names", "A,B,C",
                   "--lang", "fi", "--no-browser"], capsys)
    assert ("--names antaa 3 nimeä, mutta pöydässä on 2 paikkaa: anna enintään yksi nimi "
            "paikkaa kohden tai kasvata --players-arvoa") in said
    assert not started


def test_lesson_11_viewer_intro_names_whose_score_and_contrasts_without_taas() -> None:
    """Lesson 11 `viewer-intro` (R3, D6): «Jos asetus nostaa pistemäärän» named no side and
    used «nostaa», the word for drawing from the boneyard; «Jos peli taas päättyy» reads as
    "if the game ends again". Now a placement «vie jonkin osapuolen pistemäärän» to 305 raw,
    and the other ending is introduced with «sen sijaan»."""
    prose = script("course").read_prose(ROOT / "course" / "11" / "fi.md")  # type: ignore[attr-defined]
    said = " ".join(prose.md["viewer-intro"].split())
    assert ("Jos asetus vie jonkin osapuolen pistemäärän täsmälleen 305 raakapisteeseen ennen "
            "kierroksen loppua, peli päättyy siihen (R3, D6)") in said
    assert ("Jos peli sen sijaan päättyy käden tyhjennykseen tai tukkeutuneeseen kierrokseen, "
            "Seuraava näyttää loppupisteytyksen, joka päättää pelin.") in said
    assert "nostaa pistemäärän" not in said and "peli taas" not in said


def test_table_notebook_markdown_unchanged_in_finnish(
        tmp_path: Path, started: list[list[str]]) -> None:
    """cli `table-notebook`: the notebook's one markdown line names the menu as it is on screen
    (JupyterLab's menus are English at the table), the Finnish only as a gloss (teach32
    friction 4, which replaced the course's «**Run › Run All Cells** (Suorita › Suorita kaikki
    solut)» here)."""
    folder = tmp_path / "t"
    assert main(["table", str(folder), "--names", "A,B", "--lang", "fi", "--no-browser"]) == 0
    cells = json.loads((folder / "table.ipynb").read_text(encoding="utf-8"))["cells"]
    first = "".join(cells[0]["source"]).removeprefix(BLANK_LINE).split("\n\n")[0]
    assert first == ("Käynnistä pöytä valitsemalla valikosta **Run** kohta **Run All Cells** "
                     "(suomeksi: Suorita kaikki solut).")

