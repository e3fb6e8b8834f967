"""What the Skull King scorer page's scripts say (the set-up, the bid and trick keys, the round's check,
the bonuses, the totals, each line's computation, the verdict, every problem the scorer reports), in
French: the core turns it into the page's data-messages in each language. Card names are never written
here: they are the glossary's terms (cards.NAMES), passed in as {loot}, {mermaid}, {pirate}..."""
from __future__ import annotations

from site_builder.game import PROBLEM_WORDS, _, ngettext

MESSAGES = {
    **PROBLEM_WORDS,  # the kit's words of the problems every scorer shares
    # Translators: the scorer page's title.
    "page_title": _("Compter les points de Skull King"),
    # Translators: the scorer page's description for search engines.
    "page_description": _(
        "Les mises puis les plis d’une touche par joueur, manche après manche : chaque calcul, les "
        "totaux et le gagnant, sur votre téléphone, même hors ligne."),
    # Translators: a round's name (a tab's accessible name, a row of the totals); {number} is 1 to 20.
    "round_tab": _("Manche {number}"),
    # Translators: heading of the round being entered; {round} its number, {planned} the rounds planned,
    # {count} the cards dealt to each player this round.
    "round_heading": ngettext("Manche {round} sur {planned} : {count} carte",
                              "Manche {round} sur {planned} : {count} cartes"),
    # Translators: the tab of the bids of the round being entered.
    "phase_bids": _("Mises"),
    # Translators: the tab of the tricks of the round being entered.
    "phase_tricks": _("Plis"),
    # Translators: a player's row of bid keys (0 to the cards); {player} a name.
    "bid_row": _("Mise de {player}"),
    # Translators: a player's row of trick keys; {player} a name, {bid} the bid (a number).
    "tricks_row": _("Plis de {player} (mise {bid})"),
    # Translators: bids still missing in the round; {count} players.
    "bids_left": ngettext("Encore {count} mise à saisir.", "Encore {count} mises à saisir."),
    # Translators: the round's check while tricks are entered; {count} the tricks entered so far, {cards}
    # the cards dealt (as many tricks are played).
    "tricks_partial": ngettext("{count} pli saisi sur les {cards} de la manche.",
                               "{count} plis saisis sur les {cards} de la manche."),
    # Translators: the round's check: the tricks add up to the cards dealt; {count} the cards.
    "tricks_ok": ngettext("Le compte est bon : {count} pli pour {count} carte.",
                          "Le compte est bon : {count} plis pour {count} cartes."),
    # Translators: a button after a round whose tricks are all entered.
    "next_round": _("Manche suivante"),
    # Translators: the accessible name of the "+" button beside a player: opens their bonuses; {player} a
    # name.
    "bonus_open": _("Bonus de {player}"),
    # Translators: heading of a player's bonuses; {player} a name.
    "bonus_heading": _("Bonus de {player} dans cette manche"),
    # Translators: a kind of capture (a bonus): the 14s of the three plain suits captured.
    "cap_standard_14": _("14 ordinaires capturés"),
    # Translators: a kind of capture: the trump 14; {black} the trump suit's name.
    "cap_black_14": _("14 {black} capturé"),
    # Translators: a kind of capture: mermaids taken by a pirate; {mermaid} and {pirate} are cards' names.
    "cap_mermaids_by_pirate": _("{mermaid} capturées avec un {pirate}"),
    # Translators: a kind of capture: pirates taken by the Skull King; {pirate} and {skull_king} cards' names.
    "cap_pirates_by_skull_king": _("{pirate} capturés avec le {skull_king}"),
    # Translators: a kind of capture: the Skull King taken by a mermaid; {skull_king} and {mermaid} are
    # cards' names.
    "cap_skull_king_by_mermaid": _("{skull_king} capturé avec une {mermaid}"),
    # Translators: the accessible name of a − button; {what} a kind of capture.
    "one_less": _("Un de moins : {what}"),
    # Translators: the accessible name of a + button; {what} a kind of capture.
    "one_more": _("Un de plus : {what}"),
    # Translators: the Loot alliances of a player: the players who won their Loot; {loot} the card's name.
    "loot_label": _("{loot} gagné par"),
    # Translators: the wager of Rascal of Roatan (a pirate's ability): 0, 10 or 20 points.
    "wager_label": _("Pari de Rascal le Flambeur"),
    # Translators: Harry the Giant's change of the bid (a pirate's ability): −1, 0 or +1.
    "harry_label": _("Harry le Géant change la mise de"),
    # Translators: Rascal's scoring: the player chose the Cannonball (all or nothing).
    "cannonball_label": _("Boulet de canon"),
    # Translators: the sticky line of running totals; {count} the rounds entered.
    "sticky_caption": ngettext("Totaux après {count} manche", "Totaux après {count} manches"),
    # Translators: the sticky line before any round is in.
    "sticky_empty": _("Aucune manche complète pour l’instant."),
    # Translators: caption of the round-by-round table.
    "totals_caption": _("Points manche après manche (cumul entre parenthèses)"),
    # Translators: header of the first column of the round-by-round table.
    "col_round": _("Manche"),
    # Translators: the last row of the round-by-round table.
    "totals_total": _("Total"),
    # Translators: under the winner's total, once the last planned round is in.
    "pad_winner": _("gagne"),
    # Translators: under the leader's total, before the last planned round.
    "pad_leader": _("en tête"),
    # Translators: {name} the winner, {points} the total.
    "verdict_winner": _("{name} gagne avec un total de {points}."),
    # Translators: {names} a list of names, {points} their total.
    "verdict_shared": _("Égalité à {points} entre {names} : victoire partagée."),
    # Translators: before the last round is in; {count} rounds entered, {planned} rounds planned, {names}
    # the leaders, {points} their total.
    "verdict_leader": ngettext(
        "En tête après {count} manche sur {planned} : {names}, avec {points}.",
        "En tête après {count} manches sur {planned} : {names}, avec {points}."),
    # Translators: a round's detail; {number} the round.
    "detail_round": _("Manche {number} en détail"),
    # Translators: a player's round in the detail; {points} the round's points, {running} the total so far.
    "detail_total": _("Manche : {points} ; cumul : {running}"),
    # Translators: Harry the Giant changed the bid; {shown} the bid shown, {bid} the bid scored.
    "line_harry": _("Harry le Géant change la mise : {shown} → {bid}"),
    # Translators: a bid of 1 or more made; {count} the bid, {factor} 20, {times} the bid, {points}.
    "line_made": ngettext("Mise de {count} pli réussie : {factor} × {times} = {points}",
                          "Mise de {count} plis réussie : {factor} × {times} = {points}"),
    # Translators: a bid missed; {count} tricks off, {factor} −10, {times} tricks off, {points} negative.
    "line_missed": ngettext("Mise manquée de {count} pli : {factor} × {times} = {points}",
                            "Mise manquée de {count} plis : {factor} × {times} = {points}"),
    # Translators: a bid of 0 made; {count} the cards dealt, {factor} 10, {times} the cards, {points}.
    "line_zero_made": ngettext("Mise 0 avec {count} carte, aucun pli : {factor} × {times} = {points}",
                               "Mise 0 avec {count} cartes, aucun pli : {factor} × {times} = {points}"),
    # Translators: a bid of 0 missed; {count} the cards dealt, {factor} −10, {times} the cards, {points}.
    "line_zero_missed": ngettext("Mise 0 manquée avec {count} carte : {factor} × {times} = {points}",
                                 "Mise 0 manquée avec {count} cartes : {factor} × {times} = {points}"),
    # Translators: Rascal's scoring, bid made; {count} the cards dealt, {factor} 10, {times} the cards,
    # {points} the points.
    "line_rascal_hit": ngettext("Coup direct avec {count} carte : {factor} × {times} = {points}",
                                "Coup direct avec {count} cartes : {factor} × {times} = {points}"),
    # Translators: Rascal's scoring, off by one; {count} the cards dealt, {factor} 10, {times} the cards,
    # {divisor} 2, {points} the points; bonuses are halved.
    "line_rascal_glancing": ngettext(
        "Frappe à revers avec {count} carte : {factor} × {times} ÷ {divisor} = {points}",
        "Frappe à revers avec {count} cartes : {factor} × {times} ÷ {divisor} = {points}"),
    # Translators: Rascal's scoring, off by two or more; {count} tricks off.
    "line_rascal_miss": ngettext("Échec cuisant, {count} pli d’écart : 0",
                                 "Échec cuisant, {count} plis d’écart : 0"),
    # Translators: Rascal's scoring with the Cannonball, made; {count} the cards dealt, {factor} 15, {times}
    # the cards, {points} the points.
    "line_cannonball_hit": ngettext(
        "Boulet de canon, coup direct avec {count} carte : {factor} × {times} = {points}",
        "Boulet de canon, coup direct avec {count} cartes : {factor} × {times} = {points}"),
    # Translators: Rascal's scoring with the Cannonball, missed; {count} tricks off.
    "line_cannonball_miss": ngettext("Boulet de canon manqué de {count} pli : 0",
                                     "Boulet de canon manqué de {count} plis : 0"),
    # Translators: a capture bonus counted; {what} a kind of capture (above), {count} how many, {factor}
    # the points of one, {points} the line's points.
    "line_capture": ngettext("{what} : {count} prise, {factor} × {count} = {points}",
                             "{what} : {count} prises, {factor} × {count} = {points}"),
    # Translators: Rascal's scoring, off by one: a capture bonus halved; {what} the kind, {count} how many,
    # {factor} the points of one, {divisor} is 2, {points} the line's points.
    "line_capture_halved": ngettext(
        "{what} : {count} prise, {factor} × {count} ÷ {divisor} = {points}",
        "{what} : {count} prises, {factor} × {count} ÷ {divisor} = {points}"),
    # Translators: a capture not counted because the bid is missed; {what} the kind, {count} how many.
    "line_capture_lost": ngettext("{what} : {count} prise, non comptée (mise manquée)",
                                  "{what} : {count} prises, non comptées (mise manquée)"),
    # Translators: Loot alliances whose two bids are made; {loot} the card's name, {names} the allies,
    # {count} the alliances made, {factor} 20, {points} the points.
    "line_loot": ngettext("{loot} avec {names} : {count} alliance réussie, {factor} × {count} = {points}",
                          "{loot} avec {names} : {count} alliances réussies, {factor} × {count} = {points}"),
    # Translators: Loot alliances whose bids are not both made; {loot} the card's name, {names} the allies.
    "line_loot_lost": _("{loot} avec {names} : une mise manquée, rien"),
    # Translators: Rascal's wager won; {factor} the amount, {points} the points.
    "line_wager_won": _("Pari de Rascal le Flambeur gagné : {points}"),
    # Translators: Rascal's wager lost; {points} the (negative) points.
    "line_wager_lost": _("Pari de Rascal le Flambeur perdu : {points}"),
    # Translators: where a problem is: {player} a name, {round} the round, {what} the value concerned (a
    # bid, tricks, a kind of capture...).
    "place_field": _("{player}, manche {round}, {what}"),
    # Translators: where a problem is: a whole round; {round} its number.
    "place_whole_round": _("Manche {round}"),
    # Translators: a value a problem names: a bid.
    "field_bid": _("mise"),
    # Translators: a value a problem names: the tricks won.
    "field_tricks": _("plis"),
    # Translators: a value a problem names: the captures.
    "field_captures": _("bonus"),
    # Translators: What was expected in "unexpected kind of data" refusals: true or false.
    "expected_boolean": _("vrai ou faux"),
    # Translators: What was expected in "unexpected kind of data" refusals: a list of players' names.
    "expected_names": _("une liste de noms"),
    # Translators: {count} the number of players given.
    "error_player_count": _("Une partie se joue de 2 à 8 joueurs, pas {count}."),
    # Translators: {count} players, {most} the most the 2013 edition takes (6).
    "error_edition_players": _("L’édition 2013 se joue à {most} joueurs au plus, pas {count}."),
    # Translators: {place} where, {limit} the most characters of a name.
    "error_over_limit_name": _("{place} : ce nom dépasse {limit} caractères, raccourcissez-le."),
    # Translators: {place} where, {limit} the most rounds.
    "error_over_limit_rounds": _("{place} : plus de {limit} manches."),
    # Translators: {place} where, {key} a key the page did not expect.
    "error_unknown_key": _("{place} : donnée inconnue « {key} »."),
    # Translators: {place} where, {value} an option's value as given.
    "error_unknown_option": _("{place} : option inconnue {value}."),
    # Translators: {place} what the 2013 edition does not have.
    "error_not_in_edition": _("{place} : l’édition 2013 ne connaît pas cette règle ; choisissez 2021."),
    # Translators: a round uses an option left off; {place} where, {option} the option's name (below).
    "error_option_off": _("{place} : il faut d’abord activer l’option « {option} »."),
    # Translators: an option's name: the pirates' abilities.
    "option_pirate_abilities": _("pouvoirs des pirates"),
    # Translators: an option's name: Rascal's scoring.
    "option_rascal": _("décompte de Rascal"),
    # Translators: the game gives both a structure and its own list of cards.
    "error_structure_and_cards_dealt": _(
        "La partie donne à la fois une variante et sa propre suite de cartes."),
    # Translators: {place} where, {value} the value given, {allowed} the values allowed.
    "error_bad_value": _("{place} : {value} n’est pas l’une des valeurs {allowed}."),
    # Translators: {place} where, {value} the value given, {most} the largest allowed.
    "error_bad_count": _("{place} : {value} n’est pas un nombre entier de 0 à {most}."),
    # Translators: {place} where, {count} the rounds given, {planned} the rounds planned.
    "error_round_count": _("{place} : {count} manches, la partie en prévoit {planned}."),
    # Translators: {round} the round, {cards} cards to each of {hands} hands, {deck} cards in the deck.
    "error_deck_too_small": _(
        "Manche {round} : {cards} cartes à {hands} mains, le paquet n’en a que {deck}."),
    # Translators: {round} the round, {tricks} the tricks entered, {cards} the cards dealt.
    "error_tricks_above_cards": _(
        "Manche {round} : {tricks} plis en tout, plus que les {cards} cartes distribuées ; corrigez les "
        "plis."),
    # Translators: {round} the round, {tricks} the tricks entered, {cards} the cards dealt, {lost} the
    # tricks the sea monsters may destroy.
    "error_tricks_missing": _(
        "Manche {round} : {tricks} plis en tout pour {cards} cartes ; même les léviathans n’en font perdre "
        "que {lost}. Corrigez les plis."),
    # Translators: {place} where (a kind of capture): captured with no trick won.
    "error_capture_without_trick": _("{place} : un bonus sans pli gagné."),
    # Translators: {place} where, {count} cards captured, {most} the most the tricks won can hold.
    "error_captures_above_tricks": _(
        "{place} : {count} cartes capturées, les plis gagnés n’en tiennent que {most}."),
    # Translators: {place} where, {count} pirates, {most} the most one trick holds; {skull_king} card's name.
    "error_pirates_above_trick": _(
        "{place} : {count} pirates avec le {skull_king}, un pli n’en tient que {most}."),
    # Translators: {round} the round, {what} a kind of capture, {count} captured in all, {deck} in the deck.
    "error_captures_above_deck": _(
        "Manche {round} : {what} {count} fois en tout, le paquet n’en a que {deck}."),
    # Translators: {round} the round; {skull_king} the card's name (there is one).
    "error_one_skull_king": _(
        "Manche {round} : le {skull_king} est unique ; il ne peut être capturé et capturer, "
                              "ni capturer pour deux joueurs."),
    # Translators: {round} the round, {count} mermaids entered; {mermaid} the card's name.
    "error_two_mermaids": _("Manche {round} : {count} {mermaid} en tout, le paquet n’en a que 2."),
    # Translators: {place} where.
    "error_loot_to_self": _("{place} : une alliance avec soi-même."),
    # Translators: {place} where, {name} a name that is no player's.
    "error_loot_unknown_player": _("{place} : « {name} » ne joue pas."),
    # Translators: {place} where, {name} who is said to have won the Loot without a trick.
    "error_loot_without_trick": _("{place} : {name} n’a gagné aucun pli."),
    # Translators: {round} the round, {count} alliances; {loot} the card's name (two in the deck).
    "error_loot_count": _("Manche {round} : {count} alliances, il n’y a que 2 cartes {loot}."),
    # Translators: {place} where: a pirate's ability used with no trick won.
    "error_ability_without_trick": _("{place} : un pouvoir de pirate sans pli gagné."),
    # Translators: {place} where: a wager when one card is dealt.
    "error_wager_last_trick": _("{place} : pas de pari de Rascal dans une manche d’une carte."),
    # Translators: {round} the round, {ability} the ability (wager or harry below).
    "error_two_abilities": _("Manche {round} : deux joueurs ont utilisé le même pirate ({ability})."),
    # Translators: the ability in the refusal above: Rascal's wager.
    "ability_wager": _("Rascal le Flambeur"),
    # Translators: the ability in the refusal above: Harry's change.
    "ability_harry": _("Harry le Géant"),
    # Translators: {place} where, {bid} the bid after Harry's change, {cards} the cards dealt.
    "error_harry_out_of_range": _("{place} : Harry le Géant porterait la mise à {bid}, hors de 0 à {cards}."),
    # Translators: {count} problems not listed.
    "error_more_problems": ngettext("Et {count} autre problème.", "Et {count} autres problèmes."),
    # Translators: a warning; {round} the round, {count} tricks won by nobody; {kraken} and {whale} cards.
    "warning_tricks_lost": ngettext(
        "Manche {round} : {count} pli gagné par personne ({kraken} ou {whale} ?).",
        "Manche {round} : {count} plis gagnés par personne ({kraken} ou {whale} ?)."),
    # Translators: a warning; {round} the round, {cards} cards dealt to each of 8 players.
    "warning_over_eight_cards": _(
        "Manche {round} : {cards} cartes chacun à 8 joueurs, l’éditeur n’en donne que 8."),
    # Translators: Header of the first column of the picture of a score (one round per row).
    "picture_head": _("Manche"),
}
