<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es_ES">
<context>
    <name>Aids</name>
    <message>
        <source>&amp;Aids</source>
        <translation>Apre&amp;ndizaje</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Pista</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Deshacer</translation>
    </message>
    <message>
        <source>Could I have done &amp;better?</source>
        <translation>¿Podría haberlo hecho &amp;mejor?</translation>
    </message>
    <message>
        <source>&amp;Fair dealing…</source>
        <translation>&amp;Reparto justo…</translation>
    </message>
    <message>
        <source>&amp;Learning aids…</source>
        <translation>Ayudas para &amp;aprender…</translation>
    </message>
</context>
<context>
    <name>AidsBar</name>
    <message>
        <source>Hint</source>
        <translation>Pista</translation>
    </message>
    <message>
        <source>What would the strong bot do here? (H)</source>
        <translation>¿Qué haría aquí el bot fuerte? (H)</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Deshacer</translation>
    </message>
    <message>
        <source>Take back your last card or decision (Ctrl+Z)</source>
        <translation>Retira tu última carta o decisión (Ctrl+Z)</translation>
    </message>
    <message>
        <source>Could I have done better?</source>
        <translation>¿Podría haberlo hecho mejor?</translation>
    </message>
    <message>
        <source>Go through your decisions with all cards known (Ctrl+R)</source>
        <translation>Repasa tus decisiones con todas las cartas a la vista (Ctrl+R)</translation>
    </message>
</context>
<context>
    <name>AidsDialog</name>
    <message>
        <source>Learning aids</source>
        <translation>Ayudas para aprender</translation>
    </message>
    <message>
        <source>Hands played with a hint or an undo are marked in the hand history.</source>
        <translation>Las manos jugadas con una pista o deshaciendo una jugada quedan marcadas en el historial de manos.</translation>
    </message>
    <message>
        <source>&amp;Hint: the strong bot&apos;s suggestion on request</source>
        <translation>&amp;Pista: la sugerencia del bot fuerte cuando la pidas</translation>
    </message>
    <message>
        <source>&amp;Undo your last card or decision</source>
        <translation>&amp;Deshacer tu última carta o decisión</translation>
    </message>
    <message>
        <source>&amp;Review after the hand: “Could I have done better?”</source>
        <translation>&amp;Repaso tras la mano: «¿Podría haberlo hecho mejor?»</translation>
    </message>
    <message>
        <source>&amp;Why? Explain who won the last trick and why</source>
        <translation>¿&amp;Por qué? Explicar quién ganó la última baza y por qué</translation>
    </message>
</context>
<context>
    <name>Counts</name>
    <message numerus="yes">
        <source>Choose %n card(s) first.</source>
        <translation>
            <numerusform>Elige primero %n carta.</numerusform>
            <numerusform>Elige primero %n cartas.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Choose exactly %n card(s).</source>
        <translation>
            <numerusform>Elige exactamente %n carta.</numerusform>
            <numerusform>Elige exactamente %n cartas.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Jungfrau: %n player(s) without a trick</source>
        <translation>
            <numerusform>Jungfrau: %n jugador sin baza</numerusform>
            <numerusform>Jungfrau: %n jugadores sin baza</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n knock(s)</source>
        <translation>
            <numerusform>%n toque</numerusform>
            <numerusform>%n toques</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>60:60: no score (%n tie(s) pending)</source>
        <translation>
            <numerusform>60:60: no puntúa (%n empate pendiente)</numerusform>
            <numerusform>60:60: no puntúa (%n empates pendientes)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>60:60 bonus (%n tie(s))</source>
        <translation>
            <numerusform>Bonificación por 60:60 (%n empate)</numerusform>
            <numerusform>Bonificación por 60:60 (%n empates)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Bury exactly %n card(s).</source>
        <translation>
            <numerusform>Entierra exactamente %n carta.</numerusform>
            <numerusform>Entierra exactamente %n cartas.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Doubler: %n hand(s) to be doubled</source>
        <translation>
            <numerusform>Doubler: %n mano por doblar</numerusform>
            <numerusform>Doubler: %n manos por doblar</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Schieberamsch: pushed on unseen %n time(s)</source>
        <translation>
            <numerusform>Schieberamsch: pasado sin mirar %n vez</numerusform>
            <numerusform>Schieberamsch: pasado sin mirar %n veces</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CrashDialog</name>
    <message>
        <source>Unexpected error</source>
        <translation>Error inesperado</translation>
    </message>
    <message>
        <source>Something went wrong inside Stich. Your match was saved first, so nothing is lost, and you can go on playing.</source>
        <translation>Algo ha fallado dentro de Stich. Tu partida se guardó antes, así que no se pierde nada y puedes seguir jugando.</translation>
    </message>
    <message>
        <source>Something went wrong inside Stich, and your match could not be saved (%1). You can try to go on playing.</source>
        <translation>Algo ha fallado dentro de Stich y tu partida no se pudo guardar (%1). Puedes intentar seguir jugando.</translation>
    </message>
    <message>
        <source>Something went wrong inside Stich. You can go on.</source>
        <translation>Algo ha fallado dentro de Stich. Puedes continuar.</translation>
    </message>
    <message>
        <source>The details are in the log: %1</source>
        <translation>Los detalles están en el registro: %1</translation>
    </message>
    <message>
        <source>The log could not be written; the details went to the console.</source>
        <translation>No se pudo escribir el registro; los detalles están en la consola.</translation>
    </message>
    <message>
        <source>Open the log folder</source>
        <translation>Abrir la carpeta del registro</translation>
    </message>
</context>
<context>
    <name>DecisionPanel</name>
    <message>
        <source>Call:</source>
        <translation>Llamar:</translation>
    </message>
    <message>
        <source>Choose %1 to %2 cards in your hand, then confirm.</source>
        <translation>Elige de %1 a %2 cartas de tu mano y confirma.</translation>
    </message>
    <message numerus="yes">
        <source>Choose %n card(s) in your hand, then confirm.</source>
        <translation>
            <numerusform>Elige %n carta de tu mano y confirma.</numerusform>
            <numerusform>Elige %n cartas de tu mano y confirma.</numerusform>
        </translation>
    </message>
    <message>
        <source>Knock? It doubles the stakes.</source>
        <translation>¿Tocas? Dobla la apuesta.</translation>
    </message>
    <message>
        <source>Do you want to play?</source>
        <translation>¿Quieres jugar?</translation>
    </message>
    <message>
        <source>Bid a higher game, or pass.</source>
        <translation>Puja un juego más alto o pasa.</translation>
    </message>
    <message>
        <source>Choose your game.</source>
        <translation>Elige tu juego.</translation>
    </message>
    <message>
        <source>Double the stakes?</source>
        <translation>¿Doblas la apuesta?</translation>
    </message>
    <message>
        <source>Play a card, or double the stakes.</source>
        <translation>Juega una carta o dobla la apuesta.</translation>
    </message>
    <message>
        <source>Your turn: %1</source>
        <translation>Te toca: %1</translation>
    </message>
    <message numerus="yes">
        <source>Pick up the blind (%n card(s)), or pass?</source>
        <translation>
            <numerusform>¿Tomas el pozo (%n carta) o pasas?</numerusform>
            <numerusform>¿Tomas el pozo (%n cartas) o pasas?</numerusform>
        </translation>
    </message>
    <message>
        <source>Play with the Jack of Diamonds as your partner, or go alone?</source>
        <translation>¿Juegas con la jota de diamantes como socio o solo?</translation>
    </message>
    <message>
        <source>You hold the Jack of Diamonds: call up a jack as your partner, or play alone.</source>
        <translation>Tienes la jota de diamantes: llama a otra jota como socio o juega solo.</translation>
    </message>
    <message>
        <source>You hold the Jack of Diamonds, so you play alone: say so, or keep it to yourself?</source>
        <translation>Tienes la jota de diamantes, así que juegas solo: ¿lo anuncias o te lo callas?</translation>
    </message>
    <message>
        <source>Call a partner, or go alone.</source>
        <translation>Llama a un socio o juega solo.</translation>
    </message>
    <message>
        <source>The picker&apos;s side was cracked: re-crack (doubles again), or pass?</source>
        <translation>Crack contra el tomador: ¿haces re-crack (vuelve a doblar) o pasas?</translation>
    </message>
    <message>
        <source>Crack (double the stakes against the picker), or pass?</source>
        <translation>¿Haces crack (doblas la apuesta contra el tomador) o pasas?</translation>
    </message>
    <message>
        <source>Play the game against the others, or pass?</source>
        <translation>¿Juegas contra los demás o pasas?</translation>
    </message>
    <message>
        <source>The cat: choose 2 cards to lay away and take it, play without it, or concede.</source>
        <translation>El gato: elige 2 cartas y cámbialas con el gato, juega sin él o retírate.</translation>
    </message>
    <message>
        <source>The cat: take it, play without it, or concede.</source>
        <translation>El gato: tómalo, juega sin él o retírate.</translation>
    </message>
    <message>
        <source>You have seen the cat: concede, or play on?</source>
        <translation>Has visto el gato: ¿te retiras o sigues jugando?</translation>
    </message>
    <message>
        <source>Lay 2 cards away for the cat, or concede.</source>
        <translation>Descarta 2 cartas para el gato o retírate.</translation>
    </message>
    <message>
        <source>No higher game is left to bid: pass.</source>
        <translation>No queda ningún juego más alto que pujar: pasa.</translation>
    </message>
    <message>
        <source>Your cards beat the standing bid: you must bid.</source>
        <translation>Tus cartas superan la puja actual: debes pujar.</translation>
    </message>
    <message>
        <source>Your cards do not beat the standing bid: pass.</source>
        <translation>Tus cartas no superan la puja actual: pasa.</translation>
    </message>
    <message>
        <source>Bid your longest trump holding, or pass.</source>
        <translation>Puja la longitud de tu palo más largo o pasa.</translation>
    </message>
    <message>
        <source>Name trumps.</source>
        <translation>Elige el triunfo.</translation>
    </message>
    <message>
        <source>Exchange 1 or 2 cards blind with the skat, or keep your cards.</source>
        <translation>Cambia 1 o 2 cartas a ciegas con el skat o quédate con tus cartas.</translation>
    </message>
    <message>
        <source>Bid more than %1, or pass.</source>
        <translation>Puja más de %1 o pasa.</translation>
    </message>
    <message>
        <source>Bid %1 or more, or pass.</source>
        <translation>Puja %1 o más, o pasa.</translation>
    </message>
    <message>
        <source>%1 bids %2: hold, or pass?</source>
        <translation>%1 puja %2: ¿igualas o pasas?</translation>
    </message>
    <message>
        <source>The bid is %2: hold, or pass?</source>
        <translation>La puja está en %2: ¿igualas o pasas?</translation>
    </message>
    <message>
        <source>Take up the skat, or play hand?</source>
        <translation>¿Tomas el skat o juegas sin skat?</translation>
    </message>
    <message>
        <source>Declare your game (bid %1).</source>
        <translation>Declara tu juego (puja de %1).</translation>
    </message>
    <message>
        <source>Raise to a higher game, or keep it.</source>
        <translation>Sube a un juego más alto o mantén el tuyo.</translation>
    </message>
    <message>
        <source>Take the skat and pass two cards on, or push it on unseen?</source>
        <translation>¿Tomas el skat y pasas dos cartas o lo pasas sin mirar?</translation>
    </message>
    <message>
        <source>Double the stakes against %1?</source>
        <translation>¿Doblas la apuesta contra %1?</translation>
    </message>
    <message>
        <source>Bid</source>
        <translation>Pujar</translation>
    </message>
    <message>
        <source>Alone, unannounced</source>
        <translation>Solo, sin anunciarlo</translation>
    </message>
</context>
<context>
    <name>FairDealingDialog</name>
    <message>
        <source>Fair dealing</source>
        <translation>Reparto justo</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Juego</translation>
    </message>
    <message numerus="yes">
        <source>Every deal comes from a seed that is shown in the hand history, and nobody chooses it. Here are your dealt cards next to those of the other seats in the %n hand(s) you played; they should differ only by chance.</source>
        <translation>
            <numerusform>Cada reparto sale de una semilla que se muestra en el historial de manos y que nadie elige. Aquí están tus cartas junto a las de los demás puestos en la %n mano que has jugado; solo deberían diferir por azar.</numerusform>
            <numerusform>Cada reparto sale de una semilla que se muestra en el historial de manos y que nadie elige. Aquí están tus cartas junto a las de los demás puestos en las %n manos que has jugado; solo deberían diferir por azar.</numerusform>
        </translation>
    </message>
    <message>
        <source>Per dealt hand</source>
        <translation>Por mano repartida</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Tú</translation>
    </message>
    <message>
        <source>The other seats</source>
        <translation>Los demás puestos</translation>
    </message>
    <message>
        <source>Hands counted</source>
        <translation>Manos contadas</translation>
    </message>
    <message>
        <source>Trumps (of the usual trumps)</source>
        <translation>Triunfos (los triunfos habituales)</translation>
    </message>
    <message>
        <source>Top four trumps</source>
        <translation>Los cuatro triunfos más altos</translation>
    </message>
    <message>
        <source>Side aces</source>
        <translation>Ases que no son triunfo</translation>
    </message>
    <message>
        <source>How many trumps a hand was dealt:</source>
        <translation>Cuántos triunfos recibió cada mano:</translation>
    </message>
    <message>
        <source>Trumps</source>
        <translation>Triunfos</translation>
    </message>
</context>
<context>
    <name>Felt</name>
    <message>
        <source>Card table</source>
        <translation>Mesa de juego</translation>
    </message>
    <message>
        <source>Choose Game ▸ New game to start</source>
        <translation>Para empezar, elige Partida ▸ Nueva partida</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <source>You</source>
        <translation>Tú</translation>
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
        <translation>repartidor</translation>
    </message>
    <message numerus="yes">
        <source>%n trick(s)</source>
        <translation>
            <numerusform>%n baza</numerusform>
            <numerusform>%n bazas</numerusform>
        </translation>
    </message>
    <message>
        <source>On the table</source>
        <translation>En la mesa</translation>
    </message>
</context>
<context>
    <name>HintPanel</name>
    <message>
        <source>The figures are the hard bot&apos;s own search over deals that fit what you have seen.</source>
        <translation>Las cifras son la propia búsqueda del bot fuerte sobre repartos que encajan con lo que has visto.</translation>
    </message>
    <message>
        <source>The figures come from deals that fit what you have seen, each option played to the end by medium bots.</source>
        <translation>Las cifras vienen de repartos que encajan con lo que has visto; bots de nivel «Media» juegan cada opción hasta el final.</translation>
    </message>
    <message>
        <source>The options are ranked by their average.</source>
        <translation>Las opciones se ordenan por su media.</translation>
    </message>
    <message>
        <source>(ahead)</source>
        <translation>(por delante)</translation>
    </message>
    <message>
        <source>%1: wins in %2%, %3 on average</source>
        <translation>%1: gana en el %2 %, %3 de media</translation>
    </message>
    <message>
        <source>(ahead): better on average, not clearly; the hard bot keeps its usual choice until another one is clearly better.</source>
        <translation>(por delante): mejor de media, pero no claramente; el bot fuerte mantiene su elección habitual hasta que otra sea claramente mejor.</translation>
    </message>
    <message>
        <source>(ahead): better on average in playouts by medium bots; the hard bot chose by its own search.</source>
        <translation>(por delante): mejor de media cuando bots de nivel «Media» terminan la mano; el bot fuerte eligió según su propia búsqueda.</translation>
    </message>
    <message>
        <source>(ahead): better on average, but not clearly.</source>
        <translation>(por delante): mejor de media, pero no claramente.</translation>
    </message>
    <message>
        <source>(ahead): better on average in medium bots&apos; playouts.</source>
        <translation>(por delante): mejor de media cuando bots de nivel «Media» terminan la mano.</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Cerrar</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Pista</translation>
    </message>
    <message>
        <source>Thinking…</source>
        <translation>Pensando…</translation>
    </message>
    <message>
        <source>No hint for this decision.</source>
        <translation>No hay pista para esta decisión.</translation>
    </message>
    <message>
        <source>Play the %1.</source>
        <translation>Juega: %1.</translation>
    </message>
    <message>
        <source>Choose “%1”.</source>
        <translation>Elige «%1».</translation>
    </message>
    <message>
        <source>Wins in %1% of %2 sampled deals, %3 on average.</source>
        <translation>Gana en el %1 % de %2 repartos simulados, %3 de media.</translation>
    </message>
    <message>
        <source>Alternatives:</source>
        <translation>Alternativas:</translation>
    </message>
    <message>
        <source>It is the only card you may play.</source>
        <translation>Es la única carta que puedes jugar.</translation>
    </message>
    <message>
        <source>It is the only choice you have.</source>
        <translation>Es tu única opción.</translation>
    </message>
    <message>
        <source>No sampled deal fitted what you have seen, so the options are not valued.</source>
        <translation>Ningún reparto simulado encajaba con lo que has visto, así que las opciones no están valoradas.</translation>
    </message>
</context>
<context>
    <name>HistoryWindow</name>
    <message>
        <source>Hand history</source>
        <translation>Historial de manos</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Juego</translation>
    </message>
    <message>
        <source>All games</source>
        <translation>Todos los juegos</translation>
    </message>
    <message>
        <source>&amp;Replay…</source>
        <translation>&amp;Ver la mano…</translation>
    </message>
    <message>
        <source>&amp;Play this deal again</source>
        <translation>&amp;Repetir la mano (mismas cartas)</translation>
    </message>
    <message>
        <source>A new match whose first hand is dealt exactly like this one, against the bots</source>
        <translation>Una partida nueva contra los bots cuya primera mano se reparte exactamente igual que esta</translation>
    </message>
    <message>
        <source>The seat you play when you play the deal again</source>
        <translation>El puesto que juegas al repetir el reparto</translation>
    </message>
    <message>
        <source>Seat for playing the deal again</source>
        <translation>Puesto para repetir el reparto</translation>
    </message>
    <message>
        <source>&amp;Export record…</source>
        <translation>&amp;Exportar anotación…</translation>
    </message>
    <message>
        <source>&amp;Import record…</source>
        <translation>&amp;Importar anotación…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Cerrar</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Fecha</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Juego</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Reglamento</translation>
    </message>
    <message>
        <source>Contract</source>
        <translation>Tipo de juego</translation>
    </message>
    <message>
        <source>Your part</source>
        <translation>Tu papel</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Resultado</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Tantos</translation>
    </message>
    <message>
        <source>Aids</source>
        <translation>Ayudas</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Semilla</translation>
    </message>
    <message>
        <source>used</source>
        <translation>usadas</translation>
    </message>
    <message>
        <source>Played with a learning aid (a hint or an undo)</source>
        <translation>Jugada con una ayuda (pista o deshacer)</translation>
    </message>
    <message>
        <source>The seed this deal was shuffled with: the same seed always gives the same cards</source>
        <translation>La semilla con la que se barajó: la misma semilla da siempre las mismas cartas</translation>
    </message>
    <message numerus="yes">
        <source>%n hand(s)</source>
        <translation>
            <numerusform>%n mano</numerusform>
            <numerusform>%n manos</numerusform>
        </translation>
    </message>
    <message>
        <source>thrown in</source>
        <translation>se tiran las cartas</translation>
    </message>
    <message>
        <source>imported</source>
        <translation>importada</translation>
    </message>
    <message>
        <source>bots only</source>
        <translation>solo bots</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Contrario</translation>
    </message>
    <message>
        <source>won</source>
        <translation>ganado</translation>
    </message>
    <message>
        <source>lost</source>
        <translation>perdido</translation>
    </message>
    <message>
        <source>as %1</source>
        <translation>como %1</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Tú</translation>
    </message>
    <message>
        <source>Seat %1</source>
        <translation>Asiento %1</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>Ver la mano</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>Export hand record</source>
        <translation>Exportar anotación de la mano</translation>
    </message>
    <message>
        <source>Hand records (*.json)</source>
        <translation>Anotaciones de manos (*.json)</translation>
    </message>
    <message>
        <source>Import hand record</source>
        <translation>Importar anotación de la mano</translation>
    </message>
    <message>
        <source>Hand records (*.json);;All files (*)</source>
        <translation>Anotaciones de manos (*.json);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>Play this deal again</source>
        <translation>Repetir la mano (mismas cartas)</translation>
    </message>
</context>
<context>
    <name>KeyboardHelp</name>
    <message>
        <source>At the table</source>
        <translation>En la mesa</translation>
    </message>
    <message>
        <source>Left, Right</source>
        <translation>Flecha izquierda, flecha derecha</translation>
    </message>
    <message>
        <source>Choose a card of your hand (then the cards on your piles on a two-player Sjavs table)</source>
        <translation>Elegir una de tus cartas (y luego las de tus montones en el Sjavs para dos)</translation>
    </message>
    <message>
        <source>Home, End</source>
        <translation>Inicio, Fin</translation>
    </message>
    <message>
        <source>The first or the last card</source>
        <translation>La primera o la última carta</translation>
    </message>
    <message>
        <source>Enter, Space</source>
        <translation>Intro, Espacio</translation>
    </message>
    <message>
        <source>Play the chosen card; when laying cards away, choose it or put it back</source>
        <translation>Jugar la carta elegida; al descartar: elegirla o devolverla</translation>
    </message>
    <message>
        <source>After a trick: go on at once; after a hand: the next hand</source>
        <translation>Tras una baza: seguir enseguida; tras una mano: la mano siguiente</translation>
    </message>
    <message>
        <source>Up</source>
        <translation>Flecha arriba</translation>
    </message>
    <message>
        <source>To the decision buttons (bid, pass, declare…)</source>
        <translation>A los botones de decisión (pujar, pasar, declarar…)</translation>
    </message>
    <message>
        <source>L</source>
        <translation>L</translation>
    </message>
    <message>
        <source>Show or hide the last trick</source>
        <translation>Mostrar u ocultar la última baza</translation>
    </message>
    <message>
        <source>Esc</source>
        <translation>Esc</translation>
    </message>
    <message>
        <source>Close the last trick or a message</source>
        <translation>Cerrar la última baza o un mensaje</translation>
    </message>
    <message>
        <source>Tab, Shift+Tab</source>
        <translation>Tab, Mayús+Tab</translation>
    </message>
    <message>
        <source>To the buttons of the status line (Last trick, Score sheet) and back</source>
        <translation>A los botones de la línea de estado (Última baza, Hoja de puntuación) y de vuelta</translation>
    </message>
    <message>
        <source>Decision buttons</source>
        <translation>Botones de decisión</translation>
    </message>
    <message>
        <source>From button to button (round the panel)</source>
        <translation>De botón en botón (en círculo)</translation>
    </message>
    <message>
        <source>Press the button with the focus ring</source>
        <translation>Pulsar el botón con el marco de foco</translation>
    </message>
    <message>
        <source>1 … 9</source>
        <translation>1 … 9</translation>
    </message>
    <message>
        <source>Bid the first values shown</source>
        <translation>Pujar los primeros valores mostrados</translation>
    </message>
    <message>
        <source>Down, Esc</source>
        <translation>Flecha abajo, Esc</translation>
    </message>
    <message>
        <source>Back to the hand</source>
        <translation>De vuelta a tus cartas</translation>
    </message>
    <message>
        <source>Screen reader</source>
        <translation>Lector de pantalla</translation>
    </message>
    <message>
        <source>C</source>
        <translation>C</translation>
    </message>
    <message>
        <source>Read the cards in your hand</source>
        <translation>Leer tus cartas</translation>
    </message>
    <message>
        <source>T</source>
        <translation>T</translation>
    </message>
    <message>
        <source>Read the trick on the table</source>
        <translation>Leer la baza de la mesa</translation>
    </message>
    <message>
        <source>S</source>
        <translation>S</translation>
    </message>
    <message>
        <source>Read the game, whose turn it is and the scores</source>
        <translation>Leer el juego, a quién le toca y las puntuaciones</translation>
    </message>
    <message>
        <source>Menus and windows</source>
        <translation>Menús y ventanas</translation>
    </message>
    <message>
        <source>Ctrl+N</source>
        <translation>Ctrl+N</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nueva partida</translation>
    </message>
    <message>
        <source>Ctrl+Enter</source>
        <translation>Ctrl+Intro</translation>
    </message>
    <message>
        <source>Next hand</source>
        <translation>Siguiente mano</translation>
    </message>
    <message>
        <source>Ctrl+L</source>
        <translation>Ctrl+L</translation>
    </message>
    <message>
        <source>Score sheet</source>
        <translation>Hoja de puntuación</translation>
    </message>
    <message>
        <source>F1</source>
        <translation>F1</translation>
    </message>
    <message>
        <source>This list of keys</source>
        <translation>Esta lista de teclas</translation>
    </message>
    <message>
        <source>Ctrl+Q</source>
        <translation>Ctrl+Q</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Salir</translation>
    </message>
    <message>
        <source>From field to field in a dialog</source>
        <translation>De campo en campo en un diálogo</translation>
    </message>
    <message>
        <source>Alt+letter</source>
        <translation>Alt+letra</translation>
    </message>
    <message>
        <source>The field or button with that underlined letter</source>
        <translation>El campo o botón con esa letra subrayada</translation>
    </message>
    <message>
        <source>Ctrl+Tab</source>
        <translation>Ctrl+Tab</translation>
    </message>
    <message>
        <source>The next tab (New game: game, seats, rules)</source>
        <translation>La pestaña siguiente (Nueva partida: juego, asientos, reglas)</translation>
    </message>
    <message>
        <source>Enter, Esc</source>
        <translation>Intro, Esc</translation>
    </message>
    <message>
        <source>OK, Cancel or Close</source>
        <translation>Aceptar, Cancelar o Cerrar</translation>
    </message>
    <message>
        <source>Open a menu: %1 (the underlined letter)</source>
        <translation>Abrir un menú: %1 (la letra subrayada)</translation>
    </message>
    <message>
        <source>Keyboard</source>
        <translation>Teclado</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Teclas</translation>
    </message>
</context>
<context>
    <name>LastTrickPanel</name>
    <message>
        <source>Last trick, won by you</source>
        <translation>Última baza, ganada por ti</translation>
    </message>
    <message>
        <source>Your last trick</source>
        <translation>Tu última baza</translation>
    </message>
    <message>
        <source>Last trick, won by %1</source>
        <translation>Última baza, ganada por %1</translation>
    </message>
    <message>
        <source>The last trick won by %1</source>
        <translation>Última baza ganada por %1</translation>
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
        <translation>&amp;Partida</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Nueva partida…</translation>
    </message>
    <message>
        <source>Ne&amp;xt hand</source>
        <translation>Siguiente &amp;mano</translation>
    </message>
    <message>
        <source>&amp;Score sheet</source>
        <translation>&amp;Hoja de puntuación</translation>
    </message>
    <message>
        <source>&amp;Last trick</source>
        <translation>Ú&amp;ltima baza</translation>
    </message>
    <message>
        <source>Hand s&amp;ummary</source>
        <translation>&amp;Resumen de la mano</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Salir</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ver</translation>
    </message>
    <message>
        <source>Animation &amp;speed</source>
        <translation>&amp;Velocidad de animación</translation>
    </message>
    <message>
        <source>&amp;Table settings…</source>
        <translation>Ajustes de la &amp;mesa…</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>&amp;Ajustes</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Idioma</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>A&amp;yuda</translation>
    </message>
    <message>
        <source>&amp;Keyboard…</source>
        <translation>&amp;Teclado…</translation>
    </message>
    <message>
        <source>Switch the interface to %1</source>
        <translation>Cambiar la interfaz a %1</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>New game</source>
        <translation>Nueva partida</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Juego</translation>
    </message>
    <message>
        <source>&amp;Players</source>
        <translation>&amp;Jugadores</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>Asientos</translation>
    </message>
    <message>
        <source>&amp;Deck</source>
        <translation>&amp;Baraja</translation>
    </message>
    <message>
        <source>random (enter a number to replay a deal)</source>
        <translation>aleatoria (escribe un número para repetir un reparto)</translation>
    </message>
    <message>
        <source>S&amp;eed</source>
        <translation>&amp;Semilla</translation>
    </message>
    <message>
        <source>Bots: only the simplest legal bot (&quot;random&quot;) exists so far.</source>
        <translation>Bots: de momento solo existe el bot legal más simple («aleatorio»).</translation>
    </message>
    <message>
        <source>&amp;Table</source>
        <translation>&amp;Mesa</translation>
    </message>
    <message>
        <source>P&amp;reset</source>
        <translation>&amp;Reglamento</translation>
    </message>
    <message>
        <source>&amp;Save as…</source>
        <translation>&amp;Guardar como…</translation>
    </message>
    <message>
        <source>De&amp;lete</source>
        <translation>&amp;Borrar</translation>
    </message>
    <message>
        <source>E&amp;xport…</source>
        <translation>E&amp;xportar…</translation>
    </message>
    <message>
        <source>&amp;Import…</source>
        <translation>&amp;Importar…</translation>
    </message>
    <message>
        <source>House &amp;rules</source>
        <translation>&amp;Variantes</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>&amp;Empezar</translation>
    </message>
    <message>
        <source>★ %1</source>
        <translation>★ %1</translation>
    </message>
    <message>
        <source>Seat %1</source>
        <translation>Asiento %1</translation>
    </message>
    <message>
        <source>Re&amp;name…</source>
        <translation>Re&amp;nombrar…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Tú</translation>
    </message>
    <message>
        <source>Bot: %1</source>
        <translation>Bot: %1</translation>
    </message>
    <message>
        <source>Some preset files could not be read; each was set aside under a new name:</source>
        <translation>Algunos archivos de reglamento no se pudieron leer; cada uno se ha apartado con otro nombre:</translation>
    </message>
    <message>
        <source>Save preset</source>
        <translation>Guardar reglamento</translation>
    </message>
    <message>
        <source>Name of the preset:</source>
        <translation>Nombre del reglamento:</translation>
    </message>
    <message>
        <source>The preset could not be saved: %1</source>
        <translation>No se pudo guardar el reglamento: %1</translation>
    </message>
    <message>
        <source>Saved the preset “%1”.</source>
        <translation>Reglamento «%1» guardado.</translation>
    </message>
    <message>
        <source>Replace preset</source>
        <translation>Reemplazar reglamento</translation>
    </message>
    <message>
        <source>A preset named “%1” already exists. Replace it?</source>
        <translation>Ya existe un reglamento «%1». ¿Reemplazarlo?</translation>
    </message>
    <message>
        <source>Rename preset</source>
        <translation>Renombrar reglamento</translation>
    </message>
    <message>
        <source>New name of the preset:</source>
        <translation>Nuevo nombre del reglamento:</translation>
    </message>
    <message>
        <source>The preset could not be renamed: %1</source>
        <translation>No se pudo renombrar el reglamento: %1</translation>
    </message>
    <message>
        <source>Renamed the preset “%1” to “%2”.</source>
        <translation>Reglamento «%1» renombrado a «%2».</translation>
    </message>
    <message>
        <source>Delete preset</source>
        <translation>Borrar reglamento</translation>
    </message>
    <message>
        <source>Delete the preset “%1”? It cannot be undone.</source>
        <translation>¿Borrar el reglamento «%1»? No se puede deshacer.</translation>
    </message>
    <message>
        <source>Deleted the preset “%1”.</source>
        <translation>Reglamento «%1» borrado.</translation>
    </message>
    <message>
        <source>Export preset</source>
        <translation>Exportar reglamento</translation>
    </message>
    <message>
        <source>Presets (*.json)</source>
        <translation>Reglamentos (*.json)</translation>
    </message>
    <message>
        <source>The preset could not be exported: %1</source>
        <translation>No se pudo exportar el reglamento: %1</translation>
    </message>
    <message>
        <source>Exported to %1.</source>
        <translation>Exportado a %1.</translation>
    </message>
    <message>
        <source>Import preset</source>
        <translation>Importar reglamento</translation>
    </message>
    <message>
        <source>This file cannot be imported: %1</source>
        <translation>Este archivo no se puede importar: %1</translation>
    </message>
    <message>
        <source>Imported the preset “%1”.</source>
        <translation>Reglamento «%1» importado.</translation>
    </message>
</context>
<context>
    <name>PlateItem</name>
    <message>
        <source>D</source>
        <comment>the dealer button</comment>
        <translation>R</translation>
    </message>
</context>
<context>
    <name>ProblemsDialog</name>
    <message>
        <source>Some files could not be used</source>
        <translation>Algunos archivos no se pudieron usar</translation>
    </message>
    <message>
        <source>Stich found a problem with its files and carried on. Nothing was deleted.</source>
        <translation>Stich ha encontrado un problema con tus archivos y sigue adelante. No se ha borrado nada.</translation>
    </message>
    <message>
        <source>Data folder: %1</source>
        <translation>Carpeta de datos: %1</translation>
    </message>
    <message>
        <source>Open the data folder</source>
        <translation>Abrir la carpeta de datos</translation>
    </message>
</context>
<context>
    <name>ReplayViewer</name>
    <message>
        <source>Replay</source>
        <translation>Ver la mano</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>Reparto</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Atrás</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Siguiente</translation>
    </message>
    <message>
        <source>End</source>
        <translation>Final</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Cerrar</translation>
    </message>
    <message>
        <source>Cards dealt</source>
        <comment>the replay&apos;s first step</comment>
        <translation>Cartas repartidas</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pausa</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Reproducir</translation>
    </message>
    <message>
        <source>Action %1 of %2</source>
        <translation>Jugada %1 de %2</translation>
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
        <translation>Reanudar partida</translation>
    </message>
    <message numerus="yes">
        <source>You have an unfinished match of %1: %n hand(s) played, last saved %2.</source>
        <translation>
            <numerusform>Tienes una partida de %1 sin terminar: %n mano jugada, guardada por última vez el %2.</numerusform>
            <numerusform>Tienes una partida de %1 sin terminar: %n manos jugadas, guardada por última vez el %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>Continue where you left off? A new game keeps this match as match.previous.json; Game ▸ Load match… opens it.</source>
        <translation>¿Seguir donde lo dejaste? Una partida nueva guarda esta como match.previous.json; Partida ▸ Cargar partida… la abre.</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Continuar</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nueva partida</translation>
    </message>
</context>
<context>
    <name>ReviewDialog</name>
    <message>
        <source>Could I have done better?</source>
        <translation>¿Podría haberlo hecho mejor?</translation>
    </message>
    <message>
        <source>Each of your decisions in this hand is worked out again with all cards known. Card play in Schafkopf is solved exactly (everybody playing perfectly from there); bidding and the other games are played out a few times by the bots with the real cards.</source>
        <translation>Cada una de tus decisiones en esta mano se vuelve a calcular con todas las cartas a la vista. El juego de cartas del Schafkopf se resuelve exactamente (todos juegan perfecto desde ahí); las subastas y los demás juegos los juegan los bots unas cuantas veces con las cartas reales.</translation>
    </message>
    <message>
        <source>Each of your decisions in this hand is worked out again with all cards known: the bots play the hand out a few times from there with the real cards.</source>
        <translation>Cada una de tus decisiones en esta mano se vuelve a calcular con todas las cartas a la vista: los bots juegan la mano desde ahí unas cuantas veces con las cartas reales.</translation>
    </message>
    <message>
        <source>Working it out…</source>
        <translation>Calculando…</translation>
    </message>
    <message>
        <source>The review failed: %1</source>
        <translation>El repaso ha fallado: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n decision(s) with a choice looked at.</source>
        <translation>
            <numerusform>%n decisión con opciones revisada.</numerusform>
            <numerusform>%n decisiones con opciones revisadas.</numerusform>
        </translation>
    </message>
    <message>
        <source>No other choice of yours would have changed the result.</source>
        <translation>Ninguna otra decisión tuya habría cambiado el resultado.</translation>
    </message>
    <message>
        <source>Trick %1</source>
        <translation>Baza %1</translation>
    </message>
    <message>
        <source>you played the %1.</source>
        <translation>jugaste: %1.</translation>
    </message>
    <message>
        <source>The %1 was better</source>
        <translation>Era mejor: %1</translation>
    </message>
    <message>
        <source>you chose “%1”.</source>
        <translation>elegiste «%1».</translation>
    </message>
    <message>
        <source>“%1” was better</source>
        <translation>Era mejor «%1»</translation>
    </message>
    <message>
        <source>%1 instead of %2 with best play from there</source>
        <translation>%1 en vez de %2 jugando lo mejor desde ahí</translation>
    </message>
    <message>
        <source>%1 instead of %2 on average in the playouts</source>
        <translation>%1 en vez de %2 de media en las simulaciones</translation>
    </message>
</context>
<context>
    <name>RulesEditor</name>
    <message>
        <source>Up</source>
        <translation>Subir</translation>
    </message>
    <message>
        <source>Down</source>
        <translation>Bajar</translation>
    </message>
    <message>
        <source>These rules do not fit together: %1</source>
        <translation>Estas reglas no son compatibles: %1</translation>
    </message>
</context>
<context>
    <name>ScorePlot</name>
    <message>
        <source>No hands played yet</source>
        <translation>Todavía no se ha jugado ninguna mano</translation>
    </message>
    <message>
        <source>Hand %1: %2</source>
        <translation>Mano %1: %2</translation>
    </message>
</context>
<context>
    <name>ScoreSheet</name>
    <message>
        <source>Score sheet</source>
        <translation>Hoja de puntuación</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n hand(s)</source>
        <translation>
            <numerusform>%1: %n mano</numerusform>
            <numerusform>%1: %n manos</numerusform>
        </translation>
    </message>
    <message>
        <source>#</source>
        <translation>N.º</translation>
    </message>
    <message>
        <source>Dealer</source>
        <translation>Repartidor</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Juego</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>Bid</source>
        <translation>Puja</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Valor</translation>
    </message>
    <message>
        <source>won</source>
        <translation>ganado</translation>
    </message>
    <message>
        <source>lost</source>
        <translation>perdido</translation>
    </message>
    <message>
        <source>(overbid)</source>
        <translation>(puja excesiva)</translation>
    </message>
    <message>
        <source>%1: %2 won, %3 lost</source>
        <translation>%1: %2 ganados, %3 perdidos</translation>
    </message>
    <message>
        <source>Seeger-Fabian — games: %1</source>
        <translation>Seeger-Fabian – juegos: %1</translation>
    </message>
    <message>
        <source>ISkO list: the declarer writes the game&apos;s score, the others nothing.</source>
        <translation>Lista ISkO: solo se anota el juego del declarante; los demás, nada.</translation>
    </message>
    <message>
        <source>Doublers</source>
        <translation>Doublers</translation>
    </message>
    <message>
        <source>(doubled ×%1)</source>
        <translation>(cuenta ×%1)</translation>
    </message>
    <message>
        <source>Doublers pending: %1 (the next picked hand counts double)</source>
        <translation>Doublers pendientes: %1 (la próxima mano con tomador cuenta doble)</translation>
    </message>
    <message>
        <source>game over: %1 loses</source>
        <translation>fin de la partida: %1 – derrota</translation>
    </message>
    <message>
        <source>a deciding deal follows</source>
        <translation>sigue una mano de desempate</translation>
    </message>
    <message>
        <source>Øre now</source>
        <translation>Øre actuales</translation>
    </message>
    <message>
        <source>Øre count down from the start; the first player at 0 loses the game.</source>
        <translation>Los øre se cuentan hacia atrás desde el inicio; el primero que llega a 0 pierde la partida.</translation>
    </message>
    <message>
        <source>Games lost: %1</source>
        <translation>Partidas perdidas: %1</translation>
    </message>
    <message>
        <source>double cross for %1</source>
        <translation>doble cruz: %1</translation>
    </message>
    <message>
        <source>cross for %1</source>
        <translation>cruz: %1</translation>
    </message>
    <message>
        <source>Ladder now</source>
        <translation>Escalera actual</translation>
    </message>
    <message>
        <source>Each side counts down from 24 to a cross.</source>
        <translation>Cada bando cuenta hacia atrás desde 24 hasta ganar una cruz.</translation>
    </message>
    <message>
        <source>Crosses won: %1</source>
        <translation>Cruces ganadas: %1</translation>
    </message>
    <message>
        <source>60:60 ties pending: %1</source>
        <translation>Empates a 60 pendientes: %1</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Table settings</source>
        <translation>Ajustes de la mesa</translation>
    </message>
    <message>
        <source>&amp;High-contrast felt</source>
        <translation>Tapete de &amp;alto contraste</translation>
    </message>
    <message>
        <source>&amp;Four-colour French deck (spades green, diamonds orange)</source>
        <translation>Baraja francesa de &amp;cuatro colores (picas verdes, diamantes naranjas)</translation>
    </message>
    <message>
        <source>Colour-blind-safe &amp;marks (hatched, ticked, black-and-white focus ring)</source>
        <translation>&amp;Marcas aptas para daltónicos (rayado, marca de visto, marco de foco en blanco y negro)</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Azul</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Rojo</translation>
    </message>
    <message>
        <source>Blue rosette</source>
        <translation>Roseta azul</translation>
    </message>
    <message>
        <source>Red lattice</source>
        <translation>Celosía roja</translation>
    </message>
    <message>
        <source>Card &amp;back</source>
        <translation>&amp;Reverso</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Large</source>
        <translation>Grande</translation>
    </message>
    <message>
        <source>Largest</source>
        <translation>Muy grande</translation>
    </message>
    <message>
        <source>Card &amp;size</source>
        <translation>&amp;Tamaño de las cartas</translation>
    </message>
</context>
<context>
    <name>StatsWindow</name>
    <message>
        <source>Statistics</source>
        <translation>Estadísticas</translation>
    </message>
    <message>
        <source>&amp;Show</source>
        <translation>&amp;Mostrar</translation>
    </message>
    <message>
        <source>&lt;b&gt;By contract&lt;/b&gt;</source>
        <translation>&lt;b&gt;Por tipo de juego&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Your running score&lt;/b&gt;, hand by hand</source>
        <translation>&lt;b&gt;Tu puntuación acumulada&lt;/b&gt;, mano a mano</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Cerrar</translation>
    </message>
    <message>
        <source>All games</source>
        <translation>Todos los juegos</translation>
    </message>
    <message>
        <source>%1 — all rules (%2)</source>
        <translation>%1 — todos los reglamentos (%2)</translation>
    </message>
    <message>
        <source>%1 — %2 (%3)</source>
        <translation>%1 — %2 (%3)</translation>
    </message>
    <message>
        <source>Hands played</source>
        <translation>Manos jugadas</translation>
    </message>
    <message>
        <source>Hands won</source>
        <translation>Manos ganadas</translation>
    </message>
    <message>
        <source>Games you declared</source>
        <translation>Juegos que declaraste</translation>
    </message>
    <message>
        <source>Hands lost</source>
        <translation>Manos perdidas</translation>
    </message>
    <message>
        <source>… and won</source>
        <translation>… y ganados</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Tantos</translation>
    </message>
    <message>
        <source>Score per hand</source>
        <translation>Tantos por mano</translation>
    </message>
    <message>
        <source>Hands with a learning aid</source>
        <translation>Manos con ayudas</translation>
    </message>
    <message>
        <source>Card points in all</source>
        <translation>Puntos de las cartas en total</translation>
    </message>
    <message>
        <source>Card points per hand</source>
        <translation>Puntos de las cartas por mano</translation>
    </message>
    <message>
        <source>Trumps dealt per hand: you / others</source>
        <translation>Triunfos por mano: tú / los demás</translation>
    </message>
    <message>
        <source>Contract</source>
        <translation>Tipo de juego</translation>
    </message>
    <message>
        <source>Hands</source>
        <translation>Manos</translation>
    </message>
    <message>
        <source>Declared</source>
        <translation>Declarados</translation>
    </message>
    <message>
        <source>Declared and won</source>
        <translation>Declarados y ganados</translation>
    </message>
    <message>
        <source>As partner</source>
        <translation>Como compañero</translation>
    </message>
    <message>
        <source>As opponent</source>
        <translation>Como contrario</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Ganadas</translation>
    </message>
    <message>
        <source>thrown in</source>
        <translation>se tiran las cartas</translation>
    </message>
</context>
<context>
    <name>StatusLine</name>
    <message>
        <source>Last trick</source>
        <translation>Última baza</translation>
    </message>
    <message>
        <source>Show the last trick (L)</source>
        <translation>Mostrar la última baza (L)</translation>
    </message>
    <message>
        <source>Score sheet</source>
        <translation>Hoja de puntuación</translation>
    </message>
    <message>
        <source>Stich: choose Game ▸ New game to start</source>
        <translation>Stich: para empezar, elige Partida ▸ Nueva partida</translation>
    </message>
    <message>
        <source>%1, hand %2</source>
        <translation>%1, mano %2</translation>
    </message>
    <message>
        <source>Picker: %1</source>
        <translation>Tomador: %1</translation>
    </message>
    <message>
        <source> with %1</source>
        <translation> con %1</translation>
    </message>
    <message>
        <source>Hand over</source>
        <translation>Mano terminada</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>Te toca</translation>
    </message>
    <message>
        <source>%1&apos;s turn</source>
        <translation>Le toca a %1</translation>
    </message>
</context>
<context>
    <name>StoreMenu</name>
    <message>
        <source>Sa&amp;ve match as…</source>
        <translation>Guardar partida c&amp;omo…</translation>
    </message>
    <message>
        <source>L&amp;oad match…</source>
        <translation>&amp;Cargar partida…</translation>
    </message>
    <message>
        <source>&amp;Hand history…</source>
        <translation>Historial &amp;de manos…</translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation>Es&amp;tadísticas…</translation>
    </message>
    <message>
        <source>&amp;Import hand record…</source>
        <translation>&amp;Importar anotación de mano…</translation>
    </message>
    <message>
        <source>&amp;Export the last hand…</source>
        <translation>E&amp;xportar la última mano…</translation>
    </message>
    <message>
        <source>Save match</source>
        <translation>Guardar partida</translation>
    </message>
    <message>
        <source>Your match cannot be saved right now (%1). You can play on; Game ▸ Save match as… may work on another disk.</source>
        <translation>Tu partida no se puede guardar ahora (%1). Puedes seguir jugando; Partida ▸ Guardar partida como… quizá funcione en otro disco.</translation>
    </message>
    <message>
        <source>There is no match to save yet.</source>
        <translation>Todavía no hay ninguna partida que guardar.</translation>
    </message>
    <message>
        <source>Save match as</source>
        <translation>Guardar partida como</translation>
    </message>
    <message>
        <source>Stich matches (*.json)</source>
        <translation>Partidas de Stich (*.json)</translation>
    </message>
    <message>
        <source>Load match</source>
        <translation>Cargar partida</translation>
    </message>
    <message>
        <source>Stich matches (*.json);;All files (*)</source>
        <translation>Partidas de Stich (*.json);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>Export hand record</source>
        <translation>Exportar anotación de la mano</translation>
    </message>
    <message>
        <source>No hand has been finished yet.</source>
        <translation>Todavía no se ha terminado ninguna mano.</translation>
    </message>
    <message>
        <source>Hand records (*.json)</source>
        <translation>Anotaciones de manos (*.json)</translation>
    </message>
</context>
<context>
    <name>SummaryPanel</name>
    <message>
        <source>Next hand</source>
        <translation>Siguiente mano</translation>
    </message>
    <message>
        <source>Score sheet</source>
        <translation>Hoja de puntuación</translation>
    </message>
    <message>
        <source>Review the table</source>
        <translation>Ver la mesa</translation>
    </message>
    <message>
        <source>%1 played the %2 to 60:60: nobody scores.</source>
        <translation>%2: %1 – 60:60, nadie anota.</translation>
    </message>
    <message>
        <source>%1 won the %2.</source>
        <translation>%2: %1 – victoria.</translation>
    </message>
    <message>
        <source>%1 lost the %2.</source>
        <translation>%2: %1 – derrota.</translation>
    </message>
    <message>
        <source>Card points</source>
        <translation>Puntos de las cartas</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Nivel</translation>
    </message>
    <message>
        <source>Conceded before the first trick.</source>
        <translation>Retirado antes de la primera baza.</translation>
    </message>
    <message numerus="yes">
        <source>Conceded after %n trick(s): the card points are those of the tricks played.</source>
        <translation>
            <numerusform>Retirado tras %n baza: los puntos son los de la baza jugada.</numerusform>
            <numerusform>Retirado tras %n bazas: los puntos son los de las bazas jugadas.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Play stopped after %n trick(s): the game was lost there.</source>
        <translation>
            <numerusform>Se dejó de jugar tras %n baza: ahí se perdió el juego.</numerusform>
            <numerusform>Se dejó de jugar tras %n bazas: ahí se perdió el juego.</numerusform>
        </translation>
    </message>
    <message>
        <source>Set aside</source>
        <translation>Apartadas</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>Puntuación</translation>
    </message>
    <message>
        <source>Settlement</source>
        <translation>Liquidación</translation>
    </message>
    <message>
        <source>this hand</source>
        <translation>esta mano</translation>
    </message>
    <message>
        <source>total</source>
        <translation>total</translation>
    </message>
    <message>
        <source>Blind</source>
        <translation>Pozo</translation>
    </message>
    <message>
        <source>Buried</source>
        <translation>Enterradas</translation>
    </message>
    <message>
        <source>Skat</source>
        <translation>Skat</translation>
    </message>
    <message>
        <source>Cat</source>
        <translation>Gato</translation>
    </message>
    <message>
        <source>Laid away</source>
        <translation>Descartadas</translation>
    </message>
    <message>
        <source>Øre (counted down)</source>
        <translation>Øre (cuenta atrás)</translation>
    </message>
    <message>
        <source>Game over, lost by %1. A new game starts.</source>
        <translation>Fin de la partida: %1 – derrota. Empieza una nueva partida.</translation>
    </message>
    <message>
        <source>%1 level at 0 or below: a deciding deal follows.</source>
        <translation>%1, empatados a 0 o menos: sigue una mano de desempate.</translation>
    </message>
    <message>
        <source>Cross ladder (counted down from 24)</source>
        <translation>Escalera de cruces (cuenta atrás desde 24)</translation>
    </message>
    <message>
        <source>(crosses: %1)</source>
        <translation>(cruces: %1)</translation>
    </message>
    <message>
        <source>Doublers pending</source>
        <translation>Doublers pendientes</translation>
    </message>
</context>
<context>
    <name>TableReader</name>
    <message>
        <source>Your hand: no cards</source>
        <translation>Tus cartas: ninguna</translation>
    </message>
    <message>
        <source>%1 (on the table)</source>
        <translation>%1 (en la mesa)</translation>
    </message>
    <message numerus="yes">
        <source>Your hand, %n card(s)</source>
        <translation>
            <numerusform>Tus cartas, %n carta</numerusform>
            <numerusform>Tus cartas, %n cartas</numerusform>
        </translation>
    </message>
    <message>
        <source>Playable: %1</source>
        <translation>Se pueden jugar: %1</translation>
    </message>
    <message>
        <source>Trick: no card played yet</source>
        <translation>Baza: aún no se ha jugado ninguna carta</translation>
    </message>
    <message>
        <source>%1 played %2</source>
        <translation>%1 juega %2</translation>
    </message>
    <message>
        <source>Trick: %1</source>
        <translation>Baza: %1</translation>
    </message>
    <message>
        <source>%1&apos;s cards on the table: %2</source>
        <translation>Cartas de %1 en la mesa: %2</translation>
    </message>
    <message>
        <source>You played %1</source>
        <translation>Tú juegas %1</translation>
    </message>
    <message>
        <source>No game yet</source>
        <translation>Aún no hay partida</translation>
    </message>
    <message>
        <source>The hand is over</source>
        <translation>La mano ha terminado</translation>
    </message>
    <message>
        <source>Your turn: play a card</source>
        <translation>Te toca: juega una carta</translation>
    </message>
    <message>
        <source>Your turn: %1. Press Up for the choices</source>
        <translation>Te toca: %1. Flecha arriba para las opciones</translation>
    </message>
    <message>
        <source>%1&apos;s turn</source>
        <translation>Le toca a %1</translation>
    </message>
    <message>
        <source>You play %1</source>
        <translation>Juegas %1</translation>
    </message>
    <message>
        <source>%1 plays %2</source>
        <translation>%1 juega %2</translation>
    </message>
    <message>
        <source>Scores: %1</source>
        <translation>Puntuación: %1</translation>
    </message>
    <message>
        <source>New hand, you deal</source>
        <translation>Nueva mano, repartes tú</translation>
    </message>
    <message>
        <source>New hand, %1 deals</source>
        <translation>Nueva mano, reparte %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>You win the trick</source>
        <translation>Te llevas la baza</translation>
    </message>
    <message>
        <source>%1 wins the trick</source>
        <translation>%1 se lleva la baza</translation>
    </message>
</context>
<context>
    <name>TableScene</name>
    <message numerus="yes">
        <source>%n trick(s) won</source>
        <translation>
            <numerusform>%n baza ganada</numerusform>
            <numerusform>%n bazas ganadas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) in hand</source>
        <translation>
            <numerusform>%n carta en la mano</numerusform>
            <numerusform>%n cartas en la mano</numerusform>
        </translation>
    </message>
    <message>
        <source>Face down: turned up at the end of the trick in which the card on it is played</source>
        <translation>Boca abajo: se descubre al final de la baza en la que se juega la carta que tiene encima</translation>
    </message>
    <message>
        <source>Taken up from the cat</source>
        <translation>Tomada del gato</translation>
    </message>
    <message>
        <source>Taken up from the blind</source>
        <translation>Tomada del pozo</translation>
    </message>
    <message>
        <source>Taken up from the skat</source>
        <translation>Tomada del skat</translation>
    </message>
    <message>
        <source>%1 (on the table)</source>
        <translation>%1 (en la mesa)</translation>
    </message>
    <message>
        <source>%1, chosen</source>
        <translation>%1, elegida</translation>
    </message>
    <message>
        <source>%1, playable</source>
        <translation>%1, se puede jugar</translation>
    </message>
</context>
<context>
    <name>TableView</name>
    <message>
        <source>Card table</source>
        <translation>Mesa de juego</translation>
    </message>
    <message>
        <source>Show the summary</source>
        <translation>Mostrar el resumen</translation>
    </message>
</context>
<context>
    <name>german_cards</name>
    <message>
        <source>Acorns</source>
        <translation>bellotas</translation>
    </message>
    <message>
        <source>Leaves</source>
        <translation>hojas</translation>
    </message>
    <message>
        <source>Hearts</source>
        <translation>corazones</translation>
    </message>
    <message>
        <source>Bells</source>
        <translation>cascabeles</translation>
    </message>
    <message>
        <source>Ace</source>
        <translation>As</translation>
    </message>
    <message>
        <source>Ten</source>
        <translation>Diez</translation>
    </message>
    <message>
        <source>King</source>
        <translation>Rey</translation>
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
        <translation>Nueve</translation>
    </message>
    <message>
        <source>Eight</source>
        <translation>Ocho</translation>
    </message>
    <message>
        <source>Seven</source>
        <translation>Siete</translation>
    </message>
    <message>
        <source>Five</source>
        <translation>Cinco</translation>
    </message>
    <message>
        <source>The Sau is the ace of the German pack.</source>
        <translation>La Sau (as) es el as de la baraja alemana.</translation>
    </message>
    <message>
        <source>Ober: the upper court card of the German pack (the queen&apos;s place in the French pack).</source>
        <translation>Ober: la figura alta de la baraja alemana (como el caballo en la española; el lugar de la dama en la francesa).</translation>
    </message>
    <message>
        <source>Unter: the lower court card of the German pack (the jack&apos;s place in the French pack).</source>
        <translation>Unter: la figura baja de la baraja alemana (como la sota en la española; el lugar de la jota en la francesa).</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>suit, rank</comment>
        <translation>%2 de %1</translation>
    </message>
</context>
<context>
    <name>labels</name>
    <message>
        <source>%1 and %2</source>
        <translation>%1 y %2</translation>
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
        <translation>Baraja alemana</translation>
    </message>
    <message>
        <source>French-suited</source>
        <translation>Baraja francesa</translation>
    </message>
    <message>
        <source>Four-colour</source>
        <translation>Baraja de cuatro colores</translation>
    </message>
    <message>
        <source>Random (simplest legal bot)</source>
        <translation>Aleatorio (el bot legal más simple)</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Fácil</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Media</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Difícil</translation>
    </message>
    <message>
        <source>random</source>
        <translation>aleatorio</translation>
    </message>
    <message>
        <source>easy</source>
        <translation>fácil</translation>
    </message>
    <message>
        <source>medium</source>
        <translation>media</translation>
    </message>
    <message>
        <source>hard</source>
        <translation>difícil</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Lenta</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Rápida</translation>
    </message>
    <message>
        <source>Off (instant)</source>
        <translation>Desactivada (instantánea)</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>tréboles</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>picas</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>corazones</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>diamantes</translation>
    </message>
    <message>
        <source>Ace</source>
        <translation>As</translation>
    </message>
    <message>
        <source>Ten</source>
        <translation>Diez</translation>
    </message>
    <message>
        <source>King</source>
        <translation>Rey</translation>
    </message>
    <message>
        <source>Queen</source>
        <translation>Dama</translation>
    </message>
    <message>
        <source>Jack</source>
        <translation>Jota</translation>
    </message>
    <message>
        <source>Nine</source>
        <translation>Nueve</translation>
    </message>
    <message>
        <source>Eight</source>
        <translation>Ocho</translation>
    </message>
    <message>
        <source>Seven</source>
        <translation>Siete</translation>
    </message>
    <message>
        <source>Five</source>
        <translation>Cinco</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <comment>rank, suit</comment>
        <translation>%1 de %2</translation>
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
        <translation>Juego del tomador</translation>
    </message>
    <message>
        <source>Leaster</source>
        <translation>Leaster</translation>
    </message>
    <message>
        <source>Alone</source>
        <translation>Solo contra todos</translation>
    </message>
    <message>
        <source>Called ace</source>
        <translation>As llamado</translation>
    </message>
    <message>
        <source>Jack of Diamonds partner</source>
        <translation>Socio de la jota de diamantes</translation>
    </message>
    <message>
        <source>Schwanzer</source>
        <translation>Schwanzer</translation>
    </message>
    <message>
        <source>Suit game</source>
        <translation>Juego de palo</translation>
    </message>
    <message>
        <source>Grand</source>
        <translation>Gran juego</translation>
    </message>
    <message>
        <source>Null</source>
        <translation>No bazas</translation>
    </message>
    <message>
        <source>No bid</source>
        <translation>Sin puja</translation>
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
        <translation>obligado</translation>
    </message>
    <message>
        <source>barred</source>
        <translation>bloqueado</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>sin skat</translation>
    </message>
    <message>
        <source>schneider announced</source>
        <translation>Schneider anunciado</translation>
    </message>
    <message>
        <source>schwarz announced</source>
        <translation>Schwarz anunciado</translation>
    </message>
    <message>
        <source>ouvert</source>
        <translation>descubierto</translation>
    </message>
    <message>
        <source>alone</source>
        <translation>solo</translation>
    </message>
    <message>
        <source>ten call</source>
        <translation>diez llamado</translation>
    </message>
    <message>
        <source>unknown call</source>
        <translation>llamada oculta</translation>
    </message>
    <message>
        <source>call-up</source>
        <translation>jota siguiente</translation>
    </message>
    <message>
        <source>%1 with the %2</source>
        <comment>picker&apos;s game, called card</comment>
        <translation>%1 (carta llamada: %2)</translation>
    </message>
    <message>
        <source>%1 with the %2</source>
        <comment>game, called ace</comment>
        <translation>%1 con el %2</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>suit, game: Hearts Solo</comment>
        <translation>%2 de %1</translation>
    </message>
    <message>
        <source>%1 (%2 trumps)</source>
        <comment>game, trump suit</comment>
        <translation>%1 (triunfo: %2)</translation>
    </message>
    <message>
        <source>%1 in %2</source>
        <comment>game, suit: Wenz in Bells</comment>
        <translation>%1 de %2</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Paso</translation>
    </message>
    <message>
        <source>Bid</source>
        <translation>Pujar</translation>
    </message>
    <message>
        <source>Hold</source>
        <translation>Igualo</translation>
    </message>
    <message>
        <source>I&apos;ll play</source>
        <translation>Juego</translation>
    </message>
    <message>
        <source>Pick up</source>
        <translation>Tomar</translation>
    </message>
    <message>
        <source>Play from the hand</source>
        <translation>Jugar sin tomar</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Descartar</translation>
    </message>
    <message>
        <source>Declare</source>
        <translation>Declarar</translation>
    </message>
    <message>
        <source>Call</source>
        <translation>Llamar</translation>
    </message>
    <message>
        <source>Double</source>
        <translation>Doblar</translation>
    </message>
    <message>
        <source>Concede</source>
        <translation>Retirarse</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Jugar</translation>
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
        <translation>Tocar</translation>
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
        <translation>Paso</translation>
    </message>
    <message>
        <source>Pick</source>
        <translation>Tomar el pozo</translation>
    </message>
    <message>
        <source>Bury</source>
        <translation>Enterrar</translation>
    </message>
    <message>
        <source>Pick up the skat</source>
        <translation>Tomar el skat</translation>
    </message>
    <message>
        <source>Hand game</source>
        <translation>Jugar sin skat</translation>
    </message>
    <message>
        <source>Yes (hold)</source>
        <translation>Sí (igualo)</translation>
    </message>
    <message>
        <source>Lay away</source>
        <translation>Descartar</translation>
    </message>
    <message>
        <source>Take the cat</source>
        <translation>Tomar el gato</translation>
    </message>
    <message>
        <source>Play without the cat</source>
        <translation>Jugar sin el gato</translation>
    </message>
    <message>
        <source>Stroke the cat</source>
        <translation>Acariciar al gato</translation>
    </message>
    <message>
        <source>Keep my cards</source>
        <translation>Quedarme mis cartas</translation>
    </message>
    <message>
        <source>Exchange with the skat</source>
        <translation>Cambiar con el skat</translation>
    </message>
    <message>
        <source>Play on</source>
        <translation>Seguir jugando</translation>
    </message>
    <message>
        <source>Keep my game</source>
        <translation>Mantener mi juego</translation>
    </message>
    <message>
        <source>Push on unseen</source>
        <translation>Pasar sin mirar</translation>
    </message>
    <message>
        <source>%1 simple</source>
        <translation>%1 simple</translation>
    </message>
    <message>
        <source>%1 better</source>
        <translation>%1 mejor</translation>
    </message>
    <message>
        <source>Declarer</source>
        <translation>Declarante</translation>
    </message>
    <message>
        <source>Partner</source>
        <translation>Compañero</translation>
    </message>
    <message>
        <source>Dealer</source>
        <translation>Repartidor</translation>
    </message>
    <message>
        <source>Picker</source>
        <translation>Tomador</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Juega</translation>
    </message>
    <message>
        <source>Knocking</source>
        <translation>Toques</translation>
    </message>
    <message>
        <source>Who plays?</source>
        <translation>¿Quién juega?</translation>
    </message>
    <message>
        <source>Auction</source>
        <translation>Subasta</translation>
    </message>
    <message>
        <source>Bidding</source>
        <translation>Pujas</translation>
    </message>
    <message>
        <source>Declaring</source>
        <translation>Declaración</translation>
    </message>
    <message>
        <source>Kontra and Re</source>
        <translation>Kontra y Re</translation>
    </message>
    <message>
        <source>Picking</source>
        <translation>Tomar el pozo</translation>
    </message>
    <message>
        <source>Burying</source>
        <translation>Entierro</translation>
    </message>
    <message>
        <source>Discarding</source>
        <translation>Descarte</translation>
    </message>
    <message>
        <source>Calling</source>
        <translation>Llamada</translation>
    </message>
    <message>
        <source>Hand over</source>
        <translation>Mano terminada</translation>
    </message>
    <message>
        <source>The cat</source>
        <translation>El gato</translation>
    </message>
    <message>
        <source>Concede or play on</source>
        <translation>Retirarse o seguir jugando</translation>
    </message>
    <message>
        <source>Skat or hand</source>
        <translation>¿Skat o sin skat?</translation>
    </message>
    <message>
        <source>Raise the game?</source>
        <translation>¿Subir el juego?</translation>
    </message>
    <message>
        <source>Schieberamsch</source>
        <translation>Schieberamsch</translation>
    </message>
    <message>
        <source>Cracking</source>
        <translation>Crack y re-crack</translation>
    </message>
    <message>
        <source>Partner or alone</source>
        <translation>Socio o solo</translation>
    </message>
    <message>
        <source>It&apos;s not your turn.</source>
        <translation>No es tu turno.</translation>
    </message>
    <message>
        <source>The hand is over.</source>
        <translation>La mano ha terminado.</translation>
    </message>
    <message>
        <source>That is not possible now.</source>
        <translation>Eso no se puede hacer ahora.</translation>
    </message>
    <message>
        <source>There is no such seat.</source>
        <translation>Ese asiento no existe.</translation>
    </message>
    <message>
        <source>You do not hold that card.</source>
        <translation>No tienes esa carta.</translation>
    </message>
    <message>
        <source>You must follow %1.</source>
        <translation>Debes asistir a %1.</translation>
    </message>
    <message>
        <source>Trumps were led: you must follow with a trump.</source>
        <translation>Han salido triunfos: debes asistir con triunfo.</translation>
    </message>
    <message>
        <source>%1 was led: you must play %2.</source>
        <translation>Han salido %2: debes asistir a %2.</translation>
    </message>
    <message>
        <source>Trump was led: you must play a trump.</source>
        <translation>Han salido triunfos: debes asistir con triunfo.</translation>
    </message>
    <message>
        <source>The called suit was led: the called ace (%1) must be played.</source>
        <translation>Han buscado el palo llamado: hay que jugar el as llamado (%1).</translation>
    </message>
    <message>
        <source>You may lead the called suit only with the %1 itself (running away needs four cards of the suit).</source>
        <translation>Solo puedes salir del palo llamado con el propio %1 (para escaparte necesitas cuatro cartas del palo).</translation>
    </message>
    <message>
        <source>You may lead the called suit only with the %1 itself until that suit has been led.</source>
        <translation>Solo puedes salir del palo llamado con el propio %1 hasta que haya salido ese palo.</translation>
    </message>
    <message>
        <source>You may not discard the called ace (%1).</source>
        <translation>No puedes descartarte del as llamado (%1).</translation>
    </message>
    <message>
        <source>You must beat the trick if you can.</source>
        <translation>Debes montar la baza si puedes.</translation>
    </message>
    <message>
        <source>Keep your last card of the called suit until that suit is led.</source>
        <translation>Guarda tu última carta del palo llamado hasta que salga ese palo.</translation>
    </message>
    <message>
        <source>You must overtrump.</source>
        <translation>Debes contrafallar (jugar un triunfo más alto).</translation>
    </message>
    <message>
        <source>You must overtrump the %1 (with %2).</source>
        <translation>Debes contrafallar el %1 (con %2).</translation>
    </message>
    <message>
        <source>The Hearts Ace cannot be called: hearts are trumps.</source>
        <translation>No se puede llamar el as de corazones: los corazones son triunfo.</translation>
    </message>
    <message>
        <source>You cannot call an ace you hold.</source>
        <translation>No puedes llamar un as que tienes tú.</translation>
    </message>
    <message>
        <source>To call this ace you need another card of its suit.</source>
        <translation>Para llamar ese as necesitas otra carta de su palo.</translation>
    </message>
    <message>
        <source>Your side cannot give %1.</source>
        <translation>Tu bando no puede decir %1.</translation>
    </message>
    <message>
        <source>%1 is not possible any more.</source>
        <translation>Ya no se puede decir %1.</translation>
    </message>
    <message>
        <source>That is not allowed here.</source>
        <translation>Eso no está permitido aquí.</translation>
    </message>
    <message>
        <source>Wait a moment: the cards are still moving.</source>
        <translation>Un momento: las cartas aún se están moviendo.</translation>
    </message>
    <message>
        <source>Your cards beat the standing bid: you must bid %1.</source>
        <translation>Tus cartas superan la puja actual: debes pujar %1.</translation>
    </message>
    <message>
        <source>A bid needs a length, simple or better.</source>
        <translation>Una puja necesita una longitud, simple o mejor.</translation>
    </message>
    <message>
        <source>Your longest suit has %1 cards: you must pass (a bid needs %2).</source>
        <translation>Tu palo más largo tiene %1 cartas: debes pasar (una puja necesita %2).</translation>
    </message>
    <message>
        <source>Your longest suit has %1 cards: you can only bid %1.</source>
        <translation>Tu palo más largo tiene %1 cartas: solo puedes pujar %1.</translation>
    </message>
    <message>
        <source>You cannot bid %1: a better bid is a clubs bid, and only clubs among your longest suits allow it.</source>
        <translation>No puedes pujar %1: la puja «mejor» es de tréboles, y solo se permite si los tréboles están entre tus palos más largos.</translation>
    </message>
    <message>
        <source>Your bid must be higher than %1.</source>
        <translation>Tu puja debe ser mayor que %1.</translation>
    </message>
    <message>
        <source>Your bid must be higher than the standing bid.</source>
        <translation>Tu puja debe ser mayor que la puja actual.</translation>
    </message>
    <message>
        <source>Name a trump suit.</source>
        <translation>Elige el palo de triunfo.</translation>
    </message>
    <message>
        <source>You bid better: clubs must be trumps.</source>
        <translation>Pujaste «mejor»: los tréboles deben ser triunfo.</translation>
    </message>
    <message>
        <source>You bid simple: you cannot name clubs (clubs need a better bid).</source>
        <translation>Pujaste simple: no puedes elegir tréboles (los tréboles necesitan una puja «mejor»).</translation>
    </message>
    <message>
        <source>You bid %1: name a suit of that length (%2: %3).</source>
        <translation>Pujaste %1: elige un palo de esa longitud (%2: %3).</translation>
    </message>
    <message>
        <source>Exchange one or two cards.</source>
        <translation>Cambia una o dos cartas.</translation>
    </message>
    <message>
        <source>These rules do not allow conceding.</source>
        <translation>Estas reglas no permiten retirarse.</translation>
    </message>
    <message>
        <source>Only the declarer can concede.</source>
        <translation>Solo el declarante puede retirarse.</translation>
    </message>
    <message>
        <source>It is too late to concede: the first card has been led.</source>
        <translation>Es tarde para retirarse: ya se ha jugado la primera carta.</translation>
    </message>
    <message>
        <source>That game cannot be bid here.</source>
        <translation>Ese juego no se puede pujar aquí.</translation>
    </message>
    <message>
        <source>Name trumps for the game you bid (%1).</source>
        <translation>Elige el triunfo del juego que pujaste (%1).</translation>
    </message>
    <message>
        <source>You cannot play that card now.</source>
        <translation>Ahora no puedes jugar esa carta.</translation>
    </message>
    <message>
        <source>The called suit was led: you must play your under card.</source>
        <translation>Ha salido el palo llamado: debes jugar tu carta oculta.</translation>
    </message>
    <message>
        <source>You may play the under card only to a lead of the called suit (or as your last card).</source>
        <translation>Solo puedes jugar la carta oculta cuando sale el palo llamado (o como última carta).</translation>
    </message>
    <message>
        <source>Keep your hold card until the called suit is led.</source>
        <translation>Guarda tu carta de guarda hasta que salga el palo llamado.</translation>
    </message>
    <message>
        <source>You showed a blitz: now you must pick.</source>
        <translation>Has enseñado un blitz: ahora debes tomar el pozo.</translation>
    </message>
    <message>
        <source>Everyone else passed: the dealer must pick.</source>
        <translation>Todos los demás pasaron: el repartidor debe tomar el pozo.</translation>
    </message>
    <message>
        <source>Blitzes are not played at this table.</source>
        <translation>En esta mesa no se juega el blitz.</translation>
    </message>
    <message>
        <source>You have already shown a blitz.</source>
        <translation>Ya has enseñado un blitz.</translation>
    </message>
    <message>
        <source>A blitz needs both black (or both red) queens in your hand.</source>
        <translation>Para un blitz necesitas las dos damas negras (o las dos rojas).</translation>
    </message>
    <message>
        <source>A blitz must show its two queens.</source>
        <translation>Un blitz debe enseñar sus dos damas.</translation>
    </message>
    <message>
        <source>You cannot bury these cards.</source>
        <translation>No puedes enterrar estas cartas.</translation>
    </message>
    <message>
        <source>Declare the picker&apos;s game, alone or with a partner.</source>
        <translation>Declara el juego del tomador, solo o con socio.</translation>
    </message>
    <message>
        <source>You may not go alone: going alone is off and a call is possible.</source>
        <translation>No puedes jugar solo: no está permitido y puedes llamar.</translation>
    </message>
    <message>
        <source>Call a card, or go alone.</source>
        <translation>Llama una carta o juega solo.</translation>
    </message>
    <message>
        <source>Calling up is not played at this table.</source>
        <translation>En esta mesa no se llama la jota siguiente.</translation>
    </message>
    <message>
        <source>You can call up only while holding the Jack of Diamonds.</source>
        <translation>Solo puedes llamar la jota siguiente si tienes la jota de diamantes.</translation>
    </message>
    <message>
        <source>Calling up names the next higher jack you lack.</source>
        <translation>Se llama la siguiente jota más alta que no tienes.</translation>
    </message>
    <message>
        <source>Call a fail ace (or, holding all three fail aces, a fail ten).</source>
        <translation>Llama un as de un palo fallido (o, si tienes los tres, un diez de palo fallido).</translation>
    </message>
    <message>
        <source>You hold the %1 (in hand or bury): you cannot call it.</source>
        <translation>Tienes el %1 (en la mano o enterrado): no puedes llamarlo.</translation>
    </message>
    <message>
        <source>The unknown call is not played at this table.</source>
        <translation>En esta mesa no se juega la llamada oculta.</translation>
    </message>
    <message>
        <source>You have a legal call: the unknown call is only for a picker who has none.</source>
        <translation>Tienes una llamada válida: la llamada oculta es solo para el tomador que no tiene ninguna.</translation>
    </message>
    <message>
        <source>An unknown call names a suit you hold no card of.</source>
        <translation>Una llamada oculta nombra un palo del que no tienes cartas.</translation>
    </message>
    <message>
        <source>An unknown call sets exactly one of your cards aside as the under card.</source>
        <translation>Una llamada oculta aparta exactamente una de tus cartas como carta oculta.</translation>
    </message>
    <message>
        <source>Ten calls are not played at this table.</source>
        <translation>En esta mesa no se llaman dieces.</translation>
    </message>
    <message>
        <source>You may call a ten only while holding all three fail aces.</source>
        <translation>Solo puedes llamar un diez si tienes los tres ases de palo fallido.</translation>
    </message>
    <message>
        <source>To call the %1 you must keep a card of its suit (the hold card).</source>
        <translation>Para llamar el %1 debes guardar una carta de su palo (la carta de guarda).</translation>
    </message>
    <message>
        <source>You play with the picker: you cannot crack.</source>
        <translation>Juegas con el tomador: no puedes hacer crack.</translation>
    </message>
    <message>
        <source>Only one crack is allowed per hand.</source>
        <translation>Solo se permite un crack por mano.</translation>
    </message>
    <message>
        <source>Only the picker or the partner can re-crack.</source>
        <translation>Solo el tomador o su socio pueden hacer re-crack.</translation>
    </message>
    <message>
        <source>A bid needs a value.</source>
        <translation>Una puja necesita un valor.</translation>
    </message>
    <message>
        <source>%1 is not a bid value.</source>
        <translation>%1 no es un valor de puja.</translation>
    </message>
    <message>
        <source>That is not a bid value.</source>
        <translation>Eso no es un valor de puja.</translation>
    </message>
    <message>
        <source>Both other players passed: you can only play at 18 or pass.</source>
        <translation>Los otros dos han pasado: solo puedes jugar a 18 o pasar.</translation>
    </message>
    <message>
        <source>That is not a card.</source>
        <translation>Eso no es una carta.</translation>
    </message>
    <message>
        <source>Jacks may not be passed on in Schieberamsch.</source>
        <translation>En el Schieberamsch no se pueden pasar jotas.</translation>
    </message>
    <message>
        <source>Name the game you play.</source>
        <translation>Di qué juego juegas.</translation>
    </message>
    <message>
        <source>That is not a Skat game (suit, Grand or Null).</source>
        <translation>Eso no es un juego de Skat (de palo, gran juego o no bazas).</translation>
    </message>
    <message>
        <source>That is not a Skat announcement.</source>
        <translation>Eso no es un anuncio del Skat.</translation>
    </message>
    <message>
        <source>A suit game must name its trump suit.</source>
        <translation>Un juego de palo debe nombrar su palo de triunfo.</translation>
    </message>
    <message>
        <source>That is not a suit.</source>
        <translation>Eso no es un palo.</translation>
    </message>
    <message>
        <source>Grand and Null name no trump suit.</source>
        <translation>El gran juego y el no bazas no tienen palo de triunfo.</translation>
    </message>
    <message>
        <source>You did not pick up the skat: the game is a hand game.</source>
        <translation>No has tomado el skat: juegas sin skat.</translation>
    </message>
    <message>
        <source>You picked up the skat: the game cannot be a hand game.</source>
        <translation>Has tomado el skat: ya no puedes jugar sin skat.</translation>
    </message>
    <message>
        <source>A Null game has no schneider or schwarz.</source>
        <translation>El no bazas no tiene Schneider ni Schwarz.</translation>
    </message>
    <message>
        <source>A suit game or Grand ouvert must be played hand.</source>
        <translation>Un juego de palo o gran juego descubierto debe jugarse sin skat.</translation>
    </message>
    <message>
        <source>Ouvert includes schneider and schwarz announced: announce them too.</source>
        <translation>Descubierto incluye Schneider y Schwarz anunciados: anúncialos también.</translation>
    </message>
    <message>
        <source>Schneider and schwarz can be announced only in a hand game.</source>
        <translation>Schneider y Schwarz solo se pueden anunciar jugando sin skat.</translation>
    </message>
    <message>
        <source>Schwarz announced includes schneider announced: announce it too.</source>
        <translation>Schwarz anunciado incluye Schneider anunciado: anúncialo también.</translation>
    </message>
    <message>
        <source>This game is worth at most %1, below your bid of %2.</source>
        <translation>Este juego vale como mucho %1: no alcanza tu puja de %2.</translation>
    </message>
    <message>
        <source>A raise must be a higher game.</source>
        <translation>Para subir tienes que declarar un juego más alto.</translation>
    </message>
    <message>
        <source>A raise keeps every announcement already made.</source>
        <translation>Al subir se mantienen todos los anuncios ya hechos.</translation>
    </message>
    <message>
        <source>Skat knows only Kontra and Re.</source>
        <translation>En el Skat solo existen Kontra y Re.</translation>
    </message>
    <message>
        <source>Only %1 can be said now.</source>
        <translation>Ahora solo se puede decir %1.</translation>
    </message>
    <message>
        <source>%1 or %2</source>
        <translation>%1 o %2</translation>
    </message>
    <message>
        <source>Base tariff</source>
        <translation>Tarifa base</translation>
    </message>
    <message>
        <source>Solo tariff</source>
        <translation>Tarifa de solo</translation>
    </message>
    <message>
        <source>Bettel tariff</source>
        <translation>Tarifa de Bettel</translation>
    </message>
    <message>
        <source>Ramsch tariff</source>
        <translation>Tarifa de Ramsch</translation>
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
        <translation>Matadores</translation>
    </message>
    <message>
        <source>Doublings</source>
        <translation>Doblos</translation>
    </message>
    <message>
        <source>Each pays or receives</source>
        <translation>Cada uno paga o cobra</translation>
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
        <translation>Todos pasan: se tiran las cartas</translation>
    </message>
    <message>
        <source>Everyone passed: each pays into the Stock</source>
        <translation>Todos pasan: cada uno paga al bote</translation>
    </message>
    <message>
        <source>Loses with the most card points</source>
        <translation>Pierde con más puntos</translation>
    </message>
    <message>
        <source>Runners charged to the caller alone</source>
        <translation>Matadores: los paga solo el que llama</translation>
    </message>
    <message>
        <source>Runners not charged to the partner</source>
        <translation>Matadores: no los paga el compañero</translation>
    </message>
    <message>
        <source>From the Stock</source>
        <translation>Del bote</translation>
    </message>
    <message>
        <source>Into the Stock</source>
        <translation>Al bote</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Juego</translation>
    </message>
    <message>
        <source>Matadors</source>
        <translation>Matadores</translation>
    </message>
    <message>
        <source>Base value</source>
        <translation>Valor base</translation>
    </message>
    <message>
        <source>Game value</source>
        <translation>Valor del juego</translation>
    </message>
    <message>
        <source>Overbid</source>
        <translation>Puja excesiva</translation>
    </message>
    <message>
        <source>Lost: counts double</source>
        <translation>Perdido: cuenta doble</translation>
    </message>
    <message>
        <source>All tricks</source>
        <translation>Todas las bazas</translation>
    </message>
    <message>
        <source>Won with 91 or more</source>
        <translation>Ganado con 91 o más</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Ganado</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Perdido</translation>
    </message>
    <message>
        <source>No trick</source>
        <translation>Sin baza</translation>
    </message>
    <message>
        <source>Conceded</source>
        <translation>Retirado</translation>
    </message>
    <message>
        <source>Jan (under 31 points)</source>
        <translation>Jan (menos de 31 puntos)</translation>
    </message>
    <message>
        <source>Vol by one player</source>
        <translation>Vol de un solo jugador</translation>
    </message>
    <message>
        <source>Vol (all tricks)</source>
        <translation>Vol (todas las bazas)</translation>
    </message>
    <message>
        <source>Won with 90 or more</source>
        <translation>Ganado con 90 o más</translation>
    </message>
    <message>
        <source>Javn (30 or less)</source>
        <translation>Javn (30 o menos)</translation>
    </message>
    <message>
        <source>No bid: 61 or more wins</source>
        <translation>Sin puja: gana quien tenga 61 o más</translation>
    </message>
    <message>
        <source>60:60</source>
        <translation>60:60</translation>
    </message>
    <message>
        <source>60:60 bonus</source>
        <translation>Bonificación por 60:60</translation>
    </message>
    <message>
        <source>Cross</source>
        <translation>Cruz</translation>
    </message>
    <message>
        <source>Won, schneider</source>
        <translation>Ganado, con Schneider</translation>
    </message>
    <message>
        <source>Won, no-tricker</source>
        <translation>Ganado, sin baza del rival</translation>
    </message>
    <message>
        <source>Lost, schneidered</source>
        <translation>Perdido, con Schneider</translation>
    </message>
    <message>
        <source>Lost, no-tricker</source>
        <translation>Perdido, sin baza</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>Unidad</translation>
    </message>
    <message>
        <source>Doubler</source>
        <translation>Doubler</translation>
    </message>
    <message>
        <source>Double on the bump</source>
        <translation>Doble al perder</translation>
    </message>
    <message>
        <source>Each defender pays or receives</source>
        <translation>Cada defensor paga o cobra</translation>
    </message>
    <message>
        <source>Partner (pays nothing)</source>
        <translation>Socio (no paga)</translation>
    </message>
    <message>
        <source>Defender</source>
        <translation>Defensor</translation>
    </message>
    <message>
        <source>Leaster won</source>
        <translation>Leaster ganado</translation>
    </message>
    <message>
        <source>Leaster lost</source>
        <translation>Leaster perdido</translation>
    </message>
    <message>
        <source>Leaster: a wash, fewest points</source>
        <translation>Leaster en tablas, menos puntos</translation>
    </message>
    <message>
        <source>Schwanzer count</source>
        <translation>Recuento de Schwanzer</translation>
    </message>
    <message>
        <source>Schwanzer lost</source>
        <translation>Schwanzer perdido</translation>
    </message>
    <message>
        <source>Schneider announced</source>
        <translation>Schneider anunciado</translation>
    </message>
    <message>
        <source>Schwarz announced</source>
        <translation>Schwarz anunciado</translation>
    </message>
    <message>
        <source>Ouvert</source>
        <translation>Descubierto</translation>
    </message>
    <message>
        <source>Bock</source>
        <translation>Ronda Bock</translation>
    </message>
    <message>
        <source>Lost only by the announcement: counts single</source>
        <translation>Perdido solo por el anuncio: cuenta simple</translation>
    </message>
    <message>
        <source>On the list</source>
        <translation>Se anota</translation>
    </message>
    <message>
        <source>Seeger-Fabian: won game</source>
        <translation>Seeger-Fabian: juego ganado</translation>
    </message>
    <message>
        <source>Seeger-Fabian: lost game</source>
        <translation>Seeger-Fabian: juego perdido</translation>
    </message>
    <message>
        <source>Each other player gets</source>
        <translation>Cada uno de los demás recibe</translation>
    </message>
    <message>
        <source>Everyone passed</source>
        <translation>Todos pasan</translation>
    </message>
    <message>
        <source>plain</source>
        <translation>simple</translation>
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
        <translation>jan</translation>
    </message>
    <message>
        <source>no trick</source>
        <translation>sin baza</translation>
    </message>
    <message>
        <source>won</source>
        <translation>ganado</translation>
    </message>
    <message>
        <source>won, schneider</source>
        <translation>ganado, con Schneider</translation>
    </message>
    <message>
        <source>won, no-tricker</source>
        <translation>ganado, rival sin baza</translation>
    </message>
    <message>
        <source>lost</source>
        <translation>perdido</translation>
    </message>
    <message>
        <source>lost, schneidered</source>
        <translation>perdido, con Schneider</translation>
    </message>
    <message>
        <source>lost, no-tricker</source>
        <translation>perdido, sin baza</translation>
    </message>
    <message>
        <source>Everyone passed: the cards are thrown in.</source>
        <translation>Todos pasan: se tiran las cartas.</translation>
    </message>
    <message>
        <source>Everyone passed: each player pays into the Stock.</source>
        <translation>Todos pasan: cada jugador paga al bote.</translation>
    </message>
    <message>
        <source>Ramsch: the most card points lose.</source>
        <translation>Ramsch: pierde quien tenga más puntos.</translation>
    </message>
    <message>
        <source>The declarer conceded.</source>
        <translation>El declarante se ha retirado.</translation>
    </message>
    <message>
        <source>Nobody bid: played with clubs trumps.</source>
        <translation>Nadie pujó: se juega con tréboles de triunfo.</translation>
    </message>
    <message>
        <source>Everyone passed: a leaster, the fewest points win.</source>
        <translation>Todos pasan: leaster, gana quien haga menos puntos.</translation>
    </message>
    <message>
        <source>Everyone passed: the cards are thrown in and a later hand counts double.</source>
        <translation>Todos pasan: se tiran las cartas y una mano posterior cuenta doble.</translation>
    </message>
    <message>
        <source>Everyone passed: Schwanzer, the hands are scored as dealt.</source>
        <translation>Todos pasan: Schwanzer, se puntúan las manos tal como se repartieron.</translation>
    </message>
    <message>
        <source>Everyone passed: the deal is void.</source>
        <translation>Todos pasan: la mano se anula.</translation>
    </message>
    <message>
        <source>%1 took every trick: %2</source>
        <translation>%1 – todas las bazas: %2</translation>
    </message>
    <message>
        <source>%1 won with %2 points: %3</source>
        <translation>%1 – victoria con %2 puntos: %3</translation>
    </message>
    <message>
        <source>%1 won: %2</source>
        <translation>%1 – victoria: %2</translation>
    </message>
    <message>
        <source>Runners: with %1</source>
        <translation>Matadores: con %1</translation>
    </message>
    <message>
        <source>Runners: without %1</source>
        <translation>Matadores: sin %1</translation>
    </message>
    <message>
        <source>Runners: %1</source>
        <translation>Matadores: %1</translation>
    </message>
    <message>
        <source>Durchmarsch by %1</source>
        <translation>Durchmarsch: %1</translation>
    </message>
    <message>
        <source>Alone in a partner game</source>
        <translation>Solo en un juego con socio</translation>
    </message>
    <message>
        <source>%1 with %2 points</source>
        <translation>%1 (%2 puntos)</translation>
    </message>
    <message>
        <source>Matadors: with %1</source>
        <translation>Matadores: con %1</translation>
    </message>
    <message>
        <source>Matadors: without %1</source>
        <translation>Matadores: sin %1</translation>
    </message>
    <message>
        <source>Game value: %1 × %2</source>
        <translation>Valor del juego: %1 × %2</translation>
    </message>
    <message>
        <source>Overbid: bid %1</source>
        <translation>Puja excesiva: puja de %1</translation>
    </message>
    <message>
        <source>Ramsch: most card points</source>
        <translation>Ramsch: más puntos</translation>
    </message>
    <message>
        <source>Tied for most card points, took the highest trump: %1</source>
        <translation>Empate a puntos, ganó el triunfo más alto: %1</translation>
    </message>
    <message>
        <source>Tied for most card points, took more tricks: %1</source>
        <translation>Empate a puntos, más bazas: %1</translation>
    </message>
    <message>
        <source>Tied for most card points, all tied lose: %1</source>
        <translation>Empate a puntos, pierden todos los empatados: %1</translation>
    </message>
    <message>
        <source>Loses with the most card points: %1</source>
        <translation>Pierde con más puntos: %1</translation>
    </message>
    <message>
        <source>From the Stock to %1, each</source>
        <translation>Del bote, cada uno: %1</translation>
    </message>
    <message>
        <source>From the Stock to %1</source>
        <translation>Del bote: %1</translation>
    </message>
    <message>
        <source>Into the Stock from %1, each</source>
        <translation>Al bote, cada uno: %1</translation>
    </message>
    <message>
        <source>Into the Stock from %1</source>
        <translation>Al bote: %1</translation>
    </message>
    <message>
        <source>Double cross for %1</source>
        <translation>Doble cruz: %1</translation>
    </message>
    <message>
        <source>Cross for %1</source>
        <translation>Cruz: %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>result line: what, who</comment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Discarding two cards</source>
        <translation>Descartar dos cartas</translation>
    </message>
    <message>
        <source>Discard exactly two different cards.</source>
        <translation>Descarta exactamente dos cartas distintas.</translation>
    </message>
    <message>
        <source>Tout: the sum counts double</source>
        <translation>Tout: la suma cuenta doble</translation>
    </message>
    <message>
        <source>Sie: the sum counts four times</source>
        <translation>Sie: la suma cuenta cuádruple</translation>
    </message>
    <message>
        <source>General</source>
        <translation>General</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>Reparto</translation>
    </message>
    <message>
        <source>When everyone passes</source>
        <translation>Si todos pasan</translation>
    </message>
    <message>
        <source>Tariff</source>
        <translation>Tarifa</translation>
    </message>
    <message>
        <source>Doubling</source>
        <translation>Doblar</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Juegos</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>Puntuación</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Mesa</translation>
    </message>
    <message>
        <source>Bock rounds</source>
        <translation>Rondas Bock</translation>
    </message>
    <message>
        <source>Pack</source>
        <translation>Baraja</translation>
    </message>
    <message>
        <source>All pass</source>
        <translation>Todos pasan</translation>
    </message>
    <message>
        <source>Stock limit</source>
        <translation>Límite del bote</translation>
    </message>
    <message>
        <source>Forced game needs</source>
        <translation>El juego obligado necesita</translation>
    </message>
    <message>
        <source>Runners from (Sauspiel, Solo)</source>
        <translation>Matadores desde (Sauspiel, solo)</translation>
    </message>
    <message>
        <source>Runners from (Wenz, Geier)</source>
        <translation>Matadores desde (Wenz, Geier)</translation>
    </message>
    <message>
        <source>Runners charged to the caller</source>
        <translation>Matadores a cargo del que llama</translation>
    </message>
    <message>
        <source>Knocking (Klopfen)</source>
        <translation>Tocar (Klopfen)</translation>
    </message>
    <message>
        <source>Kontra until</source>
        <translation>Kontra hasta</translation>
    </message>
    <message>
        <source>Doublings in a row</source>
        <translation>Doblos seguidos</translation>
    </message>
    <message>
        <source>Games allowed</source>
        <translation>Juegos permitidos</translation>
    </message>
    <message>
        <source>Game ranking (lowest first)</source>
        <translation>Orden de los juegos (el menor primero)</translation>
    </message>
    <message>
        <source>Hearts Solo priority</source>
        <translation>Prioridad del solo de corazones</translation>
    </message>
    <message>
        <source>Tout without runners</source>
        <translation>Tout sin matadores</translation>
    </message>
    <message>
        <source>Bettel: must beat</source>
        <translation>Bettel: obligación de montar</translation>
    </message>
    <message>
        <source>Caller keeps the called suit</source>
        <translation>El que llama guarda el palo llamado</translation>
    </message>
    <message>
        <source>Ramsch tie</source>
        <translation>Empate en el Ramsch</translation>
    </message>
    <message>
        <source>Variant</source>
        <translation>Variante</translation>
    </message>
    <message>
        <source>Øre at the start</source>
        <translation>Øre al empezar</translation>
    </message>
    <message>
        <source>Stroking the cat</source>
        <translation>Acariciar al gato</translation>
    </message>
    <message>
        <source>Conceding</source>
        <translation>Retirarse</translation>
    </message>
    <message>
        <source>Forfeit for the untouched</source>
        <translation>Prenda para los intactos</translation>
    </message>
    <message>
        <source>Farvesjavs</source>
        <translation>Farvesjavs</translation>
    </message>
    <message>
        <source>Declarer without a trick</source>
        <translation>Declarante sin bazas</translation>
    </message>
    <message>
        <source>A lost contract costs</source>
        <translation>Un contrato perdido cuesta</translation>
    </message>
    <message>
        <source>Cut or tap</source>
        <translation>Cortar o tocar</translation>
    </message>
    <message>
        <source>Equal bids</source>
        <translation>Pujas iguales</translation>
    </message>
    <message>
        <source>Clubs must be bid better</source>
        <translation>Los tréboles se pujan «mejor»</translation>
    </message>
    <message>
        <source>Must overtrump</source>
        <translation>Obligación de contrafallar</translation>
    </message>
    <message>
        <source>Overtrump the partner too</source>
        <translation>También sobre el compañero</translation>
    </message>
    <message>
        <source>Overtrump on a trump lead</source>
        <translation>Contrafallar a una salida de triunfo</translation>
    </message>
    <message>
        <source>Defenders score</source>
        <translation>Puntuación de los defensores</translation>
    </message>
    <message>
        <source>Ladder starts at</source>
        <translation>La escalera empieza en</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Jugadores</translation>
    </message>
    <message>
        <source>Four players</source>
        <translation>Cuatro jugadores</translation>
    </message>
    <message>
        <source>Call-up</source>
        <translation>Llamar la jota siguiente</translation>
    </message>
    <message>
        <source>Going alone</source>
        <translation>Jugar solo</translation>
    </message>
    <message>
        <source>Ten call</source>
        <translation>Llamar un diez</translation>
    </message>
    <message>
        <source>Unknown call (under card)</source>
        <translation>Llamada oculta</translation>
    </message>
    <message>
        <source>Partner may run</source>
        <translation>El compañero puede escaparse</translation>
    </message>
    <message>
        <source>Leaster: the blind goes to</source>
        <translation>Leaster: el pozo es para</translation>
    </message>
    <message>
        <source>Leaster needs a trick</source>
        <translation>El leaster exige una baza</translation>
    </message>
    <message>
        <source>Leaster tie</source>
        <translation>Empate en el leaster</translation>
    </message>
    <message>
        <source>Doublers</source>
        <translation>Doublers (duplicados)</translation>
    </message>
    <message>
        <source>After a doubler</source>
        <translation>Tras un doubler</translation>
    </message>
    <message>
        <source>Cracks</source>
        <translation>Crack</translation>
    </message>
    <message>
        <source>Who may crack</source>
        <translation>Quién puede hacer crack</translation>
    </message>
    <message>
        <source>Cracks per hand</source>
        <translation>Cracks por mano</translation>
    </message>
    <message>
        <source>Alone multiplier</source>
        <translation>Multiplicador por jugar solo</translation>
    </message>
    <message>
        <source>Partner exempt without a trick</source>
        <translation>Socio exento sin bazas</translation>
    </message>
    <message>
        <source>Schneider for both sides</source>
        <translation>Schneider para ambos bandos</translation>
    </message>
    <message>
        <source>Wergin (3 players)</source>
        <translation>Wergin (3 jugadores)</translation>
    </message>
    <message>
        <source>Players at the table</source>
        <translation>Jugadores en la mesa</translation>
    </message>
    <message>
        <source>Scoring system</source>
        <translation>Sistema de puntuación</translation>
    </message>
    <message>
        <source>Missed announcement counts single</source>
        <translation>Anuncio fallido cuenta simple</translation>
    </message>
    <message>
        <source>Refuse games below the bid</source>
        <translation>Rechazar juegos que no alcanzan la puja</translation>
    </message>
    <message>
        <source>Raise before the first card</source>
        <translation>Subir antes de la primera carta</translation>
    </message>
    <message>
        <source>Seeger-Fabian: the dealer scores too</source>
        <translation>Seeger-Fabian: el repartidor también anota</translation>
    </message>
    <message>
        <source>Ramsch scoring</source>
        <translation>Puntuación del Ramsch</translation>
    </message>
    <message>
        <source>Ramsch: the skat goes to</source>
        <translation>Ramsch: el skat es para</translation>
    </message>
    <message>
        <source>Schieberamsch: jacks may be passed</source>
        <translation>Schieberamsch: se pueden pasar jotas</translation>
    </message>
    <message>
        <source>Overbid checked with</source>
        <translation>Puja excesiva: se compara</translation>
    </message>
    <message>
        <source>A Bock round after</source>
        <translation>Ronda Bock tras</translation>
    </message>
    <message>
        <source>Long pack (32)</source>
        <translation>Baraja larga (32)</translation>
    </message>
    <message>
        <source>Short pack (24)</source>
        <translation>Baraja corta (24)</translation>
    </message>
    <message>
        <source>Throw in and redeal</source>
        <translation>Tirar las cartas y repartir de nuevo</translation>
    </message>
    <message>
        <source>Play Ramsch</source>
        <translation>Jugar Ramsch</translation>
    </message>
    <message>
        <source>Pay into the Stock</source>
        <translation>Pagar al bote</translation>
    </message>
    <message>
        <source>The Acorns Ober must play</source>
        <translation>El Ober de bellotas debe jugar</translation>
    </message>
    <message>
        <source>Before the first card</source>
        <translation>Antes de la primera carta</translation>
    </message>
    <message>
        <source>Before the second card</source>
        <translation>Antes de la segunda carta</translation>
    </message>
    <message>
        <source>While the doubler holds all cards</source>
        <translation>Mientras quien dobla tenga todas sus cartas</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Ninguna</translation>
    </message>
    <message>
        <source>Hearts Solo outranks other solos</source>
        <translation>El solo de corazones supera a los demás</translation>
    </message>
    <message>
        <source>Allowed</source>
        <translation>Permitido</translation>
    </message>
    <message>
        <source>Only with three runners</source>
        <translation>Solo con tres matadores</translation>
    </message>
    <message>
        <source>Highest trump loses</source>
        <translation>Pierde el triunfo más alto</translation>
    </message>
    <message>
        <source>More tricks lose</source>
        <translation>Pierde quien tenga más bazas</translation>
    </message>
    <message>
        <source>All tied players lose</source>
        <translation>Pierden todos los empatados</translation>
    </message>
    <message>
        <source>Doubles every payment</source>
        <translation>Dobla todos los pagos</translation>
    </message>
    <message>
        <source>Doubles the Jungfrau&apos;s share once</source>
        <translation>Dobla una vez la parte de la Jungfrau</translation>
    </message>
    <message>
        <source>Doubles the Jungfrau&apos;s share per Jungfrau</source>
        <translation>Dobla la parte por cada Jungfrau</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Desactivado</translation>
    </message>
    <message>
        <source>At least 91 points</source>
        <translation>Al menos 91 puntos</translation>
    </message>
    <message>
        <source>3 players, 20 cards</source>
        <translation>3 jugadores, 20 cartas</translation>
    </message>
    <message>
        <source>4 players, 18 cards (Flyvesjavs)</source>
        <translation>4 jugadores, 18 cartas (Flyvesjavs)</translation>
    </message>
    <message>
        <source>Contract game with Tens</source>
        <translation>Juego de contratos con dieces</translation>
    </message>
    <message>
        <source>The next dealer deals</source>
        <translation>Reparte el siguiente</translation>
    </message>
    <message>
        <source>The same dealer deals again</source>
        <translation>El mismo repartidor vuelve a dar</translation>
    </message>
    <message>
        <source>Discard blind, then take the cat</source>
        <translation>Descartar a ciegas y luego tomar el gato</translation>
    </message>
    <message>
        <source>Take the cat, then discard</source>
        <translation>Tomar el gato y luego descartar</translation>
    </message>
    <message>
        <source>Loses 16 whatever the cat holds</source>
        <translation>Pierde 16 tenga lo que tenga el gato</translation>
    </message>
    <message>
        <source>Loses 8 if the cat gives him points</source>
        <translation>Pierde 8 si el gato le da puntos</translation>
    </message>
    <message>
        <source>Spil and Stryger ×2 or ×3, Tout the base</source>
        <translation>Spil y Stryger ×2 o ×3, Tout la tarifa base</translation>
    </message>
    <message>
        <source>Always the base rate</source>
        <translation>Siempre la tarifa base</translation>
    </message>
    <message>
        <source>×2 or ×3 for every game</source>
        <translation>×2 o ×3 en todos los juegos</translation>
    </message>
    <message>
        <source>Tórshavn</source>
        <translation>Tórshavn</translation>
    </message>
    <message>
        <source>Suðuroy (not available yet)</source>
        <translation>Suðuroy (aún no disponible)</translation>
    </message>
    <message>
        <source>Cut</source>
        <translation>Cortar</translation>
    </message>
    <message>
        <source>Tap</source>
        <translation>Tocar</translation>
    </message>
    <message>
        <source>Play with clubs trumps</source>
        <translation>Jugar con tréboles de triunfo</translation>
    </message>
    <message>
        <source>The earlier bidder keeps it</source>
        <translation>Se lo queda quien pujó antes</translation>
    </message>
    <message>
        <source>The later bidder takes it</source>
        <translation>Se lo lleva quien puja después</translation>
    </message>
    <message>
        <source>2, or 4 in clubs</source>
        <translation>2, o 4 en tréboles</translation>
    </message>
    <message>
        <source>4, 8 or 16 by the result</source>
        <translation>4, 8 o 16 según el resultado</translation>
    </message>
    <message>
        <source>Always 4 (8 in clubs)</source>
        <translation>Siempre 4 (8 en tréboles)</translation>
    </message>
    <message>
        <source>Cutthroat (picker alone)</source>
        <translation>Todos contra todos (el tomador solo)</translation>
    </message>
    <message>
        <source>With a partner</source>
        <translation>Con socio</translation>
    </message>
    <message>
        <source>Jack of Diamonds</source>
        <translation>Jota de diamantes</translation>
    </message>
    <message>
        <source>Play a leaster</source>
        <translation>Jugar un leaster</translation>
    </message>
    <message>
        <source>Throw in, a later hand doubled</source>
        <translation>Tirar las cartas, una mano posterior doble</translation>
    </message>
    <message>
        <source>The dealer must pick</source>
        <translation>El repartidor debe tomar</translation>
    </message>
    <message>
        <source>Schwanzer (score the hands)</source>
        <translation>Schwanzer (puntuar las manos)</translation>
    </message>
    <message>
        <source>The last trick&apos;s winner</source>
        <translation>Quien gane la última baza</translation>
    </message>
    <message>
        <source>The first trick&apos;s winner</source>
        <translation>Quien gane la primera baza</translation>
    </message>
    <message>
        <source>All tied players win</source>
        <translation>Ganan todos los empatados</translation>
    </message>
    <message>
        <source>A wash: nobody is paid</source>
        <translation>Tablas: nadie cobra</translation>
    </message>
    <message>
        <source>One later hand each</source>
        <translation>Una mano posterior cada uno</translation>
    </message>
    <message>
        <source>The next hand, once per doubler</source>
        <translation>La mano siguiente, una vez por doubler</translation>
    </message>
    <message>
        <source>The same dealer deals again (up to 3 times)</source>
        <translation>El mismo repartidor vuelve a dar (hasta 3 veces)</translation>
    </message>
    <message>
        <source>Only players after the picker</source>
        <translation>Solo los que van después del tomador</translation>
    </message>
    <message>
        <source>Any defender</source>
        <translation>Cualquier defensor</translation>
    </message>
    <message>
        <source>Crack and re-crack</source>
        <translation>Crack y re-crack</translation>
    </message>
    <message>
        <source>Crack only</source>
        <translation>Solo crack</translation>
    </message>
    <message>
        <source>Black queens</source>
        <translation>Damas negras</translation>
    </message>
    <message>
        <source>Black or red queens</source>
        <translation>Damas negras o rojas</translation>
    </message>
    <message>
        <source>ISkO list</source>
        <translation>Lista ISkO</translation>
    </message>
    <message>
        <source>Seeger-Fabian</source>
        <translation>Sistema Seeger-Fabian</translation>
    </message>
    <message>
        <source>The loser scores his card points minus</source>
        <translation>El perdedor se anota sus puntos en negativo</translation>
    </message>
    <message>
        <source>The loser</source>
        <translation>El perdedor</translation>
    </message>
    <message>
        <source>The value before Kontra and Re</source>
        <translation>El valor antes de Kontra y Re</translation>
    </message>
    <message>
        <source>The value after Kontra and Re</source>
        <translation>El valor después de Kontra y Re</translation>
    </message>
    <message>
        <source>A lost game with Kontra</source>
        <translation>Un juego perdido con Kontra</translation>
    </message>
    <message>
        <source>A game with Re</source>
        <translation>Un juego con Re</translation>
    </message>
    <message>
        <source>A won Grand Hand</source>
        <translation>Un gran juego sin skat ganado</translation>
    </message>
    <message>
        <source>A game worth 100 or more</source>
        <translation>Un juego que vale 100 o más</translation>
    </message>
    <message>
        <source>Wirtshaus (standard)</source>
        <translation>Wirtshaus (estándar)</translation>
    </message>
    <message>
        <source>Tournament</source>
        <translation>Torneo</translation>
    </message>
    <message>
        <source>Short pack</source>
        <translation>Baraja corta</translation>
    </message>
    <message>
        <source>Ramsch and Klopfen</source>
        <translation>Ramsch y Klopfen</translation>
    </message>
    <message>
        <source>Everything on</source>
        <translation>Todo activado</translation>
    </message>
    <message>
        <source>Stock</source>
        <translation>Bote (Stock)</translation>
    </message>
    <message>
        <source>Der Alte muss</source>
        <translation>Der Alte muss (juego obligado)</translation>
    </message>
    <message>
        <source>Standard</source>
        <translation>Estándar</translation>
    </message>
    <message>
        <source>Look at the cat first</source>
        <translation>Ver primero el gato</translation>
    </message>
    <message>
        <source>Flyvesjavs (4 players)</source>
        <translation>Flyvesjavs (4 jugadores)</translation>
    </message>
    <message>
        <source>Tórshavn (standard)</source>
        <translation>Tórshavn (estándar)</translation>
    </message>
    <message>
        <source>Online rules (sjavs-backend)</source>
        <translation>Reglas en línea (sjavs-backend)</translation>
    </message>
    <message>
        <source>Base system</source>
        <translation>Sistema básico</translation>
    </message>
    <message>
        <source>Tap instead of cut</source>
        <translation>Tocar en vez de cortar</translation>
    </message>
    <message>
        <source>Tavern (standard)</source>
        <translation>Taberna (estándar)</translation>
    </message>
    <message>
        <source>Three-handed</source>
        <translation>A tres</translation>
    </message>
    <message>
        <source>Four-handed cutthroat</source>
        <translation>Cuatro, todos contra todos</translation>
    </message>
    <message>
        <source>Four-handed with a partner</source>
        <translation>Cuatro con socio</translation>
    </message>
    <message>
        <source>ISkO (standard)</source>
        <translation>ISkO (estándar)</translation>
    </message>
    <message>
        <source>ISkO, four at the table</source>
        <translation>ISkO, a cuatro</translation>
    </message>
    <message>
        <source>Seeger-Fabian (tournament)</source>
        <translation>Seeger-Fabian (torneo)</translation>
    </message>
    <message>
        <source>Seeger-Fabian, four at the table</source>
        <translation>Seeger-Fabian, a cuatro</translation>
    </message>
    <message>
        <source>Pub table (Ramsch, Kontra, Bock)</source>
        <translation>Taberna (Ramsch, Kontra, Bock)</translation>
    </message>
    <message>
        <source>On</source>
        <translation>Activado</translation>
    </message>
</context>
<context>
    <name>presets</name>
    <message>
        <source>A preset needs a name.</source>
        <translation>Un reglamento necesita un nombre.</translation>
    </message>
    <message>
        <source>A preset name has at most %1 characters.</source>
        <translation>El nombre de un reglamento tiene como máximo %1 caracteres.</translation>
    </message>
    <message>
        <source>A built-in preset has this name: choose another one.</source>
        <translation>Un reglamento incorporado ya se llama así: elige otro nombre.</translation>
    </message>
    <message>
        <source>Another preset has this name: choose another one.</source>
        <translation>Otro reglamento ya se llama así: elige otro nombre.</translation>
    </message>
</context>
<context>
    <name>problems</name>
    <message>
        <source>cannot be read</source>
        <translation>no se puede leer</translation>
    </message>
    <message>
        <source>is not a text file</source>
        <translation>no es un archivo de texto</translation>
    </message>
    <message>
        <source>is damaged (not valid JSON)</source>
        <translation>está dañado (no es JSON válido)</translation>
    </message>
    <message>
        <source>is not the right kind of file</source>
        <translation>no es un archivo del tipo correcto</translation>
    </message>
    <message>
        <source>was written by a newer version of Stich</source>
        <translation>lo escribió una versión más reciente de Stich</translation>
    </message>
    <message>
        <source>comes from a version of Stich too old to read</source>
        <translation>es de una versión de Stich demasiado antigua</translation>
    </message>
    <message>
        <source>holds something that does not fit (edited by hand?)</source>
        <translation>contiene algo que no encaja (¿editado a mano?)</translation>
    </message>
    <message>
        <source>is damaged (not a database)</source>
        <translation>está dañado (no es una base de datos)</translation>
    </message>
    <message>
        <source>belongs to another program</source>
        <translation>pertenece a otro programa</translation>
    </message>
    <message>
        <source>cannot be used right now (is Stich running twice?)</source>
        <translation>no se puede usar ahora (¿está Stich abierto dos veces?)</translation>
    </message>
    <message>
        <source>cannot be written (disk full or no permission)</source>
        <translation>no se puede escribir (disco lleno o sin permiso)</translation>
    </message>
    <message>
        <source>The saved match</source>
        <translation>La partida guardada</translation>
    </message>
    <message>
        <source>The hand history and statistics</source>
        <translation>El historial de manos y las estadísticas</translation>
    </message>
    <message>
        <source>The settings</source>
        <translation>Los ajustes</translation>
    </message>
    <message>
        <source>A house-rule preset</source>
        <translation>Un reglamento</translation>
    </message>
    <message>
        <source>The data folder</source>
        <translation>La carpeta de datos</translation>
    </message>
    <message>
        <source>A file</source>
        <translation>Un archivo</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;: %2 %3.</source>
        <comment>file, name, reason</comment>
        <translation>&lt;b&gt;%1&lt;/b&gt;: %2 %3.</translation>
    </message>
    <message>
        <source>Set aside as %1 (nothing was deleted); Stich goes on without this file.</source>
        <translation>Apartado como %1 (no se ha borrado nada); Stich sigue sin este archivo.</translation>
    </message>
    <message>
        <source>Left as it is; this session keeps its hands in memory only.</source>
        <translation>Se ha dejado tal cual; esta sesión guarda sus manos solo en memoria.</translation>
    </message>
    <message>
        <source>Details: %1</source>
        <translation>Detalles: %1</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Idioma</translation>
    </message>
    <message>
        <source>Animation speed</source>
        <translation>Velocidad de animación</translation>
    </message>
    <message>
        <source>Window size and position</source>
        <translation>Tamaño y posición de la ventana</translation>
    </message>
    <message>
        <source>The last choices in New game</source>
        <translation>Las últimas opciones de «Nueva partida»</translation>
    </message>
    <message>
        <source>High-contrast felt</source>
        <translation>Tapete de alto contraste</translation>
    </message>
    <message>
        <source>Four-colour French deck</source>
        <translation>Baraja francesa de cuatro colores</translation>
    </message>
    <message>
        <source>Card back</source>
        <translation>Reverso</translation>
    </message>
    <message>
        <source>Card size</source>
        <translation>Tamaño de las cartas</translation>
    </message>
    <message>
        <source>Colour-blind-safe marks</source>
        <translation>Marcas aptas para daltónicos</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Pista</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Deshacer</translation>
    </message>
    <message>
        <source>Could I have done better?</source>
        <translation>¿Podría haberlo hecho mejor?</translation>
    </message>
    <message>
        <source>Why?</source>
        <translation>¿Por qué?</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;: %2 holds values Stich cannot use.</source>
        <comment>file, name</comment>
        <translation>&lt;b&gt;%1&lt;/b&gt;: %2 contiene valores que Stich no puede usar.</translation>
    </message>
    <message>
        <source>%1 (%2): “%3” is not a possible value.</source>
        <comment>setting, its key in the file, the stored value</comment>
        <translation>%1 (%2): «%3» no es un valor posible.</translation>
    </message>
    <message>
        <source>Line %1 is not a setting: “%2”.</source>
        <comment>line number, the line</comment>
        <translation>La línea %1 no es un ajuste: «%2».</translation>
    </message>
    <message>
        <source>These settings are back to their defaults; the others are kept.</source>
        <translation>Estos ajustes vuelven a sus valores predeterminados; los demás se conservan.</translation>
    </message>
    <message>
        <source>A copy of the file as it was is kept as %1 (nothing was deleted).</source>
        <translation>Se ha guardado una copia del archivo tal como estaba en %1 (no se ha borrado nada).</translation>
    </message>
    <message>
        <source>No copy of the file could be written, so it was left as it is.</source>
        <translation>No se pudo escribir una copia del archivo, así que se ha dejado como estaba.</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; %2.</source>
        <comment>file name, reason</comment>
        <translation>&lt;b&gt;%1&lt;/b&gt; %2.</translation>
    </message>
    <message>
        <source>The file was not changed.</source>
        <translation>El archivo no se ha modificado.</translation>
    </message>
</context>
<context>
    <name>rules</name>
    <message>
        <source>3 players with 20 cards (A K Q J 5), 4 players with 18 cards (no red queens), or the Danish contract game with Tens (Spil, Stryger, Tout, Strøget tout).</source>
        <comment>klorsjavs.variant</comment>
        <translation>Tres jugadores con 20 cartas (A K Q J 5), cuatro jugadores con 18 cartas (sin las damas rojas) o el juego danés de contratos con dieces (Spil, Stryger, Tout, Strøget tout).</translation>
    </message>
    <message>
        <source>Øre each player starts a game with; at 0 or less he loses.</source>
        <comment>klorsjavs.start_oere</comment>
        <translation>Øre con los que cada jugador empieza la partida; quien llega a 0 o menos, pierde.</translation>
    </message>
    <message>
        <source>When all pass, the next dealer or the same dealer deals again.</source>
        <comment>klorsjavs.all_pass</comment>
        <translation>Si todos pasan, reparte de nuevo el siguiente repartidor o el mismo.</translation>
    </message>
    <message>
        <source>Stroking the cat: discard 2 blind and then take the cat, or take the cat first and then discard any 2 cards.</source>
        <comment>klorsjavs.cat_exchange</comment>
        <translation>Acariciar al gato: descartar 2 cartas a ciegas y luego tomar el gato, o tomar primero el gato y luego descartar 2 cartas cualesquiera.</translation>
    </message>
    <message>
        <source>The declarer may give up before the first card is led (loses 8 øre).</source>
        <comment>klorsjavs.allow_concession</comment>
        <translation>El declarante puede retirarse antes de la primera salida (pierde 8 øre).</translation>
    </message>
    <message>
        <source>A player still untouched at the starting øre when the game ends also pays a forfeit.</source>
        <comment>klorsjavs.untouched_penalty</comment>
        <translation>Quien sigue intacto con los øre iniciales al acabar la partida también paga una prenda.</translation>
    </message>
    <message>
        <source>A declarer who takes no trick loses 16 øre whatever the cat or his discards hold; or, counting those, 8 when they give him points (16 only at 0 points).</source>
        <comment>klorsjavs.no_trick_row</comment>
        <translation>Un declarante que no hace ninguna baza pierde 16 øre tenga lo que tenga el gato o sus descartes; o, contándolos, 8 si le dan puntos (16 solo con 0 puntos).</translation>
    </message>
    <message>
        <source>Contract game, a lost game: Spil and Stryger cost double below 31 points and triple without a trick, Tout the base rate; or every lost game the base rate; or every lost game scaled, Tout too.</source>
        <comment>klorsjavs.contract_loss</comment>
        <translation>Juego de contratos, un juego perdido: Spil y Stryger cuestan el doble con menos de 31 puntos y el triple sin bazas, Tout la tarifa base; o todo juego perdido la tarifa base; o todo juego perdido escalonado, también Tout.</translation>
    </message>
    <message>
        <source>Contract game only: the declarer names the trump suit (farvesjavs) instead of clubs.</source>
        <comment>klorsjavs.farvesjavs</comment>
        <translation>Solo en el juego de contratos: el declarante elige el palo de triunfo (farvesjavs) en lugar de tréboles.</translation>
    </message>
    <message>
        <source>Long pack of 32 cards, or the short pack of 24 (9 to Ace, 6 each).</source>
        <comment>schafkopf.deck</comment>
        <translation>Baraja larga de 32 cartas o baraja corta de 24 (del nueve al as, 6 por jugador).</translation>
    </message>
    <message>
        <source>When everyone passes: throw in, play Ramsch, pay into the Stock, or the holder of the Eichel-Ober must play after a second all-pass.</source>
        <comment>schafkopf.all_pass</comment>
        <translation>Si todos pasan: se tiran las cartas, se juega Ramsch, se paga al bote, o tras un segundo pase general debe jugar quien tenga el Ober de bellotas.</translation>
    </message>
    <message>
        <source>Base (Sauspiel, Bettel), solo, and the extra for schneider, schwarz and each Laufender.</source>
        <comment>schafkopf.tariff</comment>
        <translation>Tarifa base (Sauspiel, Bettel), solo y el suplemento por Schneider, Schwarz y cada matador (Laufender).</translation>
    </message>
    <message>
        <source>What the Ramsch loser pays each other player.</source>
        <comment>schafkopf.ramsch_tariff</comment>
        <translation>Lo que el perdedor del Ramsch paga a cada uno de los demás.</translation>
    </message>
    <message>
        <source>Largest the Stock pot may grow (0 = no limit).</source>
        <comment>schafkopf.stock_cap</comment>
        <translation>Hasta cuánto puede crecer el bote (0 = sin límite).</translation>
    </message>
    <message>
        <source>Card points a forced game (Der Alte muss) needs to win.</source>
        <comment>schafkopf.muss_win_points</comment>
        <translation>Puntos que necesita un juego obligado (Der Alte muss) para ganar.</translation>
    </message>
    <message>
        <source>Fewest Laufende that count in a Sauspiel, suit solo, Farbwenz or Farbgeier.</source>
        <comment>schafkopf.lauf_min_sauspiel_solo</comment>
        <translation>Mínimo de matadores (Laufende) que cuentan en un Sauspiel, solo de palo, Farbwenz o Farbgeier.</translation>
    </message>
    <message>
        <source>Fewest Laufende that count in a Wenz or Geier.</source>
        <comment>schafkopf.lauf_min_wenz</comment>
        <translation>Mínimo de matadores (Laufende) que cuentan en un Wenz o Geier.</translation>
    </message>
    <message>
        <source>In a lost Sauspiel &apos;ohne&apos;, the Laufende are charged to the caller alone.</source>
        <comment>schafkopf.laufende_to_caller_only</comment>
        <translation>En un Sauspiel perdido «sin» matadores, los paga solo el que llamó.</translation>
    </message>
    <message>
        <source>Sauspiel: until the called suit has been led, the caller may not discard his last card of it.</source>
        <comment>schafkopf.caller_keeps_called_suit</comment>
        <translation>Sauspiel: hasta que haya salido el palo llamado, el que llama no puede descartar su última carta de ese palo.</translation>
    </message>
    <message>
        <source>After the first cards, each player may knock once (x2 each).</source>
        <comment>schafkopf.klopfen</comment>
        <translation>Tras las primeras cartas, cada jugador puede tocar una vez (cada toque dobla).</translation>
    </message>
    <message>
        <source>Until when Kontra and Re may be given: before the first card, before the second card, or while the doubler still holds all his cards.</source>
        <comment>schafkopf.kontra_window</comment>
        <translation>Hasta cuándo se puede decir Kontra y Re: antes de la primera carta, antes de la segunda o mientras quien dobla tenga todas sus cartas.</translation>
    </message>
    <message>
        <source>How many doublings in a row: 2 = Kontra and Re, 4 adds Sup and Hirsch, 0 = none.</source>
        <comment>schafkopf.max_stoss</comment>
        <translation>Cuántos doblos seguidos: 2 = Kontra y Re, 4 añade Sup y Hirsch, 0 = ninguno.</translation>
    </message>
    <message>
        <source>Which games may be announced.</source>
        <comment>schafkopf.contracts_enabled</comment>
        <translation>Qué juegos se pueden anunciar.</translation>
    </message>
    <message>
        <source>Which game outranks which in the auction, lowest first; Tout forms come above all of them in the same order, and Sie highest.</source>
        <comment>schafkopf.priority_table</comment>
        <translation>Qué juego supera a cuál en la subasta, del menor al mayor; los Tout van por encima de todos en el mismo orden, y el Sie es el más alto.</translation>
    </message>
    <message>
        <source>Whether a Herz-Solo outranks the other suit solos.</source>
        <comment>schafkopf.herz_solo_priority</comment>
        <translation>Si el solo de corazones supera a los demás solos de palo.</translation>
    </message>
    <message>
        <source>Whether a Tout needs at least three Laufende in the player&apos;s hand.</source>
        <comment>schafkopf.tout_allowed_without_runners</comment>
        <translation>Si un Tout necesita al menos tres matadores (Laufende) en la mano del que juega.</translation>
    </message>
    <message>
        <source>In a Bettel, a player who follows suit must beat the trick if he can.</source>
        <comment>schafkopf.bettel_stichzwang</comment>
        <translation>En un Bettel, quien asiste debe montar la baza si puede.</translation>
    </message>
    <message>
        <source>Who loses a Ramsch when two players tie for the most points.</source>
        <comment>schafkopf.ramsch_tie</comment>
        <translation>Quién pierde el Ramsch si dos jugadores empatan con más puntos.</translation>
    </message>
    <message>
        <source>How a player who takes no trick (Jungfrau) doubles the payment.</source>
        <comment>schafkopf.ramsch_jungfrau</comment>
        <translation>Cómo dobla el pago un jugador que no hace ninguna baza (Jungfrau).</translation>
    </message>
    <message>
        <source>When one player wins the Ramsch outright: all tricks, at least 91 points, never.</source>
        <comment>schafkopf.ramsch_durchmarsch</comment>
        <translation>Cuándo un jugador gana el Ramsch de golpe (Durchmarsch): todas las bazas, al menos 91 puntos, nunca.</translation>
    </message>
    <message>
        <source>Players at the table: 5 (6 cards each), 3 (10 each) or 4 (7 each).</source>
        <comment>sheepshead.players</comment>
        <translation>Jugadores en la mesa: 5 (6 cartas cada uno), 3 (10 cada uno) o 4 (7 cada uno).</translation>
    </message>
    <message>
        <source>4 players: cutthroat (picker alone, 4-card blind) or the partner form (7C and 7S removed, 2-card blind, picker and partner against two).</source>
        <comment>sheepshead.four_handed</comment>
        <translation>Cuatro jugadores: todos contra todos (el tomador solo, pozo de 4 cartas) o con socio (sin el siete de tréboles ni el de picas, pozo de 2 cartas, tomador y socio contra dos).</translation>
    </message>
    <message>
        <source>Who plays with the picker: the holder of the Jack of Diamonds, or the holder of the fail ace the picker calls.</source>
        <comment>sheepshead.partner_mode</comment>
        <translation>Quién juega con el tomador: quien tiene la jota de diamantes, o quien tiene el as de palo fallido que el tomador llama.</translation>
    </message>
    <message>
        <source>A picker holding the Jack of Diamonds may call the next higher jack he lacks.</source>
        <comment>sheepshead.call_up</comment>
        <translation>Un tomador con la jota de diamantes puede llamar la siguiente jota más alta que no tenga.</translation>
    </message>
    <message>
        <source>The picker may choose to play alone.</source>
        <comment>sheepshead.allow_go_alone</comment>
        <translation>El tomador puede elegir jugar solo.</translation>
    </message>
    <message>
        <source>A picker holding all three fail aces may call a fail ten instead.</source>
        <comment>sheepshead.ten_call</comment>
        <translation>Un tomador con los tres ases de palo fallido puede llamar en su lugar un diez de palo fallido.</translation>
    </message>
    <message>
        <source>With no legal call, the picker may call an ace of a suit he lacks and set one card aside face down as the &apos;under&apos; card.</source>
        <comment>sheepshead.unknown_call</comment>
        <translation>Sin llamada válida, el tomador puede llamar el as de un palo que no tiene y apartar una carta boca abajo (la carta oculta).</translation>
    </message>
    <message>
        <source>Called ace: before the called suit has been led, the partner may lead a low card of it (running); the ace is then free like any card.</source>
        <comment>sheepshead.partner_may_run</comment>
        <translation>As llamado: antes de que salga el palo llamado, el compañero puede salir con una carta baja de ese palo (escaparse); después el as queda libre como cualquier carta.</translation>
    </message>
    <message>
        <source>When everyone passes: play a leaster, throw in and double the next hand, the dealer must pick, or score the hands as dealt (Schwanzer).</source>
        <comment>sheepshead.all_pass</comment>
        <translation>Si todos pasan: se juega un leaster, se tiran las cartas y se dobla la mano siguiente, el repartidor debe tomar el pozo, o se puntúan las manos tal como se repartieron (Schwanzer).</translation>
    </message>
    <message>
        <source>In a leaster the blind goes to the winner of the last trick, of the first trick, or to nobody.</source>
        <comment>sheepshead.leaster_blind</comment>
        <translation>En un leaster el pozo es para quien gane la última baza, la primera, o para nadie.</translation>
    </message>
    <message>
        <source>A leaster is won only by a player who took at least one trick.</source>
        <comment>sheepshead.leaster_requires_trick</comment>
        <translation>Solo gana el leaster quien haya hecho al menos una baza.</translation>
    </message>
    <message>
        <source>Players tied for the fewest points in a leaster all win, or nobody is paid.</source>
        <comment>sheepshead.leaster_tie</comment>
        <translation>Los empatados con menos puntos en un leaster ganan todos, o nadie cobra.</translation>
    </message>
    <message>
        <source>Doublers: each thrown-in deal doubles one later hand (count), or the next hand is doubled once for every thrown-in deal (compound).</source>
        <comment>sheepshead.doubler_stacking</comment>
        <translation>Doublers: cada mano tirada dobla una mano posterior (contar), o la mano siguiente se dobla una vez por cada mano tirada (acumular).</translation>
    </message>
    <message>
        <source>After a doubler the next dealer deals, or the same dealer deals again (at most three times in a row).</source>
        <comment>sheepshead.doubler_dealer</comment>
        <translation>Tras un doubler reparte el siguiente, o el mismo repartidor vuelve a dar (como mucho tres veces seguidas).</translation>
    </message>
    <message>
        <source>A defender may crack (double) before the first lead.</source>
        <comment>sheepshead.cracks</comment>
        <translation>Un defensor puede hacer crack (doblar) antes de la primera salida.</translation>
    </message>
    <message>
        <source>Who may crack: only players seated after the picker in picking order, or any defender.</source>
        <comment>sheepshead.crack_eligibility</comment>
        <translation>Quién puede hacer crack: solo los jugadores que van después del tomador en el orden de tomar, o cualquier defensor.</translation>
    </message>
    <message>
        <source>One crack and one re-crack per hand, or one crack and no re-crack.</source>
        <comment>sheepshead.max_cracks</comment>
        <translation>Un crack y un re-crack por mano, o un crack sin re-crack.</translation>
    </message>
    <message>
        <source>Showing both black (or both red) queens doubles the stakes: the picker before he picks, a defender when he cracks.</source>
        <comment>sheepshead.blitz</comment>
        <translation>Enseñar las dos damas negras (o las dos rojas) dobla la apuesta: el tomador antes de tomar el pozo, un defensor al hacer crack.</translation>
    </message>
    <message>
        <source>Every loss of the picker&apos;s side is doubled.</source>
        <comment>sheepshead.double_on_the_bump</comment>
        <translation>Toda pérdida del bando del tomador se dobla.</translation>
    </message>
    <message>
        <source>Extra multiplier when the picker plays alone in a partner game.</source>
        <comment>sheepshead.solo_multiplier</comment>
        <translation>Multiplicador adicional cuando el tomador juega solo en un juego con socio.</translation>
    </message>
    <message>
        <source>If the picker&apos;s side takes no trick, the picker pays everything and the partner nothing.</source>
        <comment>sheepshead.partner_exempt_on_no_trick</comment>
        <translation>Si el bando del tomador no hace ninguna baza, el tomador lo paga todo y el socio nada.</translation>
    </message>
    <message>
        <source>Schneider at 30 or fewer for either side (the picker&apos;s side then needs 90, not 91, to win schneider).</source>
        <comment>sheepshead.schneider_symmetric</comment>
        <translation>Schneider con 30 o menos para cualquiera de los bandos (el bando del tomador necesita entonces 90, no 91, para ganar con Schneider).</translation>
    </message>
    <message>
        <source>3-handed: double payments (2/4/6 per opponent) and a leaster worth 2, or 4 when the winner took no trick.</source>
        <comment>sheepshead.wergin_3hand</comment>
        <translation>A tres: pagos dobles (2/4/6 por rival) y un leaster que vale 2, o 4 si el ganador no hizo ninguna baza.</translation>
    </message>
    <message>
        <source>The Tórshavn game (pagat). The Suðuroy variations are reserved: their rules are not known yet.</source>
        <comment>sjavs.variant</comment>
        <translation>El juego de Tórshavn (según pagat). Las variantes de Suðuroy están reservadas: aún no se conocen sus reglas.</translation>
    </message>
    <message>
        <source>The dealer&apos;s right-hand neighbour cuts (deal in fours; 3 players 3-(1)-4-(1)-3) or taps the pack (eight at a time; 3 players ten at a time).</source>
        <comment>sjavs.deal_pattern</comment>
        <translation>El jugador a la derecha del repartidor corta (se reparte de cuatro en cuatro; con 3 jugadores 3-(1)-4-(1)-3) o toca la baraja (ocho de una vez; con 3 jugadores diez de una vez).</translation>
    </message>
    <message>
        <source>Nobody has five trumps: the same dealer deals again, or the hand is played with clubs trumps and the side with 61 or more scores 4.</source>
        <comment>sjavs.all_pass</comment>
        <translation>Nadie tiene cinco triunfos: el mismo repartidor vuelve a dar, o se juega con tréboles de triunfo y el bando con 61 o más se anota 4.</translation>
    </message>
    <message>
        <source>Two equal bids: the earlier bidder keeps it (a later player needs a better holding), or the later bidder takes it.</source>
        <comment>sjavs.equal_bid_winner</comment>
        <translation>Dos pujas iguales: se la queda quien pujó antes (uno posterior necesita una mano mejor) o se la lleva quien puja después.</translation>
    </message>
    <message>
        <source>A player whose clubs are among his longest suits must bid and play them (&quot;better&quot;).</source>
        <comment>sjavs.must_name_clubs_if_possible</comment>
        <translation>Quien tiene los tréboles entre sus palos más largos debe pujarlos y jugarlos («mejor»).</translation>
    </message>
    <message>
        <source>A player void in a plain suit that has been trumped must beat the highest trump if he can, even over his partner.</source>
        <comment>sjavs.must_overtrump</comment>
        <translation>Quien tiene fallo en un palo que ya se ha fallado debe superar el triunfo más alto si puede, incluso el de su compañero.</translation>
    </message>
    <message>
        <source>Must overtrump applies even when the player&apos;s partner is winning the trick (OFF: a player whose partner is winning may play any card).</source>
        <comment>sjavs.overtrump_partner</comment>
        <translation>La obligación de contrafallar rige aunque el compañero vaya ganando la baza (NO: quien tiene al compañero ganando puede jugar cualquier carta).</translation>
    </message>
    <message>
        <source>Must overtrump also on a trump lead: a player following trumps must beat the highest trump in the trick if he can (OFF: any trump follows).</source>
        <comment>sjavs.overtrump_trump_lead</comment>
        <translation>Obligación de contrafallar también a una salida de triunfo: quien asiste a triunfo debe superar el triunfo más alto de la baza si puede (NO: cualquier triunfo asiste).</translation>
    </message>
    <message>
        <source>What a 60:60 deal gives the winners of the next scored deal: 2, or 2 and 4 if that deal is played in clubs.</source>
        <comment>sjavs.tie_bonus</comment>
        <translation>Lo que un 60:60 da a los ganadores de la siguiente mano puntuada: 2, o 2 y 4 si esa mano se juega en tréboles.</translation>
    </message>
    <message>
        <source>Defenders score 4/8/16 by how badly the declarers failed (pagat), or always 4 (8 in clubs).</source>
        <comment>sjavs.defender_scoring</comment>
        <translation>Los defensores se anotan 4/8/16 según lo mal que les haya ido a los declarantes (pagat), o siempre 4 (8 en tréboles).</translation>
    </message>
    <message>
        <source>All eight tricks taken by one player of the declaring side score 16 (24 in clubs) instead of 12 (16). Four players only; unverified.</source>
        <comment>sjavs.individual_vol_bonus</comment>
        <translation>Si un solo jugador del bando declarante hace las ocho bazas, cuenta 16 (24 en tréboles) en lugar de 12 (16). Solo con cuatro jugadores; sin confirmar.</translation>
    </message>
    <message>
        <source>Where each side&apos;s ladder starts; the first to count down to 0 wins the cross.</source>
        <comment>sjavs.rubber_start</comment>
        <translation>Dónde empieza la escalera de cada bando; el primero en bajar a 0 gana la cruz.</translation>
    </message>
    <message>
        <source>Players at the table when none is named: 3, or 4 where the dealer sits out.</source>
        <comment>skat.table_size</comment>
        <translation>Jugadores en la mesa si no se indica otro número: 3, o 4 con el repartidor sin jugar.</translation>
    </message>
    <message>
        <source>The ISkO list (won +value, lost -2 x value) or Seeger-Fabian tournament scoring (+50 per won game, 40 or 30 to each other player per lost game).</source>
        <comment>skat.scoring</comment>
        <translation>La lista de la ISkO (ganado +valor, perdido −2 × valor) o el sistema Seeger-Fabian de los torneos (+50 por juego ganado; 40 o 30 a cada uno de los demás por juego perdido).</translation>
    </message>
    <message>
        <source>A game lost only because an announced schneider or schwarz was missed counts -value instead of -2 x value (such games are then played to the last trick).</source>
        <comment>skat.missed_announcement_single</comment>
        <translation>Un juego perdido solo por no lograr el Schneider o el Schwarz anunciado cuenta −valor en vez de −2 × valor (esos juegos se juegan entonces hasta la última baza).</translation>
    </message>
    <message>
        <source>Refuse a declaration that cannot reach the bid even with schneider and schwarz (SPEC 0.7 item 10); OFF: any game may be declared and is lost as overbid.</source>
        <comment>skat.refuse_unreachable</comment>
        <translation>Rechazar una declaración que no alcanza la puja ni con Schneider y Schwarz (SPEC 0.7, punto 10); desactivado: se puede declarar cualquier juego, que se pierde por puja excesiva.</translation>
    </message>
    <message>
        <source>The declarer may raise to a higher game after declaring, before the first lead.</source>
        <comment>skat.allow_raise_before_lead</comment>
        <translation>El declarante puede subir a un juego más alto después de declarar, antes de la primera salida.</translation>
    </message>
    <message>
        <source>Seeger-Fabian at a table of four: the dealer who sat out also gets the 30 for a lost game (OFF: only the two opponents).</source>
        <comment>skat.seeger_fabian_dealer_bonus</comment>
        <translation>Seeger-Fabian a cuatro: el repartidor que no juega también recibe los 30 por un juego perdido (desactivado: solo los dos contrarios).</translation>
    </message>
    <message>
        <source>When all pass: the deal is void (ISkO), or Ramsch is played.</source>
        <comment>skat.all_pass</comment>
        <translation>Si todos pasan: la mano se anula (ISkO) o se juega Ramsch.</translation>
    </message>
    <message>
        <source>Ramsch: the player with the most card points loses and scores minus them.</source>
        <comment>skat.ramsch_scoring</comment>
        <translation>Ramsch: quien tenga más puntos pierde y se los anota en negativo.</translation>
    </message>
    <message>
        <source>Ramsch: the skat goes to the winner of the last trick, or to the loser.</source>
        <comment>skat.ramsch_skat</comment>
        <translation>Ramsch: el skat es para quien gane la última baza o para el perdedor.</translation>
    </message>
    <message>
        <source>Ramsch: each player who takes no trick (Jungfrau) doubles the loser&apos;s minus.</source>
        <comment>skat.ramsch_jungfrau</comment>
        <translation>Ramsch: cada jugador que no hace ninguna baza (Jungfrau) dobla el negativo del perdedor.</translation>
    </message>
    <message>
        <source>Ramsch: a player who takes all ten tricks (Durchmarsch) scores +120 instead.</source>
        <comment>skat.ramsch_durchmarsch</comment>
        <translation>Ramsch: quien hace las diez bazas (Durchmarsch) se anota +120 en su lugar.</translation>
    </message>
    <message>
        <source>Schieberamsch: before play each player in turn takes up the skat and passes two cards on, or pushes it on unseen (each unseen push doubles).</source>
        <comment>skat.schieberamsch</comment>
        <translation>Schieberamsch: antes de jugar, cada jugador por turno toma el skat y pasa dos cartas, o lo pasa sin mirar (cada pase sin mirar dobla).</translation>
    </message>
    <message>
        <source>Schieberamsch: jacks may be passed on in the skat.</source>
        <comment>skat.schieberamsch_jacks</comment>
        <translation>Schieberamsch: se pueden pasar jotas en el skat.</translation>
    </message>
    <message>
        <source>Kontra and Re (unofficial): an opponent who bid or held may double before the first card, the declarer may redouble; each doubles the value.</source>
        <comment>skat.kontra_re</comment>
        <translation>Kontra y Re (no oficial): un contrario que pujó o igualó puede doblar antes de la primera carta y el declarante puede redoblar; cada uno dobla el valor.</translation>
    </message>
    <message>
        <source>Whether the overbid check compares the bid with the value before or after Kontra and Re.</source>
        <comment>skat.kontra_overbid</comment>
        <translation>Si la comprobación de puja excesiva compara la puja con el valor antes o después de Kontra y Re.</translation>
    </message>
    <message>
        <source>Bock rounds (unofficial): after a trigger, the next round of deals counts double.</source>
        <comment>skat.bock</comment>
        <translation>Rondas Bock (no oficial): tras un desencadenante, la siguiente ronda de manos cuenta doble.</translation>
    </message>
    <message>
        <source>What starts a Bock round: 60:60, a lost game with Kontra, a game with Re, a won Grand Hand, a game worth 100 or more.</source>
        <comment>skat.bock_triggers</comment>
        <translation>Qué inicia una ronda Bock: 60:60, un juego perdido con Kontra, un juego con Re, un gran juego sin skat ganado, un juego que vale 100 o más.</translation>
    </message>
</context>
<context>
    <name>why</name>
    <message>
        <source>%1 won with %2: a trump beats every card of the suit led (%3).</source>
        <translation>%1: baza con %2; un triunfo gana a cualquier carta del palo de salida (%3).</translation>
    </message>
    <message>
        <source>%1 won with %2, the only trump in the trick.</source>
        <translation>%1: baza con %2, el único triunfo de la baza.</translation>
    </message>
    <message>
        <source>%1 won with %2: it is the highest trump in the trick, above %3.</source>
        <translation>%1: baza con %2, el triunfo más alto de la baza, por encima de %3.</translation>
    </message>
    <message>
        <source>%1 won with %2: nobody trumped, and it is the highest %3 card in the trick, above %4.</source>
        <translation>%1: baza con %2; nadie falló con triunfo y es la carta de %3 más alta de la baza, por encima de %4.</translation>
    </message>
    <message>
        <source>%1 won with %2: nobody trumped, and nobody else followed %3.</source>
        <translation>%1: baza con %2; nadie falló con triunfo y nadie más asistió a %3.</translation>
    </message>
    <message>
        <source>%1: no trump, so it could not win.</source>
        <translation>%1: no es triunfo, así que no podía ganar.</translation>
    </message>
    <message>
        <source>%1: neither %2 nor trump, so it could not win.</source>
        <translation>%1: ni %2 ni triunfo, así que no podía ganar.</translation>
    </message>
</context>
</TS>
