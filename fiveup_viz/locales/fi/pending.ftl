### Viestit, jotka odottavat siirtoa omiin tiedostoihinsa (tests/test_pseudo_locale.py löysi ne Python-koodista).

# Pelin nimi, kun tallenteella ei ole omaa otsikkoa: pelisivun <title>
# (fiveup_viz.page.game_page), pelinäkymän otsikkorivi (fiveup_viz.widgets.viewer)
# ja yhteenvedon ensimmäinen rivi (fiveup_viz.summary.summary).
game-name = Exact 61 Five Up
