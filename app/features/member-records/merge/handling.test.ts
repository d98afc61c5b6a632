/**
 * The merge handles every column that refers to a user: this reads prisma/schema.prisma, so a new
 * model (or column) pointing at User fails here until merge/handling.ts says what a merge does with it.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { HANDLED_COLUMNS, columnKey } from "./handling.ts";

type SchemaColumn = { model: string; field: string; stamped: boolean };

/** The user-id columns of every model: relation fields to User, and Int columns named like a user id without a relation. */
function userColumns(schema: string): SchemaColumn[] {
  const found: SchemaColumn[] = [];
  for (const block of schema.matchAll(/^model (\w+) \{([\s\S]*?)^\}/gm)) {
    const [, model, body] = block as unknown as [string, string, string];
    const lines = body.split("\n").map((l) => l.trim());
    const stamped = lines.some((l) => /^updatedAt\s+DateTime\b.*@updatedAt/.test(l));
    const related = new Set<string>();
    for (const line of lines) {
      const rel = /^\w+\s+User\??\s+@relation\([^)]*fields:\s*\[(\w+)\]/.exec(line);
      if (rel) {
        related.add(rel[1]!);
        found.push({ model, field: rel[1]!, stamped });
      }
    }
    for (const line of lines) {
      const plain = /^(\w*(?:userId|UserId))\s+Int\??(\s|$)/.exec(line);
      if (plain && !related.has(plain[1]!) && !lines.some((l) => new RegExp(`fields:\\s*\\[${plain[1]}\\]`).test(l)))
        found.push({ model, field: plain[1]!, stamped });
    }
  }
  return found;
}

const schema = readFileSync(path.resolve(import.meta.dirname, "../../../../prisma/schema.prisma"), "utf8");
const inSchema = userColumns(schema);

describe("what a merge does with each column that refers to a user", () => {
  it("finds the user columns of the schema (the reader itself works)", () => {
    const keys = inSchema.map(columnKey);
    expect(keys).toContain("Registration.userId");
    expect(keys).toContain("AuditEvent.actorId");
    // a plain column without a foreign key is found too
    expect(keys).toContain("OutsideCall.userId");
  });

  it("handles every one of them, and no column the schema no longer has", () => {
    const handled = HANDLED_COLUMNS.map(columnKey).sort();
    expect(handled).toEqual(inSchema.map(columnKey).sort());
  });

  it("knows which of them keep updatedAt (what the undo compares)", () => {
    const stamped = new Map(inSchema.map((c) => [columnKey(c), c.stamped]));
    for (const c of HANDLED_COLUMNS) expect([columnKey(c), c.stamped]).toEqual([columnKey(c), stamped.get(columnKey(c))]);
  });

  it("names each column once", () => {
    const keys = HANDLED_COLUMNS.map(columnKey);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
