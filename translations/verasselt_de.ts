<?xml version='1.0' encoding='utf-8'?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
    <context>
        <name>Verasselt</name>
        <message>
            <source>rattle bugs (red)</source>
            <translation>Rasselasseln (rot)</translation>
        </message>
        <message>
            <source>chatter bugs (yellow)</source>
            <translation>Quasselasseln (gelb)</translation>
        </message>
        <message>
            <source>barrel bugs (green)</source>
            <translation>Fassasseln (grün)</translation>
        </message>
        <message>
            <source>water bugs (blue)</source>
            <translation>Wasserasseln (blau)</translation>
        </message>
        <message>
            <source>{count}× {face}</source>
            <translation>{count}× {face}</translation>
        </message>
        <message>
            <source>double bars</source>
            <translation>Doppelbalken</translation>
        </message>
        <message>
            <source>{a} and {b}</source>
            <translation>{a} und {b}</translation>
        </message>
        <message>
            <source>{a}, {b} and {c}</source>
            <translation>{a}, {b} und {c}</translation>
        </message>
        <message>
            <source>{a}, {b}, {c} and {d}</source>
            <translation>{a}, {b}, {c} und {d}</translation>
        </message>
        <message>
            <source>{a}, {b}, {c}, {d} and {e}</source>
            <translation>{a}, {b}, {c}, {d} und {e}</translation>
        </message>
        <message numerus="yes">
            <source>{name} is bugged up: more dice than cards for {colours}! The catch goes back, and %n consolation bug(s) go to the front yard.</source>
            <translation>
                <numerusform>{name} hat verasselt: mehr Würfel als Karten bei {colours}! Der Fang geht zurück, und eine Trostassel kommt in den Vorgarten.</numerusform>
                <numerusform>{name} hat verasselt: mehr Würfel als Karten bei {colours}! Der Fang geht zurück, und %n Trostasseln kommen in den Vorgarten.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{name} is bugged up: more dice than cards for {colours}! %n consolation bug(s) go to the front yard.</source>
            <translation>
                <numerusform>{name} hat verasselt: mehr Würfel als Karten bei {colours}! Eine Trostassel kommt in den Vorgarten.</numerusform>
                <numerusform>{name} hat verasselt: mehr Würfel als Karten bei {colours}! %n Trostasseln kommen in den Vorgarten.</numerusform>
            </translation>
        </message>
        <message>
            <source>{name} is bugged up: more dice than cards for {colours}! The catch goes back.</source>
            <translation>{name} hat verasselt: mehr Würfel als Karten bei {colours}! Der Fang geht zurück.</translation>
        </message>
        <message>
            <source>{name} is bugged up: more dice than cards for {colours}!</source>
            <translation>{name} hat verasselt: mehr Würfel als Karten bei {colours}!</translation>
        </message>
        <message>
            <source>It is {name}'s turn.</source>
            <translation>{name} ist am Zug.</translation>
        </message>
        <message>
            <source>{name} rolls for the bug hub.</source>
            <translation>{name} würfelt um den Asseltreff.</translation>
        </message>
        <message>
            <source>{name} rolls for {owner}'s catch.</source>
            <translation>{name} würfelt um den Fang von {owner}.</translation>
        </message>
        <message numerus="yes">
            <source>{name} receives %n bug(s) from the catch.</source>
            <translation>
                <numerusform>{name} bekommt eine Assel aus dem Fang.</numerusform>
                <numerusform>{name} bekommt %n Asseln aus dem Fang.</numerusform>
            </translation>
        </message>
        <message>
            <source>{name} piles up: {heap} onto the heap, {front} into the front yard.</source>
            <translation>{name} häuft auf: {heap} auf den Asselhaufen, {front} in den Vorgarten.</translation>
        </message>
        <message numerus="yes">
            <source>%n new bug(s) from the pile join the bug hub.</source>
            <translation>
                <numerusform>Eine neue Assel kommt vom Nachziehstapel in den Asseltreff.</numerusform>
                <numerusform>%n neue Asseln kommen vom Nachziehstapel in den Asseltreff.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{name} boosts the group with %n bug(s) from the front yard.</source>
            <translation>
                <numerusform>{name} verstärkt die Gruppe mit einer Assel aus dem Vorgarten.</numerusform>
                <numerusform>{name} verstärkt die Gruppe mit %n Asseln aus dem Vorgarten.</numerusform>
            </translation>
        </message>
        <message>
            <source>{name} rolls {count} dice: {faces}.</source>
            <translation>{name} würfelt mit {count} Würfeln: {faces}.</translation>
        </message>
        <message numerus="yes">
            <source>{name} catches %n bug(s).</source>
            <translation>
                <numerusform>{name} fängt eine Assel.</numerusform>
                <numerusform>{name} fängt %n Asseln.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{name} stops and leaves a catch of %n bug(s).</source>
            <translation>
                <numerusform>{name} hört auf und lässt einen Fang von einer Assel liegen.</numerusform>
                <numerusform>{name} hört auf und lässt einen Fang von %n Asseln liegen.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{name} refills the bug hub with %n bug(s) from the front yard.</source>
            <translation>
                <numerusform>{name} füllt den Asseltreff mit einer Assel aus dem Vorgarten auf.</numerusform>
                <numerusform>{name} füllt den Asseltreff mit %n Asseln aus dem Vorgarten auf.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{name} wins with %n bug(s) on the heap!</source>
            <translation>
                <numerusform>{name} gewinnt mit einer Assel auf dem Asselhaufen!</numerusform>
                <numerusform>{name} gewinnt mit %n Asseln auf dem Asselhaufen!</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{names} share the win with %n bug(s) on the heap each!</source>
            <translation>
                <numerusform>{names} teilen sich den Sieg mit je einer Assel auf dem Asselhaufen!</numerusform>
                <numerusform>{names} teilen sich den Sieg mit je %n Asseln auf dem Asselhaufen!</numerusform>
            </translation>
        </message>
        <message>
            <source>Roll for the bug hub</source>
            <translation>Für den Asseltreff würfeln</translation>
        </message>
        <message>
            <source>Roll for the previous catch</source>
            <translation>Für den Fang des Vorgängers würfeln</translation>
        </message>
        <message numerus="yes">
            <source>Boost the group with %n bug(s): {colours}</source>
            <translation>
                <numerusform>Die Gruppe mit %n Assel verstärken: {colours}</numerusform>
                <numerusform>Die Gruppe mit %n Asseln verstärken: {colours}</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Roll all %n dice</source>
            <translation>
                <numerusform>Alle %n Würfel werfen</numerusform>
                <numerusform>Alle %n Würfel werfen</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Roll %n dice, keep those showing {faces}</source>
            <translation>
                <numerusform>%n Würfel werfen, die mit {faces} liegen lassen</numerusform>
                <numerusform>%n Würfel werfen, die mit {faces} liegen lassen</numerusform>
            </translation>
        </message>
        <message>
            <source>Stop and leave the catch</source>
            <translation>Aufhören und den Fang liegen lassen</translation>
        </message>
        <message>
            <source>Pile up every bug onto the heap</source>
            <translation>Alle Asseln auf den Asselhaufen legen</translation>
        </message>
        <message numerus="yes">
            <source>Pile up, %n bug(s) into the front yard</source>
            <translation>
                <numerusform>Aufhäufen, %n Assel in den Vorgarten</numerusform>
                <numerusform>Aufhäufen, %n Asseln in den Vorgarten</numerusform>
            </translation>
        </message>
        <message>
            <source>Refill the bug hub with {colours}</source>
            <translation>Den Asseltreff mit {colours} auffüllen</translation>
        </message>
        <message>
            <source>Voll verasselt is played by 2 to 5 players.</source>
            <extracomment>The rule options of the new-game dialog and their defaults.</extracomment>
            <translation>Voll verasselt spielt man zu zweit bis zu fünft.</translation>
        </message>
        <message>
            <source>The start player is not at the table.</source>
            <translation>Der Startspieler sitzt nicht mit am Tisch.</translation>
        </message>
        <message>
            <source>Unknown rule option: {option}.</source>
            <translation>Unbekannte Regeloption: {option}.</translation>
        </message>
        <message>
            <source>The group is chosen at the start of a turn.</source>
            <translation>Die Gruppe wird zu Beginn des Zuges gewählt.</translation>
        </message>
        <message>
            <source>You can boost the group only before a roll.</source>
            <translation>Die Gruppe lässt sich nur vor einem Wurf verstärken.</translation>
        </message>
        <message>
            <source>Choose at least one card to boost the group with.</source>
            <translation>Wähle mindestens eine Karte, um die Gruppe zu verstärken.</translation>
        </message>
        <message>
            <source>Your front yard does not hold these cards.</source>
            <translation>Diese Karten liegen nicht in deinem Vorgarten.</translation>
        </message>
        <message>
            <source>It is not the time to roll.</source>
            <translation>Jetzt wird nicht gewürfelt.</translation>
        </message>
        <message>
            <source>Choose each die at most once, by its number from 0 to 6.</source>
            <translation>Wähle jeden Würfel höchstens einmal, über seine Nummer von 0 bis 6.</translation>
        </message>
        <message>
            <source>Roll at least four dice.</source>
            <translation>Würfle mit mindestens vier Würfeln.</translation>
        </message>
        <message>
            <source>You must roll before you can stop.</source>
            <translation>Erst würfeln, dann darfst du aufhören.</translation>
        </message>
        <message>
            <source>There is no catch to pile up now.</source>
            <translation>Gerade gibt es keinen Fang zum Aufhäufen.</translation>
        </message>
        <message>
            <source>Only cards of the catch you received can be piled up.</source>
            <translation>Aufhäufen kannst du nur Karten aus dem Fang, den du bekommen hast.</translation>
        </message>
        <message>
            <source>A front yard holds at most six cards.</source>
            <translation>In einen Vorgarten passen höchstens sechs Karten.</translation>
        </message>
        <message>
            <source>The hub is refilled from the front yard only to avert the end.</source>
            <translation>Aus dem Vorgarten wird der Asseltreff nur aufgefüllt, um das Spielende abzuwenden.</translation>
        </message>
        <message numerus="yes">
            <source>Move exactly %n card(s) into the hub.</source>
            <translation>
                <numerusform>Lege genau eine Karte in den Asseltreff.</numerusform>
                <numerusform>Lege genau %n Karten in den Asseltreff.</numerusform>
            </translation>
        </message>
        <message>
            <source>The game is over.</source>
            <translation>Das Spiel ist vorbei.</translation>
        </message>
        <message>
            <source>That is not a move of Voll verasselt.</source>
            <translation>Das ist kein Zug in Voll verasselt.</translation>
        </message>
    </context>
    <context>
        <name>VerasseltTable</name>
        <message>
            <source>red</source>
            <translation>rot</translation>
        </message>
        <message>
            <source>yellow</source>
            <translation>gelb</translation>
        </message>
        <message>
            <source>green</source>
            <translation>grün</translation>
        </message>
        <message>
            <source>blue</source>
            <translation>blau</translation>
        </message>
        <message>
            <source>double bars</source>
            <translation>Doppelbalken</translation>
        </message>
        <message>
            <source>no bugs</source>
            <translation>keine Asseln</translation>
        </message>
        <message>
            <source>{count} {colour}</source>
            <translation>{count} {colour}</translation>
        </message>
        <message numerus="yes">
            <source>%n bug(s): {list}</source>
            <translation>
                <numerusform>%n Assel: {list}</numerusform>
                <numerusform>%n Asseln: {list}</numerusform>
            </translation>
        </message>
        <message>
            <source>Table of Voll verasselt</source>
            <translation>Spieltisch von Voll verasselt</translation>
        </message>
        <message>
            <source>{name}'s heap: {cards} (their turn)</source>
            <translation>Asselhaufen von {name}: {cards} (am Zug)</translation>
        </message>
        <message>
            <source>{name}'s heap: {cards}</source>
            <translation>Asselhaufen von {name}: {cards}</translation>
        </message>
        <message>
            <source>{name}'s front yard: {cards}</source>
            <translation>Vorgarten von {name}: {cards}</translation>
        </message>
        <message>
            <source>Bug hub: {cards}</source>
            <translation>Asseltreff: {cards}</translation>
        </message>
        <message>
            <source>{name}'s catch, left on the table: {cards}</source>
            <translation>Fang von {name}, auf dem Tisch liegen gelassen: {cards}</translation>
        </message>
        <message>
            <source>Catch of this turn: {cards}</source>
            <translation>Fang dieses Zuges: {cards}</translation>
        </message>
        <message>
            <source>{name} got back {cards}</source>
            <translation>{name} bekommt zurück: {cards}</translation>
        </message>
        <message numerus="yes">
            <source>Draw pile: %n card(s)</source>
            <translation>
                <numerusform>Nachziehstapel: %n Karte</numerusform>
                <numerusform>Nachziehstapel: %n Karten</numerusform>
            </translation>
        </message>
        <message>
            <source>Die {number}: {face}, chosen to roll</source>
            <translation>Würfel {number}: {face}, zum Würfeln gewählt</translation>
        </message>
        <message>
            <source>Die {number}: {face}</source>
            <translation>Würfel {number}: {face}</translation>
        </message>
        <message>
            <source>{place} {name}: {heap} on the heap, {yard} in the front yard</source>
            <translation>{place} {name}: {heap} auf dem Haufen, {yard} im Vorgarten</translation>
        </message>
        <message>
            <source>Ranking: {places}</source>
            <translation>Rangfolge: {places}</translation>
        </message>
        <message>
            <source>Begin your turn (Space)</source>
            <translation>Zug beginnen (Leertaste)</translation>
        </message>
        <message>
            <source>Play again (N)</source>
            <translation>Noch einmal spielen (N)</translation>
        </message>
        <message>
            <source>Roll for the bug hub (H)</source>
            <translation>Um den Asseltreff würfeln (H)</translation>
        </message>
        <message>
            <source>Roll for {name}'s catch (C)</source>
            <translation>Um den Fang von {name} würfeln (C)</translation>
        </message>
        <message>
            <source>Put back die {number} ({face}) (key {number})</source>
            <translation>Würfel {number} ({face}) zurücklegen (Taste {number})</translation>
        </message>
        <message>
            <source>Choose die {number} ({face}) to roll (key {number})</source>
            <translation>Würfel {number} ({face}) zum Würfeln wählen (Taste {number})</translation>
        </message>
        <message numerus="yes">
            <source>Roll the %n chosen dice (R)</source>
            <translation>
                <numerusform>Den %n gewählten Würfel würfeln (R)</numerusform>
                <numerusform>Die %n gewählten Würfel würfeln (R)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Roll all %n dice (A)</source>
            <translation>
                <numerusform>Den %n Würfel würfeln (A)</numerusform>
                <numerusform>Alle %n Würfel würfeln (A)</numerusform>
            </translation>
        </message>
        <message>
            <source>Boost the group with {list} from your front yard</source>
            <translation>Die Gruppe mit {list} aus deinem Vorgarten verstärken</translation>
        </message>
        <message numerus="yes">
            <source>Stop and leave your catch of %n bug(s) (S)</source>
            <translation>
                <numerusform>Aufhören und deinen Fang von %n Assel liegen lassen (S)</numerusform>
                <numerusform>Aufhören und deinen Fang von %n Asseln liegen lassen (S)</numerusform>
            </translation>
        </message>
        <message>
            <source>Put {list} into your front yard, the rest onto your heap</source>
            <translation>{list} in deinen Vorgarten legen, den Rest auf deinen Asselhaufen</translation>
        </message>
        <message numerus="yes">
            <source>Pile all %n bug(s) onto your heap</source>
            <translation>
                <numerusform>Die %n Assel auf deinen Asselhaufen legen</numerusform>
                <numerusform>Alle %n Asseln auf deinen Asselhaufen legen</numerusform>
            </translation>
        </message>
        <message>
            <source>Move {list} from your front yard into the bug hub</source>
            <translation>{list} aus deinem Vorgarten in den Asseltreff legen</translation>
        </message>
    </context>
    <context>
        <name>VerasseltPage</name>
        <message>
            <source>Your turn, {name}</source>
            <translation>Du bist dran, {name}</translation>
        </message>
        <message>
            <source>You got cards back: pile them up first, then your turn begins.</source>
            <translation>Du bekommst Karten zurück: Häufe sie zuerst auf, dann beginnt dein Zug.</translation>
        </message>
        <message>
            <source>You got cards back: pile them up, even though it is {name}'s turn.</source>
            <translation>Du bekommst Karten zurück: Häufe sie auf, auch wenn gerade {name} am Zug ist.</translation>
        </message>
        <message>
            <source>Click or press Space to begin.</source>
            <translation>Klicken oder Leertaste drücken, um loszulegen.</translation>
        </message>
        <message>
            <source>{name} begins.</source>
            <translation>{name} fängt an.</translation>
        </message>
        <message>
            <source>Bugged up!</source>
            <translation>Verasselt!</translation>
        </message>
        <message>
            <source>{name}, choose your group: roll for the bug hub, or for {owner}'s catch.</source>
            <translation>{name}, wähle deine Gruppe: Würfle um den Asseltreff oder um den Fang von {owner}.</translation>
        </message>
        <message numerus="yes">
            <source>{name}, pile up the %n bug(s) you got back: drag them into your front yard (six at most) or onto your heap; the rest goes to the heap.</source>
            <translation>
                <numerusform>{name}, häufe die zurückbekommene Assel auf: Zieh sie in deinen Vorgarten (höchstens sechs Karten) oder auf deinen Asselhaufen.</numerusform>
                <numerusform>{name}, häufe die %n zurückbekommenen Asseln auf: Zieh sie in deinen Vorgarten (höchstens sechs Karten) oder auf deinen Asselhaufen; der Rest kommt auf den Haufen.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>The pile is empty and the hub is short. {name}, move %n card(s) from your front yard into the hub to keep the game going.</source>
            <translation>
                <numerusform>Der Nachziehstapel ist leer, und im Asseltreff fehlen Karten. {name}, leg eine Karte aus deinem Vorgarten in den Asseltreff, damit das Spiel weitergeht.</numerusform>
                <numerusform>Der Nachziehstapel ist leer, und im Asseltreff fehlen Karten. {name}, leg %n Karten aus deinem Vorgarten in den Asseltreff, damit das Spiel weitergeht.</numerusform>
            </translation>
        </message>
        <message>
            <source>{name} is thinking…</source>
            <translation>{name} überlegt …</translation>
        </message>
        <message>
            <source>Replay: {name}'s turn</source>
            <translation>Nachspielen: {name} ist am Zug</translation>
        </message>
        <message>
            <source>{name}'s turn</source>
            <translation>{name} ist am Zug</translation>
        </message>
        <message>
            <source>{name} is choosing a group to roll for…</source>
            <translation>{name} wählt die Gruppe, um die gewürfelt wird …</translation>
        </message>
        <message>
            <source>{name} is choosing dice to roll…</source>
            <translation>{name} wählt die Würfel aus …</translation>
        </message>
        <message>
            <source>{name} is deciding whether to roll again or stop…</source>
            <translation>{name} überlegt: weiterwürfeln oder aufhören …</translation>
        </message>
        <message>
            <source>{name} is piling up the bugs they got back…</source>
            <translation>{name} häuft die zurückbekommenen Asseln auf …</translation>
        </message>
        <message>
            <source>{name} is refilling the bug hub…</source>
            <translation>{name} füllt den Asseltreff auf …</translation>
        </message>
        <message>
            <source>{name} rolls for {owner}'s catch…</source>
            <translation>{name} würfelt um den Fang von {owner} …</translation>
        </message>
        <message>
            <source>{name} rolls for the bug hub…</source>
            <translation>{name} würfelt um den Asseltreff …</translation>
        </message>
        <message numerus="yes">
            <source>{name} rolls %n dice…</source>
            <translation>
                <numerusform>{name} würfelt mit %n Würfel …</numerusform>
                <numerusform>{name} würfelt mit %n Würfeln …</numerusform>
            </translation>
        </message>
        <message>
            <source>{name} boosts the group…</source>
            <translation>{name} verstärkt die Gruppe …</translation>
        </message>
        <message>
            <source>{name} stops and leaves the catch on the table…</source>
            <translation>{name} hört auf und lässt den Fang auf dem Tisch liegen …</translation>
        </message>
        <message>
            <source>{name} piles up the bugs they got back…</source>
            <translation>{name} häuft die zurückbekommenen Asseln auf …</translation>
        </message>
        <message>
            <source>{name} refills the bug hub…</source>
            <translation>{name} füllt den Asseltreff auf …</translation>
        </message>
        <message numerus="yes">
            <source>{name}: roll again (at least four dice), or stop and leave your catch of %n bug(s) on the table.</source>
            <translation>
                <numerusform>{name}: Würfle weiter (mindestens vier Würfel) oder hör auf und lass deinen Fang von einer Assel liegen.</numerusform>
                <numerusform>{name}: Würfle weiter (mindestens vier Würfel) oder hör auf und lass deinen Fang von %n Asseln liegen.</numerusform>
            </translation>
        </message>
        <message>
            <source>{name}: choose at least four dice to roll (click them or press 1–7). To boost the group, drag cards from your front yard onto it.</source>
            <translation>{name}: Wähle mindestens vier Würfel (anklicken oder Tasten 1–7). Um die Gruppe zu verstärken, zieh Karten aus deinem Vorgarten darauf.</translation>
        </message>
        <message numerus="yes">
            <source>Choose %n more dice.</source>
            <translation>
                <numerusform>Wähle noch %n Würfel.</numerusform>
                <numerusform>Wähle noch %n Würfel.</numerusform>
            </translation>
        </message>
        <message>
            <source>{choose} Roll all: bust chance {percent}%</source>
            <translation>{choose} Alle würfeln: Verasselrisiko {percent} %</translation>
        </message>
        <message>
            <source>Bust chance {percent}% · expected catch {cards} bugs</source>
            <translation>Verasselrisiko {percent} % · erwarteter Fang {cards} Asseln</translation>
        </message>
        <message>
            <source>Roll for the hub</source>
            <translation>Um den Asseltreff würfeln</translation>
        </message>
        <message>
            <source>Roll for {name}'s catch</source>
            <translation>Um den Fang von {name} würfeln</translation>
        </message>
        <message numerus="yes">
            <source>Roll %n dice</source>
            <translation>
                <numerusform>Mit %n Würfel würfeln</numerusform>
                <numerusform>Mit %n Würfeln würfeln</numerusform>
            </translation>
        </message>
        <message>
            <source>Roll</source>
            <translation>Würfeln</translation>
        </message>
        <message>
            <source>Roll all</source>
            <translation>Alle würfeln</translation>
        </message>
        <message>
            <source>Stop</source>
            <translation>Aufhören</translation>
        </message>
        <message>
            <source>Rest to heap</source>
            <translation>Rest auf den Haufen</translation>
        </message>
        <message>
            <source>All to heap</source>
            <translation>Alles auf den Haufen</translation>
        </message>
        <message>
            <source>Play again</source>
            <translation>Noch einmal</translation>
        </message>
        <message numerus="yes">
            <source>Draw pile: %n card(s)</source>
            <translation>
                <numerusform>Nachziehstapel: %n Karte</numerusform>
                <numerusform>Nachziehstapel: %n Karten</numerusform>
            </translation>
        </message>
        <message>
            <source>Player</source>
            <translation>Spieler</translation>
        </message>
        <message>
            <source>Heap</source>
            <translation>Haufen</translation>
        </message>
        <message>
            <source>Front yard</source>
            <translation>Vorgarten</translation>
        </message>
        <message>
            <source>Game over</source>
            <translation>Spielende</translation>
        </message>
        <message>
            <source>&amp;Undo</source>
            <translation>&amp;Rückgängig</translation>
        </message>
        <message>
            <source>Take back your last boost or group choice (never a roll)</source>
            <translation>Nimmt deine letzte Verstärkung oder Gruppenwahl zurück (nie einen Wurf)</translation>
        </message>
        <message>
            <source>&amp;Rules</source>
            <translation>&amp;Spielregeln</translation>
        </message>
        <message>
            <source>&amp;Play again</source>
            <translation>&amp;Noch einmal</translation>
        </message>
        <message>
            <source>Show the bust chance</source>
            <translation>Verasselrisiko anzeigen</translation>
        </message>
        <message>
            <source>What happened</source>
            <translation>Was bisher geschah</translation>
        </message>
        <message>
            <source>Bug hub</source>
            <extracomment>x ranges of the columns across the colour rows (see the module docstring).</extracomment>
            <translation>Asseltreff</translation>
        </message>
        <message>
            <source>{name}'s catch</source>
            <translation>Fang von {name}</translation>
        </message>
        <message>
            <source>Previous catch</source>
            <translation>Fang des Vorgängers</translation>
        </message>
        <message>
            <source>{name} piles up</source>
            <translation>{name} häuft auf</translation>
        </message>
        <message>
            <source>Draw pile</source>
            <translation>Nachziehstapel</translation>
        </message>
        <message>
            <source>computer</source>
            <translation>Computer</translation>
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
    </context>
</TS>