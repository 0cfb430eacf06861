### Shared by every Finnish file: the case forms of the socket names (FORM($socket, case: "…")).
### The nominative is the seed's own word (layout.ftl: high, low, line-a, …).

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
