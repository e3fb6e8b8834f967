"""Checking JSON-like Skull King data and turning it into a :class:`Game`.

Every problem is reported, in the stable order given in :mod:`.problems`, up to LIMITS.problems. The
limits are checked first: more than 8 players, more than 20 rounds for a player or numbers in
``cards_dealt``, or a name too long is reported alone and nothing else is read. A thing of the wrong
type is not looked into; the checks across players use whatever was readable.

The format (docs/scorer-skull-king.md)::

    {"game"?: "skull-king", "edition"?: "2021" | "2013", "scoring"?: "skull-king" | "rascal",
     "advanced"?: {"loot"?, "kraken"?, "white_whale"?, "pirate_abilities"?: bool},
     "structure"?: STRUCTURE id | "cards_dealt"?: [int, ...],
     "players": [{"name": str, "rounds": [ROUND, ...]}, ...]}
    ROUND: {"bid": int, "tricks": int, "captures"?: {kind: int}, "loot"?: [name, ...],
            "wager"?: 0 | 10 | 20, "harry"?: -1 | 0 | 1, "cannonball"?: bool}

Any other key is refused (``unknown_key``).
"""

from __future__ import annotations

import functools
from dataclasses import dataclass, field
from typing import Any

from ..common import reading
from ..common.limits import Limits
from ..common.reading import Report, RoundsPlayerDraft, is_integer, is_list
from . import problems
from .cards import (
    ADVANCED,
    BASE_DECK,
    CAPTURE_DECK,
    CAPTURES,
    DEFAULT_EDITION,
    DEFAULT_SCORING,
    DEFAULT_STRUCTURE,
    EDITION_CAPTURES,
    EDITIONS,
    FEWEST_PLAYERS,
    GAME_ID,
    HARRY_CHANGES,
    LARGEST_HAND_AT_EIGHT,
    MOST_PLAYERS,
    MOST_PLAYERS_OF,
    OPTIONAL_CARDS,
    SCORINGS,
    STRUCTURES,
    WAGERS,
    deck_size,
    hands,
    has_graybeard,
)

#: What a file may hold before it is refused unread (see :mod:`scorer.common.limits`): ``cards`` is the
#: most cards one hand can be dealt (the 2013 deck between two players).
LIMITS = Limits(players=MOST_PLAYERS, rounds=20, cards=33, name=40, file=256_000)

TOP_KEYS = ("game", "edition", "scoring", "advanced", "structure", "cards_dealt", "players")
PLAYER_KEYS = ("name", "rounds")
ROUND_KEYS = ("bid", "tricks", "captures", "loot", "wager", "harry", "cannonball")


@dataclass(frozen=True, slots=True)
class Settings:
    """The game's options: edition, scoring, the advanced options switched on, the structure's id (None
    with ``cards_dealt``) and the cards dealt in each planned round."""

    edition: str
    scoring: str
    advanced: frozenset[str]
    structure: str | None
    plan: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class Round:
    """One player's round as given (the bid shown, before Harry's change)."""

    bid: int
    tricks: int
    captures: dict[str, int] = field(default_factory=dict)
    loot: tuple[str, ...] = ()
    wager: int = 0
    harry: int = 0
    cannonball: bool = False

    @property
    def bid_scored(self) -> int:
        return self.bid + self.harry


@dataclass(frozen=True, slots=True)
class Player:
    name: str
    rounds: tuple[Round, ...]


@dataclass(frozen=True, slots=True)
class Game:
    settings: Settings
    players: tuple[Player, ...]


def read_game(data: Any) -> tuple[Game | None, list[dict], list[dict]]:
    """The checked game, or None, with the errors and warnings found."""
    report = Report(LIMITS.problems)
    if not isinstance(data, dict):
        report.error(problems.wrong_type(problems.where(), "object"))
        return None, report.errors, report.warnings
    players_data = data.get("players") if is_list(data.get("players")) else None
    if over_limits(data, players_data or (), report):
        return None, report.errors, report.warnings
    count = len(players_data) if players_data is not None else None
    settings = read_settings(data, count, report)
    for key in data:
        if key not in TOP_KEYS:
            report.error_of(problems.unknown_key, problems.where(), key)
    if players_data is None:
        return None, report.errors, report.warnings
    drafts = read_players(players_data, settings, report)
    if not report.failed:
        check_rounds(drafts, settings, report)
    if report.failed:
        return None, report.errors, report.warnings
    players = tuple(Player(draft.name or "", tuple(draft.rounds or ())) for draft in drafts)
    return Game(settings, players), report.errors, report.warnings


def over_limits(data: dict, players_data: list | tuple, report: Report) -> bool:
    """Whether the file passes a limit (reported): players, names, a player's rounds, ``cards_dealt``."""
    cards_dealt = data.get("cards_dealt")
    if is_list(cards_dealt) and len(cards_dealt) > LIMITS.rounds and len(players_data) <= LIMITS.players:
        report.error(problems.over_limit("rounds", LIMITS.rounds, problems.where(field="cards_dealt")))
    return reading.over_player_limits(players_data, LIMITS, problems.where, report, player_over_limits) or (
        report.failed)


def player_over_limits(index: int, item: Any, name: dict | None) -> list[dict]:
    rounds = item.get("rounds") if isinstance(item, dict) else None
    if is_list(rounds) and len(rounds) > LIMITS.rounds:
        return [problems.over_limit("rounds", LIMITS.rounds, problems.where(player=index, field="rounds"))]
    return []


# --- the options ---------------------------------------------------------------------------------


def read_settings(data: dict, count: int | None, report: Report) -> Settings:
    """The options in the order of TOP_KEYS, each problem reported; unreadable ones take their default."""
    reading.check_game_id(data, GAME_ID, problems.where(field="game"), report)
    edition = read_choice(data, "edition", EDITIONS, DEFAULT_EDITION, report)
    scoring = read_choice(data, "scoring", SCORINGS, DEFAULT_SCORING, report)
    if scoring != DEFAULT_SCORING and edition == "2013":
        report.error(problems.not_in_edition(problems.where(field="scoring"), edition))
    advanced = read_advanced(data, edition, report)
    structure, plan = read_plan(data, edition, count, advanced, report)
    if "players" not in data:
        report.error(problems.missing_key(problems.where(), "players"))
    elif not is_list(data["players"]):
        report.error(problems.wrong_type(problems.where(field="players"), "list"))
    elif count is not None and not FEWEST_PLAYERS <= count <= MOST_PLAYERS:
        report.error(problems.player_count(count))
    elif count is not None and count > MOST_PLAYERS_OF[edition]:
        report.error(problems.edition_players(count, edition, MOST_PLAYERS_OF[edition]))
    return Settings(edition, scoring, advanced, structure, plan)


def read_choice(data: dict, key: str, choices: tuple[str, ...], default: str, report: Report) -> str:
    value = data.get(key, default)
    if isinstance(value, str) and value in choices:
        return value
    report.error(problems.unknown_option(problems.where(field=key), value))
    return default


def read_advanced(data: dict, edition: str, report: Report) -> frozenset[str]:
    if "advanced" not in data:
        return frozenset()
    found = data["advanced"]
    if not isinstance(found, dict):
        report.error(problems.wrong_type(problems.where(field="advanced"), "object"))
        return frozenset()
    on = set()
    for key, value in found.items():
        place = problems.where(field=f"advanced.{key}" if key in ADVANCED else "advanced")
        if key not in ADVANCED:
            report.error_of(problems.unknown_option, place, key)
        elif not isinstance(value, bool):
            report.error(problems.wrong_type(place, "boolean"))
        elif value and edition == "2013":
            report.error(problems.not_in_edition(place, edition))
        elif value:
            on.add(key)
    return frozenset(on)


def read_plan(data: dict, edition: str, count: int | None, advanced: frozenset[str],
              report: Report) -> tuple[str | None, tuple[int, ...]]:
    """The structure's id (None with ``cards_dealt``) and the cards dealt in each planned round."""
    dealt = hands(edition, count) if count and FEWEST_PLAYERS <= count <= MOST_PLAYERS else None
    if "cards_dealt" in data:
        if "structure" in data:
            report.error(problems.structure_and_cards_dealt())
        return None, read_cards_dealt(data["cards_dealt"], edition, dealt, advanced, report)
    structure = read_choice(data, "structure", tuple(STRUCTURES), DEFAULT_STRUCTURE, report)
    if structure != DEFAULT_STRUCTURE and edition == "2013":
        report.error(problems.not_in_edition(problems.where(field="structure"), edition))
    cap = BASE_DECK[edition] // dealt if dealt else None
    return structure, tuple(cards if cap is None else min(cards, cap) for cards in STRUCTURES[structure])


def read_cards_dealt(value: Any, edition: str, dealt: int | None, advanced: frozenset[str],
                     report: Report) -> tuple[int, ...]:
    place = problems.where(field="cards_dealt")
    if not is_list(value):
        report.error(problems.wrong_type(place, "list"))
        return ()
    if not value:
        report.error(problems.round_count(place, 0, LIMITS.rounds))
        return ()
    deck = deck_size(edition, tuple(name for name in OPTIONAL_CARDS if name in advanced))
    most = deck // dealt if dealt else LIMITS.cards
    plan = []
    for index, cards in enumerate(value):
        if not is_integer(cards) or cards < 1:
            report.error_of(problems.bad_count, problems.where(round=index, field="cards_dealt"), cards, most)
        elif dealt and cards * dealt > deck:
            report.error(problems.deck_too_small(index, cards, dealt, deck))
        else:
            plan.append(cards)
            continue
        plan.append(None)
    if edition == "2013" and plan != list(range(1, len(plan) + 1)) and None not in plan:
        report.error(problems.not_in_edition(place, edition))
    return tuple(cards or 0 for cards in plan)


# --- the players and their rounds ------------------------------------------------------------------


def read_players(players_data: list | tuple, settings: Settings, report: Report) -> list[RoundsPlayerDraft]:
    planned = len(settings.plan)
    read_one = functools.partial(read_round, settings=settings, report=report)
    no_rounds = functools.partial(problems.round_count, count=0, planned=planned)
    for index, item in enumerate(players_data):
        if isinstance(item, dict):
            for key in item:
                if key not in PLAYER_KEYS:
                    report.error_of(problems.unknown_key, problems.where(player=index), key)
    drafts = reading.read_rounds_players(players_data, problems.where, read_one, no_rounds, report)
    for draft in drafts:
        if draft.rounds is not None and planned and len(draft.rounds) > planned:
            place = problems.where(player=draft.index, player_name=draft.name, field="rounds")
            report.error(problems.round_count(place, len(draft.rounds), planned))
    return drafts


def read_round(data: Any, place: dict, settings: Settings, report: Report) -> Round | None:
    """One player's round, each key checked in ROUND_KEYS order against the cards dealt that round."""
    if not isinstance(data, dict):
        report.error(problems.wrong_type(place, "object"))
        return None
    for key in data:
        if key not in ROUND_KEYS:
            report.error_of(problems.unknown_key, place, key)
    number = place["round"]
    cards = settings.plan[number] if number < len(settings.plan) and settings.plan[number] else None
    most = cards if cards is not None else LIMITS.cards
    at = functools.partial(field_place, place)
    bid = read_count(data, "bid", at("bid"), most, report)
    tricks = read_count(data, "tricks", at("tricks"), most, report)
    captures = read_captures(data, at("captures"), settings.edition, report)
    loot = read_loot(data, at("loot"), settings, report)
    wager = read_pick(data, "wager", at("wager"), WAGERS, settings, report)
    harry = read_pick(data, "harry", at("harry"), HARRY_CHANGES, settings, report)
    cannonball = read_cannonball(data, at("cannonball"), settings, report)
    if None in (bid, tricks, captures, loot, wager, harry, cannonball):
        return None
    found = Round(bid, tricks, captures, loot, wager, harry, cannonball)
    check_own_round(found, place, cards, settings, report)
    return found


def field_place(place: dict, name: str) -> dict:
    return {**place, "field": name}


def read_count(data: dict, key: str, place: dict, most: int, report: Report) -> int | None:
    if key not in data:
        report.error(problems.missing_key({**place, "field": None}, key))
        return None
    value = data[key]
    if is_integer(value) and 0 <= value <= most:
        return value
    report.error(problems.bad_count(place, value, most))
    return None


def read_captures(data: dict, place: dict, edition: str, report: Report) -> dict[str, int] | None:
    found = data.get("captures", {})
    if not isinstance(found, dict):
        report.error(problems.wrong_type(place, "object"))
        return None
    captures = dict.fromkeys(CAPTURES, 0)
    readable = True
    for kind, value in found.items():
        if kind not in CAPTURES:
            report.error_of(problems.unknown_key, place, kind)
        elif kind not in EDITION_CAPTURES[edition]:
            report.error(problems.not_in_edition({**place, "field": kind}, edition))
        elif is_integer(value) and 0 <= value <= CAPTURE_DECK[kind]:
            captures[kind] = value
            continue
        else:
            report.error(problems.bad_count({**place, "field": kind}, value, CAPTURE_DECK[kind]))
        readable = False
    return captures if readable else None


def read_loot(data: dict, place: dict, settings: Settings, report: Report) -> tuple[str, ...] | None:
    if "loot" not in data:
        return ()
    if "loot" not in settings.advanced:
        report.error(option_missing(place, "loot", settings))
        return None
    found = data["loot"]
    if not is_list(found) or not all(isinstance(name, str) for name in found):
        report.error(problems.wrong_type(place, "names"))
        return None
    return tuple(found)


def read_pick(data: dict, key: str, place: dict, choices: tuple[int, ...], settings: Settings,
              report: Report) -> int | None:
    """A wager or Harry's change: one of `choices`, when pirate abilities are on."""
    if key not in data:
        return 0
    if "pirate_abilities" not in settings.advanced:
        report.error(option_missing(place, "pirate_abilities", settings))
        return None
    value = data[key]
    if is_integer(value) and value in choices:
        return value
    report.error(problems.bad_value(place, value, choices))
    return None


def read_cannonball(data: dict, place: dict, settings: Settings, report: Report) -> bool | None:
    if "cannonball" not in data:
        return False
    if settings.scoring != "rascal":
        report.error(option_missing(place, "rascal", settings))
        return None
    if not isinstance(data["cannonball"], bool):
        report.error(problems.wrong_type(place, "boolean"))
        return None
    return data["cannonball"]


def option_missing(place: dict, option: str, settings: Settings) -> dict:
    """A round uses an option the game lacks: ``not_in_edition`` in 2013 (none of them exists there),
    else ``option_off``."""
    if settings.edition == "2013":
        return problems.not_in_edition(place, settings.edition)
    return problems.option_off(place, option)


def check_own_round(found: Round, place: dict, cards: int | None, settings: Settings, report: Report) -> None:
    """What one player's round allows given its own tricks: captures, abilities."""
    at = functools.partial(field_place, place)
    if found.tricks == 0:
        for kind, count in found.captures.items():
            if count:
                report.error(problems.capture_without_trick(at(kind)))
    for ability in ("wager", "harry"):
        if getattr(found, ability) and found.tricks == 0:
            report.error(problems.ability_without_trick(at(ability)))
    if found.wager and cards == 1:
        report.error(problems.wager_last_trick(at("wager")))
    if cards is not None and not 0 <= found.bid_scored <= cards:
        report.error(problems.harry_out_of_range(at("harry"), found.bid_scored, cards))


# --- across the players of a round -----------------------------------------------------------------


def check_rounds(drafts: list[RoundsPlayerDraft], settings: Settings, report: Report) -> None:
    """Each round's checks across its players (all rounds read without errors)."""
    names = [draft.name or "" for draft in drafts]
    count = len(drafts)
    dealt = hands(settings.edition, count)
    lost = sum(name in settings.advanced for name in ("kraken", "white_whale"))
    given = len(drafts[0].rounds or ()) if drafts else 0
    for number in range(given):
        rounds = [draft.rounds[number] for draft in drafts]
        cards = settings.plan[number]
        check_captures(rounds, names, number, dealt, report)
        check_tricks(rounds, number, cards, lost, has_graybeard(settings.edition, count), report)
        check_loot(rounds, names, number, report)
        check_abilities(rounds, number, report)
        if count == MOST_PLAYERS and cards > LARGEST_HAND_AT_EIGHT:
            report.warn(problems.over_eight_cards(number, cards))


def check_tricks(rounds: list[Round], number: int, cards: int, lost: int, graybeard: bool,
                 report: Report) -> None:
    total = sum(found.tricks for found in rounds)
    if total > cards:
        report.error(problems.tricks_above_cards(number, total, cards))
    elif not graybeard and total < cards - lost:
        report.error(problems.tricks_missing(number, total, cards, lost))
    elif not graybeard and total < cards:
        report.warn(problems.tricks_lost(number, cards - total))


def check_captures(rounds: list[Round], names: list[str], number: int, dealt: int, report: Report) -> None:
    for index, found in enumerate(rounds):
        place = problems.where(player=index, player_name=names[index], round=number, field="captures")
        captured = sum(found.captures.values())
        if found.tricks and captured > found.tricks * dealt:
            report.error(problems.captures_above_tricks(place, captured, found.tricks * dealt))
        pirates = found.captures["pirates_by_skull_king"]
        if pirates > dealt - 1:
            report.error(problems.pirates_above_trick({**place, "field": "pirates_by_skull_king"}, pirates,
                                                      dealt - 1))  # fmt: skip
    totals = {kind: sum(found.captures[kind] for found in rounds) for kind in CAPTURES}
    for kind, total in totals.items():
        if total > CAPTURE_DECK[kind]:
            report.error(problems.captures_above_deck(number, kind, total, CAPTURE_DECK[kind]))
    takers = sum(found.captures["pirates_by_skull_king"] > 0 for found in rounds)
    if takers > 1 or (takers and totals["skull_king_by_mermaid"]):
        report.error(problems.one_skull_king(number))
    mermaids = totals["mermaids_by_pirate"] + totals["skull_king_by_mermaid"]
    if mermaids > CAPTURE_DECK["mermaids_by_pirate"]:
        report.error(problems.two_mermaids(number, mermaids))


def check_loot(rounds: list[Round], names: list[str], number: int, report: Report) -> None:
    keys = {name.strip().casefold(): index for index, name in enumerate(names)}
    alliances = 0
    for index, found in enumerate(rounds):
        place = problems.where(player=index, player_name=names[index], round=number, field="loot")
        for name in found.loot:
            alliances += 1
            captor = keys.get(name.strip().casefold())
            if captor is None:
                report.error_of(problems.loot_unknown_player, place, name)
            elif captor == index:
                report.error(problems.loot_to_self(place))
            elif rounds[captor].tricks == 0:
                report.error(problems.loot_without_trick(place, names[captor]))
    if alliances > 2:
        report.error(problems.loot_count(number, alliances))


def check_abilities(rounds: list[Round], number: int, report: Report) -> None:
    for ability in ("wager", "harry"):
        if sum(bool(getattr(found, ability)) for found in rounds) > 1:
            report.error(problems.two_abilities(number, ability))


def captor_index(name: str, names: list[str]) -> int:
    """The index of the player a Loot names (checked to exist; ends' spaces and letter case ignored)."""
    keys = [known.strip().casefold() for known in names]
    return keys.index(name.strip().casefold())
