"""The engine's seeded shuffle is exactly ``random.Random(seed).shuffle`` (a seed names a deal
in every record, so the permutation may never change)."""

import random

from stich.engine.game import seeded_shuffle


def _reference(n, seed):
    items = list(range(n))
    random.Random(seed).shuffle(items)
    return items


def _ours(n, seed):
    items = list(range(n))
    seeded_shuffle(items, seed)
    return items


def test_same_permutation_as_random_shuffle():
    for n in (24, 30, 32, 36):
        for seed in [*range(300), 2**40 + 7, 10**20, -5, 2**64 - 1]:
            assert _ours(n, seed) == _reference(n, seed), (n, seed)


def test_small_lists_that_need_more_draws_than_drawn_in_advance():
    # Two items: each draw is rejected half the time, so many seeds need more than the
    # outputs drawn in one go and go on one output at a time.
    for n in range(0, 6):
        for seed in range(2000):
            assert _ours(n, seed) == _reference(n, seed), (n, seed)


def test_other_seed_types_fall_back_to_random():
    for seed in ("abc", 1.5, True):
        assert _ours(32, seed) == _reference(32, seed)
