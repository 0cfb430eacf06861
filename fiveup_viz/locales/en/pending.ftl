### Messages waiting to be folded into their files (tests/test_pseudo_locale.py found them in Python).

# The game's name, where a record has no title of its own: the game page's <title>
# (fiveup_viz.page.game_page), the game viewer's header
# (fiveup_viz.widgets.viewer) and the first line of a summary (fiveup_viz.summary.summary).
game-name = Exact 61 Five Up
