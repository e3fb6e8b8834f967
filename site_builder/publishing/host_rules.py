"""The host's rules, written into the published folder (Netlify reads `_headers` and `_redirects`
there): the security headers of every response, the caching policy of every published file, and the
language redirect of /. All of it follows from the build (assets, config): nothing is kept by hand.

- An immutable asset (pages.Asset: fingerprinted, or in a folder named by a digest) is cached a year.
- The service worker keeps one URL whose content changes with every build: `no-cache`.
- Pages are revalidated by the host's default policy.
- The archives Pyodide reads (the trimmed standard library's zip, the scorer wheels) are sent as
  `application/wasm`, as Pyodide's own distribution serves its zips: hosts compress by content type,
  and their documented lists hold `application/wasm` but not `application/zip` (the archives store
  their entries uncompressed and count on the host's compression). Pyodide reads their bytes whatever
  the type says.
"""
from __future__ import annotations

from pathlib import PurePosixPath

from ..structure.site import Site

HEADERS_FILE = "_headers"
REDIRECTS_FILE = "_redirects"
SECURITY_HEADERS = {
    "Content-Security-Policy": (
        "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; worker-src 'self'; connect-src 'self'; "
        "img-src 'self' data:; style-src 'self'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'"
    ),
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
}
IMMUTABLE = "public, max-age=31536000, immutable"
REVALIDATE = "no-cache"
# A published file's extension -> the content type it is sent with, where the host's own guess would
# leave it uncompressed.
COMPRESSED_AS = {".zip": "application/wasm", ".whl": "application/wasm"}


def header_rules(site: Site, always_fresh: list[str]) -> list[tuple[str, dict[str, str]]]:
    """(path pattern, headers) in file order: security for every path, then one rule per file."""
    rules: list[tuple[str, dict[str, str]]] = [("/*", dict(SECURITY_HEADERS))]
    rules += [(f"/{path}", {"Cache-Control": REVALIDATE}) for path in sorted(always_fresh)]
    immutable = sorted("/" + asset.published_path for asset in site.assets if asset.immutable)
    rules += [(url, {"Cache-Control": IMMUTABLE, **content_type_rule(url)}) for url in immutable]
    return rules


def content_type_rule(url: str) -> dict[str, str]:
    """The Content-Type header a published file needs (none where the host's guess is right)."""
    suffix = PurePosixPath(url).suffix
    return {"Content-Type": COMPRESSED_AS[suffix]} if suffix in COMPRESSED_AS else {}


def headers_file(rules: list[tuple[str, dict[str, str]]]) -> str:
    lines = []
    for pattern, values in rules:
        lines.append(pattern)
        lines += [f"  {name}: {value}" for name, value in values.items()]
    return "\n".join(lines) + "\n"


def redirects_file(site: Site) -> str:
    """/ sends a visitor to the home page in their browser's language, when the site publishes it."""
    return "".join(
        f"/  /{lang}/  302!  Language={lang}\n" for lang in site.published_languages
    )


def host_files(site: Site, always_fresh: list[str]) -> dict[str, bytes]:
    return {
        HEADERS_FILE: headers_file(header_rules(site, always_fresh)).encode("utf-8"),
        REDIRECTS_FILE: redirects_file(site).encode("utf-8"),
    }


def read_headers_file(text: str) -> list[tuple[str, dict[str, str]]]:
    """The rules of a `_headers` file, as a host reads them (for serving a build as the host would)."""
    rules: list[tuple[str, dict[str, str]]] = []
    for line in text.splitlines():
        if not line.strip() or line.lstrip().startswith("#"):
            continue
        if not line[0].isspace():
            rules.append((line.strip(), {}))
        elif rules:
            name, _, value = line.strip().partition(":")
            rules[-1][1][name.strip()] = value.strip()
    return rules
