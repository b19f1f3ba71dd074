<?xml version='1.0' encoding='utf-8'?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
    <context>
        <name>Verasselt</name>
        <message numerus="yes">
            <source>{name} is bugged up: more dice than cards for {colours}! The catch goes back, and %n consolation bug(s) go to the front yard.</source>
            <translation>
                <numerusform>{name} is bugged up: more dice than cards for {colours}! The catch goes back, and %n consolation bug goes to the front yard.</numerusform>
                <numerusform>{name} is bugged up: more dice than cards for {colours}! The catch goes back, and %n consolation bugs go to the front yard.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{name} is bugged up: more dice than cards for {colours}! %n consolation bug(s) go to the front yard.</source>
            <translation>
                <numerusform>{name} is bugged up: more dice than cards for {colours}! %n consolation bug goes to the front yard.</numerusform>
                <numerusform>{name} is bugged up: more dice than cards for {colours}! %n consolation bugs go to the front yard.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{name} receives %n bug(s) from the catch.</source>
            <translation>
                <numerusform>{name} receives %n bug from the catch.</numerusform>
                <numerusform>{name} receives %n bugs from the catch.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n new bug(s) from the pile join the bug hub.</source>
            <translation>
                <numerusform>%n new bug from the pile joins the bug hub.</numerusform>
                <numerusform>%n new bugs from the pile join the bug hub.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{name} boosts the group with %n bug(s) from the front yard.</source>
            <translation>
                <numerusform>{name} boosts the group with %n bug from the front yard.</numerusform>
                <numerusform>{name} boosts the group with %n bugs from the front yard.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{name} catches %n bug(s).</source>
            <translation>
                <numerusform>{name} catches %n bug.</numerusform>
                <numerusform>{name} catches %n bugs.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{name} stops and leaves a catch of %n bug(s).</source>
            <translation>
                <numerusform>{name} stops and leaves a catch of %n bug.</numerusform>
                <numerusform>{name} stops and leaves a catch of %n bugs.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{name} refills the bug hub with %n bug(s) from the front yard.</source>
            <translation>
                <numerusform>{name} refills the bug hub with %n bug from the front yard.</numerusform>
                <numerusform>{name} refills the bug hub with %n bugs from the front yard.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{name} wins with %n bug(s) on the heap!</source>
            <translation>
                <numerusform>{name} wins with %n bug on the heap!</numerusform>
                <numerusform>{name} wins with %n bugs on the heap!</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{names} share the win with %n bug(s) on the heap each!</source>
            <translation>
                <numerusform>{names} share the win with %n bug on the heap each!</numerusform>
                <numerusform>{names} share the win with %n bugs on the heap each!</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Boost the group with %n bug(s): {colours}</source>
            <translation>
                <numerusform>Boost the group with %n bug: {colours}</numerusform>
                <numerusform>Boost the group with %n bugs: {colours}</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Roll all %n dice</source>
            <translation>
                <numerusform>Roll all %n dice</numerusform>
                <numerusform>Roll all %n dice</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Roll %n dice, keep those showing {faces}</source>
            <translation>
                <numerusform>Roll %n dice, keep those showing {faces}</numerusform>
                <numerusform>Roll %n dice, keep those showing {faces}</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Pile up, %n bug(s) into the front yard</source>
            <translation>
                <numerusform>Pile up, %n bug into the front yard</numerusform>
                <numerusform>Pile up, %n bugs into the front yard</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Move exactly %n card(s) into the hub.</source>
            <translation>
                <numerusform>Move exactly %n card into the hub.</numerusform>
                <numerusform>Move exactly %n cards into the hub.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>VerasseltTable</name>
        <message numerus="yes">
            <source>%n bug(s): {list}</source>
            <translation>
                <numerusform>%n bug: {list}</numerusform>
                <numerusform>%n bugs: {list}</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Draw pile: %n card(s)</source>
            <translation>
                <numerusform>Draw pile: %n card</numerusform>
                <numerusform>Draw pile: %n cards</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Roll the %n chosen dice (R)</source>
            <translation>
                <numerusform>Roll the %n chosen die (R)</numerusform>
                <numerusform>Roll the %n chosen dice (R)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Roll all %n dice (A)</source>
            <translation>
                <numerusform>Roll the %n die (A)</numerusform>
                <numerusform>Roll all %n dice (A)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Stop and leave your catch of %n bug(s) (S)</source>
            <translation>
                <numerusform>Stop and leave your catch of %n bug (S)</numerusform>
                <numerusform>Stop and leave your catch of %n bugs (S)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Pile all %n bug(s) onto your heap</source>
            <translation>
                <numerusform>Pile the %n bug onto your heap</numerusform>
                <numerusform>Pile all %n bugs onto your heap</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>VerasseltPage</name>
        <message numerus="yes">
            <source>{name}, pile up the %n bug(s) you got back: drag them into your front yard (six at most) or onto your heap; the rest goes to the heap.</source>
            <translation>
                <numerusform>{name}, pile up the bug you got back: drag it into your front yard (six at most) or onto your heap.</numerusform>
                <numerusform>{name}, pile up the %n bugs you got back: drag them into your front yard (six at most) or onto your heap; the rest goes to the heap.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>The pile is empty and the hub is short. {name}, move %n card(s) from your front yard into the hub to keep the game going.</source>
            <translation>
                <numerusform>The pile is empty and the hub is short. {name}, move %n card from your front yard into the hub to keep the game going.</numerusform>
                <numerusform>The pile is empty and the hub is short. {name}, move %n cards from your front yard into the hub to keep the game going.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{name} rolls %n dice…</source>
            <translation>
                <numerusform>{name} rolls %n die…</numerusform>
                <numerusform>{name} rolls %n dice…</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{name}: roll again (at least four dice), or stop and leave your catch of %n bug(s) on the table.</source>
            <translation>
                <numerusform>{name}: roll again (at least four dice), or stop and leave your catch of %n bug on the table.</numerusform>
                <numerusform>{name}: roll again (at least four dice), or stop and leave your catch of %n bugs on the table.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Choose %n more dice.</source>
            <translation>
                <numerusform>Choose %n more die.</numerusform>
                <numerusform>Choose %n more dice.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Roll %n dice</source>
            <translation>
                <numerusform>Roll %n die</numerusform>
                <numerusform>Roll %n dice</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Draw pile: %n card(s)</source>
            <translation>
                <numerusform>Draw pile: %n card</numerusform>
                <numerusform>Draw pile: %n cards</numerusform>
            </translation>
        </message>
    </context>
</TS>