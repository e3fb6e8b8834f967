"""Sushi Go!'s rules: its worked tables are scored by scorer.sushi_go at build time (a wrong `points=`, a
card code or a table the scorer refuses fails the build at its Markdown line), they show a maki tie, a
pudding tie and a wasabi, each is drawn in every language with the scorer's computation and the cards'
names of that language's edition, the set-up table gives the scorer's hand sizes, and each rules page is
listed on the home page and stays under the weight limit with its stylesheets."""
from __future__ import annotations

import gzip
import re

import pytest
from site_helpers import ROOT, copy_sources

from scorer.sushi_go import HAND_SIZES, score
from site_builder.commands.build import build_site
from site_builder.config.site_config import LANGUAGES, RULES_PAGE_GZIP_LIMIT
from site_builder.exceptions import BuildError, ContentError
from site_builder.games.sushi_go import cards, examples
from site_builder.translations.po_files import read_catalog

RULES = ROOT / "content" / "sushi-go" / "rules.md"
RULES_PATH = "content/sushi-go/rules.md"
BLOCK = re.compile(r'^```sushi-go( scoring="pudding")? points="([^"]*)"\n(.*?)^```$', re.M | re.S)
MINUS = "\u2212"


def blocks(text: str) -> list[tuple[int, bool, list[int], list[tuple[str, list[str]]]]]:
    """(line of the opening fence, pudding?, points=, [(name, codes)]) of every sushi-go block."""
    found = []
    for match in BLOCK.finditer(text):
        line = text[: match.start()].count("\n") + 1
        players = [(name.strip(), codes.split()) for name, _, codes in
                   (row.partition(":") for row in match.group(3).rstrip("\n").split("\n"))]
        found.append((line, bool(match.group(1)), [int(p) for p in match.group(2).split()], players))
    return found


def scored_block(pudding: bool, players: list[tuple[str, list[str]]]) -> list[int]:
    """Each player's points, straight from the scorer's game envelope (not through the plug-in)."""
    rounds = []
    for _name, codes in players:
        counts: dict[str, int] = {}
        for code in codes:
            counts[cards.CODES[code]] = counts.get(cards.CODES[code], 0) + 1
        rounds.append([counts, {}, {}] if pudding else [counts])
    entries = [{"name": name, "rounds": given} for (name, _), given in zip(players, rounds, strict=True)]
    outcome = score({"game": "sushi-go", "players": entries})
    assert outcome["ok"], outcome
    return [player["pudding"]["points"] if pudding else player["rounds"][0]["total"]
            for player in outcome["result"]["players"]]


def test_every_kind_the_scorer_knows_has_a_card_code():
    from scorer.sushi_go import KINDS
    assert sorted(cards.CODES.values()) == sorted(KINDS)


def test_the_rules_hold_worked_tables_that_agree_with_the_scorer():
    found = blocks(RULES.read_text(encoding="utf-8"))
    assert len(found) >= 5
    for _line, pudding, points, players in found:
        assert scored_block(pudding, players) == points


def test_the_tables_show_a_maki_tie_a_pudding_tie_and_a_wasabi():
    found = blocks(RULES.read_text(encoding="utf-8"))
    assert any(not pudding and any(code.startswith("W+") for _, codes in players for code in codes)
               for _line, pudding, _points, players in found), "a nigiri on a wasabi"
    assert any(not pudding and any("W" in codes for _, codes in players)
               for _line, pudding, _points, players in found), "an empty wasabi"
    assert any(pudding and len(points) > 2 and points.count(max(points)) > 1
               for _line, pudding, points, _players in found), "a tie for the most puddings"
    assert any(pudding and len(points) == 2 and min(points) == 0 for _line, pudding, points, _ in found)
    tables = [read(f'sushi-go points="{" ".join(map(str, points))}"\n'
                   + "\n".join(f"{name}: {' '.join(codes)}" for name, codes in players), line)
              for line, pudding, points, players in found if not pudding]
    makis = [player.entry["lines"]["maki"] for table in tables for player in table.players]
    assert any(maki["place"] == 1 and maki["shares"] > 1 for maki in makis), "a tie for the most maki"
    assert any(maki["place"] == 2 and maki["shares"] > 1 for maki in makis), "a tie for second place"


def test_the_set_up_table_gives_the_scorers_hand_sizes():
    text = RULES.read_text(encoding="utf-8")
    rows = dict(re.findall(r"^\| (\d) \| (\d+) \|$", text, flags=re.M))
    assert {int(players): int(cards) for players, cards in rows.items()} == HAND_SIZES


def read(block: str, line: int = 10):
    info, _, body = block.partition("\n")
    return examples.read_example(examples.Fence(token_index=0, info=info, line=line, text=body), "rules.md")


def test_the_computation_is_built_from_the_scorers_result():
    table = read('sushi-go points="20 19"\nLéa: T T W+Sq M2 D D\nTom: S S S M3 Eg Sa C')
    assert [p.computation for p in table.players] == ["5 + 3 + 9 + 3 = 20", "10 + 3 + 6 = 19"]
    assert [p.entry["lines"]["maki"]["place"] for p in table.players] == [2, 1]
    assert [p.line for p in table.players] == [11, 12]
    assert table.players[0].cards[2] == ("squid", True, 0)
    assert table.players[0].cards[3] == ("maki", False, 2)
    puddings = read('sushi-go scoring="pudding" points="3 3 −6"\nA: P P\nB: P P\nC:')
    assert [(p.entry["place"], p.points) for p in puddings.players] == [
        ("most", 3), ("most", 3), ("fewest", -6)]
    assert puddings.tied_names(puddings.players[0]) == "B"


@pytest.mark.parametrize(
    ("block", "line", "complaint"),
    [
        ('sushi-go points="9 9"\nLéa: W+Sq\nTom: Sq W', 12, "points= says 9 for Tom but the scorer gives 3"),
        ('sushi-go points="9"\nLéa: W+Sq\nTom: Sq W', 10, "points= gives 1 numbers for 2 players"),
        ('sushi-go points="0 0"\nLéa: T X\nTom: T', 11, "'X' is not a card code"),
        ('sushi-go points="0 0"\nLéa T T\nTom: T', 11, "is not `Name: cards`"),
        ('sushi-go points="0"\nLéa: T', 10, "one line per player, 2 to 5, not 1"),
        ('sushi-go scoring="pudding" points="6 0"\nLéa: P T\nTom:', 11, "holds only P"),
        ('sushi-go scoring="dessert" points="6 0"\nLéa: P\nTom:', 10, "scoring='dessert' is not one of"),
        ('sushi-go points="lots 0"\nLéa: P\nTom:', 10, "is not a list of whole numbers"),
        ('sushi-go points="0 0"\nLéa: T T T T T T T T T T T\nTom: T', 11, "the scorer refuses this table"),
        ('sushi-go points="0 0 0"\nA: Sq Sq\nB: Sq Sq\nC: Sq Sq', 10, "the scorer refuses this table"),
    ],
)
def test_a_wrong_table_is_refused_at_its_line(block, line, complaint):
    with pytest.raises(ContentError) as failure:
        read(block)
    problems = [str(problem) for problem in failure.value.problems]
    assert any(p.startswith(f"rules.md:{line}: ") and complaint in p for p in problems), problems


def add_block(tmp_path, block: str) -> tuple[object, int]:
    """A copy of the sources whose Sushi Go! rules end with `block`; the line of its opening fence."""
    root = copy_sources(tmp_path / "repo")
    rules = root / "content" / "sushi-go" / "rules.md"
    text = rules.read_text(encoding="utf-8")
    rules.write_text(text + "\n\n" + block, encoding="utf-8")
    return root, text.count("\n") + 3


def test_a_wrong_points_value_fails_the_build_naming_file_and_line(tmp_path):
    root, line = add_block(tmp_path, '```sushi-go points="9 6"\nLéa: W+Sq Sa\nTom: Sq W\n```\n')
    with pytest.raises(BuildError) as failure:
        build_site(output_dir=tmp_path / "site", root=root, quiet=True, strict=False)
    expected = f"{RULES_PATH}:{line + 1}: points= says 9 for Léa but the scorer gives 11"
    assert expected in failure.value.lines, failure.value.lines
    assert not (tmp_path / "site").exists()


def test_a_table_the_scorer_refuses_fails_the_build_at_the_players_line(tmp_path):
    root, line = add_block(tmp_path, '```sushi-go points="0 0"\nLéa: T\nTom: ' + "D " * 11 + "\n```\n")
    with pytest.raises(BuildError) as failure:
        build_site(output_dir=tmp_path / "site", root=root, quiet=True, strict=False)
    assert any(p.startswith(f"{RULES_PATH}:{line + 2}: the scorer refuses this table: ")
               for p in failure.value.lines), failure.value.lines


def test_a_wrong_pudding_value_fails_the_build(tmp_path):
    root, line = add_block(tmp_path, '```sushi-go scoring="pudding" points="6 -6"\nLéa: P P\nTom:\n```\n')
    with pytest.raises(BuildError) as failure:
        build_site(output_dir=tmp_path / "site", root=root, quiet=True, strict=False)
    assert f"{RULES_PATH}:{line + 2}: points= says -6 for Tom but the scorer gives 0" in failure.value.lines


SQUID_ON_WASABI = {"fr": "Sushi calamar sur wasabi", "en": "Squid Nigiri on wasabi",
                   "es": "Nigiri de calamar sobre wasabi"}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_table_is_drawn_with_its_computation(built_site, lang):
    html = (built_site / lang / "sushi-go" / "index.html").read_text(encoding="utf-8")
    found = blocks(RULES.read_text(encoding="utf-8"))
    assert html.count('<figure class="sg-example">') == len(found)
    assert f'<span class="sg-chip sg-on-wasabi">{SQUID_ON_WASABI[lang]}</span>' in html
    assert "6 ÷ 2 = 3" in html  # the maki tie for first, and the pudding tie for the most
    assert "3 ÷ 2 = 1" in html  # two tied second for maki: the half point dropped
    assert f"{MINUS}6" in html  # the fewest puddings at 4 players
    for _line, pudding, points, _players in found:
        if not pudding:
            for total in points:
                assert re.search(rf'<p class="sg-total">[^<]*(= |: ){total}</p>', html), (lang, total)
    assert "<li>\n" not in html.split('<figure class="sg-example">', 1)[1].split("</figure>")[0]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_cards_names_are_each_editions(built_site, lang):
    """The catalog translates each card's name as its edition prints it, and the table of names marks
    each column with its language."""
    column = cards.EDITION_LANGUAGES.index(lang)
    if lang != "fr":
        catalog = read_catalog(ROOT / "locales" / lang / "LC_MESSAGES" / "messages.po", lang)
        for card, name in cards.NAMES.items():
            assert catalog.get(name.text, context=name.context).string == cards.EDITIONS[card][column], card
    html = (built_site / lang / "sushi-go" / "index.html").read_text(encoding="utf-8")
    table = html[html.index('<table class="names-table">'):html.index("</table>", html.index("names-table"))]
    rows = re.findall(r"<tr>\n(.*?)</tr>", table, flags=re.S)[1:]
    assert len(rows) == len(cards.NAMES)
    for row, card in zip(rows, cards.NAMES, strict=True):
        cells = re.findall(r'<td(?: lang="(\w+)")? translate="no">([^<]*)</td>', row)
        assert [name for _lang, name in cells] == list(cards.EDITIONS[card])
        assert [code or lang for code, _name in cells] == list(cards.EDITION_LANGUAGES)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_home_page_lists_sushi_go(built_site, lang):
    html = (built_site / lang / "index.html").read_text(encoding="utf-8")
    assert f'href="/{lang}/sushi-go/"' in html
    rules = (built_site / lang / "sushi-go" / "index.html").read_text(encoding="utf-8")
    assert f'<html lang="{lang}">' in rules
    assert "score/" in re.findall(r'href="([^"]*)"', rules)  # the rules page links its scorer page


@pytest.mark.parametrize("lang", LANGUAGES)
def test_each_rules_page_is_under_the_limit_with_its_stylesheets(built_site, lang):
    page = built_site / lang / "sushi-go" / "index.html"
    html = page.read_text(encoding="utf-8")
    stylesheets = re.findall(r'<link rel="stylesheet" href="([^"]+)"', html)
    assert any("sushi-go/rules" in href for href in stylesheets), stylesheets
    total = len(gzip.compress(page.read_bytes(), mtime=0))
    for href in stylesheets:
        total += len(gzip.compress((built_site / href.lstrip("/")).read_bytes(), mtime=0))
    assert total < RULES_PAGE_GZIP_LIMIT
