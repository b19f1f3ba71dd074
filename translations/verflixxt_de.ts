<?xml version='1.0' encoding='utf-8'?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
    <context>
        <name>Verflixxt</name>
        <message>
            <source>{name} rolls a {value}.</source>
            <extracomment>Every sentence of the log but the counted ones (see `_move_sentence`), for translators in one place.</extracomment>
            <translation>{name} würfelt eine {value}.</translation>
        </message>
        <message>
            <source>{name} moves a pawn onto the finish.</source>
            <translation>{name} zieht eine Spielfigur ins Ziel.</translation>
        </message>
        <message>
            <source>{name} moves a guard onto the finish.</source>
            <translation>{name} zieht einen Wächter ins Ziel.</translation>
        </message>
        <message>
            <source>{name} takes a Good Luck tile.</source>
            <translation>{name} nimmt eine Glückstafel.</translation>
        </message>
        <message>
            <source>{name} takes the plus tile {value}.</source>
            <translation>{name} nimmt die Plustafel {value}.</translation>
        </message>
        <message>
            <source>{name} has to take the minus tile {value}.</source>
            <translation>{name} muss die Minustafel {value} nehmen.</translation>
        </message>
        <message>
            <source>The Wurminator gets {name}: minus tile {value}.</source>
            <translation>Der Wurminator erwischt {name}: Minustafel {value}.</translation>
        </message>
        <message>
            <source>No minus tile left: {name} puts the {value} back before the finish.</source>
            <translation>Keine Minustafel mehr frei: {name} legt die {value} vor dem Ziel zurück in den Parcours.</translation>
        </message>
        <message>
            <source>The Wurminator gets {name}, who has no minus tile to give.</source>
            <translation>Der Wurminator erwischt {name}, doch weder im Parcours noch bei {name} liegt eine Minustafel.</translation>
        </message>
        <message>
            <source>{name} leaves the Wurminator where it is.</source>
            <translation>{name} lässt den Wurminator stehen.</translation>
        </message>
        <message>
            <source>The Wurminator reaches the finish and goes back to the start.</source>
            <translation>Der Wurminator erreicht das Ziel und kehrt zum Start zurück.</translation>
        </message>
        <message>
            <source>All of {name}'s pawns are on the finish.</source>
            <translation>Alle Spielfiguren von {name} sind im Ziel.</translation>
        </message>
        <message>
            <source>It is {name}'s turn.</source>
            <translation>{name} ist am Zug.</translation>
        </message>
        <message>
            <source>{name} is already home and sits this turn out.</source>
            <translation>{name} ist mit allen Figuren im Ziel und setzt aus.</translation>
        </message>
        <message>
            <source>Game over: {name} wins with a score of {points}.</source>
            <translation>Spielende: {name} gewinnt – Endstand {points}.</translation>
        </message>
        <message>
            <source>Game over: {names} share the win with a score of {points}.</source>
            <translation>Spielende: {names} gewinnen gemeinsam – Endstand {points}.</translation>
        </message>
        <message numerus="yes">
            <source>{name} moves a pawn %n tile(s) forward.</source>
            <translation>
                <numerusform>{name} zieht eine Spielfigur %n Tafel weiter.</numerusform>
                <numerusform>{name} zieht eine Spielfigur %n Tafeln weiter.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{name} moves a guard %n tile(s) forward.</source>
            <translation>
                <numerusform>{name} zieht einen Wächter %n Tafel weiter.</numerusform>
                <numerusform>{name} zieht einen Wächter %n Tafeln weiter.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{name} moves the Wurminator %n tile(s) forward.</source>
            <translation>
                <numerusform>{name} zieht den Wurminator %n Tafel weiter.</numerusform>
                <numerusform>{name} zieht den Wurminator %n Tafeln weiter.</numerusform>
            </translation>
        </message>
        <message>
            <source>Move a pawn off the start</source>
            <translation>Eine Spielfigur vom Start ziehen</translation>
        </message>
        <message>
            <source>Move the guard on the {tile} tile</source>
            <translation>Den Wächter auf der Tafel {tile} ziehen</translation>
        </message>
        <message>
            <source>Move the pawn on the {tile} tile</source>
            <translation>Die Spielfigur auf der Tafel {tile} ziehen</translation>
        </message>
        <message>
            <source>Move the Wurminator first</source>
            <translation>Zuerst den Wurminator ziehen</translation>
        </message>
        <message>
            <source>Move the Wurminator too</source>
            <translation>Auch den Wurminator ziehen</translation>
        </message>
        <message>
            <source>Leave the Wurminator where it is</source>
            <translation>Den Wurminator stehen lassen</translation>
        </message>
        <message>
            <source>Roll the die</source>
            <translation>Würfeln</translation>
        </message>
        <message>
            <source>Good Luck</source>
            <translation>Glück</translation>
        </message>
        <message>
            <source>Verflixxt! kompakt is played by 2 to 4 players.</source>
            <extracomment>Whether the Wurminator may or must still move this turn ("no" once it has moved).</extracomment>
            <translation>Verflixxt! kompakt wird zu zweit bis zu viert gespielt.</translation>
        </message>
        <message>
            <source>Each player needs a different pawn colour: red, blue, green or yellow.</source>
            <translation>Jede Person am Tisch braucht eine eigene Figurenfarbe: Rot, Blau, Grün oder Gelb.</translation>
        </message>
        <message>
            <source>The start player is not at the table.</source>
            <translation>Der Startspieler sitzt nicht mit am Tisch.</translation>
        </message>
        <message>
            <source>This game has options Verflixxt! kompakt does not know.</source>
            <translation>Dieses Spiel hat Optionen, die Verflixxt! kompakt nicht kennt.</translation>
        </message>
        <message>
            <source>The game is over.</source>
            <translation>Das Spiel ist vorbei.</translation>
        </message>
        <message>
            <source>That is not a move in this game.</source>
            <translation>Diesen Zug gibt es in diesem Spiel nicht.</translation>
        </message>
        <message>
            <source>You have already rolled this turn.</source>
            <translation>Du hast in diesem Zug schon gewürfelt.</translation>
        </message>
        <message>
            <source>That pawn belongs to another player.</source>
            <translation>Diese Spielfigur gehört jemand anderem.</translation>
        </message>
        <message>
            <source>That pawn is already on the finish.</source>
            <translation>Diese Spielfigur ist schon im Ziel.</translation>
        </message>
        <message>
            <source>That guard is already on the finish.</source>
            <translation>Dieser Wächter ist schon im Ziel.</translation>
        </message>
        <message>
            <source>A guard only moves when a pawn or the Wurminator stands with it.</source>
            <translation>Ein Wächter darf nur ziehen, wenn eine Spielfigur oder der Wurminator bei ihm steht.</translation>
        </message>
        <message>
            <source>A guard only moves when a pawn stands with it.</source>
            <translation>Ein Wächter darf nur ziehen, wenn eine Spielfigur bei ihm steht.</translation>
        </message>
        <message>
            <source>There is no such piece.</source>
            <translation>Diese Figur gibt es nicht.</translation>
        </message>
        <message>
            <source>The Wurminator is not in this game.</source>
            <translation>In diesem Spiel ist der Wurminator nicht dabei.</translation>
        </message>
        <message>
            <source>The Wurminator only moves on a roll of 1 or 2.</source>
            <translation>Der Wurminator zieht nur bei einer 1 oder 2.</translation>
        </message>
        <message>
            <source>The Wurminator has already moved this turn.</source>
            <translation>Der Wurminator ist in diesem Zug schon gezogen.</translation>
        </message>
        <message>
            <source>Move your piece first; then you can leave the Wurminator where it is.</source>
            <translation>Zieh zuerst deine Figur; danach kannst du den Wurminator stehen lassen.</translation>
        </message>
        <message>
            <source>The Wurminator is in last place and must move.</source>
            <translation>Der Wurminator steht ganz hinten und muss ziehen.</translation>
        </message>
        <message>
            <source>Roll the die first.</source>
            <translation>Zuerst würfeln.</translation>
        </message>
        <message>
            <source>Your move is done: decide whether the Wurminator moves too.</source>
            <translation>Dein Zug ist gemacht: Entscheide, ob der Wurminator auch zieht.</translation>
        </message>
    </context>
    <context>
        <name>VerflixxtTable</name>
        <message>
            <source>red pawn</source>
            <translation>rote Spielfigur</translation>
        </message>
        <message>
            <source>blue pawn</source>
            <translation>blaue Spielfigur</translation>
        </message>
        <message>
            <source>green pawn</source>
            <translation>grüne Spielfigur</translation>
        </message>
        <message>
            <source>yellow pawn</source>
            <translation>gelbe Spielfigur</translation>
        </message>
        <message>
            <source>Good Luck</source>
            <translation>Glückstafel</translation>
        </message>
        <message>
            <source>start</source>
            <translation>Start</translation>
        </message>
        <message>
            <source>finish</source>
            <translation>Ziel</translation>
        </message>
        <message>
            <source>tile {place}</source>
            <translation>Tafel {place}</translation>
        </message>
        <message>
            <source>guard</source>
            <translation>Wächter</translation>
        </message>
        <message>
            <source>Table of Verflixxt</source>
            <translation>Spieltisch von Verflixxt</translation>
        </message>
        <message>
            <source>empty</source>
            <translation>leer</translation>
        </message>
        <message>
            <source>Start: {pieces}</source>
            <translation>Start: {pieces}</translation>
        </message>
        <message>
            <source>Finish: {pieces}</source>
            <translation>Ziel: {pieces}</translation>
        </message>
        <message>
            <source>Tile {place}: {value}; {pieces}</source>
            <translation>Tafel {place}: {value}; {pieces}</translation>
        </message>
        <message>
            <source>Die: {number}</source>
            <translation>Würfel: {number}</translation>
        </message>
        <message>
            <source>Die: not rolled yet</source>
            <translation>Würfel: noch nicht gewürfelt</translation>
        </message>
        <message numerus="yes">
            <source>{name}, {pawns}: %n tile(s) taken {values}; score {score}; their turn</source>
            <translation>
                <numerusform>{name}, {pawns}: %n Tafel genommen {values}; {score} Punkte; am Zug</numerusform>
                <numerusform>{name}, {pawns}: %n Tafeln genommen {values}; {score} Punkte; am Zug</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{name}, {pawns}: %n tile(s) taken {values}; score {score}</source>
            <translation>
                <numerusform>{name}, {pawns}: %n Tafel genommen {values}; {score} Punkte</numerusform>
                <numerusform>{name}, {pawns}: %n Tafeln genommen {values}; {score} Punkte</numerusform>
            </translation>
        </message>
        <message>
            <source>Play again</source>
            <translation>Noch einmal spielen</translation>
        </message>
        <message>
            <source>Roll the die (Space)</source>
            <translation>Würfeln (Leertaste)</translation>
        </message>
        <message numerus="yes">
            <source>Move the {piece} %n tile(s) from {start} to {land}{value}</source>
            <translation>
                <numerusform>{piece} %n Feld von {start} nach {land}{value} ziehen</numerusform>
                <numerusform>{piece} %n Felder von {start} nach {land}{value} ziehen</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Move the Wurminator %n tile(s) (W)</source>
            <translation>
                <numerusform>Den Wurminator %n Feld ziehen (W)</numerusform>
                <numerusform>Den Wurminator %n Felder ziehen (W)</numerusform>
            </translation>
        </message>
        <message>
            <source>Leave the Wurminator where it stands (L)</source>
            <translation>Den Wurminator stehen lassen (L)</translation>
        </message>
        <message>
            <source>Place</source>
            <translation>Platz</translation>
        </message>
        <message>
            <source>Player</source>
            <translation>Spieler</translation>
        </message>
        <message>
            <source>Plus tiles</source>
            <translation>Plustafeln</translation>
        </message>
        <message>
            <source>Minus turned round</source>
            <translation>Minus, vom Glück gedreht</translation>
        </message>
        <message>
            <source>Minus left</source>
            <translation>Minus übrig</translation>
        </message>
        <message>
            <source>Total</source>
            <translation>Gesamt</translation>
        </message>
        <message>
            <source>{name} wins!</source>
            <translation>{name} gewinnt!</translation>
        </message>
        <message>
            <source>A shared win: {names}</source>
            <translation>Gemeinsamer Sieg: {names}</translation>
        </message>
        <message>
            <source>Each Good Luck tile turned its owner's worst minus tile into as many plus points; Good Luck tiles with no minus tile left count nothing.</source>
            <translation>Jede Glückstafel hat die schlechteste Minustafel ihres Besitzers in ebenso viele Pluspunkte verwandelt; Glückstafeln ohne übrige Minustafel zählen nichts.</translation>
        </message>
        <message>
            <source>Show the table</source>
            <translation>Spieltisch ansehen</translation>
        </message>
        <message>
            <source>Your turn, {name}</source>
            <translation>{name}, du bist dran!</translation>
        </message>
        <message>
            <source>with the Wurminator</source>
            <translation>mit Wurminator</translation>
        </message>
        <message>
            <source>basic game</source>
            <translation>Grundspiel</translation>
        </message>
        <message>
            <source>Game over</source>
            <translation>Spielende</translation>
        </message>
        <message>
            <source>{name}'s turn</source>
            <translation>{name} ist am Zug</translation>
        </message>
        <message>
            <source>Every pawn is on the finish: the game is over.</source>
            <translation>Alle Spielfiguren sind im Ziel: Das Spiel ist aus.</translation>
        </message>
        <message>
            <source>Replay: {name} rolled a {value}.</source>
            <translation>Nachspielen: {name} hat eine {value} gewürfelt.</translation>
        </message>
        <message>
            <source>Replay: {name}'s turn.</source>
            <translation>Nachspielen: {name} ist am Zug.</translation>
        </message>
        <message>
            <source>{name} is playing…</source>
            <translation>{name} spielt …</translation>
        </message>
        <message>
            <source>{name} is next.</source>
            <translation>Als Nächstes ist {name} dran.</translation>
        </message>
        <message>
            <source>{name}, roll the die: click it or press Space.</source>
            <translation>{name}, du würfelst: Klick auf den Würfel oder drück die Leertaste.</translation>
        </message>
        <message>
            <source>{name}, you rolled a {value}. Move a glowing piece: click it, or drag it onto the lit tile. Point at a piece to see where it lands.</source>
            <translation>{name}, du hast eine {value} gewürfelt. Zieh eine leuchtende Figur: Klick sie an oder zieh sie auf die markierte Tafel. Zeig mit der Maus auf eine Figur, dann siehst du, wo sie landet.</translation>
        </message>
        <message>
            <source>The Wurminator is in last place: it must move too, before or after your piece (click it or press W).</source>
            <translation>Der Wurminator steht ganz hinten: Er muss auch ziehen, vor oder nach deiner Figur (anklicken oder W drücken).</translation>
        </message>
        <message>
            <source>You may also move the Wurminator, before or after your piece (click it or press W).</source>
            <translation>Du darfst auch den Wurminator ziehen, vor oder nach deiner Figur (anklicken oder W drücken).</translation>
        </message>
        <message>
            <source>{name}, now the Wurminator must move: click it or press W.</source>
            <translation>{name}, jetzt muss der Wurminator ziehen: anklicken oder W drücken.</translation>
        </message>
        <message>
            <source>{name}, move the Wurminator too (click it or press W), or leave it where it is (L).</source>
            <translation>{name}, ziehst du auch den Wurminator (anklicken oder W) oder lässt du ihn stehen (L)?</translation>
        </message>
        <message>
            <source>Drop it on the lit tile, or just click it.</source>
            <translation>Lass sie auf der markierten Tafel los – oder klick sie einfach an.</translation>
        </message>
        <message>
            <source>Move the Wurminator (W)</source>
            <translation>Wurminator ziehen (W)</translation>
        </message>
        <message>
            <source>Leave the Wurminator (L)</source>
            <translation>Wurminator stehen lassen (L)</translation>
        </message>
        <message>
            <source>Undo</source>
            <translation>Rückgängig</translation>
        </message>
        <message>
            <source>Rules (F1)</source>
            <translation>Spielregeln (F1)</translation>
        </message>
        <message>
            <source>Final scores</source>
            <translation>Endwertung</translation>
        </message>
        <message>
            <source>What happened</source>
            <translation>Spielverlauf</translation>
        </message>
        <message>
            <source>all pawns on the finish</source>
            <translation>alle Figuren im Ziel</translation>
        </message>
        <message>
            <source>human player</source>
            <translation>spielt selbst</translation>
        </message>
        <message>
            <source>on another computer</source>
            <translation>an einem anderen Computer</translation>
        </message>
        <message>
            <source>you</source>
            <translation>du</translation>
        </message>
        <message>
            <source>at this computer</source>
            <translation>an diesem Computer</translation>
        </message>
        <message>
            <source>computer, easy</source>
            <translation>Computer, leicht</translation>
        </message>
        <message>
            <source>computer, normal</source>
            <translation>Computer, normal</translation>
        </message>
        <message>
            <source>computer, hard</source>
            <translation>Computer, schwer</translation>
        </message>
        <message>
            <source>points</source>
            <translation>Punkte</translation>
        </message>
        <message>
            <source>Start</source>
            <translation>Start</translation>
        </message>
        <message>
            <source>Finish: a piece that gets here stops, whatever it rolled.</source>
            <translation>Ziel: Wer hier ankommt, bleibt stehen – der Rest des Wurfs verfällt.</translation>
        </message>
        <message>
            <source>Plus tile {value}</source>
            <translation>Plustafel {value}</translation>
        </message>
        <message>
            <source>Minus tile {value}</source>
            <translation>Minustafel {value}</translation>
        </message>
        <message>
            <source>Good Luck tile: at the end it turns your worst minus tile into as many plus points.</source>
            <translation>Glückstafel: Am Ende macht sie aus deiner schlechtesten Minustafel ebenso viele Pluspunkte.</translation>
        </message>
        <message>
            <source>A pawn of {name}</source>
            <translation>Spielfigur von {name}</translation>
        </message>
        <message>
            <source>A guard: anyone may move it while a pawn (or the Wurminator) stands with it.</source>
            <translation>Wächter: Jeder darf ihn ziehen, solange eine Spielfigur (oder der Wurminator) bei ihm steht.</translation>
        </message>
        <message>
            <source>The Wurminator: whoever it lands on takes minus tiles.</source>
            <translation>Der Wurminator: Wen er erwischt, der muss Minustafeln nehmen.</translation>
        </message>
        <message>
            <source>This pawn would reach the finish.</source>
            <translation>Diese Figur käme ins Ziel.</translation>
        </message>
        <message>
            <source>This pawn would land on {tile}.</source>
            <translation>Diese Figur käme auf {tile}.</translation>
        </message>
        <message>
            <source>This guard would reach the finish.</source>
            <translation>Dieser Wächter käme ins Ziel.</translation>
        </message>
        <message>
            <source>This guard would land on {tile}.</source>
            <translation>Dieser Wächter käme auf {tile}.</translation>
        </message>
        <message>
            <source>The Wurminator would reach the finish and go back to the start.</source>
            <translation>Der Wurminator käme ins Ziel und ginge zurück zum Start.</translation>
        </message>
        <message>
            <source>The Wurminator would land on {tile}.</source>
            <translation>Der Wurminator käme auf {tile}.</translation>
        </message>
        <message>
            <source>You would take {tile}, which it leaves.</source>
            <translation>Du bekämst {tile}, die sie verlässt.</translation>
        </message>
        <message>
            <source>{name} would have to take {tile}.</source>
            <translation>{name} müsste {tile} nehmen.</translation>
        </message>
        <message>
            <source>{name} would have to put {tile} back.</source>
            <translation>{name} müsste {tile} zurücklegen.</translation>
        </message>
        <message>
            <source>Others still stand on {tile}, so it stays in the course.</source>
            <translation>Auf {tile} stehen noch andere Figuren, also bleibt sie im Parcours.</translation>
        </message>
        <message>
            <source>{sentence} {next}</source>
            <translation>{sentence} {next}</translation>
        </message>
        <message>
            <source>the Good Luck tile</source>
            <translation>die Glückstafel</translation>
        </message>
        <message>
            <source>the {value} tile</source>
            <translation>die Tafel {value}</translation>
        </message>
    </context>
</TS>