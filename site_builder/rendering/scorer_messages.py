"""A scorer page's words, made by the core from the catalogs: a game declares its messages (a dict of
key -> `_()`, `pgettext()` or `ngettext()`, with translator comments, extracted like any Python), the
kit declares its own (KIT_MESSAGES: status line, table, share, picture; HISTORY_MESSAGES: the table's
history page), and page_context() gives the
template `messages` (for data-messages), `untranslated` (the keys shown in French on a page of another
language, which the scripts mark lang="fr"), the page's title and description, and the game's `terms`.

A plural message reaches the scripts as {"forms": [...], "plural": "..."}: every form of the message
and, for each n from 0 to PLURAL_TABLE_SIZE - 1, the index of its form (the catalog's Plural-Forms
applied at build time; the source language's rule when the message falls back to French). A larger n
takes the form of 100 + n % 100, exact for every Plural-Forms expression that looks at n % 10, n % 100
or n below 200. Imports the model's page rendering only.
"""
from __future__ import annotations

from collections.abc import Iterable, Mapping

from ..plugins.messages import Declared, _, ngettext
from .page_context import marked

PLURAL_TABLE_SIZE = 200


class Message(str):
    """A message as the page shows it, and whether it is in the page's language (else French)."""

    translated: bool = True


def message(text: str, translated: bool) -> Message:
    """Marked as the core marks every fallback (page_context.marked): a `<span lang="fr">` in the page's
    text, dropped in attributes and JSON, where the scripts learn it from `untranslated`."""
    found = Message(marked(text, translated))
    found.translated = translated
    return found


def plural_entry(render, singular: str, plural: str, context: str | None = None) -> dict:
    lookups = render.translator.plural_table(singular, plural, PLURAL_TABLE_SIZE, context, render.log.record)
    forms = list(dict.fromkeys(found.text for found in lookups))
    return {
        "forms": forms,
        "plural": "".join(str(forms.index(found.text)) for found in lookups),
        "translated": all(found.translated for found in lookups),
    }


def lookup(render, declared: Declared | str):
    """A declared message in the page's language; a plain str is a name, the same in every language."""
    if isinstance(declared, str):
        return message(declared, True)
    if declared.plural is not None:
        return plural_entry(render, declared.text, declared.plural, declared.context)
    found = render.translator.gettext(declared.text, declared.context, record=render.log.record)
    return message(found.text, found.translated)


def untranslated(messages: Mapping) -> list[str]:
    """The keys of the messages shown in French on a page of another language."""
    return sorted(
        key for key, text in messages.items()
        if not (text["translated"] if isinstance(text, dict) else getattr(text, "translated", True))
    )


def page_messages(render, declared: Mapping[str, Declared]) -> dict:
    """Every message of the page (the kit's, then the game's, which may replace one) in its language."""
    return {key: lookup(render, item) for key, item in {**KIT_MESSAGES, **declared}.items()}


def terms(render, named: Iterable[tuple[str, Declared]]) -> list[dict]:
    """The game's terms for data-terms: (id, pgettext(msgctxt, French)) -> {id, name, translated}."""
    found = []
    for term_id, term in named:
        lookup_ = render.translator.gettext(term.text, term.context, record=render.log.record)
        found.append({"id": term_id, "name": lookup_.text, "translated": lookup_.translated})
    return found


def scorer_context(render, named: Iterable[tuple[str, Declared]], player_counts: Iterable[int]) -> dict:
    """The variables every scorer page's template takes: its `terms` (data-terms, see terms()), a
    name field per `player_slots` (as many as the most players) and the `player_counts` it is played by."""
    counts = tuple(player_counts)
    return {"terms": terms(render, named), "player_slots": range(max(counts)), "player_counts": counts}


def say_callables(render) -> dict:
    """The template's gettext functions that also say whether each message was translated."""
    translator, record = render.translator, render.log.record

    def gettext(text: str, **variables) -> Message:
        found = translator.gettext(text, record=record)
        return message(found.text % variables if variables else found.text, found.translated)

    def pgettext_(context: str, text: str, **variables) -> Message:
        found = translator.gettext(text, context, record=record)
        return message(found.text % variables if variables else found.text, found.translated)

    return {"_": gettext, "gettext": gettext, "pgettext": pgettext_}


PAGE_FIELDS = {"page_title": "title", "page_description": "description"}  # the page's own, not the scripts'


def page_context(render, declared: Mapping[str, Declared]) -> dict:
    """The template's `messages`, `untranslated`, and `title`, `description` (from page_title and
    page_description, when declared)."""
    messages = page_messages(render, declared)
    page = {field: messages.pop(key) for key, field in PAGE_FIELDS.items() if key in messages}
    return {"messages": messages, "untranslated": untranslated(messages), **page}


KIT_MESSAGES: dict[str, Declared] = {
    # Translators: Runtime status line while the scorer's Python starts.
    "status_loading": _("Calculateur : chargement…"),
    # Translators: Runtime status line while the scorer's files arrive: {percent} of them so far (0 to 99).
    "status_loading_percent": _("Calculateur : chargement… {percent} %"),
    # Translators: Runtime status line while the scorer's files arrive, when their size is not known:
    # {size} megabytes received so far, a whole number (the form follows it).
    "status_loading_megabytes": ngettext("Calculateur : chargement… {size} Mo reçu",
                                         "Calculateur : chargement… {size} Mo reçus"),
    # Translators: Added to the loading status line once a score was asked for before the scorer is ready.
    "status_waiting": _("Votre demande est gardée : le calcul se fera dès qu’il sera prêt."),
    # Translators: Runtime status line once the scorer can count.
    "status_ready": _("Calculateur prêt"),
    # Translators: Runtime status line when the scorer could not start.
    "status_failed": _("Calculateur indisponible : rechargez la page (votre saisie est gardée)."),
    # Translators: Runtime status line when the page is offline and the scorer was never kept on this device.
    "status_offline": _(
        "Calculateur absent de cet appareil : ouvrez cette page une fois avec une connexion, ensuite il "
        "marchera hors ligne."),
    # Translators: The scorer could not start: offline, and the scorer was never kept on this device.
    "error_offline": _(
        "Hors ligne, le calculateur n’est pas encore sur cet appareil. Votre saisie est gardée : ouvrez "
        "cette page une fois avec une connexion, ensuite il marchera hors ligne."),
    # Translators: Name given to a player whose name field is left blank; {number} is 1 to 5. Also used as
    # that player's name in the results.
    "player_fallback": _("Joueur {number}"),
    # Translators: A player and a number of points, in lists of totals ("Léa 20, Tom 10"). {name} is a
    # player's name, {points} their points.
    "player_points": _("{name} {points}"),
    # Translators: The scorer's Python could not start.
    "error_runtime": _(
        "Le calculateur n’a pas pu démarrer. Votre saisie est gardée : rechargez la page pour réessayer."),
    # Translators: The scorer failed unexpectedly.
    "error_scorer": _("Le calculateur a rencontré un problème inattendu. Votre saisie est gardée."),
    # Translators: A game in the list of recent games: {date}, {totals} (a list of "name points"), {winner}
    # (the next message).
    "recent_summary": _("{date} : {totals}. {winner}"),
    # Translators: In the list of recent games; {names} is a list of names.
    "recent_winner": _("Victoire : {names}."),
    # Translators: Button of a recent game: open it again to change it.
    "recent_open": _("Rouvrir"),
    # Translators: Screen-reader name of the Reopen button; {totals} tells two games of the same date apart.
    "recent_open_label": _("Rouvrir la partie du {date} ({totals})"),
    # Translators: Button of a recent game: delete it from this device (it can be put back).
    "recent_remove": _("Supprimer"),
    # Translators: Screen-reader name of the Remove button; {totals} tells two games of the same date apart.
    "recent_remove_label": _("Supprimer la partie du {date} ({totals})"),
    # Translators: Said when a recent game is opened again. {date} is the day the game was played.
    "recent_reopened": _("Partie du {date} rouverte."),
    # Translators: Said when a recent game is deleted; followed by a button that puts it back. {date} is the
    # day the game was played.
    "recent_removed": _("Partie du {date} supprimée de cet appareil."),
    # Translators: Button after a deletion: put the game back in the list.
    "recent_put_back": _("Remettre la partie"),
    # Translators: Said when a deleted game is put back. {date} is the day the game was played.
    "recent_put_back_done": _("Partie du {date} remise dans la liste."),
    # Translators: The list keeps at most {max} games: {count} of the oldest were dropped.
    "recent_dropped": ngettext(
        "Cet appareil garde les {max} dernières parties : la plus ancienne a été retirée.",
        "Cet appareil garde les {max} dernières parties : les {count} plus anciennes ont été retirées."),
    # Translators: A saved game that the page cannot open any more.
    "recent_unreadable": _("Cette partie enregistrée est abîmée : elle ne peut pas être rouverte."),
    # Translators: Said when the history's Reopen names a game this phone no longer keeps (removed meanwhile).
    "recent_missing": _("Cette partie n’est plus gardée sur cet appareil : elle ne peut pas être rouverte."),
    # Translators: Said once when the browser refuses to save.
    "storage_refused": _(
        "Ce navigateur refuse d’enregistrer (stockage plein ou navigation privée) : la partie reste "
        "affichée, mais les changements ne seront pas gardés. Rien de ce qui était déjà enregistré n’est "
        "perdu."),
    # Translators: Saved data kept aside: {count} records whose text is broken.
    "aside_broken_text": ngettext(
        "Un enregistrement au texte abîmé est gardé à part sur cet appareil.",
        "{count} enregistrements au texte abîmé sont gardés à part sur cet appareil."),
    # Translators: Saved data kept aside: written by a later version of the page. {count} is how many
    # records.
    "aside_newer_version": ngettext(
        "Un enregistrement d’une version plus récente de la page est gardé à part : rechargez la page pour "
        "la mettre à jour.",
        "{count} enregistrements d’une version plus récente de la page sont gardés à part : rechargez la "
        "page pour la mettre à jour."),
    # Translators: Saved data kept aside: written by a version of the page too old to be read. {count} is
    # how many records.
    "aside_older_version": ngettext(
        "Un enregistrement d’une version trop ancienne de la page est gardé à part sur cet appareil.",
        "{count} enregistrements d’une version trop ancienne de la page sont gardés à part sur cet "
        "appareil."),
    # Translators: Saved data kept aside: games of the list of recent games whose content is damaged.
    # {count} is how many games.
    "aside_damaged_entry": ngettext(
        "Une partie de la liste est abîmée : elle est gardée à part.",
        "{count} parties de la liste sont abîmées : elles sont gardées à part."),
    # Translators: Saved data kept aside: the game being entered was damaged; a new game was opened in its
    # place. {count} is how many times this happened.
    "aside_damaged_current": ngettext(
        "La partie en cours de saisie était abîmée : elle est gardée à part, avec ses étapes d’annulation, "
        "et une nouvelle partie est ouverte.",
        "{count} parties en cours de saisie étaient abîmées : elles sont gardées à part, avec leurs étapes "
        "d’annulation."),
    # Translators: Saved data kept aside: steps of Undo (earlier states of the game being entered) whose
    # content is damaged; Undo skips them. {count} is how many steps.
    "aside_damaged_undo": ngettext(
        "Une étape d’annulation est abîmée : elle est gardée à part, Annuler passe à la précédente.",
        "{count} étapes d’annulation sont abîmées : elles sont gardées à part, Annuler passe aux autres."),
    # Translators: Saved data kept aside: the last score kept with the game being entered is damaged (the
    # game itself is fine: score it again). {count} is how many scores.
    "aside_damaged_score": ngettext(
        "Le dernier score gardé avec la partie en cours est abîmé : il est gardé à part ; la partie, "
        "elle, est intacte : comptez-la de nouveau.",
        "{count} scores gardés avec la partie en cours sont abîmés : ils sont gardés à part."),
    # Translators: Saved data kept aside: a part of the list of recent games (not a game of it) that is
    # damaged. {count} is how many records.
    "aside_damaged_list": ngettext(
        "Un enregistrement de la liste des parties est abîmé : il est gardé à part.",
        "{count} enregistrements de la liste des parties sont abîmés : ils sont gardés à part."),
    # Translators: Undo steps are kept up to {max} across a reload: {count} older steps were let go.
    "undo_cut": ngettext(
        "Cet appareil garde les {max} dernières étapes d’annulation : la plus ancienne a été effacée.",
        "Cet appareil garde les {max} dernières étapes d’annulation : les {count} plus anciennes ont été "
        "effacées."),
    # Translators: At most {max} records are kept aside: {count} of the oldest were dropped.
    "aside_dropped": ngettext(
        "Au plus {max} enregistrements illisibles sont gardés : le plus ancien a été effacé.",
        "Au plus {max} enregistrements illisibles sont gardés : les {count} plus anciens ont été effacés."),
    # Translators: a link under a finished game: opens the BG Stats app (a scorekeeping app; keep its name)
    # with the play filled in.
    "bg_stats_link": _("Enregistrer dans BG Stats"),
    # Translators: Screen-reader name of a recent game's BG Stats link: {link} is that link's text ("Log in
    # BG Stats"), kept first; {date} the game's date, {totals} a list of "name points".
    "recent_bg_stats_label": _("{link} : la partie du {date} ({totals})"),
    # Translators: Text sent with a shared link: {game} is the game's name, {totals} a list of "name points".
    "share_text": _("{game} : {totals}"),
    # Translators: Said once the system share sheet has sent the link or picture.
    "share_done": _("Partagé."),
    # Translators: Said when the system share sheet was closed without sharing.
    "share_cancelled": _("Partage annulé : rien n’a été envoyé."),
    # Translators: Said when the system share sheet refused the picture.
    "share_failed": _("Le partage n’a pas abouti : enregistrez l’image pour l’envoyer."),
    # Translators: Status line of the share box after "Send the link" copied the game's link (no share sheet).
    "share_copied": _("Lien copié : collez-le dans la conversation."),
    # Translators: Status line of the share box when the link could not be copied: the link is shown below it.
    "share_manual": _("Copiez ce lien pour l’envoyer :"),
    # Translators: Status line of the share box once the picture of the score is drawn (Save / Share buttons).
    "picture_made": _("Image prête : enregistrez-la ou partagez-la."),
    # Translators: Title drawn on the picture of a score: the game's name and the game's date.
    "picture_title": _("{game}, {date}"),
    # Translators: First sentence of the picture's text alternative: the game's name and the game's date.
    "picture_alt_title": _("Score de {game}, partie du {date}."),
    # Translators: Header of the last row of the picture of a score: each player's total points.
    "picture_total": _("Total"),
    # Translators: Sentence of the picture's text alternative: {names} is a list of the winners' names.
    "picture_winner": _("Victoire : {names}."),
    # Translators: Sentence of the picture's text alternative: {totals} is a list of "name points".
    "picture_totals": _("Totaux : {totals}."),
    # Translators: A row of the picture in words: {label} is its first cell (a species, a round), {points} a
    # list of "name points".
    "picture_row": _("{label} : {points}."),
    # Translators: Above a game opened from a shared link: {players} is a list of the players' names.
    "shared_intro": _(
        "Partie reçue par lien, entre {players}. Votre propre partie n’est pas modifiée tant que vous ne "
        "gardez pas celle-ci."),
    # Translators: Status line of a game opened from a shared link while the scorer counts it.
    "shared_scoring": _("Calcul de la partie reçue…"),
    # Translators: Status line of a game opened from a shared link once counted: {totals} is a list of
    # "name points".
    "shared_totals": _("Totaux : {totals}."),
    # Translators: Status line of a game opened from a shared link that the scorer refuses (it can be kept
    # and corrected).
    "shared_not_scored": _(
        "Le calculateur ne peut pas compter cette partie telle quelle : gardez-la pour la corriger."),
    # Translators: Shown instead of a game when the opened link is damaged or cut short.
    "shared_broken": _(
        "Ce lien de partie est abîmé ou incomplet : il ne peut pas être ouvert. Rien n’a été changé sur cet "
        "appareil."),
    # Translators: Notice after "Keep this game" on a shared game; « Annuler » is the Undo button's name.
    "shared_kept": _("La partie reçue est maintenant la vôtre ; « Annuler » rend votre saisie d’avant."),
    # Translators: Under the recent games on a scorer page, when more games are kept than the list shows:
    # {shown} the games listed (the newest), {count} all the games of this game kept on the device.
    "recent_more": ngettext(
        "Les {shown} parties les plus récentes sont affichées ; cet appareil en garde {count}.",
        "Les {shown} parties les plus récentes sont affichées ; cet appareil en garde {count}."),
    # Translators: Heading of the backup box (a file with every game kept on the device, to move them to
    # another phone or browser).
    "backup_heading": _("Sauvegarde"),
    # Translators: The backup box's explanation, under its heading.
    "backup_intro": _(
        "Un seul fichier avec toutes les parties gardées sur cet appareil, de tous les jeux, et les noms "
        "regroupés : importez-le sur un autre téléphone ou navigateur pour les y retrouver."),
    # Translators: A button of the backup box: downloads the backup file.
    "backup_export": _("Exporter toutes les parties"),
    # Translators: Label of the backup box's file field: choose a backup file to read on this device.
    "backup_import": _("Importer un fichier de sauvegarde"),
    # Translators: Said once the backup file is downloaded: {count} games in it, {file} the file's name.
    "backup_exported": ngettext(
        "{count} partie enregistrée dans le fichier {file}.",
        "{count} parties enregistrées dans le fichier {file}."),
    # Translators: Said after a backup was imported: {count} games that were not on this device yet.
    "backup_added": ngettext("{count} partie ajoutée.", "{count} parties ajoutées."),
    # Translators: Said after a backup was imported: {count} games of the file this device already kept.
    "backup_already": ngettext("{count} était déjà gardée.", "{count} étaient déjà gardées."),
    # Translators: Said after a backup was imported: {count} games left out, as this device keeps at most
    # {max} games of each game.
    "backup_over": ngettext(
        "{count} partie n’a pas été ajoutée : cet appareil garde au plus {max} parties de chaque jeu.",
        "{count} parties n’ont pas été ajoutées : cet appareil garde au plus {max} parties de chaque jeu."),
    # Translators: Said after a backup was imported: {count} players' names merged in the standings added.
    "backup_names": ngettext(
        "{count} regroupement de noms ajouté.", "{count} regroupements de noms ajoutés."),
    # Translators: Said when the chosen file is a backup cut short or changed: nothing was imported.
    "backup_refused_damaged": _(
        "Ce fichier de sauvegarde est abîmé ou incomplet : rien n’a été importé, les parties gardées sur "
        "cet appareil sont intactes."),
    # Translators: Said when the chosen file is not a backup of this site: nothing was imported.
    "backup_refused_foreign": _(
        "Ce fichier n’est pas une sauvegarde de Marquoir : rien n’a été importé, les parties gardées sur "
        "cet appareil sont intactes."),
    # Translators: Said when the chosen file is a backup of another version of this site: nothing was
    # imported.
    "backup_refused_version": _(
        "Ce fichier vient d’une autre version de Marquoir, que cette page ne sait pas lire : rien n’a été "
        "importé, les parties gardées sur cet appareil sont intactes."),
    # Translators: Said when the browser refused to save the imported games (storage full, private browsing).
    "backup_refused_storage": _(
        "Ce navigateur refuse d’enregistrer (stockage plein ou navigation privée) : rien n’a été importé, "
        "les parties gardées sur cet appareil sont intactes."),
}

# The backup box's words (table/backup-panel.mjs), for any other page that mounts it (the history).
BACKUP_MESSAGES: dict[str, Declared] = {
    key: item for key, item in KIT_MESSAGES.items() if key.startswith("backup_")}


# The words of the problems the scorers share (scorer/common: the JSON read, the names, the rounds), for
# the kit's problem-words.mjs: a game's messages take them (`{**PROBLEM_WORDS, ...}`) and may reword one.
PROBLEM_WORDS: dict[str, Declared] = {
    # Translators: Where a refusal applies, when it is the whole game: begins a refusal such as "the game: no
    # round entered".
    "place_game": _("la partie"),
    # Translators: Where a refusal applies: {number} is the player's number (1 to 5).
    "place_name": _("le nom du joueur {number}"),
    # Translators: Where a refusal applies: {player} is a name, {round} a round's number.
    "place_round": _("{player}, manche {round}"),
    # Translators: What was expected in "unexpected kind of data" refusals (data read from a link or saved
    # game): a JSON object.
    "expected_object": _("un objet"),
    # Translators: What was expected in "unexpected kind of data" refusals (data read from a link or saved
    # game): a JSON list.
    "expected_list": _("une liste"),
    # Translators: What was expected in "unexpected kind of data" refusals (data read from a link or saved
    # game): a text.
    "expected_string": _("un texte"),
    # Translators: Refusal of a saved or shared game that is not JSON: {line} and {column} are numbers giving
    # where the reading stopped.
    "error_not_json": _("Les données ne sont pas lisibles (ligne {line}, colonne {column})."),
    # Translators: Refusal: {place} is where (one of the "place" messages), {expected} one of the "expected"
    # messages.
    "error_wrong_type": _("{place} : type de donnée inattendu ({expected} attendu)."),
    # Translators: Refusal: {place} is where (one of the "place" messages), {key} the missing field's name,
    # left as is.
    "error_missing_key": _("{place} : il manque « {key} »."),
    # Translators: Refusal of data from another game's scorer: {game} is that game's id, left as is.
    "error_wrong_game": _("Ces données sont celles d’un autre jeu (« {game} »)."),
    # Translators: Refusal: {number} is the player's number (1 to 5).
    "error_empty_name": _("Le joueur {number} n’a pas de nom : écrivez-en un."),
    # Translators: Refusal: {name} is the name two players were given.
    "error_duplicate_name": _("Deux joueurs s’appellent « {name} » : donnez-leur des noms différents."),
    # Translators: Beside a name field of the set-up, as it is typed: another player has the same name (letter
    # case and spaces at the ends ignored, as the scorers compare names).
    "name_alike": _("Ce nom est déjà pris par un autre joueur : changez-en une lettre."),
    # Translators: Refusal: {counts} is a list of each player's number of rounds.
    "error_round_counts": _("Les joueurs n’ont pas le même nombre de manches ({counts})."),
    # Translators: Refusal the page has no words for: {code} is the scorer's code, left as is.
    "error_unknown": _("La partie contient une erreur ({code})."),
    # Translators: Refusal of data too long to read: {count} and {limit} are numbers of bytes (the file's, the
    # most allowed).
    "error_file_too_large": ngettext("Le fichier est trop gros ({count} octet, au plus {limit}).",
                                     "Le fichier est trop gros ({count} octets, au plus {limit})."),
    # Translators: The scorer failed on a game it should have read: {error} the name of the failure (a
    # programmer's word).
    "error_internal": _(
        "Le calculateur a rencontré un problème inattendu ({error}). Votre saisie est gardée."),
}


# The words of the table's history page (scorer_pages.history_context), with the kit's.
HISTORY_MESSAGES = {
    # Translators: the title of the history page (every finished game kept on this phone, and standings).
    "history_title": _("Historique et classement"),
    # Translators: the description of the history page, for search engines.
    "history_description": _(
        "Les parties terminées gardées sur ce téléphone, de tous les jeux, et le classement des joueurs."),
    # Translators: how many finished games the history's list shows, with the filters chosen: {count} is
    # their number.
    "history_count": ngettext("{count} partie affichée.", "{count} parties affichées."),
    # Translators: a choice of the game filter: every game.
    "history_all_games": _("Tous les jeux"),
    # Translators: a choice of the player filter: every player.
    "history_all_players": _("Tous les joueurs"),
    # Translators: the heading of a game of the history:
    # {game} is the game's name, {date} the day and time it was played.
    "history_entry_title": _("{game}, {date}"),
    # Translators: a game of the history: {totals} is each player's name and total ("Léa 20, Tom 10").
    "history_totals": _("Totaux : {totals}."),
    # Translators: the Reopen link of a game of the history, as a screen reader says it:
    # {game} is the game's name, {date} the day and time it was played.
    "history_open_label": _("Rouvrir la partie de {game} du {date}"),
    # Translators: the button that shares a game of the history by its link.
    "history_share": _("Envoyer le lien"),
    # Translators: the Share button of a game of the history, as a screen reader says it:
    # {game} is the game's name, {date} the day and time it was played.
    "history_share_label": _("Envoyer le lien de la partie de {game} du {date}"),
    # Translators: the Remove button of a game of the history, as a screen reader says it:
    # {game} is the game's name, {date} the day and time it was played.
    "history_remove_label": _("Supprimer la partie de {game} du {date}"),
    # Translators: the link of a game of the history that logs it in BG Stats, as a screen reader says it:
    # {link} is the link's text ("Log in BG Stats"), kept first; {game} is the game's name, {date} the day
    # and time it was played.
    "history_bg_stats_label": _("{link} : la partie de {game} du {date}"),
    # Translators: said once a game of the history was removed:
    # {game} is the game's name, {date} the day and time it was played.
    "history_removed": _("Partie de {game} du {date} supprimée de cet appareil."),
    # Translators: said once a removed game of the history was put back:
    # {game} is the game's name, {date} the day and time it was played.
    "history_put_back_done": _("Partie de {game} du {date} remise à sa place."),
    # Translators: the field holding a game's link when it could not be shared nor copied:
    # {game} is the game's name, {date} the day and time it was played.
    "history_link_label": _("Lien de la partie de {game} du {date}"),
    # Translators: the heading of a game's running totals (the chart and its table), round by round.
    "chart_summary": _("Manche par manche"),
    # Translators: the caption of the table of running totals of a game, round by round.
    "chart_caption": _("Total cumulé de chaque joueur après chaque manche"),
    # Translators: a column of the table of running totals: after round {number} (1, 2, 3...).
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
    # Translators: the caption of a table of standings: {game} is a game's name, or the words for every game.
    "standings_caption": _("Classement : {game}"),
    # Translators: said once two spellings of a player's name were merged: {from} is the name now counted
    # as {into}, another player's name.
    "merge_done": _("« {from} » et « {into} » sont maintenant un seul joueur."),
    # Translators: said when the two names chosen to merge are the same player already.
    "merge_same": _("Choisissez deux noms différents."),
    # Translators: said when two names cannot be merged, {from} and {into} (players' names): both played
    # in one same game.
    "merge_together": _("« {from} » et « {into} » ont joué une même partie : ce sont deux joueurs."),
    # Translators: a merge of two spellings, listed under the merge form: {from} is the name counted as
    # {into}.
    "merge_item": _("« {from} » compté comme « {into} »"),
    # Translators: the button that undoes a merge of two spellings.
    "merge_undo": _("Séparer"),
    # Translators: the Separate button of a merge, as a screen reader says it: {from} is the name counted
    # as {into}.
    "merge_undo_label": _("Séparer « {from} » de « {into} »"),
    # Translators: said once a merge was undone: {from} is the name counted apart again.
    "merge_undone": _("« {from} » est de nouveau un joueur à part."),
}
