"""`fiveup-viz lessons DIR`, `fiveup-viz lab [DIR]`, `fiveup-viz site DIR` and `fiveup-viz table DIR`:
the course from an installed package, as a working copy, in JupyterLab, or as a website; the
class's table in JupyterLab."""

from __future__ import annotations

import argparse
import errno
import secrets
import signal
import socket
import subprocess
import sys
from pathlib import Path
from urllib.parse import urlencode

from fiveup_viz.pages import lessons
from fiveup_viz.words.errors import CliError, Message
from fiveup_viz.words.fluent import LANGUAGES
from fiveup_viz.words.messages import CLI_TEXTS

DEFAULT_DIR = "my-lessons"
DEFAULT_PORT = 8888


def _prepare(root: Path, langs: tuple[str, ...] = LANGUAGES, reset: bool = False) -> lessons.Prepared:
    """`lessons.prepare`; the system's refusal to write is one error line naming the whole
    path, exit 1."""
    try:
        return lessons.prepare(root, langs=langs, reset=reset)
    except OSError as exc:
        raise CliError(lessons.cannot_write(exc, root), 1) from None


def _report(done: lessons.Prepared, folder: Path, ui_lang: str) -> None:
    """Say which lessons were kept, which put back (and where their broken copy is), and, on
    stderr, why the lessons are not trusted."""
    words = CLI_TEXTS[ui_lang]
    for name in done.changed:
        print(words["lessons-kept"].format(path=(folder / name).as_posix()))
    for name, aside in done.restored:
        print(words["lessons-restored"].format(path=(folder / name).as_posix(),
                                               aside=(folder / aside).as_posix()))
    if done.untrusted is not None:
        print(words["lessons-untrusted"].format(why=done.untrusted.say(ui_lang)), file=sys.stderr)


def cmd_lessons(args: argparse.Namespace) -> int:
    root, folder = lessons.working_folder(args.dir), Path(args.dir)
    langs = lessons.course_langs(args.course)
    _report(_prepare(root, langs, args.reset), folder, args.ui_lang)
    words = CLI_TEXTS[args.ui_lang]
    for lang in langs:
        print(words["lessons-written"].format(
            lang=lang, count=lessons.count(root, lang),
            path=(folder / (lessons.index(lang) or lang)).as_posix()))
    print(words["lessons-next"].format(folder=args.dir))
    return 0


def cmd_site(args: argparse.Namespace) -> int:
    from fiveup_viz.pages import site
    from fiveup_viz.pages.site import lite
    from fiveup_viz.words.fluent import decimal

    langs, words = lessons.course_langs(args.course), CLI_TEXTS[args.ui_lang]
    root = lessons.working_folder(args.dir)
    with_lite = not args.no_lite and lite.available()
    try:
        if with_lite:  # first: a failed build leaves no page linking to it
            root.mkdir(parents=True, exist_ok=True)
            _build_lite(lessons.inside(root, "lite"), Path(args.dir) / "lite", langs, args.ui_lang)
        written = site.write(args.dir, langs=langs, lite=with_lite)
    except OSError as exc:
        raise CliError(lessons.cannot_write(exc, Path(args.dir)), 1) from None
    print(words["site-written"].format(
        path=(Path(args.dir) / "index.html").as_posix(), count=len(written.files), folder=args.dir,
        size=decimal(written.size / 1e6, args.ui_lang)))
    if with_lite:
        size = sum(p.stat().st_size for p in (root / "lite").rglob("*") if p.is_file())
        print(words["site-lite-written"].format(path=(Path(args.dir) / "lite").as_posix(),
                                                size=decimal(size / 1e6, args.ui_lang),
                                                folder=args.dir))
    elif not args.no_lite:
        print(words["site-no-lite"])
    return 0


def _build_lite(out: Path, shown: Path, langs: tuple[str, ...], ui_lang: str) -> None:
    """JupyterLite for the courses in `langs` into `out` (`shown` as the user named it); a
    failed step is one error line, exit 1."""
    from fiveup_viz.pages.site import lite

    cache = lite.default_cache()
    print(CLI_TEXTS[ui_lang]["site-lite-building"].format(path=shown.as_posix(), cache=cache.as_posix()),
          flush=True)
    try:
        lite.build(out, cache=cache, langs=langs)
    except lite.LiteBuildError as error:
        raise CliError(Message("cli.site-lite", why=str(error)), 1) from None


def cmd_lab(args: argparse.Namespace) -> int:
    lessons.check_jupyterlab()
    folder = lessons.working_folder(args.dir)
    _report(_prepare(folder), folder, args.ui_lang)
    lessons.lab_settings()
    lang = lessons.course_language(args.lang)
    words = CLI_TEXTS[args.ui_lang]
    print(words["lab-start"].format(folder=str(folder)), flush=True)
    opens = lessons.opens_browser(args.lab_args)  # "<- opens now" only when a browser opens
    own, token = lab_token(args.lab_args)
    port = lab_port(args.port, args.ui_lang)
    for other in LANGUAGES:
        page = lessons.index(other)
        if page:
            key = "lab-opens" if other == lang and opens else "lab-course"
            url = lab_url(port, page, token)
            print(words[key].format(lang=other, url=url), flush=True)
    return _run_lab(lessons.lab_command(folder, port, lang, args.lab_args, token=own))


#: JupyterLab's options that set its login token (jupyter_server 2 and the older names).
TOKEN_OPTIONS = ("--IdentityProvider.token", "--ServerApp.token", "--NotebookApp.token")


def lab_token(extra: list[str]) -> tuple[str | None, str]:
    """The login token to start JupyterLab with (None: the teacher gave one among `extra`) and
    the token its page opens with: the teacher's (`--IdentityProvider.token=…`, the last one
    given), else a new random one, so the link the command prints opens the page as it stands
    (teacher trial 10, friction 4: with `--no-browser` the printed link asked for a token)."""
    given = None
    for i, arg in enumerate(extra):
        name, eq, value = arg.partition("=")
        if name in TOKEN_OPTIONS:
            given = value if eq else (extra[i + 1] if i + 1 < len(extra) else "")
    if given is not None:
        return None, given
    token = secrets.token_hex(24)
    return token, token


def lab_url(port: int, page: str, token: str, own_workspace: bool = False) -> str:
    """The address of `page` on the local JupyterLab (in the table's own workspace when
    `own_workspace`), its token in it (none when it is empty)."""
    url = f"http://localhost:{port}{lessons.lab_path(page, own_workspace)}"
    return f"{url}?{urlencode({'token': token})}" if token else url


#: How many ports after --port JupyterLab's own search tries (its `port_retries`).
PORT_TRIES = 50


def _taken(port: int) -> bool:
    """Whether a server already listens on `port` of this computer (on any of localhost's
    addresses), as JupyterLab would find it when it binds there."""
    try:
        found = socket.getaddrinfo("localhost", port, type=socket.SOCK_STREAM)
    except OSError:
        found = [(socket.AF_INET, socket.SOCK_STREAM, 0, "", ("127.0.0.1", port))]
    for family, kind, proto, _name, address in found:
        with socket.socket(family, kind, proto) as probe:
            probe.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
            if family == socket.AF_INET6:
                probe.setsockopt(socket.IPPROTO_IPV6, socket.IPV6_V6ONLY, 1)
            try:
                probe.bind(address)
            except OSError as exc:
                if exc.errno == errno.EADDRINUSE:
                    return True
    return False


def lab_port(port: int, ui_lang: str) -> int:
    """The port JupyterLab is started on: `port` when it is free, else the first free one after
    it, said in one line, so that the address printed (and the one the browser opens) is the
    server's real one (teach31 friction 1: JupyterLab moved to 8733 by itself while the printed
    link, with its token, pointed at 8732, another program's server). One error when none of
    `PORT_TRIES` ports is free."""
    last = min(port + PORT_TRIES, 65535)
    for free in range(port, last + 1):
        if not _taken(free):
            if free != port:
                print(CLI_TEXTS[ui_lang]["lab-port-moved"].format(port=str(port), free=str(free)), flush=True)
            return free
    raise CliError(Message("cli.port-taken", port=str(port), last=str(last)), 1)


def _run_lab(command: list[str]) -> int:
    """Run JupyterLab until it stops: its exit status, 0 after Ctrl+C. Stopped by SIGTERM (a
    service manager, `kill`), it stops JupyterLab too, which would otherwise keep serving (teacher
    trial 12, friction 7)."""
    lab = subprocess.Popen(command)

    def stop(signum: int, frame: object) -> None:
        lab.terminate()

    before = signal.signal(signal.SIGTERM, stop)
    try:
        return lab.wait()
    except KeyboardInterrupt:
        return 0
    finally:
        signal.signal(signal.SIGTERM, before)


def table_players(names: str | None, players: int | None) -> int | list[str]:
    """The players of `fiveup-viz table`: `--names` split at its commas (each name stripped of
    the spaces around it), as many as `--players` (default: one per name, else 2), the seats
    without a name taking the table's own names (`checks.DEFAULT_NAMES`); one error for an empty
    name, a name the record could not hold, or more names than seats (R5)."""
    from fiveup_viz.rules.checks import DEFAULT_NAMES, check_name

    if names is None:
        return 2 if players is None else players
    given = [name.strip() for name in names.split(",")]
    for seat, name in enumerate(given, 1):
        if not name:
            raise CliError(Message("cli.table-empty-name", seat=seat))
        check_name(name, Message("cli.table-name", seat=seat))
    if players is None and not 2 <= len(given) <= 4:
        raise CliError(Message("players.count", "R5", n=len(given)))
    count = len(given) if players is None else players
    if len(given) > count:
        raise CliError(Message("cli.table-names", "R5", count=len(given), players=count))
    return [*given, *DEFAULT_NAMES[len(given):count]]


def cmd_table(args: argparse.Namespace) -> int:
    """Write the class table's notebook into DIR and open JupyterLab on it."""
    players = table_players(args.names, args.players)
    count = players if isinstance(players, int) else len(players)
    if not 1 <= args.class_seat <= count:
        raise CliError(Message("cli.table-seat", "R5", seat=args.class_seat, players=count))
    lessons.check_jupyterlab()
    folder, words = lessons.working_folder(args.dir), CLI_TEXTS[args.ui_lang]
    # after a reload or a sleep the table is gone: Run All Cells brings it back where it was, the
    # game kept in lessons.TABLE_KEEP beside the notebook (teach23 F3, teach24 F8, issue 31)
    # the first deal: --seed, else the kept game's, else a fresh one (teach27 F10, D4), written
    # into the notebook's cell so Run All deals the same game again
    seed = lessons.table_seed(folder) if args.seed is None else args.seed
    table = lessons.table_notebook(players, args.class_seat - 1, args.projector, args.lang, seed)
    try:
        lessons.write_notebook(folder, lessons.TABLE_FILE, table)
        # at a projector, the file browser's panel starts closed (teacher trial 14, friction 2)
        workspaces = lessons.table_workspace(folder) if args.projector else None
    except OSError as exc:
        raise CliError(lessons.cannot_write(exc, folder), 1) from None
    print(words["wrote"].format(path=(Path(args.dir) / lessons.TABLE_FILE).as_posix()))
    lessons.lab_settings()
    own, token = lab_token(args.lab_args)
    port = lab_port(args.port, args.ui_lang)
    url = lab_url(port, lessons.TABLE_FILE, token, args.projector)
    start = "table-start-projector" if args.projector else "table-start"
    print(words[start].format(folder=str(folder), url=url), flush=True)
    return _run_lab(lessons.lab_command(folder, port, args.lang, args.lab_args,
                                        lessons.TABLE_FILE, token=own, workspaces=workspaces))


def add_commands(sub: argparse._SubParsersAction, lang: str) -> None:  # type: ignore[type-arg]
    """The `lessons`, `site` and `lab` subcommands, their help in `lang`."""
    from fiveup_viz.cli.words import _add_lang, _Choices, _lang_type, _listed, _meta, _number, _seed, _whole

    words = CLI_TEXTS[lang]

    def course_command(name: str, dir_help: str) -> argparse.ArgumentParser:
        """A command writing the courses into DIR: `name DIR [--lang en|it|fi|all]`."""
        p: argparse.ArgumentParser = sub.add_parser(name, help=words[name], description=words[name])
        p.add_argument("dir", metavar=_meta(lang, "dir"), help=words[dir_help])
        p.add_argument("--lang", dest="course", type=_lang_type("all"),
                       choices=_Choices((*LANGUAGES, "all")), default="all",
                       help=_listed(lang, "opt.course-lang", (*LANGUAGES, "all")))
        return p

    w = course_command("lessons", "opt.lessons-dir")
    w.add_argument("--reset", action="store_true", help=words["opt.reset"])
    w.set_defaults(run=cmd_lessons)
    s = course_command("site", "opt.site-dir")
    s.add_argument("--no-lite", action="store_true", help=words["opt.no-lite"])
    s.set_defaults(run=cmd_site)

    b = sub.add_parser("lab", help=words["lab"], description=words["lab"])
    b.add_argument("dir", nargs="?", default=DEFAULT_DIR, metavar=_meta(lang, "dir"),
                   help=words["opt.lab-dir"])
    _add_lang(b, lang, "opt.lab-lang")
    b.add_argument("--port", type=_number(int, lang), default=DEFAULT_PORT,
                   metavar=_meta(lang, "port"), help=words["opt.port"])
    b.set_defaults(run=cmd_lab, lab_args=[])

    t = sub.add_parser("table", help=words["table"], description=words["table"])
    t.add_argument("dir", metavar=_meta(lang, "dir"), help=words["opt.table-dir"])
    t.add_argument("--players", type=int, choices=(2, 3, 4), default=None,
                   help=words["opt.table-players"])
    t.add_argument("--names", default=None, metavar=_meta(lang, "names"),
                   help=words["opt.names"])
    t.add_argument("--class-seat", type=_whole(1, "R5", lang, most=4), default=1,
                   metavar=_meta(lang, "seat"), help=words["opt.class-seat"])
    t.add_argument("--projector", action="store_true", help=words["opt.projector"])
    t.add_argument("--seed", type=_seed(lang), default=None, metavar=_meta(lang, "seed"),
                   help=words["opt.table-seed"])
    _add_lang(t, lang, "opt.table-lang")
    t.add_argument("--port", type=_number(int, lang), default=DEFAULT_PORT,
                   metavar=_meta(lang, "port"), help=words["opt.port"])
    t.set_defaults(run=cmd_table, lab_args=[])
