"""Worked examples in the rules and the player aids: fenced blocks read and checked at gather time by
their game's handler (plugins.FenceHandler), drawn at render time by the handler's template. A block
whose first word no handler of its game claims is shown as code."""
from __future__ import annotations

import dataclasses

from ..exceptions import ContentError, Problem, failure_problem, internal_problem
from ..structure.site import Example, Game, Problems


def read_examples(games: tuple[Game, ...], problems: Problems) -> dict[tuple[str, int], Example]:
    """Every claimed fence of every game's rules and player aid, by (document path, token index); each
    refusal is an error naming the Markdown file and line."""
    examples = {}
    for game in games:
        handlers = {handler.word: handler for handler in game.plugin.fences}
        for document, fence in ((text, fence) for text in game.texts for fence in text.fences):
            words = fence.info.split(maxsplit=1)
            handler = handlers.get(words[0]) if words else None
            if handler is None:
                continue
            try:
                value = handler.read(fence, document.path)
                examples[document.path, fence.token_index] = Example(handler, value)
            except ContentError as error:
                problems.errors.extend(error.problems)
            except Exception as error:  # the plug-in's bug: its line, and the example it was reading
                problems.errors.append(hook_problem(error, f"{document.path}:{fence.line}"))
    return examples


def hook_problem(error: Exception, reading: str) -> Problem:
    """What a fence handler raised without meaning to, at the plug-in's line, naming the example."""
    problem = failure_problem(error) or internal_problem(error)
    return dataclasses.replace(problem, text=f"{problem.text} (reading the example at {reading})")


def render_example(render, example: Example) -> str:
    """The example's HTML in the page's language (render: page_render.PageRender)."""
    extra = example.handler.context(render, example.value) if example.handler.context else {}
    return render.render_partial(example.handler.template, example=example.value, **extra)
