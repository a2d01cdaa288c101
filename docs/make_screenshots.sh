#!/usr/bin/env bash
# Regenerates the guide's pictures from the demo tournament, so they never go stale:
# views of the application (its own --screenshot) and pages of the results website
# (headless Chromium at a phone's and a desktop's width).
#
#     bash docs/make_screenshots.sh        # after bash .ci/setup
set -euo pipefail
cd "$(dirname "$0")/.."
out=docs/images
mkdir -p "$out"
export QT_QPA_PLATFORM=offscreen
for view in players seating matches table standings reports hand history; do
  .venv/bin/python -m app --demo --screenshot "$out/$view.png" --view "$view" --size 1280x800 \
    2>/dev/null
done
# the projector as a hall sees it (a 1024x768 projector: the smallest in use)
.venv/bin/python -m app --demo --screenshot "$out/projector-chart.png" --view projector-chart \
  --size 1024x768 2>/dev/null
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
.venv/bin/python -c "from app.demo import create_demo; create_demo('$work/demo.mcrt')"
.venv/bin/python -m app.cli export "$work/demo.mcrt" --html "$work/site" >/dev/null
shoot() {  # page width height picture
  chromium --headless --no-sandbox --disable-gpu --hide-scrollbars --no-first-run \
    --proxy-server=127.0.0.1:9 --user-data-dir="$work/profile" \
    --window-size="$2,$3" --screenshot="$out/$4" "file://$work/site/$1" 2>/dev/null
}
shoot index.html 1280 800 website-standings.png
shoot session-1.html 390 1100 website-session-phone.png
shoot player-1.html 390 1100 website-player-phone.png
shoot match-1-1.html 1280 900 website-match.png
ls -1 "$out"
