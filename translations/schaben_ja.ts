<?xml version='1.0' encoding='utf-8'?>
<!DOCTYPE TS>
<TS version="2.1" language="ja_JP">
    <context>
        <name>Schaben</name>
        <message>
            <source>The exterminator turns and now looks north.</source>
            <translation>害虫ハンターが向きを変え、北を向きました。</translation>
        </message>
        <message>
            <source>The exterminator turns and now looks east.</source>
            <translation>害虫ハンターが向きを変え、東を向きました。</translation>
        </message>
        <message>
            <source>The exterminator turns and now looks south.</source>
            <translation>害虫ハンターが向きを変え、南を向きました。</translation>
        </message>
        <message>
            <source>The exterminator turns and now looks west.</source>
            <translation>害虫ハンターが向きを変え、西を向きました。</translation>
        </message>
        <message>
            <source>{start} to {end}</source>
            <translation>{start}から{end}へ</translation>
        </message>
        <message>
            <source>the one on {square} turns around</source>
            <translation>{square}の1匹が反転</translation>
        </message>
        <message>
            <source>{a}; {b}</source>
            <translation>{a}、{b}</translation>
        </message>
        <message>
            <source>The way is blocked: the exterminator stays on {square}.</source>
            <translation>道がふさがっています。害虫ハンターは {square} にとどまります。</translation>
        </message>
        <message>
            <source>The exterminator walks from {start} to {end}.</source>
            <translation>害虫ハンターが {start} から {end} へ移動しました。</translation>
        </message>
        <message>
            <source>A box is placed on {square}.</source>
            <translation>{square} に箱を置きました。</translation>
        </message>
        <message>
            <source>The box on {square} is removed.</source>
            <translation>{square} の箱を取り除きました。</translation>
        </message>
        <message>
            <source>Squashed! The cockroach on {square} is caught.</source>
            <translation>踏みつぶした！ {square} のゴキブリを捕まえました。</translation>
        </message>
        <message>
            <source>The cockroach that walked onto {square} is vacuumed up.</source>
            <translation>{square} に入ってきたゴキブリを吸い込みました。</translation>
        </message>
        <message>
            <source>The cockroach on {square} is vacuumed up.</source>
            <translation>{square} のゴキブリを吸い込みました。</translation>
        </message>
        <message numerus="yes">
            <source>%n cockroach(es) step(s) forward</source>
            <translation>
                <numerusform>%n 匹が前進</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n cockroach(es) turn(s) around</source>
            <translation>
                <numerusform>%n 匹が反転</numerusform>
            </translation>
        </message>
        <message>
            <source>The cockroaches move: {steps} and {turns} ({which}).</source>
            <translation>ゴキブリが動きます：{steps}、{turns}（{which}）。</translation>
        </message>
        <message>
            <source>The cockroaches move: {moves} ({which}).</source>
            <translation>ゴキブリが動きます：{moves}（{which}）。</translation>
        </message>
        <message>
            <source>Task solved!</source>
            <translation>課題クリア！</translation>
        </message>
        <message>
            <source>All cards are played, but the exterminator did not reach {square}.</source>
            <translation>カードを使い切りましたが、害虫ハンターは {square} にたどり着けませんでした。</translation>
        </message>
        <message numerus="yes">
            <source>All cards are played and %n cockroach(es) got away.</source>
            <translation>
                <numerusform>カードを使い切りましたが、ゴキブリが %n 匹逃げ延びました。</numerusform>
            </translation>
        </message>
        <message>
            <source>Forward</source>
            <extracomment>The card kinds as the player reads them (translate with context "Schaben").</extracomment>
            <translation>前</translation>
        </message>
        <message>
            <source>Backward</source>
            <translation>後ろ</translation>
        </message>
        <message>
            <source>Left</source>
            <translation>左</translation>
        </message>
        <message>
            <source>Right</source>
            <translation>右</translation>
        </message>
        <message>
            <source>Turn left</source>
            <translation>左に90度</translation>
        </message>
        <message>
            <source>Turn right</source>
            <translation>右に90度</translation>
        </message>
        <message>
            <source>Turn around</source>
            <translation>180度回転</translation>
        </message>
        <message>
            <source>Box</source>
            <translation>箱</translation>
        </message>
        <message>
            <source>Easy</source>
            <extracomment>The difficulty levels as printed on the task cards.</extracomment>
            <translation>やさしい</translation>
        </message>
        <message>
            <source>Medium</source>
            <translation>ふつう</translation>
        </message>
        <message>
            <source>Difficult</source>
            <translation>むずかしい</translation>
        </message>
        <message>
            <source>Play “Forward” and walk to {square}.</source>
            <translation>「前」を出して {square} へ移動しましょう。</translation>
        </message>
        <message>
            <source>Play “Backward” and walk to {square}.</source>
            <translation>「後ろ」を出して {square} へ移動しましょう。</translation>
        </message>
        <message>
            <source>Play “Left” and walk to {square}.</source>
            <translation>「左」を出して {square} へ移動しましょう。</translation>
        </message>
        <message>
            <source>Play “Right” and walk to {square}.</source>
            <translation>「右」を出して {square} へ移動しましょう。</translation>
        </message>
        <message>
            <source>Play “Forward” and stay on {square}: the way is blocked.</source>
            <translation>「前」を出して {square} にとどまりましょう（道がふさがっています）。</translation>
        </message>
        <message>
            <source>Play “Backward” and stay on {square}: the way is blocked.</source>
            <translation>「後ろ」を出して {square} にとどまりましょう（道がふさがっています）。</translation>
        </message>
        <message>
            <source>Play “Left” and stay on {square}: the way is blocked.</source>
            <translation>「左」を出して {square} にとどまりましょう（道がふさがっています）。</translation>
        </message>
        <message>
            <source>Play “Right” and stay on {square}: the way is blocked.</source>
            <translation>「右」を出して {square} にとどまりましょう（道がふさがっています）。</translation>
        </message>
        <message>
            <source>Play “Turn left”.</source>
            <translation>「左に90度」を出しましょう。</translation>
        </message>
        <message>
            <source>Play “Turn right”.</source>
            <translation>「右に90度」を出しましょう。</translation>
        </message>
        <message>
            <source>Play “Turn around”.</source>
            <translation>「180度回転」を出しましょう。</translation>
        </message>
        <message>
            <source>Play “Box” and put a box on {square}.</source>
            <translation>「箱」を出して {square} に箱を置きましょう。</translation>
        </message>
        <message>
            <source>Play “Box” and take away the box on {square}.</source>
            <translation>「箱」を出して {square} の箱を取り除きましょう。</translation>
        </message>
        <message>
            <source>From here the task cannot be solved any more: take back a card or start the task again.</source>
            <translation>ここからでは課題をクリアできません。カードを戻すか、最初からやり直しましょう。</translation>
        </message>
        <message>
            <source>Your Schaben jagen progress was saved by a newer bugbox; it is left as it is, and what you solve now is not kept until you update bugbox.</source>
            <translation>Schaben jagen の進み具合は新しい bugbox で保存されています。そのまま残してあり、bugbox を更新するまで、これからクリアした課題は記録されません。</translation>
        </message>
        <message numerus="yes">
            <source>%n of your Schaben jagen task records could not be read and are left out; what you solve now is not kept until bugbox may write there.</source>
            <translation>
                <numerusform>Schaben jagen の課題の記録 %n 件を読み込めなかったため除外しました。bugbox がそこに書き込めるようになるまで、これからクリアした課題は記録されません。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n of your Schaben jagen task records could not be read and are left out; the file was kept as {name}.</source>
            <translation>
                <numerusform>Schaben jagen の課題の記録 %n 件を読み込めなかったため除外しました。ファイルは {name} として保管しました。</numerusform>
            </translation>
        </message>
        <message>
            <source>Your Schaben jagen progress could not be read, so the tasks start afresh.</source>
            <extracomment>A progress file bigger than this is not ours (82 tasks take about 6 kB). What happened to a broken file, for the page to tell the player (once).</extracomment>
            <translation>Schaben jagen の進み具合を読み込めなかったため、課題は最初からになります。</translation>
        </message>
        <message>
            <source>Your Schaben jagen progress file was damaged; it was kept as {name} and the tasks start afresh.</source>
            <translation>Schaben jagen の進み具合のファイルが壊れていました。{name} として保管し、課題は最初からになります。</translation>
        </message>
        <message>
            <source>Some tasks have changed since you solved them, so they start unsolved again.</source>
            <translation>クリアした後で内容が変わった課題があるため、それらは未クリアに戻りました。</translation>
        </message>
        <message numerus="yes">
            <source>%n of your new puzzles could not be read and are left out; the list is not changed until bugbox may write it. {problem}</source>
            <translation>
                <numerusform>新しいパズル %n 件を読み込めなかったため除外しました。bugbox が書き込めるようになるまで一覧は変更しません。{problem}</numerusform>
            </translation>
        </message>
        <message>
            <source>Your new puzzles could not be read; the file was kept as {name}. {problem}</source>
            <translation>新しいパズルを読み込めませんでした。ファイルは {name} として保管しました。{problem}</translation>
        </message>
        <message numerus="yes">
            <source>%n of your new puzzles could not be read and are left out; the whole list was kept as {name}. {problem}</source>
            <translation>
                <numerusform>新しいパズル %n 件を読み込めなかったため除外しました。一覧全体は {name} として保管しました。{problem}</numerusform>
            </translation>
        </message>
        <message>
            <source>Schaben jagen is played by exactly one player.</source>
            <extracomment>The eight kinds of movement card, in the order hands and legal actions are listed. How many of each kind the physical box holds (RULES.md rule 8): 18 cards. A move card's direction relative to his facing, in quarter turns to the right. How far a turn card turns him, in quarter turns to the right.</extracomment>
            <translation>Schaben jagen は1人用のゲームです。</translation>
        </message>
        <message>
            <source>The start player is not at the table.</source>
            <translation>最初のプレイヤーがこのゲームにいません。</translation>
        </message>
        <message>
            <source>Unknown option: {option}.</source>
            <translation>不明なオプションです：{option}</translation>
        </message>
        <message>
            <source>No task was chosen.</source>
            <translation>課題が選ばれていません。</translation>
        </message>
        <message>
            <source>This task is over: no more cards can be played.</source>
            <translation>この課題は終わっています。これ以上カードは出せません。</translation>
        </message>
        <message>
            <source>That card is not in your hand any more.</source>
            <translation>そのカードはもう手元にありません。</translation>
        </message>
        <message>
            <source>A move card moves the exterminator; it cannot place or remove a box.</source>
            <translation>矢印のカードは害虫ハンターを動かすカードです。箱を置いたり取り除いたりはできません。</translation>
        </message>
        <message>
            <source>Choose the square the exterminator should walk to.</source>
            <translation>害虫ハンターの移動先のマスを選んでください。</translation>
        </message>
        <message>
            <source>The way is blocked: with this card the exterminator can only stay on {square}.</source>
            <translation>道がふさがっています。このカードでは、害虫ハンターは {square} にとどまるしかありません。</translation>
        </message>
        <message>
            <source>He may stay put only when a box or the edge blocks the very next square.</source>
            <translation>その場にとどまれるのは、すぐ隣のマスが箱か盤の端でふさがっているときだけです。</translation>
        </message>
        <message>
            <source>With this card the exterminator cannot get to {square}: he walks straight, never onto or over a box, never over a cockroach.</source>
            <translation>このカードでは、害虫ハンターは {square} へ行けません。まっすぐにしか進めず、箱の上に乗ることも箱やゴキブリを越えることもできません。</translation>
        </message>
        <message>
            <source>A box card either places a box on an empty square or removes one box: choose one square.</source>
            <translation>箱カードでは、空いているマスに箱を置くか、箱を1つ取り除くかのどちらかです。マスを1つ選んでください。</translation>
        </message>
        <message>
            <source>A box can only go on an empty square; {square} is taken.</source>
            <translation>箱は空いているマスにしか置けません。{square} はふさがっています。</translation>
        </message>
        <message>
            <source>There is no box on {square} to remove.</source>
            <translation>{square} には取り除ける箱がありません。</translation>
        </message>
        <message>
            <source>A turn card turns him where he stands; it takes no square.</source>
            <translation>回転カードはその場で向きを変えるだけなので、マスは選びません。</translation>
        </message>
        <message>
            <source>The solver could not decide within its limit whether this position can still be solved; try a card or two and ask again.</source>
            <translation>制限内では、この局面からまだクリアできるかどうか判断できませんでした。カードを 1、2 枚出してから、もう一度ヒントを求めてください。</translation>
        </message>
        <message numerus="yes">
            <source>…and %n more problem(s) not listed here.</source>
            <translation>
                <numerusform>…ほかに、ここに載せていない問題が %n 件あります。</numerusform>
            </translation>
        </message>
        <message>
            <source>Task {task}: {field} is {value}, which is not a square of the kitchen (A1 to G7).</source>
            <extracomment>A task file bigger than this is not a task file (the whole shipped set is ~20 kB).</extracomment>
            <translation>課題 {task}：{field} が {value} になっていますが、これはキッチンのマスではありません（A1～G7）。</translation>
        </message>
        <message>
            <source>Task {task}: {field} must be an object with a square and a facing, like {{"square": "D4", "facing": "N"}}.</source>
            <translation>課題 {task}：{field} はマスと向きを持つオブジェクトにしてください（例：{{"square": "D4", "facing": "N"}}）。</translation>
        </message>
        <message>
            <source>Task {task}: {field} is missing.</source>
            <translation>課題 {task}：{field} がありません。</translation>
        </message>
        <message>
            <source>Task {task}: {field} is {value}; a facing is N, E, S or W.</source>
            <translation>課題 {task}：{field} が {value} になっています。向きは N、E、S、W のいずれかです。</translation>
        </message>
        <message>
            <source>Task {task}: {field} has an unknown field {name}.</source>
            <translation>課題 {task}：{field} に不明な項目 {name} があります。</translation>
        </message>
        <message>
            <source>Task {task}: the task has an unknown field {name}.</source>
            <translation>課題 {task}：課題に不明な項目 {name} があります。</translation>
        </message>
        <message>
            <source>Task {task}: {field} must be a list.</source>
            <translation>課題 {task}：{field} はリストにしてください。</translation>
        </message>
        <message>
            <source>Task {task}: this is not a task (a task is a JSON object).</source>
            <translation>課題 {task}：課題になっていません（課題は JSON オブジェクトです）。</translation>
        </message>
        <message>
            <source>Task {task}: id must be a short text such as "12B".</source>
            <translation>課題 {task}：id は "12B" のような短い文字列にしてください。</translation>
        </message>
        <message>
            <source>Task {task}: difficulty is {value}; use easy, medium or hard.</source>
            <translation>課題 {task}：difficulty が {value} になっています。easy、medium、hard のいずれかにしてください。</translation>
        </message>
        <message>
            <source>Task {task}: cockroaches lists {count}, but the game has only 6.</source>
            <translation>課題 {task}：cockroaches に {count} 匹いますが、ゲームのゴキブリは6匹だけです。</translation>
        </message>
        <message>
            <source>Task {task}: boxes lists {square} twice.</source>
            <translation>課題 {task}：boxes に {square} が2回書かれています。</translation>
        </message>
        <message>
            <source>Task {task}: cards[{index}] is {value}, which is not a movement card (forward, backward, left, right, turn_left, turn_right, turn_around, box).</source>
            <translation>課題 {task}：cards[{index}] の {value} は移動カードではありません（forward、backward、left、right、turn_left、turn_right、turn_around、box のいずれかです）。</translation>
        </message>
        <message>
            <source>Task {task}: cards is empty; a task needs at least one card.</source>
            <translation>課題 {task}：cards が空です。課題には少なくとも1枚のカードが必要です。</translation>
        </message>
        <message>
            <source>Task {task}: cards has {count} x {card}, but the box holds only {limit}.</source>
            <translation>課題 {task}：cards に {card} が {count} 枚ありますが、ゲームに入っているのは {limit} 枚だけです。</translation>
        </message>
        <message>
            <source>Task {task}: boxes puts a box on {square}, where the exterminator stands.</source>
            <translation>課題 {task}：boxes で {square} に箱を置いていますが、そこには害虫ハンターがいます。</translation>
        </message>
        <message>
            <source>Task {task}: {field} stands on {square}, the exterminator's square.</source>
            <translation>課題 {task}：{field} が害虫ハンターと同じマス {square} にいます。</translation>
        </message>
        <message>
            <source>Task {task}: {field} stands on {square}, where there is a box.</source>
            <translation>課題 {task}：{field} がいる {square} には箱があります。</translation>
        </message>
        <message>
            <source>Task {task}: {field} on {square} is already in the exterminator's line of sight; it would be caught before the first card.</source>
            <translation>課題 {task}：{square} の {field} は最初から害虫ハンターの視線上にいるので、1枚目のカードより前に吸い込まれてしまいます。</translation>
        </message>
        <message>
            <source>Task {task}: there is nothing to do: no cockroaches and no target.</source>
            <translation>課題 {task}：ゴキブリも目標マスもないので、やることがありません。</translation>
        </message>
        <message>
            <source>Task {task}: target {square} is where the exterminator already stands.</source>
            <translation>課題 {task}：目標マス {square} には、すでに害虫ハンターが立っています。</translation>
        </message>
        <message>
            <source>Task {task}: {field} must be an object such as {{"card": "left", "to": "A4"}}.</source>
            <translation>課題 {task}：{field} は {{"card": "left", "to": "A4"}} のようなオブジェクトにしてください。</translation>
        </message>
        <message>
            <source>Task {task}: {field} is {value}, which is not a movement card.</source>
            <translation>課題 {task}：{field} の {value} は移動カードではありません。</translation>
        </message>
        <message>
            <source>Task {task}: {field} comes after the task is already solved.</source>
            <translation>課題 {task}：{field} は課題をクリアしたあとの手になっています。</translation>
        </message>
        <message>
            <source>Task {task}: {field} plays {card}, but no such card is left: cards does not hold enough of them.</source>
            <translation>課題 {task}：{field} で {card} を出していますが、もう残っていません。cards の枚数が足りません。</translation>
        </message>
        <message>
            <source>Task {task}: {field} cannot be played: {reason}</source>
            <translation>課題 {task}：{field} は出せません。{reason}</translation>
        </message>
        <message>
            <source>Task {task}: the solution does not solve the task: the exterminator ends on {square}, not on the target.</source>
            <translation>課題 {task}：この解答では課題をクリアできません。害虫ハンターが目標マスではなく {square} で終わります。</translation>
        </message>
        <message numerus="yes">
            <source>Task {task}: the solution does not solve the task: %n cockroach(es) are left.</source>
            <translation>
                <numerusform>課題 {task}：この解答では課題をクリアできません。ゴキブリが %n 匹残ります。</numerusform>
            </translation>
        </message>
        <message>
            <source>A task set file holds only "tasks"; remove the other fields.</source>
            <translation>課題セットのファイルには "tasks" だけを書いてください。ほかの項目は削除してください。</translation>
        </message>
        <message>
            <source>"tasks" must be a list with at least one task.</source>
            <translation>"tasks" は課題を1つ以上含むリストにしてください。</translation>
        </message>
        <message>
            <source>This file holds neither a task nor a task set ({{"tasks": [...]}}).</source>
            <translation>このファイルには課題も課題セット（{{"tasks": [...]}}）も入っていません。</translation>
        </message>
        <message>
            <source>Task {task}: this id is used by an earlier task too.</source>
            <translation>課題 {task}：この id は前の課題でも使われています。</translation>
        </message>
        <message>
            <source>{file} is far too large to be a task file.</source>
            <translation>{file} は課題ファイルにしては大きすぎます。</translation>
        </message>
        <message>
            <source>{file} is not an ordinary file (perhaps a device or a pipe), so it is not a task file.</source>
            <translation>{file} は通常のファイルではない（デバイスやパイプなど）ため、課題ファイルではありません。</translation>
        </message>
        <message>
            <source>{file} could not be read.</source>
            <translation>{file} を読み込めませんでした。</translation>
        </message>
        <message>
            <source>{file} is not valid JSON (line {line}, column {column}: {problem}).</source>
            <translation>{file} は正しい JSON ではありません（{line} 行 {column} 列：{problem}）。</translation>
        </message>
        <message>
            <source>{file} is nested too deeply to be a task file.</source>
            <translation>{file} は入れ子が深すぎて、課題ファイルとして読めません。</translation>
        </message>
    </context>
    <context>
        <name>SchabenPage</name>
        <message>
            <source>{solved} of {total} tasks solved</source>
            <translation>{total} 問中 {solved} 問クリア</translation>
        </message>
        <message>
            <source>Right-click a puzzle, or press Delete on it, to remove it.</source>
            <translation>パズルは右クリックするか、選んで Delete キーを押すと削除できます。</translation>
        </message>
        <message>
            <source>Remove puzzle {id}</source>
            <translation>パズル {id} を削除</translation>
        </message>
        <message>
            <source>Puzzle {id} removed; the game you are playing on it goes on.</source>
            <translation>パズル {id} を削除しました（プレイ中のゲームはそのまま続けられます）。</translation>
        </message>
        <message>
            <source>Puzzle {id} removed.</source>
            <translation>パズル {id} を削除しました。</translation>
        </message>
        <message>
            <source>You solved {id} on {date}. Remove it anyway? A removed puzzle cannot be brought back.</source>
            <translation>{id} は {date} にクリアしています。それでも削除しますか？削除したパズルは元に戻せません。</translation>
        </message>
        <message numerus="yes">
            <source>You have started {id} %n time(s) and not solved it yet. Remove it anyway? A removed puzzle cannot be brought back.</source>
            <translation>
                <numerusform>{id} は %n 回始めましたが、まだクリアしていません。それでも削除しますか？削除したパズルは元に戻せません。</numerusform>
            </translation>
        </message>
        <message>
            <source>The game you are playing on it stays: you can still finish it.</source>
            <translation>プレイ中のゲームはそのまま残るので、最後まで遊べます。</translation>
        </message>
        <message>
            <source>Remove puzzle {id}?</source>
            <translation>パズル {id} を削除しますか？</translation>
        </message>
        <message>
            <source>Load tasks</source>
            <translation>課題を読み込む</translation>
        </message>
        <message>
            <source>Task files (*.json)</source>
            <translation>課題ファイル (*.json)</translation>
        </message>
        <message>
            <source>Reading {file}: {done} of {count} tasks…</source>
            <translation>{file} を読み込み中: {count} 課題中 {done}…</translation>
        </message>
        <message>
            <source>Reading {file}…</source>
            <translation>{file} を読み込み中…</translation>
        </message>
        <message>
            <source>Schaben jagen: choose a task</source>
            <translation>Schaben jagen：課題を選んでください</translation>
        </message>
        <message>
            <source>Load tasks from a file…</source>
            <translation>ファイルから課題を読み込む…</translation>
        </message>
        <message>
            <source>Play the next task</source>
            <translation>次の課題をプレイ</translation>
        </message>
        <message>
            <source>New puzzle</source>
            <translation>新しいパズル</translation>
        </message>
        <message>
            <source>Make a new task of the chosen difficulty, with exactly one solution, and play it</source>
            <translation>選んだ難しさで、解答がちょうど1つの新しい課題を作って遊びます</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>キャンセル</translation>
        </message>
        <message>
            <source>Green tasks are easy, orange ones medium, dark orange ones difficult (one to three stars). On each card: the exterminator (green arrow, pointing where he looks), cockroaches (orange dots), boxes (dark orange squares). Start with the test tasks 0A and 0B; the ringed card is the next one to play.</source>
            <translation>緑の課題は「やさしい」、オレンジは「ふつう」、濃いオレンジは「むずかしい」です（星1～3つ）。カードの図：害虫ハンター（緑の矢印が向き）、ゴキブリ（オレンジの丸）、箱（濃いオレンジの四角）。まずは練習課題 0A と 0B から。枠で囲まれたカードが次に遊ぶ課題です。</translation>
        </message>
        <message>
            <source>Back to {task}</source>
            <translation>{task} に戻る</translation>
        </message>
        <message>
            <source>Your tasks from {file}</source>
            <translation>{file} の課題</translation>
        </message>
        <message numerus="yes">
            <source>Only the first {shown} of the %n good tasks in {file} are shown.</source>
            <translation>
                <numerusform>{file} の遊べる課題 %n 件のうち、最初の {shown} 件だけを表示しています。</numerusform>
            </translation>
        </message>
        <message>
            <source>Your new puzzles</source>
            <translation>あなたの新しいパズル</translation>
        </message>
        <message>
            <source>Making a new puzzle…</source>
            <translation>新しいパズルを作成中…</translation>
        </message>
        <message>
            <source>No new puzzle could be made; please try again.</source>
            <translation>新しいパズルを作れませんでした。もう一度お試しください。</translation>
        </message>
        <message>
            <source>Some tasks in {file} cannot be played:</source>
            <translation>{file} には遊べない課題があります：</translation>
        </message>
        <message>
            <source>Solved!</source>
            <translation>クリア！</translation>
        </message>
        <message>
            <source>{task} is solved.</source>
            <translation>{task} をクリアしました。</translation>
        </message>
        <message>
            <source>Not this time</source>
            <translation>今回は失敗</translation>
        </message>
        <message numerus="yes">
            <source>You even had %n card(s) to spare.</source>
            <translation>
                <numerusform>しかもカードが %n 枚余りました。</numerusform>
            </translation>
        </message>
        <message>
            <source>Undo takes back the last card; Start again sets the task up afresh.</source>
            <translation>「カードを戻す」で最後のカードを取り消せます。「やり直す」で課題を最初から並べ直します。</translation>
        </message>
        <message>
            <source>Ready for more? “Next task” takes you to {task}.</source>
            <translation>まだまだ行けますか？「次の課題」で {task} に進めます。</translation>
        </message>
        <message>
            <source>Goal: walk the exterminator to {square}.</source>
            <translation>目標：害虫ハンターを {square} へ移動させる</translation>
        </message>
        <message>
            <source>Goal: catch every cockroach.</source>
            <translation>目標：ゴキブリをすべて捕まえる</translation>
        </message>
        <message numerus="yes">
            <source>%n card(s) left</source>
            <translation>
                <numerusform>カード残り %n 枚</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n cockroach(es) left</source>
            <translation>
                <numerusform>ゴキブリ残り %n 匹</numerusform>
            </translation>
        </message>
        <message>
            <source>{cockroaches} · {cards}</source>
            <translation>{cockroaches}・{cards}</translation>
        </message>
        <message>
            <source>From your position the task cannot be solved any more, so here is the solution from the start.</source>
            <translation>今の局面からはもうクリアできないので、最初からの解答を表示します。</translation>
        </message>
        <message>
            <source>Here is how to solve the task from your position. Your own game waits, untouched.</source>
            <translation>今の局面からのクリア方法です。あなたのゲームはそのまま残っています。</translation>
        </message>
        <message>
            <source>The way is blocked, so he can only stay where he is: click his square to play the card anyway.</source>
            <translation>道がふさがっているので、その場にとどまるしかありません。それでもカードを出すには、害虫ハンターのマスをクリックしてください。</translation>
        </message>
        <message>
            <source>Click a lit square, or drag the exterminator there.</source>
            <translation>光っているマスをクリックするか、害虫ハンターをそこへドラッグしてください。</translation>
        </message>
        <message>
            <source>Click an empty square to put a box there, or a box to take it away.</source>
            <translation>空いているマスをクリックすると箱を置き、箱をクリックするとその箱を取り除きます。</translation>
        </message>
        <message>
            <source>Play a card: click it, or drag it onto the kitchen. The keys 1 to 9 pick a card too.</source>
            <translation>カードを出しましょう。クリックするか、キッチンへドラッグします。1～9 のキーでもカードを選べます。</translation>
        </message>
        <message>
            <source>First choose a card: click it in the tray, or drag it onto the kitchen.</source>
            <translation>まずカードを選んでください。並んだカードをクリックするか、キッチンへドラッグします。</translation>
        </message>
        <message>
            <source>Looking for the solution… (any card you play stops it)</source>
            <translation>解答を探しています…（カードを出すと探すのをやめます）</translation>
        </message>
        <message>
            <source>Looking for a hint… (any card you play stops it)</source>
            <translation>ヒントを探しています…（カードを出すと探すのをやめます）</translation>
        </message>
        <message>
            <source>&amp;Hint</source>
            <translation>ヒント(&amp;H)</translation>
        </message>
        <message>
            <source>The next card to play, and where, from this position</source>
            <translation>この局面から次に出すカードと、その行き先</translation>
        </message>
        <message>
            <source>Show &amp;solution</source>
            <translation>解答を見る(&amp;S)</translation>
        </message>
        <message>
            <source>&amp;Undo card</source>
            <translation>カードを戻す(&amp;U)</translation>
        </message>
        <message>
            <source>Start &amp;again</source>
            <translation>やり直す(&amp;A)</translation>
        </message>
        <message>
            <source>All &amp;tasks</source>
            <translation>課題一覧(&amp;T)</translation>
        </message>
        <message>
            <source>&amp;Next task</source>
            <translation>次の課題(&amp;N)</translation>
        </message>
        <message>
            <source>◀ Previous</source>
            <translation>◀ 前へ</translation>
        </message>
        <message>
            <source>Next ▶</source>
            <translation>次へ ▶</translation>
        </message>
        <message>
            <source>&amp;Back to my game</source>
            <translation>自分のゲームに戻る(&amp;B)</translation>
        </message>
        <message>
            <source>What happened</source>
            <translation>これまでの流れ</translation>
        </message>
        <message>
            <source>This task has no solution: no order of its cards catches every cockroach.</source>
            <translation>この課題には解答がありません。どの順番でカードを出しても、ゴキブリをすべては捕まえられません。</translation>
        </message>
        <message>
            <source>That is the whole solution.</source>
            <translation>解答はここまでです。</translation>
        </message>
        <message>
            <source>Step {number} of {total}: {step}</source>
            <translation>手順 {number}/{total}：{step}</translation>
        </message>
        <message>
            <source>Done: all {total} steps are played.</source>
            <translation>完了：{total} 手すべてを出しました。</translation>
        </message>
        <message>
            <source>Task {id}</source>
            <translation>課題 {id}</translation>
        </message>
        <message>
            <source>Your own task</source>
            <translation>自作の課題</translation>
        </message>
        <message>
            <source>solved on {date}</source>
            <translation>{date} にクリア</translation>
        </message>
        <message>
            <source>not solved yet</source>
            <translation>まだクリアしていません</translation>
        </message>
        <message numerus="yes">
            <source>%n try(s)</source>
            <translation>
                <numerusform>挑戦 %n 回</numerusform>
            </translation>
        </message>
        <message>
            <source>play this one next</source>
            <translation>次はこれ</translation>
        </message>
    </context>
    <context>
        <name>SchabenTable</name>
        <message>
            <source>looking north</source>
            <translation>北向き</translation>
        </message>
        <message>
            <source>looking east</source>
            <translation>東向き</translation>
        </message>
        <message>
            <source>looking south</source>
            <translation>南向き</translation>
        </message>
        <message>
            <source>looking west</source>
            <translation>西向き</translation>
        </message>
        <message>
            <source>Kitchen of Schaben jagen</source>
            <translation>Schaben jagenのキッチン</translation>
        </message>
        <message>
            <source>the exterminator, {looking}</source>
            <translation>害虫ハンター（{looking}）</translation>
        </message>
        <message>
            <source>a cockroach, {looking}</source>
            <translation>ゴキブリ（{looking}）</translation>
        </message>
        <message>
            <source>a box</source>
            <translation>箱</translation>
        </message>
        <message>
            <source>the target square</source>
            <translation>目標のマス</translation>
        </message>
        <message>
            <source>empty</source>
            <translation>空き</translation>
        </message>
        <message>
            <source>{square}: {what}</source>
            <translation>{square}：{what}</translation>
        </message>
        <message>
            <source>The exterminator stands on {square}, {looking}</source>
            <translation>害虫ハンターは{square}にいて{looking}</translation>
        </message>
        <message numerus="yes">
            <source>%n cockroach(es) in the kitchen, {caught} caught</source>
            <translation>
                <numerusform>キッチンのゴキブリ%n匹、捕まえた数{caught}</numerusform>
            </translation>
        </message>
        <message>
            <source>Card in hand: {card}</source>
            <translation>手札：{card}</translation>
        </message>
    </context>
    <context>
        <name>SchabenTutorial</name>
        <message>
            <source>The way is blocked: a box or the edge is right next to him in this direction. Only then may you play the card anyway: he stays where he is, and the card is used up. Click his square (it is lit) to do so.</source>
            <translation>道がふさがっています。この方向のすぐ隣が箱か盤の端です。このときだけは、それでもカードを出せます。害虫ハンターはその場にとどまり、カードは使い切りです。光っている害虫ハンターのマスをクリックしてください。</translation>
        </message>
        <message>
            <source>The yellow squares show where this card can take him: straight on, as many squares as you like, but never onto or over a box and never off the board. He keeps looking the same way. Click a yellow square, or drag him there.</source>
            <translation>黄色のマスが、このカードで行ける場所です。まっすぐ何マスでも進めますが、箱の上に乗ったり箱を越えたり、盤の外へ出たりはできません。向きは変わりません。黄色のマスをクリックするか、害虫ハンターをそこへドラッグしてください。</translation>
        </message>
        <message>
            <source>The yellow squares show where this card can take him. He may stop on a square with cockroaches, but he may never walk past one.</source>
            <translation>黄色のマスが、このカードで行ける場所です。ゴキブリのいるマスで止まることはできますが、ゴキブリを通り越すことはできません。</translation>
        </message>
        <message>
            <source>Test task 0A: walk the exterminator to the flag on F5. He stands on B2 and looks east, to the right: the nozzle of his vacuum points where he looks. The arrows on the cards count from his point of view, so for him “Left” is up the board. Click a card, or drag it onto the kitchen.</source>
            <translation>練習課題 0A：害虫ハンターを F5 の旗まで連れて行きましょう。彼は B2 にいて東（右）を向いています。掃除機のノズルが向いている方向が彼の向きです。カードの矢印は彼から見た方向なので、彼にとっての「左」は盤の上方向です。カードをクリックするか、キッチンへドラッグしてください。</translation>
        </message>
        <message>
            <source>Good. A played card is used up: it stays in the tray, dimmed, with its number. Walking never turns him, so he still looks east.</source>
            <translation>いいですね。出したカードは使い切りです。番号つきで薄く表示されたまま残ります。移動しても向きは変わらないので、彼はまだ東を向いています。</translation>
        </message>
        <message>
            <source>One card left. Which square must he stand on so that this card takes him to F5?</source>
            <translation>カードは残り1枚。このカードで F5 に着くには、どのマスに立っていればよいでしょう？</translation>
        </message>
        <message>
            <source>Test task 0B: walk the exterminator to E3. Now there are cockroaches, and they look somewhere too. After every card each cockroach takes one step forward; if a box, the exterminator or the edge is in its way, it turns around instead. Cockroaches never block each other: they stack up. He may not walk past a cockroach.</source>
            <translation>練習課題 0B：害虫ハンターを E3 へ移動させましょう。今度はゴキブリがいます。ゴキブリにも向きがあります。カードを1枚出すたびに、ゴキブリはみな1マス前進します。ただし前が箱・害虫ハンター・盤の端なら、進まずに180度向きを変えます。ゴキブリ同士はじゃまし合わず、同じマスに重なります。害虫ハンターはゴキブリを通り越せません。</translation>
        </message>
        <message>
            <source>See what the cockroaches did: each one stepped forward or turned around. Is the way to E3 free now?</source>
            <translation>ゴキブリの動きを見てください。どれも1マス前進したか、向きを変えました。E3 への道は空いたでしょうか？</translation>
        </message>
        <message>
            <source>Well done! Next comes test task 0B, where the cockroaches join in.</source>
            <translation>よくできました！次は練習課題 0B。ゴキブリが登場します。</translation>
        </message>
        <message>
            <source>Splendid! From task 1A on, your goal is always to catch every cockroach. Squash them by walking onto them, or vacuum them up: after every card he sucks in every cockroach straight ahead of him, up to the first box, however far away. While he walks the vacuum is off, and cockroaches that walk into his line of sight are caught too.</source>
            <translation>おみごと！課題 1A からは、目標はいつも「ゴキブリをすべて捕まえる」です。ゴキブリのいるマスへ移動すれば踏みつぶせます。また、カードを1枚出すたびに、害虫ハンターは視線の先にいるゴキブリを、どんなに遠くても最初の箱の手前まですべて吸い込みます。移動中は掃除機が止まっていますが、視線の中へ歩いてきたゴキブリも捕まります。</translation>
        </message>
        <message>
            <source>He did not get to F5. Take back a card with Undo, or start again.</source>
            <translation>F5 にたどり着けませんでした。「カードを戻す」で1枚取り消すか、やり直しましょう。</translation>
        </message>
        <message>
            <source>He did not get to E3. Start again, and remember: sometimes waiting is just what you need.</source>
            <translation>E3 にたどり着けませんでした。やり直しましょう。ときには「待つ」ことが正解です。</translation>
        </message>
    </context>
</TS>