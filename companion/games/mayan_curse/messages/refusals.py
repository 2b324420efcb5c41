"""Mayan Curse's refusals (rules/moves.py, play.py, game.py), table option errors
(rules/setup.py) and calculator document errors (rules/scoring.py): code -> how it is said.  Each refusal's sentence says the rule's
reason; the rule's seed section travels with the IllegalMove.  Merged into
``companion.games.mayan_curse.messages.MESSAGES``."""
from __future__ import annotations

from companion.i18n import P_, T_

MESSAGES = {
    # -- the shape of a move (InvalidMove) ----------------------------------------------------
    "mayan_curse.move.unreadable": T_("This move could not be read."),
    "mayan_curse.move.no_seat": T_("Mayan Curse moves are entered for an adventurer's seat."),
    "mayan_curse.move.unknown_type": T_("This is not a Mayan Curse move: draw your stones, "
                                        "play your turn or note a stela's value."),
    "mayan_curse.draw.three_stones": T_("Enter the three sacred stones you drew."),
    "mayan_curse.stela.value_needed": T_("Choose the stela and the knowledge printed under "
                                         "it."),
    "mayan_curse.backpack.unknown_item": T_("The backpack holds a machete, a map, a compass "
                                            "and an elixir: choose one of them."),
    "mayan_curse.backpack.bad_space": T_("Choose the space the %(item)s takes you to."),
    "mayan_curse.slide.unreadable": T_("The slides could not be read."),
    "mayan_curse.slide.bad_by": T_("Slide %(n)d: choose how many spaces, in which direction."),
    "mayan_curse.slide.bad_what": T_("Slide %(n)d: choose the slab or the temple tier to "
                                     "slide."),
    "mayan_curse.segment.unreadable": T_("The moves could not be read."),
    "mayan_curse.segment.not_readable": T_("Move %(n)d could not be read."),
    "mayan_curse.segment.stones": T_("Move %(n)d: use one stone, or two different stones "
                                     "together as a wild."),
    "mayan_curse.segment.direction": T_("Move %(n)d: the direction is up, down, left or "
                                        "right."),
    "mayan_curse.segment.distance": T_("Move %(n)d: move at least 1 space."),
    "mayan_curse.segment.symbol": T_("Move %(n)d: say which symbol the stone is used as."),
    "mayan_curse.segment.bad_space": T_("Move %(n)d: choose the blank space to move to."),
    "mayan_curse.segment.machete": T_("Move %(n)d: the machete is either used or not."),
    "mayan_curse.move.unknown_keys": P_(
        "This move holds %(count)d entry that a Mayan Curse move never has (%(what)s: "
        "%(keys)s): nothing was stored.",
        "This move holds %(count)d entries that a Mayan Curse move never has (%(what)s: "
        "%(keys)s): nothing was stored.", "count"),
    "mayan_curse.part.move": T_("the move"),
    "mayan_curse.part.backpack": T_("the backpack"),
    "mayan_curse.part.slide": T_("slide %(n)d"),
    "mayan_curse.part.segment": T_("move %(n)d"),
    # -- against the rules (IllegalMove) ------------------------------------------------------
    "mayan_curse.game_over": T_("The game is over: only stela values can still be entered."),
    "mayan_curse.move.no_such_seat": T_("There is no such seat at this table."),
    "mayan_curse.draw.not_now": T_("Stones are drawn at the start of a round, before the "
                                   "turns."),
    "mayan_curse.draw.already": T_("You have already drawn your three stones this round."),
    "mayan_curse.draw.not_in_pouch": P_(
        "The pouch has %(left)d %(stone)s stone left, you entered %(entered)d.",
        "The pouch has %(left)d %(stone)s stones left, you entered %(entered)d.", "left"),
    "mayan_curse.draw.app_draws": T_("At this table the app draws the stones: ask it to draw "
                                     "yours."),
    "mayan_curse.draw.enter_yours": T_("At this table each phone enters the stones drawn from "
                                       "the real pouch."),
    "mayan_curse.draw.no_such_stone": T_("That is not one of this set's sacred stones."),
    "mayan_curse.draw.more_than_the_box": P_(
        "The set has %(box)d %(stone)s stone, you entered %(entered)d.",
        "The set has %(box)d %(stone)s stones, you entered %(entered)d.", "box"),
    "mayan_curse.turn.escaped": T_("You have left the passage: your turns are skipped."),
    "mayan_curse.stela.not_yours": T_("You have not taken %(stela)s."),
    "mayan_curse.stela.range": T_("A %(colour)s stela is worth %(low)d to %(high)d "
                                  "knowledge."),
    "mayan_curse.stela.revealed": T_("The game is over and %(stela)s has been revealed: its "
                                     "value can no longer change."),
    "mayan_curse.move.already_left": T_("You have already left by the entrance this turn."),
    "mayan_curse.backpack.not_in_temple": T_("The %(item)s cannot be used in the temple."),
    "mayan_curse.backpack.no_floor": T_("The %(item)s cannot take you there: there is no "
                                        "floor."),
    "mayan_curse.backpack.on_boulder": T_("The %(item)s cannot take you onto a boulder."),
    "mayan_curse.backpack.map_own_slab": T_("The map jumps to a space of the slab you stand "
                                            "on."),
    "mayan_curse.backpack.map_elsewhere": T_("The map takes you to another space of your "
                                             "slab."),
    "mayan_curse.backpack.compass_adjacent": T_("The compass moves you to an adjacent space "
                                                "(diagonals too)."),
    "mayan_curse.backpack.used": T_("Your backpack has been used already (once per game)."),
    "mayan_curse.slide.not_a_slab": T_("Only the slabs on the rivers slide."),
    "mayan_curse.slide.too_far": P_(
        "Sliding %(slab)s that far would open the river: a slab slides at most %(limit)d "
        "space off the river board.",
        "Sliding %(slab)s that far would open the river: a slab slides at most %(limit)d "
        "spaces off the river board.", "limit"),
    "mayan_curse.slide.no_tier": T_("The temple has tiers 1 to %(tiers)d."),
    "mayan_curse.slide.budget": T_("Slides cost one per space: %(spent)d is more than your "
                                   "%(budget)d."),
    "mayan_curse.slide.not_your_slab": T_("You slid %(slab)s, but you neither stand on it nor "
                                          "move onto it this turn."),
    "mayan_curse.slide.not_your_tier": T_("You turned temple tier %(tier)d, but you do not "
                                          "reach it this turn."),
    "mayan_curse.stone.no_such": T_("You have no stone %(n)d."),
    "mayan_curse.stone.used": T_("Stone %(n)d (%(stone)s) is already used this turn."),
    "mayan_curse.stone.wrong_symbol": T_("Stone %(n)d shows %(shown)s, not %(symbol)s."),
    "mayan_curse.stone.wrong_symbols": T_("Stone %(n)d shows %(first)s or %(second)s, not "
                                          "%(symbol)s."),
    "mayan_curse.machete.needed": T_("Use the backpack's machete to play one stone as a "
                                     "wild."),
    "mayan_curse.machete.once": T_("The machete makes one stone a wild, not more."),
    "mayan_curse.move.unknown_symbol": T_("“%(symbol)s” is not a symbol of this set."),
    "mayan_curse.move.temple_sideways": T_("In the temple you move only straight up or down."),
    "mayan_curse.move.no_temple_space": T_("You cannot go %(direction)s from %(place)s: there "
                                           "is no temple space there."),
    "mayan_curse.move.no_floor": T_("You cannot go %(direction)s from %(place)s: there is no "
                                    "floor there (river or edge)."),
    "mayan_curse.move.boulder_face": T_("The boulder on %(place)s shows %(face)s: you cannot "
                                        "jump it with %(symbol)s."),
    "mayan_curse.move.stop_on_boulder": T_("You cannot stop on a boulder."),
    "mayan_curse.move.wrong_symbol": T_("You cannot step onto %(place)s with %(symbol)s: it "
                                        "shows %(shown)s."),
    "mayan_curse.move.left_entrance": T_("You left by the entrance: the move cannot go on."),
    "mayan_curse.turn.end_on_boulder": T_("You cannot end your turn on a boulder."),
    "mayan_curse.relay.new_stone": T_("Leaving a relay board needs a new stone."),
    "mayan_curse.relay.new_stone_same": T_("Leaving a relay board needs a new stone, even for "
                                           "the same symbol."),
    "mayan_curse.relay.blank_only": T_("That move crosses only blank spaces: on a relay board "
                                       "you move freely, without a stone."),
    "mayan_curse.relay.no_floor": T_("There is no floor there."),
    "mayan_curse.relay.no_temple_space": T_("There is no such temple space."),
    "mayan_curse.relay.symbol_space": T_("Free movement is only over blank spaces: a symbol "
                                         "space needs a stone."),
    "mayan_curse.relay.not_reachable": T_("Free movement is over the blank spaces of a relay "
                                          "board you stand on or step onto."),
    "mayan_curse.relay.same_space": T_("You are already on that space."),
    "mayan_curse.relay.enter_with_stone": T_("Entering a relay board takes a stone: free "
                                             "movement is over the blank spaces of the relay "
                                             "board you stand on."),
    "mayan_curse.turn.draw_first": T_("Every adventurer draws three stones before the turns "
                                      "begin."),
    "mayan_curse.turn.not_yours": T_("It is %(name)s's turn."),
    "mayan_curse.score.not_over": T_("The game is not over yet."),
    # -- table options (InvalidOptions) -------------------------------------------------------
    "mayan_curse.options.unreadable": T_("The table options could not be read."),
    "mayan_curse.options.unknown": P_("%(count)d option is not one Mayan Curse knows.",
                                      "%(count)d options are not ones Mayan Curse knows.",
                                      "count"),
    "mayan_curse.options.players": T_("Mayan Curse is played by 1 to 6 adventurers."),
    "mayan_curse.options.player_name": T_("Player %(n)d needs a name."),
    "mayan_curse.options.same_name": T_("Two players have the same name: give each a "
                                        "different name."),
    "mayan_curse.options.components": T_("The component set cannot be used: %(reason)s"),
    "mayan_curse.options.boulders": T_("Give the three boulder rolls from left to right, each "
                                       "a face of the boulder cube (%(faces)s)."),
    "mayan_curse.options.first_player": T_("The first player must be a seat from 1 to %(n)d."),
    "mayan_curse.options.solo_only": T_("Difficulty and scenarios are for the solo game only."),
    "mayan_curse.options.difficulty": T_("The difficulty is easy (20), normal (25), adventurer "
                                         "(28) or thrill seeker (30, the camera needed)."),
    "mayan_curse.options.scenario": T_("A solo scenario is a number from 1 to 12."),
    "mayan_curse.options.pouch": T_("The sacred stones are drawn from the real pouch or by "
                                    "the app."),
    "mayan_curse.options.stela_side": T_("The first stela goes on the left or the right end of "
                                         "its slab."),
    # -- the calculator's document (InvalidMove) ----------------------------------------------
    "mayan_curse.calc.players": T_("The calculator needs 1 to 6 adventurers."),
    "mayan_curse.calc.name": T_("Adventurer %(n)d: give a name."),
    "mayan_curse.calc.colour": T_("%(name)s, stela %(stela)d: the colour is brown, grey or "
                                  "beige."),
    "mayan_curse.calc.value": T_("%(name)s: a %(colour)s stela is worth %(low)d to %(high)d, "
                                 "not %(value)d."),
    "mayan_curse.calc.colour_value": T_("%(name)s: a %(colour)s stela's value is a number "
                                        "from %(low)d to %(high)d."),
    "mayan_curse.calc.flags": T_("Adventurer %(n)d: escaped, camera and backpack used are "
                                 "each a yes or a no."),
    "mayan_curse.calc.difficulty": T_("The difficulty is easy, normal, adventurer or thrill "
                                      "seeker."),
}
