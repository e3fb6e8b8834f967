"""What the Lost Cities scorer page's scripts say (rounds, cards, columns, totals, refusals), in French:
the core turns it into the page's data-messages in each language."""
from __future__ import annotations

from site_builder.game import PROBLEM_WORDS, _, ngettext

MESSAGES = {
    **PROBLEM_WORDS,  # the kit's words of the problems every scorer shares
    # Translators: the scorer page's title.
    "page_title": _("Compter les points de Lost Cities"),
    # Translators: the scorer page's description for search engines.
    "page_description": _(
        "Une touche par carte, manche après manche\u00a0: les expéditions, leurs points, les totaux "
        "et le gagnant, calculés sur votre téléphone, même hors ligne."),
    # Translators: A round's tab above the board: {number} is the round's number (1, 2, 3...).
    "round_tab": _("Manche {number}"),
    # Translators: Heading of the board of cards: {round} is the round's number, {player} the name of the
    # player whose cards are entered.
    "round_heading": _("Manche {round} : cartes de {player}"),
    # Translators: A wager card's face on the board (the Lost Cities glossary's "Pari").
    "wager_short": _("Pari"),
    # Translators: Screen-reader name of a wager card of the board: {colour} is its colour's name (glossary),
    # {number} which of the colour's three wagers (1 to 3).
    "card_wager": _("{colour}, pari {number}"),
    # Translators: A card's name (board, refusals): {colour} is its colour's name (glossary), {value} its
    # number, 2 to 10.
    "card_value": _("{colour} {value}"),
    # Translators: Screen-reader name of a greyed card of the board: {card} is the card's name, {player} the
    # other player's name, who holds it.
    "card_taken": _("{card} : prise par {player}"),
    # Translators: Under a colour's heading on the board, and in a round's computations, when the expedition
    # has no card.
    "column_empty": _("aucune carte"),
    # Translators: Under a colour's heading on the board: how many wager cards are entered, {count} (1 to 3).
    "column_wagers": _("pari ×{count}"),
    # Translators: How many cards a column holds (wagers included); shown beside each colour while entering.
    # {count} is that number.
    "column_count": ngettext("{count} carte", "{count} cartes"),
    # Translators: Shown beside a column once it holds 8 cards or more: the bonus the scorer added.
    "column_bonus": _("bonus +{bonus}"),
    # Translators: The legend's line for the check mark of a chosen card.
    "legend_chosen": _("carte choisie"),
    # Translators: Who starts round 1 (the rules: the oldest player).
    "first_oldest": _("Manche 1 : le joueur le plus âgé commence."),
    # Translators: Who starts a later round: the player with more points after the rounds before it. {round}
    # is the round's number, {name} that player's name, {points} their points so far.
    "first_leader": _("Manche {round} : {name} commence (plus de points jusqu’ici : {points})."),
    # Translators: Who starts a later round when both players have the same points so far.
    "first_level": _(
        "Manche {round} : égalité à {points} jusqu’ici, la règle ne dit pas qui commence : "
        "décidez ensemble."),
    # Translators: The line in the bar while entering: {totals} is a list of "name points".
    "bar_totals": _("Totaux : {totals}"),
    # Translators: Said in the bar after "New game": the former game can be brought back.
    "new_game_done": _("Nouvelle partie : « Annuler » rend la partie d’avant."),
    # Translators: Status line under the board: {player} is a name, {points} the player's points for this
    # round.
    "round_total": _("Total de la manche pour {player} : {points}"),
    # Translators: Shown in the results while the scorer's Python is still starting.
    "scoring_waiting": _("Le calculateur se charge encore : les points s’afficheront dès qu’il sera prêt."),
    # Translators: Caption of the table of totals (one row per round, one column per player).
    "totals_caption": _("Totaux après chaque manche"),
    # Translators: Header of the first column of the table of totals (one round per row).
    "totals_round": _("Manche"),
    # Translators: Header of the last row of the table of totals: each player's total points.
    "totals_total": _("Total"),
    # Translators: A cell of the table of totals: {points} is the player's points for the round, {running}
    # their total so far.
    "totals_cell": _("{points} (cumul {running})"),
    # Translators: Under the winner's total in the table of totals.
    "pad_winner": _("gagne"),
    # Translators: The result in one sentence: {name} is the winner, {points} their total.
    "verdict_winner": _("{name} gagne avec un total de {points}."),
    # Translators: The result when the players tie: {points} is the total, {names} a list of the players'
    # names.
    "verdict_shared": _("Égalité à {points} entre {names} : victoire partagée."),
    # Translators: Before every round is entered: who leads so far; {played} rounds hold cards, of {rounds}.
    # {name} is the leader's name, {points} their total so far.
    "verdict_leader": _(
        "Pour l’instant, {name} mène avec {points} (manches saisies : {played} sur {rounds}). "
        "Le gagnant sera annoncé quand toutes les manches seront saisies."),
    # Translators: Before every round is entered, when the players are level so far. {points} is the shared
    # total, {names} a list of names; {played} rounds hold cards, of {rounds}.
    "verdict_level": _(
        "Pour l’instant, égalité à {points} entre {names} (manches saisies : {played} sur {rounds}). "
        "Le gagnant sera annoncé quand toutes les manches seront saisies."),
    # Translators: The mark of the player ahead in the totals, before the game is over.
    "pad_leader": _("en tête"),
    # Translators: Heading of a round's computations (opens on tap): {number} is the round's number.
    "detail_round": _("Manche {number} en détail"),
    # Translators: A line of a round's computations: {colour} is the expedition's colour (glossary),
    # {computation} its calculation, e.g. "(−20 + 4 + 7) × 2 = −18".
    "detail_column": _("{colour} : {computation}"),
    # Translators: A line of a round's computations for an expedition with no card: {colour} is its colour
    # (glossary).
    "detail_not_started": _("{colour} : pas commencée, 0"),
    # Translators: After an expedition's computation when it earns the bonus: {bonus} is the bonus points
    # (20), {count} how many cards it holds.
    "detail_bonus": _("(+{bonus} : {count} cartes)"),
    # Translators: Last line of a round's computations: {points} is the player's points for the round.
    "detail_round_total": _("Total de la manche : {points}"),
    # Translators: Where a refusal applies: {player} is a name, {round} a round's number, {colour} an
    # expedition's colour.
    "place_column": _("{player}, manche {round}, {colour}"),
    # Translators: Where a refusal applies: {player} is a name, {round} a round's number, {colour} an
    # expedition's colour, {index} the card's rank in it (1, 2...).
    "place_card": _("{player}, manche {round}, {colour}, carte {index}"),
    # Translators: What was expected in "unexpected kind of data" refusals (data read from a link or saved
    # game): true or false.
    "expected_boolean": _("vrai ou faux"),
    # Translators: Refusal: {count} is the number of players the data holds.
    "error_player_count": _("Une partie se joue à 2 joueurs, pas {count}."),
    # Translators: Refusal: {place} is where (one of the "place" messages).
    "error_no_rounds": _("{place} : aucune manche saisie."),
    # Translators: Refusal: {place} is where (one of the "place" messages), {colour} the unknown colour's id,
    # left as is.
    "error_unknown_colour": _("{place} : couleur inconnue « {colour} »."),
    # Translators: Refusal: {place} is where (one of the "place" messages); « Partie longue » is the long game
    # checkbox's label.
    "error_long_game_colour": _(
        "{place} : le violet ne se joue que dans la partie longue. Cochez « Partie longue » ou retirez ces "
        "cartes."),
    # Translators: Refusal: {place} is where (one of the "place" messages), {value} the wrong value as
    # entered.
    "error_bad_value": _("{place} : la valeur {value} n’est pas un nombre de 2 à 10."),
    # Translators: Refusal: {place} is where (one of the "place" messages), {value} the wrong number of wagers
    # as entered.
    "error_bad_wagers": _("{place} : {value} paris, il en faut de 0 à 3."),
    # Translators: Refusal: {round} is a round's number, {card} a card's name, {places} a list of where it was
    # entered ("place" messages).
    "error_duplicate_card": _(
        "Manche {round} : la carte {card} est saisie plusieurs fois ({places}), mais elle n’existe qu’une "
        "fois."),
    # Translators: Refusal: {round} is a round's number, {colour} a colour, {count} the number of wagers,
    # {places} a list of where they were entered.
    "error_too_many_wagers": _(
        "Manche {round}, {colour} : {count} paris saisis ({places}), mais il n’y en a que 3."),
    # Translators: Header of the first column of the picture of a score (one round per row).
    "picture_head": _("Manche"),
}
