/* The practice page: questions from /api/quiz, answered by taps; progress in localStorage. */
(function () {
  "use strict";
  var KEY = "verzaking.practice";
  var main = document.getElementById("main");
  var lang = main.getAttribute("data-lang") || "nl";
  var T = JSON.parse(document.getElementById("quiz-texts").textContent);
  var SEATS = ["N", "E", "S", "W"];
  var SUITS = { S: "\u2660", H: "\u2665", D: "\u2666", C: "\u2663" };
  var RANKS = lang === "nl" ? { T: "10", K: "H", Q: "V", J: "B" } : { T: "10" };
  var queue = [];
  var current = null;

  function say(key, data) {
    var s = T[key] || key;
    Object.keys(data || {}).forEach(function (k) { s = s.split("{" + k + "}").join(String(data[k])); });
    return s;
  }
  function load() {
    try {
      var s = JSON.parse(localStorage.getItem(KEY) || "null");
      if (s && typeof s === "object" && s.score) { return s; }
    } catch (e) { /* a broken entry: start again */ }
    return { level: 1, score: {} };
  }
  var state = load();
  function save() { localStorage.setItem(KEY, JSON.stringify(state)); }
  function el(tag, attrs, text) {
    var e = document.createElement(tag);
    Object.keys(attrs || {}).forEach(function (k) { e.setAttribute(k, attrs[k]); });
    if (text !== undefined) { e.textContent = text; }
    return e;
  }
  function card(c) {
    if (!c) { return el("span", {}, "\u00b7"); }
    var span = el("span", { "class": c[0] === "H" || c[0] === "D" ? "red" : "" },
                  SUITS[c[0]] + (RANKS[c.slice(1)] || c.slice(1)));
    return span;
  }
  function seat(s) { return T["quiz.web.seats"].charAt(SEATS.indexOf(s)); }

  function table(q, moved) {
    var t = el("table", { "class": "tricks" });
    var head = el("tr");
    head.appendChild(el("th", {}, T["quiz.web.trick"]));
    SEATS.forEach(function (s) { head.appendChild(el("th", {}, seat(s))); });
    head.appendChild(el("th", {}, T["quiz.web.won"]));
    t.appendChild(head);
    q.tricks.forEach(function (row) {
      var tr = el("tr", moved && q.transferred.indexOf(row.number) >= 0 ? { "class": "moved" } : {});
      tr.appendChild(el("td", {}, String(row.number)));
      SEATS.forEach(function (s) {
        var td = el("td", row.mark === s ? { "class": "mark" } : {});
        td.appendChild(card(row.cards[s]));
        if (row.mark === s) { td.appendChild(document.createTextNode("*")); }
        tr.appendChild(td);
      });
      tr.appendChild(el("td", {}, row.winner ? seat(row.winner) : ""));
      t.appendChild(tr);
    });
    return t;
  }

  function levels() {
    var box = document.getElementById("levels");
    box.textContent = "";
    [1, 2, 3].forEach(function (n) {
      var b = el("button", { type: "button", "aria-pressed": String(state.level === n), "data-level": n },
                 say("quiz.web.level", { n: n }));
      b.addEventListener("click", function () { state.level = n; save(); queue = []; levels(); next(); });
      box.appendChild(b);
    });
  }

  function weak() {
    return Object.keys(state.score).filter(function (k) { return state.score[k][0] < state.score[k][1]; });
  }

  function fetchQuestions(url) {
    var engine = window.verzaking;  // the offline app: the questions made in the browser
    if (engine && engine.quiz) { return engine.quiz(url.replace(/^\/api\//, "")); }
    return fetch(url).then(function (r) {
      return r.json().then(function (body) {
        if (!r.ok) { throw new Error(body.error || T["quiz.web.error"]); }
        return body;
      });
    });
  }

  var asking = 0;
  function next() {
    document.getElementById("answer").textContent = "";
    if (queue.length) { show(queue.shift()); return; }
    var box = document.getElementById("question");
    box.textContent = "";
    box.appendChild(el("p", {}, T["quiz.web.loading"]));
    var url = "/api/quiz?lang=" + lang + "&level=" + state.level + "&count=10&weak=" +
      encodeURIComponent(weak().join(","));
    var asked = ++asking;  // a later request (another level tapped) wins over this one
    fetchQuestions(url).then(function (qs) {
      if (asked !== asking) { return; }
      queue = qs; show(queue.shift());
    }, function (err) { if (asked === asking) { failed(err); } });
  }
  function failed(err) {
    var box = document.getElementById("question");
    box.textContent = "";
    box.appendChild(el("p", { "class": "err" }, err.message || T["quiz.web.error"]));
  }

  function show(q) {
    current = q;
    var box = document.getElementById("question");
    box.textContent = "";
    box.appendChild(el("p", { "class": "topic" }, q.topic_name));
    var sit = el("div", { "class": "sit" });
    q.situation.forEach(function (line) { sit.appendChild(el("p", {}, line)); });
    box.appendChild(sit);
    if (q.tricks.length) { box.appendChild(table(q, false)); }
    if (q.hand) {
      var p = el("p", {}, say("quiz.web.hand", { seat: seat(q.hand.seat) }) + " ");
      q.hand.cards.forEach(function (c) { p.appendChild(card(c)); p.appendChild(document.createTextNode(" ")); });
      box.appendChild(p);
    }
    box.appendChild(el("p", { "class": "ask" }, q.question));
    var opts = el("div", { "class": "opts" });
    q.options.forEach(function (o, i) {
      var b = el("button", { type: "button", "data-option": i }, o.text);
      b.addEventListener("click", function () { answer(i); });
      opts.appendChild(b);
    });
    box.appendChild(opts);
  }

  function answer(i) {
    var q = current;
    var buttons = document.querySelectorAll("#question .opts button");
    buttons.forEach(function (b, j) {
      b.disabled = true;
      if (j === q.answer) { b.classList.add("right"); } else if (j === i) { b.classList.add("wrong"); }
    });
    var tally = state.score[q.topic] || [0, 0];
    tally[0] += i === q.answer ? 1 : 0;
    tally[1] += 1;
    state.score[q.topic] = tally;
    save();
    document.querySelector("#question .topic").textContent = q.topic_name + " \u00b7 " + q.law;
    var box = document.getElementById("answer");
    box.textContent = "";
    box.appendChild(el("p", { "class": "verdict " + (i === q.answer ? "right" : "wrong") },
                       q.options[i].explanation));
    if (i !== q.answer) { box.appendChild(el("p", {}, T["quiz.web.right_was"] + q.options[q.answer].text)); }
    if (q.transferred.length) { box.appendChild(table(q, true)); }
    if (q.ruling.length) {
      box.appendChild(el("p", {}, T["quiz.web.ruling"]));
      var ol = el("ol", { "class": "steps" });
      q.ruling.forEach(function (s) { ol.appendChild(el("li", {}, s.text)); });
      box.appendChild(ol);
    }
    var page = main.getAttribute("data-share");  // the offline app's own practice page
    var link = (page ? new URL(page, location.href).href : location.origin + "/practice") +
      "?lang=" + lang + "&q=" + q.id;
    var share = el("p", { "class": "share" }, T["quiz.web.share"] + " ");
    share.appendChild(el("a", { href: link, "data-code": q.id }, q.id));
    box.appendChild(share);
    var act = el("div", { "class": "act" });
    var b = el("button", { type: "button", id: "next" }, T["quiz.web.next"]);
    b.addEventListener("click", next);
    act.appendChild(b);
    box.appendChild(act);
    progress();
    b.focus();
  }

  function progress() {
    var box = document.getElementById("progress");
    box.textContent = "";
    box.appendChild(el("h2", {}, T["quiz.web.progress"]));
    var topics = Object.keys(state.score);
    if (!topics.length) { box.appendChild(el("p", { id: "none" }, T["quiz.web.none"])); }
    var right = 0, asked = 0;
    var t = el("table", { id: "topics" });
    topics.forEach(function (k) {
      var tr = el("tr", { "data-topic": k });
      tr.appendChild(el("td", {}, T["quiz.topic." + k] || k));
      tr.appendChild(el("td", {}, say("quiz.web.total", { right: state.score[k][0], asked: state.score[k][1] })));
      t.appendChild(tr);
      right += state.score[k][0];
      asked += state.score[k][1];
    });
    box.appendChild(t);
    if (asked) { box.appendChild(el("p", { id: "total" }, say("quiz.web.total", { right: right, asked: asked }))); }
    var w = weak().map(function (k) { return T["quiz.topic." + k] || k; });
    if (w.length) { box.appendChild(el("p", { id: "weak" }, T["quiz.web.practise"] + w.join(", "))); }
    var reset = el("button", { type: "button", id: "reset" }, T["quiz.web.reset"]);
    reset.addEventListener("click", function () {
      state = { level: state.level, score: {} };
      save();
      progress();
    });
    var act = el("div", { "class": "act" });
    act.appendChild(reset);
    box.appendChild(act);
  }

  levels();
  progress();
  var code = new URLSearchParams(location.search).get("q");
  if (code) {
    fetchQuestions("/api/quiz/" + encodeURIComponent(code) + "?lang=" + lang)
      .then(function (qs) { show(qs[0]); }, failed);
  } else {
    next();
  }
}());
