<?xml version='1.0' encoding='utf-8'?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
    <context>
        <name>Schaben</name>
        <message numerus="yes">
            <source>%n cockroach(es) step(s) forward</source>
            <translation>
                <numerusform>%n cockroach steps forward</numerusform>
                <numerusform>%n cockroaches step forward</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n cockroach(es) turn(s) around</source>
            <translation>
                <numerusform>%n cockroach turns around</numerusform>
                <numerusform>%n cockroaches turn around</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>All cards are played and %n cockroach(es) got away.</source>
            <translation>
                <numerusform>All cards are played and %n cockroach got away.</numerusform>
                <numerusform>All cards are played and %n cockroaches got away.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n of your Schaben jagen task records could not be read and are left out; what you solve now is not kept until bugbox may write there.</source>
            <translation>
                <numerusform>%n of your Schaben jagen task records could not be read and is left out; what you solve now is not kept until bugbox may write there.</numerusform>
                <numerusform>%n of your Schaben jagen task records could not be read and are left out; what you solve now is not kept until bugbox may write there.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n of your Schaben jagen task records could not be read and are left out; the file was kept as {name}.</source>
            <translation>
                <numerusform>%n of your Schaben jagen task records could not be read and is left out; the file was kept as {name}.</numerusform>
                <numerusform>%n of your Schaben jagen task records could not be read and are left out; the file was kept as {name}.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n of your new puzzles could not be read and are left out; the list is not changed until bugbox may write it. {problem}</source>
            <translation>
                <numerusform>%n of your new puzzles could not be read and is left out; the list is not changed until bugbox may write it. {problem}</numerusform>
                <numerusform>%n of your new puzzles could not be read and are left out; the list is not changed until bugbox may write it. {problem}</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n of your new puzzles could not be read and are left out; the whole list was kept as {name}. {problem}</source>
            <translation>
                <numerusform>%n of your new puzzles could not be read and is left out; the whole list was kept as {name}. {problem}</numerusform>
                <numerusform>%n of your new puzzles could not be read and are left out; the whole list was kept as {name}. {problem}</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>…and %n more problem(s) not listed here.</source>
            <translation>
                <numerusform>…and %n more problem not listed here.</numerusform>
                <numerusform>…and %n more problems not listed here.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Task {task}: the solution does not solve the task: %n cockroach(es) are left.</source>
            <translation>
                <numerusform>Task {task}: the solution does not solve the task: %n cockroach is left.</numerusform>
                <numerusform>Task {task}: the solution does not solve the task: %n cockroaches are left.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>SchabenPage</name>
        <message numerus="yes">
            <source>You have started {id} %n time(s) and not solved it yet. Remove it anyway? A removed puzzle cannot be brought back.</source>
            <translation>
                <numerusform>You have started {id} once and not solved it yet. Remove it anyway? A removed puzzle cannot be brought back.</numerusform>
                <numerusform>You have started {id} %n times and not solved it yet. Remove it anyway? A removed puzzle cannot be brought back.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Only the first {shown} of the %n good tasks in {file} are shown.</source>
            <translation>
                <numerusform>Only the first {shown} of the %n good task in {file} is shown.</numerusform>
                <numerusform>Only the first {shown} of the %n good tasks in {file} are shown.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>You even had %n card(s) to spare.</source>
            <translation>
                <numerusform>You even had %n card to spare.</numerusform>
                <numerusform>You even had %n cards to spare.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n card(s) left</source>
            <translation>
                <numerusform>%n card left</numerusform>
                <numerusform>%n cards left</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n cockroach(es) left</source>
            <translation>
                <numerusform>%n cockroach left</numerusform>
                <numerusform>%n cockroaches left</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n try(s)</source>
            <translation>
                <numerusform>%n try</numerusform>
                <numerusform>%n tries</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>SchabenTable</name>
        <message numerus="yes">
            <source>%n cockroach(es) in the kitchen, {caught} caught</source>
            <translation>
                <numerusform>%n cockroach in the kitchen, {caught} caught</numerusform>
                <numerusform>%n cockroaches in the kitchen, {caught} caught</numerusform>
            </translation>
        </message>
    </context>
</TS>