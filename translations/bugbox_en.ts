<?xml version='1.0' encoding='utf-8'?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
    <context>
        <name>Records</name>
        <message numerus="yes">
            <source>Kept games (%Ln):</source>
            <translation>
                <numerusform>Kept games (%Ln):</numerusform>
                <numerusform>Kept games (%Ln):</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln finished game(s) counted.</source>
            <translation>
                <numerusform>%Ln finished game counted.</numerusform>
                <numerusform>%Ln finished games counted.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Counting %Ln more game(s)…</source>
            <translation>
                <numerusform>Counting %Ln more game…</numerusform>
                <numerusform>Counting %Ln more games…</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Only the newest {read} of your %Ln kept games are read.</source>
            <translation>
                <numerusform>Only the newest {read} of your %Ln kept game is read.</numerusform>
                <numerusform>Only the newest {read} of your %Ln kept games are read.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n kept game(s) could not be read and were moved aside: {files}.</source>
            <translation>
                <numerusform>%n kept game could not be read and was moved aside: {files}.</numerusform>
                <numerusform>%n kept games could not be read and were moved aside: {files}.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n kept game(s) come from a newer bugbox and are left as they are: {files}. Update bugbox to count them.</source>
            <translation>
                <numerusform>%n kept game comes from a newer bugbox and is left as it is: {files}. Update bugbox to count it.</numerusform>
                <numerusform>%n kept games come from a newer bugbox and are left as they are: {files}. Update bugbox to count them.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n kept game(s) had a file name in another encoding and were renamed: {files}.</source>
            <translation>
                <numerusform>%n kept game had a file name in another encoding and was renamed: {files}.</numerusform>
                <numerusform>%n kept games had file names in another encoding and were renamed: {files}.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>The records folder holds %Ln kept games, more than the {limit} that Settings keep; none is deleted until you say so.</source>
            <translation>
                <numerusform>The records folder holds %Ln kept game, more than the {limit} that Settings keep; none is deleted until you say so.</numerusform>
                <numerusform>The records folder holds %Ln kept games, more than the {limit} that Settings keep; none is deleted until you say so.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>The oldest %Ln kept game(s) were deleted.</source>
            <translation>
                <numerusform>The oldest %Ln kept game was deleted.</numerusform>
                <numerusform>The oldest %Ln kept games were deleted.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>and %n more</source>
            <translation>
                <numerusform>and %n more</numerusform>
                <numerusform>and %n more</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>Launcher</name>
        <message numerus="yes">
            <source>%n unfinished game(s)…</source>
            <translation>
                <numerusform>%n unfinished game…</numerusform>
                <numerusform>%n unfinished games…</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>Unfinished</name>
        <message numerus="yes">
            <source>bugbox keeps the {limit} unfinished games of {game} played last, so %n older game(s) were removed.</source>
            <translation>
                <numerusform>bugbox keeps the {limit} unfinished games of {game} played last, so %n older game was removed.</numerusform>
                <numerusform>bugbox keeps the {limit} unfinished games of {game} played last, so %n older games were removed.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n unfinished game(s) of {game}, the one played last first. Each stays here until it ends or you remove it.</source>
            <translation>
                <numerusform>%n unfinished game of {game}. It stays here until it ends or you remove it.</numerusform>
                <numerusform>%n unfinished games of {game}, the one played last first. Each stays here until it ends or you remove it.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>NetLobby</name>
        <message numerus="yes">
            <source>Waiting for %n more player(s). The game begins when every seat is taken.</source>
            <translation>
                <numerusform>Waiting for %n more player. The game begins when every seat is taken.</numerusform>
                <numerusform>Waiting for %n more players. The game begins when every seat is taken.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>NetJoin</name>
        <message numerus="yes">
            <source>{host}: {game}, %n free seat(s)</source>
            <translation>
                <numerusform>{host}: {game}, %n free seat</numerusform>
                <numerusform>{host}: {game}, %n free seats</numerusform>
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