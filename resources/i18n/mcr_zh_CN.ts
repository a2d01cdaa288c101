<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>AuditDock</name>
    <message>
        <location filename="../../app/ui/stations.py" line="108"/>
        <source>Who changed what</source>
        <translation>谁改了什么</translation>
    </message>
    <message>
        <location filename="../../app/ui/stations.py" line="115"/>
        <source>Time (UTC)</source>
        <translation>时间（UTC）</translation>
    </message>
    <message>
        <location filename="../../app/ui/stations.py" line="116"/>
        <source>Station</source>
        <translation>计分站</translation>
    </message>
    <message>
        <location filename="../../app/ui/stations.py" line="117"/>
        <source>Operation</source>
        <translation>操作</translation>
    </message>
    <message>
        <location filename="../../app/ui/stations.py" line="118"/>
        <source>What</source>
        <translation>对象</translation>
    </message>
    <message>
        <location filename="../../app/ui/stations.py" line="119"/>
        <source>Before</source>
        <translation>之前</translation>
    </message>
    <message>
        <location filename="../../app/ui/stations.py" line="120"/>
        <source>After</source>
        <translation>之后</translation>
    </message>
</context>
<context>
    <name>ClaimReasons</name>
    <message>
        <location filename="../../app/ui/hand/reasons.py" line="22"/>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <location filename="../../app/ui/hand/reasons.py" line="23"/>
        <source>Wrong claim: the hand scores %1 fan without flowers, under the 8-fan minimum, so it is not a valid win.</source>
        <translation>错和：不计花牌只有%1番，不足8番起和。</translation>
    </message>
    <message>
        <location filename="../../app/ui/hand/reasons.py" line="24"/>
        <source>&apos;%1&apos; names more than one fan: %2. Pick one from the list.</source>
        <translation>“%1”可指多个番种：%2。请从列表中选择。</translation>
    </message>
    <message>
        <location filename="../../app/ui/hand/reasons.py" line="25"/>
        <source>&apos;%1&apos; is not the name of an MCR fan.</source>
        <translation>“%1”不是国标麻将的番种名。</translation>
    </message>
    <message>
        <location filename="../../app/ui/hand/reasons.py" line="26"/>
        <source>The hand declares no flowers.</source>
        <translation>此手没有花牌。</translation>
    </message>
    <message>
        <location filename="../../app/ui/hand/reasons.py" line="27"/>
        <source>The hand declares %1 flower(s).</source>
        <translation>此手只有%1张花牌。</translation>
    </message>
    <message>
        <location filename="../../app/ui/hand/reasons.py" line="28"/>
        <source>Chicken Hand counts only when no other fan does; this hand scores %1.</source>
        <translation>无番和只在没有任何其他番种时计；此手有%1。</translation>
    </message>
    <message>
        <location filename="../../app/ui/hand/reasons.py" line="29"/>
        <source>Not counted with %1, which includes or replaces it (no duplication).</source>
        <translation>不与%1同计：%1已包含或取代此番（不重复原则）。</translation>
    </message>
    <message>
        <location filename="../../app/ui/hand/reasons.py" line="30"/>
        <source>No disassembly: the sets of %1 are counted as that fan and cannot be split again to make this one.</source>
        <translation>不拆移原则：%1的牌组已计为该番，不能拆开另计此番。</translation>
    </message>
    <message>
        <location filename="../../app/ui/hand/reasons.py" line="31"/>
        <source>One combination only: %1 are already combined, and a set may join the others only once.</source>
        <translation>套算一次原则：%1已组合过，一组牌只能与已计番的牌组再组合一次。</translation>
    </message>
    <message>
        <location filename="../../app/ui/hand/reasons.py" line="32"/>
        <source>No reuse: %1 already makes this fan with another set.</source>
        <translation>不得相同原则：%1已与另一组牌计过此番，不能再计。</translation>
    </message>
    <message>
        <location filename="../../app/ui/hand/reasons.py" line="33"/>
        <source>Not counted with %1: with three or four kongs, concealed kongs count as concealed pungs only (MIL 2015).</source>
        <translation>不与%1同计：有三杠或四杠时，暗杠只计暗刻，不再计暗杠（MIL 2015）。</translation>
    </message>
    <message>
        <location filename="../../app/ui/hand/reasons.py" line="34"/>
        <source>Not counted with %1: one concealed and one melded kong score one 5-fan item (MIL 2015).</source>
        <translation>不与%1同计：一明杠一暗杠合计一项5番（明暗杠，MIL 2015）。</translation>
    </message>
    <message>
        <location filename="../../app/ui/hand/reasons.py" line="35"/>
        <source>Not counted: under this tournament&apos;s rulings one concealed and one melded kong score Concealed Kong (2) + Melded Kong (1).</source>
        <translation>不计：按本比赛的规则，一明杠一暗杠计暗杠（2）加明杠（1）。</translation>
    </message>
    <message>
        <location filename="../../app/ui/hand/reasons.py" line="36"/>
        <source>Not counted with %1: the robbed tile is always the fourth of its kind, so Robbing the Kong already includes Last Tile.</source>
        <translation>不与%1同计：抢杠的牌必是第四张，抢杠和已包含和绝张。</translation>
    </message>
    <message>
        <location filename="../../app/ui/hand/reasons.py" line="37"/>
        <source>Not counted: under this tournament&apos;s rulings no wait fan is scored beside a knitted straight.</source>
        <translation>不计：按本比赛的规则，组合龙不计边张、嵌张、单钓。</translation>
    </message>
    <message>
        <location filename="../../app/ui/hand/reasons.py" line="38"/>
        <source>Flowers are not counted under this tournament&apos;s rulings.</source>
        <translation>按本比赛的规则不计花牌。</translation>
    </message>
    <message>
        <location filename="../../app/ui/hand/reasons.py" line="39"/>
        <source>Not counted with %1.</source>
        <translation>不与%1同计。</translation>
    </message>
    <message>
        <location filename="../../app/ui/hand/reasons.py" line="40"/>
        <source>It is there only when the hand is read as %1; both readings are worth %2 fan, so the total is the same.</source>
        <translation>只有拆成 %1 时才有；两种拆法都是%2番，总番数相同。</translation>
    </message>
    <message>
        <location filename="../../app/ui/hand/reasons.py" line="41"/>
        <source>It is there only when the hand is read as %1 (%2 fan); the reading counted scores %3: take the maximum.</source>
        <translation>只有拆成 %1 时才有（%2番）；所计的拆法是%3番：就高不就低。</translation>
    </message>
    <message>
        <location filename="../../app/ui/hand/reasons.py" line="42"/>
        <source>Counts %1 time(s) here: it counts at most once a hand.</source>
        <translation>此手只计%1次：此番每手最多计一次。</translation>
    </message>
    <message>
        <location filename="../../app/ui/hand/reasons.py" line="43"/>
        <source>Counts %1 time(s) here: a set is already used (%2).</source>
        <translation>此手只计%1次：牌组已用过（%2）。</translation>
    </message>
    <message>
        <location filename="../../app/ui/hand/reasons.py" line="44"/>
        <source>Counts %1 time(s) here: the hand has no more sets that make it.</source>
        <translation>此手只计%1次：没有更多的牌组构成此番。</translation>
    </message>
    <message>
        <location filename="../../app/ui/hand/reasons.py" line="45"/>
        <source>Counts %1 time(s) here: its other sets already count as %2 (no duplication).</source>
        <translation>此手只计%1次：其余牌组已计为%2（不重复原则）。</translation>
    </message>
    <message>
        <location filename="../../app/ui/hand/reasons.py" line="46"/>
        <source>no disassembly</source>
        <translation>不拆移</translation>
    </message>
    <message>
        <location filename="../../app/ui/hand/reasons.py" line="47"/>
        <source>one combination only</source>
        <translation>套算一次</translation>
    </message>
    <message>
        <location filename="../../app/ui/hand/reasons.py" line="48"/>
        <source>no reuse</source>
        <translation>不得相同</translation>
    </message>
    <message>
        <location filename="../../app/ui/hand/reasons.py" line="49"/>
        <source>The hand does not have it.</source>
        <translation>此手没有这个番种。</translation>
    </message>
    <message>
        <location filename="../../app/ui/hand/reasons.py" line="50"/>
        <source>The pung of %1 was completed by the winning discard: it counts as melded.</source>
        <translation>%1的刻子是点和的牌完成的，算明刻。</translation>
    </message>
    <message>
        <location filename="../../app/ui/hand/reasons.py" line="51"/>
        <source>The hand waited on %1: the winning tile was not the only one.</source>
        <translation>此手听%1：和的牌不是唯一的听牌。</translation>
    </message>
</context>
<context>
    <name>ClaimsPane</name>
    <message>
        <location filename="../../app/ui/hand/claims.py" line="52"/>
        <source>numbers or names, e.g. 28, Short Straight, 80</source>
        <translation>编号或名称，如 28、连六、80</translation>
    </message>
    <message>
        <location filename="../../app/ui/hand/claims.py" line="56"/>
        <source>claimed total</source>
        <translation>报的总番</translation>
    </message>
    <message>
        <location filename="../../app/ui/hand/claims.py" line="81"/>
        <source>Claimed fans:</source>
        <translation>报的番种：</translation>
    </message>
    <message>
        <location filename="../../app/ui/hand/claims.py" line="82"/>
        <source>Claimed total:</source>
        <translation>报的总番：</translation>
    </message>
    <message>
        <location filename="../../app/ui/hand/claims.py" line="136"/>
        <source>Enter the whole hand to check the claim.</source>
        <translation>输入完整的牌才能核对报番。</translation>
    </message>
    <message>
        <location filename="../../app/ui/hand/claims.py" line="145"/>
        <source>right</source>
        <translation>正确</translation>
    </message>
    <message>
        <location filename="../../app/ui/hand/claims.py" line="146"/>
        <source>missing</source>
        <translation>漏报</translation>
    </message>
    <message>
        <location filename="../../app/ui/hand/claims.py" line="147"/>
        <source>wrong</source>
        <translation>错报</translation>
    </message>
    <message>
        <location filename="../../app/ui/hand/claims.py" line="152"/>
        <source>false win</source>
        <translation>错和</translation>
    </message>
    <message>
        <location filename="../../app/ui/hand/claims.py" line="162"/>
        <source>✔ total %1 is right</source>
        <translation>✔ 总番 %1 正确</translation>
    </message>
    <message>
        <location filename="../../app/ui/hand/claims.py" line="165"/>
        <source>✘ claimed total %1, the hand is worth %2</source>
        <translation>✘ 报 %1 番，实际 %2 番</translation>
    </message>
    <message>
        <location filename="../../app/ui/hand/claims.py" line="192"/>
        <source>The reason for each claim shows here in full.</source>
        <translation>每项报番的理由在此完整显示。</translation>
    </message>
</context>
<context>
    <name>ConflictDialog</name>
    <message>
        <location filename="../../app/ui/stations.py" line="179"/>
        <source>Changed at another station</source>
        <translation>已在其他计分站更改</translation>
    </message>
    <message>
        <location filename="../../app/ui/stations.py" line="183"/>
        <source>Hand %1 of table %2, session %3</source>
        <translation>第%3轮第%2桌第%1局</translation>
    </message>
    <message>
        <location filename="../../app/ui/stations.py" line="191"/>
        <source>&lt;b&gt;On this screen&lt;/b&gt;</source>
        <translation>&lt;b&gt;本屏幕上&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../../app/ui/stations.py" line="192"/>
        <source>&lt;b&gt;Stored by another station&lt;/b&gt;</source>
        <translation>&lt;b&gt;其他计分站已保存&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../../app/ui/stations.py" line="200"/>
        <source>(not entered)</source>
        <translation>（未录入）</translation>
    </message>
    <message>
        <location filename="../../app/ui/stations.py" line="206"/>
        <source>&amp;Keep the stored hand</source>
        <translation>保留已保存的一局(&amp;K)</translation>
    </message>
    <message>
        <location filename="../../app/ui/stations.py" line="209"/>
        <source>&amp;Enter mine over it</source>
        <translation>用我的覆盖(&amp;E)</translation>
    </message>
    <message>
        <location filename="../../app/ui/stations.py" line="225"/>
        <source>Winner</source>
        <translation>和牌者</translation>
    </message>
    <message>
        <location filename="../../app/ui/stations.py" line="225"/>
        <source>draw</source>
        <translation>流局</translation>
    </message>
    <message>
        <location filename="../../app/ui/stations.py" line="227"/>
        <source>From</source>
        <translation>放铳者</translation>
    </message>
    <message>
        <location filename="../../app/ui/stations.py" line="231"/>
        <source>self-drawn</source>
        <translation>自摸</translation>
    </message>
    <message>
        <location filename="../../app/ui/stations.py" line="234"/>
        <source>Fan</source>
        <translation>番种</translation>
    </message>
    <message>
        <location filename="../../app/ui/stations.py" line="235"/>
        <source>Tiles</source>
        <translation>牌</translation>
    </message>
    <message>
        <location filename="../../app/ui/stations.py" line="236"/>
        <source>Points</source>
        <translation>得分</translation>
    </message>
</context>
<context>
    <name>ConnectDialog</name>
    <message>
        <location filename="../../app/ui/stations.py" line="56"/>
        <source>Connect to a tournament server</source>
        <translation>连接比赛服务器</translation>
    </message>
    <message>
        <location filename="../../app/ui/stations.py" line="70"/>
        <source>Server &amp;URL:</source>
        <translation>服务器网址(&amp;U)：</translation>
    </message>
    <message>
        <location filename="../../app/ui/stations.py" line="71"/>
        <source>&amp;Password:</source>
        <translation>密码(&amp;P)：</translation>
    </message>
    <message>
        <location filename="../../app/ui/stations.py" line="72"/>
        <source>&amp;Station name:</source>
        <translation>计分站名称(&amp;S)：</translation>
    </message>
    <message>
        <location filename="../../app/ui/stations.py" line="87"/>
        <source>A server URL starts with postgresql://, e.g. %1</source>
        <translation>服务器网址以 postgresql:// 开头，例如 %1</translation>
    </message>
</context>
<context>
    <name>Document</name>
    <message>
        <location filename="../../app/ui/document.py" line="206"/>
        <source>The file cannot be used: %1</source>
        <translation>无法使用文件：%1</translation>
    </message>
    <message>
        <location filename="../../app/ui/document.py" line="210"/>
        <source>Internal error (a bug, not a rule of the game): %1. Nothing was stored; please report it.</source>
        <translation>内部错误（程序缺陷，并非比赛规则）：%1。未保存任何内容；请报告此问题。</translation>
    </message>
</context>
<context>
    <name>ElementsPane</name>
    <message>
        <location filename="../../app/ui/hand/elements.py" line="63"/>
        <source>Tick the hand&apos;s elements to add them up.</source>
        <translation>勾选此手的番种以相加。</translation>
    </message>
    <message>
        <location filename="../../app/ui/hand/elements.py" line="71"/>
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
        <location filename="../../app/ui/players/encoding.py" line="64"/>
        <source>Preview of the first lines:</source>
        <translation>前几行预览：</translation>
    </message>
</context>
<context>
    <name>ExtrasPanel</name>
    <message>
        <location filename="../../app/ui/table/extras.py" line="57"/>
        <source>e.g. B:c, C:d:A (seat:c/p/d[:from seat])</source>
        <translation>如 B:c, C:d:A（座位:c/p/d[:放杠座位]）</translation>
    </message>
    <message>
        <location filename="../../app/ui/table/extras.py" line="60"/>
        <source>Kongs declared during the hand by any player: the seat, then c (concealed), p (promoted) or d (on a discard, then the seat that discarded it).</source>
        <translation>本局任何玩家开的杠：座位，然后 c（暗杠）、p（加杠）或 d（明杠，再写放杠的座位）。</translation>
    </message>
    <message>
        <location filename="../../app/ui/table/extras.py" line="66"/>
        <source>the horse tile(s) turned, e.g. 5p</source>
        <translation>翻出的马牌，如 5p</translation>
    </message>
    <message>
        <location filename="../../app/ui/table/extras.py" line="69"/>
        <source>Robbing a &amp;kong (From: whose kong)</source>
        <translation>抢杠和(&amp;K)（放和者：被抢杠者）</translation>
    </message>
    <message>
        <location filename="../../app/ui/table/extras.py" line="73"/>
        <source>C: tiles; D: tiles (same discard)</source>
        <translation>C: 牌; D: 牌（同一张放和牌）</translation>
    </message>
    <message>
        <location filename="../../app/ui/table/extras.py" line="78"/>
        <source>Tick the hand&apos;s elements: the rules sum them and check exclusions.</source>
        <translation>勾选此手的番种：按规则相加并检查不重复。</translation>
    </message>
    <message>
        <location filename="../../app/ui/table/extras.py" line="82"/>
        <source>&amp;Kongs:</source>
        <translation>杠(&amp;K)：</translation>
    </message>
    <message>
        <location filename="../../app/ui/table/extras.py" line="83"/>
        <source>Hors&amp;e:</source>
        <translation>马牌(&amp;E)：</translation>
    </message>
    <message>
        <location filename="../../app/ui/table/extras.py" line="84"/>
        <source>&amp;Liable:</source>
        <translation>包牌者(&amp;L)：</translation>
    </message>
    <message>
        <location filename="../../app/ui/table/extras.py" line="86"/>
        <source>Also &amp;won:</source>
        <translation>另一和家(&amp;W)：</translation>
    </message>
    <message>
        <location filename="../../app/ui/table/extras.py" line="87"/>
        <source>Elemen&amp;ts:</source>
        <translation>番种(&amp;T)：</translation>
    </message>
    <message>
        <location filename="../../app/ui/table/extras.py" line="139"/>
        <source>nobody</source>
        <translation>无</translation>
    </message>
</context>
<context>
    <name>FanModel</name>
    <message>
        <location filename="../../app/ui/hand/fan_model.py" line="65"/>
        <source>No.</source>
        <translation>编号</translation>
    </message>
    <message>
        <location filename="../../app/ui/hand/fan_model.py" line="66"/>
        <source>Fan</source>
        <translation>番种</translation>
    </message>
    <message>
        <location filename="../../app/ui/hand/fan_model.py" line="67"/>
        <source>Chinese</source>
        <translation>中文</translation>
    </message>
    <message>
        <location filename="../../app/ui/hand/fan_model.py" line="68"/>
        <source>Fan points</source>
        <translation>番数</translation>
    </message>
    <message>
        <location filename="../../app/ui/hand/fan_model.py" line="69"/>
        <source>×</source>
        <translation>×</translation>
    </message>
    <message>
        <location filename="../../app/ui/hand/fan_model.py" line="70"/>
        <source>Total</source>
        <translation>合计</translation>
    </message>
    <message>
        <location filename="../../app/ui/hand/fan_model.py" line="71"/>
        <source>Tiles</source>
        <translation>牌</translation>
    </message>
</context>
<context>
    <name>FanPicker</name>
    <message>
        <location filename="../../app/ui/hand/fan_picker.py" line="75"/>
        <source>Find a fan: name, number, pinyin, 中文</source>
        <translation>查找番种：名称、编号、拼音、中文</translation>
    </message>
    <message>
        <location filename="../../app/ui/hand/fan_picker.py" line="83"/>
        <source>How many times the selected fan is claimed</source>
        <translation>所选番种报的次数</translation>
    </message>
    <message>
        <location filename="../../app/ui/hand/fan_picker.py" line="91"/>
        <source>Times:</source>
        <translation>次数：</translation>
    </message>
</context>
<context>
    <name>HandEntry</name>
    <message>
        <location filename="../../app/ui/hand/entry.py" line="98"/>
        <source>e.g. [567m,2]123p456s789s55p|ES1000|2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/ui/hand/entry.py" line="101"/>
        <source>Type the hand: 123m 5p [555p,2] [EEEE]; the last tile is the winning tile; |PSabcd for winds and flags; |n or |letters for flowers (Ctrl+L)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Notation:</source>
        <translation type="vanished">牌谱(&amp;N)：</translation>
    </message>
    <message>
        <location filename="../../app/ui/hand/entry.py" line="165"/>
        <source>Fans</source>
        <translation>番种</translation>
    </message>
    <message>
        <location filename="../../app/ui/hand/entry.py" line="194"/>
        <source>Add as:</source>
        <translation>添加为：</translation>
    </message>
    <message>
        <location filename="../../app/ui/hand/entry.py" line="197"/>
        <source>&amp;Tile</source>
        <translation>单张(&amp;T)</translation>
    </message>
    <message>
        <location filename="../../app/ui/hand/entry.py" line="198"/>
        <source>&amp;Chow</source>
        <translation>吃(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Pung</source>
        <translation type="vanished">碰(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Kong</source>
        <translation type="vanished">杠(&amp;K)</translation>
    </message>
    <message>
        <location filename="../../app/ui/hand/entry.py" line="215"/>
        <source>Who gave the claimed tile (for a chow: which tile)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>C&amp;oncealed</source>
        <translation type="vanished">暗杠(&amp;O)</translation>
    </message>
    <message>
        <source>P&amp;romoted</source>
        <translation type="vanished">加杠(&amp;R)</translation>
    </message>
    <message>
        <location filename="../../app/ui/hand/entry.py" line="227"/>
        <source>Remove last</source>
        <translation>删除最后一张</translation>
    </message>
    <message>
        <location filename="../../app/ui/hand/entry.py" line="230"/>
        <source>Remove the last tile or set (Ctrl+Backspace)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/ui/hand/entry.py" line="232"/>
        <source>Clear</source>
        <translation>清空</translation>
    </message>
    <message>
        <location filename="../../app/ui/hand/entry.py" line="244"/>
        <source>Situation</source>
        <translation>和牌情况</translation>
    </message>
    <message>
        <location filename="../../app/ui/hand/entry.py" line="255"/>
        <source>Prevalent wind:</source>
        <translation>圈风：</translation>
    </message>
    <message>
        <location filename="../../app/ui/hand/entry.py" line="257"/>
        <source>Seat wind:</source>
        <translation>门风：</translation>
    </message>
    <message>
        <source>&amp;Self-drawn</source>
        <translation type="vanished">自摸(&amp;S)</translation>
    </message>
    <message>
        <location filename="../../app/ui/hand/entry.py" line="261"/>
        <source>Last of its &amp;kind</source>
        <translation>和绝张(&amp;K)</translation>
    </message>
    <message>
        <source>Last of the &amp;wall</source>
        <translation type="vanished">海底(&amp;W)</translation>
    </message>
    <message>
        <location filename="../../app/ui/hand/entry.py" line="119"/>
        <source>Notation (Ctrl+L):</source>
        <translation>牌谱（Ctrl+L）：</translation>
    </message>
    <message>
        <location filename="../../app/ui/hand/entry.py" line="199"/>
        <source>P&amp;ung</source>
        <translation>碰(&amp;U)</translation>
    </message>
    <message>
        <location filename="../../app/ui/hand/entry.py" line="200"/>
        <source>Kon&amp;g</source>
        <translation>杠(&amp;G)</translation>
    </message>
    <message>
        <location filename="../../app/ui/hand/entry.py" line="216"/>
        <source>Concea&amp;led</source>
        <translation>暗杠(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Promoted</source>
        <translation type="vanished">加杠(&amp;P)</translation>
    </message>
    <message>
        <source>Self-dra&amp;wn</source>
        <translation type="vanished">自摸(&amp;W)</translation>
    </message>
    <message>
        <location filename="../../app/ui/hand/entry.py" line="218"/>
        <source>Promoted</source>
        <translation>加杠</translation>
    </message>
    <message>
        <location filename="../../app/ui/hand/entry.py" line="259"/>
        <source>Self-&amp;drawn</source>
        <translation>自摸(&amp;D)</translation>
    </message>
    <message>
        <location filename="../../app/ui/hand/entry.py" line="263"/>
        <source>La&amp;st of the wall</source>
        <translation>海底(&amp;S)</translation>
    </message>
    <message>
        <location filename="../../app/ui/hand/entry.py" line="265"/>
        <location filename="../../app/ui/hand/entry.py" line="593"/>
        <source>Robbing the kong</source>
        <translation>抢杠和</translation>
    </message>
    <message>
        <location filename="../../app/ui/hand/entry.py" line="289"/>
        <location filename="../../app/ui/hand/entry.py" line="361"/>
        <source>Check the players&apos; claim</source>
        <translation>核对选手报番</translation>
    </message>
    <message>
        <location filename="../../app/ui/hand/entry.py" line="290"/>
        <source>Waits (13 tiles)</source>
        <translation>听牌（13张）</translation>
    </message>
    <message>
        <location filename="../../app/ui/hand/entry.py" line="293"/>
        <source>Elements</source>
        <translation>番种</translation>
    </message>
    <message>
        <location filename="../../app/ui/hand/entry.py" line="397"/>
        <source>Self-drawn</source>
        <translation type="unfinished">自摸</translation>
    </message>
    <message>
        <location filename="../../app/ui/hand/entry.py" line="467"/>
        <source>claimed 1st tile</source>
        <translation>吃第一张</translation>
    </message>
    <message>
        <location filename="../../app/ui/hand/entry.py" line="468"/>
        <source>claimed 2nd tile</source>
        <translation>吃第二张</translation>
    </message>
    <message>
        <location filename="../../app/ui/hand/entry.py" line="469"/>
        <source>claimed 3rd tile</source>
        <translation>吃第三张</translation>
    </message>
    <message>
        <location filename="../../app/ui/hand/entry.py" line="474"/>
        <source>from left (previous)</source>
        <translation>上家</translation>
    </message>
    <message>
        <location filename="../../app/ui/hand/entry.py" line="475"/>
        <source>from across</source>
        <translation>对家</translation>
    </message>
    <message>
        <location filename="../../app/ui/hand/entry.py" line="476"/>
        <source>from right (next)</source>
        <translation>下家</translation>
    </message>
    <message>
        <location filename="../../app/ui/hand/entry.py" line="502"/>
        <source>A chow needs suited tiles.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/ui/hand/entry.py" line="561"/>
        <source>The notation says %1; this hand is %2 (the sheet sets the winds and </source>
        <translation>牌谱写的是 %1；本盘应为 %2（风位和谁付分由计分表决定，</translation>
    </message>
    <message>
        <location filename="../../app/ui/hand/entry.py" line="564"/>
        <source>who paid): remove the situation or correct it.</source>
        <translation>请删除或更正牌谱中的情况部分）。</translation>
    </message>
    <message>
        <location filename="../../app/ui/hand/entry.py" line="570"/>
        <source>Not a hand yet</source>
        <translation>尚不是一手牌</translation>
    </message>
    <message>
        <location filename="../../app/ui/hand/entry.py" line="593"/>
        <source>Kong replacement</source>
        <translation>杠上开花</translation>
    </message>
    <message>
        <location filename="../../app/ui/hand/entry.py" line="627"/>
        <source>1 tile</source>
        <translation>1 张</translation>
    </message>
    <message>
        <location filename="../../app/ui/hand/entry.py" line="627"/>
        <source>%1 tiles</source>
        <translation>%1 张</translation>
    </message>
    <message>
        <location filename="../../app/ui/hand/entry.py" line="631"/>
        <source>A winning hand has 14 tiles (a kong counts 3); with 13 the waits are listed.</source>
        <translation>和牌须14张（杠算3张）；13张时列出听牌。</translation>
    </message>
    <message>
        <location filename="../../app/ui/hand/entry.py" line="638"/>
        <source>Not a winning hand</source>
        <translation>不是和牌</translation>
    </message>
    <message>
        <location filename="../../app/ui/hand/entry.py" line="643"/>
        <source>A win (no fan: the outcome settles)</source>
        <translation>和牌（无番：按结果结算）</translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/ui/hand/entry.py" line="648"/>
        <location filename="../../app/ui/hand/entry.py" line="653"/>
        <source>%n fan</source>
        <translation>
            <numerusform>%n 番</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../app/ui/hand/entry.py" line="650"/>
        <source>%1 fan</source>
        <translation type="unfinished">%1 番</translation>
    </message>
    <message>
        <location filename="../../app/ui/hand/entry.py" line="657"/>
        <source>Under 8 fan (flowers not counted): this is not a valid win.</source>
        <translation>不足八番（花牌不计）：不能和牌。</translation>
    </message>
    <message>
        <location filename="../../app/ui/hand/entry.py" line="659"/>
        <source>Under the minimum of these rules: this is not a valid win.</source>
        <translation>不足此规则的起和番：不能和牌。</translation>
    </message>
    <message>
        <location filename="../../app/ui/hand/entry.py" line="700"/>
        <source>No tile completes this hand.</source>
        <translation>没有能和的牌。</translation>
    </message>
    <message>
        <location filename="../../app/ui/hand/entry.py" line="705"/>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/ui/hand/entry.py" line="707"/>
        <source>%1: %2 fan</source>
        <translation>%1：%2 番</translation>
    </message>
    <message>
        <location filename="../../app/ui/hand/entry.py" line="710"/>
        <source>%1: %2 fan, under 8</source>
        <translation>%1：%2 番，不足八番</translation>
    </message>
</context>
<context>
    <name>HandForm</name>
    <message>
        <location filename="../../app/ui/table/hand_form.py" line="98"/>
        <source>A-D</source>
        <translation>A-D</translation>
    </message>
    <message>
        <location filename="../../app/ui/table/hand_form.py" line="101"/>
        <source>A-D, or S self-drawn</source>
        <translation>A-D，或 S 表示自摸</translation>
    </message>
    <message>
        <location filename="../../app/ui/table/hand_form.py" line="110"/>
        <location filename="../../app/ui/table/hand_form.py" line="215"/>
        <source>8 or more</source>
        <translation>8 番或以上</translation>
    </message>
    <message>
        <location filename="../../app/ui/table/hand_form.py" line="113"/>
        <source>&amp;Record</source>
        <translation>记录(&amp;R)</translation>
    </message>
    <message>
        <location filename="../../app/ui/table/hand_form.py" line="116"/>
        <source>Store this hand (Enter in the fan box, Ctrl+Return)</source>
        <translation>保存此盘（在番数框按回车，或 Ctrl+回车）</translation>
    </message>
    <message>
        <location filename="../../app/ui/table/hand_form.py" line="119"/>
        <source>&amp;Draw</source>
        <translation type="unfinished">流局(&amp;D)</translation>
    </message>
    <message>
        <location filename="../../app/ui/table/hand_form.py" line="121"/>
        <source>The wall ran out: nobody won this hand</source>
        <translation>牌墙摸完：本盘无人和牌</translation>
    </message>
    <message>
        <location filename="../../app/ui/table/hand_form.py" line="123"/>
        <source>C&amp;orrect</source>
        <translation>更正(&amp;O)</translation>
    </message>
    <message>
        <location filename="../../app/ui/table/hand_form.py" line="127"/>
        <source>Change or delete this entered hand (you are asked before it is replaced)</source>
        <translation>更改或删除已录入的这一盘（替换前会先询问）</translation>
    </message>
    <message>
        <location filename="../../app/ui/table/hand_form.py" line="130"/>
        <source>Delete hand</source>
        <translation type="unfinished">删除此盘</translation>
    </message>
    <message>
        <source>&amp;Winner:</source>
        <translation type="vanished">和牌者(&amp;W)：</translation>
    </message>
    <message>
        <location filename="../../app/ui/table/hand_form.py" line="153"/>
        <source>Wi&amp;nner:</source>
        <translation>和牌者(&amp;N)：</translation>
    </message>
    <message>
        <location filename="../../app/ui/table/hand_form.py" line="154"/>
        <source>Fro&amp;m:</source>
        <translation>点炮(&amp;M)：</translation>
    </message>
    <message>
        <location filename="../../app/ui/table/hand_form.py" line="155"/>
        <location filename="../../app/ui/table/hand_form.py" line="650"/>
        <source>F&amp;an:</source>
        <translation>番数(&amp;A)：</translation>
    </message>
    <message>
        <location filename="../../app/ui/table/hand_form.py" line="165"/>
        <source>Hand:</source>
        <translation type="unfinished">盘：</translation>
    </message>
    <message>
        <location filename="../../app/ui/table/hand_form.py" line="242"/>
        <source>Hand %1 was entered meanwhile (at another station): %2. What was typed here was not stored.</source>
        <translation>第%1盘已在其他终端录入：%2。此处输入的内容未保存。</translation>
    </message>
    <message>
        <location filename="../../app/ui/table/hand_form.py" line="370"/>
        <source>S  Self-drawn</source>
        <translation>S  自摸</translation>
    </message>
    <message>
        <location filename="../../app/ui/table/hand_form.py" line="461"/>
        <location filename="../../app/ui/table/hand_form.py" line="676"/>
        <source>This session is not seated yet.</source>
        <translation type="unfinished">本轮尚未排座。</translation>
    </message>
    <message>
        <location filename="../../app/ui/table/hand_form.py" line="465"/>
        <source>This table is verified: reopen it (Alt+V) before correcting a hand.</source>
        <translation>此桌已核对：更正前请先重新打开（Alt+V）。</translation>
    </message>
    <message>
        <location filename="../../app/ui/table/hand_form.py" line="468"/>
        <source>This table was entered as totals only.</source>
        <translation>此桌只录入了总分。</translation>
    </message>
    <message>
        <location filename="../../app/ui/table/hand_form.py" line="471"/>
        <source>Hand %1 is entered: %2. To change it: Correct (Alt+O).</source>
        <translation>第%1盘已录入：%2。如需更改：更正（Alt+O）。</translation>
    </message>
    <message>
        <location filename="../../app/ui/table/hand_form.py" line="518"/>
        <source>Winner: type A, B, C or D (or press Draw).</source>
        <translation>和牌者：输入 A、B、C 或 D（或按流局）。</translation>
    </message>
    <message>
        <location filename="../../app/ui/table/hand_form.py" line="486"/>
        <source>From: type A, B, C or D, or S for self-drawn.</source>
        <translation>点炮者：输入 A、B、C 或 D，自摸输入 S。</translation>
    </message>
    <message>
        <location filename="../../app/ui/table/hand_form.py" line="218"/>
        <source>%1 or more</source>
        <translation>%1 或以上</translation>
    </message>
    <message>
        <location filename="../../app/ui/table/hand_form.py" line="220"/>
        <source>no fan: the outcome settles</source>
        <translation>无番：按结果结算</translation>
    </message>
    <message>
        <location filename="../../app/ui/table/hand_form.py" line="498"/>
        <location filename="../../app/ui/table/hand_form.py" line="564"/>
        <source>The hand has %1 tiles; a winning hand has 14 (a kong counts 3). Clear the tiles to type the fan instead.</source>
        <translation>这手牌有 %1 张；和牌须 14 张（杠算 3 张）。如要直接输入番数，请先清除牌。</translation>
    </message>
    <message>
        <location filename="../../app/ui/table/hand_form.py" line="508"/>
        <source>Fan: type the total (8 or more), or enter the tiles.</source>
        <translation>番数：输入总番数（8 番或以上），或录入牌。</translation>
    </message>
    <message>
        <location filename="../../app/ui/table/hand_form.py" line="514"/>
        <location filename="../../app/ui/table/hand_form.py" line="613"/>
        <source>Ready: %1. Record: Enter.</source>
        <translation>可以记录：%1。按回车记录。</translation>
    </message>
    <message>
        <location filename="../../app/ui/table/hand_form.py" line="529"/>
        <source>%1 A draw pays: %2.</source>
        <translation>%1 流局支付：%2。</translation>
    </message>
    <message>
        <location filename="../../app/ui/table/hand_form.py" line="569"/>
        <source>Give the hand one way: untick the elements or clear the tiles.</source>
        <translation>只用一种方式：取消勾选番种或清空牌。</translation>
    </message>
    <message>
        <location filename="../../app/ui/table/hand_form.py" line="576"/>
        <source>Several winners: enter the first winner&apos;s tiles too (each winner by tiles).</source>
        <translation>多个和家：也请输入第一和家的牌（每个和家都按牌输入）。</translation>
    </message>
    <message>
        <location filename="../../app/ui/table/hand_form.py" line="581"/>
        <source>Give the hand one way: clear the fan or untick the elements.</source>
        <translation>只用一种方式：清空番数或取消勾选番种。</translation>
    </message>
    <message>
        <location filename="../../app/ui/table/hand_form.py" line="588"/>
        <source>Fan: type the total, tick the elements, or enter the tiles.</source>
        <translation>番数：输入总番、勾选番种或输入牌。</translation>
    </message>
    <message>
        <location filename="../../app/ui/table/hand_form.py" line="641"/>
        <source>F&amp;an (elements):</source>
        <translation>番数（番种）(&amp;A)：</translation>
    </message>
    <message>
        <location filename="../../app/ui/table/hand_form.py" line="650"/>
        <source>F&amp;an (tiles):</source>
        <translation>番数(&amp;A)（按牌计）：</translation>
    </message>
    <message>
        <location filename="../../app/ui/table/hand_form.py" line="661"/>
        <source>From the tiles; clear them to type the fan.</source>
        <translation>按牌计算；清除牌后可直接输入番数。</translation>
    </message>
    <message>
        <location filename="../../app/ui/table/hand_form.py" line="664"/>
        <source>The fan total, flowers included (8 or more).</source>
        <translation>总番数，含花牌（8 番或以上）。</translation>
    </message>
    <message>
        <location filename="../../app/ui/table/hand_form.py" line="684"/>
        <source>Round %1, dealer %2. Seats: %3</source>
        <translation type="unfinished">%1圈，庄家 %2。门风：%3</translation>
    </message>
    <message>
        <location filename="../../app/ui/table/hand_form.py" line="692"/>
        <source>a draw</source>
        <translation>流局</translation>
    </message>
    <message>
        <location filename="../../app/ui/table/hand_form.py" line="695"/>
        <source>%1 self-drawn</source>
        <translation type="unfinished">%1 自摸</translation>
    </message>
    <message>
        <location filename="../../app/ui/table/hand_form.py" line="698"/>
        <source>%1 from %2</source>
        <translation type="unfinished">%1 和 %2 点炮</translation>
    </message>
    <message>
        <location filename="../../app/ui/table/hand_form.py" line="703"/>
        <source>%1, %2 fan</source>
        <translation>%1，%2 番</translation>
    </message>
    <message>
        <location filename="../../app/ui/table/hand_form.py" line="710"/>
        <source>concealed</source>
        <translation>暗杠</translation>
    </message>
    <message>
        <location filename="../../app/ui/table/hand_form.py" line="710"/>
        <source>promoted</source>
        <translation>加杠</translation>
    </message>
    <message>
        <location filename="../../app/ui/table/hand_form.py" line="710"/>
        <source>on a discard</source>
        <translation>明杠</translation>
    </message>
    <message>
        <location filename="../../app/ui/table/hand_form.py" line="713"/>
        <source> fan</source>
        <translation> 番</translation>
    </message>
    <message>
        <location filename="../../app/ui/table/hand_form.py" line="714"/>
        <source>also %1%2</source>
        <translation>另 %1%2</translation>
    </message>
    <message>
        <location filename="../../app/ui/table/hand_form.py" line="716"/>
        <source>robbing a kong</source>
        <translation>抢杠和</translation>
    </message>
    <message>
        <location filename="../../app/ui/table/hand_form.py" line="718"/>
        <source>%1 liable</source>
        <translation>%1 包牌</translation>
    </message>
    <message>
        <location filename="../../app/ui/table/hand_form.py" line="720"/>
        <source>horse %1</source>
        <translation>马牌 %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/table/hand_form.py" line="722"/>
        <source>kong %1 %2</source>
        <translation>杠 %1 %2</translation>
    </message>
    <message>
        <location filename="../../app/ui/table/hand_form.py" line="724"/>
        <source>from %1</source>
        <translation>由 %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/table/hand_form.py" line="739"/>
        <source>Replace hand %1 (%2) by this entry?</source>
        <translation>用此录入替换第%1盘（%2）？</translation>
    </message>
    <message>
        <location filename="../../app/ui/table/hand_form.py" line="742"/>
        <location filename="../../app/ui/table/hand_form.py" line="827"/>
        <source>Replace</source>
        <translation>替换</translation>
    </message>
    <message>
        <location filename="../../app/ui/table/hand_form.py" line="756"/>
        <location filename="../../app/ui/table/hand_form.py" line="771"/>
        <source>%1 fan</source>
        <translation>%1 番</translation>
    </message>
    <message>
        <location filename="../../app/ui/table/hand_form.py" line="758"/>
        <source>win</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/ui/table/hand_form.py" line="804"/>
        <location filename="../../app/ui/table/hand_form.py" line="817"/>
        <source>draw</source>
        <translation type="unfinished">流局</translation>
    </message>
    <message>
        <location filename="../../app/ui/table/hand_form.py" line="824"/>
        <source>Replace hand %1 (%2) by a draw?</source>
        <translation>将第%1盘（%2）改为流局？</translation>
    </message>
    <message>
        <location filename="../../app/ui/table/hand_form.py" line="837"/>
        <source>Record hand %1 as a draw? What was typed for it is dropped.</source>
        <translation>将第%1盘记为流局？为它输入的内容将被放弃。</translation>
    </message>
    <message>
        <location filename="../../app/ui/table/hand_form.py" line="840"/>
        <source>Draw</source>
        <translation>流局</translation>
    </message>
    <message>
        <location filename="../../app/ui/table/hand_form.py" line="857"/>
        <source>Delete hand %1 (%2)?</source>
        <translation>删除第%1盘（%2）？</translation>
    </message>
    <message>
        <location filename="../../app/ui/table/hand_form.py" line="860"/>
        <source>Delete</source>
        <translation>删除</translation>
    </message>
    <message>
        <location filename="../../app/ui/table/hand_form.py" line="862"/>
        <source>delete</source>
        <translation>删除</translation>
    </message>
    <message>
        <location filename="../../app/ui/table/hand_form.py" line="870"/>
        <source>Session %1, table %2, hand %3: %4</source>
        <translation>第%1轮 第%2桌 第%3盘：%4</translation>
    </message>
    <message>
        <location filename="../../app/ui/table/hand_form.py" line="928"/>
        <source>clear the tiles</source>
        <translation>清除牌</translation>
    </message>
    <message>
        <location filename="../../app/ui/table/hand_form.py" line="963"/>
        <source>Correcting hand %1: you confirm before it is replaced.</source>
        <translation>正在更正第%1盘：替换前会请您确认。</translation>
    </message>
    <message>
        <location filename="../../app/ui/table/hand_form.py" line="973"/>
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
        <location filename="../../app/ui/hand/hand_view.py" line="100"/>
        <source>Click tiles below or type the notation</source>
        <translation>点击下方的牌或输入牌谱</translation>
    </message>
    <message>
        <location filename="../../app/ui/hand/hand_view.py" line="113"/>
        <source>winning</source>
        <translation>和张</translation>
    </message>
    <message>
        <location filename="../../app/ui/hand/hand_view.py" line="135"/>
        <source>chow</source>
        <translation>吃</translation>
    </message>
    <message>
        <location filename="../../app/ui/hand/hand_view.py" line="136"/>
        <source>pung</source>
        <translation>碰</translation>
    </message>
    <message>
        <location filename="../../app/ui/hand/hand_view.py" line="137"/>
        <source>kong</source>
        <translation>杠</translation>
    </message>
    <message>
        <location filename="../../app/ui/hand/hand_view.py" line="140"/>
        <source>concealed kong</source>
        <translation>暗杠</translation>
    </message>
    <message>
        <location filename="../../app/ui/hand/hand_view.py" line="142"/>
        <source>promoted kong</source>
        <translation>加杠</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../app/ui/window.py" line="186"/>
        <source>&amp;New tournament…</source>
        <translation>新建比赛(&amp;N)…</translation>
    </message>
    <message>
        <location filename="../../app/ui/window.py" line="187"/>
        <source>&amp;Open…</source>
        <translation>打开(&amp;O)…</translation>
    </message>
    <message>
        <location filename="../../app/ui/window.py" line="189"/>
        <source>&amp;Save a copy…</source>
        <translation>另存副本(&amp;S)…</translation>
    </message>
    <message>
        <location filename="../../app/ui/window.py" line="192"/>
        <source>&amp;Close tournament</source>
        <translation>关闭比赛(&amp;C)</translation>
    </message>
    <message>
        <location filename="../../app/ui/window.py" line="194"/>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <location filename="../../app/ui/window.py" line="195"/>
        <location filename="../../app/ui/window.py" line="651"/>
        <source>&amp;Undo</source>
        <translation>撤销(&amp;U)</translation>
    </message>
    <message>
        <location filename="../../app/ui/window.py" line="197"/>
        <location filename="../../app/ui/window.py" line="656"/>
        <source>&amp;Redo</source>
        <translation>重做(&amp;R)</translation>
    </message>
    <message>
        <location filename="../../app/ui/window.py" line="201"/>
        <source>&amp;Projector view</source>
        <translation>投影视图(&amp;P)</translation>
    </message>
    <message>
        <location filename="../../app/ui/window.py" line="203"/>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <location filename="../../app/ui/window.py" line="205"/>
        <source>Open &amp;recent</source>
        <translation>最近打开(&amp;R)</translation>
    </message>
    <message>
        <location filename="../../app/ui/window.py" line="209"/>
        <source>&amp;Edit</source>
        <translation>编辑(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation type="vanished">视图(&amp;V)</translation>
    </message>
    <message>
        <location filename="../../app/ui/window.py" line="214"/>
        <source>&amp;History of changes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/ui/window.py" line="234"/>
        <source>Players</source>
        <translation>选手</translation>
    </message>
    <message>
        <location filename="../../app/ui/window.py" line="235"/>
        <source>Teams</source>
        <translation>队伍</translation>
    </message>
    <message>
        <location filename="../../app/ui/window.py" line="236"/>
        <source>Seating</source>
        <translation>座位</translation>
    </message>
    <message>
        <location filename="../../app/ui/window.py" line="237"/>
        <source>Table sheet</source>
        <translation>计分表</translation>
    </message>
    <message>
        <location filename="../../app/ui/window.py" line="238"/>
        <source>Standings</source>
        <translation>排名</translation>
    </message>
    <message>
        <location filename="../../app/ui/window.py" line="239"/>
        <source>Reports</source>
        <translation>报表</translation>
    </message>
    <message>
        <location filename="../../app/ui/window.py" line="240"/>
        <source>Hand calculator</source>
        <translation>算番器</translation>
    </message>
    <message>
        <location filename="../../app/ui/window.py" line="249"/>
        <source>&lt;h1&gt;MCR Tournament Manager&lt;/h1&gt;&lt;p&gt;Create a tournament or open one to start.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/ui/window.py" line="349"/>
        <source>Sessions</source>
        <translation>轮次</translation>
    </message>
    <message>
        <location filename="../../app/ui/window.py" line="333"/>
        <location filename="../../app/ui/window.py" line="354"/>
        <source>Table %1</source>
        <translation>第%1桌</translation>
    </message>
    <message>
        <source>V&amp;iew</source>
        <translation type="vanished">视图(&amp;I)</translation>
    </message>
    <message>
        <location filename="../../app/ui/window.py" line="211"/>
        <source>Vie&amp;w</source>
        <translation>视图(&amp;W)</translation>
    </message>
    <message>
        <location filename="../../app/ui/window.py" line="362"/>
        <source>Session %1</source>
        <translation>第%1轮</translation>
    </message>
    <message>
        <location filename="../../app/ui/window.py" line="438"/>
        <source>Open tournament</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/ui/window.py" line="448"/>
        <source>Save a copy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/ui/window.py" line="469"/>
        <source>Copy saved to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/ui/window.py" line="475"/>
        <source>Replace a file?</source>
        <translation>替换文件？</translation>
    </message>
    <message>
        <location filename="../../app/ui/window.py" line="476"/>
        <source>Replace it with the tournament copy anyway?</source>
        <translation>仍要用比赛副本替换它吗？</translation>
    </message>
    <message>
        <location filename="../../app/ui/window.py" line="495"/>
        <source>Choose a file for the new tournament.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/ui/window.py" line="501"/>
        <source>Cannot create %1: %2</source>
        <translation>无法创建 %1：%2</translation>
    </message>
    <message>
        <location filename="../../app/ui/window.py" line="516"/>
        <source>Cannot open %1: %2</source>
        <translation>无法打开 %1：%2</translation>
    </message>
    <message>
        <location filename="../../app/ui/window.py" line="559"/>
        <source>History</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/ui/window.py" line="562"/>
        <source>&lt;opened&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/ui/window.py" line="627"/>
        <source>Updated with another station&apos;s changes.</source>
        <translation>已更新其他终端的更改。</translation>
    </message>
    <message>
        <location filename="../../app/ui/window.py" line="630"/>
        <source>Saved.</source>
        <translation>已保存。</translation>
    </message>
    <message>
        <location filename="../../app/ui/window.py" line="649"/>
        <source>&amp;Undo %1</source>
        <translation>撤销(&amp;U) %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/window.py" line="654"/>
        <source>&amp;Redo %1</source>
        <translation>重做(&amp;R) %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/window.py" line="663"/>
        <source>MCR Tournament Manager</source>
        <translation>国标麻将比赛管理</translation>
    </message>
    <message>
        <location filename="../../app/ui/window.py" line="671"/>
        <source>saved automatically</source>
        <translation>自动保存</translation>
    </message>
    <message>
        <location filename="../../app/ui/window.py" line="703"/>
        <source>session %1, table %2, hand %3</source>
        <translation>第%1轮 第%2桌 第%3盘</translation>
    </message>
    <message>
        <location filename="../../app/ui/window.py" line="711"/>
        <source>Hands not recorded</source>
        <translation>有未记录的牌局</translation>
    </message>
    <message>
        <location filename="../../app/ui/window.py" line="712"/>
        <source>These hands were typed but not recorded: %1. Close and lose them?</source>
        <translation>这些盘已输入但未记录：%1。关闭并放弃它们吗？</translation>
    </message>
    <message>
        <location filename="../../app/ui/window.py" line="719"/>
        <source>Close without recording</source>
        <translation>不记录，直接关闭</translation>
    </message>
</context>
<context>
    <name>MatchPrintButton</name>
    <message>
        <location filename="../../app/ui/reports/printing.py" line="25"/>
        <source>Blank score sheet</source>
        <translation>空白计分表</translation>
    </message>
    <message>
        <location filename="../../app/ui/reports/printing.py" line="26"/>
        <source>Result sheet</source>
        <translation>成绩表</translation>
    </message>
    <message>
        <location filename="../../app/ui/reports/printing.py" line="56"/>
        <source>Pr&amp;int</source>
        <translation>打印(&amp;I)</translation>
    </message>
    <message>
        <location filename="../../app/ui/reports/printing.py" line="57"/>
        <source>Print this match&apos;s score sheet or result sheet</source>
        <translation>打印本场的计分表或成绩表</translation>
    </message>
</context>
<context>
    <name>NewTournamentDialog</name>
    <message>
        <location filename="../../app/ui/window.py" line="84"/>
        <source>New tournament</source>
        <translation>新建比赛</translation>
    </message>
    <message>
        <location filename="../../app/ui/window.py" line="99"/>
        <source>none (defaults), or e.g. min_fan=3, unit=2</source>
        <translation>无（默认），或如 min_fan=3, unit=2</translation>
    </message>
    <message>
        <location filename="../../app/ui/window.py" line="107"/>
        <source>…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/ui/window.py" line="113"/>
        <source>Name:</source>
        <translation>名称：</translation>
    </message>
    <message>
        <location filename="../../app/ui/window.py" line="114"/>
        <source>Sessions:</source>
        <translation>轮数：</translation>
    </message>
    <message>
        <location filename="../../app/ui/window.py" line="115"/>
        <source>Rules:</source>
        <translation>规则：</translation>
    </message>
    <message>
        <location filename="../../app/ui/window.py" line="116"/>
        <source>Options:</source>
        <translation>选项：</translation>
    </message>
    <message>
        <location filename="../../app/ui/window.py" line="117"/>
        <source>Hands a match:</source>
        <translation>每场局数：</translation>
    </message>
    <message>
        <location filename="../../app/ui/window.py" line="118"/>
        <source>File:</source>
        <translation>文件：</translation>
    </message>
    <message>
        <location filename="../../app/ui/window.py" line="146"/>
        <source>Tournament file</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Players</name>
    <message>
        <location filename="../../app/ui/players/view.py" line="44"/>
        <source>Edit player %1</source>
        <translation>修改选手 %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/players/view.py" line="54"/>
        <source>On the results sheet: %1 (first), %2 (last)</source>
        <translation>成绩表上：名 %1，姓 %2</translation>
    </message>
    <message>
        <location filename="../../app/ui/players/view.py" line="61"/>
        <source>No.</source>
        <translation>编号</translation>
    </message>
    <message>
        <location filename="../../app/ui/players/view.py" line="62"/>
        <source>Name</source>
        <translation>姓名</translation>
    </message>
    <message>
        <location filename="../../app/ui/players/view.py" line="64"/>
        <source>First name</source>
        <translation>名</translation>
    </message>
    <message>
        <location filename="../../app/ui/players/view.py" line="71"/>
        <source>Last name</source>
        <translation>姓</translation>
    </message>
    <message>
        <location filename="../../app/ui/players/view.py" line="78"/>
        <source>Country</source>
        <translation>国家</translation>
    </message>
    <message>
        <location filename="../../app/ui/players/view.py" line="81"/>
        <source>EMA number</source>
        <translation>EMA编号</translation>
    </message>
    <message>
        <location filename="../../app/ui/players/view.py" line="83"/>
        <source>Team</source>
        <translation>队伍</translation>
    </message>
    <message>
        <location filename="../../app/ui/players/view.py" line="85"/>
        <source>Substitute</source>
        <translation>替补</translation>
    </message>
    <message>
        <location filename="../../app/ui/players/view.py" line="91"/>
        <source>Active</source>
        <translation>在赛</translation>
    </message>
</context>
<context>
    <name>PlayersView</name>
    <message>
        <location filename="../../app/ui/players/view.py" line="114"/>
        <source>Name</source>
        <translation>姓名</translation>
    </message>
    <message>
        <location filename="../../app/ui/players/view.py" line="117"/>
        <source>The name shown everywhere; left empty, it is made from the first and last name</source>
        <translation>各处显示的姓名；留空时由名和姓组成</translation>
    </message>
    <message>
        <location filename="../../app/ui/players/view.py" line="122"/>
        <source>First name</source>
        <translation>名</translation>
    </message>
    <message>
        <location filename="../../app/ui/players/view.py" line="125"/>
        <source>Last name</source>
        <translation>姓</translation>
    </message>
    <message>
        <location filename="../../app/ui/players/view.py" line="128"/>
        <source>Optional: which part of the name is which, for the results sheet</source>
        <translation>可选：为成绩表注明姓名中哪部分是名、哪部分是姓</translation>
    </message>
    <message>
        <location filename="../../app/ui/players/view.py" line="132"/>
        <source>Country</source>
        <translation>国家</translation>
    </message>
    <message>
        <location filename="../../app/ui/players/view.py" line="134"/>
        <source>Team</source>
        <translation>队伍</translation>
    </message>
    <message>
        <location filename="../../app/ui/players/view.py" line="136"/>
        <source>EMA number</source>
        <translation>EMA编号</translation>
    </message>
    <message>
        <location filename="../../app/ui/players/view.py" line="137"/>
        <source>Substitute</source>
        <translation>替补</translation>
    </message>
    <message>
        <location filename="../../app/ui/players/view.py" line="138"/>
        <source>&amp;Add player</source>
        <translation>添加选手(&amp;A)</translation>
    </message>
    <message>
        <location filename="../../app/ui/players/view.py" line="156"/>
        <source>&amp;Import CSV/XLSX…</source>
        <translation>导入 CSV/XLSX(&amp;I)…</translation>
    </message>
    <message>
        <location filename="../../app/ui/players/view.py" line="158"/>
        <source>Remove selected</source>
        <translation>删除所选</translation>
    </message>
    <message>
        <location filename="../../app/ui/players/view.py" line="187"/>
        <source>%1 players, %2 substitutes</source>
        <translation>%1 名选手，%2 名替补</translation>
    </message>
    <message>
        <location filename="../../app/ui/players/view.py" line="205"/>
        <source>Add player %1</source>
        <translation>添加选手 %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/players/view.py" line="221"/>
        <source>Remove player %1</source>
        <translation>删除选手 %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/players/view.py" line="229"/>
        <source>Import players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/ui/players/view.py" line="231"/>
        <source>Player lists (*.csv *.xlsx);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/ui/players/view.py" line="250"/>
        <source>Cannot read %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/ui/players/view.py" line="255"/>
        <source>Import %n player(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../app/ui/players/view.py" line="261"/>
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
        <location filename="../../app/ui/reports/view.py" line="32"/>
        <source>Standings</source>
        <translation type="unfinished">排名</translation>
    </message>
    <message>
        <location filename="../../app/ui/reports/view.py" line="33"/>
        <source>Seating plan</source>
        <translation>座位表</translation>
    </message>
    <message>
        <location filename="../../app/ui/reports/view.py" line="34"/>
        <source>Player cards</source>
        <translation>选手卡</translation>
    </message>
    <message>
        <location filename="../../app/ui/reports/view.py" line="35"/>
        <source>Score sheets</source>
        <translation>计分表</translation>
    </message>
    <message>
        <location filename="../../app/ui/reports/view.py" line="36"/>
        <source>Match results</source>
        <translation>对局成绩</translation>
    </message>
    <message>
        <location filename="../../app/ui/reports/view.py" line="37"/>
        <source>Scored hands</source>
        <translation>和牌详情</translation>
    </message>
    <message>
        <location filename="../../app/ui/reports/view.py" line="64"/>
        <source>Excel (.xlsx)</source>
        <translation>Excel (.xlsx)</translation>
    </message>
    <message>
        <location filename="../../app/ui/reports/view.py" line="66"/>
        <source>PDF</source>
        <translation>PDF</translation>
    </message>
    <message>
        <location filename="../../app/ui/reports/view.py" line="68"/>
        <source>Website (a folder of pages)</source>
        <translation>网站（网页文件夹）</translation>
    </message>
    <message>
        <location filename="../../app/ui/reports/view.py" line="71"/>
        <source>Standings, seating, every match and a page per player; opens offline in any browser, or copy the folder to a web host.</source>
        <translation>排名、座位、每场对局和每位选手的页面；任何浏览器均可离线打开，也可复制到网站服务器。</translation>
    </message>
    <message>
        <location filename="../../app/ui/reports/view.py" line="80"/>
        <source>All tables</source>
        <translation>全部桌</translation>
    </message>
    <message>
        <location filename="../../app/ui/reports/view.py" line="81"/>
        <source>Table </source>
        <translation type="unfinished">桌 </translation>
    </message>
    <message>
        <location filename="../../app/ui/reports/view.py" line="82"/>
        <source>Session &amp;pack</source>
        <translation>本轮资料(&amp;P)</translation>
    </message>
    <message>
        <location filename="../../app/ui/reports/view.py" line="84"/>
        <source>Seating, blank score sheets and results of the session</source>
        <translation>本轮的座位、空白计分表和成绩</translation>
    </message>
    <message>
        <location filename="../../app/ui/reports/view.py" line="88"/>
        <source>Folder…</source>
        <translation>文件夹…</translation>
    </message>
    <message>
        <location filename="../../app/ui/reports/view.py" line="90"/>
        <source>&amp;Write reports</source>
        <translation>生成报表(&amp;W)</translation>
    </message>
    <message>
        <location filename="../../app/ui/reports/view.py" line="93"/>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <location filename="../../app/ui/reports/view.py" line="108"/>
        <source>PDF for:</source>
        <translation>PDF 范围：</translation>
    </message>
    <message>
        <location filename="../../app/ui/reports/view.py" line="114"/>
        <source>Write to:</source>
        <translation>写入：</translation>
    </message>
    <message>
        <location filename="../../app/ui/reports/view.py" line="122"/>
        <source>&lt;b&gt;Documents&lt;/b&gt;</source>
        <translation>&lt;b&gt;文件&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../../app/ui/reports/view.py" line="142"/>
        <source>All sessions</source>
        <translation>全部轮次</translation>
    </message>
    <message>
        <location filename="../../app/ui/reports/view.py" line="144"/>
        <source>Session %1</source>
        <translation type="unfinished">第%1轮</translation>
    </message>
    <message>
        <location filename="../../app/ui/reports/view.py" line="171"/>
        <source>Reports folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/ui/reports/view.py" line="183"/>
        <source>Choose at least one document and one format.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/ui/reports/view.py" line="210"/>
        <source>Cancelled.</source>
        <translation>已取消。</translation>
    </message>
    <message>
        <location filename="../../app/ui/reports/view.py" line="215"/>
        <source>Writing…</source>
        <translation>正在写入…</translation>
    </message>
    <message>
        <location filename="../../app/ui/reports/view.py" line="223"/>
        <source>Replace a file?</source>
        <translation type="unfinished">替换文件？</translation>
    </message>
    <message>
        <location filename="../../app/ui/reports/view.py" line="224"/>
        <source>Replace it with the export anyway?</source>
        <translation>仍要用导出文件替换它吗？</translation>
    </message>
    <message>
        <location filename="../../app/ui/reports/view.py" line="237"/>
        <source>Written: %1</source>
        <translation>已写入：%1</translation>
    </message>
    <message>
        <location filename="../../app/ui/reports/view.py" line="196"/>
        <location filename="../../app/ui/reports/view.py" line="200"/>
        <location filename="../../app/ui/reports/view.py" line="242"/>
        <source>Not written: %1</source>
        <translation>未写入：%1</translation>
    </message>
</context>
<context>
    <name>SeatingView</name>
    <message>
        <location filename="../../app/ui/seating/view.py" line="50"/>
        <source>East</source>
        <translation>东</translation>
    </message>
    <message>
        <location filename="../../app/ui/seating/view.py" line="50"/>
        <source>South</source>
        <translation>南</translation>
    </message>
    <message>
        <location filename="../../app/ui/seating/view.py" line="50"/>
        <source>West</source>
        <translation>西</translation>
    </message>
    <message>
        <location filename="../../app/ui/seating/view.py" line="50"/>
        <source>North</source>
        <translation>北</translation>
    </message>
    <message>
        <location filename="../../app/ui/seating/view.py" line="54"/>
        <source>Table</source>
        <translation>桌</translation>
    </message>
    <message>
        <location filename="../../app/ui/seating/view.py" line="67"/>
        <source>Session </source>
        <translation>轮次 </translation>
    </message>
    <message>
        <location filename="../../app/ui/seating/view.py" line="70"/>
        <source>Seed </source>
        <translation>种子 </translation>
    </message>
    <message>
        <location filename="../../app/ui/seating/view.py" line="72"/>
        <source>&amp;Generate plan</source>
        <translation>生成座位表(&amp;G)</translation>
    </message>
    <message>
        <location filename="../../app/ui/seating/view.py" line="75"/>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <location filename="../../app/ui/seating/view.py" line="81"/>
        <source>&amp;Swap the two selected players</source>
        <translation>交换所选两名选手(&amp;S)</translation>
    </message>
    <message>
        <location filename="../../app/ui/seating/view.py" line="86"/>
        <source>Players not seated in this session</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/ui/seating/view.py" line="87"/>
        <source>Seat in the selected place</source>
        <translation>坐到所选座位</translation>
    </message>
    <message>
        <location filename="../../app/ui/seating/view.py" line="90"/>
        <source>Export CSV…</source>
        <translation>导出 CSV…</translation>
    </message>
    <message>
        <location filename="../../app/ui/seating/view.py" line="92"/>
        <source>&amp;Print…</source>
        <translation>打印(&amp;P)…</translation>
    </message>
    <message>
        <location filename="../../app/ui/seating/view.py" line="116"/>
        <source>Broken constraints in this session:</source>
        <translation>本轮违反的约束：</translation>
    </message>
    <message>
        <location filename="../../app/ui/seating/view.py" line="140"/>
        <source>No seating yet: generate a plan.</source>
        <translation>尚无座位：请生成座位表。</translation>
    </message>
    <message>
        <location filename="../../app/ui/seating/view.py" line="145"/>
        <source> (substitute)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/ui/seating/view.py" line="153"/>
        <source>None.</source>
        <translation>无。</translation>
    </message>
    <message>
        <location filename="../../app/ui/seating/view.py" line="157"/>
        <source>Plan quality: %1 repeated meetings</source>
        <translation>座位表质量：重复相遇 %1 次</translation>
    </message>
    <message>
        <location filename="../../app/ui/seating/view.py" line="159"/>
        <source> (fewest possible %1)</source>
        <translation>（最少可能 %1）</translation>
    </message>
    <message>
        <location filename="../../app/ui/seating/view.py" line="160"/>
        <source>%1 teammates at one table</source>
        <translation>%1 组队友同桌</translation>
    </message>
    <message>
        <location filename="../../app/ui/seating/view.py" line="162"/>
        <source>starting seats balanced</source>
        <translation>起始座位均衡</translation>
    </message>
    <message>
        <location filename="../../app/ui/seating/view.py" line="163"/>
        <source>starting seats differ by up to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/ui/seating/view.py" line="166"/>
        <source>at most %1 times at one table number (least possible %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/ui/seating/view.py" line="204"/>
        <source>Seat sessions</source>
        <translation>排座位</translation>
    </message>
    <message>
        <location filename="../../app/ui/seating/view.py" line="219"/>
        <source>Select exactly two players to swap.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/ui/seating/view.py" line="227"/>
        <source>Swap players in session %1</source>
        <translation>交换第%1轮的选手</translation>
    </message>
    <message>
        <location filename="../../app/ui/seating/view.py" line="238"/>
        <source>Select one seat and the player to put there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/ui/seating/view.py" line="244"/>
        <source>Seat %1 in session %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/ui/seating/view.py" line="268"/>
        <source>Export seating</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/ui/seating/view.py" line="269"/>
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
        <location filename="../../app/ui/table/sheet.py" line="72"/>
        <source>Session </source>
        <translation>轮次 </translation>
    </message>
    <message>
        <location filename="../../app/ui/table/sheet.py" line="75"/>
        <source>Table </source>
        <translation>桌 </translation>
    </message>
    <message>
        <location filename="../../app/ui/table/sheet.py" line="81"/>
        <location filename="../../app/ui/table/sheet.py" line="392"/>
        <source>Mark &amp;verified</source>
        <translation>标记为已核对(&amp;V)</translation>
    </message>
    <message>
        <location filename="../../app/ui/table/sheet.py" line="106"/>
        <source>Player</source>
        <translation>选手</translation>
    </message>
    <message>
        <location filename="../../app/ui/table/sheet.py" line="107"/>
        <source>Hands</source>
        <translation>牌局分</translation>
    </message>
    <message>
        <location filename="../../app/ui/table/sheet.py" line="108"/>
        <source>Penalties</source>
        <translation>罚分</translation>
    </message>
    <message>
        <location filename="../../app/ui/table/sheet.py" line="109"/>
        <source>Score</source>
        <translation>得分</translation>
    </message>
    <message>
        <location filename="../../app/ui/table/sheet.py" line="110"/>
        <source>Table points</source>
        <translation>桌分</translation>
    </message>
    <message>
        <location filename="../../app/ui/table/sheet.py" line="149"/>
        <source>&amp;Hand</source>
        <translation>牌局(&amp;H)</translation>
    </message>
    <message>
        <source>Pe&amp;nalty</source>
        <translation type="vanished">罚分(&amp;N)</translation>
    </message>
    <message>
        <source>T&amp;otals only</source>
        <translation type="vanished">仅总分(&amp;O)</translation>
    </message>
    <message>
        <source>Score from the &amp;tiles entered</source>
        <translation type="vanished">按输入的牌计番(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Record win</source>
        <translation type="vanished">记录和牌(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Draw</source>
        <translation type="vanished">流局(&amp;D)</translation>
    </message>
    <message>
        <source>Delete hand</source>
        <translation type="vanished">删除此盘</translation>
    </message>
    <message>
        <source>Hand:</source>
        <translation type="vanished">盘：</translation>
    </message>
    <message>
        <source>Winner:</source>
        <translation type="vanished">和牌者：</translation>
    </message>
    <message>
        <source>From:</source>
        <translation type="vanished">点炮：</translation>
    </message>
    <message>
        <source>Fan (with flowers):</source>
        <translation type="vanished">番数（含花）：</translation>
    </message>
    <message>
        <location filename="../../app/ui/table/sheet.py" line="150"/>
        <source>&amp;Penalty</source>
        <translation>罚分(&amp;P)</translation>
    </message>
    <message>
        <location filename="../../app/ui/table/sheet.py" line="151"/>
        <source>Totals onl&amp;y</source>
        <translation>只录总分(&amp;Y)</translation>
    </message>
    <message>
        <location filename="../../app/ui/table/sheet.py" line="178"/>
        <source>Share the opposite among the other three</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/ui/table/sheet.py" line="180"/>
        <source>False win</source>
        <translation>诈和</translation>
    </message>
    <message>
        <location filename="../../app/ui/table/sheet.py" line="181"/>
        <source>Add penalty</source>
        <translation>添加罚分</translation>
    </message>
    <message>
        <location filename="../../app/ui/table/sheet.py" line="184"/>
        <source>Player:</source>
        <translation>选手：</translation>
    </message>
    <message>
        <location filename="../../app/ui/table/sheet.py" line="185"/>
        <source>Points:</source>
        <translation>分数：</translation>
    </message>
    <message>
        <location filename="../../app/ui/table/sheet.py" line="187"/>
        <source>Reason:</source>
        <translation>原因：</translation>
    </message>
    <message>
        <location filename="../../app/ui/table/sheet.py" line="200"/>
        <source>Save totals</source>
        <translation>保存总分</translation>
    </message>
    <message>
        <location filename="../../app/ui/table/sheet.py" line="203"/>
        <source>Clear totals</source>
        <translation>清除总分</translation>
    </message>
    <message>
        <location filename="../../app/ui/table/sheet.py" line="302"/>
        <source>Hand</source>
        <translation>盘</translation>
    </message>
    <message>
        <location filename="../../app/ui/table/sheet.py" line="304"/>
        <source>Round</source>
        <translation>圈</translation>
    </message>
    <message>
        <location filename="../../app/ui/table/sheet.py" line="306"/>
        <source>Dealer: %1</source>
        <translation>庄家：%1</translation>
    </message>
    <message>
        <location filename="../../app/ui/table/sheet.py" line="325"/>
        <source>Fan</source>
        <translation>番种</translation>
    </message>
    <message>
        <location filename="../../app/ui/table/sheet.py" line="329"/>
        <source>Result</source>
        <translation>结果</translation>
    </message>
    <message>
        <location filename="../../app/ui/table/sheet.py" line="351"/>
        <source>draw</source>
        <translation>流局</translation>
    </message>
    <message>
        <location filename="../../app/ui/table/sheet.py" line="353"/>
        <source>%1 self-drawn</source>
        <translation>%1 自摸</translation>
    </message>
    <message>
        <location filename="../../app/ui/table/sheet.py" line="355"/>
        <source>%1 from %2</source>
        <translation>%1 和 %2 点炮</translation>
    </message>
    <message>
        <location filename="../../app/ui/table/sheet.py" line="378"/>
        <source>open</source>
        <translation>进行中</translation>
    </message>
    <message>
        <location filename="../../app/ui/table/sheet.py" line="379"/>
        <source>complete</source>
        <translation>已完成</translation>
    </message>
    <message>
        <location filename="../../app/ui/table/sheet.py" line="380"/>
        <source>verified</source>
        <translation>已核对</translation>
    </message>
    <message>
        <location filename="../../app/ui/table/sheet.py" line="382"/>
        <source>, totals only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/ui/table/sheet.py" line="384"/>
        <source>%1 hands entered, %2</source>
        <translation>已录入 %1 盘，%2</translation>
    </message>
    <message>
        <location filename="../../app/ui/table/sheet.py" line="390"/>
        <source>Reopen (&amp;V)</source>
        <translation>重新打开(&amp;V)</translation>
    </message>
    <message>
        <location filename="../../app/ui/table/sheet.py" line="430"/>
        <source>Session %1, table %2: %3</source>
        <translation>第%1轮 第%2桌：%3</translation>
    </message>
    <message>
        <location filename="../../app/ui/table/sheet.py" line="473"/>
        <source>penalty for %1</source>
        <translation>%1 的罚分</translation>
    </message>
    <message>
        <location filename="../../app/ui/table/sheet.py" line="486"/>
        <source>totals</source>
        <translation>总分</translation>
    </message>
    <message>
        <location filename="../../app/ui/table/sheet.py" line="496"/>
        <source>clear totals</source>
        <translation>清除总分</translation>
    </message>
    <message>
        <location filename="../../app/ui/table/sheet.py" line="506"/>
        <source>reopen</source>
        <translation>重新打开</translation>
    </message>
    <message>
        <location filename="../../app/ui/table/sheet.py" line="506"/>
        <source>verify</source>
        <translation>核对</translation>
    </message>
    <message>
        <source>Reopen</source>
        <translation type="vanished">重新打开</translation>
    </message>
    <message>
        <location filename="../../app/ui/table/sheet.py" line="403"/>
        <source>Penalty %1 to %2: %3</source>
        <translation>罚 %2 %1 分：%3</translation>
    </message>
    <message>
        <source>Self-drawn</source>
        <translation type="vanished">自摸</translation>
    </message>
    <message>
        <source>&amp;Correct win</source>
        <translation type="vanished">更正和牌(&amp;C)</translation>
    </message>
    <message>
        <source>This session is not seated yet.</source>
        <translation type="vanished">本轮尚未排座。</translation>
    </message>
    <message>
        <source>Round %1, dealer %2. Seats: %3</source>
        <translation type="vanished">%1圈，庄家 %2。门风：%3</translation>
    </message>
    <message>
        <source>Hand %1: win</source>
        <translation type="vanished">第%1盘：和牌</translation>
    </message>
    <message>
        <source>Hand %1: draw</source>
        <translation type="vanished">第%1盘：流局</translation>
    </message>
    <message>
        <source>Delete hand %1</source>
        <translation type="vanished">删除第%1盘</translation>
    </message>
    <message>
        <source>Penalty for %1</source>
        <translation type="vanished">%1 的罚分</translation>
    </message>
    <message>
        <source>Totals of table %1</source>
        <translation type="vanished">第%1桌总分</translation>
    </message>
    <message>
        <source>Reopen table</source>
        <translation type="vanished">重新打开本桌</translation>
    </message>
    <message>
        <source>Verify table</source>
        <translation type="vanished">核对本桌</translation>
    </message>
</context>
<context>
    <name>TeamsView</name>
    <message>
        <location filename="../../app/ui/players/view.py" line="278"/>
        <source>Team</source>
        <translation>队伍</translation>
    </message>
    <message>
        <location filename="../../app/ui/players/view.py" line="279"/>
        <source>Members</source>
        <translation>人数</translation>
    </message>
    <message>
        <location filename="../../app/ui/players/view.py" line="280"/>
        <source>Players</source>
        <translation>选手</translation>
    </message>
    <message>
        <location filename="../../app/ui/players/view.py" line="292"/>
        <source>A team is the players sharing a team name: edit it on the Players page.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TilePalette</name>
    <message>
        <location filename="../../app/ui/tiles/palette.py" line="44"/>
        <source>Tiles</source>
        <translation type="unfinished">牌</translation>
    </message>
</context>
<context>
    <name>_Stations</name>
    <message>
        <location filename="../../app/ui/stations.py" line="246"/>
        <source>Connect to &amp;server…</source>
        <translation>连接服务器(&amp;S)…</translation>
    </message>
    <message>
        <location filename="../../app/ui/stations.py" line="250"/>
        <source>&amp;Who changed what</source>
        <translation>谁改了什么(&amp;W)</translation>
    </message>
    <message>
        <location filename="../../app/ui/stations.py" line="296"/>
        <source>Station %1 · server %2</source>
        <translation>计分站 %1 · 服务器 %2</translation>
    </message>
    <message>
        <location filename="../../app/ui/stations.py" line="299"/>
        <source>Station %1</source>
        <translation>计分站 %1</translation>
    </message>
</context>
<context>
    <name>dialog</name>
    <message>
        <location filename="../../app/ui/stations.py" line="376"/>
        <source>Session %1, table %2, hand %3: entered over another station&apos;s</source>
        <translation>第%1轮第%2桌第%3局：覆盖其他计分站的录入</translation>
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
        <location filename="../../app/ui/hand/entry.py" line="50"/>
        <source>East</source>
        <translation>东</translation>
    </message>
    <message>
        <location filename="../../app/ui/hand/entry.py" line="51"/>
        <source>South</source>
        <translation>南</translation>
    </message>
    <message>
        <location filename="../../app/ui/hand/entry.py" line="52"/>
        <source>West</source>
        <translation>西</translation>
    </message>
    <message>
        <location filename="../../app/ui/hand/entry.py" line="53"/>
        <source>North</source>
        <translation>北</translation>
    </message>
</context>
</TS>
