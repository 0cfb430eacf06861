### The illustrated rule book.

title = Exact 61 Five Up: kuvitetut säännöt
figure = Kuva { $n }
about = Alkuperäinen sääntöteksti. Sen 11 kuvaa on piirretty uudelleen fiveup_viz:llä alkuperäisille paikoilleen, ja kunkin kuvan oma teksti on sen alla. Kappaleen perässä suluissa olevat numerot (R1–R28) ovat sääntöjen numerot kurssilla ja pikaohjeessa.
gaps = Pisteviivalla alleviivattu teksti täyttää kohdan, jossa pelkästä tekstistä on kadonnut laatan kuva.
gap-title = täytetty kohta: pelkästä tekstistä on kadonnut tähän kuulunut laatan kuva

## The decisions D1-D8 where the texts leave room: the last section of every book (RULES.md).

decisions-heading = Ratkaisut kohtiin, jotka tekstit jättävät auki
decisions-about = Yllä oleva alkuperäinen sääntöteksti ja italiankielinen sääntöteksti jättävät muutaman kohdan auki. Kurssi, pikaohje ja fiveup_viz ratkaisevat ne näin.
decision-D1 = D1. Pistemäärä voi mennä nollan alle: R23:n parin käsivähennys tehdään, vaikka pistemäärä menisi sen takia negatiiviseksi (R23 kieltää vain 305:n ylittämisen).
decision-D2 = D2. Käden tyhjennyksen pistetapahtuma kirjataan, vaikka sen netto olisi nolla; pidä kirjaa sen osista (viimeisen asetuksen pisteet, vastustajien käsistä saatava hyvitys, oman parin käsivähennys), joita paperikirjanpidon (R28) viivat eivät näytä. Tukkeutuneen kierroksen käsi, jonka hyvitys on nolla, ei tuota pistetapahtumaa.
decision-D3 = D3. Peli, jossa kukaan ei ole 200 kierroksen jälkeen saavuttanut täsmälleen 305 raakapistettä (200 on oletusraja; pelille voi asettaa toisen rajan), päättyy ilman voittajaa (ohjelma lopettaa sen siihen).
decision-D4 = D4. R7:n ja R8:n arvontoihin käy mikä tahansa tasapuolinen arvontatapa. Ohjelma arpoo oman siemenlukunsa avulla, ja siemenluku tallennetaan jokaisen pelin mukana: kun katsot tallennetun pelin uudelleen, jokaisella kierroksella on sama aloittaja.
decision-D5 = D5. Kun kierros on tukkeutunut, kukaan ei ohita vuoroaan: kierros pisteytetään heti. Pelaaja, joka nostaa nostopakan viimeisen laatan eikä vieläkään voi asettaa laattaa, ohittaa vuoronsa, paitsi jos kukaan ei voi tehdä laillista asetusta: silloin kierros tukkeutuu heti tämän noston jälkeen.
decision-D6 = D6. Asetuspistehyvitys, joka nostaa pelaajan tai parin pistemäärän täsmälleen 305:een, päättää pelin heti (R3), vaikka kierros tukkeutuisi heti sen jälkeen: sitä tukkoa ei koskaan pisteytetä. Kierroksen viimeisen asetuksen pisteitä ei koskaan hyvitetä erikseen: ne ovat osa käden tyhjennyksen yhtä kokonaista pistetapahtumaa (R23).
decision-D7 = D7. Paperikirjanpidossa (R28) pistemäärä piirretään viiva viivalta. Merkistä piirretään ensin suuri X (sen kaksi viivaa) ja sitten pienet x:t (kukin kahdella viivalla) sen ympärille: yläpuolelle, oikealle, alapuolelle ja vasemmalle: 2 + 4 × 2 = 10 viivaa. Jos pistemäärä ei ole kymmenen näyttöpisteen monikerta, sen viimeisestä merkistä näkyvät vain siihen mennessä piirretyt viivat. Negatiivinen pistemäärä (D1) kirjoitetaan numeroina tyhjän kirjanpitopaperin viereen.
decision-D8 = D8. Tukkeutuneen kierroksen kädet, joiden summa on sama (R26), käsitellään myötäpäivään tämän kierroksen aloittajasta alkaen: aloita aloittajasta ja kierrä myötäpäivään; samansuuruisista käsistä ensimmäisenä vastaan tuleva käsitellään ensin, olipa aloittaja itse niiden joukossa tai ei. Italiankielinen sääntöteksti sanoo näin (”a partire dal giocatore iniziale”, eli aloittajasta alkaen); suomenkielinen sääntöteksti sanoo vain ”myötäpäiväisessä paikkajärjestyksessä” eikä ole ristiriidassa sen kanssa.
