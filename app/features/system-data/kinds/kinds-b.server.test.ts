/**
 * The system-data kinds of CEUs, experience, pathways, exams and trainings: each kind's checks, and
 * archived rows leaving the member's choices (tested through the member-facing services), except
 * for the member who already has one.
 */
import { parseWithZod } from "@conform-to/zod";
import { beforeEach, describe, expect, it } from "vitest";
import {
  catalogueProduct,
  createAdmin,
  createCertification,
  createMember,
  createReportingPeriod,
  creditType,
  pendingIndividualCeu,
} from "../../../../tests/factories/index.ts";
import { resetDatabase } from "../../../../tests/setup/db.ts";
import { pathwayOptions } from "~/features/certifications/registration/pathway.server.ts";
import { loadIndividualCeuForm } from "~/features/ceus/individual-form.server.ts";
import { submitIndividualCeuForm } from "~/features/ceus/individual-submit.server.ts";
import { adminActor, memberActor } from "~/lib/actor.ts";
import { db } from "~/lib/db.server.ts";
import { kindDefinition } from "../registry.server.ts";
import { kindChoices } from "../choices.server.ts";
import { FIELD_MESSAGES } from "../define.server.ts";
import { deleteRecord, loadRecordForm, recordSchema, saveRecord, setArchived } from "../records.server.ts";
import { postedForm } from "../../../../tests/setup/forms.ts";
import { kindErrors } from "../../../../tests/setup/system-data.ts";

beforeEach(() => resetDatabase());

// Saturday 2026-11-21, 10:00 in New York.
const now = new Date("2026-11-21T15:00:00Z");
const ny = (y: number, m: number, d: number) => new Date(Date.UTC(y, m - 1, d, 5));

function ceuPost(fields: Record<string, string>) {
  return new Request("http://localhost/ceus/individual/new", { method: "POST", body: postedForm(fields) });
}

describe("credit types", () => {
  it("refuse a negative minimum and a blank name", () => {
    expect(kindErrors("credit-types", { minimumCredits: "-1" })).toMatchObject({ name: ["Required"], minimumCredits: ["Enter 0 or more"] });
  });

  it("an archived type leaves the CEU forms, except on a CEU that has it; a post choosing it is refused; it cannot be deleted while used", async () => {
    const admin = await createAdmin();
    const general = await creditType("General");
    const retired = await creditType("Retired topic");
    const period = await createReportingPeriod({ name: "2025-2026", start: ny(2025, 1, 1), end: ny(2026, 12, 31) });
    const member = await createMember();
    const individualCeu = await pendingIndividualCeu(member.id, {
      reportingPeriodId: period.id,
      creditTypeId: retired.id,
      completionDate: ny(2026, 3, 1),
      now,
    });
    await setArchived(kindDefinition("credit-types"), adminActor(admin.id), retired.id, true);

    const fresh = await loadIndividualCeuForm({ ceuId: null, userId: member.id, admin: false }, now);
    expect(fresh!.creditTypes.map((t) => t.label)).toEqual(["General"]);
    const held = await loadIndividualCeuForm({ ceuId: individualCeu.id, userId: member.id, admin: false }, now);
    expect(held!.creditTypes.map((t) => t.label)).toEqual(["General", "Retired topic"]);

    const fields = {
      reportingPeriodId: String(period.id),
      completionDate: "2026-03-02",
      credits: "1.5",
      creditTypeId: String(retired.id),
      programTitle: "Budgeting Basics",
      sponsor: "NFCC",
      programDescription: "A webinar.",
      programAgenda: "1 hour",
      verified: "on",
    };
    const refused = await submitIndividualCeuForm(ceuPost(fields), { actor: memberActor(member.id), userId: member.id, ceuId: null }, now);
    expect(refused.kind === "reply" ? refused.reply.data.result.error?.creditTypeId : refused).toEqual(["This field is required"]);
    const saved = await submitIndividualCeuForm(
      ceuPost({ ...fields, creditTypeId: String(general.id) }),
      { actor: memberActor(member.id), userId: member.id, ceuId: null },
      now,
    );
    expect(saved.kind).toBe("saved");

    expect(await deleteRecord(kindDefinition("credit-types"), adminActor(admin.id), retired.id)).toMatchObject({ ok: false });
  });
});

describe("reporting periods", () => {
  it("refuse an end on or before the start, a name without its year and an unknown status", () => {
    expect(kindErrors("reporting-periods", { name: "Next period", start: "2027-01-01", end: "2026-12-31", status: "soon" })).toMatchObject({
      name: ["Start the name with the year the period starts, such as 2025-2026."],
      end: ["End date must be after the start date."],
      status: ["Choose one of the options"],
    });
  });

  it("keep New York calendar days: the start's first instant and the end's last, shown back as typed", async () => {
    const admin = await createAdmin();
    const def = kindDefinition("reporting-periods");
    const submission = parseWithZod(
      postedForm({ name: "2029-2030", start: "2029-01-01", end: "2030-12-31", status: "upcoming", reportable: "on" }),
      {
        schema: recordSchema(def, false),
      },
    );
    if (submission.status !== "success") throw new Error("refused");
    const saved = await saveRecord(def, adminActor(admin.id), null, submission.value);
    if (!saved || saved.kind !== "saved") throw new Error("not saved");
    const row = await db.reportingPeriod.findUniqueOrThrow({ where: { id: saved.id } });
    expect(row.start.toISOString()).toBe("2029-01-01T05:00:00.000Z");
    expect(row.end.toISOString()).toBe("2031-01-01T04:59:59.999Z");
    expect((await loadRecordForm(def, saved.id))!.values).toMatchObject({ start: "2029-01-01", end: "2030-12-31", reportable: "on" });
  });
});

describe("fellowship service types", () => {
  it("refuse a percentage over 100", () => {
    expect(kindErrors("fellowship-service-types", { name: "Mentoring", allowed: "120", percentage: "on" })).toEqual({
      allowed: ["Enter 100 or less for a percentage."],
    });
    expect(kindErrors("fellowship-service-types", { name: "Mentoring", allowed: "120" })).toEqual({});
  });

  it("archive by their deletedAt (what the experience form hides)", async () => {
    const admin = await createAdmin();
    const type = await db.fellowshipServiceType.create({ data: { name: "Peer mentoring", allowed: 50 } });
    await setArchived(kindDefinition("fellowship-service-types"), adminActor(admin.id), type.id, true);
    expect((await db.fellowshipServiceType.findUniqueOrThrow({ where: { id: type.id } })).deletedAt).toBeInstanceOf(Date);
    expect((await kindChoices("fellowship-service-types", null)).map((c) => c.label)).not.toContain("Peer mentoring");
  });
});

describe("pathway types", () => {
  it("archiving hides a pathway from the wizard (its visible flag); the key is set once", async () => {
    const admin = await createAdmin();
    const afc = await createCertification();
    const def = kindDefinition("pathway-types");
    const submission = parseWithZod(
      postedForm({
        key: "education",
        name: "Education",
        certificationId: String(afc.id),
        deadlineMonths: "24",
        requiredHours: "1000",
        sortOrder: "1",
      }),
      { schema: recordSchema(def, false) },
    );
    if (submission.status !== "success") throw new Error("refused");
    const saved = await saveRecord(def, adminActor(admin.id), null, submission.value);
    if (!saved || saved.kind !== "saved") throw new Error("not saved");
    expect((await pathwayOptions(afc.id)).map((o) => o.name)).toEqual(["Education"]);
    await setArchived(def, adminActor(admin.id), saved.id, true);
    expect(await pathwayOptions(afc.id)).toEqual([]);
    expect(kindErrors("pathway-types", { key: "nonsense", deadlineMonths: "0" })).toMatchObject({
      key: ["Choose one of the options"],
      deadlineMonths: ["Enter 1 or more"],
    });
  });
});

async function saved(slug: Parameters<typeof kindDefinition>[0], values: Record<string, string>, adminId: number) {
  const def = kindDefinition(slug);
  const submission = parseWithZod(postedForm(values), { schema: recordSchema(def, false) });
  if (submission.status !== "success") throw new Error(`refused: ${JSON.stringify(submission.error)}`);
  const outcome = await saveRecord(def, adminActor(adminId), null, submission.value);
  if (!outcome || outcome.kind !== "saved") throw new Error("not saved");
  return outcome.id;
}

describe("exams", () => {
  it("sell an exam product priced from the form, retake price included", async () => {
    const admin = await createAdmin();
    const afc = await createCertification();
    const id = await saved(
      "exams",
      { name: "AFC Exam", certificationId: String(afc.id), priceCents: "300", memberPriceCents: "250", retakePriceCents: "150" },
      admin.id,
    );
    const exam = await db.exam.findUniqueOrThrow({ where: { id }, include: { product: true } });
    expect(exam.certificationId).toBe(afc.id);
    expect(exam.product).toMatchObject({
      kind: "exam",
      name: "AFC Exam",
      priceCents: 30_000,
      memberPriceCents: 25_000,
      retakePriceCents: 15_000,
    });
    expect(kindErrors("exams", { name: "X", priceCents: "1", retakePriceCents: "lots" })).toEqual({
      retakePriceCents: [FIELD_MESSAGES.money],
    });
  });
});

describe("training categories and trainings", () => {
  it("a training needs its category and sells a training product; a category's description is sanitised", async () => {
    const admin = await createAdmin();
    const fee = await catalogueProduct({ name: "Trainer renewal" });
    const license = await catalogueProduct({ name: "Learning-system license" });
    const categoryId = await saved(
      "training-categories",
      {
        name: "Trainer courses",
        description: '<p onclick="x()">Learn <em>more</em></p>',
        renewalProductId: String(fee.id),
        licenseProductId: String(license.id),
        sortOrder: "1",
      },
      admin.id,
    );
    expect(await db.trainingCategory.findUniqueOrThrow({ where: { id: categoryId } })).toMatchObject({
      key: null,
      description: "<p>Learn <em>more</em></p>",
      renewalProductId: fee.id,
      licenseProductId: license.id,
    });
    expect(kindErrors("trainings", { name: "Module 1", priceCents: "10", sortOrder: "1" })).toEqual({ categoryId: ["Required"] });
    const id = await saved(
      "trainings",
      { name: "Module 1", categoryId: String(categoryId), available: "on", show: "on", priceCents: "99", sortOrder: "1" },
      admin.id,
    );
    const training = await db.training.findUniqueOrThrow({ where: { id }, include: { product: true } });
    expect(training).toMatchObject({ available: true, show: true, product: { kind: "training", name: "Module 1", priceCents: 9_900 } });
    expect(await deleteRecord(kindDefinition("training-categories"), adminActor(admin.id), categoryId)).toMatchObject({ ok: false });
  });
});
