<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja_JP">
<context>
    <name>Autosave</name>
    <message>
        <location filename="../ui/autosave.cpp" line="91"/>
        <source>The saved game could not be restored (%1); it was kept as %2.</source>
        <translation>保存されたゲームを復元できませんでした（%1）。ファイルは %2 として残してあります。</translation>
    </message>
    <message>
        <location filename="../ui/autosave.cpp" line="94"/>
        <source>The saved game could not be restored (%1), nor kept as %2 (%3); the next save replaces it.</source>
        <translation>保存されたゲームを復元できませんでした（%1）。%2 として残すこともできませんでした（%3）。次の保存で置き換えられます。</translation>
    </message>
    <message>
        <location filename="../ui/autosave.cpp" line="106"/>
        <source>cannot read %1: %2</source>
        <translation>%1 を読み込めません: %2</translation>
    </message>
    <message>
        <location filename="../ui/autosave.cpp" line="113"/>
        <location filename="../ui/autosave.cpp" line="120"/>
        <source>%1 is too large to be a game</source>
        <translation>%1 はゲームとしては大きすぎます</translation>
    </message>
    <message>
        <location filename="../ui/autosave.cpp" line="130"/>
        <source>cannot write %1: %2</source>
        <translation>%1 に書き込めません: %2</translation>
    </message>
</context>
<context>
    <name>GameText</name>
    <message>
        <location filename="../ui/gametext.cpp" line="8"/>
        <source>Black</source>
        <translation>黒</translation>
    </message>
    <message>
        <location filename="../ui/gametext.cpp" line="8"/>
        <source>White</source>
        <translation>白</translation>
    </message>
    <message>
        <location filename="../ui/gametext.cpp" line="16"/>
        <source>pass</source>
        <translation>パス</translation>
    </message>
    <message>
        <location filename="../ui/gametext.cpp" line="22"/>
        <source>Draw, %1–%2.</source>
        <translation>引き分け（%1–%2）。</translation>
    </message>
    <message>
        <location filename="../ui/gametext.cpp" line="24"/>
        <source>%1 wins by %2 (%3–%4).</source>
        <translation>%1 の %2 石差の勝ち（%3–%4）。</translation>
    </message>
</context>
<context>
    <name>HelpDialogs</name>
    <message>
        <location filename="../ui/helpdialogs.cpp" line="10"/>
        <source>Rules of Reversi</source>
        <translation>リバーシのルール</translation>
    </message>
    <message>
        <location filename="../ui/helpdialogs.cpp" line="11"/>
        <source>&lt;p&gt;Black and White take turns placing a disc of their colour on an empty square. Black moves first.&lt;/p&gt;&lt;p&gt;A move must &lt;b&gt;bracket&lt;/b&gt; one or more of the opponent&apos;s discs: they lie in a straight line (across, down or diagonally) between the new disc and another disc of the mover&apos;s colour, with no empty square between. Every bracketed disc is flipped to the mover&apos;s colour.&lt;/p&gt;&lt;p&gt;A player who cannot move must &lt;b&gt;pass&lt;/b&gt;; Hasami passes for you. When neither player can move, the game ends and the player with more discs wins. Empty squares are counted for the winner.&lt;/p&gt;&lt;p&gt;Corners can never be flipped: they are worth a lot. The squares next to an empty corner often give it away.&lt;/p&gt;</source>
        <translation>&lt;p&gt;黒と白が交互に、空いているマスに自分の色の石を置きます。先手は黒です。&lt;/p&gt;&lt;p&gt;石は、相手の石を 1 つ以上&lt;b&gt;はさむ&lt;/b&gt;場所にしか置けません。新しい石と自分の別の石との間に、縦・横・斜めの一直線上で相手の石が空きマスなしで並んでいれば、はさんだことになります。はさんだ石はすべて自分の色に返ります。&lt;/p&gt;&lt;p&gt;打てる場所がないときは&lt;b&gt;パス&lt;/b&gt;です（ハサミが自動でパスします）。両者とも打てなくなったらゲーム終了で、石の多い方が勝ちです。空きマスは勝った方の石として数えます。&lt;/p&gt;&lt;p&gt;隅の石は決して返されないので大きな価値があります。空いている隅の隣のマスに打つと、隅を相手に渡しがちです。&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../ui/helpdialogs.cpp" line="27"/>
        <source>About Hasami</source>
        <translation>ハサミについて</translation>
    </message>
    <message>
        <location filename="../ui/helpdialogs.cpp" line="28"/>
        <source>&lt;h3&gt;Hasami %1&lt;/h3&gt;&lt;p&gt;Reversi (Othello) for the desktop, with a strong engine: alpha-beta search with an exact endgame solver.&lt;/p&gt;&lt;p&gt;Games are saved as you play and restored when Hasami starts again.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;ハサミ %1&lt;/h3&gt;&lt;p&gt;デスクトップ向けのリバーシ（オセロ）です。アルファベータ探索と終盤の完全読みを備えた強いエンジンと対戦できます。&lt;/p&gt;&lt;p&gt;ゲームは打つたびに保存され、次にハサミを起動したときに復元されます。&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <location filename="../ui/settings.cpp" line="17"/>
        <source>Setting %1 had the invalid value &quot;%2&quot;; using %3.</source>
        <translation>設定 %1 の値「%2」は無効です。%3 を使います。</translation>
    </message>
    <message>
        <location filename="../ui/settings.cpp" line="80"/>
        <source>the system&apos;s language</source>
        <translation>システムの言語</translation>
    </message>
    <message>
        <location filename="../ui/settings.cpp" line="98"/>
        <source>The settings could not be saved to %1.</source>
        <translation>設定を %1 に保存できませんでした。</translation>
    </message>
</context>
<context>
    <name>hasami::BoardWidget</name>
    <message>
        <location filename="../ui/boardwidget.cpp" line="35"/>
        <source>Board</source>
        <translation>盤</translation>
    </message>
    <message>
        <location filename="../ui/boardwidget.cpp" line="37"/>
        <source>Arrow keys move the cursor, Enter or Space plays; typing a square name such as f5 plays it.</source>
        <translation>矢印キーでカーソルを動かし、Enter か Space で打ちます。f5 のようにマスの名前を入力しても打てます。</translation>
    </message>
    <message>
        <location filename="../ui/boardaccessible.cpp" line="38"/>
        <source>black</source>
        <translation>黒</translation>
    </message>
    <message>
        <location filename="../ui/boardaccessible.cpp" line="40"/>
        <source>white</source>
        <translation>白</translation>
    </message>
    <message>
        <location filename="../ui/boardaccessible.cpp" line="42"/>
        <source>empty</source>
        <translation>空き</translation>
    </message>
    <message>
        <location filename="../ui/boardaccessible.cpp" line="43"/>
        <source>, legal move</source>
        <translation>、打てる</translation>
    </message>
    <message>
        <location filename="../ui/boardaccessible.cpp" line="45"/>
        <source>, last move</source>
        <translation>、直前の手</translation>
    </message>
</context>
<context>
    <name>hasami::EngineStatus</name>
    <message>
        <location filename="../ui/enginestatus.cpp" line="19"/>
        <source>Thinking…</source>
        <translation>思考中…</translation>
    </message>
    <message>
        <location filename="../ui/enginestatus.cpp" line="27"/>
        <source>exact</source>
        <translation>完全読み</translation>
    </message>
    <message>
        <location filename="../ui/enginestatus.cpp" line="27"/>
        <source>depth %1</source>
        <translation>深さ %1</translation>
    </message>
    <message>
        <location filename="../ui/enginestatus.cpp" line="28"/>
        <source>Thinking… %1, score %2, %3</source>
        <translation>思考中… %1、評価 %2、%3</translation>
    </message>
</context>
<context>
    <name>hasami::GameActions</name>
    <message>
        <location filename="../ui/gameactions.cpp" line="29"/>
        <source>&amp;New Game</source>
        <translation>新規ゲーム(&amp;N)</translation>
    </message>
    <message>
        <location filename="../ui/gameactions.cpp" line="30"/>
        <source>&amp;Open…</source>
        <translation>開く(&amp;O)…</translation>
    </message>
    <message>
        <location filename="../ui/gameactions.cpp" line="31"/>
        <source>&amp;Save Game As…</source>
        <translation>ゲームに名前を付けて保存(&amp;S)…</translation>
    </message>
    <message>
        <location filename="../ui/gameactions.cpp" line="32"/>
        <source>Save &amp;Position As…</source>
        <translation>局面に名前を付けて保存(&amp;P)…</translation>
    </message>
    <message>
        <location filename="../ui/gameactions.cpp" line="33"/>
        <source>&amp;Copy Game</source>
        <translation>ゲームをコピー(&amp;C)</translation>
    </message>
    <message>
        <location filename="../ui/gameactions.cpp" line="34"/>
        <source>Copy P&amp;osition</source>
        <translation>局面をコピー(&amp;O)</translation>
    </message>
    <message>
        <location filename="../ui/gameactions.cpp" line="36"/>
        <source>&amp;Paste Game or Position</source>
        <translation>ゲームまたは局面を貼り付け(&amp;P)</translation>
    </message>
    <message>
        <location filename="../ui/gameactions.cpp" line="38"/>
        <source>&amp;Undo</source>
        <translation>元に戻す(&amp;U)</translation>
    </message>
    <message>
        <location filename="../ui/gameactions.cpp" line="39"/>
        <source>&amp;Redo</source>
        <translation>やり直す(&amp;R)</translation>
    </message>
    <message>
        <location filename="../ui/gameactions.cpp" line="40"/>
        <source>&amp;Hint</source>
        <translation>ヒント(&amp;H)</translation>
    </message>
    <message>
        <location filename="../ui/gameactions.cpp" line="41"/>
        <source>&amp;Move Now</source>
        <translation>すぐに打たせる(&amp;M)</translation>
    </message>
    <message>
        <location filename="../ui/gameactions.cpp" line="42"/>
        <source>&amp;Pause</source>
        <translation>一時停止(&amp;P)</translation>
    </message>
    <message>
        <location filename="../ui/gameactions.cpp" line="43"/>
        <source>&amp;Black: AI</source>
        <translation>黒: AI(&amp;B)</translation>
    </message>
    <message>
        <location filename="../ui/gameactions.cpp" line="44"/>
        <source>&amp;White: AI</source>
        <translation>白: AI(&amp;W)</translation>
    </message>
    <message>
        <location filename="../ui/gameactions.cpp" line="45"/>
        <source>&amp;Settings…</source>
        <translation>設定(&amp;S)…</translation>
    </message>
    <message>
        <location filename="../ui/gameactions.cpp" line="47"/>
        <source>&amp;Quit</source>
        <translation>終了(&amp;Q)</translation>
    </message>
    <message>
        <location filename="../ui/gameactions.cpp" line="48"/>
        <source>&amp;Rules of Reversi</source>
        <translation>リバーシのルール(&amp;R)</translation>
    </message>
    <message>
        <location filename="../ui/gameactions.cpp" line="49"/>
        <source>&amp;About Hasami</source>
        <translation>ハサミについて(&amp;A)</translation>
    </message>
    <message>
        <location filename="../ui/gameactions.cpp" line="50"/>
        <source>The computer plays Black</source>
        <translation>コンピューターが黒を打つ</translation>
    </message>
    <message>
        <location filename="../ui/gameactions.cpp" line="51"/>
        <source>The computer plays White</source>
        <translation>コンピューターが白を打つ</translation>
    </message>
    <message>
        <location filename="../ui/gameactions.cpp" line="56"/>
        <source>&amp;Game</source>
        <translation>ゲーム(&amp;G)</translation>
    </message>
    <message>
        <location filename="../ui/gameactions.cpp" line="69"/>
        <source>&amp;Edit</source>
        <translation>編集(&amp;E)</translation>
    </message>
    <message>
        <location filename="../ui/gameactions.cpp" line="72"/>
        <source>&amp;View</source>
        <translation>表示(&amp;V)</translation>
    </message>
    <message>
        <location filename="../ui/gameactions.cpp" line="75"/>
        <source>&amp;Help</source>
        <translation>ヘルプ(&amp;H)</translation>
    </message>
    <message>
        <location filename="../ui/gameactions.cpp" line="78"/>
        <source>Game</source>
        <translation>ゲーム</translation>
    </message>
</context>
<context>
    <name>hasami::GameController</name>
    <message>
        <location filename="../ui/gamecontroller.cpp" line="55"/>
        <source>The game is over: start a new one or undo.</source>
        <translation>ゲームは終了しました。新しいゲームを始めるか、元に戻してください。</translation>
    </message>
    <message>
        <location filename="../ui/gamecontroller.cpp" line="59"/>
        <source>It is the computer&apos;s turn. Take the side back to play it.</source>
        <translation>コンピューターの番です。自分で打つには、その色の担当を人に戻してください。</translation>
    </message>
    <message>
        <location filename="../ui/gamecontroller.cpp" line="63"/>
        <source>Play on a square of the board.</source>
        <translation>盤上のマスに打ってください。</translation>
    </message>
    <message>
        <location filename="../ui/gamecontroller.cpp" line="68"/>
        <source>%1 is taken: play on an empty square.</source>
        <translation>%1 にはすでに石があります。空いているマスに打ってください。</translation>
    </message>
    <message>
        <location filename="../ui/gamecontroller.cpp" line="71"/>
        <source>%1 is not a legal move: it must flip at least one disc.</source>
        <translation>%1 には打てません。少なくとも 1 つの石を返す必要があります。</translation>
    </message>
    <message>
        <location filename="../ui/gamecontroller.cpp" line="256"/>
        <source>The engine chose %1, which is not a legal move here; it is paused.</source>
        <translation>エンジンが選んだ %1 はこの局面では打てない手です。エンジンを一時停止しました。</translation>
    </message>
</context>
<context>
    <name>hasami::GameFiles</name>
    <message>
        <location filename="../ui/gamefiles.cpp" line="24"/>
        <source>Hasami</source>
        <translation>ハサミ</translation>
    </message>
    <message>
        <location filename="../ui/gamefiles.cpp" line="31"/>
        <source>%1 is not a game or a position Hasami can read: %2</source>
        <translation>%1 はハサミが読み込めるゲームや局面ではありません: %2</translation>
    </message>
    <message>
        <location filename="../ui/gamefiles.cpp" line="36"/>
        <source>Opened %1.</source>
        <translation>%1 を開きました。</translation>
    </message>
    <message>
        <location filename="../ui/gamefiles.cpp" line="62"/>
        <source>Saved the game to %1.</source>
        <translation>ゲームを %1 に保存しました。</translation>
    </message>
    <message>
        <location filename="../ui/gamefiles.cpp" line="69"/>
        <source>Saved the position to %1.</source>
        <translation>局面を %1 に保存しました。</translation>
    </message>
    <message>
        <location filename="../ui/gamefiles.cpp" line="75"/>
        <source>Copied the game.</source>
        <translation>ゲームをコピーしました。</translation>
    </message>
    <message>
        <location filename="../ui/gamefiles.cpp" line="81"/>
        <source>Copied the position.</source>
        <translation>局面をコピーしました。</translation>
    </message>
    <message>
        <location filename="../ui/gamefiles.cpp" line="85"/>
        <source>The clipboard</source>
        <translation>クリップボードの内容</translation>
    </message>
    <message>
        <location filename="../ui/gamefiles.cpp" line="90"/>
        <source>Open Game or Position</source>
        <translation>ゲームまたは局面を開く</translation>
    </message>
    <message>
        <location filename="../ui/gamefiles.cpp" line="91"/>
        <source>Games and positions (*.txt *.obf);;All files (*)</source>
        <translation>ゲームと局面 (*.txt *.obf);;すべてのファイル (*)</translation>
    </message>
    <message>
        <location filename="../ui/gamefiles.cpp" line="97"/>
        <source>Save Game</source>
        <translation>ゲームを保存</translation>
    </message>
    <message>
        <location filename="../ui/gamefiles.cpp" line="97"/>
        <source>Games (*.txt)</source>
        <translation>ゲーム (*.txt)</translation>
    </message>
    <message>
        <location filename="../ui/gamefiles.cpp" line="102"/>
        <source>Save Position</source>
        <translation>局面を保存</translation>
    </message>
    <message>
        <location filename="../ui/gamefiles.cpp" line="103"/>
        <source>Positions (*.obf)</source>
        <translation>局面 (*.obf)</translation>
    </message>
</context>
<context>
    <name>hasami::MainWindow</name>
    <message>
        <location filename="../ui/mainwindow.cpp" line="50"/>
        <source>Hasami</source>
        <translation>ハサミ</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="127"/>
        <source>Moves</source>
        <translation>棋譜</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="171"/>
        <source>%1 has no legal move and passes.</source>
        <translation>%1 は打てる場所がないのでパスします。</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="196"/>
        <source>Hint: %1</source>
        <translation>ヒント: %1</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="210"/>
        <source>Hasami — %1</source>
        <translation>ハサミ — %1</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="229"/>
        <source>Start a new game on the %1 × %1 board? The game in progress will end.</source>
        <translation>%1 × %1 の盤で新しいゲームを始めますか？ 対局中のゲームは終了します。</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="257"/>
        <source>The game could not be saved: %1</source>
        <translation>ゲームを保存できませんでした: %1</translation>
    </message>
</context>
<context>
    <name>hasami::MoveListView</name>
    <message>
        <location filename="../ui/movelistview.cpp" line="10"/>
        <source>Moves</source>
        <translation>棋譜</translation>
    </message>
    <message>
        <location filename="../ui/movelistview.cpp" line="19"/>
        <source>Start</source>
        <translation>開始</translation>
    </message>
    <message>
        <location filename="../ui/movelistview.cpp" line="22"/>
        <source>%1. %2 %3</source>
        <translation>%1. %2 %3</translation>
    </message>
</context>
<context>
    <name>hasami::Scoreboard</name>
    <message>
        <location filename="../ui/scoreboard.cpp" line="45"/>
        <source>● Black %1</source>
        <translation>● 黒 %1</translation>
    </message>
    <message>
        <location filename="../ui/scoreboard.cpp" line="46"/>
        <source>White %1 ○</source>
        <translation>白 %1 ○</translation>
    </message>
    <message>
        <location filename="../ui/scoreboard.cpp" line="52"/>
        <source>%1 to move</source>
        <translation>%1 の番</translation>
    </message>
    <message>
        <location filename="../ui/scoreboard.cpp" line="54"/>
        <source>%1 had to pass. %2</source>
        <translation>%1 はパスしました。%2</translation>
    </message>
    <message>
        <location filename="../ui/scoreboard.cpp" line="57"/>
        <source> (computer thinking)</source>
        <translation>（コンピューター思考中）</translation>
    </message>
    <message>
        <location filename="../ui/scoreboard.cpp" line="59"/>
        <source> (paused)</source>
        <translation>（一時停止中）</translation>
    </message>
</context>
<context>
    <name>hasami::SettingsDialog</name>
    <message>
        <location filename="../ui/settingsdialog.cpp" line="25"/>
        <source>Settings</source>
        <translation>設定</translation>
    </message>
    <message>
        <location filename="../ui/settingsdialog.cpp" line="27"/>
        <source>Search depth</source>
        <translation>探索の深さ</translation>
    </message>
    <message>
        <location filename="../ui/settingsdialog.cpp" line="29"/>
        <source> plies</source>
        <translation> 手</translation>
    </message>
    <message>
        <location filename="../ui/settingsdialog.cpp" line="32"/>
        <source>How many moves ahead the computer looks. It plays the last 20 moves perfectly whatever the depth.</source>
        <translation>コンピューターが何手先まで読むか。深さにかかわらず、最後の 20 手は完全に読み切ります。</translation>
    </message>
    <message>
        <location filename="../ui/settingsdialog.cpp" line="35"/>
        <source>Time a move</source>
        <translation>1 手の持ち時間</translation>
    </message>
    <message>
        <location filename="../ui/settingsdialog.cpp" line="37"/>
        <source>No limit</source>
        <translation>制限なし</translation>
    </message>
    <message>
        <location filename="../ui/settingsdialog.cpp" line="38"/>
        <source> s</source>
        <translation> 秒</translation>
    </message>
    <message>
        <location filename="../ui/settingsdialog.cpp" line="41"/>
        <source>Board size</source>
        <translation>盤の大きさ</translation>
    </message>
    <message>
        <location filename="../ui/settingsdialog.cpp" line="42"/>
        <source>%1 × %1</source>
        <translation>%1 × %1</translation>
    </message>
    <message>
        <location filename="../ui/settingsdialog.cpp" line="45"/>
        <source>The computer plays &amp;Black</source>
        <translation>コンピューターが黒を打つ(&amp;B)</translation>
    </message>
    <message>
        <location filename="../ui/settingsdialog.cpp" line="46"/>
        <source>The computer plays Black</source>
        <translation>コンピューターが黒を打つ</translation>
    </message>
    <message>
        <location filename="../ui/settingsdialog.cpp" line="48"/>
        <source>The computer plays &amp;White</source>
        <translation>コンピューターが白を打つ(&amp;W)</translation>
    </message>
    <message>
        <location filename="../ui/settingsdialog.cpp" line="49"/>
        <source>The computer plays White</source>
        <translation>コンピューターが白を打つ</translation>
    </message>
    <message>
        <location filename="../ui/settingsdialog.cpp" line="52"/>
        <source>Show &amp;legal moves</source>
        <translation>打てる場所を表示(&amp;L)</translation>
    </message>
    <message>
        <location filename="../ui/settingsdialog.cpp" line="53"/>
        <source>Show legal moves</source>
        <translation>打てる場所を表示</translation>
    </message>
    <message>
        <location filename="../ui/settingsdialog.cpp" line="56"/>
        <source>&amp;Animate flips</source>
        <translation>石を返すアニメーション(&amp;A)</translation>
    </message>
    <message>
        <location filename="../ui/settingsdialog.cpp" line="56"/>
        <source>Animate flips</source>
        <translation>石を返すアニメーション</translation>
    </message>
    <message>
        <location filename="../ui/settingsdialog.cpp" line="60"/>
        <source>Least time between computer moves</source>
        <translation>コンピューターの手と手の最短間隔</translation>
    </message>
    <message>
        <location filename="../ui/settingsdialog.cpp" line="63"/>
        <source> ms</source>
        <translation> ミリ秒</translation>
    </message>
    <message>
        <location filename="../ui/settingsdialog.cpp" line="66"/>
        <source>Language</source>
        <translation>言語</translation>
    </message>
    <message>
        <location filename="../ui/settingsdialog.cpp" line="67"/>
        <source>System language</source>
        <translation>システムの言語</translation>
    </message>
    <message>
        <location filename="../ui/settingsdialog.cpp" line="72"/>
        <source>Takes effect when Hasami starts again.</source>
        <translation>ハサミを次に起動したときに有効になります。</translation>
    </message>
    <message>
        <location filename="../ui/settingsdialog.cpp" line="74"/>
        <source>Computer</source>
        <translation>コンピューター</translation>
    </message>
    <message>
        <location filename="../ui/settingsdialog.cpp" line="76"/>
        <source>Search &amp;depth:</source>
        <translation>探索の深さ(&amp;D):</translation>
    </message>
    <message>
        <location filename="../ui/settingsdialog.cpp" line="77"/>
        <source>&amp;Time a move:</source>
        <translation>1 手の持ち時間(&amp;T):</translation>
    </message>
    <message>
        <location filename="../ui/settingsdialog.cpp" line="78"/>
        <source>&amp;Pace:</source>
        <translation>ペース(&amp;P):</translation>
    </message>
    <message>
        <location filename="../ui/settingsdialog.cpp" line="82"/>
        <source>Board</source>
        <translation>盤</translation>
    </message>
    <message>
        <location filename="../ui/settingsdialog.cpp" line="84"/>
        <source>&amp;Size:</source>
        <translation>大きさ(&amp;S):</translation>
    </message>
    <message>
        <location filename="../ui/settingsdialog.cpp" line="87"/>
        <source>&amp;Language:</source>
        <translation>言語(&amp;L):</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <location filename="../app/main.cpp" line="43"/>
        <source>Reversi (Othello) for the desktop.</source>
        <translation>デスクトップ向けのリバーシ（オセロ）。</translation>
    </message>
    <message>
        <location filename="../app/main.cpp" line="47"/>
        <source>A game or position to open.</source>
        <translation>開くゲームまたは局面。</translation>
    </message>
</context>
</TS>
