### Names: the learner and a partnership (R5).

# A partnership of four players: its two names.
side-two = { $a } & { $b }
# A partnership holding the learner: the learner's partner and the learner (you and Cai).
side-you = you and { $partner }
