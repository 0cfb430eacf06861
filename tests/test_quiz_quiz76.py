"""Session 45, quiz76: the quiz's End, in Python (the page's are in test_browser_quiz_quiz76).

- quiz74 (the End button's tooltip): GameViewer(quiz=True)'s End (`last_button`) goes to the
  hand's count question (R21-R27) from before it, where its tooltip said "End of the hand,
  after its count"; it now says where it goes, and a viewer without the quiz keeps its text.
- teach34 friction 3: the line under a question said "press End", which reads as the key as
  much as the button; it names the button by its label on screen, in quotes, as each language
  quotes (the way it quotes an answer, exercise.ftl `quoted`), and so does `skip-count` its
  button, "Show the answer".
"""

from __future__ import annotations

import pytest

from fiveup_viz.pages.panels import Stop
from fiveup_viz.pages.quiz import labels
from fiveup_viz.words.messages import text, ui

LANGS = ("en", "it", "fi")


@pytest.mark.parametrize("lang", LANGS)
def test_the_skip_lines_name_the_buttons_as_labelled_in_quotes(lang: str) -> None:
    """teach34 friction 3: `skip` names the End button by its label (page.ftl `end`: End, Fine,
    Loppuun) and `skip-count` the reveal button (exercise.ftl `reveal`), each in the language's
    quotes; the bare label, unquoted, is nowhere in the line."""
    said = labels(lang)
    for line, label in ((said["skip"], text(lang, "page", "end")),
                        (said["skip_count"], text(lang, "exercise", "reveal"))):
        quoted = text(lang, "exercise", "quoted", text=label)
        assert quoted != label and quoted in line, line
        assert line.count(label) == 1, line


def test_english_no_longer_reads_as_the_key() -> None:
    """teach34 friction 3, in English: "press “End”." (the button), not "press End." (the key)."""
    assert labels("en")["skip"] == "To skip ahead without answering, press “End”."
    assert labels("en")["skip_count"] == "To go on without answering, press “Show the answer”."


@pytest.mark.parametrize("lang", LANGS)
def test_the_viewers_end_tooltip_says_where_end_goes(lang: str) -> None:
    """quiz74: GameViewer(quiz=True) before hand 1's count: End's tooltip says it goes to the
    hand's count question, and End goes there (R21-R27); at that question End goes to the
    count's last step, and the tooltip is the usual one again; without the quiz, the usual one
    everywhere."""
    from fiveup_viz.widgets import GameViewer

    viewer = GameViewer("partners", lang=lang, quiz=True, start=(0, 1))
    assert viewer.last_button.tooltip == ui(lang, "end-tip-question")
    viewer.last_button.click()
    assert viewer.stop == Stop(0, 21, 0)
    assert viewer.last_button.tooltip == ui(lang, "end-tip")
    viewer.last_button.click()
    assert viewer.stop == Stop(0, 21, 5) and viewer.last_button.disabled
    plain = GameViewer("partners", lang=lang, start=(0, 1))
    assert plain.last_button.tooltip == ui(lang, "end-tip")
    assert ui(lang, "end-tip-question") != ui(lang, "end-tip")


def test_a_hand_that_ends_the_game_at_305_keeps_the_usual_tooltip() -> None:
    """R3, D6: a hand that reaches exactly 305 has no count, so no count question: End goes to
    its end and says so, quiz or not (`won-by-placement`'s last hand)."""
    from fiveup_viz.rules import examples
    from fiveup_viz.rules.game import TargetEnd
    from fiveup_viz.widgets import GameViewer

    game = examples.load("won-by-placement")
    last = len(game.hands) - 1
    assert isinstance(game.hands[last].end, TargetEnd)
    viewer = GameViewer("won-by-placement", quiz=True, start=(last, 1))
    assert viewer.last_button.tooltip == ui("en", "end-tip")
