"""Ohio Bob tests: make the hand-made component kit (ohio_bob_kit.py) importable under
pytest's importlib import mode."""
import sys
from pathlib import Path

_HERE = str(Path(__file__).parent)
if _HERE not in sys.path:
    sys.path.insert(0, _HERE)
