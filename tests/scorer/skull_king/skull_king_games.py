"""Building Skull King game files for the tests: one player-round of the facts file's notation set in a
game that makes it possible, and the games of section 7."""

from __future__ import annotations

from skull_king_facts import Case, ReferenceGame

#: The game of the facts file's proposed contract (docs/examples/skull-king.json holds the same).
CONTRACT_GAME = {
    "game": "skull-king",
    "edition": "2021",
    "scoring": "skull-king",
    "advanced": {"loot": True, "kraken": True, "white_whale": False, "pirate_abilities": True},
    "structure": "standard",
    "players": [
        {"name": "Léa", "rounds": [
            {"bid": 1, "tricks": 1},
            {"bid": 0, "tricks": 0, "loot": ["Tom"]},
            {"bid": 2, "tricks": 2, "captures": {"standard_14": 1, "pirates_by_skull_king": 1}, "wager": 20},
            {"bid": 3, "tricks": 2, "harry": -1, "captures": {"black_14": 1}}]},
        {"name": "Tom", "rounds": [
            {"bid": 0, "tricks": 0},
            {"bid": 2, "tricks": 2, "captures": {"mermaids_by_pirate": 1}},
            {"bid": 0, "tricks": 1},
            {"bid": 1, "tricks": 1}]},
        {"name": "Zoé", "rounds": [
            {"bid": 0, "tricks": 0},
            {"bid": 0, "tricks": 0},
            {"bid": 0, "tricks": 0},
            {"bid": 1, "tricks": 0}]},
    ],
}  # fmt: skip


def case_game(case: Case) -> dict:
    """A game whose last round is the case's, for its player "P", beside a partner "Q" who makes every
    bid: 2021, one round of ``cards_dealt`` (Graybeard takes the other tricks); 2013, the standard rounds
    up to the case's (no Graybeard: Q takes the tricks P leaves)."""
    mine: dict = {"bid": case.bid, "tricks": case.tricks}
    if case.captures:
        mine["captures"] = dict(case.captures)
    if case.wager:
        mine["wager"] = case.wager
    if case.cannonball:
        mine["cannonball"] = True
    top: dict = {"game": "skull-king", "edition": case.edition}
    if case.rascal:
        top["scoring"] = "rascal"
    advanced = {}
    if case.loot:
        advanced["loot"] = True
    if case.wager:
        advanced["pirate_abilities"] = True
    if advanced:
        top["advanced"] = advanced
    if case.edition == "2013":
        left = max(case.cards - case.tricks, 0)
        mine_rounds = [{"bid": 0, "tricks": 0}] * (case.cards - 1) + [mine]
        partner = [{"bid": r, "tricks": r} for r in range(1, case.cards)] + [{"bid": left, "tricks": left}]
    else:
        top["cards_dealt"] = [case.cards]
        partner_round: dict = {"bid": 0, "tricks": 0}
        if case.loot and case.tricks:
            partner_round["loot"] = ["P"]  # Q's Loot, captured by P
        elif case.loot:
            mine["loot"] = ["Q"]  # P's Loot, captured by Q, who makes a bid of 1
            partner_round = {"bid": 1, "tricks": 1}
        mine_rounds, partner = [mine], [partner_round]
    return {**top, "players": [{"name": "P", "rounds": mine_rounds}, {"name": "Q", "rounds": partner}]}


def reference_game_data(game: ReferenceGame) -> dict:
    """The file of a section 7 game (the initials' players, in order)."""
    options = game.options
    data: dict = {"game": "skull-king", "edition": options["edition"], "scoring": options["scoring"],
                  "structure": options["structure"]}  # fmt: skip
    if "advanced" in options:
        data["advanced"] = options["advanced"]
    players = []
    for index, name in enumerate(game.players):
        rounds = []
        for found in game.rounds:
            entry = found.entries[index]
            given: dict = {"bid": entry.bid, "tricks": entry.tricks}
            if entry.captures:
                given["captures"] = dict(entry.captures)
            if entry.loot:
                given["loot"] = list(entry.loot)
            if entry.wager:
                given["wager"] = entry.wager
            if entry.harry:
                given["harry"] = entry.harry
            if entry.cannonball:
                given["cannonball"] = True
            rounds.append(given)
        players.append({"name": name, "rounds": rounds})
    data["players"] = players
    return data
