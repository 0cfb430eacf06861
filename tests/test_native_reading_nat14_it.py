"""The native Italian reading of the `table` command's help, messages and errors (task nat14-it):
each test names the line it read and what a user now sees (R5 for the seats and names)."""

from __future__ import annotations

import subprocess
import sys

from fiveup_viz.words.messages import text


def _help() -> str:
    """`fiveup-viz table --help --lang it` as a user reads it, its lines joined."""
    done = subprocess.run([sys.executable, "-m", "fiveup_viz", "table", "--help", "--lang", "it"],
                          capture_output=True, text=True, check=True)
    return " ".join(done.stdout.split())


def _error(*args: str) -> str:
    """The one error line `fiveup-viz table DIR ARGS --lang it` prints (before any JupyterLab)."""
    done = subprocess.run([sys.executable, "-m", "fiveup_viz", "table", "/tmp/nat14-it-never",
                           *args, "--lang", "it", "--no-browser"], capture_output=True, text=True)
    assert done.returncode != 0, done.stdout
    return " ".join(done.stderr.split())


def test_the_class_takes_a_seat_rather_than_playing_one() -> None:
    """table: «la classe gioca un posto» is no Italian (one plays a game, not a seat), and «apre
    JupyterLab su di esso» is stiff; the class takes a seat and plays against the bots (R5)."""
    said = _help()
    assert "e lo apre in JupyterLab: la classe occupa un posto e gioca contro i bot" in said
    assert "gioca un posto" not in said


def test_the_player_option_gives_a_number_of_players() -> None:
    """opt-table-players: --players takes a count (R5), «il numero di giocatori al tavolo»,
    which «predefinito» then agrees with."""
    assert "--players {2,3,4} il numero di giocatori al tavolo (R5; predefinito:" in _help()


def test_seats_without_a_name_get_a_default_name() -> None:
    """opt-names: «uno dei nomi del tavolo» read as one of the names just given; the table's own
    names (Ada, Bea, …) are its default names."""
    assert "i posti senza nome ricevono un nome predefinito del tavolo" in _help()


def test_the_class_seat_is_numbered_from_one() -> None:
    """opt-class-seat: seats are numbered, not «contato», from 1."""
    assert "il posto della classe, numerato da 1 (predefinito 1)" in _help()


def test_the_projector_option_says_what_it_is_for() -> None:
    """opt-projector: «per una classe davanti a un proiettore (… e oltre)» → the table projected
    to the class, at resolutions «da 1024x768 in su»."""
    said = _help()
    assert "per proiettare il tavolo alla classe (da 1024x768 in su)" in said
    assert "e oltre" not in said


def test_the_default_language_agrees_with_la_lingua() -> None:
    """opt-table-lang: «la lingua … (predefinito: …)» broke the agreement; as opt-lang says,
    «predefinita»."""
    said = text("it", "cli", "opt-table-lang", choices="en, it, fi")
    assert said.startswith("la lingua del tavolo e del notebook: en, it, fi (predefinita: ")


def test_the_table_opens_at_an_address() -> None:
    """table-start: a page opens «all'indirizzo» URL, not «a» URL."""
    said = text("it", "cli", "table-start", folder="/tmp/x", url="http://localhost:8888/x")
    assert said.endswith("il tavolo si apre all'indirizzo http://localhost:8888/x")


def test_an_empty_name_is_named_by_its_number() -> None:
    """cli-table-empty-name, cli-table-name: «il nome 1» read as a name that is "1"; the n-th
    name of --names is «il nome n. 1»."""
    assert _error("--names", ",B").startswith("errore: --names: il nome n. 1 è vuoto; ")
    assert "il nome n. 2 di --names 'xxx" in _error("--names", "A," + "x" * 50)


def test_names_contains_names() -> None:
    """cli-table-names: an option «dà» nothing; --names contains names, more than the seats (R5)."""
    assert _error("--names", "A,B,C", "--players", "2").startswith(
        "errore: --names contiene 3 nomi, ma il tavolo ha 2 posti: ")
