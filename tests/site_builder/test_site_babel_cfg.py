"""babel.cfg and `marquoir i18n update` extract the same messages: a translator may use either
`pybabel extract -F babel.cfg` or the project's command and get the same template."""
from __future__ import annotations

import pathlib
import subprocess
import sys

from babel.messages.pofile import read_po

from site_builder.commands.i18n import extract_messages
from site_builder.config.site_config import SiteConfig

ROOT = pathlib.Path(__file__).resolve().parents[2]


def messages_of(catalog) -> dict:
    return {
        (message.context, message.id if isinstance(message.id, str) else tuple(message.id)): sorted(
            message.locations
        )
        for message in catalog
        if message.id
    }


def test_pybabel_with_babel_cfg_extracts_what_marquoir_extracts(tmp_path):
    pot = tmp_path / "messages.pot"
    pybabel = pathlib.Path(sys.executable).with_name("pybabel")
    subprocess.run(
        [str(pybabel), "-q", "extract", "-F", "babel.cfg", "-c", "Translators:", "-o", str(pot), "."],
        cwd=ROOT,
        check=True,
    )
    with pot.open("rb") as fp:
        by_pybabel = messages_of(read_po(fp))
    by_marquoir = messages_of(extract_messages(SiteConfig(root=ROOT)))
    assert by_pybabel.keys() == by_marquoir.keys()
    assert by_pybabel == by_marquoir
