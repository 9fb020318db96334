# SPDX-License-Identifier: GPL-3.0-or-later
# Sourced by the scripts that install Debian packages (setup.sh, fuzz.sh):
#   install_missing NAME PACKAGE...
# installs those of the packages that are not installed yet (one apt-get run; sudo unless root)
# and says which on stderr, prefixed with NAME.
install_missing() {
  local name=$1 p
  shift
  local missing=()
  for p in "$@"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
  done
  [ ${#missing[@]} -gt 0 ] || return 0
  echo "$name: installing ${missing[*]}" >&2
  local sudo=""
  [ "$(id -u)" -eq 0 ] || sudo="sudo"
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}"
}
