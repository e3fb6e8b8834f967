"""What a game's worked examples read and check alike: the options of a fence's info string
(`<word> key="value" ...`), and a worked example's score from its scorer package, each refusal of the
scorer at the line of the player it concerns. Reached through site_builder.game."""
from __future__ import annotations

import shlex
from collections.abc import Callable, Iterable

from ..exceptions import ContentError, Problem


def fence_options(info: str, path: str, line: int, known: Iterable[str]) -> dict[str, str]:
    """The options `key=value` after the fence's word, each key one of `known`; ContentError (at the
    fence's line) for an info string that cannot be read or an unknown option."""
    known = tuple(known)
    try:
        words = shlex.split(info)
    except ValueError as error:
        text = f"cannot read the fence's info string {info!r}: {error}"
        raise ContentError(Problem(text, path, line)) from error
    options = {}
    for word in words[1:]:
        key, _, value = word.partition("=")
        if key not in known:
            listed = ", ".join(f"{name}=" for name in known)
            text = f"unknown option {key!r} in a {words[0]} block ({listed})"
            raise ContentError(Problem(text, path, line))
        options[key] = value
    return options


def player_line(problem: dict, lines: list[int], fence_line: int) -> int:
    """The Markdown line of the player a scorer's problem names (in its params, or their `where`), else
    the fence's line."""
    params = problem.get("params") or {}
    where = params.get("where") if isinstance(params.get("where"), dict) else params
    player = where.get("player") if isinstance(where, dict) else None
    return lines[player] if isinstance(player, int) and 0 <= player < len(lines) else fence_line


def scored_example(outcome: dict, *, describe: Callable[[dict], str], what: str, lines: list[int], path: str,
                   fence_line: int, allowed: Iterable[str] = ()) -> dict:
    """The result of a scorer's envelope `outcome` for a worked example; ContentError, one problem per
    error or warning (but the `allowed` warnings' codes) at the line of the player concerned, each
    "the scorer refuses this <what>: <describe(problem)>"."""
    allowed = set(allowed)
    found = outcome.get("errors", []) + [w for w in outcome.get("warnings", []) if w["code"] not in allowed]
    if found:
        raise ContentError([Problem(f"the scorer refuses this {what}: {describe(item)}", path,
                                    player_line(item, lines, fence_line)) for item in found])
    return outcome["result"]
