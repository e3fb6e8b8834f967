"""The Markdown extractor: one message per block, its file and line, a comment saying what it is."""
from __future__ import annotations

import io

from site_builder.content.markdown_blocks import parse_document
from site_builder.translations.extraction import extract_markdown

SAMPLE = """---
title: Arboretum
description: Les *règles* du jeu.
tagline: Planter des arbres.
reviewed: 2026-11-30
players: 2-4
minutes: 30
---

## Qui peut compter une espèce ? {#droit-de-compter}

Chaque joueur révèle ses cartes,
puis [compte](#chemins) les **valeurs**.

- Tirer deux cartes.
- Planter `une` carte.

1. Premier point.

   Suite du premier point.

> Une citation.

| Cartes | Points |
|---|--:|
| 4 de l’espèce | double |

```arboretum score="maple=2"
maple:1 maple:2
```

```
du code
```
"""


def extract(text: str, name: str = "content/arboretum/rules.md"):
    fileobj = io.BytesIO(text.encode("utf-8"))
    fileobj.name = name
    return list(extract_markdown(fileobj, {}, [], {}))


def test_one_message_per_block_with_line_and_kind():
    found = [(line, message, comments) for line, _func, message, comments in extract(SAMPLE)]
    assert found == [
        (2, "Arboretum", ["page title (front matter)"]),
        (3, "Les *règles* du jeu.", ["page description for search engines (front matter)"]),
        (4, "Planter des arbres.", ["tagline (front matter)"]),
        (10, "Qui peut compter une espèce ?",
         ["heading, anchor #droit-de-compter (not part of the message)"]),
        (12, "Chaque joueur révèle ses cartes, puis [compte](#chemins) les **valeurs**.", ["paragraph"]),
        (15, "Tirer deux cartes.", ["list item"]),
        (16, "Planter `une` carte.", ["list item"]),
        (18, "Premier point.", ["list item"]),
        (20, "Suite du premier point.", ["list item"]),
        (22, "Une citation.", ["quote paragraph"]),
        (24, "Cartes", ["table header cell"]),
        (24, "Points", ["table header cell"]),
        (26, "4 de l’espèce", ["table cell"]),
        (26, "double", ["table cell"]),
    ]


def test_fences_and_non_message_front_matter_are_not_extracted():
    messages = [message for _line, _func, message, _comments in extract(SAMPLE)]
    assert not any("maple" in m or "du code" in m or "2026" in m or m == "30" for m in messages)


def test_anchor_is_kept_out_of_the_message_but_known_to_the_renderer():
    document = parse_document(SAMPLE, "rules.md")
    heading = document.blocks[0]
    assert (heading.kind, heading.anchor, heading.message) == ("heading", "droit-de-compter",
                                                               "Qui peut compter une espèce ?")
    assert "{#" not in "".join(block.message for block in document.blocks)


def test_hard_line_break_survives_in_the_message():
    found = extract("Ligne un  \nligne deux\\\nligne trois\n")
    assert [m for _l, _f, m, _c in found] == ["Ligne un\\\nligne deux\\\nligne trois"]


def test_babel_extracts_through_the_registered_method(tmp_path):
    """`pybabel extract` finds the extractor by its entry point name."""
    from babel.messages.extract import extract_from_file

    path = tmp_path / "page.md"
    path.write_text("---\ntitle: Titre\n---\n\n## Un titre {#un}\n\nUn paragraphe.\n", encoding="utf-8")
    found = extract_from_file("marquoir_markdown", str(path))
    assert [(line, message, comments) for line, message, comments, _ctx in found] == [
        (2, "Titre", ["page title (front matter)"]),
        (5, "Un titre", ["heading, anchor #un (not part of the message)"]),
        (7, "Un paragraphe.", ["paragraph"]),
    ]


NOTES = """# Titre {#titre}

<!-- i18n: « main » est la main du joueur, pas la partie du corps -->
| Joueur | Main |
| --- | --- |
| Inès | 48 |

<!-- i18n: no-translate -->
Dan Cassar, Z-Man Games.

Un paragraphe.
"""


def test_an_author_leaves_a_note_or_keeps_a_block_in_french():
    from site_builder.rendering.markdown_render import render_document
    from site_builder.translations.catalogs import Translator

    document = parse_document(NOTES, "notes.md")
    found = list(extract_markdown(io.BytesIO(NOTES.encode()), [], [], {}))
    messages = {message: comments for _line, _f, message, comments in found}
    note = "Note: « main » est la main du joueur, pas la partie du corps"
    assert messages["Joueur"] == ["table header cell", note] and messages["Inès"] == ["table cell", note]
    assert messages["Un paragraphe."] == ["paragraph"]  # the note is the table's only
    assert "48" not in messages  # numbers are not messages
    assert not any("Cassar" in message or "i18n" in message for message in messages)
    rendered = render_document(document, Translator("en", None, "fr"), "fr", lambda key, done: None)
    assert "i18n" not in rendered.html and "<!--" not in rendered.html
    assert '<p lang="fr">Dan Cassar, Z-Man Games.</p>' in rendered.html
