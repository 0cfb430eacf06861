### The example games: titles and descriptions.

title-two-players = Kahden pelaajan peli
description-two-players = Kaksi pelaajaa, Ada ja Bea, keräävät kumpikin omia pisteitään; Bea saavuttaa täsmälleen 305 raakapistettä (61 näyttöpistettä) 8 kierroksen pelin viimeisellä kierroksella.
title-three-players = Kolmen pelaajan peli
description-three-players = Kolme pelaajaa kerää kukin omia pisteitään ja pelaa myötäpäivään; Cai saavuttaa täsmälleen 305 raakapistettä (61 näyttöpistettä) 6 kierroksen jälkeen.
title-partners = Parit ja parin käsivähennys
description-partners = Neljä pelaajaa kahtena parina (Ada ja Cai vastaan Bea ja Dan). Kierroksella 3 Ada tyhjentää kätensä: asetuspisteet 15, plus vastustajien 69 silmää pyöristettynä 70:een, miinus parin 12 silmää pyöristettynä 10:een, on +75 raakapistettä; jos kädet yhdistettäisiin ensin (57 → 55), tulos olisi +70, minkä R23 kieltää.
title-discarded-domino = Käden tyhjennys hylätään, koska se ylittäisi 305
description-discarded-domino = Kierroksella 4 Cai tyhjentää kätensä, mikä tuottaa 45 raakapistettä, mutta Adan ja Cain parilla on jo 300: 345 ylittäisi 305:n, joten koko käden tyhjennyksen pistetapahtuma hylätään ja peli jatkuu (R2, R23). Ada ja Cai voittavat myöhemmin.
title-blocked-tie = Tukkeutunut kierros, jossa kädet ovat tasan
description-blocked-tie = Kierros 4 tukkeutuu tasan: Bea ja Cai, jotka kuuluvat vastakkaisiin pareihin, pitävät kumpikin kädessään 10 silmää, joten kukaan ei voita kierrosta (R27). Bean ja Danin kädet saavat silti erojensa pyöristetyn summan, kumpikin omana pistetapahtumanaan (Bea 6 → 5, Dan 4 → 5); Cain ero pyöristyy nollaksi (2 → 0), eikä Adalla ole suurempaa vastustajan kättä, joten niistä ei tule pistetapahtumaa (R25, R26, D2).
title-blocked-discarded = Tukkeutunut kierros, jossa yksi pistetapahtuma hylätään
description-blocked-discarded = Kierros 9 tukkeutuu: Bean käden 55 raakapisteen tapahtuma hyväksytään, mutta Adan käden 75 raakapistettä nostaisivat pistemäärän 235:stä 310:een, yli 305:n, joten vain se hylätään (R2, R26). Bea voittaa myöhemmin.
title-won-by-placement = Voitto asetuksella kesken kierroksen
description-won-by-placement = Kierroksella 5, kun pöydällä on jo 8 laattaa, Ada asettaa laatan [2|3] (5 raakapistettä) ja nostaa pistemääränsä 300:sta täsmälleen 305:een, vaikka jokaisella pelaajalla on vielä laattoja kädessä (3, 3): peli päättyy heti (R3, D6).
title-won-by-block = Voitto tukkeutuneen kierroksen pistetapahtumalla
description-won-by-block = Kierros 4 tukkeutuu; sen käsien pistetapahtumat käsitellään pienimmästä summasta alkaen, ja Danin 30 raakapistettä nostavat Bean ja Danin parin pistemäärän 275:stä täsmälleen 305:een: peli päättyy tukkeutuneen kierroksen tapahtumaan (R25, R26, R3).
