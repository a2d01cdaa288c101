#!/usr/bin/env bash
# Regenerates every picture of the docs from the demo tournament, so none goes stale:
# views of the application (its own --screenshot), pages of the results website and a
# seat's table-side page (headless Chromium; the seat's page served by docs/shoot_page.py). What is rendered, at which size and in which language is listed
# in docs/images/screenshots.txt; tests/test_docs_pictures.py renders the same list
# again and fails when a picture no longer matches the app.
#
#     bash docs/make_screenshots.sh            # the project's .venv (after bash .ci/setup)
#     bash docs/make_screenshots.sh table.png website-match.png     # only these
#     PYTHON=/path/to/python bash docs/make_screenshots.sh
#
# Deterministic: the demo tournament is fixed (app.demo, seeded), every picture has a
# fixed size and language, Qt draws offscreen (no desktop theme or screen scaling) and
# Chromium runs without network, profile or scrollbars, and shoots only once the page has
# been laid out and painted whole (a busy machine otherwise gets half a page).
set -euo pipefail
cd "$(dirname "$0")/.."
python=${PYTHON:-.venv/bin/python}
out=docs/images
export QT_QPA_PLATFORM=offscreen QT_SCALE_FACTOR=1 QT_ENABLE_HIGHDPI_SCALING=0
export LANG=C.UTF-8 LC_ALL=C.UTF-8 TZ=UTC
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
demo="$work/demo-open-2026.mcr"
site_built=no
while read -r picture source view size lang; do
  case "$picture" in ''|'#'*) continue ;; esac
  if [ $# -gt 0 ] && [[ " $* " != *" $picture "* ]]; then continue; fi
  if [ "$source" != app ] && [ ! -e "$demo" ]; then
    "$python" -c "import sys; from app.demo import create_demo; create_demo(sys.argv[1])" "$demo"
  fi
  if [ "$source" = app ]; then
    "$python" -m app --demo --lang "$lang" --screenshot "$out/$picture" --view "$view" \
      --size "$size" 2>/dev/null
  elif [ "$source" = seat ]; then
    # a seat's table-side page, served from a copy of the demo (docs/shoot_page.py)
    "$python" docs/shoot_page.py seat "$demo" "$view" "$size" "$lang" "$out/$picture"
  else
    if [ "$site_built" = no ]; then
      "$python" -m app.cli export "$demo" --html "$work/site" >/dev/null
      site_built=yes
    fi
    chromium --headless --no-sandbox --disable-gpu --hide-scrollbars --no-first-run \
      --proxy-server=127.0.0.1:9 --user-data-dir="$work/profile" --lang="$lang" \
      --force-device-scale-factor=1 --window-size="${size/x/,}" \
      --run-all-compositor-stages-before-draw --virtual-time-budget=10000 \
      --screenshot="$out/$picture" "file://$work/site/$view" 2>/dev/null
  fi
  echo "$out/$picture"
done < "$out/screenshots.txt"
