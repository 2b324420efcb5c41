"""The shape of the code: a game's rules are a library (they import nothing of the web, the
database or Flask, in a Python where those are missing), and the modules import each other
without a cycle, imports inside functions counted (docs/adding-a-game.md)."""
from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

import pytest

from companion.registry import PLUGINS

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "companion"

#: What a game's rules may not import, directly or through anything they import (the
#: packages' ``__init__`` files Python runs on the way included).
FORBIDDEN = ("flask", "flask_babel", "flask_wtf", "flask_sqlalchemy", "flask_limiter",
             "flask_migrate", "wtforms", "werkzeug", "sqlalchemy", "jinja2", "babel",
             "companion.web", "companion.tables", "companion.models", "companion.app",
             "companion.registry", "companion.i18n")

_BLOCKER = """
import importlib.abc, sys
FORBIDDEN = {forbidden!r}
class Block(importlib.abc.MetaPathFinder):
    def find_spec(self, name, path=None, target=None):
        if any(name == f or name.startswith(f + ".") for f in FORBIDDEN):
            raise ImportError(f"a game's rules imported {{name}}")
        return None
sys.meta_path.insert(0, Block())
import {module}
game = {module}.GAME
assert game.key == {key!r}
"""


def rules_module(key: str) -> str:
    """The module of a game's rules that defines its ``GAME`` (``companion.engine.Game``)."""
    return f"companion.games.{key}.rules"


@pytest.mark.parametrize("key", sorted(PLUGINS))
def test_a_games_rules_import_without_the_web_the_database_or_flask(key):
    module = rules_module(key)
    assert type(PLUGINS[key].rules).__module__.startswith(module + "."), (
        f"the plug-in's rules come from {type(PLUGINS[key].rules).__module__}")
    code = _BLOCKER.format(forbidden=FORBIDDEN, module=module, key=key)
    done = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True,
                          text=True, timeout=120)
    assert done.returncode == 0, done.stderr[-2000:]


# --- import cycles ------------------------------------------------------------------------------

def _modules() -> dict[str, Path]:
    out = {}
    for path in PACKAGE.rglob("*.py"):
        if "migrations" in path.parts:
            continue
        parts = list(path.relative_to(ROOT).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts = parts[:-1]
        out[".".join(parts)] = path
    return out


def import_graph() -> tuple[dict[str, set[str]], list[tuple[str, int, str]]]:
    """The companion modules each module imports (at the top or inside a function; importing
    ``a.b.c`` runs ``a`` and ``a.b`` too), and the imports done inside a function, as
    (module, line, imported)."""
    modules = _modules()

    def resolve(name: str) -> str | None:
        while name and name not in modules:
            name = name.rpartition(".")[0]
        return name or None

    edges: dict[str, set[str]] = {m: set() for m in modules}
    deferred = []
    for name, path in modules.items():
        tree = ast.parse(path.read_text(encoding="utf-8"))
        package = name if path.name == "__init__.py" else name.rpartition(".")[0]
        inside = {id(node) for fn in ast.walk(tree)
                  if isinstance(fn, (ast.FunctionDef, ast.AsyncFunctionDef))
                  for node in ast.walk(fn) if isinstance(node, (ast.Import, ast.ImportFrom))}
        for node in ast.walk(tree):
            if isinstance(node, ast.Import):
                targets = [alias.name for alias in node.names]
            elif isinstance(node, ast.ImportFrom):
                base = node.module or ""
                if node.level:
                    up = package.split(".")[:len(package.split(".")) - (node.level - 1)]
                    base = ".".join(up + ([base] if base else []))
                targets = [f"{base}.{a.name}" if f"{base}.{a.name}" in modules else base
                           for a in node.names]
            else:
                continue
            for target in targets:
                found = resolve(target) if target.startswith("companion") else None
                if found and found != name:
                    edges[name].add(found)
                    if id(node) in inside:
                        deferred.append((name, node.lineno, found))
    for name in list(edges):
        for target in list(edges[name]):
            parts = target.split(".")
            for i in range(1, len(parts)):
                parent = ".".join(parts[:i])
                if parent in modules and parent != name and not name.startswith(parent + "."):
                    edges[name].add(parent)
    return edges, deferred


def cycles(edges: dict[str, set[str]]) -> list[list[str]]:
    """The groups of modules that import each other (strongly connected, more than one)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []
    counter = [0]

    def visit(v: str) -> None:
        index[v] = low[v] = counter[0]
        counter[0] += 1
        stack.append(v)
        on_stack.add(v)
        for w in sorted(edges[v]):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            group = []
            while True:
                w = stack.pop()
                on_stack.discard(w)
                group.append(w)
                if w == v:
                    break
            if len(group) > 1:
                found.append(sorted(group))

    sys.setrecursionlimit(max(sys.getrecursionlimit(), 10000))
    for v in sorted(edges):
        if v not in index:
            visit(v)
    return found


def test_no_module_imports_itself_through_others():
    edges, _deferred = import_graph()
    assert cycles(edges) == []


def test_the_platform_imports_itself_without_a_cycle():
    """No cycle holds a platform module (the games' own cycles are their packages' business),
    and the platform imports a companion module inside a function only with a comment on that
    line saying why."""
    edges, deferred = import_graph()
    platform = [c for c in cycles(edges) if not all(m.startswith("companion.games.") for m in c)]
    assert platform == []
    modules = _modules()
    silent = [(name, line, target) for name, line, target in deferred
              if not name.startswith("companion.games.")
              and "#" not in modules[name].read_text(encoding="utf-8").splitlines()[line - 1]]
    assert silent == []


def test_the_layers_hold_a_game_plug_in_never_reaches_the_table_service():
    """A game's modules never import the table service, the models or a page blueprint: the
    platform calls the game, not the other way round."""
    edges, _deferred = import_graph()
    upward = {"companion.tables", "companion.models", "companion.registry", "companion.app",
              "companion.cli", "companion.records", "companion.plays"}
    reached = sorted((name, target) for name, targets in edges.items()
                     if name.startswith("companion.games.") for target in targets
                     if target in upward)
    assert reached == []


def test_an_import_inside_a_function_says_why():
    """A companion module imported inside a function (not at the top of its module) has a
    comment on that line saying why."""
    _edges, deferred = import_graph()
    modules = _modules()
    silent = [(name, line, target) for name, line, target in deferred
              if "#" not in modules[name].read_text(encoding="utf-8").splitlines()[line - 1]]
    assert silent == []
