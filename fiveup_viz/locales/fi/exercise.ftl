### Exercises, quizzes and the Practice widget: questions, choices and feedback.

right = Oikein.
wrong = Ei aivan: vastasit { $answer }.
points = { $shown } näyttöpistettä ({ $raw } raakapistettä)
points-one = 1 näyttöpiste ({ $raw } raakapistettä)
none = ei yhtään
bad-int = Vastaa kokonaisluvulla, esimerkiksi 10.
bad-choice = Vastaa jollakin vaihtoehdoista: { $choices }.
bad-item = { $item } ei ole tämän kysymyksen vaihtoehto.
missed = Jätit pois: { $items }.
choice-double = { $tile }: molemmat puoliskot
choice-socket = { $tile } { $socket }
end-value = { $end } = { $value }
q-score-open = { $name } avaa laatalla { $tile }. Montako raakapistettä asetus tuottaa?
q-score = { $name } asettaa laatan { $tile } laattaan { $on } ({ $socket }). Montako raakapistettä asetus tuottaa?
e-sum = Asetuksen jälkeen pisteytykseen lasketut päät ovat { $ends }; niiden summa on { $total }.
e-sum-none = Asetuksen jälkeen yhtään päätä ei lasketa; summa on 0.
e-scores = { $total } on viiden positiivinen monikerta, joten asetus tuottaa { $points } (R14, R15).
e-no-score = { $total } ei ole viiden positiivinen monikerta, joten asetus ei tuota pisteitä (R14, R15).
e-internal = Sisäinen spinneri ei lisää summaa: { $tiles } (R14).
q-counted = Mitkä tämän pelikuvion päät lasketaan viimeisen asetuksen jälkeen? Valitse jokainen pisteytykseen laskettava pää.
e-counted = Pisteytykseen lasketut päät ovat { $ends } (R14).
e-internal-tile = { $tile } on sisäinen: linjan molemmat puolet ovat käytössä, joten sitä ei lasketa (R14).
e-branch = { $point } on sisäisen spinnerin vapaa haara: laillinen jatkokohta, jota ei lasketa (R14).
q-legal = Mihin laatan { $tile } voi asettaa tässä pelikuviossa? Valitse jokainen laillinen jatkokohta.
e-legal = { $tile } sopii kohtiin { $points } (R9, R13).
e-legal-none = { $tile } ei sovi tässä mihinkään: mikään laillinen jatkokohta ei näytä arvoa { $low } tai { $high } (R9, R13).
e-value = { $point } näyttää arvon { $value }, joka ei ole laatan { $tile } puolisko (R9).
e-closed = { $point }: spinnerin haarat avautuvat vasta, kun linjan molemmat puolet ovat käytössä (R11).
q-round = Laske näiden laattojen silmäluvut yhteen ja pyöristä summa lähimpään viiden monikertaan. Mikä tulos on?
e-round = Laattojen silmäluvut ovat yhteensä { $total }. { $how }, joten { $total } → { $rounded } (R24).
how-stays = Viidellä jaollinen summa ei muutu
how-down = Jakojäännös { $rem } pyöristyy alas
how-up = Jakojäännös { $rem } pyöristyy ylös
q-going-out = { $name } tyhjentää kätensä laatalla { $tile }; viimeinen asetus tuottaa { $placement } raakapistettä. Muiden käsiin jääneet laatat näytetään.{ $note } Mikä on koko pistetapahtuman arvo raakapisteinä?
q-partner = { $partner } on pelaajan { $name } pari.
e-opponents = Vastustajien silmäluvut yhteensä: { $parts } = { $total } → { $rounded }, pyöristetään kerran (R22, R24).
e-partner = Hänen parinsa { $partner }: { $total } → { $rounded }, pyöristetään erikseen ja vähennetään (R23).
e-event = Yksi pistetapahtuma: { $placement } + { $opponents } − { $partner } = { $raw } raakapistettä (R23).
e-event-solo = Yksi pistetapahtuma: { $placement } + { $opponents } = { $raw } raakapistettä (R22).
q-blocked = Kierros on tukkeutunut: kukaan ei voi asettaa ja nostopakka on tyhjä. Jokaiseen käteen jääneet laatat näytetään. Montako raakapistettä pelaajan { $name } käsi tuottaa?
e-group = Pelaajalla { $name } on { $pips }. Suuremmat vastustajien kädet: { $diffs } → { $credit } (R25, R24).
e-group-none = Pelaajalla { $name } on { $pips }; mikään vastustajan käsi ei ole suurempi, joten se ei tuota pisteitä (R25).
e-group-partner = Parin { $partner } kättä ei koskaan verrata siihen (R25).
diff = { $name } { $big } − { $pips } = { $diff }
q-deal = { $n } pelaajaa saa kukin 5 laattaa sarjan 28 laatasta. Montako laattaa jää nostopakkaan?
e-deal = Tuplakuutossarjassa on 28 laattaa (R4); { $n } × 5 = { $dealt } jaetaan, joten { $left } jää nostopakkaan (R6).
q-partner-of = Neljä pelaajaa istuu pöydän ympärillä. Kuka on pelaajan { $name } pari?
q-next-of = Kuka pelaa heti pelaajan { $name } jälkeen?
e-partner-of = Parit istuvat vastakkain, joten { $answer } on pelaajan { $name } pari (R5).
e-next-of = Peli etenee myötäpäivään, joten { $answer } pelaa heti pelaajan { $name } jälkeen (R5).
q-draw = On pelaajan { $name } vuoro, ja hänen laattansa näytetään. Mitä pelaajan { $name } on tehtävä?
choice-place = asettaa laatan
choice-draw = nostaa nostopakasta
choice-pass = ohittaa
e-place = { $tile } sopii, joten pelaajan { $name } on asetettava laatta eikä hän saa nostaa (R17).
e-draw = Mikään laatta ei sovi ja nostopakassa on { $left } laattaa, joten { $name } nostaa yhden kerrallaan, kunnes laatta sopii, ja asettaa sen heti (R18).
e-pass = Mikään laatta ei sovi ja nostopakka on tyhjä, joten { $name } ohittaa (R19).
q-target = Puolen { $side } pisteet ovat { $before } raakapistettä ({ $shown } näyttöpistettä). Tulee { $raw } raakapisteen pistetapahtuma. Mitkä ovat raakapisteet sen jälkeen?
e-accepted = { $before } + { $raw } = { $total } ei ylitä 305:tä, joten pistetapahtuma hyväksytään (R2).
e-won = { $before } + { $raw } = 305 ei ylitä 305:tä, joten pistetapahtuma hyväksytään (R2); täsmälleen 305 voittaa pelin heti (R3).
e-discarded = { $before } + { $raw } = { $total } ylittäisi 305:n, joten koko pistetapahtuma hylätään ja pisteet pysyvät lukemassa { $before } (R2).
q-sheet = Montako viivaa paperikirjanpidossa on { $raw } raakapisteen kohdalla?
e-sheet = Yksi viiva on 5 raakapistettä, joten { $raw } raakapistettä on { $strokes } viivaa: { $tens } täyttä merkkiä (iso X ja pieni x jokaisessa välissä) ja { $rest } lisää (R28, D7).
check = Tarkista
next = Seuraava kysymys
reveal = Näytä vastaus
answer = Vastauksesi
tally = { $right } oikein, kysytty { $asked }
level = taso { $level }/{ $levels }
answer-is = Vastaus: { $solution }.
choose = Valitse alta ja paina Tarkista.
type = Kirjoita luku ja paina Tarkista.
static = Suorita muistikirja vastataksesi tässä.
kind-score = Asetuksen pisteet
kind-counted = Pisteytykseen lasketut päät
kind-legal = Lailliset jatkokohdat
kind-round = Pyöristys
kind-going-out = Käden tyhjennys
kind-blocked = Tukkeutunut kierros
seat-title = Peli etenee myötäpäivään (R5)
seat-title-pairs = Parit istuvat vastakkain; peli etenee myötäpäivään (R5)
seat-sides = { $a } vastaan { $b }
seat-seat = paikka { $n }
seat-leads = aloittaa
