"""Questions from positions that real games produce, checked against the engine.

    >>> q = practice("score", seed=3)
    >>> q.text, q.solution            # a question and the engine's answer
    >>> q.check(10).explanation       # feedback naming the rule, in the question's language

`practice(kind, *, seed=None, lang="en", level=1)` simulates bot games, picks a position of
the asked difficulty and asks about it. The kinds of the practice are `score`, `counted`,
`legal`, `round`, `going-out` and `blocked`; the lessons also use `deal`, `seating`, `draw`,
`target` and `sheet`. Difficulty is measured (`Question.difficulty`) and bucketed into
`LEVELS` levels: tiles on the table for score, counted, legal and draw; tiles to add up for
round; players at the table for going-out, blocked, deal and seating; the score before the
event for target; displayed points for sheet.
"""

from __future__ import annotations

import itertools
import random
from collections.abc import Callable, Hashable, Iterable, Iterator
from typing import Any

from fiveup_viz.explain.question import (
    LEVELS,
    AnswerError,
    Choice,
    Feedback,
    Question,
    level_of,
    placement_points,
    points,
    svg_img,
)
from fiveup_viz.rules.bots import simulate
from fiveup_viz.rules.checks import check_int, check_list, check_random_seed, check_str
from fiveup_viz.rules.game import BlockedEnd, DominoEnd, Game, Round
from fiveup_viz.rules.layout import BRANCHES, LINES, Layout, Move, Socket
from fiveup_viz.rules.scoring import round5
from fiveup_viz.rules.tiles import Tile, as_tile
from fiveup_viz.words.errors import FiveUpError, InvalidExerciseError, Message
from fiveup_viz.words.fluent import entries_said, listing, numeral, side_name
from fiveup_viz.words.messages import Words
from fiveup_viz.words.messages import exercise as text
from fiveup_viz.words.values import Entries

PRACTICE_KINDS = ("score", "counted", "legal", "round", "going-out", "blocked")
KINDS = (*PRACTICE_KINDS, "deal", "seating", "draw", "target", "sheet")
_TRIES = 400  #: simulated hands looked at before settling for another level
_MOST_TRIES = 20 * _TRIES  #: simulated hands looked at for a kind before giving up


# -- positions from real games ----------------------------------------------------
def _hands(rng: random.Random, players: Callable[[], int]) -> Iterator[Game]:
    """One-hand games played by bots (greedy or random), seeded from `rng`."""
    while True:
        strategy = rng.choice(("greedy", "random"))
        yield simulate(players(), seed=rng.randrange(2**31), strategies=strategy, hands=1)


def _plays(rnd: Round) -> list[Move]:
    return [m for a in rnd.actions if (m := a.move) is not None]


def _pick(rng: random.Random, kind: str, level: int,
          candidates: Callable[[Game], list[Any]], players: Callable[[], int],
          measure: Callable[[Any], int]) -> Any:
    """A random candidate of the asked level from simulated hands (another level if none).
    A kind the bots seldom produce (a blocked hand, about 1 in 60 hands of three) is looked
    for past `_TRIES` hands until one is found."""
    fallback = None
    for tried, game in zip(range(_MOST_TRIES), _hands(rng, players), strict=False):
        if tried >= _TRIES and fallback is not None:
            break
        found = candidates(game)
        if not found:
            continue
        fallback = fallback or found
        fitting = [c for c in found if level_of(kind, measure(c)) == level]
        if fitting:
            return rng.choice(fitting)
    if fallback is None:  # pragma: no cover - the bots always produce positions
        raise LookupError(f"no position found for {kind}")
    return rng.choice(fallback)


def _layouts(game: Game) -> list[tuple[Game, Layout, Move]]:
    """(game, layout before, move) for every placement of the game's first hand."""
    out = []
    layout = Layout()
    for move in _plays(game.hands[0]):
        out.append((game, layout.copy(), move))
        layout.push(move)
    return out


# -- the kinds --------------------------------------------------------------------
def practice(kind: str, *, seed: int | str | None = None, lang: str = "en",
             level: int = 1, paper: bool = False) -> Question:
    """A question of `kind` from a real position of about `level` (1..LEVELS). A legal one is
    `lettered` for a screen here, once, for every screen that asks it (Exercise, Quiz, Practice,
    lesson pages; issue 31, s44); `paper`: unlettered, for the worksheet, which letters its
    choices and its picture on paper itself (`worksheet.sheet.lettered`)."""
    if check_str(kind, "kind") not in KINDS:
        raise InvalidExerciseError(Message("exercise.kind", kind=repr(kind), kinds=", ".join(KINDS)))
    lang = Words(lang)  # checked once (a Practice widget's Words is not checked again)
    if not 1 <= check_int(level, "level") <= LEVELS:
        raise InvalidExerciseError(Message("exercise.level", levels=LEVELS, level=repr(level)))
    check_random_seed(seed)
    rng = random.Random(f"{kind}:{seed}" if seed is not None else None)
    if kind == "legal":
        return _make_legal(rng, lang, level, paper=paper)
    return _MAKERS[kind](rng, lang, level)


def offers_a_choice(q: Question) -> bool:
    """A number question, or a choice question with at least two choices to pick from (a lone
    choice would be its own answer: teacher trial 5, finding 7) of which, when several may be
    right, at least one is wrong (picking every choice must not be the answer: teacher trial 6,
    finding 1)."""
    if not q.choices:
        return True
    if len(q.choices) < 2:
        return False
    return not q.multiple or not q.solution_keys() >= {c.key for c in q.choices}


def practice_with_a_choice(kind: str, *, seed: int | str, lang: str = "en",
                           level: int = 1) -> Question:
    """`practice(kind, seed=seed)` if it `offers_a_choice`, else the first of the seeds
    `seed:1`, `seed:2`, ... that does (a Practice widget's question: issue 31, point 6)."""
    q = practice(kind, seed=seed, lang=lang, level=level)
    for n in itertools.count(1):
        if offers_a_choice(q):
            break
        q = practice(kind, seed=f"{seed}:{n}", lang=lang, level=level)
    return q


def _socket(socket: Socket | None, lang: str) -> str:
    from fiveup_viz.explain.wording import socket_name

    return "" if socket is None else socket_name(socket, lang)


def _layout_svg(layout: Layout, lang: str, *, highlight_last: bool = True,
                letters: dict[Any, str] | None = None) -> str:
    from fiveup_viz.drawing import svg

    return str(svg.layout(layout, lang=lang, caption=False, marks=False,
                          highlight_last=highlight_last, letters=letters))


def lettered(q: Question) -> Question:
    """A "where can … be placed?" (legal) question on a screen with each choice's label started
    by its letter, "A · [0|2] high end", and its picture, if any, with that letter at the point
    the choice names, right and wrong alike (the worksheet's lettering, `choice_letters`):
    a game page's "where" question and a lesson's legal exercise (issue 31, teach24 friction 3:
    the points were named in words only). The letters' places on a page's layout:
    `quiz.letters`."""
    from fiveup_viz.explain.question import choice_letters, lettered_label

    letters = choice_letters(q)
    q.choices = tuple(Choice(c.key, lettered_label(q.lang, letters[c.key], c.label))
                      for c in q.choices)
    if q.pictures and "layout" in q.position:
        q.pictures = (_layout_svg(q.position["layout"], q.lang, highlight_last=False,
                                  letters=letters), *q.pictures[1:])
    return q


def _end_label(tile: Tile, socket: Socket | None, lang: str) -> str:
    if tile.is_double and (socket is None or socket in LINES):
        return text(lang, "choice.double", tile=tile)
    return text(lang, "choice.socket", tile=tile, socket=_socket(socket, lang))


def _end_point(tile: Tile, socket: Socket | None, lang: str) -> str:
    """A counted end as a sentence says it: a terminal double's both halves, or a point."""
    from fiveup_viz.explain.wording import point_name

    double = tile.is_double and (socket is None or socket in LINES)
    return point_name(tile, None if double else socket, lang)


def _ends_text(layout: Layout, lang: str) -> str:
    ends = [text(lang, "end.value", end=_end_point(e.tile, e.socket, lang), value=e.value)
            for e in layout.counted_ends()]
    return listing(ends, lang) if ends else text(lang, "none")


def _internal(layout: Layout) -> list[Tile]:
    return [t for t in layout.spinners if layout.is_internal(t)]


def _count_why(layout: Layout, lang: str, fate: dict[str, Any] | None = None) -> str:
    """The sum of the counted ends and whether it scores (R14, R15); `fate` (`score_question`)
    says what then happens to a credit in a game: a last tile's joins the going-out event
    (R23), one past 305 is discarded (R2)."""
    total = layout.total()
    ends = layout.counted_ends()
    parts = [text(lang, "e.sum", ends=_ends_text(layout, lang), count=len(ends), total=total)
             if ends else text(lang, "e.sum.none")]
    internal = _internal(layout)
    if internal:  # one sentence for them all (read11-it F1)
        parts.append(text(lang, "e.internal", tiles=listing([str(t) for t in internal], lang),
                          count=len(internal)))
    if layout.credit():
        raw = layout.credit()
        if fate is None:
            parts.append(text(lang, "e.scores", total=total, points=placement_points(raw, lang)))
        elif fate.get("last"):
            parts.append(text(lang, "e.scores.last", total=total, points=placement_points(raw, lang)))
        else:
            before = fate["before"]
            parts.append(text(lang, "e.scores.thrown", total=total, points=placement_points(raw, lang),
                              before=before, raw=raw, sum=before + raw))
    elif fate is not None and fate.get("last"):
        parts.append(text(lang, "e.no.score.last", total=total))
    else:
        parts.append(text(lang, "e.no.score", total=total))
    return " ".join(parts)


def _players(rng: random.Random) -> Callable[[], int]:
    return lambda: rng.choice((2, 3, 4))


def _make_score(rng: random.Random, lang: str, level: int) -> Question:
    game, before, move = _pick(rng, "score", level, _layouts, _players(rng),
                               lambda c: len(c[1]) + 1)
    q = score_question(game.players[_seat_of(game, move)], before, move, lang)
    q.pictures = (_layout_svg(q.position["after"], lang),)
    q.position = {"game": game, "layout": before, "move": move}
    return q


def score_question(name: str, before: Layout, move: Move, lang: str,
                   fate: dict[str, Any] | None = None) -> Question:
    """How many raw points does `name`'s `move` on `before` score (R14, R15)? No picture;
    `position` holds the layout `before` and `after` the move. `name` may be the learner (a
    viewer's quiz: `explain.seat_value`), asked in the second person. In a game, `fate` tells
    the explanation what became of the credit: `{"last": True}` for a hand's last tile (R23),
    `{"before": score}` for an event discarded past 305 (R2)."""
    after = before.copy()
    after.push(move)
    asked = _asked_score(fate)
    if move.on is None:
        q = text(lang, f"q.score.open{asked}", name=name, tile=move.tile)
    else:
        q = text(lang, f"q.score{asked}", name=name, tile=move.tile, on=move.on,
                 socket=_socket(move.socket, lang))
    return Question("score", lang, len(after), q, after.credit(), _count_why(after, lang, fate),
                    position={"before": before, "after": after, "move": move})


def _asked_score(fate: dict[str, Any] | None) -> str:
    """The question's ending by the credit's `fate` (`score_question`): a last tile's placement
    points join the going-out event (R23), a thrown-away event's are asked before the target
    check (R2); else the plain "score"."""
    if fate is None:
        return ""
    return ".last" if fate.get("last") else ".thrown"


def _seat_of(game: Game, move: Move) -> int:
    return next(a.seat for a in game.hands[0].actions if a.move == move)


def _counted_key(item: Any) -> Hashable:
    """(tile, socket) of an end; a double stands for itself (socket None) on a line side."""
    tile, socket = _point(item)
    if tile.is_double and (socket is None or socket in LINES):
        return (tile, None)
    return (tile, socket)


def _point(item: Any) -> tuple[Tile, Socket | None]:
    """(tile, socket) from a CountedEnd, LegalPoint, Move, pair or text like `[1|4] high`."""
    if isinstance(item, Move):
        if item.on is None:
            raise AnswerError(Message("answer.opening", item=item))
        return item.on, item.socket
    if isinstance(item, str):
        parts = item.split()
        try:
            return as_tile(parts[0]), Socket.parse(parts[1]) if len(parts) > 1 else None
        except (FiveUpError, IndexError):
            raise AnswerError(Message("answer.point", item=repr(item))) from None
    if isinstance(item, tuple) and len(item) >= 2:
        try:
            return as_tile(item[0]), None if item[1] is None else Socket.parse(item[1])
        except FiveUpError:
            raise AnswerError(Message("answer.point", item=repr(item))) from None
    raise AnswerError(Message("answer.point", item=repr(item)))


def _make_counted(rng: random.Random, lang: str, level: int) -> Question:
    _, before, move = _pick(rng, "counted", level, _layouts, _players(rng),
                            lambda c: len(c[1]) + 1)
    layout = before.copy()
    layout.push(move)
    keys: list[tuple[Tile, Socket | None]] = []
    reasons: dict[Hashable, str] = {}
    for t in layout.tiles:
        links = layout.links(t)
        if t.is_double:
            keys.append((t, None))
            if layout.is_internal(t):
                reasons[(t, None)] = text(lang, "e.internal.tile", tile=t)
                for b in BRANCHES:
                    if b not in links:
                        keys.append((t, b))
                        reasons[(t, b)] = text(lang, "e.branch",
                                               point=_end_point(t, b, lang))
        else:
            keys += [(t, s) for s in (Socket.HIGH, Socket.LOW) if s not in links]
    keys.sort(key=lambda k: (k[0].low, k[0].high, -1 if k[1] is None else k[1].rank))
    choices = tuple(Choice(k, _end_label(k[0], k[1], lang)) for k in keys)
    why = text(lang, "e.counted", ends=_ends_text(layout, lang), count=len(layout.counted_ends()))
    return Question("counted", lang, len(layout), text(lang, "q.counted"),
                    frozenset(layout.counted_ends()), why, (_layout_svg(layout, lang),),
                    choices, True, reasons, _counted_key, {"layout": layout})


def _legal_key(item: Any) -> Hashable:
    return _point(item)


def _make_legal(rng: random.Random, lang: str, level: int, *, paper: bool = False) -> Question:
    _, layout, move = _pick(rng, "legal", level,
                            lambda g: [c for c in _layouts(g) if len(c[1])],
                            _players(rng), lambda c: len(c[1]))
    from fiveup_viz.drawing import svg

    return legal_question(layout, move.tile, lang, text(lang, "q.legal", tile=move.tile),
                          pictures=(_layout_svg(layout, lang, highlight_last=False),
                                    str(svg.tile(move.tile))), paper=paper)


def legal_question(layout: Layout, tile: Tile, lang: str, asked: str, *,
                   pictures: tuple[str, ...] = (), paper: bool = False) -> Question:
    """`asked`: where may `tile` be placed on `layout` (its legal points, R9, R13)? Every
    legal point is a choice, and every branch still closed (R11); `pictures`: the layout's
    first. The one place a screen's legal questions are made (a lesson's exercise, a quiz,
    Practice, a game page's "where" question): their choices and layout are `lettered` here,
    once; `paper`: not, the worksheet letters its own."""
    from fiveup_viz.explain.wording import point_name

    solution = frozenset(lp for lp in layout.legal_points() if lp.value in (tile.low, tile.high))
    keys: list[tuple[Tile, Socket | None]] = [(lp.tile, lp.socket) for lp in layout.legal_points()]
    reasons: dict[Hashable, str] = {}
    for lp in layout.legal_points():
        if lp.value not in (tile.low, tile.high):
            reasons[(lp.tile, lp.socket)] = text(
                lang, "e.value", point=point_name(lp.tile, lp.socket, lang), value=lp.value,
                tile=tile)
    for t in layout.spinners:  # branches that wait for both line sides (R11)
        if not layout.is_internal(t):
            for b in BRANCHES:
                keys.append((t, b))
                reasons[(t, b)] = _closed_why(t, b, tile, lang)
    keys.sort(key=lambda k: (k[0].low, k[0].high, 0 if k[1] is None else k[1].rank))
    choices = tuple(Choice(k, _point_label(k, lang)) for k in keys)
    found = sorted(solution, key=lambda p: (p.tile, p.socket.rank))
    where = listing([point_name(lp.tile, lp.socket, lang) for lp in found], lang)
    why = (text(lang, "e.legal", tile=tile, points=where) if solution
           else text(lang, "e.legal.none", tile=tile, low=tile.low, high=tile.high))
    q = Question("legal", lang, len(layout), asked, solution, why, pictures, choices, True,
                 reasons, _legal_key, {"layout": layout, "tile": tile})
    return q if paper else lettered(q)


def _closed_why(spinner: Tile, branch: Socket, tile: Tile, lang: str) -> str:
    """Why `tile` may not go on a `branch` of `spinner` not yet started (R11, R13), and also
    that it has no half of the spinner's value when it has none (R9)."""
    from fiveup_viz.explain.wording import point_name

    point = point_name(spinner, branch, lang)
    if spinner.low in (tile.low, tile.high):
        return text(lang, "e.closed", point=point)
    return text(lang, "e.closed.value", point=point, tile=tile, value=spinner.low)


def _point_label(key: tuple[Tile, Socket | None], lang: str) -> str:
    return text(lang, "choice.socket", tile=key[0], socket=_socket(key[1], lang))


def _end_groups(game: Game) -> list[tuple[Tile, ...]]:
    """Tiles added up at the end of the first hand: each hand left, and the opponents' together."""
    rnd = game.hands[0]
    groups = [tuple(h) for h in rnd.held if h]
    end = rnd.end
    if isinstance(end, DominoEnd):
        own = game.sides[game.side_of(end.seat)]
        opp = tuple(t for s, h in enumerate(rnd.held) if s not in own for t in h)
        if opp:
            groups.append(opp)
    return groups


def _make_round(rng: random.Random, lang: str, level: int) -> Question:
    from fiveup_viz.drawing import svg

    tiles = _pick(rng, "round", level, _end_groups, _players(rng), len)
    total = sum(t.pips for t in tiles)
    return Question("round", lang, len(tiles), text(lang, "q.round", n=len(tiles)),
                    round5(total), _round_why(total, lang, len(tiles)),
                    (str(svg.tiles(list(tiles), lang=lang)),), position={"tiles": tiles})


def _how(total: int, lang: str) -> str:
    rem = total % 5
    if rem == 0:
        return text(lang, "how.stays")
    return text(lang, "how.down" if rem <= 2 else "how.up", rem=rem)


def _round_why(total: int, lang: str, n: int) -> str:
    """Why `total` pips of `n` tiles round as they do (R24); one tile is "this tile" (teacher
    trial 10, friction 8)."""
    return text(lang, "e.round", n=n, total=total, how=_how(total, lang), rounded=round5(total))


def _level_players(level: int) -> Callable[[], int]:
    return lambda: level + 1


def _ended(kind: type) -> Callable[[Game], list[Game]]:
    return lambda g: [g] if isinstance(g.hands[0].end, kind) else []


def _make_going_out(rng: random.Random, lang: str, level: int) -> Question:
    from fiveup_viz.drawing import svg

    game = _pick(rng, "going-out", level, _ended(DominoEnd), _level_players(level),
                 lambda g: g.n)
    rnd = game.hands[0]
    end = rnd.end
    assert isinstance(end, DominoEnd)
    parts = end.going_out
    name = game.players[end.seat]
    last = _plays(rnd)[-1].tile
    own = game.sides[game.side_of(end.seat)]
    partner = next((s for s in own if s != end.seat), None)
    note = "" if partner is None else " " + text(lang, "q.partner", partner=game.players[partner],
                                                 name=name)
    q = text(lang, "q.going.out", name=name, tile=last, placement=parts.placement, note=note)
    opp = [s for s in range(game.n) if s not in own]
    addends = " + ".join(str(end.pips[s]) for s in opp)
    # the question states the last placement's share without rule numbers (a pupil's copy,
    # teach11 friction 6); the reason's event line cites them (R15, R23)
    why = [text(lang, "e.opponents", parts=addends, total=parts.opponents_pips,
                rounded=parts.opponents, count=len(opp))]
    if partner is not None:
        why.append(text(lang, "e.partner", partner=game.players[partner],
                        total=parts.partner_pips, rounded=parts.partner))
        why.append(text(lang, "e.event", placement=parts.placement, opponents=parts.opponents,
                        partner=parts.partner, raw=numeral(parts.raw)))
    else:
        why.append(text(lang, "e.event.solo", placement=parts.placement,
                        opponents=parts.opponents, raw=numeral(parts.raw)))
    return Question("going-out", lang, game.n, q, parts.raw, " ".join(why),
                    (str(svg.players_tiles(game, lang=lang)),), position={"game": game})


def _make_blocked(rng: random.Random, lang: str, level: int) -> Question:
    from fiveup_viz.drawing import svg

    game = _pick(rng, "blocked", level, _ended(BlockedEnd), _level_players(level),
                 lambda g: g.n)
    end = game.hands[0].end
    assert isinstance(end, BlockedEnd)
    # The question asks for a group's credit before the target check (R26, R2), as the
    # placement and going-out questions do. The hand is a one-hand game from 0 - 0, so no
    # group's event is discarded or left unapplied (read13-en I3: none in 2700 groups, the
    # highest side 175); were one so, another group is asked about.
    applied = {e.seat for e in game.events if e.kind == "blocked" and e.accepted}
    group = rng.choice([g for g in end.groups if not g.credit or g.seat in applied]
                       or list(end.groups))
    name = game.players[group.seat]
    if group.differences:
        diffs = entries_said(Entries(((game.players[s], f"{end.pips[s]} − {group.pips} = {d}")
                                      for s, d in group.differences), kind="diff"), lang)
        if len(group.differences) > 1:
            diffs += f"; {' + '.join(str(d) for _, d in group.differences)} = {group.total}"
        why = [text(lang, "e.group", name=name, pips=group.pips, diffs=diffs,
                    count=len(group.differences), credit=group.credit)]
    else:
        why = [text(lang, "e.group.none", name=name, pips=group.pips)]
    partner = next((s for s in game.sides[group.side] if s != group.seat), None)
    if partner is not None:
        why.append(text(lang, "e.group.partner", partner=game.players[partner]))
    return Question("blocked", lang, game.n, text(lang, "q.blocked", name=name), group.credit,
                    " ".join(why), (str(svg.players_tiles(game, lang=lang)),),
                    position={"game": game, "seat": group.seat})


def _make_deal(rng: random.Random, lang: str, level: int) -> Question:
    from fiveup_viz.drawing import svg

    game = Game(level + 1, seed=rng.randrange(2**31))
    left = len(game.hand.boneyard)
    dealt = sum(len(h) for h in game.hand.deal)
    why = text(lang, "e.deal", n=game.n, dealt=dealt, left=left)
    return Question("deal", lang, game.n, text(lang, "q.deal", n=game.n), left, why,
                    (str(svg.players_tiles(game, face_up=False, lang=lang)),), position={"game": game})


def _make_seating(rng: random.Random, lang: str, level: int) -> Question:
    from fiveup_viz.drawing import svg

    game = Game(level + 1, seed=rng.randrange(2**31))
    seat = rng.randrange(game.n)
    name = game.players[seat]
    if game.n == 4 and rng.random() < 0.5:
        answer = game.players[next(s for s in game.sides[game.side_of(seat)] if s != seat)]
        q, why = "q.partner.of", "e.partner.of"
    else:
        answer = game.players[(seat + 1) % game.n]
        q, why = "q.next.of", "e.next.of"
    # who plays next may be anyone, the player who just played too (two players: a real choice)
    choices = tuple(Choice(p, p) for p in game.players if p != name or q == "q.next.of")
    return Question("seating", lang, game.n, text(lang, q, name=name), answer,
                    text(lang, why, name=name, answer=answer),
                    (str(svg.seating(game.players, lang=lang)),), choices,
                    position={"game": game, "seat": seat, "asks": q})


def _turns(game: Game) -> list[tuple[Game, Layout, tuple[Tile, ...], int, int, str]]:
    """(game, layout, tiles held, seat, boneyard left, what the seat must do) at each turn."""
    rnd = game.hands[0]
    replay = Game(list(game.players), seed=game.seed, start=False)
    replay.redeal(rnd)
    out = []
    turn_start = True
    for action in rnd.actions:
        h = replay.hand
        if turn_start and h.pending is None:
            must = "place" if replay.legal_moves() else "draw" if replay.can_draw() else "pass"
            out.append((game, h.layout.copy(), tuple(h.held[h.turn]), h.turn,
                        len(h.boneyard) - h.drawn, must))
        replay.apply(action)
        turn_start = action.kind != "draw"
    return out


def _make_draw(rng: random.Random, lang: str, level: int) -> Question:
    from fiveup_viz.drawing import svg

    want = rng.choice(("place", "draw", "draw", "pass"))

    def candidates(g: Game) -> list[Any]:
        turns = [t for t in _turns(g) if len(t[1])]
        return [t for t in turns if t[5] == want] or []

    game, layout, held, seat, left, must = _pick(rng, "draw", level, candidates,
                                                 _players(rng), lambda c: len(c[1]))
    name = game.players[seat]
    fits = [t for t in held if layout.can_place(t)]
    if must == "place":
        why = text(lang, "e.place", tile=fits[0], name=name)
    elif must == "draw":
        why = text(lang, "e.draw", left=left, name=name)
    else:
        why = text(lang, "e.pass", name=name)
    choices = tuple(Choice(k, text(lang, f"choice.{k}")) for k in ("place", "draw", "pass"))
    return Question("draw", lang, len(layout), text(lang, "q.draw", name=name, left=left), must, why,
                    (_layout_svg(layout, lang, highlight_last=False),
                     str(svg.tiles(list(held), name=name, lang=lang))), choices,
                    position={"game": game, "layout": layout, "held": held, "left": left})


def _games(rng: random.Random) -> Iterator[Game]:
    while True:
        players = rng.choice((2, 3, 4))
        yield simulate(players, seed=rng.randrange(2**31), strategies=rng.choice(
            ("greedy", "random")), max_hands=60)


def _pick_game(rng: random.Random, kind: str, level: int,
               candidates: Callable[[Game], list[Any]], measure: Callable[[Any], int]) -> Any:
    fallback = None
    for _, game in zip(range(40), _games(rng), strict=False):
        found = candidates(game)
        fallback = fallback or found
        fitting = [c for c in found if level_of(kind, measure(c)) == level]
        if fitting:
            return rng.choice(fitting)
    assert fallback, f"no position found for {kind}"
    return rng.choice(fallback)


def _make_target(rng: random.Random, lang: str, level: int) -> Question:
    def events(g: Game) -> list[Any]:
        evs = [(g, e) for e in g.events if e.raw > 0]
        if level == LEVELS:  # the interesting ones near the target: discarded or winning
            evs = [(g, e) for g, e in evs if not e.accepted or e.score == 305] or evs
        return evs

    game, event = _pick_game(rng, "target", level, events, lambda c: c[1].before)
    side = side_name(game.side_players(event.side), lang)
    before, raw = event.before, event.raw
    total = before + raw
    if not event.accepted:
        why = text(lang, "e.discarded", before=before, raw=raw, total=total)
    elif total == 305:
        why = text(lang, "e.won", before=before, raw=raw)
    else:
        why = text(lang, "e.accepted", before=before, raw=raw, total=total)
    q = text(lang, "q.target", side=side, before=before, shown=before // 5, raw=raw)
    return Question("target", lang, before, q, event.score, why,
                    position={"game": game, "event": event})


def _make_sheet(rng: random.Random, lang: str, level: int) -> Question:
    _, raw = _pick_game(rng, "sheet", level,
                           lambda g: [(g, e.score) for e in g.events if e.score > 0],
                           lambda c: c[1] // 5)
    strokes = raw // 5
    why = text(lang, "e.sheet", raw=raw, strokes=strokes, tens=strokes // 10, rest=strokes % 10)
    return Question("sheet", lang, strokes, text(lang, "q.sheet", raw=raw), strokes, why,
                    position={"raw": raw})


_MAKERS: dict[str, Callable[[random.Random, str, int], Question]] = {
    "score": _make_score, "counted": _make_counted, "legal": _make_legal, "round": _make_round,
    "going-out": _make_going_out, "blocked": _make_blocked, "deal": _make_deal,
    "seating": _make_seating, "draw": _make_draw, "target": _make_target, "sheet": _make_sheet,
}


def quiz(kinds: Iterable[str], *, seed: int | str = 0, lang: str = "en",
         level: int = 1) -> list[Question]:
    """One question per kind, in order (a lesson's closing quiz)."""
    check_random_seed(seed)
    asked = check_list(kinds, "kinds")
    return [practice(k, seed=f"{seed}:{i}", lang=lang, level=level) for i, k in enumerate(asked)]


__all__ = ["KINDS", "LEVELS", "PRACTICE_KINDS", "AnswerError", "Choice", "Feedback", "Question",
           "level_of", "points", "practice", "quiz", "svg_img"]
