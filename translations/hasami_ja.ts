<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja_JP">
<context>
    <name>Autosave</name>
    <message>
        <location filename="../session/autosave.cpp" line="28"/>
        <source>The saved game could not be restored (%1); it was kept as %2.</source>
        <translation>保存されたゲームを復元できませんでした（%1）。ファイルは %2 として残してあります。</translation>
    </message>
    <message>
        <location filename="../session/autosave.cpp" line="32"/>
        <source>The saved game could not be restored (%1), nor kept as %2 (%3); the next save replaces it.</source>
        <translation>保存されたゲームを復元できませんでした（%1）。%2 として残すこともできませんでした（%3）。次の保存で置き換えられます。</translation>
    </message>
</context>
<context>
    <name>BoardThemes</name>
    <message>
        <location filename="../session/board_themes.cpp" line="9"/>
        <source>Classic green felt</source>
        <translation>クラシック（緑のフェルト）</translation>
    </message>
    <message>
        <location filename="../session/board_themes.cpp" line="12"/>
        <source>High contrast</source>
        <translation>ハイコントラスト</translation>
    </message>
</context>
<context>
    <name>BookTransfer</name>
    <message>
        <location filename="../session/book_transfer.cpp" line="19"/>
        <source>The book could not be imported: %1</source>
        <translation>定石を取り込めませんでした: %1</translation>
    </message>
    <message>
        <location filename="../session/book_transfer.cpp" line="20"/>
        <source>Part of the file was left out: %1.</source>
        <translation>ファイルの一部は取り込みませんでした: %1。</translation>
    </message>
    <message>
        <location filename="../session/book_transfer.cpp" line="22"/>
        <source>The book could not be imported: it is of the %1x%1 board, yours of the %2x%2 board.</source>
        <translation>定石を取り込めませんでした: %1x%1 盤の定石ですが、自分の定石は %2x%2 盤です。</translation>
    </message>
    <message>
        <location filename="../session/book_transfer.cpp" line="44"/>
        <location filename="../session/book_transfer.cpp" line="45"/>
        <source>%1 is imported into your book (%2).</source>
        <translation>%1 を自分の定石に取り込みました（%2）。</translation>
    </message>
    <message>
        <location filename="../session/book_transfer.cpp" line="46"/>
        <source>Importing</source>
        <translation>取り込み中</translation>
    </message>
    <message>
        <location filename="../session/book_transfer.cpp" line="59"/>
        <source>There is no book to export.</source>
        <translation>書き出す定石がありません。</translation>
    </message>
    <message>
        <location filename="../session/book_transfer.cpp" line="65"/>
        <source>The book could not be exported: %1</source>
        <translation>定石を書き出せませんでした: %1</translation>
    </message>
    <message>
        <location filename="../session/book_transfer.cpp" line="77"/>
        <location filename="../session/book_transfer.cpp" line="78"/>
        <source>The book is written to %1: %2 positions.</source>
        <translation>定石を %1 に書き出しました: %2 局面。</translation>
    </message>
    <message>
        <location filename="../session/book_transfer.cpp" line="79"/>
        <source>Exporting</source>
        <translation>書き出し中</translation>
    </message>
</context>
<context>
    <name>DatabasePanel</name>
    <message numerus="yes">
        <location filename="../ui/database/database_tables.cpp" line="108"/>
        <source>%n more problems (hasami-cli db names them all).</source>
        <translation>
            <numerusform>ほかに %n 件の問題があります(hasami-cli db ですべて表示します)。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DatabaseProblemText</name>
    <message>
        <location filename="../session/database_problem_text.cpp" line="14"/>
        <source>one game</source>
        <translation>1 局</translation>
    </message>
    <message>
        <location filename="../session/database_problem_text.cpp" line="15"/>
        <source>%L1 games</source>
        <translation>%L1 局</translation>
    </message>
    <message>
        <location filename="../session/database_problem_text.cpp" line="17"/>
        <source>one player</source>
        <translation>対局者 1 人</translation>
    </message>
    <message>
        <location filename="../session/database_problem_text.cpp" line="18"/>
        <source>%L1 players</source>
        <translation>対局者 %L1 人</translation>
    </message>
    <message>
        <location filename="../session/database_problem_text.cpp" line="20"/>
        <source>one tournament</source>
        <translation>大会 1 件</translation>
    </message>
    <message>
        <location filename="../session/database_problem_text.cpp" line="21"/>
        <source>%L1 tournaments</source>
        <translation>大会 %L1 件</translation>
    </message>
    <message>
        <location filename="../session/database_problem_text.cpp" line="32"/>
        <source>not a WTHOR file: one byte, shorter than its header</source>
        <translation>WTHOR ファイルではありません: 1 バイトしかなく、ヘッダより短いです</translation>
    </message>
    <message>
        <location filename="../session/database_problem_text.cpp" line="33"/>
        <source>not a WTHOR file: %L1 bytes, shorter than its header</source>
        <translation>WTHOR ファイルではありません: %L1 バイトしかなく、ヘッダより短いです</translation>
    </message>
    <message>
        <location filename="../session/database_problem_text.cpp" line="36"/>
        <source>cut short: its header announces %1 (%L2 bytes), the file has %L3 bytes</source>
        <translation>途中で切れています: ヘッダには %1 (%L2 バイト) とありますが、ファイルは %L3 バイトです</translation>
    </message>
    <message>
        <location filename="../session/database_problem_text.cpp" line="41"/>
        <source>its games are on a %1 × %1 board, not 8 × 8</source>
        <translation>対局の盤が 8 × 8 ではなく %1 × %1 です</translation>
    </message>
    <message>
        <location filename="../session/database_problem_text.cpp" line="43"/>
        <source>it holds solitaire games, not games</source>
        <translation>対局ではなくソリティアの問題が入っています</translation>
    </message>
    <message>
        <location filename="../session/database_problem_text.cpp" line="45"/>
        <source>game %L1: move %2 is %3, not a square</source>
        <translation>%L1 局目: %2 手目が %3 で、マスではありません</translation>
    </message>
    <message>
        <location filename="../session/database_problem_text.cpp" line="61"/>
        <source>%1: cannot be read (%2); skipped.</source>
        <translation>%1: 読み込めません (%2)。読み飛ばしました。</translation>
    </message>
    <message>
        <location filename="../session/database_problem_text.cpp" line="63"/>
        <source>%1: a zip file: unzip it into the folder.</source>
        <translation>%1: zip ファイルです。フォルダに展開してください。</translation>
    </message>
    <message>
        <location filename="../session/database_problem_text.cpp" line="65"/>
        <source>The folder %1 cannot be read (%2).</source>
        <translation>フォルダ %1 を読み込めません (%2)。</translation>
    </message>
    <message>
        <location filename="../session/database_problem_text.cpp" line="67"/>
        <source>The folder %1 holds no file of games (.wtb, .ggf or .txt).</source>
        <translation>フォルダ %1 には棋譜のファイル (.wtb、.ggf、.txt) がありません。</translation>
    </message>
    <message>
        <location filename="../session/database_problem_text.cpp" line="69"/>
        <source>%1: %2; skipped.</source>
        <translation>%1: %2。読み飛ばしました。</translation>
    </message>
    <message>
        <location filename="../session/database_problem_text.cpp" line="71"/>
        <source>%1: %2; its names are shown as numbers.</source>
        <translation>%1: %2。名前は番号で表示します。</translation>
    </message>
    <message>
        <location filename="../session/database_problem_text.cpp" line="73"/>
        <source>%1: not a game file, a GGF or a WTHOR file (%2); skipped.</source>
        <translation>%1: 棋譜ファイル、GGF、WTHOR のいずれでもありません (%2)。読み飛ばしました。</translation>
    </message>
    <message>
        <location filename="../session/database_problem_text.cpp" line="76"/>
        <source>%1: its game is not from the 8 × 8 start position; skipped.</source>
        <translation>%1: 8 × 8 の初期配置から始まる対局ではありません。読み飛ばしました。</translation>
    </message>
    <message numerus="yes">
        <location filename="../session/database_problem_text.cpp" line="78"/>
        <source>%1: %n game(s) not from the 8 × 8 start position left out.</source>
        <translation>
            <numerusform>%1: 8 × 8 の初期配置から始まらない %n 局を除きました。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../session/database_problem_text.cpp" line="81"/>
        <source>Only the first %L1 games are looked in.</source>
        <translation>最初の %L1 局だけを調べます。</translation>
    </message>
    <message>
        <location filename="../session/database_problem_text.cpp" line="83"/>
        <source>The index could not be kept (%1); it is made again at the next start.</source>
        <translation>索引を保存できませんでした (%1)。次回の起動時に作り直します。</translation>
    </message>
    <message numerus="yes">
        <location filename="../session/database_problem_text.cpp" line="86"/>
        <source>%n game(s) with a move that is not legal: each is used up to that move.</source>
        <translation>
            <numerusform>%n 局に不正な手があります。それぞれその手の前までを使います。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../session/database_problem_text.cpp" line="89"/>
        <source>%n game(s) found again (the same players, year and moves), counted once.</source>
        <translation>
            <numerusform>%n 局が重複していました (対局者、年、手順が同じ)。1 局として数えます。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>FileQuestions</name>
    <message>
        <location filename="../ui/window/file_questions.cpp" line="25"/>
        <location filename="../ui/window/file_questions.cpp" line="47"/>
        <source>Hasami</source>
        <translation>ハサミ</translation>
    </message>
    <message>
        <location filename="../ui/window/file_questions.cpp" line="30"/>
        <source>Open</source>
        <translation>開く</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/window/file_questions.cpp" line="31"/>
        <source>The file holds %n games or positions. Open:</source>
        <translation>
            <numerusform>このファイルには %n 件のゲームまたは局面があります。開くもの:</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GameText</name>
    <message>
        <location filename="../ui/text/game_text.cpp" line="16"/>
        <source>Black</source>
        <translation>黒</translation>
    </message>
    <message>
        <location filename="../ui/text/game_text.cpp" line="16"/>
        <source>White</source>
        <translation>白</translation>
    </message>
    <message>
        <location filename="../ui/text/game_text.cpp" line="24"/>
        <source>pass</source>
        <translation>パス</translation>
    </message>
    <message>
        <location filename="../ui/text/game_text.cpp" line="30"/>
        <source>Draw, %1–%2.</source>
        <translation>引き分け（%1–%2）。</translation>
    </message>
    <message>
        <location filename="../ui/text/game_text.cpp" line="32"/>
        <source>%1 wins by %2 (%3–%4).</source>
        <translation>%1の %2 石差の勝ち（%3–%4）。</translation>
    </message>
    <message>
        <location filename="../ui/text/game_text.cpp" line="40"/>
        <source>%1&apos;s time ran out: %2 wins on time.</source>
        <translation>%1の持ち時間が切れました。%2の時間勝ちです。</translation>
    </message>
    <message>
        <location filename="../ui/text/game_text.cpp" line="45"/>
        <source>%1 has no legal move and passes.</source>
        <translation>%1は打てる場所がないのでパスします。</translation>
    </message>
    <message>
        <location filename="../ui/text/game_text.cpp" line="51"/>
        <source>%1 %2</source>
        <comment>two sentences, one after the other</comment>
        <translation>%1%2</translation>
    </message>
    <message>
        <location filename="../ui/text/game_text.cpp" line="57"/>
        <source>1 · First game</source>
        <translation>1 · はじめての一局</translation>
    </message>
    <message>
        <location filename="../ui/text/game_text.cpp" line="59"/>
        <source>2 · Beginner</source>
        <translation>2 · 入門</translation>
    </message>
    <message>
        <location filename="../ui/text/game_text.cpp" line="61"/>
        <source>3 · Casual player</source>
        <translation>3 · 初級</translation>
    </message>
    <message>
        <location filename="../ui/text/game_text.cpp" line="63"/>
        <source>4 · Improving player</source>
        <translation>4 · 中級</translation>
    </message>
    <message>
        <location filename="../ui/text/game_text.cpp" line="65"/>
        <source>5 · Club player</source>
        <translation>5 · 上級</translation>
    </message>
    <message>
        <location filename="../ui/text/game_text.cpp" line="67"/>
        <source>6 · Strong club player</source>
        <translation>6 · 有段者</translation>
    </message>
    <message>
        <location filename="../ui/text/game_text.cpp" line="69"/>
        <source>7 · Expert</source>
        <translation>7 · エキスパート</translation>
    </message>
    <message>
        <location filename="../ui/text/game_text.cpp" line="71"/>
        <source>8 · Master</source>
        <translation>8 · マスター</translation>
    </message>
    <message>
        <location filename="../ui/text/game_text.cpp" line="73"/>
        <source>9 · Grandmaster</source>
        <translation>9 · グランドマスター</translation>
    </message>
    <message>
        <location filename="../ui/text/game_text.cpp" line="75"/>
        <source>10 · Champion</source>
        <translation>10 · チャンピオン</translation>
    </message>
    <message>
        <location filename="../ui/text/game_text.cpp" line="77"/>
        <source>11 · Deep engine (0.1 s a move)</source>
        <translation>11 · 深読み(1手0.1秒)</translation>
    </message>
    <message>
        <location filename="../ui/text/game_text.cpp" line="79"/>
        <source>12 · Deeper engine (0.4 s a move)</source>
        <translation>12 · さらに深読み(1手0.4秒)</translation>
    </message>
    <message>
        <location filename="../ui/text/game_text.cpp" line="81"/>
        <source>13 · Full strength (4 s a move)</source>
        <translation>13 · 最強(1手4秒)</translation>
    </message>
    <message>
        <location filename="../ui/text/game_text.cpp" line="83"/>
        <source>Custom depth and time</source>
        <translation>探索の深さと時間を指定</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/text/game_text.cpp" line="101"/>
        <source>%n min</source>
        <translation>
            <numerusform>%n 分</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/text/game_text.cpp" line="102"/>
        <location filename="../ui/text/game_text.cpp" line="216"/>
        <source>%1 s</source>
        <translation>%1 秒</translation>
    </message>
    <message>
        <location filename="../ui/text/game_text.cpp" line="104"/>
        <source>%1 + %2 s</source>
        <translation>%1 + %2 秒</translation>
    </message>
    <message>
        <location filename="../ui/text/game_text.cpp" line="122"/>
        <source>Book</source>
        <translation>定石</translation>
    </message>
    <message>
        <location filename="../ui/text/game_text.cpp" line="124"/>
        <source>Best</source>
        <translation>最善</translation>
    </message>
    <message>
        <location filename="../ui/text/game_text.cpp" line="126"/>
        <source>Excellent</source>
        <translation>好手</translation>
    </message>
    <message>
        <location filename="../ui/text/game_text.cpp" line="128"/>
        <source>Good</source>
        <translation>良い手</translation>
    </message>
    <message>
        <location filename="../ui/text/game_text.cpp" line="130"/>
        <source>Inaccuracy</source>
        <translation>疑問手</translation>
    </message>
    <message>
        <location filename="../ui/text/game_text.cpp" line="132"/>
        <source>Mistake</source>
        <translation>悪手</translation>
    </message>
    <message>
        <location filename="../ui/text/game_text.cpp" line="134"/>
        <source>Blunder</source>
        <translation>大悪手</translation>
    </message>
    <message>
        <location filename="../ui/text/game_text.cpp" line="167"/>
        <location filename="../ui/text/game_text.cpp" line="174"/>
        <source>book</source>
        <translation>定石</translation>
    </message>
    <message>
        <location filename="../ui/text/game_text.cpp" line="168"/>
        <source>exact</source>
        <translation>完全読み</translation>
    </message>
    <message>
        <location filename="../ui/text/game_text.cpp" line="169"/>
        <source>probable, %1%</source>
        <translation>ほぼ確実（%1%）</translation>
    </message>
    <message>
        <location filename="../ui/text/game_text.cpp" line="170"/>
        <source>depth %1</source>
        <translation>深さ %1</translation>
    </message>
    <message>
        <location filename="../ui/text/game_text.cpp" line="163"/>
        <location filename="../ui/text/game_text.cpp" line="176"/>
        <source>%1%</source>
        <translation>%1%</translation>
    </message>
    <message>
        <location filename="../ui/text/game_text.cpp" line="159"/>
        <source>1 disc</source>
        <translation>1 石</translation>
    </message>
    <message>
        <location filename="../ui/text/game_text.cpp" line="159"/>
        <source>%1 discs</source>
        <translation>%1 石</translation>
    </message>
    <message>
        <location filename="../ui/text/game_text.cpp" line="177"/>
        <source>d%1</source>
        <comment>a search&apos;s depth, in plies, under a value on the board</comment>
        <translation>%1手</translation>
    </message>
    <message>
        <location filename="../ui/text/game_text.cpp" line="187"/>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <location filename="../ui/text/game_text.cpp" line="189"/>
        <source>%1: %2</source>
        <comment>a value, then its line of moves</comment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../ui/text/game_text.cpp" line="199"/>
        <source>%1 k</source>
        <comment>thousands</comment>
        <translation>%1 k</translation>
    </message>
    <message>
        <location filename="../ui/text/game_text.cpp" line="202"/>
        <source>%1 M</source>
        <comment>millions</comment>
        <translation>%1 M</translation>
    </message>
    <message>
        <location filename="../ui/text/game_text.cpp" line="204"/>
        <source>%1 G</source>
        <comment>thousands of millions</comment>
        <translation>%1 G</translation>
    </message>
    <message>
        <location filename="../ui/text/game_text.cpp" line="211"/>
        <source>%1 nodes</source>
        <translation>%1 ノード</translation>
    </message>
    <message>
        <location filename="../ui/text/game_text.cpp" line="213"/>
        <source>%1 nodes/s</source>
        <translation>%1 ノード/秒</translation>
    </message>
    <message>
        <location filename="../ui/text/game_text.cpp" line="217"/>
        <location filename="../ui/text/game_text.cpp" line="226"/>
        <source> · </source>
        <comment>between a search&apos;s figures</comment>
        <translation> · </translation>
    </message>
</context>
<context>
    <name>HelpDialogs</name>
    <message>
        <location filename="../ui/dialogs/help_dialogs.cpp" line="10"/>
        <source>About Hasami</source>
        <translation>ハサミについて</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/help_dialogs.cpp" line="11"/>
        <source>&lt;h3&gt;Hasami %1&lt;/h3&gt;&lt;p&gt;Reversi (Othello) for the desktop, with a strong engine: alpha-beta search with an exact endgame solver.&lt;/p&gt;&lt;p&gt;Games are saved as you play and restored when Hasami starts again.&lt;/p&gt;&lt;p&gt;Hasami is free software: you may share and change it under the GNU General Public License, version 3 or any later version. It comes with no warranty.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;ハサミ %1&lt;/h3&gt;&lt;p&gt;デスクトップ向けのリバーシ（オセロ）です。アルファベータ探索と終盤の完全読みを備えた強いエンジンと対戦できます。&lt;/p&gt;&lt;p&gt;ゲームは打つたびに保存され、次にハサミを起動したときに復元されます。&lt;/p&gt;&lt;p&gt;ハサミはフリーソフトウェアです。GNU 一般公衆利用許諾書（GPL）バージョン 3 またはそれ以降のバージョンのもとで、再配布や改変ができます。無保証です。&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>HowToPlayText</name>
    <message>
        <location filename="../ui/dialogs/how_to_play.cpp" line="101"/>
        <source>How to Play Reversi</source>
        <translation>リバーシの遊び方</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/how_to_play.cpp" line="103"/>
        <source>Two players, Black and White, take turns placing discs of their colour on the board. The game starts with four discs in the centre, and Black moves first. Whoever has more discs at the end wins.</source>
        <translation>黒と白の二人が交互に、自分の色の石を盤に置いていきます。中央に4つの石がある状態から始まり、黒が先手です。最後に石の多いほうが勝ちです。</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/how_to_play.cpp" line="107"/>
        <source>The start. The dots show where Black may play.</source>
        <translation>初期配置。点は黒が打てるマスです。</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/how_to_play.cpp" line="110"/>
        <source>A move</source>
        <translation>石の打ち方</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/how_to_play.cpp" line="111"/>
        <source>A disc must be placed so that it &lt;b&gt;brackets&lt;/b&gt; one or more of the opponent&apos;s discs: they lie in a straight line between the new disc and another disc of the mover&apos;s colour, with no empty square between. Every bracketed disc is flipped over to the mover&apos;s colour.</source>
        <translation>石は、相手の石を1つ以上&lt;b&gt;はさむ&lt;/b&gt;ように置かなければなりません。はさまれた石は、置いた石と同じ色の別の石との間に、空きマスなしで一直線に並んでいます。はさんだ石はすべて裏返って自分の色になります。</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/how_to_play.cpp" line="115"/>
        <source>Black plays f5 (ringed) …</source>
        <translation>黒が f5（丸印）に打つと…</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/how_to_play.cpp" line="117"/>
        <source>… and the white disc at e5, bracketed between f5 and d5, turns black.</source>
        <translation>…f5 と d5 にはさまれた e5 の白石が黒に返ります。</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/how_to_play.cpp" line="120"/>
        <source>The line may run across, up and down or diagonally, and one move may bracket discs along several lines at once: all of them are flipped. Only bracketed discs flip, never the discs beyond.</source>
        <translation>はさむ向きは横・縦・斜めのどれでもよく、一手で複数の方向を同時にはさむこともできます。そのときは全部の方向の石が返ります。返るのははさんだ石だけで、その先の石は返りません。</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/how_to_play.cpp" line="123"/>
        <source>Black plays f5 …</source>
        <translation>黒が f5 に打つと…</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/how_to_play.cpp" line="125"/>
        <source>… and flips four discs along three lines at once.</source>
        <translation>…3方向の石4つが一度に返ります。</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/how_to_play.cpp" line="127"/>
        <source>Passing</source>
        <translation>パス</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/how_to_play.cpp" line="128"/>
        <source>A player who has no legal move must &lt;b&gt;pass&lt;/b&gt;, and the other player moves again. Passing is not allowed while a move is possible. Hasami passes for you and says so.</source>
        <translation>打てるマスがないときは&lt;b&gt;パス&lt;/b&gt;となり、相手がもう一度打ちます。打てる手があるときはパスできません。パスは Hasami が自動で行い、お知らせします。</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/how_to_play.cpp" line="132"/>
        <source>Black to move, but no black disc can bracket a white one: Black passes, and White plays again.</source>
        <translation>黒の番ですが、白石をはさめる場所がありません。黒はパスし、白がもう一度打ちます。</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/how_to_play.cpp" line="136"/>
        <source>The end of the game</source>
        <translation>ゲームの終わり</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/how_to_play.cpp" line="137"/>
        <source>The game ends when neither player can move, usually when the board is full. The player with more discs wins; empty squares are counted for the winner. A game may end early, when one colour is gone.</source>
        <translation>どちらも打てなくなるとゲーム終了です。ふつうは盤が埋まったときです。石の多いほうが勝ちで、空きマスは勝った側に数えます。一方の色の石がなくなると、早く終わることもあります。</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/how_to_play.cpp" line="141"/>
        <source>No one can move: Black wins 64–0, the empty squares counted for Black.</source>
        <translation>どちらも打てません。空きマスを黒に数えて、黒の 64–0 の勝ちです。</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/how_to_play.cpp" line="145"/>
        <source>Tips</source>
        <translation>コツ</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/how_to_play.cpp" line="145"/>
        <source>Corners can never be flipped: they are worth a lot.</source>
        <translation>隅の石は決して返されません。隅はとても価値があります。</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/how_to_play.cpp" line="146"/>
        <source>The squares next to an empty corner often give it away to the opponent.</source>
        <translation>空いている隅の隣のマスに打つと、隅を相手に取られやすくなります。</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/how_to_play.cpp" line="148"/>
        <source>Having many discs early matters less than having many moves: a player with few moves must often play where it hurts.</source>
        <translation>序盤は石の数より打てる手の多さが大切です。打てる手が少ないと、打ちたくない場所に打たされがちです。</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/how_to_play.cpp" line="151"/>
        <source>In Hasami, click a square to play it, or use the arrow keys and Enter. &lt;b&gt;Hint&lt;/b&gt; (H) shows a good move, and &lt;b&gt;Undo&lt;/b&gt; (Ctrl+Z) takes your move back. To practise, &lt;b&gt;Game &amp;gt; Puzzles&lt;/b&gt; (Ctrl+J) sets positions with one answer to find.</source>
        <translation>Hasami では、マスをクリックするか、矢印キーと Enter で打ちます。&lt;b&gt;ヒント&lt;/b&gt;（H）で良い手を表示し、&lt;b&gt;元に戻す&lt;/b&gt;（Ctrl+Z）で手を戻せます。練習には &lt;b&gt;ゲーム &amp;gt; 問題&lt;/b&gt;（Ctrl+J）で、答えが一つに決まる局面が出題されます。</translation>
    </message>
</context>
<context>
    <name>MistakeSchedule</name>
    <message>
        <location filename="../session/modes/mistake_drill.cpp" line="57"/>
        <source>not Hasami&apos;s schedule of your mistakes</source>
        <translation>ハサミのミスの復習スケジュールではありません</translation>
    </message>
    <message>
        <location filename="../session/modes/mistake_drill.cpp" line="62"/>
        <source>The schedule of your mistakes could not be read (%1): it starts again.</source>
        <translation>ミスの復習スケジュールを読めませんでした（%1）。スケジュールは最初からになります。</translation>
    </message>
    <message>
        <location filename="../session/modes/mistake_drill.cpp" line="65"/>
        <source>The schedule of your mistakes could not be read (%1): it is kept as %2, and it starts again.</source>
        <translation>ミスの復習スケジュールを読めませんでした（%1）。ファイルは %2 として残し、スケジュールは最初からになります。</translation>
    </message>
</context>
<context>
    <name>MyLines</name>
    <message>
        <location filename="../session/modes/my_lines.cpp" line="85"/>
        <source>not Hasami&apos;s opening lines</source>
        <translation>Hasami の定石手順ではありません</translation>
    </message>
    <message>
        <location filename="../session/modes/my_lines.cpp" line="90"/>
        <source>Your marked lines could not be read (%1).</source>
        <translation>自分の手順を読めませんでした（%1）。</translation>
    </message>
    <message>
        <location filename="../session/modes/my_lines.cpp" line="91"/>
        <source>Your marked lines could not be read (%1): the file is kept as %2.</source>
        <translation>自分の手順を読めませんでした（%1）。ファイルは %2 として残しました。</translation>
    </message>
    <message>
        <location filename="../session/modes/my_lines.cpp" line="112"/>
        <source>Only a line played from the start of the 8x8 board can be marked.</source>
        <translation>8x8 の初期局面から打った手順だけを自分の手順にできます。</translation>
    </message>
    <message>
        <location filename="../session/modes/my_lines.cpp" line="140"/>
        <source>This move is in none of your lines.</source>
        <translation>この手は自分の手順にありません。</translation>
    </message>
</context>
<context>
    <name>OpeningName</name>
    <message>
        <location filename="../build/ci/translations/opening_names.cpp" line="4"/>
        <source>Diagonal Opening</source>
        <translation>斜め取り</translation>
    </message>
    <message>
        <location filename="../build/ci/translations/opening_names.cpp" line="5"/>
        <source>X-square Opening</source>
        <translation>暴走牛</translation>
    </message>
    <message>
        <location filename="../build/ci/translations/opening_names.cpp" line="6"/>
        <source>Snake, Peasant</source>
        <translation>ヘビ定石</translation>
    </message>
    <message>
        <location filename="../build/ci/translations/opening_names.cpp" line="7"/>
        <source>Lysons</source>
        <translation>コブラ定石</translation>
    </message>
    <message>
        <location filename="../build/ci/translations/opening_names.cpp" line="8"/>
        <source>Pyramid, Checkerboarding Peasant</source>
        <translation>バシリスク定石大量取り</translation>
    </message>
    <message>
        <location filename="../build/ci/translations/opening_names.cpp" line="9"/>
        <source>Heath, Tobidashi</source>
        <translation>飛び出し牛、闘牛</translation>
    </message>
    <message>
        <location filename="../build/ci/translations/opening_names.cpp" line="10"/>
        <source>Mimura Variation II</source>
        <translation>三村流 II</translation>
    </message>
    <message>
        <location filename="../build/ci/translations/opening_names.cpp" line="11"/>
        <source>Heath-Bat</source>
        <translation>裏こうもり</translation>
    </message>
    <message>
        <location filename="../build/ci/translations/opening_names.cpp" line="12"/>
        <source>Iwasaki Variation</source>
        <translation>岩崎流</translation>
    </message>
    <message>
        <location filename="../build/ci/translations/opening_names.cpp" line="13"/>
        <source>Heath-Chimney</source>
        <translation>白裏大量</translation>
    </message>
    <message>
        <location filename="../build/ci/translations/opening_names.cpp" line="14"/>
        <source>Raccoon Dog</source>
        <translation>たぬき</translation>
    </message>
    <message>
        <location filename="../build/ci/translations/opening_names.cpp" line="15"/>
        <source>Rocket</source>
        <translation>ロケット定石、ヒラメ定石</translation>
    </message>
    <message>
        <location filename="../build/ci/translations/opening_names.cpp" line="16"/>
        <source>Hamilton</source>
        <translation>ハミルトン</translation>
    </message>
    <message>
        <location filename="../build/ci/translations/opening_names.cpp" line="17"/>
        <source>Lollipop</source>
        <translation>ロリポップ</translation>
    </message>
    <message>
        <location filename="../build/ci/translations/opening_names.cpp" line="18"/>
        <source>Cow</source>
        <translation>牛定石</translation>
    </message>
    <message>
        <location filename="../build/ci/translations/opening_names.cpp" line="19"/>
        <source>Chimney</source>
        <translation>白大量取り、リンゴ定石</translation>
    </message>
    <message>
        <location filename="../build/ci/translations/opening_names.cpp" line="20"/>
        <source>Cow Bat, Bat, Cambridge</source>
        <translation>こうもり定石</translation>
    </message>
    <message>
        <location filename="../build/ci/translations/opening_names.cpp" line="21"/>
        <source>Bat (Piau Continuation 2)</source>
        <translation>こうもり定石 (Piau 2)</translation>
    </message>
    <message>
        <location filename="../build/ci/translations/opening_names.cpp" line="22"/>
        <source>Melnikov, Bat (Piau Continuation 1)</source>
        <translation>Melnikov、こうもり定石 (Piau 1)</translation>
    </message>
    <message>
        <location filename="../build/ci/translations/opening_names.cpp" line="23"/>
        <source>Bat (Kling Continuation)</source>
        <translation>こうもり定石 (Kling 継続)</translation>
    </message>
    <message>
        <location filename="../build/ci/translations/opening_names.cpp" line="24"/>
        <source>Bat (Kling Alternative)</source>
        <translation>こうもり定石 (Kling 変化)</translation>
    </message>
    <message>
        <location filename="../build/ci/translations/opening_names.cpp" line="25"/>
        <source>Rose-v-Toth</source>
        <translation>Rose-v-Toth</translation>
    </message>
    <message>
        <location filename="../build/ci/translations/opening_names.cpp" line="26"/>
        <source>Tanida</source>
        <translation>谷田定石</translation>
    </message>
    <message>
        <location filename="../build/ci/translations/opening_names.cpp" line="27"/>
        <source>Aircraft, Feldborg</source>
        <translation>Aircraft、Feldborg</translation>
    </message>
    <message>
        <location filename="../build/ci/translations/opening_names.cpp" line="28"/>
        <source>Sailboat</source>
        <translation>ヨット定石</translation>
    </message>
    <message>
        <location filename="../build/ci/translations/opening_names.cpp" line="29"/>
        <source>Maruoka</source>
        <translation>丸岡定石</translation>
    </message>
    <message>
        <location filename="../build/ci/translations/opening_names.cpp" line="30"/>
        <source>Landau</source>
        <translation>Landau</translation>
    </message>
    <message>
        <location filename="../build/ci/translations/opening_names.cpp" line="31"/>
        <source>Buffalo, Kenichi Variation</source>
        <translation>バッファロー定石、猛牛</translation>
    </message>
    <message>
        <location filename="../build/ci/translations/opening_names.cpp" line="32"/>
        <source>Maruoka Buffalo</source>
        <translation>丸岡バッファロー</translation>
    </message>
    <message>
        <location filename="../build/ci/translations/opening_names.cpp" line="33"/>
        <source>Tanida Buffalo</source>
        <translation>谷田バッファロー</translation>
    </message>
    <message>
        <location filename="../build/ci/translations/opening_names.cpp" line="34"/>
        <source>Hokuriku Buffalo</source>
        <translation>北陸バッファロー</translation>
    </message>
    <message>
        <location filename="../build/ci/translations/opening_names.cpp" line="35"/>
        <source>Wing Variation</source>
        <translation>Wing Variation</translation>
    </message>
    <message>
        <location filename="../build/ci/translations/opening_names.cpp" line="36"/>
        <source>Semi-Wing Variation</source>
        <translation>Semi-Wing Variation</translation>
    </message>
    <message>
        <location filename="../build/ci/translations/opening_names.cpp" line="37"/>
        <source>Parallel Opening</source>
        <translation>平行取り</translation>
    </message>
    <message>
        <location filename="../build/ci/translations/opening_names.cpp" line="38"/>
        <source>Perpendicular Opening</source>
        <translation>縦取り</translation>
    </message>
    <message>
        <location filename="../build/ci/translations/opening_names.cpp" line="39"/>
        <source>Mimura</source>
        <translation>三村流</translation>
    </message>
    <message>
        <location filename="../build/ci/translations/opening_names.cpp" line="40"/>
        <source>Shaman, Danish</source>
        <translation>Shaman、Danish、EO兎</translation>
    </message>
    <message>
        <location filename="../build/ci/translations/opening_names.cpp" line="41"/>
        <source>Inoue</source>
        <translation>井上流</translation>
    </message>
    <message>
        <location filename="../build/ci/translations/opening_names.cpp" line="42"/>
        <source>Iago</source>
        <translation>雪うさぎ</translation>
    </message>
    <message>
        <location filename="../build/ci/translations/opening_names.cpp" line="43"/>
        <source>Bhagat</source>
        <translation>Bhagat</translation>
    </message>
    <message>
        <location filename="../build/ci/translations/opening_names.cpp" line="44"/>
        <source>Rose</source>
        <translation>ローズ</translation>
    </message>
    <message>
        <location filename="../build/ci/translations/opening_names.cpp" line="45"/>
        <source>Flat</source>
        <translation>Fローズ</translation>
    </message>
    <message>
        <location filename="../build/ci/translations/opening_names.cpp" line="46"/>
        <source>Rotating Flat</source>
        <translation>Fローズ ローテーション型</translation>
    </message>
    <message>
        <location filename="../build/ci/translations/opening_names.cpp" line="47"/>
        <source>Murakami Variation</source>
        <translation>村上流</translation>
    </message>
    <message>
        <location filename="../build/ci/translations/opening_names.cpp" line="48"/>
        <source>Rotating Flat (Kling Continuation)</source>
        <translation>Fローズ ローテーション型 (Kling)</translation>
    </message>
    <message>
        <location filename="../build/ci/translations/opening_names.cpp" line="49"/>
        <source>Rose-Birth</source>
        <translation>Sローズ・基本形</translation>
    </message>
    <message>
        <location filename="../build/ci/translations/opening_names.cpp" line="50"/>
        <source>Brightstein</source>
        <translation>Brightstein</translation>
    </message>
    <message>
        <location filename="../build/ci/translations/opening_names.cpp" line="51"/>
        <source>Rose-Birdie, Rose-Tamenori</source>
        <translation>Sローズ為則ローズ</translation>
    </message>
    <message>
        <location filename="../build/ci/translations/opening_names.cpp" line="52"/>
        <source>Rose-Tamenori-Kling</source>
        <translation>Rose-Tamenori-Kling</translation>
    </message>
    <message>
        <location filename="../build/ci/translations/opening_names.cpp" line="53"/>
        <source>Greenberg, Dawg</source>
        <translation>手塚システム</translation>
    </message>
    <message>
        <location filename="../build/ci/translations/opening_names.cpp" line="54"/>
        <source>Ralle</source>
        <translation>Ralle 定石</translation>
    </message>
    <message>
        <location filename="../build/ci/translations/opening_names.cpp" line="55"/>
        <source>Horse</source>
        <translation>馬定石</translation>
    </message>
    <message>
        <location filename="../build/ci/translations/opening_names.cpp" line="56"/>
        <source>Ganglion, No-Cat</source>
        <translation>Ganglion、No-Cat</translation>
    </message>
    <message>
        <location filename="../build/ci/translations/opening_names.cpp" line="57"/>
        <source>Swallow</source>
        <translation>燕定石</translation>
    </message>
    <message>
        <location filename="../build/ci/translations/opening_names.cpp" line="58"/>
        <source>No-Cat (Continuation)</source>
        <translation>No-Cat (継続)</translation>
    </message>
    <message>
        <location filename="../build/ci/translations/opening_names.cpp" line="59"/>
        <source>Italian</source>
        <translation>羊定石</translation>
    </message>
    <message>
        <location filename="../build/ci/translations/opening_names.cpp" line="60"/>
        <source>Cat</source>
        <translation>猫定石</translation>
    </message>
    <message>
        <location filename="../build/ci/translations/opening_names.cpp" line="61"/>
        <source>Sakaguchi</source>
        <translation>猫定石・坂口流</translation>
    </message>
    <message>
        <location filename="../build/ci/translations/opening_names.cpp" line="62"/>
        <source>Berner</source>
        <translation>Berner</translation>
    </message>
    <message>
        <location filename="../build/ci/translations/opening_names.cpp" line="63"/>
        <source>Bent Ganglion</source>
        <translation>ミサイル定石、ギャング</translation>
    </message>
    <message>
        <location filename="../build/ci/translations/opening_names.cpp" line="64"/>
        <source>Tiger</source>
        <translation>虎定石</translation>
    </message>
    <message>
        <location filename="../build/ci/translations/opening_names.cpp" line="65"/>
        <source>Stephenson</source>
        <translation>Stephenson</translation>
    </message>
    <message>
        <location filename="../build/ci/translations/opening_names.cpp" line="66"/>
        <source>No-Kung</source>
        <translation>ノーカン</translation>
    </message>
    <message>
        <location filename="../build/ci/translations/opening_names.cpp" line="67"/>
        <source>No-Kung (Continuation)</source>
        <translation>ノーカン (継続)</translation>
    </message>
    <message>
        <location filename="../build/ci/translations/opening_names.cpp" line="68"/>
        <source>Comp&apos;Oth</source>
        <translation>コンポス</translation>
    </message>
    <message>
        <location filename="../build/ci/translations/opening_names.cpp" line="69"/>
        <source>F.A.T. Draw</source>
        <translation>F.A.T. Draw</translation>
    </message>
    <message>
        <location filename="../build/ci/translations/opening_names.cpp" line="70"/>
        <source>Lightning Bolt</source>
        <translation>ライトニングボルト</translation>
    </message>
    <message>
        <location filename="../build/ci/translations/opening_names.cpp" line="71"/>
        <source>Kung</source>
        <translation>カン、イタリアンクロス</translation>
    </message>
    <message>
        <location filename="../build/ci/translations/opening_names.cpp" line="72"/>
        <source>Leader&apos;s Tiger</source>
        <translation>リーダーズタイガー</translation>
    </message>
    <message>
        <location filename="../build/ci/translations/opening_names.cpp" line="73"/>
        <source>Brightwell</source>
        <translation>ブライトウェル</translation>
    </message>
    <message>
        <location filename="../build/ci/translations/opening_names.cpp" line="74"/>
        <source>Ishii</source>
        <translation>Ishii</translation>
    </message>
    <message>
        <location filename="../build/ci/translations/opening_names.cpp" line="75"/>
        <source>Mainline Tiger</source>
        <translation>虎メインライン</translation>
    </message>
    <message>
        <location filename="../build/ci/translations/opening_names.cpp" line="76"/>
        <source>Rose-Bill</source>
        <translation>花形定石、ローズビル</translation>
    </message>
    <message>
        <location filename="../build/ci/translations/opening_names.cpp" line="77"/>
        <source>Tamenori</source>
        <translation>金魚定石</translation>
    </message>
    <message>
        <location filename="../build/ci/translations/opening_names.cpp" line="78"/>
        <source>Central Rose-Bill</source>
        <translation>FJT定石</translation>
    </message>
    <message>
        <location filename="../build/ci/translations/opening_names.cpp" line="79"/>
        <source>Aubrey</source>
        <translation>イエス流</translation>
    </message>
    <message>
        <location filename="../build/ci/translations/opening_names.cpp" line="80"/>
        <source>Aubrey (Feldborg Continuation)</source>
        <translation>イエス流 (Feldborg)</translation>
    </message>
</context>
<context>
    <name>PuzzleProgress</name>
    <message>
        <location filename="../session/modes/puzzle_progress.cpp" line="51"/>
        <source>not Hasami&apos;s puzzle progress</source>
        <translation>ハサミの問題の記録ではありません</translation>
    </message>
    <message>
        <location filename="../session/modes/puzzle_progress.cpp" line="26"/>
        <source>The puzzles&apos; progress could not be read (%1): the score and the streak start again.</source>
        <translation>問題の記録を読めませんでした (%1)。正解数と連続正解は最初からになります。</translation>
    </message>
    <message>
        <location filename="../session/modes/puzzle_progress.cpp" line="29"/>
        <source>The puzzles&apos; progress could not be read (%1): it is kept as %2, and the score and the streak start again.</source>
        <translation>問題の記録を読めませんでした (%1)。%2 として残し、正解数と連続正解は最初からになります。</translation>
    </message>
    <message>
        <location filename="../session/modes/puzzle_progress.cpp" line="36"/>
        <source>The opening training&apos;s progress could not be read (%1): the schedule and the scores start again.</source>
        <translation>定石練習の記録を読めませんでした（%1）。出題の予定と成績は最初からになります。</translation>
    </message>
    <message>
        <location filename="../session/modes/puzzle_progress.cpp" line="39"/>
        <source>The opening training&apos;s progress could not be read (%1): it is kept as %2, and the schedule and the scores start again.</source>
        <translation>定石練習の記録を読めませんでした（%1）。ファイルは %2 として残し、出題の予定と成績は最初からになります。</translation>
    </message>
    <message>
        <location filename="../session/modes/puzzle_progress.cpp" line="52"/>
        <source>not Hasami&apos;s opening training progress</source>
        <translation>Hasami の定石練習の記録ではありません</translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <location filename="../session/settings_values.cpp" line="28"/>
        <source>Setting %1 had the invalid value &quot;%2&quot;; using %3.</source>
        <translation>設定 %1 の値「%2」は無効です。%3 を使います。</translation>
    </message>
    <message>
        <location filename="../session/settings.cpp" line="151"/>
        <source>no such engine</source>
        <translation>そのエンジンはありません</translation>
    </message>
    <message>
        <location filename="../session/damaged_settings.cpp" line="79"/>
        <source>The settings file %1 is damaged and could not be set aside (%2): the settings start from their defaults.</source>
        <translation>設定ファイル %1 は壊れていて、退避もできませんでした (%2)。設定は既定値から始めます。</translation>
    </message>
    <message>
        <location filename="../session/damaged_settings.cpp" line="84"/>
        <source>The settings file was damaged: it is set aside as %1, and the settings start from their defaults.</source>
        <translation>設定ファイルが壊れていました。%1 として退避し、設定は既定値から始めます。</translation>
    </message>
    <message>
        <location filename="../session/settings_values.cpp" line="117"/>
        <source>the system&apos;s language</source>
        <translation>システムの言語</translation>
    </message>
    <message>
        <location filename="../session/settings.cpp" line="282"/>
        <source>The settings could not be saved to %1.</source>
        <translation>設定を %1 に保存できませんでした。</translation>
    </message>
</context>
<context>
    <name>TextFiles</name>
    <message>
        <location filename="../session/text_files.cpp" line="19"/>
        <source>%1 is not a file</source>
        <translation>%1 はファイルではありません</translation>
    </message>
    <message>
        <location filename="../session/text_files.cpp" line="26"/>
        <source>cannot read %1: %2</source>
        <translation>%1 を読み込めません: %2</translation>
    </message>
    <message>
        <location filename="../session/text_files.cpp" line="36"/>
        <source>%1 is too large to be a game</source>
        <translation>%1 はゲームとしては大きすぎます</translation>
    </message>
    <message>
        <location filename="../session/text_files.cpp" line="47"/>
        <source>cannot write %1: %2</source>
        <translation>%1 に書き込めません: %2</translation>
    </message>
</context>
<context>
    <name>hasami::AddEngineDialog</name>
    <message>
        <location filename="../ui/dialogs/add_engine_dialog.cpp" line="34"/>
        <source>&amp;Test</source>
        <translation>テスト(&amp;T)</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/add_engine_dialog.cpp" line="37"/>
        <source>Add an Engine</source>
        <translation>エンジンを追加</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/add_engine_dialog.cpp" line="39"/>
        <source>Name</source>
        <translation>名前</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/add_engine_dialog.cpp" line="41"/>
        <source>Command</source>
        <translation>コマンド</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/add_engine_dialog.cpp" line="44"/>
        <source>Protocol</source>
        <translation>プロトコル</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/add_engine_dialog.cpp" line="47"/>
        <source>&amp;Browse…</source>
        <translation>参照(&amp;B)…</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/add_engine_dialog.cpp" line="49"/>
        <source>Choose the engine&apos;s program</source>
        <translation>エンジンのプログラムを選ぶ</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/add_engine_dialog.cpp" line="52"/>
        <source>Test the engine</source>
        <translation>エンジンをテストする</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/add_engine_dialog.cpp" line="75"/>
        <source>&amp;Name:</source>
        <translation>名前(&amp;N):</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/add_engine_dialog.cpp" line="76"/>
        <source>&amp;Command:</source>
        <translation>コマンド(&amp;C):</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/add_engine_dialog.cpp" line="79"/>
        <source>&amp;Protocol:</source>
        <translation>プロトコル(&amp;P):</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/add_engine_dialog.cpp" line="95"/>
        <source>Type the command that starts the engine.</source>
        <translation>エンジンを起動するコマンドを入力してください。</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/add_engine_dialog.cpp" line="101"/>
        <source>There is no program %1.</source>
        <translation>プログラム %1 はありません。</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/add_engine_dialog.cpp" line="102"/>
        <source>There is no program %1 on the PATH.</source>
        <translation>PATH にプログラム %1 はありません。</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/add_engine_dialog.cpp" line="105"/>
        <source>%1 is not a program that can be run.</source>
        <translation>%1 は実行できるプログラムではありません。</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/add_engine_dialog.cpp" line="121"/>
        <source>&apos;%1&apos; is not an engine&apos;s command.</source>
        <translation>「%1」はエンジンのコマンドではありません。</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/add_engine_dialog.cpp" line="138"/>
        <source>The engine failed: %1</source>
        <translation>エンジンが失敗しました: %1</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/add_engine_dialog.cpp" line="142"/>
        <source>%1 works: it answered %2 to the first move of a game.</source>
        <translation>%1 は動作します。初手に %2 と答えました。</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/add_engine_dialog.cpp" line="128"/>
        <source>Testing…</source>
        <translation>テスト中…</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/add_engine_dialog.cpp" line="156"/>
        <source>Choose the Engine&apos;s Program</source>
        <translation>エンジンのプログラムを選ぶ</translation>
    </message>
</context>
<context>
    <name>hasami::AnalysisScheduler</name>
    <message>
        <location filename="../session/analysis_scheduler.cpp" line="280"/>
        <source>%1 could not analyse: %2.</source>
        <translation>%1 は解析できませんでした: %2。</translation>
    </message>
</context>
<context>
    <name>hasami::AnalysisSettingsPage</name>
    <message>
        <location filename="../ui/dialogs/analysis_settings.cpp" line="16"/>
        <source>Moves valued on the board</source>
        <translation>盤上で評価する手</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/analysis_settings.cpp" line="18"/>
        <source>All moves</source>
        <translation>すべての手</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/analysis_settings.cpp" line="19"/>
        <source>Best </source>
        <translation>上位</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/analysis_settings.cpp" line="20"/>
        <source> moves</source>
        <translation>手</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/analysis_settings.cpp" line="23"/>
        <source>With evaluations shown, value every move or only the best ones, which is faster.</source>
        <translation>評価値を表示するとき、すべての手を評価するか、上位の手だけを評価するか（こちらが速い）。</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/analysis_settings.cpp" line="25"/>
        <source>Analysis depth</source>
        <translation>解析の深さ</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/analysis_settings.cpp" line="27"/>
        <source> plies</source>
        <translation> 手</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/analysis_settings.cpp" line="30"/>
        <source>How deep the board&apos;s evaluations and hints search, whatever the computer&apos;s level. Near the end of the game every move is solved exactly.</source>
        <translation>盤上の評価値とヒントが何手先まで読むか。コンピューターのレベルとは別に決めます。終盤ではすべての手を完全に読み切ります。</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/analysis_settings.cpp" line="33"/>
        <source>Time for a position</source>
        <translation>一局面の時間</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/analysis_settings.cpp" line="35"/>
        <source>No limit</source>
        <translation>制限なし</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/analysis_settings.cpp" line="36"/>
        <source> s</source>
        <translation> 秒</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/analysis_settings.cpp" line="38"/>
        <source>The longest the analysis of one position or a hint may take.</source>
        <translation>一つの局面の解析やヒントにかけてよい最長の時間。</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/analysis_settings.cpp" line="41"/>
        <source>&amp;Keep deepening while a position is shown</source>
        <translation>局面を表示している間は読みを深め続ける(&amp;K)</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/analysis_settings.cpp" line="42"/>
        <source>Keep deepening while a position is shown</source>
        <translation>局面を表示している間は読みを深め続ける</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/analysis_settings.cpp" line="45"/>
        <source>After the depth above, the evaluations go on searching deeper until the position is solved, the time is up or you press Esc.</source>
        <translation>上の深さのあとも、局面を読み切るか、時間が来るか、Esc を押すまで、さらに深く読み続けます。</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/analysis_settings.cpp" line="48"/>
        <source>&amp;Review each game I finish, in the background</source>
        <translation>終わった対局をバックグラウンドで解析する(&amp;R)</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/analysis_settings.cpp" line="50"/>
        <source>Review each game I finish, in the background</source>
        <translation>終わった対局をバックグラウンドで解析する</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/analysis_settings.cpp" line="53"/>
        <source>As a game you played ends, Analyze Game reviews it by itself; its report (Game &gt; Game Report) is ready when it is done.</source>
        <translation>自分が打った対局が終わると、「棋譜を解析」が自動で解析します。解析が終わると、その対局レポート（ゲーム &gt; 対局レポート）を見られます。</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/analysis_settings.cpp" line="55"/>
        <source>Play &amp;blind against the computer</source>
        <translation>コンピューターとブラインド対局する(&amp;B)</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/analysis_settings.cpp" line="56"/>
        <source>Play blind against the computer</source>
        <translation>コンピューターとブラインド対局する</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/analysis_settings.cpp" line="59"/>
        <source>While you play the computer, nothing shows the engine&apos;s opinion: no values, graph, score or book and database figures until the game ends.</source>
        <translation>コンピューターとの対局中は、エンジンの判断を一切表示しません。終局するまで、評価値、評価グラフ、評価、定石やデータベースの数字は表示されません。</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/analysis_settings.cpp" line="64"/>
        <source>The Evaluation panel and the status bar show how far the search has gone: its depth, the positions it has visited, its speed and its time.</source>
        <translation>評価パネルとステータスバーに、読みの進み具合（深さ、調べた局面の数、速さ、時間）が表示されます。</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/analysis_settings.cpp" line="69"/>
        <source>Moves val&amp;ued on the board:</source>
        <translation>盤上で評価する手(&amp;U):</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/analysis_settings.cpp" line="70"/>
        <source>Analysis de&amp;pth:</source>
        <translation>解析の深さ(&amp;P):</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/analysis_settings.cpp" line="71"/>
        <source>&amp;Time for a position:</source>
        <translation>一局面の時間(&amp;T):</translation>
    </message>
</context>
<context>
    <name>hasami::Autosave</name>
    <message>
        <location filename="../session/autosave.cpp" line="85"/>
        <source>The game could not be saved: %1</source>
        <translation>ゲームを保存できませんでした: %1</translation>
    </message>
    <message>
        <location filename="../session/autosave.cpp" line="104"/>
        <source>The saved game&apos;s analysis was damaged and is left out: %1</source>
        <translation>保存されたゲームの解析結果が壊れているため読み込みませんでした: %1</translation>
    </message>
</context>
<context>
    <name>hasami::BoardPictures</name>
    <message>
        <location filename="../ui/window/board_pictures.cpp" line="66"/>
        <source>Copied a picture of the board, with its values.</source>
        <translation>盤の画像を評価値つきでコピーしました。</translation>
    </message>
    <message>
        <location filename="../ui/window/board_pictures.cpp" line="67"/>
        <source>Copied a picture of the board.</source>
        <translation>盤の画像をコピーしました。</translation>
    </message>
    <message>
        <location filename="../ui/window/board_pictures.cpp" line="73"/>
        <source>Could not save the picture to %1: %2.</source>
        <translation>画像を %1 に保存できませんでした: %2。</translation>
    </message>
    <message>
        <location filename="../ui/window/board_pictures.cpp" line="77"/>
        <source>Saved a picture of the board to %1.</source>
        <translation>盤の画像を %1 に保存しました。</translation>
    </message>
    <message>
        <location filename="../ui/window/board_pictures.cpp" line="82"/>
        <source>board.png</source>
        <translation>board.png</translation>
    </message>
    <message>
        <location filename="../ui/window/board_pictures.cpp" line="84"/>
        <source>Save Board Picture</source>
        <translation>盤の画像を保存</translation>
    </message>
    <message>
        <location filename="../ui/window/board_pictures.cpp" line="84"/>
        <source>PNG pictures (*.png)</source>
        <translation>PNG 画像 (*.png)</translation>
    </message>
</context>
<context>
    <name>hasami::BoardWidget</name>
    <message>
        <location filename="../ui/board/board_widget.cpp" line="25"/>
        <source>Board</source>
        <translation>盤</translation>
    </message>
    <message>
        <location filename="../ui/board/board_widget.cpp" line="27"/>
        <source>Arrow keys move the cursor, Enter or Space plays; typing a square name such as f5 plays it.</source>
        <translation>矢印キーでカーソルを動かし、Enter か Space で打ちます。f5 のようにマスの名前を入力しても打てます。</translation>
    </message>
    <message>
        <location filename="../ui/board/board_accessible.cpp" line="35"/>
        <source>plus %1</source>
        <translation>プラス %1</translation>
    </message>
    <message>
        <location filename="../ui/board/board_accessible.cpp" line="36"/>
        <source>minus %1</source>
        <translation>マイナス %1</translation>
    </message>
    <message>
        <location filename="../ui/board/board_accessible.cpp" line="37"/>
        <source>even</source>
        <translation>互角</translation>
    </message>
    <message>
        <location filename="../ui/board/board_accessible.cpp" line="38"/>
        <source>, opening book</source>
        <translation>、定石</translation>
    </message>
    <message>
        <location filename="../ui/board/board_accessible.cpp" line="39"/>
        <source>, exact</source>
        <translation>、完全読み</translation>
    </message>
    <message>
        <location filename="../ui/board/board_accessible.cpp" line="41"/>
        <source>, probable, %1 percent</source>
        <translation>、ほぼ確実、%1 パーセント</translation>
    </message>
    <message>
        <location filename="../ui/board/board_accessible.cpp" line="42"/>
        <source>, estimate, depth %1</source>
        <translation>、推定、深さ %1</translation>
    </message>
    <message>
        <location filename="../ui/board/board_accessible.cpp" line="43"/>
        <source>, best move</source>
        <translation>、最善手</translation>
    </message>
    <message>
        <location filename="../ui/board/board_accessible.cpp" line="55"/>
        <source>, %1 games in the database</source>
        <translation>、データベースに %1 局</translation>
    </message>
    <message>
        <location filename="../ui/board/board_accessible.cpp" line="56"/>
        <source>, %1 percent</source>
        <translation>、%1 パーセント</translation>
    </message>
    <message>
        <location filename="../ui/board/board_accessible.cpp" line="66"/>
        <source>, book lines: Black %1, White %2</source>
        <translation>、定石の手順数: 黒 %1、白 %2</translation>
    </message>
    <message>
        <location filename="../ui/board/board_accessible.cpp" line="74"/>
        <source>black</source>
        <translation>黒</translation>
    </message>
    <message>
        <location filename="../ui/board/board_accessible.cpp" line="76"/>
        <source>white</source>
        <translation>白</translation>
    </message>
    <message>
        <location filename="../ui/board/board_accessible.cpp" line="61"/>
        <location filename="../ui/board/board_accessible.cpp" line="62"/>
        <location filename="../ui/board/board_accessible.cpp" line="78"/>
        <source>empty</source>
        <translation>空き</translation>
    </message>
    <message>
        <location filename="../ui/board/board_accessible.cpp" line="61"/>
        <location filename="../ui/board/board_accessible.cpp" line="79"/>
        <source>, legal move</source>
        <translation>、打てる</translation>
    </message>
    <message>
        <location filename="../ui/board/board_accessible.cpp" line="82"/>
        <source>, last move</source>
        <translation>、直前の手</translation>
    </message>
</context>
<context>
    <name>hasami::BookGrowthDialog</name>
    <message>
        <location filename="../ui/analysis/book_growth.cpp" line="23"/>
        <source>Grow the Book</source>
        <translation>定石を育てる</translation>
    </message>
    <message>
        <location filename="../ui/analysis/book_growth.cpp" line="24"/>
        <source>&amp;Deviate: add the moves near the best</source>
        <translation>派生(&amp;D): 最善に近い手を加える</translation>
    </message>
    <message>
        <location filename="../ui/analysis/book_growth.cpp" line="25"/>
        <source>Deviate</source>
        <translation>派生</translation>
    </message>
    <message>
        <location filename="../ui/analysis/book_growth.cpp" line="27"/>
        <source>Every move within the loss below of the best is added to the book and searched, move after move, as far as the empties allow.</source>
        <translation>最善から下の損失以内の手をすべて定石に加えて探索します。空きマスの下限まで、一手ずつ進みます。</translation>
    </message>
    <message>
        <location filename="../ui/analysis/book_growth.cpp" line="30"/>
        <source>&amp;Enhance: search the book&apos;s positions again</source>
        <translation>強化(&amp;E): 定石の局面を探索し直す</translation>
    </message>
    <message>
        <location filename="../ui/analysis/book_growth.cpp" line="31"/>
        <source>Enhance</source>
        <translation>強化</translation>
    </message>
    <message>
        <location filename="../ui/analysis/book_growth.cpp" line="33"/>
        <source>Every position reached through moves within the loss below that was searched less deeply than the book&apos;s depth is searched again.</source>
        <translation>下の損失以内の手でたどれる局面のうち、定石の深さより浅く探索されたものを探索し直します。</translation>
    </message>
    <message>
        <location filename="../ui/analysis/book_growth.cpp" line="35"/>
        <source>Within discs of the best</source>
        <translation>最善との差 (石数)</translation>
    </message>
    <message>
        <location filename="../ui/analysis/book_growth.cpp" line="38"/>
        <source> discs</source>
        <translation> 石</translation>
    </message>
    <message>
        <location filename="../ui/analysis/book_growth.cpp" line="39"/>
        <source>Down to empties</source>
        <translation>空きマスの下限</translation>
    </message>
    <message>
        <location filename="../ui/analysis/book_growth.cpp" line="42"/>
        <source> empties</source>
        <translation> 空きマス</translation>
    </message>
    <message>
        <location filename="../ui/analysis/book_growth.cpp" line="43"/>
        <source>Positions with fewer empty squares are left as they are.</source>
        <translation>空きマスがこれより少ない局面はそのままにします。</translation>
    </message>
    <message>
        <location filename="../ui/analysis/book_growth.cpp" line="44"/>
        <source>Positions at most</source>
        <translation>局面数の上限</translation>
    </message>
    <message>
        <location filename="../ui/analysis/book_growth.cpp" line="46"/>
        <source>No limit</source>
        <translation>上限なし</translation>
    </message>
    <message>
        <location filename="../ui/analysis/book_growth.cpp" line="49"/>
        <source>It runs in the background at the book&apos;s depth (Settings &gt; Book); Stop keeps what is done.</source>
        <translation>定石の探索の深さ（設定 &gt; 定石）でバックグラウンドで行います。中止しても、それまでの結果は残ります。</translation>
    </message>
    <message>
        <location filename="../ui/analysis/book_growth.cpp" line="58"/>
        <source>&amp;Within:</source>
        <translation>最善との差(&amp;W):</translation>
    </message>
    <message>
        <location filename="../ui/analysis/book_growth.cpp" line="59"/>
        <source>Down &amp;to:</source>
        <translation>空きマスの下限(&amp;T):</translation>
    </message>
    <message>
        <location filename="../ui/analysis/book_growth.cpp" line="60"/>
        <source>&amp;Positions at most:</source>
        <translation>局面数の上限(&amp;P):</translation>
    </message>
</context>
<context>
    <name>hasami::BookKeeper</name>
    <message>
        <location filename="../session/book_keeper.cpp" line="90"/>
        <source>The opening book could not be read (%1); the built-in book is used.</source>
        <translation>定石ファイルを読み込めませんでした (%1)。内蔵の定石を使います。</translation>
    </message>
    <message>
        <location filename="../session/book_keeper.cpp" line="115"/>
        <source>The built-in book does not change: choose your own book in Settings &gt; Book.</source>
        <translation>内蔵の定石は変わりません。設定 &gt; 定石 で自分の定石を選んでください。</translation>
    </message>
    <message>
        <location filename="../session/book_keeper.cpp" line="118"/>
        <source>%1 is another program&apos;s book: import it into your own book to grow it.</source>
        <translation>%1 はほかのプログラムの定石です。育てるには自分の定石に取り込んでください。</translation>
    </message>
    <message>
        <location filename="../session/book_keeper_changes.cpp" line="14"/>
        <location filename="../session/book_keeper_changes.cpp" line="31"/>
        <source>The book is of the %1x%1 board.</source>
        <translation>この定石は %1×%1 盤用です。</translation>
    </message>
    <message>
        <location filename="../session/book_keeper_changes.cpp" line="17"/>
        <source>The game has no moves to learn.</source>
        <translation>この対局には学習する手がありません。</translation>
    </message>
    <message>
        <location filename="../session/book_keeper_changes.cpp" line="23"/>
        <source>The line is learnt (%1).</source>
        <translation>手順を学習しました (%1)。</translation>
    </message>
    <message>
        <location filename="../session/book_keeper_changes.cpp" line="24"/>
        <source>Learning</source>
        <translation>学習中</translation>
    </message>
    <message>
        <location filename="../session/book_keeper_changes.cpp" line="45"/>
        <source>The position is searched again (%1).</source>
        <translation>局面を探索し直しました (%1)。</translation>
    </message>
    <message>
        <location filename="../session/book_keeper_changes.cpp" line="46"/>
        <source>The search was stopped; the position is as it was (%1).</source>
        <translation>探索を中止しました。局面は元のままです (%1)。</translation>
    </message>
    <message>
        <location filename="../session/book_keeper_changes.cpp" line="46"/>
        <source>Searching</source>
        <translation>探索中</translation>
    </message>
    <message numerus="yes">
        <location filename="../session/book_keeper_changes.cpp" line="55"/>
        <source>within %n discs of the best</source>
        <translation>
            <numerusform>最善から %n 石以内</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../session/book_keeper_changes.cpp" line="56"/>
        <source>, down to %n empties</source>
        <translation>
            <numerusform>、空きマス %n まで</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../session/book_keeper_changes.cpp" line="58"/>
        <source>Nothing to enhance: every position of the book %1 is searched %2 plies deep or more, or solved. Search deeper (Settings &gt; Book) or widen the bounds.</source>
        <translation>強化するものはありません: 定石の%1の局面はすべて %2 手以上の深さで探索済みか、完全読み済みです。より深く探索する（設定 &gt; 定石）か、範囲を広げてください。</translation>
    </message>
    <message>
        <location filename="../session/book_keeper_changes.cpp" line="64"/>
        <source>Nothing to add: every move of the book %1 is in it already. Widen the loss or go deeper.</source>
        <translation>追加するものはありません: %1の手はすべて定石に入っています。損失の幅を広げるか、より深い局面まで広げてください。</translation>
    </message>
    <message>
        <location filename="../session/book_keeper_changes.cpp" line="70"/>
        <source>Nothing was added: no move outside the book is %1.</source>
        <translation>何も追加されませんでした: 定石の外に%1の手はありません。</translation>
    </message>
    <message>
        <location filename="../session/book_keeper_changes.cpp" line="91"/>
        <source>There is no change to the book to undo.</source>
        <translation>元に戻す定石の変更はありません。</translation>
    </message>
    <message>
        <location filename="../session/book_keeper_changes.cpp" line="97"/>
        <source>%1 is undone: the book is as it was before.</source>
        <translation>「%1」を元に戻しました。定石は変更前の状態です。</translation>
    </message>
    <message>
        <location filename="../session/book_keeper_changes.cpp" line="110"/>
        <source>The earlier version could not be read: %1</source>
        <translation>以前の版を読み込めませんでした: %1</translation>
    </message>
    <message>
        <location filename="../session/book_keeper_changes.cpp" line="114"/>
        <source>The earlier version is of the %1x%1 board.</source>
        <translation>以前の版は %1x%1 盤の定石です。</translation>
    </message>
    <message>
        <location filename="../session/book_keeper_changes.cpp" line="118"/>
        <source>Restore</source>
        <translation>復元</translation>
    </message>
    <message numerus="yes">
        <location filename="../session/book_keeper_changes.cpp" line="121"/>
        <source>The earlier version of the book is restored (%n positions).</source>
        <translation>
            <numerusform>以前の版の定石を復元しました（%n 局面）。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../session/book_keeper_changes.cpp" line="82"/>
        <source>The book is enhanced (%1).</source>
        <translation>定石を強化しました (%1)。</translation>
    </message>
    <message>
        <location filename="../session/book_keeper_changes.cpp" line="82"/>
        <source>The book is deviated (%1).</source>
        <translation>定石を派生させました (%1)。</translation>
    </message>
    <message>
        <location filename="../session/book_keeper_changes.cpp" line="83"/>
        <source>Growing the book stopped; what was done is kept (%1).</source>
        <translation>定石の育成を中止しました。済んだ分は残してあります (%1)。</translation>
    </message>
    <message>
        <location filename="../session/book_keeper_changes.cpp" line="84"/>
        <source>Enhancing</source>
        <translation>強化中</translation>
    </message>
    <message>
        <location filename="../session/book_keeper_changes.cpp" line="84"/>
        <source>Deviating</source>
        <translation>派生中</translation>
    </message>
    <message>
        <location filename="../session/book_keeper.cpp" line="125"/>
        <source>Delete</source>
        <translation>削除</translation>
    </message>
    <message>
        <location filename="../session/book_keeper.cpp" line="127"/>
        <source>Positions removed from the book: %1.</source>
        <translation>定石から削除した局面: %1。</translation>
    </message>
    <message>
        <location filename="../session/book_keeper.cpp" line="132"/>
        <source>Set Value</source>
        <translation>評価値の設定</translation>
    </message>
    <message>
        <location filename="../session/book_keeper.cpp" line="134"/>
        <source>The value is set by hand.</source>
        <translation>評価値を手で設定しました。</translation>
    </message>
    <message>
        <location filename="../session/book_keeper.cpp" line="140"/>
        <location filename="../session/book_keeper_changes.cpp" line="90"/>
        <location filename="../session/book_keeper_changes.cpp" line="107"/>
        <source>The book is learning: wait until it is done, or stop it.</source>
        <translation>定石は学習中です。終わるまで待つか、中止してください。</translation>
    </message>
    <message>
        <location filename="../session/book_keeper.cpp" line="236"/>
        <source>new positions: %1</source>
        <translation>新しい局面 %1</translation>
    </message>
    <message>
        <location filename="../session/book_keeper.cpp" line="266"/>
        <source>The book could not be saved: %1</source>
        <translation>定石を保存できませんでした: %1</translation>
    </message>
    <message>
        <location filename="../session/book_keeper.cpp" line="237"/>
        <source>new positions: %1, searched: %2</source>
        <translation>新しい局面 %1、探索した局面 %2</translation>
    </message>
    <message>
        <location filename="../session/book_keeper_changes.cpp" line="23"/>
        <source>Learning stopped; what was done is kept (%1).</source>
        <translation>学習を中止しました。済んだ分は残してあります (%1)。</translation>
    </message>
</context>
<context>
    <name>hasami::BookPanel</name>
    <message>
        <location filename="../ui/analysis/book_panel.cpp" line="50"/>
        <source>Add This &amp;Line to the Book</source>
        <translation>この手順を定石に加える(&amp;L)</translation>
    </message>
    <message>
        <location filename="../ui/analysis/book_panel.cpp" line="51"/>
        <source>&amp;Grow the Book…</source>
        <translation>定石を育てる(&amp;G)…</translation>
    </message>
    <message>
        <location filename="../ui/analysis/book_panel.cpp" line="52"/>
        <location filename="../ui/analysis/book_panel.cpp" line="242"/>
        <source>&amp;Mark as My Line</source>
        <translation>自分の手順にする(&amp;M)</translation>
    </message>
    <message>
        <location filename="../ui/analysis/book_panel.cpp" line="53"/>
        <source>&amp;Undo the Book&apos;s Last Change</source>
        <translation>定石の最後の変更を元に戻す(&amp;U)</translation>
    </message>
    <message>
        <location filename="../ui/analysis/book_panel.cpp" line="58"/>
        <source>The book&apos;s moves</source>
        <translation>定石の手</translation>
    </message>
    <message>
        <location filename="../ui/analysis/book_panel.cpp" line="60"/>
        <source>Move</source>
        <translation>手</translation>
    </message>
    <message>
        <location filename="../ui/analysis/book_panel.cpp" line="60"/>
        <source>Value</source>
        <translation>評価値</translation>
    </message>
    <message>
        <location filename="../ui/analysis/book_panel.cpp" line="60"/>
        <source>Black&apos;s lines</source>
        <translation>黒の手順数</translation>
    </message>
    <message>
        <location filename="../ui/analysis/book_panel.cpp" line="60"/>
        <source>White&apos;s lines</source>
        <translation>白の手順数</translation>
    </message>
    <message>
        <location filename="../ui/analysis/book_panel.cpp" line="84"/>
        <source>Set Value</source>
        <translation>評価値の設定</translation>
    </message>
    <message>
        <location filename="../ui/analysis/book_panel.cpp" line="84"/>
        <source>The value of %1 for its player, in discs:</source>
        <translation>%1 の、打つ側から見た評価値 (石数):</translation>
    </message>
    <message>
        <location filename="../ui/analysis/book_panel.cpp" line="102"/>
        <source>There is no change to the book to undo</source>
        <translation>元に戻す定石の変更はありません</translation>
    </message>
    <message>
        <location filename="../ui/analysis/book_panel.cpp" line="103"/>
        <source>Takes back the last change to the book: %1</source>
        <translation>定石の最後の変更を取り消します: %1</translation>
    </message>
    <message>
        <location filename="../ui/analysis/book_panel.cpp" line="141"/>
        <source>The book keeps its moves to itself while you guess or solve.</source>
        <translation>次の一手当てとパズルの間は、定石の手を表示しません。</translation>
    </message>
    <message>
        <location filename="../ui/analysis/book_panel.cpp" line="143"/>
        <source>There is no opening book for this board size.</source>
        <translation>この盤の大きさには定石がありません。</translation>
    </message>
    <message>
        <location filename="../ui/analysis/book_panel.cpp" line="145"/>
        <source>The book goes no further than this position.</source>
        <translation>定石はこの局面より先にありません。</translation>
    </message>
    <message>
        <location filename="../ui/analysis/book_panel.cpp" line="148"/>
        <source>The book&apos;s moves, best first: each one&apos;s value for its player, and the lines Black and White must know below it to play the book&apos;s best moves.</source>
        <translation>定石の手を良い順に: その手を打つ側から見た評価値と、定石の最善手を打ち続けるために黒と白が覚えるべき手順数です。</translation>
    </message>
    <message>
        <location filename="../ui/analysis/book_panel.cpp" line="175"/>
        <source>%1 by hand</source>
        <translation>%1 手動</translation>
    </message>
    <message>
        <location filename="../ui/analysis/book_panel.cpp" line="177"/>
        <source>0 proven draw</source>
        <translation>0 引き分け確定</translation>
    </message>
    <message>
        <location filename="../ui/analysis/book_panel.cpp" line="178"/>
        <source>%1 exact</source>
        <translation>%1 完全読み</translation>
    </message>
    <message>
        <location filename="../ui/analysis/book_panel.cpp" line="193"/>
        <source>%1 %2, %3, book lines: Black %4, White %5</source>
        <translation>%1 %2、%3、定石の手順数: 黒 %4、白 %5</translation>
    </message>
    <message>
        <location filename="../ui/analysis/book_panel.cpp" line="197"/>
        <source>%1, one of your lines</source>
        <translation>%1、自分の手順</translation>
    </message>
    <message>
        <location filename="../ui/analysis/book_panel.cpp" line="221"/>
        <source>%1 %2</source>
        <translation>%1の%2</translation>
    </message>
    <message>
        <location filename="../ui/analysis/book_panel.cpp" line="223"/>
        <source>Set &amp;Value…</source>
        <translation>評価値を設定(&amp;V)…</translation>
    </message>
    <message>
        <location filename="../ui/analysis/book_panel.cpp" line="229"/>
        <source>&amp;Search Again</source>
        <translation>探索し直す(&amp;S)</translation>
    </message>
    <message>
        <location filename="../ui/analysis/book_panel.cpp" line="232"/>
        <source>&amp;Delete This Move and What Follows…</source>
        <translation>この手と以降を削除(&amp;D)…</translation>
    </message>
    <message>
        <location filename="../ui/analysis/book_panel.cpp" line="236"/>
        <source>Delete %1 from the book, with every position that only it leads to?</source>
        <translation>%1 を、そこからしか行けない局面とともに定石から削除しますか?</translation>
    </message>
    <message>
        <location filename="../ui/analysis/book_panel.cpp" line="242"/>
        <source>&amp;Remove from My Lines</source>
        <translation>自分の手順から外す(&amp;R)</translation>
    </message>
    <message>
        <location filename="../ui/analysis/book_dock.cpp" line="38"/>
        <source>The book searches the move again.</source>
        <translation>定石がこの手を探索し直しています。</translation>
    </message>
    <message>
        <location filename="../ui/analysis/book_dock.cpp" line="61"/>
        <source>Only a line played from the start of the 8x8 board can be marked</source>
        <translation>8x8 の初期局面から打った手順だけを自分の手順にできます</translation>
    </message>
    <message>
        <location filename="../ui/analysis/book_dock.cpp" line="63"/>
        <source>The line to this position is one of your lines</source>
        <translation>この局面までの手順は自分の手順です</translation>
    </message>
    <message>
        <location filename="../ui/analysis/book_dock.cpp" line="64"/>
        <source>Marks the moves to the position shown as one of your lines, for the opening trainer</source>
        <translation>表示中の局面までの手を、定石練習で使う自分の手順にします</translation>
    </message>
    <message>
        <location filename="../ui/analysis/book_dock.cpp" line="84"/>
        <source>Marked as one of your lines.</source>
        <translation>自分の手順にしました。</translation>
    </message>
    <message>
        <location filename="../ui/analysis/book_dock.cpp" line="92"/>
        <source>Removed from your lines.</source>
        <translation>自分の手順から外しました。</translation>
    </message>
    <message>
        <location filename="../ui/analysis/book_dock.cpp" line="112"/>
        <source>Learns the moves to the position shown into your book</source>
        <translation>表示中の局面までの手順を自分の定石に学習させます</translation>
    </message>
    <message>
        <location filename="../ui/analysis/book_dock.cpp" line="133"/>
        <source>The book learns the line in the background.</source>
        <translation>定石がバックグラウンドで手順を学習しています。</translation>
    </message>
    <message>
        <location filename="../ui/analysis/book_dock.cpp" line="143"/>
        <source>The book grows in the background.</source>
        <translation>定石がバックグラウンドで育っています。</translation>
    </message>
    <message>
        <location filename="../ui/analysis/book_dock.cpp" line="99"/>
        <location filename="../ui/analysis/book_panel.cpp" line="79"/>
        <source>Book</source>
        <translation>定石</translation>
    </message>
</context>
<context>
    <name>hasami::BookSettingsPage</name>
    <message>
        <location filename="../ui/dialogs/book_settings.cpp" line="23"/>
        <source>The &amp;built-in book</source>
        <translation>内蔵の定石(&amp;B)</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/book_settings.cpp" line="24"/>
        <source>The built-in book</source>
        <translation>内蔵の定石</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/book_settings.cpp" line="25"/>
        <source>The book that comes with Hasami. It does not change.</source>
        <translation>ハサミに付属する定石です。変わりません。</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/book_settings.cpp" line="27"/>
        <source>&amp;My own book</source>
        <translation>自分の定石(&amp;M)</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/book_settings.cpp" line="27"/>
        <source>My own book</source>
        <translation>自分の定石</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/book_settings.cpp" line="28"/>
        <source>Starts as the built-in book and grows with the games you learn. It is kept in %1.</source>
        <translation>内蔵の定石から始まり、学習した対局で育ちます。%1 に保存されます。</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/book_settings.cpp" line="31"/>
        <source>&amp;Another file:</source>
        <translation>ほかのファイル(&amp;A):</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/book_settings.cpp" line="32"/>
        <source>Another book file</source>
        <translation>ほかの定石ファイル</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/book_settings.cpp" line="34"/>
        <source>A book of Hasami&apos;s, or Edax&apos;s book (.dat) or its text form, which are read but not changed.</source>
        <translation>ハサミの定石、または Edax の定石 (.dat) かそのテキスト形式です。Edax の形式は読み込むだけで変更しません。</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/book_settings.cpp" line="41"/>
        <source>The book file</source>
        <translation>定石ファイル</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/book_settings.cpp" line="42"/>
        <source>C&amp;hoose…</source>
        <translation>選択(&amp;H)…</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/book_settings.cpp" line="43"/>
        <source>Choose the book file</source>
        <translation>定石ファイルを選択</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/book_settings.cpp" line="49"/>
        <source>&amp;Learn every finished game</source>
        <translation>終わった対局をすべて学習する(&amp;L)</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/book_settings.cpp" line="50"/>
        <source>Learn every finished game</source>
        <translation>終わった対局をすべて学習する</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/book_settings.cpp" line="53"/>
        <source>When a game ends, its moves are added to your book and the positions where it left the book are searched, in the background.</source>
        <translation>対局が終わると、その手順を自分の定石に加え、定石を外れた局面をバックグラウンドで探索します。</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/book_settings.cpp" line="56"/>
        <source>Depth of the book&apos;s searches</source>
        <translation>定石の探索の深さ</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/book_settings.cpp" line="58"/>
        <source> plies</source>
        <translation> 手</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/book_settings.cpp" line="61"/>
        <source>How deep each position learnt is searched. At 18 plies a game takes about a minute; positions of 20 empties or fewer are solved.</source>
        <translation>学習する各局面を探索する深さです。18 手では 1 局に約 1 分かかります。空きマスが 20 以下の局面は完全に読み切ります。</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/book_settings.cpp" line="64"/>
        <source>Game &gt; Learn This Game adds the game on the board. The Book panel shows the book&apos;s moves from the position shown.</source>
        <translation>ゲーム &gt; この対局を学習 で盤上の対局を加えます。定石パネルには表示中の局面からの定石の手が出ます。</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/book_settings.cpp" line="73"/>
        <source>Search &amp;depth:</source>
        <translation>探索の深さ(&amp;D):</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/book_settings.cpp" line="97"/>
        <source>Choose a Book</source>
        <translation>定石を選択</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/book_settings.cpp" line="98"/>
        <source>Opening books (*.bin *.dat *.txt);;All files (*)</source>
        <translation>定石 (*.bin *.dat *.txt);;すべてのファイル (*)</translation>
    </message>
</context>
<context>
    <name>hasami::BookWork</name>
    <message>
        <location filename="../ui/analysis/book_work.cpp" line="38"/>
        <source>The book&apos;s learning</source>
        <translation>定石の学習</translation>
    </message>
    <message>
        <location filename="../ui/analysis/book_work.cpp" line="67"/>
        <source>The book learns the game in the background.</source>
        <translation>定石がバックグラウンドで対局を学習しています。</translation>
    </message>
    <message>
        <location filename="../ui/analysis/book_work.cpp" line="72"/>
        <source>Import into My Book</source>
        <translation>自分の定石に取り込む</translation>
    </message>
    <message>
        <location filename="../ui/analysis/book_work.cpp" line="73"/>
        <source>Opening books (*.bin *.dat *.txt);;All files (*)</source>
        <translation>定石 (*.bin *.dat *.txt);;すべてのファイル (*)</translation>
    </message>
    <message>
        <location filename="../ui/analysis/book_work.cpp" line="77"/>
        <source>Edax&apos;s book (*.dat)</source>
        <translation>Edax の定石 (*.dat)</translation>
    </message>
    <message>
        <location filename="../ui/analysis/book_work.cpp" line="80"/>
        <source>Export the Book</source>
        <translation>定石を書き出す</translation>
    </message>
    <message>
        <location filename="../ui/analysis/book_work.cpp" line="81"/>
        <source>Text, a position a line (*.txt)</source>
        <translation>テキスト、1 行に 1 局面 (*.txt)</translation>
    </message>
    <message>
        <location filename="../ui/analysis/book_work.cpp" line="93"/>
        <source>Your book has no earlier versions yet: one is kept at each change.</source>
        <translation>自分の定石にはまだ以前の版がありません。変更のたびに一つ保存されます。</translation>
    </message>
    <message>
        <location filename="../ui/analysis/book_work.cpp" line="98"/>
        <source>Earlier Versions of My Book</source>
        <translation>自分の定石の以前の版</translation>
    </message>
    <message>
        <location filename="../ui/analysis/book_work.cpp" line="101"/>
        <source>Earlier versions of your book</source>
        <translation>自分の定石の以前の版</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/analysis/book_work.cpp" line="107"/>
        <source>%n positions</source>
        <translation>
            <numerusform>%n 局面</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/analysis/book_work.cpp" line="108"/>
        <source>cannot be read: %1</source>
        <translation>読み込めません: %1</translation>
    </message>
    <message>
        <location filename="../ui/analysis/book_work.cpp" line="109"/>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <location filename="../ui/analysis/book_work.cpp" line="115"/>
        <source>&amp;Restore</source>
        <translation>復元(&amp;R)</translation>
    </message>
    <message>
        <location filename="../ui/analysis/book_work.cpp" line="121"/>
        <source>The book is kept as it is now as the newest version, and Undo in the Book panel brings it back.</source>
        <translation>今の定石は最新の版として保存され、定石パネルの「元に戻す」で戻せます。</translation>
    </message>
    <message>
        <location filename="../ui/analysis/book_work.cpp" line="142"/>
        <source>The book file is imported in the background.</source>
        <translation>定石ファイルをバックグラウンドで取り込みます。</translation>
    </message>
    <message>
        <location filename="../ui/analysis/book_work.cpp" line="150"/>
        <source>The book is exported in the background.</source>
        <translation>定石をバックグラウンドで書き出します。</translation>
    </message>
    <message>
        <location filename="../ui/analysis/book_work.cpp" line="181"/>
        <source>Stop %1</source>
        <translation>%1を中止</translation>
    </message>
    <message>
        <location filename="../ui/analysis/book_work.cpp" line="182"/>
        <source>Stop %1; what is done is kept</source>
        <translation>%1を中止（それまでの結果は残ります）</translation>
    </message>
    <message>
        <location filename="../ui/analysis/book_work.cpp" line="42"/>
        <location filename="../ui/analysis/book_work.cpp" line="154"/>
        <location filename="../ui/analysis/book_work.cpp" line="173"/>
        <source>Learning</source>
        <translation>学習中</translation>
    </message>
    <message>
        <location filename="../ui/analysis/book_work.cpp" line="59"/>
        <source>Opening Book</source>
        <translation>定石</translation>
    </message>
    <message>
        <location filename="../ui/analysis/book_work.cpp" line="157"/>
        <source>%1: %2 of %3 positions</source>
        <translation>%1: %3 局面中 %2</translation>
    </message>
    <message>
        <location filename="../ui/analysis/book_work.cpp" line="158"/>
        <source>%1: %2 positions</source>
        <translation>%1: %2 局面</translation>
    </message>
    <message>
        <location filename="../ui/analysis/book_work.cpp" line="159"/>
        <source>%1…</source>
        <translation>%1…</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/analysis/book_work.cpp" line="162"/>
        <source>, about %n s left</source>
        <translation>
            <numerusform>、残り約 %n 秒</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/analysis/book_work.cpp" line="163"/>
        <source>, about %n min left</source>
        <translation>
            <numerusform>、残り約 %n 分</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/analysis/book_work.cpp" line="165"/>
        <source> (%n more waiting)</source>
        <translation>
            <numerusform> (あと %n 局が待機中)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>hasami::CloseGuard</name>
    <message>
        <location filename="../ui/window/close_guard.cpp" line="24"/>
        <source>The game on the board cannot be kept for the next start (%1). Save it to a file before the window closes?</source>
        <translation>盤上のゲームは次回の起動まで残せません (%1)。ウィンドウを閉じる前にファイルに保存しますか？</translation>
    </message>
</context>
<context>
    <name>hasami::DatabaseLibrary</name>
    <message>
        <location filename="../session/database_library.cpp" line="247"/>
        <source>It is not one of your games.</source>
        <translation>あなたの対局ではありません。</translation>
    </message>
    <message>
        <location filename="../session/database_library.cpp" line="252"/>
        <source>Your games were read again meanwhile; nothing was deleted.</source>
        <translation>自分の対局が読み直されたため、何も削除しませんでした。</translation>
    </message>
    <message>
        <location filename="../session/database_library.cpp" line="257"/>
        <source>%1 could not be deleted: %2</source>
        <translation>%1 を削除できませんでした: %2</translation>
    </message>
</context>
<context>
    <name>hasami::DatabasePanel</name>
    <message>
        <location filename="../ui/database/database_panel.cpp" line="50"/>
        <source>S&amp;ymmetric images</source>
        <translation>対称形も数える(&amp;Y)</translation>
    </message>
    <message>
        <location filename="../ui/database/database_panel.cpp" line="53"/>
        <source>Next moves in the database</source>
        <translation>データベースの次の手</translation>
    </message>
    <message>
        <location filename="../ui/database/database_panel.cpp" line="54"/>
        <source>Move</source>
        <translation>手</translation>
    </message>
    <message>
        <location filename="../ui/database/database_panel.cpp" line="54"/>
        <source>Games</source>
        <translation>局数</translation>
    </message>
    <message>
        <location filename="../ui/database/database_panel.cpp" line="54"/>
        <source>Draws</source>
        <translation>引き分け</translation>
    </message>
    <message>
        <location filename="../ui/database/database_panel.cpp" line="54"/>
        <source>Black&apos;s score</source>
        <translation>黒の得点率</translation>
    </message>
    <message>
        <location filename="../ui/database/database_panel.cpp" line="55"/>
        <source>Games in the database</source>
        <translation>データベースの対局</translation>
    </message>
    <message>
        <location filename="../ui/database/database_panel.cpp" line="54"/>
        <location filename="../ui/database/database_panel.cpp" line="56"/>
        <source>Black</source>
        <translation>黒</translation>
    </message>
    <message>
        <location filename="../ui/database/database_panel.cpp" line="51"/>
        <source>Show on the boa&amp;rd</source>
        <translation>盤上に表示(&amp;R)</translation>
    </message>
    <message>
        <location filename="../ui/database/database_panel.cpp" line="54"/>
        <location filename="../ui/database/database_panel.cpp" line="56"/>
        <source>White</source>
        <translation>白</translation>
    </message>
    <message>
        <location filename="../ui/database/database_panel.cpp" line="56"/>
        <source>Year</source>
        <translation>年</translation>
    </message>
    <message>
        <location filename="../ui/database/database_panel.cpp" line="56"/>
        <location filename="../ui/database/database_panel.cpp" line="85"/>
        <source>Tournament</source>
        <translation>大会</translation>
    </message>
    <message>
        <location filename="../ui/database/database_panel.cpp" line="56"/>
        <source>Score</source>
        <translation>石数</translation>
    </message>
    <message>
        <location filename="../ui/database/database_panel.cpp" line="57"/>
        <source>&amp;Delete Game</source>
        <translation>対局を削除(&amp;D)</translation>
    </message>
    <message>
        <location filename="../ui/database/database_panel.cpp" line="74"/>
        <source>Games to look in</source>
        <translation>探す対局</translation>
    </message>
    <message>
        <location filename="../ui/database/database_panel.cpp" line="75"/>
        <source>All games</source>
        <translation>すべての対局</translation>
    </message>
    <message>
        <location filename="../ui/database/database_panel.cpp" line="76"/>
        <source>The database</source>
        <translation>データベース</translation>
    </message>
    <message>
        <location filename="../ui/database/database_panel.cpp" line="77"/>
        <source>My games</source>
        <translation>自分の対局</translation>
    </message>
    <message>
        <location filename="../ui/database/database_panel.cpp" line="78"/>
        <source>My games: the games you played to their end in Hasami.</source>
        <translation>自分の対局: Hasami で最後まで打った対局です。</translation>
    </message>
    <message>
        <location filename="../ui/database/database_panel.cpp" line="80"/>
        <source>Delete the chosen game of yours</source>
        <translation>選んだ自分の対局を削除します</translation>
    </message>
    <message>
        <location filename="../ui/database/database_panel.cpp" line="82"/>
        <source>Player</source>
        <translation>対局者</translation>
    </message>
    <message>
        <location filename="../ui/database/database_panel.cpp" line="83"/>
        <source>Either colour, part of the name</source>
        <translation>黒白どちらでも、名前の一部</translation>
    </message>
    <message>
        <location filename="../ui/database/database_panel.cpp" line="86"/>
        <source>Part of the name</source>
        <translation>名前の一部</translation>
    </message>
    <message>
        <location filename="../ui/database/database_panel.cpp" line="90"/>
        <source>any</source>
        <translation>指定なし</translation>
    </message>
    <message>
        <location filename="../ui/database/database_panel.cpp" line="92"/>
        <source>From the year</source>
        <translation>開始年</translation>
    </message>
    <message>
        <location filename="../ui/database/database_panel.cpp" line="93"/>
        <source>To the year</source>
        <translation>終了年</translation>
    </message>
    <message>
        <location filename="../ui/database/database_panel.cpp" line="96"/>
        <source>Also count the games that reached a symmetric image of the position, their moves turned onto this board.</source>
        <translation>この局面を回転・反転した局面に至った対局も数え、その手をこの盤の向きに直して示します。</translation>
    </message>
    <message>
        <location filename="../ui/database/database_panel.cpp" line="100"/>
        <source>Write each next move&apos;s games and the score of the side to move on its square.</source>
        <translation>次の各手の局数と手番側の得点率をそのマスに書きます。</translation>
    </message>
    <message>
        <location filename="../ui/database/database_panel.cpp" line="107"/>
        <source>The games Black won</source>
        <translation>黒が勝った対局</translation>
    </message>
    <message>
        <location filename="../ui/database/database_panel.cpp" line="108"/>
        <source>The games White won</source>
        <translation>白が勝った対局</translation>
    </message>
    <message>
        <location filename="../ui/database/database_panel.cpp" line="119"/>
        <source>G&amp;ames:</source>
        <translation>対局(&amp;A):</translation>
    </message>
    <message>
        <location filename="../ui/database/database_panel.cpp" line="120"/>
        <source>&amp;Player:</source>
        <translation>対局者(&amp;P):</translation>
    </message>
    <message>
        <location filename="../ui/database/database_panel.cpp" line="121"/>
        <source>&amp;Tournament:</source>
        <translation>大会(&amp;T):</translation>
    </message>
    <message>
        <location filename="../ui/database/database_panel.cpp" line="122"/>
        <source>&amp;Years:</source>
        <translation>年(&amp;Y):</translation>
    </message>
    <message>
        <location filename="../ui/database/database_panel.cpp" line="239"/>
        <source>None of your games is kept yet: the games you play to their end are (Settings &gt; Database).</source>
        <translation>自分の対局はまだ保存されていません。最後まで打った対局が保存されます（設定 &gt; データベース）。</translation>
    </message>
    <message>
        <location filename="../ui/database/database_panel.cpp" line="243"/>
        <source>No database yet: choose the folders of your WTHOR or GGF files in Settings &gt; Database.</source>
        <translation>データベースがまだありません。設定 &gt; データベース で WTHOR または GGF ファイルのフォルダを選んでください。</translation>
    </message>
    <message>
        <location filename="../ui/database/database_panel.cpp" line="313"/>
        <source>%1 against %2</source>
        <translation>%1 対 %2</translation>
    </message>
    <message>
        <location filename="../ui/database/database_panel.cpp" line="315"/>
        <source>Delete Game</source>
        <translation>対局を削除</translation>
    </message>
    <message>
        <location filename="../ui/database/database_panel.cpp" line="316"/>
        <source>Delete your game %1? Its file is deleted.</source>
        <translation>自分の対局 %1 を削除しますか? ファイルが削除されます。</translation>
    </message>
    <message>
        <location filename="../ui/database/database_panel.cpp" line="325"/>
        <source>Deleted your game %1.</source>
        <translation>自分の対局 %1 を削除しました。</translation>
    </message>
    <message>
        <location filename="../ui/database/database_panel.cpp" line="236"/>
        <source>Reading the database…</source>
        <translation>データベースを読み込んでいます…</translation>
    </message>
    <message>
        <location filename="../ui/database/database_panel.cpp" line="234"/>
        <source>Hidden while you guess or solve: the games would tell.</source>
        <translation>着手当てや問題を解いている間は表示しません。対局が答えを教えてしまうためです。</translation>
    </message>
    <message>
        <location filename="../ui/database/database_panel.cpp" line="246"/>
        <source>No game could be read from the database&apos;s folders and files.</source>
        <translation>データベースのフォルダとファイルから対局を読み込めませんでした。</translation>
    </message>
    <message>
        <location filename="../ui/database/database_panel.cpp" line="249"/>
        <source>The database holds games on the 8 × 8 board.</source>
        <translation>データベースは 8 × 8 の盤の対局を収めています。</translation>
    </message>
    <message>
        <location filename="../ui/database/database_panel.cpp" line="255"/>
        <source>%1 of the %2 games reached this position.</source>
        <translation>%2 局のうち %1 局がこの局面に至りました。</translation>
    </message>
    <message>
        <location filename="../ui/database/database_tables.cpp" line="133"/>
        <source>Black won %1, drew %2 and lost %3 of the games with a result.</source>
        <translation>結果のある対局で、黒の %1 勝 %3 敗 %2 分け。</translation>
    </message>
    <message>
        <location filename="../ui/database/database_panel.cpp" line="280"/>
        <source>The first %1 games are listed: a filter, or a move further, lists fewer.</source>
        <translation>最初の %1 局を表示しています。絞り込むか手を進めると数が減ります。</translation>
    </message>
    <message>
        <location filename="../ui/database/database_panel.cpp" line="301"/>
        <source>Opened %1 against %2 from the database.</source>
        <translation>データベースから %1 対 %2 の対局を開きました。</translation>
    </message>
    <message>
        <location filename="../ui/database/database_dock.cpp" line="23"/>
        <location filename="../ui/database/database_dock.cpp" line="47"/>
        <source>Database</source>
        <translation>データベース</translation>
    </message>
</context>
<context>
    <name>hasami::DatabaseReading</name>
    <message>
        <location filename="../ui/database/database_reading.cpp" line="11"/>
        <source>Reading the database</source>
        <translation>データベースを読み込み中</translation>
    </message>
    <message>
        <location filename="../ui/database/database_reading.cpp" line="28"/>
        <source>Reading the database: %p%</source>
        <translation>データベースを読み込み中: %p%</translation>
    </message>
</context>
<context>
    <name>hasami::DatabaseSettingsPage</name>
    <message>
        <location filename="../ui/dialogs/database_settings.cpp" line="24"/>
        <source>Games to study openings by: the WTHOR files of the French Othello Federation (download them from its site and unzip them into a folder, with WTHOR.JOU and WTHOR.TRN, or WTH.JOU and WTH.TRN), GGF files, or Hasami&apos;s game files. The Database panel (View menu) then shows the games that reached the position on the board.</source>
        <translation>定石研究のための対局集です。フランス・オセロ連盟の WTHOR ファイル（連盟のサイトからダウンロードし、WTHOR.JOU と WTHOR.TRN、または WTH.JOU と WTH.TRN と一緒に一つのフォルダに展開してください）、GGF ファイル、またはハサミの棋譜ファイルが使えます。データベース パネル（表示メニュー）に、盤上の局面に至った対局が表示されます。</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/database_settings.cpp" line="31"/>
        <source>Database folders and files</source>
        <translation>データベースのフォルダとファイル</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/database_settings.cpp" line="35"/>
        <source>Add &amp;Folder…</source>
        <translation>フォルダを追加(&amp;F)…</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/database_settings.cpp" line="37"/>
        <source>Add F&amp;iles…</source>
        <translation>ファイルを追加(&amp;I)…</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/database_settings.cpp" line="39"/>
        <source>Re&amp;move</source>
        <translation>削除(&amp;M)</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/database_settings.cpp" line="45"/>
        <source>Count games that reached a &amp;symmetric image of the position</source>
        <translation>局面の対称形に至った対局も数える(&amp;S)</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/database_settings.cpp" line="48"/>
        <source>A game opened d3 then meets the games opened f5, their moves turned onto the board shown.</source>
        <translation>d3 で始まった対局も f5 で始まった対局と合わせて数え、その手を表示中の盤の向きに直します。</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/database_settings.cpp" line="51"/>
        <source>&amp;Keep my finished games for the Database panel</source>
        <translation>終局した自分の対局をデータベースパネル用に保存する(&amp;K)</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/database_settings.cpp" line="54"/>
        <source>Every 8 × 8 game you play to its end is kept, with its review, in %1; the Database panel shows them under My games.</source>
        <translation>最後まで打った 8 × 8 の対局は、検討結果とともに %1 に保存され、データベースパネルの「自分の対局」に表示されます。</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/database_settings.cpp" line="93"/>
        <source>Add a Database Folder</source>
        <translation>データベースのフォルダを追加</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/database_settings.cpp" line="99"/>
        <source>Add Database Files</source>
        <translation>データベースのファイルを追加</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/database_settings.cpp" line="100"/>
        <source>Game databases (*.wtb *.WTB *.ggf *.GGF *.txt);;All files (*)</source>
        <translation>対局データベース (*.wtb *.WTB *.ggf *.GGF *.txt);;すべてのファイル (*)</translation>
    </message>
</context>
<context>
    <name>hasami::EngineStatus</name>
    <message>
        <location filename="../ui/window/engine_status.cpp" line="41"/>
        <location filename="../ui/window/engine_status.cpp" line="66"/>
        <source>Thinking…</source>
        <translation>思考中…</translation>
    </message>
    <message>
        <location filename="../ui/window/engine_status.cpp" line="57"/>
        <source>Analysing…</source>
        <translation>解析中…</translation>
    </message>
    <message>
        <location filename="../ui/window/engine_status.cpp" line="60"/>
        <source>Analysing: %1</source>
        <translation>解析中: %1</translation>
    </message>
    <message>
        <location filename="../ui/window/engine_status.cpp" line="73"/>
        <source>exact</source>
        <translation>完全読み</translation>
    </message>
    <message>
        <location filename="../ui/window/engine_status.cpp" line="73"/>
        <source>depth %1</source>
        <translation>深さ %1</translation>
    </message>
    <message>
        <location filename="../ui/window/engine_status.cpp" line="74"/>
        <source>Thinking… %1, score %2, %3</source>
        <translation>思考中… %1、評価 %2、%3</translation>
    </message>
    <message>
        <location filename="../ui/window/engine_status.cpp" line="79"/>
        <source> · </source>
        <comment>between a search&apos;s figures</comment>
        <translation> · </translation>
    </message>
</context>
<context>
    <name>hasami::EvaluationGraph</name>
    <message>
        <location filename="../ui/analysis/evaluation_graph.cpp" line="42"/>
        <source>Evaluation graph</source>
        <translation>評価グラフ</translation>
    </message>
    <message>
        <location filename="../ui/analysis/evaluation_graph.cpp" line="71"/>
        <source>No move has a value yet.</source>
        <translation>まだ評価値のある手はありません。</translation>
    </message>
    <message>
        <location filename="../ui/analysis/evaluation_graph.cpp" line="78"/>
        <source> Move %1: %2.</source>
        <translation>%1 手目: %2。</translation>
    </message>
    <message>
        <location filename="../ui/analysis/evaluation_graph.cpp" line="80"/>
        <source>%1 values; after move %2, %3 for Black.</source>
        <translation>評価値 %1 個。%2 手目の後、黒から見て %3。</translation>
    </message>
</context>
<context>
    <name>hasami::GameActions</name>
    <message>
        <location filename="../ui/window/game_actions.cpp" line="18"/>
        <source>&amp;New Game</source>
        <translation>新規ゲーム(&amp;N)</translation>
    </message>
    <message>
        <location filename="../ui/window/game_actions.cpp" line="19"/>
        <source>&amp;Open…</source>
        <translation>開く(&amp;O)…</translation>
    </message>
    <message>
        <location filename="../ui/window/game_actions.cpp" line="20"/>
        <source>Open &amp;Recent</source>
        <translation>最近使ったファイル(&amp;R)</translation>
    </message>
    <message>
        <location filename="../ui/window/game_actions.cpp" line="21"/>
        <source>&amp;Save</source>
        <translation>保存(&amp;S)</translation>
    </message>
    <message>
        <location filename="../ui/window/game_actions.cpp" line="23"/>
        <source>Save Game &amp;As…</source>
        <translation>ゲームに名前を付けて保存(&amp;A)…</translation>
    </message>
    <message>
        <location filename="../ui/window/game_actions.cpp" line="24"/>
        <source>Save &amp;Position As…</source>
        <translation>局面に名前を付けて保存(&amp;P)…</translation>
    </message>
    <message>
        <location filename="../ui/window/game_actions.cpp" line="25"/>
        <source>&amp;Copy Game</source>
        <translation>ゲームをコピー(&amp;C)</translation>
    </message>
    <message>
        <location filename="../ui/window/game_actions.cpp" line="26"/>
        <source>Copy Game as &amp;GGF</source>
        <translation>ゲームを GGF でコピー(&amp;G)</translation>
    </message>
    <message>
        <location filename="../ui/window/game_actions.cpp" line="28"/>
        <source>Copy P&amp;osition</source>
        <translation>局面をコピー(&amp;O)</translation>
    </message>
    <message>
        <location filename="../ui/window/game_actions.cpp" line="29"/>
        <source>&amp;Paste Game or Position</source>
        <translation>ゲームまたは局面を貼り付け(&amp;P)</translation>
    </message>
    <message>
        <location filename="../ui/window/game_actions.cpp" line="30"/>
        <source>Set &amp;Up Position…</source>
        <translation>局面を編集(&amp;U)…</translation>
    </message>
    <message>
        <location filename="../ui/window/game_actions.cpp" line="32"/>
        <source>Mo&amp;ve Variation Up</source>
        <translation>変化を一つ上へ(&amp;V)</translation>
    </message>
    <message>
        <location filename="../ui/window/game_actions.cpp" line="34"/>
        <source>Pro&amp;mote Variation to Main Line</source>
        <translation>変化を本譜にする(&amp;M)</translation>
    </message>
    <message>
        <location filename="../ui/window/game_actions.cpp" line="36"/>
        <source>&amp;Delete Variation…</source>
        <translation>変化を削除(&amp;D)…</translation>
    </message>
    <message>
        <location filename="../ui/window/game_actions.cpp" line="38"/>
        <source>Delete Moves &amp;After This One…</source>
        <translation>この手より後を削除(&amp;A)…</translation>
    </message>
    <message>
        <location filename="../ui/window/game_actions.cpp" line="41"/>
        <source>Copy &amp;Line up to This Move</source>
        <translation>この手までの手順をコピー(&amp;L)</translation>
    </message>
    <message>
        <location filename="../ui/window/game_actions.cpp" line="43"/>
        <source>Comme&amp;nt…</source>
        <translation>コメント(&amp;N)…</translation>
    </message>
    <message>
        <location filename="../ui/window/game_actions.cpp" line="44"/>
        <source>Game &amp;Info…</source>
        <translation>対局情報(&amp;I)…</translation>
    </message>
    <message>
        <location filename="../ui/window/game_actions.cpp" line="45"/>
        <source>&amp;Undo</source>
        <translation>元に戻す(&amp;U)</translation>
    </message>
    <message>
        <location filename="../ui/window/game_actions.cpp" line="46"/>
        <source>&amp;Redo</source>
        <translation>やり直す(&amp;R)</translation>
    </message>
    <message>
        <location filename="../ui/window/game_actions.cpp" line="47"/>
        <source>&amp;Hint</source>
        <translation>ヒント(&amp;H)</translation>
    </message>
    <message>
        <location filename="../ui/window/game_actions.cpp" line="49"/>
        <source>&amp;Analyze Game</source>
        <translation>棋譜を解析(&amp;A)</translation>
    </message>
    <message>
        <location filename="../ui/window/game_actions.cpp" line="50"/>
        <source>Game &amp;Report…</source>
        <translation>対局レポート(&amp;R)…</translation>
    </message>
    <message>
        <location filename="../ui/window/game_actions.cpp" line="52"/>
        <source>My &amp;Progress…</source>
        <translation>上達の記録(&amp;P)…</translation>
    </message>
    <message>
        <location filename="../ui/window/game_actions.cpp" line="53"/>
        <source>&amp;Learn This Game</source>
        <translation>この対局を学習(&amp;L)</translation>
    </message>
    <message>
        <location filename="../ui/window/game_actions.cpp" line="54"/>
        <source>&amp;Import into My Book…</source>
        <translation>自分の定石に取り込む(&amp;I)…</translation>
    </message>
    <message>
        <location filename="../ui/window/game_actions.cpp" line="55"/>
        <source>&amp;Export the Book…</source>
        <translation>定石を書き出す(&amp;E)…</translation>
    </message>
    <message>
        <location filename="../ui/window/game_actions.cpp" line="57"/>
        <source>Earlier &amp;Versions of My Book…</source>
        <translation>自分の定石の以前の版(&amp;V)…</translation>
    </message>
    <message>
        <location filename="../ui/window/game_actions.cpp" line="58"/>
        <source>Show &amp;Evaluations</source>
        <translation>評価値を表示(&amp;E)</translation>
    </message>
    <message>
        <location filename="../ui/window/game_actions.cpp" line="60"/>
        <source>&amp;Sound</source>
        <translation>効果音(&amp;S)</translation>
    </message>
    <message>
        <location filename="../ui/window/game_actions.cpp" line="61"/>
        <source>&amp;Move Now</source>
        <translation>すぐに打たせる(&amp;M)</translation>
    </message>
    <message>
        <location filename="../ui/window/game_actions.cpp" line="62"/>
        <source>&amp;Pause</source>
        <translation>一時停止(&amp;P)</translation>
    </message>
    <message>
        <location filename="../ui/window/game_actions.cpp" line="63"/>
        <source>&amp;Black: AI</source>
        <translation>黒: AI(&amp;B)</translation>
    </message>
    <message>
        <location filename="../ui/window/game_actions.cpp" line="64"/>
        <source>&amp;White: AI</source>
        <translation>白: AI(&amp;W)</translation>
    </message>
    <message>
        <location filename="../ui/window/game_actions.cpp" line="65"/>
        <source>&amp;Settings…</source>
        <translation>設定(&amp;S)…</translation>
    </message>
    <message>
        <location filename="../ui/window/game_actions.cpp" line="66"/>
        <source>&amp;Quit</source>
        <translation>終了(&amp;Q)</translation>
    </message>
    <message>
        <location filename="../ui/window/game_actions.cpp" line="67"/>
        <source>&amp;How to Play</source>
        <translation>遊び方(&amp;H)</translation>
    </message>
    <message>
        <location filename="../ui/window/game_actions.cpp" line="68"/>
        <source>&amp;About Hasami</source>
        <translation>ハサミについて(&amp;A)</translation>
    </message>
    <message>
        <location filename="../ui/window/game_actions.cpp" line="76"/>
        <source>Rotate &amp;Right</source>
        <translation>右に90度回転(&amp;R)</translation>
    </message>
    <message>
        <location filename="../ui/window/game_actions.cpp" line="77"/>
        <source>Rotate &amp;Half Turn</source>
        <translation>180度回転(&amp;H)</translation>
    </message>
    <message>
        <location filename="../ui/window/game_actions.cpp" line="78"/>
        <source>Rotate &amp;Left</source>
        <translation>左に90度回転(&amp;L)</translation>
    </message>
    <message>
        <location filename="../ui/window/game_actions.cpp" line="79"/>
        <source>Mirror Left to R&amp;ight</source>
        <translation>左右反転(&amp;I)</translation>
    </message>
    <message>
        <location filename="../ui/window/game_actions.cpp" line="80"/>
        <source>Mirror &amp;Top to Bottom</source>
        <translation>上下反転(&amp;T)</translation>
    </message>
    <message>
        <location filename="../ui/window/game_actions.cpp" line="81"/>
        <source>Mirror on the a1–h8 &amp;Diagonal</source>
        <translation>a1–h8 の対角線で反転(&amp;D)</translation>
    </message>
    <message>
        <location filename="../ui/window/game_actions.cpp" line="82"/>
        <source>Mirror on the a8–h1 Di&amp;agonal</source>
        <translation>a8–h1 の対角線で反転(&amp;A)</translation>
    </message>
    <message>
        <location filename="../ui/window/game_actions.cpp" line="88"/>
        <source>&amp;Normalise to f5</source>
        <translation>初手を f5 にそろえる(&amp;N)</translation>
    </message>
    <message>
        <location filename="../ui/window/game_actions.cpp" line="90"/>
        <source>&amp;Flip Board</source>
        <translation>盤を反転(&amp;F)</translation>
    </message>
    <message>
        <location filename="../ui/window/game_actions.cpp" line="91"/>
        <source>Shows the board from White&apos;s side</source>
        <translation>白の側から見た盤にします</translation>
    </message>
    <message>
        <location filename="../ui/window/game_actions.cpp" line="92"/>
        <source>&amp;Copy Picture</source>
        <translation>画像をコピー(&amp;C)</translation>
    </message>
    <message>
        <location filename="../ui/window/game_actions.cpp" line="94"/>
        <source>&amp;Save Picture As…</source>
        <translation>画像に名前を付けて保存(&amp;S)…</translation>
    </message>
    <message>
        <location filename="../ui/window/game_actions.cpp" line="95"/>
        <source>With the &amp;Values</source>
        <translation>評価値を含める(&amp;V)</translation>
    </message>
    <message>
        <location filename="../ui/window/game_actions.cpp" line="70"/>
        <source>The computer plays Black</source>
        <translation>コンピューターが黒を打つ</translation>
    </message>
    <message>
        <location filename="../ui/window/game_actions.cpp" line="71"/>
        <source>The computer plays White</source>
        <translation>コンピューターが白を打つ</translation>
    </message>
    <message>
        <location filename="../ui/window/game_actions.cpp" line="100"/>
        <source>&amp;Game</source>
        <translation>ゲーム(&amp;G)</translation>
    </message>
    <message>
        <location filename="../ui/window/game_actions.cpp" line="111"/>
        <source>Opening &amp;Book</source>
        <translation>定石(&amp;B)</translation>
    </message>
    <message>
        <location filename="../ui/window/game_actions.cpp" line="122"/>
        <source>&amp;Edit</source>
        <translation>編集(&amp;E)</translation>
    </message>
    <message>
        <location filename="../ui/window/game_actions.cpp" line="128"/>
        <source>&amp;Transform</source>
        <translation>盤面の変換(&amp;T)</translation>
    </message>
    <message>
        <location filename="../ui/window/game_actions.cpp" line="132"/>
        <source>&amp;Board Picture</source>
        <translation>盤の画像(&amp;B)</translation>
    </message>
    <message>
        <location filename="../ui/window/game_actions.cpp" line="140"/>
        <source>&amp;View</source>
        <translation>表示(&amp;V)</translation>
    </message>
    <message>
        <location filename="../ui/window/game_actions.cpp" line="147"/>
        <source>&amp;Help</source>
        <translation>ヘルプ(&amp;H)</translation>
    </message>
    <message>
        <location filename="../ui/window/game_actions.cpp" line="150"/>
        <source>Game</source>
        <translation>ゲーム</translation>
    </message>
</context>
<context>
    <name>hasami::GameFiles</name>
    <message>
        <location filename="../ui/window/game_files.cpp" line="95"/>
        <source>Pasted the game.</source>
        <translation>ゲームを貼り付けました。</translation>
    </message>
    <message>
        <location filename="../ui/window/game_files.cpp" line="96"/>
        <source>Pasted the position.</source>
        <translation>局面を貼り付けました。</translation>
    </message>
    <message>
        <location filename="../ui/window/game_files.cpp" line="106"/>
        <source>The computer waits: resume (P) to let it play.</source>
        <translation>コンピューターは待機中です。打たせるには再開 (P) してください。</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/window/game_files.cpp" line="118"/>
        <source>%1. %2 to move, %n empty squares</source>
        <translation>
            <numerusform>%1. %2の手番、空きマス %n</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/window/game_files.cpp" line="194"/>
        <source>%1 is not a game or a position Hasami can read: %2</source>
        <translation>%1 はハサミが読み込めるゲームや局面ではありません: %2</translation>
    </message>
    <message>
        <location filename="../ui/window/game_files.cpp" line="205"/>
        <source>%1 is opened, but its analysis is damaged and is left out: %2</source>
        <translation>%1 を開きましたが、解析結果が壊れているため読み込みませんでした: %2</translation>
    </message>
    <message>
        <location filename="../ui/window/game_files.cpp" line="209"/>
        <source>%1 is opened, but its clock line is damaged and is left out: %2</source>
        <translation>%1 を開きましたが、時計の行が壊れているため読み込みませんでした: %2</translation>
    </message>
    <message>
        <location filename="../ui/window/game_files.cpp" line="298"/>
        <source>Games and positions (*.txt *.obf *.ggf)</source>
        <translation>ゲームと局面 (*.txt *.obf *.ggf)</translation>
    </message>
    <message>
        <location filename="../ui/window/game_files.cpp" line="298"/>
        <source>All files (*)</source>
        <translation>すべてのファイル (*)</translation>
    </message>
    <message>
        <location filename="../ui/window/game_files.cpp" line="94"/>
        <source>Opened %1.</source>
        <translation>%1 を開きました。</translation>
    </message>
    <message>
        <location filename="../ui/window/game_files.cpp" line="63"/>
        <source>The game on the board has changes that are not saved. Save it first?</source>
        <translation>盤上のゲームには保存されていない変更があります。先に保存しますか?</translation>
    </message>
    <message>
        <location filename="../ui/window/game_files.cpp" line="64"/>
        <source>The game %1 has changes that are not saved. Save them first?</source>
        <translation>ゲーム %1 には保存されていない変更があります。先に保存しますか?</translation>
    </message>
    <message>
        <location filename="../ui/window/game_files.cpp" line="140"/>
        <source>%1 is not a GGF game Hasami can read: %2</source>
        <translation>%1 はハサミが読み込める GGF のゲームではありません: %2</translation>
    </message>
    <message>
        <location filename="../ui/window/game_files.cpp" line="149"/>
        <source>%1. %2 – %3, %4 moves %5</source>
        <translation>%1. %2 – %3、%4 手 %5</translation>
    </message>
    <message>
        <location filename="../ui/window/game_files.cpp" line="244"/>
        <location filename="../ui/window/game_files.cpp" line="257"/>
        <source>Saved the game to %1.</source>
        <translation>ゲームを %1 に保存しました。</translation>
    </message>
    <message>
        <location filename="../ui/window/game_files.cpp" line="245"/>
        <source>Saved the line shown to %1: GGF keeps no variations, so they are left out of it.</source>
        <translation>表示中の手順を %1 に保存しました。GGF には変化を保存できないため、変化は含まれていません。</translation>
    </message>
    <message>
        <location filename="../ui/window/game_files.cpp" line="269"/>
        <source>Saved the position to %1.</source>
        <translation>局面を %1 に保存しました。</translation>
    </message>
    <message>
        <location filename="../ui/window/game_files.cpp" line="275"/>
        <source>Copied the game.</source>
        <translation>ゲームをコピーしました。</translation>
    </message>
    <message>
        <location filename="../ui/window/game_files.cpp" line="280"/>
        <source>Copied the game as GGF.</source>
        <translation>ゲームを GGF でコピーしました。</translation>
    </message>
    <message>
        <location filename="../ui/window/game_files.cpp" line="286"/>
        <source>Copied the position.</source>
        <translation>局面をコピーしました。</translation>
    </message>
    <message>
        <location filename="../ui/window/game_files.cpp" line="291"/>
        <source>The clipboard</source>
        <translation>クリップボードの内容</translation>
    </message>
    <message>
        <location filename="../ui/window/game_files.cpp" line="296"/>
        <source>Open Game or Position</source>
        <translation>ゲームまたは局面を開く</translation>
    </message>
    <message>
        <location filename="../ui/window/game_files.cpp" line="326"/>
        <source>Save Game</source>
        <translation>ゲームを保存</translation>
    </message>
    <message>
        <location filename="../ui/window/game_files.cpp" line="328"/>
        <source>Games (*.txt)</source>
        <translation>ゲーム (*.txt)</translation>
    </message>
    <message>
        <location filename="../ui/window/game_files.cpp" line="328"/>
        <source>GGF games (*.ggf)</source>
        <translation>GGF のゲーム (*.ggf)</translation>
    </message>
    <message>
        <location filename="../ui/window/game_files.cpp" line="335"/>
        <source>Save Position</source>
        <translation>局面を保存</translation>
    </message>
    <message>
        <location filename="../ui/window/game_files.cpp" line="335"/>
        <source>Positions (*.obf)</source>
        <translation>局面 (*.obf)</translation>
    </message>
</context>
<context>
    <name>hasami::GameInfoDialog</name>
    <message>
        <location filename="../ui/dialogs/game_info_dialog.cpp" line="19"/>
        <source>Black</source>
        <translation>黒</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/game_info_dialog.cpp" line="20"/>
        <source>White</source>
        <translation>白</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/game_info_dialog.cpp" line="21"/>
        <source>Event</source>
        <translation>大会</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/game_info_dialog.cpp" line="22"/>
        <source>Place</source>
        <translation>場所</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/game_info_dialog.cpp" line="23"/>
        <source>Date</source>
        <translation>日付</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/game_info_dialog.cpp" line="24"/>
        <source>Round</source>
        <translation>回戦</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/game_info_dialog.cpp" line="25"/>
        <source>Result</source>
        <translation>結果</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/game_info_dialog.cpp" line="27"/>
        <source>Note</source>
        <translation>メモ</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/game_info_dialog.cpp" line="30"/>
        <source>Game Info</source>
        <translation>対局情報</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/game_info_dialog.cpp" line="31"/>
        <source>YYYY-MM-DD, or the year</source>
        <translation>YYYY-MM-DD、または年のみ</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/game_info_dialog.cpp" line="32"/>
        <source>Black&apos;s discs and White&apos;s (36-28), or Black&apos;s margin (+8)</source>
        <translation>黒の石数と白の石数 (36-28)、または黒の石差 (+8)</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/game_info_dialog.cpp" line="36"/>
        <source>The game is over: its result is the board&apos;s.</source>
        <translation>対局は終わっています。結果は盤面のとおりです。</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/game_info_dialog.cpp" line="39"/>
        <source>&amp;Black:</source>
        <translation>黒(&amp;B):</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/game_info_dialog.cpp" line="40"/>
        <source>&amp;White:</source>
        <translation>白(&amp;W):</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/game_info_dialog.cpp" line="41"/>
        <source>&amp;Event:</source>
        <translation>大会(&amp;E):</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/game_info_dialog.cpp" line="42"/>
        <source>&amp;Place:</source>
        <translation>場所(&amp;P):</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/game_info_dialog.cpp" line="43"/>
        <source>&amp;Date:</source>
        <translation>日付(&amp;D):</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/game_info_dialog.cpp" line="44"/>
        <source>R&amp;ound:</source>
        <translation>回戦(&amp;O):</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/game_info_dialog.cpp" line="45"/>
        <source>&amp;Result:</source>
        <translation>結果(&amp;R):</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/game_info_dialog.cpp" line="46"/>
        <source>&amp;Note:</source>
        <translation>メモ(&amp;N):</translation>
    </message>
</context>
<context>
    <name>hasami::GameOverNotice</name>
    <message>
        <location filename="../ui/window/game_over.cpp" line="50"/>
        <source>Game Over</source>
        <translation>対局終了</translation>
    </message>
    <message>
        <location filename="../ui/window/game_over.cpp" line="54"/>
        <source>&amp;New Game</source>
        <translation>新規ゲーム(&amp;N)</translation>
    </message>
    <message>
        <location filename="../ui/window/game_over.cpp" line="56"/>
        <source>&amp;Analyze Game</source>
        <translation>棋譜を解析(&amp;A)</translation>
    </message>
    <message>
        <location filename="../ui/window/game_over.cpp" line="58"/>
        <source>Game &amp;Report</source>
        <translation>対局レポート(&amp;R)</translation>
    </message>
</context>
<context>
    <name>hasami::GameReportDialog</name>
    <message>
        <location filename="../ui/dialogs/game_report_dialog.cpp" line="27"/>
        <source>Discs lost, added up over the game</source>
        <translation>損失石数の累計</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/game_report_dialog.cpp" line="46"/>
        <source>Move</source>
        <translation>手数</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/game_report_dialog.cpp" line="48"/>
        <source>Discs</source>
        <translation>石数</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/game_report_dialog.cpp" line="52"/>
        <source>Discs lost over the game</source>
        <translation>対局を通じた損失石数</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/game_report_dialog.cpp" line="53"/>
        <source>Black lost %1 discs in all, White %2.</source>
        <translation>損失石数の合計は黒 %1 石、白 %2 石です。</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/game_report_dialog.cpp" line="68"/>
        <source>Game Report</source>
        <translation>対局レポート</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/game_report_dialog.cpp" line="75"/>
        <source>%1 (Black) against %2 (White).</source>
        <translation>%1（黒）対 %2（白）。</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/game_report_dialog.cpp" line="78"/>
        <source>Result for Black: %1; the start was worth %2.</source>
        <translation>黒から見た結果: %1。初期局面の評価値は %2 でした。</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/game_report_dialog.cpp" line="83"/>
        <source>Not every move is reviewed yet.</source>
        <translation>まだ解析されていない手があります。</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/game_report_dialog.cpp" line="65"/>
        <source>How each side played</source>
        <translation>黒白それぞれの打ち方</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/game_report_dialog.cpp" line="93"/>
        <source>Accuracy</source>
        <translation>精度</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/game_report_dialog.cpp" line="95"/>
        <source>Opening</source>
        <translation>序盤</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/game_report_dialog.cpp" line="95"/>
        <source>Middle game</source>
        <translation>中盤</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/game_report_dialog.cpp" line="95"/>
        <source>Endgame (last 20 empties)</source>
        <translation>終盤（空きマス 20 以下）</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/game_report_dialog.cpp" line="97"/>
        <source>Accuracy: %1</source>
        <translation>精度: %1</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/game_report_dialog.cpp" line="101"/>
        <source>Discs lost</source>
        <translation>損失石数</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/game_report_dialog.cpp" line="127"/>
        <source>No move gave anything away.</source>
        <translation>損をした手はありませんでした。</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/game_report_dialog.cpp" line="128"/>
        <source>The biggest swing: move %1, %2&apos;s %3 (%4), gave away %5 points of expected score (%6 discs); %7 was best.</source>
        <translation>最大の損失: %1 手目、%2の %3（%4）で期待得点を %5 ポイント失いました（%6 石）。最善手は %7 でした。</translation>
    </message>
</context>
<context>
    <name>hasami::GuessCoach</name>
    <message>
        <location filename="../ui/window/guess_coach.cpp" line="34"/>
        <source>1 disc</source>
        <translation>1 石</translation>
    </message>
    <message>
        <location filename="../ui/window/guess_coach.cpp" line="34"/>
        <source>%1 discs</source>
        <translation>%1 石</translation>
    </message>
    <message>
        <location filename="../ui/window/guess_coach.cpp" line="45"/>
        <source>&amp;Guess the Moves…</source>
        <translation>着手当て(&amp;G)…</translation>
    </message>
    <message>
        <location filename="../ui/window/guess_coach.cpp" line="52"/>
        <location filename="../ui/window/guess_coach.cpp" line="70"/>
        <source>Stop Guessing</source>
        <translation>着手当てをやめる</translation>
    </message>
    <message>
        <location filename="../ui/window/guess_coach.cpp" line="76"/>
        <source>Checking your guess…</source>
        <translation>予想を確かめています…</translation>
    </message>
    <message>
        <location filename="../ui/window/guess_coach.cpp" line="82"/>
        <location filename="../ui/window/guess_coach.cpp" line="150"/>
        <location filename="../ui/window/guess_coach.cpp" line="177"/>
        <source>Guess the Moves</source>
        <translation>着手当て</translation>
    </message>
    <message>
        <location filename="../ui/window/guess_coach.cpp" line="83"/>
        <source>Replay the game shown and guess the moves of one colour: whose moves do you guess?</source>
        <translation>表示中の対局を再生し、片方の色の着手を当てます。どちらの着手を当てますか?</translation>
    </message>
    <message>
        <location filename="../ui/window/guess_coach.cpp" line="90"/>
        <source>&amp;Black&apos;s Moves</source>
        <translation>黒の着手(&amp;B)</translation>
    </message>
    <message>
        <location filename="../ui/window/guess_coach.cpp" line="90"/>
        <source>&amp;White&apos;s Moves</source>
        <translation>白の着手(&amp;W)</translation>
    </message>
    <message>
        <location filename="../ui/window/guess_coach.cpp" line="112"/>
        <source>Good: %1 was played, and it is a best move.</source>
        <translation>正解: 実戦は %1 で、最善手です。</translation>
    </message>
    <message>
        <location filename="../ui/window/guess_coach.cpp" line="113"/>
        <source>Good: %1 was played. It loses %2 against the best move: %3.</source>
        <translation>正解: 実戦は %1 でした。最善手より %2 損です: %3。</translation>
    </message>
    <message>
        <location filename="../ui/window/guess_coach.cpp" line="116"/>
        <source>Good: %1 is a best move; %2 was played.</source>
        <translation>正解: %1 は最善手です。実戦は %2 でした。</translation>
    </message>
    <message>
        <location filename="../ui/window/guess_coach.cpp" line="117"/>
        <source>Good: %1 loses %2 against the best move; %3 was played.</source>
        <translation>正解: %1 は最善手より %2 損です。実戦は %3 でした。</translation>
    </message>
    <message>
        <location filename="../ui/window/guess_coach.cpp" line="120"/>
        <source>%1 loses %2 against the best move. Better: %3. %4 was played.</source>
        <translation>%1 は最善手より %2 損です。よりよい手: %3。実戦は %4 でした。</translation>
    </message>
    <message>
        <location filename="../ui/window/guess_coach.cpp" line="132"/>
        <source>Good guesses: %1 of %2 (%3%). Mean loss: %4 discs a move.</source>
        <translation>正解: %2 手中 %1 手 (%3%)。平均損失: 1 手あたり %4 石。</translation>
    </message>
    <message>
        <location filename="../ui/window/guess_coach.cpp" line="142"/>
        <source>Guessing has stopped.</source>
        <translation>着手当てを終えました。</translation>
    </message>
    <message>
        <location filename="../ui/window/guess_coach.cpp" line="146"/>
        <location filename="../ui/window/guess_coach.cpp" line="151"/>
        <source>The game is over.</source>
        <translation>対局が終わりました。</translation>
    </message>
    <message>
        <location filename="../ui/window/guess_coach.cpp" line="147"/>
        <source>Close</source>
        <translation>閉じる</translation>
    </message>
    <message>
        <location filename="../ui/window/guess_coach.cpp" line="163"/>
        <source>Good guesses: %1 of %2, mean loss %3.</source>
        <translation>正解: %2 手中 %1 手、平均損失 %3。</translation>
    </message>
    <message>
        <location filename="../ui/window/guess_coach.cpp" line="172"/>
        <source>Guess Black&apos;s next move: click the square you would play.</source>
        <translation>黒の次の手を当ててください: 打つマスをクリックします。</translation>
    </message>
    <message>
        <location filename="../ui/window/guess_coach.cpp" line="173"/>
        <source>Guess White&apos;s next move: click the square you would play.</source>
        <translation>白の次の手を当ててください: 打つマスをクリックします。</translation>
    </message>
</context>
<context>
    <name>hasami::GuessMode</name>
    <message>
        <location filename="../session/modes/guess_mode.cpp" line="38"/>
        <source>%1 is not a legal move here.</source>
        <translation>%1 はここでは打てません。</translation>
    </message>
    <message>
        <location filename="../session/modes/guess_mode.cpp" line="65"/>
        <source>No move of Black&apos;s is left to guess in this game.</source>
        <translation>この対局には当てる黒の着手が残っていません。</translation>
    </message>
    <message>
        <location filename="../session/modes/guess_mode.cpp" line="66"/>
        <source>No move of White&apos;s is left to guess in this game.</source>
        <translation>この対局には当てる白の着手が残っていません。</translation>
    </message>
</context>
<context>
    <name>hasami::HowToPlayDialog</name>
    <message>
        <location filename="../ui/dialogs/how_to_play.cpp" line="160"/>
        <source>How to Play</source>
        <translation>遊び方</translation>
    </message>
</context>
<context>
    <name>hasami::LineEditor</name>
    <message>
        <location filename="../ui/analysis/line_editor.cpp" line="35"/>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <location filename="../ui/analysis/line_editor.cpp" line="45"/>
        <source>Comment</source>
        <translation>コメント</translation>
    </message>
    <message>
        <location filename="../ui/analysis/line_editor.cpp" line="46"/>
        <source>A comment on this move (Ctrl+Enter to accept):</source>
        <translation>この手へのコメント (Ctrl+Enter で確定):</translation>
    </message>
    <message>
        <location filename="../ui/analysis/line_editor.cpp" line="126"/>
        <source>Delete the variation that starts with %1, and every move after it? This cannot be undone.</source>
        <translation>%1 から始まる変化と、その後のすべての手を削除しますか？元に戻すことはできません。</translation>
    </message>
    <message>
        <location filename="../ui/analysis/line_editor.cpp" line="138"/>
        <source>Delete every move of the game? This cannot be undone.</source>
        <translation>このゲームのすべての手を削除しますか？元に戻すことはできません。</translation>
    </message>
    <message>
        <location filename="../ui/analysis/line_editor.cpp" line="139"/>
        <source>Delete every move after %1, variations included? This cannot be undone.</source>
        <translation>%1 より後のすべての手を、変化も含めて削除しますか？元に戻すことはできません。</translation>
    </message>
    <message>
        <location filename="../ui/analysis/line_editor.cpp" line="148"/>
        <source>Copied the moves up to %1.</source>
        <translation>%1 までの手順をコピーしました。</translation>
    </message>
</context>
<context>
    <name>hasami::MainWindow</name>
    <message>
        <location filename="../ui/window/main_window.cpp" line="75"/>
        <source>Hasami</source>
        <translation>ハサミ</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="137"/>
        <source>Moves</source>
        <translation>棋譜</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="144"/>
        <source>Evaluation</source>
        <translation>評価</translation>
    </message>
</context>
<context>
    <name>hasami::MistakeDrill</name>
    <message>
        <location filename="../session/modes/mistake_drill.cpp" line="138"/>
        <source>%1 is not a legal move here.</source>
        <translation>%1 はここでは打てません。</translation>
    </message>
    <message>
        <location filename="../session/modes/mistake_drill.cpp" line="163"/>
        <source>No mistake of yours is waiting: your reviewed games in My games have no mistake or blunder of yours.</source>
        <translation>復習するミスはありません。「自分の対局」の解析済みの対局に、あなたの悪手や大悪手はありません。</translation>
    </message>
    <message>
        <location filename="../session/modes/mistake_drill.cpp" line="165"/>
        <source>Nothing is due today: come back tomorrow.</source>
        <translation>今日出題するものはありません。また明日どうぞ。</translation>
    </message>
</context>
<context>
    <name>hasami::MistakeDrillCoach</name>
    <message>
        <location filename="../ui/window/mistake_drill_coach.cpp" line="27"/>
        <source>Your &amp;Mistakes, Scheduled</source>
        <translation>ミスの復習スケジュール(&amp;M)</translation>
    </message>
    <message>
        <location filename="../ui/window/mistake_drill_coach.cpp" line="30"/>
        <source>&amp;Show</source>
        <translation>答えを見る(&amp;S)</translation>
    </message>
    <message>
        <location filename="../ui/window/mistake_drill_coach.cpp" line="31"/>
        <source>&amp;Next</source>
        <translation>次へ(&amp;N)</translation>
    </message>
    <message>
        <location filename="../ui/window/mistake_drill_coach.cpp" line="32"/>
        <location filename="../ui/window/mistake_drill_coach.cpp" line="94"/>
        <source>Stop the Drill</source>
        <translation>復習をやめる</translation>
    </message>
    <message>
        <location filename="../ui/window/mistake_drill_coach.cpp" line="73"/>
        <source>Due today: %1 of your mistakes (%2 new). Retired: %3 of %4.</source>
        <translation>今日の出題: ミス %1 問（うち新規 %2 問）。卒業: %4 問中 %3 問。</translation>
    </message>
    <message>
        <location filename="../ui/window/mistake_drill_coach.cpp" line="83"/>
        <source>From your game of %1 (%2), move %3: you played %4, a %5 that lost %6. Find a better move.</source>
        <translation>%1 の対局（%2）の %3 手目: あなたは %4 と打ちました（%5、%6 損）。よりよい手を見つけてください。</translation>
    </message>
    <message>
        <location filename="../ui/window/mistake_drill_coach.cpp" line="105"/>
        <source>The best move: %1. The card comes back today.</source>
        <translation>最善手: %1。この問題は今日もう一度出題されます。</translation>
    </message>
    <message>
        <location filename="../ui/window/mistake_drill_coach.cpp" line="107"/>
        <source>Right: %1 is a best move.</source>
        <translation>正解: %1 は最善手です。</translation>
    </message>
    <message>
        <location filename="../ui/window/mistake_drill_coach.cpp" line="109"/>
        <source>Good enough: %1 loses %2 against the best move, %3.</source>
        <translation>まずまず: %1 は最善手 %3 より %2 損です。</translation>
    </message>
    <message>
        <location filename="../ui/window/mistake_drill_coach.cpp" line="112"/>
        <source>%1 loses %2: the best move is %3, played on the board. The card comes back today.</source>
        <translation>%1 は %2 損です。最善手は %3 で、盤上に打ちました。この問題は今日もう一度出題されます。</translation>
    </message>
    <message>
        <location filename="../ui/window/mistake_drill_coach.cpp" line="119"/>
        <source>Right three times in a row: the card retires.</source>
        <translation>3 回続けて正解しました。この問題は卒業です。</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/window/mistake_drill_coach.cpp" line="120"/>
        <source>It comes back in %n day(s).</source>
        <translation>
            <numerusform>%n 日後にもう一度出題されます。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/window/mistake_drill_coach.cpp" line="133"/>
        <source>Answered right: %1 of %2.</source>
        <translation>正解: %2 問中 %1 問。</translation>
    </message>
    <message>
        <location filename="../ui/window/mistake_drill_coach.cpp" line="136"/>
        <source>The drill has stopped.</source>
        <translation>復習を終えました。</translation>
    </message>
    <message>
        <location filename="../ui/window/mistake_drill_coach.cpp" line="139"/>
        <source>Close</source>
        <translation>閉じる</translation>
    </message>
    <message>
        <location filename="../ui/window/mistake_drill_coach.cpp" line="140"/>
        <source>Nothing more is due today.</source>
        <translation>今日の出題はこれで終わりです。</translation>
    </message>
    <message>
        <location filename="../ui/window/mistake_drill_coach.cpp" line="145"/>
        <source>Your Mistakes, Scheduled</source>
        <translation>ミスの復習スケジュール</translation>
    </message>
</context>
<context>
    <name>hasami::MoveListView</name>
    <message>
        <location filename="../ui/analysis/move_list_view.cpp" line="55"/>
        <source>Moves</source>
        <translation>棋譜</translation>
    </message>
    <message>
        <location filename="../ui/analysis/move_list_view.cpp" line="93"/>
        <source>Start</source>
        <translation>開始</translation>
    </message>
    <message>
        <location filename="../ui/analysis/move_list_view.cpp" line="32"/>
        <source>This move: %1 (%2). The best move: %3.</source>
        <translation>この手: %1 (%2)。最善手: %3。</translation>
    </message>
    <message>
        <location filename="../ui/analysis/move_list_view.cpp" line="34"/>
        <source>book</source>
        <translation>定石</translation>
    </message>
    <message>
        <location filename="../ui/analysis/move_list_view.cpp" line="35"/>
        <source>exact</source>
        <translation>完全読み</translation>
    </message>
    <message>
        <location filename="../ui/analysis/move_list_view.cpp" line="36"/>
        <source>estimate</source>
        <translation>推定</translation>
    </message>
    <message>
        <location filename="../ui/analysis/move_list_view.cpp" line="39"/>
        <source>%1: expected score %2 after it, %3 with the best move.</source>
        <translation>%1: この手の後の期待得点 %2、最善手なら %3。</translation>
    </message>
    <message>
        <location filename="../ui/analysis/move_list_view.cpp" line="148"/>
        <source>Move %1, %2 %3</source>
        <translation>%1手目、%2 %3</translation>
    </message>
    <message>
        <location filename="../ui/analysis/move_list_view.cpp" line="303"/>
        <source>none</source>
        <translation>なし</translation>
    </message>
    <message>
        <location filename="../ui/analysis/move_list_view.cpp" line="309"/>
        <source>Accuracy: Black %1, White %2. Discs lost against the best moves: Black %3, White %4. Mistakes and blunders: Black %5, White %6.</source>
        <translation>精度: 黒 %1、白 %2。最善手からの損失石数: 黒 %3、白 %4。悪手と大悪手: 黒 %5、白 %6。</translation>
    </message>
    <message>
        <location filename="../ui/analysis/move_list_view.cpp" line="175"/>
        <source>Variation: %1</source>
        <translation>変化: %1</translation>
    </message>
    <message>
        <location filename="../ui/analysis/move_list_view.cpp" line="177"/>
        <source>. Comment: %1</source>
        <translation>。コメント: %1</translation>
    </message>
    <message>
        <location filename="../ui/analysis/move_list_view.cpp" line="183"/>
        <source>not on the line shown</source>
        <translation>表示中の手順の外</translation>
    </message>
    <message>
        <location filename="../ui/analysis/move_list_view.cpp" line="195"/>
        <source>Comment: %1</source>
        <translation>コメント: %1</translation>
    </message>
    <message>
        <location filename="../ui/analysis/move_list_view.cpp" line="301"/>
        <source>Not reviewed: Analyze Game values every move.</source>
        <translation>未解析です。「棋譜を解析」ですべての着手を評価します。</translation>
    </message>
    <message>
        <location filename="../ui/analysis/move_list_view.cpp" line="317"/>
        <source>Reviewed %1 of %2 moves.</source>
        <translation>%2 手のうち %1 手を解析済み。</translation>
    </message>
</context>
<context>
    <name>hasami::MovesPanel</name>
    <message>
        <location filename="../ui/analysis/moves_panel.cpp" line="52"/>
        <source>Opening: %1</source>
        <translation>定石: %1</translation>
    </message>
</context>
<context>
    <name>hasami::MyGames</name>
    <message>
        <location filename="../session/my_games.cpp" line="83"/>
        <source>The game could not be kept in your games: %1</source>
        <translation>対局を自分の対局に保存できませんでした: %1</translation>
    </message>
</context>
<context>
    <name>hasami::NewGameDialog</name>
    <message>
        <location filename="../ui/dialogs/new_game_dialog.cpp" line="44"/>
        <source>New Game</source>
        <translation>新しいゲーム</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/new_game_dialog.cpp" line="47"/>
        <source>Computer&apos;s level</source>
        <translation>コンピューターのレベル</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/new_game_dialog.cpp" line="60"/>
        <source>Board size</source>
        <translation>盤の大きさ</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/new_game_dialog.cpp" line="61"/>
        <source>%1 × %1</source>
        <translation>%1 × %1</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/new_game_dialog.cpp" line="66"/>
        <source>B&amp;oard:</source>
        <translation>盤(&amp;O):</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/new_game_dialog.cpp" line="70"/>
        <source>Play bli&amp;nd: no values, graph or engine score until the end</source>
        <translation>ブラインド対局: 終局まで評価値・グラフ・エンジンの評価を表示しない(&amp;N)</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/new_game_dialog.cpp" line="72"/>
        <source>Play blind</source>
        <translation>ブラインド対局</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/new_game_dialog.cpp" line="74"/>
        <source>While you play the computer, nothing shows the engine&apos;s opinion of the game; everything comes back when it ends.</source>
        <translation>コンピューターとの対局中は、エンジンによる形勢判断を一切表示しません。終局するとすべて表示されます。</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/new_game_dialog.cpp" line="111"/>
        <source>Time for each side</source>
        <translation>各自の持ち時間</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/new_game_dialog.cpp" line="112"/>
        <source>No clock</source>
        <translation>時計なし</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/dialogs/new_game_dialog.cpp" line="114"/>
        <location filename="../ui/dialogs/new_game_dialog.cpp" line="117"/>
        <source>%n min a side</source>
        <translation>
            <numerusform>各 %n 分</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/dialogs/new_game_dialog.cpp" line="121"/>
        <source>Seconds added after each move</source>
        <translation>一手ごとに加える秒数</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/new_game_dialog.cpp" line="123"/>
        <source>+ </source>
        <translation>+ </translation>
    </message>
    <message>
        <location filename="../ui/dialogs/new_game_dialog.cpp" line="124"/>
        <source> s a move</source>
        <translation> 秒／手</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/new_game_dialog.cpp" line="65"/>
        <source>&amp;Level:</source>
        <translation>レベル(&amp;L):</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/new_game_dialog.cpp" line="54"/>
        <source>Level 1 suits a first game; each level beats the one below it. From 10 on the computer always plays its best move: 11, 12 and 13 think longer for it, 13 at tournament pace (with a clock, its share of the time left). Custom plays at the depth and time a move chosen in Settings.</source>
        <translation>レベル1ははじめての一局向けです。各レベルは一つ下のレベルに勝ち越します。レベル10からはコンピューターが常に最善手を打ち、11・12・13はそのために長く考えます。13は大会のペースで考えます(時計があれば残り時間の配分で)。「探索の深さと時間を指定」は、設定で選んだ深さと一手の時間で打ちます。</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/new_game_dialog.cpp" line="67"/>
        <source>&amp;Clock:</source>
        <translation>時計(&amp;C):</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/new_game_dialog.cpp" line="81"/>
        <source>&amp;Start</source>
        <translation>開始(&amp;S)</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/new_game_dialog.cpp" line="133"/>
        <source>Who plays</source>
        <translation>対局者</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/new_game_dialog.cpp" line="136"/>
        <source>Play &amp;Black against the computer (Black moves first)</source>
        <translation>黒を持ってコンピューターと対局（黒が先手）(&amp;B)</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/new_game_dialog.cpp" line="137"/>
        <source>Play &amp;White against the computer</source>
        <translation>白を持ってコンピューターと対局(&amp;W)</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/new_game_dialog.cpp" line="138"/>
        <source>&amp;Two people on one board</source>
        <translation>二人で対局(&amp;T)</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/new_game_dialog.cpp" line="139"/>
        <source>The computer plays &amp;itself</source>
        <translation>コンピューター同士の対局(&amp;I)</translation>
    </message>
</context>
<context>
    <name>hasami::PlayMode</name>
    <message>
        <location filename="../session/modes/play_mode.cpp" line="93"/>
        <source>The game is over: start a new one or undo.</source>
        <translation>ゲームは終了しました。新しいゲームを始めるか、元に戻してください。</translation>
    </message>
    <message>
        <location filename="../session/modes/play_mode.cpp" line="95"/>
        <source>The game and its clocks are paused: resume (P) to play.</source>
        <translation>ゲームと時計は一時停止中です。再開（P）すると打てます。</translation>
    </message>
    <message>
        <location filename="../session/modes/play_mode.cpp" line="98"/>
        <source>It is the computer&apos;s turn. Take the side back to play it.</source>
        <translation>コンピューターの番です。自分で打つには、その色の担当を人に戻してください。</translation>
    </message>
    <message>
        <location filename="../session/modes/play_mode.cpp" line="100"/>
        <source>Play on a square of the board.</source>
        <translation>盤上のマスに打ってください。</translation>
    </message>
    <message>
        <location filename="../session/modes/play_mode.cpp" line="103"/>
        <source>%1 is taken: play on an empty square.</source>
        <translation>%1 にはすでに石があります。空いているマスに打ってください。</translation>
    </message>
    <message>
        <location filename="../session/modes/play_mode.cpp" line="105"/>
        <source>%1 is not a legal move: it must flip at least one disc.</source>
        <translation>%1 には打てません。少なくとも 1 つの石を返す必要があります。</translation>
    </message>
    <message>
        <location filename="../session/modes/play_mode.cpp" line="226"/>
        <source>%1 gave no move: %2. The computer is paused; the game is kept.</source>
        <translation>%1 から手が返ってきませんでした: %2。コンピューターを一時停止しました。ゲームはそのままです。</translation>
    </message>
    <message>
        <location filename="../session/modes/play_mode.cpp" line="230"/>
        <source>%1 chose %2, which is not a legal move here; the computer is paused.</source>
        <translation>%1 が選んだ %2 はこの局面では打てない手です。コンピューターを一時停止しました。</translation>
    </message>
</context>
<context>
    <name>hasami::PrincipalLine</name>
    <message>
        <location filename="../ui/analysis/principal_line.cpp" line="22"/>
        <source>Best line: %1</source>
        <translation>最善の手順: %1</translation>
    </message>
</context>
<context>
    <name>hasami::ProgressDialog</name>
    <message>
        <location filename="../ui/dialogs/progress_dialog.cpp" line="22"/>
        <source>Opening</source>
        <translation>序盤</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/progress_dialog.cpp" line="24"/>
        <source>Middle game</source>
        <translation>中盤</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/progress_dialog.cpp" line="26"/>
        <source>Endgame</source>
        <translation>終盤</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/progress_dialog.cpp" line="34"/>
        <source>A corner given</source>
        <translation>隅を取らせた手</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/progress_dialog.cpp" line="36"/>
        <source>An X-square beside an empty corner</source>
        <translation>空き隅の隣への X 打ち</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/progress_dialog.cpp" line="38"/>
        <source>Parity in the endgame</source>
        <translation>終盤の偶数理論</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/progress_dialog.cpp" line="40"/>
        <source>Other</source>
        <translation>その他</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/progress_dialog.cpp" line="137"/>
        <source>My Progress</source>
        <translation>上達の記録</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/progress_dialog.cpp" line="142"/>
        <source>None of your games in My games is reviewed yet: Analyze Game reviews the game shown, and a finished game is kept with its review.</source>
        <translation>「自分の対局」にはまだ解析済みの対局がありません。「棋譜を解析」で表示中の対局を解析でき、終局した対局は解析結果とともに保存されます。</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/dialogs/progress_dialog.cpp" line="144"/>
        <source>Your accuracy over your last %n reviewed game(s), oldest first.</source>
        <translation>
            <numerusform>解析済みの直近 %n 局でのあなたの精度（古い順）。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/dialogs/progress_dialog.cpp" line="50"/>
        <source>Accuracy</source>
        <translation>精度</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/progress_dialog.cpp" line="60"/>
        <source>In all</source>
        <translation>全体</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/progress_dialog.cpp" line="74"/>
        <source>Last game: %1.</source>
        <translation>最後の対局: %1。</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/progress_dialog.cpp" line="78"/>
        <source>Game</source>
        <translation>対局</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/progress_dialog.cpp" line="80"/>
        <source>Accuracy, %</source>
        <translation>精度 (%)</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/progress_dialog.cpp" line="84"/>
        <source>Accuracy over your last games</source>
        <translation>直近の対局での精度</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/progress_dialog.cpp" line="134"/>
        <source>Your mistakes by phase and by kind</source>
        <translation>段階別・種類別のあなたのミス</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/progress_dialog.cpp" line="135"/>
        <source>Mistakes and blunders</source>
        <translation>悪手と大悪手</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/progress_dialog.cpp" line="135"/>
        <source>Blunders</source>
        <translation>大悪手</translation>
    </message>
</context>
<context>
    <name>hasami::PuzzleCoach</name>
    <message>
        <location filename="../ui/window/puzzle_coach.cpp" line="35"/>
        <source>Easy</source>
        <translation>やさしい</translation>
    </message>
    <message>
        <location filename="../ui/window/puzzle_coach.cpp" line="37"/>
        <source>Medium</source>
        <translation>ふつう</translation>
    </message>
    <message>
        <location filename="../ui/window/puzzle_coach.cpp" line="39"/>
        <source>Hard</source>
        <translation>むずかしい</translation>
    </message>
    <message>
        <location filename="../ui/window/puzzle_coach.cpp" line="49"/>
        <source>Black to move and win.</source>
        <translation>黒番: 勝ちにつながる手を打ってください。</translation>
    </message>
    <message>
        <location filename="../ui/window/puzzle_coach.cpp" line="50"/>
        <source>White to move and win.</source>
        <translation>白番: 勝ちにつながる手を打ってください。</translation>
    </message>
    <message>
        <location filename="../ui/window/puzzle_coach.cpp" line="53"/>
        <source>Black to move: find the only move that keeps the draw.</source>
        <translation>黒番: 引き分けを保つただ一つの手を見つけてください。</translation>
    </message>
    <message>
        <location filename="../ui/window/puzzle_coach.cpp" line="54"/>
        <source>White to move: find the only move that keeps the draw.</source>
        <translation>白番: 引き分けを保つただ一つの手を見つけてください。</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/window/puzzle_coach.cpp" line="61"/>
        <source>Black to move: %n moves share the best value, better than any other by %1 discs. Find one.</source>
        <translation>
            <numerusform>黒番: 最善の評価値を持つ手が %n 手あり、ほかのどの手よりも %1 石以上よい手です。そのうちの一つを見つけてください。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/window/puzzle_coach.cpp" line="64"/>
        <source>White to move: %n moves share the best value, better than any other by %1 discs. Find one.</source>
        <translation>
            <numerusform>白番: 最善の評価値を持つ手が %n 手あり、ほかのどの手よりも %1 石以上よい手です。そのうちの一つを見つけてください。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/window/puzzle_coach.cpp" line="70"/>
        <source>Black to move: find the best move.</source>
        <translation>黒番: 最善手を見つけてください。</translation>
    </message>
    <message>
        <location filename="../ui/window/puzzle_coach.cpp" line="71"/>
        <source>White to move: find the best move.</source>
        <translation>白番: 最善手を見つけてください。</translation>
    </message>
    <message>
        <location filename="../ui/window/puzzle_coach.cpp" line="74"/>
        <source>Black to move: find the best move, better than any other by 1 disc.</source>
        <translation>黒番: ほかのどの手よりも 1 石よい最善手を見つけてください。</translation>
    </message>
    <message>
        <location filename="../ui/window/puzzle_coach.cpp" line="77"/>
        <source>White to move: find the best move, better than any other by 1 disc.</source>
        <translation>白番: ほかのどの手よりも 1 石よい最善手を見つけてください。</translation>
    </message>
    <message>
        <location filename="../ui/window/puzzle_coach.cpp" line="81"/>
        <source>Black to move: find the best move, better than any other by %1 discs.</source>
        <translation>黒番: ほかのどの手よりも %1 石以上よい最善手を見つけてください。</translation>
    </message>
    <message>
        <location filename="../ui/window/puzzle_coach.cpp" line="83"/>
        <source>White to move: find the best move, better than any other by %1 discs.</source>
        <translation>白番: ほかのどの手よりも %1 石以上よい最善手を見つけてください。</translation>
    </message>
    <message>
        <location filename="../ui/window/puzzle_coach.cpp" line="97"/>
        <source>&amp;Solve Puzzles</source>
        <translation>問題を解く(&amp;S)</translation>
    </message>
    <message>
        <location filename="../ui/window/puzzle_coach.cpp" line="98"/>
        <source>Puzzles from a &amp;File…</source>
        <translation>ファイルから問題を作る(&amp;F)…</translation>
    </message>
    <message>
        <location filename="../ui/window/puzzle_coach.cpp" line="99"/>
        <source>Puzzles from &amp;My Games</source>
        <translation>自分の対局から問題を作る(&amp;M)</translation>
    </message>
    <message>
        <location filename="../ui/window/puzzle_coach.cpp" line="100"/>
        <source>Puzzles from the &amp;Database</source>
        <translation>データベースから問題を作る(&amp;D)</translation>
    </message>
    <message>
        <location filename="../ui/window/puzzle_coach.cpp" line="104"/>
        <source>Show &amp;Solution</source>
        <translation>正解手順を見る(&amp;S)</translation>
    </message>
    <message>
        <location filename="../ui/window/puzzle_coach.cpp" line="105"/>
        <source>&amp;Next Puzzle</source>
        <translation>次の問題(&amp;N)</translation>
    </message>
    <message>
        <location filename="../ui/window/puzzle_coach.cpp" line="106"/>
        <location filename="../ui/window/puzzle_coach.cpp" line="226"/>
        <source>Stop Puzzles</source>
        <translation>問題をやめる</translation>
    </message>
    <message>
        <location filename="../ui/window/puzzle_coach.cpp" line="111"/>
        <source>Puzzle grade</source>
        <translation>問題の難しさ</translation>
    </message>
    <message>
        <location filename="../ui/window/puzzle_coach.cpp" line="112"/>
        <source>Every grade</source>
        <translation>すべての難しさ</translation>
    </message>
    <message>
        <location filename="../ui/window/puzzle_coach.cpp" line="113"/>
        <source>Easy: 8 to 12 empties</source>
        <translation>やさしい: 空き 8〜12</translation>
    </message>
    <message>
        <location filename="../ui/window/puzzle_coach.cpp" line="114"/>
        <source>Medium: 13 to 19 empties</source>
        <translation>ふつう: 空き 13〜19</translation>
    </message>
    <message>
        <location filename="../ui/window/puzzle_coach.cpp" line="115"/>
        <source>Hard: 20 to 26 empties</source>
        <translation>むずかしい: 空き 20〜26</translation>
    </message>
    <message>
        <location filename="../ui/window/puzzle_coach.cpp" line="198"/>
        <source>You have no games of your own yet: the games you play to their end are kept for this (Settings &gt; Database).</source>
        <translation>自分の対局はまだありません。最後まで打った対局がここで使えるよう保存されます（設定 &gt; データベース）。</translation>
    </message>
    <message>
        <location filename="../ui/window/puzzle_coach.cpp" line="207"/>
        <source>My games</source>
        <translation>自分の対局</translation>
    </message>
    <message>
        <location filename="../ui/window/puzzle_coach.cpp" line="300"/>
        <source>Puzzles</source>
        <translation>問題</translation>
    </message>
    <message>
        <location filename="../ui/window/puzzle_coach.cpp" line="312"/>
        <source>P&amp;uzzles</source>
        <translation>問題(&amp;U)</translation>
    </message>
    <message>
        <location filename="../ui/window/puzzle_coach.cpp" line="308"/>
        <source>the database</source>
        <translation>データベース</translation>
    </message>
    <message>
        <location filename="../ui/window/puzzle_coach.cpp" line="155"/>
        <source>Looking for puzzles: %1 of %2 games, puzzles found: %3.</source>
        <translation>問題を探しています: %2 局中 %1 局、見つかった問題 %3 問。</translation>
    </message>
    <message>
        <location filename="../ui/window/puzzle_coach.cpp" line="171"/>
        <location filename="../ui/window/puzzle_coach.cpp" line="202"/>
        <source>Close</source>
        <translation>閉じる</translation>
    </message>
    <message>
        <location filename="../ui/window/puzzle_coach.cpp" line="180"/>
        <source>Hasami&apos;s puzzles</source>
        <translation>ハサミの問題集</translation>
    </message>
    <message>
        <location filename="../ui/window/puzzle_coach.cpp" line="188"/>
        <source>Puzzles from a File</source>
        <translation>ファイルから問題を作る</translation>
    </message>
    <message>
        <location filename="../ui/window/puzzle_coach.cpp" line="189"/>
        <source>Puzzles, positions and games (*.txt *.obf *.ggf *.wtb);;All files (*)</source>
        <translation>問題・局面・棋譜 (*.txt *.obf *.ggf *.wtb);;すべてのファイル (*)</translation>
    </message>
    <message>
        <location filename="../ui/window/puzzle_coach.cpp" line="212"/>
        <source>There are no games in %1 yet.</source>
        <translation>%1 にはまだ対局がありません。</translation>
    </message>
    <message>
        <location filename="../ui/window/puzzle_coach.cpp" line="217"/>
        <source>Looking for puzzles in %1…</source>
        <translation>%1 から問題を探しています…</translation>
    </message>
    <message>
        <location filename="../ui/window/puzzle_coach.cpp" line="226"/>
        <source>Stop Looking</source>
        <translation>探すのをやめる</translation>
    </message>
    <message>
        <location filename="../ui/window/puzzle_coach.cpp" line="235"/>
        <source>%1, %2 empty squares.</source>
        <translation>%1、空き %2。</translation>
    </message>
    <message>
        <location filename="../ui/window/puzzle_coach.cpp" line="247"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location filename="../ui/window/puzzle_coach.cpp" line="250"/>
        <source>The answer: %1.</source>
        <translation>正解: %1。</translation>
    </message>
    <message>
        <location filename="../ui/window/puzzle_coach.cpp" line="252"/>
        <source>Right: %1 is worth %2.</source>
        <translation>正解です: %1 の評価は %2 です。</translation>
    </message>
    <message>
        <location filename="../ui/window/puzzle_coach.cpp" line="255"/>
        <source>Right: %1.</source>
        <translation>正解です: %1。</translation>
    </message>
    <message>
        <location filename="../ui/window/puzzle_coach.cpp" line="257"/>
        <source>Not this one: %1 is worth %2. The answer: %3.</source>
        <translation>残念: %1 の評価は %2 です。正解: %3。</translation>
    </message>
    <message>
        <location filename="../ui/window/puzzle_coach.cpp" line="260"/>
        <source>Not this one. The answer: %1.</source>
        <translation>残念。正解: %1。</translation>
    </message>
    <message>
        <location filename="../ui/window/puzzle_coach.cpp" line="262"/>
        <source>The board shows every move&apos;s exact value.</source>
        <translation>盤上にすべての手の正確な値を表示しています。</translation>
    </message>
    <message>
        <location filename="../ui/window/puzzle_coach.cpp" line="263"/>
        <source>The board shows every move&apos;s value.</source>
        <translation>盤上にすべての手の評価値を表示しています。</translation>
    </message>
    <message>
        <location filename="../ui/window/puzzle_coach.cpp" line="274"/>
        <source>Solution: %1.</source>
        <translation>正解手順: %1。</translation>
    </message>
    <message>
        <location filename="../ui/window/puzzle_coach.cpp" line="283"/>
        <source>Puzzles have stopped; your game is back on the board.</source>
        <translation>問題を終えました。対局中のゲームを盤に戻しました。</translation>
    </message>
    <message>
        <location filename="../ui/window/puzzle_coach.cpp" line="286"/>
        <source>Solved %1 of %2 in all.</source>
        <translation>通算 %2 問中 %1 問正解。</translation>
    </message>
    <message>
        <location filename="../ui/window/puzzle_coach.cpp" line="292"/>
        <source>Solved %1 of %2; streak %3, best %4.</source>
        <translation>%2 問中 %1 問正解、連続正解 %3 (最高 %4)。</translation>
    </message>
</context>
<context>
    <name>hasami::PuzzleHunt</name>
    <message>
        <location filename="../session/modes/puzzle_hunt.cpp" line="103"/>
        <source>No game could be read from %1.</source>
        <translation>%1 から対局を読めませんでした。</translation>
    </message>
    <message>
        <location filename="../session/modes/puzzle_hunt.cpp" line="104"/>
        <source>No puzzle was found in %1.</source>
        <translation>%1 に問題は見つかりませんでした。</translation>
    </message>
</context>
<context>
    <name>hasami::PuzzleMode</name>
    <message>
        <location filename="../session/modes/puzzle_mode.cpp" line="47"/>
        <source>%1 is not a legal move here.</source>
        <translation>%1 はここでは打てません。</translation>
    </message>
    <message>
        <location filename="../session/modes/puzzle_mode.cpp" line="63"/>
        <source>%1 holds no puzzle of the 8x8 board.</source>
        <translation>%1 には 8×8 盤の問題がありません。</translation>
    </message>
</context>
<context>
    <name>hasami::RecentFiles</name>
    <message>
        <location filename="../ui/window/recent_files.cpp" line="75"/>
        <source>%1 is no longer there: it has left the list of recent files.</source>
        <translation>%1 はもうありません。最近使ったファイルの一覧から外しました。</translation>
    </message>
    <message>
        <location filename="../ui/window/recent_files.cpp" line="99"/>
        <source>&amp;Clear the List</source>
        <translation>一覧を消去(&amp;C)</translation>
    </message>
</context>
<context>
    <name>hasami::RetryCoach</name>
    <message>
        <location filename="../ui/window/retry_coach.cpp" line="35"/>
        <source>&amp;Retry Your Mistakes…</source>
        <translation>ミスをやり直す(&amp;R)…</translation>
    </message>
    <message>
        <location filename="../ui/window/retry_coach.cpp" line="38"/>
        <source>&amp;Hint</source>
        <translation>ヒント(&amp;H)</translation>
    </message>
    <message>
        <location filename="../ui/window/retry_coach.cpp" line="39"/>
        <source>&amp;Show</source>
        <translation>答えを見る(&amp;S)</translation>
    </message>
    <message>
        <location filename="../ui/window/retry_coach.cpp" line="40"/>
        <source>S&amp;kip</source>
        <translation>飛ばす(&amp;K)</translation>
    </message>
    <message>
        <location filename="../ui/window/retry_coach.cpp" line="41"/>
        <location filename="../ui/window/retry_coach.cpp" line="149"/>
        <source>&amp;Next</source>
        <translation>次へ(&amp;N)</translation>
    </message>
    <message>
        <location filename="../ui/window/retry_coach.cpp" line="42"/>
        <location filename="../ui/window/retry_coach.cpp" line="150"/>
        <source>Stop Retrying</source>
        <translation>やり直しをやめる</translation>
    </message>
    <message>
        <location filename="../ui/window/retry_coach.cpp" line="53"/>
        <source>Hint: a best move is in column %1.</source>
        <translation>ヒント: 最善手は %1 列にあります。</translation>
    </message>
    <message>
        <location filename="../ui/window/retry_coach.cpp" line="78"/>
        <location filename="../ui/window/retry_coach.cpp" line="174"/>
        <location filename="../ui/window/retry_coach.cpp" line="183"/>
        <source>Retry Your Mistakes</source>
        <translation>ミスをやり直す</translation>
    </message>
    <message>
        <location filename="../ui/window/retry_coach.cpp" line="79"/>
        <source>Go to each mistake and blunder of one colour in the review of the game shown, and find a better move: whose mistakes?</source>
        <translation>表示中の対局の解析から、片方の色の悪手と大悪手を順にたどり、よりよい手を見つけます。どちらのミスをやり直しますか?</translation>
    </message>
    <message>
        <location filename="../ui/window/retry_coach.cpp" line="87"/>
        <source>&amp;Black&apos;s (%1)</source>
        <translation>黒のミス（%1）(&amp;B)</translation>
    </message>
    <message>
        <location filename="../ui/window/retry_coach.cpp" line="88"/>
        <source>&amp;White&apos;s (%1)</source>
        <translation>白のミス（%1）(&amp;W)</translation>
    </message>
    <message>
        <location filename="../ui/window/retry_coach.cpp" line="108"/>
        <source>Mistake %1 of %2: %3 played %4 here, a %5 that lost %6. Find a better move.</source>
        <translation>ミス %2 問中 %1 問目: %3はここで %4 と打ちました（%5、%6 損）。よりよい手を見つけてください。</translation>
    </message>
    <message>
        <location filename="../ui/window/retry_coach.cpp" line="127"/>
        <source>The best move: %1 (%2).</source>
        <translation>最善手: %1（%2）。</translation>
    </message>
    <message>
        <location filename="../ui/window/retry_coach.cpp" line="130"/>
        <source>Right: %1 is a best move.</source>
        <translation>正解: %1 は最善手です。</translation>
    </message>
    <message>
        <location filename="../ui/window/retry_coach.cpp" line="132"/>
        <source>Good enough: %1 loses %2 against the best move, %3.</source>
        <translation>まずまず: %1 は最善手 %3 より %2 損です。</translation>
    </message>
    <message>
        <location filename="../ui/window/retry_coach.cpp" line="135"/>
        <source>%1 loses %2 against the best move: try again.</source>
        <translation>%1 は最善手より %2 損です。もう一度打ってください。</translation>
    </message>
    <message>
        <location filename="../ui/window/retry_coach.cpp" line="149"/>
        <source>&amp;Finish</source>
        <translation>完了(&amp;F)</translation>
    </message>
    <message>
        <location filename="../ui/window/retry_coach.cpp" line="150"/>
        <source>Close</source>
        <translation>閉じる</translation>
    </message>
    <message>
        <location filename="../ui/window/retry_coach.cpp" line="155"/>
        <source>Of %1 mistakes: %2 found with a best move, %3 good enough, %4 shown, %5 skipped.</source>
        <translation>ミス %1 問のうち: 最善手で正解 %2 問、まずまず %3 問、答えを表示 %4 問、飛ばした問題 %5 問。</translation>
    </message>
    <message>
        <location filename="../ui/window/retry_coach.cpp" line="170"/>
        <source>Retrying has stopped.</source>
        <translation>やり直しを終えました。</translation>
    </message>
    <message>
        <location filename="../ui/window/retry_coach.cpp" line="173"/>
        <source>Every mistake is retried.</source>
        <translation>すべてのミスをやり直しました。</translation>
    </message>
</context>
<context>
    <name>hasami::RetryMode</name>
    <message>
        <location filename="../session/modes/retry_mode.cpp" line="28"/>
        <source>%1 is not a legal move here.</source>
        <translation>%1 はここでは打てません。</translation>
    </message>
    <message>
        <location filename="../session/modes/retry_mode.cpp" line="48"/>
        <source>The game shown is not reviewed: Analyze Game first, then retry its mistakes.</source>
        <translation>表示中の対局は解析されていません。先に「棋譜を解析」で解析してから、ミスをやり直してください。</translation>
    </message>
    <message>
        <location filename="../session/modes/retry_mode.cpp" line="50"/>
        <source>Black made no mistake or blunder in the review.</source>
        <translation>解析では、黒に悪手も大悪手もありませんでした。</translation>
    </message>
    <message>
        <location filename="../session/modes/retry_mode.cpp" line="51"/>
        <source>White made no mistake or blunder in the review.</source>
        <translation>解析では、白に悪手も大悪手もありませんでした。</translation>
    </message>
</context>
<context>
    <name>hasami::ReviewProgress</name>
    <message>
        <location filename="../ui/analysis/review_progress.cpp" line="15"/>
        <source>Game review progress</source>
        <translation>棋譜解析の進み具合</translation>
    </message>
    <message>
        <location filename="../ui/analysis/review_progress.cpp" line="18"/>
        <source>Cancel Review</source>
        <translation>解析を中止</translation>
    </message>
    <message>
        <location filename="../ui/analysis/review_progress.cpp" line="19"/>
        <source>Cancel the game review</source>
        <translation>棋譜解析を中止する</translation>
    </message>
    <message>
        <location filename="../ui/analysis/review_progress.cpp" line="29"/>
        <source>Review %v/%m</source>
        <translation>解析 %v/%m</translation>
    </message>
</context>
<context>
    <name>hasami::Scoreboard</name>
    <message>
        <location filename="../ui/window/scoreboard.cpp" line="99"/>
        <source>%1&apos;s time left</source>
        <translation>%1の残り時間</translation>
    </message>
    <message>
        <location filename="../ui/window/scoreboard.cpp" line="114"/>
        <source>Black %1</source>
        <translation>黒 %1</translation>
    </message>
    <message>
        <location filename="../ui/window/scoreboard.cpp" line="115"/>
        <source>White %1</source>
        <translation>白 %1</translation>
    </message>
    <message>
        <location filename="../ui/window/scoreboard.cpp" line="126"/>
        <source>%1 to move</source>
        <translation>%1の番</translation>
    </message>
    <message>
        <location filename="../ui/window/scoreboard.cpp" line="128"/>
        <source>%1 had to pass. %2</source>
        <translation>%1はパスしました。%2</translation>
    </message>
    <message>
        <location filename="../ui/window/scoreboard.cpp" line="131"/>
        <source> (computer thinking)</source>
        <translation>（コンピューター思考中）</translation>
    </message>
    <message>
        <location filename="../ui/window/scoreboard.cpp" line="133"/>
        <source> (paused)</source>
        <translation>（一時停止中）</translation>
    </message>
    <message>
        <location filename="../ui/window/scoreboard.cpp" line="135"/>
        <source> · unrated: a move was taken back</source>
        <translation> · 非公式: 手を戻しました</translation>
    </message>
    <message>
        <location filename="../ui/window/scoreboard.cpp" line="146"/>
        <source> · the computer plays perfectly</source>
        <translation> · コンピューターは完璧に打ちます</translation>
    </message>
</context>
<context>
    <name>hasami::SearchProgress</name>
    <message>
        <location filename="../ui/analysis/search_progress.cpp" line="51"/>
        <source>The values come from the opening book.</source>
        <translation>評価値は定石から取っています。</translation>
    </message>
    <message>
        <location filename="../ui/analysis/search_progress.cpp" line="53"/>
        <source>Searched: %1</source>
        <translation>読み終わり: %1</translation>
    </message>
    <message>
        <location filename="../ui/analysis/search_progress.cpp" line="55"/>
        <source>Analysing… %1</source>
        <translation>解析中… %1</translation>
    </message>
    <message>
        <location filename="../ui/analysis/search_progress.cpp" line="57"/>
        <source>Analysing: %1</source>
        <translation>解析中: %1</translation>
    </message>
    <message>
        <location filename="../ui/analysis/search_progress.cpp" line="60"/>
        <source>Esc stops the search.</source>
        <translation>Esc で読みを止めます。</translation>
    </message>
</context>
<context>
    <name>hasami::Seats</name>
    <message>
        <location filename="../session/seats.cpp" line="130"/>
        <source>The engine</source>
        <translation>エンジン</translation>
    </message>
</context>
<context>
    <name>hasami::Session</name>
    <message>
        <location filename="../session/session.cpp" line="127"/>
        <source>The game is not kept for the next start (%1); save it before closing the window.</source>
        <translation>ゲームは次回の起動まで残りません (%1)。ウィンドウを閉じる前に保存してください。</translation>
    </message>
</context>
<context>
    <name>hasami::SettingsDialog</name>
    <message>
        <location filename="../ui/dialogs/settings_dialog.cpp" line="37"/>
        <source>Settings</source>
        <translation>設定</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/settings_dialog.cpp" line="89"/>
        <source>Search depth</source>
        <translation>探索の深さ</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/settings_dialog.cpp" line="91"/>
        <source> plies</source>
        <translation> 手</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/settings_dialog.cpp" line="97"/>
        <source>Time a move</source>
        <translation>1 手の持ち時間</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/settings_dialog.cpp" line="99"/>
        <source>No limit</source>
        <translation>制限なし</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/settings_dialog.cpp" line="100"/>
        <source> s</source>
        <translation> 秒</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/settings_dialog.cpp" line="153"/>
        <source>Board size</source>
        <translation>盤の大きさ</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/settings_dialog.cpp" line="154"/>
        <source>%1 × %1</source>
        <translation>%1 × %1</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/settings_dialog.cpp" line="112"/>
        <source>The computer plays &amp;Black</source>
        <translation>コンピューターが黒を打つ(&amp;B)</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/settings_dialog.cpp" line="81"/>
        <source>Computer&apos;s level</source>
        <translation>コンピューターのレベル</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/settings_dialog.cpp" line="94"/>
        <source>Custom level: how many moves ahead the computer looks. It plays the last 20 moves perfectly whatever the depth.</source>
        <translation>指定レベル: コンピューターが何手先まで読むか。深さにかかわらず、最後の20手は完全に読み切ります。</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/settings_dialog.cpp" line="133"/>
        <source>Threads</source>
        <translation>スレッド数</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/dialogs/settings_dialog.cpp" line="135"/>
        <source>Every core (%n)</source>
        <translation>
            <numerusform>すべてのコア (%n)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/dialogs/settings_dialog.cpp" line="137"/>
        <source>How many of the computer&apos;s cores search each position together.</source>
        <translation>一つの局面をコンピューターのいくつのコアで一緒に読むか。</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/settings_dialog.cpp" line="139"/>
        <source>Table memory</source>
        <translation>置換表のメモリー</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/settings_dialog.cpp" line="140"/>
        <source>Automatic (%1 MB)</source>
        <translation>自動 (%1 MB)</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/settings_dialog.cpp" line="144"/>
        <source>%1 MB</source>
        <translation>%1 MB</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/settings_dialog.cpp" line="148"/>
        <source>The memory of the table in which the computer keeps what it has found. More helps long searches; automatic suits this computer&apos;s memory.</source>
        <translation>コンピューターが読んだ結果を覚えておく表のメモリー。多いほど長い読みに役立ちます。自動ではこのコンピューターのメモリーに合わせます。</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/settings_dialog.cpp" line="113"/>
        <source>The computer plays Black</source>
        <translation>コンピューターが黒を打つ</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/settings_dialog.cpp" line="46"/>
        <source>Settings pages</source>
        <translation>設定のページ</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/settings_dialog.cpp" line="50"/>
        <source>&amp;Computer</source>
        <translation>コンピューター(&amp;C)</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/settings_dialog.cpp" line="56"/>
        <source>&amp;Board</source>
        <translation>盤(&amp;B)</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/settings_dialog.cpp" line="60"/>
        <source>&amp;Engines</source>
        <translation>エンジン(&amp;E)</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/settings_dialog.cpp" line="64"/>
        <source>&amp;Database</source>
        <translation>データベース(&amp;D)</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/settings_dialog.cpp" line="67"/>
        <source>B&amp;ook</source>
        <translation>定石(&amp;O)</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/settings_dialog.cpp" line="115"/>
        <source>The computer plays &amp;White</source>
        <translation>コンピューターが白を打つ(&amp;W)</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/settings_dialog.cpp" line="116"/>
        <source>The computer plays White</source>
        <translation>コンピューターが白を打つ</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/settings_dialog.cpp" line="121"/>
        <source>Le&amp;vel:</source>
        <translation>レベル(&amp;V):</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/settings_dialog.cpp" line="125"/>
        <source>T&amp;hreads:</source>
        <translation>スレッド数(&amp;H):</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/settings_dialog.cpp" line="126"/>
        <source>Table &amp;memory:</source>
        <translation>置換表のメモリー(&amp;M):</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/settings_dialog.cpp" line="157"/>
        <source>Show &amp;legal moves</source>
        <translation>打てる場所を表示(&amp;L)</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/settings_dialog.cpp" line="158"/>
        <source>Show legal moves</source>
        <translation>打てる場所を表示</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/settings_dialog.cpp" line="170"/>
        <source>Your name</source>
        <translation>あなたの名前</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/settings_dialog.cpp" line="172"/>
        <source>New games&apos; records name you so.</source>
        <translation>新しい対局の記録にこの名前が入ります。</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/settings_dialog.cpp" line="180"/>
        <source>Hasami speaks the language chosen from its next start.</source>
        <translation>選んだ言語は、ハサミを次に起動したときから使われます。</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/settings_dialog.cpp" line="193"/>
        <source>Flip &amp;animation:</source>
        <translation>石を返すアニメーション(&amp;A):</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/settings_dialog.cpp" line="195"/>
        <source>Your &amp;name:</source>
        <translation>あなたの名前(&amp;N):</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/settings_dialog.cpp" line="202"/>
        <source>Board theme</source>
        <translation>盤のテーマ</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/settings_dialog.cpp" line="208"/>
        <source>High contrast: plain colours, strong lines and larger marks, for low vision.</source>
        <translation>ハイコントラスト: 無地の色、太い線、大きな印。弱視の方向けです。</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/settings_dialog.cpp" line="210"/>
        <source>Colours for colour-&amp;blind players</source>
        <translation>色覚に配慮した配色(&amp;B)</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/settings_dialog.cpp" line="211"/>
        <source>Colours for colour-blind players</source>
        <translation>色覚に配慮した配色</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/settings_dialog.cpp" line="214"/>
        <source>Marks the last move, the hint and the best move in blue, orange and yellow, which people with colour-vision deficiencies tell apart from each other and from the board.</source>
        <translation>直前の手・ヒント・最善手を青・オレンジ・黄で示します。色覚特性のある方にも、互いに、また盤と見分けやすい色です。</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/settings_dialog.cpp" line="218"/>
        <source>Look</source>
        <translation>外観</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/settings_dialog.cpp" line="220"/>
        <source>&amp;Theme:</source>
        <translation>テーマ(&amp;T):</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/settings_dialog.cpp" line="226"/>
        <location filename="../ui/dialogs/settings_dialog.cpp" line="259"/>
        <source>Other engines</source>
        <translation>ほかのエンジン</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/settings_dialog.cpp" line="228"/>
        <source>Other programs&apos; Othello engines, speaking GTP or the NBoard protocol: each can play either colour for the computer.</source>
        <translation>GTP または NBoard プロトコルで通信する、ほかのプログラムのオセロエンジンです。どれもコンピューター側としてどちらの色でも打てます。</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/settings_dialog.cpp" line="237"/>
        <source>&amp;Add…</source>
        <translation>追加(&amp;A)…</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/settings_dialog.cpp" line="237"/>
        <source>Add an engine</source>
        <translation>エンジンを追加</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/settings_dialog.cpp" line="238"/>
        <source>&amp;Remove</source>
        <translation>削除(&amp;R)</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/settings_dialog.cpp" line="239"/>
        <source>Remove the engine</source>
        <translation>エンジンを削除</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/settings_dialog.cpp" line="246"/>
        <source>Engine for Black</source>
        <translation>黒のエンジン</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/settings_dialog.cpp" line="247"/>
        <source>Engine for White</source>
        <translation>白のエンジン</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/settings_dialog.cpp" line="249"/>
        <source>Engine for analysis</source>
        <translation>解析のエンジン</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/settings_dialog.cpp" line="251"/>
        <source>The evaluations and the game review come from this engine: Hasami, or an engine that speaks NBoard.</source>
        <translation>評価値と棋譜の解析はこのエンジンが行います。ハサミか、NBoard プロトコルで通信するエンジンです。</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/settings_dialog.cpp" line="263"/>
        <source>Computer plays Black &amp;with:</source>
        <translation>コンピューターの黒を打つエンジン(&amp;W):</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/settings_dialog.cpp" line="264"/>
        <source>Computer plays White w&amp;ith:</source>
        <translation>コンピューターの白を打つエンジン(&amp;I):</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/settings_dialog.cpp" line="265"/>
        <source>A&amp;nalysis with:</source>
        <translation>解析のエンジン(&amp;N):</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/settings_dialog.cpp" line="272"/>
        <location filename="../ui/dialogs/settings_dialog.cpp" line="279"/>
        <source>Hasami</source>
        <translation>ハサミ</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/settings_dialog.cpp" line="292"/>
        <source>&apos;%1&apos; is not an engine&apos;s command</source>
        <translation>「%1」はエンジンのコマンドではありません</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/settings_dialog.cpp" line="313"/>
        <source>Add an Engine</source>
        <translation>エンジンを追加</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/settings_dialog.cpp" line="104"/>
        <source>Least time between computer moves</source>
        <translation>コンピューターの手と手の最短間隔</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/settings_dialog.cpp" line="107"/>
        <source> ms</source>
        <translation> ミリ秒</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/settings_dialog.cpp" line="173"/>
        <source>Language</source>
        <translation>言語</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/settings_dialog.cpp" line="174"/>
        <source>System language</source>
        <translation>システムの言語</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/settings_dialog.cpp" line="179"/>
        <source>Takes effect when Hasami starts again.</source>
        <translation>ハサミを次に起動したときに有効になります。</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/settings_dialog.cpp" line="119"/>
        <source>Computer</source>
        <translation>コンピューター</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/settings_dialog.cpp" line="59"/>
        <source>A&amp;nalysis</source>
        <translation>解析(&amp;N)</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/settings_dialog.cpp" line="122"/>
        <source>Search &amp;depth:</source>
        <translation>探索の深さ(&amp;D):</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/settings_dialog.cpp" line="123"/>
        <source>&amp;Time a move:</source>
        <translation>1 手の持ち時間(&amp;T):</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/settings_dialog.cpp" line="124"/>
        <source>&amp;Pace:</source>
        <translation>ペース(&amp;P):</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/settings_dialog.cpp" line="160"/>
        <source>Flip animation</source>
        <translation>石を返すアニメーション</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/settings_dialog.cpp" line="161"/>
        <source>Off</source>
        <translation>なし</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/settings_dialog.cpp" line="162"/>
        <source>Fast</source>
        <translation>速い</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/settings_dialog.cpp" line="163"/>
        <source>Normal</source>
        <translation>ふつう</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/settings_dialog.cpp" line="164"/>
        <source>Slow</source>
        <translation>ゆっくり</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/settings_dialog.cpp" line="166"/>
        <source>Mark &amp;flipped discs</source>
        <translation>返した石に印を付ける(&amp;F)</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/settings_dialog.cpp" line="167"/>
        <source>Mark flipped discs</source>
        <translation>返した石に印を付ける</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/settings_dialog.cpp" line="189"/>
        <source>Board</source>
        <translation>盤</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/settings_dialog.cpp" line="191"/>
        <source>&amp;Size:</source>
        <translation>大きさ(&amp;S):</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/settings_dialog.cpp" line="196"/>
        <source>&amp;Language:</source>
        <translation>言語(&amp;L):</translation>
    </message>
</context>
<context>
    <name>hasami::SetupDialog</name>
    <message>
        <location filename="../ui/dialogs/setup_dialog.cpp" line="28"/>
        <source>Set Up Position</source>
        <translation>局面の編集</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/setup_dialog.cpp" line="30"/>
        <source>Board being set up</source>
        <translation>編集中の盤</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/setup_dialog.cpp" line="71"/>
        <source>&amp;Black disc</source>
        <translation>黒石(&amp;B)</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/setup_dialog.cpp" line="72"/>
        <source>&amp;White disc</source>
        <translation>白石(&amp;W)</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/setup_dialog.cpp" line="73"/>
        <source>&amp;Empty square</source>
        <translation>空きマス(&amp;E)</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/setup_dialog.cpp" line="84"/>
        <source>Black</source>
        <translation>黒</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/setup_dialog.cpp" line="85"/>
        <source>White</source>
        <translation>白</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/setup_dialog.cpp" line="86"/>
        <source>Side to move</source>
        <translation>手番</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/setup_dialog.cpp" line="87"/>
        <source>%1 × %1</source>
        <translation>%1 × %1</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/setup_dialog.cpp" line="88"/>
        <source>Board size</source>
        <translation>盤の大きさ</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/setup_dialog.cpp" line="90"/>
        <source>Side to &amp;move:</source>
        <translation>手番(&amp;M):</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/setup_dialog.cpp" line="91"/>
        <source>Board &amp;size:</source>
        <translation>盤の大きさ(&amp;S):</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/setup_dialog.cpp" line="34"/>
        <source>&amp;Clear Board</source>
        <translation>盤を空にする(&amp;C)</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/setup_dialog.cpp" line="35"/>
        <source>S&amp;tandard Start</source>
        <translation>初期配置(&amp;T)</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/setup_dialog.cpp" line="43"/>
        <source>Start &amp;Game Here</source>
        <translation>この局面から対局(&amp;G)</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/setup_dialog.cpp" line="153"/>
        <source>A game cannot reach this position: the four centre squares are never empty.</source>
        <translation>対局ではこの局面になりません: 中央の 4 マスは空くことがありません。</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/setup_dialog.cpp" line="155"/>
        <source>A game cannot reach this position: every disc is placed next to another, so all of them touch the centre&apos;s group.</source>
        <translation>対局ではこの局面になりません: 石は必ず他の石の隣に置かれるので、すべての石が中央の石とつながっています。</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/setup_dialog.cpp" line="158"/>
        <source>Neither side can move: this is a finished game (Black %1, White %2).</source>
        <translation>どちらも打てません: 終局した局面です (黒 %1、白 %2)。</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/setup_dialog.cpp" line="162"/>
        <source>%1 has no legal move here and passes first.</source>
        <translation>%1は打てる手がないので、まずパスします。</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/setup_dialog.cpp" line="165"/>
        <source>%1 to move; %2 legal moves.</source>
        <translation>%1の手番。打てる手は %2 か所。</translation>
    </message>
</context>
<context>
    <name>hasami::StatusMessages</name>
    <message>
        <location filename="../ui/window/status_messages.cpp" line="41"/>
        <source>Looking for a hint… (Esc or Hint again stops it)</source>
        <translation>ヒントを探しています… (Esc かもう一度ヒントで止まります)</translation>
    </message>
    <message>
        <location filename="../ui/window/status_messages.cpp" line="52"/>
        <source>Hint: %1</source>
        <translation>ヒント: %1</translation>
    </message>
    <message>
        <location filename="../ui/window/status_messages.cpp" line="58"/>
        <source>The game is reviewed.</source>
        <translation>棋譜の解析が終わりました。</translation>
    </message>
    <message>
        <location filename="../ui/window/status_messages.cpp" line="58"/>
        <source>The review was stopped.</source>
        <translation>棋譜の解析を中止しました。</translation>
    </message>
</context>
<context>
    <name>hasami::TipBar</name>
    <message>
        <location filename="../ui/window/tip_bar.cpp" line="24"/>
        <source>Close the tip</source>
        <translation>ヒントを閉じる</translation>
    </message>
</context>
<context>
    <name>hasami::TrainerCoach</name>
    <message>
        <location filename="../ui/window/trainer_coach.cpp" line="51"/>
        <source>&amp;Train Openings…</source>
        <translation>定石の練習(&amp;T)…</translation>
    </message>
    <message>
        <location filename="../ui/window/trainer_coach.cpp" line="55"/>
        <source>Repertoire: moves within this many discs of the best</source>
        <translation>レパートリー: 最善からこの石数以内の手</translation>
    </message>
    <message>
        <location filename="../ui/window/trainer_coach.cpp" line="56"/>
        <source>&amp;Try Again</source>
        <translation>もう一度(&amp;T)</translation>
    </message>
    <message>
        <location filename="../ui/window/trainer_coach.cpp" line="57"/>
        <source>&amp;Next Line</source>
        <translation>次の手順(&amp;N)</translation>
    </message>
    <message>
        <location filename="../ui/window/trainer_coach.cpp" line="58"/>
        <source>Stop Training</source>
        <translation>練習を終える</translation>
    </message>
    <message>
        <location filename="../ui/window/trainer_coach.cpp" line="64"/>
        <source>Within </source>
        <translation>最善から </translation>
    </message>
    <message>
        <location filename="../ui/window/trainer_coach.cpp" line="65"/>
        <source> discs of the best</source>
        <translation> 石以内</translation>
    </message>
    <message>
        <location filename="../ui/window/trainer_coach.cpp" line="87"/>
        <source>Training has stopped.</source>
        <translation>練習を終えました。</translation>
    </message>
    <message>
        <location filename="../ui/window/trainer_coach.cpp" line="93"/>
        <location filename="../ui/window/trainer_coach.cpp" line="189"/>
        <source>Train Openings</source>
        <translation>定石の練習</translation>
    </message>
    <message>
        <location filename="../ui/window/trainer_coach.cpp" line="94"/>
        <source>Play your repertoire, the opening book&apos;s moves near the best or the lines you marked, against the book&apos;s answers: which colour do you play?</source>
        <translation>レパートリー（最善に近い定石の手、または自分の手順）を定石の応手に対して打ちます。どちらの色で打ちますか？</translation>
    </message>
    <message>
        <location filename="../ui/window/trainer_coach.cpp" line="99"/>
        <source>Only the lines I &amp;marked</source>
        <translation>自分の手順だけ(&amp;M)</translation>
    </message>
    <message>
        <location filename="../ui/window/trainer_coach.cpp" line="104"/>
        <source>Mark as My Line, in the Book panel, marks the line to the position shown</source>
        <translation>定石パネルの「自分の手順にする」で、表示中の局面までの手順を自分の手順にできます</translation>
    </message>
    <message>
        <location filename="../ui/window/trainer_coach.cpp" line="107"/>
        <source>&amp;Black</source>
        <translation>黒(&amp;B)</translation>
    </message>
    <message>
        <location filename="../ui/window/trainer_coach.cpp" line="107"/>
        <source>&amp;White</source>
        <translation>白(&amp;W)</translation>
    </message>
    <message>
        <location filename="../ui/window/trainer_coach.cpp" line="137"/>
        <source>Right: %1 is in your repertoire.</source>
        <translation>正解: %1 はレパートリーの手です。</translation>
    </message>
    <message>
        <location filename="../ui/window/trainer_coach.cpp" line="139"/>
        <source>%1 is not in your lines. Your moves: %2.</source>
        <translation>%1 は自分の手順にありません。自分の手順の手: %2。</translation>
    </message>
    <message>
        <location filename="../ui/window/trainer_coach.cpp" line="140"/>
        <source>%1 is not in your repertoire. The book&apos;s moves: %2.</source>
        <translation>%1 はレパートリーにありません。定石の手: %2。</translation>
    </message>
    <message>
        <location filename="../ui/window/trainer_coach.cpp" line="151"/>
        <source>Your move with Black: play your repertoire.</source>
        <translation>黒の番です。レパートリーの手を打ってください。</translation>
    </message>
    <message>
        <location filename="../ui/window/trainer_coach.cpp" line="152"/>
        <source>Your move with White: play your repertoire.</source>
        <translation>白の番です。レパートリーの手を打ってください。</translation>
    </message>
    <message>
        <location filename="../ui/window/trainer_coach.cpp" line="155"/>
        <source>The book answers…</source>
        <translation>定石が応じています…</translation>
    </message>
    <message>
        <location filename="../ui/window/trainer_coach.cpp" line="158"/>
        <source>Try again, or go on with the next line.</source>
        <translation>もう一度打つか、次の手順に進んでください。</translation>
    </message>
    <message>
        <location filename="../ui/window/trainer_coach.cpp" line="162"/>
        <source>Your lines end here: Next Line trains another.</source>
        <translation>自分の手順はここまでです。「次の手順」で別の手順を練習します。</translation>
    </message>
    <message>
        <location filename="../ui/window/trainer_coach.cpp" line="163"/>
        <source>The book ends here: Next Line trains another.</source>
        <translation>定石はここまでです。「次の手順」で別の手順を練習します。</translation>
    </message>
    <message>
        <location filename="../ui/window/trainer_coach.cpp" line="176"/>
        <source>Right: %1 of %2.</source>
        <translation>正解: %2 問中 %1 問。</translation>
    </message>
    <message>
        <location filename="../ui/window/trainer_coach.cpp" line="180"/>
        <source>%1: %2 of %3.</source>
        <translation>%1: %3 問中 %2 問。</translation>
    </message>
</context>
<context>
    <name>hasami::TrainerMode</name>
    <message>
        <location filename="../session/modes/trainer_mode.cpp" line="77"/>
        <source>%1 is not a legal move here.</source>
        <translation>%1 はここでは打てません。</translation>
    </message>
    <message>
        <location filename="../session/modes/trainer_mode.cpp" line="94"/>
        <source>There is no opening book for the 8x8 board.</source>
        <translation>8x8 盤の定石がありません。</translation>
    </message>
    <message>
        <location filename="../session/modes/trainer_mode.cpp" line="98"/>
        <source>The opening book has no moves at the start of the 8x8 board.</source>
        <translation>定石に 8×8 盤の初期局面からの手がありません。</translation>
    </message>
    <message>
        <location filename="../session/modes/trainer_mode.cpp" line="103"/>
        <source>You have marked no lines yet: in the Book panel, Mark as My Line marks the line to the position shown.</source>
        <translation>自分の手順がまだありません。定石パネルの「自分の手順にする」で、表示中の局面までの手順を自分の手順にできます。</translation>
    </message>
</context>
<context>
    <name>hasami::WindowDialogs</name>
    <message>
        <location filename="../ui/window/window_dialogs.cpp" line="33"/>
        <source>New to Reversi? &lt;b&gt;How to Play&lt;/b&gt; (F1, in the Help menu) explains the rules in a minute, with pictures.</source>
        <translation>リバーシは初めてですか？ &lt;b&gt;遊び方&lt;/b&gt;（F1、ヘルプメニュー）で、図を見ながらすぐにルールがわかります。</translation>
    </message>
    <message>
        <location filename="../ui/window/window_dialogs.cpp" line="35"/>
        <source>How to Play</source>
        <translation>遊び方</translation>
    </message>
    <message>
        <location filename="../ui/window/window_dialogs.cpp" line="73"/>
        <source>A new game starts from the position set up.</source>
        <translation>編集した局面から新しいゲームを始めます。</translation>
    </message>
    <message>
        <location filename="../ui/window/window_dialogs.cpp" line="91"/>
        <source>Game Report</source>
        <translation>対局レポート</translation>
    </message>
    <message>
        <location filename="../ui/window/window_dialogs.cpp" line="92"/>
        <source>The game shown is not reviewed yet. Review it now? Its report opens when the review ends.</source>
        <translation>表示中の対局はまだ解析されていません。今すぐ解析しますか? 解析が終わると対局レポートが開きます。</translation>
    </message>
</context>
<context>
    <name>hasami::WindowView</name>
    <message>
        <location filename="../ui/window/window_view.cpp" line="101"/>
        <source>%1 vs %2</source>
        <translation>%1 対 %2</translation>
    </message>
    <message>
        <location filename="../ui/window/window_view.cpp" line="105"/>
        <source>%1, %2</source>
        <translation>%1、%2</translation>
    </message>
    <message>
        <location filename="../ui/window/window_view.cpp" line="107"/>
        <source>Hasami — %1</source>
        <translation>ハサミ — %1</translation>
    </message>
    <message>
        <location filename="../ui/window/window_view.cpp" line="108"/>
        <source>Hasami — %1 — %2</source>
        <translation>ハサミ — %1 — %2</translation>
    </message>
    <message>
        <location filename="../ui/window/window_view.cpp" line="181"/>
        <source>Resume the game (P)</source>
        <translation>対局を再開 (P)</translation>
    </message>
    <message>
        <location filename="../ui/window/window_view.cpp" line="182"/>
        <source>Pause the game (P)</source>
        <translation>対局を一時停止 (P)</translation>
    </message>
    <message>
        <location filename="../ui/window/window_view.cpp" line="189"/>
        <source>Adds the game to your opening book</source>
        <translation>この対局を自分の定石に加えます</translation>
    </message>
    <message>
        <location filename="../ui/window/window_view.cpp" line="193"/>
        <source>Adds the positions of a book file (Hasami&apos;s, Edax&apos;s or text) to your book; the deeper search wins</source>
        <translation>定石ファイル（Hasami、Edax、テキスト）の局面を自分の定石に加えます。深く探索した方が残ります</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <location filename="../app/main.cpp" line="71"/>
        <source>Reversi (Othello) for the desktop.</source>
        <translation>デスクトップ向けのリバーシ（オセロ）。</translation>
    </message>
    <message>
        <location filename="../app/main.cpp" line="76"/>
        <source>A game or position to open.</source>
        <translation>開くゲームまたは局面。</translation>
    </message>
    <message>
        <location filename="../app/main.cpp" line="161"/>
        <source>Hasami is already open</source>
        <translation>ハサミはすでに開いています</translation>
    </message>
    <message>
        <location filename="../app/main.cpp" line="162"/>
        <source>Hasami is already open in another window, which does not answer. Close it (or end it) and start Hasami again: two windows would write over each other&apos;s game.</source>
        <translation>ハサミは別のウィンドウですでに開いていますが、応答がありません。そのウィンドウを閉じて (または終了させて) から、もう一度ハサミを起動してください。ウィンドウが二つあると、互いのゲームを上書きしてしまいます。</translation>
    </message>
    <message>
        <location filename="../app/main.cpp" line="234"/>
        <source>Hasami cannot start</source>
        <translation>Hasami を起動できません</translation>
    </message>
    <message>
        <location filename="../app/main.cpp" line="235"/>
        <source>The program&apos;s data is damaged; please reinstall Hasami.

%1</source>
        <translation>プログラムのデータが壊れています。Hasami を再インストールしてください。

%1</translation>
    </message>
</context>
</TS>
