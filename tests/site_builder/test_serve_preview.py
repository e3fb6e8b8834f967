"""`marquoir serve` shows a translator's problems where they work: printed as the build prints them
(`error: file:line: ...`), and on the page under preview in a banner listing the problems of its
catalog (never in a build's output); a failed rebuild keeps the last good site, and a first build that
fails serves a page listing its problems instead of exiting. A template's error or a plug-in hook that
raises is such a failure (its file and line in the banner), and the watcher goes on rebuilding; where
the system gives no file events, watchfiles' own poll sees the saves."""
from __future__ import annotations

import contextlib
import shutil
import threading
import time
import urllib.error
import urllib.request

from site_helpers import (
    RAISING_LAYOUT,
    RAISING_LINE,
    copy_sources,
    edit_catalog,
    line_of,
    msgid_line,
    msgstr_line,
    raising_plugins,
)

from site_builder.commands.build import build_site
from site_builder.commands.i18n import update_catalogs
from site_builder.commands.preview_banner import BANNER_ID
from site_builder.commands.serve import start
from site_builder.config.site_config import PACKAGE_DIR, SiteConfig
from site_builder.exceptions import BuildError
from site_builder.translations.po_files import read_catalog

NEW = "de"
CATALOG = f"locales/{NEW}/LC_MESSAGES/messages.po"


def fetch(url: str) -> tuple[int, str]:
    try:
        with urllib.request.urlopen(url, timeout=10) as response:
            return response.status, response.read().decode("utf-8")
    except urllib.error.HTTPError as error:
        return error.code, error.read().decode("utf-8")


def wait_for(condition, seconds: float = 40.0):
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        value = condition()
        if value:
            return value
        time.sleep(0.1)
    return condition()


def text_with(text: str, part: str) -> str | None:
    return text if part in text else None


@contextlib.contextmanager
def serving(config: SiteConfig):
    dev = start(config, port=0, interval=0.1)
    thread = threading.Thread(target=dev.server.serve_forever, daemon=True)
    thread.start()
    try:
        yield dev
    finally:
        dev.server.shutdown()
        dev.close()


def german(tmp_path) -> SiteConfig:
    root = copy_sources(tmp_path / "repo")
    config = SiteConfig(root=root, languages=(*SiteConfig().languages, NEW))
    update_catalogs(config, languages=(NEW,))
    return config


def break_german(config: SiteConfig) -> int:
    """Translate the rules' review date without its placeholder; return the msgstr's line."""
    def edit(catalog):
        message = next(m for m in catalog if m.id and isinstance(m.id, str) and "%(date)s" in m.id)
        message.string = "Regeln geprüft"

    edit_catalog(config.catalog_path(NEW), NEW, edit)
    french = next(m.id for m in read_catalog(config.catalog_path(NEW), NEW) if m.string == "Regeln geprüft")
    return msgstr_line(config.catalog_path(NEW), french)


def test_a_broken_german_string_is_printed_with_file_line_and_shown_on_the_preview_banner(tmp_path, capsys):
    config = german(tmp_path)
    with serving(config) as dev:
        status, page = fetch(dev.url + f"{NEW}/arboretum/")
        assert status == 200 and "placeholders changed" not in page
        assert f"untranslated or fuzzy message(s) in {CATALOG}" in page  # German is at 0 %
        line = break_german(config)  # saved while serving
        expected = f"error: {CATALOG}:{line}: placeholders changed"
        page = wait_for(lambda: text_with(fetch(dev.url + f"{NEW}/arboretum/")[1], expected))
        assert page and page.index(f'id="{BANNER_ID}"') < page.index("<main")  # on top of the page
        printed = capsys.readouterr().out
        assert expected in printed, printed[-2000:]
        status, english = fetch(dev.url + "en/arboretum/")
        assert status == 200 and CATALOG not in english  # each page lists its own catalog's problems
    for strict in (False, "errors"):  # never in a published build
        site = tmp_path / f"site-{strict}"
        try:
            build_site(output_dir=site, config=config, quiet=True, strict=strict)
        except BuildError:  # --strict=errors refuses the broken string: nothing written
            assert strict == "errors" and not site.exists()
            continue
        assert not [p for p in site.rglob("*.html") if BANNER_ID in p.read_text(encoding="utf-8")]


def test_a_syntax_error_is_shown_alone_at_msgfmts_line_with_advice_that_works(tmp_path, capsys):
    """A string left open in the English catalog, saved while serving: the banner and the printed
    problems give it at the line GNU msgfmt gives (the one after it), and nothing else about that
    catalog's messages, no "run `i18n update`" above all (that command refuses such a file)."""
    root = copy_sources(tmp_path / "repo")
    config = SiteConfig(root=root)
    english = config.catalog_path("en")
    with serving(config) as dev:
        assert fetch(dev.url + "en/arboretum/")[0] == 200
        line = msgid_line(english, "Sommaire") + 1  # its msgstr, whose closing quote goes
        lines = english.read_text(encoding="utf-8").split("\n")
        lines[line - 1] = lines[line - 1][:-1]
        english.write_text("\n".join(lines), encoding="utf-8")
        expected = (f"error: locales/en/LC_MESSAGES/messages.po:{line + 1}: unterminated string: no closing "
                    f"quote at the end of line {line}")
        page = wait_for(lambda: text_with(fetch(dev.url + "en/arboretum/")[1], expected))
        assert page, "the banner never showed the syntax error"
        banner = page[page.index(f'id="{BANNER_ID}"'):page.index("</aside>")]
        assert banner.count("<li") == 1 and "i18n update" not in banner, banner  # the error alone
        printed = capsys.readouterr().out
        assert expected in printed and "i18n update" not in printed, printed[-2000:]


def test_a_failed_first_build_serves_an_error_page_until_a_build_succeeds(tmp_path, capsys):
    root = copy_sources(tmp_path / "repo")
    index = root / "content" / "index.md"
    good = index.read_text(encoding="utf-8")
    lines = good.count("\n")
    index.write_text(good + "\n## Un {#double}\n\n## Deux {#double}\n", encoding="utf-8")
    expected = f"content/index.md:{lines + 4}: anchor #double already used on line {lines + 2}"
    with serving(SiteConfig(root=root)) as dev:
        assert dev.served.folder is None
        printed = capsys.readouterr().out
        assert "serving a page that lists them" in printed and f"error: {expected}" in printed
        status, page = fetch(dev.url + "fr/")
        assert status == 503 and expected in page
        index.write_text(good, encoding="utf-8")
        assert wait_for(lambda: fetch(dev.url + "fr/")[0] == 200)
        index.write_text(good + "\n## Un {#double}\n\n## Deux {#double}\n", encoding="utf-8")
        page = wait_for(lambda: text_with(fetch(dev.url + "fr/")[1], "The last build failed"))
        assert page and expected in page  # the last good site, saying why it is not the newest
        assert "still serving the last good build" in capsys.readouterr().out


def failing_then_fixed(dev, page_url: str, expected: str, fix) -> None:
    """The page served says the last build failed with `expected`; after fix(), a build succeeds."""
    page = wait_for(lambda: text_with(fetch(page_url)[1], "The last build failed"))
    assert page and expected in page, (page or "")[:3000]
    assert "Traceback" not in page
    fix()
    assert wait_for(lambda: "The last build failed" not in fetch(page_url)[1])
    assert dev.served.preview.failure == ()


def test_a_template_error_is_shown_with_its_line_and_the_watcher_rebuilds_after_the_fix(tmp_path, capsys):
    root = copy_sources(tmp_path / "repo")
    shutil.copytree(PACKAGE_DIR / "templates", root / "templates")
    template = root / "templates" / "404.html"
    good = template.read_text(encoding="utf-8")
    line = line_of(template, "{{ entry.home }}")

    def restore():
        template.write_text(good, encoding="utf-8")

    with serving(SiteConfig(root=root, templates_dir=root / "templates")) as dev:
        template.write_text(good.replace("{{ entry.home }}", "{{ entry.hom }}"), encoding="utf-8")
        expected = f"error: templates/404.html:{line}: template error: &#39;dict object&#39; has no attribute"
        failing_then_fixed(dev, dev.url + "fr/", expected, restore)
        template.write_text(good.replace("{% endfor %}", "{% endfo %}"), encoding="utf-8")  # again
        expected = f"error: templates/404.html:{line + 1}: template error: Encountered unknown tag"
        failing_then_fixed(dev, dev.url + "en/", expected, restore)
    assert "Traceback" not in capsys.readouterr().out


def test_a_plug_in_hook_that_raises_is_shown_with_its_line_and_the_watcher_rebuilds_after_the_fix(tmp_path,
                                                                                                    capsys):
    root = copy_sources(tmp_path / "repo")
    plugins, plugin_file = raising_plugins(tmp_path)
    rules = root / "content" / "arboretum" / "rules.md"
    good = rules.read_text(encoding="utf-8")
    with serving(SiteConfig(root=root, plugins=plugins)) as dev:
        rules.write_text(good.replace(*RAISING_LAYOUT), encoding="utf-8")
        expected = f"error: {plugin_file}:{RAISING_LINE}: a game plug-in failed: ValueError"
        failing_then_fixed(dev, dev.url + "fr/arboretum/", expected,
                           lambda: rules.write_text(good, encoding="utf-8"))
    printed = capsys.readouterr().out
    assert expected in printed and "Traceback" not in printed


def test_without_file_events_the_librarys_poll_sees_a_save(tmp_path, monkeypatch):
    """As on a system or a drive without file events: watchfiles polls (WATCHFILES_FORCE_POLLING)."""
    monkeypatch.setenv("WATCHFILES_FORCE_POLLING", "1")
    root = copy_sources(tmp_path / "repo")
    index = root / "content" / "index.md"
    with serving(SiteConfig(root=root)) as dev:
        index.write_text(index.read_text(encoding="utf-8") + "\nUne phrase ajoutée pendant la preview.\n",
                         encoding="utf-8")
        assert wait_for(lambda: text_with(fetch(dev.url + "fr/")[1], "ajoutée pendant la preview"))


def test_the_watcher_starts_watching_again_when_the_watching_fails(tmp_path, monkeypatch, capsys):
    """watchfiles raising (a watched folder removed, no inotify watches left) never ends the watcher: it
    watches again, with the library's poll."""
    from site_builder.commands import serve

    calls = []

    def source_changes(paths, stop, poll_ms, force_polling):
        calls.append(force_polling)
        if len(calls) == 1:
            raise RuntimeError("Cannot watch: No space left on device (os error 28)")
        stop.set()
        yield False

    monkeypatch.setattr(serve, "source_changes", source_changes)
    monkeypatch.setattr(serve, "RETRY_SECONDS", 0)
    stop = threading.Event()
    arguments = (SiteConfig(root=tmp_path), serve.ServedSite(), tmp_path, False, None, stop, [], ())
    thread = threading.Thread(target=serve.watch, args=arguments)
    thread.start()
    thread.join(timeout=30)
    assert not thread.is_alive() and calls == [None, True]  # file events, then the library's poll
    assert "Cannot watch the sources (RuntimeError: Cannot watch: No space left" in capsys.readouterr().out
