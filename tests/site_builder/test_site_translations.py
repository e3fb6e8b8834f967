"""Catalogs: a broken translation fails the strict build naming the catalog and line; untranslated text
shows in French with lang="fr"; stats; catalogs rewritten only when their messages change."""
from __future__ import annotations

import pathlib

import pytest
from babel.messages.catalog import Catalog, Message
from site_helpers import copy_sources, edit_catalog, line_of, msgstr_line

from site_builder.commands.build import build_site
from site_builder.commands.i18n import catalog_stats, stats_of, update_catalogs
from site_builder.config.site_config import SiteConfig
from site_builder.exceptions import BuildError
from site_builder.translations.checks import check_message


@pytest.fixture
def repo(tmp_path) -> pathlib.Path:
    return copy_sources(tmp_path / "repo")


def en_catalog(root: pathlib.Path) -> pathlib.Path:
    return root / "locales" / "en" / "LC_MESSAGES" / "messages.po"


def first_message(catalog, predicate) -> Message:
    return next(m for m in catalog if m.id and isinstance(m.id, str) and predicate(m))


def break_translations(path: pathlib.Path) -> dict[str, str]:
    """Give three messages a wrong English translation; return {problem: msgid}."""
    chosen = {}

    def edit(catalog):
        link = first_message(catalog, lambda m: "](#" in m.id)
        start = link.id.index("](#") + 3
        end = link.id.index(")", start)
        link.string = link.id[:start] + "elsewhere" + link.id[end:]
        link.flags.discard("fuzzy")
        chosen["link target changed"] = link.id
        placeholder = first_message(catalog, lambda m: "%(date)s" in m.id)
        placeholder.string = "Rules reviewed recently"
        placeholder.flags.discard("fuzzy")
        chosen["placeholders changed"] = placeholder.id
        plain = first_message(catalog, lambda m: m.id == "Sommaire")
        plain.string = "Contents<script>alert(1)</script>"
        chosen["raw HTML added"] = plain.id

    edit_catalog(path, "en", edit)
    return chosen


def test_broken_translations_fail_the_strict_build_naming_catalog_and_line(repo, tmp_path):
    catalog = en_catalog(repo)
    chosen = break_translations(catalog)
    with pytest.raises(BuildError) as failure:
        build_site(output_dir=tmp_path / "site", root=repo, strict=True, quiet=True)
    problems = failure.value.lines
    for problem, msgid in chosen.items():
        line = msgstr_line(catalog, msgid)  # the msgstr's line, as msgfmt gives it
        expected = f"locales/en/LC_MESSAGES/messages.po:{line}: {problem}"
        assert any(expected in p for p in problems), (expected, problems[:10])
    assert not (tmp_path / "site").exists()


def test_catalogs_can_be_read_from_another_folder(repo, tmp_path):
    """Build functions take the catalogs' folder as a parameter: the repository's stay untouched."""
    locales = tmp_path / "other-locales"
    (repo / "locales").rename(locales)
    break_translations(locales / "en" / "LC_MESSAGES" / "messages.po")
    with pytest.raises(BuildError) as failure:
        build_site(output_dir=tmp_path / "site", root=repo, locales_dir=locales, strict=True, quiet=True)
    assert any(str(locales / "en" / "LC_MESSAGES" / "messages.po") + ":" in p and "link target changed" in p
               for p in failure.value.lines)
    # Not strict: the same problems are warnings, and the site is written.
    report = build_site(output_dir=tmp_path / "site", root=repo, locales_dir=locales, quiet=True)
    assert any("raw HTML added" in w for w in report.warning_lines)
    html = (tmp_path / "site" / "en" / "arboretum" / "index.html").read_text(encoding="utf-8")
    assert "<script>alert" not in html


def test_a_fuzzy_translation_is_shown_in_french_and_fails_strict(repo, tmp_path):
    catalog = en_catalog(repo)
    chosen = {}

    def edit(cat):
        message = first_message(cat, lambda m: m.id == "Sommaire")
        message.string = "Contents"
        message.flags.add("fuzzy")
        chosen["message"] = message

    edit_catalog(catalog, "en", edit)
    report = build_site(output_dir=tmp_path / "site", root=repo, quiet=True)
    line = line_of(catalog, 'msgid "Sommaire"')
    assert f"locales/en/LC_MESSAGES/messages.po:{line}: fuzzy translation: 'Sommaire' (its French changed: " \
        "review the translation, then remove the `fuzzy` flag)" in report.warning_lines
    html = (tmp_path / "site" / "en" / "arboretum" / "index.html").read_text(encoding="utf-8")
    assert ">Sommaire<" in html and ">Contents<" not in html
    with pytest.raises(BuildError):
        build_site(output_dir=tmp_path / "strict", root=repo, strict=True, quiet=True)


def test_untranslated_content_shows_the_french_text_marked_lang_fr(repo, tmp_path):
    catalog = en_catalog(repo)
    chosen = {}

    def edit(cat):
        heading = first_message(cat, lambda m: any("heading" in c for c in m.auto_comments)
                                and ("content/arboretum/rules.md", None) in m.locations)
        heading.string = ""
        chosen["heading"] = heading.id
        for message in cat:  # every other message translated, so the page is not 100 %
            if message.id and message is not heading and not message.string:
                message.string = message.id if isinstance(message.id, str) else (message.id[0], message.id[1])
            message.flags.discard("fuzzy")

    edit_catalog(catalog, "en", edit)
    build_site(output_dir=tmp_path / "site", root=repo, quiet=True)
    html = (tmp_path / "site" / "en" / "arboretum" / "index.html").read_text(encoding="utf-8")
    assert '<h2 lang="fr" id=' in html and f">{chosen['heading']}</h2>" in html
    completion = html[html.index('class="completion"'):].split("</p>")[0]
    assert "This page is 9" in completion and "100" not in completion  # per page, said so
    other = (tmp_path / "site" / "en" / "index.html").read_text(encoding="utf-8")
    assert 'class="completion"' not in other  # a wholly translated page says nothing of it


def test_stats_do_not_count_fuzzy_as_translated():
    catalog = Catalog(locale="en")
    catalog.add("un", "one")
    catalog.add("deux", "two", flags=["fuzzy"])
    catalog.add("trois", "")
    catalog.add(("%(n)s pomme", "%(n)s pommes"), ("%(n)s apple", ""))
    stats = stats_of("en", catalog)
    assert (stats.translated, stats.fuzzy, stats.untranslated, stats.total) == (1, 1, 2, 4)


def test_stats_of_the_repository_cover_each_translation():
    stats = {line.lang: line for line in catalog_stats(SiteConfig())}
    assert sorted(stats) == sorted(SiteConfig().translations)
    for line in stats.values():
        assert line.total > 100
        assert line.translated + line.fuzzy + line.untranslated == line.total


def test_catalogs_are_rewritten_only_when_their_messages_change(repo):
    config = SiteConfig(root=repo)
    files = [config.template_path] + [config.catalog_path(lang) for lang in config.languages]
    update_catalogs(config)  # settle the copy (same sources: nothing should change)
    before = {path: path.read_bytes() for path in files}
    report = update_catalogs(config)
    assert all(line.endswith("unchanged") for line in report), report
    assert {path: path.read_bytes() for path in files} == before

    index = repo / "content" / "index.md"
    index.write_text(index.read_text(encoding="utf-8") + "\nUn paragraphe tout neuf.\n", encoding="utf-8")
    report = update_catalogs(config)
    assert not any(line.endswith("unchanged") for line in report), report
    for path in files:
        assert "Un paragraphe tout neuf." in path.read_text(encoding="utf-8")
    en = config.catalog_path("en").read_text(encoding="utf-8")
    translated_before = before[config.catalog_path("en")].decode().count('msgstr "Contents"')
    assert en.count('msgstr "Contents"') == translated_before == 1


def test_a_new_language_needs_only_its_catalog_and_one_config_line(repo, tmp_path):
    assert "de" not in SiteConfig().languages
    config = SiteConfig(root=repo, languages=SiteConfig().languages + ("de",))
    update_catalogs(config)
    assert config.catalog_path("de").exists()
    build_site(output_dir=tmp_path / "site", config=config, quiet=True)
    html = (tmp_path / "site" / "de" / "arboretum" / "index.html").read_text(encoding="utf-8")
    assert '<html lang="de">' in html and 'hreflang="de"' in html and ">Deutsch<" in html
    assert "Übersetzung" not in html and "Aperçu\u00a0: cette page est traduite" in html  # French for now


@pytest.mark.parametrize(
    ("source", "translation", "problem"),
    [
        ("Voir [les chemins](#chemins).", "See [paths](#paths).", "link target changed"),
        ("Voir [le score](score/).", "See [the scorer](score/).", None),
        ("Règles relues le %(date)s", "Reviewed", "placeholders changed"),
        ("{place} : inconnu", "{where}: unknown", "placeholders changed"),
        ("Un *mot* et `code`", "A word and `code`", "number of emphasis spans changed"),
        ("Un **mot**", "A **word**", None),
        ("Un `code`", "A code", "number of code spans changed"),
        ("Sommaire", "Contents <script>x()</script>", "raw HTML added"),
        ("Sommaire", "Contents <b>bold</b>", "raw HTML added"),
    ],
)
def test_translation_check_of_one_message(source, translation, problem):
    problems = check_message(Message(source, translation))
    if problem is None:
        assert problems == []
    else:
        assert any(p.startswith(problem) for p in problems), problems


def test_a_message_missing_from_the_catalogs_shows_in_french_and_fails_strict(repo, tmp_path):
    index = repo / "content" / "index.md"
    index.write_text(index.read_text(encoding="utf-8") + "\nUne phrase que personne n’a extraite.\n")
    report = build_site(output_dir=tmp_path / "site", root=repo, quiet=True)
    assert any("locales/en/LC_MESSAGES/messages.po: not in the catalog" in w and "personne" in w
               for w in report.warning_lines)
    html = (tmp_path / "site" / "en" / "index.html").read_text(encoding="utf-8")
    assert '<p lang="fr">Une phrase que personne n’a extraite.</p>' in html
    with pytest.raises(BuildError):
        build_site(output_dir=tmp_path / "strict", root=repo, strict=True, quiet=True)


def test_the_source_language_pages_mark_nothing_as_untranslated(built_site):
    for path in ("fr/index.html", "fr/arboretum/index.html"):
        html = (built_site / path).read_text(encoding="utf-8")
        assert html.count(' lang="fr"') == 2  # <html lang="fr"> and the switcher's own link
        assert 'class="completion"' not in html


def test_i18n_commands(repo, capsys):
    from site_builder.commands.cli import main

    assert main(["--root", str(repo), "i18n", "stats"]) == 0
    table = capsys.readouterr().out.splitlines()
    assert table[0].split() == ["language", "translated", "fuzzy", "untranslated", "total", "done"]
    assert [row.split()[0] for row in table[1:]] == list(SiteConfig().translations)
    assert main(["--root", str(repo), "i18n", "check"]) == 0
    break_translations(en_catalog(repo))
    assert main(["--root", str(repo), "i18n", "check"]) == 1
    assert "locales/en/LC_MESSAGES/messages.po:" in capsys.readouterr().err
    assert main(["--root", str(repo), "i18n", "update"]) == 0
    capsys.readouterr()
    assert main(["--root", str(repo), "i18n", "update"]) == 0
    assert capsys.readouterr().out.count(": unchanged") == 1 + len(SiteConfig().languages)  # and the .pot
