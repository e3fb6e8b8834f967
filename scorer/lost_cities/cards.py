"""The cards of one colour and the numbers of the scoring rule (facts file, sections 1 and 3)."""

from __future__ import annotations

#: The values of the expedition cards of one colour: 2 to 10, each once (there is no card 1).
VALUES = range(2, 11)

#: Wager cards of one colour (both players' columns of that colour together hold at most these).
MAX_WAGERS = 3

#: A started column costs this much before it is multiplied.
COST = 20

#: Added, never multiplied, to a column of at least BONUS_CARDS cards, wagers included.
BONUS = 20
BONUS_CARDS = 8
