"""What the second fresh Italian reading of session 38 (read12-it: generated text 8.5/10, lessons
8.5/10) and the shared findings of read12-en and read12-fi asked of the Italian text, fixed by
fix13-it. Each test names its finding and the rule, and reads the words as a learner gets them:
a coach's hint, a lesson's cell (`course/NN/it.md`, the source of the notebooks), `--help`, an
example's header, the game page's status line and top bar, an exercise's answer, the cheat sheet."""

from __future__ import annotations

import re
from pathlib import Path
from typing import TYPE_CHECKING

import pytest

if TYPE_CHECKING:
    from playwright.sync_api import Page

from fiveup_viz.cli.main import main
from fiveup_viz.pages.panels import GamePanels, Stop
from fiveup_viz.rules import examples
from fiveup_viz.rules.coach import hint
from fiveup_viz.words.messages import text
from tests.helpers import lesson_cell

from .helpers import position

COURSE = Path(__file__).resolve().parent.parent / "course"


def _plain(html: str) -> str:
    return re.sub(r"\s+", " ", re.sub(r"<[^>]+>", " ", html)).strip()


def _cell(lesson: str, cell: str) -> str:
    return lesson_cell(lesson, "it", cell)


# -- Two moves, one choice (read12-en I1, read12-it #13; R11, R13) ------------------------------

def test_the_hint_says_twin_moves_are_two_moves_ranked_as_one_choice_r13() -> None:
    """read12-it #13 / en I1 (R11, R13): the same tile on the twin sockets of a double is two
    moves (R13) that the coach ranks as one choice (R11, `rules/choices.py`). The hint said
    «due mosse ugualmente buone»; it now says how the coach ranks them."""
    from fiveup_viz.pages.review import hint_text

    game = position(2, [["[1|3]", "[5|6]"], ["[0|0]", "[2|4]"]], moves=["[1|1]"],
                    boneyard=["[4|4]"])
    said = hint_text(hint(game, budget_ms=300)[0], "it")
    assert said.startswith("[1|3] sul lato lineare A o sul lato lineare B di [1|1], due mosse "
                           "che il coach classifica come una sola scelta: "), said


def test_lesson_16_says_twin_moves_are_two_moves_ranked_as_one_choice_r13() -> None:
    """read12-it #13 / en I1 (R13): lesson 16 called the same tile on branch A or branch B of an
    unstarted double «una sola scelta» and, in the same breath, «le due mosse». They are two
    moves (R13) that the coach ranks as one choice: the same position with the sides swapped."""
    cell = " ".join((COURSE / "16" / "it.md").read_text(encoding="utf-8").split())
    assert "è una sola scelta" not in cell
    # fix18 item 6: split into shorter sentences, the same facts
    assert "di una doppia da sola, fai due mosse diverse (R13)" in cell, cell
    assert ("Lo stesso vale per il ramo A e il ramo B di una doppia senza rami iniziati (R11 "
            "permette di iniziare per primo l'uno o l'altro)") in cell, cell
    assert "Il coach classifica ogni coppia di mosse come una sola scelta" in cell, cell


# -- Blocked-hand advice (read12-en I3; R24, R25) ---------------------------------------------

@pytest.mark.parametrize(("lesson", "cell"), [("13", "shed"), ("16", "thumb")])
def test_blocked_hand_advice_adds_the_differences_and_rounds_once_r25(lesson: str,
                                                                       cell: str) -> None:
    """read12-en I3 (R25, R24), the Italian the same: «ogni gruppo avversario più leggero riceve
    la differenza» said each lighter group collects the difference; it adds its differences to
    every larger opposing group and rounds the total once, so 1 or 2 alone gives nothing."""
    said = _cell(lesson, cell)
    assert "più leggero riceve la differenza" not in said
    assert "più leggero del tuo riceve la differenza" not in said
    assert "aggiunge la differenza con il tuo alle sue altre differenze" in said, said
    assert "il totale si arrotonda una sola volta (R25, R24" in said.replace("Il totale", "il totale")
    assert "una differenza di 1 o 2, da sola, non dà nulla" in said, said


# -- Rounding to the nearest multiple of 5 (read12-en I4, read12-fi F8; R24) -------------------

def test_worksheet_help_rounds_to_the_nearest_multiple_r24(
        capsys: pytest.CaptureFixture[str]) -> None:
    """read12-en I4 (R24), the Italian the same: `worksheet --help` said «round, una somma di
    puntini arrotondata a un multiplo di 5», leaving out «più vicino», the rule's content."""
    assert main(["worksheet", "--help", "--lang", "it"]) == 0
    out = " ".join(capsys.readouterr().out.split())
    assert "arrotondata al multiplo di 5 più vicino" in out, out
    assert "arrotondata a un multiplo di 5" not in out


# -- read12-it #2-#5 ------------------------------------------------------------------------

def test_2_the_blocked_tie_header_names_who_produces_no_event_r25() -> None:
    """read12-it #2 (R25, D2): blocked-tie's page header (and lesson 08) said «…quindi non
    producono nessun evento», a verb without a subject; it names Cai's and Ada's groups. The
    record keeps its description too, so the page shows the message, not an older copy."""
    said = examples.heading(examples.load("blocked-tie"), "it")[1] or ""
    assert said == text("it", "examples", "description-blocked-tie")
    assert "quindi i gruppi di Cai e di Ada non producono nessun evento (R25, R26, D2)" in said
    assert "più puntini, quindi non producono" not in said


#: The count's position, in the same order on the top bar and in the status panel.
WHERE = re.compile(r"conteggio di fine mano, passo (\d+) di \1")


def test_3_the_status_panel_says_the_count_step_like_the_top_bar() -> None:
    """read12-it #3: the top bar said «passo del conteggio di fine mano 6 di 6», the status
    panel «passo 6 di 6 del conteggio di fine mano»; both now say «conteggio di fine mano, passo
    6 di 6», like «fine della partita, passo 1 di 2» after a win."""
    from fiveup_viz.pages.frames import game_frames

    game = examples.load("blocked-tie")
    assert game_frames(game, range(len(game.hands)), lang="it").payload()["labels"]["count"] == \
        "conteggio di fine mano, passo"
    panels = GamePanels(game, "it")
    n = panels.timeline.length(3)
    status = _plain(panels.panels(Stop(3, n, 0), True)["status"])
    assert re.search(r"azione \d+ di \d+, conteggio di fine mano, passo 1 di \d+", status), status
    assert "del conteggio di fine mano" not in status


@pytest.mark.browser
@pytest.mark.slow
def test_3_the_game_page_top_bar_says_the_count_step(page: Page, tmp_path: Path) -> None:
    """read12-it #3 on screen: blocked-tie's page, at the last step of hand 4's count, writes
    «conteggio di fine mano, passo N di N» in its top bar, the order of the status panel."""
    from playwright.sync_api import expect

    from fiveup_viz.widgets import GameViewer
    from tests.conftest import CHROMIUM

    if not CHROMIUM.exists():
        pytest.skip("needs /usr/bin/chromium")
    path = GameViewer(examples.load("blocked-tie"), lang="it").to_html(tmp_path / "game.html")
    page.set_viewport_size({"width": 1300, "height": 1000})
    page.goto(path.as_uri() + "#hand=4&count=1")
    where = page.locator(".fiveup-stepper .fiveup-where")
    expect(where).to_contain_text(re.compile(r"conteggio di fine mano, passo 1 di \d+"))
    assert "passo del conteggio" not in where.inner_text()
    page.keyboard.press("End")
    expect(where).to_contain_text(WHERE)
    page.screenshot(path=str(tmp_path / "count-it.png"))


def test_4_a_partner_group_says_whose_partner_r25() -> None:
    """read12-it #4 (R25): «Il gruppo di Ada, della stessa coppia, non si confronta mai con
    questo» left «della stessa coppia» dangling; it now says who Ada plays with and that two
    partners' groups are never compared."""
    said = text("it", "exercise", "e-group-partner", partner="Ada")
    assert said == ("Ada gioca in coppia con chi ha questo gruppo: i gruppi di due compagni non "
                    "si confrontano mai (R25)."), said


def test_5_the_paper_sheet_says_ten_displayed_points_not_a_ten_r28() -> None:
    """read12-it #5 (R28): the cheat sheet's «una decina completa» and the worksheet answer's
    «una decina completa (la X grande con le quattro x piccole)» left «decina» of what unsaid;
    they now say 10 displayed points, 10 strokes."""
    sheet = text("it", "cheatsheet", "target-4")
    assert "decina" not in sheet
    assert "10 punti visualizzati sono una X grande con una x piccola in ciascuno dei suoi " \
        "quattro spazi (R28)" in sheet, sheet
    one = text("it", "exercise", "e-sheet", raw=60, strokes=12, tens=1, rest=2)
    assert one == ("Un tratto vale 5 grezzi, quindi 60 grezzi sono 12 tratti: una X grande "
                   "completa, con le sue quattro x piccole (10 tratti) e altri 2 tratti "
                   "(R28, D7)."), one
    two = text("it", "exercise", "e-sheet", raw=105, strokes=21, tens=2, rest=1)
    assert "21 tratti: 2 X grandi complete, ognuna con le sue quattro x piccole (10 tratti " \
        "ciascuna) e un tratto in più" in two, two


def test_12_the_worksheet_letters_legend_says_point_not_seat() -> None:
    """read12-it #12: «Lettera sul disegno: il posto indicato dalla scelta con la stessa lettera»
    was heavy, and «posto» is the glossary's seat («Posto 2»); a letter marks a point."""
    said = text("it", "worksheet", "letters-legend")
    assert said == "Lettera nel disegno: segna il punto di cui parla la scelta con la stessa lettera"


@pytest.mark.parametrize(("key", "args", "said"), [
    ("scores", {"on": "[1|1]", "socket": "ramo A", "shown": 0}, "vale 1 punto grezzo (0 "),
    ("hand-open", {"tile": "[1|4]", "shown": 0}, "e vale 1 punto grezzo (0 "),
    ("scores-last", {"on": "[1|1]", "socket": "ramo A"},
     "vale 1 punto grezzo, che entra nell'evento dell'ultima tessera (R23)"),
])
def test_s1_one_raw_point_is_singular(key: str, args: dict[str, object], said: str) -> None:
    """read12-it S1 (specimen only: a real credit is a multiple of 5, R15): «vale 1 punti
    grezzi»; a `[one]` variant says «1 punto grezzo», and 5 stays plural."""
    one = text("it", "clicks", key, raw=1, **args)
    assert said in one and "1 punti" not in one, one
    assert "5 punti grezzi" in text("it", "clicks", key, raw=5, **{**args, "shown": 1})
