<?xml version="1.0" encoding="utf-8"?>
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
    <message>
        <source>The cockroaches move: {stepped} step forward, {turned} turn around.</source>
        <translation>ゴキブリが動きます：{stepped} 匹が前進、{turned} 匹が反転。</translation>
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
        <extracomment>The card kinds as the player reads them (translate with context &quot;Schaben&quot;).</extracomment>
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
        <source>Schaben jagen is played by exactly one player.</source>
        <extracomment>The eight kinds of movement card, in the order hands and legal actions are listed. How many of each kind the physical box holds (RULES.md rule 8): 18 cards. A move card&apos;s direction relative to his facing, in quarter turns to the right. How far a turn card turns him, in quarter turns to the right.</extracomment>
        <translation>Schaben jagen は1人用のゲームです。</translation>
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
        <source>Task {task}: {field} is {value}, which is not a square of the kitchen (A1 to G7).</source>
        <extracomment>A task file bigger than this is not a task file (the whole shipped set is ~20 kB).</extracomment>
        <translation>課題 {task}：{field} が {value} になっていますが、これはキッチンのマスではありません（A1～G7）。</translation>
    </message>
    <message>
        <source>Task {task}: {field} must be an object with a square and a facing, like {{&quot;square&quot;: &quot;D4&quot;, &quot;facing&quot;: &quot;N&quot;}}.</source>
        <translation>課題 {task}：{field} はマスと向きを持つオブジェクトにしてください（例：{{&quot;square&quot;: &quot;D4&quot;, &quot;facing&quot;: &quot;N&quot;}}）。</translation>
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
        <source>Task {task}: id must be a short text such as &quot;12B&quot;.</source>
        <translation>課題 {task}：id は &quot;12B&quot; のような短い文字列にしてください。</translation>
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
        <source>Task {task}: {field} stands on {square}, the exterminator&apos;s square.</source>
        <translation>課題 {task}：{field} が害虫ハンターと同じマス {square} にいます。</translation>
    </message>
    <message>
        <source>Task {task}: {field} stands on {square}, where there is a box.</source>
        <translation>課題 {task}：{field} がいる {square} には箱があります。</translation>
    </message>
    <message>
        <source>Task {task}: {field} on {square} is already in the exterminator&apos;s line of sight; it would be caught before the first card.</source>
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
        <source>Task {task}: {field} must be an object such as {{&quot;card&quot;: &quot;left&quot;, &quot;to&quot;: &quot;A4&quot;}}.</source>
        <translation>課題 {task}：{field} は {{&quot;card&quot;: &quot;left&quot;, &quot;to&quot;: &quot;A4&quot;}} のようなオブジェクトにしてください。</translation>
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
        <source>A task set file holds only &quot;tasks&quot;; remove the other fields.</source>
        <translation>課題セットのファイルには &quot;tasks&quot; だけを書いてください。ほかの項目は削除してください。</translation>
    </message>
    <message>
        <source>&quot;tasks&quot; must be a list with at least one task.</source>
        <translation>&quot;tasks&quot; は課題を1つ以上含むリストにしてください。</translation>
    </message>
    <message>
        <source>This file holds neither a task nor a task set ({{&quot;tasks&quot;: [...]}}).</source>
        <translation>このファイルには課題も課題セット（{{&quot;tasks&quot;: [...]}}）も入っていません。</translation>
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
</TS>
