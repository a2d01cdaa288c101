"""Fill resources/i18n/mcr_zh_CN.ts with the Simplified Chinese translations below
(run after pyside6-lupdate; then pyside6-lrelease makes the .qm the app loads).

The .ts and this script are sources; the compiled .qm ships inside the package, in
app/resources/i18n (found with importlib.resources when installed). From the top:

    .venv/bin/pyside6-lupdate $(git ls-files 'app/*.py') -ts resources/i18n/mcr_zh_CN.ts
    .venv/bin/python resources/i18n/fill_zh.py resources/i18n/mcr_zh_CN.ts
    .venv/bin/pyside6-lrelease resources/i18n/mcr_zh_CN.ts -qm app/resources/i18n/mcr_zh_CN.qm

tests/test_resources.py fails when the .qm misses a translation the .ts has.
"""

import html
import re
import sys
from pathlib import Path

ZH = {
    "&File": "文件(&F)", "&Edit": "编辑(&E)", "&View": "视图(&V)",
    "&New tournament…": "新建比赛(&N)…", "&Open…": "打开(&O)…", "Open &recent": "最近打开(&R)",
    "&Save a copy…": "另存副本(&S)…", "&Close tournament": "关闭比赛(&C)", "&Quit": "退出(&Q)",
    "&Undo": "撤销(&U)", "&Redo": "重做(&R)", "&Undo %1": "撤销(&U) %1", "&Redo %1": "重做(&R) %1",
    "&Projector view": "投影视图(&P)", "Players": "选手", "Teams": "队伍", "Seating": "座位",
    "Table sheet": "计分表", "Standings": "排名", "Reports": "报表", "Hand calculator": "算番器",
    "Sessions": "轮次", "Session %1": "第%1轮", "Table %1": "第%1桌", "Session ": "轮次 ",
    "Table ": "桌 ", "MCR Tournament Manager": "国标麻将比赛管理",
    "New tournament": "新建比赛", "Name:": "名称：", "Sessions:": "轮数：", "File:": "文件：",
    "Saved.": "已保存。", "Cannot open %1: %2": "无法打开 %1：%2",
    "Cannot create %1: %2": "无法创建 %1：%2",
    "&Tile": "单张(&T)", "&Chow": "吃(&C)", "&Pung": "碰(&P)", "&Kong": "杠(&K)",
    "Add as:": "添加为：", "C&oncealed": "暗杠(&O)", "P&romoted": "加杠(&R)",
    "Remove last": "删除最后一张", "Clear": "清空", "Situation": "和牌情况",
    "Prevalent wind:": "圈风：", "Seat wind:": "门风：", "&Self-drawn": "自摸(&S)",
    "Last of its &kind": "和绝张(&K)", "Last of the &wall": "海底(&W)",
    "Robbing the kong": "抢杠和", "Kong replacement": "杠上开花", "&Notation:": "牌谱(&N)：",
    "Not a winning hand": "不是和牌", "%n fan": "%n 番", "%1 tiles": "%1 张", "1 tile": "1 张",
    "Under 8 fan (flowers not counted): this is not a valid win.":
        "不足八番（花牌不计）：不能和牌。",
    "A winning hand has 14 tiles (a kong counts 3); with 13 the waits are listed.":
        "和牌须14张（杠算3张）；13张时列出听牌。",
    "No.": "编号", "Fan": "番种", "Chinese": "中文", "Fan points": "番数", "×": "×",
    "Total": "合计", "Tiles": "牌", "Check the players' claim": "核对选手报番",
    "Claimed fans:": "报的番种：", "Claimed total:": "报的总番：",
    "Waits (13 tiles)": "听牌（13张）",
    "Fans": "番种", "The reason for each claim shows here in full.": "每项报番的理由在此完整显示。",
    "First name": "名", "Last name": "姓",
    "On the results sheet: %1 (first), %2 (last)": "成绩表上：名 %1，姓 %2",
    "The name shown everywhere; left empty, it is made from the first and last name":
        "各处显示的姓名；留空时由名和姓组成",
    "Optional: which part of the name is which, for the results sheet":
        "可选：为成绩表注明姓名中哪部分是名、哪部分是姓",
    "right": "正确", "missing": "漏报", "wrong": "错报",
    "No tile completes this hand.": "没有能和的牌。", "%1: %2 fan": "%1：%2 番",
    "%1: %2 fan, under 8": "%1：%2 番，不足八番", "Enter the whole hand to check the claim.":
        "输入完整的牌才能核对报番。",
    "claimed 1st tile": "吃第一张", "claimed 2nd tile": "吃第二张", "claimed 3rd tile": "吃第三张",
    "from left (previous)": "上家", "from across": "对家", "from right (next)": "下家",
    "East": "东", "South": "南", "West": "西", "North": "北",
    "&Add player": "添加选手(&A)", "Name": "姓名", "Country": "国家", "EMA number": "EMA编号",
    "Team": "队伍", "Substitute": "替补", "Active": "在赛",
    "&Import CSV/XLSX…": "导入 CSV/XLSX(&I)…",
    "Remove selected": "删除所选", "%1 players, %2 substitutes": "%1 名选手，%2 名替补",
    "&Generate plan": "生成座位表(&G)", "Cancel": "取消", "Seed ": "种子 ",
    "&Swap the two selected players": "交换所选两名选手(&S)", "Export CSV…": "导出 CSV…",
    "&Print…": "打印(&P)…", "Broken constraints in this session:": "本轮违反的约束：",
    "None.": "无。", "Table": "桌", "Seat in the selected place": "坐到所选座位",
    "&Hand": "牌局(&H)", "Pe&nalty": "罚分(&N)", "T&otals only": "仅总分(&O)",
    "Hand:": "盘：", "Winner:": "和牌者：", "From:": "点炮：", "Self-drawn": "自摸",
    "Score from the &tiles entered": "按输入的牌计番(&T)", "Fan (with flowers):": "番数（含花）：",
    "&Record win": "记录和牌(&R)", "&Correct win": "更正和牌(&C)", "&Draw": "流局(&D)",
    "Delete hand": "删除此盘", "Player:": "选手：", "Points:": "分数：", "Reason:": "原因：",
    "Add penalty": "添加罚分", "False win": "诈和", "Save totals": "保存总分",
    "Clear totals": "清除总分", "Mark &verified": "标记为已核对(&V)", "Reopen": "重新打开",
    "Hand": "盘", "Round": "圈", "Result": "结果", "Player": "选手", "Hands": "牌局分",
    "Penalties": "罚分", "Score": "得分", "Table points": "桌分", "draw": "流局",
    "%1 self-drawn": "%1 自摸", "%1 from %2": "%1 和 %2 点炮", "open": "进行中",
    "complete": "已完成", "verified": "已核对", "%1 hands entered, %2": "已录入 %1 盘，%2",
    "Place": "名次", "Members": "人数", "Table points first, then score.": "先比桌分，再比得分。",
    "Start": "开始", "Pause": "暂停", "Paused": "已暂停", "+5 min": "+5 分钟",
    "15 minutes or less left.": "剩余不到15分钟。", "Time is up: finish the current hand.":
        "时间到：打完本盘。", "Standings — projector": "排名 — 投影",
    "Excel (.xlsx)": "Excel (.xlsx)", "PDF": "PDF", "Write to:": "写入：", "Folder…": "文件夹…",
    "&Write reports": "生成报表(&W)", "Writing…": "正在写入…", "Written: %1": "已写入：%1",
    "Cancelled.": "已取消。", "Not written: %1": "未写入：%1",
    "✔ total %1 is right": "✔ 总番 %1 正确", "✘ claimed total %1, the hand is worth %2":
        "✘ 报 %1 番，实际 %2 番", "chow": "吃", "pung": "碰", "kong": "杠",
    "concealed kong": "暗杠", "promoted kong": "加杠", "winning": "和张",
    "Click tiles below or type the notation": "点击下方的牌或输入牌谱",
    "Edit player %1": "修改选手 %1", "Add player %1": "添加选手 %1",
    "Remove player %1": "删除选手 %1", "Swap players in session %1": "交换第%1轮的选手",
    "Seat sessions": "排座位", "Verify table": "核对本桌", "Reopen table": "重新打开本桌",
    "Hand %1: win": "第%1盘：和牌", "Hand %1: draw": "第%1盘：流局",
    "Delete hand %1": "删除第%1盘", "Penalty for %1": "%1 的罚分",
    "Totals of table %1": "第%1桌总分",
    "Table %1: %2 and %3 already met in session %4.": "第%1桌：%2 和 %3 在第%4轮已同桌。",
    "Table %1: %2 and %3 are teammates (%4).": "第%1桌：%2 和 %3 是队友（%4）。",
    "%1 is seated at tables %2 and %3.": "%1 同时在第%2桌和第%3桌。",
    "Round %1, dealer %2. Seats: %3": "%1圈，庄家 %2。门风：%3",
    "Penalty %1 to %2: %3": "罚 %2 %1 分：%3", "Dealer: %1": "庄家：%1",
    "This session is not seated yet.": "本轮尚未排座。",
    "Plan quality: %1 repeated meetings": "座位表质量：重复相遇 %1 次",
    " (fewest possible %1)": "（最少可能 %1）", "%1 teammates at one table": "%1 组队友同桌",
    "starting seats balanced": "起始座位均衡",
    "No seating yet: generate a plan.": "尚无座位：请生成座位表。",
}
ZH.update({  # faults: encoding choice, Save a copy
    "Choose the file's encoding": "选择文件编码", "&Encoding:": "编码(&E)：",
    "Preview of the first lines:": "前几行预览：", "Import": "导入",
    "Replace a file?": "替换文件？",
    "Replace it with the tournament copy anyway?": "仍要用比赛副本替换它吗？",
    "Replace it with the export anyway?": "仍要用导出文件替换它吗？",
})

ZH.update({  # reports: website, session pack, printing from the table sheet
    "Website (a folder of pages)": "网站（网页文件夹）",
    "Standings, seating, every match and a page per player; opens offline in any "
    "browser, or copy the folder to a web host.":
        "排名、座位、每场对局和每位选手的页面；任何浏览器均可离线打开，也可复制到网站服务器。",
    "All sessions": "全部轮次", "All tables": "全部桌", "Session &pack": "本轮资料(&P)",
    "Seating, blank score sheets and results of the session": "本轮的座位、空白计分表和成绩",
    "PDF for:": "PDF 范围：",
    "Pr&int": "打印(&I)",
    "Print this match's score sheet or result sheet": "打印本场的计分表或成绩表",
    "Blank score sheet": "空白计分表", "Result sheet": "成绩表",
    "<b>Documents</b>": "<b>文件</b>", "Seating plan": "座位表", "Player cards": "选手卡",
    "Score sheets": "计分表", "Match results": "对局成绩", "Scored hands": "和牌详情",
})
ZH.update({  # tournaments under any rule system: the New dialog
    "Rules:": "规则：", "Options:": "选项：", "Hands a match:": "每场局数：",
    "none (defaults), or e.g. min_fan=3, unit=2": "无（默认），或如 min_fan=3, unit=2",
})

ZH.update({  # table sheet: the honest form, corrections, undo, drafts (issue 9)
    "The file cannot be used: %1": "无法使用文件：%1",
    "Internal error (a bug, not a rule of the game): %1. Nothing was stored; please report it.":
        "内部错误（程序缺陷，并非比赛规则）：%1。未保存任何内容；请报告此问题。",
    "Notation (Ctrl+L):": "牌谱（Ctrl+L）：",
    "P&ung": "碰(&U)", "Kon&g": "杠(&G)", "Concea&led": "暗杠(&L)", "Promoted": "加杠",
    "Self-&drawn": "自摸(&D)", "La&st of the wall": "海底(&S)", "&Penalty": "罚分(&P)",
    "The notation says %1; this hand is %2 (the sheet sets the winds and ":
        "牌谱写的是 %1；本盘应为 %2（风位和谁付分由计分表决定，",
    "who paid): remove the situation or correct it.": "请删除或更正牌谱中的情况部分）。",
    "Not a hand yet": "尚不是一手牌",
    "A-D": "A-D", "A-D, or S self-drawn": "A-D，或 S 表示自摸", "8 or more": "8 番或以上",
    "&Record": "记录(&R)",
    "Store this hand (Enter in the fan box, Ctrl+Return)":
        "保存此盘（在番数框按回车，或 Ctrl+回车）",
    "The wall ran out: nobody won this hand": "牌墙摸完：本盘无人和牌",
    "C&orrect": "更正(&O)",
    "Change or delete this entered hand (you are asked before it is replaced)":
        "更改或删除已录入的这一盘（替换前会先询问）",
    "Wi&nner:": "和牌者(&N)：", "Fro&m:": "点炮(&M)：", "F&an:": "番数(&A)：",
    "F&an (tiles):": "番数(&A)（按牌计）：",
    "Hand %1 was entered meanwhile (at another station): %2. What was typed here was not stored.":
        "第%1盘已在其他终端录入：%2。此处输入的内容未保存。",
    "S  Self-drawn": "S  自摸",
    "This table is verified: reopen it (Alt+V) before correcting a hand.":
        "此桌已核对：更正前请先重新打开（Alt+V）。",
    "This table was entered as totals only.": "此桌只录入了总分。",
    "Hand %1 is entered: %2. To change it: Correct (Alt+O).":
        "第%1盘已录入：%2。如需更改：更正（Alt+O）。",
    "Winner: type A, B, C or D (or press Draw).": "和牌者：输入 A、B、C 或 D（或按流局）。",
    "From: type A, B, C or D, or S for self-drawn.": "点炮者：输入 A、B、C 或 D，自摸输入 S。",
    "The hand has %1 tiles; a winning hand has 14 (a kong counts 3). "
    "Clear the tiles to type the fan instead.":
        "这手牌有 %1 张；和牌须 14 张（杠算 3 张）。如要直接输入番数，请先清除牌。",
    "Fan: type the total (8 or more), or enter the tiles.":
        "番数：输入总番数（8 番或以上），或录入牌。",
    "Ready: %1. Record: Enter.": "可以记录：%1。按回车记录。",
    "From the tiles; clear them to type the fan.": "按牌计算；清除牌后可直接输入番数。",
    "The fan total, flowers included (8 or more).": "总番数，含花牌（8 番或以上）。",
    "a draw": "流局", "%1, %2 fan": "%1，%2 番", "%1 fan": "%1 番",
    "Replace hand %1 (%2) by this entry?": "用此录入替换第%1盘（%2）？",
    "Replace": "替换", "Replace hand %1 (%2) by a draw?": "将第%1盘（%2）改为流局？",
    "Delete hand %1 (%2)?": "删除第%1盘（%2）？", "Delete": "删除", "delete": "删除",
    "Session %1, table %2, hand %3: %4": "第%1轮 第%2桌 第%3盘：%4",
    "clear the tiles": "清除牌",
    "Correcting hand %1: you confirm before it is replaced.":
        "正在更正第%1盘：替换前会请您确认。",
    "Please confirm": "请确认", "Draw": "流局",
    "Record hand %1 as a draw? What was typed for it is dropped.":
        "将第%1盘记为流局？为它输入的内容将被放弃。",
    "Vie&w": "视图(&W)",
    "Updated with another station's changes.": "已更新其他终端的更改。",
    "saved automatically": "自动保存",
    "session %1, table %2, hand %3": "第%1轮 第%2桌 第%3盘",
    "Hands not recorded": "有未记录的牌局",
    "These hands were typed but not recorded: %1. Close and lose them?":
        "这些盘已输入但未记录：%1。关闭并放弃它们吗？",
    "Close without recording": "不记录，直接关闭",
    "Totals onl&y": "只录总分(&Y)", "Reopen (&V)": "重新打开(&V)",
    "Session %1, table %2: %3": "第%1轮 第%2桌：%3",
    "penalty for %1": "%1 的罚分", "totals": "总分", "clear totals": "清除总分",
    "reopen": "重新打开", "verify": "核对", "Tiles": "牌",
})

# claim check: fan picker and reasons (issue 10); the reasons are keyed by the
# templates of app/ui/hand/reasons.py (one place for their English)
from app.ui.hand.reasons import T as REASONS  # noqa: E402

ZH.update(
    {
        "Find a fan: name, number, pinyin, 中文": "查找番种：名称、编号、拼音、中文",
        "How many times the selected fan is claimed": "所选番种报的次数",
        "Times:": "次数：",
        "false win": "错和",
        "numbers or names, e.g. 28, Short Straight, 80": "编号或名称，如 28、连六、80",
        "claimed total": "报的总番",
    }
)
ZH.update(
    {
        REASONS[key]: text
        for key, text in {
            "and": "、",
            "minimum": "错和：不计花牌只有%1番，不足8番起和。",
            "ambiguous": "“%1”可指多个番种：%2。请从列表中选择。",
            "unknown": "“%1”不是国标麻将的番种名。",
            "no-flowers": "此手没有花牌。",
            "flowers": "此手只有%1张花牌。",
            "chicken": "无番和只在没有任何其他番种时计；此手有%1。",
            "excluded": "不与%1同计：%1已包含或取代此番（不重复原则）。",
            "no-disassembly": "不拆移原则：%1的牌组已计为该番，不能拆开另计此番。",
            "one-combination": "套算一次原则：%1已组合过，一组牌只能与已计番的牌组再组合一次。",
            "no-reuse": "不得相同原则：%1已与另一组牌计过此番，不能再计。",
            "three-kongs": "不与%1同计：有三杠或四杠时，暗杠只计暗刻，不再计暗杠（MIL 2015）。",
            "kong-item": "不与%1同计：一明杠一暗杠合计一项5番（明暗杠，MIL 2015）。",
            "kong-split": "不计：按本比赛的规则，一明杠一暗杠计暗杠（2）加明杠（1）。",
            "robbed-tile": "不与%1同计：抢杠的牌必是第四张，抢杠和已包含和绝张。",
            "knitted-waits": "不计：按本比赛的规则，组合龙不计边张、嵌张、单钓。",
            "flowers-off": "按本比赛的规则不计花牌。",
            "ruling": "不与%1同计。",
            "same-total": "只有拆成 %1 时才有；两种拆法都是%2番，总番数相同。",
            "other-reading": "只有拆成 %1 时才有（%2番）；所计的拆法是%3番：就高不就低。",
            "once": "此手只计%1次：此番每手最多计一次。",
            "used": "此手只计%1次：牌组已用过（%2）。",
            "fewer": "此手只计%1次：没有更多的牌组构成此番。",
            "within": "此手只计%1次：其余牌组已计为%2（不重复原则）。",
            "principle-no-disassembly": "不拆移",
            "principle-one-combination": "套算一次",
            "principle-no-reuse": "不得相同",
            "absent": "此手没有这个番种。",
            "won-pung": "%1的刻子是点和的牌完成的，算明刻。",
            "waits": "此手听%1：和的牌不是唯一的听牌。",
        }.items()
    }
)


ZH.update({  # table sheet and calculator under other rule systems (issue 12)
    "&Kongs:": "杠(&K)：", "Hors&e:": "马牌(&E)：", "&Liable:": "包牌者(&L)：",
    "Also &won:": "另一和家(&W)：", "Elemen&ts:": "番种(&T)：", "Elements": "番种",
    "nobody": "无", "concealed": "暗杠", "promoted": "加杠", "on a discard": "明杠",
    "e.g. B:c, C:d:A (seat:c/p/d[:from seat])": "如 B:c, C:d:A（座位:c/p/d[:放杠座位]）",
    "Kongs declared during the hand by any player: the seat, then c (concealed), "
    "p (promoted) or d (on a discard, then the seat that discarded it).":
        "本局任何玩家开的杠：座位，然后 c（暗杠）、p（加杠）或 d（明杠，再写放杠的座位）。",
    "the horse tile(s) turned, e.g. 5p": "翻出的马牌，如 5p",
    "Robbing a &kong (From: whose kong)": "抢杠和(&K)（放和者：被抢杠者）",
    "C: tiles; D: tiles (same discard)": "C: 牌; D: 牌（同一张放和牌）",
    "Tick the hand's elements: the rules sum them and check exclusions.":
        "勾选此手的番种：按规则相加并检查不重复。",
    "Tick the hand's elements to add them up.": "勾选此手的番种以相加。",
    "Elements ticked: %1 fan": "勾选的番种：%1 番",
    "F&an (elements):": "番数（番种）(&A)：",
    "Fan: type the total, tick the elements, or enter the tiles.":
        "番数：输入总番、勾选番种或输入牌。",
    "Give the hand one way: untick the elements or clear the tiles.":
        "只用一种方式：取消勾选番种或清空牌。",
    "Give the hand one way: clear the fan or untick the elements.":
        "只用一种方式：清空番数或取消勾选番种。",
    "Several winners: enter the first winner's tiles too (each winner by tiles).":
        "多个和家：也请输入第一和家的牌（每个和家都按牌输入）。",
    "%1 A draw pays: %2.": "%1 流局支付：%2。",
    "also %1%2": "另 %1%2", " fan": " 番", "robbing a kong": "抢杠和",
    "%1 liable": "%1 包牌", "horse %1": "马牌 %1", "kong %1 %2": "杠 %1 %2",
    "from %1": "由 %1", "%1 or more": "%1 或以上",
    "no fan: the outcome settles": "无番：按结果结算",
    "A win (no fan: the outcome settles)": "和牌（无番：按结果结算）",
    "Under the minimum of these rules: this is not a valid win.": "不足此规则的起和番：不能和牌。",
})
ZH.update({  # stations: a tournament on a server
    "Connect to a tournament server": "连接比赛服务器", "Server &URL:": "服务器网址(&U)：",
    "&Password:": "密码(&P)：", "&Station name:": "计分站名称(&S)：",
    "A server URL starts with postgresql://, e.g. %1": "服务器网址以 postgresql:// 开头，例如 %1",
    "Who changed what": "谁改了什么", "Time (UTC)": "时间（UTC）", "Station": "计分站",
    "Operation": "操作", "What": "对象", "Before": "之前", "After": "之后",
    "Changed at another station": "已在其他计分站更改",
    "Hand %1 of table %2, session %3": "第%3轮第%2桌第%1局",
    "<b>On this screen</b>": "<b>本屏幕上</b>",
    "<b>Stored by another station</b>": "<b>其他计分站已保存</b>",
    "(not entered)": "（未录入）", "&Keep the stored hand": "保留已保存的一局(&K)",
    "&Enter mine over it": "用我的覆盖(&E)", "Winner": "和牌者", "From": "放铳者",
    "Points": "得分", "self-drawn": "自摸",
    "Connect to &server…": "连接服务器(&S)…", "&Who changed what": "谁改了什么(&W)",
    "Station %1 · server %2": "计分站 %1 · 服务器 %2", "Station %1": "计分站 %1",
    "Session %1, table %2, hand %3: entered over another station's":
        "第%1轮第%2桌第%3局：覆盖其他计分站的录入",
})

def fill(ts: Path) -> int:
    text = ts.read_text(encoding="utf-8")
    count = 0

    def repl(match: re.Match) -> str:
        nonlocal count
        source = html.unescape(match.group(1))
        zh = ZH.get(source)
        if zh is None:
            return match.group(0)
        count += 1
        numerus = "%n" in source
        body = (f"<numerusform>{html.escape(zh, quote=False)}</numerusform>" if numerus
                else html.escape(zh, quote=False))
        return f"<source>{match.group(1)}</source>\n        <translation>{body}</translation>"

    text = re.sub(r"<source>([^<]*)</source>\s*<translation type=\"unfinished\"\s*/>",
                  repl, text)
    text = re.sub(r"<source>([^<]*)</source>\s*<translation type=\"unfinished\">\s*"
                  r"</translation>", repl, text)
    text = re.sub(r"<source>([^<]*)</source>\s*<translation type=\"unfinished\">\s*"
                  r"<numerusform></numerusform>\s*</translation>", repl, text)
    ts.write_text(text, encoding="utf-8")
    return count


if __name__ == "__main__":
    print(fill(Path(sys.argv[1])), "translated")
