"""What the build publishes for the Sushi Go! scorer page's scripts: every message key their code can
name (a t("key") call, a key in a table of keys, a ternary's two keys: every snake_case literal of the
modules that is not a data field of the scorer's answer), declared in French and translated in every
language, with the same placeholders and, for a number, the catalogs' plural forms; no key built at run
time (a key made by joining words is one no catalog may hold). The page's Chromium tests add what the
page asked for and lacked as it ran (messages.mjs keeps it: data-missing-messages)."""
from __future__ import annotations

import html.parser
import json
import pathlib
import re

from scorer.sushi_go import ERROR_CODES, SHARED_CODES, WARNING_CODES
from site_builder.config.site_config import LANGUAGES, SOURCE_LANGUAGE

ROOT = pathlib.Path(__file__).resolve().parents[2]
MODULES = ROOT / "site_builder" / "games" / "sushi_go" / "static"
# The kit's modules that word a round game's results and problems (the rest words the table, whose
# messages are the core's, checked with every game's).
KIT_MODULES = [ROOT / "site_builder" / "static" / "scorer" / "rounds" / name
               for name in ("round-page.mjs", "problem-words.mjs")]
SNAKE = re.compile(r'"([a-z]+(?:_[a-z0-9]+)+)"')
PLACEHOLDER = re.compile(r"\{(\w+)\}")
# Snake_case literals of the modules that are data, not messages: the scorer's codes and the fields
# of its answer the scripts read.
DATA = {*ERROR_CODES, *WARNING_CODES, *SHARED_CODES, "place_points", "all_equal", "tie_break", "hand_size"}
# Messages of numbers and signs around names, with no word to put in the plural.
SAME_EVERYWHERE = {"standing_cell", "nigiri_part", "nigiri_part_wasabi"}


class ScorerAttributes(html.parser.HTMLParser):
    def __init__(self):
        super().__init__()
        self.attributes: dict[str, str] = {}

    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        if attrs.get("id") == "scorer":
            self.attributes = attrs


def page_attributes(built_site, lang: str) -> dict[str, str]:
    parts = ScorerAttributes()
    parts.feed((built_site / lang / "sushi-go" / "score" / "index.html").read_text(encoding="utf-8"))
    return parts.attributes


def page_messages(built_site, lang: str) -> dict:
    return json.loads(page_attributes(built_site, lang)["data-messages"])


def sources() -> dict[str, str]:
    return {path.name: path.read_text(encoding="utf-8") for path in [*MODULES.glob("*.mjs"), *KIT_MODULES]}


def named_keys() -> set[str]:
    return {key for text in sources().values() for key in SNAKE.findall(text)} - DATA


def test_no_message_key_is_built_at_run_time():
    """A key is written whole where it is used: no template literal, no joined string, given to t()."""
    for name, text in sources().items():
        assert not re.search(r"\bt\(\s*`", text), name
        assert not re.search(r"\bt\(\s*[\w.]+\s*\+", text), name
        assert not re.search(r"\bt\([^,()]*\?[^,()]*`", text), name


def test_every_key_the_scripts_name_is_declared_and_translated(built_site):
    messages = {lang: page_messages(built_site, lang) for lang in LANGUAGES}
    used = named_keys()
    assert {"place_most_tied", "place_fewest_tied", "warning_short_round"} <= used
    missing = sorted(key for key in used if key not in messages[SOURCE_LANGUAGE])
    assert not missing, missing
    for lang in LANGUAGES:
        if lang == SOURCE_LANGUAGE:
            continue
        shown_in_french = set(json.loads(page_attributes(built_site, lang)["data-untranslated"]))
        assert not used & shown_in_french, (lang, sorted(used & shown_in_french))
        for key in sorted(used):
            text, source = messages[lang][key], messages[SOURCE_LANGUAGE][key]
            assert isinstance(text, dict) == isinstance(source, dict), (lang, key)
            if isinstance(text, dict):
                assert text["translated"] and len(text["plural"]) == len(source["plural"]), (lang, key)
                text, source = " ".join(text["forms"]), " ".join(source["forms"])
            assert set(PLACEHOLDER.findall(text)) == set(PLACEHOLDER.findall(source)), (lang, key)


def test_a_message_holding_a_count_of_things_has_plural_forms(built_site):
    """Every message whose {count} counts cards, icons, rounds or problems takes the catalog's plural."""
    messages = page_messages(built_site, SOURCE_LANGUAGE)
    counted = [key for key in named_keys() if "{count}" in json.dumps(messages[key], ensure_ascii=False)]
    assert {"warning_short_round", "hand_full", "pudding_pending", "error_deck_round"} <= set(counted)
    flat = [key for key in counted if not isinstance(messages[key], dict) and key not in SAME_EVERYWHERE]
    assert not flat, flat
