### argparse's own words, found by their English text (the en file holds argparse's msgids).

argparse-usage = usage:{ " " }
argparse-positional-arguments = positional arguments
argparse-options = options
argparse-show-this-help-message-and-exit = show this help message and exit
argparse-the-following-arguments-are-required-s = the following arguments are required: %s
argparse-invalid-choice-value-choose-from-choices = invalid choice: %(value)r (choose from %(choices)s)
argparse-unrecognized-arguments-s = unrecognized arguments: %s
argparse-expected-one-argument = expected one argument
argparse-expected-at-least-one-argument = expected at least one argument
argparse-expected-at-most-one-argument = expected at most one argument
argparse-argument-argument-name-message = argument %(argument_name)s: %(message)s
argparse-invalid-type-value-value = invalid %(type)s value: %(value)r
argparse-ambiguous-option-option-could-match-matches = ambiguous option: %(option)s could match %(matches)s
argparse-ignored-explicit-argument-r = ignored explicit argument %r
argparse-not-allowed-with-argument-s = not allowed with argument %s
argparse-one-of-the-arguments-s-is-required = one of the arguments %s is required
argparse-prog-error-message = %(prog)s: error: %(message)s{ "\u000A" }
