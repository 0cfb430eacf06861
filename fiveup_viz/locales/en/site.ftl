### The course as a website (`make site`): the words around the lessons.

# The site's name, in every page's title and sidebar.
site-title = Exact 61 Five Up
# The language's own name, on the language switch.
language-name = English
# The course index of this language.
course-title = The course in English
# The label of the language switch (a navigation landmark) on every page.
languages = This page in other languages
# The link from a lesson page to the same lesson in JupyterLite.
run-lesson = Run this lesson in your browser
run-note = JupyterLite runs the lesson's Python in this browser, with nothing to install; it needs about half a minute to start.
# The home page.
home-title = Exact 61 Five Up: the course, the rules and example games
home-intro = Learn the domino game Exact 61 Five Up: a course of 17 lessons in three languages, the illustrated rule book, a cheat sheet and real games to step through.
courses = Courses
lessons = Lessons
rulebook = Rule book
cheat-sheet = Cheat sheet
examples = Example games
examples-intro = Whole games played by the computer, one page each: step through them with the buttons or the arrow keys.
run-course = Run the course in your browser (JupyterLite)
api = API reference (in English)
home = Home
