"""Checking JSON-like Lost Cities data and turning it into a :class:`Game` (or one round, one column).

Every problem is reported, one per problem, in the stable order given in :mod:`.problems`. A thing of
the wrong type is not looked into; the checks across players use whatever was readable.

Decisions on the format: ``game`` is optional ("lost-cities" if given); ``long_game`` is optional
(false); in a column ``wagers`` is optional (0) and ``cards`` is optional ([]); keys not named here
are ignored; lists may also be tuples.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass, field
from typing import Any

from ..common import reading
from ..common.limits import Limits, over_limit
from ..common.reading import Report, RoundsPlayer, RoundsPlayerDraft, is_integer, is_list
from . import problems
from .cards import MAX_WAGERS, VALUES
from .colours import LONG_GAME_COLOURS, colours_in_play

GAME_ID = "lost-cities"
PLAYERS = 2
#: Cards of one colour: the numbers and the wagers (a player's round holds at most CARDS_PER_COLOUR
#: cards of each of the six colours).
CARDS_PER_COLOUR = len(VALUES) + MAX_WAGERS

#: What a file may hold before it is refused unread (see :mod:`scorer.common.limits`): ``cards`` is the
#: most card entries (numbers listed in ``cards``) of one player's round; ``rounds`` a generous bound
#: (three rounds is the standard game).
LIMITS = Limits(
    players=PLAYERS, rounds=20, cards=CARDS_PER_COLOUR * len(LONG_GAME_COLOURS), name=100, file=256_000
)


@dataclass(frozen=True, slots=True)
class Column:
    """One checked column: its wagers and its numbers as given."""

    wagers: int
    values: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class Game:
    long_game: bool
    players: tuple[RoundsPlayer, ...]


@dataclass
class ColumnDraft:
    """What could be read of one column; wagers None when unreadable, cards as (value, where)."""

    place: dict
    wagers: int | None
    cards: list[tuple[int, dict]] = field(default_factory=list)


RoundDraft = dict[str, ColumnDraft]


# --- a whole game ----------------------------------------------------------------------------


def read_game(data: Any) -> tuple[Game | None, list[dict], list[dict]]:
    """The checked game, or None, with the errors and warnings found."""
    report = Report(LIMITS.problems)
    if not isinstance(data, dict):
        report.error(problems.wrong_type(problems.where(), "object"))
        return None, report.errors, report.warnings
    reading.check_game_id(data, GAME_ID, problems.where(field="game"), report)
    long_game = read_long_game(data.get("long_game", False), report)
    players_data = reading.read_list(data, "players", problems.where(field="players"), report)
    if players_data is None or over_limits(players_data, report):
        return None, report.errors, report.warnings
    if len(players_data) != PLAYERS:
        report.error(problems.player_count(len(players_data)))
    read_one_round = functools.partial(read_round, long_game=long_game, report=report)
    players = reading.read_rounds_players(
        players_data, problems.where, read_one_round, problems.no_rounds, report
    )
    check_rounds_across(players, report)
    if report.failed or long_game is None:
        return None, report.errors, report.warnings
    checked = tuple(reading.build_rounds_player(draft, build_round) for draft in players)
    game = Game(long_game=long_game, players=checked)
    return game, report.errors, report.warnings


def over_limits(players_data: list | tuple, report: Report) -> bool:
    """Whether the file passes a limit (reported; then nothing else is read): more than 2 players, a
    name too long, too many rounds, or too many cards in a player's round (one problem a player)."""
    return reading.over_player_limits(players_data, LIMITS, problems.where, report, player_over_limits)


def player_over_limits(index: int, item: Any, name: dict | None) -> list[dict]:
    """Too many rounds, else too many cards in a round, for a player whose name passes no limit."""
    rounds = item.get("rounds") if isinstance(item, dict) else None
    if name is not None or not is_list(rounds):
        return []
    if len(rounds) > LIMITS.rounds:
        return [over_limit("rounds", LIMITS.rounds, problems.where(player=index, field="rounds"))]
    crowded = (n for n, found_round in enumerate(rounds) if round_entries(found_round) > LIMITS.cards)
    number = next(crowded, None)
    if number is None:
        return []
    return [over_limit("cards", LIMITS.cards, problems.where(player=index, round=number))]


def round_entries(data: Any) -> int:
    """How many numbers a round's columns list (0 for anything unreadable)."""
    if not isinstance(data, dict):
        return 0
    return sum(len(column.get("cards", ())) for column in data.values()
               if isinstance(column, dict) and is_list(column.get("cards", ())))


def read_long_game(value: Any, report: Report) -> bool | None:
    """The flag, or None (reported) when it is not a boolean: then no colour is refused for it."""
    if isinstance(value, bool):
        return value
    report.error(problems.wrong_type(problems.where(field="long_game"), "boolean"))
    return None


def check_rounds_across(players: list[RoundsPlayerDraft], report: Report) -> None:
    """Duplicate cards and wagers per round and colour, across both players."""
    longest = max((len(player.rounds) for player in players if player.rounds is not None), default=0)
    for number in range(longest):
        rounds = [
            player.rounds[number]
            for player in players
            if player.rounds is not None and number < len(player.rounds)
        ]
        check_round_cards([found for found in rounds if found is not None], number, report)


# --- one round, one column ---------------------------------------------------------------------


def read_lone_round(data: Any, long_game: Any) -> tuple[dict[str, Column] | None, list[dict], list[dict]]:
    """One player's round on its own (``{colour: column}``), checked as in a game."""
    report = Report(LIMITS.problems)
    if round_entries(data) > LIMITS.cards:
        report.error(over_limit("cards", LIMITS.cards, problems.where()))
        return None, report.errors, report.warnings
    flag = read_long_game(long_game, report)
    draft = read_round(data, problems.where(), flag, report)
    if draft is None:
        return None, report.errors, report.warnings
    check_round_cards([draft], None, report)
    if report.failed:
        return None, report.errors, report.warnings
    return build_round(draft), report.errors, report.warnings


def read_lone_column(wagers: Any, cards: Any) -> tuple[Column | None, list[dict], list[dict]]:
    """One column on its own, checked as in a game."""
    report = Report(LIMITS.problems)
    if is_list(cards) and len(cards) > CARDS_PER_COLOUR:
        report.error(over_limit("cards", CARDS_PER_COLOUR, problems.where()))
        return None, report.errors, report.warnings
    draft = read_column({"wagers": wagers, "cards": cards}, problems.where(), report)
    if draft is None:  # cannot happen: the column is an object
        return None, report.errors, report.warnings
    check_duplicates([draft], None, None, report)
    if report.failed or draft.wagers is None:
        return None, report.errors, report.warnings
    return build_column(draft), report.errors, report.warnings


def read_round(data: Any, place: dict, long_game: bool | None, report: Report) -> RoundDraft | None:
    if not isinstance(data, dict):
        report.error(problems.wrong_type(place, "object"))
        return None
    allowed = colours_in_play(long_game is not False)
    columns: RoundDraft = {}
    for colour, column in data.items():
        if colour not in LONG_GAME_COLOURS:
            report.error_of(problems.unknown_colour, place, colour)
        elif colour not in allowed:
            report.error(problems.long_game_colour({**place, "colour": colour}, colour))
        else:
            draft = read_column(column, {**place, "colour": colour}, report)
            if draft is not None:
                columns[colour] = draft
    return columns


def read_column(data: Any, place: dict, report: Report) -> ColumnDraft | None:
    if not isinstance(data, dict):
        report.error(problems.wrong_type(place, "object"))
        return None
    draft = ColumnDraft(place=place, wagers=read_wagers(data.get("wagers", 0), place, report))
    cards = data.get("cards", [])
    if not is_list(cards):
        report.error(problems.wrong_type({**place, "field": "cards"}, "list"))
        return draft
    for index, value in enumerate(cards):
        card_place = {**place, "index": index, "field": "cards"}
        if is_integer(value) and value in VALUES:
            draft.cards.append((value, card_place))
        else:
            report.error(problems.bad_value(card_place, value))
    return draft


def read_wagers(value: Any, place: dict, report: Report) -> int | None:
    if is_integer(value) and 0 <= value <= MAX_WAGERS:
        return value
    report.error(problems.bad_wagers({**place, "field": "wagers"}, value))
    return None


def check_round_cards(rounds: list[RoundDraft], number: int | None, report: Report) -> None:
    """The columns of each colour in `rounds` (one round of each player) hold each card once and
    at most MAX_WAGERS wagers together."""
    for colour in LONG_GAME_COLOURS:
        columns = [found[colour] for found in rounds if colour in found]
        check_duplicates(columns, number, colour, report)
        check_wagers(columns, number, colour, report)


def check_duplicates(
    columns: list[ColumnDraft], number: int | None, colour: str | None, report: Report
) -> None:
    places: dict[int, list[dict]] = {}
    for column in columns:
        for value, place in column.cards:
            places.setdefault(value, []).append(place)
    for value in sorted(places):
        if len(places[value]) > 1:
            report.error(problems.duplicate_card(number, colour, value, places[value]))


def check_wagers(columns: list[ColumnDraft], number: int | None, colour: str, report: Report) -> None:
    holding = [column for column in columns if column.wagers]
    count = sum(column.wagers or 0 for column in holding)
    if count > MAX_WAGERS:
        places = [column.place for column in holding]
        report.error(problems.too_many_wagers(number, colour, count, places))


# --- checked data ------------------------------------------------------------------------------


def build_column(draft: ColumnDraft) -> Column:
    return Column(wagers=draft.wagers or 0, values=tuple(value for value, _ in draft.cards))


def build_round(draft: RoundDraft) -> dict[str, Column]:
    return {colour: build_column(column) for colour, column in draft.items()}
