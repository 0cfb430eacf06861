"""Whole games: deal, turns, drawing, passing, scoring events and the exact-305 target."""

from __future__ import annotations

import copy
import operator
import random
from collections.abc import Sequence
from dataclasses import dataclass, field
from itertools import chain, repeat
from typing import Any

from fiveup_viz.rules import scoring
from fiveup_viz.rules._draws import randbelow as _randbelow
from fiveup_viz.rules._draws import shuffled as _shuffled
from fiveup_viz.rules.annotations import Annotation, Note, Notes, check_mark, check_note
from fiveup_viz.rules.checks import DEFAULT_NAMES as DEFAULT_NAMES
from fiveup_viz.rules.checks import TITLE_MAX, check_count, check_index, check_players, check_seat, check_seed
from fiveup_viz.rules.events import (
    Action,
    ActionKind,
    BlockedEnd,
    DominoEnd,
    EndKind,
    EventKind,
    HandEnd,
    ScoreEvent,
    TargetEnd,
)
from fiveup_viz.rules.layout import _TILE_KEY, Layout, Move, Socket
from fiveup_viz.rules.scoring import TARGET, BlockedGroup, GoingOut
from fiveup_viz.rules.tiles import DOUBLE_SIX, Tile, Tiles, as_tile
from fiveup_viz.words.errors import (
    AnnotationError,
    GameOverError,
    IllegalActionError,
    IllegalDrawError,
    IllegalMoveError,
    IllegalPassError,
    InvalidSettingError,
    InvalidTileError,
    Message,
    WrongTypeError,
)
from fiveup_viz.words.quoting import is_int, quote
from fiveup_viz.words.values import Side

__all__ = ["DEFAULT_MAX_HANDS", "DEFAULT_NAMES", "HAND_SIZE", "Action", "ActionKind", "BlockedEnd",
           "DominoEnd", "EndKind", "EventKind", "Game", "HandEnd", "Round", "ScoreEvent",
           "TargetEnd"]

HAND_SIZE = 5  #: R6: five tiles each for 2, 3 and 4 players.
DEFAULT_MAX_HANDS = 200  #: D3


@dataclass
class Round:
    """One hand of the game: its deal, boneyard, layout and actions."""

    index: int
    leader: int
    deal: tuple[Tiles, ...]
    boneyard: tuple[Tile, ...]  #: every undealt tile in draw order
    held: list[list[Tile]]
    layout: Layout = field(default_factory=Layout)
    actions: list[Action] = field(default_factory=list)
    turn: int = 0
    drawn: int = 0  #: boneyard tiles drawn so far
    pending: Tile | None = None  #: a drawn playable tile that must be played now (R18)
    end: HandEnd | None = None

    @property
    def stock(self) -> tuple[Tile, ...]:
        """The tiles still in the boneyard, next to draw first."""
        return self.boneyard[self.drawn:]

    @property
    def over(self) -> bool:
        return self.end is not None

    def tiles_of(self, seat: int) -> Tiles:
        """The tiles `seat` holds now."""
        return Tiles(self.held[check_seat(seat, len(self.held))])

    def _repr_svg_(self) -> str:
        from fiveup_viz.drawing import svg

        return svg.layout(self.layout)


class Game:
    """A game of Exact 61 Five Up for 2, 3 or 4 players, step by step.

    Every action checks the rules first and changes nothing when it is illegal.
    """

    def __init__(self, players: int | Sequence[str] = 2, *, seed: int | None = None,
                 max_hands: int = DEFAULT_MAX_HANDS, title: Note | None = None,
                 description: Note | None = None, start: bool = True) -> None:
        names = check_players(players)
        seed = check_seed(seed)
        max_hands = check_count(max_hands, "max_hands", "D3")
        if title is not None:
            title = check_note(title, Message("what.title"), limit=TITLE_MAX, newlines=False)
        if description is not None:
            description = check_note(description, Message("what.description"))
        if not isinstance(start, bool):
            raise WrongTypeError(Message("type.start", type=type(start).__name__))
        self.players: tuple[str, ...] = tuple(names)
        self.seed = seed
        self.max_hands = max_hands
        self.title = title
        self.description = description
        self.private: dict[str, Any] = {}  #: RECORD.md's keys that start with `_`
        self.notes = Notes()  #: RECORD.md § Annotations: notes and marks
        n = len(names)
        self.sides: tuple[tuple[int, ...], ...] = (
            ((0, 2), (1, 3)) if n == 4 else tuple((s,) for s in range(n)))  # R5
        self._side_of = [side for s in range(n) for side, seats in enumerate(self.sides) if s in seats]
        self.scores: list[int] = [0] * len(self.sides)
        self.events: list[ScoreEvent] = []
        self.hands: list[Round] = []
        self.winner: int | None = None
        self.rng = random.Random(seed)
        if start:
            self.start_hand()

    # -- state -------------------------------------------------------------
    @property
    def n(self) -> int:
        return len(self.players)

    def side_of(self, seat: int) -> int:
        """The side (score) a seat plays for (R5)."""
        return self._side_of[seat]

    @property
    def hand(self) -> Round:
        """The current (last started) hand."""
        if not self.hands:
            raise GameOverError(Message("game.no-hand"))
        return self.hands[-1]

    @property
    def turn(self) -> int:
        """The seat to act."""
        return self.hand.turn

    @property
    def layout(self) -> Layout:
        return self.hand.layout

    @property
    def finished(self) -> bool:
        """A side reached 305 (R3) or `max_hands` hands were played (D3)."""
        if self.winner is not None:
            return True
        return len(self.hands) >= self.max_hands and bool(self.hands) and self.hands[-1].over

    @property
    def needs_deal(self) -> bool:
        """The last hand ended and the game goes on: call `start_hand()`."""
        return not self.finished and (not self.hands or self.hands[-1].over)

    def tiles_of(self, seat: int) -> Tiles:
        """The tiles `seat` holds now."""
        return self.hand.tiles_of(seat)

    def side_name(self, side: int) -> str:
        """`Ada`, or `Ada and Cai` for a partnership (R5), as English writes it (names.ftl
        `side-two`; another language: `fiveup_viz.words.fluent.side_name`)."""
        return " and ".join(self.side_players(side))

    def side_players(self, side: int) -> tuple[str, ...]:
        """The names of a side's players, in seat order (R5)."""
        return tuple(self.players[s] for s in self.sides[side])

    def score(self, side: int) -> int:
        """A side's raw score."""
        return self.scores[side]

    # -- starting a hand ---------------------------------------------------
    def start_hand(self, *, leader: int | None = None, deal: list[list[Tile]] | None = None,
                   boneyard: list[Tile] | None = None) -> Round:
        """Deal the next hand (R6) with its leader (R7, R8); deal and leader may be given."""
        if leader is None and deal is None and boneyard is None:
            return self._deal()
        if self.finished:
            raise GameOverError(Message("game.over"), "R3" if self.winner is not None else "D3")
        if self.hands and not self.hands[-1].over:
            raise GameOverError(Message("game.hand-open"))
        prev = self.hands[-1].end if self.hands else None
        forced = prev.seat if prev is not None and prev.kind == "domino" else None
        if leader is not None:
            if not is_int(leader):
                raise WrongTypeError(Message("type.seat", "R7", what="leader",
                                             type=type(leader).__name__, value=quote(leader)))
            if not 0 <= leader < self.n:
                raise IllegalActionError(Message("leader.seat", leader=quote(leader)), "R5")
            if forced is not None and leader != forced:
                raise IllegalActionError(Message("leader.forced", name=self.players[forced],
                                                 player=self.players[leader]), "R8")
        if deal is None and boneyard is not None:
            raise InvalidSettingError(Message("deal.alone", "R6"))
        if deal is not None:
            deal = [[as_tile(t) for t in _tiles_of(h, Message("what.deal-of", seat=s))]
                    for s, h in enumerate(_tiles_of(deal, "deal"))]
            boneyard = [as_tile(t) for t in _tiles_of(boneyard or [], "boneyard")]
            _check_deal(deal, boneyard, self.n)
        tiles = _shuffled(self.rng)  # D4: the seeded generator, used the same way on replay
        drawn_leader = forced if forced is not None else _randbelow(self.rng, self.n)  # R7, R8
        if leader is None:
            leader = drawn_leader
        if deal is None:
            deal = list(_DEALS[self.n](tiles))  # R6
            boneyard = tiles[HAND_SIZE * self.n:]
        assert boneyard is not None
        hand = Round(len(self.hands), leader, tuple([tuple.__new__(Tiles, h) for h in deal]),
                     tuple(boneyard), [list(h) for h in deal], turn=leader)
        self.hands.append(hand)
        return hand

    def _deal(self) -> Round:
        """start_hand() with nothing given: the seeded deal and leader (R6-R8, D4)."""
        hands = self.hands
        prev = hands[-1].end if hands else None
        if self.winner is not None or (prev is not None and len(hands) >= self.max_hands):
            raise GameOverError(Message("game.over"), "R3" if self.winner is not None else "D3")
        if hands and prev is None:
            raise GameOverError(Message("game.hand-open"))
        forced = prev.seat if prev is not None and prev.kind == "domino" else None
        rng = self.rng
        tiles = _shuffled(rng)  # D4: the seeded generator, used the same way on replay
        n = len(self.players)
        leader = forced if forced is not None else _randbelow(rng, n)  # R7, R8
        dealt = HAND_SIZE * n
        deal = list(_DEALS[n](tiles))  # R6
        hand = Round(len(hands), leader, tuple(map(tuple.__new__, repeat(Tiles), deal)),
                     tuple(tiles[dealt:]), deal, turn=leader)
        hands.append(hand)
        return hand

    # -- what may be done ---------------------------------------------------
    def legal_moves(self) -> list[Move]:
        """The placements the seat to act may make now (R9, R13, R18), canonical order."""
        hand = self.hand
        if hand.over:
            return []
        return self._moves(hand)

    def can_play(self, seat: int | None = None) -> bool:
        """True when `seat` (default: the seat to act) holds a placeable tile."""
        hand = self.hand
        seat = hand.turn if seat is None else check_seat(seat, self.n)
        return any(hand.layout.can_place(t) for t in hand.held[seat])

    def can_draw(self) -> bool:
        """R17, R18: only with no legal placement and tiles left in the boneyard."""
        hand = self.hand
        return (not hand.over and hand.pending is None and hand.drawn < len(hand.boneyard)
                and not self.can_play())

    def can_pass(self) -> bool:
        """R19: only with no legal placement and an empty boneyard."""
        hand = self.hand
        return not hand.over and hand.drawn == len(hand.boneyard) and not self.can_play()

    # -- acting ------------------------------------------------------------
    def play(self, move: Move | str | Tile, on: str | Tile | None = None,
             socket: str | Socket | None = None) -> Move:
        """Place a tile for the seat to act; raise IllegalMoveError and change nothing if illegal."""
        hand = self._active()
        if isinstance(move, Move):
            pass
        elif isinstance(move, str) and on is None and " on " in move:
            move = Move.parse(move)
        else:
            move = Move.of(move, on, socket)
        name = self.players[hand.turn]
        if move.tile not in hand.held[hand.turn]:
            raise IllegalMoveError(Message("play.not-held", name=name, tile=move.tile), "R9")
        if hand.pending is not None and move.tile != hand.pending:
            raise IllegalMoveError(Message("play.pending", name=name, tile=hand.pending), "R18")
        move = hand.layout.check(*move)
        self._do_play(hand, move)
        return move

    def push(self, move: Move) -> None:
        """Play a move taken from `legal_moves()` without checking it again."""
        self._do_play(self.hand, move)

    def draw(self) -> Tile:
        """Draw the next boneyard tile (R18); illegal while the seat can play (R17)."""
        hand = self._active()
        if hand.pending is not None:
            raise IllegalDrawError(Message("draw.pending", name=self.players[hand.turn],
                                           tile=hand.pending), "R18")
        if hand.drawn >= len(hand.boneyard):
            raise IllegalDrawError(Message("draw.empty"), "R19")
        if self.can_play():
            raise IllegalDrawError(Message("draw.can-place", name=self.players[hand.turn]), "R17")
        return self._draw(hand)

    def _draw(self, hand: Round) -> Tile:
        """Draw for the seat to act, known to have no legal placement and a tile to draw."""
        tile = hand.boneyard[hand.drawn]
        hand.drawn += 1
        hand.held[hand.turn].append(tile)
        hand.actions.append(tuple.__new__(Action, (hand.turn, "draw", tile, None, None)))
        layout = hand.layout
        if layout._open & _TILE_KEY[tile][1] or not layout._placements:
            hand.pending = tile
        elif hand.drawn == len(hand.boneyard):
            self._check_block(hand)
        return tile

    def pass_(self) -> None:
        """Pass (R19): only with no legal placement and an empty boneyard."""
        hand = self._active()
        if hand.pending is not None or self.can_play():
            raise IllegalPassError(Message("pass.can-place", name=self.players[hand.turn]), "R17")
        if hand.drawn < len(hand.boneyard):
            raise IllegalPassError(Message("pass.not-empty"), "R18")
        self._pass(hand)

    def _pass(self, hand: Round) -> None:
        """Pass for the seat to act, known to have no legal placement and nothing to draw."""
        hand.actions.append(tuple.__new__(Action, (hand.turn, "pass", None, None, None)))
        hand.turn = (hand.turn + 1) % len(self.players)

    def step(self, choose: Any = None) -> Action:
        """Make the forced action (draw or pass) or, if there are moves, play `choose(moves)`."""
        hand = self.hand
        moves = self.legal_moves()
        if moves:
            move = choose(self, moves) if choose is not None else moves[0]
            self.play(move)
        elif self.can_draw():
            self.draw()
        else:
            self.pass_()
        return hand.actions[-1]

    def apply(self, action: Action, *, check: bool = True) -> Action:
        """Make a recorded action (a play, draw or pass), checked as `play`, `draw` and `pass_`
        check it, by its seat (R5); a draw naming a tile must draw that tile (R18).

        Returns the action as the hand records it; raises and changes nothing when illegal.
        `check=False` trusts an action of a game already checked (a hand played again).
        """
        if not isinstance(action, Action):
            raise WrongTypeError(Message("type.action", type=type(action).__name__))
        if not check:
            return self._apply_known(action)
        hand = self._active()
        seat = action.seat
        if seat != hand.turn or not is_int(seat):
            if not is_int(seat) or not 0 <= seat < self.n:
                raise IllegalActionError(Message("action.seat", "R5", seat=quote(seat)))
            raise IllegalActionError(Message("action.turn", "R5", seat=seat, turn=hand.turn))
        kind, tile = action.kind, action.tile
        if kind == "play":
            if tile is None:
                raise InvalidTileError(Message("tile.text", text=quote(tile)))
            self.play(tile, action.on, action.socket)  # tiles and socket given as text are read
        elif kind == "draw":
            drawn, boneyard = hand.drawn, hand.boneyard
            if tile is not None and drawn < len(boneyard) and boneyard[drawn] != tile:
                raise IllegalDrawError(Message("action.draw", "R18", tile=tile, next=boneyard[drawn]))
            self.draw()
        elif kind == "pass":
            self.pass_()
        else:
            raise IllegalActionError(Message("action.kinds"))
        return hand.actions[-1]

    def _apply_known(self, action: Action) -> Action:
        """apply() of an action known to be legal now."""
        hand = self.hand
        move = action.move
        if move is not None:
            self._do_play(hand, move)
        elif action.kind == "draw":
            self._draw(hand)
        else:
            self._pass(hand)
        return hand.actions[-1]

    def redeal(self, past: Round) -> Round:
        """Start the next hand dealt as `past` was: its leader, deal and boneyard (R6-R8)."""
        return self.start_hand(leader=past.leader, deal=[list(h) for h in past.deal],
                               boneyard=list(past.boneyard))

    # -- internals ---------------------------------------------------------
    def _active(self) -> Round:
        if self.winner is not None:
            raise GameOverError(Message("game.won", side=Side(self.side_players(self.winner)),
                                         target=TARGET), "R3")
        hand = self.hand
        if hand.end is not None:
            raise GameOverError(Message("game.hand-ended", n=hand.index + 1,
                                        kind=Message(f"kind.{hand.end.kind}")),
                                "R20" if hand.end.kind == "blocked" else "R21")
        return hand

    def _do_play(self, hand: Round, move: Move) -> None:
        seat = hand.turn
        held = hand.held[seat]
        tile, on, socket = move
        held.remove(tile)
        layout = hand.layout
        layout._apply(move)
        hand.pending = None
        hand.actions.append(tuple.__new__(Action, (seat, "play", tile, on, socket)))
        total = layout._total
        credit = total if total > 0 and total % 5 == 0 else 0  # R15, as Layout.credit
        if not held:
            self._go_out(hand, seat, credit)
            return
        if credit and self._event(hand, "placement", seat, credit):
            hand.end = TargetEnd(seat, self._pips(hand))  # D6
            return
        hand.turn = (seat + 1) % len(self.players)
        if hand.drawn == len(hand.boneyard):
            self._check_block(hand)

    def _moves(self, hand: Round) -> list[Move]:
        """legal_moves() of a hand known to be going on."""
        if hand.pending is not None:
            return hand.layout.moves_for(hand.pending)
        return hand.layout.moves_of(sorted(hand.held[hand.turn]))

    def _pips(self, hand: Round) -> tuple[int, ...]:
        return tuple(map(sum, map(chain.from_iterable, hand.held)))  # a tile is the tuple (low, high)

    def _event(self, hand: Round, kind: EventKind, seat: int, raw: int,
               detail: GoingOut | BlockedGroup | None = None) -> bool:
        """Apply one event with the target check (R2); True when it wins the game (R3)."""
        side = self._side_of[seat]
        scores = self.scores
        score = scores[side] + raw
        accepted = score <= TARGET
        if accepted:
            scores[side] = score
        else:
            score = scores[side]
        self.events.append(ScoreEvent(hand.index, len(hand.actions) - 1, kind, side, seat, raw,
                                      accepted, score, detail))
        if accepted and score == TARGET:
            self.winner = side
            return True
        return False

    def _go_out(self, hand: Round, seat: int, credit: int) -> None:
        pips = self._pips(hand)
        parts = scoring.going_out(seat, credit, pips, self.sides)
        hand.end = DominoEnd(seat, pips, parts)
        self._event(hand, "domino", seat, parts.raw, parts)  # R23, D2: one event, even at zero

    def _check_block(self, hand: Round) -> None:
        """R20, D5: an empty boneyard and nobody able to place: score the blocked hand at once."""
        open_points = hand.layout._open
        keys = _TILE_KEY
        for h in hand.held:
            for t in h:
                if open_points & keys[t][1]:
                    return
        self._score_block(hand)

    def _score_block(self, hand: Round) -> None:
        """End a hand known to be blocked (R20) and score it (R25-R27, D5)."""
        pips = self._pips(hand)
        groups = tuple(scoring.blocked_groups(pips, self.sides, hand.leader))
        hand.end = BlockedEnd(scoring.blocked_winner(pips, self.sides), pips, groups)
        for group in groups:
            if group.credit > 0 and self._event(hand, "blocked", group.seat, group.credit, group):
                break  # R26: the first exact 305 ends the game

    # -- annotations (RECORD.md) -------------------------------------------------
    def annotate(self, hand: int, action: int | None = None, *, note: Note | None = None,
                 mark: str | None = None) -> None:
        """Set the note and mark of action `action` of hand `hand` (both None removes them), or,
        with `action=None`, the hand's note. Annotations change nothing that happened."""
        check_index(hand, len(self.hands), Message("what.hand"))
        note = None if note is None else check_note(note)
        mark = None if mark is None else check_mark(mark)
        if action is None:
            if mark is not None:
                raise AnnotationError(Message("note.hand-mark"))
            if note is None:
                self.notes.hands.pop(hand, None)
            else:
                self.notes.hands[hand] = note
            return
        check_index(action, len(self.hands[hand].actions), Message("what.action"))
        if note is None and mark is None:
            self.notes.actions.pop((hand, action), None)
        else:
            self.notes.actions[(hand, action)] = Annotation(mark, note)

    # -- comparing and copying ------------------------------------------------
    def copy(self) -> Game:
        """An independent copy, random generator included."""
        return copy.deepcopy(self)

    def __eq__(self, other: object) -> bool:
        """The same players, settings, hands (deals, actions, layouts, ends) and scores."""
        if not isinstance(other, Game):
            return NotImplemented
        return self._state() == other._state()

    def _state(self) -> tuple[Any, ...]:
        return (self.players, self.seed, self.max_hands, self.title, self.description,
                self.private, self.notes, self.hands, self.events, self.scores, self.winner)

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        state = "finished" if self.finished else f"hand {len(self.hands) - 1}"
        return (f"<Game {', '.join(self.players)}: scores {self.scores}, {state}>")

    def _repr_svg_(self) -> str:
        from fiveup_viz.drawing import svg

        return svg.layout(self.layout)


#: per number of players (2-4): the dealt tiles of each seat, from the shuffled tiles (R6)
_DEALS = {n: operator.itemgetter(*(slice(HAND_SIZE * s, HAND_SIZE * (s + 1)) for s in range(n)))
          for n in range(2, 5)}


def _tiles_of(value: Any, what: str | Message) -> list[Any]:
    if isinstance(value, str) or not isinstance(value, list | tuple):
        raise WrongTypeError(Message("type.list", what=what, type=type(value).__name__))
    return list(value)


def _check_deal(deal: list[list[Tile]], boneyard: list[Tile], n: int) -> None:
    from fiveup_viz.words.errors import RecordError

    if len(deal) != n:
        raise RecordError(Message("deal.count", "R6", count=len(deal), n=n))
    for seat, h in enumerate(deal):
        if len(h) != HAND_SIZE:
            raise RecordError(Message("deal.size", "R6", seat=seat, count=len(h), size=HAND_SIZE))
    seen: set[Tile] = set()
    for t in [t for h in deal for t in h] + list(boneyard):
        if t in seen:
            raise RecordError(Message("deal.twice", "R4", tile=t))
        seen.add(t)
    missing = [str(t) for t in DOUBLE_SIX if t not in seen]
    if missing:
        raise RecordError(Message("deal.lack", "R4, R6", tiles=", ".join(missing)))


def check_game(game: object, what: str = "game") -> Game:
    """A `Game` (a record or an example name is opened first: `replay`, `examples.load`)."""
    if not isinstance(game, Game):
        raise WrongTypeError(Message("type.game", what=what, type=type(game).__name__,
                                     value=quote(game)))
    return game
