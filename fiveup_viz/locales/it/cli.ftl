### The command line: help texts and messages.

description = Exact 61 Five Up: partite, registrazioni e diagrammi.
simulate = gioca partite tra bot e stampa le loro registrazioni in JSON
review = valuta ogni posa di una registrazione confrontandola con il coach
replay = controlla una registrazione e la riassume
describe = descrive uno schema a parole
render = disegna uno schema in SVG
draw = disegna lo schema dopo alcune pose (SVG, PNG o PDF)
html = scrive una partita come un'unica pagina web autonoma
rulebook = scrive il regolamento illustrato come un'unica pagina HTML stampabile
diagrams = rigenera i diagrammi delle regole e i regolamenti
opt-players = giocatori in ogni partita (R5)
opt-seed = numero di partenza della prima partita; la partita k usa quel numero + k (D4)
opt-strategy = una per posto, o una per tutti: { $choices } (predefinita greedy)
opt-games = registrazioni da stampare, una per riga
opt-max-hands = numero massimo di mani in ogni partita (D3)
opt-file = un file di registrazione, o - per lo standard input
opt-record-or-example = un file di registrazione, - per lo standard input, o il nome di una partita di esempio: { $choices }
opt-budget = millisecondi del coach per ogni posa, da 1 a { $most } (predefinito 200)
opt-coach-seed = accettato per gli script già scritti; non cambia nulla, perché il coach ricava le distribuzioni da ogni posizione
opt-annotate = scrive una copia della registrazione con i segni del coach (?!, ?, ??) e le sue note sulle mosse che giudica deboli; le note e i segni già presenti nella registrazione restano (serve --out)
opt-record-out = la registrazione annotata (JSON) da scrivere (con --annotate)
opt-lang = lingua dell'uscita: { $choices } (predefinita: dall'ambiente, LANGUAGE, LC_ALL, LC_MESSAGES o LANG, come li legge gettext)
opt-json = stampa l'elenco dei punteggi (RECORD.md)
opt-summary-lang = lingua del riassunto: { $choices }
opt-hand = la mano, contando da 1 come fanno la pagina della partita e l'analisi
# The line `review` prints before its list (teach17 friction 6: the numbers skip, hand 1: 1, 6, 7).
review-actions = I numeri delle azioni contano ogni posa, ogni pescata e ogni turno passato, come fanno i passi della pagina; qui sono elencate solo le pose.
opt-step = pose fatte finora (1 o più)
opt-svg-out = il file SVG da scrivere
opt-hand-frame = inquadra l'intera mano, così ogni passo resta allineato
opt-numerals = cifre invece dei puntini
opt-moves = una posa come in Layout.from_moves ('[1|4]', '[1|1] on [1|4] low'), o un file con una posa per riga, o - per lo standard input
opt-draw-out = il file da scrivere; .svg, .png o .pdf (PNG e PDF richiedono il componente opzionale 'export')
opt-socket-labels = scrive accanto a ogni punto di collegamento lecito il nome del suo collegamento (lato lineare A, ramo B, …; R11, R13)
opt-theme = i colori del disegno: { $choices }
opt-no-caption = solo tessere e segni
opt-no-legend = la didascalia senza la sua legenda
opt-width = larghezza del disegno in px (predefinita: la dimensione naturale)
opt-highlight-last = incornicia l'ultima tessera posata (predefinito: sì)
opt-dpi = risoluzione PNG: dpi/96 pixel per px (predefinita { $dpi })
opt-html-out = il file HTML da scrivere
opt-page-hand = la mano che la pagina mostra per prima, contando da 1 come la pagina e i suoi link (predefinita 1)
opt-quiz = trasforma la pagina in un quiz: nei momenti indicati da --questions, prima di mostrare i punti, chiede quanti punti grezzi vale una posa (per l'ultima tessera di una mano: quanti ne vale da sola, prima di entrare a far parte dell'evento dell'ultima tessera; per una posa il cui evento supererebbe 305 grezzi: quanti ne vale prima del controllo dell'obiettivo) e, al conteggio di una mano, chi riceve un accredito e di quanti punti grezzi; la pagina verifica da sé le risposte
opt-questions = con --quiz (o da sola, e allora la pagina diventa un quiz), in quali momenti fare le domande; si possono scegliere anche sulla pagina: scoring, le pose che valgono punti e ogni conteggio di fine mano (predefinito: circa la metà delle domande della scelta every, senza le pose facili che non valgono punti); counts, solo i conteggi di fine mano; every, ogni posa e ogni conteggio
opt-page-projector = la pagina si apre a caratteri grandi, leggibili anche dalle ultime file quando è proiettata in classe (un link che finisce con '&projector=1' ha lo stesso effetto; con '&projector=0' si torna ai caratteri normali)
meta-questions = DOMANDE
opt-book-lang = fi e it: il testo originale delle regole, con le figure; en: le regole scritte per i giocatori
opt-folder = la cartella in cui scrivere (predefinita assets)
opt-diagram-lang = una lingua, o tutte: { $choices } (predefinito all)
meta-command = COMANDO
meta-file = FILE
meta-move = POSA
meta-players = GIOCATORI
meta-seed = NUMERO
meta-strategy = STRATEGIA
meta-games = PARTITE
meta-max-hands = MANI
meta-budget = MS
meta-lang = LINGUA
meta-hand = MANO
meta-step = PASSO
meta-out = FILE
meta-theme = TEMA
meta-width = LARGHEZZA
meta-dpi = DPI
progress-games = partite
lessons = scrive il corso in una cartella: le lezioni, i regolamenti e i promemoria
lab = apre JupyterLab sulla tua copia del corso, alla lezione indice (richiede il componente opzionale 'lab')
opt-lessons-dir = la cartella in cui scrivere (creata se manca); le lezioni che hai modificato restano come sono
opt-course-lang = un corso, o tutti: { $choices } (predefinito all)
opt-reset = rimette le lezioni come sono distribuite (le tue modifiche vanno perse)
opt-lab-dir = la cartella della tua copia del corso (predefinita 'my-lessons'; creata se manca)
opt-lab-lang = il corso da aprire: { $choices } (predefinito: dall'ambiente, LANGUAGE, LC_ALL, LC_MESSAGES o LANG, come li legge gettext); le altre opzioni vanno a JupyterLab
opt-port = la porta su cui JupyterLab resta in ascolto (predefinita 8888; se un altro programma la usa, JupyterLab prende la prima porta libera successiva e il comando dice quale)
lab-port-moved = La porta { $port } è occupata da un altro programma: JupyterLab usa la porta { $free }.
meta-dir = CARTELLA
meta-port = PORTA
lessons-kept = ho tenuto le tue modifiche a { $path } (--reset rimette la lezione come è distribuita)
lessons-written = { $lang }: { $count ->
    [one] 1 lezione
   *[other] { $count } lezioni
}, a partire da { $path }
lessons-next = per aprirle: fiveup-viz lab { $folder }
lessons-restored = { $path } non era più un notebook (troncato da una scrittura non riuscita?): ora è di nuovo come è distribuito, e la copia danneggiata è conservata come { $aside }
lessons-untrusted = { $why }: le lezioni sono scritte ma non sono attendibili, quindi le immagini salvate compaiono solo dopo che le hai eseguite
wrote = ho scritto { $path }
# A PDF worksheet's line says how many pages it takes (teacher trial 13, friction 1).
wrote-pages = ho scritto { $path } ({ $pages ->
    [one] 1 pagina
   *[other] { $pages } pagine
})
# After a PDF holding several versions without their keys (--versions 2 --key none): how to print it for a
# class (teach31 friction 2). $versions: how many (2 to 4); $last: the last one's letter; $each: each
# version's pages; $sides: double or single.
ws-print-versions = versioni { $versions ->
        [2] A e B
       *[other] dalla A alla { $last }
    }, { $each ->
        [one] 1 pagina
       *[other] { $each } pagine
    } ciascuna: stampa il file { $sides ->
        [double] fronte-retro
       *[single] solo fronte
    }, una copia ogni { $versions } studenti, non una per studente
# The line an error of the command line is printed as, on stderr (teacher trial 10: argparse's
# "error:" stood before a Finnish or Italian reason). A record's error keeps RECORD.md's
# English "error: hand H action A:", as tools read it.
cli-error = errore: { $message }
site = scrive il corso come sito web in una cartella: le lezioni con i loro esercizi, i regolamenti, i promemoria e le partite di esempio, pronto per qualsiasi server web statico o da aprire dal disco
opt-site-dir = la cartella in cui scrivere il sito (creata se manca); metti questa cartella su un server web per dare alla tua classe un indirizzo da aprire
opt-no-lite = lascia fuori JupyterLite (il Python delle lezioni allora non si esegue; le pagine e i loro esercizi funzionano senza)
site-written = { $path }: { $count } file, { $size } MB. Aprilo in un browser, oppure metti la cartella { $folder } su un qualsiasi server web statico (il README spiega i passi nella sezione «A link for your class»)
site-no-lite = JupyterLite è stato lasciato fuori, quindi il Python delle lezioni non si può eseguire nel browser (le pagine, i loro esercizi e le partite di esempio funzionano senza). Per aggiungerlo: pip install 'fiveup_viz[site]' (serve anche Node.js: nodejs.org), poi esegui di nuovo questo comando
site-lite-building = costruisco JupyterLite in { $path } (qualche minuto la prima volta; i file scaricati restano in { $cache })
site-lite-written = { $path }: lì le lezioni si eseguono nel browser (JupyterLite, { $size } MB). Serve un server web: aperto dal disco, funzionano solo le pagine. Per provare il sito su questo computer, esegui «python -m http.server» nella cartella { $folder } e apri http://localhost:8000/
lab-start = JupyterLab su { $folder } (Ctrl+C lo ferma); il corso, per lingua:
lab-course = { "  " }{ $lang }: { $url }
lab-opens = { "  " }{ $lang }: { $url }  <- si apre ora
worksheet = scrive una scheda di esercizi stampabile con le soluzioni (HTML, oppure PDF con il componente opzionale 'export')
opt-ws-kind = che cosa chiedono le domande (predefinito mix): score, quanti punti grezzi vale una posa; counted, quali estremità di uno schema sono conteggiate; legal, dove si può posare una tessera; round, una somma di puntini arrotondata al multiplo di 5 più vicino; going-out, quanto vale giocare l'ultima tessera; blocked, quanto vale un gruppo quando la mano è bloccata; mix, tutti i tipi a turno
opt-count = numero di domande nella scheda, da 1 a 60 (predefinito 12)
opt-level = livello di difficoltà, da 1 a 3 (predefinito 1)
opt-ws-seed = il numero di partenza della scheda: lo stesso numero dà la stessa scheda (predefinito 0)
opt-paper = il formato della carta per la stampa: { $choices } (predefinito a4)
opt-ws-out = il file da scrivere: .html, oppure .pdf (il PDF richiede il componente opzionale 'export')
meta-kind = TIPO
meta-count = NUMERO
meta-level = LIVELLO
meta-paper = FORMATO
opt-key = dove vanno le soluzioni: page, su pagine a parte dopo le domande (predefinito); none, escluse (la copia per gli studenti); only, solo le soluzioni (la copia per l'insegnante)
opt-compact = figure più piccole e meno spazio attorno a ogni domanda, così la scheda occupa meno pagine (12 domande miste di livello 1 stanno in 2 pagine)
opt-versions = le versioni A, B, … della scheda in un solo file, ognuna con altre domande e le sue soluzioni, da 1 a { $most } (predefinito 1)
meta-key = SOLUZIONI
meta-versions = VERSIONI
annotate = mette la nota e il segno di un insegnante su un'azione di una registrazione (o una nota su una mano) e scrive la registrazione
opt-note-move = l'azione in quella mano, contando da 1 ogni posa, ogni pescata e ogni turno passato, come fanno i passi della pagina e le righe dell'analisi (senza: la nota della mano stessa)
opt-note = il testo della nota, nella lingua di --lang; le altre lingue della nota restano
note-older = attenzione: { $count ->
    [one] il testo in { $languages } della nota resta com'era, scritto prima di questa modifica; se non dice più ciò che dice il testo in { $lang }, aggiornalo
   *[other] i testi in { $languages } della nota restano com'erano, scritti prima di questa modifica; se non dicono più ciò che dice il testo in { $lang }, aggiornali
}: esegui di nuovo annotate { $where } con { $commands }, oppure usa --drop-others per tenere solo il testo in { $lang }
opt-drop-others = tiene solo il testo nella lingua di --lang: i testi della nota nelle altre lingue, scritti prima, vengono tolti
opt-mark = il segno: ! buona mossa, ? errore, !! ottima mossa, ?? grave errore, !? mossa interessante, ?! imprecisione, oppure none per togliere il segno
opt-note-lang = la lingua della nota: { $choices }; è anche la lingua delle righe del comando stesso (ciò che stampa e i suoi errori), quindi con --lang fi il comando risponde in finlandese (predefinita: dall'ambiente, LANGUAGE, LC_ALL, LC_MESSAGES o LANG, come li legge gettext)
opt-annotated-out = la registrazione (JSON) da scrivere; può essere il file letto
opt-ask = aggiunge all'azione una domanda per il quiz (RECORD.md): where chiede, prima che l'azione si veda, dove chi è di turno può posare la tessera data con --tile (i punti di collegamento leciti); points chiede, dopo l'azione, che dev'essere una posa, quanti punti grezzi vale
opt-ask-tile = la tessera della domanda where, per esempio [3|5]
# What `annotate --ask` added, printed back as --note and --mark print theirs (teacher trial 10,
# friction 12); hand and action counted from 1.
ask-said-points = Mano { $hand }, azione { $action }: la pagina chiede quanti punti grezzi vale questa posa
ask-said-where = Mano { $hand }, azione { $action }: prima di mostrare l'azione, la pagina chiede dove si può posare la tessera { $tile } (tutti i punti di collegamento leciti)
# The line after ask-said-points/where: the page's address at the question (a where question is
# asked before its action, at the step before it; teach34: #hand=1&step=13 had passed it).
ask-said-open = Per aprire la pagina proprio su questa domanda, aggiungi alla fine dell'indirizzo della pagina #hand={ $hand }&step={ $step }
annotate-action = Mano { $hand }, azione { $action }: { $what }
annotate-not-placement = { $act ->
        [draw] Questa azione è una pescata, non una posa
       *[pass] Questa azione è un turno passato, non una posa
    }: { $kind ->
        [mark] il segno comparirà
        [both] la nota e il segno compariranno
       *[note] la nota comparirà
    } in corrispondenza di { $act ->
        [draw] questa pescata
       *[pass] questo turno passato
    }. { $after ->
        [0] La posa più vicina è l'azione { $before }, prima di questa; nessuna posa la segue in questa mano.
       *[other] Le pose più vicine sono l'azione { $before }, prima di questa, e l'azione { $after }, dopo.
    }
meta-ask = DOMANDA
meta-tile = TESSERA
meta-move-number = AZIONE
meta-note = NOTA
meta-mark = SEGNO
table = scrive in una cartella un notebook con il tavolo della classe e lo apre in JupyterLab: la classe occupa un posto e gioca contro i bot (richiede il componente opzionale 'lab')
opt-table-dir = la cartella in cui scrivere il notebook table.ipynb (creata se manca; un table.ipynb già presente viene sostituito)
opt-table-players = il numero di giocatori al tavolo (R5; predefinito: uno per ogni nome di --names, altrimenti 2)
opt-names = i nomi dei giocatori, nell'ordine dei posti, separati da virgole, per esempio "Classe 3B,Giulia,Luca,Sara"; i posti senza nome ricevono un nome predefinito del tavolo
opt-class-seat = il posto della classe, numerato da 1 (predefinito 1)
opt-projector = tessere e testo grandi, per proiettare il tavolo alla classe (da 1024x768 in su); le tessere dei bot restano coperte
opt-table-seed = il numero di partenza della prima distribuzione: lo stesso numero dà la stessa partita (predefinito: quello della partita salvata in table-game.json, altrimenti uno nuovo, perché due classi non ricevano le stesse tessere); viene scritto nella cella del notebook
opt-table-lang = la lingua del tavolo e del notebook: { $choices } (predefinita: dall'ambiente, LANGUAGE, LC_ALL, LC_MESSAGES o LANG, come li legge gettext); le altre opzioni vanno a JupyterLab
meta-names = NOMI
meta-seat = POSTO
table-start = JupyterLab su { $folder } (Ctrl+C lo ferma); il tavolo si apre all'indirizzo { $url }
table-start-projector = JupyterLab su { $folder } (Ctrl+C lo ferma); il tavolo si apre all'indirizzo { $url } con l'elenco dei file nascosto (Ctrl+B mostra i file)
table-notebook = Per avviare il tavolo, scegli nel menu **Run** la voce **Run All Cells** (in italiano: Esegui Tutte le Celle).
table-notebook-again = Se il tavolo scompare (per esempio dopo aver ricaricato la pagina o quando il computer va in sospensione), scegli di nuovo nel menu **Run** la voce **Run All Cells**: il tavolo riprende da dove era rimasto, con la stessa mano e le stesse tessere (la partita viene salvata in table-game.json, nella stessa cartella di questo notebook). **Nuova partita** ne avvia un'altra.
