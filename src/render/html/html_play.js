// SPDX-License-Identifier: GPL-3.0-or-later
// The player of a playable page (render --interactive), compiled into the binary by CMake and
// written into every page: no network, no external file. It reads the puzzle from the JSON block
// #sp-data (cells, givens, solution, houses, keys, save_key) and the symbols from the <template>
// elements #sp-sym-V (a value) and #sp-mark-V (a pencil mark), both written by html_play.cpp.
// Progress (entries, pencil marks, revealed cells, time) is kept in localStorage under
// data.save_key; a browser without storage (a sandboxed frame) simply plays without it.
// The page's state is readable from outside for tests and embedding pages: body[data-state] is
// "playing", "solved" (finished by the player) or "revealed" (finished with Reveal's help); each
// cell carries data-entry, data-marks and, when Reveal filled it, the class "rv".
(function () {
  'use strict';
  var data = JSON.parse(document.getElementById('sp-data').textContent);
  var n = data.cells.length;
  var grid = document.querySelector('.sp-grid');
  var status = document.getElementById('sp-status');
  var cellEl = [];
  var at = {};  // "r,c" -> cell id
  for (var i = 0; i < n; ++i) {
    cellEl.push(grid.querySelector('[data-cell="' + i + '"]'));
    at[data.cells[i][0] + ',' + data.cells[i][1]] = i;
  }
  var values = data.givens.slice();
  var marks = [], shown = [];  // shown[c]: the entry came from Reveal
  for (i = 0; i < n; ++i) { marks.push(0); shown.push(0); }
  var peers = [];
  for (i = 0; i < n; ++i) peers.push([]);
  data.houses.forEach(function (h) {
    h.forEach(function (a) {
      h.forEach(function (b) { if (a !== b && peers[a].indexOf(b) < 0) peers[a].push(b); });
    });
  });
  var undo = [], redo = [];
  var selected = -1;
  var pencil = false;
  var typed = '', typedAt = 0, lastTyped = null;
  var timerEl = document.getElementById('sp-timer');
  var seconds = 0, tickAt = 0, ticking = false;
  var pan = document.querySelector('.sp-pan');
  var zoomBtn = document.getElementById('sp-zoom');

  function symbolNode(kind, v) {
    var t = document.getElementById('sp-' + kind + '-' + v);
    return t ? t.content.cloneNode(true) : document.createTextNode(String(v));
  }
  function isGiven(c) { return data.givens[c] !== 0; }

  function draw(c) {
    var el = cellEl[c];
    if (isGiven(c)) return;
    el.textContent = '';
    el.classList.remove('k');
    if (values[c]) {
      el.appendChild(symbolNode('sym', values[c]));
    } else if (marks[c]) {
      el.classList.add('k');
      for (var v = 1; v <= data.size; ++v) {
        var span = document.createElement('span');
        if (marks[c] & (1 << (v - 1))) span.appendChild(symbolNode('mark', v));
        el.appendChild(span);
      }
    }
    el.classList.toggle('rv', !!(values[c] && shown[c]));
    el.setAttribute('data-entry', values[c] ? String(values[c]) : '');
    var list = [];
    for (var m = 1; m <= data.size; ++m) if (marks[c] & (1 << (m - 1))) list.push(m);
    el.setAttribute('data-marks', list.join(' '));
  }

  function refresh() {
    var full = true, right = true, revealed = 0;
    var near = {};
    if (selected >= 0) peers[selected].forEach(function (p) { near[p] = true; });
    for (var c = 0; c < n; ++c) {
      var bad = false;
      if (values[c]) {
        for (var k = 0; k < peers[c].length; ++k)
          if (values[peers[c][k]] === values[c]) { bad = true; break; }
      } else {
        full = false;
      }
      if (values[c] !== data.solution[c]) right = false;
      if (values[c] && shown[c]) ++revealed;
      cellEl[c].classList.toggle('conflict', bad);
      cellEl[c].classList.toggle('peer', !!near[c]);
      cellEl[c].classList.toggle('same', selected >= 0 && values[selected] !== 0 &&
                                 values[c] === values[selected]);
      cellEl[c].classList.toggle('sel', c === selected);
    }
    var done = full && right;
    var before = document.body.getAttribute('data-state');
    var now = !done ? 'playing' : revealed ? 'revealed' : 'solved';
    document.body.setAttribute('data-state', now);
    grid.classList.toggle('solved', now === 'solved');
    if (now === 'solved') say(data.text.solved);
    else if (now === 'revealed')
      say(revealed === emptyCount ? data.text.revealed
                                  : data.text.complete_revealed.replace('{n}', revealed));
    else if (before && before !== 'playing') say('');
    setTicking(now === 'playing');
  }

  function say(text) { status.textContent = text; }

  // One user action = a list of {cell, before, after} states; undo/redo replay it.
  function apply(changes, dir) {
    changes.forEach(function (ch) {
      var s = dir > 0 ? ch.after : ch.before;
      values[ch.cell] = s[0];
      marks[ch.cell] = s[1];
      shown[ch.cell] = s[2];
      cellEl[ch.cell].classList.remove('wrong');
      draw(ch.cell);
    });
    refresh();
  }
  function commit(changes) {
    changes = changes.filter(function (ch) {
      return ch.before[0] !== ch.after[0] || ch.before[1] !== ch.after[1] ||
             ch.before[2] !== ch.after[2];
    });
    if (!changes.length) return;
    undo.push(changes);
    redo = [];
    say('');
    apply(changes, 1);
    save();
  }
  function change(c, value, mark, isShown) {
    return {cell: c, before: [values[c], marks[c], shown[c]], after: [value, mark, isShown ? 1 : 0]};
  }

  function enter(v) {
    if (selected < 0 || isGiven(selected)) return;
    var c = selected;
    if (pencil) {
      if (values[c]) return;
      commit([change(c, 0, marks[c] ^ (1 << (v - 1)))]);
    } else {
      commit([change(c, values[c] === v ? 0 : v, values[c] === v ? marks[c] : 0)]);
    }
  }
  function erase() {
    if (selected < 0 || isGiven(selected)) return;
    commit([change(selected, 0, 0)]);
  }
  function reveal(all) {
    var list = [];
    for (var c = 0; c < n; ++c)
      if (!isGiven(c) && (all ? true : c === selected) && values[c] !== data.solution[c])
        list.push(change(c, data.solution[c], 0, true));
    commit(list);
  }
  function check() {
    var wrong = 0;
    for (var c = 0; c < n; ++c) {
      var w = !isGiven(c) && values[c] !== 0 && values[c] !== data.solution[c];
      cellEl[c].classList.toggle('wrong', w);
      if (w) ++wrong;
    }
    refresh();
    if (document.body.getAttribute('data-state') === 'playing')
      say(wrong ? data.text.mistakes.replace('{n}', wrong) : data.text.no_mistakes);
  }
  function clearAll() {
    var list = [];
    for (var c = 0; c < n; ++c) if (!isGiven(c)) list.push(change(c, 0, 0));
    commit(list);
  }
  function step(dir) {
    var src = dir > 0 ? redo : undo, dst = dir > 0 ? undo : redo;
    if (!src.length) return;
    var changes = src.pop();
    dst.push(changes);
    apply(changes, dir);
    save();
  }
  function setPencil(on) {
    pencil = on;
    var b = document.getElementById('sp-pencil');
    b.setAttribute('aria-pressed', on ? 'true' : 'false');
    document.body.classList.toggle('pencil', on);
  }

  // The timer runs while the puzzle is unfinished and the page is visible.
  function showTime() {
    var s = Math.floor(seconds), h = Math.floor(s / 3600), m = Math.floor(s / 60) % 60;
    var ss = (s % 60 < 10 ? '0' : '') + (s % 60);
    timerEl.textContent = h ? h + ':' + (m < 10 ? '0' : '') + m + ':' + ss : m + ':' + ss;
  }
  function tick() {
    if (!tickAt) return;
    var now = Date.now();
    seconds += (now - tickAt) / 1000;
    tickAt = now;
    showTime();
  }
  function setTicking(on) {
    on = on && !document.hidden;
    if (on === ticking) return;
    tick();
    ticking = on;
    tickAt = on ? Date.now() : 0;
    if (!on) save();
  }

  // Progress in localStorage: {v: values, m: marks, r: revealed flags, t: seconds} of the whole
  // grid; ignored unless it fits this puzzle (same size, same givens).
  function storage() {
    try { return window.localStorage; } catch (e) { return null; }
  }
  function save() {
    var st = storage();
    if (!st) return;
    tick();
    try {
      st.setItem(data.save_key, JSON.stringify({v: values, m: marks, r: shown,
                                                t: Math.floor(seconds)}));
    } catch (e) { /* full or forbidden: play on without saving */ }
  }
  function load() {
    var st = storage(), saved = null;
    try { saved = st && JSON.parse(st.getItem(data.save_key) || 'null'); } catch (e) { return; }
    if (!saved || !Array.isArray(saved.v) || saved.v.length !== n || !Array.isArray(saved.m) ||
        saved.m.length !== n)
      return;
    for (var c = 0; c < n; ++c) {
      var v = saved.v[c], m = saved.m[c];
      if (typeof v !== 'number' || v < 0 || v > data.size || (v | 0) !== v) return;
      if (typeof m !== 'number' || m < 0 || m >= Math.pow(2, data.size) || (m | 0) !== m) return;
      if (isGiven(c) && v !== data.givens[c]) return;
    }
    for (c = 0; c < n; ++c) {
      if (isGiven(c)) continue;
      values[c] = saved.v[c];
      marks[c] = saved.m[c];
      shown[c] = Array.isArray(saved.r) && saved.r[c] ? 1 : 0;
    }
    if (typeof saved.t === 'number' && saved.t >= 0) seconds = saved.t;
  }

  // A grid wider than its frame (a samurai on a phone) pans; "Fit" shrinks it to the screen.
  function updateZoom() {
    var fit = document.body.classList.contains('sp-fit');
    zoomBtn.hidden = !fit && pan.scrollWidth <= pan.clientWidth + 1;
    zoomBtn.textContent = fit ? 'Zoom' : 'Fit';
    zoomBtn.setAttribute('aria-pressed', fit ? 'true' : 'false');
  }

  function select(c) {
    if (c !== selected) { typed = ''; lastTyped = null; }
    selected = c;
    if (c >= 0 && document.activeElement !== cellEl[c]) cellEl[c].focus({preventScroll: true});
    if (c >= 0) cellEl[c].scrollIntoView({block: 'nearest', inline: 'nearest'});
    refresh();
  }
  // Arrow keys: the next cell in that direction, jumping over the gaps of a composite.
  function move(dr, dc) {
    if (selected < 0) { select(0); return; }
    var r = data.cells[selected][0], c = data.cells[selected][1];
    for (var k = 1; k < Math.max(data.rows, data.cols); ++k) {
      var id = at[(r + dr * k) + ',' + (c + dc * k)];
      if (id !== undefined) { select(id); return; }
      if (r + dr * k < 0 || r + dr * k >= data.rows || c + dc * k < 0 || c + dc * k >= data.cols)
        return;
    }
  }
  // A typed symbol: the keys of one value, or the start of a longer one ("1" then "0" = 10).
  function typeKey(key) {
    var now = Date.now();
    var buf = (now - typedAt < 900 ? typed : '') + key.toLowerCase();
    var exact = 0, longer = false;
    for (var v = 1; v <= data.size; ++v) {
      data.keys[v - 1].forEach(function (k) {
        if (k === buf) exact = v;
        else if (k.indexOf(buf) === 0) longer = true;
      });
    }
    if (!exact && !longer && buf.length > 1) { typedAt = 0; typed = ''; return typeKey(key); }
    typed = longer ? buf : '';
    typedAt = now;
    if (exact) {
      // The longer symbol replaces what its first key did, as a single action.
      if (buf.length > 1 && lastTyped && undo[undo.length - 1] === lastTyped) {
        undo.pop();
        apply(lastTyped, -1);
      }
      var before = undo.length;
      enter(exact);
      lastTyped = undo.length > before ? undo[undo.length - 1] : null;
    }
    return exact || longer;
  }

  document.addEventListener('keydown', function (e) {
    if (e.ctrlKey || e.metaKey) {
      var k = e.key.toLowerCase();
      if (k === 'z') { step(e.shiftKey ? 1 : -1); e.preventDefault(); }
      else if (k === 'y') { step(1); e.preventDefault(); }
      return;
    }
    switch (e.key) {
      case 'ArrowUp': move(-1, 0); break;
      case 'ArrowDown': move(1, 0); break;
      case 'ArrowLeft': move(0, -1); break;
      case 'ArrowRight': move(0, 1); break;
      case 'Backspace': case 'Delete': erase(); break;
      case ' ': setPencil(!pencil); break;
      default:
        if (e.key.length !== 1 || !typeKey(e.key)) return;
    }
    e.preventDefault();
  });
  cellEl.forEach(function (el, c) {
    el.addEventListener('focus', function () { if (selected !== c) select(c); });
    el.addEventListener('pointerdown', function () { select(c); });
  });
  document.querySelectorAll('.sp-palette button[data-value]').forEach(function (b) {
    b.addEventListener('click', function () {
      enter(Number(b.getAttribute('data-value')));
      if (selected >= 0) cellEl[selected].focus();
    });
  });
  var actions = {
    'sp-erase': erase,
    'sp-pencil': function () { setPencil(!pencil); },
    'sp-undo': function () { step(-1); },
    'sp-redo': function () { step(1); },
    'sp-check': check,
    'sp-reveal': function () { reveal(false); },
    'sp-reveal-all': function () { reveal(true); },
    'sp-clear': clearAll,
    'sp-zoom': function () {
      document.body.classList.toggle('sp-fit');
      updateZoom();
    }
  };
  Object.keys(actions).forEach(function (id) {
    document.getElementById(id).addEventListener('click', function () {
      actions[id]();
      if (selected >= 0) cellEl[selected].focus();
    });
  });
  var emptyCount = 0;
  for (i = 0; i < n; ++i) if (!isGiven(i)) ++emptyCount;
  load();
  for (i = 0; i < n; ++i) draw(i);
  showTime();
  refresh();
  updateZoom();
  window.addEventListener('resize', updateZoom);
  setInterval(function () { if (ticking) tick(); }, 1000);
  setInterval(function () { if (ticking) save(); }, 10000);
  document.addEventListener('visibilitychange', function () {
    setTicking(document.body.getAttribute('data-state') === 'playing');
    if (document.hidden) save();
  });
  window.addEventListener('pagehide', save);
})();
