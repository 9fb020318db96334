#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Plays `render --interactive` pages in a real browser (Debian's chromium through chromedriver
and python3-selenium): a 9x9 by keyboard, a 4x4 picture puzzle by touch on the palette, a 16x16
with two-key symbols, a samurai, a Killer (its cages drawn: a group with its sum per cage),
and a page inside an <iframe>. Each is filled to the solved
state; a wrong entry is flagged by Check; undo/redo and pencil marks change what they should;
the print stylesheet hides the player and the entries.
Screens (issue 28.5): at phone size (390x844, mobile emulation) and desktop size (1280x800) the
page lays out at the device width with 9x9 cells of at least 44 CSS px on the phone, a click
highlights the cell's houses and equal symbols, a repeated symbol is a conflict, Check's mark
shows on the selected cell, a reload keeps entries and time (localStorage), Reveal reports
"revealed" (never "solved"), the timer runs, dark mode follows prefers-color-scheme, and
screenshots of a 9x9, a picture 4x4 and a samurai at both sizes, light and dark, are taken
(kept in $SP_PLAY_SHOTS when that is set, to be looked at).

Usage: play_browser_test.py SUDOKUPRESS_BINARY
Exit 0 = passed, 1 = failed, 77 = skipped (no browser or driver here; the reason is printed).
"""
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time

SKIP = 77


def skip(reason):
    print("SKIP: " + reason)
    sys.exit(SKIP)


try:
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service
    from selenium.webdriver.common.by import By
    from selenium.webdriver.common.keys import Keys
except ImportError:
    skip("python3-selenium is not installed (apt install python3-selenium)")

CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")
DRIVER = shutil.which("chromedriver")
if not CHROMIUM:
    skip("no chromium browser (apt install chromium)")
if not DRIVER:
    skip("no chromedriver (apt install chromium-driver)")

BINARY = sys.argv[1]
WORK = tempfile.mkdtemp(prefix="sp_play_")
FAILURES = []
REAL_INPUTS = 12
# Selects each cell as a click does, then types its key (or presses its palette button).
FILL_SCRIPT = """
var todo = arguments[0], palette = arguments[1];
todo.forEach(function (t) {
  var el = document.querySelector('[data-cell="' + t[0] + '"]');
  el.dispatchEvent(new PointerEvent('pointerdown', {bubbles: true}));
  el.focus();
  if (palette) {
    document.querySelector('.sp-palette button[data-value="' + t[2] + '"]').click();
  } else {
    for (var k = 0; k < t[1].length; ++k)
      el.dispatchEvent(new KeyboardEvent('keydown', {key: t[1][k], bubbles: true}));
  }
});
"""


PHONE = (390, 844)
DESKTOP = (1280, 800)
SHOTS = os.environ.get("SP_PLAY_SHOTS") or os.path.join(WORK, "shots")


def check(cond, what):
    if not cond:
        FAILURES.append(what)
        print("FAIL: " + what)


def run(args, stdin=None):
    r = subprocess.run([BINARY] + args, input=stdin, capture_output=True, text=True, cwd=WORK)
    if r.returncode != 0:
        print(r.stderr)
        raise SystemExit("sudokupress %s failed with %d" % (" ".join(args), r.returncode))
    return r.stdout


def make_page(name, gen_args, render_args):
    puzzles = run(["generate", "-n", "1", "--seed", "11"] + gen_args)
    path = os.path.join(WORK, name + ".txt")
    with open(path, "w") as f:
        f.write(puzzles)
    out = os.path.join(WORK, name + ".html")
    run(["render", path, "-o", out, "--interactive"] + render_args)
    return out


def start_browser():
    opts = webdriver.ChromeOptions()
    opts.binary_location = CHROMIUM
    for a in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
              "--window-size=1400,1600", "--allow-file-access-from-files",
              "--hide-scrollbars"):
        opts.add_argument(a)
    try:
        return webdriver.Chrome(service=Service(DRIVER), options=opts)
    except Exception as e:  # the browser cannot start here (no display libs, sandbox...)
        skip("chromium did not start: %s" % str(e).splitlines()[0])


def page_data(driver):
    return json.loads(driver.find_element(By.ID, "sp-data").get_attribute("textContent"))


def state(driver):
    return driver.find_element(By.TAG_NAME, "body").get_attribute("data-state")


def cell(driver, i):
    return driver.find_element(By.CSS_SELECTOR, '[data-cell="%d"]' % i)


def status_text(driver):
    return driver.find_element(By.ID, "sp-status").text


def type_value(driver, data, i, v):
    cell(driver, i).click()
    cell(driver, i).send_keys(data["keys"][v - 1][0])


def play(driver, name, by_palette=False):
    data = page_data(driver)
    empty = [i for i, g in enumerate(data["givens"]) if g == 0]
    check(state(driver) == "playing", name + ": starts in the playing state")
    first = empty[0]
    wrong = data["solution"][first] % data["size"] + 1
    type_value(driver, data, first, wrong)
    check(cell(driver, first).get_attribute("data-entry") == str(wrong), name + ": entry shown")
    driver.find_element(By.ID, "sp-check").click()
    check("wrong" in cell(driver, first).get_attribute("class"),
          name + ": Check flags the wrong entry")
    check(status_text(driver) == "1 wrong", name + ": status counts 1 wrong, got %r"
          % status_text(driver))
    # Undo removes it, redo brings it back.
    cell(driver, first).send_keys(Keys.CONTROL, "z")
    check(cell(driver, first).get_attribute("data-entry") == "", name + ": undo clears the cell")
    cell(driver, first).send_keys(Keys.CONTROL, "y")
    check(cell(driver, first).get_attribute("data-entry") == str(wrong), name + ": redo")
    cell(driver, first).send_keys(Keys.BACKSPACE)
    # Pencil marks: Space, two symbols, Space.
    second = empty[1]
    cell(driver, second).click()
    cell(driver, second).send_keys(" ")
    cell(driver, second).send_keys(data["keys"][1][0])
    cell(driver, second).send_keys(data["keys"][2][0])
    cell(driver, second).send_keys(" ")
    check(cell(driver, second).get_attribute("data-marks") == "2 3",
          name + ": pencil marks, got %r" % cell(driver, second).get_attribute("data-marks"))
    # The whole solution: the first cells through WebDriver's real clicks and key presses, the
    # rest by the same events dispatched in the page (one round trip instead of hundreds).
    buttons = driver.find_elements(By.CSS_SELECTOR, ".sp-palette button[data-value]")
    real = empty[:REAL_INPUTS]
    for i in real:
        v = data["solution"][i]
        if by_palette:
            cell(driver, i).click()
            buttons[v - 1].click()
        else:
            type_value(driver, data, i, v)
    driver.execute_script(FILL_SCRIPT, [[i, data["keys"][data["solution"][i] - 1][0],
                                         data["solution"][i]] for i in empty[REAL_INPUTS:]],
                          by_palette)
    check(state(driver) == "solved", name + ": solved state after the full solution, got %r"
          % state(driver))
    check(status_text(driver) == "Solved!", name + ": status says Solved!")
    cell(driver, empty[-1]).send_keys(Keys.CONTROL, "z")
    check(state(driver) == "playing", name + ": undo leaves the solved state")
    cell(driver, empty[-1]).send_keys(Keys.CONTROL, "y")
    check(state(driver) == "solved", name + ": redo solves again")


def killer_cages(driver, path):
    """The Killer page draws its cages: one outline group per cage of the puzzle's line, each
    with its sum, over the grid (the cages' sums add up to the solution's total)."""
    with open(path.replace(".html", ".txt")) as f:
        line = f.read().split("\n")[0]
    field = [t for t in line.split("\t") if t.startswith("cages=")][0]
    sums = [int(x) for x in field.split(":")[1].split(",")]
    data = page_data(driver)
    drawn = driver.execute_script(
        "return Array.from(document.querySelectorAll('svg.constraints .cage'))"
        ".map(function (g) { return [parseInt(g.getAttribute('data-value')),"
        " g.querySelectorAll('line, path, polyline').length, g.textContent.trim()]; })")
    check(len(drawn) == len(sums), "killer: %d cage groups drawn for %d cages" % (len(drawn), len(sums)))
    check(sorted(d[0] for d in drawn) == sorted(sums), "killer: the drawn cages carry the sums")
    check(all(d[1] > 0 for d in drawn), "killer: every cage has an outline")
    check(all(d[2] == str(d[0]) for d in drawn), "killer: every cage shows its sum")
    check(sum(sums) == sum(data["solution"]), "killer: the sums add up to the solution's total")


def print_view(driver, name):
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"media": "print"})
    hidden = driver.execute_script(
        "return getComputedStyle(document.querySelector('.sp-play')).display")
    check(hidden == "none", name + ": the print view hides the player")
    data = page_data(driver)
    i = [k for k, g in enumerate(data["givens"]) if g == 0][0]
    vis = driver.execute_script(
        "var e=document.querySelector('[data-cell=\"%d\"]').firstElementChild;"
        "return e ? getComputedStyle(e).visibility : 'hidden'" % i)
    check(vis == "hidden", name + ": the print view hides entries")
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"media": ""})


def set_screen(driver, size, dark=False):
    w, h = size
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                           {"width": w, "height": h, "deviceScaleFactor": 1,
                            "mobile": size == PHONE})
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {
        "media": "", "features": [{"name": "prefers-color-scheme",
                                   "value": "dark" if dark else "light"}]})


def fresh(driver, path):
    """Opens the page with no saved progress: storage is cleared from a page without a player
    (a player saves its progress when it is left)."""
    blank = os.path.join(WORK, "blank.html")
    if not os.path.exists(blank):
        with open(blank, "w") as f:
            f.write("<!DOCTYPE html><title>blank</title>")
    driver.get("file://" + blank)
    driver.execute_script("localStorage.clear()")
    driver.get("file://" + path)


def classes(driver, i):
    return cell(driver, i).get_attribute("class").split()


def js(driver, script, *args):
    return driver.execute_script(script, *args)


def a_conflict(data):
    """An empty cell and a value a given of one of its houses holds."""
    for h in data["houses"]:
        for i in h:
            if data["givens"][i] == 0:
                for j in h:
                    if data["givens"][j]:
                        return i, data["givens"][j]
    raise SystemExit("no empty cell beside a given")


def screens(driver, pages):
    os.makedirs(SHOTS, exist_ok=True)
    # Phone: the page is laid out at the device width, 9x9 cells are touch targets.
    set_screen(driver, PHONE)
    fresh(driver, pages["classic"])
    check(js(driver, "return window.innerWidth") == PHONE[0],
          "phone: laid out at the device width (viewport meta), got %r"
          % js(driver, "return window.innerWidth"))
    size = js(driver, "var r=document.querySelector('[data-cell]').getBoundingClientRect();"
                      "return [r.width, r.height]")
    check(min(size) >= 44, "phone: 9x9 cells are at least 44 CSS px, got %r" % size)
    smallest = js(driver, "return Math.min.apply(null, Array.from(document.querySelectorAll("
                          "'.sp-play button:not([hidden])')).map(function(b){"
                          "var r=b.getBoundingClientRect(); return Math.min(r.width,r.height)}))")
    check(smallest >= 44, "phone: buttons are at least 44 CSS px, got %r" % smallest)
    data = page_data(driver)
    # Highlight of the houses and of equal symbols after a click on a given.
    given = [i for i, g in enumerate(data["givens"]) if g][0]
    cell(driver, given).click()
    peers = set(j for h in data["houses"] if given in h for j in h) - {given}
    marked = set(i for i in range(len(data["cells"])) if "peer" in classes(driver, i))
    check(marked == peers, "phone: a click highlights the cell's row, column and box "
          "(%d of %d peers)" % (len(marked & peers), len(peers)))
    same = set(i for i, g in enumerate(data["givens"]) if g == data["givens"][given])
    marked = set(i for i in range(len(data["cells"])) if "same" in classes(driver, i))
    check(marked == same, "phone: equal symbols highlighted")
    check("sel" in classes(driver, given), "phone: the selected cell is marked")
    # A repeated symbol is a conflict (both cells).
    i, v = a_conflict(data)
    type_value(driver, data, i, v)
    check("conflict" in classes(driver, i), "phone: a wrong entry shows a conflict")
    # Check's mark stays visible on the selected cell.
    driver.find_element(By.ID, "sp-check").click()
    ring = js(driver, "return getComputedStyle(arguments[0]).boxShadow", cell(driver, i))
    check("sel" in classes(driver, i) and "wrong" in classes(driver, i) and "3px" in ring,
          "phone: Check's mark shows on the selected cell, got %r" % ring)
    driver.save_screenshot(os.path.join(SHOTS, "classic-phone-light.png"))
    # A reload keeps the entries and the time.
    js(driver, "arguments[0].dispatchEvent(new PointerEvent('pointerdown', {bubbles: true}))",
       cell(driver, i))
    t0 = driver.find_element(By.ID, "sp-timer").text
    time.sleep(1.2)
    t1 = driver.find_element(By.ID, "sp-timer").text
    check(t0 != t1 and ":" in t1, "timer runs (%s then %s)" % (t0, t1))
    driver.refresh()
    check(cell(driver, i).get_attribute("data-entry") == str(v),
          "reload keeps entries (localStorage), got %r" % cell(driver, i).get_attribute(
              "data-entry"))
    t2 = driver.find_element(By.ID, "sp-timer").text
    check(t2 >= t1 if len(t2) == len(t1) else True, "reload keeps the time (%s, %s)" % (t1, t2))
    # Reveal all: "revealed", never "solved".
    driver.find_element(By.ID, "sp-reveal-all").click()
    check(state(driver) == "revealed", "Reveal all: state revealed, got %r" % state(driver))
    check("revealed" in status_text(driver).lower() and "solved" not in
          status_text(driver).lower(), "Reveal all says revealed: %r" % status_text(driver))
    check("rv" in classes(driver, i), "revealed cells are marked")
    driver.save_screenshot(os.path.join(SHOTS, "classic-phone-revealed.png"))
    # One revealed cell, the rest typed: still not "solved".
    fresh(driver, pages["classic"])
    empty = [k for k, g in enumerate(data["givens"]) if g == 0]
    cell(driver, empty[0]).click()
    driver.find_element(By.ID, "sp-reveal").click()
    driver.execute_script(FILL_SCRIPT, [[k, data["keys"][data["solution"][k] - 1][0]]
                                        for k in empty[1:]], False)
    check(state(driver) == "revealed" and status_text(driver) == "Complete, 1 revealed",
          "one cell revealed: %r, %r" % (state(driver), status_text(driver)))
    # Screenshots of every page at both sizes, light and dark (one load each: the page follows
    # size and colour scheme as they change).
    for name in ("classic", "picture", "samurai"):
        set_screen(driver, PHONE)
        fresh(driver, pages[name])
        d = page_data(driver)
        k, v = a_conflict(d)
        empty = [c for c, g in enumerate(d["givens"]) if g == 0 and c != k]
        given = [c for c, g in enumerate(d["givens"]) if g][0]
        driver.execute_script(FILL_SCRIPT, [[k, d["keys"][v - 1][0]],
                                            [empty[0], d["keys"][d["solution"][empty[0]] - 1][0]],
                                            [given, ""]], False)
        for screen, label in ((PHONE, "phone"), (DESKTOP, "desktop")):
            for dark in (False, True):
                set_screen(driver, screen, dark)
                bg = js(driver, "return getComputedStyle(document.body).backgroundColor")
                check(bg == ("rgb(18, 18, 18)" if dark else "rgb(255, 255, 255)"),
                      "%s %s: page background %s" % (name, label, bg))
                if name == "samurai" and screen == PHONE and not dark:
                    w = js(driver, "return document.querySelector('[data-cell]')"
                                   ".getBoundingClientRect().width")
                    check(w >= 44, "samurai phone: cells of %r px (pan)" % w)
                    check(driver.find_element(By.ID, "sp-zoom").is_displayed(),
                          "samurai phone: Fit button shown")
                if name == "picture" and not dark:
                    sizes = js(driver, "var g=document.querySelector('.sp-grid>div.g svg')"
                                       ".getBoundingClientRect().width;var e=document.querySelector("
                                       "'[data-cell=\"%d\"] svg').getBoundingClientRect().width;"
                                       "return [g,e]" % empty[0])
                    check(sizes[1] < sizes[0], "picture: entries smaller than givens %r" % sizes)
                driver.save_screenshot(os.path.join(SHOTS, "%s-%s-%s.png" % (
                    name, label, "dark" if dark else "light")))
        if name == "samurai":
            set_screen(driver, PHONE, True)
            driver.find_element(By.ID, "sp-zoom").click()
            wide = js(driver, "return document.querySelector('.sp-grid')"
                              ".getBoundingClientRect().width")
            check(wide <= PHONE[0], "samurai phone: Fit shows the whole grid (%r)" % wide)
            driver.save_screenshot(os.path.join(SHOTS, "samurai-phone-dark-fit.png"))
    set_screen(driver, DESKTOP)
    print("screenshots: " + SHOTS)


def main():
    pages = {
        "classic": make_page("classic", [], []),
        "picture": make_page("picture", ["--size", "4"], ["--symbols", "fruit"]),
        "big": make_page("big", ["--size", "16"], []),
        "samurai": make_page("samurai", ["--variant", "samurai"], []),
        "killer": make_page("killer", ["--variant", "killer"], []),
    }
    driver = start_browser()
    try:
        screens(driver, pages)
        for name, path in pages.items():
            fresh(driver, path)
            play(driver, name, by_palette=(name == "picture"))
            if name == "classic":
                print_view(driver, name)
            if name == "killer":
                killer_cages(driver, path)
        frame = os.path.join(WORK, "frame.html")
        with open(frame, "w") as f:
            f.write('<!DOCTYPE html><html><body><iframe src="classic.html" width="900" '
                    'height="1000"></iframe></body></html>')
        fresh(driver, frame)
        driver.switch_to.frame(driver.find_element(By.TAG_NAME, "iframe"))
        play(driver, "iframe")
        driver.switch_to.default_content()
    finally:
        driver.quit()
    shutil.rmtree(WORK, ignore_errors=True)
    if FAILURES:
        print("%d failure(s)" % len(FAILURES))
        return 1
    print("ok: %d pages played to the solved state" % (len(pages) + 1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
