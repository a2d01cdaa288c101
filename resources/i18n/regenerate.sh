#!/usr/bin/env bash
# Regenerate the Chinese translation after changing UI strings (run from anywhere):
# pyside6-lupdate collects every tr()/translate() string of app/ui into the .ts file,
# fill_zh.py writes the translations it knows, pyside6-lrelease compiles the .qm.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/../.." && pwd)"
bin="$root/.venv/bin"
cd "$here"
mapfile -t sources < <(cd "$here" && find ../../app/ui -name '*.py' | sort)
"$bin/pyside6-lupdate" "${sources[@]}" -ts mcr_zh_CN.ts -no-obsolete -locations absolute
"$bin/python" fill_zh.py mcr_zh_CN.ts
"$bin/pyside6-lrelease" mcr_zh_CN.ts -qm mcr_zh_CN.qm
echo "untranslated: $(grep -c 'type="unfinished"' mcr_zh_CN.ts || true)"
