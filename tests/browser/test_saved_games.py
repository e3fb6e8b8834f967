"""The saved games of every game's scorer page (the kit's session/ and table/), in Chromium at 360 x 740,
with taps, as a player tried them: the page's Undo and the list's Remove kept apart, a removed entry
that stays removed, damaged saved data kept aside and said for what it is (never dropped, rewritten or
thrown), what is cut for a limit said, the share box after a reload, the focus after "Put the game
back". One test per case, run for every game (tests/pages/scorer_table.py's SavedGames); each game's
page in another language, so that what is said comes from each catalog."""
from __future__ import annotations

import json

import pytest
from pages.scorer_table import BOOT_TIMEOUT, SavedGames, with_a_null_card

import scorer
from site_builder.plugins.loading import load_plugins

# Each game in a language of its own: every message below is read from that catalog.
LANGS = {"arboretum": "fr", "lost-cities": "es", "sushi-go": "en"}
SLUGS = tuple(LANGS)
SAID = {
    "fr": {
        "undo_step": "Une étape d’annulation est abîmée : elle est gardée à part",
        "score": "Le dernier score gardé avec la partie en cours est abîmé : il est gardé à part",
        "current": "La partie en cours de saisie était abîmée : elle est gardée à part",
        "entries_20": "20 parties de la liste sont abîmées : elles sont gardées à part.",
        "aside_5": "Au plus 20 enregistrements illisibles sont gardés : les 5 plus anciens ont été effacés.",
        "undo_380": "Cet appareil garde les 20 dernières étapes d’annulation : les 380 plus anciennes "
                    "ont été effacées.",
    },
    "en": {
        "undo_step": "One undo step is damaged: it is kept apart",
        "score": "The last score kept with the game being entered is damaged: it is kept apart",
        "current": "The game being entered was damaged: it is kept apart",
        "entries_20": "20 games of the list are damaged: they are kept apart.",
        "aside_5": "At most 20 unreadable records are kept: the 5 oldest were deleted.",
        "undo_380": "This device keeps the last 20 undo steps: the 380 oldest were deleted.",
    },
    "es": {
        "undo_step": "Un paso para deshacer está dañado: se guarda aparte",
        "score": "La última puntuación guardada con la partida en curso está dañada: se guarda aparte",
        "current": "La partida que se estaba anotando estaba dañada: se guarda aparte",
        "entries_20": "20 partidas de la lista están dañadas: se guardan aparte.",
        "aside_5": "Se guardan como máximo 20 registros ilegibles: se han borrado los 5 más antiguos.",
        "undo_380": "Este dispositivo guarda los 20 últimos pasos para deshacer: se han borrado los 380 más "
                    "antiguos.",
    },
}


def two_games(slug: str) -> tuple[dict, dict]:
    """Two different games of `slug` that its scorer accepts, in the scorer's form."""
    first = next(game for game in load_plugins()[slug].scorer.sample_games()
                 if scorer.score(json.loads(json.dumps(game)))["ok"])
    text = json.dumps(first)
    for index, player in enumerate(first["players"]):  # every mention of a name (Skull King's Loot too)
        text = text.replace(json.dumps(player["name"]), json.dumps(f"Autre {index + 1}"))
    second = json.loads(text)
    assert scorer.score(json.loads(text))["ok"]
    return first, second


@pytest.fixture
def phone(browser, origin, request):
    slug = request.param
    table = SavedGames(browser, origin, slug, LANGS[slug])
    yield table
    table.close()


def phone_for_every_game(test):
    return pytest.mark.browser(pytest.mark.parametrize("phone", SLUGS, indirect=True)(test))


@phone_for_every_game
def test_undo_and_remove_are_kept_apart(phone):
    first, second = two_games(phone.slug)
    phone.keep_shared(first)
    phone.keep_shared(second)  # the page holds the second game; Undo would bring back the first
    before = phone.games_store()["games"]
    removed = phone.remove(1)  # the first game's entry
    assert phone.put_back_button().is_visible()
    # The page's Undo undoes the page's last change (the kept game), and nothing of the list.
    phone.undo()
    phone.page.wait_for_function("(name) => document.querySelector('#name-0').value === name",
                                 arg=first["players"][0]["name"])
    phone.score_now()
    assert [entry["id"] for entry in phone.saved_games()] == [before[0]["id"]]
    assert phone.recent().count() == 1 and phone.put_back_button().is_visible()
    phone.reload()
    phone.score_now()
    assert [entry["id"] for entry in phone.saved_games()] == [before[0]["id"]]
    # The list's own way back (after another Remove, the notice's button): the entry in its place
    # with its date; the game on the page untouched; the focus on the entry put back.
    other = phone.remove(0)
    phone.put_back_button().tap()
    assert phone.saved_games() == before[:1]
    assert phone.focused()["entry"] == other
    assert phone.first_name() == first["players"][0]["name"]
    assert removed not in [entry["id"] for entry in phone.saved_games()]


@phone_for_every_game
def test_the_entry_of_the_game_on_the_page_stays_removed(phone):
    first, _ = two_games(phone.slug)
    phone.keep_shared(first)
    entry = phone.saved_games()[0]
    phone.remove(0)
    phone.put_back_button().tap()  # back in the list, the focus on it, the game on the page untouched
    assert phone.saved_games() == [entry]
    assert phone.focused()["entry"] == entry["id"] and phone.focused()["tag"] == "BUTTON"
    phone.remove(0)
    phone.score_now()
    assert phone.saved_games() == [] and phone.recent().count() == 0
    phone.reload()
    phone.score_now()
    assert phone.saved_games() == [] and phone.recent().count() == 0
    assert phone.first_name() == first["players"][0]["name"]
    # Changed by the player, it is a game of the list again (new, as its entry was removed).
    phone.page.locator("#name-0").fill("Zoé")
    phone.score_now()
    phone.wait_recorded(1)
    assert phone.saved_games()[0]["id"] == entry["id"] and "Zoé" in phone.recent().nth(0).inner_text()


@phone_for_every_game
def test_damaged_saved_data_is_kept_aside_said_truly_and_never_thrown(phone):
    first, _ = two_games(phone.slug)
    said = SAID[phone.lang]
    phone.keep_shared(first)
    entries = phone.saved_games()
    current = phone.current()
    good = current["game"]
    # An undo step with a null card, and the last score kept (where the game keeps one) with a null
    # player; the game itself is whole.
    damaged_step = with_a_null_card(phone.slug, good)
    current["past"] = [good, damaged_step]
    current["pastIds"] = [current["id"], current["id"]]
    keeps_a_score = bool(current["ui"].get("answer"))
    if keeps_a_score:
        current["ui"]["answer"]["envelope"]["result"]["players"][-1] = None
    phone.write({phone.current_key: current})
    phone.reload()
    text = phone.aside_text()
    assert said["undo_step"] in text
    assert (said["score"] in text) is keeps_a_score
    kept = phone.games_store()["aside"]
    assert sorted(item["part"] for item in kept) == sorted(["undo"] + (["score"] if keeps_a_score else []))
    assert json.loads(next(item["text"] for item in kept if item["part"] == "undo")) == damaged_step
    assert phone.first_name() == first["players"][0]["name"]
    assert phone.page.locator("#table").is_visible() and phone.recent().count() == 1  # the table, whole
    phone.page.locator("[data-table-aside-clear]").tap()
    # The game being entered with a null card: kept aside whole, a new game in its place; the entry of
    # that game in the list is not rewritten.
    damaged = {**phone.current(), "game": with_a_null_card(phone.slug, good)}
    phone.write({phone.current_key: damaged})
    phone.reload()
    assert said["current"] in phone.aside_text()
    kept = phone.games_store()["aside"]
    assert [item["part"] for item in kept] == ["current"]
    assert json.loads(kept[0]["text"])["game"] == damaged["game"]
    phone.score_now()
    assert phone.saved_games() == entries
    assert phone.first_name() == ""


@phone_for_every_game
def test_what_is_cut_for_a_limit_is_said(phone):
    first, _ = two_games(phone.slug)
    said = SAID[phone.lang]
    phone.keep_shared(first)
    store = phone.games_store()
    entry = store["games"][0]
    broken = [{**entry, "id": f"broken-{index}", "game": None} for index in range(25)]
    current = phone.current()
    current["past"] = [current["game"]] * 400
    current["pastIds"] = [current["id"]] * 400
    phone.write({phone.games_key: {**store, "games": [entry, *broken]}, phone.current_key: current})
    phone.reload()
    notice = phone.notice()
    assert said["aside_5"] in notice and said["undo_380"] in notice
    assert said["entries_20"] in phone.aside_text()
    kept = phone.games_store()["aside"]
    assert [json.loads(item["text"])["id"] for item in kept] == [f"broken-{index}" for index in range(5, 25)]
    assert len(phone.current()["past"]) == 20
    phone.reload()  # said once: what was cut is not cut again
    assert phone.page.locator("[data-table-notice]").is_hidden()
    assert len(phone.games_store()["aside"]) == 20


@phone_for_every_game
def test_the_result_can_be_shared_at_once_after_a_reload(phone):
    first, _ = two_games(phone.slug)
    phone.keep_shared(first)
    phone.page.locator("[data-share]:not([hidden])").wait_for(timeout=BOOT_TIMEOUT)
    phone.reload()
    phone.page.locator("[data-share]:not([hidden])").wait_for(timeout=BOOT_TIMEOUT)
    phone.page.locator("[data-share-link]").tap()
    phone.page.wait_for_function("() => document.querySelector('[data-share-url]').value.includes('#g=')")


@pytest.fixture
def any_phone(browser, origin, request):
    slug = request.param
    table = SavedGames(browser, origin, slug, {**LANGS, "skull-king": "es"}[slug])
    yield table
    table.close()


def offered_names(phone, index: int) -> list[str]:
    """The names the set-up's name field `index` offers as it is typed (its datalist's options)."""
    return phone.page.evaluate(
        "(index) => { const input = document.querySelector(`#name-${index}`);"
        " return input.list ? [...input.list.options].map((option) => option.value) : []; }", index)


@pytest.mark.browser
@pytest.mark.parametrize("any_phone", (*SLUGS, "skull-king"), indirect=True)
def test_names_of_the_recent_games_are_offered_as_a_name_is_typed(any_phone):
    phone = any_phone
    assert offered_names(phone, 0) == []  # nothing kept yet: nothing offered
    first, second = two_games(phone.slug)
    text = json.dumps(second).replace(json.dumps(second["players"][0]["name"]),
                                      json.dumps(f"  {first['players'][0]['name'].upper()} "))
    second = json.loads(text)  # its first player is the first game's, typed otherwise
    phone.keep_shared(first)
    phone.keep_shared(second)
    # Newest game first, each player once (as the scorers compare names), as first written.
    expected = []
    for game in (second, first):
        for player in game["players"]:
            name = player["name"].strip()
            if name.lower() not in {known.lower() for known in expected}:
                expected.append(name)
    for index in range(len(first["players"])):
        assert offered_names(phone, index) == expected
    phone.reload()
    assert offered_names(phone, 1) == expected  # still offered the next evening
