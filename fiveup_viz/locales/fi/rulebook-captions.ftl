### The rule book's figure captions.

going-out = Käden tyhjennys: viimeisen asetuksen asetuspisteet (0, ellei summa ole positiivinen viiden monikerta) + vastustajien silmäluvut yhteensä kerran pyöristettyinä − oman parin silmäluvut erikseen pyöristettyinä = yksi pistetapahtuma ja yksi tavoitteen tarkistus (R21–R24)
blocked-hand = Tukkeutunut kierros: kädet pienimmästä summasta alkaen; kullekin hyvitetään sen erot suurempiin vastustajien käsiin yhteensä, kerran pyöristettynä, ja käsi, jota suurempaa vastustajan kättä ei ole, ei saa mitään (R25–R27)
