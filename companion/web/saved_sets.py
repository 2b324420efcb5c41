"""The component sets a device saved (its own copy of a game's tiles, cards or boards), as the
new-table forms and the table pages read and extend them.

A set is a ``ComponentSet`` row: the document the game checked (``Game.validate_components``),
what the lists need of it (``summary``) and the device that saved it (``owner``).  This module
holds what the game's web sides and the platform's pages share; the set pages themselves are
companion/web/components.py.  It knows no game by name: where a game must check or summarize a
document, the caller passes that game's plug-in.
"""
from __future__ import annotations

import json
import secrets
from collections import Counter
from typing import Any, Callable, Iterable

from flask import abort
from flask_babel import gettext as _
from flask_babel import lazy_gettext as _l
from sqlalchemy import select

from companion.extensions import db
from companion.i18n import render
from companion.inputs import row_id
from companion.models import SHARED, ComponentSet, Table, utcnow
from companion.plugin import GamePlugin
from companion.transactions import write_transaction
from companion.web.device import device_id

#: The choice of the sample set on a new-table form.
SAMPLE = "sample"


def visible(game_key: str):
    """The sets this device sees, as a SELECT of ``ComponentSet``: its own, and the shared
    ones (saved before sets had owners, docs/component-sets.md)."""
    mine = device_id()
    owners = [SHARED, mine] if mine else [SHARED]
    return select(ComponentSet).where(ComponentSet.game_key == game_key,
                                      ComponentSet.owner.in_(owners))


def owned(found: ComponentSet) -> bool:
    """Whether this device saved the set (only it may change or delete it)."""
    mine = device_id()
    return bool(mine) and secrets.compare_digest(found.owner, mine)


def store(found: ComponentSet, name: str, document: dict[str, Any], plugin: GamePlugin) -> None:
    """Set a set's name and document (checked already by ``plugin``'s game), and what lists
    and forms need of it: the game's summary and, with an editor, how complete it is."""
    found.name = name
    found.data = document
    found.is_sample = bool(document.get("sample"))
    found.size = len(json.dumps(document, ensure_ascii=False))
    summary = dict(plugin.rules.component_summary(document))
    if plugin.editor is not None:  # how complete it is, for the lists
        summary["progress"] = [list(p) for p in plugin.editor.progress(document)]
    found.summary = summary or None
    found.updated_at = utcnow()


def fresh_name(base: str, taken: Iterable[str]) -> str:
    """A name for a new set that no name in ``taken`` already is (compared without the spaces
    around them and case): ``base`` itself, else ``base`` numbered from 2 (「うちの箱 2」,
    "Our copy 3"), the first number free."""
    used = {name.strip().casefold() for name in taken}
    if base.strip().casefold() not in used:
        return base
    for n in range(2, len(used) + 3):
        numbered = _("%(name)s %(number)d", name=base, number=n)
        if numbered.strip().casefold() not in used:
            return numbered
    return base  # not reached: among len(used) + 1 numbers one is free


def component_choices(game_key: str, editor: Any = None) -> list[tuple[str, str]]:
    """Choices for a new-table form: the sample (labelled as one) and every set this device
    sees (its own and the shared ones); the documents are not loaded.  With ``editor`` (the
    game's ComponentEditor), sets of the same name are told apart by how complete each is
    (「うちのセット（タイル 15/65）」: a set given again to this device after more was entered is
    a second copy of that name)."""
    rows = db.session.execute(
        visible(game_key).with_only_columns(ComponentSet.id, ComponentSet.name,
                                            ComponentSet.is_sample, ComponentSet.summary)
        .order_by(ComponentSet.id)).all()
    twice = {name for name, count in Counter(row.name for row in rows).items() if count > 1}
    out = [(SAMPLE, str(_l("Sample set (made up for trying the app, not the real game's)")))]
    for row in rows:
        label = row.name + (" " + str(_l("(sample data)")) if row.is_sample else "")
        progress = row.summary.get("progress") if isinstance(row.summary, dict) else None
        if editor is not None and row.name in twice and progress:
            label = _("%(name)s (%(progress)s)", name=label, progress=" · ".join(
                render(editor.kind_label(kind, done, expected))
                for kind, done, expected in progress))
        out.append((str(row.id), label))
    return out


def progress_counts(summary: dict[str, Any]) -> dict[str, tuple[int, int | None]]:
    """A stored summary's editor progress as {kind: (entered, expected)} (expected None: no
    fixed count); {} for a summary without it (a set saved before summaries kept it)."""
    return {row[0]: (row[1], row[2]) for row in summary.get("progress") or []
            if isinstance(row, list) and len(row) == 3}


def remembered_set(game_key: str, can_make_table: Callable[[dict[str, Any]], bool]) -> str | None:
    """The set a new-table form of ``game_key`` starts on for this device (table trial s48
    item 3), as a choice of ``component_choices``: the set of the newest table this device
    created for the game when it still sees that set (None when that table used the sample),
    else, without such a table, its newest own complete set (every kind of its editor's
    progress entered); only a set ``can_make_table(summary)`` says a table can be set up
    with.  None: the form's default (the sample).  Nothing is read for a device that sees no
    set of the game."""
    mine = device_id()
    if not mine:
        return None
    rows = db.session.execute(visible(game_key).with_only_columns(
        ComponentSet.id, ComponentSet.owner, ComponentSet.summary)
        .order_by(ComponentSet.id.desc())).all()
    if not rows:
        return None
    summaries = {row.id: row.summary if isinstance(row.summary, dict) else {} for row in rows}
    last = db.session.execute(
        select(Table.component_set_id).where(Table.game_key == game_key,
                                             Table.creator_device == mine)
        .order_by(Table.id.desc()).limit(1)).first()
    if last is not None:
        used = last.component_set_id
        if used is None or used not in summaries:
            return None  # the sample, or a set this device no longer sees
        return str(used) if can_make_table(summaries[used]) else None
    for row in rows:  # the newest first
        progress = summaries[row.id].get("progress")
        if row.owner == mine and progress and all(
                expected is None or done >= expected for _kind, done, expected in progress) \
                and can_make_table(summaries[row.id]):
            return str(row.id)
    return None


def summaries_by_choice(game_key: str) -> list[tuple[str, dict[str, Any]]]:
    """(the new-table form's choice of a set, its summary) for every set this device sees, as
    ``component_choices`` lists them (without the sample); a set saved before summaries gives
    an empty one.  The documents are not loaded."""
    rows = db.session.execute(visible(game_key).with_only_columns(ComponentSet.id,
                                                                  ComponentSet.summary)
                              .order_by(ComponentSet.id)).all()
    return [(str(row.id), row.summary if isinstance(row.summary, dict) else {}) for row in rows]


def component_document(game_key: str, choice: str) -> dict[str, Any] | None:
    """The component document a new-table form chose: None for the sample (the game uses its
    own), a set's data otherwise (one this device sees).  Aborts 400 for an unknown choice."""
    if choice == SAMPLE:
        return None
    found, wanted = None, row_id(str(choice))
    if wanted is not None:
        found = db.session.scalar(visible(game_key).where(ComponentSet.id == wanted))
    if found is None:
        abort(400, _("There is no such component set."))
    return found.data


def saved_set_of(table: Any) -> dict[str, Any] | None:
    """The saved set ``table`` was set up with, as its pages say it: ``{"name", "joins"}``
    (``joins``: pieces met in a move made on this device join it, ``takes_pieces_met``), or
    None (the sample, or a set deleted since)."""
    set_id = table.component_set_id
    found = db.session.get(ComponentSet, set_id) if set_id is not None else None
    if found is None or found.game_key != table.game_key:
        return None
    return {"name": found.name, "joins": takes_pieces_met(table, device_id())(found)}


def saved_document_of(table: Any) -> dict[str, Any] | None:
    """The document of the saved set ``table`` was set up with, as it is now (pieces met in
    play since have joined it), or None (the sample, or a set deleted since)."""
    set_id = table.component_set_id
    found = db.session.get(ComponentSet, set_id) if set_id is not None else None
    if found is None or found.game_key != table.game_key:
        return None
    return found.data


def add_to_saved_set(table: Any, change: Callable[[dict], dict], plugin: GamePlugin,
                     takes: Callable[[ComponentSet], bool] | None = None) -> bool:
    """Pieces first met in play join the saved set ``table`` was set up with: the set's
    document becomes ``change(document)`` (``Game.pieces_met``), checked by the game, when the
    set ``takes`` it (default: this device owns that set, ``owned``).  Returns whether the set
    took it (False: no saved set, one that does not take it, deleted, or the change or the game
    refused the document: a ``ValueError``; the table's own copy is not affected)."""
    set_id = table.component_set_id
    if set_id is None:
        return False
    found = db.session.get(ComponentSet, set_id)
    if found is None or found.game_key != table.game_key or not (takes or owned)(found):
        return False
    try:
        document = plugin.rules.validate_components(change(found.data))
    except ValueError:
        return False
    with write_transaction():
        store(found, found.name, document, plugin)
    return True


def takes_pieces_met(table: Any, device: str | None) -> Callable[[ComponentSet], bool]:
    """Whether the saved set of ``table`` takes the pieces met in a move recorded from
    ``device`` (the SHA-256 hex of its device key, None for none): when the device that
    created the table saved the set (it chose its own set: a move from any seat's phone or the
    host adds to it), or, for a table whose creator is not known (created before creators were
    recorded), when the move was made on the set's own device.  A shared set (saved before sets
    had owners) never does."""
    creator = table.creator_device

    def takes(found: ComponentSet) -> bool:
        owner = found.owner
        if owner == SHARED:
            return False
        if creator is not None:
            return secrets.compare_digest(owner, creator)
        return bool(device) and secrets.compare_digest(owner, device)
    return takes


def take_pieces_met(table: Any, state: dict[str, Any], move: Any, plugin: GamePlugin,
                    device: str | None) -> bool:
    """After ``move`` was recorded at ``table`` from ``device`` (its state now ``state``), the
    pieces the game says were met (``Game.pieces_met(state, move)``) join the table's saved
    set when it takes them (``takes_pieces_met``), in a write transaction of their own: called
    by the table service after the move's own (companion/tables/recording.py ``record_move``); no page
    view writes a set.  Returns whether the set took any."""
    if not plugin.rules.has_components or table.component_set_id is None:
        return False
    change = plugin.rules.pieces_met(state, move)
    return change is not None and add_to_saved_set(table, change, plugin,
                                                   takes_pieces_met(table, device))
