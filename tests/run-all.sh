#!/usr/bin/env bash
# The one test command (`npm test`): sets up everything on a fresh machine, then runs every check:
# install, Chromium, a PostgreSQL server, Prisma client, migrations up to date, type check, lint,
# vitest on SQLite then on PostgreSQL, build, Playwright (JavaScript on and off, then the Nu HTML
# checker over the pages they visited and the walk that checks a GET changes nothing, then the
# calendar jobs run as of July 1), then the browser smoke on PostgreSQL. Ends with one
# "N passed, N failed" line over every run.
#
# What runs where (issue 38):
#   SQLite      every vitest file; every Playwright spec in both projects, then the checks over the
#               whole run (Nu HTML check, known-unbuilt check, a GET changes nothing, calendar jobs).
#   PostgreSQL  every vitest file but two about SQLite alone (prisma/backup.test.ts: backups of the
#               SQLite file; prisma/migrate.test.ts: the migrate tool on scratch SQLite projects,
#               whatever TEST_DATABASE says): so the services and rules, the builders and the
#               once-across-processes races; and the browser smoke, the tests tagged @smoke (SMOKE
#               in tests/e2e/support.ts: sign-up, sign-in and out, a password reset by email,
#               dashboard, profile, cart, checkout, the certification registration wizard, CEUs, an
#               admin CEU review and decision, the admin user list's filter), JavaScript on and off.
# POSTGRESQL_SERVER_URL names a server to use; without it one is started from the machine's binaries
# in tests/.tmp/postgresql and stopped when this script ends.
set -euo pipefail
cd "$(dirname "$0")/.."
export CI="${CI:-}"
# Each step says how many seconds into the run it starts.
step() { printf '\n==> %s  [%d s]\n' "$*" "$SECONDS"; }
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

step "PostgreSQL server (Debian package)"
pg_dir="$PWD/tests/.tmp/postgresql"
stop_postgresql() {
  node_modules/.bin/tsx prisma/postgresql-server.ts stop "$pg_dir" || true
  rm -rf "$pg_dir"
}
if [ -z "${POSTGRESQL_SERVER_URL:-}" ]; then
  # prisma/postgresql-server.ts looks for initdb and pg_ctl where Debian and the image put them.
  find_binaries='import("./prisma/postgresql-server.ts").then((m) => { const bin = m.postgresqlBinaries(); if (bin) console.log(bin); process.exitCode = bin ? 0 : 1; })'
  if ! node_modules/.bin/tsx --eval "$find_binaries" >/dev/null; then
    if [ "$(id -u)" = 0 ]; then
      apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null
    else
      echo "PostgreSQL is missing: run 'sudo apt-get install -y postgresql', set POSTGRESQL_BIN_DIR to the folder with initdb, or set POSTGRESQL_SERVER_URL to a server to use" >&2
      exit 1
    fi
  fi
  node_modules/.bin/tsx --eval "$find_binaries"
  stop_postgresql # a server an interrupted run left behind
  trap stop_postgresql EXIT
  trap 'exit 130' INT
  trap 'exit 143' TERM
  POSTGRESQL_SERVER_URL=$(node_modules/.bin/tsx prisma/postgresql-server.ts start "$pg_dir")
  echo "$POSTGRESQL_SERVER_URL (stopped and removed when this script ends)"
else
  echo "the server POSTGRESQL_SERVER_URL names" # not printed: it may hold a password
fi
export POSTGRESQL_SERVER_URL

step "Prisma client"
npm run -s db:generate >/dev/null
echo "generated into app/generated/prisma"

step "Migrations capture the schema"
# PostgreSQL's shadow database goes on POSTGRESQL_SERVER_URL's server.
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

step "Unit and service tests on PostgreSQL (vitest, TEST_DATABASE=postgresql)"
set +e
TEST_DATABASE=postgresql node_modules/.bin/vitest run -c tests/vitest.config.ts --exclude prisma/backup.test.ts --exclude prisma/migrate.test.ts \
  --reporter=default --reporter=json --outputFile="$results/vitest-postgresql.json"
unit_pg=$?
set -e

step "Build"
npm run -s build

step "Browser tests (Playwright, JavaScript on and off)"
set +e
PLAYWRIGHT_JSON_OUTPUT_NAME="$results/playwright.json" node_modules/.bin/playwright test -c tests/playwright.config.ts --reporter=list,json
e2e=$?
set -e

step "Browser smoke on PostgreSQL (Playwright, tests tagged @smoke, JavaScript on and off)"
# Its own port (E2E_SMOKE_PORT, else the one after E2E_PORT), data folder and database on the server.
smoke_env=(E2E_DATABASE=postgresql "E2E_PORT=${E2E_SMOKE_PORT:-$((${E2E_PORT:-3100} + 1))}")
if [ -n "${E2E_DATA_DIR:-}" ]; then smoke_env+=("E2E_DATA_DIR=${E2E_DATA_DIR}-postgresql"); fi
set +e
env "${smoke_env[@]}" PLAYWRIGHT_JSON_OUTPUT_NAME="$results/playwright-postgresql.json" node_modules/.bin/playwright test -c tests/playwright.config.ts --reporter=list,json
smoke=$?
set -e

node -e '
const fs = require("fs");
const read = (f) => { try { return JSON.parse(fs.readFileSync(f, "utf8")); } catch { return null; } };
const [v, vp, p, pp] = process.argv.slice(1).map(read);
// Errors outside any test (a vitest file that fails to load or whose beforeAll throws; a Playwright
// server that does not start) count as failures too.
const vitestErrors = (r) => r.testResults.filter((f) => f.status === "failed" && !f.assertionResults.some((a) => a.status === "failed")).length;
const playwrightErrors = (r) => (r.errors || []).length;
let passed = 0, failed = 0, skipped = 0;
for (const r of [v, vp]) if (r) { passed += r.numPassedTests; failed += r.numFailedTests + vitestErrors(r); skipped += r.numPendingTests + (r.numTodoTests || 0); }
for (const r of [p, pp]) if (r) { passed += r.stats.expected; failed += r.stats.unexpected + (r.stats.flaky || 0) + playwrightErrors(r); skipped += r.stats.skipped; }
const errors = (n) => (n ? `, ${n} error${n === 1 ? "" : "s"} outside tests` : "");
const vitest = (r) => (r ? `${r.numPassedTests} passed, ${r.numFailedTests} failed${errors(vitestErrors(r))}` : "no result");
const playwright = (r) => (r ? `${r.stats.expected} passed, ${r.stats.unexpected} failed${errors(playwrightErrors(r))}` : "no result");
console.log("");
console.log(`vitest: ${vitest(v)}; vitest (PostgreSQL): ${vitest(vp)}; playwright: ${playwright(p)}; playwright (PostgreSQL smoke): ${playwright(pp)}`);
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
' "$results/vitest.json" "$results/vitest-postgresql.json" "$results/playwright.json" "$results/playwright-postgresql.json"

if [ "$unit" -ne 0 ] || [ "$unit_pg" -ne 0 ] || [ "$e2e" -ne 0 ] || [ "$smoke" -ne 0 ]; then exit 1; fi
