"""A French deck in German reads as German packs do: D (Dame) and B (Bube) in the corners of the
queen and the jack, and in the short card texts ("D♣"); other languages keep Q and J."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QImage

from stich.engine.cards import CLUBS, JACK, KING, QUEEN, SPADES, card
from stich.ui import labels
from stich.ui.card_pixmaps import CardPixmaps
from stich.ui.translations import switch_language

from .helpers import make_window

QC, JS, KC = card(QUEEN, CLUBS), card(JACK, SPADES), card(KING, CLUBS)


def test_the_art_of_the_queen_and_jack_follows_the_language(qapp):
    art = CardPixmaps()
    assert art.root is not None
    assert art.path_of("french", QC) == art.root / "french" / "QC.svg"
    assert art.set_letters("de")
    assert art.path_of("french", QC) == art.root / "french-de" / "QC.svg"
    assert art.path_of("french-4color", JS) == art.root / "french-4color-de" / "JS.svg"
    assert art.path_of("french", KC) == art.root / "french" / "KC.svg"  # K is K in German too
    assert art.path_of("german", QC) == art.root / "german" / "EO.svg"  # the Ober stays O
    assert not art.set_letters("de")  # nothing to draw again
    assert art.set_letters("es")
    assert art.path_of("french", QC) == art.root / "french" / "QC.svg"


def test_without_the_art_the_drawn_faces_use_the_letters_too(qapp, tmp_path):
    art = CardPixmaps(root=tmp_path)  # no SVGs there: each face is drawn from its rank
    english = art.pixmap("french", QC, 90, 1.0).toImage()
    art.set_letters("de")
    german = art.pixmap("french", QC, 90, 1.0).toImage()
    assert english != german
    assert art.pixmap("french", KC, 90, 1.0).toImage() == \
        CardPixmaps(root=tmp_path).pixmap("french", KC, 90, 1.0).toImage()


def _picture(window, c: int) -> QImage:
    return window.view.table.art.pixmap("french", c, 90, 1.0).toImage()


def test_switching_to_german_redraws_the_tables_queens_and_jacks(qtbot):
    window = make_window(qtbot, "skat", seed=3, players=3)
    english = _picture(window, QC)
    king = _picture(window, KC)
    switch_language("de", remember=False)
    qtbot.waitUntil(lambda: window.view.table.art.letters == "de", timeout=3000)
    assert _picture(window, QC) != english
    assert _picture(window, KC) == king
    switch_language("en", remember=False)
    qtbot.waitUntil(lambda: window.view.table.art.letters == "", timeout=3000)
    assert _picture(window, QC) == english


@pytest.mark.parametrize("lang,queen,jack", [("en", "Q♣", "J♠"), ("de", "D♣", "B♠"),
                                             ("es", "Q♣", "J♠")])
def test_short_card_texts_read_as_the_index(qapp, lang, queen, jack):
    switch_language(lang, remember=False)
    assert (labels.card_short(QC, "french"), labels.card_short(JS, "french")) == (queen, jack)
    assert labels.card_short(QC, "german") == "O♣"
