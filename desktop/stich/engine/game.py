"""A game describes itself (deck, seats, deal, rules); its hands are :class:`HandState` values.

Every game registers one :class:`Game` instance by name. ``new_hand`` starts a hand from a seed
or from an explicit deal; ``(game, rules, dealer, deal or seed, context, actions)`` replays a
hand exactly. ``context`` carries what a match hands from one deal to the next (a Stock pot,
pending doublers, Bock rounds...); ``Result.carry`` is the context for the next hand.
"""

from __future__ import annotations

import _random
import random
import threading
from collections.abc import Callable, Mapping, Sequence
from functools import cache
from typing import Any, ClassVar

from .cards import CardParseError, Face, parse_card
from .errors import InvalidRecord, InvalidRules
from .rules import HouseRules
from .state import Deal, HandState, Result, check_deal
from .tricks import Ranking


class Game:
    name: ClassVar[str]
    title: ClassVar[str]
    face: ClassVar[Face] = "french"
    rules_class: ClassVar[type[HouseRules]]
    zero_sum: ClassVar[bool] = True  # settlements (with pot_change) sum to zero

    def pot_change(self, context: Mapping[str, Any], result: Result) -> int:
        """How much this hand put into (or took out of) pots kept across hands (a Stock)."""
        return 0

    # ---------------------------------------------------------------- table shape
    def player_counts(self, rules: HouseRules) -> tuple[int, ...]:
        raise NotImplementedError

    def default_players(self, rules: HouseRules) -> int:
        return self.player_counts(rules)[0]

    def deck(self, rules: HouseRules, players: int) -> tuple[int, ...]:
        raise NotImplementedError

    def hand_sizes(self, rules: HouseRules, players: int, dealer: int) -> tuple[int, ...]:
        raise NotImplementedError

    def extra_size(self, rules: HouseRules, players: int) -> int:
        return 0

    def deal_cards(self, rules: HouseRules, players: int, dealer: int,
                   deck: Sequence[int]) -> Deal:
        """Deal a shuffled deck in the game's canonical packets (SPEC per game)."""
        raise NotImplementedError

    def default_context(self, rules: HouseRules, players: int) -> dict[str, Any]:
        return {}

    def sort_ranking(self, rules: HouseRules) -> Ranking | None:
        """How a hand is best sorted before any contract is known (the cards that are trumps
        in most games of this game together), for a UI or a log; None: by suit and rank.
        Once a contract is declared, ``HandState.ranking`` is the ranking to sort by."""
        return None

    def next_dealer(self, rules: HouseRules, players: int, dealer: int, result: Result) -> int:
        """The dealer of the hand after one dealt by ``dealer`` that ended with ``result``:
        the seat to the left (SPEC §0.2), unless a game's rules keep the same dealer after a
        thrown-in deal."""
        return (dealer + 1) % players

    # ---------------------------------------------------------------- hands
    def rules(self, preset: str | None = None,
              overrides: Mapping[str, Any] | None = None) -> HouseRules:
        return self.rules_class.from_preset(preset, overrides)

    def new_hand(self, rules: HouseRules | None = None, *, players: int | None = None,
                 dealer: int = 0, seed: int | None = None, deal: Deal | None = None,
                 context: Mapping[str, Any] | None = None) -> HandState:
        rules = rules if rules is not None else self.rules()
        if not isinstance(rules, self.rules_class):
            raise InvalidRules(f"{self.name} needs {self.rules_class.__name__}, "
                               f"not {type(rules).__name__}")
        players = players if players is not None else self.default_players(rules)
        counts = self.player_counts(rules)
        if players not in counts:
            raise InvalidRules(f"{self.name} with these rules is played by "
                               f"{', '.join(map(str, counts))}, not {players}")
        if not 0 <= dealer < players:
            raise InvalidRecord(f"dealer {dealer} is not a seat at a table of {players}")
        if deal is None:
            deal = self.deal_from_seed(rules, players, dealer, seed or 0)
        else:
            check_deal(deal, self.deck(rules, players), self.hand_sizes(rules, players, dealer),
                       self.extra_size(rules, players))
        ctx = self.default_context(rules, players)
        if context:
            for key, value in context.items():
                if key in ctx:
                    _check_context_value(key, value, ctx[key])
                ctx[key] = value
        return self._start(rules, players, dealer, deal, ctx)

    def deal_from_seed(self, rules: HouseRules, players: int, dealer: int, seed: int) -> Deal:
        """The deck shuffled by ``random.Random(seed).shuffle`` and dealt (SPEC: a seed names
        the same deal forever)."""
        deck = list(self.deck(rules, players))
        seeded_shuffle(deck, seed)
        return self.deal_cards(rules, players, dealer, deck)

    def _start(self, rules: HouseRules, players: int, dealer: int, deal: Deal,
               context: dict[str, Any]) -> HandState:
        raise NotImplementedError

    # ---------------------------------------------------------------- records
    def deal_from_json(self, data: Any, players: int) -> Deal:
        if not isinstance(data, Mapping) or not isinstance(data.get("hands"), list):
            raise InvalidRecord("'deal' must be an object with 'hands' (a list per seat)")
        try:
            hands = []
            for i, h in enumerate(data["hands"]):
                if not isinstance(h, list):
                    raise InvalidRecord(f"deal: the hand of seat {i} must be a list of cards")
                hands.append(tuple(parse_card(c) for c in h))
            extra = data.get("extra", [])
            if not isinstance(extra, list):
                raise InvalidRecord("deal: 'extra' must be a list of cards")
            return Deal(tuple(hands), tuple(parse_card(c) for c in extra))
        except CardParseError as e:
            raise InvalidRecord(f"deal: {e}") from None


def _check_context_value(key: str, value: Any, default: Any) -> None:
    """A carried value must have the shape of the game's default (a count, or a list of them
    per seat or side): a hand-edited or damaged context is a record error, not a crash."""
    def is_int(x: Any) -> bool:
        return isinstance(x, int) and not isinstance(x, bool)

    if is_int(default):
        ok = is_int(value)
    elif isinstance(default, list | tuple):
        ok = (isinstance(value, list | tuple) and len(value) == len(default)
              and all(is_int(v) for v in value))
    else:
        ok = type(value) is type(default)
    if not ok:
        raise InvalidRecord(f"context {key!r} must look like {default!r}, not {value!r}")


def seeded_shuffle(items: list[Any], seed: int) -> None:
    """``random.Random(seed).shuffle(items)``: the same permutation, faster.

    ``shuffle`` swaps ``items[i]`` with ``items[randbelow(i + 1)]`` for ``i`` from the end,
    and ``randbelow(n)`` draws ``getrandbits(k)`` with ``k = n.bit_length()`` until it is
    below ``n``. Here the same draws come from the generator's ``getrandbits`` itself, in
    straight-line code made once per length (:func:`_shuffler`). Speed: no Python-level
    ``randbelow`` call per item, and each draw (at most 8 bits) is one of Python's cached
    small ints.
    """
    n = len(items)
    if type(seed) is not int or not 2 <= n <= 255:
        random.Random(seed).shuffle(items)
        return
    rng = _generator()
    _seed(rng, seed)  # Random(seed) would seed a new generator twice: from urandom, then seed
    _shuffler(n)(items, rng.getrandbits)


_seed = _random.Random.seed  # for an int seed, what random.Random.seed does, without its
# Python-level wrapper


@cache
def _shuffler(n: int) -> Callable[[list[Any], Callable[[int], int]], None]:
    """The swaps of :func:`seeded_shuffle` for ``n`` items, as straight-line code: for each
    ``i`` from ``n - 1`` down to 1, draw ``j = g(k)`` (``g``: the generator's ``getrandbits``,
    ``k``: the bit length of ``i + 1``) until ``j <= i``, then swap ``d[i]`` and ``d[j]``."""
    lines = ["def _shuffle(d, g):"]
    for i in range(n - 1, 0, -1):
        k = (i + 1).bit_length()
        lines += [f"    j = g({k})", f"    while j > {i}:", f"        j = g({k})",
                  f"    d[{i}], d[j] = d[j], d[{i}]"]
    scope: dict[str, Any] = {}
    exec("\n".join(lines) + "\n", scope)  # made once per length (see the docstring)
    fn: Callable[[list[Any], Callable[[int], int]], None] = scope["_shuffle"]
    return fn


def _generator() -> random.Random:
    """This thread's generator for :func:`seeded_shuffle`, made once."""
    rng: random.Random | None = getattr(_THREAD, "rng", None)
    if rng is None:
        rng = _THREAD.rng = random.Random()
    return rng


_THREAD = threading.local()


_REGISTRY: dict[str, Game] = {}


def register(game: Game) -> Game:
    _REGISTRY[game.name] = game
    return game


def get_game(name: str) -> Game:
    if name not in _REGISTRY:
        _load_variants(name)
    try:
        return _REGISTRY[name]
    except KeyError:
        raise InvalidRecord(
            f"unknown game {name!r} (known: {', '.join(sorted(_REGISTRY))})") from None


def game_names() -> list[str]:
    _load_variants()
    return sorted(_REGISTRY)


def _load_variants(name: str | None = None) -> None:
    """Import (and so register) the game ``name``, or every game: a table needs only its own."""
    from importlib import import_module

    from .variants import NAMES

    for n in NAMES if name is None or name not in NAMES else (name,):
        import_module(f"{__package__}.variants.{n}")
