<?xml version='1.0' encoding='utf-8'?>
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
            <source>{start} to {end}</source>
            <translation>{start} nach {end}</translation>
        </message>
        <message>
            <source>the one on {square} turns around</source>
            <translation>die auf {square} dreht um</translation>
        </message>
        <message>
            <source>{a}; {b}</source>
            <translation>{a}; {b}</translation>
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
        <message numerus="yes">
            <source>%n cockroach(es) step(s) forward</source>
            <translation>
                <numerusform>%n Schabe läuft vorwärts</numerusform>
                <numerusform>%n Schaben laufen vorwärts</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n cockroach(es) turn(s) around</source>
            <translation>
                <numerusform>%n Schabe dreht um</numerusform>
                <numerusform>%n Schaben drehen um</numerusform>
            </translation>
        </message>
        <message>
            <source>The cockroaches move: {steps} and {turns} ({which}).</source>
            <translation>Die Schaben krabbeln: {steps} und {turns} ({which}).</translation>
        </message>
        <message>
            <source>The cockroaches move: {moves} ({which}).</source>
            <translation>Die Schaben krabbeln: {moves} ({which}).</translation>
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
            <extracomment>The card kinds as the player reads them (translate with context "Schaben").</extracomment>
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
            <source>Your Schaben jagen progress was saved by a newer bugbox; it is left as it is, and what you solve now is not kept until you update bugbox.</source>
            <translation>Dein Fortschritt in Schaben jagen wurde von einem neueren bugbox gespeichert; er bleibt, wie er ist, und was du jetzt löst, wird erst festgehalten, wenn du bugbox aktualisierst.</translation>
        </message>
        <message numerus="yes">
            <source>%n of your Schaben jagen task records could not be read and are left out; what you solve now is not kept until bugbox may write there.</source>
            <translation>
                <numerusform>%n Eintrag deines Fortschritts in Schaben jagen konnte nicht gelesen werden und fehlt; was du jetzt löst, wird erst festgehalten, wenn bugbox dort schreiben darf.</numerusform>
                <numerusform>%n Einträge deines Fortschritts in Schaben jagen konnten nicht gelesen werden und fehlen; was du jetzt löst, wird erst festgehalten, wenn bugbox dort schreiben darf.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n of your Schaben jagen task records could not be read and are left out; the file was kept as {name}.</source>
            <translation>
                <numerusform>%n Eintrag deines Fortschritts in Schaben jagen konnte nicht gelesen werden und fehlt; die Datei wurde als {name} aufbewahrt.</numerusform>
                <numerusform>%n Einträge deines Fortschritts in Schaben jagen konnten nicht gelesen werden und fehlen; die Datei wurde als {name} aufbewahrt.</numerusform>
            </translation>
        </message>
        <message>
            <source>Your Schaben jagen progress could not be read, so the tasks start afresh.</source>
            <extracomment>A progress file bigger than this is not ours (82 tasks take about 6 kB). What happened to a broken file, for the page to tell the player (once).</extracomment>
            <translation>Dein Spielstand für Schaben jagen ließ sich nicht lesen, deshalb beginnen die Aufgaben von vorn.</translation>
        </message>
        <message>
            <source>Your Schaben jagen progress file was damaged; it was kept as {name} and the tasks start afresh.</source>
            <translation>Die Datei mit deinem Fortschritt in Schaben jagen war beschädigt; sie wurde als {name} aufbewahrt, und die Aufgaben beginnen von vorn.</translation>
        </message>
        <message>
            <source>Some tasks have changed since you solved them, so they start unsolved again.</source>
            <translation>Einige Aufgaben haben sich geändert, seit du sie gelöst hast; sie gelten deshalb wieder als ungelöst.</translation>
        </message>
        <message numerus="yes">
            <source>%n of your new puzzles could not be read and are left out; the list is not changed until bugbox may write it. {problem}</source>
            <translation>
                <numerusform>%n deiner neuen Rätsel konnte nicht gelesen werden und fehlt; die Liste bleibt unverändert, bis bugbox sie schreiben darf. {problem}</numerusform>
                <numerusform>%n deiner neuen Rätsel konnten nicht gelesen werden und fehlen; die Liste bleibt unverändert, bis bugbox sie schreiben darf. {problem}</numerusform>
            </translation>
        </message>
        <message>
            <source>Your new puzzles could not be read; the file was kept as {name}. {problem}</source>
            <translation>Deine neuen Rätsel konnten nicht gelesen werden; die Datei wurde als {name} aufbewahrt. {problem}</translation>
        </message>
        <message numerus="yes">
            <source>%n of your new puzzles could not be read and are left out; the whole list was kept as {name}. {problem}</source>
            <translation>
                <numerusform>%n deiner neuen Rätsel konnte nicht gelesen werden und fehlt; die ganze Liste wurde als {name} aufbewahrt. {problem}</numerusform>
                <numerusform>%n deiner neuen Rätsel konnten nicht gelesen werden und fehlen; die ganze Liste wurde als {name} aufbewahrt. {problem}</numerusform>
            </translation>
        </message>
        <message>
            <source>Schaben jagen is played by exactly one player.</source>
            <extracomment>The eight kinds of movement card, in the order hands and legal actions are listed. How many of each kind the physical box holds (RULES.md rule 8): 18 cards. A move card's direction relative to his facing, in quarter turns to the right. How far a turn card turns him, in quarter turns to the right.</extracomment>
            <translation>Schaben jagen ist ein Spiel für genau einen Spieler.</translation>
        </message>
        <message>
            <source>The start player is not at the table.</source>
            <translation>Der Startspieler sitzt nicht mit am Tisch.</translation>
        </message>
        <message>
            <source>Unknown option: {option}.</source>
            <translation>Unbekannte Option: {option}.</translation>
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
            <source>The solver could not decide within its limit whether this position can still be solved; try a card or two and ask again.</source>
            <translation>Der Löser konnte innerhalb seiner Grenze nicht entscheiden, ob diese Stellung noch lösbar ist; spiele eine oder zwei Karten und frag noch einmal.</translation>
        </message>
        <message numerus="yes">
            <source>…and %n more problem(s) not listed here.</source>
            <translation>
                <numerusform>…und %n weiteres Problem, das hier nicht aufgeführt ist.</numerusform>
                <numerusform>…und %n weitere Probleme, die hier nicht aufgeführt sind.</numerusform>
            </translation>
        </message>
        <message>
            <source>Task {task}: {field} is {value}, which is not a square of the kitchen (A1 to G7).</source>
            <extracomment>A task file bigger than this is not a task file (the whole shipped set is ~20 kB).</extracomment>
            <translation>Aufgabe {task}: {field} ist {value}, das ist kein Feld der Küche (A1 bis G7).</translation>
        </message>
        <message>
            <source>Task {task}: {field} must be an object with a square and a facing, like {{"square": "D4", "facing": "N"}}.</source>
            <translation>Aufgabe {task}: {field} muss ein Objekt mit Feld und Blickrichtung sein, etwa {{"square": "D4", "facing": "N"}}.</translation>
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
            <source>Task {task}: id must be a short text such as "12B".</source>
            <translation>Aufgabe {task}: id muss ein kurzer Text sein, etwa "12B".</translation>
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
            <source>Task {task}: {field} stands on {square}, the exterminator's square.</source>
            <translation>Aufgabe {task}: {field} steht auf {square}, dem Feld des Kammerjägers.</translation>
        </message>
        <message>
            <source>Task {task}: {field} stands on {square}, where there is a box.</source>
            <translation>Aufgabe {task}: {field} steht auf {square}, wo schon eine Kiste steht.</translation>
        </message>
        <message>
            <source>Task {task}: {field} on {square} is already in the exterminator's line of sight; it would be caught before the first card.</source>
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
            <source>Task {task}: {field} must be an object such as {{"card": "left", "to": "A4"}}.</source>
            <translation>Aufgabe {task}: {field} muss ein Objekt sein, etwa {{"card": "left", "to": "A4"}}.</translation>
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
            <source>A task set file holds only "tasks"; remove the other fields.</source>
            <translation>Eine Aufgabensammlung enthält nur "tasks"; entferne die anderen Einträge.</translation>
        </message>
        <message>
            <source>"tasks" must be a list with at least one task.</source>
            <translation>"tasks" muss eine Liste mit mindestens einer Aufgabe sein.</translation>
        </message>
        <message>
            <source>This file holds neither a task nor a task set ({{"tasks": [...]}}).</source>
            <translation>Diese Datei enthält weder eine Aufgabe noch eine Aufgabensammlung ({{"tasks": [...]}}).</translation>
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
            <source>{file} is not an ordinary file (perhaps a device or a pipe), so it is not a task file.</source>
            <translation>{file} ist keine gewöhnliche Datei (vielleicht ein Gerät oder eine Pipe), also keine Aufgabendatei.</translation>
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
    <context>
        <name>SchabenPage</name>
        <message>
            <source>{solved} of {total} tasks solved</source>
            <translation>{solved} von {total} Aufgaben gelöst</translation>
        </message>
        <message>
            <source>Right-click a puzzle, or press Delete on it, to remove it.</source>
            <translation>Ein Rätsel entfernst du per Rechtsklick oder mit der Entf-Taste.</translation>
        </message>
        <message>
            <source>Remove puzzle {id}</source>
            <translation>Rätsel {id} entfernen</translation>
        </message>
        <message>
            <source>Puzzle {id} removed; the game you are playing on it goes on.</source>
            <translation>Rätsel {id} entfernt; dein laufendes Spiel damit geht weiter.</translation>
        </message>
        <message>
            <source>Puzzle {id} removed.</source>
            <translation>Rätsel {id} entfernt.</translation>
        </message>
        <message>
            <source>You solved {id} on {date}. Remove it anyway? A removed puzzle cannot be brought back.</source>
            <translation>Du hast {id} am {date} gelöst. Trotzdem entfernen? Ein entferntes Rätsel lässt sich nicht zurückholen.</translation>
        </message>
        <message numerus="yes">
            <source>You have started {id} %n time(s) and not solved it yet. Remove it anyway? A removed puzzle cannot be brought back.</source>
            <translation>
                <numerusform>Du hast {id} einmal begonnen und noch nicht gelöst. Trotzdem entfernen? Ein entferntes Rätsel lässt sich nicht zurückholen.</numerusform>
                <numerusform>Du hast {id} %n-mal begonnen und noch nicht gelöst. Trotzdem entfernen? Ein entferntes Rätsel lässt sich nicht zurückholen.</numerusform>
            </translation>
        </message>
        <message>
            <source>The game you are playing on it stays: you can still finish it.</source>
            <translation>Dein laufendes Spiel mit diesem Rätsel bleibt erhalten; du kannst es noch zu Ende spielen.</translation>
        </message>
        <message>
            <source>Remove puzzle {id}?</source>
            <translation>Rätsel {id} entfernen?</translation>
        </message>
        <message>
            <source>Load tasks</source>
            <translation>Aufgaben laden</translation>
        </message>
        <message>
            <source>Task files (*.json)</source>
            <translation>Aufgabendateien (*.json)</translation>
        </message>
        <message>
            <source>Reading {file}: {done} of {count} tasks…</source>
            <translation>{file} wird gelesen: {done} von {count} Aufgaben …</translation>
        </message>
        <message>
            <source>Reading {file}…</source>
            <translation>{file} wird gelesen …</translation>
        </message>
        <message>
            <source>Schaben jagen: choose a task</source>
            <translation>Schaben jagen: Wähle eine Aufgabe</translation>
        </message>
        <message>
            <source>Load tasks from a file…</source>
            <translation>Aufgaben aus einer Datei laden …</translation>
        </message>
        <message>
            <source>Play the next task</source>
            <translation>Nächste Aufgabe spielen</translation>
        </message>
        <message>
            <source>New puzzle</source>
            <translation>Neues Rätsel</translation>
        </message>
        <message>
            <source>Make a new task of the chosen difficulty, with exactly one solution, and play it</source>
            <translation>Eine neue Aufgabe der gewählten Schwierigkeit mit genau einer Lösung erstellen und spielen</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>Abbrechen</translation>
        </message>
        <message>
            <source>Green tasks are easy, orange ones medium, dark orange ones difficult (one to three stars). On each card: the exterminator (green arrow, pointing where he looks), cockroaches (orange dots), boxes (dark orange squares). Start with the test tasks 0A and 0B; the ringed card is the next one to play.</source>
            <translation>Grüne Aufgaben sind leicht, orange mittel, dunkelorange schwer (ein bis drei Sterne). Auf jeder Karte: der Kammerjäger (grüner Pfeil in Blickrichtung), Schaben (orange Punkte), Kisten (dunkelorange Quadrate). Fang mit den Testaufgaben 0A und 0B an; die umrandete Karte ist als Nächstes dran.</translation>
        </message>
        <message>
            <source>Back to {task}</source>
            <translation>Zurück zu {task}</translation>
        </message>
        <message>
            <source>Your tasks from {file}</source>
            <translation>Deine Aufgaben aus {file}</translation>
        </message>
        <message numerus="yes">
            <source>Only the first {shown} of the %n good tasks in {file} are shown.</source>
            <translation>
                <numerusform>Nur die ersten {shown} der %n spielbaren Aufgabe in {file} werden gezeigt.</numerusform>
                <numerusform>Nur die ersten {shown} der %n spielbaren Aufgaben in {file} werden gezeigt.</numerusform>
            </translation>
        </message>
        <message>
            <source>Your new puzzles</source>
            <translation>Deine neuen Rätsel</translation>
        </message>
        <message>
            <source>Making a new puzzle…</source>
            <translation>Ein neues Rätsel wird erstellt …</translation>
        </message>
        <message>
            <source>No new puzzle could be made; please try again.</source>
            <translation>Es konnte kein neues Rätsel erstellt werden; bitte versuche es noch einmal.</translation>
        </message>
        <message>
            <source>Some tasks in {file} cannot be played:</source>
            <translation>Einige Aufgaben in {file} lassen sich nicht spielen:</translation>
        </message>
        <message>
            <source>Solved!</source>
            <translation>Gelöst!</translation>
        </message>
        <message>
            <source>{task} is solved.</source>
            <translation>{task} ist gelöst.</translation>
        </message>
        <message>
            <source>Not this time</source>
            <translation>Diesmal nicht</translation>
        </message>
        <message numerus="yes">
            <source>You even had %n card(s) to spare.</source>
            <translation>
                <numerusform>Sogar %n Karte ist übrig geblieben.</numerusform>
                <numerusform>Sogar %n Karten sind übrig geblieben.</numerusform>
            </translation>
        </message>
        <message>
            <source>Undo takes back the last card; Start again sets the task up afresh.</source>
            <translation>„Karte zurück“ nimmt die letzte Karte zurück; „Neu anfangen“ baut die Aufgabe neu auf.</translation>
        </message>
        <message>
            <source>Ready for more? “Next task” takes you to {task}.</source>
            <translation>Lust auf mehr? „Nächste Aufgabe“ bringt dich zu {task}.</translation>
        </message>
        <message>
            <source>Goal: walk the exterminator to {square}.</source>
            <translation>Ziel: Bring den Kammerjäger auf {square}.</translation>
        </message>
        <message>
            <source>Goal: catch every cockroach.</source>
            <translation>Ziel: Fang alle Schaben.</translation>
        </message>
        <message numerus="yes">
            <source>%n card(s) left</source>
            <translation>
                <numerusform>noch %n Karte</numerusform>
                <numerusform>noch %n Karten</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n cockroach(es) left</source>
            <translation>
                <numerusform>noch %n Schabe</numerusform>
                <numerusform>noch %n Schaben</numerusform>
            </translation>
        </message>
        <message>
            <source>{cockroaches} · {cards}</source>
            <translation>{cockroaches} · {cards}</translation>
        </message>
        <message>
            <source>From your position the task cannot be solved any more, so here is the solution from the start.</source>
            <translation>Von deiner Stellung aus ist die Aufgabe nicht mehr lösbar, deshalb siehst du hier die Lösung von Anfang an.</translation>
        </message>
        <message>
            <source>Here is how to solve the task from your position. Your own game waits, untouched.</source>
            <translation>So löst du die Aufgabe von deiner Stellung aus. Dein eigenes Spiel wartet unverändert auf dich.</translation>
        </message>
        <message>
            <source>The way is blocked, so he can only stay where he is: click his square to play the card anyway.</source>
            <translation>Der Weg ist versperrt, er kann nur stehen bleiben: Klick auf sein Feld, um die Karte trotzdem zu spielen.</translation>
        </message>
        <message>
            <source>Click a lit square, or drag the exterminator there.</source>
            <translation>Klick auf ein leuchtendes Feld oder zieh den Kammerjäger dorthin.</translation>
        </message>
        <message>
            <source>Click an empty square to put a box there, or a box to take it away.</source>
            <translation>Klick auf ein freies Feld, um dort eine Kiste hinzustellen, oder auf eine Kiste, um sie wegzunehmen.</translation>
        </message>
        <message>
            <source>Play a card: click it, or drag it onto the kitchen. The keys 1 to 9 pick a card too.</source>
            <translation>Spiel eine Karte: Klick sie an oder zieh sie in die Küche. Mit den Tasten 1 bis 9 wählst du auch eine Karte.</translation>
        </message>
        <message>
            <source>First choose a card: click it in the tray, or drag it onto the kitchen.</source>
            <translation>Wähle zuerst eine Karte: Klick sie in der Ablage an oder zieh sie in die Küche.</translation>
        </message>
        <message>
            <source>Looking for the solution… (any card you play stops it)</source>
            <translation>Suche die Lösung … (jede Karte, die du spielst, bricht die Suche ab)</translation>
        </message>
        <message>
            <source>Looking for a hint… (any card you play stops it)</source>
            <translation>Suche einen Tipp … (jede Karte, die du spielst, bricht die Suche ab)</translation>
        </message>
        <message>
            <source>&amp;Hint</source>
            <translation>&amp;Tipp</translation>
        </message>
        <message>
            <source>The next card to play, and where, from this position</source>
            <translation>Welche Karte du von hier aus als Nächstes spielst, und wohin</translation>
        </message>
        <message>
            <source>Show &amp;solution</source>
            <translation>&amp;Lösung zeigen</translation>
        </message>
        <message>
            <source>&amp;Undo card</source>
            <translation>Karte &amp;zurück</translation>
        </message>
        <message>
            <source>Start &amp;again</source>
            <translation>&amp;Neu anfangen</translation>
        </message>
        <message>
            <source>All &amp;tasks</source>
            <translation>Alle &amp;Aufgaben</translation>
        </message>
        <message>
            <source>&amp;Next task</source>
            <translation>Nächste Auf&amp;gabe</translation>
        </message>
        <message>
            <source>◀ Previous</source>
            <translation>◀ Zurück</translation>
        </message>
        <message>
            <source>Next ▶</source>
            <translation>Weiter ▶</translation>
        </message>
        <message>
            <source>&amp;Back to my game</source>
            <translation>Zurück zu &amp;meinem Spiel</translation>
        </message>
        <message>
            <source>What happened</source>
            <translation>Was geschah</translation>
        </message>
        <message>
            <source>This task has no solution: no order of its cards catches every cockroach.</source>
            <translation>Diese Aufgabe hat keine Lösung: In keiner Reihenfolge fangen ihre Karten alle Schaben.</translation>
        </message>
        <message>
            <source>That is the whole solution.</source>
            <translation>Das ist die ganze Lösung.</translation>
        </message>
        <message>
            <source>Step {number} of {total}: {step}</source>
            <translation>Schritt {number} von {total}: {step}</translation>
        </message>
        <message>
            <source>Done: all {total} steps are played.</source>
            <translation>Fertig: Alle {total} Schritte sind gespielt.</translation>
        </message>
        <message>
            <source>Task {id}</source>
            <translation>Aufgabe {id}</translation>
        </message>
        <message>
            <source>Your own task</source>
            <translation>Deine eigene Aufgabe</translation>
        </message>
        <message>
            <source>solved on {date}</source>
            <translation>gelöst am {date}</translation>
        </message>
        <message>
            <source>not solved yet</source>
            <translation>noch nicht gelöst</translation>
        </message>
        <message numerus="yes">
            <source>%n try(s)</source>
            <translation>
                <numerusform>%n Versuch</numerusform>
                <numerusform>%n Versuche</numerusform>
            </translation>
        </message>
        <message>
            <source>play this one next</source>
            <translation>als Nächstes dran</translation>
        </message>
    </context>
    <context>
        <name>SchabenTable</name>
        <message>
            <source>looking north</source>
            <translation>blickt nach Norden</translation>
        </message>
        <message>
            <source>looking east</source>
            <translation>blickt nach Osten</translation>
        </message>
        <message>
            <source>looking south</source>
            <translation>blickt nach Süden</translation>
        </message>
        <message>
            <source>looking west</source>
            <translation>blickt nach Westen</translation>
        </message>
        <message>
            <source>Kitchen of Schaben jagen</source>
            <translation>Küche von Schaben jagen</translation>
        </message>
        <message>
            <source>the exterminator, {looking}</source>
            <translation>der Kammerjäger, {looking}</translation>
        </message>
        <message>
            <source>a cockroach, {looking}</source>
            <translation>eine Schabe, {looking}</translation>
        </message>
        <message>
            <source>a box</source>
            <translation>eine Kiste</translation>
        </message>
        <message>
            <source>the target square</source>
            <translation>das Zielfeld</translation>
        </message>
        <message>
            <source>empty</source>
            <translation>leer</translation>
        </message>
        <message>
            <source>{square}: {what}</source>
            <translation>{square}: {what}</translation>
        </message>
        <message>
            <source>The exterminator stands on {square}, {looking}</source>
            <translation>Der Kammerjäger steht auf {square} und {looking}</translation>
        </message>
        <message numerus="yes">
            <source>%n cockroach(es) in the kitchen, {caught} caught</source>
            <translation>
                <numerusform>%n Schabe in der Küche, {caught} gefangen</numerusform>
                <numerusform>%n Schaben in der Küche, {caught} gefangen</numerusform>
            </translation>
        </message>
        <message>
            <source>Card in hand: {card}</source>
            <translation>Karte auf der Hand: {card}</translation>
        </message>
    </context>
    <context>
        <name>SchabenTutorial</name>
        <message>
            <source>The way is blocked: a box or the edge is right next to him in this direction. Only then may you play the card anyway: he stays where he is, and the card is used up. Click his square (it is lit) to do so.</source>
            <translation>Der Weg ist versperrt: In dieser Richtung steht direkt neben ihm eine Kiste oder der Spielfeldrand. Nur dann darfst du die Karte trotzdem spielen: Er bleibt stehen, und die Karte ist verbraucht. Klick dazu auf sein Feld (es leuchtet).</translation>
        </message>
        <message>
            <source>The yellow squares show where this card can take him: straight on, as many squares as you like, but never onto or over a box and never off the board. He keeps looking the same way. Click a yellow square, or drag him there.</source>
            <translation>Die gelben Felder zeigen, wohin ihn diese Karte bringen kann: geradeaus, so viele Felder du willst, aber nie auf oder über eine Kiste und nie über den Rand. Seine Blickrichtung bleibt dabei gleich. Klick auf ein gelbes Feld oder zieh ihn dorthin.</translation>
        </message>
        <message>
            <source>The yellow squares show where this card can take him. He may stop on a square with cockroaches, but he may never walk past one.</source>
            <translation>Die gelben Felder zeigen, wohin ihn diese Karte bringen kann. Er darf auf einem Feld mit Schaben stehen bleiben, aber nie an einer Schabe vorbeilaufen.</translation>
        </message>
        <message>
            <source>Test task 0A: walk the exterminator to the flag on F5. He stands on B2 and looks east, to the right: the nozzle of his vacuum points where he looks. The arrows on the cards count from his point of view, so for him “Left” is up the board. Click a card, or drag it onto the kitchen.</source>
            <translation>Testaufgabe 0A: Bring den Kammerjäger zur Fahne auf F5. Er steht auf B2 und blickt nach Osten, also nach rechts: Die Düse seines Saugers zeigt in seine Blickrichtung. Die Pfeile auf den Karten gelten aus seiner Sicht, „Links“ heißt für ihn also: auf dem Plan nach oben. Klick eine Karte an oder zieh sie in die Küche.</translation>
        </message>
        <message>
            <source>Good. A played card is used up: it stays in the tray, dimmed, with its number. Walking never turns him, so he still looks east.</source>
            <translation>Gut so. Eine gespielte Karte ist verbraucht: Sie bleibt blass mit ihrer Nummer in der Ablage liegen. Beim Gehen dreht er sich nie, er blickt also weiter nach Osten.</translation>
        </message>
        <message>
            <source>One card left. Which square must he stand on so that this card takes him to F5?</source>
            <translation>Noch eine Karte. Auf welchem Feld muss er stehen, damit ihn diese Karte nach F5 bringt?</translation>
        </message>
        <message>
            <source>Test task 0B: walk the exterminator to E3. Now there are cockroaches, and they look somewhere too. After every card each cockroach takes one step forward; if a box, the exterminator or the edge is in its way, it turns around instead. Cockroaches never block each other: they stack up. He may not walk past a cockroach.</source>
            <translation>Testaufgabe 0B: Bring den Kammerjäger nach E3. Jetzt sind Schaben dabei, und auch sie haben eine Blickrichtung. Nach jeder Karte krabbelt jede Schabe ein Feld vorwärts; steht ihr eine Kiste, der Kammerjäger oder der Rand im Weg, dreht sie sich stattdessen um. Schaben behindern sich nie gegenseitig: Sie stapeln sich. An einer Schabe darf er nicht vorbeilaufen.</translation>
        </message>
        <message>
            <source>See what the cockroaches did: each one stepped forward or turned around. Is the way to E3 free now?</source>
            <translation>Sieh dir an, was die Schaben gemacht haben: Jede ist ein Feld vorwärts gekrabbelt oder hat umgedreht. Ist der Weg nach E3 jetzt frei?</translation>
        </message>
        <message>
            <source>Well done! Next comes test task 0B, where the cockroaches join in.</source>
            <translation>Gut gemacht! Als Nächstes kommt Testaufgabe 0B, da krabbeln die Schaben mit.</translation>
        </message>
        <message>
            <source>Splendid! From task 1A on, your goal is always to catch every cockroach. Squash them by walking onto them, or vacuum them up: after every card he sucks in every cockroach straight ahead of him, up to the first box, however far away. While he walks the vacuum is off, and cockroaches that walk into his line of sight are caught too.</source>
            <translation>Prima! Ab Aufgabe 1A heißt dein Ziel immer: alle Schaben fangen. Zertritt sie, indem du auf ihr Feld gehst, oder saug sie ein: Nach jeder Karte saugt er jede Schabe ein, die geradeaus in seiner Blickrichtung sitzt, egal wie weit weg, bis zur ersten Kiste. Während er geht, ist der Sauger aus, und auch Schaben, die ihm in die Blickrichtung krabbeln, werden gefangen.</translation>
        </message>
        <message>
            <source>He did not get to F5. Take back a card with Undo, or start again.</source>
            <translation>Er ist nicht auf F5 angekommen. Nimm mit „Karte zurück“ eine Karte zurück oder fang neu an.</translation>
        </message>
        <message>
            <source>He did not get to E3. Start again, and remember: sometimes waiting is just what you need.</source>
            <translation>Er ist nicht auf E3 angekommen. Fang neu an, und denk daran: Manchmal ist Abwarten genau das Richtige.</translation>
        </message>
    </context>
</TS>