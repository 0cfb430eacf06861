"""PlayTable: one learner or several players at one screen hold seats, bots hold the others
(R17-R19 applied for the humans; R6: hands stay hidden until the count).

Its state is a `fiveup_viz.pages.playing.TableSession` (no widgets): who moves, who sees what,
the bots, the coach's hints and saving. `PlayTable` turns clicks into session calls and shows
the session's panels.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from functools import cache
from importlib import resources
from pathlib import Path
from typing import Any

import anywidget
import ipywidgets as w
import traitlets as t

from fiveup_viz.explain.question import lettered_label
from fiveup_viz.explain.steps import side_value
from fiveup_viz.pages.panels import (
    FONT,
    PROJECTOR_CONTROLS,
    PROJECTOR_TEXT,
    PROJECTOR_WIDE_TEXT,
    TABLE_COUNT_HELD,
    esc,
)
from fiveup_viz.pages.picking import Click, TablePicking
from fiveup_viz.pages.playing import TableSession
from fiveup_viz.pages.review import choice_label, choice_tip, coach_phrases
from fiveup_viz.rules.bots import Bot
from fiveup_viz.rules.coach import Hint
from fiveup_viz.rules.game import Game
from fiveup_viz.rules.layout import Move, Socket
from fiveup_viz.rules.tiles import Tile
from fiveup_viz.widgets._base import Controller, _tree
from fiveup_viz.widgets._static import picture_html
from fiveup_viz.widgets.clicks import TablePicker
from fiveup_viz.widgets.handend import HandEndViewer
from fiveup_viz.widgets.private import KernelButton, PrivateHTML
from fiveup_viz.words.errors import word
from fiveup_viz.words.fluent import entries_said, numeral
from fiveup_viz.words.messages import repr_text
from fiveup_viz.words.values import Entries


def close(widget: w.Widget) -> None:
    """Close a widget no longer shown, with its layout and style (the kernel and the front
    end forget it)."""
    for part in (getattr(widget, "layout", None), getattr(widget, "style", None), widget):
        if isinstance(part, w.Widget):
            part.close()


class PlayTable(Controller):
    """Play a game with bots: the legal moves of the human to play are buttons, the rest is automatic.

    `players` is a count (one learner is "You", in the table's language) or a list of names;
    `seat` is the learner's seat, or `humans` the seats of several players passing one screen
    (their tiles show only once the player to move presses `show_button`, and hide again when
    the turn passes); `bots` is one strategy (`random`, `greedy`, `expert`), one per seat or one
    per bot seat; `teacher` starts in teaching mode (every hand face up, `teacher_toggle`).
    `hint_budget_ms` is the coach's time per move for the Hint button (1 to 60000 ms; an
    attribute too).
    Shown tiles hide again with `hide_button` ("Hide my tiles", `hide_tiles()`).

    For a classroom: `projector=True` is one seat the whole class plays together on a big
    screen (1024x768 and up) against the bots, with large tiles; the class's tiles face up,
    the bots' face down. Teaching mode is the teacher's: `teacher=False` takes it and "Show
    bots' tiles" away from the players (neither is shown nor answers a click); `teacher=None`
    (the default) offers both, except at a projector; `teacher=True` starts in it, offered.
    Public widgets: `move_buttons` (one per choice, click to play: a tile on a spinner's twin
    sockets, line A or line B, is one button playing line A, R11; `move_button(move)`),
    `next_hand_button`, `new_game_button`, `save_button` with `save_path`, `hints_toggle`,
    `reveal_toggle`, `hint_button` (the coach's ranking of your moves in `hint_html`, `hints`);
    at a projector, `enlarge_toggle` ("Enlarge the layout": the picture at the window's width,
    and back).

    `keep` (a file name, e.g. `keep="table-game.json"`) keeps the game over a reload: after every
    action (a move, the bots' turns, a new hand, "New game") the game so far is written there
    atomically, as a game record (RECORD.md, with a private `_table` key naming the human seats,
    the bots and the projector, and a private `_view` key while the layout is enlarged). A table
    made again with the same players and options resumes that game where it was: the same hand
    and tiles, the bots (made from the seed) playing on as they would have, enlarged if it was.
    A file of another table, or one that cannot be read, gets one message in the table's
    language and a new game; the file stays as it was until the first move.
    """

    def __init__(self, players: int | Sequence[str] = 2, *, seat: int | None = None,
                 humans: Sequence[int] | None = None, bots: str | Sequence[str | Bot] = "greedy",
                 seed: int = 0, lang: str = "en", max_hands: int = 200, teacher: bool | None = None,
                 hint_budget_ms: float = 200, projector: bool = False,
                 keep: str | Path | None = None) -> None:
        self._set_lang(lang)
        #: Who moves, who sees what, the bots, the hints and saving (no widgets).
        self.session = TableSession(players, seat=seat, humans=humans, bots=bots, seed=seed,
                                    lang=self.lang, max_hands=max_hands, teacher=teacher,
                                    hint_budget_ms=hint_budget_ms, projector=projector, keep=keep)
        self._make_widgets(self.session.teaching)
        self._make_class_widgets()
        self._fit_labels()
        self._render()

    # -- the session's state, as attributes ---------------------------------------------
    @property
    def game(self) -> Game:
        return self.session.game

    @property
    def bots(self) -> dict[int, Bot]:
        return self.session.bots

    @property
    def names(self) -> list[str]:
        return self.session.names

    @property
    def seed(self) -> int:
        """The next new game's seed."""
        return self.session.seed

    @property
    def max_hands(self) -> int:
        return self.session.max_hands

    @property
    def humans(self) -> tuple[int, ...]:
        """The human seats, in order."""
        return self.session.humans

    @property
    def messages(self) -> list[str]:
        """What happened since the last move, one sentence each."""
        return self.session.messages

    @property
    def shown(self) -> bool:
        """The player to move pressed "Show my tiles" (several humans)."""
        return self.session.shown

    @property
    def projector(self) -> bool:
        """One seat, the class's, on a big screen."""
        return self.session.projector

    @property
    def teaching_offered(self) -> bool:
        """The players may turn on teaching mode and "Show bots' tiles" (the teacher's choice)."""
        return self.session.teaching_offered

    @property
    def hot_seat(self) -> bool:
        """Several humans share the screen: the tiles of the one to move hide until shown."""
        return self.session.hot_seat

    @property
    def to_move(self) -> int | None:
        """The human seat to play now; None while no human is to play (the hand is over)."""
        return self.session.to_move

    @property
    def seat(self) -> int:
        """The human seat to play now, else the first human seat (the learner's, with one)."""
        return self.session.seat

    @seat.setter
    def seat(self, seat: int) -> None:
        """Make the table one learner's, at `seat` (its only human seat from now on)."""
        self.session.seat = seat

    @property
    def _you(self) -> int | None:
        return self.session.you

    @property
    def hints(self) -> list[Hint]:
        """The coach's ranking shown now ([] once the position moved on)."""
        return self.session.current_hints

    @property
    def hint_budget_ms(self) -> float:
        """The coach's time per move for the Hint button: 1 to `checks.BUDGET_MAX` ms."""
        return self.session.hint_budget_ms

    @hint_budget_ms.setter
    def hint_budget_ms(self, budget_ms: float) -> None:
        self.session.hint_budget_ms = budget_ms

    @property
    def svg(self) -> str:
        """The SVG text of the layout shown (the clickable picture's)."""
        return self._svg

    @property
    def record(self) -> dict[str, Any]:
        """The game so far as a `fiveup-record` document."""
        return self.session.record

    # -- what a click does ---------------------------------------------------------
    def save(self, path: str | Path) -> Path:
        """Write the game record as JSON (RECORD.md) and return the path; OSError if it cannot."""
        return self.session.save(path)

    def new_game(self) -> None:
        """Start a new game with the same players and bots (the seed moves on by one)."""
        self.session.new_game()
        self._render()

    def play(self, move: Move | str) -> None:
        """Play a legal move for the human seat to play, then let the bots move."""
        self.session.play(move)
        self._render()

    def show_tiles(self) -> None:
        """Show the tiles of the human seat to play (what "Show my tiles" does); they hide
        again when the turn passes. NotYourTurnError when no human is to play."""
        self.session.show_tiles()
        self._render()

    def hide_tiles(self) -> None:
        """Turn the shown tiles of the player to move face down again (what "Hide my tiles"
        does), before the screen is shown to others; nothing names them until they are shown
        again. Nothing changes where no tiles were shown."""
        self.session.hide_tiles()
        self._render()

    def next_hand(self) -> None:
        """Deal the next hand after the count (R8 picks the leader)."""
        if self.session.next_hand():
            self._render()

    def show_hint(self) -> list[Hint]:
        """The coach's ranking of your legal moves, shown in plain words (it sees only your tiles)."""
        hints = self.session.hint()
        if hints:
            self.hint_html.show(self.session.hint_html(), "" if self.session.private else None)
        return hints

    def _on_save(self) -> None:
        """Save to the path typed in `save_path`; say where, or why it could not be saved."""
        self.session.save_as(self.save_path.value)
        self.messages_html.value = self.session.messages_html()

    def _on_private_move(self, move: str) -> None:
        """A move button of a shown hand at a shared screen was clicked (in the front end): the
        button offering `move` (`move_button`), if any."""
        try:
            button = self.move_button(move)
        except KeyError:
            return
        button.click()

    # -- widgets -----------------------------------------------------------
    def _make_widgets(self, teacher: bool) -> None:
        self.move_label = w.HTML()
        self.move_box = w.HBox(layout=w.Layout(flex_flow="row wrap", align_items="center"))
        self.move_buttons: list[w.Button] = []
        t = self._t
        self.next_hand_button = w.Button(description=t("deal-next"), button_style="primary",
                                         layout=w.Layout(width="auto"))
        self.new_game_button = w.Button(description=t("new-game"), layout=w.Layout(width="auto"))
        self.save_path = w.Text(value=t("file"), description=t("record"),
                                layout=w.Layout(width="320px"))
        self.save_button = w.Button(description=t("save"), icon="save",
                                    layout=w.Layout(width="auto"))
        self.hints_toggle = w.ToggleButton(value=False, description=t("show-credits"),
                                           tooltip=t("show-credits.tip"),
                                           layout=w.Layout(width="auto"))
        self.reveal_toggle = w.ToggleButton(value=False, description=t("show-bots"),
                                            tooltip=t("show-bots.tip"),
                                            layout=w.Layout(width="auto"))
        self.show_button = w.Button(description=t("show-tiles"), tooltip=t("show-tiles-tip"),
                                    button_style="warning", icon="eye", layout=w.Layout(width="auto"))
        self.teacher_toggle = w.ToggleButton(value=teacher, description=t("teacher"),
                                             tooltip=t("teacher-tip"), layout=w.Layout(width="auto"))
        #: The panels that may show the hand of the player to move: what they show at a shared
        #: screen stays out of the saved widget state (fiveup_viz.widgets.private).
        self.status_html = PrivateHTML()
        self._svg = ""  #: the layout's drawing, as SVG text (the picker shows it)
        #: The picture the notebook shows: click a legal point to play there (with a kernel).
        #: What a click on the picture decides (no widgets).
        self.picking = TablePicking(self.session)
        self.picker = TablePicker(lambda on, socket: self._answer(self.picking.point(on, socket)),
                                  lambda tile: self._answer(self.picking.tile(tile)))
        self.picker.add_class("fiveup-table-picker")
        self.hint_button = w.Button(description=coach_phrases(self.lang)["hint"], icon="lightbulb-o",
                                    layout=w.Layout(width="auto"))
        self.hint_html = PrivateHTML()
        self.moves_html = PrivateHTML()  #: the move buttons of a shown hand at a shared screen
        self.moves_html.on_move(self._on_private_move)
        self.caption_html = w.HTML()
        self.scores_html = w.HTML()
        self.hands_html = PrivateHTML()
        self.messages_html = w.HTML()
        self.end_box = w.VBox()
        self.end_viewer: HandEndViewer | None = None
        self.next_hand_button.on_click(lambda _: self.next_hand())
        self.new_game_button.on_click(lambda _: self.new_game())
        self.save_button.on_click(lambda _: self._on_save())
        self.hints_toggle.observe(lambda _: self._render(), names="value")
        self.show_button.on_click(lambda _: self.show_tiles() if self.to_move is not None else None)
        self.hint_button.on_click(lambda _: self.show_hint())
        tools = w.HBox([self.next_hand_button, self.new_game_button, self.hint_button, self.hints_toggle,
                        self.reveal_toggle, self.teacher_toggle, self.save_path, self.save_button],
                       layout=w.Layout(flex_flow="row wrap", align_items="center"))
        table = w.VBox([self.picker, self.caption_html, self.show_button, self.move_box, self.hint_html,
                        self.messages_html],
                       layout=w.Layout(flex="3 1 520px"))
        side = w.VBox([self.status_html, self.scores_html, self.hands_html],
                      layout=w.Layout(flex="2 1 320px"))
        self.widget = w.VBox([w.HBox([table, side], layout=w.Layout(flex_flow="row wrap")),
                              self.end_box, tools])

    def _render(self) -> None:
        """Show the session's state: the picture, the panels, the moves and the count."""
        session = self.session
        letters = session.move_letters()  # once: the picture's letters and the buttons'
        self._svg = session.layout_svg(letters)
        self._render_picker()  # the clicked picture first: it answers the click
        self.caption_html.value = session.caption_html()
        self.scores_html.value = session.scores_html()
        private = session.private
        self.hands_html.show(session.hands_html(), session.hands_html(public=True) if private else None)
        self.status_html.show(session.status_html(), session.status_html(public=True) if private else None)
        self._render_seat_tools()
        self._render_moves(letters)
        self.messages_html.value = session.messages_html()
        self.next_hand_button.disabled = not self.game.needs_deal
        self._render_end()

    def _render_seat_tools(self) -> None:
        """"Show my tiles" waits for the player to move; "Hide my tiles" is offered while they
        are shown; teaching mode is offered to a class."""
        session = self.session
        hot = session.hot_seat
        self.show_button.layout.display = "" if hot else "none"
        self.show_button.disabled = session.to_move is None or session.ready
        self.teacher_toggle.layout.display = "" if hot or session.teaching else "none"
        hide = hot and session.shown and session.to_move is not None and not session.teaching
        self.hide_button.layout.display = "" if hide else "none"

    def _render_moves(self, letters: Mapping[tuple[Tile, Socket], str]) -> None:
        """One button per offered choice (`session.choices`: a tile on a spinner's twin sockets
        is one, "[3|5] on [5|5] line A or line B", R11), in their points' letter order, then by
        tile, "A · ..." before "B · ..." (issue 31, teach30 F3: "B · [2|6] → [3|6]" came before
        "A · [3|3] → [2|3]"); a move on no point (a hand's first tile) first; the letters
        themselves are the layout's (`move_letters`)."""
        for old in self.move_buttons:  # closed: no saved widget state keeps a past hand's moves
            close(old)
        private = self.session.private
        moves = sorted(self.session.choices, key=lambda c: _letter_order(c[0], letters))
        self.move_buttons = [self._move_button(c, private, letters) for c in moves]
        words = self._t("moves-of", name=self.names[self.seat]) if self.hot_seat else self._t("your-moves")
        self.move_label.value = f'<b style="{FONT}">{esc(words)}</b>' if moves else ""
        if private:  # the buttons live in the kernel; the screen gets them privately
            buttons = "".join(
                f'<button type="button" class="jupyter-button widget-button" data-move="{esc(b.move)}" '
                f'title="{esc(b.tooltip)}" style="width: auto; margin: 2px;">{esc(b.description)}</button>'
                for b in self.move_buttons)
            self.moves_html.show(buttons, "")
            self.move_box.children = [self.move_label, self.moves_html]
        else:
            self.moves_html.show("")
            self.move_box.children = [self.move_label, *self.move_buttons] if moves else []
        self.hint_button.disabled = not moves
        if not self.session.current_hints:
            self.hint_html.show("")

    def move_button(self, move: Move | str) -> w.Button:
        """The button offered now for `move` (a `Move` or its text, "[1|4] on ..."): the one
        that plays it, or its choice's, whose `move` is its twin (R11: line B's is line A's
        button). The buttons come in letter order, so a move is found by its tile and point,
        not its place. KeyError when no button offers it."""
        for button in self.move_buttons:
            if any(m == move or str(m) == str(move) for m in button.moves):
                return button
        raise KeyError(str(move))

    def _move_button(self, choice: tuple[Move, ...], private: bool = False,
                     letters: Mapping[tuple[Tile, Socket], str] | None = None) -> w.Button:
        """A button playing a choice's first move (line A or branch A of twins, R11); `private`:
        one living in the kernel only (`KernelButton`); started by its point's letter in
        `letters` (`session.move_letters`), the letter drawn beside that point, "A · [1|4] on
        [1|3] high end" (issue 31, teach25 F2); twins say both sockets and, as a tooltip, why
        they are one button."""
        move = choice[0]
        label = choice_label(choice, self.lang)
        letter = (letters or {}).get((move.on, move.socket)) if move.on and move.socket else None
        if letter is not None:
            label = lettered_label(self.lang, letter, label)
        if self.hints_toggle.value:
            label = self.lang.ui("move-credit", move=label,
                                 note=self.session.credit_note(self.game.layout.credit_of(move)))
        tip = choice_tip(choice, self.lang) or label
        if private:
            button: w.Button = KernelButton(description=label, tooltip=tip)
        else:
            button = w.Button(description=label, tooltip=tip, layout=w.Layout(width="auto"))
        button.move = move  # the move this button plays
        button.moves = choice  # the moves it stands for: the move and its twin (R11)
        button.on_click(lambda _, m=move: self.play(m))
        return button

    def _status(self, public: bool = False) -> str:
        return self.session.status(public)

    def static_html(self) -> str:
        """The saved, kernel-free picture: the position with the tiles of the players at the
        screen face down, even those shown now (R6); no hint names a held tile."""
        if not self.hot_seat:
            return picture_html(self.widget, self.lang)
        public = {self.hands_html: self.session.hands_html(public=True), self.hint_html: "",
                  self.status_html: self.session.status_html(public=True)}
        return picture_html(self.widget, self.lang, replace=public, note=self._t("table-static"),
                            run=self._t("table-static-run"))

    def _render_end(self) -> None:
        hand = self.game.hand
        if self.projector:  # the hand's count in the picture's place, the moves in it otherwise
            self._play_box.children = [self.end_box] if hand.over else [self.picker, self.move_box]
        if self.projector:
            if hand.over:
                self.widget.add_class("fiveup-hand-over")
            else:
                self.widget.remove_class("fiveup-hand-over")
        if not hand.over:
            self.end_box.children = []
            self._close_end()
            if self.projector:
                self.end_layout_toggle.value = False
                self._hold_count(False)
            return
        if self.end_viewer is None or self.end_viewer.hand != hand.index:
            self._close_end()
            self.end_viewer = HandEndViewer(self.game, hand.index, lang=self.lang, show_layout=False,
                                            you=self._you)
            self.end_viewer.frames()  # its front end steps through the count
            self.end_box.children = [self.end_viewer.widget]
            if self.projector:
                kept = dict(self.session.end_view)  # before the defaults below reset it
                self._hold_count(True)
                self.end_viewer.stepper.observe(self._count_stepped, names="index")
                # its buttons first: in the window however long the count grows
                self.end_layout_toggle.value = False
                self._show_final(False)
                self._restore_end(kept)

    def _restore_end(self, kept: Mapping[str, Any]) -> None:
        """The hand's-end view a reload left (`session.end_view`, kept in the file's `_view`):
        the count's step, its result shown, "Show the layout" (issue 31, table68: it came back
        at step 1, the count hidden). A step the count does not have is its first."""
        viewer = self.end_viewer
        assert viewer is not None
        if 0 < kept["step"] < len(viewer.steps):
            viewer.step = kept["step"]
        if kept["counted"]:
            self._hold_count(False)
        if kept["layout"]:
            self.end_layout_toggle.value = True

    def _hold_count(self, held: bool) -> None:
        """At a projector, the hand's credit in "what happened" and the new scores wait while
        the class works the count out (issue 31, teach24 friction 2: they gave it away); "Show
        the count" or the count stepped to its end shows them."""
        if held:
            self.widget.add_class("fiveup-count-held")
        else:
            self.widget.remove_class("fiveup-count-held")
            if self.game.hand.over:  # only the next deal is left to do (teach27 F7)
                self.session.count_shown()
                self.session.set_end_view(counted=True)  # kept over a reload (table68)
                self.messages_html.value = self.session.messages_html()
        self.show_count_button.layout.display = "" if held else "none"
        # while held, the next deal is not offered: beside the count it read as "next" and, one
        # click, skipped the count and its result (teach30 F1, teach29 friction 2, teach34); it
        # comes once the count is stepped to its end or "Show the result of the count" is pressed
        self.next_hand_button.layout.display = "none" if held else ""

    def _show_final(self, on: bool) -> None:
        """"Show the layout" at a hand's end: the hand's final layout (the picture's drawing,
        the last tile ringed) in the count's place, the toggle saying how to go back; pressed
        again, the count where it was (its step kept, its result still held if it was)."""
        if self.game.hand.over:
            self.session.set_end_view(layout=on)  # kept over a reload (table68)
        toggle = self.end_layout_toggle
        toggle.description = self._t("end-layout-back" if on else "end-layout")
        toggle.button_style = "info" if on else ""
        if self.end_viewer is None:
            self.final_html.value = ""
            return
        self.final_html.value = self._svg if on else ""
        shown = self.final_html if on else self.end_viewer.widget
        self.end_box.children = [self.end_tools, shown]

    def _show_count(self) -> None:
        """"Show the count": the count at its end, the credit and the scores shown."""
        if self.end_viewer is not None:
            self.end_viewer.step = len(self.end_viewer.steps) - 1
        self._hold_count(False)

    def _count_stepped(self, change: dict[str, Any]) -> None:
        viewer = self.end_viewer
        if viewer is None:
            return
        self.session.set_end_view(step=change["new"])  # kept over a reload (table68)
        if change["new"] >= len(viewer.steps) - 1:
            self._hold_count(False)

    def _close_end(self) -> None:
        """Close the last count's widgets: a saved widget state keeps no past hand's tiles."""
        if self.end_viewer is not None:
            for owned in vars(self.end_viewer).values():
                for widget in _tree(owned) if isinstance(owned, w.Widget) else ():
                    close(widget)
            self.end_viewer = None

    # -- click-to-play -------------------------------------------------------
    @property
    def chosen(self) -> Tile | None:
        """The tile picked in the hand for the next click (`picking` decides)."""
        return self.picking.chosen

    def _render_picker(self, message: str = "") -> None:
        """The clickable picture: legal points named with what a click there would do."""
        state = {"svg": self.svg, **self.picking.offer(self.session.ready, message)}
        if self.session.private:
            self.picker.show(svg=self.svg, **self.picking.offer(False))
            self.picker.reveal(state)
        else:
            self.picker.show(**state)
            self.picker.conceal()

    def _answer(self, click: Click) -> None:
        """Play the move a click decided, or show why it plays none."""
        if click.move is not None:
            self.play(click.move)
        else:
            self._render_picker(click.message)

    # -- a table for a classroom -------------------------------------------------
    def _make_class_widgets(self) -> None:
        """"Hide my tiles" after "Show my tiles"; teaching mode offered to the players (its
        toggles answer) or taken away by the teacher; the projector's arrangement."""
        self.hide_button = w.Button(description=self._t("hide-tiles"), tooltip=self._t("hide-tiles-tip"),
                                    icon="eye-slash", layout=w.Layout(width="auto"))
        self.hide_button.on_click(lambda _: self.hide_tiles())
        seat_box = _parent(self.widget, self.show_button)
        at = seat_box.children.index(self.show_button) + 1
        seat_box.children = [*seat_box.children[:at], self.hide_button, *seat_box.children[at:]]
        if self.teaching_offered:
            self.teacher_toggle.observe(lambda ch: self._teach(self.session.set_teaching, ch), names="value")
            self.reveal_toggle.observe(lambda ch: self._teach(self.session.show_bots, ch), names="value")
        else:
            for toggle in (self.teacher_toggle, self.reveal_toggle):
                _withdraw(self.widget, toggle)
        if self.projector:
            self._arrange_for_projector()

    def _teach(self, turn: Any, change: dict[str, Any]) -> None:
        """A teaching toggle was clicked: turn its mode on or off in the session, and show it."""
        turn(bool(change["new"]))
        self._render()

    def _arrange_for_projector(self) -> None:
        """One screen for the class: the picture, the class's tiles and its moves (a grid) on the
        left; the turn, the caption and what happened on the right, however long that grows;
        the scores and the hands below; larger text (teacher trial 10, friction 1: one move a
        line, the sixth was below a 1024x768 screen; teacher trial 12: a long "what happened"
        pushed moves that stood under both columns off the screen)."""
        old = self.widget
        tools = _parent(old, self.save_button)
        style = w.HTML(PROJECTOR_CSS, layout=w.Layout(display="none"))
        #: The layout at the window's width, the class's tiles and moves under it, and back
        #: (issue 31: a mid-hand board at 1024x768 had 62 px tiles beside the side column).
        self.enlarge_toggle = w.ToggleButton(value=False, description=self._t("enlarge"),
                                             tooltip=self._t("enlarge-tip"), icon="expand",
                                             layout=w.Layout(width="auto"))
        self.enlarge_toggle.add_class("fiveup-table-enlarge")
        self.enlarge_toggle.observe(lambda ch: self._enlarge(bool(ch["new"])), names="value")
        play = w.VBox([self.picker, self.move_box], layout=w.Layout(flex="3 1 0", min_width="0"))
        play.add_class("fiveup-table-play")
        self._play_box = play
        # the hand's end at the projector (issue 31, teach23 friction 1, teach24 friction 2): the
        # count in the picture's place, its score held until shown, the next deal beside it
        self.show_count_button = w.Button(description=self._t("show-count"), icon="eye",
                                          button_style="warning", layout=w.Layout(width="auto"))
        self.show_count_button.on_click(lambda _: self._show_count())
        tools.children = [c for c in tools.children if c is not self.next_hand_button]
        # the hand's final layout, its last tile ringed, called back in the count's place and
        # back to the count (issue 31, teach27 F1: "what did Iida play?"), as the quiz's
        # "Layout only"; the count stays held (table53)
        self.end_layout_toggle = w.ToggleButton(value=False, description=self._t("end-layout"),
                                                tooltip=self._t("end-layout-tip"), icon="th-large",
                                                layout=w.Layout(width="auto"))
        self.end_layout_toggle.add_class("fiveup-table-end-layout")
        self.end_layout_toggle.observe(lambda ch: self._show_final(bool(ch["new"])), names="value")
        self.final_html = w.HTML()
        self.final_html.add_class("fiveup-table-final")
        self.end_tools = w.HBox([self.show_count_button, self.next_hand_button, self.end_layout_toggle],
                                layout=w.Layout(flex_flow="row wrap", align_items="center"))
        self.end_box.add_class("fiveup-table-end")
        self.next_hand_button.add_class("fiveup-table-deal")
        # at the side column's top: the picture's height is not shared with it (a height-bound
        # board kept its size); enlarged, it heads the stacked columns
        # the scores under the turn, above what happened: in view at 1024x768 (issue 31, teach17
        # friction 1: below the picture they started at the window's bottom)
        side = w.VBox([self.enlarge_toggle, self.status_html, self.scores_html, self.caption_html,
                       self.messages_html], layout=w.Layout(flex="2 1 0", min_width="0"))
        side.add_class("fiveup-table-side")
        below = w.HBox([self.hands_html], layout=w.Layout(flex_flow="row wrap"))
        below.add_class("fiveup-table-below")
        top = w.HBox([play, side])
        top.add_class("fiveup-table-top")
        # "what happened" begins at an event's start (issue 31, table52)
        whole = WholeEvents(layout=w.Layout(display="none"))
        self.widget = w.VBox([style, whole, top, self.hint_html, below, tools])
        self.widget.add_class("fiveup-projector")
        self.move_box.add_class("fiveup-table-moves")
        self.messages_html.add_class("fiveup-table-messages")
        self.caption_html.add_class("fiveup-table-caption")
        self.status_html.add_class("fiveup-table-status")
        kept = {id(x) for part in (self.widget, self.end_box, self.end_tools, self.final_html)
                for x in _tree(part)}
        for gone in _tree(old):
            if id(gone) not in kept:
                close(gone)  # the old boxes, "Show my tiles" and "Hide my tiles" (one seat)
        # a kept game comes back in the view it was left in (issue 31, teach27 F3)
        self.enlarge_toggle.value = self.session.enlarged

    def _enlarge(self, on: bool) -> None:
        """"Enlarge the layout" at a projector: the turn, then the picture as wide as the output
        and as tall as the window leaves over the class's tiles and its moves, all on one
        screen, the side panels below; the toggle then says how to go back. Pressed again, the
        usual two columns."""
        if on:
            self.widget.add_class("fiveup-board-large")
        else:
            self.widget.remove_class("fiveup-board-large")
        self.session.set_enlarged(on)  # kept over a reload (teach27 F3)
        # it says it is on and how to go back (teach20 friction 2: pressed, it still said
        # "Enlarge the layout"), as the quiz's "Layout only" does
        toggle = self.enlarge_toggle
        toggle.description = self._t("enlarge-back" if on else "enlarge")
        toggle.icon = "compress" if on else "expand"
        toggle.button_style = "info" if on else ""

    def _state(self) -> str:
        """`Hand 2; scores: you 40, Bea 15`: every side with its raw score, the learner said as
        in every panel, never by the seat's name (read11-it F5); the sides name every player."""
        game, you, lang = self.game, self._you, self.lang
        scores = entries_said(Entries((word(side_value(game, side, you), lang), numeral(score))
                                      for side, score in enumerate(game.scores)), lang)
        return repr_text(lang, "table", hand=len(game.hands), scores=scores)


#: The score table fits its column at a projector, however narrow JupyterLab leaves it (teacher
#: trial 9 F3: at 1024x768 with the file browser open, a 237 px column held 380 px of table, its
#: header cut to "displayed raw targe"): the table is as wide as its column and its headers and
#: names wrap between words; in a column under 400 px its text is smaller and its cells closer,
#: and under 300 px a word may break inside (the long Finnish and Italian headers, even
#: "displayed" at 237 px: Chromium here does not hyphenate), rather than being cut off. The
#: column is the size container of those queries: its width comes from the side panel, never
#: from the table. At a projector the table is a grid (table52, teach20 friction 1: names over
#: three lines, 13 px, "10 295 to go" read as "10295"): each side's name whole on its own line,
#: its displayed, raw and to-go numbers under it, large, in columns 0.9em apart; the column
#: headers centred over the displayed and raw numbers, a little larger (teach24 F8: 0.72em, by the
#: numbers' right edge, they did not read as over their numbers).
PROJECTOR_SCORES_CSS = """\
.fiveup-projector .widget-html:has(div.scores) { container-type: inline-size; }
.fiveup-projector .widget-html-content div.scores { box-sizing: border-box; max-width: 100%;
  overflow-x: visible !important; }
.fiveup-projector div.scores table { display: grid; width: 100%;
  grid-template-columns: auto auto minmax(0, 1fr); column-gap: 0.9em; align-items: baseline; }
.fiveup-projector div.scores tbody, .fiveup-projector div.scores tr { display: contents; }
.fiveup-projector div.scores th, .fiveup-projector div.scores td { white-space: normal !important;
  overflow-wrap: break-word; padding: 0 !important; }
.fiveup-projector div.scores th { font-size: 0.8em; font-weight: normal; line-height: 1.2; }
.fiveup-projector div.scores th:nth-child(2), .fiveup-projector div.scores th:nth-child(3),
.fiveup-projector div.scores td:nth-child(2), .fiveup-projector div.scores td:nth-child(3) {
  text-align: center !important; }
.fiveup-projector div.scores th:first-child, .fiveup-projector div.scores td:first-child {
  grid-column: 1 / -1; overflow-wrap: normal !important; }
.fiveup-projector div.scores td:first-child { margin-top: 0.2em; line-height: 1.25; }
.fiveup-projector div.scores th:first-child { font-weight: bold; font-size: 1em; line-height: 1.25; }
.fiveup-projector div.scores td:not(:first-child) { font-size: 1.3em; line-height: 1.1; }
.fiveup-projector div.scores td:nth-child(2) { font-size: 1.45em; font-weight: bold; }
.fiveup-projector div.scores td:last-child { font-size: 1.1em; }
@container (max-width: 300px) {
  .fiveup-projector .widget-html-content div.scores { padding: 4px 5px; }
  .fiveup-projector div.scores table { column-gap: 0.7em; }
  .fiveup-projector div.scores th:not(:first-child) { overflow-wrap: anywhere; font-size: 0.75em; }
  .fiveup-projector div.scores td:not(:first-child) { font-size: 1.15em; }
  .fiveup-projector div.scores td:nth-child(2) { font-size: 1.25em; }
  .fiveup-projector div.scores td:last-child { font-size: 1em; }
}"""

#: The table's screen at a 1024x768 projector (teacher trial 10, frictions 1 and 2): the class's
#: moves in a grid of equal cells as wide as the picture's column (2 columns on a 1024 px
#: screen), in text a little smaller than a panel's; the picture takes what the window's height
#: leaves in its column under JupyterLab's bars once the class's tiles and moves have theirs
#: (teacher trial 15, F8: bounded at 100vh - 520 px, a 12-tile board's tiles were 46 px long,
#: their pips about 3 px), its column as tall as the window whatever the side column holds;
#: the side panels' text scaled with the window (16 px at 1024, 20 px from 1280); the side
#: column ends inside the window, and what happened since the class's move is a box shown from
#: its end (the newest line whole) when it is longer than the room left (issue 31: with the file
#: browser open it ran to y = 1014 of 768); the class's own move and its credit above that box,
#: never folded, whole unless the column is too narrow for it, the newest line and the scores
#: (the file browser open: then it scrolls; teach19: folded under "Earlier (1)" the class never
#: saw its move scored); the scores under the turn (teach17 friction 1: below the picture
#: they began at the window's bottom); the hands below. "Enlarge the layout"
#: (`fiveup-board-large`) stacks the columns: the turn (with the scores on one line under it, the
#: score table being below the window) and the toggle on one row, then the
#: picture as wide as the output and as tall as the window leaves once the class's tiles and its
#: moves (side by side under it) have their room, all on one screen, then the side panels
#: (issue 31, F8: 62 -> 104 px tiles, the tiles and moves below the window; table52, teach20
#: friction 2: 62 -> 83 px, tiles and moves in view).
#: At the hand's end the count stands in the picture's column, as tall as the window leaves,
#: and is shown from its end, the step just taken (the steps add up): at step 6/6 its net line and
#: what comes next were 400 px below a 1024x768 window (teach26 friction 1); it scrolls back.
#: The hands' box starts 48 px under the class's moves, below a 1024x768 window's bottom: its
#: top edge, 10 px of a grey box as wide as a move button, read as a move button cut off
#: (teach25 F2, teach26 friction 1).
PROJECTOR_TABLE_CSS = """\
.fiveup-projector { --fiveup-top: 56px; }
.fiveup-projector .fiveup-table-moves { display: grid !important;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 15em), 1fr)); gap: 4px;
  align-items: center; font-size: clamp(15px, 1.6vw, 18px); margin: 4px 0; }
.fiveup-projector .fiveup-table-moves > .widget-html { grid-column: 1 / -1; margin: 0; }
.fiveup-projector .fiveup-table-moves .widget-html-content { height: auto; line-height: 1.3; }
.fiveup-projector .fiveup-table-moves .jupyter-button { font-size: clamp(15px, 1.6vw, 18px) !important;
  min-height: 32px; height: auto; width: auto !important; margin: 0; padding: 2px 8px;
  white-space: normal; text-align: left; }
.fiveup-projector .fiveup-table-play { display: grid !important; grid-template-rows: 1fr auto;
  min-height: max(420px, 100vh - 130px); align-self: flex-start; }
.fiveup-projector .fiveup-table-picker { display: flex; flex-direction: column; min-height: 0; }
.fiveup-projector .fiveup-table-picker .fiveup-picker { flex: 1 1 auto; display: flex;
  flex-direction: column; min-height: 0; }
.fiveup-projector .fiveup-table-picker .fiveup-picker-layout { flex: 1 1 0; min-height: 150px;
  position: relative; }
.fiveup-projector .fiveup-table-picker .fiveup-picker-layout > svg { position: absolute; inset: 0;
  width: 100%; height: 100% !important; max-width: none !important; max-height: none; }
.fiveup-projector .fiveup-table-picker .fiveup-picker-hint { display: none !important; }
.fiveup-projector .fiveup-table-side .widget-html-content div {
  font-size: clamp(15px, 1.6vw, 20px) !important; }
.fiveup-projector .fiveup-table-side > .fiveup-table-enlarge { align-self: flex-end; flex: none;
  margin: 0 0 4px; }
.fiveup-projector .fiveup-table-side { max-height: max(420px, 100vh - 130px); align-self: flex-start; }
.fiveup-projector .fiveup-table-side > .widget-html { flex: none; }
.fiveup-projector .fiveup-table-side > .fiveup-table-messages { flex: 0 40 auto; min-height: 240px;
  display: flex; flex-direction: column; }
.fiveup-projector .fiveup-table-messages > .widget-html-content { display: flex; flex-direction: column;
  flex: 0 1 auto; min-height: 0; }
.fiveup-projector .fiveup-table-messages div.messages { display: flex; flex-direction: column;
  flex: 0 1 auto; min-height: 0; }
.fiveup-projector .fiveup-table-messages div.lines { display: flex; flex-direction: column-reverse;
  flex: 0 1000 auto; min-height: 0; overflow-y: auto; }
.fiveup-projector .fiveup-table-messages div.newest { flex: none; }
.fiveup-projector .fiveup-table-messages div.own { flex: 0 1 auto; min-height: 1.3em; overflow-y: auto;
  border-bottom: 1px solid #ccc; margin-bottom: 2px; }
.fiveup-projector .fiveup-table-side > .fiveup-table-caption { flex: 0 1 auto; min-height: 2.6em;
  display: flex; flex-direction: column; }
.fiveup-projector .fiveup-table-caption > .widget-html-content { flex: 0 1 auto; min-height: 0;
  display: flex; flex-direction: column; }
.fiveup-projector .fiveup-table-caption div.caption { flex: 0 1 auto; min-height: 0; overflow-y: auto; }
.fiveup-board-large .fiveup-table-top { display: grid !important;
  grid-template-columns: minmax(0, 1fr) auto; align-items: start; column-gap: 8px; }
.fiveup-board-large .fiveup-table-play { grid-column: 1 / -1; grid-row: 2; width: 100%;
  min-height: 0; height: max(360px, 100vh - 120px - var(--fiveup-top));
  grid-template-columns: auto minmax(0, 1fr);
  grid-template-rows: minmax(150px, 1fr) auto auto auto; column-gap: 16px; }
.fiveup-board-large .fiveup-table-picker, .fiveup-board-large .fiveup-table-picker .fiveup-picker {
  display: contents !important; }
.fiveup-board-large .fiveup-table-picker .fiveup-picker-layout { grid-column: 1 / -1; grid-row: 1;
  min-height: 0; }
.fiveup-board-large .fiveup-picker-hint, .fiveup-board-large .fiveup-picker-message { grid-column: 1 / -1; }
.fiveup-board-large .fiveup-picker-hand { grid-column: 1; grid-row: 4; align-self: start; }
.fiveup-board-large .fiveup-table-play > .fiveup-table-moves { grid-column: 2; grid-row: 4;
  align-self: start; }
.fiveup-board-large .fiveup-table-side { display: contents !important; }
.fiveup-board-large .fiveup-table-side > * { grid-column: 1 / -1; }
.fiveup-board-large .fiveup-table-side > .fiveup-table-enlarge { grid-column: 2; grid-row: 1; }
.fiveup-board-large .fiveup-table-side > .fiveup-table-status { grid-column: 1; grid-row: 1; margin: 0; }
.fiveup-projector .fiveup-table-status div.score-line { display: none; }
.fiveup-board-large .fiveup-table-status div.score-line { display: block; font-weight: normal; }
.fiveup-projector .fiveup-table-status div.since-line { display: none; }
.fiveup-board-large .fiveup-table-status div.since-line { display: block; font-weight: normal;
  font-size: 0.9em; line-height: 1.25; }
.fiveup-board-large .fiveup-table-side > .fiveup-table-messages { display: block; }
.fiveup-board-large .fiveup-table-messages div.lines, .fiveup-board-large .fiveup-table-messages div.own {
  overflow-y: visible; }
.fiveup-count-held .fiveup-table-side > .widget-html:has(div.scores),
.fiveup-count-held .fiveup-table-side > .fiveup-table-messages,
.fiveup-count-held .fiveup-table-status div.score-line,
.fiveup-count-held .fiveup-table-status div.since-line { display: none !important; }
.fiveup-projector .fiveup-table-play > .fiveup-table-end { grid-row: 1 / -1; grid-column: 1 / -1;
  min-height: 0; overflow-y: auto; }
.fiveup-board-large .fiveup-table-play > .fiveup-table-end { grid-row: 1 / -1; }
.fiveup-projector .fiveup-table-play:has(> .fiveup-table-end) { height: max(420px, 100vh - 130px); }
.fiveup-board-large .fiveup-table-play:has(> .fiveup-table-end) {
  height: max(360px, 100vh - 120px - var(--fiveup-top)); }
.fiveup-projector .fiveup-table-end { display: flex !important; flex-direction: column;
  overflow-y: hidden; }
.fiveup-projector .fiveup-table-end > *, .fiveup-projector .fiveup-table-end .fiveup-hand-end,
.fiveup-projector .fiveup-table-end .fiveup-stepper { flex: 0 1 auto; min-height: 0;
  display: flex; flex-direction: column; }
.fiveup-projector .fiveup-table-end > .widget-hbox, .fiveup-projector .fiveup-table-end .fiveup-stepper > * {
  flex: none; }
.fiveup-projector .fiveup-table-end .fiveup-stepper > .fiveup-end { flex: 0 1 auto; min-height: 6em;
  display: flex; flex-direction: column-reverse; overflow-y: auto; }
.fiveup-projector .fiveup-table-end > .fiveup-table-final { flex: 1 1 0; min-height: 0;
  position: relative; display: block; }
.fiveup-projector .fiveup-table-final > .widget-html-content { position: absolute; inset: 0;
  height: auto; }
.fiveup-projector .fiveup-table-final svg { width: 100%; height: 100% !important;
  max-width: none !important; max-height: none !important; }
.fiveup-projector .fiveup-table-end .fiveup-nav .fiveup-where { min-width: min-content !important;
  max-width: 100%; }
.fiveup-hand-over:not(.fiveup-count-held) .fiveup-table-side > .fiveup-table-caption {
  display: none !important; }
.fiveup-projector .fiveup-table-below { margin-top: 48px; }
.fiveup-projector .fiveup-table-below > .widget-html { flex: 1 1 320px; min-width: 0; }
.fiveup-projector .fiveup-table-below > .widget-html:has(div.scores) { max-width: 640px; }"""

#: Larger text and buttons at a projector table (`panels.PROJECTOR_TEXT`; fixed rules: no user
#: text goes in here).
PROJECTOR_CSS = f"""<style>
.fiveup-projector .widget-html-content div, .fiveup-projector .fiveup-picker-hint,
.fiveup-projector .fiveup-picker-message {{ {PROJECTOR_TEXT} }}
.fiveup-projector .jupyter-button {{ {PROJECTOR_CONTROLS} }}
{PROJECTOR_TABLE_CSS}
.fiveup-projector .fiveup-table-end div.revealed svg.fiveup-hand {{ {TABLE_COUNT_HELD} }}
.fiveup-projector .widget-html-content div.scores, .fiveup-projector .widget-html-content div.hands {{
  {PROJECTOR_WIDE_TEXT} }}
{PROJECTOR_SCORES_CSS}
</style>"""


@cache
def _whole_esm() -> str:
    return resources.files("fiveup_viz").joinpath("static/whole.js").read_text(encoding="utf-8")


class WholeEvents(anywidget.AnyWidget):
    """Draws nothing: in the front end, it sizes the projector table's box of the bots' lines
    in "what happened" (shown from its end) to the whole events that fit, so that the box's
    first visible line begins an event (issue 31, table52: the Finnish box began with "haaraan
    B.", the end of a sentence); the box still scrolls to the older events."""

    _esm = t.Unicode(_whole_esm()).tag(sync=True)


def _letter_order(move: Move, letters: Mapping[tuple[Tile, Socket], str]) -> tuple[Any, ...]:
    """Where `move`'s button goes: by its point's letter ("A" ... "Z", "AA" ...), then by its
    tile; a move on no lettered point first (its place among the moves kept: the sort is stable)."""
    letter = letters.get((move.on, move.socket)) if move.on is not None and move.socket else None
    if letter is None:
        return (0, 0, "", ())
    return (1, len(letter), letter, (move.tile.low, move.tile.high))


def _parent(root: w.Widget, child: w.Widget) -> w.Box:
    """The box under `root` that holds `child`."""
    return next(box for box in _tree(root) if child in getattr(box, "children", ()))


def _withdraw(root: w.Widget, toggle: w.ToggleButton) -> None:
    """Take a toggle away from the players: off, out of the tree, closed (no click reaches it)."""
    toggle.value = False
    box = _parent(root, toggle)
    box.children = [c for c in box.children if c is not toggle]
    toggle.layout.display = "none"
    close(toggle)
