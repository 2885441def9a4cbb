<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>Aids</name>
    <message>
        <source>&amp;Aids</source>
        <translation>&amp;Aids</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Hint</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Undo</translation>
    </message>
    <message>
        <source>Could I have done &amp;better?</source>
        <translation>Could I have done &amp;better?</translation>
    </message>
    <message>
        <source>&amp;Fair dealing…</source>
        <translation>&amp;Fair dealing…</translation>
    </message>
    <message>
        <source>&amp;Learning aids…</source>
        <translation>&amp;Learning aids…</translation>
    </message>
</context>
<context>
    <name>AidsBar</name>
    <message>
        <source>Hint</source>
        <translation>Hint</translation>
    </message>
    <message>
        <source>What would the strong bot do here? (H)</source>
        <translation>What would the strong bot do here? (H)</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Undo</translation>
    </message>
    <message>
        <source>Take back your last card or decision (Ctrl+Z)</source>
        <translation>Take back your last card or decision (Ctrl+Z)</translation>
    </message>
    <message>
        <source>Could I have done better?</source>
        <translation>Could I have done better?</translation>
    </message>
    <message>
        <source>Go through your decisions with all cards known (Ctrl+R)</source>
        <translation>Go through your decisions with all cards known (Ctrl+R)</translation>
    </message>
</context>
<context>
    <name>AidsDialog</name>
    <message>
        <source>Learning aids</source>
        <translation>Learning aids</translation>
    </message>
    <message>
        <source>Hands played with a hint or an undo are marked in the hand history.</source>
        <translation>Hands played with a hint or an undo are marked in the hand history.</translation>
    </message>
    <message>
        <source>&amp;Hint: the strong bot&apos;s suggestion on request</source>
        <translation>&amp;Hint: the strong bot&apos;s suggestion on request</translation>
    </message>
    <message>
        <source>&amp;Undo your last card or decision</source>
        <translation>&amp;Undo your last card or decision</translation>
    </message>
    <message>
        <source>&amp;Review after the hand: “Could I have done better?”</source>
        <translation>&amp;Review after the hand: “Could I have done better?”</translation>
    </message>
    <message>
        <source>&amp;Why? Explain who won the last trick and why</source>
        <translation>&amp;Why? Explain who won the last trick and why</translation>
    </message>
</context>
<context>
    <name>Counts</name>
    <message numerus="yes">
        <source>Choose %n card(s) first.</source>
        <translation>
            <numerusform>Choose %n card first.</numerusform>
            <numerusform>Choose %n cards first.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Choose exactly %n card(s).</source>
        <translation>
            <numerusform>Choose exactly %n card.</numerusform>
            <numerusform>Choose exactly %n cards.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Jungfrau: %n player(s) without a trick</source>
        <translation>
            <numerusform>Jungfrau: %n player without a trick</numerusform>
            <numerusform>Jungfrau: %n players without a trick</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n knock(s)</source>
        <translation>
            <numerusform>%n knock</numerusform>
            <numerusform>%n knocks</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>60:60: no score (%n tie(s) pending)</source>
        <translation>
            <numerusform>60:60: no score (%n tie pending)</numerusform>
            <numerusform>60:60: no score (%n ties pending)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>60:60 bonus (%n tie(s))</source>
        <translation>
            <numerusform>60:60 bonus (%n tie)</numerusform>
            <numerusform>60:60 bonus (%n ties)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Bury exactly %n card(s).</source>
        <translation>
            <numerusform>Bury exactly %n card.</numerusform>
            <numerusform>Bury exactly %n cards.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Doubler: %n hand(s) to be doubled</source>
        <translation>
            <numerusform>Doubler: %n hand to be doubled</numerusform>
            <numerusform>Doubler: %n hands to be doubled</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Schieberamsch: pushed on unseen %n time(s)</source>
        <translation>
            <numerusform>Schieberamsch: pushed on unseen %n time</numerusform>
            <numerusform>Schieberamsch: pushed on unseen %n times</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CrashDialog</name>
    <message>
        <source>Unexpected error</source>
        <translation>Unexpected error</translation>
    </message>
    <message>
        <source>Something went wrong inside Stich. Your match was saved first, so nothing is lost, and you can go on playing.</source>
        <translation>Something went wrong inside Stich. Your match was saved first, so nothing is lost, and you can go on playing.</translation>
    </message>
    <message>
        <source>Something went wrong inside Stich, and your match could not be saved (%1). You can try to go on playing.</source>
        <translation>Something went wrong inside Stich, and your match could not be saved (%1). You can try to go on playing.</translation>
    </message>
    <message>
        <source>Something went wrong inside Stich. You can go on.</source>
        <translation>Something went wrong inside Stich. You can go on.</translation>
    </message>
    <message>
        <source>The details are in the log: %1</source>
        <translation>The details are in the log: %1</translation>
    </message>
    <message>
        <source>The log could not be written; the details went to the console.</source>
        <translation>The log could not be written; the details went to the console.</translation>
    </message>
    <message>
        <source>Open the log folder</source>
        <translation>Open the log folder</translation>
    </message>
</context>
<context>
    <name>DecisionPanel</name>
    <message>
        <source>Call:</source>
        <translation>Call:</translation>
    </message>
    <message>
        <source>Choose %1 to %2 cards in your hand, then confirm.</source>
        <translation>Choose %1 to %2 cards in your hand, then confirm.</translation>
    </message>
    <message numerus="yes">
        <source>Choose %n card(s) in your hand, then confirm.</source>
        <translation>
            <numerusform>Choose %n card in your hand, then confirm.</numerusform>
            <numerusform>Choose %n cards in your hand, then confirm.</numerusform>
        </translation>
    </message>
    <message>
        <source>Knock? It doubles the stakes.</source>
        <translation>Knock? It doubles the stakes.</translation>
    </message>
    <message>
        <source>Do you want to play?</source>
        <translation>Do you want to play?</translation>
    </message>
    <message>
        <source>Bid a higher game, or pass.</source>
        <translation>Bid a higher game, or pass.</translation>
    </message>
    <message>
        <source>Choose your game.</source>
        <translation>Choose your game.</translation>
    </message>
    <message>
        <source>Double the stakes?</source>
        <translation>Double the stakes?</translation>
    </message>
    <message>
        <source>Play a card, or double the stakes.</source>
        <translation>Play a card, or double the stakes.</translation>
    </message>
    <message>
        <source>Your turn: %1</source>
        <translation>Your turn: %1</translation>
    </message>
    <message numerus="yes">
        <source>Pick up the blind (%n card(s)), or pass?</source>
        <translation>
            <numerusform>Pick up the blind (%n card), or pass?</numerusform>
            <numerusform>Pick up the blind (%n cards), or pass?</numerusform>
        </translation>
    </message>
    <message>
        <source>Play with the Jack of Diamonds as your partner, or go alone?</source>
        <translation>Play with the Jack of Diamonds as your partner, or go alone?</translation>
    </message>
    <message>
        <source>You hold the Jack of Diamonds: call up a jack as your partner, or play alone.</source>
        <translation>You hold the Jack of Diamonds: call up a jack as your partner, or play alone.</translation>
    </message>
    <message>
        <source>You hold the Jack of Diamonds, so you play alone: say so, or keep it to yourself?</source>
        <translation>You hold the Jack of Diamonds, so you play alone: say so, or keep it to yourself?</translation>
    </message>
    <message>
        <source>Call a partner, or go alone.</source>
        <translation>Call a partner, or go alone.</translation>
    </message>
    <message>
        <source>The picker&apos;s side was cracked: re-crack (doubles again), or pass?</source>
        <translation>The picker&apos;s side was cracked: re-crack (doubles again), or pass?</translation>
    </message>
    <message>
        <source>Crack (double the stakes against the picker), or pass?</source>
        <translation>Crack (double the stakes against the picker), or pass?</translation>
    </message>
    <message>
        <source>Play the game against the others, or pass?</source>
        <translation>Play the game against the others, or pass?</translation>
    </message>
    <message>
        <source>The cat: choose 2 cards to lay away and take it, play without it, or concede.</source>
        <translation>The cat: choose 2 cards to lay away and take it, play without it, or concede.</translation>
    </message>
    <message>
        <source>The cat: take it, play without it, or concede.</source>
        <translation>The cat: take it, play without it, or concede.</translation>
    </message>
    <message>
        <source>You have seen the cat: concede, or play on?</source>
        <translation>You have seen the cat: concede, or play on?</translation>
    </message>
    <message>
        <source>Lay 2 cards away for the cat, or concede.</source>
        <translation>Lay 2 cards away for the cat, or concede.</translation>
    </message>
    <message>
        <source>No higher game is left to bid: pass.</source>
        <translation>No higher game is left to bid: pass.</translation>
    </message>
    <message>
        <source>Your cards beat the standing bid: you must bid.</source>
        <translation>Your cards beat the standing bid: you must bid.</translation>
    </message>
    <message>
        <source>Your cards do not beat the standing bid: pass.</source>
        <translation>Your cards do not beat the standing bid: pass.</translation>
    </message>
    <message>
        <source>Bid your longest trump holding, or pass.</source>
        <translation>Bid your longest trump holding, or pass.</translation>
    </message>
    <message>
        <source>Name trumps.</source>
        <translation>Name trumps.</translation>
    </message>
    <message>
        <source>Exchange 1 or 2 cards blind with the skat, or keep your cards.</source>
        <translation>Exchange 1 or 2 cards blind with the skat, or keep your cards.</translation>
    </message>
    <message>
        <source>Bid more than %1, or pass.</source>
        <translation>Bid more than %1, or pass.</translation>
    </message>
    <message>
        <source>Bid %1 or more, or pass.</source>
        <translation>Bid %1 or more, or pass.</translation>
    </message>
    <message>
        <source>%1 bids %2: hold, or pass?</source>
        <translation>%1 bids %2: hold, or pass?</translation>
    </message>
    <message>
        <source>The bid is %2: hold, or pass?</source>
        <translation>The bid is %2: hold, or pass?</translation>
    </message>
    <message>
        <source>Take up the skat, or play hand?</source>
        <translation>Take up the skat, or play hand?</translation>
    </message>
    <message>
        <source>Declare your game (bid %1).</source>
        <translation>Declare your game (bid %1).</translation>
    </message>
    <message>
        <source>Raise to a higher game, or keep it.</source>
        <translation>Raise to a higher game, or keep it.</translation>
    </message>
    <message>
        <source>Take the skat and pass two cards on, or push it on unseen?</source>
        <translation>Take the skat and pass two cards on, or push it on unseen?</translation>
    </message>
    <message>
        <source>Double the stakes against %1?</source>
        <translation>Double the stakes against %1?</translation>
    </message>
    <message>
        <source>Bid</source>
        <translation>Bid</translation>
    </message>
    <message>
        <source>Alone, unannounced</source>
        <translation>Alone, unannounced</translation>
    </message>
</context>
<context>
    <name>FairDealingDialog</name>
    <message>
        <source>Fair dealing</source>
        <translation>Fair dealing</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Game</translation>
    </message>
    <message numerus="yes">
        <source>Every deal comes from a seed that is shown in the hand history, and nobody chooses it. Here are your dealt cards next to those of the other seats in the %n hand(s) you played; they should differ only by chance.</source>
        <translation>
            <numerusform>Every deal comes from a seed that is shown in the hand history, and nobody chooses it. Here are your dealt cards next to those of the other seats in the %n hand you played; they should differ only by chance.</numerusform>
            <numerusform>Every deal comes from a seed that is shown in the hand history, and nobody chooses it. Here are your dealt cards next to those of the other seats in the %n hands you played; they should differ only by chance.</numerusform>
        </translation>
    </message>
    <message>
        <source>Per dealt hand</source>
        <translation>Per dealt hand</translation>
    </message>
    <message>
        <source>You</source>
        <translation>You</translation>
    </message>
    <message>
        <source>The other seats</source>
        <translation>The other seats</translation>
    </message>
    <message>
        <source>Hands counted</source>
        <translation>Hands counted</translation>
    </message>
    <message>
        <source>Trumps (of the usual trumps)</source>
        <translation>Trumps (of the usual trumps)</translation>
    </message>
    <message>
        <source>Top four trumps</source>
        <translation>Top four trumps</translation>
    </message>
    <message>
        <source>Side aces</source>
        <translation>Side aces</translation>
    </message>
    <message>
        <source>How many trumps a hand was dealt:</source>
        <translation>How many trumps a hand was dealt:</translation>
    </message>
    <message>
        <source>Trumps</source>
        <translation>Trumps</translation>
    </message>
</context>
<context>
    <name>Felt</name>
    <message>
        <source>Card table</source>
        <translation>Card table</translation>
    </message>
    <message>
        <source>Choose Game ▸ New game to start</source>
        <translation>Choose Game ▸ New game to start</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <source>You</source>
        <translation>You</translation>
    </message>
    <message>
        <source>Anna</source>
        <translation>Anna</translation>
    </message>
    <message>
        <source>Ben</source>
        <translation>Ben</translation>
    </message>
    <message>
        <source>Clara</source>
        <translation>Clara</translation>
    </message>
    <message>
        <source>David</source>
        <translation>David</translation>
    </message>
    <message>
        <source>Emma</source>
        <translation>Emma</translation>
    </message>
    <message>
        <source>Felix</source>
        <translation>Felix</translation>
    </message>
</context>
<context>
    <name>HandPicture</name>
    <message>
        <source>dealer</source>
        <translation>dealer</translation>
    </message>
    <message numerus="yes">
        <source>%n trick(s)</source>
        <translation>
            <numerusform>%n trick</numerusform>
            <numerusform>%n tricks</numerusform>
        </translation>
    </message>
    <message>
        <source>On the table</source>
        <translation>On the table</translation>
    </message>
</context>
<context>
    <name>HintPanel</name>
    <message>
        <source>The figures are the hard bot&apos;s own search over deals that fit what you have seen.</source>
        <translation>The figures are the hard bot&apos;s own search over deals that fit what you have seen.</translation>
    </message>
    <message>
        <source>The figures come from deals that fit what you have seen, each option played to the end by medium bots.</source>
        <translation>The figures come from deals that fit what you have seen, each option played to the end by medium bots.</translation>
    </message>
    <message>
        <source>The options are ranked by their average.</source>
        <translation>The options are ranked by their average.</translation>
    </message>
    <message>
        <source>(ahead)</source>
        <translation>(ahead)</translation>
    </message>
    <message>
        <source>%1: wins in %2%, %3 on average</source>
        <translation>%1: wins in %2%, %3 on average</translation>
    </message>
    <message>
        <source>(ahead): better on average, not clearly; the hard bot keeps its usual choice until another one is clearly better.</source>
        <translation>(ahead): better on average, not clearly; the hard bot keeps its usual choice until another one is clearly better.</translation>
    </message>
    <message>
        <source>(ahead): better on average in playouts by medium bots; the hard bot chose by its own search.</source>
        <translation>(ahead): better on average in playouts by medium bots; the hard bot chose by its own search.</translation>
    </message>
    <message>
        <source>(ahead): better on average, but not clearly.</source>
        <translation>(ahead): better on average, but not clearly.</translation>
    </message>
    <message>
        <source>(ahead): better on average in medium bots&apos; playouts.</source>
        <translation>(ahead): better on average in medium bots&apos; playouts.</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Close</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Hint</translation>
    </message>
    <message>
        <source>Thinking…</source>
        <translation>Thinking…</translation>
    </message>
    <message>
        <source>No hint for this decision.</source>
        <translation>No hint for this decision.</translation>
    </message>
    <message>
        <source>Play the %1.</source>
        <translation>Play the %1.</translation>
    </message>
    <message>
        <source>Choose “%1”.</source>
        <translation>Choose “%1”.</translation>
    </message>
    <message>
        <source>Wins in %1% of %2 sampled deals, %3 on average.</source>
        <translation>Wins in %1% of %2 sampled deals, %3 on average.</translation>
    </message>
    <message>
        <source>Alternatives:</source>
        <translation>Alternatives:</translation>
    </message>
    <message>
        <source>It is the only card you may play.</source>
        <translation>It is the only card you may play.</translation>
    </message>
    <message>
        <source>It is the only choice you have.</source>
        <translation>It is the only choice you have.</translation>
    </message>
    <message>
        <source>No sampled deal fitted what you have seen, so the options are not valued.</source>
        <translation>No sampled deal fitted what you have seen, so the options are not valued.</translation>
    </message>
</context>
<context>
    <name>HistoryWindow</name>
    <message>
        <source>Hand history</source>
        <translation>Hand history</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Game</translation>
    </message>
    <message>
        <source>All games</source>
        <translation>All games</translation>
    </message>
    <message>
        <source>&amp;Replay…</source>
        <translation>&amp;Replay…</translation>
    </message>
    <message>
        <source>&amp;Play this deal again</source>
        <translation>&amp;Play this deal again</translation>
    </message>
    <message>
        <source>A new match whose first hand is dealt exactly like this one, against the bots</source>
        <translation>A new match whose first hand is dealt exactly like this one, against the bots</translation>
    </message>
    <message>
        <source>The seat you play when you play the deal again</source>
        <translation>The seat you play when you play the deal again</translation>
    </message>
    <message>
        <source>Seat for playing the deal again</source>
        <translation>Seat for playing the deal again</translation>
    </message>
    <message>
        <source>&amp;Export record…</source>
        <translation>&amp;Export record…</translation>
    </message>
    <message>
        <source>&amp;Import record…</source>
        <translation>&amp;Import record…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Close</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Played</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Game</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Rules</translation>
    </message>
    <message>
        <source>Contract</source>
        <translation>Contract</translation>
    </message>
    <message>
        <source>Your part</source>
        <translation>Your part</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Result</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message>
        <source>Aids</source>
        <translation>Aids</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Seed</translation>
    </message>
    <message>
        <source>used</source>
        <translation>used</translation>
    </message>
    <message>
        <source>Played with a learning aid (a hint or an undo)</source>
        <translation>Played with a learning aid (a hint or an undo)</translation>
    </message>
    <message>
        <source>The seed this deal was shuffled with: the same seed always gives the same cards</source>
        <translation>The seed this deal was shuffled with: the same seed always gives the same cards</translation>
    </message>
    <message numerus="yes">
        <source>%n hand(s)</source>
        <translation>
            <numerusform>%n hand</numerusform>
            <numerusform>%n hands</numerusform>
        </translation>
    </message>
    <message>
        <source>thrown in</source>
        <translation>thrown in</translation>
    </message>
    <message>
        <source>imported</source>
        <translation>imported</translation>
    </message>
    <message>
        <source>bots only</source>
        <translation>bots only</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Opponent</translation>
    </message>
    <message>
        <source>won</source>
        <translation>won</translation>
    </message>
    <message>
        <source>lost</source>
        <translation>lost</translation>
    </message>
    <message>
        <source>as %1</source>
        <translation>as %1</translation>
    </message>
    <message>
        <source>You</source>
        <translation>You</translation>
    </message>
    <message>
        <source>Seat %1</source>
        <translation>Seat %1</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>Replay</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>Export hand record</source>
        <translation>Export hand record</translation>
    </message>
    <message>
        <source>Hand records (*.json)</source>
        <translation>Hand records (*.json)</translation>
    </message>
    <message>
        <source>Import hand record</source>
        <translation>Import hand record</translation>
    </message>
    <message>
        <source>Hand records (*.json);;All files (*)</source>
        <translation>Hand records (*.json);;All files (*)</translation>
    </message>
    <message>
        <source>Play this deal again</source>
        <translation>Play this deal again</translation>
    </message>
</context>
<context>
    <name>KeyboardHelp</name>
    <message>
        <source>At the table</source>
        <translation>At the table</translation>
    </message>
    <message>
        <source>Left, Right</source>
        <translation>Left, Right</translation>
    </message>
    <message>
        <source>Choose a card of your hand (then the cards on your piles on a two-player Sjavs table)</source>
        <translation>Choose a card of your hand (then the cards on your piles on a two-player Sjavs table)</translation>
    </message>
    <message>
        <source>Home, End</source>
        <translation>Home, End</translation>
    </message>
    <message>
        <source>The first or the last card</source>
        <translation>The first or the last card</translation>
    </message>
    <message>
        <source>Enter, Space</source>
        <translation>Enter, Space</translation>
    </message>
    <message>
        <source>Play the chosen card; when laying cards away, choose it or put it back</source>
        <translation>Play the chosen card; when laying cards away, choose it or put it back</translation>
    </message>
    <message>
        <source>After a trick: go on at once; after a hand: the next hand</source>
        <translation>After a trick: go on at once; after a hand: the next hand</translation>
    </message>
    <message>
        <source>Up</source>
        <translation>Up</translation>
    </message>
    <message>
        <source>To the decision buttons (bid, pass, declare…)</source>
        <translation>To the decision buttons (bid, pass, declare…)</translation>
    </message>
    <message>
        <source>L</source>
        <translation>L</translation>
    </message>
    <message>
        <source>Show or hide the last trick</source>
        <translation>Show or hide the last trick</translation>
    </message>
    <message>
        <source>Esc</source>
        <translation>Esc</translation>
    </message>
    <message>
        <source>Close the last trick or a message</source>
        <translation>Close the last trick or a message</translation>
    </message>
    <message>
        <source>Tab, Shift+Tab</source>
        <translation>Tab, Shift+Tab</translation>
    </message>
    <message>
        <source>To the buttons of the status line (Last trick, Score sheet) and back</source>
        <translation>To the buttons of the status line (Last trick, Score sheet) and back</translation>
    </message>
    <message>
        <source>Decision buttons</source>
        <translation>Decision buttons</translation>
    </message>
    <message>
        <source>From button to button (round the panel)</source>
        <translation>From button to button (round the panel)</translation>
    </message>
    <message>
        <source>Press the button with the focus ring</source>
        <translation>Press the button with the focus ring</translation>
    </message>
    <message>
        <source>1 … 9</source>
        <translation>1 … 9</translation>
    </message>
    <message>
        <source>Bid the first values shown</source>
        <translation>Bid the first values shown</translation>
    </message>
    <message>
        <source>Down, Esc</source>
        <translation>Down, Esc</translation>
    </message>
    <message>
        <source>Back to the hand</source>
        <translation>Back to the hand</translation>
    </message>
    <message>
        <source>Screen reader</source>
        <translation>Screen reader</translation>
    </message>
    <message>
        <source>C</source>
        <translation>C</translation>
    </message>
    <message>
        <source>Read the cards in your hand</source>
        <translation>Read the cards in your hand</translation>
    </message>
    <message>
        <source>T</source>
        <translation>T</translation>
    </message>
    <message>
        <source>Read the trick on the table</source>
        <translation>Read the trick on the table</translation>
    </message>
    <message>
        <source>S</source>
        <translation>S</translation>
    </message>
    <message>
        <source>Read the game, whose turn it is and the scores</source>
        <translation>Read the game, whose turn it is and the scores</translation>
    </message>
    <message>
        <source>Menus and windows</source>
        <translation>Menus and windows</translation>
    </message>
    <message>
        <source>Ctrl+N</source>
        <translation>Ctrl+N</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>New game</translation>
    </message>
    <message>
        <source>Ctrl+Enter</source>
        <translation>Ctrl+Enter</translation>
    </message>
    <message>
        <source>Next hand</source>
        <translation>Next hand</translation>
    </message>
    <message>
        <source>Ctrl+L</source>
        <translation>Ctrl+L</translation>
    </message>
    <message>
        <source>Score sheet</source>
        <translation>Score sheet</translation>
    </message>
    <message>
        <source>F1</source>
        <translation>F1</translation>
    </message>
    <message>
        <source>This list of keys</source>
        <translation>This list of keys</translation>
    </message>
    <message>
        <source>Ctrl+Q</source>
        <translation>Ctrl+Q</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Quit</translation>
    </message>
    <message>
        <source>From field to field in a dialog</source>
        <translation>From field to field in a dialog</translation>
    </message>
    <message>
        <source>Alt+letter</source>
        <translation>Alt+letter</translation>
    </message>
    <message>
        <source>The field or button with that underlined letter</source>
        <translation>The field or button with that underlined letter</translation>
    </message>
    <message>
        <source>Ctrl+Tab</source>
        <translation>Ctrl+Tab</translation>
    </message>
    <message>
        <source>The next tab (New game: game, seats, rules)</source>
        <translation>The next tab (New game: game, seats, rules)</translation>
    </message>
    <message>
        <source>Enter, Esc</source>
        <translation>Enter, Esc</translation>
    </message>
    <message>
        <source>OK, Cancel or Close</source>
        <translation>OK, Cancel or Close</translation>
    </message>
    <message>
        <source>Open a menu: %1 (the underlined letter)</source>
        <translation>Open a menu: %1 (the underlined letter)</translation>
    </message>
    <message>
        <source>Keyboard</source>
        <translation>Keyboard</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Keys</translation>
    </message>
</context>
<context>
    <name>LastTrickPanel</name>
    <message>
        <source>Last trick, won by you</source>
        <translation>Last trick, won by you</translation>
    </message>
    <message>
        <source>Your last trick</source>
        <translation>Your last trick</translation>
    </message>
    <message>
        <source>Last trick, won by %1</source>
        <translation>Last trick, won by %1</translation>
    </message>
    <message>
        <source>The last trick won by %1</source>
        <translation>The last trick won by %1</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Stich</source>
        <translation>Stich</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Game</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;New game…</translation>
    </message>
    <message>
        <source>Ne&amp;xt hand</source>
        <translation>Ne&amp;xt hand</translation>
    </message>
    <message>
        <source>&amp;Score sheet</source>
        <translation>&amp;Score sheet</translation>
    </message>
    <message>
        <source>&amp;Last trick</source>
        <translation>&amp;Last trick</translation>
    </message>
    <message>
        <source>Hand s&amp;ummary</source>
        <translation>Hand s&amp;ummary</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quit</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;View</translation>
    </message>
    <message>
        <source>Animation &amp;speed</source>
        <translation>Animation &amp;speed</translation>
    </message>
    <message>
        <source>&amp;Table settings…</source>
        <translation>&amp;Table settings…</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>&amp;Settings</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Language</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Help</translation>
    </message>
    <message>
        <source>&amp;Keyboard…</source>
        <translation>&amp;Keyboard…</translation>
    </message>
    <message>
        <source>Switch the interface to %1</source>
        <translation>Switch the interface to %1</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>New game</source>
        <translation>New game</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Game</translation>
    </message>
    <message>
        <source>&amp;Players</source>
        <translation>&amp;Players</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>Seats</translation>
    </message>
    <message>
        <source>&amp;Deck</source>
        <translation>&amp;Deck</translation>
    </message>
    <message>
        <source>random (enter a number to replay a deal)</source>
        <translation>random (enter a number to replay a deal)</translation>
    </message>
    <message>
        <source>S&amp;eed</source>
        <translation>S&amp;eed</translation>
    </message>
    <message>
        <source>Bots: only the simplest legal bot (&quot;random&quot;) exists so far.</source>
        <translation>Bots: only the simplest legal bot (&quot;random&quot;) exists so far.</translation>
    </message>
    <message>
        <source>&amp;Table</source>
        <translation>&amp;Table</translation>
    </message>
    <message>
        <source>P&amp;reset</source>
        <translation>P&amp;reset</translation>
    </message>
    <message>
        <source>&amp;Save as…</source>
        <translation>&amp;Save as…</translation>
    </message>
    <message>
        <source>De&amp;lete</source>
        <translation>De&amp;lete</translation>
    </message>
    <message>
        <source>E&amp;xport…</source>
        <translation>E&amp;xport…</translation>
    </message>
    <message>
        <source>&amp;Import…</source>
        <translation>&amp;Import…</translation>
    </message>
    <message>
        <source>House &amp;rules</source>
        <translation>House &amp;rules</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>&amp;Start</translation>
    </message>
    <message>
        <source>★ %1</source>
        <translation>★ %1</translation>
    </message>
    <message>
        <source>Seat %1</source>
        <translation>Seat %1</translation>
    </message>
    <message>
        <source>Re&amp;name…</source>
        <translation>Re&amp;name…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancel</translation>
    </message>
    <message>
        <source>You</source>
        <translation>You</translation>
    </message>
    <message>
        <source>Bot: %1</source>
        <translation>Bot: %1</translation>
    </message>
    <message>
        <source>Some preset files could not be read; each was set aside under a new name:</source>
        <translation>Some preset files could not be read; each was set aside under a new name:</translation>
    </message>
    <message>
        <source>Save preset</source>
        <translation>Save preset</translation>
    </message>
    <message>
        <source>Name of the preset:</source>
        <translation>Name of the preset:</translation>
    </message>
    <message>
        <source>The preset could not be saved: %1</source>
        <translation>The preset could not be saved: %1</translation>
    </message>
    <message>
        <source>Saved the preset “%1”.</source>
        <translation>Saved the preset “%1”.</translation>
    </message>
    <message>
        <source>Replace preset</source>
        <translation>Replace preset</translation>
    </message>
    <message>
        <source>A preset named “%1” already exists. Replace it?</source>
        <translation>A preset named “%1” already exists. Replace it?</translation>
    </message>
    <message>
        <source>Rename preset</source>
        <translation>Rename preset</translation>
    </message>
    <message>
        <source>New name of the preset:</source>
        <translation>New name of the preset:</translation>
    </message>
    <message>
        <source>The preset could not be renamed: %1</source>
        <translation>The preset could not be renamed: %1</translation>
    </message>
    <message>
        <source>Renamed the preset “%1” to “%2”.</source>
        <translation>Renamed the preset “%1” to “%2”.</translation>
    </message>
    <message>
        <source>Delete preset</source>
        <translation>Delete preset</translation>
    </message>
    <message>
        <source>Delete the preset “%1”? It cannot be undone.</source>
        <translation>Delete the preset “%1”? It cannot be undone.</translation>
    </message>
    <message>
        <source>Deleted the preset “%1”.</source>
        <translation>Deleted the preset “%1”.</translation>
    </message>
    <message>
        <source>Export preset</source>
        <translation>Export preset</translation>
    </message>
    <message>
        <source>Presets (*.json)</source>
        <translation>Presets (*.json)</translation>
    </message>
    <message>
        <source>The preset could not be exported: %1</source>
        <translation>The preset could not be exported: %1</translation>
    </message>
    <message>
        <source>Exported to %1.</source>
        <translation>Exported to %1.</translation>
    </message>
    <message>
        <source>Import preset</source>
        <translation>Import preset</translation>
    </message>
    <message>
        <source>This file cannot be imported: %1</source>
        <translation>This file cannot be imported: %1</translation>
    </message>
    <message>
        <source>Imported the preset “%1”.</source>
        <translation>Imported the preset “%1”.</translation>
    </message>
</context>
<context>
    <name>PlateItem</name>
    <message>
        <source>D</source>
        <comment>the dealer button</comment>
        <translation>D</translation>
    </message>
</context>
<context>
    <name>ProblemsDialog</name>
    <message>
        <source>Some files could not be used</source>
        <translation>Some files could not be used</translation>
    </message>
    <message>
        <source>Stich found a problem with its files and carried on. Nothing was deleted.</source>
        <translation>Stich found a problem with its files and carried on. Nothing was deleted.</translation>
    </message>
    <message>
        <source>Data folder: %1</source>
        <translation>Data folder: %1</translation>
    </message>
    <message>
        <source>Open the data folder</source>
        <translation>Open the data folder</translation>
    </message>
</context>
<context>
    <name>ReplayViewer</name>
    <message>
        <source>Replay</source>
        <translation>Replay</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>Deal</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Back</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Next</translation>
    </message>
    <message>
        <source>End</source>
        <translation>End</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Close</translation>
    </message>
    <message>
        <source>Cards dealt</source>
        <comment>the replay&apos;s first step</comment>
        <translation>Cards dealt</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pause</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Play</translation>
    </message>
    <message>
        <source>Action %1 of %2</source>
        <translation>Action %1 of %2</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
</context>
<context>
    <name>ResumePrompt</name>
    <message>
        <source>Resume match</source>
        <translation>Resume match</translation>
    </message>
    <message numerus="yes">
        <source>You have an unfinished match of %1: %n hand(s) played, last saved %2.</source>
        <translation>
            <numerusform>You have an unfinished match of %1: %n hand played, last saved %2.</numerusform>
            <numerusform>You have an unfinished match of %1: %n hands played, last saved %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>Continue where you left off? A new game keeps this match as match.previous.json; Game ▸ Load match… opens it.</source>
        <translation>Continue where you left off? A new game keeps this match as match.previous.json; Game ▸ Load match… opens it.</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Continue</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>New game</translation>
    </message>
</context>
<context>
    <name>ReviewDialog</name>
    <message>
        <source>Could I have done better?</source>
        <translation>Could I have done better?</translation>
    </message>
    <message>
        <source>Each of your decisions in this hand is worked out again with all cards known. Card play in Schafkopf is solved exactly (everybody playing perfectly from there); bidding and the other games are played out a few times by the bots with the real cards.</source>
        <translation>Each of your decisions in this hand is worked out again with all cards known. Card play in Schafkopf is solved exactly (everybody playing perfectly from there); bidding and the other games are played out a few times by the bots with the real cards.</translation>
    </message>
    <message>
        <source>Each of your decisions in this hand is worked out again with all cards known: the bots play the hand out a few times from there with the real cards.</source>
        <translation>Each of your decisions in this hand is worked out again with all cards known: the bots play the hand out a few times from there with the real cards.</translation>
    </message>
    <message>
        <source>Working it out…</source>
        <translation>Working it out…</translation>
    </message>
    <message>
        <source>The review failed: %1</source>
        <translation>The review failed: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n decision(s) with a choice looked at.</source>
        <translation>
            <numerusform>%n decision with a choice looked at.</numerusform>
            <numerusform>%n decisions with a choice looked at.</numerusform>
        </translation>
    </message>
    <message>
        <source>No other choice of yours would have changed the result.</source>
        <translation>No other choice of yours would have changed the result.</translation>
    </message>
    <message>
        <source>Trick %1</source>
        <translation>Trick %1</translation>
    </message>
    <message>
        <source>you played the %1.</source>
        <translation>you played the %1.</translation>
    </message>
    <message>
        <source>The %1 was better</source>
        <translation>The %1 was better</translation>
    </message>
    <message>
        <source>you chose “%1”.</source>
        <translation>you chose “%1”.</translation>
    </message>
    <message>
        <source>“%1” was better</source>
        <translation>“%1” was better</translation>
    </message>
    <message>
        <source>%1 instead of %2 with best play from there</source>
        <translation>%1 instead of %2 with best play from there</translation>
    </message>
    <message>
        <source>%1 instead of %2 on average in the playouts</source>
        <translation>%1 instead of %2 on average in the playouts</translation>
    </message>
</context>
<context>
    <name>RulesEditor</name>
    <message>
        <source>Up</source>
        <translation>Up</translation>
    </message>
    <message>
        <source>Down</source>
        <translation>Down</translation>
    </message>
    <message>
        <source>These rules do not fit together: %1</source>
        <translation>These rules do not fit together: %1</translation>
    </message>
</context>
<context>
    <name>ScorePlot</name>
    <message>
        <source>No hands played yet</source>
        <translation>No hands played yet</translation>
    </message>
    <message>
        <source>Hand %1: %2</source>
        <translation>Hand %1: %2</translation>
    </message>
</context>
<context>
    <name>ScoreSheet</name>
    <message>
        <source>Score sheet</source>
        <translation>Score sheet</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n hand(s)</source>
        <translation>
            <numerusform>%1: %n hand</numerusform>
            <numerusform>%1: %n hands</numerusform>
        </translation>
    </message>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>Dealer</source>
        <translation>Dealer</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Game</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>Bid</source>
        <translation>Bid</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Value</translation>
    </message>
    <message>
        <source>won</source>
        <translation>won</translation>
    </message>
    <message>
        <source>lost</source>
        <translation>lost</translation>
    </message>
    <message>
        <source>(overbid)</source>
        <translation>(overbid)</translation>
    </message>
    <message>
        <source>%1: %2 won, %3 lost</source>
        <translation>%1: %2 won, %3 lost</translation>
    </message>
    <message>
        <source>Seeger-Fabian — games: %1</source>
        <translation>Seeger-Fabian — games: %1</translation>
    </message>
    <message>
        <source>ISkO list: the declarer writes the game&apos;s score, the others nothing.</source>
        <translation>ISkO list: the declarer writes the game&apos;s score, the others nothing.</translation>
    </message>
    <message>
        <source>Doublers</source>
        <translation>Doublers</translation>
    </message>
    <message>
        <source>(doubled ×%1)</source>
        <translation>(doubled ×%1)</translation>
    </message>
    <message>
        <source>Doublers pending: %1 (the next picked hand counts double)</source>
        <translation>Doublers pending: %1 (the next picked hand counts double)</translation>
    </message>
    <message>
        <source>game over: %1 loses</source>
        <translation>game over: %1 loses</translation>
    </message>
    <message>
        <source>a deciding deal follows</source>
        <translation>a deciding deal follows</translation>
    </message>
    <message>
        <source>Øre now</source>
        <translation>Øre now</translation>
    </message>
    <message>
        <source>Øre count down from the start; the first player at 0 loses the game.</source>
        <translation>Øre count down from the start; the first player at 0 loses the game.</translation>
    </message>
    <message>
        <source>Games lost: %1</source>
        <translation>Games lost: %1</translation>
    </message>
    <message>
        <source>double cross for %1</source>
        <translation>double cross for %1</translation>
    </message>
    <message>
        <source>cross for %1</source>
        <translation>cross for %1</translation>
    </message>
    <message>
        <source>Ladder now</source>
        <translation>Ladder now</translation>
    </message>
    <message>
        <source>Each side counts down from 24 to a cross.</source>
        <translation>Each side counts down from 24 to a cross.</translation>
    </message>
    <message>
        <source>Crosses won: %1</source>
        <translation>Crosses won: %1</translation>
    </message>
    <message>
        <source>60:60 ties pending: %1</source>
        <translation>60:60 ties pending: %1</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Table settings</source>
        <translation>Table settings</translation>
    </message>
    <message>
        <source>&amp;High-contrast felt</source>
        <translation>&amp;High-contrast felt</translation>
    </message>
    <message>
        <source>&amp;Four-colour French deck (spades green, diamonds orange)</source>
        <translation>&amp;Four-colour French deck (spades green, diamonds orange)</translation>
    </message>
    <message>
        <source>Colour-blind-safe &amp;marks (hatched, ticked, black-and-white focus ring)</source>
        <translation>Colour-blind-safe &amp;marks (hatched, ticked, black-and-white focus ring)</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Blue</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Red</translation>
    </message>
    <message>
        <source>Blue rosette</source>
        <translation>Blue rosette</translation>
    </message>
    <message>
        <source>Red lattice</source>
        <translation>Red lattice</translation>
    </message>
    <message>
        <source>Card &amp;back</source>
        <translation>Card &amp;back</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Large</source>
        <translation>Large</translation>
    </message>
    <message>
        <source>Largest</source>
        <translation>Largest</translation>
    </message>
    <message>
        <source>Card &amp;size</source>
        <translation>Card &amp;size</translation>
    </message>
</context>
<context>
    <name>StatsWindow</name>
    <message>
        <source>Statistics</source>
        <translation>Statistics</translation>
    </message>
    <message>
        <source>&amp;Show</source>
        <translation>&amp;Show</translation>
    </message>
    <message>
        <source>&lt;b&gt;By contract&lt;/b&gt;</source>
        <translation>&lt;b&gt;By contract&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Your running score&lt;/b&gt;, hand by hand</source>
        <translation>&lt;b&gt;Your running score&lt;/b&gt;, hand by hand</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Close</translation>
    </message>
    <message>
        <source>All games</source>
        <translation>All games</translation>
    </message>
    <message>
        <source>%1 — all rules (%2)</source>
        <translation>%1 — all rules (%2)</translation>
    </message>
    <message>
        <source>%1 — %2 (%3)</source>
        <translation>%1 — %2 (%3)</translation>
    </message>
    <message>
        <source>Hands played</source>
        <translation>Hands played</translation>
    </message>
    <message>
        <source>Hands won</source>
        <translation>Hands won</translation>
    </message>
    <message>
        <source>Games you declared</source>
        <translation>Games you declared</translation>
    </message>
    <message>
        <source>Hands lost</source>
        <translation>Hands lost</translation>
    </message>
    <message>
        <source>… and won</source>
        <translation>… and won</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message>
        <source>Score per hand</source>
        <translation>Score per hand</translation>
    </message>
    <message>
        <source>Hands with a learning aid</source>
        <translation>Hands with a learning aid</translation>
    </message>
    <message>
        <source>Card points in all</source>
        <translation>Card points in all</translation>
    </message>
    <message>
        <source>Card points per hand</source>
        <translation>Card points per hand</translation>
    </message>
    <message>
        <source>Trumps dealt per hand: you / others</source>
        <translation>Trumps dealt per hand: you / others</translation>
    </message>
    <message>
        <source>Contract</source>
        <translation>Contract</translation>
    </message>
    <message>
        <source>Hands</source>
        <translation>Hands</translation>
    </message>
    <message>
        <source>Declared</source>
        <translation>Declared</translation>
    </message>
    <message>
        <source>Declared and won</source>
        <translation>Declared and won</translation>
    </message>
    <message>
        <source>As partner</source>
        <translation>As partner</translation>
    </message>
    <message>
        <source>As opponent</source>
        <translation>As opponent</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Won</translation>
    </message>
    <message>
        <source>thrown in</source>
        <translation>thrown in</translation>
    </message>
</context>
<context>
    <name>StatusLine</name>
    <message>
        <source>Last trick</source>
        <translation>Last trick</translation>
    </message>
    <message>
        <source>Show the last trick (L)</source>
        <translation>Show the last trick (L)</translation>
    </message>
    <message>
        <source>Score sheet</source>
        <translation>Score sheet</translation>
    </message>
    <message>
        <source>Stich: choose Game ▸ New game to start</source>
        <translation>Stich: choose Game ▸ New game to start</translation>
    </message>
    <message>
        <source>%1, hand %2</source>
        <translation>%1, hand %2</translation>
    </message>
    <message>
        <source>Picker: %1</source>
        <translation>Picker: %1</translation>
    </message>
    <message>
        <source> with %1</source>
        <translation> with %1</translation>
    </message>
    <message>
        <source>Hand over</source>
        <translation>Hand over</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>Your turn</translation>
    </message>
    <message>
        <source>%1&apos;s turn</source>
        <translation>%1&apos;s turn</translation>
    </message>
</context>
<context>
    <name>StoreMenu</name>
    <message>
        <source>Sa&amp;ve match as…</source>
        <translation>Sa&amp;ve match as…</translation>
    </message>
    <message>
        <source>L&amp;oad match…</source>
        <translation>L&amp;oad match…</translation>
    </message>
    <message>
        <source>&amp;Hand history…</source>
        <translation>&amp;Hand history…</translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation>S&amp;tatistics…</translation>
    </message>
    <message>
        <source>&amp;Import hand record…</source>
        <translation>&amp;Import hand record…</translation>
    </message>
    <message>
        <source>&amp;Export the last hand…</source>
        <translation>&amp;Export the last hand…</translation>
    </message>
    <message>
        <source>Save match</source>
        <translation>Save match</translation>
    </message>
    <message>
        <source>Your match cannot be saved right now (%1). You can play on; Game ▸ Save match as… may work on another disk.</source>
        <translation>Your match cannot be saved right now (%1). You can play on; Game ▸ Save match as… may work on another disk.</translation>
    </message>
    <message>
        <source>There is no match to save yet.</source>
        <translation>There is no match to save yet.</translation>
    </message>
    <message>
        <source>Save match as</source>
        <translation>Save match as</translation>
    </message>
    <message>
        <source>Stich matches (*.json)</source>
        <translation>Stich matches (*.json)</translation>
    </message>
    <message>
        <source>Load match</source>
        <translation>Load match</translation>
    </message>
    <message>
        <source>Stich matches (*.json);;All files (*)</source>
        <translation>Stich matches (*.json);;All files (*)</translation>
    </message>
    <message>
        <source>Export hand record</source>
        <translation>Export hand record</translation>
    </message>
    <message>
        <source>No hand has been finished yet.</source>
        <translation>No hand has been finished yet.</translation>
    </message>
    <message>
        <source>Hand records (*.json)</source>
        <translation>Hand records (*.json)</translation>
    </message>
</context>
<context>
    <name>SummaryPanel</name>
    <message>
        <source>Next hand</source>
        <translation>Next hand</translation>
    </message>
    <message>
        <source>Score sheet</source>
        <translation>Score sheet</translation>
    </message>
    <message>
        <source>Review the table</source>
        <translation>Review the table</translation>
    </message>
    <message>
        <source>%1 played the %2 to 60:60: nobody scores.</source>
        <translation>%1 played the %2 to 60:60: nobody scores.</translation>
    </message>
    <message>
        <source>%1 won the %2.</source>
        <translation>%1 won the %2.</translation>
    </message>
    <message>
        <source>%1 lost the %2.</source>
        <translation>%1 lost the %2.</translation>
    </message>
    <message>
        <source>Card points</source>
        <translation>Card points</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Level</translation>
    </message>
    <message>
        <source>Conceded before the first trick.</source>
        <translation>Conceded before the first trick.</translation>
    </message>
    <message numerus="yes">
        <source>Conceded after %n trick(s): the card points are those of the tricks played.</source>
        <translation>
            <numerusform>Conceded after %n trick: the card points are those of the trick played.</numerusform>
            <numerusform>Conceded after %n tricks: the card points are those of the tricks played.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Play stopped after %n trick(s): the game was lost there.</source>
        <translation>
            <numerusform>Play stopped after %n trick: the game was lost there.</numerusform>
            <numerusform>Play stopped after %n tricks: the game was lost there.</numerusform>
        </translation>
    </message>
    <message>
        <source>Set aside</source>
        <translation>Set aside</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>Scoring</translation>
    </message>
    <message>
        <source>Settlement</source>
        <translation>Settlement</translation>
    </message>
    <message>
        <source>this hand</source>
        <translation>this hand</translation>
    </message>
    <message>
        <source>total</source>
        <translation>total</translation>
    </message>
    <message>
        <source>Blind</source>
        <translation>Blind</translation>
    </message>
    <message>
        <source>Buried</source>
        <translation>Buried</translation>
    </message>
    <message>
        <source>Skat</source>
        <translation>Skat</translation>
    </message>
    <message>
        <source>Cat</source>
        <translation>Cat</translation>
    </message>
    <message>
        <source>Laid away</source>
        <translation>Laid away</translation>
    </message>
    <message>
        <source>Øre (counted down)</source>
        <translation>Øre (counted down)</translation>
    </message>
    <message>
        <source>Game over, lost by %1. A new game starts.</source>
        <translation>Game over, lost by %1. A new game starts.</translation>
    </message>
    <message>
        <source>%1 level at 0 or below: a deciding deal follows.</source>
        <translation>%1 level at 0 or below: a deciding deal follows.</translation>
    </message>
    <message>
        <source>Cross ladder (counted down from 24)</source>
        <translation>Cross ladder (counted down from 24)</translation>
    </message>
    <message>
        <source>(crosses: %1)</source>
        <translation>(crosses: %1)</translation>
    </message>
    <message>
        <source>Doublers pending</source>
        <translation>Doublers pending</translation>
    </message>
</context>
<context>
    <name>TableReader</name>
    <message>
        <source>Your hand: no cards</source>
        <translation>Your hand: no cards</translation>
    </message>
    <message>
        <source>%1 (on the table)</source>
        <translation>%1 (on the table)</translation>
    </message>
    <message numerus="yes">
        <source>Your hand, %n card(s)</source>
        <translation>
            <numerusform>Your hand, %n card</numerusform>
            <numerusform>Your hand, %n cards</numerusform>
        </translation>
    </message>
    <message>
        <source>Playable: %1</source>
        <translation>Playable: %1</translation>
    </message>
    <message>
        <source>Trick: no card played yet</source>
        <translation>Trick: no card played yet</translation>
    </message>
    <message>
        <source>%1 played %2</source>
        <translation>%1 played %2</translation>
    </message>
    <message>
        <source>Trick: %1</source>
        <translation>Trick: %1</translation>
    </message>
    <message>
        <source>%1&apos;s cards on the table: %2</source>
        <translation>%1&apos;s cards on the table: %2</translation>
    </message>
    <message>
        <source>You played %1</source>
        <translation>You played %1</translation>
    </message>
    <message>
        <source>No game yet</source>
        <translation>No game yet</translation>
    </message>
    <message>
        <source>The hand is over</source>
        <translation>The hand is over</translation>
    </message>
    <message>
        <source>Your turn: play a card</source>
        <translation>Your turn: play a card</translation>
    </message>
    <message>
        <source>Your turn: %1. Press Up for the choices</source>
        <translation>Your turn: %1. Press Up for the choices</translation>
    </message>
    <message>
        <source>%1&apos;s turn</source>
        <translation>%1&apos;s turn</translation>
    </message>
    <message>
        <source>You play %1</source>
        <translation>You play %1</translation>
    </message>
    <message>
        <source>%1 plays %2</source>
        <translation>%1 plays %2</translation>
    </message>
    <message>
        <source>Scores: %1</source>
        <translation>Scores: %1</translation>
    </message>
    <message>
        <source>New hand, you deal</source>
        <translation>New hand, you deal</translation>
    </message>
    <message>
        <source>New hand, %1 deals</source>
        <translation>New hand, %1 deals</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>You win the trick</source>
        <translation>You win the trick</translation>
    </message>
    <message>
        <source>%1 wins the trick</source>
        <translation>%1 wins the trick</translation>
    </message>
</context>
<context>
    <name>TableScene</name>
    <message numerus="yes">
        <source>%n trick(s) won</source>
        <translation>
            <numerusform>%n trick won</numerusform>
            <numerusform>%n tricks won</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) in hand</source>
        <translation>
            <numerusform>%n card in hand</numerusform>
            <numerusform>%n cards in hand</numerusform>
        </translation>
    </message>
    <message>
        <source>Face down: turned up at the end of the trick in which the card on it is played</source>
        <translation>Face down: turned up at the end of the trick in which the card on it is played</translation>
    </message>
    <message>
        <source>Taken up from the cat</source>
        <translation>Taken up from the cat</translation>
    </message>
    <message>
        <source>Taken up from the blind</source>
        <translation>Taken up from the blind</translation>
    </message>
    <message>
        <source>Taken up from the skat</source>
        <translation>Taken up from the skat</translation>
    </message>
    <message>
        <source>%1 (on the table)</source>
        <translation>%1 (on the table)</translation>
    </message>
    <message>
        <source>%1, chosen</source>
        <translation>%1, chosen</translation>
    </message>
    <message>
        <source>%1, playable</source>
        <translation>%1, playable</translation>
    </message>
</context>
<context>
    <name>TableView</name>
    <message>
        <source>Card table</source>
        <translation>Card table</translation>
    </message>
    <message>
        <source>Show the summary</source>
        <translation>Show the summary</translation>
    </message>
</context>
<context>
    <name>german_cards</name>
    <message>
        <source>Acorns</source>
        <translation>Acorns</translation>
    </message>
    <message>
        <source>Leaves</source>
        <translation>Leaves</translation>
    </message>
    <message>
        <source>Hearts</source>
        <translation>Hearts</translation>
    </message>
    <message>
        <source>Bells</source>
        <translation>Bells</translation>
    </message>
    <message>
        <source>Ace</source>
        <translation>Ace</translation>
    </message>
    <message>
        <source>Ten</source>
        <translation>Ten</translation>
    </message>
    <message>
        <source>King</source>
        <translation>King</translation>
    </message>
    <message>
        <source>Ober</source>
        <translation>Ober</translation>
    </message>
    <message>
        <source>Unter</source>
        <translation>Unter</translation>
    </message>
    <message>
        <source>Nine</source>
        <translation>Nine</translation>
    </message>
    <message>
        <source>Eight</source>
        <translation>Eight</translation>
    </message>
    <message>
        <source>Seven</source>
        <translation>Seven</translation>
    </message>
    <message>
        <source>Five</source>
        <translation>Five</translation>
    </message>
    <message>
        <source>The Sau is the ace of the German pack.</source>
        <translation>The Sau is the ace of the German pack.</translation>
    </message>
    <message>
        <source>Ober: the upper court card of the German pack (the queen&apos;s place in the French pack).</source>
        <translation>Ober: the upper court card of the German pack (the queen&apos;s place in the French pack).</translation>
    </message>
    <message>
        <source>Unter: the lower court card of the German pack (the jack&apos;s place in the French pack).</source>
        <translation>Unter: the lower court card of the German pack (the jack&apos;s place in the French pack).</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>suit, rank</comment>
        <translation>%1 %2</translation>
    </message>
</context>
<context>
    <name>labels</name>
    <message>
        <source>%1 and %2</source>
        <translation>%1 and %2</translation>
    </message>
    <message>
        <source>Schafkopf</source>
        <translation>Schafkopf</translation>
    </message>
    <message>
        <source>Sheepshead</source>
        <translation>Sheepshead</translation>
    </message>
    <message>
        <source>Skat</source>
        <translation>Skat</translation>
    </message>
    <message>
        <source>Klørsjavs</source>
        <translation>Klørsjavs</translation>
    </message>
    <message>
        <source>Sjavs</source>
        <translation>Sjavs</translation>
    </message>
    <message>
        <source>German-suited</source>
        <translation>German-suited</translation>
    </message>
    <message>
        <source>French-suited</source>
        <translation>French-suited</translation>
    </message>
    <message>
        <source>Four-colour</source>
        <translation>Four-colour</translation>
    </message>
    <message>
        <source>Random (simplest legal bot)</source>
        <translation>Random (simplest legal bot)</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Easy</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Medium</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Hard</translation>
    </message>
    <message>
        <source>random</source>
        <translation>random</translation>
    </message>
    <message>
        <source>easy</source>
        <translation>easy</translation>
    </message>
    <message>
        <source>medium</source>
        <translation>medium</translation>
    </message>
    <message>
        <source>hard</source>
        <translation>hard</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Slow</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Fast</translation>
    </message>
    <message>
        <source>Off (instant)</source>
        <translation>Off (instant)</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>clubs</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>spades</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>hearts</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>diamonds</translation>
    </message>
    <message>
        <source>Ace</source>
        <translation>Ace</translation>
    </message>
    <message>
        <source>Ten</source>
        <translation>Ten</translation>
    </message>
    <message>
        <source>King</source>
        <translation>King</translation>
    </message>
    <message>
        <source>Queen</source>
        <translation>Queen</translation>
    </message>
    <message>
        <source>Jack</source>
        <translation>Jack</translation>
    </message>
    <message>
        <source>Nine</source>
        <translation>Nine</translation>
    </message>
    <message>
        <source>Eight</source>
        <translation>Eight</translation>
    </message>
    <message>
        <source>Seven</source>
        <translation>Seven</translation>
    </message>
    <message>
        <source>Five</source>
        <translation>Five</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <comment>rank, suit</comment>
        <translation>%1 of %2</translation>
    </message>
    <message>
        <source>Sauspiel</source>
        <translation>Sauspiel</translation>
    </message>
    <message>
        <source>Solo</source>
        <translation>Solo</translation>
    </message>
    <message>
        <source>Wenz</source>
        <translation>Wenz</translation>
    </message>
    <message>
        <source>Suit Wenz</source>
        <translation>Suit Wenz</translation>
    </message>
    <message>
        <source>Geier</source>
        <translation>Geier</translation>
    </message>
    <message>
        <source>Suit Geier</source>
        <translation>Suit Geier</translation>
    </message>
    <message>
        <source>Bettel</source>
        <translation>Bettel</translation>
    </message>
    <message>
        <source>Sie</source>
        <translation>Sie</translation>
    </message>
    <message>
        <source>Ramsch</source>
        <translation>Ramsch</translation>
    </message>
    <message>
        <source>Picker&apos;s game</source>
        <translation>Picker&apos;s game</translation>
    </message>
    <message>
        <source>Leaster</source>
        <translation>Leaster</translation>
    </message>
    <message>
        <source>Alone</source>
        <translation>Alone</translation>
    </message>
    <message>
        <source>Called ace</source>
        <translation>Called ace</translation>
    </message>
    <message>
        <source>Jack of Diamonds partner</source>
        <translation>Jack of Diamonds partner</translation>
    </message>
    <message>
        <source>Schwanzer</source>
        <translation>Schwanzer</translation>
    </message>
    <message>
        <source>Suit game</source>
        <translation>Suit game</translation>
    </message>
    <message>
        <source>Grand</source>
        <translation>Grand</translation>
    </message>
    <message>
        <source>Null</source>
        <translation>Null</translation>
    </message>
    <message>
        <source>No bid</source>
        <translation>No bid</translation>
    </message>
    <message>
        <source>Spil</source>
        <translation>Spil</translation>
    </message>
    <message>
        <source>Stryger</source>
        <translation>Stryger</translation>
    </message>
    <message>
        <source>Tout</source>
        <translation>Tout</translation>
    </message>
    <message>
        <source>Strøget tout</source>
        <translation>Strøget tout</translation>
    </message>
    <message>
        <source>forced</source>
        <translation>forced</translation>
    </message>
    <message>
        <source>barred</source>
        <translation>barred</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Hand</translation>
    </message>
    <message>
        <source>schneider announced</source>
        <translation>schneider announced</translation>
    </message>
    <message>
        <source>schwarz announced</source>
        <translation>schwarz announced</translation>
    </message>
    <message>
        <source>ouvert</source>
        <translation>ouvert</translation>
    </message>
    <message>
        <source>alone</source>
        <translation>alone</translation>
    </message>
    <message>
        <source>ten call</source>
        <translation>ten call</translation>
    </message>
    <message>
        <source>unknown call</source>
        <translation>unknown call</translation>
    </message>
    <message>
        <source>call-up</source>
        <translation>call-up</translation>
    </message>
    <message>
        <source>%1 with the %2</source>
        <comment>picker&apos;s game, called card</comment>
        <translation>%1 with the %2</translation>
    </message>
    <message>
        <source>%1 with the %2</source>
        <comment>game, called ace</comment>
        <translation>%1 with the %2</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>suit, game: Hearts Solo</comment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1 (%2 trumps)</source>
        <comment>game, trump suit</comment>
        <translation>%1 (%2 trumps)</translation>
    </message>
    <message>
        <source>%1 in %2</source>
        <comment>game, suit: Wenz in Bells</comment>
        <translation>%1 in %2</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Pass</translation>
    </message>
    <message>
        <source>Bid</source>
        <translation>Bid</translation>
    </message>
    <message>
        <source>Hold</source>
        <translation>Hold</translation>
    </message>
    <message>
        <source>I&apos;ll play</source>
        <translation>I&apos;ll play</translation>
    </message>
    <message>
        <source>Pick up</source>
        <translation>Pick up</translation>
    </message>
    <message>
        <source>Play from the hand</source>
        <translation>Play from the hand</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Discard</translation>
    </message>
    <message>
        <source>Declare</source>
        <translation>Declare</translation>
    </message>
    <message>
        <source>Call</source>
        <translation>Call</translation>
    </message>
    <message>
        <source>Double</source>
        <translation>Double</translation>
    </message>
    <message>
        <source>Concede</source>
        <translation>Concede</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Play</translation>
    </message>
    <message>
        <source>Kontra</source>
        <translation>Kontra</translation>
    </message>
    <message>
        <source>Re</source>
        <translation>Re</translation>
    </message>
    <message>
        <source>Sup</source>
        <translation>Sup</translation>
    </message>
    <message>
        <source>Hirsch</source>
        <translation>Hirsch</translation>
    </message>
    <message>
        <source>Knock</source>
        <translation>Knock</translation>
    </message>
    <message>
        <source>Crack</source>
        <translation>Crack</translation>
    </message>
    <message>
        <source>Re-crack</source>
        <translation>Re-crack</translation>
    </message>
    <message>
        <source>Blitz</source>
        <translation>Blitz</translation>
    </message>
    <message>
        <source>Weiter</source>
        <translation>Pass</translation>
    </message>
    <message>
        <source>Pick</source>
        <translation>Pick</translation>
    </message>
    <message>
        <source>Bury</source>
        <translation>Bury</translation>
    </message>
    <message>
        <source>Pick up the skat</source>
        <translation>Pick up the skat</translation>
    </message>
    <message>
        <source>Hand game</source>
        <translation>Hand game</translation>
    </message>
    <message>
        <source>Yes (hold)</source>
        <translation>Yes (hold)</translation>
    </message>
    <message>
        <source>Lay away</source>
        <translation>Lay away</translation>
    </message>
    <message>
        <source>Take the cat</source>
        <translation>Take the cat</translation>
    </message>
    <message>
        <source>Play without the cat</source>
        <translation>Play without the cat</translation>
    </message>
    <message>
        <source>Stroke the cat</source>
        <translation>Stroke the cat</translation>
    </message>
    <message>
        <source>Keep my cards</source>
        <translation>Keep my cards</translation>
    </message>
    <message>
        <source>Exchange with the skat</source>
        <translation>Exchange with the skat</translation>
    </message>
    <message>
        <source>Play on</source>
        <translation>Play on</translation>
    </message>
    <message>
        <source>Keep my game</source>
        <translation>Keep my game</translation>
    </message>
    <message>
        <source>Push on unseen</source>
        <translation>Push on unseen</translation>
    </message>
    <message>
        <source>%1 simple</source>
        <translation>%1 simple</translation>
    </message>
    <message>
        <source>%1 better</source>
        <translation>%1 better</translation>
    </message>
    <message>
        <source>Declarer</source>
        <translation>Declarer</translation>
    </message>
    <message>
        <source>Partner</source>
        <translation>Partner</translation>
    </message>
    <message>
        <source>Dealer</source>
        <translation>Dealer</translation>
    </message>
    <message>
        <source>Picker</source>
        <translation>Picker</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Player</translation>
    </message>
    <message>
        <source>Knocking</source>
        <translation>Knocking</translation>
    </message>
    <message>
        <source>Who plays?</source>
        <translation>Who plays?</translation>
    </message>
    <message>
        <source>Auction</source>
        <translation>Auction</translation>
    </message>
    <message>
        <source>Bidding</source>
        <translation>Bidding</translation>
    </message>
    <message>
        <source>Declaring</source>
        <translation>Declaring</translation>
    </message>
    <message>
        <source>Kontra and Re</source>
        <translation>Kontra and Re</translation>
    </message>
    <message>
        <source>Picking</source>
        <translation>Picking</translation>
    </message>
    <message>
        <source>Burying</source>
        <translation>Burying</translation>
    </message>
    <message>
        <source>Discarding</source>
        <translation>Discarding</translation>
    </message>
    <message>
        <source>Calling</source>
        <translation>Calling</translation>
    </message>
    <message>
        <source>Hand over</source>
        <translation>Hand over</translation>
    </message>
    <message>
        <source>The cat</source>
        <translation>The cat</translation>
    </message>
    <message>
        <source>Concede or play on</source>
        <translation>Concede or play on</translation>
    </message>
    <message>
        <source>Skat or hand</source>
        <translation>Skat or hand</translation>
    </message>
    <message>
        <source>Raise the game?</source>
        <translation>Raise the game?</translation>
    </message>
    <message>
        <source>Schieberamsch</source>
        <translation>Schieberamsch</translation>
    </message>
    <message>
        <source>Cracking</source>
        <translation>Cracking</translation>
    </message>
    <message>
        <source>Partner or alone</source>
        <translation>Partner or alone</translation>
    </message>
    <message>
        <source>It&apos;s not your turn.</source>
        <translation>It&apos;s not your turn.</translation>
    </message>
    <message>
        <source>The hand is over.</source>
        <translation>The hand is over.</translation>
    </message>
    <message>
        <source>That is not possible now.</source>
        <translation>That is not possible now.</translation>
    </message>
    <message>
        <source>There is no such seat.</source>
        <translation>There is no such seat.</translation>
    </message>
    <message>
        <source>You do not hold that card.</source>
        <translation>You do not hold that card.</translation>
    </message>
    <message>
        <source>You must follow %1.</source>
        <translation>You must follow %1.</translation>
    </message>
    <message>
        <source>Trumps were led: you must follow with a trump.</source>
        <translation>Trumps were led: you must follow with a trump.</translation>
    </message>
    <message>
        <source>%1 was led: you must play %2.</source>
        <translation>%1 was led: you must play %2.</translation>
    </message>
    <message>
        <source>Trump was led: you must play a trump.</source>
        <translation>Trump was led: you must play a trump.</translation>
    </message>
    <message>
        <source>The called suit was led: the called ace (%1) must be played.</source>
        <translation>The called suit was led: the called ace (%1) must be played.</translation>
    </message>
    <message>
        <source>You may lead the called suit only with the %1 itself (running away needs four cards of the suit).</source>
        <translation>You may lead the called suit only with the %1 itself (running away needs four cards of the suit).</translation>
    </message>
    <message>
        <source>You may lead the called suit only with the %1 itself until that suit has been led.</source>
        <translation>You may lead the called suit only with the %1 itself until that suit has been led.</translation>
    </message>
    <message>
        <source>You may not discard the called ace (%1).</source>
        <translation>You may not discard the called ace (%1).</translation>
    </message>
    <message>
        <source>You must beat the trick if you can.</source>
        <translation>You must beat the trick if you can.</translation>
    </message>
    <message>
        <source>Keep your last card of the called suit until that suit is led.</source>
        <translation>Keep your last card of the called suit until that suit is led.</translation>
    </message>
    <message>
        <source>You must overtrump.</source>
        <translation>You must overtrump.</translation>
    </message>
    <message>
        <source>You must overtrump the %1 (with %2).</source>
        <translation>You must overtrump the %1 (with %2).</translation>
    </message>
    <message>
        <source>The Hearts Ace cannot be called: hearts are trumps.</source>
        <translation>The Hearts Ace cannot be called: hearts are trumps.</translation>
    </message>
    <message>
        <source>You cannot call an ace you hold.</source>
        <translation>You cannot call an ace you hold.</translation>
    </message>
    <message>
        <source>To call this ace you need another card of its suit.</source>
        <translation>To call this ace you need another card of its suit.</translation>
    </message>
    <message>
        <source>Your side cannot give %1.</source>
        <translation>Your side cannot give %1.</translation>
    </message>
    <message>
        <source>%1 is not possible any more.</source>
        <translation>%1 is not possible any more.</translation>
    </message>
    <message>
        <source>That is not allowed here.</source>
        <translation>That is not allowed here.</translation>
    </message>
    <message>
        <source>Wait a moment: the cards are still moving.</source>
        <translation>Wait a moment: the cards are still moving.</translation>
    </message>
    <message>
        <source>Your cards beat the standing bid: you must bid %1.</source>
        <translation>Your cards beat the standing bid: you must bid %1.</translation>
    </message>
    <message>
        <source>A bid needs a length, simple or better.</source>
        <translation>A bid needs a length, simple or better.</translation>
    </message>
    <message>
        <source>Your longest suit has %1 cards: you must pass (a bid needs %2).</source>
        <translation>Your longest suit has %1 cards: you must pass (a bid needs %2).</translation>
    </message>
    <message>
        <source>Your longest suit has %1 cards: you can only bid %1.</source>
        <translation>Your longest suit has %1 cards: you can only bid %1.</translation>
    </message>
    <message>
        <source>You cannot bid %1: a better bid is a clubs bid, and only clubs among your longest suits allow it.</source>
        <translation>You cannot bid %1: a better bid is a clubs bid, and only clubs among your longest suits allow it.</translation>
    </message>
    <message>
        <source>Your bid must be higher than %1.</source>
        <translation>Your bid must be higher than %1.</translation>
    </message>
    <message>
        <source>Your bid must be higher than the standing bid.</source>
        <translation>Your bid must be higher than the standing bid.</translation>
    </message>
    <message>
        <source>Name a trump suit.</source>
        <translation>Name a trump suit.</translation>
    </message>
    <message>
        <source>You bid better: clubs must be trumps.</source>
        <translation>You bid better: clubs must be trumps.</translation>
    </message>
    <message>
        <source>You bid simple: you cannot name clubs (clubs need a better bid).</source>
        <translation>You bid simple: you cannot name clubs (clubs need a better bid).</translation>
    </message>
    <message>
        <source>You bid %1: name a suit of that length (%2: %3).</source>
        <translation>You bid %1: name a suit of that length (%2: %3).</translation>
    </message>
    <message>
        <source>Exchange one or two cards.</source>
        <translation>Exchange one or two cards.</translation>
    </message>
    <message>
        <source>These rules do not allow conceding.</source>
        <translation>These rules do not allow conceding.</translation>
    </message>
    <message>
        <source>Only the declarer can concede.</source>
        <translation>Only the declarer can concede.</translation>
    </message>
    <message>
        <source>It is too late to concede: the first card has been led.</source>
        <translation>It is too late to concede: the first card has been led.</translation>
    </message>
    <message>
        <source>That game cannot be bid here.</source>
        <translation>That game cannot be bid here.</translation>
    </message>
    <message>
        <source>Name trumps for the game you bid (%1).</source>
        <translation>Name trumps for the game you bid (%1).</translation>
    </message>
    <message>
        <source>You cannot play that card now.</source>
        <translation>You cannot play that card now.</translation>
    </message>
    <message>
        <source>The called suit was led: you must play your under card.</source>
        <translation>The called suit was led: you must play your under card.</translation>
    </message>
    <message>
        <source>You may play the under card only to a lead of the called suit (or as your last card).</source>
        <translation>You may play the under card only to a lead of the called suit (or as your last card).</translation>
    </message>
    <message>
        <source>Keep your hold card until the called suit is led.</source>
        <translation>Keep your hold card until the called suit is led.</translation>
    </message>
    <message>
        <source>You showed a blitz: now you must pick.</source>
        <translation>You showed a blitz: now you must pick.</translation>
    </message>
    <message>
        <source>Everyone else passed: the dealer must pick.</source>
        <translation>Everyone else passed: the dealer must pick.</translation>
    </message>
    <message>
        <source>Blitzes are not played at this table.</source>
        <translation>Blitzes are not played at this table.</translation>
    </message>
    <message>
        <source>You have already shown a blitz.</source>
        <translation>You have already shown a blitz.</translation>
    </message>
    <message>
        <source>A blitz needs both black (or both red) queens in your hand.</source>
        <translation>A blitz needs both black (or both red) queens in your hand.</translation>
    </message>
    <message>
        <source>A blitz must show its two queens.</source>
        <translation>A blitz must show its two queens.</translation>
    </message>
    <message>
        <source>You cannot bury these cards.</source>
        <translation>You cannot bury these cards.</translation>
    </message>
    <message>
        <source>Declare the picker&apos;s game, alone or with a partner.</source>
        <translation>Declare the picker&apos;s game, alone or with a partner.</translation>
    </message>
    <message>
        <source>You may not go alone: going alone is off and a call is possible.</source>
        <translation>You may not go alone: going alone is off and a call is possible.</translation>
    </message>
    <message>
        <source>Call a card, or go alone.</source>
        <translation>Call a card, or go alone.</translation>
    </message>
    <message>
        <source>Calling up is not played at this table.</source>
        <translation>Calling up is not played at this table.</translation>
    </message>
    <message>
        <source>You can call up only while holding the Jack of Diamonds.</source>
        <translation>You can call up only while holding the Jack of Diamonds.</translation>
    </message>
    <message>
        <source>Calling up names the next higher jack you lack.</source>
        <translation>Calling up names the next higher jack you lack.</translation>
    </message>
    <message>
        <source>Call a fail ace (or, holding all three fail aces, a fail ten).</source>
        <translation>Call a fail ace (or, holding all three fail aces, a fail ten).</translation>
    </message>
    <message>
        <source>You hold the %1 (in hand or bury): you cannot call it.</source>
        <translation>You hold the %1 (in hand or bury): you cannot call it.</translation>
    </message>
    <message>
        <source>The unknown call is not played at this table.</source>
        <translation>The unknown call is not played at this table.</translation>
    </message>
    <message>
        <source>You have a legal call: the unknown call is only for a picker who has none.</source>
        <translation>You have a legal call: the unknown call is only for a picker who has none.</translation>
    </message>
    <message>
        <source>An unknown call names a suit you hold no card of.</source>
        <translation>An unknown call names a suit you hold no card of.</translation>
    </message>
    <message>
        <source>An unknown call sets exactly one of your cards aside as the under card.</source>
        <translation>An unknown call sets exactly one of your cards aside as the under card.</translation>
    </message>
    <message>
        <source>Ten calls are not played at this table.</source>
        <translation>Ten calls are not played at this table.</translation>
    </message>
    <message>
        <source>You may call a ten only while holding all three fail aces.</source>
        <translation>You may call a ten only while holding all three fail aces.</translation>
    </message>
    <message>
        <source>To call the %1 you must keep a card of its suit (the hold card).</source>
        <translation>To call the %1 you must keep a card of its suit (the hold card).</translation>
    </message>
    <message>
        <source>You play with the picker: you cannot crack.</source>
        <translation>You play with the picker: you cannot crack.</translation>
    </message>
    <message>
        <source>Only one crack is allowed per hand.</source>
        <translation>Only one crack is allowed per hand.</translation>
    </message>
    <message>
        <source>Only the picker or the partner can re-crack.</source>
        <translation>Only the picker or the partner can re-crack.</translation>
    </message>
    <message>
        <source>A bid needs a value.</source>
        <translation>A bid needs a value.</translation>
    </message>
    <message>
        <source>%1 is not a bid value.</source>
        <translation>%1 is not a bid value.</translation>
    </message>
    <message>
        <source>That is not a bid value.</source>
        <translation>That is not a bid value.</translation>
    </message>
    <message>
        <source>Both other players passed: you can only play at 18 or pass.</source>
        <translation>Both other players passed: you can only play at 18 or pass.</translation>
    </message>
    <message>
        <source>That is not a card.</source>
        <translation>That is not a card.</translation>
    </message>
    <message>
        <source>Jacks may not be passed on in Schieberamsch.</source>
        <translation>Jacks may not be passed on in Schieberamsch.</translation>
    </message>
    <message>
        <source>Name the game you play.</source>
        <translation>Name the game you play.</translation>
    </message>
    <message>
        <source>That is not a Skat game (suit, Grand or Null).</source>
        <translation>That is not a Skat game (suit, Grand or Null).</translation>
    </message>
    <message>
        <source>That is not a Skat announcement.</source>
        <translation>That is not a Skat announcement.</translation>
    </message>
    <message>
        <source>A suit game must name its trump suit.</source>
        <translation>A suit game must name its trump suit.</translation>
    </message>
    <message>
        <source>That is not a suit.</source>
        <translation>That is not a suit.</translation>
    </message>
    <message>
        <source>Grand and Null name no trump suit.</source>
        <translation>Grand and Null name no trump suit.</translation>
    </message>
    <message>
        <source>You did not pick up the skat: the game is a hand game.</source>
        <translation>You did not pick up the skat: the game is a hand game.</translation>
    </message>
    <message>
        <source>You picked up the skat: the game cannot be a hand game.</source>
        <translation>You picked up the skat: the game cannot be a hand game.</translation>
    </message>
    <message>
        <source>A Null game has no schneider or schwarz.</source>
        <translation>A Null game has no schneider or schwarz.</translation>
    </message>
    <message>
        <source>A suit game or Grand ouvert must be played hand.</source>
        <translation>A suit game or Grand ouvert must be played hand.</translation>
    </message>
    <message>
        <source>Ouvert includes schneider and schwarz announced: announce them too.</source>
        <translation>Ouvert includes schneider and schwarz announced: announce them too.</translation>
    </message>
    <message>
        <source>Schneider and schwarz can be announced only in a hand game.</source>
        <translation>Schneider and schwarz can be announced only in a hand game.</translation>
    </message>
    <message>
        <source>Schwarz announced includes schneider announced: announce it too.</source>
        <translation>Schwarz announced includes schneider announced: announce it too.</translation>
    </message>
    <message>
        <source>This game is worth at most %1, below your bid of %2.</source>
        <translation>This game is worth at most %1, below your bid of %2.</translation>
    </message>
    <message>
        <source>A raise must be a higher game.</source>
        <translation>A raise must be a higher game.</translation>
    </message>
    <message>
        <source>A raise keeps every announcement already made.</source>
        <translation>A raise keeps every announcement already made.</translation>
    </message>
    <message>
        <source>Skat knows only Kontra and Re.</source>
        <translation>Skat knows only Kontra and Re.</translation>
    </message>
    <message>
        <source>Only %1 can be said now.</source>
        <translation>Only %1 can be said now.</translation>
    </message>
    <message>
        <source>%1 or %2</source>
        <translation>%1 or %2</translation>
    </message>
    <message>
        <source>Base tariff</source>
        <translation>Base tariff</translation>
    </message>
    <message>
        <source>Solo tariff</source>
        <translation>Solo tariff</translation>
    </message>
    <message>
        <source>Bettel tariff</source>
        <translation>Bettel tariff</translation>
    </message>
    <message>
        <source>Ramsch tariff</source>
        <translation>Ramsch tariff</translation>
    </message>
    <message>
        <source>Schneider</source>
        <translation>Schneider</translation>
    </message>
    <message>
        <source>Schwarz</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <source>Runners</source>
        <translation>Runners</translation>
    </message>
    <message>
        <source>Doublings</source>
        <translation>Doublings</translation>
    </message>
    <message>
        <source>Each pays or receives</source>
        <translation>Each pays or receives</translation>
    </message>
    <message>
        <source>Durchmarsch</source>
        <translation>Durchmarsch</translation>
    </message>
    <message>
        <source>Jungfrau</source>
        <translation>Jungfrau</translation>
    </message>
    <message>
        <source>Everyone passed: the cards are thrown in</source>
        <translation>Everyone passed: the cards are thrown in</translation>
    </message>
    <message>
        <source>Everyone passed: each pays into the Stock</source>
        <translation>Everyone passed: each pays into the Stock</translation>
    </message>
    <message>
        <source>Loses with the most card points</source>
        <translation>Loses with the most card points</translation>
    </message>
    <message>
        <source>Runners charged to the caller alone</source>
        <translation>Runners charged to the caller alone</translation>
    </message>
    <message>
        <source>Runners not charged to the partner</source>
        <translation>Runners not charged to the partner</translation>
    </message>
    <message>
        <source>From the Stock</source>
        <translation>From the Stock</translation>
    </message>
    <message>
        <source>Into the Stock</source>
        <translation>Into the Stock</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Game</translation>
    </message>
    <message>
        <source>Matadors</source>
        <translation>Matadors</translation>
    </message>
    <message>
        <source>Base value</source>
        <translation>Base value</translation>
    </message>
    <message>
        <source>Game value</source>
        <translation>Game value</translation>
    </message>
    <message>
        <source>Overbid</source>
        <translation>Overbid</translation>
    </message>
    <message>
        <source>Lost: counts double</source>
        <translation>Lost: counts double</translation>
    </message>
    <message>
        <source>All tricks</source>
        <translation>All tricks</translation>
    </message>
    <message>
        <source>Won with 91 or more</source>
        <translation>Won with 91 or more</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Won</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Lost</translation>
    </message>
    <message>
        <source>No trick</source>
        <translation>No trick</translation>
    </message>
    <message>
        <source>Conceded</source>
        <translation>Conceded</translation>
    </message>
    <message>
        <source>Jan (under 31 points)</source>
        <translation>Jan (under 31 points)</translation>
    </message>
    <message>
        <source>Vol by one player</source>
        <translation>Vol by one player</translation>
    </message>
    <message>
        <source>Vol (all tricks)</source>
        <translation>Vol (all tricks)</translation>
    </message>
    <message>
        <source>Won with 90 or more</source>
        <translation>Won with 90 or more</translation>
    </message>
    <message>
        <source>Javn (30 or less)</source>
        <translation>Javn (30 or less)</translation>
    </message>
    <message>
        <source>No bid: 61 or more wins</source>
        <translation>No bid: 61 or more wins</translation>
    </message>
    <message>
        <source>60:60</source>
        <translation>60:60</translation>
    </message>
    <message>
        <source>60:60 bonus</source>
        <translation>60:60 bonus</translation>
    </message>
    <message>
        <source>Cross</source>
        <translation>Cross</translation>
    </message>
    <message>
        <source>Won, schneider</source>
        <translation>Won, schneider</translation>
    </message>
    <message>
        <source>Won, no-tricker</source>
        <translation>Won, no-tricker</translation>
    </message>
    <message>
        <source>Lost, schneidered</source>
        <translation>Lost, schneidered</translation>
    </message>
    <message>
        <source>Lost, no-tricker</source>
        <translation>Lost, no-tricker</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>Unit</translation>
    </message>
    <message>
        <source>Doubler</source>
        <translation>Doubler</translation>
    </message>
    <message>
        <source>Double on the bump</source>
        <translation>Double on the bump</translation>
    </message>
    <message>
        <source>Each defender pays or receives</source>
        <translation>Each defender pays or receives</translation>
    </message>
    <message>
        <source>Partner (pays nothing)</source>
        <translation>Partner (pays nothing)</translation>
    </message>
    <message>
        <source>Defender</source>
        <translation>Defender</translation>
    </message>
    <message>
        <source>Leaster won</source>
        <translation>Leaster won</translation>
    </message>
    <message>
        <source>Leaster lost</source>
        <translation>Leaster lost</translation>
    </message>
    <message>
        <source>Leaster: a wash, fewest points</source>
        <translation>Leaster: a wash, fewest points</translation>
    </message>
    <message>
        <source>Schwanzer count</source>
        <translation>Schwanzer count</translation>
    </message>
    <message>
        <source>Schwanzer lost</source>
        <translation>Schwanzer lost</translation>
    </message>
    <message>
        <source>Schneider announced</source>
        <translation>Schneider announced</translation>
    </message>
    <message>
        <source>Schwarz announced</source>
        <translation>Schwarz announced</translation>
    </message>
    <message>
        <source>Ouvert</source>
        <translation>Ouvert</translation>
    </message>
    <message>
        <source>Bock</source>
        <translation>Bock</translation>
    </message>
    <message>
        <source>Lost only by the announcement: counts single</source>
        <translation>Lost only by the announcement: counts single</translation>
    </message>
    <message>
        <source>On the list</source>
        <translation>On the list</translation>
    </message>
    <message>
        <source>Seeger-Fabian: won game</source>
        <translation>Seeger-Fabian: won game</translation>
    </message>
    <message>
        <source>Seeger-Fabian: lost game</source>
        <translation>Seeger-Fabian: lost game</translation>
    </message>
    <message>
        <source>Each other player gets</source>
        <translation>Each other player gets</translation>
    </message>
    <message>
        <source>Everyone passed</source>
        <translation>Everyone passed</translation>
    </message>
    <message>
        <source>plain</source>
        <translation>plain</translation>
    </message>
    <message>
        <source>schneider</source>
        <translation>schneider</translation>
    </message>
    <message>
        <source>schwarz</source>
        <translation>schwarz</translation>
    </message>
    <message>
        <source>tout</source>
        <translation>tout</translation>
    </message>
    <message>
        <source>jan</source>
        <translation>jan</translation>
    </message>
    <message>
        <source>no trick</source>
        <translation>no trick</translation>
    </message>
    <message>
        <source>won</source>
        <translation>won</translation>
    </message>
    <message>
        <source>won, schneider</source>
        <translation>won, schneider</translation>
    </message>
    <message>
        <source>won, no-tricker</source>
        <translation>won, no-tricker</translation>
    </message>
    <message>
        <source>lost</source>
        <translation>lost</translation>
    </message>
    <message>
        <source>lost, schneidered</source>
        <translation>lost, schneidered</translation>
    </message>
    <message>
        <source>lost, no-tricker</source>
        <translation>lost, no-tricker</translation>
    </message>
    <message>
        <source>Everyone passed: the cards are thrown in.</source>
        <translation>Everyone passed: the cards are thrown in.</translation>
    </message>
    <message>
        <source>Everyone passed: each player pays into the Stock.</source>
        <translation>Everyone passed: each player pays into the Stock.</translation>
    </message>
    <message>
        <source>Ramsch: the most card points lose.</source>
        <translation>Ramsch: the most card points lose.</translation>
    </message>
    <message>
        <source>The declarer conceded.</source>
        <translation>The declarer conceded.</translation>
    </message>
    <message>
        <source>Nobody bid: played with clubs trumps.</source>
        <translation>Nobody bid: played with clubs trumps.</translation>
    </message>
    <message>
        <source>Everyone passed: a leaster, the fewest points win.</source>
        <translation>Everyone passed: a leaster, the fewest points win.</translation>
    </message>
    <message>
        <source>Everyone passed: the cards are thrown in and a later hand counts double.</source>
        <translation>Everyone passed: the cards are thrown in and a later hand counts double.</translation>
    </message>
    <message>
        <source>Everyone passed: Schwanzer, the hands are scored as dealt.</source>
        <translation>Everyone passed: Schwanzer, the hands are scored as dealt.</translation>
    </message>
    <message>
        <source>Everyone passed: the deal is void.</source>
        <translation>Everyone passed: the deal is void.</translation>
    </message>
    <message>
        <source>%1 took every trick: %2</source>
        <translation>%1 took every trick: %2</translation>
    </message>
    <message>
        <source>%1 won with %2 points: %3</source>
        <translation>%1 won with %2 points: %3</translation>
    </message>
    <message>
        <source>%1 won: %2</source>
        <translation>%1 won: %2</translation>
    </message>
    <message>
        <source>Runners: with %1</source>
        <translation>Runners: with %1</translation>
    </message>
    <message>
        <source>Runners: without %1</source>
        <translation>Runners: without %1</translation>
    </message>
    <message>
        <source>Runners: %1</source>
        <translation>Runners: %1</translation>
    </message>
    <message>
        <source>Durchmarsch by %1</source>
        <translation>Durchmarsch by %1</translation>
    </message>
    <message>
        <source>Alone in a partner game</source>
        <translation>Alone in a partner game</translation>
    </message>
    <message>
        <source>%1 with %2 points</source>
        <translation>%1 with %2 points</translation>
    </message>
    <message>
        <source>Matadors: with %1</source>
        <translation>Matadors: with %1</translation>
    </message>
    <message>
        <source>Matadors: without %1</source>
        <translation>Matadors: without %1</translation>
    </message>
    <message>
        <source>Game value: %1 × %2</source>
        <translation>Game value: %1 × %2</translation>
    </message>
    <message>
        <source>Overbid: bid %1</source>
        <translation>Overbid: bid %1</translation>
    </message>
    <message>
        <source>Ramsch: most card points</source>
        <translation>Ramsch: most card points</translation>
    </message>
    <message>
        <source>Tied for most card points, took the highest trump: %1</source>
        <translation>Tied for most card points, took the highest trump: %1</translation>
    </message>
    <message>
        <source>Tied for most card points, took more tricks: %1</source>
        <translation>Tied for most card points, took more tricks: %1</translation>
    </message>
    <message>
        <source>Tied for most card points, all tied lose: %1</source>
        <translation>Tied for most card points, all tied lose: %1</translation>
    </message>
    <message>
        <source>Loses with the most card points: %1</source>
        <translation>Loses with the most card points: %1</translation>
    </message>
    <message>
        <source>From the Stock to %1, each</source>
        <translation>From the Stock to %1, each</translation>
    </message>
    <message>
        <source>From the Stock to %1</source>
        <translation>From the Stock to %1</translation>
    </message>
    <message>
        <source>Into the Stock from %1, each</source>
        <translation>Into the Stock from %1, each</translation>
    </message>
    <message>
        <source>Into the Stock from %1</source>
        <translation>Into the Stock from %1</translation>
    </message>
    <message>
        <source>Double cross for %1</source>
        <translation>Double cross for %1</translation>
    </message>
    <message>
        <source>Cross for %1</source>
        <translation>Cross for %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>result line: what, who</comment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Discarding two cards</source>
        <translation>Discarding two cards</translation>
    </message>
    <message>
        <source>Discard exactly two different cards.</source>
        <translation>Discard exactly two different cards.</translation>
    </message>
    <message>
        <source>Tout: the sum counts double</source>
        <translation>Tout: the sum counts double</translation>
    </message>
    <message>
        <source>Sie: the sum counts four times</source>
        <translation>Sie: the sum counts four times</translation>
    </message>
    <message>
        <source>General</source>
        <translation>General</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>Deal</translation>
    </message>
    <message>
        <source>When everyone passes</source>
        <translation>When everyone passes</translation>
    </message>
    <message>
        <source>Tariff</source>
        <translation>Tariff</translation>
    </message>
    <message>
        <source>Doubling</source>
        <translation>Doubling</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Games</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>Scoring</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Table</translation>
    </message>
    <message>
        <source>Bock rounds</source>
        <translation>Bock rounds</translation>
    </message>
    <message>
        <source>Pack</source>
        <translation>Pack</translation>
    </message>
    <message>
        <source>All pass</source>
        <translation>All pass</translation>
    </message>
    <message>
        <source>Stock limit</source>
        <translation>Stock limit</translation>
    </message>
    <message>
        <source>Forced game needs</source>
        <translation>Forced game needs</translation>
    </message>
    <message>
        <source>Runners from (Sauspiel, Solo)</source>
        <translation>Runners from (Sauspiel, Solo)</translation>
    </message>
    <message>
        <source>Runners from (Wenz, Geier)</source>
        <translation>Runners from (Wenz, Geier)</translation>
    </message>
    <message>
        <source>Runners charged to the caller</source>
        <translation>Runners charged to the caller</translation>
    </message>
    <message>
        <source>Knocking (Klopfen)</source>
        <translation>Knocking (Klopfen)</translation>
    </message>
    <message>
        <source>Kontra until</source>
        <translation>Kontra until</translation>
    </message>
    <message>
        <source>Doublings in a row</source>
        <translation>Doublings in a row</translation>
    </message>
    <message>
        <source>Games allowed</source>
        <translation>Games allowed</translation>
    </message>
    <message>
        <source>Game ranking (lowest first)</source>
        <translation>Game ranking (lowest first)</translation>
    </message>
    <message>
        <source>Hearts Solo priority</source>
        <translation>Hearts Solo priority</translation>
    </message>
    <message>
        <source>Tout without runners</source>
        <translation>Tout without runners</translation>
    </message>
    <message>
        <source>Bettel: must beat</source>
        <translation>Bettel: must beat</translation>
    </message>
    <message>
        <source>Caller keeps the called suit</source>
        <translation>Caller keeps the called suit</translation>
    </message>
    <message>
        <source>Ramsch tie</source>
        <translation>Ramsch tie</translation>
    </message>
    <message>
        <source>Variant</source>
        <translation>Variant</translation>
    </message>
    <message>
        <source>Øre at the start</source>
        <translation>Øre at the start</translation>
    </message>
    <message>
        <source>Stroking the cat</source>
        <translation>Stroking the cat</translation>
    </message>
    <message>
        <source>Conceding</source>
        <translation>Conceding</translation>
    </message>
    <message>
        <source>Forfeit for the untouched</source>
        <translation>Forfeit for the untouched</translation>
    </message>
    <message>
        <source>Farvesjavs</source>
        <translation>Farvesjavs</translation>
    </message>
    <message>
        <source>Declarer without a trick</source>
        <translation>Declarer without a trick</translation>
    </message>
    <message>
        <source>A lost contract costs</source>
        <translation>A lost contract costs</translation>
    </message>
    <message>
        <source>Cut or tap</source>
        <translation>Cut or tap</translation>
    </message>
    <message>
        <source>Equal bids</source>
        <translation>Equal bids</translation>
    </message>
    <message>
        <source>Clubs must be bid better</source>
        <translation>Clubs must be bid better</translation>
    </message>
    <message>
        <source>Must overtrump</source>
        <translation>Must overtrump</translation>
    </message>
    <message>
        <source>Overtrump the partner too</source>
        <translation>Overtrump the partner too</translation>
    </message>
    <message>
        <source>Overtrump on a trump lead</source>
        <translation>Overtrump on a trump lead</translation>
    </message>
    <message>
        <source>Defenders score</source>
        <translation>Defenders score</translation>
    </message>
    <message>
        <source>Ladder starts at</source>
        <translation>Ladder starts at</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Players</translation>
    </message>
    <message>
        <source>Four players</source>
        <translation>Four players</translation>
    </message>
    <message>
        <source>Call-up</source>
        <translation>Call-up</translation>
    </message>
    <message>
        <source>Going alone</source>
        <translation>Going alone</translation>
    </message>
    <message>
        <source>Ten call</source>
        <translation>Ten call</translation>
    </message>
    <message>
        <source>Unknown call (under card)</source>
        <translation>Unknown call (under card)</translation>
    </message>
    <message>
        <source>Partner may run</source>
        <translation>Partner may run</translation>
    </message>
    <message>
        <source>Leaster: the blind goes to</source>
        <translation>Leaster: the blind goes to</translation>
    </message>
    <message>
        <source>Leaster needs a trick</source>
        <translation>Leaster needs a trick</translation>
    </message>
    <message>
        <source>Leaster tie</source>
        <translation>Leaster tie</translation>
    </message>
    <message>
        <source>Doublers</source>
        <translation>Doublers</translation>
    </message>
    <message>
        <source>After a doubler</source>
        <translation>After a doubler</translation>
    </message>
    <message>
        <source>Cracks</source>
        <translation>Cracks</translation>
    </message>
    <message>
        <source>Who may crack</source>
        <translation>Who may crack</translation>
    </message>
    <message>
        <source>Cracks per hand</source>
        <translation>Cracks per hand</translation>
    </message>
    <message>
        <source>Alone multiplier</source>
        <translation>Alone multiplier</translation>
    </message>
    <message>
        <source>Partner exempt without a trick</source>
        <translation>Partner exempt without a trick</translation>
    </message>
    <message>
        <source>Schneider for both sides</source>
        <translation>Schneider for both sides</translation>
    </message>
    <message>
        <source>Wergin (3 players)</source>
        <translation>Wergin (3 players)</translation>
    </message>
    <message>
        <source>Players at the table</source>
        <translation>Players at the table</translation>
    </message>
    <message>
        <source>Scoring system</source>
        <translation>Scoring system</translation>
    </message>
    <message>
        <source>Missed announcement counts single</source>
        <translation>Missed announcement counts single</translation>
    </message>
    <message>
        <source>Refuse games below the bid</source>
        <translation>Refuse games below the bid</translation>
    </message>
    <message>
        <source>Raise before the first card</source>
        <translation>Raise before the first card</translation>
    </message>
    <message>
        <source>Seeger-Fabian: the dealer scores too</source>
        <translation>Seeger-Fabian: the dealer scores too</translation>
    </message>
    <message>
        <source>Ramsch scoring</source>
        <translation>Ramsch scoring</translation>
    </message>
    <message>
        <source>Ramsch: the skat goes to</source>
        <translation>Ramsch: the skat goes to</translation>
    </message>
    <message>
        <source>Schieberamsch: jacks may be passed</source>
        <translation>Schieberamsch: jacks may be passed</translation>
    </message>
    <message>
        <source>Overbid checked with</source>
        <translation>Overbid checked with</translation>
    </message>
    <message>
        <source>A Bock round after</source>
        <translation>A Bock round after</translation>
    </message>
    <message>
        <source>Long pack (32)</source>
        <translation>Long pack (32)</translation>
    </message>
    <message>
        <source>Short pack (24)</source>
        <translation>Short pack (24)</translation>
    </message>
    <message>
        <source>Throw in and redeal</source>
        <translation>Throw in and redeal</translation>
    </message>
    <message>
        <source>Play Ramsch</source>
        <translation>Play Ramsch</translation>
    </message>
    <message>
        <source>Pay into the Stock</source>
        <translation>Pay into the Stock</translation>
    </message>
    <message>
        <source>The Acorns Ober must play</source>
        <translation>The Acorns Ober must play</translation>
    </message>
    <message>
        <source>Before the first card</source>
        <translation>Before the first card</translation>
    </message>
    <message>
        <source>Before the second card</source>
        <translation>Before the second card</translation>
    </message>
    <message>
        <source>While the doubler holds all cards</source>
        <translation>While the doubler holds all cards</translation>
    </message>
    <message>
        <source>None</source>
        <translation>None</translation>
    </message>
    <message>
        <source>Hearts Solo outranks other solos</source>
        <translation>Hearts Solo outranks other solos</translation>
    </message>
    <message>
        <source>Allowed</source>
        <translation>Allowed</translation>
    </message>
    <message>
        <source>Only with three runners</source>
        <translation>Only with three runners</translation>
    </message>
    <message>
        <source>Highest trump loses</source>
        <translation>Highest trump loses</translation>
    </message>
    <message>
        <source>More tricks lose</source>
        <translation>More tricks lose</translation>
    </message>
    <message>
        <source>All tied players lose</source>
        <translation>All tied players lose</translation>
    </message>
    <message>
        <source>Doubles every payment</source>
        <translation>Doubles every payment</translation>
    </message>
    <message>
        <source>Doubles the Jungfrau&apos;s share once</source>
        <translation>Doubles the Jungfrau&apos;s share once</translation>
    </message>
    <message>
        <source>Doubles the Jungfrau&apos;s share per Jungfrau</source>
        <translation>Doubles the Jungfrau&apos;s share per Jungfrau</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Off</translation>
    </message>
    <message>
        <source>At least 91 points</source>
        <translation>At least 91 points</translation>
    </message>
    <message>
        <source>3 players, 20 cards</source>
        <translation>3 players, 20 cards</translation>
    </message>
    <message>
        <source>4 players, 18 cards (Flyvesjavs)</source>
        <translation>4 players, 18 cards (Flyvesjavs)</translation>
    </message>
    <message>
        <source>Contract game with Tens</source>
        <translation>Contract game with Tens</translation>
    </message>
    <message>
        <source>The next dealer deals</source>
        <translation>The next dealer deals</translation>
    </message>
    <message>
        <source>The same dealer deals again</source>
        <translation>The same dealer deals again</translation>
    </message>
    <message>
        <source>Discard blind, then take the cat</source>
        <translation>Discard blind, then take the cat</translation>
    </message>
    <message>
        <source>Take the cat, then discard</source>
        <translation>Take the cat, then discard</translation>
    </message>
    <message>
        <source>Loses 16 whatever the cat holds</source>
        <translation>Loses 16 whatever the cat holds</translation>
    </message>
    <message>
        <source>Loses 8 if the cat gives him points</source>
        <translation>Loses 8 if the cat gives him points</translation>
    </message>
    <message>
        <source>Spil and Stryger ×2 or ×3, Tout the base</source>
        <translation>Spil and Stryger ×2 or ×3, Tout the base</translation>
    </message>
    <message>
        <source>Always the base rate</source>
        <translation>Always the base rate</translation>
    </message>
    <message>
        <source>×2 or ×3 for every game</source>
        <translation>×2 or ×3 for every game</translation>
    </message>
    <message>
        <source>Tórshavn</source>
        <translation>Tórshavn</translation>
    </message>
    <message>
        <source>Suðuroy (not available yet)</source>
        <translation>Suðuroy (not available yet)</translation>
    </message>
    <message>
        <source>Cut</source>
        <translation>Cut</translation>
    </message>
    <message>
        <source>Tap</source>
        <translation>Tap</translation>
    </message>
    <message>
        <source>Play with clubs trumps</source>
        <translation>Play with clubs trumps</translation>
    </message>
    <message>
        <source>The earlier bidder keeps it</source>
        <translation>The earlier bidder keeps it</translation>
    </message>
    <message>
        <source>The later bidder takes it</source>
        <translation>The later bidder takes it</translation>
    </message>
    <message>
        <source>2, or 4 in clubs</source>
        <translation>2, or 4 in clubs</translation>
    </message>
    <message>
        <source>4, 8 or 16 by the result</source>
        <translation>4, 8 or 16 by the result</translation>
    </message>
    <message>
        <source>Always 4 (8 in clubs)</source>
        <translation>Always 4 (8 in clubs)</translation>
    </message>
    <message>
        <source>Cutthroat (picker alone)</source>
        <translation>Cutthroat (picker alone)</translation>
    </message>
    <message>
        <source>With a partner</source>
        <translation>With a partner</translation>
    </message>
    <message>
        <source>Jack of Diamonds</source>
        <translation>Jack of Diamonds</translation>
    </message>
    <message>
        <source>Play a leaster</source>
        <translation>Play a leaster</translation>
    </message>
    <message>
        <source>Throw in, a later hand doubled</source>
        <translation>Throw in, a later hand doubled</translation>
    </message>
    <message>
        <source>The dealer must pick</source>
        <translation>The dealer must pick</translation>
    </message>
    <message>
        <source>Schwanzer (score the hands)</source>
        <translation>Schwanzer (score the hands)</translation>
    </message>
    <message>
        <source>The last trick&apos;s winner</source>
        <translation>The last trick&apos;s winner</translation>
    </message>
    <message>
        <source>The first trick&apos;s winner</source>
        <translation>The first trick&apos;s winner</translation>
    </message>
    <message>
        <source>All tied players win</source>
        <translation>All tied players win</translation>
    </message>
    <message>
        <source>A wash: nobody is paid</source>
        <translation>A wash: nobody is paid</translation>
    </message>
    <message>
        <source>One later hand each</source>
        <translation>One later hand each</translation>
    </message>
    <message>
        <source>The next hand, once per doubler</source>
        <translation>The next hand, once per doubler</translation>
    </message>
    <message>
        <source>The same dealer deals again (up to 3 times)</source>
        <translation>The same dealer deals again (up to 3 times)</translation>
    </message>
    <message>
        <source>Only players after the picker</source>
        <translation>Only players after the picker</translation>
    </message>
    <message>
        <source>Any defender</source>
        <translation>Any defender</translation>
    </message>
    <message>
        <source>Crack and re-crack</source>
        <translation>Crack and re-crack</translation>
    </message>
    <message>
        <source>Crack only</source>
        <translation>Crack only</translation>
    </message>
    <message>
        <source>Black queens</source>
        <translation>Black queens</translation>
    </message>
    <message>
        <source>Black or red queens</source>
        <translation>Black or red queens</translation>
    </message>
    <message>
        <source>ISkO list</source>
        <translation>ISkO list</translation>
    </message>
    <message>
        <source>Seeger-Fabian</source>
        <translation>Seeger-Fabian</translation>
    </message>
    <message>
        <source>The loser scores his card points minus</source>
        <translation>The loser scores his card points minus</translation>
    </message>
    <message>
        <source>The loser</source>
        <translation>The loser</translation>
    </message>
    <message>
        <source>The value before Kontra and Re</source>
        <translation>The value before Kontra and Re</translation>
    </message>
    <message>
        <source>The value after Kontra and Re</source>
        <translation>The value after Kontra and Re</translation>
    </message>
    <message>
        <source>A lost game with Kontra</source>
        <translation>A lost game with Kontra</translation>
    </message>
    <message>
        <source>A game with Re</source>
        <translation>A game with Re</translation>
    </message>
    <message>
        <source>A won Grand Hand</source>
        <translation>A won Grand Hand</translation>
    </message>
    <message>
        <source>A game worth 100 or more</source>
        <translation>A game worth 100 or more</translation>
    </message>
    <message>
        <source>Wirtshaus (standard)</source>
        <translation>Wirtshaus (standard)</translation>
    </message>
    <message>
        <source>Tournament</source>
        <translation>Tournament</translation>
    </message>
    <message>
        <source>Short pack</source>
        <translation>Short pack</translation>
    </message>
    <message>
        <source>Ramsch and Klopfen</source>
        <translation>Ramsch and Klopfen</translation>
    </message>
    <message>
        <source>Everything on</source>
        <translation>Everything on</translation>
    </message>
    <message>
        <source>Stock</source>
        <translation>Stock</translation>
    </message>
    <message>
        <source>Der Alte muss</source>
        <translation>Der Alte muss</translation>
    </message>
    <message>
        <source>Standard</source>
        <translation>Standard</translation>
    </message>
    <message>
        <source>Look at the cat first</source>
        <translation>Look at the cat first</translation>
    </message>
    <message>
        <source>Flyvesjavs (4 players)</source>
        <translation>Flyvesjavs (4 players)</translation>
    </message>
    <message>
        <source>Tórshavn (standard)</source>
        <translation>Tórshavn (standard)</translation>
    </message>
    <message>
        <source>Online rules (sjavs-backend)</source>
        <translation>Online rules (sjavs-backend)</translation>
    </message>
    <message>
        <source>Base system</source>
        <translation>Base system</translation>
    </message>
    <message>
        <source>Tap instead of cut</source>
        <translation>Tap instead of cut</translation>
    </message>
    <message>
        <source>Tavern (standard)</source>
        <translation>Tavern (standard)</translation>
    </message>
    <message>
        <source>Three-handed</source>
        <translation>Three-handed</translation>
    </message>
    <message>
        <source>Four-handed cutthroat</source>
        <translation>Four-handed cutthroat</translation>
    </message>
    <message>
        <source>Four-handed with a partner</source>
        <translation>Four-handed with a partner</translation>
    </message>
    <message>
        <source>ISkO (standard)</source>
        <translation>ISkO (standard)</translation>
    </message>
    <message>
        <source>ISkO, four at the table</source>
        <translation>ISkO, four at the table</translation>
    </message>
    <message>
        <source>Seeger-Fabian (tournament)</source>
        <translation>Seeger-Fabian (tournament)</translation>
    </message>
    <message>
        <source>Seeger-Fabian, four at the table</source>
        <translation>Seeger-Fabian, four at the table</translation>
    </message>
    <message>
        <source>Pub table (Ramsch, Kontra, Bock)</source>
        <translation>Pub table (Ramsch, Kontra, Bock)</translation>
    </message>
    <message>
        <source>On</source>
        <translation>On</translation>
    </message>
</context>
<context>
    <name>presets</name>
    <message>
        <source>A preset needs a name.</source>
        <translation>A preset needs a name.</translation>
    </message>
    <message>
        <source>A preset name has at most %1 characters.</source>
        <translation>A preset name has at most %1 characters.</translation>
    </message>
    <message>
        <source>A built-in preset has this name: choose another one.</source>
        <translation>A built-in preset has this name: choose another one.</translation>
    </message>
    <message>
        <source>Another preset has this name: choose another one.</source>
        <translation>Another preset has this name: choose another one.</translation>
    </message>
</context>
<context>
    <name>problems</name>
    <message>
        <source>cannot be read</source>
        <translation>cannot be read</translation>
    </message>
    <message>
        <source>is not a text file</source>
        <translation>is not a text file</translation>
    </message>
    <message>
        <source>is damaged (not valid JSON)</source>
        <translation>is damaged (not valid JSON)</translation>
    </message>
    <message>
        <source>is not the right kind of file</source>
        <translation>is not the right kind of file</translation>
    </message>
    <message>
        <source>was written by a newer version of Stich</source>
        <translation>was written by a newer version of Stich</translation>
    </message>
    <message>
        <source>comes from a version of Stich too old to read</source>
        <translation>comes from a version of Stich too old to read</translation>
    </message>
    <message>
        <source>holds something that does not fit (edited by hand?)</source>
        <translation>holds something that does not fit (edited by hand?)</translation>
    </message>
    <message>
        <source>is damaged (not a database)</source>
        <translation>is damaged (not a database)</translation>
    </message>
    <message>
        <source>belongs to another program</source>
        <translation>belongs to another program</translation>
    </message>
    <message>
        <source>cannot be used right now (is Stich running twice?)</source>
        <translation>cannot be used right now (is Stich running twice?)</translation>
    </message>
    <message>
        <source>cannot be written (disk full or no permission)</source>
        <translation>cannot be written (disk full or no permission)</translation>
    </message>
    <message>
        <source>The saved match</source>
        <translation>The saved match</translation>
    </message>
    <message>
        <source>The hand history and statistics</source>
        <translation>The hand history and statistics</translation>
    </message>
    <message>
        <source>The settings</source>
        <translation>The settings</translation>
    </message>
    <message>
        <source>A house-rule preset</source>
        <translation>A house-rule preset</translation>
    </message>
    <message>
        <source>The data folder</source>
        <translation>The data folder</translation>
    </message>
    <message>
        <source>A file</source>
        <translation>A file</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;: %2 %3.</source>
        <comment>file, name, reason</comment>
        <translation>&lt;b&gt;%1&lt;/b&gt;: %2 %3.</translation>
    </message>
    <message>
        <source>Set aside as %1 (nothing was deleted); Stich goes on without this file.</source>
        <translation>Set aside as %1 (nothing was deleted); Stich goes on without this file.</translation>
    </message>
    <message>
        <source>Left as it is; this session keeps its hands in memory only.</source>
        <translation>Left as it is; this session keeps its hands in memory only.</translation>
    </message>
    <message>
        <source>Details: %1</source>
        <translation>Details: %1</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Language</translation>
    </message>
    <message>
        <source>Animation speed</source>
        <translation>Animation speed</translation>
    </message>
    <message>
        <source>Window size and position</source>
        <translation>Window size and position</translation>
    </message>
    <message>
        <source>The last choices in New game</source>
        <translation>The last choices in New game</translation>
    </message>
    <message>
        <source>High-contrast felt</source>
        <translation>High-contrast felt</translation>
    </message>
    <message>
        <source>Four-colour French deck</source>
        <translation>Four-colour French deck</translation>
    </message>
    <message>
        <source>Card back</source>
        <translation>Card back</translation>
    </message>
    <message>
        <source>Card size</source>
        <translation>Card size</translation>
    </message>
    <message>
        <source>Colour-blind-safe marks</source>
        <translation>Colour-blind-safe marks</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Hint</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Undo</translation>
    </message>
    <message>
        <source>Could I have done better?</source>
        <translation>Could I have done better?</translation>
    </message>
    <message>
        <source>Why?</source>
        <translation>Why?</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;: %2 holds values Stich cannot use.</source>
        <comment>file, name</comment>
        <translation>&lt;b&gt;%1&lt;/b&gt;: %2 holds values Stich cannot use.</translation>
    </message>
    <message>
        <source>%1 (%2): “%3” is not a possible value.</source>
        <comment>setting, its key in the file, the stored value</comment>
        <translation>%1 (%2): “%3” is not a possible value.</translation>
    </message>
    <message>
        <source>Line %1 is not a setting: “%2”.</source>
        <comment>line number, the line</comment>
        <translation>Line %1 is not a setting: “%2”.</translation>
    </message>
    <message>
        <source>These settings are back to their defaults; the others are kept.</source>
        <translation>These settings are back to their defaults; the others are kept.</translation>
    </message>
    <message>
        <source>A copy of the file as it was is kept as %1 (nothing was deleted).</source>
        <translation>A copy of the file as it was is kept as %1 (nothing was deleted).</translation>
    </message>
    <message>
        <source>No copy of the file could be written, so it was left as it is.</source>
        <translation>No copy of the file could be written, so it was left as it is.</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; %2.</source>
        <comment>file name, reason</comment>
        <translation>&lt;b&gt;%1&lt;/b&gt; %2.</translation>
    </message>
    <message>
        <source>The file was not changed.</source>
        <translation>The file was not changed.</translation>
    </message>
</context>
<context>
    <name>rules</name>
    <message>
        <source>3 players with 20 cards (A K Q J 5), 4 players with 18 cards (no red queens), or the Danish contract game with Tens (Spil, Stryger, Tout, Strøget tout).</source>
        <comment>klorsjavs.variant</comment>
        <translation>3 players with 20 cards (A K Q J 5), 4 players with 18 cards (no red queens), or the Danish contract game with Tens (Spil, Stryger, Tout, Strøget tout).</translation>
    </message>
    <message>
        <source>Øre each player starts a game with; at 0 or less he loses.</source>
        <comment>klorsjavs.start_oere</comment>
        <translation>Øre each player starts a game with; at 0 or less he loses.</translation>
    </message>
    <message>
        <source>When all pass, the next dealer or the same dealer deals again.</source>
        <comment>klorsjavs.all_pass</comment>
        <translation>When all pass, the next dealer or the same dealer deals again.</translation>
    </message>
    <message>
        <source>Stroking the cat: discard 2 blind and then take the cat, or take the cat first and then discard any 2 cards.</source>
        <comment>klorsjavs.cat_exchange</comment>
        <translation>Stroking the cat: discard 2 blind and then take the cat, or take the cat first and then discard any 2 cards.</translation>
    </message>
    <message>
        <source>The declarer may give up before the first card is led (loses 8 øre).</source>
        <comment>klorsjavs.allow_concession</comment>
        <translation>The declarer may give up before the first card is led (loses 8 øre).</translation>
    </message>
    <message>
        <source>A player still untouched at the starting øre when the game ends also pays a forfeit.</source>
        <comment>klorsjavs.untouched_penalty</comment>
        <translation>A player still untouched at the starting øre when the game ends also pays a forfeit.</translation>
    </message>
    <message>
        <source>A declarer who takes no trick loses 16 øre whatever the cat or his discards hold; or, counting those, 8 when they give him points (16 only at 0 points).</source>
        <comment>klorsjavs.no_trick_row</comment>
        <translation>A declarer who takes no trick loses 16 øre whatever the cat or his discards hold; or, counting those, 8 when they give him points (16 only at 0 points).</translation>
    </message>
    <message>
        <source>Contract game, a lost game: Spil and Stryger cost double below 31 points and triple without a trick, Tout the base rate; or every lost game the base rate; or every lost game scaled, Tout too.</source>
        <comment>klorsjavs.contract_loss</comment>
        <translation>Contract game, a lost game: Spil and Stryger cost double below 31 points and triple without a trick, Tout the base rate; or every lost game the base rate; or every lost game scaled, Tout too.</translation>
    </message>
    <message>
        <source>Contract game only: the declarer names the trump suit (farvesjavs) instead of clubs.</source>
        <comment>klorsjavs.farvesjavs</comment>
        <translation>Contract game only: the declarer names the trump suit (farvesjavs) instead of clubs.</translation>
    </message>
    <message>
        <source>Long pack of 32 cards, or the short pack of 24 (9 to Ace, 6 each).</source>
        <comment>schafkopf.deck</comment>
        <translation>Long pack of 32 cards, or the short pack of 24 (9 to Ace, 6 each).</translation>
    </message>
    <message>
        <source>When everyone passes: throw in, play Ramsch, pay into the Stock, or the holder of the Eichel-Ober must play after a second all-pass.</source>
        <comment>schafkopf.all_pass</comment>
        <translation>When everyone passes: throw in, play Ramsch, pay into the Stock, or the holder of the Eichel-Ober must play after a second all-pass.</translation>
    </message>
    <message>
        <source>Base (Sauspiel, Bettel), solo, and the extra for schneider, schwarz and each Laufender.</source>
        <comment>schafkopf.tariff</comment>
        <translation>Base (Sauspiel, Bettel), solo, and the extra for schneider, schwarz and each Laufender.</translation>
    </message>
    <message>
        <source>What the Ramsch loser pays each other player.</source>
        <comment>schafkopf.ramsch_tariff</comment>
        <translation>What the Ramsch loser pays each other player.</translation>
    </message>
    <message>
        <source>Largest the Stock pot may grow (0 = no limit).</source>
        <comment>schafkopf.stock_cap</comment>
        <translation>Largest the Stock pot may grow (0 = no limit).</translation>
    </message>
    <message>
        <source>Card points a forced game (Der Alte muss) needs to win.</source>
        <comment>schafkopf.muss_win_points</comment>
        <translation>Card points a forced game (Der Alte muss) needs to win.</translation>
    </message>
    <message>
        <source>Fewest Laufende that count in a Sauspiel, suit solo, Farbwenz or Farbgeier.</source>
        <comment>schafkopf.lauf_min_sauspiel_solo</comment>
        <translation>Fewest Laufende that count in a Sauspiel, suit solo, Farbwenz or Farbgeier.</translation>
    </message>
    <message>
        <source>Fewest Laufende that count in a Wenz or Geier.</source>
        <comment>schafkopf.lauf_min_wenz</comment>
        <translation>Fewest Laufende that count in a Wenz or Geier.</translation>
    </message>
    <message>
        <source>In a lost Sauspiel &apos;ohne&apos;, the Laufende are charged to the caller alone.</source>
        <comment>schafkopf.laufende_to_caller_only</comment>
        <translation>In a lost Sauspiel &apos;ohne&apos;, the Laufende are charged to the caller alone.</translation>
    </message>
    <message>
        <source>Sauspiel: until the called suit has been led, the caller may not discard his last card of it.</source>
        <comment>schafkopf.caller_keeps_called_suit</comment>
        <translation>Sauspiel: until the called suit has been led, the caller may not discard his last card of it.</translation>
    </message>
    <message>
        <source>After the first cards, each player may knock once (x2 each).</source>
        <comment>schafkopf.klopfen</comment>
        <translation>After the first cards, each player may knock once (x2 each).</translation>
    </message>
    <message>
        <source>Until when Kontra and Re may be given: before the first card, before the second card, or while the doubler still holds all his cards.</source>
        <comment>schafkopf.kontra_window</comment>
        <translation>Until when Kontra and Re may be given: before the first card, before the second card, or while the doubler still holds all his cards.</translation>
    </message>
    <message>
        <source>How many doublings in a row: 2 = Kontra and Re, 4 adds Sup and Hirsch, 0 = none.</source>
        <comment>schafkopf.max_stoss</comment>
        <translation>How many doublings in a row: 2 = Kontra and Re, 4 adds Sup and Hirsch, 0 = none.</translation>
    </message>
    <message>
        <source>Which games may be announced.</source>
        <comment>schafkopf.contracts_enabled</comment>
        <translation>Which games may be announced.</translation>
    </message>
    <message>
        <source>Which game outranks which in the auction, lowest first; Tout forms come above all of them in the same order, and Sie highest.</source>
        <comment>schafkopf.priority_table</comment>
        <translation>Which game outranks which in the auction, lowest first; Tout forms come above all of them in the same order, and Sie highest.</translation>
    </message>
    <message>
        <source>Whether a Herz-Solo outranks the other suit solos.</source>
        <comment>schafkopf.herz_solo_priority</comment>
        <translation>Whether a Herz-Solo outranks the other suit solos.</translation>
    </message>
    <message>
        <source>Whether a Tout needs at least three Laufende in the player&apos;s hand.</source>
        <comment>schafkopf.tout_allowed_without_runners</comment>
        <translation>Whether a Tout needs at least three Laufende in the player&apos;s hand.</translation>
    </message>
    <message>
        <source>In a Bettel, a player who follows suit must beat the trick if he can.</source>
        <comment>schafkopf.bettel_stichzwang</comment>
        <translation>In a Bettel, a player who follows suit must beat the trick if he can.</translation>
    </message>
    <message>
        <source>Who loses a Ramsch when two players tie for the most points.</source>
        <comment>schafkopf.ramsch_tie</comment>
        <translation>Who loses a Ramsch when two players tie for the most points.</translation>
    </message>
    <message>
        <source>How a player who takes no trick (Jungfrau) doubles the payment.</source>
        <comment>schafkopf.ramsch_jungfrau</comment>
        <translation>How a player who takes no trick (Jungfrau) doubles the payment.</translation>
    </message>
    <message>
        <source>When one player wins the Ramsch outright: all tricks, at least 91 points, never.</source>
        <comment>schafkopf.ramsch_durchmarsch</comment>
        <translation>When one player wins the Ramsch outright: all tricks, at least 91 points, never.</translation>
    </message>
    <message>
        <source>Players at the table: 5 (6 cards each), 3 (10 each) or 4 (7 each).</source>
        <comment>sheepshead.players</comment>
        <translation>Players at the table: 5 (6 cards each), 3 (10 each) or 4 (7 each).</translation>
    </message>
    <message>
        <source>4 players: cutthroat (picker alone, 4-card blind) or the partner form (7C and 7S removed, 2-card blind, picker and partner against two).</source>
        <comment>sheepshead.four_handed</comment>
        <translation>4 players: cutthroat (picker alone, 4-card blind) or the partner form (7C and 7S removed, 2-card blind, picker and partner against two).</translation>
    </message>
    <message>
        <source>Who plays with the picker: the holder of the Jack of Diamonds, or the holder of the fail ace the picker calls.</source>
        <comment>sheepshead.partner_mode</comment>
        <translation>Who plays with the picker: the holder of the Jack of Diamonds, or the holder of the fail ace the picker calls.</translation>
    </message>
    <message>
        <source>A picker holding the Jack of Diamonds may call the next higher jack he lacks.</source>
        <comment>sheepshead.call_up</comment>
        <translation>A picker holding the Jack of Diamonds may call the next higher jack he lacks.</translation>
    </message>
    <message>
        <source>The picker may choose to play alone.</source>
        <comment>sheepshead.allow_go_alone</comment>
        <translation>The picker may choose to play alone.</translation>
    </message>
    <message>
        <source>A picker holding all three fail aces may call a fail ten instead.</source>
        <comment>sheepshead.ten_call</comment>
        <translation>A picker holding all three fail aces may call a fail ten instead.</translation>
    </message>
    <message>
        <source>With no legal call, the picker may call an ace of a suit he lacks and set one card aside face down as the &apos;under&apos; card.</source>
        <comment>sheepshead.unknown_call</comment>
        <translation>With no legal call, the picker may call an ace of a suit he lacks and set one card aside face down as the &apos;under&apos; card.</translation>
    </message>
    <message>
        <source>Called ace: before the called suit has been led, the partner may lead a low card of it (running); the ace is then free like any card.</source>
        <comment>sheepshead.partner_may_run</comment>
        <translation>Called ace: before the called suit has been led, the partner may lead a low card of it (running); the ace is then free like any card.</translation>
    </message>
    <message>
        <source>When everyone passes: play a leaster, throw in and double the next hand, the dealer must pick, or score the hands as dealt (Schwanzer).</source>
        <comment>sheepshead.all_pass</comment>
        <translation>When everyone passes: play a leaster, throw in and double the next hand, the dealer must pick, or score the hands as dealt (Schwanzer).</translation>
    </message>
    <message>
        <source>In a leaster the blind goes to the winner of the last trick, of the first trick, or to nobody.</source>
        <comment>sheepshead.leaster_blind</comment>
        <translation>In a leaster the blind goes to the winner of the last trick, of the first trick, or to nobody.</translation>
    </message>
    <message>
        <source>A leaster is won only by a player who took at least one trick.</source>
        <comment>sheepshead.leaster_requires_trick</comment>
        <translation>A leaster is won only by a player who took at least one trick.</translation>
    </message>
    <message>
        <source>Players tied for the fewest points in a leaster all win, or nobody is paid.</source>
        <comment>sheepshead.leaster_tie</comment>
        <translation>Players tied for the fewest points in a leaster all win, or nobody is paid.</translation>
    </message>
    <message>
        <source>Doublers: each thrown-in deal doubles one later hand (count), or the next hand is doubled once for every thrown-in deal (compound).</source>
        <comment>sheepshead.doubler_stacking</comment>
        <translation>Doublers: each thrown-in deal doubles one later hand (count), or the next hand is doubled once for every thrown-in deal (compound).</translation>
    </message>
    <message>
        <source>After a doubler the next dealer deals, or the same dealer deals again (at most three times in a row).</source>
        <comment>sheepshead.doubler_dealer</comment>
        <translation>After a doubler the next dealer deals, or the same dealer deals again (at most three times in a row).</translation>
    </message>
    <message>
        <source>A defender may crack (double) before the first lead.</source>
        <comment>sheepshead.cracks</comment>
        <translation>A defender may crack (double) before the first lead.</translation>
    </message>
    <message>
        <source>Who may crack: only players seated after the picker in picking order, or any defender.</source>
        <comment>sheepshead.crack_eligibility</comment>
        <translation>Who may crack: only players seated after the picker in picking order, or any defender.</translation>
    </message>
    <message>
        <source>One crack and one re-crack per hand, or one crack and no re-crack.</source>
        <comment>sheepshead.max_cracks</comment>
        <translation>One crack and one re-crack per hand, or one crack and no re-crack.</translation>
    </message>
    <message>
        <source>Showing both black (or both red) queens doubles the stakes: the picker before he picks, a defender when he cracks.</source>
        <comment>sheepshead.blitz</comment>
        <translation>Showing both black (or both red) queens doubles the stakes: the picker before he picks, a defender when he cracks.</translation>
    </message>
    <message>
        <source>Every loss of the picker&apos;s side is doubled.</source>
        <comment>sheepshead.double_on_the_bump</comment>
        <translation>Every loss of the picker&apos;s side is doubled.</translation>
    </message>
    <message>
        <source>Extra multiplier when the picker plays alone in a partner game.</source>
        <comment>sheepshead.solo_multiplier</comment>
        <translation>Extra multiplier when the picker plays alone in a partner game.</translation>
    </message>
    <message>
        <source>If the picker&apos;s side takes no trick, the picker pays everything and the partner nothing.</source>
        <comment>sheepshead.partner_exempt_on_no_trick</comment>
        <translation>If the picker&apos;s side takes no trick, the picker pays everything and the partner nothing.</translation>
    </message>
    <message>
        <source>Schneider at 30 or fewer for either side (the picker&apos;s side then needs 90, not 91, to win schneider).</source>
        <comment>sheepshead.schneider_symmetric</comment>
        <translation>Schneider at 30 or fewer for either side (the picker&apos;s side then needs 90, not 91, to win schneider).</translation>
    </message>
    <message>
        <source>3-handed: double payments (2/4/6 per opponent) and a leaster worth 2, or 4 when the winner took no trick.</source>
        <comment>sheepshead.wergin_3hand</comment>
        <translation>3-handed: double payments (2/4/6 per opponent) and a leaster worth 2, or 4 when the winner took no trick.</translation>
    </message>
    <message>
        <source>The Tórshavn game (pagat). The Suðuroy variations are reserved: their rules are not known yet.</source>
        <comment>sjavs.variant</comment>
        <translation>The Tórshavn game (pagat). The Suðuroy variations are reserved: their rules are not known yet.</translation>
    </message>
    <message>
        <source>The dealer&apos;s right-hand neighbour cuts (deal in fours; 3 players 3-(1)-4-(1)-3) or taps the pack (eight at a time; 3 players ten at a time).</source>
        <comment>sjavs.deal_pattern</comment>
        <translation>The dealer&apos;s right-hand neighbour cuts (deal in fours; 3 players 3-(1)-4-(1)-3) or taps the pack (eight at a time; 3 players ten at a time).</translation>
    </message>
    <message>
        <source>Nobody has five trumps: the same dealer deals again, or the hand is played with clubs trumps and the side with 61 or more scores 4.</source>
        <comment>sjavs.all_pass</comment>
        <translation>Nobody has five trumps: the same dealer deals again, or the hand is played with clubs trumps and the side with 61 or more scores 4.</translation>
    </message>
    <message>
        <source>Two equal bids: the earlier bidder keeps it (a later player needs a better holding), or the later bidder takes it.</source>
        <comment>sjavs.equal_bid_winner</comment>
        <translation>Two equal bids: the earlier bidder keeps it (a later player needs a better holding), or the later bidder takes it.</translation>
    </message>
    <message>
        <source>A player whose clubs are among his longest suits must bid and play them (&quot;better&quot;).</source>
        <comment>sjavs.must_name_clubs_if_possible</comment>
        <translation>A player whose clubs are among his longest suits must bid and play them (&quot;better&quot;).</translation>
    </message>
    <message>
        <source>A player void in a plain suit that has been trumped must beat the highest trump if he can, even over his partner.</source>
        <comment>sjavs.must_overtrump</comment>
        <translation>A player void in a plain suit that has been trumped must beat the highest trump if he can, even over his partner.</translation>
    </message>
    <message>
        <source>Must overtrump applies even when the player&apos;s partner is winning the trick (OFF: a player whose partner is winning may play any card).</source>
        <comment>sjavs.overtrump_partner</comment>
        <translation>Must overtrump applies even when the player&apos;s partner is winning the trick (OFF: a player whose partner is winning may play any card).</translation>
    </message>
    <message>
        <source>Must overtrump also on a trump lead: a player following trumps must beat the highest trump in the trick if he can (OFF: any trump follows).</source>
        <comment>sjavs.overtrump_trump_lead</comment>
        <translation>Must overtrump also on a trump lead: a player following trumps must beat the highest trump in the trick if he can (OFF: any trump follows).</translation>
    </message>
    <message>
        <source>What a 60:60 deal gives the winners of the next scored deal: 2, or 2 and 4 if that deal is played in clubs.</source>
        <comment>sjavs.tie_bonus</comment>
        <translation>What a 60:60 deal gives the winners of the next scored deal: 2, or 2 and 4 if that deal is played in clubs.</translation>
    </message>
    <message>
        <source>Defenders score 4/8/16 by how badly the declarers failed (pagat), or always 4 (8 in clubs).</source>
        <comment>sjavs.defender_scoring</comment>
        <translation>Defenders score 4/8/16 by how badly the declarers failed (pagat), or always 4 (8 in clubs).</translation>
    </message>
    <message>
        <source>All eight tricks taken by one player of the declaring side score 16 (24 in clubs) instead of 12 (16). Four players only; unverified.</source>
        <comment>sjavs.individual_vol_bonus</comment>
        <translation>All eight tricks taken by one player of the declaring side score 16 (24 in clubs) instead of 12 (16). Four players only; unverified.</translation>
    </message>
    <message>
        <source>Where each side&apos;s ladder starts; the first to count down to 0 wins the cross.</source>
        <comment>sjavs.rubber_start</comment>
        <translation>Where each side&apos;s ladder starts; the first to count down to 0 wins the cross.</translation>
    </message>
    <message>
        <source>Players at the table when none is named: 3, or 4 where the dealer sits out.</source>
        <comment>skat.table_size</comment>
        <translation>Players at the table when none is named: 3, or 4 where the dealer sits out.</translation>
    </message>
    <message>
        <source>The ISkO list (won +value, lost -2 x value) or Seeger-Fabian tournament scoring (+50 per won game, 40 or 30 to each other player per lost game).</source>
        <comment>skat.scoring</comment>
        <translation>The ISkO list (won +value, lost -2 x value) or Seeger-Fabian tournament scoring (+50 per won game, 40 or 30 to each other player per lost game).</translation>
    </message>
    <message>
        <source>A game lost only because an announced schneider or schwarz was missed counts -value instead of -2 x value (such games are then played to the last trick).</source>
        <comment>skat.missed_announcement_single</comment>
        <translation>A game lost only because an announced schneider or schwarz was missed counts -value instead of -2 x value (such games are then played to the last trick).</translation>
    </message>
    <message>
        <source>Refuse a declaration that cannot reach the bid even with schneider and schwarz (SPEC 0.7 item 10); OFF: any game may be declared and is lost as overbid.</source>
        <comment>skat.refuse_unreachable</comment>
        <translation>Refuse a declaration that cannot reach the bid even with schneider and schwarz (SPEC 0.7 item 10); OFF: any game may be declared and is lost as overbid.</translation>
    </message>
    <message>
        <source>The declarer may raise to a higher game after declaring, before the first lead.</source>
        <comment>skat.allow_raise_before_lead</comment>
        <translation>The declarer may raise to a higher game after declaring, before the first lead.</translation>
    </message>
    <message>
        <source>Seeger-Fabian at a table of four: the dealer who sat out also gets the 30 for a lost game (OFF: only the two opponents).</source>
        <comment>skat.seeger_fabian_dealer_bonus</comment>
        <translation>Seeger-Fabian at a table of four: the dealer who sat out also gets the 30 for a lost game (OFF: only the two opponents).</translation>
    </message>
    <message>
        <source>When all pass: the deal is void (ISkO), or Ramsch is played.</source>
        <comment>skat.all_pass</comment>
        <translation>When all pass: the deal is void (ISkO), or Ramsch is played.</translation>
    </message>
    <message>
        <source>Ramsch: the player with the most card points loses and scores minus them.</source>
        <comment>skat.ramsch_scoring</comment>
        <translation>Ramsch: the player with the most card points loses and scores minus them.</translation>
    </message>
    <message>
        <source>Ramsch: the skat goes to the winner of the last trick, or to the loser.</source>
        <comment>skat.ramsch_skat</comment>
        <translation>Ramsch: the skat goes to the winner of the last trick, or to the loser.</translation>
    </message>
    <message>
        <source>Ramsch: each player who takes no trick (Jungfrau) doubles the loser&apos;s minus.</source>
        <comment>skat.ramsch_jungfrau</comment>
        <translation>Ramsch: each player who takes no trick (Jungfrau) doubles the loser&apos;s minus.</translation>
    </message>
    <message>
        <source>Ramsch: a player who takes all ten tricks (Durchmarsch) scores +120 instead.</source>
        <comment>skat.ramsch_durchmarsch</comment>
        <translation>Ramsch: a player who takes all ten tricks (Durchmarsch) scores +120 instead.</translation>
    </message>
    <message>
        <source>Schieberamsch: before play each player in turn takes up the skat and passes two cards on, or pushes it on unseen (each unseen push doubles).</source>
        <comment>skat.schieberamsch</comment>
        <translation>Schieberamsch: before play each player in turn takes up the skat and passes two cards on, or pushes it on unseen (each unseen push doubles).</translation>
    </message>
    <message>
        <source>Schieberamsch: jacks may be passed on in the skat.</source>
        <comment>skat.schieberamsch_jacks</comment>
        <translation>Schieberamsch: jacks may be passed on in the skat.</translation>
    </message>
    <message>
        <source>Kontra and Re (unofficial): an opponent who bid or held may double before the first card, the declarer may redouble; each doubles the value.</source>
        <comment>skat.kontra_re</comment>
        <translation>Kontra and Re (unofficial): an opponent who bid or held may double before the first card, the declarer may redouble; each doubles the value.</translation>
    </message>
    <message>
        <source>Whether the overbid check compares the bid with the value before or after Kontra and Re.</source>
        <comment>skat.kontra_overbid</comment>
        <translation>Whether the overbid check compares the bid with the value before or after Kontra and Re.</translation>
    </message>
    <message>
        <source>Bock rounds (unofficial): after a trigger, the next round of deals counts double.</source>
        <comment>skat.bock</comment>
        <translation>Bock rounds (unofficial): after a trigger, the next round of deals counts double.</translation>
    </message>
    <message>
        <source>What starts a Bock round: 60:60, a lost game with Kontra, a game with Re, a won Grand Hand, a game worth 100 or more.</source>
        <comment>skat.bock_triggers</comment>
        <translation>What starts a Bock round: 60:60, a lost game with Kontra, a game with Re, a won Grand Hand, a game worth 100 or more.</translation>
    </message>
</context>
<context>
    <name>why</name>
    <message>
        <source>%1 won with %2: a trump beats every card of the suit led (%3).</source>
        <translation>%1 won with %2: a trump beats every card of the suit led (%3).</translation>
    </message>
    <message>
        <source>%1 won with %2, the only trump in the trick.</source>
        <translation>%1 won with %2, the only trump in the trick.</translation>
    </message>
    <message>
        <source>%1 won with %2: it is the highest trump in the trick, above %3.</source>
        <translation>%1 won with %2: it is the highest trump in the trick, above %3.</translation>
    </message>
    <message>
        <source>%1 won with %2: nobody trumped, and it is the highest %3 card in the trick, above %4.</source>
        <translation>%1 won with %2: nobody trumped, and it is the highest %3 card in the trick, above %4.</translation>
    </message>
    <message>
        <source>%1 won with %2: nobody trumped, and nobody else followed %3.</source>
        <translation>%1 won with %2: nobody trumped, and nobody else followed %3.</translation>
    </message>
    <message>
        <source>%1: no trump, so it could not win.</source>
        <translation>%1: no trump, so it could not win.</translation>
    </message>
    <message>
        <source>%1: neither %2 nor trump, so it could not win.</source>
        <translation>%1: neither %2 nor trump, so it could not win.</translation>
    </message>
</context>
</TS>
