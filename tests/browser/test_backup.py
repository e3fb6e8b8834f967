"""The kept games as a history and their backup (the kit's saved-games, local-store, backup and
backup-panel modules): under Node, the pure functions for every game (node/backup_test.mjs: hundreds
of games kept, version 2 lists migrated, the file made, read, refused, merged without duplicates); in
Chromium at 360 x 740, with taps, in two languages: games of the three kinds kept on one phone,
exported, imported on a fresh phone (every scorer's recent games the same, a game reopened), imported
twice (nothing duplicated), and a cut file, a file of another version and another site's file refused
with a message, the kept games untouched."""
from __future__ import annotations

import json

import pytest
from node_tests import published, run_node_tests
from pages.backup_box import BackupPhone
from pages.scorer_table import BOOT_TIMEOUT
from test_scorer_kit import scored_samples

import scorer
from site_builder.plugins.loading import load_plugins

SLUGS = ("arboretum", "lost-cities", "sushi-go")
FOCUS_SHOWN = """() => { const node = document.activeElement;
  return node.matches('[data-backup-import]')
    && getComputedStyle(node.labels[0]).outlineStyle === 'solid'; }"""
NODE_STEMS = ("saved-games", "local-store", "backup", "rules")
SAID = {
    "fr": {
        "exported": "6 parties enregistrées dans le fichier marquoir-",
        "added": "6 parties ajoutées.",
        "none_added": "0 partie ajoutée. 6 étaient déjà gardées.",
        "damaged": "Ce fichier de sauvegarde est abîmé ou incomplet : rien n’a été importé, les parties "
                   "gardées sur cet appareil sont intactes.",
        "version": "Ce fichier vient d’une autre version de Marquoir, que cette page ne sait pas lire",
        "foreign": "Ce fichier n’est pas une sauvegarde de Marquoir : rien n’a été importé",
        "reopened": "rouverte",
    },
    "es": {
        "exported": "6 partidas guardadas en el archivo marquoir-",
        "added": "6 partidas añadidas.",
        "none_added": "0 partidas añadidas. 6 ya estaban guardadas.",
        "damaged": "Este archivo de copia de seguridad está dañado o incompleto: no se ha importado nada, "
                   "las partidas guardadas en este dispositivo están intactas.",
        "version": "Este archivo viene de otra versión de Marquoir, que esta página no sabe leer",
        "foreign": "Este archivo no es una copia de seguridad de Marquoir: no se ha importado nada",
        "reopened": "reabierta",
    },
}


@pytest.mark.node
@pytest.mark.parametrize("slug", SLUGS)
def test_backup_modules_under_node(built_site, tmp_path, slug):
    games = scored_samples(slug)
    assert games
    games_file = tmp_path / "games.json"
    games_file.write_text(json.dumps(games), encoding="utf-8")
    modules = {stem: published(built_site, slug, stem) for stem in NODE_STEMS}
    run_node_tests("node/backup_test.mjs", MODULES=json.dumps(modules), GAMES=str(games_file), SLUG=slug)


def kept_games(phone: BackupPhone) -> dict[str, str]:
    """What localStorage holds of the kept games of every game and of the names (not the game being
    entered, which the page keeps saving as it answers)."""
    return {key: text for key, text in phone.storage().items()
            if key.endswith(".games") or key.startswith("marquoir.names")}


def two_games(slug: str) -> list[dict]:
    """Two different games of `slug` that its scorer accepts, in the scorer's form."""
    first = next(game for game in load_plugins()[slug].scorer.sample_games()
                 if scorer.score(json.loads(json.dumps(game)))["ok"])
    second = json.loads(json.dumps(first))
    for index, player in enumerate(second["players"]):
        player["name"] = f"Autre {index + 1}"
    return [first, second]


@pytest.mark.browser
@pytest.mark.parametrize("lang", tuple(SAID))
def test_a_backup_moves_every_game_to_a_fresh_phone(browser, origin, tmp_path, lang):
    said = SAID[lang]
    old = BackupPhone(browser, origin, SLUGS[0], lang)
    kept, shown = {}, {}
    for slug in SLUGS:
        old.open_game(slug)
        for game in two_games(slug):
            old.keep_shared(game)
        kept[slug], shown[slug] = old.saved_games(), old.recent_texts()
        assert len(kept[slug]) == 2 and len(shown[slug]) == 2
    path = old.export_to(tmp_path)
    assert path.name.startswith("marquoir-") and path.suffix == ".json"
    assert said["exported"] in old.said() and path.name in old.said()
    old.close()

    new = BackupPhone(browser, origin, SLUGS[1], lang)
    assert new.recent().count() == 0
    # By keys: from Export, Tab reaches the file field, its focus shown on its label (drawn as a button).
    new.page.locator("[data-backup-export]").focus()
    new.page.keyboard.press("Tab")
    assert new.page.evaluate(FOCUS_SHOWN)
    assert new.import_file(path) == said["added"]
    new.wait_recorded(2)  # the page's own list, drawn again at once
    for slug in SLUGS:
        new.open_game(slug)
        assert new.saved_games() == kept[slug]
        assert new.recent_texts() == shown[slug]
    # Reopened on the new phone: the game is the page's, with its players.
    first = kept[SLUGS[-1]][1]
    new.recent().nth(1).locator("button").first.tap()
    assert said["reopened"] in new.notice()
    new.page.wait_for_function("(name) => document.querySelector('#name-0').value === name",
                               arg=first["players"][0]["name"], timeout=BOOT_TIMEOUT)
    before = kept_games(new)
    # Imported twice: nothing added, nothing changed.
    assert new.import_file(path) == said["none_added"]
    assert kept_games(new) == before

    text = path.read_text(encoding="utf-8")
    file = json.loads(text)
    refused = {
        "damaged": text[: len(text) * 2 // 3],
        "version": json.dumps({**file, "version": file["version"] + 1}),
        "foreign": json.dumps({"app": "ScorePad", "version": 1, "games": file["data"]["games"]}),
    }
    for reason, bad in refused.items():
        bad_path = tmp_path / f"{reason}.json"
        bad_path.write_text(bad, encoding="utf-8")
        assert said[reason] in new.import_file(bad_path)
        assert kept_games(new) == before
        assert len(new.recent_texts()) == 2
    new.close()
