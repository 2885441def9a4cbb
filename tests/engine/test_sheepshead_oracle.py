"""An independent recomputation of every payment (SPEC §2.9, §2.10, §2.11, §0.7 items 8-9)
from a finished hand's actions and tricks, over random hands with random house rules. It shares
no code with the engine's settlement."""

import random
from collections import Counter

from stich.engine.cards import POINTS

from .conformance import random_rules
from .sheepshead_helpers import GAME


def _pts(cards):
    return sum(POINTS[c] for c in cards)


def expected_settlement(final):
    rules, r = final.rules, final.result()
    n = final.players
    hist = final.history()
    pending = final.context.get("doublers", 0)
    outcome = r.details["outcome"]
    if outcome == "doubler":
        return [0] * n, None
    if outcome == "schwanzer":
        return list(r.settlement), None  # covered by the hand-made Schwanzer tests
    if outcome == "leaster":
        pts = [0] * n
        tricks = [0] * n
        for t in r.tricks:
            pts[t.winner] += _pts(t.cards)
            tricks[t.winner] += 1
        blind = _pts(final.deal.extra)
        if rules.leaster_blind == "LAST_TRICK":
            pts[r.tricks[-1].winner] += blind
        elif rules.leaster_blind == "FIRST_TRICK":
            pts[r.tricks[0].winner] += blind
        elig = [s for s in range(n) if tricks[s] or not rules.leaster_requires_trick]
        low = min(pts[s] for s in elig)
        winners = [s for s in elig if pts[s] == low]
        out = [0] * n
        if len(winners) > 1 and rules.leaster_tie == "WASH":
            return out, "leaster_wash"
        for w in winners:
            each = 1
            if rules.wergin_3hand:
                each = 4 if tricks[w] == 0 else 2
            for s in range(n):
                if s not in winners:
                    out[s] -= each
                    out[w] += each
        return out, "leaster"

    picker = next(a.seat for a in hist if a.type == "pick")
    buried = next(a.cards for a in hist if a.type == "discard")
    dealt = {c: s for s, h in enumerate(final.deal.hands) for c in h}
    partner = None
    has_partner_form = rules.players == 5 or rules.four_handed == "PARTNER"
    alone = True
    if has_partner_form:
        call = next((a for a in hist if a.type in ("call", "declare")), None)
        if call is not None and call.type == "declare" and call.contract.has("alone"):
            partner = None
        elif call is not None and call.type == "call":
            partner = dealt[call.card]
        else:
            jd = 3 * 9 + 4
            holder = dealt.get(jd)
            partner = holder if holder is not None and holder != picker else None
        alone = partner is None
    side = {picker} | ({partner} if partner is not None else set())
    side_tricks = sum(1 for t in r.tricks if t.winner in side)
    s_pts = sum(_pts(t.cards) for t in r.tricks if t.winner in side)
    if side_tricks:
        s_pts += _pts(buried)
    if side_tricks == len(r.tricks):
        won, m, level = True, 3, "win_no_tricker"
    elif s_pts >= (90 if rules.schneider_symmetric else 91):
        won, m, level = True, 2, "win_schneider"
    elif s_pts > 60:
        won, m, level = True, 1, "win"
    elif side_tricks == 0:
        won, m, level = False, 3, "loss_no_tricker"
    elif s_pts < 31:
        won, m, level = False, 2, "loss_schneidered"
    else:
        won, m, level = False, 1, "loss"
    k = 0
    picked = False
    for a in hist:
        if a.type == "pick":
            picked = True
        if a.type == "double":
            k += 2 if (a.kind == "blitz" and picked) else 1
    dbl = 1
    if pending:
        dbl = 2 ** pending if rules.doubler_stacking == "COMPOUND" else 2
    unit = 2 if rules.wergin_3hand else 1
    factor = m * unit * 2 ** k * dbl
    if not won and rules.double_on_the_bump:
        factor *= 2
    if alone and has_partner_form:
        factor *= rules.solo_multiplier
    sign = 1 if won else -1
    out = [0] * n
    defenders = [s for s in range(n) if s not in side]
    for d in defenders:
        out[d] = -sign * factor
    if partner is None:
        out[picker] = sign * factor * len(defenders)
    elif side_tricks == 0 and rules.partner_exempt_on_no_trick:
        out[picker] = -factor * len(defenders)
    else:
        out[partner] = sign * factor
        out[picker] = sign * factor * (len(defenders) - 1)
    return out, level


def test_settlements_match_an_independent_reading_of_the_spec():
    rng = random.Random(99)
    seen = Counter()
    for i in range(160):
        rules = random_rules(GAME, rng)
        context = {"doublers": rng.choice((0, 0, 1, 3))}
        for j in range(6):
            st = GAME.new_hand(rules, seed=i * 100 + j, dealer=j % rules.players,
                               context=context)
            while not st.is_terminal:
                st = st.apply(rng.choice(st.legal_actions()))
            want, level = expected_settlement(st)
            assert list(st.result().settlement) == want, (rules, st.history())
            seen[level] += 1
    for level in ("win", "win_schneider", "loss", "loss_schneidered", "loss_no_tricker",
                  "leaster"):
        assert seen[level], seen
