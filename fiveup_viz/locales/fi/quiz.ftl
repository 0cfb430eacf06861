### A game page or GameViewer run as a quiz (fiveup_viz.pages.quiz): the questions it asks at a
### position, spoken to the learner as "you".

heading = Kysymys
# A question the record itself asks (RECORD.md § Questions, `fiveup-viz annotate --ask`),
# in its own box beside the quiz's own question.
heading-record = Opettajan kysymys
heading-record-before = Opettajan kysymys ennen siirtoa { $action }
q-where =
    { PERSON($name) ->
        [you] Mihin voit asettaa laatan { $tile }? Valitse kaikki lailliset jatkokohdat, joihin se sopii.
       *[other] Mihin { $name } voi asettaa laatan { $tile }? Valitse kaikki lailliset jatkokohdat, joihin se sopii.
    }
q-end-domino =
    { PERSON($name) ->
        [you] Tyhjennät kätesi, ja käsiin jääneet laatat näytetään.
       *[other] { $name } tyhjentää kätensä, ja käsiin jääneet laatat näytetään.
    } Kuka tai ketkä saavat hyvitystä tämän kierroksen lopussa ja montako raakapistettä kukin? Valitse yksi vastaus.
q-end-blocked = Kierros tukkeutuu, ja käsiin jääneet laatat näytetään. Kuka tai ketkä saavat hyvitystä tämän kierroksen lopussa ja montako raakapistettä kukin? Valitse yksi vastaus.
# One side's credit at a hand's end, as an answer to choose ("Ada and Cai: 20 raw").
credit = { FORM($side, case: "label") }: { $raw }
# Sides' credits in one answer, one side after another (`credit` each; a side's own names
# and credits join with "and", so the sides stand apart by a semicolon, read16-en S9):
# "Ada and Cai: 20 raw; Bea and Dan: 5 raw".
credits = { $head }; { $next }
# One group's credit at a blocked hand of partnerships, in `credit`'s $raw: the group that
# earns it, each its own event (R25, R26): "5 raw (Bea's group)", "5 raw (your group)". The
# points come first, as in `credit` and the other choices, and whose hand earns them after
# them in parentheses; the name stays uninflected, as ui `group-head` says it: «5
# raakapistettä (käsi: Bea)», «5 raakapistettä (kätesi)» (nat21-fi: «käsi (Bea) 5
# raakapistettä» put a parenthesis between the hand and its points).
group-credit = { $raw } ({ PERSON($name) ->
    [you] kätesi
   *[other] käsi: { $name }
})
# A wrong choice at a hand's count that a known slip makes (pages.quiz._slips): the slip in one
# sentence with its rules, said instead of "Lue säännöt vielä kerran" (teach18 F4).
slip-target = Tässä on mukana hyvitys, jolla pistemäärä ylittäisi 305:n: se pistetapahtuma hylätään kokonaan (R2).
slip-partner = Tästä puuttuu parin käsivähennys: parikumppanin silmälukujen summa pyöristetään erikseen ja vähennetään (R23).
slip-merged = Tässä parikumppanin silmäluvut on yhdistetty vastustajien silmälukuihin ennen pyöristystä: vastustajien summa ja parikumppanin silmälukujen summa pyöristetään kumpikin erikseen, ja sitten parikumppanin summa vähennetään (R23).
slip-apart = Tässä jokaisen vastustajan silmäluvut on pyöristetty erikseen: ensin lasketaan yhteen kaikkien vastustajien silmäluvut, sitten summa pyöristetään kerran (R22, R24).
slip-last = Tässä on lisätty viimeisen asetuksen summa { $total }, joka ei ole positiivinen viiden monikerta eikä siksi tuota pisteitä (R15, R21).
nobody = Kukaan ei saa hyvitystä
# The page's switch that turns the questions off and on.
toggle = Kysymykset
# The page's choice beside the switch: which positions ask (pages.quiz.ASKS), its name
# and each choice, short enough for the toolbar (a hand's count asks at each choice).
asks = Milloin kysytään: pisteitä tuottavissa asetuksissa, vain lopussa (loppupisteytyksessä) vai joka asetuksessa; loppupisteytyksessä kysytään joka valinnalla
asks-scoring = Kun tulee pisteitä
asks-counts = Vain lopussa
asks-every = Joka asetuksessa
wait = Vastaa kysymykseen tai näytä vastaus, niin pääset eteenpäin.
# Under `wait`: how to jump on without answering; the questions skipped stay unanswered. It
# shows to the whole class at a projector, so it names only the End button (page.ftl `end`);
# the address #hand=H&step=S is the teacher's, in the README (issue 31, teach27 F6).
skip = Voit hypätä eteenpäin vastaamatta: paina ”{ $button }”.
skip-count = Voit jatkaa vastaamatta: paina ”{ $button }”.
