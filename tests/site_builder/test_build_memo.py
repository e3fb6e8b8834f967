"""What a process's builds keep in memory for the next one (structure/build_memo.py, used by `marquoir
serve`): a build given the memo of earlier builds writes exactly what a fresh build writes, whatever was
edited in between, and the memo keeps only what the last build asked for."""
from __future__ import annotations

import pathlib
import re

from site_helpers import copy_sources

from site_builder.commands import build
from site_builder.config.site_config import SiteConfig
from site_builder.structure.build_memo import BuildMemo


def tree(folder: pathlib.Path) -> dict[str, bytes]:
    return {path.relative_to(folder).as_posix(): path.read_bytes()
            for path in sorted(folder.rglob("*")) if path.is_file()}


def test_the_memo_answers_what_was_asked_in_the_last_build_only():
    memo, made = BuildMemo(), []

    def make(answer):
        return lambda: made.append(answer) or answer

    assert memo.remember("a", make(1)) == 1 and memo.remember("a", make(2)) == 1
    memo.remember("b", make(3))
    memo.finish_build()
    assert memo.remember("a", make(4)) == 1  # kept from the build before
    memo.finish_build()  # "b" was not asked for by that build: gone
    assert memo.remember("b", make(5)) == 5
    assert made == [1, 3, 5] and len(memo) == 1


def test_a_build_with_the_memo_of_earlier_builds_writes_what_a_fresh_build_writes(tmp_path):
    root = copy_sources(tmp_path / "repo")
    config = SiteConfig(root=root)
    memo = BuildMemo()
    build.build_site(output_dir=tmp_path / "first", config=config, quiet=True, memo=memo)
    remembered = len(memo)
    assert remembered > 100  # the documents and every translated message's findings

    # what a translator and a writer do between two saves: a translation changed, one broken (its
    # link's target changed, so the page must show the French text), a French paragraph edited
    catalog = config.catalog_path("en")
    text = catalog.read_text(encoding="utf-8")
    text, changed = re.subn(r'msgstr "The essentials[^"]*"', 'msgstr "The essentials, in short"', text,
                            count=1)
    assert changed == 1
    text, broken = re.subn(r'(msgstr ".*?\]\()([^)]+)\)', r"\1#nowhere)", text, count=1)
    assert broken == 1
    catalog.write_text(text, encoding="utf-8")
    rules = root / "content" / "arboretum" / "rules.md"
    rules.write_text(rules.read_text(encoding="utf-8") + "\nUn paragraphe ajouté entre deux builds.\n",
                     encoding="utf-8")

    again = build.build_site(output_dir=tmp_path / "again", config=config, quiet=True, memo=memo)
    fresh = build.build_site(output_dir=tmp_path / "fresh", config=config, quiet=True)
    assert tree(tmp_path / "again") == tree(tmp_path / "fresh")
    assert [str(problem) for problem in again.warnings] == [str(problem) for problem in fresh.warnings]
    assert any("link target changed" in problem.text for problem in again.warnings)
    page = tmp_path / "again" / "en" / "arboretum" / "index.html"
    assert b"The essentials, in short" in page.read_bytes()
