### The click picker of the widgets.

scores = { $on } { $socket }: vale { $raw }
choose-here = { $on } { $socket }: ci stanno { $n } tue tessere, scegline una dalla mano
none-here = { $on } { $socket }: nessuna tua tessera ci sta
tile-no = { $on } { $socket }: { $tile } non ci sta
refuse-none = Nessuna tua tessera si attacca a { $on } { $socket }: serve una metà che mostri { $value } (R9, R12). Nulla è cambiato.
refuse-tile = { $tile } non si attacca a { $on } { $socket }: serve una metà che mostri { $value } (R9, R12). Nulla è cambiato.
refuse-pending = Hai pescato { $tile } e devi posarla subito (R18); non si attacca a { $on } { $socket }. Nulla è cambiato.
refuse-turn = Non è il tuo turno di posare. Nulla è cambiato.
choose = Scegli prima una tessera: a { $on } { $socket } stanno { $tiles }. Fai clic su una tessera della mano.
chosen = { $tile } scelta: fai clic su un punto lecito per posarla.
hand-tile = { $tile } nella tua mano
hand-open = { $tile } nella tua mano: apre il tavolo (R9), vale { $raw }
not-held = { $tile } non è nella tua mano.
