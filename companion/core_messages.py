"""The platform's own messages (the table service, records, the component editor): code ->
how it is said (companion.i18n).  Each game's are in ``companion/games/<key>/messages.py``."""
from __future__ import annotations

from companion.i18n import P_, T_

MESSAGES = {
    # --- the move log and replays (companion/tables/states.py)
    "table.log.undo": T_("Undo of move %(move)d"),
    "table.log.undo_of": T_("Undo of move %(move)d: %(line)s"),
    # --- a seat taking back its own move from its phone (companion/engine.py take_back_refused)
    "table.take_back.revealed": T_("This move brought to light what nobody had seen "
                                   "(%(things)s): it cannot be taken back from a phone. Ask "
                                   "the host screen to undo it if the table agrees."),
    #: what a game keeps hidden, as ``table.take_back.revealed`` names it (Game.hidden_things)
    "table.hidden_things": T_("a card, a tile or a stone drawn, the others' secret choices"),
    "table.take_back.over": T_("This move ended the game (its scores are out and the play is "
                               "in the history): it cannot be taken back from a phone. Ask "
                               "the host screen to undo it if the table agrees."),
    "table.take_back.after_end": T_("The game was already over: what is entered after its end "
                                    "stays, and cannot be taken back from a phone. Ask the host "
                                    "screen to undo it if the table agrees."),
    "table.replay_failed": T_("Move %(number)d of this table can no longer be replayed: "
                              "%(reason)s"),

    # --- rules versions (companion/tables/rules.py): a table started under an earlier reading
    "table.rules.kept": T_("This table was started under an earlier reading of the game's "
                           "rules (version %(started)d; this server reads version "
                           "%(current)d). It goes on under the reading it was started with."),
    "table.rules.same": T_("This table was started under an earlier reading of the game's "
                           "rules (version %(started)d; this server reads version "
                           "%(current)d). Its moves read the same under the current reading: "
                           "with the next move it goes on under version %(current)d."),
    "table.rules.migrate": T_("This table was started under an earlier reading of the game's "
                              "rules (version %(started)d; this server reads version "
                              "%(current)d). Its log reads differently now: with the next "
                              "move it is brought to the current reading, checked move by "
                              "move, and goes on under it."),
    "table.rules.stuck": T_("This table was started under an earlier reading of the game's "
                            "rules (version %(started)d; this server reads version "
                            "%(current)d), and its log cannot be brought to the current "
                            "reading: no move can be entered on this server. Its log can "
                            "still be read and the table exported. Record %(number)d: "
                            "%(reason)s"),
    "table.rules.refused": T_("Nothing was stored: this table was started under an earlier "
                              "reading of the game's rules (version %(started)d), and its log "
                              "cannot be brought to the current reading (version "
                              "%(current)d). Record %(number)d: %(reason)s"),
    "table.rules.differs": T_("The stored state differs: %(what)s."),
    "table.rules.undo_nothing": T_("It undoes a move, but no move is left to undo."),
    "table.rules.unreadable": T_("The current rules cannot read it."),
    "table.rules.not_a_log": T_("The game's migration did not give back a log of the same "
                                "moves."),

    # --- the component editor (companion/web/editor.py): "floor boards 16/16"
    "components.progress": T_("%(kind)s %(done)d/%(expected)d"),
    "components.progress_open": T_("%(kind)s: %(done)d"),

    # --- importing a table (companion/records.py)
    "records.file.not_utf8": T_("This file is not a table export: it is not text (UTF-8)."),
    "records.file.not_json": T_("This file is not a table export: its contents cannot be "
                                "read."),
    "records.file.not_json_at": T_("This file is not a table export: it cannot be read past "
                                   "line %(line)d, character %(column)d."),
    "records.file.no_object": T_("This file is not a table export: it holds no table."),
    "records.not_ours": T_("This file is not a table exported from Table Companion."),
    "records.no_version": T_("This export does not say which version of the export format it "
                             "uses: it cannot be read."),
    "records.newer_version": T_("This export was written by a newer version of Table Companion "
                                "(format %(version)d; this server reads up to %(known)d): "
                                "update this server, then import it."),
    "records.bad_rules_version": T_("The export's rules version cannot be read."),
    "records.newer_rules": T_("This export was recorded under a newer reading of the rules of "
                              "%(game)s (version %(version)d; this server reads up to "
                              "%(known)d): update this server, then import it."),
    "records.rules_refused": T_("This export was recorded under an earlier reading of the "
                                "rules (version %(version)d) and cannot be brought to the "
                                "current one: %(reason)s"),
    "records.rules_unreadable": T_("This export was recorded under an earlier reading of the "
                                   "rules (version %(version)d) and cannot be brought to the "
                                   "current one."),
    "records.unknown_game": T_("This export is of a game that this server does not have."),
    "records.not_playable": T_("%(game)s cannot be played on this server yet."),
    "records.bad_seed": T_("The export's seed is missing or longer than %(most)d characters."),
    "records.seed_hidden": T_("The export's seed contains invisible or control characters."),
    "records.bad_options": T_("The export's table options cannot be read."),
    "records.players_differ": T_("The export's options do not list the same players (names and "
                                 "colours, in seat order) as its seats."),
    "records.options_refused": T_("The export's table cannot be set up: %(reason)s"),
    "records.options_unreadable": T_("The export's table cannot be set up on this server."),
    "records.setup_differs": T_("The setup in this export is not the one its options and seed "
                                "give on this server (altered, or made with different "
                                "components): it cannot be imported."),
    "records.version_differs": P_("The export's last move number does not match its log of "
                                  "%(records)d record.",
                                  "The export's last move number does not match its log of "
                                  "%(records)d records.", "records"),
    "records.sheet_before_end": T_("The export has a score sheet, but its game is not over."),
    "records.sheet_differs": T_("The score sheet in this export is not the one its moves give: "
                                "it was altered."),
    "records.no_seats": T_("The export lists no players."),
    "records.seat_count": P_("%(game)s is for %(low)d to %(high)d players; the export has "
                             "%(seats)d.",
                             "%(game)s is for %(low)d to %(high)d players; the export has "
                             "%(seats)d.", "seats"),
    "records.seat_unreadable": T_("Player %(seat)d of the export cannot be read."),
    "records.seat_order": T_("The players of the export are not in seat order (player "
                             "%(seat)d)."),
    "records.seat_name": T_("Player %(seat)d of the export needs a name of 1 to %(most)d "
                            "characters."),
    "records.seat_name_twice": T_("Player %(seat)d of the export has the same name as another "
                                  "player."),
    "records.seat_colour": T_("Player %(seat)d of the export has no valid colour."),
    "records.has_token": T_("The export holds a seat's secret key: those are never imported."),
    "records.no_log": T_("The export's move log cannot be read."),
    "records.too_many": P_("The export holds %(records)d record; at most %(most)d are "
                           "accepted.",
                           "The export holds %(records)d records; at most %(most)d are "
                           "accepted.", "records"),
    "records.numbering": T_("The export's moves must be numbered 1, 2, 3… without gaps: move "
                            "%(number)d is not."),
    "records.move_unreadable": T_("Move %(number)d of the export cannot be read."),
    "records.move_kind": T_("Move %(number)d of the export is neither a move nor an undo."),
    "records.move_seat": T_("Move %(number)d of the export is for a seat this table does not "
                            "have."),
    "records.move_seat_differs": T_("Move %(number)d of the export is recorded for one seat "
                                    "but made by another."),
    "records.undo_nothing": T_("Move %(number)d of the export undoes a move, but there is no "
                               "move left to undo."),
    "records.undo_not_last": T_("Move %(number)d of the export must undo move %(last)d, the "
                                "last move still in effect."),
    "records.move_refused": T_("Move %(number)d of the export cannot be replayed: %(reason)s"),
    "records.time.bad": T_("The export's %(what)s is not a valid date and time."),
    "records.time.move": T_("time of move %(number)d"),
    "records.time.table": T_("creation time"),
    "records.results_before_end": T_("The game is not over yet: its result can be exported "
                                     "after the end."),
    "records.backup.no_database": T_("There is no database file at %(path)s."),
    "records.backup.exists": T_("%(path)s exists already: choose a new file name."),
    "records.backup.damaged": T_("The copy failed the database's integrity check "
                                 "(%(problem)s): nothing was written."),
}
