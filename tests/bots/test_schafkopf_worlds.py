"""The hard Schafkopf bot's worlds: the others' card play is evidence. In a world it samples,
the cards the other seats played should be the ones a rule-based player would have played
with that world's cards, at least far more often than in worlds that only respect the voids
shown (against a table of rule-based players this is exactly what happened)."""

from __future__ import annotations

import hashlib
import random

import pytest

from stich.bots import make_bot
from stich.bots.schafkopf import doubling, play
from stich.bots.schafkopf import evaluate as ev
from stich.bots.schafkopf.bot import SchafkopfBot
from stich.bots.schafkopf.evidence import BID_MISS
from stich.bots.schafkopf.heuristic import MEDIUM, Heuristic
from stich.bots.schafkopf.rollout import world_state
from stich.bots.schafkopf.search import HardPlayer
from stich.bots.schafkopf.view import SkView
from stich.engine.actions import Action, Contract
from stich.engine.cards import cards_of
from stich.engine.game import get_game
from stich.engine.state import HandState, Observation

from .helpers import medium_positions


def _positions(count: int) -> list[HandState]:
    """Card play after three tricks of a contract game, medium in every seat."""
    def after_three_tricks(st: HandState) -> bool:
        return st.phase == "play" and len(st.tricks) == 3

    def of_a_contract(st: HandState) -> bool:
        contract = st.observation(st.to_move).contract
        return contract is not None and contract.kind != "ramsch"

    return medium_positions("schafkopf", "wirtshaus", 4, 7100,
                            lambda st: after_three_tricks(st) and of_a_contract(st), count,
                            hands=200, give_up=after_three_tricks)


def _explains_play(v: SkView, hands: list[int], rules: Heuristic) -> bool:
    """Would the rule-based player, holding the world's cards, have played every card the
    other seats played?"""
    rng = random.Random(0)
    ok = [True]

    def check(st: HandState, a: Action) -> None:
        if a.seat != v.me and a.type == "play":
            legal = st.legal_actions()
            if len(legal) > 1 and rules.choose(st.observation(a.seat), legal, rng) != a:
                ok[0] = False

    st = world_state(v, hands, check=check)
    return st is not None and ok[0]


def _share(player: HardPlayer, positions: list[HandState], worlds: int) -> float:
    rules = Heuristic(MEDIUM)
    hits = total = 0
    for i, st in enumerate(positions):
        v = SkView(st.observation(st.to_move))
        rng = random.Random(i)
        for _ in range(worlds):
            hands = player.sample_world(v, rng)
            assert hands is not None
            total += 1
            hits += _explains_play(v, hands, rules)
    return hits / total


def test_worlds_explain_the_others_card_play():
    positions = _positions(8)
    assert len(positions) == 8
    hard = HardPlayer(Heuristic(MEDIUM), deterministic=True)
    blind = HardPlayer(Heuristic(MEDIUM), deterministic=True, model_play=0.0)
    got = _share(hard, positions, 12)
    without = _share(blind, positions, 12)
    print(f"worlds explaining the play: {got:.2f} (without the evidence: {without:.2f})")
    # measured: 0.25-0.35 of the worlds against 0.06 without (8 positions, 12 worlds each)
    assert got >= 0.15
    assert got >= without + 0.1


# ---------------------------------------------------------------- the same worlds, less CPU
# The hard bot judges each other seat's action once per hand it could have held and keeps the
# verdict for the hand (stich.bots.schafkopf.evidence). The worlds must stay exactly those of
# a replay that judges every action anew: checked here against such a replay, and against the
# worlds and actions of the code before the verdicts were kept (main at b044559).

def _replayed_factor(v: SkView, hands: list[int], floor: float, model_play: float) -> float:
    """consistency() as it was: replay the whole hand on the world, judging every action of
    the other seats with the rule-based player, in order, stopping at ``floor``."""
    rules = Heuristic(MEDIUM)
    rng = random.Random(0)
    factor = [1.0]

    class Stop(Exception):
        pass

    def check(st: HandState, a: Action) -> None:
        if a.seat == v.me:
            return
        if st.phase in ("knock", "intent", "auction", "declare", "double"):
            miss = BID_MISS
        elif model_play > 0 and a.type == "play":
            miss = model_play
        else:
            return
        legal = st.legal_actions()
        if len(legal) > 1 and rules.choose(st.observation(a.seat), legal, rng) != a:
            factor[0] *= miss
            if factor[0] <= floor:
                raise Stop

    if not any(a.seat != v.me and (model_play > 0 or a.type != "play")
               for a in v.obs.history):
        return 1.0
    try:
        st = world_state(v, hands, check=check)
    except Stop:
        return 0.0
    return 0.0 if st is None else factor[0]


def test_kept_verdicts_judge_worlds_as_a_full_replay_does():
    positions = _positions(6)
    for model_play in (0.25, 0.3):
        player = HardPlayer(Heuristic(MEDIUM), deterministic=True, model_play=model_play)
        for i, st in enumerate(positions):
            v = SkView(st.observation(st.to_move))
            rng = random.Random(100 + i)
            worlds = [player.sample_world(v, rng) for _ in range(3)]
            for w in worlds:
                assert w is not None
                # the world, and worlds one or two swaps of hidden cards away from it (the
                # Metropolis steps' proposals), each with a few floors
                others = [s for s in range(4) if s != v.me and w[s] & v.tv.unknown]
                for _ in range(6):
                    new = list(w)
                    for _ in range(rng.randrange(3)):
                        a, b = rng.sample(others, 2)
                        x = rng.choice([c for c in range(36) if (new[a] & v.tv.unknown) >> c & 1])
                        y = rng.choice([c for c in range(36) if (new[b] & v.tv.unknown) >> c & 1])
                        new[a] = new[a] & ~(1 << x) | (1 << y)
                        new[b] = new[b] & ~(1 << y) | (1 << x)
                    for floor in (0.0, 0.01, 0.3):
                        want = _replayed_factor(v, new, floor, model_play)
                        assert player.consistency(v, new, floor) == want


def _digest_of_worlds() -> str:
    positions = _positions(6)
    player = HardPlayer(Heuristic(MEDIUM), deterministic=True)
    h = hashlib.sha256()
    for i, st in enumerate(positions):
        v = SkView(st.observation(st.to_move))
        rng = random.Random(i)
        for _ in range(5):
            h.update(repr(player.sample_world(v, rng)).encode())
    return h.hexdigest()[:16]


def _digest_of_actions() -> str:
    g = get_game("schafkopf")
    rules = g.rules("wirtshaus")
    h = hashlib.sha256()
    for hand in range(2):
        bots = [SchafkopfBot("hard", samples=3, bid_samples=2, rollouts=6, deterministic=True)
                for _ in range(4)]
        rng = random.Random(hand)
        st = g.new_hand(rules, players=4, dealer=hand % 4, seed=5300 + hand)
        while not st.is_terminal:
            seat = st.to_move
            assert seat is not None
            a = bots[seat].choose(st.observation(seat), st.legal_actions(), rng, 1.0)
            h.update(repr(a).encode())
            st = st.apply(a)
    return h.hexdigest()[:16]


# b044559 (before the verdicts were kept) had "d5f6d88eb277ed0c" / "2e35d88e1ed1a81c", and so
# had main up to 3b01925; issue 8's session 6 changed the worlds on purpose (the fallback world
# is the deal that best explains the bids, a solo hand that would not announce weighs 0.002,
# deals the bids alone reject do not count against the tries; the rules' bid stands unless the
# playouts lead it by a standard error); session 7 merged a longer bidding ("2a819b0bed0da06b"
# with ``bid_worlds=6``) and took it back (no measurable gain); its ``solo_edge`` does not move
# these positions' actions, nor do session 8's edges of the other roles; session 10's weight
# of a class bid in the auction on the bidder's hand changed the bidding worlds on purpose
# (was "d042567b2b7a4c0b"; the Kontra's ``double_stick``, tried and left off, kept it);
# session 16 let the playouts decide the bid (``bid_stick`` 0; with 1.0: "8e43289b7227b89c")
WORLDS = "1e75618046b28fa2"
ACTIONS = "86654f1921853678"


def test_the_same_worlds_and_actions_as_before_the_verdicts_were_kept():
    # a pin: speed-ups must keep these (bench/schafkopf_worlds.py compares any two revisions
    # the same way, and times them)
    assert _digest_of_worlds() == WORLDS
    assert _digest_of_actions() == ACTIONS


def _kontra_positions(count: int) -> list[HandState]:
    """A defender's Kontra decision against a solo or Wenz, medium in every seat."""
    def against_a_solo(st: HandState) -> bool:
        obs = st.observation(st.to_move)
        return st.phase == "double" and obs.contract is not None \
            and obs.contract.kind in ("solo", "wenz") and obs.seat != obs.declarer

    return medium_positions("schafkopf", "wirtshaus", 4, 8200, against_a_solo, count,
                            give_up=lambda st: st.phase == "play")


def test_kontra_worlds_give_the_soloist_a_hand_that_announces_the_solo():
    # Kontra is decided on playouts of sampled worlds; a world where the solo player holds a
    # hand nobody would announce the solo with is a world the defenders win, and the hard bot
    # doubled solos that won schwarz (issue 8). Every world should give the soloist a hand the
    # bidding model gives a real chance (the rule-based player announces at about 0.5 and up).
    positions = _kontra_positions(6)
    assert len(positions) == 6
    player = HardPlayer(Heuristic(MEDIUM), deterministic=True)
    weak = 0
    for i, st in enumerate(positions):
        v = SkView(st.observation(st.to_move))
        assert v.contract is not None and v.declarer is not None
        base = Contract(v.contract.kind, v.contract.suit)
        lead = v.declarer == (v.obs.dealer + 1) % v.n
        rng = random.Random(i)
        for _ in range(20):
            hands = player.sample_world(v, rng)
            assert hands is not None
            weak += ev.win_probability(base, hands[v.declarer], lead, v.short) < 0.15
    assert weak <= 2


def test_the_playouts_decide_the_bid_and_with_bid_stick_the_rules_bid_stands():
    # over a few worlds the best of the bidding options is partly luck: the hard bot kept
    # announcing on a lead of a tenth of a point (issue 8). Hand 9100, dealer 0, medium in
    # every seat: seat 0's "Ich spiel" or pass, where the rules pass.
    g = get_game("schafkopf")
    rules = g.rules("wirtshaus")
    mover = make_bot("schafkopf", "medium")
    rng = random.Random(0)
    st = g.new_hand(rules, players=4, dealer=0, seed=9100)
    while not (st.phase == "intent" and st.to_move == 0):
        st = st.apply(mover.choose(st.observation(st.to_move), st.legal_actions(), rng, 1.0))
    obs = st.observation(0)
    legal = st.legal_actions()
    ruled = Heuristic(MEDIUM).choose(obs, legal, random.Random(0))
    assert ruled.type == "pass"
    # (without the Sauspiel's edge of session 8, which makes the playouts' lead here clear)
    # by default the playouts decide (issue 8 session 16: the stick cost more than it saved)
    argmax = HardPlayer(Heuristic(MEDIUM), deterministic=True, bid_samples=8,
                        bid_worlds=3, sauspiel_edge=0.0)
    assert argmax.choose(obs, legal, random.Random(1), 1.0).type == "intent"
    sticky = HardPlayer(Heuristic(MEDIUM), deterministic=True, bid_samples=8, bid_worlds=3,
                        sauspiel_edge=0.0, bid_stick=1.0)
    assert sticky.choose(obs, legal, random.Random(1), 1.0) == ruled


def _intent(seed: int, seat: int) -> tuple[Observation, list[Action]]:
    """Seat ``seat``'s "Ich spiel" or pass in hand ``seed`` (dealer 0, medium before it)."""
    g = get_game("schafkopf")
    rules = g.rules("wirtshaus")
    mover = make_bot("schafkopf", "medium")
    rng = random.Random(0)
    st = g.new_hand(rules, players=4, dealer=0, seed=seed)
    while not (st.phase == "intent" and st.to_move == seat):
        st = st.apply(mover.choose(st.observation(st.to_move), st.legal_actions(), rng, 1.0))
    return st.observation(seat), st.legal_actions()


def test_the_bidding_can_weigh_more_worlds():
    # ``bid_worlds``: the bidding plays out up to that many times ``bid_samples`` worlds (3 by
    # default; issue 8 session 7 tried 6: no measurable gain for +0.5 s a bid decision)
    obs, legal = _intent(9100, 0)
    for worlds in (3, 6):
        hard = HardPlayer(Heuristic(MEDIUM), deterministic=True, bid_samples=8,
                          bid_worlds=worlds)
        hard.choose(obs, legal, random.Random(1), 1.0)
        assert {n for _, _, _, n in hard.last_values} == {8 * worlds}


def _bids(obs, legal, **options) -> str:
    """What a deterministic hard bot (8 bidding worlds) announces, with ``options``."""
    hard = HardPlayer(Heuristic(MEDIUM), deterministic=True, bid_samples=8, **options)
    return hard.choose(obs, legal, random.Random(1), 1.0).type


def test_a_close_solo_is_announced_for_the_own_card_play():
    # the bidding's playouts play the declarer's cards with the rules; the hard bot's own play
    # wins more of a close solo than that (issue 8 session 7), so ``solo_edge`` is added to a
    # solo's or Wenz's playouts. Hand 9029, seat 3: the rules pass, the playouts put the solo
    # a little below passing (over 6 times ``bid_samples`` worlds, as the position was found)
    obs, legal = _intent(9029, 3)
    assert Heuristic(MEDIUM).choose(obs, legal, random.Random(0)).type == "pass"
    assert _bids(obs, legal, bid_worlds=6, solo_edge=0.0) == "pass"
    assert _bids(obs, legal, bid_worlds=6, solo_edge=40.0) == "intent"


def test_a_close_sauspiel_is_announced_for_the_own_card_play():
    # the hard bot also plays its own Sauspiel better than the rules (issue 8: +5.95 per close
    # Sauspiel for the declarer, bench/schafkopf_solo_play.py --kind sauspiel), so a Sauspiel
    # this seat ends up declaring in a playout gets ``sauspiel_edge``. Hand 9019, seat 1: the
    # rules pass and the playouts put the Sauspiel level with passing
    obs, legal = _intent(9019, 1)
    assert Heuristic(MEDIUM).choose(obs, legal, random.Random(0)).type == "pass"
    # (without the defender's edge: with it, passing gains too, see the next test)
    assert _bids(obs, legal, sauspiel_edge=0.0, defence_edge=0.0) == "pass"
    assert _bids(obs, legal, sauspiel_edge=6.0, defence_edge=0.0) == "intent"


def test_passing_counts_the_own_defence_of_the_others_sauspiel():
    # the hard bot also defends a Sauspiel better than the rules (issue 8 session 9,
    # bench/schafkopf_role_play.py --role saus-def: +6.2 [+2.0, +10.3] per hand), so a playout
    # where this seat passes and then defends another seat's Sauspiel gets ``defence_edge``
    # (4 by default). Hand 9024, seat 1: passing is worth more with it, the Sauspiele the same
    obs, legal = _intent(9024, 1)
    assert HardPlayer(Heuristic(MEDIUM)).defence_edge == 4.0
    values = {}
    for edge in (0.0, 4.0):
        hard = HardPlayer(Heuristic(MEDIUM), deterministic=True, bid_samples=8,
                          defence_edge=edge)
        hard.choose(obs, legal, random.Random(1), 1.0)
        assert hard.last_values[0][0].type == "pass"
        values[edge] = [value for _a, value, _w, _n in hard.last_values]
    assert values[4.0][0] > values[0.0][0] + 1.0
    assert values[4.0][1:] == values[0.0][1:]
    # and with the rules' bid kept unless the playouts clearly beat it, the bid turns: without
    # the edge the playouts' "Ich spiel" is clear, with it the rules' pass stands
    assert _bids(obs, legal, defence_edge=0.0, bid_stick=1.0) == "intent"
    assert _bids(obs, legal, bid_stick=1.0) == "pass"


def test_kontra_counts_the_own_defence():
    # the playouts of Kontra or not play the defenders' cards with the rules; the hard bot
    # defends a solo better than that (issue 8 session 8, bench/schafkopf_role_play.py), and a
    # Kontra doubles what its play makes too: ``solo_defence_edge`` is added to each playout
    # where this seat defends a solo, times the doubling factor. A defender's Kontra decision
    # against a suit solo where the playouts alone say pass
    st = _kontra_positions(12)[10]
    obs = st.observation(st.to_move)
    legal = st.legal_actions()
    plain = HardPlayer(Heuristic(MEDIUM), deterministic=True, bid_samples=8,
                       solo_defence_edge=0.0)
    assert plain.choose(obs, legal, random.Random(1), 1.0).type == "pass"
    edged = HardPlayer(Heuristic(MEDIUM), deterministic=True, bid_samples=8,
                       solo_defence_edge=40.0)
    assert edged.choose(obs, legal, random.Random(1), 1.0).type == "double"


def test_the_rules_kontra_stands_unless_the_playouts_clearly_beat_it():
    # the playouts of Kontra or not often lie within a point of each other over a hundred
    # worlds, and the hard bot's Kontra came and went with the worlds the clock allowed (the
    # same 60 hands doubled 3, 9 and 9 times in three runs; issue 8). ``double_stick`` (off by
    # default, an experiment of session 10): the rules' choice stands unless the playouts beat
    # it by the margin and that many standard errors, as in the bidding. A defender against a
    # Sauspiel whose playouts put the Kontra a tenth of a point over the margin, where the
    # rules pass
    def kontra(st: HandState) -> bool:
        return st.phase == "double" and any(a.type == "double" for a in st.legal_actions()) \
            and st.observation(st.to_move).contract is not None

    st = medium_positions("schafkopf", "wirtshaus", 4, 8300, kontra, 16,
                          give_up=lambda st: st.phase == "play")[15]
    obs = st.observation(st.to_move)
    legal = st.legal_actions()
    assert obs.contract is not None and obs.contract.kind == "sauspiel"
    assert not Heuristic(MEDIUM).wants_double(SkView(obs), random.Random(0))
    argmax = HardPlayer(Heuristic(MEDIUM), deterministic=True, bid_samples=8)
    assert argmax.choose(obs, legal, random.Random(1), 1.0).type == "double"
    assert HardPlayer(Heuristic(MEDIUM)).double_stick == 0.0
    hard = HardPlayer(Heuristic(MEDIUM), deterministic=True, bid_samples=8, double_stick=1.0)
    assert hard.choose(obs, legal, random.Random(1), 1.0).type == "pass"


def test_auction_worlds_give_a_solo_bidder_a_hand_that_bids_the_solo():
    # before the contract is known only the bid's replay judged a bidder's hand (a factor 0.2
    # for a hand that would not have bid), and a solo is so rare a hand that most worlds gave
    # the seat that bid one a hand that would not have: passing to defend his solo looked far
    # better than it was (issue 8 session 10: +108 for passing against a solo the bidder won;
    # 68 of these 120 worlds gave him a hand the model gives under 15%)
    def solo_bid_seen(st: HandState) -> bool:
        if st.phase not in ("auction", "declare"):
            return False
        obs = st.observation(st.to_move)
        return any(a.type == "bid" and a.seat != obs.seat and a.contract is not None
                   and a.contract.kind == "solo" for a in obs.history)

    positions = medium_positions("schafkopf", "wirtshaus", 4, 8400, solo_bid_seen, 6,
                                 hands=3000, give_up=lambda st: st.phase in ("double", "play"))
    assert len(positions) == 6
    player = HardPlayer(Heuristic(MEDIUM), deterministic=True)
    weak = 0
    for i, st in enumerate(positions):
        v = SkView(st.observation(st.to_move))
        bidder = next(a.seat for a in v.obs.history if a.type == "bid" and a.seat != v.me
                      and a.contract is not None and a.contract.kind == "solo")
        lead = bidder == (v.obs.dealer + 1) % v.n
        rng = random.Random(i)
        for _ in range(20):
            hands = player.sample_world(v, rng)
            assert hands is not None
            q = max(ev.win_probability(Contract("solo", x), hands[bidder], lead, v.short)
                    for x in range(4))
            weak += q < 0.15
    assert weak <= 6


def _wenz_after_a_kontra() -> HandState:
    """The arena's seed 14, deal 8 (dealer 3): seat 3 declares a Wenz with the Unter of hearts
    and spades, seat 2 gives Kontra holding the two others and the ace of hearts; seat 3's Re."""
    g = get_game("schafkopf")
    st = g.new_hand(g.rules("wirtshaus"), players=4, dealer=3, seed=14 * 1_000_003 + 7)
    for said in ("seat 0 pass", "seat 1 intent", "seat 2 pass", "seat 3 intent",
                 "seat 3 bid wenz", "seat 1 pass", "seat 3 declare wenz", "seat 0 pass",
                 "seat 1 pass", "seat 2 double kontra"):
        st = st.apply(next(a for a in st.legal_actions() if str(a) == said))
    return st


def test_a_kontra_against_a_wenz_comes_from_a_hand_with_unter():
    # a Kontra comes from a hand with trumps: the worlds weighed a Kontra-giver with fewer
    # than four trumps down, and a Wenz has only four trumps, so every Kontra against a Wenz
    # was weighed the same and said nothing (issue 8 session 11: the arena's -600 at seed 14
    # deal 8 was a Re on a Wenz against the two top Unter). The rules give Kontra against a
    # Wenz with two Unter and an ace, so most worlds should give seat 2 two Unter, as it holds
    st = _wenz_after_a_kontra()
    assert st.phase == "double" and st.to_move == 3
    v = SkView(st.observation(3))
    assert v.kind == "wenz" and (st.observation(2).hand & v.ranking.trump_mask).bit_count() == 2
    player = HardPlayer(Heuristic(MEDIUM), deterministic=True)
    rng = random.Random(0)
    two = 0
    for _ in range(60):
        hands = player.sample_world(v, rng)
        assert hands is not None
        two += (hands[2] & v.ranking.trump_mask).bit_count() >= 2
    assert two >= 24


def test_a_re_doubles_the_solo_and_its_edge_alike():
    # the Re playouts add ``re_solo_edge`` times the doubling factor, like the settlement, so a
    # Re is worth exactly twice passing in every world (not the edge counted twice on top: the
    # Re is given when the solo with the own play's edge is worth more than the margin)
    st = _wenz_after_a_kontra()
    obs = st.observation(3)
    for edge in (0.0, 50.0):
        hard = HardPlayer(Heuristic(MEDIUM), deterministic=True, bid_samples=8,
                          re_solo_edge=edge)
        a = hard.choose(obs, st.legal_actions(), random.Random(1), 1.0)
        values = {x.type: mean for x, mean, _, _ in hard.last_values}
        assert values["double"] == pytest.approx(2 * values["pass"])
        assert (a.type == "double") == (values["pass"] > 0.05 * 50)


def test_the_re_on_the_own_solo_counts_its_own_edge_not_the_biddings():
    # the bidding adds ``solo_edge`` to the own solo; the Re after a defender's Kontra adds
    # ``re_solo_edge`` (its own option since issue 8 session 12, as the edge against a hand
    # that doubled was never measured): the Re's values move with the one and not the other
    st = _wenz_after_a_kontra()
    obs = st.observation(3)

    def values(**options: float) -> dict[str, float]:
        hard = HardPlayer(Heuristic(MEDIUM), deterministic=True, bid_samples=8, **options)
        hard.choose(obs, st.legal_actions(), random.Random(1), 1.0)
        return {x.type: mean for x, mean, _, _ in hard.last_values}

    base = values(solo_edge=80.0, re_solo_edge=50.0)
    assert values(solo_edge=0.0, re_solo_edge=50.0) == base
    without = values(solo_edge=80.0, re_solo_edge=0.0)
    # after the Kontra the stake is doubled, and doubled again by the Re
    assert base["pass"] - without["pass"] == pytest.approx(2 * 50)
    assert base["double"] - without["double"] == pytest.approx(4 * 50)


def _re_positions(count: int) -> list[HandState]:
    """The declarer's Re decision on a solo or Wenz after a defender's Kontra, medium in every
    seat (the Kontra comes from a hand the rules double with)."""
    def re_after_kontra(st: HandState) -> bool:
        obs = st.observation(st.to_move)
        return st.phase == "double" and obs.contract is not None \
            and obs.contract.kind in ("solo", "wenz") and obs.seat == obs.declarer \
            and any(a.type == "double" for a in obs.history)

    return medium_positions("schafkopf", "wirtshaus", 4, 8500, re_after_kontra, count,
                            hands=3000, give_up=lambda st: st.phase == "play")


@pytest.mark.parametrize("kontra_miss, least, most", [(None, 0.7, 1.0), (1.0, 0.0, 0.4)])
def test_a_kontra_comes_from_a_hand_that_doubles(kontra_miss, least, most):
    # the Re on the own solo or Wenz is decided on worlds after the Kontra; they weighed the
    # doubling seat down only with fewer than four trumps (two in a Wenz), and in about half
    # of them it held a hand the rules would not have doubled with: the solo looked better
    # than it was, and was doubled again (issue 8 session 13, bench/schafkopf_re.py). A world
    # whose doubling seat would not have doubled weighs ``kontra_miss``: with the default most
    # worlds give the seat a hand that doubles (0.82 of 400 worlds at 8 positions), without it
    # (1: off) a quarter (0.23)
    positions = _re_positions(4)
    assert len(positions) == 4
    options = {} if kontra_miss is None else {"kontra_miss": kontra_miss}
    player = HardPlayer(Heuristic(MEDIUM), deterministic=True, **options)
    doubles = 0
    total = 0
    for i, st in enumerate(positions):
        v = SkView(st.observation(st.to_move))
        assert v.contract is not None
        s = next(a.seat for a in v.obs.history if a.type == "double")
        leads = s == (v.obs.dealer + 1) % v.n
        rng = random.Random(i)
        for _ in range(30):
            hands = player.sample_world(v, rng)
            assert hands is not None
            total += 1
            doubles += player.rules.would_double(hands[s], v.contract, v.ranking, False, leads,
                                                 v.short)
    assert least <= doubles / total <= most


# ---------------------------------------------------------------- fallback worlds
# When no deal passes the evidence within its tries, sample_world returns the deal that best
# explains the bids without the others' actions replayed on it (in card play, after its
# Metropolis steps): it can contradict the rules (a Kontra from the called ace's holder, a
# Sauspiel bid from a hand without a suit to call, a call the declarer could not make). The
# playouts drop such a world, as its engine state is None; the double-dummy searches solved
# it as if it could be (in two of 40 hands of two hard seats, 4 of a decision's 12 worlds).

def _ruled_out(v: SkView, hands: list[int]) -> list[int]:
    """``hands`` with one hidden card of one other seat swapped for one of another, so that
    the history cannot have happened (hand sizes and the cards seen stay as they are)."""
    others = [s for s in range(v.n) if s != v.me and hands[s] & v.tv.unknown]
    for i, a in enumerate(others):
        for b in others[i + 1:]:
            for x in cards_of(hands[a] & v.tv.unknown):
                for y in cards_of(hands[b] & v.tv.unknown):
                    new = list(hands)
                    new[a] = new[a] & ~(1 << x) | (1 << y)
                    new[b] = new[b] & ~(1 << y) | (1 << x)
                    if world_state(v, new) is None:
                        return new
    raise AssertionError("every swap keeps the history possible")


def _solved_worlds(monkeypatch: pytest.MonkeyPatch, module: object) -> list[list[int]]:
    """The worlds the double-dummy search of ``module`` solves from now on."""
    solved: list[list[int]] = []
    real = module.world_values

    def recording(v: SkView, hands: list[int], *args: object) -> object:
        solved.append(list(hands))
        return real(v, hands, *args)

    monkeypatch.setattr(module, "world_values", recording)
    return solved


def _offering(player: HardPlayer, worlds: list[list[int]]) -> None:
    """``player`` samples ``worlds[0]``, then ``worlds[1]`` again and again."""
    offer = iter(worlds[:1])

    def sample_world(v: SkView, rng: random.Random, tries: int = 30,
                     deadline: float = float("inf")) -> list[int]:
        return list(next(offer, worlds[1]))

    player.sample_world = sample_world


def test_the_double_dummy_card_play_drops_a_world_the_history_rules_out(monkeypatch):
    player = HardPlayer(Heuristic(MEDIUM), deterministic=True, samples=3)

    def last_tricks(st: HandState) -> bool:
        if st.phase != "play" or len(st.tricks) != 4 or st.contract is None:
            return False
        v = SkView(st.observation(st.to_move))
        cards = [a.card for a in st.legal_actions() if a.type == "play"]
        return v.kind in ("solo", "wenz") and len(player.root_candidates(v, cards)) > 1

    st = medium_positions("schafkopf", "wirtshaus", 4, 7300, last_tricks, 1)[0]
    v = SkView(st.observation(st.to_move))
    true = list(st.hands)
    impossible = _ruled_out(v, true)
    _offering(player, [impossible, true])
    solved = _solved_worlds(monkeypatch, play)
    cards = [a.card for a in st.legal_actions() if a.type == "play"]
    assert player.play(v, cards, random.Random(0), float("inf"), float("inf")) in cards
    assert solved == [true] * 3


def test_a_kontra_during_the_play_drops_a_world_the_history_rules_out(monkeypatch):
    g = get_game("schafkopf")
    rules = g.rules("wirtshaus", {"kontra_window": "ALL_CARDS_IN_HAND"})
    mover = make_bot("schafkopf", "medium")
    st = None
    for hand in range(50):
        rng = random.Random(hand)
        st = g.new_hand(rules, players=4, dealer=hand % 4, seed=7400 + hand)
        while not st.is_terminal:
            v = SkView(st.observation(st.to_move))
            if st.phase == "play" and v.kind == "sauspiel" \
                    and any(a.type == "double" for a in st.legal_actions()) \
                    and (v.hand & v.ranking.trump_mask).bit_count() >= 4:
                break
            st = st.apply(mover.choose(st.observation(st.to_move), st.legal_actions(), rng, 1.0))
        if not st.is_terminal:
            break
    assert st is not None and not st.is_terminal
    v = SkView(st.observation(st.to_move))
    true = list(st.hands)
    impossible = _ruled_out(v, true)
    player = HardPlayer(Heuristic(MEDIUM), deterministic=True, samples=3)
    _offering(player, [impossible, true])
    solved = _solved_worlds(monkeypatch, doubling)
    player.wants_double(v, random.Random(0), float("inf"), float("inf"))
    # (a full deal can run out of the search's node budget: the search stops there)
    assert solved and all(w == true for w in solved)


# ---------------------------------------------------------------- bid_eval="dd"
def _after_knocks(knocks: tuple[int, ...]) -> SkView:
    """Seat 0's "Ich spiel" or pass in hand 9100 with Klopfen, ``knocks`` having knocked."""
    g = get_game("schafkopf")
    st = g.new_hand(g.rules("wirtshaus", {"klopfen": True}), players=4, dealer=3, seed=9100)
    while st.phase == "knock":
        st = st.apply(Action(st.to_move, "double", kind="knock") if st.to_move in knocks
                      else Action(st.to_move, "pass"))
    assert st.phase == "intent" and st.to_move == 0
    return SkView(st.observation(0))


def test_the_double_dummy_bidding_values_a_knocked_hand_at_its_doubled_stake():
    # contract_values keeps the last hands' answers; its key left out the doubling factor, so
    # after a knock the same cards were valued at the stake of the same hand without one
    plain, knocked = _after_knocks(()), _after_knocks((2,))
    assert (plain.hand, plain.obs.dealer) == (knocked.hand, knocked.obs.dealer)
    assert (plain.obs.public["multiplier"], knocked.obs.public["multiplier"]) == (1, 2)
    hard = HardPlayer(Heuristic(MEDIUM), deterministic=True, bid_samples=2, bid_eval="dd")
    solo = [Contract("solo", 2)]
    inf = float("inf")
    first = hard.contract_values(plain, solo, random.Random(1), inf, inf)
    again = hard.contract_values(knocked, solo, random.Random(1), inf, inf)
    (total, n), = first.values()
    assert n == 2 and total != 0
    assert again == {solo[0]: (2 * total, 2)}
