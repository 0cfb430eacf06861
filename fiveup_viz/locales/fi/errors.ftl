### Every error the package raises (error.say(lang)).

where-hand = kierros { $hand }:{ " " }
where-action = kierros { $hand }, siirto { $action }:{ " " }
what-player-name = pelaajan { $seat } nimi
what-seat = paikka
what-title = otsikko
what-description = kuvaus
what-seed = siemenluku
what-stop-hand = pysäytyskohdan kierros
what-deal-of = paikan { $seat } jako
what-hand = kierros
what-action = siirto
what-boneyard = nostopakka
char-surrogate = sijaismerkin U+{ $code }, jolla ei ole paria
char-noncharacter = ei-merkin U+{ $code }
char-control = ohjausmerkin U+{ $code }
kind-domino = käden tyhjennys
kind-blocked = tukkeutunut kierros
kind-target = 305 saavutettu
tile-numbers = tuplakuutossarjassa ei ole laattaa, jonka luvut ovat { $a } ja { $b }
tile-text = { $text } ei ole laatta
tile-form = { $text } ei ole laatta ({ $rule }: kirjoita muodossa [a|b])
socket-unknown = tuntematon liitoskohta { $name }; liitoskohdat ovat { $names }
socket-none = laatalla { $tile } ei ole { FORM($socket, case: "partitive") }: muulla kuin tuplalla on pienempi ja suurempi pää
move-both = asetus nimeää sekä laatan, johon se liitetään, että liitoskohdan, tai avauksessa ei kumpaakaan
move-text = { $text } ei ole asetus; kirjoita '[1|2]' tai '[1|2] on [1|1] line-b'
move-n = asetus { $n }: { $error }
table-absent = { $tile } ei ole pöydällä
table-present = { $tile } on jo pöydällä
table-point = { $tile } on asetettava lailliseen jatkokohtaan: vain avauslaatta asetetaan ilman sitä
table-empty = pöytä on tyhjä: ensimmäinen laatta on avaus, ja se asetetaan ilman jatkokohtaa
table-undo = ei mitään peruttavaa: pöytä on tyhjä
point-spinner = { $on } on spinneri: sen liitoskohdat ovat linja A, linja B, haara A ja haara B
point-non-double = { $on } ei ole tupla: sen liitoskohdat ovat pienempi ja suurempi pää
point-occupied = { FORM($point, case: "inessive") } on jo laatta { $by }
point-branch = { FORM($point, case: "partitive") } ei voi vielä avata: spinnerin sivuhaarat avautuvat vasta, kun sen molemmat linjasuunnat (linja A ja linja B) on täytetty
point-mismatch = { $tile } ei sovi { FORM($point, case: "illative") }: näkyvä arvo on { $value }
play-not-held =
    { PERSON($name) ->
        [you] Et voi asettaa laattaa { $tile }: se ei ole kädessäsi
       *[other] { $name } ei voi asettaa laattaa { $tile }: se ei ole hänen kädessään
    }
play-pending =
    { PERSON($name) ->
        [you] Nostit laatan { $tile }, ja sinun on asetettava se heti
       *[other] { $name } nosti laatan { $tile }, ja hänen on asetettava se heti
    }
draw-pending =
    { PERSON($name) ->
        [you] Nostit laatan { $tile }, joka sopii, ja sinun on asetettava se heti
       *[other] { $name } nosti laatan { $tile }, joka sopii, ja hänen on asetettava se heti
    }
draw-empty = nostopakka on tyhjä: pelaaja, joka ei voi asettaa laattaa, ohittaa vuoronsa
draw-can-place =
    { PERSON($name) ->
        [you] Voit asettaa laatan, joten sinun on asetettava laatta etkä saa nostaa
       *[other] { $name } voi asettaa laatan, joten hänen on asetettava laatta eikä hän saa nostaa
    }
pass-can-place =
    { PERSON($name) ->
        [you] Voit asettaa laatan, joten sinun on asetettava laatta etkä saa ohittaa vuoroasi
       *[other] { $name } voi asettaa laatan, joten hänen on asetettava laatta eikä hän saa ohittaa vuoroaan
    }
pass-not-empty = nostopakka ei ole tyhjä: pelaaja, joka ei voi asettaa laattaa, nostaa
coach-over = kierros on päättynyt: ei ole asetusta arvioitavaksi
coach-no-move =
    { PERSON($name) ->
        [you] Et voi asettaa yhtään laattaa: nostat tai ohitat vuorosi
       *[other] { $name } ei voi asettaa yhtään laattaa: hän nostaa tai ohittaa vuoronsa
    }
game-no-hand = yhtään kierrosta ei ole vielä jaettu: kutsu start_hand()
game-over = peli on päättynyt
game-won = peli on päättynyt: { PERSON($side) ->
    [you] saavutit { $target } raakapistettä
    [you-two] { $side } saavutitte { $target } raakapistettä
    [two] { $side } saavuttivat { $target } raakapistettä
   *[other] { $side } saavutti { $target } raakapistettä
}
game-hand-open = meneillään oleva kierros ei ole vielä päättynyt
game-hand-ended = kierros { $n } on päättynyt ({ $kind }); jaa seuraava kierros
leader-seat = aloittaja { $leader } ei ole tämän pelin paikka
leader-forced =
    { PERSON($name) ->
        [you] Tyhjensit kätesi, joten sinun on aloitettava seuraava kierros; { $player } ei voi aloittaa sitä
       *[other] { $name } tyhjensi kätensä, joten hänen on aloitettava seuraava kierros; { PERSON($player) ->
            [you] sinä et voi aloittaa sitä
           *[other] { $player } ei voi aloittaa sitä
        }
    }
deal-alone = nostopakka annetaan vain yhdessä jaon kanssa: jako ja nostopakka sisältävät yhdessä 28 laattaa
deal-count = jaossa on { $count ->
    [one] 1 laattaryhmä
   *[other] { $count } laattaryhmää
} { $n } pelaajalle: jokaiselle pelaajalle tarvitaan yksi laattaryhmä
deal-size = paikalle { $seat } jaettiin { $count ->
    [one] 1 laatta
   *[other] { $count } laattaa
}, ei { $size }
deal-twice = { $tile } esiintyy kahdesti jaossa ja nostopakassa
deal-lack = jaosta ja nostopakasta puuttuvat { $tiles }
name-size = { $what } { $name } ei kelpaa: siinä on oltava 1–{ $limit } merkkiä, eikä se saa olla pelkkiä välilyöntejä (RECORD.md)
name-char = { $what } { $name } sisältää { $bad } (RECORD.md)
text-size = { $what }: { $size } merkkiä; enintään { $limit } sallitaan (RECORD.md)
players-count = pelissä on 2, 3 tai 4 pelaajaa, ei { $n }
count-least = arvon { $what } on oltava vähintään { $least }, ei { $value }
seat-range = { $what } { $seat } ei ole tämän pelin paikka: paikat ovat 0–{ $last }
index-range = { $what } { $value } ei ole olemassa: niitä on { $size } (0–{ $last })
index-none = { $what } { $value } ei ole olemassa: niitä ei ole yhtään
position-negative = { $what } { $start }: kierros ja vaihe lasketaan nollasta
hand-range = kierrosta { $hand } ei ole olemassa: pelissä on { $hands ->
    [one] 1 kierros
   *[other] { $hands } kierrosta
} (0–{ $last } tai -1 viimeiselle)
digits = { $what } on yli { $digits } numeron pituinen (RECORD.md)
json-utf8 = ei UTF-8:aa: tavua 0x{ $byte } kohdassa { $offset } ei voi purkaa
json-bom = ei JSONia: teksti alkaa BOM-merkillä (tavujärjestysmerkki)
json-syntax = ei JSONia: { $why } rivillä { $line } sarakkeessa { $column }
json-deep = asiakirjassa on yli { $depth } sisäkkäistä tasoa
json-digits = { $count } numeron kokonaisluku; enintään { $digits } sallitaan
json-big = yli { $digits } numeron kokonaisluku
json-range = luku { $text } on sallitun alueen ulkopuolella
json-number = { $text } ei ole JSON-luku
json-value = { $type } ei ole JSON-arvo
json-key = avain ei ole tekstiä: { $key }
json-surrogate = tekstissä { $text } on sijaismerkki ilman paria: se ei ole kelvollista Unicodea
record-object = tallenteen on oltava JSON-olio
record-read = tiedostoa { $path } ei voi lukea: { $why }
record-format = avaimen format arvon on oltava { $format }, ei { $found }
record-version = versiota { $found } ei tueta; tämä lukija tukee vain versiota { $version }, kirjoitettuna kokonaislukuna
record-key = tuntematon avain { $key } (yksityiset avaimet alkavat merkillä '_')
record-players = avaimen players arvon on oltava 2–4 nimen luettelo
record-seed = avaimen seed arvon on oltava kokonaisluku
record-max-hands = avaimen max_hands arvon on oltava positiivinen kokonaisluku
record-name = { $what }: arvon on oltava tekstiä (str), ei { $type }
record-hands = avaimen hands arvon on oltava luettelo
record-stop = pysäytyskohdan siirtojen määrän on oltava 0 tai enemmän, ei { $count }
record-tile = { $what }: { $error }
record-over = peli oli jo päättynyt: { $why }
record-won = { PERSON($side) ->
    [you] olit jo saavuttanut 305 raakapistettä
    [you-two] { $side } olitte jo saavuttaneet 305 raakapistettä
    [two] { $side } olivat jo saavuttaneet 305 raakapistettä
   *[other] { $side } oli jo saavuttanut 305 raakapistettä
}
record-max-played = { $count ->
    [one] 1 kierros
   *[other] { $count } kierrosta
} (max_hands) oli jo pelattu
hand-object = kierroksen on oltava JSON-olio
hand-missing = avain { $key } puuttuu
hand-key = tuntematon avain { $key }
hand-key-top = tuntematon avain { $key } (merkillä '_' alkavat yksityiset avaimet sallitaan vain ylimmällä tasolla)
hand-deal = avaimen deal arvon on oltava laattaluetteloiden luettelo
hand-boneyard = avaimen boneyard arvon on oltava laattojen luettelo
hand-leader = avaimen leader arvon on oltava paikan numero
hand-actions = avaimen actions arvon on oltava luettelo
hand-short = siirrot loppuvat ennen kierroksen loppua; vain viimeinen kierros saa loppua kesken
action-after = siirto kierroksen päätyttyä ({ $kind }, { $rule })
action-object = siirron on oltava JSON-olio
action-kinds = siirrossa on oltava täsmälleen yksi avaimista play, draw ja pass
action-key = tuntematon avain { $key } { $kind }-siirrossa
action-seat = paikka { $seat } ei ole tämän pelin paikka
action-turn = paikka { $seat } ei ole vuorossa: vuorossa on paikka { $turn }
action-draw = draw nimeää laatan { $tile }, mutta nostopakan seuraava laatta on { $next }
action-pass = avaimen pass arvon on oltava true
action-opening = avausasetuksessa ei saa olla avainta 'on' eikä 'socket'
action-play = avauksen jälkeisessä asetuksessa on oltava avaimet 'on' ja 'socket'
action-socket = avaimen socket arvon on oltava liitoskohdan nimi
stdin-closed = vakiosyöte on suljettu: luettavaa tallennetta ei ole
stdin-read = vakiosyötettä ei voi lukea: { $why }
stdin-surrogate = ei UTF-8:aa: vakiosyötteessä on sijaismerkki ilman paria
moves-stdin = vakiosyöte on suljettu: luettavia asetuksia ei ole
moves-read = asetuksia ei voi lukea lähteestä { $source }: { $why }
moves-utf8 = ei UTF-8-tekstiä
moves-none = ei piirrettäviä asetuksia: anna ainakin avauslaatta, esimerkiksi '[1|4]'
cli-hand = tallenteessa on { $count ->
    [one] 1 kierros
   *[other] { $count } kierrosta
}; kierrosta { $hand } ei ole olemassa
cli-no-record = tiedostoa tai esimerkkipeliä { $name } ei ole; esimerkkipelit ovat { $names }
cli-annotate-nothing = anna --note, --mark tai --ask: mitä siirtoon kirjoitetaan
cli-ask-move = --ask tarvitsee valitsimen --action: kysymys esitetään siirrossa
cli-ask-where-tile = --ask where tarvitsee valitsimen --tile: asetettava laatta, esimerkiksi [3|5]
cli-ask-points-tile = --ask points kysyy siirrossa tehdystä asetuksesta, eikä sen kanssa anneta valitsinta --tile
cli-ask-at = kierros { $hand }, siirto { $action }: { $why }
cli-hand-number = { $text } ei ole kierroksen numero: kierrokset lasketaan ykkösestä alkaen, kuten pelin sivu ja analyysi ne näyttävät
cli-move-number = { $text } ei ole siirron numero: siirrot lasketaan ykkösestä alkaen, kuten pelin sivu ja analyysi ne näyttävät
cli-move = kierroksessa { $hand } on { $count ->
    [one] 1 siirto
   *[other] { $count } siirtoa
} ykkösestä laskettuna nostot ja ohitukset mukaan lukien; siirtoa { $move } ei ole olemassa
cli-no-hands = tallenteessa ei ole näytettäviä kierroksia
cli-step = kierroksessa { $hand } on { $count ->
    [one] 1 asetus
   *[other] { $count } asetusta
}; vaiheen on oltava 1–{ $count }
cli-width = arvon --width on oltava 50–20000 px, ei { $width }
cli-rulebook = sääntökirja on HTML-sivu: tiedostonimen { $out } on päätyttävä päätteeseen .html
cli-write = tiedostoon { $path } ei voi kirjoittaa: { $why }
cli-site-lite = selaimessa suoritettavia oppitunteja ei voitu rakentaa: { $why }
cli-out-empty = --out tarvitsee tiedostonimen, ei tyhjää tekstiä
cli-out-folder = --out { $out } on kansio; anna kirjoitettava SVG-tiedosto
cli-out-missing = --out { $out }: kansiota { $folder } ei ole olemassa
cli-annotate-out = --annotate vaatii valitsimen --out: JSON-tiedoston, johon huomautuksin täydennetty tallenne kirjoitetaan
cli-out-annotate = --out kirjoittaa huomautuksin täydennetyn tallenteen: anna myös --annotate
cli-out-folder-record = --out { $out } on kansio; anna kirjoitettava JSON-tiedosto
cli-out-folder-html = --out { $out } on kansio; anna kirjoitettava HTML-tiedosto
cli-out-folder-drawing = --out { $out } on kansio; anna kirjoitettava .svg-, .png- tai .pdf-tiedosto
cli-diagrams-out = --out { $out } ei ole kansio; anna kansio, johon kaaviot kirjoitetaan
cli-usage = { $message } (katso '{ $prog } --help')
cli-strategies = anna yksi --strategy tai yksi kullekin paikalle ({ $n })
cli-output = tuloste
cli-number = { $text } ei ole luku
cli-integer = { $text } ei ole kokonaisluku
cli-whole = { $text } ei ole kokonaisluku, joka on vähintään { $least }
cli-seed = { $text } ei ole enintään { $digits } numeron kokonaisluku
os-ENOENT = tiedostoa tai kansiota ei ole
os-EACCES = käyttöoikeus evätty
os-EISDIR = on kansio
os-ENOTDIR = ei ole kansio
os-ENOSPC = laitteella ei ole tilaa
os-EROFS = vain luku -tiedostojärjestelmä
os-EPERM = toiminto ei ole sallittu
os-ENAMETOOLONG = tiedostonimi on liian pitkä
os-ELOOP = liikaa symbolisten linkkien tasoja
os-EIO = siirräntävirhe
os-EFBIG = tiedosto on liian suuri
os-EEXIST = tiedosto on jo olemassa
os-not-a-file = ei ole tavallinen tiedosto
json-why-value = odotettiin arvoa
json-why-name = odotettiin lainausmerkeissä olevaa ominaisuuden nimeä
json-why-colon = odotettiin erotinta ':'
json-why-comma = odotettiin erotinta ','
json-why-extra = ylimääräistä dataa
json-why-control = virheellinen ohjausmerkki
json-why-string = päättymätön merkkijono alkaa
json-why-escape = virheellinen \-merkintä
json-why-unicode = virheellinen \uXXXX-merkintä
answer-point = ei ole pelikuvion kohta: { $item }
answer-opening = { $item } on avaus, ei pelikuvion kohta
theme-unknown = tuntematon teema { $theme }; teemat ovat { $themes }
export-format = tiedoston { $path } muotoa ei tunnisteta: nimen on päätyttävä johonkin näistä: { $formats }
export-font = tekstin piirtämiseen ei ole fonttia: asenna DejaVu Sans (Debian: apt-get install fonts-dejavu-core)
export-extra = PNG- ja PDF-tulostus tarvitsee valinnaisen lisäosan '{ $extra }' ({ $module } puuttuu): { $install }
export-dpi = arvon --dpi on oltava 10–1200, ei { $dpi }
export-pixels = { $width } x { $height } px:n piirros { $dpi } dpi:n tarkkuudella olisi { $pixels } miljoonaa pikseliä (enintään { $most }): pienennä arvoa --dpi tai --width
export-size = ei tämän paketin piirros: elementillä <svg> ei ole leveyttä eikä korkeutta
lessons-missing = tässä fiveup_viz-asennuksessa ei ole oppitunteja: asenna se paketista, jonka 'pip wheel' on tehnyt projektin lähdekoodista, tai työskentele projektin kopiossa komennolla 'make lab'
lessons-folder = { $folder } on tiedosto: anna kansio, johon oppitunnit kirjoitetaan
lessons-no-lab = JupyterLabia ei ole asennettu: { $install }
lessons-dir-empty = oppituntien kansio tarvitsee nimen, ei tyhjää tekstiä
lessons-link = { $path } on symbolinen linkki: oppitunnit kirjoitetaan vain todellisiin kansioihin ja tiedostoihin kansiossa { $folder }; poista linkki tai anna toinen kansio
lessons-trust-store = tiedostoa { $path } ei voi avata; siihen tallennetaan luotetut muistikirjat
export-browser = PNG ja PDF eivät ole käytettävissä selaimessa; SVG toimii: anna tiedostonimi, joka päättyy päätteeseen .svg
lang-unknown = tuntematon kieli { $lang }; valitse jokin näistä: { $known }
example-unknown = esimerkkipeliä { $name } ei ole; esimerkkipelit ovat { $names }
example-missing = esimerkkipeliä { $name } ei ole: esimerkkipelejä ei ole asennettu
strategy-unknown = tuntematon strategia { $strategy }; valitse jokin näistä: { $strategies }
strategy-count = { $count ->
    [one] 1 strategia
   *[other] { $count } strategiaa
} { $n } pelaajalle: anna yksi tai yksi kullekin paikalle
bots-count = anna yksi bottien strategia tai yksi { $n ->
    [one] toiselle paikalle
   *[other] kullekin { $n } muulle paikalle
}
exercise-kind = tuntematon tehtävätyyppi { $kind }; valitse jokin näistä: { $kinds }
exercise-level = tason on oltava 1–{ $levels }, ei { $level }
quiz-empty = kertaustestissä on oltava vähintään yksi kysymys
worksheet-kind = tehtävämonisteen tehtävätyypin on oltava jokin tyypeistä { $kinds } tai mix, ei { $kind }
worksheet-kinds = tehtävämonisteessa on oltava vähintään yksi tehtävätyyppi
worksheet-count = tehtävämonisteessa on oltava 1–{ $most } tehtävää, ei { $count }
worksheet-key = 'key': arvon on oltava 'page' (vastaukset omilla sivuillaan), 'none' (ei vastauksia) tai 'only' (pelkät vastaukset), ei { $key }
worksheet-versions = tehtävämonisteessa voi olla 1–{ $most } versiota, ei { $number }
worksheet-paper = paperikoon on oltava 'a4' tai 'letter', ei { $paper }
worksheet-format = tehtävämoniste kirjoitetaan HTML- tai PDF-muodossa: tiedostonimen lopussa on oltava .html tai .pdf; { $path } ei kelpaa
worksheet-out-folder = --out { $out } on kansio; anna kirjoitettava .html- tai .pdf-tiedosto
position-hand = tässä pelissä ei ole kohtaa { $asked }: pelissä on { $hands ->
    [one] 1 kierros, jonka numero tässä on 0 (kierros 1 on 0)
   *[other] { $hands } kierrosta, jotka numeroidaan tässä 0–{ $last } (kierros 1 on 0)
}
position-step = tässä pelissä ei ole kohtaa { $asked }: kierroksessa { $n } (tässä numero { $hand }) on { $last ->
    [one] 1 siirto
   *[other] { $last } siirtoa
}, joten toinen luku voi olla 0–{ $last } (0 on ennen ensimmäistä siirtoa)
position-count = tässä pelissä ei ole kohtaa { $asked }: { $j ->
    [0] kierroksessa { $n } (tässä numero { $hand }) ei ole loppupisteytystä
   *[other] kierroksen { $n } (tässä numero { $hand }) loppupisteytyksen vaiheet ovat ({ $hand }, { $k }, 0)–({ $hand }, { $k }, { $last })
}
turn-not-yours = nyt ei ole sinun vuorosi
turn-no-human = nyt ei ole kenenkään tämän pöydän pelaajan vuoro: kierros on päättynyt
humans-none = pöydässä on oltava vähintään yksi ihmispelaajan paikka: anna esimerkiksi 'humans=[0]'
humans-twice = paikka { $seat } on annettu kahdesti luettelossa 'humans': kullakin pelaajalla on yksi paikka
humans-and-seat = anna 'seat=' yhdelle pelaajalle tai 'humans=' usealle, ei molempia
projector-humans = projektoripöydässä on yksi ihmispelaajan paikka, jolla koko luokka pelaa yhdessä: anna 'seat=', ei { $n } paikkaa luettelossa 'humans'
teaching-withdrawn = opetustila ei ole tarjolla tässä pöydässä ('teacher=False' tai projektori ilman asetusta 'teacher=True'): ei sitä eikä painiketta ”Näytä bottien kädet” voi ottaa käyttöön; mikään ei muuttunut
what-human-seat = ihmispelaajan paikka
seat-side = paikka { $seat } ei kuulu mihinkään osapuoleen
page-asks = 'asks' on { $asks }, ei mikään näistä: { $choices }
page-hand = hand={ $hand } ei nimeä mitään tämän pelin kierrosta: pelissä on { $count ->
    [one] 1 kierros, hand=0
   *[other] { $count } kierrosta, hand=0–hand={ $last }
} (hand= lasketaan nollasta; sivu näyttää kierrokset ykkösestä alkaen)
colour-roles = tuntemattomat väriroolit { $roles }; roolit ovat { $known }
sheet-raw = raakapisteiden on oltava viiden monikerta, ei { $raw }
panels-other = annetut paneelit kuuluvat toiseen peliin tai toiseen kieleen

## Annotations (RECORD.md § Annotations): notes and marks.
what-note = huomautus
what-hand-note = kierroksen { $hand } huomautus
what-in-language = { $what } ({ $lang })
note-mark = merkki { $mark } ei ole mikään merkeistä { $marks } (RECORD.md)
note-type = { $what }: arvon on oltava teksti tai olio, jossa on tekstejä kielittäin ({ $languages })
note-no-language = { $what }: kieltä ei ole annettu; kirjoita se ainakin yhdellä kielistä { $languages }
note-language = { $what }: tuntematon kieliavain { $key }; kielet ovat { $languages }
note-empty = { $what } on tyhjä: huomautuksen pituuden on oltava 1–2 000 merkkiä (RECORD.md)
note-hand-mark = kierrokseen voi liittää huomautuksen mutta ei merkkiä: merkit kuuluvat siirtoihin (RECORD.md)
## Questions of a record (RECORD.md): `_questions`.
ask-list = { $key }: arvon on oltava kysymysten luettelo (RECORD.md)
ask-at = { $where }: { $why }
ask-object = kysymys on JSON-olio, jonka avaimet ovat 'hand', 'action' ja 'ask'
ask-key = tuntematon avain { $key }: kysymyksen avaimet ovat 'hand', 'action', 'ask' ja 'where'-kysymyksessä 'tile'
ask-kind = 'ask' on { $ask }, ei mikään näistä: { $kinds }
ask-hand = kierrosta { $hand } ei ole: pelissä on { $count ->
    [one] 1 kierros
   *[other] { $count } kierrosta
}, numeroituna nollasta
ask-action = siirtoa { $action } ei ole: kierroksessa on { $count ->
    [one] 1 siirto
   *[other] { $count } siirtoa
}, numeroituna nollasta
ask-points-tile = 'points'-kysymys koskee siirtonsa asetusta eikä saa avainta 'tile'
ask-points-play = 'points'-kysymys tarvitsee asetuksen: tämä siirto on nosto tai vuoron ohitus
ask-where-tile = 'where'-kysymys tarvitsee asetettavan laatan ('tile')
ask-where-open = 'where'-kysymys ei voi tulla ennen kierroksen avausta: kierroksen voi avata millä tahansa laatalla
ask-where-placed = { $tile } on jo pöydällä tässä kohdassa
ask-twice = tässä siirrossa on jo { $ask }-kysymys: samaan siirtoon voi lisätä vain yhden kysymyksen kutakin lajia (RECORD-quiz.md); lisää toinen kysymys johonkin toiseen siirtoon
## Wrong types: a programmer's errors (WrongTypeError, a TypeError too)
type-record = tallenteen on oltava JSON-tekstiä, bytes, Path tai dict, ei { $type }
type-source = peliä ei voi avata arvosta { $type }: anna tallenne, polku, JSON-teksti, Game tai esimerkkipelin nimi
type-stop = stop: arvon on oltava pari (kierros, siirrot), ei { $value }
type-stop-count = stop: siirtojen määrän on oltava kokonaisluku, ei { $type } { $value }
type-moves = from_moves: arvon on oltava asetusten luettelo, ei { $type }
type-move = asetuksen { $n } on oltava Move tai sen tekstimuoto ('[1|2] on [1|1] line-b'), ei { $type }
type-start = start: arvon on oltava True tai False, ei { $type }
type-flag = { $what }: arvon on oltava True tai False, ei { $type } { $value }
type-round = { $what }: arvon on oltava Game tai sen kierros (game.hand), ei { $type } { $value }
type-seat = { $what }: arvon on oltava paikan numero (int), ei { $type } { $value }
type-action = Game.apply: arvon on oltava Action, ei { $type }
type-list = { $what }: arvon on oltava luettelo, ei { $type }
type-explorer = LayoutExplorer: arvon on oltava Layout (tai None tyhjälle pöydälle), ei { $type }; rakenna se kutsulla Layout.from_moves([...])
type-players = players: arvon on oltava luku (2, 3 tai 4) tai 2–4 nimen luettelo, ei { $type }
type-seed = seed: arvon on oltava kokonaisluku tai None, ei { $type } { $value } ({ $rule }: tallenteeseen se tallennetaan kokonaislukuna)
type-integer = { $what }: arvon on oltava kokonaisluku, ei { $type } { $value }
type-position = { $what }: arvon on oltava kokonaislukupari (kierros, vaihe), ei { $value }
type-humans = humans: arvon on oltava paikkanumeroiden luettelo, ei { $type }
type-seed-given = seed: arvon on oltava enintään { $digits } numeron kokonaisluku, ei { $type } { $value }: sama siemenluku antaa aina saman tuloksen
type-number = { $what }: arvon on oltava luku, ei { $type } { $value }
type-text = { $what }: arvon on oltava tekstiä (str), ei { $type } { $value }
type-path = { $what }: arvon on oltava tiedostonimi (str tai Path), ei { $type } { $value }
type-game = { $what }: arvon on oltava Game, ei { $type } { $value }: avaa tallenne kutsulla 'replay(record)' tai esimerkkipeli kutsulla 'examples.load(name)'
type-layout = { $what }: arvon on oltava Layout, ei { $type } { $value }: rakenna se kutsulla Layout.from_moves([...])
type-lang = lang: arvon on oltava kielikoodi (tekstiä: { $known }), ei { $type } { $value }
type-bot = botti on strategian nimi ({ $strategies }) tai olio, jolla on metodi 'choose(game, moves)', ei { $type } { $value }
budget-range = { $what } on valmentajan aika asetusta kohden, { $least }–{ $most } millisekuntia, ei { $value }
worksheet-fmt = tehtävämonisteen muoto on html tai pdf, ei { $fmt }
type-random-seed = seed: arvon on oltava kokonaisluku, teksti tai None, ei { $type } { $value }: sama siemenluku antaa aina saman tuloksen
bots-seats = { $count ->
    [one] 1 botti
   *[other] { $count } bottia
} { $n } pelaajalle: play_out tarvitsee botin jokaiselle paikalle
size-range = size on piirroksen leveys, { $least }–{ $most } px, ei { $value }
type-question = tehtävä näyttää 'Question'-olion ('fiveup_viz.pages.exercises.practice'), ei { $type } { $value }
cli-whole-most = { $text } ei ole kokonaisluku väliltä { $least }–{ $most }
json-twice = oliossa on avain { $key } kahdesti; kukin avain kirjoitetaan vain kerran (RECORD.md)
cli-table-empty-name = --names: nimi { $seat } on tyhjä; kirjoita nimet pilkuilla erotettuina, esimerkiksi "Luokka 7B,Aino,Eetu"
cli-table-name = --names-valitsimen nimi { $seat }
cli-table-names = --names antaa { $count ->
    [one] 1 nimen
   *[other] { $count } nimeä
}, mutta pöydässä on { $players } paikkaa: anna enintään yksi nimi paikkaa kohden tai kasvata --players-arvoa
cli-table-seat = --class-seat { $seat } ei ole tämän pöydän paikka: paikat ovat 1–{ $players }
cli-port-taken = portit { $port }–{ $last } ovat kaikki muiden ohjelmien käytössä: pysäytä jokin näistä ohjelmista tai valitse toinen portti valitsimella --port
