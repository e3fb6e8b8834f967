"""Skull King's rules: its worked tricks are resolved by scorer.skull_king.tricks and its worked rounds
scored by scorer.skull_king at build time (a wrong `winner=`, `bonus=` or `points=`, a card or a round the
scorer refuses fails the build at its Markdown line), they show every rule of the order a page needs and
both scoring systems, each is drawn in every language with the cards' names of that language's edition, the
set-up and round-structure tables give the scorer's numbers, the page is published before its scorer page
(no link to one), listed on the home page, and stays under the weight limit with its stylesheets."""
from __future__ import annotations

import gzip
import html as entities
import re

import pytest
from site_helpers import ROOT, copy_sources

from scorer.skull_king import score
from scorer.skull_king.cards import STRUCTURES
from scorer.skull_king.tricks import resolve_trick
from site_builder.commands.build import build_site
from site_builder.config.site_config import LANGUAGES, RULES_PAGE_GZIP_LIMIT
from site_builder.exceptions import BuildError, ContentError
from site_builder.game import Fence
from site_builder.games.skull_king import cards, worked_rounds, worked_tricks
from site_builder.translations.po_files import read_catalog

RULES = ROOT / "content" / "skull-king" / "rules.md"
AID = ROOT / "content" / "skull-king" / "aid.md"
RULES_PATH = "content/skull-king/rules.md"
TRICK = re.compile(r"^```skull-king-trick ([^\n]*)\n(.*?)^```$", re.M | re.S)
ROUND = re.compile(r"^```skull-king ([^\n]*)\n(.*?)^```$", re.M | re.S)
MINUS = "\u2212"


def options(info: str) -> dict[str, str]:
    return dict(re.findall(r'(\w+)="([^"]*)"', info))


def lines_of(body: str) -> list[tuple[str, str]]:
    return [(name.strip(), rest.strip()) for name, _, rest in
            (row.partition(":") for row in body.rstrip("\n").split("\n") if row.strip())]


def tricks(text: str) -> list[tuple[dict, list[tuple[str, str]]]]:
    """(options, [(name, card)]) of every skull-king-trick block."""
    return [(options(match.group(1)), lines_of(match.group(2))) for match in TRICK.finditer(text)]


def rounds(text: str) -> list[tuple[dict, list[tuple[str, str]]]]:
    """(options, [(name, `bid/tricks ...`)]) of every skull-king block."""
    return [(options(match.group(1)), lines_of(match.group(2))) for match in ROUND.finditer(text)]


def resolved_winner(opts: dict, plays: list[tuple[str, str]]) -> tuple[str, dict]:
    """The winner's name straight from the resolver (not through the plug-in), and its result."""
    outcome = resolve_trick([card for _name, card in plays], opts.get("edition", "2021"))
    assert outcome["ok"], outcome
    winner = outcome["result"]["winner"]
    return ("none" if winner is None else plays[winner][0]), outcome["result"]


def scored_round(opts: dict, players: list[tuple[str, str]]) -> list[int]:
    """Each player's round total straight from the scorer, written here as the contract says."""
    cards_dealt = int(opts["cards"])
    edition = opts.get("edition", "2021")
    data = {"game": "skull-king", "edition": edition}
    if edition == "2021":
        data |= {"scoring": opts.get("scoring", "skull-king"), "cards_dealt": [cards_dealt],
                 "advanced": {name: True for name in opts.get("advanced", "").split()}}
    entries = []
    for index, (name, rest) in enumerate(players):
        words = rest.split()
        bid, tricks_won = (int(n) for n in words[0].split("/"))
        given: dict = {"bid": bid, "tricks": tricks_won}
        for word in words[1:]:
            key, _, value = word.partition("=")
            if key in worked_rounds.CAPTURES:
                given.setdefault("captures", {})[key] = int(value)
            elif key == "loot":
                given.setdefault("loot", []).append(value)
            elif key == "cannonball":
                given["cannonball"] = True
            else:
                given[key] = int(value)
        earlier = [] if edition == "2021" else [
            {"bid": r if index == 0 else 0, "tricks": r if index == 0 else 0} for r in range(1, cards_dealt)]
        entries.append({"name": name, "rounds": [*earlier, given]})
    outcome = score({**data, "players": entries})
    assert outcome["ok"], outcome
    return [player["rounds"][-1]["total"] for player in outcome["result"]["players"]]


def test_the_rules_hold_worked_tricks_that_agree_with_the_resolver():
    found = tricks(RULES.read_text(encoding="utf-8")) + tricks(AID.read_text(encoding="utf-8"))
    assert len(found) >= 8
    for opts, plays in found:
        winner, result = resolved_winner(opts, plays)
        assert winner == opts["winner"], (plays, result)
        if "bonus" in opts:
            assert result["bonus"] == int(opts["bonus"]), plays


def test_the_worked_tricks_show_every_rule_a_table_meets():
    found = tricks(RULES.read_text(encoding="utf-8"))
    rules = {resolved_winner(opts, plays)[1]["rule"] for opts, plays in found}
    assert {"kraken", "white_whale", "mermaid_over_skull_king", "skull_king", "pirate", "trump", "led_suit",
            "loot_lead"} <= rules
    editions = {opts.get("edition", "2021") for opts, _plays in tricks(RULES.read_text(encoding="utf-8"))}
    assert editions == {"2013", "2021"}


def test_the_rules_hold_worked_rounds_that_agree_with_the_scorer():
    found = rounds(RULES.read_text(encoding="utf-8")) + rounds(AID.read_text(encoding="utf-8"))
    assert len(found) >= 6
    for opts, players in found:
        assert scored_round(opts, players) == [int(p.replace(MINUS, "-")) for p in opts["points"].split()]


def test_the_worked_rounds_show_both_scorings_and_what_a_bid_decides():
    found = rounds(RULES.read_text(encoding="utf-8"))
    written = " ".join(rest for _opts, players in found for _name, rest in players)
    assert {opts.get("scoring", "skull-king") for opts, _ in found} == {"skull-king", "rascal"}
    assert {opts.get("edition", "2021") for opts, _ in found} == {"2013", "2021"}
    for needed in ("loot=", "wager=", "harry=", "cannonball", "skull_king_by_mermaid",
                   "pirates_by_skull_king", "mermaids_by_pirate", "black_14", "standard_14"):
        assert needed in written, needed
    bids = [rest.split()[0] for _opts, players in found for _name, rest in players]
    assert "0/0" in bids and "0/1" in bids  # a zero bid made and one missed
    assert any(opts.get("advanced") == "kraken" for opts, _ in found)  # a trick lost to the Kraken


def test_the_set_up_table_gives_the_cards_the_scorer_deals():
    text = RULES.read_text(encoding="utf-8")
    rows = dict(re.findall(r"^\| (2 à 7|8) \| ([\d, ]+) \|$", text, flags=re.M))
    assert set(rows) == {"2 à 7", "8"}
    for label, players in (("2 à 7", 7), ("8", 8), ("2 à 7", 2)):
        entries = [{"name": f"P{i}", "rounds": []} for i in range(players)]
        for cards_dealt in (int(n) for n in rows[label].split(", ")):
            for i, entry in enumerate(entries):  # the first player takes every trick as bid
                won = cards_dealt if i == 0 else 0
                entry["rounds"].append({"bid": won, "tricks": won})
        outcome = score({"game": "skull-king", "players": entries})
        assert outcome["ok"], (label, outcome)
        dealt = [entry["cards"] for entry in outcome["result"]["players"][0]["rounds"]]
        assert dealt == [int(n) for n in rows[label].split(", ")], label


def test_the_round_structures_table_is_the_scorers():
    text = RULES.read_text(encoding="utf-8")
    names = {"Pas d’impair": "even-keeled", "Prêt au combat": "skip-to-the-brawl",
             "Attaque éclair": "swift-n-salty-skirmish", "Tir de barrage": "broadside-barrage",
             "Tourbillon": "whirlpool", "L’heure du dodo": "past-your-bedtime"}
    rows = dict(re.findall(r"^\| ([^|\d]+?) \| ([\d, ]+) \|$", text, flags=re.M))
    shown = {names[name]: tuple(int(n) for n in numbers.split(", ")) for name, numbers in rows.items()
             if name in names}
    assert shown == {key: value for key, value in STRUCTURES.items() if key != "standard"}


def fence(block: str, line: int = 10) -> Fence:
    info, _, body = block.partition("\n")
    return Fence(token_index=0, info=info, line=line, text=body)


def test_a_trick_is_read_with_its_winner_rule_and_lines():
    trick = worked_tricks.read_example(fence('skull-king-trick winner="D" bonus="50"\nA: yellow-14\n'
                                             'B: pirate\nC: skull-king\nD: mermaid'), "rules.md")
    assert (trick.winner_name, trick.rule, trick.bonus) == ("D", "mermaid_over_skull_king", 50)
    assert [play.line for play in trick.plays] == [11, 12, 13, 14]
    assert [play.kind for play in trick.plays] == ["yellow", "pirate", "skull-king", "mermaid"]
    kraken = worked_tricks.read_example(fence('skull-king-trick winner="none"\nA: yellow-12\nB: black-3\n'
                                              'C: white-whale\nD: kraken'), "rules.md")
    assert (kraken.winner_name, kraken.leader_name, kraken.rule) == (None, "B", "kraken")


@pytest.mark.parametrize(
    ("block", "line", "complaint"),
    [
        ('skull-king-trick winner="A"\nA: green-7\nB: green-12', 10,
         "winner= says A but the resolver gives B (led_suit)"),
        ('skull-king-trick winner="B" bonus="30"\nA: green-7\nB: green-12', 10,
         "bonus= says 30 but the resolver gives 0"),
        ('skull-king-trick winner="A"\nA: green-15\nB: green-12', 11, "'green-15' is not a card id of the"),
        ('skull-king-trick winner="A" edition="2013"\nA: green-7\nB: red-12', 11, "card id of the 2013"),
        ('skull-king-trick winner="A"\nA: skull-king\nB: skull-king', 10, "the trick resolver refuses"),
        ('skull-king-trick winner="A"\nA: green-7\nA: green-12', 10, "a name is repeated"),
        ('skull-king-trick winner="A"\nA: green-7', 10, "at least 2"),
        ('skull-king-trick\nA: green-7\nB: green-8', 10, 'needs winner="..."'),
        ('skull-king-trick winner="A" colour="x"\nA: green-7\nB: green-8', 10, "unknown option 'colour'"),
        ('skull-king-trick winner="A"\nA green-7\nB: green-8', 11, "is not `Name: card`"),
    ],
)
def test_a_wrong_trick_is_refused_at_its_line(block, line, complaint):
    with pytest.raises(ContentError) as failure:
        worked_tricks.read_example(fence(block), "rules.md")
    problems = [str(problem) for problem in failure.value.problems]
    assert any(p.startswith(f"rules.md:{line}: ") and complaint in p for p in problems), problems


def test_a_round_is_read_with_the_scorers_lines():
    example = worked_rounds.read_example(fence('skull-king cards="3" advanced="loot pirate_abilities" '
                                               'points="50 80 20"\nNoor: 0/0 loot=Yūki\nYūki: 2/2 wager=20\n'
                                               'Dai: 2/1 harry=-1'), "rules.md")
    noor, yuki, dai = example.players
    found = [(line["line"], line["rule"]) for line in noor.shown]
    assert found == [("bid", "zero_made"), ("loot", "counted")]
    assert [line["line"] for line in yuki.shown] == ["bid", "loot", "wager"]
    assert yuki.computation == "40 + 20 + 20 = 80"
    assert (dai.entry["bid_shown"], dai.entry["bid"], dai.entry["harry"]) == (2, 1, -1)
    block = 'skull-king cards="4" points="-10 40 -40"\nJack: 2/1 standard_14=1\nAnne: 2/2\nMary: 0/1'
    missed = worked_rounds.read_example(fence(block), "rules.md")
    jack, anne, mary = missed.players
    assert [(line["line"], line["rule"], line["points"]) for line in jack.shown] == [
        ("bid", "missed", -10), ("standard_14", "not_counted", 0)]  # the capture shown, not counted
    assert [line["line"] for line in anne.shown] == ["bid"]
    assert mary.computation == f"{MINUS}40"


@pytest.mark.parametrize(
    ("block", "line", "complaint"),
    [
        ('skull-king cards="2" points="20 30"\nLéa: 1/1\nTom: 1/1', 12, "points= says 30 for Tom but the"),
        ('skull-king cards="2" points="20"\nLéa: 1/1\nTom: 1/1', 10, "points= gives 1 numbers for 2 players"),
        ('skull-king cards="1" points="0 0"\nLéa: 2/1\nTom: 0/0', 11, "the scorer refuses this round"),
        ('skull-king cards="3" points="0 0 0"\nA: 1/1\nB: 0/0\nC: 0/0', 10, "the scorer refuses this round"),
        ('skull-king cards="2" points="0 0"\nLéa: 1/1 gold=1\nTom: 1/1', 11, "'gold=1' is not a capture"),
        ('skull-king cards="2" points="0 0"\nLéa: one\nTom: 1/1', 11, "is not `Name: bid/tricks ...`"),
        ('skull-king points="0 0"\nLéa: 1/1\nTom: 1/1', 10, 'needs cards="..."'),
        ('skull-king cards="2" scoring="wizard" points="0 0"\nLéa: 1/1\nTom: 1/1', 10, "scoring='wizard'"),
        ('skull-king cards="2" advanced="parrot" points="0 0"\nLéa: 1/1\nTom: 1/1', 10, "names parrot"),
    ],
)
def test_a_wrong_round_is_refused_at_its_line(block, line, complaint):
    with pytest.raises(ContentError) as failure:
        worked_rounds.read_example(fence(block), "rules.md")
    problems = [str(problem) for problem in failure.value.problems]
    assert any(p.startswith(f"rules.md:{line}: ") and complaint in p for p in problems), problems


def add_block(tmp_path, block: str) -> tuple[object, int]:
    """A copy of the sources whose Skull King rules end with `block`; the line of its opening fence."""
    root = copy_sources(tmp_path / "repo")
    rules = root / "content" / "skull-king" / "rules.md"
    text = rules.read_text(encoding="utf-8")
    rules.write_text(text + "\n\n" + block, encoding="utf-8")
    return root, text.count("\n") + 3


def test_a_wrong_winner_fails_the_build_naming_file_and_line(tmp_path):
    root, line = add_block(tmp_path, '```skull-king-trick winner="Ana"\nAna: pirate\nBen: skull-king\n```\n')
    with pytest.raises(BuildError) as failure:
        build_site(output_dir=tmp_path / "site", root=root, quiet=True, strict=False)
    expected = f"{RULES_PATH}:{line}: winner= says Ana but the resolver gives Ben (skull_king)"
    assert expected in failure.value.lines, failure.value.lines
    assert not (tmp_path / "site").exists()


def test_a_wrong_round_total_fails_the_build_at_the_players_line(tmp_path):
    root, line = add_block(tmp_path, '```skull-king cards="3" points="60 30 -30"\nLéa: 2/2\nTom: 0/0\n'
                                     'Zoé: 0/1\n```\n')
    with pytest.raises(BuildError) as failure:
        build_site(output_dir=tmp_path / "site", root=root, quiet=True, strict=False)
    expected = f"{RULES_PATH}:{line + 1}: points= says 60 for Léa but the scorer gives 40"
    assert expected in failure.value.lines, failure.value.lines


WON = {"fr": "(gagne)", "en": "(wins)", "es": "(gana)"}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_trick_and_round_is_drawn_in_the_pages_language(built_site, lang):
    html = (built_site / lang / "skull-king" / "index.html").read_text(encoding="utf-8")
    text = RULES.read_text(encoding="utf-8")
    assert html.count('<figure class="sk-trick">') == len(tricks(text))
    assert html.count('<figure class="sk-round">') == len(rounds(text))
    assert html.count(f'<span class="sk-mark">{WON[lang]}</span>') == sum(
        1 for opts, _ in tricks(text) if opts["winner"] != "none")
    column = cards.EDITION_LANGUAGES.index(lang)
    mermaid = cards.EDITIONS["mermaid"][column]
    assert f'<span class="sk-card sk-k-mermaid"><span class="sk-card-name">{mermaid}</span></span>' in html
    parrot = cards.EDITIONS["green"][column]
    assert f'<span class="sk-card-name">{parrot} 7</span>' in html  # a numbered card: its suit and number
    for opts, _players in rounds(text):
        for total in opts["points"].split():
            value = int(total)
            shown = f"{MINUS}{-value}" if value < 0 else str(value)
            assert re.search(rf'<p class="sk-total">[^<]*(= |: ){shown}</p>', html), (lang, total)
    assert "20 + 10 + 40 = 70" in html  # Morgan's mermaid over the Skull King, with a 14
    assert "15 × 6 = 90" in html and "10 × 6 ÷ 2 = 30" in html  # Rascal's scoring: Cannonball, glancing blow
    assert "1 × 10 ÷ 2 = 5" in html  # a capture halved by a glancing blow
    assert f"{MINUS}10 × 5 = {MINUS}50" in html  # a zero bid missed costs the cards dealt


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_cards_names_are_each_editions(built_site, lang):
    """The catalog translates each card's name as its edition prints it, and the tables of names mark each
    column with its language."""
    column = cards.EDITION_LANGUAGES.index(lang)
    if lang != "fr":
        catalog = read_catalog(ROOT / "locales" / lang / "LC_MESSAGES" / "messages.po", lang)
        for card, name in cards.NAMES.items():
            assert catalog.get(name.text, context=name.context).string == cards.EDITIONS[card][column], card
    html = (built_site / lang / "skull-king" / "index.html").read_text(encoding="utf-8")
    tables = re.findall(r'<table class="names-table">(.*?)</table>', html, flags=re.S)
    assert len(tables) == 2
    for table, editions in zip(tables, (cards.EDITIONS, cards.EDITIONS_2013), strict=True):
        rows = re.findall(r"<tr>\n(.*?)</tr>", table, flags=re.S)[1:]
        assert len(rows) == len(editions)
        for row, names in zip(rows, editions.values(), strict=True):
            cells = re.findall(r'<td(?: lang="(\w+)")? translate="no">([^<]*)</td>', row)
            assert [entities.unescape(name) for _lang, name in cells] == list(names)
            assert [code or lang for code, _name in cells] == list(cards.EDITION_LANGUAGES)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_home_page_lists_skull_king_and_its_rules_link_to_its_scorer(built_site, lang):
    html = (built_site / lang / "index.html").read_text(encoding="utf-8")
    assert f'href="/{lang}/skull-king/"' in html
    rules = (built_site / lang / "skull-king" / "index.html").read_text(encoding="utf-8")
    assert f'<html lang="{lang}">' in rules
    assert '<span lang="fr">' not in rules or lang == "fr"  # every message translated
    assert "score/" in re.findall(r'href="([^"]*)"', rules)  # the scorer page, beside the rules
    assert (built_site / lang / "skull-king" / "score" / "index.html").exists()
    sitemap = (built_site / "sitemap.xml").read_text(encoding="utf-8")
    assert f"/{lang}/skull-king/</loc>" in sitemap


@pytest.mark.parametrize("lang", LANGUAGES)
def test_each_rules_page_is_under_the_limit_with_its_stylesheets(built_site, lang):
    page = built_site / lang / "skull-king" / "index.html"
    html = page.read_text(encoding="utf-8")
    stylesheets = re.findall(r'<link rel="stylesheet" href="([^"]+)"', html)
    assert any("skull-king/rules" in href for href in stylesheets), stylesheets
    total = len(gzip.compress(page.read_bytes(), mtime=0))
    for href in stylesheets:
        total += len(gzip.compress((built_site / href.lstrip("/")).read_bytes(), mtime=0))
    assert total < RULES_PAGE_GZIP_LIMIT
