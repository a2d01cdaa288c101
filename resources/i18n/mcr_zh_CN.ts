<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>FanModel</name>
    <message>
        <location filename="../../app/ui/hand/fan_model.py" line="50"/>
        <source>No.</source>
        <translation>编号</translation>
    </message>
    <message>
        <location filename="../../app/ui/hand/fan_model.py" line="50"/>
        <source>Fan</source>
        <translation>番种</translation>
    </message>
    <message>
        <location filename="../../app/ui/hand/fan_model.py" line="50"/>
        <source>Chinese</source>
        <translation>中文</translation>
    </message>
    <message>
        <location filename="../../app/ui/hand/fan_model.py" line="50"/>
        <source>Fan points</source>
        <translation>番数</translation>
    </message>
    <message>
        <location filename="../../app/ui/hand/fan_model.py" line="51"/>
        <source>×</source>
        <translation>×</translation>
    </message>
    <message>
        <location filename="../../app/ui/hand/fan_model.py" line="51"/>
        <source>Total</source>
        <translation>合计</translation>
    </message>
    <message>
        <location filename="../../app/ui/hand/fan_model.py" line="51"/>
        <source>Tiles</source>
        <translation>牌</translation>
    </message>
</context>
<context>
    <name>HandEntry</name>
    <message>
        <location filename="../../app/ui/hand/entry.py" line="83"/>
        <source>e.g. [567m,2]123p456s789s55p|ES1000|2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/ui/hand/entry.py" line="85"/>
        <source>Type the hand: 123m 5p [555p,2] [EEEE]; the last tile is the winning tile; |PSabcd for winds and flags; |n or |letters for flowers (Ctrl+L)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/ui/hand/entry.py" line="101"/>
        <source>&amp;Notation:</source>
        <translation>牌谱(&amp;N)：</translation>
    </message>
    <message>
        <location filename="../../app/ui/hand/entry.py" line="170"/>
        <source>Add as:</source>
        <translation>添加为：</translation>
    </message>
    <message>
        <location filename="../../app/ui/hand/entry.py" line="172"/>
        <source>&amp;Tile</source>
        <translation>单张(&amp;T)</translation>
    </message>
    <message>
        <location filename="../../app/ui/hand/entry.py" line="172"/>
        <source>&amp;Chow</source>
        <translation>吃(&amp;C)</translation>
    </message>
    <message>
        <location filename="../../app/ui/hand/entry.py" line="172"/>
        <source>&amp;Pung</source>
        <translation>碰(&amp;P)</translation>
    </message>
    <message>
        <location filename="../../app/ui/hand/entry.py" line="173"/>
        <source>&amp;Kong</source>
        <translation>杠(&amp;K)</translation>
    </message>
    <message>
        <location filename="../../app/ui/hand/entry.py" line="187"/>
        <source>Who gave the claimed tile (for a chow: which tile)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/ui/hand/entry.py" line="188"/>
        <source>C&amp;oncealed</source>
        <translation>暗杠(&amp;O)</translation>
    </message>
    <message>
        <location filename="../../app/ui/hand/entry.py" line="190"/>
        <source>P&amp;romoted</source>
        <translation>加杠(&amp;R)</translation>
    </message>
    <message>
        <location filename="../../app/ui/hand/entry.py" line="197"/>
        <source>Remove last</source>
        <translation>删除最后一张</translation>
    </message>
    <message>
        <location filename="../../app/ui/hand/entry.py" line="200"/>
        <source>Remove the last tile or set (Ctrl+Backspace)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/ui/hand/entry.py" line="202"/>
        <source>Clear</source>
        <translation>清空</translation>
    </message>
    <message>
        <location filename="../../app/ui/hand/entry.py" line="211"/>
        <source>Situation</source>
        <translation>和牌情况</translation>
    </message>
    <message>
        <location filename="../../app/ui/hand/entry.py" line="222"/>
        <source>Prevalent wind:</source>
        <translation>圈风：</translation>
    </message>
    <message>
        <location filename="../../app/ui/hand/entry.py" line="224"/>
        <source>Seat wind:</source>
        <translation>门风：</translation>
    </message>
    <message>
        <location filename="../../app/ui/hand/entry.py" line="226"/>
        <source>&amp;Self-drawn</source>
        <translation>自摸(&amp;S)</translation>
    </message>
    <message>
        <location filename="../../app/ui/hand/entry.py" line="228"/>
        <source>Last of its &amp;kind</source>
        <translation>和绝张(&amp;K)</translation>
    </message>
    <message>
        <location filename="../../app/ui/hand/entry.py" line="230"/>
        <source>Last of the &amp;wall</source>
        <translation>海底(&amp;W)</translation>
    </message>
    <message>
        <location filename="../../app/ui/hand/entry.py" line="232"/>
        <location filename="../../app/ui/hand/entry.py" line="407"/>
        <source>Robbing the kong</source>
        <translation>抢杠和</translation>
    </message>
    <message>
        <location filename="../../app/ui/hand/entry.py" line="242"/>
        <source>Check the players&apos; claim</source>
        <translation>核对选手报番</translation>
    </message>
    <message>
        <location filename="../../app/ui/hand/entry.py" line="247"/>
        <source>numbers or names, e.g. 28, Short Straight, 80</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/ui/hand/entry.py" line="250"/>
        <source>claimed total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/ui/hand/entry.py" line="258"/>
        <source>Claimed fans:</source>
        <translation>报的番种：</translation>
    </message>
    <message>
        <location filename="../../app/ui/hand/entry.py" line="259"/>
        <source>Claimed total:</source>
        <translation>报的总番：</translation>
    </message>
    <message>
        <location filename="../../app/ui/hand/entry.py" line="266"/>
        <source>Waits (13 tiles)</source>
        <translation>听牌（13张）</translation>
    </message>
    <message>
        <location filename="../../app/ui/hand/entry.py" line="324"/>
        <source>claimed 1st tile</source>
        <translation>吃第一张</translation>
    </message>
    <message>
        <location filename="../../app/ui/hand/entry.py" line="324"/>
        <source>claimed 2nd tile</source>
        <translation>吃第二张</translation>
    </message>
    <message>
        <location filename="../../app/ui/hand/entry.py" line="325"/>
        <source>claimed 3rd tile</source>
        <translation>吃第三张</translation>
    </message>
    <message>
        <location filename="../../app/ui/hand/entry.py" line="328"/>
        <source>from left (previous)</source>
        <translation>上家</translation>
    </message>
    <message>
        <location filename="../../app/ui/hand/entry.py" line="328"/>
        <source>from across</source>
        <translation>对家</translation>
    </message>
    <message>
        <location filename="../../app/ui/hand/entry.py" line="329"/>
        <source>from right (next)</source>
        <translation>下家</translation>
    </message>
    <message>
        <location filename="../../app/ui/hand/entry.py" line="352"/>
        <source>A chow needs suited tiles.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/ui/hand/entry.py" line="406"/>
        <source>Kong replacement</source>
        <translation>杠上开花</translation>
    </message>
    <message>
        <location filename="../../app/ui/hand/entry.py" line="432"/>
        <source>1 tile</source>
        <translation>1 张</translation>
    </message>
    <message>
        <location filename="../../app/ui/hand/entry.py" line="433"/>
        <source>%1 tiles</source>
        <translation>%1 张</translation>
    </message>
    <message>
        <location filename="../../app/ui/hand/entry.py" line="435"/>
        <source>A winning hand has 14 tiles (a kong counts 3); with 13 the waits are listed.</source>
        <translation>和牌须14张（杠算3张）；13张时列出听牌。</translation>
    </message>
    <message>
        <location filename="../../app/ui/hand/entry.py" line="440"/>
        <source>Not a winning hand</source>
        <translation>不是和牌</translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/ui/hand/entry.py" line="444"/>
        <source>%n fan</source>
        <translation><numerusform>%n 番</numerusform></translation>
    </message>
    <message>
        <location filename="../../app/ui/hand/entry.py" line="448"/>
        <source>Under 8 fan (flowers not counted): this is not a valid win.</source>
        <translation>不足八番（花牌不计）：不能和牌。</translation>
    </message>
    <message>
        <location filename="../../app/ui/hand/entry.py" line="475"/>
        <source>No tile completes this hand.</source>
        <translation>没有能和的牌。</translation>
    </message>
    <message>
        <location filename="../../app/ui/hand/entry.py" line="480"/>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/ui/hand/entry.py" line="482"/>
        <source>%1: %2 fan</source>
        <translation>%1：%2 番</translation>
    </message>
    <message>
        <location filename="../../app/ui/hand/entry.py" line="485"/>
        <source>%1: %2 fan, under 8</source>
        <translation>%1：%2 番，不足八番</translation>
    </message>
    <message>
        <location filename="../../app/ui/hand/entry.py" line="498"/>
        <source>Enter the whole hand to check the claim.</source>
        <translation>输入完整的牌才能核对报番。</translation>
    </message>
    <message>
        <location filename="../../app/ui/hand/entry.py" line="505"/>
        <source>right</source>
        <translation>正确</translation>
    </message>
    <message>
        <location filename="../../app/ui/hand/entry.py" line="505"/>
        <source>missing</source>
        <translation>漏报</translation>
    </message>
    <message>
        <location filename="../../app/ui/hand/entry.py" line="506"/>
        <source>wrong</source>
        <translation>错报</translation>
    </message>
    <message>
        <location filename="../../app/ui/hand/entry.py" line="513"/>
        <source>✔ total %1 is right</source>
        <translation>✔ 总番 %1 正确</translation>
    </message>
    <message>
        <location filename="../../app/ui/hand/entry.py" line="517"/>
        <source>✘ claimed total %1, the hand is worth %2</source>
        <translation>✘ 报 %1 番，实际 %2 番</translation>
    </message>
</context>
<context>
    <name>HandView</name>
    <message>
        <location filename="../../app/ui/hand/hand_view.py" line="35"/>
        <source>Hand</source>
        <translation>盘</translation>
    </message>
    <message>
        <location filename="../../app/ui/hand/hand_view.py" line="80"/>
        <source>Click tiles below or type the notation</source>
        <translation>点击下方的牌或输入牌谱</translation>
    </message>
    <message>
        <location filename="../../app/ui/hand/hand_view.py" line="92"/>
        <source>winning</source>
        <translation>和张</translation>
    </message>
    <message>
        <location filename="../../app/ui/hand/hand_view.py" line="112"/>
        <source>chow</source>
        <translation>吃</translation>
    </message>
    <message>
        <location filename="../../app/ui/hand/hand_view.py" line="113"/>
        <source>pung</source>
        <translation>碰</translation>
    </message>
    <message>
        <location filename="../../app/ui/hand/hand_view.py" line="114"/>
        <source>kong</source>
        <translation>杠</translation>
    </message>
    <message>
        <location filename="../../app/ui/hand/hand_view.py" line="116"/>
        <source>concealed kong</source>
        <translation>暗杠</translation>
    </message>
    <message>
        <location filename="../../app/ui/hand/hand_view.py" line="118"/>
        <source>promoted kong</source>
        <translation>加杠</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../app/ui/window.py" line="121"/>
        <source>&amp;New tournament…</source>
        <translation>新建比赛(&amp;N)…</translation>
    </message>
    <message>
        <location filename="../../app/ui/window.py" line="122"/>
        <source>&amp;Open…</source>
        <translation>打开(&amp;O)…</translation>
    </message>
    <message>
        <location filename="../../app/ui/window.py" line="123"/>
        <source>&amp;Save a copy…</source>
        <translation>另存副本(&amp;S)…</translation>
    </message>
    <message>
        <location filename="../../app/ui/window.py" line="125"/>
        <source>&amp;Close tournament</source>
        <translation>关闭比赛(&amp;C)</translation>
    </message>
    <message>
        <location filename="../../app/ui/window.py" line="127"/>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <location filename="../../app/ui/window.py" line="128"/>
        <location filename="../../app/ui/window.py" line="435"/>
        <source>&amp;Undo</source>
        <translation>撤销(&amp;U)</translation>
    </message>
    <message>
        <location filename="../../app/ui/window.py" line="129"/>
        <location filename="../../app/ui/window.py" line="437"/>
        <source>&amp;Redo</source>
        <translation>重做(&amp;R)</translation>
    </message>
    <message>
        <location filename="../../app/ui/window.py" line="132"/>
        <source>&amp;Projector view</source>
        <translation>投影视图(&amp;P)</translation>
    </message>
    <message>
        <location filename="../../app/ui/window.py" line="134"/>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <location filename="../../app/ui/window.py" line="136"/>
        <source>Open &amp;recent</source>
        <translation>最近打开(&amp;R)</translation>
    </message>
    <message>
        <location filename="../../app/ui/window.py" line="140"/>
        <source>&amp;Edit</source>
        <translation>编辑(&amp;E)</translation>
    </message>
    <message>
        <location filename="../../app/ui/window.py" line="142"/>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <location filename="../../app/ui/window.py" line="152"/>
        <source>Players</source>
        <translation>选手</translation>
    </message>
    <message>
        <location filename="../../app/ui/window.py" line="152"/>
        <source>Teams</source>
        <translation>队伍</translation>
    </message>
    <message>
        <location filename="../../app/ui/window.py" line="153"/>
        <source>Seating</source>
        <translation>座位</translation>
    </message>
    <message>
        <location filename="../../app/ui/window.py" line="153"/>
        <source>Table sheet</source>
        <translation>计分表</translation>
    </message>
    <message>
        <location filename="../../app/ui/window.py" line="154"/>
        <source>Standings</source>
        <translation>排名</translation>
    </message>
    <message>
        <location filename="../../app/ui/window.py" line="154"/>
        <source>Reports</source>
        <translation>报表</translation>
    </message>
    <message>
        <location filename="../../app/ui/window.py" line="155"/>
        <source>Hand calculator</source>
        <translation>算番器</translation>
    </message>
    <message>
        <location filename="../../app/ui/window.py" line="161"/>
        <source>&lt;h1&gt;MCR Tournament Manager&lt;/h1&gt;&lt;p&gt;Create a tournament or open one to start.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/ui/window.py" line="231"/>
        <source>Sessions</source>
        <translation>轮次</translation>
    </message>
    <message>
        <location filename="../../app/ui/window.py" line="235"/>
        <source>Table %1</source>
        <translation>第%1桌</translation>
    </message>
    <message>
        <location filename="../../app/ui/window.py" line="246"/>
        <source>Session %1</source>
        <translation>第%1轮</translation>
    </message>
    <message>
        <location filename="../../app/ui/window.py" line="298"/>
        <source>Open tournament</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/ui/window.py" line="307"/>
        <source>Save a copy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/ui/window.py" line="312"/>
        <source>Copy saved to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/ui/window.py" line="319"/>
        <source>Choose a file for the new tournament.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/ui/window.py" line="324"/>
        <source>Cannot create %1: %2</source>
        <translation>无法创建 %1：%2</translation>
    </message>
    <message>
        <location filename="../../app/ui/window.py" line="336"/>
        <source>Cannot open %1: %2</source>
        <translation>无法打开 %1：%2</translation>
    </message>
    <message>
        <location filename="../../app/ui/window.py" line="417"/>
        <source>Saved.</source>
        <translation>已保存。</translation>
    </message>
    <message>
        <location filename="../../app/ui/window.py" line="434"/>
        <source>&amp;Undo %1</source>
        <translation>撤销(&amp;U) %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/window.py" line="436"/>
        <source>&amp;Redo %1</source>
        <translation>重做(&amp;R) %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/window.py" line="443"/>
        <source>MCR Tournament Manager</source>
        <translation>国标麻将比赛管理</translation>
    </message>
</context>
<context>
    <name>NewTournamentDialog</name>
    <message>
        <location filename="../../app/ui/window.py" line="56"/>
        <source>New tournament</source>
        <translation>新建比赛</translation>
    </message>
    <message>
        <location filename="../../app/ui/window.py" line="64"/>
        <source>…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/ui/window.py" line="70"/>
        <source>Name:</source>
        <translation>名称：</translation>
    </message>
    <message>
        <location filename="../../app/ui/window.py" line="71"/>
        <source>Sessions:</source>
        <translation>轮数：</translation>
    </message>
    <message>
        <location filename="../../app/ui/window.py" line="72"/>
        <source>File:</source>
        <translation>文件：</translation>
    </message>
    <message>
        <location filename="../../app/ui/window.py" line="83"/>
        <source>Tournament file</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Players</name>
    <message>
        <location filename="../../app/ui/players/view.py" line="41"/>
        <source>Edit player %1</source>
        <translation>修改选手 %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/players/view.py" line="46"/>
        <source>No.</source>
        <translation>编号</translation>
    </message>
    <message>
        <location filename="../../app/ui/players/view.py" line="47"/>
        <source>Name</source>
        <translation>姓名</translation>
    </message>
    <message>
        <location filename="../../app/ui/players/view.py" line="48"/>
        <source>Country</source>
        <translation>国家</translation>
    </message>
    <message>
        <location filename="../../app/ui/players/view.py" line="49"/>
        <source>EMA number</source>
        <translation>EMA编号</translation>
    </message>
    <message>
        <location filename="../../app/ui/players/view.py" line="50"/>
        <source>Team</source>
        <translation>队伍</translation>
    </message>
    <message>
        <location filename="../../app/ui/players/view.py" line="51"/>
        <source>Substitute</source>
        <translation>替补</translation>
    </message>
    <message>
        <location filename="../../app/ui/players/view.py" line="53"/>
        <source>Active</source>
        <translation>在赛</translation>
    </message>
</context>
<context>
    <name>PlayersView</name>
    <message>
        <location filename="../../app/ui/players/view.py" line="75"/>
        <source>Name</source>
        <translation>姓名</translation>
    </message>
    <message>
        <location filename="../../app/ui/players/view.py" line="77"/>
        <source>Country</source>
        <translation>国家</translation>
    </message>
    <message>
        <location filename="../../app/ui/players/view.py" line="79"/>
        <source>Team</source>
        <translation>队伍</translation>
    </message>
    <message>
        <location filename="../../app/ui/players/view.py" line="81"/>
        <source>EMA number</source>
        <translation>EMA编号</translation>
    </message>
    <message>
        <location filename="../../app/ui/players/view.py" line="82"/>
        <source>Substitute</source>
        <translation>替补</translation>
    </message>
    <message>
        <location filename="../../app/ui/players/view.py" line="83"/>
        <source>&amp;Add player</source>
        <translation>添加选手(&amp;A)</translation>
    </message>
    <message>
        <location filename="../../app/ui/players/view.py" line="93"/>
        <source>&amp;Import CSV/XLSX…</source>
        <translation>导入 CSV/XLSX(&amp;I)…</translation>
    </message>
    <message>
        <location filename="../../app/ui/players/view.py" line="95"/>
        <source>Remove selected</source>
        <translation>删除所选</translation>
    </message>
    <message>
        <location filename="../../app/ui/players/view.py" line="122"/>
        <source>%1 players, %2 substitutes</source>
        <translation>%1 名选手，%2 名替补</translation>
    </message>
    <message>
        <location filename="../../app/ui/players/view.py" line="136"/>
        <source>Add player %1</source>
        <translation>添加选手 %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/players/view.py" line="149"/>
        <source>Remove player %1</source>
        <translation>删除选手 %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/players/view.py" line="156"/>
        <source>Import players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/ui/players/view.py" line="157"/>
        <source>Player lists (*.csv *.xlsx);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/ui/players/view.py" line="167"/>
        <source>Cannot read %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/ui/players/view.py" line="172"/>
        <source>Import %n player(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../app/ui/players/view.py" line="176"/>
        <source>Row %1 rejected (%2): %3</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ProjectorView</name>
    <message>
        <location filename="../../app/ui/standings/view.py" line="112"/>
        <source>Standings — projector</source>
        <translation>排名 — 投影</translation>
    </message>
</context>
<context>
    <name>ReportsView</name>
    <message>
        <location filename="../../app/ui/reports/view.py" line="42"/>
        <source>Excel (.xlsx)</source>
        <translation>Excel (.xlsx)</translation>
    </message>
    <message>
        <location filename="../../app/ui/reports/view.py" line="44"/>
        <source>PDF</source>
        <translation>PDF</translation>
    </message>
    <message>
        <location filename="../../app/ui/reports/view.py" line="48"/>
        <source>Folder…</source>
        <translation>文件夹…</translation>
    </message>
    <message>
        <location filename="../../app/ui/reports/view.py" line="50"/>
        <source>&amp;Write reports</source>
        <translation>生成报表(&amp;W)</translation>
    </message>
    <message>
        <location filename="../../app/ui/reports/view.py" line="53"/>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <location filename="../../app/ui/reports/view.py" line="67"/>
        <source>Write to:</source>
        <translation>写入：</translation>
    </message>
    <message>
        <location filename="../../app/ui/reports/view.py" line="75"/>
        <source>&lt;b&gt;Documents&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/ui/reports/view.py" line="89"/>
        <source>Reports folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/ui/reports/view.py" line="100"/>
        <source>Choose at least one document and one format.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/ui/reports/view.py" line="108"/>
        <source>Cancelled.</source>
        <translation>已取消。</translation>
    </message>
    <message>
        <location filename="../../app/ui/reports/view.py" line="113"/>
        <source>Writing…</source>
        <translation>正在写入…</translation>
    </message>
    <message>
        <location filename="../../app/ui/reports/view.py" line="124"/>
        <source>Written: %1</source>
        <translation>已写入：%1</translation>
    </message>
    <message>
        <location filename="../../app/ui/reports/view.py" line="129"/>
        <source>Not written: %1</source>
        <translation>未写入：%1</translation>
    </message>
</context>
<context>
    <name>SeatingView</name>
    <message>
        <location filename="../../app/ui/seating/view.py" line="49"/>
        <source>East</source>
        <translation>东</translation>
    </message>
    <message>
        <location filename="../../app/ui/seating/view.py" line="49"/>
        <source>South</source>
        <translation>南</translation>
    </message>
    <message>
        <location filename="../../app/ui/seating/view.py" line="49"/>
        <source>West</source>
        <translation>西</translation>
    </message>
    <message>
        <location filename="../../app/ui/seating/view.py" line="49"/>
        <source>North</source>
        <translation>北</translation>
    </message>
    <message>
        <location filename="../../app/ui/seating/view.py" line="52"/>
        <source>Table</source>
        <translation>桌</translation>
    </message>
    <message>
        <location filename="../../app/ui/seating/view.py" line="63"/>
        <source>Session </source>
        <translation>轮次 </translation>
    </message>
    <message>
        <location filename="../../app/ui/seating/view.py" line="66"/>
        <source>Seed </source>
        <translation>种子 </translation>
    </message>
    <message>
        <location filename="../../app/ui/seating/view.py" line="68"/>
        <source>&amp;Generate plan</source>
        <translation>生成座位表(&amp;G)</translation>
    </message>
    <message>
        <location filename="../../app/ui/seating/view.py" line="71"/>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <location filename="../../app/ui/seating/view.py" line="77"/>
        <source>&amp;Swap the two selected players</source>
        <translation>交换所选两名选手(&amp;S)</translation>
    </message>
    <message>
        <location filename="../../app/ui/seating/view.py" line="82"/>
        <source>Players not seated in this session</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/ui/seating/view.py" line="83"/>
        <source>Seat in the selected place</source>
        <translation>坐到所选座位</translation>
    </message>
    <message>
        <location filename="../../app/ui/seating/view.py" line="86"/>
        <source>Export CSV…</source>
        <translation>导出 CSV…</translation>
    </message>
    <message>
        <location filename="../../app/ui/seating/view.py" line="88"/>
        <source>&amp;Print…</source>
        <translation>打印(&amp;P)…</translation>
    </message>
    <message>
        <location filename="../../app/ui/seating/view.py" line="112"/>
        <source>Broken constraints in this session:</source>
        <translation>本轮违反的约束：</translation>
    </message>
    <message>
        <location filename="../../app/ui/seating/view.py" line="136"/>
        <source>No seating yet: generate a plan.</source>
        <translation>尚无座位：请生成座位表。</translation>
    </message>
    <message>
        <location filename="../../app/ui/seating/view.py" line="141"/>
        <source> (substitute)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/ui/seating/view.py" line="149"/>
        <source>None.</source>
        <translation>无。</translation>
    </message>
    <message>
        <location filename="../../app/ui/seating/view.py" line="153"/>
        <source>Plan quality: %1 repeated meetings</source>
        <translation>座位表质量：重复相遇 %1 次</translation>
    </message>
    <message>
        <location filename="../../app/ui/seating/view.py" line="155"/>
        <source> (fewest possible %1)</source>
        <translation>（最少可能 %1）</translation>
    </message>
    <message>
        <location filename="../../app/ui/seating/view.py" line="156"/>
        <source>%1 teammates at one table</source>
        <translation>%1 组队友同桌</translation>
    </message>
    <message>
        <location filename="../../app/ui/seating/view.py" line="158"/>
        <source>starting seats balanced</source>
        <translation>起始座位均衡</translation>
    </message>
    <message>
        <location filename="../../app/ui/seating/view.py" line="159"/>
        <source>starting seats differ by up to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/ui/seating/view.py" line="162"/>
        <source>at most %1 times at one table number (least possible %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/ui/seating/view.py" line="200"/>
        <source>Seat sessions</source>
        <translation>排座位</translation>
    </message>
    <message>
        <location filename="../../app/ui/seating/view.py" line="215"/>
        <source>Select exactly two players to swap.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/ui/seating/view.py" line="223"/>
        <source>Swap players in session %1</source>
        <translation>交换第%1轮的选手</translation>
    </message>
    <message>
        <location filename="../../app/ui/seating/view.py" line="234"/>
        <source>Select one seat and the player to put there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/ui/seating/view.py" line="240"/>
        <source>Seat %1 in session %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/ui/seating/view.py" line="264"/>
        <source>Export seating</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/ui/seating/view.py" line="265"/>
        <source>CSV (*.csv)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SessionTimer</name>
    <message>
        <location filename="../../app/ui/standings/timer.py" line="41"/>
        <location filename="../../app/ui/standings/timer.py" line="91"/>
        <source>Start</source>
        <translation>开始</translation>
    </message>
    <message>
        <location filename="../../app/ui/standings/timer.py" line="44"/>
        <source>+5 min</source>
        <translation>+5 分钟</translation>
    </message>
    <message>
        <location filename="../../app/ui/standings/timer.py" line="91"/>
        <source>Pause</source>
        <translation>暂停</translation>
    </message>
    <message>
        <location filename="../../app/ui/standings/timer.py" line="95"/>
        <source>Time is up: finish the current hand.</source>
        <translation>时间到：打完本盘。</translation>
    </message>
    <message>
        <location filename="../../app/ui/standings/timer.py" line="101"/>
        <source>15 minutes or less left.</source>
        <translation>剩余不到15分钟。</translation>
    </message>
    <message>
        <location filename="../../app/ui/standings/timer.py" line="106"/>
        <source>Paused</source>
        <translation>已暂停</translation>
    </message>
</context>
<context>
    <name>Standings</name>
    <message>
        <location filename="../../app/ui/standings/view.py" line="27"/>
        <location filename="../../app/ui/standings/view.py" line="39"/>
        <source>Place</source>
        <translation>名次</translation>
    </message>
    <message>
        <location filename="../../app/ui/standings/view.py" line="28"/>
        <source>Player</source>
        <translation>选手</translation>
    </message>
    <message>
        <location filename="../../app/ui/standings/view.py" line="29"/>
        <source>Country</source>
        <translation>国家</translation>
    </message>
    <message>
        <location filename="../../app/ui/standings/view.py" line="30"/>
        <location filename="../../app/ui/standings/view.py" line="40"/>
        <source>Team</source>
        <translation>队伍</translation>
    </message>
    <message>
        <location filename="../../app/ui/standings/view.py" line="31"/>
        <source>Sessions</source>
        <translation>轮次</translation>
    </message>
    <message>
        <location filename="../../app/ui/standings/view.py" line="32"/>
        <location filename="../../app/ui/standings/view.py" line="42"/>
        <source>Table points</source>
        <translation>桌分</translation>
    </message>
    <message>
        <location filename="../../app/ui/standings/view.py" line="33"/>
        <location filename="../../app/ui/standings/view.py" line="43"/>
        <source>Score</source>
        <translation>得分</translation>
    </message>
    <message>
        <location filename="../../app/ui/standings/view.py" line="41"/>
        <source>Members</source>
        <translation>人数</translation>
    </message>
</context>
<context>
    <name>StandingsView</name>
    <message>
        <location filename="../../app/ui/standings/view.py" line="74"/>
        <source>&amp;Projector view</source>
        <translation>投影视图(&amp;P)</translation>
    </message>
    <message>
        <location filename="../../app/ui/standings/view.py" line="79"/>
        <source>Table points first, then score.</source>
        <translation>先比桌分，再比得分。</translation>
    </message>
    <message>
        <location filename="../../app/ui/standings/view.py" line="85"/>
        <source>&lt;b&gt;Players&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/ui/standings/view.py" line="89"/>
        <source>&lt;b&gt;Teams&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TableSheet</name>
    <message>
        <location filename="../../app/ui/table/sheet.py" line="63"/>
        <source>Session </source>
        <translation>轮次 </translation>
    </message>
    <message>
        <location filename="../../app/ui/table/sheet.py" line="66"/>
        <source>Table </source>
        <translation>桌 </translation>
    </message>
    <message>
        <location filename="../../app/ui/table/sheet.py" line="69"/>
        <location filename="../../app/ui/table/sheet.py" line="326"/>
        <source>Mark &amp;verified</source>
        <translation>标记为已核对(&amp;V)</translation>
    </message>
    <message>
        <location filename="../../app/ui/table/sheet.py" line="88"/>
        <source>Player</source>
        <translation>选手</translation>
    </message>
    <message>
        <location filename="../../app/ui/table/sheet.py" line="89"/>
        <source>Hands</source>
        <translation>牌局分</translation>
    </message>
    <message>
        <location filename="../../app/ui/table/sheet.py" line="90"/>
        <source>Penalties</source>
        <translation>罚分</translation>
    </message>
    <message>
        <location filename="../../app/ui/table/sheet.py" line="91"/>
        <source>Score</source>
        <translation>得分</translation>
    </message>
    <message>
        <location filename="../../app/ui/table/sheet.py" line="92"/>
        <source>Table points</source>
        <translation>桌分</translation>
    </message>
    <message>
        <location filename="../../app/ui/table/sheet.py" line="115"/>
        <source>&amp;Hand</source>
        <translation>牌局(&amp;H)</translation>
    </message>
    <message>
        <location filename="../../app/ui/table/sheet.py" line="116"/>
        <source>Pe&amp;nalty</source>
        <translation>罚分(&amp;N)</translation>
    </message>
    <message>
        <location filename="../../app/ui/table/sheet.py" line="117"/>
        <source>T&amp;otals only</source>
        <translation>仅总分(&amp;O)</translation>
    </message>
    <message>
        <location filename="../../app/ui/table/sheet.py" line="157"/>
        <source>Score from the &amp;tiles entered</source>
        <translation>按输入的牌计番(&amp;T)</translation>
    </message>
    <message>
        <location filename="../../app/ui/table/sheet.py" line="160"/>
        <location filename="../../app/ui/table/sheet.py" line="376"/>
        <source>&amp;Record win</source>
        <translation>记录和牌(&amp;R)</translation>
    </message>
    <message>
        <location filename="../../app/ui/table/sheet.py" line="164"/>
        <source>&amp;Draw</source>
        <translation>流局(&amp;D)</translation>
    </message>
    <message>
        <location filename="../../app/ui/table/sheet.py" line="167"/>
        <source>Delete hand</source>
        <translation>删除此盘</translation>
    </message>
    <message>
        <location filename="../../app/ui/table/sheet.py" line="172"/>
        <source>Hand:</source>
        <translation>盘：</translation>
    </message>
    <message>
        <location filename="../../app/ui/table/sheet.py" line="174"/>
        <source>Winner:</source>
        <translation>和牌者：</translation>
    </message>
    <message>
        <location filename="../../app/ui/table/sheet.py" line="175"/>
        <source>From:</source>
        <translation>点炮：</translation>
    </message>
    <message>
        <location filename="../../app/ui/table/sheet.py" line="177"/>
        <source>Fan (with flowers):</source>
        <translation>番数（含花）：</translation>
    </message>
    <message>
        <location filename="../../app/ui/table/sheet.py" line="188"/>
        <source>Share the opposite among the other three</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/ui/table/sheet.py" line="190"/>
        <source>False win</source>
        <translation>诈和</translation>
    </message>
    <message>
        <location filename="../../app/ui/table/sheet.py" line="191"/>
        <source>Add penalty</source>
        <translation>添加罚分</translation>
    </message>
    <message>
        <location filename="../../app/ui/table/sheet.py" line="194"/>
        <source>Player:</source>
        <translation>选手：</translation>
    </message>
    <message>
        <location filename="../../app/ui/table/sheet.py" line="195"/>
        <source>Points:</source>
        <translation>分数：</translation>
    </message>
    <message>
        <location filename="../../app/ui/table/sheet.py" line="197"/>
        <source>Reason:</source>
        <translation>原因：</translation>
    </message>
    <message>
        <location filename="../../app/ui/table/sheet.py" line="210"/>
        <source>Save totals</source>
        <translation>保存总分</translation>
    </message>
    <message>
        <location filename="../../app/ui/table/sheet.py" line="213"/>
        <location filename="../../app/ui/table/sheet.py" line="491"/>
        <source>Clear totals</source>
        <translation>清除总分</translation>
    </message>
    <message>
        <location filename="../../app/ui/table/sheet.py" line="269"/>
        <source>Hand</source>
        <translation>盘</translation>
    </message>
    <message>
        <location filename="../../app/ui/table/sheet.py" line="270"/>
        <source>Round</source>
        <translation>圈</translation>
    </message>
    <message>
        <location filename="../../app/ui/table/sheet.py" line="271"/>
        <source>Dealer: %1</source>
        <translation>庄家：%1</translation>
    </message>
    <message>
        <location filename="../../app/ui/table/sheet.py" line="281"/>
        <source>Fan</source>
        <translation>番种</translation>
    </message>
    <message>
        <location filename="../../app/ui/table/sheet.py" line="283"/>
        <source>Result</source>
        <translation>结果</translation>
    </message>
    <message>
        <location filename="../../app/ui/table/sheet.py" line="303"/>
        <source>draw</source>
        <translation>流局</translation>
    </message>
    <message>
        <location filename="../../app/ui/table/sheet.py" line="305"/>
        <source>%1 self-drawn</source>
        <translation>%1 自摸</translation>
    </message>
    <message>
        <location filename="../../app/ui/table/sheet.py" line="306"/>
        <source>%1 from %2</source>
        <translation>%1 和 %2 点炮</translation>
    </message>
    <message>
        <location filename="../../app/ui/table/sheet.py" line="320"/>
        <source>open</source>
        <translation>进行中</translation>
    </message>
    <message>
        <location filename="../../app/ui/table/sheet.py" line="320"/>
        <source>complete</source>
        <translation>已完成</translation>
    </message>
    <message>
        <location filename="../../app/ui/table/sheet.py" line="321"/>
        <source>verified</source>
        <translation>已核对</translation>
    </message>
    <message>
        <location filename="../../app/ui/table/sheet.py" line="322"/>
        <source>, totals only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/ui/table/sheet.py" line="323"/>
        <source>%1 hands entered, %2</source>
        <translation>已录入 %1 盘，%2</translation>
    </message>
    <message>
        <location filename="../../app/ui/table/sheet.py" line="325"/>
        <source>Reopen</source>
        <translation>重新打开</translation>
    </message>
    <message>
        <location filename="../../app/ui/table/sheet.py" line="336"/>
        <source>Penalty %1 to %2: %3</source>
        <translation>罚 %2 %1 分：%3</translation>
    </message>
    <message>
        <location filename="../../app/ui/table/sheet.py" line="347"/>
        <source>Self-drawn</source>
        <translation>自摸</translation>
    </message>
    <message>
        <location filename="../../app/ui/table/sheet.py" line="375"/>
        <source>&amp;Correct win</source>
        <translation>更正和牌(&amp;C)</translation>
    </message>
    <message>
        <location filename="../../app/ui/table/sheet.py" line="388"/>
        <source>This session is not seated yet.</source>
        <translation>本轮尚未排座。</translation>
    </message>
    <message>
        <location filename="../../app/ui/table/sheet.py" line="393"/>
        <source>Round %1, dealer %2. Seats: %3</source>
        <translation>%1圈，庄家 %2。门风：%3</translation>
    </message>
    <message>
        <location filename="../../app/ui/table/sheet.py" line="424"/>
        <location filename="../../app/ui/table/sheet.py" line="430"/>
        <source>Hand %1: win</source>
        <translation>第%1盘：和牌</translation>
    </message>
    <message>
        <location filename="../../app/ui/table/sheet.py" line="453"/>
        <source>Hand %1: draw</source>
        <translation>第%1盘：流局</translation>
    </message>
    <message>
        <location filename="../../app/ui/table/sheet.py" line="464"/>
        <source>Delete hand %1</source>
        <translation>删除第%1盘</translation>
    </message>
    <message>
        <location filename="../../app/ui/table/sheet.py" line="475"/>
        <source>Penalty for %1</source>
        <translation>%1 的罚分</translation>
    </message>
    <message>
        <location filename="../../app/ui/table/sheet.py" line="484"/>
        <source>Totals of table %1</source>
        <translation>第%1桌总分</translation>
    </message>
    <message>
        <location filename="../../app/ui/table/sheet.py" line="500"/>
        <source>Reopen table</source>
        <translation>重新打开本桌</translation>
    </message>
    <message>
        <location filename="../../app/ui/table/sheet.py" line="501"/>
        <source>Verify table</source>
        <translation>核对本桌</translation>
    </message>
</context>
<context>
    <name>TeamsView</name>
    <message>
        <location filename="../../app/ui/players/view.py" line="190"/>
        <source>Team</source>
        <translation>队伍</translation>
    </message>
    <message>
        <location filename="../../app/ui/players/view.py" line="191"/>
        <source>Members</source>
        <translation>人数</translation>
    </message>
    <message>
        <location filename="../../app/ui/players/view.py" line="192"/>
        <source>Players</source>
        <translation>选手</translation>
    </message>
    <message>
        <location filename="../../app/ui/players/view.py" line="201"/>
        <source>A team is the players sharing a team name: edit it on the Players page.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>seating</name>
    <message>
        <location filename="../../app/ui/seating/checks.py" line="34"/>
        <source>%1 is seated at tables %2 and %3.</source>
        <translation>%1 同时在第%2桌和第%3桌。</translation>
    </message>
    <message>
        <location filename="../../app/ui/seating/checks.py" line="42"/>
        <source>Table %1: %2 and %3 already met in session %4.</source>
        <translation>第%1桌：%2 和 %3 在第%4轮已同桌。</translation>
    </message>
    <message>
        <location filename="../../app/ui/seating/checks.py" line="47"/>
        <source>Table %1: %2 and %3 are teammates (%4).</source>
        <translation>第%1桌：%2 和 %3 是队友（%4）。</translation>
    </message>
</context>
<context>
    <name>winds</name>
    <message>
        <location filename="../../app/ui/hand/entry.py" line="53"/>
        <source>East</source>
        <translation>东</translation>
    </message>
    <message>
        <location filename="../../app/ui/hand/entry.py" line="53"/>
        <source>South</source>
        <translation>南</translation>
    </message>
    <message>
        <location filename="../../app/ui/hand/entry.py" line="54"/>
        <source>West</source>
        <translation>西</translation>
    </message>
    <message>
        <location filename="../../app/ui/hand/entry.py" line="54"/>
        <source>North</source>
        <translation>北</translation>
    </message>
</context>
</TS>
