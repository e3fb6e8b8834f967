"""The tests reach ../shared/ through one helper, which names what is missing instead of failing later
on an empty list or a bare FileNotFoundError."""
from __future__ import annotations

import pytest
from shared_files import SHARED, shared_path


def test_a_missing_shared_file_is_named_with_where_it_was_looked_for():
    with pytest.raises(FileNotFoundError) as failure:
        shared_path("reference-games", "no-such-file.json")
    message = str(failure.value)
    assert "../shared/reference-games/no-such-file.json" in message
    assert str(SHARED) in message


def test_the_shared_folder_is_beside_the_checkout():
    assert shared_path("rules-facts.md").is_file()
