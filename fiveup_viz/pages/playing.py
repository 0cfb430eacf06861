"""A PlayTable's state as a plain object (no ipywidgets): the table session `PlayTable` drives,
and tests drive without a notebook.

`TableSession` holds the game and its hands, the human seats and who is to move, the bots'
moves and the humans' forced draws and passes (R17-R19), what each viewer may see (R6: a hand
stays face down until the count, teaching mode or its own player shows it), teaching mode and
whether the teacher offered it, the projector, the coach's hints, dealing the next hand (R8),
a new game and saving the record. It says what it shows as text and HTML; the widget puts
them on the screen.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

from fiveup_viz.explain import steps as explain
from fiveup_viz.explain.question import point_letters
from fiveup_viz.explain.wording import describe
from fiveup_viz.files import write_atomic
from fiveup_viz.pages.panels import (
    BOX,
    CURRENT,
    FONT,
    MAX_HEIGHT,
    MAX_WIDTH,
    MAX_ZOOM,
    MUTED,
    PROJECTOR_FIT,
    Seat,
    caption_lines,
    div,
    esc,
    grow_frame,
    hands_html,
    layout_svg,
    score_line,
    scores_html,
    sentence,
)
from fiveup_viz.pages.review import coach_phrases, hint_text, value_means
from fiveup_viz.pages.saving import save_error, save_record, short
from fiveup_viz.rules.bots import Bot, check_strategy, make_bot
from fiveup_viz.rules.checks import (
    check_budget,
    check_count,
    check_flag,
    check_given_seed,
    check_humans,
    check_list,
    check_path,
    check_players,
    check_projector,
    check_seat,
)
from fiveup_viz.rules.choices import choices as one_choices
from fiveup_viz.rules.coach import Hint, hint
from fiveup_viz.rules.game import Game, ScoreEvent
from fiveup_viz.rules.layout import Move, Socket
from fiveup_viz.rules.record import dumps, load, replay, to_record
from fiveup_viz.rules.scoring import TARGET
from fiveup_viz.rules.tiles import Tile
from fiveup_viz.words.errors import (
    FiveUpError,
    InvalidSettingError,
    InvalidStrategyError,
    Message,
    NotYourTurnError,
)
from fiveup_viz.words.messages import Words
from fiveup_viz.words.quoting import is_int

__all__ = ["TableSession", "bot_strategies"]


def _socket_rank(move: Move) -> int:
    """A move's socket in the description order (R11: line A before line B); an opening's first."""
    return -1 if move.socket is None else move.socket.rank


def _point(move: Move) -> tuple[Tile, Socket] | None:
    """The legal point a move uses, (tile, socket); None for an opening."""
    return None if move.on is None or move.socket is None else (move.on, move.socket)


def _point_order(point: tuple[Tile, Socket]) -> tuple[int, int, int]:
    """Points in their order on the layout: by tile, then socket (a double's line A first)."""
    return point[0].low, point[0].high, point[1].rank


def bot_strategies(bots: str | Sequence[str | Bot], seats: int, humans: Sequence[int]) -> list[str | Bot]:
    """One strategy per seat (a human's is unused): one for all, per seat or per bot seat (R5)."""
    given = [bots] * seats if isinstance(bots, str) else check_list(bots, "bots")
    strategies = [check_strategy(s) for s in given]
    if len(strategies) == seats - len(humans):
        for seat in humans:
            strategies.insert(seat, "greedy")
    if len(strategies) != seats:
        raise InvalidStrategyError(Message("bots.count", "R5", n=seats - len(humans)))
    return strategies


#: The hand's-end view at a projector by default: the count at its first step, its result held,
#: the count (not the final layout) shown; a kept `_view` names only the parts that differ.
END_VIEW: dict[str, Any] = {"step": 0, "counted": False, "layout": False}
#: A kept count's step above this is not a count's (a hand's count has a dozen steps at most).
END_STEPS_MAX = 100


class TableSession:
    """A game at one screen: human seats, bot seats, and what each viewer may see.

    The arguments are `PlayTable`'s (its docstring says them). `teaching` (every hand face up)
    and `bots_shown` ("Show bots' tiles") change only through `set_teaching` and `show_bots`,
    which refuse to turn them on where the teacher did not offer them (`teaching_offered`).
    """

    def __init__(self, players: int | Sequence[str] = 2, *, seat: int | None = None,
                 humans: Sequence[int] | None = None, bots: str | Sequence[str | Bot] = "greedy",
                 seed: int = 0, lang: str = "en", max_hands: int = 200, teacher: bool | None = None,
                 hint_budget_ms: float = 200, projector: bool = False,
                 keep: str | Path | None = None) -> None:
        self.lang = Words(lang)
        names = check_players(players)  # the same checks as Game (R5, RECORD.md names)
        self.humans = check_humans(humans, seat, len(names))  #: the human seats, in order
        check_given_seed(seed)
        check_count(max_hands, "max_hands", "D3")
        self._hint_budget_ms = check_budget(hint_budget_ms, "hint_budget_ms")
        if is_int(players) and len(self.humans) == 1:
            names[self.humans[0]] = self.lang.ui("you")
        self.names = names
        self.seed = seed  #: the next new game's seed
        self.max_hands = max_hands
        self._strategies = bot_strategies(bots, len(names), self.humans)
        self.projector = check_projector(projector, len(self.humans))  #: one seat, the class's
        teacher = None if teacher is None else check_flag(teacher, "teacher")
        #: The players may turn on teaching mode and "Show bots' tiles" (the teacher's choice).
        self.teaching_offered = bool(teacher) or (teacher is None and not self.projector)
        self.teaching = bool(teacher)  #: every hand face up, for the whole class
        self.bots_shown = False  #: the bots' tiles face up
        self.messages: list[str] = []  #: what happened since the last move, one sentence each
        #: How many of `messages` tell the human's own move (its line and its credits); the rest
        #: came after it (the bots' turns, forced draws).
        self.own_lines = 0
        #: The bots' actions since the class's own move (and the class's forced draws), one short
        #: part each: the action as its line in `messages` begins, without its reason, and a
        #: placement's credit (`move-credit`); the enlarged projector view shows them on one line
        #: under the turn (issue 31, teach27 F2).
        self.since: list[str] = []
        #: "Enlarge the layout" is on at a projector; kept in `keep` (a private `_view` key).
        self.enlarged = False
        #: The hand's-end view at a projector (`END_VIEW`'s keys): the count's step, its result
        #: shown, "Show the layout"; kept in `keep`'s `_view` too, the default at every deal.
        self.end_view: dict[str, Any] = dict(END_VIEW)
        #: The file in `keep` holds this table's game, written or resumed (the table then says
        #: the kept game goes on): a view change may rewrite it; a file that did not resume
        #: stays as it was until the first move.
        self._kept = False
        #: The last forced draws' run, one line in `messages`: (hand, seat, its first and last
        #: action, the line), or None after any other action.
        self._draws: tuple[int, int, int, int, str] | None = None
        self.shown = False  #: the player to move pressed "Show my tiles" (several humans)
        self.hints: list[Hint] = []  #: the coach's ranking, asked for at `_hint_at`
        self._hint_at: tuple[int, int] | None = None
        self._frame: Any = None
        #: The file the game so far is kept in after every action (`keep`), or None.
        self.keep = None if keep is None else check_path(keep, "keep")
        #: The kept file is not written: while the game is replayed from it, and after a file
        #: that could not be resumed until the first move (it stays as it was till then).
        self._hold = False
        notice = self._resume() if self.keep is not None else None
        if notice is None and self._kept:
            self.messages.append(self.lang.ui("keep-resumed", n=len(self.game.hands)) + ".")
            return
        self.seed = seed
        self._hold = notice is not None  # a file that did not resume stays until the first move
        self.new_game()
        self._hold = False
        if notice is not None:
            self.messages.insert(0, notice + ".")

    # -- who plays ---------------------------------------------------------------
    @property
    def hint_budget_ms(self) -> float:
        """The coach's time per move for a hint: 1 to `checks.BUDGET_MAX` ms."""
        return self._hint_budget_ms

    @hint_budget_ms.setter
    def hint_budget_ms(self, budget_ms: float) -> None:
        self._hint_budget_ms = check_budget(budget_ms, "hint_budget_ms")

    @property
    def hot_seat(self) -> bool:
        """Several humans share the screen: the tiles of the one to move hide until shown."""
        return len(self.humans) > 1

    @property
    def to_move(self) -> int | None:
        """The human seat to play now; None while no human is to play (the hand is over)."""
        game = self.game
        return game.turn if not game.hand.over and game.turn in self.humans else None

    @property
    def seat(self) -> int:
        """The human seat to play now, else the first human seat (the learner's, with one)."""
        to_move = self.to_move
        return self.humans[0] if to_move is None else to_move

    @seat.setter
    def seat(self, seat: int) -> None:
        """Make the table one learner's, at `seat` (its only human seat from now on)."""
        self.humans = (check_seat(seat, len(self.names)),)

    @property
    def you(self) -> int | None:
        """The seat spoken to as "you": the one learner, whatever their name; a class at a
        projector and several players are called by name."""
        return None if self.hot_seat or self.projector else self.humans[0]

    # -- the flow of play ----------------------------------------------------------
    def new_game(self) -> None:
        """Start a new game with the same players and bots (the seed moves on by one)."""
        self.game = Game(self.names, seed=self.seed, max_hands=self.max_hands)
        self.bots: dict[int, Bot] = {s: make_bot(b, f"{self.seed}:{s}")
                                     for s, b in enumerate(self._strategies) if s not in self.humans}
        self.seed += 1
        self._frame = None
        self.shown = False
        self.messages = [self.lang.ui("new-game-msg", leads=self._leads())]
        self.own_lines = 0
        self.since = []
        self.end_view = dict(END_VIEW)
        self._advance()
        self._keep()

    def play(self, move: Move | str) -> None:
        """Play a legal move for the human seat to play, then let the bots move."""
        if self.to_move is None:
            raise NotYourTurnError(Message("turn.not-yours", "R5"))
        self.game.play(Move.parse(move) if isinstance(move, str) else move)
        self.shown = False  # the turn passes: the tiles hide again
        self.messages = []
        self._note_action()
        self.own_lines = len(self.messages)
        self.since = []  # the class's own move is shown by the picture and its moves
        self._advance()
        self._keep()

    def next_hand(self) -> bool:
        """Deal the next hand after the count (R8 picks the leader); False if none is due."""
        if not self.game.needs_deal:
            return False
        self.game.start_hand()
        self._frame = None
        self.shown = False
        self.messages = [self.lang.ui("hand-msg", n=len(self.game.hands), leads=self._leads())]
        self.own_lines = 0
        self.since = []
        self.end_view = dict(END_VIEW)
        self._advance()
        self._keep()
        return True

    def _leads(self) -> str:
        """Who leads the hand, as the new game's and the new hand's messages end: the first
        letter as the language writes it after their colon or full stop (R7, R8)."""
        leads = explain.leads(self.game, len(self.game.hands) - 1, you=self.you)
        return sentence(leads, self.lang, capital=False)

    def _advance(self) -> None:
        """Bots act and the humans' forced draws and passes happen (R18, R19), until a human's
        choice is due or the hand is over."""
        game = self.game
        while not game.hand.over:
            if game.turn in self.humans:
                if game.legal_moves():
                    break
                game.step()  # no legal placement: the forced draw or pass
            else:
                game.step(lambda g, ms, bot=self.bots[game.turn]: bot.choose(g, ms) if len(ms) > 1 else ms[0])
            self._note_action()
        if game.hand.over:
            self._note_end()

    def _note_action(self) -> None:
        game = self.game
        hand = game.hand
        action = hand.actions[-1]
        index = len(hand.actions) - 1
        # a bot's hand is face down, and with several humans every hand is (messages stay)
        hidden = self.hot_seat or action.seat != self.humans[0]
        run = self._draws
        if (action.kind == "draw" and run is not None and run[:2] == (hand.index, action.seat)
                and run[3] == index - 1 and self.messages and self.messages[-1] == run[4]):
            # the same player's next forced draw: one line says the whole run (R18)
            line = explain.draws_line(game, hand.index, run[2], index, self.lang, you=self.you) + "."
            self._draws = (hand.index, action.seat, run[2], index, line)
            self.messages[-1] = line
            drew, _ = explain.draws(game, hand.index, run[2], index, you=self.you)
            self.since[-1:] = [explain.say(drew, self.lang)]
            return
        text = explain.action_line(game, hand.index, index, self.lang, you=self.you,
                                   hidden=hidden) + "."
        self._draws = (hand.index, action.seat, index, index, text) if action.kind == "draw" else None
        if action.kind == "play" and not self.projector:  # a projector shows the caption once
            text += f" {describe(hand.layout, self.lang).caption}"
        self.messages.append(text)
        part = explain.say(explain.action(game, hand.index, index, you=self.you, hidden=hidden), self.lang)
        for e in game.events:
            if e.hand == hand.index and e.action == index and e.kind == "placement":
                self.messages.append(self._event(e))
                note = self.lang.ui("credit" if e.accepted else "credit-over", raw=e.raw)
                part = self.lang.ui("move-credit", move=part, note=note)
        self.since.append(part)

    def _event(self, e: ScoreEvent) -> str:
        line = explain.event_line(self.game, e, self.lang, you=self.you)
        return f"{line[:1].upper()}{line[1:]}."

    def _note_end(self) -> None:
        game = self.game
        end = game.hand.end
        assert end is not None
        for e in game.events:
            if e.hand == game.hand.index and e.kind == end.kind:
                self.messages.append(self._event(e))
        if game.finished:
            last = explain.end_steps(game, game.hand.index, you=self.you)[-1]
            self.messages.append(sentence(last.lines[0], self.lang))
        else:
            # at a projector the count stands in the picture's place, not below (table53)
            self.messages.append(self.lang.ui("hand-over-beside" if self.projector else "hand-over") + ".")

    def count_shown(self) -> None:
        """At a projector, the hand's count stepped to its end or shown: "what happened" ends
        with what is left to do, deal the next hand (issue 31, teach27 F7: "step through the
        count ..., then deal" stayed after the result was shown; R8)."""
        beside = self.lang.ui("hand-over-beside") + "."
        if self.projector and self.game.hand.over and self.messages and self.messages[-1] == beside:
            self.messages[-1] = self.lang.ui("hand-over-counted") + "."

    # -- who sees which tiles --------------------------------------------------------
    def show_tiles(self) -> None:
        """Show the tiles of the human seat to play; they hide again when the turn passes.
        NotYourTurnError when no human is to play."""
        if self.to_move is None:
            raise NotYourTurnError(Message("turn.no-human", "R5"))
        self.shown = True

    def hide_tiles(self) -> None:
        """Turn the shown tiles of the player to move face down again."""
        self.shown = False

    def set_teaching(self, on: bool) -> None:
        """Teaching mode on or off; InvalidSettingError, changing nothing, where the teacher
        did not offer it (`teacher=False`, or a projector)."""
        self.teaching = self._offered(on)

    def show_bots(self, on: bool) -> None:
        """The bots' tiles face up or down; refused as teaching mode is (`set_teaching`)."""
        self.bots_shown = self._offered(on)

    def _offered(self, on: bool) -> bool:
        if check_flag(on, "on") and not self.teaching_offered:
            raise InvalidSettingError(Message("teaching.withdrawn"))
        return on

    def face_up(self, seat: int, public: bool = False) -> bool:
        """Whether `seat`'s tiles are shown: at the count, in teaching mode, a bot's when
        shown, the one learner's, or the shown tiles of the player to move (R6, R21).
        `public`: for the saved picture, where nobody pressed "Show my tiles"."""
        if self.game.hand.over or self.teaching:
            return True
        if seat not in self.humans:
            return self.bots_shown
        if not self.hot_seat:
            return True
        return not public and self.shown and seat == self.to_move

    @property
    def private(self) -> bool:
        """The player to move at a shared screen shows their tiles: what only they may see
        goes to the front end only, and no saved state keeps them (security probe F5)."""
        to_move = self.to_move
        return (self.hot_seat and to_move is not None and self.face_up(to_move)
                and not self.face_up(to_move, public=True))

    @property
    def ready(self) -> bool:
        """A human is to play and their tiles are face up: moves may be offered."""
        to_move = self.to_move
        return to_move is not None and self.face_up(to_move)

    @property
    def moves(self) -> list[Move]:
        """The moves offered now: the legal moves of the human to play, once face up (R13)."""
        return self.game.legal_moves() if self.ready else []

    @property
    def choices(self) -> list[tuple[Move, ...]]:
        """The offered moves as choices, one button each (`rules.choices`): a move alone, or the
        same tile on a spinner's two free line sides or two free branches, which give the same
        layout but for the sockets' names (R11, R13); line A (branch A) first, the move the
        button plays."""
        return [tuple(sorted(c, key=_socket_rank)) for c in one_choices(self.moves)]

    # -- the coach ------------------------------------------------------------------------
    def hint(self) -> list[Hint]:
        """The coach's ranking of the offered moves (it sees only the mover's tiles); [] when
        none is offered."""
        if not self.moves:
            return []
        self.hints = hint(self.game, budget_ms=self.hint_budget_ms, seed=self.seed)
        self._hint_at = self._now()
        return self.hints

    @property
    def current_hints(self) -> list[Hint]:
        """The hints asked for at this very position, while its moves are offered."""
        return self.hints if self.moves and self._hint_at == self._now() else []

    def _now(self) -> tuple[int, int]:
        return len(self.game.hands), len(self.game.hand.actions)

    def credit_note(self, credit: int) -> str:
        """`+10 raw`, or what happens to it: discarded past the target (R2), or a last tile's
        share of the going-out event (R23, D6)."""
        game = self.game
        if credit and len(game.hand.held[game.turn]) == 1:
            return self.lang.ui("credit-last", raw=credit)
        if credit and game.score(game.side_of(game.turn)) + credit > TARGET:
            return self.lang.ui("credit-over", raw=credit)
        return self.lang.ui("credit", raw=credit)

    # -- saving --------------------------------------------------------------------------
    @property
    def record(self) -> dict[str, Any]:
        """The game so far as a `fiveup-record` document."""
        return to_record(self.game)

    def save(self, path: str | Path) -> Path:
        """Write the game record as JSON (RECORD.md), atomically; OSError if it cannot."""
        return save_record(self.game, path)

    def save_as(self, typed: str) -> Path | None:
        """Save to the path the user typed and say where, or the one reason it was not saved
        (an old file there stays whole); the path, or None."""
        try:
            path = self.save(typed)
        except (OSError, ValueError) as exc:
            self.messages.append(save_error(self.lang, typed, exc) + ".")
            return None
        self.messages.append(self.lang.ui("saved", path=short(str(path))) + ".")
        return path

    # -- keeping the game over a reload (issue 31) ----------------------------------------
    def _table(self) -> dict[str, Any]:
        """What the kept file must match besides the players and `max_hands`: the human seats,
        the bots' strategies and the projector (RECORD.md: a private `_` key)."""
        bots = [s if isinstance(s, str) else getattr(s, "name", type(s).__name__)
                for seat, s in enumerate(self._strategies) if seat not in self.humans]
        return {"humans": list(self.humans), "bots": bots, "projector": self.projector}

    def _keep(self) -> None:
        """Write the game so far into `keep`, atomically (an old file stays whole if it cannot);
        a failure is said in "what happened", never raised."""
        if self.keep is None or self._hold:
            return
        doc = to_record(self.game)
        doc["_table"] = self._table()
        view = self._view()
        if view:  # the view comes back after a reload (teach27 F3, table68)
            doc["_view"] = view
        try:
            write_atomic(self.keep, dumps(doc, indent=2) + "\n")
        except (OSError, ValueError) as exc:
            self.messages.append(save_error(self.lang, str(self.keep), exc) + ".")
            return
        self._kept = True

    def _view(self) -> dict[str, Any]:
        """The kept file's private `_view`: only what differs from the default view, "Enlarge
        the layout" and, at a hand's end, the count's step, its result shown, "Show the layout"
        ({} for the default view: no key is written)."""
        view: dict[str, Any] = {"enlarged": True} if self.enlarged else {}
        if self.projector and self.game.hand.over:
            view.update((k, v) for k, v in self.end_view.items() if v != END_VIEW[k])
        return view

    def set_enlarged(self, on: bool) -> None:
        """"Enlarge the layout" on or off at a projector, kept in `keep` (issue 31, teach27 F3:
        after a reload the view was the usual one again) once the file holds this table's game;
        a file that did not resume stays as it was until the first move."""
        on = check_flag(on, "on")
        if on == self.enlarged:
            return
        self.enlarged = on
        if self._kept:
            self._keep()

    def set_end_view(self, *, step: int | None = None, counted: bool | None = None,
                     layout: bool | None = None) -> None:
        """The hand's-end view at a projector changed: the count's `step` (0 the first),
        `counted` (its result shown), `layout` ("Show the layout" on); kept in `keep` as
        "Enlarge the layout" is (issue 31, table68: a reload at step 4/6, or with the layout
        shown, came back at step 1 with the count hidden). None leaves a part as it is."""
        view = dict(self.end_view)
        if step is not None:
            check_count(step, "step", "R21", least=0)
            view["step"] = step
        if counted is not None:
            view["counted"] = check_flag(counted, "counted")
        if layout is not None:
            view["layout"] = check_flag(layout, "layout")
        if view == self.end_view:
            return
        self.end_view = view
        if self._kept:
            self._keep()

    def _resume(self) -> str | None:
        """Resume the game kept in `keep`, replaying it through the table itself (the same
        seed deals the same hands; the bots, made from the seed, choose as they did), so that
        the bots play on as they would have. None when it resumed or there is no file; else the
        one message saying why a new game starts instead (the file is kept until the first move)."""
        assert self.keep is not None
        path = short(str(self.keep))
        if not self.keep.is_file():
            return None if not self.keep.exists() else self.lang.ui(
                "keep-broken", path=path, reason=self.lang.ui("save-folder"))
        try:
            doc = load(self.keep)
            target = replay(doc)
        except (FiveUpError, OSError, ValueError, RecursionError) as exc:
            reason = exc.say(self.lang) if isinstance(exc, FiveUpError) else str(exc)
            return self.lang.ui("keep-broken", path=path, reason=reason)
        other = self.lang.ui("keep-other", path=path)
        seed = doc.get("seed")
        if (list(target.players) != self.names or target.max_hands != self.max_hands
                or doc.get("_table") != self._table() or not is_int(seed) or seed < self.seed):
            return other
        self._hold = True
        try:
            self.seed = seed
            self.new_game()
            if not self._replay(target):
                return other
        except FiveUpError:
            return other
        finally:
            self._hold = False
        self._kept = True
        self._read_view(doc.get("_view"))
        return None

    def _read_view(self, view: Any) -> None:
        """The view kept in `_view`, read with checks: a part that is missing, of another kind
        or out of range is the default's (a hand-written or old file never stops the table)."""
        if not self.projector or not isinstance(view, dict):
            return
        self.enlarged = view.get("enlarged") is True
        if not self.game.hand.over:
            return
        step = view.get("step")
        if is_int(step) and 0 <= step < END_STEPS_MAX:
            self.end_view["step"] = step
        for key in ("counted", "layout"):
            if view.get(key) is True:
                self.end_view[key] = True

    def _replay(self, target: Game) -> bool:
        """Play `target`'s human moves and deals at this table; False as soon as the table's
        game differs from it (another deal, a bot choosing otherwise)."""
        for h, hand in enumerate(target.hands):
            if h and not self.next_hand():
                return False
            theirs = hand.actions
            while True:
                mine = self.game.hand.actions
                if self.game.hand.deal != hand.deal or mine != theirs[:len(mine)]:
                    return False
                if len(mine) == len(theirs):
                    break
                action = theirs[len(mine)]
                if self.to_move is None or action.move is None:
                    return False
                self.play(action.move)
        target.private = {}  # the kept `_table`, already matched, and the `_view`
        return to_record(self.game) == to_record(target)

    # -- what is shown -------------------------------------------------------------------
    def layout_svg(self, letters: Mapping[tuple[Tile, Socket], str] | None = None) -> str:
        """The layout's drawing, in a frame that only grows during a hand; large at a projector;
        the offered moves' points lettered (`letters`, else `move_letters()`: a render asks for
        them once, for the picture and the move buttons)."""
        if letters is None:
            letters = self.move_letters()
        layout = self.game.hand.layout
        self._frame = grow_frame(self._frame, layout)
        bounds = PROJECTOR_FIT if self.projector else (MAX_WIDTH, MAX_HEIGHT, MAX_ZOOM)
        return layout_svg(layout, frame=self._frame, lang=self.lang, bounds=bounds,
                          letters=dict(letters) or None, letters_beside=True)

    def move_letters(self) -> dict[tuple[Tile, Socket], str]:
        """The letter of each point the offered moves use, drawn beside it on the layout and
        starting its move buttons (issue 31, teach25 F2: "line A" named a socket the picture
        did not show): the "where" questions' lettering (`point_letters`), the points in their
        order on the layout (a double's line A before its line B). A choice has one letter: the
        twin sockets of a choice (line A and line B of a lone opening double, branch A and B of
        an internal spinner with no branch started) share line A's (branch A's), drawn at both
        (R11). None while the moves are the mover's alone at a shared screen (`private`): the
        picture is everyone's."""
        if self.private:
            return {}
        heads: dict[tuple[Tile, Socket], tuple[Tile, Socket]] = {}  # a point -> its choice's first
        for choice in self.choices:
            first = _point(choice[0])
            for move in choice:
                point = _point(move)
                if first is not None and point is not None:
                    heads.setdefault(point, first)
        firsts = sorted(set(heads.values()), key=_point_order)
        letters = point_letters(firsts)
        return {point: letters[heads[point]] for point in sorted(heads, key=_point_order)}

    def status(self, public: bool = False) -> str:
        """The hand, the boneyard and whose turn it is, as the viewer (`public`: anyone) may read it."""
        game = self.game
        hand = game.hand
        if game.finished:
            what = self.lang.ui("game-over")
        elif hand.over:
            what = self.lang.ui("hand-is-over")
        else:
            seat = game.turn
            face_up = self.face_up(seat, public)
            what = sentence(explain.turn(game, hand.index, seat=seat, pending=hand.pending,
                                         end=None, you=self.you, hidden=not face_up), self.lang)
            if self.hot_seat and not face_up:
                what += " " + self.lang.ui("show-prompt", name=self.names[seat],
                                           button=self.lang.ui("show-tiles"))
        return self.lang.ui("status", n=len(game.hands), tiles=len(hand.stock), what=what)

    def status_html(self, public: bool = False) -> str:
        """The status; at a projector also the scores on one line, which the table's style shows
        only with the layout enlarged (table52: the score table is then below the window)."""
        said = esc(self.status(public))
        if self.projector:
            said += div(esc(score_line(self.game, self.game.scores, self.lang, you=self.you)), "",
                        "score-line")
            if self.since and not self.game.hand.over:
                said += div(esc(" \u00b7 ".join(self.since)), "", "since-line")
        return div(said, BOX + FONT + "font-weight: bold;", "status")

    def hands_html(self, public: bool = False) -> str:
        """Every seat's tiles, face up only where `face_up` says so (R6)."""
        hand = self.game.hand
        seats = [Seat(explain.seat_value(self.game, seat, self.you), tiles, self.face_up(seat, public),
                      acting=seat == self.to_move if self.hot_seat else None,
                      mark=" learner" if seat in self.humans else "")
                 for seat, tiles in enumerate(hand.held)]
        return hands_html(self.lang.ui("hands"), seats, self.lang)

    def caption_html(self) -> str:
        """The layout's title and caption; under a hand's last tile, that its placement points
        are not credited alone but join the going-out event (R23, D6; teach31 friction 4: beside
        the count, "20 raw (4 displayed)" read as if scored twice)."""
        layout, end = self.game.hand.layout, self.game.hand.end
        title, caption = caption_lines(layout, self.lang)
        if end is not None and end.kind == "domino" and len(layout):
            caption += " " + self.lang.ui("caption-last", raw=layout.credit())
        return div(f"<b>{esc(title)}</b><div>{esc(caption)}</div>", BOX + FONT, "caption")

    def scores_html(self) -> str:
        return scores_html(self.game, self.game.scores, lang=self.lang, you=self.you)

    def messages_html(self) -> str:
        """What happened since the last move, the newest sentence marked. At a projector the
        class's own move and its credits, which the class has just made, and the newest line
        stay whole in view around a box (`lines`) of the bots' other turns since, which the
        table's style bounds to the window and shows from its end (teacher trial 15, F1: the
        bots' turns ran below a 1024x768 window; issue 31: with the file browser open they ran
        to y = 1014; teach19: folded under "Earlier (1)", the class's move was never seen scored)."""
        messages, own = self.messages, self.own_lines
        kept = own if self.projector and 0 < own < len(messages) else 0
        items = "".join(div(esc(m), CURRENT if i == len(messages) - 1 else "", "message")
                        for i, m in enumerate(messages) if i >= kept)
        if self.projector and messages:
            # a box the table's style keeps on screen, its end in view, between the class's
            # move and its credit (never folded) and the newest line, both whole
            between = "".join(div(esc(m), "", "message") for m in messages[kept:-1])
            items = div(div(between), "", "lines") if between else ""
            if kept:
                items = div("".join(div(esc(m), "", "message") for m in messages[:kept]), "", "own") + items
            items += div(esc(messages[-1]), CURRENT, "message newest")
        return div(f"<b>{esc(self.lang.ui('what-happened'))}</b>" + (items or div("…", MUTED)),
                   BOX + FONT, "messages")

    def hint_html(self) -> str:
        """The coach's ranking in plain words ("" without current hints)."""
        hints = self.current_hints
        if not hints:
            return ""
        items = "".join(f"<li>{esc(hint_text(h, self.lang))}</li>" for h in hints)
        means = f"<p>{esc(value_means(self.lang))}</p>"
        return div(f"<b>{esc(coach_phrases(self.lang)['ranking'])}</b><ol>{items}</ol>{means}",
                   BOX + FONT, "hint")
