"""The platform's own messages (the table service, records, the component editor): code ->
how it is said (companion.i18n).  Each game's are in ``companion/games/<key>/messages.py``."""
from __future__ import annotations

from companion.i18n import T_

MESSAGES = {
    "table.log.undo": T_("Undo of move %(move)d"),
    "table.replay_failed": T_("Move %(number)d of this table can no longer be replayed: "
                              "%(reason)s"),
}
