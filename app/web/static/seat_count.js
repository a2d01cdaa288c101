// What the seat's page says about a hand: the engine's count (fans, total, payments)
// and the claim's verdict as page elements, a proposal's one-line summary, and the
// server's reasons in the page's language where the page knows them. `page` gives the
// page's words and names: {say(key, values), el(tag, class, text), nameOf(letter),
// fanNames: {id: name in the page's language}, words: {English: said}}.
"use strict";
window.SeatCount = function (page) {
  const LETTERS = ["E", "S", "W", "N"];
  const say = page.say;
  const el = page.el;

  function fanName(fan) {
    return page.fanNames[String(fan.id)] || fan.name || fan.claimed || "";
  }

  function fans(result) {
    const list = el("ul", "fans");
    result.fans.forEach((fan) => {
      const line = el("li");
      line.appendChild(el("span", "fan", fanName(fan) + (fan.count > 1 ? " ×" + fan.count : "")));
      line.appendChild(el("span", "num", String(fan.points * fan.count)));
      list.appendChild(line);
    });
    return list;
  }

  function payments(result) {
    const pay = el("ul", "payments");
    pay.setAttribute("aria-label", say("Payments"));
    LETTERS.forEach((letter) => {
      const line = el("li");
      const value = result.payments[letter];
      line.appendChild(el("span", "name", page.nameOf(letter)));
      line.appendChild(el("span", "num" + (value < 0 ? " minus" : ""), (value > 0 ? "+" : "") + value));
      pay.appendChild(line);
    });
    return pay;
  }

  function scoring(result, verdict, referee) {
    // The engine's fans, total and payments, then the claim's verdict.
    const box = el("div", "scoring");
    if (result && !result.draw) {
      box.appendChild(el("h3", "", say("The engine's count")));
      box.appendChild(fans(result));
      box.appendChild(el("p", "total", say("Total") + ": " + say("{total} fan", { total: result.total })));
    }
    if (result) box.appendChild(payments(result));
    if (verdict) {
      const right = verdict.verdict === "right";
      box.appendChild(el("p", right ? "good" : "bad",
        say(right ? "The claim is right." : "The claim is not the engine's count.")));
      if (verdict.missing && verdict.missing.length) {
        box.appendChild(el("p", "bad", say("Missing: {names}",
          { names: verdict.missing.map(fanName).join(", ") })));
      }
      if (verdict.wrong && verdict.wrong.length) {
        box.appendChild(el("p", "bad", say("Not in this hand: {names}",
          { names: verdict.wrong.map((w) => w.claimed || fanName(w)).join(", ") })));
      }
    }
    if (referee) {
      // the server's reason, in the page's language as a proposal's reason is
      box.appendChild(el("p", "bad", say("Would go to the referee: {reason}", { reason: reason({ reason: referee }) })));
    }
    return box;
  }

  function reason(p) {
    // The server's reason for a proposal, in the page's language where it is known.
    const given = p.reason || "";
    const disputed = /^Disputed by ([ESWN]): ([\s\S]*)$/.exec(given);
    if (disputed) {
      return say("Disputed by {name}: {reason}", { name: page.nameOf(disputed[1]), reason: disputed[2] });
    }
    const under = /^Under the minimum: This hand scores ([\d./]+) fan/.exec(given);
    if (under) return say("Under the minimum: {total} fan", { total: under[1] });
    if (page.words[given]) return page.words[given];
    // made outdated by the table's hands (entered at a station, seated again...): the
    // English says which; other languages say that it is outdated
    const outdated = "Outdated: the table's hands changed after it was proposed.";
    if (/^Outdated: /.test(given) && page.words[outdated] !== outdated) return page.words[outdated];
    return given.replace(/^Rejected: /, "");
  }

  function summary(p) {
    const e = p.entry;
    const name = page.nameOf(e.winner);
    if (e.draw) return say("Hand {n}: a draw", { n: p.hand });
    if (e.from === "self") return say("Hand {n}: {name} wins, self-drawn", { n: p.hand, name: name });
    if (e.robbed) {
      return say("Hand {n}: {name} wins by robbing {giver}'s kong",
        { n: p.hand, name: name, giver: page.nameOf(e.from) });
    }
    return say("Hand {n}: {name} wins on the discard of {giver}",
      { n: p.hand, name: name, giver: page.nameOf(e.from) });
  }

  return { scoring: scoring, reason: reason, summary: summary, fanName: fanName };
};
