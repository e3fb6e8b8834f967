"""Reads the worked examples (section 4) and the reference cases (section 6) of the shared facts file,
``<checkout>/../shared/lost-cities-facts.md``, at test time: the data stays in the shared file.

A case is a :class:`Case`: one or more columns (each ``(wagers, cards)``) with the points expected for
each column and/or for the round they form (columns in different colours, in display order).
"""

from __future__ import annotations

import ast
import operator
import re
from dataclasses import dataclass, field

from shared_files import shared_path

FACTS = shared_path("lost-cities-facts.md")
NUMBER_WORDS = {"two": 2, "three": 3, "four": 4, "five": 5}

Column = tuple[int, tuple[int, ...]]


@dataclass
class Case:
    source: str
    text: str
    columns: list[Column]
    points: list[int] | None = None  # per column
    total: int | None = None  # of the round the columns form
    count: int | None = None  # cards in the (single) column, wagers included, when the file says so
    wrong: int | None = None  # a peer's wrong answer the scorer must not give
    computation: list[str] = field(default_factory=list)  # section 4: the printed computation
    colours: list[str] = field(default_factory=list)  # section 4's sheet: the colour of each column


def facts_text() -> str:
    return FACTS.read_text(encoding="utf-8")


def section(text: str, number: int) -> str:
    match = re.search(rf"^## {number}\..*?(?=^## )", text, flags=re.S | re.M)
    assert match, f"section {number} not found in {FACTS}"
    return match.group(0)


def number(text: str) -> int:
    """An integer written with a typographic minus or a hyphen."""
    return int(text.strip().replace("−", "-"))


# --- section 6: the reference-case mini-language ---------------------------------------------------

COLUMN = re.compile(r"^(?P<w>\d+|w)\+(?:\[(?P<cards>[^\]]*)\]|(?P<same>same))$")


def card_list(text: str) -> tuple[int, ...]:
    cards: list[int] = []
    for item in filter(None, (part.strip() for part in text.split(","))):
        if ".." in item:
            low, high = item.split("..")
            cards.extend(range(int(low), int(high) + 1))
        else:
            cards.append(int(item))
    return tuple(cards)


def parse_column(text: str, previous: tuple[int, ...] | None) -> tuple[str, tuple[int, ...]]:
    match = COLUMN.match(text.strip())
    assert match, f"not a column: {text!r}"
    if match.group("same"):
        assert previous is not None, text
        return match.group("w"), previous
    return match.group("w"), card_list(match.group("cards"))


def split_points(text: str) -> tuple[list[int], int | None, int | None]:
    """`3 | 0 | -40` or `4, 8, 12, 16` or `20 (8 cards)` or `136 (correct: 156)`:
    (points, count from "(N cards)", correct value from "(correct: N)")."""
    count = correct = None
    note = re.search(r"\((.*)\)\s*$", text)
    if note:
        text = text[: note.start()]
        if found := re.fullmatch(r"(\d+) cards", note.group(1).strip()):
            count = int(found.group(1))
        elif found := re.fullmatch(r"correct: (-?\d+)", note.group(1).strip()):
            correct = int(found.group(1))
    points = [number(part) for part in re.split(r"[|,]", text) if part.strip()]
    return points, count, correct


def parse_statement(text: str, source: str, line: list[Case]) -> list[Case]:
    """One `;`-separated statement of a line; `line` holds the cases already read on that line."""
    text = re.sub(r"^\([^)]*\)\s*", "", text.strip())  # a play report's "(site)" prefix
    if total := re.fullmatch(r"total (-?\d+)", text):
        line[-1].total = int(total.group(1))
        return []
    left, _, right = text.partition("->")
    left, right = left.strip(), right.strip()
    if left == "those five together":
        columns = [case.columns[0] for case in line[-5:]]
        assert len(columns) == 5 and all(len(case.columns) == 1 for case in line[-5:]), text
        return [Case(source, text, columns, total=number(right))]
    if right == "error" and left.startswith("inputs "):
        return []  # the invalid inputs are read by invalid_inputs()
    if family := re.fullmatch(r"(-?\d+) for w = (\d+)\.\.(\d+)", right):
        wagers = range(int(family.group(2)), int(family.group(3)) + 1)
        right = ", ".join([family.group(1)] * len(wagers))
    repeat = re.fullmatch(r"(.*) in (?:all )?(\w+) colours", left)
    if repeat:
        left = " | ".join([repeat.group(1)] * NUMBER_WORDS[repeat.group(2)])
    points, count, correct = split_points(right)
    previous = line[-1].columns[-1][1] if line else None
    parsed = [parse_column(part, previous) for part in left.split("|")]
    if parsed[0][0] == "w":  # a family: w = 0, 1, 2, ... one column each
        return [
            Case(source, f"{text} [w={w}]", [(w, parsed[0][1])], points=[want])
            for w, want in enumerate(points)
        ]
    columns = [(int(w), cards) for w, cards in parsed]
    if correct is not None:
        return [Case(source, text, columns, points=[correct], wrong=points[0])]
    if len(columns) > 1 and len(points) == 1:
        return [Case(source, text, columns, total=points[0])]
    assert len(points) == len(columns), text
    return [Case(source, text, columns, points=points, count=count)]


def reference_block(text: str) -> list[str]:
    match = re.search(r"### Reference cases.*?```\n(.*?)```", section(text, 6), flags=re.S)
    assert match, "reference cases block not found"
    return match.group(1).splitlines()


def reference_cases(text: str | None = None) -> list[Case]:
    """Every case of section 6 but the invalid inputs (see invalid_inputs) and the "round above",
    which points back at section 4 (see round_above_total)."""
    text = facts_text() if text is None else text
    cases: list[Case] = []
    source = ""
    for raw in reference_block(text):
        if raw.startswith("#"):
            source = raw.lstrip("# ").strip()
            continue
        line: list[Case] = []
        for part in re.split(r"\s*\|\|\s*", raw):  # mccredie's agree || disagree
            for statement in part.split(";"):
                if "round above" in statement:
                    continue
                line.extend(parse_statement(statement, source, line))
        cases.extend(line)
    return cases


def invalid_inputs(text: str | None = None) -> list[tuple[str, int]]:
    """`inputs 1, 11 or 4 wagers -> error`: [("card", 1), ("card", 11), ("wagers", 4)]."""
    text = facts_text() if text is None else text
    found = []
    for raw in reference_block(text):
        for match in re.finditer(r"inputs ([^;]*?) -> error", raw):
            for item in re.split(r",| or ", match.group(1)):
                words = item.split()
                found.append(("wagers" if words[1:] == ["wagers"] else "card", int(words[0])))
    return found


def round_above_total(text: str | None = None) -> int:
    """`(mrbass.org) round above -> 36`."""
    text = facts_text() if text is None else text
    match = re.search(r"round above -> (-?\d+)", "\n".join(reference_block(text)))
    assert match, "the 'round above' case is missing"
    return int(match.group(1))


# --- section 4: worked examples --------------------------------------------------------------------

COLOUR_WORDS = ("yellow", "blue", "white", "green", "red", "purple")


def column_words(text: str) -> tuple[str | None, Column]:
    """`official sheet [DEV, TK]: yellow 5 8 10` or `W W 8` or `10 alone` → (colour or None, column)."""
    text = re.sub(r"\[[^\]]*\]|\([^)]*\)", "", text)
    colours = [word for word in re.findall(r"\w+", text) if word in COLOUR_WORDS]
    colour = colours[0] if colours else None
    wagers, cards = 0, []
    for word in text.split(":")[-1].split():
        if word == "W":
            wagers += 1
        elif word.isdigit():
            cards.append(int(word))
    return colour, (wagers, tuple(cards))


def first_number(text: str) -> int:
    match = re.search(r"[−-]?\d+", text.replace("*", ""))
    assert match, text
    return number(match.group(0))


def worked_table(text: str | None = None) -> tuple[list[Case], Case]:
    """The table's single columns, and the official sheet's round (its coloured rows + its total)."""
    text = facts_text() if text is None else text
    cases: list[Case] = []
    sheet = Case("section 4 official sheet", "", [])
    sheet_colours: list[str] = []
    for row in section(text, 4).splitlines():
        cells = [cell.strip() for cell in row.strip().strip("|").split("|")]
        if not row.strip().startswith("|") or len(cells) != 3 or cells[0] in ("column", "---"):
            continue
        described, computation, points = cells
        if described.startswith("that round's total"):
            sheet.total = first_number(points)
            sheet.text = row.strip()
            continue
        wrong = re.search(r"\(not (-?\d+)\)", points)
        for part, shown, want in zip(
            described.split(" / "), computation.split(" / "), points.split(" / "), strict=True
        ):
            colour, column = column_words(part)
            case = Case("section 4", row.strip(), [column], points=[first_number(want)])
            case.computation = [shown.strip()]
            case.wrong = int(wrong.group(1)) if wrong else None
            if count := re.search(r"\((\d+) (cards|numbers)", part):
                case.count = int(count.group(1)) + (column[0] if count.group(2) == "numbers" else 0)
            cases.append(case)
            if colour is not None:
                sheet.columns.append(column)
                sheet_colours.append(colour)
    sheet.points = [case.points[0] for case in cases[: len(sheet.columns)]]
    sheet.colours = sheet_colours
    return cases, sheet


def play_report_round(text: str | None = None) -> tuple[dict[str, Column], dict[str, int], int]:
    """The mrbass.org round sheet of section 4: columns and points by colour, and its total."""
    text = facts_text() if text is None else text
    match = re.search(r"round sheet from a play report.*?:(.*?total (-?\d+))", section(text, 4), re.S)
    assert match, "the play-report round sheet is missing"
    columns, points = {}, {}
    for item in match.group(1).split(";"):
        found = re.fullmatch(r"\s*(\w+) ([W\d ]+?) = (−?-?\d+)\s*", item)
        if found:
            colour, column = column_words(found.group(1) + " " + found.group(2))
            columns[colour] = column
            points[colour] = number(found.group(3))
    return columns, points, int(match.group(2))


def illustrative_game(text: str | None = None) -> dict[str, tuple[list[int], int]]:
    """`A scores 18, 36, −5 = 49; B scores ...`: {player: (round scores, total)}."""
    text = facts_text() if text is None else text
    found = re.findall(r"(\w) scores ([−\-\d, ]+?) = (−?\d+)", section(text, 4))
    assert found, "the illustrative game is missing"
    return {name: ([number(x) for x in scores.split(",")], number(total)) for name, scores, total in found}


def shared_win_said(text: str | None = None) -> bool:
    text = facts_text() if text is None else text
    return "shared win" in section(text, 4)


# --- arithmetic of the printed computations ----------------------------------------------------------

OPERATORS = {ast.Add: operator.add, ast.Sub: operator.sub, ast.Mult: operator.mul}


def evaluate(computation: str) -> int | None:
    """The value of `(35 − 20) × 3 + 20`; None for words such as "no cost"."""
    expression = computation.replace("−", "-").replace("×", "*")
    if re.search(r"[^\d\s()+\-*]", expression):
        return None
    return arithmetic(ast.parse(expression, mode="eval").body)


def arithmetic(node: ast.AST) -> int:
    if isinstance(node, ast.Constant) and isinstance(node.value, int):
        return node.value
    if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.USub):
        return -arithmetic(node.operand)
    if isinstance(node, ast.BinOp) and type(node.op) in OPERATORS:
        return OPERATORS[type(node.op)](arithmetic(node.left), arithmetic(node.right))
    raise AssertionError(f"unexpected arithmetic: {ast.dump(node)}")
