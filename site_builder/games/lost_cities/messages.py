"""What the Lost Cities scorer page's scripts say (rounds, cards, columns, totals, refusals), in French:
the core turns it into the page's data-messages in each language."""
from __future__ import annotations

from site_builder.rendering.scorer_messages import _, ngettext

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
    # Translators: How many cards a column holds (wagers included); shown beside each colour while entering.
    "column_count": ngettext("{count} carte", "{count} cartes"),
    # Translators: Shown beside a column once it holds 8 cards or more: the bonus the scorer added.
    "column_bonus": _("bonus +{bonus}"),
    # Translators: The legend's line for the check mark of a chosen card.
    "legend_chosen": _("carte choisie"),
    # Translators: Who starts round 1 (the rules: the oldest player).
    "first_oldest": _("Manche 1 : le joueur le plus âgé commence."),
    # Translators: Who starts a later round: the player with more points after the rounds before it.
    "first_leader": _("Manche {round} : {name} commence (plus de points jusqu’ici : {points})."),
    # Translators: Who starts a later round when both players have the same points so far.
    "first_level": _(
        "Manche {round} : égalité à {points} jusqu’ici, la règle ne dit pas qui commence : "
        "décidez ensemble."),
    # Translators: The line in the bar while entering: {totals} is a list of "name points".
    "bar_totals": _("Totaux : {totals}"),
    # Translators: Said in the bar after "New game": the former game can be brought back.
    "new_game_done": _("Nouvelle partie : « Annuler » rend la partie d’avant."),
    "round_total": _("Total de la manche pour {player} : {points}"),
    "scoring_waiting": _("Le calculateur se charge encore : les points s’afficheront dès qu’il sera prêt."),
    "totals_caption": _("Totaux après chaque manche"),
    "totals_round": _("Manche"),
    "totals_total": _("Total"),
    "totals_cell": _("{points} (cumul {running})"),
    "pad_winner": _("gagne"),
    "verdict_winner": _("{name} gagne avec un total de {points}."),
    "verdict_shared": _("Égalité à {points} entre {names} : victoire partagée."),
    # Translators: Before every round is entered: who leads so far; {played} rounds hold cards, of {rounds}.
    "verdict_leader": _(
        "Pour l’instant, {name} mène avec {points} (manches saisies : {played} sur {rounds}). "
        "Le gagnant sera annoncé quand toutes les manches seront saisies."),
    # Translators: Before every round is entered, when the players are level so far.
    "verdict_level": _(
        "Pour l’instant, égalité à {points} entre {names} (manches saisies : {played} sur {rounds}). "
        "Le gagnant sera annoncé quand toutes les manches seront saisies."),
    # Translators: The mark of the player ahead in the totals, before the game is over.
    "pad_leader": _("en tête"),
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
