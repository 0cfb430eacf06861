### The command line: help texts and messages.

description = Exact 61 Five Up: pelit, tallenteet ja kaaviot.
simulate = pelaa bottien pelejä ja tulosta niiden tallenteet JSON-muodossa
review = arvioi tallenteen jokainen asetus valmentajan avulla
replay = tarkista tallenne ja tee siitä yhteenveto
describe = kuvaile pelikuvio sanoin
render = piirrä pelikuvio SVG-muodossa
draw = piirrä pelikuvio muutaman asetuksen jälkeen (SVG, PNG tai PDF)
html = kirjoita peli yhdeksi itsenäiseksi verkkosivuksi
rulebook = kirjoita kuvitettu sääntökirja yhdeksi tulostettavaksi HTML-sivuksi
diagrams = luo sääntökaaviot ja sääntökirjat uudelleen
opt-players = pelaajien määrä kussakin pelissä (R5)
opt-seed = ensimmäisen pelin siemenluku; peli k käyttää lukua siemenluku + k (D4)
opt-strategy = yksi kullekin paikalle tai yksi kaikille: { $choices } (oletus greedy)
opt-games = tulostettavien tallenteiden määrä, kukin omalle rivilleen
opt-max-hands = kierrosten enimmäismäärä kussakin pelissä (D3)
opt-file = tallennetiedosto tai - vakiosyötteelle
opt-record-or-example = tallennetiedosto, - vakiosyötteelle tai esimerkkipelin nimi: { $choices }
opt-budget = valmentajan millisekunnit asetusta kohden, 1–{ $most } (oletus 200)
opt-coach-seed = hyväksytään vanhoja skriptejä varten; se ei muuta mitään, koska valmentaja muodostaa kuvitellut jakonsa kustakin tilanteesta itse
opt-annotate = kirjoita tallenteesta kopio, jossa on valmentajan merkit (?!, ?, ??) ja huomautukset siirroista, jotka valmentaja arvioi heikoiksi; tallenteen omat huomautukset ja merkit säilyvät (vaatii valitsimen --out)
opt-record-out = kirjoitettava huomautuksin täydennetty tallenne (JSON; valitsimen --annotate kanssa)
opt-lang = tulosteen kieli: { $choices } (oletus: ympäristöstä, muuttujista LANGUAGE, LC_ALL, LC_MESSAGES tai LANG, kuten gettext ne lukee)
opt-json = tulosta pisteloki (RECORD.md)
opt-summary-lang = yhteenvedon kieli: { $choices }
opt-hand = kierros ykkösestä alkaen laskettuna, kuten pelin sivu ja analyysi sen laskevat
# The line `review` prints before its list (teach17 friction 6: the numbers skip, hand 1: 1, 6, 7).
review-actions = Siirtojen numeroinnissa lasketaan jokainen asetus, nosto ja ohitus, kuten sivun vaiheissa; luettelossa ovat vain asetukset.
opt-step = tähän mennessä tehtyjen asetusten määrä (1 tai enemmän)
opt-svg-out = kirjoitettava SVG-tiedosto
opt-hand-frame = rajaa koko kierros, jotta jokainen vaihe asettuu kohdalleen
opt-numerals = numerot silmien sijaan
opt-moves = asetus kuten funktiossa Layout.from_moves ('[1|4]', '[1|1] on [1|4] low'), tiedosto, jossa on yksi asetus riviä kohden, tai - vakiosyötteelle
opt-draw-out = kirjoitettava tiedosto; .svg, .png tai .pdf (PNG ja PDF tarvitsevat lisäosan 'export')
opt-socket-labels = kirjoita jokaisen laillisen jatkokohdan viereen sen nimi (linja A, haara B, …; R11, R13)
opt-theme = piirroksen värit: { $choices }
opt-no-caption = vain laatat ja merkinnät
opt-no-legend = kuvateksti ilman selitettä
opt-width = piirroksen leveys pikseleinä (oletus: luonnollinen koko)
opt-highlight-last = kehystä viimeksi asetettu laatta (oletus: kehystetään)
opt-dpi = PNG-tarkkuus: dpi/96 pikseliä kutakin px:ää kohden (oletus { $dpi })
opt-html-out = kirjoitettava HTML-tiedosto
opt-page-hand = kierros, jonka kohdalta sivu avautuu, ykkösestä alkaen kuten sivulla ja sen linkeissä (oletus 1)
opt-quiz = tee sivusta kertaustesti: ennen kuin sivu näyttää pisteet, se kysyy valitsimen --questions nimeämissä kohdissa asetuksesta, montako raakapistettä se tuottaa (kierroksen viimeisestä laatasta: montako asetuspistettä se tuottaa ennen kuin ne liitetään käden tyhjennyksen pistetapahtumaan; asetuksesta, jonka pistetapahtuma veisi yli 305 raakapisteen: montako asetuspistettä se tuottaa ennen tavoitteen tarkistusta) ja kierroksen loppupisteytyksessä, kuka saa hyvitystä ja montako raakapistettä; sivu tarkistaa vastaukset itse
opt-questions = valitsimen --quiz kanssa (tai yksinään, jolloin sivusta tulee kertaustesti) kohdat, joissa kysytään; ne voi vaihtaa myös sivulla: scoring, pisteitä tuottavat asetukset ja jokainen loppupisteytys (oletus: noin puolet valinnan every kysymyksistä, ilman helppoja asetuksia, jotka eivät tuota pisteitä); counts, vain loppupisteytykset; every, jokainen asetus ja jokainen loppupisteytys
opt-page-projector = sivu avautuu suurella tekstikoolla projektoria varten, jotta takarivissäkin istuvat voivat lukea sen (sama onnistuu linkillä, jonka lopussa on '&projector=1'; '&projector=0' palauttaa tavallisen tekstikoon)
meta-questions = KYSYMYKSET
opt-book-lang = fi ja it: alkuperäinen sääntöteksti kuvineen; en: pelaajille kirjoitetut säännöt
opt-folder = kansio, johon kirjoitetaan (oletus assets)
opt-diagram-lang = yksi kieli tai kaikki: { $choices } (oletus all)
meta-command = KOMENTO
meta-file = tiedosto
meta-move = ASETUS
meta-players = PELAAJAT
meta-seed = SIEMENLUKU
meta-strategy = STRATEGIA
meta-games = PELIT
meta-max-hands = KIERROKSET
meta-budget = MS
meta-lang = KIELI
meta-hand = KIERROS
meta-step = VAIHE
meta-out = TIEDOSTO
meta-theme = TEEMA
meta-width = LEVEYS
meta-dpi = DPI
progress-games = peliä
lessons = kirjoita kurssi kansioon: oppitunnit, sääntökirjat ja pikaohjeet
lab = avaa JupyterLab kurssikopiossasi oppitunnin 00 (Aloita tästä) kohdalta (tarvitsee lisäosan 'lab')
opt-lessons-dir = kansio, johon kirjoitetaan (luodaan, jos sitä ei ole); muuttamasi oppitunnit säilyvät
opt-course-lang = yksi kurssi tai kaikki: { $choices } (oletus all)
opt-reset = palauta oppitunnit sellaisiksi kuin ne toimitetaan (omat muutoksesi katoavat)
opt-lab-dir = kurssikopiosi kansio (oletus 'my-lessons'; luodaan, jos sitä ei ole)
opt-lab-lang = avattava kurssi: { $choices } (oletus: ympäristöstä, muuttujista LANGUAGE, LC_ALL, LC_MESSAGES tai LANG, kuten gettext ne lukee); muut valitsimet välitetään JupyterLabille
opt-port = portti, jossa JupyterLab toimii (oletus 8888; jos toinen ohjelma käyttää sitä, käytetään seuraavaa vapaata porttia, ja komento kertoo, mikä se on)
lab-port-moved = Portti { $port } on toisen ohjelman käytössä: JupyterLab käyttää porttia { $free }.
meta-dir = KANSIO
meta-port = PORTTI
lessons-kept = muutoksesi tiedostoon { $path } säilytettiin (--reset palauttaa oppitunnin sellaiseksi kuin se toimitetaan)
lessons-written = { $lang }: { $count ->
    [one] { $count } oppitunti
   *[other] { $count } oppituntia
}, alkaen tiedostosta { $path }
lessons-next = avaa ne komennolla: fiveup-viz lab { $folder }
lessons-restored = { $path } ei ollut enää muistikirja (katkesiko kirjoitus kesken?): se palautettiin sellaiseksi kuin se toimitetaan, ja rikkinäinen kopio säilytettiin nimellä { $aside }
lessons-untrusted = { $why }: oppitunnit on kirjoitettu, mutta niitä ei ole merkitty luotetuiksi, joten niiden tallennetut kuvat näkyvät vasta, kun suoritat ne
wrote = tiedosto kirjoitettu: { $path }
# A PDF worksheet's line says how many pages it takes (teacher trial 13, friction 1).
wrote-pages = tiedosto kirjoitettu: { $path } ({ $pages ->
    [one] 1 sivu
   *[other] { $pages } sivua
})
# After a PDF holding several versions without their keys (--versions 2 --key none): how to print it for a
# class (teach31 friction 2). $versions: how many (2 to 4); $last: the last one's letter; $each: each
# version's pages; $sides: double or single.
ws-print-versions = versiot { $versions ->
        [2] A ja B, kummassakin
       *[other] A–{ $last }, kussakin
    } { $each ->
        [one] 1 sivu
       *[other] { $each } sivua
    }: tulosta tiedosto { $sides ->
        [double] kaksipuolisena
       *[single] yksipuolisena
    }, yksi kappale { $versions } oppilasta kohden (ei jokaiselle oppilaalle omaa)
# The line an error of the command line is printed as, on stderr (teacher trial 10: argparse's
# "error:" stood before a Finnish or Italian reason). A record's error keeps RECORD.md's
# English "error: hand H action A:", as tools read it.
cli-error = virhe: { $message }
site = kirjoita kurssi verkkosivustoksi kansioon: oppitunnit harjoituksineen, sääntökirjat, pikaohjeet ja esimerkkipelit, valmiina mille tahansa staattiselle verkkopalvelimelle tai avattavaksi levyltä
opt-site-dir = kansio, johon sivusto kirjoitetaan (luodaan, jos sitä ei ole); laita tämä kansio verkkopalvelimelle, niin voit antaa luokallesi linkin
opt-no-lite = jätä JupyterLite pois (oppituntien Python ei silloin suoritu missään; sivut ja niiden harjoitukset toimivat ilman sitä)
site-written = { $path }: { $count ->
    [one] { $count } tiedosto
   *[other] { $count } tiedostoa
}, { $size } Mt. Avaa se selaimessa tai laita kansio { $folder } mille tahansa staattiselle verkkopalvelimelle (README:n kohta ”A link for your class” kertoo vaiheet)
site-no-lite = JupyterLite jätettiin pois, joten oppituntien Python-koodia ei voi suorittaa selaimessa (sivut, niiden harjoitukset ja esimerkkipelit toimivat ilman sitä). Lisää se näin: pip install 'fiveup_viz[site]' (tarvitaan myös Node.js: nodejs.org) ja suorita sitten tämä komento uudelleen
site-lite-building = rakennetaan JupyterLite kansioon { $path } (ensimmäisellä kerralla muutama minuutti; ladatut tiedostot säilytetään kansiossa { $cache })
site-lite-written = { $path }: siellä oppitunnit toimivat selaimessa (JupyterLite, { $size } Mt). Se tarvitsee verkkopalvelimen: levyltä avattuna toimivat vain sivut. Kokeile sitä tällä koneella: suorita kansiossa { $folder } ”python -m http.server” ja avaa http://localhost:8000/
lab-start = JupyterLab kansiossa { $folder } (Ctrl+C pysäyttää sen); kurssit kielittäin:
lab-course = { "  " }{ $lang }: { $url }
lab-opens = { "  " }{ $lang }: { $url }  <- avautuu nyt
worksheet = kirjoita tulostettava tehtävämoniste ja sen oikeat vastaukset (HTML; PDF, jos lisäosa 'export' on asennettu)
opt-ws-kind = mitä tehtävät kysyvät (oletus mix): score, montako raakapistettä asetus tuottaa; counted, mitkä pelikuvion päät kuuluvat pisteytykseen; legal, mihin laatan voi asettaa; round, silmälukujen summa pyöristettynä lähimpään viiden monikertaan; going-out, mitä käden tyhjennys tuottaa; blocked, mitä käsi saa, kun kierros on tukkeutunut; mix, kaikki tyypit vuorotellen
opt-count = tehtävien määrä monisteessa, 1–60 (oletus 12)
opt-level = vaikeustaso 1–3 (oletus 1)
opt-ws-seed = monisteen siemenluku: sama siemenluku antaa saman monisteen (oletus 0)
opt-paper = paperikoko, jolle moniste tulostetaan: { $choices } (oletus a4)
opt-ws-out = kirjoitettava tiedosto: .html tai .pdf (PDF tarvitsee lisäosan 'export')
meta-kind = TYYPPI
meta-count = MÄÄRÄ
meta-level = TASO
meta-paper = PAPERIKOKO
opt-key = mihin oikeat vastaukset tulevat: page, omille sivuilleen tehtävien jälkeen (oletus); none, ei mukaan (oppilaiden kappale); only, pelkät vastaukset (opettajan kappale)
opt-compact = pienemmät kuvat ja vähemmän tilaa tehtävien ympärillä, jotta moniste vie vähemmän sivuja (12 sekalaista vaikeustason 1 tehtävää mahtuu kahdelle sivulle)
opt-versions = monisteen versiot A, B, … samaan tiedostoon, kussakin eri tehtävät ja omat vastaukset, 1–{ $most } (oletus 1)
meta-key = VASTAUKSET
meta-versions = VERSIOT
annotate = lisää opettajan huomautus ja merkki tallenteen yhteen siirtoon (tai huomautus kierrokseen) ja kirjoita tallenne
opt-note-move = siirto kierroksen sisällä ykkösestä alkaen laskettuna, jokainen asetus, nosto ja ohitus mukaan lukien, kuten sivun vaiheet ja analyysin rivit (ilman tätä: kierroksen oma huomautus)
opt-note = huomautuksen teksti valitsimen --lang kielellä; huomautuksen muut kielet säilyvät
note-older = huomio: huomautuksen { $count ->
    [one] kielellä { $languages } kirjoitettu teksti säilyi ennallaan, ennen tätä muutosta kirjoitettuna; jos se ei enää sano samaa kuin kielellä { $lang } kirjoitettu teksti, päivitä se
   *[other] kielillä { $languages } kirjoitetut tekstit säilyivät ennallaan, ennen tätä muutosta kirjoitettuina; jos ne eivät enää sano samaa kuin kielellä { $lang } kirjoitettu teksti, päivitä ne
} ajamalla annotate { $where } uudelleen: { $commands }, tai anna --drop-others, niin vain kielellä { $lang } kirjoitettu teksti jää
opt-drop-others = säilytä vain valitsimen --lang kielellä kirjoitettu teksti: huomautuksen aiemmin kirjoitetut muunkieliset tekstit poistetaan
opt-mark = merkki: ! hyvä siirto, ? virhe, !! erinomainen siirto, ?? vakava virhe, !? mielenkiintoinen siirto, ?! epätarkkuus tai none, joka poistaa merkin
opt-note-lang = huomautuksen kieli: { $choices }; se on myös komennon omien rivien kieli (tulosteet ja virheilmoitukset), joten valitsimella --lang it komento vastaa italiaksi (oletus: ympäristöstä, muuttujista LANGUAGE, LC_ALL, LC_MESSAGES tai LANG, kuten gettext ne lukee)
opt-annotated-out = kirjoitettava tallenne (JSON); se voi olla sama tiedosto, josta tallenne luettiin (se korvataan)
opt-ask = lisää siirtoon kertaustestin kysymys (RECORD.md): where kysyy ennen siirron näyttämistä, mihin vuorossa oleva pelaaja voi asettaa valitsimella --tile annetun laatan (lailliset jatkokohdat); points kysyy siirron jälkeen, montako raakapistettä asetus tuottaa (siirron on oltava asetus)
opt-ask-tile = where-kysymyksen laatta, esimerkiksi [3|5]
# What `annotate --ask` added, printed back as --note and --mark print theirs (teacher trial 10,
# friction 12); hand and action counted from 1.
ask-said-points = Kierros { $hand }, siirto { $action }: sivu kysyy, montako raakapistettä tämä asetus tuottaa
ask-said-where = Kierros { $hand }, siirto { $action }: ennen siirron näyttämistä sivu kysyy, mihin laatan { $tile } voi asettaa (kaikki lailliset jatkokohdat)
# The line after ask-said-points/where: the page's address at the question (a where question is
# asked before its action, at the step before it; teach34: #hand=1&step=13 had passed it).
ask-said-open = Avaa sivu suoraan tämän kysymyksen kohdalta lisäämällä sivun osoitteen loppuun #hand={ $hand }&step={ $step }
annotate-action = Kierros { $hand }, siirto { $action }: { $what }
annotate-not-placement = { $act ->
        [draw] Tämä siirto on nosto, ei asetus
       *[pass] Tämä siirto on vuoron ohitus, ei asetus
    }: { $kind ->
        [mark] merkki näkyy
        [both] huomautus ja merkki näkyvät
       *[note] huomautus näkyy
    } { $act ->
        [draw] tämän noston
       *[pass] tämän ohituksen
    } kohdalla. { $after ->
        [0] Lähin asetus on siirto { $before } ennen sitä; sen jälkeen tällä kierroksella ei ole asetuksia.
       *[other] Lähimmät asetukset ovat siirto { $before } ennen sitä ja siirto { $after } sen jälkeen.
    }
meta-ask = KYSYMYS
meta-tile = LAATTA
meta-move-number = SIIRTO
meta-note = HUOMAUTUS
meta-mark = MERKKI
table = kirjoita kansioon muistikirja, jossa on luokan pelipöytä, ja avaa se JupyterLabissa: luokka pelaa yhtenä pelaajana botteja vastaan (tarvitsee lisäosan 'lab')
opt-table-dir = kansio, johon muistikirja table.ipynb kirjoitetaan (luodaan, jos sitä ei ole; kansiossa jo oleva table.ipynb korvataan)
opt-table-players = pelaajien määrä pöydässä (R5; oletus: yhtä monta kuin --names antaa nimiä, muuten 2)
opt-names = pelaajien nimet paikkojen järjestyksessä pilkuilla erotettuina, esimerkiksi "Luokka 7B,Aino,Eetu,Iida"; paikat, joille ei anneta nimeä, saavat pöydän omat oletusnimet
opt-class-seat = luokan pelaajapaikka, numeroituna 1:stä alkaen (oletus 1)
opt-projector = suuret laatat ja teksti, kun pöytä näytetään luokalle projektorilla (1024x768 tai suurempi); bottien laatat pysyvät kuvapuoli alaspäin
opt-table-seed = ensimmäisen jaon siemenluku: sama siemenluku antaa saman pelin (oletus: tiedostoon table-game.json tallennetun pelin siemenluku, muuten uusi, jotta kaksi luokkaa ei saisi samoja laattoja); se kirjoitetaan muistikirjan soluun
opt-table-lang = pöydän ja muistikirjan kieli: { $choices } (oletus: ympäristöstä, muuttujista LANGUAGE, LC_ALL, LC_MESSAGES tai LANG, kuten gettext ne lukee); muut valitsimet välitetään JupyterLabille
meta-names = NIMET
meta-seat = PAIKKA
table-start = JupyterLab kansiossa { $folder } (Ctrl+C pysäyttää sen); pöytä avautuu osoitteessa { $url }
table-start-projector = JupyterLab kansiossa { $folder } (Ctrl+C pysäyttää sen); pöytä avautuu osoitteessa { $url } ja tiedostoluettelo on piilotettu (Ctrl+B näyttää tiedostot)
table-notebook = Käynnistä pöytä valitsemalla valikosta **Run** kohta **Run All Cells** (suomeksi: Suorita kaikki solut).
table-notebook-again = Jos pöytä katoaa (sivun uudelleenlatauksen tai tietokoneen lepotilan jälkeen), valitse uudelleen valikosta **Run** kohta **Run All Cells**. Pöytä palaa siihen, mihin se jäi: sama kierros ja samat laatat (peli tallentuu tiedostoon table-game.json samaan kansioon kuin tämä muistikirja). **Uusi peli** aloittaa uuden pelin.
