"""The points of Sushi Go!: one player's cards in a round, the maki standings of a round, the pudding
standings at the end (facts file, section 3). Trusted input: counts already checked.

Each function returns the numbers a page needs to show the computation, not only the points.
"""

from __future__ import annotations

from .cards import (
    MAKI_ICONS,
    MAKI_PLACES,
    NIGIRI,
    NIGIRI_POINTS,
    PUDDING_POINTS,
    SASHIMI_POINTS,
    SASHIMI_SET,
    TEMPURA_POINTS,
    TEMPURA_SET,
    WASABI_FACTOR,
    dumpling_points,
)

Counts = dict[str, int]


def own_lines(counts: Counts) -> tuple[dict[str, int], dict[str, dict]]:
    """The points of a round's cards but maki (tempura, sashimi, dumpling, nigiri), and each line::

        tempura / sashimi: {"cards", "sets" (complete sets), "set_size", "set_points"}
        dumpling: {"cards", "counted" (at most 5 count)}
        nigiri: {"egg", "salmon", "squid" (bare nigiri), "wasabi-egg", "wasabi-salmon", "wasabi-squid",
                 "wasabi" (empty wasabi), "factor" (3)}
    """
    tempura, sashimi, dumpling = (counts.get(kind, 0) for kind in ("tempura", "sashimi", "dumpling"))
    lines = {
        "tempura": set_line(tempura, TEMPURA_SET, TEMPURA_POINTS),
        "sashimi": set_line(sashimi, SASHIMI_SET, SASHIMI_POINTS),
        "dumpling": {"cards": dumpling, "counted": min(dumpling, 5)},
        "nigiri": {
            **{kind: counts.get(kind, 0) for kind in NIGIRI},
            **{f"wasabi-{kind}": counts.get(f"wasabi-{kind}", 0) for kind in NIGIRI},
            "wasabi": counts.get("wasabi", 0),
            "factor": WASABI_FACTOR,
        },
    }
    nigiri = sum(
        NIGIRI_POINTS[kind] * (counts.get(kind, 0) + WASABI_FACTOR * counts.get(f"wasabi-{kind}", 0))
        for kind in NIGIRI
    )
    points = {
        "tempura": lines["tempura"]["sets"] * TEMPURA_POINTS,
        "sashimi": lines["sashimi"]["sets"] * SASHIMI_POINTS,
        "dumpling": dumpling_points(dumpling),
        "nigiri": nigiri,
    }
    return points, lines


def set_line(cards: int, size: int, points: int) -> dict:
    return {"cards": cards, "sets": cards // size, "set_size": size, "set_points": points}


def maki_icons(counts: Counts) -> int:
    return sum(icons * counts.get(kind, 0) for kind, icons in MAKI_ICONS.items())


def maki_standings(icons: list[int]) -> list[dict]:
    """Each player's maki line, in the order of `icons`::

        {"icons", "place": 1 | 2 | None, "tied": [indexes of the others at that place],
         "shares": players sharing the place (or None), "place_points": 6 | 3 | 0, "points"}

    Only players with at least one icon take part; second place is paid only when first is not tied.
    """
    lines = [
        {"icons": count, "place": None, "tied": [], "shares": None, "place_points": 0, "points": 0}
        for count in icons
    ]
    remaining = sorted({count for count in icons if count > 0}, reverse=True)
    for place, (level, place_points) in enumerate(zip(remaining, MAKI_PLACES, strict=False), start=1):
        holders = [index for index, count in enumerate(icons) if count == level]
        share(lines, holders, place, place_points)
        if len(holders) > 1:
            break  # a tie for first: no second place
    return lines


def share(lines: list[dict], holders: list[int], place: object, place_points: int) -> None:
    """Give `holders` the `place`, each ``place_points // len(holders)`` (toward 0 for a loss)."""
    shares = len(holders)
    each = place_points // shares if place_points >= 0 else -(-place_points // shares)
    for index in holders:
        line = lines[index]
        line.update(place=place, shares=shares, place_points=place_points, points=each)
        line["tied"] = [other for other in holders if other != index]


def pudding_standings(cards: list[int]) -> list[dict]:
    """Each player's pudding line at the end of the game, in the order of `cards`::

        {"cards", "place": "most" | "fewest" | None, "tied": [indexes of the others at that place],
         "shares", "place_points": 6 | -6 | 0 (the fewest at 2 players lose nothing), "points",
         "all_equal": whether everyone has the same number (then nobody scores)}
    """
    all_equal = len(set(cards)) <= 1
    lines = [
        {"cards": count, "place": None, "tied": [], "shares": None, "place_points": 0, "points": 0,
         "all_equal": all_equal}
        for count in cards
    ]
    if all_equal:
        return lines
    most, fewest = max(cards), min(cards)
    share(lines, [i for i, count in enumerate(cards) if count == most], "most", PUDDING_POINTS)
    loss = 0 if len(cards) == 2 else -PUDDING_POINTS
    share(lines, [i for i, count in enumerate(cards) if count == fewest], "fewest", loss)
    return lines
