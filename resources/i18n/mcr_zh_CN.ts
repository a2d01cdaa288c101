<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>About</name>
    <message>
        <location filename="../../app/ui/about.py" line="56"/>
        <source>About MCR Tournament Manager</source>
        <translation>关于国标麻将比赛管理</translation>
    </message>
    <message>
        <location filename="../../app/ui/about.py" line="58"/>
        <source>MCR Tournament Manager %1 · MIT licence</source>
        <translation>国标麻将比赛管理 %1 · MIT 许可证</translation>
    </message>
    <message>
        <location filename="../../app/ui/about.py" line="84"/>
        <source>&amp;About</source>
        <translation>关于(&amp;A)</translation>
    </message>
    <message>
        <location filename="../../app/ui/about.py" line="85"/>
        <source>Version, licence and third-party notices</source>
        <translation>版本、许可证与第三方声明</translation>
    </message>
</context>
<context>
    <name>AuditDock</name>
    <message>
        <location filename="../../app/ui/stations.py" line="136"/>
        <source>Who changed what</source>
        <translation>谁改了什么</translation>
    </message>
    <message>
        <location filename="../../app/ui/stations.py" line="143"/>
        <source>Time (UTC)</source>
        <translation>时间（UTC）</translation>
    </message>
    <message>
        <location filename="../../app/ui/stations.py" line="144"/>
        <source>Station</source>
        <translation>计分站</translation>
    </message>
    <message>
        <location filename="../../app/ui/stations.py" line="145"/>
        <source>Operation</source>
        <translation>操作</translation>
    </message>
    <message>
        <location filename="../../app/ui/stations.py" line="146"/>
        <source>What</source>
        <translation>对象</translation>
    </message>
    <message>
        <location filename="../../app/ui/stations.py" line="147"/>
        <source>Before</source>
        <translation>之前</translation>
    </message>
    <message>
        <location filename="../../app/ui/stations.py" line="148"/>
        <source>After</source>
        <translation>之后</translation>
    </message>
</context>
<context>
    <name>ClaimReasons</name>
    <message>
        <location filename="../../app/ui/hand/reasons.py" line="26"/>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <location filename="../../app/ui/hand/reasons.py" line="27"/>
        <source> or </source>
        <translation>或</translation>
    </message>
    <message>
        <location filename="../../app/ui/hand/reasons.py" line="28"/>
        <source>Self-drawn with nothing claimed, it is %1, counted instead.</source>
        <translation>自摸且未吃碰，计%1。</translation>
    </message>
    <message>
        <location filename="../../app/ui/hand/reasons.py" line="29"/>
        <source>The hand is %1: it has no sets.</source>
        <translation>此手为%1，没有面子。</translation>
    </message>
    <message>
        <location filename="../../app/ui/hand/reasons.py" line="30"/>
        <source>Wrong claim: the hand scores %1 fan without flowers, under the %2-fan minimum, so it is not a valid win.</source>
        <translation>错和：不计花牌只有%1番，不足%2番起和。</translation>
    </message>
    <message>
        <location filename="../../app/ui/hand/reasons.py" line="31"/>
        <source>&apos;%1&apos; names more than one fan: %2. Pick one from the list.</source>
        <translation>“%1”可指多个番种：%2。请从列表中选择。</translation>
    </message>
    <message>
        <location filename="../../app/ui/hand/reasons.py" line="32"/>
        <source>&apos;%1&apos; is not the name of an MCR fan.</source>
        <translation>“%1”不是国标麻将的番种名。</translation>
    </message>
    <message>
        <location filename="../../app/ui/hand/reasons.py" line="33"/>
        <source>&apos;%1&apos; is not the name of an MCR fan. Did you mean %2?</source>
        <translation>“%1”不是国标麻将的番种名。是否指%2？</translation>
    </message>
    <message>
        <location filename="../../app/ui/hand/reasons.py" line="34"/>
        <source>The hand declares no flowers.</source>
        <translation>此手没有花牌。</translation>
    </message>
    <message>
        <location filename="../../app/ui/hand/reasons.py" line="35"/>
        <source>The hand declares %1 flower(s).</source>
        <translation>此手只有%1张花牌。</translation>
    </message>
    <message>
        <location filename="../../app/ui/hand/reasons.py" line="36"/>
        <source>Chicken Hand counts only when no other fan does; this hand scores %1.</source>
        <translation>无番和只在没有任何其他番种时计；此手有%1。</translation>
    </message>
    <message>
        <location filename="../../app/ui/hand/reasons.py" line="37"/>
        <source>Not counted with %1, which includes or replaces it (no duplication).</source>
        <translation>不与%1同计：%1已包含或取代此番（不重复原则）。</translation>
    </message>
    <message>
        <location filename="../../app/ui/hand/reasons.py" line="38"/>
        <source>No disassembly: the sets of %1 are counted as that fan and cannot be split again to make this one.</source>
        <translation>不拆移原则：%1的牌组已计为该番，不能拆开另计此番。</translation>
    </message>
    <message>
        <location filename="../../app/ui/hand/reasons.py" line="39"/>
        <source>One combination only: %1 are already combined, and a set may join the others only once.</source>
        <translation>套算一次原则：%1已组合过，一组牌只能与已计番的牌组再组合一次。</translation>
    </message>
    <message>
        <location filename="../../app/ui/hand/reasons.py" line="40"/>
        <source>No reuse: %1 already makes this fan with another set.</source>
        <translation>不得相同原则：%1已与另一组牌计过此番，不能再计。</translation>
    </message>
    <message>
        <location filename="../../app/ui/hand/reasons.py" line="41"/>
        <source>Not counted with %1: with three or four kongs, concealed kongs count as concealed pungs only (MIL 2015).</source>
        <translation>不与%1同计：有三杠或四杠时，暗杠只计暗刻，不再计暗杠（MIL 2015）。</translation>
    </message>
    <message>
        <location filename="../../app/ui/hand/reasons.py" line="42"/>
        <source>Not counted with %1: one concealed and one melded kong score one 5-fan item (MIL 2015).</source>
        <translation>不与%1同计：一明杠一暗杠合计一项5番（明暗杠，MIL 2015）。</translation>
    </message>
    <message>
        <location filename="../../app/ui/hand/reasons.py" line="43"/>
        <source>Not counted: under this tournament&apos;s rulings one concealed and one melded kong score Concealed Kong (2) + Melded Kong (1).</source>
        <translation>不计：按本比赛的规则，一明杠一暗杠计暗杠（2）加明杠（1）。</translation>
    </message>
    <message>
        <location filename="../../app/ui/hand/reasons.py" line="44"/>
        <source>Not counted with %1: the robbed tile is always the fourth of its kind, so Robbing the Kong already includes Last Tile.</source>
        <translation>不与%1同计：抢杠的牌必是第四张，抢杠和已包含和绝张。</translation>
    </message>
    <message>
        <location filename="../../app/ui/hand/reasons.py" line="45"/>
        <source>Not counted: under this tournament&apos;s rulings no wait fan is scored beside a knitted straight.</source>
        <translation>不计：按本比赛的规则，组合龙不计边张、嵌张、单钓。</translation>
    </message>
    <message>
        <location filename="../../app/ui/hand/reasons.py" line="46"/>
        <source>Flowers are not counted under this tournament&apos;s rulings.</source>
        <translation>按本比赛的规则不计花牌。</translation>
    </message>
    <message>
        <location filename="../../app/ui/hand/reasons.py" line="47"/>
        <source>Not counted with %1.</source>
        <translation>不与%1同计。</translation>
    </message>
    <message>
        <location filename="../../app/ui/hand/reasons.py" line="48"/>
        <source>It is there only when the hand is read as %1; both readings are worth %2 fan, so the total is the same.</source>
        <translation>只有拆成 %1 时才有；两种拆法都是%2番，总番数相同。</translation>
    </message>
    <message>
        <location filename="../../app/ui/hand/reasons.py" line="49"/>
        <source>It is there only when the hand is read as %1 (%2 fan); the reading counted scores %3: take the maximum.</source>
        <translation>只有拆成 %1 时才有（%2番）；所计的拆法是%3番：就高不就低。</translation>
    </message>
    <message>
        <location filename="../../app/ui/hand/reasons.py" line="50"/>
        <source>Counts %1 time(s) here: it counts at most once a hand.</source>
        <translation>此手只计%1次：此番每手最多计一次。</translation>
    </message>
    <message>
        <location filename="../../app/ui/hand/reasons.py" line="51"/>
        <source>Counts %1 time(s) here: a set is already used (%2).</source>
        <translation>此手只计%1次：牌组已用过（%2）。</translation>
    </message>
    <message>
        <location filename="../../app/ui/hand/reasons.py" line="52"/>
        <source>Counts %1 time(s) here: the hand has no more sets that make it.</source>
        <translation>此手只计%1次：没有更多的牌组构成此番。</translation>
    </message>
    <message>
        <location filename="../../app/ui/hand/reasons.py" line="53"/>
        <source>Counts %1 time(s) here: its other sets already count as %2 (no duplication).</source>
        <translation>此手只计%1次：其余牌组已计为%2（不重复原则）。</translation>
    </message>
    <message>
        <location filename="../../app/ui/hand/reasons.py" line="54"/>
        <source>no disassembly</source>
        <translation>不拆移</translation>
    </message>
    <message>
        <location filename="../../app/ui/hand/reasons.py" line="55"/>
        <source>one combination only</source>
        <translation>套算一次</translation>
    </message>
    <message>
        <location filename="../../app/ui/hand/reasons.py" line="56"/>
        <source>no reuse</source>
        <translation>不得相同</translation>
    </message>
    <message>
        <location filename="../../app/ui/hand/reasons.py" line="57"/>
        <source>The hand does not have it.</source>
        <translation>此手没有这个番种。</translation>
    </message>
    <message>
        <location filename="../../app/ui/hand/reasons.py" line="58"/>
        <source>The pung of %1 was completed by the winning discard: it counts as melded.</source>
        <translation>%1的刻子是点和的牌完成的，算明刻。</translation>
    </message>
    <message>
        <location filename="../../app/ui/hand/reasons.py" line="59"/>
        <source>The hand waited on %1: the winning tile was not the only one.</source>
        <translation>此手听%1：和的牌不是唯一的听牌。</translation>
    </message>
</context>
<context>
    <name>ClaimsPane</name>
    <message>
        <location filename="../../app/ui/hand/claims.py" line="53"/>
        <source>numbers or names, e.g. 28, Short Straight, 80</source>
        <translation>编号或名称，如 28、连六、80</translation>
    </message>
    <message>
        <location filename="../../app/ui/hand/claims.py" line="57"/>
        <source>claimed total</source>
        <translation>报的总番</translation>
    </message>
    <message>
        <location filename="../../app/ui/hand/claims.py" line="82"/>
        <source>Claimed fans:</source>
        <translation>报的番种：</translation>
    </message>
    <message>
        <location filename="../../app/ui/hand/claims.py" line="83"/>
        <source>Claimed total:</source>
        <translation>报的总番：</translation>
    </message>
    <message>
        <location filename="../../app/ui/hand/claims.py" line="137"/>
        <source>Enter the whole hand to check the claim.</source>
        <translation>输入完整的牌才能核对报番。</translation>
    </message>
    <message>
        <location filename="../../app/ui/hand/claims.py" line="146"/>
        <source>right</source>
        <translation>正确</translation>
    </message>
    <message>
        <location filename="../../app/ui/hand/claims.py" line="147"/>
        <source>missing</source>
        <translation>漏报</translation>
    </message>
    <message>
        <location filename="../../app/ui/hand/claims.py" line="148"/>
        <source>wrong</source>
        <translation>错报</translation>
    </message>
    <message>
        <location filename="../../app/ui/hand/claims.py" line="155"/>
        <source>false win</source>
        <translation>错和</translation>
    </message>
    <message>
        <location filename="../../app/ui/hand/claims.py" line="165"/>
        <source>✔ total %1 is right</source>
        <translation>✔ 总番 %1 正确</translation>
    </message>
    <message>
        <location filename="../../app/ui/hand/claims.py" line="168"/>
        <source>✘ claimed total %1, the hand is worth %2</source>
        <translation>✘ 报 %1 番，实际 %2 番</translation>
    </message>
    <message>
        <location filename="../../app/ui/hand/claims.py" line="195"/>
        <source>The reason for each claim shows here in full.</source>
        <translation>每项报番的理由在此完整显示。</translation>
    </message>
</context>
<context>
    <name>ConflictDialog</name>
    <message>
        <location filename="../../app/ui/stations.py" line="205"/>
        <source>Changed at another station</source>
        <translation>已在其他计分站更改</translation>
    </message>
    <message>
        <location filename="../../app/ui/stations.py" line="209"/>
        <source>Hand %1 of table %2, session %3</source>
        <translation>第%3轮第%2桌第%1局</translation>
    </message>
    <message>
        <location filename="../../app/ui/stations.py" line="217"/>
        <source>&lt;b&gt;On this screen&lt;/b&gt;</source>
        <translation>&lt;b&gt;本屏幕上&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../../app/ui/stations.py" line="218"/>
        <source>&lt;b&gt;Stored by another station&lt;/b&gt;</source>
        <translation>&lt;b&gt;其他计分站已保存&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../../app/ui/stations.py" line="227"/>
        <source>(not entered)</source>
        <translation>（未录入）</translation>
    </message>
    <message>
        <location filename="../../app/ui/stations.py" line="231"/>
        <source>&amp;Keep the stored hand</source>
        <translation>保留已保存的一局(&amp;K)</translation>
    </message>
    <message>
        <location filename="../../app/ui/stations.py" line="231"/>
        <source>Enter mine &amp;over it</source>
        <translation>用我的覆盖(&amp;O)</translation>
    </message>
    <message>
        <location filename="../../app/ui/stations.py" line="239"/>
        <source>Winner</source>
        <translation>和牌者</translation>
    </message>
    <message>
        <location filename="../../app/ui/stations.py" line="239"/>
        <source>draw</source>
        <translation>流局</translation>
    </message>
    <message>
        <location filename="../../app/ui/stations.py" line="241"/>
        <source>From</source>
        <translation>放铳者</translation>
    </message>
    <message>
        <location filename="../../app/ui/stations.py" line="245"/>
        <source>self-drawn</source>
        <translation>自摸</translation>
    </message>
    <message>
        <location filename="../../app/ui/stations.py" line="248"/>
        <source>Fan</source>
        <translation>番数</translation>
    </message>
    <message>
        <location filename="../../app/ui/stations.py" line="249"/>
        <source>Tiles</source>
        <translation>牌</translation>
    </message>
    <message>
        <location filename="../../app/ui/stations.py" line="251"/>
        <source>Points</source>
        <translation>得分</translation>
    </message>
</context>
<context>
    <name>ConnectDialog</name>
    <message>
        <location filename="../../app/ui/stations.py" line="77"/>
        <source>Connect to a tournament server</source>
        <translation>连接比赛服务器</translation>
    </message>
    <message>
        <location filename="../../app/ui/stations.py" line="91"/>
        <source>Server &amp;URL:</source>
        <translation>服务器网址(&amp;U)：</translation>
    </message>
    <message>
        <location filename="../../app/ui/stations.py" line="92"/>
        <source>&amp;Password:</source>
        <translation>密码(&amp;P)：</translation>
    </message>
    <message>
        <location filename="../../app/ui/stations.py" line="93"/>
        <source>&amp;Station name:</source>
        <translation>计分站名称(&amp;S)：</translation>
    </message>
    <message>
        <location filename="../../app/ui/stations.py" line="108"/>
        <source>A server URL starts with postgresql://, e.g. %1</source>
        <translation>服务器网址以 postgresql:// 开头，例如 %1</translation>
    </message>
</context>
<context>
    <name>CorrectedDialog</name>
    <message>
        <location filename="../../app/ui/tableside/settle.py" line="121"/>
        <source>Hand %1 of table %2, session %3: the referee&apos;s entry</source>
        <translation>第 %3 轮第 %2 桌第 %1 盘：裁判录入</translation>
    </message>
    <message>
        <location filename="../../app/ui/tableside/settle.py" line="127"/>
        <source>Draw (no winner)</source>
        <translation>荒庄（无人和牌）</translation>
    </message>
    <message>
        <location filename="../../app/ui/tableside/settle.py" line="130"/>
        <source>Self-drawn</source>
        <translation>自摸</translation>
    </message>
    <message>
        <location filename="../../app/ui/tableside/settle.py" line="140"/>
        <source>&amp;Robbing the kong</source>
        <translation>抢杠和(&amp;R)</translation>
    </message>
    <message>
        <location filename="../../app/ui/tableside/settle.py" line="146"/>
        <source>&amp;Store this hand</source>
        <translation>保存此盘(&amp;S)</translation>
    </message>
    <message>
        <location filename="../../app/ui/tableside/settle.py" line="151"/>
        <source>&amp;Winner:</source>
        <translation>和牌者(&amp;W)：</translation>
    </message>
    <message>
        <location filename="../../app/ui/tableside/settle.py" line="152"/>
        <source>&amp;From:</source>
        <translation>点炮者(&amp;F)：</translation>
    </message>
    <message>
        <location filename="../../app/ui/tableside/settle.py" line="153"/>
        <source>&amp;Tiles:</source>
        <translation>牌(&amp;T)：</translation>
    </message>
    <message>
        <location filename="../../app/ui/tableside/settle.py" line="200"/>
        <source>The engine: %1 fan; points %2</source>
        <translation>程序：%1 番；得失分 %2</translation>
    </message>
    <message>
        <location filename="../../app/ui/tableside/settle.py" line="201"/>
        <source>A draw; points %2</source>
        <translation>荒庄；得失分 %2</translation>
    </message>
</context>
<context>
    <name>Decision</name>
    <message>
        <location filename="../../app/ui/decision.py" line="43"/>
        <source>Enter or Esc keeps what is stored; Alt+O puts yours over it.</source>
        <translation>回车或 Esc 保留已保存的；Alt+O 用您的覆盖。</translation>
    </message>
</context>
<context>
    <name>Details</name>
    <message>
        <location filename="../../app/ui/details.py" line="98"/>
        <source>Tournament details</source>
        <translation>比赛信息</translation>
    </message>
    <message>
        <location filename="../../app/ui/details.py" line="100"/>
        <source>&amp;Name:</source>
        <translation>名称(&amp;N)：</translation>
    </message>
    <message>
        <location filename="../../app/ui/details.py" line="101"/>
        <source>&amp;Venue:</source>
        <translation>场馆(&amp;V)：</translation>
    </message>
    <message>
        <location filename="../../app/ui/details.py" line="102"/>
        <source>C&amp;ity:</source>
        <translation>城市(&amp;I)：</translation>
    </message>
    <message>
        <location filename="../../app/ui/details.py" line="103"/>
        <source>C&amp;ountry:</source>
        <translation>国家/地区(&amp;O)：</translation>
    </message>
    <message>
        <location filename="../../app/ui/details.py" line="104"/>
        <source>&amp;Start date:</source>
        <translation>开始日期(&amp;S)：</translation>
    </message>
    <message>
        <location filename="../../app/ui/details.py" line="105"/>
        <source>&amp;End date:</source>
        <translation>结束日期(&amp;E)：</translation>
    </message>
    <message>
        <location filename="../../app/ui/details.py" line="106"/>
        <source>&amp;Ranking-body id:</source>
        <translation>排名机构赛事编号(&amp;R)：</translation>
    </message>
    <message>
        <location filename="../../app/ui/details.py" line="107"/>
        <source>Results&apos; &amp;language:</source>
        <translation>成绩语言(&amp;L)：</translation>
    </message>
    <message>
        <location filename="../../app/ui/details.py" line="108"/>
        <source>Rules:</source>
        <translation>规则：</translation>
    </message>
    <message>
        <location filename="../../app/ui/details.py" line="112"/>
        <source>two letters, e.g. DE</source>
        <translation>两个字母，如 CN</translation>
    </message>
    <message>
        <location filename="../../app/ui/details.py" line="114"/>
        <source>YYYY-MM-DD</source>
        <translation>年-月-日（YYYY-MM-DD）</translation>
    </message>
    <message>
        <location filename="../../app/ui/details.py" line="116"/>
        <source>the ranking body&apos;s id for this tournament</source>
        <translation>排名机构给本赛事的编号</translation>
    </message>
    <message>
        <location filename="../../app/ui/details.py" line="154"/>
        <source>Change tournament details</source>
        <translation>修改比赛信息</translation>
    </message>
    <message>
        <location filename="../../app/ui/details.py" line="193"/>
        <source>Tournament &amp;details…</source>
        <translation>比赛信息(&amp;D)…</translation>
    </message>
    <message>
        <location filename="../../app/ui/details.py" line="195"/>
        <source>Name, place, dates, country and ranking-body id of the tournament</source>
        <translation>比赛的名称、地点、日期、国家/地区和排名机构编号</translation>
    </message>
</context>
<context>
    <name>Document</name>
    <message>
        <location filename="../../app/ui/document.py" line="221"/>
        <source>The file cannot be used: %1</source>
        <translation>无法使用文件：%1</translation>
    </message>
    <message>
        <location filename="../../app/ui/document.py" line="227"/>
        <source>Internal error (a bug, not a rule of the game): %1. Nothing was stored; please report it.</source>
        <translation>内部错误（程序缺陷，并非比赛规则）：%1。未保存任何内容；请报告此问题。</translation>
    </message>
</context>
<context>
    <name>ElementsPane</name>
    <message>
        <location filename="../../app/ui/hand/elements.py" line="64"/>
        <source>Tick the hand&apos;s elements to add them up.</source>
        <translation>勾选此手的番种以相加。</translation>
    </message>
    <message>
        <location filename="../../app/ui/hand/elements.py" line="72"/>
        <source>Elements ticked: %1 fan</source>
        <translation>勾选的番种：%1 番</translation>
    </message>
</context>
<context>
    <name>EncodingDialog</name>
    <message>
        <location filename="../../app/ui/players/encoding.py" line="40"/>
        <source>Choose the file&apos;s encoding</source>
        <translation>选择文件编码</translation>
    </message>
    <message>
        <location filename="../../app/ui/players/encoding.py" line="58"/>
        <source>Import</source>
        <translation>导入</translation>
    </message>
    <message>
        <location filename="../../app/ui/players/encoding.py" line="61"/>
        <source>&amp;Encoding:</source>
        <translation>编码(&amp;E)：</translation>
    </message>
    <message>
        <location filename="../../app/ui/players/encoding.py" line="65"/>
        <source>Preview of the first lines:</source>
        <translation>前几行预览：</translation>
    </message>
</context>
<context>
    <name>ExtrasPanel</name>
    <message>
        <location filename="../../app/ui/table/extras.py" line="49"/>
        <source>e.g. B:c, C:d:A (seat:c/p/d[:from seat])</source>
        <translation>如 B:c, C:d:A（座位:c/p/d[:放杠座位]）</translation>
    </message>
    <message>
        <location filename="../../app/ui/table/extras.py" line="52"/>
        <source>Kongs declared during the hand by any player: the seat, then c (concealed), p (promoted) or d (on a discard, then the seat that discarded it).</source>
        <translation>本局任何玩家开的杠：座位，然后 c（暗杠）、p（加杠）或 d（明杠，再写放杠的座位）。</translation>
    </message>
    <message>
        <location filename="../../app/ui/table/extras.py" line="58"/>
        <source>the horse tile(s) turned, e.g. 5p</source>
        <translation>翻出的马牌，如 5p</translation>
    </message>
    <message>
        <location filename="../../app/ui/table/extras.py" line="61"/>
        <source>Robbing a &amp;kong (From: whose kong)</source>
        <translation>抢杠和(&amp;K)（放和者：被抢杠者）</translation>
    </message>
    <message>
        <location filename="../../app/ui/table/extras.py" line="65"/>
        <source>C: tiles; D: tiles (same discard)</source>
        <translation>C: 牌; D: 牌（同一张放和牌）</translation>
    </message>
    <message>
        <location filename="../../app/ui/table/extras.py" line="70"/>
        <source>Tick the hand&apos;s elements: the rules sum them and check exclusions.</source>
        <translation>勾选此手的番种：按规则相加并检查不重复。</translation>
    </message>
    <message>
        <location filename="../../app/ui/table/extras.py" line="74"/>
        <source>&amp;Kongs:</source>
        <translation>杠(&amp;K)：</translation>
    </message>
    <message>
        <location filename="../../app/ui/table/extras.py" line="75"/>
        <source>Hors&amp;e:</source>
        <translation>马牌(&amp;E)：</translation>
    </message>
    <message>
        <location filename="../../app/ui/table/extras.py" line="76"/>
        <source>&amp;Liable:</source>
        <translation>包牌者(&amp;L)：</translation>
    </message>
    <message>
        <location filename="../../app/ui/table/extras.py" line="78"/>
        <source>Also &amp;won:</source>
        <translation>另一和家(&amp;W)：</translation>
    </message>
    <message>
        <location filename="../../app/ui/table/extras.py" line="79"/>
        <source>Elemen&amp;ts:</source>
        <translation>番种(&amp;T)：</translation>
    </message>
    <message>
        <location filename="../../app/ui/table/extras.py" line="133"/>
        <source>nobody</source>
        <translation>无</translation>
    </message>
</context>
<context>
    <name>FanModel</name>
    <message>
        <location filename="../../app/ui/hand/fan_model.py" line="34"/>
        <source>No.</source>
        <translation>编号</translation>
    </message>
    <message>
        <location filename="../../app/ui/hand/fan_model.py" line="35"/>
        <source>Fan</source>
        <translation>番种</translation>
    </message>
    <message>
        <location filename="../../app/ui/hand/fan_model.py" line="36"/>
        <source>Chinese</source>
        <translation>中文</translation>
    </message>
    <message>
        <location filename="../../app/ui/hand/fan_model.py" line="37"/>
        <source>Fan points</source>
        <translation>番数</translation>
    </message>
    <message>
        <location filename="../../app/ui/hand/fan_model.py" line="38"/>
        <source>×</source>
        <translation>×</translation>
    </message>
    <message>
        <location filename="../../app/ui/hand/fan_model.py" line="39"/>
        <source>Total</source>
        <translation>合计</translation>
    </message>
    <message>
        <location filename="../../app/ui/hand/fan_model.py" line="40"/>
        <source>Tiles</source>
        <translation>牌</translation>
    </message>
</context>
<context>
    <name>FanPicker</name>
    <message>
        <location filename="../../app/ui/hand/fan_picker.py" line="74"/>
        <source>Find a fan: name, number, pinyin, 中文</source>
        <translation>查找番种：名称、编号、拼音、中文</translation>
    </message>
    <message>
        <location filename="../../app/ui/hand/fan_picker.py" line="82"/>
        <source>How many times the selected fan is claimed</source>
        <translation>所选番种报的次数</translation>
    </message>
    <message>
        <location filename="../../app/ui/hand/fan_picker.py" line="90"/>
        <source>Times:</source>
        <translation>次数：</translation>
    </message>
</context>
<context>
    <name>Guide</name>
    <message>
        <location filename="../../app/ui/guide.py" line="135"/>
        <source>&amp;Guide</source>
        <translation>使用指南(&amp;G)</translation>
    </message>
    <message>
        <location filename="../../app/ui/guide.py" line="136"/>
        <source>The organiser&apos;s and referee&apos;s guide</source>
        <translation>组织者与裁判使用指南</translation>
    </message>
    <message>
        <location filename="../../app/ui/guide.py" line="139"/>
        <source>Help</source>
        <translation>帮助</translation>
    </message>
</context>
<context>
    <name>GuideViewer</name>
    <message>
        <location filename="../../app/ui/guide.py" line="103"/>
        <source>The guide is not part of this installation (docs/guide.md).</source>
        <translation>此安装未包含使用指南（docs/guide.md）。</translation>
    </message>
    <message>
        <location filename="../../app/ui/guide.py" line="98"/>
        <source>Guide — MCR Tournament Manager</source>
        <translation>使用指南 — 国标麻将比赛管理</translation>
    </message>
    <message>
        <location filename="../../app/ui/guide.py" line="99"/>
        <source>◀ &amp;Back</source>
        <translation>◀ 返回(&amp;B)</translation>
    </message>
</context>
<context>
    <name>GuideWeb</name>
    <message>
        <location filename="../../app/ui/guide_web.py" line="83"/>
        <source>The guide cannot be opened in a browser here.</source>
        <translation>此处无法在浏览器中打开使用指南。</translation>
    </message>
    <message>
        <location filename="../../app/ui/guide_web.py" line="106"/>
        <source>Guide on the &amp;web</source>
        <translation>网页版使用指南(&amp;W)</translation>
    </message>
    <message>
        <location filename="../../app/ui/guide_web.py" line="108"/>
        <source>The guide in your web browser, to print or share</source>
        <translation>在网页浏览器中打开使用指南，便于打印或分享</translation>
    </message>
</context>
<context>
    <name>HandEntry</name>
    <message>
        <location filename="../../app/ui/hand/entry_layout.py" line="86"/>
        <source>e.g. [567m,2]123p456s789s55p|ES1000|2</source>
        <translation>例如 [567m,2]123p456s789s55p|ES1000|2</translation>
    </message>
    <message>
        <location filename="../../app/ui/hand/entry_layout.py" line="93"/>
        <source>Type the hand: 123m 5p [555p,2] [EEEE]; the last tile is the winning tile; |PSabcd for winds and flags; |n or |letters for flowers (Ctrl+L)</source>
        <translation>输入手牌：123m 5p [555p,2] [EEEE]；最后一张是和的牌；|PSabcd 表示圈风、门风和标记；|n 或 |字母 表示花牌（Ctrl+L）</translation>
    </message>
    <message>
        <location filename="../../app/ui/hand/entry_layout.py" line="168"/>
        <source>Fans</source>
        <translation>番种</translation>
    </message>
    <message>
        <location filename="../../app/ui/hand/entry_layout.py" line="180"/>
        <source>Add as:</source>
        <translation>添加为：</translation>
    </message>
    <message>
        <location filename="../../app/ui/hand/entry_layout.py" line="183"/>
        <source>&amp;Tile</source>
        <translation>单张(&amp;T)</translation>
    </message>
    <message>
        <location filename="../../app/ui/hand/entry_layout.py" line="184"/>
        <source>&amp;Chow</source>
        <translation>吃(&amp;C)</translation>
    </message>
    <message>
        <location filename="../../app/ui/hand/entry_layout.py" line="201"/>
        <source>Who gave the claimed tile (for a chow: which tile)</source>
        <translation>谁打出所吃碰的牌（吃：哪一张）</translation>
    </message>
    <message>
        <location filename="../../app/ui/hand/entry_layout.py" line="220"/>
        <source>Remove last</source>
        <translation>删除最后一张</translation>
    </message>
    <message>
        <location filename="../../app/ui/hand/entry_layout.py" line="225"/>
        <source>Remove the last tile or set (Ctrl+Backspace)</source>
        <translation>删除最后一张牌或一组牌（Ctrl+Backspace）</translation>
    </message>
    <message>
        <location filename="../../app/ui/hand/entry_layout.py" line="228"/>
        <source>Clear</source>
        <translation>清空</translation>
    </message>
    <message>
        <location filename="../../app/ui/hand/entry_layout.py" line="239"/>
        <source>Situation</source>
        <translation>和牌情况</translation>
    </message>
    <message>
        <location filename="../../app/ui/hand/entry_layout.py" line="249"/>
        <source>Prevalent wind:</source>
        <translation>圈风：</translation>
    </message>
    <message>
        <location filename="../../app/ui/hand/entry_layout.py" line="251"/>
        <source>Seat wind:</source>
        <translation>门风：</translation>
    </message>
    <message>
        <location filename="../../app/ui/hand/entry_layout.py" line="258"/>
        <source>Last of its &amp;kind</source>
        <translation>和绝张(&amp;K)</translation>
    </message>
    <message>
        <location filename="../../app/ui/hand/entry_layout.py" line="116"/>
        <source>Notation (Ctrl+L):</source>
        <translation>牌谱（Ctrl+L）：</translation>
    </message>
    <message>
        <location filename="../../app/ui/hand/entry_layout.py" line="185"/>
        <source>P&amp;ung</source>
        <translation>碰(&amp;U)</translation>
    </message>
    <message>
        <location filename="../../app/ui/hand/entry_layout.py" line="186"/>
        <source>Kon&amp;g</source>
        <translation>杠(&amp;G)</translation>
    </message>
    <message>
        <location filename="../../app/ui/hand/entry_layout.py" line="206"/>
        <source>Concea&amp;led</source>
        <translation>暗杠(&amp;L)</translation>
    </message>
    <message>
        <location filename="../../app/ui/hand/entry_layout.py" line="210"/>
        <source>Promoted</source>
        <translation>加杠</translation>
    </message>
    <message>
        <location filename="../../app/ui/hand/entry_layout.py" line="254"/>
        <source>Self-&amp;drawn</source>
        <translation>自摸(&amp;D)</translation>
    </message>
    <message>
        <location filename="../../app/ui/hand/entry_layout.py" line="262"/>
        <source>La&amp;st of the wall</source>
        <translation>海底(&amp;S)</translation>
    </message>
    <message>
        <location filename="../../app/ui/hand/entry.py" line="378"/>
        <location filename="../../app/ui/hand/entry_layout.py" line="266"/>
        <source>Robbing the kong</source>
        <translation>抢杠和</translation>
    </message>
    <message>
        <location filename="../../app/ui/hand/entry.py" line="143"/>
        <location filename="../../app/ui/hand/entry_layout.py" line="291"/>
        <source>Check the players&apos; claim</source>
        <translation>核对选手报番</translation>
    </message>
    <message>
        <location filename="../../app/ui/hand/entry_layout.py" line="293"/>
        <source>Waits (13 tiles)</source>
        <translation>听牌（13张）</translation>
    </message>
    <message>
        <location filename="../../app/ui/hand/entry_layout.py" line="296"/>
        <source>Elements</source>
        <translation>番种</translation>
    </message>
    <message>
        <location filename="../../app/ui/hand/entry.py" line="180"/>
        <source>Self-drawn</source>
        <translation>自摸</translation>
    </message>
    <message>
        <location filename="../../app/ui/hand/entry.py" line="250"/>
        <source>claimed 1st tile</source>
        <translation>吃第一张</translation>
    </message>
    <message>
        <location filename="../../app/ui/hand/entry.py" line="251"/>
        <source>claimed 2nd tile</source>
        <translation>吃第二张</translation>
    </message>
    <message>
        <location filename="../../app/ui/hand/entry.py" line="252"/>
        <source>claimed 3rd tile</source>
        <translation>吃第三张</translation>
    </message>
    <message>
        <location filename="../../app/ui/hand/entry.py" line="257"/>
        <source>from left (previous)</source>
        <translation>上家</translation>
    </message>
    <message>
        <location filename="../../app/ui/hand/entry.py" line="258"/>
        <source>from across</source>
        <translation>对家</translation>
    </message>
    <message>
        <location filename="../../app/ui/hand/entry.py" line="259"/>
        <source>from right (next)</source>
        <translation>下家</translation>
    </message>
    <message>
        <location filename="../../app/ui/hand/entry.py" line="285"/>
        <source>A chow needs suited tiles.</source>
        <translation>吃只能用数牌。</translation>
    </message>
    <message>
        <location filename="../../app/ui/hand/entry.py" line="344"/>
        <source>The notation says %1; this hand is %2 (the sheet sets the winds and </source>
        <translation>牌谱写的是 %1；本盘应为 %2（风位和谁付分由计分表决定，</translation>
    </message>
    <message>
        <location filename="../../app/ui/hand/entry.py" line="347"/>
        <source>who paid): remove the situation or correct it.</source>
        <translation>请删除或更正牌谱中的情况部分）。</translation>
    </message>
    <message>
        <location filename="../../app/ui/hand/entry.py" line="355"/>
        <source>Not a hand yet</source>
        <translation>尚不是一手牌</translation>
    </message>
    <message>
        <location filename="../../app/ui/hand/entry.py" line="378"/>
        <source>Kong replacement</source>
        <translation>杠上开花</translation>
    </message>
    <message>
        <location filename="../../app/ui/hand/entry.py" line="413"/>
        <source>1 tile</source>
        <translation>1 张</translation>
    </message>
    <message>
        <location filename="../../app/ui/hand/entry.py" line="413"/>
        <source>%1 tiles</source>
        <translation>%1 张</translation>
    </message>
    <message>
        <location filename="../../app/ui/hand/entry.py" line="417"/>
        <source>A winning hand has 14 tiles (a kong counts 3); with 13 the waits are listed.</source>
        <translation>和牌须14张（杠算3张）；13张时列出听牌。</translation>
    </message>
    <message>
        <location filename="../../app/ui/hand/entry.py" line="424"/>
        <source>Not a winning hand</source>
        <translation>不是和牌</translation>
    </message>
    <message>
        <location filename="../../app/ui/hand/entry.py" line="429"/>
        <source>A win (no fan: the outcome settles)</source>
        <translation>和牌（无番：按结果结算）</translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/ui/hand/entry.py" line="434"/>
        <location filename="../../app/ui/hand/entry.py" line="439"/>
        <source>%n fan</source>
        <translation>
            <numerusform>%n 番</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../app/ui/hand/entry.py" line="436"/>
        <source>%1 fan</source>
        <translation>%1 番</translation>
    </message>
    <message>
        <location filename="../../app/ui/hand/entry.py" line="479"/>
        <source>No tile completes this hand.</source>
        <translation>没有能和的牌。</translation>
    </message>
    <message>
        <location filename="../../app/ui/hand/entry.py" line="487"/>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <location filename="../../app/ui/hand/entry.py" line="489"/>
        <source>%1: %2 fan</source>
        <translation>%1：%2 番</translation>
    </message>
</context>
<context>
    <name>HandForm</name>
    <message>
        <location filename="../../app/ui/table/form_layout.py" line="50"/>
        <source>A-D</source>
        <translation>A-D</translation>
    </message>
    <message>
        <location filename="../../app/ui/table/form_layout.py" line="54"/>
        <source>A-D, or S self-drawn</source>
        <translation>A-D，或 S 表示自摸</translation>
    </message>
    <message>
        <location filename="../../app/ui/table/form_layout.py" line="61"/>
        <source>8 or more</source>
        <translation>8 番或以上</translation>
    </message>
    <message>
        <location filename="../../app/ui/table/form_layout.py" line="67"/>
        <source>&amp;Record</source>
        <translation>记录(&amp;R)</translation>
    </message>
    <message>
        <location filename="../../app/ui/table/form_layout.py" line="70"/>
        <source>Store this hand (Enter in the fan box, Ctrl+Return)</source>
        <translation>保存此盘（在番数框按回车，或 Ctrl+回车）</translation>
    </message>
    <message>
        <location filename="../../app/ui/table/form_layout.py" line="74"/>
        <location filename="../../app/ui/table/hand_form.py" line="477"/>
        <source>&amp;Draw</source>
        <translation>流局(&amp;D)</translation>
    </message>
    <message>
        <location filename="../../app/ui/table/form_layout.py" line="77"/>
        <source>The wall ran out: nobody won this hand</source>
        <translation>牌墙摸完：本盘无人和牌</translation>
    </message>
    <message>
        <location filename="../../app/ui/table/form_layout.py" line="79"/>
        <source>C&amp;orrect</source>
        <translation>更正(&amp;O)</translation>
    </message>
    <message>
        <location filename="../../app/ui/table/form_layout.py" line="83"/>
        <source>Change or delete this entered hand (you are asked before it is replaced)</source>
        <translation>更改或删除已录入的这一盘（替换前会先询问）</translation>
    </message>
    <message>
        <location filename="../../app/ui/table/form_layout.py" line="89"/>
        <source>Delete hand</source>
        <translation>删除此盘</translation>
    </message>
    <message>
        <location filename="../../app/ui/table/form_layout.py" line="116"/>
        <source>Wi&amp;nner:</source>
        <translation>和牌者(&amp;N)：</translation>
    </message>
    <message>
        <location filename="../../app/ui/table/form_layout.py" line="117"/>
        <source>Fro&amp;m:</source>
        <translation>点炮(&amp;M)：</translation>
    </message>
    <message>
        <location filename="../../app/ui/table/form_layout.py" line="118"/>
        <location filename="../../app/ui/table/form_layout.py" line="180"/>
        <source>F&amp;an:</source>
        <translation>番数(&amp;A)：</translation>
    </message>
    <message>
        <location filename="../../app/ui/table/form_layout.py" line="128"/>
        <source>Hand:</source>
        <translation>盘：</translation>
    </message>
    <message>
        <location filename="../../app/ui/table/presenter.py" line="125"/>
        <source>Hand %1 was entered meanwhile (at another station): %2. What was typed here was not stored.</source>
        <translation>第%1盘已在其他终端录入：%2。此处输入的内容未保存。</translation>
    </message>
    <message>
        <location filename="../../app/ui/table/form_layout.py" line="154"/>
        <source>S  Self-drawn</source>
        <translation>S  自摸</translation>
    </message>
    <message>
        <location filename="../../app/ui/table/hand_form.py" line="424"/>
        <location filename="../../app/ui/table/presenter.py" line="221"/>
        <source>This session is not seated yet.</source>
        <translation>本轮尚未排座。</translation>
    </message>
    <message>
        <location filename="../../app/ui/table/presenter.py" line="225"/>
        <source>This table is verified: reopen it (Alt+V) before correcting a hand.</source>
        <translation>此桌已核对：更正前请先重新打开（Alt+V）。</translation>
    </message>
    <message>
        <location filename="../../app/ui/table/presenter.py" line="231"/>
        <source>This table was entered as totals only.</source>
        <translation>此桌只录入了总分。</translation>
    </message>
    <message>
        <location filename="../../app/ui/table/presenter.py" line="235"/>
        <source>Hand %1 is entered: %2. To change it: Correct (Alt+O).</source>
        <translation>第%1盘已录入：%2。如需更改：更正（Alt+O）。</translation>
    </message>
    <message>
        <location filename="../../app/ui/table/checks.py" line="96"/>
        <source>Winner: type A, B, C or D (or press Draw).</source>
        <translation>和牌者：输入 A、B、C 或 D（或按流局）。</translation>
    </message>
    <message>
        <location filename="../../app/ui/table/checks.py" line="87"/>
        <source>From: type A, B, C or D, or S for self-drawn.</source>
        <translation>点炮者：输入 A、B、C 或 D，自摸输入 S。</translation>
    </message>
    <message>
        <location filename="../../app/ui/table/presenter.py" line="158"/>
        <source>%1 or more</source>
        <translation>%1 或以上</translation>
    </message>
    <message>
        <location filename="../../app/ui/table/presenter.py" line="159"/>
        <source>no fan: the outcome settles</source>
        <translation>无番：按结果结算</translation>
    </message>
    <message>
        <location filename="../../app/ui/table/checks.py" line="73"/>
        <source>The hand has %1 tiles; a winning hand has 14 (a kong counts 3). Clear the tiles to type the fan instead.</source>
        <translation>这手牌有 %1 张；和牌须 14 张（杠算 3 张）。如要直接输入番数，请先清除牌。</translation>
    </message>
    <message>
        <location filename="../../app/ui/table/checks.py" line="72"/>
        <source>Ready: %1. Record: Enter.</source>
        <translation>可以记录：%1。按回车记录。</translation>
    </message>
    <message>
        <location filename="../../app/ui/table/checks.py" line="104"/>
        <source>%1 A draw pays: %2.</source>
        <translation>%1 流局支付：%2。</translation>
    </message>
    <message>
        <location filename="../../app/ui/table/checks.py" line="173"/>
        <source>Give the hand one way: untick the elements or clear the tiles.</source>
        <translation>只用一种方式：取消勾选番种或清空牌。</translation>
    </message>
    <message>
        <location filename="../../app/ui/table/checks.py" line="184"/>
        <source>Several winners: enter the first winner&apos;s tiles too (each winner by tiles).</source>
        <translation>多个和家：也请输入第一和家的牌（每个和家都按牌输入）。</translation>
    </message>
    <message>
        <location filename="../../app/ui/table/checks.py" line="192"/>
        <source>Give the hand one way: clear the fan or untick the elements.</source>
        <translation>只用一种方式：清空番数或取消勾选番种。</translation>
    </message>
    <message>
        <location filename="../../app/ui/table/checks.py" line="207"/>
        <source>Fan: type the total (%1 or more), tick the elements, or enter the tiles.</source>
        <translation>番数：输入总番（%1 番或以上）、勾选番种或输入牌。</translation>
    </message>
    <message>
        <location filename="../../app/ui/table/checks.py" line="210"/>
        <source>Fan: type the total (%1 or more), or enter the tiles.</source>
        <translation>番数：输入总番数（%1 番或以上），或录入牌。</translation>
    </message>
    <message>
        <location filename="../../app/ui/table/checks.py" line="213"/>
        <source>Tick the elements, or enter the tiles.</source>
        <translation>勾选番种，或录入牌。</translation>
    </message>
    <message>
        <location filename="../../app/ui/table/checks.py" line="214"/>
        <source>Enter the tiles of the winning hand.</source>
        <translation>请录入和牌的牌。</translation>
    </message>
    <message>
        <location filename="../../app/ui/table/form_layout.py" line="182"/>
        <source>F&amp;an (elements):</source>
        <translation>番数（番种）(&amp;A)：</translation>
    </message>
    <message>
        <location filename="../../app/ui/table/form_layout.py" line="181"/>
        <source>F&amp;an (tiles):</source>
        <translation>番数(&amp;A)（按牌计）：</translation>
    </message>
    <message>
        <location filename="../../app/ui/table/form_layout.py" line="187"/>
        <source>From the tiles; clear them to type the fan.</source>
        <translation>按牌计算；清除牌后可直接输入番数。</translation>
    </message>
    <message>
        <location filename="../../app/ui/table/form_layout.py" line="192"/>
        <source>The fan total, flowers included (8 or more).</source>
        <translation>总番数，含花牌（8 番或以上）。</translation>
    </message>
    <message>
        <location filename="../../app/ui/table/hand_form.py" line="428"/>
        <source>Round %1, dealer %2. Seats: %3</source>
        <translation>%1圈，庄家 %2。门风：%3</translation>
    </message>
    <message>
        <location filename="../../app/ui/table/describe.py" line="25"/>
        <source>a draw</source>
        <translation>流局</translation>
    </message>
    <message>
        <location filename="../../app/ui/table/describe.py" line="28"/>
        <source>%1 self-drawn</source>
        <translation>%1 自摸</translation>
    </message>
    <message>
        <location filename="../../app/ui/table/describe.py" line="31"/>
        <source>%1 from %2</source>
        <translation>%1 和 %2 点炮</translation>
    </message>
    <message>
        <location filename="../../app/ui/table/describe.py" line="33"/>
        <source>%1, %2 fan</source>
        <translation>%1，%2 番</translation>
    </message>
    <message>
        <location filename="../../app/ui/table/describe.py" line="16"/>
        <source>concealed</source>
        <translation>暗杠</translation>
    </message>
    <message>
        <location filename="../../app/ui/table/describe.py" line="17"/>
        <source>promoted</source>
        <translation>加杠</translation>
    </message>
    <message>
        <location filename="../../app/ui/table/describe.py" line="18"/>
        <source>on a discard</source>
        <translation>明杠</translation>
    </message>
    <message>
        <location filename="../../app/ui/table/describe.py" line="53"/>
        <source> fan</source>
        <translation> 番</translation>
    </message>
    <message>
        <location filename="../../app/ui/table/describe.py" line="54"/>
        <source>also %1%2</source>
        <translation>另 %1%2</translation>
    </message>
    <message>
        <location filename="../../app/ui/table/describe.py" line="56"/>
        <source>robbing a kong</source>
        <translation>抢杠和</translation>
    </message>
    <message>
        <location filename="../../app/ui/table/describe.py" line="58"/>
        <source>%1 liable</source>
        <translation>%1 包牌</translation>
    </message>
    <message>
        <location filename="../../app/ui/table/describe.py" line="60"/>
        <source>horse %1</source>
        <translation>马牌 %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/table/describe.py" line="63"/>
        <source>kong %1 %2</source>
        <translation>杠 %1 %2</translation>
    </message>
    <message>
        <location filename="../../app/ui/table/describe.py" line="67"/>
        <source>from %1</source>
        <translation>由 %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/table/presenter.py" line="373"/>
        <source>Replace hand %1 (%2) by this entry?</source>
        <translation>用此录入替换第%1盘（%2）？</translation>
    </message>
    <message>
        <location filename="../../app/ui/table/hand_form.py" line="448"/>
        <location filename="../../app/ui/table/hand_form.py" line="473"/>
        <source>&amp;Replace</source>
        <translation>替换(&amp;R)</translation>
    </message>
    <message>
        <location filename="../../app/ui/table/hand_form.py" line="490"/>
        <source>&amp;Delete</source>
        <translation>删除(&amp;D)</translation>
    </message>
    <message>
        <location filename="../../app/ui/table/presenter.py" line="304"/>
        <source>%1 fan</source>
        <translation>%1 番</translation>
    </message>
    <message>
        <location filename="../../app/ui/table/presenter.py" line="307"/>
        <source>win</source>
        <translation>和牌</translation>
    </message>
    <message>
        <location filename="../../app/ui/table/presenter.py" line="326"/>
        <source>draw</source>
        <translation>流局</translation>
    </message>
    <message>
        <location filename="../../app/ui/table/presenter.py" line="374"/>
        <source>Replace hand %1 (%2) by a draw?</source>
        <translation>将第%1盘（%2）改为流局？</translation>
    </message>
    <message>
        <location filename="../../app/ui/table/presenter.py" line="382"/>
        <source>Record hand %1 as a draw? What was typed for it is dropped.</source>
        <translation>将第%1盘记为流局？为它输入的内容将被放弃。</translation>
    </message>
    <message>
        <location filename="../../app/ui/table/presenter.py" line="378"/>
        <source>Delete hand %1 (%2)?</source>
        <translation>删除第%1盘（%2）？</translation>
    </message>
    <message>
        <location filename="../../app/ui/table/presenter.py" line="352"/>
        <source>delete</source>
        <translation>删除</translation>
    </message>
    <message>
        <location filename="../../app/ui/table/presenter.py" line="296"/>
        <source>Session %1, table %2, hand %3: %4</source>
        <translation>第%1轮 第%2桌 第%3盘：%4</translation>
    </message>
    <message>
        <location filename="../../app/ui/table/hand_form.py" line="548"/>
        <source>clear the tiles</source>
        <translation>清除牌</translation>
    </message>
    <message>
        <location filename="../../app/ui/table/presenter.py" line="388"/>
        <source>Correcting hand %1: you confirm before it is replaced.</source>
        <translation>正在更正第%1盘：替换前会请您确认。</translation>
    </message>
    <message>
        <location filename="../../app/ui/table/form_parts.py" line="85"/>
        <source>Please confirm</source>
        <translation>请确认</translation>
    </message>
</context>
<context>
    <name>HandView</name>
    <message>
        <location filename="../../app/ui/hand/hand_view.py" line="38"/>
        <source>Hand</source>
        <translation>盘</translation>
    </message>
    <message>
        <location filename="../../app/ui/hand/hand_view.py" line="111"/>
        <source>Click tiles below or type the notation</source>
        <translation>点击下方的牌或输入牌谱</translation>
    </message>
    <message>
        <location filename="../../app/ui/hand/hand_view.py" line="124"/>
        <source>winning</source>
        <translation>和张</translation>
    </message>
    <message>
        <location filename="../../app/ui/hand/hand_view.py" line="146"/>
        <source>chow</source>
        <translation>吃</translation>
    </message>
    <message>
        <location filename="../../app/ui/hand/hand_view.py" line="147"/>
        <source>pung</source>
        <translation>碰</translation>
    </message>
    <message>
        <location filename="../../app/ui/hand/hand_view.py" line="148"/>
        <source>kong</source>
        <translation>杠</translation>
    </message>
    <message>
        <location filename="../../app/ui/hand/hand_view.py" line="151"/>
        <source>concealed kong</source>
        <translation>暗杠</translation>
    </message>
    <message>
        <location filename="../../app/ui/hand/hand_view.py" line="153"/>
        <source>promoted kong</source>
        <translation>加杠</translation>
    </message>
</context>
<context>
    <name>History</name>
    <message>
        <location filename="../../app/ui/players/history.py" line="52"/>
        <source>Session</source>
        <translation>轮次</translation>
    </message>
    <message>
        <location filename="../../app/ui/players/history.py" line="54"/>
        <source>Table</source>
        <translation>桌</translation>
    </message>
    <message>
        <location filename="../../app/ui/players/history.py" line="57"/>
        <source>Seat</source>
        <translation>座位</translation>
    </message>
    <message>
        <location filename="../../app/ui/players/history.py" line="61"/>
        <source>Opponents</source>
        <translation>对手</translation>
    </message>
    <message>
        <location filename="../../app/ui/players/history.py" line="67"/>
        <source>Score</source>
        <translation>得分</translation>
    </message>
    <message>
        <location filename="../../app/ui/players/history.py" line="70"/>
        <source>Table points</source>
        <translation>桌分</translation>
    </message>
    <message>
        <location filename="../../app/ui/players/history.py" line="75"/>
        <source>Total</source>
        <translation>合计</translation>
    </message>
    <message>
        <location filename="../../app/ui/players/history.py" line="80"/>
        <source>Place</source>
        <translation>名次</translation>
    </message>
</context>
<context>
    <name>LanguageMenu</name>
    <message>
        <location filename="../../app/ui/language.py" line="114"/>
        <source>&amp;Language</source>
        <translation>语言(&amp;L)</translation>
    </message>
    <message>
        <location filename="../../app/ui/language.py" line="115"/>
        <location filename="../../app/ui/language.py" line="122"/>
        <source>System language</source>
        <translation>系统语言</translation>
    </message>
</context>
<context>
    <name>LinksPanel</name>
    <message>
        <location filename="../../app/ui/tableside/links.py" line="104"/>
        <source>Seat links (each seat&apos;s own secret)</source>
        <translation>座位链接（每个座位各自的密钥）</translation>
    </message>
    <message>
        <location filename="../../app/ui/tableside/links.py" line="105"/>
        <source>Se&amp;ssion:</source>
        <translation>轮次(&amp;S)：</translation>
    </message>
    <message>
        <location filename="../../app/ui/tableside/links.py" line="106"/>
        <source>Show the lin&amp;ks</source>
        <translation>显示链接(&amp;K)</translation>
    </message>
    <message>
        <location filename="../../app/ui/tableside/links.py" line="108"/>
        <source>Table</source>
        <translation>桌</translation>
    </message>
    <message>
        <location filename="../../app/ui/tableside/links.py" line="108"/>
        <source>Seat</source>
        <translation>座位</translation>
    </message>
    <message>
        <location filename="../../app/ui/tableside/links.py" line="108"/>
        <source>Player</source>
        <translation>选手</translation>
    </message>
    <message>
        <location filename="../../app/ui/tableside/links.py" line="108"/>
        <source>Link</source>
        <translation>链接</translation>
    </message>
    <message>
        <location filename="../../app/ui/tableside/links.py" line="110"/>
        <source>&amp;Copy link</source>
        <translation>复制链接(&amp;C)</translation>
    </message>
    <message>
        <location filename="../../app/ui/tableside/links.py" line="111"/>
        <source>&amp;Rotate links…</source>
        <translation>更换链接(&amp;R)…</translation>
    </message>
    <message>
        <location filename="../../app/ui/tableside/links.py" line="112"/>
        <source>Print table car&amp;ds…</source>
        <translation>打印桌卡(&amp;D)…</translation>
    </message>
    <message>
        <location filename="../../app/ui/tableside/links.py" line="162"/>
        <source>Choose a seat first.</source>
        <translation>请先选择一个座位。</translation>
    </message>
    <message>
        <location filename="../../app/ui/tableside/links.py" line="165"/>
        <source>Link of table %1, seat %2 copied.</source>
        <translation>已复制第 %1 桌 %2 座的链接。</translation>
    </message>
    <message>
        <location filename="../../app/ui/tableside/links.py" line="176"/>
        <source>Rotate the seat links?</source>
        <translation>更换座位链接？</translation>
    </message>
    <message>
        <location filename="../../app/ui/tableside/links.py" line="178"/>
        <source>Every seat link of session %1 is replaced: the cards printed so far and the pages open on the phones stop working, and new table cards must be printed. Rotate them?</source>
        <translation>第 %1 轮的所有座位链接都将更换：已打印的桌卡和手机上打开的页面都将失效，需要重新打印桌卡。确定更换？</translation>
    </message>
    <message>
        <location filename="../../app/ui/tableside/links.py" line="203"/>
        <source>The links of session %1 were replaced: print the table cards again.</source>
        <translation>第 %1 轮的链接已更换：请重新打印桌卡。</translation>
    </message>
    <message>
        <location filename="../../app/ui/tableside/links.py" line="212"/>
        <source>Print table cards</source>
        <translation>打印桌卡</translation>
    </message>
    <message>
        <location filename="../../app/ui/tableside/links.py" line="214"/>
        <source>PDF files (*.pdf)</source>
        <translation>PDF 文件 (*.pdf)</translation>
    </message>
    <message>
        <location filename="../../app/ui/tableside/links.py" line="248"/>
        <source>Table cards of session %1 written to %2.</source>
        <translation>第 %1 轮的桌卡已写入 %2。</translation>
    </message>
    <message>
        <location filename="../../app/ui/tableside/links.py" line="260"/>
        <source>Drawing the table cards: %1 of %2…</source>
        <translation>正在生成桌卡：第 %1 张，共 %2 张…</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../app/ui/menus.py" line="100"/>
        <source>&amp;New tournament…</source>
        <translation>新建比赛(&amp;N)…</translation>
    </message>
    <message>
        <location filename="../../app/ui/menus.py" line="101"/>
        <source>&amp;Open…</source>
        <translation>打开(&amp;O)…</translation>
    </message>
    <message>
        <location filename="../../app/ui/menus.py" line="102"/>
        <source>&amp;Save a copy…</source>
        <translation>另存副本(&amp;S)…</translation>
    </message>
    <message>
        <location filename="../../app/ui/menus.py" line="103"/>
        <source>&amp;Close tournament</source>
        <translation>关闭比赛(&amp;C)</translation>
    </message>
    <message>
        <location filename="../../app/ui/menus.py" line="104"/>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <location filename="../../app/ui/menus.py" line="136"/>
        <source>&amp;Undo</source>
        <translation>撤销(&amp;U)</translation>
    </message>
    <message>
        <location filename="../../app/ui/menus.py" line="141"/>
        <source>&amp;Redo</source>
        <translation>重做(&amp;R)</translation>
    </message>
    <message>
        <location filename="../../app/ui/menus.py" line="105"/>
        <source>&amp;Projector view</source>
        <translation>投影视图(&amp;P)</translation>
    </message>
    <message>
        <location filename="../../app/ui/menus.py" line="109"/>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <location filename="../../app/ui/menus.py" line="110"/>
        <source>Open &amp;recent</source>
        <translation>最近打开(&amp;R)</translation>
    </message>
    <message>
        <location filename="../../app/ui/menus.py" line="111"/>
        <source>&amp;Edit</source>
        <translation>编辑(&amp;E)</translation>
    </message>
    <message>
        <location filename="../../app/ui/menus.py" line="106"/>
        <source>&amp;History of changes</source>
        <translation>修改记录(&amp;H)</translation>
    </message>
    <message>
        <location filename="../../app/ui/pages.py" line="31"/>
        <source>Players</source>
        <translation>选手</translation>
    </message>
    <message>
        <location filename="../../app/ui/pages.py" line="32"/>
        <source>Teams</source>
        <translation>队伍</translation>
    </message>
    <message>
        <location filename="../../app/ui/pages.py" line="33"/>
        <source>Seating</source>
        <translation>座位</translation>
    </message>
    <message>
        <location filename="../../app/ui/pages.py" line="34"/>
        <source>Matches</source>
        <translation>对局</translation>
    </message>
    <message>
        <location filename="../../app/ui/pages.py" line="35"/>
        <source>Table sheet</source>
        <translation>计分表</translation>
    </message>
    <message>
        <location filename="../../app/ui/pages.py" line="36"/>
        <source>Standings</source>
        <translation>排名</translation>
    </message>
    <message>
        <location filename="../../app/ui/pages.py" line="37"/>
        <source>Reports</source>
        <translation>报表</translation>
    </message>
    <message>
        <location filename="../../app/ui/pages.py" line="38"/>
        <source>Hand calculator</source>
        <translation>算番器</translation>
    </message>
    <message>
        <location filename="../../app/ui/menus.py" line="112"/>
        <source>Vie&amp;w</source>
        <translation>视图(&amp;W)</translation>
    </message>
    <message>
        <location filename="../../app/ui/window.py" line="323"/>
        <source>Open tournament</source>
        <translation>打开比赛</translation>
    </message>
    <message>
        <location filename="../../app/ui/window.py" line="333"/>
        <source>Save a copy</source>
        <translation>另存副本</translation>
    </message>
    <message>
        <location filename="../../app/ui/window.py" line="356"/>
        <source>Copy saved to %1</source>
        <translation>副本已保存到 %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/window.py" line="362"/>
        <source>Replace a file?</source>
        <translation>替换文件？</translation>
    </message>
    <message>
        <location filename="../../app/ui/window.py" line="363"/>
        <source>Replace it with the tournament copy anyway?</source>
        <translation>仍要用比赛副本替换它吗？</translation>
    </message>
    <message>
        <location filename="../../app/ui/window.py" line="382"/>
        <source>Choose a file for the new tournament.</source>
        <translation>请为新比赛选择一个文件。</translation>
    </message>
    <message>
        <location filename="../../app/ui/window.py" line="388"/>
        <source>Cannot create %1: %2</source>
        <translation>无法创建 %1：%2</translation>
    </message>
    <message>
        <location filename="../../app/ui/window.py" line="407"/>
        <source>Cannot open %1: %2</source>
        <translation>无法打开 %1：%2</translation>
    </message>
    <message>
        <location filename="../../app/ui/window.py" line="262"/>
        <location filename="../../app/ui/window.py" line="447"/>
        <source>History</source>
        <translation>修改记录</translation>
    </message>
    <message>
        <location filename="../../app/ui/window.py" line="243"/>
        <source>The interface is now in %1.</source>
        <translation>界面语言已切换为%1。</translation>
    </message>
    <message>
        <location filename="../../app/ui/window.py" line="263"/>
        <location filename="../../app/ui/window.py" line="450"/>
        <source>&lt;opened&gt;</source>
        <translation>&lt;打开时&gt;</translation>
    </message>
    <message>
        <location filename="../../app/ui/window.py" line="501"/>
        <source>Updated with another station&apos;s changes.</source>
        <translation>已更新其他终端的更改。</translation>
    </message>
    <message>
        <location filename="../../app/ui/window.py" line="504"/>
        <source>Saved.</source>
        <translation>已保存。</translation>
    </message>
    <message>
        <location filename="../../app/ui/menus.py" line="134"/>
        <source>&amp;Undo %1</source>
        <translation>撤销(&amp;U) %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/menus.py" line="139"/>
        <source>&amp;Redo %1</source>
        <translation>重做(&amp;R) %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/window.py" line="523"/>
        <source>MCR Tournament Manager</source>
        <translation>国标麻将比赛管理</translation>
    </message>
    <message>
        <location filename="../../app/ui/window.py" line="531"/>
        <source>saved automatically</source>
        <translation>自动保存</translation>
    </message>
    <message>
        <location filename="../../app/ui/close_question.py" line="28"/>
        <source>session %1, table %2, hand %3</source>
        <translation>第%1轮 第%2桌 第%3盘</translation>
    </message>
    <message>
        <location filename="../../app/ui/close_question.py" line="36"/>
        <source>Hands not recorded</source>
        <translation>有未记录的牌局</translation>
    </message>
    <message>
        <location filename="../../app/ui/close_question.py" line="37"/>
        <source>These hands were typed but not recorded: %1. Close and lose them?</source>
        <translation>这些盘已输入但未记录：%1。关闭并放弃它们吗？</translation>
    </message>
    <message>
        <location filename="../../app/ui/close_question.py" line="44"/>
        <source>Close without recording</source>
        <translation>不记录，直接关闭</translation>
    </message>
</context>
<context>
    <name>MatchConflictDialog</name>
    <message>
        <location filename="../../app/ui/stations.py" line="277"/>
        <source>Changed at another station</source>
        <translation>已在其他计分站更改</translation>
    </message>
    <message>
        <location filename="../../app/ui/stations.py" line="279"/>
        <source>Table %1 of session %2</source>
        <translation>第%2轮第%1桌</translation>
    </message>
    <message>
        <location filename="../../app/ui/stations.py" line="282"/>
        <source>Another station changed this match while it was on this screen; your change was not saved.</source>
        <translation>在本屏显示期间，其他计分站修改了这场比赛；您的修改未保存。</translation>
    </message>
    <message>
        <location filename="../../app/ui/stations.py" line="286"/>
        <source>&lt;b&gt;Your change (not saved)&lt;/b&gt;</source>
        <translation>&lt;b&gt;您的修改（未保存）&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../../app/ui/stations.py" line="291"/>
        <source>&lt;b&gt;Stored now&lt;/b&gt;</source>
        <translation>&lt;b&gt;当前已保存&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../../app/ui/stations.py" line="295"/>
        <source>Stored now</source>
        <translation>当前已保存</translation>
    </message>
    <message>
        <location filename="../../app/ui/stations.py" line="304"/>
        <source>&amp;Reload (keep what is stored)</source>
        <translation>重新载入，保留已保存的(&amp;R)</translation>
    </message>
    <message>
        <location filename="../../app/ui/stations.py" line="304"/>
        <source>Apply mine t&amp;o it</source>
        <translation>在其上应用我的修改(&amp;O)</translation>
    </message>
    <message>
        <location filename="../../app/ui/stations.py" line="318"/>
        <source>Match</source>
        <translation>比赛</translation>
    </message>
    <message>
        <location filename="../../app/ui/stations.py" line="318"/>
        <source>(not seated)</source>
        <translation>（未排座）</translation>
    </message>
    <message>
        <location filename="../../app/ui/stations.py" line="320"/>
        <source>open</source>
        <translation>进行中</translation>
    </message>
    <message>
        <location filename="../../app/ui/stations.py" line="321"/>
        <source>complete</source>
        <translation>已完成</translation>
    </message>
    <message>
        <location filename="../../app/ui/stations.py" line="322"/>
        <source>verified</source>
        <translation>已核对</translation>
    </message>
    <message>
        <location filename="../../app/ui/stations.py" line="330"/>
        <source>State</source>
        <translation>状态</translation>
    </message>
    <message>
        <location filename="../../app/ui/stations.py" line="331"/>
        <source>Hands entered</source>
        <translation>已录入盘数</translation>
    </message>
    <message>
        <location filename="../../app/ui/stations.py" line="333"/>
        <source>Totals</source>
        <translation>总分</translation>
    </message>
    <message>
        <location filename="../../app/ui/stations.py" line="336"/>
        <source>Penalties</source>
        <translation>罚分</translation>
    </message>
    <message>
        <location filename="../../app/ui/stations.py" line="340"/>
        <source>unknown station</source>
        <translation>未知计分站</translation>
    </message>
    <message>
        <location filename="../../app/ui/stations.py" line="343"/>
        <source>Last change</source>
        <translation>最近修改</translation>
    </message>
</context>
<context>
    <name>MatchGrid</name>
    <message>
        <location filename="../../app/ui/grid/view.py" line="60"/>
        <source>&lt;b&gt;Matches&lt;/b&gt;: sessions across, tables down.</source>
        <translation>&lt;b&gt;对局&lt;/b&gt;：横向为轮次，纵向为桌号。</translation>
    </message>
    <message>
        <location filename="../../app/ui/grid/view.py" line="61"/>
        <source>&amp;Next unfinished match</source>
        <translation>下一个未完成对局(&amp;N)</translation>
    </message>
    <message>
        <location filename="../../app/ui/grid/view.py" line="64"/>
        <source>Moves to the next match still open or not started (F3 in the grid)</source>
        <translation>移到下一个进行中或未开始的对局（在表格中按 F3）</translation>
    </message>
    <message>
        <location filename="../../app/ui/grid/view.py" line="94"/>
        <source>Each cell: hands entered of 16 (✓ complete, ✔ verified, – not started). Click a match or press Enter to open its sheet.</source>
        <translation>每格：已录入盘数/16（✓ 已完成，✔ 已核对，– 未开始）。点击对局或按回车打开计分表。</translation>
    </message>
</context>
<context>
    <name>MatchGridModel</name>
    <message>
        <location filename="../../app/ui/grid/model.py" line="131"/>
        <source>Table %1</source>
        <translation>第%1桌</translation>
    </message>
    <message>
        <location filename="../../app/ui/grid/model.py" line="136"/>
        <source>Session %1: not seated</source>
        <translation>第%1轮：未排座</translation>
    </message>
    <message>
        <location filename="../../app/ui/grid/model.py" line="139"/>
        <source>Session %1 (%2/%3)</source>
        <translation>第%1轮（%2/%3）</translation>
    </message>
    <message>
        <location filename="../../app/ui/grid/model.py" line="145"/>
        <source>Matches finished / matches in the session</source>
        <translation>已完成对局 / 本轮对局</translation>
    </message>
    <message>
        <location filename="../../app/ui/grid/model.py" line="153"/>
        <source>totals</source>
        <translation>总分</translation>
    </message>
    <message>
        <location filename="../../app/ui/grid/model.py" line="161"/>
        <source>not started</source>
        <translation>未开始</translation>
    </message>
    <message>
        <location filename="../../app/ui/grid/model.py" line="162"/>
        <source>open</source>
        <translation>进行中</translation>
    </message>
    <message>
        <location filename="../../app/ui/grid/model.py" line="163"/>
        <source>complete</source>
        <translation>已完成</translation>
    </message>
    <message>
        <location filename="../../app/ui/grid/model.py" line="164"/>
        <source>verified</source>
        <translation>已核对</translation>
    </message>
    <message>
        <location filename="../../app/ui/grid/model.py" line="169"/>
        <source>Session %1, table %2: %3</source>
        <translation>第%1轮 第%2桌：%3</translation>
    </message>
    <message>
        <location filename="../../app/ui/grid/model.py" line="175"/>
        <source>totals only</source>
        <translation>仅总分</translation>
    </message>
    <message>
        <location filename="../../app/ui/grid/model.py" line="178"/>
        <source>%1 of %2 hands entered</source>
        <translation>已录入 %1/%2 盘</translation>
    </message>
</context>
<context>
    <name>MatchPrintButton</name>
    <message>
        <location filename="../../app/ui/reports/printing.py" line="26"/>
        <source>Blank score sheet</source>
        <translation>空白计分表</translation>
    </message>
    <message>
        <location filename="../../app/ui/reports/printing.py" line="27"/>
        <source>Result sheet</source>
        <translation>成绩表</translation>
    </message>
    <message>
        <location filename="../../app/ui/reports/printing.py" line="57"/>
        <source>Pr&amp;int</source>
        <translation>打印(&amp;I)</translation>
    </message>
    <message>
        <location filename="../../app/ui/reports/printing.py" line="58"/>
        <source>Print this match&apos;s score sheet or result sheet</source>
        <translation>打印本场的计分表或成绩表</translation>
    </message>
</context>
<context>
    <name>Messages</name>
    <message>
        <location filename="../../app/ui/messages.py" line="24"/>
        <source>language of the messages</source>
        <translation>zh_CN</translation>
    </message>
    <message>
        <location filename="../../app/ui/messages.py" line="33"/>
        <source>Session %1 is already seated: the tournament cannot have fewer than %2 sessions.</source>
        <translation>第%1轮已排座：比赛不能少于 %2 轮。</translation>
    </message>
    <message>
        <location filename="../../app/ui/messages.py" line="37"/>
        <source>There is no player number %1.</source>
        <translation>没有编号为 %1 的选手。</translation>
    </message>
    <message>
        <location filename="../../app/ui/messages.py" line="38"/>
        <source>There is no player named &apos;%1&apos;.</source>
        <translation>没有名为“%1”的选手。</translation>
    </message>
    <message>
        <location filename="../../app/ui/messages.py" line="39"/>
        <source>%1 is seated; mark the player inactive instead of removing.</source>
        <translation>%1 已入座；请将其标为不在赛，而不是删除。</translation>
    </message>
    <message>
        <location filename="../../app/ui/messages.py" line="40"/>
        <source>A player needs a name.</source>
        <translation>选手需要姓名。</translation>
    </message>
    <message>
        <location filename="../../app/ui/messages.py" line="41"/>
        <source>A name cannot be only digits (numbers name players by number).</source>
        <translation>姓名不能只有数字（数字用来表示选手编号）。</translation>
    </message>
    <message>
        <location filename="../../app/ui/messages.py" line="42"/>
        <source>&apos;%1&apos; is already registered as player %2.</source>
        <translation>“%1”已登记为 %2 号选手。</translation>
    </message>
    <message>
        <location filename="../../app/ui/messages.py" line="43"/>
        <source>The EMA number &apos;%1&apos; is not a number.</source>
        <translation>EMA编号“%1”不是数字。</translation>
    </message>
    <message>
        <location filename="../../app/ui/messages.py" line="44"/>
        <source>Every session already has results: there is nothing left to seat.</source>
        <translation>每一轮都已有成绩：没有可以排座的轮次。</translation>
    </message>
    <message>
        <location filename="../../app/ui/messages.py" line="47"/>
        <source>%1 active players cannot fill tables of four: add substitutes or withdraw players to reach a multiple of 4.</source>
        <translation>%1 名在赛选手无法坐满四人桌：请增加替补或让选手退赛，使人数为 4 的倍数。</translation>
    </message>
    <message>
        <location filename="../../app/ui/messages.py" line="52"/>
        <source>Results were entered meanwhile; seat again.</source>
        <translation>期间已录入成绩；请重新排座。</translation>
    </message>
    <message>
        <location filename="../../app/ui/messages.py" line="53"/>
        <source>Session %1 has results: its seating cannot change.</source>
        <translation>第%1轮已有成绩：座位不能更改。</translation>
    </message>
    <message>
        <location filename="../../app/ui/messages.py" line="54"/>
        <source>A player cannot sit at two places in one session.</source>
        <translation>同一轮中一名选手不能坐两个位置。</translation>
    </message>
    <message>
        <location filename="../../app/ui/messages.py" line="55"/>
        <source>Session %1 is not seated yet.</source>
        <translation>第%1轮尚未排座。</translation>
    </message>
    <message>
        <location filename="../../app/ui/messages.py" line="56"/>
        <source>Session %1 has no table %2.</source>
        <translation>第%1轮没有第%2桌。</translation>
    </message>
    <message>
        <location filename="../../app/ui/messages.py" line="57"/>
        <source>The tournament needs a name.</source>
        <translation>比赛需要名称。</translation>
    </message>
    <message>
        <location filename="../../app/ui/messages.py" line="58"/>
        <source>A tournament has 1 to 50 sessions, not %1.</source>
        <translation>比赛轮数为 1 到 50，不能是 %1。</translation>
    </message>
    <message>
        <location filename="../../app/ui/messages.py" line="59"/>
        <source>Seating cancelled; nothing was changed.</source>
        <translation>已取消排座；没有任何改动。</translation>
    </message>
    <message>
        <location filename="../../app/ui/messages.py" line="60"/>
        <source>Unknown tie-break &apos;%1&apos;; choose from %2.</source>
        <translation>未知的同分决胜规则“%1”；可选：%2。</translation>
    </message>
    <message>
        <location filename="../../app/ui/messages.py" line="61"/>
        <source>The tournament has sessions 1 to %1, not %2.</source>
        <translation>本比赛的轮次为 1 到 %1，没有第 %2 轮。</translation>
    </message>
    <message>
        <location filename="../../app/ui/messages.py" line="62"/>
        <source>This tournament has no backup folder.</source>
        <translation>本比赛没有备份文件夹。</translation>
    </message>
    <message>
        <location filename="../../app/ui/messages.py" line="64"/>
        <source>Give either the fan count or the tiles of the winning hand.</source>
        <translation>请输入番数或和牌的牌。</translation>
    </message>
    <message>
        <location filename="../../app/ui/messages.py" line="65"/>
        <source>Table %1 of session %2 was entered as totals only; clear the totals before entering hands.</source>
        <translation>第%2轮第%1桌按仅总分录入；录入牌局前请先清除总分。</translation>
    </message>
    <message>
        <location filename="../../app/ui/messages.py" line="70"/>
        <source>Hand %1 of table %2 in session %3 is already entered; correct it (replace) or delete it first.</source>
        <translation>第%3轮第%2桌第%1盘已录入；请更正（替换）或先删除。</translation>
    </message>
    <message>
        <location filename="../../app/ui/messages.py" line="75"/>
        <source>Hand %1 of table %2 in session %3 is not entered.</source>
        <translation>第%3轮第%2桌第%1盘尚未录入。</translation>
    </message>
    <message>
        <location filename="../../app/ui/messages.py" line="76"/>
        <source>A hand number is 1 to %1, not %2.</source>
        <translation>盘号为 1 到 %1，不能是 %2。</translation>
    </message>
    <message>
        <location filename="../../app/ui/messages.py" line="77"/>
        <source>The %1 (player %2) does not play at table %3 in session %4.</source>
        <translation>%1（%2 号选手）不在第%4轮第%3桌。</translation>
    </message>
    <message>
        <location filename="../../app/ui/messages.py" line="78"/>
        <source>The winner cannot also be the player who discarded the winning tile.</source>
        <translation>和牌者不能同时是点炮者。</translation>
    </message>
    <message>
        <location filename="../../app/ui/messages.py" line="81"/>
        <source>A win needs at least %1 fan; %2 is not enough.</source>
        <translation>和牌至少需要 %1 番；%2 番不够。</translation>
    </message>
    <message>
        <location filename="../../app/ui/messages.py" line="82"/>
        <source>%1 fan is not a possible hand; check the number.</source>
        <translation>%1 番不是可能的牌；请检查番数。</translation>
    </message>
    <message>
        <location filename="../../app/ui/messages.py" line="83"/>
        <source>&apos;%1&apos; is not a hand: write tiles[|situation[|flowers]].</source>
        <translation>“%1”不是一手牌：请写成 牌[|和牌情况[|花牌]]。</translation>
    </message>
    <message>
        <location filename="../../app/ui/messages.py" line="84"/>
        <source>&apos;%1&apos; is not a hand: write tiles[|situation[|flowers[|from=SEAT]]].</source>
        <translation>“%1”不是一手牌：请写成 牌[|和牌情况[|花牌[|from=座位]]]。</translation>
    </message>
    <message>
        <location filename="../../app/ui/messages.py" line="87"/>
        <source>MCR uses only from= (who discarded) in the notation&apos;s fourth part, not &apos;%1&apos;.</source>
        <translation>国标麻将在记法的第四部分只用 from=（点炮者），不用“%1”。</translation>
    </message>
    <message>
        <location filename="../../app/ui/messages.py" line="91"/>
        <source>Hand %1 is played with prevalent wind %2, not %3.</source>
        <translation>第%1盘的圈风是 %2，不是 %3。</translation>
    </message>
    <message>
        <location filename="../../app/ui/messages.py" line="92"/>
        <source>In hand %1 the winner&apos;s seat wind is %2, not %3.</source>
        <translation>第%1盘中和牌者的门风是 %2，不是 %3。</translation>
    </message>
    <message>
        <location filename="../../app/ui/messages.py" line="93"/>
        <source>The situation says the hand was %1, which the entry contradicts.</source>
        <translation>和牌情况写的是%1，与录入内容矛盾。</translation>
    </message>
    <message>
        <location filename="../../app/ui/messages.py" line="96"/>
        <source>This hand scores %1 fan (flowers included): a win needs at least %2 fan without the flowers.</source>
        <translation>这手牌 %1 番（含花牌）：不计花牌至少需要 %2 番才能和牌。</translation>
    </message>
    <message>
        <location filename="../../app/ui/messages.py" line="103"/>
        <source>This hand scores %1 fan: a win in %2 needs at least %3.</source>
        <translation>这手牌 %1 番：%2至少需要 %3 番才能和牌。</translation>
    </message>
    <message>
        <location filename="../../app/ui/messages.py" line="104"/>
        <source>This hand scores %1 fan toward the minimum (%2 with the %3, which the minimum leaves out): a win in %4 needs at least %5.</source>
        <translation>这手牌计入起和番的只有 %1 番（连同不计入的%3共 %2 番）：%4至少需要 %5 番才能和牌。</translation>
    </message>
    <message>
        <location filename="../../app/ui/messages.py" line="110"/>
        <source>A penalty needs a reason (it is printed on the sheets).</source>
        <translation>罚分需要原因（会打印在记分表上）。</translation>
    </message>
    <message>
        <location filename="../../app/ui/messages.py" line="111"/>
        <source>A penalty of 0 points changes nothing.</source>
        <translation>0 分的罚分不起作用。</translation>
    </message>
    <message>
        <location filename="../../app/ui/messages.py" line="112"/>
        <source>%1 cannot be shared equally by three players; use a multiple of 3.</source>
        <translation>%1 无法由三人平分；请使用 3 的倍数。</translation>
    </message>
    <message>
        <location filename="../../app/ui/messages.py" line="115"/>
        <source>There is no penalty %1.</source>
        <translation>没有第 %1 项罚分。</translation>
    </message>
    <message>
        <location filename="../../app/ui/messages.py" line="116"/>
        <source>A shared penalty must divide by three between the other players.</source>
        <translation>平分的罚分必须能被其他三人整除。</translation>
    </message>
    <message>
        <location filename="../../app/ui/messages.py" line="119"/>
        <source>Give the totals of the four players.</source>
        <translation>请输入四名选手的总分。</translation>
    </message>
    <message>
        <location filename="../../app/ui/messages.py" line="120"/>
        <source>Hand scores always sum to 0; these sum to %1. Enter penalties separately.</source>
        <translation>牌局得分之和总是 0；这些分数之和为 %1。罚分请另外输入。</translation>
    </message>
    <message>
        <location filename="../../app/ui/messages.py" line="123"/>
        <source>Table %1 of session %2 has hands entered; delete them before entering totals only.</source>
        <translation>第%2轮第%1桌已录入牌局；请先删除后再按仅总分录入。</translation>
    </message>
    <message>
        <location filename="../../app/ui/messages.py" line="127"/>
        <source>Table %1 of session %2 has no totals entered.</source>
        <translation>第%2轮第%1桌没有录入总分。</translation>
    </message>
    <message>
        <location filename="../../app/ui/messages.py" line="128"/>
        <source>Table %1 of session %2 has nothing entered yet.</source>
        <translation>第%2轮第%1桌尚未录入任何内容。</translation>
    </message>
    <message>
        <location filename="../../app/ui/messages.py" line="129"/>
        <source>Only a complete match can be verified.</source>
        <translation>只有已完成的对局才能核对。</translation>
    </message>
    <message>
        <location filename="../../app/ui/messages.py" line="130"/>
        <source>Table %1 of session %2 is verified; set it back to complete before correcting it.</source>
        <translation>第%2轮第%1桌已核对；请先改回“已完成”再更正。</translation>
    </message>
    <message>
        <location filename="../../app/ui/messages.py" line="134"/>
        <source>Table %1 of session %2 is verified; reopen it before undoing or redoing a change to it.</source>
        <translation>第%2轮第%1桌已核对；请先重新打开，再撤销或重做对它的修改。</translation>
    </message>
    <message>
        <location filename="../../app/ui/messages.py" line="139"/>
        <source>&apos;%1&apos; %2 has no numbers before it (write e.g. 55%3).</source>
        <translation>%2的“%1”前面没有数字（例如写 55%3）。</translation>
    </message>
    <message>
        <location filename="../../app/ui/messages.py" line="140"/>
        <source>%1z %2 is not a tile: honors are 1z-7z (ESWNCFP).</source>
        <translation>%2的 %1z 不是牌：字牌为 1z-7z（ESWNCFP）。</translation>
    </message>
    <message>
        <location filename="../../app/ui/messages.py" line="141"/>
        <source>0%1 %2 is not a tile: ranks go from 1 to 9.</source>
        <translation>%2的 0%1 不是牌：点数为 1 到 9。</translation>
    </message>
    <message>
        <location filename="../../app/ui/messages.py" line="142"/>
        <source>&apos;%1&apos; %2 needs a suit letter (m, p or s).</source>
        <translation>%2的“%1”需要花色字母（m、p 或 s）。</translation>
    </message>
    <message>
        <location filename="../../app/ui/messages.py" line="143"/>
        <source>&apos;%1&apos; %2 is not a tile, a bracket or a separator.</source>
        <translation>%2的“%1”不是牌、括号或分隔符。</translation>
    </message>
    <message>
        <location filename="../../app/ui/messages.py" line="144"/>
        <source>&apos;%1&apos; %2: suit letters are lower case: m, p, s (write %3).</source>
        <translation>%2的“%1”：花色字母须小写：m、p、s（应写作 %3）。</translation>
    </message>
    <message>
        <location filename="../../app/ui/messages.py" line="145"/>
        <source>&apos;%1&apos; in &apos;|%2&apos; is not a token of the notation&apos;s fourth part (after the flowers); %3 uses %4.</source>
        <translation>“|%2”中的“%1”不是记法第四部分（花牌之后）的标记；%3 使用的标记是 %4。</translation>
    </message>
    <message>
        <location filename="../../app/ui/messages.py" line="150"/>
        <source>&apos;,%1&apos; %2 is not a claim marker: use 1-3 (who gave the tile), or 5-7 for a kong promoted from a pung.</source>
        <translation>%2的“,%1”不是来源标记：用 1-3（谁打出的牌），加杠用 5-7。</translation>
    </message>
    <message>
        <location filename="../../app/ui/messages.py" line="155"/>
        <source>[%1] is not a set: a bracket holds a chow (three in a row of one suit), a pung (three alike) or a kong (four alike).</source>
        <translation>[%1] 不是一组：括号内应为顺子（同花色三张连续）、刻子（三张相同）或杠（四张相同）。</translation>
    </message>
    <message>
        <location filename="../../app/ui/messages.py" line="160"/>
        <source>&apos;,4&apos; %1: the tile comes from player 1, 2 or 3 (left, across, right).</source>
        <translation>%1的“,4”：牌来自 1、2 或 3 号位（上家、对家、下家）。</translation>
    </message>
    <message>
        <location filename="../../app/ui/messages.py" line="163"/>
        <source>&apos;,%1&apos; %2: only a kong can be promoted from a pung.</source>
        <translation>%2的“,%1”：只有杠可以由碰加杠。</translation>
    </message>
    <message>
        <location filename="../../app/ui/messages.py" line="164"/>
        <source>The bracket opened at &apos;%1&apos; is never closed.</source>
        <translation>在“%1”处打开的括号没有关闭。</translation>
    </message>
    <message>
        <location filename="../../app/ui/messages.py" line="165"/>
        <source>Brackets cannot be nested: &apos;%1&apos;.</source>
        <translation>括号不能嵌套：“%1”。</translation>
    </message>
    <message>
        <location filename="../../app/ui/messages.py" line="166"/>
        <source>An empty bracket &apos;[]&apos; is not a set.</source>
        <translation>空括号“[]”不是一组。</translation>
    </message>
    <message>
        <location filename="../../app/ui/messages.py" line="167"/>
        <source>A &apos;]&apos; closes a bracket that was never opened.</source>
        <translation>“]”关闭了一个没有打开的括号。</translation>
    </message>
    <message>
        <location filename="../../app/ui/messages.py" line="168"/>
        <source>&apos;|%1&apos; is not a situation: write the prevalent wind, the seat wind and four 0/1 flags, e.g. |ES1000.</source>
        <translation>“|%1”不是和牌情况：请写圈风、门风和四个 0/1 标志，例如 |ES1000。</translation>
    </message>
    <message>
        <location filename="../../app/ui/messages.py" line="173"/>
        <source>&apos;%1&apos; is not a %2 wind: use E, S, W or N.</source>
        <translation>“%1”不是%2风：请用 E、S、W 或 N。</translation>
    </message>
    <message>
        <location filename="../../app/ui/messages.py" line="174"/>
        <source>&apos;%1&apos; is not a wind: use E, S, W or N.</source>
        <translation>“%1”不是风：请用 E、S、W 或 N。</translation>
    </message>
    <message>
        <location filename="../../app/ui/messages.py" line="175"/>
        <source>The flags &apos;%1&apos; must be four 0/1 digits: self-drawn, last tile of its kind, last tile of the wall, kong.</source>
        <translation>标志“%1”必须是四个 0/1：自摸、和绝张、海底、杠。</translation>
    </message>
    <message>
        <location filename="../../app/ui/messages.py" line="180"/>
        <source>%1 flowers: there are only %2 flower tiles.</source>
        <translation>%1 张花牌：花牌只有 %2 张。</translation>
    </message>
    <message>
        <location filename="../../app/ui/messages.py" line="181"/>
        <source>&apos;%1&apos; is not a flower list: give a count 0-8 or letters a-h (plum, orchid, bamboo, chrysanthemum, spring, summer, autumn, winter).</source>
        <translation>“%1”不是花牌列表：请写数量 0-8 或字母 a-h（梅、兰、竹、菊、春、夏、秋、冬）。</translation>
    </message>
    <message>
        <location filename="../../app/ui/messages.py" line="186"/>
        <source>The flowers &apos;%1&apos; name the same flower twice.</source>
        <translation>花牌“%1”把同一张花写了两次。</translation>
    </message>
    <message>
        <location filename="../../app/ui/messages.py" line="187"/>
        <source>A hand must be given as text in the hand notation.</source>
        <translation>牌必须以牌谱文字给出。</translation>
    </message>
    <message>
        <location filename="../../app/ui/messages.py" line="188"/>
        <source>Too many &apos;|&apos;: a hand is tiles|situation|flowers.</source>
        <translation>“|”太多：一手牌写作 牌|和牌情况|花牌。</translation>
    </message>
    <message>
        <location filename="../../app/ui/messages.py" line="189"/>
        <source>%1 declared sets: a hand has at most four.</source>
        <translation>%1 组副露：一手牌最多四组。</translation>
    </message>
    <message>
        <location filename="../../app/ui/messages.py" line="190"/>
        <source>The hand has %1 tiles of %2: there are only four.</source>
        <translation>这手牌有 %1 张%2：每种牌只有四张。</translation>
    </message>
    <message>
        <location filename="../../app/ui/messages.py" line="191"/>
        <source>The hand has %1 copies of %2 (%3): a tile has only four copies.</source>
        <translation>这手牌有 %1 张%2（%3）：每种牌只有四张。</translation>
    </message>
    <message>
        <location filename="../../app/ui/messages.py" line="194"/>
        <source>The hand has 13 tiles: the winning tile is missing (write it last).</source>
        <translation>这手牌只有 13 张：缺少和张（请写在最后）。</translation>
    </message>
    <message>
        <location filename="../../app/ui/messages.py" line="197"/>
        <source>The hand has 12 tiles in four sets: the pair is missing (a winning hand is four sets and a pair, 14 tiles: write both tiles of the pair).</source>
        <translation>这手牌 12 张，已成四组面子：缺少将牌（和牌为四组面子加一对将，共 14 张：请写出将牌的两张）。</translation>
    </message>
    <message>
        <location filename="../../app/ui/messages.py" line="202"/>
        <source>The hand has %1 tiles, counting each kong as 3; a winning hand has 14.</source>
        <translation>这手牌有 %1 张（杠算 3 张）；和牌应有 14 张。</translation>
    </message>
    <message>
        <location filename="../../app/ui/messages.py" line="205"/>
        <source>The hand has %1 tiles, counting each kong as 3; a waiting hand has 13.</source>
        <translation>这手牌有 %1 张（杠算 3 张）；听牌应有 13 张。</translation>
    </message>
    <message>
        <location filename="../../app/ui/messages.py" line="209"/>
        <source>Unknown situation: %1.</source>
        <translation>未知的和牌情况：%1。</translation>
    </message>
    <message>
        <location filename="../../app/ui/messages.py" line="210"/>
        <source>%1 must be true or false.</source>
        <translation>%1 必须为是或否。</translation>
    </message>
    <message>
        <location filename="../../app/ui/messages.py" line="211"/>
        <source>Flowers are a count 0-8 or letters a-h.</source>
        <translation>花牌为数量 0-8 或字母 a-h。</translation>
    </message>
    <message>
        <location filename="../../app/ui/messages.py" line="212"/>
        <source>A win on the replacement tile after a kong needs a kong in the hand; none is declared.</source>
        <translation>杠上开花需要手中有杠；但没有声明杠。</translation>
    </message>
    <message>
        <location filename="../../app/ui/messages.py" line="216"/>
        <source>Robbing a kong of %1 is impossible here: the robbed tile is the fourth of its kind, yet the hand holds %2 other %3 tile.</source>
        <translation>这里不可能抢杠和%1：被抢的牌是第四张，而手中还有 %2 张%3。</translation>
    </message>
    <message>
        <location filename="../../app/ui/messages.py" line="221"/>
        <source>Robbing a kong of %1 is impossible here: the robbed tile is the fourth of its kind, yet the hand holds %2 other %3 tiles.</source>
        <translation>这里不可能抢杠和%1：被抢的牌是第四张，而手中还有 %2 张%3。</translation>
    </message>
    <message>
        <location filename="../../app/ui/messages.py" line="226"/>
        <source>&apos;Last tile of its kind&apos; is impossible: besides the winning tile, the hand holds another tile of %1.</source>
        <translation>不可能是“和绝张”：除和张外，手中还有一张%1。</translation>
    </message>
    <message>
        <location filename="../../app/ui/messages.py" line="231"/>
        <source>This hand does not win: its tiles do not make four sets and a pair, seven pairs, thirteen orphans or a knitted hand. (With declared sets, the concealed tiles must make the remaining sets and the pair.)</source>
        <translation>这手牌不能和：牌不能组成四组一对、七对、十三幺或组合龙/全不靠。（有副露时，手中的牌必须组成其余各组和一对。）</translation>
    </message>
    <message>
        <location filename="../../app/ui/messages.py" line="237"/>
        <source>This hand does not win: its tiles do not make four sets and a pair, seven pairs, thirteen orphans or a knitted hand.</source>
        <translation>这手牌不能和：牌不能组成四组一对、七对、十三幺或组合龙/全不靠。</translation>
    </message>
    <message>
        <location filename="../../app/ui/messages.py" line="242"/>
        <source>There is no fan number %1: fans are numbered 1 to 81, and 82 is the MIL 2015 kong item (Concealed Kong and Melded Kong).</source>
        <translation>没有第 %1 号番种：番种编号为 1 到 81，另有 82 号为 MIL 2015 的明暗杠（一暗杠一明杠）。</translation>
    </message>
    <message>
        <location filename="../../app/ui/messages.py" line="248"/>
        <source>Table %1 of session %2 changed at another station: reload it and try again.</source>
        <translation>第%2轮第%1桌已在另一终端修改：请重新载入后再试。</translation>
    </message>
    <message>
        <location filename="../../app/ui/messages.py" line="252"/>
        <source>The %1 changed at another station: reload and try again.</source>
        <translation>%1已在另一终端修改：请重新载入后再试。</translation>
    </message>
    <message>
        <location filename="../../app/ui/messages.py" line="253"/>
        <source>%1 is seated and cannot be removed.</source>
        <translation>%1 已入座，不能删除。</translation>
    </message>
    <message>
        <location filename="../../app/ui/messages.py" line="255"/>
        <source>The %1 contains a control or invisible character (%2); type it again without it.</source>
        <translation>%1中含有控制字符或不可见字符（%2）；请去掉后重新输入。</translation>
    </message>
    <message>
        <location filename="../../app/ui/messages.py" line="259"/>
        <source>The %1 is %2 characters long; at most %3 are allowed.</source>
        <translation>%1长 %2 个字符；最多允许 %3 个。</translation>
    </message>
    <message>
        <location filename="../../app/ui/messages.py" line="260"/>
        <source>The %1 must be a whole number, not %2.</source>
        <translation>%1必须是整数，不能是 %2。</translation>
    </message>
    <message>
        <location filename="../../app/ui/messages.py" line="261"/>
        <source>The %1 must be between %2 and %3, not %4.</source>
        <translation>%1必须在 %2 到 %3 之间，不能是 %4。</translation>
    </message>
    <message>
        <location filename="../../app/ui/messages.py" line="262"/>
        <source>A hand&apos;s notation has at most %1 characters.</source>
        <translation>牌谱最多 %1 个字符。</translation>
    </message>
    <message>
        <location filename="../../app/ui/messages.py" line="263"/>
        <source>The name is %1 characters long; at most %2.</source>
        <translation>姓名长 %1 个字符；最多 %2 个。</translation>
    </message>
    <message>
        <location filename="../../app/ui/messages.py" line="265"/>
        <source>Saved: the change is in the tournament. Only the automatic backup at the end of session %1 could not be written: %2</source>
        <translation>已保存：修改已存入比赛。只是第%1轮结束时的自动备份未能写入：%2</translation>
    </message>
    <message>
        <location filename="../../app/ui/messages.py" line="270"/>
        <source>%1 exists; backups are never replaced.</source>
        <translation>%1 已存在；备份从不覆盖。</translation>
    </message>
    <message>
        <location filename="../../app/ui/messages.py" line="271"/>
        <source>There is no tournament file at %1.</source>
        <translation>%1 处没有比赛文件。</translation>
    </message>
    <message>
        <location filename="../../app/ui/messages.py" line="272"/>
        <source>%1 already exists; choose another name.</source>
        <translation>%1 已存在；请换一个名称。</translation>
    </message>
    <message>
        <location filename="../../app/ui/messages.py" line="273"/>
        <source>%1 is not a tournament file.</source>
        <translation>%1 不是比赛文件。</translation>
    </message>
    <message>
        <location filename="../../app/ui/messages.py" line="274"/>
        <source>%1 is not a tournament file (it is not an SQLite database at all).</source>
        <translation>%1 不是比赛文件（根本不是 SQLite 数据库）。</translation>
    </message>
    <message>
        <location filename="../../app/ui/messages.py" line="277"/>
        <source>%1 was written by a newer version of the program (file format %2, this program reads up to %3).</source>
        <translation>%1 由更新版本的程序写入（文件格式 %2，本程序最多读取 %3）。</translation>
    </message>
    <message>
        <location filename="../../app/ui/messages.py" line="282"/>
        <source>%1 is open for reading only; nothing was changed.</source>
        <translation>%1 以只读方式打开；没有任何改动。</translation>
    </message>
    <message>
        <location filename="../../app/ui/messages.py" line="283"/>
        <source>The disk holding %1 is full.</source>
        <translation>存放 %1 的磁盘已满。</translation>
    </message>
    <message>
        <location filename="../../app/ui/messages.py" line="284"/>
        <source>The change was not saved.</source>
        <translation>此次修改未保存。</translation>
    </message>
    <message>
        <location filename="../../app/ui/messages.py" line="285"/>
        <source>Nothing was saved.</source>
        <translation>没有保存任何内容。</translation>
    </message>
    <message>
        <location filename="../../app/ui/messages.py" line="286"/>
        <source>Everything saved before is safe in the file: do not replace it with a backup.</source>
        <translation>之前保存的内容都安全地留在文件中：不要用备份替换它。</translation>
    </message>
    <message>
        <location filename="../../app/ui/messages.py" line="290"/>
        <source>Free some space on that disk and try again.</source>
        <translation>请在该磁盘上腾出空间后重试。</translation>
    </message>
    <message>
        <location filename="../../app/ui/messages.py" line="291"/>
        <source>Free some space and try again.</source>
        <translation>请腾出空间后重试。</translation>
    </message>
    <message>
        <location filename="../../app/ui/messages.py" line="292"/>
        <source>%1 cannot be written: the file, its folder or its disk is read-only.</source>
        <translation>%1 无法写入：文件、文件夹或磁盘是只读的。</translation>
    </message>
    <message>
        <location filename="../../app/ui/messages.py" line="295"/>
        <source>The file itself is intact.</source>
        <translation>文件本身完好无损。</translation>
    </message>
    <message>
        <location filename="../../app/ui/messages.py" line="296"/>
        <source>Make the folder writable, or copy the file to a folder you can write to, and open that.</source>
        <translation>请让文件夹可写，或把文件复制到可写的文件夹后打开。</translation>
    </message>
    <message>
        <location filename="../../app/ui/messages.py" line="300"/>
        <source>%1 cannot be opened for writing: its folder or disk is read-only.</source>
        <translation>%1 无法以写入方式打开：文件夹或磁盘是只读的。</translation>
    </message>
    <message>
        <location filename="../../app/ui/messages.py" line="303"/>
        <source>Copy it to a folder you can write to and open that; commands that only read (standings, export) still work here.</source>
        <translation>请复制到可写的文件夹后打开；只读的命令（排名、导出）在这里仍然可用。</translation>
    </message>
    <message>
        <location filename="../../app/ui/messages.py" line="308"/>
        <source>%1 is busy: another station or program kept it locked too long.</source>
        <translation>%1 正忙：另一个终端或程序锁定它的时间过长。</translation>
    </message>
    <message>
        <location filename="../../app/ui/messages.py" line="311"/>
        <source>Try again in a moment.</source>
        <translation>请稍后重试。</translation>
    </message>
    <message>
        <location filename="../../app/ui/messages.py" line="312"/>
        <source>%1 is damaged and cannot be used (%2).</source>
        <translation>%1 已损坏，无法使用（%2）。</translation>
    </message>
    <message>
        <location filename="../../app/ui/messages.py" line="313"/>
        <source>Open the latest backup copy instead, and keep this file for inspection.</source>
        <translation>请改为打开最新的备份，并保留此文件以供检查。</translation>
    </message>
    <message>
        <location filename="../../app/ui/messages.py" line="316"/>
        <source>%1 is on a read-only disk.</source>
        <translation>%1 位于只读磁盘上。</translation>
    </message>
    <message>
        <location filename="../../app/ui/messages.py" line="317"/>
        <source>No permission to write %1.</source>
        <translation>没有写入 %1 的权限。</translation>
    </message>
    <message>
        <location filename="../../app/ui/messages.py" line="318"/>
        <source>There is no folder for %1.</source>
        <translation>%1 所在的文件夹不存在。</translation>
    </message>
    <message>
        <location filename="../../app/ui/messages.py" line="321"/>
        <source>match %1/%2 %3</source>
        <translation>第%1轮第%2桌%3</translation>
    </message>
    <message>
        <location filename="../../app/ui/messages.py" line="322"/>
        <source>record hand %1/%2/%3</source>
        <translation>录入第%1轮第%2桌第%3盘</translation>
    </message>
    <message>
        <location filename="../../app/ui/messages.py" line="323"/>
        <source>record draw %1/%2/%3</source>
        <translation>录入第%1轮第%2桌第%3盘（流局）</translation>
    </message>
    <message>
        <location filename="../../app/ui/messages.py" line="324"/>
        <source>delete hand %1/%2/%3</source>
        <translation>删除第%1轮第%2桌第%3盘</translation>
    </message>
    <message>
        <location filename="../../app/ui/messages.py" line="325"/>
        <source>penalty %1/%2 player %3</source>
        <translation>第%1轮第%2桌罚分，选手 %3</translation>
    </message>
    <message>
        <location filename="../../app/ui/messages.py" line="326"/>
        <source>delete penalty %1</source>
        <translation>删除罚分 %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/messages.py" line="327"/>
        <source>clear totals %1/%2</source>
        <translation>清除第%1轮第%2桌总分</translation>
    </message>
    <message>
        <location filename="../../app/ui/messages.py" line="328"/>
        <source>totals %1/%2</source>
        <translation>第%1轮第%2桌总分</translation>
    </message>
    <message>
        <location filename="../../app/ui/messages.py" line="329"/>
        <source>add player %1</source>
        <translation>添加选手 %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/messages.py" line="330"/>
        <source>edit player %1</source>
        <translation>修改选手 %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/messages.py" line="331"/>
        <source>remove player %1</source>
        <translation>删除选手 %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/messages.py" line="332"/>
        <source>withdraw player %1</source>
        <translation>选手 %1 退赛</translation>
    </message>
    <message>
        <location filename="../../app/ui/messages.py" line="333"/>
        <source>import players from %1</source>
        <translation>从 %1 导入选手</translation>
    </message>
    <message>
        <location filename="../../app/ui/messages.py" line="334"/>
        <source>seat session %1</source>
        <translation>排第%1轮座位</translation>
    </message>
    <message>
        <location filename="../../app/ui/messages.py" line="335"/>
        <source>edit penalty %1</source>
        <translation>修改罚分 %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/messages.py" line="336"/>
        <source>copy from %1</source>
        <translation>从 %1 复制</translation>
    </message>
    <message>
        <location filename="../../app/ui/messages.py" line="337"/>
        <source>demo session %1 table %2</source>
        <translation>示例第%1轮第%2桌</translation>
    </message>
    <message>
        <location filename="../../app/ui/messages.py" line="339"/>
        <source>match state %1</source>
        <translation>对局状态 %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/messages.py" line="340"/>
        <source>hand %1</source>
        <translation>牌局 %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/messages.py" line="341"/>
        <source>penalty %1</source>
        <translation>罚分 %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/messages.py" line="342"/>
        <source>totals %1</source>
        <translation>总分 %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/messages.py" line="343"/>
        <source>player %1</source>
        <translation>选手 %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/messages.py" line="344"/>
        <source>seating %1</source>
        <translation>座位 %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/messages.py" line="346"/>
        <source>the %1 of characters</source>
        <translation>%1万</translation>
    </message>
    <message>
        <location filename="../../app/ui/messages.py" line="347"/>
        <source>the %1 of dots</source>
        <translation>%1筒</translation>
    </message>
    <message>
        <location filename="../../app/ui/messages.py" line="348"/>
        <source>the %1 of bamboo</source>
        <translation>%1条</translation>
    </message>
    <message>
        <location filename="../../app/ui/messages.py" line="349"/>
        <source>in &apos;%1&apos;</source>
        <translation>“%1”中</translation>
    </message>
    <message>
        <location filename="../../app/ui/messages.py" line="350"/>
        <source>in [%1]</source>
        <translation>[%1] 中</translation>
    </message>
    <message>
        <location filename="../../app/ui/messages.py" line="351"/>
        <source>%1 characters</source>
        <translation>%1万</translation>
    </message>
    <message>
        <location filename="../../app/ui/messages.py" line="352"/>
        <source>%1 dots</source>
        <translation>%1筒</translation>
    </message>
    <message>
        <location filename="../../app/ui/messages.py" line="353"/>
        <source>%1 bamboo</source>
        <translation>%1条</translation>
    </message>
    <message>
        <location filename="../../app/ui/messages.py" line="355"/>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <location filename="../../app/ui/messages.py" line="361"/>
        <source>winner</source>
        <translation>和牌者</translation>
    </message>
    <message>
        <location filename="../../app/ui/messages.py" line="362"/>
        <source>discarder</source>
        <translation>点炮者</translation>
    </message>
    <message>
        <location filename="../../app/ui/messages.py" line="363"/>
        <source>penalised player</source>
        <translation>被罚选手</translation>
    </message>
    <message>
        <location filename="../../app/ui/messages.py" line="364"/>
        <source>prevalent</source>
        <translation>圈</translation>
    </message>
    <message>
        <location filename="../../app/ui/messages.py" line="365"/>
        <source>seat</source>
        <translation>门</translation>
    </message>
    <message>
        <location filename="../../app/ui/messages.py" line="366"/>
        <source>self-drawn</source>
        <translation>自摸</translation>
    </message>
    <message>
        <location filename="../../app/ui/messages.py" line="367"/>
        <source>won on a discard</source>
        <translation>点和</translation>
    </message>
    <message>
        <location filename="../../app/ui/messages.py" line="368"/>
        <source>player&apos;s name</source>
        <translation>选手姓名</translation>
    </message>
    <message>
        <location filename="../../app/ui/messages.py" line="369"/>
        <source>reason</source>
        <translation>原因</translation>
    </message>
    <message>
        <location filename="../../app/ui/messages.py" line="370"/>
        <source>first name</source>
        <translation>名</translation>
    </message>
    <message>
        <location filename="../../app/ui/messages.py" line="371"/>
        <source>last name</source>
        <translation>姓</translation>
    </message>
    <message>
        <location filename="../../app/ui/messages.py" line="372"/>
        <source>name</source>
        <translation>姓名</translation>
    </message>
    <message>
        <location filename="../../app/ui/messages.py" line="373"/>
        <source>country</source>
        <translation>国家</translation>
    </message>
    <message>
        <location filename="../../app/ui/messages.py" line="374"/>
        <source>team</source>
        <translation>队伍</translation>
    </message>
    <message>
        <location filename="../../app/ui/messages.py" line="375"/>
        <source>EMA number</source>
        <translation>EMA编号</translation>
    </message>
    <message>
        <location filename="../../app/ui/messages.py" line="376"/>
        <source>tournament&apos;s name</source>
        <translation>比赛名称</translation>
    </message>
    <message>
        <location filename="../../app/ui/messages.py" line="377"/>
        <source>fan</source>
        <translation>番数</translation>
    </message>
    <message>
        <location filename="../../app/ui/messages.py" line="378"/>
        <source>penalty</source>
        <translation>罚分</translation>
    </message>
    <message>
        <location filename="../../app/ui/messages.py" line="379"/>
        <source>total</source>
        <translation>总分</translation>
    </message>
    <message>
        <location filename="../../app/ui/messages.py" line="380"/>
        <source>hand</source>
        <translation>牌局</translation>
    </message>
    <message>
        <location filename="../../app/ui/messages.py" line="381"/>
        <source>totals</source>
        <translation>总分</translation>
    </message>
    <message>
        <location filename="../../app/ui/messages.py" line="382"/>
        <source>state</source>
        <translation>状态</translation>
    </message>
    <message>
        <location filename="../../app/ui/messages.py" line="383"/>
        <source>player</source>
        <translation>选手</translation>
    </message>
    <message>
        <location filename="../../app/ui/messages.py" line="384"/>
        <source>seating</source>
        <translation>座位</translation>
    </message>
    <message>
        <location filename="../../app/ui/messages.py" line="385"/>
        <source>settings</source>
        <translation>设置</translation>
    </message>
    <message>
        <location filename="../../app/ui/messages.py" line="386"/>
        <source>East</source>
        <translation>东</translation>
    </message>
    <message>
        <location filename="../../app/ui/messages.py" line="387"/>
        <source>South</source>
        <translation>南</translation>
    </message>
    <message>
        <location filename="../../app/ui/messages.py" line="388"/>
        <source>West</source>
        <translation>西</translation>
    </message>
    <message>
        <location filename="../../app/ui/messages.py" line="389"/>
        <source>North</source>
        <translation>北</translation>
    </message>
    <message>
        <location filename="../../app/ui/messages.py" line="390"/>
        <source>Red Dragon</source>
        <translation>红中</translation>
    </message>
    <message>
        <location filename="../../app/ui/messages.py" line="391"/>
        <source>Green Dragon</source>
        <translation>发财</translation>
    </message>
    <message>
        <location filename="../../app/ui/messages.py" line="392"/>
        <source>White Dragon</source>
        <translation>白板</translation>
    </message>
    <message>
        <location filename="../../app/ui/messages.py" line="393"/>
        <source>the Red Dragon</source>
        <translation>红中</translation>
    </message>
    <message>
        <location filename="../../app/ui/messages.py" line="394"/>
        <source>the Green Dragon</source>
        <translation>发财</translation>
    </message>
    <message>
        <location filename="../../app/ui/messages.py" line="395"/>
        <source>the White Dragon</source>
        <translation>白板</translation>
    </message>
    <message>
        <location filename="../../app/ui/messages.py" line="396"/>
        <source>open</source>
        <translation>进行中</translation>
    </message>
    <message>
        <location filename="../../app/ui/messages.py" line="397"/>
        <source>complete</source>
        <translation>已完成</translation>
    </message>
    <message>
        <location filename="../../app/ui/messages.py" line="398"/>
        <source>verified</source>
        <translation>已核对</translation>
    </message>
    <message>
        <location filename="../../app/messages_zh/engine.py" line="201"/>
        <source>the International game</source>
        <translation>国际麻将</translation>
    </message>
    <message>
        <location filename="../../app/messages_zh/engine.py" line="203"/>
        <source>the Shenzhen game</source>
        <translation>深圳麻将</translation>
    </message>
    <message>
        <location filename="../../app/messages_zh/engine.py" line="24"/>
        <source>The claimed total &apos;%1&apos; is not a number.</source>
        <translation>报的总番“%1”不是数字。</translation>
    </message>
    <message>
        <location filename="../../app/messages_zh/engine.py" line="26"/>
        <source>A drawn hand has no winner: --total has no meaning here.</source>
        <translation>荒庄没有和牌者：这里报总分没有意义。</translation>
    </message>
    <message>
        <location filename="../../app/messages_zh/engine.py" line="28"/>
        <source>A drawn hand has no elements to claim.</source>
        <translation>荒庄没有可报的番种。</translation>
    </message>
    <message>
        <location filename="../../app/messages_zh/engine.py" line="31"/>
        <source>The hand has no tiles before the &apos;|&apos;: write its tiles first.</source>
        <translation>“|”前面没有牌：请先写出牌。</translation>
    </message>
    <message>
        <location filename="../../app/messages_zh/engine.py" line="33"/>
        <source>The hand is empty: write its tiles, e.g. [567m,2]123p456s789s55p|ES1000.</source>
        <translation>这手牌是空的：请写出牌，例如[567m,2]123p456s789s55p|ES1000。</translation>
    </message>
    <message>
        <location filename="../../app/messages_zh/engine.py" line="35"/>
        <source>%1 settles nothing in a drawn hand: write the winning hand.</source>
        <translation>%1荒庄不结算：请写和牌的牌。</translation>
    </message>
    <message>
        <location filename="../../app/messages_zh/engine.py" line="37"/>
        <source>A win on flowers alone (&apos;-&apos;) needs its situation, e.g. -|EE1000|abcdefg.</source>
        <translation>花牌和（“-”）也须写和牌情况，例如-|EE1000|abcdefg。</translation>
    </message>
    <message>
        <location filename="../../app/messages_zh/engine.py" line="39"/>
        <source>Too many &apos;|&apos;: a hand is tiles|situation|flowers|extras.</source>
        <translation>“|”太多：一手牌写成 牌|和牌情况|花牌|附加。</translation>
    </message>
    <message>
        <location filename="../../app/messages_zh/engine.py" line="41"/>
        <source>A drawn hand is written draw|||&lt;extras&gt; (e.g. draw|||kong=Sc): no situation, no flowers.</source>
        <translation>荒庄写作draw|||&lt;附加&gt;（例如draw|||kong=Sc）：没有和牌情况，也没有花牌。</translation>
    </message>
    <message>
        <location filename="../../app/messages_zh/engine.py" line="43"/>
        <source>%1 has no win on flowers alone: the tiles are missing (&apos;-&apos; is for a win on seven or eight flowers).</source>
        <translation>%1没有只靠花牌的和牌：缺少牌（“-”只用于七花或八花和牌）。</translation>
    </message>
    <message>
        <location filename="../../app/messages_zh/engine.py" line="45"/>
        <source>Robbing a kong with the last tile of the wall is impossible: no kong may be declared once the wall is exhausted, so there is none to rob (flags |xx0011).</source>
        <translation>抢杠和不可能同时是海底：牌墙摸完后不能再开杠，无杠可抢（标志|xx0011）。</translation>
    </message>
    <message>
        <location filename="../../app/messages_zh/engine.py" line="47"/>
        <source>Robbing a kong of %1 (%2) is impossible here: the robbed tile is the fourth of its kind, yet the hand holds %3 other copy of it.</source>
        <translation>这里不可能抢杠和%1：被抢的牌是第四张，而手中还有%3张%1。</translation>
    </message>
    <message>
        <location filename="../../app/messages_zh/engine.py" line="49"/>
        <source>Robbing a kong of %1 (%2) is impossible here: the robbed tile is the fourth of its kind, yet the hand holds %3 other copies of it.</source>
        <translation>这里不可能抢杠和%1：被抢的牌是第四张，而手中还有%3张%1。</translation>
    </message>
    <message>
        <location filename="../../app/messages_zh/engine.py" line="51"/>
        <source>&apos;Last tile of its kind&apos; is impossible: besides the winning tile, the hand holds another copy of %1 (%2).</source>
        <translation>不可能是“和绝张”：除和张外，手中还有一张%1。</translation>
    </message>
    <message>
        <location filename="../../app/messages_zh/engine.py" line="53"/>
        <source>Too many flowers: %1, and there are only %2 flower tiles.</source>
        <translation>花牌太多：%1张，花牌只有%2张。</translation>
    </message>
    <message>
        <location filename="../../app/messages_zh/engine.py" line="55"/>
        <source>Too many flowers: %1, and there are only %2.</source>
        <translation>花牌太多：%1张，花牌只有%2张。</translation>
    </message>
    <message>
        <location filename="../../app/messages_zh/engine.py" line="57"/>
        <source>%1 flowers: a flower count is 0 to %2.</source>
        <translation>%1张花牌：花牌数为0到%2。</translation>
    </message>
    <message>
        <location filename="../../app/messages_zh/engine.py" line="59"/>
        <source>A self-drawn win has no &apos;from&apos; (from=%1): nobody gave the tile.</source>
        <translation>自摸和牌没有from（from=%1）：没有人打出这张牌。</translation>
    </message>
    <message>
        <location filename="../../app/messages_zh/engine.py" line="61"/>
        <source>&apos;%1&apos; is not used by %2 (it uses %3).</source>
        <translation>%2不用“%1”（只用%3）。</translation>
    </message>
    <message>
        <location filename="../../app/messages_zh/engine.py" line="63"/>
        <source>&apos;%1&apos; is not used by %2 (it uses no fourth part).</source>
        <translation>%2不用“%1”（不用记法的第四部分）。</translation>
    </message>
    <message>
        <location filename="../../app/messages_zh/engine.py" line="65"/>
        <source>%1=%2: name the player as 1 (left), 2 (across), 3 (right) or by seat wind E, S, W or N.</source>
        <translation>%1=%2：请用1（上家）、2（对家）、3（下家）或门风E、S、W、N指明玩家。</translation>
    </message>
    <message>
        <location filename="../../app/messages_zh/engine.py" line="67"/>
        <source>%1=%2 names the winner&apos;s own seat (%3): name another player (1, 2 or 3, or the seat wind).</source>
        <translation>%1=%2是和牌者自己的座位（%3）：请指明另一位玩家（1、2或3，或门风）。</translation>
    </message>
    <message>
        <location filename="../../app/messages_zh/engine.py" line="69"/>
        <source>&apos;%1&apos; is given twice: each token at most once.</source>
        <translation>“%1”写了两次：每个标记最多一次。</translation>
    </message>
    <message>
        <location filename="../../app/messages_zh/engine.py" line="71"/>
        <source>&apos;%1&apos; needs a value: write %2=... (%3).</source>
        <translation>“%1”需要值：请写%2=...。</translation>
    </message>
    <message>
        <location filename="../../app/messages_zh/engine.py" line="73"/>
        <source>&apos;%1&apos; takes no value: write just %2.</source>
        <translation>“%1”不带值：只写%2。</translation>
    </message>
    <message>
        <location filename="../../app/messages_zh/engine.py" line="75"/>
        <source>An empty token in &apos;|%1&apos;: separate tokens with one comma.</source>
        <translation>“|%1”中有空标记：标记之间用一个逗号分隔。</translation>
    </message>
    <message>
        <location filename="../../app/messages_zh/engine.py" line="77"/>
        <source>chain=%1: a chain has 1 to 4 kongs.</source>
        <translation>chain=%1：连续开杠为1到4个杠。</translation>
    </message>
    <message>
        <location filename="../../app/messages_zh/engine.py" line="79"/>
        <source>kong=%1: write the seat and c, p or d (d with the discarder&apos;s seat), e.g. kong=Sc, kong=Wp, kong=NdE.</source>
        <translation>kong=%1：请写座位和c、p或d（d后再写点杠者的座位），例如kong=Sc、kong=Wp、kong=NdE。</translation>
    </message>
    <message>
        <location filename="../../app/messages_zh/engine.py" line="81"/>
        <source>&apos;%1&apos; has no meaning in a drawn hand: nobody won; a drawn hand takes only kong tokens (draw|||kong=Sc,kong=NdE).</source>
        <translation>“%1”在荒庄中没有意义：无人和牌；荒庄只写杠的标记（draw|||kong=Sc,kong=NdE）。</translation>
    </message>
    <message>
        <location filename="../../app/messages_zh/engine.py" line="83"/>
        <source>The hand won on a grab: say who fed the tile (from=1, 2 or 3, or the seat wind).</source>
        <translation>这手牌是点和：请写明谁打出的牌（from=1、2或3，或门风）。</translation>
    </message>
    <message>
        <location filename="../../app/messages_zh/engine.py" line="85"/>
        <source>The hand robbed a kong: say who fed the tile (from=1, 2 or 3, or the seat wind).</source>
        <translation>这手牌是抢杠和：请写明被抢的是谁的杠（from=1、2或3，或门风）。</translation>
    </message>
    <message>
        <location filename="../../app/messages_zh/engine.py" line="87"/>
        <source>Won on a discard: say who discarded (from=1, 2 or 3, or the seat wind).</source>
        <translation>点和：请写明谁打出的牌（from=1、2或3，或门风）。</translation>
    </message>
    <message>
        <location filename="../../app/messages_zh/engine.py" line="89"/>
        <source>Won by robbing a kong: say whose kong was robbed (from=1, 2 or 3, or the seat wind).</source>
        <translation>抢杠和：请写明被抢的是谁的杠（from=1、2或3，或门风）。</translation>
    </message>
    <message>
        <location filename="../../app/messages_zh/engine.py" line="91"/>
        <source>The flower was taken: say whose it was (from=1, 2 or 3, or the seat wind).</source>
        <translation>抢花和牌：请写明那张花是谁的（from=1、2或3，或门风）。</translation>
    </message>
    <message>
        <location filename="../../app/messages_zh/engine.py" line="93"/>
        <source>This hand does not win in the International game: its tiles make neither four sets and a pair, seven pairs, thirteen orphans nor seven isolated stars. (With declared sets, the concealed tiles must make the remaining sets and the pair.)</source>
        <translation>这手牌在国际麻将中不成和牌：不成四组一对、七对、十三幺或七星不靠。（有副露时，手中的牌须组成其余各组和一对。）</translation>
    </message>
    <message>
        <location filename="../../app/messages_zh/engine.py" line="95"/>
        <source>This hand does not win in the International game: its tiles make neither four sets and a pair, seven pairs, thirteen orphans nor seven isolated stars.</source>
        <translation>这手牌在国际麻将中不成和牌：不成四组一对、七对、十三幺或七星不靠。</translation>
    </message>
    <message>
        <location filename="../../app/messages_zh/engine.py" line="97"/>
        <source>This hand does not win: its tiles do not make four sets and a pair, seven pairs, 13 Individuals or Thirteen Orphans. (With declared sets, the concealed tiles must make the remaining sets and the pair.)</source>
        <translation>这手牌不成和牌：不成四组一对、七对、十三不靠或十三幺。（有副露时，手中的牌须组成其余各组和一对。）</translation>
    </message>
    <message>
        <location filename="../../app/messages_zh/engine.py" line="99"/>
        <source>This hand does not win: its tiles do not make four sets and a pair, seven pairs, 13 Individuals or Thirteen Orphans.</source>
        <translation>这手牌不成和牌：不成四组一对、七对、十三不靠或十三幺。</translation>
    </message>
    <message>
        <location filename="../../app/messages_zh/engine.py" line="101"/>
        <source>This hand does not win: 13 Individuals needs 147, 258, 369 in three suits, three single honors and a pair of a fourth honor.</source>
        <translation>这手牌不成和牌：十三不靠须有三门花色的147、258、369，三张不同的单张字牌，再加第四种字牌的一对。</translation>
    </message>
    <message>
        <location filename="../../app/messages_zh/engine.py" line="103"/>
        <source>This hand does not win: the Shenzhen game knows only four sets and a pair (%1 is not a Shenzhen hand; the option special_hands=on allows it).</source>
        <translation>这手牌不成和牌：深圳麻将只有四组一对的和牌（%1不是深圳麻将的和牌；选项 special_hands=on 才允许）。</translation>
    </message>
    <message>
        <location filename="../../app/messages_zh/engine.py" line="105"/>
        <source>This hand does not win: the Shenzhen game knows only four sets and a pair, seven pairs and thirteen orphans (with declared sets, the concealed tiles must make the remaining sets and the pair).</source>
        <translation>这手牌不成和牌：深圳麻将只有四组一对、七对和十三幺的和牌（有副露时，手中的牌须组成其余各组和一对）。</translation>
    </message>
    <message>
        <location filename="../../app/messages_zh/engine.py" line="107"/>
        <source>This hand does not win: the Shenzhen game knows only four sets and a pair, seven pairs and thirteen orphans.</source>
        <translation>这手牌不成和牌：深圳麻将只有四组一对、七对和十三幺的和牌。</translation>
    </message>
    <message>
        <location filename="../../app/messages_zh/engine.py" line="109"/>
        <source>This hand does not win: the Shenzhen game knows only four sets and a pair (with declared sets, the concealed tiles must make the remaining sets and the pair).</source>
        <translation>这手牌不成和牌：深圳麻将只有四组一对的和牌（有副露时，手中的牌须组成其余各组和一对）。</translation>
    </message>
    <message>
        <location filename="../../app/messages_zh/engine.py" line="111"/>
        <source>This hand does not win: the Shenzhen game knows only four sets and a pair.</source>
        <translation>这手牌不成和牌：深圳麻将只有四组一对的和牌。</translation>
    </message>
    <message>
        <location filename="../../app/messages_zh/engine.py" line="113"/>
        <source>A claimed chow %1 is not allowed in the Shenzhen game: a discard completes a chow only as the winning tile (write that chow among the concealed tiles).</source>
        <translation>深圳麻将不能吃牌（%1）：别人打出的牌只能作为和牌张组成顺子（请把这组顺子写在手中的牌里）。</translation>
    </message>
    <message>
        <location filename="../../app/messages_zh/engine.py" line="115"/>
        <source>Flowers are out of play (option flowers=off): leave the flowers part empty.</source>
        <translation>本比赛不用花牌（选项 flowers=off）：花牌部分请留空。</translation>
    </message>
    <message>
        <location filename="../../app/messages_zh/engine.py" line="117"/>
        <source>%1 flowers: name the flowers with letters a-h (a plum, b orchid, c bamboo, d chrysanthemum, e-h the seasons): seat flowers score in %2.</source>
        <translation>%1张花牌：请用字母a-h写出是哪几张花（a梅、b兰、c竹、d菊，e-h春夏秋冬）：%2计本家花。</translation>
    </message>
    <message>
        <location filename="../../app/messages_zh/engine.py" line="119"/>
        <source>A win on flowers alone needs seven or eight flowers, not %1.</source>
        <translation>花牌和须有七张或八张花，不是%1张。</translation>
    </message>
    <message>
        <location filename="../../app/messages_zh/engine.py" line="121"/>
        <source>A win on flowers alone has only the self-drawn flag (1: the winner drew the last flower; 0: taken, with from=): set the other three flags to 0.</source>
        <translation>花牌和只用自摸标志（1：和牌者摸到最后一张花；0：抢来的花，须写from=）：其他三个标志请设为0。</translation>
    </message>
    <message>
        <location filename="../../app/messages_zh/engine.py" line="123"/>
        <source>A win on flowers alone needs flowers in play (option flowers=off): write the winning tiles.</source>
        <translation>花牌和须用花牌（选项 flowers=off）：请写和牌的牌。</translation>
    </message>
    <message>
        <location filename="../../app/messages_zh/engine.py" line="125"/>
        <source>&apos;first&apos; is for the Heaven or the Earth, not a win on flowers alone.</source>
        <translation>“first”只用于天和或地和，不用于花牌和。</translation>
    </message>
    <message>
        <location filename="../../app/messages_zh/engine.py" line="127"/>
        <source>A first-turn win (first) cannot hold a declared set: the Heaven and the Earth are won on the dealt tiles, nothing claimed or declared.</source>
        <translation>第一巡和牌（first）不能有副露：天和、地和都是用起手的牌和牌，没有吃、碰或杠。</translation>
    </message>
    <message>
        <location filename="../../app/messages_zh/engine.py" line="129"/>
        <source>The Heaven is the dealer&apos;s (seat East) win; this winner sits %1. A non-dealer&apos;s first-turn win is the Earth, on the dealer&apos;s first discard.</source>
        <translation>天和是庄家（东座）的和牌；这位和牌者坐%1。闲家的第一巡和牌是地和，和庄家打出的第一张牌。</translation>
    </message>
    <message>
        <location filename="../../app/messages_zh/engine.py" line="131"/>
        <source>&apos;first&apos; with a robbed kong: the Earth is won on the dealer&apos;s first discard.</source>
        <translation>“first”不能用于抢杠和：地和是和庄家打出的第一张牌。</translation>
    </message>
    <message>
        <location filename="../../app/messages_zh/engine.py" line="133"/>
        <source>The Earth is a non-dealer&apos;s win on the dealer&apos;s first discard; the dealer (seat East) cannot win on it. The dealer&apos;s first-turn win is the Heaven, self-drawn.</source>
        <translation>地和是闲家和庄家打出的第一张牌；庄家（东座）不能地和。庄家的第一巡和牌是天和，须自摸。</translation>
    </message>
    <message>
        <location filename="../../app/messages_zh/engine.py" line="135"/>
        <source>The Earth is won on the dealer&apos;s first discard: from must name the East seat (from=E, or from=%1), not %2.</source>
        <translation>地和是和庄家打出的第一张牌：from须指东座（from=E或from=%1），不是%2。</translation>
    </message>
    <message>
        <location filename="../../app/messages_zh/engine.py" line="137"/>
        <source>chain=%1 is for a win on a replacement tile after kongs: set the flags self-drawn 1 and kong 1, or leave chain out.</source>
        <translation>chain=%1只用于连续开杠后的杠上开花：请把自摸和杠的标志设为1，或去掉chain。</translation>
    </message>
    <message>
        <location filename="../../app/messages_zh/engine.py" line="139"/>
        <source>chain=%1 needs %2 kongs in the hand; it has %3.</source>
        <translation>chain=%1需要手中有%2个杠；只有%3个。</translation>
    </message>
    <message>
        <location filename="../../app/messages_zh/engine.py" line="141"/>
        <source>liable=%1 is only for a self-drawn win (the alert rule); on another player&apos;s tile that player pays: leave liable out.</source>
        <translation>liable=%1只用于自摸（包牌规则）；和别人打出的牌时由打出者支付：请去掉liable。</translation>
    </message>
    <message>
        <location filename="../../app/messages_zh/engine.py" line="143"/>
        <source>liable=%1: the alert rule does not apply to this hand (it needs all four sets of one suit, four wind sets or three dragon sets shown, won self-drawn); leave liable out.</source>
        <translation>liable=%1：这手牌不适用包牌规则（须亮出同一花色的四组、四组风或三组箭，并且自摸）；请去掉liable。</translation>
    </message>
    <message>
        <location filename="../../app/messages_zh/engine.py" line="145"/>
        <source>Alert penalty: the %1 were claimed from different players; say who gave the last of those sets: liable=1, 2 or 3 (or the seat wind).</source>
        <translation>包牌：%1是从不同玩家吃碰的；请写明最后一组是谁给的：liable=1、2或3（或门风）。</translation>
    </message>
    <message>
        <location filename="../../app/messages_zh/engine.py" line="147"/>
        <source>liable=%1 (%2) gave none of the %3: they were claimed from %4.</source>
        <translation>liable=%1（%2）没有给出任何%3：它们是从%4吃碰的。</translation>
    </message>
    <message>
        <location filename="../../app/messages_zh/engine.py" line="149"/>
        <source>This tournament plays without flowers (flowers=off): the hand lists %1 flower; leave the flowers part empty.</source>
        <translation>本比赛不用花牌（flowers=off）：这手牌写了%1张花；花牌部分请留空。</translation>
    </message>
    <message>
        <location filename="../../app/messages_zh/engine.py" line="151"/>
        <source>This tournament plays without flowers (flowers=off): the hand lists %1 flowers; leave the flowers part empty.</source>
        <translation>本比赛不用花牌（flowers=off）：这手牌写了%1张花；花牌部分请留空。</translation>
    </message>
    <message>
        <location filename="../../app/messages_zh/engine.py" line="153"/>
        <source>A first-circulation win (first) cannot hold a claimed set: the first circulation ends with the first chow, pung or kong claimed.</source>
        <translation>第一巡和牌（first）不能有吃碰的牌：有人第一次吃、碰或杠时第一巡即结束。</translation>
    </message>
    <message>
        <location filename="../../app/messages_zh/engine.py" line="155"/>
        <source>No kong can be robbed in the first circulation (first): a robbed kong needs a claimed pung.</source>
        <translation>第一巡（first）不能抢杠：被抢的杠须先有碰。</translation>
    </message>
    <message>
        <location filename="../../app/messages_zh/engine.py" line="157"/>
        <source>A self-feed has no feeder: remove from=%1 (or clear the self-drawn flag if the tile was grabbed).</source>
        <translation>自摸没有点炮者：请去掉from=%1（如果是和别人打出的牌，请清除自摸标志）。</translation>
    </message>
    <message>
        <location filename="../../app/messages_zh/engine.py" line="159"/>
        <source>Say who made %1: liable=1, 2 or 3 (or the seat wind); the %2 sets came from %3.</source>
        <translation>请写明%1是谁打出的：liable=1、2或3（或门风）；这些%2组来自%3。</translation>
    </message>
    <message>
        <location filename="../../app/messages_zh/engine.py" line="161"/>
        <source>liable=%1 means nothing here: it names who made the third dragon or fourth wind discard of a Major Three Dragons or Major Four Winds hand whose sets all came from discards.</source>
        <translation>liable=%1在这里没有意义：它只用于各组都来自别人打出的牌的大三元或大四喜，指明打出第三张箭牌或第四张风牌的人。</translation>
    </message>
    <message>
        <location filename="../../app/messages_zh/engine.py" line="163"/>
        <source>liable=%1 (%2) gave none of the %3 sets (they came from %4): name who made %5.</source>
        <translation>liable=%1（%2）没有给出任何%3组（它们来自%4）：请指明%5是谁打出的。</translation>
    </message>
    <message>
        <location filename="../../app/messages_zh/engine.py" line="165"/>
        <source>liable=%1: the winning discard completed a %2 set, so %3 was %4&apos;s (from=): leave liable= out.</source>
        <translation>liable=%1：和牌张组成了%2组，所以%3是%4打出的（from=）：请去掉liable=。</translation>
    </message>
    <message>
        <location filename="../../app/messages_zh/engine.py" line="167"/>
        <source>%1 is played without flowers: remove the flowers &apos;%2&apos; (or set the option flowers=on, under which they change nothing).</source>
        <translation>%1不用花牌：请去掉花牌“%2”（或设选项 flowers=on，花牌不影响结算）。</translation>
    </message>
    <message>
        <location filename="../../app/messages_zh/engine.py" line="169"/>
        <source>%1 is played without flowers: remove the flowers &apos;%2&apos; from the hand.</source>
        <translation>%1不用花牌：请从牌中去掉花牌“%2”。</translation>
    </message>
    <message>
        <location filename="../../app/messages_zh/engine.py" line="171"/>
        <source>kong=%1: the winner&apos;s own kongs are read from the brackets ([XXXX] concealed, [XXXX,1-3] on a discard, [XXXX,5-7] promoted); kong= tokens are the other players&apos; kongs.</source>
        <translation>kong=%1：和牌者自己的杠从括号读出（[XXXX]暗杠，[XXXX,1-3]点杠，[XXXX,5-7]加杠）；kong=标记只写其他玩家的杠。</translation>
    </message>
    <message>
        <location filename="../../app/messages_zh/engine.py" line="173"/>
        <source>%1 kongs for seat %2: a hand has four sets, so at most four kongs.</source>
        <translation>%2座有%1个杠：一手牌只有四组，最多四个杠。</translation>
    </message>
    <message>
        <location filename="../../app/messages_zh/engine.py" line="175"/>
        <source>horse=%1: the horse is turned only after a self-drawn win; this hand was won %2. Remove the horse token.</source>
        <translation>horse=%1：只有自摸和牌后才翻马；这手牌是%2和牌。请去掉horse标记。</translation>
    </message>
    <message>
        <location filename="../../app/messages_zh/engine.py" line="177"/>
        <source>horse=%1: this tournament draws no horse (option horses=0); remove the horse token.</source>
        <translation>horse=%1：本比赛不买马（选项 horses=0）；请去掉horse标记。</translation>
    </message>
    <message>
        <location filename="../../app/messages_zh/engine.py" line="179"/>
        <source>A self-drawn win turns 1 horse tile: say which with horse=..., e.g. horse=5m (horse=- if none could be turned).</source>
        <translation>自摸和牌要翻1张马：请用horse=...写明，例如horse=5m（无马可翻时写horse=-）。</translation>
    </message>
    <message>
        <location filename="../../app/messages_zh/engine.py" line="181"/>
        <source>A self-drawn win turns up to %1 horse tiles: say which with horse=..., e.g. horse=5m (horse=- if none could be turned).</source>
        <translation>自摸和牌最多翻%1张马：请用horse=...写明，例如horse=5m（无马可翻时写horse=-）。</translation>
    </message>
    <message>
        <location filename="../../app/messages_zh/engine.py" line="183"/>
        <source>horse=%1: the winning tile was the last of the wall, so no tile is left to turn as a horse; write horse=- or leave the token out.</source>
        <translation>horse=%1：和牌张是牌墙最后一张，没有牌可以翻马；请写horse=-或去掉此标记。</translation>
    </message>
    <message>
        <location filename="../../app/messages_zh/engine.py" line="185"/>
        <source>%1 horse tiles (%2): this tournament draws %3 (option horses=%4).</source>
        <translation>%1张马牌（%2）：本比赛翻%3张（选项 horses=%4）。</translation>
    </message>
    <message>
        <location filename="../../app/messages_zh/engine.py" line="187"/>
        <source>horse=%1: the hand holds %2 tiles of %3 and the horse %4: there are only four.</source>
        <translation>horse=%1：手中有%2张%3，马牌又有%4张：每种牌只有四张。</translation>
    </message>
    <message>
        <location filename="../../app/messages_zh/engine.py" line="189"/>
        <source>horse=%1: write the tile(s) turned, e.g. horse=5m, or horse=-.</source>
        <translation>horse=%1：请写翻出的马牌，例如horse=5m，或horse=-。</translation>
    </message>
    <message>
        <location filename="../../app/messages_zh/engine.py" line="191"/>
        <source>horse=%1: %2</source>
        <translation>horse=%1：%2</translation>
    </message>
    <message>
        <location filename="../../app/messages_zh/engine.py" line="199"/>
        <source>MCR</source>
        <translation>国标麻将</translation>
    </message>
    <message>
        <location filename="../../app/messages_zh/engine.py" line="200"/>
        <source>The International game</source>
        <translation>国际麻将</translation>
    </message>
    <message>
        <location filename="../../app/messages_zh/engine.py" line="202"/>
        <source>The Shenzhen game</source>
        <translation>深圳麻将</translation>
    </message>
    <message>
        <location filename="../../app/messages_zh/engine.py" line="204"/>
        <source>MahJong Online</source>
        <translation>麻将在线规则</translation>
    </message>
    <message>
        <location filename="../../app/messages_zh/engine.py" line="205"/>
        <source>seven pairs</source>
        <translation>七对</translation>
    </message>
    <message>
        <location filename="../../app/messages_zh/engine.py" line="206"/>
        <source>thirteen orphans</source>
        <translation>十三幺</translation>
    </message>
    <message>
        <location filename="../../app/messages_zh/engine.py" line="207"/>
        <source>three dragon sets</source>
        <translation>三组箭刻</translation>
    </message>
    <message>
        <location filename="../../app/messages_zh/engine.py" line="208"/>
        <source>four wind sets</source>
        <translation>四组风刻</translation>
    </message>
    <message>
        <location filename="../../app/messages_zh/engine.py" line="209"/>
        <source>four sets of one suit</source>
        <translation>同一花色的四组</translation>
    </message>
    <message>
        <location filename="../../app/messages_zh/engine.py" line="210"/>
        <source>the third dragon discard</source>
        <translation>第三张箭牌</translation>
    </message>
    <message>
        <location filename="../../app/messages_zh/engine.py" line="211"/>
        <source>the fourth wind discard</source>
        <translation>第四张风牌</translation>
    </message>
    <message>
        <location filename="../../app/messages_zh/engine.py" line="212"/>
        <source>dragon</source>
        <translation>箭</translation>
    </message>
    <message>
        <location filename="../../app/messages_zh/engine.py" line="213"/>
        <source>wind</source>
        <translation>风</translation>
    </message>
    <message>
        <location filename="../../app/messages_zh/engine.py" line="214"/>
        <source>by robbing a kong</source>
        <translation>抢杠</translation>
    </message>
    <message>
        <location filename="../../app/messages_zh/engine.py" line="215"/>
        <source>on a discard</source>
        <translation>点炮</translation>
    </message>
    <message>
        <location filename="../../app/ui/messages.py" line="401"/>
        <source>auxiliary points</source>
        <translation>附加分</translation>
    </message>
    <message>
        <location filename="../../app/ui/messages.py" line="402"/>
        <source>the fan that does not count</source>
        <translation>不计入起和番的番</translation>
    </message>
    <message>
        <location filename="../../app/ui/messages.py" line="404"/>
        <source>new tournament</source>
        <translation>新建比赛</translation>
    </message>
    <message>
        <location filename="../../app/ui/messages.py" line="405"/>
        <source>change settings</source>
        <translation>修改设置</translation>
    </message>
    <message>
        <location filename="../../app/ui/messages.py" line="406"/>
        <source>seat sessions</source>
        <translation>排座位</translation>
    </message>
    <message>
        <location filename="../../app/ui/messages.py" line="407"/>
        <source>demo players</source>
        <translation>示例选手</translation>
    </message>
    <message>
        <location filename="../../app/ui/messages.py" line="408"/>
        <source>upgrade file format</source>
        <translation>升级文件格式</translation>
    </message>
</context>
<context>
    <name>NewTournamentDialog</name>
    <message>
        <location filename="../../app/ui/new_tournament.py" line="60"/>
        <source>New tournament</source>
        <translation>新建比赛</translation>
    </message>
    <message>
        <location filename="../../app/ui/new_tournament.py" line="75"/>
        <source>none (defaults), or e.g. min_fan=3, unit=2</source>
        <translation>无（默认），或如 min_fan=3, unit=2</translation>
    </message>
    <message>
        <location filename="../../app/ui/new_tournament.py" line="91"/>
        <source>…</source>
        <translation>…</translation>
    </message>
    <message>
        <location filename="../../app/ui/new_tournament.py" line="97"/>
        <source>Name:</source>
        <translation>名称：</translation>
    </message>
    <message>
        <location filename="../../app/ui/new_tournament.py" line="98"/>
        <source>Sessions:</source>
        <translation>轮数：</translation>
    </message>
    <message>
        <location filename="../../app/ui/new_tournament.py" line="99"/>
        <source>Rules:</source>
        <translation>规则：</translation>
    </message>
    <message>
        <location filename="../../app/ui/new_tournament.py" line="100"/>
        <source>Options:</source>
        <translation>选项：</translation>
    </message>
    <message>
        <location filename="../../app/ui/new_tournament.py" line="101"/>
        <source>Hands a match:</source>
        <translation>每场局数：</translation>
    </message>
    <message>
        <location filename="../../app/ui/new_tournament.py" line="102"/>
        <source>File:</source>
        <translation>文件：</translation>
    </message>
    <message>
        <location filename="../../app/ui/new_tournament.py" line="132"/>
        <source>Tournament file</source>
        <translation>比赛文件</translation>
    </message>
</context>
<context>
    <name>OtherClaimReasons</name>
    <message>
        <location filename="../../app/ui/tableside/other_reasons.py" line="35"/>
        <source>counted %1 time, claimed %2</source>
        <translation>此手计 %1 次，报了 %2 次。</translation>
    </message>
    <message>
        <location filename="../../app/ui/tableside/other_reasons.py" line="36"/>
        <source>counted %1 times, claimed %2</source>
        <translation>此手计 %1 次，报了 %2 次。</translation>
    </message>
    <message>
        <location filename="../../app/ui/tableside/other_reasons.py" line="37"/>
        <source>counted %1 time here, not more (%2)</source>
        <translation>此手只计 %1 次，不能更多（见番种表的条件）。</translation>
    </message>
    <message>
        <location filename="../../app/ui/tableside/other_reasons.py" line="38"/>
        <source>counted %1 times here, not more (%2)</source>
        <translation>此手只计 %1 次，不能更多（见番种表的条件）。</translation>
    </message>
    <message>
        <location filename="../../app/ui/tableside/other_reasons.py" line="39"/>
        <source>the hand has it %1 time, not more</source>
        <translation>此手只有 %1 次，不能更多。</translation>
    </message>
    <message>
        <location filename="../../app/ui/tableside/other_reasons.py" line="40"/>
        <source>the hand has it %1 times, not more</source>
        <translation>此手只有 %1 次，不能更多。</translation>
    </message>
    <message>
        <location filename="../../app/ui/tableside/other_reasons.py" line="41"/>
        <source>excluded by %1</source>
        <translation>已计%1，不再计此项（不重复计番）。</translation>
    </message>
    <message>
        <location filename="../../app/ui/tableside/other_reasons.py" line="42"/>
        <source>the special winning hand %1 scores alone</source>
        <translation>特殊和型%1单独计分，不再计其他番种。</translation>
    </message>
    <message>
        <location filename="../../app/ui/tableside/other_reasons.py" line="43"/>
        <source>%1 is a Max hand: it replaces every other scoring hand</source>
        <translation>%1是满贯番：代替其他所有计分番种。</translation>
    </message>
    <message>
        <location filename="../../app/ui/tableside/other_reasons.py" line="44"/>
        <source>not added to %1&apos;s four-pung form (option terminals_with_all_triplets=exclude)</source>
        <translation>不加在%1的四刻形式上（选项 terminals_with_all_triplets=exclude）。</translation>
    </message>
    <message>
        <location filename="../../app/ui/tableside/other_reasons.py" line="45"/>
        <source>the hand does not have it: %1</source>
        <translation>此手没有这个番种（条件见番种表）。</translation>
    </message>
    <message>
        <location filename="../../app/ui/tableside/other_reasons.py" line="46"/>
        <source>only in another reading (%1): %2</source>
        <translation>只有按另一种组合（%1）才有此番：%2。</translation>
    </message>
    <message>
        <location filename="../../app/ui/tableside/other_reasons.py" line="47"/>
        <source>%1 fan against %2: the best reading counts</source>
        <translation>那种组合%1番，所计组合%2番：按番数最高的组合计</translation>
    </message>
    <message>
        <location filename="../../app/ui/tableside/other_reasons.py" line="48"/>
        <source>%1 fan before the cap against %2: the best reading counts</source>
        <translation>封顶前那种组合%1番，所计组合%2番：按番数最高的组合计</translation>
    </message>
    <message>
        <location filename="../../app/ui/tableside/other_reasons.py" line="49"/>
        <source>the same fan, and a special winning hand is preferred</source>
        <translation>番数相同，优先按特殊和型计</translation>
    </message>
    <message>
        <location filename="../../app/ui/tableside/other_reasons.py" line="50"/>
        <source>the same score, and four sets and a pair come before seven pairs</source>
        <translation>分数相同，四组一对优先于七对</translation>
    </message>
    <message>
        <location filename="../../app/ui/tableside/other_reasons.py" line="51"/>
        <source>both readings are worth %1 fan: the total is the same, and the reading shown is the one counted</source>
        <translation>两种组合都是 %1 番：总番相同，显示的组合就是所计的组合</translation>
    </message>
    <message>
        <location filename="../../app/ui/tableside/other_reasons.py" line="52"/>
        <source>it counts only when the tiles are read as %1, worth %2 fan; the hand scores its best reading, worth %3</source>
        <translation>只有把牌读作%1时才有此番（该组合%2番）；此手按番数最高的组合计（%3番）。</translation>
    </message>
    <message>
        <location filename="../../app/ui/tableside/other_reasons.py" line="54"/>
        <source>flowers are out of play (option flowers=off)</source>
        <translation>本比赛不用花牌（选项 flowers=off）。</translation>
    </message>
    <message>
        <location filename="../../app/ui/tableside/other_reasons.py" line="55"/>
        <source>Chicken Hand counts only on four sets and a pair with a chow and a pung, when no other element worth more than 0 counts</source>
        <translation>鸡和只在四组一对（有顺子也有刻子）且没有其他大于0番的番种时才计。</translation>
    </message>
    <message>
        <location filename="../../app/ui/tableside/other_reasons.py" line="57"/>
        <source>the auxiliary points (kongs 1 or 2, flowers 1) are under 2: no bonus</source>
        <translation>辅助分（明杠1、暗杠2、每张花1）不足2分：没有加番。</translation>
    </message>
    <message>
        <location filename="../../app/ui/tableside/other_reasons.py" line="58"/>
        <source>won on a grab, not self-fed</source>
        <translation>是点和（抢牌），不是自摸。</translation>
    </message>
    <message>
        <location filename="../../app/ui/tableside/other_reasons.py" line="59"/>
        <source>not Fully Private: claimed %1</source>
        <translation>不是门前清：吃碰了%1。</translation>
    </message>
    <message>
        <location filename="../../app/ui/tableside/other_reasons.py" line="60"/>
        <source>self-fed: the pair must be completed by a grabbed tile</source>
        <translation>是自摸：全求人的将牌须由别人打出的牌凑成。</translation>
    </message>
    <message>
        <location filename="../../app/ui/tableside/other_reasons.py" line="61"/>
        <source>needs four claimed sets; the hand has %1</source>
        <translation>须有四组吃碰的牌；此手只有 %1 组。</translation>
    </message>
    <message>
        <location filename="../../app/ui/tableside/other_reasons.py" line="62"/>
        <source>not four chows: %1</source>
        <translation>不是四组顺子：%1。</translation>
    </message>
    <message>
        <location filename="../../app/ui/tableside/other_reasons.py" line="63"/>
        <source>flowers are not in use (flowers=off)</source>
        <translation>本比赛不用花牌（flowers=off）。</translation>
    </message>
    <message>
        <location filename="../../app/ui/tableside/other_reasons.py" line="64"/>
        <source>the winner holds %1 flower</source>
        <translation>和牌者有 %1 张花牌。</translation>
    </message>
    <message>
        <location filename="../../app/ui/tableside/other_reasons.py" line="65"/>
        <source>the winner holds %1 flowers</source>
        <translation>和牌者有 %1 张花牌。</translation>
    </message>
    <message>
        <location filename="../../app/ui/tableside/other_reasons.py" line="66"/>
        <source>the option no_flower_fan=off gives it to nobody</source>
        <translation>选项 no_flower_fan=off：无人计此番。</translation>
    </message>
    <message>
        <location filename="../../app/ui/tableside/other_reasons.py" line="67"/>
        <source>only an All Sequences hand gets it (no_flower_fan=all_sequences)</source>
        <translation>只有平和（四组顺子）才计此番（no_flower_fan=all_sequences）。</translation>
    </message>
    <message>
        <location filename="../../app/ui/tableside/other_reasons.py" line="68"/>
        <source>%1; %2 was completed by the grabbed tile: revealed</source>
        <translation>%1；%2由别人打出的牌凑成：算明刻。</translation>
    </message>
    <message>
        <location filename="../../app/ui/tableside/other_reasons.py" line="69"/>
        <source>%1 concealed pung (%2)</source>
        <translation>只有 %1 个暗刻（%2）</translation>
    </message>
    <message>
        <location filename="../../app/ui/tableside/other_reasons.py" line="70"/>
        <source>%1 concealed pungs (%2)</source>
        <translation>只有 %1 个暗刻（%2）</translation>
    </message>
    <message>
        <location filename="../../app/ui/tableside/other_reasons.py" line="71"/>
        <source>%1 concealed pung</source>
        <translation>只有 %1 个暗刻</translation>
    </message>
    <message>
        <location filename="../../app/ui/tableside/other_reasons.py" line="72"/>
        <source>%1 concealed pungs</source>
        <translation>只有 %1 个暗刻</translation>
    </message>
    <message>
        <location filename="../../app/ui/tableside/other_reasons.py" line="73"/>
        <source>not the last tile of the wall (flag wall 0)</source>
        <translation>不是牌墙最后一张（海底标志为0）。</translation>
    </message>
    <message>
        <location filename="../../app/ui/tableside/other_reasons.py" line="74"/>
        <source>not the replacement tile after a kong</source>
        <translation>不是杠后补牌。</translation>
    </message>
    <message>
        <location filename="../../app/ui/tableside/other_reasons.py" line="75"/>
        <source>won on a grab</source>
        <translation>是点和（抢牌）。</translation>
    </message>
    <message>
        <location filename="../../app/ui/tableside/other_reasons.py" line="76"/>
        <source>no kong was robbed (flag kong 0)</source>
        <translation>没有抢杠（杠标志为0）。</translation>
    </message>
    <message>
        <location filename="../../app/ui/tableside/other_reasons.py" line="77"/>
        <source>self-fed</source>
        <translation>是自摸。</translation>
    </message>
    <message>
        <location filename="../../app/ui/tableside/other_reasons.py" line="78"/>
        <source>not won in the first circulation (token first)</source>
        <translation>不是第一巡和牌（没有 first 标记）。</translation>
    </message>
    <message>
        <location filename="../../app/ui/tableside/other_reasons.py" line="79"/>
        <source>only the dealer (East) self-feeding</source>
        <translation>只有庄家（东）自摸才计。</translation>
    </message>
    <message>
        <location filename="../../app/ui/tableside/other_reasons.py" line="80"/>
        <source>the dealer&apos;s is Heavenly Mahjong</source>
        <translation>庄家的是天和。</translation>
    </message>
    <message>
        <location filename="../../app/ui/tableside/other_reasons.py" line="81"/>
        <source>self-fed: Humanly Mahjong is a win on a discard</source>
        <translation>是自摸：人和是点和。</translation>
    </message>
    <message>
        <location filename="../../app/ui/tableside/other_reasons.py" line="82"/>
        <source>the dealer does not get it (humanly_dealer=off)</source>
        <translation>庄家不计此番（humanly_dealer=off）。</translation>
    </message>
    <message>
        <location filename="../../app/ui/tableside/other_reasons.py" line="83"/>
        <source>Wrong claim: the hand scores %1 fan, under the %2-fan minimum, so it is not a valid win.</source>
        <translation>错和：此手只有 %1 番，不足 %2 番起和。</translation>
    </message>
    <message>
        <location filename="../../app/ui/tableside/other_reasons.py" line="84"/>
        <source>Wrong claim: the hand scores %1 fan toward the minimum (%2 with the auxiliary points, which the minimum leaves out), under the %3-fan minimum, so it is not a valid win.</source>
        <translation>错和：此手计入起和番的只有 %1 番（连同不计入的辅助分共 %2 番），不足 %3 番起和。</translation>
    </message>
    <message>
        <location filename="../../app/ui/tableside/other_reasons.py" line="86"/>
        <source>kong payments are cancelled in a drawn hand (option draw_cancels_kongs=on)</source>
        <translation>荒庄时杠的支付取消（选项 draw_cancels_kongs=on）。</translation>
    </message>
    <message>
        <location filename="../../app/ui/tableside/other_reasons.py" line="87"/>
        <source>%1; the robbed promotion never became a kong</source>
        <translation>%1；被抢的加杠没有成杠。</translation>
    </message>
    <message>
        <location filename="../../app/ui/tableside/other_reasons.py" line="88"/>
        <source>no promoted kong: neither a bracket [XXXX,5-7] nor a token kong=Xp</source>
        <translation>没有加杠：既没有括号 [XXXX,5-7]，也没有 kong=Xp 标记。</translation>
    </message>
    <message>
        <location filename="../../app/ui/tableside/other_reasons.py" line="89"/>
        <source>no concealed kong: neither a bracket [XXXX] nor a token kong=Xc</source>
        <translation>没有暗杠：既没有括号 [XXXX]，也没有 kong=Xc 标记。</translation>
    </message>
    <message>
        <location filename="../../app/ui/tableside/other_reasons.py" line="90"/>
        <source>no kong on a discard: neither a bracket [XXXX,1-3] nor a token kong=XdY</source>
        <translation>没有点杠：既没有括号 [XXXX,1-3]，也没有 kong=XdY 标记。</translation>
    </message>
    <message>
        <location filename="../../app/ui/tableside/other_reasons.py" line="91"/>
        <source>a horse is turned only after a self-drawn win; the hand was won %1</source>
        <translation>只有自摸和牌后才翻马；此手是%1。</translation>
    </message>
    <message>
        <location filename="../../app/ui/tableside/other_reasons.py" line="92"/>
        <source>the hand was won %1</source>
        <translation>此手是%1。</translation>
    </message>
    <message>
        <location filename="../../app/ui/tableside/other_reasons.py" line="93"/>
        <source>this tournament draws no horse (option horses=0)</source>
        <translation>本比赛不买马（选项 horses=0）。</translation>
    </message>
    <message>
        <location filename="../../app/ui/tableside/other_reasons.py" line="94"/>
        <source>no horse tile was turned (the wall was empty)</source>
        <translation>没有翻马（牌墙已空）。</translation>
    </message>
    <message>
        <location filename="../../app/ui/tableside/other_reasons.py" line="95"/>
        <source>the horse is not the winner&apos;s (%1) lucky tile: %2 (horse_map=%3); that is SZ-H2</source>
        <translation>马牌不是和牌者（%1）的：%2（horse_map=%3）；那是 SZ-H2。</translation>
    </message>
    <message>
        <location filename="../../app/ui/tableside/other_reasons.py" line="96"/>
        <source>the horse is the winner&apos;s own lucky tile (%1): that is SZ-H1</source>
        <translation>马牌是和牌者自己的（%1）：那是 SZ-H1。</translation>
    </message>
    <message>
        <location filename="../../app/ui/tableside/other_reasons.py" line="97"/>
        <source>another player&apos;s lucky tile pays nothing in this tournament (option horse_other=nothing): %1</source>
        <translation>本比赛中别家的马牌不计（选项 horse_other=nothing）：%1。</translation>
    </message>
    <message>
        <location filename="../../app/ui/tableside/other_reasons.py" line="99"/>
        <source>&apos;%1&apos; is not the name of %2. Did you mean %3?</source>
        <translation>“%1”不是%2的名称。是否指%3？</translation>
    </message>
    <message>
        <location filename="../../app/ui/tableside/other_reasons.py" line="100"/>
        <source>&apos;%1&apos; is not the name of %2. %3</source>
        <translation>“%1”不是%2的名称。%3</translation>
    </message>
    <message>
        <location filename="../../app/ui/tableside/other_reasons.py" line="101"/>
        <source>&apos;%1&apos; is not the name of %2: %3.</source>
        <translation>“%1”不是%2的名称：%3。</translation>
    </message>
    <message>
        <location filename="../../app/ui/tableside/other_reasons.py" line="102"/>
        <source>&apos;%1&apos; is not the name of %2.</source>
        <translation>“%1”不是%2的名称。</translation>
    </message>
    <message>
        <location filename="../../app/ui/tableside/other_reasons.py" line="103"/>
        <source>&apos;%1&apos; names more than one fan: %2. Which one? Claim it by number or by one of its other names.</source>
        <translation>“%1”可指不止一个番种：%2。是哪一个？请用编号或它的其他名称报番。</translation>
    </message>
    <message>
        <location filename="../../app/ui/tableside/other_reasons.py" line="104"/>
        <source>&apos;%1&apos;: a fan is claimed at least once.</source>
        <translation>“%1”：一个番种至少报一次。</translation>
    </message>
    <message>
        <location filename="../../app/ui/tableside/other_reasons.py" line="105"/>
        <source>There is no element MO-%1: MahJong Online&apos;s are MO-01 to MO-36 and MO-AUX.</source>
        <translation>没有 MO-%1：麻将在线规则的番种为 MO-01 到 MO-36 和 MO-AUX。</translation>
    </message>
    <message>
        <location filename="../../app/ui/tableside/other_reasons.py" line="106"/>
        <source>There is no element %1: the International Game&apos;s are 1 to 55.</source>
        <translation>没有第 %1 号番种：国际麻将的番种为 1 到 55。</translation>
    </message>
    <message>
        <location filename="../../app/ui/tableside/other_reasons.py" line="107"/>
        <source>&apos;%1&apos; is not a Shenzhen item: they are named by id (%2) or by name.</source>
        <translation>“%1”不是深圳麻将的结算项：结算项用编号（%2）或名称表示。</translation>
    </message>
    <message>
        <location filename="../../app/ui/tableside/other_reasons.py" line="108"/>
        <source>Name an element by its id (1-55) or its name (--list shows them).</source>
        <translation>请用编号（1-55）或名称报番（--list 列出全部）。</translation>
    </message>
    <message>
        <location filename="../../app/ui/tableside/other_reasons.py" line="109"/>
        <source>Name an element by its id (MO-01 to MO-36, MO-AUX) or its name.</source>
        <translation>请用编号（MO-01 到 MO-36、MO-AUX）或名称报番。</translation>
    </message>
    <message>
        <location filename="../../app/ui/tableside/other_reasons.py" line="110"/>
        <source>Name an item by its id (SZ-K1 to SZ-H2) or its English or Chinese name.</source>
        <translation>请用编号（SZ-K1 到 SZ-H2）或英文、中文名称报结算项。</translation>
    </message>
    <message>
        <location filename="../../app/ui/tableside/other_reasons.py" line="111"/>
        <source>Name it by its id or its name (--list shows them).</source>
        <translation>请用编号或名称（--list 列出全部）。</translation>
    </message>
    <message>
        <location filename="../../app/ui/tableside/other_reasons.py" line="112"/>
        <source>flowers are no element of MahJong Online: each flower adds 1 auxiliary point (claim Auxiliary points, MO-AUX)</source>
        <translation>花牌不是麻将在线规则的番种：每张花牌加1辅助分（报辅助分 MO-AUX）</translation>
    </message>
    <message>
        <location filename="../../app/ui/tableside/other_reasons.py" line="113"/>
        <source>the International Game scores flowers as Chance Flower (54, each flower of the winner&apos;s seat), Full Set of Flowers (55) or No Flower (53), and a win on seven or eight as Seven Flowers (6) or Eight Flowers (7)</source>
        <translation>国际麻将的花牌计为本家花（54，和牌者座位的每张花）、整套花（55）或无花（53），七花或八花和牌计为七花（6）或八花（7）</translation>
    </message>
    <message>
        <location filename="../../app/ui/tableside/other_reasons.py" line="114"/>
        <source>the Shenzhen game settles no fan, and flowers change no settlement</source>
        <translation>深圳麻将不计番，花牌不影响结算</translation>
    </message>
    <message>
        <location filename="../../app/ui/tableside/other_reasons.py" line="118"/>
        <source>an element of the International Game</source>
        <translation>国际麻将番种</translation>
    </message>
    <message>
        <location filename="../../app/ui/tableside/other_reasons.py" line="119"/>
        <source>an element of MahJong Online</source>
        <translation>麻将在线规则番种</translation>
    </message>
    <message>
        <location filename="../../app/ui/tableside/other_reasons.py" line="120"/>
        <source>a settlement item of the Shenzhen game</source>
        <translation>深圳麻将结算项</translation>
    </message>
    <message>
        <location filename="../../app/ui/tableside/other_reasons.py" line="121"/>
        <source>an MCR fan</source>
        <translation>国标麻将番种</translation>
    </message>
    <message>
        <location filename="../../app/ui/tableside/other_reasons.py" line="122"/>
        <source>on a self-drawn tile (SZ-W1)</source>
        <translation>自摸和牌（SZ-W1）</translation>
    </message>
    <message>
        <location filename="../../app/ui/tableside/other_reasons.py" line="123"/>
        <source>on a discard (SZ-W2)</source>
        <translation>点炮和牌（SZ-W2）</translation>
    </message>
    <message>
        <location filename="../../app/ui/tableside/other_reasons.py" line="124"/>
        <source>by robbing a kong (SZ-W3)</source>
        <translation>抢杠和牌（SZ-W3）</translation>
    </message>
    <message>
        <location filename="../../app/ui/tableside/other_reasons.py" line="125"/>
        <source>by nobody: the hand is drawn</source>
        <translation>荒庄，无人和牌</translation>
    </message>
    <message>
        <location filename="../../app/ui/tableside/other_reasons.py" line="126"/>
        <source> or </source>
        <translation>或</translation>
    </message>
    <message>
        <location filename="../../app/ui/tableside/other_reasons.py" line="127"/>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <location filename="../../app/ui/tableside/other_reasons.py" line="128"/>
        <source>%1 is %2&apos;s</source>
        <translation>%1归%2</translation>
    </message>
    <message>
        <location filename="../../app/ui/tableside/other_reasons.py" line="129"/>
        <source>%1 (%2 fan: %3)</source>
        <translation>%1（%2番：%3）</translation>
    </message>
</context>
<context>
    <name>OverwriteWatch</name>
    <message>
        <location filename="../../app/ui/overwritten.py" line="139"/>
        <source>unknown station</source>
        <translation>未知计分站</translation>
    </message>
    <message>
        <location filename="../../app/ui/overwritten.py" line="162"/>
        <source>Hand %1 of table %2, session %3 was deleted at station %S at %T.</source>
        <translation>第%3轮第%2桌第%1局已于 %T 在计分站 %S 被删除。</translation>
    </message>
    <message>
        <location filename="../../app/ui/overwritten.py" line="164"/>
        <source>Hand %1 of table %2, session %3 was changed at station %S at %T: now %4.</source>
        <translation>第%3轮第%2桌第%1局已于 %T 在计分站 %S 被修改：现为 %4。</translation>
    </message>
    <message>
        <location filename="../../app/ui/overwritten.py" line="169"/>
        <source>a draw</source>
        <translation>流局</translation>
    </message>
    <message>
        <location filename="../../app/ui/overwritten.py" line="171"/>
        <source>%1 self-drawn</source>
        <translation>%1 自摸</translation>
    </message>
    <message>
        <location filename="../../app/ui/overwritten.py" line="174"/>
        <source>%1 from %2</source>
        <translation>%1 和 %2 点炮</translation>
    </message>
    <message>
        <location filename="../../app/ui/overwritten.py" line="177"/>
        <source>%1 fan</source>
        <translation>%1 番</translation>
    </message>
    <message>
        <location filename="../../app/ui/overwritten.py" line="188"/>
        <source>The penalty %1 at table %2, session %3 was changed at station %S at %T: now %4.</source>
        <translation>第%3轮第%2桌的罚分 %1 已于 %T 在计分站 %S 被修改：现为 %4。</translation>
    </message>
    <message>
        <location filename="../../app/ui/overwritten.py" line="192"/>
        <source>The penalty %1 at table %2, session %3 was deleted at station %S at %T.</source>
        <translation>第%3轮第%2桌的罚分 %1 已于 %T 在计分站 %S 被删除。</translation>
    </message>
    <message>
        <location filename="../../app/ui/overwritten.py" line="206"/>
        <source>The totals of table %1, session %2 were changed at station %S at %T: now %3.</source>
        <translation>第%2轮第%1桌的总分已于 %T 在计分站 %S 被修改：现为 %3。</translation>
    </message>
    <message>
        <location filename="../../app/ui/overwritten.py" line="210"/>
        <source>The totals of table %1, session %2 were cleared at station %S at %T.</source>
        <translation>第%2轮第%1桌的总分已于 %T 在计分站 %S 被清除。</translation>
    </message>
    <message>
        <location filename="../../app/ui/overwritten.py" line="218"/>
        <source>Table %1 of session %2 was reopened at station %S at %T.</source>
        <translation>第%2轮第%1桌已于 %T 在计分站 %S 被重新打开。</translation>
    </message>
    <message>
        <location filename="../../app/ui/overwritten.py" line="220"/>
        <source>Table %1 of session %2 was verified at station %S at %T.</source>
        <translation>第%2轮第%1桌已于 %T 在计分站 %S 被核对。</translation>
    </message>
</context>
<context>
    <name>PenaltiesPanel</name>
    <message>
        <location filename="../../app/ui/table/penalties.py" line="78"/>
        <source>Player</source>
        <translation>选手</translation>
    </message>
    <message>
        <location filename="../../app/ui/table/penalties.py" line="82"/>
        <source>Points</source>
        <translation>得分</translation>
    </message>
    <message>
        <location filename="../../app/ui/table/penalties.py" line="83"/>
        <source>Others</source>
        <translation>其他三人</translation>
    </message>
    <message>
        <location filename="../../app/ui/table/penalties.py" line="85"/>
        <source>Reason</source>
        <translation>原因</translation>
    </message>
    <message>
        <location filename="../../app/ui/table/penalties.py" line="127"/>
        <source>Share the opposite among the other three</source>
        <translation>其他三人平分相反分数</translation>
    </message>
    <message>
        <location filename="../../app/ui/kept_pages.py" line="83"/>
        <location filename="../../app/ui/table/penalties.py" line="130"/>
        <source>False win</source>
        <translation>诈和</translation>
    </message>
    <message>
        <location filename="../../app/ui/table/penalties.py" line="132"/>
        <source>Add penalty</source>
        <translation>添加罚分</translation>
    </message>
    <message>
        <location filename="../../app/ui/table/penalties.py" line="135"/>
        <source>Save changes</source>
        <translation>保存修改</translation>
    </message>
    <message>
        <location filename="../../app/ui/table/penalties.py" line="138"/>
        <source>Delete</source>
        <translation>删除</translation>
    </message>
    <message>
        <location filename="../../app/ui/table/penalties.py" line="144"/>
        <source>Player:</source>
        <translation>选手：</translation>
    </message>
    <message>
        <location filename="../../app/ui/table/penalties.py" line="146"/>
        <source>Points:</source>
        <translation>分数：</translation>
    </message>
    <message>
        <location filename="../../app/ui/table/penalties.py" line="148"/>
        <source>Reason:</source>
        <translation>原因：</translation>
    </message>
    <message>
        <location filename="../../app/ui/table/penalties.py" line="184"/>
        <source>%1 each</source>
        <translation>各 %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/table/penalties.py" line="240"/>
        <source>This session is not seated yet.</source>
        <translation>本轮尚未排座。</translation>
    </message>
    <message>
        <location filename="../../app/ui/table/penalties.py" line="242"/>
        <source>The match is verified: reopen it to change its penalties.</source>
        <translation>本桌已核对：重新打开后才能修改罚分。</translation>
    </message>
    <message>
        <location filename="../../app/ui/table/penalties.py" line="254"/>
        <source>No penalties at this table.</source>
        <translation>本桌没有罚分。</translation>
    </message>
    <message>
        <location filename="../../app/ui/table/penalties.py" line="256"/>
        <source>Select a penalty to correct or delete it.</source>
        <translation>选择一项罚分以更正或删除。</translation>
    </message>
    <message>
        <location filename="../../app/ui/table/penalties.py" line="286"/>
        <source> (shared by the other three)</source>
        <translation>（由其他三家平分）</translation>
    </message>
    <message>
        <location filename="../../app/ui/table/penalties.py" line="294"/>
        <source>Session %1, table %2: penalty for %3</source>
        <translation>第%1轮第%2桌：%3 的罚分</translation>
    </message>
    <message>
        <location filename="../../app/ui/table/penalties.py" line="298"/>
        <source>New penalty: %1</source>
        <translation>新罚分：%1</translation>
    </message>
    <message>
        <location filename="../../app/ui/table/penalties.py" line="314"/>
        <source>Session %1, table %2: correct penalty for %3</source>
        <translation>第%1轮第%2桌：更正 %3 的罚分</translation>
    </message>
    <message>
        <location filename="../../app/ui/table/penalties.py" line="316"/>
        <source>Penalty corrected from %1 to %2</source>
        <translation>罚分由 %1 改为 %2</translation>
    </message>
    <message>
        <location filename="../../app/ui/table/penalties.py" line="335"/>
        <source>Session %1, table %2: delete penalty for %3</source>
        <translation>第%1轮第%2桌：删除 %3 的罚分</translation>
    </message>
    <message>
        <location filename="../../app/ui/table/penalties.py" line="337"/>
        <source>Penalty deleted: %1</source>
        <translation>已删除罚分：%1</translation>
    </message>
</context>
<context>
    <name>PlayerHistory</name>
    <message>
        <location filename="../../app/ui/players/history.py" line="106"/>
        <source>No results yet</source>
        <translation>尚无成绩</translation>
    </message>
    <message>
        <location filename="../../app/ui/players/history.py" line="152"/>
        <source>History of %1</source>
        <translation>%1 的历程</translation>
    </message>
    <message>
        <location filename="../../app/ui/players/history.py" line="157"/>
        <source>place %1 after session %2, table points %3, score %4</source>
        <translation>第%2轮后第%1名，桌分 %3，得分 %4</translation>
    </message>
    <message>
        <location filename="../../app/ui/players/history.py" line="166"/>
        <source>S%1</source>
        <translation>第%1轮</translation>
    </message>
    <message>
        <location filename="../../app/ui/players/history.py" line="169"/>
        <source>Score after each session</source>
        <translation>每轮后的得分</translation>
    </message>
    <message>
        <location filename="../../app/ui/players/history.py" line="174"/>
        <source>Place after each session</source>
        <translation>每轮后的名次</translation>
    </message>
</context>
<context>
    <name>Players</name>
    <message>
        <location filename="../../app/ui/players/view.py" line="49"/>
        <source>Edit player %1</source>
        <translation>修改选手 %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/players/view.py" line="62"/>
        <source>On the results sheet: %1 (first), %2 (last)</source>
        <translation>成绩表上：名 %1，姓 %2</translation>
    </message>
    <message>
        <location filename="../../app/ui/players/view.py" line="72"/>
        <source>No name in Latin letters: type the romanised name for the ranking file</source>
        <translation>没有拉丁字母姓名：请填写拼写形式，供排名文件使用</translation>
    </message>
    <message>
        <location filename="../../app/ui/players/view.py" line="76"/>
        <source>In the ranking file: %1 (first), %2 (last)</source>
        <translation>排名文件中：%1（名），%2（姓）</translation>
    </message>
    <message>
        <location filename="../../app/ui/players/view.py" line="87"/>
        <source>No.</source>
        <translation>编号</translation>
    </message>
    <message>
        <location filename="../../app/ui/players/view.py" line="88"/>
        <source>Name</source>
        <translation>姓名</translation>
    </message>
    <message>
        <location filename="../../app/ui/players/view.py" line="90"/>
        <source>First name</source>
        <translation>名</translation>
    </message>
    <message>
        <location filename="../../app/ui/players/view.py" line="97"/>
        <source>Last name</source>
        <translation>姓</translation>
    </message>
    <message>
        <location filename="../../app/ui/players/view.py" line="104"/>
        <source>Romanised</source>
        <translation>拉丁字母姓名</translation>
    </message>
    <message>
        <location filename="../../app/ui/players/view.py" line="110"/>
        <source>Name order</source>
        <translation>姓名顺序</translation>
    </message>
    <message>
        <location filename="../../app/ui/players/view.py" line="113"/>
        <source>family name first or given name first; empty: from the name&apos;s script and country</source>
        <translation>姓在前或名在前；留空：按姓名的文字和国家/地区判断</translation>
    </message>
    <message>
        <location filename="../../app/ui/players/view.py" line="121"/>
        <source>Country</source>
        <translation>国家</translation>
    </message>
    <message>
        <location filename="../../app/ui/players/view.py" line="124"/>
        <source>EMA number</source>
        <translation>EMA编号</translation>
    </message>
    <message>
        <location filename="../../app/ui/players/view.py" line="126"/>
        <source>Team</source>
        <translation>队伍</translation>
    </message>
    <message>
        <location filename="../../app/ui/players/view.py" line="128"/>
        <source>Substitute</source>
        <translation>替补</translation>
    </message>
    <message>
        <location filename="../../app/ui/players/view.py" line="134"/>
        <source>Active</source>
        <translation>在赛</translation>
    </message>
    <message>
        <location filename="../../app/ui/players/view.py" line="144"/>
        <source>family name first</source>
        <translation>姓在前</translation>
    </message>
    <message>
        <location filename="../../app/ui/players/view.py" line="145"/>
        <source>given name first</source>
        <translation>名在前</translation>
    </message>
</context>
<context>
    <name>PlayersView</name>
    <message>
        <location filename="../../app/ui/players/view.py" line="213"/>
        <source>Name</source>
        <translation>姓名</translation>
    </message>
    <message>
        <location filename="../../app/ui/players/view.py" line="216"/>
        <source>The name shown everywhere; left empty, it is made from the first and last name</source>
        <translation>各处显示的姓名；留空时由名和姓组成</translation>
    </message>
    <message>
        <location filename="../../app/ui/players/view.py" line="221"/>
        <source>First name</source>
        <translation>名</translation>
    </message>
    <message>
        <location filename="../../app/ui/players/view.py" line="224"/>
        <source>Last name</source>
        <translation>姓</translation>
    </message>
    <message>
        <location filename="../../app/ui/players/view.py" line="227"/>
        <source>Optional: which part of the name is which, for the results sheet</source>
        <translation>可选：为成绩表注明姓名中哪部分是名、哪部分是姓</translation>
    </message>
    <message>
        <location filename="../../app/ui/players/view.py" line="231"/>
        <source>Country</source>
        <translation>国家</translation>
    </message>
    <message>
        <location filename="../../app/ui/players/view.py" line="233"/>
        <source>Team</source>
        <translation>队伍</translation>
    </message>
    <message>
        <location filename="../../app/ui/players/view.py" line="235"/>
        <source>EMA number</source>
        <translation>EMA编号</translation>
    </message>
    <message>
        <location filename="../../app/ui/players/view.py" line="236"/>
        <source>Substitute</source>
        <translation>替补</translation>
    </message>
    <message>
        <location filename="../../app/ui/players/view.py" line="237"/>
        <source>&amp;Add player</source>
        <translation>添加选手(&amp;A)</translation>
    </message>
    <message>
        <location filename="../../app/ui/players/view.py" line="179"/>
        <source>&amp;Import CSV/XLSX…</source>
        <translation>导入 CSV/XLSX(&amp;I)…</translation>
    </message>
    <message>
        <location filename="../../app/ui/players/view.py" line="181"/>
        <source>Remove selected</source>
        <translation>删除所选</translation>
    </message>
    <message>
        <location filename="../../app/ui/players/view.py" line="184"/>
        <source>Player history…</source>
        <translation>选手历程…</translation>
    </message>
    <message>
        <location filename="../../app/ui/players/view.py" line="262"/>
        <source>%1 players, %2 substitutes</source>
        <translation>%1 名选手，%2 名替补</translation>
    </message>
    <message>
        <location filename="../../app/ui/players/view.py" line="280"/>
        <source>Add player %1</source>
        <translation>添加选手 %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/players/view.py" line="299"/>
        <source>Remove player %1</source>
        <translation>删除选手 %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/players/view.py" line="318"/>
        <source>Import players</source>
        <translation>导入选手</translation>
    </message>
    <message>
        <location filename="../../app/ui/players/view.py" line="320"/>
        <source>Player lists (*.csv *.xlsx);;All files (*)</source>
        <translation>选手名单 (*.csv *.xlsx);;所有文件 (*)</translation>
    </message>
    <message>
        <location filename="../../app/ui/players/view.py" line="339"/>
        <source>Cannot read %1: %2</source>
        <translation>无法读取 %1：%2</translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/ui/players/view.py" line="344"/>
        <source>Import %n player(s)</source>
        <translation>
            <numerusform>导入 %n 名选手</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../app/ui/players/view.py" line="350"/>
        <source>Row %1 rejected (%2): %3</source>
        <translation>第%1行被拒绝（%2）：%3</translation>
    </message>
</context>
<context>
    <name>ProjectorControls</name>
    <message>
        <location filename="../../app/ui/standings/projector.py" line="320"/>
        <source>&amp;Show on this screen</source>
        <translation>在此屏幕显示(&amp;S)</translation>
    </message>
    <message>
        <location filename="../../app/ui/standings/projector.py" line="323"/>
        <source>Hi&amp;de</source>
        <translation>隐藏(&amp;D)</translation>
    </message>
    <message>
        <location filename="../../app/ui/standings/projector.py" line="336"/>
        <source> min</source>
        <translation> 分钟</translation>
    </message>
    <message>
        <location filename="../../app/ui/standings/projector.py" line="337"/>
        <source>Set cloc&amp;k</source>
        <translation>设定时钟(&amp;K)</translation>
    </message>
    <message>
        <location filename="../../app/ui/standings/projector.py" line="340"/>
        <location filename="../../app/ui/standings/projector.py" line="502"/>
        <source>S&amp;tart</source>
        <translation>开始(&amp;T)</translation>
    </message>
    <message>
        <location filename="../../app/ui/standings/projector.py" line="343"/>
        <source>+5 min</source>
        <translation>+5 分钟</translation>
    </message>
    <message>
        <location filename="../../app/ui/standings/projector.py" line="349"/>
        <source>◀ Page</source>
        <translation>◀ 上一页</translation>
    </message>
    <message>
        <location filename="../../app/ui/standings/projector.py" line="354"/>
        <source>Page ▶</source>
        <translation>下一页 ▶</translation>
    </message>
    <message>
        <location filename="../../app/ui/standings/projector.py" line="359"/>
        <source>Turn pages every</source>
        <translation>自动翻页，每</translation>
    </message>
    <message>
        <location filename="../../app/ui/standings/projector.py" line="367"/>
        <source> s</source>
        <translation> 秒</translation>
    </message>
    <message>
        <location filename="../../app/ui/standings/projector.py" line="369"/>
        <source>Leaders&apos; chart between sessions</source>
        <translation>轮间显示领先者走势图</translation>
    </message>
    <message>
        <location filename="../../app/ui/standings/projector.py" line="372"/>
        <source>With every result in and the clock stopped, a last page charts the leaders</source>
        <translation>成绩全部录入且计时停止时，最后一页显示领先者走势图</translation>
    </message>
    <message>
        <location filename="../../app/ui/standings/projector.py" line="376"/>
        <source>Chart n&amp;ow</source>
        <translation>立即显示走势图(&amp;O)</translation>
    </message>
    <message>
        <location filename="../../app/ui/standings/projector.py" line="409"/>
        <source>Screen:</source>
        <translation>屏幕：</translation>
    </message>
    <message>
        <location filename="../../app/ui/standings/projector.py" line="411"/>
        <source>Clock:</source>
        <translation>时钟：</translation>
    </message>
    <message>
        <location filename="../../app/ui/standings/projector.py" line="412"/>
        <source>Session length:</source>
        <translation>每轮时长：</translation>
    </message>
    <message>
        <location filename="../../app/ui/standings/projector.py" line="414"/>
        <source>Standings:</source>
        <translation>排名：</translation>
    </message>
    <message>
        <location filename="../../app/ui/standings/projector.py" line="502"/>
        <source>Pa&amp;use</source>
        <translation>暂停(&amp;U)</translation>
    </message>
    <message>
        <location filename="../../app/ui/standings/projector.py" line="507"/>
        <source>page %1 of %2</source>
        <translation>第 %1/%2 页</translation>
    </message>
</context>
<context>
    <name>ProjectorPanel</name>
    <message>
        <location filename="../../app/ui/standings/projector.py" line="538"/>
        <source>Projector</source>
        <translation>投影</translation>
    </message>
</context>
<context>
    <name>ProjectorView</name>
    <message>
        <location filename="../../app/ui/standings/projector.py" line="69"/>
        <source>Standings — projector</source>
        <translation>排名 — 投影</translation>
    </message>
    <message>
        <location filename="../../app/ui/standings/projector.py" line="227"/>
        <source>Page %1 of %2</source>
        <translation>第 %1/%2 页</translation>
    </message>
    <message>
        <location filename="../../app/ui/standings/projector.py" line="242"/>
        <source>The leaders, session by session</source>
        <translation>领先者逐轮走势</translation>
    </message>
    <message>
        <location filename="../../app/ui/standings/projector.py" line="258"/>
        <source>The leaders&apos; places, session by session</source>
        <translation>领先者逐轮名次</translation>
    </message>
    <message>
        <location filename="../../app/ui/standings/projector.py" line="259"/>
        <source>Session %1</source>
        <translation>第%1轮</translation>
    </message>
</context>
<context>
    <name>QueueDock</name>
    <message>
        <location filename="../../app/ui/tableside/queue.py" line="111"/>
        <source>Session</source>
        <translation>轮次</translation>
    </message>
    <message>
        <location filename="../../app/ui/tableside/queue.py" line="111"/>
        <source>Table</source>
        <translation>桌</translation>
    </message>
    <message>
        <location filename="../../app/ui/tableside/queue.py" line="111"/>
        <source>Hand</source>
        <translation>盘</translation>
    </message>
    <message>
        <location filename="../../app/ui/tableside/queue.py" line="111"/>
        <source>Proposed by</source>
        <translation>提交者</translation>
    </message>
    <message>
        <location filename="../../app/ui/tableside/queue.py" line="112"/>
        <source>Why here</source>
        <translation>原因</translation>
    </message>
    <message>
        <location filename="../../app/ui/tableside/queue.py" line="114"/>
        <source>Nothing waits for the referee.</source>
        <translation>没有等待裁判处理的事项。</translation>
    </message>
    <message>
        <location filename="../../app/ui/tableside/queue.py" line="115"/>
        <source>&amp;Accept (engine&apos;s count)</source>
        <translation>接受（按程序计番）(&amp;A)</translation>
    </message>
    <message>
        <location filename="../../app/ui/tableside/queue.py" line="117"/>
        <source>Store the hand as the table entered it, scored by the engine</source>
        <translation>按本桌录入的牌保存此盘，由程序计番</translation>
    </message>
    <message>
        <location filename="../../app/ui/tableside/queue.py" line="119"/>
        <source>Accept &amp;corrected…</source>
        <translation>更正后接受(&amp;C)…</translation>
    </message>
    <message>
        <location filename="../../app/ui/tableside/queue.py" line="120"/>
        <source>Store the referee&apos;s own entry of the hand</source>
        <translation>保存裁判自己录入的此盘</translation>
    </message>
    <message>
        <location filename="../../app/ui/tableside/queue.py" line="121"/>
        <source>Re&amp;ject…</source>
        <translation>驳回(&amp;J)…</translation>
    </message>
    <message>
        <location filename="../../app/ui/tableside/queue.py" line="128"/>
        <source>Referee&apos;s queue</source>
        <translation>裁判队列</translation>
    </message>
    <message>
        <location filename="../../app/ui/tableside/queue.py" line="241"/>
        <source>Accepted: hand %1 of table %2, session %3 is stored.</source>
        <translation>已接受：第 %3 轮第 %2 桌第 %1 盘已保存。</translation>
    </message>
    <message>
        <location filename="../../app/ui/tableside/queue.py" line="276"/>
        <source>Rejected: hand %1 of table %2, session %3 is not stored.</source>
        <translation>已驳回：第 %3 轮第 %2 桌第 %1 盘未保存。</translation>
    </message>
    <message>
        <location filename="../../app/ui/tableside/queue.py" line="287"/>
        <source>Nothing was stored: accept it corrected, or reject it.</source>
        <translation>未保存任何内容：请更正后接受，或驳回。</translation>
    </message>
</context>
<context>
    <name>ReasonDialog</name>
    <message>
        <location filename="../../app/ui/tableside/settle.py" line="58"/>
        <source>Reject the proposal</source>
        <translation>驳回提交</translation>
    </message>
    <message>
        <location filename="../../app/ui/tableside/settle.py" line="62"/>
        <source>e.g. the winning tile was a discard of North</source>
        <translation>例如：和的那张牌是北家打出的</translation>
    </message>
    <message>
        <location filename="../../app/ui/tableside/settle.py" line="63"/>
        <source>&amp;Reject</source>
        <translation>驳回(&amp;R)</translation>
    </message>
    <message>
        <location filename="../../app/ui/tableside/settle.py" line="70"/>
        <source>The table sees this reason on its phones.</source>
        <translation>本桌会在手机上看到此理由。</translation>
    </message>
    <message>
        <location filename="../../app/ui/tableside/settle.py" line="71"/>
        <source>Rea&amp;son:</source>
        <translation>理由(&amp;S)：</translation>
    </message>
</context>
<context>
    <name>RefereeQueue</name>
    <message>
        <location filename="../../app/ui/tableside/verdict.py" line="47"/>
        <source>Disputed by %1: %2</source>
        <translation>%1 提出异议：%2</translation>
    </message>
    <message>
        <location filename="../../app/ui/tableside/verdict.py" line="55"/>
        <source>Under the minimum</source>
        <translation>不足起和番</translation>
    </message>
    <message>
        <location filename="../../app/ui/tableside/verdict.py" line="56"/>
        <source>Under the minimum: %1</source>
        <translation>不足起和番：%1</translation>
    </message>
    <message>
        <location filename="../../app/ui/tableside/verdict.py" line="58"/>
        <source>Wrong claim: the engine counts otherwise</source>
        <translation>报番有误：程序计番不同</translation>
    </message>
    <message>
        <location filename="../../app/ui/tableside/verdict.py" line="100"/>
        <source>Fan</source>
        <translation>番种</translation>
    </message>
    <message>
        <location filename="../../app/ui/tableside/verdict.py" line="101"/>
        <source>Claimed by the table</source>
        <translation>本桌所报</translation>
    </message>
    <message>
        <location filename="../../app/ui/tableside/verdict.py" line="102"/>
        <source>The engine</source>
        <translation>程序</translation>
    </message>
    <message>
        <location filename="../../app/ui/tableside/verdict.py" line="103"/>
        <source>Why</source>
        <translation>理由</translation>
    </message>
    <message>
        <location filename="../../app/ui/tableside/verdict.py" line="108"/>
        <source>Choose a proposal in the list.</source>
        <translation>请在列表中选择一项提交。</translation>
    </message>
    <message>
        <location filename="../../app/ui/tableside/verdict.py" line="123"/>
        <source>A draw</source>
        <translation>荒庄</translation>
    </message>
    <message>
        <location filename="../../app/ui/tableside/verdict.py" line="127"/>
        <source>self-drawn</source>
        <translation>自摸</translation>
    </message>
    <message>
        <location filename="../../app/ui/tableside/verdict.py" line="129"/>
        <source>from %1</source>
        <translation>由 %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/tableside/verdict.py" line="132"/>
        <source>%1 wins, %2</source>
        <translation>%1 和牌，%2</translation>
    </message>
    <message>
        <location filename="../../app/ui/tableside/verdict.py" line="138"/>
        <source>Tiles: %1</source>
        <translation>牌：%1</translation>
    </message>
    <message>
        <location filename="../../app/ui/tableside/verdict.py" line="139"/>
        <source>Proposed by %1</source>
        <translation>提交者：%1</translation>
    </message>
    <message>
        <location filename="../../app/ui/tableside/verdict.py" line="140"/>
        <source>Why here: %1</source>
        <translation>原因：%1</translation>
    </message>
    <message>
        <location filename="../../app/ui/tableside/verdict.py" line="150"/>
        <source>Payments (the engine): %1</source>
        <translation>得失分（程序）：%1</translation>
    </message>
    <message>
        <location filename="../../app/ui/tableside/verdict.py" line="156"/>
        <source>No payments: the engine does not count it as a win.</source>
        <translation>无得失分：程序不认为这是和牌。</translation>
    </message>
    <message>
        <location filename="../../app/ui/tableside/verdict.py" line="171"/>
        <source>claimed</source>
        <translation>已报</translation>
    </message>
    <message>
        <location filename="../../app/ui/tableside/verdict.py" line="173"/>
        <source>right</source>
        <translation>正确</translation>
    </message>
    <message>
        <location filename="../../app/ui/tableside/verdict.py" line="183"/>
        <source>not claimed</source>
        <translation>未报</translation>
    </message>
    <message>
        <location filename="../../app/ui/tableside/verdict.py" line="205"/>
        <source>Claim as written</source>
        <translation>所报原文</translation>
    </message>
    <message>
        <location filename="../../app/ui/tableside/verdict.py" line="213"/>
        <source>Total fan</source>
        <translation>总番</translation>
    </message>
    <message>
        <location filename="../../app/ui/tableside/verdict.py" line="288"/>
        <source>counted</source>
        <translation>计入</translation>
    </message>
    <message>
        <location filename="../../app/ui/tableside/verdict.py" line="290"/>
        <source>%1 fan</source>
        <translation>%1 番</translation>
    </message>
</context>
<context>
    <name>Reports</name>
    <message>
        <location filename="../../app/ui/reports/ranking.py" line="45"/>
        <source>Written: %1</source>
        <translation>已写入：%1</translation>
    </message>
    <message>
        <location filename="../../app/ui/reports/ranking.py" line="46"/>
        <source>Not written: %1</source>
        <translation>未写入：%1</translation>
    </message>
    <message>
        <location filename="../../app/ui/reports/ranking.py" line="64"/>
        <source>Ranking &amp;file</source>
        <translation>排名文件(&amp;F)</translation>
    </message>
    <message>
        <location filename="../../app/ui/reports/ranking.py" line="67"/>
        <source>The ranking body&apos;s results file (Excel): the tournament&apos;s details above place, names, member numbers, table points and score</source>
        <translation>提交排名机构的成绩文件（Excel）：比赛信息在上，下为名次、姓名、会员编号、桌分和得分</translation>
    </message>
</context>
<context>
    <name>ReportsView</name>
    <message>
        <location filename="../../app/ui/reports/view.py" line="40"/>
        <source>Standings</source>
        <translation>排名</translation>
    </message>
    <message>
        <location filename="../../app/ui/reports/view.py" line="41"/>
        <source>Seating plan</source>
        <translation>座位表</translation>
    </message>
    <message>
        <location filename="../../app/ui/reports/view.py" line="42"/>
        <source>Player cards</source>
        <translation>选手卡</translation>
    </message>
    <message>
        <location filename="../../app/ui/reports/view.py" line="43"/>
        <source>Score sheets</source>
        <translation>计分表</translation>
    </message>
    <message>
        <location filename="../../app/ui/reports/view.py" line="44"/>
        <source>Match results</source>
        <translation>对局成绩</translation>
    </message>
    <message>
        <location filename="../../app/ui/reports/view.py" line="45"/>
        <source>Scored hands</source>
        <translation>和牌详情</translation>
    </message>
    <message>
        <location filename="../../app/ui/reports/view.py" line="84"/>
        <source>Excel (.xlsx)</source>
        <translation>Excel (.xlsx)</translation>
    </message>
    <message>
        <location filename="../../app/ui/reports/view.py" line="86"/>
        <source>PDF</source>
        <translation>PDF</translation>
    </message>
    <message>
        <location filename="../../app/ui/reports/view.py" line="88"/>
        <source>Website (a folder of pages)</source>
        <translation>网站（网页文件夹）</translation>
    </message>
    <message>
        <location filename="../../app/ui/reports/view.py" line="92"/>
        <source>Standings, seating, every match and a page per player; opens offline in any browser, or copy the folder to a web host.</source>
        <translation>排名、座位、每场对局和每位选手的页面；任何浏览器均可离线打开，也可复制到网站服务器。</translation>
    </message>
    <message>
        <location filename="../../app/ui/reports/view.py" line="102"/>
        <source>All tables</source>
        <translation>全部桌</translation>
    </message>
    <message>
        <location filename="../../app/ui/reports/view.py" line="103"/>
        <source>Table </source>
        <translation>桌 </translation>
    </message>
    <message>
        <location filename="../../app/ui/reports/view.py" line="104"/>
        <source>Session &amp;pack</source>
        <translation>本轮资料(&amp;P)</translation>
    </message>
    <message>
        <location filename="../../app/ui/reports/view.py" line="106"/>
        <source>Seating, blank score sheets and results of the session</source>
        <translation>本轮的座位、空白计分表和成绩</translation>
    </message>
    <message>
        <location filename="../../app/ui/reports/view.py" line="116"/>
        <source>Folder…</source>
        <translation>文件夹…</translation>
    </message>
    <message>
        <location filename="../../app/ui/reports/view.py" line="118"/>
        <source>&amp;Write reports</source>
        <translation>生成报表(&amp;W)</translation>
    </message>
    <message>
        <location filename="../../app/ui/reports/view.py" line="121"/>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <location filename="../../app/ui/reports/view.py" line="138"/>
        <source>Results in:</source>
        <translation>成绩语言：</translation>
    </message>
    <message>
        <location filename="../../app/ui/reports/view.py" line="141"/>
        <source>PDF for:</source>
        <translation>PDF 范围：</translation>
    </message>
    <message>
        <location filename="../../app/ui/reports/view.py" line="147"/>
        <source>Write to:</source>
        <translation>写入：</translation>
    </message>
    <message>
        <location filename="../../app/ui/reports/view.py" line="157"/>
        <source>&lt;b&gt;Documents&lt;/b&gt;</source>
        <translation>&lt;b&gt;文件&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../../app/ui/reports/view.py" line="194"/>
        <source>All sessions</source>
        <translation>全部轮次</translation>
    </message>
    <message>
        <location filename="../../app/ui/reports/view.py" line="196"/>
        <source>Session %1</source>
        <translation>第%1轮</translation>
    </message>
    <message>
        <location filename="../../app/ui/reports/view.py" line="224"/>
        <source>Reports folder</source>
        <translation>报表文件夹</translation>
    </message>
    <message>
        <location filename="../../app/ui/reports/view.py" line="242"/>
        <source>Choose at least one document and one format.</source>
        <translation>请至少选择一种文档和一种格式。</translation>
    </message>
    <message>
        <location filename="../../app/ui/reports/view.py" line="260"/>
        <source>The website&apos;s folder %1 holds files this program did not write, or changed after it wrote them: %2.</source>
        <translation>网站文件夹 %1 中有本程序未写入或写入后被修改的文件：%2。</translation>
    </message>
    <message>
        <location filename="../../app/ui/reports/view.py" line="297"/>
        <source>Cancelled.</source>
        <translation>已取消。</translation>
    </message>
    <message>
        <location filename="../../app/ui/reports/view.py" line="302"/>
        <source>Writing…</source>
        <translation>正在写入…</translation>
    </message>
    <message>
        <location filename="../../app/ui/reports/view.py" line="311"/>
        <source>Replace a file?</source>
        <translation>替换文件？</translation>
    </message>
    <message>
        <location filename="../../app/ui/reports/view.py" line="312"/>
        <source>Replace it with the export anyway?</source>
        <translation>仍要用导出文件替换它吗？</translation>
    </message>
    <message>
        <location filename="../../app/ui/reports/view.py" line="331"/>
        <source>Written: %1</source>
        <translation>已写入：%1</translation>
    </message>
    <message>
        <location filename="../../app/ui/reports/view.py" line="267"/>
        <location filename="../../app/ui/reports/view.py" line="272"/>
        <location filename="../../app/ui/reports/view.py" line="276"/>
        <location filename="../../app/ui/reports/view.py" line="336"/>
        <source>Not written: %1</source>
        <translation>未写入：%1</translation>
    </message>
</context>
<context>
    <name>RuleSystems</name>
    <message>
        <location filename="../../app/ui/wording.py" line="61"/>
        <source>Mahjong Competition Rules (MIL 2015)</source>
        <translation>国标麻将竞赛规则（MIL 2015）</translation>
    </message>
    <message>
        <location filename="../../app/ui/wording.py" line="62"/>
        <source>The International Game</source>
        <translation>国际麻将规则</translation>
    </message>
    <message>
        <location filename="../../app/ui/wording.py" line="63"/>
        <source>The Shenzhen game</source>
        <translation>深圳麻将规则</translation>
    </message>
    <message>
        <location filename="../../app/ui/wording.py" line="64"/>
        <source>MahJong Online</source>
        <translation>麻将在线规则</translation>
    </message>
</context>
<context>
    <name>SeatingView</name>
    <message>
        <location filename="../../app/ui/seating/view.py" line="103"/>
        <source>East</source>
        <translation>东</translation>
    </message>
    <message>
        <location filename="../../app/ui/seating/view.py" line="103"/>
        <source>South</source>
        <translation>南</translation>
    </message>
    <message>
        <location filename="../../app/ui/seating/view.py" line="103"/>
        <source>West</source>
        <translation>西</translation>
    </message>
    <message>
        <location filename="../../app/ui/seating/view.py" line="103"/>
        <source>North</source>
        <translation>北</translation>
    </message>
    <message>
        <location filename="../../app/ui/seating/view.py" line="110"/>
        <source>Table</source>
        <translation>桌</translation>
    </message>
    <message>
        <location filename="../../app/ui/seating/view.py" line="61"/>
        <source>Session </source>
        <translation>轮次 </translation>
    </message>
    <message>
        <location filename="../../app/ui/seating/view.py" line="64"/>
        <source>Seed </source>
        <translation>种子 </translation>
    </message>
    <message>
        <location filename="../../app/ui/seating/view.py" line="66"/>
        <source>&amp;Generate plan</source>
        <translation>生成座位表(&amp;G)</translation>
    </message>
    <message>
        <location filename="../../app/ui/seating/view.py" line="69"/>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <location filename="../../app/ui/seating/view.py" line="75"/>
        <source>&amp;Swap the two selected players</source>
        <translation>交换所选两名选手(&amp;S)</translation>
    </message>
    <message>
        <location filename="../../app/ui/seating/view.py" line="80"/>
        <source>Players not seated in this session</source>
        <translation>本轮未入座的选手</translation>
    </message>
    <message>
        <location filename="../../app/ui/seating/view.py" line="81"/>
        <source>Seat in the selected place</source>
        <translation>坐到所选座位</translation>
    </message>
    <message>
        <location filename="../../app/ui/seating/view.py" line="84"/>
        <source>Export CSV…</source>
        <translation>导出 CSV…</translation>
    </message>
    <message>
        <location filename="../../app/ui/seating/view.py" line="86"/>
        <source>&amp;Print…</source>
        <translation>打印(&amp;P)…</translation>
    </message>
    <message>
        <location filename="../../app/ui/seating/view.py" line="147"/>
        <source>Broken constraints in this session:</source>
        <translation>本轮违反的约束：</translation>
    </message>
    <message>
        <location filename="../../app/ui/seating/view.py" line="172"/>
        <source>No seating yet: generate a plan.</source>
        <translation>尚无座位：请生成座位表。</translation>
    </message>
    <message>
        <location filename="../../app/ui/seating/view.py" line="177"/>
        <source> (substitute)</source>
        <translation>（替补）</translation>
    </message>
    <message>
        <location filename="../../app/ui/seating/view.py" line="185"/>
        <source>None.</source>
        <translation>无。</translation>
    </message>
    <message>
        <location filename="../../app/ui/seating/view.py" line="192"/>
        <source>at the lower bound: no plan has fewer repeats</source>
        <translation>已达下限：没有重复更少的座位表</translation>
    </message>
    <message>
        <location filename="../../app/ui/seating/view.py" line="194"/>
        <source>%1 above the lower bound; no better plan is known</source>
        <translation>比下限多 %1；尚无更好的已知座位表</translation>
    </message>
    <message>
        <location filename="../../app/ui/seating/view.py" line="199"/>
        <source>at the best known value (%1, %2)</source>
        <translation>已达已知最优值（%1，%2）</translation>
    </message>
    <message>
        <location filename="../../app/ui/seating/view.py" line="204"/>
        <source>%1 above the best known value (%2, %3)</source>
        <translation>比已知最优值多 %1（%2，%3）</translation>
    </message>
    <message>
        <location filename="../../app/ui/seating/view.py" line="211"/>
        <source>Plan quality: %1 repeated meetings</source>
        <translation>座位表质量：重复相遇 %1 次</translation>
    </message>
    <message>
        <location filename="../../app/ui/seating/view.py" line="213"/>
        <source> (lower bound %1)</source>
        <translation>（下限 %1）</translation>
    </message>
    <message>
        <location filename="../../app/ui/seating/view.py" line="225"/>
        <source>at most %1 times at one table number (lower bound %2)</source>
        <translation>同一桌号最多坐 %1 次（下限 %2 次）</translation>
    </message>
    <message>
        <location filename="../../app/ui/seating/view.py" line="216"/>
        <source>%1 teammates at one table</source>
        <translation>%1 组队友同桌</translation>
    </message>
    <message>
        <location filename="../../app/ui/seating/view.py" line="219"/>
        <source>starting seats balanced</source>
        <translation>起始座位均衡</translation>
    </message>
    <message>
        <location filename="../../app/ui/seating/view.py" line="221"/>
        <source>starting seats differ by up to %1</source>
        <translation>起始座位相差最多 %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/seating/view.py" line="266"/>
        <source>Seat sessions</source>
        <translation>排座位</translation>
    </message>
    <message>
        <location filename="../../app/ui/seating/view.py" line="281"/>
        <source>Select exactly two players to swap.</source>
        <translation>请恰好选择两名选手进行交换。</translation>
    </message>
    <message>
        <location filename="../../app/ui/seating/view.py" line="290"/>
        <source>Swap players in session %1</source>
        <translation>交换第%1轮的选手</translation>
    </message>
    <message>
        <location filename="../../app/ui/seating/view.py" line="302"/>
        <source>Select one seat and the player to put there.</source>
        <translation>请选择一个座位和要安排到该座位的选手。</translation>
    </message>
    <message>
        <location filename="../../app/ui/seating/view.py" line="309"/>
        <source>Seat %1 in session %2</source>
        <translation>第%2轮为 %1 安排座位</translation>
    </message>
    <message>
        <location filename="../../app/ui/seating/view.py" line="337"/>
        <source>Export seating</source>
        <translation>导出座位表</translation>
    </message>
    <message>
        <location filename="../../app/ui/seating/view.py" line="337"/>
        <source>CSV (*.csv)</source>
        <translation>CSV (*.csv)</translation>
    </message>
</context>
<context>
    <name>SessionTimer</name>
    <message>
        <location filename="../../app/ui/standings/timer.py" line="57"/>
        <location filename="../../app/ui/standings/timer.py" line="122"/>
        <source>Start</source>
        <translation>开始</translation>
    </message>
    <message>
        <location filename="../../app/ui/standings/timer.py" line="60"/>
        <source>+5 min</source>
        <translation>+5 分钟</translation>
    </message>
    <message>
        <location filename="../../app/ui/standings/timer.py" line="122"/>
        <source>Pause</source>
        <translation>暂停</translation>
    </message>
    <message>
        <location filename="../../app/ui/standings/timer.py" line="126"/>
        <source>Time is up: finish the current hand.</source>
        <translation>时间到：打完本盘。</translation>
    </message>
    <message>
        <location filename="../../app/ui/standings/timer.py" line="132"/>
        <source>15 minutes or less left.</source>
        <translation>剩余不到15分钟。</translation>
    </message>
    <message>
        <location filename="../../app/ui/standings/timer.py" line="137"/>
        <source>Paused</source>
        <translation>已暂停</translation>
    </message>
</context>
<context>
    <name>SiteQuestion</name>
    <message>
        <location filename="../../app/ui/reports/site_question.py" line="21"/>
        <source>The website&apos;s folder holds other files</source>
        <translation>网站文件夹中有其他文件</translation>
    </message>
    <message>
        <location filename="../../app/ui/reports/site_question.py" line="25"/>
        <source>Write nothing (the safe choice), or write the website&apos;s pages beside those files: they are left exactly as they are, none is replaced or removed. Or choose an empty or new folder and write again.</source>
        <translation>不写入（安全的选择），或将网站页面写在这些文件旁边：它们保持原样，不会被替换或删除。也可以选择一个空的或新的文件夹后重新写入。</translation>
    </message>
    <message>
        <location filename="../../app/ui/reports/site_question.py" line="33"/>
        <source>Write nothing</source>
        <translation>不写入</translation>
    </message>
    <message>
        <location filename="../../app/ui/reports/site_question.py" line="35"/>
        <source>Write the pages beside them</source>
        <translation>将页面写在它们旁边</translation>
    </message>
</context>
<context>
    <name>Standings</name>
    <message>
        <location filename="../../app/ui/standings/columns.py" line="46"/>
        <source>Session %1, table %2</source>
        <translation>第%1轮第%2桌</translation>
    </message>
    <message>
        <location filename="../../app/ui/standings/columns.py" line="54"/>
        <source>%1 table points, score %2</source>
        <translation>桌分 %1，得分 %2</translation>
    </message>
    <message>
        <location filename="../../app/ui/standings/columns.py" line="59"/>
        <source>not started</source>
        <translation>未开始</translation>
    </message>
    <message>
        <location filename="../../app/ui/standings/columns.py" line="63"/>
        <source>still being played, %1 of 16 hands entered; score so far %2, table points when it is finished</source>
        <translation>进行中，已录入 %1/16 盘；目前得分 %2，打完后计桌分</translation>
    </message>
    <message>
        <location filename="../../app/ui/standings/columns.py" line="82"/>
        <location filename="../../app/ui/standings/view.py" line="45"/>
        <source>Place</source>
        <translation>名次</translation>
    </message>
    <message>
        <location filename="../../app/ui/standings/columns.py" line="84"/>
        <source>Player</source>
        <translation>选手</translation>
    </message>
    <message>
        <location filename="../../app/ui/standings/columns.py" line="91"/>
        <source>Country</source>
        <translation>国家</translation>
    </message>
    <message>
        <location filename="../../app/ui/standings/columns.py" line="92"/>
        <location filename="../../app/ui/standings/view.py" line="46"/>
        <source>Team</source>
        <translation>队伍</translation>
    </message>
    <message>
        <location filename="../../app/ui/standings/columns.py" line="106"/>
        <source>S%1</source>
        <translation>第%1轮</translation>
    </message>
    <message>
        <location filename="../../app/ui/standings/columns.py" line="110"/>
        <source>Session %1: table points (score)</source>
        <translation>第%1轮：桌分（得分）</translation>
    </message>
    <message>
        <location filename="../../app/ui/standings/columns.py" line="131"/>
        <source>Standings after session %1 of %2.</source>
        <translation>第%1轮后的排名（共%2轮）。</translation>
    </message>
    <message>
        <location filename="../../app/ui/standings/columns.py" line="139"/>
        <source>Session %1 under way (%2 of %3 tables finished), not counted yet.</source>
        <translation>第%1轮进行中（%3 桌中已完成 %2 桌），尚未计入。</translation>
    </message>
    <message>
        <location filename="../../app/ui/standings/columns.py" line="149"/>
        <source>session %1 in progress (%2 of %3 tables finished)</source>
        <translation>第%1轮进行中（%3 桌中已完成 %2 桌）</translation>
    </message>
    <message>
        <location filename="../../app/ui/standings/columns.py" line="155"/>
        <source>session %1 not started</source>
        <translation>第%1轮未开始</translation>
    </message>
    <message>
        <location filename="../../app/ui/standings/columns.py" line="158"/>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <location filename="../../app/ui/standings/columns.py" line="161"/>
        <source>Live, sessions 1 to %1: including %2.</source>
        <translation>实时（第1至%1轮）：包括%2。</translation>
    </message>
    <message>
        <location filename="../../app/ui/standings/columns.py" line="166"/>
        <source>Live: including %1.</source>
        <translation>实时：包括%1。</translation>
    </message>
    <message>
        <location filename="../../app/ui/standings/columns.py" line="169"/>
        <source>Unfinished matches marked %1.</source>
        <translation>未完成的对局标记为 %1。</translation>
    </message>
    <message>
        <location filename="../../app/ui/standings/columns.py" line="179"/>
        <source>After the last complete session</source>
        <translation>最近打完的一轮后</translation>
    </message>
    <message>
        <location filename="../../app/ui/standings/columns.py" line="180"/>
        <source>Live: everything entered</source>
        <translation>实时：全部已录入</translation>
    </message>
    <message>
        <location filename="../../app/ui/standings/columns.py" line="182"/>
        <source>After session %1</source>
        <translation>第%1轮后</translation>
    </message>
    <message>
        <location filename="../../app/ui/standings/columns.py" line="129"/>
        <source>No session finished yet.</source>
        <translation>尚无打完的轮次。</translation>
    </message>
    <message>
        <location filename="../../app/ui/standings/columns.py" line="97"/>
        <location filename="../../app/ui/standings/view.py" line="48"/>
        <source>Table points</source>
        <translation>桌分</translation>
    </message>
    <message>
        <location filename="../../app/ui/standings/columns.py" line="98"/>
        <location filename="../../app/ui/standings/view.py" line="49"/>
        <source>Score</source>
        <translation>得分</translation>
    </message>
    <message>
        <location filename="../../app/ui/standings/view.py" line="47"/>
        <source>Members</source>
        <translation>人数</translation>
    </message>
</context>
<context>
    <name>StandingsView</name>
    <message>
        <location filename="../../app/ui/standings/view.py" line="103"/>
        <source>&amp;Count:</source>
        <translation>统计(&amp;C)：</translation>
    </message>
    <message>
        <location filename="../../app/ui/standings/view.py" line="105"/>
        <source>&amp;Projector view</source>
        <translation>投影视图(&amp;P)</translation>
    </message>
    <message>
        <location filename="../../app/ui/standings/view.py" line="107"/>
        <source>Show the standings on the projector (F11)</source>
        <translation>在投影上显示排名（F11）</translation>
    </message>
    <message>
        <location filename="../../app/ui/standings/view.py" line="110"/>
        <source>Player histor&amp;y…</source>
        <translation>选手历程(&amp;Y)…</translation>
    </message>
    <message>
        <location filename="../../app/ui/standings/view.py" line="113"/>
        <source>The chosen player&apos;s sessions, with charts of score and place (Enter)</source>
        <translation>所选选手的各轮成绩，附得分与名次图（回车）</translation>
    </message>
    <message>
        <location filename="../../app/ui/standings/view.py" line="127"/>
        <source>&lt;b&gt;Players&lt;/b&gt; (table points first, then score)</source>
        <translation>&lt;b&gt;选手&lt;/b&gt;（先比桌分，再比得分）</translation>
    </message>
    <message>
        <location filename="../../app/ui/standings/view.py" line="138"/>
        <source>&lt;b&gt;Teams&lt;/b&gt;</source>
        <translation>&lt;b&gt;队伍&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../../app/ui/standings/view.py" line="242"/>
        <source>Teams have %1 to %2 players: a team&apos;s points and score are the sum of its members&apos;, so a larger team gains more.</source>
        <translation>各队人数为%1至%2名：团体桌分与得分为队员之和，人数多的队伍占优。</translation>
    </message>
</context>
<context>
    <name>StartPage</name>
    <message>
        <location filename="../../app/ui/start_page.py" line="29"/>
        <source>&lt;h1&gt;MCR Tournament Manager&lt;/h1&gt;&lt;p&gt;Create a tournament or open one to start.&lt;/p&gt;</source>
        <translation>&lt;h1&gt;国标麻将比赛管理&lt;/h1&gt;&lt;p&gt;新建比赛或打开已有比赛即可开始。&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>TableSheet</name>
    <message>
        <location filename="../../app/ui/table/sheet.py" line="152"/>
        <source>Session </source>
        <translation>轮次 </translation>
    </message>
    <message>
        <location filename="../../app/ui/table/sheet.py" line="155"/>
        <source>Table </source>
        <translation>桌 </translation>
    </message>
    <message>
        <location filename="../../app/ui/table/sheet.py" line="161"/>
        <location filename="../../app/ui/table/sheet.py" line="458"/>
        <source>Mark &amp;verified</source>
        <translation>标记为已核对(&amp;V)</translation>
    </message>
    <message>
        <location filename="../../app/ui/table/sheet.py" line="196"/>
        <source>Player</source>
        <translation>选手</translation>
    </message>
    <message>
        <location filename="../../app/ui/table/sheet.py" line="197"/>
        <source>Hands</source>
        <translation>牌局分</translation>
    </message>
    <message>
        <location filename="../../app/ui/table/sheet.py" line="198"/>
        <source>Penalties</source>
        <translation>罚分</translation>
    </message>
    <message>
        <location filename="../../app/ui/table/sheet.py" line="199"/>
        <source>Score</source>
        <translation>得分</translation>
    </message>
    <message>
        <location filename="../../app/ui/table/sheet.py" line="200"/>
        <source>Table points</source>
        <translation>桌分</translation>
    </message>
    <message>
        <location filename="../../app/ui/table/sheet.py" line="119"/>
        <source>&amp;Hand</source>
        <translation>牌局(&amp;H)</translation>
    </message>
    <message>
        <location filename="../../app/ui/table/sheet.py" line="120"/>
        <source>&amp;Penalty</source>
        <translation>罚分(&amp;P)</translation>
    </message>
    <message>
        <location filename="../../app/ui/table/sheet.py" line="121"/>
        <source>Totals onl&amp;y</source>
        <translation>只录总分(&amp;Y)</translation>
    </message>
    <message>
        <location filename="../../app/ui/table/sheet.py" line="341"/>
        <source>Hand</source>
        <translation>盘</translation>
    </message>
    <message>
        <location filename="../../app/ui/table/sheet.py" line="343"/>
        <source>Round</source>
        <translation>圈</translation>
    </message>
    <message>
        <location filename="../../app/ui/table/sheet.py" line="378"/>
        <source>Dealer: %1</source>
        <translation>庄家：%1</translation>
    </message>
    <message>
        <location filename="../../app/ui/table/sheet.py" line="350"/>
        <source>Fan</source>
        <translation>番数</translation>
    </message>
    <message>
        <location filename="../../app/ui/table/sheet.py" line="352"/>
        <source>Result</source>
        <translation>结果</translation>
    </message>
    <message>
        <location filename="../../app/ui/table/sheet.py" line="541"/>
        <source>Reopen the match (back to complete)</source>
        <translation>重新打开比赛（回到已完成）</translation>
    </message>
    <message>
        <location filename="../../app/ui/table/sheet.py" line="543"/>
        <source>Verify the match (checked, then frozen)</source>
        <translation>核对比赛（核对后锁定）</translation>
    </message>
    <message>
        <location filename="../../app/ui/table/sheet.py" line="334"/>
        <location filename="../../app/ui/table/sheet.py" line="415"/>
        <source>draw</source>
        <translation>流局</translation>
    </message>
    <message>
        <location filename="../../app/ui/table/sheet.py" line="332"/>
        <location filename="../../app/ui/table/sheet.py" line="417"/>
        <source>%1 self-drawn</source>
        <translation>%1 自摸</translation>
    </message>
    <message>
        <location filename="../../app/ui/table/sheet.py" line="333"/>
        <location filename="../../app/ui/table/sheet.py" line="419"/>
        <source>%1 from %2</source>
        <translation>%1 和 %2 点炮</translation>
    </message>
    <message>
        <location filename="../../app/ui/table/sheet.py" line="444"/>
        <source>open</source>
        <translation>进行中</translation>
    </message>
    <message>
        <location filename="../../app/ui/table/sheet.py" line="445"/>
        <source>complete</source>
        <translation>已完成</translation>
    </message>
    <message>
        <location filename="../../app/ui/table/sheet.py" line="446"/>
        <source>verified</source>
        <translation>已核对</translation>
    </message>
    <message>
        <location filename="../../app/ui/table/sheet.py" line="448"/>
        <source>, totals only</source>
        <translation>，仅总分</translation>
    </message>
    <message>
        <location filename="../../app/ui/table/sheet.py" line="450"/>
        <source>%1 hands entered, %2</source>
        <translation>已录入 %1 盘，%2</translation>
    </message>
    <message>
        <location filename="../../app/ui/table/sheet.py" line="456"/>
        <source>Reopen (&amp;V)</source>
        <translation>重新打开(&amp;V)</translation>
    </message>
    <message>
        <location filename="../../app/ui/table/sheet.py" line="488"/>
        <source>Session %1, table %2: %3</source>
        <translation>第%1轮 第%2桌：%3</translation>
    </message>
    <message>
        <location filename="../../app/ui/table/sheet.py" line="539"/>
        <source>reopen</source>
        <translation>重新打开</translation>
    </message>
    <message>
        <location filename="../../app/ui/table/sheet.py" line="539"/>
        <source>verify</source>
        <translation>核对</translation>
    </message>
    <message>
        <location filename="../../app/ui/table/sheet.py" line="469"/>
        <source>Penalty %1 to %2: %3</source>
        <translation>罚 %2 %1 分：%3</translation>
    </message>
</context>
<context>
    <name>TableSide</name>
    <message>
        <location filename="../../app/ui/tableside/controller.py" line="90"/>
        <source>Tools</source>
        <translation>工具</translation>
    </message>
    <message>
        <location filename="../../app/ui/tableside/controller.py" line="91"/>
        <source>&amp;Table-side entry…</source>
        <translation>桌边录入(&amp;T)…</translation>
    </message>
    <message>
        <location filename="../../app/ui/tableside/controller.py" line="93"/>
        <source>Start the web server for the players&apos; phones; seat links</source>
        <translation>为选手手机启动网页服务器；座位链接</translation>
    </message>
    <message>
        <location filename="../../app/ui/tableside/controller.py" line="104"/>
        <source>&amp;Referee&apos;s queue</source>
        <translation>裁判队列(&amp;R)</translation>
    </message>
    <message>
        <location filename="../../app/ui/tableside/controller.py" line="107"/>
        <source>Referee: %1 waiting</source>
        <translation>裁判：%1 项待处理</translation>
    </message>
    <message>
        <location filename="../../app/ui/tableside/controller.py" line="116"/>
        <source>Table-side entry on %1</source>
        <translation>桌边录入运行于 %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/tableside/controller.py" line="126"/>
        <source>Open a tournament first.</source>
        <translation>请先打开比赛。</translation>
    </message>
    <message>
        <location filename="../../app/ui/tableside/controller.py" line="134"/>
        <source>The server cannot open the tournament: %1</source>
        <translation>服务器无法打开比赛：%1</translation>
    </message>
    <message>
        <location filename="../../app/ui/tableside/controller.py" line="231"/>
        <source>Port %1 is already in use on this computer (another program, or this app serving another tournament): choose another port, or stop the other server.</source>
        <translation>本机端口 %1 已被占用（其他程序，或本程序正在为另一场比赛服务）：请换一个端口，或停止另一个服务器。</translation>
    </message>
    <message>
        <location filename="../../app/ui/tableside/controller.py" line="237"/>
        <source>Port %1 needs administrator rights: choose a port above 1023.</source>
        <translation>端口 %1 需要管理员权限：请选择大于 1023 的端口。</translation>
    </message>
    <message>
        <location filename="../../app/ui/tableside/controller.py" line="241"/>
        <source>That address is not this computer&apos;s: choose another place to listen.</source>
        <translation>该地址不属于本机：请选择其他监听位置。</translation>
    </message>
</context>
<context>
    <name>TableSideDialog</name>
    <message>
        <location filename="../../app/ui/tableside/dialog.py" line="101"/>
        <source>Table-side entry</source>
        <translation>桌边录入</translation>
    </message>
    <message>
        <location filename="../../app/ui/tableside/dialog.py" line="102"/>
        <source>Web server for the players&apos; phones</source>
        <translation>选手手机用的网页服务器</translation>
    </message>
    <message>
        <location filename="../../app/ui/tableside/dialog.py" line="106"/>
        <source>This computer only (127.0.0.1)</source>
        <translation>仅本机 (127.0.0.1)</translation>
    </message>
    <message>
        <location filename="../../app/ui/tableside/dialog.py" line="107"/>
        <source>The venue network (every network, 0.0.0.0)</source>
        <translation>场馆网络（所有网络，0.0.0.0）</translation>
    </message>
    <message>
        <location filename="../../app/ui/tableside/dialog.py" line="109"/>
        <source>Only the network of %1</source>
        <translation>仅 %1 所在网络</translation>
    </message>
    <message>
        <location filename="../../app/ui/tableside/dialog.py" line="113"/>
        <source>any free port</source>
        <translation>任一空闲端口</translation>
    </message>
    <message>
        <location filename="../../app/ui/tableside/dialog.py" line="114"/>
        <source>&amp;Listen on:</source>
        <translation>监听(&amp;L)：</translation>
    </message>
    <message>
        <location filename="../../app/ui/tableside/dialog.py" line="115"/>
        <source>&amp;Port:</source>
        <translation>端口(&amp;P)：</translation>
    </message>
    <message>
        <location filename="../../app/ui/tableside/dialog.py" line="116"/>
        <source>&amp;Start the server</source>
        <translation>启动服务器(&amp;S)</translation>
    </message>
    <message>
        <location filename="../../app/ui/tableside/dialog.py" line="117"/>
        <source>St&amp;op the server</source>
        <translation>停止服务器(&amp;O)</translation>
    </message>
    <message>
        <location filename="../../app/ui/tableside/dialog.py" line="150"/>
        <source>The server is stopped: phones cannot reach it.</source>
        <translation>服务器已停止：手机无法访问。</translation>
    </message>
    <message>
        <location filename="../../app/ui/tableside/dialog.py" line="157"/>
        <source>The server is running.</source>
        <translation>服务器运行中。</translation>
    </message>
    <message>
        <location filename="../../app/ui/tableside/dialog.py" line="161"/>
        <source>Phones open: %1</source>
        <translation>手机打开：%1</translation>
    </message>
    <message>
        <location filename="../../app/ui/tableside/dialog.py" line="166"/>
        <source>Live results: %1</source>
        <translation>实时成绩：%1</translation>
    </message>
    <message>
        <location filename="../../app/ui/tableside/dialog.py" line="177"/>
        <source>Every device on every network this computer is on (the venue&apos;s network included) can open the pages.</source>
        <translation>本机所在各网络（包括场馆网络）上的所有设备都能打开这些页面。</translation>
    </message>
    <message>
        <location filename="../../app/ui/tableside/dialog.py" line="182"/>
        <source>Only this computer can open the pages: for the players&apos; phones, stop and choose The venue network.</source>
        <translation>只有本机能打开这些页面：要让选手手机访问，请停止后选择“场馆网络”。</translation>
    </message>
    <message>
        <location filename="../../app/ui/tableside/dialog.py" line="185"/>
        <source>Devices that reach %1 (its network) can open the pages.</source>
        <translation>能访问 %1（其所在网络）的设备可以打开这些页面。</translation>
    </message>
</context>
<context>
    <name>TeamsView</name>
    <message>
        <location filename="../../app/ui/players/view.py" line="368"/>
        <source>Team</source>
        <translation>队伍</translation>
    </message>
    <message>
        <location filename="../../app/ui/players/view.py" line="369"/>
        <source>Members</source>
        <translation>人数</translation>
    </message>
    <message>
        <location filename="../../app/ui/players/view.py" line="370"/>
        <source>Players</source>
        <translation>选手</translation>
    </message>
    <message>
        <location filename="../../app/ui/players/view.py" line="382"/>
        <source>A team is the players sharing a team name: edit it on the Players page.</source>
        <translation>队伍由队名相同的选手组成：在“选手”页修改队名。</translation>
    </message>
</context>
<context>
    <name>TilePalette</name>
    <message>
        <location filename="../../app/ui/tiles/palette.py" line="50"/>
        <source>Tiles</source>
        <translation>牌</translation>
    </message>
</context>
<context>
    <name>TotalsForm</name>
    <message>
        <location filename="../../app/ui/table/totals.py" line="73"/>
        <source>Save totals</source>
        <translation>保存总分</translation>
    </message>
    <message>
        <location filename="../../app/ui/table/totals.py" line="76"/>
        <source>Clear totals</source>
        <translation>清除总分</translation>
    </message>
    <message>
        <location filename="../../app/ui/table/totals.py" line="126"/>
        <source>This session is not seated yet.</source>
        <translation>本轮尚未排座。</translation>
    </message>
    <message>
        <location filename="../../app/ui/table/totals.py" line="129"/>
        <source>The match is verified: reopen it to change the totals.</source>
        <translation>本桌已核对：重新打开后才能修改总分。</translation>
    </message>
    <message>
        <location filename="../../app/ui/table/totals.py" line="132"/>
        <source>%1 hands are entered at this table: totals only is for a table whose hands were kept on paper. Delete the hands first.</source>
        <translation>本桌已录入 %1 盘：仅总分用于在纸上记分的桌。请先删除已录入的牌局。</translation>
    </message>
    <message>
        <location filename="../../app/ui/table/totals.py" line="147"/>
        <source>Sum %1: the four totals must sum to 0 (every hand&apos;s points do). Penalties go in the Penalty tab.</source>
        <translation>合计 %1：四人总分之和必须为 0（每盘得分之和都为 0）。罚分请在“罚分”页输入。</translation>
    </message>
    <message>
        <location filename="../../app/ui/table/totals.py" line="152"/>
        <source>Sum 0: ready to save.</source>
        <translation>合计 0：可以保存。</translation>
    </message>
    <message>
        <location filename="../../app/ui/table/totals.py" line="165"/>
        <source>Session %1, table %2: totals</source>
        <translation>第%1轮第%2桌：总分</translation>
    </message>
    <message>
        <location filename="../../app/ui/table/totals.py" line="171"/>
        <source>Totals: %1</source>
        <translation>总分：%1</translation>
    </message>
    <message>
        <location filename="../../app/ui/table/totals.py" line="183"/>
        <source>Session %1, table %2: clear totals</source>
        <translation>第%1轮第%2桌：清除总分</translation>
    </message>
    <message>
        <location filename="../../app/ui/table/totals.py" line="189"/>
        <source>Clear the totals</source>
        <translation>清除总分</translation>
    </message>
</context>
<context>
    <name>UnderMinimum</name>
    <message>
        <location filename="../../app/ui/hand/minimum.py" line="21"/>
        <source>flowers</source>
        <translation>花牌</translation>
    </message>
    <message>
        <location filename="../../app/ui/hand/minimum.py" line="22"/>
        <source>auxiliary points</source>
        <translation>附加分</translation>
    </message>
    <message>
        <location filename="../../app/ui/hand/minimum.py" line="24"/>
        <source> and </source>
        <translation>、</translation>
    </message>
    <message>
        <location filename="../../app/ui/hand/minimum.py" line="25"/>
        <source>Under the minimum of %1 fan: this is not a valid win.</source>
        <translation>不足起和番 %1 番：不能和牌。</translation>
    </message>
    <message>
        <location filename="../../app/ui/hand/minimum.py" line="26"/>
        <source>Under the minimum of %1 fan (%2 not counted): this is not a valid win.</source>
        <translation>不足起和番 %1 番（不计%2）：不能和牌。</translation>
    </message>
    <message>
        <location filename="../../app/ui/hand/minimum.py" line="29"/>
        <source>%1: %2 fan, under %3</source>
        <translation>%1：%2 番，不足%3番</translation>
    </message>
</context>
<context>
    <name>Wording</name>
    <message>
        <location filename="../../app/ui/wording.py" line="14"/>
        <source>fans named in English</source>
        <translation>番种只用中文名</translation>
    </message>
    <message>
        <location filename="../../app/ui/wording.py" line="15"/>
        <source>: </source>
        <translation>：</translation>
    </message>
    <message>
        <location filename="../../app/ui/wording.py" line="16"/>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <location filename="../../app/ui/wording.py" line="17"/>
        <source>; </source>
        <translation>；</translation>
    </message>
    <message>
        <location filename="../../app/ui/wording.py" line="18"/>
        <source>.</source>
        <translation>。</translation>
    </message>
</context>
<context>
    <name>_Stations</name>
    <message>
        <location filename="../../app/ui/stations.py" line="432"/>
        <location filename="../../app/ui/stations.py" line="454"/>
        <source>Connect to &amp;server…</source>
        <translation>连接服务器(&amp;S)…</translation>
    </message>
    <message>
        <location filename="../../app/ui/stations.py" line="436"/>
        <location filename="../../app/ui/stations.py" line="455"/>
        <source>&amp;Who changed what</source>
        <translation>谁改了什么(&amp;W)</translation>
    </message>
    <message>
        <location filename="../../app/ui/stations.py" line="490"/>
        <source>Station %1 · server %2</source>
        <translation>计分站 %1 · 服务器 %2</translation>
    </message>
    <message>
        <location filename="../../app/ui/stations.py" line="493"/>
        <source>Station %1</source>
        <translation>计分站 %1</translation>
    </message>
</context>
<context>
    <name>dialog</name>
    <message>
        <location filename="../../app/ui/stations.py" line="566"/>
        <source>Session %1, table %2, hand %3: entered over another station&apos;s</source>
        <translation>第%1轮第%2桌第%3局：覆盖其他计分站的录入</translation>
    </message>
</context>
<context>
    <name>seating</name>
    <message>
        <location filename="../../app/ui/seating/checks.py" line="38"/>
        <source>%1 is seated at tables %2 and %3.</source>
        <translation>%1 同时在第%2桌和第%3桌。</translation>
    </message>
    <message>
        <location filename="../../app/ui/seating/checks.py" line="49"/>
        <source>Table %1: %2 and %3 already met in session %4.</source>
        <translation>第%1桌：%2 和 %3 在第%4轮已同桌。</translation>
    </message>
    <message>
        <location filename="../../app/ui/seating/checks.py" line="58"/>
        <source>Table %1: %2 and %3 are teammates (%4).</source>
        <translation>第%1桌：%2 和 %3 是队友（%4）。</translation>
    </message>
</context>
<context>
    <name>tiles</name>
    <message>
        <location filename="../../app/ui/tiles/names.py" line="14"/>
        <source>1 Characters</source>
        <translation>一万</translation>
    </message>
    <message>
        <location filename="../../app/ui/tiles/names.py" line="15"/>
        <source>2 Characters</source>
        <translation>二万</translation>
    </message>
    <message>
        <location filename="../../app/ui/tiles/names.py" line="16"/>
        <source>3 Characters</source>
        <translation>三万</translation>
    </message>
    <message>
        <location filename="../../app/ui/tiles/names.py" line="17"/>
        <source>4 Characters</source>
        <translation>四万</translation>
    </message>
    <message>
        <location filename="../../app/ui/tiles/names.py" line="18"/>
        <source>5 Characters</source>
        <translation>五万</translation>
    </message>
    <message>
        <location filename="../../app/ui/tiles/names.py" line="19"/>
        <source>6 Characters</source>
        <translation>六万</translation>
    </message>
    <message>
        <location filename="../../app/ui/tiles/names.py" line="20"/>
        <source>7 Characters</source>
        <translation>七万</translation>
    </message>
    <message>
        <location filename="../../app/ui/tiles/names.py" line="21"/>
        <source>8 Characters</source>
        <translation>八万</translation>
    </message>
    <message>
        <location filename="../../app/ui/tiles/names.py" line="22"/>
        <source>9 Characters</source>
        <translation>九万</translation>
    </message>
    <message>
        <location filename="../../app/ui/tiles/names.py" line="23"/>
        <source>1 Dots</source>
        <translation>一筒</translation>
    </message>
    <message>
        <location filename="../../app/ui/tiles/names.py" line="24"/>
        <source>2 Dots</source>
        <translation>二筒</translation>
    </message>
    <message>
        <location filename="../../app/ui/tiles/names.py" line="25"/>
        <source>3 Dots</source>
        <translation>三筒</translation>
    </message>
    <message>
        <location filename="../../app/ui/tiles/names.py" line="26"/>
        <source>4 Dots</source>
        <translation>四筒</translation>
    </message>
    <message>
        <location filename="../../app/ui/tiles/names.py" line="27"/>
        <source>5 Dots</source>
        <translation>五筒</translation>
    </message>
    <message>
        <location filename="../../app/ui/tiles/names.py" line="28"/>
        <source>6 Dots</source>
        <translation>六筒</translation>
    </message>
    <message>
        <location filename="../../app/ui/tiles/names.py" line="29"/>
        <source>7 Dots</source>
        <translation>七筒</translation>
    </message>
    <message>
        <location filename="../../app/ui/tiles/names.py" line="30"/>
        <source>8 Dots</source>
        <translation>八筒</translation>
    </message>
    <message>
        <location filename="../../app/ui/tiles/names.py" line="31"/>
        <source>9 Dots</source>
        <translation>九筒</translation>
    </message>
    <message>
        <location filename="../../app/ui/tiles/names.py" line="32"/>
        <source>1 Bamboo</source>
        <translation>一条</translation>
    </message>
    <message>
        <location filename="../../app/ui/tiles/names.py" line="33"/>
        <source>2 Bamboo</source>
        <translation>二条</translation>
    </message>
    <message>
        <location filename="../../app/ui/tiles/names.py" line="34"/>
        <source>3 Bamboo</source>
        <translation>三条</translation>
    </message>
    <message>
        <location filename="../../app/ui/tiles/names.py" line="35"/>
        <source>4 Bamboo</source>
        <translation>四条</translation>
    </message>
    <message>
        <location filename="../../app/ui/tiles/names.py" line="36"/>
        <source>5 Bamboo</source>
        <translation>五条</translation>
    </message>
    <message>
        <location filename="../../app/ui/tiles/names.py" line="37"/>
        <source>6 Bamboo</source>
        <translation>六条</translation>
    </message>
    <message>
        <location filename="../../app/ui/tiles/names.py" line="38"/>
        <source>7 Bamboo</source>
        <translation>七条</translation>
    </message>
    <message>
        <location filename="../../app/ui/tiles/names.py" line="39"/>
        <source>8 Bamboo</source>
        <translation>八条</translation>
    </message>
    <message>
        <location filename="../../app/ui/tiles/names.py" line="40"/>
        <source>9 Bamboo</source>
        <translation>九条</translation>
    </message>
    <message>
        <location filename="../../app/ui/tiles/names.py" line="41"/>
        <source>East</source>
        <translation>东</translation>
    </message>
    <message>
        <location filename="../../app/ui/tiles/names.py" line="42"/>
        <source>South</source>
        <translation>南</translation>
    </message>
    <message>
        <location filename="../../app/ui/tiles/names.py" line="43"/>
        <source>West</source>
        <translation>西</translation>
    </message>
    <message>
        <location filename="../../app/ui/tiles/names.py" line="44"/>
        <source>North</source>
        <translation>北</translation>
    </message>
    <message>
        <location filename="../../app/ui/tiles/names.py" line="45"/>
        <source>Red dragon</source>
        <translation>红中</translation>
    </message>
    <message>
        <location filename="../../app/ui/tiles/names.py" line="46"/>
        <source>Green dragon</source>
        <translation>发财</translation>
    </message>
    <message>
        <location filename="../../app/ui/tiles/names.py" line="47"/>
        <source>White dragon</source>
        <translation>白板</translation>
    </message>
    <message>
        <location filename="../../app/ui/tiles/names.py" line="48"/>
        <source>Plum</source>
        <translation>梅</translation>
    </message>
    <message>
        <location filename="../../app/ui/tiles/names.py" line="49"/>
        <source>Orchid</source>
        <translation>兰</translation>
    </message>
    <message>
        <location filename="../../app/ui/tiles/names.py" line="50"/>
        <source>Bamboo</source>
        <translation>竹</translation>
    </message>
    <message>
        <location filename="../../app/ui/tiles/names.py" line="51"/>
        <source>Chrysanthemum</source>
        <translation>菊</translation>
    </message>
    <message>
        <location filename="../../app/ui/tiles/names.py" line="52"/>
        <source>Spring</source>
        <translation>春</translation>
    </message>
    <message>
        <location filename="../../app/ui/tiles/names.py" line="53"/>
        <source>Summer</source>
        <translation>夏</translation>
    </message>
    <message>
        <location filename="../../app/ui/tiles/names.py" line="54"/>
        <source>Autumn</source>
        <translation>秋</translation>
    </message>
    <message>
        <location filename="../../app/ui/tiles/names.py" line="55"/>
        <source>Winter</source>
        <translation>冬</translation>
    </message>
</context>
<context>
    <name>winds</name>
    <message>
        <location filename="../../app/ui/hand/entry_layout.py" line="47"/>
        <source>East</source>
        <translation>东</translation>
    </message>
    <message>
        <location filename="../../app/ui/hand/entry_layout.py" line="48"/>
        <source>South</source>
        <translation>南</translation>
    </message>
    <message>
        <location filename="../../app/ui/hand/entry_layout.py" line="49"/>
        <source>West</source>
        <translation>西</translation>
    </message>
    <message>
        <location filename="../../app/ui/hand/entry_layout.py" line="50"/>
        <source>North</source>
        <translation>北</translation>
    </message>
    <message>
        <location filename="../../app/ui/tiles/names.py" line="59"/>
        <source>E</source>
        <translation>东</translation>
    </message>
    <message>
        <location filename="../../app/ui/tiles/names.py" line="60"/>
        <source>S</source>
        <translation>南</translation>
    </message>
    <message>
        <location filename="../../app/ui/tiles/names.py" line="61"/>
        <source>W</source>
        <translation>西</translation>
    </message>
    <message>
        <location filename="../../app/ui/tiles/names.py" line="62"/>
        <source>N</source>
        <translation>北</translation>
    </message>
</context>
</TS>
