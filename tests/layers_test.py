#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""The architecture's rules, read from the code (issue 30): every #include "LAYER/..." in src/
must follow the layer arrows below, no two components (a .hpp with its .cpp) may include each
other, directly or through others, and no two folders either (a layer's sub-folder such as
publish/book belongs to its layer; the files at a layer's top are one folder, publish/book
another: publish/cover may use publish/book, but then nothing of publish/book may use
publish/cover). Usage: tests/layers_test.py SOURCE_DIR

The arrows ("may use"; what a layer may use it may pass on, so cli may include core):
  main -> cli -> publish -> {bank, generate, grade, render, render/cairo}
  generate -> {solve, grade};  bank, solve, grade, render -> core;  render/cairo -> render
ARCHITECTURE.md draws the same picture and CMakeLists.txt links the same way."""
import os
import re
import sys

ARROWS = {
    "main": {"cli"},
    "cli": {"publish"},
    "publish": {"bank", "generate", "grade", "render", "render/cairo"},
    "generate": {"solve", "grade"},
    "bank": {"core"},
    "solve": {"core"},
    "grade": {"core"},
    "render": {"core"},
    "render/cairo": {"render"},
    "core": set(),
}
LAYERS = sorted(ARROWS, key=len, reverse=True)  # render/cairo before render

# No cycle is known: the last one (generate/'s generator, killer, marks, puzzle_id and nightmare
# around GenerateOptions) ended when the options moved to generate/options.hpp, below them all.
KNOWN_CYCLE = set()
# No folder cycle is known: the last one (grade <-> grade/se: se_grid.hpp took its cell set from
# grade/topology.hpp) ended when the cell set moved to grade/technique/cell_mask.hpp.
KNOWN_FOLDER_CYCLE = set()


def closure(layer):
    seen, todo = set(), [layer]
    while todo:
        for nxt in ARROWS[todo.pop()]:
            if nxt not in seen:
                seen.add(nxt)
                todo.append(nxt)
    return seen


def layer_of(path):  # path relative to src/, e.g. "render/cairo/font_library.hpp"
    if "/" not in path:
        return "main"
    for layer in LAYERS:
        if path.startswith(layer + "/"):
            return layer
    return None


def folder_of(component):  # "publish/book/book_plan" -> "publish/book"; "main" -> "main"
    return os.path.dirname(component) or "main"


def main():
    src = os.path.join(sys.argv[1], "src")
    include = re.compile(r'^\s*#\s*include\s+"([^"]+)"', re.M)
    problems, graph = [], {}
    for root, _, files in os.walk(src):
        for name in sorted(files):
            if not name.endswith((".cpp", ".hpp")):
                continue
            rel = os.path.relpath(os.path.join(root, name), src)
            layer = layer_of(rel)
            if layer is None:
                problems.append(f"src/{rel}: in no layer (add its folder to tests/layers_test.py)")
                continue
            allowed = closure(layer) | {layer}
            component = os.path.splitext(rel)[0]
            deps = graph.setdefault(component, set())
            with open(os.path.join(root, name), encoding="utf-8") as f:
                text = f.read()
            for m in include.finditer(text):
                target = m.group(1)
                line = text.count("\n", 0, m.start()) + 1
                to = layer_of(target)
                if to is None or not os.path.exists(os.path.join(src, target)):
                    continue  # generated or third-party headers
                if to not in allowed:
                    problems.append(f"src/{rel}:{line}: layer {layer} may not include {target} "
                                    f"(layer {to})")
                dep = os.path.splitext(target)[0]
                if dep != component:
                    deps.add(dep)
    for c in cycles(graph):
        if set(c) <= KNOWN_CYCLE:
            print("note (known, issue 30): include cycle between components: " + " <-> ".join(c))
        else:
            problems.append("include cycle between components: " + " <-> ".join(c))
    folders = {}
    for component, deps in graph.items():
        edges = folders.setdefault(folder_of(component), set())
        edges.update(folder_of(d) for d in deps if folder_of(d) != folder_of(component))
    for c in cycles(folders):
        if set(c) <= KNOWN_FOLDER_CYCLE:
            print("note (known, issue 30): include cycle between folders: " + " <-> ".join(c))
        else:
            problems.append("include cycle between folders: " + " <-> ".join(c))
    for p in problems:
        print(p, file=sys.stderr)
    if problems:
        print(f"FAIL: {len(problems)} layer or cycle problems", file=sys.stderr)
        return 1
    print(f"ok: {len(graph)} components in {len(folders)} folders, every include follows the "
          "layers, no new cycle")
    return 0


def cycles(graph):
    """Strongly connected components of more than one component (Tarjan, iterative)."""
    index, low, stack, on, out, counter = {}, {}, [], set(), [], [0]
    for start in sorted(graph):
        if start in index:
            continue
        work = [(start, iter(sorted(graph.get(start, ()))))]
        index[start] = low[start] = counter[0]
        counter[0] += 1
        stack.append(start)
        on.add(start)
        while work:
            node, it = work[-1]
            nxt = next(it, None)
            if nxt is not None:
                if nxt not in index:
                    index[nxt] = low[nxt] = counter[0]
                    counter[0] += 1
                    stack.append(nxt)
                    on.add(nxt)
                    work.append((nxt, iter(sorted(graph.get(nxt, ())))))
                elif nxt in on:
                    low[node] = min(low[node], index[nxt])
                continue
            work.pop()
            if work:
                low[work[-1][0]] = min(low[work[-1][0]], low[node])
            if low[node] == index[node]:
                scc = []
                while True:
                    w = stack.pop()
                    on.discard(w)
                    scc.append(w)
                    if w == node:
                        break
                if len(scc) > 1:
                    out.append(sorted(scc))
    return out


if __name__ == "__main__":
    sys.exit(main())
