"""The site's scripts published without their comment lines (rendering/script_comments.py): what is
code stays as written, whatever looks like a comment inside a string, a template or a regular
expression included, and every published module still parses."""
from __future__ import annotations

import json
import pathlib
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


# Each file parsed as an ES module, as `node --check` parses it, in one Node process for them all.
PARSE_EACH = """
const vm = require("node:vm");
const fs = require("node:fs");
const failed = [];
for (const file of process.argv.slice(1)) {
  try {
    new vm.SourceTextModule(fs.readFileSync(file, "utf8"), { identifier: file });
  } catch (error) {
    failed.push([file, String(error)]);
  }
}
process.stdout.write(JSON.stringify(failed));
"""


def modules_that_do_not_parse(modules: list[pathlib.Path]) -> list[list[str]]:
    node = shutil.which("node")
    assert node, "Node.js is missing: ./dev installs it"
    run = subprocess.run(
        [node, "--experimental-vm-modules", "--no-warnings", "-e", PARSE_EACH, *map(str, modules)],
        capture_output=True, text=True, check=False,
    )
    assert run.returncode == 0, run.stderr
    return json.loads(run.stdout)


def test_the_parse_check_refuses_a_module_that_does_not_parse(tmp_path):
    good, bad = tmp_path / "good.mjs", tmp_path / "bad.mjs"
    good.write_text('import { a } from "./a.mjs";\nexport const b = await a;\n', encoding="utf-8")
    bad.write_text("export const b = ;\n", encoding="utf-8")
    assert modules_that_do_not_parse([good, bad]) == [[str(bad), "SyntaxError: Unexpected token ';'"]]


def test_every_published_module_still_parses(built_site):
    modules = sorted((built_site / "assets").rglob("*.mjs"))
    assert len(modules) > 40
    assert modules_that_do_not_parse(modules) == []
    text = "".join(module.read_text(encoding="utf-8") for module in modules)
    assert not [line for line in text.splitlines() if line.lstrip().startswith(("//", "/*", "* "))]


@pytest.mark.parametrize("text", ["a = b / c / d;\n", "x = (1) / 2; // half\n", "s = '\\\\'; // q\n"])
def test_division_and_escapes_are_read_as_code(text):
    assert without_comment_lines(text) == text
