### The click picker of the widgets.

scores = { $on } { $socket }: { $raw } pistettä
choose-here = { $on } { $socket }: { $n } laattaasi sopii, valitse yksi kädestä
none-here = { $on } { $socket }: mikään laattasi ei sovi tähän
tile-no = { $on } { $socket }: { $tile } ei sovi tähän
refuse-none = Mikään laattasi ei sovi kohtaan { $on } { $socket }: liitettävän puolikkaan on näytettävä { $value } (R9, R12). Mikään ei muuttunut.
refuse-tile = { $tile } ei sovi kohtaan { $on } { $socket }: liitettävän puolikkaan on näytettävä { $value } (R9, R12). Mikään ei muuttunut.
refuse-pending = Nostit laatan { $tile }, ja se on asetettava heti (R18); se ei sovi kohtaan { $on } { $socket }. Mikään ei muuttunut.
refuse-turn = Nyt ei ole vuorosi asettaa laattaa. Mikään ei muuttunut.
choose = Valitse ensin laatta: kohtaan { $on } { $socket } sopivat { $tiles }. Napsauta laattaa kädessäsi.
chosen = { $tile } valittu: napsauta laillista kohtaa asettaaksesi sen.
hand-tile = { $tile } kädessäsi
hand-open = { $tile } kädessäsi: avaa pöydän (R9), { $raw } pistettä
not-held = { $tile } ei ole kädessäsi.
