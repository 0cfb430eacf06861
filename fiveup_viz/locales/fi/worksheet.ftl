### A printable worksheet of practice questions, with its answer key on a page of its own
### (fiveup-viz worksheet, fiveup_viz.pages.worksheet).

title = Exact 61 Five Up · tehtävämoniste: { $topic }
topic-mix = sekalaisia tehtäviä
name = Nimi
date = Päivämäärä
about = { $count ->
    [one] 1 tehtävä
   *[other] { $count } tehtävää
}, taso { $level }/{ $levels }, siemenluku { $seed }
kinds = Tehtävätyypit: { $kinds }
key-for = Vastaukset monisteeseen: { $title }
remake = Saman monisteen saa uudelleen komennolla: { $command }
remake-file = moniste
instructions = Vastaa jokaiseen tehtävään sen alla olevaan tilaan: kirjoita kokonaisluku ruutuun tai ympyröi jokaisen oikean vaihtoehdon kirjain (oikeita voi olla useampi kuin yksi).
answer-number = Vastaus { $n }:
answer-choice = Vastaus { $n }, ympyröi:
key-title = Oikeat vastaukset
key-intro = Opettajalle: jokaisen tehtävän vastaus, perustelu ja säännöt, joihin se perustuu.
key-answer = Vastaus: { $answer }
key-choice = { $letter } ({ $label })
key-none = ei mikään vaihtoehdoista
tile-to-place = Asetettava laatta:
letters-legend = Kirjain piirroksessa: kohta, jota saman kirjaimen vaihtoehto tarkoittaa
version = versio { $letter }
# The small head of every question page after a version's first (hint51, teach19: copies of
# A and B got mixed): the title with its version, and the page among the version's pages.
page-head = { $title } · sivu { $page }/{ $pages }
title-version = { $title } · { $version }
key-title-version = Oikeat vastaukset, { $version }
q-counted = Mitkä tämän pelikuvion päät kuuluvat pisteytykseen, kun laatta { $tile } on juuri asetettu (kehystetty laatta)? Ympyröi jokaisen pisteytykseen kuuluvan pään kirjain.
# The tiles named, so two rounding questions of a sheet never read alike (teacher trial 13).
q-round = { $n ->
    [one] Laske tämän laatan { $tiles } silmäluvut yhteen ja pyöristä summa lähimpään viiden monikertaan. Mikä on tulos?
   *[other] Laske näiden laattojen { $tiles } silmäluvut yhteen ja pyöristä summa lähimpään viiden monikertaan. Mikä on tulos?
}
q-legal = Mihin laatan { $tile } voi asettaa tässä pelikuviossa? Ympyröi jokaisen sellaisen laillisen jatkokohdan kirjain, johon laatta sopii.
