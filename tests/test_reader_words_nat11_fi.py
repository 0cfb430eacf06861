"""A native Finnish reading of the words issue 29's fixes changed (task nat11-fi): each test
names what the reader found and reads the words as a learner or a teacher gets them."""

from __future__ import annotations

import pytest

from fiveup_viz.words.messages import text
from tests.conftest import ROOT

#: nat11-fi: (finding, file, message id, values, what the reader reads, what they no longer read).
NAT11 = [
    # a negated pair is «ei sitä eikä …», not «sitä tai … ei voi», which reads as either one
    ("withdrawn", "errors", "teaching-withdrawn", {},
     "): ei sitä eikä painiketta ”Näytä bottien kädet” voi ottaa käyttöön; mikään ei muuttunut",
     "sitä tai painiketta"),
]


@pytest.mark.parametrize(("finding", "file", "msg", "values", "reads", "gone"), NAT11,
                         ids=[f"{n}-{f}-{m}" for n, f, m, *_ in NAT11])
def test_fi_nat11_the_messages_read_as_a_native_writes_them(finding: str, file: str, msg: str,
                                                            values: dict, reads: str,
                                                            gone: str) -> None:
    """nat11-fi: each message as its reader gets it, the old wording gone."""
    said = text("fi", file, msg, **values)
    assert reads in said and gone not in said, (finding, said)
