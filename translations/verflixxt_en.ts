<?xml version='1.0' encoding='utf-8'?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
    <context>
        <name>Verflixxt</name>
        <message numerus="yes">
            <source>{name} moves a pawn %n tile(s) forward.</source>
            <translation>
                <numerusform>{name} moves a pawn %n tile forward.</numerusform>
                <numerusform>{name} moves a pawn %n tiles forward.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{name} moves a guard %n tile(s) forward.</source>
            <translation>
                <numerusform>{name} moves a guard %n tile forward.</numerusform>
                <numerusform>{name} moves a guard %n tiles forward.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{name} moves the Wurminator %n tile(s) forward.</source>
            <translation>
                <numerusform>{name} moves the Wurminator %n tile forward.</numerusform>
                <numerusform>{name} moves the Wurminator %n tiles forward.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>VerflixxtTable</name>
        <message numerus="yes">
            <source>{name}, {pawns}: %n tile(s) taken {values}; score {score}; their turn</source>
            <translation>
                <numerusform>{name}, {pawns}: %n tile taken {values}; score {score}; their turn</numerusform>
                <numerusform>{name}, {pawns}: %n tiles taken {values}; score {score}; their turn</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{name}, {pawns}: %n tile(s) taken {values}; score {score}</source>
            <translation>
                <numerusform>{name}, {pawns}: %n tile taken {values}; score {score}</numerusform>
                <numerusform>{name}, {pawns}: %n tiles taken {values}; score {score}</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Move the {piece} %n tile(s) from {start} to {land}{value}</source>
            <translation>
                <numerusform>Move the {piece} %n tile from {start} to {land}{value}</numerusform>
                <numerusform>Move the {piece} %n tiles from {start} to {land}{value}</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Move the Wurminator %n tile(s) (W)</source>
            <translation>
                <numerusform>Move the Wurminator %n tile (W)</numerusform>
                <numerusform>Move the Wurminator %n tiles (W)</numerusform>
            </translation>
        </message>
    </context>
</TS>