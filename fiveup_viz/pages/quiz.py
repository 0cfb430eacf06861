"""A recorded game as a quiz: the questions asked at a stop, and what shows before the answer.

With `every` (`GameViewer(..., quiz=True)`; `fiveup-viz html --quiz` and the site ask
`CLASS_ASKS`), each placement asks
"how many raw points?" (R14, R15) and each hand's count asks "who is credited how many raw
points?" (R21-R27); a page asks only at the positions its choice names (`ASKS`, `asked_at`).
The record's own questions (`fiveup_viz.rules.asks`) are asked either way. The
engine gives every answer and its explanation (a `Question`, checked in the browser by
`static/exercise.js`: a wrong answer keeps the right one back, `Question.withheld`); the
record's own questions stand in a box of their own (`posed`). Until the learner answers, the
stop shows its panels without the count:
the layout without counted values or legal points, the caption's action alone, no note, and
the scores and events of the stop before. Face down, no question names a tile in a hand.
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Hashable, Iterable, Mapping, Sequence
from typing import Any

from fiveup_viz.explain.question import Choice, Question, answer_data, choice_letters
from fiveup_viz.explain.steps import seat_value
from fiveup_viz.pages.panels import GamePanels, Stop, revealed_html
from fiveup_viz.pages.rulebook import with_rule_lines
from fiveup_viz.rules.asks import Ask
from fiveup_viz.rules.events import ScoreEvent
from fiveup_viz.rules.game import BlockedEnd, DominoEnd
from fiveup_viz.words.fluent import listing, msg_id, side_name
from fiveup_viz.words.messages import text

PanelsAt = Callable[[Stop, bool], dict[str, str]]
#: Which positions a quiz asks at (`fiveup-viz html --quiz --questions`, and the page's choice
#: beside "Ask the questions"): the placements that score and every end-of-hand count, only
#: the counts, or every placement and count. The record's own questions are asked at each.
ASKS = ("scoring", "counts", "every")
#: A class's default (the command line's, the game page's and so the site's): a question at
#: each placement that scores and at each count, about half as many as at every tile played
#: (the example games: 27 + 3 of 56 questions in `partners`), leaving out the placements that
#: score nothing.
CLASS_ASKS = "scoring"
#: The panels that show the stop before while a question waits (the count is in them); the
#: scores too, with the side to act now in bold.
EARLIER = ("log", "review")


def words(lang: str, key: str, **values: Any) -> str:
    """A message of `quiz.ftl` in `lang`."""
    return text(lang, "quiz", msg_id(key), **values)


def questions(source: GamePanels, stop: Stop, asked: Sequence[Ask], *, face_up: bool,
              every: bool) -> list[Question]:
    """The questions asked at `stop`: the record's (`asked`), and with `every` the placement's
    points and the hand's credits; face down, no `where` question (it names a tile in a hand)."""
    here = [a for a in asked if a.hand == stop.hand and a.step == stop.step]
    if stop.end_step is not None:
        found = hand_end_question(source, stop.hand) if every and stop.end_step == 0 else None
        return [found] if found is not None else []
    out = []
    if stop.step and (every or any(a.kind == "points" for a in here)):
        found = placement_question(source, stop)
        if found is not None:
            out.append(found)
    if face_up:
        out += [where_question(source, a) for a in here if a.kind == "where"]
    return out


def placement_question(source: GamePanels, stop: Stop) -> Question | None:
    """How many raw points does the placement just made score (R14, R15)? None after a draw
    or a pass."""
    from fiveup_viz.pages.exercises import score_question

    game = source.game
    action = game.hands[stop.hand].actions[stop.step - 1]
    if action.move is None:
        return None
    before = source.timeline[stop.hand, stop.step - 1].layout
    return score_question(seat_value(game, action.seat, source.you), before, action.move,
                          source.lang, _fate(source, stop))


def _fate(source: GamePanels, stop: Stop) -> dict[str, Any] | None:
    """What became of the placement's credit: a hand's last tile joins the going-out event
    (R23, D6); an event past 305 is discarded (R2); else None (it was credited)."""
    game = source.game
    rnd = game.hands[stop.hand]
    if isinstance(rnd.end, DominoEnd) and stop.step == len(rnd.actions):
        return {"last": True}
    thrown = [e for e in game.events if e.hand == stop.hand and e.action == stop.step - 1
              and e.kind == "placement" and not e.accepted]
    return {"before": thrown[0].before} if thrown else None


def where_question(source: GamePanels, ask: Ask) -> Question:
    """Where can the seat to act place the asked tile (its legal points, R9, R13)?"""
    from fiveup_viz.pages.exercises import legal_question

    assert ask.tile is not None  # a `where` question always names its tile (asks.py)
    pos = source.timeline[ask.hand, ask.step]
    name = seat_value(source.game, pos.turn, source.you)
    q = legal_question(pos.layout, ask.tile, source.lang,
                       words(source.lang, "q.where", name=name, tile=ask.tile))
    # asked one step before its action, beside the previous action's note: its heading names
    # the action it is about (issue 31, teach27 F4), the page's 1-based action number
    q.position["before_action"] = ask.step + 1
    return q


def letters(found: Sequence[Question]) -> dict[Any, str] | None:
    """The letters to draw on the layout while `found` wait: a "where" question's, at every
    place its choices name, right and wrong alike, so they give nothing away (at most one
    "where" question a position, asks.py); None without one."""
    where = next((q for q in found if q.kind == "legal"), None)
    return choice_letters(where) if where is not None else None


def hand_end_question(source: GamePanels, hand: int) -> Question | None:
    """Who is credited how many raw points at the end of `hand` (R21-R27)? Only events the
    target check accepts credit anything (R2); a going-out event worth 0 is still applied (D2),
    and each blocked group's credit is its own event (R26). One choice per outcome: the engine's
    and a few near it. None for a hand that ended at the target or not at all."""
    game, lang = source.game, source.lang
    end = game.hands[hand].end
    if not isinstance(end, DominoEnd | BlockedEnd):
        return None
    ends = [e for e in game.events if e.hand == hand and e.kind in ("domino", "blocked")]
    right = _credits(e for e in ends if e.accepted)  # an event going past 305 is discarded (R2)
    counted = _credits(ends)  # before the target check: the credit a learner may forget to drop
    near = right or counted or ((ends[0].side if ends else 0, 5),)
    groups = (ends, _groups(game, ends)) if isinstance(end, BlockedEnd) and game.n == 4 else None
    slips = _slips(source, hand, ends, right, counted)
    keys: set[Outcome] = set(_outcomes(right, counted, near, len(game.sides)))
    keys |= {key for key in slips if isinstance(key, tuple)}
    choices = [Choice(key, _outcome(source, key, groups)) for key in sorted(keys)]
    if isinstance(end, DominoEnd):
        kind, asked = "going-out", words(lang, "q.end.domino", name=seat_value(game, end.seat, source.you))
    else:
        kind, asked = "blocked", words(lang, "q.end.blocked")
    why = f"\n{_result(source, ends, groups)}{_count_why(source, hand)}"
    return Question(kind, lang, game.n, asked, right, why,
                    choices=tuple(choices), decides=_END_RULES[kind], slips=slips)


def _slips(source: GamePanels, hand: int, ends: list[ScoreEvent], right: Outcome,
           counted: Outcome) -> dict[Hashable, str]:
    """The wrong outcomes a known slip makes at a hand's count, each with the slip in one
    sentence and its one or two rules (teach18 F4): a credit kept though it takes a score above
    305 (R2); at a going-out event the target check accepts, the partner deduction left out
    (R23), the partner's pips merged with the opponents' before rounding, added or subtracted
    (R23 forbids it), each opponent's pips rounded apart instead of their total once (R22,
    R24), and the last placement's sum added though it is no positive multiple of 5 (R15,
    R21). The first slip making an outcome names it; none is the right outcome."""
    from fiveup_viz.rules.scoring import GoingOut, round5

    game, lang = source.game, source.lang
    found: dict[Hashable, str] = {}
    if counted != right:
        found[counted] = words(lang, "slip.target")
    kept = [e for e in ends if e.accepted]
    end = game.hands[hand].end
    out = kept[0].detail if len(kept) == 1 else None
    if not isinstance(out, GoingOut) or not isinstance(end, DominoEnd):
        return found
    side = kept[0].side
    own = game.sides[side]
    made: list[tuple[int, str]] = []
    if out.partner:
        made.append((out.raw + out.partner, words(lang, "slip.partner")))
    if game.n == 4:
        merged = words(lang, "slip.merged")
        for pips in (out.opponents_pips + out.partner_pips, out.opponents_pips - out.partner_pips):
            made.append((out.placement + round5(pips), merged))
    apart = sum(round5(end.pips[s]) for s in range(game.n) if s not in own)
    made.append((out.placement + apart - out.partner, words(lang, "slip.apart")))
    total = source.timeline[hand, len(game.hands[hand].actions)].layout.total()
    if not out.placement and total % 5:
        # the sum rounded as pips are (R24): a credit a learner may write, not one ruled out at
        # a glance for being no multiple of 5 (teach20: "36 raw")
        made.append((round5(total) + out.opponents - out.partner,
                     words(lang, "slip.last", total=f"{total} \u2192 {round5(total)}")))
    for raw, said in made:
        key = ((side, raw),)
        # a 0 credit would be "nobody" again; a credit no multiple of 5 is no credit at all
        # (R14, R24), ruled out at a glance (teach20: "36 raw")
        if raw and raw % 5 == 0 and key != right and key not in found:
            found[key] = said
    return found


#: The rules deciding who is credited what at a hand's end, whatever the outcome: the count
#: (going out R21-R24, D2; blocked R24-R26) and the target check of each event (R2).
_END_RULES = {"going-out": ("R2", "R21", "R22", "R23", "R24", "D2"),
              "blocked": ("R2", "R24", "R25", "R26")}


Outcome = tuple[tuple[int, int], ...]
#: A blocked hand of partnerships' events and each side's groups (`_groups`), for `_outcome`.
Groups = tuple[list[ScoreEvent], dict[int, list[int]]]


def _credits(events: Iterable[ScoreEvent]) -> Outcome:
    """(side, raw) of each of these events, in side order: a going-out event worth 0 is one too
    (applied and recorded, D2), and a side's two blocked groups are two events (R26)."""
    return tuple(sorted((e.side, e.raw) for e in events))


def _summed(outcome: Outcome) -> Outcome:
    """Each side's events added into one credit (the mistake of merging a side's events)."""
    credits: dict[int, int] = {}
    for side, raw in outcome:
        credits[side] = credits.get(side, 0) + raw
    return tuple(sorted(credits.items()))


def _outcomes(right: Outcome, counted: Outcome, near: Outcome, sides: int) -> list[Outcome]:
    """The engine's outcome and others a learner may choose: the count before the target check
    (R2), nobody credited, a side's events merged into one, `near` (a non-empty outcome) and
    around it 5 raw more or less for its first event and the same credit (5 raw for 0) to
    another side; only the engine's and the uncapped count may credit 0, and beside an event
    that nets 0 (applied and recorded, D2) "nobody credited" is no choice: it would change the
    scores just as that event does, two true answers; in a fixed order."""
    found = {right, counted, near, _summed(right)}
    if all(raw for _, raw in (*right, *counted)):
        found.add(())
    side, raw = near[0]
    rest = near[1:]
    for other in (raw + 5, raw - 5):
        if other >= 0 or raw < 0:
            found.add(tuple(sorted(((side, other), *rest))))
    for swap in range(sides):
        if swap != side and all(s != swap for s, _ in rest):
            found.add(tuple(sorted(((swap, raw or 5), *rest))))
    return sorted(o for o in found if o in (right, counted) or all(r for _, r in o))


def _groups(game: Any, ends: list[ScoreEvent]) -> dict[int, list[int]]:
    """Each side's groups (seats) at a blocked hand of partnerships, those whose events the hand
    has first (in their order), then its other seats: whose group a choice's credit names."""
    seats = {side: [e.seat for e in ends if e.side == side] for side in range(len(game.sides))}
    return {side: found + [s for s in game.sides[side] if s not in found]
            for side, found in seats.items()}


def _credited(raws: list[int], side: int, ends: list[ScoreEvent], pool: list[int]
              ) -> list[tuple[int, int]]:
    """(seat, raw) of one side's credits in a choice: a credit equal to a group's event is that
    group's, the others go to the side's remaining groups in `pool`'s order; in that order."""
    found: dict[int, int] = {}
    rest = []
    for raw in raws:
        seat = next((e.seat for e in ends if e.side == side and e.raw == raw
                     and e.seat not in found), None)
        if seat is None:
            rest.append(raw)
        else:
            found[seat] = raw
    for raw in rest:
        found[next(s for s in pool if s not in found)] = raw
    return sorted(found.items(), key=lambda item: pool.index(item[0]))


def _credit(source: GamePanels, side: int, raw: Any) -> str:
    """One side's credit `raw` with its players (`credit`: `Ada and Cai: 20 raw`), the learner
    as "you"."""
    players = [seat_value(source.game, seat, source.you) for seat in source.game.sides[side]]
    return words(source.lang, "credit", side=side_name(players, source.lang), raw=raw)


def _outcome(source: GamePanels, key: Outcome, groups: Groups | None = None) -> str:
    """An outcome in words: `Ada and Cai: 20 raw`, a side's events one by one, or nobody
    credited; sides apart by `credits` (`Ada and Cai: 20 raw; Bea and Dan: 5 raw`). At a
    blocked hand of partnerships (`groups`: the hand's events and `_groups`),
    each credit names the group that earns it, its own event (R25, R26): `Bea and Dan: 5 raw
    (Bea's group) and 5 raw (Dan's group)` (fix18 item 2: "5 raw and 5 raw" said not whose)."""
    from fiveup_viz.pages.panels import count

    lang, game = source.lang, source.game
    if not key:
        return words(lang, "nobody")
    said = []
    for side in sorted({side for side, _ in key}):
        raws = [raw for s, raw in key if s == side]
        if groups is None:
            credits = [count("raw", raw, lang) for raw in raws]
        else:
            ends, pools = groups
            credits = [words(lang, "group-credit", raw=count("raw", raw, lang),
                             name=seat_value(game, seat, source.you))
                       for seat, raw in _credited(raws, side, ends, pools[side])]
        said.append(_credit(source, side, listing(credits, lang)))
    return functools.reduce(lambda head, next_: words(lang, "credits", head=head, next=next_), said)


def _result(source: GamePanels, ends: list[ScoreEvent], groups: Groups | None) -> str:
    """The count's result in one line, first in its explanation, before the reasons: each
    credited event's sum as arithmetic (`Ada and Cai: 25 − 5 = 20 raw.`: the placement's
    credit, the opponents' pips and the partner's pips each rounded once, R22-R24) or, at a
    blocked hand, the credits (R25, R26); nobody credited when the target check discards
    all (R2) (teacher trial 15, F3: the key line was below the window)."""
    from fiveup_viz.pages.panels import count
    from fiveup_viz.rules.scoring import GoingOut

    lang = source.lang
    kept = [e for e in ends if e.accepted]
    out = next((e.detail for e in kept if isinstance(e.detail, GoingOut)), None)
    if out is None or len(kept) != 1:
        return _outcome(source, _credits(kept), groups) + "."
    terms = [str(out.placement)] if out.placement else []
    terms.append(str(out.opponents))
    sums = " + ".join(terms) + (f" \u2212 {out.partner}" if out.partner_pips else "")
    raw = count("raw", out.raw, lang)
    said = raw if sums == str(out.raw) else f"{sums} = {raw}"
    return _credit(source, kept[0].side, said) + "."


def _count_why(source: GamePanels, hand: int) -> str:
    """The hand's count in sentences, each with its rules (as the count panel says it): one
    line a step, its heading first, each line starting on a new line after the verdict too
    ("Right." then the steps), not one block (issue 29, point 1); a quiz's page keeps the
    lines (`question_data`: `steps`)."""
    from fiveup_viz.explain.steps import sentence

    lang = source.lang
    parts = []
    for step in source.end_steps(hand):
        if step.key in ("reveal", "next"):
            continue
        lines = " ".join(sentence(line, lang) for line in step.lines)
        parts.append(f"{sentence(step.heading, lang)} {lines}")  # a full stop, as the viewer
    return "".join(f"\n{part}" for part in parts)


def before_answer(source: GamePanels, stop: Stop, face_up: bool, panels_at: PanelsAt,
                  lettering: Mapping[Any, str] | None = None) -> dict[str, str]:
    """The panels of `stop` while its questions wait: no counted values, legal points, caption
    or note, a "where" question's letters (`lettering`, `letters`) at their places; the scores,
    events and review of the stop before; at a count, the tiles held."""
    shown = panels_at(stop, face_up)
    pos = source.timeline[stop.hand, stop.step]
    hidden = {"layout": source.layout(stop, pos, marks=False, letters=lettering),
              "caption": source.caption(pos, face_up, counted=False), "note": ""}
    # at a count, the stop of its last action: its placement's credit is part of the count (R23)
    before = Stop(stop.hand, stop.step if stop.end_step is not None else stop.step - 1)
    if stop.end_step is not None:
        hidden["end"] = revealed_html(source.game, stop.hand, source.lang, source.you)
    earlier = panels_at(before, face_up)
    hidden["scores"] = source.scores(before, turn=stop)
    return {**shown, **{k: earlier[k] for k in EARLIER if k in shown}, **hidden}


def before_next(source: GamePanels, stop: Stop, face_up: bool, panels_at: PanelsAt,
                lettering: Mapping[Any, str] | None = None) -> dict[str, str]:
    """The panels of `stop` while only questions on the next action wait (a record's `where`
    question, asked at the position before that action): this step's own caption (its mark
    and counted values), note, scores and events, and the layout without its legal points,
    which are the answer (R9, R13) (teacher trial 15, F4: the note waited for the answer), but
    with the question's letters (`lettering`) at every place its choices name (issue 31)."""
    pos = source.timeline[stop.hand, stop.step]
    return {**panels_at(stop, face_up),
            "layout": source.layout(stop, pos, marks=False, letters=lettering)}


def labels(lang: str) -> dict[str, str]:
    """The words the front end adds around a question."""
    # the buttons named by their labels on screen (teach34 friction 3)
    return {"heading": words(lang, "heading"), "heading_record": words(lang, "heading.record"),
            "wait": words(lang, "wait"), "skip": words(lang, "skip", button=text(lang, "page", "end")),
            "skip_count": words(lang, "skip.count", button=text(lang, "exercise", "reveal")),
            "toggle": words(lang, "toggle"),
            "asks": words(lang, "asks"), **{f"asks_{a}": words(lang, f"asks.{a}") for a in ASKS}}


def posed(stop: Stop, asked: Sequence[Ask], q: Question) -> bool:
    """Whether `q`, asked at `stop`, is one of the record's own questions (`asked`): a `where`
    question, or a placement's points that the record asks for."""
    kind = "where" if q.kind == "legal" else "points"
    return any(a.hand == stop.hand and a.step == stop.step and a.kind == kind for a in asked)


def asked_at(q: Question) -> str:
    """The fewest of `ASKS` that ask `q`, a quiz's own question: `counts` (a hand's count),
    `scoring` (a placement that scores, R15) or `every` (a placement that scores nothing)."""
    if q.kind != "score":
        return "counts"
    return "scoring" if q.solution else "every"


def question_data(q: Question, record: bool = False) -> dict[str, Any]:
    """What the front end needs to ask `q` and check any answer without a kernel; `record`:
    the record's own question (shown under its own heading, asked whichever positions ask),
    else the quiz's, asked from the choice `at` on (`asked_at`)."""
    at = {} if record else {"at": asked_at(q)}
    # a hand's count: its explanation keeps a line a step (`_count_why`, issue 29, point 1)
    steps = {"steps": True} if q.kind in _END_RULES else {}
    # a record's "where" question: the heading says which action it comes before (teach27 F4)
    before = ({"heading": words(q.lang, "heading.record.before",
                                action=q.position["before_action"])}
              if record and "before_action" in q.position else {})
    return {"text": q.text, "kind": q.kind, "record": record, **at, **steps, **before,
            **with_rule_lines(answer_data(q), q.lang)}
