/**
 * A writing server process for prisma/backup.test.ts: run with tsx and the database file. It first
 * fills the mail outbox with PREFILL rows (so a copy takes a while), says "writing" once its first
 * row of the loop is committed, then commits one EmailMessage row per transaction until its stdin
 * closes, and prints how many rows it committed in the loop.
 */
import Database from "better-sqlite3";

const [file] = process.argv.slice(2);
const prefill = Number(process.env.PREFILL ?? 0);
const db = new Database(file!, { fileMustExist: true, timeout: 10_000 });
db.pragma("journal_mode = WAL");
// No checkpoints: every committed row stays in the -wal file, as it does while readers hold a
// checkpoint back. A copy of the database file's bytes would miss them; a copy through SQLite must not.
db.pragma("wal_autocheckpoint = 0");
const insert = db.prepare('INSERT INTO "EmailMessage" ("to", "from", "subject", "text") VALUES (?, ?, ?, ?)');
const body = "A message body long enough to give the outbox some weight. ".repeat(8);
const write = (n: number) => insert.run(`member${n}@example.org`, "no-reply@example.org", `Message ${n}`, body);

db.transaction(() => {
  for (let n = 0; n < prefill; n++) write(n);
})();

let stop = false;
process.stdin.on("data", () => {});
process.stdin.on("end", () => (stop = true));
let count = 0;
while (!stop) {
  write(prefill + count);
  count++;
  if (count === 1) process.stdout.write("writing\n");
  // Let stdin's end arrive now and then.
  if (count % 20 === 0) await new Promise((resolve) => setImmediate(resolve));
}
db.close();
process.stdout.write(`${JSON.stringify({ count })}\n`);
