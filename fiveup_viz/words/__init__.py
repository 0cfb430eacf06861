"""The words layer: the Fluent core, which knows no game type.

Every sentence a user reads is a message of `fiveup_viz/locales/LANG/*.ftl` (en, it, fi and the
pseudo-locale en-XA). This layer reads them and says them; the layers above give it message ids
and values, never finished sentences.

May import: `fiveup_viz.files`, `fiveup_viz.progress`, and Fluent. Nothing of the game.

Bottom to top:
- `values`: the values a message is given (`Form`, `Who`, `Point`, `Count`, ...); `quoting`: how
  user input is quoted in one (`quote`);
- `fluent`: the Fluent core: the bundles, `text`, `phrases`, numbers, names and lists said in a
  language already checked;
- `errors`: `Message`, the one message as data (an error's, a step's), `word` (say a value),
  `check_lang`, and `FiveUpError` and its subclasses, each saying itself in en, it and fi;
- `messages`: `Words`, one language checked once, which the edge builds and passes down, and
  the message files read as tables.
"""
