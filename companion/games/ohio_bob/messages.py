"""How Ohio Bob's messages are said: ``MESSAGES``, message code -> catalogue entry (see
docs/i18n.md).  The Japanese (translations/ja) uses the seed's terms (../shared/seeds/002): 階層,
部屋, 階段, 糧食, 宝箱, ピット, 罠, テレポーター, 壁, ドア, 岩, 鍵, 宝石, 装備, エネルギー,
アミュレット, チャレンジ, 休憩, 探索, 山札, 手札, 解決スタック, スーパーギア…

Areas: names (rules/names.py builds them), refusals of the rules (rules/moves.py, steps.py), the
move log (rules/log.py), the end of a game and the result sheet (rules/steps.py, scoring.py),
the setup text, move and option checks (rules/game.py, setup.py), the component document checks
(rules/components.py): the place on a card as a person counts it (1-based: "the 3rd temple card
of the green floor set, 1st row from the top, 2nd space from the left" / 「緑の床のセット
の3枚目の神殿カード、上から1行目・左から2列目」; an uploaded file's card also by the file's own
key, "(G03)") and what is wrong there, never a field path; and the tap editor's kinds,
entries and refusals (web/editor.py: "green floor temple cards 3/17" / 「緑の床の神殿カード
3/17」, "3rd card" / 「3枚目」).
"""
from __future__ import annotations

from typing import Any

from babel.lists import format_list

from companion.i18n import P_, T_, Entry, by_params, gettext, join_sentences, language, render

from .form_messages import FORM_FIELDS
from .rules.names import DIRECTIONS


def _lower(text: str) -> str:
    """Space names inside a sentence: "Stairs and Pit" -> "stairs and pit" (the map's legend
    capitalises them; Japanese is as it is)."""
    return text.lower()


def _or_list(letters: str) -> str:
    """Directions as alternatives in the reader's language: "east or west" / 「東または西」."""
    names = [render(DIRECTIONS[d]) for d in letters if d in DIRECTIONS]
    return format_list(names, style="or", locale=language()) if names else ""


def nth(n: int) -> str:
    """An ordinal in the reader's language: English "1st", "2nd", "23rd"; Japanese the number
    (the sentence says 枚目, 行目, 番目 around it)."""
    if language() != "en":
        return str(n)
    if n % 100 in (11, 12, 13):
        return f"{n}th"
    return f"{n}{ {1: 'st', 2: 'nd', 3: 'rd'}.get(n % 10, 'th')}"


def _cap(entry: Entry) -> Entry:
    """The entry's sentence with its first letter in upper case (a sentence that begins with a
    place: "The 3rd temple card …")."""
    def say(params: dict[str, Any]) -> str:
        text = entry.say(params)
        return text[:1].upper() + text[1:]
    return by_params(say)


def _upper(text: str) -> str:
    return text[:1].upper() + text[1:]


NAMES = {
    #: what the game hides, as a take-back refused from a phone names it (engine.py)
    "ohio_bob.hidden_things": T_("a card drawn from the deck"),
    "ohio_bob.card.super_gear": T_("Super Gear"),
    "ohio_bob.card.level": T_("level card"),
    "ohio_bob.card.energy": T_("energy card"),
    "ohio_bob.card.amulet": T_("amulet card"),
    "ohio_bob.dir.n": T_("north"),
    "ohio_bob.dir.e": T_("east"),
    "ohio_bob.dir.s": T_("south"),
    "ohio_bob.dir.w": T_("west"),
    "ohio_bob.dirs": by_params(lambda p: _or_list(p["letters"])),
    # seat 1's printed arrows with where they go on the table (ruling 30): "↑ (south)"
    "ohio_bob.arrows_compass": T_("%(arrows)s (%(compass)s)"),
    "ohio_bob.colour.yellow": T_("yellow"),
    "ohio_bob.colour.red": T_("red"),
    "ohio_bob.colour.blue": T_("blue"),
    "ohio_bob.colour.purple": T_("purple"),
    "ohio_bob.colour.green": T_("green"),
    "ohio_bob.colour.multi": T_("multicolour"),
    "ohio_bob.colour.white": T_("any one colour"),
    "ohio_bob.space.empty": T_("Empty"),
    "ohio_bob.space.stairs": T_("Stairs"),
    "ohio_bob.space.ration": T_("Ration"),
    "ohio_bob.space.chest": T_("Chest"),
    "ohio_bob.space.chest_colour": T_("Chest (%(colour)s)"),
    "ohio_bob.space.pit": T_("Pit"),
    "ohio_bob.space.trap": T_("Trap"),
    "ohio_bob.space.teleporter": T_("Teleporter"),
    "ohio_bob.set.green": T_("green floor"),
    "ohio_bob.set.blue": T_("blue floor"),
    "ohio_bob.side.easy": T_("easy side"),
    "ohio_bob.side.hard": T_("hard side"),
    "ohio_bob.effect.move": T_("Move %(arrows)s"),
    "ohio_bob.effect.super_move": T_("Super Gear move %(arrows)s"),
    "ohio_bob.effect.no_explore": T_("%(effect)s (no exploring)"),
    "ohio_bob.effect.rock": T_("Rock"),
    "ohio_bob.effect.key": T_("Key"),
    "ohio_bob.effect.sledgehammer": T_("Sledgehammer"),
    "ohio_bob.effect.sledgehammer_dirs": T_("Sledgehammer %(arrows)s"),
    "ohio_bob.effect.rope": T_("Rope %(arrows)s"),
    "ohio_bob.effect.torch": T_("Torch"),
    "ohio_bob.effect.map": T_("Temple map"),
    "ohio_bob.effect.unknown": T_("an effect the app does not know"),
    "ohio_bob.effect.nothing": T_("nothing"),
    "ohio_bob.option.then": T_("%(first)s, %(rest)s"),
    "ohio_bob.gems": by_params(lambda p: p["items"]),
    "ohio_bob.gems.one": T_("%(n)d %(colour)s"),
    "ohio_bob.gems.white": T_("%(n)d of any one colour"),
    "ohio_bob.gems.none": T_("none"),
    "ohio_bob.player": T_("Player %(n)d"),
    # a temple card by its equipment side (the app's id for it is never said: issue 38)
    "ohio_bob.card.described": T_("%(gem)s gem — A: %(a)s · B: %(b)s"),
    "ohio_bob.card.described_one": T_("%(gem)s gem — A: %(a)s"),
    "ohio_bob.card.described_no_gem": T_("%(card)s — A: %(a)s · B: %(b)s"),
    "ohio_bob.card.described_no_gem_one": T_("%(card)s — A: %(a)s"),
    "ohio_bob.card.with_gem": T_("%(card)s (%(gem)s)"),
    "ohio_bob.card.looks": by_params(lambda p: gettext(
        "the %(gem)s-gem card (room: %(room)s)", gem=p["gem"], room=_lower(p["room"]))),
    # two cards of a set that look alike: the one meant by its place in the set as entered
    "ohio_bob.card.looks_nth": by_params(lambda p: gettext(
        "the %(gem)s-gem card (room: %(room)s; %(nth)s of the %(set)s set)", gem=p["gem"],
        room=_lower(p["room"]), nth=nth(p["n"]), set=p["set"])),
    "ohio_bob.card.looks_no_gem": by_params(lambda p: gettext(
        "the card with the room %(room)s", room=_lower(p["room"]))),
    "ohio_bob.card.some": T_("a card"),
    "ohio_bob.card.side_up": T_("the %(gem)s-gem card (%(sides)s)"),
    # two cards of a set whose equipment sides read alike: the one meant by its place
    "ohio_bob.card.side_up_nth": by_params(lambda p: gettext(
        "the %(gem)s-gem card (%(sides)s; %(nth)s of the %(set)s set)", gem=p["gem"],
        sides=p["sides"], nth=nth(p["n"]), set=p["set"])),
    # two cards of a set whose equipment sides read alike: the one meant by its room (back)
    "ohio_bob.card.side_up_back": by_params(lambda p: gettext(
        "the %(gem)s-gem card (%(sides)s; back: %(room)s)", gem=p["gem"], sides=p["sides"],
        room=_lower(p["room"]))),
    # two cards of a set whose rooms read alike: the one meant by its equipment side (back)
    "ohio_bob.card.looks_back": by_params(lambda p: gettext(
        "the %(gem)s-gem card (room: %(room)s; back: %(sides)s)", gem=p["gem"],
        room=_lower(p["room"]), sides=p["sides"])),
    "ohio_bob.card.option": T_("%(option)s: %(effects)s"),
    "ohio_bob.card.with_room": by_params(lambda p: gettext(
        "%(card)s; room: %(room)s", card=p["card"], room=_lower(p["room"]))),
    # the set's page: a card's line counts its walls and locked doors (a wall entered as a
    # door, or none at all, shows there)
    "ohio_bob.card.with_room_edges": by_params(lambda p: gettext(
        "%(card)s; room: %(room)s; walls %(walls)s, locked doors %(doors)s", card=p["card"],
        room=_lower(p["room"]), walls=p["walls"], doors=p["doors"])),
    "ohio_bob.room.plain": T_("no special space"),
}

REFUSALS = {
    "ohio_bob.over": T_("The game is over."),
    "ohio_bob.no_player": T_("There is no such player at this table."),
    "ohio_bob.expect.first_room": T_("First choose which drawn card becomes the first room."),
    "ohio_bob.expect.turn": T_("Play a card from your hand, rest, or climb."),
    "ohio_bob.expect.effect": T_("Apply or skip the next effect of the card being played."),
    "ohio_bob.expect.rope": T_("Take the rope's second step or skip it."),
    "ohio_bob.expect.teleport": T_("Choose the card the teleporter takes you to."),
    "ohio_bob.expect.discard": P_("Discard %(num)d card down to the level's MAX.",
                                  "Discard %(num)d cards down to the level's MAX.", "count"),
    "ohio_bob.expect.wait_rest": T_("Wait until your partner rests too."),
    "ohio_bob.expect.wait_level": T_("Wait until your partner leaves the level too."),
    "ohio_bob.expect.other": T_("That move is not possible now."),
    "ohio_bob.draw.not_needed": T_("No card is drawn from the deck by this move: leave the "
                                   "card out."),
    "ohio_bob.draw.room": T_("Enter the card drawn from the deck (the new room)."),
    "ohio_bob.draw.chest": T_("Enter the card drawn from the deck (the card from the chest)."),
    "ohio_bob.draw.top": T_("Enter the top card of the deck (the torch copies it)."),
    "ohio_bob.draw.one": T_("Only one card can be entered per move."),
    "ohio_bob.draw.enter_first": T_("No card of your set left in the deck can be the card "
                                    "revealed this way: it is one your set does not know yet. "
                                    "Draw it and enter it first (“Enter a card new to the "
                                    "set”); this way is then offered."),
    "ohio_bob.draw.no_card": T_("No card left in your deck can be the card revealed this "
                                "way."),
    "ohio_bob.draw.chest_colour": T_("The chest takes the first %(colour)s card of the deck."),
    "ohio_bob.deck.not_in": T_("%(card)s is not in the deck."),
    "ohio_bob.deck.not_entered": T_("This card is not in your set yet: enter it first (“Enter "
                                    "a card new to the set”)."),
    "ohio_bob.enter.none": T_("There is no card to enter now: a card new to the set is "
                              "entered when it is revealed, while your deck still holds cards "
                              "not entered."),
    "ohio_bob.enter.known": T_("This card is already in your set, as %(card)s: choose it from "
                               "the list of cards."),
    "ohio_bob.first_room.choose": T_("Choose the first room from the cards drawn: %(cards)s."),
    "ohio_bob.first_room.other_to_hand": T_("The other drawn card goes to the hand."),
    "ohio_bob.first_room.enter_other": T_("Enter the other drawn card (it goes to your hand)."),
    "ohio_bob.first_room.stays": T_("On a new level the other card stays on the deck."),
    "ohio_bob.first_room.enter_top": T_("Enter the other card drawn too (it stays on top of "
                                        "the deck)."),
    "ohio_bob.first_room.was_top": T_("%(card)s lies on top of the deck: it is one of the two "
                                      "cards drawn."),
    "ohio_bob.deck.top_known": T_("The card on top of the deck is %(card)s."),
    "ohio_bob.deck.under": T_("%(card)s went under the deck when the level was left: the cards "
                              "above it are drawn first."),
    "ohio_bob.hand.not_in": T_("Not in your hand: %(card)s."),
    "ohio_bob.play.no_option": T_("This card has no option %(option)s."),
    "ohio_bob.move.which_way": T_("Say which way: north, east, south or west."),
    "ohio_bob.move.dirs": T_("This move goes only %(dirs)s."),
    "ohio_bob.rope.dirs": T_("The rope moves only %(dirs)s."),
    "ohio_bob.sledgehammer.dirs": T_("This sledgehammer goes only %(dirs)s."),
    "ohio_bob.sledgehammer.no_wall": T_("There is no wall that way to break through."),
    "ohio_bob.move.wall": T_("A wall blocks the way."),
    "ohio_bob.move.door_key_in_hand": T_("A locked door blocks the way: %(card)s in your hand "
                                         "opens it with its key."),
    "ohio_bob.move.door_no_key": T_("A locked door blocks the way: only a key opens it (a card "
                                    "with a key, or the Super Gear), and no card in your hand "
                                    "has one."),
    "ohio_bob.move.no_explore": T_("This move cannot explore (the rope's grey arrows)."),
    "ohio_bob.move.partner_there": T_("Your partner's pawn is on that space."),
    "ohio_bob.explore.partner_first_room": T_("That place is kept for your partner's first "
                                              "room."),
    "ohio_bob.explore.level_full": P_("Level %(level)d has its only room: no more exploring "
                                      "on this level.",
                                      "Level %(level)d has all its %(num)d rooms: no more "
                                      "exploring on this level.", "rooms"),
    "ohio_bob.explore.deck_empty": T_("The deck is empty: nothing to explore."),
    "ohio_bob.teleport.choose": T_("Teleport to the card to the %(sides)s of this one."),
    "ohio_bob.discard.count": P_("Discard exactly %(num)d card.",
                                 "Discard exactly %(num)d cards.", "count"),
    "ohio_bob.climb.not_here": T_("You can climb only from the stairs in the top row of the "
                                  "level's last room (your own last room)."),
    "ohio_bob.climb.rooms_left": T_("Level %(level)d: %(n)d of %(rooms)d rooms explored so "
                                    "far: you climb from the top-row stairs of the level's last "
                                    "room."),
    "ohio_bob.climb.bottom_row": T_("These stairs lie in the bottom row of room %(card)s: "
                                    "nothing happens here. The level's last room, %(last)s, has "
                                    "its stairs in the top row: climb from there."),
    "ohio_bob.climb.partner_room": T_("These stairs lie in the row on the %(side)s side of your "
                                      "partner's room %(card)s (toward your partner): nothing "
                                      "happens here. Climb from the top-row stairs of your own "
                                      "last room, %(last)s."),
    "ohio_bob.climb.go_to_last": T_("Every room of the level is explored: climb from the "
                                    "top-row stairs of its last room, %(last)s."),
    "ohio_bob.climb.partners_stairs": T_("These are your partner's stairs: you climb from the "
                                         "top-row stairs of your own last room, %(last)s."),
    "ohio_bob.first_room.same_card": T_("The card for your hand is the other card drawn: "
                                        "%(card)s is already the first room."),
    "ohio_bob.first_room.same_top": T_("The card left on the deck is the other card drawn: "
                                       "%(card)s is already the first room."),
    "ohio_bob.two.gift_solo": T_("Giving energy is a two-player rule."),
    "ohio_bob.two.gift_last": T_("With only 1 energy left you cannot give one."),
    "ohio_bob.torch.which": T_("Say which option (A or B) of the top card the torch copies."),
    "ohio_bob.torch.no_option": T_("The top card has no option %(option)s."),
    "ohio_bob.map.wall": T_("A wall (or door) stands between you and that edge of the card."),
    "ohio_bob.map.taken": T_("A room is already placed on that side."),
    "ohio_bob.trade.solo": T_("Trading cards is a two-player rule."),
    "ohio_bob.trade.done": T_("You have already traded cards on this level."),
    "ohio_bob.trade.by_partner": T_("Your partner entered the trade: you gave %(gave)s and "
                                    "took %(took)s."),
    "ohio_bob.trade.busy": T_("Your partner is in the middle of something: trade between "
                              "cards."),
    "ohio_bob.trade.apart": T_("The pawns must be on adjacent spaces with no wall or door "
                               "between."),
    "ohio_bob.trade.super_gear": T_("The Super Gear is not traded (only temple cards)."),
    "ohio_bob.trade.not_mine": T_("%(card)s is not in your hand or stack."),
    "ohio_bob.trade.not_theirs": T_("%(card)s is not in your partner's hand or stack."),
}

LOG = {
    "ohio_bob.log.by": T_("%(name)s: %(action)s"),
    "ohio_bob.log.with_card": T_("%(action)s (card drawn: %(card)s)"),
    "ohio_bob.log.first_room": T_("Places %(room)s as the first room of level %(level)d"),
    "ohio_bob.log.first_room_hand": T_("Places %(room)s as the first room of level %(level)d "
                                       "and takes %(hand)s into the hand"),
    "ohio_bob.log.first_room_top": T_("Places %(room)s as the first room of level %(level)d; "
                                      "%(top)s goes back on top of the deck"),
    "ohio_bob.log.play": T_("Plays %(card)s (option %(option)s)"),
    "ohio_bob.log.play_effects": T_("Plays %(card)s, option %(option)s: %(effects)s"),
    "ohio_bob.log.explore": T_("Explores to the %(dir)s (the pawn stays)"),
    "ohio_bob.log.then": T_("%(action)s; %(event)s"),
    "ohio_bob.log.rest": T_("Rests (loses %(energy)d energy)"),
    "ohio_bob.log.climb": T_("Climbs the stairs to level %(level)d"),
    "ohio_bob.log.climb_gift": T_("Climbs the stairs to level %(level)d and gives 1 energy to "
                                  "the partner"),
    "ohio_bob.log.amulet": T_("Climbs to the amulet"),
    "ohio_bob.log.amulet_gift": T_("Climbs to the amulet and gives 1 energy to the partner"),
    "ohio_bob.log.trade": T_("Trades %(give)s with the partner for %(take)s"),
    "ohio_bob.log.skip": T_("Skips an effect: %(effect)s"),
    "ohio_bob.log.skip_plain": T_("Skips an effect"),
    "ohio_bob.log.done": T_("Ends the card (skips the rest of its effects)"),
    "ohio_bob.log.teleport": T_("Teleports to the card to the %(side)s"),
    "ohio_bob.log.teleport_plain": T_("Teleports to a neighbouring card"),
    "ohio_bob.log.discard": T_("Discards %(cards)s"),
    "ohio_bob.log.rock": T_("Uses a rock"),
    "ohio_bob.log.key": T_("Uses a key"),
    "ohio_bob.log.torch": T_("Torch copies option %(option)s of the top card"),
    "ohio_bob.log.map": T_("Temple map: places a room to the %(dir)s"),
    "ohio_bob.log.move": T_("Moves %(dir)s"),
    "ohio_bob.log.sledgehammer": T_("Goes through the wall to the %(dir)s with the "
                                    "sledgehammer"),
    "ohio_bob.log.rope": T_("Moves %(dir)s with the rope"),
    "ohio_bob.log.effect": T_("Applies an effect"),
    "ohio_bob.log.other": T_("A move the app does not know"),
    "ohio_bob.log.enter_card": T_("Enters a card new to the set: %(card)s"),
}

EVENTS = {
    "ohio_bob.event.room": T_("%(card)s placed as room %(n)d of %(rooms)d on level "
                              "%(level)d"),
    "ohio_bob.event.last_room": T_("%(card)s placed as the last of the %(rooms)d rooms of "
                                   "level %(level)d: its stairs lie in the top row and lead "
                                   "up"),
    "ohio_bob.event.door": T_("the locked door opens (it closes behind)"),
    "ohio_bob.event.ration": T_("ration: +1 energy (%(energy)d now)"),
    "ohio_bob.event.ration_full": T_("ration: the energy is already at its maximum "
                                     "(%(energy)d), the bonus is lost"),
    "ohio_bob.event.ration_partner": T_("ration: +1 energy for %(player)s (%(energy)d now)"),
    "ohio_bob.event.ration_off": T_("on the hard side the rations of level %(level)d are "
                                    "empty spaces"),
    "ohio_bob.event.ration_spent": T_("this ration is used up until you leave the room"),
    "ohio_bob.event.chest_spent": T_("this chest is used up until you leave the room"),
    "ohio_bob.event.chest": T_("chest: %(card)s goes into the hand"),
    "ohio_bob.event.chest_empty": T_("chest: the deck is empty, nothing to take"),
    "ohio_bob.event.pit": T_("pit: an immediate rest (−%(cost)d energy, %(energy)d left), the "
                             "stack goes back to the hand and the rest of the card is lost"),
    "ohio_bob.event.pit_ignored": T_("the pit is crossed without resting"),
    "ohio_bob.event.trap": T_("trap: −1 energy (%(energy)d left)"),
    "ohio_bob.event.trap_rock": T_("the rock disarms the trap: no energy lost"),
    "ohio_bob.event.trap_ignored": T_("the trap is ignored: no energy lost"),
    "ohio_bob.event.teleport": T_("the teleporter takes the pawn to the card to the %(side)s"),
    "ohio_bob.event.teleport_choose": T_("teleporter: choose the card it takes the pawn to"),
    "ohio_bob.event.teleport_none": T_("teleporter: no card next to this one, nothing happens"),
    "ohio_bob.event.energy_left": T_("%(energy)d energy left"),
    "ohio_bob.event.climb_energy": T_("energy back to %(energy)d"),
    "ohio_bob.event.entered": T_("%(card)s entered: your set knows it now"),
    "ohio_bob.event.discard": P_("discard %(num)d card down to the MAX of %(max)d",
                                 "discard %(num)d cards down to the MAX of %(max)d", "count"),
    "ohio_bob.event.won": T_("%(why)s"),
    "ohio_bob.event.lost": T_("the game is lost: %(why)s"),
}

RESULT = {
    "ohio_bob.end.energy": T_("no energy left."),
    "ohio_bob.end.energy_of": T_("%(player)s: no energy left."),
    "ohio_bob.end.deck_out": T_("the deck is empty and level %(level)d still has rooms to "
                                "explore: no way out."),
    "ohio_bob.end.deck_out_of": T_("%(player)s: the deck is empty and level %(level)d still "
                                   "has rooms to explore: no way out."),
    "ohio_bob.end.amulet_failed": T_("the gems in hand do not meet the amulet challenge: the "
                                     "trap springs."),
    "ohio_bob.end.amulet_failed_of": T_("%(player)s: the gems in hand do not meet the amulet "
                                        "challenge: the trap springs."),
    "ohio_bob.end.partner_cards": T_("%(player)s holds %(n)d of the 3 cards needed from the "
                                     "partner's temple deck."),
    "ohio_bob.end.won": T_("The amulet's trap is disarmed: Ohio Bob escapes, rich!"),
    "ohio_bob.end.won_two": T_("Both amulets are disarmed: the friends escape together!"),
    "ohio_bob.reason.amulet": T_("Won: the amulet's trap is disarmed."),
    "ohio_bob.reason.energy": T_("Lost: no energy left."),
    "ohio_bob.reason.amulet_failed": T_("Lost: the gems in hand do not meet the amulet "
                                        "challenge."),
    "ohio_bob.reason.deck_out": T_("Lost: the deck ran out before level 3 was explored."),
    "ohio_bob.reason.partner_cards": T_("Lost: a player lacks 3 cards from the partner's "
                                        "temple deck."),
    "ohio_bob.reason.playing": T_("Still playing."),
    "ohio_bob.result.level": T_("Level %(level)d reached"),
    "ohio_bob.result.level_left": T_("Level %(level)d reached and left (the amulet phase)"),
    "ohio_bob.result.energy": T_("%(energy)d energy left"),
    "ohio_bob.result.gems": T_("%(n)d of %(total)d gems for the challenge (%(challenge)s); in "
                               "hand: %(hand)s"),
    # the game lost (seed 002 「敗北」: "下記のいずれかの場合は負けます")
    "ohio_bob.result.defeat": T_("Lost: %(why)s"),
    # the same, as score sheets stored before the code was renamed say it
    "ohio_bob.result.temple_wins": T_("Lost: %(why)s"),
    "ohio_bob.setup.player": T_("%(player)s: %(set)s temple cards; level card %(level_side)s, "
                                "energy card %(energy_side)s, amulet card %(amulet_side)s; "
                                "amulet challenge %(challenge)s; level %(level)d, energy "
                                "%(energy)d"),
    "ohio_bob.setup.first_cards": T_("%(player)s: the first two cards drawn are %(cards)s."),
}

CHECKS = {
    "ohio_bob.move_data.not_object": T_("This is not a move of Ohio Bob."),
    "ohio_bob.move_data.unknown": T_("Ohio Bob has no such move."),
    "ohio_bob.move_data.missing": T_("This move needs %(fields)s."),
    "ohio_bob.move_data.extra": T_("This move does not take %(fields)s."),
    "ohio_bob.move_data.unknown_fields": P_("This move carries %(num)d entry that no Ohio Bob "
                                            "move has: nothing was stored.",
                                            "This move carries %(num)d entries that no Ohio "
                                            "Bob move has: nothing was stored.", "count"),
    "ohio_bob.move_data.card": T_("Not a card: %(field)s."),
    "ohio_bob.move_data.option": T_("The option is A or B."),
    "ohio_bob.move_data.dir": T_("The direction is north, east, south or west."),
    "ohio_bob.move_data.gift": T_("Say whether you give 1 energy or not."),
    "ohio_bob.move_data.to": T_("Say which card the teleporter takes you to."),
    "ohio_bob.move_data.cards": T_("Say which cards you discard."),
    "ohio_bob.move_data.entry": T_("Give the card entered: its room and its equipment."),
    "ohio_bob.field.room": T_("the card for the first room"),
    "ohio_bob.field.hand": T_("the card for the hand"),
    "ohio_bob.field.top": T_("the card left on the deck"),
    "ohio_bob.field.card": T_("the card"),
    "ohio_bob.field.option": T_("the option"),
    "ohio_bob.field.dir": T_("the direction"),
    "ohio_bob.field.gift": T_("whether you give 1 energy"),
    "ohio_bob.field.to": T_("the card to teleport to"),
    "ohio_bob.field.cards": T_("the cards to discard"),
    "ohio_bob.field.give": T_("the card you give"),
    "ohio_bob.field.take": T_("the card you take"),
    "ohio_bob.field.entry": T_("the card entered"),
    "ohio_bob.options.players_list": T_("The players are given as a count or as the seats."),
    "ohio_bob.options.unknown": T_("Ohio Bob has no such option: %(names)s."),
    "ohio_bob.options.players": T_("Ohio Bob is for 1 or 2 players."),
    "ohio_bob.options.mode": T_("The deck is the app's (it shuffles and draws) or real cards "
                                "(you shuffle them and enter each card revealed)."),
    "ohio_bob.options.components": T_("Your component file cannot be used: %(reason)s"),
    "ohio_bob.options.card_set": T_("The temple cards are the green floor set, the blue floor "
                                    "set, or drawn at random."),
    "ohio_bob.options.difficulty": T_("The difficulty is easy or hard."),
    "ohio_bob.options.sides": T_("Only the level, energy and amulet cards have a side to "
                                 "choose (the Super Gear has no hard side)."),
    "ohio_bob.options.side": T_("The %(card)s is used on its easy or its hard side."),
    "ohio_bob.options.two_starting": T_("The two-player game needs two sets of starting cards "
                                        "in the component file."),
    "ohio_bob.options.starting_set": T_("Choose one of the sets of starting cards of the "
                                        "component file (it has %(count)d)."),
    "ohio_bob.options.one_challenge": T_("Give one challenge per player."),
    "ohio_bob.options.basics": T_("This set has no room size or gem colours yet: enter them "
                                  "on the set's page first."),
    "ohio_bob.options.incomplete": T_("The %(set)s set has %(done)d of its %(count)d temple "
                                      "cards entered: the app can be the deck only with all of "
                                      "them. Choose real cards for the deck: each card not "
                                      "entered yet is entered when it is revealed."),
    "ohio_bob.options.not_entered": by_params(lambda p: _upper(gettext(
        "%(where)s is not entered yet: enter it on the set's page first.", where=p["where"]))),
    "ohio_bob.options.challenge": T_("The challenge is the amulet card's first or second, or "
                                     "drawn at random."),
}

PLACES = {
    # a card of the editor's list: its place there, never the app's id for it (issue 38)
    "ohio_bob.place.card": by_params(lambda p: gettext(
        "the %(nth)s temple card of the %(set)s set", nth=nth(p["n"]), set=p["set"])),
    # the same place named with what the card shows (an entered card's page heading)
    "ohio_bob.place.card_looks": T_("%(place)s: %(card)s"),
    # a card of an uploaded file: its place and the file's own key for it
    "ohio_bob.place.file_card": by_params(lambda p: gettext(
        "the %(nth)s temple card of the %(set)s set (%(id)s)", nth=nth(p["n"]), set=p["set"],
        id=p["id"])),
    # a card new to the set, entered at the moment it is revealed in play
    "ohio_bob.place.revealed": T_("the card revealed"),
    "ohio_bob.place.space": by_params(lambda p: gettext(
        "%(card)s, %(row)s row from the top, %(col)s space from the left", card=p["card"],
        row=nth(p["row"]), col=nth(p["col"]))),
    "ohio_bob.place.wall": by_params(lambda p: gettext(
        "%(card)s, its %(nth)s wall", card=p["card"], nth=nth(p["n"]))),
    "ohio_bob.place.door": by_params(lambda p: gettext(
        "%(card)s, its %(nth)s locked door", card=p["card"], nth=nth(p["n"]))),
    "ohio_bob.place.walls": T_("the walls of %(card)s"),
    "ohio_bob.place.doors": T_("the locked doors of %(card)s"),
    "ohio_bob.place.option": T_("%(card)s, option %(option)s"),
    "ohio_bob.place.effect": by_params(lambda p: gettext(
        "%(option)s, %(nth)s effect", option=p["option"], nth=nth(p["n"]))),
    "ohio_bob.place.starting": by_params(lambda p: gettext(
        "the %(nth)s set of starting cards", nth=nth(p["n"]))),
    "ohio_bob.place.start_card": T_("the %(card)s of %(start)s"),
    "ohio_bob.place.super_gear": T_("the Super Gear of %(start)s"),
    "ohio_bob.place.side": T_("%(card)s, %(side)s"),
    "ohio_bob.place.level": T_("%(side)s, level %(level)d"),
    "ohio_bob.place.challenge": by_params(lambda p: gettext(
        "%(side)s, %(nth)s challenge", side=p["side"], nth=nth(p["n"]))),
    "ohio_bob.field.room_rows": T_("the number of rows of a room"),
    "ohio_bob.field.room_cols": T_("the number of spaces in a row of a room"),
    "ohio_bob.field.rooms": T_("the number of rooms of %(place)s"),
    "ohio_bob.field.rest": T_("the rest cost of %(place)s"),
    "ohio_bob.field.max_cards": T_("the MAX cards of %(place)s"),
    "ohio_bob.field.energy": T_("the energy of %(place)s"),
    "ohio_bob.field.energy_max": T_("the maximum energy of %(place)s"),
    "ohio_bob.field.gem_count": T_("the number of gems (%(colour)s) of %(place)s"),
}

PROBLEMS = {
    "ohio_bob.components.not_json": T_("The component file is not valid JSON (line %(line)d, "
                                       "column %(col)d)."),
    "ohio_bob.components.not_object_file": T_("The component file must be a JSON object."),
    "ohio_bob.components.label": T_("The label of the set must be text."),
    "ohio_bob.components.sample_label": T_("A sample set must say in its label that it is a "
                                           "sample."),
    "ohio_bob.components.sample_flag": T_("Say whether the set is a sample: true or false."),
    "ohio_bob.components.gem_colours": T_("The set must list its gem colours (their names)."),
    "ohio_bob.components.gem_colours_distinct": T_("Each gem colour is listed once, and neither "
                                                   "multicolour nor any one colour is a colour "
                                                   "of its own."),
    "ohio_bob.components.room_size": T_("The set must give the size of a room (its rows and "
                                        "columns)."),
    "ohio_bob.components.whole_number": _cap(T_("%(what)s must be a whole number from %(lo)d "
                                                "to %(hi)d.")),
    "ohio_bob.components.sets": T_("The set must hold the two sets of temple cards, green floor "
                                   "and blue floor, and no others."),
    "ohio_bob.components.set_count": T_("The %(set)s set must have %(count)d temple cards (it "
                                        "has %(found)d)."),
    "ohio_bob.components.set_none": T_("The %(set)s set must list its %(count)d temple cards."),
    "ohio_bob.components.duplicate_id": _cap(T_("%(where)s: the id %(id)s is used twice.")),
    "ohio_bob.components.starting_sets": T_("The set must list at least one set of 4 starting "
                                            "cards."),
    "ohio_bob.components.not_object": _cap(T_("%(where)s must be written as a JSON object.")),
    "ohio_bob.components.not_list": _cap(T_("%(where)s must be written as a list.")),
    "ohio_bob.components.card_id": _cap(T_("%(where)s needs an id (text).")),
    # every fault of a card entered, one after another (components._refuse_all)
    "ohio_bob.components.also": by_params(lambda p: join_sentences([p["first"], p["then"]])),
    "ohio_bob.components.no_gem": _cap(T_("%(where)s: no gem is chosen: pick the gem "
                                          "printed on the card.")),
    "ohio_bob.components.gem": _cap(T_("%(where)s: its gem is neither one of the set's gem "
                                       "colours nor multicolour.")),
    "ohio_bob.components.option_a": _cap(T_("%(where)s must give option A.")),
    "ohio_bob.components.options_ab": _cap(T_("%(where)s must give option A and option B.")),
    "ohio_bob.components.options_extra": _cap(T_("%(where)s has options other than A and B.")),
    "ohio_bob.components.effect": _cap(T_("%(where)s is not an effect the app knows: a move, "
                                          "rock, key, sledgehammer, rope, torch or temple map, "
                                          "written as in the sample.")),
    "ohio_bob.components.dirs": _cap(T_("%(where)s: its directions are some of north, east, "
                                        "south and west, each once (N, E, S and W in the "
                                        "file).")),
    "ohio_bob.components.ignore": _cap(T_("%(where)s may ignore only pits and traps.")),
    "ohio_bob.components.explore_flag": _cap(T_("%(where)s: say whether the move may explore "
                                                "(true or false).")),
    "ohio_bob.components.doors_flag": _cap(T_("%(where)s: say whether the move opens locked "
                                              "doors (true or false).")),
    "ohio_bob.components.effect_fields": _cap(T_("%(where)s has entries the app does not "
                                                 "know.")),
    "ohio_bob.components.room": _cap(T_("%(where)s needs its room (the temple side).")),
    "ohio_bob.components.rows": _cap(T_("%(where)s: the room must have %(rows)d rows.")),
    "ohio_bob.components.row_spaces": by_params(lambda p: gettext(
        "%(card)s: the %(row)s row from the top must have %(cols)d spaces.",
        card=_upper(p["card"]), row=nth(p["row"]), cols=p["cols"])),
    "ohio_bob.components.space_text": _cap(T_("%(where)s: the space must be written as "
                                              "text.")),
    "ohio_bob.components.space_kind": _cap(T_("%(where)s is not a space the app knows: an "
                                              "empty space, stairs, ration, chest (or a chest of "
                                              "a gem colour), pit, trap or teleporter, written as "
                                              "in the sample.")),
    "ohio_bob.components.no_stairs": _cap(T_("%(where)s: the room needs its stairs, one space "
                                             "of its bottom row.")),
    "ohio_bob.components.stairs_not_bottom": _cap(T_("%(where)s: the stairs go in the bottom "
                                                     "row of the room (a room is entered with "
                                                     "its stairs at the bottom).")),
    "ohio_bob.components.stairs_twice": _cap(T_("%(where)s: the room already has its stairs "
                                                "(a room has one).")),
    "ohio_bob.components.option_empty": _cap(T_("%(where)s has no effect: give its effects as "
                                                "printed, from left to right.")),
    "ohio_bob.components.size_first": _cap(T_("%(where)s: give the room size of the set "
                                              "first.")),
    "ohio_bob.components.door_on_wall": _cap(T_("%(where)s is on an edge that is already a "
                                                "wall.")),
    "ohio_bob.components.edge_off": _cap(T_("%(where)s is not on the card (a room has %(rows)d "
                                            "rows of %(cols)d spaces).")),
    "ohio_bob.components.edge_side": _cap(T_("%(where)s: its side is north, east, south or west "
                                             "(N, E, S or W in the file).")),
    "ohio_bob.components.sides": _cap(T_("%(where)s needs an easy and a hard side.")),
    "ohio_bob.components.super_gear": _cap(T_("%(where)s needs its Super Gear card (it has no "
                                              "hard side).")),
    "ohio_bob.components.levels": _cap(T_("%(where)s must list the 3 levels in order.")),
    "ohio_bob.components.rations_off": _cap(T_("%(where)s: the levels whose rations give "
                                               "nothing are among levels 1, 2 and 3.")),
    "ohio_bob.components.challenges": _cap(T_("%(where)s must list the 2 challenges of the "
                                              "card.")),
    "ohio_bob.components.challenge_gems": _cap(T_("%(where)s needs its gems (a count for each "
                                                  "colour).")),
    "ohio_bob.components.challenge_colour": _cap(T_("%(where)s: a gem is neither one of the "
                                                    "set's gem colours nor of any one "
                                                    "colour.")),
}

EDITOR_MESSAGES = {
    "ohio_bob.editor.kind.basics": T_("room size and gem colours"),
    "ohio_bob.editor.kind.green": T_("green floor temple cards"),
    "ohio_bob.editor.kind.blue": T_("blue floor temple cards"),
    "ohio_bob.editor.kind.start": T_("sides of the starting cards"),
    "ohio_bob.editor.one_side": T_("%(entry)s (only its %(side)s)"),
    "ohio_bob.editor.basics": T_("Room size and gem colours"),
    "ohio_bob.editor.basics_done": T_("Rooms of %(rows)d rows of %(cols)d spaces; gems: "
                                      "%(colours)s"),
    "ohio_bob.editor.card_n": by_params(lambda p: gettext("%(nth)s card", nth=nth(p["n"]))),
    "ohio_bob.editor.entry": by_params(lambda p: _upper(p["where"])),
    "ohio_bob.editor.space_at": by_params(lambda p: gettext(
        "%(row)s row from the top, %(col)s space from the left", row=nth(p["row"]),
        col=nth(p["col"]))),
    "ohio_bob.editor.size_needed": T_("Choose how many rows a room has and how many spaces a "
                                      "row has."),
    "ohio_bob.editor.colours_needed": T_("Choose the gem colours of your copy (at least one)."),
    "ohio_bob.editor.size_locked": P_(
        "The room size stays %(rows)d rows of %(cols)d spaces: %(num)d temple card is already "
        "entered with it (clear it to change the size).",
        "The room size stays %(rows)d rows of %(cols)d spaces: %(num)d temple cards are "
        "already entered with it (clear them to change the size).", "num"),
    "ohio_bob.editor.same_card": by_params(lambda p: gettext(
        "%(where)s shows the same as the %(other)s of the set: a card is entered once.",
        where=_upper(p["where"]), other=p["other"])),
}

MESSAGES = {**NAMES, **REFUSALS, **LOG, **EVENTS, **RESULT, **CHECKS, **PLACES, **PROBLEMS,
            **EDITOR_MESSAGES, **FORM_FIELDS}
