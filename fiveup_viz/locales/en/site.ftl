### The course as a website (`fiveup-viz site`, `make site`): the words around the lessons.

# The site's name, in every page's title and on the links at its top.
site-title = Exact 61 Five Up
# The language's own name, on the language switch.
language-name = English
# The course index of this language.
course-title = The course in English
# The label of the language switch (a navigation landmark) on every page.
languages = This page in other languages
# The link from a lesson page to the same lesson in JupyterLite.
run-lesson = Run this lesson in your browser
run-note = JupyterLite runs the lesson's Python in this browser, with nothing to install; it needs about half a minute to start (for the first seconds the page says that Python is loading, then may stay white with only a spinning wheel for up to ten seconds more: that is normal, no need to click again). There, choose “Run › Run All Cells” in the menu to run the lesson: the item that says just that, not “Run All Above Selected Cell” higher up, which does not run the lesson.
# On the lesson app's page from its first paint until the app is shown (JupyterLite otherwise shows a blank page for 5–9 s; teach29 friction 1).
lite-loading = Python is loading in your browser… (a few seconds)
# At the top of each lesson in JupyterLite, under its title: its saved drawings show at once (and vanish for a moment during Run All: JupyterLab clears the outputs as the cells queue); how to run it.
# The menu and its item exactly as JupyterLite shows them in this language (its words here are JupyterLab's own; tests/test_site_lite.py checks).
lite-how-to-run = The drawings below were saved with the lesson (while the lesson runs, they disappear for a moment and come back). To run its Python yourself (and change it), choose “Run › Run All Cells” in the menu at the top: the item that says just that, not “Run All Above Selected Cell” higher up, which does not run the lesson.
# The line the last cell of a lesson in JupyterLite prints once Run All has run every cell before it (JupyterLab stops at an error, a failed check's too).
lite-lesson-ran = Lesson run: every picture drawn again and every check passed.
# The first line of the folded cell under the note at the top of each lesson in JupyterLite (a Python comment), and the three things its output says there: the lesson is running (after Run All), it ran (its last cell ran), it stopped at a cell's error (teach25 F1).
lite-lesson-status = The lesson's status: the line below says when the lesson is running and when it has run.
lite-lesson-running = Lesson running: the drawings below are being drawn again. Wait until this line says the lesson has run.
lite-lesson-not-run = Not run yet: the drawings below are the saved ones. To run the lesson, choose “Run › Run All Cells” in the menu at the top, not “Run All Above Selected Cell”. Then this line and the drawings disappear while Python starts (the first time, for up to half a minute) and come back as the lesson runs. Only if this line still says “Not run yet” did the lesson not start: then choose “Run All Cells” again.
lite-lesson-failed = Lesson stopped: a cell below failed. Its error is in the red box under it; the cells after it did not run.
# Said in place of a link into JupyterLite on a page opened from disk (file://), where JupyterLite cannot run
# but the pages and their exercises work; $offer: the link it stands for (lesson: a lesson's, course: the course's).
run-from-disk = { $offer ->
        [lesson] This page and its exercises work as they are, opened from a disk or a USB stick. Only “{ run-lesson }” (the lesson's Python, live in JupyterLite) needs this folder served by a web server:
       *[course] The lessons' pages and their exercises work as they are, opened from a disk or a USB stick. Only “{ run-course }” (the lessons' Python, live) needs this folder served by a web server:
    } open the site at the web address your teacher gave you; if you have none, ask your teacher for it.
# The home page.
home-title = Exact 61 Five Up: the course, the rules and example games
home-intro = Learn the domino game Exact 61 Five Up: a course of 17 lessons, the illustrated rule book, a cheat sheet and real games to step through.
lessons = Lessons
rulebook = Rule book
cheat-sheet = Cheat sheet
examples = Example games
examples-intro = Whole games played by the computer, one page each: step through them with the buttons or the arrow keys.
# The fold of an example game's description on its page (closed on a narrow screen).
about-game = About this game
run-course = Run the course in your browser (JupyterLite)
home = Home
# The name of the row of languages at the top of the home page (read by screen readers): each language's name, leading to its course below.
home-languages = The course in each language
# The words of the page around a lesson.
# The link that skips to the page's text (it shows when it has the keyboard focus).
chrome-skip = Skip to content
# Above the links to the next and the previous page at the bottom of a page.
chrome-next = Next
chrome-previous = Previous
# The toggle that shows a code cell's Python on a lesson page (closed at first: a student reads the lesson without it).
show-code = Show the code (Python)
