"""Issue 31 point 2: the coach's marks on every example game are the same under three coach
seeds (teacher trial friction 2: a seed reversed a mark, so the mark was sampling noise)."""

import pytest

from fiveup_viz import examples
from fiveup_viz.review import coach_mark, review


def marks(name: str, seed: int) -> dict[tuple[int, int], str]:
    """The marks `review --annotate` writes on an example (default budget), by (hand, action)."""
    return {(r.hand, r.action): mark for r in review(examples.load(name), seed=seed)
            if (mark := coach_mark(r)) is not None}


@pytest.mark.slow
@pytest.mark.parametrize("name", examples.names())
def test_the_marks_of_an_example_game_do_not_depend_on_the_coach_seed(name):
    first = marks(name, 0)
    assert marks(name, 1) == first
    assert marks(name, 2) == first
