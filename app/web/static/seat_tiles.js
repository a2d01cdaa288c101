// The tiles part of the hand notation (docs/contracts.md, "Hand notation") as the seat's
// page handles it: a list of items, each a tile ("5m", "E") or a declared set as
// written ("[123m,1]"), read from and written back to the notation field, and the
// tiles' faces (clear text: the rank and the suit's character, the honour's character).
"use strict";
window.SeatTiles = (function () {
  const TILE = /\[[^\]]*\]|[1-9]+[mpsz]|[ESWNCFP]/gi;
  const SUIT_CHARS = { m: "萬", p: "筒", s: "條" };
  const HONOURS = { E: "東", S: "南", W: "西", N: "北", C: "中", F: "發", P: "白" };

  function parse(text) {
    // The tiles part as items; null when something in it is not read.
    const items = [];
    const rest = text.replace(/\s+/g, "");
    const found = rest.match(TILE) || [];
    if (found.join("").length !== rest.length) return null;
    found.forEach((part) => {
      if (part[0] === "[") {
        items.push(part);
      } else if (/^[1-9]+[mpsz]$/i.test(part)) {
        const suit = part[part.length - 1].toLowerCase();
        part.slice(0, -1).split("").forEach((d) => {
          items.push(suit === "z" ? "ESWNCFP"[Number(d) - 1] : d + suit);
        });
      } else {
        items.push(part.toUpperCase());
      }
    });
    return items.every((i) => i !== undefined) ? items : null;
  }

  function text(items) {
    // The items written back, the ranks of a suit in a row sharing its letter
    // (the order kept: the last tile is the winning tile).
    let written = "";
    let run = "";
    let suit = "";
    const flush = () => {
      if (run) written += run + suit;
      run = "";
      suit = "";
    };
    items.forEach((item) => {
      if (item.length === 2 && "mps".indexOf(item[1]) >= 0) {
        if (suit && suit !== item[1]) flush();
        run += item[0];
        suit = item[1];
      } else {
        flush();
        written += item;
      }
    });
    flush();
    return written;
  }

  function tilesOf(item) {
    // The tiles an item holds (a declared set's too), for the palette's counts.
    if (item[0] !== "[") return [item];
    return parse(item.slice(1, -1).split(",")[0]) || [];
  }

  function suitClass(item) {
    return item.length === 2 ? item[1] : item[0] === "[" ? "set" : "z";
  }

  function face(item) {
    if (item.length === 2 && SUIT_CHARS[item[1]]) return item[0] + SUIT_CHARS[item[1]];
    return HONOURS[item] || item;
  }

  return { parse: parse, text: text, tilesOf: tilesOf, suitClass: suitClass, face: face };
})();
