"""The specimen book (issue 29 point 6): every message of en, it and fi, every variant of each
of its selects, rendered and readable, so that native readers who read it whole see every
sentence a learner can meet. Building and tracing the whole book takes about 15 s of CPU: those
tests are marked slow; the spot checks read single messages."""

from __future__ import annotations

import re
from collections import defaultdict
from html.parser import HTMLParser
from pathlib import Path

import pytest

from fiveup_viz.explain.steps import reasons, say
from fiveup_viz.pages import specimen
from fiveup_viz.pages.exercises import practice
from fiveup_viz.rules.bots import simulate
from fiveup_viz.rules.layout import Layout
from fiveup_viz.rules.tiles import as_tile
from fiveup_viz.widgets.table import PlayTable
from fiveup_viz.words import fluent, messages

Book = dict[tuple[str, str], list[tuple[str, str]]]  # (file, id) -> [(variant key, text)]


class _Reader(HTMLParser):
    """The book as a reader sees it: each message's renderings, the grey values left out."""

    def __init__(self) -> None:
        super().__init__()
        self.book: Book = defaultdict(list)
        self.file = self.msg = ""
        self.key: str | None = None
        self.grey = False
        self.text: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        found = dict(attrs)
        if tag == "section":
            self.file = found["data-file"] or ""
        elif tag == "article":
            self.msg = found["data-id"] or ""
            self.book[(self.file, self.msg)]  # a message with no rendering is still seen
        elif tag == "li" and "data-key" in found:
            self.key, self.text = found["data-key"], []
        elif tag == "span" and self.key is not None:
            self.grey = True

    def handle_endtag(self, tag: str) -> None:
        if tag == "span":
            self.grey = False
        elif tag == "li" and self.key is not None:
            self.book[(self.file, self.msg)].append((self.key, "".join(self.text)))
            self.key = None

    def handle_data(self, data: str) -> None:
        if self.key is not None and not self.grey:
            self.text.append(data)


@pytest.fixture(scope="module")
def books(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Book]:
    """The book as the command writes it, read back from its HTML pages."""
    out = tmp_path_factory.mktemp("specimen")
    found = {}
    for path in specimen.write_book(out):
        reader = _Reader()
        reader.feed(path.read_text(encoding="utf-8"))
        found[path.stem] = reader.book
    return found


def _messages(lang: str) -> list[tuple[str, str]]:
    return [(file, msg) for file in specimen.FILE_NAMES for msg in specimen._ids(lang, file)]


@pytest.mark.slow
@pytest.mark.parametrize("lang", fluent.LANGUAGES)
def test_every_message_is_in_the_book(books: dict[str, Book], lang: str) -> None:
    """Issue 29 point 6: every message of every file (terms.ftl too) has renderings."""
    book = books[lang]
    missing = [m for m in _messages(lang) if not book.get(m)]
    assert not missing, missing
    assert len(_messages(lang)) > 900


@pytest.mark.slow
@pytest.mark.parametrize("lang", fluent.LANGUAGES)
def test_every_variant_of_every_select_is_rendered(books: dict[str, Book], lang: str) -> None:
    """Issue 29 point 6: the book's renderings go through every variant of every select of
    every message ([you], [you-two], [one], [0], each case …), and each line is the message's
    own text with those values, escaped and read back whole."""
    unreached, wrong = {}, []
    for file, msg in _messages(lang):
        seen: set[str] = set()
        for key, said in books[lang][(file, msg)]:
            text, went = specimen.traced(lang, file, msg, specimen.arguments(lang, file, msg, key))
            seen |= went
            if said != text:
                wrong.append((file, msg, key))
        if missed := specimen.variants(lang, file, msg) - seen:
            unreached[(file, msg)] = sorted(missed)
    assert not unreached, unreached
    assert not wrong, wrong[:5]


def test_a_variant_left_out_of_the_book_is_found() -> None:
    """The check above can fail: without the partnership holding the learner, the Finnish
    `target-line` never says its [you-two] variant."""
    rows = [r for r in specimen.plan("fi", "ui", "target-line") if r["side"].label != "you-two"]
    seen = set().union(*(specimen.traced("fi", "ui", "target-line",
                                         specimen._arguments("ui", "target-line", r))[1] for r in rows))
    assert specimen.variants("fi", "ui", "target-line") - seen == {"1:you-two"}


@pytest.mark.slow
@pytest.mark.parametrize("lang", fluent.LANGUAGES)
def test_no_rendering_is_left_unfilled(books: dict[str, Book], lang: str) -> None:
    """No line of the book shows an unfilled placeable or a Fluent error (`{$x}`, `{???}`,
    `{error: …}`): every variable had a value and every selector an answer."""
    bad = [(m, key, said) for m, rows in books[lang].items() for key, said in rows if "{" in said]
    assert not bad, bad[:5]


#: A sign written two ways (`+-5`, `+−5`) or a hyphen as a minus before a digit in prose.
_BAD_MINUS = re.compile(r"\+[-−]|(?<![\w\-–/.])-\d")
#: Where `-1` is code, the index a caller types (`hand=-1`), not a number a person reads.
_CODE_MINUS = {("errors", "hand-range")}


@pytest.mark.slow
@pytest.mark.parametrize("lang", fluent.LANGUAGES)
def test_a_negative_number_is_written_one_way(books: dict[str, Book], lang: str) -> None:
    """Issue 29, Italian reader 10: a negative number a person reads is `−5` (U+2212, as
    `fluent.numeral` writes it) and a signed change `+5` or `−5`, in every message: never `-5`,
    `+-5` or `+−5` (record JSON and command lines keep their ASCII `-`)."""
    bad = [(m, key, said) for m, rows in books[lang].items() if m not in _CODE_MINUS
           for key, said in rows if _BAD_MINUS.search(said)]
    assert not bad, bad[:5]


@pytest.mark.parametrize("lang", fluent.LANGUAGES)
def test_a_signed_change_and_a_selected_negative_use_the_minus_sign(lang: str) -> None:
    """Issue 29, Italian reader 10, spot checks: `coach now` (a plural select on the credit),
    `ui ui-credit` (a plain value) and `exercise e-legal-none` (a number select) write −5 and
    +5, never `+-5`, `+−5` or `-5`."""
    assert messages.text(lang, "coach", "now", credit=-5).startswith("−5 ")
    assert messages.text(lang, "coach", "now", credit=5).startswith("+5 ")
    assert messages.text(lang, "ui", "ui-credit", raw=-5).startswith("−5 ")
    assert messages.text(lang, "ui", "ui-credit", raw=15).startswith("+15 ")
    said = messages.text(lang, "exercise", "e-legal-none", tile="[4|6]", low=5, high=-5)
    assert "−5" in said and not _BAD_MINUS.search(said)


def test_a_variable_without_a_kind_fails() -> None:
    """A new message's variable that `KINDS` does not name is an error, not a silent gap; so is
    a kind that its selector cannot read (a text under PERSON)."""
    with pytest.raises(specimen.UnknownVariableError, match=r"\$zzz"):
        specimen.kind_of("ui", "new-message", "zzz")
    with pytest.raises(specimen.UnknownVariableError, match="person"):
        specimen.kind_of("ui", "new-message", "path", frozenset({"person"}))


def _received(monkeypatch: pytest.MonkeyPatch) -> dict[tuple[str, str, str], list[object]]:
    """Every value each message variable receives while the game's own callers speak."""
    seen: dict[tuple[str, str, str], list[object]] = defaultdict(list)
    real = fluent.text  # every message is formatted here (`Phrase.format` too)

    def record(lang: str, file: str, msg_id: str, /, **args: object) -> str:
        for name, value in args.items():
            seen[(file, msg_id, name)].append(value)
        return real(lang, file, msg_id, **args)

    monkeypatch.setattr(fluent, "text", record)
    for seed in range(12):  # every placement of bot games: why each end counts (explain)
        game = simulate(2 + seed % 3, seed=seed, hands=3)
        for rnd in game.hands:
            layout = Layout()
            for move in (a.move for a in rnd.actions if a.move is not None):
                layout.push(move)
                for step in reasons(layout):
                    say(step, "it")
    for seed in range(40):  # counted-end and score exercises (their explanations)
        practice("counted", seed=seed, lang="it", level=1 + seed % 3)
        practice("score", seed=seed, lang="it", level=1 + seed % 3)
    for seed in (29, 18):  # a table's button for twin sockets: line A or B, branch A or B (R11)
        PlayTable(["Classe 3B", "Giulia", "Marco", "Sofia"], projector=True, seed=seed, lang="it")
    return seen


def _socket(value: object) -> str:
    """A socket's or a point's socket, from its forms' id (`socket-high`, `point-branch-a`)."""
    return str(getattr(value, "form_id", "")).split("-", 1)[1]


def test_the_book_gives_a_variable_only_what_its_callers_pass(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """The book shows no sentence play cannot produce (Italian reader, read2-it): a free end
    is high or low (R13), a terminal double's taken and free line sides are A and B (R11,
    R14), an internal spinner's open point is a branch of a double (R11, R13), the tile of a
    double's reason is a double; `e-scores` says the `points` text, not a tile's point; a
    table's button for twin sockets goes on a double's line A or B, or branch A or B (table78).
    Bot games, exercises and the table give exactly the sockets of `specimen.SOCKETS`."""
    seen = _received(monkeypatch)
    for key, sockets in specimen.SOCKETS.items():
        said = {_socket(v) for v in seen[key]}
        assert said == {s.value for s in sockets}, key
        assert {row[key[2]].label for row in specimen.plan("it", *key[:2])} == said, key
    points = seen[("exercise", "e-branch", "point")]
    assert all(as_tile(p.args["tile"]).is_double for p in points)  # type: ignore[attr-defined]
    book = [row["point"].value for row in specimen.plan("it", "exercise", "e-branch")]
    assert all(as_tile(p.args["tile"]).is_double for p in book)
    doubles = [key for key, kind in specimen.OVERRIDES.items() if kind == "double"]
    assert all(seen[key] and all(as_tile(str(t)).is_double for t in seen[key]) for key in doubles)
    assert all(row[name].value == "[5|5]" for file, msg, name in doubles
               for row in specimen.plan("fi", file, msg))
    scores = seen[("exercise", "e-scores", "points")]
    assert scores and not any(hasattr(v, "form_id") for v in scores)  # the `points` text
    assert specimen.kind_of("exercise", "e-scores", "points") == "text"


@pytest.mark.parametrize("msg", ["e-scores", "e-scores-last", "e-scores-thrown"])
def test_the_book_says_the_points_text_in_every_placement_explanation(msg: str) -> None:
    """Italian reading fix7 item 14: `e-scores-last` and `e-scores-thrown` receive the `points`
    text as `e-scores` does (exercises._count_why), but the book gave them a tile's point
    («quest'ultima posa vale l'estremità maggiore di [4|6]»)."""
    assert specimen.kind_of("exercise", msg, "points") == "text"
    for lang in fluent.LANGUAGES:
        assert all("[4|6]" not in r.text for r in specimen.renderings(lang, "exercise", msg)), lang


def test_a_terminal_double_s_free_line_side_is_the_other_one() -> None:
    """R11: a terminal double's free line side is never the one taken, in any rendering."""
    for lang in fluent.LANGUAGES:
        rows = specimen.plan(lang, "ui", "double-terminal")
        assert all(row["taken"].label != row["free"].label for row in rows)


def _line(lang: str, file: str, msg: str, **labels: str) -> str:
    """The book's rendering of a message whose values have these labels."""
    for rendering in specimen.renderings(lang, file, msg):
        given = dict(part.split("=", 1) for part in rendering.key.split(";"))
        if all(given.get(name) == label for name, label in labels.items()):
            return rendering.text
    raise AssertionError(f"{lang} {file} {msg} {labels}: not in the book")


def test_the_named_learner_is_spoken_to_in_the_second_person() -> None:
    """Issue 29 point 1 in the book: a learner named Pekka or Marco reads «Asetat laatan»,
    «Posi», never «Pekka asettaa» or «Marco posa»; a partnership holding them agrees
    («Cai ja sinä saavutatte», «tu e Cai … vincete»)."""
    fi = _line("fi", "ui", "target-line", name="you-named", side="you-two")
    assert fi.startswith("Asetat laatan [4|6]") and "Cai ja sinä saavutatte" in fi
    assert "Pekka" not in fi
    it = _line("it", "ui", "target-line", name="you-named", side="you-two")
    assert it.startswith("Posi [4|6]") and "tu e Cai raggiungete" in it and "vincete" in it
    assert "Marco" not in it
    assert _line("it", "ui", "opp-credit", side="you-named").endswith("per te")
    assert _line("it", "ui", "opp-credit", side="you-two").endswith("per te e Cai")
    other = _line("fi", "ui", "target-line", name="one", side="two")
    assert other.startswith("Bea asettaa") and "Bea ja Dan saavuttavat" in other


@pytest.mark.slow
def test_the_book_is_the_same_bytes_each_time(tmp_path: Path) -> None:
    """Deterministic output: the Finnish page written again is byte for byte the same."""
    first = specimen.write_book(tmp_path / "a", ("fi",))[0].read_bytes()
    assert specimen.page("fi").encode("utf-8") == first
    assert first.startswith(b"<!DOCTYPE html>") and b"<nav>" in first


#: The exercises' people: players of a computer's game (exercises.py passes game.players[…]).
#: The placement's question (q-score, q-score-open) is a viewer's quiz too: `QUIZ_PEOPLE`.
EXERCISE_PEOPLE = {
    "q-draw": ("name",), "e-place": ("name",), "e-draw": ("name",), "e-pass": ("name",),
    "q-going-out": ("name",),
    "q-blocked": ("name",), "q-partner": ("name", "partner"), "q-partner-of": ("name",),
    "e-partner-of": ("name",), "q-next-of": ("name",), "e-next-of": ("name",),
    "e-partner": ("partner",), "e-group": ("name",), "e-group-none": ("name",),
    "e-group-partner": ("partner",), "q-target": ("side",)}
_LEARNER_LABELS = {"you", "you-named", "you-two"}
#: Exercise messages a viewer's quiz asks of any seat, the learner's too (quiz.py, fixes5 4).
QUIZ_PEOPLE = {msg: "name" for msg in (
    "q-score", "q-score-open", "q-score-thrown", "q-score-open-thrown", "q-score-last")}


@pytest.mark.parametrize("lang", fluent.LANGUAGES)
def test_the_book_shows_the_learner_only_where_a_learner_can_be(lang: str) -> None:
    """fi reader (fixes2 item 5): the book rendered «Vuorossa on Sinä, ja hänen laattansa…»,
    though an exercise only ever names the players of a computer's game. Its messages are
    rendered with other players only; `cli-no-record`'s $name is a file name, not a player;
    a tie (R27) is held by two or more players, never by one."""
    for msg, people in EXERCISE_PEOPLE.items():
        for row in specimen.plan(lang, "exercise", msg):
            assert not {row[v].label for v in people} & _LEARNER_LABELS, (msg, row)
        you = messages.text(lang, "ui", "ui-you")
        said = [r.text for r in specimen.renderings(lang, "exercise", msg)]
        assert not [s for s in said if re.search(rf"\b{you}\b", s)], (msg, said[:2])
    for msg, name in QUIZ_PEOPLE.items():
        assert {row[name].label for row in specimen.plan(lang, "exercise", msg)} >= {"you", "one"}
    assert {row["name"].label for row in specimen.plan(lang, "errors", "cli-no-record")} == {"text"}
    holders = {row["holders"].value.person for row in specimen.plan(lang, "ui", "winner-tie")}
    assert holders == {"two", "you-two"}  # several players, with or without the learner
