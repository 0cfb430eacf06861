### Every error the package raises (error.say(lang)).

where-hand = mano { $hand } (contata da 0, come nel file):{ " " }
where-action = mano { $hand }, azione { $action } (contate da 0, come nel file):{ " " }
what-player-name = il nome del giocatore { $seat }
what-seat = il posto
what-title = il titolo
what-description = la descrizione
what-seed = il numero di partenza
what-stop-hand = la mano indicata da stop
what-deal-of = tessere distribuite al posto { $seat }
what-hand = la mano
what-action = l'azione
what-boneyard = ossario
char-surrogate = un surrogato spaiato U+{ $code }
char-noncharacter = il non-carattere U+{ $code }
char-control = il carattere di controllo U+{ $code }
kind-domino = ultima tessera
kind-blocked = mano bloccata
kind-target = 305 raggiunto
tile-numbers = non è una tessera del doppio sei: { $a }, { $b }
tile-text = non è una tessera: { $text }
tile-form = non è una tessera: { $text } ({ $rule }: scrivila come [a|b])
socket-unknown = collegamento sconosciuto { $name }; i collegamenti si scrivono { $names } (low: estremità minore, high: estremità maggiore, line-a e line-b: lato lineare A e B, branch-a e branch-b: ramo A e B)
socket-none = { $tile } non ha { FORM($socket) }: una tessera non doppia ha un'estremità minore e una maggiore
move-both = una posa indica sia la tessera su cui va sia il collegamento, oppure nessuno dei due per l'apertura
move-text = non è una posa: { $text }; scrivi '[1|2]' o '[1|2] on [1|1] line-b'
move-n = posa { $n }: { $error }
table-absent = { $tile } non è sul tavolo
table-present = { $tile } è già sul tavolo
table-point = { $tile } va posata su un punto di collegamento lecito: solo la tessera d'apertura si posa senza collegamento
table-empty = il tavolo è vuoto: la prima tessera apre e si posa senza collegamento
table-undo = niente da annullare: il tavolo è vuoto
point-spinner = { $on } è uno spinner: i suoi collegamenti sono il lato lineare A, il lato lineare B, il ramo A e il ramo B
point-non-double = { $on } non è una doppia: i suoi collegamenti sono l'estremità minore e quella maggiore
point-occupied = { FORM($point, case: "su") } c'è già { $by }
point-branch = non è ancora possibile iniziare { FORM($point) }: un ramo di uno spinner si può iniziare solo quando entrambi i suoi lati lineari sono occupati
point-mismatch = { $tile } non si collega { FORM($point, case: "a") }, che mostra { $value }
play-not-held =
    { PERSON($name) ->
        [you] Non hai in mano { $tile }
       *[other] { $name } non ha in mano { $tile }
    }
play-pending =
    { PERSON($name) ->
        [you] Hai pescato { $tile } e devi posarla subito
       *[other] { $name } ha pescato { $tile } e deve posarla subito
    }
draw-pending =
    { PERSON($name) ->
        [you] Hai pescato { $tile }, che è giocabile, e devi posarla subito
       *[other] { $name } ha pescato { $tile }, che è giocabile, e deve posarla subito
    }
draw-empty = l'ossario è vuoto: se nessuno può posare, la mano è bloccata (R20, D5); altrimenti chi non può posare passa
draw-can-place =
    { PERSON($name) ->
        [you] Puoi posare una tessera e devi farlo invece di pescare
       *[other] { $name } può posare una tessera e deve farlo invece di pescare
    }
pass-can-place =
    { PERSON($name) ->
        [you] Puoi posare una tessera e devi farlo
       *[other] { $name } può posare una tessera e deve farlo
    }
pass-not-empty = l'ossario non è vuoto: chi non può posare pesca
coach-over = la mano è finita: non c'è nessuna posa da valutare
coach-no-move =
    { PERSON($name) ->
        [you] Non hai pose lecite: peschi o passi
       *[other] { $name } non ha pose lecite: pesca o passa
    }
game-no-hand = non è ancora stata distribuita nessuna mano: chiama start_hand()
game-over = la partita è finita
game-won = la partita è finita: { PERSON($side) ->
    [you] hai raggiunto { $target } punti grezzi
    [you-two] { $side } avete raggiunto { $target } punti grezzi
    [two] { $side } hanno raggiunto { $target } punti grezzi
   *[one] { $side } ha raggiunto { $target } punti grezzi
}
game-hand-open = la mano in corso non è ancora finita
game-hand-ended = la mano { $n } è finita ({ $kind }); distribuisci la mano successiva
leader-seat = { $leader }, indicato come chi apre la mano, non è un posto di questa partita
leader-forced =
    { PERSON($name) ->
        [you] Hai giocato l'ultima tessera e devi aprire tu la prossima mano, non { $player }
       *[other] { $name } ha giocato l'ultima tessera e deve aprire la prossima mano, non { PERSON($player) ->
            [you] tu
           *[other] { $player }
        }
    }
deal-alone = l'ossario si indica solo insieme alla distribuzione: distribuzione e ossario contengono insieme le 28 tessere
deal-count = la distribuzione ha { $count } serie di tessere per { $n } giocatori: serve una serie per ogni giocatore
deal-size = al posto { $seat } { $count ->
    [one] è stata distribuita 1 tessera
   *[other] sono state distribuite { $count } tessere
}, non { $size }
deal-twice = { $tile } compare due volte tra distribuzione e ossario
deal-lack = alla distribuzione e all'ossario mancano { $tiles }
name-size = { $what } { $name } deve avere da 1 a { $limit } caratteri, non solo spazi (RECORD.md)
name-char = { $what } { $name } contiene { $bad } (RECORD.md)
text-size = { $what } ha { $size } caratteri; al massimo { $limit } (RECORD.md)
players-count = una partita ha 2, 3 o 4 giocatori, non { $n }
count-least = { $what } deve essere almeno { $least }, non { $value }
seat-range = { $what } { $seat } non è un posto di questa partita: i posti vanno da 0 a { $last }
index-range = { $what } { $value } non esiste: ce ne sono { $size } (da 0 a { $last })
index-none = { $what } { $value } non esiste: non ce ne sono
position-negative = { $what } { $start }: mano e passo si contano da 0
hand-range = la mano { $hand } non esiste: la partita ha { $hands ->
    [one] una sola mano
   *[other] { $hands } mani
} (da 0 a { $last }, o -1 per l'ultima)
digits = { $what } ha più di { $digits } cifre (RECORD.md)
json-utf8 = non è UTF-8: il byte 0x{ $byte } alla posizione { $offset } non si può decodificare
json-bom = non è JSON: il testo inizia con un byte order mark
json-syntax = non è JSON: { $why } alla riga { $line } colonna { $column }
json-deep = il documento è annidato per più di { $depth } livelli
json-digits = un intero di { $count } cifre; ne sono ammesse al massimo { $digits }
json-big = un intero di più di { $digits } cifre
json-range = il numero { $text } è fuori intervallo
json-number = { $text } non è un numero JSON
json-value = { $type } non è un valore JSON
json-key = una chiave non è testo: { $key }
json-surrogate = il testo { $text } contiene un surrogato spaiato, che non è Unicode
record-object = una registrazione è un oggetto JSON
record-read = impossibile leggere { $path }: { $why }
record-format = format è { $found }, non { $format }
record-version = la versione { $found } non è supportata; questo lettore legge solo la versione { $version }
record-key = chiave sconosciuta { $key } (le chiavi riservate iniziano con '_')
record-players = players deve essere un elenco da 2 a 4 nomi
record-seed = seed deve essere un intero
record-max-hands = max_hands deve essere un intero positivo
record-name = { $what } deve essere testo (str), non { $type }
record-hands = hands deve essere un elenco
record-stop = il numero di azioni indicato da stop deve essere 0 o più, non { $count }
record-tile = { $what }: { $error }
record-over = la partita era già finita: { $why }
record-won = { PERSON($side) ->
    [you] avevi già raggiunto 305 punti grezzi
    [you-two] { $side } avevate già raggiunto 305 punti grezzi
    [two] { $side } avevano già raggiunto 305 punti grezzi
   *[one] { $side } aveva già raggiunto 305 punti grezzi
}
record-max-played = { $count ->
    [one] era già stata giocata 1 mano (max_hands)
   *[other] erano già state giocate { $count } mani (max_hands)
}
hand-object = una mano è un oggetto JSON
hand-missing = manca la chiave { $key }
hand-key = chiave sconosciuta { $key }
hand-key-top = chiave sconosciuta { $key } (le chiavi riservate, che iniziano con '_', sono ammesse solo al primo livello)
hand-deal = deal deve essere un elenco di elenchi di tessere
hand-boneyard = boneyard deve essere un elenco di tessere
hand-leader = leader deve essere il numero di un posto
hand-actions = actions deve essere un elenco
hand-short = le azioni si fermano prima della fine della mano; può farlo solo l'ultima mano
action-after = azione dopo la fine della mano ({ $kind }, { $rule })
action-object = un'azione è un oggetto JSON
action-kinds = un'azione ha esattamente una delle chiavi play, draw o pass
action-key = chiave sconosciuta { $key } in un'azione { $kind }
action-seat = il posto { $seat } non è un posto di questa partita
action-turn = il giocatore al posto { $seat } gioca fuori turno: è il turno del giocatore al posto { $turn }
action-draw = draw indica { $tile } ma la prossima tessera dell'ossario è { $next }
action-pass = pass deve essere true
action-opening = la posa di apertura non ha la chiave 'on' né 'socket'
action-play = una posa dopo l'apertura indica 'on' e 'socket'
action-socket = socket deve essere il nome di un collegamento
stdin-closed = lo standard input è chiuso: non c'è nessuna registrazione da leggere
stdin-read = impossibile leggere lo standard input: { $why }
stdin-surrogate = non è UTF-8: lo standard input contiene un surrogato spaiato
moves-stdin = lo standard input è chiuso: non ci sono pose da leggere
moves-read = impossibile leggere le pose da { $source }: { $why }
moves-utf8 = non è testo UTF-8
moves-none = nessuna posa da disegnare: indica almeno la tessera di apertura, per esempio '[1|4]'
cli-hand = la registrazione ha { $count ->
    [one] una sola mano
   *[other] { $count } mani
}; la mano { $hand } non esiste
cli-no-record = nessun file e nessuna partita di esempio si chiama { $name }; le partite di esempio sono { $names }
cli-annotate-nothing = indica --note, --mark o --ask: che cosa scrivere sull'azione
cli-ask-move = --ask richiede --action: una domanda si pone su un'azione
cli-ask-where-tile = --ask where richiede --tile: la tessera da posare, per esempio [3|5]
cli-ask-points-tile = --ask points chiede della posa fatta in quell'azione e non accetta --tile
cli-ask-at = mano { $hand }, azione { $action }: { $why }
cli-hand-number = { $text } non è un numero di mano: le mani si contano da 1, come le mostrano la pagina della partita e l'analisi
cli-move-number = { $text } non è un numero di azione: le azioni si contano da 1, come le mostrano la pagina della partita e l'analisi
cli-move = la mano { $hand } ha { $count ->
    [one] una sola azione
   *[other] { $count } azioni
} (si contano da 1, pescate e turni passati compresi); l'azione { $move } non esiste
cli-no-hands = la registrazione non ha mani da mostrare
cli-step = la mano { $hand } ha { $count ->
    [one] una sola posa; il passo può essere solo 1
   *[other] { $count } pose; il passo va da 1 a { $count }
}
cli-width = --width deve essere tra 50 e 20000 px, non { $width }
cli-rulebook = il regolamento è una pagina HTML: { $out } deve finire in .html
cli-write = impossibile scrivere { $path }: { $why }
cli-site-lite = impossibile preparare le lezioni da eseguire nel browser: { $why }
cli-out-empty = --out richiede un nome di file, non un testo vuoto
cli-out-folder = --out { $out } è una cartella; indica il file SVG da scrivere
cli-out-missing = --out { $out }: la cartella { $folder } non esiste
cli-annotate-out = --annotate richiede --out, il file JSON in cui scrivere la registrazione annotata
cli-out-annotate = --out scrive una registrazione annotata: indica anche --annotate
cli-out-folder-record = --out { $out } è una cartella; indica il file JSON da scrivere
cli-out-folder-html = --out { $out } è una cartella; indica il file HTML da scrivere
cli-out-folder-drawing = --out { $out } è una cartella; indica il file .svg, .png o .pdf da scrivere
cli-diagrams-out = --out { $out } non è una cartella; indica la cartella in cui scrivere i diagrammi
cli-usage = { $message } (vedi '{ $prog } --help')
cli-strategies = indica una sola --strategy o una per posto ({ $n })
cli-output = l'uscita
cli-number = { $text } non è un numero
cli-integer = { $text } non è un numero intero
cli-whole = { $text } non è un numero intero di almeno { $least }
cli-seed = { $text } non è un intero di al massimo { $digits } cifre
os-ENOENT = file o cartella inesistente
os-EACCES = permesso negato
os-EISDIR = è una cartella
os-ENOTDIR = non è una cartella
os-ENOSPC = spazio esaurito sul dispositivo
os-EROFS = filesystem di sola lettura
os-EPERM = operazione non permessa
os-ENAMETOOLONG = nome del file troppo lungo
os-ELOOP = troppi livelli di collegamenti simbolici
os-EIO = errore di input/output
os-EFBIG = file troppo grande
os-EEXIST = il file esiste già
os-not-a-file = non è un file regolare
json-why-value = atteso un valore
json-why-name = atteso un nome di proprietà tra virgolette doppie
json-why-colon = atteso il separatore ':'
json-why-comma = atteso il separatore ','
json-why-extra = dati in più
json-why-control = carattere di controllo non valido
json-why-string = stringa non chiusa che inizia
json-why-escape = sequenza \ non valida
json-why-unicode = sequenza \uXXXX non valida
answer-point = non è un punto dello schema: { $item }
answer-opening = { $item } è un'apertura, non un punto dello schema
theme-unknown = tema sconosciuto { $theme }; i temi sono { $themes }
export-format = impossibile capire il formato di { $path }: il nome del file deve finire in { $formats }
export-font = nessun carattere tipografico per scrivere il testo: installa DejaVu Sans (Debian: apt-get install fonts-dejavu-core)
export-extra = l'uscita PNG e PDF richiede il componente opzionale '{ $extra }' (manca { $module }): { $install }
export-dpi = --dpi deve essere tra 10 e 1200, non { $dpi }
export-pixels = un disegno di { $width } x { $height } px a { $dpi } dpi sarebbe di { $pixels } milioni di pixel (al massimo { $most }): riduci --dpi o --width
export-size = non è un disegno di questo pacchetto: l'<svg> non ha larghezza e altezza
lessons-missing = questa installazione di fiveup_viz non ha le lezioni: installala da un pacchetto creato con 'pip wheel' dai sorgenti del progetto, oppure lavora nella copia del progetto con 'make lab'
lessons-folder = { $folder } è un file: indica la cartella in cui scrivere le lezioni
lessons-no-lab = JupyterLab non è installato: { $install }
lessons-dir-empty = la cartella per le lezioni richiede un nome, non un testo vuoto
lessons-link = { $path } è un collegamento simbolico: le lezioni si scrivono solo in cartelle e file veri dentro { $folder }; elimina il collegamento o indica un'altra cartella
lessons-trust-store = impossibile aprire { $path }, dove sono registrati i notebook attendibili
export-browser = PNG e PDF non sono disponibili nel browser; SVG funziona: indica un nome di file che finisce in .svg
lang-unknown = lingua sconosciuta { $lang }; scegli fra { $known }
example-unknown = nessuna partita di esempio si chiama { $name }; le partite di esempio sono { $names }
example-missing = nessuna partita di esempio { $name }: le partite di esempio non sono installate
strategy-unknown = strategia sconosciuta { $strategy }; scegli fra { $strategies }
strategy-count = { $count ->
    [one] 1 strategia
   *[other] { $count } strategie
} per { $n } giocatori: indicane una sola, o una per ogni posto
bots-count = indica una sola strategia per i bot, o una { $n ->
    [one] per l'altro posto
   *[other] per ciascuno degli altri { $n } posti
}
exercise-kind = tipo di esercizio sconosciuto { $kind }; scegli fra { $kinds }
exercise-level = il livello va da 1 a { $levels }, non { $level }
quiz-empty = un quiz ha bisogno di almeno una domanda
worksheet-kind = una scheda di esercizi accetta i tipi di domanda { $kinds } oppure mix, non { $kind }
worksheet-kinds = una scheda di esercizi ha bisogno di almeno un tipo di domanda
worksheet-count = una scheda di esercizi contiene da 1 a { $most } domande, non { $count }
worksheet-key = le soluzioni sono 'page' (su pagine a parte), 'none' (escluse) o 'only' (da sole), non { $key }
worksheet-versions = una scheda ha da 1 a { $most } versioni, non { $number }
worksheet-paper = il formato della carta è 'a4' o 'letter', non { $paper }
worksheet-format = una scheda di esercizi si scrive in HTML o PDF: il nome del file deve finire in .html o .pdf, non { $path }
worksheet-out-folder = --out { $out } è una cartella; indica il file .html o .pdf da scrivere
position-hand = nessuna posizione { $asked } in questa partita: { $hands ->
    [one] ha 1 mano, qui numerata 0 (la mano 1 è la 0)
   *[other] ha { $hands } mani, qui numerate da 0 a { $last } (la mano 1 è la 0)
}
position-step = nessuna posizione { $asked } in questa partita: la mano { $n } (qui numerata { $hand }) ha { $last ->
    [one] 1 azione
   *[other] { $last } azioni
}, quindi il secondo numero va da 0 (prima della sua prima azione) a { $last }
position-count = nessuna posizione { $asked } in questa partita: { $j ->
    [0] la mano { $n } (qui numerata { $hand }) non ha un conteggio di fine mano
   *[other] il conteggio di fine mano della mano { $n } (qui numerata { $hand }) va da ({ $hand }, { $k }, 0) a ({ $hand }, { $k }, { $last })
}
turn-not-yours = non è il tuo turno
turn-no-human = a questo tavolo ora non tocca a nessuno: la mano è finita
humans-none = un tavolo ha bisogno di almeno un posto per un giocatore umano: indica per esempio 'humans=[0]'
humans-twice = il posto { $seat } compare due volte in 'humans': ogni giocatore occupa un solo posto
humans-and-seat = indica 'seat=' per un solo giocatore o 'humans=' per più giocatori, non entrambi
projector-humans = un tavolo per il proiettore ha un solo posto umano, che tutta la classe gioca insieme: indica 'seat=', non { $n } posti in 'humans'
teaching-withdrawn = la modalità didattica non è offerta a questo tavolo ('teacher=False', o un proiettore senza 'teacher=True'): non si possono attivare né essa né «Mostra le tessere dei bot»; non è cambiato nulla
what-human-seat = il posto di un giocatore umano
seat-side = il posto { $seat } non appartiene a nessun giocatore né a nessuna coppia
page-asks = 'asks' è { $asks }, ma deve essere uno di questi: { $choices }
page-hand = hand={ $hand } non indica nessuna mano di questa partita: ne ha { $count ->
    [one] 1, hand=0
   *[other] { $count }, da hand=0 a hand={ $last }
} (hand= conta da 0; la pagina mostra le mani da 1)
colour-roles = ruoli di colore sconosciuti { $roles }; i ruoli sono { $known }
sheet-raw = un punteggio grezzo è un multiplo di 5, non { $raw }
panels-other = i pannelli dati sono di un'altra partita o di un'altra lingua

## Annotations (RECORD.md § Annotations): notes and marks.
what-note = la nota
what-hand-note = la nota sulla mano { $hand }
what-in-language = { $what } ({ $lang })
note-mark = il segno { $mark } non è tra quelli ammessi, { $marks } (RECORD.md)
note-type = { $what } deve essere un testo, oppure un oggetto con un testo per lingua ({ $languages })
note-no-language = { $what } non indica nessuna lingua: scrivila in almeno una fra { $languages }
note-language = { $what } ha la chiave di lingua sconosciuta { $key }: le lingue sono { $languages }
note-empty = { $what } è vuota: una nota ha da 1 a 2.000 caratteri (RECORD.md)
note-hand-mark = una mano accetta una nota, non un segno: i segni vanno sulle azioni (RECORD.md)
## Questions of a record (RECORD.md): `_questions`.
ask-list = { $key } deve essere un elenco di domande (RECORD.md)
ask-at = { $where }: { $why }
ask-object = una domanda è un oggetto JSON con le chiavi 'hand', 'action' e 'ask'
ask-key = chiave sconosciuta { $key }: una domanda ha le chiavi 'hand', 'action', 'ask' e, per chiedere dove, 'tile'
ask-kind = 'ask' è { $ask }, non uno tra { $kinds }
ask-hand = la mano { $hand } non esiste: la partita ha { $count ->
    [one] una sola mano
   *[other] { $count } mani
} (le mani si contano da 0)
ask-action = l'azione { $action } non esiste: la mano ha { $count ->
    [one] una sola azione
   *[other] { $count } azioni
} (le azioni si contano da 0)
ask-points-tile = una domanda 'points' riguarda la posa della sua azione e non accetta 'tile'
ask-points-play = una domanda 'points' richiede una posa: questa azione è una pescata o un turno passato
ask-where-tile = una domanda 'where' richiede la tessera da posare ('tile')
ask-where-open = una domanda 'where' non può precedere la posa che apre la mano: si può aprire con qualsiasi tessera
ask-where-placed = { $tile } è già sul tavolo in quella posizione
ask-twice = questa azione ha già una domanda { $ask }: a ogni azione si può aggiungere al massimo una domanda di ciascun tipo (RECORD-quiz.md); aggiungi l'altra domanda a un'altra azione
## Wrong types: a programmer's errors (WrongTypeError, a TypeError too)
type-record = una registrazione deve essere un testo JSON, bytes, un Path o un dict, non { $type }
type-source = impossibile aprire una partita da { $type }: fornisci una registrazione, un percorso, un testo JSON, un Game o il nome di una partita di esempio
type-stop = stop deve essere una coppia (mano, azioni), non { $value }
type-stop-count = il numero di azioni di stop deve essere un intero, non { $type } { $value }
type-moves = from_moves richiede un elenco di pose, non { $type }
type-move = la posa { $n } deve essere un Move o il suo testo ('[1|2] on [1|1] line-b'), non { $type }
type-start = start deve essere True o False, non { $type }
type-flag = { $what } deve essere True o False, non { $type } { $value }
type-round = { $what } deve essere un Game o una sua mano (game.hand), non { $type } { $value }
type-seat = { $what } deve essere il numero di un posto (int), non { $type } { $value }
type-action = Game.apply richiede un Action, non { $type }
type-list = { $what }: serve un elenco, non { $type }
type-explorer = LayoutExplorer mostra un Layout (o None per un tavolo vuoto), non { $type }; costruiscine uno con Layout.from_moves([...])
type-players = players deve essere un numero (2, 3 o 4) o un elenco da 2 a 4 nomi, non { $type }
type-seed = seed deve essere un intero o None, non { $type } { $value } ({ $rule }: la registrazione lo conserva come intero)
type-integer = { $what } deve essere un intero, non { $type } { $value }
type-position = { $what } deve essere una coppia di interi (mano, passo), non { $value }
type-humans = humans deve essere un elenco di numeri di posto, non { $type }
type-seed-given = seed deve essere un intero di al massimo { $digits } cifre, non { $type } { $value }: lo stesso numero di partenza dà sempre lo stesso risultato
type-number = { $what } deve essere un numero, non { $type } { $value }
type-text = { $what } deve essere testo (str), non { $type } { $value }
type-path = { $what } deve essere un nome di file (str o Path), non { $type } { $value }
type-game = { $what } deve essere un Game, non { $type } { $value }: apri una registrazione con 'replay(record)' o una partita di esempio con 'examples.load(name)'
type-layout = { $what } deve essere un Layout, non { $type } { $value }: costruiscine uno con Layout.from_moves([...])
type-lang = lang deve essere il codice di una lingua (testo: { $known }), non { $type } { $value }
type-bot = un bot è il nome di una strategia ({ $strategies }) o un oggetto con il metodo 'choose(game, moves)', non { $type } { $value }
budget-range = { $what } è il tempo del coach per ogni posa, da { $least } a { $most } millisecondi, non { $value }
worksheet-fmt = il formato di una scheda di esercizi è html o pdf, non { $fmt }
type-random-seed = seed deve essere un intero, un testo o None, non { $type } { $value }: lo stesso numero di partenza dà sempre lo stesso risultato
bots-seats = { $count ->
    [one] 1 bot
   *[other] { $count } bot
} per { $n } giocatori: play_out ha bisogno di un bot per ogni posto
size-range = size è la larghezza di un disegno, da { $least } a { $most } px, non { $value }
type-question = un esercizio mostra una 'Question' (da 'fiveup_viz.pages.exercises.practice'), non { $type } { $value }
cli-whole-most = { $text } non è un numero intero da { $least } a { $most }
json-twice = un oggetto ha due volte la chiave { $key }; ogni chiave si scrive una volta sola (RECORD.md)
cli-table-empty-name = --names: il nome n. { $seat } è vuoto; scrivi i nomi separati da virgole, per esempio "Classe 3B,Giulia,Luca"
cli-table-name = il nome n. { $seat } di --names
cli-table-names = --names contiene { $count ->
    [one] 1 nome
   *[other] { $count } nomi
}, ma il tavolo ha { $players } posti: scrivi al massimo un nome per posto, oppure aumenta --players
cli-table-seat = --class-seat { $seat } non è un posto di questo tavolo: i posti vanno da 1 a { $players }
cli-port-taken = le porte da { $port } a { $last } sono tutte occupate da altri programmi: chiudine uno, oppure scegli un'altra porta con --port
