"""The change board shared by a server's processes (companion/change_board.py)."""
from __future__ import annotations

from flask import Flask

from companion.change_board import SLOTS, ChangeBoard, board_for


def test_a_bump_is_seen_by_every_board_on_the_same_file(tmp_path):
    path = tmp_path / "board"
    one, other = ChangeBoard(path), ChangeBoard(path)  # as two worker processes map it
    assert (one.counter(7), other.counter(7)) == (0, 0)
    one.bump(7)
    other.bump(7)
    assert (one.counter(7), other.counter(7)) == (2, 2)
    assert one.counter(8) == 0  # another table's slot is untouched
    assert path.stat().st_size == SLOTS * 8


def test_tables_sharing_a_slot_only_make_each_other_ask_again(tmp_path):
    board = ChangeBoard(tmp_path / "board")
    board.bump(3)
    assert board.counter(3 + SLOTS) == board.counter(3) == 1


def test_a_board_that_cannot_be_opened_leaves_the_polls_to_the_database(tmp_path, caplog):
    app = Flask(__name__, instance_path=str(tmp_path / "missing" / "folder"))
    app.config["POLL_CACHE_SECONDS"] = 10
    assert board_for(app) is None
    assert "ask the database every time" in caplog.text
    off = Flask(__name__, instance_path=str(tmp_path))
    off.config["POLL_CACHE_SECONDS"] = 0
    assert board_for(off) is None and not (tmp_path / "change-board").exists()


def test_the_poll_cache_time_is_a_whole_number_of_seconds_or_a_clear_error():
    import pytest

    from companion.app import _poll_cache_seconds

    assert [_poll_cache_seconds(raw) for raw in ("", " ", "0", "30", "600")] == [10, 10, 0, 30,
                                                                                 600]
    for raw in ("ten", "-1", "1.5", "601"):
        with pytest.raises(ValueError, match="POLL_CACHE_SECONDS must be a whole number"):
            _poll_cache_seconds(raw)
