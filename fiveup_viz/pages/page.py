"""Self-contained HTML that steps through frames (fiveup_viz.pages.frames) with no kernel and no network.

`stepper_html` is a fragment: a static picture of one position (drawings as `<img>` data
URIs, so it shows even where scripts and inline SVG are stripped), the frames in a
`<script type="application/json">` block and an inline script that turns the picture into
a stepper with buttons and keys. It is the `text/html` of a viewer's output, which
`jupyter nbconvert --to html` shows. `game_page` is a whole page (`fiveup-viz html`):
the same fragment, the position in the URL fragment and a print stylesheet.
"""

from __future__ import annotations

import html
import json
from functools import cache
from importlib import resources
from pathlib import Path

from fiveup_viz.pages.frames import Frames, game_frames
from fiveup_viz.pages.icon import ICON_LINK
from fiveup_viz.pages.panels import (
    PROJECTOR_COUNT_HELD,
    PROJECTOR_HELD,
    PROJECTOR_PAGE_CHECK,
    PROJECTOR_PAGE_CONTROLS,
    PROJECTOR_PAGE_HELD,
    PROJECTOR_PAGE_TEXT,
    PROJECTOR_PAGE_TITLE,
    PROJECTOR_TEXT,
    PROJECTOR_TITLE,
    PROJECTOR_WIDE_TEXT,
    GamePanels,
    as_images,
)
from fiveup_viz.pages.quiz import CLASS_ASKS
from fiveup_viz.rules.asks import asks as record_asks
from fiveup_viz.rules.checks import check_flag, check_int, check_path, check_str
from fiveup_viz.rules.game import DEFAULT_MAX_HANDS, Game, check_game
from fiveup_viz.words.errors import InvalidSettingError, Message
from fiveup_viz.words.messages import Words
from fiveup_viz.words.quoting import json_quote

#: The most hands one game page holds: every hand of a game within D3's default of 200 hands
#: (a 200-hand game's page is about 0.7 MB); a longer record gets a window of them, and the
#: page says which hands it holds and how to write the others.
PAGE_HANDS = DEFAULT_MAX_HANDS
#: How long a notebook output waits for the live widget above it before stepping in (ms).
WIDGET_WAIT_MS = 2500

#: The page's style; at a projector (`--projector`, a link's `&projector=1`) the text and the
#: controls are as large as the PlayTable's at a projector (`panels.PROJECTOR_TEXT`).
PAGE_CSS = f"""
body {{ margin: 16px; color: #222; background: #fff; }}
.fiveup-stepper:focus-visible {{ outline: 2px solid #4a7bd0; outline-offset: 4px; }}
.fiveup-projector .fiveup-panel div, .fiveup-projector .fiveup-where,
.fiveup-projector .fiveup-ask h2 {{ {PROJECTOR_PAGE_TEXT} }}
.fiveup-projector .fiveup-panel div.hands {{ {PROJECTOR_WIDE_TEXT} }}
.fiveup-projector .fiveup-panel div.hands > b,
.fiveup-projector .fiveup-panel div.hand-end > b {{
  {PROJECTOR_TITLE} }}
.fiveup-projector .fiveup-keys {{ {PROJECTOR_TEXT} }}
/* the game's title line grows with the window as the question beside it does (teach26
   friction 8: 26 px and 20 px at 1920x1080 beside the question's 28 px) */
.fiveup-projector .fiveup-header h1 {{ {PROJECTOR_PAGE_TITLE} }}
.fiveup-projector .fiveup-header, .fiveup-projector .fiveup-header span {{ {PROJECTOR_PAGE_TEXT} }}
.fiveup-projector .fiveup-panel table.scores {{ {PROJECTOR_PAGE_TEXT} }}
.fiveup-projector .fiveup-panel table.scores th + th,
.fiveup-projector .fiveup-panel table.scores td + td {{ padding-left: 0.8em !important; }}
.fiveup-projector .fiveup-panel div.scores {{ overflow-x: auto; }}
.fiveup-projector .fiveup-end svg.fiveup-hand {{ {PROJECTOR_HELD} }}
/* a hand's count stands where the layout was (stepper.js, `fiveup-count-view`), the tiles
   still held large: the class counts their pips from the back row (issue 31, teach25 F3);
   "Layout only" shows the layout again */
.fiveup-count-view:not(.fiveup-board-only):not(.fiveup-answer-only) .fiveup-layout,
.fiveup-count-view:not(.fiveup-board-only):not(.fiveup-answer-only) .fiveup-caption {{
  display: none !important; }}
.fiveup-projector.fiveup-count-view:not(.fiveup-answer-only) .fiveup-table .fiveup-end svg.fiveup-hand {{
  {PROJECTOR_COUNT_HELD} }}
/* the status's first line repeats the position the controls' line says, at a projector of
   any size (teach25 F7: twice at 1920x1080 with #projector=1) */
.fiveup-projector .fiveup-status div.where {{ display: none; }}
.fiveup-projector button, .fiveup-projector select, .fiveup-projector .fiveup-nav label {{
  {PROJECTOR_PAGE_CONTROLS} }}
/* a count question's choices in two columns: six of them (the slips' own, hint51) stacked one
   under another pushed the scores below a 1024x768 window */
.fiveup-projector .fiveup-ask .fiveup-choices {{ display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr)); gap: 4px 6px; }}
.fiveup-projector .fiveup-ask .fiveup-choices button {{ margin: 0 !important; text-align: left; }}
/* a view's button, pressed, looks pressed: the class sees which view is on, and the way back */
.fiveup-nav button[aria-pressed="true"] {{ background: #d6e4f5; border-color: #2f5f9e;
  box-shadow: inset 0 2px 3px rgba(0, 0, 0, 0.25); }}
/* the tiles still held at a hand's end: each player's line beside that player's tiles (under
   it where they do not fit beside it), one player a row, in every language; two players' pip
   counts shared one line and the second's tiles stood under both (issue 31, teach29
   friction 6); "Answer only" keeps them side by side across the window, where its answer and
   the tiles must fit the window's height (quiz56, proj48) */
.fiveup-stepper:not(.fiveup-answer-only) .fiveup-panel div.revealed > div {{ display: flex !important;
  flex-wrap: wrap; align-items: center; column-gap: 12px; margin: 2px 0 !important; }}
.fiveup-stepper:not(.fiveup-answer-only) .fiveup-panel div.revealed > div > * {{ flex: none;
  max-width: 100%; }}
/* "Layout only" (the key B): the layout alone, as large as the window, and the controls above
   it (issue 31, teacher trial 16, friction 2) */
.fiveup-board-only .fiveup-side, .fiveup-board-only .fiveup-panel:not(.fiveup-layout),
.fiveup-board-only .fiveup-keys, .fiveup-board-only .fiveup-link-warning {{
  display: none !important; }}
/* "Answer only" (the key A), once a question is answered: the question and its answer across
   the window in large type, and the tiles still held under it (the count's explanation names
   them), nothing else; the explanation shows whole, not scrolled in its box (issue 31, proj45:
   1067 px of it in a 439 px box at 1024x768) */
.fiveup-answer-only .fiveup-panel:not(.fiveup-ask):not(.fiveup-end),
.fiveup-answer-only .fiveup-keys, .fiveup-answer-only .fiveup-link-warning,
.fiveup-answer-only .fiveup-ask .fiveup-quiz-wait, .fiveup-answer-only .fiveup-ask .fiveup-hint,
.fiveup-answer-only .fiveup-ask .fiveup-choices, .fiveup-answer-only .fiveup-ask .fiveup-typed,
.fiveup-answer-only .fiveup-ask .fiveup-actions {{ display: none !important; }}
.fiveup-answer-only .fiveup-body {{ flex-direction: column; flex-wrap: nowrap !important;
  align-items: stretch !important; gap: 4px !important; }}
.fiveup-answer-only .fiveup-ask, .fiveup-answer-only .fiveup-end {{ margin-top: 0 !important; }}
.fiveup-answer-only .fiveup-panel div.hand-end {{ padding-top: 2px !important;
  padding-bottom: 2px !important; }}
.fiveup-answer-only .fiveup-ask .fiveup-ask-quiz, .fiveup-answer-only .fiveup-ask .fiveup-ask-record {{
  margin-bottom: 0 !important; }}
/* (a column: the projector's 360 px basis of the drawing's column would be its height) */
.fiveup-answer-only.fiveup-stepper .fiveup-side {{ order: -1; flex: none !important;
  min-width: 0 !important; }}
.fiveup-answer-only.fiveup-stepper .fiveup-table {{ flex: none !important; }}
.fiveup-answer-only .fiveup-ask {{ max-height: none !important; overflow: visible !important; }}
.fiveup-answer-only .fiveup-end {{ max-height: none !important; overflow: visible !important; }}
/* its question and answer in type that grows with the window, as large as fits (stepper.js
   sets --fiveup-answer-text; teach20 F3: two lines of page-sized text at 1920x1080) */
.fiveup-answer-type.fiveup-answer-only .fiveup-ask div,
.fiveup-answer-type.fiveup-answer-only .fiveup-ask h2 {{
  font-size: var(--fiveup-answer-text) !important; }}
/* a questions' box whose text goes on under its edge shows it: a scroll bar, and a shaded
   foot with "▼" (teach23 F5: the answer stood cut mid-sentence, no sign that it scrolls) */
.fiveup-projector .fiveup-ask {{ scrollbar-width: auto; scrollbar-color: #2f5f9e #dde6f3; }}
/* ... in a column of its own at the box's right, which its text leaves free while the box
   scrolls: across the box's foot it covered the words there, the lines under the count's
   question (teach25 F4) */
.fiveup-ask.fiveup-ask-scrolls {{ padding-right: 15px; }}
.fiveup-ask.fiveup-more-below::after {{ content: "\\25BC"; display: block; position: sticky;
  bottom: 0; height: 1.3em; margin-top: -1.3em; width: 14px; margin-left: auto; margin-right: -15px;
  line-height: 1.3em; text-align: center; color: #2f5f9e; font-size: 16px; pointer-events: none;
  background: #dde6f3; border-radius: 3px; }}
/* the line that says how to leave "Answer only" when it opened by itself, as large as the
   controls at a projector (teach24 F5) */
.fiveup-projector .fiveup-nav .fiveup-answer-back,
.fiveup-projector .fiveup-nav .fiveup-board-back {{ font-size: clamp(18px, 0.9vw + 9px, 26px) !important; }}
/* the status and the score table under the questions' box are the side column's gap (6 px)
   below it, not that and their margin: a wrong count answer's box shows whole, its top border
   too, and the score table's last row stays in the window at 1024x768 (teach35 F5) */
.fiveup-projector .fiveup-side > .fiveup-status,
.fiveup-projector .fiveup-side > .fiveup-scores {{ margin-top: 0 !important; }}
/* the question's heading stays in view while its box scrolls to the answer's feedback
   (teacher trial 16, friction 1) */
.fiveup-projector .fiveup-ask h2.fiveup-ask-heading {{ position: sticky; top: 0; z-index: 1;
  background: inherit; }}
/* A projector of 768 px or less in height (1024x768, 1366x768): the drawing's size is bounded
   by the height the header leaves, so the header is compact: the title on one line, the
   controls in one row where they fit, less padding (text no smaller than teacher trials 9
   and 12 asked: a 24 px title, 18 px controls, 20 px keys' line) (issue 31,
   proj40 point 2). */
@media (max-height: 800px) {{
  body {{ margin: 6px 12px; }}
  .fiveup-projector .fiveup-header {{ white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }}
  .fiveup-projector .fiveup-header h1 {{ display: inline; font-size: 24px !important; margin: 0 8px 0 0; }}
  .fiveup-projector .fiveup-header, .fiveup-projector .fiveup-header span {{ font-size: 17px !important; }}
  .fiveup-projector .fiveup-nav {{ gap: 4px !important; margin: 2px 0 !important; }}
  .fiveup-projector button, .fiveup-projector select, .fiveup-projector .fiveup-nav label {{
    font-size: 18px !important; min-height: 32px; padding: 1px 8px; }}
  /* the position as large as the buttons beside it, for the back row (teach18 F7: 16 px) */
  .fiveup-projector .fiveup-nav .fiveup-where {{ font-size: 18px !important; margin: 0 2px !important; }}
  /* the position never narrower than its longest part: a switch that leaves it no room goes
     to the next row (teacher trial 15, F7: in Finnish the position ran under the switches and
     the quiz's switch, «Kysy», stood at the window's right edge, read as a word cut there) */
  .fiveup-projector .fiveup-nav .fiveup-where {{ min-width: min-content !important; }}
  /* a projector is driven by its buttons: the keys' line gives the question beside the drawing
     its room, where it ran over the question's heading (teacher trial 16, friction 1) */
  .fiveup-projector .fiveup-keys {{ display: none !important; }}
  /* the one-line header's description (a game page, not a quiz's) wraps inside the window
     instead of running off its right edge (teacher trial 16, friction 3) */
  .fiveup-projector .fiveup-header h1 ~ div {{ white-space: normal; }}
  /* the lines under a question say how the teacher goes on (not for the back row): as small
     as the header's, so that they show whole beside the drawing above the status, in Finnish
     too, where they were cut off under it (teacher trial 16, friction 1) */
  .fiveup-projector .fiveup-ask div.fiveup-quiz-wait,
  .fiveup-projector .fiveup-ask .fiveup-quiz-wait div {{
    font-size: 17px !important; line-height: 1.3 !important; }}
  .fiveup-projector .fiveup-body {{ gap: 8px !important; }}
  .fiveup-projector .fiveup-layout {{ margin-top: 2px !important; }}
  /* the drawing's column starts narrower (its size is bounded by the height), so a score table
     as wide as the Finnish one (about 600 px) still stands beside it at 1024 px */
  .fiveup-projector .fiveup-table {{ flex-basis: 360px !important; }}
}}
/* A projector taller than 800 px (1920x1080): the tiles in "Tiles in hand" and at the hand's
   end, and the switches' checkboxes, grow with the window as its text does, so the back row
   counts the pips (issue 31, teach32 friction 3); a 768 px high projector keeps its sizes. */
@media (min-height: 801px) {{
  .fiveup-projector .fiveup-panel div.hands svg.fiveup-hand,
  .fiveup-projector .fiveup-end svg.fiveup-hand {{ {PROJECTOR_PAGE_HELD} }}
  .fiveup-projector .fiveup-nav input[type="checkbox"] {{ {PROJECTOR_PAGE_CHECK} }}
}}
/* A projector 1024 px wide: the drawing's column may start narrower, so that the side column
   (as wide as its widest line, the score table's) stays beside it in every language (teacher
   trial 15, F7: in Finnish the page fell to one column and the board under the question,
   120 px high). */
@media (max-width: 1100px) {{
  .fiveup-projector .fiveup-table {{ flex-basis: 360px !important; }}
}}
@media print {{
  body {{ margin: 0; }}
  .fiveup-nav, .fiveup-keys, .fiveup-link-warning, .fiveup-log,
  .fiveup-static-note {{ display: none !important; }}
  .fiveup-body {{ display: block !important; }}
  .fiveup-panel {{ break-inside: avoid; page-break-inside: avoid; }}
  .fiveup-layout svg {{ max-width: 100% !important; max-height: none !important; height: auto; }}
  button {{ display: none !important; }}
}}
"""

#: The game page only (in a notebook the arrows belong to JupyterLab): a click that leaves no
#: element focused (the margin, the text) gives the focus back to the stepper, so ← → Home End
#: keep stepping; a click on a control keeps that control's focus and keys.
PAGE_JS = """
document.addEventListener("click", function () {
  var focused = document.activeElement;
  var stepper = document.querySelector(".fiveup-stepper");
  if (stepper && (!focused || focused === document.body || focused === document.documentElement)) {
    stepper.focus({preventScroll: true});
  }
});
"""


@cache
def stepper_js() -> str:
    """The front end's core (plain JavaScript, shipped in the package)."""
    return resources.files("fiveup_viz").joinpath("static/stepper.js").read_text(encoding="utf-8")


@cache
def exercise_js() -> str:
    """The kernel-free answer checker a quiz's questions use (`static/exercise.js`)."""
    return resources.files("fiveup_viz").joinpath("static/exercise.js").read_text(encoding="utf-8")


def static_picture(frames: Frames, index: int, face_up: bool = True) -> str:
    """One held stop as plain HTML (drawings as images): what shows where no script runs
    (a stop that asks shows no answer)."""
    header = frames.header if face_up else frames.header_down or frames.header
    parts = [header] if header else []
    for name in frames.panels:
        body = frames.panel(index, name, face_up, asking=True)  # a quiz's answers wait
        if body:
            parts.append(f'<div class="fiveup-panel fiveup-{name}">{as_images(body)}</div>')
    return "".join(parts)


def _json_block(data: object) -> str:
    """JSON safe inside `<script type="application/json">` (no `<`, `>` or `&` left raw)."""
    text = json.dumps(data, ensure_ascii=True, separators=(",", ":"), sort_keys=True)
    return text.replace("<", "\\u003c").replace(">", "\\u003e").replace("&", "\\u0026")


_BOOT = """
(function () {
  var box = document.currentScript && document.currentScript.parentNode;
  if (!box || typeof DecompressionStream === "undefined") return;  // the static picture stays
  var cfg = JSON.parse(box.querySelector("script.fiveup-frames").textContent);
  // In a notebook this output follows the live widget's output: when that widget renders
  // (a kernel is there), this copy steps aside; when it cannot (no kernel, an exported page
  // offline), the broken widget output is hidden and this copy steps through the frames.
  var output = box.closest(".jp-OutputArea-child, .output_area");
  var widget = output && output.previousElementSibling;
  var live = function () { return widget && widget.querySelector(".fiveup-stepper"); };
  var holder = document.createElement("div");
  holder.style.display = "none";
  box.insertBefore(holder, box.firstChild);
  fiveupUnpack(cfg.packed).then(function (data) {
    var stepper = fiveupStepper(holder, {faceUp: cfg.faceUp, fragment: cfg.fragment,
                                         projector: cfg.projector});
    stepper.setData(data, cfg.index);
    var show = function () {
      box.querySelector(".fiveup-static").style.display = "none";
      holder.style.display = "";
      stepper.fit();
      if (cfg.focus) holder.focus({preventScroll: true});  // the page opens at its top (a link home there)
    };
    if (!widget) { show(); return; }
    var waited = 0;
    var timer = setInterval(function () {
      waited += 250;
      if (live()) {
        clearInterval(timer);
        output.style.display = "none";
      } else if (waited >= cfg.wait) {
        clearInterval(timer);
        widget.style.display = "none";
        show();
      }
    }, 250);
  });
})();
"""


def stepper_html(frames: Frames, index: int = 0, *, face_up: bool = True, fragment: bool = False,
                 focus: bool = False, projector: bool = False) -> str:
    """A self-contained fragment stepping through `frames`, opening at held stop `index`;
    `projector`: in large text (a page's)."""
    config = {"packed": frames.packed(), "index": frames.offset + index, "faceUp": face_up,
              "fragment": fragment, "focus": focus, "wait": WIDGET_WAIT_MS, "projector": projector}
    script = "(function () {\n" + stepper_js() + exercise_js() + _BOOT + "})();"
    return (f'<div class="fiveup-viewer-page">'
            f'<div class="fiveup-static">{static_picture(frames, index, face_up)}</div>'
            f'<script type="application/json" class="fiveup-frames">{_json_block(config)}</script>'
            f"<script>{script}</script></div>")


def _headers(frames: Frames, source: GamePanels, quiz: bool, asking: bool) -> None:
    """The page's headers, its title its one level-one heading; a quiz's tell no description
    (it tells the counts asked), one that asks only when ticked tells it until then; nor does
    a page whose record asks the teacher's own questions (teach21 friction 2: an example's
    description gave hand 3's count, +75 raw, from the first step)."""
    told = not (quiz and asking) and not record_asks(source.game)
    frames.header = source.header(h1=True, told=told)
    frames.header_down = source.header(h1=True, face_up=False, told=told)
    if quiz and not asking:
        frames.asking = False
        frames.header_asking = (source.header(h1=True, told=False),
                                source.header(h1=True, face_up=False, told=False))


def check_asks(asks: object) -> str:
    """`asks`, one of `quiz.ASKS` (which positions a quiz asks at)."""
    from fiveup_viz.pages.quiz import ASKS

    if check_str(asks, "asks") not in ASKS:
        raise InvalidSettingError(Message("page.asks", asks=json_quote(asks),
                                          choices=", ".join(map(json_quote, ASKS))))
    return str(asks)


def game_page(game: Game, *, hand: int = 0, lang: str = "en",
              panels: GamePanels | None = None, quiz: bool = False, asking: bool = True,
              asks: str = CLASS_ASKS, projector: bool = False) -> str:
    """A whole HTML page stepping through `game` from hand `hand` (0-based), in `lang`.

    `panels` is a cache of the game's panels in `lang` to reuse (a viewer's). With `quiz`,
    placements and counts ask before they show (`fiveup_viz.pages.quiz`): at first those that
    `asks` names (`quiz.ASKS`: every one, the placements that score and the counts, or only the
    counts; by default `quiz.CLASS_ASKS`, as `fiveup-viz html --quiz` and the site's example
    games ask: teacher trial 9, finding 7), then those the page's choice names; with
    `asking=False` too, only once the page's switch "Ask the questions" is ticked. With
    `projector`, the page opens in large text, as a class reads it from the back row (a
    link's `&projector=0` turns it off).
    """
    lang = Words(lang)  # the page's language, checked once
    asks = check_asks(asks)
    projector = check_flag(projector, "projector")
    total = len(check_game(game).hands)
    if not 0 <= check_int(hand, Message("what.hand")) < total:
        raise InvalidSettingError(Message("page.hand", count=total, hand=hand, last=total - 1))
    hands = range(hand, total) if total - hand <= PAGE_HANDS else range(hand, hand + PAGE_HANDS)
    if total <= PAGE_HANDS:
        hands = range(total)
    source = panels if panels is not None else GamePanels(game, lang)
    frames = game_frames(game, hands, lang=lang, panels=source, quiz=quiz)
    _headers(frames, source, quiz, asking)
    frames.asks = asks
    frames.window_phrase = "window-page"
    start = frames.index((hand, 0, None))
    from fiveup_viz.pages.panels import heading
    from fiveup_viz.words.messages import text

    # the window's title shows whichever way the hands lie: it names no tile (security probe F9)
    title = heading(game, lang, face_up=False)[0] or text(lang, "ui", "game-name")
    return ("<!DOCTYPE html>\n"
            f'<html lang="{frames.lang}"><head><meta charset="utf-8">{ICON_LINK}'
            '<meta name="viewport" content="width=device-width, initial-scale=1">'
            f"<title>{html.escape(title)}</title><style>{PAGE_CSS}</style></head>"
            f"<body><main>{stepper_html(frames, start, fragment=True, focus=True, projector=projector)}"
            "</main>"
            f"<script>{PAGE_JS}</script></body></html>\n")


def write_page(game: Game, path: str | Path, *, hand: int = 0, lang: str = "en",
               panels: GamePanels | None = None, quiz: bool = False, asks: str = CLASS_ASKS,
               projector: bool = False) -> Path:
    """Write `game_page` to `path` (UTF-8, atomically: OSError leaves an old file whole) and
    return the path."""
    from fiveup_viz.files import write_atomic

    out = check_path(path)
    return write_atomic(out, game_page(game, hand=hand, lang=lang, panels=panels, quiz=quiz,
                                       asks=asks, projector=projector))
