"""Every house rule's one-line explanation, for lupdate (generated: do not edit).

The engine declares them in English with ``option(help=...)`` and knows no Qt. This
module repeats each one in a literal ``QCoreApplication.translate("rules", text,
"game.key")`` call, which lupdate extracts (the rule's key is the disambiguation) and
``labels.rule_help`` looks up the same way. Rewrite it with
``python scripts/i18n.py sources`` (``update`` does it too); a test fails when it
differs from the engine.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication


def help_texts() -> dict[tuple[str, str], str]:
    """(game, rule key) -> the rule's explanation in the current language."""
    return {
        ("klorsjavs", "variant"): QCoreApplication.translate(
            "rules",
            "3 players with 20 cards (A K Q J 5), 4 players with 18 cards (no red queens), or "
            "the Danish contract game with Tens (Spil, Stryger, Tout, Strøget tout).",
            "klorsjavs.variant"),
        ("klorsjavs", "start_oere"): QCoreApplication.translate(
            "rules",
            "Øre each player starts a game with; at 0 or less he loses.",
            "klorsjavs.start_oere"),
        ("klorsjavs", "all_pass"): QCoreApplication.translate(
            "rules",
            "When all pass, the next dealer or the same dealer deals again.",
            "klorsjavs.all_pass"),
        ("klorsjavs", "cat_exchange"): QCoreApplication.translate(
            "rules",
            "Stroking the cat: discard 2 blind and then take the cat, or take the cat first "
            "and then discard any 2 cards.",
            "klorsjavs.cat_exchange"),
        ("klorsjavs", "allow_concession"): QCoreApplication.translate(
            "rules",
            "The declarer may give up before the first card is led (loses 8 øre).",
            "klorsjavs.allow_concession"),
        ("klorsjavs", "untouched_penalty"): QCoreApplication.translate(
            "rules",
            "A player still untouched at the starting øre when the game ends also pays a "
            "forfeit.",
            "klorsjavs.untouched_penalty"),
        ("klorsjavs", "no_trick_row"): QCoreApplication.translate(
            "rules",
            "A declarer who takes no trick loses 16 øre whatever the cat or his discards "
            "hold; or, counting those, 8 when they give him points (16 only at 0 points).",
            "klorsjavs.no_trick_row"),
        ("klorsjavs", "contract_loss"): QCoreApplication.translate(
            "rules",
            "Contract game, a lost game: Spil and Stryger cost double below 31 points and "
            "triple without a trick, Tout the base rate; or every lost game the base rate; or "
            "every lost game scaled, Tout too.",
            "klorsjavs.contract_loss"),
        ("klorsjavs", "farvesjavs"): QCoreApplication.translate(
            "rules",
            "Contract game only: the declarer names the trump suit (farvesjavs) instead of "
            "clubs.",
            "klorsjavs.farvesjavs"),
        ("schafkopf", "deck"): QCoreApplication.translate(
            "rules",
            "Long pack of 32 cards, or the short pack of 24 (9 to Ace, 6 each).",
            "schafkopf.deck"),
        ("schafkopf", "all_pass"): QCoreApplication.translate(
            "rules",
            "When everyone passes: throw in, play Ramsch, pay into the Stock, or the holder "
            "of the Eichel-Ober must play after a second all-pass.",
            "schafkopf.all_pass"),
        ("schafkopf", "tariff"): QCoreApplication.translate(
            "rules",
            "Base (Sauspiel, Bettel), solo, and the extra for schneider, schwarz and each "
            "Laufender.",
            "schafkopf.tariff"),
        ("schafkopf", "ramsch_tariff"): QCoreApplication.translate(
            "rules",
            "What the Ramsch loser pays each other player.",
            "schafkopf.ramsch_tariff"),
        ("schafkopf", "stock_cap"): QCoreApplication.translate(
            "rules",
            "Largest the Stock pot may grow (0 = no limit).",
            "schafkopf.stock_cap"),
        ("schafkopf", "muss_win_points"): QCoreApplication.translate(
            "rules",
            "Card points a forced game (Der Alte muss) needs to win.",
            "schafkopf.muss_win_points"),
        ("schafkopf", "lauf_min_sauspiel_solo"): QCoreApplication.translate(
            "rules",
            "Fewest Laufende that count in a Sauspiel, suit solo, Farbwenz or Farbgeier.",
            "schafkopf.lauf_min_sauspiel_solo"),
        ("schafkopf", "lauf_min_wenz"): QCoreApplication.translate(
            "rules",
            "Fewest Laufende that count in a Wenz or Geier.",
            "schafkopf.lauf_min_wenz"),
        ("schafkopf", "laufende_to_caller_only"): QCoreApplication.translate(
            "rules",
            "In a lost Sauspiel 'ohne', the Laufende are charged to the caller alone.",
            "schafkopf.laufende_to_caller_only"),
        ("schafkopf", "caller_keeps_called_suit"): QCoreApplication.translate(
            "rules",
            "Sauspiel: until the called suit has been led, the caller may not discard his "
            "last card of it.",
            "schafkopf.caller_keeps_called_suit"),
        ("schafkopf", "klopfen"): QCoreApplication.translate(
            "rules",
            "After the first cards, each player may knock once (x2 each).",
            "schafkopf.klopfen"),
        ("schafkopf", "kontra_window"): QCoreApplication.translate(
            "rules",
            "Until when Kontra and Re may be given: before the first card, before the second "
            "card, or while the doubler still holds all his cards.",
            "schafkopf.kontra_window"),
        ("schafkopf", "max_stoss"): QCoreApplication.translate(
            "rules",
            "How many doublings in a row: 2 = Kontra and Re, 4 adds Sup and Hirsch, 0 = none.",
            "schafkopf.max_stoss"),
        ("schafkopf", "contracts_enabled"): QCoreApplication.translate(
            "rules",
            "Which games may be announced.",
            "schafkopf.contracts_enabled"),
        ("schafkopf", "priority_table"): QCoreApplication.translate(
            "rules",
            "Which game outranks which in the auction, lowest first; Tout forms come above "
            "all of them in the same order, and Sie highest.",
            "schafkopf.priority_table"),
        ("schafkopf", "herz_solo_priority"): QCoreApplication.translate(
            "rules",
            "Whether a Herz-Solo outranks the other suit solos.",
            "schafkopf.herz_solo_priority"),
        ("schafkopf", "tout_allowed_without_runners"): QCoreApplication.translate(
            "rules",
            "Whether a Tout needs at least three Laufende in the player's hand.",
            "schafkopf.tout_allowed_without_runners"),
        ("schafkopf", "bettel_stichzwang"): QCoreApplication.translate(
            "rules",
            "In a Bettel, a player who follows suit must beat the trick if he can.",
            "schafkopf.bettel_stichzwang"),
        ("schafkopf", "ramsch_tie"): QCoreApplication.translate(
            "rules",
            "Who loses a Ramsch when two players tie for the most points.",
            "schafkopf.ramsch_tie"),
        ("schafkopf", "ramsch_jungfrau"): QCoreApplication.translate(
            "rules",
            "How a player who takes no trick (Jungfrau) doubles the payment.",
            "schafkopf.ramsch_jungfrau"),
        ("schafkopf", "ramsch_durchmarsch"): QCoreApplication.translate(
            "rules",
            "When one player wins the Ramsch outright: all tricks, at least 91 points, never.",
            "schafkopf.ramsch_durchmarsch"),
        ("sheepshead", "players"): QCoreApplication.translate(
            "rules",
            "Players at the table: 5 (6 cards each), 3 (10 each) or 4 (7 each).",
            "sheepshead.players"),
        ("sheepshead", "four_handed"): QCoreApplication.translate(
            "rules",
            "4 players: cutthroat (picker alone, 4-card blind) or the partner form (7C and 7S "
            "removed, 2-card blind, picker and partner against two).",
            "sheepshead.four_handed"),
        ("sheepshead", "partner_mode"): QCoreApplication.translate(
            "rules",
            "Who plays with the picker: the holder of the Jack of Diamonds, or the holder of "
            "the fail ace the picker calls.",
            "sheepshead.partner_mode"),
        ("sheepshead", "call_up"): QCoreApplication.translate(
            "rules",
            "A picker holding the Jack of Diamonds may call the next higher jack he lacks.",
            "sheepshead.call_up"),
        ("sheepshead", "allow_go_alone"): QCoreApplication.translate(
            "rules",
            "The picker may choose to play alone.",
            "sheepshead.allow_go_alone"),
        ("sheepshead", "ten_call"): QCoreApplication.translate(
            "rules",
            "A picker holding all three fail aces may call a fail ten instead.",
            "sheepshead.ten_call"),
        ("sheepshead", "unknown_call"): QCoreApplication.translate(
            "rules",
            "With no legal call, the picker may call an ace of a suit he lacks and set one "
            "card aside face down as the 'under' card.",
            "sheepshead.unknown_call"),
        ("sheepshead", "partner_may_run"): QCoreApplication.translate(
            "rules",
            "Called ace: before the called suit has been led, the partner may lead a low card "
            "of it (running); the ace is then free like any card.",
            "sheepshead.partner_may_run"),
        ("sheepshead", "all_pass"): QCoreApplication.translate(
            "rules",
            "When everyone passes: play a leaster, throw in and double the next hand, the "
            "dealer must pick, or score the hands as dealt (Schwanzer).",
            "sheepshead.all_pass"),
        ("sheepshead", "leaster_blind"): QCoreApplication.translate(
            "rules",
            "In a leaster the blind goes to the winner of the last trick, of the first trick, "
            "or to nobody.",
            "sheepshead.leaster_blind"),
        ("sheepshead", "leaster_requires_trick"): QCoreApplication.translate(
            "rules",
            "A leaster is won only by a player who took at least one trick.",
            "sheepshead.leaster_requires_trick"),
        ("sheepshead", "leaster_tie"): QCoreApplication.translate(
            "rules",
            "Players tied for the fewest points in a leaster all win, or nobody is paid.",
            "sheepshead.leaster_tie"),
        ("sheepshead", "doubler_stacking"): QCoreApplication.translate(
            "rules",
            "Doublers: each thrown-in deal doubles one later hand (count), or the next hand "
            "is doubled once for every thrown-in deal (compound).",
            "sheepshead.doubler_stacking"),
        ("sheepshead", "doubler_dealer"): QCoreApplication.translate(
            "rules",
            "After a doubler the next dealer deals, or the same dealer deals again (at most "
            "three times in a row).",
            "sheepshead.doubler_dealer"),
        ("sheepshead", "cracks"): QCoreApplication.translate(
            "rules",
            "A defender may crack (double) before the first lead.",
            "sheepshead.cracks"),
        ("sheepshead", "crack_eligibility"): QCoreApplication.translate(
            "rules",
            "Who may crack: only players seated after the picker in picking order, or any "
            "defender.",
            "sheepshead.crack_eligibility"),
        ("sheepshead", "max_cracks"): QCoreApplication.translate(
            "rules",
            "One crack and one re-crack per hand, or one crack and no re-crack.",
            "sheepshead.max_cracks"),
        ("sheepshead", "blitz"): QCoreApplication.translate(
            "rules",
            "Showing both black (or both red) queens doubles the stakes: the picker before he "
            "picks, a defender when he cracks.",
            "sheepshead.blitz"),
        ("sheepshead", "double_on_the_bump"): QCoreApplication.translate(
            "rules",
            "Every loss of the picker's side is doubled.",
            "sheepshead.double_on_the_bump"),
        ("sheepshead", "solo_multiplier"): QCoreApplication.translate(
            "rules",
            "Extra multiplier when the picker plays alone in a partner game.",
            "sheepshead.solo_multiplier"),
        ("sheepshead", "partner_exempt_on_no_trick"): QCoreApplication.translate(
            "rules",
            "If the picker's side takes no trick, the picker pays everything and the partner "
            "nothing.",
            "sheepshead.partner_exempt_on_no_trick"),
        ("sheepshead", "schneider_symmetric"): QCoreApplication.translate(
            "rules",
            "Schneider at 30 or fewer for either side (the picker's side then needs 90, not "
            "91, to win schneider).",
            "sheepshead.schneider_symmetric"),
        ("sheepshead", "wergin_3hand"): QCoreApplication.translate(
            "rules",
            "3-handed: double payments (2/4/6 per opponent) and a leaster worth 2, or 4 when "
            "the winner took no trick.",
            "sheepshead.wergin_3hand"),
        ("sjavs", "variant"): QCoreApplication.translate(
            "rules",
            "The Tórshavn game (pagat). The Suðuroy variations are reserved: their rules are "
            "not known yet.",
            "sjavs.variant"),
        ("sjavs", "deal_pattern"): QCoreApplication.translate(
            "rules",
            "The dealer's right-hand neighbour cuts (deal in fours; 3 players 3-(1)-4-(1)-3) "
            "or taps the pack (eight at a time; 3 players ten at a time).",
            "sjavs.deal_pattern"),
        ("sjavs", "all_pass"): QCoreApplication.translate(
            "rules",
            "Nobody has five trumps: the same dealer deals again, or the hand is played with "
            "clubs trumps and the side with 61 or more scores 4.",
            "sjavs.all_pass"),
        ("sjavs", "equal_bid_winner"): QCoreApplication.translate(
            "rules",
            "Two equal bids: the earlier bidder keeps it (a later player needs a better "
            "holding), or the later bidder takes it.",
            "sjavs.equal_bid_winner"),
        ("sjavs", "must_name_clubs_if_possible"): QCoreApplication.translate(
            "rules",
            "A player whose clubs are among his longest suits must bid and play them "
            "(\"better\").",
            "sjavs.must_name_clubs_if_possible"),
        ("sjavs", "must_overtrump"): QCoreApplication.translate(
            "rules",
            "A player void in a plain suit that has been trumped must beat the highest trump "
            "if he can, even over his partner.",
            "sjavs.must_overtrump"),
        ("sjavs", "overtrump_partner"): QCoreApplication.translate(
            "rules",
            "Must overtrump applies even when the player's partner is winning the trick (OFF: "
            "a player whose partner is winning may play any card).",
            "sjavs.overtrump_partner"),
        ("sjavs", "overtrump_trump_lead"): QCoreApplication.translate(
            "rules",
            "Must overtrump also on a trump lead: a player following trumps must beat the "
            "highest trump in the trick if he can (OFF: any trump follows).",
            "sjavs.overtrump_trump_lead"),
        ("sjavs", "tie_bonus"): QCoreApplication.translate(
            "rules",
            "What a 60:60 deal gives the winners of the next scored deal: 2, or 2 and 4 if "
            "that deal is played in clubs.",
            "sjavs.tie_bonus"),
        ("sjavs", "defender_scoring"): QCoreApplication.translate(
            "rules",
            "Defenders score 4/8/16 by how badly the declarers failed (pagat), or always 4 (8 "
            "in clubs).",
            "sjavs.defender_scoring"),
        ("sjavs", "individual_vol_bonus"): QCoreApplication.translate(
            "rules",
            "All eight tricks taken by one player of the declaring side score 16 (24 in "
            "clubs) instead of 12 (16). Four players only; unverified.",
            "sjavs.individual_vol_bonus"),
        ("sjavs", "rubber_start"): QCoreApplication.translate(
            "rules",
            "Where each side's ladder starts; the first to count down to 0 wins the cross.",
            "sjavs.rubber_start"),
        ("skat", "table_size"): QCoreApplication.translate(
            "rules",
            "Players at the table when none is named: 3, or 4 where the dealer sits out.",
            "skat.table_size"),
        ("skat", "scoring"): QCoreApplication.translate(
            "rules",
            "The ISkO list (won +value, lost -2 x value) or Seeger-Fabian tournament scoring "
            "(+50 per won game, 40 or 30 to each other player per lost game).",
            "skat.scoring"),
        ("skat", "missed_announcement_single"): QCoreApplication.translate(
            "rules",
            "A game lost only because an announced schneider or schwarz was missed counts "
            "-value instead of -2 x value (such games are then played to the last trick).",
            "skat.missed_announcement_single"),
        ("skat", "refuse_unreachable"): QCoreApplication.translate(
            "rules",
            "Refuse a declaration that cannot reach the bid even with schneider and schwarz "
            "(SPEC 0.7 item 10); OFF: any game may be declared and is lost as overbid.",
            "skat.refuse_unreachable"),
        ("skat", "allow_raise_before_lead"): QCoreApplication.translate(
            "rules",
            "The declarer may raise to a higher game after declaring, before the first lead.",
            "skat.allow_raise_before_lead"),
        ("skat", "seeger_fabian_dealer_bonus"): QCoreApplication.translate(
            "rules",
            "Seeger-Fabian at a table of four: the dealer who sat out also gets the 30 for a "
            "lost game (OFF: only the two opponents).",
            "skat.seeger_fabian_dealer_bonus"),
        ("skat", "all_pass"): QCoreApplication.translate(
            "rules",
            "When all pass: the deal is void (ISkO), or Ramsch is played.",
            "skat.all_pass"),
        ("skat", "ramsch_scoring"): QCoreApplication.translate(
            "rules",
            "Ramsch: the player with the most card points loses and scores minus them.",
            "skat.ramsch_scoring"),
        ("skat", "ramsch_skat"): QCoreApplication.translate(
            "rules",
            "Ramsch: the skat goes to the winner of the last trick, or to the loser.",
            "skat.ramsch_skat"),
        ("skat", "ramsch_jungfrau"): QCoreApplication.translate(
            "rules",
            "Ramsch: each player who takes no trick (Jungfrau) doubles the loser's minus.",
            "skat.ramsch_jungfrau"),
        ("skat", "ramsch_durchmarsch"): QCoreApplication.translate(
            "rules",
            "Ramsch: a player who takes all ten tricks (Durchmarsch) scores +120 instead.",
            "skat.ramsch_durchmarsch"),
        ("skat", "schieberamsch"): QCoreApplication.translate(
            "rules",
            "Schieberamsch: before play each player in turn takes up the skat and passes two "
            "cards on, or pushes it on unseen (each unseen push doubles).",
            "skat.schieberamsch"),
        ("skat", "schieberamsch_jacks"): QCoreApplication.translate(
            "rules",
            "Schieberamsch: jacks may be passed on in the skat.",
            "skat.schieberamsch_jacks"),
        ("skat", "kontra_re"): QCoreApplication.translate(
            "rules",
            "Kontra and Re (unofficial): an opponent who bid or held may double before the "
            "first card, the declarer may redouble; each doubles the value.",
            "skat.kontra_re"),
        ("skat", "kontra_overbid"): QCoreApplication.translate(
            "rules",
            "Whether the overbid check compares the bid with the value before or after Kontra "
            "and Re.",
            "skat.kontra_overbid"),
        ("skat", "bock"): QCoreApplication.translate(
            "rules",
            "Bock rounds (unofficial): after a trigger, the next round of deals counts "
            "double.",
            "skat.bock"),
        ("skat", "bock_triggers"): QCoreApplication.translate(
            "rules",
            "What starts a Bock round: 60:60, a lost game with Kontra, a game with Re, a won "
            "Grand Hand, a game worth 100 or more.",
            "skat.bock_triggers"),
    }
