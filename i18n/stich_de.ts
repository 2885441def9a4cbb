<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>Aids</name>
    <message>
        <source>&amp;Aids</source>
        <translation>&amp;Lernhilfen</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Tipp</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <source>Could I have done &amp;better?</source>
        <translation>Hätte ich es &amp;besser machen können?</translation>
    </message>
    <message>
        <source>&amp;Fair dealing…</source>
        <translation>&amp;Faires Geben…</translation>
    </message>
    <message>
        <source>&amp;Learning aids…</source>
        <translation>&amp;Lernhilfen…</translation>
    </message>
</context>
<context>
    <name>AidsBar</name>
    <message>
        <source>Hint</source>
        <translation>Tipp</translation>
    </message>
    <message>
        <source>What would the strong bot do here? (H)</source>
        <translation>Was würde der starke Bot hier tun? (H)</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Rückgängig</translation>
    </message>
    <message>
        <source>Take back your last card or decision (Ctrl+Z)</source>
        <translation>Deine letzte Karte oder Entscheidung zurücknehmen (Strg+Z)</translation>
    </message>
    <message>
        <source>Could I have done better?</source>
        <translation>Hätte ich es besser machen können?</translation>
    </message>
    <message>
        <source>Go through your decisions with all cards known (Ctrl+R)</source>
        <translation>Deine Entscheidungen mit allen Karten offen durchgehen (Strg+R)</translation>
    </message>
</context>
<context>
    <name>AidsDialog</name>
    <message>
        <source>Learning aids</source>
        <translation>Lernhilfen</translation>
    </message>
    <message>
        <source>Hands played with a hint or an undo are marked in the hand history.</source>
        <translation>Spiele, in denen du einen Tipp oder „Rückgängig“ genutzt hast, sind im Spielarchiv markiert.</translation>
    </message>
    <message>
        <source>&amp;Hint: the strong bot&apos;s suggestion on request</source>
        <translation>&amp;Tipp: der Vorschlag des starken Bots auf Wunsch</translation>
    </message>
    <message>
        <source>&amp;Undo your last card or decision</source>
        <translation>Letzte Karte oder Entscheidung &amp;rückgängig machen</translation>
    </message>
    <message>
        <source>&amp;Review after the hand: “Could I have done better?”</source>
        <translation>&amp;Nachschau nach dem Spiel: „Hätte ich es besser machen können?“</translation>
    </message>
    <message>
        <source>&amp;Why? Explain who won the last trick and why</source>
        <translation>&amp;Warum? Erklären, wer den letzten Stich gemacht hat und warum</translation>
    </message>
</context>
<context>
    <name>Counts</name>
    <message numerus="yes">
        <source>Choose %n card(s) first.</source>
        <translation>
            <numerusform>Wähle zuerst %n Karte.</numerusform>
            <numerusform>Wähle zuerst %n Karten.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Choose exactly %n card(s).</source>
        <translation>
            <numerusform>Wähle genau %n Karte.</numerusform>
            <numerusform>Wähle genau %n Karten.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Jungfrau: %n player(s) without a trick</source>
        <translation>
            <numerusform>Jungfrau: %n Spieler ohne Stich</numerusform>
            <numerusform>Jungfrau: %n Spieler ohne Stich</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n knock(s)</source>
        <translation>
            <numerusform>%n-mal geklopft</numerusform>
            <numerusform>%n-mal geklopft</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>60:60: no score (%n tie(s) pending)</source>
        <translation>
            <numerusform>60:60: keine Wertung (%n Gleichstand offen)</numerusform>
            <numerusform>60:60: keine Wertung (%n Gleichstände offen)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>60:60 bonus (%n tie(s))</source>
        <translation>
            <numerusform>60:60-Bonus (%n Gleichstand)</numerusform>
            <numerusform>60:60-Bonus (%n Gleichstände)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Bury exactly %n card(s).</source>
        <translation>
            <numerusform>Drücke genau %n Karte.</numerusform>
            <numerusform>Drücke genau %n Karten.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Doubler: %n hand(s) to be doubled</source>
        <translation>
            <numerusform>Doubler: %n Spiel wird verdoppelt</numerusform>
            <numerusform>Doubler: %n Spiele werden verdoppelt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Schieberamsch: pushed on unseen %n time(s)</source>
        <translation>
            <numerusform>Schieberamsch: %n-mal ungesehen geschoben</numerusform>
            <numerusform>Schieberamsch: %n-mal ungesehen geschoben</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CrashDialog</name>
    <message>
        <source>Unexpected error</source>
        <translation>Unerwarteter Fehler</translation>
    </message>
    <message>
        <source>Something went wrong inside Stich. Your match was saved first, so nothing is lost, and you can go on playing.</source>
        <translation>In Stich ist etwas schiefgegangen. Deine Partie wurde vorher gespeichert, es geht also nichts verloren, und du kannst weiterspielen.</translation>
    </message>
    <message>
        <source>Something went wrong inside Stich, and your match could not be saved (%1). You can try to go on playing.</source>
        <translation>In Stich ist etwas schiefgegangen, und deine Partie konnte nicht gespeichert werden (%1). Du kannst versuchen weiterzuspielen.</translation>
    </message>
    <message>
        <source>Something went wrong inside Stich. You can go on.</source>
        <translation>In Stich ist etwas schiefgegangen. Du kannst weitermachen.</translation>
    </message>
    <message>
        <source>The details are in the log: %1</source>
        <translation>Die Einzelheiten stehen im Protokoll: %1</translation>
    </message>
    <message>
        <source>The log could not be written; the details went to the console.</source>
        <translation>Das Protokoll konnte nicht geschrieben werden; die Einzelheiten stehen in der Konsole.</translation>
    </message>
    <message>
        <source>Open the log folder</source>
        <translation>Protokollordner öffnen</translation>
    </message>
</context>
<context>
    <name>DecisionPanel</name>
    <message>
        <source>Call:</source>
        <translation>Rufen:</translation>
    </message>
    <message>
        <source>Choose %1 to %2 cards in your hand, then confirm.</source>
        <translation>Wähle %1 bis %2 Karten aus deinem Blatt und bestätige.</translation>
    </message>
    <message numerus="yes">
        <source>Choose %n card(s) in your hand, then confirm.</source>
        <translation>
            <numerusform>Wähle %n Karte aus deinem Blatt und bestätige.</numerusform>
            <numerusform>Wähle %n Karten aus deinem Blatt und bestätige.</numerusform>
        </translation>
    </message>
    <message>
        <source>Knock? It doubles the stakes.</source>
        <translation>Klopfen? Das verdoppelt den Einsatz.</translation>
    </message>
    <message>
        <source>Do you want to play?</source>
        <translation>Willst du spielen?</translation>
    </message>
    <message>
        <source>Bid a higher game, or pass.</source>
        <translation>Sag ein höheres Spiel an oder passe.</translation>
    </message>
    <message>
        <source>Choose your game.</source>
        <translation>Wähle dein Spiel.</translation>
    </message>
    <message>
        <source>Double the stakes?</source>
        <translation>Einsatz verdoppeln?</translation>
    </message>
    <message>
        <source>Play a card, or double the stakes.</source>
        <translation>Spiel eine Karte oder verdopple den Einsatz.</translation>
    </message>
    <message>
        <source>Your turn: %1</source>
        <translation>Du bist dran: %1</translation>
    </message>
    <message numerus="yes">
        <source>Pick up the blind (%n card(s)), or pass?</source>
        <translation>
            <numerusform>Blind aufnehmen (%n Karte) oder passen?</numerusform>
            <numerusform>Blind aufnehmen (%n Karten) oder passen?</numerusform>
        </translation>
    </message>
    <message>
        <source>Play with the Jack of Diamonds as your partner, or go alone?</source>
        <translation>Spielst du mit dem Karo-Buben als Partner oder allein?</translation>
    </message>
    <message>
        <source>You hold the Jack of Diamonds: call up a jack as your partner, or play alone.</source>
        <translation>Du hast den Karo-Buben: ruf einen Buben als Partner nach oder spiel allein.</translation>
    </message>
    <message>
        <source>You hold the Jack of Diamonds, so you play alone: say so, or keep it to yourself?</source>
        <translation>Du hast den Karo-Buben, also spielst du allein: sagst du es an oder behältst du es für dich?</translation>
    </message>
    <message>
        <source>Call a partner, or go alone.</source>
        <translation>Ruf einen Partner oder spiel allein.</translation>
    </message>
    <message>
        <source>The picker&apos;s side was cracked: re-crack (doubles again), or pass?</source>
        <translation>Kontra gegen den Aufnehmer: Re geben (verdoppelt noch einmal) oder passen?</translation>
    </message>
    <message>
        <source>Crack (double the stakes against the picker), or pass?</source>
        <translation>Kontra geben (verdoppelt den Einsatz gegen den Aufnehmer) oder passen?</translation>
    </message>
    <message>
        <source>Play the game against the others, or pass?</source>
        <translation>Gegen die anderen spielen oder passen?</translation>
    </message>
    <message>
        <source>The cat: choose 2 cards to lay away and take it, play without it, or concede.</source>
        <translation>Die Katze: wähle 2 Karten und tausche sie mit der Katze, spiel ohne Katze oder gib auf.</translation>
    </message>
    <message>
        <source>The cat: take it, play without it, or concede.</source>
        <translation>Die Katze: nimm sie auf, spiel ohne sie oder gib auf.</translation>
    </message>
    <message>
        <source>You have seen the cat: concede, or play on?</source>
        <translation>Du hast die Katze gesehen: aufgeben oder weiterspielen?</translation>
    </message>
    <message>
        <source>Lay 2 cards away for the cat, or concede.</source>
        <translation>Drück 2 Karten für die Katze oder gib auf.</translation>
    </message>
    <message>
        <source>No higher game is left to bid: pass.</source>
        <translation>Es gibt kein höheres Spiel mehr: du musst passen.</translation>
    </message>
    <message>
        <source>Your cards beat the standing bid: you must bid.</source>
        <translation>Deine Karten schlagen das stehende Gebot: du musst bieten.</translation>
    </message>
    <message>
        <source>Your cards do not beat the standing bid: pass.</source>
        <translation>Deine Karten schlagen das stehende Gebot nicht: du musst passen.</translation>
    </message>
    <message>
        <source>Bid your longest trump holding, or pass.</source>
        <translation>Biete die Länge deiner längsten Farbe oder passe.</translation>
    </message>
    <message>
        <source>Name trumps.</source>
        <translation>Sag Trumpf an.</translation>
    </message>
    <message>
        <source>Exchange 1 or 2 cards blind with the skat, or keep your cards.</source>
        <translation>Tausche 1 oder 2 Karten blind mit dem Skat oder behalte deine Karten.</translation>
    </message>
    <message>
        <source>Bid more than %1, or pass.</source>
        <translation>Sag mehr als %1 oder passe.</translation>
    </message>
    <message>
        <source>Bid %1 or more, or pass.</source>
        <translation>Sag %1 oder mehr oder passe.</translation>
    </message>
    <message>
        <source>%1 bids %2: hold, or pass?</source>
        <translation>%1 sagt %2: hörst du oder passt du?</translation>
    </message>
    <message>
        <source>The bid is %2: hold, or pass?</source>
        <translation>Reizwert %2: hörst du oder passt du?</translation>
    </message>
    <message>
        <source>Take up the skat, or play hand?</source>
        <translation>Skat aufnehmen oder Hand spielen?</translation>
    </message>
    <message>
        <source>Declare your game (bid %1).</source>
        <translation>Sag dein Spiel an (gereizt bis %1).</translation>
    </message>
    <message>
        <source>Raise to a higher game, or keep it.</source>
        <translation>Erhöhe auf ein höheres Spiel oder behalte deins.</translation>
    </message>
    <message>
        <source>Take the skat and pass two cards on, or push it on unseen?</source>
        <translation>Skat aufnehmen und zwei Karten weiterschieben oder ungesehen schieben?</translation>
    </message>
    <message>
        <source>Double the stakes against %1?</source>
        <translation>Einsatz gegen %1 verdoppeln?</translation>
    </message>
    <message>
        <source>Bid</source>
        <translation>Reizen</translation>
    </message>
    <message>
        <source>Alone, unannounced</source>
        <translation>Allein, ohne Ansage</translation>
    </message>
</context>
<context>
    <name>FairDealingDialog</name>
    <message>
        <source>Fair dealing</source>
        <translation>Faires Geben</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Spiel</translation>
    </message>
    <message numerus="yes">
        <source>Every deal comes from a seed that is shown in the hand history, and nobody chooses it. Here are your dealt cards next to those of the other seats in the %n hand(s) you played; they should differ only by chance.</source>
        <translation>
            <numerusform>Jedes Geben kommt aus einem Startwert, der im Spielarchiv steht und den niemand wählt. Hier stehen deine Karten neben denen der anderen Plätze in %n Spiel, das du gespielt hast; sie sollten sich nur zufällig unterscheiden.</numerusform>
            <numerusform>Jedes Geben kommt aus einem Startwert, der im Spielarchiv steht und den niemand wählt. Hier stehen deine Karten neben denen der anderen Plätze in den %n Spielen, die du gespielt hast; sie sollten sich nur zufällig unterscheiden.</numerusform>
        </translation>
    </message>
    <message>
        <source>Per dealt hand</source>
        <translation>Je gegebenem Blatt</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Du</translation>
    </message>
    <message>
        <source>The other seats</source>
        <translation>Die anderen Plätze</translation>
    </message>
    <message>
        <source>Hands counted</source>
        <translation>Gezählte Blätter</translation>
    </message>
    <message>
        <source>Trumps (of the usual trumps)</source>
        <translation>Trümpfe (die üblichen Trümpfe)</translation>
    </message>
    <message>
        <source>Top four trumps</source>
        <translation>Die vier höchsten Trümpfe</translation>
    </message>
    <message>
        <source>Side aces</source>
        <translation>Asse in Fehlfarben</translation>
    </message>
    <message>
        <source>How many trumps a hand was dealt:</source>
        <translation>Wie viele Trümpfe ein Blatt bekam:</translation>
    </message>
    <message>
        <source>Trumps</source>
        <translation>Trümpfe</translation>
    </message>
</context>
<context>
    <name>Felt</name>
    <message>
        <source>Card table</source>
        <translation>Kartentisch</translation>
    </message>
    <message>
        <source>Choose Game ▸ New game to start</source>
        <translation>Zum Starten Spiel ▸ Neue Partie wählen</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <source>You</source>
        <translation>Du</translation>
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
        <translation>Geber</translation>
    </message>
    <message numerus="yes">
        <source>%n trick(s)</source>
        <translation>
            <numerusform>%n Stich</numerusform>
            <numerusform>%n Stiche</numerusform>
        </translation>
    </message>
    <message>
        <source>On the table</source>
        <translation>Auf dem Tisch</translation>
    </message>
</context>
<context>
    <name>HintPanel</name>
    <message>
        <source>The figures are the hard bot&apos;s own search over deals that fit what you have seen.</source>
        <translation>Die Zahlen stammen aus der eigenen Suche des starken Bots über Verteilungen, die zu dem passen, was du gesehen hast.</translation>
    </message>
    <message>
        <source>The figures come from deals that fit what you have seen, each option played to the end by medium bots.</source>
        <translation>Die Zahlen stammen aus Verteilungen, die zu dem passen, was du gesehen hast; jede Möglichkeit wurde von Bots der Stufe „Mittel“ zu Ende gespielt.</translation>
    </message>
    <message>
        <source>The options are ranked by their average.</source>
        <translation>Die Möglichkeiten sind nach ihrem Durchschnitt geordnet.</translation>
    </message>
    <message>
        <source>(ahead)</source>
        <translation>(vorn)</translation>
    </message>
    <message>
        <source>%1: wins in %2%, %3 on average</source>
        <translation>%1: gewinnt in %2 %, im Schnitt %3</translation>
    </message>
    <message>
        <source>(ahead): better on average, not clearly; the hard bot keeps its usual choice until another one is clearly better.</source>
        <translation>(vorn): im Durchschnitt besser, aber nicht deutlich; der starke Bot bleibt bei seiner üblichen Wahl, bis eine andere deutlich besser ist.</translation>
    </message>
    <message>
        <source>(ahead): better on average in playouts by medium bots; the hard bot chose by its own search.</source>
        <translation>(vorn): im Durchschnitt besser, wenn Bots der Stufe „Mittel“ zu Ende spielen; der starke Bot hat nach seiner eigenen Suche gewählt.</translation>
    </message>
    <message>
        <source>(ahead): better on average, but not clearly.</source>
        <translation>(vorn): im Schnitt besser, aber nicht deutlich.</translation>
    </message>
    <message>
        <source>(ahead): better on average in medium bots&apos; playouts.</source>
        <translation>(vorn): im Schnitt besser, wenn Bots der Stufe „Mittel“ zu Ende spielen.</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Tipp</translation>
    </message>
    <message>
        <source>Thinking…</source>
        <translation>Überlege…</translation>
    </message>
    <message>
        <source>No hint for this decision.</source>
        <translation>Für diese Entscheidung gibt es keinen Tipp.</translation>
    </message>
    <message>
        <source>Play the %1.</source>
        <translation>Spiel %1.</translation>
    </message>
    <message>
        <source>Choose “%1”.</source>
        <translation>Wähle „%1“.</translation>
    </message>
    <message>
        <source>Wins in %1% of %2 sampled deals, %3 on average.</source>
        <translation>Gewinnt in %1 % von %2 durchgespielten Verteilungen, im Schnitt %3.</translation>
    </message>
    <message>
        <source>Alternatives:</source>
        <translation>Andere Möglichkeiten:</translation>
    </message>
    <message>
        <source>It is the only card you may play.</source>
        <translation>Es ist die einzige Karte, die du spielen darfst.</translation>
    </message>
    <message>
        <source>It is the only choice you have.</source>
        <translation>Du hast keine andere Wahl.</translation>
    </message>
    <message>
        <source>No sampled deal fitted what you have seen, so the options are not valued.</source>
        <translation>Keine ausprobierte Verteilung passte zu dem, was du gesehen hast; die Möglichkeiten sind daher nicht bewertet.</translation>
    </message>
</context>
<context>
    <name>HistoryWindow</name>
    <message>
        <source>Hand history</source>
        <translation>Spielarchiv</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Spiel</translation>
    </message>
    <message>
        <source>All games</source>
        <translation>Alle Spiele</translation>
    </message>
    <message>
        <source>&amp;Replay…</source>
        <translation>Spiel &amp;ansehen…</translation>
    </message>
    <message>
        <source>&amp;Play this deal again</source>
        <translation>Spiel &amp;nachspielen (gleiche Karten)</translation>
    </message>
    <message>
        <source>A new match whose first hand is dealt exactly like this one, against the bots</source>
        <translation>Eine neue Partie gegen die Bots, deren erstes Spiel genau so gegeben wird wie dieses</translation>
    </message>
    <message>
        <source>The seat you play when you play the deal again</source>
        <translation>Der Platz, auf dem du beim erneuten Spielen sitzt</translation>
    </message>
    <message>
        <source>Seat for playing the deal again</source>
        <translation>Platz für das erneute Spielen</translation>
    </message>
    <message>
        <source>&amp;Export record…</source>
        <translation>Aufzeichnung &amp;exportieren…</translation>
    </message>
    <message>
        <source>&amp;Import record…</source>
        <translation>Aufzeichnung &amp;importieren…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Gespielt am</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regelwerk</translation>
    </message>
    <message>
        <source>Contract</source>
        <translation>Spielart</translation>
    </message>
    <message>
        <source>Your part</source>
        <translation>Deine Rolle</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>Aids</source>
        <translation>Hilfen</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Startwert</translation>
    </message>
    <message>
        <source>used</source>
        <translation>genutzt</translation>
    </message>
    <message>
        <source>Played with a learning aid (a hint or an undo)</source>
        <translation>Mit einer Lernhilfe gespielt (Tipp oder Rückgängig)</translation>
    </message>
    <message>
        <source>The seed this deal was shuffled with: the same seed always gives the same cards</source>
        <translation>Der Startwert, mit dem gemischt wurde: derselbe Startwert gibt immer dieselben Karten</translation>
    </message>
    <message numerus="yes">
        <source>%n hand(s)</source>
        <translation>
            <numerusform>%n Spiel</numerusform>
            <numerusform>%n Spiele</numerusform>
        </translation>
    </message>
    <message>
        <source>thrown in</source>
        <translation>zusammengeworfen</translation>
    </message>
    <message>
        <source>imported</source>
        <translation>importiert</translation>
    </message>
    <message>
        <source>bots only</source>
        <translation>nur Bots</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Gegenspieler</translation>
    </message>
    <message>
        <source>won</source>
        <translation>gewonnen</translation>
    </message>
    <message>
        <source>lost</source>
        <translation>verloren</translation>
    </message>
    <message>
        <source>as %1</source>
        <translation>als %1</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Du</translation>
    </message>
    <message>
        <source>Seat %1</source>
        <translation>Platz %1</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>Spiel ansehen</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>Export hand record</source>
        <translation>Spielaufzeichnung exportieren</translation>
    </message>
    <message>
        <source>Hand records (*.json)</source>
        <translation>Spielaufzeichnungen (*.json)</translation>
    </message>
    <message>
        <source>Import hand record</source>
        <translation>Spielaufzeichnung importieren</translation>
    </message>
    <message>
        <source>Hand records (*.json);;All files (*)</source>
        <translation>Spielaufzeichnungen (*.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Play this deal again</source>
        <translation>Spiel nachspielen (gleiche Karten)</translation>
    </message>
</context>
<context>
    <name>KeyboardHelp</name>
    <message>
        <source>At the table</source>
        <translation>Am Tisch</translation>
    </message>
    <message>
        <source>Left, Right</source>
        <translation>Pfeil links, Pfeil rechts</translation>
    </message>
    <message>
        <source>Choose a card of your hand (then the cards on your piles on a two-player Sjavs table)</source>
        <translation>Eine Karte deines Blatts wählen (danach die Karten auf deinen Stapeln beim Sjavs zu zweit)</translation>
    </message>
    <message>
        <source>Home, End</source>
        <translation>Pos1, Ende</translation>
    </message>
    <message>
        <source>The first or the last card</source>
        <translation>Die erste oder die letzte Karte</translation>
    </message>
    <message>
        <source>Enter, Space</source>
        <translation>Eingabe, Leertaste</translation>
    </message>
    <message>
        <source>Play the chosen card; when laying cards away, choose it or put it back</source>
        <translation>Die gewählte Karte spielen; beim Ablegen: sie auswählen oder zurücknehmen</translation>
    </message>
    <message>
        <source>After a trick: go on at once; after a hand: the next hand</source>
        <translation>Nach einem Stich: gleich weiter; nach einem Spiel: das nächste Spiel</translation>
    </message>
    <message>
        <source>Up</source>
        <translation>Pfeil hoch</translation>
    </message>
    <message>
        <source>To the decision buttons (bid, pass, declare…)</source>
        <translation>Zu den Entscheidungsknöpfen (reizen, passen, ansagen …)</translation>
    </message>
    <message>
        <source>L</source>
        <translation>L</translation>
    </message>
    <message>
        <source>Show or hide the last trick</source>
        <translation>Den letzten Stich zeigen oder verbergen</translation>
    </message>
    <message>
        <source>Esc</source>
        <translation>Esc</translation>
    </message>
    <message>
        <source>Close the last trick or a message</source>
        <translation>Den letzten Stich oder eine Meldung schließen</translation>
    </message>
    <message>
        <source>Tab, Shift+Tab</source>
        <translation>Tab, Umschalt+Tab</translation>
    </message>
    <message>
        <source>To the buttons of the status line (Last trick, Score sheet) and back</source>
        <translation>Zu den Knöpfen der Statuszeile (Letzter Stich, Punkteliste) und zurück</translation>
    </message>
    <message>
        <source>Decision buttons</source>
        <translation>Entscheidungsknöpfe</translation>
    </message>
    <message>
        <source>From button to button (round the panel)</source>
        <translation>Von Knopf zu Knopf (reihum)</translation>
    </message>
    <message>
        <source>Press the button with the focus ring</source>
        <translation>Den Knopf mit dem Fokusrahmen drücken</translation>
    </message>
    <message>
        <source>1 … 9</source>
        <translation>1 … 9</translation>
    </message>
    <message>
        <source>Bid the first values shown</source>
        <translation>Die ersten angezeigten Werte reizen</translation>
    </message>
    <message>
        <source>Down, Esc</source>
        <translation>Pfeil runter, Esc</translation>
    </message>
    <message>
        <source>Back to the hand</source>
        <translation>Zurück zum Blatt</translation>
    </message>
    <message>
        <source>Screen reader</source>
        <translation>Bildschirmleser</translation>
    </message>
    <message>
        <source>C</source>
        <translation>C</translation>
    </message>
    <message>
        <source>Read the cards in your hand</source>
        <translation>Die Karten deines Blatts vorlesen</translation>
    </message>
    <message>
        <source>T</source>
        <translation>T</translation>
    </message>
    <message>
        <source>Read the trick on the table</source>
        <translation>Den Stich auf dem Tisch vorlesen</translation>
    </message>
    <message>
        <source>S</source>
        <translation>S</translation>
    </message>
    <message>
        <source>Read the game, whose turn it is and the scores</source>
        <translation>Das Spiel, wer dran ist, und die Punktestände vorlesen</translation>
    </message>
    <message>
        <source>Menus and windows</source>
        <translation>Menüs und Fenster</translation>
    </message>
    <message>
        <source>Ctrl+N</source>
        <translation>Strg+N</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Neue Partie</translation>
    </message>
    <message>
        <source>Ctrl+Enter</source>
        <translation>Strg+Eingabe</translation>
    </message>
    <message>
        <source>Next hand</source>
        <translation>Nächstes Spiel</translation>
    </message>
    <message>
        <source>Ctrl+L</source>
        <translation>Strg+L</translation>
    </message>
    <message>
        <source>Score sheet</source>
        <translation>Punkteliste</translation>
    </message>
    <message>
        <source>F1</source>
        <translation>F1</translation>
    </message>
    <message>
        <source>This list of keys</source>
        <translation>Diese Liste der Tasten</translation>
    </message>
    <message>
        <source>Ctrl+Q</source>
        <translation>Strg+Q</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Beenden</translation>
    </message>
    <message>
        <source>From field to field in a dialog</source>
        <translation>Von Feld zu Feld in einem Dialog</translation>
    </message>
    <message>
        <source>Alt+letter</source>
        <translation>Alt+Buchstabe</translation>
    </message>
    <message>
        <source>The field or button with that underlined letter</source>
        <translation>Das Feld oder der Knopf mit diesem unterstrichenen Buchstaben</translation>
    </message>
    <message>
        <source>Ctrl+Tab</source>
        <translation>Strg+Tab</translation>
    </message>
    <message>
        <source>The next tab (New game: game, seats, rules)</source>
        <translation>Der nächste Reiter (Neue Partie: Spiel, Plätze, Regeln)</translation>
    </message>
    <message>
        <source>Enter, Esc</source>
        <translation>Eingabe, Esc</translation>
    </message>
    <message>
        <source>OK, Cancel or Close</source>
        <translation>OK, Abbrechen oder Schließen</translation>
    </message>
    <message>
        <source>Open a menu: %1 (the underlined letter)</source>
        <translation>Ein Menü öffnen: %1 (der unterstrichene Buchstabe)</translation>
    </message>
    <message>
        <source>Keyboard</source>
        <translation>Tastatur</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Tasten</translation>
    </message>
</context>
<context>
    <name>LastTrickPanel</name>
    <message>
        <source>Last trick, won by you</source>
        <translation>Letzter Stich, von dir gemacht</translation>
    </message>
    <message>
        <source>Your last trick</source>
        <translation>Dein letzter Stich</translation>
    </message>
    <message>
        <source>Last trick, won by %1</source>
        <translation>Letzter Stich, gemacht von %1</translation>
    </message>
    <message>
        <source>The last trick won by %1</source>
        <translation>Letzter Stich von %1</translation>
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
        <translation>&amp;Spiel</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Neue Partie…</translation>
    </message>
    <message>
        <source>Ne&amp;xt hand</source>
        <translation>Nä&amp;chstes Spiel</translation>
    </message>
    <message>
        <source>&amp;Score sheet</source>
        <translation>&amp;Punkteliste</translation>
    </message>
    <message>
        <source>&amp;Last trick</source>
        <translation>&amp;Letzter Stich</translation>
    </message>
    <message>
        <source>Hand s&amp;ummary</source>
        <translation>Spiel&amp;abrechnung</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>Animation &amp;speed</source>
        <translation>Animations&amp;geschwindigkeit</translation>
    </message>
    <message>
        <source>&amp;Table settings…</source>
        <translation>&amp;Tischeinstellungen…</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>&amp;Einstellungen</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Sprache</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>&amp;Keyboard…</source>
        <translation>&amp;Tastatur …</translation>
    </message>
    <message>
        <source>Switch the interface to %1</source>
        <translation>Oberfläche auf %1 umstellen</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>New game</source>
        <translation>Neue Partie</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Spiel</translation>
    </message>
    <message>
        <source>&amp;Players</source>
        <translation>Spiele&amp;r</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>Plätze</translation>
    </message>
    <message>
        <source>&amp;Deck</source>
        <translation>&amp;Kartenblatt</translation>
    </message>
    <message>
        <source>random (enter a number to replay a deal)</source>
        <translation>zufällig (Zahl eingeben, um ein Spiel nachzuspielen)</translation>
    </message>
    <message>
        <source>S&amp;eed</source>
        <translation>Start&amp;wert</translation>
    </message>
    <message>
        <source>Bots: only the simplest legal bot (&quot;random&quot;) exists so far.</source>
        <translation>Computerspieler: bisher gibt es nur den einfachsten regelgerechten Bot („Zufall“).</translation>
    </message>
    <message>
        <source>&amp;Table</source>
        <translation>&amp;Tisch</translation>
    </message>
    <message>
        <source>P&amp;reset</source>
        <translation>&amp;Regelwerk</translation>
    </message>
    <message>
        <source>&amp;Save as…</source>
        <translation>&amp;Speichern unter…</translation>
    </message>
    <message>
        <source>De&amp;lete</source>
        <translation>&amp;Löschen</translation>
    </message>
    <message>
        <source>E&amp;xport…</source>
        <translation>E&amp;xportieren…</translation>
    </message>
    <message>
        <source>&amp;Import…</source>
        <translation>&amp;Importieren…</translation>
    </message>
    <message>
        <source>House &amp;rules</source>
        <translation>Sonder&amp;regeln</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>&amp;Los geht&apos;s</translation>
    </message>
    <message>
        <source>★ %1</source>
        <translation>★ %1</translation>
    </message>
    <message>
        <source>Seat %1</source>
        <translation>Platz %1</translation>
    </message>
    <message>
        <source>Re&amp;name…</source>
        <translation>&amp;Umbenennen…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Du</translation>
    </message>
    <message>
        <source>Bot: %1</source>
        <translation>Bot: %1</translation>
    </message>
    <message>
        <source>Some preset files could not be read; each was set aside under a new name:</source>
        <translation>Einige Regelwerk-Dateien konnten nicht gelesen werden; jede wurde unter neuem Namen beiseitegelegt:</translation>
    </message>
    <message>
        <source>Save preset</source>
        <translation>Regelwerk speichern</translation>
    </message>
    <message>
        <source>Name of the preset:</source>
        <translation>Name des Regelwerks:</translation>
    </message>
    <message>
        <source>The preset could not be saved: %1</source>
        <translation>Das Regelwerk konnte nicht gespeichert werden: %1</translation>
    </message>
    <message>
        <source>Saved the preset “%1”.</source>
        <translation>Regelwerk „%1“ gespeichert.</translation>
    </message>
    <message>
        <source>Replace preset</source>
        <translation>Regelwerk ersetzen</translation>
    </message>
    <message>
        <source>A preset named “%1” already exists. Replace it?</source>
        <translation>Ein Regelwerk „%1“ gibt es schon. Ersetzen?</translation>
    </message>
    <message>
        <source>Rename preset</source>
        <translation>Regelwerk umbenennen</translation>
    </message>
    <message>
        <source>New name of the preset:</source>
        <translation>Neuer Name des Regelwerks:</translation>
    </message>
    <message>
        <source>The preset could not be renamed: %1</source>
        <translation>Das Regelwerk konnte nicht umbenannt werden: %1</translation>
    </message>
    <message>
        <source>Renamed the preset “%1” to “%2”.</source>
        <translation>Regelwerk „%1“ in „%2“ umbenannt.</translation>
    </message>
    <message>
        <source>Delete preset</source>
        <translation>Regelwerk löschen</translation>
    </message>
    <message>
        <source>Delete the preset “%1”? It cannot be undone.</source>
        <translation>Regelwerk „%1“ löschen? Das lässt sich nicht rückgängig machen.</translation>
    </message>
    <message>
        <source>Deleted the preset “%1”.</source>
        <translation>Regelwerk „%1“ gelöscht.</translation>
    </message>
    <message>
        <source>Export preset</source>
        <translation>Regelwerk exportieren</translation>
    </message>
    <message>
        <source>Presets (*.json)</source>
        <translation>Regelwerke (*.json)</translation>
    </message>
    <message>
        <source>The preset could not be exported: %1</source>
        <translation>Das Regelwerk konnte nicht exportiert werden: %1</translation>
    </message>
    <message>
        <source>Exported to %1.</source>
        <translation>Exportiert nach %1.</translation>
    </message>
    <message>
        <source>Import preset</source>
        <translation>Regelwerk importieren</translation>
    </message>
    <message>
        <source>This file cannot be imported: %1</source>
        <translation>Diese Datei kann nicht importiert werden: %1</translation>
    </message>
    <message>
        <source>Imported the preset “%1”.</source>
        <translation>Regelwerk „%1“ importiert.</translation>
    </message>
</context>
<context>
    <name>PlateItem</name>
    <message>
        <source>D</source>
        <comment>the dealer button</comment>
        <translation>G</translation>
    </message>
</context>
<context>
    <name>ProblemsDialog</name>
    <message>
        <source>Some files could not be used</source>
        <translation>Einige Dateien konnten nicht verwendet werden</translation>
    </message>
    <message>
        <source>Stich found a problem with its files and carried on. Nothing was deleted.</source>
        <translation>Stich hat ein Problem mit seinen Dateien gefunden und macht weiter. Nichts wurde gelöscht.</translation>
    </message>
    <message>
        <source>Data folder: %1</source>
        <translation>Datenordner: %1</translation>
    </message>
    <message>
        <source>Open the data folder</source>
        <translation>Datenordner öffnen</translation>
    </message>
</context>
<context>
    <name>ReplayViewer</name>
    <message>
        <source>Replay</source>
        <translation>Spiel ansehen</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>Geben</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Zurück</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Vor</translation>
    </message>
    <message>
        <source>End</source>
        <translation>Ende</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>Cards dealt</source>
        <comment>the replay&apos;s first step</comment>
        <translation>Karten gegeben</translation>
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
        <translation>Abspielen</translation>
    </message>
    <message>
        <source>Action %1 of %2</source>
        <translation>Zug %1 von %2</translation>
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
        <translation>Partie fortsetzen</translation>
    </message>
    <message numerus="yes">
        <source>You have an unfinished match of %1: %n hand(s) played, last saved %2.</source>
        <translation>
            <numerusform>Du hast eine nicht beendete Partie %1: %n Spiel gespielt, zuletzt gespeichert am %2.</numerusform>
            <numerusform>Du hast eine nicht beendete Partie %1: %n Spiele gespielt, zuletzt gespeichert am %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>Continue where you left off? A new game keeps this match as match.previous.json; Game ▸ Load match… opens it.</source>
        <translation>Dort weitermachen, wo du aufgehört hast? Eine neue Partie bewahrt diese als match.previous.json auf; Spiel ▸ Partie laden… öffnet sie.</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Fortsetzen</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Neue Partie</translation>
    </message>
</context>
<context>
    <name>ReviewDialog</name>
    <message>
        <source>Could I have done better?</source>
        <translation>Hätte ich es besser machen können?</translation>
    </message>
    <message>
        <source>Each of your decisions in this hand is worked out again with all cards known. Card play in Schafkopf is solved exactly (everybody playing perfectly from there); bidding and the other games are played out a few times by the bots with the real cards.</source>
        <translation>Jede deiner Entscheidungen in diesem Spiel wird mit allen Karten offen noch einmal durchgerechnet. Das Kartenspiel im Schafkopf wird exakt gelöst (alle spielen von dort an perfekt); das Reizen und die anderen Spiele werden von den Bots mit den echten Karten ein paarmal durchgespielt.</translation>
    </message>
    <message>
        <source>Each of your decisions in this hand is worked out again with all cards known: the bots play the hand out a few times from there with the real cards.</source>
        <translation>Jede deiner Entscheidungen in diesem Spiel wird mit allen Karten offen noch einmal durchgerechnet: die Bots spielen das Spiel von dort an mit den echten Karten ein paarmal durch.</translation>
    </message>
    <message>
        <source>Working it out…</source>
        <translation>Wird durchgerechnet…</translation>
    </message>
    <message>
        <source>The review failed: %1</source>
        <translation>Die Nachschau ist fehlgeschlagen: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n decision(s) with a choice looked at.</source>
        <translation>
            <numerusform>%n Entscheidung mit Auswahl angesehen.</numerusform>
            <numerusform>%n Entscheidungen mit Auswahl angesehen.</numerusform>
        </translation>
    </message>
    <message>
        <source>No other choice of yours would have changed the result.</source>
        <translation>Keine andere Entscheidung hätte das Ergebnis geändert.</translation>
    </message>
    <message>
        <source>Trick %1</source>
        <translation>Stich %1</translation>
    </message>
    <message>
        <source>you played the %1.</source>
        <translation>du hast %1 gespielt.</translation>
    </message>
    <message>
        <source>The %1 was better</source>
        <translation>Besser war %1</translation>
    </message>
    <message>
        <source>you chose “%1”.</source>
        <translation>du hast „%1“ gewählt.</translation>
    </message>
    <message>
        <source>“%1” was better</source>
        <translation>Besser war „%1“</translation>
    </message>
    <message>
        <source>%1 instead of %2 with best play from there</source>
        <translation>%1 statt %2 bei bestem Spiel von dort an</translation>
    </message>
    <message>
        <source>%1 instead of %2 on average in the playouts</source>
        <translation>%1 statt %2 im Schnitt beim Durchspielen</translation>
    </message>
</context>
<context>
    <name>RulesEditor</name>
    <message>
        <source>Up</source>
        <translation>Hoch</translation>
    </message>
    <message>
        <source>Down</source>
        <translation>Runter</translation>
    </message>
    <message>
        <source>These rules do not fit together: %1</source>
        <translation>Diese Regeln passen nicht zusammen: %1</translation>
    </message>
</context>
<context>
    <name>ScorePlot</name>
    <message>
        <source>No hands played yet</source>
        <translation>Noch keine Spiele gespielt</translation>
    </message>
    <message>
        <source>Hand %1: %2</source>
        <translation>Spiel %1: %2</translation>
    </message>
</context>
<context>
    <name>ScoreSheet</name>
    <message>
        <source>Score sheet</source>
        <translation>Punkteliste</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n hand(s)</source>
        <translation>
            <numerusform>%1: %n Spiel</numerusform>
            <numerusform>%1: %n Spiele</numerusform>
        </translation>
    </message>
    <message>
        <source>#</source>
        <translation>Nr.</translation>
    </message>
    <message>
        <source>Dealer</source>
        <translation>Geber</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Summe</translation>
    </message>
    <message>
        <source>Bid</source>
        <translation>Reizwert</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Spielwert</translation>
    </message>
    <message>
        <source>won</source>
        <translation>gewonnen</translation>
    </message>
    <message>
        <source>lost</source>
        <translation>verloren</translation>
    </message>
    <message>
        <source>(overbid)</source>
        <translation>(überreizt)</translation>
    </message>
    <message>
        <source>%1: %2 won, %3 lost</source>
        <translation>%1: %2 gewonnen, %3 verloren</translation>
    </message>
    <message>
        <source>Seeger-Fabian — games: %1</source>
        <translation>Seeger-Fabian – Spiele: %1</translation>
    </message>
    <message>
        <source>ISkO list: the declarer writes the game&apos;s score, the others nothing.</source>
        <translation>ISkO-Liste: angeschrieben wird nur beim Alleinspieler, die anderen bekommen nichts.</translation>
    </message>
    <message>
        <source>Doublers</source>
        <translation>Doubler</translation>
    </message>
    <message>
        <source>(doubled ×%1)</source>
        <translation>(zählt ×%1)</translation>
    </message>
    <message>
        <source>Doublers pending: %1 (the next picked hand counts double)</source>
        <translation>Offene Doubler: %1 (das nächste Spiel mit Aufnehmer zählt doppelt)</translation>
    </message>
    <message>
        <source>game over: %1 loses</source>
        <translation>Partie vorbei: %1 – verloren</translation>
    </message>
    <message>
        <source>a deciding deal follows</source>
        <translation>ein Entscheidungsspiel folgt</translation>
    </message>
    <message>
        <source>Øre now</source>
        <translation>Øre jetzt</translation>
    </message>
    <message>
        <source>Øre count down from the start; the first player at 0 loses the game.</source>
        <translation>Die Øre zählen vom Anfangsstand abwärts; wer zuerst bei 0 ist, verliert die Partie.</translation>
    </message>
    <message>
        <source>Games lost: %1</source>
        <translation>Verlorene Partien: %1</translation>
    </message>
    <message>
        <source>double cross for %1</source>
        <translation>Doppelkross: %1</translation>
    </message>
    <message>
        <source>cross for %1</source>
        <translation>Kross: %1</translation>
    </message>
    <message>
        <source>Ladder now</source>
        <translation>Leiter jetzt</translation>
    </message>
    <message>
        <source>Each side counts down from 24 to a cross.</source>
        <translation>Jede Partei zählt von 24 abwärts bis zum Kross.</translation>
    </message>
    <message>
        <source>Crosses won: %1</source>
        <translation>Kross gewonnen: %1</translation>
    </message>
    <message>
        <source>60:60 ties pending: %1</source>
        <translation>Offene 60:60-Spiele: %1</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Table settings</source>
        <translation>Tischeinstellungen</translation>
    </message>
    <message>
        <source>&amp;High-contrast felt</source>
        <translation>Spieltuch mit &amp;hohem Kontrast</translation>
    </message>
    <message>
        <source>&amp;Four-colour French deck (spades green, diamonds orange)</source>
        <translation>&amp;Französisches Blatt vierfarbig (Pik grün, Karo orange)</translation>
    </message>
    <message>
        <source>Colour-blind-safe &amp;marks (hatched, ticked, black-and-white focus ring)</source>
        <translation>&amp;Markierungen für Farbenblinde (schraffiert, abgehakt, schwarz-weißer Fokusrahmen)</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Blau</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Rot</translation>
    </message>
    <message>
        <source>Blue rosette</source>
        <translation>Blaue Rosette</translation>
    </message>
    <message>
        <source>Red lattice</source>
        <translation>Rotes Gitter</translation>
    </message>
    <message>
        <source>Card &amp;back</source>
        <translation>Karten&amp;rückseite</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Large</source>
        <translation>Groß</translation>
    </message>
    <message>
        <source>Largest</source>
        <translation>Sehr groß</translation>
    </message>
    <message>
        <source>Card &amp;size</source>
        <translation>Karten&amp;größe</translation>
    </message>
</context>
<context>
    <name>StatsWindow</name>
    <message>
        <source>Statistics</source>
        <translation>Statistik</translation>
    </message>
    <message>
        <source>&amp;Show</source>
        <translation>&amp;Zeigen</translation>
    </message>
    <message>
        <source>&lt;b&gt;By contract&lt;/b&gt;</source>
        <translation>&lt;b&gt;Nach Spielart&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Your running score&lt;/b&gt;, hand by hand</source>
        <translation>&lt;b&gt;Dein Punktestand&lt;/b&gt;, Spiel für Spiel</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>All games</source>
        <translation>Alle Spiele</translation>
    </message>
    <message>
        <source>%1 — all rules (%2)</source>
        <translation>%1 — alle Regelwerke (%2)</translation>
    </message>
    <message>
        <source>%1 — %2 (%3)</source>
        <translation>%1 — %2 (%3)</translation>
    </message>
    <message>
        <source>Hands played</source>
        <translation>Gespielte Spiele</translation>
    </message>
    <message>
        <source>Hands won</source>
        <translation>Gewonnene Spiele</translation>
    </message>
    <message>
        <source>Games you declared</source>
        <translation>Von dir angesagte Spiele</translation>
    </message>
    <message>
        <source>Hands lost</source>
        <translation>Verlorene Spiele</translation>
    </message>
    <message>
        <source>… and won</source>
        <translation>… davon gewonnen</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>Score per hand</source>
        <translation>Punkte pro Spiel</translation>
    </message>
    <message>
        <source>Hands with a learning aid</source>
        <translation>Spiele mit Lernhilfe</translation>
    </message>
    <message>
        <source>Card points in all</source>
        <translation>Augen insgesamt</translation>
    </message>
    <message>
        <source>Card points per hand</source>
        <translation>Augen pro Spiel</translation>
    </message>
    <message>
        <source>Trumps dealt per hand: you / others</source>
        <translation>Trümpfe pro Blatt: du / die anderen</translation>
    </message>
    <message>
        <source>Contract</source>
        <translation>Spielart</translation>
    </message>
    <message>
        <source>Hands</source>
        <translation>Spiele</translation>
    </message>
    <message>
        <source>Declared</source>
        <translation>Angesagt</translation>
    </message>
    <message>
        <source>Declared and won</source>
        <translation>Angesagt und gewonnen</translation>
    </message>
    <message>
        <source>As partner</source>
        <translation>Als Partner</translation>
    </message>
    <message>
        <source>As opponent</source>
        <translation>Als Gegenspieler</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Gewonnen</translation>
    </message>
    <message>
        <source>thrown in</source>
        <translation>zusammengeworfen</translation>
    </message>
</context>
<context>
    <name>StatusLine</name>
    <message>
        <source>Last trick</source>
        <translation>Letzter Stich</translation>
    </message>
    <message>
        <source>Show the last trick (L)</source>
        <translation>Den letzten Stich zeigen (L)</translation>
    </message>
    <message>
        <source>Score sheet</source>
        <translation>Punkteliste</translation>
    </message>
    <message>
        <source>Stich: choose Game ▸ New game to start</source>
        <translation>Stich: zum Starten Spiel ▸ Neue Partie wählen</translation>
    </message>
    <message>
        <source>%1, hand %2</source>
        <translation>%1, Spiel %2</translation>
    </message>
    <message>
        <source>Picker: %1</source>
        <translation>Aufnehmer: %1</translation>
    </message>
    <message>
        <source> with %1</source>
        <translation> mit %1</translation>
    </message>
    <message>
        <source>Hand over</source>
        <translation>Spiel vorbei</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>Du bist dran</translation>
    </message>
    <message>
        <source>%1&apos;s turn</source>
        <translation>%1 ist dran</translation>
    </message>
</context>
<context>
    <name>StoreMenu</name>
    <message>
        <source>Sa&amp;ve match as…</source>
        <translation>Partie speichern &amp;unter…</translation>
    </message>
    <message>
        <source>L&amp;oad match…</source>
        <translation>Partie la&amp;den…</translation>
    </message>
    <message>
        <source>&amp;Hand history…</source>
        <translation>Spielarc&amp;hiv…</translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation>S&amp;tatistik…</translation>
    </message>
    <message>
        <source>&amp;Import hand record…</source>
        <translation>Spielaufzeichnung &amp;importieren…</translation>
    </message>
    <message>
        <source>&amp;Export the last hand…</source>
        <translation>Letztes Spiel e&amp;xportieren…</translation>
    </message>
    <message>
        <source>Save match</source>
        <translation>Partie speichern</translation>
    </message>
    <message>
        <source>Your match cannot be saved right now (%1). You can play on; Game ▸ Save match as… may work on another disk.</source>
        <translation>Deine Partie kann gerade nicht gespeichert werden (%1). Du kannst weiterspielen; Spiel ▸ Partie speichern unter… klappt vielleicht auf einem anderen Datenträger.</translation>
    </message>
    <message>
        <source>There is no match to save yet.</source>
        <translation>Es gibt noch keine Partie zum Speichern.</translation>
    </message>
    <message>
        <source>Save match as</source>
        <translation>Partie speichern unter</translation>
    </message>
    <message>
        <source>Stich matches (*.json)</source>
        <translation>Stich-Partien (*.json)</translation>
    </message>
    <message>
        <source>Load match</source>
        <translation>Partie laden</translation>
    </message>
    <message>
        <source>Stich matches (*.json);;All files (*)</source>
        <translation>Stich-Partien (*.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Export hand record</source>
        <translation>Spielaufzeichnung exportieren</translation>
    </message>
    <message>
        <source>No hand has been finished yet.</source>
        <translation>Es ist noch kein Spiel zu Ende gespielt.</translation>
    </message>
    <message>
        <source>Hand records (*.json)</source>
        <translation>Spielaufzeichnungen (*.json)</translation>
    </message>
</context>
<context>
    <name>SummaryPanel</name>
    <message>
        <source>Next hand</source>
        <translation>Nächstes Spiel</translation>
    </message>
    <message>
        <source>Score sheet</source>
        <translation>Punkteliste</translation>
    </message>
    <message>
        <source>Review the table</source>
        <translation>Tisch ansehen</translation>
    </message>
    <message>
        <source>%1 played the %2 to 60:60: nobody scores.</source>
        <translation>%2: %1 – 60:60, keine Wertung.</translation>
    </message>
    <message>
        <source>%1 won the %2.</source>
        <translation>%2: %1 – gewonnen.</translation>
    </message>
    <message>
        <source>%1 lost the %2.</source>
        <translation>%2: %1 – verloren.</translation>
    </message>
    <message>
        <source>Card points</source>
        <translation>Augen</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Stufe</translation>
    </message>
    <message>
        <source>Conceded before the first trick.</source>
        <translation>Vor dem ersten Stich aufgegeben.</translation>
    </message>
    <message numerus="yes">
        <source>Conceded after %n trick(s): the card points are those of the tricks played.</source>
        <translation>
            <numerusform>Nach %n Stich aufgegeben: die Augen sind die des gespielten Stichs.</numerusform>
            <numerusform>Nach %n Stichen aufgegeben: die Augen sind die der gespielten Stiche.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Play stopped after %n trick(s): the game was lost there.</source>
        <translation>
            <numerusform>Nach %n Stich abgebrochen: dort war das Spiel verloren.</numerusform>
            <numerusform>Nach %n Stichen abgebrochen: dort war das Spiel verloren.</numerusform>
        </translation>
    </message>
    <message>
        <source>Set aside</source>
        <translation>Beiseitegelegt</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>Abrechnung</translation>
    </message>
    <message>
        <source>Settlement</source>
        <translation>Auszahlung</translation>
    </message>
    <message>
        <source>this hand</source>
        <translation>dieses Spiel</translation>
    </message>
    <message>
        <source>total</source>
        <translation>gesamt</translation>
    </message>
    <message>
        <source>Blind</source>
        <translation>Blind</translation>
    </message>
    <message>
        <source>Buried</source>
        <translation>Gedrückt</translation>
    </message>
    <message>
        <source>Skat</source>
        <translation>Skat</translation>
    </message>
    <message>
        <source>Cat</source>
        <translation>Katze</translation>
    </message>
    <message>
        <source>Laid away</source>
        <translation>Gedrückt</translation>
    </message>
    <message>
        <source>Øre (counted down)</source>
        <translation>Øre (abwärts gezählt)</translation>
    </message>
    <message>
        <source>Game over, lost by %1. A new game starts.</source>
        <translation>Partie vorbei: %1 – verloren. Eine neue Partie beginnt.</translation>
    </message>
    <message>
        <source>%1 level at 0 or below: a deciding deal follows.</source>
        <translation>%1 gleichauf bei 0 oder darunter: ein Entscheidungsspiel folgt.</translation>
    </message>
    <message>
        <source>Cross ladder (counted down from 24)</source>
        <translation>Kross-Leiter (von 24 abwärts)</translation>
    </message>
    <message>
        <source>(crosses: %1)</source>
        <translation>(Kross: %1)</translation>
    </message>
    <message>
        <source>Doublers pending</source>
        <translation>Offene Doubler</translation>
    </message>
</context>
<context>
    <name>TableReader</name>
    <message>
        <source>Your hand: no cards</source>
        <translation>Dein Blatt: keine Karten</translation>
    </message>
    <message>
        <source>%1 (on the table)</source>
        <translation>%1 (auf dem Tisch)</translation>
    </message>
    <message numerus="yes">
        <source>Your hand, %n card(s)</source>
        <translation>
            <numerusform>Dein Blatt, %n Karte</numerusform>
            <numerusform>Dein Blatt, %n Karten</numerusform>
        </translation>
    </message>
    <message>
        <source>Playable: %1</source>
        <translation>Spielbar: %1</translation>
    </message>
    <message>
        <source>Trick: no card played yet</source>
        <translation>Stich: noch keine Karte gespielt</translation>
    </message>
    <message>
        <source>%1 played %2</source>
        <translation>%1 spielt %2</translation>
    </message>
    <message>
        <source>Trick: %1</source>
        <translation>Stich: %1</translation>
    </message>
    <message>
        <source>%1&apos;s cards on the table: %2</source>
        <translation>Karten von %1 auf dem Tisch: %2</translation>
    </message>
    <message>
        <source>You played %1</source>
        <translation>Du spielst %1</translation>
    </message>
    <message>
        <source>No game yet</source>
        <translation>Noch kein Spiel</translation>
    </message>
    <message>
        <source>The hand is over</source>
        <translation>Das Spiel ist vorbei</translation>
    </message>
    <message>
        <source>Your turn: play a card</source>
        <translation>Du bist dran: spiel eine Karte</translation>
    </message>
    <message>
        <source>Your turn: %1. Press Up for the choices</source>
        <translation>Du bist dran: %1. Pfeil hoch für die Auswahl</translation>
    </message>
    <message>
        <source>%1&apos;s turn</source>
        <translation>%1 ist dran</translation>
    </message>
    <message>
        <source>You play %1</source>
        <translation>Du spielst %1</translation>
    </message>
    <message>
        <source>%1 plays %2</source>
        <translation>%1 spielt %2</translation>
    </message>
    <message>
        <source>Scores: %1</source>
        <translation>Punktestand: %1</translation>
    </message>
    <message>
        <source>New hand, you deal</source>
        <translation>Neues Spiel, du gibst</translation>
    </message>
    <message>
        <source>New hand, %1 deals</source>
        <translation>Neues Spiel, %1 gibt</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>You win the trick</source>
        <translation>Du machst den Stich</translation>
    </message>
    <message>
        <source>%1 wins the trick</source>
        <translation>%1 macht den Stich</translation>
    </message>
</context>
<context>
    <name>TableScene</name>
    <message numerus="yes">
        <source>%n trick(s) won</source>
        <translation>
            <numerusform>%n Stich gemacht</numerusform>
            <numerusform>%n Stiche gemacht</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) in hand</source>
        <translation>
            <numerusform>%n Karte auf der Hand</numerusform>
            <numerusform>%n Karten auf der Hand</numerusform>
        </translation>
    </message>
    <message>
        <source>Face down: turned up at the end of the trick in which the card on it is played</source>
        <translation>Verdeckt: wird am Ende des Stichs aufgedeckt, in dem die Karte darauf gespielt wird</translation>
    </message>
    <message>
        <source>Taken up from the cat</source>
        <translation>Aus der Katze aufgenommen</translation>
    </message>
    <message>
        <source>Taken up from the blind</source>
        <translation>Aus dem Blind aufgenommen</translation>
    </message>
    <message>
        <source>Taken up from the skat</source>
        <translation>Aus dem Skat aufgenommen</translation>
    </message>
    <message>
        <source>%1 (on the table)</source>
        <translation>%1 (auf dem Tisch)</translation>
    </message>
    <message>
        <source>%1, chosen</source>
        <translation>%1, ausgewählt</translation>
    </message>
    <message>
        <source>%1, playable</source>
        <translation>%1, spielbar</translation>
    </message>
</context>
<context>
    <name>TableView</name>
    <message>
        <source>Card table</source>
        <translation>Kartentisch</translation>
    </message>
    <message>
        <source>Show the summary</source>
        <translation>Abrechnung zeigen</translation>
    </message>
</context>
<context>
    <name>german_cards</name>
    <message>
        <source>Acorns</source>
        <translation>Eichel</translation>
    </message>
    <message>
        <source>Leaves</source>
        <translation>Gras</translation>
    </message>
    <message>
        <source>Hearts</source>
        <translation>Herz</translation>
    </message>
    <message>
        <source>Bells</source>
        <translation>Schellen</translation>
    </message>
    <message>
        <source>Ace</source>
        <translation>Sau</translation>
    </message>
    <message>
        <source>Ten</source>
        <translation>Zehn</translation>
    </message>
    <message>
        <source>King</source>
        <translation>König</translation>
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
        <translation>Neun</translation>
    </message>
    <message>
        <source>Eight</source>
        <translation>Acht</translation>
    </message>
    <message>
        <source>Seven</source>
        <translation>Sieben</translation>
    </message>
    <message>
        <source>Five</source>
        <translation>Fünf</translation>
    </message>
    <message>
        <source>The Sau is the ace of the German pack.</source>
        <translation>Die Sau ist das Ass des deutschen Blatts.</translation>
    </message>
    <message>
        <source>Ober: the upper court card of the German pack (the queen&apos;s place in the French pack).</source>
        <translation>Ober: die obere Bildkarte des deutschen Blatts (im französischen Blatt die Dame).</translation>
    </message>
    <message>
        <source>Unter: the lower court card of the German pack (the jack&apos;s place in the French pack).</source>
        <translation>Unter: die untere Bildkarte des deutschen Blatts (im französischen Blatt der Bube).</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>suit, rank</comment>
        <translation>%1-%2</translation>
    </message>
</context>
<context>
    <name>labels</name>
    <message>
        <source>%1 and %2</source>
        <translation>%1 und %2</translation>
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
        <translation>Deutsches Blatt</translation>
    </message>
    <message>
        <source>French-suited</source>
        <translation>Französisches Blatt</translation>
    </message>
    <message>
        <source>Four-colour</source>
        <translation>Turnierblatt (vierfarbig)</translation>
    </message>
    <message>
        <source>Random (simplest legal bot)</source>
        <translation>Zufall (einfachster regelgerechter Bot)</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Leicht</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Mittel</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Schwer</translation>
    </message>
    <message>
        <source>random</source>
        <translation>Zufall</translation>
    </message>
    <message>
        <source>easy</source>
        <translation>leicht</translation>
    </message>
    <message>
        <source>medium</source>
        <translation>mittel</translation>
    </message>
    <message>
        <source>hard</source>
        <translation>schwer</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Langsam</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Schnell</translation>
    </message>
    <message>
        <source>Off (instant)</source>
        <translation>Aus (sofort)</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>Kreuz</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>Pik</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>Herz</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>Karo</translation>
    </message>
    <message>
        <source>Ace</source>
        <translation>Ass</translation>
    </message>
    <message>
        <source>Ten</source>
        <translation>Zehn</translation>
    </message>
    <message>
        <source>King</source>
        <translation>König</translation>
    </message>
    <message>
        <source>Queen</source>
        <translation>Dame</translation>
    </message>
    <message>
        <source>Jack</source>
        <translation>Bube</translation>
    </message>
    <message>
        <source>Nine</source>
        <translation>Neun</translation>
    </message>
    <message>
        <source>Eight</source>
        <translation>Acht</translation>
    </message>
    <message>
        <source>Seven</source>
        <translation>Sieben</translation>
    </message>
    <message>
        <source>Five</source>
        <translation>Fünf</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <comment>rank, suit</comment>
        <translation>%2-%1</translation>
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
        <translation>Farbwenz</translation>
    </message>
    <message>
        <source>Geier</source>
        <translation>Geier</translation>
    </message>
    <message>
        <source>Suit Geier</source>
        <translation>Farbgeier</translation>
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
        <translation>Aufnehmerspiel</translation>
    </message>
    <message>
        <source>Leaster</source>
        <translation>Leaster</translation>
    </message>
    <message>
        <source>Alone</source>
        <translation>Allein</translation>
    </message>
    <message>
        <source>Called ace</source>
        <translation>Ruf-Ass</translation>
    </message>
    <message>
        <source>Jack of Diamonds partner</source>
        <translation>Karo-Bube als Partner</translation>
    </message>
    <message>
        <source>Schwanzer</source>
        <translation>Schwanzer</translation>
    </message>
    <message>
        <source>Suit game</source>
        <translation>Farbspiel</translation>
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
        <translation>Kein Gebot</translation>
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
        <translation>Muss</translation>
    </message>
    <message>
        <source>barred</source>
        <translation>gesperrt</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Hand</translation>
    </message>
    <message>
        <source>schneider announced</source>
        <translation>Schneider angesagt</translation>
    </message>
    <message>
        <source>schwarz announced</source>
        <translation>Schwarz angesagt</translation>
    </message>
    <message>
        <source>ouvert</source>
        <translation>ouvert</translation>
    </message>
    <message>
        <source>alone</source>
        <translation>allein</translation>
    </message>
    <message>
        <source>ten call</source>
        <translation>Zehn gerufen</translation>
    </message>
    <message>
        <source>unknown call</source>
        <translation>verdeckter Ruf</translation>
    </message>
    <message>
        <source>call-up</source>
        <translation>nachgerufen</translation>
    </message>
    <message>
        <source>%1 with the %2</source>
        <comment>picker&apos;s game, called card</comment>
        <translation>%1, %2 gerufen</translation>
    </message>
    <message>
        <source>%1 with the %2</source>
        <comment>game, called ace</comment>
        <translation>%1 mit der %2</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>suit, game: Hearts Solo</comment>
        <translation>%1-%2</translation>
    </message>
    <message>
        <source>%1 (%2 trumps)</source>
        <comment>game, trump suit</comment>
        <translation>%1 (%2 ist Trumpf)</translation>
    </message>
    <message>
        <source>%1 in %2</source>
        <comment>game, suit: Wenz in Bells</comment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Passe</translation>
    </message>
    <message>
        <source>Bid</source>
        <translation>Reizen</translation>
    </message>
    <message>
        <source>Hold</source>
        <translation>Halten</translation>
    </message>
    <message>
        <source>I&apos;ll play</source>
        <translation>Ich spiel</translation>
    </message>
    <message>
        <source>Pick up</source>
        <translation>Aufnehmen</translation>
    </message>
    <message>
        <source>Play from the hand</source>
        <translation>Aus der Hand spielen</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Drücken</translation>
    </message>
    <message>
        <source>Declare</source>
        <translation>Ansagen</translation>
    </message>
    <message>
        <source>Call</source>
        <translation>Rufen</translation>
    </message>
    <message>
        <source>Double</source>
        <translation>Verdoppeln</translation>
    </message>
    <message>
        <source>Concede</source>
        <translation>Aufgeben</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Spielen</translation>
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
        <translation>Klopfen</translation>
    </message>
    <message>
        <source>Crack</source>
        <translation>Kontra</translation>
    </message>
    <message>
        <source>Re-crack</source>
        <translation>Re</translation>
    </message>
    <message>
        <source>Blitz</source>
        <translation>Blitz</translation>
    </message>
    <message>
        <source>Weiter</source>
        <translation>Weiter</translation>
    </message>
    <message>
        <source>Pick</source>
        <translation>Aufnehmen</translation>
    </message>
    <message>
        <source>Bury</source>
        <translation>Drücken</translation>
    </message>
    <message>
        <source>Pick up the skat</source>
        <translation>Skat aufnehmen</translation>
    </message>
    <message>
        <source>Hand game</source>
        <translation>Hand spielen</translation>
    </message>
    <message>
        <source>Yes (hold)</source>
        <translation>Ja (hören)</translation>
    </message>
    <message>
        <source>Lay away</source>
        <translation>Drücken</translation>
    </message>
    <message>
        <source>Take the cat</source>
        <translation>Katze aufnehmen</translation>
    </message>
    <message>
        <source>Play without the cat</source>
        <translation>Ohne Katze spielen</translation>
    </message>
    <message>
        <source>Stroke the cat</source>
        <translation>Mit der Katze tauschen</translation>
    </message>
    <message>
        <source>Keep my cards</source>
        <translation>Karten behalten</translation>
    </message>
    <message>
        <source>Exchange with the skat</source>
        <translation>Mit dem Skat tauschen</translation>
    </message>
    <message>
        <source>Play on</source>
        <translation>Weiterspielen</translation>
    </message>
    <message>
        <source>Keep my game</source>
        <translation>Spiel behalten</translation>
    </message>
    <message>
        <source>Push on unseen</source>
        <translation>Ungesehen schieben</translation>
    </message>
    <message>
        <source>%1 simple</source>
        <translation>%1 einfach</translation>
    </message>
    <message>
        <source>%1 better</source>
        <translation>%1 besser</translation>
    </message>
    <message>
        <source>Declarer</source>
        <translation>Alleinspieler</translation>
    </message>
    <message>
        <source>Partner</source>
        <translation>Partner</translation>
    </message>
    <message>
        <source>Dealer</source>
        <translation>Geber</translation>
    </message>
    <message>
        <source>Picker</source>
        <translation>Aufnehmer</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Knocking</source>
        <translation>Klopfen</translation>
    </message>
    <message>
        <source>Who plays?</source>
        <translation>Wer spielt?</translation>
    </message>
    <message>
        <source>Auction</source>
        <translation>Spielansage</translation>
    </message>
    <message>
        <source>Bidding</source>
        <translation>Reizen</translation>
    </message>
    <message>
        <source>Declaring</source>
        <translation>Ansage</translation>
    </message>
    <message>
        <source>Kontra and Re</source>
        <translation>Kontra und Re</translation>
    </message>
    <message>
        <source>Picking</source>
        <translation>Aufnehmen</translation>
    </message>
    <message>
        <source>Burying</source>
        <translation>Drücken</translation>
    </message>
    <message>
        <source>Discarding</source>
        <translation>Drücken</translation>
    </message>
    <message>
        <source>Calling</source>
        <translation>Rufen</translation>
    </message>
    <message>
        <source>Hand over</source>
        <translation>Spiel vorbei</translation>
    </message>
    <message>
        <source>The cat</source>
        <translation>Die Katze</translation>
    </message>
    <message>
        <source>Concede or play on</source>
        <translation>Aufgeben oder weiterspielen</translation>
    </message>
    <message>
        <source>Skat or hand</source>
        <translation>Skat oder Hand</translation>
    </message>
    <message>
        <source>Raise the game?</source>
        <translation>Spiel erhöhen?</translation>
    </message>
    <message>
        <source>Schieberamsch</source>
        <translation>Schieberamsch</translation>
    </message>
    <message>
        <source>Cracking</source>
        <translation>Kontra und Re</translation>
    </message>
    <message>
        <source>Partner or alone</source>
        <translation>Partner oder allein</translation>
    </message>
    <message>
        <source>It&apos;s not your turn.</source>
        <translation>Du bist nicht dran.</translation>
    </message>
    <message>
        <source>The hand is over.</source>
        <translation>Das Spiel ist vorbei.</translation>
    </message>
    <message>
        <source>That is not possible now.</source>
        <translation>Das geht jetzt nicht.</translation>
    </message>
    <message>
        <source>There is no such seat.</source>
        <translation>Diesen Platz gibt es nicht.</translation>
    </message>
    <message>
        <source>You do not hold that card.</source>
        <translation>Diese Karte hast du nicht.</translation>
    </message>
    <message>
        <source>You must follow %1.</source>
        <translation>Du musst %1 bedienen.</translation>
    </message>
    <message>
        <source>Trumps were led: you must follow with a trump.</source>
        <translation>Trumpf ist ausgespielt: du musst Trumpf bedienen.</translation>
    </message>
    <message>
        <source>%1 was led: you must play %2.</source>
        <translation>%1 ist angespielt: du musst %2 zugeben.</translation>
    </message>
    <message>
        <source>Trump was led: you must play a trump.</source>
        <translation>Trumpf ist gespielt: du musst Trumpf zugeben.</translation>
    </message>
    <message>
        <source>The called suit was led: the called ace (%1) must be played.</source>
        <translation>Die Ruffarbe ist gesucht: die Rufsau (%1) muss zugegeben werden.</translation>
    </message>
    <message>
        <source>You may lead the called suit only with the %1 itself (running away needs four cards of the suit).</source>
        <translation>Die Ruffarbe darfst du nur mit der %1 selbst ausspielen (davonlaufen geht nur mit vier Karten der Farbe).</translation>
    </message>
    <message>
        <source>You may lead the called suit only with the %1 itself until that suit has been led.</source>
        <translation>Die Ruffarbe darfst du nur mit dem %1 selbst ausspielen, bis diese Farbe gespielt wurde.</translation>
    </message>
    <message>
        <source>You may not discard the called ace (%1).</source>
        <translation>Die Rufsau (%1) darf nicht abgeworfen werden.</translation>
    </message>
    <message>
        <source>You must beat the trick if you can.</source>
        <translation>Du musst den Stich übernehmen, wenn du kannst.</translation>
    </message>
    <message>
        <source>Keep your last card of the called suit until that suit is led.</source>
        <translation>Behalte deine letzte Karte der Ruffarbe, bis diese Farbe gespielt wird.</translation>
    </message>
    <message>
        <source>You must overtrump.</source>
        <translation>Du musst übertrumpfen.</translation>
    </message>
    <message>
        <source>You must overtrump the %1 (with %2).</source>
        <translation>Du musst %1 übertrumpfen (mit %2).</translation>
    </message>
    <message>
        <source>The Hearts Ace cannot be called: hearts are trumps.</source>
        <translation>Die Herz-Sau kann man nicht rufen: Herz ist Trumpf.</translation>
    </message>
    <message>
        <source>You cannot call an ace you hold.</source>
        <translation>Du kannst keine Sau rufen, die du selbst hast.</translation>
    </message>
    <message>
        <source>To call this ace you need another card of its suit.</source>
        <translation>Zum Rufen dieser Sau brauchst du eine Karte der Ruffarbe.</translation>
    </message>
    <message>
        <source>Your side cannot give %1.</source>
        <translation>Deine Partei kann kein %1 geben.</translation>
    </message>
    <message>
        <source>%1 is not possible any more.</source>
        <translation>%1 geht jetzt nicht mehr.</translation>
    </message>
    <message>
        <source>That is not allowed here.</source>
        <translation>Das ist hier nicht erlaubt.</translation>
    </message>
    <message>
        <source>Wait a moment: the cards are still moving.</source>
        <translation>Einen Moment: die Karten sind noch unterwegs.</translation>
    </message>
    <message>
        <source>Your cards beat the standing bid: you must bid %1.</source>
        <translation>Deine Karten schlagen das stehende Gebot: du musst %1 bieten.</translation>
    </message>
    <message>
        <source>A bid needs a length, simple or better.</source>
        <translation>Ein Gebot braucht eine Länge, einfach oder besser.</translation>
    </message>
    <message>
        <source>Your longest suit has %1 cards: you must pass (a bid needs %2).</source>
        <translation>Deine längste Farbe hat %1 Karten: du musst passen (ein Gebot braucht %2).</translation>
    </message>
    <message>
        <source>Your longest suit has %1 cards: you can only bid %1.</source>
        <translation>Deine längste Farbe hat %1 Karten: du kannst nur %1 bieten.</translation>
    </message>
    <message>
        <source>You cannot bid %1: a better bid is a clubs bid, and only clubs among your longest suits allow it.</source>
        <translation>%1 kannst du nicht bieten: besser ist ein Kreuz-Gebot, und das geht nur, wenn Kreuz zu deinen längsten Farben gehört.</translation>
    </message>
    <message>
        <source>Your bid must be higher than %1.</source>
        <translation>Dein Gebot muss höher sein als %1.</translation>
    </message>
    <message>
        <source>Your bid must be higher than the standing bid.</source>
        <translation>Dein Gebot muss höher sein als das stehende Gebot.</translation>
    </message>
    <message>
        <source>Name a trump suit.</source>
        <translation>Sag eine Trumpffarbe an.</translation>
    </message>
    <message>
        <source>You bid better: clubs must be trumps.</source>
        <translation>Du hast besser geboten: Kreuz muss Trumpf sein.</translation>
    </message>
    <message>
        <source>You bid simple: you cannot name clubs (clubs need a better bid).</source>
        <translation>Du hast einfach geboten: Kreuz geht nicht (Kreuz braucht ein Besser-Gebot).</translation>
    </message>
    <message>
        <source>You bid %1: name a suit of that length (%2: %3).</source>
        <translation>Du hast %1 geboten: sag eine Farbe dieser Länge an (%2: %3).</translation>
    </message>
    <message>
        <source>Exchange one or two cards.</source>
        <translation>Tausche eine oder zwei Karten.</translation>
    </message>
    <message>
        <source>These rules do not allow conceding.</source>
        <translation>Nach diesen Regeln darf man nicht aufgeben.</translation>
    </message>
    <message>
        <source>Only the declarer can concede.</source>
        <translation>Nur der Alleinspieler kann aufgeben.</translation>
    </message>
    <message>
        <source>It is too late to concede: the first card has been led.</source>
        <translation>Zu spät zum Aufgeben: die erste Karte ist ausgespielt.</translation>
    </message>
    <message>
        <source>That game cannot be bid here.</source>
        <translation>Dieses Spiel kann hier nicht geboten werden.</translation>
    </message>
    <message>
        <source>Name trumps for the game you bid (%1).</source>
        <translation>Sag Trumpf für das gebotene Spiel an (%1).</translation>
    </message>
    <message>
        <source>You cannot play that card now.</source>
        <translation>Diese Karte kannst du jetzt nicht spielen.</translation>
    </message>
    <message>
        <source>The called suit was led: you must play your under card.</source>
        <translation>Die Ruffarbe ist gespielt: du musst deine verdeckte Karte spielen.</translation>
    </message>
    <message>
        <source>You may play the under card only to a lead of the called suit (or as your last card).</source>
        <translation>Die verdeckte Karte darfst du nur auf die Ruffarbe spielen (oder als letzte Karte).</translation>
    </message>
    <message>
        <source>Keep your hold card until the called suit is led.</source>
        <translation>Behalte deine Haltekarte, bis die Ruffarbe gespielt wird.</translation>
    </message>
    <message>
        <source>You showed a blitz: now you must pick.</source>
        <translation>Du hast einen Blitz gezeigt: jetzt musst du aufnehmen.</translation>
    </message>
    <message>
        <source>Everyone else passed: the dealer must pick.</source>
        <translation>Alle anderen haben gepasst: der Geber muss aufnehmen.</translation>
    </message>
    <message>
        <source>Blitzes are not played at this table.</source>
        <translation>An diesem Tisch wird kein Blitz gespielt.</translation>
    </message>
    <message>
        <source>You have already shown a blitz.</source>
        <translation>Du hast schon einen Blitz gezeigt.</translation>
    </message>
    <message>
        <source>A blitz needs both black (or both red) queens in your hand.</source>
        <translation>Für einen Blitz brauchst du beide schwarzen (oder beide roten) Damen.</translation>
    </message>
    <message>
        <source>A blitz must show its two queens.</source>
        <translation>Ein Blitz muss seine zwei Damen zeigen.</translation>
    </message>
    <message>
        <source>You cannot bury these cards.</source>
        <translation>Diese Karten kannst du nicht drücken.</translation>
    </message>
    <message>
        <source>Declare the picker&apos;s game, alone or with a partner.</source>
        <translation>Sag das Spiel an, allein oder mit Partner.</translation>
    </message>
    <message>
        <source>You may not go alone: going alone is off and a call is possible.</source>
        <translation>Allein spielen geht nicht: es ist abgeschaltet, und du kannst rufen.</translation>
    </message>
    <message>
        <source>Call a card, or go alone.</source>
        <translation>Ruf eine Karte oder spiel allein.</translation>
    </message>
    <message>
        <source>Calling up is not played at this table.</source>
        <translation>An diesem Tisch wird nicht nachgerufen.</translation>
    </message>
    <message>
        <source>You can call up only while holding the Jack of Diamonds.</source>
        <translation>Nachrufen kannst du nur mit dem Karo-Buben.</translation>
    </message>
    <message>
        <source>Calling up names the next higher jack you lack.</source>
        <translation>Nachrufen nennt den nächsthöheren Buben, den du nicht hast.</translation>
    </message>
    <message>
        <source>Call a fail ace (or, holding all three fail aces, a fail ten).</source>
        <translation>Ruf ein Fehl-Ass (oder, mit allen drei Fehl-Assen, eine Fehl-Zehn).</translation>
    </message>
    <message>
        <source>You hold the %1 (in hand or bury): you cannot call it.</source>
        <translation>Du hast %1 selbst (im Blatt oder gedrückt): die kannst du nicht rufen.</translation>
    </message>
    <message>
        <source>The unknown call is not played at this table.</source>
        <translation>An diesem Tisch gibt es keinen verdeckten Ruf.</translation>
    </message>
    <message>
        <source>You have a legal call: the unknown call is only for a picker who has none.</source>
        <translation>Du kannst regulär rufen: der verdeckte Ruf ist nur für einen Aufnehmer ohne Ruf.</translation>
    </message>
    <message>
        <source>An unknown call names a suit you hold no card of.</source>
        <translation>Ein verdeckter Ruf nennt eine Farbe, von der du keine Karte hast.</translation>
    </message>
    <message>
        <source>An unknown call sets exactly one of your cards aside as the under card.</source>
        <translation>Ein verdeckter Ruf legt genau eine deiner Karten als verdeckte Karte beiseite.</translation>
    </message>
    <message>
        <source>Ten calls are not played at this table.</source>
        <translation>An diesem Tisch wird keine Zehn gerufen.</translation>
    </message>
    <message>
        <source>You may call a ten only while holding all three fail aces.</source>
        <translation>Eine Zehn darfst du nur mit allen drei Fehl-Assen rufen.</translation>
    </message>
    <message>
        <source>To call the %1 you must keep a card of its suit (the hold card).</source>
        <translation>Um %1 zu rufen, musst du eine Karte der Farbe behalten (die Haltekarte).</translation>
    </message>
    <message>
        <source>You play with the picker: you cannot crack.</source>
        <translation>Du spielst mit dem Aufnehmer: du kannst kein Kontra geben.</translation>
    </message>
    <message>
        <source>Only one crack is allowed per hand.</source>
        <translation>Pro Spiel ist nur ein Kontra erlaubt.</translation>
    </message>
    <message>
        <source>Only the picker or the partner can re-crack.</source>
        <translation>Re geben kann nur der Aufnehmer oder sein Partner.</translation>
    </message>
    <message>
        <source>A bid needs a value.</source>
        <translation>Ein Gebot braucht einen Reizwert.</translation>
    </message>
    <message>
        <source>%1 is not a bid value.</source>
        <translation>%1 ist kein Reizwert.</translation>
    </message>
    <message>
        <source>That is not a bid value.</source>
        <translation>Das ist kein Reizwert.</translation>
    </message>
    <message>
        <source>Both other players passed: you can only play at 18 or pass.</source>
        <translation>Beide anderen haben gepasst: du kannst nur 18 spielen oder passen.</translation>
    </message>
    <message>
        <source>That is not a card.</source>
        <translation>Das ist keine Karte.</translation>
    </message>
    <message>
        <source>Jacks may not be passed on in Schieberamsch.</source>
        <translation>Im Schieberamsch dürfen keine Buben geschoben werden.</translation>
    </message>
    <message>
        <source>Name the game you play.</source>
        <translation>Sag an, welches Spiel du spielst.</translation>
    </message>
    <message>
        <source>That is not a Skat game (suit, Grand or Null).</source>
        <translation>Das ist kein Skatspiel (Farbspiel, Grand oder Null).</translation>
    </message>
    <message>
        <source>That is not a Skat announcement.</source>
        <translation>Das ist keine Ansage im Skat.</translation>
    </message>
    <message>
        <source>A suit game must name its trump suit.</source>
        <translation>Ein Farbspiel braucht eine Trumpffarbe.</translation>
    </message>
    <message>
        <source>That is not a suit.</source>
        <translation>Das ist keine Farbe.</translation>
    </message>
    <message>
        <source>Grand and Null name no trump suit.</source>
        <translation>Grand und Null haben keine Trumpffarbe.</translation>
    </message>
    <message>
        <source>You did not pick up the skat: the game is a hand game.</source>
        <translation>Du hast den Skat nicht aufgenommen: es ist ein Handspiel.</translation>
    </message>
    <message>
        <source>You picked up the skat: the game cannot be a hand game.</source>
        <translation>Du hast den Skat aufgenommen: ein Handspiel geht nicht mehr.</translation>
    </message>
    <message>
        <source>A Null game has no schneider or schwarz.</source>
        <translation>Im Nullspiel gibt es kein Schneider und kein Schwarz.</translation>
    </message>
    <message>
        <source>A suit game or Grand ouvert must be played hand.</source>
        <translation>Ein Farbspiel oder Grand ouvert geht nur als Handspiel.</translation>
    </message>
    <message>
        <source>Ouvert includes schneider and schwarz announced: announce them too.</source>
        <translation>Ouvert schließt Schneider und Schwarz angesagt ein: sag beide mit an.</translation>
    </message>
    <message>
        <source>Schneider and schwarz can be announced only in a hand game.</source>
        <translation>Schneider und Schwarz kannst du nur im Handspiel ansagen.</translation>
    </message>
    <message>
        <source>Schwarz announced includes schneider announced: announce it too.</source>
        <translation>Schwarz angesagt schließt Schneider angesagt ein: sag es mit an.</translation>
    </message>
    <message>
        <source>This game is worth at most %1, below your bid of %2.</source>
        <translation>Dieses Spiel bringt höchstens %1 und reicht nicht für deinen Reizwert %2.</translation>
    </message>
    <message>
        <source>A raise must be a higher game.</source>
        <translation>Erhöhen geht nur auf ein höheres Spiel.</translation>
    </message>
    <message>
        <source>A raise keeps every announcement already made.</source>
        <translation>Beim Erhöhen bleiben alle Ansagen bestehen.</translation>
    </message>
    <message>
        <source>Skat knows only Kontra and Re.</source>
        <translation>Im Skat gibt es nur Kontra und Re.</translation>
    </message>
    <message>
        <source>Only %1 can be said now.</source>
        <translation>Jetzt geht nur %1.</translation>
    </message>
    <message>
        <source>%1 or %2</source>
        <translation>%1 oder %2</translation>
    </message>
    <message>
        <source>Base tariff</source>
        <translation>Grundtarif</translation>
    </message>
    <message>
        <source>Solo tariff</source>
        <translation>Solotarif</translation>
    </message>
    <message>
        <source>Bettel tariff</source>
        <translation>Betteltarif</translation>
    </message>
    <message>
        <source>Ramsch tariff</source>
        <translation>Ramschtarif</translation>
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
        <translation>Laufende</translation>
    </message>
    <message>
        <source>Doublings</source>
        <translation>Verdopplungen</translation>
    </message>
    <message>
        <source>Each pays or receives</source>
        <translation>Jeder zahlt oder bekommt</translation>
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
        <translation>Alle haben gepasst: die Karten werden zusammengeworfen</translation>
    </message>
    <message>
        <source>Everyone passed: each pays into the Stock</source>
        <translation>Alle haben gepasst: jeder zahlt in den Stock</translation>
    </message>
    <message>
        <source>Loses with the most card points</source>
        <translation>Verliert mit den meisten Augen</translation>
    </message>
    <message>
        <source>Runners charged to the caller alone</source>
        <translation>Laufende zahlt der Rufer allein</translation>
    </message>
    <message>
        <source>Runners not charged to the partner</source>
        <translation>Laufende zahlt der Partner nicht</translation>
    </message>
    <message>
        <source>From the Stock</source>
        <translation>Aus dem Stock</translation>
    </message>
    <message>
        <source>Into the Stock</source>
        <translation>In den Stock</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <source>Matadors</source>
        <translation>Spitzen</translation>
    </message>
    <message>
        <source>Base value</source>
        <translation>Grundwert</translation>
    </message>
    <message>
        <source>Game value</source>
        <translation>Spielwert</translation>
    </message>
    <message>
        <source>Overbid</source>
        <translation>Überreizt</translation>
    </message>
    <message>
        <source>Lost: counts double</source>
        <translation>Verloren: zählt doppelt</translation>
    </message>
    <message>
        <source>All tricks</source>
        <translation>Alle Stiche</translation>
    </message>
    <message>
        <source>Won with 91 or more</source>
        <translation>Gewonnen mit 91 oder mehr</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Gewonnen</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Verloren</translation>
    </message>
    <message>
        <source>No trick</source>
        <translation>Kein Stich</translation>
    </message>
    <message>
        <source>Conceded</source>
        <translation>Aufgegeben</translation>
    </message>
    <message>
        <source>Jan (under 31 points)</source>
        <translation>Jan (unter 31 Augen)</translation>
    </message>
    <message>
        <source>Vol by one player</source>
        <translation>Vol durch einen Spieler</translation>
    </message>
    <message>
        <source>Vol (all tricks)</source>
        <translation>Vol (alle Stiche)</translation>
    </message>
    <message>
        <source>Won with 90 or more</source>
        <translation>Gewonnen mit 90 oder mehr</translation>
    </message>
    <message>
        <source>Javn (30 or less)</source>
        <translation>Javn (30 oder weniger)</translation>
    </message>
    <message>
        <source>No bid: 61 or more wins</source>
        <translation>Kein Gebot: 61 oder mehr gewinnt</translation>
    </message>
    <message>
        <source>60:60</source>
        <translation>60:60</translation>
    </message>
    <message>
        <source>60:60 bonus</source>
        <translation>60:60-Bonus</translation>
    </message>
    <message>
        <source>Cross</source>
        <translation>Kross</translation>
    </message>
    <message>
        <source>Won, schneider</source>
        <translation>Gewonnen, Schneider</translation>
    </message>
    <message>
        <source>Won, no-tricker</source>
        <translation>Gewonnen, schwarz</translation>
    </message>
    <message>
        <source>Lost, schneidered</source>
        <translation>Verloren, Schneider</translation>
    </message>
    <message>
        <source>Lost, no-tricker</source>
        <translation>Verloren, schwarz</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>Einheit</translation>
    </message>
    <message>
        <source>Doubler</source>
        <translation>Doubler</translation>
    </message>
    <message>
        <source>Double on the bump</source>
        <translation>Doppelt bei Verlust</translation>
    </message>
    <message>
        <source>Each defender pays or receives</source>
        <translation>Jeder Gegenspieler zahlt oder bekommt</translation>
    </message>
    <message>
        <source>Partner (pays nothing)</source>
        <translation>Partner (zahlt nichts)</translation>
    </message>
    <message>
        <source>Defender</source>
        <translation>Gegenspieler</translation>
    </message>
    <message>
        <source>Leaster won</source>
        <translation>Leaster gewonnen</translation>
    </message>
    <message>
        <source>Leaster lost</source>
        <translation>Leaster verloren</translation>
    </message>
    <message>
        <source>Leaster: a wash, fewest points</source>
        <translation>Leaster unentschieden, wenigste Augen</translation>
    </message>
    <message>
        <source>Schwanzer count</source>
        <translation>Schwanzer-Zählung</translation>
    </message>
    <message>
        <source>Schwanzer lost</source>
        <translation>Schwanzer verloren</translation>
    </message>
    <message>
        <source>Schneider announced</source>
        <translation>Schneider angesagt</translation>
    </message>
    <message>
        <source>Schwarz announced</source>
        <translation>Schwarz angesagt</translation>
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
        <translation>Nur an der Ansage verloren: zählt einfach</translation>
    </message>
    <message>
        <source>On the list</source>
        <translation>Auf die Liste</translation>
    </message>
    <message>
        <source>Seeger-Fabian: won game</source>
        <translation>Seeger-Fabian: gewonnenes Spiel</translation>
    </message>
    <message>
        <source>Seeger-Fabian: lost game</source>
        <translation>Seeger-Fabian: verlorenes Spiel</translation>
    </message>
    <message>
        <source>Each other player gets</source>
        <translation>Jeder andere Spieler erhält</translation>
    </message>
    <message>
        <source>Everyone passed</source>
        <translation>Eingepasst</translation>
    </message>
    <message>
        <source>plain</source>
        <translation>einfach</translation>
    </message>
    <message>
        <source>schneider</source>
        <translation>Schneider</translation>
    </message>
    <message>
        <source>schwarz</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <source>tout</source>
        <translation>Tout</translation>
    </message>
    <message>
        <source>jan</source>
        <translation>Jan</translation>
    </message>
    <message>
        <source>no trick</source>
        <translation>ohne Stich</translation>
    </message>
    <message>
        <source>won</source>
        <translation>gewonnen</translation>
    </message>
    <message>
        <source>won, schneider</source>
        <translation>gewonnen, Schneider</translation>
    </message>
    <message>
        <source>won, no-tricker</source>
        <translation>gewonnen, schwarz</translation>
    </message>
    <message>
        <source>lost</source>
        <translation>verloren</translation>
    </message>
    <message>
        <source>lost, schneidered</source>
        <translation>verloren, Schneider</translation>
    </message>
    <message>
        <source>lost, no-tricker</source>
        <translation>verloren, schwarz</translation>
    </message>
    <message>
        <source>Everyone passed: the cards are thrown in.</source>
        <translation>Alle haben gepasst: die Karten werden zusammengeworfen.</translation>
    </message>
    <message>
        <source>Everyone passed: each player pays into the Stock.</source>
        <translation>Alle haben gepasst: jeder zahlt in den Stock.</translation>
    </message>
    <message>
        <source>Ramsch: the most card points lose.</source>
        <translation>Ramsch: wer die meisten Augen hat, verliert.</translation>
    </message>
    <message>
        <source>The declarer conceded.</source>
        <translation>Der Alleinspieler hat aufgegeben.</translation>
    </message>
    <message>
        <source>Nobody bid: played with clubs trumps.</source>
        <translation>Niemand hat geboten: gespielt mit Kreuz als Trumpf.</translation>
    </message>
    <message>
        <source>Everyone passed: a leaster, the fewest points win.</source>
        <translation>Alle haben gepasst: Leaster, die wenigsten Augen gewinnen.</translation>
    </message>
    <message>
        <source>Everyone passed: the cards are thrown in and a later hand counts double.</source>
        <translation>Alle haben gepasst: die Karten werden zusammengeworfen, ein späteres Spiel zählt doppelt.</translation>
    </message>
    <message>
        <source>Everyone passed: Schwanzer, the hands are scored as dealt.</source>
        <translation>Alle haben gepasst: Schwanzer, gewertet wird das Blatt wie gegeben.</translation>
    </message>
    <message>
        <source>Everyone passed: the deal is void.</source>
        <translation>Eingepasst: das Spiel zählt nicht.</translation>
    </message>
    <message>
        <source>%1 took every trick: %2</source>
        <translation>%1 – alle Stiche: %2</translation>
    </message>
    <message>
        <source>%1 won with %2 points: %3</source>
        <translation>%1 – gewonnen mit %2 Augen: %3</translation>
    </message>
    <message>
        <source>%1 won: %2</source>
        <translation>%1 – gewonnen: %2</translation>
    </message>
    <message>
        <source>Runners: with %1</source>
        <translation>Laufende: mit %1</translation>
    </message>
    <message>
        <source>Runners: without %1</source>
        <translation>Laufende: ohne %1</translation>
    </message>
    <message>
        <source>Runners: %1</source>
        <translation>Laufende: %1</translation>
    </message>
    <message>
        <source>Durchmarsch by %1</source>
        <translation>Durchmarsch: %1</translation>
    </message>
    <message>
        <source>Alone in a partner game</source>
        <translation>Allein im Partnerspiel</translation>
    </message>
    <message>
        <source>%1 with %2 points</source>
        <translation>%1 mit %2 Augen</translation>
    </message>
    <message>
        <source>Matadors: with %1</source>
        <translation>Spitzen: mit %1</translation>
    </message>
    <message>
        <source>Matadors: without %1</source>
        <translation>Spitzen: ohne %1</translation>
    </message>
    <message>
        <source>Game value: %1 × %2</source>
        <translation>Spielwert: %1 × %2</translation>
    </message>
    <message>
        <source>Overbid: bid %1</source>
        <translation>Überreizt: gereizt bis %1</translation>
    </message>
    <message>
        <source>Ramsch: most card points</source>
        <translation>Ramsch: meiste Augen</translation>
    </message>
    <message>
        <source>Tied for most card points, took the highest trump: %1</source>
        <translation>Augengleich, höchster Trumpf in seinen Stichen: %1</translation>
    </message>
    <message>
        <source>Tied for most card points, took more tricks: %1</source>
        <translation>Augengleich, mehr Stiche: %1</translation>
    </message>
    <message>
        <source>Tied for most card points, all tied lose: %1</source>
        <translation>Augengleich, alle Gleichen verlieren: %1</translation>
    </message>
    <message>
        <source>Loses with the most card points: %1</source>
        <translation>Verliert mit den meisten Augen: %1</translation>
    </message>
    <message>
        <source>From the Stock to %1, each</source>
        <translation>Aus dem Stock, je: %1</translation>
    </message>
    <message>
        <source>From the Stock to %1</source>
        <translation>Aus dem Stock: %1</translation>
    </message>
    <message>
        <source>Into the Stock from %1, each</source>
        <translation>In den Stock, je: %1</translation>
    </message>
    <message>
        <source>Into the Stock from %1</source>
        <translation>In den Stock: %1</translation>
    </message>
    <message>
        <source>Double cross for %1</source>
        <translation>Doppelkross: %1</translation>
    </message>
    <message>
        <source>Cross for %1</source>
        <translation>Kross: %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>result line: what, who</comment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Discarding two cards</source>
        <translation>Skat drücken</translation>
    </message>
    <message>
        <source>Discard exactly two different cards.</source>
        <translation>Drücke genau zwei verschiedene Karten.</translation>
    </message>
    <message>
        <source>Tout: the sum counts double</source>
        <translation>Tout: die Summe zählt doppelt</translation>
    </message>
    <message>
        <source>Sie: the sum counts four times</source>
        <translation>Sie: die Summe zählt vierfach</translation>
    </message>
    <message>
        <source>General</source>
        <translation>Allgemein</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>Geben</translation>
    </message>
    <message>
        <source>When everyone passes</source>
        <translation>Wenn alle passen</translation>
    </message>
    <message>
        <source>Tariff</source>
        <translation>Tarif</translation>
    </message>
    <message>
        <source>Doubling</source>
        <translation>Verdoppeln</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Spiele</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>Abrechnung</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Tisch</translation>
    </message>
    <message>
        <source>Bock rounds</source>
        <translation>Bockrunden</translation>
    </message>
    <message>
        <source>Pack</source>
        <translation>Kartenzahl</translation>
    </message>
    <message>
        <source>All pass</source>
        <translation>Alle passen</translation>
    </message>
    <message>
        <source>Stock limit</source>
        <translation>Stock-Obergrenze</translation>
    </message>
    <message>
        <source>Forced game needs</source>
        <translation>Muss-Spiel braucht</translation>
    </message>
    <message>
        <source>Runners from (Sauspiel, Solo)</source>
        <translation>Laufende ab (Sauspiel, Solo)</translation>
    </message>
    <message>
        <source>Runners from (Wenz, Geier)</source>
        <translation>Laufende ab (Wenz, Geier)</translation>
    </message>
    <message>
        <source>Runners charged to the caller</source>
        <translation>Laufende zahlt nur der Rufer</translation>
    </message>
    <message>
        <source>Knocking (Klopfen)</source>
        <translation>Klopfen</translation>
    </message>
    <message>
        <source>Kontra until</source>
        <translation>Kontra bis</translation>
    </message>
    <message>
        <source>Doublings in a row</source>
        <translation>Verdopplungen hintereinander</translation>
    </message>
    <message>
        <source>Games allowed</source>
        <translation>Erlaubte Spiele</translation>
    </message>
    <message>
        <source>Game ranking (lowest first)</source>
        <translation>Rangfolge (niedrigstes zuerst)</translation>
    </message>
    <message>
        <source>Hearts Solo priority</source>
        <translation>Vorrang des Herz-Solos</translation>
    </message>
    <message>
        <source>Tout without runners</source>
        <translation>Tout ohne Laufende</translation>
    </message>
    <message>
        <source>Bettel: must beat</source>
        <translation>Bettel: Stichzwang</translation>
    </message>
    <message>
        <source>Caller keeps the called suit</source>
        <translation>Rufer behält die Ruffarbe</translation>
    </message>
    <message>
        <source>Ramsch tie</source>
        <translation>Gleichstand im Ramsch</translation>
    </message>
    <message>
        <source>Variant</source>
        <translation>Variante</translation>
    </message>
    <message>
        <source>Øre at the start</source>
        <translation>Øre zu Beginn</translation>
    </message>
    <message>
        <source>Stroking the cat</source>
        <translation>Mit der Katze tauschen</translation>
    </message>
    <message>
        <source>Conceding</source>
        <translation>Aufgeben</translation>
    </message>
    <message>
        <source>Forfeit for the untouched</source>
        <translation>Pfand für Unberührte</translation>
    </message>
    <message>
        <source>Farvesjavs</source>
        <translation>Farvesjavs</translation>
    </message>
    <message>
        <source>Declarer without a trick</source>
        <translation>Alleinspieler ohne Stich</translation>
    </message>
    <message>
        <source>A lost contract costs</source>
        <translation>Ein verlorenes Spiel kostet</translation>
    </message>
    <message>
        <source>Cut or tap</source>
        <translation>Abheben oder klopfen</translation>
    </message>
    <message>
        <source>Equal bids</source>
        <translation>Gleiche Gebote</translation>
    </message>
    <message>
        <source>Clubs must be bid better</source>
        <translation>Kreuz nur als Besser-Gebot</translation>
    </message>
    <message>
        <source>Must overtrump</source>
        <translation>Übertrumpfzwang</translation>
    </message>
    <message>
        <source>Overtrump the partner too</source>
        <translation>Auch über den Partner</translation>
    </message>
    <message>
        <source>Overtrump on a trump lead</source>
        <translation>Übertrumpfen bei Trumpfausspiel</translation>
    </message>
    <message>
        <source>Defenders score</source>
        <translation>Wertung der Gegenspieler</translation>
    </message>
    <message>
        <source>Ladder starts at</source>
        <translation>Leiter beginnt bei</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Four players</source>
        <translation>Vier Spieler</translation>
    </message>
    <message>
        <source>Call-up</source>
        <translation>Nachrufen</translation>
    </message>
    <message>
        <source>Going alone</source>
        <translation>Alleinspiel</translation>
    </message>
    <message>
        <source>Ten call</source>
        <translation>Zehn rufen</translation>
    </message>
    <message>
        <source>Unknown call (under card)</source>
        <translation>Verdeckter Ruf</translation>
    </message>
    <message>
        <source>Partner may run</source>
        <translation>Partner darf davonlaufen</translation>
    </message>
    <message>
        <source>Leaster: the blind goes to</source>
        <translation>Leaster: den Blind bekommt</translation>
    </message>
    <message>
        <source>Leaster needs a trick</source>
        <translation>Leaster nur mit Stich</translation>
    </message>
    <message>
        <source>Leaster tie</source>
        <translation>Gleichstand im Leaster</translation>
    </message>
    <message>
        <source>Doublers</source>
        <translation>Doubler</translation>
    </message>
    <message>
        <source>After a doubler</source>
        <translation>Nach einem Doubler</translation>
    </message>
    <message>
        <source>Cracks</source>
        <translation>Kontra (Crack)</translation>
    </message>
    <message>
        <source>Who may crack</source>
        <translation>Wer Kontra geben darf</translation>
    </message>
    <message>
        <source>Cracks per hand</source>
        <translation>Kontra pro Spiel</translation>
    </message>
    <message>
        <source>Alone multiplier</source>
        <translation>Faktor für Alleinspiel</translation>
    </message>
    <message>
        <source>Partner exempt without a trick</source>
        <translation>Partner frei ohne Stich</translation>
    </message>
    <message>
        <source>Schneider for both sides</source>
        <translation>Schneider für beide Seiten</translation>
    </message>
    <message>
        <source>Wergin (3 players)</source>
        <translation>Wergin (3 Spieler)</translation>
    </message>
    <message>
        <source>Players at the table</source>
        <translation>Spieler am Tisch</translation>
    </message>
    <message>
        <source>Scoring system</source>
        <translation>Wertung</translation>
    </message>
    <message>
        <source>Missed announcement counts single</source>
        <translation>Verfehlte Ansage zählt einfach</translation>
    </message>
    <message>
        <source>Refuse games below the bid</source>
        <translation>Spiele unter dem Reizwert ablehnen</translation>
    </message>
    <message>
        <source>Raise before the first card</source>
        <translation>Erhöhen vor der ersten Karte</translation>
    </message>
    <message>
        <source>Seeger-Fabian: the dealer scores too</source>
        <translation>Seeger-Fabian: Geber schreibt mit</translation>
    </message>
    <message>
        <source>Ramsch scoring</source>
        <translation>Ramsch-Wertung</translation>
    </message>
    <message>
        <source>Ramsch: the skat goes to</source>
        <translation>Ramsch: den Skat bekommt</translation>
    </message>
    <message>
        <source>Schieberamsch: jacks may be passed</source>
        <translation>Schieberamsch: Buben schieben erlaubt</translation>
    </message>
    <message>
        <source>Overbid checked with</source>
        <translation>Überreizt: verglichen wird</translation>
    </message>
    <message>
        <source>A Bock round after</source>
        <translation>Bockrunde auslösen durch</translation>
    </message>
    <message>
        <source>Long pack (32)</source>
        <translation>Langes Blatt (32)</translation>
    </message>
    <message>
        <source>Short pack (24)</source>
        <translation>Kurzes Blatt (24)</translation>
    </message>
    <message>
        <source>Throw in and redeal</source>
        <translation>Zusammenwerfen und neu geben</translation>
    </message>
    <message>
        <source>Play Ramsch</source>
        <translation>Ramsch spielen</translation>
    </message>
    <message>
        <source>Pay into the Stock</source>
        <translation>In den Stock zahlen</translation>
    </message>
    <message>
        <source>The Acorns Ober must play</source>
        <translation>Der Alte muss (Eichel-Ober)</translation>
    </message>
    <message>
        <source>Before the first card</source>
        <translation>Vor der ersten Karte</translation>
    </message>
    <message>
        <source>Before the second card</source>
        <translation>Vor der zweiten Karte</translation>
    </message>
    <message>
        <source>While the doubler holds all cards</source>
        <translation>Solange der Doppler alle Karten hat</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Keiner</translation>
    </message>
    <message>
        <source>Hearts Solo outranks other solos</source>
        <translation>Herz-Solo geht vor</translation>
    </message>
    <message>
        <source>Allowed</source>
        <translation>Erlaubt</translation>
    </message>
    <message>
        <source>Only with three runners</source>
        <translation>Nur mit drei Laufenden</translation>
    </message>
    <message>
        <source>Highest trump loses</source>
        <translation>Höchster Trumpf verliert</translation>
    </message>
    <message>
        <source>More tricks lose</source>
        <translation>Mehr Stiche verlieren</translation>
    </message>
    <message>
        <source>All tied players lose</source>
        <translation>Alle Gleichstehenden verlieren</translation>
    </message>
    <message>
        <source>Doubles every payment</source>
        <translation>Verdoppelt jede Zahlung</translation>
    </message>
    <message>
        <source>Doubles the Jungfrau&apos;s share once</source>
        <translation>Verdoppelt den Anteil der Jungfrau einmal</translation>
    </message>
    <message>
        <source>Doubles the Jungfrau&apos;s share per Jungfrau</source>
        <translation>Verdoppelt den Anteil je Jungfrau</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Aus</translation>
    </message>
    <message>
        <source>At least 91 points</source>
        <translation>Mindestens 91 Augen</translation>
    </message>
    <message>
        <source>3 players, 20 cards</source>
        <translation>3 Spieler, 20 Karten</translation>
    </message>
    <message>
        <source>4 players, 18 cards (Flyvesjavs)</source>
        <translation>4 Spieler, 18 Karten (Flyvesjavs)</translation>
    </message>
    <message>
        <source>Contract game with Tens</source>
        <translation>Ansagespiel mit Zehnen</translation>
    </message>
    <message>
        <source>The next dealer deals</source>
        <translation>Der nächste Geber gibt</translation>
    </message>
    <message>
        <source>The same dealer deals again</source>
        <translation>Derselbe Geber gibt noch einmal</translation>
    </message>
    <message>
        <source>Discard blind, then take the cat</source>
        <translation>Blind drücken, dann die Katze nehmen</translation>
    </message>
    <message>
        <source>Take the cat, then discard</source>
        <translation>Katze nehmen, dann drücken</translation>
    </message>
    <message>
        <source>Loses 16 whatever the cat holds</source>
        <translation>Verliert 16, was die Katze auch hält</translation>
    </message>
    <message>
        <source>Loses 8 if the cat gives him points</source>
        <translation>Verliert 8, wenn ihm die Katze Augen bringt</translation>
    </message>
    <message>
        <source>Spil and Stryger ×2 or ×3, Tout the base</source>
        <translation>Spil und Stryger ×2 oder ×3, Tout den Grundwert</translation>
    </message>
    <message>
        <source>Always the base rate</source>
        <translation>Immer den Grundwert</translation>
    </message>
    <message>
        <source>×2 or ×3 for every game</source>
        <translation>×2 oder ×3 bei jedem Spiel</translation>
    </message>
    <message>
        <source>Tórshavn</source>
        <translation>Tórshavn</translation>
    </message>
    <message>
        <source>Suðuroy (not available yet)</source>
        <translation>Suðuroy (noch nicht verfügbar)</translation>
    </message>
    <message>
        <source>Cut</source>
        <translation>Abheben</translation>
    </message>
    <message>
        <source>Tap</source>
        <translation>Klopfen</translation>
    </message>
    <message>
        <source>Play with clubs trumps</source>
        <translation>Mit Kreuz als Trumpf spielen</translation>
    </message>
    <message>
        <source>The earlier bidder keeps it</source>
        <translation>Der frühere Bieter behält es</translation>
    </message>
    <message>
        <source>The later bidder takes it</source>
        <translation>Der spätere Bieter übernimmt</translation>
    </message>
    <message>
        <source>2, or 4 in clubs</source>
        <translation>2, oder 4 in Kreuz</translation>
    </message>
    <message>
        <source>4, 8 or 16 by the result</source>
        <translation>4, 8 oder 16 je nach Ergebnis</translation>
    </message>
    <message>
        <source>Always 4 (8 in clubs)</source>
        <translation>Immer 4 (8 in Kreuz)</translation>
    </message>
    <message>
        <source>Cutthroat (picker alone)</source>
        <translation>Jeder gegen jeden (Aufnehmer allein)</translation>
    </message>
    <message>
        <source>With a partner</source>
        <translation>Mit Partner</translation>
    </message>
    <message>
        <source>Jack of Diamonds</source>
        <translation>Karo-Bube</translation>
    </message>
    <message>
        <source>Play a leaster</source>
        <translation>Leaster spielen</translation>
    </message>
    <message>
        <source>Throw in, a later hand doubled</source>
        <translation>Zusammenwerfen, späteres Spiel doppelt</translation>
    </message>
    <message>
        <source>The dealer must pick</source>
        <translation>Der Geber muss aufnehmen</translation>
    </message>
    <message>
        <source>Schwanzer (score the hands)</source>
        <translation>Schwanzer (Blätter werten)</translation>
    </message>
    <message>
        <source>The last trick&apos;s winner</source>
        <translation>Wer den letzten Stich macht</translation>
    </message>
    <message>
        <source>The first trick&apos;s winner</source>
        <translation>Wer den ersten Stich macht</translation>
    </message>
    <message>
        <source>All tied players win</source>
        <translation>Alle Gleichstehenden gewinnen</translation>
    </message>
    <message>
        <source>A wash: nobody is paid</source>
        <translation>Unentschieden: niemand wird bezahlt</translation>
    </message>
    <message>
        <source>One later hand each</source>
        <translation>Je ein späteres Spiel</translation>
    </message>
    <message>
        <source>The next hand, once per doubler</source>
        <translation>Das nächste Spiel, einmal je Doubler</translation>
    </message>
    <message>
        <source>The same dealer deals again (up to 3 times)</source>
        <translation>Derselbe Geber gibt noch einmal (bis zu 3-mal)</translation>
    </message>
    <message>
        <source>Only players after the picker</source>
        <translation>Nur Spieler nach dem Aufnehmer</translation>
    </message>
    <message>
        <source>Any defender</source>
        <translation>Jeder Gegenspieler</translation>
    </message>
    <message>
        <source>Crack and re-crack</source>
        <translation>Kontra und Re</translation>
    </message>
    <message>
        <source>Crack only</source>
        <translation>Nur Kontra</translation>
    </message>
    <message>
        <source>Black queens</source>
        <translation>Schwarze Damen</translation>
    </message>
    <message>
        <source>Black or red queens</source>
        <translation>Schwarze oder rote Damen</translation>
    </message>
    <message>
        <source>ISkO list</source>
        <translation>ISkO-Liste</translation>
    </message>
    <message>
        <source>Seeger-Fabian</source>
        <translation>Seeger-Fabian</translation>
    </message>
    <message>
        <source>The loser scores his card points minus</source>
        <translation>Verlierer schreibt seine Augen minus</translation>
    </message>
    <message>
        <source>The loser</source>
        <translation>Der Verlierer</translation>
    </message>
    <message>
        <source>The value before Kontra and Re</source>
        <translation>Der Wert vor Kontra und Re</translation>
    </message>
    <message>
        <source>The value after Kontra and Re</source>
        <translation>Der Wert nach Kontra und Re</translation>
    </message>
    <message>
        <source>A lost game with Kontra</source>
        <translation>Ein verlorenes Spiel mit Kontra</translation>
    </message>
    <message>
        <source>A game with Re</source>
        <translation>Ein Spiel mit Re</translation>
    </message>
    <message>
        <source>A won Grand Hand</source>
        <translation>Einen gewonnenen Grand Hand</translation>
    </message>
    <message>
        <source>A game worth 100 or more</source>
        <translation>Ein Spiel im Wert von 100 oder mehr</translation>
    </message>
    <message>
        <source>Wirtshaus (standard)</source>
        <translation>Wirtshaus (Standard)</translation>
    </message>
    <message>
        <source>Tournament</source>
        <translation>Turnier</translation>
    </message>
    <message>
        <source>Short pack</source>
        <translation>Kurzes Blatt</translation>
    </message>
    <message>
        <source>Ramsch and Klopfen</source>
        <translation>Ramsch und Klopfen</translation>
    </message>
    <message>
        <source>Everything on</source>
        <translation>Alles an</translation>
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
        <translation>Erst die Katze ansehen</translation>
    </message>
    <message>
        <source>Flyvesjavs (4 players)</source>
        <translation>Flyvesjavs (4 Spieler)</translation>
    </message>
    <message>
        <source>Tórshavn (standard)</source>
        <translation>Tórshavn (Standard)</translation>
    </message>
    <message>
        <source>Online rules (sjavs-backend)</source>
        <translation>Online-Regeln (sjavs-backend)</translation>
    </message>
    <message>
        <source>Base system</source>
        <translation>Grundsystem</translation>
    </message>
    <message>
        <source>Tap instead of cut</source>
        <translation>Klopfen statt abheben</translation>
    </message>
    <message>
        <source>Tavern (standard)</source>
        <translation>Wirtshaus (Standard)</translation>
    </message>
    <message>
        <source>Three-handed</source>
        <translation>Zu dritt</translation>
    </message>
    <message>
        <source>Four-handed cutthroat</source>
        <translation>Zu viert, jeder gegen jeden</translation>
    </message>
    <message>
        <source>Four-handed with a partner</source>
        <translation>Zu viert mit Partner</translation>
    </message>
    <message>
        <source>ISkO (standard)</source>
        <translation>ISkO (Standard)</translation>
    </message>
    <message>
        <source>ISkO, four at the table</source>
        <translation>ISkO, zu viert</translation>
    </message>
    <message>
        <source>Seeger-Fabian (tournament)</source>
        <translation>Seeger-Fabian (Turnier)</translation>
    </message>
    <message>
        <source>Seeger-Fabian, four at the table</source>
        <translation>Seeger-Fabian, zu viert</translation>
    </message>
    <message>
        <source>Pub table (Ramsch, Kontra, Bock)</source>
        <translation>Kneipe (Ramsch, Kontra, Bock)</translation>
    </message>
    <message>
        <source>On</source>
        <translation>An</translation>
    </message>
</context>
<context>
    <name>presets</name>
    <message>
        <source>A preset needs a name.</source>
        <translation>Ein Regelwerk braucht einen Namen.</translation>
    </message>
    <message>
        <source>A preset name has at most %1 characters.</source>
        <translation>Der Name eines Regelwerks hat höchstens %1 Zeichen.</translation>
    </message>
    <message>
        <source>A built-in preset has this name: choose another one.</source>
        <translation>Ein eingebautes Regelwerk heißt so: wähle einen anderen Namen.</translation>
    </message>
    <message>
        <source>Another preset has this name: choose another one.</source>
        <translation>Ein anderes Regelwerk heißt so: wähle einen anderen Namen.</translation>
    </message>
</context>
<context>
    <name>problems</name>
    <message>
        <source>cannot be read</source>
        <translation>kann nicht gelesen werden</translation>
    </message>
    <message>
        <source>is not a text file</source>
        <translation>ist keine Textdatei</translation>
    </message>
    <message>
        <source>is damaged (not valid JSON)</source>
        <translation>ist beschädigt (kein gültiges JSON)</translation>
    </message>
    <message>
        <source>is not the right kind of file</source>
        <translation>ist keine Datei der richtigen Art</translation>
    </message>
    <message>
        <source>was written by a newer version of Stich</source>
        <translation>stammt von einer neueren Version von Stich</translation>
    </message>
    <message>
        <source>comes from a version of Stich too old to read</source>
        <translation>stammt von einer zu alten Version von Stich</translation>
    </message>
    <message>
        <source>holds something that does not fit (edited by hand?)</source>
        <translation>enthält etwas, das nicht passt (von Hand bearbeitet?)</translation>
    </message>
    <message>
        <source>is damaged (not a database)</source>
        <translation>ist beschädigt (keine Datenbank)</translation>
    </message>
    <message>
        <source>belongs to another program</source>
        <translation>gehört zu einem anderen Programm</translation>
    </message>
    <message>
        <source>cannot be used right now (is Stich running twice?)</source>
        <translation>kann gerade nicht benutzt werden (läuft Stich zweimal?)</translation>
    </message>
    <message>
        <source>cannot be written (disk full or no permission)</source>
        <translation>kann nicht geschrieben werden (Datenträger voll oder keine Berechtigung)</translation>
    </message>
    <message>
        <source>The saved match</source>
        <translation>Die gespeicherte Partie</translation>
    </message>
    <message>
        <source>The hand history and statistics</source>
        <translation>Spielarchiv und Statistik</translation>
    </message>
    <message>
        <source>The settings</source>
        <translation>Die Einstellungen</translation>
    </message>
    <message>
        <source>A house-rule preset</source>
        <translation>Ein Regelwerk</translation>
    </message>
    <message>
        <source>The data folder</source>
        <translation>Der Datenordner</translation>
    </message>
    <message>
        <source>A file</source>
        <translation>Eine Datei</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;: %2 %3.</source>
        <comment>file, name, reason</comment>
        <translation>&lt;b&gt;%1&lt;/b&gt;: %2 %3.</translation>
    </message>
    <message>
        <source>Set aside as %1 (nothing was deleted); Stich goes on without this file.</source>
        <translation>Beiseitegelegt als %1 (nichts wurde gelöscht); Stich macht ohne diese Datei weiter.</translation>
    </message>
    <message>
        <source>Left as it is; this session keeps its hands in memory only.</source>
        <translation>Unverändert gelassen; diese Sitzung behält ihre Spiele nur im Speicher.</translation>
    </message>
    <message>
        <source>Details: %1</source>
        <translation>Einzelheiten: %1</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Sprache</translation>
    </message>
    <message>
        <source>Animation speed</source>
        <translation>Animationsgeschwindigkeit</translation>
    </message>
    <message>
        <source>Window size and position</source>
        <translation>Fenstergröße und -position</translation>
    </message>
    <message>
        <source>The last choices in New game</source>
        <translation>Die letzte Auswahl unter „Neue Partie“</translation>
    </message>
    <message>
        <source>High-contrast felt</source>
        <translation>Spieltuch mit hohem Kontrast</translation>
    </message>
    <message>
        <source>Four-colour French deck</source>
        <translation>Französisches Blatt vierfarbig</translation>
    </message>
    <message>
        <source>Card back</source>
        <translation>Kartenrückseite</translation>
    </message>
    <message>
        <source>Card size</source>
        <translation>Kartengröße</translation>
    </message>
    <message>
        <source>Colour-blind-safe marks</source>
        <translation>Markierungen für Farbenblinde</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Tipp</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Rückgängig</translation>
    </message>
    <message>
        <source>Could I have done better?</source>
        <translation>Hätte ich es besser machen können?</translation>
    </message>
    <message>
        <source>Why?</source>
        <translation>Warum?</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;: %2 holds values Stich cannot use.</source>
        <comment>file, name</comment>
        <translation>&lt;b&gt;%1&lt;/b&gt;: %2 enthält Werte, die Stich nicht verwenden kann.</translation>
    </message>
    <message>
        <source>%1 (%2): “%3” is not a possible value.</source>
        <comment>setting, its key in the file, the stored value</comment>
        <translation>%1 (%2): „%3“ ist kein möglicher Wert.</translation>
    </message>
    <message>
        <source>Line %1 is not a setting: “%2”.</source>
        <comment>line number, the line</comment>
        <translation>Zeile %1 ist keine Einstellung: „%2“.</translation>
    </message>
    <message>
        <source>These settings are back to their defaults; the others are kept.</source>
        <translation>Diese Einstellungen stehen wieder auf ihren Standardwerten; die übrigen bleiben erhalten.</translation>
    </message>
    <message>
        <source>A copy of the file as it was is kept as %1 (nothing was deleted).</source>
        <translation>Eine Kopie der Datei, wie sie war, liegt unter %1 (nichts wurde gelöscht).</translation>
    </message>
    <message>
        <source>No copy of the file could be written, so it was left as it is.</source>
        <translation>Es konnte keine Kopie der Datei geschrieben werden, daher blieb sie unverändert.</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; %2.</source>
        <comment>file name, reason</comment>
        <translation>&lt;b&gt;%1&lt;/b&gt; %2.</translation>
    </message>
    <message>
        <source>The file was not changed.</source>
        <translation>Die Datei wurde nicht verändert.</translation>
    </message>
</context>
<context>
    <name>rules</name>
    <message>
        <source>3 players with 20 cards (A K Q J 5), 4 players with 18 cards (no red queens), or the Danish contract game with Tens (Spil, Stryger, Tout, Strøget tout).</source>
        <comment>klorsjavs.variant</comment>
        <translation>Drei Spieler mit 20 Karten (A K D B 5), vier Spieler mit 18 Karten (ohne die roten Damen) oder das dänische Ansagespiel mit Zehnen (Spil, Stryger, Tout, Strøget tout).</translation>
    </message>
    <message>
        <source>Øre each player starts a game with; at 0 or less he loses.</source>
        <comment>klorsjavs.start_oere</comment>
        <translation>Øre, mit denen jeder eine Partie beginnt; wer bei 0 oder darunter ankommt, verliert.</translation>
    </message>
    <message>
        <source>When all pass, the next dealer or the same dealer deals again.</source>
        <comment>klorsjavs.all_pass</comment>
        <translation>Wenn alle passen, gibt der nächste oder derselbe Geber neu.</translation>
    </message>
    <message>
        <source>Stroking the cat: discard 2 blind and then take the cat, or take the cat first and then discard any 2 cards.</source>
        <comment>klorsjavs.cat_exchange</comment>
        <translation>Mit der Katze tauschen: erst 2 Karten blind drücken und dann die Katze nehmen, oder erst die Katze nehmen und dann 2 beliebige Karten drücken.</translation>
    </message>
    <message>
        <source>The declarer may give up before the first card is led (loses 8 øre).</source>
        <comment>klorsjavs.allow_concession</comment>
        <translation>Der Alleinspieler darf vor dem ersten Ausspiel aufgeben (er verliert 8 Øre).</translation>
    </message>
    <message>
        <source>A player still untouched at the starting øre when the game ends also pays a forfeit.</source>
        <comment>klorsjavs.untouched_penalty</comment>
        <translation>Wer am Ende der Partie noch unberührt bei den Start-Øre steht, zahlt ebenfalls ein Pfand.</translation>
    </message>
    <message>
        <source>A declarer who takes no trick loses 16 øre whatever the cat or his discards hold; or, counting those, 8 when they give him points (16 only at 0 points).</source>
        <comment>klorsjavs.no_trick_row</comment>
        <translation>Ein Alleinspieler ohne Stich verliert 16 Øre, was die Katze oder seine gedrückten Karten auch halten; oder, diese mitgezählt, 8, wenn sie ihm Augen bringen (16 nur bei 0 Augen).</translation>
    </message>
    <message>
        <source>Contract game, a lost game: Spil and Stryger cost double below 31 points and triple without a trick, Tout the base rate; or every lost game the base rate; or every lost game scaled, Tout too.</source>
        <comment>klorsjavs.contract_loss</comment>
        <translation>Ansagespiel, ein verlorenes Spiel: Spil und Stryger kosten unter 31 Augen das Doppelte und ohne Stich das Dreifache, Tout den Grundwert; oder jedes verlorene Spiel den Grundwert; oder jedes verlorene Spiel gestaffelt, auch Tout.</translation>
    </message>
    <message>
        <source>Contract game only: the declarer names the trump suit (farvesjavs) instead of clubs.</source>
        <comment>klorsjavs.farvesjavs</comment>
        <translation>Nur im Ansagespiel: der Alleinspieler bestimmt die Trumpffarbe (Farvesjavs) statt Kreuz.</translation>
    </message>
    <message>
        <source>Long pack of 32 cards, or the short pack of 24 (9 to Ace, 6 each).</source>
        <comment>schafkopf.deck</comment>
        <translation>Langes Blatt mit 32 Karten oder kurzes Blatt mit 24 (Neuner bis Sau, je 6).</translation>
    </message>
    <message>
        <source>When everyone passes: throw in, play Ramsch, pay into the Stock, or the holder of the Eichel-Ober must play after a second all-pass.</source>
        <comment>schafkopf.all_pass</comment>
        <translation>Wenn alle weiter sagen: zusammenwerfen, Ramsch spielen, in den Stock zahlen, oder nach dem zweiten Mal muss der Eichel-Ober spielen (Der Alte muss).</translation>
    </message>
    <message>
        <source>Base (Sauspiel, Bettel), solo, and the extra for schneider, schwarz and each Laufender.</source>
        <comment>schafkopf.tariff</comment>
        <translation>Grundtarif (Sauspiel, Bettel), Solo und der Zuschlag für Schneider, Schwarz und jeden Laufenden.</translation>
    </message>
    <message>
        <source>What the Ramsch loser pays each other player.</source>
        <comment>schafkopf.ramsch_tariff</comment>
        <translation>Was der Verlierer im Ramsch jedem anderen Spieler zahlt.</translation>
    </message>
    <message>
        <source>Largest the Stock pot may grow (0 = no limit).</source>
        <comment>schafkopf.stock_cap</comment>
        <translation>Wie groß der Stock höchstens werden darf (0 = ohne Grenze).</translation>
    </message>
    <message>
        <source>Card points a forced game (Der Alte muss) needs to win.</source>
        <comment>schafkopf.muss_win_points</comment>
        <translation>Augen, die ein Muss-Spiel (Der Alte muss) zum Gewinnen braucht.</translation>
    </message>
    <message>
        <source>Fewest Laufende that count in a Sauspiel, suit solo, Farbwenz or Farbgeier.</source>
        <comment>schafkopf.lauf_min_sauspiel_solo</comment>
        <translation>Ab wie vielen Laufenden gezahlt wird im Sauspiel, Farbsolo, Farbwenz oder Farbgeier.</translation>
    </message>
    <message>
        <source>Fewest Laufende that count in a Wenz or Geier.</source>
        <comment>schafkopf.lauf_min_wenz</comment>
        <translation>Ab wie vielen Laufenden gezahlt wird im Wenz oder Geier.</translation>
    </message>
    <message>
        <source>In a lost Sauspiel &apos;ohne&apos;, the Laufende are charged to the caller alone.</source>
        <comment>schafkopf.laufende_to_caller_only</comment>
        <translation>In einem verlorenen Sauspiel „ohne“ zahlt der Rufer die Laufenden allein.</translation>
    </message>
    <message>
        <source>Sauspiel: until the called suit has been led, the caller may not discard his last card of it.</source>
        <comment>schafkopf.caller_keeps_called_suit</comment>
        <translation>Sauspiel: Bis die Ruffarbe gespielt wurde, darf der Rufer seine letzte Karte dieser Farbe nicht abwerfen.</translation>
    </message>
    <message>
        <source>After the first cards, each player may knock once (x2 each).</source>
        <comment>schafkopf.klopfen</comment>
        <translation>Nach den ersten Karten darf jeder einmal klopfen (jedes Klopfen verdoppelt).</translation>
    </message>
    <message>
        <source>Until when Kontra and Re may be given: before the first card, before the second card, or while the doubler still holds all his cards.</source>
        <comment>schafkopf.kontra_window</comment>
        <translation>Bis wann Kontra und Re gegeben werden dürfen: vor der ersten Karte, vor der zweiten Karte oder solange der Doppler noch alle Karten hat.</translation>
    </message>
    <message>
        <source>How many doublings in a row: 2 = Kontra and Re, 4 adds Sup and Hirsch, 0 = none.</source>
        <comment>schafkopf.max_stoss</comment>
        <translation>Wie viele Verdopplungen hintereinander: 2 = Kontra und Re, 4 mit Sup und Hirsch, 0 = keine.</translation>
    </message>
    <message>
        <source>Which games may be announced.</source>
        <comment>schafkopf.contracts_enabled</comment>
        <translation>Welche Spiele angesagt werden dürfen.</translation>
    </message>
    <message>
        <source>Which game outranks which in the auction, lowest first; Tout forms come above all of them in the same order, and Sie highest.</source>
        <comment>schafkopf.priority_table</comment>
        <translation>Welches Spiel beim Ansagen welches sticht, niedrigstes zuerst; die Tout-Spiele kommen in derselben Reihenfolge über alle anderen, Sie ganz oben.</translation>
    </message>
    <message>
        <source>Whether a Herz-Solo outranks the other suit solos.</source>
        <comment>schafkopf.herz_solo_priority</comment>
        <translation>Ob ein Herz-Solo vor den anderen Farbsoli geht.</translation>
    </message>
    <message>
        <source>Whether a Tout needs at least three Laufende in the player&apos;s hand.</source>
        <comment>schafkopf.tout_allowed_without_runners</comment>
        <translation>Ob ein Tout mindestens drei Laufende auf der Hand des Spielers braucht.</translation>
    </message>
    <message>
        <source>In a Bettel, a player who follows suit must beat the trick if he can.</source>
        <comment>schafkopf.bettel_stichzwang</comment>
        <translation>Im Bettel muss, wer zugibt, den Stich übernehmen, wenn er kann.</translation>
    </message>
    <message>
        <source>Who loses a Ramsch when two players tie for the most points.</source>
        <comment>schafkopf.ramsch_tie</comment>
        <translation>Wer einen Ramsch verliert, wenn zwei Spieler gleich viele Augen haben.</translation>
    </message>
    <message>
        <source>How a player who takes no trick (Jungfrau) doubles the payment.</source>
        <comment>schafkopf.ramsch_jungfrau</comment>
        <translation>Wie ein Spieler ohne Stich (Jungfrau) die Zahlung verdoppelt.</translation>
    </message>
    <message>
        <source>When one player wins the Ramsch outright: all tricks, at least 91 points, never.</source>
        <comment>schafkopf.ramsch_durchmarsch</comment>
        <translation>Wann ein Spieler den Ramsch durch Durchmarsch gewinnt: alle Stiche, mindestens 91 Augen, nie.</translation>
    </message>
    <message>
        <source>Players at the table: 5 (6 cards each), 3 (10 each) or 4 (7 each).</source>
        <comment>sheepshead.players</comment>
        <translation>Spieler am Tisch: 5 (je 6 Karten), 3 (je 10) oder 4 (je 7).</translation>
    </message>
    <message>
        <source>4 players: cutthroat (picker alone, 4-card blind) or the partner form (7C and 7S removed, 2-card blind, picker and partner against two).</source>
        <comment>sheepshead.four_handed</comment>
        <translation>Vier Spieler: jeder gegen jeden (Aufnehmer allein, Blind mit 4 Karten) oder mit Partner (ohne Kreuz- und Pik-Sieben, Blind mit 2 Karten, Aufnehmer und Partner gegen zwei).</translation>
    </message>
    <message>
        <source>Who plays with the picker: the holder of the Jack of Diamonds, or the holder of the fail ace the picker calls.</source>
        <comment>sheepshead.partner_mode</comment>
        <translation>Wer mit dem Aufnehmer spielt: wer den Karo-Buben hat, oder wer das Fehl-Ass hat, das der Aufnehmer ruft.</translation>
    </message>
    <message>
        <source>A picker holding the Jack of Diamonds may call the next higher jack he lacks.</source>
        <comment>sheepshead.call_up</comment>
        <translation>Ein Aufnehmer mit dem Karo-Buben darf den nächsthöheren Buben rufen, den er nicht hat.</translation>
    </message>
    <message>
        <source>The picker may choose to play alone.</source>
        <comment>sheepshead.allow_go_alone</comment>
        <translation>Der Aufnehmer darf allein spielen.</translation>
    </message>
    <message>
        <source>A picker holding all three fail aces may call a fail ten instead.</source>
        <comment>sheepshead.ten_call</comment>
        <translation>Ein Aufnehmer mit allen drei Fehl-Assen darf stattdessen eine Fehl-Zehn rufen.</translation>
    </message>
    <message>
        <source>With no legal call, the picker may call an ace of a suit he lacks and set one card aside face down as the &apos;under&apos; card.</source>
        <comment>sheepshead.unknown_call</comment>
        <translation>Ohne regulären Ruf darf der Aufnehmer ein Ass einer Farbe rufen, die er nicht hat, und eine Karte verdeckt beiseitelegen (die verdeckte Karte).</translation>
    </message>
    <message>
        <source>Called ace: before the called suit has been led, the partner may lead a low card of it (running); the ace is then free like any card.</source>
        <comment>sheepshead.partner_may_run</comment>
        <translation>Ruf-Ass: Bevor die Ruffarbe gespielt wurde, darf der Partner eine niedrige Karte dieser Farbe ausspielen (davonlaufen); danach ist das Ass frei wie jede Karte.</translation>
    </message>
    <message>
        <source>When everyone passes: play a leaster, throw in and double the next hand, the dealer must pick, or score the hands as dealt (Schwanzer).</source>
        <comment>sheepshead.all_pass</comment>
        <translation>Wenn alle passen: Leaster spielen, zusammenwerfen und das nächste Spiel verdoppeln, der Geber muss aufnehmen, oder die Blätter werden wie gegeben gewertet (Schwanzer).</translation>
    </message>
    <message>
        <source>In a leaster the blind goes to the winner of the last trick, of the first trick, or to nobody.</source>
        <comment>sheepshead.leaster_blind</comment>
        <translation>Im Leaster bekommt den Blind, wer den letzten Stich macht, wer den ersten macht, oder niemand.</translation>
    </message>
    <message>
        <source>A leaster is won only by a player who took at least one trick.</source>
        <comment>sheepshead.leaster_requires_trick</comment>
        <translation>Einen Leaster gewinnt nur, wer mindestens einen Stich gemacht hat.</translation>
    </message>
    <message>
        <source>Players tied for the fewest points in a leaster all win, or nobody is paid.</source>
        <comment>sheepshead.leaster_tie</comment>
        <translation>Spieler, die im Leaster mit den wenigsten Augen gleichauf liegen, gewinnen alle, oder niemand wird bezahlt.</translation>
    </message>
    <message>
        <source>Doublers: each thrown-in deal doubles one later hand (count), or the next hand is doubled once for every thrown-in deal (compound).</source>
        <comment>sheepshead.doubler_stacking</comment>
        <translation>Doubler: jedes zusammengeworfene Spiel verdoppelt ein späteres Spiel (zählen), oder das nächste Spiel wird für jedes zusammengeworfene einmal verdoppelt (verbinden).</translation>
    </message>
    <message>
        <source>After a doubler the next dealer deals, or the same dealer deals again (at most three times in a row).</source>
        <comment>sheepshead.doubler_dealer</comment>
        <translation>Nach einem Doubler gibt der nächste Geber, oder derselbe Geber gibt noch einmal (höchstens dreimal hintereinander).</translation>
    </message>
    <message>
        <source>A defender may crack (double) before the first lead.</source>
        <comment>sheepshead.cracks</comment>
        <translation>Ein Gegenspieler darf vor dem ersten Ausspiel Kontra geben (verdoppeln).</translation>
    </message>
    <message>
        <source>Who may crack: only players seated after the picker in picking order, or any defender.</source>
        <comment>sheepshead.crack_eligibility</comment>
        <translation>Wer Kontra geben darf: nur Spieler, die in der Aufnahme-Reihenfolge nach dem Aufnehmer sitzen, oder jeder Gegenspieler.</translation>
    </message>
    <message>
        <source>One crack and one re-crack per hand, or one crack and no re-crack.</source>
        <comment>sheepshead.max_cracks</comment>
        <translation>Ein Kontra und ein Re pro Spiel, oder ein Kontra ohne Re.</translation>
    </message>
    <message>
        <source>Showing both black (or both red) queens doubles the stakes: the picker before he picks, a defender when he cracks.</source>
        <comment>sheepshead.blitz</comment>
        <translation>Wer beide schwarzen (oder beide roten) Damen zeigt, verdoppelt den Einsatz: der Aufnehmer vor dem Aufnehmen, ein Gegenspieler mit seinem Kontra.</translation>
    </message>
    <message>
        <source>Every loss of the picker&apos;s side is doubled.</source>
        <comment>sheepshead.double_on_the_bump</comment>
        <translation>Jeder Verlust der Aufnehmer-Partei zählt doppelt.</translation>
    </message>
    <message>
        <source>Extra multiplier when the picker plays alone in a partner game.</source>
        <comment>sheepshead.solo_multiplier</comment>
        <translation>Zusätzlicher Faktor, wenn der Aufnehmer im Partnerspiel allein spielt.</translation>
    </message>
    <message>
        <source>If the picker&apos;s side takes no trick, the picker pays everything and the partner nothing.</source>
        <comment>sheepshead.partner_exempt_on_no_trick</comment>
        <translation>Macht die Aufnehmer-Partei keinen Stich, zahlt der Aufnehmer alles und der Partner nichts.</translation>
    </message>
    <message>
        <source>Schneider at 30 or fewer for either side (the picker&apos;s side then needs 90, not 91, to win schneider).</source>
        <comment>sheepshead.schneider_symmetric</comment>
        <translation>Schneider mit 30 oder weniger für beide Seiten (die Aufnehmer-Partei braucht dann 90 statt 91 für Schneider).</translation>
    </message>
    <message>
        <source>3-handed: double payments (2/4/6 per opponent) and a leaster worth 2, or 4 when the winner took no trick.</source>
        <comment>sheepshead.wergin_3hand</comment>
        <translation>Zu dritt: doppelte Zahlungen (2/4/6 je Gegner) und ein Leaster zu 2, oder 4, wenn der Gewinner keinen Stich gemacht hat.</translation>
    </message>
    <message>
        <source>The Tórshavn game (pagat). The Suðuroy variations are reserved: their rules are not known yet.</source>
        <comment>sjavs.variant</comment>
        <translation>Das Spiel von Tórshavn (nach pagat). Die Varianten von Suðuroy sind vorgesehen, ihre Regeln aber noch nicht bekannt.</translation>
    </message>
    <message>
        <source>The dealer&apos;s right-hand neighbour cuts (deal in fours; 3 players 3-(1)-4-(1)-3) or taps the pack (eight at a time; 3 players ten at a time).</source>
        <comment>sjavs.deal_pattern</comment>
        <translation>Der rechte Nachbar des Gebers hebt ab (gegeben wird in Vierern; bei 3 Spielern 3-(1)-4-(1)-3) oder klopft (acht auf einmal; bei 3 Spielern zehn auf einmal).</translation>
    </message>
    <message>
        <source>Nobody has five trumps: the same dealer deals again, or the hand is played with clubs trumps and the side with 61 or more scores 4.</source>
        <comment>sjavs.all_pass</comment>
        <translation>Niemand hat fünf Trümpfe: derselbe Geber gibt neu, oder es wird mit Kreuz als Trumpf gespielt und die Partei mit 61 oder mehr schreibt 4.</translation>
    </message>
    <message>
        <source>Two equal bids: the earlier bidder keeps it (a later player needs a better holding), or the later bidder takes it.</source>
        <comment>sjavs.equal_bid_winner</comment>
        <translation>Zwei gleiche Gebote: der frühere Bieter behält es (ein späterer braucht ein besseres Blatt), oder der spätere übernimmt.</translation>
    </message>
    <message>
        <source>A player whose clubs are among his longest suits must bid and play them (&quot;better&quot;).</source>
        <comment>sjavs.must_name_clubs_if_possible</comment>
        <translation>Wessen Kreuz zu seinen längsten Farben gehört, muss Kreuz bieten und spielen („besser“).</translation>
    </message>
    <message>
        <source>A player void in a plain suit that has been trumped must beat the highest trump if he can, even over his partner.</source>
        <comment>sjavs.must_overtrump</comment>
        <translation>Wer in einer Fehlfarbe frei ist, in die schon gestochen wurde, muss den höchsten Trumpf überstechen, wenn er kann – auch über den Partner.</translation>
    </message>
    <message>
        <source>Must overtrump applies even when the player&apos;s partner is winning the trick (OFF: a player whose partner is winning may play any card).</source>
        <comment>sjavs.overtrump_partner</comment>
        <translation>Der Übertrumpfzwang gilt auch, wenn der Partner den Stich hält (AUS: wessen Partner den Stich hält, darf jede Karte spielen).</translation>
    </message>
    <message>
        <source>Must overtrump also on a trump lead: a player following trumps must beat the highest trump in the trick if he can (OFF: any trump follows).</source>
        <comment>sjavs.overtrump_trump_lead</comment>
        <translation>Übertrumpfzwang auch bei Trumpfausspiel: wer Trumpf bedient, muss den höchsten Trumpf im Stich schlagen, wenn er kann (AUS: jeder Trumpf bedient).</translation>
    </message>
    <message>
        <source>What a 60:60 deal gives the winners of the next scored deal: 2, or 2 and 4 if that deal is played in clubs.</source>
        <comment>sjavs.tie_bonus</comment>
        <translation>Was ein 60:60 den Gewinnern des nächsten gewerteten Spiels bringt: 2, oder 2 und 4, wenn jenes Spiel in Kreuz gespielt wird.</translation>
    </message>
    <message>
        <source>Defenders score 4/8/16 by how badly the declarers failed (pagat), or always 4 (8 in clubs).</source>
        <comment>sjavs.defender_scoring</comment>
        <translation>Die Gegenspieler schreiben 4/8/16, je nachdem wie deutlich die Spieler verloren haben (pagat), oder immer 4 (8 in Kreuz).</translation>
    </message>
    <message>
        <source>All eight tricks taken by one player of the declaring side score 16 (24 in clubs) instead of 12 (16). Four players only; unverified.</source>
        <comment>sjavs.individual_vol_bonus</comment>
        <translation>Alle acht Stiche durch einen Spieler der Spielerpartei zählen 16 (24 in Kreuz) statt 12 (16). Nur zu viert; nicht bestätigt.</translation>
    </message>
    <message>
        <source>Where each side&apos;s ladder starts; the first to count down to 0 wins the cross.</source>
        <comment>sjavs.rubber_start</comment>
        <translation>Wo die Leiter jeder Partei beginnt; wer zuerst auf 0 herunterzählt, gewinnt das Kross.</translation>
    </message>
    <message>
        <source>Players at the table when none is named: 3, or 4 where the dealer sits out.</source>
        <comment>skat.table_size</comment>
        <translation>Spieler am Tisch, wenn keine Zahl genannt ist: 3, oder 4, wobei der Geber aussetzt.</translation>
    </message>
    <message>
        <source>The ISkO list (won +value, lost -2 x value) or Seeger-Fabian tournament scoring (+50 per won game, 40 or 30 to each other player per lost game).</source>
        <comment>skat.scoring</comment>
        <translation>Die ISkO-Liste (gewonnen +Spielwert, verloren −2 × Spielwert) oder die Seeger-Fabian-Wertung der Turniere (+50 je gewonnenes Spiel, 40 bzw. 30 für jeden anderen Spieler je verlorenes Spiel).</translation>
    </message>
    <message>
        <source>A game lost only because an announced schneider or schwarz was missed counts -value instead of -2 x value (such games are then played to the last trick).</source>
        <comment>skat.missed_announcement_single</comment>
        <translation>Ein Spiel, das nur verloren ist, weil angesagter Schneider oder Schwarz verfehlt wurde, zählt −Spielwert statt −2 × Spielwert (solche Spiele werden dann bis zum letzten Stich gespielt).</translation>
    </message>
    <message>
        <source>Refuse a declaration that cannot reach the bid even with schneider and schwarz (SPEC 0.7 item 10); OFF: any game may be declared and is lost as overbid.</source>
        <comment>skat.refuse_unreachable</comment>
        <translation>Eine Ansage ablehnen, die den Reizwert selbst mit Schneider und Schwarz nicht erreichen kann (SPEC 0.7 Punkt 10); Aus: jedes Spiel darf angesagt werden und ist dann überreizt verloren.</translation>
    </message>
    <message>
        <source>The declarer may raise to a higher game after declaring, before the first lead.</source>
        <comment>skat.allow_raise_before_lead</comment>
        <translation>Der Alleinspieler darf nach der Ansage, vor dem ersten Ausspielen, auf ein höheres Spiel erhöhen.</translation>
    </message>
    <message>
        <source>Seeger-Fabian at a table of four: the dealer who sat out also gets the 30 for a lost game (OFF: only the two opponents).</source>
        <comment>skat.seeger_fabian_dealer_bonus</comment>
        <translation>Seeger-Fabian zu viert: auch der aussetzende Geber bekommt die 30 für ein verlorenes Spiel (Aus: nur die beiden Gegenspieler).</translation>
    </message>
    <message>
        <source>When all pass: the deal is void (ISkO), or Ramsch is played.</source>
        <comment>skat.all_pass</comment>
        <translation>Wenn alle passen: eingepasst, das Spiel zählt nicht (ISkO), oder es wird Ramsch gespielt.</translation>
    </message>
    <message>
        <source>Ramsch: the player with the most card points loses and scores minus them.</source>
        <comment>skat.ramsch_scoring</comment>
        <translation>Ramsch: wer die meisten Augen hat, verliert und schreibt sie minus.</translation>
    </message>
    <message>
        <source>Ramsch: the skat goes to the winner of the last trick, or to the loser.</source>
        <comment>skat.ramsch_skat</comment>
        <translation>Ramsch: der Skat geht an den, der den letzten Stich macht, oder an den Verlierer.</translation>
    </message>
    <message>
        <source>Ramsch: each player who takes no trick (Jungfrau) doubles the loser&apos;s minus.</source>
        <comment>skat.ramsch_jungfrau</comment>
        <translation>Ramsch: jeder Spieler ohne Stich (Jungfrau) verdoppelt das Minus des Verlierers.</translation>
    </message>
    <message>
        <source>Ramsch: a player who takes all ten tricks (Durchmarsch) scores +120 instead.</source>
        <comment>skat.ramsch_durchmarsch</comment>
        <translation>Ramsch: wer alle zehn Stiche macht (Durchmarsch), schreibt stattdessen +120.</translation>
    </message>
    <message>
        <source>Schieberamsch: before play each player in turn takes up the skat and passes two cards on, or pushes it on unseen (each unseen push doubles).</source>
        <comment>skat.schieberamsch</comment>
        <translation>Schieberamsch: vor dem Spiel nimmt reihum jeder den Skat auf und schiebt zwei Karten weiter, oder er schiebt ihn ungesehen weiter (jedes ungesehene Schieben verdoppelt).</translation>
    </message>
    <message>
        <source>Schieberamsch: jacks may be passed on in the skat.</source>
        <comment>skat.schieberamsch_jacks</comment>
        <translation>Schieberamsch: Buben dürfen im Skat weitergeschoben werden.</translation>
    </message>
    <message>
        <source>Kontra and Re (unofficial): an opponent who bid or held may double before the first card, the declarer may redouble; each doubles the value.</source>
        <comment>skat.kontra_re</comment>
        <translation>Kontra und Re (inoffiziell): ein Gegenspieler, der gesagt oder gehört hat, darf vor der ersten Karte Kontra geben, der Alleinspieler Re; jedes verdoppelt den Wert.</translation>
    </message>
    <message>
        <source>Whether the overbid check compares the bid with the value before or after Kontra and Re.</source>
        <comment>skat.kontra_overbid</comment>
        <translation>Ob beim Prüfen auf Überreizen der Reizwert mit dem Wert vor oder nach Kontra und Re verglichen wird.</translation>
    </message>
    <message>
        <source>Bock rounds (unofficial): after a trigger, the next round of deals counts double.</source>
        <comment>skat.bock</comment>
        <translation>Bockrunden (inoffiziell): nach einem Auslöser zählt die nächste Runde Spiele doppelt.</translation>
    </message>
    <message>
        <source>What starts a Bock round: 60:60, a lost game with Kontra, a game with Re, a won Grand Hand, a game worth 100 or more.</source>
        <comment>skat.bock_triggers</comment>
        <translation>Was eine Bockrunde auslöst: 60:60, ein verlorenes Spiel mit Kontra, ein Spiel mit Re, ein gewonnener Grand Hand, ein Spiel im Wert von 100 oder mehr.</translation>
    </message>
</context>
<context>
    <name>why</name>
    <message>
        <source>%1 won with %2: a trump beats every card of the suit led (%3).</source>
        <translation>%1: Stich mit %2 – ein Trumpf sticht jede Karte der angespielten Farbe (%3).</translation>
    </message>
    <message>
        <source>%1 won with %2, the only trump in the trick.</source>
        <translation>%1: Stich mit %2, dem einzigen Trumpf im Stich.</translation>
    </message>
    <message>
        <source>%1 won with %2: it is the highest trump in the trick, above %3.</source>
        <translation>%1: Stich mit %2 – der höchste Trumpf im Stich, über %3.</translation>
    </message>
    <message>
        <source>%1 won with %2: nobody trumped, and it is the highest %3 card in the trick, above %4.</source>
        <translation>%1: Stich mit %2 – niemand hat gestochen, und es ist die höchste Karte in %3, über %4.</translation>
    </message>
    <message>
        <source>%1 won with %2: nobody trumped, and nobody else followed %3.</source>
        <translation>%1: Stich mit %2 – niemand hat gestochen, und sonst hat niemand %3 bedient.</translation>
    </message>
    <message>
        <source>%1: no trump, so it could not win.</source>
        <translation>%1: kein Trumpf, konnte also nicht stechen.</translation>
    </message>
    <message>
        <source>%1: neither %2 nor trump, so it could not win.</source>
        <translation>%1: weder %2 noch Trumpf, konnte also nicht stechen.</translation>
    </message>
</context>
</TS>
