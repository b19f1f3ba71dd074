<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>Schaben</name>
    <message>
        <source>The exterminator turns and now looks north.</source>
        <translation>Der Kammerjäger dreht sich und blickt jetzt nach Norden.</translation>
    </message>
    <message>
        <source>The exterminator turns and now looks east.</source>
        <translation>Der Kammerjäger dreht sich und blickt jetzt nach Osten.</translation>
    </message>
    <message>
        <source>The exterminator turns and now looks south.</source>
        <translation>Der Kammerjäger dreht sich und blickt jetzt nach Süden.</translation>
    </message>
    <message>
        <source>The exterminator turns and now looks west.</source>
        <translation>Der Kammerjäger dreht sich und blickt jetzt nach Westen.</translation>
    </message>
    <message>
        <source>The way is blocked: the exterminator stays on {square}.</source>
        <translation>Der Weg ist versperrt: Der Kammerjäger bleibt auf {square} stehen.</translation>
    </message>
    <message>
        <source>The exterminator walks from {start} to {end}.</source>
        <translation>Der Kammerjäger geht von {start} nach {end}.</translation>
    </message>
    <message>
        <source>A box is placed on {square}.</source>
        <translation>Auf {square} wird eine Kiste gestellt.</translation>
    </message>
    <message>
        <source>The box on {square} is removed.</source>
        <translation>Die Kiste auf {square} wird entfernt.</translation>
    </message>
    <message>
        <source>Squashed! The cockroach on {square} is caught.</source>
        <translation>Zertreten! Die Schabe auf {square} ist erwischt.</translation>
    </message>
    <message>
        <source>The cockroach that walked onto {square} is vacuumed up.</source>
        <translation>Die Schabe, die nach {square} gekrabbelt ist, wird eingesaugt.</translation>
    </message>
    <message>
        <source>The cockroach on {square} is vacuumed up.</source>
        <translation>Die Schabe auf {square} wird eingesaugt.</translation>
    </message>
    <message>
        <source>The cockroaches move: {stepped} step forward, {turned} turn around.</source>
        <translation>Die Schaben krabbeln: {stepped} laufen vorwärts, {turned} drehen um.</translation>
    </message>
    <message>
        <source>Task solved!</source>
        <translation>Aufgabe gelöst!</translation>
    </message>
    <message>
        <source>All cards are played, but the exterminator did not reach {square}.</source>
        <translation>Alle Karten sind gespielt, aber der Kammerjäger hat {square} nicht erreicht.</translation>
    </message>
    <message numerus="yes">
        <source>All cards are played and %n cockroach(es) got away.</source>
        <translation>
            <numerusform>Alle Karten sind gespielt und %n Schabe ist entkommen.</numerusform>
            <numerusform>Alle Karten sind gespielt und %n Schaben sind entkommen.</numerusform>
        </translation>
    </message>
    <message>
        <source>Forward</source>
        <extracomment>The card kinds as the player reads them (translate with context &quot;Schaben&quot;).</extracomment>
        <translation>Vorwärts</translation>
    </message>
    <message>
        <source>Backward</source>
        <translation>Rückwärts</translation>
    </message>
    <message>
        <source>Left</source>
        <translation>Links</translation>
    </message>
    <message>
        <source>Right</source>
        <translation>Rechts</translation>
    </message>
    <message>
        <source>Turn left</source>
        <translation>Nach links drehen</translation>
    </message>
    <message>
        <source>Turn right</source>
        <translation>Nach rechts drehen</translation>
    </message>
    <message>
        <source>Turn around</source>
        <translation>Umdrehen</translation>
    </message>
    <message>
        <source>Box</source>
        <translation>Kiste</translation>
    </message>
    <message>
        <source>Easy</source>
        <extracomment>The difficulty levels as printed on the task cards.</extracomment>
        <translation>Leicht</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Mittel</translation>
    </message>
    <message>
        <source>Difficult</source>
        <translation>Schwer</translation>
    </message>
    <message>
        <source>Play “Forward” and walk to {square}.</source>
        <translation>Spiele „Vorwärts“ und geh nach {square}.</translation>
    </message>
    <message>
        <source>Play “Backward” and walk to {square}.</source>
        <translation>Spiele „Rückwärts“ und geh nach {square}.</translation>
    </message>
    <message>
        <source>Play “Left” and walk to {square}.</source>
        <translation>Spiele „Links“ und geh nach {square}.</translation>
    </message>
    <message>
        <source>Play “Right” and walk to {square}.</source>
        <translation>Spiele „Rechts“ und geh nach {square}.</translation>
    </message>
    <message>
        <source>Play “Forward” and stay on {square}: the way is blocked.</source>
        <translation>Spiele „Vorwärts“ und bleib auf {square} stehen: Der Weg ist versperrt.</translation>
    </message>
    <message>
        <source>Play “Backward” and stay on {square}: the way is blocked.</source>
        <translation>Spiele „Rückwärts“ und bleib auf {square} stehen: Der Weg ist versperrt.</translation>
    </message>
    <message>
        <source>Play “Left” and stay on {square}: the way is blocked.</source>
        <translation>Spiele „Links“ und bleib auf {square} stehen: Der Weg ist versperrt.</translation>
    </message>
    <message>
        <source>Play “Right” and stay on {square}: the way is blocked.</source>
        <translation>Spiele „Rechts“ und bleib auf {square} stehen: Der Weg ist versperrt.</translation>
    </message>
    <message>
        <source>Play “Turn left”.</source>
        <translation>Spiele „Nach links drehen“.</translation>
    </message>
    <message>
        <source>Play “Turn right”.</source>
        <translation>Spiele „Nach rechts drehen“.</translation>
    </message>
    <message>
        <source>Play “Turn around”.</source>
        <translation>Spiele „Umdrehen“.</translation>
    </message>
    <message>
        <source>Play “Box” and put a box on {square}.</source>
        <translation>Spiele „Kiste“ und stell eine Kiste auf {square}.</translation>
    </message>
    <message>
        <source>Play “Box” and take away the box on {square}.</source>
        <translation>Spiele „Kiste“ und nimm die Kiste auf {square} weg.</translation>
    </message>
    <message>
        <source>From here the task cannot be solved any more: take back a card or start the task again.</source>
        <translation>Von hier aus ist die Aufgabe nicht mehr lösbar: Nimm eine Karte zurück oder fang die Aufgabe neu an.</translation>
    </message>
    <message>
        <source>Schaben jagen is played by exactly one player.</source>
        <extracomment>The eight kinds of movement card, in the order hands and legal actions are listed. How many of each kind the physical box holds (RULES.md rule 8): 18 cards. A move card&apos;s direction relative to his facing, in quarter turns to the right. How far a turn card turns him, in quarter turns to the right.</extracomment>
        <translation>Schaben jagen ist ein Spiel für genau einen Spieler.</translation>
    </message>
    <message>
        <source>No task was chosen.</source>
        <translation>Es wurde keine Aufgabe gewählt.</translation>
    </message>
    <message>
        <source>This task is over: no more cards can be played.</source>
        <translation>Diese Aufgabe ist vorbei: Es können keine Karten mehr gespielt werden.</translation>
    </message>
    <message>
        <source>That card is not in your hand any more.</source>
        <translation>Diese Karte hast du nicht mehr auf der Hand.</translation>
    </message>
    <message>
        <source>A move card moves the exterminator; it cannot place or remove a box.</source>
        <translation>Mit einer Pfeilkarte läuft der Kammerjäger; Kisten kann sie weder stellen noch entfernen.</translation>
    </message>
    <message>
        <source>Choose the square the exterminator should walk to.</source>
        <translation>Wähle das Feld, auf das der Kammerjäger gehen soll.</translation>
    </message>
    <message>
        <source>The way is blocked: with this card the exterminator can only stay on {square}.</source>
        <translation>Der Weg ist versperrt: Mit dieser Karte kann der Kammerjäger nur auf {square} stehen bleiben.</translation>
    </message>
    <message>
        <source>He may stay put only when a box or the edge blocks the very next square.</source>
        <translation>Stehen bleiben darf er nur, wenn gleich das nächste Feld durch eine Kiste oder den Rand versperrt ist.</translation>
    </message>
    <message>
        <source>With this card the exterminator cannot get to {square}: he walks straight, never onto or over a box, never over a cockroach.</source>
        <translation>Mit dieser Karte kommt der Kammerjäger nicht nach {square}: Er geht nur geradeaus, nie auf oder über eine Kiste und nie über eine Schabe hinweg.</translation>
    </message>
    <message>
        <source>A box card either places a box on an empty square or removes one box: choose one square.</source>
        <translation>Mit einer Kistenkarte stellst du entweder eine Kiste auf ein freies Feld oder entfernst eine Kiste: Wähle ein Feld.</translation>
    </message>
    <message>
        <source>A box can only go on an empty square; {square} is taken.</source>
        <translation>Eine Kiste darf nur auf ein freies Feld; {square} ist besetzt.</translation>
    </message>
    <message>
        <source>There is no box on {square} to remove.</source>
        <translation>Auf {square} steht keine Kiste, die du entfernen könntest.</translation>
    </message>
    <message>
        <source>A turn card turns him where he stands; it takes no square.</source>
        <translation>Eine Drehkarte dreht ihn auf der Stelle; dafür wählst du kein Feld.</translation>
    </message>
    <message>
        <source>Task {task}: {field} is {value}, which is not a square of the kitchen (A1 to G7).</source>
        <extracomment>A task file bigger than this is not a task file (the whole shipped set is ~20 kB).</extracomment>
        <translation>Aufgabe {task}: {field} ist {value}, das ist kein Feld der Küche (A1 bis G7).</translation>
    </message>
    <message>
        <source>Task {task}: {field} must be an object with a square and a facing, like {{&quot;square&quot;: &quot;D4&quot;, &quot;facing&quot;: &quot;N&quot;}}.</source>
        <translation>Aufgabe {task}: {field} muss ein Objekt mit Feld und Blickrichtung sein, etwa {{&quot;square&quot;: &quot;D4&quot;, &quot;facing&quot;: &quot;N&quot;}}.</translation>
    </message>
    <message>
        <source>Task {task}: {field} is missing.</source>
        <translation>Aufgabe {task}: {field} fehlt.</translation>
    </message>
    <message>
        <source>Task {task}: {field} is {value}; a facing is N, E, S or W.</source>
        <translation>Aufgabe {task}: {field} ist {value}; eine Blickrichtung ist N, E, S oder W.</translation>
    </message>
    <message>
        <source>Task {task}: {field} has an unknown field {name}.</source>
        <translation>Aufgabe {task}: {field} enthält einen unbekannten Eintrag {name}.</translation>
    </message>
    <message>
        <source>Task {task}: the task has an unknown field {name}.</source>
        <translation>Aufgabe {task}: Die Aufgabe enthält einen unbekannten Eintrag {name}.</translation>
    </message>
    <message>
        <source>Task {task}: {field} must be a list.</source>
        <translation>Aufgabe {task}: {field} muss eine Liste sein.</translation>
    </message>
    <message>
        <source>Task {task}: this is not a task (a task is a JSON object).</source>
        <translation>Aufgabe {task}: Das ist keine Aufgabe (eine Aufgabe ist ein JSON-Objekt).</translation>
    </message>
    <message>
        <source>Task {task}: id must be a short text such as &quot;12B&quot;.</source>
        <translation>Aufgabe {task}: id muss ein kurzer Text sein, etwa &quot;12B&quot;.</translation>
    </message>
    <message>
        <source>Task {task}: difficulty is {value}; use easy, medium or hard.</source>
        <translation>Aufgabe {task}: difficulty ist {value}; erlaubt sind easy, medium und hard.</translation>
    </message>
    <message>
        <source>Task {task}: cockroaches lists {count}, but the game has only 6.</source>
        <translation>Aufgabe {task}: cockroaches nennt {count} Schaben, das Spiel hat aber nur 6.</translation>
    </message>
    <message>
        <source>Task {task}: boxes lists {square} twice.</source>
        <translation>Aufgabe {task}: boxes nennt {square} zweimal.</translation>
    </message>
    <message>
        <source>Task {task}: cards[{index}] is {value}, which is not a movement card (forward, backward, left, right, turn_left, turn_right, turn_around, box).</source>
        <translation>Aufgabe {task}: cards[{index}] ist {value}, das ist keine Bewegungskarte (forward, backward, left, right, turn_left, turn_right, turn_around, box).</translation>
    </message>
    <message>
        <source>Task {task}: cards is empty; a task needs at least one card.</source>
        <translation>Aufgabe {task}: cards ist leer; eine Aufgabe braucht mindestens eine Karte.</translation>
    </message>
    <message>
        <source>Task {task}: cards has {count} x {card}, but the box holds only {limit}.</source>
        <translation>Aufgabe {task}: cards enthält {count} × {card}, in der Spielschachtel sind aber nur {limit}.</translation>
    </message>
    <message>
        <source>Task {task}: boxes puts a box on {square}, where the exterminator stands.</source>
        <translation>Aufgabe {task}: boxes stellt eine Kiste auf {square}, wo der Kammerjäger steht.</translation>
    </message>
    <message>
        <source>Task {task}: {field} stands on {square}, the exterminator&apos;s square.</source>
        <translation>Aufgabe {task}: {field} steht auf {square}, dem Feld des Kammerjägers.</translation>
    </message>
    <message>
        <source>Task {task}: {field} stands on {square}, where there is a box.</source>
        <translation>Aufgabe {task}: {field} steht auf {square}, wo schon eine Kiste steht.</translation>
    </message>
    <message>
        <source>Task {task}: {field} on {square} is already in the exterminator&apos;s line of sight; it would be caught before the first card.</source>
        <translation>Aufgabe {task}: {field} auf {square} ist schon in der Blickrichtung des Kammerjägers und würde vor der ersten Karte eingesaugt.</translation>
    </message>
    <message>
        <source>Task {task}: there is nothing to do: no cockroaches and no target.</source>
        <translation>Aufgabe {task}: Es gibt nichts zu tun: keine Schaben und kein Zielfeld.</translation>
    </message>
    <message>
        <source>Task {task}: target {square} is where the exterminator already stands.</source>
        <translation>Aufgabe {task}: Auf dem Zielfeld {square} steht der Kammerjäger schon.</translation>
    </message>
    <message>
        <source>Task {task}: {field} must be an object such as {{&quot;card&quot;: &quot;left&quot;, &quot;to&quot;: &quot;A4&quot;}}.</source>
        <translation>Aufgabe {task}: {field} muss ein Objekt sein, etwa {{&quot;card&quot;: &quot;left&quot;, &quot;to&quot;: &quot;A4&quot;}}.</translation>
    </message>
    <message>
        <source>Task {task}: {field} is {value}, which is not a movement card.</source>
        <translation>Aufgabe {task}: {field} ist {value}, das ist keine Bewegungskarte.</translation>
    </message>
    <message>
        <source>Task {task}: {field} comes after the task is already solved.</source>
        <translation>Aufgabe {task}: {field} kommt erst, nachdem die Aufgabe schon gelöst ist.</translation>
    </message>
    <message>
        <source>Task {task}: {field} plays {card}, but no such card is left: cards does not hold enough of them.</source>
        <translation>Aufgabe {task}: {field} spielt {card}, aber davon ist keine Karte mehr übrig: cards enthält nicht genug davon.</translation>
    </message>
    <message>
        <source>Task {task}: {field} cannot be played: {reason}</source>
        <translation>Aufgabe {task}: {field} ist nicht spielbar: {reason}</translation>
    </message>
    <message>
        <source>Task {task}: the solution does not solve the task: the exterminator ends on {square}, not on the target.</source>
        <translation>Aufgabe {task}: Die Lösung löst die Aufgabe nicht: Der Kammerjäger endet auf {square}, nicht auf dem Zielfeld.</translation>
    </message>
    <message numerus="yes">
        <source>Task {task}: the solution does not solve the task: %n cockroach(es) are left.</source>
        <translation>
            <numerusform>Aufgabe {task}: Die Lösung löst die Aufgabe nicht: %n Schabe bleibt übrig.</numerusform>
            <numerusform>Aufgabe {task}: Die Lösung löst die Aufgabe nicht: %n Schaben bleiben übrig.</numerusform>
        </translation>
    </message>
    <message>
        <source>A task set file holds only &quot;tasks&quot;; remove the other fields.</source>
        <translation>Eine Aufgabensammlung enthält nur &quot;tasks&quot;; entferne die anderen Einträge.</translation>
    </message>
    <message>
        <source>&quot;tasks&quot; must be a list with at least one task.</source>
        <translation>&quot;tasks&quot; muss eine Liste mit mindestens einer Aufgabe sein.</translation>
    </message>
    <message>
        <source>This file holds neither a task nor a task set ({{&quot;tasks&quot;: [...]}}).</source>
        <translation>Diese Datei enthält weder eine Aufgabe noch eine Aufgabensammlung ({{&quot;tasks&quot;: [...]}}).</translation>
    </message>
    <message>
        <source>Task {task}: this id is used by an earlier task too.</source>
        <translation>Aufgabe {task}: Diese id hat schon eine frühere Aufgabe.</translation>
    </message>
    <message>
        <source>{file} is far too large to be a task file.</source>
        <translation>{file} ist viel zu groß für eine Aufgabendatei.</translation>
    </message>
    <message>
        <source>{file} could not be read.</source>
        <translation>{file} konnte nicht gelesen werden.</translation>
    </message>
    <message>
        <source>{file} is not valid JSON (line {line}, column {column}: {problem}).</source>
        <translation>{file} ist kein gültiges JSON (Zeile {line}, Spalte {column}: {problem}).</translation>
    </message>
    <message>
        <source>{file} is nested too deeply to be a task file.</source>
        <translation>{file} ist zu tief verschachtelt für eine Aufgabendatei.</translation>
    </message>
</context>
</TS>
