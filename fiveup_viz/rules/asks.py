"""Questions an author poses at a position of a game (RECORD.md § Questions, still version 1).

A record may carry `"_questions": [{"hand": 0, "action": 4, "ask": "where", "tile": "[3|5]"},
{"hand": 0, "action": 6, "ask": "points"}]` at its top level. The key starts with `_`, so a
reader that knows no questions keeps it as private data and replays the record unchanged. The
answers are never written: the engine computes them (`fiveup_viz.pages.quiz`).

- `where`: asked before action `action` of hand `hand` is shown: where can the seat to act place
  `tile` (its legal points, R9, R13)? Not at a hand's opening (any tile opens, R9), and not
  for a tile already on the table.
- `points`: asked after action `action`, a placement, before its count shows: how many raw
  points does it score (R14, R15)?
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from fiveup_viz.rules.game import Game
from fiveup_viz.rules.tiles import Tile
from fiveup_viz.words.errors import FiveUpError, Message, RecordError
from fiveup_viz.words.quoting import is_int, json_quote, quote

#: The record's top-level key of the questions (a `_` key: older readers keep it untouched).
KEY = "_questions"
#: What a question may ask.
KINDS = ("where", "points")
_KEYS = ("hand", "action", "ask", "tile")


@dataclass(frozen=True)
class Ask:
    """One question of a record: `kind` asked at action `action` of hand `hand` (0-based)."""

    hand: int
    action: int
    kind: str
    tile: Tile | None = None  #: the tile of a `where` question

    @property
    def step(self) -> int:
        """The position it is asked at: after this many actions of the hand."""
        return self.action if self.kind == "where" else self.action + 1

    def to_json(self) -> dict[str, Any]:
        """Its RECORD.md form."""
        out: dict[str, Any] = {"hand": self.hand, "action": self.action, "ask": self.kind}
        if self.tile is not None:
            out["tile"] = str(self.tile)
        return out


def asks(game: Game) -> tuple[Ask, ...]:
    """The questions `game`'s record poses (none when it has no `_questions`); RecordError
    naming the question and the rule when one is not RECORD.md's."""
    raw = game.private.get(KEY)
    if raw is None:
        return ()
    if not isinstance(raw, list):
        raise RecordError(Message("ask.list", key=quote(KEY)))
    found: list[Ask] = []
    for i, item in enumerate(raw):
        try:
            ask = _ask(game, item)
        except FiveUpError as exc:
            raise RecordError(Message("ask.at", where=_where(i), why=exc)) from None
        if any((a.hand, a.action, a.kind) == (ask.hand, ask.action, ask.kind) for a in found):
            twice = Message("ask.twice", ask=quote(ask.kind))
            raise RecordError(Message("ask.at", where=_where(i), why=twice))
        found.append(ask)
    return tuple(found)


def add_ask(game: Game, ask: Ask) -> None:
    """Add `ask` to the game's questions (RecordError, and no change, when it is not valid)."""
    kept = game.private.get(KEY)
    questions = [*(kept if isinstance(kept, list) else []), ask.to_json()]
    before = game.private.get(KEY)
    game.private[KEY] = questions
    try:
        asks(game)
    except RecordError:
        if before is None:
            del game.private[KEY]
        else:
            game.private[KEY] = before
        raise


def why_not(game: Game, ask: Ask) -> FiveUpError | None:
    """Why `ask` cannot be added to `game`'s questions (the reason alone, naming no place in
    the record: the command line names the hand and action as given), or None."""
    try:
        _ask(game, ask.to_json())
    except FiveUpError as exc:
        return exc
    if any((a.hand, a.action, a.kind) == (ask.hand, ask.action, ask.kind) for a in asks(game)):
        return FiveUpError(Message("ask.twice", ask=quote(ask.kind)))
    return None


def _where(index: int) -> str:
    """The question at `index` as the record's JSON path, quoted: `'_questions[2]'`."""
    return quote(f"{KEY}[{index}]")


def _ask(game: Game, item: object) -> Ask:
    if not isinstance(item, dict):
        raise FiveUpError(Message("ask.object"))
    extra = sorted(k for k in item if k not in _KEYS)
    if extra:
        raise FiveUpError(Message("ask.key", key=quote(extra[0])))
    kind = item.get("ask")
    if kind not in KINDS:
        raise FiveUpError(Message("ask.kind", ask=json_quote(kind),
                                  kinds=", ".join(quote(k) for k in KINDS)))
    hand, action = item.get("hand"), item.get("action")
    if not (is_int(hand) and 0 <= hand < len(game.hands)):
        raise FiveUpError(Message("ask.hand", hand=json_quote(hand), count=len(game.hands)))
    actions = game.hands[hand].actions
    if not (is_int(action) and 0 <= action < len(actions)):
        raise FiveUpError(Message("ask.action", action=json_quote(action), count=len(actions)))
    if kind == "points":
        if "tile" in item:
            raise FiveUpError(Message("ask.points-tile"))
        if actions[action].move is None:
            raise FiveUpError(Message("ask.points-play", "R14"))
        return Ask(hand, action, kind)
    if "tile" not in item:
        raise FiveUpError(Message("ask.where-tile"))
    tile = Tile.parse(item["tile"])
    if action == 0:
        raise FiveUpError(Message("ask.where-open", "R9"))
    placed = {a.move.tile for a in actions[:action] if a.move is not None}
    if tile in placed:
        raise FiveUpError(Message("ask.where-placed", "R4", tile=tile))
    return Ask(hand, action, kind, tile)
