"""Games of Sushi Go! built for the tests: from counts, from hands in play order, with given maki icons
or puddings (within the deck), for the reference, property and fuzz tests."""

from __future__ import annotations

from scorer import sushi_go as sg

NAMES = ("A", "B", "C", "D", "E")


def game(rounds_by_player: list[list[dict]], names: tuple[str, ...] = NAMES) -> dict:
    """``{"game": "sushi-go", "players": [...]}`` from each player's list of round counts."""
    assert len(rounds_by_player) <= len(names), "a name for each player"
    pairs = zip(names, rounds_by_player, strict=False)  # the first len(rounds_by_player) names
    return {"game": "sushi-go", "players": [{"name": name, "rounds": rounds} for name, rounds in pairs]}


def round_game(rounds: list[dict], names: tuple[str, ...] = NAMES) -> dict:
    """A one-round game: one counts dict per player."""
    return game([[counts] for counts in rounds], names)


def maki_hands(icons: list[int]) -> list[dict] | None:
    """Maki cards giving each player `icons` (within the hand and the round's deck), or None."""
    hand = sg.HAND_SIZES.get(len(icons))
    if hand is None:
        return None
    return maki_search(icons, hand, {kind: sg.DECK[kind] for kind in sg.MAKI_ICONS})


def maki_search(icons: list[int], hand: int, left: dict[str, int]) -> list[dict] | None:
    if not icons:
        return []
    first, rest = icons[0], icons[1:]
    for threes in range(min(first // 3, left["maki-3"]), -1, -1):
        for twos in range(min((first - 3 * threes) // 2, left["maki-2"]), -1, -1):
            ones = first - 3 * threes - 2 * twos
            if ones > left["maki-1"] or threes + twos + ones > hand:
                continue
            used = {"maki-3": threes, "maki-2": twos, "maki-1": ones}
            later = maki_search(rest, hand, {kind: left[kind] - used[kind] for kind in left})
            if later is not None:
                return [{kind: count for kind, count in used.items() if count}, *later]
    return None


def pudding_rounds(puddings: list[int]) -> list[list[dict]] | None:
    """Three rounds per player holding `puddings` in all (within hands and the deck), or None."""
    hand = sg.HAND_SIZES.get(len(puddings))
    if hand is None or sum(puddings) > sg.DECK["pudding"] or max(puddings) > sg.ROUNDS * hand:
        return None
    rounds = []
    for count in puddings:
        parts = []
        for _ in range(sg.ROUNDS):
            part = min(count, hand)
            parts.append({"pudding": part} if part else {})
            count -= part
        rounds.append(parts)
    return rounds
