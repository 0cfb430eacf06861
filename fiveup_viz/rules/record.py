"""The `fiveup-record` v1 game record and `fiveup-scorelog` v1 score log (RECORD.md)."""

from __future__ import annotations

import json
import math
import os
import re
from importlib import resources
from itertools import accumulate
from pathlib import Path
from typing import Any

from fiveup_viz.rules.annotations import Annotation, check_mark, check_note
from fiveup_viz.rules.checks import DESCRIPTION_MAX, TITLE_MAX, check_index, check_name
from fiveup_viz.rules.game import DEFAULT_MAX_HANDS, Action, Game, check_game
from fiveup_viz.rules.layout import Move, Socket
from fiveup_viz.rules.tiles import Tile
from fiveup_viz.words.errors import (
    FiveUpError,
    IllegalActionError,
    InvalidSettingError,
    Message,
    RecordError,
    UnknownExampleError,
    WrongTypeError,
    json_reason,
    os_reason,
)
from fiveup_viz.words.quoting import INT_DIGITS, is_int, json_quote, quote
from fiveup_viz.words.values import Side

RECORD_FORMAT = "fiveup-record"
SCORELOG_FORMAT = "fiveup-scorelog"
VERSION = 1
_TOP_KEYS = {"format", "version", "players", "seed", "max_hands", "title", "description", "hands"}
_HAND_KEYS = {"leader", "deal", "boneyard", "actions"}
_SURROGATE = re.compile("[\ud800-\udfff]")


# -- writing -----------------------------------------------------------------
def to_record(game: Game) -> dict[str, Any]:
    """The game's record: its inputs and actions, never derived results."""
    check_game(game)
    out: dict[str, Any] = {"format": RECORD_FORMAT, "version": VERSION, "players": list(game.players)}
    if game.title is not None:
        out["title"] = game.title
    if game.description is not None:
        out["description"] = game.description
    if game.seed is not None:
        out["seed"] = game.seed
    out["max_hands"] = game.max_hands
    out.update(game.private)
    out["hands"] = [_hand_record(game, i) for i in range(len(game.hands))]
    return out


def _hand_record(game: Game, i: int) -> dict[str, Any]:
    h = game.hands[i]
    out: dict[str, Any] = {
        "leader": h.leader,
        "deal": [[str(t) for t in d] for d in h.deal],
        "boneyard": [str(t) for t in h.boneyard],
    }
    if i in game.notes.hands:
        out["note"] = game.notes.hands[i]
    out["actions"] = [_action_record(game, i, a, action) for a, action in enumerate(h.actions)]
    return out


def _action_record(game: Game, h: int, a: int, action: Action) -> dict[str, Any]:
    out = action.to_json()
    found = game.notes.at(h, a)
    if found is not None:
        out.update(found.to_json())
    return out


def dumps(doc: dict[str, Any], *, indent: int | None = None) -> str:
    """Deterministic JSON text of a record or score log."""
    if not isinstance(doc, dict):
        raise WrongTypeError(Message("type.record", type=type(doc).__name__))
    return json.dumps(doc, ensure_ascii=False, indent=indent)


def scorelog(game: Game) -> dict[str, Any]:
    """Everything derived by replaying the game (RECORD.md score log)."""
    check_game(game)
    hands = []
    for h in game.hands:
        hands.append(h.end.to_json(h.leader) if h.end else {"leader": h.leader, "end": "open"})
    return {
        "format": SCORELOG_FORMAT,
        "version": VERSION,
        "sides": [list(s) for s in game.sides],
        "events": [e.to_json() for e in game.events],
        "hands": hands,
        "scores": list(game.scores),
        "winner": game.winner,
        "finished": game.finished,
    }


# -- reading -----------------------------------------------------------------
MAX_DEPTH = 100  #: RECORD.md: documents nested deeper are refused


def load(source: str | bytes | Path | dict[str, Any]) -> dict[str, Any]:
    """A record document from JSON text, UTF-8 bytes, a path or a dict (structure not yet checked).

    Refuses with RecordError anything that is not UTF-8 JSON within RECORD.md's limits: nesting
    deeper than 100 levels, integers of more than 30 digits, NaN and infinities, unpaired
    surrogates in strings.
    """
    if isinstance(source, Path):
        source = read_bytes(source)
    if isinstance(source, bytes | bytearray):
        try:
            source = bytes(source).decode("utf-8")
        except UnicodeDecodeError as exc:
            raise RecordError(Message("json.utf8", byte=f"{source[exc.start]:02x}",
                                      offset=exc.start)) from None
    if isinstance(source, str):
        doc = _parse(source)
    elif isinstance(source, dict):
        doc = source
    else:
        raise WrongTypeError(Message("type.record", type=type(source).__name__))
    _check_json(doc)
    if not isinstance(doc, dict):
        raise RecordError(Message("record.object"))
    return doc


def read_bytes(path: Path) -> bytes:
    """The bytes of a record file; RecordError naming the file when it cannot be read."""
    try:
        return path.read_bytes()
    except (OSError, ValueError) as exc:
        raise RecordError(Message("record.read", path=quote(str(path)), why=os_reason(exc))) from None


def _parse(text: str) -> Any:
    if text.startswith("\ufeff"):
        raise RecordError(Message("json.bom"))
    _check_depth(text)
    if text.lstrip(" \t\n\r").startswith("["):  # a list is no record: refused before it is built
        raise RecordError(Message("record.object"))
    try:
        return json.loads(text, parse_int=_parse_int, parse_float=_parse_float,
                          parse_constant=_parse_constant, object_pairs_hook=_object)
    except json.JSONDecodeError as exc:
        raise RecordError(Message("json.syntax", why=json_reason(exc.msg), line=exc.lineno,
                                  column=exc.colno)) from None
    except RecursionError:
        raise RecordError(Message("json.deep", depth=MAX_DEPTH)) from None


#: A JSON string, or the rest of the text after an opening quote that is never closed.
_STRING = re.compile(r'"[^"\\]*(?:\\.[^"\\]*)*"?', re.DOTALL)
_NOT_BRACKET = re.compile(r"[^\[\]{}]+")
_STEP = {"[": 1, "{": 1, "]": -1, "}": -1}
_SPAN = 1 << 16  #: brackets measured at a time


def _check_depth(text: str) -> None:
    """RECORD.md's nesting limit on the text itself, before anything is built: the brackets
    outside strings, counted in one pass (a 20 MB document of nested arrays used to be built
    first, taking about 1 GB)."""
    brackets = _NOT_BRACKET.sub("", _STRING.sub("", text))
    depth = 0
    for start in range(0, len(brackets), _SPAN):
        levels = list(accumulate(map(_STEP.__getitem__, brackets[start:start + _SPAN]),
                                 initial=depth))
        if max(levels) > MAX_DEPTH:
            raise RecordError(Message("json.deep", depth=MAX_DEPTH))
        depth = levels[-1]


def _object(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    """A JSON object whose keys are all different (RECORD.md), at any depth."""
    out = dict(pairs)
    if len(out) < len(pairs):
        seen: set[str] = set()
        for key, _ in pairs:
            if key in seen:
                raise RecordError(Message("json.twice", key=quote(key)))
            seen.add(key)
    return out


def _parse_int(text: str) -> int:
    if len(text.lstrip("-")) > INT_DIGITS:
        raise RecordError(Message("json.digits", count=len(text.lstrip('-')), digits=INT_DIGITS))
    return int(text)


def _parse_float(text: str) -> float:
    value = float(text)
    if not math.isfinite(value):
        raise RecordError(Message("json.range", text=quote(text)))
    return value


def _parse_constant(name: str) -> Any:
    raise RecordError(Message("json.number", text=name))


def _check_json(doc: Any) -> None:
    """RECORD.md's limits on any JSON value: depth, integer size, finite numbers, Unicode text."""
    stack: list[tuple[Any, int]] = [(doc, 1)]
    while stack:
        value, depth = stack.pop()
        if isinstance(value, dict | list | tuple):
            if depth > MAX_DEPTH:
                raise RecordError(Message("json.deep", depth=MAX_DEPTH))
            if isinstance(value, dict):
                for key, item in value.items():
                    if not isinstance(key, str):
                        raise RecordError(Message("json.key", key=quote(key)))
                    _check_string(key)
                    stack.append((item, depth + 1))
            else:
                stack.extend((item, depth + 1) for item in value)
        elif isinstance(value, str):
            _check_string(value)
        elif isinstance(value, bool) or value is None:
            continue
        elif isinstance(value, int):
            if abs(value) >= 10 ** INT_DIGITS:
                raise RecordError(Message("json.big", digits=INT_DIGITS))
        elif isinstance(value, float):
            if not math.isfinite(value):
                raise RecordError(Message("json.number", text=value))
        else:
            raise RecordError(Message("json.value", type=type(value).__name__))


def _check_string(text: str) -> None:
    if _SURROGATE.search(text):
        raise RecordError(Message("json.surrogate", text=quote(text)))


def replay(source: str | bytes | Path | dict[str, Any], *, stop: tuple[int, int] | None = None) -> Game:
    """Build a game by replaying a record, checking every action against the rules.

    `stop=(h, k)` stops after the first k actions of hand h (a position inside the game).
    Raises RecordError naming the hand, the action and the rule; builds nothing then.
    """
    doc = load(source)
    _check_document(doc)
    if stop is not None:
        stop = _check_stop(stop, doc["hands"])
    game = Game(list(doc["players"]), seed=doc.get("seed"),
                max_hands=doc.get("max_hands", DEFAULT_MAX_HANDS), title=doc.get("title"),
                description=doc.get("description"), start=False)
    game.private = {k: v for k, v in doc.items() if k.startswith("_")}
    hands = doc["hands"]
    for h, hand in enumerate(hands):
        if stop is not None and h > stop[0]:
            break
        _replay_hand(game, h, hand, last=h == len(hands) - 1,
                     limit=stop[1] if stop is not None and h == stop[0] else None)
    if stop is None:
        from fiveup_viz.rules.asks import asks

        asks(game)  # RECORD.md § Questions: RecordError for a question that is not valid
    return game


def load_game(source: Any) -> Game:
    """A Game from a Game, a record dict, JSON text, a path, or an example game's name."""
    if isinstance(source, Game):
        return source
    if isinstance(source, dict | bytes | Path):
        return replay(source)
    if isinstance(source, str):
        text = source.strip()
        if text.startswith("{"):
            return replay(text)
        if not names_example(source):
            return replay(Path(source))
        return replay(example_record(source))
    raise WrongTypeError(Message("type.source", type=type(source).__name__))


def names_example(source: str) -> bool:
    """A string that names an example game, not a file: no folder, no `.json` suffix and no
    such file."""
    if "/" in source or os.sep in source:
        return False
    path = Path(source)
    try:
        return path.suffix != ".json" and not path.exists()
    except (OSError, ValueError):  # a name too long or otherwise impossible for a file
        return True


def example_record(name: str) -> str:
    """The record of an example game by its name: package data, `examples/NAME.json`
    (UnknownExampleError listing the names for any other)."""
    names = example_names()
    if not names:
        raise UnknownExampleError(Message("example.missing", name=quote(name)))
    if name not in names:
        raise UnknownExampleError(Message("example.unknown", name=quote(name), names=", ".join(names)))
    return resources.files("fiveup_viz.rules.examples").joinpath(f"{name}.json").read_text(encoding="utf-8")


def example_names() -> list[str]:
    """The example games' names, in order (none when the package data is missing)."""
    folder = resources.files("fiveup_viz.rules.examples")
    if not folder.is_dir():
        return []
    return sorted(f.name.removesuffix(".json") for f in folder.iterdir() if f.name.endswith(".json"))


def _check_stop(stop: object, hands: list[Any]) -> tuple[int, int]:
    """`stop=(h, k)`: an existing hand h and 0 <= k (k past the hand's end stops at its end)."""
    if not (isinstance(stop, tuple | list) and len(stop) == 2):
        raise WrongTypeError(Message("type.stop", value=quote(stop)))
    h, k = stop
    check_index(h, len(hands), Message("what.stop-hand"))
    if not is_int(k):
        raise WrongTypeError(Message("type.stop-count", type=type(k).__name__, value=quote(k)))
    if k < 0:
        raise InvalidSettingError(Message("record.stop", count=k))
    return h, k


def _check_document(doc: dict[str, Any]) -> None:
    if doc.get("format") != RECORD_FORMAT:
        raise RecordError(Message("record.format", found=json_quote(doc.get("format")),
                                  format=repr(RECORD_FORMAT)))
    version = doc.get("version")
    if not (is_int(version) and version == VERSION):
        raise RecordError(Message("record.version", found=json_quote(version), version=VERSION))
    extra = sorted(k for k in doc if k not in _TOP_KEYS and not k.startswith("_"))
    if extra:
        raise RecordError(Message("record.key", key=quote(extra[0])))
    players = doc.get("players")
    if not isinstance(players, list) or not 2 <= len(players) <= 4:
        raise RecordError(Message("record.players", "R5"))
    for seat, name in enumerate(players):
        what = Message("what.player-name", seat=seat)
        if not isinstance(name, str):
            raise RecordError(Message("record.name", what=what, type=type(name).__name__))
        try:
            check_name(name, what)
        except FiveUpError as exc:
            raise RecordError(exc) from None
    if "seed" in doc and not is_int(doc["seed"]):
        raise RecordError(Message("record.seed", "D4"))
    if "max_hands" in doc and (not is_int(doc["max_hands"]) or doc["max_hands"] < 1):
        raise RecordError(Message("record.max-hands", "D3"))
    for key, limit in (("title", TITLE_MAX), ("description", DESCRIPTION_MAX)):
        if key in doc:
            try:
                check_note(doc[key], Message(f"what.{key}"), limit=limit,
                           newlines=key == "description")
            except FiveUpError as exc:
                raise RecordError(exc) from None
    if not isinstance(doc.get("hands"), list):
        raise RecordError(Message("record.hands"))


def _tile(value: Any, where: str | Message, hand: int | None = None) -> Tile:
    try:
        return Tile.parse(value)
    except FiveUpError as exc:
        raise RecordError(Message("record.tile", what=where, error=exc), hand) from None


def _replay_hand(game: Game, h: int, hand: Any, *, last: bool, limit: int | None) -> None:
    if game.finished:
        if game.winner is not None:
            why = Message("record.won", "R3", side=Side(game.side_players(game.winner)))
        else:
            why = Message("record.max-played", "D3", count=game.max_hands)
        raise RecordError(Message("record.over", why=why), h)
    if not isinstance(hand, dict):
        raise RecordError(Message("hand.object"), h)
    missing = sorted(_HAND_KEYS - hand.keys())
    if missing:
        raise RecordError(Message("hand.missing", key=repr(missing[0])), h)
    extra = sorted(k for k in hand if k not in _HAND_KEYS and k != "note")
    if extra:
        key = "hand.key.top" if extra[0].startswith("_") else "hand.key"
        raise RecordError(Message(key, key=quote(extra[0])), h)
    deal, boneyard = hand["deal"], hand["boneyard"]
    if not isinstance(deal, list) or not all(isinstance(d, list) for d in deal):
        raise RecordError(Message("hand.deal", "R6"), h)
    if not isinstance(boneyard, list):
        raise RecordError(Message("hand.boneyard", "R6"), h)
    deal_tiles = [[_tile(t, Message("what.deal-of", seat=s), h) for t in d]
                  for s, d in enumerate(deal)]
    bone_tiles = [_tile(t, Message("what.boneyard"), h) for t in boneyard]
    note = _annotation(hand, h, None).note if "note" in hand else None
    if not is_int(hand["leader"]):
        raise RecordError(Message("hand.leader", "R7"), h)
    try:
        game.start_hand(leader=hand["leader"], deal=deal_tiles, boneyard=bone_tiles)
    except RecordError as exc:
        raise RecordError(exc.inner, h) from None
    except IllegalActionError as exc:
        raise RecordError(exc, h) from None
    if note is not None:
        game.notes.hands[h] = note
    actions = hand["actions"]
    if not isinstance(actions, list):
        raise RecordError(Message("hand.actions"), h)
    for a, action in enumerate(actions):
        if limit is not None and a >= limit:
            return
        _replay_action(game, h, a, action)
    if limit is None and not game.hand.over and not last:
        raise RecordError(Message("hand.short"), h)


def _replay_action(game: Game, h: int, a: int, action: Any) -> None:
    hand = game.hand
    if hand.over or game.winner is not None:
        ended = game.hand.end.kind if game.hand.end else "target"
        rule = {"domino": "R21", "blocked": "R20", "target": "R3"}[ended]
        raise RecordError(Message("action.after", rule, kind=Message(f"kind.{ended}")), h, a)
    if not isinstance(action, dict):
        raise RecordError(Message("action.object"), h, a)
    kinds = [k for k in ("play", "draw", "pass") if k in action]
    if len(kinds) != 1:
        raise RecordError(Message("action.kinds"), h, a)
    kind = kinds[0]
    allowed = {"seat", kind, "mark", "note"} | ({"on", "socket"} if kind == "play" else set())
    extra = sorted(k for k in action if k not in allowed)
    if extra:
        raise RecordError(Message("action.key", key=quote(extra[0]), kind=kind), h, a)
    seat = action.get("seat")
    if not is_int(seat) or not 0 <= seat < game.n:
        raise RecordError(Message("action.seat", "R5", seat=quote(seat)), h, a)
    if seat != hand.turn:
        raise RecordError(Message("action.turn", "R5", seat=seat, turn=hand.turn), h, a)
    found = _annotation(action, h, a)
    try:
        if kind == "play":
            game.apply(Action(seat, "play", *_replay_play(hand, action, h, a)))
        elif kind == "draw":
            game.apply(Action(seat, "draw", _tile(action["draw"], "draw")))  # R18: the next tile
        else:
            if action["pass"] is not True:
                raise RecordError(Message("action.pass"), h, a)
            game.apply(Action(seat, "pass"))
    except FiveUpError as exc:
        if isinstance(exc, RecordError) and exc.hand is not None:
            raise
        raise RecordError(exc.inner if isinstance(exc, RecordError) else exc, h, a) from None
    if found.mark is not None or found.note is not None:
        game.notes.actions[(h, a)] = found


def _annotation(where: dict[str, Any], h: int, a: int | None) -> Annotation:
    """The mark and note an action (or, with `a=None`, a hand) carries, checked (RECORD.md)."""
    try:
        mark = check_mark(where["mark"]) if "mark" in where else None
        what = Message("what.note") if a is not None else Message("what.hand-note", hand=h)
        note = check_note(where["note"], what) if "note" in where else None
    except FiveUpError as exc:
        raise RecordError(exc, h, a) from None
    return Annotation(mark, note)


def _replay_play(hand: Any, action: dict[str, Any], h: int, a: int) -> Move:
    """The move of a recorded play, its tiles and socket read (R9)."""
    tile = _tile(action["play"], "play")
    opening = not hand.actions
    if opening and ("on" in action or "socket" in action):
        raise RecordError(Message("action.opening", "R9"), h, a)
    if not opening and not ("on" in action and "socket" in action):
        raise RecordError(Message("action.play", "R9"), h, a)
    if opening:
        return Move(tile)
    if not isinstance(action["socket"], str):
        raise RecordError(Message("action.socket"), h, a)
    return Move(tile, _tile(action["on"], "on"), Socket.parse(action["socket"]))
