"""What the Lost Cities scorer page's scripts say (rounds, cards, columns, totals, refusals), in French:
the core turns it into the page's data-messages in each language."""
from __future__ import annotations

from site_builder.rendering.scorer_messages import _

MESSAGES = {
    # Translators: the scorer page's title.
    "page_title": _("Compter les points de Lost Cities"),
    # Translators: the scorer page's description for search engines.
    "page_description": _(
        "Une touche par carte, manche après manche\u00a0: les expéditions, leurs points, les totaux "
        "et le gagnant, calculés sur votre téléphone, même hors ligne."),
    "round_tab": _("Manche {number}"),
    "round_heading": _("Manche {round} : cartes de {player}"),
    "wager_short": _("Pari"),
    "card_wager": _("{colour}, pari {number}"),
    "card_value": _("{colour} {value}"),
    "card_taken": _("{card} : prise par {player}"),
    "column_empty": _("aucune carte"),
    "column_wagers": _("pari ×{count}"),
    "round_total": _("Total de la manche pour {player} : {points}"),
    "scoring_waiting": _("Le calculateur se charge encore : les points s’afficheront dès qu’il sera prêt."),
    "totals_caption": _("Totaux après chaque manche"),
    "totals_round": _("Manche"),
    "totals_total": _("Total"),
    "totals_cell": _("{points} (cumul {running})"),
    "pad_winner": _("gagne"),
    "verdict_winner": _("{name} gagne avec un total de {points}."),
    "verdict_shared": _("Égalité à {points} entre {names} : victoire partagée."),
    "detail_round": _("Manche {number} en détail"),
    "detail_column": _("{colour} : {computation}"),
    "detail_not_started": _("{colour} : pas commencée, 0"),
    "detail_bonus": _("(+{bonus} : {count} cartes)"),
    "detail_round_total": _("Total de la manche : {points}"),
    "place_game": _("la partie"),
    "place_name": _("le nom du joueur {number}"),
    "place_round": _("{player}, manche {round}"),
    "place_column": _("{player}, manche {round}, {colour}"),
    "place_card": _("{player}, manche {round}, {colour}, carte {index}"),
    "expected_object": _("un objet"),
    "expected_list": _("une liste"),
    "expected_string": _("un texte"),
    "expected_boolean": _("vrai ou faux"),
    "error_not_json": _("Les données ne sont pas lisibles (ligne {line}, colonne {column})."),
    "error_wrong_type": _("{place} : type de donnée inattendu ({expected} attendu)."),
    "error_missing_key": _("{place} : il manque « {key} »."),
    "error_wrong_game": _("Ces données sont celles d’un autre jeu (« {game} »)."),
    "error_player_count": _("Une partie se joue à 2 joueurs, pas {count}."),
    "error_empty_name": _("Le joueur {number} n’a pas de nom : écrivez-en un."),
    "error_duplicate_name": _("Deux joueurs s’appellent « {name} » : donnez-leur des noms différents."),
    "error_no_rounds": _("{place} : aucune manche saisie."),
    "error_round_counts": _("Les joueurs n’ont pas le même nombre de manches ({counts})."),
    "error_unknown_colour": _("{place} : couleur inconnue « {colour} »."),
    "error_long_game_colour": _(
        "{place} : le violet ne se joue que dans la partie longue. Cochez « Partie longue » ou retirez ces "
        "cartes."),
    "error_bad_value": _("{place} : la valeur {value} n’est pas un nombre de 2 à 10."),
    "error_bad_wagers": _("{place} : {value} paris, il en faut de 0 à 3."),
    "error_duplicate_card": _(
        "Manche {round} : la carte {card} est saisie plusieurs fois ({places}), mais elle n’existe qu’une "
        "fois."),
    "error_too_many_wagers": _(
        "Manche {round}, {colour} : {count} paris saisis ({places}), mais il n’y en a que 3."),
    "error_unknown": _("La partie contient une erreur ({code})."),
    # Translators: Header of the first column of the picture of a score (one round per row).
    "picture_head": _("Manche"),
}
