"""A Japanese page's sentences follow one another without a space (docs/i18n.md): the gap a
template leaves after 「。」 is closed when the page is sent, never inside typed text or a
script, and an English page keeps its spaces."""
from __future__ import annotations

from flask import Response

from companion.web.helpers import close_japanese_sentences

PAGE = ("<p>入力します。 待っています：アキ。\n<a href=\"/x\">表示</a></p>"
        "<p><strong>保存されていません。</strong> もう一度</p>"
        "<textarea>メモです。 そのまま</textarea><pre>一行目。 二行目</pre>"
        "<script>var s = \"です。 です\";</script><p>Done. 終わり。 次</p>")
CLOSED = ("<p>入力します。待っています：アキ。<a href=\"/x\">表示</a></p>"
          "<p><strong>保存されていません。</strong>もう一度</p>"
          "<textarea>メモです。 そのまま</textarea><pre>一行目。 二行目</pre>"
          "<script>var s = \"です。 です\";</script><p>Done. 終わり。次</p>")


def sent(app, lang: str, body: str, mimetype: str = "text/html") -> str:
    with app.test_request_context("/", headers={"Accept-Language": lang}):
        return close_japanese_sentences(Response(body, mimetype=mimetype)).get_data(as_text=True)


def test_a_japanese_page_closes_the_gap_after_each_sentence_but_not_in_typed_text(app):
    assert sent(app, "ja", PAGE) == CLOSED


def test_an_english_page_and_a_japanese_non_page_keep_their_spaces(app):
    assert sent(app, "en", PAGE) == PAGE
    assert sent(app, "ja", "です。 です", mimetype="text/plain") == "です。 です"


def test_a_gap_after_a_closed_script_is_closed_again(app):
    body = "<script>x()</script><p>一つ。 二つ。</p><pre>a</pre><p>三つ。 四つ</p>"
    assert sent(app, "ja", body) == "<script>x()</script><p>一つ。二つ。</p><pre>a</pre><p>三つ。四つ</p>"
