### The game page and the kernel-free viewer.

start = Alku
back = Edellinen
next = Seuraava
end = Loppu
start-tip = Kierroksen alku (Home)
back-tip = Askel taaksepäin (←)
next-tip = Askel eteenpäin (→)
end-tip = Kierroksen loppu loppupisteytyksen jälkeen (End)
face-up = Kädet kuvapuoli ylöspäin
hand = Kierros
of = /
action = siirto
count = loppupisteytyksen vaihe
keys = Näppäimet: ← → askel, Home ja End hyppäävät kierroksen alkuun ja loppuun (uudelleen: pelin).
window = Tällä sivulla ovat kierrokset { $first }–{ $last }/{ $total }.
viewer = Pelin katselin
