"""The ``companion`` command: serve the app, print a setup, score an end-state document.

    companion serve [--host 0.0.0.0] [--port 5000]
    companion setup tzolkin --players 3 --seed 7 [--json]
    companion score tzolkin FILE.json
"""
from __future__ import annotations

import json
import sys

import click
from flask import Flask

from companion.engine import InvalidMove, InvalidOptions


@click.group()
def main() -> None:
    """Table Companion: setup, move log, rules engine and score sheet for board games."""


@main.command()
@click.option("--host", default="0.0.0.0", show_default=True,
              help="Address to listen on; 0.0.0.0 lets phones on the same Wi-Fi reach it.")
@click.option("--port", default=5000, show_default=True, type=int)
def serve(host: str, port: int) -> None:
    """Apply database migrations, then serve the app (phones join over the LAN)."""
    from werkzeug.serving import run_simple

    from companion import create_app
    from companion.web.helpers import lan_address

    app = create_app()
    upgrade_database(app)
    lan = app.config.get("PUBLIC_URL") or (f"http://{lan_address()}:{port}" if lan_address()
                                          else None)
    click.echo(f"Table Companion on http://127.0.0.1:{port}/"
               + (f" — phones join through {lan}" if lan else ""))
    run_simple(host, port, app, threaded=True, use_reloader=False)


def upgrade_database(app: Flask) -> None:
    """Bring the database schema up to date (Alembic migrations)."""
    from flask_migrate import upgrade

    with app.app_context():
        upgrade()


@main.command()
@click.argument("game_key")
@click.option("--players", "-p", type=int, required=True, help="Number of players.")
@click.option("--seed", default="", help="Seed: the same seed gives the same setup.")
@click.option("--name", "names", multiple=True, help="Player names in seat order (repeat).")
@click.option("--json", "as_json", is_flag=True, help="Print the public setup as JSON.")
def setup(game_key: str, players: int, seed: str, names: tuple[str, ...], as_json: bool) -> None:
    """Print a seeded setup to lay out on the table (no secret information)."""
    from companion.tables import seeded_rng
    from companion.web.adapters import get_web

    game = _game_or_exit(game_key)
    colours = [value for value, _label in get_web(game_key).colours]
    if players not in game.player_counts:
        raise click.UsageError(f"{game.title} is for {min(game.player_counts)} to "
                               f"{max(game.player_counts)} players.")
    seat_names = list(names) + [f"Player {i + 1}" for i in range(len(names), players)]
    options = {"players": [{"name": seat_names[i], "colour": colours[i % len(colours)]}
                           for i in range(players)]}
    seed = seed or "0"
    try:
        state = game.setup(options, seeded_rng(game_key, seed))
    except InvalidOptions as exc:
        raise click.UsageError(exc.message) from exc
    if as_json:
        click.echo(json.dumps({"game": game_key, "seed": seed, **_text(game_key).setup_json(state)},
                              indent=2, ensure_ascii=False))
    else:
        click.echo(f"{game.title} — seed {seed}")
        click.echo(_text(game_key).setup_text(state))


@main.command()
@click.argument("game_key")
@click.argument("file", type=click.File("r", encoding="utf-8"))
@click.option("--json", "as_json", is_flag=True, help="Print the score sheet as JSON.")
def score(game_key: str, file, as_json: bool) -> None:
    """Print the score sheet for an end-state document (format: docs/formats/)."""
    game = _game_or_exit(game_key)
    try:
        document = json.load(file)
    except json.JSONDecodeError as exc:
        click.echo(f"error: {file.name} is not valid JSON: {exc}", err=True)
        sys.exit(2)
    try:
        sheet = game.score_document(document)
    except InvalidMove as exc:
        click.echo(f"error: {exc.message}", err=True)
        sys.exit(2)
    if as_json:
        click.echo(json.dumps(sheet.to_json(), indent=2, ensure_ascii=False))
    else:
        click.echo(_text(game_key).sheet_text(sheet))


def _text(game_key: str):
    """A game's text renderings module (``companion.games.<key>.text``)."""
    from importlib import import_module

    return import_module(f"companion.games.{game_key}.text")


def _game_or_exit(game_key: str):
    from companion.games import get_game

    game = get_game(game_key)
    if game is None or not hasattr(game, "score_document"):
        raise click.UsageError(f"unknown or not yet playable game {game_key!r}")
    return game


def register_app_commands(app: Flask) -> None:
    """Nothing extra for ``flask``: the app's commands live in ``companion``."""
    return None
