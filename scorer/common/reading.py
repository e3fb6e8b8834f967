"""Reading JSON-like data: what counts as a list and as a whole number, the capped report of the problems
found, the readers every game shares (a player's name, a list under a key, the game's id) and the reading
of the players of a game scored round by round (a name and a list of rounds each)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from .json_text import (
    duplicate_name,
    empty_name,
    missing_key,
    player_count,
    round_counts,
    wrong_game,
    wrong_type,
)
from .limits import PROBLEMS, Limits, more_problems, over_limit


@dataclass
class Report:
    """The problems found so far: at most `cap` errors and `cap` warnings are kept, the others counted.

    ``errors`` ends with one ``more_problems`` {count} when errors were left out (warnings past the cap
    are dropped: the errors matter more)."""

    cap: int = PROBLEMS
    kept_errors: list[dict] = field(default_factory=list)
    warnings: list[dict] = field(default_factory=list)
    left_out: int = 0

    def error(self, found: dict) -> None:
        if len(self.kept_errors) < self.cap:
            self.kept_errors.append(found)
        else:
            self.left_out += 1

    def error_of(self, make: Callable[..., dict], *args: Any) -> None:
        """Report ``make(*args)``, made only when there is room for it (loops over many keys or cards)."""
        if len(self.kept_errors) < self.cap:
            self.kept_errors.append(make(*args))
        else:
            self.left_out += 1

    def warn(self, found: dict) -> None:
        if len(self.warnings) < self.cap:
            self.warnings.append(found)

    @property
    def errors(self) -> list[dict]:
        if self.left_out:
            return [*self.kept_errors, more_problems(self.left_out)]
        return list(self.kept_errors)

    @property
    def failed(self) -> bool:
        return bool(self.kept_errors)


def is_list(value: Any) -> bool:
    return isinstance(value, list | tuple)


def is_integer(value: Any) -> bool:
    """A whole number: an int, never a bool (True is not 1 in a game file)."""
    return isinstance(value, int) and not isinstance(value, bool)


def read_name(data: dict, place: dict, report: Report) -> str | None:
    """A player's name (a string with more than spaces), or None with the problem reported at `place`."""
    if "name" not in data:
        report.error(missing_key(place, "name"))
        return None
    name = data["name"]
    if not isinstance(name, str):
        report.error(wrong_type(place, "string"))
        return None
    if not name.strip():
        report.error(empty_name(place))
        return None
    return name


def name_too_long(data: Any, longest: int, place: dict) -> dict | None:
    """The ``over_limit`` problem of a player object whose name has more than `longest` characters."""
    if isinstance(data, dict) and isinstance(data.get("name"), str) and len(data["name"]) > longest:
        return over_limit("name", longest, place)
    return None


#: A game's own limits of one player: (index, player's data, its name's problem or None) -> problems.
PlayerLimits = Callable[[int, Any, "dict | None"], list[dict]]


def over_player_limits(players_data: list | tuple, limits: Limits, place: Callable[..., dict],
                       report: Report, own_limits: PlayerLimits) -> bool:
    """Whether the file passes a limit (each one reported; then nothing else is read): more players
    than `limits.players` (``player_count``, alone), else for each player in turn a name longer than
    `limits.name` and the game's `own_limits` of the player. `place(player=..., field=...)` is the
    game's ``where``."""
    if len(players_data) > limits.players:
        report.error(player_count(len(players_data)))
        return True
    found: list[dict] = []
    for index, item in enumerate(players_data):
        name = name_too_long(item, limits.name, place(player=index, field="name"))
        found += [name] if name is not None else []
        found += own_limits(index, item, name)
    for problem in found:
        report.error(problem)
    return bool(found)


def check_names(names: list[str | None], report: Report) -> None:
    """Two players may not share a name (spaces at the ends and letter case ignored); None: unreadable."""
    seen: set[str] = set()
    for name in names:
        if name is None:
            continue
        key = name.strip().casefold()
        if key in seen:
            report.error(duplicate_name(name))
        seen.add(key)


def read_list(data: dict, key: str, place: dict, report: Report) -> list | tuple | None:
    """The list held at `key` of an object, or None with ``missing_key`` or ``wrong_type`` reported at
    `place`."""
    if key not in data:
        report.error(missing_key(place, key))
        return None
    found = data[key]
    if not is_list(found):
        report.error(wrong_type(place, "list"))
        return None
    return found


def check_game_id(data: dict, game_id: str, place: dict, report: Report) -> None:
    """The optional ``game`` key names `game_id`; else ``wrong_type`` (at `place`) or ``wrong_game``."""
    if "game" not in data:
        return
    game = data["game"]
    if not isinstance(game, str):
        report.error(wrong_type(place, "string"))
    elif game != game_id:
        report.error(wrong_game(game))


# --- the players of a game scored round by round ---------------------------------------------------

#: A game's ``where`` constructor, called with the keywords player, player_name, round and field.
Where = Callable[..., dict]
#: A game's reader of one round: (the round's data, its place) -> what could be read of it, or None.
RoundReader = Callable[[Any, dict], Any]


@dataclass
class RoundsPlayerDraft:
    """What could be read of one player: the name (None when unreadable) and the rounds as the game's
    round reader left them (None when the list of rounds could not be read)."""

    index: int
    name: str | None
    rounds: list[Any] | None


def read_rounds_players(
    players_data: list | tuple,
    where: Where,
    read_round: RoundReader,
    no_rounds: Callable[[dict], dict],
    report: Report,
) -> list[RoundsPlayerDraft]:
    """Each player object ``{"name": str, "rounds": [round, ...]}`` read in input order (see
    :func:`read_rounds_player`), then the checks across them: no two share a name, all have as many
    rounds (``round_counts``). The players that are objects, in input order."""
    drafts = [
        read_rounds_player(index, item, where, read_round, no_rounds, report)
        for index, item in enumerate(players_data)
    ]
    players = [draft for draft in drafts if draft is not None]
    check_names([player.name for player in players], report)
    counts = [None if draft is None or draft.rounds is None else len(draft.rounds) for draft in drafts]
    if len({count for count in counts if count is not None}) > 1:
        report.error(round_counts(counts))
    return players


def read_rounds_player(
    index: int, data: Any, where: Where, read_round: RoundReader, no_rounds: Callable[[dict], dict],
    report: Report,
) -> RoundsPlayerDraft | None:
    """One player object, or None (reported) when it is not an object: its name, then its rounds, each
    read by `read_round` at the place ``where(player=..., player_name=..., round=...)``. An empty list
    of rounds is the game's own problem, ``no_rounds(place of the rounds)``; the rounds are read even
    when the name is not."""
    if not isinstance(data, dict):
        report.error(wrong_type(where(player=index), "object"))
        return None
    name = read_name(data, where(player=index, field="name"), report)
    place = where(player=index, player_name=name, field="rounds")
    rounds_data = read_list(data, "rounds", place, report)
    if rounds_data is None:
        return RoundsPlayerDraft(index, name, None)
    if not rounds_data:
        report.error(no_rounds(place))
    rounds = [
        read_round(item, where(player=index, player_name=name, round=number))
        for number, item in enumerate(rounds_data)
    ]
    return RoundsPlayerDraft(index, name, rounds)


@dataclass(frozen=True, slots=True)
class RoundsPlayer:
    """A checked player: the name and each round as the game built it, in input order."""

    name: str
    rounds: tuple[Any, ...]


def build_rounds_player(draft: RoundsPlayerDraft, build_round: Callable[[Any], Any]) -> RoundsPlayer:
    """The checked player of a draft read without errors, each round built by `build_round` (a round that
    could not be read counts as an empty object)."""
    rounds = tuple(build_round(found or {}) for found in draft.rounds or [])
    return RoundsPlayer(name=draft.name or "", rounds=rounds)
