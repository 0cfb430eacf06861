"""Game review: every placement of a game rated against the coach, and hints in plain words.

A move is rated by what it loses against the other choices of its position, each compared deal
by deal on the same deals (`coach.loss`), with a confidence interval of `coach.CONFIDENCE`
standard errors. The coach marks a move only for a loss it is sure of: the largest lower bound
over the other choices (`sure_loss`) must pass a limit (`LIMITS`: more than 1 displayed point an
inaccuracy `?!`, more than 3 a mistake `?`, 6 or more a blunder `??`). While some other choice's
interval still reaches past the next limit, so that more deals could make the mark stronger,
and its lower bound could still pass that limit by `MOST_DEALS` deals, the move and (at most
`OPEN_MOST` of) those choices are played on more deals (`REFINE` times as many each round, at
most `MOST_DEALS`). A position with no more possible deals than `MOST_DEALS` (late in a hand)
is played on every one, for every choice, open or not: its losses are exact, with no margin,
and no drawn deal decides its mark. When refinement does not settle a mark, the interval still
straddles a limit: the move then gets the weaker mark, the one it is sure of, and the review
states the loss with its margin.
A move of the best choice (the best move or its twin, `fiveup_viz.rules.choices`), or of a
choice worth as much on average to the tenth of a displayed point the review shows (`NIL`), is
the best. Every deal is the position's own (`rules.coach.deal_key`), so a review, its marks
included, is the same under every coach seed; `seed` is checked and changes nothing.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable
from dataclasses import replace
from typing import Any, NamedTuple

from fluent.runtime.types import FluentType, fluent_number

from fiveup_viz.explain.annotation_words import annotation_text, mark_meaning, note_text
from fiveup_viz.explain.annotation_words import coach_phrases as coach_phrases
from fiveup_viz.explain.wording import socket_name
from fiveup_viz.rules.annotations import NOTE_LANGUAGES
from fiveup_viz.rules.checks import check_budget, check_given_seed
from fiveup_viz.rules.coach import CONFIDENCE, WIN, Hint, Loss, deal_count, extend, hint, loss, view
from fiveup_viz.rules.examples import own_note
from fiveup_viz.rules.game import Game, check_game
from fiveup_viz.rules.layout import Move
from fiveup_viz.rules.scoring import RAW_PER_DISPLAYED
from fiveup_viz.words import fluent
from fiveup_viz.words.fluent import decimal
from fiveup_viz.words.messages import ui

#: Ratings by the loss the coach is sure of (displayed points, R1) against a better choice:
#: that loss <= limit; more: mistake.
RATINGS = (("best", 0.0), ("good", 1.0), ("inaccuracy", 3.0))
#: How a reviewed move is marked by its `verdict`, as in chess notation (forced: the only legal
#: move).
REVIEW_MARKS = {"best": " ★", "good": " ✓", "inaccuracy": " ?!", "mistake": " ?", "blunder": " ??",
                "forced": ""}
#: `review --annotate`: the RECORD.md mark each verdict writes (best, good and an only move get
#: none), and the sure loss (displayed points, R1) from which a mistake is a blunder `??`.
COACH_MARKS = {"inaccuracy": "?!", "mistake": "?", "blunder": "??"}
BLUNDER = 6.0
#: The limits a sure loss passes for each mark, weakest first (`mark_level`).
LIMITS = (RATINGS[1][1], RATINGS[2][1], BLUNDER)
#: A loss below this many displayed points is shown as 0.0 (one decimal): the move is as good as
#: the best, as a person reading "0.0" would say, never "good (expected loss 0.0 ± 0.0)".
NIL = 0.05
REFINE = 2  #: each round of refinement plays the open choices on this many times the deals
#: The deals a refined comparison stops at; a position with no more deals than this is played
#: on every one of them, for every choice (exact, whether its mark is open or not).
MOST_DEALS = 2048
OPEN_MOST = 2  #: the open choices refined in one round, those reaching highest first


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
    margin: float = 0.0  #: the loss's margin of error (`coach.CONFIDENCE` standard errors)
    best_equals: tuple[Move, ...] = ()  #: the moves equal to `best` (its twins)
    deals: int = 0  #: the deals the loss is the mean of (every possible deal when `margin` is 0)

    @property
    def sure(self) -> float:
        """The loss the coach is confident of: the loss less its margin, at least 0."""
        return max(0.0, self.loss - self.margin)


def rating_for(loss: float, margin: float = 0.0) -> str:
    """The rating of a move outside the best choice, by its expected loss in displayed points
    less its margin of error: `good` while the coach cannot be sure it loses more than a point."""
    for name, limit in RATINGS[1:]:
        if loss - margin <= limit + 1e-9:
            return name
    return "mistake"


def shown(raw: float) -> int | FluentType:
    """Raw points as displayed points (R1), a number a message both writes (one decimal when
    needed, as its language writes a decimal) and selects its plural on."""
    points = raw / RAW_PER_DISPLAYED
    if points % 1:
        return fluent_number(points, useGrouping=False, maximumFractionDigits=1)
    return int(points)


def move_words(move: Move, lang: str = "en", form: str = "alone") -> str:
    """`[4|5] on [4|4] line B`, or `[4|5] to open`, in the language; `form` is `alone` (a
    hint's line, the coach's preference) or `played` (after `coach.played`'s verb)."""
    p = coach_phrases(lang)
    if move.on is None or move.socket is None:
        return p["open"].format(tile=move.tile, form=form)
    return p["on"].format(tile=move.tile, on=move.on, socket=socket_name(move.socket, lang),
                          form=form)


def move_label(move: Move, lang: str = "en") -> str:
    """A move button's text, shorter than `move_words`' phrase in a sentence: `Open with
    [1|4]`, `[1|1] on [1|4] low end`."""
    if move.on is None:
        return ui(lang, "open-with", tile=move.tile)
    return ui(lang, "move", tile=move.tile, on=move.on, socket=socket_name(str(move.socket), lang))


def choice_label(moves: tuple[Move, ...], lang: str = "en") -> str:
    """A move button's text for one choice (`fiveup_viz.rules.choices`): `move_label` of a move
    alone, or of a move and its twin, `[3|5] on [5|5] line A or line B` (R11)."""
    return move_label(moves[0], lang) if len(moves) == 1 else ui(lang, "move-either", **_twins(moves, lang))


def choice_tip(moves: tuple[Move, ...], lang: str = "en") -> str:
    """Why a choice of a move and its twin is one button, and which socket it plays: the two
    sockets give the same layout but for their names (R11); "" for a move alone."""
    return "" if len(moves) == 1 else ui(lang, "move-either-tip", **_twins(moves, lang))


def _twins(moves: tuple[Move, ...], lang: str) -> dict[str, Any]:
    """A move and its twin as a message's values: the tile, the spinner, and the two sockets named."""
    move, other = moves
    return {"tile": move.tile, "on": move.on, "socket": socket_name(move.socket or "", lang),
            "twin": socket_name(other.socket or "", lang)}


def choice_words(moves: tuple[Move, ...], lang: str = "en") -> str:
    """A choice in words, standing alone: one move, or a move and its twin, `[1|3] on [1|1]
    line A or line B (these are equally good)` (`fiveup_viz.rules.choices`)."""
    if len(moves) == 1:
        return move_words(moves[0], lang)
    return coach_phrases(lang)["on_either"].format(**_twins(moves, lang), form="alone")


def signed(raw: int) -> str:
    """Raw points as signed displayed points, `+15` or `−5` (R1, D1)."""
    return fluent.signed(raw // RAW_PER_DISPLAYED)


def value_means(lang: str = "en") -> str:
    """What a hint's worth is: its side's average gain over the others, an exact 61 counting
    `coach.WIN` extra (R3)."""
    return coach_phrases(lang)["value_means"].format(bonus=shown(WIN))


def event_words(h: Hint, lang: str = "en") -> str:
    """What a last tile scores: the going-out event it makes, `+15 to +18 displayed points in
    the going-out event`, over the deals the coach played, with its one target check (R23, D6);
    a single value is said as estimated unless every deal gives it (`Hint.certain`)."""
    low, high = min(h.events), max(h.events)
    if not h.busts:
        fate = "last"
    elif h.busts == len(h.events):
        fate = "last_bust"
    else:
        fate = "last_some"
    if low == high:
        fate = "last_certain" if fate == "last" and h.certain else fate
        return coach_phrases(lang)[fate].format(low=signed(low), n=shown(abs(low)))
    return coach_phrases(lang)[f"{fate}_range"].format(low=signed(low), high=signed(high),
                                                        n=shown(abs(high)))


def hint_text(h: Hint, lang: str = "en") -> str:
    """A hint in plain words: `[4|5] on [4|4] line B: +2 displayed points now, leaves the next
    player no placement that would credit points, …`; a last tile's credit only inside its going-out event."""
    p = coach_phrases(lang)
    if h.events:
        now = event_words(h, lang)
    elif not h.credit:
        now = p["now_zero"]
    elif h.accepted:
        now = p["now"].format(credit=shown(h.credit))
    else:
        now = p["bust"].format(credit=shown(h.credit))
    value = decimal(h.value / RAW_PER_DISPLAYED, lang, sign=True)
    clauses = (now, leaves_words(h, lang), p["sheds"].format(pips=h.sheds),
               p["value"].format(value=value))
    return f"{choice_words(h.moves, lang)}: {', '.join(c for c in clauses if c)}"


def leaves_words(h: Hint, lang: str = "en") -> str:
    """What the move leaves the next player: a last tile ends the hand, so nobody replies
    (R21); else the best credit a reply could take, or none that R2 and R15 would credit."""
    p = coach_phrases(lang)
    if h.events:
        return p["leaves_out"]
    return p["leaves"].format(leaves=shown(h.leaves)) if h.leaves else p["leaves_none"]


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
                    rated.append(_rated(again, move, (hand.index, index, action.seat),
                                        budget_ms, seed))
            again.apply(action)
            if move is not None:
                done += 1
                if progress is not None:
                    progress(done, total)
    return rated


def _rated(game: Game, move: Move, where: tuple[int, int, int], budget_ms: float,
           seed: int) -> Rated:
    """The move rated at the budget, then refined while its mark is open (module docstring)."""
    ranking = hint(game, budget_ms=budget_ms, seed=seed)
    played = next(h for h in ranking if move in h.moves)
    pool = {h.moves: h for h in ranking if h is not played}
    losses = {moves: loss(h, played) for moves, h in pool.items()}
    count, deals = deal_count(view(game)), played.samples
    while not played.exact:
        if count <= MOST_DEALS:  # few deals: every one, for every choice: exact losses
            deals, open_ = count, list(pool)
        elif deals < MOST_DEALS and (open_ := opened(losses)):
            deals = min(deals * REFINE, MOST_DEALS)
        else:
            break
        played, *more = extend(game, [played, *(pool[m] for m in open_)], deals, seed=seed)
        pool.update((h.moves, h) for h in more)
        losses.update((h.moves, loss(h, played)) for h in more)
    return rate(move, played, losses, *where, len(game.legal_moves()))


def mark_level(loss: float) -> int:
    """How many of the `LIMITS` a loss in displayed points passes: 0 none, 1 an inaccuracy, 2 a
    mistake, 3 a blunder (from 6 on)."""
    return sum(1 for limit in LIMITS[:2] if loss > limit + 1e-9) + (loss >= BLUNDER - 1e-9)


def sure_loss(losses: dict[tuple[Move, ...], Loss]) -> float:
    """The largest loss the coach is sure of, in raw points: the largest lower bound over the
    other choices, at least 0."""
    return max([0.0, *(lost.low for lost in losses.values())])


def opened(losses: dict[tuple[Move, ...], Loss]) -> list[tuple[Move, ...]]:
    """The choices more deals could make the move's mark stronger with, at most `OPEN_MOST`,
    those reaching highest first: their confidence interval reaches past the next limit above
    the loss the coach is sure of, and their lower bound could pass that limit by `MOST_DEALS`
    (if their mean, plus one standard error, held; otherwise the weaker mark stands)."""
    sure = mark_level(sure_loss(losses) / RAW_PER_DISPLAYED)
    if sure == len(LIMITS):
        return []
    limit = LIMITS[sure] * RAW_PER_DISPLAYED

    def hopeful(lost: Loss) -> bool:
        at_most = CONFIDENCE * lost.error * math.sqrt(lost.deals / max(MOST_DEALS, lost.deals))
        return lost.high > limit and lost.mean + lost.error - at_most > limit

    found = [moves for moves, lost in losses.items() if hopeful(lost)]
    return sorted(found, key=lambda m: -losses[m].high)[:OPEN_MOST]


def rate(move: Move, played: Hint, losses: dict[tuple[Move, ...], Loss], hand: int,
         action: int, seat: int, legal: int) -> Rated:
    """`move` (of the choice `played`) rated by its `losses` against the other choices: the best
    when none is worth more on average than the review can show (`NIL`), otherwise by the
    largest loss the coach is sure of, named with the choice it loses that against (the best
    on average, when it is sure of none)."""
    if all(lost.mean < NIL * RAW_PER_DISPLAYED for lost in losses.values()):
        return Rated(hand, action, seat, move, "best", 0.0, played.move, legal, 0.0,
                     played.equals, played.samples)
    sure = sure_loss(losses)
    if sure > 0:
        against = max(losses, key=lambda m: losses[m].low)
    else:
        against = max(losses, key=lambda m: losses[m].mean)
    lost = losses[against]
    return Rated(hand, action, seat, move, rating_for(sure / RAW_PER_DISPLAYED),
                 lost.mean / RAW_PER_DISPLAYED, against[0], legal,
                 lost.margin / RAW_PER_DISPLAYED, against[1:], lost.deals)


def rated_text(game: Game, r: Rated, lang: str = "en", *, reveal_best: bool = True) -> str:
    """One review line: `Hand 1, action 3, Ada plays [1|4] on [1|3] low: mistake (...)`; hand
    and action count from 1, as `fiveup-viz annotate --hand 1 --action 3` takes them.

    With `reveal_best=False` the coach's preferred move (a tile of that hand) is left out.
    """
    p = coach_phrases(lang)
    rating = verdict_words(r, lang)
    if r.rating != "best":
        rating += f" ({loss_words(r, lang, reveal_best=reveal_best)})"
    return p["played"].format(hand=r.hand + 1, action=r.action + 1, name=game.players[r.seat],
                              act="open" if r.move.on is None else "play",
                              move=move_words(r.move, lang, "played"), rating=rating)


def loss_words(r: Rated, lang: str = "en", *, reveal_best: bool = True) -> str:
    """`expected loss 3.4 ± 0.8 displayed points; the coach prefers ...` (the margin at the
    confidence of `coach.CONFIDENCE`); with `reveal_best=False`, `... prefers another move`."""
    p = coach_phrases(lang)
    loss, margin = decimal(r.loss, lang), decimal(r.margin, lang)
    if not reveal_best:
        return p["loss_other"].format(loss=loss, margin=margin)
    return p["loss"].format(loss=loss, margin=margin,
                            best=choice_words((r.best, *r.best_equals), lang))


# -- annotations (RECORD.md § Annotations) -------------------------------------------
def verdict(r: Rated) -> str:
    """What the review calls a rated move: `forced` (the only legal move), `blunder` (a mistake
    sure to lose `BLUNDER` displayed points or more), else its rating."""
    if r.choices == 1:
        return "forced"
    if r.rating == "mistake" and r.sure >= BLUNDER - 1e-9:
        return "blunder"
    return r.rating


def coach_mark(r: Rated) -> str | None:
    """The mark `review --annotate` writes for a rated move: `?!` an inaccuracy, `?` a mistake,
    `??` a blunder; None for the rest."""
    return COACH_MARKS.get(verdict(r))


def verdict_words(r: Rated, lang: str = "en") -> str:
    """The verdict in words: a marked move's as the meaning of its mark (`?!` an inaccuracy,
    `??` a blunder: `ui-mark-*`, the words a record's mark is read with), else best, good or
    only move."""
    mark = coach_mark(r)
    return mark_meaning(mark, lang) if mark else coach_phrases(lang)[verdict(r)]


def coach_note(r: Rated) -> dict[str, str]:
    """The coach's short note on a marked move, naming the better move, in en, it and fi."""
    out = {}
    for lang in NOTE_LANGUAGES:
        out[lang] = coach_phrases(lang)["note"].format(rating=verdict_words(r, lang),
                                                       why=loss_words(r, lang))
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
