"""The game controller: holds the engine state and the match, applies actions, runs bots.

Views never change the game: they call :meth:`GameController.act` / :meth:`play_card` and draw
the :class:`~stich.ui.snapshot.Snapshot` values the controller emits. Bots run on a
``QThreadPool`` (:class:`BotRunner`) so the window stays responsive while they think; a bot's
answer carries a token and is dropped if the game moved on meanwhile (a new game, a new hand).
"""

from __future__ import annotations

import contextlib
import logging
import random
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, QRunnable, QThreadPool, Signal

from ..bots import make_bot
from ..engine.actions import Action
from ..engine.errors import IllegalAction
from ..engine.game import Game, get_game
from ..engine.match import Match, SheetRow, hand_seed
from ..engine.rules import HouseRules
from ..engine.state import Deal, HandState, play_action
from . import labels
from .games import default_pattern, sort_ranking
from .gc_guard import collect_on_gui_thread
from .snapshot import Event, SeatInfo, Snapshot, build_snapshot

if TYPE_CHECKING:
    from ..store.match_save import MatchInfo

log = logging.getLogger(__name__)

# Think time each bot level may use, in seconds.
BUDGETS = {"random": 0.0, "easy": 0.3, "medium": 1.0, "hard": 2.5}


@dataclass(frozen=True)
class SeatSetup:
    human: bool
    level: str = "random"
    name: str = ""


@dataclass(frozen=True)
class GameSetup:
    """Everything the New Game dialog chooses."""

    game: str = "schafkopf"
    preset: str = ""
    overrides: Mapping[str, Any] = field(default_factory=dict)
    players: int = 0  # 0: the game's default
    seats: tuple[SeatSetup, ...] = ()
    pattern: str = ""  # "" : the game's usual pattern
    seed: int | None = None
    preset_name: str = ""  # the custom preset the rules came from ("": a built-in one)

    def rules(self) -> HouseRules:
        return get_game(self.game).rules(self.preset or None, dict(self.overrides))


def default_seats(players: int, human: bool = True) -> tuple[SeatSetup, ...]:
    return tuple(SeatSetup(human=human and i == 0) for i in range(players))


class _Relay(QObject):
    """Carries a bot's answer from its thread to the UI thread. Never given a parent: a
    bot's thread signals it while the UI thread may be closing the table, and a QObject
    deleted during that signal crashes the app."""

    done = Signal(object, object, object)  # token, action, error text


class _BotTask(QRunnable):
    def __init__(self, runner: BotRunner, token: object, bot: Any, obs: Any,
                 legal: list[Action], rng: random.Random, budget: float) -> None:
        super().__init__()
        self.relay, self.token, self.bot, self.obs = runner.relay, token, bot, obs
        self.legal, self.rng, self.budget = legal, rng, budget

    def run(self) -> None:
        action: object = None
        error: str | None = None
        try:
            action = self.bot.choose(self.obs, self.legal, self.rng, self.budget)
        except Exception as e:  # a broken bot must not stop the game
            error = f"{type(e).__name__}: {e}"
        # the relay has no parent, so it lives as long as this task holds it, even if the table
        # was closed meanwhile (Qt then drops the answer); RuntimeError: it was torn down
        with contextlib.suppress(RuntimeError):
            self.relay.done.emit(self.token, action, error)


class BotRunner(QObject):
    """Runs bots on a ``QThreadPool``; ``done`` is delivered in the UI thread (queued)."""

    done = Signal(object, object, object)  # token, action, error text

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        collect_on_gui_thread()  # a bot thread must never destroy Qt objects
        self.pool = QThreadPool(self)
        self.pool.setMaxThreadCount(2)
        self.closed = False
        self.relay = _Relay()
        self.relay.done.connect(self.done)

    def start(self, token: object, bot: Any, obs: Any, legal: list[Action],
              rng: random.Random, budget: float) -> None:
        if not self.closed:
            self.pool.start(_BotTask(self, token, bot, obs, legal, rng, budget))

    def shutdown(self, wait_ms: int = 10000) -> None:
        """No more bots; wait for those still thinking, so none answers into a closed table
        (deleting the runner while a bot's thread signals it can crash the app)."""
        self.closed = True
        self.pool.clear()
        self.pool.waitForDone(wait_ms)


class GameController(QObject):
    snapshot = Signal(object)  # Snapshot, after every change
    refused = Signal(str)  # why the player's action was refused, in words
    thinking = Signal(int)  # the seat whose bot is thinking (-1: nobody)
    hand_finished = Signal(object)  # SheetRow of the hand just finished
    progressed = Signal()  # after each deal and each action (the match is up to date): save

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.runner = BotRunner(self)
        self.runner.done.connect(self._bot_done)
        self.setup: GameSetup | None = None
        self.game: Game | None = None
        self.match: Match | None = None
        self.state: HandState | None = None
        self.info: MatchInfo | None = None  # the store's facts about the match (id, seats)
        self._first_deal: Deal | None = None
        self.seats: tuple[SeatInfo, ...] = ()
        self._seat_setups: tuple[SeatSetup, ...] = ()
        self.human: int | None = None
        self.viewer = 0
        self.pattern = "german"
        self.bots: dict[int, Any] = {}
        self.rngs: dict[int, random.Random] = {}
        self.current: Snapshot | None = None
        self._serial = 0
        self._generation = 0
        self._pending: object = None
        self._bot_override: dict[str, Any] = {}
        self._deal_cache: tuple[object, tuple[tuple[int, ...], ...]] = (None, ())
        self._undo: list[HandState] = []  # the state before each of the player's decisions
        self.aids_used: set[str] = set()  # learning aids used this hand (ui.aids)

    # ---------------------------------------------------------------- set-up
    def new_match(self, setup: GameSetup, deal: Deal | None = None, dealer: int | None = None,
                  context: Mapping[str, Any] | None = None) -> None:
        """Start a match. ``deal``/``dealer``/``context``: its first hand is that deal (play a
        recorded deal again), dealt by ``dealer`` with that match context."""
        from ..store.match_save import MatchInfo, SavedSeat
        from .saved_setup import setup_to_json

        game = get_game(setup.game)
        rules = setup.rules()
        players = setup.players or game.default_players(rules)
        seats = setup.seats if len(setup.seats) == players else default_seats(players)
        seed = setup.seed if setup.seed is not None else random.randrange(1, 10**9)
        first = dealer if dealer is not None else seed % players
        match = Match(game, rules, players, seed=seed, first_dealer=first,
                      context={**game.default_context(rules, players), **(context or {})})
        self._set_up(setup, match, seats)
        self.info = MatchInfo.new(
            seats=[SavedSeat(s.human, "" if s.human else s.level, info.name)
                   for s, info in zip(seats, self.seats, strict=True)],
            preset_name=setup.preset_name or None,
            ui={"pattern": self.pattern, "setup": setup_to_json(setup)})
        self._first_deal = deal
        self._start_hand()

    def restore(self, match: Match, state: HandState | None, info: MatchInfo) -> None:
        """Go on with a saved match (resume, Load match) exactly where it was: the hand in
        progress, or the finished hand's summary, or a new deal when none was dealt yet."""
        from ..store.match_save import on_sheet
        from .saved_setup import setup_from_info

        setup = setup_from_info(match, info)
        players = match.players
        seats = setup.seats if len(setup.seats) == players else default_seats(players)
        self._set_up(setup, match, seats)
        self.info = info
        self._first_deal = None
        if state is not None and state.is_terminal and not on_sheet(match, state):
            match.finish_hand(state)  # saved between the last card and the score sheet
            self.state = state
            self._emit(Event("resume"), hand_index=match.hand_index - 1)
            self.progressed.emit()
        elif state is None:
            self._start_hand()
        else:
            self.state = state
            index = match.hand_index - 1 if state.is_terminal else None
            self._emit(Event("resume"), hand_index=index)
            self._advance()

    def _set_up(self, setup: GameSetup, match: Match, seats: tuple[SeatSetup, ...]) -> None:
        game = match.game
        self._generation += 1
        self._pending = None
        self.setup = setup
        self.game = game
        self.match = match
        self.state = None
        self.human = next((i for i, s in enumerate(seats) if s.human), None)
        self.viewer = self.human if self.human is not None else 0
        self.pattern = setup.pattern or default_pattern(game)
        self._seat_setups = seats
        self.seats = tuple(
            SeatInfo(i, s.name or self._default_name(i, s), s.human, "" if s.human else s.level)
            for i, s in enumerate(seats))
        self.bots = {}
        self.rngs = {}
        self._undo = []
        self.aids_used = set()
        for i, s in enumerate(seats):
            if not s.human:
                self.bots[i] = self._bot_override.get(s.level) or make_bot(game.name, s.level)
                self.rngs[i] = random.Random(match.seed * 31 + i)

    def _default_name(self, seat: int, s: SeatSetup) -> str:
        if s.human:
            return self.tr("You")
        names = (self.tr("Anna"), self.tr("Ben"), self.tr("Clara"), self.tr("David"),
                 self.tr("Emma"), self.tr("Felix"))
        return names[(seat - 1) % len(names)] if seat else names[-1]

    def retranslate(self) -> None:
        """The language changed: seats without a chosen name get their default name anew
        ("You" is "Du" in German); later snapshots carry the new names."""
        setups = self._seat_setups
        if len(setups) != len(self.seats):
            return
        self.seats = tuple(
            info if s.name else SeatInfo(info.seat, self._default_name(info.seat, s), info.human,
                                         info.level)
            for info, s in zip(self.seats, setups, strict=True))

    def use_bot_for_level(self, level: str, bot: Any) -> None:
        """Tests: play ``level`` seats with ``bot`` (e.g. a deliberately slow one)."""
        self._bot_override[level] = bot

    def next_hand(self) -> None:
        if self.match is None or self.state is None or not self.state.is_terminal:
            return
        self._generation += 1
        self._start_hand()

    def _start_hand(self) -> None:
        match = self.match
        assert match is not None
        deal, self._first_deal = self._first_deal, None
        if deal is not None and match.hand_index == 0:
            self.state = match.game.new_hand(
                match.rules, players=match.players, dealer=match.dealer,
                seed=hand_seed(match.seed, 0), deal=deal, context=match.context)
        else:
            self.state = match.start_hand()
        self._undo = []
        self.aids_used = set()
        self._emit(Event("deal"))
        self.progressed.emit()
        self._advance()

    # ---------------------------------------------------------------- the player's actions
    def act(self, action: Action) -> bool:
        """Apply the player's action; on refusal emit ``refused`` with the reason in words."""
        state = self.state
        if state is None:
            return False
        if self.human is None or action.seat != self.human or state.to_move != self.human:
            reason = "hand_over" if state.is_terminal else "not_your_turn"
            self.refused.emit(labels.reason_text(reason, {}, self.pattern))
            return False
        try:
            new = state.apply(action)
        except IllegalAction as e:
            self.refused.emit(labels.reason_text(e.reason, e.params, self.pattern, e.message,
                                   game=self._game_name()))
            return False
        self._undo.append(state)
        self._commit(new, action)
        return True

    @property
    def can_undo(self) -> bool:
        return bool(self._undo) and self.state is not None and not self.state.is_terminal

    def undo(self) -> bool:
        """Take back the player's last card or decision: the hand is exactly as it was before
        it (the bots' moves since are taken back too and replayed from there)."""
        if not self.can_undo:
            return False
        self._generation += 1  # a bot thinking now answers a position that is gone
        self._pending = None
        self.state = self._undo.pop()
        self.aids_used.add("undo")
        self.thinking.emit(-1)
        self._emit(Event("resume"))
        self.progressed.emit()
        self._advance()
        return True

    def play_card(self, card: int) -> bool:
        if self.human is None:
            return False
        return self.act(play_action(self.human, card))

    def explain(self, action: Action) -> str:
        """Why ``action`` is illegal now (empty if it is legal)."""
        state = self.state
        if state is None or action in state.legal_actions():
            return ""
        e = state.explain_illegal(action)
        return labels.reason_text(e.reason, e.params, self.pattern, e.message,
                                   game=self._game_name())

    # ---------------------------------------------------------------- the flow
    def _commit(self, new: HandState, action: Action) -> None:
        old = self.state
        assert old is not None and self.match is not None
        self.state = new
        completed = new.tricks[-1] if len(new.tricks) > len(old.tricks) else None
        event = Event("action", action, completed)
        if new.is_terminal:
            index = self.match.hand_index
            row = self.match.finish_hand(new)
            if self.aids_used:  # the history marks hands played with a learning aid
                row.record.setdefault("meta", {})["aids"] = sorted(self.aids_used)
            self.thinking.emit(-1)
            self._emit(event, hand_index=index)
            self.progressed.emit()
            self.hand_finished.emit(row)
            return
        self._emit(event)
        self.progressed.emit()
        self._advance()

    def _advance(self) -> None:
        state = self.state
        assert state is not None and self.match is not None
        seat = state.to_move
        if state.is_terminal or seat is None:
            return
        if seat in self.bots:
            token = (self._generation, len(state.history()))
            self._pending = token
            obs = state.observation(seat)
            legal = list(state.legal_actions())
            level = self.seats[seat].level
            self.thinking.emit(seat)
            self.runner.start(token, self.bots[seat], obs, legal, self.rngs[seat],
                              BUDGETS.get(level, 1.0))
        else:
            self.thinking.emit(-1)

    def _bot_done(self, token: object, action: object, error: object) -> None:
        if token != self._pending or self.state is None:
            return
        self._pending = None
        state = self.state
        legal = state.legal_actions()
        if error is not None or action not in legal:
            log.warning("bot at seat %s failed (%s); playing its first legal action",
                        state.to_move, error or f"illegal {action}")
            action = legal[0]
        assert isinstance(action, Action)
        self._commit(state.apply(action), action)

    def _game_name(self) -> str:
        return self.game.name if self.game is not None else ""

    @property
    def bot_busy(self) -> bool:
        return self._pending is not None

    # ---------------------------------------------------------------- snapshots
    def _emit(self, event: Event, hand_index: int | None = None) -> None:
        state, match, game = self.state, self.match, self.game
        assert state is not None and match is not None and game is not None
        self._serial += 1
        snap = build_snapshot(
            state, serial=self._serial, seats=self.seats, viewer=self.viewer, human=self.human,
            pattern=self.pattern,
            hand_index=match.hand_index if hand_index is None else hand_index, event=event,
            totals=tuple(match.totals),
            fallback_ranking=sort_ranking(game, match.rules),
            extra_public={"deal_order": self._deal_order()})
        self.current = snap
        self.snapshot.emit(snap)

    def _deal_order(self) -> tuple[tuple[int, ...], ...]:
        """When each card was dealt (deck position) per seat, and the extra last: the game's
        real packets, found by dealing the deck positions themselves."""
        state, game = self.state, self.game
        assert state is not None and game is not None
        key = (id(state.deal), state.dealer)
        if self._deal_cache[0] != key:
            positions = list(range(len(game.deck(state.rules, state.players))))
            deal = game.deal_cards(state.rules, state.players, state.dealer, positions)
            self._deal_cache = (key, (*tuple(tuple(h) for h in deal.hands), tuple(deal.extra)))
        return self._deal_cache[1]

    @property
    def rows(self) -> list[SheetRow]:
        return self.match.rows if self.match is not None else []
