### Shared by every Finnish file: the case forms FORM($x, case: "…") asks (fiveup_viz/words/values.py)
### of the socket names, a tile's points, the learner, a list and a number. The cases:
### nominative, genitive, partitive, illative, inessive, elative (a number also adessive,
### ablative, allative). A socket's nominative is the seed's own word (layout.ftl: high, low, …).

socket-high = { $case ->
    [genitive] suuremman pään
    [partitive] suurempaa päätä
    [illative] suurempaan päähän
    [inessive] suuremmassa päässä
    [elative] suuremmasta päästä
   *[nominative] suurempi pää
}
socket-low = { $case ->
    [genitive] pienemmän pään
    [partitive] pienempää päätä
    [illative] pienempään päähän
    [inessive] pienemmässä päässä
    [elative] pienemmästä päästä
   *[nominative] pienempi pää
}
socket-line-a = { $case ->
    [genitive] linjan A
    [partitive] linjaa A
    [illative] linjaan A
    [inessive] linjassa A
    [elative] linjasta A
   *[nominative] linja A
}
socket-line-b = { $case ->
    [genitive] linjan B
    [partitive] linjaa B
    [illative] linjaan B
    [inessive] linjassa B
    [elative] linjasta B
   *[nominative] linja B
}
socket-branch-a = { $case ->
    [genitive] haaran A
    [partitive] haaraa A
    [illative] haaraan A
    [inessive] haarassa A
    [elative] haarasta A
   *[nominative] haara A
}
socket-branch-b = { $case ->
    [genitive] haaran B
    [partitive] haaraa B
    [illative] haaraan B
    [inessive] haarassa B
    [elative] haarasta B
   *[nominative] haara B
}

# A tile's point: the socket of the tile $tile (laatan [4|6] suurempaan päähän).
point-high = laatan { $tile } { socket-high }
point-low = laatan { $tile } { socket-low }
point-line-a = laatan { $tile } { socket-line-a }
point-line-b = laatan { $tile } { socket-line-b }
point-branch-a = laatan { $tile } { socket-branch-a }
point-branch-b = laatan { $tile } { socket-branch-b }
# A terminal double's counted end (both halves count).
point-double = laatan { $tile } { $case ->
    [genitive] molempien puoliskojen
    [partitive] molempia puoliskoja
    [illative] molempiin puoliskoihin
    [inessive] molemmissa puoliskoissa
    [elative] molemmista puoliskoista
   *[nominative] molemmat puoliskot
}
# The learner (a name is never inflected: a partnership holding the learner stays nominative;
# "label": standing alone as a label, a row of the score or hands panel: Sinä).
learner = { $case ->
    [label] Sinä
    [genitive] sinun
    [partitive] sinua
    [illative] sinuun
    [inessive] sinussa
    [elative] sinusta
    [adessive] sinulla
    [ablative] sinulta
    [allative] sinulle
   *[nominative] sinä
}
learner-and = { $partner } ja sinä
# Several players named together (a tie), the learner among them: $others, the other players
# as a list, $count how many they are; the learner last (Cai ja sinä; Bea ja Cai sekä sinä).
names-you = { $count ->
    [one] { $others } ja sinä
   *[other] { $others } sekä sinä
}
# A list of items (FORM($list) gives each item's form).
list-and = { $head } ja { $last }
# A number with its case ending after a colon (305:n, 300:ssa, 0:aan; the nominative bare: 305):
# the ending follows the last numeral word said, $last (fiveup_viz.words.fluent.last_said: 1-9,
# 10, 100, 1000, 1000000, 0). Front vowels after yksi, neljä, viisi, seitsemän, yhdeksän and
# kymmenen. Each case writes its own colon.
number = { $case ->
    [genitive] { $n }:n
    [partitive] { $n }:{ $last ->
        [1] tä
        [3] a
        [4] ää
        [5] tä
        [7] ää
        [9] ää
        [10] tä
        [2] ta
        [6] ta
        [1000] ta
       *[other] aa
    }
    [illative] { $n }:{ $last ->
        [4] ään
        [7] ään
        [9] ään
        [8] aan
        [100] aan
        [0] aan
        [1000000] aan
       *[other] een
    }
    [inessive] { $n }:{ $last ->
        [1] ssä
        [4] ssä
        [5] ssä
        [7] ssä
        [9] ssä
        [10] ssä
       *[other] ssa
    }
    [elative] { $n }:{ $last ->
        [1] stä
        [4] stä
        [5] stä
        [7] stä
        [9] stä
        [10] stä
       *[other] sta
    }
    [adessive] { $n }:{ $last ->
        [1] llä
        [4] llä
        [5] llä
        [7] llä
        [9] llä
        [10] llä
       *[other] lla
    }
    [ablative] { $n }:{ $last ->
        [1] ltä
        [4] ltä
        [5] ltä
        [7] ltä
        [9] ltä
        [10] ltä
       *[other] lta
    }
    [allative] { $n }:lle
   *[nominative] { $n }
}
# Displayed points counted (a `Count`, ui `n-shown`) as the object of a verb («asetus tuottaa 5
# raakapistettä (1 näyttöpisteen)»): one takes the genitive-accusative, more the partitive;
# $said is the count as n-shown says it.
count-shown = { $case ->
    [object] { $count ->
        [one] { $n } näyttöpisteen
       *[other] { $n } näyttöpistettä
    }
   *[nominative] { $said }
}
