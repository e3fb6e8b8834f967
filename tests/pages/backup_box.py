"""The backup box (the kit's backup-panel.mjs) as a person uses it, on any page that mounts it: a tap
on Export (the file downloaded), a file chosen in Import, what the box then says. One phone is one
browser context, on which every game's scorer page is opened in turn. Shared by tests/browser/test_backup.py
and the history's tests; not a test module itself."""
from __future__ import annotations

import pathlib

from pages.scorer_table import SavedGames

STATUS = "[data-backup-status]"


class BackupPhone(SavedGames):
    """One phone (a browser context) going from one game's scorer page to another's."""

    def open_game(self, slug: str) -> None:
        self.slug = slug
        self.url = f"{self.origin}/{self.lang}/{slug}/score/"
        self.page.goto(self.url)
        self.ready()

    def said(self) -> str:
        """What the box said last (its polite live region), once it said something."""
        status = self.page.locator(STATUS)
        status.wait_for(state="visible")
        return status.inner_text()

    def export_to(self, folder: pathlib.Path) -> pathlib.Path:
        """Taps Export; the downloaded file, saved under its own name in `folder`."""
        with self.page.expect_download() as found:
            self.page.locator("[data-backup-export]").tap()
        download = found.value
        path = folder / download.suggested_filename
        download.save_as(path)
        self.page.wait_for_function("(s) => document.querySelector(s).textContent !== ''", arg=STATUS)
        return path

    def import_file(self, path: pathlib.Path) -> str:
        """Chooses `path` in Import (as a tap on the field and a choice would); what the box says then
        (a sentence other than the one it said before: each file of a test gets its own answer)."""
        before = self.page.locator(STATUS).text_content()
        self.page.locator("[data-backup-import]").set_input_files(str(path))
        changed = "([s, before]) => !['', before].includes(document.querySelector(s).textContent)"
        self.page.wait_for_function(changed, arg=[STATUS, before])
        return self.said()

    def recent_texts(self) -> list[str]:
        return [item.locator("p").inner_text() for item in self.recent().all()]
