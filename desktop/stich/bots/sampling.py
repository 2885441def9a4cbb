"""Deal the cards a seat cannot see among the other seats, consistently with what it knows.

Constraints are of two kinds: where each card may be (``allowed[card]``: a bit mask of seats,
from shown voids, a called ace's rules...) and "seat ``s`` holds at least one of these cards"
(``musts``: e.g. a Sauspiel caller still holds a card of the called suit). Cards are placed most
constrained first, each to an allowed seat with room, chosen in proportion to the room left;
a dead end restarts. The result is close to uniform over the consistent deals; bots add soft
evidence (bids, announcements) by accepting or rejecting whole samples.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence


def deal_hidden(cards: Sequence[int], need: Mapping[int, int], allowed: Mapping[int, int],
                rng: random.Random, musts: Sequence[tuple[int, int]] = (),
                tries: int = 40) -> dict[int, int] | None:
    """Give each seat of ``need`` exactly ``need[seat]`` of ``cards`` (masks per seat), or
    ``None`` when no consistent deal was found in ``tries`` attempts."""
    if sum(need.values()) != len(cards):
        raise ValueError(f"{len(cards)} hidden cards for {sum(need.values())} places")
    seats = [s for s in need if need[s] > 0]
    full = 0
    for s in seats:
        full |= 1 << s
    for _ in range(tries):
        free = {s: need[s] for s in seats}
        out = {s: 0 for s in need}
        pool = list(cards)
        ok = True
        for seat, options in musts:
            if out.get(seat, 0) & options:
                continue
            cand = [c for c in pool if (options >> c) & 1 and (allowed.get(c, full) >> seat) & 1]
            if not cand or free.get(seat, 0) <= 0:
                ok = False
                break
            c = rng.choice(cand)
            pool.remove(c)
            out[seat] |= 1 << c
            free[seat] -= 1
        if not ok:
            continue
        rng.shuffle(pool)
        pool.sort(key=lambda c: (allowed.get(c, full) & full).bit_count())
        for c in pool:
            a = allowed.get(c, full)
            total = 0
            for s in seats:
                if free[s] and (a >> s) & 1:
                    total += free[s]
            if not total:
                ok = False
                break
            r = rng.randrange(total)
            for s in seats:
                if free[s] and (a >> s) & 1:
                    r -= free[s]
                    if r < 0:
                        out[s] |= 1 << c
                        free[s] -= 1
                        break
        if ok:
            return out
    return None
