"""Golden pages (Pelican style): the home and rules pages of every language, as built, checked in under
tests/golden/<lang>/. `marquoir golden` (or `./dev golden`) rewrites them from a fresh build; the test
suite compares a build with them. Fingerprints are replaced by HASH so a CSS edit does not touch them."""
from __future__ import annotations

import pathlib
import re
import shutil
import tempfile

from ..config.site_config import SiteConfig
from .build import build_site

FINGERPRINT = re.compile(r"\.[0-9a-f]{10}\.(css|mjs|js|svg|wasm|png|webmanifest)\b")


def normalise(html: str) -> str:
    return FINGERPRINT.sub(r".HASH.\1", html)


def golden_sources(site_dir: pathlib.Path, lang: str) -> dict[str, str]:
    """{"home.html": "{lang}/index.html", "<game>.html": "{lang}/<game>/index.html", ...}: the home page
    and the rules page of every game the built site holds."""
    sources = {"home.html": "{lang}/index.html"}
    for rules in sorted(site_dir.glob(f"{lang}/*/index.html")):
        sources[f"{rules.parent.name}.html"] = f"{{lang}}/{rules.parent.name}/index.html"
    return sources


def golden_pages(site_dir: pathlib.Path, languages: tuple[str, ...]) -> dict[str, str]:
    """{"fr/home.html": normalised HTML, ...} from a built site."""
    pages = {}
    for lang in languages:
        for name, source in golden_sources(site_dir, languages[0]).items():
            html = (site_dir / source.format(lang=lang)).read_text(encoding="utf-8")
            pages[f"{lang}/{name}"] = normalise(html)
    return pages


def golden_dir(config: SiteConfig) -> pathlib.Path:
    return config.root / "tests" / "golden"


def write_golden(config: SiteConfig) -> list[str]:
    with tempfile.TemporaryDirectory() as scratch:
        site_dir = pathlib.Path(scratch) / "site"
        build_site(output_dir=site_dir, quiet=True, config=config)
        pages = golden_pages(site_dir, config.languages)
    target = golden_dir(config)
    if target.exists():
        shutil.rmtree(target)
    lines = []
    for name, html in sorted(pages.items()):
        path = target / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(html, encoding="utf-8")
        lines.append(f"{path.relative_to(config.root)}: written")
    return lines
