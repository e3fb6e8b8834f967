"""Checking JSON-like game data and turning it into an :class:`~scorer.endgame.Endgame`.

Every problem is reported, one per problem, in a stable order: first the number of players, then each
player in input order (name, arboretum cards, hand cards, field by field), then the checks across the
game (duplicate names, duplicate cards, shared cells, disconnected arboretums, too many species).
A thing of the wrong type is not looked into; the checks across the game use whatever was readable,
and the connection check skips an arboretum with a card whose place could not be read.

Most games have no problem, so a game is first read on a fast path that only accepts plainly well-formed
data (exact JSON types, every check passed) and gives up at the first doubt; the full check above then
reads the game again and words every problem.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from operator import itemgetter
from typing import Any

from ..common.limits import Limits, over_limit
from ..common.reading import Report, check_names, is_integer, is_list, name_too_long, read_list, read_name
from . import problems
from .cards import (
    HAND_SIZE,
    SPECIES,
    SPECIES_BY_PLAYERS,
    VALUES,
    Cell,
    PlantedCard,
    neighbour_cells,
    species_order,
)
from .endgame import Endgame, Player, hand_values, planted_counts
from .grid import Grid, lay_out

LISTS = (list, tuple)
PLANTED_FIELDS = itemgetter("row", "col", "species", "value")
HAND_FIELDS = itemgetter("species", "value")
SPECIES_OF = itemgetter(0)  # of a (species, value) card
KNOWN_CARDS = frozenset((species, value) for species in SPECIES for value in VALUES)

#: What a file may hold before it is refused unread (see :mod:`scorer.common.limits`): ``cards`` is the
#: most cards of one player (arboretum and hand: the whole deck); Arboretum has one round.
LIMITS = Limits(players=max(SPECIES_BY_PLAYERS), rounds=1, cards=len(KNOWN_CARDS), name=100, file=256_000)
#: The farthest a row or column may be from 0 (a garden of the whole deck spans 80 cells).
LARGEST_COORDINATE = 1_000_000


@dataclass
class CardDraft:
    """What could be read of one card; None marks a field with a problem."""

    place: dict
    species: str | None
    value: int | None
    row: int | None = None
    col: int | None = None

    @property
    def cell(self) -> Cell | None:
        if self.row is None or self.col is None:
            return None
        return (self.row, self.col)


@dataclass
class ZoneDraft:
    cards: list[CardDraft] = field(default_factory=list)
    size: int | None = None  # None when the zone is not a list
    complete: bool = False  # a list of card objects whose places (arboretum) could all be read


@dataclass
class PlayerDraft:
    index: int
    name: str | None
    arboretum: ZoneDraft
    hand: ZoneDraft


def read_game(data: Any) -> tuple[Endgame | None, list[dict], list[dict]]:
    """The checked game, or None, with the errors and warnings found."""
    limits_passed = over_limits(data)
    if limits_passed:
        return None, limits_passed, []
    try:
        fast = read_well_formed_game(data)
    except (KeyError, TypeError):  # a missing key, or a card that is not an object: the full check says so
        fast = None
    if fast is not None:
        endgame, warnings = fast
        return endgame, [], warnings
    return read_game_fully(data)


def over_limits(data: Any) -> list[dict]:
    """The problems of a game passing a limit (then nothing else is read): more than 4 players, a name
    too long, more cards for one player than the deck holds."""
    players_data = data.get("players") if isinstance(data, dict) else None
    if not is_list(players_data):
        return []
    if len(players_data) > LIMITS.players:
        return [problems.player_count(len(players_data))]
    report = Report(LIMITS.problems)
    for index, item in enumerate(players_data):
        if not isinstance(item, dict):
            continue
        found = name_too_long(item, LIMITS.name, problems.where(player=index, field="name"))
        cards = sum(len(item[zone]) for zone in ("arboretum", "hand") if is_list(item.get(zone)))
        if found is None and cards > LIMITS.cards:
            found = over_limit("cards", LIMITS.cards, problems.where(player=index))
        if found is not None:
            report.error(found)
    return report.errors


def read_game_fully(data: Any) -> tuple[Endgame | None, list[dict], list[dict]]:
    """The checked game, or None, with every error and warning found, one by one."""
    report = Report(LIMITS.problems)
    top = problems.where()
    if not isinstance(data, dict):
        report.error(problems.wrong_type(top, "object"))
        return None, report.errors, report.warnings
    players_data = read_list(data, "players", top, report)
    if players_data is None:
        return None, report.errors, report.warnings
    count = len(players_data)
    if count not in SPECIES_BY_PLAYERS:
        report.error(problems.player_count(count))
    drafts = [read_player(index, item, report) for index, item in enumerate(players_data)]
    players = [draft for draft in drafts if draft is not None]
    check_names([player.name for player in players], report)
    all_cards = [
        card for player in players for zone in (player.arboretum, player.hand) for card in zone.cards
    ]
    check_duplicate_cards(all_cards, report)
    for player in players:
        check_arboretum_shape(player.arboretum, player.index, player.name, report)
    if count in SPECIES_BY_PLAYERS:
        check_species_count(all_cards, count, report)
    if report.failed:
        return None, report.errors, report.warnings
    endgame = Endgame(players=tuple(build_player(draft) for draft in players))
    return endgame, report.errors, report.warnings


def read_well_formed_game(data: Any) -> tuple[Endgame, list[dict]] | None:
    """The game and its warnings when `data` is plainly well formed, else None (the full check decides).

    Raises KeyError for a missing key, TypeError for a card that is not an object.
    """
    if type(data) is not dict or type(data["players"]) not in LISTS:
        return None
    players_data = data["players"]
    count = len(players_data)
    if count not in SPECIES_BY_PLAYERS:
        return None
    players = []
    cards: set[tuple[str, int]] = set()
    card_count = 0
    names = set()
    warnings = []
    for index, item in enumerate(players_data):
        player = read_well_formed_player(item, cards)
        if player is None:
            return None
        players.append(player)
        hand_size = len(item["hand"])
        card_count += len(player.grid.cards) + hand_size
        names.add(player.name.strip().casefold())
        if hand_size != HAND_SIZE:
            warnings.append(problems.hand_size(index, player.name, hand_size))
    if len(names) < count or len(cards) < card_count or not cards <= KNOWN_CARDS:
        return None  # a shared name, a card twice, an unknown species or value
    if len(set(map(SPECIES_OF, cards))) > SPECIES_BY_PLAYERS[count]:
        return None
    return Endgame(players=tuple(players)), warnings


def read_well_formed_player(data: Any, cards: set[tuple[str, int]]) -> Player | None:
    """One well-formed player, whose cards (of any species and value, checked by the caller) are added to
    `cards`, or None."""
    if type(data) is not dict:
        return None
    name, arboretum_data, hand_data = data["name"], data["arboretum"], data["hand"]
    if type(name) is not str or not name.strip():
        return None
    if type(arboretum_data) not in LISTS or type(hand_data) not in LISTS:
        return None
    arboretum = read_well_formed_arboretum(arboretum_data, cards)
    hand = read_well_formed_hand(hand_data, cards)
    if arboretum is None or hand is None:
        return None
    grid, counts = arboretum
    return Player(name, grid, hand, counts)  # by position: keywords cost more


def read_well_formed_arboretum(
    data: list | tuple, cards: set[tuple[str, int]]
) -> tuple[Grid, dict[str, int]] | None:
    """Well-formed planted cards on distinct, side-joined cells, laid out, with how many cards of each
    species are planted (counted while reading, see :func:`planted_counts`), or None."""
    # KeyError for a missing field, TypeError for a card not an object
    planted_cards = list(map(PLANTED_FIELDS, data))
    counts: dict[str, int] = {}
    for row, col, species, value in planted_cards:
        # exact types (no bool for an int); known cards are checked for the whole game at once
        if type(row) is not int or type(col) is not int or type(value) is not int or type(species) is not str:
            return None
        if abs(row) > LARGEST_COORDINATE or abs(col) > LARGEST_COORDINATE:
            return None  # the full check says so
        cards.add((species, value))
        counts[species] = counts.get(species, 0) + 1
    grid = lay_out(planted_cards)
    if grid is None or not grid.connected:
        return None
    return grid, counts


def read_well_formed_hand(data: list | tuple, cards: set[tuple[str, int]]) -> dict[str, list[int]] | None:
    """The values held of each species, smallest first (as :func:`hand_values`), when the cards are well
    formed, or None."""
    found: dict[str, list[int]] = {}
    for card in map(HAND_FIELDS, data):  # KeyError for a missing field, TypeError for a card not an object
        species, value = card
        if type(value) is not int or type(species) is not str:
            return None
        cards.add(card)
        if species in found:
            found[species].append(value)
        else:
            found[species] = [value]
    for values in found.values():
        values.sort()
    return found


def read_arboretum(data: Any) -> tuple[tuple[PlantedCard, ...] | None, list[dict], list[dict]]:
    """One arboretum on its own (a list of planted cards), checked as in a game."""
    report = Report(LIMITS.problems)
    if is_list(data) and len(data) > LIMITS.cards:
        report.error(over_limit("cards", LIMITS.cards, problems.where(zone="arboretum")))
        return None, report.errors, report.warnings
    zone = read_zone(data, None, None, "arboretum", report)
    if zone.size is None:
        return None, report.errors, report.warnings
    check_duplicate_cards(zone.cards, report)
    check_arboretum_shape(zone, None, None, report)
    if report.failed:
        return None, report.errors, report.warnings
    return tuple(planted(card) for card in zone.cards), report.errors, report.warnings


def read_player(index: int, data: Any, report: Report) -> PlayerDraft | None:
    if not isinstance(data, dict):
        report.error(problems.wrong_type(problems.where(player=index), "object"))
        return None
    name = read_name(data, problems.where(player=index, field="name"), report)
    zones = {}
    for zone_name in ("arboretum", "hand"):
        if zone_name not in data:
            place = problems.where(player=index, player_name=name, zone=zone_name)
            report.error(problems.missing_key(place, zone_name))
            zones[zone_name] = ZoneDraft()
        else:
            zones[zone_name] = read_zone(data[zone_name], index, name, zone_name, report)
    hand = zones["hand"]
    if hand.size is not None and hand.size != HAND_SIZE:
        report.warn(problems.hand_size(index, name, hand.size))
    return PlayerDraft(index=index, name=name, arboretum=zones["arboretum"], hand=hand)


def read_zone(data: Any, player: int | None, name: str | None, zone: str, report: Report) -> ZoneDraft:
    if not is_list(data):
        report.error(problems.wrong_type(problems.where(player, name, zone), "list"))
        return ZoneDraft()
    draft = ZoneDraft(size=len(data), complete=True)
    for index, item in enumerate(data):
        card = read_card(item, problems.where(player, name, zone, index), zone == "arboretum", report)
        if card is None:
            draft.complete = False
            continue
        draft.cards.append(card)
        if zone == "arboretum" and card.cell is None:
            draft.complete = False
    return draft


def read_card(data: Any, place: dict, is_planted: bool, report: Report) -> CardDraft | None:
    if not isinstance(data, dict):
        report.error(problems.wrong_type(place, "object"))
        return None
    fields = ("row", "col", "species", "value") if is_planted else ("species", "value")
    read = {}
    for key in fields:
        field_place = {**place, "field": key}
        if key not in data:
            report.error(problems.missing_key(field_place, key))
            read[key] = None
        else:
            read[key] = read_field(key, data[key], field_place, report)
    return CardDraft(place=place, **read)


def read_field(key: str, value: Any, place: dict, report: Report) -> Any:
    if key in ("row", "col"):
        if not is_integer(value):
            report.error(problems.wrong_type(place, "integer"))
        elif abs(value) > LARGEST_COORDINATE:
            report.error(over_limit("coordinate", LARGEST_COORDINATE, place))
        else:
            return value
        return None
    if key == "species":
        if not isinstance(value, str):
            report.error(problems.wrong_type(place, "string"))
            return None
        if value not in SPECIES:
            report.error(problems.unknown_species(place, value))
            return None
        return value
    if is_integer(value) and value in VALUES:
        return value
    report.error(problems.bad_value(place, value))
    return None


def check_duplicate_cards(cards: list[CardDraft], report: Report) -> None:
    places: dict[tuple[str, int], list[dict]] = {}
    for card in cards:
        if card.species is not None and card.value is not None:
            places.setdefault((card.species, card.value), []).append(card.place)
    for (species, value), found in places.items():
        if len(found) > 1:
            report.error(problems.duplicate_card(species, value, found))


def check_arboretum_shape(zone: ZoneDraft, player: int | None, name: str | None, report: Report) -> None:
    cells: dict[Cell, int] = {}
    for card in zone.cards:
        if card.cell is not None:
            cells[card.cell] = cells.get(card.cell, 0) + 1
    for (row, col), copies in cells.items():
        if copies > 1:
            report.error(problems.same_cell(player, name, row, col))
    if zone.complete and cells:
        main = main_group(list(cells))
        stray = [list(cell) for cell in cells if cell not in main]
        if stray:
            report.error(problems.disconnected(player, name, stray))


def main_group(cells: list[Cell]) -> set[Cell]:
    """The largest group of side-joined cells; on a tie, the one holding the earliest cell."""
    free = set(cells)
    best: set[Cell] = set()
    for start in cells:
        if start not in free:
            continue
        group = {start}
        frontier = [start]
        free.discard(start)
        while frontier:
            for neighbour in neighbour_cells(frontier.pop()):
                if neighbour in free:
                    free.discard(neighbour)
                    group.add(neighbour)
                    frontier.append(neighbour)
        if len(group) > len(best):
            best = group
    return best


def check_species_count(cards: list[CardDraft], players: int, report: Report) -> None:
    found = {card.species for card in cards if card.species is not None}
    allowed = SPECIES_BY_PLAYERS[players]
    if len(found) > allowed:
        report.error(problems.too_many_species(len(found), allowed, players, species_order(found)))


def planted(card: CardDraft) -> PlantedCard:
    return PlantedCard(row=card.row, col=card.col, species=card.species, value=card.value)


def build_player(draft: PlayerDraft) -> Player:
    grid = lay_out(planted(card) for card in draft.arboretum.cards)
    return Player(
        name=draft.name,
        grid=grid,
        hand=hand_values((card.species, card.value) for card in draft.hand.cards),
        planted=planted_counts(grid.cards),
    )
