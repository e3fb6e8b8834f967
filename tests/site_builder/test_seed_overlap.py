"""No rules page or player aid, in any language, shares a run of eight words or more with the documents
the project started from (`../shared/seeds/`, read at test time, never copied here), nor with the
rulebooks and reviews the facts files quote (`../shared/*-facts.md`: Skull King's quotes the most): neither
its sources (the French Markdown and each catalog's translations of its messages) nor the built pages'
text. A copied sentence planted in a throw-away copy of the sources is reported at its file and line, with
the run and the seed (or the facts file's line)."""
from __future__ import annotations

import pathlib

import pytest
from seed_overlap import (
    RUN_LENGTH,
    Passage,
    Quotations,
    Seeds,
    aid_files,
    page_passages,
    quotations,
    rules_files,
    rules_passages,
    words,
)
from shared_files import shared_path
from site_helpers import ROOT, copy_sources, edit_catalog, line_of, msgid_line

from site_builder.config.site_config import LANGUAGES, SOURCE_LANGUAGE

SEEDS = shared_path("seeds")
SHARED = SEEDS.parent


@pytest.fixture(scope="module")
def seeds() -> Seeds:
    return Seeds(SEEDS)  # fails (never skips) when ../shared/seeds/ is missing


def seed_sentence(seeds: Seeds, name_start: str, least: int = 12) -> tuple[str, str]:
    """(a line of a seed with at least `least` words, its `seeds/<file>:<line>`), read now."""
    for path in seeds.files:
        if not path.name.startswith(name_start):
            continue
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1):
            if len(words(line)) >= least:
                return line.strip(), f"seeds/{path.name}:{number}"
    raise AssertionError(f"no seed line of {least} words in a seed named {name_start}*")


def report(runs) -> str:
    return "\n".join(str(run) for run in runs)


def test_the_seeds_are_read(seeds):
    assert len(seeds.files) >= 5
    assert len(seeds.runs) > 1000


def test_words_ignore_case_punctuation_and_spacing_and_keep_numbers():
    assert words("L’Espèce,  l'ESPÈCE\u202f: +2 points (4 × 2)!") == [
        "l", "espèce", "l", "espèce", "2", "points", "4", "2"]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_no_rules_source_shares_a_run_of_eight_words_with_a_seed(seeds, lang):
    files = rules_files(ROOT)
    assert len(files) >= 2
    runs = [run for path in files
            for run in seeds.shared_runs(rules_passages(ROOT, path, lang, SOURCE_LANGUAGE))]
    assert runs == [], f"runs of {RUN_LENGTH}+ words shared with a seed:\n{report(runs)}"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_no_player_aid_source_shares_a_run_of_eight_words_with_a_seed(seeds, lang):
    files = aid_files(ROOT)
    assert len(files) >= 2
    runs = [run for path in files
            for run in seeds.shared_runs(rules_passages(ROOT, path, lang, SOURCE_LANGUAGE))]
    assert runs == [], f"runs of {RUN_LENGTH}+ words shared with a seed:\n{report(runs)}"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_no_built_player_aid_shares_a_run_of_eight_words_with_a_seed(seeds, built_site, lang):
    pages = [built_site / lang / path.parent.name / "aid" / "index.html" for path in aid_files(ROOT)]
    assert len(pages) >= 2 and all(page.is_file() for page in pages), pages
    runs = []
    for page in pages:
        passages = page_passages(page, page.relative_to(built_site).as_posix())
        assert len(passages) > 40, page
        runs += seeds.shared_runs(passages)
    assert runs == [], f"runs of {RUN_LENGTH}+ words shared with a seed:\n{report(runs)}"


def test_a_copied_sentence_planted_in_an_aid_is_reported_at_its_line(seeds, tmp_path):
    root = copy_sources(tmp_path / "repo")
    aid = root / "content" / "lost-cities" / "aid.md"
    sentence, seed_place = seed_sentence(seeds, "003")
    line = plant(aid, f"Rappel : {sentence}", after="## Fin de manche")
    runs = [run for path in aid_files(root) for run in seeds.shared_runs(
        rules_passages(root, path, SOURCE_LANGUAGE, SOURCE_LANGUAGE))]
    assert [run.where for run in runs] == [f"content/lost-cities/aid.md:{line}"], report(runs)
    assert runs[0].seed == seed_place


@pytest.mark.parametrize("lang", LANGUAGES)
def test_no_built_rules_page_shares_a_run_of_eight_words_with_a_seed(seeds, built_site, lang):
    pages = [built_site / lang / path.parent.name / "index.html" for path in rules_files(ROOT)]
    assert pages and all(page.is_file() for page in pages), pages
    runs = []
    for page in pages:
        passages = page_passages(page, page.relative_to(built_site).as_posix())
        assert len(passages) > 100, page
        runs += seeds.shared_runs(passages)
    assert runs == [], f"runs of {RUN_LENGTH}+ words shared with a seed:\n{report(runs)}"


def plant(rules: pathlib.Path, paragraph: str, after: str) -> int:
    """Put `paragraph` as a paragraph of its own after the line holding `after`; its line."""
    lines = rules.read_text(encoding="utf-8").splitlines()
    index = line_of(rules, after)
    lines[index:index] = ["", paragraph]
    rules.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return index + 2


def test_a_copied_sentence_planted_in_the_french_is_reported_at_its_line(seeds, tmp_path):
    root = copy_sources(tmp_path / "repo")
    rules = root / "content" / "arboretum" / "rules.md"
    sentence, seed_place = seed_sentence(seeds, "000")
    line = plant(rules, f"Comme on dit : {sentence}", after="## Les chemins")
    runs = [run for path in rules_files(root) for run in seeds.shared_runs(
        rules_passages(root, path, SOURCE_LANGUAGE, SOURCE_LANGUAGE))]
    assert len(runs) == 1, report(runs)
    (run,) = runs
    assert run.where == f"content/arboretum/rules.md:{line}"
    assert run.seed == seed_place
    assert list(run.words) == words(sentence)
    assert str(run).startswith(f"content/arboretum/rules.md:{line}: {len(words(sentence))} words shared with "
                               f"{seed_place}: «")


def test_a_copied_sentence_in_a_translation_is_reported_with_its_catalog_line(seeds, tmp_path):
    root = copy_sources(tmp_path / "repo")
    sentence, seed_place = seed_sentence(seeds, "004")  # the Spanish/English page
    catalog = root / "locales" / "en" / "LC_MESSAGES" / "messages.po"
    rules = root / "content" / "arboretum" / "rules.md"
    source = next(text for text in rules.read_text(encoding="utf-8").splitlines()
                  if text.startswith("Les cartes qui restent"))

    def copy_it(found):
        found.get(source).string = f"In short: {sentence}"
    edit_catalog(catalog, "en", copy_it)
    runs = seeds.shared_runs(rules_passages(root, rules, "en", SOURCE_LANGUAGE))
    assert len(runs) == 1, report(runs)
    (run,) = runs
    md_line, po_line = line_of(rules, source), msgid_line(catalog, source)
    catalog_place = f"locales/en/LC_MESSAGES/messages.po:{po_line}"
    assert run.where == f"content/arboretum/rules.md:{md_line} (en: {catalog_place})"
    assert run.seed == seed_place
    assert list(run.words) == words(sentence)
    assert seeds.shared_runs(rules_passages(root, rules, "es", SOURCE_LANGUAGE)) == []


def test_a_run_across_a_heading_and_its_paragraph_is_found(seeds, tmp_path):
    root = copy_sources(tmp_path / "repo")
    rules = root / "content" / "lost-cities" / "rules.md"
    sentence, seed_place = seed_sentence(seeds, "003")
    first = sentence.split()
    half = len(first) // 2
    heading = "Planté : " + " ".join(first[:half])  # "Planté" is no seed's word: the run starts after it
    lines = rules.read_text(encoding="utf-8").splitlines()
    at = lines.index("## Questions fréquentes {#faq}")
    lines[at:at] = [f"## {heading} {{#planted}}", "", " ".join(first[half:]), ""]
    rules.write_text("\n".join(lines) + "\n", encoding="utf-8")
    runs = seeds.shared_runs(rules_passages(root, rules, SOURCE_LANGUAGE, SOURCE_LANGUAGE))
    assert [run.where for run in runs] == [f"content/lost-cities/rules.md:{at + 1}"], report(runs)
    assert runs[0].seed == seed_place
    assert list(runs[0].words) == words(sentence)


def test_seven_shared_words_are_not_a_run(seeds):
    sentence, _place = seed_sentence(seeds, "001")
    seven = " ".join(words(sentence)[:RUN_LENGTH - 1])
    assert seeds.shared_runs([Passage("a.md:1", f"Zzz {seven} zzz.")]) == []
    eight = " ".join(words(sentence)[:RUN_LENGTH])
    assert [run.where for run in seeds.shared_runs([Passage("a.md:1", "Zzz"), Passage("a.md:2", eight)])] == [
        "a.md:2"]


def test_the_text_of_a_built_page_is_read_with_its_lines_and_without_scripts(tmp_path):
    page = tmp_path / "index.html"
    page.write_text("<html><head><title>Hidden title</title></head>\n<body><p>One two</p>\n"
                    "<script>var x = 'no';</script>\n<h2>Three</h2></body></html>\n", encoding="utf-8")
    assert page_passages(page, "fr/x/index.html") == [
        Passage("fr/x/index.html:2", "One two"), Passage("fr/x/index.html:4", "Three")]


def test_a_seed_sentence_copied_with_other_numbers_is_still_a_copy(seeds):
    """Numbers alone do not make a sentence one's own: twelve words of a seed with a number put after
    every third one share no run of eight as written, and are found with the numbers left out."""
    seed_words = next(found for path in seeds.files for line in path.read_text(encoding="utf-8").splitlines()
                      if len(found := [word for word in words(line) if not word.isdigit()]) >= 12)[:12]
    planted = " ".join(f"{word} 7" if index % 3 == 2 else word for index, word in enumerate(seed_words))
    found = seeds.shared_runs([Passage("planted.md:1", planted)])
    assert [run.words for run in found] == [tuple(seed_words)]
    assert found[0].where == "planted.md:1"


@pytest.fixture(scope="module")
def quoted() -> Quotations:
    return Quotations(SHARED)  # fails (never skips) when ../shared/ holds no facts file


def test_the_facts_files_quotations_are_read(quoted):
    assert any(path.name == "skull-king-facts.md" for path in quoted.files)
    skull_king = quotations(SHARED / "skull-king-facts.md")
    assert len(skull_king) >= 20
    texts = [passage.text for passage in skull_king]
    assert "10 points times the number of cards dealt that round" in texts
    assert "vous ne gagnez des points que si vous misez correctement" in texts  # French quotations too
    assert all("|" not in text for text in texts)  # never a span across a table's cells
    assert len(quoted.runs) > 100


def test_a_run_never_joins_two_quotations(quoted):
    first, second = (passage.text for passage in quotations(SHARED / "skull-king-facts.md")[:2])
    joined = " ".join(words(first)[-4:] + words(second)[:4])
    assert quoted.shared_runs([Passage("a.md:1", joined)]) == []


def sources(root, lang: str) -> list[Passage]:
    return [passage for path in [*rules_files(root), *aid_files(root)]
            for passage in rules_passages(root, path, lang, SOURCE_LANGUAGE)]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_no_rules_or_aid_source_shares_a_run_of_eight_words_with_a_facts_quotation(quoted, lang):
    files = [*rules_files(ROOT), *aid_files(ROOT)]
    assert ROOT / "content" / "skull-king" / "rules.md" in files
    runs = [run for path in files
            for run in quoted.shared_runs(rules_passages(ROOT, path, lang, SOURCE_LANGUAGE))]
    assert runs == [], f"runs of {RUN_LENGTH}+ words shared with a facts file's quotation:\n{report(runs)}"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_no_built_page_shares_a_run_of_eight_words_with_a_facts_quotation(quoted, built_site, lang):
    pages = [built_site / lang / path.parent.name / "index.html" for path in rules_files(ROOT)]
    pages += [built_site / lang / path.parent.name / "aid" / "index.html" for path in aid_files(ROOT)]
    assert built_site / lang / "skull-king" / "index.html" in pages and all(page.is_file() for page in pages)
    runs = [run for page in pages
            for run in quoted.shared_runs(page_passages(page, page.relative_to(built_site).as_posix()))]
    assert runs == [], f"runs of {RUN_LENGTH}+ words shared with a facts file's quotation:\n{report(runs)}"


def test_a_quotation_copied_into_the_skull_king_rules_is_reported_at_its_line(quoted, tmp_path):
    root = copy_sources(tmp_path / "repo")
    rules = root / "content" / "skull-king" / "rules.md"
    quote = next(passage for passage in quotations(SHARED / "skull-king-facts.md")
                 if passage.text.startswith("vous ne gagnez des points"))
    line = plant(rules, f"Le livret le dit : {quote.text}.", after="## Le décompte des points")
    runs = quoted.shared_runs(rules_passages(root, rules, SOURCE_LANGUAGE, SOURCE_LANGUAGE))
    assert [run.where for run in runs] == [f"content/skull-king/rules.md:{line}"], report(runs)
    assert runs[0].seed == quote.where and runs[0].seed.startswith("skull-king-facts.md:")
    assert list(runs[0].words) == words(quote.text)


def test_a_quotation_copied_into_a_translation_is_reported_with_its_catalog_line(quoted, tmp_path):
    root = copy_sources(tmp_path / "repo")
    quote = next(passage for passage in quotations(SHARED / "skull-king-facts.md")
                 if passage.text.startswith("ensure that each player"))
    catalog = root / "locales" / "en" / "LC_MESSAGES" / "messages.po"
    rules = root / "content" / "skull-king" / "rules.md"
    source = next(text for text in rules.read_text(encoding="utf-8").splitlines()
                  if text.startswith("À 7 joueurs, la dernière manche"))

    def copy_it(found):
        found.get(source).string = f"At 8 players, {quote.text}."
    edit_catalog(catalog, "en", copy_it)
    runs = quoted.shared_runs(rules_passages(root, rules, "en", SOURCE_LANGUAGE))
    assert len(runs) == 1, report(runs)
    md_line, po_line = line_of(rules, source), msgid_line(catalog, source)
    catalog_place = f"locales/en/LC_MESSAGES/messages.po:{po_line}"
    assert runs[0].where == f"content/skull-king/rules.md:{md_line} (en: {catalog_place})"
    assert runs[0].seed == quote.where
