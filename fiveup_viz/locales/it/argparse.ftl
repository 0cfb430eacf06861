### argparse's own words, found by their English text (the en file holds argparse's msgids).

argparse-usage = uso:{ " " }
argparse-positional-arguments = argomenti posizionali
argparse-options = opzioni
argparse-show-this-help-message-and-exit = mostra questo aiuto ed esce
argparse-the-following-arguments-are-required-s = mancano questi argomenti obbligatori: %s
argparse-invalid-choice-value-choose-from-choices = scelta non valida: %(value)r (scegli tra %(choices)s)
argparse-unrecognized-arguments-s = argomenti non riconosciuti: %s
argparse-expected-one-argument = atteso un argomento
argparse-expected-at-least-one-argument = atteso almeno un argomento
argparse-expected-at-most-one-argument = atteso al massimo un argomento
argparse-argument-argument-name-message = argomento %(argument_name)s: %(message)s
argparse-invalid-type-value-value = valore %(type)s non valido: %(value)r
argparse-ambiguous-option-option-could-match-matches = opzione ambigua: %(option)s può essere %(matches)s
argparse-ignored-explicit-argument-r = argomento esplicito ignorato %r
argparse-not-allowed-with-argument-s = non ammesso con l'argomento %s
argparse-one-of-the-arguments-s-is-required = serve uno degli argomenti %s
argparse-prog-error-message = %(prog)s: errore: %(message)s{ "\u000A" }
