### The course as a website (`make site`): the words around the lessons.

# The site's name, in every page's title and sidebar.
site-title = Exact 61 Five Up
# The language's own name, on the language switch.
language-name = Italiano
# The course index of this language.
course-title = Il corso in italiano
# The label of the language switch (a navigation landmark) on every page.
languages = Questa pagina in altre lingue
# The link from a lesson page to the same lesson in JupyterLite.
run-lesson = Esegui questa lezione nel browser
run-note = JupyterLite esegue il Python della lezione in questo browser, senza installare nulla; per partire gli serve circa mezzo minuto.
# The home page.
home-title = Exact 61 Five Up: il corso, le regole e partite di esempio
home-intro = Impara il gioco del domino Exact 61 Five Up: un corso di 17 lezioni in tre lingue, il regolamento illustrato, un promemoria e partite vere da seguire passo per passo.
courses = Corsi
lessons = Lezioni
rulebook = Regolamento illustrato
cheat-sheet = Promemoria
examples = Partite di esempio
examples-intro = Partite intere giocate dal computer, una per pagina: seguile passo per passo con i pulsanti o con i tasti freccia.
run-course = Esegui il corso nel browser (JupyterLite)
api = Riferimento dell'API (in inglese)
home = Pagina iniziale
# The words of the page around a lesson (Furo's and Sphinx's), given in the page's language.
# The link that skips to the page's text (it shows when it has the keyboard focus).
chrome-skip = Vai al contenuto
# The link at the top of a page while it is scrolled up.
chrome-top = Torna all'inizio
# The heading of the table of contents beside a page.
chrome-toc = In questa pagina
# Above the links to the next and the previous page at the bottom of a page.
chrome-next = Successiva
chrome-previous = Precedente
# Furo's hidden labels, read out by a screen reader: the boxes that show the site's navigation
# and the page's table of contents on a narrow screen, and the button that changes the theme.
chrome-toggle-navigation = Mostra o nascondi la navigazione del sito
chrome-toggle-toc = Mostra o nascondi l'indice della pagina
chrome-toggle-theme = Cambia il tema: chiaro, scuro o automatico
# The names of Furo's icons (read out by a screen reader): the table of contents, the menu, the
# arrow of the next and previous links, and the theme button's four states.
chrome-icon-toc = Indice
chrome-icon-menu = Menu
chrome-icon-expand = Espandi
chrome-icon-light = Tema chiaro
chrome-icon-dark = Tema scuro
chrome-icon-auto-light = Tema automatico, ora chiaro
chrome-icon-auto-dark = Tema automatico, ora scuro
# The search page.
chrome-error = Errore
chrome-search-js = Per cercare attiva JavaScript.
chrome-searching = Ricerca in corso
chrome-preparing = Preparazione della ricerca…
chrome-results = Risultati della ricerca
chrome-no-match = Nessuna pagina corrisponde alla ricerca. Controlla l'ortografia di ogni parola o prova con meno parole.
# { $count } chooses the form; { $shown } is where the page puts that number.
chrome-found = { $count ->
    [one] Ricerca terminata: una pagina corrisponde alla ricerca.
   *[other] Ricerca terminata: { $shown } pagine corrispondono alla ricerca.
  }
chrome-in = , in{" "}
chrome-hide-matches = Nascondi i risultati della ricerca
# The foot of every page: who made the site's pages ($sphinx and $furo are the two tools' names, as links).
credit = Realizzato con { $sphinx } e { $furo }
copyright = © gli autori di fiveup_viz
# The toggle that shows a code cell's Python on a lesson page (closed at first: a student reads the lesson without it).
show-code = Mostra il codice (Python)
