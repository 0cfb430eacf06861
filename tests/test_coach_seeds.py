"""Issue 31 point 2: the coach's marks on every example game are the same under three coach
seeds (teacher trial friction 2: a seed reversed a mark, so the mark was sampling noise).

Open: with paired deals, sure losses and refinement up to `review.MOST_DEALS`, the marks still
differ at 18 of the 54 marked positions, in every example game (all near a mark's limit, where
more deals would be needed; `benchmarks/bench_review_seeds.py` prints the table). The test is a
strict expected failure, so it fails the run the day the goal is reached without being noticed."""

from __future__ import annotations

import pytest

from fiveup_viz.pages.review import coach_mark, review
from fiveup_viz.rules import examples


def marks(name: str, seed: int) -> dict[tuple[int, int], str]:
    """The marks `review --annotate` writes on an example (default budget), by (hand, action)."""
    return {(r.hand, r.action): mark for r in review(examples.load(name), seed=seed)
            if (mark := coach_mark(r)) is not None}


@pytest.mark.slow
@pytest.mark.any_worker  # each example on its own: up to 1.5 min of CPU
@pytest.mark.xfail(strict=True, reason="issue 31 point 2 is open: marks near a limit still "
                   "depend on the coach seed")
@pytest.mark.parametrize("name", examples.names())
def test_the_marks_of_an_example_game_do_not_depend_on_the_coach_seed(name: str) -> None:
    first = marks(name, 0)
    assert marks(name, 1) == first
    assert marks(name, 2) == first
