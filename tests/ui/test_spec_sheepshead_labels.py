"""Sheepshead has no "running away" (SPEC §2.8.2 DECISION): its refusal of a low lead of the
called suit must not speak of Schafkopf's four cards."""

from stich.ui import labels


def test_called_suit_lead_is_worded_per_game():
    params = {"seat": 0, "card": "AS", "suit": 1}
    sheepshead = labels.reason_text("called_suit_lead", params, "french", game="sheepshead")
    schafkopf = labels.reason_text("called_suit_lead", {"card": "GA"}, "german",
                                   game="schafkopf")
    assert "four" not in sheepshead and "until that suit has been led" in sheepshead
    assert "four cards" in schafkopf
