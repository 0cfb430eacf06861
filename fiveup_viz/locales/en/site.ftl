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
# The words of the page around a lesson (Furo's and Sphinx's), given in the page's language.
# The link that skips to the page's text (it shows when it has the keyboard focus).
chrome-skip = Skip to content
# The link at the top of a page while it is scrolled up.
chrome-top = Back to top
# The heading of the table of contents beside a page.
chrome-toc = On this page
# Above the links to the next and the previous page at the bottom of a page.
chrome-next = Next
chrome-previous = Previous
# Furo's hidden labels, read out by a screen reader: the boxes that show the site's navigation
# and the page's table of contents on a narrow screen, and the button that changes the theme.
chrome-toggle-navigation = Show or hide the site's navigation
chrome-toggle-toc = Show or hide the table of contents
chrome-toggle-theme = Change the theme: light, dark or automatic
# The names of Furo's icons (read out by a screen reader): the table of contents, the menu, the
# arrow of the next and previous links, and the theme button's four states.
chrome-icon-toc = Contents
chrome-icon-menu = Menu
chrome-icon-expand = Expand
chrome-icon-light = Light theme
chrome-icon-dark = Dark theme
chrome-icon-auto-light = Automatic theme, now light
chrome-icon-auto-dark = Automatic theme, now dark
# The search page.
chrome-error = Error
chrome-search-js = Please turn on JavaScript to search.
chrome-searching = Searching
chrome-preparing = Preparing search…
chrome-results = Search results
chrome-no-match = No page matches your search. Check the spelling of every word, or try fewer words.
# { $count } chooses the form; { $shown } is where the page puts that number.
chrome-found = { $count ->
    [one] Search finished: one page matches the search.
   *[other] Search finished: { $shown } pages match the search.
  }
chrome-in = , in{" "}
chrome-hide-matches = Hide search matches
# The foot of every page: who made the site's pages ($sphinx and $furo are the two tools' names, as links).
credit = Made with { $sphinx } and { $furo }
copyright = © the authors of fiveup_viz
# The toggle that shows a code cell's Python on a lesson page (closed at first: a student reads the lesson without it).
show-code = Show the code (Python)
