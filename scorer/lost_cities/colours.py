"""The colours of Lost Cities: ids in the project's display order (the order BGA lists)."""

from __future__ import annotations

#: The five colours of the base game, in display order.
COLOURS: tuple[str, ...] = ("yellow", "blue", "white", "green", "red")

#: The six colours of the long game (2019-era editions): the five, then purple.
LONG_GAME_COLOURS: tuple[str, ...] = (*COLOURS, "purple")


def colours_in_play(long_game: bool) -> tuple[str, ...]:
    """The colour ids of a game, in display order."""
    return LONG_GAME_COLOURS if long_game else COLOURS
