"""The illustrated rule books: the source texts whole, their figures where they stood (fi) or
help (it, en), gaps filled and marked with dots, built into assets/, printable without a split figure."""

from __future__ import annotations

import html
import re
import xml.etree.ElementTree as ET
from html.parser import HTMLParser
from pathlib import Path

import pytest

from fiveup_viz.cli.main import main
from fiveup_viz.pages import rulebook
from fiveup_viz.pages.icon import ICON_LINK
from fiveup_viz.words.messages import phrases

from .seed import FIGURES, seed_figures

ROOT = Path(__file__).resolve().parents[1]
ASSETS = ROOT / "assets"
SVG_NS = "{http://www.w3.org/2000/svg}"


@pytest.fixture(scope="module")
def pages() -> dict[str, str]:
    return {lang: rulebook.build(lang) for lang in ("fi", "it", "en")}


class _Page(HTMLParser):
    """The page's text, its figures (label, inline SVG, caption text) and its tags."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.text: list[str] = []
        self.tags: list[str] = []
        self.figures: list[dict[str, str]] = []
        self._where: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.tags.append(tag)
        if tag not in ("span", "strong", "code", "b", "i", "em"):
            self.text.append(" ")
        if tag == "figure":
            self.figures.append({"label": "", "caption": ""})
        cls = dict(attrs).get("class") or ""
        if tag in ("svg", "figcaption", "style", "title") or "figure-label" in cls:
            self._where.append("label" if "figure-label" in cls else tag)

    def handle_endtag(self, tag: str) -> None:
        if self._where and (tag == self._where[-1] or (tag == "p" and self._where[-1] == "label")):
            self._where.pop()

    def handle_data(self, data: str) -> None:
        where = self._where[-1] if self._where else ""
        if where in ("style", "title", "svg") or "svg" in self._where:
            return
        if where == "label":
            self.figures[-1]["label"] += data
        elif where == "figcaption":
            self.figures[-1]["caption"] += " " + data
        self.text.append(data)


def parse(page: str) -> _Page:
    p = _Page()
    p.feed(page)
    return p


def figure_svgs(page: str) -> list[ET.Element]:
    return [ET.fromstring(m) for m in re.findall(r"</p>\n(<svg .*?</svg>)\n<figcaption>", page,
                                                   flags=re.S)]


def squash(text: str) -> str:
    return re.sub(r"\s+", " ", text).strip()


# -- assets -------------------------------------------------------------------------------
def test_committed_rule_books_are_up_to_date(pages: dict[str, str]) -> None:
    """assets/<lang>/rulebook.html is what `fiveup-viz diagrams --out assets` writes now."""
    for lang, page in pages.items():
        committed = ASSETS / lang / rulebook.FILE_NAME
        assert committed.is_file(), f"run `fiveup-viz diagrams --out assets` ({committed})"
        assert committed.read_text(encoding="utf-8") == page, \
            f"{committed} is stale: run `fiveup-viz diagrams --out assets`"


def test_diagrams_command_builds_the_rule_books(tmp_path: Path,
                                                capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["diagrams", "--out", str(tmp_path), "--lang", "it"]) == 0
    assert f"ho scritto {tmp_path / 'it' / 'rulebook.html'}" in capsys.readouterr().out.splitlines()
    assert (tmp_path / "it" / "rulebook.html").read_text(encoding="utf-8") == rulebook.build("it")


def test_shipped_sources_equal_the_docs_copies() -> None:
    """The seeds ship beside their docs copies; the English book is its own text for players."""
    for lang, name in (("fi", "seeds/rules-fi.txt"), ("it", "seeds/rules-it.txt")):
        assert rulebook.source_text(lang) == (ROOT / "docs" / name).read_text(encoding="utf-8")
    assert rulebook.source_text("en") == \
        (ROOT / "fiveup_viz" / "sources" / "rules-en.md").read_text(encoding="utf-8")


# -- fi --------------------------------------------------------------------------------------
def test_finnish_book_draws_the_eleven_figures_where_they_stood(pages: dict[str, str]) -> None:
    """Each "Asetettu" heading of the source becomes a figure at that place, in source order,
    with the source's two lines under it; the drawing's badges are the caption's values."""
    page = parse(pages["fi"])
    seed = seed_figures()
    order = [ln for ln in rulebook.source_text("fi").splitlines() if ln in seed]
    assert len(order) == 11 == len(page.figures)
    values = {f"Asetettu {moves[-1].split()[0]}": v for moves, v, _ in FIGURES}
    for n, (fig, head, drawing) in enumerate(zip(page.figures, order, figure_svgs(pages["fi"]),
                                                 strict=True), start=1):
        assert fig["label"] == f"Kuva {n}"
        short, long = seed[head]
        assert squash(fig["caption"]) == squash(f"{head} {short} {long}")
        badges = sorted(int("".join(g.itertext())) for g in drawing.iter(f"{SVG_NS}g")
                        if g.get("class") == "counted")
        assert badges == sorted(values[head]), head
        assert drawing.find(f"{SVG_NS}title").text == head


def test_finnish_book_keeps_every_line_and_fills_the_gaps(pages: dict[str, str]) -> None:
    """Every line of the source is in the page, the two gaps filled (seeds README): the set's
    tiles and the double [6|6], marked by the dotted gap style alone, not a second pair of
    brackets around a tile's own (read11-fi L5)."""
    text = squash("".join(parse(pages["fi"]).text))
    gaps = re.findall(r'<span class="gap"[^>]*>([^<]*)</span>', pages["fi"])
    assert gaps == ["[0|0]–[6|6]", "[6|6]"]
    assert "28 laattaa, [0|0]–[6|6]." in text
    assert "esimerkiksi [6|6] lisää päiden summaan 12" in text
    filled = {"Käytä täydellistä tuplakuutossarjaa, jossa on 28 laattaa, –.":
              "jossa on 28 laattaa, [0|0]–[6|6].",
              "esimerkiksi lisää": "esimerkiksi [6|6] lisää"}
    for line in rulebook.source_text("fi").splitlines():
        line = squash(line.replace("|---|---|", "").strip("|- "))
        for old, new in filled.items():
            line = line.replace(old, new) if old in line else line
        if line.startswith("Täytetty numero"):
            assert "Täytetty numero: pisteytykseen laskettu arvo" in text
            continue
        for cell in (c.strip() for c in line.split("|")):
            assert cell in text, cell


# -- it --------------------------------------------------------------------------------------
def test_italian_book_has_its_figures_where_they_help(pages: dict[str, str]) -> None:
    """The spinner sequence, terminal and internal doubles, a going out, a blocked hand and the
    score sheet, each right after the paragraph it illustrates."""
    page = pages["it"]
    figs = parse(page).figures
    assert [f["label"] for f in figs] == [f"Figura {n}" for n in range(1, 6)]
    after = ["Continua prima entrambi i lati rettilinei", "Per esempio, una ",
             "Nell'arrotondamento al multiplo", "Il gruppo individuale con la somma minore",
             "Un tratto rappresenta 5 punti grezzi"]
    classes = ["fiveup-panels", "fiveup-panels", "fiveup-hand-end", "fiveup-hand-end",
               "fiveup-score-sheet"]
    chunks = page.split("<figure ")[1:]
    before = page.split("<figure ")[:-1]
    for prose, cls, chunk, head in zip(after, classes, chunks, before, strict=True):
        last_paragraph = head.rsplit("<p>", 1)[1]
        last_paragraph = re.sub(r'<span id="[RD]\d+"></span>', "", last_paragraph)  # rule anchors
        assert html.unescape(last_paragraph).startswith(prose)
        assert f'class="{cls}"' in chunk.split("</figure>")[0]
    spinner = figure_svgs(page)[0]
    assert "R11" in figs[0]["caption"]
    assert len([g for g in spinner.iter() if "spinner" in g.get("class", "").split()]) == 3
    assert "(R21–R24)" in figs[2]["caption"] and "(R25–R27)" in figs[3]["caption"]
    text = squash("".join(parse(page).text))
    assert "una doppia [6|6] terminale contribuisce 12" in text
    assert "entrambi i lati lineari di quella [6|6], la doppia" in text
    for line in rulebook.source_text("it").splitlines():
        line = squash(re.sub(r"^\d+\. ", "", line))
        if line and "contribuisce 12" not in line:
            assert line in text, line


# -- en --------------------------------------------------------------------------------------
def test_english_book_is_the_players_rules_drawn(pages: dict[str, str]) -> None:
    """Every rule and decision is there; figures follow R11, R13, R14, R15, R24, R27, R28,
    and the Finnish rule text's table is followed by its twelve figures with their
    descriptions."""
    page = pages["en"]
    text = squash("".join(parse(page).text))
    for rule in [f"R{i}." for i in range(1, 29)] + [f"D{i}." for i in range(1, 9)]:
        assert rule in text
    figs = parse(page).figures
    assert len(figs) == 7 + 12
    captions = [squash(f["caption"]) for f in figs]
    assert "R11" in captions[0] and captions[1].startswith("Placed [1|2]")
    assert "(R14)" in captions[2] and captions[3].startswith("Placed [1|5]")
    assert "R21" in captions[4] and "R25" in captions[5] and "R28" in captions[6]
    assert [c.split(" Counted")[0] for c in captions[7:]] == \
        [f"Placed {moves[-1].split()[0]}" for moves, _, _ in FIGURES]
    for fig, (moves, values, _) in zip(figure_svgs(page)[7:], FIGURES, strict=True):
        badges = sorted(int("".join(g.itertext())) for g in fig.iter(f"{SVG_NS}g")
                        if g.get("class") == "counted")
        assert badges == sorted(values), moves


# -- the page as a page ---------------------------------------------------------------------
def test_pages_are_self_contained_safe_and_deterministic(pages: dict[str, str]) -> None:
    """One fixed <style>, no script, no outside resource; the same bytes twice."""
    for lang, page in pages.items():
        tags = parse(page).tags
        assert "script" not in tags and tags.count("style") == 1
        assert re.search(r"<style>\n(.*?)\n</style>", page, re.S).group(1) == rulebook.STYLE
        # the one address is the inline icon (teacher trial 16, friction 7): nothing to fetch
        assert page.count(ICON_LINK) == 1
        assert not re.search(r'\b(?:src|href)="', page.replace(ICON_LINK, ""))
        assert "@media print" in page and "break-inside: avoid" in page
        assert page == rulebook.build(lang)
        assert f"<title>{html.escape(phrases(lang, 'rulebook')['title'])}</title>" in page


def test_text_is_escaped() -> None:
    hostile = '<script>alert(1)</script> & "x"'
    assert "<script>" not in rulebook._fill_gaps(hostile, "fi")
    assert "<script>" not in rulebook._inline(hostile)
    assert rulebook._fill_gaps("jossa on 28 laattaa, –. <b>", "fi").endswith("&lt;b&gt;")


def test_rulebook_command(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "fi.html"
    assert main(["rulebook", "--lang", "fi", "-o", str(out)]) == 0
    assert out.read_text(encoding="utf-8") == rulebook.build("fi")


@pytest.mark.parametrize(("args", "message"), [
    (["--lang", "en", "-o", "{tmp}/book.pdf"], "must end in .html"),  # --lang: errors too
    (["--lang", "fi", "-o", "{tmp}/none/book.html"], "ei ole olemassa"),  # issue 28
])
def test_rulebook_bad_input(args: list[str], message: str, tmp_path: Path,
                            capsys: pytest.CaptureFixture[str]) -> None:
    code = main(["rulebook", *(a.format(tmp=tmp_path) for a in args)])
    err = capsys.readouterr().err
    prefix = "virhe: " if "fi" in args else "error: "  # teacher trial 10: the language's own
    assert code == 2 and err.startswith(prefix) and err.count("\n") == 1 and message in err
    assert list(tmp_path.iterdir()) == []


def test_rulebook_unknown_language(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["rulebook", "--lang", "de", "-o", str(tmp_path / "b.html")]) == 2
    err = capsys.readouterr().err  # one error line (RECORD.md), no usage block
    assert "invalid choice" in err and err.startswith("error: ") and err.count("\n") == 1
    assert list(tmp_path.iterdir()) == []



def test_english_tables_keep_each_tile_in_one_cell(pages: dict[str, str]) -> None:
    """RULES.md writes a tile in a table as `[1\\|1]`: the escaped bar is no cell border, so each
    row of "The seed's diagrams, as data" has three cells and "credit (raw)" holds the credit
    (R15: [1|1] makes 2 + 4 = 6, no multiple of 5, so it credits 0)."""
    rows = [[html.unescape(re.sub(r"<[^>]+>", "", c)) for c in re.findall(r"<t[dh]>(.*?)</t[dh]>", r)]
            for r in re.findall(r"<tr>(.*?)</tr>", pages["en"])]
    head = ["after placing", "counted values", "credit (raw)"]
    assert head in rows
    table = rows[rows.index(head) + 1:rows.index(head) + 13]
    assert all(len(row) == 3 for row in table), table
    assert ["[1|1]", "2 + 4 = 6", "0"] in table
    assert ["[6|6] on [3|6]", "3 + 12 = 15", "15"] in table
    assert ["Placed [4|4]", "Posa di [4|4]", "Asetettu [4|4]"] in rows


#: Phrases written for programmers, not for a player at a table (issue 29 point 5,
#: en-rules-review T3): RULES.md's own notes, code, file paths and bookkeeping words.
PROGRAMMER_PHRASES = ("In code", "must be implemented", ".py", "RULES.md", "seeds/", ".txt",
                      "max_hands", "score log", "game record", "byte for byte", "simulations",
                      "is recorded", "are recorded", "winner null", "hand end `", "Cite the rule")


@pytest.mark.parametrize("lang", ["en", "it", "fi"])
def test_rule_books_speak_to_players_not_programmers(pages: dict[str, str], lang: str) -> None:
    """Issue 29 point 5, en-rules-review T3: no rule book, English, Italian or Finnish, holds a
    programmer's phrase ("In code", "must be implemented", a .py or .txt path, RULES.md)."""
    text = squash("".join(parse(pages[lang]).text))
    for phrase in PROGRAMMER_PHRASES:
        assert phrase not in text, (lang, phrase)


def test_english_book_numbers_every_rule_and_decision_once_in_order(pages: dict[str, str]) -> None:
    """Issue 29 point 5: the player's book keeps RULES.md's numbering: R1-R28 then D1-D8, each
    stated once (as "R14." opening its rule), in order, as the specification numbers them."""
    stated = re.findall(r'<ul class="rule" id="([RD]\d+)"><li>\1\.', pages["en"])  # its anchor too
    assert stated == [f"R{i}" for i in range(1, 29)] + [f"D{i}" for i in range(1, 9)]
    spec = (ROOT / "fiveup_viz" / "sources" / "RULES.md").read_text(encoding="utf-8")
    assert re.findall(r"^- ([RD]\d+)\.", spec, re.M) == stated


def test_english_book_counts_a_kept_drawn_tile_only_if_still_held(pages: dict[str, str]) -> None:
    """read13-en I1 (R18 with R22, R23, R25, D6): a drawn tile that does not fit counts at the
    hand's end only if the player still holds it when the hand is counted (not after going
    out with it, not when the game ends at 305 mid-hand); the book said it always counts."""
    text = squash("".join(parse(pages["en"]).text))
    assert "its pips count at the end of the hand" not in text
    assert ("A drawn tile that does not fit stays among the player's tiles; if the player still "
            "holds it when the hand is counted, its pips count like any other tile's "
            "(R22, R23, R25).") in text


def test_english_book_opening_says_the_tiles_held_can_also_cost_points(
        pages: dict[str, str]) -> None:
    """read13-en S4 (R23, D1): the opening paragraph said a side scores "from the tiles still
    held" at a hand's end, leaving out that going out can also take points off a partnership
    (the partner's tiles are deducted, and the event may be negative)."""
    text = squash("".join(parse(pages["en"]).text))
    assert ("from the tiles still held, which can also cost a partnership points (R21–R27)."
            in text)


def test_english_book_uses_one_meaning_per_word(pages: dict[str, str]) -> None:
    """en-rules-review T1, T2, T9: "seed" is never the source text (it is the Finnish rule
    text), a "hand" is one deal (a player's tiles are their tiles), an end is "free", not
    "open"; and the figures' "placement points" come before the target check (S2, G5)."""
    text = squash("".join(parse(pages["en"]).text))
    assert "seed" not in text.lower() and "open end" not in text
    for held in ("Hands stay hidden", "reveal the other hands", "last tile of their hand",
                 "last tile of one's hand", "from hand"):
        assert held not in text, held
    assert "Each player's tiles stay hidden until the end-of-hand count" in text
    assert "plays the last tile they hold" in text and "becomes a new free end" in text
    assert "Placement points\" are the placement's credit before the target check (R2)" in text


def test_english_book_states_what_a_player_asks_at_the_table(pages: dict[str, str]) -> None:
    """en-rules-review G1, G2, G4, D5 (T3): a drawn tile that does not fit is kept (R18); you
    must place even if the points would be thrown away (R17); D8 when the leader is not tied;
    D5 as a table rule (nobody passes once the hand is blocked)."""
    text = squash("".join(parse(pages["en"]).text))
    assert "A drawn tile that does not fit stays among the player's tiles" in text
    assert "even when the points of every possible placement would be discarded (R2)" in text
    assert "whether or not the leader is among the tied players" in text
    assert "Once the hand is blocked, nobody passes: it is scored at once." in text


def test_english_book_draws_its_lists_as_lists(pages: dict[str, str]) -> None:
    """Rules reading fix8 style 12: "How to read the figures" was one paragraph with " - " in
    it (no blank line before its list), and R14's closing sentence (a legal point is not a
    counted end) sat inside its third nested item, about an internal double. Now each of
    the figures' reading rules is an `<li>`, and the closing sentence stands after R14's
    nested list, in R14's own item. read13-en I2 (R14): it names the glossary's "internal
    double", not an "internal spinner"."""
    page = pages["en"]
    head = page.index("How to read the figures")
    section = page[head:page.index("The same words in the three languages", head)]
    items = [html.unescape(i) for i in re.findall(r"<li>(.*?)</li>", section, re.S)]
    assert [i.split(":")[0] for i in items] == [
        "Tiles and spinners", "Legal points and counted values", '"none" where a list is empty.',
        '"Placement points" are the placement\'s credit before the target check (R2) and, for a '
        "last tile, before the going-out count (R23)."], items
    assert " - " not in section
    r14 = html.unescape(page[page.index("R14."):page.index("R15.")])
    nested = r14[r14.index("<ul>"):r14.index("</ul>")]
    assert "A legal point and a counted end are different things" not in nested
    assert re.search(r"</ul><p>A legal point and a counted end are different things: an "
                     r"internal double's free branch is a legal point that counts nothing\.</p>"
                     r"</li>", r14), r14


@pytest.mark.parametrize("lang", ["it", "fi"])
def test_source_books_carry_the_rule_numbers_beside_their_paragraphs(pages: dict[str, str],
                                                                     lang: str) -> None:
    """Issue 29 point 5: the Italian and Finnish books keep their source text whole and carry
    the same rule numbering as the English book: every rule R1-R28 is named beside a paragraph
    that states it (the decisions D1-D8 are not in the source texts: the book's last section)."""
    labels = re.findall(r"<span class=\"rules\">[(]([^)]*)[)]</span>", pages[lang])
    named = {r for label in labels for r in label.split(", ")}
    assert named == {f"R{i}" for i in range(1, 29)}
    for start in rulebook.RULES_AT[lang]:  # every anchor finds its paragraph, once
        assert sum(ln.startswith(start) for ln in rulebook.source_text(lang).splitlines()) == 1, start


@pytest.mark.parametrize(("lang", "said"), [
    ("en", "a group with no larger opponent group scores nothing, even beside a partner's "
           "larger group (R25–R27)"),
    ("it", "con i gruppi avversari maggiori e, se non ne ha, non riceve nulla, anche se il gruppo "
           "del compagno è maggiore (R25–R27)"),
    ("fi", "käsi, jota suurempaa vastustajan kättä ei ole, ei saa mitään, vaikka oman parin käsi "
           "olisi suurempi (R25–R27)")])
def test_blocked_hand_caption_says_only_larger_opposing_groups_credit(
        pages: dict[str, str], lang: str, said: str) -> None:
    """Fresh English rules reading (issue 29, imprecise 3): the blocked-hand figure said "a group
    with nothing larger to compare scores nothing", though a partner's larger group is never
    compared (R25): a group scores only from strictly larger opposing groups. The it and en
    books draw it with this caption; the fi book keeps its seed's own figures, so its caption
    is read from the message."""
    assert said in squash(rulebook._CAPTIONS["blocked-hand"][lang])
    if lang != "fi":
        (caption,) = [squash(f["caption"]) for f in parse(pages[lang]).figures
                      if "R25–R27" in f["caption"]]
        assert said in caption


def test_english_book_speaks_of_the_player_in_one_voice(pages: dict[str, str]) -> None:
    """Fresh English rules reading (issue 29, style 8 and 10): R9, R17 and R18 mixed "a player
    ... they" with "you"; the book now speaks of the player throughout, and it says that what a
    player holds is their tiles, never their "hand", a hand being always a deal."""
    text = squash("".join(parse(pages["en"]).text))
    assert not re.findall(r"\b(?:you|your|yours)\b", text, re.I), \
        re.findall(r".{40}\b(?:you|your)\b.{20}", text, re.I)
    assert ('What a player holds is called their tiles, never their "hand": in these rules a '
            "hand is always a deal.") in text


@pytest.mark.parametrize("lang", ["it", "fi"])
def test_source_books_end_with_the_decisions_a_lesson_cites(pages: dict[str, str], lang: str) -> None:
    """teach22, paper54 (D1-D8): the Italian and Finnish books were their source texts alone, so
    a lesson's or a quiz's "D6" had nowhere to link. Each book now ends with the decisions, in
    its own language, each under its anchor and stated once, in order, after the whole source
    text; a cited decision then links there (no `ruleUnlinked`)."""
    book = pages[lang]
    stated = re.findall(r'<ul class="rule" id="(D\d+)"><li>\1\. ', book)
    assert stated == [f"D{i}" for i in range(1, 9)]
    last_line = html.escape(rulebook.source_text(lang).splitlines()[-1].strip())
    assert book.index('id="decisions"') > book.index(last_line)
    text = squash("".join(parse(book).text))
    said = {"it": ("la sottrazione del compagno (R23) si applica anche quando rende negativo",
                   "«a partire dal giocatore iniziale»"),
            "fi": ("R23:n parin käsivähennys tehdään, vaikka pistemäärä menisi",
                   "”myötäpäiväisessä paikkajärjestyksessä”")}[lang]
    for words in said:
        assert words in text, words
    data = rulebook.with_rule_lines({"said": "R2, D2, D6"}, lang)
    assert set(data["ruleLines"]) == {"R2", "D2", "D6"} and "ruleUnlinked" not in data
