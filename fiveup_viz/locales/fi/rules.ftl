### Each rule's and decision's summary in one line: lesson 00's rule map and a cited rule's tooltip.

rule-R1 = 5 raakapistettä on 1 näyttöpiste; tavoite on 305 raakapistettä = 61 näyttöpistettä
rule-R2 = tavoitteen ylittävä pistetapahtuma hylätään kokonaan
rule-R3 = hyväksytty pistetapahtuma, joka vie täsmälleen 305:een, voittaa heti
rule-R4 = yksi 28 laatan tuplakuutossarja; laatta kirjoitetaan [a|b], a ≤ b
rule-R5 = 2–3 pelaajaa kukin omilla pisteillään, 4 pelaajaa kahtena pysyvänä parina, parikumppanit vastakkain; myötäpäivään
rule-R6 = 5 laattaa kullekin; loput ovat nostopakka
rule-R7 = ensimmäinen aloittaja arvotaan
rule-R8 = kätensä tyhjentänyt aloittaa seuraavan kierroksen; tukon jälkeen aloittaja arvotaan
rule-R9 = avaus millä tahansa laatalla, sitten liitos lailliseen jatkokohtaan (R13), jossa näkyy sama luku
rule-R10 = jokainen tupla on spinneri ja asetetaan poikittain
rule-R11 = ensin suoran linjan molemmat suunnat, sitten kumpi tahansa haara
rule-R12 = muu kuin tupla liittyy samanarvoisella päällään
rule-R13 = lailliset jatkokohdat; siirrot kahteen kohtaan, joissa näkyy sama luku, ovat eri siirtoja
rule-R14 = jokaisen asetuksen jälkeen lasketaan pisteytykseen kuuluvat päät yhteen
rule-R15 = positiivinen viiden monikerta tuottaa summansa verran raakapisteitä
rule-R16 = asetuspistehyvitys on oma pistetapahtumansa (paitsi käden tyhjentävän laatan)
rule-R17 = jos voit asettaa laatan, sinun on tehtävä se
rule-R18 = nosta yksi kerrallaan; aseta ensimmäinen sopiva laatta heti
rule-R19 = et voi asettaa ja nostopakka on tyhjä: ohita
rule-R20 = nostopakka tyhjä eikä kukaan voi asettaa: kierros tukkeutuu
rule-R21 = viimeinen laatta päättää kierroksen ja pisteytetään tavallisesti
rule-R22 = vastustajien silmälukujen summa kerran pyöristettynä kätensä tyhjentäneelle pelaajalle tai parille, johon hän kuuluu
rule-R23 = oman parin silmälukujen summa erikseen pyöristettynä vähennetään; yksi pistetapahtuma
rule-R24 = pyöristys lähimpään viiteen: jakojäännös 1–2 alas, 3–4 ylös
rule-R25 = jokaisen pelaajan käsi erikseen; kevyimmästä alkaen erot suurempiin vastustajien käsiin, summa pyöristetään kerran
rule-R26 = jokainen positiivinen käden hyvitys on oma pistetapahtumansa, järjestyksessä ja omalla tarkistuksellaan
rule-R27 = pienin käsisumma voittaa tukkeutuneen kierroksen; vastustajat tasan: tasatulos
rule-R28 = viiva on 5 raakapistettä; 10 näyttöpistettä on suuri X ja neljä pientä x:ää
rule-D1 = pistemäärä voi mennä nollan alle
rule-D2 = käden tyhjennyksen tapahtuma kirjataan, vaikka netto olisi nolla; tukon käsi, jonka hyvitys on 0, ei tuota tapahtumaa
rule-D3 = ei voittajaa, kun max_hands kierrosta (oletus 200) on pelattu
rule-D4 = sama siemenluku ja samat valinnat antavat saman pelin
rule-D5 = kun kierros on tukkeutunut, kukaan ei enää ohita vuoroaan
rule-D6 = 305:een vievä asetus päättää pelin ennen tukon pisteytystä
rule-D7 = paperin viivojen järjestys: X, sitten ylä-, oikea, ala- ja vasen väli
rule-D8 = tukossa samat käsisummat: myötäpäivään kierroksen aloittajasta (italiankielisen tekstin sääntö)
