"""Arboretum layouts drawn in the rules (fenced blocks `arboretum score="maple=13 olive=3"`).

Each line of the block is a row; cells are split on whitespace, `species:value` or `.` for an empty
place, the column being the position in the line. The scorer reads the layout (its own checks refuse
an unknown species, a value out of range, a card twice, cards not joined by a side: each refusal is
reported at the Markdown line of the card), then finds the best path of each species named in
`score=`; the points written in the Markdown must agree with it: the build fails otherwise, whatever
its strictness.
"""
from __future__ import annotations

import dataclasses
import re

from scorer.arboretum import SPECIES, score_arboretum
from scorer.arboretum.english import describe
from site_builder.game import ContentError, Fence, Problem, fence_options

from .species import SPECIES_BY_ID

FENCE_WORD = "arboretum"
SCORE_ITEM = re.compile(r"^([a-z-]+)=(\d+)$")
CELL = re.compile(r"^([a-z-]+):(\d+)$")


@dataclasses.dataclass(frozen=True)
class Tile:
    row: int
    col: int
    species: str
    value: int


@dataclasses.dataclass(frozen=True)
class ScoredPath:
    species: str
    points: int
    cells: tuple[tuple[int, int], ...]  # (row, col) from the first card to the last


@dataclasses.dataclass(frozen=True)
class ArboretumExample:
    path: str
    line: int
    rows: tuple[tuple[Tile | None, ...], ...]  # every row padded to the same width
    paths: tuple[ScoredPath, ...]  # in the order of `score=`

    @property
    def width(self) -> int:
        return len(self.rows[0]) if self.rows else 0

    def path_values(self, path: ScoredPath) -> list[int]:
        return [self.rows[r][c].value for r, c in path.cells if self.rows[r][c]]

    def steps(self, row: int, col: int) -> list[tuple[str, int]]:
        """(species, 1-based step) of every scored path through a place."""
        return [
            (path.species, path.cells.index((row, col)) + 1)
            for path in self.paths
            if (row, col) in path.cells
        ]


def parse_score(info: str, path: str, line: int) -> dict[str, int]:
    expected: dict[str, int] = {}
    if "score" in (options := fence_options(info, path, line, ("score",))):
        for item in options["score"].split():
            match = SCORE_ITEM.match(item)
            if not match or match.group(1) not in SPECIES:
                raise ContentError(
                    Problem(f"score item {item!r} is not `species=points` with a known species", path, line)
                )
            if match.group(1) in expected:
                raise ContentError(Problem(f"species {match.group(1)!r} is scored twice", path, line))
            expected[match.group(1)] = int(match.group(2))
    if not expected:
        raise ContentError(Problem('an arboretum block needs score="species=points ..."', path, line))
    return expected


def parse_rows(fence: Fence, path: str) -> tuple[tuple[Tile | None, ...], ...]:
    """The layout as written (syntax only: what the cards are is the scorer's to check)."""
    rows: list[list[Tile | None]] = []
    for offset, text in enumerate(fence.text.rstrip("\n").split("\n")):
        row: list[Tile | None] = []
        for col, cell in enumerate(text.split()):
            if cell == ".":
                row.append(None)
                continue
            match = CELL.match(cell)
            if not match:
                text = f"cell {cell!r} is not `species:value` or `.`"
                raise ContentError(Problem(text, path, fence.line + 1 + offset))
            row.append(Tile(len(rows), col, match.group(1), int(match.group(2))))
        rows.append(row)
    if not any(tile for row in rows for tile in row):
        raise ContentError(Problem("an arboretum block holds no card", path, fence.line))
    width = max(len(row) for row in rows)
    return tuple(tuple(row + [None] * (width - len(row))) for row in rows)


def refusals(errors: list[dict], tiles: list[Tile], fence: Fence, path: str) -> list[Problem]:
    """Each of the scorer's problems at the Markdown line of the card it names."""

    def line_of(row: int) -> int:
        return fence.line + 1 + row

    lines = []
    for error in errors:
        params = error.get("params", {})
        index = (params.get("where") or {}).get("index")
        if index is not None:
            tile = tiles[index]
            lines.append(Problem(f"column {tile.col + 1}: {describe(error)}", path, line_of(tile.row)))
        elif error["code"] == "duplicate_card":
            row = min(tiles[place["index"]].row for place in params["places"])
            lines.append(Problem(describe(error), path, line_of(row)))
        elif error["code"] == "disconnected":
            words = describe(error)
            lines += [
                Problem(f"column {col + 1}: {words}", path, line_of(row)) for row, col in params["cells"]
            ]
        else:
            lines.append(Problem(describe(error), path, fence.line))
    return lines


def read_example(fence: Fence, path: str) -> ArboretumExample:
    """Read one arboretum block and check its `score=` against the scorer; ContentError if they differ."""
    expected = parse_score(fence.info, path, fence.line)
    rows = parse_rows(fence, path)
    tiles = [tile for row in rows for tile in row if tile]
    cards = [dataclasses.asdict(tile) for tile in tiles]
    outcome = score_arboretum(cards)
    if not outcome["ok"]:
        raise ContentError(refusals(outcome["errors"], tiles, fence, path))
    result = outcome["result"]
    paths = []
    for species, points in expected.items():
        found = result.get(species) or {}
        computed = int(found.get("path_points", 0))
        if computed != points:
            text = f"score= says {species}={points} but the best {species} path scores {computed}"
            raise ContentError(Problem(text, path, fence.line))
        cells = tuple((int(r), int(c)) for r, c in (found.get("path") or []))
        paths.append(ScoredPath(species, computed, cells))
    return ArboretumExample(path, fence.line, rows, tuple(paths))


def example_context(render, example: ArboretumExample) -> dict:
    """The species' names in the page's language (render: site_builder.rendering.page_context.PageRender)."""
    names = {species.id: render.term(species.name) for species in SPECIES_BY_ID.values()}
    return {"species_names": names}
