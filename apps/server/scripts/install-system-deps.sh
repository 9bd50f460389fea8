#!/usr/bin/env bash
# Installs the Debian packages the app (PocketSphinx, its US English model, ffmpeg) and its speech
# tests (espeak-ng, Festival and its HTS voice) use, only those missing, without questions; prints
# nothing when everything is already there. The lists and the logic are scripts/system-deps.mjs,
# which `npm start` also runs for the app's part. Where packages cannot be installed (not root, no
# apt) it says so and exits 0: the server then reports speech to text as unavailable.
set -euo pipefail
exec node "$(dirname "$0")/../../../scripts/system-deps.mjs" --with-test-tools
