### Messaggi in attesa di essere spostati nei loro file (tests/test_pseudo_locale.py li ha trovati nel codice Python).

# Il nome del gioco, dove una registrazione non ha un titolo proprio: il <title> della pagina
# della partita (fiveup_viz.page.game_page), l'intestazione del visualizzatore della partita
# (fiveup_viz.widgets.viewer) e la prima riga di un riepilogo (fiveup_viz.summary.summary).
game-name = Exact 61 Five Up
