"""Ohio Bob (seed 002): a solo temple crawl with equipment cards, or two players in the mirror
temple.

The plug-in is plugin.py (``PLUGIN``); the rules, a library without the web, are rules/; the
web side (forms, the presenter its templates call, the card editor) is web/; the message
catalogue is messages.py; the command-line text is cli.py.
"""
