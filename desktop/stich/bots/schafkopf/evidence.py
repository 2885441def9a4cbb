"""The others' actions as evidence on a sampled world, each judged once (issue 8).

A world explains another seat's action when the rule-based player, holding that seat's cards of
the world, would have taken it (:meth:`Evidence.factor`: a soft factor per action it would not
have taken, 0 for one the world makes illegal). What decides that verdict is only what the
seat saw then: its own hand and the public history up to the action (the engine's observation
of a seat holds nothing else; a Sauspiel seat knows from its own cards whether it is the
partner). So the verdict is kept per action and hand as dealt to the seat, for the whole hand:
a Metropolis step that swaps two cards between two seats judges only those two seats again, a
world offered again at a later decision is judged only on the new actions, and a world's
replay is built once, lazily, and only as far as its last action still to judge. Judged
actions count first, then the cards still to judge, then the bids (a card rejects a world far
more often than a bid); the judging stops at the first rejection. The worlds, and what the
hard bot does with them, are the same as when every action was judged anew in the history's
order (``tests/bots/test_schafkopf_worlds.py`` checks it against such a replay and pins the
worlds and actions of the code before).

The verdicts are kept only while the rule-based player draws no random numbers (``medium``):
a player that slips could judge the same action two ways.
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence

from ...engine.actions import Action
from ...engine.errors import IllegalAction
from ...engine.state import HandState, Observation
from .heuristic import Heuristic
from .rollout import hand_context, new_world
from .view import SkView

BIDDING = frozenset(("knock", "intent", "auction", "declare", "double"))
BID_MISS = 0.2  # the factor for a bid the rule-based player would not have made

# verdicts: explained (or not judged), a bid not explained, a card not explained, illegal
OK, BID, PLAY, ILLEGAL = 0, 1, 2, 3

# verdicts kept per hand at most (then forgotten at the next decision): under 10 MB
MAX_VERDICTS = 100_000


class Evidence:
    """Judges worlds against the others' actions for one bot; remembers the verdicts."""

    def __init__(self, rules: Heuristic, model_play: float) -> None:
        self.rules = rules
        # the factor per card the rules would not have played (0: card play is no evidence)
        self.model_play = float(model_play)
        style = rules.style
        self.remember = style.temperature == 0 and style.bid_slip == 0
        # with a card factor that is a power of two, the product of the factors is the same
        # in any order, to the last bit (it only scales the product of the bid factors), so
        # the actions may be judged in any order and the same worlds are rejected
        self._any_order = self.model_play > 0 and math.frexp(self.model_play)[0] == 0.5
        self._key: tuple[object, ...] | None = None
        self._obs: Observation | None = None
        self._history: tuple[Action, ...] = ()
        self._context: dict[str, int] = {}
        # per action of the history: the verdict per hand as dealt to the acting seat
        self._verdicts: list[dict[int, int]] = []
        self._count = 0
        # (index, seat, action) of the other seats' actions, in order
        self._todo: list[tuple[int, int, Action]] = []
        self._judged = False
        # the last world that passed: (hands, observation, state part-way, its history index)
        self._last: tuple[tuple[int, ...], Observation, HandState | None, int] | None = None

    def _prepare(self, v: SkView) -> None:
        """At a new decision: keep the verdicts when it continues the hand they were made in."""
        obs = v.obs
        if obs is self._obs:
            return
        self._obs = obs
        plays = self.model_play > 0
        context = hand_context(v)
        key = (v.me, obs.dealer, v.hand | v.tv.played[v.me], v.rules, plays,
               tuple(sorted(context.items())))
        hist = obs.history
        old = self._history
        if key != self._key or len(hist) < len(old) or hist[:len(old)] != old \
                or self._count > MAX_VERDICTS:
            self._key = key
            self._verdicts = []
            self._count = 0
        self._history = hist
        self._context = context
        while len(self._verdicts) < len(hist):
            self._verdicts.append({})
        me = v.me
        self._todo = [(i, a.seat, a) for i, a in enumerate(hist) if a.seat != me]
        self._judged = any(a.seat != me and (plays or a.type != "play") for a in hist)
        self._last = None

    def factor(self, v: SkView, hands: Sequence[int], floor: float = 0.0) -> float:
        """How well the world where the seats hold ``hands`` explains the others' actions: the
        product of a factor per unexplained action (bids 0.2, cards ``model_play``), in the
        order of the history, 0 as soon as it falls to ``floor`` or an action is illegal."""
        self._prepare(v)
        if not self._judged:
            return 1.0
        played = v.tv.played
        orig = [hands[s] | played[s] for s in range(v.n)]
        size = v.hand_size
        if any(m.bit_count() != size for m in orig):
            return 0.0
        hist = self._history
        verdicts = self._verdicts if self.remember else None
        miss = self.model_play
        plays = miss > 0
        # the actions not judged in this hand yet; judged ones count at once
        todo = self._todo
        if verdicts is not None and self._any_order:
            got = 1.0
            pending: list[tuple[int, int, Action]] = []
            later: list[tuple[int, int, Action]] = []
            for item in todo:
                i, s, a = item
                code = verdicts[i].get(orig[s])
                if code is None:
                    # the cards first: they reject a world far more often than the bids do,
                    # and cost less to judge
                    (pending if a.type == "play" else later).append(item)
                elif code:
                    if code == ILLEGAL:
                        return 0.0
                    got *= BID_MISS if code == BID else miss
                    if got <= floor:
                        return 0.0
            if later:
                pending.extend(later)
            todo = pending
        else:
            got = 1.0
        states: list[HandState] = []
        rng: random.Random | None = None
        for i, s, a in todo:
            m = orig[s]
            code = verdicts[i].get(m) if verdicts is not None else None
            if code is None:
                # the world's state before this action: built once, stepped on from there
                if not states:
                    st0 = new_world(v, orig, self._context)
                    if st0 is None:
                        return 0.0
                    states.append(st0)
                try:
                    while len(states) <= i:
                        states.append(states[-1].apply(hist[len(states) - 1]))
                except IllegalAction:
                    return 0.0
                if rng is None:
                    rng = random.Random(0)
                code = self._judge(states[i], a, plays, rng)
                if verdicts is not None:
                    verdicts[i][m] = code
                    self._count += 1
            if code == OK:
                continue
            if code == ILLEGAL:
                return 0.0
            got *= BID_MISS if code == BID else miss
            if got <= floor:
                return 0.0
        self._last = (tuple(hands), v.obs, states[-1] if states else None, len(states) - 1)
        return got

    def _judge(self, st: HandState, a: Action, plays: bool, rng: random.Random) -> int:
        legal = st.legal_actions()
        if a not in legal:
            return ILLEGAL
        if st.phase in BIDDING:
            code = BID
        elif plays and a.type == "play":
            code = PLAY
        else:
            return OK
        if len(legal) > 1 and self.rules.choose(st.observation(a.seat), legal, rng) != a:
            return code
        return OK

    def state(self, v: SkView, hands: Sequence[int]) -> HandState | None:
        """The engine state of the last world :meth:`factor` passed, if ``hands`` is it (the
        replay finished from where the judging stopped); None otherwise."""
        last = self._last
        if last is None or last[1] is not v.obs or last[0] != tuple(hands):
            return None
        st, pos = last[2], last[3]
        if st is None:
            st = new_world(v, [hands[s] | v.tv.played[s] for s in range(v.n)], self._context)
            pos = 0
            if st is None:
                return None
        hist = self._history
        try:
            while pos < len(hist):
                st = st.apply(hist[pos])
                pos += 1
        except IllegalAction:
            return None
        self._last = (last[0], last[1], st, pos)
        return st
