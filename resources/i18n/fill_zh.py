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
    "Under the minimum of %1 fan: this is not a valid win.":
        "不足起和番 %1 番：不能和牌。",
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
    "%1: %2 fan, under %3": "%1：%2 番，不足%3番", "Enter the whole hand to check the claim.":
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
    " (lower bound %1)": "（下限 %1）", "%1 teammates at one table": "%1 组队友同桌",
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
ZH.update({  # the website's folder holds other files (issue 21)
    "The website's folder holds other files": "网站文件夹中有其他文件",
    "Write nothing (the safe choice), or write the website's pages beside those files: "
    "they are left exactly as they are, none is replaced or removed. Or choose an empty "
    "or new folder and write again.":
        "不写入（安全的选择），或将网站页面写在这些文件旁边：它们保持原样，"
        "不会被替换或删除。也可以选择一个空的或新的文件夹后重新写入。",
    "Write nothing": "不写入",
    "Write the pages beside them": "将页面写在它们旁边",
    "The website's folder %1 holds files this program did not write, or changed after "
    "it wrote them: %2.": "网站文件夹 %1 中有本程序未写入或写入后被修改的文件：%2。",
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
    "Fan: type the total (%1 or more), or enter the tiles.":
        "番数：输入总番数（%1 番或以上），或录入牌。",
    "Tick the elements, or enter the tiles.": "勾选番种，或录入牌。",
    "Enter the tiles of the winning hand.": "请录入和牌的牌。",
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
            "minimum": "错和：不计花牌只有%1番，不足%2番起和。",
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

ZH.update(
    {  # QA pass: strings the merged features left without a translation
        " (substitute)": "（替补）",
        "%1: %2": "%1：%2",
        "&History of changes": "修改记录(&H)",
        "<b>Players</b>": "<b>选手</b>",
        "<b>Teams</b>": "<b>队伍</b>",
        "<h1>MCR Tournament Manager</h1><p>Create a tournament or open one to start.</p>":
            "<h1>国标麻将比赛管理</h1><p>新建或打开一个比赛以开始。</p>",
        "<opened>": "<打开时>",
        ", totals only": "，仅总分",
        "A chow needs suited tiles.": "吃只能用数牌。",
        "A team is the players sharing a team name: edit it on the Players page.":
            "队伍由队名相同的选手组成：在“选手”页修改队名。",
        "CSV (*.csv)": "CSV (*.csv)",
        "Cannot read %1: %2": "无法读取 %1：%2",
        "Choose a file for the new tournament.": "请为新比赛选择一个文件。",
        "Choose at least one document and one format.": "请至少选择一种文档和一种格式。",
        "Copy saved to %1": "副本已保存到 %1",
        "Export seating": "导出座位表",
        "History": "修改记录",
        "Import %n player(s)": "导入 %n 名选手",
        "Import players": "导入选手",
        "Open tournament": "打开比赛",
        "Player lists (*.csv *.xlsx);;All files (*)": "选手名单 (*.csv *.xlsx);;所有文件 (*)",
        "Players not seated in this session": "本轮未入座的选手",
        "Remove the last tile or set (Ctrl+Backspace)": "删除最后一张牌或一组牌（Ctrl+Backspace）",
        "Reports folder": "报表文件夹",
        "Row %1 rejected (%2): %3": "第%1行被拒绝（%2）：%3",
        "Save a copy": "另存副本",
        "Seat %1 in session %2": "第%2轮为 %1 安排座位",
        "Select exactly two players to swap.": "请恰好选择两名选手进行交换。",
        "Select one seat and the player to put there.": "请选择一个座位和要安排到该座位的选手。",
        "Share the opposite among the other three": "其余三家平分相反的分数",
        "Tournament file": "比赛文件",
        "Type the hand: 123m 5p [555p,2] [EEEE]; the last tile is the winning tile; "
        "|PSabcd for winds and flags; |n or |letters for flowers (Ctrl+L)":
            "输入手牌：123m 5p [555p,2] [EEEE]；最后一张是和的牌；"
            "|PSabcd 表示圈风、门风和标记；|n 或 |字母 表示花牌（Ctrl+L）",
        "Who gave the claimed tile (for a chow: which tile)": "谁打出所吃碰的牌（吃：哪一张）",
        "at most %1 times at one table number (lower bound %2)":
            "同一桌号最多坐 %1 次（下限 %2 次）",
        "e.g. [567m,2]123p456s789s55p|ES1000|2": "例如 [567m,2]123p456s789s55p|ES1000|2",
        "starting seats differ by up to %1": "起始座位相差最多 %1",
        "…": "…",
        "win": "和牌",
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
    "Fan: type the total (%1 or more), tick the elements, or enter the tiles.":
        "番数：输入总番（%1 番或以上）、勾选番种或输入牌。",
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
})
ZH.update({  # views: match grid, totals, penalties, standings, projector, language
    # start page and window
    "<h1>MCR Tournament Manager</h1><p>Create a tournament or open one to start.</p>":
        "<h1>国标麻将比赛管理</h1><p>新建比赛或打开已有比赛即可开始。</p>",
    "&History of changes": "修改历史(&H)", "History": "历史", "<opened>": "<已打开>",
    "Matches": "对局", "Open tournament": "打开比赛", "Save a copy": "另存副本",
    "Copy saved to %1": "副本已保存到 %1", "Choose a file for the new tournament.":
        "请为新比赛选择文件。", "Tournament file": "比赛文件", "…": "…",
    "&Language": "语言(&L)", "System language": "系统语言", "Language": "语言",
    "Results in:": "成绩语言：",
    "The language changes when the app is started again.": "语言将在重新启动程序后更改。",
    # match grid
    "<b>Matches</b>: sessions across, tables down.": "<b>对局</b>：横向为轮次，纵向为桌号。",
    "Each cell: hands entered of 16 (✓ complete, ✔ verified, – not started). "
    "Click a match or press Enter to open its sheet.":
        "每格：已录入盘数/16（✓ 已完成，✔ 已核对，– 未开始）。点击对局或按回车打开计分表。",
    "Session %1: not seated": "第%1轮：未排座", "Session %1 (%2/%3)": "第%1轮（%2/%3）",
    "Matches finished / matches in the session": "已完成对局 / 本轮对局", "totals": "总分",
    "not started": "未开始",
    "totals only": "仅总分", "%1 of %2 hands entered": "已录入 %1/%2 盘",
    "&Next unfinished match": "下一个未完成对局(&N)",
    "Moves to the next match still open or not started (F3 in the grid)":
        "移到下一个进行中或未开始的对局（在表格中按 F3）",
    ", totals only": "，仅总分",
    # totals only
    "The match is verified: reopen it to change the totals.":
        "本桌已核对：重新打开后才能修改总分。",
    "%1 hands are entered at this table: totals only is for a table whose hands were kept "
    "on paper. Delete the hands first.":
        "本桌已录入 %1 盘：仅总分用于在纸上记分的桌。请先删除已录入的牌局。",
    "Sum %1: the four totals must sum to 0 (every hand's points do). Penalties go in the "
    "Penalty tab.": "合计 %1：四人总分之和必须为 0（每盘得分之和都为 0）。罚分请在“罚分”页输入。",
    "Sum 0: ready to save.": "合计 0：可以保存。",
    "Session %1, table %2: totals": "第%1轮第%2桌：总分",
    "Session %1, table %2: clear totals": "第%1轮第%2桌：清除总分",
    # penalties
    "Points": "分数", "Others": "其他三人", "Reason": "原因", "Save changes": "保存修改",
    "Delete": "删除", "%1 each": "各 %1",
    "Share the opposite among the other three": "其他三人平分相反分数",
    "The match is verified: reopen it to change its penalties.":
        "本桌已核对：重新打开后才能修改罚分。",
    "No penalties at this table.": "本桌没有罚分。",
    "Select a penalty to correct or delete it.": "选择一项罚分以更正或删除。",
    "Session %1, table %2: penalty for %3": "第%1轮第%2桌：%3 的罚分",
    "Session %1, table %2: correct penalty for %3": "第%1轮第%2桌：更正 %3 的罚分",
    "Session %1, table %2: delete penalty for %3": "第%1轮第%2桌：删除 %3 的罚分",
    # standings
    "Session %1, table %2": "第%1轮第%2桌", "%1 table points, score %2": "桌分 %1，得分 %2",
    "still being played, %1 of 16 hands entered; score so far %2, table points when it is "
    "finished": "进行中，已录入 %1/16 盘；目前得分 %2，打完后计桌分",
    "S%1": "第%1轮", "Session %1: table points (score)": "第%1轮：桌分（得分）",
    "Standings after session %1 of %2.": "第%1轮后的排名（共%2轮）。",
    "No session finished yet.": "尚无打完的轮次。",
    "Session %1 under way (%2 of %3 tables finished), not counted yet.":
        "第%1轮进行中（%3 桌中已完成 %2 桌），尚未计入。",
    "session %1 in progress (%2 of %3 tables finished)": "第%1轮进行中（%3 桌中已完成 %2 桌）",
    "session %1 not started": "第%1轮未开始", ", ": "，",
    "Live, sessions 1 to %1: including %2.": "实时（第1至%1轮）：包括%2。",
    "Live: including %1.": "实时：包括%1。",
    "Unfinished matches marked %1.": "未完成的对局标记为 %1。",
    "After the last complete session": "最近打完的一轮后",
    "Live: everything entered": "实时：全部已录入",
    "After session %1": "第%1轮后", "&Count:": "统计(&C)：",
    "<b>Players</b> (table points first, then score)": "<b>选手</b>（先比桌分，再比得分）",
    "<b>Teams</b>": "<b>队伍</b>",
    # projector
    "Projector": "投影", "&Show on this screen": "在此屏幕显示(&S)", "Hi&de": "隐藏(&D)",
    " min": " 分钟", "Set cloc&k": "设定时钟(&K)", "S&tart": "开始(&T)", "Pa&use": "暂停(&U)",
    "◀ Page": "◀ 上一页", "Page ▶": "下一页 ▶", "Turn pages every": "自动翻页，每",
    " s": " 秒", "Screen:": "屏幕：", "Clock:": "时钟：", "Session length:": "每轮时长：",
    "Standings:": "排名：", "page %1 of %2": "第 %1/%2 页", "Page %1 of %2": "第 %1/%2 页",
    "Show the standings on the projector (F11)": "在投影上显示排名（F11）",
    # other pages
    "Import players": "导入选手", "Player lists (*.csv *.xlsx);;All files (*)":
        "选手名单 (*.csv *.xlsx);;所有文件 (*)", "Cannot read %1: %2": "无法读取 %1：%2",
    "Import %n player(s)": "导入 %n 名选手", "Row %1 rejected (%2): %3": "第%1行被拒绝（%2）：%3",
    "Reports folder": "报表文件夹",
    "Choose at least one document and one format.": "请至少选择一种文档和一种格式。",
    "Players not seated in this session": "本轮未入座的选手", " (substitute)": "（替补）",
    "starting seats differ by up to %1": "起始座位最多相差 %1",
    "at most %1 times at one table number (least possible %2)":
        "同一桌号最多 %1 次（最少可能 %2）",
    "Select exactly two players to swap.": "请恰好选择两名选手进行交换。",
    "Select one seat and the player to put there.": "请选择一个座位和要坐到那里的选手。",
    "Seat %1 in session %2": "第%2轮安排 %1 入座", "Export seating": "导出座位表",
    "CSV (*.csv)": "CSV (*.csv)",
    "A team is the players sharing a team name: edit it on the Players page.":
        "队伍由队名相同的选手组成：请在“选手”页修改。",
    "e.g. [567m,2]123p456s789s55p|ES1000|2": "例如 [567m,2]123p456s789s55p|ES1000|2",
    "Type the hand: 123m 5p [555p,2] [EEEE]; the last tile is the winning tile; |PSabcd for "
    "winds and flags; |n or |letters for flowers (Ctrl+L)":
        "输入牌：123m 5p [555p,2] [EEEE]；最后一张为和张；|PSabcd 表示风位与标志；"
        "|n 或 |字母 表示花牌（Ctrl+L）",
    "Who gave the claimed tile (for a chow: which tile)": "谁打出被吃碰的牌（吃：第几张）",
    "Remove the last tile or set (Ctrl+Backspace)": "删除最后一张牌或一组（Ctrl+Backspace）",
    "A chow needs suited tiles.": "吃只能用序数牌。", "%1: %2": "%1：%2",
    # tiles, winds, flowers
    **{f"{n} Characters": f"{'一二三四五六七八九'[n - 1]}万" for n in range(1, 10)},
    **{f"{n} Dots": f"{'一二三四五六七八九'[n - 1]}筒" for n in range(1, 10)},
    **{f"{n} Bamboo": f"{'一二三四五六七八九'[n - 1]}条" for n in range(1, 10)},
    "Red dragon": "红中", "Green dragon": "发财", "White dragon": "白板",
    "Plum": "梅", "Orchid": "兰", "Bamboo": "竹", "Chrysanthemum": "菊",
    "Spring": "春", "Summer": "夏", "Autumn": "秋", "Winter": "冬",
    "E": "东", "S": "南", "W": "西", "N": "北",
    # messages from the domain and the engine (app/ui/messages.py)
    "language of the messages": "zh_CN",
    "Session %1 is already seated: the tournament cannot have fewer than %2 sessions.":
        "第%1轮已排座：比赛不能少于 %2 轮。",
    "There is no player number %1.": "没有编号为 %1 的选手。",
    "There is no player named '%1'.": "没有名为“%1”的选手。",
    "%1 is seated; mark the player inactive instead of removing.":
        "%1 已入座；请将其标为不在赛，而不是删除。",
    "A player needs a name.": "选手需要姓名。",
    "A name cannot be only digits (numbers name players by number).":
        "姓名不能只有数字（数字用来表示选手编号）。",
    "'%1' is already registered as player %2.": "“%1”已登记为 %2 号选手。",
    "The EMA number '%1' is not a number.": "EMA编号“%1”不是数字。",
    "Every session already has results: there is nothing left to seat.":
        "每一轮都已有成绩：没有可以排座的轮次。",
    "%1 active players cannot fill tables of four: add substitutes or withdraw players to "
    "reach a multiple of 4.":
        "%1 名在赛选手无法坐满四人桌：请增加替补或让选手退赛，使人数为 4 的倍数。",
    "Results were entered meanwhile; seat again.": "期间已录入成绩；请重新排座。",
    "Session %1 has results: its seating cannot change.": "第%1轮已有成绩：座位不能更改。",
    "A player cannot sit at two places in one session.": "同一轮中一名选手不能坐两个位置。",
    "Session %1 is not seated yet.": "第%1轮尚未排座。",
    "Session %1 has no table %2.": "第%1轮没有第%2桌。",
    "The tournament needs a name.": "比赛需要名称。",
    "A tournament has 1 to 50 sessions, not %1.": "比赛轮数为 1 到 50，不能是 %1。",
    "Seating cancelled; nothing was changed.": "已取消排座；没有任何改动。",
    "Unknown tie-break '%1'; choose from %2.": "未知的同分决胜规则“%1”；可选：%2。",
    "The tournament has sessions 1 to %1, not %2.": "本比赛的轮次为 1 到 %1，没有第 %2 轮。",
    "This tournament has no backup folder.": "本比赛没有备份文件夹。",
    "Give either the fan count or the tiles of the winning hand.": "请输入番数或和牌的牌。",
    "Table %1 of session %2 was entered as totals only; clear the totals before entering "
    "hands.": "第%2轮第%1桌按仅总分录入；录入牌局前请先清除总分。",
    "Hand %1 of table %2 in session %3 is already entered; correct it (replace) or delete it "
    "first.": "第%3轮第%2桌第%1盘已录入；请更正（替换）或先删除。",
    "Hand %1 of table %2 in session %3 is not entered.": "第%3轮第%2桌第%1盘尚未录入。",
    "A hand number is 1 to %1, not %2.": "盘号为 1 到 %1，不能是 %2。",
    "The %1 (player %2) does not play at table %3 in session %4.":
        "%1（%2 号选手）不在第%4轮第%3桌。",
    "The winner cannot also be the player who discarded the winning tile.":
        "和牌者不能同时是点炮者。",
    "A win needs at least %1 fan; %2 is not enough.": "和牌至少需要 %1 番；%2 番不够。",
    "%1 fan is not a possible hand; check the number.": "%1 番不是可能的牌；请检查番数。",
    "'%1' is not a hand: write tiles[|situation[|flowers]].":
        "“%1”不是一手牌：请写成 牌[|和牌情况[|花牌]]。",
    "Hand %1 is played with prevalent wind %2, not %3.": "第%1盘的圈风是 %2，不是 %3。",
    "In hand %1 the winner's seat wind is %2, not %3.": "第%1盘中和牌者的门风是 %2，不是 %3。",
    "The situation says the hand was %1, which the entry contradicts.":
        "和牌情况写的是%1，与录入内容矛盾。",
    "This hand scores %1 fan (flowers included): a win needs at least %2 fan without the "
    "flowers.": "这手牌 %1 番（含花牌）：不计花牌至少需要 %2 番才能和牌。",
    "A penalty needs a reason (it is printed on the sheets).": "罚分需要原因（会打印在记分表上）。",
    "A penalty of 0 points changes nothing.": "0 分的罚分不起作用。",
    "%1 cannot be shared equally by three players; use a multiple of 3.":
        "%1 无法由三人平分；请使用 3 的倍数。",
    "There is no penalty %1.": "没有第 %1 项罚分。",
    "A shared penalty must divide by three between the other players.":
        "平分的罚分必须能被其他三人整除。",
    "Give the totals of the four players.": "请输入四名选手的总分。",
    "Hand scores always sum to 0; these sum to %1. Enter penalties separately.":
        "牌局得分之和总是 0；这些分数之和为 %1。罚分请另外输入。",
    "Table %1 of session %2 has hands entered; delete them before entering totals only.":
        "第%2轮第%1桌已录入牌局；请先删除后再按仅总分录入。",
    "Table %1 of session %2 has no totals entered.": "第%2轮第%1桌没有录入总分。",
    "Table %1 of session %2 has nothing entered yet.": "第%2轮第%1桌尚未录入任何内容。",
    "Only a complete match can be verified.": "只有已完成的对局才能核对。",
    "Table %1 of session %2 is verified; set it back to complete before correcting it.":
        "第%2轮第%1桌已核对；请先改回“已完成”再更正。",
    "'%1' %2 has no numbers before it (write e.g. 55%3).": "%2的“%1”前面没有数字（例如写 55%3）。",
    "%1z %2 is not a tile: honors are 1z-7z (ESWNCFP).":
        "%2的 %1z 不是牌：字牌为 1z-7z（ESWNCFP）。",
    "0%1 %2 is not a tile: ranks go from 1 to 9.": "%2的 0%1 不是牌：点数为 1 到 9。",
    "'%1' %2 needs a suit letter (m, p or s).": "%2的“%1”需要花色字母（m、p 或 s）。",
    "'%1' %2 is not a tile, a bracket or a separator.": "%2的“%1”不是牌、括号或分隔符。",
    "',%1' %2 is not a claim marker: use 1-3 (who gave the tile), or 5-7 for a kong promoted "
    "from a pung.": "%2的“,%1”不是来源标记：用 1-3（谁打出的牌），加杠用 5-7。",
    "[%1] is not a set: a bracket holds a chow (three in a row of one suit), a pung (three "
    "alike) or a kong (four alike).":
        "[%1] 不是一组：括号内应为顺子（同花色三张连续）、刻子（三张相同）或杠（四张相同）。",
    "',4' %1: the tile comes from player 1, 2 or 3 (left, across, right).":
        "%1的“,4”：牌来自 1、2 或 3 号位（上家、对家、下家）。",
    "',%1' %2: only a kong can be promoted from a pung.": "%2的“,%1”：只有杠可以由碰加杠。",
    "The bracket opened at '%1' is never closed.": "在“%1”处打开的括号没有关闭。",
    "Brackets cannot be nested: '%1'.": "括号不能嵌套：“%1”。",
    "An empty bracket '[]' is not a set.": "空括号“[]”不是一组。",
    "A ']' closes a bracket that was never opened.": "“]”关闭了一个没有打开的括号。",
    "'|%1' is not a situation: write the prevalent wind, the seat wind and four 0/1 flags, "
    "e.g. |ES1000.": "“|%1”不是和牌情况：请写圈风、门风和四个 0/1 标志，例如 |ES1000。",
    "'%1' is not a %2 wind: use E, S, W or N.": "“%1”不是%2风：请用 E、S、W 或 N。",
    "'%1' is not a wind: use E, S, W or N.": "“%1”不是风：请用 E、S、W 或 N。",
    "The flags '%1' must be four 0/1 digits: self-drawn, last tile of its kind, last tile of "
    "the wall, kong.": "标志“%1”必须是四个 0/1：自摸、和绝张、海底、杠。",
    "%1 flowers: there are only %2 flower tiles.": "%1 张花牌：花牌只有 %2 张。",
    "'%1' is not a flower list: give a count 0-8 or letters a-h (plum, orchid, bamboo, "
    "chrysanthemum, spring, summer, autumn, winter).":
        "“%1”不是花牌列表：请写数量 0-8 或字母 a-h（梅、兰、竹、菊、春、夏、秋、冬）。",
    "The flowers '%1' name the same flower twice.": "花牌“%1”把同一张花写了两次。",
    "A hand must be given as text in the hand notation.": "牌必须以牌谱文字给出。",
    "Too many '|': a hand is tiles|situation|flowers.": "“|”太多：一手牌写作 牌|和牌情况|花牌。",
    "%1 declared sets: a hand has at most four.": "%1 组副露：一手牌最多四组。",
    "The hand has %1 tiles of %2: there are only four.": "这手牌有 %1 张%2：每种牌只有四张。",
    "The hand has 13 tiles: the winning tile is missing (write it last).":
        "这手牌只有 13 张：缺少和张（请写在最后）。",
    "The hand has %1 tiles, counting each kong as 3; a winning hand has 14.":
        "这手牌有 %1 张（杠算 3 张）；和牌应有 14 张。",
    "The hand has %1 tiles, counting each kong as 3; a waiting hand has 13.":
        "这手牌有 %1 张（杠算 3 张）；听牌应有 13 张。",
    "Unknown situation: %1.": "未知的和牌情况：%1。",
    "%1 must be true or false.": "%1 必须为是或否。",
    "Flowers are a count 0-8 or letters a-h.": "花牌为数量 0-8 或字母 a-h。",
    "A win on the replacement tile after a kong needs a kong in the hand; none is declared.":
        "杠上开花需要手中有杠；但没有声明杠。",
    "Robbing a kong of %1 is impossible here: the robbed tile is the fourth of its kind, yet "
    "the hand holds %2 other %3 tile.":
        "这里不可能抢杠和%1：被抢的牌是第四张，而手中还有 %2 张%3。",
    "Robbing a kong of %1 is impossible here: the robbed tile is the fourth of its kind, yet "
    "the hand holds %2 other %3 tiles.":
        "这里不可能抢杠和%1：被抢的牌是第四张，而手中还有 %2 张%3。",
    "'Last tile of its kind' is impossible: besides the winning tile, the hand holds another "
    "tile of %1.": "不可能是“和绝张”：除和张外，手中还有一张%1。",
    "This hand does not win: its tiles do not make four sets and a pair, seven pairs, "
    "thirteen orphans or a knitted hand. (With declared sets, the concealed tiles must make "
    "the remaining sets and the pair.)":
        "这手牌不能和：牌不能组成四组一对、七对、十三幺或组合龙/全不靠。（有副露时，手中的牌必须组成其余各组和一对。）",
    "This hand does not win: its tiles do not make four sets and a pair, seven pairs, "
    "thirteen orphans or a knitted hand.":
        "这手牌不能和：牌不能组成四组一对、七对、十三幺或组合龙/全不靠。",
    "There is no fan number %1: fans are numbered 1 to 81, and 82 is the MIL 2015 kong item "
    "(Concealed Kong and Melded Kong).":
        "没有第 %1 号番种：番种编号为 1 到 81，另有 82 号为 MIL 2015 的明暗杠（一暗杠一明杠）。",
    "in '%1'": "“%1”中", "in [%1]": "[%1] 中",
    "%1 characters": "%1万", "%1 dots": "%1筒", "%1 bamboo": "%1条",
    "winner": "和牌者", "discarder": "点炮者", "penalised player": "被罚选手",
    "prevalent": "圈", "seat": "门", "self-drawn": "自摸", "won on a discard": "点和",
    "Red Dragon": "红中", "Green Dragon": "发财", "White Dragon": "白板",
    "The %1 contains a control or invisible character (%2); type it again without it.":
        "%1中含有控制字符或不可见字符（%2）；请去掉后重新输入。",
    "The %1 is %2 characters long; at most %3 are allowed.": "%1长 %2 个字符；最多允许 %3 个。",
    "The %1 must be a whole number, not %2.": "%1必须是整数，不能是 %2。",
    "The %1 must be between %2 and %3, not %4.": "%1必须在 %2 到 %3 之间，不能是 %4。",
    "A hand's notation has at most %1 characters.": "牌谱最多 %1 个字符。",
    "The name is %1 characters long; at most %2.": "姓名长 %1 个字符；最多 %2 个。",
    "Saved. But the automatic backup at the end of session %1 could not be written: %2":
        "已保存。但第%1轮结束时的自动备份无法写入：%2",
    "%1 exists; backups are never replaced.": "%1 已存在；备份从不覆盖。",
    "There is no tournament file at %1.": "%1 处没有比赛文件。",
    "%1 already exists; choose another name.": "%1 已存在；请换一个名称。",
    "%1 is not a tournament file.": "%1 不是比赛文件。",
    "%1 is not a tournament file (it is not an SQLite database at all).":
        "%1 不是比赛文件（根本不是 SQLite 数据库）。",
    "%1 was written by a newer version of the program (file format %2, this program reads "
    "up to %3).": "%1 由更新版本的程序写入（文件格式 %2，本程序最多读取 %3）。",
    "%1 is open for reading only; nothing was changed.": "%1 以只读方式打开；没有任何改动。",
    "The disk holding %1 is full.": "存放 %1 的磁盘已满。",
    "The change was not saved.": "此次修改未保存。",
    "Nothing was saved.": "没有保存任何内容。",
    "Everything saved before is safe in the file: do not replace it with a backup.":
        "之前保存的内容都安全地留在文件中：不要用备份替换它。",
    "Free some space on that disk and try again.": "请在该磁盘上腾出空间后重试。",
    "Free some space and try again.": "请腾出空间后重试。",
    "%1 cannot be written: the file, its folder or its disk is read-only.":
        "%1 无法写入：文件、文件夹或磁盘是只读的。",
    "The file itself is intact.": "文件本身完好无损。",
    "Make the folder writable, or copy the file to a folder you can write to, and open that.":
        "请让文件夹可写，或把文件复制到可写的文件夹后打开。",
    "%1 cannot be opened for writing: its folder or disk is read-only.":
        "%1 无法以写入方式打开：文件夹或磁盘是只读的。",
    "Copy it to a folder you can write to and open that; commands that only read "
    "(standings, export) still work here.":
        "请复制到可写的文件夹后打开；只读的命令（排名、导出）在这里仍然可用。",
    "%1 is busy: another station or program kept it locked too long.":
        "%1 正忙：另一个终端或程序锁定它的时间过长。",
    "Try again in a moment.": "请稍后重试。",
    "%1 is damaged and cannot be used (%2).": "%1 已损坏，无法使用（%2）。",
    "Open the latest backup copy instead, and keep this file for inspection.":
        "请改为打开最新的备份，并保留此文件以供检查。",
    "%1 is on a read-only disk.": "%1 位于只读磁盘上。",
    "No permission to write %1.": "没有写入 %1 的权限。",
    "There is no folder for %1.": "%1 所在的文件夹不存在。",
    "player's name": "选手姓名", "reason": "原因", "first name": "名", "last name": "姓",
    "name": "姓名", "country": "国家", "team": "队伍", "tournament's name": "比赛名称",
    "fan": "番数", "penalty": "罚分", "total": "总分",
    "Table %1 of session %2 changed at another station: reload it and try again.":
        "第%2轮第%1桌已在另一终端修改：请重新载入后再试。",
    "The %1 changed at another station: reload and try again.":
        "%1已在另一终端修改：请重新载入后再试。",
    "%1 is seated and cannot be removed.": "%1 已入座，不能删除。",
    "hand": "牌局", "state": "状态", "player": "选手", "seating": "座位", "settings": "设置",
    "win": "和牌",
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

ZH.update(
    {  # seating: where the plan stands
        "at the lower bound: no plan has fewer repeats": "已达下限：没有重复更少的座位表",
        "%1 above the lower bound; no better plan is known": "比下限多 %1；尚无更好的已知座位表",
        "at the best known value (%1, %2)": "已达已知最优值（%1，%2）",
        "%1 above the best known value (%2, %3)": "比已知最优值多 %1（%2，%3）",
    }
)

ZH.update({  # QA fixes: MCR's fourth part of the notation (from= only)
    "'%1' is not a hand: write tiles[|situation[|flowers[|from=SEAT]]].":
        "“%1”不是一手牌：请写成 牌[|和牌情况[|花牌[|from=座位]]]。",
    "MCR uses only from= (who discarded) in the notation's fourth part, not '%1'.":
        "国标麻将在记法的第四部分只用 from=（点炮者），不用“%1”。",
})

ZH.update({  # stations: conflict dialog for penalties, totals and match states
    "Another station changed this match while it was on this screen; your change was not saved.":
        "在本屏显示期间，其他计分站修改了这场比赛；您的修改未保存。",
    "<b>Your change (not saved)</b>": "<b>您的修改（未保存）</b>",
    "<b>Stored now</b>": "<b>当前已保存</b>", "Stored now": "当前已保存",
    "&Reload (keep what is stored)": "重新载入，保留已保存的(&R)",
    "&Apply mine to it": "在其上应用我的修改(&A)",
    "Match": "比赛", "(not seated)": "（未排座）", "open": "进行中", "complete": "已完成",
    "verified": "已核对", "State": "状态", "Hands entered": "已录入盘数", "Totals": "总分",
    "Penalties": "罚分", "Last change": "最近修改", "unknown station": "未知计分站",
    "Table %1 of session %2": "第%2轮第%1桌",
    " (shared by the other three)": "（由其他三家平分）",
    "New penalty: %1": "新罚分：%1", "Penalty corrected from %1 to %2": "罚分由 %1 改为 %2",
    "Penalty deleted: %1": "已删除罚分：%1", "Totals: %1": "总分：%1",
    "Clear the totals": "清除总分",
    "Reopen the match (back to complete)": "重新打开比赛（回到已完成）",
    "Verify the match (checked, then frozen)": "核对比赛（核对后锁定）",
})

ZH.update({  # fit any screen, language chosen in the app (issue 9 item 7)
    "The interface is now in %1.": "界面语言已切换为%1。",
})

ZH.update(
    {  # charts: player history, the projector's leaders' chart, Help > Guide
        "Session": "轮次",
        "Seat": "座位",
        "Opponents": "对手",
        "No results yet": "尚无成绩",
        "History of %1": "%1 的历程",
        "place %1 after session %2, table points %3, score %4": "第%2轮后第%1名，桌分 %3，得分 %4",
        "Score after each session": "每轮后的得分",
        "Place after each session": "每轮后的名次",
        "Player histor&y…": "选手历程(&Y)…",
        "Player history…": "选手历程…",
        "The chosen player's sessions, with charts of score and place (Enter)":
            "所选选手的各轮成绩，附得分与名次图（回车）",
        "The leaders, session by session": "领先者逐轮走势",
        "The leaders' places, session by session": "领先者逐轮名次",
        "Leaders' chart between sessions": "轮间显示领先者走势图",
        "With every result in and the clock stopped, a last page charts the leaders":
            "成绩全部录入且计时停止时，最后一页显示领先者走势图",
        "Chart n&ow": "立即显示走势图(&O)",
        "Guide — MCR Tournament Manager": "使用指南 — 国标麻将比赛管理",
        "◀ &Back": "◀ 返回(&B)",
        "The guide is not part of this installation (docs/guide.md).":
            "此安装未包含使用指南（docs/guide.md）。",
        "&Guide": "使用指南(&G)",
        "The organiser's and referee's guide": "组织者与裁判使用指南",
        "Guide on the &web": "网页版使用指南(&W)",
        "Teams have %1 to %2 players: a team's points and score are the sum of its members', "
        "so a larger team gains more.":
            "各队人数为%1至%2名：团体桌分与得分为队员之和，人数多的队伍占优。",
        "The guide in your web browser, to print or share":
            "在网页浏览器中打开使用指南，便于打印或分享",
        "The guide cannot be opened in a browser here.": "此处无法在浏览器中打开使用指南。",
        "Help": "帮助",
        "&About": "关于(&A)",
        "family name first": "姓在前",
        "given name first": "名在前",
        "family name first or given name first; empty: from the name's script and country":
            "姓在前或名在前；留空：按姓名的文字和国家/地区判断",
        "Version, licence and third-party notices": "版本、许可证与第三方声明",
        "About MCR Tournament Manager": "关于国标麻将比赛管理",
        "MCR Tournament Manager %1 · MIT licence": "国标麻将比赛管理 %1 · MIT 许可证",
    }
)

ZH.update({  # issue 25: names and messages that say how to write it right
    "'%1' is not the name of an MCR fan. Did you mean %2?": "“%1”不是国标麻将的番种名。是否指%2？",
    " or ": "或",
    "'%1' in '|%2' is not a token of the notation's fourth part (after the flowers); %3 "
    "uses %4.": "“|%2”中的“%1”不是记法第四部分（花牌之后）的标记；%3 使用的标记是 %4。",
    "Self-drawn with nothing claimed, it is %1, counted instead.": "自摸且未吃碰，计%1。",
    "The hand is %1: it has no sets.": "此手为%1，没有面子。",
    "'%1' %2: suit letters are lower case: m, p, s (write %3).":
        "%2的“%1”：花色字母须小写：m、p、s（应写作 %3）。",
    "The hand has 12 tiles in four sets: the pair is missing (a winning hand is four sets "
    "and a pair, 14 tiles: write both tiles of the pair).":
        "这手牌 12 张，已成四组面子：缺少将牌"
        "（和牌为四组面子加一对将，共 14 张：请写出将牌的两张）。",
})

# Ranking submission (issue 24): the tournament details dialog and the players' names
# in Latin letters.
ZH.update({
    "Tournament details": "比赛信息", "&Name:": "名称(&N)：", "&Venue:": "场馆(&V)：",
    "C&ity:": "城市(&I)：", "C&ountry:": "国家/地区(&O)：", "&Start date:": "开始日期(&S)：",
    "&End date:": "结束日期(&E)：", "&Ranking-body id:": "排名机构赛事编号(&R)：",
    "Results' &language:": "成绩语言(&L)：", "two letters, e.g. DE": "两个字母，如 CN",
    "YYYY-MM-DD": "年-月-日（YYYY-MM-DD）",
    "the ranking body's id for this tournament": "排名机构给本赛事的编号",
    "Change tournament details": "修改比赛信息", "Tournament &details…": "比赛信息(&D)…",
    "Name, place, dates, country and ranking-body id of the tournament":
        "比赛的名称、地点、日期、国家/地区和排名机构编号",
    "Romanised": "拉丁字母姓名", "Name order": "姓名顺序",
    "family-first or given-first; empty: from the name's script and country":
        "family-first（姓在前）或 given-first（名在前）；留空：按文字和国家判断",
    "No name in Latin letters: type the romanised name for the ranking file":
        "没有拉丁字母姓名：请填写拼写形式，供排名文件使用",
    "In the ranking file: %1 (first), %2 (last)": "排名文件中：%1（名），%2（姓）",
    "Ranking &file": "排名文件(&F)",
    "The ranking body's results file (Excel): the tournament's details above "
    "place, names, member numbers, table points and score":
        "提交排名机构的成绩文件（Excel）：比赛信息在上，下为名次、姓名、会员编号、桌分和得分",
})

# One English word, two meanings: the translation in a given context (class) only.
# "Fan" heads a fan's name in the calculator (番种) but the number of fan of a hand in
# the table sheet and the history of changes (番数).
ZH_IN_CONTEXT = {
    ("TableSheet", "Fan"): "番数",
    ("ConflictDialog", "Fan"): "番数",
}


ZH.update({  # issue 21: safe answers by default; told when another station replaced ours
    "Enter mine &over it": "用我的覆盖(&O)",
    "Apply mine t&o it": "在其上应用我的修改(&O)",
    "&Replace": "替换(&R)", "&Delete": "删除(&D)",
    "Enter or Esc keeps what is stored; Alt+O puts yours over it.":
        "回车或 Esc 保留已保存的；Alt+O 用您的覆盖。",
    "Table %1 of session %2 is verified; reopen it before undoing or redoing a change to it.":
        "第%2轮第%1桌已核对；请先重新打开，再撤销或重做对它的修改。",
    "Saved: the change is in the tournament. Only the automatic backup at the end of "
    "session %1 could not be written: %2":
        "已保存：修改已存入比赛。只是第%1轮结束时的自动备份未能写入：%2",
    "Hand %1 of table %2, session %3 was deleted at station %S at %T.":
        "第%3轮第%2桌第%1局已于 %T 在计分站 %S 被删除。",
    "Hand %1 of table %2, session %3 was changed at station %S at %T: now %4.":
        "第%3轮第%2桌第%1局已于 %T 在计分站 %S 被修改：现为 %4。",
    "The penalty %1 at table %2, session %3 was changed at station %S at %T: now %4.":
        "第%3轮第%2桌的罚分 %1 已于 %T 在计分站 %S 被修改：现为 %4。",
    "The penalty %1 at table %2, session %3 was deleted at station %S at %T.":
        "第%3轮第%2桌的罚分 %1 已于 %T 在计分站 %S 被删除。",
    "The totals of table %1, session %2 were changed at station %S at %T: now %3.":
        "第%2轮第%1桌的总分已于 %T 在计分站 %S 被修改：现为 %3。",
    "The totals of table %1, session %2 were cleared at station %S at %T.":
        "第%2轮第%1桌的总分已于 %T 在计分站 %S 被清除。",
    "Table %1 of session %2 was reopened at station %S at %T.":
        "第%2轮第%1桌已于 %T 在计分站 %S 被重新打开。",
    "Table %1 of session %2 was verified at station %S at %T.":
        "第%2轮第%1桌已于 %T 在计分站 %S 被核对。",
})

# Issue 24: the last English on Chinese pages (app/ui/wording.py, rule titles, the
# fifth copy of a tile, what another station changed).
ZH.update({
    "fans named in English": "番种只用中文名", ": ": "：", ", ": "、", "; ": "；", ".": "。",
    "Mahjong Competition Rules (MIL 2015)": "国标麻将竞赛规则（MIL 2015）",
    "The International Game": "国际麻将规则", "The Shenzhen game": "深圳麻将规则",
    "MahJong Online": "麻将在线规则",
    "The hand has %1 copies of %2 (%3): a tile has only four copies.":
        "这手牌有 %1 张%2（%3）：每种牌只有四张。",
    "the %1 of characters": "%1万", "the %1 of dots": "%1筒", "the %1 of bamboo": "%1条",
    "the Red Dragon": "红中", "the Green Dragon": "发财", "the White Dragon": "白板",
    "match %1/%2 %3": "第%1轮第%2桌%3", "record hand %1/%2/%3": "录入第%1轮第%2桌第%3盘",
    "record draw %1/%2/%3": "录入第%1轮第%2桌第%3盘（流局）",
    "delete hand %1/%2/%3": "删除第%1轮第%2桌第%3盘",
    "penalty %1/%2 player %3": "第%1轮第%2桌罚分，选手 %3", "delete penalty %1": "删除罚分 %1",
    "clear totals %1/%2": "清除第%1轮第%2桌总分", "totals %1/%2": "第%1轮第%2桌总分",
    "add player %1": "添加选手 %1", "edit player %1": "修改选手 %1",
    "remove player %1": "删除选手 %1", "withdraw player %1": "选手 %1 退赛",
    "import players from %1": "从 %1 导入选手", "seat session %1": "排第%1轮座位",
    "edit penalty %1": "修改罚分 %1", "copy from %1": "从 %1 复制",
    "demo session %1 table %2": "示例第%1轮第%2桌", "match state %1": "对局状态 %1",
    "hand %1": "牌局 %1", "penalty %1": "罚分 %1", "totals %1": "总分 %1",
    "player %1": "选手 %1", "seating %1": "座位 %1", "new tournament": "新建比赛",
    "change settings": "修改设置", "seat sessions": "排座位", "demo players": "示例选手",
    "upgrade file format": "升级文件格式",
})

ZH.update({  # issue 23: table-side entry in the desktop app (Tools menu, the referee's queue)
    "Tools": "工具", "&Table-side entry…": "桌边录入(&T)…",
    "Start the web server for the players' phones; seat links":
        "为选手手机启动网页服务器；座位链接",
    "&Referee's queue": "裁判队列(&R)", "Referee's queue": "裁判队列",
    "Referee: %1 waiting": "裁判：%1 项待处理", "Table-side entry": "桌边录入",
    "Table-side entry on %1": "桌边录入运行于 %1", "Open a tournament first.": "请先打开比赛。",
    "The server cannot open the tournament: %1": "服务器无法打开比赛：%1",
    "Port %1 is already in use on this computer (another program, or this app serving "
    "another tournament): choose another port, or stop the other server.":
        "本机端口 %1 已被占用（其他程序，或本程序正在为另一场比赛服务）："
        "请换一个端口，或停止另一个服务器。",
    "Port %1 needs administrator rights: choose a port above 1023.":
        "端口 %1 需要管理员权限：请选择大于 1023 的端口。",
    "That address is not this computer's: choose another place to listen.":
        "该地址不属于本机：请选择其他监听位置。",
    "Web server for the players' phones": "选手手机用的网页服务器",
    "This computer only (127.0.0.1)": "仅本机 (127.0.0.1)",
    "The venue network (every network, 0.0.0.0)": "场馆网络（所有网络，0.0.0.0）",
    "Only the network of %1": "仅 %1 所在网络", "any free port": "任一空闲端口",
    "&Listen on:": "监听(&L)：", "&Port:": "端口(&P)：", "&Start the server": "启动服务器(&S)",
    "St&op the server": "停止服务器(&O)",
    "The server is stopped: phones cannot reach it.": "服务器已停止：手机无法访问。",
    "The server is running.": "服务器运行中。", "Phones open: %1": "手机打开：%1",
    "Live results: %1": "实时成绩：%1",
    "Every device on every network this computer is on (the venue's network included) "
    "can open the pages.": "本机所在各网络（包括场馆网络）上的所有设备都能打开这些页面。",
    "Only this computer can open the pages: for the players' phones, stop and choose The "
    "venue network.": "只有本机能打开这些页面：要让选手手机访问，请停止后选择“场馆网络”。",
    "Devices that reach %1 (its network) can open the pages.":
        "能访问 %1（其所在网络）的设备可以打开这些页面。",
    "Seat links (each seat's own secret)": "座位链接（每个座位各自的密钥）",
    "Se&ssion:": "轮次(&S)：", "Show the lin&ks": "显示链接(&K)", "Link": "链接",
    "&Copy link": "复制链接(&C)", "&Rotate links…": "更换链接(&R)…",
    "Print table car&ds…": "打印桌卡(&D)…", "Choose a seat first.": "请先选择一个座位。",
    "Link of table %1, seat %2 copied.": "已复制第 %1 桌 %2 座的链接。",
    "Rotate the seat links?": "更换座位链接？",
    "Every seat link of session %1 is replaced: the cards printed so far and the pages "
    "open on the phones stop working, and new table cards must be printed. Rotate them?":
        "第 %1 轮的所有座位链接都将更换：已打印的桌卡和手机上打开的页面都将失效，"
        "需要重新打印桌卡。确定更换？",
    "The links of session %1 were replaced: print the table cards again.":
        "第 %1 轮的链接已更换：请重新打印桌卡。",
    "Print table cards": "打印桌卡", "Table cards of session %1 written to %2.":
        "第 %1 轮的桌卡已写入 %2。",
    "Drawing the table cards: %1 of %2…": "正在生成桌卡：第 %1 张，共 %2 张…",
    "Proposed by": "提交者", "Why here": "原因", "Nothing waits for the referee.":
        "没有等待裁判处理的事项。",
    "&Accept (engine's count)": "接受（按程序计番）(&A)",
    "Store the hand as the table entered it, scored by the engine":
        "按本桌录入的牌保存此盘，由程序计番",
    "Accept &corrected…": "更正后接受(&C)…",
    "Store the referee's own entry of the hand": "保存裁判自己录入的此盘",
    "Re&ject…": "驳回(&J)…",
    "Accepted: hand %1 of table %2, session %3 is stored.":
        "已接受：第 %3 轮第 %2 桌第 %1 盘已保存。",
    "Rejected: hand %1 of table %2, session %3 is not stored.":
        "已驳回：第 %3 轮第 %2 桌第 %1 盘未保存。",
    "Disputed by %1: %2": "%1 提出异议：%2", "Under the minimum": "不足起和番",
    "Wrong claim: the engine counts otherwise": "报番有误：程序计番不同",
    "Claimed by the table": "本桌所报", "The engine": "程序", "Why": "理由",
    "Choose a proposal in the list.": "请在列表中选择一项提交。", "A draw": "荒庄",
    "%1 wins, %2": "%1 和牌，%2", "Tiles: %1": "牌：%1", "Proposed by %1": "提交者：%1",
    "Why here: %1": "原因：%1", "Payments (the engine): %1": "得失分（程序）：%1",
    "No payments: the engine does not count it as a win.": "无得失分：程序不认为这是和牌。",
    "claimed": "已报", "not claimed": "未报", "Claim as written": "所报原文",
    "Total fan": "总番", "counted": "计入",
    "Reject the proposal": "驳回提交", "e.g. the winning tile was a discard of North":
        "例如：和的那张牌是北家打出的",
    "&Reject": "驳回(&R)",
    "The table sees this reason on its phones.": "本桌会在手机上看到此理由。",
    "Rea&son:": "理由(&S)：",
    "Hand %1 of table %2, session %3: the referee's entry": "第 %3 轮第 %2 桌第 %1 盘：裁判录入",
    "Draw (no winner)": "荒庄（无人和牌）", "&Store this hand": "保存此盘(&S)",
    "&Winner:": "和牌者(&W)：", "&From:": "点炮者(&F)：", "&Tiles:": "牌(&T)：",
    "The engine: %1 fan; points %2": "程序：%1 番；得失分 %2",
    "A draw; points %2": "荒庄；得失分 %2",
    "PDF files (*.pdf)": "PDF 文件 (*.pdf)",
    "Nothing was stored: accept it corrected, or reject it.":
        "未保存任何内容：请更正后接受，或驳回。",
    # table-side polish (issue 23 review)
    "&Robbing the kong": "抢杠和(&R)",
    "Under the minimum: %1": "不足起和番：%1",
})

ZH.update({  # under the minimum: what it leaves out, any system's minimum (app.ui.hand.minimum)
    "Under the minimum of %1 fan (%2 not counted): this is not a valid win.":
        "不足起和番 %1 番（不计%2）：不能和牌。",
    "flowers": "花牌", "auxiliary points": "附加分", " and ": "、",
    "This hand scores %1 fan: a win in %2 needs at least %3.":
        "这手牌 %1 番：%2至少需要 %3 番才能和牌。",
    "This hand scores %1 fan toward the minimum (%2 with the %3, which the minimum leaves "
    "out): a win in %4 needs at least %5.":
        "这手牌计入起和番的只有 %1 番（连同不计入的%3共 %2 番）：%4至少需要 %5 番才能和牌。",
    "the fan that does not count": "不计入起和番的番",
})

# the other systems' claim reasons in the referee's queue (app.ui.tableside.other_reasons)
ZH.update({
    "counted %1 time, claimed %2": "此手计 %1 次，报了 %2 次。",
    "counted %1 times, claimed %2": "此手计 %1 次，报了 %2 次。",
    "counted %1 time here, not more (%2)": "此手只计 %1 次，不能更多（见番种表的条件）。",
    "counted %1 times here, not more (%2)": "此手只计 %1 次，不能更多（见番种表的条件）。",
    "the hand has it %1 time, not more": "此手只有 %1 次，不能更多。",
    "the hand has it %1 times, not more": "此手只有 %1 次，不能更多。",
    "excluded by %1": "已计%1，不再计此项（不重复计番）。",
    "the special winning hand %1 scores alone": "特殊和型%1单独计分，不再计其他番种。",
    "%1 is a Max hand: it replaces every other scoring hand": "%1是满贯番：代替其他所有计分番种。",
    "not added to %1's four-pung form (option terminals_with_all_triplets=exclude)":
        "不加在%1的四刻形式上（选项 terminals_with_all_triplets=exclude）。",
    "the hand does not have it: %1": "此手没有这个番种（条件见番种表）。",
    "only in another reading (%1): %2": "只有按另一种组合（%1）才有此番：%2。",
    "%1 fan against %2: the best reading counts": "那种组合%1番，所计组合%2番：按番数最高的组合计",
    "%1 fan before the cap against %2: the best reading counts":
        "封顶前那种组合%1番，所计组合%2番：按番数最高的组合计",
    "the same fan, and a special winning hand is preferred": "番数相同，优先按特殊和型计",
    "the same score, and four sets and a pair come before seven pairs":
        "分数相同，四组一对优先于七对",
    "both readings are worth %1 fan: the total is the same, and the reading shown is the one "
    "counted":
        "两种组合都是 %1 番：总番相同，显示的组合就是所计的组合",
    "it counts only when the tiles are read as %1, worth %2 fan; the hand scores its best "
    "reading, worth %3":
        "只有把牌读作%1时才有此番（该组合%2番）；此手按番数最高的组合计（%3番）。",
    "flowers are out of play (option flowers=off)": "本比赛不用花牌（选项 flowers=off）。",
    "Chicken Hand counts only on four sets and a pair with a chow and a pung, when no other "
    "element worth more than 0 counts":
        "鸡和只在四组一对（有顺子也有刻子）且没有其他大于0番的番种时才计。",
    "the auxiliary points (kongs 1 or 2, flowers 1) are under 2: no bonus":
        "辅助分（明杠1、暗杠2、每张花1）不足2分：没有加番。",
    "won on a grab, not self-fed": "是点和（抢牌），不是自摸。",
    "not Fully Private: claimed %1": "不是门前清：吃碰了%1。",
    "self-fed: the pair must be completed by a grabbed tile":
        "是自摸：全求人的将牌须由别人打出的牌凑成。",
    "needs four claimed sets; the hand has %1": "须有四组吃碰的牌；此手只有 %1 组。",
    "not four chows: %1": "不是四组顺子：%1。",
    "flowers are not in use (flowers=off)": "本比赛不用花牌（flowers=off）。",
    "the winner holds %1 flower": "和牌者有 %1 张花牌。",
    "the winner holds %1 flowers": "和牌者有 %1 张花牌。",
    "the option no_flower_fan=off gives it to nobody": "选项 no_flower_fan=off：无人计此番。",
    "only an All Sequences hand gets it (no_flower_fan=all_sequences)":
        "只有平和（四组顺子）才计此番（no_flower_fan=all_sequences）。",
    "%1; %2 was completed by the grabbed tile: revealed": "%1；%2由别人打出的牌凑成：算明刻。",
    "%1 concealed pung (%2)": "只有 %1 个暗刻（%2）",
    "%1 concealed pungs (%2)": "只有 %1 个暗刻（%2）",
    "%1 concealed pung": "只有 %1 个暗刻", "%1 concealed pungs": "只有 %1 个暗刻",
    "not the last tile of the wall (flag wall 0)": "不是牌墙最后一张（海底标志为0）。",
    "not the replacement tile after a kong": "不是杠后补牌。",
    "won on a grab": "是点和（抢牌）。",
    "no kong was robbed (flag kong 0)": "没有抢杠（杠标志为0）。",
    "self-fed": "是自摸。",
    "not won in the first circulation (token first)": "不是第一巡和牌（没有 first 标记）。",
    "only the dealer (East) self-feeding": "只有庄家（东）自摸才计。",
    "the dealer's is Heavenly Mahjong": "庄家的是天和。",
    "self-fed: Humanly Mahjong is a win on a discard": "是自摸：人和是点和。",
    "the dealer does not get it (humanly_dealer=off)": "庄家不计此番（humanly_dealer=off）。",
    "Wrong claim: the hand scores %1 fan, under the %2-fan minimum, so it is not a valid win.":
        "错和：此手只有 %1 番，不足 %2 番起和。",
    "Wrong claim: the hand scores %1 fan toward the minimum (%2 with the auxiliary points, which "
    "the minimum leaves out), under the %3-fan minimum, so it is not a valid win.":
        "错和：此手计入起和番的只有 %1 番（连同不计入的辅助分共 %2 番），不足 %3 番起和。",
    "kong payments are cancelled in a drawn hand (option draw_cancels_kongs=on)":
        "荒庄时杠的支付取消（选项 draw_cancels_kongs=on）。",
    "%1; the robbed promotion never became a kong": "%1；被抢的加杠没有成杠。",
    "no promoted kong: neither a bracket [XXXX,5-7] nor a token kong=Xp":
        "没有加杠：既没有括号 [XXXX,5-7]，也没有 kong=Xp 标记。",
    "no concealed kong: neither a bracket [XXXX] nor a token kong=Xc":
        "没有暗杠：既没有括号 [XXXX]，也没有 kong=Xc 标记。",
    "no kong on a discard: neither a bracket [XXXX,1-3] nor a token kong=XdY":
        "没有点杠：既没有括号 [XXXX,1-3]，也没有 kong=XdY 标记。",
    "a horse is turned only after a self-drawn win; the hand was won %1":
        "只有自摸和牌后才翻马；此手是%1。",
    "the hand was won %1": "此手是%1。",
    "this tournament draws no horse (option horses=0)": "本比赛不买马（选项 horses=0）。",
    "no horse tile was turned (the wall was empty)": "没有翻马（牌墙已空）。",
    "the horse is not the winner's (%1) lucky tile: %2 (horse_map=%3); that is SZ-H2":
        "马牌不是和牌者（%1）的：%2（horse_map=%3）；那是 SZ-H2。",
    "the horse is the winner's own lucky tile (%1): that is SZ-H1":
        "马牌是和牌者自己的（%1）：那是 SZ-H1。",
    "another player's lucky tile pays nothing in this tournament (option horse_other=nothing): %1":
        "本比赛中别家的马牌不计（选项 horse_other=nothing）：%1。",
    "'%1' is not the name of %2. Did you mean %3?": "“%1”不是%2的名称。是否指%3？",
    "'%1' is not the name of %2. %3": "“%1”不是%2的名称。%3",
    "'%1' is not the name of %2: %3.": "“%1”不是%2的名称：%3。",
    "'%1' is not the name of %2.": "“%1”不是%2的名称。",
    "'%1' names more than one fan: %2. Which one? Claim it by number or by one of its other names.":
        "“%1”可指不止一个番种：%2。是哪一个？请用编号或它的其他名称报番。",
    "'%1': a fan is claimed at least once.": "“%1”：一个番种至少报一次。",
    "There is no element MO-%1: MahJong Online's are MO-01 to MO-36 and MO-AUX.":
        "没有 MO-%1：麻将在线规则的番种为 MO-01 到 MO-36 和 MO-AUX。",
    "There is no element %1: the International Game's are 1 to 55.":
        "没有第 %1 号番种：国际麻将的番种为 1 到 55。",
    "'%1' is not a Shenzhen item: they are named by id (%2) or by name.":
        "“%1”不是深圳麻将的结算项：结算项用编号（%2）或名称表示。",
    "Name an element by its id (1-55) or its name (--list shows them).":
        "请用编号（1-55）或名称报番（--list 列出全部）。",
    "Name an element by its id (MO-01 to MO-36, MO-AUX) or its name.":
        "请用编号（MO-01 到 MO-36、MO-AUX）或名称报番。",
    "Name an item by its id (SZ-K1 to SZ-H2) or its English or Chinese name.":
        "请用编号（SZ-K1 到 SZ-H2）或英文、中文名称报结算项。",
    "Name it by its id or its name (--list shows them).": "请用编号或名称（--list 列出全部）。",
    "flowers are no element of MahJong Online: each flower adds 1 auxiliary point (claim "
    "Auxiliary points, MO-AUX)":
        "花牌不是麻将在线规则的番种：每张花牌加1辅助分（报辅助分 MO-AUX）",
    "the International Game scores flowers as Chance Flower (54, each flower of the winner's "
    "seat), Full Set of Flowers (55) or No Flower (53), and a win on seven or eight as Seven "
    "Flowers (6) or Eight Flowers (7)":
        "国际麻将的花牌计为本家花（54，和牌者座位的每张花）、整套花（55）或无花（53），七花或八花"
        "和牌计为七花（6）或八花（7）",
    "the Shenzhen game settles no fan, and flowers change no settlement":
        "深圳麻将不计番，花牌不影响结算",
    "an element of the International Game": "国际麻将番种",
    "an element of MahJong Online": "麻将在线规则番种",
    "a settlement item of the Shenzhen game": "深圳麻将结算项", "an MCR fan": "国标麻将番种",
    "on a self-drawn tile (SZ-W1)": "自摸和牌（SZ-W1）",
    "on a discard (SZ-W2)": "点炮和牌（SZ-W2）",
    "by robbing a kong (SZ-W3)": "抢杠和牌（SZ-W3）",
    "by nobody: the hand is drawn": "荒庄，无人和牌",
    "%1 is %2's": "%1归%2", "%1 (%2 fan: %3)": "%1（%2番：%3）",
})

# The engine's refusals of a hand and the words put into them: their English and
# Chinese are written once, in app.messages_zh.engine, which the seat's web page says
# them from too. Each is set in its own context (the same English elsewhere may be
# said otherwise: "on a discard" is 点炮 there, 明杠 as a kong's kind), and elsewhere
# only where nothing above says it.
from app.messages_zh.engine import REFUSALS  # noqa: E402
from app.messages_zh.engine import WORDS as ENGINE_WORDS  # noqa: E402

for english, chinese in (*REFUSALS, *ENGINE_WORDS):
    ZH.setdefault(english, chinese)
    ZH_IN_CONTEXT[("Messages", english)] = chinese


def fill_in_context(text: str) -> tuple[str, int]:
    """Set the translations of :data:`ZH_IN_CONTEXT`, finished or not, in their context."""
    count = 0
    for (context, source), zh in ZH_IN_CONTEXT.items():
        translation = f"<translation>{html.escape(zh, quote=False)}</translation>"
        block = re.search(
            rf"<context>\s*<name>{re.escape(context)}</name>.*?</context>", text, re.DOTALL
        )
        if block is None:
            continue
        body, n = re.subn(
            rf"(<source>{re.escape(html.escape(source, quote=False))}</source>\s*)"
            r"<translation[^>]*?(?:/>|>[^<]*</translation>)",
            lambda m, translation=translation: m.group(1) + translation,
            block.group(0),
        )
        count += n
        text = text[: block.start()] + body + text[block.end() :]
    return text, count

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
    # lupdate leaves a guess (the same source's text from another context) marked
    # unfinished, which lrelease drops: the table below replaces it, finished.
    text = re.sub(r"<source>([^<]*)</source>\s*<translation type=\"unfinished\">[^<]*"
                  r"</translation>", repl, text)
    text = re.sub(r"<source>([^<]*)</source>\s*<translation type=\"unfinished\">\s*"
                  r"<numerusform>[^<]*</numerusform>\s*</translation>", repl, text)
    text, in_context = fill_in_context(text)
    ts.write_text(text, encoding="utf-8")
    return count + in_context


if __name__ == "__main__":
    print(fill(Path(sys.argv[1])), "translated")
