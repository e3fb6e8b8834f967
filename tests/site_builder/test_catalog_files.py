"""Catalog files every gettext tool accepts: broken catalogs refused with `file:line: what is wrong`,
previous msgids that msgfmt reads, committed catalogs exactly what `i18n update` writes, and an edit of
one paragraph changing only that message's entries."""
from __future__ import annotations

import difflib
import pathlib
import re
import shutil
import subprocess
import sys

import pytest
from babel.messages.catalog import Catalog
from site_helpers import ROOT, copy_sources, msgid_line, msgstr_line

from site_builder.commands.build import build_site
from site_builder.commands.i18n import update_catalogs
from site_builder.config.site_config import SiteConfig
from site_builder.exceptions import BuildError, CatalogError
from site_builder.translations.po_files import read_catalog, render_catalog
from site_builder.translations.po_syntax import scan_po

TRANSLATIONS = SiteConfig().translations
HEADER = 'msgid ""\nmsgstr ""\n"Language: es\\n"\n"Plural-Forms: nplurals=3; plural=(n == 1 ? 0 : 2);\\n"\n\n'


def msgfmt_check(path: pathlib.Path) -> subprocess.CompletedProcess:
    msgfmt = shutil.which("msgfmt")
    if msgfmt is None:
        pytest.fail("GNU msgfmt is missing: `./dev test` installs it (Debian package gettext)")
    return subprocess.run([msgfmt, "--check", "-o", "/dev/null", str(path)], capture_output=True, text=True)


def all_files(config: SiteConfig) -> list[pathlib.Path]:
    return [config.template_path] + [config.catalog_path(lang) for lang in config.languages]


@pytest.mark.parametrize(
    ("body", "line", "problem"),
    [
        ('msgid "Sommaire"\nmsgstr "Contents\n', 8,
         "unterminated string: no closing quote at the end of line 7"),
        ('msgid "Sommaire"\nmsgstr "Contents', 7,
         "unterminated string: no closing quote before the end of the file"),
        ('msgid "Sommaire"\nmsgstr ""\n"Con" "tents"\n', 8, "text after the closing quote"),
        ('msgid "a"\nmsgstr "b"\n\nmsgid "a"\nmsgstr "c"\n', 9,
         "duplicate message: msgid 'a' is already defined, its msgstr on line 7"),
        ('msgid "un"\nmsgid_plural "des"\nmsgstr[0] "one"\nmsgstr[1] "many"\n', 8,
         "too few plural forms: msgstr[2]"),
        ('msgid "un"\nmsgid_plural "des"\nmsgstr[0] "a"\nmsgstr[1] "b"\nmsgstr[2] "c"\nmsgstr[3] "d"\n', 8,
         "too many plural forms: msgstr[3], Plural-Forms says nplurals=3"),
        ('msgid "un"\nmsgstr[0] "a"\n', 6, "msgstr[0] in a message without msgid_plural"),
        ('msgid "un"\n\nmsgid "deux"\nmsgstr "b"\n', 6, "msgid without msgstr"),
        ('#, fuzzy\n#| msgid "une "\n#| longue phrase"\nmsgid "un"\nmsgstr "a"\n', 8, "previous msgid (#|)"),
        ('msgid "a\\q"\nmsgstr "b"\n', 6, "unknown escape sequence"),
        ('msgstr "b"\n', 6, "msgstr without msgid"),
    ],
)
def test_the_scanner_names_the_line_of_each_problem(body, line, problem):
    problems = scan_po(HEADER + body, "x.po").problems
    assert any(p.path == "x.po" and p.line == line and p.text.startswith(problem) for p in problems), problems


MSGFMT_HEADER = ('msgid ""\nmsgstr ""\n"Content-Type: text/plain; charset=UTF-8\\n"\n'
                 '"Plural-Forms: nplurals=2; plural=(n != 1);\\n"\n\nmsgid "Sommaire"\nmsgstr "Contents"\n\n')
# One broken catalog per kind of problem: the header above (lines 1-8), then the body.
BROKEN_CATALOGS = {
    "unterminated msgstr": 'msgid "Règles"\nmsgstr "Rules\n\nmsgid "Fin"\nmsgstr "End"\n',
    "unterminated msgid": 'msgid "Cassé\nmsgstr "Broken"\n',
    "unterminated continuation": 'msgid "Règles"\nmsgstr ""\n"Ru\n"les"\n',
    "unterminated at the end of the file": 'msgid "Règles"\nmsgstr "Rules',
    "unterminated obsolete entry": '#~ msgid "Règles\n#~ msgstr "Rules"\n',
    "unterminated previous msgid": '#, fuzzy\n#| msgid "Règle\nmsgid "Règles"\nmsgstr "Rules"\n',
    "text after the closing quote": 'msgid "Règles"\nmsgstr "Rules" x\n',
    "unknown escape": 'msgid "Règles"\nmsgstr "Ru\\qles"\n',
    "unknown keyword": 'msgid "Règles"\nmsgtsr "Rules"\n',
    "msgid without msgstr": 'msgid "Règles"\n\nmsgid "Fin"\nmsgstr "End"\n',
    "duplicate msgid": ('msgid "Fin"\nmsgstr "End"\n\nmsgid "Règles"\nmsgstr "Rules"\n\n'
                        'msgid "Fin"\nmsgstr "The end"\n'),
    "duplicate with msgctxt": ('#, fuzzy\nmsgctxt "species"\nmsgid "Chêne"\nmsgstr ""\n"Oak"\n\n'
                               'msgctxt "species"\nmsgid "Chêne"\nmsgstr "Oak tree"\n'),
    "too many plural forms": ('msgid "%d carte"\nmsgid_plural "%d cartes"\nmsgstr[0] "%d card"\n'
                              'msgstr[1] "%d cards"\nmsgstr[2] "%d more cards"\n'),
    "too few plural forms": 'msgid "%d carte"\nmsgid_plural "%d cartes"\nmsgstr[0] "%d card"\n',
    "plural form skipped": 'msgid "%d carte"\nmsgid_plural "%d cartes"\nmsgstr[0] "%d card"\nmsgstr[2] "x"\n',
    "plural forms swapped": 'msgid "%d carte"\nmsgid_plural "%d cartes"\nmsgstr[1] "%d x"\nmsgstr[0] "x"\n',
    "plural forms without msgid_plural": 'msgid "Règles"\nmsgstr[0] "Rules"\n',
    "msgstr in a plural message": 'msgid "%d carte"\nmsgid_plural "%d cartes"\nmsgstr "%d cards"\n',
}
BROKEN_HEADERS = {
    "bad plural expression": MSGFMT_HEADER.replace("(n != 1);", "(n != 1;"),
    "bad nplurals": MSGFMT_HEADER.replace("nplurals=2", "nplurals=two"),
    "unterminated header line": MSGFMT_HEADER.replace('UTF-8\\n"\n', 'UTF-8\\n\n'),
}
MSGFMT_PROBLEM = re.compile(r":(\d+):(?:\d+:)? (.*)$")


def msgfmt_lines(path: pathlib.Path) -> tuple[set[int], set[int]]:
    """(the lines of the problems GNU msgfmt reports, the lines it names as the other place of one: a
    duplicate's first definition, the header's Plural-Forms)."""
    run = msgfmt_check(path)
    assert run.returncode != 0, run.stderr
    lines, elsewhere = set(), set()
    for line in run.stderr.splitlines():
        found = MSGFMT_PROBLEM.search(line.removeprefix(str(path)))
        if not found or found.group(2).startswith("warning:"):
            continue
        is_other_place = "first definition" in found.group(2) or found.group(2).startswith("nplurals =")
        (elsewhere if is_other_place else lines).add(int(found.group(1)))
    return lines, elsewhere


@pytest.mark.parametrize("kind", [*BROKEN_CATALOGS, *BROKEN_HEADERS, "not UTF-8"])
def test_every_problem_is_at_the_line_gnu_msgfmt_gives(kind, tmp_path):
    """GNU msgfmt --check and our checker on the same broken catalog: the same lines, and the other
    place msgfmt names (a duplicate's first definition, the header) is named in our problem's text."""
    path = tmp_path / "messages.po"
    if kind == "not UTF-8":
        path.write_bytes(MSGFMT_HEADER.encode() + b'msgid "R\xe8gles"\nmsgstr "Rules"\n')
    else:
        path.write_text(BROKEN_HEADERS.get(kind) or MSGFMT_HEADER + BROKEN_CATALOGS[kind], encoding="utf-8")
    theirs, elsewhere = msgfmt_lines(path)
    with pytest.raises(CatalogError) as refused:
        read_catalog(path, "en")
    ours = refused.value.problems
    assert {problem.line for problem in ours} == theirs, (ours, theirs)
    for line in elsewhere:
        assert any(f"line {line}" in problem.text for problem in ours), (ours, line)


def test_a_well_formed_catalog_has_no_problem_and_keeps_its_previous_msgids():
    text = HEADER + '#, fuzzy\n#| msgid ""\n#| "une longue "\n#| "phrase"\nmsgid "un"\nmsgstr "a"\n'
    scan = scan_po(text, "x.po")
    assert scan.problems == [] and scan.nplurals == 3
    assert scan.previous_ids == {10: ("une longue phrase",)}
    for lang in TRANSLATIONS + (SiteConfig().source_language,):
        assert scan_po(SiteConfig().catalog_path(lang).read_text(encoding="utf-8"), lang).problems == []


def hostile(root: pathlib.Path, kind: str) -> tuple[pathlib.Path, int, str]:
    """Break one catalog of a copy; return (catalog, line, expected problem)."""
    lang = TRANSLATIONS[0]
    path = root / "locales" / lang / "LC_MESSAGES" / "messages.po"
    text = path.read_text(encoding="utf-8")
    lines = text.split("\n")
    if kind == "unreadable":
        line = len(lines) // 2
        bad = b'msgid "\xff\xfe"'
        raw = [item.encode() for item in lines]
        path.write_bytes(b"\n".join(raw[: line - 1] + [bad] + raw[line:]))
        return path, line, "not UTF-8 text"
    if kind == "duplicate":
        path.write_text(text + '\nmsgid "Sommaire"\nmsgstr "Contents"\n', encoding="utf-8")
        first = msgstr_line(path, "Sommaire")
        problem = f"duplicate message: msgid 'Sommaire' is already defined, its msgstr on line {first}"
        return path, len(lines) + 1, problem
    if kind == "unterminated":
        line = msgid_line(path, "Sommaire") + 1
        assert lines[line - 1].startswith('msgstr "') and lines[line - 1].endswith('"')
        lines[line - 1] = lines[line - 1][:-1]
        path.write_text("\n".join(lines), encoding="utf-8")
        return path, line + 1, f"unterminated string: no closing quote at the end of line {line}"
    first = next(n for n, item in enumerate(lines) if item.startswith("msgid_plural"))
    last = next(n for n in range(first + 1, len(lines)) if not lines[n].startswith("msgstr["))  # blank after
    if kind == "too many":
        lines.insert(last, f'msgstr[{last - first - 1}] "one more"')
        path.write_text("\n".join(lines), encoding="utf-8")
        return path, first + 2, "too many plural forms"  # at msgstr[0], as msgfmt says it
    assert kind == "too few"
    del lines[last - 1]
    path.write_text("\n".join(lines), encoding="utf-8")
    return path, first + 2, "too few plural forms"


KINDS = ["unreadable", "duplicate", "unterminated", "too many", "too few"]


@pytest.mark.parametrize("kind", KINDS)
def test_a_broken_catalog_is_named_by_file_and_line_in_i18n_check_and_the_build(kind, tmp_path):
    root = copy_sources(tmp_path / "repo")
    path, line, problem = hostile(root, kind)
    expected = f"{path.relative_to(root).as_posix()}:{line}: {problem}"
    run = subprocess.run([sys.executable, "-m", "site_builder", "--root", str(root), "i18n", "check"],
                         cwd=ROOT, capture_output=True, text=True)
    output = run.stdout + run.stderr
    assert run.returncode == 1 and "Traceback" not in output, output
    assert expected in output, output
    assert msgfmt_check(path).returncode != 0  # GNU msgfmt refuses it too
    with pytest.raises(BuildError) as failure:
        build_site(output_dir=tmp_path / "site", root=root, quiet=True, strict="errors")
    lines = "\n".join(failure.value.lines).splitlines()
    assert any(expected in item for item in lines), lines
    if kind != "unreadable":  # the rest of the catalog is used; that message shows in French
        report = build_site(output_dir=tmp_path / "site", root=root, quiet=True)
        assert any(item.startswith(expected) for item in report.warning_lines), report.warning_lines
        # the syntax error alone: no "missing from the catalog, run `i18n update`" for a file it refuses
        assert not [item for item in report.warning_lines + [str(p) for p in report.preview]
                    if "i18n update" in item], report.warning_lines
    with pytest.raises(CatalogError):
        update_catalogs(SiteConfig(root=root))  # nothing is rewritten from a half-read catalog


def test_previous_msgids_are_written_as_msgfmt_reads_them_and_dropped_with_the_fuzzy_flag(tmp_path):
    catalog = Catalog(locale="es", fuzzy=False)
    long_old = "Ancien texte « cité » avec des \"guillemets\" " * 6
    catalog.add("Nouveau texte " * 12, "Texto " * 10, flags=["fuzzy"], previous_id=[long_old])
    catalog.add(("un chat", "%(n)s chats"), ("un gato", "gatos", "gatos"), flags=["fuzzy"],
                previous_id=["un vieux chat", "des vieux chats " * 10])
    path = tmp_path / "messages.po"
    path.write_bytes(render_catalog(catalog))
    text = path.read_text(encoding="utf-8")
    assert all(line.startswith(('#| msgid ', '#| msgid_plural ', '#| "')) for line in text.splitlines()
               if line.startswith("#|")), text
    assert text.count("#| ") > 4  # the long ones are wrapped
    check = msgfmt_check(path)
    assert check.returncode == 0, check.stderr
    again = read_catalog(path, "es")
    assert [m.previous_id for m in again if m.id] == [[long_old], ["un vieux chat", "des vieux chats " * 10]]
    assert all(not m.user_comments for m in again)
    path.write_text(text.replace("#, fuzzy\n", "", 1), encoding="utf-8")  # reviewed, #| lines left behind
    reviewed = read_catalog(path, "es")
    assert [m.previous_id for m in reviewed if m.id][0] == []
    assert render_catalog(reviewed).decode().count("#| msgid ") == 1  # only the still fuzzy one


def test_the_committed_catalogs_are_exactly_what_update_writes(tmp_path):
    root = copy_sources(tmp_path / "repo")
    config = SiteConfig(root=root)
    before = {path: path.read_bytes() for path in all_files(config)}
    report = update_catalogs(config)
    assert all(line.endswith(": unchanged") for line in report), report
    assert {path: path.read_bytes() for path in all_files(config)} == before
    for path in all_files(config):
        assert msgfmt_check(path).returncode == 0
        text = path.read_text(encoding="utf-8")
        assert "FIRST AUTHOR" not in text and "ORGANIZATION" not in text
        if path.suffix == ".po":  # the template keeps the usual placeholders for msginit and PO editors
            assert "EMAIL@ADDRESS" not in text and "LL@li.org" not in text
        references = [line for line in text.splitlines() if line.startswith("#:")]
        assert references and not any(line.rsplit(":", 1)[-1].strip().isdigit() for line in references)
    for lang in config.languages:
        header = config.catalog_path(lang).read_text(encoding="utf-8").split("\n\n", 1)[0]
        for field in ("Project-Id-Version", f"Language: {lang}", "Language-Team", "Plural-Forms",
                      "Content-Type: text/plain; charset=utf-8"):
            assert field in header, (lang, field)


def parsed(path: pathlib.Path, lang: str | None) -> dict:
    catalog = read_catalog(path, lang)
    return {
        (m.context, m.id if isinstance(m.id, str) else tuple(m.id)): (
            m.string, sorted(m.flags), m.auto_comments, m.user_comments, sorted(m.locations), m.previous_id)
        for m in catalog if m.id
    }


def test_editing_one_paragraph_changes_only_its_messages(tmp_path):
    root = copy_sources(tmp_path / "repo")
    config = SiteConfig(root=root)
    rules = root / "content" / "arboretum" / "rules.md"
    old = next(line for line in rules.read_text(encoding="utf-8").splitlines() if line.startswith("La boîte"))
    new = old.replace("80 cartes", "quatre-vingts cartes")
    rules.write_text(rules.read_text(encoding="utf-8").replace(old, new), encoding="utf-8")
    languages = {config.template_path: None} | {config.catalog_path(lang): lang for lang in config.languages}
    before = {path: (path.read_text(encoding="utf-8"), parsed(path, lang))
              for path, lang in languages.items()}
    update_catalogs(config)
    for path, lang in languages.items():
        old_text, old_messages = before[path]
        messages = parsed(path, lang)
        assert set(old_messages) - set(messages) == {(None, old)}, path
        assert set(messages) - set(old_messages) == {(None, new)}, path
        assert all(messages[key] == value for key, value in old_messages.items() if key in messages), path
        if lang in TRANSLATIONS:  # kept as a fuzzy translation, with the French it was made from
            string, flags, *_, previous = messages[None, new]
            assert string == old_messages[None, old][0] and "fuzzy" in flags and previous == [old]
        changed = [line for line in difflib.unified_diff(old_text.splitlines(), path.read_text().splitlines(),
                                                         n=0, lineterm="")
                   if line[:1] in "+-" and not line.startswith(("+++", "---"))]
        assert len(changed) <= 16, changed  # the message itself (and its #| lines), no shifted line numbers
        header = old_text.split("\n\n", 1)[0]
        if path.suffix == ".po":  # no header line changes: PO-Revision-Date is the translator's
            assert path.read_text(encoding="utf-8").split("\n\n", 1)[0] == header, path
        assert "#~" not in path.read_text(encoding="utf-8")  # the old French is not kept as obsolete
        check = msgfmt_check(path)
        assert check.returncode == 0, check.stderr


def add_obsolete(path: pathlib.Path) -> None:
    """An obsolete message, as a catalog keeps one after its French left the sources."""
    with path.open("a", encoding="utf-8") as out:
        out.write('\n#~ msgid "Un ancien paragraphe."\n#~ msgstr "An old paragraph."\n')


def test_update_of_one_language_and_keeping_obsolete_messages(tmp_path):
    root = copy_sources(tmp_path / "repo")
    config = SiteConfig(root=root)
    for lang in config.languages:
        add_obsolete(config.catalog_path(lang))
    index = root / "content" / "index.md"
    index.write_text(index.read_text(encoding="utf-8") + "\nUn paragraphe tout neuf.\n", encoding="utf-8")
    one, *others = TRANSLATIONS
    before = {lang: config.catalog_path(lang).read_bytes() for lang in config.languages}
    report = update_catalogs(config, languages=(one,))
    wanted = ["locales/messages.pot", f"locales/{one}/LC_MESSAGES/messages.po"]
    assert [line.split(":")[0] for line in report] == wanted
    assert "Un paragraphe tout neuf." in config.catalog_path(one).read_text(encoding="utf-8")
    for lang in config.languages:
        if lang != one:
            assert config.catalog_path(lang).read_bytes() == before[lang]
    with pytest.raises(CatalogError, match="unknown language 'xx'"):
        update_catalogs(config, languages=("xx",))

    assert "#~" not in config.catalog_path(one).read_text(encoding="utf-8")  # dropped by default
    add_obsolete(config.catalog_path(one))
    update_catalogs(config, languages=(one,), keep_obsolete=True)
    assert "#~ msgid" in config.catalog_path(one).read_text(encoding="utf-8")
    assert "#~ msgid" in config.catalog_path(config.source_language).read_text(encoding="utf-8")  # untouched


def test_i18n_update_options_on_the_command_line(tmp_path, capsys):
    from site_builder.commands.cli import main

    root = copy_sources(tmp_path / "repo")
    lang = TRANSLATIONS[-1]
    add_obsolete(SiteConfig(root=root).catalog_path(lang))
    assert main(["--root", str(root), "i18n", "update", "-l", lang, "--keep-obsolete"]) == 0
    out = capsys.readouterr().out
    assert f"locales/{lang}/LC_MESSAGES/messages.po: " in out and out.count("\n") == 2
    assert "#~ msgid" in SiteConfig(root=root).catalog_path(lang).read_text(encoding="utf-8")
    assert main(["--root", str(root), "i18n", "update", "-l", lang]) == 0
    assert f"locales/{lang}/LC_MESSAGES/messages.po: updated" in capsys.readouterr().out
    assert "#~" not in SiteConfig(root=root).catalog_path(lang).read_text(encoding="utf-8")
    assert main(["--root", str(root), "i18n", "update", "-l", "xx"]) == 1
    assert "unknown language 'xx'" in capsys.readouterr().err
    assert main(["--root", str(root), "i18n", "stats", "-l", lang]) == 2


def test_an_obsolete_entry_whose_message_is_live_again_is_dropped():
    """msgfmt refuses a live message and a `#~` copy of it as a duplicate definition."""
    from babel.messages.catalog import Catalog, Message

    from site_builder.commands.i18n import drop_revived

    catalog = Catalog(locale="en")
    catalog.add("Fermer", "Close")
    catalog.obsolete["Fermer"] = Message("Fermer", "Close")
    catalog.obsolete["Valeur"] = Message("Valeur", "Value")
    drop_revived(catalog)
    assert list(catalog.obsolete) == ["Valeur"]


def test_no_catalog_holds_a_previous_msgid_turned_into_a_comment():
    """A `#|` line read back as a translator's comment (`# |`) would stay forever: none is committed."""
    for path in sorted((ROOT / "locales").rglob("*.po")):
        lines = path.read_text(encoding="utf-8").splitlines()
        assert not [n for n, line in enumerate(lines, 1) if line.startswith("# |")], path


def statuses(path: pathlib.Path, lang: str) -> dict:
    """Each message's status as the build counts it."""
    from site_builder.translations.catalogs import is_translated

    return {(m.context, m.id if isinstance(m.id, str) else tuple(m.id)):
            "fuzzy" if m.fuzzy else "translated" if is_translated(m) else "untranslated"
            for m in read_catalog(path, lang) if m.id}


def gnu_tool(name: str) -> str:
    tool = shutil.which(name)
    if tool is None:
        pytest.fail(f"GNU {name} is missing: `./dev test` installs it (Debian package gettext)")
    return tool


@pytest.mark.parametrize("tool", ["msgcat", "msgmerge"])
def test_gnu_tools_then_update_change_no_translation_status(tool, tmp_path):
    """`# same-as-source` is a translator comment, which GNU gettext keeps (it drops unknown flags):
    msgcat (or msgmerge with the template) then `i18n update` gives back every catalog as it was."""
    root = copy_sources(tmp_path / "repo")
    config = SiteConfig(root=root)
    before = {lang: (config.catalog_path(lang).read_bytes(), statuses(config.catalog_path(lang), lang))
              for lang in config.languages}
    assert sum(text.count(b"\n# same-as-source\n") for text, _ in before.values()) > 20
    for lang in config.languages:
        path = str(config.catalog_path(lang))
        arguments = [path] if tool == "msgcat" else ["-q", "--previous", path, str(config.template_path)]
        run = subprocess.run([gnu_tool(tool), *arguments, "-o", path], capture_output=True, text=True)
        assert run.returncode == 0, run.stderr
    assert any(config.catalog_path(lang).read_bytes() != before[lang][0] for lang in config.languages)
    assert {lang: statuses(config.catalog_path(lang), lang) for lang in config.languages} == \
        {lang: status for lang, (_, status) in before.items()}
    update_catalogs(config)
    for lang in config.languages:
        assert statuses(config.catalog_path(lang), lang) == before[lang][1], lang
        after = config.catalog_path(lang).read_bytes()
        if tool == "msgmerge":  # it sets the catalog's POT-Creation-Date to the template's, as it should
            after, old = (re.sub(rb'"POT-Creation-Date: [^"]*"', b"", text)
                          for text in (after, before[lang][0]))
        else:
            old = before[lang][0]
        assert after == old, lang


def test_a_catalog_that_lost_its_marks_is_reported_by_stats(tmp_path):
    """A tool that drops the `# same-as-source` comments: the messages count as untranslated, and
    `i18n stats` says which lines repeat their French unmarked, never silently."""
    from site_builder.commands.i18n import catalog_stats, format_stats

    root = copy_sources(tmp_path / "repo")
    config = SiteConfig(root=root)
    lang = TRANSLATIONS[0]
    path = config.catalog_path(lang)
    text = path.read_text(encoding="utf-8")
    marks = text.count("\n# same-as-source\n")
    path.write_text(text.replace("\n# same-as-source\n", "\n"), encoding="utf-8")
    stats = {line.lang: line for line in catalog_stats(config)}
    assert stats[lang].untranslated == marks and len(stats[lang].copies) == marks
    report = format_stats(list(stats.values()))
    assert f"locales/{lang}/LC_MESSAGES/messages.po: {marks} translation(s) repeat their French" in report
    assert "same-as-source` on translations that differ" not in report
    text = path.read_text(encoding="utf-8")
    text = text.replace('\nmsgid "Sommaire"', '\n# same-as-source\nmsgid "Sommaire"', 1)
    path.write_text(text, encoding="utf-8")  # a mark moved onto a real translation, as a bad merge does
    report = format_stats(catalog_stats(config))
    assert f"locales/{lang}/LC_MESSAGES/messages.po: `# same-as-source` on translations that differ" in report


def test_the_source_catalog_is_never_fuzzy_and_problems_quote_french_as_written():
    """The source catalog's plural forms are made from its msgids at every update (a fuzzy entry there
    would be counted nowhere); a problem cites French as written, not as \\u202f or \\xa0 escapes."""
    from babel.messages.catalog import Catalog

    from site_builder.commands.i18n import fill_source_plurals
    from site_builder.translations.po_syntax import quoted

    source = read_catalog(SiteConfig().catalog_path(SiteConfig().source_language), "fr")
    assert not [message.id for message in source if message.id and message.fuzzy]
    catalog = Catalog(locale="fr")
    catalog.add(("un point", "{n} points"), ("vieux", "", ""), flags=["fuzzy"])
    fill_source_plurals(catalog)
    message = next(m for m in catalog if m.id)
    assert not message.fuzzy and message.string[0] == "un point" and message.string[-1] == "{n} points"
    assert quoted("Manche\u202f1\u00a0: l’été") == "'Manche\u202f1\u00a0: l’été'"
    twice = 'msgid "Manche\u202f1"\nmsgstr "a"\n\nmsgid "Manche\u202f1"\nmsgstr "b"\n'
    problems = scan_po(HEADER + twice, "x.po").problems
    assert any("'Manche\u202f1'" in problem.text and "\\u202f" not in problem.text for problem in problems)
