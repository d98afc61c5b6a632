#!/usr/bin/env bash
# The one test command (`npm test`): sets up everything on a fresh machine, then runs every check:
# install, Chromium, Prisma client, migrations up to date, type check, lint, vitest, build, Playwright
# (JavaScript on and off, then the Nu HTML checker over the pages they visited and the walk that checks a GET changes nothing, then the calendar jobs run as of July 1). Ends with one "N passed, N failed" line over both test runners.
set -euo pipefail
cd "$(dirname "$0")/.."
export CI="${CI:-}"
step() { printf '\n==> %s\n' "$*"; }
results="$PWD/tests/.tmp/results"
mkdir -p "$results"
rm -f "$results"/*.json

step "Dependencies"
stamp=node_modules/.lock-sha
want=$(sha1sum package-lock.json | cut -d' ' -f1)
if [ ! -f "$stamp" ] || [ "$(cat "$stamp")" != "$want" ]; then
  npm ci --no-audit --no-fund
  echo "$want" > "$stamp"
else
  echo "node_modules matches package-lock.json"
fi

step "Chromium (Debian package; Playwright cannot download browsers here)"
if [ -z "${CHROMIUM_PATH:-}" ] && ! command -v chromium >/dev/null 2>&1; then
  if [ "$(id -u)" = 0 ]; then
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  else
    echo "Chromium is missing: run 'sudo apt-get install -y chromium' or set CHROMIUM_PATH" >&2
    exit 1
  fi
fi
export CHROMIUM_PATH="${CHROMIUM_PATH:-$(command -v chromium)}"
echo "$CHROMIUM_PATH"

step "Java (Debian package; runs the Nu HTML checker from the vnu-jar package)"
if ! command -v java >/dev/null 2>&1; then
  if [ "$(id -u)" = 0 ]; then
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq default-jre-headless >/dev/null
  else
    echo "Java is missing: run 'sudo apt-get install -y default-jre-headless'" >&2
    exit 1
  fi
fi
java -version 2>&1 | head -1

step "Prisma client"
npm run -s db:generate >/dev/null
echo "generated into app/generated/prisma"

step "Migrations capture the schema"
node_modules/.bin/tsx prisma/migrate.ts check

step "Type check"
npm run -s typecheck

step "Lint"
npm run -s lint

step "Unit and service tests (vitest)"
set +e
node_modules/.bin/vitest run -c tests/vitest.config.ts --reporter=default --reporter=json --outputFile="$results/vitest.json"
unit=$?
set -e

step "Build"
npm run -s build

step "Browser tests (Playwright, JavaScript on and off)"
set +e
PLAYWRIGHT_JSON_OUTPUT_NAME="$results/playwright.json" node_modules/.bin/playwright test -c tests/playwright.config.ts --reporter=list,json
e2e=$?
set -e

node -e '
const fs = require("fs");
const read = (f) => { try { return JSON.parse(fs.readFileSync(f, "utf8")); } catch { return null; } };
const v = read(process.argv[1]); const p = read(process.argv[2]);
let passed = 0, failed = 0, skipped = 0;
if (v) { passed += v.numPassedTests; failed += v.numFailedTests; skipped += v.numPendingTests + (v.numTodoTests || 0); }
if (p) { passed += p.stats.expected; failed += p.stats.unexpected + (p.stats.flaky || 0); skipped += p.stats.skipped; }
console.log("");
console.log(`vitest: ${v ? v.numPassedTests + " passed, " + v.numFailedTests + " failed" : "no result"}; playwright: ${p ? p.stats.expected + " passed, " + p.stats.unexpected + " failed" : "no result"}`);
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
' "$results/vitest.json" "$results/playwright.json"

if [ "$unit" -ne 0 ] || [ "$e2e" -ne 0 ]; then exit 1; fi
