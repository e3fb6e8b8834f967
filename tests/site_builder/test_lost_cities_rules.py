"""Lost Cities' rules: its worked examples are computed by scorer.lost_cities at build time (a wrong
`points=` or a card the scorer refuses fails the build at its Markdown line), its rules page exists in
every language and links its scorer page (in the same language), the home page lists it beside
Arboretum, and each of its rules pages stays under the weight limit with its stylesheets."""
from __future__ import annotations

import gzip
import re

import pytest
from site_helpers import ROOT, copy_sources

from scorer.lost_cities import score_expedition
from site_builder.commands.build import build_site
from site_builder.config.site_config import LANGUAGES, RULES_PAGE_GZIP_LIMIT
from site_builder.exceptions import BuildError
from site_builder.games.lost_cities import examples

RULES = ROOT / "content" / "lost-cities" / "rules.md"
BLOCK = re.compile(r'^```lost-cities points="(-?\d+)"\n(.*?)^```$', re.M | re.S)
MINUS = "\u2212"


def blocks(text: str) -> list[tuple[int, int, list[str]]]:
    """(line of the opening fence, points=, lines) of every lost-cities block."""
    found = []
    for match in BLOCK.finditer(text):
        line = text[: match.start()].count("\n") + 1
        found.append((line, int(match.group(1)), match.group(2).rstrip("\n").split("\n")))
    return found


def expedition_points(line: str) -> dict:
    words = line.partition(":")[2].split() if ":" in line else line.split()
    if words == ["-"]:
        return score_expedition(0, [])["result"]
    outcome = score_expedition(words.count("W"), [int(word) for word in words if word != "W"])
    assert outcome["ok"], outcome
    return outcome["result"]


def test_the_rules_hold_worked_examples_that_agree_with_the_scorer():
    found = blocks(RULES.read_text(encoding="utf-8"))
    assert len(found) >= 5
    for _line, points, lines in found:
        assert sum(expedition_points(line)["points"] for line in lines) == points
    assert any(len(lines) == 5 for _line, _points, lines in found), "a whole round is shown"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_worked_example_is_drawn_with_its_computation(built_site, lang):
    html = (built_site / lang / "lost-cities" / "index.html").read_text(encoding="utf-8")
    found = blocks(RULES.read_text(encoding="utf-8"))
    assert html.count('<figure class="lc-example">') == len(found)
    for _line, _points, lines in found:
        for line in lines:
            result = expedition_points(line)
            if not result["started"]:
                continue
            points = f"{MINUS}{-result['points']}" if result["points"] < 0 else str(result["points"])
            assert f"= {points}</span>" in html or f"= {points} <span" in html, (lang, line)
    assert "(35 − 20) × 3 + 20 = 65" in html
    assert "(0 − 20) × 2 = −40" in html
    assert "(54 − 20) × 4 + 20 = 156" in html
    colours = {"fr": ("Jaune", "Bleu", "Blanc", "Vert", "Rouge"),
               "en": ("Yellow", "Blue", "White", "Green", "Red"),
               "es": ("Amarillo", "Azul", "Blanco", "Verde", "Rojo")}[lang]
    assert re.findall(r'<span class="lc-colour">([^<]*)</span>', html) == list(colours)
    wager = {"fr": "Pari", "en": "Wager", "es": "Apuesta"}.get(lang)
    if wager:
        assert f'<span class="lc-chip lc-wager">{wager}</span>' in html


def test_the_computation_is_built_from_the_scorers_result():
    def example(text: str, points: int):
        fence = examples.Fence(token_index=0, info=f'lost-cities points="{points}"', line=10, text=text)
        return examples.read_example(fence, "rules.md")

    red = example("W W 2 3 5 7 8 10\n", 65)
    assert red.expeditions[0].computation == "(35 − 20) × 3 + 20 = 65"
    assert example("5 8 10\n", 3).expeditions[0].computation == "23 − 20 = 3"
    assert example("10\n", -10).expeditions[0].computation == "10 − 20 = −10"
    round_ = example("5 8 10\n-\nW\nW 3 5 7\nW W 2 3 5 7 8 10\n", 18)
    assert round_.total_computation == "3 + 0 − 40 − 10 + 65 = 18"
    assert [e.line for e in round_.expeditions] == [11, 12, 13, 14, 15]
    named = example("yellow: 5 8 10\nblue: -\nred: W 4\n", -29)
    assert [(e.colour, e.points) for e in named.expeditions] == [("yellow", 3), ("blue", 0), ("red", -32)]
    with pytest.raises(examples.ContentError, match=r"rules.md:11: 'pink' is not a Lost Cities colour"):
        example("pink: 5 8\n", -7)


def add_block(tmp_path, block: str) -> tuple[object, int]:
    """A copy of the sources whose Lost Cities rules end with `block`; the line of its opening fence."""
    root = copy_sources(tmp_path / "repo")
    rules = root / "content" / "lost-cities" / "rules.md"
    text = rules.read_text(encoding="utf-8")
    rules.write_text(text + "\n\n" + block, encoding="utf-8")
    return root, text.count("\n") + 3


def test_a_wrong_points_value_fails_the_build_naming_file_and_line(tmp_path):
    root, line = add_block(tmp_path, '```lost-cities points="70"\nW 2 3 4 5 6 7 8\n```\n')
    with pytest.raises(BuildError) as failure:
        build_site(output_dir=tmp_path / "site", root=root, quiet=True, strict=False)
    expected = f"content/lost-cities/rules.md:{line + 1}: points= says 70 but this expedition scores 50"
    assert expected in failure.value.lines, failure.value.lines
    assert not (tmp_path / "site").exists()


def test_a_wrong_round_total_fails_the_build_naming_the_block(tmp_path):
    root, line = add_block(tmp_path, '```lost-cities points="20"\n5 8 10\nW 3 5 7\n```\n')
    with pytest.raises(BuildError) as failure:
        build_site(output_dir=tmp_path / "site", root=root, quiet=True, strict=False)
    assert any(p.startswith(f"content/lost-cities/rules.md:{line}: points= says 20 but the expeditions "
                            "score -7") for p in failure.value.lines), failure.value.lines


@pytest.mark.parametrize(
    ("expedition", "complaint"),
    [
        ("W 1", "1 is not a whole number from 2 to 10"),
        ("W 11", "11 is not a whole number from 2 to 10"),
        ("3 3", "the 3 appears 2 times"),
        ("W W W W 5", "wagers 4 is not a whole number from 0 to 3"),
        ("W x", "is neither W (a wager card) nor a card number"),
    ],
)
def test_an_invalid_expedition_fails_the_build_naming_its_line(tmp_path, expedition, complaint):
    root, line = add_block(tmp_path, f'```lost-cities points="0"\n5 7 8\n{expedition}\n```\n')
    with pytest.raises(BuildError) as failure:
        build_site(output_dir=tmp_path / "site", root=root, quiet=True)
    problems = [p for p in failure.value.lines if complaint in p]
    assert problems, failure.value.lines
    assert problems[0].startswith(f"content/lost-cities/rules.md:{line + 2}: ")


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_rules_page_exists_and_links_its_scorer_page(built_site, lang):
    page = built_site / lang / "lost-cities" / "index.html"
    html = page.read_text(encoding="utf-8")
    assert f'<html lang="{lang}">' in html
    assert (built_site / lang / "lost-cities" / "score" / "index.html").exists()
    links = re.findall(r'href="([^"]*score/)"', html)
    assert links and all(link in (f"/{lang}/lost-cities/score/", "score/") for link in links), links


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_home_page_lists_both_games(built_site, lang):
    html = (built_site / lang / "index.html").read_text(encoding="utf-8")
    assert f'href="/{lang}/arboretum/"' in html
    assert f'href="/{lang}/lost-cities/"' in html


@pytest.mark.parametrize("lang", LANGUAGES)
def test_each_rules_page_is_under_the_limit_with_its_stylesheets(built_site, lang):
    page = built_site / lang / "lost-cities" / "index.html"
    html = page.read_text(encoding="utf-8")
    stylesheets = re.findall(r'<link rel="stylesheet" href="([^"]+)"', html)
    assert any("lost-cities/rules" in href for href in stylesheets), stylesheets
    total = len(gzip.compress(page.read_bytes(), mtime=0))
    for href in stylesheets:
        total += len(gzip.compress((built_site / href.lstrip("/")).read_bytes(), mtime=0))
    assert total < RULES_PAGE_GZIP_LIMIT
