"""A readable text summary of a game: hands, actions, events, scores and winner."""

from __future__ import annotations

from fiveup_viz.game import Action, Game, ScoreEvent
from fiveup_viz.scoring import GoingOut, displayed


def points(raw: int) -> str:
    """`24 (120 raw)`: displayed = raw // 5 (R1), then raw."""
    return f"{displayed(raw)} ({raw} raw)"


def event_line(game: Game, event: ScoreEvent) -> str:
    """One scoring event in words, with its parts and its target check (R2)."""
    who = game.side_name(event.side)
    name = game.players[event.seat]
    if event.kind == "domino":
        d = event.detail
        what = f"going out by {name}: {event.raw:+d}"
        if isinstance(d, GoingOut):
            partner = f" − partner {d.partner}" if d.partner_pips else ""
            what += f" (placement {d.placement} + opponents {d.opponents}{partner})"
    elif event.kind == "blocked":
        what = f"blocked-hand group of {name}: {event.raw:+d}"
    else:
        what = f"placement by {name}: {event.raw:+d}"
    if event.accepted:
        return f"{what} → {who} {points(event.score)}"
    return f"{what} → discarded: {event.reason}"


def summary(game: Game) -> str:
    """The whole game as text, one line per action."""
    lines = [game.title or "Exact 61 Five Up",
             f"Players: {', '.join(f'{i}={p}' for i, p in enumerate(game.players))}"]
    if game.n == 4:
        lines.append(f"Partnerships: {game.side_name(0)} against {game.side_name(1)}")
    by_action: dict[tuple[int, int], list[ScoreEvent]] = {}
    for e in game.events:
        by_action.setdefault((e.hand, e.action), []).append(e)
    for hand in game.hands:
        lines.append(f"Hand {hand.index + 1} (record index {hand.index}): "
                     f"{game.players[hand.leader]} leads")
        for i, action in enumerate(hand.actions):
            lines.append(f"  {i:>3} {game.players[action.seat]}: {_action_text(action)}")
            lines.extend(f"        {event_line(game, e)}" for e in by_action.get((hand.index, i), []))
        end = hand.end
        if end is None:
            lines.append("  (hand in progress)")
        elif end.kind == "domino":
            lines.append(f"  {game.players[end.seat]} went out; pips left {list(end.pips)}")
        elif end.kind == "blocked":
            won = "tie" if end.winner is None else f"won by {game.side_name(end.winner)}"
            lines.append(f"  blocked hand, {won}; pips left {list(end.pips)}")
        else:
            lines.append(f"  {game.players[end.seat]} reached 305 with a placement")
    scores = ", ".join(f"{game.side_name(i)} {s} ({displayed(s)})" for i, s in enumerate(game.scores))
    lines.append(f"Scores: {scores}")
    if game.winner is not None:
        lines.append(f"Winner: {game.side_name(game.winner)}")
    elif game.finished:
        lines.append(f"No winner after {game.max_hands} hands (D3)")
    else:
        lines.append("Game in progress")
    return "\n".join(lines)


def _action_text(action: Action) -> str:
    if action.kind == "play":
        return f"plays {action.move}"
    if action.kind == "draw":
        return f"draws {action.tile}"
    return "passes"
