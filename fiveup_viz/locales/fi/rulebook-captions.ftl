### The rule book's figure captions.

going-out = Käden tyhjennys: viimeinen asetus, vastustajien silmäluvut kerran pyöristettyinä, parin käsivähennys, yksi pistetapahtuma ja yksi tavoitteen tarkistus (R21–R24)
blocked-hand = Tukkeutunut kierros: kädet pienimmästä summasta alkaen, kullekin hyvitetään pyöristetyt erot suurempiin vastustajien käsiin (R25–R27)
