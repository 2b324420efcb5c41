"""Tzolk'in's refusals of the turn engine (rules/turn.py, actions.py, calendar.py): why a
placement, a pick-up, an action, begging or the calendar choice is refused, each naming the
rule's reason.

Message code -> how it is said (``companion.i18n``).  Places are named as printed ("Tikal 2");
goods as amounts ("2 wood"); counts through ngettext.
"""
from __future__ import annotations

from companion.i18n import P_, T_

MESSAGES = {
    #: what the game hides, as a take-back refused from a phone names it (engine.py)
    "tzolkin.hidden_things": T_("wealth tiles dealt, buildings or monuments drawn, the "
                                "others' secret choice of wealth tiles"),
    # --- a move of the wrong shape (a stored move that was altered, a hand-made request)
    "tzolkin.move.not_object": T_("A move must say what it is (place, pick up, beg, turn the "
                                  "calendar, choose starting wealth)."),
    "tzolkin.move.unknown": T_("This is not a move of Tzolk'in: place, pick up, beg, turn the "
                               "calendar, choose starting wealth or enter the end state."),
    "tzolkin.move.unknown_turn": T_("This is not a move of a turn: place, pick up, beg or turn "
                                    "the calendar."),
    #: a move holding an entry its type does not read (issue 13): the part, the entries sent
    "tzolkin.move.unknown_keys": T_("%(what)s holds entries this game does not read: %(keys)s. "
                                    "Nothing was stored."),
    "tzolkin.what.move_beg": T_("Begging"),
    "tzolkin.what.move_place": T_("The placement"),
    "tzolkin.what.move_pickup": T_("The pick-up"),
    "tzolkin.what.move_calendar": T_("The calendar choice"),
    "tzolkin.what.move_choose_wealth": T_("The starting wealth choice"),
    "tzolkin.what.move_end_state": T_("The end state"),
    "tzolkin.what.worker": T_("The worker on %(place)s"),
    "tzolkin.what.choices": T_("The choices of %(action)s"),
    "tzolkin.what.building": T_("A building"),
    "tzolkin.what.monument": T_("The monument"),
    "tzolkin.what.reward": T_("A building's reward"),
    "tzolkin.what.trade": T_("A market trade"),
    "tzolkin.what.copied_action": T_("The action taken for 1 corn"),
    "tzolkin.move.needs_seat": T_("A turn's move belongs to a player: choose whose move it is."),
    "tzolkin.move.game_over": T_("The game is over: no more moves."),
    "tzolkin.snapshot.not_object": T_("The setup of this table cannot be read."),
    "tzolkin.snapshot.bad_seat": T_("A player's pieces in the setup of this table cannot be "
                                    "read."),
    "tzolkin.snapshot.seats": T_("The setup of this table must hold 2 to 4 players."),

    # --- whose turn (seed 「手番は置くか取り上げるか」)
    "tzolkin.turn.not_yours": T_("It is the turn of %(current)s, not of %(other)s."),
    "tzolkin.turn.not_a_seat": T_("It is the turn of %(current)s."),

    # --- placing (seed 「手番は置くか取り上げるか」, 「スタート枠と暦の回転」)
    "tzolkin.place.bad_gears": T_("Placement: name the gears (Palenque, Yaxchilan, Tikal, Uxmal, "
                                  "Chichen Itza)."),
    "tzolkin.place.bad_start": T_("Placement: say whether a worker goes on the starting player "
                                  "space."),
    "tzolkin.place.none": T_("Place at least one worker: a turn never does nothing."),
    "tzolkin.place.too_many": P_("You have %(hand)d worker at hand, not %(count)d.",
                                 "You have %(hand)d workers at hand, not %(count)d.", "hand"),
    "tzolkin.place.start_taken": T_("The starting player space is taken."),
    "tzolkin.place.gear_full": T_("%(gear)s has no free spot left."),
    "tzolkin.place.cost": P_(
        "Placing %(workers)d worker costs %(fee)d corn for the number of workers plus the spot "
        "numbers (%(spots)d), %(total)d corn in all: you have %(corn)d.",
        "Placing %(workers)d workers costs %(fee)d corn for the number of workers plus the spot "
        "numbers (%(spots)d), %(total)d corn in all: you have %(corn)d.", "workers"),

    # --- begging (seed 「食料不足の救済と具体的な初手」)
    "tzolkin.beg.temple_needed": T_("Begging: choose the temple to step down."),
    "tzolkin.beg.again": T_("You have already begged this turn."),
    "tzolkin.beg.too_much_corn": T_("Begging is only for a player with 2 corn or less: you have "
                                    "%(corn)d."),
    "tzolkin.beg.bottom": T_("You are on the bottom step of %(temple)s: choose another temple."),

    # --- picking up (seed 「手番は置くか取り上げるか」)
    "tzolkin.pickup.none": T_("Pick up at least one worker: a turn never does nothing."),
    "tzolkin.pickup.bad_worker": T_("Each worker picked up needs its gear and spot."),
    "tzolkin.pickup.twice": T_("The worker on %(place)s is listed twice."),
    "tzolkin.pickup.no_worker": T_("You have no worker on %(place)s."),
    "tzolkin.pickup.bad_choices": T_("The choices of this action cannot be read."),
    "tzolkin.pickup.bad_action": T_("The action must be one of the gear's action spots."),
    "tzolkin.pickup.action_range": T_("%(gear)s has actions 1 to %(top)d."),
    "tzolkin.pickup.spot_zero": T_("A worker on %(place)s has no action: spot 0 has none."),
    "tzolkin.pickup.action_too_high": T_(
        "A worker on %(place)s cannot take the action of %(action)s: only its own spot or a "
        "lower one (1 corn a step)."),
    "tzolkin.pickup.back_cost": T_("Going back from %(place)s to the action of %(action)s costs "
                                   "%(cost)d corn: you have %(corn)d."),
    "tzolkin.pickup.no_resources": T_("A technology step costs resources (wood, stone or "
                                      "gold): you have none."),
    "tzolkin.pickup.nothing_to_build": T_("No building on offer that you can pay for: you have "
                                          "%(have)s."),
    #: a pick-up whose workers cannot all act in the order chosen (the pick-up form)
    "tzolkin.pickup.cannot_all": T_("In this order the worker on %(place)s cannot act: "
                                    "%(reason)s Change the order or the actions."),
    "tzolkin.pickup.cannot_all_plain": T_("In this order the worker on %(place)s cannot act. "
                                          "Change the order or the actions."),

    # --- Palenque and Yaxchilan (seed 「パレンケとヤシュチラン」)
    "tzolkin.palenque.bad_harvest": T_("Choose the harvest: corn or wood (Palenque 2 has only "
                                       "corn)."),
    "tzolkin.palenque.burn_wood": T_("Slash-and-burn is for taking the corn under a wood tile, "
                                     "not for a wood harvest."),
    "tzolkin.palenque.burn_temple": T_("Slash-and-burn: choose the temple to step down."),
    "tzolkin.palenque.no_wood": T_("No wood harvest tile is left on %(place)s."),
    "tzolkin.palenque.burn_visible": T_("A corn tile is visible on %(place)s: take it. "
                                        "Slash-and-burn is only for corn hidden under wood."),
    "tzolkin.palenque.no_wood_to_burn": T_("No wood tile is left on %(place)s to burn."),
    "tzolkin.palenque.burn_bottom": T_("You are on the bottom step of %(temple)s: burning steps a "
                                       "temple down."),
    "tzolkin.palenque.no_corn": T_("No corn tile is left on %(place)s; Agriculture level 2 would "
                                   "allow the harvest without a tile."),
    "tzolkin.palenque.corn_under_wood": T_(
        "The corn of %(place)s is under wood: harvest the wood first, or burn it "
        "(slash-and-burn); Agriculture level 2 would allow the harvest without a tile."),
    "tzolkin.yaxchilan.no_skull": T_("No crystal skull is left in the bank."),

    # --- paying resources
    "tzolkin.pay.not_resource": T_("%(what)s: pay with wood, stone or gold."),
    "tzolkin.pay.short": T_("%(what)s needs %(need)s: you have %(have)s."),
    "tzolkin.what.tech_payment": T_("The technology payment"),
    "tzolkin.what.tech_step": T_("The technology step"),
    "tzolkin.what.resources_bonus": T_("The Resources bonus"),
    "tzolkin.what.tikal_5": T_("Tikal 5"),
    "tzolkin.what.theology_2": T_("Theology 2"),

    # --- technologies (seed 「技術の費用と4種類の効き方」)
    "tzolkin.tech.track_needed": T_("A technology step needs its technology: Agriculture, "
                                    "Resources, Architecture or Theology."),
    "tzolkin.tech.level_cost": P_(
        "%(track)s level %(level)d costs %(cost)d resource of any kind, not %(paid)d.",
        "%(track)s level %(level)d costs %(cost)d resources of any kind, not %(paid)d.", "cost"),
    "tzolkin.tech.bonus_cost": T_("The %(track)s bonus past level 3 costs 1 resource of any "
                                  "kind, not %(paid)d."),
    "tzolkin.tech.agriculture_bonus": T_("The Agriculture bonus: choose the temple to step up."),
    "tzolkin.tech.resources_bonus": T_("The Resources bonus: choose the 2 resources to take."),
    "tzolkin.tech.steps_exact": P_("Choose %(n)d technology step.", "Choose %(n)d technology "
                                   "steps.", "n"),
    "tzolkin.tech.steps_range": T_("Choose %(low)d or %(high)d technology steps."),

    # --- building (seed 「ティカルとウシュマル」, 「建物の絵と食料軽減」)
    "tzolkin.build.id_needed": T_("Name the building to build."),
    "tzolkin.build.not_on_offer": T_("Building %(building)s is not in the row of buildings on "
                                     "offer."),
    "tzolkin.build.discount_resource": T_("The Architecture discount must be wood, stone or "
                                          "gold."),
    "tzolkin.build.bad_discount": T_("The Architecture discount must be one of the resources "
                                     "building %(building)s costs: %(resources)s."),
    "tzolkin.build.cost": T_("Building %(building)s costs %(cost)s: you have %(have)s."),
    "tzolkin.build.bad_reward": T_("The reward choices of this building cannot be read."),
    "tzolkin.monument.id_needed": T_("Name the monument to build."),
    "tzolkin.monument.not_on_offer": T_("Monument %(monument)s is not on offer."),
    "tzolkin.monument.cost": T_("Monument %(monument)s costs %(cost)s: you have %(have)s."),
    "tzolkin.effect.temples": P_("Choose %(n)d temple to step up.", "Choose %(n)d temples to "
                                 "step up.", "n"),
    "tzolkin.effect.techs": P_("Choose %(n)d technology step.", "Choose %(n)d technology steps.",
                               "n"),
    "tzolkin.effect.bad_tech_bonus": T_("The technology bonus choices must name a temple or two "
                                        "resources."),

    # --- the market and copied actions (Uxmal 2 and 5)
    "tzolkin.market.bad_trades": T_("The market trades cannot be read: each names a resource and "
                                    "how many to buy or sell."),
    "tzolkin.market.only_resources": T_("Only wood, stone and gold are traded at the market "
                                        "(never crystal skulls)."),
    "tzolkin.market.buy_cost": T_("Buying %(goods)s costs %(price)d corn: you have %(corn)d."),
    "tzolkin.market.sell_short": T_("You cannot sell %(goods)s: you have %(have)s."),
    "tzolkin.copy.bad": T_("The copied action must be an action 1 to 5 of Palenque, Yaxchilan, "
                           "Tikal or Uxmal."),
    "tzolkin.copy.itself": T_("Uxmal 5 cannot copy itself."),
    "tzolkin.copy.no_corn": T_("Taking any action costs 1 corn first: you have none."),

    # --- Tikal and Uxmal
    "tzolkin.tikal.build_one": T_("Tikal 2 builds exactly one building: name it."),
    "tzolkin.tikal.both": T_("Tikal 4 builds 1 or 2 buildings or one monument, not both."),
    "tzolkin.tikal.build_what": T_("Tikal 4: name 1 or 2 buildings, or one monument."),
    "tzolkin.tikal.architecture_once": T_("With two buildings the Architecture effects apply to "
                                          "one of them only."),
    "tzolkin.tikal.architecture_which": T_("The Architecture effects go to one of the buildings "
                                           "built (never to a monument): choose which."),
    "tzolkin.tikal.discount_elsewhere": T_("The Architecture discount goes with the other "
                                           "Architecture effects, to %(building)s: not to "
                                           "%(other)s."),
    "tzolkin.tikal.five_pay": T_("Tikal 5 costs exactly 1 resource (paying more buys no extra "
                                 "step)."),
    "tzolkin.tikal.five_temples": T_("Tikal 5 steps up two different temples: name them."),
    "tzolkin.uxmal.temple_needed": T_("Uxmal 1: choose the temple to step up."),
    "tzolkin.uxmal.one_cost": T_("Uxmal 1 costs 3 corn: you have %(corn)d."),
    "tzolkin.uxmal.all_hired": T_("All 6 of your workers are hired already."),
    "tzolkin.uxmal.no_monument": T_("Uxmal 4 cannot build a monument."),
    "tzolkin.uxmal.building_needed": T_("Uxmal 4: name the building to build with corn."),

    # --- Chichen Itza (seed 「神殿とチチェン・イツァ」)
    "tzolkin.chichen.taken": T_("%(place)s already holds a crystal skull: it cannot be used "
                                "again."),
    "tzolkin.chichen.no_skull": T_("A Chichen Itza action needs a crystal skull: you have none."),
    "tzolkin.chichen.resource_needed": T_("%(place)s also gives one resource: choose wood, stone "
                                          "or gold."),
    "tzolkin.chichen.theology_level": T_("Paying a resource for another temple step needs "
                                         "Theology level 2."),
    "tzolkin.chichen.theology_choice": T_("Theology 2: choose the resource to pay and the temple "
                                          "to step up."),
    "tzolkin.chichen.theology_pay": T_("Theology 2 costs exactly one resource."),

    # --- the calendar (seed 「スタート枠と暦の回転」)
    "tzolkin.calendar.choose_first": T_("%(name)s must first choose how far the calendar turns "
                                        "(1 or 2 days)."),
    "tzolkin.calendar.not_now": T_("The calendar turns only after every player has had a turn."),
    "tzolkin.calendar.days": T_("The calendar turns 1 or 2 days."),
}
