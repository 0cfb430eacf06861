### Explanations of the game: why an end counts, actions, scoring events, the end of a hand, and the widgets' and command line's labels (ui-*).

n-pip = { $count ->
    [one] { $n } silmä
   *[other] { $n } silmää
}
n-tile = { $count ->
    [one] { $n } laatta
   *[other] { $n } laattaa
}
n-raw = { $count ->
    [one] { $n } raakapiste
   *[other] { $n } raakapistettä
}
n-shown = { $count ->
    [one] { $n } näyttöpiste
   *[other] { $n } näyttöpistettä
}
end-opening = { $tile } on avauslaatta, joka ei ole tupla, ja sen molemmat päät ovat avoimia: siitä lasketaan { $high } + { $low }; molemmat päät ovat laillisia jatkokohtia
end-free = { $tile }: sen { $socket } on avoin, siitä lasketaan { $value }, ja se on laillinen jatkokohta
double-lone = { $tile } on päässä oleva tupla, jonka kumpaakaan linjasuuntaa ei ole täytetty: siitä lasketaan kumpikin puolisko kerran, yhteensä { $both }; sen linjasuunnat ovat laillisia jatkokohtia, ja sivuhaarat avautuvat vasta, kun molemmat linjasuunnat on täytetty
double-terminal = { $tile } on päässä oleva tupla: vain sen { $taken } on täytetty, joten siitä lasketaan kumpikin puolisko kerran, yhteensä { $both }; { $free } on sen laillinen jatkokohta
double-internal-open = { $tile } on sisäinen: molemmat linjasuunnat on täytetty, joten siitä ei lasketa mitään; sen molemmat sivuhaarat ovat avaamatta: tyhjiä pisteitä eli laillisia jatkokohtia, joita ei lasketa
double-internal-one = { $tile } on sisäinen: molemmat linjasuunnat on täytetty, joten siitä ei lasketa mitään; sen { $branch } on avaamatta: tyhjä piste eli laillinen jatkokohta, jota ei lasketa
double-internal-full = { $tile } on sisäinen: molemmat linjasuunnat on täytetty, joten siitä ei lasketa mitään; molemmat sivuhaarat on avattu
credit-empty = Tyhjä pöytä: avaa millä tahansa laatalla
credit-yes = { $count ->
    [one] Pisteytykseen laskettu arvo
   *[other] Pisteytykseen lasketut arvot
}: { $sum }, joka on positiivinen viiden monikerta, joten asetus tuottaa { $raw } ({ FORM($shown, case: "object") })
credit-no = { $count ->
    [one] Pisteytykseen laskettu arvo
   *[other] Pisteytykseen lasketut arvot
}: { $sum }, joka ei ole positiivinen viiden monikerta, joten asetus ei tuota pisteitä
credit-last-yes = { $count ->
    [one] Pisteytykseen laskettu arvo
   *[other] Pisteytykseen lasketut arvot
}: { $sum }, joka on positiivinen viiden monikerta, joten viimeisen asetuksen { $raw } ({ $shown }) lasketaan mukaan käden tyhjennyksen pistetapahtumaan eikä hyvitetä omana pistetapahtumanaan
credit-last-no = { $count ->
    [one] Pisteytykseen laskettu arvo
   *[other] Pisteytykseen lasketut arvot
}: { $sum }, joka ei ole positiivinen viiden monikerta, joten viimeinen asetus ei tuo käden tyhjennyksen pistetapahtumaan pisteitä
opens = Aloittaja saa avata millä tahansa laatalla
act-open =
    { PERSON($name) ->
        [you] Avaat laatalla { $tile }
       *[other] { $name } avaa laatalla { $tile }
    }
act-play =
    { PERSON($name) ->
        [you] Asetat laatan { $tile } laatan { $on } { FORM($socket, case: "illative") }
       *[other] { $name } asettaa laatan { $tile } laatan { $on } { FORM($socket, case: "illative") }
    }
act-draw =
    { PERSON($name) ->
        [you] Nostat laatan { $tile } nostopakasta
       *[other] { $name } nostaa laatan { $tile } nostopakasta
    }
act-draw-hidden =
    { PERSON($name) ->
        [you] Nostat laatan nostopakasta
       *[other] { $name } nostaa laatan nostopakasta
    }
# A player's consecutive forced draws in one line («Mitä tapahtui»); no tile named (R18).
# After the number: 1 laatan (accusative), 4 laattaa (partitive).
act-draws =
    { PERSON($name) ->
        [you] Nostat { $count ->
            [one] { $count } laatan
           *[other] { $count } laattaa
        } nostopakasta
       *[other] { $name } nostaa { $count ->
            [one] { $count } laatan
           *[other] { $count } laattaa
        } nostopakasta
    }
act-pass =
    { PERSON($name) ->
        [you] Ohitat vuorosi
       *[other] { $name } ohittaa vuoronsa
    }
why-draw-fits = mikään kädessä ollut laatta ei sopinut; tämä sopii, joten se on asetettava heti
why-draws-fits = mikään kädessä ollut laatta ei sopinut; viimeksi nostettu laatta sopii, joten se on asetettava heti
why-draw = mikään kädessä oleva laatta ei sovi, joten laattoja nostetaan yksi kerrallaan
why-draw-last-pass = se oli nostopakan viimeinen laatta eikä se sovi, joten vuoro ohitetaan
why-draw-last-blocked = se oli nostopakan viimeinen laatta eikä se sovi; kukaan ei voi asettaa laattaa, joten kierros tukkeutuu heti
why-pass = mikään laatta ei sovi ja nostopakka on tyhjä
# In lower case: after the colon of ui-hand-msg and ui-new-game-msg it stays so; a sentence of its own
# (the viewer's «Mitä tapahtui») gets its capital from the program.
leads =
    { PERSON($name) ->
        [you] aloitat tämän kierroksen
       *[other] { $name } aloittaa tämän kierroksen
    }
event-placement =
    { PERSON($name) ->
        [you] asetuksesi: { $raw } raakapistettä
       *[other] asetus ({ $name }): { $raw } raakapistettä
    }
event-domino =
    { PERSON($name) ->
        [you] tyhjensit kätesi: { $raw ->
        [one] { $raw } raakapiste
       *[other] { $raw } raakapistettä
    } (asetus { $placement } + { $count ->
            [one] vastustajan
           *[other] vastustajien
        } silmäluvut { $opponents-pips } → { $opponents })
       *[other] käden tyhjennys ({ $name }): { $raw ->
        [one] { $raw } raakapiste
       *[other] { $raw } raakapistettä
    } (asetus { $placement } + { $count ->
            [one] vastustajan
           *[other] vastustajien
        } silmäluvut { $opponents-pips } → { $opponents })
    }
event-domino-partner =
    { PERSON($name) ->
        [you] tyhjensit kätesi: { $raw ->
        [one] { $raw } raakapiste
       *[other] { $raw } raakapistettä
    } (asetus { $placement } + vastustajien silmäluvut { $opponents-pips } → { $opponents } − oman parin silmäluvut { $partner-pips } → { $partner })
       *[other] käden tyhjennys ({ $name }): { $raw ->
        [one] { $raw } raakapiste
       *[other] { $raw } raakapistettä
    } (asetus { $placement } + vastustajien silmäluvut { $opponents-pips } → { $opponents } − { PERSON($mate) ->
            [you] omat silmälukusi
           *[other] oman parin silmäluvut
        } { $partner-pips } → { $partner })
    }
event-blocked =
    { PERSON($name) ->
        [you] tukkeutuneen kierroksen hyvitys kädellesi: { $raw } raakapistettä
       *[other] tukkeutuneen kierroksen hyvitys ({ $name }): { $raw } raakapistettä
    }
check-accepted =
    hyväksytty: { PERSON($side) ->
        [you] pistemääräsi
        [you-two] pistemääränne
       *[other] { $side }
    } { $sum ->
        [one] { $sum } raakapiste
       *[other] { $sum } raakapistettä
    } ({ $shown }), ei yli 305:n
check-negative =
    hyväksytty: { PERSON($side) ->
        [you] pistemääräsi
        [you-two] pistemääränne
       *[other] { $side }
    } { $sum ->
        [one] { $sum } raakapiste
       *[other] { $sum } raakapistettä
    }; pistemäärä voi mennä nollan alle
check-won =
    hyväksytty: { PERSON($side) ->
        [you] pistemääräsi
        [you-two] pistemääränne
       *[other] { $side }
    } { $sum }, täsmälleen 305: { PERSON($side) ->
        [you] voitat pelin heti
        [you-two] { $side } voitatte pelin heti
        [two] { $side } voittavat pelin heti
       *[other] { $side } voittaa pelin heti
    }
check-discarded =
    hylätty kokonaan: { PERSON($side) ->
        [you] pistemääräsi
        [you-two] pistemääränne
       *[other] { $side }
    } { $sum ->
        [one] { $sum } raakapiste
       *[other] { $sum } raakapistettä
    } ylittäisi 305:n; pistemäärä pysyy { FORM($before, case: "inessive") }
# A scoring event and its target check on one line: $event (event-*) and $check (check-*).
event-line = { $event } → { $check }
rounding-stay = { $total } → { $rounded }, valmiiksi viidellä jaollinen summa ei muutu
rounding-down = { $total } → { $rounded }, jakojäännös { $rem } pyöristyy alas
rounding-up = { $total } → { $rounded }, jakojäännös { $rem } pyöristyy ylös
end-title = Kierros { $n }: { $what }
end-title-blocked = Kierros { $n } tukkeutui
end-domino =
    { PERSON($name) ->
        [you] tyhjennät kätesi
       *[other] { $name } tyhjentää kätensä
    }
end-blocked = Tukkeutunut kierros
end-target =
    { PERSON($name) ->
        [you] asetuksesi vie pistemäärän täsmälleen 305 raakapisteeseen
       *[other] { $name } vie asetuksellaan pistemäärän täsmälleen 305 raakapisteeseen
    }: peli päättyy, eikä kierroksen loppupisteytystä tehdä
end-open = Kierros { $n } ei ole päättynyt
end-none = Tämä kierros ei ole päättynyt tallenteessa: vielä ei ole mitään laskettavaa
out-head = Käden tyhjennys
out-places =
    { PERSON($name) ->
        [you] Asetat laatan { $tile }, kätesi viimeisen laatan, ja tyhjennät kätesi
       *[other] { $name } asettaa laatan { $tile }, kätensä viimeisen laatan, ja tyhjentää kätensä
    }
reveal-head = Jäljellä olevat laatat paljastetaan
# Finnish reads the sum in brackets, also after «ei laattoja»: «Aino: ei laattoja (0 silmää)».
reveal-seat = { FORM($name, case: "label") }: { $tiles } ({ $pips })
no-tiles = ei laattoja
ui-no-tiles-left = (ei laattoja jäljellä)
opp-head = Vastustajien silmäluvut
opp-head-one = Vastustajan silmäluvut
opp-sum =
    { $count ->
        [one] { $parts }: { $pips }; summa pyöristetään kerran: { $rounding }
       *[other] { $parts } = { $pips }; summa pyöristetään kerran: { $rounding }
    }
opp-credit = { FORM($side, case: "label") }: hyvitys { $raw }
partner-head = Oman parin silmäluvut
partner-sum =
    { PERSON($name) ->
        [you] Sinun kätesi: { $pips }
       *[other] { PERSON($player) ->
            [you] Parikumppanisi { $name }: { $pips }
           *[other] { $name } (parikumppani): { $pips }
        }
    }, pyöristetään erikseen eikä yhdistetä vastustajien laattoihin: { $rounding }
partner-deduct = { FORM($side, case: "label") }: vähennys { $raw }
net-head = Käden tyhjennyksen pistetapahtuma
net-sum = Netto: asetus { $placement } + { $count ->
        [one] vastustaja
       *[other] vastustajat
    } { $opponents } = { $raw } ({ $shown }), yksi pistetapahtuma ja yksi tavoitteen tarkistus
net-sum-partner = Netto: asetus { $placement } + vastustajat { $opponents } − pari { $partner } = { $raw } ({ $shown }), yksi pistetapahtuma ja yksi tavoitteen tarkistus
# After a going-out event's net of 0 raw (D2): what it does.
net-zero = 0 raakapisteen netto ei muuta pistemäärää, mutta käden tyhjennyksen pistetapahtuma kirjataan silti
blocked-why = Nostopakka on tyhjä eikä kukaan voi tehdä laillista asetusta: kierros tukkeutuu ja pisteytetään heti
order-head = Kädet järjestyksessä
order-groups = Kunkin pelaajan jäljellä olevat laatat muodostavat yhden käden; kädet pienimmästä summasta alkaen: { $order }
order-ties =
    { PERSON($name) ->
        [you] Samat summat jakavat sijoituksen, ja ne käsitellään myötäpäivään aloittajasta eli sinusta alkaen
       *[other] Samat summat jakavat sijoituksen, ja ne käsitellään myötäpäivään aloittajasta ({ $name }) alkaen
    }
order-partners = Parin jäsenten kädet pidetään erillisinä eikä niitä verrata toisiinsa
group-head =
    { PERSON($name) ->
        [you] Kätesi, { $pips }
       *[other] Käsi ({ $name }), { $pips }
    }
group-diffs = { $count ->
    [one] Ero suurempaan vastustajan käteen
   *[other] Erot suurempiin vastustajien käsiin
}: { $diffs }
group-total = Yhteensä { $total }, pyöristetään kerran: { $rounding }
group-none = Mikään vastustajan käsi ei ole suurempi: ei hyvitystä
group-zero = Hyvitys 0: ei pistetapahtumaa
group-stopped = Ei käsitelty: peli päättyi jo täsmälleen 305 raakapisteeseen
group-credit =
    { FORM($side, case: "label") }: hyvitys { $raw }, oma pistetapahtuma ja oma tavoitteen tarkistus
winner-head = Kierroksen voittaja
winner-one =
    { PERSON($side) ->
        [you] Pienin summa on { $low }, ja se on sinulla: voitat tukkeutuneen kierroksen
        [you-two] Pienin summa on { $low }, ja se on { PERSON($holders) ->
            [you] sinulla
            [you-two] teillä molemmilla
           *[other] parillasi ({ $holders })
        }: { $side } voitatte tukkeutuneen kierroksen
        [two] Pienin summa on { $low } ({ FORM($holders) }): { $side } voittavat tukkeutuneen kierroksen
       *[other] Pienin summa on { $low } ({ FORM($holders) }): { $side } voittaa tukkeutuneen kierroksen
    }
winner-tie = Vastakkaisilla osapuolilla ({ FORM($holders) }) on sama pienin summa, { $low }: kierros päättyy tasatulokseen
target-head = Täsmälleen 305
target-line =
    { PERSON($name) ->
        [you] Asetat laatan { $tile }
       *[other] { $name } asettaa laatan { $tile }
    }: { PERSON($side) ->
        [you] saavutat täsmälleen 305 raakapistettä ja voitat heti
        [you-two] { $side } saavutatte täsmälleen 305 raakapistettä ja voitatte heti
        [two] { $side } saavuttavat täsmälleen 305 raakapistettä ja voittavat heti
       *[other] { $side } saavuttaa täsmälleen 305 raakapistettä ja voittaa heti
    }; sen jälkeen mitään ei pelata eikä lasketa
next-head = Mitä seuraavaksi?
next-won =
    Peli päättyi: { PERSON($side) ->
        [you] saavutit täsmälleen 305 raakapistettä ja voitit
        [you-two] { $side } saavutitte täsmälleen 305 raakapistettä ja voititte
        [two] { $side } saavuttivat täsmälleen 305 raakapistettä ja voittivat
       *[other] { $side } saavutti täsmälleen 305 raakapistettä ja voitti
    }
next-d3 = Peli päättyi: kukaan ei saavuttanut tavoitetta 305 raakapistettä { $n } kierroksen aikana
next-lead =
    { PERSON($name) ->
        [you] Tyhjensit kätesi ja aloitat seuraavan kierroksen
       *[other] { $name } tyhjensi kätensä ja aloittaa seuraavan kierroksen
    }
next-draw = Tukkeutunut kierros ei anna kenellekään aloitusoikeutta: seuraava aloittaja arvotaan, ja arpa voi osua kehen tahansa
turn-play =
    { PERSON($name) ->
        [you] Sinun vuorosi: valitse siirto
       *[other] Vuorossa on { $name }
    }
turn-pending =
    { PERSON($name) ->
        [you] Nostit laatan { $tile }, joka on asetettava heti
       *[other] { $name } nosti laatan { $tile }, joka on asetettava heti
    }
turn-pending-hidden =
    { PERSON($name) ->
        [you] Nostit laatan, joka sopii, ja se on asetettava heti
       *[other] { $name } nosti laatan, joka sopii, ja se on asetettava heti
    }
turn-domino =
    Kierros päättyi: { PERSON($name) ->
        [you] tyhjensit kätesi
       *[other] { $name } tyhjensi kätensä
    }
turn-blocked = Kierros päättyi: se tukkeutui, eikä kukaan voinut asettaa laattaa
sum-players = Pelaajat: { $players }
sum-partners = Parit: { $a } vastaan { $b }
sum-hand =
    Kierros { $n }: { PERSON($name) ->
        [you] sinä aloitat
       *[other] aloittaja { $name }
    }
sum-progress = (kierros kesken)
sum-out =
    { PERSON($name) ->
        [you] Tyhjensit kätesi
       *[other] { $name } tyhjensi kätensä
    }; käsiin jääneiden laattojen silmäluvut: { $pips }
sum-blocked =
    tukkeutunut kierros, { PERSON($side) ->
        [two] voittajat
        [you-two] voittajat
       *[other] voittaja
    } { FORM($side) }; käsiin jääneiden laattojen silmäluvut: { $pips }
sum-blocked-tie = tukkeutunut kierros, tasatulos; käsiin jääneiden laattojen silmäluvut: { $pips }
sum-target =
    { PERSON($name) ->
        [you] Asetuksesi vei pistemäärän täsmälleen 305 raakapisteeseen
       *[other] { $name } vei asetuksellaan pistemäärän täsmälleen 305 raakapisteeseen
    }
sum-scores = Pisteet: { $scores }
sum-winner =
    { PERSON($side) ->
        [two] Voittajat
        [you-two] Voittajat
       *[other] Voittaja
    }: { FORM($side) }
sum-nowinner = Ei voittajaa { $n } kierroksen jälkeen
sum-playing = Peli kesken
sum-points = { $raw } ({ $shown })
svg-tiles = Käsi
svg-players-tiles = Kädet
svg-seat = Paikka { $n }
ui-start = Alkuun
ui-start-tip = Kierroksen alkuun
ui-back = Edellinen
ui-back-tip = Vaihe taaksepäin
ui-next = Seuraava
ui-next-tip = Vaihe eteenpäin
ui-end = Loppuun
ui-end-tip = Kierroksen loppuun, loppupisteytyksen jälkeen
ui-end-tip-question = Kierroksen loppupisteytystä koskevaan kysymykseen
ui-first = Ensimmäinen
ui-first-tip = Ensimmäinen vaihe
ui-prev-tip = Edellinen vaihe
ui-next-step-tip = Seuraava vaihe
ui-last = Viimeinen
ui-last-tip = Viimeinen vaihe
ui-action = Siirto
ui-hand = Kierros
ui-autoplay = Toista automaattisesti
ui-speed = ms/vaihe
ui-face-up = Kädet kuvapuoli ylöspäin
ui-face-down = Kädet kuvapuoli alaspäin
ui-face-up-tip = Opetustila: näytä kaikki kädet
ui-hand-option =
    { $n }: { PERSON($name) ->
        [you] sinä aloitat
       *[other] aloittaja { $name }
    }
ui-hands = Kädet
ui-hands-up = Kädet (kuvapuoli ylöspäin)
ui-hands-down = Kädet (kuvapuoli alaspäin)
ui-seat = { FORM($name, case: "label") }: { $tiles }
ui-seat-tiles = { FORM($name, case: "label") }: { $n ->
    [0] ei laattoja
    [one] { $n } laatta
   *[other] { $n } laattaa
}
ui-seat-pips = { FORM($name, case: "label") }: { $n ->
    [0] ei laattoja
    [one] { $n } laatta, { $pips ->
        [one] { $pips } silmä
       *[other] { $pips } silmää
    }
   *[other] { $n } laattaa, { $pips ->
        [one] { $pips } silmä
       *[other] { $pips } silmää
    }
}
ui-where = Kierros { $n }/{ $m }, siirto { $k }/{ $last }
ui-where-count = Kierros { $n }/{ $m }, siirto { $k }/{ $last }, loppupisteytyksen vaihe { $i }/{ $j }
# The steps after the event that reaches exactly 305: the game is over, nothing is counted (R3, D6).
ui-where-won = Kierros { $n }/{ $m }, siirto { $k }/{ $last }, peli päättyi, vaihe { $i }/{ $j }
ui-hint-count = Seuraavaksi: loppupisteytys.
ui-boneyard = Nostopakka: { $tiles ->
    [0] tyhjä
    [one] 1 laatta
   *[other] { $tiles } laattaa
}
ui-against = { FORM($a, case: "label") } vastaan { FORM($b) }
ui-events = Pistetapahtumat
ui-events-hand = Kierroksen { $n } pistetapahtumat
ui-none-yet = ei vielä yhtään
ui-score = Pisteet
ui-shown = näyttöpisteet
ui-raw-column = raakapisteet
ui-target-column = tavoite
ui-to-go = puuttuu { $raw }
ui-reached = täsmälleen 305: voittaja
ui-end-of = Kierroksen { $n } loppu

# Annotations (RECORD.md § Annotations): the note panel, the marks' meanings, annotating.
ui-note = Huomautus
ui-hand-note = Kierroksen { $n } huomautus
ui-note-in-en = (englanniksi)
ui-note-in-it = (italiaksi)
ui-note-in-fi = (suomeksi)
ui-note-lang = Kieli
ui-note-lang-en = Englanti
ui-note-lang-it = Italia
ui-note-lang-fi = Suomi
ui-note-lang-written = { $language } (teksti on jo kirjoitettu)
ui-mark = Merkki
ui-no-mark = ei merkkiä
ui-mark-good = hyvä siirto
ui-mark-mistake = virhe
ui-mark-excellent = erinomainen siirto
ui-mark-blunder = vakava virhe
ui-mark-interesting = mielenkiintoinen siirto
ui-mark-inaccuracy = epätarkkuus
ui-mark-and-note = { $mark }: { $note }
ui-annotate = Lisää huomautus
ui-annotate-tip = Kirjoita näytetylle tilanteelle huomautus ja valitse sille merkki (kierroksen alussa: kierroksen huomautus)
ui-annotated = Huomautus ja merkki on päivitetty: ”Tallenna peli” tallentaa ne tiedostoon
ui-note-older = { $count ->
    [one] Kohdan { $languages } teksti säilyi ennallaan, ennen tätä muutosta kirjoitettuna: jos se ei enää sano samaa, valitse kohta
   *[other] Kohtien { $languages } tekstit säilyivät ennallaan, ennen tätä muutosta kirjoitettuina: jos ne eivät enää sano samaa, valitse kukin kohta
} luettelosta (”{ ui-note-lang }”) ja kirjoita sen teksti uudelleen
ui-note-lang-entry = ”{ $language }”
ui-note-face-down = Tämä huomautus nimeää laatan, joka on vielä kuvapuoli alaspäin: käännä kädet kuvapuoli ylöspäin (”{ ui-face-up }”) muokataksesi sitä

ui-tile = Laatta
ui-undo = ↶ Kumoa
ui-undo-tip = Ota viimeinen laatta takaisin
ui-reset = Aloita alusta
ui-reset-tip = Takaisin alkutilanteeseen
ui-figures = Kuvat
ui-free-play = (vapaa peli)
ui-figure-next = Aseta kuvan seuraava laatta ▶
ui-figure-next-tip = Aseta valitun kuvan seuraava laatta
ui-fig-seed = Sääntötekstin peli
ui-fig-lone22 = [2|2] yksinään
ui-fig-lone00 = [0|0] yksinään
ui-fig-66on36 = [6|6] laatan [3|6] jatkona
ui-open-table = Valitse avauslaatta:
ui-points-for = Lailliset jatkokohdat laatalle { $tile }:
ui-no-fit = Mikään laatta ei sovi.
ui-open-with = Avaa laatalla { $tile }
ui-move = { $tile } → { $on } ({ $socket })
# One button for a tile on a spinner's twin sockets (line A and line B, or branch A and branch B;
# $socket the first, $twin the other, $on the spinner): the same layout either way (R11).
ui-move-either = { $tile } → { $on } ({ $socket } tai { $twin })
ui-move-either-tip = Kaksi siirtoa, yksi painike: laatan { $tile } asettaminen laatan { $on } { FORM($socket, case: "illative") } tai { FORM($twin, case: "illative") } johtaa samaan pelikuvioon; vain nimet eroavat (R11, R13). Tämä painike asettaa sen { FORM($socket, case: "illative") }.
ui-placed-so-far = Asetettu tähän mennessä: { $moves }
ui-nothing = ei mitään
ui-deal-next = Jaa seuraava kierros ▶
ui-new-game = Uusi peli
ui-record = Tallenne
ui-save = Tallenna peli
ui-show-credits = Näytä siirtojen pisteet
ui-show-credits-tip = Näytä, mitä kukin siirto tuottaisi
# Siirtopainike ja sen pisteet: ajatusviiva, ei sulkeita (huomautus voi päättyä «(R23)»).
ui-move-credit = { $move } – { $note }
ui-credit = { SIGNED($raw) } raakapistettä
ui-credit-last = { SIGNED($raw) } raakapistettä: asetuspisteet, jotka kuuluvat käden tyhjennyksen pistetapahtumaan (R23)
ui-credit-over = { SIGNED($raw) } raakapistettä veisi pistemäärän yli 305:n: hylätään (R2)
ui-caption-last = { $raw ->
    [0] Tämä viimeinen asetus ei tuo pisteitä käden tyhjennyksen pistetapahtumaan (R23, D6).
   *[other] Näitä pisteitä ei hyvitetä omana pistetapahtumanaan: ne lasketaan mukaan käden tyhjennyksen pistetapahtumaan (R23, D6).
}
ui-show-bots = Näytä bottien kädet
ui-show-bots-tip = Käännä bottien laatat näkyviin
ui-your-moves = Siirtosi:
ui-what-happened = Mitä tapahtui
# The projector table's toggle: the layout at the window's width and back (issue 31).
ui-enlarge = Suurenna pelikuvio
ui-enlarge-tip = Näytä pelikuvio ikkunan levyisenä, kädessä olevat laatat ja siirrot sen alla; paina uudelleen, niin näkymä palaa ennalleen
ui-enlarge-back = Palaa tavalliseen näkymään
ui-show-count = Näytä loppupisteytyksen tulos
ui-end-layout = Näytä pelikuvio
ui-end-layout-tip = Näytä kierroksen lopullinen pelikuvio loppupisteytyksen tilalla; paina uudelleen, niin loppupisteytys palaa näkyviin
ui-end-layout-back = Palaa loppupisteytykseen
ui-you = Sinä
ui-file = fiveup-peli.json
ui-new-game-msg = Uusi peli: { $leads }
ui-hand-msg = Kierros { $n }: { $leads }
ui-hand-over = Kierros päättyi: käy loppupisteytys läpi alla ja jaa sitten seuraava kierros
ui-hand-over-beside = Kierros päättyi: käy läpi pelikuvion tilalla näkyvä loppupisteytys ja jaa sitten seuraava kierros
ui-hand-over-counted = Kierros päättyi: jaa seuraava kierros
ui-saved = Pelin tallenne tallennettiin tiedostoon { $path }
ui-not-saved = Pelin tallennetta ei tallennettu tiedostoon { $path }: { $reason }
ui-keep-resumed = Peli jatkuu siitä, mihin se jäi: kierros { $n }
ui-keep-broken = Tiedostoon { $path } tallennettua peliä ei voi jatkaa ({ $reason }): uusi peli alkaa ja tiedosto { $path } pysyy ennallaan uuden pelin ensimmäiseen siirtoon asti
ui-keep-other = Tiedostossa { $path } on toisen pöydän peli (eri pelaajat, paikat tai botit): uusi peli alkaa ja tiedosto { $path } pysyy ennallaan ensimmäiseen siirtoon asti
ui-save-folder = se on kansio; anna tiedostonimi, esimerkiksi fiveup-peli.json
ui-save-empty = tiedostonimeä ei annettu; anna esimerkiksi fiveup-peli.json
ui-save-missing = kansiota { $folder } ei ole olemassa
ui-save-denied = sinne ei ole kirjoitusoikeutta
ui-save-failed = järjestelmä esti kirjoittamisen ({ $error })
ui-status = Kierros { $n }, { $tiles ->
    [0] nostopakka on tyhjä
    [one] nostopakassa on 1 laatta
   *[other] nostopakassa on { $tiles } laattaa
}. { $what }
ui-game-over = Peli on päättynyt.
ui-hand-is-over = Kierros on päättynyt.
ui-show-tiles = Näytä käteni
ui-show-tiles-tip = Näytä vuorossa olevan pelaajan käsi: vain hän saa katsoa näyttöä
ui-hide-tiles = Piilota käteni
ui-hide-tiles-tip = Käännä vuorossa olevan pelaajan laatat taas kuvapuoli alaspäin, ennen kuin muut katsovat näyttöä
ui-teacher = Opetustila
ui-teacher-tip = Opetustila: näytä kaikkien pelaajien kädet kuvapuoli ylöspäin koko luokalle
ui-moves-of =
    { PERSON($name) ->
        [you] Siirtosi:
       *[other] { $name }, siirtosi:
    }
ui-show-prompt =
    { PERSON($name) ->
        [you] Paina ”{ $button }”, kun vain sinä näet näytön.
       *[other] { $name }, paina ”{ $button }”, kun vain sinä näet näytön.
    }
ui-press-show = Paina ensin ”{ $button }”: käsi on vielä kuvapuoli alaspäin. Mikään ei muuttunut.
ui-table-static = Kuva pöydästä sellaisena kuin se tallennettiin: yhä piilossa olevat kädet pysyvät kuvapuoli alaspäin.
ui-table-static-run = Suorita solu, niin voit pelata.

# The game's name, where a record has no title of its own (the game page, the viewer's header,
# the first line of a summary).
game-name = Exact 61 Five Up
