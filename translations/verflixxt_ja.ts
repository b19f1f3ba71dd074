<?xml version='1.0' encoding='utf-8'?>
<!DOCTYPE TS>
<TS version="2.1" language="ja_JP">
    <context>
        <name>Verflixxt</name>
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
            <source>{name} moves a pawn onto the finish.</source>
            <translation>{name}がコマをゴールに進めました。</translation>
        </message>
        <message numerus="yes">
            <source>{name} moves a pawn %n tile(s) forward.</source>
            <translation>
                <numerusform>{name}がコマを%nマス進めました。</numerusform>
            </translation>
        </message>
        <message>
            <source>{name} moves a guard onto the finish.</source>
            <translation>{name}が番人をゴールに進めました。</translation>
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
            <source>{name} rolls a {value}.</source>
            <extracomment>Every sentence of the log but the counted ones (see `_move_sentence`), for translators in one place.</extracomment>
            <translation>{name}がサイコロを振って {value} が出ました。</translation>
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
</TS>