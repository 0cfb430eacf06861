"""The command line, `fiveup-viz` (`python -m fiveup_viz`): the top layer.

May import every layer below it except the widgets.

- `main`: the parser and the commands (`main`, `run`);
- `out`: a command's output file (`--out` checked before any work, `wrote PATH` after);
- `words`: the command line's language;
- `annotate`, `course` (`lessons`, `lab`, `site`), `worksheet`: commands of their own.
"""
