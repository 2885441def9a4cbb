"""The immutable hand state shared by every game, and what a seat may observe of it.

A hand is a value: :meth:`HandState.apply` returns a new state and leaves the old one as it was,
so search, undo and replay need no copying by the caller. Each game subclasses
:class:`HandState`, adds its phases, and implements ``_legal`` (the legal actions) and
``_step`` (apply one legal action to a fresh copy). Card play, tricks and the history are here.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from operator import attrgetter
from typing import TYPE_CHECKING, Any, ClassVar, TypeVar

from .actions import Action, Contract, describe
from .cards import POINTS, Face, card_str, cards_of
from .errors import IllegalAction, InvalidRecord
from .rules import HouseRules
from .tricks import ESUIT_NAMES, TRUMP, Ranking, Trick, new_trick

if TYPE_CHECKING:
    from .game import Game

T = TypeVar("T")


@dataclass(frozen=True, slots=True)
class Deal:
    """The cards as dealt: each seat's hand in the order dealt, and the blind/skat/cat."""

    hands: tuple[tuple[int, ...], ...]
    extra: tuple[int, ...] = ()

    def to_json(self, face: Face) -> dict[str, Any]:
        return {
            "hands": [[card_str(c, face) for c in h] for h in self.hands],
            "extra": [card_str(c, face) for c in self.extra],
        }


_set_hands = vars(Deal)["hands"].__set__
_set_extra = vars(Deal)["extra"].__set__


def new_deal(hands: tuple[tuple[int, ...], ...], extra: tuple[int, ...]) -> Deal:
    """``Deal(hands, extra)``, made faster (the frozen dataclass's ``__init__`` sets each field
    through ``object.__setattr__``; this runs once per hand)."""
    d: Deal = object.__new__(Deal)
    _set_hands(d, hands)
    _set_extra(d, extra)
    return d


class Setup:
    """What a hand is played with and never changes during it: one shared record, so that a
    step copies one reference instead of a slot for each (see :class:`HandState`).

    Speed: a class with slots, not a named tuple: CPython 3.11 specialises reading a slot but
    not a named tuple's field (a field read cost about five times a slot's), and the card
    play reads ``nxt`` and ``rounds`` at every card."""

    __slots__ = ("aside", "context", "deal", "dealer", "dealt", "game", "nxt", "order", "rounds",
                 "seats")

    game: Game
    dealer: int
    deal: Deal
    context: Mapping[str, Any]
    seats: tuple[int, ...]  # the active seats
    dealt: tuple[int, ...]  # each seat's hand as dealt (a mask)
    aside: int  # the cards dealt aside (``deal.extra``) as a mask
    nxt: tuple[int, ...]  # the next active seat after each seat (the dealer's too)
    order: tuple[int, ...]  # the active seats in play order from forehand
    rounds: tuple[tuple[int, ...], ...]  # the active seats in play order from each seat


_SeatTables = tuple[tuple[int, ...], tuple[int, ...], tuple[tuple[int, ...], ...]]
_SEAT_TABLES: dict[tuple[int, int, tuple[int, ...]], _SeatTables] = {}


def _seat_tables(players: int, dealer: int, seats: tuple[int, ...]) -> _SeatTables:
    """(``nxt``, ``order``, ``rounds``) of :class:`Setup` for a table, made once per shape."""
    key = (players, dealer, seats)
    tables = _SEAT_TABLES.get(key)
    if tables is None:
        nxt = []
        for s in range(players):
            t = (s + 1) % players
            while t not in seats:
                t = (t + 1) % players
            nxt.append(t)
        rounds = []
        for s in range(players):
            r = [s]
            while len(r) < len(seats):
                r.append(nxt[r[-1]])
            rounds.append(tuple(r))
        tables = _SEAT_TABLES[key] = (tuple(nxt), rounds[nxt[dealer]], tuple(rounds))
    return tables


@dataclass(frozen=True, slots=True, init=False)
class Result:
    """How a hand ended. ``settlement`` is each seat's score change (game units).

    Speed: a rollout or a benchmark makes one per hand. A frozen dataclass's ``__init__`` sets
    each field through ``object.__setattr__`` (the dict-based class before, even with its
    fields set in one dict update, cost 6.3k instructions a result); :meth:`__new__` sets them
    on a :class:`_ResultDraft`, a plain object with the same slots, and then makes it a
    ``Result`` (2.8k). The class is the dataclass it was (fields, ``dataclasses.replace``,
    equality, ``repr``, frozen), with slots."""

    contract: Contract | None
    declarer: int | None
    partners: tuple[int, ...]
    tricks: tuple[Trick, ...]
    points: tuple[int, ...]
    settlement: tuple[int, ...]
    details: Mapping[str, Any] = field(default_factory=dict)
    carry: Mapping[str, Any] = field(default_factory=dict)

    def __new__(cls, contract: Contract | None, declarer: int | None,
                partners: tuple[int, ...], tricks: tuple[Trick, ...], points: tuple[int, ...],
                settlement: tuple[int, ...], details: Mapping[str, Any] | None = None,
                carry: Mapping[str, Any] | None = None) -> Result:
        r: Any = _ResultDraft()  # typed through Result's fields, which it sets
        r.contract = contract
        r.declarer = declarer
        r.partners = partners
        r.tricks = tricks
        r.points = points
        r.settlement = settlement
        r.details = {} if details is None else details
        r.carry = {} if carry is None else carry
        r.__class__ = cls  # (the same slots: allowed)
        return r  # type: ignore[no-any-return]

    def __reduce__(self) -> tuple[type[Result], tuple[Any, ...]]:
        # pickled and copied through __new__ (the default would call it without fields)
        return (type(self), (self.contract, self.declarer, self.partners, self.tricks,
                             self.points, self.settlement, self.details, self.carry))

    def to_json(self, face: Face) -> dict[str, Any]:
        contract: dict[str, Any] | None = None
        if self.contract is not None:
            contract = self.contract.to_json(face)
            contract["declarer"] = self.declarer
        return {
            "contract": contract,
            "partners": list(self.partners),
            "tricks": [
                {"leader": t.leader, "cards": [card_str(c, face) for c in t.cards],
                 "winner": t.winner}
                for t in self.tricks
            ],
            "points": list(self.points),
            "settlement": list(self.settlement),
            "details": _jsonable(dict(self.details)),
            "carry": _jsonable(dict(self.carry)),
        }


class _ResultDraft:
    """A :class:`Result` being made (see :meth:`Result.__new__`): the same slots, settable."""

    __slots__ = Result.__slots__


class LazyDetails(Mapping[str, Any]):
    """``Result.details`` made on first read: a read-only mapping of the dict
    ``make(*args)`` returns. Speed: a rollout or a benchmark settles every hand but reads no
    explanation, and the explanation (score lines, card texts) costs as much as the score
    itself; the arguments are one tuple (no closure or partial to make)."""

    __slots__ = ("_args", "_data", "_make")

    def __init__(self, make: Callable[..., dict[str, Any]], args: tuple[Any, ...] = ()) -> None:
        self._make: Callable[..., dict[str, Any]] | None = make
        self._args = args
        self._data: dict[str, Any] | None = None

    def _get(self) -> dict[str, Any]:
        data = self._data
        if data is None:
            assert self._make is not None
            data = self._data = self._make(*self._args)
            self._make = None
            self._args = ()
        return data

    def __getitem__(self, key: str) -> Any:
        return self._get()[key]

    def __iter__(self) -> Iterator[str]:
        return iter(self._get())

    def __len__(self) -> int:
        return len(self._get())

    def __contains__(self, key: object) -> bool:
        return key in self._get()

    def get(self, key: str, default: Any = None) -> Any:
        return self._get().get(key, default)

    def __eq__(self, other: object) -> bool:
        if isinstance(other, LazyDetails):
            other = other._get()
        return self._get() == other

    __hash__ = None  # type: ignore[assignment]  # like a dict

    def __repr__(self) -> str:
        return repr(self._get())

    def __reduce__(self) -> tuple[type[dict[str, Any]], tuple[dict[str, Any]]]:
        return (dict, (self._get(),))  # pickled and copied as the plain dict it stands for


def _jsonable(value: Any) -> Any:
    if isinstance(value, Mapping):
        return {str(k): _jsonable(v) for k, v in value.items()}
    if isinstance(value, list | tuple):
        return [_jsonable(v) for v in value]
    if isinstance(value, frozenset | set):
        return sorted(_jsonable(v) for v in value)
    return value


@dataclass(frozen=True)
class Observation:
    """What one seat may know (SPEC §0.7 item 1), and nothing more.

    ``history`` lists every public action in order, with what this seat may not see removed
    (another seat's buried cards appear as a ``discard`` without cards). ``known`` maps seats to
    cards of theirs this seat can see (an ouvert hand, a revealed partner card...). ``public``
    holds the game's public facts by name (the called ace, the doubling factor...).
    """

    game: str
    rules: HouseRules
    seat: int
    players: int
    dealer: int
    phase: str
    to_move: int | None
    hand: int
    history: tuple[Action, ...]
    trick_leader: int
    trick: tuple[int, ...]
    tricks: tuple[Trick, ...]
    legal: tuple[Action, ...]
    contract: Contract | None
    declarer: int | None
    partners: tuple[int, ...]  # the declarer's partners, as far as this seat knows them
    known: Mapping[int, int]
    public: Mapping[str, Any]
    result: Result | None = None

    @property
    def hand_cards(self) -> list[int]:
        return cards_of(self.hand)


def slot_copier(cls: type[T], skip: Sequence[str] = (), given: Sequence[str] = (),
                cleared: Sequence[str] = ()) -> Callable[..., T]:
    """A function returning a copy of a ``cls`` object: every slot but those in ``skip``.
    Slots named in ``given`` are set from the function's arguments instead (in that order,
    after the object), those in ``cleared`` to None: a step makes its new state in one call."""
    names: list[str] = []
    for klass in reversed(cls.__mro__):
        for name in getattr(klass, "__slots__", ()):
            if name not in names and name not in skip:
                names.append(name)
    copied = [n for n in names if n not in given and n not in cleared]
    body = "".join(f"    new.{n} = {n}\n" for n in given)
    body += "".join(f"    new.{n} = None\n" for n in cleared)
    body += "".join(f"    new.{n} = self.{n}\n" for n in copied)
    args = "".join(f", {n}" for n in given)
    # an empty object: calling the class is a third cheaper than object.__new__(cls), where
    # no __init__ or __new__ of its own stands in the way
    plain = cls.__init__ is object.__init__ and cls.__new__ is object.__new__
    make = "_cls()" if plain else "_new(_cls)"
    src = f"def _copy(self{args}):\n    new = {make}\n{body}    return new\n"
    scope: dict[str, Any] = {"_new": object.__new__, "_cls": cls}
    exec(src, scope)  # a straight-line copy of every slot: the fastest copy Python has
    copier: Callable[..., T] = scope["_copy"]
    return copier


def record_field(record: str, name: str) -> Any:
    """A read-only attribute of a state that reads the field ``name`` of its record ``record``
    (a game keeps what card play never changes in one record that the states share)."""
    return property(attrgetter(f"{record}.{name}"), doc=f"``{record}.{name}`` (read-only)")


class HandState:
    """One hand of one game. Treat instances as immutable: use :meth:`apply`.

    Speed: a step copies the state (:meth:`apply`), so the slots are kept few. What never
    changes during a hand is one shared :class:`Setup` record (``game``, ``dealer``, ``deal``,
    ``context``, ``seats`` read through it); ``rules`` and ``players`` stay slots of their own
    because the rules code reads them at almost every step. Card play keeps only ``hands``,
    ``trick``, ``leader``, ``to_move`` and ``tricks``: ``trick_seats``, ``taken`` and
    ``tricks_won`` are read off them. The ``_parent``, ``_action`` and ``_cache_*`` slots belong
    to one state and are set, not copied, by :meth:`apply`.
    """

    __slots__ = (
        "_action", "_cache_legal", "_cache_result", "_parent", "hands", "is_terminal", "leader",
        "phase", "players", "ranking", "rules", "setup", "to_move", "trick", "tricks",
    )

    PHASES: ClassVar[tuple[str, ...]] = ()
    _clone_fn: ClassVar[Any]

    setup: Setup
    rules: HouseRules
    players: int
    phase: str
    # Whether the hand is over (``phase == "done"``). Speed: a slot kept with ``phase`` (set
    # by :meth:`_child` after each step), not a property: a driver asks it at every step.
    is_terminal: bool
    to_move: int | None
    hands: tuple[int, ...]
    ranking: Ranking | None
    leader: int
    trick: tuple[int, ...]
    tricks: tuple[Trick, ...]
    _parent: HandState | None
    _action: Action | None
    _cache_legal: list[Action] | None
    _cache_result: Result | None

    def __init_subclass__(cls, **kw: Any) -> None:
        super().__init_subclass__(**kw)
        # ``self._clone_fn(parent, action)``: the copy with its own ``_parent`` and
        # ``_action`` and no caches, made in one call
        cls._clone_fn = slot_copier(cls, given=("_parent", "_action"),
                                    cleared=("_cache_legal", "_cache_result"))

    def _init_base(self, game: Game, rules: HouseRules, players: int, dealer: int, deal: Deal,
                   context: Mapping[str, Any], seats: Sequence[int] | None = None) -> None:
        active = tuple(seats) if seats is not None else tuple(range(players))
        nxt, order, rounds = _seat_tables(players, dealer, active)
        # each hand as a mask, and the cards dealt aside (the cards are distinct: a sum is an or)
        dealt = tuple([sum(map(_bit, h)) for h in deal.hands])
        setup = self.setup = Setup()
        setup.game = game
        setup.dealer = dealer
        setup.deal = deal
        setup.context = dict(context)
        setup.seats = active
        setup.dealt = dealt
        setup.aside = sum(map(_bit, deal.extra))
        setup.nxt = nxt
        setup.order = order
        setup.rounds = rounds
        self.rules = rules
        self.players = players
        self.hands = dealt
        self.ranking = None
        self.leader = order[0]
        self.trick = ()
        self.tricks = ()
        self.phase = ""
        self.is_terminal = False
        self.to_move = None
        self._parent = None
        self._action = None
        self._cache_legal = None
        self._cache_result = None

    # ---------------------------------------------------------------- the setup
    @property
    def game(self) -> Game:
        return self.setup.game

    @property
    def dealer(self) -> int:
        return self.setup.dealer

    @property
    def deal(self) -> Deal:
        return self.setup.deal

    @property
    def context(self) -> Mapping[str, Any]:
        """What the match handed to this hand (a Stock pot, pending doublers...)."""
        return self.setup.context

    @property
    def seats(self) -> tuple[int, ...]:
        """The active seats (at a table of four in Skat the dealer sits out)."""
        return self.setup.seats

    # ---------------------------------------------------------------- seats
    @property
    def forehand(self) -> int:
        """The first active seat to the dealer's left (SPEC §0.2)."""
        return self.setup.order[0]

    def next_seat(self, seat: int) -> int:
        return self.setup.nxt[seat]

    def order_from(self, seat: int) -> list[int]:
        """The active seats in play order starting at ``seat``."""
        out = [seat]
        nxt = self.setup.nxt
        s = nxt[seat]
        while s != seat:
            out.append(s)
            s = nxt[s]
        return out

    # ---------------------------------------------------------------- tricks
    @property
    def trick_seats(self) -> tuple[int, ...]:
        """Who played each card of the current trick, in play order."""
        return self.setup.rounds[self.leader][:len(self.trick)]

    @property
    def taken(self) -> tuple[int, ...]:
        """The cards each seat has won in tricks (a mask per seat)."""
        taken = [0] * self.players
        for t in self.tricks:
            m = 0
            for c in t.cards:
                m |= 1 << c
            taken[t.winner] |= m
        return tuple(taken)

    @property
    def tricks_won(self) -> tuple[int, ...]:
        """How many tricks each seat has won."""
        won = [0] * self.players
        for t in self.tricks:
            won[t.winner] += 1
        return tuple(won)

    # ---------------------------------------------------------------- public API
    def legal_actions(self) -> list[Action]:
        legal = self._cache_legal
        if legal is None:
            legal = [] if self.phase == "done" else self._legal()
            self._cache_legal = legal
        return legal

    def apply(self, action: Action) -> HandState:
        if not self._is_legal(action):
            raise self.explain_illegal(action)
        return self._child(action)

    def _is_legal(self, action: Action) -> bool:
        """Whether ``action`` is legal here. Speed: an action taken from the legal list is
        found by identity, and a shared card-play action (:func:`play_action`) by the play
        mask when the list was not asked for; anything else is compared field by field."""
        legal = self._cache_legal
        if legal is None:
            seat = self.to_move
            c = action.card
            if self.phase == "play" and type(c) is int and 0 <= c < 36 and seat is not None \
                    and action is _PLAY[seat][c]:
                return bool((self._play_mask(seat) >> c) & 1)
            legal = self.legal_actions()
        for a in legal:
            if a is action:
                return True
        return action in legal

    def _child(self, action: Action) -> HandState:
        """The state after the legal ``action``: a copy (see the class text) stepped on."""
        new: HandState = self._clone_fn(self, action)
        new._step(action)
        new.is_terminal = new.phase == "done"
        return new

    def history(self) -> list[Action]:
        out: list[Action] = []
        node: HandState | None = self
        while node is not None and node._action is not None:
            out.append(node._action)
            node = node._parent
        out.reverse()
        return out

    def history_phases(self) -> list[str]:
        """The phase each action of :meth:`history` was taken in, in the same order."""
        out: list[str] = []
        node: HandState | None = self
        while node is not None and node._action is not None:
            parent = node._parent
            out.append(parent.phase if parent is not None else "")
            node = parent
        out.reverse()
        return out

    def observation(self, seat: int) -> Observation:
        if not 0 <= seat < self.players:
            raise ValueError(f"no seat {seat} at a table of {self.players}")
        legal = tuple(self.legal_actions()) if self.to_move == seat else ()
        return Observation(
            game=self.game.name, rules=self.rules, seat=seat, players=self.players,
            dealer=self.dealer, phase=self.phase, to_move=self.to_move,
            hand=self._visible_hand(seat),
            history=tuple(self._public_action(a, seat) for a in self.history()),
            trick_leader=self.leader, trick=self.trick, tricks=self.tricks, legal=legal,
            contract=self.contract, declarer=self.declarer,
            partners=self._known_partners(seat), known=self._known_cards(seat),
            public=self._public_info(seat),
            result=self.result() if self.phase == "done" else None,
        )

    def result(self) -> Result:
        """The result of the finished hand, settled once per state (records, matches and the
        UI ask again)."""
        res = self._cache_result
        if res is None:
            if self.phase != "done":
                raise ValueError("the hand is not finished")
            res = self._cache_result = self._result()
        return res

    # ---------------------------------------------------------------- what a game defines
    @property
    def contract(self) -> Contract | None:
        return None

    @property
    def declarer(self) -> int | None:
        return None

    def _legal(self) -> list[Action]:
        raise NotImplementedError

    def _step(self, action: Action) -> None:
        raise NotImplementedError

    def _result(self) -> Result:
        raise NotImplementedError

    def _visible_hand(self, seat: int) -> int:
        return self.hands[seat]

    def set_aside(self) -> int:
        """Cards in neither a hand nor a trick: the blind, skat or cat, or what was buried or
        discarded (a mask). Every card of the deck is always in exactly one place."""
        return self.setup.aside

    def _public_action(self, action: Action, seat: int) -> Action:
        return action

    def _known_partners(self, seat: int) -> tuple[int, ...]:
        return ()

    def _known_cards(self, seat: int) -> dict[int, int]:
        return {}

    def _public_info(self, seat: int) -> dict[str, Any]:
        return {}

    def _play_mask(self, seat: int) -> int:
        """Cards ``seat`` may play now (the generic follow rule; games narrow it)."""
        ranking = self.ranking
        assert ranking is not None
        hand = self.hands[seat]
        if not self.trick:
            return hand
        return ranking.follow_mask(hand, self.trick[0])

    def _explain_play(self, seat: int, c: int) -> IllegalAction:
        """Why playing ``c`` is illegal (called only when it is)."""
        ranking = self.ranking
        assert ranking is not None and self.trick
        led = ranking.esuit[self.trick[0]]
        name = ESUIT_NAMES[led]
        return IllegalAction(f"seat {seat} must follow {name}", reason="must_follow",
                             params={"seat": seat, "suit": "trump" if led == TRUMP else led})

    # ---------------------------------------------------------------- card play
    def _play_actions(self) -> list[Action]:
        seat = self.to_move
        assert seat is not None
        return play_actions(seat, self._play_mask(seat))

    def _play(self, seat: int, c: int) -> Trick | None:
        """Play card ``c`` for ``seat``; returns the trick if this card completed one."""
        hands = list(self.hands)
        hands[seat] &= ~(1 << c)
        self.hands = tuple(hands)
        trick = self.trick
        if not trick:
            self.leader = seat
        trick = self.trick = (*trick, c)
        setup = self.setup
        if len(trick) < len(setup.order):
            self.to_move = setup.nxt[seat]
            return None
        ranking = self.ranking
        assert ranking is not None
        seats = setup.rounds[self.leader]
        winner = seats[ranking.winning_index(trick)]
        done = new_trick(self.leader, trick, winner, seats)
        self.tricks = (*self.tricks, done)
        self.trick = ()
        self.leader = winner
        self.to_move = winner
        return done

    def card_points(self) -> list[int]:
        """The card points each seat has won in tricks."""
        points = [0] * self.players
        for t in self.tricks:
            p = 0
            for c in t.cards:
                p += POINTS[c]
            points[t.winner] += p
        return points

    # ---------------------------------------------------------------- errors
    def explain_illegal(self, action: Action) -> IllegalAction:
        """The reason ``action`` is not legal here, as a typed error."""
        face = self.game.face
        what = describe(action, face)
        if self.phase == "done":
            return IllegalAction(f"the hand is over; {what} is not possible", reason="hand_over")
        if not 0 <= action.seat < self.players:
            return IllegalAction(f"there is no seat {action.seat}", reason="no_such_seat",
                                 params={"seat": action.seat})
        if action.seat != self.to_move:
            return IllegalAction(
                f"it is seat {self.to_move}'s turn, not seat {action.seat}'s ({what})",
                reason="not_your_turn", params={"seat": action.seat, "to_move": self.to_move})
        specific = self._explain_specific(action)
        if specific is not None:
            return specific
        legal = self.legal_actions()
        types = sorted({a.type for a in legal})
        if action.type not in types:
            return IllegalAction(
                f"seat {action.seat} cannot {action.type} now (the {self.phase} phase allows "
                f"{', '.join(types)})", reason="wrong_phase",
                params={"seat": action.seat, "phase": self.phase, "allowed": types})
        if action.type == "play" and action.card is not None:
            c = action.card
            if not (self.hands[action.seat] >> c) & 1:
                return IllegalAction(f"seat {action.seat} does not hold {card_str(c, face)}",
                                     reason="not_in_hand",
                                     params={"seat": action.seat, "card": card_str(c, face)})
            return self._explain_play(action.seat, c)
        return self._explain_other(action, legal)

    def _explain_specific(self, action: Action) -> IllegalAction | None:
        """A game's own reason for refusing ``action`` (checked before the generic ones), or
        None to fall back to them."""
        return None

    def _explain_other(self, action: Action, legal: list[Action]) -> IllegalAction:
        face = self.game.face
        same = [describe(a, face) for a in legal if a.type == action.type]
        return IllegalAction(
            f"seat {action.seat} cannot {describe(action, face)} here "
            f"(legal: {'; '.join(same)})",
            reason="not_allowed", params={"seat": action.seat, "legal": same})


_BIT = tuple(1 << c for c in range(36))
_bit = list(_BIT).__getitem__  # a list's __getitem__ is a fast builtin call, a tuple's is not


# One shared Action object per (seat, card): card play allocates nothing on the hot path.
_PLAY: tuple[tuple[Action, ...], ...] = tuple(
    tuple(Action(seat, "play", card=c) for c in range(36)) for seat in range(8)
)


def play_action(seat: int, c: int) -> Action:
    return _PLAY[seat][c]


# The play actions of every 9-bit pattern of one suit, per seat and suit, made when a seat
# first plays (a list of legal cards is then four lookups, not a loop over the bits).
SUIT_PLAYS: list[tuple[tuple[tuple[Action, ...], ...], ...] | None] = [None] * 8


def suit_plays(seat: int) -> tuple[tuple[tuple[Action, ...], ...], ...]:
    """``SUIT_PLAYS[seat]``, made on first use: for each suit, the play actions of every
    9-bit pattern of its ranks."""
    row = _PLAY[seat]
    tables = []
    for s in range(4):
        # each pattern is the one without its highest bit plus that bit's action: 512 short
        # concatenations instead of 4,608 bit tests (the first card of each seat was a
        # 2 ms stall on the UI thread, 20 times this)
        table: list[tuple[Action, ...]] = [()]
        for r in range(9):
            play = (row[s * 9 + r],)
            table += [low + play for low in table]
        tables.append(tuple(table))
    result = tuple(tables)
    SUIT_PLAYS[seat] = result
    return result


def play_actions(seat: int, mask: int) -> list[Action]:
    """The shared play actions of the cards in ``mask`` for ``seat``, lowest card first."""
    t = SUIT_PLAYS[seat] or suit_plays(seat)
    return [*t[0][mask & 511], *t[1][(mask >> 9) & 511], *t[2][(mask >> 18) & 511],
            *t[3][(mask >> 27) & 511]]


def check_deal(deal: Deal, deck: Sequence[int], hand_sizes: Sequence[int], extra: int) -> None:
    """Refuse a deal that is not exactly the deck in the right shape."""
    if len(deal.hands) != len(hand_sizes):
        raise InvalidRecord(f"the deal has {len(deal.hands)} hands; this table needs "
                            f"{len(hand_sizes)}")
    for i, (h, n) in enumerate(zip(deal.hands, hand_sizes, strict=True)):
        if len(h) != n:
            raise InvalidRecord(f"seat {i} was dealt {len(h)} cards; it must get {n}")
    if len(deal.extra) != extra:
        raise InvalidRecord(f"the deal puts {len(deal.extra)} cards aside; it must be {extra}")
    dealt = [c for h in deal.hands for c in h] + list(deal.extra)
    if sorted(dealt) != sorted(deck):
        seen: set[int] = set()
        dup = [c for c in dealt if c in seen or seen.add(c)]  # type: ignore[func-returns-value]
        foreign = [c for c in dealt if c not in deck]
        missing = [c for c in deck if c not in dealt]
        parts = []
        if dup:
            parts.append("dealt twice: " + " ".join(card_str(c) for c in dup))
        if foreign:
            parts.append("not in this deck: " + " ".join(card_str(c) for c in foreign))
        if missing:
            parts.append("missing: " + " ".join(card_str(c) for c in missing))
        raise InvalidRecord("the deal is not the deck (" + "; ".join(parts) + ")")
