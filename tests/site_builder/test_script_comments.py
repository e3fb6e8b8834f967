"""The site's scripts published without their comment lines (rendering/script_comments.py): what is
code stays as written, whatever looks like a comment inside a string, a template or a regular
expression included, and every published module still parses."""
from __future__ import annotations

import shutil
import subprocess

import pytest

from site_builder.rendering.script_comments import without_comment_lines

SCRIPT = """// The module's first comment.
/**
 * A block of documentation
 * over three lines.
 */
import { a } from "./a.mjs"; // kept: code before it
const url = "http://example.org/x"; /* kept too */
const pattern = /https?:\\/\\/[^/]+\\//g;
const half = total / 2; // division, then a comment
const quote = 'it\\'s // not a comment';
const note = `a ${a({ b: `inner // text` })} // still the template`;
  // an indented comment line
const many = `first line
// a line of the template, not a comment
last line`;
if (x) return /\\/\\/ in a regex/.test(y);
/* a block */ const after = 1;
"""

EXPECTED = """import { a } from "./a.mjs"; // kept: code before it
const url = "http://example.org/x"; /* kept too */
const pattern = /https?:\\/\\/[^/]+\\//g;
const half = total / 2; // division, then a comment
const quote = 'it\\'s // not a comment';
const note = `a ${a({ b: `inner // text` })} // still the template`;
const many = `first line
// a line of the template, not a comment
last line`;
if (x) return /\\/\\/ in a regex/.test(y);
/* a block */ const after = 1;
"""


def test_only_the_lines_that_are_nothing_but_a_comment_go():
    assert without_comment_lines(SCRIPT) == EXPECTED


def test_a_script_without_comment_lines_is_left_as_it_is():
    assert without_comment_lines(EXPECTED) == EXPECTED


def test_every_published_module_still_parses(built_site):
    node = shutil.which("node")
    assert node, "Node.js is missing: ./dev installs it"
    modules = sorted((built_site / "assets").rglob("*.mjs"))
    assert len(modules) > 40
    for module in modules:
        run = subprocess.run([node, "--check", str(module)], capture_output=True, text=True, check=False)
        assert run.returncode == 0, (module.name, run.stderr)
    text = "".join(module.read_text(encoding="utf-8") for module in modules)
    assert not [line for line in text.splitlines() if line.lstrip().startswith(("//", "/*", "* "))]


@pytest.mark.parametrize("text", ["a = b / c / d;\n", "x = (1) / 2; // half\n", "s = '\\\\'; // q\n"])
def test_division_and_escapes_are_read_as_code(text):
    assert without_comment_lines(text) == text
