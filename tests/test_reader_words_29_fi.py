"""What two fresh Finnish readers of issue 29 met in real play (task fix9-fi: generated text
8.5/10, lessons and cheat sheet 9/10; task fix10-fi: 9/10 and 9/10): each test names its finding
(fix9-fi 1-7, fix10-fi 1-10) and reads the words as a learner gets them."""

from __future__ import annotations

import pytest

from fiveup_viz.words.messages import text
from tests.conftest import ROOT

#: fix9-fi: (finding, file, message id, values, what the learner reads, what they no longer read).
FIX9 = [
    # 3 (R18): the seed's «nosta yksi laatta kerrallaan»; what is kept is the drawn tiles
    # (the sentence fits the printed sheet's box in ten lines, test_cheatsheet_print)
    ("3", "cheatsheet", "draw", {}, "Nosta yksi laatta kerrallaan, kunnes saat sopivan; aseta se "
     "heti ja pidä muut nostamasi laatat (R18).", "pidä muut. "),
    # 4 (R3): with three or four sides there is no single «vastapuoli» (read11-fi G7: shorter)
    ("4", "coach", "value-means", {"bonus": 30}, "keskimäärin enemmän kuin muut. Täsmälleen "
     "61:een pääsystä lasketaan lisäksi +30 näyttöpistettä ja jonkin toisen osapuolen pääsystä "
     "−30. Tämä lisä on valmentajan oma tapa painottaa voittoa (R3), ei pelin pisteitä.",
     "vastapuoli"),
    # 5 (R23): «Adan parin Cain» read as one name chain; Cai is Ada's partner, named aside;
    # fix14 (read12-fi F12): without Cai's genitive, which reads as the English *Cain*
    ("5", "examples", "description-partners", {}, "− Adan parikumppanin (Cai) 12 silmää "
     "pyöristettynä 10:een", "Cain"),
    # 6 (R27): a hand does not block «tasan»; it blocks and ends in a tie, as lesson 08 says
    ("6", "examples", "description-blocked-tie", {}, "Kierros 4 tukkeutuu ja päättyy tasan:",
     "tukkeutuu tasan"),
]


@pytest.mark.parametrize(("finding", "file", "msg", "values", "reads", "gone"), FIX9,
                         ids=[f"{n}-{f}-{m}" for n, f, m, *_ in FIX9])
def test_fi_fix9_the_messages_read_as_a_native_writes_them(finding: str, file: str, msg: str,
                                                            values: dict, reads: str,
                                                            gone: str) -> None:
    """fix9-fi findings 3-6: each message as the learner reads it, the old wording gone."""
    said = text("fi", file, msg, **values)
    assert reads in said and gone not in said, (finding, said)



def _lead_messages(lang: str, seed: int) -> tuple[str, str, str, str]:
    """A two-player table's first message, and hand 2's with the name of its leader and the
    rules its lead cites (fix9-en 13: R8 after going out, R7 and R8 after a blocked hand)."""
    from fiveup_viz.pages.playing import TableSession

    session = TableSession(["Ada", "Bea"], seat=0, seed=seed, lang=lang)
    first = session.messages[0]
    while session.to_move is not None:
        session.show_tiles()
        session.play(session.game.legal_moves()[0])
    assert session.next_hand()
    game = session.game
    end = game.hands[0].end
    assert end is not None
    rules = "(R8)" if end.kind == "domino" else "(R7, R8)"
    return first, session.messages[0], game.players[game.hand.leader], rules


@pytest.mark.parametrize("seed", range(4))
def test_fi_fix9_2_after_a_colon_the_lead_is_in_lower_case(seed: int) -> None:
    """fix9-fi 2 (R7, R8): «Kierros 2: Aloitat tämän kierroksen (R7, R8).» had a capital after
    the colon; Finnish writes lower case there, and a name keeps its own capital. The new
    game's message reads the same way. English and Italian keep their sentences."""
    first, second, leader, rules = _lead_messages("fi", seed)
    said = "aloitat" if leader == "Ada" else "Bea aloittaa"
    assert second == f"Kierros 2: {said} tämän kierroksen {rules}.", second
    assert first.startswith("Uusi peli: ") and " tämän kierroksen (R7)." in first, first
    assert "Aloitat" not in first + second
    en_first, en_second, en_leader, en_rules = _lead_messages("en", seed)
    said = "You lead" if en_leader == "Ada" else "Bea leads"
    assert en_second == f"Hand 2: {said} this hand {en_rules}.", en_second
    assert en_first.startswith("New game. ")
    it_first = _lead_messages("it", seed)[0]
    assert it_first.startswith("Nuova partita. ") and it_first[15].isupper(), it_first


def _rated(move: str, best: str, rating: str = "mistake") -> tuple[object, object]:
    """A review's rating of `move` by seat 0 of the partners example (Ada), the coach
    preferring `best`."""
    from fiveup_viz.pages.review import Rated
    from fiveup_viz.rules import examples
    from fiveup_viz.rules.layout import Move

    game = examples.load("partners")
    return game, Rated(0, 0, 0, Move.parse(move), rating, 3.0, Move.parse(best), 4, 0.5)


def test_fi_fix9_1_a_move_standing_alone_is_not_in_the_object_case() -> None:
    """fix9-fi 1 (R11, R12): every hint line and every recommendation began «laatan [2|5]
    laatan [5|6] pienempään päähän», an object with no verb. Standing alone a move reads as
    the move buttons say it, «[2|5] laatan [5|6] pienempään päähän»; after `played`'s verb it
    keeps the object form, «Ada asettaa laatan [2|5] laatan [5|6] …» (fix8-fi 3)."""
    from fiveup_viz.pages.review import Hint, choice_words, hint_text, loss_words, rated_text
    from fiveup_viz.rules.layout import Move

    move = Move.parse("[2|5] on [5|6] low")
    alone = choice_words((move,), "fi")
    assert alone == "[2|5] laatan [5|6] pienempään päähän", alone
    line = hint_text(Hint(move, 0.0, 0, True, 0, 7, 8), "fi")
    assert line.startswith("[2|5] laatan [5|6] pienempään päähän: ei pisteitä heti"), line
    twins = (Move.parse("[1|3] on [1|1] line-a"), Move.parse("[1|3] on [1|1] line-b"))
    assert choice_words(twins, "fi").startswith("[1|3] laatan [1|1] linjaan A tai linjaan B")
    game, r = _rated("[2|5] on [5|6] low", "[2|5] on [5|5] line-b")
    said = rated_text(game, r, "fi")
    assert "Ada asettaa laatan [2|5] laatan [5|6] pienempään päähän: virhe" in said, said
    assert said.endswith("valmentajan suositus: [2|5] laatan [5|5] linjaan B)"), said
    assert "suositus: [2|5] laatan [5|5]" in loss_words(r, "fi")


def test_fi_fix9_7_an_opening_is_said_as_the_table_says_it() -> None:
    """fix9-fi 7 (R9): the review said «Ada asettaa [5|5] avauslaattana»; an opening is said as
    the table's act-open, «Ada avaa laatalla [5|5]», the learner «avaat laatalla [5|5]». A hint's
    opening, standing alone, stays «[5|5] avauslaattana»."""
    from fiveup_viz.pages.review import choice_words, rated_text
    from fiveup_viz.rules.layout import Move
    from fiveup_viz.words.values import learner

    game, r = _rated("[5|5]", "[4|6]")
    said = rated_text(game, r, "fi")
    assert said.startswith("Kierros 1, siirto 1, Ada avaa laatalla [5|5]: virhe"), said
    assert "avauslaattana" in said.split("suositus:")[1] and "asettaa" not in said, said
    you = text("fi", "coach", "played", name=learner("Pekka"), hand=1, action=1, act="open",
               move=text("fi", "coach", "open", tile="[5|5]", form="played"), rating="paras")
    assert you == "Kierros 1, siirto 1, avaat laatalla [5|5]: paras", you
    assert choice_words((Move.parse("[5|5]"),), "fi") == "[5|5] avauslaattana"
    assert rated_text(game, r, "en").startswith("Hand 1, action 1, Ada plays [5|5] to open")


@pytest.mark.parametrize("move", ["[2|5] on [5|6] low", "[5|5]"])
def test_fi_fix9_1_7_a_held_tile_s_move_is_still_masked_whole(move: str) -> None:
    """Security probe F3 with fix9-fi 1 and 7: a face-down tile's move, standing alone in the
    coach's preference or after the review's verb, names neither the tile nor its place."""
    from fiveup_viz.explain.annotation_words import masked
    from fiveup_viz.pages.review import coach_note, rated_text
    from fiveup_viz.rules.tiles import Tile

    game, r = _rated(move, "[2|5] on [5|5] line-b")
    hidden = {Tile.parse("[2|5]"), Tile.parse("[5|5]")}
    for said in (rated_text(game, r, "fi"), coach_note(r)["fi"]):
        shown = masked(said, hidden)
        assert "[2|5]" not in shown and "[5|5]" not in shown and "[5|6]" not in shown, shown
        assert "jokin toinen siirto" in shown, shown


# -- fix10-fi: a second fresh Finnish reader (generated text 9/10, lessons 9/10) ------------
#: fix10-fi: (finding, file, message id, values, what the learner reads, what they no longer read).
FIX10 = [
    # 1 (R9, R15): one displayed point is the object of «tuottaa», as ui credit-yes says it
    ("1", "clicks", "hand-open", {"tile": "[2|3]", "raw": 5, "shown": 1},
     "se tuottaa 5 raakapistettä (1 näyttöpisteen)", "(1 näyttöpiste)"),
    # 3 (R2): the discard follows from going past 305, in the same conditional
    ("3", "clicks", "hand-open-over", {"tile": "[2|3]", "score": 300, "raw": 10},
     "300 + 10 raakapistettä ylittäisi 305:n, joten pistetapahtuma hylättäisiin kokonaan",
     "ja pistetapahtuma hylätään"),
    # 4: the question kind is named by its record value, as cli opt-ask-tile names it
    ("4", "errors", "ask-key", {"key": "'x'"}, "'ask' ja 'where'-kysymyksessä 'tile'",
     "sijaintikysymyksessä"),
    # 9 (R8): who went out must lead the next hand; fix14 (read12-en S1): by name, not seat
    ("9", "errors", "leader-forced", {"name": "Cai", "player": "Dan"},
     "Cai tyhjensi kätensä, joten hänen on aloitettava seuraava kierros; Dan ei voi aloittaa "
     "sitä", "ja aloittaa, ei"),
    # 10: no comma before «tai» joining two alternatives (an English calque)
    ("10", "cli", "opt-file", {}, "tallennetiedosto tai - vakiosyötteelle", ", tai"),
    ("10", "cli", "opt-moves", {}, "low'), tiedosto, jossa on yksi asetus riviä kohden, tai - "
     "vakiosyötteelle", "low'), tai"),
    ("10", "cli", "opt-mark", {}, "?! epätarkkuus tai none", "epätarkkuus, tai"),
    ("10", "errors", "hand-range", {"hand": 9, "hands": 4, "last": 3},
     "(0–3 tai -1 viimeiselle)", ", tai"),
]


@pytest.mark.parametrize(("finding", "file", "msg", "values", "reads", "gone"), FIX10,
                         ids=[f"{n}-{f}-{m}" for n, f, m, *_ in FIX10])
def test_fi_fix10_the_messages_read_as_a_native_writes_them(finding: str, file: str, msg: str,
                                                             values: dict, reads: str,
                                                             gone: str) -> None:
    """fix10-fi findings 1, 3, 4, 9, 10: each message as the learner reads it, the old
    wording gone."""
    said = text("fi", file, msg, **values)
    assert reads in said and gone not in said, (finding, said)


def test_fi_fix10_2_the_lesson_says_one_displayed_point_as_an_object() -> None:
    """fix10-fi 2 (R15): lesson 05's printed line «5 tuottaa 5 raakapistettä (1 näyttöpiste)»
    takes the object form after «tuottaa», as the generated text does (finding 1)."""
    lesson = (ROOT / "course" / "05" / "fi.md").read_text("utf-8")
    assert "5 tuottaa 5 raakapistettä (1 näyttöpisteen) (R15)" in lesson
    assert "(1 näyttöpiste) (R15)" not in lesson


def test_fi_fix10_5_the_going_out_formula_has_one_wording() -> None:
    """fix10-fi 5 (R22-R24): the cheat sheet and the rule book's caption said the going-out
    formula in two wordings («silmäluvut yhteensä pyöristettynä» / «… kerran pyöristettyinä»).
    Both say the last placement's credit (nat9-fi, fix9-en 6), plus the opponents' sum rounded
    once, minus the partner's sum rounded on its own."""
    formula = ("viimeisen asetuksen asetuspisteet (0, ellei sen summa ole positiivinen viiden "
               "monikerta) + vastustajien silmälukujen summa kerran pyöristettynä − oman parin "
               "silmälukujen summa erikseen pyöristettynä")
    sheet = text("fi", "cheatsheet", "out-formula")
    caption = text("fi", "rulebook-captions", "going-out")
    assert sheet == f"yksi pistetapahtuma = {formula}", sheet
    assert caption.startswith(f"Käden tyhjennys: {formula}: yksi pistetapahtuma"), caption


@pytest.mark.parametrize(("person", "verbs"), [
    ("you", "saavutit täsmälleen 305 raakapistettä ja voitit"),
    ("one", "Bea saavutti täsmälleen 305 raakapistettä ja voitti"),
    ("two", "Bea ja Dan saavuttivat täsmälleen 305 raakapistettä ja voittivat"),
    ("you-two", "Cai ja sinä saavutitte täsmälleen 305 raakapistettä ja voititte")])
def test_fi_fix10_6_every_winner_reaches_305_and_wins(person: str, verbs: str) -> None:
    """fix10-fi 6 (R3): only the learner's variant of `next-won` added «ja voitit»; every
    winner, one player or a partnership, with the learner or not, now reaches 305 and wins,
    its verbs agreeing with it."""
    from fiveup_viz.words.values import Who

    name = {"you": "Pekka", "one": "Bea", "two": "Bea ja Dan", "you-two": "Cai ja sinä"}[person]
    said = text("fi", "ui", "next-won", side=Who(name, person))
    assert said == f"Peli päättyi: {verbs}", said


@pytest.mark.parametrize("example", ["partners", "blocked-tie"])
def test_fi_fix10_7_the_summary_lists_the_pips_left_in_every_hand(example: str) -> None:
    """fix10-fi 7 (R21, R25): a hand's end in the game summary said «jäljellä olevat
    silmäluvut Ada 0, Bea 17, …», read as a number left over. The value is every player's
    pips left in hand (the one who went out 0), so it reads as that list after a colon."""
    from fiveup_viz.pages.summary import summary
    from fiveup_viz.rules import examples

    game = examples.load(example)
    ends = [line.strip() for line in summary(game, "fi").splitlines()
            if "kätensä;" in line or (line.strip().startswith("Tukkeutunut kierros,")
                                       and "silmäluvut:" in line)]  # not `blocked-why`
    assert len(ends) == sum(h.end is not None and h.end.kind != "target" for h in game.hands)
    for hand, line in zip((h for h in game.hands if h.end and h.end.kind != "target"), ends,
                          strict=True):
        pips = ", ".join(f"{p} {n}" for p, n in zip(game.players, hand.end.pips, strict=True))
        assert f"; käsiin jääneiden laattojen silmäluvut: {pips} (R" in line, line
        assert "jäljellä olevat silmäluvut" not in line


def test_fi_fix10_8_the_remaining_tiles_form_one_hand() -> None:
    """fix10-fi 8 (R25): «jäljellä olevat laatat ovat hänen kätensä» read as if a hand were
    something else the tiles belong to; käsi keeps its one meaning, a player's tiles, and the
    remaining tiles form one hand, in the count and in lesson 08 alike."""
    said = text("fi", "ui", "order-groups", order="Bea 3, Ada 9")
    assert said == ("Kunkin pelaajan jäljellä olevat laatat muodostavat yhden käden; kädet "
                    "pienimmästä summasta alkaen: Bea 3, Ada 9"), said
    lesson = (ROOT / "course" / "08" / "fi.md").read_text("utf-8")
    assert "jäljellä olevat laatat muodostavat yhden **käden**" in lesson
    assert "ovat hänen **kätensä**" not in lesson
