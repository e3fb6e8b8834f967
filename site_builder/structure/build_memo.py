"""What one process's builds keep in memory for the next (`marquoir serve` rebuilding on every save): the
answers of the build's pure steps, each under a key holding everything it is made from (a document's
text, a message and the glossary it is checked against), so an answer is never stale. What a finished
build did not ask for is dropped, so the memory stays the size of one build's answers."""
from __future__ import annotations

from collections.abc import Callable, Hashable
from typing import Any


class BuildMemo:
    """remember(key, make): the answer of an earlier build for the key, else make()."""

    def __init__(self) -> None:
        self._earlier: dict[Hashable, Any] = {}  # the answers of the last finished build
        self._asked: dict[Hashable, Any] = {}  # the answers of the build under way

    def remember(self, key: Hashable, make: Callable[[], Any]) -> Any:
        if key in self._asked:
            return self._asked[key]
        answer = self._earlier[key] if key in self._earlier else make()
        self._asked[key] = answer
        return answer

    def finish_build(self) -> None:
        """A build ended: keep its answers only."""
        self._earlier, self._asked = self._asked, {}

    def __len__(self) -> int:
        return len(self._earlier)
