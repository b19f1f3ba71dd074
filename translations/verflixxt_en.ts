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
</TS>