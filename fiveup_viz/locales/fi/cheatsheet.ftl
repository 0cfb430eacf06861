### The one-page cheat sheet.

title = Exact 61 Five Up · muistilista
subtitle = Dominot, tuplakuutossarja, 2–4 pelaajaa, 5 laattaa kullekin. Sääntönumerot R1–R28 kuten kurssilla.
turn = Vuoro
start = Sinun vuorosi
can = Sopiiko jokin laattasi lailliseen jatkokohtaan?
place = Aseta se jatkokohdan numeroa vastaten (R9–R13). Et saa nostaa sen sijaan (R17).
add = Laske pisteytykseen lasketut päät yhteen. Viiden positiivinen monikerta tuottaa yhtä monta raakapistettä (R14, R15).
last = Oliko se viimeinen laattasi?
out = Käden tyhjennys: pisteytä kierros (alla).
next = Vuoro siirtyy myötäpäivään (R5).
empty = Onko nostopakka tyhjä?
draw = Nosta yksi laatta. Jos se sopii, aseta se heti; jos ei, nosta uudelleen (R18).
pass = Ohita (R19). Kukaan ei voi asettaa ja nostopakka on tyhjä: tukkeutunut kierros (R20).
yes = kyllä
no = ei
counts = Mitä lasketaan (R14)
counts-1 = Ei-tuplalaatan vapaa pää lasketaan numeronsa arvoisena; avauslaatasta lasketaan molemmat päät.
counts-2 = Tupla, jonka linjan puolista korkeintaan toinen on käytössä, lasketaan molempien puoliskojen arvoisena (päässä oleva tupla).
counts-3 = Tupla, jonka linjan molemmat puolet ovat käytössä, ei lisää summaa (sisäinen). Vasta silloin sen haarat avautuvat (R11); avaamaton sivuhaara lisää nollan.
counts-4 = Laillinen jatkokohta ≠ laskettava pää: sisäisen tuplan vapaa haara on laillinen jatkokohta, jota ei lasketa.
counts-pic = Täytetyt numerot lasketaan: 2 + 5 + 3 = 10, joka tuottaa 10 raakapistettä (2 näyttöpistettä).
out-title = Käden tyhjennys (R21–R23)
out-formula = yksi pistetapahtuma = viimeinen asetus + pyöristä(kaikkien vastustajien silmäluvut yhdessä) − pyöristä(parin silmäluvut)
out-notes = Parin osuus vain neljällä pelaajalla. Pyöristä jokainen osa kerran, älä koskaan yhdistä parin silmälukuja vastustajien silmälukuihin. Kätensä tyhjentänyt pelaaja aloittaa seuraavan kierroksen (R8).
blocked-title = Tukkeutunut kierros (R25–R27)
blocked-formula = jokainen käsi saa pyöristä(summa (suurempi vastustajan käsi − oma käsi))
blocked-notes = Jokaisen pelaajan laatat ovat yksi käsi; parin jäsenten kädet ovat erillisiä eikä niitä verrata. Kädet pienimmästä summasta alkaen; samat summat myötäpäivään tämän kierroksen aloittajasta (D8). Jokainen hyvitys on oma pistetapahtumansa. Pienin käsi voittaa kierroksen mutta ei aloita: seuraava aloittaja arvotaan (R8).
round-title = Pyöristys lähimpään viiden monikertaan (R24)
round-sum = summa
round-to = pyöristyy
round-notes = Jakojäännös 1 tai 2 pyöristyy alas, 3 tai 4 ylös.
target-title = Tavoite (R1–R3)
target-1 = 5 raakapistettä = 1 näyttöpiste. Voitto täsmälleen 61 näyttöpisteellä = { $target } raakapistettä.
target-2 = Pistetapahtuma, joka veisi yli { $target } raakapisteen, hylätään kokonaan; peli jatkuu.
target-3 = Täsmälleen { $target } hyväksytyllä pistetapahtumalla voittaa heti; sen jälkeen mitään ei lasketa.
target-4 = Paperikirjanpito: viiva kutakin näyttöpistettä kohden; kymmenen viivaa ovat iso X ja pieni x jokaisessa välissä (R28).
