// The flowers part of the hand notation (docs/contracts.md, "Flowers") as the seat's
// page handles it, for what the tournament's rules take (the page's data "flowers"):
// "named" (letters a-h, a plum ... h winter: each flower scores on its own), "count"
// (0-8) or "none" (played without flowers: nothing is written).
"use strict";
window.SeatFlowers = (function () {
  function letters(text) {
    // The letters a-h of `text`, each once, in order.
    const given = text.toLowerCase();
    return "abcdefgh".split("").filter((c) => given.indexOf(c) >= 0).join("");
  }

  function part(kind, draft) {
    // What the notation's flowers part says (a count typed on a page that names them is
    // kept, for the engine to say that it wants them named).
    if (kind === "none") return "";
    if (kind === "named" && draft.named) return draft.named;
    return draft.flowers ? String(draft.flowers) : "";
  }

  function read(kind, text) {
    // The draft's {named, flowers} from a typed flowers part.
    const f = text.trim();
    const count = /^[0-8]$/.test(f) ? Number(f) : null;
    if (kind === "none") return { named: "", flowers: 0 };
    if (kind === "named") return { named: letters(f), flowers: count || 0 };
    return { named: "", flowers: count !== null ? count : Math.min(8, letters(f).length) };
  }

  function toggle(named, letter) {
    // The flowers held after `letter` is tapped (held: put back; else taken).
    return letters(named.indexOf(letter) >= 0 ? named.replace(letter, "") : named + letter);
  }

  return { letters: letters, part: part, read: read, toggle: toggle };
})();
