"""What a fresh Finnish reader of issue 29 (task fix9-fi: generated text 8.5/10, lessons and
cheat sheet 9/10) met in real play: each test names its finding (fix9-fi 1-7) and reads the
words as a learner gets them."""

from __future__ import annotations

import pytest

from fiveup_viz.words.messages import text

#: fix9-fi: (finding, file, message id, values, what the learner reads, what they no longer read).
FIX9 = [
    # 3 (R18): the seed's «nosta yksi laatta kerrallaan»; what is kept is the drawn tiles
    # (the sentence fits the printed sheet's box in ten lines, test_cheatsheet_print)
    ("3", "cheatsheet", "draw", {}, "Nosta yksi laatta kerrallaan, kunnes saat sopivan; aseta se "
     "heti ja pidä muut nostamasi laatat.", "pidä muut. "),
    # 4 (R3): with three or four sides there is no single «vastapuoli»
    ("4", "coach", "value-means", {"bonus": 30}, "keskimäärin enemmän kuin muut osapuolet; "
     "täsmälleen 61 näyttöpisteeseen pääseminen lasketaan 30 lisänäyttöpisteeksi, ja jos jokin "
     "muu osapuoli pääsee siihen, se lasketaan −30 näyttöpisteeksi (R3).", "vastapuoli"),
    # 5 (R23): «Adan parin Cain» read as one name chain; Cai is Ada's partner, named aside
    ("5", "examples", "description-partners", {}, "− Adan parin (Cain) 12 silmää pyöristettynä "
     "10:een", "parin Cain"),
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



def _lead_messages(lang: str, seed: int) -> tuple[str, str, str]:
    """A two-player table's first message, and hand 2's with the name of its leader."""
    from fiveup_viz.pages.playing import TableSession

    session = TableSession(["Ada", "Bea"], seat=0, seed=seed, lang=lang)
    first = session.messages[0]
    while session.to_move is not None:
        session.show_tiles()
        session.play(session.game.legal_moves()[0])
    assert session.next_hand()
    return first, session.messages[0], session.game.players[session.game.hand.leader]


@pytest.mark.parametrize("seed", range(4))
def test_fi_fix9_2_after_a_colon_the_lead_is_in_lower_case(seed: int) -> None:
    """fix9-fi 2 (R7, R8): «Kierros 2: Aloitat tämän kierroksen (R7, R8).» had a capital after
    the colon; Finnish writes lower case there, and a name keeps its own capital. The new
    game's message reads the same way. English and Italian keep their sentences."""
    first, second, leader = _lead_messages("fi", seed)
    said = "aloitat" if leader == "Ada" else "Bea aloittaa"
    assert second == f"Kierros 2: {said} tämän kierroksen (R7, R8).", second
    assert first.startswith("Uusi peli: ") and " tämän kierroksen (R7, R8)." in first, first
    assert "Aloitat" not in first + second
    en_first, en_second, en_leader = _lead_messages("en", seed)
    said = "You lead" if en_leader == "Ada" else "Bea leads"
    assert en_second == f"Hand 2: {said} this hand (R7, R8).", en_second
    assert en_first.startswith("New game. ")
    it_first = _lead_messages("it", seed)[0]
    assert it_first.startswith("Nuova partita. ") and it_first[15].isupper(), it_first
