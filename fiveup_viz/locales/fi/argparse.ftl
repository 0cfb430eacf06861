### argparse's own words, found by their English text (the en file holds argparse's msgids).

argparse-usage = käyttö:{ " " }
argparse-positional-arguments = argumentit
argparse-options = valitsimet
argparse-show-this-help-message-and-exit = näytä tämä ohje ja lopeta
argparse-the-following-arguments-are-required-s = seuraavat pakolliset argumentit puuttuvat: %s
argparse-invalid-choice-value-choose-from-choices = virheellinen valinta: %(value)r (valitse jokin näistä: %(choices)s)
argparse-unrecognized-arguments-s = tuntemattomat argumentit: %s
argparse-expected-one-argument = odotettiin yhtä argumenttia
argparse-expected-at-least-one-argument = odotettiin vähintään yhtä argumenttia
argparse-expected-at-most-one-argument = odotettiin enintään yhtä argumenttia
argparse-argument-argument-name-message = argumentti %(argument_name)s: %(message)s
argparse-invalid-type-value-value = virheellinen %(type)s-arvo: %(value)r
argparse-ambiguous-option-option-could-match-matches = moniselitteinen valitsin: %(option)s voi olla %(matches)s
argparse-ignored-explicit-argument-r = ohitettu nimetty argumentti %r
argparse-not-allowed-with-argument-s = ei sallittu argumentin %s kanssa
argparse-one-of-the-arguments-s-is-required = jokin argumenteista %s tarvitaan
argparse-prog-error-message = %(prog)s: virhe: %(message)s{ "\u000A" }
