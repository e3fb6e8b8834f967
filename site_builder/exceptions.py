"""The build's one exception family, and a problem as data: where (path, line), how bad (level), what
(text). Every stage reports Problems; the command line prints them; nothing parses them back out of
text. Imports nothing of the build, so every package may import it."""
from __future__ import annotations

import dataclasses
import enum
from collections.abc import Iterable


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
