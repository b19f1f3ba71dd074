<?xml version='1.0' encoding='utf-8'?>
<!DOCTYPE TS>
<TS version="2.1" language="ja_JP">
    <context>
        <name>Verflixxt</name>
        <message>
            <source>{name} rolls a {value}.</source>
            <extracomment>Every sentence of the log but the counted ones (see `_move_sentence`), for translators in one place.</extracomment>
            <translation>{name}がサイコロを振って {value} が出ました。</translation>
        </message>
        <message>
            <source>{name} moves a pawn onto the finish.</source>
            <translation>{name}がコマをゴールに進めました。</translation>
        </message>
        <message>
            <source>{name} moves a guard onto the finish.</source>
            <translation>{name}が番人をゴールに進めました。</translation>
        </message>
        <message>
            <source>{name} takes a Good Luck tile.</source>
            <translation>{name}がラッキータイルを取りました。</translation>
        </message>
        <message>
            <source>{name} takes the plus tile {value}.</source>
            <translation>{name}がプラスタイル {value} を取りました。</translation>
        </message>
        <message>
            <source>{name} has to take the minus tile {value}.</source>
            <translation>{name}はマイナスタイル {value} を取ることになりました。</translation>
        </message>
        <message>
            <source>The Wurminator gets {name}: minus tile {value}.</source>
            <translation>ヴルミネーターに捕まった{name}は、マイナスタイル {value} を受け取ります。</translation>
        </message>
        <message>
            <source>No minus tile left: {name} puts the {value} back before the finish.</source>
            <translation>空いているマイナスタイルがないので、{name}は自分の {value} をゴールの手前に戻します。</translation>
        </message>
        <message>
            <source>The Wurminator gets {name}, who has no minus tile to give.</source>
            <translation>ヴルミネーターが{name}を捕まえましたが、受け取るマイナスタイルも戻すマイナスタイルもありません。</translation>
        </message>
        <message>
            <source>{name} leaves the Wurminator where it is.</source>
            <translation>{name}はヴルミネーターを動かしませんでした。</translation>
        </message>
        <message>
            <source>The Wurminator reaches the finish and goes back to the start.</source>
            <translation>ヴルミネーターがゴールに着いたので、スタートに戻ります。</translation>
        </message>
        <message>
            <source>All of {name}'s pawns are on the finish.</source>
            <translation>{name}のコマがすべてゴールしました。</translation>
        </message>
        <message>
            <source>It is {name}'s turn.</source>
            <translation>{name}の番です。</translation>
        </message>
        <message>
            <source>{name} is already home and sits this turn out.</source>
            <translation>{name}はコマがすべてゴール済みなので、この番は飛ばします。</translation>
        </message>
        <message>
            <source>Game over: {name} wins with a score of {points}.</source>
            <translation>ゲーム終了：{name}の勝ち！ 得点は {points} 点です。</translation>
        </message>
        <message>
            <source>Game over: {names} share the win with a score of {points}.</source>
            <translation>ゲーム終了：{names}が同点で勝ち！ 得点は {points} 点です。</translation>
        </message>
        <message numerus="yes">
            <source>{name} moves a pawn %n tile(s) forward.</source>
            <translation>
                <numerusform>{name}がコマを%nマス進めました。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{name} moves a guard %n tile(s) forward.</source>
            <translation>
                <numerusform>{name}が番人を%nマス進めました。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{name} moves the Wurminator %n tile(s) forward.</source>
            <translation>
                <numerusform>{name}がヴルミネーターを%nマス進めました。</numerusform>
            </translation>
        </message>
        <message>
            <source>Move a pawn off the start</source>
            <translation>スタートからコマを動かす</translation>
        </message>
        <message>
            <source>Move the guard on the {tile} tile</source>
            <translation>{tile} のタイルにいる番人を動かす</translation>
        </message>
        <message>
            <source>Move the pawn on the {tile} tile</source>
            <translation>{tile} のタイルにいるコマを動かす</translation>
        </message>
        <message>
            <source>Move the Wurminator first</source>
            <translation>先にヴルミネーターを動かす</translation>
        </message>
        <message>
            <source>Move the Wurminator too</source>
            <translation>ヴルミネーターも動かす</translation>
        </message>
        <message>
            <source>Leave the Wurminator where it is</source>
            <translation>ヴルミネーターは動かさない</translation>
        </message>
        <message>
            <source>Roll the die</source>
            <translation>サイコロを振る</translation>
        </message>
        <message>
            <source>Good Luck</source>
            <translation>ラッキー</translation>
        </message>
        <message>
            <source>Verflixxt! kompakt is played by 2 to 4 players.</source>
            <extracomment>Whether the Wurminator may or must still move this turn ("no" once it has moved).</extracomment>
            <translation>Verflixxt! kompakt は2～4人で遊びます。</translation>
        </message>
        <message>
            <source>Each player needs a different pawn colour: red, blue, green or yellow.</source>
            <translation>プレイヤーごとに違うコマの色（赤・青・緑・黄）を選んでください。</translation>
        </message>
        <message>
            <source>The start player is not at the table.</source>
            <translation>指定された親（最初のプレイヤー）がこのゲームに参加していません。</translation>
        </message>
        <message>
            <source>This game has options Verflixxt! kompakt does not know.</source>
            <translation>このゲームには Verflixxt! kompakt にないオプションが含まれています。</translation>
        </message>
        <message>
            <source>The game is over.</source>
            <translation>ゲームはもう終わっています。</translation>
        </message>
        <message>
            <source>That is not a move in this game.</source>
            <translation>このゲームにはない手です。</translation>
        </message>
        <message>
            <source>You have already rolled this turn.</source>
            <translation>この番ではもうサイコロを振りました。</translation>
        </message>
        <message>
            <source>That pawn belongs to another player.</source>
            <translation>そのコマはほかのプレイヤーのものです。</translation>
        </message>
        <message>
            <source>That pawn is already on the finish.</source>
            <translation>そのコマはもうゴールしています。</translation>
        </message>
        <message>
            <source>That guard is already on the finish.</source>
            <translation>その番人はもうゴールにいます。</translation>
        </message>
        <message>
            <source>A guard only moves when a pawn or the Wurminator stands with it.</source>
            <translation>番人を動かせるのは、同じタイルにコマかヴルミネーターがいるときだけです。</translation>
        </message>
        <message>
            <source>A guard only moves when a pawn stands with it.</source>
            <translation>番人を動かせるのは、同じタイルにコマがいるときだけです。</translation>
        </message>
        <message>
            <source>There is no such piece.</source>
            <translation>そのコマや番人はありません。</translation>
        </message>
        <message>
            <source>The Wurminator is not in this game.</source>
            <translation>このゲームではヴルミネーターを使いません。</translation>
        </message>
        <message>
            <source>The Wurminator only moves on a roll of 1 or 2.</source>
            <translation>ヴルミネーターを動かせるのは、1か2が出たときだけです。</translation>
        </message>
        <message>
            <source>The Wurminator has already moved this turn.</source>
            <translation>この番ではヴルミネーターはもう動きました。</translation>
        </message>
        <message>
            <source>Move your piece first; then you can leave the Wurminator where it is.</source>
            <translation>先にコマか番人を動かしてください。ヴルミネーターを動かさないかどうかは、そのあとで決めます。</translation>
        </message>
        <message>
            <source>The Wurminator is in last place and must move.</source>
            <translation>ヴルミネーターが最後尾にいるので、動かさなければなりません。</translation>
        </message>
        <message>
            <source>Roll the die first.</source>
            <translation>まずサイコロを振ってください。</translation>
        </message>
        <message>
            <source>Your move is done: decide whether the Wurminator moves too.</source>
            <translation>移動が終わりました。ヴルミネーターも動かすかどうか決めてください。</translation>
        </message>
    </context>
    <context>
        <name>VerflixxtTable</name>
        <message>
            <source>red pawn</source>
            <translation>赤のコマ</translation>
        </message>
        <message>
            <source>blue pawn</source>
            <translation>青のコマ</translation>
        </message>
        <message>
            <source>green pawn</source>
            <translation>緑のコマ</translation>
        </message>
        <message>
            <source>yellow pawn</source>
            <translation>黄のコマ</translation>
        </message>
        <message>
            <source>Good Luck</source>
            <translation>ラッキータイル</translation>
        </message>
        <message>
            <source>start</source>
            <translation>スタート</translation>
        </message>
        <message>
            <source>finish</source>
            <translation>ゴール</translation>
        </message>
        <message>
            <source>tile {place}</source>
            <translation>タイル{place}</translation>
        </message>
        <message>
            <source>guard</source>
            <translation>番人</translation>
        </message>
        <message>
            <source>Table of Verflixxt</source>
            <translation>Verflixxt! kompaktのテーブル</translation>
        </message>
        <message>
            <source>empty</source>
            <translation>なし</translation>
        </message>
        <message>
            <source>Start: {pieces}</source>
            <translation>スタート：{pieces}</translation>
        </message>
        <message>
            <source>Finish: {pieces}</source>
            <translation>ゴール：{pieces}</translation>
        </message>
        <message>
            <source>Tile {place}: {value}; {pieces}</source>
            <translation>タイル{place}：{value}；{pieces}</translation>
        </message>
        <message>
            <source>Die: {number}</source>
            <translation>サイコロ：{number}</translation>
        </message>
        <message>
            <source>Die: not rolled yet</source>
            <translation>サイコロ：まだ振っていない</translation>
        </message>
        <message numerus="yes">
            <source>{name}, {pawns}: %n tile(s) taken {values}; score {score}; their turn</source>
            <translation>
                <numerusform>{name}（{pawns}）：取ったタイル%n枚 {values}；{score}点；手番</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{name}, {pawns}: %n tile(s) taken {values}; score {score}</source>
            <translation>
                <numerusform>{name}（{pawns}）：取ったタイル%n枚 {values}；{score}点</numerusform>
            </translation>
        </message>
        <message>
            <source>Play again</source>
            <translation>もう一度遊ぶ</translation>
        </message>
        <message>
            <source>Roll the die (Space)</source>
            <translation>サイコロを振る（スペース）</translation>
        </message>
        <message numerus="yes">
            <source>Move the {piece} %n tile(s) from {start} to {land}{value}</source>
            <translation>
                <numerusform>{piece}を{start}から%nマス進めて{land}{value}へ</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Move the Wurminator %n tile(s) (W)</source>
            <translation>
                <numerusform>ヴルミネーターを%nマス進める（W）</numerusform>
            </translation>
        </message>
        <message>
            <source>Leave the Wurminator where it stands (L)</source>
            <translation>ヴルミネーターを動かさない（L）</translation>
        </message>
        <message>
            <source>Place</source>
            <translation>順位</translation>
        </message>
        <message>
            <source>Player</source>
            <translation>プレイヤー</translation>
        </message>
        <message>
            <source>Plus tiles</source>
            <translation>プラスタイル</translation>
        </message>
        <message>
            <source>Minus turned round</source>
            <translation>ラッキーで反転</translation>
        </message>
        <message>
            <source>Minus left</source>
            <translation>残りのマイナス</translation>
        </message>
        <message>
            <source>Total</source>
            <translation>合計</translation>
        </message>
        <message>
            <source>{name} wins!</source>
            <translation>{name}の勝ち！</translation>
        </message>
        <message>
            <source>A shared win: {names}</source>
            <translation>同点で勝ち：{names}</translation>
        </message>
        <message>
            <source>Each Good Luck tile turned its owner's worst minus tile into as many plus points; Good Luck tiles with no minus tile left count nothing.</source>
            <translation>ラッキータイル1枚ごとに、持ち主のいちばん大きいマイナスタイルを同じ点数のプラスに変えました。変えるマイナスタイルが残っていないラッキータイルは0点です。</translation>
        </message>
        <message>
            <source>Show the table</source>
            <translation>盤面を見る</translation>
        </message>
        <message>
            <source>Your turn, {name}</source>
            <translation>{name}の番です！</translation>
        </message>
        <message>
            <source>with the Wurminator</source>
            <translation>ヴルミネーターあり</translation>
        </message>
        <message>
            <source>basic game</source>
            <translation>基本ルール</translation>
        </message>
        <message>
            <source>Game over</source>
            <translation>ゲーム終了</translation>
        </message>
        <message>
            <source>{name}'s turn</source>
            <translation>{name}の番</translation>
        </message>
        <message>
            <source>Every pawn is on the finish: the game is over.</source>
            <translation>すべてのコマがゴールしました。ゲーム終了です。</translation>
        </message>
        <message>
            <source>Replay: {name} rolled a {value}.</source>
            <translation>再生: {name}が{value}を出しました。</translation>
        </message>
        <message>
            <source>Replay: {name}'s turn.</source>
            <translation>再生: {name}の番です。</translation>
        </message>
        <message>
            <source>{name} is playing…</source>
            <translation>{name}が考え中…</translation>
        </message>
        <message>
            <source>{name} is next.</source>
            <translation>次は{name}の番です。</translation>
        </message>
        <message>
            <source>{name}, roll the die: click it or press Space.</source>
            <translation>{name}さん、サイコロを振ってください（サイコロをクリックかスペースキー）。</translation>
        </message>
        <message>
            <source>{name}, you rolled a {value}. Move a glowing piece: click it, or drag it onto the lit tile. Point at a piece to see where it lands.</source>
            <translation>{name}さん、{value}が出ました。光っているコマか番人を動かします。クリックするか、光っているタイルまでドラッグしてください。マウスを乗せると、どこに止まるかがわかります。</translation>
        </message>
        <message>
            <source>The Wurminator is in last place: it must move too, before or after your piece (click it or press W).</source>
            <translation>ヴルミネーターが最後尾にいるので、自分の移動の前か後に必ず動かします（クリックかWキー）。</translation>
        </message>
        <message>
            <source>You may also move the Wurminator, before or after your piece (click it or press W).</source>
            <translation>ヴルミネーターも動かせます。自分の移動の前でも後でもかまいません（クリックかWキー）。</translation>
        </message>
        <message>
            <source>{name}, now the Wurminator must move: click it or press W.</source>
            <translation>{name}さん、ヴルミネーターを動かしてください（クリックかWキー）。</translation>
        </message>
        <message>
            <source>{name}, move the Wurminator too (click it or press W), or leave it where it is (L).</source>
            <translation>{name}さん、ヴルミネーターも動かしますか？ 動かすならクリックかWキー、動かさないならLキーです。</translation>
        </message>
        <message>
            <source>Drop it on the lit tile, or just click it.</source>
            <translation>光っているタイルの上で放してください。クリックするだけでも動かせます。</translation>
        </message>
        <message>
            <source>Move the Wurminator (W)</source>
            <translation>ヴルミネーターを動かす（W）</translation>
        </message>
        <message>
            <source>Leave the Wurminator (L)</source>
            <translation>ヴルミネーターは動かさない（L）</translation>
        </message>
        <message>
            <source>Undo</source>
            <translation>元に戻す</translation>
        </message>
        <message>
            <source>Rules (F1)</source>
            <translation>ルール（F1）</translation>
        </message>
        <message>
            <source>Final scores</source>
            <translation>最終得点</translation>
        </message>
        <message>
            <source>What happened</source>
            <translation>これまでの流れ</translation>
        </message>
        <message>
            <source>all pawns on the finish</source>
            <translation>全コマがゴール</translation>
        </message>
        <message>
            <source>human player</source>
            <translation>自分でプレイ</translation>
        </message>
        <message>
            <source>on another computer</source>
            <translation>別の端末から</translation>
        </message>
        <message>
            <source>you</source>
            <translation>あなた</translation>
        </message>
        <message>
            <source>at this computer</source>
            <translation>この端末</translation>
        </message>
        <message>
            <source>computer, easy</source>
            <translation>コンピューター（やさしい）</translation>
        </message>
        <message>
            <source>computer, normal</source>
            <translation>コンピューター（ふつう）</translation>
        </message>
        <message>
            <source>computer, hard</source>
            <translation>コンピューター（むずかしい）</translation>
        </message>
        <message>
            <source>points</source>
            <translation>点</translation>
        </message>
        <message>
            <source>Start</source>
            <translation>スタート</translation>
        </message>
        <message>
            <source>Finish: a piece that gets here stops, whatever it rolled.</source>
            <translation>ゴール：ここに着いたコマは、出た目が余っていても止まります。</translation>
        </message>
        <message>
            <source>Plus tile {value}</source>
            <translation>プラスタイル {value}</translation>
        </message>
        <message>
            <source>Minus tile {value}</source>
            <translation>マイナスタイル {value}</translation>
        </message>
        <message>
            <source>Good Luck tile: at the end it turns your worst minus tile into as many plus points.</source>
            <translation>ラッキータイル：ゲームの最後に、自分のいちばん大きいマイナスタイルを同じ点数のプラスに変えます。</translation>
        </message>
        <message>
            <source>A pawn of {name}</source>
            <translation>{name}のコマ</translation>
        </message>
        <message>
            <source>A guard: anyone may move it while a pawn (or the Wurminator) stands with it.</source>
            <translation>番人：同じタイルにコマ（またはヴルミネーター）がいれば、誰でも動かせます。</translation>
        </message>
        <message>
            <source>The Wurminator: whoever it lands on takes minus tiles.</source>
            <translation>ヴルミネーター：止まったタイルにコマがいると、その持ち主はマイナスタイルを受け取ります。</translation>
        </message>
        <message>
            <source>This pawn would reach the finish.</source>
            <translation>このコマはゴールします。</translation>
        </message>
        <message>
            <source>This pawn would land on {tile}.</source>
            <translation>このコマは{tile}に止まります。</translation>
        </message>
        <message>
            <source>This guard would reach the finish.</source>
            <translation>この番人はゴールします。</translation>
        </message>
        <message>
            <source>This guard would land on {tile}.</source>
            <translation>この番人は{tile}に止まります。</translation>
        </message>
        <message>
            <source>The Wurminator would reach the finish and go back to the start.</source>
            <translation>ヴルミネーターはゴールに着き、スタートに戻ります。</translation>
        </message>
        <message>
            <source>The Wurminator would land on {tile}.</source>
            <translation>ヴルミネーターは{tile}に止まります。</translation>
        </message>
        <message>
            <source>You would take {tile}, which it leaves.</source>
            <translation>離れた{tile}はあなたのものになります。</translation>
        </message>
        <message>
            <source>{name} would have to take {tile}.</source>
            <translation>{name}は{tile}を受け取ることになります。</translation>
        </message>
        <message>
            <source>{name} would have to put {tile} back.</source>
            <translation>{name}は{tile}をコースに戻すことになります。</translation>
        </message>
        <message>
            <source>Others still stand on {tile}, so it stays in the course.</source>
            <translation>{tile}にはほかのコマや番人が残るので、タイルはコースに残ります。</translation>
        </message>
        <message>
            <source>{sentence} {next}</source>
            <translation>{sentence}{next}</translation>
        </message>
        <message>
            <source>the Good Luck tile</source>
            <translation>ラッキータイル</translation>
        </message>
        <message>
            <source>the {value} tile</source>
            <translation>{value}のタイル</translation>
        </message>
    </context>
</TS>