### The course as a website (`fiveup-viz site`, `make site`): the words around the lessons.

# The site's name, in every page's title and on the links at its top.
site-title = Exact 61 Five Up
# The language's own name, on the language switch.
language-name = Italiano
# The course index of this language.
course-title = Il corso in italiano
# The label of the language switch (a navigation landmark) on every page.
languages = Questa pagina in altre lingue
# The link from a lesson page to the same lesson in JupyterLite.
run-lesson = Esegui questa lezione nel browser
run-note = JupyterLite esegue il Python della lezione in questo browser, senza installare nulla; per partire gli serve circa mezzo minuto (nei primi secondi la pagina dice che Python si sta caricando, poi può restare bianca, con solo una rotellina che gira, anche per una decina di secondi: è normale, non serve cliccare di nuovo). Lì, per eseguire la lezione, scegli «Run › Esegui Tutte le Celle» nel menu (JupyterLite lo scrive così, in parte ancora in inglese). Attenzione a scegliere proprio quella voce e non «Esegui Tutte le Celle Selezionate Sopra», che sta più su nello stesso menu e non esegue la lezione.
# On the lesson app's page from its first paint until the app is shown (JupyterLite otherwise shows a blank page for 5–9 s; teach29 friction 1).
lite-loading = Python si sta caricando nel tuo browser… (qualche secondo)
# At the top of each lesson in JupyterLite, under its title: its saved drawings show at once (and vanish for a moment during Run All: JupyterLab clears the outputs as the cells queue); how to run it.
# The menu and its item exactly as JupyterLite shows them in this language (the Italian pack leaves the menu bar English and translates its items; tests/test_site_lite.py checks).
lite-how-to-run = I disegni qui sotto sono stati salvati con la lezione (mentre la lezione viene eseguita, scompaiono per un momento e poi ricompaiono). Per eseguirne il Python (e modificarlo), scegli «Run › Esegui Tutte le Celle» nel menu in alto (JupyterLite lo scrive così, in parte ancora in inglese). Attenzione a scegliere proprio quella voce e non «Esegui Tutte le Celle Selezionate Sopra», che sta più su nello stesso menu e non esegue la lezione.
# The line the last cell of a lesson in JupyterLite prints once Run All has run every cell before it (JupyterLab stops at an error, a failed check's too).
lite-lesson-ran = Lezione eseguita: ogni immagine è stata ridisegnata e ogni controllo è stato superato.
# La prima riga della cella ripiegata sotto la nota in cima a ogni lezione in JupyterLite (un commento Python), e le tre cose che lì dice il suo output: la lezione è in esecuzione, è stata eseguita, si è fermata a un errore.
lite-lesson-status = Stato della lezione: la riga qui sotto indica se la lezione è in esecuzione o se è già stata eseguita.
lite-lesson-running = Lezione in esecuzione: i disegni qui sotto vengono ridisegnati. Aspetta che questa riga dica che la lezione è stata eseguita.
lite-lesson-not-run = Non ancora eseguita: i disegni qui sotto sono quelli salvati. Per eseguire la lezione, scegli «Run › Esegui Tutte le Celle» nel menu in alto, non «Esegui Tutte le Celle Selezionate Sopra». Poi questa riga e i disegni scompaiono mentre Python si avvia (la prima volta, fino a mezzo minuto) e ricompaiono mentre la lezione viene eseguita. Solo se questa riga resta «Non ancora eseguita», la lezione non è partita: allora scegli di nuovo «Esegui Tutte le Celle».
lite-lesson-failed = Lezione interrotta: una cella qui sotto ha dato un errore. L'errore è nel riquadro rosso sotto la cella; le celle successive non sono state eseguite.
# Said in place of a link into JupyterLite on a page opened from disk (file://), where JupyterLite cannot run
# but the pages and their exercises work; $offer: the link it stands for (lesson: a lesson's, course: the course's).
run-from-disk = { $offer ->
        [lesson] Questa pagina e i suoi esercizi funzionano così come sono, anche aperti da un disco o da una chiavetta USB. Solo «{ run-lesson }» (il Python della lezione, dal vivo in JupyterLite) richiede che questa cartella sia pubblicata da un server web:
       *[course] Le pagine delle lezioni e i loro esercizi funzionano così come sono, anche aperti da un disco o da una chiavetta USB. Solo «{ run-course }» (il Python delle lezioni, dal vivo) richiede che questa cartella sia pubblicata da un server web:
    } apri il sito all'indirizzo web che ti ha dato l'insegnante; se non ce l'hai, chiedilo all'insegnante.
# The home page.
home-title = Exact 61 Five Up: il corso, le regole e le partite di esempio
home-intro = Impara il gioco del domino Exact 61 Five Up: un corso di 17 lezioni, il regolamento illustrato, un promemoria e partite vere da seguire passo per passo.
lessons = Lezioni
rulebook = Regolamento illustrato
cheat-sheet = Promemoria
examples = Partite di esempio
examples-intro = Partite intere giocate dal computer, una per pagina: seguile passo per passo con i pulsanti o con i tasti freccia.
# The fold of an example game's description on its page (closed on a narrow screen).
about-game = Informazioni su questa partita
run-course = Esegui il corso nel browser (JupyterLite)
home = Pagina iniziale
# The name of the row of languages at the top of the home page (read by screen readers): each language's name, leading to its course below.
home-languages = Il corso in ogni lingua
# The words of the page around a lesson.
# The link that skips to the page's text (it shows when it has the keyboard focus).
chrome-skip = Vai al contenuto
# Above the links to the next and the previous page at the bottom of a page.
chrome-next = Successiva
chrome-previous = Precedente
# The toggle that shows a code cell's Python on a lesson page (closed at first: a student reads the lesson without it).
show-code = Mostra il codice (Python)
