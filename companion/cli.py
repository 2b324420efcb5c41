"""The ``companion`` command: serve the app, print a setup, score an end-state document.

    companion serve [--host 0.0.0.0] [--port 5000]
    companion setup tzolkin --players 3 --seed 7 [--json]
    companion score tzolkin FILE.json
    companion check-tables [--upgrade]
"""
from __future__ import annotations

import json
import logging
import sys
from contextlib import contextmanager
from pathlib import Path
from typing import Iterator

import click
from flask import Flask
from sqlalchemy import select
from sqlalchemy.engine import make_url
from waitress.server import create_server

from companion import tables
from companion.app import create_app
from companion.engine import (KEEP, MIGRATE, SAME, InvalidMove, InvalidOptions, format_points,
                              reading_of)
from companion.extensions import db
from companion.i18n import (gettext, language, language_from_environment, ngettext, render,
                            use_language)
from companion.models import Table
from companion.inputs import BadInput, load_json
from companion.raw_sql import pool_for
from companion.records import (RecordError, backup_sqlite, bgstats_play, export_table,
                               import_table, parse_document)
from companion.registry import GAMES, get_game, get_web, plugin
from companion.tables import new_host_link, seeded_rng
from companion.web.helpers import lan_address
from companion.web.warm_up import warm_up


class CommandError(click.ClickException):
    """A command that cannot do what was asked: its message, in the command line's language,
    after "error:" in that language; exit status 1, or 2 for a command used wrongly."""

    def __init__(self, message: str, exit_code: int = 1):
        super().__init__(message)
        self.exit_code = exit_code
        # said now: click shows it after the command's language has been put away
        self.line = gettext("error: %(message)s", message=message)

    def show(self, file=None) -> None:
        click.echo(self.line, err=True)


def game_title(game) -> str:
    """A game's published title in the command line's language."""
    return game.title_ja if language() == "ja" else game.title


@click.group()
@click.option("--lang", type=click.Choice(["en", "ja"]), default=None,
              help="Language of what is printed (default: from LANG, else English).")
@click.pass_context
def main(ctx: click.Context, lang: str | None) -> None:
    """Table Companion: setup, move log, rules engine and score sheet for board games."""
    ctx.with_resource(use_language(lang or language_from_environment()))


#: Threads of ``companion serve`` answering requests (waitress's task threads).
SERVE_THREADS = 8
#: The largest request body ``companion serve`` takes (answered 413 beyond, before the app):
#: the table import page takes files up to 4 MB.
SERVE_MAX_BODY = 5 * 1024 * 1024


def serve_settings(threads: int = SERVE_THREADS) -> tuple[dict, dict]:
    """What ``companion serve`` gives the app and waitress: (the app's configuration, waitress's
    settings).  The pool holds a connection for every one a request may hold at once on every
    thread, so that no thread ever waits for one (``raw_sql.pool_for``)."""
    config = {"SQLALCHEMY_ENGINE_OPTIONS": pool_for(threads)}
    # waitress reads every request whole (headers and body) in its I/O thread before a task
    # thread sees it: a client sending slowly holds a connection, never a thread
    server = {"threads": threads, "connection_limit": 500, "asyncore_use_poll": True,
              "max_request_body_size": SERVE_MAX_BODY, "channel_timeout": 60,
              "ident": "Table Companion"}
    return config, server


@main.command()
@click.option("--host", default="0.0.0.0", show_default=True,
              help="Address to listen on; 0.0.0.0 lets phones on the same Wi-Fi reach it.")
@click.option("--port", default=5000, show_default=True, type=int)
def serve(host: str, port: int) -> None:
    """Apply database migrations, then serve the app (phones join over the LAN) on waitress."""
    config, settings = serve_settings()
    app = create_app(config)
    upgrade_database(app)
    lan = app.config.get("PUBLIC_URL") or (f"http://{lan_address()}:{port}" if lan_address()
                                          else None)
    here = f"http://127.0.0.1:{port}/"
    if lan:
        click.echo(gettext("Table Companion on %(url)s — phones join through %(lan)s",
                           url=here, lan=lan))
    else:
        click.echo(gettext("Table Companion on %(url)s", url=here))
    warm_up(app)  # every template compiled before the first request (as a gunicorn worker)
    # a burst of requests waiting a moment for a thread is no fault: not said at every move
    logging.getLogger("waitress.queue").setLevel(logging.ERROR)
    create_server(app, host=host, port=port, **settings).run()


def upgrade_database(app: Flask) -> None:
    """Bring the database schema up to date (Alembic migrations)."""
    from flask_migrate import upgrade  # here: the command ``upgrade`` below has its name

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
    game = _game_or_exit(game_key)
    if players not in game.player_counts:
        raise CommandError(gettext("%(game)s is for %(low)d to %(high)d players.",
                                   game=game_title(game), low=min(game.player_counts),
                                   high=max(game.player_counts)), exit_code=2)
    colours = [value for value, _label in get_web(game_key).colours]
    seat_names = list(names) + [gettext("Player %(n)d", n=i + 1)
                                for i in range(len(names), players)]
    seed = seed.strip() or "0"
    # the seat list every game of the web app takes; a game with options of its own shape
    # (a player count and names) gets those
    attempts = [{"players": [{"name": seat_names[i], "colour": colours[i % len(colours)]}
                             for i in range(players)]},
                {"players": players, "names": seat_names},
                {"players": players}]
    state, error = None, ""
    for options in attempts:
        try:
            state = game.setup(options, seeded_rng(game_key, seed))
            break
        except InvalidOptions as exc:
            error = render(exc.message)
    if state is None:
        raise CommandError(error, exit_code=2)
    if as_json:
        public = game.setup_json(state)
        click.echo(json.dumps({"game": game_key, "seed": seed, **public}, indent=2,
                              ensure_ascii=False))
    else:
        click.echo(gettext("%(game)s — seed %(seed)s", game=game_title(game), seed=seed))
        click.echo(plugin(game_key).setup_text(state))


@main.command()
@click.argument("game_key")
@click.argument("file", type=click.File("rb"))
@click.option("--json", "as_json", is_flag=True, help="Print the score sheet as JSON.")
def score(game_key: str, file, as_json: bool) -> None:
    """Print the score sheet for an end-state document (format: docs/formats/)."""
    game = _game_or_exit(game_key)
    if not game.scores_documents:
        raise CommandError(gettext("%(game)s has no end-state document to score.",
                                   game=game_title(game)))
    try:
        document = load_json(file.read())
    except (BadInput, UnicodeDecodeError) as exc:
        where = (gettext(" (line %(line)d, character %(column)d)", line=exc.line,
                         column=exc.column) if getattr(exc, "line", None) else "")
        click.echo(gettext("error: %(message)s", message=gettext(
            "%(file)s cannot be read as an end-state document%(where)s.", file=file.name,
            where=where)), err=True)
        sys.exit(2)
    try:
        sheet = game.score_document(document)
    except InvalidMove as exc:
        click.echo(gettext("error: %(message)s", message=render(exc.message)), err=True)
        sys.exit(2)
    if as_json:
        click.echo(json.dumps(sheet.to_json(), indent=2, ensure_ascii=False))
    else:
        sheet_text = plugin(game_key).sheet_text or _sheet_text
        click.echo(sheet_text(sheet))


def _sheet_text(sheet) -> str:
    """A ScoreSheet as plain text: one line per category, the totals, the ranking."""
    total = gettext("Total")
    width = max([len(c) for c in sheet.categories] + [8, len(total)])
    lines = [" " * width + "  " + "  ".join(f"{n:>10}" for n in sheet.players)]
    for category in sheet.categories:
        cells = "  ".join(f"{format_points(sheet.cell(s, category))!s:>10}"
                          for s in range(len(sheet.players)))
        lines.append(f"{category:<{width}}  {cells}")
    totals = "  ".join(f"{format_points(sheet.totals[s])!s:>10}" for s in range(len(sheet.players)))
    lines.append(f"{total:<{width}}  {totals}")
    places = ["/".join(sheet.players[s] for s in place) for place in sheet.ranking]
    lines.append(gettext("Ranking: %(places)s", places=", ".join(
        f"{k + 1}. {p}" for k, p in enumerate(places))))
    lines.extend(render(t) for t in sheet.tie_breaks)
    return "\n".join(lines)


def _game_or_exit(game_key: str):
    game = get_game(game_key)
    if game is None:
        raise CommandError(gettext("There is no game called %(key)s. The games: %(keys)s.",
                                   key=game_key, keys=", ".join(sorted(GAMES))), exit_code=2)
    return game


# --- records, backup and the production server's migrations ----------------------------------

@contextmanager
def _command_app() -> Iterator[Flask]:
    """The app as configured by the environment (``DATABASE_URL``, ``SECRET_KEY``), inside its
    app context; its database connections are closed afterwards."""
    app = create_app()
    try:
        # a request context too: messages are translated, and the locale is chosen per request
        with app.app_context(), app.test_request_context():
            yield app
    finally:
        with app.app_context():
            db.session.remove()
            db.engine.dispose()


@main.command()
def upgrade() -> None:
    """Apply the database migrations and exit (run once before starting the servers)."""
    with _command_app() as app:
        upgrade_database(app)
    click.echo(gettext("The database schema is up to date."))


@main.command("export")
@click.argument("code")
@click.option("--output", "-o", type=click.Path(dir_okay=False, writable=True),
              help="Write to this file (default: print).")
def export_command(code: str, output: str | None) -> None:
    """Export the table with join code CODE as one JSON document (docs/formats/records.md)."""
    with _command_app():
        try:
            document = export_table(tables.find_table(code))
        except tables.TableError as exc:
            raise CommandError(render(exc.message)) from exc
    _write_json(document, output)


@main.command("import")
@click.argument("file", type=click.Path(exists=True, dir_okay=False))
def import_command(file: str) -> None:
    """Import a table document (from ``companion export`` or the web) as a new table, and
    print its join code and host link."""
    with _command_app() as app:
        upgrade_database(app)
        try:
            table = import_table(parse_document(Path(file).read_bytes()))
        except RecordError as exc:
            raise CommandError(render(exc.message)) from exc
        title = game_title(get_game(table.game_key))
        click.echo(gettext("Imported %(game)s as table %(code)s.", game=title, code=table.code))
        link = f"/t/{table.code}/handoff/{new_host_link(table, minutes=24 * 60)}"
        click.echo(gettext("One-time host link, for 24 hours (keep it secret): %(link)s",
                           link=link))


@main.command()
@click.argument("code")
@click.option("--output", "-o", type=click.Path(dir_okay=False, writable=True),
              help="Write to this file (default: print).")
def results(code: str, output: str | None) -> None:
    """The result of the finished table CODE as a BG Stats play (JSON)."""
    with _command_app():
        try:
            play = bgstats_play(tables.find_table(code))
        except (tables.TableError, RecordError) as exc:
            raise CommandError(render(exc.message)) from exc
    _write_json(play, output)


@main.command()
@click.argument("dest", required=False, type=click.Path())
def backup(dest: str | None) -> None:
    """Copy the SQLite database consistently while the server runs (default destination:
    instance/backups/).  PostgreSQL: use pg_dump instead."""
    with _command_app() as app:
        url = make_url(app.config["SQLALCHEMY_DATABASE_URI"])
    if url.get_backend_name() != "sqlite" or not url.database or url.database == ":memory:":
        raise CommandError(gettext(
            "companion backup copies a SQLite database file; this server uses %(backend)s. "
            "Back PostgreSQL up with pg_dump, e.g. %(example)s (docs/production.md).",
            backend=url.get_backend_name(),
            example="pg_dump --format=custom --file=companion.dump DATABASE"))
    target = Path(dest) if dest else Path(app.instance_path) / "backups"
    if not dest:
        target.mkdir(parents=True, exist_ok=True)
    try:
        written = backup_sqlite(url.database, target)
    except RecordError as exc:
        raise CommandError(render(exc.message)) from exc
    click.echo(gettext("Backed up to %(path)s", path=str(written)))


@main.command("check-tables")
@click.option("--upgrade", "bring", is_flag=True,
              help="Bring the tables recorded under an older reading of their game's rules "
                   "forward, as each game declares, before checking them.")
def check_tables(bring: bool) -> None:
    """Replay every stored table with the current code and compare it with its stored
    states: print each table that cannot be replayed or replays differently (its join code,
    game, the record and what differs); exit status 1 when there is any."""
    failed = checked = 0
    with _command_app() as app:
        upgrade_database(app)
        codes = db.session.scalars(select(Table.code).order_by(Table.id)).all()
        for code in codes:
            table = tables.read_table(code)
            if table is None:  # deleted meanwhile
                continue
            checked += 1
            game = get_game(table.game_key)
            if game is None:
                failed += 1
                click.echo(gettext("%(code)s: no game called %(key)s on this server.",
                                   code=code, key=table.game_key))
                continue
            title = game_title(game)
            if bring:
                started = table.rules_version
                try:
                    done = tables.bring_forward(table)
                except tables.RulesRefused as exc:
                    failed += 1
                    click.echo(_difference_line(code, title, exc.difference, started, game))
                    continue
                if done in (SAME, MIGRATE):
                    click.echo(gettext(
                        "%(code)s (%(game)s): brought from rules version %(started)d to "
                        "%(current)d.", code=code, game=title, started=started,
                        current=game.rules_version))
            difference = tables.check(table)
            if difference is not None:
                failed += 1
                click.echo(_difference_line(code, title, difference, table.rules_version, game))
    click.echo(ngettext("%(num)d table checked; %(failed)d cannot be replayed as stored.",
                        "%(num)d tables checked; %(failed)d cannot be replayed as stored.",
                        checked, failed=failed))
    if failed:
        sys.exit(1)


def _difference_line(code: str, title: str, difference, started: int, game) -> str:
    """One table that the current code does not replay as stored, as ``check-tables`` says
    it: its code, game, the record, what differs, and its rules version when older."""
    line = gettext("%(code)s (%(game)s): record %(number)d: %(what)s", code=code, game=title,
                   number=difference.number, what=render(difference.what))
    reading = reading_of(game, started)
    if reading == SAME:
        line += " " + gettext("(recorded under rules version %(started)d, which the game "
                              "declares to replay the same)", started=started)
    elif reading == MIGRATE:
        line += " " + gettext("(recorded under rules version %(started)d, which the game "
                              "moves forward by a migration: --upgrade applies it)",
                              started=started)
    elif reading == KEEP:
        line += " " + gettext("(recorded under rules version %(started)d, whose reading the "
                              "game keeps)", started=started)
    return line


def _write_json(document: dict, output: str | None) -> None:
    text = json.dumps(document, indent=2, ensure_ascii=False)
    if output:
        with open(output, "w", encoding="utf-8") as fh:
            fh.write(text + "\n")
        click.echo(gettext("Written to %(path)s", path=output), err=True)
    else:
        click.echo(text)
