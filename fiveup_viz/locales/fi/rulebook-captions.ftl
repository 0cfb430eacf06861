### The rule book's figure captions.

going-out = Käden tyhjennys: viimeisen asetuksen asetuspisteet (0, ellei sen summa ole positiivinen viiden monikerta) + vastustajien silmälukujen summa kerran pyöristettynä − oman parin silmälukujen summa erikseen pyöristettynä: yksi pistetapahtuma, jolla on yksi tavoitteen tarkistus (R21–R24)
blocked-hand = Tukkeutunut kierros: kädet pienimmästä summasta alkaen; kullekin hyvitetään sen erot suurempiin vastustajien käsiin yhteensä, kerran pyöristettynä, ja käsi, jota suurempaa vastustajan kättä ei ole, ei saa mitään, vaikka oman parin käsi olisi suurempi (R25–R27)
