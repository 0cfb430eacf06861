### The illustrated rule book.

title = Exact 61 Five Up: kuvitetut säännöt
figure = Kuva { $n }
about = Alkuperäinen sääntöteksti. Sen 11 kuvaa on piirretty uudelleen fiveup_viz:llä niille paikoille, joilla ne olivat, ja kunkin kuvan oma teksti on sen alla.
gaps = Hakasulkeissa olevat sanat täyttävät aukon, josta pelkkä teksti on menettänyt laatan kuvan.
gap-title = täytetty aukko: tästä pelkkä teksti on menettänyt laatan kuvan
