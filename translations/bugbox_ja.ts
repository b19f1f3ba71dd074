<?xml version='1.0' encoding='utf-8'?>
<!DOCTYPE TS>
<TS version="2.1" language="ja_JP">
    <context>
        <name>App</name>
        <message>
            <source>Something went wrong inside bugbox. Your latest moves could not be autosaved (the disk may be full or the folder read-only), so the game in the launcher may be behind. Details are in the log file:
{path}</source>
            <translation>bugbox で問題が発生しました。直前の手を自動保存できなかったため（ディスクがいっぱいか、フォルダーが書き込み禁止かもしれません）、ゲーム選択画面のゲームは最新でない可能性があります。詳しくはログファイルをご覧ください：
{path}</translation>
        </message>
        <message>
            <source>Something went wrong inside bugbox. Your game was autosaved and can be continued from the launcher. Details are in the log file:
{path}</source>
            <translation>bugbox で問題が発生しました。ゲームは自動保存されているので、ゲーム選択画面から続きを遊べます。詳しくはログファイルをご覧ください：
{path}</translation>
        </message>
        <message>
            <source>Something went wrong inside bugbox. Details are in the log file:
{path}</source>
            <translation>bugbox で問題が発生しました。詳しくはログファイルをご覧ください：
{path}</translation>
        </message>
        <message>
            <source>bugbox cannot make its folder {path} ({reason}), so nothing is saved in this run; you can still play.</source>
            <translation>bugbox のフォルダー {path} を作成できないため（{reason}）、今回は何も保存されませんが、遊ぶことはできます。</translation>
        </message>
    </context>
    <context>
        <name>Autosave</name>
        <message>
            <source>The disk is full, so this game is no longer being autosaved; free some space and autosaving resumes by itself.</source>
            <translation>ディスクがいっぱいのため、このゲームは自動保存されていません。空き容量を作ると自動保存は自然に再開します。</translation>
        </message>
        <message>
            <source>bugbox may not write in its data folder, so this game is no longer being autosaved.</source>
            <translation>bugbox にはデータフォルダーへの書き込みが許可されていないため、このゲームは自動保存されていません。</translation>
        </message>
        <message>
            <source>bugbox cannot write in its data folder, so this game is no longer being autosaved.</source>
            <translation>bugbox はデータフォルダーに書き込めないため、このゲームは自動保存されていません。</translation>
        </message>
        <message>
            <source>The game is being autosaved again.</source>
            <translation>ゲームの自動保存が再開しました。</translation>
        </message>
    </context>
    <context>
        <name>Disk</name>
        <message>
            <source>The disk is full.</source>
            <translation>ディスクがいっぱいです。</translation>
        </message>
        <message>
            <source>bugbox may not write in its folders.</source>
            <translation>bugbox には自分のフォルダーへの書き込みが許可されていません。</translation>
        </message>
        <message>
            <source>bugbox cannot write in its folders.</source>
            <translation>bugbox は自分のフォルダーに書き込めません。</translation>
        </message>
        <message>
            <source>{why} {what}</source>
            <translation>{why}{what}</translation>
        </message>
        <message>
            <source>The game that just ended could not be kept for Records, so it stays with the unfinished games in the launcher until it can be.</source>
            <translation>終わったばかりのゲームを記録に残せませんでした。残せるようになるまで、ゲーム選択画面の途中のゲームに置いておきます。</translation>
        </message>
        <message>
            <source>Your solved tasks and tries are not being saved for now.</source>
            <translation>クリアした課題と挑戦の回数は、いまは保存されていません。</translation>
        </message>
        <message>
            <source>Your new puzzles are not being saved for now.</source>
            <translation>新しい課題は、いまは保存されていません。</translation>
        </message>
        <message>
            <source>Your settings are not being saved for now; they hold until bugbox closes.</source>
            <translation>設定は、いまは保存されていません。bugbox を閉じるまでは有効です。</translation>
        </message>
        <message>
            <source>Finished games are being kept for Records again.</source>
            <translation>終わったゲームがまた記録に残るようになりました。</translation>
        </message>
        <message>
            <source>Your solved tasks and tries are being saved again.</source>
            <translation>クリアした課題と挑戦の回数がまた保存されるようになりました。</translation>
        </message>
        <message>
            <source>Your puzzles are being saved again.</source>
            <translation>課題がまた保存されるようになりました。</translation>
        </message>
        <message>
            <source>Your settings are being saved again.</source>
            <translation>設定がまた保存されるようになりました。</translation>
        </message>
    </context>
    <context>
        <name>Files</name>
        <message>
            <source>The disk is full, so the game could not be saved; free some space and save again.</source>
            <translation>ディスクがいっぱいのため、ゲームを保存できませんでした。空き容量を作ってから、もう一度保存してください。</translation>
        </message>
        <message>
            <source>bugbox may not write in that folder, so the game could not be saved; please choose another folder.</source>
            <translation>そのフォルダーには書き込めないため、ゲームを保存できませんでした。別のフォルダーを選んでください。</translation>
        </message>
        <message>
            <source>The game could not be saved there; please choose another folder.</source>
            <translation>そこにはゲームを保存できませんでした。別のフォルダーを選んでください。</translation>
        </message>
        <message>
            <source>This file is far too large to be a bugbox save.</source>
            <extracomment>Saves bigger than this are not a bugbox save (a whole game is a few kilobytes).</extracomment>
            <translation>このファイルは bugbox のセーブデータにしては大きすぎます。</translation>
        </message>
        <message>
            <source>This is not an ordinary file (perhaps a device or a pipe), so it is not a bugbox save.</source>
            <translation>これは通常のファイルではない（デバイスやパイプなど）ため、bugbox のセーブデータではありません。</translation>
        </message>
        <message>
            <source>The file could not be read.</source>
            <translation>ファイルを読み込めませんでした。</translation>
        </message>
        <message>
            <source>This file is not a bugbox save (it is not valid JSON).</source>
            <translation>このファイルは bugbox のセーブデータではありません（正しい JSON ではありません）。</translation>
        </message>
        <message>
            <source>This file is not a bugbox save.</source>
            <translation>このファイルは bugbox のセーブデータではありません。</translation>
        </message>
        <message>
            <source>This save was made by a newer bugbox (save version {version}); please update bugbox to open it.</source>
            <translation>このセーブデータは新しいバージョンの bugbox で作られています（形式 {version}）。開くには bugbox を更新してください。</translation>
        </message>
        <message>
            <source>This save is damaged: some of its fields are missing or wrong.</source>
            <translation>このセーブデータは壊れています。一部の項目が欠けているか、正しくありません。</translation>
        </message>
        <message>
            <source>This save is for a game bugbox does not know: {game}.</source>
            <translation>このセーブデータは bugbox にないゲームのものです：{game}</translation>
        </message>
        <message>
            <source>This save was made by a newer bugbox ({version}); please update bugbox to open it.</source>
            <translation>このセーブデータは新しい bugbox（{version}）で作られています。開くには bugbox を更新してください。</translation>
        </message>
        <message>
            <source>This save has an unknown version and cannot be opened.</source>
            <translation>このセーブデータは形式が不明なため開けません。</translation>
        </message>
        <message>
            <source>This save holds far more moves than any game (more than {limit}), so it is not a bugbox save.</source>
            <translation>このセーブデータにはどのゲームよりもはるかに多い手（{limit} 手を超える）が入っているため、bugbox のセーブデータではありません。</translation>
        </message>
        <message>
            <source>This save no longer replays: move {number} is not allowed by the rules.</source>
            <translation>このセーブデータは再現できません。{number} 手目がルール上許されていません。</translation>
        </message>
        <message>
            <source>This save's game setup is not valid.</source>
            <translation>このセーブデータのゲーム設定が正しくありません。</translation>
        </message>
        <message>
            <source>This game has reached {limit} moves, the most a save can hold; please start a new game.</source>
            <translation>このゲームはセーブデータに記録できる上限の {limit} 手に達しました。新しいゲームを始めてください。</translation>
        </message>
        <message>
            <source>Your settings file is not an ordinary file; bugbox is using the default settings.</source>
            <translation>設定ファイルが通常のファイルではないため、標準の設定を使います。</translation>
        </message>
        <message>
            <source>Your settings file is far too large to be bugbox's; it was kept as {name} and the default settings are used.</source>
            <translation>設定ファイルが大きすぎて bugbox のものとは考えられません。ファイルは {name} として残し、標準の設定を使います。</translation>
        </message>
        <message>
            <source>Your settings file was damaged; it was kept as {name} and the default settings are used.</source>
            <translation>設定ファイルが壊れていました。ファイルは {name} として残し、標準の設定を使います。</translation>
        </message>
        <message>
            <source>Your settings file could not be read; bugbox is using the default settings.</source>
            <extracomment>How much longer or shorter each animation runs than at "normal". The last new-game setup per game id, as plain data (see `Setup`).</extracomment>
            <translation>設定ファイルを読み込めなかったため、標準の設定を使います。</translation>
        </message>
    </context>
    <context>
        <name>Records</name>
        <message>
            <source>This finished game's file is damaged.</source>
            <translation>この終了したゲームのファイルは壊れています。</translation>
        </message>
        <message>
            <source>This finished game was kept by a newer bugbox; please update bugbox to open it.</source>
            <translation>この終了したゲームは新しい bugbox で保存されました。開くには bugbox を更新してください。</translation>
        </message>
        <message>
            <source>This file is not a finished bugbox game.</source>
            <translation>このファイルは終了した bugbox のゲームではありません。</translation>
        </message>
        <message>
            <source>This finished game is of a game bugbox does not know: {game}.</source>
            <translation>この終了したゲームは bugbox が知らないゲームのものです: {game}。</translation>
        </message>
        <message>
            <source>This finished game no longer replays: move {number} is not allowed by the rules.</source>
            <translation>この終了したゲームは再生できません: {number} 手目はルールで認められていません。</translation>
        </message>
        <message>
            <source>This file is far too large to be a finished game.</source>
            <translation>このファイルは終了したゲームとしては大きすぎます。</translation>
        </message>
        <message>
            <source>This is not an ordinary file (perhaps a device or a pipe), so it is not a finished game.</source>
            <translation>これは通常のファイルではない (デバイスやパイプかもしれません) ため、終了したゲームではありません。</translation>
        </message>
        <message>
            <source>The file could not be read.</source>
            <translation>ファイルを読み込めませんでした。</translation>
        </message>
        <message>
            <source>Biggest catch</source>
            <translation>最大の獲物</translation>
        </message>
        <message>
            <source>Busts per game</source>
            <translation>1ゲームあたりのバースト</translation>
        </message>
        <message>
            <source>Most luck tiles converted</source>
            <translation>ラッキータイルで裏返した最多枚数</translation>
        </message>
        <message>
            <source>Wurminator bites</source>
            <translation>ヴルミネーターにかまれた回数</translation>
        </message>
        <message numerus="yes">
            <source>Kept games (%Ln):</source>
            <translation>
                <numerusform>保存されたゲーム (%Ln):</numerusform>
            </translation>
        </message>
        <message>
            <source>Reading the kept games…</source>
            <translation>保存されたゲームを読み込み中…</translation>
        </message>
        <message numerus="yes">
            <source>%Ln finished game(s) counted.</source>
            <translation>
                <numerusform>終了したゲーム %Ln 回を集計しました。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Counting %Ln more game(s)…</source>
            <translation>
                <numerusform>残り %Ln ゲームを集計中…</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Only the newest {read} of your %Ln kept games are read.</source>
            <translation>
                <numerusform>保存された %Ln ゲームのうち、新しい {read} ゲームだけを読み込みます。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n kept game(s) could not be read and were moved aside: {files}.</source>
            <translation>
                <numerusform>保存されたゲーム %n 件を読み込めなかったため、別名で保管しました: {files}。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n kept game(s) come from a newer bugbox and are left as they are: {files}. Update bugbox to count them.</source>
            <translation>
                <numerusform>保存されたゲーム %n 件は新しい bugbox のもので、そのまま残してあります: {files}。集計するには bugbox を更新してください。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n kept game(s) had a file name in another encoding and were renamed: {files}.</source>
            <translation>
                <numerusform>保存されたゲーム %n 件のファイル名が別の文字コードだったため、名前を変えました: {files}。</numerusform>
            </translation>
        </message>
        <message>
            <source>Deleting old kept games: {done} of {total}…</source>
            <translation>古い保存ゲームを削除中: {total} 件中 {done} 件…</translation>
        </message>
        <message numerus="yes">
            <source>The records folder holds %Ln kept games, more than the {limit} that Settings keep; none is deleted until you say so.</source>
            <translation>
                <numerusform>記録フォルダーには保存されたゲームが %Ln 件あり、設定で残す {limit} 件を超えています。指示があるまで削除しません。</numerusform>
            </translation>
        </message>
        <message>
            <source>Delete the oldest {count}…</source>
            <translation>古い {count} 件を削除…</translation>
        </message>
        <message>
            <source>Delete old kept games?</source>
            <translation>古い保存ゲームを削除しますか?</translation>
        </message>
        <message>
            <source>Delete the oldest {count} of your {total} kept games, so that {limit} are kept as Settings say? They cannot be brought back.</source>
            <translation>保存された {total} 件のうち古い {count} 件を削除して、設定どおり {limit} 件にしますか? 削除したゲームは元に戻せません。</translation>
        </message>
        <message>
            <source>Player</source>
            <translation>プレイヤー</translation>
        </message>
        <message>
            <source>Played</source>
            <translation>プレイ数</translation>
        </message>
        <message>
            <source>Won</source>
            <translation>勝ち</translation>
        </message>
        <message>
            <source>Win rate</source>
            <translation>勝率</translation>
        </message>
        <message>
            <source>Best score</source>
            <translation>最高得点</translation>
        </message>
        <message>
            <source>Average score</source>
            <translation>平均得点</translation>
        </message>
        <message>
            <source>Longest streak</source>
            <translation>最長連勝</translation>
        </message>
        <message>
            <source>Fastest win</source>
            <translation>最短勝利</translation>
        </message>
        <message>
            <source>{percent} %</source>
            <translation>{percent}%</translation>
        </message>
        <message>
            <source>Difficulty</source>
            <translation>難易度</translation>
        </message>
        <message>
            <source>Tasks solved</source>
            <translation>クリアした課題</translation>
        </message>
        <message>
            <source>Attempts</source>
            <translation>挑戦回数</translation>
        </message>
        <message>
            <source>Hints</source>
            <translation>ヒント</translation>
        </message>
        <message>
            <source>Solutions viewed</source>
            <translation>解答を見た回数</translation>
        </message>
        <message>
            <source>Solved at the first try</source>
            <translation>1回目でクリア</translation>
        </message>
        <message>
            <source>Rename or merge a name</source>
            <translation>名前の変更・統合</translation>
        </message>
        <message>
            <source>Which name?</source>
            <translation>どの名前ですか?</translation>
        </message>
        <message>
            <source>Count the games of {name} as the games of (an existing name merges them):</source>
            <translation>{name} のゲームを次の名前で数えます (既存の名前なら統合されます):</translation>
        </message>
        <message>
            <source>Reset the statistics?</source>
            <translation>統計をリセットしますか?</translation>
        </message>
        <message>
            <source>The statistics of {game} start again from zero. The kept games stay and can still be replayed. Reset them?</source>
            <translation>{game} の統計をゼロから数え直します。保存されたゲームは残り、再生もできます。リセットしますか?</translation>
        </message>
        <message>
            <source>Records</source>
            <translation>記録</translation>
        </message>
        <message>
            <source>Counting the kept games</source>
            <translation>保存されたゲームを集計中</translation>
        </message>
        <message>
            <source>Rename or merge a name…</source>
            <translation>名前の変更・統合…</translation>
        </message>
        <message>
            <source>Reset statistics…</source>
            <translation>統計をリセット…</translation>
        </message>
        <message>
            <source>Back to the games</source>
            <translation>ゲーム一覧に戻る</translation>
        </message>
        <message>
            <source>Replay</source>
            <translation>再生</translation>
        </message>
        <message>
            <source>Review this game</source>
            <translation>このゲームを振り返る</translation>
        </message>
        <message numerus="yes">
            <source>The oldest %Ln kept game(s) were deleted.</source>
            <translation>
                <numerusform>古い保存ゲーム %Ln 件を削除しました。</numerusform>
            </translation>
        </message>
        <message>
            <source>Computer (easy)</source>
            <translation>コンピューター (やさしい)</translation>
        </message>
        <message>
            <source>Computer (normal)</source>
            <translation>コンピューター (ふつう)</translation>
        </message>
        <message>
            <source>Computer (hard)</source>
            <translation>コンピューター (むずかしい)</translation>
        </message>
        <message>
            <source>Easy</source>
            <translation>やさしい</translation>
        </message>
        <message>
            <source>Medium</source>
            <translation>ふつう</translation>
        </message>
        <message>
            <source>Hard</source>
            <translation>むずかしい</translation>
        </message>
        <message>
            <source>Test tasks</source>
            <translation>練習課題</translation>
        </message>
        <message>
            <source>{h} h {m:02d} min</source>
            <translation>{h}時間{m:02d}分</translation>
        </message>
        <message>
            <source>{m}:{s:02d} min</source>
            <translation>{m}分{s:02d}秒</translation>
        </message>
        <message numerus="yes">
            <source>and %n more</source>
            <translation>
                <numerusform>ほか %n 件</numerusform>
            </translation>
        </message>
        <message>
            <source>Finished</source>
            <translation>終了日時</translation>
        </message>
        <message>
            <source>Task</source>
            <translation>課題</translation>
        </message>
        <message>
            <source>Result</source>
            <translation>結果</translation>
        </message>
        <message>
            <source>Cards played</source>
            <translation>出したカード数</translation>
        </message>
        <message>
            <source>Time</source>
            <translation>時間</translation>
        </message>
        <message>
            <source>Players</source>
            <translation>プレイヤー</translation>
        </message>
        <message>
            <source>Moves</source>
            <translation>手数</translation>
        </message>
        <message>
            <source>solved</source>
            <translation>クリア</translation>
        </message>
        <message>
            <source>not solved</source>
            <translation>未クリア</translation>
        </message>
    </context>
    <context>
        <name>Launcher</name>
        <message>
            <source>New game</source>
            <translation>新しいゲーム</translation>
        </message>
        <message>
            <source>Voll verasselt</source>
            <translation>ムシがいっぱい</translation>
        </message>
        <message>
            <source>Push your luck with seven dice and catch the most bugs.</source>
            <translation>7個のダイスで運だめし。いちばん多くのムシを捕まえよう。</translation>
        </message>
        <message>
            <source>Schaben jagen</source>
            <translation>Schaben jagen</translation>
        </message>
        <message>
            <source>Chase every cockroach out of the kitchen with a handful of cards.</source>
            <translation>数枚のカードで、キッチンのゴキブリを1匹残らず退治しよう。</translation>
        </message>
        <message>
            <source>1 player, 80 tasks and 2 test tasks</source>
            <translation>1人用・80課題＋練習課題2問</translation>
        </message>
        <message>
            <source>Play</source>
            <translation>遊ぶ</translation>
        </message>
        <message>
            <source>Verflixxt! kompakt</source>
            <translation>Verflixxt! kompakt</translation>
        </message>
        <message>
            <source>Race over lucky and unlucky tiles, and leave the bad ones to the others.</source>
            <translation>ラッキーなタイルとアンラッキーなタイルの上をレース。悪いタイルは人に押しつけよう。</translation>
        </message>
        <message>
            <source>{low}-{high} players</source>
            <translation>{low}～{high}人</translation>
        </message>
        <message numerus="yes">
            <source>%n unfinished game(s)…</source>
            <translation>
                <numerusform>途中のゲーム %n 件…</numerusform>
            </translation>
        </message>
        <message>
            <source>Continue last game</source>
            <translation>前回の続きから</translation>
        </message>
        <message>
            <source>{button} ({game})</source>
            <translation>{button}（{game}）</translation>
        </message>
        <message>
            <source>Cover of {game}</source>
            <translation>{game}の表紙</translation>
        </message>
        <message>
            <source>Rejoin the table with {names}</source>
            <translation>{names}のテーブルに戻る</translation>
        </message>
        <message>
            <source>Rejoin your network table</source>
            <translation>ネットワークのテーブルに戻る</translation>
        </message>
        <message>
            <source>Which game shall we play?</source>
            <translation>どのゲームで遊びますか？</translation>
        </message>
        <message>
            <source>Records and past games</source>
            <translation>記録と過去のゲーム</translation>
        </message>
        <message>
            <source>Join a table…</source>
            <translation>テーブルに参加…</translation>
        </message>
    </context>
    <context>
        <name>NewGame</name>
        <message>
            <source>Variant: only one card per double-bar die</source>
            <translation>バリアント：二重線のダイス1個につきカード1枚だけ</translation>
        </message>
        <message>
            <source>Play with the Wurminator</source>
            <translation>ヴルミネーターを使って遊ぶ</translation>
        </message>
        <message>
            <source>Red</source>
            <extracomment>Seat colours each game can show (Verflixxt has four pawn colours). Rule options per game: (option key, default).</extracomment>
            <translation>赤</translation>
        </message>
        <message>
            <source>Blue</source>
            <translation>青</translation>
        </message>
        <message>
            <source>Green</source>
            <translation>緑</translation>
        </message>
        <message>
            <source>Yellow</source>
            <translation>黄</translation>
        </message>
        <message>
            <source>Purple</source>
            <translation>紫</translation>
        </message>
        <message>
            <source>Human</source>
            <translation>人間</translation>
        </message>
        <message>
            <source>Computer (easy)</source>
            <translation>コンピューター（やさしい）</translation>
        </message>
        <message>
            <source>Computer (normal)</source>
            <translation>コンピューター（ふつう）</translation>
        </message>
        <message>
            <source>Computer (hard)</source>
            <translation>コンピューター（むずかしい）</translation>
        </message>
        <message>
            <source>Player on another computer</source>
            <translation>別の端末のプレイヤー</translation>
        </message>
        <message>
            <source>Player {n}</source>
            <translation>プレイヤー{n}</translation>
        </message>
        <message>
            <source>joins with the invite</source>
            <translation>招待で参加します</translation>
        </message>
        <message>
            <source>At a table across computers, the table gives each seat its colour.</source>
            <translation>複数のコンピューターで遊ぶテーブルでは、各席の色はテーブルが決めます。</translation>
        </message>
        <message>
            <source>At a table across computers, the table draws the start player.</source>
            <translation>複数のコンピューターで遊ぶテーブルでは、親（最初のプレイヤー）はテーブルが抽選で決めます。</translation>
        </message>
        <message>
            <source>Random</source>
            <translation>ランダム</translation>
        </message>
        <message>
            <source>New game: {title}</source>
            <translation>新しいゲーム：{title}</translation>
        </message>
        <message>
            <source>Players</source>
            <translation>人数</translation>
        </message>
        <message>
            <source>Start player</source>
            <translation>親（最初のプレイヤー）</translation>
        </message>
        <message>
            <source>Seats (in turn order)</source>
            <translation>席（手番の順）</translation>
        </message>
        <message>
            <source>Name of seat {seat}</source>
            <translation>席{seat}の名前</translation>
        </message>
        <message>
            <source>Colour of seat {seat}</source>
            <translation>席{seat}の色</translation>
        </message>
        <message>
            <source>Who plays seat {seat}</source>
            <translation>席{seat}のプレイヤー</translation>
        </message>
        <message>
            <source>Two seats have the same colour: please give each seat its own.</source>
            <translation>同じ色の席が2つあります。席ごとに別の色を選んでください。</translation>
        </message>
        <message>
            <source>Two players here have the same name: please tell them apart.</source>
            <translation>このコンピューターの2人のプレイヤーが同じ名前です。別の名前にしてください。</translation>
        </message>
    </context>
    <context>
        <name>Network</name>
        <message>
            <source>This computer cannot show its table on the home network.</source>
            <translation>このコンピューターは、ホームネットワークにテーブルを表示できません。</translation>
        </message>
        <message>
            <source>This computer cannot look for tables on the home network.</source>
            <translation>このコンピューターは、ホームネットワークでテーブルを探せません。</translation>
        </message>
        <message>
            <source>This text holds no invite; an invite looks like {example}.</source>
            <translation>このテキストには招待が含まれていません。招待は {example} のような形です。</translation>
        </message>
        <message>
            <source>This text is too long to be an invite.</source>
            <translation>このテキストは招待にしては長すぎます。</translation>
        </message>
        <message>
            <source>An invite cannot hold a user name or a password.</source>
            <translation>招待にユーザー名やパスワードを含めることはできません。</translation>
        </message>
        <message>
            <source>The invite does not name a computer by a valid address or name.</source>
            <translation>招待に、コンピューターを示す正しいアドレスや名前がありません。</translation>
        </message>
        <message>
            <source>The port in the invite must be a number from 1 to 65535.</source>
            <translation>招待のポート番号は1～65535の数でなければなりません。</translation>
        </message>
        <message>
            <source>The invite ends without a table code.</source>
            <translation>招待の最後にテーブルのコードがありません。</translation>
        </message>
        <message>
            <source>A table code has 8 characters: the letters A to Z and the digits 2 to 7.</source>
            <translation>テーブルのコードは8文字で、AからZまでの英字と2から7までの数字でできています。</translation>
        </message>
        <message>
            <source>The invite holds more than an address and a table code.</source>
            <translation>招待に、アドレスとテーブルのコード以外のものが含まれています。</translation>
        </message>
        <message>
            <source>A name needs 1 to {limit} characters.</source>
            <translation>名前は1～{limit}文字で入力してください。</translation>
        </message>
        <message>
            <source>A name cannot hold control characters or invisible characters.</source>
            <translation>名前に制御文字や見えない文字は使えません。</translation>
        </message>
        <message>
            <source>A name needs at least one letter or digit that can be seen.</source>
            <translation>名前には、目に見える文字か数字が少なくとも1つ必要です。</translation>
        </message>
        <message>
            <source>An accent or other mark in a name has to sit on a letter (one to three).</source>
            <translation>名前のアクセントなどの記号は、文字の上に付けてください（1文字につき3つまで）。</translation>
        </message>
        <message>
            <source>The table server refused this for a reason this bugbox does not know.</source>
            <translation>テーブルサーバーが、この bugbox の知らない理由で断りました。</translation>
        </message>
        <message>
            <source>The table has closed.</source>
            <translation>テーブルが閉じられました。</translation>
        </message>
        <message>
            <source>The table server sent something that breaks the game's rules, so bugbox left the table.</source>
            <translation>テーブルサーバーがゲームのルールに反するものを送ってきたため、bugbox はテーブルを離れました。</translation>
        </message>
        <message>
            <source>The table server offers a game this bugbox does not have, so bugbox left the table.</source>
            <translation>テーブルサーバーがこの bugbox にないゲームを出しているため、bugbox はテーブルを離れました。</translation>
        </message>
        <message>
            <source>The table server sent a message this bugbox does not know; the server may be newer than this bugbox.</source>
            <translation>テーブルサーバーがこの bugbox の知らないメッセージを送ってきました。サーバーのほうがこの bugbox より新しいのかもしれません。</translation>
        </message>
        <message>
            <source>The table server sent more than bugbox could follow, so bugbox left the table.</source>
            <translation>テーブルサーバーが bugbox の処理しきれない量を送ってきたため、bugbox はテーブルを離れました。</translation>
        </message>
        <message>
            <source>The table server sent a message larger than bugbox takes, so bugbox left the table.</source>
            <translation>テーブルサーバーが bugbox の受け取れる大きさを超えるメッセージを送ってきたため、bugbox はテーブルを離れました。</translation>
        </message>
        <message>
            <source>The table server sent a finished game that does not replay, so it was not kept in Records.</source>
            <translation>テーブルサーバーが再生できない終了ゲームを送ってきたため、記録には残しませんでした。</translation>
        </message>
        <message>
            <source>The table server did not answer, so bugbox left it; please try again later.</source>
            <translation>テーブルサーバーが応答しないため、bugbox は接続をやめました。しばらくしてからもう一度お試しください。</translation>
        </message>
        <message>
            <source>This server speaks protocol version {server} and this bugbox speaks version {client}; both need the same version.</source>
            <translation>このサーバーの通信プロトコルはバージョン{server}、この bugbox はバージョン{client}です。同じバージョンどうしでないと遊べません。</translation>
        </message>
        <message>
            <source>The first message to the server must be a hello with its version.</source>
            <translation>サーバーへの最初のメッセージは、バージョンを伝えるあいさつでなければなりません。</translation>
        </message>
        <message>
            <source>The server could not understand this message.</source>
            <translation>サーバーはこのメッセージを理解できませんでした。</translation>
        </message>
        <message>
            <source>The server takes text messages only.</source>
            <translation>サーバーが受け付けるのはテキストのメッセージだけです。</translation>
        </message>
        <message>
            <source>The server cannot open more tables just now; please try again later.</source>
            <translation>サーバーは今これ以上テーブルを開けません。しばらくしてからもう一度お試しください。</translation>
        </message>
        <message>
            <source>Your address has opened as many tables as it may; finish a game there first.</source>
            <translation>あなたのアドレスから開けるテーブルの数が上限に達しました。先にどれかのゲームを最後まで遊んでください。</translation>
        </message>
        <message>
            <source>Your address has opened as many tables this hour as it may; please try again later.</source>
            <translation>あなたのアドレスからこの1時間に開けるテーブルの数が上限に達しました。しばらくしてからもう一度お試しください。</translation>
        </message>
        <message>
            <source>The server cannot take more connections just now; please try again later.</source>
            <translation>サーバーは今これ以上接続を受け付けられません。しばらくしてからもう一度お試しください。</translation>
        </message>
        <message>
            <source>Too many connections come from your address.</source>
            <translation>あなたのアドレスからの接続が多すぎます。</translation>
        </message>
        <message>
            <source>This server does not offer that game.</source>
            <translation>このサーバーではそのゲームは遊べません。</translation>
        </message>
        <message>
            <source>A table needs at least one open seat for a person.</source>
            <translation>テーブルには、人が座れる空席が少なくとも1つ必要です。</translation>
        </message>
        <message>
            <source>Every seat at this table is taken.</source>
            <translation>このテーブルは満席です。</translation>
        </message>
        <message>
            <source>That seat is taken.</source>
            <translation>その席はふさがっています。</translation>
        </message>
        <message>
            <source>There is no such seat at this table.</source>
            <translation>このテーブルにそのような席はありません。</translation>
        </message>
        <message>
            <source>Somebody at this table already has that name.</source>
            <translation>このテーブルには同じ名前の人がすでにいます。</translation>
        </message>
        <message>
            <source>This token does not hold a seat at this table.</source>
            <translation>このトークンで座れる席はこのテーブルにありません。</translation>
        </message>
        <message>
            <source>Another connection holds this seat; rejoin with your token to play it from here.</source>
            <translation>この席は別の接続が使っています。ここから遊ぶには、あなたのトークンでテーブルに戻ってください。</translation>
        </message>
        <message>
            <source>Spectators cannot make moves.</source>
            <translation>観戦者は手を指せません。</translation>
        </message>
        <message>
            <source>Only the host of the table can hand seats to the computer.</source>
            <translation>席をコンピューターに任せられるのは、テーブルを開いた人だけです。</translation>
        </message>
        <message>
            <source>The game has not started yet.</source>
            <translation>ゲームはまだ始まっていません。</translation>
        </message>
        <message>
            <source>The game is over.</source>
            <translation>ゲームは終了しました。</translation>
        </message>
        <message>
            <source>The game has started, so its seats can no longer be joined.</source>
            <translation>ゲームが始まったので、もう席に着くことはできません。</translation>
        </message>
        <message>
            <source>The person at that seat is here.</source>
            <translation>その席の人はテーブルにいます。</translation>
        </message>
        <message>
            <source>The computer already plays that seat.</source>
            <translation>その席はすでにコンピューターが担当しています。</translation>
        </message>
        <message>
            <source>It is not your turn.</source>
            <translation>あなたの手番ではありません。</translation>
        </message>
        <message>
            <source>This move was meant for an earlier point of the game.</source>
            <translation>この手はゲームのもっと前の時点に向けたものです。</translation>
        </message>
        <message>
            <source>The server could not store this move, so it was not made; please try again.</source>
            <translation>サーバーがこの手を保存できなかったため、手は行われませんでした。もう一度お試しください。</translation>
        </message>
        <message>
            <source>Too many messages: the server takes at most {rate} a second.</source>
            <translation>メッセージが多すぎます。サーバーが受け付けるのは1秒に{rate}件までです。</translation>
        </message>
        <message>
            <source>Another connection has taken up your seat with the same token.</source>
            <translation>別の接続が同じトークンであなたの席に着きました。</translation>
        </message>
        <message>
            <source>Your connection could not keep up with the table and was closed.</source>
            <translation>接続がテーブルの進行に追いつけなかったため、切断されました。</translation>
        </message>
        <message>
            <source>The server is shutting down.</source>
            <translation>サーバーを終了しています。</translation>
        </message>
        <message>
            <source>The table has closed because nobody played at it for a long time.</source>
            <translation>長いあいだ誰も遊ばなかったため、テーブルは閉じられました。</translation>
        </message>
        <message>
            <source>The table has closed because every person at it has left.</source>
            <translation>テーブルの全員が退出したため、テーブルは閉じられました。</translation>
        </message>
        <message>
            <source>There is no table with the code {code}.</source>
            <translation>コード{code}のテーブルはありません。</translation>
        </message>
        <message>
            <source>{name} closed the table.</source>
            <translation>{name}がテーブルを閉じました。</translation>
        </message>
        <message>
            <source>The connection to the table is lost: nothing can be played until bugbox has reconnected.</source>
            <translation>テーブルとの接続が切れています。bugbox が再接続するまでプレイできません。</translation>
        </message>
        <message>
            <source>Your game with {names} waits for you at the table; the launcher offers to rejoin it.</source>
            <translation>{names}とのゲームはテーブルであなたを待っています。ゲーム一覧から戻れます。</translation>
        </message>
        <message>
            <source>Your table with {names} closes when bugbox ends; it comes back when you start bugbox again.</source>
            <translation>{names}とのテーブルは bugbox の終了とともに閉じます。bugbox をもう一度起動すると再開します。</translation>
        </message>
        <message>
            <source>This does not name a table server; write it as bugbox.example.org, 192.168.1.5:8765 or wss://bugbox.example.org/.</source>
            <translation>テーブルサーバーのアドレスではありません。bugbox.example.org、192.168.1.5:8765、wss://bugbox.example.org/ のように書いてください。</translation>
        </message>
        <message>
            <source>No table with this code is on your network; paste the whole invite, or name the server in Settings.</source>
            <translation>このコードのテーブルはネットワーク上にありません。招待をまるごと貼り付けるか、設定でサーバーを指定してください。</translation>
        </message>
        <message>
            <source>No bugbox table server answers at {address}; check the address and the network.</source>
            <translation>{address} の bugbox テーブルサーバーから応答がありません。アドレスとネットワークを確認してください。</translation>
        </message>
        <message>
            <source>The table server at {address} shows a certificate this computer does not trust; bugbox did not connect.</source>
            <translation>{address} のテーブルサーバーの証明書はこのコンピューターで信頼されていないため、bugbox は接続しませんでした。</translation>
        </message>
        <message>
            <source>The connection to the table server was lost.</source>
            <translation>テーブルサーバーとの接続が切れました。</translation>
        </message>
        <message>
            <source>, </source>
            <translation>、</translation>
        </message>
        <message>
            <source>{first} and {last}</source>
            <translation>{first}と{last}</translation>
        </message>
        <message>
            <source>bugbox could not start its table server on this computer.</source>
            <translation>このコンピューターで bugbox のテーブルサーバーを起動できませんでした。</translation>
        </message>
        <message>
            <source>{names} ({game})</source>
            <translation>{names}（{game}）</translation>
        </message>
        <message>
            <source>{game} with {names}</source>
            <translation>{names}との{game}</translation>
        </message>
        <message>
            <source>Leave the table?</source>
            <translation>テーブルを離れますか？</translation>
        </message>
        <message>
            <source>Leave this table? You give up your seat at it for good.</source>
            <translation>このテーブルを離れますか？あなたの席は完全に手放すことになります。</translation>
        </message>
        <message>
            <source>Close this table? Everybody who sat down at it is told that you closed it.</source>
            <translation>このテーブルを閉じますか？　席に着いた全員に、あなたが閉じたことが伝えられます。</translation>
        </message>
        <message>
            <source>Leave this table? Your seat becomes free for somebody else.</source>
            <translation>このテーブルを離れますか？あなたの席はほかの人のために空きます。</translation>
        </message>
        <message>
            <source>Leave this game? The computer plays your seat from now on, and you cannot come back.</source>
            <translation>このゲームをやめますか？これからはコンピューターがあなたの席でプレイし、あなたは戻れません。</translation>
        </message>
        <message>
            <source>{name} is away from the table. You can let the computer play for them: Game &gt; Let the computer play for players who are away.</source>
            <translation>{name}が席を離れています。コンピューターに代わりにプレイさせることができます：ゲーム &gt; 離席中のプレイヤーをコンピューターに任せる。</translation>
        </message>
        <message>
            <source>{name} is away from the table.</source>
            <translation>{name}が席を離れています。</translation>
        </message>
        <message>
            <source>{name} is back at the table.</source>
            <translation>{name}がテーブルに戻りました。</translation>
        </message>
        <message>
            <source>The computer plays for {name} until they come back.</source>
            <translation>{name}が戻るまで、コンピューターが代わりにプレイします。</translation>
        </message>
        <message>
            <source>Watching: nothing is played from this computer.</source>
            <translation>観戦中：この端末からはプレイしません。</translation>
        </message>
        <message>
            <source>The game is over; it is kept in your Records.</source>
            <translation>ゲームが終わりました。記録に保存されています。</translation>
        </message>
        <message>
            <source>{name} closed the table; it comes back when {name} starts bugbox again.</source>
            <translation>{name}がテーブルを閉じました。{name}が bugbox をもう一度起動すると再開します。</translation>
        </message>
        <message>
            <source>The connection to the table was lost; bugbox is trying to reconnect…</source>
            <translation>テーブルとの接続が切れました。bugbox が再接続を試みています…</translation>
        </message>
        <message>
            <source>Connected to the table again.</source>
            <translation>テーブルに再接続しました。</translation>
        </message>
        <message>
            <source>The finished game could not be kept in Records.</source>
            <translation>終わったゲームを記録に残せませんでした。</translation>
        </message>
        <message>
            <source>The file of your seats at network tables was damaged; it was kept as {name} and a new one is started.</source>
            <translation>ネットワークのテーブルの席を記録したファイルが壊れていました。{name} として保管し、新しいファイルを作ります。</translation>
        </message>
    </context>
    <context>
        <name>About</name>
        <message>
            <source>Three tabletop games for one computer: {games}.</source>
            <translation>1台のコンピューターで遊べる3つのボードゲーム：{games}。</translation>
        </message>
        <message>
            <source>bugbox is free software under the {licence} licence.</source>
            <translation>bugbox は {licence} ライセンスのフリーソフトウェアです。</translation>
        </message>
        <message>
            <source>Made with Qt {qt} and PySide6 {pyside} (LGPL-3.0), Python {python}.</source>
            <translation>Qt {qt}、PySide6 {pyside}（LGPL-3.0）、Python {python} で作られています。</translation>
        </message>
        <message>
            <source>The licences of bugbox and of everything it ships are under &lt;i&gt;Licences&lt;/i&gt;.</source>
            <translation>bugbox と同梱されているすべてのもののライセンスは&lt;i&gt;ライセンス&lt;/i&gt;で読めます。</translation>
        </message>
        <message>
            <source>Licences</source>
            <translation>ライセンス</translation>
        </message>
        <message>
            <source>The licence files are missing from this installation; they are in the source of bugbox.</source>
            <translation>このインストールにはライセンスファイルがありません。bugbox のソースに含まれています。</translation>
        </message>
        <message>
            <source>bugbox (MIT)</source>
            <translation>bugbox（MIT）</translation>
        </message>
        <message>
            <source>Third-party notices</source>
            <translation>サードパーティーの告知</translation>
        </message>
        <message>
            <source>About bugbox</source>
            <translation>bugbox について</translation>
        </message>
        <message>
            <source>&amp;Licences…</source>
            <translation>ライセンス(&amp;L)…</translation>
        </message>
    </context>
    <context>
        <name>MainWindow</name>
        <message>
            <source>bugbox cannot move the file aside, so it stays where it is.</source>
            <translation>ファイルを別名で退避できないため、そのままにしてあります。</translation>
        </message>
        <message>
            <source>The file was kept as {name}.</source>
            <translation>ファイルは {name} として残してあります。</translation>
        </message>
        <message>
            <source>bugbox could not autosave your game {who} at all, so it is gone once you leave it.</source>
            <translation>{who}ゲームは一度も自動保存できなかったため、やめるとなくなります。</translation>
        </message>
        <message>
            <source>bugbox could not autosave the latest moves of your game {who}, so the unfinished games in the launcher have it as it was before them.</source>
            <translation>{who}ゲームの最後の何手かを自動保存できなかったため、ゲーム選択画面の途中のゲームにはその前の状態で残っています。</translation>
        </message>
        <message>
            <source>Your game {who} stays with the unfinished games in the launcher; you can finish it later.</source>
            <translation>{who}ゲームは、ゲーム選択画面の途中のゲームに残ります。あとで続きを遊べます。</translation>
        </message>
        <message>
            <source>Exported.</source>
            <translation>書き出しました。</translation>
        </message>
        <message>
            <source>Save the game</source>
            <translation>ゲームを保存</translation>
        </message>
        <message>
            <source>Open a saved game</source>
            <translation>保存したゲームを開く</translation>
        </message>
        <message>
            <source>bugbox saves (*.json)</source>
            <translation>bugbox セーブデータ (*.json)</translation>
        </message>
        <message>
            <source>All files (*)</source>
            <translation>すべてのファイル (*)</translation>
        </message>
        <message>
            <source>{name} is there already. Replace it?</source>
            <translation>{name} はすでにあります。置き換えますか？</translation>
        </message>
        <message>
            <source>Saved.</source>
            <translation>保存しました。</translation>
        </message>
        <message>
            <source>Quit bugbox?</source>
            <translation>bugbox を終了しますか？</translation>
        </message>
        <message>
            <source>{kept} Quit now?</source>
            <translation>{kept}いま終了しますか？</translation>
        </message>
        <message>
            <source>Leave this game?</source>
            <translation>このゲームをやめますか？</translation>
        </message>
        <message>
            <source>{kept} Leave it now?</source>
            <translation>{kept}いまやめますか？</translation>
        </message>
        <message>
            <source>&amp;Game</source>
            <translation>ゲーム(&amp;G)</translation>
        </message>
        <message>
            <source>&amp;Edit</source>
            <translation>編集(&amp;E)</translation>
        </message>
        <message>
            <source>&amp;View</source>
            <translation>表示(&amp;V)</translation>
        </message>
        <message>
            <source>&amp;Help</source>
            <translation>ヘルプ(&amp;H)</translation>
        </message>
        <message>
            <source>&amp;New game…</source>
            <translation>新しいゲーム(&amp;N)…</translation>
        </message>
        <message>
            <source>&amp;Open…</source>
            <translation>開く(&amp;O)…</translation>
        </message>
        <message>
            <source>&amp;Save</source>
            <translation>保存(&amp;S)</translation>
        </message>
        <message>
            <source>Save &amp;as…</source>
            <translation>名前を付けて保存(&amp;A)…</translation>
        </message>
        <message>
            <source>&amp;Back to the games</source>
            <translation>ゲーム選択に戻る(&amp;B)</translation>
        </message>
        <message>
            <source>&amp;Records and past games</source>
            <translation>記録と過去のゲーム(&amp;R)</translation>
        </message>
        <message>
            <source>Re&amp;play this game</source>
            <translation>このゲームを再生(&amp;P)</translation>
        </message>
        <message>
            <source>&amp;Join a table…</source>
            <translation>テーブルに参加(&amp;J)…</translation>
        </message>
        <message>
            <source>Show the &amp;invite…</source>
            <translation>招待を表示(&amp;I)…</translation>
        </message>
        <message>
            <source>Let the &amp;computer play for players who are away</source>
            <translation>離席中のプレイヤーをコンピューターに任せる(&amp;C)</translation>
        </message>
        <message>
            <source>&amp;Quit</source>
            <translation>終了(&amp;Q)</translation>
        </message>
        <message>
            <source>&amp;Undo</source>
            <translation>元に戻す(&amp;U)</translation>
        </message>
        <message>
            <source>Se&amp;ttings…</source>
            <translation>設定(&amp;T)…</translation>
        </message>
        <message>
            <source>&amp;Full screen</source>
            <translation>全画面表示(&amp;F)</translation>
        </message>
        <message>
            <source>&amp;Rules</source>
            <translation>ルール(&amp;R)</translation>
        </message>
        <message>
            <source>&amp;About bugbox</source>
            <translation>bugbox について(&amp;A)</translation>
        </message>
        <message>
            <source>About &amp;Qt</source>
            <translation>Qt について(&amp;Q)</translation>
        </message>
        <message>
            <source>About Qt</source>
            <translation>Qt について</translation>
        </message>
    </context>
    <context>
        <name>Unfinished</name>
        <message numerus="yes">
            <source>bugbox keeps the {limit} unfinished games of {game} played last, so %n older game(s) were removed.</source>
            <translation>
                <numerusform>bugbox は {game} の途中のゲームを最近遊んだ {limit} 件まで残すため、古いもの %n 件を削除しました。</numerusform>
            </translation>
        </message>
        <message>
            <source>, </source>
            <translation>、</translation>
        </message>
        <message>
            <source>{names} and {last}</source>
            <translation>{names}と{last}</translation>
        </message>
        <message>
            <source>Task {id}</source>
            <translation>課題 {id}</translation>
        </message>
        <message>
            <source>of {task}</source>
            <translation>「{task}」の</translation>
        </message>
        <message>
            <source>with {names}</source>
            <translation>{names}との</translation>
        </message>
        <message>
            <source>finished, not yet in Records</source>
            <translation>終了、まだ記録にはありません</translation>
        </message>
        <message>
            <source>turn {turn}</source>
            <translation>{turn} 手番目</translation>
        </message>
        <message>
            <source>{who} (on its table now)</source>
            <translation>{who} (いまテーブルで遊んでいます)</translation>
        </message>
        <message>
            <source>This unfinished game cannot be read. Remove its file for good?</source>
            <translation>この途中のゲームは読み込めません。ファイルを完全に削除しますか？</translation>
        </message>
        <message>
            <source>Your game {who} ({how_far}, last played {when}) will be gone for good. Remove it?</source>
            <translation>{who}ゲーム ({how_far}、最後に遊んだ日時 {when}) は完全になくなります。削除しますか？</translation>
        </message>
        <message>
            <source>Remove this unfinished game?</source>
            <translation>この途中のゲームを削除しますか？</translation>
        </message>
        <message>
            <source>bugbox could not remove this game's file (is its folder read-only?); it stays here.</source>
            <translation>このゲームのファイルを削除できませんでした (フォルダーが書き込み禁止かもしれません)。ゲームはここに残ります。</translation>
        </message>
        <message>
            <source>Unfinished games: {game}</source>
            <translation>途中のゲーム: {game}</translation>
        </message>
        <message numerus="yes">
            <source>%n unfinished game(s) of {game}, the one played last first. Each stays here until it ends or you remove it.</source>
            <translation>
                <numerusform>{game} の途中のゲーム %n 件 (最近遊んだ順)。終わるか削除するまで、ここに残ります。</numerusform>
            </translation>
        </message>
        <message>
            <source>Task</source>
            <translation>課題</translation>
        </message>
        <message>
            <source>Players</source>
            <translation>プレイヤー</translation>
        </message>
        <message>
            <source>How far</source>
            <translation>進み具合</translation>
        </message>
        <message>
            <source>Last played</source>
            <translation>最後に遊んだ日時</translation>
        </message>
        <message>
            <source>Continue</source>
            <translation>続きから</translation>
        </message>
        <message>
            <source>Remove…</source>
            <translation>削除…</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>閉じる</translation>
        </message>
        <message>
            <source>The game on its table now cannot be removed; start another game first.</source>
            <translation>いまテーブルで遊んでいるゲームは削除できません。先に別のゲームを始めてください。</translation>
        </message>
    </context>
    <context>
        <name>GamePage</name>
        <message>
            <source>The computer is playing for {name}…</source>
            <translation>コンピューターが{name}の代わりにプレイしています…</translation>
        </message>
        <message>
            <source>{name} is away; the table waits for them to come back.</source>
            <translation>{name}が席を離れています。戻ってくるまでテーブルは待ちます。</translation>
        </message>
        <message>
            <source>{name} is thinking…</source>
            <translation>{name}が考えています…</translation>
        </message>
        <message>
            <source>Waiting for {name}…</source>
            <translation>{name}を待っています…</translation>
        </message>
        <message>
            <source>Undo is off in a game played across computers.</source>
            <translation>複数のコンピューターで遊ぶゲームでは「元に戻す」は使えません。</translation>
        </message>
        <message>
            <source>{title}: the table for this game is being built.</source>
            <extracomment>True for games that start from their own chooser (Schaben jagen's task browser) instead of the shared new-game dialog.</extracomment>
            <translation>{title}：このゲームのテーブルは準備中です。</translation>
        </message>
    </context>
    <context>
        <name>QFileDialog</name>
        <message>
            <source>&amp;Look in:</source>
            <translation>場所(&amp;L):</translation>
        </message>
        <message>
            <source>Files of &amp;type:</source>
            <translation>ファイルの種類(&amp;T):</translation>
        </message>
    </context>
    <context>
        <name>QAbstractFileIconProvider</name>
        <message>
            <source>Folder</source>
            <comment>All other platforms</comment>
            <translation>フォルダー</translation>
        </message>
    </context>
    <context>
        <name>Instance</name>
        <message>
            <source>bugbox is already running but does not answer; close it (or wait for it) and start bugbox again.</source>
            <translation>bugbox はすでに起動していますが応答しません。そちらを閉じる（または応答を待つ）と、もう一度 bugbox を起動できます。</translation>
        </message>
    </context>
    <context>
        <name>NetLobby</name>
        <message>
            <source>The invite</source>
            <translation>招待</translation>
        </message>
        <message>
            <source>Invite friends: send them this line; in bugbox they choose Join a table… and paste it.</source>
            <translation>友だちを招待：この行を送ってください。bugbox で「テーブルに参加…」を選び、貼り付けます。</translation>
        </message>
        <message>
            <source>Copy</source>
            <translation>コピー</translation>
        </message>
        <message>
            <source>Copied: paste it into a message to your friends.</source>
            <translation>コピーしました。友だちへのメッセージに貼り付けてください。</translation>
        </message>
        <message>
            <source>computer player (easy)</source>
            <translation>コンピューター（やさしい）</translation>
        </message>
        <message>
            <source>computer player (hard)</source>
            <translation>コンピューター（むずかしい）</translation>
        </message>
        <message>
            <source>computer player (normal)</source>
            <translation>コンピューター（ふつう）</translation>
        </message>
        <message>
            <source>free: waiting for a player</source>
            <translation>空席：プレイヤーを待っています</translation>
        </message>
        <message>
            <source>{name} (the computer plays for them)</source>
            <translation>{name}（コンピューターが代わりにプレイ中）</translation>
        </message>
        <message>
            <source>{name} (at this computer)</source>
            <translation>{name}（この端末）</translation>
        </message>
        <message>
            <source>{name} (away)</source>
            <translation>{name}（離席中）</translation>
        </message>
        <message>
            <source>Looking for the table…</source>
            <translation>テーブルを探しています…</translation>
        </message>
        <message>
            <source>You are watching this table. The game begins when every seat is taken.</source>
            <translation>このテーブルを観戦しています。すべての席が埋まるとゲームが始まります。</translation>
        </message>
        <message numerus="yes">
            <source>Waiting for %n more player(s). The game begins when every seat is taken.</source>
            <translation>
                <numerusform>あと%n人のプレイヤーを待っています。すべての席が埋まるとゲームが始まります。</numerusform>
            </translation>
        </message>
        <message>
            <source>Every seat is taken: the game begins.</source>
            <translation>すべての席が埋まりました。ゲームが始まります。</translation>
        </message>
        <message>
            <source>A table for {game}</source>
            <translation>{game}のテーブル</translation>
        </message>
        <message>
            <source>Seats (in turn order)</source>
            <translation>席（手番の順）</translation>
        </message>
        <message>
            <source>Fill the free seats with computer players</source>
            <translation>空席をコンピューターで埋める</translation>
        </message>
        <message>
            <source>Leave the table</source>
            <translation>テーブルを離れる</translation>
        </message>
    </context>
    <context>
        <name>NetJoin</name>
        <message>
            <source>Join a table</source>
            <translation>テーブルに参加</translation>
        </message>
        <message>
            <source>Invite</source>
            <translation>招待</translation>
        </message>
        <message>
            <source>Paste the invite you were sent (bugbox://…)</source>
            <translation>届いた招待を貼り付けてください（bugbox://…）</translation>
        </message>
        <message>
            <source>On your network</source>
            <translation>このネットワーク上</translation>
        </message>
        <message>
            <source>Your name</source>
            <translation>あなたの名前</translation>
        </message>
        <message>
            <source>Take a free seat</source>
            <translation>空いている席に着く</translation>
        </message>
        <message>
            <source>Watch</source>
            <translation>観戦する</translation>
        </message>
        <message>
            <source>No tables found yet on the home network.</source>
            <translation>ホームネットワークにはまだテーブルが見つかりません。</translation>
        </message>
        <message>
            <source>Searching the home network…</source>
            <translation>ホームネットワークを探しています…</translation>
        </message>
        <message>
            <source>Connecting…</source>
            <translation>接続しています…</translation>
        </message>
        <message>
            <source>{host}: {game}, playing – watch</source>
            <translation>{host}：{game}、プレイ中 – 観戦できます</translation>
        </message>
        <message numerus="yes">
            <source>{host}: {game}, %n free seat(s)</source>
            <translation>
                <numerusform>{host}：{game}、空席 %n</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>Replay</name>
        <message>
            <source>The set-up</source>
            <translation>初期配置</translation>
        </message>
        <message>
            <source>(nothing to tell)</source>
            <translation>(特になし)</translation>
        </message>
        <message>
            <source>Turn {turn}: {text}</source>
            <translation>{turn} 手番目: {text}</translation>
        </message>
        <message>
            <source>{number}. {text}</source>
            <translation>({number} 手目) {text}</translation>
        </message>
        <message>
            <source>Before move {number} of {total}, turn {turn}</source>
            <translation>{total} 手中 {number} 手目の前、{turn} 手番目</translation>
        </message>
        <message numerus="yes">
            <source>The set-up, before the first of %n move(s)</source>
            <translation>
                <numerusform>初期配置 (全 %n 手の前)</numerusform>
            </translation>
        </message>
        <message>
            <source>Move {number} of {total}, turn {turn}</source>
            <translation>{total} 手中 {number} 手目、{turn} 手番目</translation>
        </message>
        <message>
            <source>Pause</source>
            <translation>一時停止</translation>
        </message>
        <message>
            <source>Play</source>
            <translation>再生</translation>
        </message>
        <message>
            <source>Start</source>
            <translation>最初</translation>
        </message>
        <message>
            <source>Turn back</source>
            <translation>前の手番</translation>
        </message>
        <message>
            <source>Step back</source>
            <translation>1手戻る</translation>
        </message>
        <message>
            <source>Step</source>
            <translation>1手進む</translation>
        </message>
        <message>
            <source>Turn</source>
            <translation>次の手番</translation>
        </message>
        <message>
            <source>End</source>
            <translation>最後</translation>
        </message>
        <message>
            <source>Play on from here</source>
            <translation>ここから続けてプレイ</translation>
        </message>
        <message>
            <source>Export…</source>
            <translation>書き出し…</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>閉じる</translation>
        </message>
        <message>
            <source>One move back (Left)</source>
            <translation>1手戻る (←)</translation>
        </message>
        <message>
            <source>One move forward (Right)</source>
            <translation>1手進む (→)</translation>
        </message>
        <message>
            <source>Start a new game from the position shown, with the same players</source>
            <translation>表示中の局面から、同じプレイヤーで新しいゲームを始めます</translation>
        </message>
        <message>
            <source>Replay: {game}, {when}</source>
            <translation>再生: {game} ({when})</translation>
        </message>
        <message>
            <source>Replay: {game}</source>
            <translation>再生: {game}</translation>
        </message>
    </context>
    <context>
        <name>Review</name>
        <message>
            <source>Review this game</source>
            <translation>このゲームを振り返る</translation>
        </message>
        <message>
            <source>Each player's chance to win, move by move</source>
            <translation>各プレイヤーの勝率の推移 (1手ごと)</translation>
        </message>
        <message>
            <source>{value} %</source>
            <translation>{value}%</translation>
        </message>
        <message>
            <source>Move (0 is the set-up, {total} the end)</source>
            <translation>手数 (0 は開始時、{total} は終了時)</translation>
        </message>
        <message>
            <source>{name}: {start} at the set-up, {end} at the end.</source>
            <translation>{name}: 開始時 {start}、終了時 {end}。</translation>
        </message>
        <message>
            <source>Rose most with move {number} (by {change}).</source>
            <translation>最も上がったのは {number} 手目 ({change} 上昇)。</translation>
        </message>
        <message>
            <source>Fell most with move {number} (by {change}).</source>
            <translation>最も下がったのは {number} 手目 ({change} 下降)。</translation>
        </message>
        <message>
            <source>, </source>
            <translation>、</translation>
        </message>
        <message>
            <source>move {number} ({name}, {cost})</source>
            <translation>{number} 手目 ({name}、{cost})</translation>
        </message>
        <message>
            <source>The costliest moves: {moves}.</source>
            <translation>最も痛かった手: {moves}。</translation>
        </message>
        <message>
            <source>No move surely cost any win chance.</source>
            <translation>確実に勝率を下げた手はありませんでした。</translation>
        </message>
        <message>
            <source>The review was cancelled.</source>
            <translation>振り返りをキャンセルしました。</translation>
        </message>
        <message>
            <source>The review is ready.</source>
            <translation>振り返りが完了しました。</translation>
        </message>
        <message>
            <source>The review stopped with an error ({what}).</source>
            <translation>振り返りはエラーで止まりました ({what})。</translation>
        </message>
        <message>
            <source>Playing the game out many times from each of its {count} positions, with computer players deciding for everyone (the hard level first). The bar shows how far it is; any computer reviewing this game finds the same.</source>
            <translation>{count} か所の局面それぞれから、全員をコンピューターに任せて（まず「むずかしい」で）ゲームを最後まで何度もプレイしています。進み具合はバーに表示されます。どのコンピューターでこのゲームを振り返っても、同じ結果になります。</translation>
        </message>
        <message>
            <source>{name}: the three costliest decisions</source>
            <translation>{name}: 最も痛かった3つの判断</translation>
        </message>
        <message>
            <source>No decision cost any win chance that the review could see.</source>
            <translation>勝率を下げた判断は見つかりませんでした。</translation>
        </message>
        <message>
            <source>Show this position in the replay, with the better choice</source>
            <translation>この局面を再生で表示し、より良い選択を示す</translation>
        </message>
        <message>
            <source>Each win chance is an estimate from playouts: on average within ±{margin} (95 %). Reviewed in {seconds} seconds.</source>
            <translation>勝率はプレイアウトによる推定値で、誤差は平均 ±{margin} (95%) です。振り返りにかかった時間: {seconds} 秒。</translation>
        </message>
        <message>
            <source>Its time limit stopped it early: some positions were played out less often than the others, and another computer may find otherwise.</source>
            <translation>制限時間で途中で止まりました。ほかより少ない回数しかプレイしていない局面があり、別のコンピューターでは結果が変わるかもしれません。</translation>
        </message>
        <message>
            <source>Move {number}: chose “{chosen}”; better: “{best}”. Win chance {chance} instead of {better}: it cost {cost} (±{margin}).</source>
            <translation>{number} 手目: 「{chosen}」を選択。より良いのは「{best}」。勝率 {better} のところ {chance} になり、{cost} (±{margin}) を失いました。</translation>
        </message>
        <message>
            <source>Move {number}, {name}: better “{best}” (win chance {better} instead of {chance}).</source>
            <translation>{number} 手目、{name}: より良いのは「{best}」(勝率 {chance} ではなく {better})。</translation>
        </message>
        <message>
            <source>Review: {game}</source>
            <translation>振り返り: {game}</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>キャンセル</translation>
        </message>
        <message>
            <source>Review again</source>
            <translation>もう一度振り返る</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>閉じる</translation>
        </message>
        <message>
            <source>Review progress</source>
            <translation>振り返りの進行状況</translation>
        </message>
        <message>
            <source>Win chances if every player plays like the hard computer from here on</source>
            <translation>ここから全員が「むずかしい」コンピューターと同じようにプレイした場合の勝率</translation>
        </message>
        <message>
            <source>Where each player lost the most win chance (click one to see it in the replay)</source>
            <translation>各プレイヤーが最も勝率を失った場面 (クリックすると再生でその場面を表示)</translation>
        </message>
        <message>
            <source>Where did each decision cost the win? The review plays the game out.</source>
            <translation>どの判断が勝ちを逃したのか？ 振り返りはゲームを最後まで何度もプレイして調べます。</translation>
        </message>
    </context>
    <context>
        <name>Rules</name>
        <message>
            <source>Rules: {title}</source>
            <translation>ルール：{title}</translation>
        </message>
        <message>
            <source>The rules page for this game is missing.</source>
            <translation>このゲームのルールページが見つかりません。</translation>
        </message>
    </context>
    <context>
        <name>Settings</name>
        <message>
            <source>System language</source>
            <translation>システムの言語</translation>
        </message>
        <message>
            <source>Off</source>
            <translation>なし</translation>
        </message>
        <message>
            <source>Fast</source>
            <translation>速い</translation>
        </message>
        <message>
            <source>Normal</source>
            <translation>ふつう</translation>
        </message>
        <message>
            <source>Slow</source>
            <translation>ゆっくり</translation>
        </message>
        <message>
            <source>Delete old kept games?</source>
            <translation>古い保存ゲームを削除しますか?</translation>
        </message>
        <message>
            <source>You have {total} finished games kept. Keeping only {limit} deletes the oldest {count}; they cannot be brought back. Delete them?</source>
            <translation>終了したゲームが {total} 件保存されています。{limit} 件だけ残すと古い {count} 件が削除され、元に戻せません。削除しますか?</translation>
        </message>
        <message>
            <source>Settings</source>
            <translation>設定</translation>
        </message>
        <message>
            <source>Language</source>
            <translation>言語</translation>
        </message>
        <message>
            <source>Animation speed</source>
            <translation>アニメーション速度</translation>
        </message>
        <message>
            <source>Colour-blind patterns</source>
            <translation>色覚サポート模様</translation>
        </message>
        <message>
            <source>Ask before abandoning a running game</source>
            <translation>進行中のゲームをやめる前に確認する</translation>
        </message>
        <message>
            <source>Show the bust chance in Voll verasselt</source>
            <translation>ムシがいっぱいでバースト確率を表示する</translation>
        </message>
        <message>
            <source>Announce what happens to screen readers</source>
            <translation>スクリーンリーダーに出来事を読み上げさせる</translation>
        </message>
        <message>
            <source>Rolls, moves, whose turn and the end are spoken as they happen, as the log tells them.</source>
            <translation>ダイスの結果、移動、手番、ゲームの終了を、ログと同じ文で起きたときに読み上げます。</translation>
        </message>
        <message>
            <source>Finished games kept for the records</source>
            <translation>記録に残す終了ゲームの数</translation>
        </message>
        <message>
            <source>When more games have been played, the oldest are forgotten first.</source>
            <translation>これより多くプレイすると、古いものから消えていきます。</translation>
        </message>
        <message>
            <source>Table server for network games</source>
            <translation>ネットワーク対戦のテーブルサーバー</translation>
        </message>
        <message>
            <source>empty: bugbox hosts your tables itself</source>
            <translation>空欄：bugbox 自身がテーブルを用意します</translation>
        </message>
        <message>
            <source>An address such as bugbox.example.org or 192.168.1.5:8765, or a wss:// address.</source>
            <translation>bugbox.example.org や 192.168.1.5:8765 のようなアドレス、または wss:// のアドレス。</translation>
        </message>
        <message>
            <source>{percent} %</source>
            <translation>{percent}%</translation>
        </message>
        <message>
            <source>Sounds at the table (dice, cards, pieces, “your turn”)</source>
            <translation>テーブルの効果音（ダイス、カード、コマ、「あなたの番です」）</translation>
        </message>
        <message>
            <source>Sound &amp;volume:</source>
            <translation>音量(&amp;V):</translation>
        </message>
        <message>
            <source>Sound volume</source>
            <translation>音量</translation>
        </message>
    </context>
    <context>
        <name>Sound</name>
        <message>
            <source>Sound on.</source>
            <translation>サウンドをオンにしました。</translation>
        </message>
        <message>
            <source>Sound off.</source>
            <translation>サウンドをオフにしました。</translation>
        </message>
        <message>
            <source>&amp;Sound</source>
            <translation>サウンド(&amp;S)</translation>
        </message>
    </context>
</TS>