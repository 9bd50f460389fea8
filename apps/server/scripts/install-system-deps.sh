#!/usr/bin/env bash
# Installs the Debian packages the server's local adapters use, only those missing, without
# questions; prints nothing when everything is already there (safe to run before every test run).
#   pocketsphinx, pocketsphinx-en-us  local speech to text (the default provider) and its model
#   ffmpeg                            decodes browser recordings (WebM/Opus, MP4/AAC) to 16 kHz WAV
#   espeak-ng, festival,              speech synthesisers the tests and bench/speech use to make
#   festvox-us-slt-hts                recordings (Festival's HTS voice is the natural-sounding one)
# Where packages cannot be installed (not root, no apt), it says so and exits 0: the server then
# reports speech to text as unavailable and the typing path stays open.
set -euo pipefail

packages=(pocketsphinx pocketsphinx-en-us ffmpeg espeak-ng festival festvox-us-slt-hts)

is_installed() {
  [ "$(dpkg-query -W -f='${Status}' "$1" 2>/dev/null)" = "install ok installed" ]
}

if ! command -v dpkg-query >/dev/null 2>&1; then
  echo "install-system-deps: not a Debian system; install ${packages[*]} by hand for local speech to text" >&2
  exit 0
fi

missing=()
for package in "${packages[@]}"; do
  is_installed "$package" || missing+=("$package")
done
[ "${#missing[@]}" -eq 0 ] && exit 0

if [ "$(id -u)" -eq 0 ]; then
  run_as_root=()
elif command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then
  run_as_root=(sudo -n)
else
  echo "install-system-deps: cannot install ${missing[*]} (needs root); local speech to text will be unavailable" >&2
  exit 0
fi

echo "install-system-deps: installing ${missing[*]}" >&2
export DEBIAN_FRONTEND=noninteractive
# The package lists may be absent on a fresh machine, or stale: refresh once, then install.
if ! "${run_as_root[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null 2>&1; then
  "${run_as_root[@]}" apt-get update -qq >/dev/null
  "${run_as_root[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi
