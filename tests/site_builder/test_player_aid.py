"""The player aids (content/<game>/aid.md -> /<lang>/<game>/aid/), as built: one per game and language,
linked from its rules page, the sections a player needs at the table, a worked example drawn from the
scorer's result and checked at build time like the rules' (a wrong total fails the build at its line),
no script needed, in the offline cache, under the rules pages' weight limit. (Printing: tests/browser/
test_player_aid_print.py.)"""
from __future__ import annotations

import gzip
import json
import re

import pytest
from site_helpers import ROOT, copy_sources, line_of, parse_page

from scorer.arboretum import score_arboretum
from scorer.lost_cities import score_expedition
from scorer.skull_king import score as score_skull_king
from scorer.sushi_go import (
    DUMPLING_POINTS,
    MAKI_PLACES,
    NIGIRI_POINTS,
    PUDDING_POINTS,
    SASHIMI_POINTS,
    TEMPURA_POINTS,
    WASABI_FACTOR,
)
from site_builder.commands.build import build_site
from site_builder.config.site_config import LANGUAGES, RULES_PAGE_GZIP_LIMIT
from site_builder.exceptions import BuildError
from site_builder.games.sushi_go.cards import EDITION_LANGUAGES, EDITIONS

AIDS = sorted(path.parent.name for path in (ROOT / "content").glob("*/aid.md"))
SECTIONS = ["mise-en-place", "un-tour", "fin", "decompte", "erreurs"]  # set-up, turn, end, scoring, mistakes


def aid_html(built_site, lang: str, game: str) -> str:
    return (built_site / lang / game / "aid" / "index.html").read_text(encoding="utf-8")


def section(html: str, anchor: str) -> str:
    """The HTML of one section of the aid: from its heading to the next one."""
    start = html.index(f'<h2 id="{anchor}">')
    end = html.find("<h2 ", start + 1)
    return html[start:end if end != -1 else html.index("</article>")]


def test_the_games_with_an_aid():
    assert AIDS == ["arboretum", "lost-cities", "skull-king", "sushi-go"]


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("game", AIDS)
def test_each_aid_has_the_sections_a_player_needs_in_that_order(built_site, lang, game):
    html = aid_html(built_site, lang, game)
    assert f'<html lang="{lang}">' in html
    anchors = re.findall(r'<h2 id="([^"]+)">', html)
    assert anchors == SECTIONS
    mistakes = re.findall(r"<li>", section(html, "erreurs"))
    assert len(mistakes) == 3
    scripts = re.findall(r"<script([^>]*)>", html)
    assert len(scripts) == 1 and "/assets/offline/register." in scripts[0]  # only the offline cache's
    assert '<span lang="fr">' not in html or lang == "fr"  # every message translated


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("game", AIDS)
def test_the_rules_page_links_its_aid_and_the_aid_links_back(built_site, lang, game):
    rules = parse_page(built_site / lang / game / "index.html")
    assert ("a", "aid/") in rules.links
    aid = parse_page(built_site / lang / game / "aid" / "index.html")
    assert ("a", f"/{lang}/{game}/") in aid.links
    alternates = [values for tag, values in aid.tags if tag == "link" and values.get("rel") == "alternate"]
    hreflangs = {link["hreflang"]: link["href"] for link in alternates if link["hreflang"] != "x-default"}
    assert sorted(hreflangs) == sorted(LANGUAGES)
    assert all(href.endswith(f"/{other}/{game}/aid/") for other, href in hreflangs.items())


def test_the_setup_gives_each_player_count(built_site):
    setup = section(aid_html(built_site, "en", "arboretum"), "mise-en-place")
    cells = re.findall(r"<td>([^<]*)</td>", setup)
    assert [cells[0], cells[3], cells[6]] == ["2", "3", "4"]  # one row per player count
    assert [cells[1], cells[4], cells[7]] == ["6", "8", "10, all of them"]


def expeditions_of_aid(game: str = "lost-cities") -> list[tuple[int, list[int]]]:
    """(wagers, cards) of each line of the aid's fenced example, read from the Markdown now."""
    text = (ROOT / "content" / game / "aid.md").read_text(encoding="utf-8")
    block = re.search(r"```lost-cities[^\n]*\n(.*?)```", text, re.DOTALL).group(1)
    found = []
    for line in block.strip().splitlines():
        words = line.split(":", 1)[1].split()
        found.append((words.count("W"), [int(word) for word in words if word.isdigit()]))
    return found


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_lost_cities_example_shows_the_scorers_points(built_site, lang):
    points = [score_expedition(wagers, cards)["result"]["points"] for wagers, cards in expeditions_of_aid()]
    assert len(points) >= 3
    figure = section(aid_html(built_site, lang, "lost-cities"), "decompte")
    shown = re.findall(r'<span class="lc-computation">([^<]*)</span>', figure)
    assert [int(text.split("= ")[-1].replace("\u2212", "-")) for text in shown] == points
    assert f"= {sum(points)}</figcaption>" in figure
    colours = re.findall(r'<span class="lc-colour">([^<]+)</span>', figure)
    assert len(set(colours)) == len(points)  # each line names its colour: no colour needed to tell them apart


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_arboretum_example_names_every_card(built_site, lang):
    figure = section(aid_html(built_site, lang, "arboretum"), "decompte")
    tiles = re.findall(r'<div class="tile sp-([a-z-]+)[^"]*"><span class="tile-value">\d</span> '
                       r'<span class="tile-name">([^<]+)</span>', figure)
    assert len(tiles) >= 4
    names = {}
    for species, name in tiles:
        names.setdefault(species, set()).add(name)
    assert all(len(shown) == 1 for shown in names.values())
    assert len({next(iter(shown)) for shown in names.values()}) == len(names) >= 2  # one label per species
    points = scored_paths_of_aid()
    shown = re.findall(r'<li><span class="swatch sp-([a-z-]+)" aria-hidden="true"></span>'
                       r'[^<\d]*(\d+)[^<\d]*<span class="path-values">', figure)
    assert [(species, int(count)) for species, count in shown] == points


def skull_king_round_of_aid() -> tuple[int, list[tuple[str, dict]], list[int]]:
    """(cards dealt, [(name, round)], points=) of the Skull King aid's worked round, from its Markdown."""
    text = (ROOT / "content" / "skull-king" / "aid.md").read_text(encoding="utf-8")
    fence = re.search(r'```skull-king cards="(\d+)" points="([^"]+)"\n(.*?)```', text, re.DOTALL)
    players = []
    for line in fence.group(3).strip().splitlines():
        name, _, rest = line.partition(":")
        words = rest.split()
        bid, tricks = (int(n) for n in words[0].split("/"))
        captures = {key: int(value) for key, _, value in (word.partition("=") for word in words[1:])}
        players.append((name.strip(), {"bid": bid, "tricks": tricks, "captures": captures}))
    return int(fence.group(1)), players, [int(n) for n in fence.group(2).split()]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_skull_king_example_shows_the_scorers_points_and_names_every_card(built_site, lang):
    cards, players, written = skull_king_round_of_aid()
    outcome = score_skull_king({"game": "skull-king", "cards_dealt": [cards],
                                "players": [{"name": name, "rounds": [given]} for name, given in players]})
    assert outcome["ok"], outcome
    points = [player["total"] for player in outcome["result"]["players"]]
    assert points == written and len(points) >= 3
    html = aid_html(built_site, lang, "skull-king")
    figure = section(html, "decompte")
    shown = re.findall(r'<p class="sk-total">[^<]*?(\S+)</p>', figure)
    assert [int(text.replace("\u2212", "-")) for text in shown] == points
    trick = section(html, "un-tour")
    chip = r'<span class="sk-card sk-k-([a-z-]+)"><span class="sk-card-name">([^<]+)</span>'
    chips = re.findall(chip, trick)
    assert len(chips) >= 4 and len({kind for kind, _name in chips}) == len(chips)  # one name per card kind
    assert len({name for _kind, name in chips}) == len(chips)


def table_rows(html: str) -> dict[str, str]:
    """The rows of the first table of `html`: its first cell -> the text of the others."""
    table = html[html.index("<table"):html.index("</table>")]
    rows = {}
    for row in re.findall(r"<tr>(.*?)</tr>", table, re.DOTALL):
        found = re.findall(r"<t[dh][^>]*>(.*?)</t[dh]>", row, re.DOTALL)
        cells = [re.sub(r"<[^>]+>", "", cell).strip() for cell in found]
        rows[cells[0]] = " ".join(cells[1:])
    return rows


def numbers(text: str) -> list[int]:
    return [int(found.replace("\u2212", "-")) for found in re.findall(r"[\u2212+-]?\d+", text)]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_sushi_go_aid_gives_each_cards_points_round_and_game_apart(built_site, lang):
    """Each card by the name its edition prints, with the scorer's points; the round's scoring and the
    game's end under headings of their own, each with its table (told apart without colour)."""
    scoring = section(aid_html(built_site, lang, "sushi-go"), "decompte")
    headings = re.findall(r'<h3 id="([^"]+)">', scoring)
    assert headings == ["chaque-manche", "fin-de-partie"]
    each_round = scoring[scoring.index('<h3 id="chaque-manche">'):scoring.index('<h3 id="fin-de-partie">')]
    game_end = scoring[scoring.index('<h3 id="fin-de-partie">'):]
    name = {kind: names[EDITION_LANGUAGES.index(lang)] for kind, names in EDITIONS.items()}
    rounds, end = table_rows(each_round), table_rows(game_end)
    assert numbers(rounds[name["tempura"]])[0] == TEMPURA_POINTS
    assert numbers(rounds[name["sashimi"]])[0] == SASHIMI_POINTS
    assert sorted(set(numbers(rounds[name["dumpling"]]))) == sorted(set(DUMPLING_POINTS[1:]) | {1, 4, 5})
    assert set(DUMPLING_POINTS[1:]) <= set(numbers(rounds[name["dumpling"]]))
    for kind, points in NIGIRI_POINTS.items():
        assert numbers(rounds[name[kind]]) == [points, points * WASABI_FACTOR]
    assert numbers(rounds[name["maki"]]) == list(MAKI_PLACES)
    zero = next(label for label in rounds if name["chopsticks"] in label)
    assert name["wasabi"] in zero and numbers(rounds[zero]) == [0]
    assert not any(name["pudding"] in label for label in rounds)  # not a round's card
    assert list(end)[1:] == [name["pudding"]]
    assert {PUDDING_POINTS, -PUDDING_POINTS} <= set(numbers(end[name["pudding"]]))


def test_a_wrong_total_in_the_sushi_go_aid_fails_the_build_at_its_line(tmp_path):
    text = (ROOT / "content" / "sushi-go" / "aid.md").read_text(encoding="utf-8")
    fence = re.search(r'```sushi-go points="(\d+) (\d+)"', text)
    wrong = f"{int(fence.group(1)) + 1} {fence.group(2)}"
    root, aid = plant_in_aid(tmp_path, "sushi-go", fence.group(0), f'```sushi-go points="{wrong}"')
    with pytest.raises(BuildError) as failure:
        build_site(output_dir=tmp_path / "site", root=root, quiet=True)
    line = line_of(aid, "Léa: ")  # the player's line whose total is wrong
    start = f"content/sushi-go/aid.md:{line}: points= says {wrong.split()[0]} for Léa but the scorer gives"
    assert any(problem.startswith(start) for problem in failure.value.lines), failure.value.lines
    assert not (tmp_path / "site").exists()


def scored_paths_of_aid() -> list[tuple[str, int]]:
    """(species, best path's points by the scorer) for each species the aid's example scores."""
    text = (ROOT / "content" / "arboretum" / "aid.md").read_text(encoding="utf-8")
    fence = re.search(r'```arboretum score="([^"]+)"\n(.*?)```', text, re.DOTALL)
    cards = [{"row": row, "col": col, "species": cell.split(":")[0], "value": int(cell.split(":")[1])}
             for row, line in enumerate(fence.group(2).strip().splitlines())
             for col, cell in enumerate(line.split()) if cell != "."]
    result = score_arboretum(cards)["result"]
    species = [item.split("=")[0] for item in fence.group(1).split()]
    assert len(species) >= 2
    return [(name, result[name]["path_points"]) for name in species]


def plant_in_aid(tmp_path, game: str, old: str, new: str):
    root = copy_sources(tmp_path / "repo")
    aid = root / "content" / game / "aid.md"
    text = aid.read_text(encoding="utf-8")
    assert old in text
    aid.write_text(text.replace(old, new), encoding="utf-8")
    return root, aid


def test_a_wrong_total_in_the_aid_fails_the_build_at_its_line(tmp_path):
    text = (ROOT / "content" / "lost-cities" / "aid.md").read_text(encoding="utf-8")
    fence = re.search(r'```lost-cities points="(-?\d+)"', text)
    wrong = int(fence.group(1)) + 1
    root, aid = plant_in_aid(tmp_path, "lost-cities", fence.group(0), f'```lost-cities points="{wrong}"')
    with pytest.raises(BuildError) as failure:
        build_site(output_dir=tmp_path / "site", root=root, quiet=True)
    line = line_of(aid, "```lost-cities")
    start = f"content/lost-cities/aid.md:{line}: points= says {wrong} but the expeditions score"
    assert any(problem.startswith(start) for problem in failure.value.lines), failure.value.lines
    assert not (tmp_path / "site").exists()


def test_an_impossible_card_in_the_aid_fails_the_build_at_its_line(tmp_path):
    root, aid = plant_in_aid(tmp_path, "arboretum", "oak:5", "oak:9")
    with pytest.raises(BuildError) as failure:
        build_site(output_dir=tmp_path / "site", root=root, quiet=True)
    line = line_of(aid, "oak:9")
    assert any(problem.startswith(f"content/arboretum/aid.md:{line}: column 3: ")
               for problem in failure.value.lines), failure.value.lines


def test_an_aid_without_a_title_fails_the_build(tmp_path):
    root, _aid = plant_in_aid(tmp_path, "arboretum", "title: Arboretum : l’aide-mémoire\n", "")
    with pytest.raises(BuildError) as failure:
        build_site(output_dir=tmp_path / "site", root=root, quiet=True)
    assert "content/arboretum/aid.md:1: front matter lacks title" in failure.value.lines


def test_a_game_without_aid_md_has_no_aid_page_and_no_link(tmp_path):
    root = copy_sources(tmp_path / "repo")
    (root / "content" / "lost-cities" / "aid.md").unlink()
    build_site(output_dir=tmp_path / "site", root=root, quiet=True)
    assert not (tmp_path / "site" / "fr" / "lost-cities" / "aid").exists()
    assert ("a", "aid/") not in parse_page(tmp_path / "site" / "fr" / "lost-cities" / "index.html").links
    assert (tmp_path / "site" / "fr" / "arboretum" / "aid" / "index.html").exists()


def test_every_aid_is_in_the_offline_cache(built_site):
    worker = (built_site / "sw.js").read_text(encoding="utf-8")
    manifest = json.loads(re.search(r"const BUILD = (\{.*?\n\});", worker, re.DOTALL).group(1))
    for lang in LANGUAGES:
        for game in AIDS:
            assert f"/{lang}/{game}/aid/" in manifest["precache"]
    html = aid_html(built_site, "en", "arboretum")
    stylesheets = re.findall(r'<link rel="stylesheet" href="([^"]+)"', html)
    assert any("/aid." in href for href in stylesheets)
    assert all(href in manifest["precache"] for href in stylesheets)


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("game", AIDS)
def test_each_aid_is_under_the_limit_with_its_stylesheets(built_site, lang, game):
    page = built_site / lang / game / "aid" / "index.html"
    stylesheets = re.findall(r'<link rel="stylesheet" href="([^"]+)"', page.read_text(encoding="utf-8"))
    total = len(gzip.compress(page.read_bytes(), mtime=0))
    for href in stylesheets:
        total += len(gzip.compress((built_site / href.lstrip("/")).read_bytes(), mtime=0))
    assert 2000 < total < RULES_PAGE_GZIP_LIMIT


def test_the_build_measures_the_aids_against_the_limit(tmp_path):
    report = build_site(output_dir=tmp_path / "site", quiet=True)
    measured = {line.url for line in report.sizes}
    assert {f"/{lang}/{game}/aid/" for lang in LANGUAGES for game in AIDS} <= measured
