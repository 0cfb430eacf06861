### The game page and the kernel-free viewer.

start = Alkuun
back = Edellinen
next = Seuraava
end = Loppuun
start-tip = Kierroksen alkuun (Home)
back-tip = Vaihe taaksepäin (←)
next-tip = Vaihe eteenpäin (→)
end-tip = Kierroksen loppuun, loppupisteytyksen jälkeen (End)
end-tip-question = Kierroksen loppupisteytystä koskevaan kysymykseen (End)
end-tip-next = Seuraavan kierroksen alkuun vastaamatta tähän loppupisteytystä koskevaan kysymykseen (End)
face-up = Kädet kuvapuoli ylöspäin
board-only = Vain pelikuvio
board-only-tip = Vain pelikuvio ikkunan kokoisena (näppäin B); paina uudelleen, niin kaikki näkyy taas
board-only-back = Esc tai B: takaisin sivulle
answer-only = Vain vastaus
answer-only-tip = Vain kysymys ja sen vastaus koko ikkunan levyltä (näppäin A); paina uudelleen, niin kaikki näkyy taas
answer-only-back = Esc tai A: takaisin sivulle
hand = Kierros
of-n = { $n }/{ $m }
action = siirto
count = loppupisteytyksen vaihe
won = peli päättyi, vaihe
keys = Näppäimet: ← → vaihe kerrallaan; Home ja End hyppäävät kierroksen alkuun ja loppuun (toinen painallus: pelin alkuun tai loppuun).
keys-quiz = Näppäimet: ← → vaihe kerrallaan; Home hyppää kierroksen alkuun (toinen painallus: pelin alkuun); End hyppää kierroksen loppupisteytystä koskevaan kysymykseen, vastaamattomasta kysymyksestä seuraavan kierroksen alkuun ja kierroksen lopusta pelin loppuun.
window = { $hands ->
    [one] Tällä sivulla on vain kierros { $first } (pelissä on { $total } kierrosta).
   *[other] Tällä sivulla ovat kierrokset { $first }–{ $last } (yhteensä { $total }).
}
viewer = Pelin katselin
window-page = { $hands ->
    [one] Tällä sivulla on vain kierros { $first } (pelissä on { $total } kierrosta).
   *[other] Tällä sivulla ovat kierrokset { $first }–{ $last } (yhteensä { $total }).
} Muut kierrokset saat näkyviin kirjoittamalla sivun uudelleen haluamastasi kierroksesta alkaen: fiveup-viz html GAME.json --hand N, jossa N lasketaan ykkösestä kuten tällä sivulla (Pythonissa, joka laskee nollasta: viewer.to_html(path, hand=N - 1)).
no-position = Tällä sivulla ei ole kohtaa { $asked }: sivulla ovat kierrokset { $first }–{ $last } ykkösestä laskettuna. Sen sijaan näytetään kohta, josta sivu avautuu.
