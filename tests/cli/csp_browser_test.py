#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Issue 26: an "offline" page must make no network request. Serves a local HTTP server that
records every request, then loads pages in headless Chromium (--dump-dom, no driver needed):

1. `render --interactive` with a hostile icon set (CSS-escaped url() in presentation attributes
   and styles, `\\75rl(...)`, `u\\72l(...)`, comments): the sanitizer drops them, no request;
2. that page with references injected past the sanitizer (an <img>, a CSS background, a
   <link rel=stylesheet>, a fetch() in a script): the Content-Security-Policy meta blocks them,
   no request;
3. the same injected page without the CSP meta: the server sees requests (the harness works).

Usage: csp_browser_test.py SUDOKUPRESS_BINARY
Exit 0 = passed, 1 = failed, 77 = skipped (no chromium here; the reason is printed).
"""
import http.server
import os
import shutil
import subprocess
import sys
import tempfile
import threading

SKIP = 77
CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")
if not CHROMIUM:
    print("SKIP: no chromium browser (apt install chromium)")
    sys.exit(SKIP)

BINARY = sys.argv[1]
WORK = tempfile.mkdtemp(prefix="sp_csp_")
REQUESTS = []
FAILURES = []


class Recorder(http.server.BaseHTTPRequestHandler):
    def do_GET(self):  # noqa: N802 (the handler's name is fixed)
        REQUESTS.append(self.path)
        self.send_response(200)
        self.send_header("Content-Type", "text/plain")
        self.end_headers()
        self.wfile.write(b"x")

    def log_message(self, *args):
        pass


def check(cond, what):
    print(("ok   " if cond else "FAIL ") + what)
    if not cond:
        FAILURES.append(what)


def load(path):
    """Loads a page in headless Chromium until it settles; returns the DOM."""
    profile = tempfile.mkdtemp(prefix="profile_", dir=WORK)
    args = [CHROMIUM, "--headless=new", "--no-sandbox", "--disable-gpu",
            "--disable-dev-shm-usage", "--user-data-dir=" + profile, "--virtual-time-budget=3000",
            "--dump-dom", "file://" + path]
    r = subprocess.run(args, capture_output=True, text=True, timeout=120)
    return r.stdout


def main():
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Recorder)
    port = server.server_address[1]
    threading.Thread(target=server.serve_forever, daemon=True).start()
    base = "http://127.0.0.1:%d" % port

    icons = os.path.join(WORK, "icons")
    os.mkdir(icons)
    for i in range(1, 5):
        with open(os.path.join(icons, "%d.svg" % i), "w") as f:
            f.write('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10">'
                    '<rect width="9" height="9" fill="#123" '
                    'clip-path="\\75rl(%s/attr%d)" '
                    'stroke="u\\72l(\'%s/stroke%d\')" '
                    'style="clip-path:u\\72l(%s/style%d);fill:u/**/rl(%s/comment%d)"/>'
                    '<circle r="3" fill="url(%s/plain%d)"/></svg>'
                    % (base, i, base, i, base, i, base, i, base, i))
    puzzle = os.path.join(WORK, "p.txt")
    made = subprocess.run([BINARY, "generate", "--size", "4", "--seed", "1", "--format", "line"],
                          capture_output=True, text=True)
    with open(puzzle, "w") as f:
        f.write(made.stdout)
    page = os.path.join(WORK, "play.html")
    r = subprocess.run([BINARY, "render", "--interactive", "--symbols", icons, puzzle, "-o", page],
                       capture_output=True, text=True)
    check(r.returncode == 0, "render --interactive with hostile icons: exit 0 (%s)" % r.stderr)
    if r.returncode != 0:
        return 1
    html = open(page).read()
    check(base not in html, "the page holds no reference to the server")
    dom = load(page)
    check("sp-data" in dom, "Chromium loaded the page")
    check(REQUESTS == [], "hostile icons: no request (saw %r)" % REQUESTS)

    inject = ('<img src="%s/img"><div style="background:url(%s/css)">x</div>'
              '<link rel="stylesheet" href="%s/link">'
              '<script>fetch("%s/fetch").catch(function(){});</script>' % (base, base, base, base))
    injected = html.replace("<body>", "<body>" + inject, 1)
    with_csp = os.path.join(WORK, "injected.html")
    with open(with_csp, "w") as f:
        f.write(injected)
    load(with_csp)
    check(REQUESTS == [], "injected references under the CSP: no request (saw %r)" % REQUESTS)

    start = injected.find('<meta http-equiv="Content-Security-Policy"')
    check(start >= 0, "the page carries a Content-Security-Policy meta")
    without = injected[:start] + injected[injected.find(">", start) + 1:]
    no_csp = os.path.join(WORK, "no_csp.html")
    with open(no_csp, "w") as f:
        f.write(without)
    load(no_csp)
    check(len(REQUESTS) >= 2, "control: without the CSP the injected references are fetched "
                              "(saw %r)" % REQUESTS)
    server.shutdown()
    shutil.rmtree(WORK, ignore_errors=True)
    if FAILURES:
        print("%d failure(s)" % len(FAILURES))
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
