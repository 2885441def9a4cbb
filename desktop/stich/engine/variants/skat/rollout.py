"""Random rollouts: finish a Skat hand with uniformly random legal actions on one private copy.

:func:`playout` reaches exactly the result of the step-by-step API with the same random draws
(``rng.choice(state.legal_actions())`` at every decision), without a state per step: the
auction and the declaration run through the state's own ``_legal`` and ``_step``; the card play
keeps hands, tricks and points in locals (:func:`play_out`).
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import TYPE_CHECKING

from ...state import Result
from ...tricks import new_trick
from .tables import discard_action, winner3

if TYPE_CHECKING:
    from .state import SkatState


def playout(state: SkatState, rng: random.Random) -> Result:
    """The result of finishing ``state``'s hand with uniformly random legal actions (see the
    module text); ``state`` itself is not changed."""
    st: SkatState = state._clone_fn(None, None)
    choice = rng.choice
    randrange = rng.randrange  # choice(seq) is seq[randrange(len(seq))]: the same draws
    while True:
        phase = st.phase
        if phase == "play":
            play_out(st, randrange)
        elif phase == "done":
            return st._result()
        elif phase == "discard":  # the k-th pair of _discard_actions, without the list
            seat = st.to_move
            assert seat is not None
            cs = st._discardable(seat)
            n = len(cs)
            k = randrange(n * (n - 1) // 2)
            i = 0
            while k >= n - 1 - i:
                k -= n - 1 - i
                i += 1
            st._step(discard_action(seat, cs[i], cs[i + 1 + k]))
        else:
            st._step(choice(st._legal()))


def play_out(st: SkatState, randrange: Callable[[int], int]) -> None:
    """Play the remaining cards at random in place (the card play of :func:`playout`):
    the legal cards and the trick as in ``_legal`` and ``_play_card``, kept in locals
    until the hand is over. The k-th legal card, lowest card number first, is what
    ``rng.choice(legal_actions())`` picks with the same draw."""
    r = st.ranking
    seat = st.to_move
    assert r is not None and seat is not None
    esuit, esuit_mask, nxt = r.esuit, r.esuit_mask, st.setup.nxt
    declarer, stop = st.auction.declarer, st.auction.stop
    hands = list(st.hands)
    tricks = list(st.tricks)
    trick = list(st.trick)
    rounds = st.setup.rounds
    leader = st.leader
    while True:
        m = hands[seat]
        if trick:
            m = m & esuit_mask[esuit[trick[0]]] or m
        else:
            leader = seat
        k = randrange(m.bit_count())
        while k:
            m &= m - 1
            k -= 1
        hands[seat] ^= m & -m
        trick.append((m & -m).bit_length() - 1)
        if len(trick) < 3:
            seat = nxt[seat]
            continue
        cards = (trick[0], trick[1], trick[2])
        seats = rounds[leader]
        winner = seats[winner3(r, cards)]
        tricks.append(new_trick(leader, cards, winner, seats))
        trick.clear()
        seat = leader = winner
        if len(tricks) == 10:
            break
        if stop and (winner == declarer) == (stop == 1):
            break  # decided early
    st.hands = tuple(hands)
    st.tricks = tuple(tricks)
    st.trick = ()
    st.leader = seat
    st.phase = "done"
    st.is_terminal = True
    st.to_move = None
