"""Issue 31 (session 42, paper54), the worksheet's key in the sheet's language: the line that
makes the students' copy again ended `-o sheet.pdf` on an Italian and a Finnish key (teach21
F5). The file name is now a message (`worksheet.ftl` `remake-file`)."""

from __future__ import annotations

import shlex

import pytest

from fiveup_viz.pages.worksheet import sheet
from fiveup_viz.pages.worksheet.sheet import remake, worksheet

FILES = {"en": "sheet", "it": "scheda", "fi": "moniste"}


@pytest.mark.parametrize("fmt", ["html", "pdf"])
@pytest.mark.parametrize("lang", sorted(FILES))
def test_the_keys_remake_line_names_a_file_in_the_sheets_language(lang: str, fmt: str) -> None:
    """teach21 F5: the key's "Per rifare la stessa scheda" command ended `-o sheet.pdf`, an
    English file name on an Italian sheet. The command (and the Python call for several kinds)
    names the file in the sheet's language; it still makes the students' copy (`--key none`),
    which is not the keyed file's own name, so it never overwrites the key it is printed on."""
    argv = shlex.split(remake(lang=lang, fmt=fmt))
    assert argv[-2:] == ["-o", f"{FILES[lang]}.{fmt}"]
    assert argv[argv.index("--key") + 1] == "none"
    call = remake(kinds=["score", "round"], lang=lang, fmt=fmt)
    assert call.startswith(f"fiveup_viz.pages.worksheet.write_worksheet('{FILES[lang]}.{fmt}', ")


@pytest.mark.parametrize("lang", sorted(FILES))
def test_the_printed_key_shows_that_file_name(lang: str) -> None:
    """teach21 F5, on the printed key itself (the HTML sheet's key page): the remake line in the
    sheet's language ends with the file name in that language, and no English `sheet.` is left
    on an Italian or Finnish key."""
    html = worksheet(kind="score", count=2, lang=lang, seed=3)
    made = sheet.say(lang, "remake", command="")
    line = next(part for part in html.split("<p") if made.strip()[:12] in part)
    assert f"-o {FILES[lang]}.html" in line
    if lang != "en":
        assert "sheet." not in line
