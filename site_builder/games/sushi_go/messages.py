"""What the Sushi Go! scorer page's scripts say (the keys, the hand's count, the standings, each line's
computation, the verdict, every problem the scorer reports), in French: the core turns it into the
page's data-messages in each language. Card names are never written here: they are the glossary's terms
(cards.NAMES), passed in as {tempura}, {roll}, {pudding}... so that each language uses its edition's."""
from __future__ import annotations

from site_builder.game import PROBLEM_WORDS, _, ngettext

MESSAGES = {
    **PROBLEM_WORDS,  # the kit's words of the problems every scorer shares
    # Translators: the scorer page's title.
    "page_title": _("Compter les points de Sushi Go!"),
    # Translators: the scorer page's description for search engines.
    "page_description": _(
        "Une touche par carte, joueur après joueur et manche après manche : "
        "chaque calcul et le gagnant, sur votre téléphone, même hors ligne."),
    # Translators: a round's tab; {number} is 1 to 3.
    "round_tab": _("Manche {number}"),
    # Translators: heading over the keys; {round} is 1 to 3, {player} a player's name.
    "entry_heading": _("Manche {round} : cartes de {player}"),
    # Translators: the hand counted down as cards are tapped; {count} cards still to enter, {hand} the
    # hand's size (10, 9, 8 or 7).
    "hand_left": ngettext(
        "Encore {count} carte à saisir sur {hand}.", "Encore {count} cartes à saisir sur {hand}."),
    # Translators: the hand is complete; {count} is its size (10, 9, 8 or 7).
    "hand_full": ngettext("Main complète : {count} carte.", "Main complète : {count} cartes."),
    # Translators: a round holding more cards than a hand (a shared or reopened game); {count} cards
    # entered, {hand} the hand's size.
    "hand_over": ngettext("{count} carte, plus que les {hand} d’une main : retirez-en.",
                          "{count} cartes, plus que les {hand} d’une main : retirez-en."),
    # Translators: a player's tab when two players have the same name; {name} the name, {number} the
    # player's number (1 to 5).
    "player_tab_numbered": _("{name} (joueur {number})"),
    # Translators: under the keys, when every copy of some cards is entered (the deck is never shuffled
    # back, so their keys are disabled for the rest of the game); {cards} a list of "keys_deck_card",
    # {count} how many cards it names.
    "keys_deck_spent": ngettext("Toutes les cartes {cards} du paquet sont saisies.",
                                "Toutes les cartes du paquet sont saisies pour : {cards}."),
    # Translators: one card in that list: {card} its name, {deck} how many the deck holds.
    "keys_deck_card": _("{card} ({deck})"),
    # Translators: a maki key; {roll} is the card's name, {count} its icons (1 to 3).
    "kind_maki": ngettext("{roll} {count} icône", "{roll} {count} icônes"),
    # Translators: a key for a nigiri on a wasabi (one tap, two cards); {nigiri} and {wasabi} are the
    # cards' names.
    "kind_on_wasabi": _("{nigiri} sur {wasabi}"),
    # Translators: a key for a wasabi with no nigiri on it; {wasabi} is the card's name.
    "kind_wasabi_alone": _("{wasabi} vide"),
    # Translators: caption of the live standings; {round} is 1 to 3, {roll} and {pudding} cards' names.
    "standings_caption": _("Manche {round} : {roll} et {pudding}"),
    # Translators: header of the players' column.
    "col_player": _("Joueur"),
    # Translators: header of the maki icons' column; {roll} is the card's name.
    "col_maki": _("Icônes {roll}"),
    # Translators: header of the pudding cards' column at the end of the game; {pudding} is the card's name.
    "col_pudding": _("Cartes {pudding}"),
    # Translators: header of the pudding cards' column before the last card of the game is entered
    # (puddings of all rounds so far); {pudding} is the card's name.
    "col_pudding_so_far": _("Cartes {pudding} jusqu’ici"),
    # Translators: a standing's cell; {count} icons or cards, {place} one of the places below.
    "standing_cell": _("{count} ({place})"),
    # Translators: a standing's place: the most maki icons of the round.
    "place_1": _("1re place"),
    # Translators: a standing's place: the most maki icons, shared with another player.
    "place_1_tied": _("1re ex æquo"),
    # Translators: a standing's place: the second most maki icons.
    "place_2": _("2e place"),
    # Translators: a standing's place: the second most maki icons, shared.
    "place_2_tied": _("2e ex æquo"),
    # Translators: a pudding standing: the most pudding cards so far.
    "place_most": _("le plus"),
    # Translators: a pudding standing: the most pudding cards so far, shared with another player.
    "place_most_tied": _("le plus, ex æquo"),
    # Translators: a pudding standing: the fewest pudding cards so far.
    "place_fewest": _("le moins"),
    # Translators: a pudding standing: the fewest pudding cards so far, shared with another player.
    "place_fewest_tied": _("le moins, ex æquo"),
    # Translators: the scorer's answer is awaited while its Python loads.
    "scoring_waiting": _("Le calculateur se charge encore : les points s’afficheront dès qu’il sera prêt."),
    # Translators: caption of the totals' table.
    "totals_caption": _("Points de chaque manche"),
    # Translators: header of the totals' last column.
    "totals_total": _("Total"),
    # Translators: the pudding cell before the last card of the game; {count} pudding cards so far (their
    # points wait for the end).
    "pudding_pending": ngettext("{count} carte en attente", "{count} cartes en attente"),
    # Translators: under the winner's total, once the last card of the game is in.
    "pad_winner": _("gagne"),
    # Translators: under each winner's total when several share the win.
    "pad_winner_shared": _("gagne ex æquo"),
    # Translators: under the winner's total when a tie on points was broken by the most pudding cards.
    "pad_winner_tie_break": _("gagne au départage"),
    # Translators: under the total of a player level on points with the winner who lost the tie-break.
    "pad_tied": _("à égalité, départagé"),
    # Translators: under the leader's total, before the last card of the game is in.
    "pad_leader": _("en tête"),
    # Translators: under each leader's total when several are level at the top, before the end.
    "pad_leader_tied": _("en tête ex æquo"),
    # Translators: {name} the winner, {points} the total.
    "verdict_winner": _("{name} gagne avec un total de {points}."),
    # Translators: {names} a list of names, {points} their total.
    "verdict_shared": _("Égalité à {points} entre {names} : victoire partagée."),
    # Translators: a tie on points broken by puddings; {names} the tied players, {points} their total,
    # {winners} who has the most {pudding} cards (a list: several still share).
    "verdict_tie_break": _("Égalité à {points} entre {names} ; le plus de cartes {pudding} départage : "
                           "victoire de {winners}."),
    # Translators: before the third round is in; {count} rounds entered, {names} the leaders, {points} their
    # total.
    "verdict_leader": ngettext(
        "En tête après {count} manche (le gagnant sera dit après la 3e) : {names}, avec {points}.",
        "En tête après {count} manches (le gagnant sera dit après la 3e) : {names}, avec {points}."),
    # Translators: three rounds entered but a hand not full; {names} the leaders, {points} their total.
    "verdict_incomplete": _(
        "En tête pour l’instant, une main n’étant pas complète : {names}, avec {points}."),
    # Translators: a round's detail; {number} is 1 to 3.
    "detail_round": _("Manche {number} en détail"),
    # Translators: the pudding's detail at the end of the game; {pudding} is the card's name.
    "detail_pudding": _("{pudding} en fin de partie"),
    # Translators: a player's round total in the detail; {points} the points.
    "detail_total": _("Total de la manche : {points}"),
    # Translators: a player's round detail when no card scores.
    "detail_nothing": _("aucune carte qui marque"),
    # Translators: the tempura or sashimi line; {name} the card's name, {count} its cards, {sets} the complete
    # sets, {each} a set's points, {points} the line's points.
    "line_sets": ngettext("{name} : {count} carte, {sets} × {each} = {points}",
                          "{name} : {count} cartes, {sets} × {each} = {points}"),
    # Translators: the dumpling line; {name} the card's name, {count} its cards, {points} the points.
    "line_dumpling": ngettext("{name} : {count} carte = {points}", "{name} : {count} cartes = {points}"),
    # Translators: more than 5 dumplings; {counted} of them count (5), {count} held, {points} the points.
    # {name} is the card's name.
    "line_dumpling_capped": ngettext("{name} : {count} carte, {counted} comptent = {points}",
                                     "{name} : {count} cartes, {counted} comptent = {points}"),
    # Translators: the nigiri line; {parts} the sum written out (below), {points} the points.
    "line_nigiri": _("Sushis : {parts} = {points}"),
    # Translators: one kind of nigiri in the sum; {count} cards of {kind}, {value} points each.
    "nigiri_part": _("{count} {kind} × {value}"),
    # Translators: nigiri on a wasabi in the sum; {factor} is 3. {count} cards of {kind}, {value} points
    # each.
    "nigiri_part_wasabi": _("{count} {kind} × {value} × {factor}"),
    # Translators: the maki lines; {roll} the card's name, {count} the icons, {points} the points; the tied
    # ones add {names} (the others at that place), {place_points} (6 or 3) and {shares} (how many share it).
    "maki_first": ngettext("{roll} : {count} icône, 1re place : {points}",
                           "{roll} : {count} icônes, 1re place : {points}"),
    # Translators: {roll} the card's name, {count} icons, {names} the others tied, {place_points} 6,
    # {shares} how many share, {points} each one's points.
    "maki_first_tied": ngettext(
        "{roll} : {count} icône, 1re place à égalité avec {names} : {place_points} ÷ {shares} = {points}",
        "{roll} : {count} icônes, 1re place à égalité avec {names} : {place_points} ÷ {shares} = {points}"),
    # Translators: {roll} the card's name, {count} icons, {points} the points (3).
    "maki_second": ngettext("{roll} : {count} icône, 2e place : {points}",
                            "{roll} : {count} icônes, 2e place : {points}"),
    # Translators: {roll} the card's name, {count} icons, {names} the others tied, {place_points} 3,
    # {shares} how many share, {points} each one's points.
    "maki_second_tied": ngettext(
        "{roll} : {count} icône, 2e place à égalité avec {names} : {place_points} ÷ {shares} = {points}",
        "{roll} : {count} icônes, 2e place à égalité avec {names} : {place_points} ÷ {shares} = {points}"),
    # Translators: {roll} the card's name, {count} icons; neither first nor second.
    "maki_out": ngettext("{roll} : {count} icône, ni 1re ni 2e place : 0",
                         "{roll} : {count} icônes, ni 1re ni 2e place : 0"),
    # Translators: the pudding lines at the end; {pudding} the card's name, {count} the player's cards,
    # {points} the points; the tied ones add {names}, {place_points} (6 or −6) and {shares}.
    "pudding_most": ngettext("{pudding} : {count} carte, le plus : {points}",
                             "{pudding} : {count} cartes, le plus : {points}"),
    # Translators: {pudding} the card's name, {count} cards, {names} the others tied, {place_points} 6,
    # {shares} how many share, {points} each one's points.
    "pudding_most_tied": ngettext(
        "{pudding} : {count} carte, le plus à égalité avec {names} : {place_points} ÷ {shares} = {points}",
        "{pudding} : {count} cartes, le plus à égalité avec {names} : {place_points} ÷ {shares} = {points}"),
    # Translators: {pudding} the card's name, {count} cards, {points} the points (−6).
    "pudding_fewest": ngettext("{pudding} : {count} carte, le moins : {points}",
                               "{pudding} : {count} cartes, le moins : {points}"),
    # Translators: {pudding} the card's name, {count} cards, {names} the others tied, {place_points} −6,
    # {shares} how many share, {points} each one's points.
    "pudding_fewest_tied": ngettext(
        "{pudding} : {count} carte, le moins à égalité avec {names} : {place_points} ÷ {shares} = {points}",
        "{pudding} : {count} cartes, le moins à égalité avec {names} : {place_points} ÷ {shares} = {points}"),
    # Translators: {pudding} the card's name, {count} cards; at 2 players the fewest lose nothing.
    "pudding_fewest_two": ngettext(
        "{pudding} : {count} carte, le moins, mais à 2 joueurs personne ne perd : 0",
        "{pudding} : {count} cartes, le moins, mais à 2 joueurs personne ne perd : 0"),
    # Translators: {pudding} the card's name, {count} cards; everyone has as many, nobody scores.
    "pudding_equal": ngettext("{pudding} : {count} carte, tout le monde à égalité : 0",
                              "{pudding} : {count} cartes, tout le monde à égalité : 0"),
    # Translators: {pudding} the card's name, {count} cards; neither the most nor the fewest.
    "pudding_middle": ngettext("{pudding} : {count} carte, ni le plus ni le moins : 0",
                               "{pudding} : {count} cartes, ni le plus ni le moins : 0"),
    # Translators: where a problem is: {player} a name, {round} 1 to 3, {kind} a key's name (or an unknown
    # key as given).
    "place_kind": _("{player}, manche {round}, {kind}"),
    # Translators: {count} the number of players given.
    "error_player_count": ngettext("Une partie se joue de 2 à 5 joueurs, pas {count}.",
                                   "Une partie se joue de 2 à 5 joueurs, pas {count}."),
    # Translators: {place} where, {count} the most characters of a name.
    "error_over_limit_name": ngettext("{place} : ce nom dépasse {count} caractère, raccourcissez-le.",
                                      "{place} : ce nom dépasse {count} caractères, raccourcissez-le."),
    # Translators: {place} where, {count} the most rounds allowed.
    "error_over_limit_rounds": ngettext("{place} : plus de {count} manche.",
                                        "{place} : plus de {count} manches."),
    # Translators: {place} where, {count} the most cards allowed.
    "error_over_limit_cards": ngettext("{place} : plus de {count} carte.",
                                       "{place} : plus de {count} cartes."),
    # Translators: {place} where, {count} the rounds given.
    "error_round_count": ngettext("{place} : {count} manche, il en faut de 1 à 3.",
                                  "{place} : {count} manches, il en faut de 1 à 3."),
    # Translators: {place} where, {kind} the unknown key as given.
    "error_unknown_kind": _("{place} : carte inconnue « {kind} »."),
    # Translators: {place} where, {value} the value as given, {most} the largest count allowed.
    "error_bad_count": _("{place} : {value} n’est pas un nombre entier de 0 à {most}."),
    # Translators: {place} where, {count} cards entered, {hand} the hand's size.
    "error_too_many_cards": ngettext("{place} : {count} carte, plus que les {hand} d’une main.",
                                     "{place} : {count} cartes, plus que les {hand} d’une main."),
    # Translators: {card} a card's name, {count} cards entered by all players, {deck} how many the deck holds,
    # {round} 1 to 3.
    "error_deck_round": ngettext(
        "Manche {round} : {count} carte {card} en tout, le paquet n’en a que {deck}.",
        "Manche {round} : {count} cartes {card} en tout, le paquet n’en a que {deck}."),
    # Translators: the same over the whole game (cards are never shuffled back). {card} is a card's name,
    # {count} the cards entered by all players, {deck} how many the deck holds.
    "error_deck_game": ngettext(
        "Sur la partie : {count} carte {card} en tout, le paquet n’en a que {deck}.",
        "Sur la partie : {count} cartes {card} en tout, le paquet n’en a que {deck}."),
    # Translators: {count} problems not listed.
    "error_more_problems": ngettext("Et {count} autre problème.", "Et {count} autres problèmes."),
    # Translators: a warning; {place} where, {count} cards entered, {hand} the hand's size.
    "warning_short_round": ngettext(
        "{place} : {count} carte sur {hand}, une carte a-t-elle été oubliée ?",
        "{place} : {count} cartes sur {hand}, une carte a-t-elle été oubliée ?"),
    # Translators: Header of the first column of the picture of a score (one round per row).
    "picture_head": _("Manche"),
}
