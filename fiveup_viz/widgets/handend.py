"""The end-of-hand count step by step: going out (R21-R24) or a blocked hand (R25-R27)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import ipywidgets as w

from fiveup_viz.game import BlockedEnd, Game, Round, ScoreEvent, TargetEnd
from fiveup_viz.scoring import TARGET, BlockedGroup, GoingOut
from fiveup_viz.widgets._common import (
    BOX,
    CURRENT,
    DISCARDED,
    FONT,
    MUTED,
    div,
    esc,
    frame_of,
    hand_svg,
    layout_svg,
    mimebundle,
    plural,
    rounding,
    target_check,
    verb,
)
from fiveup_viz.widgets.timeline import load_game
from fiveup_viz.wording import sum_text


@dataclass
class EndStep:
    """One step of the count: a heading, plain-text lines and the event it applies, if any."""

    key: str  #: "last-tile", "reveal", "opponents", "partner", "net", "order", "group", "winner", "next"
    heading: str
    lines: list[str] = field(default_factory=list)
    event: ScoreEvent | None = None
    reveal: bool = False  #: show every seat's remaining tiles with this step

    @property
    def text(self) -> str:
        return " ".join([self.heading + ":", *self.lines])


def end_steps(game: Game, hand: int) -> list[EndStep]:
    """The steps of one hand's end-of-hand count; empty while the hand is open."""
    rnd = game.hands[hand]
    end = rnd.end
    if end is None:
        return []
    events = [e for e in game.events if e.hand == hand and e.kind == end.kind]
    if end.kind == "domino":
        steps = _going_out_steps(game, rnd, end.going_out, events[0] if events else None)
    elif end.kind == "blocked":
        steps = _blocked_steps(game, rnd, events)
    else:
        steps = [_target_step(game, rnd)]
    steps.append(_next_step(game, rnd))
    return steps


def _pips_line(game: Game, rnd: Round) -> list[str]:
    out = []
    for seat, tiles in enumerate(rnd.held):
        shown = " ".join(str(t) for t in tiles) if tiles else "no tiles"
        out.append(f"{game.players[seat]}: {shown} = {plural(sum(t.pips for t in tiles), 'pip')}.")
    return out


def _going_out_steps(game: Game, rnd: Round, g: GoingOut, event: ScoreEvent | None) -> list[EndStep]:
    name = game.players[g.seat]
    side = game.side_of(g.seat)
    who = game.side_name(side)
    last = rnd.layout.last
    count = sum_text(rnd.layout)
    if g.placement:
        credit = f"Counted values: {count}, so the placement is worth {g.placement} raw (R14, R15)."
    else:
        credit = (f"Counted values: {count}, not a positive multiple of 5, so the placement "
                  "is worth 0 (R15).")
    steps = [EndStep("last-tile", "Going out (R21)", [
        f"{name} places {last}, the last tile in hand, and goes out.", credit,
        "It is not scored alone: it joins the single going-out event (R23, D6)."])]
    steps.append(EndStep("reveal", "The hands are revealed (R21)", _pips_line(game, rnd), reveal=True))
    opponents = [s for s in range(game.n) if game.side_of(s) != side]
    parts = " + ".join(f"{game.players[s]} {sum(t.pips for t in rnd.held[s])}" for s in opponents)
    steps.append(EndStep("opponents", "Opponents' pips (R22)", [
        f"{parts} = {plural(g.opponents_pips, 'pip')}, added together and rounded once: "
        f"{rounding(g.opponents_pips)}.", f"{g.opponents} raw for {who}."]))
    partners = [s for s in game.sides[side] if s != g.seat]
    if partners:
        pname = game.players[partners[0]]
        steps.append(EndStep("partner", "Partner's pips (R23)", [
            f"Partner {pname} holds {plural(g.partner_pips, 'pip')}, rounded separately (never merged with "
            f"the opponents' tiles): {rounding(g.partner_pips)}.",
            f"{g.partner} raw deducted from {who}."]))
    net = f"Net: placement {g.placement} + opponents {g.opponents}"
    net += f" − partner {g.partner}" if partners else ""
    net += f" = {g.raw} raw ({g.raw // 5} displayed), one event with one target check (R23, D2)."
    lines = [net]
    if event is not None:
        lines.append(target_check(game, event))
    steps.append(EndStep("net", "The going-out event (R23, R2)", lines, event=event))
    return steps


def _blocked_steps(game: Game, rnd: Round, events: list[ScoreEvent]) -> list[EndStep]:
    end = rnd.end
    assert isinstance(end, BlockedEnd)
    steps = [EndStep("reveal", "Blocked hand (R20)", [
        "The boneyard is empty and nobody can place: the hand is blocked and scored at once.",
        *_pips_line(game, rnd)], reveal=True)]
    order = ", ".join(f"{game.players[g.seat]} {g.pips}" for g in end.groups)
    lines = [f"Each player's tiles form one group, lowest pip sum first: {order} (R25)."]
    sums = [g.pips for g in end.groups]
    if len(set(sums)) < len(sums):
        lines.append(f"Equal sums share a rank and go clockwise from the leader, "
                     f"{game.players[rnd.leader]} (R26).")
    if game.n == 4:
        lines.append("Partners' groups stay separate and are never compared (R25).")
    steps.append(EndStep("order", "Groups in order (R25)", lines))
    by_seat = {e.seat: e for e in events}
    stopped = False
    for g in end.groups:
        step = _group_step(game, g, by_seat.get(g.seat), stopped)
        stopped = stopped or (step.event is not None and step.event.accepted
                              and step.event.score == TARGET)
        steps.append(step)
    steps.append(_winner_step(game, rnd))
    return steps


def _group_step(game: Game, g: BlockedGroup, event: ScoreEvent | None, stopped: bool) -> EndStep:
    name = game.players[g.seat]
    if g.differences:
        diffs = "; ".join(f"{game.players[o]} {g.pips + d} − {g.pips} = {d}" for o, d in g.differences)
        lines = [f"Against every larger opponent group: {diffs}.",
                 f"Total {g.total}, rounded once: {rounding(g.total)}."]
    else:
        lines = ["No opponent group is larger: nothing to collect (R25)."]
    who = game.side_name(g.side)
    if g.credit == 0:
        lines.append("Credit 0: no event (D2).")
    elif stopped:
        lines.append(f"Not applied: the game already ended at exactly {TARGET} (R26, R3).")
    elif event is not None:
        lines.append(f"{g.credit} raw for {who}, its own event and target check (R26).")
        lines.append(target_check(game, event))
    return EndStep("group", f"{name}'s group, {plural(g.pips, 'pip')}", lines, event=event)


def _winner_step(game: Game, rnd: Round) -> EndStep:
    end = rnd.end
    assert isinstance(end, BlockedEnd)
    low = min(end.pips)
    holders = ", ".join(game.players[s] for s in range(game.n) if end.pips[s] == low)
    if end.winner is None:
        text = (f"The lowest sum, {low}, is shared by opposing sides ({holders}): "
                "the hand is a tie (R27).")
    else:
        text = (f"The lowest sum, {low}, is held by {holders}: "
                f"{game.side_name(end.winner)} {verb(game, end.winner, 'wins', 'win')} the blocked hand "
                "(R27).")
    return EndStep("winner", "Winner of the hand (R27)", [text])


def _target_step(game: Game, rnd: Round) -> EndStep:
    end = rnd.end
    assert isinstance(end, TargetEnd)
    side = game.side_of(end.seat)
    reaches, wins = verb(game, side, "reaches", "reach"), verb(game, side, "wins", "win")
    return EndStep("target", f"Exactly {TARGET} (R3, D6)", [
        f"{game.players[end.seat]} places {rnd.layout.last}: {game.side_name(side)} {reaches} "
        f"exactly {TARGET} raw and {wins} at once. Nothing after it is played or counted (R3, D6)."])


def _next_step(game: Game, rnd: Round) -> EndStep:
    end = rnd.end
    assert end is not None
    final = rnd.index == len(game.hands) - 1
    if final and game.winner is not None:
        text = f"Game over: {game.side_name(game.winner)} reached exactly {TARGET} (R3)."
    elif final and game.finished:
        text = f"Game over: no side reached {TARGET} in {game.max_hands} hands (D3)."
    elif end.kind == "domino":
        text = f"{game.players[end.seat]} went out and leads the next hand (R8)."
    else:
        text = "A blocked hand passes on no lead: the next leader is drawn at random (R8)."
    return EndStep("next", "Next", [text])


class HandEndViewer:
    """Step through the end-of-hand count of one hand of a game.

    `HandEndViewer(record, hand=3)`; `record` is anything `GameViewer` opens.
    Drive it with `next_button.click()` or `viewer.step = 2`; `viewer.steps` lists the steps.
    """

    def __init__(self, record: Any, hand: int = -1, *, lang: str = "en",
                 show_layout: bool = True) -> None:
        self.game: Game = load_game(record)
        self.lang = lang
        self.show_layout = show_layout
        self.first_button = w.Button(description="First", icon="fast-backward", tooltip="First step")
        self.prev_button = w.Button(description="Back", icon="step-backward", tooltip="Previous step")
        self.next_button = w.Button(description="Next", icon="step-forward", tooltip="Next step")
        self.last_button = w.Button(description="Last", icon="fast-forward", tooltip="Last step")
        self.counter = w.HTML()
        self.nav = w.HBox([self.first_button, self.prev_button, self.next_button,
                           self.last_button, self.counter])
        self.layout_html = w.HTML(layout=w.Layout(display="" if show_layout else "none"))
        self.html = w.HTML()
        self.widget = w.VBox([self.nav, self.layout_html, self.html])
        self._step = 0
        self.steps: list[EndStep] = []
        self._steps_cache: dict[int, list[EndStep]] = {}
        self._html_cache: dict[tuple[int, int], str] = {}
        self.first_button.on_click(lambda _: self._go(0))
        self.prev_button.on_click(lambda _: self._go(self._step - 1))
        self.next_button.on_click(lambda _: self._go(self._step + 1))
        self.last_button.on_click(lambda _: self._go(len(self.steps) - 1))
        self.set_hand(hand)

    # -- public ------------------------------------------------------------
    @property
    def step(self) -> int:
        """The index of the step shown (steps up to it are shown, the current one highlighted)."""
        return self._step

    @step.setter
    def step(self, value: int) -> None:
        self._go(value)

    @property
    def text(self) -> str:
        """The plain text of the steps shown so far."""
        return "\n".join(s.text for s in self.steps[: self._step + 1])

    def set_hand(self, hand: int) -> None:
        """Show the count of another hand, from its first step."""
        n = len(self.game.hands)
        if not -n <= hand < n:
            raise IndexError(f"hand {hand} is not in this game ({n} hands)")
        self.hand = hand % n
        self.steps = self._steps_of(self.hand)
        rnd = self.game.hands[self.hand]
        if self.show_layout:
            self.layout_html.value = layout_svg(rnd.layout, frame=frame_of(rnd.layout), lang=self.lang)
        self._step = -1
        self._go(0)

    # -- internals ---------------------------------------------------------
    def _go(self, step: int) -> None:
        step = max(0, min(step, len(self.steps) - 1))
        self._step = step
        count = len(self.steps)
        self.prev_button.disabled = self.first_button.disabled = step <= 0
        self.next_button.disabled = self.last_button.disabled = step >= count - 1
        self.counter.value = (f'<span style="{FONT}">Hand {self.hand + 1}: step '
                              f"{step + 1} of {count}</span>" if count else "")
        self.html.value = self.html_at(self.hand, step)

    def html_at(self, hand: int, step: int) -> str:
        """The HTML of hand `hand`'s count up to step `step`, without touching a widget."""
        if (hand, step) not in self._html_cache:
            self._html_cache[hand, step] = self._html(hand, step)
        return self._html_cache[hand, step]

    def _html(self, hand: int, step: int) -> str:
        steps = self._steps_of(hand)
        if not steps:
            return div("This hand has not ended in the record: nothing to count yet.",
                       BOX + FONT + MUTED, "hand-end")
        rnd = self.game.hands[hand]
        rows = []
        for i, s in enumerate(steps[: step + 1]):
            style = CURRENT if i == step else ""
            if s.event is not None and not s.event.accepted:
                style += DISCARDED
            body = f"<b>{esc(s.heading)}</b>" + "".join(div(esc(line)) for line in s.lines)
            if s.reveal:
                body += self._revealed(rnd)
            cls = f"end-step {s.key}" + (" current" if i == step else "")
            rows.append(div(body, style + "margin: 4px 0;", cls))
        title = f"End of hand {hand + 1}"
        return div(f"<b>{esc(title)}</b>" + "".join(rows), BOX + FONT, "hand-end")

    def _steps_of(self, hand: int) -> list[EndStep]:
        if hand not in self._steps_cache:
            self._steps_cache[hand] = end_steps(self.game, hand)
        return self._steps_cache[hand]

    def _revealed(self, rnd: Round) -> str:
        parts = []
        for seat, tiles in enumerate(rnd.held):
            label = f"{self.game.players[seat]}: {plural(sum(t.pips for t in tiles), 'pip')}"
            drawing = hand_svg(tiles) if tiles else ""
            parts.append(div(f'<div style="{MUTED}">{esc(label)}</div>{drawing}',
                             "display: inline-block; vertical-align: top; margin: 2px 16px 2px 0;"))
        return div("".join(parts), "", "revealed")

    def __repr__(self) -> str:
        return f"<HandEndViewer hand {self.hand + 1}: step {self._step + 1} of {len(self.steps)}>"

    def _repr_mimebundle_(self, **kwargs: Any) -> dict[str, Any] | None:
        return mimebundle(self, **kwargs)
