### The illustrated rule book.

title = Exact 61 Five Up: kuvitetut säännöt
figure = Kuva { $n }
about = Alkuperäinen sääntöteksti. Sen 11 kuvaa on piirretty uudelleen fiveup_viz:llä alkuperäisille paikoilleen, ja kunkin kuvan oma teksti on sen alla. Kappaleen perässä suluissa olevat numerot (R1–R28) ovat sääntöjen numerot kurssilla ja pikaohjeessa.
gaps = Pisteviivalla alleviivattu teksti täyttää kohdan, jossa pelkästä tekstistä on kadonnut laatan kuva.
gap-title = täytetty kohta: pelkästä tekstistä on kadonnut tähän kuulunut laatan kuva
