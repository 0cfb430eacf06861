"""Issue 31, session 44 (words71): the native readings nat32 (Italian) and nat33 (Finnish) of
the comments a pupil unfolds in the folded code cells of the it/fi lessons (lite70's `%% text`
blocks), and the English comment of lesson 16 that both found wrong (R1)."""

from __future__ import annotations

import re
from functools import cache
from typing import Any

import pytest

from tests.conftest import script


@cache
def _books() -> dict[tuple[str, str], Any]:
    course = script("course")
    lessons = course.read_lessons()
    return {(f"{lesson.nn:02d}" if isinstance(lesson.nn, int) else lesson.nn, lang):
            course.notebook(lesson, lang, lessons) for lesson in lessons for lang in ("en", "it", "fi")}


def _hidden_comments(nn: str, lang: str) -> list[str]:
    """Every comment line a pupil reads in a folded code cell of the built lesson."""
    found = []
    for cell in _books()[nn, lang].cells:
        if cell.cell_type == "code" and cell.metadata.get("jupyter", {}).get("source_hidden"):
            found += [m.group(1).strip() for m in re.finditer(r"#(.*)", cell.source)]
    return found


def test_lesson_16_s_comment_gives_raw_and_displayed_points_right() -> None:
    """nat32 row 1, nat33 first row (R1: 5 raw = 1 displayed; RULES.md's "N raw (M displayed)"):
    the comment on `obvious.gain == 10 and obvious.leaves == 15` said "raw points: +2 now, +3
    left to Bea", in English, Italian and Finnish; 10 and 15 are raw, +2 and +3 displayed."""
    for lang, said in (("en", "10 raw (2 displayed) now, 15 raw (3 displayed) left to Bea"),
                       ("it", "10 grezzi (2 visualizzati) ora, 15 grezzi (3 visualizzati) lasciati a Bea"),
                       ("fi", "10 raakapistettä (2 näyttöpistettä) nyt, 15 raakapistettä "
                              "(3 näyttöpistettä) jää Bealle")):
        cell = next(c for c in _books()["16", lang].cells if "obvious.leaves == 15" in c.source)
        line = next(x for x in cell.source.splitlines() if "obvious.leaves == 15" in x)
        assert line.endswith("# " + said), (lang, line)
        assert "+2" not in line and "+3" not in line


def test_english_comments_say_rounded_on_their_own_and_a_minus_sign() -> None:
    """nat32 row 9 and its optional note on lesson 14 (glossary: "rounded on their own", never
    "rounded separately", read13-en S1; the prose's minus sign − in `10 + 20 − 5`), R23."""
    for lang in ("en", "it", "fi"):
        said = _hidden_comments("14", lang)
        assert "10 + 20 − 5" in said, lang
        assert not any(re.search(r"\d - \d", x) for x in said), lang
    assert "R23: rounded on their own, the partner's pips are never merged with the opponents'" \
        in _hidden_comments("14", "en")
    assert not any("rounded separately" in x for nn in ("07", "14") for x in _hidden_comments(nn, "en"))


@pytest.mark.parametrize("lang", ["it", "fi"])
def test_folded_comments_use_the_glossary_s_words(lang: str) -> None:
    """nat32 row 5, nat33 (widget → pannello/paneeli); nat33 (fi «tasan» is a tie, "exactly" is
    «täsmälleen», R1/R3; a refused move is «ei sallittu», «hylätä» is R2's discarded event):
    no folded comment of any lesson says «widget», «tasan», or «hylät…» of a refused move."""
    for nn in (f"{n:02d}" for n in range(17)):
        for said in _hidden_comments(nn, lang):
            assert "widget" not in said.lower(), (nn, said)
            if lang == "fi":
                assert "tasan" not in said, (nn, said)
                assert not re.search(r"hylät(ty|ään)\b.*(nothing|eikä mikään)|miksi se hylätään",
                                     said), (nn, said)


# Every line of the two readings (and their optional rewordings), as the pupil now reads it.
READINGS = [
    ('16', 'it', '10 grezzi (2 visualizzati) ora, 15 grezzi (3 visualizzati) lasciati a Bea'),
    ('14', 'it', 'R8: dopo una mano bloccata chi apre si sorteggia; chi ha vinto la mano bloccata non ha '
                 'diritto ad aprire'),
    ('13', 'it', 'una partita vera, giocata da due bot che giocano a caso'),
    ('08', 'it', 'e la regola in piccolo: vince il gruppo con la somma minore; se la condividono due '
                 'compagni, vince comunque la loro coppia'),
    ('08', 'it', 'R27: gli avversari hanno la stessa somma minore: parità'),
    ('02', 'it', 'la stessa mossa di prima, fatta con il pannello'),
    ('04', 'it', 'due rami con lo stesso valore sono due mosse'),
    ('11', 'it', 'R17: i pulsanti offrono esattamente le tue mosse lecite'),
    ('07', 'it', 'unire prima le tessere darebbe qui un totale diverso (sbagliato)'),
    ('14', 'it', 'R23: arrotondati a parte, i puntini del compagno non si uniscono mai a quelli degli '
                 'avversari'),
    ('06', 'it', 'Ada apre con la doppia [6|6]'),
    ('05', 'it', 'R14, R15: gli accrediti dello schema delle regole, posa dopo posa'),
    ('01', 'it', 'Le tessere distribuite non danno priorità: in alcune distribuzioni chi ha [6|6] non apre'),
    ('09', 'it', 'R3, D6: la mano finisce come "target" (305 raggiunto), con tessere ancora in mano a ogni'
                 ' giocatore, e nessun evento dopo'),
    ('13', 'it', 'R2, R3: vince solo 305 esatto; un accredito che lo supera si scarta per intero'),
    ('07', 'it', "l'esempio in poche parole (la descrizione della sua registrazione, ricavata dai numeri)"),
    ('05', 'it', 'la sua didascalia riporta il conteggio: compare una volta sola, sotto il disegno'),
    ('05', 'it', 'azioni numerate da 1 (lezione 11)'),
    ('05', 'it', 'R16: ogni accredito di una posa è un evento a sé, applicato subito a chi ha posato (o '
                 'alla sua coppia)'),
    ('11', 'it', 'RECORD.md: ogni nota è disponibile nella lingua della lezione; ogni segno è uno dei sei'),
    ('01', 'it', 'R7: chi apre siede in uno dei posti, e la registrazione dice quale'),
    ('13', 'it', 'il massimo dei punti che il giocatore successivo potrebbe fare con una qualsiasi di '
                 'queste tessere dopo `move`'),
    ('11', 'it', 'D4: rigiocare la registrazione dà la stessa partita; riscritta dalla partita, la '
                 'registrazione torna identica'),
    ('11', 'it', "R21: l'ultima tessera chiude la mano; R23: un solo evento dell'ultima tessera per la "
                 'coppia'),
    ('13', 'it', 'R14, R15: le tre pose danno punti diversi; la migliore vale 15 grezzi'),
    ('07', 'it', 'R23: i puntini del compagno arrotondati a parte e sottratti; un solo evento per tutti e '
                 'tre gli importi'),
    ('08', 'it', 'D8: a parità di somma si procede in senso orario a partire da chi apre la mano'),
    ('02', 'it', 'Tenta una mossa vietata dalle regole: stampa perché viene rifiutata e restituisce '
                 "l'errore"),
    ('03', 'it', 'Tenta una mossa vietata dalle regole: stampa perché viene rifiutata e restituisce '
                 "l'errore"),
    ('06', 'it', 'Tenta una mossa vietata dalle regole: stampa perché viene rifiutata e restituisce '
                 "l'errore"),
    ('07', 'it', 'Tenta una mossa vietata dalle regole: stampa perché viene rifiutata e restituisce '
                 "l'errore"),
    ('14', 'it', '10 + 20 − 5'),
    ('16', 'fi', '10 raakapistettä (2 näyttöpistettä) nyt, 15 raakapistettä (3 näyttöpistettä) jää Bealle'),
    ('07', 'fi', 'D1: parin (Ada ja Cai) pistemäärä on 10 raakapistettä; Ada (paikka 0) tyhjentää kätensä '
                 'asetuksella, joka ei tuota pisteitä; Bealla ja Danilla on 2 + 1 silmää, Cailla 24'),
    ('08', 'fi', 'ja sääntö pienin esimerkein: pienin yksittäinen käsisumma voittaa; jos se on saman parin'
                 ' kummallakin jäsenellä, pari voittaa silti'),
    ('11', 'fi', 'R3: peli päättyy, kun pistemäärä on täsmälleen 305'),
    ('13', 'fi', 'R2, R3: vain täsmälleen 305 voittaa; pistetapahtuma, joka veisi yli, hylätään kokonaan'),
    ('15', 'fi', 'R1: tavoite on täsmälleen 305 raakapistettä = 61 näyttöpistettä'),
    ('02', 'fi', 'Kokeile jotain, mitä säännöt kieltävät: tulosta, miksi sitä ei sallita, ja palauta virhe'),
    ('03', 'fi', 'Kokeile jotain, mitä säännöt kieltävät: tulosta, miksi sitä ei sallita, ja palauta virhe'),
    ('06', 'fi', 'Kokeile jotain, mitä säännöt kieltävät: tulosta, miksi sitä ei sallita, ja palauta virhe'),
    ('07', 'fi', 'Kokeile jotain, mitä säännöt kieltävät: tulosta, miksi sitä ei sallita, ja palauta virhe'),
    ('02', 'fi', 'ei sallittu, eikä mikään muuttunut'),
    ('02', 'fi', 'avaus ei tarvitse jatkokohtaa'),
    ('02', 'fi', '... ja vain avaus asetetaan ilman jatkokohtaa'),
    ('02', 'fi', 'sama siirto kuin yllä, tehtynä paneelin kautta'),
    ('04', 'fi', 'kaksi samanarvoista haaraa ovat kaksi eri siirtoa'),
    ('04', 'fi', 'R13: laatalla [1|1] on vapaa linjasuunta, joten vain se on laillinen jatkokohta;\nlaatan '
                 '[4|4] molemmat linjasuunnat on täytetty, joten sen kaksi haaraa ovat laillisia '
                 'jatkokohtia;\nlaatalla [3|4] on yksi avoin pää.'),
    ('05', 'fi', 'R14, R15: sääntötekstin pelikuvion hyvitykset asetus asetukselta'),
    ('05', 'fi', 'viimeinen laatta pisteytetään osana käden tyhjennyksen pistetapahtumaa'),
    ('05', 'fi', 'R16: jokainen tavallinen asetuksen hyvitys on oma pistetapahtumansa, ja se kirjataan '
                 'heti laatan asettaneen pelaajan osapuolelle'),
    ('14', 'fi', 'R14: sisäisistä tuplista ja avaamattomista sivuhaaroista ei lasketa mitään'),
    ('14', 'fi', 'R11: haaraa ei voi avata niin kauan kuin jompikumpi linjasuunta on vapaa'),
    ('14', 'fi', 'R23: parin silmäluvut pyöristetään erikseen eikä niitä koskaan yhdistetä vastustajien '
                 'silmälukuihin'),
    ('14', 'fi', '10 + 20 − 5'),
    ('14', 'fi', 'R2, R23: yksi pistetapahtuma, joka hyväksytään tai hylätään kokonaan'),
    ('07', 'fi', 'R23: parin silmäluvut pyöristetään erikseen ja vähennetään; yksi pistetapahtuma kaikille'
                 ' kolmelle osalle'),
    ('07', 'fi', 'jos kädet yhdistettäisiin ensin, tulos olisi tässä eri (väärä)'),
    ('07', 'fi', 'D2: oikean pelin käden tyhjennyksen pistetapahtuma, jonka arvo on 0, on silti yksi '
                 'pistetapahtuma pistelokissa'),
    ('01', 'fi', 'Jaetun käden laatat eivät anna aloitusetua: joissakin jaoissa kierrosta ei aloita se, '
                 'jolla on [6|6]'),
    ('06', 'fi', 'R18: kun asetettava laatta on nostettu, ei enää nosteta ...'),
    ('08', 'fi', 'hyppää loppupisteytyksen viimeiseen vaiheeseen'),
    ('08', 'fi', 'aloita uudelleen ensimmäisestä vaiheesta'),
    ('08', 'fi', 'mikä tahansa paikka kelpaa aloittajaksi'),
    ('08', 'fi', 'R25: kevyimmästä kädestä alkaen; vain vastustajien suuremmat kädet otetaan mukaan; '
                 'erojen summa pyöristetään kerran (R24)'),
    ('08', 'fi', 'D8, kun aloittaja ei ole tasoissa: Beasta myötäpäivään tulevat Cai, Dan ja Ada, joten '
                 'Dan käsitellään ennen Adaa'),
    ('09', 'fi', 'R3, D6: kierros päättyy, kun 305 saavutetaan ("target"); jokaisella on vielä laattoja '
                 'kädessä, eikä sen jälkeen tule pistetapahtumia'),
    ('11', 'fi', 'D4: tallenteen toistaminen antaa saman pelin, ja pelistä kirjoitettu tallenne on sama '
                 'kuin alkuperäinen'),
    ('11', 'fi', 'RECORD.md: jokaisesta huomautuksesta on versio oppitunnin kielellä; jokainen merkki on '
                 'yksi kuudesta'),
    ('11', 'fi', 'R17: painikkeet tarjoavat täsmälleen lailliset siirtosi'),
    ('13', 'fi', 'R14, R15: kolme asetusta tuottaa eri määrän pisteitä; paras tuottaa 15 raakapistettä'),
    ('13', 'fi', 'oikea peli kahden sattumanvaraisesti pelaavan botin välillä'),
    ('13', 'fi', 'eniten pisteitä, jotka seuraava pelaaja voisi saada jollakin näistä laatoista asetuksen '
                 '`move` jälkeen'),
]

@pytest.mark.parametrize(("nn", "lang", "said"), READINGS)
def test_each_reading_is_what_the_folded_cell_says(nn: str, lang: str, said: str) -> None:
    """nat32 (rows 1-21 and the optional polish) and nat33 (every row of its table): the
    translated comment, line by line, is a comment line of the lesson's folded code. The rule
    statements agree with RULES.md: R8 (the lead is drawn after a block, the winner may still
    draw it), R27 (one group's lowest sum), R16 (an ordinary placement credit, not the last
    tile), R2/R3 (an event past 305 is discarded whole; exactly 305 wins)."""
    comments = _hidden_comments(nn, lang)
    for line in said.split("\n"):
        assert line in comments, (nn, lang, line)


def test_the_finnish_site_lines_read_as_nat33_polished_them() -> None:
    """nat33, site.ftl (optional polish, both lines already right): `lite-loading` says how long
    it takes in a whole clause, and `run-note` says "for the first few seconds" closely."""
    from fiveup_viz.words.messages import text

    assert text("fi", "site", "lite-loading") == \
        "Python latautuu selaimeesi… (tämä kestää muutaman sekunnin)"
    assert "(muutaman ensimmäisen sekunnin ajan sivulla lukee vain, että Python latautuu" \
        in text("fi", "site", "run-note")
