<?xml version='1.0' encoding='utf-8'?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
    <context>
        <name>Records</name>
        <message numerus="yes">
            <source>%n finished game(s) counted.</source>
            <translation>
                <numerusform>%n finished game counted.</numerusform>
                <numerusform>%n finished games counted.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Counting %n more game(s)…</source>
            <translation>
                <numerusform>Counting %n more game…</numerusform>
                <numerusform>Counting %n more games…</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n kept game(s) could not be read and were moved aside.</source>
            <translation>
                <numerusform>%n kept game could not be read and was moved aside.</numerusform>
                <numerusform>%n kept games could not be read and were moved aside.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Kept games (%n):</source>
            <translation>
                <numerusform>Kept games (%n):</numerusform>
                <numerusform>Kept games (%n):</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>Replay</name>
        <message numerus="yes">
            <source>The set-up, before the first of %n move(s)</source>
            <translation>
                <numerusform>The set-up, before the only move</numerusform>
                <numerusform>The set-up, before the first of %n moves</numerusform>
            </translation>
        </message>
    </context>
</TS>