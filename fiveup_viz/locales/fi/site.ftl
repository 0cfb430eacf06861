### The course as a website (`make site`): the words around the lessons.

# The site's name, in every page's title and sidebar.
site-title = Exact 61 Five Up
# The language's own name, on the language switch.
language-name = Suomi
# The course index of this language.
course-title = Kurssi suomeksi
# The label of the language switch (a navigation landmark) on every page.
languages = Tämä sivu muilla kielillä
# The link from a lesson page to the same lesson in JupyterLite.
run-lesson = Suorita tämä oppitunti selaimessa
run-note = JupyterLite suorittaa oppitunnin Pythonin tässä selaimessa ilman asennuksia; käynnistys kestää noin puoli minuuttia.
# The home page.
home-title = Exact 61 Five Up: kurssi, säännöt ja esimerkkipelit
home-intro = Opi dominopeli Exact 61 Five Up: 17 oppitunnin kurssi kolmella kielellä, kuvitettu sääntökirja, pikaohje ja oikeita pelejä, joita voi seurata vaihe vaiheelta.
courses = Kurssit
lessons = Oppitunnit
rulebook = Sääntökirja
cheat-sheet = Pikaohje
examples = Esimerkkipelit
examples-intro = Tietokoneen pelaamia kokonaisia pelejä, kukin omalla sivullaan: seuraa niitä vaihe vaiheelta painikkeilla tai nuolinäppäimillä.
run-course = Suorita kurssi selaimessa (JupyterLite)
api = API-viite (englanniksi)
home = Etusivu
# The words of the page around a lesson (Furo's and Sphinx's), given in the page's language.
# The link that skips to the page's text (it shows when it has the keyboard focus).
chrome-skip = Siirry sisältöön
# The link at the top of a page while it is scrolled up.
chrome-top = Takaisin alkuun
# The heading of the table of contents beside a page.
chrome-toc = Tällä sivulla
# Above the links to the next and the previous page at the bottom of a page.
chrome-next = Seuraava sivu
chrome-previous = Edellinen sivu
# Furo's hidden labels, read out by a screen reader: the boxes that show the site's navigation
# and the page's table of contents on a narrow screen, and the button that changes the theme.
chrome-toggle-navigation = Näytä tai piilota sivuston navigointi
chrome-toggle-toc = Näytä tai piilota sivun sisällysluettelo
chrome-toggle-theme = Vaihda teema: vaalea, tumma tai automaattinen
# The names of Furo's icons (read out by a screen reader): the table of contents, the menu, the
# arrow of the next and previous links, and the theme button's four states.
chrome-icon-toc = Sisällys
chrome-icon-menu = Valikko
chrome-icon-expand = Laajenna
chrome-icon-light = Vaalea teema
chrome-icon-dark = Tumma teema
chrome-icon-auto-light = Automaattinen teema, nyt vaalea
chrome-icon-auto-dark = Automaattinen teema, nyt tumma
# The search page.
chrome-error = Virhe
chrome-search-js = Ota JavaScript käyttöön, niin voit hakea.
chrome-searching = Haetaan
chrome-preparing = Haku valmistellaan…
chrome-results = Hakutulokset
chrome-no-match = Mikään sivu ei vastaa hakua. Tarkista sanojen kirjoitusasu tai kokeile vähemmillä sanoilla.
# { $count } chooses the form; { $shown } is where the page puts that number.
chrome-found = { $count ->
    [one] Haku valmis: yksi sivu vastaa hakua.
   *[other] Haku valmis: { $shown } sivua vastaa hakua.
  }
chrome-in = , sivulla{" "}
chrome-hide-matches = Piilota hakuosumat
# The foot of every page: who made the site's pages ($sphinx and $furo are the two tools' names, as links).
credit = Tehty { $sphinx }- ja { $furo }-työkaluilla
copyright = © fiveup_viz-projektin tekijät
# The toggle that shows a code cell's Python on a lesson page (closed at first: a student reads the lesson without it).
show-code = Näytä koodi (Python)
