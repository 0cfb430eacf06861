"""A readable text summary of a game: hands, actions, events, scores and winner."""

from __future__ import annotations

from fiveup_viz.game import Game, ScoreEvent
from fiveup_viz.scoring import displayed


def side_name(game: Game, side: int) -> str:
    """`Ada` or `Ada & Cai` for a partnership (R5)."""
    return " & ".join(game.players[s] for s in game.sides[side])


def event_text(game: Game, event: ScoreEvent) -> str:
    """One line for one scoring event, with its parts and its target check."""
    who = side_name(game, event.side)
    if event.kind == "domino":
        d = event.detail
        parts = (f" (placement {d.placement}, opponents {d.opponents_pips} -> {d.opponents}, "
                 f"partner {d.partner_pips} -> -{d.partner})" if d is not None else "")
        what = f"going out {event.raw:+d}{parts}"
    elif event.kind == "blocked":
        what = f"blocked-hand group of {game.players[event.seat]} {event.raw:+d}"
    else:
        what = f"placement {event.raw:+d}"
    if event.accepted:
        return f"{what}: {who} {event.score} ({displayed(event.score)})"
    return f"{what}: discarded, {event.reason}"


def summary(game: Game) -> str:
    """The whole game as text, one line per action."""
    lines = [game.title or "Exact 61 Five Up",
             f"Players: {', '.join(f'{i}={p}' for i, p in enumerate(game.players))}"]
    if game.n == 4:
        lines.append(f"Partnerships: {side_name(game, 0)} against {side_name(game, 1)}")
    by_action: dict[tuple[int, int], list[ScoreEvent]] = {}
    for e in game.events:
        by_action.setdefault((e.hand, e.action), []).append(e)
    for hand in game.hands:
        lines.append(f"Hand {hand.index + 1} (record index {hand.index}): "
                     f"{game.players[hand.leader]} leads")
        for i, action in enumerate(hand.actions):
            lines.append(f"  {i:>3} {game.players[action.seat]}: {_action_text(action)}")
            lines.extend(f"        {event_text(game, e)}" for e in by_action.get((hand.index, i), []))
        end = hand.end
        if end is None:
            lines.append("  (hand in progress)")
        elif end.kind == "domino":
            lines.append(f"  {game.players[end.seat]} went out; pips left {list(end.pips)}")
        elif end.kind == "blocked":
            won = "tie" if end.winner is None else f"won by {side_name(game, end.winner)}"
            lines.append(f"  blocked hand, {won}; pips left {list(end.pips)}")
        else:
            lines.append(f"  {game.players[end.seat]} reached 305 with a placement")
    scores = ", ".join(f"{side_name(game, i)} {s} ({displayed(s)})" for i, s in enumerate(game.scores))
    lines.append(f"Scores: {scores}")
    if game.winner is not None:
        lines.append(f"Winner: {side_name(game, game.winner)}")
    elif game.finished:
        lines.append(f"No winner after {game.max_hands} hands (D3)")
    else:
        lines.append("Game in progress")
    return "\n".join(lines)


def _action_text(action) -> str:  # type: ignore[no-untyped-def]
    if action.kind == "play":
        return f"plays {action.move}"
    if action.kind == "draw":
        return f"draws {action.tile}"
    return "passes"
