"""Hostile records (issue 8, RECORD.md): one `error: …` line and exit 2, RecordError in Python.

Every input here is refused before anything is built: RECORD.md's limits on documents (UTF-8
JSON, nesting at most 100 levels, integers of at most 30 digits, `version` the integer 1),
on names (1 to 40 characters after NFC, not only spaces, no control characters, unpaired
surrogates or noncharacters), on titles (200) and descriptions (2,000), and `_` keys only at
the top level.
"""

from __future__ import annotations

import copy
import io
import json

import pytest

from fiveup_viz import RecordError, replay, simulate, to_record
from fiveup_viz.cli.main import main
from fiveup_viz.rules.record import dumps

ERROR_LINE_MAX = 500  # RECORD.md


@pytest.fixture(scope="module")
def record():
    return to_record(simulate(2, seed=11, strategies="greedy", hands=2))


def cli(capsys, monkeypatch, *argv, stdin: bytes | None = None):
    """Run the command line in-process; stdin given as raw bytes."""
    if stdin is not None:
        monkeypatch.setattr("sys.stdin", io.TextIOWrapper(io.BytesIO(stdin), encoding="utf-8"))
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def assert_one_error_line(code, out, err, part=""):
    """RECORD.md: exit 2, nothing on stdout, one line `error: …` of at most 500 characters."""
    assert code == 2 and out == ""
    assert err.startswith("error: ") and err.endswith("\n") and err.count("\n") == 1, err[:600]
    assert len(err) - 1 <= ERROR_LINE_MAX
    assert part in err, err


def refused_everywhere(capsys, monkeypatch, tmp_path, data: bytes, part: str):
    """The same bytes are refused from a file, from stdin and by replay() (RecordError)."""
    path = tmp_path / "hostile.json"
    path.write_bytes(data)
    assert_one_error_line(*cli(capsys, monkeypatch, "replay", str(path)), part)
    assert_one_error_line(*cli(capsys, monkeypatch, "replay", "-", stdin=data), part)
    assert_one_error_line(*cli(capsys, monkeypatch, "replay", "--json", "-", stdin=data), part)
    with pytest.raises(RecordError, match=None) as info:
        replay(data)
    assert part in str(info.value)
    with pytest.raises(RecordError):
        replay(path)
    return info.value


def with_(record, **changes) -> bytes:
    doc = copy.deepcopy(record)
    doc.update(changes)
    return json.dumps(doc, ensure_ascii=False).encode("utf-8")


# -- the document as a whole ------------------------------------------------------------
def test_invalid_utf8_is_refused_from_a_file_and_from_stdin(capsys, monkeypatch, tmp_path, record):
    data = dumps(record).encode().replace(b'"Ada"', b'"Ad\xff"')
    refused_everywhere(capsys, monkeypatch, tmp_path, data, "not UTF-8")
    refused_everywhere(capsys, monkeypatch, tmp_path, b"\xc3\x28{}", "not UTF-8")


@pytest.mark.parametrize("depth", [101, 1000, 100_000])
def test_nesting_deeper_than_100_levels_is_refused(capsys, monkeypatch, tmp_path, depth):
    data = b"[" * depth + b"]" * depth
    refused_everywhere(capsys, monkeypatch, tmp_path, data, "nested deeper than 100 levels")


def test_nesting_inside_an_annotation_is_refused_past_100_levels(capsys, monkeypatch, tmp_path,
                                                               record):
    # The record object is level 1, so an annotation value may nest 99 levels deep.
    ok = json.loads(with_(record))
    ok["_deep"] = json.loads("[" * 99 + "]" * 99)
    assert replay(ok).private["_deep"] == ok["_deep"]
    too_deep = dumps(record)[:-1] + ', "_deep": ' + "[" * 100 + "]" * 100 + "}"
    refused_everywhere(capsys, monkeypatch, tmp_path, too_deep.encode(), "nested deeper than 100")
    thousand = dumps(record)[:-1] + ', "_deep": ' + '{"a":' * 1000 + "1" + "}" * 1000 + "}"
    refused_everywhere(capsys, monkeypatch, tmp_path, thousand.encode(), "nested deeper than 100")


def test_integers_longer_than_30_digits_are_refused(capsys, monkeypatch, tmp_path, record):
    for digits in (31, 5000, 100_000):
        data = dumps(record).replace('"seed": 11', f'"seed": {"9" * digits}').encode()
        refused_everywhere(capsys, monkeypatch, tmp_path, data, f"an integer of {digits} digits")
    annotation = dumps(record)[:-1] + f', "_n": -{"1" * 31}' + "}"
    refused_everywhere(capsys, monkeypatch, tmp_path, annotation.encode(), "31 digits")
    assert replay(with_(record, seed=10**30 - 1)).seed == 10**30 - 1  # 30 digits are fine


@pytest.mark.parametrize("text", ["NaN", "Infinity", "-Infinity", "1e999"])
def test_nan_and_infinite_numbers_are_refused(capsys, monkeypatch, tmp_path, record, text):
    data = dumps(record)[:-1] + f', "_x": {text}' + "}"
    refused_everywhere(capsys, monkeypatch, tmp_path, data.encode(), text.lstrip("-"))


@pytest.mark.parametrize("version", [1.0, True, "1", 2, None])
def test_version_must_be_the_integer_1(capsys, monkeypatch, tmp_path, record, version):
    refused_everywhere(capsys, monkeypatch, tmp_path, with_(record, version=version),
                       f"version {json.dumps(version)}".replace('"1"', "'1'"))  # JSON's words


def test_underscore_keys_only_at_the_top_level(capsys, monkeypatch, tmp_path, record):
    assert to_record(replay(with_(record, _note={"by": "me"})))["_note"] == {"by": "me"}
    in_hand = copy.deepcopy(record)
    in_hand["hands"][0]["_note"] = "dropped on the round trip before"
    refused_everywhere(capsys, monkeypatch, tmp_path, dumps(in_hand).encode(),
                       "hand 0: unknown key '_note' (private keys, which start with '_', are allowed "
                       "only at the top level)")
    in_action = copy.deepcopy(record)
    in_action["hands"][0]["actions"][0]["_note"] = 1
    refused_everywhere(capsys, monkeypatch, tmp_path, dumps(in_action).encode(),
                       "hand 0 action 0: unknown key '_note'")


# -- names, titles, descriptions ------------------------------------------------------------
@pytest.mark.parametrize(("name", "part"), [
    ("\ud800", "unpaired surrogate"),
    ("A\udfffa", "unpaired surrogate"),
    ("Ada\x00", "control character U+0000"),
    ("Ada\nBea", "control character U+000A"),
    ("\x1b[31mAda", "control character U+001B"),
    ("Ada\x85", "control character U+0085"),
    ("Ada\ufffe", "noncharacter U+FFFE"),
    ("Ada\uffff", "noncharacter U+FFFF"),
    ("Ada\ufdd0", "noncharacter U+FDD0"),
    ("Ada\U0001fffe", "noncharacter U+1FFFE"),
    ("", "must be 1 to 40 characters"),
    ("   ", "not only spaces"),
    ("\u3000\u00a0", "not only spaces"),
    ("x" * 41, "must be 1 to 40 characters"),
    ("x" * 1_000_000, "must be 1 to 40 characters"),
])
def test_names_outside_the_record_md_limits_are_refused(capsys, monkeypatch, tmp_path, record,
                                                        name, part):
    # json.dumps writes a lone surrogate as the escape \ud800: valid JSON syntax, not Unicode.
    data = json.dumps(dict(record, players=["Bea", name])).encode("utf-8")
    err = refused_everywhere(capsys, monkeypatch, tmp_path, data, part)
    assert len(str(err)) < 200
    # A surrogate is refused wherever it is (not Unicode text); the rest names the player.
    assert "player 1's name" in str(err) or part == "unpaired surrogate"


def test_names_are_measured_after_nfc(record):
    composed = "é" * 40
    decomposed = "e\u0301" * 40  # 80 code points, 40 characters after NFC
    assert replay(with_(record, players=["Bea", decomposed])).players[1] == decomposed
    assert replay(with_(record, players=["Bea", composed])).players[1] == composed
    assert replay(with_(record, players=["Bea", "<b>Ada & 'Bea'</b> 🂡"])).n == 2  # free text


def test_titles_and_descriptions_have_length_limits(capsys, monkeypatch, tmp_path, record):
    assert replay(with_(record, title="t" * 200, description="d" * 2000)).title == "t" * 200
    refused_everywhere(capsys, monkeypatch, tmp_path, with_(record, title="t" * 201),
                       "title has 201 characters; at most 200")
    refused_everywhere(capsys, monkeypatch, tmp_path, with_(record, description="d" * 2001),
                       "description has 2001 characters; at most 2000")
    refused_everywhere(capsys, monkeypatch, tmp_path, with_(record, title="a\nb"),
                       "control character U+000A")
    refused_everywhere(capsys, monkeypatch, tmp_path, with_(record, description="a\x00"),
                       "control character U+0000")
    assert replay(with_(record, description="two\nparagraphs")).description == "two\nparagraphs"


def test_a_lone_surrogate_anywhere_is_refused(capsys, monkeypatch, tmp_path, record):
    data = dumps(record)[:-1] + ', "_x": ["\\udc00"]}'
    refused_everywhere(capsys, monkeypatch, tmp_path, data.encode(), "unpaired surrogate")


# -- error lines ---------------------------------------------------------------------------
def test_a_long_input_is_cut_in_the_error_line(capsys, monkeypatch, tmp_path, record):
    doc = copy.deepcopy(record)
    doc["hands"][0]["deal"][0][0] = "[" + "1" * 1_000_000
    err = refused_everywhere(capsys, monkeypatch, tmp_path, dumps(doc).encode(), "not a tile")
    assert "…" in str(err) and len(str(err)) < 200
    doc = dict(copy.deepcopy(record), **{"k" * 100_000: 1})
    refused_everywhere(capsys, monkeypatch, tmp_path, dumps(doc).encode(), "unknown key 'kkk")


def test_a_newline_in_a_file_name_stays_on_one_line(capsys, monkeypatch, tmp_path):
    for name in ("a\nb.json", "a\rb\u2028c.json", "x" * 200 + "\n"):
        assert_one_error_line(*cli(capsys, monkeypatch, "replay", str(tmp_path / name)),
                              "cannot read")


def test_error_lines_stay_within_500_characters(capsys, monkeypatch):
    from fiveup_viz.cli.out import error_line

    assert len(error_line("x" * 10_000)) == ERROR_LINE_MAX and error_line("x" * 10_000).endswith("…")
    code, out, err = cli(capsys, monkeypatch, "replay", "-", stdin=b"{" + b'"' + b"y" * 10**6)
    assert_one_error_line(code, out, err, "not JSON")


def test_not_a_record_gives_one_error(capsys, monkeypatch, tmp_path):
    for data, part in ((b"", "not JSON"), (b"[]", "a record is a JSON object"),
                       (b"\xef\xbb\xbf{}", "byte order mark"), (b'{"format": 5}', "format is 5")):
        refused_everywhere(capsys, monkeypatch, tmp_path, data, part)


# -- issue 28 point 6: duplicate keys, nesting measured before parsing, JSON's own words ----
@pytest.mark.parametrize("where", ["top", "private", "hand", "action", "note"])
def test_a_key_written_twice_is_refused_at_any_depth(capsys, monkeypatch, tmp_path, record,
                                                      where):
    """RECORD.md (security probe Notes): an object with the same key twice is refused with one
    error naming the key; the last one used to win silently."""
    text = dumps(record)
    doubled = {
        "top": text.replace('"version": 1', '"version": 1, "version": 1', 1),
        "private": text[:-1] + ', "_x": {"a": 1, "a": 2}}',
        "hand": text.replace('"leader": ', '"leader": 0, "leader": ', 1),
        "action": text.replace('"seat": 0', '"seat": 0, "seat": 0', 1),
        "note": text[:-1] + ', "title": {"en": "A", "it": "B", "en": "C"}}',
    }[where]
    assert doubled != text
    error = refused_everywhere(capsys, monkeypatch, tmp_path, doubled.encode(), "twice")
    key = {"top": "version", "private": "a", "hand": "leader", "action": "seat", "note": "en"}
    assert f"the key '{key[where]}' twice" in str(error)
    assert "'" + key[where] + "'" in error.say("it") and error.say("fi") != str(error)


def _peak_mb(text_path, code: str) -> float:
    """The peak memory (MB) of a fresh Python that reads the file and runs `code` on it."""
    import subprocess
    import sys

    script = ("import resource, sys\nimport fiveup_viz\nfrom fiveup_viz.rules.record import load\n"
              f"text = open({str(text_path)!r}, encoding='utf-8').read()\n"
              "before = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss\n"
              f"{code}\n"
              "print((resource.getrusage(resource.RUSAGE_SELF).ru_maxrss - before) / 1024)")
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True,
                          check=True)
    return float(done.stdout.split()[-1])


@pytest.mark.slow
def test_the_nesting_limit_is_applied_before_the_record_is_built(tmp_path):
    """Security probe Notes: a 20 MB record of arrays nested 150 deep took about 1 GB before
    it was refused; the depth is now measured on the text, and nothing is built."""
    unit = "[" * 150 + "]" * 150
    path = tmp_path / "deep.json"
    path.write_text('{"_x": [' + ",".join([unit] * (20_000_000 // 301)) + "]}", "utf-8")
    code = ("try:\n    load(text)\nexcept fiveup_viz.RecordError as e:\n"
            "    assert 'nested deeper than 100' in str(e)\nelse:\n    raise SystemExit(1)")
    assert _peak_mb(path, code) < 200  # the text and one copy without strings; 900 MB before


def test_the_depth_is_measured_outside_strings(record):
    """Brackets inside a JSON string are text, not nesting; an unclosed string is a syntax error."""
    doc = json.loads(with_(record))
    doc["title"] = "[" * 90 + "{" * 90 + '\\"['
    assert replay(doc).title == doc["title"]
    assert replay(json.dumps(doc)).title == doc["title"]
    with pytest.raises(RecordError, match="not JSON"):
        replay('{"_x": "' + "[" * 200)


@pytest.mark.parametrize(("data", "part", "not_there"), [
    (b'{"format": "fiveup-record", "version": 1, "x": "abc', "string starting at line 1",
     "at at"),
    (b'{"format": "fiveup-record", "version": true}', "version true is not", "True"),
    (b'{"format": "fiveup-record", "version": null}', "version null is not", "None"),
    (b'{"format": null}', "format is null", "None"),
])
def test_errors_speak_json_not_python(capsys, monkeypatch, tmp_path, data, part, not_there):
    """Security probe Notes (cosmetic): no "starting at at line", and a record's values are
    written as JSON writes them (true, null), not as Python's reprs."""
    error = refused_everywhere(capsys, monkeypatch, tmp_path, data, part)
    assert not_there not in str(error)


def test_a_mark_that_is_not_a_mark_is_written_as_json(record):
    doc = json.loads(with_(record))
    doc["hands"][0]["actions"][0]["mark"] = None
    with pytest.raises(RecordError, match="mark null is not one of"):
        replay(doc)
