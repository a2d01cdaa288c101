// A seat's page (/seat/TOKEN): the table's hand in play, the hand form and the life of
// the table's proposals. The server put what never changes in the body's data
// attributes (the players, the rotation, the words, the fan names); what changes comes
// from GET /api/v1/seat every 2 s (304 while nothing changed, when the API gives
// ETags). The secret is read from the address and sent as a Bearer token only.
// Nothing is lost: the hand being entered is kept on the phone (localStorage) until
// the table stores it, and a write that cannot reach the server is sent again.
"use strict";
(function () {
  const body = document.body;
  const cfg = JSON.parse(body.getAttribute("data-seat"));
  const FLOWERS = cfg.flowers || "count"; // what the rules take: named, count or none
  const words = JSON.parse(body.getAttribute("data-words"));
  const fanNames = JSON.parse(body.getAttribute("data-fans"));
  const token = decodeURIComponent(location.pathname.replace(/^\/seat\//, ""));
  const LETTERS = ["E", "S", "W", "N"];
  const WIND_WORDS = { E: "East", S: "South", W: "West", N: "North" };
  const POLL_MS = 2000;
  const RETRY_MS = 2000;
  const $ = (id) => document.getElementById(id);
  const SeatTiles = window.SeatTiles; // seat_tiles.js: the tiles part of the notation

  let state = null; // the last GET /api/v1/seat answer
  let etag = "";
  let offline = false;
  let sending = false;
  let disputing = null; // the proposal id whose dispute form is open
  // What is typed in the dispute form, kept apart from the form: another seat's
  // confirmation redraws the proposal, and the reason must survive the redraw.
  let disputeText = "";
  let disputeFor = null; // the proposal that text is about
  let draft = emptyDraft();
  let draftHand = 0; // the hand the draft is for
  let previewTimer = 0;
  let previewAsked = "";

  function say(key, values) {
    let text = words[key] || key;
    Object.keys(values || {}).forEach((k) => {
      text = text.split("{" + k + "}").join(String(values[k]));
    });
    return text;
  }

  function el(tag, cls, text) {
    const node = document.createElement(tag);
    if (cls) node.className = cls;
    if (text !== undefined) node.textContent = text;
    return node;
  }

  // ---- the table and the winds of the hand in play --------------------------------
  function handInPlay() {
    return state ? Math.min(state.hand, cfg.hands) : 1;
  }

  function windsOf(hand) {
    const row = cfg.rotation[Math.max(1, Math.min(hand, cfg.hands)) - 1];
    return { prevalent: row[0], seats: row[1] };
  }

  function windWord(letter) {
    return say(WIND_WORDS[letter]);
  }

  function nameOf(letter) {
    return cfg.names[LETTERS.indexOf(letter)];
  }

  function showTable() {
    const hand = handInPlay();
    const winds = windsOf(hand);
    $("hand-no").textContent = say("Hand {n} of {of}", { n: hand, of: cfg.hands });
    $("prevalent").textContent = say("Prevalent wind {wind}", { wind: windWord(winds.prevalent) });
    LETTERS.forEach((letter, i) => {
      const item = document.querySelector('#players li[data-seat="' + letter + '"]');
      item.querySelector(".wind").textContent = windWord(winds.seats[i]);
      item.classList.toggle("dealer", winds.seats[i] === "E");
    });
    document.querySelectorAll("#winner .seat, #giver .seat").forEach((button) => {
      const letter = button.getAttribute("data-seat");
      if (letter === "self") return;
      const mine = letter === cfg.seat ? " (" + say("you") + ")" : "";
      button.textContent = "";
      button.appendChild(el("span", "wind", windWord(winds.seats[LETTERS.indexOf(letter)])));
      button.appendChild(el("span", "name", nameOf(letter) + mine));
    });
  }

  const count = window.SeatCount({ say: say, el: el, nameOf: nameOf, fanNames: fanNames, words: words });

  // ---- the draft: tiles as items, kept in step with the notation field ---------------
  function emptyDraft() {
    return { kind: "win", winner: null, giver: null, items: [], raw: null, flowers: 0,
      named: "", flags: [0, 0, 0], claim: "" };
  }

  function draftKey(hand) {
    return ["mcr-seat-draft", cfg.session, cfg.table, cfg.seat, hand].join(":");
  }

  function saveDraft() {
    try {
      localStorage.setItem(draftKey(draftHand), JSON.stringify(draft));
    } catch (e) {
      // a phone in private mode keeps nothing: the page still works
    }
  }

  function loadDraft(hand) {
    draftHand = hand;
    draft = emptyDraft();
    try {
      const kept = localStorage.getItem(draftKey(hand));
      if (kept) draft = Object.assign(emptyDraft(), JSON.parse(kept));
    } catch (e) {
      draft = emptyDraft();
    }
    showDraft(true);
  }

  function forgetDraft(hand) {
    try {
      localStorage.removeItem(draftKey(hand));
    } catch (e) {
      // nothing kept, nothing to forget
    }
  }

  function tileCount() {
    // A hand has 14 tiles, a kong counting as three.
    if (draft.raw !== null) return 14; // typed by hand: the server reads it
    return draft.items.reduce((n, item) => n + Math.min(3, SeatTiles.tilesOf(item).length), 0);
  }

  function notation() {
    const tiles = draft.raw !== null ? draft.raw : SeatTiles.text(draft.items);
    if (!draft.winner || !draft.giver) return tiles;
    const winds = windsOf(draftHand);
    const seatWind = winds.seats[LETTERS.indexOf(draft.winner)];
    const situation = winds.prevalent + seatWind + (draft.giver === "self" ? "1" : "0") +
      draft.flags.join("");
    const flowers = SeatFlowers.part(FLOWERS, draft);
    return tiles + "|" + situation + (flowers ? "|" + flowers : "");
  }

  function readNotation(text) {
    // What the player typed: tiles, flags and flowers (winds are the table's).
    const parts = text.split("|");
    const items = SeatTiles.parse(parts[0]);
    draft.raw = items === null ? parts[0].trim() : null;
    draft.items = items || [];
    if (parts.length > 1 && parts[1].trim().length === 6) {
      draft.flags = parts[1].trim().slice(3).split("").map((c) => (c === "1" ? 1 : 0));
    }
    Object.assign(draft, SeatFlowers.read(FLOWERS, parts.length > 2 ? parts[2] : ""));
  }

  function showDraft(rewrite) {
    $("kind-win").setAttribute("aria-pressed", String(draft.kind === "win"));
    $("kind-draw").setAttribute("aria-pressed", String(draft.kind === "draw"));
    $("win-part").hidden = draft.kind !== "win";
    const propose = $("propose");
    propose.textContent = propose.getAttribute(draft.kind === "win" ? "data-win" : "data-draw");
    document.querySelectorAll("#winner .seat").forEach((b) => {
      b.setAttribute("aria-pressed", String(b.getAttribute("data-seat") === draft.winner));
    });
    document.querySelectorAll("#giver .seat").forEach((b) => {
      const letter = b.getAttribute("data-seat");
      b.setAttribute("aria-pressed", String(letter === draft.giver));
      b.hidden = letter === draft.winner;
    });
    const chosen = $("chosen");
    chosen.textContent = "";
    draft.items.forEach((item, i) => {
      const chip = el("button", "tile chip " + SeatTiles.suitClass(item), SeatTiles.face(item));
      chip.type = "button";
      chip.setAttribute("data-index", String(i));
      chosen.appendChild(chip);
    });
    const counts = {};
    draft.items.forEach((item) => SeatTiles.tilesOf(item).forEach((t) => {
      counts[t] = (counts[t] || 0) + 1;
    }));
    document.querySelectorAll("#palette .tile").forEach((b) => {
      b.disabled = (counts[b.getAttribute("data-tile")] || 0) >= 4;
    });
    if ($("flowers")) $("flowers").textContent = String(draft.flowers);
    document.querySelectorAll(".flower-names .flower").forEach((b) => {
      b.setAttribute("aria-pressed", String(draft.named.indexOf(b.getAttribute("data-flower")) >= 0));
    });
    document.querySelectorAll("[data-flag]").forEach((box) => {
      box.checked = draft.flags[Number(box.getAttribute("data-flag")) - 3] === 1;
    });
    // The kong flag: a replacement tile after a self-draw, robbing a kong on a
    // discard (the notation's one flag either way): the box that fits is shown.
    document.querySelectorAll("label[data-when]").forEach((label) => {
      const self = draft.giver === "self";
      const onDiscard = draft.giver !== null && !self;
      label.hidden = label.getAttribute("data-when") === "self" ? !self : !onDiscard;
    });
    if (rewrite) $("notation").value = notation();
    if (document.activeElement !== $("claim")) $("claim").value = draft.claim;
    schedulePreview();
  }

  function changed(rewrite) {
    saveDraft();
    showDraft(rewrite);
  }

  // ---- the preview: the engine's count as the tiles are entered ------------------------
  function request() {
    if (draft.kind === "draw") return { hand: draftHand, draw: true };
    return { hand: draftHand, winner: draft.winner, from: draft.giver, tiles: notation(),
      claim: draft.claim.replace(/[\s,，、;]+$/, "").trim() || null,
      robbed: draft.giver !== null && draft.giver !== "self" && draft.flags[2] === 1 };
  }

  function schedulePreview() {
    window.clearTimeout(previewTimer);
    previewTimer = window.setTimeout(askPreview, 300);
  }

  function askPreview() {
    const shown = $("preview");
    if (draft.kind !== "win" || !draft.winner || !draft.giver || tileCount() < 14) {
      shown.textContent = "";
      previewAsked = "";
      return;
    }
    const asked = JSON.stringify(request());
    if (asked === previewAsked) return;
    previewAsked = asked;
    api("POST", "/api/v1/preview?lang=" + cfg.lang, asked).then((answer) => {
      if (previewAsked !== asked) return; // the draft changed meanwhile
      shown.textContent = "";
      if (answer.status === 429 || answer.status >= 500) {
        previewAsked = ""; // busy: asked again a moment later, nothing shown wrong
        window.setTimeout(schedulePreview, RETRY_MS);
      } else if (answer.status === 200) {
        shown.appendChild(count.scoring(answer.data.result, answer.data.verdict, answer.data.referee));
      } else if (answer.data && answer.data.error) {
        // the tiles are on the page already, and "not a win" is the line's own start
        const tiles = notation().split("|")[0] + ": ";
        let why = answer.data.said || answer.data.error;
        why = why.startsWith(tiles) ? why.slice(tiles.length) : why;
        why = why.replace(/^This hand does not win: (\w)/, (_, c) => c.toUpperCase())
          .replace(/^这手牌不成和牌：/, "");
        shown.appendChild(el("p", "bad not-win", say("Not a winning hand: {why}", { why: why })));
      }
    }, () => {
      previewAsked = ""; // asked again with the next change or poll
    });
  }

  // ---- the server: every call with the seat's secret; writes sent until answered ------
  function api(method, path, body) {
    const headers = { Authorization: "Bearer " + token };
    if (body) headers["Content-Type"] = "application/json";
    if (method === "GET" && etag) headers["If-None-Match"] = etag;
    return fetch(path, { method: method, headers: headers, body: body || undefined,
      cache: "no-store", credentials: "omit", referrerPolicy: "no-referrer" })
      .then((response) => {
        if (response.status === 401) {
          location.reload(); // the page says the link is no longer valid
        }
        if (response.status === 304) return { status: 304, data: null, response: response };
        return response.json().then(
          (data) => ({ status: response.status, data: data, response: response }),
          () => ({ status: response.status, data: null, response: response }));
      });
  }

  function network(ok) {
    offline = !ok;
    const line = $("net");
    line.hidden = ok;
    line.textContent = ok ? "" : say("Offline, retrying…");
  }

  function send(path, body) {
    // One write, sent again until the server answers it. A 409 after a retry means the
    // first try got through (the proposal exists, the dispute was taken): done.
    let tries = 0;
    sending = true;
    note(say("Sending…"));
    return new Promise((resolve) => {
      const attempt = () => {
        tries += 1;
        // the page's language: a refusal's "said" is the reason as this page says it
        api("POST", path + "?lang=" + cfg.lang, JSON.stringify(body)).then((answer) => {
          if (answer.status >= 500 || answer.status === 429) throw new Error("busy");
          network(true);
          sending = false;
          if (answer.status === 409 && tries > 1) {
            resolve({ status: 200, data: null });
          } else {
            resolve(answer);
          }
        }).catch(() => {
          network(false);
          window.setTimeout(attempt, RETRY_MS);
        });
      };
      attempt();
    }).then((answer) => {
      const why = answer.data && (answer.data.said || answer.data.error);
      note(answer.status < 300 ? "" : why || String(answer.status));
      poll(true);
      return answer;
    });
  }

  function note(text) {
    $("form-note").textContent = text;
  }

  let pollTimer = 0;

  function poll(now) {
    window.clearTimeout(pollTimer);
    if (now) etag = "";
    api("GET", "/api/v1/seat").then((answer) => {
      if (answer.status === 200) {
        etag = answer.response.headers.get("ETag") || "";
        state = answer.data;
        show();
      }
      if (answer.status < 500) network(true);
      else network(false);
    }).catch(() => network(false)).then(() => {
      pollTimer = window.setTimeout(poll, POLL_MS);
    });
  }

  // ---- what the page shows for the table's proposals ---------------------------------
  function latest(hand) {
    const mine = state.proposals.filter((p) => p.hand === hand);
    return mine.length ? mine[mine.length - 1] : null;
  }

  function show() {
    showTable();
    const hand = state.hand;
    state.proposals.forEach((p) => {
      if (p.status === "stored") forgetDraft(p.hand);
    });
    const news = $("news");
    news.textContent = "";
    const before = latest(hand - 1);
    if (before && before.status === "stored") {
      news.appendChild(el("p", "good", say("Hand {n} stored.", { n: before.hand })));
    }
    const current = latest(hand);
    const open = current && (current.status === "pending" || current.status === "referee");
    if (current && current.status === "rejected") {
      news.appendChild(el("p", "bad", say("Hand {n} rejected: {reason}",
        { n: current.hand, reason: count.reason(current) }) + " " + say("Propose it again.")));
    }
    showProposal(open ? current : null);
    const form = $("hand-form");
    const canPropose = !open && hand <= cfg.hands;
    if (hand > cfg.hands) news.appendChild(el("p", "", say("All hands of this match are entered.")));
    if (canPropose && draftHand !== hand) loadDraft(hand);
    form.hidden = !canPropose;
  }

  function showProposal(p) {
    const box = $("proposal");
    if (!p) {
      box.hidden = true;
      box.textContent = "";
      disputing = null;
      disputeText = "";
      return;
    }
    const key = JSON.stringify([p.id, p.status, p.confirmed_by, disputing]);
    if (box.getAttribute("data-key") === key) return; // unchanged: keep what is typed
    box.setAttribute("data-key", key);
    const typing = document.activeElement && document.activeElement.id === "reason";
    box.hidden = false;
    box.textContent = "";
    const mine = p.by === cfg.seat;
    let line;
    if (p.status === "referee") {
      line = el("p", "state referee", say("With the referee: {reason}", { reason: count.reason(p) }));
    } else if (mine) {
      line = el("p", "state waiting", p.waiting_for === 1 ? say("Waiting for 1 confirmation")
        : say("Waiting for {n} confirmations", { n: p.waiting_for }));
    } else if (p.confirmed_by.indexOf(cfg.seat) >= 0) {
      line = el("p", "state waiting", say("You confirmed. Waiting for {n} more.", { n: p.waiting_for }));
    } else {
      line = el("p", "state yours", say("Check the hand, then Confirm or Dispute."));
    }
    if (line) box.appendChild(line);
    box.appendChild(el("h2", "", count.summary(p)));
    box.appendChild(el("p", "by", say("Proposed by {name}", { name: nameOf(p.by) })));
    if (p.entry.tiles) box.appendChild(tilesShown(p.entry.tiles));
    if (p.entry.claim) box.appendChild(el("p", "claim", say("Claimed: {claim}", { claim: p.entry.claim })));
    box.appendChild(count.scoring(p.result, p.verdict, null));
    const mayAct = !mine && p.status === "pending" && p.confirmed_by.indexOf(cfg.seat) < 0;
    if (mayAct) box.appendChild(actions(p));
    const reason = $("reason");
    if (reason && typing) reason.focus(); // the redraw keeps the player where they were
  }

  function tilesShown(text) {
    // A proposal's tiles as faces (the notation itself when it is not read).
    const parts = text.split("|");
    const items = SeatTiles.parse(parts[0]);
    if (!items) return el("p", "tiles", text);
    const row = el("p", "tiles shown");
    items.forEach((item) => row.appendChild(el("span", "face " + SeatTiles.suitClass(item), SeatTiles.face(item))));
    if (parts[2] && parts[2] !== "0") row.appendChild(el("span", "face flowers-shown", "✿" + parts[2]));
    return row;
  }

  function actions(p) {
    const bar = el("div", "actions");
    if (disputing === p.id) {
      const reason = el("textarea", "reason");
      reason.id = "reason";
      reason.maxLength = 500;
      reason.rows = 3;
      reason.setAttribute("aria-label", say("Dispute"));
      reason.value = disputeText;
      reason.addEventListener("input", () => { disputeText = reason.value; });
      const go = el("button", "primary dispute", say("Dispute"));
      go.type = "button";
      go.id = "send-dispute";
      go.addEventListener("click", () => {
        if (!reason.value.trim()) {
          note(say("Give a reason for the dispute."));
          reason.focus();
          return;
        }
        send("/api/v1/proposals/" + p.id + "/dispute", { reason: reason.value.trim() })
          .then((answer) => {
            disputing = null;
            if (answer.status < 300) disputeText = "";
          });
      });
      bar.appendChild(reason);
      bar.appendChild(go);
      return bar;
    }
    const yes = el("button", "primary confirm", say("Confirm"));
    yes.type = "button";
    yes.id = "confirm";
    yes.addEventListener("click", () => {
      if (!sending) send("/api/v1/proposals/" + p.id + "/confirm", {});
    });
    const no = el("button", "dispute", say("Dispute"));
    no.type = "button";
    no.id = "dispute";
    no.addEventListener("click", () => {
      disputing = p.id;
      if (disputeFor !== p.id) disputeText = ""; // a reason is about one proposal
      disputeFor = p.id;
      $("proposal").removeAttribute("data-key");
      showProposal(p);
      const reason = $("reason");
      if (reason) reason.focus();
    });
    bar.appendChild(yes);
    bar.appendChild(no);
    return bar;
  }

  // ---- the form's controls ---------------------------------------------------------
  function wire() {
    $("kind-win").addEventListener("click", () => { draft.kind = "win"; changed(true); });
    $("kind-draw").addEventListener("click", () => { draft.kind = "draw"; changed(true); });
    $("winner").addEventListener("click", (event) => {
      const b = event.target.closest(".seat");
      if (!b) return;
      draft.winner = b.getAttribute("data-seat");
      if (draft.giver === draft.winner) draft.giver = null;
      changed(true);
    });
    $("giver").addEventListener("click", (event) => {
      const b = event.target.closest(".seat");
      if (!b) return;
      const wasSelf = draft.giver === "self";
      draft.giver = b.getAttribute("data-seat");
      // the kong flag means another thing once the way of winning changes
      if (wasSelf !== (draft.giver === "self")) draft.flags[2] = 0;
      changed(true);
    });
    $("palette").addEventListener("click", (event) => {
      const b = event.target.closest(".tile");
      if (!b || b.disabled) return;
      if (draft.raw !== null) {
        draft.raw += b.getAttribute("data-tile"); // typed text not read: added as written
      } else {
        draft.items.push(b.getAttribute("data-tile"));
      }
      changed(true);
    });
    $("chosen").addEventListener("click", (event) => {
      const b = event.target.closest(".chip");
      if (!b) return;
      draft.items.splice(Number(b.getAttribute("data-index")), 1);
      changed(true);
    });
    $("clear").addEventListener("click", () => {
      draft.items = [];
      draft.raw = null;
      changed(true);
    });
    $("notation").addEventListener("input", (event) => {
      readNotation(event.target.value);
      changed(false);
    });
    $("notation").addEventListener("change", () => showDraft(draft.raw === null));
    if ($("flowers-less")) {
      $("flowers-less").addEventListener("click", () => {
        draft.flowers = Math.max(0, draft.flowers - 1);
        changed(true);
      });
      $("flowers-more").addEventListener("click", () => {
        draft.flowers = Math.min(8, draft.flowers + 1);
        changed(true);
      });
    }
    document.querySelectorAll(".flower-names .flower").forEach((b) => {
      b.addEventListener("click", () => {
        // a flower tapped is held or put back; a count typed before gives way to names
        draft.named = SeatFlowers.toggle(draft.named, b.getAttribute("data-flower"));
        draft.flowers = 0;
        changed(true);
      });
    });
    document.querySelectorAll("[data-flag]").forEach((box) => {
      box.addEventListener("change", () => {
        draft.flags[Number(box.getAttribute("data-flag")) - 3] = box.checked ? 1 : 0;
        changed(true);
      });
    });
    $("claim").addEventListener("input", (event) => {
      draft.claim = event.target.value;
      saveDraft();
      suggest();
      schedulePreview();
    });
    $("suggestions").addEventListener("click", (event) => {
      const b = event.target.closest("button");
      if (!b) return;
      const parts = draft.claim.split(/[,，、;]/);
      parts[parts.length - 1] = " " + b.textContent;
      draft.claim = parts.join(",").replace(/^\s+/, "") + ", ";
      $("claim").value = draft.claim;
      saveDraft();
      suggest();
      schedulePreview();
      $("claim").focus();
    });
    $("hand-form").addEventListener("submit", (event) => {
      event.preventDefault();
      if (sending) return;
      if (draft.kind === "win" && (!draft.winner || tileCount() < 14)) {
        note(say("Choose the winner, then tap the tiles."));
        return;
      }
      if (draft.kind === "win" && !draft.giver) {
        note(say("Choose who discarded the winning tile, or Self-drawn."));
        return;
      }
      send("/api/v1/proposals", request()).then((answer) => {
        // made: the form goes until the table's state says what became of it
        if (answer.status < 300) $("hand-form").hidden = true;
      });
    });
  }

  function suggest() {
    // The rules' fan names (in the page's language) that start with, or hold, what is
    // being typed after the last comma.
    const box = $("suggestions");
    box.textContent = "";
    const typed = draft.claim.split(/[,，、;]/).pop().trim().toLowerCase();
    if (!typed) return;
    const names = Array.from(new Set(Object.values(fanNames)));
    const starts = names.filter((n) => n.toLowerCase().startsWith(typed));
    const holds = names.filter((n) => !n.toLowerCase().startsWith(typed) && n.toLowerCase().indexOf(typed) >= 0);
    starts.concat(holds).slice(0, 6).forEach((name) => {
      const b = el("button", "suggestion", name);
      b.type = "button";
      box.appendChild(b);
    });
  }

  wire();
  showTable();
  poll(true);
})();
