### Names: the learner and a partnership (R5).

# A partnership of four players: its two names.
side-two = { $a } & { $b }
