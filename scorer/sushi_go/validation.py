"""Checking JSON-like Sushi Go! data and turning it into a :class:`Game`.

Every problem is reported, in the stable order given in :mod:`.problems`, up to LIMITS.problems. The
limits are checked first: more than 5 players, more than 3 rounds or a name too long is reported
alone and nothing else is read. A thing of the wrong type is not looked into; the checks across
players use whatever was readable.

Decisions on the format: ``game`` is optional ("sushi-go" if given, as ``scorer.score`` dispatches
on it); a kind not listed in a round counts 0; keys not named here are ignored; lists may be tuples.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass
from typing import Any

from ..common import reading
from ..common.limits import Limits
from ..common.reading import Report, RoundsPlayer, RoundsPlayerDraft, is_integer, is_list
from . import problems
from .cards import CARDS_OF_KIND, DECK, HAND_SIZES, LARGEST_HAND, MOST_PLAYERS, ROUNDS, card_count

GAME_ID = "sushi-go"

#: What a file may hold before it is refused unread (see :mod:`scorer.common.limits`): ``cards`` is the
#: most cards of one player's round.
LIMITS = Limits(players=MOST_PLAYERS, rounds=ROUNDS, cards=LARGEST_HAND, name=100, file=64_000)

Counts = dict[str, int]  # kind -> count, only the kinds given


@dataclass(frozen=True, slots=True)
class Game:
    players: tuple[RoundsPlayer, ...]
    hand_size: int


def read_game(data: Any) -> tuple[Game | None, list[dict], list[dict]]:
    """The checked game, or None, with the errors and warnings found."""
    report = Report(LIMITS.problems)
    players_data = read_top(data, report)
    if players_data is None or over_limits(players_data, report):
        return None, report.errors, report.warnings
    count = len(players_data)
    if count not in HAND_SIZES:
        report.error(problems.player_count(count))
    hand_size = HAND_SIZES.get(count)
    read_one_round = functools.partial(read_round, hand_size=hand_size, report=report)
    no_rounds = functools.partial(problems.round_count, count=0)
    players = reading.read_rounds_players(players_data, problems.where, read_one_round, no_rounds, report)
    check_deck(players, report)
    if report.failed or hand_size is None:
        return None, report.errors, report.warnings
    checked = tuple(reading.build_rounds_player(draft, dict) for draft in players)  # a round's counts copied
    game = Game(players=checked, hand_size=hand_size)
    return game, report.errors, report.warnings


def read_top(data: Any, report: Report) -> list | tuple | None:
    """The players' list, or None (reported)."""
    if not isinstance(data, dict):
        report.error(problems.wrong_type(problems.where(), "object"))
        return None
    reading.check_game_id(data, GAME_ID, problems.where(field="game"), report)
    return reading.read_list(data, "players", problems.where(field="players"), report)


def over_limits(players_data: list | tuple, report: Report) -> bool:
    """Whether the file passes a limit (reported): too many players, rounds, or a name too long."""
    return reading.over_player_limits(players_data, LIMITS, problems.where, report, player_over_limits)


def player_over_limits(index: int, item: Any, name: dict | None) -> list[dict]:
    """Too many rounds for one player (said beside a name too long)."""
    rounds = item.get("rounds") if isinstance(item, dict) else None
    if is_list(rounds) and len(rounds) > LIMITS.rounds:
        return [problems.round_count(problems.where(player=index, field="rounds"), len(rounds))]
    return []


def read_round(data: Any, place: dict, hand_size: int | None, report: Report) -> Counts | None:
    """The counts of one player's round (None when it is not an object), checked against the hand."""
    if not isinstance(data, dict):
        report.error(problems.wrong_type(place, "object"))
        return None
    most = hand_size or LARGEST_HAND
    counts: Counts = {}
    readable = True
    for kind, value in data.items():
        if not isinstance(kind, str) or kind not in CARDS_OF_KIND:
            report.error_of(problems.unknown_kind, place, kind)
            readable = False
        elif is_integer(value) and 0 <= value <= most:
            counts[kind] = value
        else:
            report.error_of(problems.bad_count, {**place, "kind": kind}, value, most)
            readable = False
    cards = sum(count * card_count(kind) for kind, count in counts.items())
    if hand_size is not None and cards > hand_size:
        report.error(problems.too_many_cards(place, cards, hand_size))
    elif hand_size is not None and cards < hand_size and readable:
        report.warn(problems.short_round(place, cards, hand_size))
    return counts


def deck_cards(counts: Counts) -> dict[str, int]:
    """The deck cards of one round's counts (a wasabi-salmon adds a salmon and a wasabi)."""
    cards: dict[str, int] = {}
    for kind, count in counts.items():
        for card in CARDS_OF_KIND[kind]:
            cards[card] = cards.get(card, 0) + count
    return cards


def check_deck(players: list[RoundsPlayerDraft], report: Report) -> None:
    """Per round, then over the whole game, no more of a deck card than the deck holds."""
    longest = max((len(player.rounds) for player in players if player.rounds is not None), default=0)
    game_totals = dict.fromkeys(DECK, 0)
    exceeded: set[str] = set()
    for number in range(longest):
        totals = dict.fromkeys(DECK, 0)
        for player in players:
            if player.rounds is not None and number < len(player.rounds) and player.rounds[number]:
                for card, count in deck_cards(player.rounds[number]).items():
                    totals[card] += count
        for card, limit in DECK.items():
            game_totals[card] += totals[card]
            if totals[card] > limit:
                report.error(problems.deck_exceeded(card, totals[card], limit, number))
                exceeded.add(card)
    for card, limit in DECK.items():
        if game_totals[card] > limit and card not in exceeded:
            report.error(problems.deck_exceeded(card, game_totals[card], limit, None))
