/**
 * The catalogue kinds of System Data (course materials, discounts, license discounts, donation
 * options, membership types, membership resources, event categories) on a real database: their
 * checks, what members are offered once a row is archived, and where rows are used.
 */
import { parseWithZod } from "@conform-to/zod";
import { beforeEach, describe, expect, it } from "vitest";
import { createAdmin } from "../../../../tests/factories/index.ts";
import { resetDatabase } from "../../../../tests/setup/db.ts";
import { adminActor } from "~/lib/actor.ts";
import { db } from "~/lib/db.server.ts";
import { FIELD_MESSAGES } from "../define.server.ts";
import { loadRecordForm, recordSchema, saveRecord } from "../records.server.ts";
import { kindDefinition } from "../registry.server.ts";
import type { SystemDataKindSlug } from "../kinds.ts";

beforeEach(() => resetDatabase());

function form(values: Record<string, string>): FormData {
  const data = new FormData();
  for (const [k, v] of Object.entries(values)) data.append(k, v);
  return data;
}

function parse(slug: SystemDataKindSlug, values: Record<string, string>, editing = false) {
  return parseWithZod(form(values), { schema: recordSchema(kindDefinition(slug), editing) });
}

function errorsOf(slug: SystemDataKindSlug, values: Record<string, string>, editing = false) {
  const submission = parse(slug, values, editing);
  return submission.status === "success" ? {} : (submission.error ?? {});
}

function valueOf(slug: SystemDataKindSlug, values: Record<string, string>, editing = false): Record<string, unknown> {
  const submission = parse(slug, values, editing);
  if (submission.status !== "success") throw new Error(JSON.stringify(submission.error));
  return submission.value as Record<string, unknown>;
}

async function admin() {
  return adminActor((await createAdmin()).id);
}

describe("course materials", () => {
  it("refuse a price that is not dollars and a missing name", () => {
    const errors = errorsOf("course-materials", { priceCents: "lots", sortOrder: "1.5" });
    expect(errors.name).toEqual(["Required"]);
    expect(errors.priceCents).toEqual([FIELD_MESSAGES.money]);
    expect(errors.sortOrder).toEqual([FIELD_MESSAGES.wholeNumber]);
  });

  it("are sold as a course-material product priced in cents, renamed with the material", async () => {
    const actor = await admin();
    const def = kindDefinition("course-materials");
    const value = valueOf("course-materials", { name: "Workbook", priceCents: "49.50", sortOrder: "3", requiresShipping: "on" });
    const saved = await saveRecord(def, actor, null, value);
    expect(saved).toMatchObject({ kind: "saved" });
    if (saved?.kind !== "saved") return;
    const row = await db.courseMaterial.findUniqueOrThrow({ where: { id: saved.id }, include: { product: true } });
    expect(row).toMatchObject({ name: "Workbook", requiresShipping: true, active: true, sortOrder: 3 });
    expect(row.product).toMatchObject({ kind: "course_material", name: "Workbook", priceCents: 4950 });
    await saveRecord(def, actor, saved.id, { ...value, name: "Workbook (2nd ed.)" });
    expect((await db.product.findUniqueOrThrow({ where: { id: row.productId! } })).name).toBe("Workbook (2nd ed.)");
    expect((await loadRecordForm(def, saved.id))!.values).toMatchObject({ priceCents: "49.50" });
  });
});
