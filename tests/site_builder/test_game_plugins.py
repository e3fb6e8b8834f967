"""A game is a plug-in: a second, tiny game (tests/fixtures/tinygame) registered through the same entry
point group as Arboretum, with no change to the core, gets its rules and scorer pages in every language,
its fenced example checked, its scorer wheel run by the pinned Pyodide; a rules-only game gets its
rules page and no link to a scorer page."""
from __future__ import annotations

import json
import os
import pathlib
import shutil
import subprocess
import sys

import pytest
from site_helpers import ROOT, copy_sources, edit_catalog

from site_builder.config.site_config import LANGUAGES, SOURCE_LANGUAGE

FIXTURE = ROOT / "tests" / "fixtures" / "tinygame"
TRANSLATIONS = [lang for lang in LANGUAGES if lang != SOURCE_LANGUAGE]
ENTRY_POINTS = """[marquoir.games]
tinygame = tinygame_plugin:plugin
parlour = parlour_plugin:plugin
"""


def make_root(tmp_path: pathlib.Path, entry_points: str = ENTRY_POINTS) -> tuple[pathlib.Path, dict]:
    """A repository root with the two games added, and the environment that registers their plug-ins."""
    root = copy_sources(tmp_path / "repo")
    for game in ("tinygame", "parlour"):
        shutil.copytree(FIXTURE / "content" / game, root / "content" / game)
    plugins = tmp_path / "plugins"
    shutil.copytree(FIXTURE / "plugins", plugins)
    dist_info = plugins / "marquoir_test_games-0.1.dist-info"
    dist_info.mkdir()
    (dist_info / "METADATA").write_text("Metadata-Version: 2.1\nName: marquoir-test-games\nVersion: 0.1\n")
    (dist_info / "entry_points.txt").write_text(entry_points)
    # The tiny game's scorer stays in the fixture, outside the checkout: found by its import spec (the
    # scorer package's path takes in every folder named scorer on the import path).
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(root), str(plugins), str(FIXTURE)])}
    return root, env


def marquoir(root: pathlib.Path, env: dict[str, str], *args: str) -> subprocess.CompletedProcess:
    command = [sys.executable, "-m", "site_builder.commands.cli", "--root", str(root), *args]
    return subprocess.run(command, capture_output=True, text=True, env=env, timeout=300, check=False)


def translate_everything_left(root: pathlib.Path) -> None:
    """What a translator of the new game does: fill every empty or fuzzy msgstr (with a marked copy)."""
    for lang in TRANSLATIONS:

        def fill(catalog, lang=lang):
            for message in catalog:
                if not message.id or (message.string and all(message.string) and not message.fuzzy):
                    continue
                message.flags.discard("fuzzy")
                if isinstance(message.id, (list, tuple)):
                    forms = range(catalog.num_plurals)
                    message.string = tuple(f"[{lang}] {message.id[min(i, 1)]}" for i in forms)
                else:
                    message.string = f"[{lang}] {message.id}"

        edit_catalog(root / "locales" / lang / "LC_MESSAGES" / "messages.po", lang, fill)


@pytest.fixture(scope="module")
def two_games(tmp_path_factory):
    tmp_path = tmp_path_factory.mktemp("plugins")
    root, env = make_root(tmp_path)
    update = marquoir(root, env, "i18n", "update")
    assert update.returncode == 0, update.stderr
    translate_everything_left(root)
    site = tmp_path / "site"
    build = marquoir(root, env, "build", "--strict", "-o", str(site))
    assert build.returncode == 0, build.stdout + build.stderr
    return root, env, site


def test_the_new_games_messages_reach_the_catalogs(two_games):
    root, _env, _site = two_games
    pot = (root / "locales" / "messages.pot").read_text(encoding="utf-8")
    for message in ("Additionnez vos cartes.", "Compter les points du Petit Jeu",
                    "Total des cartes : %(total)s", "Chacun raconte une histoire ; la plus drôle gagne."):
        assert f'msgid "{message}"' in pot, message


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_tiny_game_gets_its_pages_in_every_language(two_games, lang):
    _root, _env, site = two_games
    rules = (site / lang / "tinygame" / "index.html").read_text(encoding="utf-8")
    scorer_page = (site / lang / "tinygame" / "score" / "index.html").read_text(encoding="utf-8")
    assert 'href="score/"' in rules
    assert 'class="tally"' in rules and "(1 + 2 + 3)" in rules  # the fence, drawn by the game's template
    if lang != SOURCE_LANGUAGE:
        assert f"[{lang}] Additionnez vos cartes." in rules
        assert f"[{lang}] Compter les points du Petit Jeu" in scorer_page
    assert 'data-python-module="scorer.tinygame"' in scorer_page
    home = (site / lang / "index.html").read_text(encoding="utf-8")
    assert f'href="/{lang}/tinygame/"' in home and f'href="/{lang}/arboretum/"' in home


def test_a_rules_only_game_has_no_scorer_page(two_games):
    _root, _env, site = two_games
    for lang in LANGUAGES:
        rules = (site / lang / "parlour" / "index.html").read_text(encoding="utf-8")
        assert "Chacun raconte" in rules or f"[{lang}] Chacun raconte" in rules
        assert "score/" not in rules
        assert not (site / lang / "parlour" / "score").exists()


def test_the_tiny_games_facts_and_modules_are_published(two_games):
    _root, _env, site = two_games
    (facts,) = (site / "assets" / "tinygame").glob("facts.*.mjs")
    assert '"maxCount": 60' in facts.read_text(encoding="utf-8")
    (state,) = (site / "assets" / "tinygame").glob("state.*.mjs")  # the game's module reading its facts
    assert f'from "./{facts.name}"' in state.read_text(encoding="utf-8")
    assert len(list(site.glob("scorer/*/marquoir_scorer_tinygame-*.whl"))) == 1


def test_a_wrong_example_fails_the_build_at_its_line(two_games, tmp_path):
    root, env, _site = two_games
    rules = root / "content" / "tinygame" / "rules.md"
    text = rules.read_text(encoding="utf-8")
    rules.write_text(text.replace("total=6", "total=7"), encoding="utf-8")
    try:
        build = marquoir(root, env, "build", "-o", str(tmp_path / "broken"))
    finally:
        rules.write_text(text, encoding="utf-8")
    line = text.splitlines().index("```tally total=6") + 1
    assert build.returncode == 1
    assert f"content/tinygame/rules.md:{line}: total=7 but the cards add up to 6" in build.stderr
    assert "Traceback" not in build.stderr


@pytest.mark.node
def test_the_tiny_scorer_runs_in_the_pinned_pyodide(two_games, tmp_path):
    _root, _env, site = two_games
    node = shutil.which("node")
    assert node, "Node.js is missing: ./dev installs it"
    (wheel,) = site.glob("scorer/*/marquoir_scorer_tinygame-*.whl")
    games = tmp_path / "games.json"
    game = {"game": "tinygame", "players": [{"name": "A", "rounds": [4, 5]}, {"name": "B", "rounds": [9, 0]}]}
    games.write_text(json.dumps([game]))
    script = ROOT / "tests" / "browser" / "node" / "score_games.mjs"
    run = subprocess.run([node, str(script), str(wheel), "scorer.tinygame", str(games)],
                         capture_output=True, text=True, timeout=180, cwd=ROOT, check=False)
    assert run.returncode == 0, run.stderr
    (envelope,) = json.loads(run.stdout)["envelopes"]
    assert envelope["result"]["winners"] == ["A", "B"]
    assert [player["total"] for player in envelope["result"]["players"]] == [9, 9]


BROKEN_PLUGINS = """[marquoir.games]
brokengame = broken_plugins:broken
ghostgame = broken_plugins:ghost
"""
BROKEN_MODULE = """import pathlib
from site_builder.game import GamePlugin, ScorerSpec

HERE = pathlib.Path(__file__).resolve().parent
# Its scorer page's template is missing, and its scorer package has score() but no english.describe.
broken = GamePlugin(slug="brokengame", package_dir=HERE, templates_dir=HERE,
                    scorer=ScorerSpec(package="nodescribe_scorer", template="brokengame/scorer.html",
                                      static_dir=HERE, entry_module="broken_plugins.py", context=dict))
# Its scorer package cannot be imported; its BoardGameGeek id is a text.
ghost = GamePlugin(slug="ghostgame", package_dir=HERE, templates_dir=HERE, bgg_id="50",
                   scorer=ScorerSpec(package="scorer.no_such_game", template="ghostgame/scorer.html",
                                     static_dir=HERE, entry_module="broken_plugins.py", context=dict))
"""


def test_every_problem_of_the_plug_ins_is_listed_at_once_with_the_plug_ins_name(tmp_path):
    root, env = make_root(tmp_path, BROKEN_PLUGINS)
    plugins = tmp_path / "plugins"
    (plugins / "broken_plugins.py").write_text(BROKEN_MODULE, encoding="utf-8")
    (plugins / "ghostgame").mkdir()
    (plugins / "ghostgame" / "scorer.html").write_text("", encoding="utf-8")  # the ghost's template is there
    (plugins / "nodescribe_scorer").mkdir()
    (plugins / "nodescribe_scorer" / "__init__.py").write_text(
        "PLAYER_COUNTS = (2,)\n\ndef score(data):\n    return {}\n", encoding="utf-8")
    build = marquoir(root, env, "build", "-o", str(tmp_path / "site"))
    assert build.returncode == 1, build.stdout + build.stderr
    assert "Traceback" not in build.stderr
    lines = [line.strip() for line in build.stderr.splitlines() if "game plug-in" in line]
    missing_template = [line for line in lines if "brokengame" in line and "brokengame/scorer.html" in line]
    missing_describe = [line for line in lines if "brokengame" in line and "english.describe" in line]
    unimportable = [line for line in lines if "ghostgame" in line and "scorer.no_such_game cannot be imported"
                    in line]
    text_bgg_id = [line for line in lines if "ghostgame" in line and "bgg_id '50'" in line]
    assert missing_template and missing_describe and unimportable and text_bgg_id, build.stderr
    assert not (tmp_path / "site").exists()
