<?xml version='1.0' encoding='utf-8'?>
<!DOCTYPE TS>
<TS version="2.1" language="ja_JP">
    <context>
        <name>Verasselt</name>
        <message>
            <source>rattle bugs (red)</source>
            <translation>ガラガラ虫（赤）</translation>
        </message>
        <message>
            <source>chatter bugs (yellow)</source>
            <translation>おしゃべり虫（黄）</translation>
        </message>
        <message>
            <source>barrel bugs (green)</source>
            <translation>タル虫（緑）</translation>
        </message>
        <message>
            <source>water bugs (blue)</source>
            <translation>ミズ虫（青）</translation>
        </message>
        <message>
            <source>{count}× {face}</source>
            <translation>{face}×{count}</translation>
        </message>
        <message>
            <source>double bars</source>
            <translation>二重線</translation>
        </message>
        <message>
            <source>{a} and {b}</source>
            <translation>{a}と{b}</translation>
        </message>
        <message>
            <source>{a}, {b} and {c}</source>
            <translation>{a}、{b}、{c}</translation>
        </message>
        <message>
            <source>{a}, {b}, {c} and {d}</source>
            <translation>{a}、{b}、{c}、{d}</translation>
        </message>
        <message>
            <source>{a}, {b}, {c}, {d} and {e}</source>
            <translation>{a}、{b}、{c}、{d}、{e}</translation>
        </message>
        <message numerus="yes">
            <source>{name} is bugged up: more dice than cards for {colours}! The catch goes back, and %n consolation bug(s) go to the front yard.</source>
            <translation>
                <numerusform>{name}はバースト！{colours}のダイスがカードより多くなりました。獲物は元に戻り、慰めのムシ%n枚が前庭に入ります。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{name} is bugged up: more dice than cards for {colours}! %n consolation bug(s) go to the front yard.</source>
            <translation>
                <numerusform>{name}はバースト！{colours}のダイスがカードより多くなりました。慰めのムシ%n枚が前庭に入ります。</numerusform>
            </translation>
        </message>
        <message>
            <source>{name} is bugged up: more dice than cards for {colours}! The catch goes back.</source>
            <translation>{name}はバースト！{colours}のダイスがカードより多くなりました。獲物は元に戻ります。</translation>
        </message>
        <message>
            <source>{name} is bugged up: more dice than cards for {colours}!</source>
            <translation>{name}はバースト！{colours}のダイスがカードより多くなりました。</translation>
        </message>
        <message>
            <source>It is {name}'s turn.</source>
            <translation>{name}の手番です。</translation>
        </message>
        <message>
            <source>{name} rolls for the bug hub.</source>
            <translation>{name}は中央のムシを狙います。</translation>
        </message>
        <message>
            <source>{name} rolls for {owner}'s catch.</source>
            <translation>{name}は{owner}の獲物を狙います。</translation>
        </message>
        <message numerus="yes">
            <source>{name} receives %n bug(s) from the catch.</source>
            <translation>
                <numerusform>{name}は獲物からムシ%n枚を受け取ります。</numerusform>
            </translation>
        </message>
        <message>
            <source>{name} piles up: {heap} onto the heap, {front} into the front yard.</source>
            <translation>{name}の振り分け：ムシの山へ{heap}枚、前庭へ{front}枚。</translation>
        </message>
        <message numerus="yes">
            <source>%n new bug(s) from the pile join the bug hub.</source>
            <translation>
                <numerusform>山札からムシ%n枚が中央に補充されます。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{name} boosts the group with %n bug(s) from the front yard.</source>
            <translation>
                <numerusform>{name}は前庭のムシ%n枚でグループを強化します。</numerusform>
            </translation>
        </message>
        <message>
            <source>{name} rolls {count} dice: {faces}.</source>
            <translation>{name}はダイスを{count}個振ります：{faces}。</translation>
        </message>
        <message numerus="yes">
            <source>{name} catches %n bug(s).</source>
            <translation>
                <numerusform>{name}はムシ%n枚を捕まえます。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{name} stops and leaves a catch of %n bug(s).</source>
            <translation>
                <numerusform>{name}は手番を終了し、ムシ%n枚の獲物を残します。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{name} refills the bug hub with %n bug(s) from the front yard.</source>
            <translation>
                <numerusform>{name}は前庭のムシ%n枚で中央のムシを補充します。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{name} wins with %n bug(s) on the heap!</source>
            <translation>
                <numerusform>{name}の勝ち！ムシの山は%n枚です。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{names} share the win with %n bug(s) on the heap each!</source>
            <translation>
                <numerusform>{names}が同点で勝利！ムシの山はそれぞれ%n枚です。</numerusform>
            </translation>
        </message>
        <message>
            <source>Roll for the bug hub</source>
            <translation>中央のムシを狙って振る</translation>
        </message>
        <message>
            <source>Roll for the previous catch</source>
            <translation>直前のプレイヤーの獲物を狙って振る</translation>
        </message>
        <message numerus="yes">
            <source>Boost the group with %n bug(s): {colours}</source>
            <translation>
                <numerusform>ムシ %n 枚でグループを強化: {colours}</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Roll all %n dice</source>
            <translation>
                <numerusform>%n 個のサイコロをすべて振る</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Roll %n dice, keep those showing {faces}</source>
            <translation>
                <numerusform>%n 個のサイコロを振り、{faces} の目は残す</numerusform>
            </translation>
        </message>
        <message>
            <source>Stop and leave the catch</source>
            <translation>手番を終了して獲物を残す</translation>
        </message>
        <message>
            <source>Pile up every bug onto the heap</source>
            <translation>すべてのムシをムシの山へ振り分ける</translation>
        </message>
        <message numerus="yes">
            <source>Pile up, %n bug(s) into the front yard</source>
            <translation>
                <numerusform>振り分け: ムシ %n 枚を前庭へ</numerusform>
            </translation>
        </message>
        <message>
            <source>Refill the bug hub with {colours}</source>
            <translation>中央のムシを {colours} で補充する</translation>
        </message>
        <message>
            <source>Voll verasselt is played by 2 to 5 players.</source>
            <extracomment>The rule options of the new-game dialog and their defaults.</extracomment>
            <translation>ムシがいっぱいは2〜5人で遊びます。</translation>
        </message>
        <message>
            <source>The start player is not at the table.</source>
            <translation>親（最初のプレイヤー）が席にいません。</translation>
        </message>
        <message>
            <source>Unknown rule option: {option}.</source>
            <translation>不明なルールオプションです：{option}</translation>
        </message>
        <message>
            <source>The group is chosen at the start of a turn.</source>
            <translation>狙うグループは手番の開始時に選びます。</translation>
        </message>
        <message>
            <source>You can boost the group only before a roll.</source>
            <translation>グループの強化はダイスを振る前にだけできます。</translation>
        </message>
        <message>
            <source>Choose at least one card to boost the group with.</source>
            <translation>強化に使うカードを1枚以上選んでください。</translation>
        </message>
        <message>
            <source>Your front yard does not hold these cards.</source>
            <translation>そのカードは前庭にありません。</translation>
        </message>
        <message>
            <source>It is not the time to roll.</source>
            <translation>今はダイスを振るときではありません。</translation>
        </message>
        <message>
            <source>Choose each die at most once, by its number from 0 to 6.</source>
            <translation>ダイスは0〜6の番号で、それぞれ1回だけ選んでください。</translation>
        </message>
        <message>
            <source>Roll at least four dice.</source>
            <translation>ダイスは4個以上振ってください。</translation>
        </message>
        <message>
            <source>You must roll before you can stop.</source>
            <translation>手番を終了する前に、まずダイスを振ってください。</translation>
        </message>
        <message>
            <source>There is no catch to pile up now.</source>
            <translation>今は振り分ける獲物がありません。</translation>
        </message>
        <message>
            <source>Only cards of the catch you received can be piled up.</source>
            <translation>振り分けられるのは受け取った獲物のカードだけです。</translation>
        </message>
        <message>
            <source>A front yard holds at most six cards.</source>
            <translation>前庭に置けるカードは6枚までです。</translation>
        </message>
        <message>
            <source>The hub is refilled from the front yard only to avert the end.</source>
            <translation>前庭から中央のムシを補充するのは、ゲーム終了を避けるときだけです。</translation>
        </message>
        <message numerus="yes">
            <source>Move exactly %n card(s) into the hub.</source>
            <translation>
                <numerusform>ちょうど%n枚を中央のムシに移してください。</numerusform>
            </translation>
        </message>
        <message>
            <source>The game is over.</source>
            <translation>ゲームは終了しました。</translation>
        </message>
        <message>
            <source>That is not a move of Voll verasselt.</source>
            <translation>それはムシがいっぱいの手ではありません。</translation>
        </message>
    </context>
    <context>
        <name>VerasseltTable</name>
        <message>
            <source>red</source>
            <translation>赤</translation>
        </message>
        <message>
            <source>yellow</source>
            <translation>黄</translation>
        </message>
        <message>
            <source>green</source>
            <translation>緑</translation>
        </message>
        <message>
            <source>blue</source>
            <translation>青</translation>
        </message>
        <message>
            <source>double bars</source>
            <translation>二重線</translation>
        </message>
        <message>
            <source>no bugs</source>
            <translation>ムシなし</translation>
        </message>
        <message>
            <source>{count} {colour}</source>
            <translation>{colour}{count}枚</translation>
        </message>
        <message numerus="yes">
            <source>%n bug(s): {list}</source>
            <translation>
                <numerusform>ムシ%n枚：{list}</numerusform>
            </translation>
        </message>
        <message>
            <source>Table of Voll verasselt</source>
            <translation>ムシがいっぱいのテーブル</translation>
        </message>
        <message>
            <source>{name}'s heap: {cards} (their turn)</source>
            <translation>{name}のムシの山：{cards}（手番）</translation>
        </message>
        <message>
            <source>{name}'s heap: {cards}</source>
            <translation>{name}のムシの山：{cards}</translation>
        </message>
        <message>
            <source>{name}'s front yard: {cards}</source>
            <translation>{name}の前庭：{cards}</translation>
        </message>
        <message>
            <source>Bug hub: {cards}</source>
            <translation>中央のムシ：{cards}</translation>
        </message>
        <message>
            <source>{name}'s catch, left on the table: {cards}</source>
            <translation>{name}がテーブルに残した獲物：{cards}</translation>
        </message>
        <message>
            <source>Catch of this turn: {cards}</source>
            <translation>この手番の獲物：{cards}</translation>
        </message>
        <message>
            <source>{name} got back {cards}</source>
            <translation>{name}が受け取ったムシ：{cards}</translation>
        </message>
        <message numerus="yes">
            <source>Draw pile: %n card(s)</source>
            <translation>
                <numerusform>山札：%n枚</numerusform>
            </translation>
        </message>
        <message>
            <source>Die {number}: {face}, chosen to roll</source>
            <translation>ダイス{number}：{face}（振るダイスに選択中）</translation>
        </message>
        <message>
            <source>Die {number}: {face}</source>
            <translation>ダイス{number}：{face}</translation>
        </message>
        <message>
            <source>{place} {name}: {heap} on the heap, {yard} in the front yard</source>
            <translation>{place} {name}：ムシの山に{heap}、前庭に{yard}</translation>
        </message>
        <message>
            <source>Ranking: {places}</source>
            <translation>順位：{places}</translation>
        </message>
        <message>
            <source>Begin your turn (Space)</source>
            <translation>手番を始める（スペース）</translation>
        </message>
        <message>
            <source>Play again (N)</source>
            <translation>もう一度遊ぶ（N）</translation>
        </message>
        <message>
            <source>Roll for the bug hub (H)</source>
            <translation>中央のムシを狙って振る（H）</translation>
        </message>
        <message>
            <source>Roll for {name}'s catch (C)</source>
            <translation>{name}の獲物を狙って振る（C）</translation>
        </message>
        <message>
            <source>Put back die {number} ({face}) (key {number})</source>
            <translation>ダイス{number}（{face}）の選択を外す（キー{number}）</translation>
        </message>
        <message>
            <source>Choose die {number} ({face}) to roll (key {number})</source>
            <translation>ダイス{number}（{face}）を振るダイスに選ぶ（キー{number}）</translation>
        </message>
        <message numerus="yes">
            <source>Roll the %n chosen dice (R)</source>
            <translation>
                <numerusform>選んだダイス%n個を振る（R）</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Roll all %n dice (A)</source>
            <translation>
                <numerusform>ダイス%n個をすべて振る（A）</numerusform>
            </translation>
        </message>
        <message>
            <source>Boost the group with {list} from your front yard</source>
            <translation>前庭の{list}でグループを強化する</translation>
        </message>
        <message numerus="yes">
            <source>Stop and leave your catch of %n bug(s) (S)</source>
            <translation>
                <numerusform>手番を終了し、獲物%n枚をテーブルに残す（S）</numerusform>
            </translation>
        </message>
        <message>
            <source>Put {list} into your front yard, the rest onto your heap</source>
            <translation>{list}を前庭に、残りをムシの山に置く</translation>
        </message>
        <message numerus="yes">
            <source>Pile all %n bug(s) onto your heap</source>
            <translation>
                <numerusform>ムシ%n枚をすべてムシの山に置く</numerusform>
            </translation>
        </message>
        <message>
            <source>Move {list} from your front yard into the bug hub</source>
            <translation>前庭の{list}を中央のムシに移す</translation>
        </message>
    </context>
    <context>
        <name>VerasseltPage</name>
        <message>
            <source>Your turn, {name}</source>
            <translation>{name}の番です</translation>
        </message>
        <message>
            <source>You got cards back: pile them up first, then your turn begins.</source>
            <translation>獲物が戻ってきました。先に振り分けてから、あなたの手番が始まります。</translation>
        </message>
        <message>
            <source>You got cards back: pile them up, even though it is {name}'s turn.</source>
            <translation>獲物が戻ってきました。{name}の手番中ですが、振り分けてください。</translation>
        </message>
        <message>
            <source>Click or press Space to begin.</source>
            <translation>クリックかスペースキーで始めます。</translation>
        </message>
        <message>
            <source>{name} begins.</source>
            <translation>{name}から始めます。</translation>
        </message>
        <message>
            <source>Bugged up!</source>
            <translation>バースト！</translation>
        </message>
        <message>
            <source>{name}, choose your group: roll for the bug hub, or for {owner}'s catch.</source>
            <translation>{name}：狙うグループを選んでください。中央のムシか、{owner}の獲物か。</translation>
        </message>
        <message numerus="yes">
            <source>{name}, pile up the %n bug(s) you got back: drag them into your front yard (six at most) or onto your heap; the rest goes to the heap.</source>
            <translation>
                <numerusform>{name}：戻ってきたムシ%n枚を振り分けてください。前庭（6枚まで）かムシの山へドラッグします。残りはムシの山へ。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>The pile is empty and the hub is short. {name}, move %n card(s) from your front yard into the hub to keep the game going.</source>
            <translation>
                <numerusform>山札が尽き、中央のムシが足りません。{name}：ゲームを続けるため、前庭のカード%n枚を中央へ移してください。</numerusform>
            </translation>
        </message>
        <message>
            <source>{name} is thinking…</source>
            <translation>{name}が考え中…</translation>
        </message>
        <message>
            <source>Replay: {name}'s turn</source>
            <translation>再生: {name}の手番</translation>
        </message>
        <message>
            <source>{name}'s turn</source>
            <translation>{name}の手番</translation>
        </message>
        <message>
            <source>{name} is choosing a group to roll for…</source>
            <translation>{name}が振る対象のグループを選んでいます…</translation>
        </message>
        <message>
            <source>{name} is choosing dice to roll…</source>
            <translation>{name}が振るダイスを選んでいます…</translation>
        </message>
        <message>
            <source>{name} is deciding whether to roll again or stop…</source>
            <translation>{name}がさらに振るか手番を終了するか考えています…</translation>
        </message>
        <message>
            <source>{name} is piling up the bugs they got back…</source>
            <translation>{name}が戻ってきたムシを振り分けています…</translation>
        </message>
        <message>
            <source>{name} is refilling the bug hub…</source>
            <translation>{name}が中央のムシを補充しています…</translation>
        </message>
        <message>
            <source>{name} rolls for {owner}'s catch…</source>
            <translation>{name}が{owner}の獲物を狙って振ります…</translation>
        </message>
        <message>
            <source>{name} rolls for the bug hub…</source>
            <translation>{name}が中央のムシを狙って振ります…</translation>
        </message>
        <message numerus="yes">
            <source>{name} rolls %n dice…</source>
            <translation>
                <numerusform>{name}がダイスを%n個振ります…</numerusform>
            </translation>
        </message>
        <message>
            <source>{name} boosts the group…</source>
            <translation>{name}がグループを強化します…</translation>
        </message>
        <message>
            <source>{name} stops and leaves the catch on the table…</source>
            <translation>{name}が手番を終了し、獲物を場に残します…</translation>
        </message>
        <message>
            <source>{name} piles up the bugs they got back…</source>
            <translation>{name}が戻ってきたムシを振り分けます…</translation>
        </message>
        <message>
            <source>{name} refills the bug hub…</source>
            <translation>{name}が中央のムシを補充します…</translation>
        </message>
        <message numerus="yes">
            <source>{name}: roll again (at least four dice), or stop and leave your catch of %n bug(s) on the table.</source>
            <translation>
                <numerusform>{name}：さらに振る（ダイス4個以上）か、手番を終了して獲物%n枚を場に残すか。</numerusform>
            </translation>
        </message>
        <message>
            <source>{name}: choose at least four dice to roll (click them or press 1–7). To boost the group, drag cards from your front yard onto it.</source>
            <translation>{name}：振るダイスを4個以上選んでください（クリックか1〜7キー）。グループを強化するなら、前庭のカードをグループへドラッグします。</translation>
        </message>
        <message numerus="yes">
            <source>Choose %n more dice.</source>
            <translation>
                <numerusform>あと%n個選んでください。</numerusform>
            </translation>
        </message>
        <message>
            <source>{choose} Roll all: bust chance {percent}%</source>
            <translation>{choose}全部振る：バースト確率 {percent}%</translation>
        </message>
        <message>
            <source>Bust chance {percent}% · expected catch {cards} bugs</source>
            <translation>バースト確率 {percent}%・獲物の期待値 {cards}枚</translation>
        </message>
        <message>
            <source>Roll for the hub</source>
            <translation>中央のムシを狙う</translation>
        </message>
        <message>
            <source>Roll for {name}'s catch</source>
            <translation>{name}の獲物を狙う</translation>
        </message>
        <message numerus="yes">
            <source>Roll %n dice</source>
            <translation>
                <numerusform>%n個振る</numerusform>
            </translation>
        </message>
        <message>
            <source>Roll</source>
            <translation>振る</translation>
        </message>
        <message>
            <source>Roll all</source>
            <translation>全部振る</translation>
        </message>
        <message>
            <source>Stop</source>
            <translation>手番を終了</translation>
        </message>
        <message>
            <source>Rest to heap</source>
            <translation>残りをムシの山へ</translation>
        </message>
        <message>
            <source>All to heap</source>
            <translation>すべてムシの山へ</translation>
        </message>
        <message>
            <source>Play again</source>
            <translation>もう一度遊ぶ</translation>
        </message>
        <message numerus="yes">
            <source>Draw pile: %n card(s)</source>
            <translation>
                <numerusform>山札：%n枚</numerusform>
            </translation>
        </message>
        <message>
            <source>Player</source>
            <translation>プレイヤー</translation>
        </message>
        <message>
            <source>Heap</source>
            <translation>ムシの山</translation>
        </message>
        <message>
            <source>Front yard</source>
            <translation>前庭</translation>
        </message>
        <message>
            <source>Game over</source>
            <translation>ゲーム終了</translation>
        </message>
        <message>
            <source>&amp;Undo</source>
            <translation>元に戻す(&amp;U)</translation>
        </message>
        <message>
            <source>Take back your last boost or group choice (never a roll)</source>
            <translation>直前の強化やグループの選択を取り消します（ダイスを振った結果は戻せません）</translation>
        </message>
        <message>
            <source>&amp;Rules</source>
            <translation>ルール(&amp;R)</translation>
        </message>
        <message>
            <source>&amp;Play again</source>
            <translation>もう一度遊ぶ(&amp;P)</translation>
        </message>
        <message>
            <source>Show the bust chance</source>
            <translation>バースト確率を表示</translation>
        </message>
        <message>
            <source>What happened</source>
            <translation>これまでの経過</translation>
        </message>
        <message>
            <source>Bug hub</source>
            <extracomment>x ranges of the columns across the colour rows (see the module docstring).</extracomment>
            <translation>中央のムシ</translation>
        </message>
        <message>
            <source>{name}'s catch</source>
            <translation>{name}の獲物</translation>
        </message>
        <message>
            <source>Previous catch</source>
            <translation>直前のプレイヤーの獲物</translation>
        </message>
        <message>
            <source>{name} piles up</source>
            <translation>{name}が振り分け中</translation>
        </message>
        <message>
            <source>Draw pile</source>
            <translation>山札</translation>
        </message>
        <message>
            <source>computer</source>
            <translation>コンピューター</translation>
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
    </context>
</TS>