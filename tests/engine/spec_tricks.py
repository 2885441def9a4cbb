"""The trick rules of SPEC §0.4 written out from the spec, independent of the engine's tables:
the property tests of `test_spec_skat.py`, `test_spec_klorsjavs.py` and `test_spec_sjavs.py`
check every random hand's plays and trick winners against these."""

RANK_TEXT = ("A", "10", "K", "Q", "J", "9", "8", "7", "5")  # a card's rank, by card % 9


def spec_esuit(card, trumps):
    """The card's effective suit: "T" for a trump (``trumps``, highest first), else its suit."""
    return "T" if card in trumps else card // 9


def spec_follow(held, trick, trumps):
    """§0.4: follow the led effective suit if you can, else play anything."""
    if not trick:
        return set(held)
    led = spec_esuit(trick[0], trumps)
    same = {c for c in held if spec_esuit(c, trumps) == led}
    return same or set(held)


def spec_winner(cards, trumps, plain):
    """The index of the card that wins the trick: the highest trump, else the highest card of
    the led suit by ``plain`` (the plain suits' ranks as text, highest first)."""
    in_trick = [c for c in cards if c in trumps]
    if in_trick:
        return cards.index(min(in_trick, key=trumps.index))
    led = spec_esuit(cards[0], trumps)
    same = [c for c in cards if spec_esuit(c, trumps) == led]
    return cards.index(min(same, key=lambda c: plain.index(RANK_TEXT[c % 9])))
