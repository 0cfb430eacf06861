### Exercises, quizzes and the Practice widget: questions, choices and feedback.

right = Oikein.
wrong = Ei aivan: vastasit { $answer }.
wrong-none = Ei aivan: et valinnut yhtään vastausta.
# The learner's answer, quoted as an answer ("you answered “pass”").
quoted = ”{ $text }”
points = { $shown ->
        [one] { $shown } näyttöpisteen
       *[other] { $shown } näyttöpistettä
    } ({ $raw ->
        [one] { $raw } raakapisteen
       *[other] { $raw } raakapistettä
    })
# Always the object of "tuottaa" (e-scores, e-scores-last, e-scores-thrown): accusative.
points-one = 1 näyttöpisteen ({ $raw ->
        [one] { $raw } raakapisteen
       *[other] { $raw } raakapistettä
    })
# A placement's points in an answer's reason, in the caption's order (RULES.md: "10 raakapistettä (2 näyttöpistettä)");
# the object of "tuottaa" (e-scores, e-scores-last, e-scores-thrown): 1 in the accusative.
placement-points = { $raw ->
        [one] { $raw } raakapisteen
       *[other] { $raw } raakapistettä
    } ({ $shown ->
        [one] { $shown } näyttöpisteen
       *[other] { $shown } näyttöpistettä
    })
placement-points-one = { $raw ->
        [one] { $raw } raakapisteen
       *[other] { $raw } raakapistettä
    } (1 näyttöpisteen)
none = ei yhtään
bad-int = Vastaa kokonaisluvulla, esimerkiksi 10.
bad-choice = Vastaa jollakin vaihtoehdoista: { $choices }.
bad-none = Valitse ainakin yksi vastaus ja paina sitten Tarkista.
bad-empty = Kirjoita luku ja paina sitten Tarkista.
bad-item = ”{ $item }” ei ole tämän kysymyksen vaihtoehto.
missed = Jätit pois: { $items }.
# A wrong answer in a class's quiz keeps the right answer back: how many right choices were
# left out, and the rules to read again.
missed-some = { $count ->
    [one] Yksi oikea vastaus jäi pois.
   *[other] { $count } oikeaa vastausta jäi pois.
}
rules-again = { $count ->
    [one] Lue sääntö vielä kerran ({ $rules }) ja yritä sitten uudelleen tai näytä vastaus.
   *[other] Lue säännöt vielä kerran ({ $rules }) ja yritä sitten uudelleen tai näytä vastaus.
}
choice-double = { $tile } molemmat puoliskot
choice-socket = { $tile } { $socket }
end-value = { $end } = { $value }
q-score-open =
    { PERSON($name) ->
        [you] Avaat laatalla { $tile }.
       *[other] { $name } avaa laatalla { $tile }.
    } Montako raakapistettä asetus tuottaa?
q-score-open-thrown =
    { PERSON($name) ->
        [you] Avaat laatalla { $tile }.
       *[other] { $name } avaa laatalla { $tile }.
    } Montako asetuspistettä (raakapisteinä) asetus tuottaa ennen tavoitteen tarkistusta?
q-score =
    { PERSON($name) ->
        [you] Asetat laatan { $tile } laatan { $on } { FORM($socket, case: "illative") }.
       *[other] { $name } asettaa laatan { $tile } laatan { $on } { FORM($socket, case: "illative") }.
    } Montako raakapistettä asetus tuottaa?
q-score-thrown =
    { PERSON($name) ->
        [you] Asetat laatan { $tile } laatan { $on } { FORM($socket, case: "illative") }.
       *[other] { $name } asettaa laatan { $tile } laatan { $on } { FORM($socket, case: "illative") }.
    } Montako asetuspistettä (raakapisteinä) asetus tuottaa ennen tavoitteen tarkistusta?
q-score-last =
    { PERSON($name) ->
        [you] Asetat laatan { $tile } laatan { $on } { FORM($socket, case: "illative") }.
       *[other] { $name } asettaa laatan { $tile } laatan { $on } { FORM($socket, case: "illative") }.
    } Montako asetuspistettä (raakapisteinä) asetus tuottaa ennen kuin ne liitetään käden tyhjennyksen pistetapahtumaan?
e-sum =
    { $count ->
        [one] Asetuksen jälkeen pisteytykseen kuuluu vain yksi pää: { $ends }; summa on { $total }.
       *[other] Asetuksen jälkeen pisteytykseen kuuluvat päät ovat { $ends }; niiden summa on { $total }.
    }
e-sum-none = Asetuksen jälkeen yksikään pää ei kuulu pisteytykseen; summa on 0.
e-scores = { $total } on positiivinen viiden monikerta (R14, R15), joten asetus tuottaa { $points }.
e-scores-last = { $total } on positiivinen viiden monikerta (R14, R15), joten viimeinen asetus tuottaa { $points }; pisteitä ei hyvitetä erikseen, vaan ne kuuluvat käden tyhjennyksen pistetapahtumaan (R23).
e-scores-thrown = { $total } on positiivinen viiden monikerta (R14, R15), joten asetus tuottaa { $points }, mutta { $before } + { $raw } = { $sum } ylittäisi 305:n, joten koko pistetapahtuma hylätään eikä siitä hyvitetä mitään: pistemäärä pysyy lukemassa { $before } (R2).
e-no-score = { $total } ei ole positiivinen viiden monikerta, joten asetus ei tuota pisteitä (R14, R15).
e-no-score-last = { $total } ei ole positiivinen viiden monikerta, joten viimeinen asetus ei tuota asetuspisteitä (R14, R15) eikä tuo mitään käden tyhjennyksen pistetapahtumaan (R23).
# Every internal double of the layout at once: $tiles their list, $count how many (read13-en I2:
# the glossary's "sisäinen tupla").
e-internal = { $count ->
    [one] Sisäinen tupla { $tiles } ei lisää summaan mitään (R14).
   *[other] Sisäiset tuplat { $tiles } eivät lisää summaan mitään (R14).
}
q-counted = Mitkä tämän pelikuvion päät kuuluvat pisteytykseen juuri tehdyn asetuksen (sininen kehys) jälkeen? Valitse kaikki pisteytykseen kuuluvat päät.
e-counted =
    { $count ->
        [one] Pisteytykseen kuuluu vain yksi pää: { $ends } (R14).
       *[other] Pisteytykseen kuuluvat päät ovat { $ends } (R14).
    }
e-internal-tile = { $tile } on sisäinen: sen molemmat linjasuunnat on täytetty, joten siitä ei lasketa mitään (R14).
e-branch = Tässä pelikuviossa { $point } on sisäisen tuplan avaamaton sivuhaara: laillinen jatkokohta, jota ei lasketa (R13, R14).
q-legal = Mihin laatan { $tile } voi asettaa tässä pelikuviossa? Valitse kaikki lailliset jatkokohdat, joihin laatta { $tile } sopii.
e-legal = { $tile } sopii { FORM($points, case: "illative") } (R9, R13).
e-legal-none = { $tile } ei sovi tässä mihinkään: missään laillisessa jatkokohdassa ei ole lukua { $low ->
        [0] { $high ->
            [0] { $low }
           *[other] { $low } eikä { $high }
        }
        [1] { $high ->
            [1] { $low }
           *[other] { $low } eikä { $high }
        }
        [2] { $high ->
            [2] { $low }
           *[other] { $low } eikä { $high }
        }
        [3] { $high ->
            [3] { $low }
           *[other] { $low } eikä { $high }
        }
        [4] { $high ->
            [4] { $low }
           *[other] { $low } eikä { $high }
        }
        [5] { $high ->
            [5] { $low }
           *[other] { $low } eikä { $high }
        }
        [6] { $high ->
            [6] { $low }
           *[other] { $low } eikä { $high }
        }
       *[other] { $low } eikä { $high }
    } (R9, R13).
e-value = { $tile } ei sovi { FORM($point, case: "illative") }: lukua { $value } ei ole kummassakaan laatan { $tile } puoliskossa (R9).
e-closed = Tässä pelikuviossa { FORM($point, case: "nominative") } ei ole vielä laillinen jatkokohta: spinnerin sivuhaarat avautuvat vasta, kun sen molemmat linjasuunnat on täytetty (R11, R13).
e-closed-value = Tässä pelikuviossa { FORM($point, case: "nominative") } ei ole vielä laillinen jatkokohta: spinnerin sivuhaarat avautuvat vasta, kun sen molemmat linjasuunnat on täytetty (R11, R13); lisäksi lukua { $value } ei ole kummassakaan laatan { $tile } puoliskossa (R9).
q-round = { $n ->
    [one] Laske tämän laatan silmäluvut yhteen ja pyöristä summa lähimpään viiden monikertaan. Mikä on tulos?
   *[other] Laske näiden laattojen silmäluvut yhteen ja pyöristä summa lähimpään viiden monikertaan. Mikä on tulos?
}
e-round = { $n ->
    [one] Laatan silmäluvut ovat yhteensä { $total }.
   *[other] Laattojen silmäluvut ovat yhteensä { $total }.
} { $how }, joten { $total } → { $rounded } (R24).
how-stays = Viidellä jaollinen summa ei muutu
how-down = Jakojäännös { $rem } pyöristyy alas
how-up = Jakojäännös { $rem } pyöristyy ylös
# Short sentences, one fact each, for pupils of 12-15 (teacher trial 13, friction 6); the key
# gives the count with its rules (e-opponents, e-partner, e-event).
q-going-out = { $name } tyhjentää kätensä laatalla { $tile }. { $placement ->
    [0] Viimeinen asetus ei tuo käden tyhjennyksen pistetapahtumaan mitään.
    [one] Viimeisen asetuksen { $placement } raakapiste kuuluu käden tyhjennyksen pistetapahtumaan.
   *[other] Viimeisen asetuksen { $placement } raakapistettä kuuluu käden tyhjennyksen pistetapahtumaan.
} Muiden pelaajien laatat näytetään.{ $note } Mikä on koko pistetapahtuman arvo raakapisteinä?
q-partner = { $partner } ja { $name } ovat pari.
e-opponents = { $count ->
    [one] Vastustajan kädessä on { $total ->
        [one] 1 silmä
       *[other] { $total } silmää
    }, ja summa pyöristetään kerran: { $total } → { $rounded ->
        [one] { $rounded } raakapiste
       *[other] { $rounded } raakapistettä
    } (R22, R24).
   *[other] Vastustajien silmäluvut lasketaan yhteen, { $parts } = { $total ->
        [one] 1 silmä
       *[other] { $total } silmää
    }, ja summa pyöristetään kerran: { $total } → { $rounded ->
        [one] { $rounded } raakapiste
       *[other] { $rounded } raakapistettä
    } (R22, R24).
}
e-partner = { $partner } (parikumppani): kädessä { $total ->
    [one] 1 silmä
   *[other] { $total } silmää
}; summa pyöristetään erikseen { FORM($rounded, case: "illative") } ja vähennetään (R23).
e-event = Yksi pistetapahtuma: { $placement } + { $opponents } − { $partner } = { $raw ->
        [one] { $raw } raakapiste
       *[other] { $raw } raakapistettä
    } (R15, R23).
e-event-solo = Yksi pistetapahtuma: { $placement } + { $opponents } = { $raw ->
        [one] { $raw } raakapiste
       *[other] { $raw } raakapistettä
    } (R15, R22, R23).
q-blocked = Kierros on tukkeutunut: nostopakka on tyhjä, eikä kukaan voi asettaa laattaa. Katso, mitä laattoja { $name } pitää kädessään: mikä on tämän käden pyöristetty hyvitys raakapisteinä?
e-group = { $name }: kädessä { $pips ->
    [one] { $pips } silmä
   *[other] { $pips } silmää
}. { $count ->
    [one] Ero suurempaan vastustajan käteen, pyöristettynä
   *[other] Erot suurempiin vastustajien käsiin, summa kerran pyöristettynä
}: { $diffs } → { $credit ->
    [one] { $credit } raakapiste
   *[other] { $credit } raakapistettä
} (R25, R24).
e-group-none = { $name }: kädessä { $pips ->
    [one] { $pips } silmä
   *[other] { $pips } silmää
}; mikään vastustajan käsi ei ole suurempi, joten käsi ei tuota pisteitä (R25).
e-group-partner = { $partner } kuuluu samaan pariin, eikä parin jäsenten käsiä koskaan verrata toisiinsa (R25).
q-deal = Pelaajia on { $n }, ja kukin saa 5 laattaa 28 laatan sarjasta. Montako laattaa jää nostopakkaan?
e-deal = Tuplakuutossarjassa on 28 laattaa (R4); jaetaan { $n } × 5 = { $dealt ->
        [one] { $dealt } laatta
       *[other] { $dealt } laattaa
    }, joten nostopakkaan jää { $left ->
        [one] { $left } laatta
       *[other] { $left } laattaa
    } (R6).
q-partner-of = Neljä pelaajaa istuu pöydän ympärillä, ja yksi heistä on { $name }. Kuka on hänen parinsa?
q-next-of = { $name } on juuri pelannut. Kuka pelaa seuraavaksi?
e-partner-of = Parin jäsenet istuvat vastakkain, joten { $answer } ja { $name } ovat pari (R5).
e-next-of = Peli etenee myötäpäivään: kun { $name } on pelannut, seuraavaksi pelaa { $answer } (R5).
q-draw = Vuorossa on { $name }, ja hänen laattansa näytetään. { $left ->
    [0] Nostopakka on tyhjä.
    [one] Nostopakassa on 1 laatta.
   *[other] Nostopakassa on { $left } laattaa.
} Mitä hänen on tehtävä?
choice-place = asettaa laatan
choice-draw = nostaa nostopakasta
choice-pass = ohittaa vuoronsa
e-place = { $tile } sopii: { $name } voi asettaa laatan, joten hänen on asetettava laatta eikä hän saa nostaa tai ohittaa vuoroaan (R17).
e-draw = { $left ->
    [one] Mikään kädessä oleva laatta ei sovi, ja nostopakassa on 1 laatta, joten { $name } nostaa sen ja asettaa sen heti, jos se sopii (R18); jos se ei sovi, { $name } ohittaa vuoronsa, tai kierros tukkeutuu, jos kukaan ei voi asettaa laattaa (R19, D5).
   *[other] Mikään kädessä oleva laatta ei sovi, ja nostopakassa on { $left } laattaa, joten { $name } nostaa laattoja yksi kerrallaan ja asettaa heti ensimmäisen sopivan (R18); jos sopivaa laattaa ei löydy ennen kuin nostopakka on tyhjä, { $name } ohittaa vuoronsa, tai kierros tukkeutuu, jos kukaan ei voi asettaa laattaa (R19, D5).
}
e-pass = Mikään kädessä oleva laatta ei sovi, nostopakka on tyhjä ja joku toinen pelaaja voi vielä asettaa laatan, joten { $name } ohittaa vuoronsa (R19, D5).
q-target = { $side }: { $before ->
        [one] { $before } raakapiste
       *[other] { $before } raakapistettä
    } ({ $shown ->
    [one] 1 näyttöpiste
   *[other] { $shown } näyttöpistettä
}). Seuraavan pistetapahtuman arvo on { $raw ->
        [one] { $raw } raakapiste
       *[other] { $raw } raakapistettä
    }. Mikä on pistemäärä sen jälkeen raakapisteinä?
e-accepted = { $before } + { $raw } = { $total } ei ylitä 305:tä, joten pistetapahtuma hyväksytään (R2).
e-won = { $before } + { $raw } = 305 ei ylitä 305:tä, joten pistetapahtuma hyväksytään (R2); täsmälleen 305 voittaa pelin heti (R3).
e-discarded = { $before } + { $raw } = { $total } ylittäisi 305:n, joten koko pistetapahtuma hylätään ja pistemäärä pysyy lukemassa { $before } (R2).
q-sheet = Montako viivaa paperikirjanpidossa on { $raw } raakapisteen kohdalla?
e-sheet = Yksi viiva on 5 raakapistettä, joten { $raw ->
        [one] { $raw } raakapiste
       *[other] { $raw } raakapistettä
    } on { $strokes ->
    [one] { $strokes } viiva
   *[other] { $strokes } viivaa
}{ $tens ->
    [0] {""}
    [one] : 1 täysi merkki (suuri X ja pieni x jokaisessa välissä)
   *[other] : { $tens } täyttä merkkiä (kussakin suuri X ja pieni x jokaisessa välissä)
}{ $rest ->
    [0] {""}
   *[other] { $tens ->
        [0] {""}
       *[other] { $rest ->
            [one] {" "}ja 1 viiva lisäksi
           *[other] {" "}ja { $rest } viivaa lisäksi
        }
    }
} (R28, D7).
check = Tarkista
next = Seuraava kysymys
reveal = Näytä vastaus
answer = Vastauksesi
tally = { $right } oikein { $asked } kysymyksestä
level = taso { $level }/{ $levels }
answer-is = Vastaus: { $solution }.
choose = Valitse alta ja paina Tarkista.
type = Kirjoita luku ja paina Tarkista.
again = Yritä uudelleen
static-choices = Avaa vaihtoehto nähdäksesi, onko se oikein; sulje se ja yritä uudelleen.
static-numbers = Mikä näistä luvuista on vastaus? Avaa yksi nähdäksesi, onko se oikein; sulje se ja yritä uudelleen.
static-in = Kyllä: vaihtoehto ”{ $choice }” on oikein.
static-out = Ei: vaihtoehto ”{ $choice }” ei ole oikein.
kind-score = Asetuspisteet
kind-counted = Pisteytykseen kuuluvat päät
kind-legal = Lailliset jatkokohdat
kind-round = Pyöristys
kind-going-out = Käden tyhjennys
kind-blocked = Tukkeutunut kierros
seat-title = Peli etenee myötäpäivään (R5)
seat-title-pairs = Parin jäsenet istuvat vastakkain; peli etenee myötäpäivään (R5)
seat-sides = { $a } vastaan { $b }
seat-seat = paikka { $n }
seat-leads = aloittaa
# A "where can … be placed?" choice (a game page's "where" question, a lesson's legal
# exercise) started by its letter, the letter drawn at the point it names on the layout
# (issue 31): "A · [0|2] high end".
choice-lettered = { $letter } · { $label }
