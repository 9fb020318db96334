#!/usr/bin/python3
"""Plays `render --interactive` pages in a real browser (Debian's chromium through chromedriver
and python3-selenium): a 9x9 by keyboard, a 4x4 picture puzzle by touch on the palette, a 16x16
with two-key symbols, a samurai, and a page inside an <iframe>. Each is filled to the solved
state; a wrong entry is flagged by Check; undo/redo and pencil marks change what they should;
the print stylesheet hides the player and the entries.

Usage: play_browser_test.py SUDOKUPRESS_BINARY
Exit 0 = passed, 1 = failed, 77 = skipped (no browser or driver here; the reason is printed).
"""
import json
import os
import shutil
import subprocess
import sys
import tempfile

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
              "--window-size=1400,1600", "--allow-file-access-from-files"):
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


def main():
    pages = {
        "classic": make_page("classic", [], []),
        "picture": make_page("picture", ["--size", "4"], ["--symbols", "fruit"]),
        "big": make_page("big", ["--size", "16"], []),
        "samurai": make_page("samurai", ["--variant", "samurai"], []),
    }
    driver = start_browser()
    try:
        for name, path in pages.items():
            driver.get("file://" + path)
            play(driver, name, by_palette=(name == "picture"))
            if name == "classic":
                print_view(driver, name)
        frame = os.path.join(WORK, "frame.html")
        with open(frame, "w") as f:
            f.write('<!DOCTYPE html><html><body><iframe src="classic.html" width="900" '
                    'height="1000"></iframe></body></html>')
        driver.get("file://" + frame)
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
