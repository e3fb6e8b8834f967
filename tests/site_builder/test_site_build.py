"""The real site as a whole, a smoke build with its own checks: deterministic, links, sitemap, security
rules, sizes (the golden files are the fixture site's: test_golden.py)."""
from __future__ import annotations

import gzip
import pathlib
import re
from urllib.parse import urljoin, urlsplit

import pytest
from site_helpers import ROOT, copy_sources, html_pages, parse_page, url_of

from site_builder.commands.build import build_site
from site_builder.commands.cli import main
from site_builder.config.site_config import LANGUAGES, RULES_PAGE_GZIP_LIMIT, SiteConfig
from site_builder.exceptions import BuildError, Problem

BASE = "https://marquoir.netlify.app"


def all_files(folder: pathlib.Path) -> dict[str, bytes]:
    files = sorted(path for path in folder.rglob("*") if path.is_file())
    return {path.relative_to(folder).as_posix(): path.read_bytes() for path in files}


def test_two_builds_are_byte_identical(tmp_path):
    build_site(output_dir=tmp_path / "one", quiet=True)
    build_site(output_dir=tmp_path / "two", quiet=True)
    one, two = all_files(tmp_path / "one"), all_files(tmp_path / "two")
    assert sorted(one) == sorted(two)
    different = [name for name in one if one[name] != two[name]]
    assert different == []
    assert len(one) > 20


def test_every_page_of_every_language_exists(built_site):
    for lang in LANGUAGES:
        for path in (f"{lang}/index.html", f"{lang}/arboretum/index.html"):
            page = built_site / path
            assert page.exists(), path
            assert f'<html lang="{lang}">' in page.read_text(encoding="utf-8")
    assert (built_site / "index.html").exists()
    assert (built_site / "404.html").exists()
    assert (built_site / "sitemap.xml").exists()


def test_every_internal_link_and_anchor_resolves(built_site):
    pages = {url_of(built_site, page): parse_page(page) for page in html_pages(built_site)}
    checked = 0
    for url, parsed in pages.items():
        for _tag, link in parsed.links:
            if link.startswith(BASE):
                link = link[len(BASE):]
            parts = urlsplit(link)
            if parts.scheme or parts.netloc:
                continue
            target = urlsplit(urljoin(url, link))
            path = target.path.lstrip("/")
            file = built_site / (path + "index.html" if path.endswith("/") or not path else path)
            assert file.is_file(), f"{url}: {link} leads nowhere"
            if target.fragment:
                ids = pages[url_of(built_site, file)].ids
                assert target.fragment in ids, f"{url}: {link}: no id {target.fragment!r}"
            checked += 1
    assert checked > 100


def test_ids_are_unique_on_each_page(built_site):
    for page in html_pages(built_site):
        ids = parse_page(page).ids
        assert len(ids) == len(set(ids)), page


def test_rules_page_has_a_table_of_contents_with_the_stable_anchors(built_site):
    source = (ROOT / "content" / "arboretum" / "rules.md").read_text(encoding="utf-8")
    anchors = re.findall(r"^## .*\{#([\w-]+)\}\s*$", source, flags=re.M)
    assert len(anchors) >= 3
    for lang in LANGUAGES:
        html = (built_site / lang / "arboretum" / "index.html").read_text(encoding="utf-8")
        toc = html[html.index('class="toc"'):html.index("</nav>", html.index('class="toc"'))]
        assert re.findall(r'href="#([\w-]+)"', toc) == anchors
        for anchor in anchors:
            assert f'id="{anchor}"' in html


def test_pages_link_their_languages_and_say_what_they_are(built_site):
    for lang in LANGUAGES:
        for path, key in ((f"{lang}/", ""), (f"{lang}/arboretum/", "arboretum/")):
            parsed = parse_page(built_site / path / "index.html")
            links = [attrs for tag, attrs in parsed.tags if tag == "link"]
            hreflangs = {a["hreflang"]: a["href"] for a in links if a.get("rel") == "alternate"}
            assert hreflangs == {
                **{other: f"{BASE}/{other}/{key}" for other in LANGUAGES},
                "x-default": f"{BASE}/" if not key else f"{BASE}/fr/{key}",
            }
            assert {"rel": "canonical", "href": f"{BASE}/{path}"} in links
            metas = [attrs for tag, attrs in parsed.tags if tag == "meta"]
            assert any(m.get("name") == "description" and len(m.get("content", "")) > 20 for m in metas)
            switcher = [attrs for tag, attrs in parsed.tags if tag == "a" and attrs.get("hreflang")]
            assert [a["href"] for a in switcher] == [f"/{other}/{key}" for other in LANGUAGES]
            assert [a for a in switcher if a.get("aria-current") == "page"][0]["href"] == f"/{lang}/{key}"


def test_sitemap_lists_pages_with_their_alternates(built_site):
    sitemap = (built_site / "sitemap.xml").read_text(encoding="utf-8")
    for lang in LANGUAGES:
        assert f"<loc>{BASE}/{lang}/arboretum/</loc>" in sitemap
    block = sitemap[sitemap.index(f"<loc>{BASE}/en/arboretum/</loc>"):]
    block = block[: block.index("</url>")]
    for lang in LANGUAGES:
        assert f'hreflang="{lang}" href="{BASE}/{lang}/arboretum/"' in block
    assert 'hreflang="x-default"' in block
    assert "404" not in sitemap


def test_no_inline_script_or_style_anywhere(built_site):
    """The Content-Security-Policy forbids inline scripts and styles."""
    for page in html_pages(built_site):
        parsed = parse_page(page)
        for tag, attrs in parsed.tags:
            assert "style" not in attrs, f"{page}: style attribute on <{tag}>"
            assert tag != "style", f"{page}: <style> element"
            if tag == "script":
                assert attrs.get("src"), f"{page}: inline <script>"
            assert not any(name.startswith("on") for name in attrs), f"{page}: event handler on <{tag}>"


def test_arboretum_examples_show_species_names_values_and_paths(built_site):
    names = {"fr": "Érable", "en": "Maple", "es": "Arce"}
    for lang, name in names.items():
        html = (built_site / lang / "arboretum" / "index.html").read_text(encoding="utf-8")
        assert 'class="arboretum-grid' in html
        assert f'<span class="tile-name">{name}</span>' in html
        assert 'class="step sp-maple"' in html  # path cards are numbered, not only coloured
    fr = (built_site / "fr" / "arboretum" / "index.html").read_text(encoding="utf-8")
    assert "Érable\u00a0: meilleur chemin, 13 points" in fr


def test_the_cli_prints_the_size_report(tmp_path, capsys):
    assert main(["build", "-o", str(tmp_path / "site")]) == 0
    out = capsys.readouterr().out
    for lang in LANGUAGES:
        line = next(line for line in out.splitlines() if line.startswith(f"/{lang}/arboretum/ "))
        numbers = [int(n) for n in re.findall(r"\d+", line)]
        html = (tmp_path / "site" / lang / "arboretum" / "index.html").read_bytes()
        assert numbers[0] == len(html)
        assert numbers[1] == len(gzip.compress(html, compresslevel=9, mtime=0))
        assert numbers[-2] < RULES_PAGE_GZIP_LIMIT and numbers[-1] == RULES_PAGE_GZIP_LIMIT


def test_a_rules_page_over_the_weight_limit_fails_the_build(tmp_path):
    root = copy_sources(tmp_path / "repo")
    rules = root / "content" / "arboretum" / "rules.md"
    filler = "\n\n".join(
        f"Paragraphe {n} : " + " ".join(f"mot{n * 97 + k}" for k in range(60)) for n in range(400)
    )
    rules.write_text(rules.read_text(encoding="utf-8") + "\n\n## Remplissage {#remplissage}\n\n" + filler)
    with pytest.raises(BuildError) as failure:
        build_site(output_dir=tmp_path / "site", root=root, quiet=True)
    assert any("/fr/arboretum/" in p and "byte limit of a rules page" in p for p in failure.value.lines)
    assert not (tmp_path / "site").exists()


def test_a_wrong_score_in_an_arboretum_block_always_fails(tmp_path):
    root = copy_sources(tmp_path / "repo")
    rules = root / "content" / "arboretum" / "rules.md"
    text = rules.read_text(encoding="utf-8")
    match = re.search(r'```arboretum score="([a-z-]+)=(\d+)', text)
    wrong = text[: match.start(2)] + str(int(match.group(2)) + 1) + text[match.end(2):]
    rules.write_text(wrong, encoding="utf-8")
    line = text[: match.start()].count("\n") + 1
    with pytest.raises(BuildError) as failure:
        build_site(output_dir=tmp_path / "site", root=root, quiet=True, strict=False)
    assert any(p.startswith(f"content/arboretum/rules.md:{line}: score= says {match.group(1)}=")
               for p in failure.value.lines), failure.value.lines


@pytest.mark.parametrize(
    ("layout", "complaint", "row"),
    [
        ("maple:1 maple:2\n. . maple:3\n", "column 3: the arboretum: cards not joined by a side", 2),
        ("maple:1 maple:2\nmaple:3 maple:9\n", "value 9 is not a whole number from 1 to 8", 2),
        ("maple:1 pine:2\n", '"pine" is not a species', 1),
        ("maple:1 maple:1\n", "the maple 1 appears 2 times", 1),
        ("maple:1 maple-2\n", "is not `species:value`", 1),
    ],
)
def test_an_invalid_arboretum_block_fails_naming_file_and_line(tmp_path, layout, complaint, row):
    """The scorer's own checks refuse the layout; each problem names the line of the card it is about."""
    root = copy_sources(tmp_path / "repo")
    rules = root / "content" / "arboretum" / "rules.md"
    text = rules.read_text(encoding="utf-8")
    line = text.count("\n") + 3 + row
    rules.write_text(text + f'\n\n```arboretum score="maple=2"\n{layout}```\n', encoding="utf-8")
    with pytest.raises(BuildError) as failure:
        build_site(output_dir=tmp_path / "site", root=root, quiet=True)
    problems = [p for p in failure.value.lines if complaint in p]
    assert problems, failure.value.lines
    assert problems[0].startswith(f"content/arboretum/rules.md:{line}")


def test_netlify_builds_strictly_and_publishes_the_build_output():
    import tomllib

    config = tomllib.loads((ROOT / "netlify.toml").read_text(encoding="utf-8"))
    # The deploy fails on errors (broken translations included), never on an untranslated message.
    assert config["build"]["command"] == "./dev build --strict=errors"
    assert config["build"]["publish"] == "_site"
    assert "headers" not in config and "redirects" not in config, "the build writes _headers and _redirects"


def test_redirects_are_generated_one_per_language(built_site):
    lines = (built_site / "_redirects").read_text(encoding="utf-8").splitlines()
    assert lines == [f"/  /{lang}/  302!  Language={lang}" for lang in LANGUAGES]


def test_headers_follow_each_assets_policy(built_site):
    from site_builder.publishing.host_rules import read_headers_file

    rules = dict(read_headers_file((built_site / "_headers").read_text(encoding="utf-8")))
    policy = rules["/*"]["Content-Security-Policy"]
    assert "script-src 'self' 'wasm-unsafe-eval'" in policy and "style-src 'self'" in policy
    assert "'unsafe-inline'" not in policy and "frame-ancestors 'none'" in policy
    assert rules["/*"]["X-Content-Type-Options"] == "nosniff"
    assert rules["/*"]["Referrer-Policy"]
    assert rules["/sw.js"] == {"Cache-Control": "no-cache"}
    immutable = {path for path, values in rules.items() if "immutable" in values.get("Cache-Control", "")}
    published = {"/" + p.relative_to(built_site).as_posix() for p in built_site.rglob("*") if p.is_file()}
    assert immutable <= published, "every rule names a published file"
    fingerprinted = {path for path in published if re.search(r"\.[0-9a-f]{10}\.\w+$", path)}
    in_digest_folders = {path for path in published if re.match(r"^/(pyodide|scorer)/[0-9a-f]{10}/", path)}
    assert fingerprinted and in_digest_folders
    assert fingerprinted | in_digest_folders == immutable
    pages = {path for path in published if path.endswith(".html")}
    assert not pages & set(rules), "pages keep the host's revalidating default"


def test_archives_are_sent_as_a_type_hosts_compress(built_site):
    """The standard library's zip and the wheels store their entries uncompressed for the host to
    compress: _headers sends them as application/wasm (hosts compress by type, and application/zip is
    on no documented list), and a host that reads _headers sends that type; nothing else is retyped."""
    import urllib.request

    from static_host import serve

    from site_builder.publishing.host_rules import read_headers_file

    rules = read_headers_file((built_site / "_headers").read_text(encoding="utf-8"))
    typed = {path: values["Content-Type"] for path, values in rules if "Content-Type" in values}
    archives = {"/" + p.relative_to(built_site).as_posix() for p in built_site.rglob("*")
                if p.suffix in {".zip", ".whl"}}
    assert {pathlib.PurePosixPath(a).suffix for a in archives} == {".zip", ".whl"}
    assert typed == dict.fromkeys(archives, "application/wasm")
    with serve(built_site) as origin:
        for path in sorted(archives):
            with urllib.request.urlopen(origin + path) as response:
                assert response.headers.get_all("Content-Type") == ["application/wasm"], path
        with urllib.request.urlopen(origin + "/sw.js") as response:
            assert response.headers["Content-Type"] == "text/javascript"


def test_serve_rebuilds_when_content_changes(tmp_path):
    import threading
    import time
    import urllib.request

    from site_builder.commands.serve import start

    root = copy_sources(tmp_path / "repo")
    dev = start(SiteConfig(root=root), port=0, interval=0.1)
    thread = threading.Thread(target=dev.server.serve_forever, daemon=True)
    thread.start()
    try:
        def fetch(path: str) -> tuple[int, str, str]:
            try:
                with urllib.request.urlopen(dev.url + path, timeout=5) as response:
                    body = response.read().decode(errors="replace")
                    return response.status, response.headers["Content-Type"], body
            except urllib.error.HTTPError as error:
                return error.code, error.headers["Content-Type"], error.read().decode(errors="replace")

        status, _type, html = fetch("fr/")
        assert status == 200 and "Un paragraphe ajouté pendant le service" not in html
        index = root / "content" / "index.md"
        index.write_text(index.read_text(encoding="utf-8") + "\nUn paragraphe ajouté pendant le service.\n")
        deadline = time.monotonic() + 30
        while "Un paragraphe ajouté pendant le service" not in html and time.monotonic() < deadline:
            time.sleep(0.2)
            html = fetch("fr/")[2]
        assert "Un paragraphe ajouté pendant le service" in html
        assert fetch("nowhere/")[0] == 404
        module = next(p for p in (dev.served.folder / "assets" / "arboretum").glob("*.mjs"))
        assert fetch(module.relative_to(dev.served.folder).as_posix())[1] == "text/javascript"
        wasm = next(dev.served.folder.rglob("*.wasm"))
        assert fetch(wasm.relative_to(dev.served.folder).as_posix())[1] == "application/wasm"
    finally:
        dev.server.shutdown()
        dev.close()


def test_serve_sees_an_edit_made_right_after_its_first_build(tmp_path, monkeypatch):
    """The sources are looked at before the first build: an edit made once it has read them (or before
    the watcher thread gets its first turn) is a change, and the next build carries it."""
    import threading
    import time

    from site_builder.commands import serve

    root = copy_sources(tmp_path / "repo")
    index = root / "content" / "index.md"
    builds = []
    build_once = serve.build_once

    def build_once_editing_the_first_time(*args):
        folder = build_once(*args)
        if not builds:
            index.write_text(index.read_text(encoding="utf-8") + "\nUne phrase écrite pendant le build.\n")
        builds.append(folder)
        return folder

    monkeypatch.setattr(serve, "build_once", build_once_editing_the_first_time)
    dev = serve.start(SiteConfig(root=root), port=0, interval=0.1)
    thread = threading.Thread(target=dev.server.serve_forever, daemon=True)
    thread.start()
    try:
        page = lambda: (dev.served.folder / "fr" / "index.html").read_text(encoding="utf-8")  # noqa: E731
        assert "Une phrase écrite pendant le build" not in page()
        deadline = time.monotonic() + 30
        while "Une phrase écrite pendant le build" not in page() and time.monotonic() < deadline:
            time.sleep(0.2)
        assert "Une phrase écrite pendant le build" in page()
        assert len(builds) == 2
    finally:
        dev.server.shutdown()
        dev.close()


def test_headings_need_unique_stable_anchors(tmp_path):
    root = copy_sources(tmp_path / "repo")
    index = root / "content" / "index.md"
    text = index.read_text(encoding="utf-8")
    lines = text.count("\n")
    index.write_text(text + "\n## Sans ancre\n\n## Deux {#double}\n\n## Trois {#double}\n", encoding="utf-8")
    with pytest.raises(BuildError) as failure:
        build_site(output_dir=tmp_path / "site", root=root, quiet=True)
    expected = Problem(f"anchor #double already used on line {lines + 4}", "content/index.md", lines + 6)
    assert expected in failure.value.problems  # problems are data: file, line, level, text
    index.write_text(text + "\n## Sans ancre\n", encoding="utf-8")
    report = build_site(output_dir=tmp_path / "site", root=root, quiet=True)
    expected = f"content/index.md:{lines + 2}: heading without a stable anchor"
    assert any(warning.startswith(expected) for warning in report.warning_lines)


def test_the_repository_builds_in_strict_mode(tmp_path):
    """Every message translated, no broken translation, link or anchor: what Netlify runs."""
    report = build_site(output_dir=tmp_path / "site", strict=True, quiet=True)
    assert report.warnings == ()
    for lang in LANGUAGES[1:]:
        html = (tmp_path / "site" / lang / "arboretum" / "index.html").read_text(encoding="utf-8")
        assert 'class="completion"' not in html  # "Translation: 100%" is no reader's business
        assert ' lang="fr"' not in html.replace('<a href="/fr/arboretum/" hreflang="fr" lang="fr"', "")
