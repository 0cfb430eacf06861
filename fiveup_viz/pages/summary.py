"""A readable text summary of a game in en, it or fi: hands, actions, events, scores, winner.

Only renders the steps of `fiveup_viz.explain.steps` and the phrases of `fiveup_viz.words.messages`.
"""

from __future__ import annotations

from fiveup_viz.explain import steps as explain
from fiveup_viz.explain.steps import say, step
from fiveup_viz.rules.game import Game, ScoreEvent
from fiveup_viz.rules.scoring import displayed
from fiveup_viz.words.fluent import side_name
from fiveup_viz.words.messages import Words, table, text
from fiveup_viz.words.values import Count, Side


def points(raw: int, lang: str = "en") -> str:
    """`120 raw (24 displayed)`: raw first, then displayed = raw // 5 (R1), each with its unit
    (RULES.md's wording "N raw (M displayed)"; read15-fi G3, read16-en S2)."""
    return say(step("sum.points", {"raw": Count("raw", raw),
                                   "shown": Count("shown", displayed(raw))}), lang)


def summary(game: Game, lang: str = "en") -> str:
    """The whole game as text, one line per action, numbered from 1 in each hand (as the
    viewer, the review and the notes count actions)."""
    from fiveup_viz.rules.examples import heading

    lang = Words(lang)  # checked once
    p = table(lang)
    players = ", ".join(f"{i}={name}" for i, name in enumerate(game.players))
    lines = [heading(game, lang)[0] or text(lang, "ui", "game-name"),
             p["sum.players"].format(players=players)]
    if game.n == 4:
        a, b = (side_name(game.side_players(i), lang) for i in (0, 1))
        lines.append(p["sum.partners"].format(a=a, b=b))
    by_action: dict[tuple[int, int], list[ScoreEvent]] = {}
    for e in game.events:
        by_action.setdefault((e.hand, e.action), []).append(e)
    for hand in game.hands:
        lines.append(p["sum.hand"].format(n=hand.index + 1, name=game.players[hand.leader]))
        for i in range(len(hand.actions)):
            lines.append(f"  {i + 1:>3} {explain.action_line(game, hand.index, i, lang)}")
            lines.extend(_after_action(game, hand.index, i, by_action.get((hand.index, i), []), lang))
        lines.append(f"  {_end_line(game, hand.index, lang)}")
    scores = ", ".join(f"{side_name(game.side_players(i), lang)} {points(s, lang)}"
                       for i, s in enumerate(game.scores))
    lines.append(p["sum.scores"].format(scores=scores))
    if game.winner is not None:
        lines.append(p["sum.winner"].format(side=side_name(game.side_players(game.winner), lang)))
    elif game.finished:
        lines.append(say(step("sum.nowinner", {"n": game.max_hands}, ("D3",)), lang))
    else:
        lines.append(p["sum.playing"])
    return "\n".join(lines)


def _after_action(game: Game, hand: int, action: int, events: list[ScoreEvent],
                  lang: str) -> list[str]:
    """The lines under an action: its events; after a placement that blocks the hand, the block
    (R20) before the groups' events (R25, R26). A draw that blocks it says so itself (D5)."""
    said = [explain.event_line(game, e, lang) for e in events if e.kind != "blocked"]
    rnd = game.hands[hand]
    if (rnd.end is not None and rnd.end.kind == "blocked" and action == len(rnd.actions) - 1
            and rnd.actions[action].kind == "play"):
        said.append(say(explain.BLOCKED_WHY, lang))
    said += [explain.event_line(game, e, lang) for e in events if e.kind == "blocked"]
    return [f"        {_capital(line)}" for line in said]


def _capital(line: str) -> str:
    """A line of its own starts with a capital, as the lines around it and the table's score
    panel do (`Placement by Ada: …`); the messages start in lower case because a lesson prints
    them after a colon (`action 3: placement by Ada: …`)."""
    return line[:1].upper() + line[1:]


def _end_line(game: Game, hand: int, lang: str) -> str:
    end = game.hands[hand].end
    if end is None:
        return say(step("sum.progress"), lang)
    pips = ", ".join(f"{name} {n}" for name, n in zip(game.players, end.pips, strict=True))
    if end.kind == "domino":
        told = step("sum.out", {"name": game.players[end.seat], "pips": pips}, ("R21",))
    elif end.kind == "blocked":
        told = step("sum.blocked.tie", {"pips": pips}, ("R27",)) if end.winner is None else \
            step("sum.blocked", {"side": Side(game.side_players(end.winner)), "pips": pips}, ("R27",))
    else:
        told = step("sum.target", {"name": game.players[end.seat]}, ("R3", "D6"))
    return _capital(say(told, lang))
