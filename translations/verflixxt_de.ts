<?xml version='1.0' encoding='utf-8'?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
    <context>
        <name>Verflixxt</name>
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
            <source>{name} moves a pawn onto the finish.</source>
            <translation>{name} zieht eine Spielfigur ins Ziel.</translation>
        </message>
        <message numerus="yes">
            <source>{name} moves a pawn %n tile(s) forward.</source>
            <translation>
                <numerusform>{name} zieht eine Spielfigur %n Tafel weiter.</numerusform>
                <numerusform>{name} zieht eine Spielfigur %n Tafeln weiter.</numerusform>
            </translation>
        </message>
        <message>
            <source>{name} moves a guard onto the finish.</source>
            <translation>{name} zieht einen Wächter ins Ziel.</translation>
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
            <source>{name} rolls a {value}.</source>
            <extracomment>Every sentence of the log but the counted ones (see `_move_sentence`), for translators in one place.</extracomment>
            <translation>{name} würfelt eine {value}.</translation>
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
</TS>