"""Arboretum layouts drawn in the rules (fenced blocks `arboretum score="maple=13 olive=3"`).

Each line of the block is a row; cells are split on whitespace, `species:value` or `.` for an empty
place, the column being the position in the line. The best path of each species named in `score=` is
computed by the scorer, and the points written in the Markdown must agree with it: the build fails
otherwise, whatever its strictness.
"""
from __future__ import annotations

import dataclasses
import re
import shlex

from .markdown_blocks import ContentError, Fence
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


def is_arboretum_fence(fence: Fence) -> bool:
    return fence.info.split(maxsplit=1)[:1] == [FENCE_WORD]


def parse_score(info: str, where: str) -> dict[str, int]:
    try:
        words = shlex.split(info)
    except ValueError as error:
        raise ContentError(f"{where}: cannot read the fence's info string {info!r}: {error}") from error
    expected: dict[str, int] = {}
    for word in words[1:]:
        key, _, value = word.partition("=")
        if key != "score":
            raise ContentError(f"{where}: unknown option {key!r} in an arboretum block (only score=)")
        for item in value.split():
            match = SCORE_ITEM.match(item)
            if not match or match.group(1) not in SPECIES_BY_ID:
                raise ContentError(
                    f"{where}: score item {item!r} is not `species=points` with a known species"
                )
            if match.group(1) in expected:
                raise ContentError(f"{where}: species {match.group(1)!r} is scored twice")
            expected[match.group(1)] = int(match.group(2))
    if not expected:
        raise ContentError(f'{where}: an arboretum block needs score="species=points ..."')
    return expected


def parse_rows(fence: Fence, path: str) -> tuple[tuple[Tile | None, ...], ...]:
    rows: list[list[Tile | None]] = []
    seen: dict[tuple[str, int], str] = {}
    for offset, text in enumerate(fence.text.rstrip("\n").split("\n")):
        where = f"{path}:{fence.line + 1 + offset}"
        row: list[Tile | None] = []
        for col, cell in enumerate(text.split()):
            if cell == ".":
                row.append(None)
                continue
            match = CELL.match(cell)
            if not match:
                raise ContentError(f"{where}: cell {cell!r} is not `species:value` or `.`")
            species, value = match.group(1), int(match.group(2))
            if species not in SPECIES_BY_ID:
                raise ContentError(f"{where}: unknown species {species!r}")
            if not 1 <= value <= 8:
                raise ContentError(f"{where}: card value {value} is not between 1 and 8")
            if (species, value) in seen:
                raise ContentError(f"{where}: card {cell} is already planted at {seen[species, value]}")
            seen[species, value] = f"line {fence.line + 1 + offset}, column {col + 1}"
            row.append(Tile(len(rows), col, species, value))
        rows.append(row)
    if not seen:
        raise ContentError(f"{path}:{fence.line}: an arboretum block holds no card")
    width = max(len(row) for row in rows)
    padded = tuple(tuple(row + [None] * (width - len(row))) for row in rows)
    check_connected(padded, f"{path}:{fence.line}")
    return padded


def check_connected(rows: tuple[tuple[Tile | None, ...], ...], where: str) -> None:
    tiles = {(tile.row, tile.col) for row in rows for tile in row if tile}
    start = min(tiles)
    reached = {start}
    todo = [start]
    while todo:
        r, c = todo.pop()
        for place in ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)):
            if place in tiles and place not in reached:
                reached.add(place)
                todo.append(place)
    if reached != tiles:
        lost = sorted(tiles - reached)[0]
        raise ContentError(
            f"{where}: the card at row {lost[0] + 1}, column {lost[1] + 1} touches no other card by a side"
        )


def score_example(fence: Fence, path: str, score_arboretum) -> ArboretumExample:
    """Read one arboretum block and check its `score=` against the scorer; ContentError if they differ."""
    where = f"{path}:{fence.line}"
    expected = parse_score(fence.info, where)
    rows = parse_rows(fence, path)
    cards = [
        {"row": tile.row, "col": tile.col, "species": tile.species, "value": tile.value}
        for row in rows
        for tile in row
        if tile
    ]
    outcome = score_arboretum(cards)
    if not outcome.get("ok"):
        codes = ", ".join(f"{error['code']} {error.get('params', {})}" for error in outcome.get("errors", []))
        raise ContentError(f"{where}: the scorer refuses this arboretum: {codes}")
    result = outcome["result"]
    paths = []
    for species, points in expected.items():
        found = result.get(species) or {}
        computed = int(found.get("path_points", 0))
        if computed != points:
            raise ContentError(
                f"{where}: score= says {species}={points} but the best {species} path scores {computed}"
            )
        cells = tuple((int(r), int(c)) for r, c in (found.get("path") or []))
        paths.append(ScoredPath(species, computed, cells))
    return ArboretumExample(path, fence.line, rows, tuple(paths))
