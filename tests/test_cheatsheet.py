"""The one-page cheat sheet (assets/<lang>/cheat-sheet.html): up to date, in en/it/fi, its
rounding table and example from the engine, and one printed page on A4 and on Letter."""

from __future__ import annotations

import html
import itertools
import re
from pathlib import Path

import pytest

from fiveup_viz import Layout
from fiveup_viz.explain.wording import sum_text
from fiveup_viz.pages import cheatsheet, diagrams
from fiveup_viz.rules.scoring import TARGET

ASSETS = Path(__file__).resolve().parents[1] / "assets"
LANGS = ("en", "it", "fi")


def r24(total: int) -> int:
    rem = total % 5
    return total - rem if rem <= 2 else total + 5 - rem


@pytest.mark.parametrize("lang", LANGS)
def test_committed_cheat_sheet_is_up_to_date(lang: str, tmp_path: Path) -> None:
    """`fiveup-viz diagrams --out assets` writes it; any drift means regenerate and commit."""
    (path,) = diagrams.write_pages(tmp_path, cheatsheet.FILE_NAME, cheatsheet.page, langs=[lang])
    committed = ASSETS / lang / cheatsheet.FILE_NAME
    assert committed.read_text(encoding="utf-8") == path.read_text(encoding="utf-8"), \
        "run `fiveup-viz diagrams --out assets`"


@pytest.mark.parametrize("lang", LANGS)
def test_sheet_holds_every_part(lang: str) -> None:
    page = cheatsheet.page(lang)
    for cls in ("setup", "turn", "counts", "rounding", "going-out", "blocked", "target"):
        assert f'<section class="{cls}">' in page
    assert page.count('class="node ') == 16 and "<polygon" in page  # the flowchart
    for rule in ("R5", "R6", "R7", "R9", "R14", "R16", "R17", "R18", "R19", "R20", "R23", "R24",
                 "R21", "R25", "D8"):
        assert rule in page
    assert f"{TARGET}" in page and "61" in page
    assert "<script" not in page and "http" not in page.replace("http://www.w3.org", "")
    assert "@page" in page


def test_languages_differ_and_have_the_same_phrases() -> None:
    assert set(cheatsheet.TEXT["en"]) == set(cheatsheet.TEXT["it"]) == set(cheatsheet.TEXT["fi"])
    pages = {lang: cheatsheet.page(lang) for lang in LANGS}
    assert "Rounding" in pages["en"] and "Arrotondare" in pages["it"] and "Pyöristys" in pages["fi"]


def test_rounding_table_follows_r24() -> None:
    rows = cheatsheet.rounding_rows()
    assert {s % 10 for s, _ in rows} == set(range(10))  # every remainder appears
    assert all(r == r24(s) for s, r in rows)
    page = cheatsheet.page("en")
    cells = re.findall(r"<td><b>(\d+)</b></td>", page)
    assert [int(c) for c in cells] == [r for _, r in rows]


def test_example_caption_matches_the_engine() -> None:
    """R14, R15: the sheet's sentence about its picture is what the engine counts."""
    lay = Layout.from_moves(list(cheatsheet.EXAMPLE))
    assert sum_text(lay) == "2 + 5 + 3 = 10" and lay.credit() == 10
    assert "2 + 5 + 3 = 10" in cheatsheet.TEXT["en"]["counts.pic"]
    assert all("2 + 5 + 3 = 10" in t["counts.pic"] for t in cheatsheet.TEXT.values())


def test_unknown_language() -> None:
    with pytest.raises(ValueError, match="unknown language"):
        cheatsheet.page("de")


# -- the flowchart read as a reader follows it: boxes, the arrows between them, their yes/no ----
def _flow(lang: str) -> tuple[dict[str, str], set[tuple[str, str, str]]]:
    """(each box's message key -> its text, the arrows as (from key, to key, yes/no/"") ):
    a box is known by its words, an arrow by the boxes its two ends touch."""
    svg = cheatsheet.flowchart(lang)
    words = {v: k for k, v in cheatsheet.TEXT[lang].items()}
    boxes: list[tuple[str, float, float, float, float]] = []
    for m in re.finditer(r'<g class="node \w+"><rect x="([\d.]+)" y="([\d.]+)" width="([\d.]+)" '
                         r'height="([\d.]+)"[^>]*/>(.*?)</g>', svg):
        text = " ".join(html.unescape(t) for t in re.findall(r">([^<]+)</text>", m.group(5)))
        x, y, w, h = (float(g) for g in m.groups()[:4])
        boxes.append((words[text], x, y, w, h))

    def touching(px: float, py: float) -> str:
        (key,) = [k for k, x, y, w, h in boxes
                  if x - 1 <= px <= x + w + 1 and y - 1 <= py <= y + h + 1]
        return key

    labels = [(float(x), float(y), html.unescape(t)) for x, y, t in re.findall(
        r'<text x="([\d.]+)" y="([\d.]+)" font-size="9.5" font-style="italic"[^>]*>([^<]+)</text>', svg)]
    arrows = []
    for pts in re.findall(r'<polyline points="([^"]+)"', svg):
        xy = [tuple(float(v) for v in p.split(",")) for p in pts.split()]
        arrows.append((xy[0], touching(*xy[0]), touching(*xy[-1])))
    said: dict[int, str] = {}
    for lx, ly, text in labels:  # a yes/no belongs to the arrow that starts nearest to it
        nearest = min(range(len(arrows)), key=lambda i: abs(arrows[i][0][0] - lx)
                      + abs(arrows[i][0][1] - ly))
        said[nearest] = text
    yes_no = {cheatsheet.TEXT[lang][k]: k for k in ("yes", "no", "drawn-fits", "drawn-none")}
    edges = {(a, b, yes_no[said[i]] if i in said else "") for i, (_, a, b) in enumerate(arrows)}
    return {k: cheatsheet.TEXT[lang][k] for k, *_ in boxes}, edges


@pytest.mark.parametrize("lang", LANGS)
def test_flowchart_opens_places_then_scores_a_last_tile_only_in_the_going_out_event(lang: str) -> None:
    """en-rules-review M1, G6, fi-review #11: the turn starts with the opening (R9: the leader
    opens with any tile); a placement asks "was it your last tile?" before it is scored: a
    last tile's credit joins the going-out event (R23, D6), any other credit is an event of
    its own with the target check (R2, R16); the drawn tile that fits is placed (R18), one
    that does not fit is kept (R18, G1); you must place even if the points would be thrown
    away (R17, G2)."""
    boxes, edges = _flow(lang)
    assert edges == {
        ("start", "lead", ""),
        ("lead", "open", "yes"), ("lead", "can", "no"),
        ("open", "last", ""),  # an opening is never a last tile (R6: 5 tiles each)
        ("can", "place", "yes"), ("can", "empty", "no"),
        ("place", "last", ""),
        ("last", "out", "yes"), ("last", "add", "no"),
        ("add", "exact", ""), ("exact", "next", "no"), ("exact", "win", "yes"),
        ("empty", "draw", "no"), ("empty", "anyone", "yes"),
        # the drawing box's exits say why (read12-fi F11): a drawn tile fits (R18), the
        # boneyard ran out (R19)
        ("draw", "place", "drawn-fits"), ("draw", "anyone", "drawn-none"),
        ("anyone", "pass", "yes"), ("anyone", "blocked", "no"),
        ("pass", "next", ""),
    }
    assert "R9" in boxes["open"] and "R17" in boxes["place"]
    assert "R23" in boxes["out"] and "R14" in boxes["add"]
    assert all(r in boxes["add"] for r in ("R2", "R15", "R16"))
    assert "R18" in boxes["draw"]
    if lang == "en":
        assert "joins the going-out event" in boxes["out"]
        assert "even if its points would be discarded" in boxes["place"]
        assert "keep it" in boxes["draw"] and "any tile you hold" in boxes["open"]


@pytest.mark.parametrize("lang", LANGS)
def test_sheet_says_how_players_sit_deal_and_draw_the_first_leader(lang: str) -> None:
    """en-rules-review G6: seating (partners opposite, one score, R5), the deal (5 tiles each,
    the rest the boneyard, R6) and the first leader's random draw (R7) are on the sheet."""
    page = cheatsheet.page(lang)
    setup = re.search(r'<section class="setup">(.*?)</section>', page).group(1)
    for rule in ("(R5)", "R6", "(R7)"):
        assert rule in setup
    if lang == "en":
        assert "partners sit opposite each other and share one score" in setup
        assert "deal 5 to each player" in setup and "Draw at random for the first leader" in setup


@pytest.mark.parametrize("lang", LANGS)
def test_sheet_says_the_lead_passes_on_even_when_the_going_out_event_is_discarded(lang: str) -> None:
    """Fresh English rules reading (issue 29, imprecise 2): the player who went out leads the
    next hand even when the going-out event was discarded by the target check (R2, R8); the
    going-out section says so, citing both rules."""
    page = cheatsheet.page(lang)
    out = html.unescape(re.search(r'<section class="going-out">(.*?)</section>', page, re.S)
                        .group(1))
    said = {"en": "leads the next hand, even when the going-out event was discarded (R2, R8)",
            "it": "apre la mano successiva, anche quando il suo evento viene scartato (R2, R8)",
            "fi": "aloittaa seuraavan kierroksen, vaikka käden tyhjennyksen pistetapahtuma "
                  "olisi hylätty (R2, R8)"}
    assert said[lang] in out


def test_sheet_says_whose_score_the_target_check_reads() -> None:
    """Fresh English rules reading (issue 29, style 6): an event is discarded when it would take
    its receiver, a player or a partnership, above 305 raw (R2, R5: partners share one score),
    and an accepted event bringing that side to exactly 305 wins (R3), not only "you"."""
    target = html.unescape(re.search(r'<section class="target">(.*?)</section>',
                                     cheatsheet.page("en"), re.S).group(1))
    assert f"would take your side (you, or your partnership) above {TARGET} raw" in target
    assert f"brings your side to exactly {TARGET} raw wins at once" in target


def test_italian_sheet_says_the_target_check_reads_a_player_or_a_partnership() -> None:
    """Issue 29 native Italian reading (nat11-it): «un evento che porterebbe te, o la tua coppia,
    oltre 305 grezzi» addressed the reader, though the receiver of an event may be anyone; the
    seed's own words say whose score is read: «Un accredito che porterebbe un giocatore o una
    coppia oltre 61 viene scartato» (R2, R5)."""
    target = html.unescape(re.search(r'<section class="target">(.*?)</section>',
                                     cheatsheet.page("it"), re.S).group(1))
    assert f"porterebbe un giocatore o una coppia oltre {TARGET} grezzi si scarta" in target
    assert "porterebbe te" not in target


@pytest.mark.parametrize("lang", LANGS)
def test_flowchart_leaves_the_turn_on_a_blocked_hand_and_on_exactly_305(lang: str) -> None:
    """read14 I2: "A turn" had one arrow out of the pass box, to the next player, though a
    hand nobody can play on is blocked and scored at once, with no pass (R20, D5), and no exit
    at all for an event that brings a side to exactly 305 raw, which ends the game at once,
    even in mid-hand (R3, D6). Both are now labelled exits of their own, in every language."""
    boxes, edges = _flow(lang)
    assert ("anyone", "blocked", "no") in edges and ("anyone", "pass", "yes") in edges
    assert ("exact", "win", "yes") in edges and ("exact", "next", "no") in edges
    assert not any(a in ("blocked", "win") for a, _, _ in edges)  # the turn ends there
    assert "R20" in boxes["blocked"] and "D5" in boxes["blocked"] and "R25" in boxes["blocked"]
    assert "R3" in boxes["win"] and "D6" in boxes["win"] and "305" in boxes["exact"]
    assert "blocked" not in boxes["pass"].lower()
    if lang == "en":
        assert boxes["blocked"].startswith("The hand is blocked: nobody passes")
        assert boxes["win"].startswith("Your side wins at once")


# -- the flowchart's arrows as drawn: none crosses another or runs beside it ---------------------
CLEAR_PX = 6.0  # the least gap between two arrows' lines, and between two arrowheads' tips


def _segments(svg: str) -> list[list[tuple[tuple[float, float], tuple[float, float]]]]:
    """Each arrow's straight pieces, in drawing order."""
    out = []
    for pts in re.findall(r'<polyline points="([^"]+)"', svg):
        xy = [(float(a), float(b)) for a, b in (p.split(",") for p in pts.split())]
        out.append(list(itertools.pairwise(xy)))
    return out


def _gap(a: tuple[tuple[float, float], tuple[float, float]],
         b: tuple[tuple[float, float], tuple[float, float]]) -> float:
    """The least distance between two axis-parallel segments (0 if they cross or touch)."""
    (ax0, ay0), (ax1, ay1) = a
    (bx0, by0), (bx1, by1) = b
    dx = max(0.0, max(min(ax0, ax1), min(bx0, bx1)) - min(max(ax0, ax1), max(bx0, bx1)))
    dy = max(0.0, max(min(ay0, ay1), min(by0, by1)) - min(max(ay0, ay1), max(by0, by1)))
    return float((dx * dx + dy * dy) ** 0.5)


@pytest.mark.parametrize("lang", LANGS)
def test_flowchart_arrows_neither_cross_nor_run_side_by_side(lang: str) -> None:
    """read16-en S1 (R20/D5 against R14-R16): the arrow "Was it your last tile? -> no" (to "Add
    up the counted ends") and the arrow "Can any player still place a tile? -> no" (to "The
    hand is blocked") ran 3-4 px apart down the gap between the columns, crossed near their
    ends, and their heads met at almost one spot, so a reader could follow the wrong one. Now
    every two arrows keep a clear gap, none crosses another, and no two heads share a spot;
    two arrows may only join into one head on the box they both enter (the two ways into
    "Place it": a legal point of yours, a drawn tile that fits)."""
    arrows = _segments(cheatsheet.flowchart(lang))
    ends = [segs[-1][1] for segs in arrows]
    for i, j in itertools.combinations(range(len(arrows)), 2):
        if ends[i] == ends[j]:  # a join: they may share their last stretch into one head
            continue
        tips = abs(ends[i][0] - ends[j][0]) + abs(ends[i][1] - ends[j][1])
        assert tips >= 4 * CLEAR_PX, (lang, i, j, "heads", ends[i], ends[j])
        for a in arrows[i]:
            for b in arrows[j]:
                assert _gap(a, b) >= CLEAR_PX, (lang, i, j, a, b)
