### The illustrated rule book.

title = Exact 61 Five Up: kuvitetut säännöt
figure = Kuva { $n }
about = Alkuperäinen sääntöteksti. Sen 11 kuvaa on piirretty uudelleen fiveup_viz:llä alkuperäisille paikoilleen, ja kunkin kuvan oma teksti on sen alla. Kappaleen perässä suluissa olevat numerot (R1–R28) ovat sääntöjen numerot kurssilla ja pikaohjeessa.
gaps = Pisteviivalla alleviivattu teksti täyttää kohdan, jossa pelkästä tekstistä on kadonnut laatan kuva.
gap-title = täytetty kohta: pelkästä tekstistä on kadonnut tähän kuulunut laatan kuva

## The decisions D1-D8 where the texts leave room: the last section of every book (RULES.md).

decisions-heading = Ratkaisut kohtiin, jotka tekstit jättävät auki
decisions-about = Yllä oleva alkuperäinen teksti jättää muutaman kohdan auki. Kurssi, pikaohje ja fiveup_viz ratkaisevat ne näin.
decision-D1 = D1. Pistemäärä voi mennä nollan alle: R23:n parin käsivähennys tehdään, vaikka pistemäärä menisi sen takia negatiiviseksi (R23 kieltää vain 305:n ylittämisen).
decision-D2 = D2. Käden tyhjennyksen pistetapahtuma on pistetapahtuma, vaikka sen netto olisi nolla; pidä kirjaa sen osista (asetuksen hyvitys, vastustajien hyvitys, parin käsivähennys), joita paperikirjanpidon (R28) viivat eivät näytä. Tukkeutuneen kierroksen käsi, jonka hyvitys on nolla, ei tuota pistetapahtumaa.
decision-D3 = D3. Peli, jossa kukaan ei ole saavuttanut tasan 305:tä 200 kierroksen jälkeen (oletus; pelille voi asettaa toisen rajan), päättyy ilman voittajaa (ohjelma lopettaa sen siihen).
decision-D4 = D4. R7:n ja R8:n arvontoihin käy mikä tahansa reilu satunnainen tapa. Ohjelma arpoo omilla luvuillaan, jotka tallennetaan jokaisen pelin mukana, joten tallennetun pelin voi katsoa uudelleen samoin aloittajin.
decision-D5 = D5. Kun kierros on tukkeutunut, kukaan ei ohita vuoroaan: kierros pisteytetään heti. Pelaaja, joka nostaa nostopakan viimeisen laatan eikä vieläkään voi asettaa laattaa, ohittaa vuoronsa, paitsi jos kukaan ei voi asettaa: silloin kierros tukkeutuu heti tämän noston jälkeen.
decision-D6 = D6. Asetuksen hyvitys, joka vie pelaajan tai parin tasan 305:een, päättää pelin heti (R3), vaikka kierros tukkeutuisi heti sen jälkeen: sitä tukkoa ei koskaan pisteytetä. Kierroksen viimeistä laattaa ei koskaan pisteytetä yksinään: se kuuluu R23:n yhteen käden tyhjennyksen pistetapahtumaan.
decision-D7 = D7. Paperikirjanpidossa (R28) pistemäärä piirretään viiva viivalta: merkki on ensin suuri X (sen kaksi viivaa), sitten pieni x (kaksi viivaa kukin) ylä-, oikeaan, ala- ja vasempaan väliin: 2 + 4 × 2 = 10 viivaa. Pistemäärästä, joka ei ole kokonainen määrä merkkejä, näkyvät sen viimeisen merkin tähän asti piirretyt viivat. Negatiivinen pistemäärä (D1) kirjoitetaan lukuna tyhjän paperin viereen.
decision-D8 = D8. Tukkeutuneen kierroksen kädet, joiden summa on sama (R26), otetaan myötäpäivään tämän kierroksen aloittajasta alkaen: aloita aloittajasta ja kierrä myötäpäivään; ensimmäisenä vastaan tuleva tasasummainen käsi on ensimmäinen, olipa aloittaja itse tasasummaisten joukossa tai ei. Italiankielinen teksti sanoo näin («a partire dal giocatore iniziale», kierroksen aloittaja); suomenkielinen teksti sanoo vain «myötäpäiväisessä paikkajärjestyksessä» eikä ole ristiriidassa sen kanssa.
