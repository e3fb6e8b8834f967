"""The table's history: a page per language at /<lang>/history/, present once a game has a scorer page,
linked from the home page and from every scorer page.

It lists every finished game kept on this device, of every game, by date, with the standings across
plays (static/scorer/history/: history-page.mjs, standings.mjs, running-chart.mjs). The page names no
game: what it knows of each comes from its plug-in (its name, its scorer page's address, the module of
its `rules` that reads its saved games back, ScorerSpec.rules_module) and reaches the script as data
(data-games); its words are the kit's messages and HISTORY_MESSAGES, handed over as the scorer pages'
are (scorer_messages.page_messages: data-messages, data-untranslated). The page and its modules are
precached for offline use like every published page and fingerprinted asset (publishing/offline.py).
"""
from __future__ import annotations

from typing import Any

from ..plugins.messages import _, ngettext
from ..structure.pages import Page
from ..structure.site import Site
from . import scorer_messages
from .scorer_pages import bg_stats_game, kit_sources, module_path, own_sources, page_url, scorer_games

PAGE_KEY = "history"
TEMPLATE = "history.html"
ENTRY_MODULE = "history-page.mjs"  # in the kit (static/scorer/history/)
STYLESHEETS = ("assets/scorer/kit.css", "assets/history.css")


def history_url(lang: str) -> str:
    return f"/{lang}/history/"


def has_history(site: Site) -> bool:
    return bool(scorer_games(site))


def game_entries(render) -> list[dict[str, Any]]:
    """What the script knows of each game with a scorer page: its slug, name, scorer page, rules module
    and BG Stats facts (None when it declares no BoardGameGeek number)."""
    found = []
    for game in scorer_games(render.site):
        spec = game.plugin.scorer
        own = own_sources(game, kit_sources(render.site))
        name = scorer_messages.lookup(render, spec.messages.get("game_name", game.slug))
        found.append({
            "slug": game.slug,
            "name": str(name),
            "scorer": page_url(render.lang, game),
            "rules": render.asset_url(module_path(game, spec.rules_module, own)),
            "bgStats": bg_stats_game(game),
        })
    return found


def history_context(render) -> dict[str, Any]:
    messages = scorer_messages.page_messages(render, HISTORY_MESSAGES)
    return {
        "title": str(messages.pop("history_title")),
        "description": str(messages.pop("history_description")),
        "messages": messages,
        "untranslated": scorer_messages.untranslated(messages),
        "history_games": game_entries(render),
        "entry_module": render.asset_url(f"assets/scorer/{ENTRY_MODULE}"),
        "stylesheets": [render.asset_url(path) for path in STYLESHEETS],
    }


def pages(site: Site) -> list[Page]:
    if not has_history(site):
        return []
    return [Page(PAGE_KEY, lang, history_url(lang), TEMPLATE, history_context)
            for lang in site.config.languages]


HISTORY_MESSAGES = {
    # Translators: the title of the history page (every finished game kept on this phone, and standings).
    "history_title": _("Historique et classement"),
    # Translators: the description of the history page, for search engines.
    "history_description": _(
        "Les parties terminées gardées sur ce téléphone, de tous les jeux, et le classement des joueurs."),
    # Translators: how many finished games the list shows, with the filters chosen ({count} games).
    "history_count": ngettext("{count} partie affichée.", "{count} parties affichées."),
    # Translators: a choice of the game filter: every game.
    "history_all_games": _("Tous les jeux"),
    # Translators: a choice of the player filter: every player.
    "history_all_players": _("Tous les joueurs"),
    # Translators: a game of the history: {game} its name, {date} when it was played.
    "history_entry_title": _("{game}, {date}"),
    # Translators: a game of the history: the totals ("Léa 20, Tom 10").
    "history_totals": _("Totaux : {totals}."),
    # Translators: the Reopen link of a game of the history, as a screen reader says it.
    "history_open_label": _("Rouvrir la partie de {game} du {date}"),
    # Translators: the button that shares a game of the history by its link.
    "history_share": _("Envoyer le lien"),
    # Translators: the Share button of a game of the history, as a screen reader says it.
    "history_share_label": _("Envoyer le lien de la partie de {game} du {date}"),
    # Translators: the Remove button of a game of the history, as a screen reader says it.
    "history_remove_label": _("Supprimer la partie de {game} du {date}"),
    # Translators: said once a game of the history was removed: {game} and {date} say which.
    "history_removed": _("Partie de {game} du {date} supprimée de cet appareil."),
    # Translators: said once a removed game of the history was put back.
    "history_put_back_done": _("Partie de {game} du {date} remise à sa place."),
    # Translators: the field beside a game's link when it could not be shared nor copied.
    "history_link_label": _("Lien de la partie de {game} du {date}"),
    # Translators: the heading of a game's running totals (the chart and its table), round by round.
    "chart_summary": _("Manche par manche"),
    # Translators: the caption of the table of running totals of a game, round by round.
    "chart_caption": _("Total cumulé de chaque joueur après chaque manche"),
    # Translators: a column of the table of running totals: after round {number}.
    "chart_round": _("Manche {number}"),
    # Translators: the last column of the table of running totals: the game's final total (with what
    # is counted only at the end of the game).
    "chart_total": _("Total final"),
    # Translators: the first column of a table of the history: the player.
    "column_player": _("Joueur"),
    # Translators: the heading of the standings of every game together.
    "standings_all": _("Tous les jeux"),
    # Translators: a column of the standings: how many games the player played.
    "column_plays": _("Parties"),
    # Translators: a column of the standings: how many games the player won (a shared win counts).
    "column_wins": _("Victoires"),
    # Translators: a column of the standings: the share of games won.
    "column_win_rate": _("Taux de victoire"),
    # Translators: a column of the standings: the player's average score.
    "column_average": _("Score moyen"),
    # Translators: a column of the standings: the player's best score.
    "column_best": _("Meilleur score"),
    # Translators: a column of the standings: the day of the player's last game.
    "column_last": _("Dernière partie"),
    # Translators: the caption of a table of standings: {game} is a game's name or "Every game".
    "standings_caption": _("Classement : {game}"),
    # Translators: said once two spellings of a player's name were merged.
    "merge_done": _("« {from} » et « {into} » sont maintenant un seul joueur."),
    # Translators: said when the two names chosen to merge are the same player already.
    "merge_same": _("Choisissez deux noms différents."),
    # Translators: said when two names cannot be merged: both played in one same game.
    "merge_together": _("« {from} » et « {into} » ont joué une même partie : ce sont deux joueurs."),
    # Translators: a merge of two spellings, listed under the merge form.
    "merge_item": _("« {from} » compté comme « {into} »"),
    # Translators: the button that undoes a merge of two spellings.
    "merge_undo": _("Séparer"),
    # Translators: the Separate button of a merge, as a screen reader says it.
    "merge_undo_label": _("Séparer « {from} » de « {into} »"),
    # Translators: said once a merge was undone.
    "merge_undone": _("« {from} » est de nouveau un joueur à part."),
}
