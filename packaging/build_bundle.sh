#!/usr/bin/env bash
# Builds the desktop bundle (one folder, PyInstaller) and smoke-tests it the way an
# organiser would use it, from a folder far from the checkout:
#   --version of both programs, a screenshot of the demo (English and Chinese),
#   a tournament made, seated and exported as PDF, Excel and website, its table cards
#   (QR codes read back), the web server started and its live results fetched.
# Then packs the folder as the file an organiser downloads.
#
#     bash packaging/build_bundle.sh            # after bash .ci/setup
#
# Output: packaging/dist/mcr-tournament/ and packaging/dist/mcr-tournament-<version>-<os>-<arch>.tar.gz
# (.zip on Windows). Works the same under Git Bash on Windows and on macOS; see
# docs/install.md.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
python=${PYTHON:-.venv/bin/python}
[ -x "$python" ] || python=.venv/Scripts/python.exe  # Windows venv layout

"$python" -m PyInstaller --version >/dev/null 2>&1 || {
  echo "PyInstaller is missing: bash .ci/setup installs it (the test extra)" >&2
  exit 1
}
version=$("$python" -c "from app.version import version; print(version())")

# The scoring engine compiled with mypyc first (packaging/compile_engine.py, in place:
# the spec bundles the compiled modules and the manifest). MCR_PURE_PYTHON=1 builds a
# pure-Python bundle instead (a machine without a C compiler); the smoke test then
# expects that.
if [ "${MCR_PURE_PYTHON:-}" = 1 ]; then
  "$python" packaging/compile_engine.py --clean
  engine="engine: pure Python"
else
  "$python" packaging/compile_engine.py || {
    echo "the engine did not compile (see above); MCR_PURE_PYTHON=1 bash $0 builds a pure-Python bundle" >&2
    exit 1
  }
  engine="engine: compiled, $("$python" -c "import sys; sys.path.insert(0, 'packaging'); import compile_engine; print(len(compile_engine.MODULES))") modules"
fi
dist=packaging/dist
work=packaging/build
rm -rf "$dist/mcr-tournament" "$work"
start=$(date +%s)
"$python" -m PyInstaller --noconfirm --clean --log-level WARN \
  --distpath "$dist" --workpath "$work" packaging/mcr-tournament.spec
echo "bundle built in $(( $(date +%s) - start )) s: $dist/mcr-tournament ($(du -sh "$dist/mcr-tournament" | cut -f1))"

bundle="$root/$dist/mcr-tournament"
exe=""
case "$(uname -s)" in MINGW*|MSYS*|CYGWIN*) exe=.exe ;; esac
gui="$bundle/mcr-tournament$exe"
cli="$bundle/mcr-tournament-cli$exe"

# --- smoke test, outside the checkout and without the development environment ---
try=$(mktemp -d)
trap 'rm -rf "$try"' EXIT
cd "$try"
unset PYTHONPATH VIRTUAL_ENV PYTHONHOME MCR_PURE_PYTHON
export QT_QPA_PLATFORM=offscreen
fail() { echo "bundle smoke test FAILED: $*" >&2; exit 1; }

# The translations, the PDF fonts and the guide travel inside the bundle's copy of the
# package.
for file in app/resources/i18n/mcr_zh_CN.qm app/resources/fonts/DejaVuSans.ttf \
    app/resources/fonts/wqy-microhei.ttc app/resources/fonts/LICENSE-wqy-microhei \
    seating/library.json app/resources/guide/guide.md app/resources/guide/images/players.png; do
  [ -f "$bundle/_internal/$file" ] || fail "$file is not in the bundle"
done
[ "$("$gui" --version)" = "mcr-tournament $version" ] || fail "GUI --version"
# The CLI's --version says which scoring engine runs: the compiled one, all its modules.
[ "$("$cli" --version)" = "mcr-tournament-cli $version ($engine)" ] \
  || fail "CLI --version: $("$cli" --version), expected ($engine)"

"$gui" --demo --screenshot standings.png --view standings 2>/dev/null
"$gui" --demo --screenshot hand-zh.png --view hand --lang zh_CN 2>/dev/null
"$gui" --demo --screenshot guide.png --view guide 2>/dev/null  # Help > Guide (F1)
for shot in standings.png hand-zh.png guide.png; do
  [ "$(head -c 4 "$shot" | tail -c 3)" = "PNG" ] || fail "$shot is not a PNG"
  [ "$(wc -c < "$shot")" -gt 20000 ] || fail "$shot looks empty"
done

"$cli" new open.mcrt --name "Bundle Open 打包赛" --sessions 2 >/dev/null
for name in "王小明" "Дмитрий Иванов" "Nguyễn Thị Hương" "김민준" \
            "Anna Schmidt" "山田 花子" "Zoë Ångström" "Li Wei"; do
  "$cli" players add open.mcrt "$name" >/dev/null
done
"$cli" seat open.mcrt --seed 3 >/dev/null
# A hand scored by the bundled engine, fan by fan (East wins on South's discard).
seats=$("$cli" hands open.mcrt --session 1 --table 1 | sed -n 's/.* - E: \(.*\), S: \(.*\), W: .*/\1|\2/p')
east=${seats%%|*}; south=${seats#*|}
scored=$("$cli" hand open.mcrt --session 1 --table 1 --hand 1 --winner "$east" --from "$south" \
  --tiles 123m456m789m123p55p) || fail "entering a hand"
[[ "$scored" == *"wins 23 fan"*"[Pure Straight 16, Concealed Hand 2, All Chows 2, Mixed Double Chow 1, One Voided Suit 1, Single Wait 1]"* ]] \
  || fail "the hand scored wrong: $scored"
"$cli" export open.mcrt --pdf open.pdf --xlsx open.xlsx --html site >/dev/null
[ "$(head -c 5 open.pdf)" = "%PDF-" ] || fail "no PDF"
grep -qa "DejaVuSans" open.pdf || fail "the PDF font shipped in the bundle was not used"
grep -qa "WenQuanYiMicroHei" open.pdf || fail "the CJK font shipped in the bundle was not used"
if command -v pdffonts >/dev/null; then
  # Every font embedded: the fifth column from the right of pdffonts' table is "emb".
  pdffonts open.pdf | awk 'NR > 2 && $(NF-4) != "yes" { bad = 1 } END { exit bad }' \
    || fail "a font of the PDF is not embedded"
fi
[ "$(head -c 2 open.xlsx)" = "PK" ] || fail "no workbook"
grep -q "王小明" site/players.html || fail "the website misses a name"
if command -v pdftoppm >/dev/null; then
  pdftoppm -png -r 40 -f 1 -l 1 open.pdf page >/dev/null
  ls page*.png >/dev/null || fail "the PDF does not render"
fi

# Table cards: the QR codes (segno) drawn in the bundle, read back by a real decoder
# where the machine has one (zbarimg, Debian's zbar-tools: .ci/setup installs it).
"$cli" export open.mcrt --table-cards cards.pdf --session 1 \
  --base-url http://192.168.1.20:8765/ >/dev/null || fail "the table cards"
[ "$(head -c 5 cards.pdf)" = "%PDF-" ] || fail "the table cards are not a PDF"
if command -v zbarimg >/dev/null && command -v pdftoppm >/dev/null; then
  pdftoppm -png -r 150 -f 1 -l 1 cards.pdf cards >/dev/null
  zbarimg --quiet --raw cards*.png | grep -q "^http://192.168.1.20:8765/seat/" \
    || fail "the table cards' QR codes do not read back as seat links"
fi

# The web server from the bundle (uvicorn's modules found by name, Starlette, the
# pages' own files): `serve --port 0` takes a free port and says which on its first
# line; the live results page and its script must answer, then it stops cleanly.
"$cli" serve open.mcrt --port 0 >serve.out 2>serve.err &
server=$!
url=""
for _ in $(seq 1 240); do  # at most 2 minutes on a loaded machine
  url=$(sed -n 's#^Serving on \(http://[^ ]*/\)$#\1#p' serve.out)
  [ -n "$url" ] && break
  kill -0 "$server" 2>/dev/null || break
  sleep 0.5
done
fetch() {  # the page's text, or nothing when it does not answer 200
  python3 -c 'import sys, urllib.request; print(urllib.request.urlopen(sys.argv[1], timeout=30).read().decode())' "$1" 2>/dev/null
}
if [ -z "$url" ]; then
  kill "$server" 2>/dev/null
  fail "the server did not start: $(cat serve.err)"
fi
page=$(fetch "${url}results")
script=$(fetch "${url}static/results.js")
[[ "$page" == *"Bundle Open"* ]] || { kill "$server"; fail "no live results page"; }
[ -n "$script" ] || { kill "$server"; fail "the pages' script is not served"; }
kill -INT "$server"
wait "$server" || fail "the server did not stop cleanly on Ctrl+C"
grep -q "^Stopped.$" serve.out || fail "the server did not say it stopped"
echo "bundle smoke test passed: --version ($engine), a hand scored, demo screenshots (en, zh_CN, guide), PDF, Excel, website, table cards, serve"
cd "$root"

# --- the download ---
os=$(uname -s | tr '[:upper:]' '[:lower:]')
arch=$(uname -m)
name="mcr-tournament-$version-$os-$arch"
if [ -n "$exe" ]; then
  (cd "$dist" && rm -f "$name.zip" && powershell -NoProfile -Command \
    "Compress-Archive -Path mcr-tournament -DestinationPath $name.zip")
  echo "download: $dist/$name.zip"
else
  tar -C "$dist" -czf "$dist/$name.tar.gz" mcr-tournament
  echo "download: $dist/$name.tar.gz ($(du -h "$dist/$name.tar.gz" | cut -f1))"
fi
