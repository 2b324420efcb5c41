"""Tzolk'in's names and places as the table says them: gears, temples, technologies, goods,
frames, colours, the gears' actions, score sheet categories and the end-state entries.

Message code -> how it is said (``companion.i18n``: ``T_``, ``P_``, ``by_params``).  English:
the published game's names; Japanese: the rules text's (seed 003: パレンケ, ヤシュチラン, ティカル,
ウシュマル, チチェン・イツァ, 茶・黄・緑の神殿, 農業, 資源採掘, 建築, 神学, コーン, 木材, 石材, 金,
水晶髑髏, 勝利点).  rules/names.py builds these messages; the engine passes them as parameters.
"""
from __future__ import annotations

from companion.i18n import P_, T_, by_params, gettext

MESSAGES = {
    # --- the five gears and a place on one ("Tikal 2" / 「ティカル2」: gear and spot as printed)
    "tzolkin.gear.palenque": T_("Palenque"),
    "tzolkin.gear.yaxchilan": T_("Yaxchilan"),
    "tzolkin.gear.tikal": T_("Tikal"),
    "tzolkin.gear.uxmal": T_("Uxmal"),
    "tzolkin.gear.chichen_itza": T_("Chichen Itza"),
    "tzolkin.place.spot": T_("%(gear)s %(spot)d"),
    "tzolkin.place.start_space": T_("the starting player space"),

    # --- temples (seed: 茶・黄・緑の神), technologies
    "tzolkin.temple.chaac": T_("Chaac"),
    "tzolkin.temple.quetzalcoatl": T_("Quetzalcoatl"),
    "tzolkin.temple.kukulcan": T_("Kukulcan"),
    "tzolkin.tech.agriculture": T_("Agriculture"),
    "tzolkin.tech.resources": T_("Resources"),
    "tzolkin.tech.architecture": T_("Architecture"),
    "tzolkin.tech.theology": T_("Theology"),
    #: "Chaac +1", "Agriculture +1": a temple or technology stepped up
    "tzolkin.step.up": T_("%(what)s +%(n)d"),
    "tzolkin.step.down": T_("%(what)s −%(n)d"),

    # --- goods: a resource's name (form labels) and an amount ("3 corn" / 「コーン3」)
    "tzolkin.resource.wood": T_("Wood"),
    "tzolkin.resource.stone": T_("Stone"),
    "tzolkin.resource.gold": T_("Gold"),
    "tzolkin.good.corn": T_("corn"),
    "tzolkin.good.wood": T_("wood"),
    "tzolkin.good.stone": T_("stone"),
    "tzolkin.good.gold": T_("gold"),
    "tzolkin.good.skull": T_("crystal skull"),
    "tzolkin.goods.corn": T_("%(n)d corn"),
    "tzolkin.goods.wood": T_("%(n)d wood"),
    "tzolkin.goods.stone": T_("%(n)d stone"),
    "tzolkin.goods.gold": T_("%(n)d gold"),
    "tzolkin.goods.skull": P_("%(n)d crystal skull", "%(n)d crystal skulls", "n"),
    "tzolkin.goods.vp": T_("%(n)d VP"),
    "tzolkin.goods.worker": P_("%(n)d extra worker", "%(n)d extra workers", "n"),
    "tzolkin.harvest.corn": T_("Corn harvest"),
    "tzolkin.harvest.wood": T_("Wood harvest"),

    # --- building and monument frames, worker colours
    "tzolkin.frame.brown": T_("brown frame"),
    "tzolkin.frame.green": T_("green frame"),
    "tzolkin.frame.blue": T_("blue frame"),
    "tzolkin.frame.farm": T_("farm"),
    "tzolkin.colour.blue": T_("blue"),
    "tzolkin.colour.red": T_("red"),
    "tzolkin.colour.yellow": T_("yellow"),
    "tzolkin.colour.green": T_("green"),

    # --- who: a player without a name, the host, nobody in particular
    "tzolkin.player.numbered": T_("Player %(n)d"),
    "tzolkin.player.host": T_("The host"),
    "tzolkin.player.someone": T_("Someone"),

    # --- what each action spot of the four normal gears does (seed 「パレンケとヤシュチラン」,
    # 「ティカルとウシュマル」); Chichen Itza's from its data (skull, VP, temple, resource)
    "tzolkin.action.palenque_1": T_("Fishing: 3 corn"),
    "tzolkin.action.palenque_2": T_("Corn harvest: 4 corn"),
    "tzolkin.action.palenque_3": T_("5 corn or 2 wood"),
    "tzolkin.action.palenque_4": T_("7 corn or 3 wood"),
    "tzolkin.action.palenque_5": T_("9 corn or 4 wood"),
    "tzolkin.action.yaxchilan_1": T_("1 wood"),
    "tzolkin.action.yaxchilan_2": T_("1 stone, 1 corn"),
    "tzolkin.action.yaxchilan_3": T_("1 gold, 2 corn"),
    "tzolkin.action.yaxchilan_4": T_("1 crystal skull"),
    "tzolkin.action.yaxchilan_5": T_("1 gold, 1 stone, 2 corn"),
    "tzolkin.action.tikal_1": T_("1 technology step"),
    "tzolkin.action.tikal_2": T_("Build 1 building"),
    "tzolkin.action.tikal_3": T_("1 or 2 technology steps"),
    "tzolkin.action.tikal_4": T_("Build 1 or 2 buildings or 1 monument"),
    "tzolkin.action.tikal_5": T_("Pay 1 resource: 2 different temples +1"),
    "tzolkin.action.uxmal_1": T_("Pay 3 corn: 1 temple +1"),
    "tzolkin.action.uxmal_2": T_("Market"),
    "tzolkin.action.uxmal_3": T_("Hire 1 worker"),
    "tzolkin.action.uxmal_4": T_("Build 1 building with corn only"),
    "tzolkin.action.uxmal_5": T_("Pay 1 corn: any action of the four gears"),
    "tzolkin.action.chichen_itza": by_params(lambda p: (
        gettext("Skull: %(vp)d VP, %(temple)s +1, 1 resource", vp=p["vp"], temple=p["temple"])
        if p["resource"] else
        gettext("Skull: %(vp)d VP, %(temple)s +1", vp=p["vp"], temple=p["temple"]))),
    #: "Tikal 2: Build 1 building"
    "tzolkin.action.label": T_("%(place)s: %(action)s"),

    # --- what each spot does, short, as the gears drawing writes it beside the spot (a line
    # break where the label may break; seed 「パレンケとヤシュチラン」, 「ティカルとウシュマル」,
    # 「神殿とチチェン・イツァ」 and 「手番は置くか取り上げるか」 for the free choice)
    "tzolkin.spot_label.palenque_1": T_("Fish\n3 corn"),
    "tzolkin.spot_label.palenque_2": T_("4 corn"),
    "tzolkin.spot_label.palenque_3": T_("5 corn or\n2 wood"),
    "tzolkin.spot_label.palenque_4": T_("7 corn or\n3 wood"),
    "tzolkin.spot_label.palenque_5": T_("9 corn or\n4 wood"),
    "tzolkin.spot_label.yaxchilan_1": T_("1 wood"),
    "tzolkin.spot_label.yaxchilan_2": T_("1 stone\n1 corn"),
    "tzolkin.spot_label.yaxchilan_3": T_("1 gold\n2 corn"),
    "tzolkin.spot_label.yaxchilan_4": T_("1 skull"),
    "tzolkin.spot_label.yaxchilan_5": T_("gold stone\n2 corn"),
    "tzolkin.spot_label.tikal_1": T_("Tech\n+1"),
    "tzolkin.spot_label.tikal_2": T_("Build\n1"),
    "tzolkin.spot_label.tikal_3": T_("Tech\n+1 or +2"),
    "tzolkin.spot_label.tikal_4": T_("Build 2 or\nmonument"),
    "tzolkin.spot_label.tikal_5": T_("2 temples\n+1"),
    "tzolkin.spot_label.uxmal_1": T_("Temple +1\n(3 corn)"),
    "tzolkin.spot_label.uxmal_2": T_("Market"),
    "tzolkin.spot_label.uxmal_3": T_("Hire\n1 worker"),
    "tzolkin.spot_label.uxmal_4": T_("Build\nwith corn"),
    "tzolkin.spot_label.uxmal_5": T_("Any gear's\naction"),
    "tzolkin.spot_label.any": T_("Any\naction"),
    "tzolkin.spot_label.chichen_itza_chaac": T_("%(vp)d VP brown"),
    "tzolkin.spot_label.chichen_itza_chaac_resource": T_("%(vp)d VP brown +resource"),
    "tzolkin.spot_label.chichen_itza_quetzalcoatl": T_("%(vp)d VP yellow"),
    "tzolkin.spot_label.chichen_itza_quetzalcoatl_resource": T_("%(vp)d VP yellow +resource"),
    "tzolkin.spot_label.chichen_itza_kukulcan": T_("%(vp)d VP green"),
    "tzolkin.spot_label.chichen_itza_kukulcan_resource": T_("%(vp)d VP green +resource"),
    # what a worker on the gears drawing does now and after the next turn of the calendar
    "tzolkin.gears.spot_entrance": T_("%(place)s: no action"),
    "tzolkin.gears.spot_any": T_("%(place)s: any action of %(gear)s"),
    "tzolkin.gears.spot_under": T_("%(gear)s, under the board"),
    "tzolkin.gears.falls": T_("off the gear, back to %(name)s"),
    "tzolkin.gears.neutral": T_("Neutral worker"),

    # --- the score sheet's categories
    "tzolkin.category.track": T_("Points on the track"),
    "tzolkin.category.goods": T_("Goods (¼ VP per corn)"),
    "tzolkin.category.skulls": T_("Crystal skulls (3 VP each)"),
    #: "Monument: all monuments built": a monument named by what it scores (no printed id)
    "tzolkin.category.monument_named": T_("Monument: %(rule)s"),

    # --- buildings and monuments named as their tiles show them (no id is printed on them):
    # the effect (a data text), the frame, and in a list to choose from the cost
    "tzolkin.building.name": T_("“%(effect)s” (%(frame)s)"),
    "tzolkin.building.name_farm": T_("“%(effect)s”"),
    "tzolkin.building.option": T_("%(effect)s · %(frame)s · %(cost)s"),
    "tzolkin.building.option_farm": T_("%(effect)s · %(cost)s"),
    "tzolkin.monument.name": T_("“%(effect)s” (%(frame)s)"),
    "tzolkin.monument.option": T_("%(effect)s · %(frame)s · %(cost)s"),
    "tzolkin.monument_rule.brown_frames": T_("brown frames"),
    "tzolkin.monument_rule.buildings_and_monuments": T_("buildings and monuments"),
    "tzolkin.monument_rule.corn_tiles": T_("corn harvest tiles"),
    "tzolkin.monument_rule.wood_tiles": T_("wood harvest tiles"),
    "tzolkin.monument_rule.all_monuments": T_("all monuments built"),
    "tzolkin.monument_rule.green_frames": T_("green frames"),
    "tzolkin.monument_rule.techs_at_top": T_("technologies at level 3"),
    "tzolkin.monument_rule.tech_levels": T_("technology levels"),
    "tzolkin.monument_rule.workers": T_("workers"),
    "tzolkin.monument_rule.blue_frames": T_("blue frames"),
    "tzolkin.monument_rule.temple_vp_again": T_("temple VP again"),
    "tzolkin.monument_rule.best_temple": T_("one temple"),
    "tzolkin.monument_rule.chichen_skulls": T_("skulls on Chichen Itza"),

    # --- the entries of an end-state document, as the end-state form names them
    "tzolkin.field.vp": T_("points on the track"),
    "tzolkin.field.corn": T_("corn"),
    "tzolkin.field.wood": T_("wood"),
    "tzolkin.field.stone": T_("stone"),
    "tzolkin.field.gold": T_("gold"),
    "tzolkin.field.skulls": T_("crystal skulls"),
    "tzolkin.field.workers": T_("workers hired"),
    "tzolkin.field.workers_on_gears": T_("own workers left on the gears"),
    "tzolkin.field.skulls_on_chichen_itza": T_("crystal skulls placed on Chichen Itza"),
    "tzolkin.field.buildings": T_("buildings"),
    "tzolkin.field.temples": T_("temples"),
    "tzolkin.field.technologies": T_("technologies"),
    "tzolkin.field.harvest_tiles": T_("harvest tiles"),
    "tzolkin.field.buildings_brown": T_("brown buildings"),
    "tzolkin.field.buildings_green": T_("green buildings"),
    "tzolkin.field.buildings_blue": T_("blue buildings"),
    "tzolkin.field.buildings_farm": T_("farms"),
    "tzolkin.field.harvest_tiles_corn": T_("corn harvest tiles"),
    "tzolkin.field.harvest_tiles_wood": T_("wood harvest tiles"),
}
