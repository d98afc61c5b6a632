import fs from "node:fs";
import { beforeEach, describe, expect, it } from "vitest";
import { resetDatabase } from "../../../tests/setup/db.ts";
import { useTemporaryUploadsDir } from "../../../tests/setup/uploads.ts";
import {
  approvedExperience,
  approvedExtension,
  createAdmin,
  createMember,
  inPostRegistration,
  pendingExperience,
  rejectedExperience,
} from "../../../tests/factories/index.ts";
import { MEDIA_KIND, REVIEW_STATUS } from "~/domain/constants.ts";
import { adminActor, memberActor } from "~/lib/actor.ts";
import { db } from "~/lib/db.server.ts";
import { experienceFormData, loadExperience, memberExperiencePage } from "./experience-form.server.ts";
import { submitExperienceForm } from "./experience-submit.server.ts";
import { EXPERIENCE_MESSAGES } from "./rules.ts";

const dir = useTemporaryUploadsDir("experience");
beforeEach(async () => {
  await resetDatabase();
  fs.rmSync(dir, { recursive: true, force: true });
});

// Wednesday 2026-11-25, 10:00 in New York.
const now = new Date("2026-11-25T15:00:00Z");
const PDF = new TextEncoder().encode("%PDF-1.4\n1 0 obj << >> endobj\n%%EOF\n");

/** A member enrolled on the AFC 06/01/2025 (1000 hours required, deadline 06/01/2028 unless given), another member, an admin and four service types. */
async function world(opts: { militarySpouse?: boolean; deadline?: Date } = {}) {
  const member = await createMember();
  const other = await createMember();
  const admin = await createAdmin();
  const { registration } = await inPostRegistration(member.id, {
    now,
    enrolledOn: new Date("2025-06-01T16:00:00Z"),
    deadline: opts.deadline ?? new Date("2028-06-01T16:00:00Z"),
    data: { militarySpouse: opts.militarySpouse ?? false },
  });
  const percent = await db.fellowshipServiceType.create({ data: { name: "Counseling", percentage: true, allowed: 25 } });
  const fixed = await db.fellowshipServiceType.create({
    data: { name: "Internship", percentage: false, allowed: 250, fileUploadRequired: true },
  });
  const spouseOnly = await db.fellowshipServiceType.create({ data: { name: "Practicum", allowed: 300, militarySpouseOnly: true } });
  const retired = await db.fellowshipServiceType.create({ data: { name: "Retired", allowed: 100, deletedAt: new Date("2025-01-01") } });
  return { member, other, admin, registration, percent, fixed, spouseOnly, retired };
}
type World = Awaited<ReturnType<typeof world>>;

function post(fields: Record<string, string | File>) {
  const fd = new FormData();
  for (const [k, v] of Object.entries(fields)) fd.append(k, v);
  return new Request("http://localhost/certifications-and-training/experience/new", { method: "POST", body: fd });
}

function valid(w: World, over: Record<string, string | File> = {}) {
  return {
    fellowshipServiceTypeId: String(w.percent.id),
    hours: "100",
    organization: "Credit Union of Ohio",
    title: "Counselor",
    supervisorName: "Sam Supervisor",
    supervisorEmail: "Sam@Example.org",
    supervisorPhone: "555-201-3000",
    description: "One-on-one budgeting sessions.",
    startDate: "2025-01-02",
    endDate: "2025-10-30",
    verified: "on",
    ...over,
  };
}

/** The errors of the form shown again (the post did not save). */
function errorsOf(posted: Awaited<ReturnType<typeof submitExperienceForm>>) {
  if (posted.kind !== "reply") throw new Error(`expected the form again, got ${posted.kind}`);
  return posted.reply.data.result.error ?? {};
}

const submit = (w: World, fields: Record<string, string | File>, experienceId: number | null = null, admin = false) =>
  submitExperienceForm(
    post(fields),
    { actor: admin ? adminActor(w.admin.id) : memberActor(w.member.id), userId: w.member.id, experienceId },
    now,
  );

describe("logging experience hours", () => {
  it("saves a valid entry as pending on the member's registration, hours rounded, supervisor email lower-cased", async () => {
    const w = await world();
    const outcome = await submit(w, valid(w, { hours: "12.3456" }));
    expect(outcome.kind).toBe("saved");
    const saved = await db.experience.findFirstOrThrow({ where: { registrationId: w.registration.id } });
    expect(saved).toMatchObject({
      hours: 12.35,
      status: REVIEW_STATUS.pending,
      supervisorEmail: "sam@example.org",
      title: "Counselor",
      verified: true,
    });
  });

  it("says 'Required' on each missing field and requires the verification checkbox for members only", async () => {
    const w = await world();
    const errors = errorsOf(await submit(w, { startDate: "2025-01-02", endDate: "2025-01-03" }));
    for (const f of [
      "fellowshipServiceTypeId",
      "hours",
      "organization",
      "supervisorName",
      "supervisorEmail",
      "supervisorPhone",
      "description",
      "verified",
    ]) {
      expect(errors[f], f).toEqual(["Required"]);
    }
    expect(errors.title).toBeUndefined();
  });

  it("refuses hours over what is left, counting approved and pending but not rejected, and leaves out the entry being edited", async () => {
    const w = await world();
    const counseling = { fellowshipServiceTypeId: w.percent.id, now };
    await approvedExperience(w.registration.id, { ...counseling, hours: 100 });
    const pending = await pendingExperience(w.registration.id, { ...counseling, hours: 100 });
    await rejectedExperience(w.registration.id, { ...counseling, hours: 200 });
    // 25% of 1000 = 250; 200 used.
    expect(errorsOf(await submit(w, valid(w, { hours: "50.5" }))).hours).toEqual(["You can only record 50 more hours"]);
    expect((await submit(w, valid(w, { hours: "50" }))).kind).toBe("saved");
    // Editing the pending entry of 100: 100 + its own room.
    expect(errorsOf(await submit(w, valid(w, { hours: "101" }), pending.id)).hours).toEqual(["You can only record 100 more hours"]);
    expect((await submit(w, valid(w, { hours: "100" }), pending.id)).kind).toBe("saved");
  });

  it("refuses a start date more than 7 years before enrollment, and an end before the start", async () => {
    const w = await world();
    expect(errorsOf(await submit(w, valid(w, { startDate: "2018-05-31" }))).startDate).toEqual([EXPERIENCE_MESSAGES.lookback]);
    expect((await submit(w, valid(w, { startDate: "2018-06-01" }))).kind).toBe("saved");
    expect(errorsOf(await submit(w, valid(w, { startDate: "2025-02-01", endDate: "2025-01-01" }))).endDate).toEqual([
      EXPERIENCE_MESSAGES.endBeforeStart,
    ]);
    expect(errorsOf(await submit(w, valid(w, { endDate: "2026-11-26" }))).endDate).toEqual([EXPERIENCE_MESSAGES.futureDate]);
  });

  it("requires the Experience Verification Form for a service type that needs a file, and keeps the file", async () => {
    const w = await world();
    const fields = valid(w, { fellowshipServiceTypeId: String(w.fixed.id) });
    expect(errorsOf(await submit(w, fields)).verificationFile).toEqual([EXPERIENCE_MESSAGES.fileRequired]);
    const outcome = await submit(w, { ...fields, verificationFile: new File([PDF], "form.pdf", { type: "application/pdf" }) });
    expect(outcome.kind).toBe("saved");
    const media = await db.media.findMany({ where: { experience: { registrationId: w.registration.id } } });
    expect(media.map((m) => [m.kind, m.originalName])).toEqual([[MEDIA_KIND.experienceVerification, "form.pdf"]]);
  });

  it("hides military-spouse-only and deleted service types from others and refuses them", async () => {
    const w = await world();
    const form = await experienceFormData(
      (await db.registration.findUniqueOrThrow({
        where: { id: w.registration.id },
        include: { certification: true, extensions: true },
      })) as never,
      null,
      { admin: false },
      now,
    );
    expect(form.serviceTypes.map((t) => t.label)).toEqual(["Counseling", "Internship"]);
    expect(errorsOf(await submit(w, valid(w, { fellowshipServiceTypeId: String(w.spouseOnly.id) }))).fellowshipServiceTypeId).toEqual([
      EXPERIENCE_MESSAGES.serviceType,
    ]);
    expect(errorsOf(await submit(w, valid(w, { fellowshipServiceTypeId: String(w.retired.id) }))).fellowshipServiceTypeId).toEqual([
      EXPERIENCE_MESSAGES.serviceType,
    ]);
  });

  it("asks military spouses for sessions, attendance, practicum impact and their group's custom fields; no job title", async () => {
    const w = await world({ militarySpouse: true });
    const group = await db.group.create({
      data: { name: "Fellows", experienceFields: [{ key: "installation", label: "Installation served", type: "text" }] },
    });
    await db.userGroup.create({ data: { userId: w.member.id, groupId: group.id } });
    const errors = errorsOf(await submit(w, valid(w, { fellowshipServiceTypeId: String(w.spouseOnly.id) })));
    expect(errors).toMatchObject({
      sessions: ["Required"],
      attendance: ["Required"],
      practicumImpact: ["Required"],
      extra_installation: ["Required"],
    });
    const outcome = await submit(
      w,
      valid(w, {
        fellowshipServiceTypeId: String(w.spouseOnly.id),
        sessions: "12",
        attendance: "40",
        practicumImpact: "Families saved",
        extra_installation: "Fort Liberty",
      }),
    );
    expect(outcome.kind).toBe("saved");
    const saved = await db.experience.findFirstOrThrow({ where: { registrationId: w.registration.id } });
    expect(saved).toMatchObject({ sessions: 12, attendance: 40, title: null, extra: { installation: "Fort Liberty" } });
  });

  it("locks an approved entry for the member but lets an admin edit it without the checkbox", async () => {
    const w = await world();
    const { experience: e } = await approvedExperience(w.registration.id, { fellowshipServiceTypeId: w.percent.id, hours: 100, now });
    expect(errorsOf(await submit(w, valid(w, { hours: "90" }), e.id))[""]).toEqual([EXPERIENCE_MESSAGES.approvedLocked]);
    const { verified: _v, ...noCheckbox } = valid(w, { hours: "90" });
    expect((await submit(w, noCheckbox, e.id, true)).kind).toBe("saved");
    expect(await db.experience.findUniqueOrThrow({ where: { id: e.id } })).toMatchObject({ hours: 90, status: REVIEW_STATUS.approved });
    const member = await loadExperience(e.id, w.member.id);
    expect((await experienceFormData(member!.registration, member, { admin: false }, now)).readOnly).toBe(true);
  });

  it("resubmits a rejected entry as pending", async () => {
    const w = await world();
    // needing more information
    const { experience: e } = await rejectedExperience(w.registration.id, { fellowshipServiceTypeId: w.percent.id, hours: 100, now });
    const outcome = await submit(w, valid(w), e.id);
    expect(outcome).toMatchObject({ kind: "saved", message: EXPERIENCE_MESSAGES.resubmitted });
    expect(await db.experience.findUniqueOrThrow({ where: { id: e.id } })).toMatchObject({
      status: REVIEW_STATUS.pending,
      approved: null,
      rejectionStatus: null,
    });
  });

  it("treats another member's entry as not found", async () => {
    const w = await world();
    await submit(w, valid(w));
    const e = await db.experience.findFirstOrThrow({ where: { registrationId: w.registration.id } });
    expect(await loadExperience(e.id, w.other.id)).toBeNull();
    await expect(
      submitExperienceForm(post(valid(w)), { actor: memberActor(w.other.id), userId: w.other.id, experienceId: e.id }, now),
    ).rejects.toMatchObject({ status: 404 });
  });

  it("refuses new hours after the deadline unless an extension was approved", async () => {
    const w = await world({ deadline: new Date("2026-11-20T16:00:00Z") });
    expect(errorsOf(await submit(w, valid(w)))[""]).toEqual([EXPERIENCE_MESSAGES.expired]);
    expect((await memberExperiencePage(w.member.id, now)).canAdd).toBe(false);
    // the extension approved: the deadline is 05/20/2027, expired with extension
    await approvedExtension(w.member.id, { registrationId: w.registration.id, now });
    expect((await submit(w, valid(w))).kind).toBe("saved");
    const page = await memberExperiencePage(w.member.id, now);
    expect(page.canAdd).toBe(true);
    expect(page.rows.map((r) => r.statusLabel)).toEqual(["Pending"]);
  });
});
