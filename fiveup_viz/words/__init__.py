"""The words layer: the Fluent core, which knows no game type.

Every sentence a user reads is a message of `fiveup_viz/locales/LANG/*.ftl` (en, it, fi and the
pseudo-locale en-XA). This layer reads them and says them; the layers above give it message ids
and values, never finished sentences.

May import: `fiveup_viz.files`, `fiveup_viz.progress`, and Fluent. Nothing of the game.

- `messages`: the bundles, `check_lang`, `text`, `phrases`, numbers and lists said in a language;
- `values`: the values a message is given (`Form`, `Who`, `Point`, `Term`, ...) and how user
  input is quoted in one (`quote`);
- `errors`: `FiveUpError` and its subclasses, each carrying its `Message` as data and saying
  itself in en, it and fi.
"""
