"""What the fresh Italian reader of issue 29 (task fix9-it: generated text 9/10, lessons 9/10)
found in real use: each test names its finding (1-11) and reads the words as a learner gets
them (a hint, a refusal, a lesson paragraph)."""

from __future__ import annotations

from fiveup_viz.pages.review import event_words
from fiveup_viz.rules.coach import Hint
from fiveup_viz.rules.layout import Move
from fiveup_viz.rules.tiles import Tile


def _last_tile_hint(events: tuple[int, ...]) -> Hint:
    """A hint on a last tile whose going-out event is worth `events` raw points on each deal
    the coach played (R23), none of them past 305."""
    return Hint(Move(Tile(1, 4)), value=0.0, credit=0, accepted=True, leaves=0, sheds=5,
                samples=len(events), events=events)


def test_one_displayed_point_of_a_going_out_event_is_estimated_in_the_singular() -> None:
    """Finding 1 (R23): a Hint on a last tile whose event is worth +1 displayed point said
    «+1 punto visualizzato …, stimati sulle tessere»: the participle agrees with the points."""
    one = event_words(_last_tile_hint((5, 5)), "it")
    assert one == ("+1 punto visualizzato nell'evento dell'ultima tessera, stimato sulle "
                   "tessere che gli altri possono avere (R23)"), one
    minus = event_words(_last_tile_hint((-5,)), "it")
    assert minus.startswith("−1 punto visualizzato") and ", stimato sulle" in minus, minus
    two = event_words(_last_tile_hint((10, 10)), "it")
    assert two.startswith("+2 punti visualizzati") and ", stimati sulle" in two, two
