"""A note changed in one language while the others are kept (teacher trial 5, finding 9; issue
31 point 4; RECORD.md § Annotations): `fiveup-viz annotate` and the annotation form say which
languages of the note they kept as written before the change, and how to update them. The record's
format is unchanged: the other texts stay until the teacher updates them, or `--drop-others`
keeps the new text alone."""

from __future__ import annotations

import json
import re
import shlex
from html import unescape
from pathlib import Path

import pytest

from fiveup_viz.cli.main import main
from fiveup_viz.rules.record import replay

EXAMPLES = Path(__file__).resolve().parent.parent / "fiveup_viz" / "rules" / "examples"
#: two-players.json, hand 8 action 14 as a person counts (record indexes 7 and 13): a shipped
#: note in en, it and fi.
WHERE = ["--hand", "8", "--action", "14"]
#: The line the teacher reads on stderr, in the command's language (`--lang`).
SAID = {
    "en": "warning: the note's texts in it and fi are kept as they were, written before this "
          "change; if they no longer say what the text in en says, update them: run annotate "
          "--hand 8 --action 14 again with --lang it --note NOTE and --lang fi --note NOTE, or "
          "give --drop-others to keep the text in en alone",
    "it": "attenzione: i testi in en e fi della nota restano com'erano, scritti prima di questa "
          "modifica; se non dicono più ciò che dice il testo in it, aggiornali: esegui di nuovo "
          "annotate --hand 8 --action 14 con --lang en --note NOTA e --lang fi --note NOTA, "
          "oppure usa --drop-others per tenere solo il testo in it",
    "fi": "huomio: huomautuksen kielillä en ja it kirjoitetut tekstit säilyivät ennallaan, ennen "
          "tätä muutosta kirjoitettuina; jos ne eivät enää sano samaa kuin kielellä fi "
          "kirjoitettu teksti, päivitä ne ajamalla annotate --hand 8 --action 14 uudelleen: "
          "--lang en --note HUOMAUTUS ja --lang it --note HUOMAUTUS, tai anna --drop-others, "
          "niin vain kielellä fi kirjoitettu teksti jää",
}


def shipped() -> dict[str, str]:
    record = json.loads((EXAMPLES / "two-players.json").read_text("utf-8"))
    note: dict[str, str] = record["hands"][7]["actions"][13]["note"]
    return note


def annotate(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(["annotate", *argv])
    out, err = capsys.readouterr()
    return code, out, err


def shown(html: str) -> str:
    """The words a reader sees in the form's message (tags dropped, entities read)."""
    return unescape(re.sub(r"<[^>]+>", "", html))


def note_of_action(path: Path, hand: int, action: int) -> object:
    """The note at the record's 0-based (hand, action)."""
    return json.loads(path.read_text("utf-8"))["hands"][hand]["actions"][action]["note"]


def note_of(path: Path) -> object:
    return note_of_action(path, 7, 13)


@pytest.mark.parametrize("lang", ["en", "it", "fi"])
def test_a_changed_text_names_the_languages_left_older(capsys: pytest.CaptureFixture[str],
                                                       tmp_path: Path, lang: str) -> None:
    """Finding 9: the note is written in `lang`, the other two texts are kept as RECORD.md keeps
    them, and one stderr line in the command's language names them and how to update each."""
    out = tmp_path / "a.json"
    code, said, err = annotate(capsys, "two-players", *WHERE, "--note", "New.", "--lang", lang,
                               "-o", str(out))
    assert code == 0 and err.splitlines() == [SAID[lang]]
    assert "New." in said.splitlines()[-1]  # stdout still says the annotation written
    assert note_of(out) == {**shipped(), lang: "New."}


def test_doing_what_the_line_says_updates_every_language(capsys: pytest.CaptureFixture[str],
                                                         tmp_path: Path) -> None:
    """Finding 9: the options the line names, run as named, give every language its new text
    (the record keeps no dates, RECORD.md: each run names the texts it kept, written before)."""
    out = tmp_path / "a.json"
    _, _, err = annotate(capsys, "two-players", *WHERE, "--note", "New.", "--lang", "en",
                         "-o", str(out))
    named = re.findall(r"--lang (\w\w) --note NOTE", err)
    assert named == ["it", "fi"] and f"annotate {shlex.join(WHERE)} again" in err
    for code in named:
        done, _, err = annotate(capsys, str(out), *WHERE, "--note", f"Nuovo {code}.", "--lang",
                                code, "-o", str(out))
        assert done == 0 and len(err.splitlines()) == 1  # each names the two texts it kept
    assert note_of(out) == {"en": "New.", "it": "Nuovo it.", "fi": "Nuovo fi."}
    assert re.findall(r"--lang (\w\w) --note", err) == ["en", "it"]  # written before fi


def test_drop_others_keeps_the_new_text_alone(capsys: pytest.CaptureFixture[str],
                                              tmp_path: Path) -> None:
    """Finding 9's other way: `--drop-others` keeps only the new text (RECORD.md: one language
    is enough), so a reader in Italian sees the new English note, said as English."""
    out = tmp_path / "a.json"
    code, _, err = annotate(capsys, "two-players", *WHERE, "--note", "New.", "--lang", "en",
                            "--drop-others", "-o", str(out))
    assert (code, err) == (0, "") and note_of(out) == {"en": "New."}
    replay(out.read_bytes())  # still a record


@pytest.mark.parametrize("argv", [
    ["--note", shipped()["en"], "--lang", "en"],  # the same text: nothing became older
    ["--mark", "!"],  # a mark alone: the note's texts unchanged
])
def test_no_line_when_no_text_changed(capsys: pytest.CaptureFixture[str], tmp_path: Path,
                                      argv: list[str]) -> None:
    out = tmp_path / "a.json"
    code, _, err = annotate(capsys, "two-players", *WHERE, *argv, "-o", str(out))
    assert (code, err) == (0, "") and note_of(out) == shipped()


def test_no_line_when_a_language_is_added(capsys: pytest.CaptureFixture[str],
                                          tmp_path: Path) -> None:
    """The README's walk: the note in en, then its translation in it. Adding a language changes
    no text the note had, so nothing is said (tests/test_teacher_walk.py runs the walk)."""
    out = tmp_path / "a.json"
    for read, lang, note in (("partners", "en", "Count it."), (str(out), "it", "Contalo.")):
        code, _, err = annotate(capsys, read, "--hand", "2", "--action", "4", "--note", note,
                                "--lang", lang, "-o", str(out))
        assert (code, err) == (0, "")
    assert note_of_action(out, 1, 3) == {"en": "Count it.", "it": "Contalo."}


def test_no_line_for_a_note_in_one_language(capsys: pytest.CaptureFixture[str],
                                            tmp_path: Path) -> None:
    """A note with no other language has nothing older: rewriting it says nothing."""
    out = tmp_path / "a.json"
    annotate(capsys, "partners", "--hand", "2", "--action", "4", "--note", "Uno.", "--lang", "it",
             "-o", str(out))
    code, _, err = annotate(capsys, str(out), "--hand", "2", "--action", "4", "--note", "Due.",
                            "--lang", "it", "-o", str(out))
    assert (code, err) == (0, "")


@pytest.mark.parametrize(("lang", "said"), [
    ("en", 'The texts under "Italian" and "Finnish" are kept as they were, written before this '
           'change: if they no longer say the same, choose each in the list ("Language") and '
           'write its text again.'),
    ("it", "I testi alle voci «Inglese» e «Finlandese» restano com'erano, scritti prima di "
           "questa modifica: se non dicono più lo stesso, scegli ciascuna voce nell'elenco "
           "(«Lingua») e riscrivine il testo."),
    ("fi", "Kohtien ”Englanti” ja ”Italia” tekstit säilyivät ennallaan, ennen tätä muutosta "
           "kirjoitettuina: jos ne eivät enää sano samaa, valitse kukin kohta luettelosta "
           "(”Kieli”) ja kirjoita sen teksti uudelleen."),
])
def test_the_form_says_which_languages_are_older(lang: str, said: str) -> None:
    """Finding 9 in the annotation form (widgets/annotating.py): Annotate on one language's
    text says, after "updated", which entries of the language list it kept as they were."""
    from fiveup_viz.widgets import GameViewer
    from fiveup_viz.words.messages import ui

    game = replay((EXAMPLES / "two-players.json").read_bytes())
    viewer = GameViewer(game, lang=lang, start=(7, 14), annotating=True)  # after action 13
    form = viewer.form
    assert form is not None and form.note_box.value == shipped()[lang]
    form.note_box.value = "New."
    form.annotate_button.click()
    assert game.notes.at(7, 13).note == {**shipped(), lang: "New."}
    assert shown(form.message_html.value) == f"{ui(lang, 'annotated')}. {said}"
    form.annotate_button.click()  # the same text again: nothing older to say
    assert shown(form.message_html.value) == f"{ui(lang, 'annotated')}."
