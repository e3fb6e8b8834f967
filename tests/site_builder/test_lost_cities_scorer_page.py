"""What the build publishes for the Lost Cities scorer page: the page in every language, its words
complete (data-messages: every key the scripts name, translated, placeholders kept), every scorer
problem code worded, its facts written from scorer.lost_cities, its own wheel, and no inline script."""
from __future__ import annotations

import html.parser
import io
import json
import pathlib
import re
import zipfile

import pytest

from scorer.lost_cities import COLOURS, ERROR_CODES, LONG_GAME_COLOURS, MAX_WAGERS, VALUES, WARNING_CODES
from site_builder.config.site_config import LANGUAGES, SOURCE_LANGUAGE

ROOT = pathlib.Path(__file__).resolve().parents[2]
MODULES = ROOT / "site_builder" / "games" / "lost_cities" / "static"
KIT_MODULES = ROOT / "site_builder" / "static" / "scorer"
PLACEHOLDER = re.compile(r"\{(\w+)\}")
# names and symbols, the same in every language
SAME_EVERYWHERE = {
    "card_value", "totals_total", "game_name", "player_points", "picture_title", "picture_total",
}


class PageParts(html.parser.HTMLParser):
    def __init__(self):
        super().__init__()
        self.scripts: list[dict] = []
        self.attributes: dict[str, str] = {}

    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        if tag == "script":
            self.scripts.append(attrs)
        if attrs.get("id") == "scorer":
            self.attributes = attrs


def page_parts(built_site, lang: str) -> PageParts:
    parts = PageParts()
    parts.feed((built_site / lang / "lost-cities" / "score" / "index.html").read_text(encoding="utf-8"))
    return parts


def js_message_keys() -> set[str]:
    """Message keys the scripts name: t("key") and t(`prefix_${...}`) prefixes (as "prefix_*")."""
    keys = set()
    for path in MODULES.glob("*.mjs"):
        text = path.read_text(encoding="utf-8")
        keys.update(re.findall(r'\bt\(\s*"([a-z_]+)"', text))
        keys.update(f"{prefix}*" for prefix in re.findall(r"\bt\(\s*`([a-z_]+_)\$\{", text))
        keys.update(re.findall(r'\?\s*"([a-z]+_[a-z_]+)"\s*:\s*"[a-z]+_[a-z_]+"', text))
        keys.update(re.findall(r'\?\s*"[a-z]+_[a-z_]+"\s*:\s*"([a-z]+_[a-z_]+)"', text))
    return keys


@pytest.mark.parametrize("lang", LANGUAGES)
def test_page_exists_with_no_inline_script(built_site, lang):
    parts = page_parts(built_site, lang)
    assert parts.scripts and all(script.get("src") for script in parts.scripts)
    boot = next(script for script in parts.scripts if "data-scorer-worker" in script)
    assert boot["data-python-module"] == "scorer.lost_cities"
    assert (built_site / boot["data-wheel"].lstrip("/")).is_file()
    assert boot["data-wheel"].split("/")[-1].startswith("marquoir_scorer_lost_cities-")


def test_page_words_are_complete_in_every_language(built_site):
    attributes = {lang: page_parts(built_site, lang).attributes for lang in LANGUAGES}
    messages = {lang: json.loads(attributes[lang]["data-messages"]) for lang in LANGUAGES}
    colours = {lang: json.loads(attributes[lang]["data-terms"]) for lang in LANGUAGES}
    used = js_message_keys()
    assert len(used) > 30
    for key in used:
        if key.endswith("*"):
            assert any(name.startswith(key[:-1]) for name in messages["fr"]), key
        else:
            assert key in messages["fr"], key
    translations = [lang for lang in LANGUAGES if lang != SOURCE_LANGUAGE]
    for lang in translations:
        assert set(messages[lang]) == set(messages["fr"])
        for key, text in messages[lang].items():
            source = messages["fr"][key]
            if isinstance(text, dict):  # the kit's plural messages: every form, and the form of each n
                assert len(text["plural"]) == len(source["plural"]) and text["translated"], (lang, key)
                text, source = " ".join(text["forms"]), " ".join(source["forms"])
            assert set(PLACEHOLDER.findall(text)) == set(PLACEHOLDER.findall(source)), (lang, key)
            if key not in SAME_EVERYWHERE:
                assert text != source, f"{lang}: {key} is not translated"
        assert [c["id"] for c in colours[lang]] == list(LONG_GAME_COLOURS)
    assert [c["name"] for c in colours["fr"]][0] == "Jaune"
    assert [c["name"] for c in colours["en"]][-1] == "Purple"
    assert [c["name"] for c in colours["es"]][1] == "Azul"


def test_every_scorer_problem_is_worded_by_the_page():
    """The game's own codes in its problems.mjs, the shared ones by the kit's problem-words.mjs."""
    text = (MODULES / "problems.mjs").read_text(encoding="utf-8")
    block = re.search(r"const DESCRIPTIONS = \{(.*?)\n\};", text, flags=re.S).group(1)
    worded = set(re.findall(r"^  (\w+):", block, flags=re.M))
    assert "...sharedDescriptions(placeText)," in block
    kit = (KIT_MODULES / "rounds" / "problem-words.mjs").read_text(encoding="utf-8")
    shared = re.search(r"function sharedDescriptions\(placeText\) \{\n  return \{(.*?)\n  \};", kit, re.S)
    worded |= set(re.findall(r"^    (\w+):", shared.group(1), flags=re.M))
    codes = set(ERROR_CODES) | set(WARNING_CODES)
    assert codes <= worded, codes - worded
    # Beyond the game's codes, only the kit's shared ones (the scorer's failures: file_too_large...).
    assert worded - codes <= set(re.findall(r"^    (\w+):", shared.group(1), flags=re.M))


def test_facts_are_written_from_the_scorer(built_site):
    (facts,) = (built_site / "assets" / "lost-cities").glob("facts.*.mjs")
    data = json.loads(facts.read_text(encoding="utf-8").split("export default ", 1)[1].rstrip().rstrip(";"))
    assert data["colours"] == list(COLOURS)
    assert data["longGameColours"] == list(LONG_GAME_COLOURS)
    assert data["values"] == list(VALUES)
    assert data["maxWagers"] == MAX_WAGERS
    assert data["players"] == 2 and data["defaultRounds"] == 3
    for path in MODULES.glob("*.mjs"):  # no rule restated in the scripts
        source = re.sub(r"/\*.*?\*/|//.*", "", path.read_text(encoding="utf-8"), flags=re.S)
        assert not re.search(r"\b20\b|yellow|\b10\b", source), path.name


def test_the_wheel_holds_lost_cities_alone(built_site):
    (wheel,) = built_site.glob("scorer/*/marquoir_scorer_lost_cities-*.whl")
    names = zipfile.ZipFile(io.BytesIO(wheel.read_bytes())).namelist()
    package = {name for name in names if name.startswith("scorer/")}
    assert "scorer/__init__.pyc" in package and "scorer/lost_cities/game.pyc" in package
    assert not any(name.startswith("scorer/arboretum/") for name in package)
