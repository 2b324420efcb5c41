"""Mayan Curse's messages: code -> how it is said (companion.i18n), in English here and in
Japanese in translations/ja (the seed 000's terms: 床ボード, 川, 中継ボード, 寺院, 層, 石碑,
岩, 神聖な石, トリガートークン, カメラ, バックパック, 知識 ...).

The parts: ``play`` (names, places, move log, boulder rolls, score details, solo verdicts),
``refusals`` (the rules' refusals and option errors), ``components`` (the component-set
checks) and ``editor`` (the tap editor), merged here into ``MESSAGES``, which
companion.i18n reads.  ``join_words`` lists words in the reader's language.
"""
from __future__ import annotations

from companion.games.mayan_curse.messages.components import MESSAGES as _COMPONENTS
from companion.games.mayan_curse.messages.editor import MESSAGES as _EDITOR
from companion.games.mayan_curse.messages.play import MESSAGES as _PLAY
from companion.games.mayan_curse.messages.play import join_words
from companion.games.mayan_curse.messages.refusals import MESSAGES as _REFUSALS

__all__ = ["MESSAGES", "join_words"]

#: Every message of the game, {code: entry}.
MESSAGES = {**_PLAY, **_REFUSALS, **_COMPONENTS, **_EDITOR}
