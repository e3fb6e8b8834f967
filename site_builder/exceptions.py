"""The build's one exception family, and a problem as data: where (path, line), how bad (level), what
(text). Every stage reports Problems; the command line prints them; nothing parses them back out of
text. What a stage raised without meaning to (a template's error, a plug-in's, a file that cannot be
read) becomes a Problem where its cause lies (failure_problem), never a traceback. Imports nothing of
the build (only Jinja, to know its errors), so every package may import it."""
from __future__ import annotations

import contextlib
import dataclasses
import enum
import functools
import pathlib
import sysconfig
import traceback
from collections.abc import Iterable, Iterator

import jinja2


class Level(enum.Enum):
    ERROR = "error"  # always fails the build
    BROKEN = "broken"  # a broken translation, shown in French: fails --strict and --strict=errors
    WARNING = "warning"  # untranslated or fuzzy messages, dead links...: fail --strict only
    NOTE = "note"  # said, never fatal

    @property
    def label(self) -> str:
        """The word printed before the problem (a broken translation is an error to its translator)."""
        return "error" if self is Level.BROKEN else self.value


@dataclasses.dataclass(frozen=True)
class Problem:
    text: str
    path: str | None = None  # a file relative to the repository, or a page's URL
    line: int | None = None  # 1-based
    level: Level = Level.ERROR

    @property
    def where(self) -> str:
        if self.path and self.line:
            return f"{self.path}:{self.line}: "
        return f"{self.path}: " if self.path else ""

    def __str__(self) -> str:
        return f"{self.where}{self.text}"

    @property
    def report_line(self) -> str:
        """As the command line prints it: `error: path:line: text`."""
        return f"{self.level.label}: {self}"

    def at(self, level: Level) -> Problem:
        return dataclasses.replace(self, level=level)

    def sort_key(self) -> tuple[str, int]:
        return (self.path or "", self.line or 0)


class MarquoirError(Exception):
    """The base of every error the build raises on purpose: one or more problems, as data."""

    def __init__(self, problems: Problem | Iterable[Problem]):
        self.problems = [problems] if isinstance(problems, Problem) else list(problems)
        super().__init__("\n".join(str(problem) for problem in self.problems))

    @property
    def lines(self) -> list[str]:
        return [str(problem) for problem in self.problems]


class BuildError(MarquoirError):
    """The build refused to write: every problem found."""


class ConfigError(MarquoirError):
    """The site's configuration is wrong (an unknown language, a missing folder)."""


class PluginError(MarquoirError):
    """Game plug-ins that cannot be loaded or do not declare what they must (every problem at once)."""


class ContentError(MarquoirError):
    """Markdown content that cannot be read: front matter, a worked example, a missing file."""


class CatalogError(MarquoirError):
    """Catalogs that cannot be read: one problem per line of a file that is wrong."""


class ModuleError(MarquoirError):
    """ES modules that cannot be published: an import cycle, an import of a missing module."""


class RuntimeMissing(MarquoirError):
    """The pinned Pyodide package is missing or incomplete (npm ci installs it)."""


class StdlibError(MarquoirError):
    """The trimmed standard library could not be made or does not hold what the scorers need."""


class AssetError(MarquoirError):
    """An asset that cannot be published (two with one path, a wheel that cannot be made)."""


# ---------------------------------------------------------------- what no stage raised on purpose

CORE_DIR = pathlib.Path(__file__).resolve().parent  # site_builder/
GAMES_DIR = CORE_DIR / "games"  # the bundled plug-ins: theirs, not the core's
# Code that is neither the site's sources nor a plug-in's: the libraries the build calls.
LIBRARY_DIRS = tuple({pathlib.Path(sysconfig.get_paths()[name]).resolve()
                      for name in ("stdlib", "platstdlib", "purelib", "platlib")})
LONGEST_TEXT = 300


def failure_problem(error: BaseException, root: pathlib.Path | None = None) -> Problem | None:
    """An exception a stage did not raise on purpose, as a problem where its cause lies: a template's
    file and line (its syntax, an undefined value, or what the template called failing), else the
    line of a game plug-in's code that raised it, else a file that could not be read. None: it came
    from the core itself (a bug, which the command line reports as an internal error)."""
    shown = functools.partial(shown_path, root=root)
    if isinstance(error, jinja2.TemplateSyntaxError) and error.filename:
        return Problem(f"template error: {one_line(error.message or str(error))}", shown(error.filename),
                       error.lineno)
    frame = culprit_frame(error)
    if frame is not None:
        filename, line = frame
        if not filename.endswith(".py"):
            return Problem(f"template error: {template_error_text(error)}", shown(filename), line)
        return Problem(f"a game plug-in failed: {error_text(error)}", shown(filename), line)
    if is_template_error(error):
        return Problem(f"template error: {template_error_text(error)}")
    if isinstance(error, OSError) and error.filename:
        return Problem(f"cannot be read: {error.strerror or error_text(error)}", shown(str(error.filename)))
    return None


def internal_problem(error: BaseException) -> Problem:
    """A bug of the core, in one sentence."""
    return Problem(f"internal error: {error_text(error)}; please report it (MARQUOIR_DEBUG=1 shows where)")


def error_text(error: BaseException) -> str:
    text = one_line(str(error))
    return f"{type(error).__name__}: {text}" if text else type(error).__name__


def template_error_text(error: BaseException) -> str:
    """Jinja's own errors say what is wrong without their class's name; others keep it."""
    return one_line(str(error)) if is_template_error(error) else error_text(error)


def one_line(text: str) -> str:
    """The first line of a message, at most LONGEST_TEXT characters: never a tool's whole output."""
    first = next((line.strip() for line in text.splitlines() if line.strip()), "")
    return first if len(first) <= LONGEST_TEXT else first[: LONGEST_TEXT - 3] + "..."


def culprit_frame(error: BaseException) -> tuple[str, int] | None:
    """The deepest frame of the traceback that is a template (Jinja puts the template's file and line
    in the traceback of whatever a render raises) or a plug-in's code: neither the core nor a library."""
    found = None
    for frame, line in traceback.walk_tb(error.__traceback__):
        filename = frame.f_code.co_filename
        if is_users_code(filename):
            found = (filename, line)
    return found


def is_users_code(filename: str) -> bool:
    if filename.startswith("<"):  # <string>, <template>, <frozen ...>: nothing to open
        return False
    path = pathlib.Path(filename).resolve()
    if not path.is_file():
        return False
    if path.suffix != ".py":
        return True  # a template
    if path.is_relative_to(GAMES_DIR):
        return True
    return not path.is_relative_to(CORE_DIR) and not any(path.is_relative_to(d) for d in LIBRARY_DIRS)


def shown_path(filename: str, root: pathlib.Path | None = None) -> str:
    """A file as a problem names it: relative to the site's root, else to the checkout, else whole."""
    path = pathlib.Path(filename).resolve()
    for base in (root, CORE_DIR.parent):
        if base is not None and path.is_relative_to(pathlib.Path(base).resolve()):
            return path.relative_to(pathlib.Path(base).resolve()).as_posix()
    return str(path)


def is_template_error(error: BaseException) -> bool:
    return isinstance(error, jinja2.TemplateError)


@contextlib.contextmanager
def failures_located(root: pathlib.Path | None = None) -> Iterator[None]:
    """Around a build: what failure_problem can place becomes a BuildError naming it; a bug of the
    core goes on up (the command line reports it as an internal error)."""
    try:
        yield
    except MarquoirError:
        raise
    except Exception as error:
        problem = failure_problem(error, root)
        if problem is None:
            raise
        raise BuildError(problem) from error
