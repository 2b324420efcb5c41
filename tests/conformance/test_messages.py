"""Every message a game's engine produces says itself in English and Japanese: the log lines
of a random game, the refusals met on the way and of bad payloads, the score sheet's details.

``companion.i18n.render`` runs with ``STRICT`` on (tests/conftest.py): a code without an entry
or a sentence missing a parameter raises.  Where the Japanese catalogue translates a message's
msgid, the Japanese sentence differs from the English one.
"""
from __future__ import annotations

import pytest

from companion import i18n
from companion.engine import IllegalMove, InvalidMove
from tests.conformance.kit import flat_messages, games, player_count, playout, setup
from tests.conformance.test_engine import BAD_PAYLOADS


def translated(code: str) -> bool:
    """Whether the Japanese catalogue has a translation of the msgid that says ``code`` (a
    sentence built by a function of its parameters: not known, so False)."""
    found = i18n.entry(code)
    msgid = getattr(found, "msgid", None) or getattr(found, "singular", None)
    return bool(msgid) and i18n.translations("ja").ugettext(msgid) != msgid


def says_itself(messages: list) -> None:
    """Each message (and each nested one) is said in both languages, with every parameter
    filled; in Japanese differently where translated."""
    assert messages, "no message to say"
    problems = []
    for msg in {repr(m): m for m in flat_messages(messages)}.values():
        try:
            en, ja = i18n.render(msg, "en"), i18n.render(msg, "ja")
        except i18n.MissingMessage as exc:
            problems.append(f"{msg!r}: {exc}")
            continue
        if not en.strip() or not ja.strip() or "%(" in en or "%(" in ja:
            problems.append(f"{msg!r}: said as {en!r} / {ja!r}")
        elif en == ja and translated(msg.code):
            problems.append(f"{msg!r}: the Japanese is the English: {en!r}")
    assert not problems, "\n".join(problems[:15])


@pytest.mark.parametrize("key", games("plays"))
def test_the_messages_of_a_random_game_say_themselves_in_both_languages(plugin):
    """Log lines, refusals of a move sent twice, the score sheet's details and tie-breaks."""
    says_itself(playout(plugin, seed=3).messages)


@pytest.mark.parametrize("key", games())
def test_the_refusals_of_bad_payloads_say_themselves_in_both_languages(plugin):
    """What ``parse_move`` and ``apply`` say of each bad payload at the setup."""
    game, state = plugin.rules, setup(plugin, "1")
    refusals = []
    for seat in (None, 0, player_count(plugin) - 1):
        for payload in BAD_PAYLOADS:
            try:
                game.apply(state, game.parse_move(seat, payload))
            except (InvalidMove, IllegalMove) as exc:
                refusals.append(exc.message)
            except Exception:  # noqa: BLE001 - test_engine.py reports these (KNOWN_GAPS)
                pass
    says_itself(refusals)
