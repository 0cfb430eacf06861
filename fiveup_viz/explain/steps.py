"""What happened and why, as data: steps with their numbers and rule ids, told in en, it or fi.

The one place that explains the game. Every function here returns steps (or `EndStep`s, a
heading with its lines): each a `Message` of `ui.ftl` (the words layer's one message as data,
made by `step`) with the numbers, tiles, sockets and names it needs and the rules (R…, D…) it
applies. `say(step, lang)` turns a step into a sentence. The drawings, the widgets, the
summary and the command line only render steps. Pure Python, no drawing imports.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from fiveup_viz.rules.game import BlockedEnd, DominoEnd, Game, HandEnd, Round, ScoreEvent, TargetEnd
from fiveup_viz.rules.layout import BRANCHES, LINES, Layout, Socket
from fiveup_viz.rules.scoring import TARGET, GoingOut, displayed, round5
from fiveup_viz.rules.tiles import Tile
from fiveup_viz.words.errors import Message
from fiveup_viz.words.fluent import numeral, signed
from fiveup_viz.words.messages import Words
from fiveup_viz.words.values import Count, Entries, Names, Side, Who, learner


def step(key: str, values: dict[str, Any] | None = None, rules: tuple[str, ...] = (),
         tone: str = "", event: ScoreEvent | None = None) -> Message:
    """One thing that happened, or one reason, as data: a message of `ui.ftl`, its values, its
    rules, how a renderer colours it (`tone`: "", "accepted", "discarded", "won" or "muted")
    and the scoring event it tells."""
    return Message.of("ui", key, values, rules, tone, event)


@dataclass(frozen=True)
class EndStep:
    """One step of an end-of-hand count: a heading, its lines and the event it applies."""

    key: str  #: last-tile, reveal, opponents, partner, net, order, group, winner, target, next
    heading: Message
    lines: tuple[Message, ...] = ()
    event: ScoreEvent | None = field(default=None, compare=False)
    reveal: bool = False  #: every seat's remaining tiles are shown with this step

    def text(self, lang: str = "en") -> str:
        """The heading, then each line, each as a sentence of its own (a heading such as
        `Dan's group: 1 pip` already holds a colon: it-review)."""
        return " ".join([sentence(self.heading, lang), *(sentence(s, lang) for s in self.lines)])


# -- saying a step -----------------------------------------------------------------
def say(message: Message, lang: str = "en") -> str:
    """The step as a sentence (no final full stop), its rules in brackets at the end."""
    return Words(lang).say(message)


def sentence(message: Message, lang: str = "en", *, stop: str = ".", capital: bool = True) -> str:
    """The step as a sentence: a capital first letter and a full stop (none after a question);
    `capital=False` keeps the first letter as the language's message writes it (after a colon)."""
    text = Words(lang).say(message)
    end = "" if stop == "." and text.endswith(("?", "!")) else stop
    return f"{text[:1].upper() if capital else text[:1]}{text[1:]}{end}"


def _sum(before: int, raw: int) -> str:
    """`100 + 20 = 120`, `40 − 10 = 30`: arithmetic, the same in every language."""
    sign = "+" if raw >= 0 else "−"
    return f"{numeral(before)} {sign} {abs(raw)} = {numeral(before + raw)}"


def side_value(game: Game, side: int, you: int | None = None) -> Side:
    """A side as a step's value: its players (the learner's seat `you` as the learner), said
    in the step's language."""
    return Side(seat_value(game, seat, you) for seat in game.sides[side])


def seat_value(game: Game, seat: int, you: int | None = None) -> str:
    """A seat's name as a step's value: the learner's seat (`you`) speaks in the second person,
    whatever its name; with no learner seat given, a name as the record holds it (a saved
    learner's seat is known by its name, `ui-you`)."""
    name = game.players[seat]
    if you is None:
        return name
    return learner(name) if seat == you else Who(name)


def _is_you(name: str) -> bool:
    return getattr(name, "person", "") == "you"


# -- the layout: why an end counts, why a point is legal, what a placement credits ----
def reasons(layout: Layout) -> list[Message]:
    """Why every counted end counts and every legal point is legal, by tile (R11, R13, R14)."""
    out = []
    for tile in sorted(layout.tiles):
        found = _double(layout, tile) if tile.is_double else _end(layout, tile)
        if found is not None:
            out.append(found)
    return out


def _end(layout: Layout, tile: Tile) -> Message | None:
    taken = {str(k) for k in layout.links(tile)}
    free = [s for s in (Socket.HIGH, Socket.LOW) if str(s) not in taken]
    if len(free) == 2:
        return step("end.opening", {"tile": tile, "high": tile.high, "low": tile.low},
                    ("R13", "R14"))
    if len(free) == 1:
        value = tile.high if free[0] == Socket.HIGH else tile.low
        return step("end.free", {"tile": tile, "socket": free[0], "value": value},
                    ("R13", "R14"))
    return None


def _double(layout: Layout, tile: Tile) -> Message:
    links = layout.links(tile)
    taken = [s for s in LINES if s in links]
    both = 2 * tile.low
    if not taken:
        return step("double.lone", {"tile": tile, "both": both}, ("R11", "R13", "R14"))
    if len(taken) == 1:
        free = LINES[1] if taken[0] == LINES[0] else LINES[0]
        return step("double.terminal", {"tile": tile, "taken": taken[0], "free": free,
                                        "both": both}, ("R13", "R14"))
    open_branches = [s for s in BRANCHES if s not in links]
    if len(open_branches) == 2:
        return step("double.internal.open", {"tile": tile}, ("R13", "R14"))
    if open_branches:
        return step("double.internal.one", {"tile": tile, "branch": open_branches[0]},
                    ("R13", "R14"))
    return step("double.internal.full", {"tile": tile}, ("R14",))


def credit(layout: Layout, *, last: bool = False) -> Message:
    """What the last placement credits and why: the counted values' sum (R14, R15); with
    `last`, a hand's last tile, whose points are not credited alone but join the going-out
    event (R21, R23, D6)."""
    from fiveup_viz.explain.wording import sum_said

    if not len(layout):
        return step("credit.empty", {}, ("R9",))
    raw = layout.credit()
    data: dict[str, Any] = {"sum": sum_said(layout), "count": len(layout.counted_ends()),
                            "total": layout.total()}
    rules = ("R14", "R15", "R23", "D6") if last else ("R14", "R15")
    key = "credit.last" if last else "credit"
    if raw:
        data.update(raw=Count("raw", raw), shown=Count("shown", displayed(raw)))
        return step(f"{key}.yes", data, rules)
    return step(f"{key}.no", data, rules)


def opens() -> Message:
    """The leader opens with any tile (R9)."""
    return step("opens", {}, ("R9",))


# -- actions -----------------------------------------------------------------------
def action(game: Game, hand: int, index: int, *, you: int | None = None,
           hidden: bool = False) -> Message:
    """The action `index` of hand `hand` (R9, R18, R19).

    `you` is the learner's seat (its verbs say "you"); `hidden` keeps a drawn tile unnamed
    (tiles held face down).
    """
    act = game.hands[hand].actions[index]
    name = seat_value(game, act.seat, you)
    if act.kind == "play":
        if act.on is None:
            return step("act.open", {"name": name, "tile": act.tile}, ("R9",))
        return step("act.play", {"name": name, "tile": act.tile, "on": act.on,
                                 "socket": act.socket})
    if act.kind == "draw":
        key = "act.draw.hidden" if hidden and not _is_you(name) else "act.draw"
        return step(key, {"name": name, "tile": act.tile})
    return step("act.pass", {"name": name})


def why(game: Game, hand: int, index: int) -> Message | None:
    """Why a player drew or passed (R17-R19); None for a placement."""
    rnd = game.hands[hand]
    act = rnd.actions[index]
    if act.kind == "pass":
        return step("why.pass", {}, ("R19",))
    if act.kind != "draw":
        return None
    nxt = rnd.actions[index + 1] if index + 1 < len(rnd.actions) else None
    fits = (nxt.kind == "play" and nxt.tile == act.tile) if nxt is not None else (
        rnd.pending == act.tile)
    if fits:
        return step("why.draw.fits", {}, ("R18",))
    if nxt is not None and nxt.kind == "pass" and nxt.seat == act.seat:  # the boneyard ran out
        return step("why.draw.last.pass", {}, ("R19",))
    if nxt is None and rnd.end is not None and rnd.end.kind == "blocked":
        return step("why.draw.last.blocked", {}, ("R20", "D5"))
    return step("why.draw", {}, ("R18",))


def action_line(game: Game, hand: int, index: int, lang: str = "en", *,
                you: int | None = None, hidden: bool = False) -> str:
    """`Bea draws [2|5] from the boneyard: no tile held fits, … (R18)`."""
    text = say(action(game, hand, index, you=you, hidden=hidden), lang)
    reason = why(game, hand, index)
    return text if reason is None else f"{text}: {say(reason, lang)}"


def draws(game: Game, hand: int, first: int, last: int, *,
          you: int | None = None) -> tuple[Message, Message]:
    """A player's consecutive forced draws, actions `first` to `last` of hand `hand`, and why
    (teacher trial 15; a run of "Bea draws…" lines overflowed "what happened"). It names no
    tile, not even the learner's (whose tiles show in their hand). A run whose last tile fits
    says so ("the last tile drawn fits and must be placed at once", R18); any other run's end is
    the next line's (a pass, R19, or the block, R20)."""
    act = game.hands[hand].actions[first]
    drew = step("act.draws", {"name": seat_value(game, act.seat, you), "count": last - first + 1})
    reason = why(game, hand, last)
    fits = reason is not None and reason.key == "why.draw.fits"
    return drew, step("why.draws.fits" if fits else "why.draw", {}, ("R18",))


def draws_line(game: Game, hand: int, first: int, last: int, lang: str = "en", *,
               you: int | None = None) -> str:
    """`Bea draws 4 tiles from the boneyard: no tile held fits, so tiles are drawn one at a time
    (R18)`: `draws` in one line."""
    drew, said = draws(game, hand, first, last, you=you)
    return f"{say(drew, lang)}: {say(said, lang)}"


def leads(game: Game, hand: int, *, you: int | None = None) -> Message:
    """Who leads a hand, citing why: drawn at random for the first hand (R7), the seat that
    went out (R8), or drawn anew after a blocked hand (R7, R8)."""
    seat = game.hands[hand].leader
    before = game.hands[hand - 1].end if hand else None
    rules = (("R7",) if before is None else ("R8",) if before.kind == "domino"
             else ("R7", "R8"))
    return step("leads", {"name": seat_value(game, seat, you)}, rules)


def turn(game: Game, hand: int, *, seat: int, pending: Tile | None, end: HandEnd | None,
         you: int | None = None, hidden: bool = False) -> Message:
    """Whose turn it is, or how the hand ended (R3, R18, R20, R21).

    `hidden`: the hand is face down, so a drawn tile that must be placed is not named.
    """
    if end is None:
        name = seat_value(game, seat, you)
        if pending is not None and hidden and not _is_you(name):
            return step("turn.pending.hidden", {"name": name}, ("R18",))
        if pending is not None:
            return step("turn.pending", {"name": name, "tile": pending},
                        ("R18",))
        return step("turn.play", {"name": name})
    if end.kind == "domino":
        return step("turn.domino", {"name": seat_value(game, end.seat, you)}, ("R21",))
    if end.kind == "blocked":
        return step("turn.blocked", {}, ("R20",))
    side = game.side_of(end.seat)
    return step("next.won", {"side": side_value(game, side, you)}, ("R3",))


# -- scoring events and the target check ---------------------------------------------
def event(game: Game, e: ScoreEvent, you: int | None = None) -> Message:
    """A scoring event and its parts (R16, R23, R26); `you` is the learner's seat."""
    name = seat_value(game, e.seat, you)
    if e.kind == "domino" and isinstance(e.detail, GoingOut):
        d = e.detail
        partnered = len(game.sides[game.side_of(e.seat)]) > 1  # R23 deducts even 0 pips
        key = "event.domino.partner" if partnered else "event.domino"
        count = game.n - len(game.sides[game.side_of(e.seat)])  # the opponents: 1 of 2 players
        mates = [s for s in game.sides[game.side_of(e.seat)] if s != e.seat]
        mate = seat_value(game, mates[0], you) if mates else name  # "your pips" for the learner
        return step(key, {"name": name, "mate": mate, "raw": signed(e.raw), "placement": d.placement,
                          "opponents-pips": d.opponents_pips, "opponents": d.opponents,
                          "partner-pips": d.partner_pips, "partner": d.partner, "count": count},
                    event=e)  # R22-R24: each pip total beside its rounding
    kind = "event.blocked" if e.kind == "blocked" else "event.placement"
    return step(kind, {"name": name, "raw": signed(e.raw)}, event=e)


def check(game: Game, e: ScoreEvent, you: int | None = None) -> Message:
    """The target check of one event: accepted, accepted and won, or discarded (R1-R3, D1)."""
    side = side_value(game, e.side, you)
    data = {"side": side, "sum": _sum(e.before, e.raw), "before": e.before}
    if not e.accepted:
        return step("check.discarded", data, ("R2",), "discarded", e)
    if e.score == TARGET:
        return step("check.won", data, ("R3",), "won", e)
    if e.score < 0:
        return step("check.negative", data, ("D1",), "accepted", e)
    return step("check.accepted", {**data, "shown": Count("shown", displayed(e.score))}, ("R2",),
                "accepted", e)


def event_line(game: Game, e: ScoreEvent, lang: str = "en", *, you: int | None = None) -> str:
    """One scoring event with its target check: `placement by Ada: +10 → accepted: …`."""
    return Words(lang).text("ui", "event-line", event=say(event(game, e, you), lang),
                            check=say(check(game, e, you), lang))


def rounding(total: int) -> Message:
    """Rounding to the nearest multiple of 5, with the remainder that decides it (R24)."""
    rem = total % 5
    key = "rounding.stay" if rem == 0 else "rounding.down" if rem <= 2 else "rounding.up"
    return step(key, {"total": total, "rounded": round5(total), "rem": rem}, ("R24",))


# -- the end of a hand --------------------------------------------------------------------
def end_title(game: Game, hand: int, *, you: int | None = None) -> Message:
    """`Hand 3: Ada goes out (R21)`, `Hand 2: Blocked hand (R20)`, or not ended yet."""
    end = game.hands[hand].end
    if end is None:
        return step("end.open", {"n": hand + 1})
    if end.kind == "domino":
        what = step("end.domino", {"name": seat_value(game, end.seat, you)}, ("R21",))
    elif end.kind == "blocked":
        return step("end.title.blocked", {"n": hand + 1}, ("R20",))
    else:
        what = step("end.target", {"name": seat_value(game, end.seat, you)}, ("R3", "D6"))
    return step("end.title", {"n": hand + 1, "what": what})


def not_ended() -> Message:
    """A hand that has not ended in the record: nothing to count yet."""
    return step("end.none")


def end_steps(game: Game, hand: int, *, you: int | None = None) -> list[EndStep]:
    """The end-of-hand count of one hand, step by step; empty while the hand is open. `you`
    is the learner's seat: spoken to in the second person, as during play."""
    rnd = game.hands[hand]
    end = rnd.end
    if end is None:
        return []
    events = [e for e in game.events if e.hand == hand and e.kind == end.kind]
    if end.kind == "domino":
        steps = _going_out(game, rnd, events[0] if events else None, you)
    elif end.kind == "blocked":
        steps = _blocked(game, rnd, events, you)
    else:
        steps = [_target(game, rnd, you)]
    steps.append(_next(game, rnd, you))
    return steps


def _pips(tiles: list[Tile]) -> Count:
    return Count("pip", sum(t.pips for t in tiles))


def _seat_lines(game: Game, rnd: Round, you: int | None) -> list[Message]:
    return [step("reveal.seat", {"name": seat_value(game, s, you),
                                 "tiles": " ".join(str(t) for t in held) if held
                                 else step("no-tiles"), "pips": _pips(held)})
            for s, held in enumerate(rnd.held)]


def _going_out(game: Game, rnd: Round, e: ScoreEvent | None,
               you: int | None) -> list[EndStep]:
    end = rnd.end
    assert isinstance(end, DominoEnd)
    g = end.going_out
    name = seat_value(game, g.seat, you)
    side = game.side_of(g.seat)
    who = side_value(game, side, you)
    steps = [EndStep("last-tile", step("out.head", {}, ("R21",)), (
        step("out.places", {"name": name, "tile": rnd.layout.last}),
        credit(rnd.layout, last=True)))]
    steps.append(EndStep("reveal", step("reveal.head", {}, ("R21",)),
                         tuple(_seat_lines(game, rnd, you)), reveal=True))
    opponents = [s for s in range(game.n) if game.side_of(s) != side]
    # two players: one opponent, named alone (nothing is added up)
    pips = {s: str(sum(t.pips for t in rnd.held[s])) if len(opponents) > 1 else "" for s in opponents}
    parts = Entries(((seat_value(game, s, you), pips[s]) for s in opponents), " + ", "sum")
    head = "opp.head.one" if len(opponents) == 1 else "opp.head"
    steps.append(EndStep("opponents", step(head, {}, ("R22",)), (
        step("opp.sum", {"parts": parts, "pips": Count("pip", g.opponents_pips),
                         "rounding": rounding(g.opponents_pips), "count": len(opponents)}),
        step("opp.credit", {"raw": Count("raw", g.opponents), "side": who}))))
    partners = [s for s in game.sides[side] if s != g.seat]
    if partners:
        steps.append(EndStep("partner", step("partner.head", {}, ("R23",)), (
            step("partner.sum", {"name": seat_value(game, partners[0], you), "player": name,
                                 "pips": Count("pip", g.partner_pips),
                                 "rounding": rounding(g.partner_pips)}),
            step("partner.deduct", {"raw": Count("raw", g.partner), "side": who}))))
    net = step("net.sum.partner" if partners else "net.sum",
               {"placement": g.placement, "opponents": g.opponents, "partner": g.partner,
                "count": len(opponents), "raw": Count("raw", g.raw),
                "shown": Count("shown", displayed(g.raw))},
               ("R23", "D2"))
    zero = (step("net.zero", {}, ("D2",)),) if g.raw == 0 else ()  # the parts cancel out
    lines = (net, *zero) if e is None else (net, *zero, check(game, e, you))
    steps.append(EndStep("net", step("net.head", {}, ("R23", "R2")), lines, event=e))
    return steps


#: Why a hand is blocked: the boneyard is empty and nobody can place, so it is scored at once (R20).
BLOCKED_WHY = step("blocked.why", {}, ("R20",))


def _blocked(game: Game, rnd: Round, events: list[ScoreEvent],
             you: int | None) -> list[EndStep]:
    end = rnd.end
    assert isinstance(end, BlockedEnd)
    steps = [EndStep("reveal", step("end.blocked", {}, ("R20",)),
                     (BLOCKED_WHY, *_seat_lines(game, rnd, you)), reveal=True)]
    order = Entries(((seat_value(game, g.seat, you), str(g.pips)) for g in end.groups),
                    kind="order")
    lines = [step("order.groups", {"order": order}, ("R25",))]
    sums = [g.pips for g in end.groups]
    if len(set(sums)) < len(sums):
        lines.append(step("order.ties", {"name": seat_value(game, rnd.leader, you)}, ("R26", "D8")))
    if game.n == 4:
        lines.append(step("order.partners", {}, ("R25",)))
    steps.append(EndStep("order", step("order.head", {}, ("R25",)), tuple(lines)))
    by_seat = {e.seat: e for e in events}
    stopped = False
    for g in end.groups:
        e = by_seat.get(g.seat)
        lines = []
        if g.differences:
            diffs = Entries(((seat_value(game, o, you), f"{g.pips + d} − {g.pips} = {d}")
                             for o, d in g.differences), "; ", "diff")
            lines += [step("group.diffs", {"diffs": diffs, "count": len(g.differences)}, ("R25",)),
                      step("group.total", {"total": g.total, "rounding": rounding(g.total)})]
        else:
            lines.append(step("group.none", {}, ("R25",)))
        if g.credit == 0:
            if g.differences:  # "nothing to collect" already said it (read11-it F8)
                lines.append(step("group.zero", {}, ("D2",), "muted"))
            e = None
        elif stopped or e is None:
            lines.append(step("group.stopped", {}, ("R26", "R3"), "muted"))
            e = None
        else:
            lines += [step("group.credit", {"raw": Count("raw", g.credit),
                                            "side": side_value(game, g.side, you)}, ("R26",)),
                      check(game, e, you)]
            stopped = e.accepted and e.score == TARGET
        head = step("group.head", {"name": seat_value(game, g.seat, you),
                                   "pips": Count("pip", g.pips)})
        steps.append(EndStep("group", head, tuple(lines), event=e))
    steps.append(EndStep("winner", step("winner.head", {}, ("R27",)), (_winner(game, rnd, you),)))
    return steps


def _winner(game: Game, rnd: Round, you: int | None) -> Message:
    end = rnd.end
    assert isinstance(end, BlockedEnd)
    low = min(end.pips)
    seats = [s for s in range(game.n) if end.pips[s] == low]
    holders = (seat_value(game, seats[0], you) if len(seats) == 1
               else Names(seat_value(game, s, you) for s in seats))
    if end.winner is None:
        return step("winner.tie", {"low": low, "holders": holders}, ("R27",))
    return step("winner.one",
                {"low": low, "holders": holders, "side": side_value(game, end.winner, you)}, ("R27",))


def _target(game: Game, rnd: Round, you: int | None) -> EndStep:
    end = rnd.end
    assert isinstance(end, TargetEnd)
    side = game.side_of(end.seat)
    line = step("target.line",
                {"name": seat_value(game, end.seat, you), "tile": rnd.layout.last,
                 "side": side_value(game, side, you)}, ("R3", "D6"), "won")
    return EndStep("target", step("target.head", {}, ("R3", "D6")), (line,))


def _next(game: Game, rnd: Round, you: int | None) -> EndStep:
    end = rnd.end
    assert end is not None
    final = rnd.index == len(game.hands) - 1
    if final and game.winner is not None:
        line = step("next.won", {"side": side_value(game, game.winner, you)},
                    ("R3",), "won")
    elif final and game.finished:
        line = step("next.d3", {"n": game.max_hands}, ("D3",))
    elif isinstance(end, DominoEnd):
        line = step("next.lead", {"name": seat_value(game, end.seat, you)}, ("R8",))
    else:
        line = step("next.draw", {}, ("R8",))
    return EndStep("next", step("next.head"), (line,))
