"""The learner as a person, whatever their name, and no label spliced into a sentence
(issue 29, points 1 and 2; it-review findings 1-3, 5, 10, 15; fi-review findings 1, 2, 4-9, 15).

A table knows which seat is the learner's and carries that fact, not the name, to the
messages: a learner named "Pekka" or "Marco" is spoken to in the second person during play and
in the hand-end count, and a partnership holding the learner agrees with them. A socket, a
tile's point, an answer and a number go into a sentence with the forms the sentence needs
(`FORM`, terms.ftl), never as a bare label.
"""

from __future__ import annotations

import html
import re

import ipywidgets as w
import pytest
from fluent.syntax import FluentParser
from fluent.syntax import ast as ftl

from fiveup_viz.explain.wording import point_name, socket_name
from fiveup_viz.pages.exercises import practice
from fiveup_viz.rules.layout import Socket
from fiveup_viz.rules.tiles import as_tile
from fiveup_viz.widgets._base import _tree
from fiveup_viz.widgets.answers import answer_data
from fiveup_viz.widgets.private import PrivateHTML
from fiveup_viz.widgets.table import PlayTable
from fiveup_viz.words import fluent
from fiveup_viz.words.fluent import (
    LANGUAGES,
    LOCALES,
    files,
    ids,
    last_said,
    names_said,
    side_name,
    variables,
)
from fiveup_viz.words.messages import text
from fiveup_viz.words.values import PERSONS, Listing, Who, learner
from tests.test_messages import THIRD_PERSON

ALL = (*LANGUAGES, "en-XA")
#: A learner's own name, per language of the table (a name the messages must never conjugate).
NAMED = {"en": "Pat", "it": "Marco", "fi": "Pekka", "en-XA": "Pat"}
#: What the learner's first placements read like (the second person, no name before it).
YOU_PLAY = {"en": ("You open with ", "You play "), "it": ("Apri con ", "Posi "),
            "fi": ("Avaat laatalla ", "Asetat laatan ")}
#: A partnership holding the learner, as the count says it (it: after a preposition).
YOU_AND = {"en": "you and Ada", "it": "te e Ada", "fi": "Ada ja sinä"}
#: Strings the reviews found that must never appear (it-review 1-3, fi-review 1, 2, 9).
NEVER = ("Tu vince", "Tu ha raggiunto", "Tu raggiunge", "per Tu", "di Tu", "Tu e ", "Tu apri",
         "Hänen parinsa Sinä", "Sinä voittaa", "ja Sinä voittavat", "You wins", "You opens")


def _play(table: PlayTable, hands: int) -> list[str]:
    """Play the learner's first legal move each turn for `hands` hands: every message shown,
    each hand-end count read to its last step."""
    said: list[str] = []
    for _ in range(hands):
        while table.to_move is not None:
            table.play(table.game.legal_moves()[0])
            said += [*table.messages, table._status()]
        said += table.messages
        viewer = table.end_viewer
        assert viewer is not None
        viewer.step = len(viewer.steps) - 1
        said += viewer.text.split("\n")
        assert viewer.source.you == table._you  # the count speaks to the same person
        if not table.game.needs_deal:
            break
        table.next_hand()
    return said


def _with_name(name: str, said: list[str]) -> list[str]:
    """Lines that say the learner's name: in a sentence, and in a list or label too (`Pekka:
    [1|2] = 3 pips`, `Kim 12 + Pekka 3`, `Pekka 23 − 20 = 3`: the learner is "you" there too)."""
    return [line for line in said if name in line]


@pytest.mark.parametrize("lang", ALL)
def test_a_named_learner_with_a_partner_is_spoken_to_as_you(lang: str) -> None:
    """Issue 29.1: "Pekka", seat 2 of four, partner Ada (R5): every action, status, event and
    hand-end line says "you" (Avaat / Apri / You open), never "Pekka avaat"; the learner's
    partnership is "Ada ja sinä" / "te e Ada" / "you and Ada" in the count, as in the panel."""
    name = NAMED[lang]
    table = PlayTable(["Ada", "Kim", name, "Bea"], seat=2, lang=lang, seed=3)
    said = _play(table, 3)
    assert not _with_name(name, said), _with_name(name, said)[:3]
    joined = "\n".join(said)
    assert not [bad for bad in NEVER if bad in joined]
    if lang in YOU_PLAY:
        assert any(line.startswith(YOU_PLAY[lang]) for line in said)
        assert YOU_AND[lang] in joined


def _screen(table: PlayTable) -> str:
    """Every word the table shows now: each HTML panel's text (the front end's private value
    where there is one), tags taken out, the pictures' titles kept."""
    found = []
    for widget in _tree(table.widget):
        if isinstance(widget, PrivateHTML):
            value = widget.on_screen("value")
        elif isinstance(widget, w.HTML):
            value = widget.value
        else:
            continue
        found.append(html.unescape(re.sub(r"<style.*?</style>|<[^>]+>", " ", str(value), flags=re.S)))
    return "\n".join(found)


#: The learner's label: their side's row of the score panel, their row of the hands panel.
LABELS = {"en": (">You and Ada</td>", "You: "), "it": (">Tu e Ada</td>", "Tu: "),
          "fi": (">Ada ja sinä</td>", "Sinä: ")}


@pytest.mark.parametrize("lang", ALL)
def test_labels_call_a_named_learner_you(lang: str) -> None:
    """Issue 29 (left by the last session): the learner is "you" in labels too, whatever their
    name: the score panel ("Ada ja sinä"), the hands panel ("Sinä: 3 laattaa"), the revealed
    hands, the order of the groups and their differences ("Kim 12, sinä 23") never show the
    seat's name "Pekka", over three hands of a four-player table."""
    name = NAMED[lang]
    table = PlayTable(["Ada", "Kim", name, "Bea"], seat=2, lang=lang, seed=3)
    shown, scores = [], []
    for _ in range(3):
        shown.append(_screen(table))
        while table.to_move is not None:
            table.play(table.game.legal_moves()[0])
            scores.append(table.scores_html.value)
        viewer = table.end_viewer
        assert viewer is not None
        for step in range(len(viewer.steps)):
            viewer.step = step
            shown += [_screen(table), viewer.source.count(viewer.hand, step)]
        if not table.game.needs_deal:
            break
        table.next_hand()
    joined = "\n".join(shown + scores)
    assert name not in joined, joined[max(0, joined.find(name) - 80):joined.find(name) + 80]
    if lang in LABELS:
        row, seat = LABELS[lang]
        assert row in "".join(scores)
        assert seat in joined


@pytest.mark.parametrize(("lang", "two", "three"), [
    ("fi", "Cai ja sinä", "Bea ja Cai sekä sinä"),
    ("it", "tu e Cai", "tu, Bea e Cai"),
    ("en", "you and Cai", "you, Bea and Cai"),
])
def test_a_list_with_the_learner_is_in_the_languages_order(lang: str, two: str, three: str) -> None:
    """Issue 29 point 2: Finnish names the learner last ("Cai ja sinä"), Italian and English
    first ("tu e Cai"), whichever seat the learner holds: the order is the language's
    `names-you`, as a partnership's is its `side-you`; Italian after «di» says «te e Cai»."""
    you = learner(NAMED[lang])
    for players in ((you, "Cai"), ("Cai", you)):
        said = names_said(players, lang)
        assert (said, said.person) == (two, "you-two")
        assert side_name(players, lang) == two
    assert names_said(("Bea", you, "Cai"), lang) == three
    assert names_said(("Bea", "Cai"), lang).person == "two"
    tie = text(lang, "ui", "winner-tie", low=10, holders=names_said(("Cai", you), lang))
    said = {"it": "condivisa da giocatori avversari tra loro (te e Cai)",
            "en": f"held by {two}, who play on opposing sides"}.get(lang, f"({two})")  # read14-en S4
    assert said in tie, tie


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_default_learner_name_is_never_conjugated_either(lang: str) -> None:
    """A learner seat named by the table itself (You / Tu / Sinä) reads the same: the pronoun
    stands only in lists, never as "Tu vince", "per Tu", "Hänen parinsa Sinä" (it-review 1-3)."""
    table = PlayTable(4, seat=0, lang=lang, seed=5)
    said = "\n".join(_play(table, 3))
    assert not [bad for bad in NEVER if bad in said]
    assert not THIRD_PERSON[lang].search(said), THIRD_PERSON[lang].search(said)


def _side(lang: str, with_learner: bool = True) -> Who:
    players = (learner(NAMED[lang]), "Ada") if with_learner else ("Ada", "Cai")
    return side_name(players, lang)


#: A partnership holding the learner agrees with them: (file, id) -> what each language says.
AGREES = {
    ("ui", "check-won"): {"en": "you and Ada win the game", "it": "tu e Ada vincete",
                          "fi": "Ada ja sinä voitatte"},
    ("ui", "next-won"): {"en": "you and Ada reached", "it": "tu e Ada avete raggiunto",
                         "fi": "Ada ja sinä saavutitte"},
    ("ui", "winner-one"): {"en": "you and Ada win the blocked hand", "it": "tu e Ada vincete",
                           "fi": "Ada ja sinä voitatte"},
    ("ui", "target-line"): {"en": "you and Ada reach exactly", "it": "tu e Ada raggiungete",
                            "fi": "Ada ja sinä saavutatte"},
    ("ui", "opp-credit"): {"en": "for you and Ada", "it": "per te e Ada", "fi": "Ada ja sinä:"},
    ("ui", "group-credit"): {"en": "for you and Ada", "it": "per te e Ada", "fi": "Ada ja sinä:"},
    ("ui", "partner-deduct"): {"en": "the score of you and Ada", "it": "al vostro punteggio",
                               "fi": "Ada ja sinä: vähennys"},
    ("errors", "game-won"): {"en": "you and Ada reached", "it": "tu e Ada avete raggiunto",
                             "fi": "Ada ja sinä saavutitte"},
}


def _values(lang: str, file: str, msg: str, **given: object) -> dict[str, object]:
    """Every variable of a message: the given ones, sample text and numbers for the rest."""
    sample = {"socket": socket_name("high", lang), "point": point_name(as_tile("[4|6]"), "high", lang),
              "holders": Who("Ada"), "player": Who("Cai"), "name": Who("Cai")}
    return {v: given.get(v, sample.get(v, 7)) for v in variables(lang, file, msg)}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_partnership_holding_the_learner_agrees_with_them(lang: str) -> None:
    """Issue 29.1: "Ada ja sinä voitatte", "tu e Cai vincete", "per te e Cai", "al vostro
    punteggio", "You and Cai win" (person `you-two`; fi-review 2, it-review 2, 3)."""
    side = _side(lang)
    assert side.person == "you-two" and NAMED[lang] not in side
    for (file, msg), want in AGREES.items():
        said = text(lang, file, msg, **_values(lang, file, msg, side=side))
        assert want[lang] in said, (msg, said)
        assert NAMED[lang] not in said, (msg, said)


def _person_variables(lang: str, file: str) -> dict[str, set[str]]:
    """Message id -> the variables it selects on with PERSON(…)."""
    source = (LOCALES / lang / f"{file}.ftl").read_text("utf-8")
    found: dict[str, set[str]] = {}
    for entry in FluentParser().parse(source).body:
        if isinstance(entry, ftl.Message):
            names = set(re.findall(r"PERSON\(\$(\w+)\)", source[entry.span.start:entry.span.end]))
            if names:
                found[entry.id.name] = names
    return found


@pytest.mark.parametrize("lang", ALL)
def test_every_person_selector_speaks_to_the_learner_without_their_name(lang: str) -> None:
    """Every message that selects on PERSON says the learner (alone, or with a partner) in the
    second person and never writes their name: "Pekka avaat" cannot be produced (fi-review 1)."""
    checked = 0
    for file in files():
        for msg, names in _person_variables(lang, file).items():
            for var in names:
                for who in (learner(NAMED[lang]), _side(lang)):
                    said = text(lang, file, msg, **_values(lang, file, msg, **{var: who}))
                    assert NAMED[lang] not in said, (file, msg, var, said)
                    checked += 1
    assert checked > 60


def test_the_kinds_of_person_are_the_documented_ones() -> None:
    """`PERSON` gives one of words.PERSONS for a learner, a player, a partnership with and
    without the learner (the kinds a specimen book renders each message with)."""
    kinds = {learner("Pekka").person, side_name(("Ada",), "fi").person,
             side_name(("Ada", "Cai"), "fi").person, _side("fi").person}
    assert kinds == set(PERSONS)


# -- labels: sockets, points, answers and numbers ------------------------------------------
SOCKET_VARIABLES = {"socket", "taken", "free", "branch"}
POINT_VARIABLES = {"point", "points", "end", "ends"}
#: A tile code directly followed by a bare socket name: a label used as a noun (it-review 5, 12;
#: fi-review 4, 15). "[4|6] (estremità maggiore)" and "laatan [4|6] suurempaan päähän" are fine.
BARE = {"it": re.compile(r"\[\d\|\d\] (?:estremità|lato lineare|ramo|entrambe)\b"),
        "fi": re.compile(r"(?<![Ll]aatan )\[\d\|\d\]:? (?:suurempi|pienempi|linja|haara|molemmat)\b")}
#: Answer options: labels the learner picks, quoted wherever a sentence names them.
OPTIONS = {("exercise", "choice-socket"), ("exercise", "choice-double")}


def _socket_values(lang: str, socket: str | None) -> dict[str, object]:
    tile = as_tile("[5|5]" if socket is None or "-" in socket else "[4|6]")
    point = point_name(tile, socket, lang)
    named = socket_name(socket or "line-a", lang)
    return {"socket": named, "taken": named, "free": named, "branch": named, "point": point,
            "points": fluent.listing([point, point_name(as_tile("[1|2]"), "low", lang)], lang),
            "end": point, "ends": point, "on": tile, "tile": as_tile("[1|6]")}


@pytest.mark.parametrize("lang", ["it", "fi"])
def test_no_label_is_spliced_into_a_sentence(lang: str) -> None:
    """Every message that takes a socket or a point, rendered with each socket (and a double's
    both halves): no bare "[4|6] estremità maggiore" / "[4|6] suurempi pää" inside a sentence;
    Italian gives the article and preposition, Finnish the case (issue 29.2)."""
    checked = 0
    for file in files():
        for msg in ids(lang, file):
            used = variables(lang, file, msg)
            if not used & (SOCKET_VARIABLES | POINT_VARIABLES) or (file, msg) in OPTIONS:
                continue
            for socket in (*[str(s) for s in Socket], None):
                values = {**{v: 7 for v in used}, **{k: v for k, v in
                                                      _socket_values(lang, socket).items() if k in used}}
                said = text(lang, file, msg, **values)
                assert not BARE[lang].search(said), (file, msg, socket, said)
                checked += 1
    assert checked > 100


@pytest.mark.parametrize(("lang", "socket", "said"), [
    ("it", "high", "[1|6] si collega all'estremità maggiore di [4|6] e all'estremità minore di [1|2]"),
    ("it", "line-a", "[1|6] si collega al lato lineare A di [5|5] e all'estremità minore di [1|2]"),
    ("fi", "high", "[1|6] sopii laatan [4|6] suurempaan päähän ja laatan [1|2] pienempään päähän"),
    ("fi", "branch-b", "[1|6] sopii laatan [5|5] haaraan B ja laatan [1|2] pienempään päähän"),
    ("en", "high", "[1|6] fits at the high end of [4|6] and the low end of [1|2]"),
])
def test_points_take_the_article_preposition_or_case_of_the_sentence(lang: str, socket: str,
                                                                      said: str) -> None:
    """«all'estremità maggiore di [4|6]», «il lato lineare A», «laatan [4|6] suurempaan päähän»."""
    assert said in text(lang, "exercise", "e-legal", **_socket_values(lang, socket))


def test_a_socket_in_a_move_takes_its_preposition() -> None:
    """it-review 5: «[2|4] sull'estremità maggiore di [0|4]», «il lato lineare A» (not
    «[2|4] su [0|4] estremità maggiore»)."""
    move = {"tile": "[2|4]", "on": "[0|4]"}
    assert text("it", "ui", "act-play", name=Who("Ada"), socket=socket_name("high", "it"),
                **move) == "Ada posa [2|4] sull'estremità maggiore di [0|4]"
    assert text("it", "coach", "on", socket=socket_name("line-a", "it"), form="alone", **move) == \
        "[2|4] sul lato lineare A di [0|4]"
    assert point_name(as_tile("[5|5]"), "line-a", "it") == "il lato lineare A di [5|5]"


@pytest.mark.parametrize(("n", "last"), [(0, 0), (1, 1), (5, 5), (11, 1), (12, 2), (20, 10),
                                         (70, 10), (100, 100), (300, 100), (305, 5),
                                         (1000, 1000), (2000000, 1000000), (-15, 5)])
def test_the_last_numeral_word_said(n: int, last: int) -> None:
    """A number's case ending follows the last numeral word said (kolmesataaviisi: 305:n)."""
    assert last_said(n) == last


@pytest.mark.parametrize(("n", "case", "said"), [
    (305, "genitive", "305:n"), (300, "inessive", "300:ssa"), (305, "inessive", "305:ssä"),
    (0, "illative", "0:aan"), (70, "illative", "70:een"), (5, "illative", "5:een"),
    (7, "illative", "7:ään"), (305, "partitive", "305:tä"), (100, "partitive", "100:aa"),
    (12, "elative", "12:sta"), (1000, "partitive", "1000:ta"), (3, "partitive", "3:a"),
])
def test_finnish_numbers_take_their_case_ending(n: int, case: str, said: str) -> None:
    """fi-review 8: «ylittäisi 305:n», «pysyy 300:ssa»; the endings live in fi/terms.ftl."""
    found = fluent.bundle("fi", "ui")
    assert fluent._format(found, "number", {"n": n, "last": last_said(n), "case": case}) == said


def test_a_discarded_event_keeps_its_case_endings() -> None:
    """fi-review 8 and fi reader fix7 point 9: "…345 raakapistettä ylittäisi 305:n; pistemäärä pysyy
    300:ssa (R2)"."""
    said = text("fi", "ui", "check-discarded", side=side_name(("Ada", "Cai"), "fi"),
                sum="300 + 45 = 345", before=300)
    assert said == ("hylätty kokonaan: Ada ja Cai 300 + 45 = 345 raakapistettä ylittäisi 305:n; "
                    "pistemäärä pysyy 300:ssa")


@pytest.mark.parametrize(("lang", "one"), [("fi", "(1 näyttöpiste)"), ("it", "(1 punto visualizzato)"),
                                           ("en", "(1 displayed point)")])
def test_one_displayed_point_is_singular(lang: str, one: str) -> None:
    """fi-review 6: «Bea: 5 raakapistettä (1 näyttöpiste)»."""
    said = text(lang, "exercise", "q-target", side=Who("Bea"), before=5, shown=1, raw=10)
    assert one in said


@pytest.mark.parametrize(("lang", "quoted", "none"), [
    ("fi", "vastasit ”", "et valinnut yhtään vastausta"),
    ("it", "hai risposto «", "non hai scelto nessuna risposta"),
    ("en", "you answered “", "you chose no answer"),
])
def test_feedback_quotes_the_answer_as_an_answer(lang: str, quoted: str, none: str) -> None:
    """fi-review 5, 7, it-review 15: «vastasit ”asettaa laatan”», never «vastasit asettaa
    laatan» or «hai risposto nessuno»; the same in the kernel-free checker's data."""
    draw = practice("draw", seed=5, lang=lang, level=3)
    wrong = next(c for c in draw.choices if c.key not in draw.solution_keys())
    said = draw.check(wrong.key).explanation
    assert f"{quoted}{wrong.label}" in said, said
    legal = practice("legal", seed=1, lang=lang, level=3)
    assert none in legal.check([]).explanation
    data = answer_data(legal)
    assert data["wrongNone"].endswith(f"{none}.") and "".join(data["quote"]) == quoted[-1] + \
        {"fi": "”", "it": "»", "en": "”"}[lang]
    item = next(c.label for c in legal.choices)
    assert item in text(lang, "exercise", "static-in", choice=item)
    assert not re.search(r"molemmat puoliskot (?:on|ei ole)\b",
                         text("fi", "exercise", "static-in", choice="[1|1] molemmat puoliskot"))


def test_a_listing_gives_each_item_its_case() -> None:
    """FORM of a list gives every item the case ("laatan [1|2] pienempään päähän ja laatan
    [5|5] haaraan A"); a listing reads as the language's list (a, b ja c)."""
    points = [point_name(as_tile("[1|2]"), "low", "fi"), point_name(as_tile("[5|5]"), "branch-a", "fi")]
    listed = fluent.listing(points, "fi")
    assert isinstance(listed, Listing)
    assert listed == "laatan [1|2] pienempi pää ja laatan [5|5] haara A"
    assert text("fi", "exercise", "e-legal", tile="[1|5]", points=listed) == \
        "[1|5] sopii laatan [1|2] pienempään päähän ja laatan [5|5] haaraan A (R9, R13)."


def test_selectors_name_how_each_message_reads_its_values() -> None:
    """`fluent.selectors` says which variables a message reads with PERSON, FORM, INITIAL or a plural
    select (what a specimen book renders each message with)."""
    assert fluent.selectors("fi", "ui", "check-discarded") == {  # fix18: «1 raakapiste»
        "before": frozenset({"form"}), "side": frozenset({"person"}), "sum": frozenset({"plural"})}
    assert fluent.selectors("it", "exercise", "e-legal") == {"points": frozenset({"form"})}
    assert fluent.selectors("en", "ui", "group-total") == {"total": frozenset({"plural"})}
    kinds = {kind for file in files() for lang in ALL for msg in ids(lang, file)
             for found in fluent.selectors(lang, file, msg).values() for kind in found}
    assert kinds == {"person", "form", "plural", "initial"}  # initial: Italian «ed» (INITIAL)


def test_a_hand_end_viewer_takes_the_learners_seat() -> None:
    """HandEndViewer(…, you=seat) speaks to that seat as you (the table passes its learner's);
    a seat the game does not have is refused with one clear error (R5)."""
    from fiveup_viz.rules.bots import simulate
    from fiveup_viz.widgets.handend import HandEndViewer
    from fiveup_viz.words.errors import InvalidSeatError

    game = simulate(["Ada", "Pekka"], seed=4, strategies="greedy", hands=1)
    viewer = HandEndViewer(game, 0, lang="fi", you=1)
    viewer.step = len(viewer.steps) - 1
    assert "Pekka" not in viewer.text, viewer.text
    with pytest.raises(InvalidSeatError):
        HandEndViewer(game, 0, lang="fi", you=2)


@pytest.mark.parametrize(("lang", "empty", "one", "five"), [
    ("it", "l'ossario è vuoto", "nell'ossario resta 1 tessera", "nell'ossario restano 5 tessere"),
    ("fi", "nostopakka on tyhjä", "nostopakassa on 1 laatta", "nostopakassa on 5 laattaa"),
    ("en", "the boneyard is empty", "1 tile in the boneyard", "5 tiles in the boneyard"),
])
def test_the_boneyard_count_takes_its_zero_and_plural_forms(lang: str, empty: str, one: str,
                                                              five: str) -> None:
    """Issue 29 (left by the last session): the table's status said «nell'ossario 0 tessere»;
    an empty boneyard is said so, one tile is singular, the viewer's boneyard line too."""
    said = {n: text(lang, "ui", "ui-status", n=2, tiles=n, what="") for n in (0, 1, 5)}
    assert [empty in said[0], one in said[1], five in said[5]] == [True] * 3, said
    assert not re.search(r"\b0 (?:tessere|laattaa|tiles)", " ".join(said.values()))
    table = PlayTable(2, seat=0, lang=lang, seed=1)
    assert five.replace("5", str(len(table.game.hand.stock))) in table._status()
    boneyard = [text(lang, "ui", "ui-boneyard", tiles=n) for n in (0, 1, 5)]
    assert not re.search(r"\b0 ", boneyard[0]) and "1 " in boneyard[1] and "5 " in boneyard[2]


#: Placements the layout refuses, each naming a point: (moves, what the refusal names).
REFUSED = {
    "branch": (("[4|4]", "[4|5] on [4|4] branch-a"),
               {"en": "branch A of [4|4] cannot be started yet",
                "it": "non è ancora possibile iniziare il ramo A di [4|4]",  # fix18 item 4
                "fi": "laatan [4|4] haaraa A ei voi vielä avata"}),
    "occupied": (("[4|4]", "[4|5] on [4|4] line-a", "[4|6] on [4|4] line-a"),
                 {"en": "line A of [4|4] is already occupied by [4|5]",
                  "it": "sul lato lineare A di [4|4] c'è già [4|5]",
                  "fi": "laatan [4|4] linjassa A on jo laatta [4|5]"}),
    "mismatch": (("[4|6]", "[1|2] on [4|6] high"),
                 {"en": "[1|2] does not match the high end of [4|6], which shows 6",
                  "it": "[1|2] non si collega all'estremità maggiore di [4|6], che mostra 6",
                  "fi": "[1|2] ei sovi laatan [4|6] suurempaan päähän: näkyvä arvo on 6"}),
}
CODE_SOCKET = re.compile(r"\b(?:line|branch)-[ab]\b|\b(?:high|low)\b(?! end)")


@pytest.mark.parametrize("kind", REFUSED)
def test_a_refusal_names_the_point_as_a_player_reads_it(kind: str) -> None:
    """en-rules-review T5: a refusal said "[4|4] branch-a is a branch"; it names the point as
    the rule book does, "branch A of [4|4]", «il ramo A di [4|4]», «laatan [4|4] haaraa A",
    with the case or preposition its sentence needs, in every language (the pseudo-locale too)."""
    from fiveup_viz.rules.layout import Layout
    from fiveup_viz.words.errors import IllegalMoveError

    moves, said = REFUSED[kind]
    layout = Layout()
    for move in moves[:-1]:
        layout.place(*move.replace(" on ", " ").split())
    with pytest.raises(IllegalMoveError) as refused:
        layout.place(*moves[-1].replace(" on ", " ").split())
    for lang in ALL:
        told = refused.value.say(lang)
        assert said.get(lang, "") in told and not CODE_SOCKET.search(told), (lang, told)


def test_a_tile_without_the_socket_names_it_as_a_player_reads_it() -> None:
    """en-rules-review T5: "[4|6] has no line A", «non ha il lato lineare A», «laatalla [4|6]
    ei ole linjaa A», not the code word `line-a`."""
    from fiveup_viz.rules.layout import Socket, socket_value
    from fiveup_viz.words.errors import InvalidSocketError

    with pytest.raises(InvalidSocketError) as refused:
        socket_value(as_tile("[4|6]"), Socket("line-a"))
    assert refused.value.say("en").startswith("[4|6] has no line A:")
    assert refused.value.say("it").startswith("[4|6] non ha il lato lineare A:")
    assert refused.value.say("fi").startswith("laatalla [4|6] ei ole linjaa A:")


def test_a_negative_score_through_form_keeps_its_minus_sign() -> None:
    """Native reader (fixes5 point 2): «pistemäärä pysyy -5:ssä» printed a hyphen; a count is
    written with the minus sign the sums use (D1, fluent.numeral), its case ending still
    chosen by the last numeral word said."""
    said = text("fi", "ui", "check-discarded", side=side_name(("Ada", "Cai"), "fi"),
                sum="−5 + 315 = 310", before=-5)
    assert said.endswith("pistemäärä pysyy −5:ssä") and "-5" not in said


@pytest.mark.parametrize("lang", ["en", "it", "fi"])
def test_form_writes_a_negative_number_with_the_minus_sign(lang: str) -> None:
    """FORM on a number in a language with or without number forms (terms.ftl `number`)."""
    from fluent.runtime import FluentResource

    found = fluent.new_bundle(lang, "ui")
    found.add_resource(FluentResource('probe = { FORM($n, case: "inessive") }'))
    assert fluent.formatted(found, "probe", {"n": -15}) == ("−15:ssä" if lang == "fi" else "−15")


def test_a_double_s_choice_is_a_label_without_a_colon() -> None:
    """It/fi native reading 29, finding 7: a terminal double's answer option reads as the other
    points' options do, "[4|6] suurempi pää", "[5|5] molemmat puoliskot" (R4), no stray colon."""
    double = text("fi", "exercise", "choice-double", tile=as_tile("[5|5]"))
    assert double == "[5|5] molemmat puoliskot"
    socket = text("fi", "exercise", "choice-socket", tile=as_tile("[4|6]"),
                  socket=socket_name("high", "fi"))
    assert socket == "[4|6] suurempi pää" and ":" not in double + socket
