"""The documentation a newcomer reads: README.md, TRANSLATING.md and docs/*.md.

Every relative link and image between them resolves (a heading's anchor as GitHub makes it), the
README stays short and leads to every page of docs/, the example games shown are the files run, and
every command they show runs as written (a scorer example, a catalog report, a --help) or, when it
would build, serve, test or benchmark, answers --help with its paths existing."""
from __future__ import annotations

import concurrent.futures
import contextlib
import functools
import io
import json
import pathlib
import re
import shlex
import subprocess
import unicodedata
from urllib.parse import unquote, urlsplit

import pytest
from markdown_it import MarkdownIt

from site_builder.commands import cli

ROOT = pathlib.Path(__file__).resolve().parents[1]
README = ROOT / "README.md"
DOCS = ROOT / "docs"
PAGES = [README, ROOT / "TRANSLATING.md", *sorted(DOCS.glob("*.md"))]
README_LIMIT = 8192

# What a code span starts with when it shows a command (a bare `./dev` names the script, not a run).
COMMAND_STARTS = ("./dev ", ".venv/bin/", "marquoir ", "python -m ")
# Commands cheap and harmless enough to run as written (they read, never write the checkout).
RUN_AS_WRITTEN = [
    re.compile(r"(^|\| *)\.venv/bin/python -m scorer [^-]"),
    re.compile(r"(^|\| *)\.venv/bin/python -m scorer -( |$)"),
    re.compile(r"^\./dev i18n (stats|check)$"),
    re.compile(r"(^| )(--help|-h)$"),
]
TIMEOUT = 120  # seconds: a guard against a command that would hang, never a wait


def parse(path: pathlib.Path) -> list:
    return MarkdownIt("commonmark").enable("table").parse(path.read_text(encoding="utf-8"))


def relative(path: pathlib.Path) -> str:
    return path.relative_to(ROOT).as_posix()


# ---------------------------------------------------------------- links and anchors


def github_slug(text: str) -> str:
    """A heading's anchor as GitHub makes it: lower case, letters, digits, `_`, `-` and spaces kept
    (each space a hyphen), everything else dropped."""
    kept = "".join(
        char for char in text.strip().lower()
        if char in " -" or unicodedata.category(char)[0] in "LMN" or unicodedata.category(char) == "Pc"
    )
    return kept.replace(" ", "-")


def inline_text(token) -> str:
    return "".join(child.content for child in token.children or () if child.type in ("text", "code_inline"))


@functools.cache
def anchors(path: pathlib.Path) -> frozenset[str]:
    """The anchors of a page's headings, a repeated one numbered (-1, -2...) as GitHub does."""
    tokens = parse(path)
    found: list[str] = []
    seen: dict[str, int] = {}
    for index, token in enumerate(tokens):
        if token.type == "heading_open":
            slug = github_slug(inline_text(tokens[index + 1]))
            found.append(f"{slug}-{seen[slug]}" if slug in seen else slug)
            seen[slug] = seen.get(slug, 0) + 1
    return frozenset(found)


HTML_TARGET = re.compile(r"""\b(?:src|href)\s*=\s*["']([^"']+)["']""")


def targets(path: pathlib.Path) -> list[tuple[str, str]]:
    """(kind, target) of every link and image of a page, in Markdown or in HTML."""
    found = []

    def walk(tokens):
        for token in tokens:
            if token.type == "link_open":
                found.append(("link", token.attrGet("href")))
            elif token.type == "image":
                found.append(("image", token.attrGet("src")))
            elif token.type in ("html_block", "html_inline"):
                kind = "image" if "<img" in token.content else "link"
                found.extend((kind, target) for target in HTML_TARGET.findall(token.content))
            if token.children:
                walk(token.children)

    walk(parse(path))
    return found


def broken_target(page: pathlib.Path, target: str) -> str | None:
    """Why a link's target does not resolve, or None."""
    parts = urlsplit(target)
    if parts.scheme or parts.netloc:
        return None  # another site: not this test's business
    place = (page.parent / unquote(parts.path)).resolve() if parts.path else page
    if not place.is_relative_to(ROOT):
        return f"{target}: outside the repository"
    if not place.exists():
        return f"{target}: no such file"
    if parts.fragment and place.suffix == ".md" and parts.fragment not in anchors(place):
        return f"{target}: no heading #{parts.fragment} in {relative(place)}"
    return None


@pytest.mark.parametrize("page", PAGES, ids=relative)
def test_every_link_and_image_resolves(page):
    found = targets(page)
    broken = [why for _kind, target in found if (why := broken_target(page, target))]
    assert not broken, f"{relative(page)}: " + "; ".join(broken)


def test_the_link_checker_sees_what_it_checks():
    """The checks read real links, and would fail on a wrong anchor or file (they pass on nothing
    otherwise)."""
    assert ("image", "docs/screenshots/lost-cities-en-entering.png") in targets(README)
    assert ("link", "docs/architecture.md") in targets(README)
    assert "the-builds-stages" in anchors(DOCS / "architecture.md")
    assert "_headers-caching-security-and-content-types" in anchors(DOCS / "hosting.md")
    assert broken_target(README, "docs/architecture.md#no-such-heading")
    assert broken_target(README, "docs/no-such-page.md")
    assert broken_target(README, "../elsewhere.md")
    assert broken_target(README, "TRANSLATING.md#two-kinds-of-problems") is None


def test_github_slugs():
    assert github_slug("The build's stages") == "the-builds-stages"
    assert github_slug("`serve`: the preview") == "serve-the-preview"
    assert github_slug("`./dev`") == "dev"
    assert github_slug("Sharing and the picture") == "sharing-and-the-picture"
    assert github_slug("L’essentiel") == "lessentiel"


def test_the_readme_is_short_and_leads_to_every_page_of_docs():
    size = len(README.read_bytes())
    assert size < README_LIMIT, f"README.md is {size} bytes, over {README_LIMIT}: move the detail to docs/"
    linked = {(README.parent / urlsplit(target).path).resolve() for _kind, target in targets(README)
              if not urlsplit(target).scheme}
    missing = [relative(page) for page in sorted(DOCS.glob("*.md")) if page.resolve() not in linked]
    assert not missing, f"README.md links no {missing}"
    assert (ROOT / "TRANSLATING.md").resolve() in linked


def test_the_example_games_are_the_ones_shown():
    shown = [token.content for page in PAGES for token in parse(page)
             if token.type == "fence" and token.info.strip() == "json"]
    examples = sorted((DOCS / "examples").glob("*.json"))
    assert examples
    for example in examples:
        text = example.read_text(encoding="utf-8")
        json.loads(text)
        assert text in shown, f"{relative(example)} is not shown as it is in a json block of the docs"


# ---------------------------------------------------------------- commands


def logical_lines(block: str) -> list[str]:
    """The commands of a sh block: a line continued by a backslash or by an open quote is joined to
    the next; comments and blank lines dropped."""
    commands, pending = [], ""
    for line in block.splitlines():
        pending = f"{pending}\n{line}" if pending else line
        if pending.rstrip().endswith("\\"):
            continue
        try:
            words = shlex.split(pending, comments=True)
        except ValueError:  # a quote still open
            continue
        if words:
            commands.append(pending.strip())
        pending = ""
    assert not pending, f"unfinished command: {pending!r}"
    return commands


def without_comment(command: str) -> str:
    """The command on one line as written, its trailing comment dropped: a command holding `#` is
    written again from its words (the same command for the shell)."""
    if "#" in command:
        words = words_of(command)
        command = " ".join(word if word in ("|", "<", ">") else shlex.quote(word) for word in words)
    return re.sub(r"\s*\\\n\s*", " ", command.strip())


def shown_commands() -> dict[str, list[str]]:
    """Every command the pages show, with the pages showing it."""
    found: dict[str, list[str]] = {}

    def add(command: str, page: pathlib.Path) -> None:
        command = without_comment(command)
        if command.startswith(("marquoir ", "python -m ")):
            command = ".venv/bin/" + command
        found.setdefault(command, [])
        if relative(page) not in found[command]:
            found[command].append(relative(page))

    for page in PAGES:
        for token in parse(page):
            if token.type == "fence" and token.info.strip() == "sh":
                for command in logical_lines(token.content):
                    add(command, page)
            for child in token.children or ():
                if child.type == "code_inline" and child.content.startswith(COMMAND_STARTS):
                    add(child.content, page)
    return found


def words_of(command: str) -> list[str]:
    """A command's words as the shell reads them, pipes and redirections apart, comments dropped."""
    lexer = shlex.shlex(command, posix=True, punctuation_chars="|<>")
    lexer.whitespace_split = True
    return list(lexer)


def program(words: list[str]) -> list[str]:
    """The words after the environment assignments (`NAME=value ./dev ...`)."""
    index = 0
    while index < len(words) and re.fullmatch(r"[A-Z_][A-Z0-9_]*=.*", words[index]):
        index += 1
    return words[index:]


def what_runs(command: str) -> str:
    """The command as written when it is cheap and harmless, else the command that shows its help:
    `./dev test` and pytest answer --help the same whatever the tests named (their paths are checked
    apart), any other command gets --help after its own words, so that its options are read first."""
    if any(pattern.search(command) for pattern in RUN_AS_WRITTEN):
        return command
    words = program(words_of(command))
    if words[:2] == ["./dev", "test"]:
        return "./dev test --help"
    if words[:3] == [".venv/bin/python", "-m", "pytest"]:
        return ".venv/bin/python -m pytest --help"
    assert "|" not in words and "<" not in words and ">" not in words, f"{command}: a pipe or a redirection"
    return f"{command} --help"


def missing_paths(command: str) -> list[str]:
    """The words of a command that name a path of the checkout (`tests/x.py::test`, `docs/examples/...`)
    and name nothing there."""
    missing = []
    for word in program(words_of(command)):
        if word.startswith("-") or "://" in word or "/" not in word:
            continue
        path = word.split("::")[0]
        if not (ROOT / path).exists():
            missing.append(word)
    return missing


def unknown_selections(command: str) -> list[str]:
    """A pytest `-k` word that no named test file holds, or a `-m` marker that pyproject.toml does not
    declare."""
    words = program(words_of(command))
    if words[:2] == ["./dev", "test"]:
        words = words[2:]
    elif words[:3] == [".venv/bin/python", "-m", "pytest"]:
        words = words[3:]
    else:
        return []
    files = [ROOT / word.split("::")[0] for word in words if word.startswith("tests/")]
    texts = "".join(path.read_text(encoding="utf-8") for base in files
                    for path in ([base] if base.is_file() else sorted(base.rglob("test_*.py"))))
    declared = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    unknown = []
    for flag, value in zip(words, words[1:], strict=False):
        names = [name for name in re.findall(r"\w+", value) if name not in ("and", "or", "not")]
        if flag == "-k":
            unknown += [name for name in names if name not in texts]
        elif flag == "-m":
            unknown += [name for name in names if f'"{name}:' not in declared]
    return unknown


def refused_options(command: str) -> str | None:
    """What the `marquoir` command line says of a command's words (its parser only, nothing run): a
    --help after them would hide an unknown option."""
    words = program(words_of(command))
    through_dev = words[:1] == ["./dev"] and words[1:2] not in (["test"], ["--help"])
    if not (through_dev or words[:1] == [".venv/bin/marquoir"]):
        return None
    arguments = words[1:]
    stderr = io.StringIO()
    try:
        with contextlib.redirect_stderr(stderr):
            cli.parser().parse_args(arguments)
    except SystemExit:
        return stderr.getvalue().strip()
    return None


COMMANDS = shown_commands()


def run(command: str) -> subprocess.CompletedProcess:
    return subprocess.run(["bash", "-c", command], cwd=ROOT, capture_output=True, timeout=TIMEOUT)


@pytest.fixture(scope="module")
def outcomes() -> dict[str, subprocess.CompletedProcess]:
    """Each command that runs, run once, a few at a time (most are a second of Python start-up)."""
    runs = sorted({what_runs(command) for command in COMMANDS})
    with concurrent.futures.ThreadPoolExecutor(max_workers=4) as pool:
        return dict(zip(runs, pool.map(run, runs), strict=True))


@pytest.mark.parametrize("command", sorted(COMMANDS), ids=lambda command: command.splitlines()[0][:80])
def test_every_command_shown_runs(command, outcomes):
    pages = ", ".join(COMMANDS[command])
    missing, unknown = missing_paths(command), unknown_selections(command)
    assert not missing, f"{command} ({pages}): no such path {missing}"
    assert not unknown, f"{command} ({pages}): selects nothing {unknown}"
    refused = refused_options(command)
    assert not refused, f"{command} ({pages}): {refused}"
    ran = what_runs(command)
    done = outcomes[ran]
    said = (done.stdout + done.stderr).decode("utf-8", "replace")
    assert done.returncode == 0, f"{ran} ({pages}) exited {done.returncode}:\n{said[-2000:]}"
    assert "Traceback (most recent call last)" not in said, f"{ran} ({pages}):\n{said[-2000:]}"
    if ran.endswith(("--help", "-h")):
        assert "usage" in said.lower(), f"{ran} ({pages}) printed no usage:\n{said[:2000]}"
    elif " -m scorer" in ran:
        json.loads(done.stdout)


def test_the_commands_are_found_as_they_are_shown():
    """The collector reads the pages' commands (it would pass on none otherwise)."""
    assert "./dev serve" in COMMANDS and "./dev test" in COMMANDS
    assert any(command.startswith("echo '{\"game\": \"sushi-go\"") and command.endswith("-m scorer -")
               for command in COMMANDS)
    assert what_runs("./dev test tests/scorer") == "./dev test --help"
    assert what_runs("./dev build --strict=errors") == "./dev build --strict=errors --help"
    assert what_runs(".venv/bin/python -m scorer docs/examples/arboretum.json") == (
        ".venv/bin/python -m scorer docs/examples/arboretum.json")
    assert refused_options("./dev build --strictest") and refused_options(".venv/bin/marquoir i18n tidy")
    assert refused_options("./dev build --strict=errors") is None
    assert missing_paths("./dev test tests/no_such_test.py") == ["tests/no_such_test.py"]
    assert unknown_selections(".venv/bin/python -m pytest tests/test_shared_files.py -k no_such_name")
    assert logical_lines("a 'b\nc' # note\n\n# alone\nd \\\n  e\n") == ["a 'b\nc' # note", "d \\\n  e"]
