"""Game review: every placement of a game rated against the coach, and hints in plain words."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import replace
from typing import NamedTuple

from fiveup_viz.annotation_words import annotation_text, mark_meaning, note_text
from fiveup_viz.annotation_words import coach_phrases as coach_phrases
from fiveup_viz.annotations import NOTE_LANGUAGES
from fiveup_viz.checks import check_budget, check_game, check_given_seed
from fiveup_viz.coach import Hint, hint
from fiveup_viz.examples import own_note
from fiveup_viz.game import Game
from fiveup_viz.layout import Move
from fiveup_viz.messages import decimal
from fiveup_viz.scoring import RAW_PER_DISPLAYED
from fiveup_viz.wording import socket_name

#: Ratings by expected loss in displayed points (R1) against the coach's best move.
RATINGS = (("best", 0.0), ("good", 1.0), ("inaccuracy", 3.0))  #: loss <= limit; more: mistake
#: How a reviewed move is marked, as in chess notation (forced: the only legal move).
REVIEW_MARKS = {"best": " ★", "good": " ✓", "inaccuracy": " ?!", "mistake": " ?", "forced": ""}
#: `review --annotate`: the RECORD.md mark each rating writes (best, good and an only move get
#: none), and the expected loss (displayed points, R1) from which a mistake is a blunder `??`.
COACH_MARKS = {"inaccuracy": "?!", "mistake": "?"}
BLUNDER = 6.0


class Rated(NamedTuple):
    """One placement of a reviewed game."""

    hand: int
    action: int  #: index of the play in the hand's actions
    seat: int
    move: Move
    rating: str  #: best, good, inaccuracy or mistake
    loss: float  #: expected loss in displayed points (0 for the best move)
    best: Move  #: the coach's first choice
    choices: int  #: legal moves the player had


def rating_for(loss: float) -> str:
    """The rating of an expected loss in displayed points."""
    for name, limit in RATINGS:
        if loss <= limit + 1e-9:
            return name
    return "mistake"


def points(raw: float, lang: str = "en") -> str:
    """Raw points as displayed points, one decimal when needed (R1), as the language writes
    a decimal."""
    shown = raw / RAW_PER_DISPLAYED
    return decimal(shown, lang).rstrip("0").rstrip(".,") if shown % 1 else f"{shown:.0f}"


def move_words(move: Move, lang: str = "en") -> str:
    """`[4|5] on [4|4] line B`, or `Open with [4|5]`, in the language."""
    p = coach_phrases(lang)
    if move.on is None or move.socket is None:
        return p["open"].format(tile=move.tile)
    return p["on"].format(tile=move.tile, on=move.on, socket=socket_name(move.socket, lang))


def hint_text(h: Hint, lang: str = "en") -> str:
    """A hint in plain words: `[4|5] on [4|4] line B: +2 now, leaves the next player no five`."""
    p = coach_phrases(lang)
    if not h.credit:
        now = p["now_zero"]
    elif h.accepted:
        now = p["now"].format(credit=points(h.credit, lang))
    else:
        now = p["bust"].format(credit=points(h.credit, lang))
    leaves = p["leaves"].format(leaves=points(h.leaves, lang)) if h.leaves else p["leaves_none"]
    value = decimal(h.value / RAW_PER_DISPLAYED, lang, sign=True)
    return (f"{move_words(h.move, lang)}: {now}, {leaves}, {p['sheds'].format(pips=h.sheds)}, "
            f"{p['value'].format(value=value)}")


def review(game: Game, *, budget_ms: float = 200, seed: int = 0,
           progress: Callable[[int, int], None] | None = None) -> list[Rated]:
    """Rate every placement of a (replayed) game against the coach, hand by hand.

    The game is played again from its deals; `progress(done, total)` is called after each
    placement. Only what the player to move could know is used (see `coach.hint`); the
    arguments are checked as `coach.hint` checks them, before any work.
    """
    check_game(game)
    check_budget(budget_ms)
    check_given_seed(seed)
    total = sum(1 for h in game.hands for a in h.actions if a.kind == "play")
    again = Game(list(game.players), seed=game.seed, max_hands=game.max_hands, start=False)
    rated: list[Rated] = []
    done = 0
    for past in game.hands:
        hand = again.redeal(past)
        for index, action in enumerate(past.actions):
            move = action.move
            if move is not None:
                moves = again.legal_moves()
                if len(moves) == 1:
                    rated.append(Rated(hand.index, index, action.seat, move, "best", 0.0, move, 1))
                else:
                    ranking = hint(again, budget_ms=budget_ms, seed=seed)
                    best = ranking[0]
                    played = next(h for h in ranking if h.move == move)
                    loss = max(0.0, (best.value - played.value) / RAW_PER_DISPLAYED)
                    rating = "best" if played.move == best.move else rating_for(loss)
                    rated.append(Rated(hand.index, index, action.seat, move, rating, loss,
                                       best.move, len(moves)))
            again.apply(action)
            if move is not None:
                done += 1
                if progress is not None:
                    progress(done, total)
    return rated


def rated_text(game: Game, r: Rated, lang: str = "en", *, reveal_best: bool = True) -> str:
    """One review line: `Hand 1, move 3, Ada plays [1|4] on [1|3] low: mistake (...)`; hand
    and move count from 1, as `fiveup-viz annotate --hand 1 --move 3` takes them.

    With `reveal_best=False` the coach's preferred move (a tile of that hand) is left out.
    """
    p = coach_phrases(lang)
    rating = p["forced"] if r.choices == 1 else p[r.rating]
    if r.rating != "best":
        loss = decimal(r.loss, lang)
        why = p["loss"].format(loss=loss, best=move_words(r.best, lang)) if reveal_best \
            else p["loss_other"].format(loss=loss)
        rating += f" ({why})"
    return p["played"].format(hand=r.hand + 1, action=r.action + 1, name=game.players[r.seat],
                              move=move_words(r.move, lang), rating=rating)


# -- annotations (RECORD.md § Annotations) -------------------------------------------
def coach_mark(r: Rated) -> str | None:
    """The mark `review --annotate` writes for a rated move: `?!` an inaccuracy, `?` a mistake,
    `??` a mistake losing `BLUNDER` displayed points or more; None for the rest."""
    if r.choices == 1:
        return None
    if r.rating == "mistake" and r.loss >= BLUNDER - 1e-9:
        return "??"
    return COACH_MARKS.get(r.rating)


def coach_note(r: Rated) -> dict[str, str]:
    """The coach's short note on a marked move, naming the better move, in en, it and fi."""
    out = {}
    for lang in NOTE_LANGUAGES:
        p = coach_phrases(lang)
        rating = mark_meaning("??", lang) if coach_mark(r) == "??" else p[r.rating]
        why = p["loss"].format(loss=decimal(r.loss, lang), best=move_words(r.best, lang))
        out[lang] = p["note"].format(rating=rating, why=why)
    return out


def annotated(game: Game, rated: Iterable[Rated]) -> Game:
    """A copy of `game` with the coach's marks and notes on the moves it marks. An action that
    already carries a mark or a note keeps the author's, untouched; hand notes stay as written."""
    out = check_game(game).copy()
    for r in rated:
        mark = coach_mark(r)
        if mark is not None and out.notes.at(r.hand, r.action) is None:
            out.annotate(r.hand, r.action, note=coach_note(r), mark=mark)
    return out


def review_lines(game: Game, rated: Iterable[Rated], lang: str = "en") -> list[str]:
    """The review as lines of text: each rated move, with the record's own notes and marks
    at their places (a hand's note before its moves, an action's after its rating)."""
    check_game(game)
    by_action = {(r.hand, r.action): r for r in rated}
    p = coach_phrases(lang)
    lines = []
    for h, hand in enumerate(game.hands):
        note = game.notes.hands.get(h)
        if note is not None:
            lines.append(p["record_hand"].format(hand=h + 1,
                                                 note=note_text(own_note(game, note, lang), lang)))
        for a in range(len(hand.actions)):
            if (h, a) in by_action:
                lines.append(rated_text(game, by_action[h, a], lang))
            found = game.notes.at(h, a)
            if found is not None:
                if found.note is not None:
                    found = replace(found, note=own_note(game, found.note, lang))
                lines.append(p["record_action"].format(hand=h + 1, action=a + 1,
                                                       annotation=annotation_text(found, lang)))
    return lines
