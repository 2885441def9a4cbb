"""UI tests run offscreen with settings and presets in a temporary folder; the app's session
(data folder, store, autosave) is closed and forgotten after each test."""

from __future__ import annotations

import gc

import pytest
from PySide6.QtCore import QCoreApplication, QEvent, QSettings


@pytest.fixture(autouse=True)
def isolated_settings(tmp_path, monkeypatch, qapp):
    QSettings.setDefaultFormat(QSettings.Format.IniFormat)
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope,
                      str(tmp_path / "settings"))
    QCoreApplication.setOrganizationName("StichTest")
    QCoreApplication.setApplicationName("StichTest")
    monkeypatch.setenv("STICH_DATA_DIR", str(tmp_path / "data"))
    yield
    from stich.store.logging_setup import teardown_logging
    from stich.ui import prefs, session, translations

    # a test that switched the language leaves English for the next (whose texts it reads)
    if translations.manager().current not in ("", "en"):
        translations.switch_language("en", remember=False)

    if session._current is not None:
        session._current.close()
        session.set_current(None)
    prefs.close_prefs()
    teardown_logging()
    QSettings().clear()
    # pytest-qt closes the test's windows with deleteLater() before this runs; delete them
    # now, or every later test carries (and retranslates, and repaints) them all.
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    # and collect their garbage here, on the GUI thread (see stich.ui.gc_guard)
    gc.collect()
