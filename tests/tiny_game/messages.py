"""Nim's message catalogue: how each ``Msg`` code of its rules is said (companion.i18n).

The English is the msgid; the Japanese is in translations/ja/LC_MESSAGES/messages.po."""
from __future__ import annotations

from companion.i18n import P_, T_

MESSAGES = {
    # refusals: a payload Nim cannot read (InvalidMove)
    "nim.options.players": T_("Nim is played by %(count)d players."),
    "nim.move.not_object": T_("This Nim move could not be read."),
    "nim.move.unknown_type": T_("Nim has no such move: bid or take counters."),
    "nim.move.no_seat": T_("Say which player makes this move."),
    "nim.move.one_to_three": T_("Choose a number from 1 to 3."),
    "nim.move.extra": T_("This move holds something Nim does not ask for."),
    # refusals: a move the rules forbid now (IllegalMove)
    "nim.over": T_("The game is over: the last counter was taken."),
    "nim.bid.done": T_("Both bids are made: take counters now."),
    "nim.bid.again": T_("%(name)s has bid already."),
    "nim.take.bids_first": T_("Both players bid before anyone takes counters."),
    "nim.take.not_your_turn": T_("It is %(name)s's turn to take counters."),
    "nim.take.too_many": P_("The pile holds only %(pile)d counter: you cannot take %(count)d.",
                            "The pile holds only %(pile)d counters: you cannot take %(count)d.",
                            "pile"),
    # the move log
    "nim.log.bid": T_("%(name)s makes a secret bid."),
    "nim.log.take": P_("%(name)s takes %(count)d counter: %(left)d left.",
                       "%(name)s takes %(count)d counters: %(left)d left.", "count"),
    # the score sheet
    "nim.score.last": T_("took the last counter"),
    "nim.score.took": P_("took %(count)d counter", "took %(count)d counters", "count"),
}
