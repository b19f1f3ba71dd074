<?xml version='1.0' encoding='utf-8'?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
    <context>
        <name>App</name>
        <message>
            <source>Something went wrong inside bugbox. Your latest moves could not be autosaved (the disk may be full or the folder read-only), so the game in the launcher may be behind. Details are in the log file:
{path}</source>
            <translation>In bugbox ist etwas schiefgegangen. Deine letzten Züge konnten nicht automatisch gespeichert werden (vielleicht ist der Datenträger voll oder der Ordner schreibgeschützt), daher ist das Spiel im Startbildschirm womöglich nicht auf dem neuesten Stand. Einzelheiten stehen in der Protokolldatei:
{path}</translation>
        </message>
        <message>
            <source>Something went wrong inside bugbox. Your game was autosaved and can be continued from the launcher. Details are in the log file:
{path}</source>
            <translation>In bugbox ist etwas schiefgegangen. Dein Spiel wurde automatisch gespeichert und kann im Startbildschirm fortgesetzt werden. Einzelheiten stehen in der Protokolldatei:
{path}</translation>
        </message>
        <message>
            <source>Something went wrong inside bugbox. Details are in the log file:
{path}</source>
            <translation>In bugbox ist etwas schiefgegangen. Einzelheiten stehen in der Protokolldatei:
{path}</translation>
        </message>
        <message>
            <source>bugbox cannot make its folder {path} ({reason}), so nothing is saved in this run; you can still play.</source>
            <translation>bugbox kann seinen Ordner {path} nicht anlegen ({reason}), daher wird in dieser Sitzung nichts gespeichert; spielen kannst du trotzdem.</translation>
        </message>
    </context>
    <context>
        <name>Autosave</name>
        <message>
            <source>The disk is full, so this game is no longer being autosaved; free some space and autosaving resumes by itself.</source>
            <translation>Der Datenträger ist voll, darum wird dieses Spiel nicht mehr automatisch gespeichert; schaffe etwas Platz, dann geht das automatische Speichern von selbst weiter.</translation>
        </message>
        <message>
            <source>bugbox may not write in its data folder, so this game is no longer being autosaved.</source>
            <translation>bugbox darf nicht in seinen Datenordner schreiben, darum wird dieses Spiel nicht mehr automatisch gespeichert.</translation>
        </message>
        <message>
            <source>bugbox cannot write in its data folder, so this game is no longer being autosaved.</source>
            <translation>bugbox kann nicht in seinen Datenordner schreiben, darum wird dieses Spiel nicht mehr automatisch gespeichert.</translation>
        </message>
        <message>
            <source>The game is being autosaved again.</source>
            <translation>Das Spiel wird wieder automatisch gespeichert.</translation>
        </message>
    </context>
    <context>
        <name>Disk</name>
        <message>
            <source>The disk is full.</source>
            <translation>Der Datenträger ist voll.</translation>
        </message>
        <message>
            <source>bugbox may not write in its folders.</source>
            <translation>bugbox darf nicht in seine Ordner schreiben.</translation>
        </message>
        <message>
            <source>bugbox cannot write in its folders.</source>
            <translation>bugbox kann nicht in seine Ordner schreiben.</translation>
        </message>
        <message>
            <source>{why} {what}</source>
            <translation>{why} {what}</translation>
        </message>
        <message>
            <source>The game that just ended could not be kept for Records, so it stays with the unfinished games in the launcher until it can be.</source>
            <translation>Das eben beendete Spiel konnte nicht für die Bestenliste aufbewahrt werden; es bleibt darum bei den angefangenen Spielen in der Spieleauswahl, bis das gelingt.</translation>
        </message>
        <message>
            <source>Your solved tasks and tries are not being saved for now.</source>
            <translation>Deine gelösten Aufgaben und Versuche werden vorerst nicht gespeichert.</translation>
        </message>
        <message>
            <source>Your new puzzles are not being saved for now.</source>
            <translation>Deine neuen Aufgaben werden vorerst nicht gespeichert.</translation>
        </message>
        <message>
            <source>Your settings are not being saved for now; they hold until bugbox closes.</source>
            <translation>Deine Einstellungen werden vorerst nicht gespeichert; sie gelten, bis bugbox geschlossen wird.</translation>
        </message>
        <message>
            <source>Finished games are being kept for Records again.</source>
            <translation>Beendete Spiele werden wieder für die Bestenliste aufbewahrt.</translation>
        </message>
        <message>
            <source>Your solved tasks and tries are being saved again.</source>
            <translation>Deine gelösten Aufgaben und Versuche werden wieder gespeichert.</translation>
        </message>
        <message>
            <source>Your puzzles are being saved again.</source>
            <translation>Deine Aufgaben werden wieder gespeichert.</translation>
        </message>
        <message>
            <source>Your settings are being saved again.</source>
            <translation>Deine Einstellungen werden wieder gespeichert.</translation>
        </message>
    </context>
    <context>
        <name>Files</name>
        <message>
            <source>The disk is full, so the game could not be saved; free some space and save again.</source>
            <translation>Der Datenträger ist voll, daher konnte das Spiel nicht gespeichert werden; schaffe etwas Platz und speichere noch einmal.</translation>
        </message>
        <message>
            <source>bugbox may not write in that folder, so the game could not be saved; please choose another folder.</source>
            <translation>bugbox darf in diesen Ordner nicht schreiben, daher konnte das Spiel nicht gespeichert werden; bitte wähle einen anderen Ordner.</translation>
        </message>
        <message>
            <source>The game could not be saved there; please choose another folder.</source>
            <translation>Das Spiel konnte dort nicht gespeichert werden; bitte wähle einen anderen Ordner.</translation>
        </message>
        <message>
            <source>This file is far too large to be a bugbox save.</source>
            <extracomment>Saves bigger than this are not a bugbox save (a whole game is a few kilobytes).</extracomment>
            <translation>Diese Datei ist viel zu groß für einen bugbox-Spielstand.</translation>
        </message>
        <message>
            <source>This is not an ordinary file (perhaps a device or a pipe), so it is not a bugbox save.</source>
            <translation>Das ist keine gewöhnliche Datei (vielleicht ein Gerät oder eine Pipe), also kein bugbox-Spielstand.</translation>
        </message>
        <message>
            <source>The file could not be read.</source>
            <translation>Die Datei konnte nicht gelesen werden.</translation>
        </message>
        <message>
            <source>This file is not a bugbox save (it is not valid JSON).</source>
            <translation>Diese Datei ist kein bugbox-Spielstand (sie enthält kein gültiges JSON).</translation>
        </message>
        <message>
            <source>This file is not a bugbox save.</source>
            <translation>Diese Datei ist kein bugbox-Spielstand.</translation>
        </message>
        <message>
            <source>This save was made by a newer bugbox (save version {version}); please update bugbox to open it.</source>
            <translation>Dieser Spielstand stammt aus einer neueren bugbox-Version (Format {version}); bitte aktualisiere bugbox, um ihn zu öffnen.</translation>
        </message>
        <message>
            <source>This save is damaged: some of its fields are missing or wrong.</source>
            <translation>Dieser Spielstand ist beschädigt: Einige Angaben fehlen oder sind falsch.</translation>
        </message>
        <message>
            <source>This save is for a game bugbox does not know: {game}.</source>
            <translation>Dieser Spielstand gehört zu einem Spiel, das bugbox nicht kennt: {game}.</translation>
        </message>
        <message>
            <source>This save was made by a newer bugbox ({version}); please update bugbox to open it.</source>
            <translation>Dieser Spielstand stammt aus einem neueren bugbox ({version}); bitte aktualisiere bugbox, um ihn zu öffnen.</translation>
        </message>
        <message>
            <source>This save has an unknown version and cannot be opened.</source>
            <translation>Dieser Spielstand hat ein unbekanntes Format und kann nicht geöffnet werden.</translation>
        </message>
        <message>
            <source>This save holds far more moves than any game (more than {limit}), so it is not a bugbox save.</source>
            <translation>Dieser Spielstand enthält weit mehr Züge als jedes Spiel (mehr als {limit}), also ist er kein bugbox-Spielstand.</translation>
        </message>
        <message>
            <source>This save no longer replays: move {number} is not allowed by the rules.</source>
            <translation>Dieser Spielstand lässt sich nicht mehr nachspielen: Zug {number} ist nach den Regeln nicht erlaubt.</translation>
        </message>
        <message>
            <source>This save's game setup is not valid.</source>
            <translation>Die Spielvorbereitung in diesem Spielstand ist ungültig.</translation>
        </message>
        <message>
            <source>This game has reached {limit} moves, the most a save can hold; please start a new game.</source>
            <translation>Dieses Spiel hat {limit} Züge erreicht, mehr kann ein Spielstand nicht aufnehmen; bitte beginne ein neues Spiel.</translation>
        </message>
        <message>
            <source>Your settings file is not an ordinary file; bugbox is using the default settings.</source>
            <translation>Deine Einstellungsdatei ist keine gewöhnliche Datei; bugbox verwendet die Standardeinstellungen.</translation>
        </message>
        <message>
            <source>Your settings file is far too large to be bugbox's; it was kept as {name} and the default settings are used.</source>
            <translation>Deine Einstellungsdatei ist viel zu groß, um von bugbox zu sein; sie wurde als {name} aufbewahrt, und es gelten die Standardeinstellungen.</translation>
        </message>
        <message>
            <source>Your settings file was damaged; it was kept as {name} and the default settings are used.</source>
            <translation>Deine Einstellungsdatei war beschädigt; sie wurde als {name} aufbewahrt, und es gelten die Standardeinstellungen.</translation>
        </message>
        <message>
            <source>Your settings file could not be read; bugbox is using the default settings.</source>
            <extracomment>How much longer or shorter each animation runs than at "normal". The last new-game setup per game id, as plain data (see `Setup`).</extracomment>
            <translation>Deine Einstellungsdatei konnte nicht gelesen werden; bugbox verwendet die Standardeinstellungen.</translation>
        </message>
    </context>
    <context>
        <name>Records</name>
        <message>
            <source>This finished game's file is damaged.</source>
            <translation>Die Datei dieser beendeten Partie ist beschädigt.</translation>
        </message>
        <message>
            <source>This finished game was kept by a newer bugbox; please update bugbox to open it.</source>
            <translation>Diese beendete Partie wurde von einem neueren bugbox aufbewahrt; bitte aktualisiere bugbox, um sie zu öffnen.</translation>
        </message>
        <message>
            <source>This file is not a finished bugbox game.</source>
            <translation>Diese Datei ist keine beendete bugbox-Partie.</translation>
        </message>
        <message>
            <source>This finished game is of a game bugbox does not know: {game}.</source>
            <translation>Diese beendete Partie gehört zu einem Spiel, das bugbox nicht kennt: {game}.</translation>
        </message>
        <message>
            <source>This finished game no longer replays: move {number} is not allowed by the rules.</source>
            <translation>Diese beendete Partie lässt sich nicht mehr nachspielen: Zug {number} ist nach den Regeln nicht erlaubt.</translation>
        </message>
        <message>
            <source>This file is far too large to be a finished game.</source>
            <translation>Diese Datei ist viel zu groß für eine beendete Partie.</translation>
        </message>
        <message>
            <source>This is not an ordinary file (perhaps a device or a pipe), so it is not a finished game.</source>
            <translation>Das ist keine gewöhnliche Datei (vielleicht ein Gerät oder eine Pipe), also keine beendete Partie.</translation>
        </message>
        <message>
            <source>The file could not be read.</source>
            <translation>Die Datei konnte nicht gelesen werden.</translation>
        </message>
        <message>
            <source>Biggest catch</source>
            <translation>Größter Fang</translation>
        </message>
        <message>
            <source>Busts per game</source>
            <translation>Verasselt pro Partie</translation>
        </message>
        <message>
            <source>Most luck tiles converted</source>
            <translation>Meiste Glückstafeln eingelöst</translation>
        </message>
        <message>
            <source>Wurminator bites</source>
            <translation>Wurminator-Bisse</translation>
        </message>
        <message numerus="yes">
            <source>Kept games (%Ln):</source>
            <translation>
                <numerusform>Aufbewahrte Partien (%Ln):</numerusform>
                <numerusform>Aufbewahrte Partien (%Ln):</numerusform>
            </translation>
        </message>
        <message>
            <source>Reading the kept games…</source>
            <translation>Die aufbewahrten Partien werden gelesen …</translation>
        </message>
        <message numerus="yes">
            <source>%Ln finished game(s) counted.</source>
            <translation>
                <numerusform>%Ln beendete Partie gezählt.</numerusform>
                <numerusform>%Ln beendete Partien gezählt.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Counting %Ln more game(s)…</source>
            <translation>
                <numerusform>Zähle noch %Ln Partie…</numerusform>
                <numerusform>Zähle noch %Ln Partien…</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Only the newest {read} of your %Ln kept games are read.</source>
            <translation>
                <numerusform>Nur die neuesten {read} deiner %Ln aufbewahrten Partie werden gelesen.</numerusform>
                <numerusform>Nur die neuesten {read} deiner %Ln aufbewahrten Partien werden gelesen.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n kept game(s) could not be read and were moved aside: {files}.</source>
            <translation>
                <numerusform>%n aufbewahrte Partie konnte nicht gelesen werden und wurde beiseitegelegt: {files}.</numerusform>
                <numerusform>%n aufbewahrte Partien konnten nicht gelesen werden und wurden beiseitegelegt: {files}.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n kept game(s) come from a newer bugbox and are left as they are: {files}. Update bugbox to count them.</source>
            <translation>
                <numerusform>%n aufbewahrte Partie stammt aus einem neueren bugbox und bleibt, wie sie ist: {files}. Aktualisiere bugbox, um sie mitzuzählen.</numerusform>
                <numerusform>%n aufbewahrte Partien stammen aus einem neueren bugbox und bleiben, wie sie sind: {files}. Aktualisiere bugbox, um sie mitzuzählen.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n kept game(s) had a file name in another encoding and were renamed: {files}.</source>
            <translation>
                <numerusform>%n aufbewahrte Partie hatte einen Dateinamen in einer anderen Kodierung und wurde umbenannt: {files}.</numerusform>
                <numerusform>%n aufbewahrte Partien hatten Dateinamen in einer anderen Kodierung und wurden umbenannt: {files}.</numerusform>
            </translation>
        </message>
        <message>
            <source>Deleting old kept games: {done} of {total}…</source>
            <translation>Alte aufbewahrte Partien werden gelöscht: {done} von {total} …</translation>
        </message>
        <message numerus="yes">
            <source>The records folder holds %Ln kept games, more than the {limit} that Settings keep; none is deleted until you say so.</source>
            <translation>
                <numerusform>Im Ordner der Bestenliste liegt %Ln aufbewahrte Partie, mehr als die {limit}, die die Einstellungen behalten; gelöscht wird keine, bevor du es sagst.</numerusform>
                <numerusform>Im Ordner der Bestenliste liegen %Ln aufbewahrte Partien, mehr als die {limit}, die die Einstellungen behalten; gelöscht wird keine, bevor du es sagst.</numerusform>
            </translation>
        </message>
        <message>
            <source>Delete the oldest {count}…</source>
            <translation>Die ältesten {count} löschen …</translation>
        </message>
        <message>
            <source>Delete old kept games?</source>
            <translation>Alte aufbewahrte Partien löschen?</translation>
        </message>
        <message>
            <source>Delete the oldest {count} of your {total} kept games, so that {limit} are kept as Settings say? They cannot be brought back.</source>
            <translation>Die ältesten {count} deiner {total} aufbewahrten Partien löschen, sodass {limit} bleiben, wie es die Einstellungen sagen? Gelöschte Partien lassen sich nicht zurückholen.</translation>
        </message>
        <message>
            <source>Player</source>
            <translation>Spieler</translation>
        </message>
        <message>
            <source>Played</source>
            <translation>Gespielt</translation>
        </message>
        <message>
            <source>Won</source>
            <translation>Gewonnen</translation>
        </message>
        <message>
            <source>Win rate</source>
            <translation>Siegquote</translation>
        </message>
        <message>
            <source>Best score</source>
            <translation>Bestes Ergebnis</translation>
        </message>
        <message>
            <source>Average score</source>
            <translation>Durchschnitt</translation>
        </message>
        <message>
            <source>Longest streak</source>
            <translation>Längste Siegesserie</translation>
        </message>
        <message>
            <source>Fastest win</source>
            <translation>Schnellster Sieg</translation>
        </message>
        <message>
            <source>{percent} %</source>
            <translation>{percent} %</translation>
        </message>
        <message>
            <source>Difficulty</source>
            <translation>Schwierigkeit</translation>
        </message>
        <message>
            <source>Tasks solved</source>
            <translation>Aufgaben gelöst</translation>
        </message>
        <message>
            <source>Attempts</source>
            <translation>Versuche</translation>
        </message>
        <message>
            <source>Hints</source>
            <translation>Tipps</translation>
        </message>
        <message>
            <source>Solutions viewed</source>
            <translation>Lösungen angesehen</translation>
        </message>
        <message>
            <source>Solved at the first try</source>
            <translation>Im ersten Versuch gelöst</translation>
        </message>
        <message>
            <source>Rename or merge a name</source>
            <translation>Namen ändern oder zusammenführen</translation>
        </message>
        <message>
            <source>Which name?</source>
            <translation>Welcher Name?</translation>
        </message>
        <message>
            <source>Count the games of {name} as the games of (an existing name merges them):</source>
            <translation>Die Partien von {name} zählen für (ein vorhandener Name führt sie zusammen):</translation>
        </message>
        <message>
            <source>Reset the statistics?</source>
            <translation>Statistik zurücksetzen?</translation>
        </message>
        <message>
            <source>The statistics of {game} start again from zero. The kept games stay and can still be replayed. Reset them?</source>
            <translation>Die Statistik von {game} beginnt wieder bei null. Die aufbewahrten Partien bleiben und können weiter nachgespielt werden. Zurücksetzen?</translation>
        </message>
        <message>
            <source>Records</source>
            <translation>Bestenliste</translation>
        </message>
        <message>
            <source>Counting the kept games</source>
            <translation>Die aufbewahrten Partien werden gezählt</translation>
        </message>
        <message>
            <source>Rename or merge a name…</source>
            <translation>Namen ändern oder zusammenführen…</translation>
        </message>
        <message>
            <source>Reset statistics…</source>
            <translation>Statistik zurücksetzen…</translation>
        </message>
        <message>
            <source>Back to the games</source>
            <translation>Zurück zu den Spielen</translation>
        </message>
        <message>
            <source>Replay</source>
            <translation>Nachspielen</translation>
        </message>
        <message>
            <source>Review this game</source>
            <translation>Partie analysieren</translation>
        </message>
        <message numerus="yes">
            <source>The oldest %Ln kept game(s) were deleted.</source>
            <translation>
                <numerusform>Die älteste aufbewahrte Partie wurde gelöscht.</numerusform>
                <numerusform>Die ältesten %Ln aufbewahrten Partien wurden gelöscht.</numerusform>
            </translation>
        </message>
        <message>
            <source>Computer (easy)</source>
            <translation>Computer (leicht)</translation>
        </message>
        <message>
            <source>Computer (normal)</source>
            <translation>Computer (normal)</translation>
        </message>
        <message>
            <source>Computer (hard)</source>
            <translation>Computer (schwer)</translation>
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
            <source>Test tasks</source>
            <translation>Testaufgaben</translation>
        </message>
        <message>
            <source>{h} h {m:02d} min</source>
            <translation>{h} Std. {m:02d} Min.</translation>
        </message>
        <message>
            <source>{m}:{s:02d} min</source>
            <translation>{m}:{s:02d} Min.</translation>
        </message>
        <message numerus="yes">
            <source>and %n more</source>
            <translation>
                <numerusform>und %n weitere</numerusform>
                <numerusform>und %n weitere</numerusform>
            </translation>
        </message>
        <message>
            <source>Finished</source>
            <translation>Beendet</translation>
        </message>
        <message>
            <source>Task</source>
            <translation>Aufgabe</translation>
        </message>
        <message>
            <source>Result</source>
            <translation>Ergebnis</translation>
        </message>
        <message>
            <source>Cards played</source>
            <translation>Gespielte Karten</translation>
        </message>
        <message>
            <source>Time</source>
            <translation>Dauer</translation>
        </message>
        <message>
            <source>Players</source>
            <translation>Spieler</translation>
        </message>
        <message>
            <source>Moves</source>
            <translation>Züge</translation>
        </message>
        <message>
            <source>solved</source>
            <translation>gelöst</translation>
        </message>
        <message>
            <source>not solved</source>
            <translation>nicht gelöst</translation>
        </message>
    </context>
    <context>
        <name>Launcher</name>
        <message>
            <source>New game</source>
            <translation>Neues Spiel</translation>
        </message>
        <message>
            <source>Voll verasselt</source>
            <translation>Voll verasselt</translation>
        </message>
        <message>
            <source>Push your luck with seven dice and catch the most bugs.</source>
            <translation>Reize dein Glück mit sieben Würfeln aus und fange die meisten Asseln.</translation>
        </message>
        <message>
            <source>Schaben jagen</source>
            <translation>Schaben jagen</translation>
        </message>
        <message>
            <source>Chase every cockroach out of the kitchen with a handful of cards.</source>
            <translation>Jage mit einer Handvoll Karten jede Schabe aus der Küche.</translation>
        </message>
        <message>
            <source>1 player, 80 tasks and 2 test tasks</source>
            <translation>1 Person, 80 Aufgaben und 2 Testaufgaben</translation>
        </message>
        <message>
            <source>Play</source>
            <translation>Spielen</translation>
        </message>
        <message>
            <source>Verflixxt! kompakt</source>
            <translation>Verflixxt! kompakt</translation>
        </message>
        <message>
            <source>Race over lucky and unlucky tiles, and leave the bad ones to the others.</source>
            <translation>Renne über Glücks- und Pechtafeln und überlasse die schlechten den anderen.</translation>
        </message>
        <message>
            <source>{low}-{high} players</source>
            <translation>{low}–{high} Personen</translation>
        </message>
        <message numerus="yes">
            <source>%n unfinished game(s)…</source>
            <translation>
                <numerusform>%n angefangenes Spiel …</numerusform>
                <numerusform>%n angefangene Spiele …</numerusform>
            </translation>
        </message>
        <message>
            <source>Continue last game</source>
            <translation>Letztes Spiel fortsetzen</translation>
        </message>
        <message>
            <source>{button} ({game})</source>
            <translation>{button} ({game})</translation>
        </message>
        <message>
            <source>Cover of {game}</source>
            <translation>Titelbild von {game}</translation>
        </message>
        <message>
            <source>Rejoin the table with {names}</source>
            <translation>Zurück an den Tisch mit {names}</translation>
        </message>
        <message>
            <source>Rejoin your network table</source>
            <translation>Zurück an deinen Netzwerktisch</translation>
        </message>
        <message>
            <source>Which game shall we play?</source>
            <translation>Was wollen wir spielen?</translation>
        </message>
        <message>
            <source>Records and past games</source>
            <translation>Bestenliste und frühere Partien</translation>
        </message>
        <message>
            <source>Join a table…</source>
            <translation>An einen Tisch setzen…</translation>
        </message>
    </context>
    <context>
        <name>NewGame</name>
        <message>
            <source>Variant: only one card per double-bar die</source>
            <translation>Variante: nur eine Karte pro Würfel mit Doppelbalken</translation>
        </message>
        <message>
            <source>Play with the Wurminator</source>
            <translation>Mit dem Wurminator spielen</translation>
        </message>
        <message>
            <source>Red</source>
            <extracomment>Seat colours each game can show (Verflixxt has four pawn colours). Rule options per game: (option key, default).</extracomment>
            <translation>Rot</translation>
        </message>
        <message>
            <source>Blue</source>
            <translation>Blau</translation>
        </message>
        <message>
            <source>Green</source>
            <translation>Grün</translation>
        </message>
        <message>
            <source>Yellow</source>
            <translation>Gelb</translation>
        </message>
        <message>
            <source>Purple</source>
            <translation>Lila</translation>
        </message>
        <message>
            <source>Human</source>
            <translation>Mensch</translation>
        </message>
        <message>
            <source>Computer (easy)</source>
            <translation>Computerspieler (leicht)</translation>
        </message>
        <message>
            <source>Computer (normal)</source>
            <translation>Computerspieler (normal)</translation>
        </message>
        <message>
            <source>Computer (hard)</source>
            <translation>Computerspieler (schwer)</translation>
        </message>
        <message>
            <source>Player on another computer</source>
            <translation>Person an einem anderen Computer</translation>
        </message>
        <message>
            <source>Player {n}</source>
            <translation>Person {n}</translation>
        </message>
        <message>
            <source>joins with the invite</source>
            <translation>kommt mit der Einladung dazu</translation>
        </message>
        <message>
            <source>At a table across computers, the table gives each seat its colour.</source>
            <translation>An einem Tisch über mehrere Computer gibt der Tisch jedem Platz seine Farbe.</translation>
        </message>
        <message>
            <source>At a table across computers, the table draws the start player.</source>
            <translation>An einem Tisch über mehrere Computer lost der Tisch den Startspieler aus.</translation>
        </message>
        <message>
            <source>Random</source>
            <translation>Zufällig</translation>
        </message>
        <message>
            <source>New game: {title}</source>
            <translation>Neues Spiel: {title}</translation>
        </message>
        <message>
            <source>Players</source>
            <translation>Personen</translation>
        </message>
        <message>
            <source>Start player</source>
            <translation>Startspieler</translation>
        </message>
        <message>
            <source>Seats (in turn order)</source>
            <translation>Plätze (in Zugreihenfolge)</translation>
        </message>
        <message>
            <source>Name of seat {seat}</source>
            <translation>Name auf Platz {seat}</translation>
        </message>
        <message>
            <source>Colour of seat {seat}</source>
            <translation>Farbe auf Platz {seat}</translation>
        </message>
        <message>
            <source>Who plays seat {seat}</source>
            <translation>Wer spielt auf Platz {seat}</translation>
        </message>
        <message>
            <source>Two seats have the same colour: please give each seat its own.</source>
            <translation>Zwei Plätze haben dieselbe Farbe: Bitte gib jedem Platz eine eigene.</translation>
        </message>
        <message>
            <source>Two players here have the same name: please tell them apart.</source>
            <translation>Zwei Personen an diesem Computer haben denselben Namen: Bitte gib ihnen verschiedene.</translation>
        </message>
    </context>
    <context>
        <name>Network</name>
        <message>
            <source>This computer cannot show its table on the home network.</source>
            <translation>Dieser Computer kann seinen Tisch nicht im Heimnetz zeigen.</translation>
        </message>
        <message>
            <source>This computer cannot look for tables on the home network.</source>
            <translation>Dieser Computer kann im Heimnetz nicht nach Tischen suchen.</translation>
        </message>
        <message>
            <source>This text holds no invite; an invite looks like {example}.</source>
            <translation>Dieser Text enthält keine Einladung; eine Einladung sieht so aus: {example}.</translation>
        </message>
        <message>
            <source>This text is too long to be an invite.</source>
            <translation>Dieser Text ist zu lang für eine Einladung.</translation>
        </message>
        <message>
            <source>An invite cannot hold a user name or a password.</source>
            <translation>Eine Einladung darf keinen Benutzernamen und kein Passwort enthalten.</translation>
        </message>
        <message>
            <source>The invite does not name a computer by a valid address or name.</source>
            <translation>Die Einladung nennt keinen Computer mit einer gültigen Adresse oder einem gültigen Namen.</translation>
        </message>
        <message>
            <source>The port in the invite must be a number from 1 to 65535.</source>
            <translation>Der Port in der Einladung muss eine Zahl von 1 bis 65535 sein.</translation>
        </message>
        <message>
            <source>The invite ends without a table code.</source>
            <translation>Am Ende der Einladung fehlt der Code des Tisches.</translation>
        </message>
        <message>
            <source>A table code has 8 characters: the letters A to Z and the digits 2 to 7.</source>
            <translation>Der Code eines Tisches hat 8 Zeichen: die Buchstaben A bis Z und die Ziffern 2 bis 7.</translation>
        </message>
        <message>
            <source>The invite holds more than an address and a table code.</source>
            <translation>Die Einladung enthält mehr als eine Adresse und den Code eines Tisches.</translation>
        </message>
        <message>
            <source>A name needs 1 to {limit} characters.</source>
            <translation>Ein Name braucht 1 bis {limit} Zeichen.</translation>
        </message>
        <message>
            <source>A name cannot hold control characters or invisible characters.</source>
            <translation>Ein Name darf keine Steuerzeichen und keine unsichtbaren Zeichen enthalten.</translation>
        </message>
        <message>
            <source>A name needs at least one letter or digit that can be seen.</source>
            <translation>Ein Name braucht mindestens einen sichtbaren Buchstaben oder eine sichtbare Ziffer.</translation>
        </message>
        <message>
            <source>An accent or other mark in a name has to sit on a letter (one to three).</source>
            <translation>Ein Akzent oder anderes Zeichen in einem Namen muss auf einem Buchstaben stehen (eins bis drei).</translation>
        </message>
        <message>
            <source>The table server refused this for a reason this bugbox does not know.</source>
            <translation>Der Tisch-Server hat das aus einem Grund abgelehnt, den dieses bugbox nicht kennt.</translation>
        </message>
        <message>
            <source>The table has closed.</source>
            <translation>Der Tisch wurde geschlossen.</translation>
        </message>
        <message>
            <source>The table server sent something that breaks the game's rules, so bugbox left the table.</source>
            <translation>Der Tisch-Server hat etwas geschickt, das gegen die Spielregeln verstößt; bugbox hat den Tisch deshalb verlassen.</translation>
        </message>
        <message>
            <source>The table server offers a game this bugbox does not have, so bugbox left the table.</source>
            <translation>Der Tisch-Server bietet ein Spiel an, das dieses bugbox nicht hat; bugbox hat den Tisch deshalb verlassen.</translation>
        </message>
        <message>
            <source>The table server sent a message this bugbox does not know; the server may be newer than this bugbox.</source>
            <translation>Der Tisch-Server hat eine Nachricht geschickt, die dieses bugbox nicht kennt; vielleicht ist der Server neuer als dieses bugbox.</translation>
        </message>
        <message>
            <source>The table server sent more than bugbox could follow, so bugbox left the table.</source>
            <translation>Der Tisch-Server hat mehr geschickt, als bugbox verarbeiten konnte; bugbox hat den Tisch deshalb verlassen.</translation>
        </message>
        <message>
            <source>The table server sent a message larger than bugbox takes, so bugbox left the table.</source>
            <translation>Der Tisch-Server hat eine Nachricht geschickt, die größer ist, als bugbox annimmt; bugbox hat den Tisch deshalb verlassen.</translation>
        </message>
        <message>
            <source>The table server sent a finished game that does not replay, so it was not kept in Records.</source>
            <translation>Der Tisch-Server hat ein beendetes Spiel geschickt, das sich nicht nachspielen lässt; es wurde deshalb nicht in der Bestenliste aufbewahrt.</translation>
        </message>
        <message>
            <source>The table server did not answer, so bugbox left it; please try again later.</source>
            <translation>Der Tisch-Server hat nicht geantwortet, deshalb hat bugbox ihn verlassen; versuch es bitte später noch einmal.</translation>
        </message>
        <message>
            <source>This server speaks protocol version {server} and this bugbox speaks version {client}; both need the same version.</source>
            <translation>Dieser Server spricht Protokollversion {server} und dieses bugbox Version {client}; beide brauchen dieselbe Version.</translation>
        </message>
        <message>
            <source>The first message to the server must be a hello with its version.</source>
            <translation>Die erste Nachricht an den Server muss ein Hallo mit der Version sein.</translation>
        </message>
        <message>
            <source>The server could not understand this message.</source>
            <translation>Der Server konnte diese Nachricht nicht verstehen.</translation>
        </message>
        <message>
            <source>The server takes text messages only.</source>
            <translation>Der Server nimmt nur Textnachrichten an.</translation>
        </message>
        <message>
            <source>The server cannot open more tables just now; please try again later.</source>
            <translation>Der Server kann gerade keine weiteren Tische eröffnen; bitte versuche es später noch einmal.</translation>
        </message>
        <message>
            <source>Your address has opened as many tables as it may; finish a game there first.</source>
            <translation>Von deiner Adresse aus wurden so viele Tische eröffnet wie erlaubt; spiele dort zuerst eine Partie zu Ende.</translation>
        </message>
        <message>
            <source>Your address has opened as many tables this hour as it may; please try again later.</source>
            <translation>Von deiner Adresse aus wurden in dieser Stunde so viele Tische eröffnet wie erlaubt; bitte versuche es später noch einmal.</translation>
        </message>
        <message>
            <source>The server cannot take more connections just now; please try again later.</source>
            <translation>Der Server kann gerade keine weiteren Verbindungen annehmen; bitte versuche es später noch einmal.</translation>
        </message>
        <message>
            <source>Too many connections come from your address.</source>
            <translation>Von deiner Adresse kommen zu viele Verbindungen.</translation>
        </message>
        <message>
            <source>This server does not offer that game.</source>
            <translation>Dieser Server bietet dieses Spiel nicht an.</translation>
        </message>
        <message>
            <source>A table needs at least one open seat for a person.</source>
            <translation>Ein Tisch braucht mindestens einen freien Platz für einen Menschen.</translation>
        </message>
        <message>
            <source>Every seat at this table is taken.</source>
            <translation>An diesem Tisch ist jeder Platz besetzt.</translation>
        </message>
        <message>
            <source>That seat is taken.</source>
            <translation>Dieser Platz ist besetzt.</translation>
        </message>
        <message>
            <source>There is no such seat at this table.</source>
            <translation>Diesen Platz gibt es an diesem Tisch nicht.</translation>
        </message>
        <message>
            <source>Somebody at this table already has that name.</source>
            <translation>Jemand an diesem Tisch hat schon diesen Namen.</translation>
        </message>
        <message>
            <source>This token does not hold a seat at this table.</source>
            <translation>Zu diesem Schlüssel gehört kein Platz an diesem Tisch.</translation>
        </message>
        <message>
            <source>Another connection holds this seat; rejoin with your token to play it from here.</source>
            <translation>Eine andere Verbindung hält diesen Platz; kehre mit deinem Schlüssel an den Tisch zurück, um ihn von hier aus zu spielen.</translation>
        </message>
        <message>
            <source>Spectators cannot make moves.</source>
            <translation>Zuschauer können keine Züge machen.</translation>
        </message>
        <message>
            <source>Only the host of the table can hand seats to the computer.</source>
            <translation>Nur wer den Tisch eröffnet hat, kann Plätze an den Computer übergeben.</translation>
        </message>
        <message>
            <source>The game has not started yet.</source>
            <translation>Das Spiel hat noch nicht begonnen.</translation>
        </message>
        <message>
            <source>The game is over.</source>
            <translation>Das Spiel ist vorbei.</translation>
        </message>
        <message>
            <source>The game has started, so its seats can no longer be joined.</source>
            <translation>Das Spiel hat begonnen, daher kann sich niemand mehr an den Tisch setzen.</translation>
        </message>
        <message>
            <source>The person at that seat is here.</source>
            <translation>Wer an diesem Platz sitzt, ist da.</translation>
        </message>
        <message>
            <source>The computer already plays that seat.</source>
            <translation>Diesen Platz spielt schon der Computer.</translation>
        </message>
        <message>
            <source>It is not your turn.</source>
            <translation>Du bist nicht am Zug.</translation>
        </message>
        <message>
            <source>This move was meant for an earlier point of the game.</source>
            <translation>Dieser Zug war für einen früheren Zeitpunkt des Spiels gedacht.</translation>
        </message>
        <message>
            <source>The server could not store this move, so it was not made; please try again.</source>
            <translation>Der Server konnte diesen Zug nicht speichern, daher wurde er nicht ausgeführt; bitte versuche es noch einmal.</translation>
        </message>
        <message>
            <source>Too many messages: the server takes at most {rate} a second.</source>
            <translation>Zu viele Nachrichten: Der Server nimmt höchstens {rate} pro Sekunde an.</translation>
        </message>
        <message>
            <source>Another connection has taken up your seat with the same token.</source>
            <translation>Eine andere Verbindung hat deinen Platz mit demselben Schlüssel übernommen.</translation>
        </message>
        <message>
            <source>Your connection could not keep up with the table and was closed.</source>
            <translation>Deine Verbindung kam mit dem Tisch nicht mit und wurde geschlossen.</translation>
        </message>
        <message>
            <source>The server is shutting down.</source>
            <translation>Der Server wird beendet.</translation>
        </message>
        <message>
            <source>The table has closed because nobody played at it for a long time.</source>
            <translation>Der Tisch wurde geschlossen, weil lange niemand an ihm gespielt hat.</translation>
        </message>
        <message>
            <source>The table has closed because every person at it has left.</source>
            <translation>Der Tisch wurde geschlossen, weil alle Personen an ihm gegangen sind.</translation>
        </message>
        <message>
            <source>There is no table with the code {code}.</source>
            <translation>Es gibt keinen Tisch mit dem Code {code}.</translation>
        </message>
        <message>
            <source>{name} closed the table.</source>
            <translation>{name} hat den Tisch geschlossen.</translation>
        </message>
        <message>
            <source>The connection to the table is lost: nothing can be played until bugbox has reconnected.</source>
            <translation>Die Verbindung zum Tisch ist abgerissen: Gespielt werden kann erst wieder, wenn bugbox sie wiederhergestellt hat.</translation>
        </message>
        <message>
            <source>Your game with {names} waits for you at the table; the launcher offers to rejoin it.</source>
            <translation>Dein Spiel mit {names} wartet am Tisch auf dich; die Spieleübersicht bietet an, zurückzukehren.</translation>
        </message>
        <message>
            <source>Your table with {names} closes when bugbox ends; it comes back when you start bugbox again.</source>
            <translation>Dein Tisch mit {names} schließt, wenn bugbox endet; er ist wieder da, sobald du bugbox wieder startest.</translation>
        </message>
        <message>
            <source>This does not name a table server; write it as bugbox.example.org, 192.168.1.5:8765 or wss://bugbox.example.org/.</source>
            <translation>Das ist keine Adresse eines Tisch-Servers; schreib sie etwa als bugbox.example.org, 192.168.1.5:8765 oder wss://bugbox.example.org/.</translation>
        </message>
        <message>
            <source>No table with this code is on your network; paste the whole invite, or name the server in Settings.</source>
            <translation>In deinem Netzwerk gibt es keinen Tisch mit diesem Code; füge die ganze Einladung ein oder gib den Server in den Einstellungen an.</translation>
        </message>
        <message>
            <source>No bugbox table server answers at {address}; check the address and the network.</source>
            <translation>Unter {address} antwortet kein bugbox-Spieltisch-Server; prüfe die Adresse und das Netzwerk.</translation>
        </message>
        <message>
            <source>The table server at {address} shows a certificate this computer does not trust; bugbox did not connect.</source>
            <translation>Der Spieltisch-Server unter {address} zeigt ein Zertifikat, dem dieser Computer nicht vertraut; bugbox hat sich nicht verbunden.</translation>
        </message>
        <message>
            <source>The connection to the table server was lost.</source>
            <translation>Die Verbindung zum Spieltisch-Server ist abgebrochen.</translation>
        </message>
        <message>
            <source>, </source>
            <translation>, </translation>
        </message>
        <message>
            <source>{first} and {last}</source>
            <translation>{first} und {last}</translation>
        </message>
        <message>
            <source>bugbox could not start its table server on this computer.</source>
            <translation>bugbox konnte auf diesem Computer keinen Tisch-Server starten.</translation>
        </message>
        <message>
            <source>{names} ({game})</source>
            <translation>{names} ({game})</translation>
        </message>
        <message>
            <source>{game} with {names}</source>
            <translation>{game} mit {names}</translation>
        </message>
        <message>
            <source>Leave the table?</source>
            <translation>Den Tisch verlassen?</translation>
        </message>
        <message>
            <source>Leave this table? You give up your seat at it for good.</source>
            <translation>Diesen Tisch verlassen? Du gibst deinen Platz daran endgültig auf.</translation>
        </message>
        <message>
            <source>Close this table? Everybody who sat down at it is told that you closed it.</source>
            <translation>Diesen Tisch schließen? Alle, die sich schon hingesetzt haben, erfahren, dass du ihn geschlossen hast.</translation>
        </message>
        <message>
            <source>Leave this table? Your seat becomes free for somebody else.</source>
            <translation>Diesen Tisch verlassen? Dein Platz wird für jemand anderen frei.</translation>
        </message>
        <message>
            <source>Leave this game? The computer plays your seat from now on, and you cannot come back.</source>
            <translation>Dieses Spiel verlassen? Ab jetzt spielt der Computer deinen Platz, und du kannst nicht zurückkommen.</translation>
        </message>
        <message>
            <source>{name} is away from the table. You can let the computer play for them: Game &gt; Let the computer play for players who are away.</source>
            <translation>{name} ist nicht am Tisch. Du kannst den Computer für {name} spielen lassen: Spiel &gt; Computer für abwesende Personen spielen lassen.</translation>
        </message>
        <message>
            <source>{name} is away from the table.</source>
            <translation>{name} ist nicht am Tisch.</translation>
        </message>
        <message>
            <source>{name} is back at the table.</source>
            <translation>{name} ist wieder am Tisch.</translation>
        </message>
        <message>
            <source>The computer plays for {name} until they come back.</source>
            <translation>Der Computer spielt für {name}, bis {name} zurückkommt.</translation>
        </message>
        <message>
            <source>Watching: nothing is played from this computer.</source>
            <translation>Zuschauen: An diesem Computer wird nicht mitgespielt.</translation>
        </message>
        <message>
            <source>The game is over; it is kept in your Records.</source>
            <translation>Das Spiel ist vorbei; es steht jetzt in deiner Bestenliste.</translation>
        </message>
        <message>
            <source>{name} closed the table; it comes back when {name} starts bugbox again.</source>
            <translation>{name} hat den Tisch geschlossen; er ist wieder da, sobald {name} bugbox wieder startet.</translation>
        </message>
        <message>
            <source>The connection to the table was lost; bugbox is trying to reconnect…</source>
            <translation>Die Verbindung zum Tisch ist abgerissen; bugbox versucht, sie wiederherzustellen…</translation>
        </message>
        <message>
            <source>Connected to the table again.</source>
            <translation>Wieder mit dem Tisch verbunden.</translation>
        </message>
        <message>
            <source>The finished game could not be kept in Records.</source>
            <translation>Das beendete Spiel konnte nicht in der Bestenliste aufbewahrt werden.</translation>
        </message>
        <message>
            <source>The file of your seats at network tables was damaged; it was kept as {name} and a new one is started.</source>
            <translation>Die Datei mit deinen Plätzen an Netzwerktischen war beschädigt; sie wurde als {name} aufbewahrt, und eine neue wird angelegt.</translation>
        </message>
    </context>
    <context>
        <name>About</name>
        <message>
            <source>Three tabletop games for one computer: {games}.</source>
            <translation>Drei Brettspiele für einen Computer: {games}.</translation>
        </message>
        <message>
            <source>bugbox is free software under the {licence} licence.</source>
            <translation>bugbox ist freie Software unter der {licence}-Lizenz.</translation>
        </message>
        <message>
            <source>Made with Qt {qt} and PySide6 {pyside} (LGPL-3.0), Python {python}.</source>
            <translation>Gebaut mit Qt {qt} und PySide6 {pyside} (LGPL-3.0), Python {python}.</translation>
        </message>
        <message>
            <source>The licences of bugbox and of everything it ships are under &lt;i&gt;Licences&lt;/i&gt;.</source>
            <translation>Die Lizenzen von bugbox und allem, was es mitbringt, stehen unter &lt;i&gt;Lizenzen&lt;/i&gt;.</translation>
        </message>
        <message>
            <source>Licences</source>
            <translation>Lizenzen</translation>
        </message>
        <message>
            <source>The licence files are missing from this installation; they are in the source of bugbox.</source>
            <translation>Die Lizenzdateien fehlen in dieser Installation; sie liegen im Quelltext von bugbox.</translation>
        </message>
        <message>
            <source>bugbox (MIT)</source>
            <translation>bugbox (MIT)</translation>
        </message>
        <message>
            <source>Third-party notices</source>
            <translation>Hinweise zu Fremdkomponenten</translation>
        </message>
        <message>
            <source>About bugbox</source>
            <translation>Über bugbox</translation>
        </message>
        <message>
            <source>&amp;Licences…</source>
            <translation>&amp;Lizenzen…</translation>
        </message>
    </context>
    <context>
        <name>MainWindow</name>
        <message>
            <source>bugbox cannot move the file aside, so it stays where it is.</source>
            <translation>bugbox kann die Datei nicht beiseitelegen, daher bleibt sie, wo sie ist.</translation>
        </message>
        <message>
            <source>The file was kept as {name}.</source>
            <translation>Die Datei wurde als {name} aufbewahrt.</translation>
        </message>
        <message>
            <source>bugbox could not autosave your game {who} at all, so it is gone once you leave it.</source>
            <translation>bugbox konnte dein Spiel {who} gar nicht automatisch speichern; es ist darum weg, sobald du es verlässt.</translation>
        </message>
        <message>
            <source>bugbox could not autosave the latest moves of your game {who}, so the unfinished games in the launcher have it as it was before them.</source>
            <translation>bugbox konnte die letzten Züge deines Spiels {who} nicht automatisch speichern; bei den angefangenen Spielen in der Spieleauswahl steht es darum so, wie es vor diesen Zügen war.</translation>
        </message>
        <message>
            <source>Your game {who} stays with the unfinished games in the launcher; you can finish it later.</source>
            <translation>Dein Spiel {who} bleibt bei den angefangenen Spielen in der Spieleauswahl; du kannst es später zu Ende spielen.</translation>
        </message>
        <message>
            <source>Exported.</source>
            <translation>Exportiert.</translation>
        </message>
        <message>
            <source>Save the game</source>
            <translation>Spiel speichern</translation>
        </message>
        <message>
            <source>Open a saved game</source>
            <translation>Gespeichertes Spiel öffnen</translation>
        </message>
        <message>
            <source>bugbox saves (*.json)</source>
            <translation>bugbox-Spielstände (*.json)</translation>
        </message>
        <message>
            <source>All files (*)</source>
            <translation>Alle Dateien (*)</translation>
        </message>
        <message>
            <source>{name} is there already. Replace it?</source>
            <translation>{name} gibt es dort schon. Ersetzen?</translation>
        </message>
        <message>
            <source>Saved.</source>
            <translation>Gespeichert.</translation>
        </message>
        <message>
            <source>Quit bugbox?</source>
            <translation>bugbox beenden?</translation>
        </message>
        <message>
            <source>{kept} Quit now?</source>
            <translation>{kept} Jetzt beenden?</translation>
        </message>
        <message>
            <source>Leave this game?</source>
            <translation>Dieses Spiel verlassen?</translation>
        </message>
        <message>
            <source>{kept} Leave it now?</source>
            <translation>{kept} Jetzt verlassen?</translation>
        </message>
        <message>
            <source>&amp;Game</source>
            <translation>&amp;Spiel</translation>
        </message>
        <message>
            <source>&amp;Edit</source>
            <translation>&amp;Bearbeiten</translation>
        </message>
        <message>
            <source>&amp;View</source>
            <translation>&amp;Ansicht</translation>
        </message>
        <message>
            <source>&amp;Help</source>
            <translation>&amp;Hilfe</translation>
        </message>
        <message>
            <source>&amp;New game…</source>
            <translation>&amp;Neues Spiel …</translation>
        </message>
        <message>
            <source>&amp;Open…</source>
            <translation>Ö&amp;ffnen …</translation>
        </message>
        <message>
            <source>&amp;Save</source>
            <translation>&amp;Speichern</translation>
        </message>
        <message>
            <source>Save &amp;as…</source>
            <translation>Speichern &amp;unter …</translation>
        </message>
        <message>
            <source>&amp;Back to the games</source>
            <translation>&amp;Zurück zur Spieleauswahl</translation>
        </message>
        <message>
            <source>&amp;Records and past games</source>
            <translation>&amp;Bestenliste und frühere Partien</translation>
        </message>
        <message>
            <source>Re&amp;play this game</source>
            <translation>Diese Partie &amp;nachspielen</translation>
        </message>
        <message>
            <source>&amp;Join a table…</source>
            <translation>An einen Tisch &amp;setzen…</translation>
        </message>
        <message>
            <source>Show the &amp;invite…</source>
            <translation>&amp;Einladung zeigen…</translation>
        </message>
        <message>
            <source>Let the &amp;computer play for players who are away</source>
            <translation>&amp;Computer für abwesende Personen spielen lassen</translation>
        </message>
        <message>
            <source>&amp;Quit</source>
            <translation>&amp;Beenden</translation>
        </message>
        <message>
            <source>&amp;Undo</source>
            <translation>&amp;Rückgängig</translation>
        </message>
        <message>
            <source>Se&amp;ttings…</source>
            <translation>&amp;Einstellungen …</translation>
        </message>
        <message>
            <source>&amp;Full screen</source>
            <translation>&amp;Vollbild</translation>
        </message>
        <message>
            <source>&amp;Rules</source>
            <translation>Spiel&amp;regeln</translation>
        </message>
        <message>
            <source>&amp;About bugbox</source>
            <translation>Ü&amp;ber bugbox</translation>
        </message>
        <message>
            <source>About &amp;Qt</source>
            <translation>Über &amp;Qt</translation>
        </message>
        <message>
            <source>About Qt</source>
            <translation>Über Qt</translation>
        </message>
    </context>
    <context>
        <name>Unfinished</name>
        <message numerus="yes">
            <source>bugbox keeps the {limit} unfinished games of {game} played last, so %n older game(s) were removed.</source>
            <translation>
                <numerusform>bugbox behält die {limit} zuletzt gespielten angefangenen Spiele von {game}, darum wurde %n älteres entfernt.</numerusform>
                <numerusform>bugbox behält die {limit} zuletzt gespielten angefangenen Spiele von {game}, darum wurden %n ältere entfernt.</numerusform>
            </translation>
        </message>
        <message>
            <source>, </source>
            <translation>,</translation>
        </message>
        <message>
            <source>{names} and {last}</source>
            <translation>{names} und {last}</translation>
        </message>
        <message>
            <source>Task {id}</source>
            <translation>Aufgabe {id}</translation>
        </message>
        <message>
            <source>of {task}</source>
            <translation>an {task}</translation>
        </message>
        <message>
            <source>with {names}</source>
            <translation>mit {names}</translation>
        </message>
        <message>
            <source>finished, not yet in Records</source>
            <translation>beendet, noch nicht in der Bestenliste</translation>
        </message>
        <message>
            <source>turn {turn}</source>
            <translation>Runde {turn}</translation>
        </message>
        <message>
            <source>{who} (on its table now)</source>
            <translation>{who} (liegt gerade auf dem Tisch)</translation>
        </message>
        <message>
            <source>This unfinished game cannot be read. Remove its file for good?</source>
            <translation>Dieses angefangene Spiel ist nicht lesbar. Seine Datei endgültig entfernen?</translation>
        </message>
        <message>
            <source>Your game {who} ({how_far}, last played {when}) will be gone for good. Remove it?</source>
            <translation>Dein Spiel {who} ({how_far}, zuletzt gespielt {when}) ist dann endgültig weg. Entfernen?</translation>
        </message>
        <message>
            <source>Remove this unfinished game?</source>
            <translation>Dieses angefangene Spiel entfernen?</translation>
        </message>
        <message>
            <source>bugbox could not remove this game's file (is its folder read-only?); it stays here.</source>
            <translation>bugbox konnte die Datei dieses Spiels nicht entfernen (ist sein Ordner schreibgeschützt?); es bleibt hier.</translation>
        </message>
        <message>
            <source>Unfinished games: {game}</source>
            <translation>Angefangene Spiele: {game}</translation>
        </message>
        <message numerus="yes">
            <source>%n unfinished game(s) of {game}, the one played last first. Each stays here until it ends or you remove it.</source>
            <translation>
                <numerusform>%n angefangenes Spiel von {game}. Es bleibt hier, bis es zu Ende gespielt ist oder du es entfernst.</numerusform>
                <numerusform>%n angefangene Spiele von {game}, das zuletzt gespielte zuerst. Jedes bleibt hier, bis es zu Ende gespielt ist oder du es entfernst.</numerusform>
            </translation>
        </message>
        <message>
            <source>Task</source>
            <translation>Aufgabe</translation>
        </message>
        <message>
            <source>Players</source>
            <translation>Spieler</translation>
        </message>
        <message>
            <source>How far</source>
            <translation>Stand</translation>
        </message>
        <message>
            <source>Last played</source>
            <translation>Zuletzt gespielt</translation>
        </message>
        <message>
            <source>Continue</source>
            <translation>Fortsetzen</translation>
        </message>
        <message>
            <source>Remove…</source>
            <translation>Entfernen …</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Schließen</translation>
        </message>
        <message>
            <source>The game on its table now cannot be removed; start another game first.</source>
            <translation>Das Spiel, das gerade auf dem Tisch liegt, kann nicht entfernt werden; beginne zuerst ein anderes.</translation>
        </message>
    </context>
    <context>
        <name>GamePage</name>
        <message>
            <source>The computer is playing for {name}…</source>
            <translation>Der Computer spielt für {name}…</translation>
        </message>
        <message>
            <source>{name} is away; the table waits for them to come back.</source>
            <translation>{name} ist nicht am Tisch; der Tisch wartet, bis {name} zurückkommt.</translation>
        </message>
        <message>
            <source>{name} is thinking…</source>
            <translation>{name} überlegt…</translation>
        </message>
        <message>
            <source>Waiting for {name}…</source>
            <translation>Warten auf {name}…</translation>
        </message>
        <message>
            <source>Undo is off in a game played across computers.</source>
            <translation>In einem Spiel über mehrere Computer gibt es kein Rückgängig.</translation>
        </message>
        <message>
            <source>{title}: the table for this game is being built.</source>
            <extracomment>True for games that start from their own chooser (Schaben jagen's task browser) instead of the shared new-game dialog.</extracomment>
            <translation>{title}: Der Spieltisch für dieses Spiel wird gerade gebaut.</translation>
        </message>
    </context>
    <context>
        <name>QFileDialog</name>
        <message>
            <source>&amp;Look in:</source>
            <translation>&amp;Suchen in:</translation>
        </message>
        <message>
            <source>Files of &amp;type:</source>
            <translation>Dateien des &amp;Typs:</translation>
        </message>
    </context>
    <context>
        <name>QAbstractFileIconProvider</name>
        <message>
            <source>Folder</source>
            <comment>All other platforms</comment>
            <translation>Verzeichnis</translation>
        </message>
    </context>
    <context>
        <name>Instance</name>
        <message>
            <source>bugbox is already running but does not answer; close it (or wait for it) and start bugbox again.</source>
            <translation>bugbox läuft bereits, antwortet aber nicht; schließe es (oder warte darauf) und starte bugbox dann noch einmal.</translation>
        </message>
    </context>
    <context>
        <name>NetLobby</name>
        <message>
            <source>The invite</source>
            <translation>Die Einladung</translation>
        </message>
        <message>
            <source>Invite friends: send them this line; in bugbox they choose Join a table… and paste it.</source>
            <translation>Lade Freunde ein: Schick ihnen diese Zeile; in bugbox wählen sie „An einen Tisch setzen…“ und fügen sie ein.</translation>
        </message>
        <message>
            <source>Copy</source>
            <translation>Kopieren</translation>
        </message>
        <message>
            <source>Copied: paste it into a message to your friends.</source>
            <translation>Kopiert: Füg sie in eine Nachricht an deine Freunde ein.</translation>
        </message>
        <message>
            <source>computer player (easy)</source>
            <translation>Computerspieler (leicht)</translation>
        </message>
        <message>
            <source>computer player (hard)</source>
            <translation>Computerspieler (schwer)</translation>
        </message>
        <message>
            <source>computer player (normal)</source>
            <translation>Computerspieler (normal)</translation>
        </message>
        <message>
            <source>free: waiting for a player</source>
            <translation>frei: wartet auf eine Person</translation>
        </message>
        <message>
            <source>{name} (the computer plays for them)</source>
            <translation>{name} (der Computer spielt für {name})</translation>
        </message>
        <message>
            <source>{name} (at this computer)</source>
            <translation>{name} (an diesem Computer)</translation>
        </message>
        <message>
            <source>{name} (away)</source>
            <translation>{name} (nicht am Tisch)</translation>
        </message>
        <message>
            <source>Looking for the table…</source>
            <translation>Der Tisch wird gesucht…</translation>
        </message>
        <message>
            <source>You are watching this table. The game begins when every seat is taken.</source>
            <translation>Du schaust an diesem Tisch zu. Das Spiel beginnt, sobald jeder Platz besetzt ist.</translation>
        </message>
        <message numerus="yes">
            <source>Waiting for %n more player(s). The game begins when every seat is taken.</source>
            <translation>
                <numerusform>Es fehlt noch %n Person. Das Spiel beginnt, sobald jeder Platz besetzt ist.</numerusform>
                <numerusform>Es fehlen noch %n Personen. Das Spiel beginnt, sobald jeder Platz besetzt ist.</numerusform>
            </translation>
        </message>
        <message>
            <source>Every seat is taken: the game begins.</source>
            <translation>Jeder Platz ist besetzt: Das Spiel beginnt.</translation>
        </message>
        <message>
            <source>A table for {game}</source>
            <translation>Ein Tisch für {game}</translation>
        </message>
        <message>
            <source>Seats (in turn order)</source>
            <translation>Plätze (in Zugreihenfolge)</translation>
        </message>
        <message>
            <source>Fill the free seats with computer players</source>
            <translation>Freie Plätze mit Computerspielern besetzen</translation>
        </message>
        <message>
            <source>Leave the table</source>
            <translation>Tisch verlassen</translation>
        </message>
    </context>
    <context>
        <name>NetJoin</name>
        <message>
            <source>Join a table</source>
            <translation>An einen Tisch setzen</translation>
        </message>
        <message>
            <source>Invite</source>
            <translation>Einladung</translation>
        </message>
        <message>
            <source>Paste the invite you were sent (bugbox://…)</source>
            <translation>Die Einladung einfügen, die du bekommen hast (bugbox://…)</translation>
        </message>
        <message>
            <source>On your network</source>
            <translation>In deinem Netzwerk</translation>
        </message>
        <message>
            <source>Your name</source>
            <translation>Dein Name</translation>
        </message>
        <message>
            <source>Take a free seat</source>
            <translation>Freien Platz nehmen</translation>
        </message>
        <message>
            <source>Watch</source>
            <translation>Zuschauen</translation>
        </message>
        <message>
            <source>No tables found yet on the home network.</source>
            <translation>Noch keine Tische im Heimnetz gefunden.</translation>
        </message>
        <message>
            <source>Searching the home network…</source>
            <translation>Suche im Heimnetz…</translation>
        </message>
        <message>
            <source>Connecting…</source>
            <translation>Verbinden…</translation>
        </message>
        <message>
            <source>{host}: {game}, playing – watch</source>
            <translation>{host}: {game}, läuft – zuschauen</translation>
        </message>
        <message numerus="yes">
            <source>{host}: {game}, %n free seat(s)</source>
            <translation>
                <numerusform>{host}: {game}, %n freier Platz</numerusform>
                <numerusform>{host}: {game}, %n freie Plätze</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>Replay</name>
        <message>
            <source>The set-up</source>
            <translation>Der Aufbau</translation>
        </message>
        <message>
            <source>(nothing to tell)</source>
            <translation>(nichts zu berichten)</translation>
        </message>
        <message>
            <source>Turn {turn}: {text}</source>
            <translation>Runde {turn}: {text}</translation>
        </message>
        <message>
            <source>{number}. {text}</source>
            <translation>Zug {number} · {text}</translation>
        </message>
        <message>
            <source>Before move {number} of {total}, turn {turn}</source>
            <translation>Vor Zug {number} von {total}, Runde {turn}</translation>
        </message>
        <message numerus="yes">
            <source>The set-up, before the first of %n move(s)</source>
            <translation>
                <numerusform>Der Aufbau, vor dem einzigen Zug</numerusform>
                <numerusform>Der Aufbau, vor dem ersten von %n Zügen</numerusform>
            </translation>
        </message>
        <message>
            <source>Move {number} of {total}, turn {turn}</source>
            <translation>Zug {number} von {total}, Runde {turn}</translation>
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
            <source>Start</source>
            <translation>Anfang</translation>
        </message>
        <message>
            <source>Turn back</source>
            <translation>Runde zurück</translation>
        </message>
        <message>
            <source>Step back</source>
            <translation>Zug zurück</translation>
        </message>
        <message>
            <source>Step</source>
            <translation>Zug vor</translation>
        </message>
        <message>
            <source>Turn</source>
            <translation>Runde vor</translation>
        </message>
        <message>
            <source>End</source>
            <translation>Ende</translation>
        </message>
        <message>
            <source>Play on from here</source>
            <translation>Von hier weiterspielen</translation>
        </message>
        <message>
            <source>Export…</source>
            <translation>Exportieren…</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Schließen</translation>
        </message>
        <message>
            <source>One move back (Left)</source>
            <translation>Einen Zug zurück (Links)</translation>
        </message>
        <message>
            <source>One move forward (Right)</source>
            <translation>Einen Zug vor (Rechts)</translation>
        </message>
        <message>
            <source>Start a new game from the position shown, with the same players</source>
            <translation>Eine neue Partie ab der gezeigten Stellung beginnen, mit denselben Spielern</translation>
        </message>
        <message>
            <source>Replay: {game}, {when}</source>
            <translation>Nachspielen: {game}, {when}</translation>
        </message>
        <message>
            <source>Replay: {game}</source>
            <translation>Nachspielen: {game}</translation>
        </message>
    </context>
    <context>
        <name>Review</name>
        <message>
            <source>Review this game</source>
            <translation>Partie analysieren</translation>
        </message>
        <message>
            <source>Each player's chance to win, move by move</source>
            <translation>Die Siegchance jedes Spielers, Zug um Zug</translation>
        </message>
        <message>
            <source>{value} %</source>
            <translation>{value} %</translation>
        </message>
        <message>
            <source>Move (0 is the set-up, {total} the end)</source>
            <translation>Zug (0 ist der Aufbau, {total} das Ende)</translation>
        </message>
        <message>
            <source>{name}: {start} at the set-up, {end} at the end.</source>
            <translation>{name}: {start} beim Aufbau, {end} am Ende.</translation>
        </message>
        <message>
            <source>Rose most with move {number} (by {change}).</source>
            <translation>Am stärksten gestiegen mit Zug {number} (um {change}).</translation>
        </message>
        <message>
            <source>Fell most with move {number} (by {change}).</source>
            <translation>Am stärksten gefallen mit Zug {number} (um {change}).</translation>
        </message>
        <message>
            <source>, </source>
            <translation>, </translation>
        </message>
        <message>
            <source>move {number} ({name}, {cost})</source>
            <translation>Zug {number} ({name}, {cost})</translation>
        </message>
        <message>
            <source>The costliest moves: {moves}.</source>
            <translation>Die teuersten Züge: {moves}.</translation>
        </message>
        <message>
            <source>No move surely cost any win chance.</source>
            <translation>Kein Zug hat sicher Siegchance gekostet.</translation>
        </message>
        <message>
            <source>The review was cancelled.</source>
            <translation>Die Analyse wurde abgebrochen.</translation>
        </message>
        <message>
            <source>The review is ready.</source>
            <translation>Die Analyse ist fertig.</translation>
        </message>
        <message>
            <source>The review stopped with an error ({what}).</source>
            <translation>Die Analyse ist mit einem Fehler abgebrochen ({what}).</translation>
        </message>
        <message>
            <source>Playing the game out many times from each of its {count} positions, with computer players deciding for everyone (the hard level first). The bar shows how far it is; any computer reviewing this game finds the same.</source>
            <translation>Die Partie wird von jeder ihrer {count} Stellungen aus viele Male zu Ende gespielt, für alle entscheiden Computerspieler (zuerst der schwere). Der Balken zeigt, wie weit die Analyse ist; jeder Computer, der diese Partie analysiert, kommt zum selben Ergebnis.</translation>
        </message>
        <message>
            <source>{name}: the three costliest decisions</source>
            <translation>{name}: die drei teuersten Entscheidungen</translation>
        </message>
        <message>
            <source>No decision cost any win chance that the review could see.</source>
            <translation>Keine Entscheidung hat erkennbar Siegchance gekostet.</translation>
        </message>
        <message>
            <source>Show this position in the replay, with the better choice</source>
            <translation>Diese Stellung beim Nachspielen zeigen, mit der besseren Wahl</translation>
        </message>
        <message>
            <source>Each win chance is an estimate from playouts: on average within ±{margin} (95 %). Reviewed in {seconds} seconds.</source>
            <translation>Jede Siegchance ist aus zu Ende gespielten Partien geschätzt: im Mittel auf ±{margin} genau (95 %). Analysiert in {seconds} Sekunden.</translation>
        </message>
        <message>
            <source>Its time limit stopped it early: some positions were played out less often than the others, and another computer may find otherwise.</source>
            <translation>Ihr Zeitlimit hat sie vorzeitig beendet: Manche Stellungen wurden seltener zu Ende gespielt als die übrigen, und ein anderer Computer kann zu einem anderen Ergebnis kommen.</translation>
        </message>
        <message>
            <source>Move {number}: chose “{chosen}”; better: “{best}”. Win chance {chance} instead of {better}: it cost {cost} (±{margin}).</source>
            <translation>Zug {number}: gewählt „{chosen}“; besser: „{best}“. Siegchance {chance} statt {better}: das kostete {cost} (±{margin}).</translation>
        </message>
        <message>
            <source>Move {number}, {name}: better “{best}” (win chance {better} instead of {chance}).</source>
            <translation>Zug {number}, {name}: besser „{best}“ (Siegchance {better} statt {chance}).</translation>
        </message>
        <message>
            <source>Review: {game}</source>
            <translation>Analyse: {game}</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>Abbrechen</translation>
        </message>
        <message>
            <source>Review again</source>
            <translation>Erneut analysieren</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Schließen</translation>
        </message>
        <message>
            <source>Review progress</source>
            <translation>Fortschritt der Analyse</translation>
        </message>
        <message>
            <source>Win chances if every player plays like the hard computer from here on</source>
            <translation>Siegchancen, wenn ab hier alle wie der Computerspieler „schwer“ spielen</translation>
        </message>
        <message>
            <source>Where each player lost the most win chance (click one to see it in the replay)</source>
            <translation>Wo jeder Spieler die meiste Siegchance verlor (ein Klick zeigt die Stelle beim Nachspielen)</translation>
        </message>
        <message>
            <source>Where did each decision cost the win? The review plays the game out.</source>
            <translation>Wo hat welche Entscheidung den Sieg gekostet? Die Analyse spielt die Partie viele Male zu Ende.</translation>
        </message>
    </context>
    <context>
        <name>Rules</name>
        <message>
            <source>Rules: {title}</source>
            <translation>Spielregeln: {title}</translation>
        </message>
        <message>
            <source>The rules page for this game is missing.</source>
            <translation>Die Spielregeln für dieses Spiel fehlen.</translation>
        </message>
    </context>
    <context>
        <name>Settings</name>
        <message>
            <source>System language</source>
            <translation>Systemsprache</translation>
        </message>
        <message>
            <source>Off</source>
            <translation>Aus</translation>
        </message>
        <message>
            <source>Fast</source>
            <translation>Schnell</translation>
        </message>
        <message>
            <source>Normal</source>
            <translation>Normal</translation>
        </message>
        <message>
            <source>Slow</source>
            <translation>Langsam</translation>
        </message>
        <message>
            <source>Delete old kept games?</source>
            <translation>Alte aufbewahrte Partien löschen?</translation>
        </message>
        <message>
            <source>You have {total} finished games kept. Keeping only {limit} deletes the oldest {count}; they cannot be brought back. Delete them?</source>
            <translation>Du hast {total} beendete Partien aufbewahrt. Nur {limit} zu behalten löscht die ältesten {count}; sie lassen sich nicht zurückholen. Löschen?</translation>
        </message>
        <message>
            <source>Settings</source>
            <translation>Einstellungen</translation>
        </message>
        <message>
            <source>Language</source>
            <translation>Sprache</translation>
        </message>
        <message>
            <source>Animation speed</source>
            <translation>Animationstempo</translation>
        </message>
        <message>
            <source>Colour-blind patterns</source>
            <translation>Farbenblind-Muster</translation>
        </message>
        <message>
            <source>Ask before abandoning a running game</source>
            <translation>Vor dem Verlassen eines laufenden Spiels nachfragen</translation>
        </message>
        <message>
            <source>Show the bust chance in Voll verasselt</source>
            <translation>Verasselrisiko in Voll verasselt anzeigen</translation>
        </message>
        <message>
            <source>Announce what happens to screen readers</source>
            <translation>Bildschirmlesern ansagen, was geschieht</translation>
        </message>
        <message>
            <source>Rolls, moves, whose turn and the end are spoken as they happen, as the log tells them.</source>
            <translation>Würfe, Züge, wer am Zug ist und das Spielende werden angesagt, sobald sie geschehen, so wie das Protokoll sie erzählt.</translation>
        </message>
        <message>
            <source>Finished games kept for the records</source>
            <translation>Aufbewahrte beendete Partien</translation>
        </message>
        <message>
            <source>When more games have been played, the oldest are forgotten first.</source>
            <translation>Wurden mehr Partien gespielt, werden die ältesten zuerst vergessen.</translation>
        </message>
        <message>
            <source>Table server for network games</source>
            <translation>Tisch-Server für Netzwerkspiele</translation>
        </message>
        <message>
            <source>empty: bugbox hosts your tables itself</source>
            <translation>leer: bugbox stellt deine Tische selbst bereit</translation>
        </message>
        <message>
            <source>An address such as bugbox.example.org or 192.168.1.5:8765, or a wss:// address.</source>
            <translation>Eine Adresse wie bugbox.example.org oder 192.168.1.5:8765, oder eine wss://-Adresse.</translation>
        </message>
        <message>
            <source>{percent} %</source>
            <translation>{percent} %</translation>
        </message>
        <message>
            <source>Sounds at the table (dice, cards, pieces, “your turn”)</source>
            <translation>Geräusche am Tisch (Würfel, Karten, Spielfiguren, „Du bist dran“)</translation>
        </message>
        <message>
            <source>Sound &amp;volume:</source>
            <translation>&amp;Lautstärke:</translation>
        </message>
        <message>
            <source>Sound volume</source>
            <translation>Lautstärke</translation>
        </message>
    </context>
    <context>
        <name>Sound</name>
        <message>
            <source>Sound on.</source>
            <translation>Ton an.</translation>
        </message>
        <message>
            <source>Sound off.</source>
            <translation>Ton aus.</translation>
        </message>
        <message>
            <source>&amp;Sound</source>
            <translation>&amp;Ton</translation>
        </message>
    </context>
</TS>