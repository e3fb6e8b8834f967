"""Hostile catalogs: each broken translation is one `file:line:` error that fails `build --strict=errors`
(the deploy) and `i18n check`, while the page built without strictness shows the French of that message
marked lang="fr" (the rest of the catalog still used), and no traceback anywhere."""
from __future__ import annotations

import html.parser
import pathlib
import re
import subprocess
import sys

import pytest
from site_helpers import ROOT, copy_sources, edit_catalog, msgid_line, msgstr_line

from site_builder.commands.build import build_site
from site_builder.config.site_config import SiteConfig
from site_builder.exceptions import BuildError
from site_builder.rendering.markdown_render import plain_text

TRANSLATIONS = SiteConfig().translations


class LangText(html.parser.HTMLParser):
    """The text of a page's body, each piece with the language of its nearest element."""

    VOID = {"meta", "link", "br", "img", "input", "hr", "source", "wbr"}

    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.stack: list[tuple[str, str | None, bool]] = []  # (tag, lang, translate="no")
        self.pieces: list[tuple[str | None, str, bool]] = []  # (lang, text, in translate="no")
        self.in_body = False

    def handle_starttag(self, tag, attrs):
        values = dict(attrs)
        if tag == "body":
            self.in_body = True
        if tag in self.VOID:
            return
        lang = values.get("lang") or (self.stack[-1][1] if self.stack else None)
        frozen = values.get("translate") == "no" or (self.stack[-1][2] if self.stack else False)
        self.stack.append((tag, lang, frozen))

    def handle_endtag(self, tag):
        while self.stack:
            if self.stack.pop()[0] == tag:
                break

    def handle_data(self, data):
        if self.in_body and self.stack and self.stack[-1][0] not in ("script", "style"):
            self.pieces.append((self.stack[-1][1], data, self.stack[-1][2]))


def lang_text(path: pathlib.Path) -> LangText:
    parser = LangText()
    parser.feed(path.read_text(encoding="utf-8"))
    return parser


def french_text(path: pathlib.Path) -> str:
    """Every piece of text inside lang="fr", whitespace normalised."""
    return squash("".join(text for lang, text, _ in lang_text(path).pieces if lang == "fr"))


def squash(text: str) -> str:
    return " ".join(text.split())


# ---------------------------------------------------------------- the rows

def first(catalog, predicate):
    return next(m for m in catalog if m.id and isinstance(m.id, str) and m.string and predicate(m))


def break_message(path: pathlib.Path, lang: str, choose, wrong) -> str:
    """Give one message a wrong translation; return its msgid."""
    chosen = {}

    def edit(catalog):
        message = choose(catalog)
        message.string = wrong(message)
        chosen["id"] = message.id

    edit_catalog(path, lang, edit)
    return chosen["id"]


def link_message(catalog):
    return first(catalog, lambda m: re.search(r"\]\(#[^)]+\)", m.id) and "*" not in m.id)


def retarget(message, target: str) -> str:
    return re.sub(r"\]\(#[^)]+\)", f"]({target})", message.string, count=1)


CHECK_ROWS = {
    "missing placeholder": (
        lambda c: first(c, lambda m: "%(date)s" in m.id), lambda m: "Rules reviewed", "placeholders changed",
    ),
    "raw <script>": (
        lambda c: first(c, lambda m: m.id == "Sommaire"), lambda m: "Contents<script>alert(1)</script>",
        "raw HTML added",
    ),
    "changed link target": (link_message, lambda m: retarget(m, "#elsewhere"), "link target changed"),
    "javascript: link": (link_message, lambda m: retarget(m, "javascript:alert(document.cookie)"),
                         "unsafe link target: 'javascript:alert(document.cookie)'"),
    "broken emphasis": (
        lambda c: first(c, lambda m: re.search(r"(?<!\*)\*[^*\s][^*]*\*(?!\*)", m.id) and "](" not in m.id),
        lambda m: m.string.replace("*", "", 1), "number of emphasis spans changed",
    ),
}


def where(root: pathlib.Path, path: pathlib.Path, line: int) -> str:
    return f"{path.relative_to(root).as_posix()}:{line}:"


def assert_refused(root: pathlib.Path, tmp_path: pathlib.Path, expected: str, problem: str) -> None:
    """`--strict=errors` and `i18n check` fail naming the line; nothing is a traceback."""
    with pytest.raises(BuildError) as failure:
        build_site(output_dir=tmp_path / "strict", root=root, quiet=True, strict="errors")
    assert any(expected in p and problem in p for p in failure.value.lines), failure.value.lines[:5]
    assert not (tmp_path / "strict").exists()
    run = subprocess.run([sys.executable, "-m", "site_builder", "--root", str(root), "i18n", "check"],
                         cwd=ROOT, capture_output=True, text=True)
    output = run.stdout + run.stderr
    assert run.returncode == 1 and "Traceback" not in output and expected in output, output


def built_page(root: pathlib.Path, tmp_path: pathlib.Path, lang: str, game="arboretum") -> pathlib.Path:
    build_site(output_dir=tmp_path / "site", root=root, quiet=True)
    return tmp_path / "site" / lang / game / "index.html"


@pytest.mark.parametrize("row", list(CHECK_ROWS))
def test_a_broken_translation_is_an_error_and_its_message_shows_in_french(row, tmp_path):
    root = copy_sources(tmp_path / "repo")
    lang = TRANSLATIONS[0]
    path = SiteConfig(root=root).catalog_path(lang)
    choose, wrong, problem = CHECK_ROWS[row]
    msgid = break_message(path, lang, choose, wrong)
    # at the msgstr's line, as GNU msgfmt gives it
    assert_refused(root, tmp_path, where(root, path, msgstr_line(path, msgid)), problem)
    page = built_page(root, tmp_path, lang)
    shown = squash(plain_text(msgid).replace("%(date)s", ""))
    assert shown in french_text(page), (shown, row)
    text = page.read_text(encoding="utf-8")
    assert "<script>alert" not in text and "javascript:" not in text and "#elsewhere" not in text


def test_a_renamed_species_breaks_the_glossary(tmp_path):
    """The Spanish table's species renamed ("Arce" -> "Maple"): the glossary's name wins, the cell
    shows the French, and the deploy's build fails naming the line."""
    root = copy_sources(tmp_path / "repo")
    lang = TRANSLATIONS[-1]
    path = SiteConfig(root=root).catalog_path(lang)
    msgid = break_message(path, lang, lambda c: first(c, lambda m: m.id == "Érable" and not m.context),
                          lambda m: "Maple")
    line = next(number for number, text in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
                if text == 'msgid "Érable"' and 'msgctxt' not in path.read_text().splitlines()[number - 2])
    assert_refused(root, tmp_path, where(root, path, line + 1), "glossary term 'Érable' is 'Arce'")
    page = built_page(root, tmp_path, lang)
    assert msgid in french_text(page)
    assert ">Maple<" not in page.read_text(encoding="utf-8")


def syntax_row(path: pathlib.Path, kind: str) -> tuple[int, str, str]:
    """Break the file text; return (line, problem, a French text the page then shows in French)."""
    lines = path.read_text(encoding="utf-8").split("\n")
    if kind == "unterminated string":
        line = msgid_line(path, "Sommaire") + 1
        lines[line - 1] = lines[line - 1][:-1]
        path.write_text("\n".join(lines), encoding="utf-8")
        return line + 1, "unterminated string", "Sommaire"  # msgfmt's line: after the open string
    start = msgid_line(path, "Environ %(count)s minute") - 1
    plural = next(n for n in range(start, len(lines)) if lines[n].startswith("msgid_plural"))
    last = next(n for n in range(plural + 1, len(lines)) if not lines[n].startswith("msgstr["))
    if kind == "too many plural forms":
        lines.insert(last, f'msgstr[{last - plural - 1}] "one more"')
        path.write_text("\n".join(lines), encoding="utf-8")
        return plural + 2, "too many plural forms", "Environ"  # at msgstr[0], as msgfmt says it
    del lines[last - 1]
    path.write_text("\n".join(lines), encoding="utf-8")
    return plural + 2, "too few plural forms", "Environ"


@pytest.mark.parametrize("kind", ["unterminated string", "too many plural forms", "too few plural forms"])
def test_a_broken_entry_is_an_error_and_the_rest_of_the_catalog_is_used(kind, tmp_path):
    root = copy_sources(tmp_path / "repo")
    lang = TRANSLATIONS[0]
    path = SiteConfig(root=root).catalog_path(lang)
    line, problem, french = syntax_row(path, kind)
    assert_refused(root, tmp_path, where(root, path, line), problem)
    page = built_page(root, tmp_path, lang)
    assert french in french_text(page)
    translated = [text for lang_of, text, _ in lang_text(page).pieces if lang_of == lang and text.strip()]
    assert len(translated) > 50  # the other messages are still translated


def test_the_cli_build_reports_without_traceback(tmp_path):
    root = copy_sources(tmp_path / "repo")
    lang = TRANSLATIONS[0]
    path = SiteConfig(root=root).catalog_path(lang)
    syntax_row(path, "unterminated string")
    command = [sys.executable, "-m", "site_builder", "--root", str(root), "build", "-o",
               str(tmp_path / "out"), "--quiet"]
    deploy = subprocess.run([*command, "--strict=errors"], cwd=ROOT, capture_output=True, text=True)
    assert deploy.returncode == 1 and "Traceback" not in deploy.stderr
    assert "unterminated string" in deploy.stderr
    preview = subprocess.run(command, cwd=ROOT, capture_output=True, text=True)
    assert preview.returncode == 0 and "Traceback" not in preview.stderr + preview.stdout


def test_a_glossary_term_may_be_inflected_in_a_sentence():
    """"Morado" is found in "las cartas moradas" (gender and number), never in "amarillas"."""
    from site_builder.translations.checks import _translated_term

    assert _translated_term("Morado").search("Las cartas moradas se quedan guardadas.")
    assert _translated_term("Sauce llorón").search("un sauce llorón")
    assert not _translated_term("Morado").search("Las cartas amarillas.")
    assert not _translated_term("Arce").search("un roble")


def glossary_catalog(forms_comment: list[str]):
    """A German catalog whose glossary translates the species "Chêne" as "Eichbaum"."""
    from babel.messages.catalog import Catalog

    from site_builder.translations.catalogs import LoadedCatalog

    catalog = Catalog(locale="de")
    catalog.add("Chêne", "Eichbaum", context="species", user_comments=forms_comment)
    catalog.add("Deux chênes en main.", "Zwei Eichbäume auf der Hand.")
    catalog.add("Un chêne-liège.", "Eine Korkeichbaumrinde.")
    catalog.add("Le chêne compte.", "Die Eiche zählt.")
    for number, message in enumerate((m for m in catalog if m.id), 1):
        message.lineno = number * 10
    return LoadedCatalog("de", pathlib.Path("de.po"), "locales/de/LC_MESSAGES/messages.po", catalog)


def test_the_glossary_accepts_the_forms_its_entry_lists_in_every_language():
    """German inflects with umlauts and compounds: the glossary entry's translator comment
    `# forms: ...` lists what a sentence may use; the error names the term and every form tried."""
    from site_builder.translations.checks import check_catalog

    terms = [("species", "Chêne")]
    without = {p.text.split(" (msgid")[0] for p in check_catalog(glossary_catalog([]), terms)}
    assert len(without) == 1  # "Eichbäume": the umlaut plural is no "Eichbaum" + ending
    with_forms = glossary_catalog(["forms: Eichbäume, eichbaum"])
    problems = check_catalog(with_forms, terms)
    assert [p.line for p in problems] == [40]  # only "Die Eiche zählt." (a compound is found in a word)
    assert problems[0].text.startswith(
        "glossary term 'Chêne' is 'Eichbaum' in this catalog's glossary: none of its forms found in the "
        "translation (tried 'Eichbaum', 'Eichbäume', 'eichbaum'); use one, or add the form used to the "
        "`# forms:` comment of the glossary entry (line 10)")
