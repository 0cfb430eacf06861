"""The wheel carries the built course, `tutorials/LANG/*.ipynb` with their stored outputs, as
`fiveup_viz/tutorials/`, for `fiveup-viz lessons` (fiveup_viz/pages/lessons.py); everything else is in
pyproject.toml. An editable install reads `tutorials/` where it is."""

from pathlib import Path

from setuptools import setup
from setuptools.command.build_py import build_py

HERE = Path(__file__).resolve().parent


class BuildWithLessons(build_py):
    """build_py, then the course's notebooks into the package."""

    def run(self) -> None:
        super().run()
        if self.editable_mode:
            return
        notebooks = sorted(HERE.glob("tutorials/*/*.ipynb"))
        if not notebooks:
            raise SystemExit("tutorials/*/*.ipynb missing: the wheel would have no lessons")
        for notebook in notebooks:
            target = Path(self.build_lib, "fiveup_viz", "tutorials", notebook.parent.name,
                          notebook.name)
            self.mkpath(str(target.parent))
            self.copy_file(str(notebook), str(target))


setup(cmdclass={"build_py": BuildWithLessons})
