### Shared by every English file: the forms FORM($x, case: "…") asks (fiveup_viz/words.py).
### English has no cases: each form is the word itself; `case` is read by the other languages.

# The learner, and a partnership holding the learner.
learner = you
learner-and = you and { $partner }
# A list of items (FORM($list) gives each item's form).
list-and = { $head } and { $last }
# A tile's point: the socket (layout.ftl) of the tile $tile.
point-high = the high end of { $tile }
point-low = the low end of { $tile }
point-line-a = line A of { $tile }
point-line-b = line B of { $tile }
point-branch-a = branch A of { $tile }
point-branch-b = branch B of { $tile }
# A terminal double's counted end (both halves count).
point-double = both halves of { $tile }
