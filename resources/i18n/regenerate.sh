#!/usr/bin/env bash
# Regenerate the Chinese translation after changing UI strings (run from anywhere):
# pyside6-lupdate collects every tr()/translate() string of app/ into the .ts file,
# fill_zh.py writes the translations it knows, pyside6-lrelease compiles the .qm that
# ships inside the package (app/resources/i18n).
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/../.." && pwd)"
bin="${VENV_BIN:-$root/.venv/bin}"
cd "$here"
mapfile -t sources < <(find ../../app -name '*.py' | sort)
"$bin/pyside6-lupdate" "${sources[@]}" -ts mcr_zh_CN.ts -no-obsolete -locations absolute
"$bin/python" fill_zh.py mcr_zh_CN.ts
"$bin/pyside6-lrelease" mcr_zh_CN.ts -qm "$root/app/resources/i18n/mcr_zh_CN.qm"
echo "untranslated: $(grep -c 'type="unfinished"' mcr_zh_CN.ts || true)"
