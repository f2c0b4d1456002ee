<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja_JP">
<context>
    <name>Autosave</name>
    <message>
        <location filename="../ui/autosave.cpp" line="92"/>
        <source>The saved game could not be restored (%1); it was kept as %2.</source>
        <translation>保存されたゲームを復元できませんでした（%1）。ファイルは %2 として残してあります。</translation>
    </message>
    <message>
        <location filename="../ui/autosave.cpp" line="95"/>
        <source>The saved game could not be restored (%1), nor kept as %2 (%3); the next save replaces it.</source>
        <translation>保存されたゲームを復元できませんでした（%1）。%2 として残すこともできませんでした（%3）。次の保存で置き換えられます。</translation>
    </message>
    <message>
        <location filename="../ui/autosave.cpp" line="107"/>
        <source>cannot read %1: %2</source>
        <translation>%1 を読み込めません: %2</translation>
    </message>
    <message>
        <location filename="../ui/autosave.cpp" line="117"/>
        <source>%1 is too large to be a game</source>
        <translation>%1 はゲームとしては大きすぎます</translation>
    </message>
    <message>
        <location filename="../ui/autosave.cpp" line="128"/>
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
        <location filename="../ui/settings.cpp" line="82"/>
        <source>the system&apos;s language</source>
        <translation>システムの言語</translation>
    </message>
    <message>
        <location filename="../ui/settings.cpp" line="101"/>
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
        <location filename="../ui/boardaccessible.cpp" line="34"/>
        <source>plus %1</source>
        <translation>プラス %1</translation>
    </message>
    <message>
        <location filename="../ui/boardaccessible.cpp" line="35"/>
        <source>minus %1</source>
        <translation>マイナス %1</translation>
    </message>
    <message>
        <location filename="../ui/boardaccessible.cpp" line="36"/>
        <source>even</source>
        <translation>互角</translation>
    </message>
    <message>
        <location filename="../ui/boardaccessible.cpp" line="37"/>
        <source>, exact</source>
        <translation>、完全読み</translation>
    </message>
    <message>
        <location filename="../ui/boardaccessible.cpp" line="37"/>
        <source>, estimate</source>
        <translation>、推定</translation>
    </message>
    <message>
        <location filename="../ui/boardaccessible.cpp" line="38"/>
        <source>, best move</source>
        <translation>、最善手</translation>
    </message>
    <message>
        <location filename="../ui/boardaccessible.cpp" line="51"/>
        <source>black</source>
        <translation>黒</translation>
    </message>
    <message>
        <location filename="../ui/boardaccessible.cpp" line="53"/>
        <source>white</source>
        <translation>白</translation>
    </message>
    <message>
        <location filename="../ui/boardaccessible.cpp" line="55"/>
        <source>empty</source>
        <translation>空き</translation>
    </message>
    <message>
        <location filename="../ui/boardaccessible.cpp" line="56"/>
        <source>, legal move</source>
        <translation>、打てる</translation>
    </message>
    <message>
        <location filename="../ui/boardaccessible.cpp" line="58"/>
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
    <name>hasami::EvaluationGraph</name>
    <message>
        <location filename="../ui/evaluationgraph.cpp" line="45"/>
        <source>Evaluation graph</source>
        <translation>評価グラフ</translation>
    </message>
    <message>
        <location filename="../ui/evaluationgraph.cpp" line="60"/>
        <source>No move has a value yet.</source>
        <translation>まだ評価値のある手はありません。</translation>
    </message>
    <message>
        <location filename="../ui/evaluationgraph.cpp" line="63"/>
        <source>%1 values; after move %2, %3 for Black.</source>
        <translation>評価値 %1 個。%2 手目の後、黒から見て %3。</translation>
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
        <location filename="../ui/gameactions.cpp" line="35"/>
        <source>Copy P&amp;osition</source>
        <translation>局面をコピー(&amp;O)</translation>
    </message>
    <message>
        <location filename="../ui/gameactions.cpp" line="36"/>
        <source>&amp;Paste Game or Position</source>
        <translation>ゲームまたは局面を貼り付け(&amp;P)</translation>
    </message>
    <message>
        <location filename="../ui/gameactions.cpp" line="37"/>
        <source>Set &amp;Up Position…</source>
        <translation>局面を編集(&amp;U)…</translation>
    </message>
    <message>
        <location filename="../ui/gameactions.cpp" line="39"/>
        <source>&amp;Undo</source>
        <translation>元に戻す(&amp;U)</translation>
    </message>
    <message>
        <location filename="../ui/gameactions.cpp" line="40"/>
        <source>&amp;Redo</source>
        <translation>やり直す(&amp;R)</translation>
    </message>
    <message>
        <location filename="../ui/gameactions.cpp" line="41"/>
        <source>&amp;Hint</source>
        <translation>ヒント(&amp;H)</translation>
    </message>
    <message>
        <location filename="../ui/gameactions.cpp" line="42"/>
        <source>&amp;Analyze Game</source>
        <translation>棋譜を解析(&amp;A)</translation>
    </message>
    <message>
        <location filename="../ui/gameactions.cpp" line="44"/>
        <source>Show &amp;Evaluations</source>
        <translation>評価値を表示(&amp;E)</translation>
    </message>
    <message>
        <location filename="../ui/gameactions.cpp" line="46"/>
        <source>&amp;Move Now</source>
        <translation>すぐに打たせる(&amp;M)</translation>
    </message>
    <message>
        <location filename="../ui/gameactions.cpp" line="47"/>
        <source>&amp;Pause</source>
        <translation>一時停止(&amp;P)</translation>
    </message>
    <message>
        <location filename="../ui/gameactions.cpp" line="48"/>
        <source>&amp;Black: AI</source>
        <translation>黒: AI(&amp;B)</translation>
    </message>
    <message>
        <location filename="../ui/gameactions.cpp" line="49"/>
        <source>&amp;White: AI</source>
        <translation>白: AI(&amp;W)</translation>
    </message>
    <message>
        <location filename="../ui/gameactions.cpp" line="50"/>
        <source>&amp;Settings…</source>
        <translation>設定(&amp;S)…</translation>
    </message>
    <message>
        <location filename="../ui/gameactions.cpp" line="51"/>
        <source>&amp;Quit</source>
        <translation>終了(&amp;Q)</translation>
    </message>
    <message>
        <location filename="../ui/gameactions.cpp" line="52"/>
        <source>&amp;Rules of Reversi</source>
        <translation>リバーシのルール(&amp;R)</translation>
    </message>
    <message>
        <location filename="../ui/gameactions.cpp" line="53"/>
        <source>&amp;About Hasami</source>
        <translation>ハサミについて(&amp;A)</translation>
    </message>
    <message>
        <location filename="../ui/gameactions.cpp" line="54"/>
        <source>The computer plays Black</source>
        <translation>コンピューターが黒を打つ</translation>
    </message>
    <message>
        <location filename="../ui/gameactions.cpp" line="55"/>
        <source>The computer plays White</source>
        <translation>コンピューターが白を打つ</translation>
    </message>
    <message>
        <location filename="../ui/gameactions.cpp" line="59"/>
        <source>&amp;Game</source>
        <translation>ゲーム(&amp;G)</translation>
    </message>
    <message>
        <location filename="../ui/gameactions.cpp" line="74"/>
        <source>&amp;Edit</source>
        <translation>編集(&amp;E)</translation>
    </message>
    <message>
        <location filename="../ui/gameactions.cpp" line="79"/>
        <source>&amp;View</source>
        <translation>表示(&amp;V)</translation>
    </message>
    <message>
        <location filename="../ui/gameactions.cpp" line="84"/>
        <source>&amp;Help</source>
        <translation>ヘルプ(&amp;H)</translation>
    </message>
    <message>
        <location filename="../ui/gameactions.cpp" line="87"/>
        <source>Game</source>
        <translation>ゲーム</translation>
    </message>
</context>
<context>
    <name>hasami::GameController</name>
    <message>
        <location filename="../ui/gamecontroller.cpp" line="57"/>
        <source>The game is over: start a new one or undo.</source>
        <translation>ゲームは終了しました。新しいゲームを始めるか、元に戻してください。</translation>
    </message>
    <message>
        <location filename="../ui/gamecontroller.cpp" line="61"/>
        <source>It is the computer&apos;s turn. Take the side back to play it.</source>
        <translation>コンピューターの番です。自分で打つには、その色の担当を人に戻してください。</translation>
    </message>
    <message>
        <location filename="../ui/gamecontroller.cpp" line="65"/>
        <source>Play on a square of the board.</source>
        <translation>盤上のマスに打ってください。</translation>
    </message>
    <message>
        <location filename="../ui/gamecontroller.cpp" line="70"/>
        <source>%1 is taken: play on an empty square.</source>
        <translation>%1 にはすでに石があります。空いているマスに打ってください。</translation>
    </message>
    <message>
        <location filename="../ui/gamecontroller.cpp" line="73"/>
        <source>%1 is not a legal move: it must flip at least one disc.</source>
        <translation>%1 には打てません。少なくとも 1 つの石を返す必要があります。</translation>
    </message>
    <message>
        <location filename="../ui/gamecontroller.cpp" line="299"/>
        <source>The engine chose %1, which is not a legal move here; it is paused.</source>
        <translation>エンジンが選んだ %1 はこの局面では打てない手です。エンジンを一時停止しました。</translation>
    </message>
</context>
<context>
    <name>hasami::GameFiles</name>
    <message>
        <location filename="../ui/gamefiles.cpp" line="25"/>
        <source>Hasami</source>
        <translation>ハサミ</translation>
    </message>
    <message>
        <location filename="../ui/gamefiles.cpp" line="32"/>
        <source>%1 is not a game or a position Hasami can read: %2</source>
        <translation>%1 はハサミが読み込めるゲームや局面ではありません: %2</translation>
    </message>
    <message>
        <location filename="../ui/gamefiles.cpp" line="39"/>
        <source>%1 is opened, but its analysis is damaged and is left out: %2</source>
        <translation>%1 を開きましたが、解析結果が壊れているため読み込みませんでした: %2</translation>
    </message>
    <message>
        <location filename="../ui/gamefiles.cpp" line="42"/>
        <source>Opened %1.</source>
        <translation>%1 を開きました。</translation>
    </message>
    <message>
        <location filename="../ui/gamefiles.cpp" line="71"/>
        <source>Saved the game to %1.</source>
        <translation>ゲームを %1 に保存しました。</translation>
    </message>
    <message>
        <location filename="../ui/gamefiles.cpp" line="77"/>
        <source>Saved the position to %1.</source>
        <translation>局面を %1 に保存しました。</translation>
    </message>
    <message>
        <location filename="../ui/gamefiles.cpp" line="83"/>
        <source>Copied the game.</source>
        <translation>ゲームをコピーしました。</translation>
    </message>
    <message>
        <location filename="../ui/gamefiles.cpp" line="89"/>
        <source>Copied the position.</source>
        <translation>局面をコピーしました。</translation>
    </message>
    <message>
        <location filename="../ui/gamefiles.cpp" line="93"/>
        <source>The clipboard</source>
        <translation>クリップボードの内容</translation>
    </message>
    <message>
        <location filename="../ui/gamefiles.cpp" line="98"/>
        <source>Open Game or Position</source>
        <translation>ゲームまたは局面を開く</translation>
    </message>
    <message>
        <location filename="../ui/gamefiles.cpp" line="99"/>
        <source>Games and positions (*.txt *.obf);;All files (*)</source>
        <translation>ゲームと局面 (*.txt *.obf);;すべてのファイル (*)</translation>
    </message>
    <message>
        <location filename="../ui/gamefiles.cpp" line="105"/>
        <source>Save Game</source>
        <translation>ゲームを保存</translation>
    </message>
    <message>
        <location filename="../ui/gamefiles.cpp" line="105"/>
        <source>Games (*.txt)</source>
        <translation>ゲーム (*.txt)</translation>
    </message>
    <message>
        <location filename="../ui/gamefiles.cpp" line="110"/>
        <source>Save Position</source>
        <translation>局面を保存</translation>
    </message>
    <message>
        <location filename="../ui/gamefiles.cpp" line="111"/>
        <source>Positions (*.obf)</source>
        <translation>局面 (*.obf)</translation>
    </message>
</context>
<context>
    <name>hasami::MainWindow</name>
    <message>
        <location filename="../ui/mainwindow.cpp" line="62"/>
        <source>Hasami</source>
        <translation>ハサミ</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="142"/>
        <source>Moves</source>
        <translation>棋譜</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="163"/>
        <source>Evaluation</source>
        <translation>評価</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="170"/>
        <source>Game review progress</source>
        <translation>棋譜解析の進み具合</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="174"/>
        <source>Cancel Review</source>
        <translation>解析を中止</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="175"/>
        <source>Cancel the game review</source>
        <translation>棋譜解析を中止する</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="222"/>
        <source>%1 has no legal move and passes.</source>
        <translation>%1 は打てる場所がないのでパスします。</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="247"/>
        <source>Hint: %1</source>
        <translation>ヒント: %1</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="261"/>
        <source>Hasami — %1</source>
        <translation>ハサミ — %1</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="288"/>
        <source>Opening: %1</source>
        <translation>定石: %1</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="305"/>
        <source>Review %v/%m</source>
        <translation>解析 %v/%m</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="313"/>
        <source>The game is reviewed.</source>
        <translation>棋譜の解析が終わりました。</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="313"/>
        <source>The review was stopped.</source>
        <translation>棋譜の解析を中止しました。</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="321"/>
        <source>A new game starts from the position set up.</source>
        <translation>編集した局面から新しいゲームを始めます。</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="335"/>
        <source>Start a new game on the %1 × %1 board? The game in progress will end.</source>
        <translation>%1 × %1 の盤で新しいゲームを始めますか？ 対局中のゲームは終了します。</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="364"/>
        <source>The game could not be saved: %1</source>
        <translation>ゲームを保存できませんでした: %1</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="377"/>
        <source>The saved game&apos;s analysis was damaged and is left out: %1</source>
        <translation>保存されたゲームの解析結果が壊れているため読み込みませんでした: %1</translation>
    </message>
</context>
<context>
    <name>hasami::MoveListView</name>
    <message>
        <location filename="../ui/movelistview.cpp" line="21"/>
        <source>Moves</source>
        <translation>棋譜</translation>
    </message>
    <message>
        <location filename="../ui/movelistview.cpp" line="31"/>
        <source>Start</source>
        <translation>開始</translation>
    </message>
    <message>
        <location filename="../ui/movelistview.cpp" line="34"/>
        <source>%1. %2 %3</source>
        <translation>%1. %2 %3</translation>
    </message>
    <message>
        <location filename="../ui/movelistview.cpp" line="43"/>
        <source>  mistake</source>
        <translation>  悪手</translation>
    </message>
    <message>
        <location filename="../ui/movelistview.cpp" line="49"/>
        <source>This move: %1 (%2). The best move: %3.</source>
        <translation>この手: %1 (%2)。最善手: %3。</translation>
    </message>
    <message>
        <location filename="../ui/movelistview.cpp" line="51"/>
        <source>exact</source>
        <translation>完全読み</translation>
    </message>
    <message>
        <location filename="../ui/movelistview.cpp" line="51"/>
        <source>estimate</source>
        <translation>推定</translation>
    </message>
    <message>
        <location filename="../ui/movelistview.cpp" line="72"/>
        <source>Discs lost against the best moves: Black %1, White %2. Mistakes: Black %3, White %4.</source>
        <translation>最善手からの損失石数: 黒 %1、白 %2。悪手: 黒 %3、白 %4。</translation>
    </message>
</context>
<context>
    <name>hasami::Scoreboard</name>
    <message>
        <location filename="../ui/scoreboard.cpp" line="47"/>
        <source>● Black %1</source>
        <translation>● 黒 %1</translation>
    </message>
    <message>
        <location filename="../ui/scoreboard.cpp" line="48"/>
        <source>White %1 ○</source>
        <translation>白 %1 ○</translation>
    </message>
    <message>
        <location filename="../ui/scoreboard.cpp" line="54"/>
        <source>%1 to move</source>
        <translation>%1 の番</translation>
    </message>
    <message>
        <location filename="../ui/scoreboard.cpp" line="56"/>
        <source>%1 had to pass. %2</source>
        <translation>%1 はパスしました。%2</translation>
    </message>
    <message>
        <location filename="../ui/scoreboard.cpp" line="59"/>
        <source> (computer thinking)</source>
        <translation>（コンピューター思考中）</translation>
    </message>
    <message>
        <location filename="../ui/scoreboard.cpp" line="61"/>
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
        <location filename="../ui/settingsdialog.cpp" line="37"/>
        <source>Search depth</source>
        <translation>探索の深さ</translation>
    </message>
    <message>
        <location filename="../ui/settingsdialog.cpp" line="39"/>
        <source> plies</source>
        <translation> 手</translation>
    </message>
    <message>
        <location filename="../ui/settingsdialog.cpp" line="42"/>
        <source>How many moves ahead the computer looks. It plays the last 20 moves perfectly whatever the depth.</source>
        <translation>コンピューターが何手先まで読むか。深さにかかわらず、最後の 20 手は完全に読み切ります。</translation>
    </message>
    <message>
        <location filename="../ui/settingsdialog.cpp" line="45"/>
        <source>Time a move</source>
        <translation>1 手の持ち時間</translation>
    </message>
    <message>
        <location filename="../ui/settingsdialog.cpp" line="47"/>
        <source>No limit</source>
        <translation>制限なし</translation>
    </message>
    <message>
        <location filename="../ui/settingsdialog.cpp" line="48"/>
        <source> s</source>
        <translation> 秒</translation>
    </message>
    <message>
        <location filename="../ui/settingsdialog.cpp" line="76"/>
        <source>Board size</source>
        <translation>盤の大きさ</translation>
    </message>
    <message>
        <location filename="../ui/settingsdialog.cpp" line="77"/>
        <source>%1 × %1</source>
        <translation>%1 × %1</translation>
    </message>
    <message>
        <location filename="../ui/settingsdialog.cpp" line="58"/>
        <source>The computer plays &amp;Black</source>
        <translation>コンピューターが黒を打つ(&amp;B)</translation>
    </message>
    <message>
        <location filename="../ui/settingsdialog.cpp" line="59"/>
        <source>The computer plays Black</source>
        <translation>コンピューターが黒を打つ</translation>
    </message>
    <message>
        <location filename="../ui/settingsdialog.cpp" line="61"/>
        <source>The computer plays &amp;White</source>
        <translation>コンピューターが白を打つ(&amp;W)</translation>
    </message>
    <message>
        <location filename="../ui/settingsdialog.cpp" line="62"/>
        <source>The computer plays White</source>
        <translation>コンピューターが白を打つ</translation>
    </message>
    <message>
        <location filename="../ui/settingsdialog.cpp" line="80"/>
        <source>Show &amp;legal moves</source>
        <translation>打てる場所を表示(&amp;L)</translation>
    </message>
    <message>
        <location filename="../ui/settingsdialog.cpp" line="81"/>
        <source>Show legal moves</source>
        <translation>打てる場所を表示</translation>
    </message>
    <message>
        <location filename="../ui/settingsdialog.cpp" line="84"/>
        <source>&amp;Animate flips</source>
        <translation>石を返すアニメーション(&amp;A)</translation>
    </message>
    <message>
        <location filename="../ui/settingsdialog.cpp" line="84"/>
        <source>Animate flips</source>
        <translation>石を返すアニメーション</translation>
    </message>
    <message>
        <location filename="../ui/settingsdialog.cpp" line="52"/>
        <source>Least time between computer moves</source>
        <translation>コンピューターの手と手の最短間隔</translation>
    </message>
    <message>
        <location filename="../ui/settingsdialog.cpp" line="55"/>
        <source> ms</source>
        <translation> ミリ秒</translation>
    </message>
    <message>
        <location filename="../ui/settingsdialog.cpp" line="87"/>
        <source>Language</source>
        <translation>言語</translation>
    </message>
    <message>
        <location filename="../ui/settingsdialog.cpp" line="88"/>
        <source>System language</source>
        <translation>システムの言語</translation>
    </message>
    <message>
        <location filename="../ui/settingsdialog.cpp" line="93"/>
        <source>Takes effect when Hasami starts again.</source>
        <translation>ハサミを次に起動したときに有効になります。</translation>
    </message>
    <message>
        <location filename="../ui/settingsdialog.cpp" line="65"/>
        <source>Computer</source>
        <translation>コンピューター</translation>
    </message>
    <message>
        <location filename="../ui/settingsdialog.cpp" line="67"/>
        <source>Search &amp;depth:</source>
        <translation>探索の深さ(&amp;D):</translation>
    </message>
    <message>
        <location filename="../ui/settingsdialog.cpp" line="68"/>
        <source>&amp;Time a move:</source>
        <translation>1 手の持ち時間(&amp;T):</translation>
    </message>
    <message>
        <location filename="../ui/settingsdialog.cpp" line="69"/>
        <source>&amp;Pace:</source>
        <translation>ペース(&amp;P):</translation>
    </message>
    <message>
        <location filename="../ui/settingsdialog.cpp" line="95"/>
        <source>Board</source>
        <translation>盤</translation>
    </message>
    <message>
        <location filename="../ui/settingsdialog.cpp" line="97"/>
        <source>&amp;Size:</source>
        <translation>大きさ(&amp;S):</translation>
    </message>
    <message>
        <location filename="../ui/settingsdialog.cpp" line="100"/>
        <source>&amp;Language:</source>
        <translation>言語(&amp;L):</translation>
    </message>
</context>
<context>
    <name>hasami::SetupDialog</name>
    <message>
        <location filename="../ui/setupdialog.cpp" line="27"/>
        <source>Set Up Position</source>
        <translation>局面の編集</translation>
    </message>
    <message>
        <location filename="../ui/setupdialog.cpp" line="29"/>
        <source>Board being set up</source>
        <translation>編集中の盤</translation>
    </message>
    <message>
        <location filename="../ui/setupdialog.cpp" line="34"/>
        <source>&amp;Black disc</source>
        <translation>黒石(&amp;B)</translation>
    </message>
    <message>
        <location filename="../ui/setupdialog.cpp" line="35"/>
        <source>&amp;White disc</source>
        <translation>白石(&amp;W)</translation>
    </message>
    <message>
        <location filename="../ui/setupdialog.cpp" line="36"/>
        <source>&amp;Empty square</source>
        <translation>空きマス(&amp;E)</translation>
    </message>
    <message>
        <location filename="../ui/setupdialog.cpp" line="44"/>
        <source>Black</source>
        <translation>黒</translation>
    </message>
    <message>
        <location filename="../ui/setupdialog.cpp" line="45"/>
        <source>White</source>
        <translation>白</translation>
    </message>
    <message>
        <location filename="../ui/setupdialog.cpp" line="46"/>
        <source>Side to move</source>
        <translation>手番</translation>
    </message>
    <message>
        <location filename="../ui/setupdialog.cpp" line="47"/>
        <source>%1 × %1</source>
        <translation>%1 × %1</translation>
    </message>
    <message>
        <location filename="../ui/setupdialog.cpp" line="48"/>
        <source>Board size</source>
        <translation>盤の大きさ</translation>
    </message>
    <message>
        <location filename="../ui/setupdialog.cpp" line="50"/>
        <source>Side to &amp;move:</source>
        <translation>手番(&amp;M):</translation>
    </message>
    <message>
        <location filename="../ui/setupdialog.cpp" line="51"/>
        <source>Board &amp;size:</source>
        <translation>盤の大きさ(&amp;S):</translation>
    </message>
    <message>
        <location filename="../ui/setupdialog.cpp" line="53"/>
        <source>&amp;Clear Board</source>
        <translation>盤を空にする(&amp;C)</translation>
    </message>
    <message>
        <location filename="../ui/setupdialog.cpp" line="54"/>
        <source>S&amp;tandard Start</source>
        <translation>初期配置(&amp;T)</translation>
    </message>
    <message>
        <location filename="../ui/setupdialog.cpp" line="62"/>
        <source>Start &amp;Game Here</source>
        <translation>この局面から対局(&amp;G)</translation>
    </message>
    <message>
        <location filename="../ui/setupdialog.cpp" line="146"/>
        <source>A game cannot reach this position: the four centre squares are never empty.</source>
        <translation>対局ではこの局面になりません: 中央の 4 マスは空くことがありません。</translation>
    </message>
    <message>
        <location filename="../ui/setupdialog.cpp" line="148"/>
        <source>A game cannot reach this position: every disc is placed next to another, so all of them touch the centre&apos;s group.</source>
        <translation>対局ではこの局面になりません: 石は必ず他の石の隣に置かれるので、すべての石が中央の石とつながっています。</translation>
    </message>
    <message>
        <location filename="../ui/setupdialog.cpp" line="151"/>
        <source>Neither side can move: this is a finished game (Black %1, White %2).</source>
        <translation>どちらも打てません: 終局した局面です (黒 %1、白 %2)。</translation>
    </message>
    <message>
        <location filename="../ui/setupdialog.cpp" line="155"/>
        <source>%1 has no legal move here and passes first.</source>
        <translation>%1 は打てる手がないので、まずパスします。</translation>
    </message>
    <message>
        <location filename="../ui/setupdialog.cpp" line="158"/>
        <source>%1 to move; %2 legal moves.</source>
        <translation>%1 の手番。打てる手は %2 か所。</translation>
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
