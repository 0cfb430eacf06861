### The one-page cheat sheet.

title = Exact 61 Five Up · pikaohje
subtitle = Dominopeli tuplakuutossarjalla, 2–4 pelaajaa, 5 laattaa kullekin. Sääntönumerot R1–R28 ja ratkaisut D1–D8 kuten kurssilla.
setup-title = Ennen ensimmäistä kierrosta (R4–R7)
setup-1 = Kahdella tai kolmella pelaajalla jokainen kerää omia pisteitään. Neljä pelaajaa pelaa kahtena pysyvänä parina: parin jäsenet istuvat vastakkain ja jakavat yhden pistemäärän (R5).
setup-2 = Sekoita 28 laattaa kuvapuoli alaspäin ja jaa kullekin pelaajalle 5; jakamatta jääneet laatat muodostavat nostopakan. Pidä laattasi salassa (R4, R6).
setup-3 = Valitse ensimmäinen aloittaja arvalla; jos arvonta päättyy tasan, uusi se tasoissa olevien kesken. Jaetut laatat eivät anna aloitusetua (R7). Peli etenee myötäpäivään (R5).
turn = Vuoro
start = Sinun vuorosi
lead = Onko pöytä tyhjä?
open = Aloitat kierroksen: avaa millä tahansa kädessäsi olevalla laatalla (R9).
can = Sopiiko jokin laattasi lailliseen jatkokohtaan?
place = Aseta se lailliseen jatkokohtaan, jossa on sama silmäluku (R9–R13). Jos voit asettaa laatan, et saa nostaa, vaikka asetuksen pisteet hylättäisiin (R17).
add = Laske yhteen pisteytykseen kuuluvat päät (R14). Positiivinen viiden monikerta tuottaa yhtä monta raakapistettä: se on oma pistetapahtumansa, jolla on oma tavoitteen tarkistus (R2, R15, R16).
last = Oliko se viimeinen laattasi?
out = Käden tyhjennys (R21): laske myös tämä asetus; sen pisteet kuuluvat käden tyhjennyksen pistetapahtumaan (katso Käden tyhjennys): yksi pistetapahtuma, yksi tavoitteen tarkistus (R23).
next = Vuoro siirtyy myötäpäivään (R5).
empty = Onko nostopakka tyhjä?
draw = Nosta yksi laatta kerrallaan, kunnes saat sopivan; aseta se heti ja pidä muut nostamasi laatat (R18).
pass = Ohita vuorosi (R19).
# After the drawing or an empty boneyard: can anyone place? no: the hand is blocked (R20, D5).
anyone = Voiko kukaan vielä asettaa laattaa?
blocked = Kierros on tukkeutunut ja pisteytetään heti; vuoroja ei enää ohiteta (R20, D5). Katso Tukkeutunut kierros (R25–R27).
# After a placement's event: a score of exactly 305 raw ends the game at once (R3, D6).
exact = Onko pistemääräsi nyt täsmälleen 305 raakapistettä?
win = Voitto heti: peli päättyy kesken kierroksenkin, eikä sen jälkeen enää pelata tai lasketa (R3, D6).
yes = kyllä
no = ei
# The drawing box's two exits in the flowchart: a drawn tile fits (R18); the boneyard ran out (R19).
drawn-fits = sopiva löytyi
drawn-none = nostopakka loppui
counts = Mitä lasketaan (R14)
counts-1 = Ei-tuplalaatan avoin pää lasketaan silmälukunsa arvoisena (siksi yksinään oleva avauslaatta, joka ei ole tupla, lasketaan molemmista päistään).
counts-2 = Tupla, jonka linjasuunnista korkeintaan toinen on täytetty, lasketaan molempien puoliskojen arvoisena (päässä oleva tupla).
counts-3 = Tupla, jonka molemmat linjasuunnat on täytetty, ei lisää summaa (sisäinen). Vasta silloin sen sivuhaarat avautuvat (R11); avaamaton sivuhaara lisää nollan.
counts-4 = Laillinen jatkokohta ≠ pisteytykseen kuuluva pää: sisäisen tuplan avaamaton sivuhaara on laillinen jatkokohta, jota ei lasketa.
counts-pic = Täytetyt numerot lasketaan: 2 + 5 + 3 = 10, joka tuottaa 10 raakapistettä (2 näyttöpistettä).
out-title = Käden tyhjennys (R21–R23)
out-formula = yksi pistetapahtuma = viimeisen asetuksen asetuspisteet (0, ellei sen summa ole positiivinen viiden monikerta) + vastustajien silmälukujen summa kerran pyöristettynä − oman parin silmälukujen summa erikseen pyöristettynä
out-notes = Parin osuus vain neljällä pelaajalla. Pyöristä vastustajien summa kerran ja parin summa kerran, äläkä koskaan yhdistä parin silmälukuja vastustajien silmälukuihin. Kätensä tyhjentänyt pelaaja aloittaa seuraavan kierroksen, vaikka käden tyhjennyksen pistetapahtuma olisi hylätty (R2, R8).
blocked-title = Tukkeutunut kierros (R25–R27)
blocked-formula = kunkin käden hyvitys = sen erot kaikkiin suurempiin vastustajien käsiin yhteensä, kerran pyöristettynä
blocked-notes = Jokaisen pelaajan laatat ovat yksi käsi; parin jäsenten käsiä ei verrata toisiinsa. Kädet käsitellään pienimmästä summasta alkaen; samat summat myötäpäivään tämän kierroksen aloittajasta alkaen (D8). Jokainen positiivinen hyvitys on oma pistetapahtumansa, jolla on oma tavoitteen tarkistus; hyvitys 0 ei ole pistetapahtuma, ja peli päättyy heti, kun jokin osapuoli saavuttaa täsmälleen 305 raakapistettä (R26, D2). Käsi, jonka summa on pienin, voittaa kierroksen; jos pienin summa on vastakkaisilla pelaajilla tai pareilla, kierroksen tulos on tasan, ja jos sen jakavat vain saman parin jäsenet, pari voittaa. Voitto ei anna aloitusoikeutta: seuraava aloittaja arvotaan (R8, R27).
round-title = Pyöristys lähimpään viiden monikertaan (R24)
round-sum = summa
round-to = pyöristyy
round-notes = Jakojäännös 1 tai 2 pyöristyy alas, 3 tai 4 ylös.
target-title = Tavoite (R1–R3)
target-1 = 5 raakapistettä = 1 näyttöpiste. Voitto täsmälleen 61 näyttöpisteellä = { $target ->
        [one] { $target } raakapiste
       *[other] { $target } raakapistettä
    }.
target-2 = Pistetapahtuma, joka veisi pistemäärän yli { $target } raakapisteen, hylätään kokonaan; peli jatkuu.
target-3 = Kun hyväksytty pistetapahtuma vie pistemäärän täsmälleen { $target } raakapisteeseen, peli on voitettu heti; sen jälkeen mitään ei lasketa.
target-4 = Paperikirjanpito: viiva kutakin näyttöpistettä kohden; kymmenen viivaa muodostaa merkin: suuri X ja pieni x kussakin sen neljässä välissä (R28).
