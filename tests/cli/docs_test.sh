#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Man pages and completion scripts as built (src/cli/docs/docs.cmake). Usage:
#   docs_test.sh CASE SUDOKUPRESS DOCS_DIR
# CASE: pages | no_drift | roff | gzip | bash | zsh | fish | values | accepted. Exit 0 pass, 1 fail, 77 skip.
set -u
case_name=$1 sp=$2 docs=$3
man1=$docs/man1 comp=$docs/completions
fail() { echo "FAIL: $*" >&2; exit 1; }
skip() { echo "SKIP: $*" >&2; exit 77; }

# The commands the program lists (its --help), and a command's own subcommands.
commands() { "$sp" $1 --help | awk '/^Subcommands:/{f=1;next} f&&/^  [a-z]/{print $1} f&&/^$/{f=0}'; }
# Option names of one --help: -x and --long names, positional names.
help_names() {
  "$sp" $1 --help | awk '/^(Options|Positionals):/{f=1;next} /^[^ ]/{f=0}
    f && /^  [^ ]/ { n=$1; gsub(/,/, " ", n); print n }' | tr ' ' '\n' | sed 's/[={].*//' | grep -v '^$'
}
# A page's text with roff's escaped hyphens as plain ones.
page_text() { sed 's/\\-/-/g' "$man1/$1.1"; }

case $case_name in
pages)
  [ -f "$man1/sudokupress.1" ] || fail "no sudokupress.1"
  n=0
  for c in $(commands ""); do
    [ -f "$man1/sudokupress-$c.1" ] || fail "no man page for '$c'"
    page_text sudokupress | grep -q "sudokupress-$c" || fail "sudokupress.1 does not list $c"
    n=$((n + 1))
  done
  [ $n -ge 11 ] || fail "only $n commands listed"
  for s in $(commands bank); do
    grep -q "^\.SS \"sudokupress bank $s\"" "$man1/sudokupress-bank.1" ||
      fail "sudokupress-bank.1 has no section for 'bank $s'"
  done
  for f in "$man1"/*.1; do
    grep -q '^\.TH .* 1 [0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9] ' "$f" || fail "$f: no dated .TH"
    for sec in NAME SYNOPSIS DESCRIPTION OPTIONS "EXIT STATUS" ENVIRONMENT "SEE ALSO"; do
      grep -q "^\.SH \"*$sec" "$f" || fail "$f: no $sec section"
    done
  done
  # Same date and bytes when made again with the same SOURCE_DATE_EPOCH.
  d=$(grep -h '^\.TH' "$man1/sudokupress.1" | awk '{print $4}')
  epoch=$(date -u -d "$d" +%s)
  SOURCE_DATE_EPOCH=$epoch "$sp" man generate | cmp -s - "$man1/sudokupress-generate.1" ||
    fail "sudokupress man generate differs from the built page"
  echo "ok: $n command pages, bank's subcommands, dated"
  ;;
no_drift)
  count=0
  for c in "" $(commands ""); do
    page=sudokupress${c:+-$c}
    text=$(page_text "$page")
    for name in $(help_names "$c"); do  # positionals by name, in capitals (INPUTS, DB)
      grep -qiF -- "$name" <<<"$text" || fail "$page.1 does not mention $name of '$c --help'"
      count=$((count + 1))
    done
    for s in $(commands "$c"); do
      [ "$c" = "" ] && continue
      for name in $(help_names "$c $s"); do
        grep -qiF -- "$name" <<<"$text" || fail "$page.1 does not mention $name of '$c $s --help'"
        count=$((count + 1))
      done
      grep -qF -- "$("$sp" $c $s --help | head -1)" <<<"$text" || fail "$page.1: '$c $s' description"
    done
    desc=$("$sp" $c --help | head -1)
    [ -n "$c" ] && { grep -qF -- "$desc" <<<"$text" || fail "$page.1 lacks the description '$desc'"; }
  done
  echo "ok: $count option names of --help found in the pages"
  ;;
roff)
  command -v groff >/dev/null || skip "groff is not installed (apt install groff)"
  for f in "$man1"/*.1; do
    out=$(groff -man -Tutf8 -ww -z "$f" 2>&1)
    [ -z "$out" ] || fail "groff warns on $f: $out"
    if command -v mandoc >/dev/null; then
      out=$(mandoc -T lint -W warning "$f" 2>&1)
      [ -z "$out" ] || fail "mandoc lint on $f: $out"
    fi
  done
  text=$(groff -man -Tutf8 -P-cbou "$man1/sudokupress-book.1" 2>/dev/null)
  grep -q -- "--print-ready" <<<"$text" || fail "rendered sudokupress-book.1 lacks --print-ready"
  if command -v man >/dev/null; then
    MANPATH=$docs man -P cat sudokupress-book 2>/dev/null | grep -q "SUDOKUPRESS-BOOK" ||
      fail "'man sudokupress-book' with MANPATH=$docs does not show the page"
  fi
  echo "ok: groff -ww$(command -v mandoc >/dev/null && echo ', mandoc -T lint') clean"
  ;;
gzip)
  # The installed form: every page gzipped, the same text, and no name or time in the header
  # (gzip -n: bytes 4..7 are the mtime and must be zero; flag byte 3 has no FNAME bit).
  gz=$docs/man1.gz
  n=0
  for f in "$man1"/*.1; do
    z=$gz/$(basename "$f").gz
    [ -f "$z" ] || fail "no $z"
    gzip -dc "$z" | cmp -s - "$f" || fail "$z does not unpack to $f"
    [ "$(od -An -tx1 -j3 -N5 "$z" | tr -d ' \n')" = "0000000000" ] ||
      fail "$z has a name or a time stamp in its gzip header"
    n=$((n + 1))
  done
  [ "$(ls "$gz" | wc -l)" -eq $n ] || fail "$gz holds other files than the $n pages"
  echo "ok: $n pages gzipped reproducibly"
  ;;
bash)
  # Drive the completion function as bash does: COMP_WORDS/COMP_CWORD, then COMPREPLY.
  complete_words() {
    bash -c 'source "$1"; shift; COMP_WORDS=("$@"); COMP_CWORD=$((${#COMP_WORDS[@]} - 1));
             _sudokupress; printf "%s\n" "${COMPREPLY[@]}"' _ "$comp/sudokupress" "$sp" "$@"
  }
  expect() {  # expect WORD -- ARGS...: WORD is among the completions of ARGS
    local want=$1; shift 2
    complete_words "$@" | grep -qx -- "$want" || fail "bash: '$want' not offered for '$*'"
  }
  refuse() {
    local bad=$1; shift 2
    complete_words "$@" | grep -qx -- "$bad" && fail "bash: '$bad' offered for '$*'"
    return 0
  }
  bash -n "$comp/sudokupress" || fail "bash -n"
  expect generate -- gen
  expect bank -- ""
  refuse man -- ""
  expect --symmetry -- generate --sym
  expect rot180 -- generate --symmetry ""
  expect 8way -- generate --symmetry 8
  refuse none -- generate --symmetry 8
  expect rot180 -- generate --symmetry = ""
  expect x-jigsaw -- generate --variant x-
  expect samurai -- render --variant sam
  expect human -- grade --profile ""
  expect se -- grade --profile ""
  expect pm729 -- generate --format ""
  expect first-steps -- generate --kids-level ""
  expect kdp -- preflight --service ""
  expect add -- bank ""
  expect --no-grade -- bank add --no
  expect --series -- bank reserve --se
  refuse --no-grade -- bank query --no
  expect magazine -- render --template mag
  expect fruit -- render --symbols fr
  tmp=$(mktemp -d); touch "$tmp/puzzles.txt"
  expect "$tmp/puzzles.txt" -- render "$tmp/puz"
  expect "$tmp/puzzles.txt" -- generate --mask "$tmp/p"
  rm -rf "$tmp"
  refuse rot180 -- generate --seed ""
  echo "ok: bash completes commands, options, values, data names and files"
  ;;
zsh)
  command -v zsh >/dev/null || skip "zsh is not installed (apt install zsh)"
  zsh -n "$comp/_sudokupress" || fail "zsh -n"
  # Load it the way zsh does (compinit with the folder on fpath) and check the binding.
  out=$(ZDOTDIR=/nonexistent zsh -f -c "fpath=('$comp' \$fpath); autoload -U compinit;
        compinit -u -D; print -r -- \$_comps[sudokupress]" 2>&1)
  [ "$out" = "_sudokupress" ] || fail "zsh: compinit does not bind _sudokupress ($out)"
  # Drive it: an interactive zsh in a pseudo-terminal (zsh/zpty) types a line and TAB twice;
  # the screen then shows the completions (sudokupress found on PATH through a link).
  bin=$(mktemp -d); ln -s "$(realpath "$sp")" "$bin/sudokupress"
  zexpect() {  # zexpect LINE WORD: WORD shows up within 20 s of typing LINE and TAB, TAB
    zsh -f -c '
      zmodload zsh/zpty || exit 3
      zpty z "PATH=$2:\$PATH TERM=dumb zsh -f -i"
      zpty -w z "PS1=\"> \"; fpath=($1 \$fpath); autoload -U compinit; compinit -u -D"
      zpty -w -n z "$3"$'"'"'\t'"'"'; sleep 1; zpty -w -n z $'"'"'\t'"'"'
      out=""
      for i in {1..40}; do
        while zpty -r -t z line; do out+=$line; done
        [[ $out == *"$4"* ]] && break
        sleep 0.5
      done
      zpty -d z
      [[ $out == *"$4"* ]]' _ "$comp" "$bin" "$1" "$2" || fail "zsh: '$2' not offered for '$1'"
  }
  zexpect "sudokupress generate --symmetry " both-diagonals
  zexpect "sudokupress gen" "sudokupress generate "
  zexpect "sudokupress bank add --no" "--no-grade"
  zexpect "sudokupress grade --profile " human
  zexpect "sudokupress render --template mag" magazine
  rm -rf "$bin"
  [ -c /dev/null ] || fail "zsh: /dev/null is no longer a device"
  echo "ok: zsh binds the script and completes commands, options, values and data names"
  ;;
fish)
  command -v fish >/dev/null || skip "fish is not installed (apt install fish)"
  fc() { fish --no-config -c "source '$comp/sudokupress.fish'; complete -C '$1'" 2>&1 | cut -f1; }
  fc "sudokupress generate --sym" | grep -qx -- "--symmetry" || fail "fish: --symmetry"
  fc "sudokupress generate --symmetry " | grep -qx "rot180" || fail "fish: symmetry values"
  fc "sudokupress gen" | grep -qx "generate" || fail "fish: command names"
  fc "sudokupress bank " | grep -qx "add" || fail "fish: bank subcommands"
  fc "sudokupress bank add --no" | grep -qx -- "--no-grade" || fail "fish: bank add options"
  fc "sudokupress bank query --no" | grep -qx -- "--no-grade" && fail "fish: bank query --no-grade"
  fc "sudokupress grade --profile " | grep -qx "se" || fail "fish: profiles"
  echo "ok: fish completes commands, options and values"
  ;;
values)
  "$sp" completion --values templates | grep -qx magazine || fail "templates: no magazine"
  "$sp" completion --values symbols | grep -qx digits || fail "symbols: no digits"
  "$sp" completion --values nothing >/dev/null 2>&1; [ $? -eq 64 ] || fail "bad set: not 64"
  "$sp" completion tcsh >/dev/null 2>&1; [ $? -eq 64 ] || fail "unknown shell: not 64"
  "$sp" man nosuch >/dev/null 2>&1; [ $? -eq 64 ] || fail "man of an unknown command: not 64"
  "$sp" --help | grep -qE '^  (man|completion) ' && fail "man/completion listed in --help"
  for s in bash zsh fish; do
    "$sp" completion $s | cmp -s - "$comp/$(case $s in bash) echo sudokupress;;
      zsh) echo _sudokupress;; fish) echo sudokupress.fish;; esac)" || fail "$s script differs"
  done
  echo "ok: data names, errors, hidden commands, scripts as built"
  ;;
accepted)
  # Issue 28: every value the completions, man pages and --help list for an option is accepted
  # by that option: no usage error (exit 64) for any of them. Each runs on a small input with
  # a short time limit where the command has one (a hard --require may run out of time: exit 1;
  # usage errors come before any work, so generate's 0.1 s is enough: 25 of its 144 values ran
  # into 0.5 s, 12 s of the test).
  w=$(mktemp -d); trap 'rm -rf "$w"' EXIT
  printf '%s\n' '.2.8....9....1..3.5....68...6.73..45...........396...7.4.1...........5....9..71.2' >"$w/p.txt"
  "$sp" generate -n 2 --seed 1 >"$w/p.tsv" || fail "generate for the inputs"
  "$sp" grade "$w/p.txt" >"$w/g.tsv" || fail "grade for the inputs"
  "$sp" render "$w/p.txt" -o "$w/p.pdf" -q || fail "render for the inputs"
  "$sp" bank add "$w/b.db" "$w/p.tsv" -q || fail "bank for the inputs"
  n=0 bad=""
  while IFS=$'\t' read -r cmd opt val; do
    # What each command needs besides the option tried (an option it requires, unless it is
    # the one tried).
    need() { [ "$opt" = "$1" ] || args+=("$@"); }
    args=()
    case "$cmd" in
      generate) args=(-n 1 --seed 1 --time-limit 0.1) && [ "$opt" != --word-line ] ||
        args+=(--word ABCDEFGHI) ;;
      grade) args=("$w/p.txt" --time-limit 5) ;;
      solve) args=("$w/p.txt" --time-limit 5) && [ "$opt" != --profile ] || args+=(--explain) ;;
      stats | dedupe) args=("$w/g.tsv") ;;
      transform) args=("$w/g.tsv") && need --op rot90 ;;
      render) args=("$w/p.txt" -o "$w/out.$([ "$opt" = --format ] && echo "$val" || echo svg)") ;;
      preflight) args=("$w/p.pdf") && need --service kdp && need --trim 8.5x11in ;;
      "bank add") args=("$w/b.db" "$w/p.tsv") ;;
      "bank reserve") args=("$w/b.db" -n 1) && need --series s && need --volume 1 ;;
      bank\ *) args=("$w/b.db") ;;
      *) continue ;;  # book and cover read manifests: their values are checked by their own tests
    esac
    rm -f "$w"/out.*
    "$sp" ${cmd} "${args[@]}" "$opt" "$val" -q >/dev/null 2>"$w/err" </dev/null
    rc=$?
    n=$((n + 1))
    [ $rc -eq 64 ] && bad+="  $cmd $opt $val: $(head -1 "$w/err")"$'\n'
  done < <("$sp" completion --values options)
  [ $n -gt 100 ] || fail "only $n listed values were tried"
  [ -z "$bad" ] || fail "listed values refused as usage errors:"$'\n'"$bad"
  echo "ok: $n listed option values accepted"
  ;;
*) fail "unknown case $case_name" ;;
esac
exit 0
