// The player of a playable page (render --interactive), compiled into the binary by CMake and
// written into every page: no network, no storage, no external file. It reads the puzzle from
// the JSON block #sp-data (cells, givens, solution, houses, keys) and the symbols from the
// <template> elements #sp-sym-V (a value) and #sp-mark-V (a pencil mark), both written by
// html_play.cpp. The page's state is readable from outside for tests and embedding pages:
// body[data-state] is "playing" or "solved"; each cell carries data-entry and data-marks.
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
  var marks = [];
  for (i = 0; i < n; ++i) marks.push(0);
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
    el.setAttribute('data-entry', values[c] ? String(values[c]) : '');
    var list = [];
    for (var m = 1; m <= data.size; ++m) if (marks[c] & (1 << (m - 1))) list.push(m);
    el.setAttribute('data-marks', list.join(' '));
  }

  function refresh() {
    var full = true, right = true;
    for (var c = 0; c < n; ++c) {
      var bad = false;
      if (values[c]) {
        for (var k = 0; k < peers[c].length; ++k)
          if (values[peers[c][k]] === values[c]) { bad = true; break; }
      } else {
        full = false;
      }
      if (values[c] !== data.solution[c]) right = false;
      cellEl[c].classList.toggle('conflict', bad);
      cellEl[c].classList.toggle('same', selected >= 0 && values[selected] !== 0 &&
                                 values[c] === values[selected]);
      cellEl[c].classList.toggle('sel', c === selected);
    }
    var solved = full && right;
    document.body.setAttribute('data-state', solved ? 'solved' : 'playing');
    grid.classList.toggle('solved', solved);
    if (solved) say(data.text.solved);
  }

  function say(text) { status.textContent = text; }

  // One user action = a list of {cell, before, after} states; undo/redo replay it.
  function apply(changes, dir) {
    changes.forEach(function (ch) {
      var s = dir > 0 ? ch.after : ch.before;
      values[ch.cell] = s[0];
      marks[ch.cell] = s[1];
      cellEl[ch.cell].classList.remove('wrong');
      draw(ch.cell);
    });
    refresh();
  }
  function commit(changes) {
    changes = changes.filter(function (ch) {
      return ch.before[0] !== ch.after[0] || ch.before[1] !== ch.after[1];
    });
    if (!changes.length) return;
    undo.push(changes);
    redo = [];
    say('');
    apply(changes, 1);
  }
  function change(c, value, mark) {
    return {cell: c, before: [values[c], marks[c]], after: [value, mark]};
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
        list.push(change(c, data.solution[c], 0));
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
    if (document.body.getAttribute('data-state') !== 'solved')
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
  }
  function setPencil(on) {
    pencil = on;
    var b = document.getElementById('sp-pencil');
    b.setAttribute('aria-pressed', on ? 'true' : 'false');
    document.body.classList.toggle('pencil', on);
  }

  function select(c) {
    if (c !== selected) { typed = ''; lastTyped = null; }
    selected = c;
    if (c >= 0 && document.activeElement !== cellEl[c]) cellEl[c].focus();
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
    'sp-clear': clearAll
  };
  Object.keys(actions).forEach(function (id) {
    document.getElementById(id).addEventListener('click', function () {
      actions[id]();
      if (selected >= 0) cellEl[selected].focus();
    });
  });
  for (i = 0; i < n; ++i) draw(i);
  refresh();
})();
