"""The fourth English rules reading (read14, issue 29): what a learner reads where a rule is
cited or drawn."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from fiveup_viz.explain.question import RULE
from fiveup_viz.pages.rulebook import RULE_KEYS, rule_lines, with_rule_lines
from tests.conftest import script

ROOT = Path(__file__).resolve().parents[1]
LANGS = ("en", "it", "fi")


def test_a_cited_rules_tooltip_states_its_point() -> None:
    """read14 I1: the tooltip of a cited rule quoted the rule book's first sentence, which often
    did not state the cited point (R5 "With 2 or 3 players, everyone plays alone." for
    "partners sit opposite"; R11 without "line sides first"; R13 cut mid-list; R14 ending on a
    colon; R25 without the differences; D2 about going out only). It is now the rule's one-line
    summary of lesson 00's rule map (rules.ftl), checked against RULES.md."""
    data = {"reason": "branch A of [4|4] is not a legal point yet (R11, R13); Ada 12 − 6 = 6 → 5 "
                      "raw (R25, R24); [3|5] has no half 4 (R9); Credit 0: no event (D2); "
                      "the opening [2|2] counts 4 (R14)"}
    lines = with_rule_lines(data, "en")["ruleLines"]
    assert lines["R11"] == "line sides first, then either branch"
    assert lines["R13"] == "legal points; two sockets are two moves"
    assert "differences to larger opponents" in lines["R25"]
    assert "a blocked group with credit 0 makes no event" in lines["D2"]
    assert "match a legal point" in lines["R9"]
    assert "counted ends" in lines["R14"] and not lines["R14"].endswith(":")
    for lang in LANGS:
        for rule, line in rule_lines(lang).items():
            assert line and not line.endswith(("…", ":")), (lang, rule, line)


def _cited() -> set[str]:
    """Every rule or decision number a user can read: the messages and the lessons."""
    texts = [p.read_text("utf-8") for lang in LANGS
             for p in (ROOT / "fiveup_viz" / "locales" / lang).glob("*.ftl")]
    texts += [p.read_text("utf-8") for p in (ROOT / "course").glob("*/*.md")]
    return {r for t in texts for r in RULE.findall(t)}


@pytest.mark.parametrize("lang", LANGS)
def test_every_cited_rule_has_a_summary(lang: str) -> None:
    """read14 I1: every R/D cited anywhere has its tooltip summary in every language
    (rules.ftl `rule-R1` … `rule-D8`), and no other."""
    cited = _cited()
    known = {key.removeprefix("rule-") for key in RULE_KEYS}
    assert cited - {"R0"} <= known, sorted(cited - known)
    assert set(rule_lines(lang)) == known
    ids = re.findall(r"^(rule-[RD]\d+) =", (ROOT / "fiveup_viz" / "locales" / lang / "rules.ftl")
                     .read_text("utf-8"), re.M)
    assert ids == list(RULE_KEYS)


def test_the_summaries_ship_and_the_course_reads_them() -> None:
    """read14 I1: the summaries are shipped (the wheel's `locales/*/*.ftl`, so `fiveup-viz site`
    has them) and lesson 00's rule map reads them: the course sources keep no `%% rule`."""
    assert '"locales/*/*.ftl"' in (ROOT / "pyproject.toml").read_text("utf-8")
    for lang in LANGS:
        assert "%% rule" not in (ROOT / "course" / "00" / f"{lang}.md").read_text("utf-8")
    course = script("course")
    lessons = course.read_lessons()
    for lang in LANGS:
        table = course.rule_map(lang, lessons)
        row = next(line for line in table.splitlines() if line.startswith("| R11 |"))
        assert row.startswith(f"| R11 | {rule_lines(lang)['R11']} |"), row


def test_a_placement_brings_the_score_to_305_and_a_tie_names_players() -> None:
    """read14 S3: "Ada's placement reaches exactly 305 raw": a placement does not reach a score,
    the side's score does (R3, D6); now "brings the score to exactly 305 raw", as the Italian
    and Finnish already say. S4: "shared by opposing sides (Bea and Cai)" named two players as
    sides (R27: a side is a player or a partnership); now the players "play on opposing sides"."""
    from fiveup_viz.words.messages import text

    assert text("en", "ui", "end-target", name="Ada") == (
        "Ada's placement brings the score to exactly 305 raw: the game ends, with no "
        "end-of-hand count")
    assert text("en", "ui", "sum-target", name="Ada") == (
        "Ada's placement brought the score to exactly 305 raw")
    assert text("en", "ui", "winner-tie", low=10, holders="Bea and Cai") == (
        "The lowest sum, 10 pips, is held by Bea and Cai, who play on opposing sides: the hand "
        "is a tie")


def test_the_going_out_box_points_to_the_going_out_section() -> None:
    """read14 S5: the cheat sheet's "Going out" box said its credit "joins the going-out event
    below", but the printed formula is in the other column; it now names the section (R21-R23),
    in every language."""
    from fiveup_viz.pages.cheatsheet import TEXT

    for lang in LANGS:
        out, title = TEXT[lang]["out"], TEXT[lang]["out-title"]
        assert title.split(" (")[0] in out, (lang, out)
        assert not any(w in out for w in ("below", "qui sotto", "alla olevaan")), (lang, out)


def test_the_seating_tooltip_says_partners_sit_opposite() -> None:
    """read14 I1 (R5): "Partners sit opposite each other, so Cai is Ada's partner (R5)" had the
    tooltip "With 2 or 3 players, everyone plays alone."; R5's summary now says partners sit
    opposite (RULES.md R5), in every language."""
    said = {"reason": "Partners sit opposite each other, so Cai is Ada's partner (R5)"}
    assert "partners opposite" in with_rule_lines(said, "en")["ruleLines"]["R5"]
    assert "di fronte" in with_rule_lines(said, "it")["ruleLines"]["R5"]
    assert "vastakkain" in with_rule_lines(said, "fi")["ruleLines"]["R5"]
