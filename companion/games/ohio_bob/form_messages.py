"""Ohio Bob: the messages of a move's form refused for a value it does not take
(web/forms.py ``OhioBobWeb.refused_fields``: a direction button's value changed to "NE" ->
「この手は記録されていません。方向「NE」：北・東・南・西のどれでもありません。」), its fields named as
a refused move names them (messages.py ``ohio_bob.field.*``).  Part of ``messages.MESSAGES``."""
from __future__ import annotations

from companion.i18n import T_

#: A move's form refused for a value it does not take (forms.py ``refused_fields``).
FORM_FIELDS = {
    "ohio_bob.refused.fields": T_("This move was not stored. %(problems)s"),
    "ohio_bob.refused.field": T_("For %(field)s, “%(value)s”: %(why)s"),
    "ohio_bob.refused.and": T_("%(first)s %(then)s"),
    "ohio_bob.refused.not_dir": T_("not north, east, south or west."),
    "ohio_bob.refused.not_option": T_("not A or B."),
}

