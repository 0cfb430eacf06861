### The course as a website (`fiveup-viz site`, `make site`): the words around the lessons.

# The site's name, in every page's title and on the links at its top.
site-title = Exact 61 Five Up
# The language's own name, on the language switch.
language-name = Suomi
# The course index of this language.
course-title = Kurssi suomeksi
# The label of the language switch (a navigation landmark) on every page.
languages = Tämä sivu muilla kielillä
# The link from a lesson page to the same lesson in JupyterLite.
run-lesson = Suorita tämä oppitunti selaimessa
run-note = JupyterLite suorittaa oppitunnin Python-koodin tässä selaimessa ilman asennuksia; käynnistys kestää noin puoli minuuttia (ensin sivulla lukee, että Python latautuu, ja sen jälkeen sivu voi olla vielä kymmenisen sekuntia tyhjä, ja siinä pyörii vain latauskuvake: se on normaalia, eikä linkkiä tarvitse napsauttaa uudelleen). Suorita oppitunti siellä valitsemalla valikosta ”Run › Run All Cells” (sovellus on englanninkielinen). Älä valitse valikossa ylempänä olevaa kohtaa ”Run All Above Selected Cell”: se ei suorita oppituntia.
# On the lesson app's page from its first paint until the app is shown (JupyterLite otherwise shows a blank page for 5–9 s; teach29 friction 1).
lite-loading = Python latautuu selaimeesi… (tämä kestää muutaman sekunnin)
# At the top of each lesson in JupyterLite, under its title: its saved drawings show at once (and vanish for a moment during Run All: JupyterLab clears the outputs as the cells queue); how to run it.
# The menu and its item exactly as JupyterLite shows them: in English, the whole app, for the Finnish course (its Finnish pack lacked the Run menu's items; teach26; tests/test_site_lite.py checks).
lite-how-to-run = Alla olevat piirrokset on tallennettu oppitunnin mukana (kun oppituntia suoritetaan, ne katoavat hetkeksi ja palaavat sitten). Jos haluat suorittaa oppitunnin Python-koodin itse (ja muokata sitä), valitse ylävalikosta ”Run › Run All Cells” (sovellus on englanninkielinen). Älä valitse valikossa ylempänä olevaa kohtaa ”Run All Above Selected Cell”: se ei suorita oppituntia.
# The line the last cell of a lesson in JupyterLite prints once Run All has run every cell before it (JupyterLab stops at an error, a failed check's too).
lite-lesson-ran = Oppitunti suoritettu: kaikki kuvat on piirretty uudelleen ja kaikki tarkistukset ovat menneet läpi.
# JupyterLiten oppitunnin yläreunan huomautuksen alla olevan taitetun solun ensimmäinen rivi (Python-kommentti) ja sen tuloste: oppituntia suoritetaan, se on suoritettu, se pysähtyi virheeseen.
lite-lesson-status = Oppitunnin tila: alla oleva rivi kertoo, milloin oppituntia suoritetaan ja milloin se on suoritettu.
lite-lesson-running = Oppituntia suoritetaan: alla olevat piirrokset piirretään uudelleen. Odota, kunnes tämä rivi kertoo, että oppitunti on suoritettu.
lite-lesson-not-run = Ei vielä suoritettu: alla näkyvät oppitunnin mukana tallennetut piirrokset. Suorita oppitunti valitsemalla ylävalikosta ”Run › Run All Cells”, ei ”Run All Above Selected Cell”. Sen jälkeen tämä rivi ja piirrokset katoavat, kun Python käynnistyy (ensimmäisellä kerralla jopa puoleksi minuutiksi), ja palaavat, kun oppitunti etenee. Jos tällä rivillä lukee yhä ”Ei vielä suoritettu”, oppitunti ei käynnistynyt: valitse silloin ”Run All Cells” uudelleen.
lite-lesson-failed = Oppitunti pysähtyi: jossakin alla olevassa solussa tapahtui virhe. Virheilmoitus näkyy punaisessa laatikossa kyseisen solun alla, eikä sen jälkeisiä soluja suoritettu.
# Said in place of a link into JupyterLite on a page opened from disk (file://), where JupyterLite cannot run
# but the pages and their exercises work; $offer: the link it stands for (lesson: a lesson's, course: the course's).
run-from-disk = { $offer ->
        [lesson] Tämä sivu ja sen tehtävät toimivat sellaisinaan myös levyltä tai USB-tikulta avattuina. Vain ”{ run-lesson }” (oppitunnin Python suoraan JupyterLitessä) vaatii, että verkkopalvelin jakaa tämän kansion:
       *[course] Oppituntien sivut ja niiden tehtävät toimivat sellaisinaan myös levyltä tai USB-tikulta avattuina. Vain ”{ run-course }” (oppituntien Python suoraan selaimessa) vaatii, että verkkopalvelin jakaa tämän kansion:
    } avaa sivusto verkko-osoitteesta, jonka opettaja on antanut; jos sinulla ei ole osoitetta, pyydä sitä opettajalta.
# The home page.
home-title = Exact 61 Five Up: kurssi, säännöt ja esimerkkipelit
home-intro = Opi dominopeli Exact 61 Five Up: 17 oppitunnin kurssi, kuvitettu sääntökirja, pikaohje ja oikeita pelejä, joita voi seurata vaihe vaiheelta.
lessons = Oppitunnit
rulebook = Sääntökirja
cheat-sheet = Pikaohje
examples = Esimerkkipelit
examples-intro = Tietokoneen pelaamia kokonaisia pelejä, kukin omalla sivullaan: seuraa niitä vaihe vaiheelta painikkeilla tai nuolinäppäimillä.
# The fold of an example game's description on its page (closed on a narrow screen).
about-game = Tietoa tästä pelistä
run-course = Suorita kurssi selaimessa (JupyterLite)
home = Etusivu
# The name of the row of languages at the top of the home page (read by screen readers): each language's name, leading to its course below.
home-languages = Kurssi kullakin kielellä
# The words of the page around a lesson.
# The link that skips to the page's text (it shows when it has the keyboard focus).
chrome-skip = Siirry sisältöön
# Above the links to the next and the previous page at the bottom of a page.
chrome-next = Seuraava sivu
chrome-previous = Edellinen sivu
# The toggle that shows a code cell's Python on a lesson page (closed at first: a student reads the lesson without it).
show-code = Näytä koodi (Python)
