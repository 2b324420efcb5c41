"""Bravest's web side: ``forms`` (``WEB``: new-table options, the move forms), ``presenter``
(what its templates call), ``drawing`` (tiles and islands as SVG data), ``calculator`` (the
standalone island calculator) and the tap editor (``editor``, with ``side_editor`` and
``tile_editor``).  It holds no rules: the engine (``rules/``) decides what is legal."""
