"""Arboretum's scorer-page messages, declared for the core (rendering/scorer_messages.py), which looks
them up in the catalogs with the kit's own. Names in {braces} are filled in by the scripts: keep them as
they are in translations."""
from __future__ import annotations

from site_builder.game import PROBLEM_WORDS, _, ngettext, pgettext

MESSAGES = {
    # the kit's words of the problems every scorer shares, those Arboretum's scorer reports
    **{key: PROBLEM_WORDS[key] for key in (
        "place_name", "error_missing_key", "error_empty_name", "error_duplicate_name", "error_unknown")},
    # Translators: the scorer page's title.
    "page_title": _("Compter les points d’Arboretum"),
    # Translators: the scorer page's description for search engines.
    "page_description": _(
        "Entrez les arboretums et les mains en fin de partie\u00a0: droits, meilleurs chemins, "
        "totaux et gagnant, calculés sur votre téléphone, même hors ligne."),
    # Translators: A card: species name and value (1 to 8), e.g. "Chêne 5". Reorder if your language says the
    # number first.
    "card": pgettext("card name", "{species} {value}"),
    # Translators: A cell of the arboretum named by position, used in lists of cards. {row} and {col} are
    # numbers.
    "cell": _("ligne {row}, colonne {col}"),
    # Translators: One sentence under the player count: {players} is 2, 3 or 4; {allowed} species (6, 8 or 10)
    # out of {total} (10).
    "species_rule": _("À {players} joueurs, on joue avec {allowed} espèces au choix parmi les {total}."),
    # Translators: The same sentence when every species is played ({allowed} equals {total}, with 4 players).
    "species_rule_all": _("À {players} joueurs, on joue avec les {total} espèces."),
    # Translators: Under the species rule: how many species the cards entered so far use ({count}), out of
    # {allowed}.
    "species_used": ngettext(
        "Espèce saisie : {count} sur {allowed}.",
        "Espèces saisies : {count} sur {allowed}."),
    # Translators: Heading of a player's arboretum (the cards laid out on the table) with its number of
    # cards. {count} is that number.
    "arboretum_heading": ngettext("Arboretum : {count} carte", "Arboretum : {count} cartes"),
    # Translators: Help under an empty arboretum.
    "arboretum_start": _("Touchez une carte du jeu ci-dessous : elle se pose sur la case entourée."),
    # Translators: Help under an arboretum with cards.
    "arboretum_help": _(
        "Chaque carte touchée se pose sur la case entourée, puis la case suivante est choisie. Touchez une "
        "case pour y aller, ou une carte posée pour la changer."),
    # Translators: Screen-reader name of a planted card: {card} is a card name, then its position. {row} and
    # {col} are numbers.
    "card_at": _("{card}, ligne {row}, colonne {col}"),
    # Translators: Screen-reader name of a card on a scoring path: {label} is the card and its position,
    # {step} its rank on the path.
    "path_step_label": _("{label}, carte {step} du chemin"),
    # Translators: Screen-reader name of the single cell of an empty arboretum.
    "cell_first": _("Case de la première carte"),
    # Translators: Screen-reader name of a free cell next to planted cards. {row} and {col} are numbers.
    "cell_plant": _("Case libre, ligne {row}, colonne {col}"),
    # Translators: Screen-reader name of a free cell while a card is being moved. {row} and {col} are
    # numbers.
    "cell_move_here": _("Déplacer la carte ici, ligne {row}, colonne {col}"),
    # Translators: Shown while a card is being moved; {card} is its name.
    "moving_notice": _("Déplacement de {card} : touchez une case libre."),
    # Translators: Button that gives up moving a card.
    "moving_cancel": pgettext("button", "Ne pas déplacer"),
    # Translators: Screen-reader name of a filled hand slot: {slot} is 1 to 7. {card} is the card's name.
    "hand_slot": _("Carte {slot} de la main : {card}"),
    # Translators: Screen-reader name of an empty hand slot: {slot} is 1 to 7.
    "hand_slot_empty": _("Carte {slot} de la main : vide"),
    # Translators: Heading of a player's hand: {count} cards entered out of {size} (7).
    "hand_heading": ngettext("Main : {count} carte sur {size}", "Main : {count} cartes sur {size}"),
    # Translators: A line under the deck: what is entered so far for the player being entered ({player}):
    # {planted} cards in the arboretum, {held} of {size} (7) in hand, and the species of the game, {used} of
    # {allowed}. Keep it short: one line on a phone.
    "entry_totals": _("{player} : arboretum {planted} · main {held}/{size} · espèces {used}/{allowed}"),
    # Translators: Screen-reader name of the legend of the cards' short names.
    "legend_label": _("Abréviations des espèces sur les cartes"),
    # Translators: Heading of the deck of all the game's cards, one row per species, that the player taps to
    # enter a card.
    "deck_heading": _("Cartes du jeu"),
    # Translators: Screen-reader description of the deck: how to enter a card with a keyboard. "ja4" is
    # what a card shows (its species' short name and value) typed, "j4" the same cut short: use one of
    # your language's short names whose first letter no other species has.
    "deck_keys": _(
        "Au clavier : tapez la carte comme elle est écrite, ja4, ou seulement j4 quand aucune autre espèce "
        "ne commence par j ; la carte va où est la sélection, que les flèches déplacent dans l’arboretum."),
    # Translators: Said by a screen reader once a card is put in a garden: {card} is its name, {player}
    # a name.
    "entered_arboretum": _("{card} : arboretum de {player}."),
    # Translators: Said by a screen reader once a card is put in a hand: {card} is its name, {player} a name.
    "entered_hand": _("{card} : main de {player}."),
    # Translators: Above the deck: where the next tapped card goes. {player} is a name.
    "deck_target_cell": _("La carte touchée se pose dans l’arboretum de {player}."),
    # Translators: Above the deck: where the next tapped card goes. {slot} is 1 to 7, {player} a name.
    "deck_target_hand": _("La carte touchée va dans la main de {player} (carte {slot})."),
    # Translators: Above the deck when a planted or held card is selected: the tapped card replaces it.
    "deck_target_change": _("La carte touchée remplace {card}."),
    # Translators: Above the deck when nothing is selected.
    "deck_no_target": _("Touchez d’abord une case de l’arboretum ou de la main."),
    # Translators: Screen-reader name, and message shown when tapped, of a card of the deck already entered.
    # {player} is a name.
    "deck_in_arboretum": _("{card} est déjà dans l’arboretum de {player}."),
    # Translators: Screen-reader name, and message shown when tapped, of a card of the deck already entered.
    # {player} is a name.
    "deck_in_hand": _("{card} est déjà dans la main de {player}."),
    # Translators: Button that turns the direction of entry; shown while cards are entered along the row (to
    # the right).
    "direction_row": pgettext("button", "Sens : → ligne"),
    # Translators: Button that turns the direction of entry; shown while cards are entered down the column.
    "direction_column": pgettext("button", "Sens : ↓ colonne"),
    # Translators: Button: move the selected planted card to another cell.
    "move": pgettext("button", "Déplacer"),
    # Translators: Button: take the selected card away (from the arboretum or the hand).
    "remove": pgettext("button", "Enlever"),
    # Translators: Refusal: removing this card would leave the arboretum in two parts, which the rules
    # forbid. {card} is the card's name, {player} the arboretum's owner.
    "split_remove": _(
        "{card} relie les cartes de l’arboretum de {player} : l’enlever le couperait en deux. Enlevez "
        "d’abord une carte d’un bout."),
    # Translators: Refusal: moving the card to the tapped cell would leave the arboretum in two parts.
    # {card} is the card's name, {player} the arboretum's owner.
    "split_move": _(
        "Déplacer {card} là couperait l’arboretum de {player} en deux : choisissez une autre case."),
    # Translators: Shown while the scorer counts.
    "scoring": _("Calcul en cours…"),
    # Translators: Shown when Score is tapped before the scorer's Python has started.
    "scoring_waiting": _("Le calculateur se charge encore : le calcul partira dès qu’il sera prêt."),
    # Translators: Heading of the box listing what stops the game from being scored.
    "problems_heading": _("Impossible de compter"),
    # Translators: Heading of the box listing things to check; the game is scored anyway.
    "warnings_heading": _("À vérifier"),
    # Translators: Caption of the score table (the paper score pad of the game).
    "pad_caption": _("Feuille de score"),
    # Translators: Header of the score pad's first column (one species per row).
    "pad_species": pgettext("score pad column", "Espèce"),
    # Translators: Header of the score pad's last row: each player's total points.
    "pad_total": pgettext("score pad row", "Total"),
    # Translators: Under the winner's total in the score pad (one player per column).
    "pad_winner": pgettext("score pad, under a total", "gagne"),
    # Translators: In a score pad cell: the sum of that species in the player's hand; {total} is a number.
    "pad_hand": _("main {total}"),
    # Translators: Screen-reader name of a score cell; {right} is one of the two following messages.
    # {player} is a name, {species} a species, {points} the points scored, {hand} the sum of that species in
    # the player's hand.
    "pad_cell_label": _("{player}, {species} : {points} (main {hand}, {right}). Voir le détail"),
    # Translators: Part of a score cell's screen-reader name.
    "pad_right_yes": _("droit de compter"),
    # Translators: Part of a score cell's screen-reader name.
    "pad_right_no": _("sans droit de compter"),
    # Translators: Legend under the score pad; keep the symbols ✓ and 8 → 0.
    "pad_legend": _(
        "✓ : droit de compter l’espèce (plus forte somme en main). 8 → 0 : un 8 en main annulé par le 1 "
        "d’un adversaire."),
    # Translators: Added to a score cell's screen-reader name; {name} is a player.
    "pad_eight_cancelled": _("Le 8 compte 0, car {name} tient le 1."),
    # Translators: Under the score pad.
    "pad_hint": _("Touchez un score pour voir son chemin et son calcul."),
    # Translators: The result in one sentence; {name} is the winner. {points} is their total.
    "verdict_winner": _("{name} gagne avec un total de {points}."),
    # Translators: One item of a list of players with their number of species: {name} and a number. {count}
    # is that number.
    "verdict_count": _("{name} : {count}"),
    # Translators: Tie on points broken by the number of species; {tied} is a list of names, {counts} a list
    # of "name: number".
    "verdict_tie_decided": _(
        "Égalité à {points} entre {tied}. Départage par le nombre d’espèces différentes dans l’arboretum "
        "({counts}) : {name} gagne."),
    # Translators: Tie still tied after the tie-break among some; {names} is a list of names. {points} is
    # the tied total, {tied} the list of tied players, {counts} a list of "name: number".
    "verdict_tie_shared": _(
        "Égalité à {points} entre {tied}. Départage par le nombre d’espèces différentes dans l’arboretum "
        "({counts}) : victoire partagée entre {names}."),
    # Translators: Tie that the tie-break does not break. {points} is the tied total, {tied} the list of
    # tied players, {counts} a list of "name: number".
    "verdict_shared": _(
        "Égalité à {points} entre {tied}, avec autant d’espèces différentes dans l’arboretum ({counts}) : "
        "victoire partagée."),
    # Translators: Heading of a score's explanation: species name, player name.
    "detail_heading": _("{species}, {player}"),
    # Translators: {cards} is a sum such as "Chêne 2 + Chêne 5". {total} is the sum.
    "detail_hand": _("Main : {cards} = {total}."),
    # Translators: {name} is the player holding the 1 that cancels an 8. {cards} is a sum such as "Chêne 2 +
    # Chêne 8", {total} the sum.
    "detail_hand_cancelled": _("Main : {cards} = {total}, car le 8 compte 0 : {name} tient le 1."),
    # Translators: The player holds no card of this species.
    "detail_hand_none": _("Main : aucune carte de cette espèce (0)."),
    # Translators: {best} is the highest sum in hand.
    "detail_right_yes": _("Droit de compter : oui, plus forte somme en main ({best})."),
    # Translators: {names} is a list of the other players with the same highest sum; {count} is how many.
    # {best} is that highest sum.
    "detail_right_shared": ngettext(
        "Droit de compter : oui, à égalité avec {names} ({best}).",
        "Droit de compter : oui, à égalité avec {names} ({best})."),
    # Translators: {names} is a list of the players who hold the highest sum; {count} is how many (the verb
    # agrees with it). {best} is that highest sum.
    "detail_right_no": ngettext(
        "Droit de compter : non, {names} tient la plus forte somme ({best}).",
        "Droit de compter : non, {names} tiennent la plus forte somme ({best})."),
    # Translators: Nobody holds this species, so everybody may score it.
    "detail_right_nobody_holds": _(
        "Droit de compter : personne n’a cette espèce en main, donc tout le monde peut la compter."),
    # Translators: No card of this species in the arboretum.
    "detail_not_planted": _("Chemin : aucune carte de cette espèce dans l’arboretum."),
    # Translators: Cards of the species but no path.
    "detail_no_path": _(
        "Chemin : aucun, il faut au moins deux cartes de cette espèce reliées par des valeurs croissantes."),
    # Translators: {cards} is the path's cards joined by arrows.
    "detail_path": _("Chemin : {cards}"),
    # Translators: {count} cards on the path, 1 point each. {points} is the result.
    "detail_cards_single": ngettext("{count} carte × 1 = {points}", "{count} cartes × 1 = {points}"),
    # Translators: {count} cards on the path, 2 points each.
    "detail_cards_doubled": ngettext(
        "{count} carte × 2 = {points} (au moins 4 cartes, toutes de l’espèce)",
        "{count} cartes × 2 = {points} (au moins 4 cartes, toutes de l’espèce)"),
    # Translators: Bonus line of a path's sum.
    "detail_start_bonus": _("+1 : le chemin commence par un 1"),
    # Translators: Bonus line of a path's sum.
    "detail_end_bonus": _("+2 : le chemin finit par un 8"),
    # Translators: The path's value. {points} is a number of points.
    "detail_path_total": _("Valeur du chemin : {points}"),
    # Translators: The player has a path but not the right to score it.
    "detail_without_right": _("Sans le droit de compter, ce chemin ne rapporte rien."),
    # Translators: The points scored for this species.
    "detail_points": ngettext("Point marqué : {points}", "Points marqués : {points}"),
    # Translators: Start of a problem message about the whole game, before a colon ("la partie : …").
    "place_game": pgettext("problem place", "la partie"),
    # Translators: Start of a problem message about a planted card. {card} is the card's name, {player} the
    # arboretum's owner.
    "place_arboretum": _("{card} dans l’arboretum de {player}"),
    # Translators: Start of a problem message about a card in hand. {card} is the card's name, {player} the
    # hand's owner.
    "place_hand": _("{card} dans la main de {player}"),
    # Translators: Refusal of a game file; {place} is one of the place messages.
    "error_wrong_type_object": _("{place} : il fallait un objet."),
    # Translators: Refusal of a game file; {place} is one of the place messages.
    "error_wrong_type_list": _("{place} : il fallait une liste."),
    # Translators: Refusal of a game file; {place} is one of the place messages.
    "error_wrong_type_string": _("{place} : il fallait un texte."),
    # Translators: Refusal of a game file; {place} is one of the place messages.
    "error_wrong_type_integer": _("{place} : il fallait un nombre entier."),
    # Translators: Refusal; {value} is what was entered instead of a card value. {place} is where (a card or
    # a cell).
    "error_bad_value": _("{place} : la valeur {value} n’est pas un nombre de 1 à 8."),
    # Translators: Refusal; {species} is what was entered instead of a species. {place} is where (a card or
    # a cell).
    "error_unknown_species": _("{place} : espèce inconnue « {species} »."),
    # Translators: Refusal: wrong number of players; {count} is a number.
    "error_player_count": _("Une partie se joue à 2, 3 ou 4 joueurs, pas {count}."),
    # Translators: Refusal: the same card entered twice; {places} is a list of places.
    "error_duplicate_card": _(
        "La carte {card} est saisie plusieurs fois ({places}), mais elle n’existe qu’une fois."),
    # Translators: Refusal: two cards in one cell. {player} is the arboretum's owner.
    "error_same_cell": _("Deux cartes occupent la même case dans l’arboretum de {player}."),
    # Translators: Refusal: {cards} is a list of {count} cards cut off from the rest of the arboretum.
    # {player} is the arboretum's owner.
    "error_disconnected": ngettext(
        "Dans l’arboretum de {player}, cette carte ne touche pas le reste par un côté : {cards}.",
        "Dans l’arboretum de {player}, ces cartes ne touchent pas le reste par un côté : {cards}."),
    # Translators: Refusal: more species than the player count allows; {species} is a list. {players} is the
    # number of players, {allowed} how many species they play with.
    "error_too_many_species": _(
        "La partie compte {count} espèces ({species}), mais à {players} joueurs on joue avec {allowed} : "
        "retirez des espèces ou changez le nombre de joueurs."),
    # Translators: Warning (the game is scored anyway): a hand does not hold {size} (7) cards but {count}.
    # {player} is the hand's owner.
    "warning_hand_size": ngettext(
        "La main de {player} compte {count} carte au lieu de {size} : le calcul est fait quand même, "
        "vérifiez-la.",
        "La main de {player} compte {count} cartes au lieu de {size} : le calcul est fait quand même, "
        "vérifiez-la."),
    # Translators: The short name of a species, drawn on every card beside its value so that a card reads
    # without its colour (the species' name in the glossary, shortened): one to three letters, all ten
    # different in your language (a test checks it). Here: Cassia.
    "short_cassia": pgettext("species short name", "Ca"),
    # Translators: The short name of the species Cornouiller on its cards (see short_cassia).
    "short_dogwood": pgettext("species short name", "Co"),
    # Translators: The short name of the species Jacaranda on its cards (see short_cassia).
    "short_jacaranda": pgettext("species short name", "Ja"),
    # Translators: The short name of the species Olivier on its cards (see short_cassia).
    "short_olive": pgettext("species short name", "Ol"),
    # Translators: The short name of the species Lilas on its cards (see short_cassia).
    "short_lilac": pgettext("species short name", "Li"),
    # Translators: The short name of the species Magnolia on its cards (see short_cassia).
    "short_magnolia": pgettext("species short name", "Ma"),
    # Translators: The short name of the species Érable on its cards (see short_cassia).
    "short_maple": pgettext("species short name", "Ér"),
    # Translators: The short name of the species Flamboyant on its cards (see short_cassia).
    "short_royal-poinciana": pgettext("species short name", "Fl"),
    # Translators: The short name of the species Chêne on its cards (see short_cassia).
    "short_oak": pgettext("species short name", "Ch"),
    # Translators: The short name of the species Saule pleureur on its cards (see short_cassia).
    "short_willow": pgettext("species short name", "Sa"),
    # Translators: Header of the first column of the picture of a score (one species per row).
    "picture_head": _("Espèce"),
}
