"""Ohio Bob (seed 002): solo temple crawl with equipment cards; the engine and its data.

Modules: components (catalogue data and validation), setup, rules (apply_move, legal_moves),
result (result sheet), text (move descriptions), game (the Game object ``GAME``).
"""
