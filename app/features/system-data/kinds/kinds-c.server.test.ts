/**
 * Groups, message templates, military installations, notifications, referrer contexts, roles and
 * university programs as system data, on a real database: each kind's checks refuse bad input on
 * its fields, and what the admin changes reaches (or leaves) the members' side.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { createAdmin, createMember, registrationAtStep, workAreaCategory } from "../../../../tests/factories/index.ts";
import { resetDatabase } from "../../../../tests/setup/db.ts";
import { postForm } from "../../../../tests/setup/wizard.ts";
import { findReferrerContext } from "~/features/auth/referrers.server.ts";
import { loadProgramInformationStep, universityPrograms } from "~/features/certifications/registration/program-information.server.ts";
import { PROGRAM_MESSAGES } from "~/features/certifications/registration/schemas.server.ts";
import { latestNotifications } from "~/features/notifications/notifications.server.ts";
import { EmploymentSchema } from "~/features/profile/employment-schema.server.ts";
import { getEmploymentForm, updateEmployment } from "~/features/profile/employment.server.ts";
import { PATHWAY_KEY, REGISTRATION_STEP, ROLE } from "~/domain/constants.ts";
import { buildDecisionMessage, messageTemplateOptions } from "~/kit/review/messages.server.ts";
import { adminActor, memberActor } from "~/lib/actor.ts";
import { db } from "~/lib/db.server.ts";
import { action as programAction } from "~/routes/_app.certifications-and-training.register.$certificationId.program_information.tsx";
import { FIELD_MESSAGES } from "../define.server.ts";
import { SYSTEM_DATA_MESSAGES } from "../fields.ts";
import type { SystemDataKindSlug } from "../kinds.ts";
import { loadNewForm } from "../pages.server.ts";
import { deleteRecord, loadRecordForm, recordUsage, saveRecord, setArchived } from "../records.server.ts";
import { kindDefinition } from "../registry.server.ts";
import { GROUP_FIELD_MESSAGES } from "./groups.server.ts";
import { NOTIFICATION_MESSAGES } from "./notifications.server.ts";
import { REFERRER_MESSAGE, VIDEO_MESSAGE } from "./referrer-contexts.server.ts";
import { kindErrors, kindValue } from "../../../../tests/setup/system-data.ts";

beforeEach(() => resetDatabase());

/** Saves a new row of a kind from its form's values; its id. */
async function made(slug: SystemDataKindSlug, adminId: number, values: Record<string, string>): Promise<number> {
  const saved = await saveRecord(kindDefinition(slug), adminActor(adminId), null, kindValue(slug, values));
  if (saved?.kind !== "saved") throw new Error(JSON.stringify(saved));
  return saved.id;
}

describe("message templates", () => {
  it("need a category of the list, a title and a message", () => {
    expect(kindErrors("message-templates", { category: "nonsense", sortOrder: "x" })).toEqual({
      category: [FIELD_MESSAGES.choice],
      title: ["Required"],
      body: ["Required"],
      sortOrder: [FIELD_MESSAGES.wholeNumber],
    });
  });

  it("an archived template leaves the review dialog's choices and is not added to a message", async () => {
    const admin = await createAdmin();
    const values = { category: "ceu_rejection", body: "<p>Missing certificate.</p><script>x()</script>", sortOrder: "1" };
    const kept = await made("message-templates", admin.id, { ...values, title: "Missing certificate" });
    const retired = await made("message-templates", admin.id, { ...values, title: "Old wording", body: "<p>Old.</p>" });
    expect((await db.messageTemplate.findUniqueOrThrow({ where: { id: kept } })).body).toBe("<p>Missing certificate.</p>");
    await setArchived(kindDefinition("message-templates"), adminActor(admin.id), retired, true);
    expect((await messageTemplateOptions("ceu_rejection")).map((t) => t.title)).toEqual(["Missing certificate"]);
    expect(await buildDecisionMessage("ceu_rejection", [kept, retired], null)).toBe("<p>Missing certificate.</p>");
  });
});

describe("referrer contexts", () => {
  it("need a portal path and an https video", () => {
    for (const referrer of ["membership", "/membership/", "/", "https://x.org/a"]) {
      expect(kindErrors("referrer-contexts", { referrer, heading: "H", copy: "C" }).referrer).toEqual([REFERRER_MESSAGE]);
    }
    expect(
      kindErrors("referrer-contexts", { referrer: "/events", heading: "H", copy: "C", videoUrl: "http://v.example/1" }).videoUrl,
    ).toEqual([VIDEO_MESSAGE]);
  });

  it("a saved panel shows on the login page for its pages, and leaves when deleted", async () => {
    const admin = await createAdmin();
    const id = await made("referrer-contexts", admin.id, { referrer: "/events", heading: "Learn with peers", copy: "Sign in." });
    expect(await findReferrerContext("/events/12")).toMatchObject({ heading: "Learn with peers", videoUrl: null });
    expect(await deleteRecord(kindDefinition("referrer-contexts"), adminActor(admin.id), id)).toMatchObject({ ok: true });
    expect(await findReferrerContext("/events/12")).toBeNull();
  });
});

describe("roles", () => {
  it("are fixed: no new role, no delete, only the name changes", async () => {
    const admin = await createAdmin();
    const def = kindDefinition("roles");
    const role = await db.role.findUniqueOrThrow({ where: { key: ROLE.admin } });
    await expect(loadNewForm(def)).rejects.toMatchObject({ status: 404 });
    expect(await deleteRecord(def, adminActor(admin.id), role.id)).toEqual({ ok: false, message: SYSTEM_DATA_MESSAGES.inUse });
    expect(kindValue("roles", { key: "superuser", name: "Administrator" }, true)).toEqual({ name: "Administrator" });
    expect(await saveRecord(def, adminActor(admin.id), role.id, { name: "Administrator" })).toEqual({ kind: "saved", id: role.id });
    expect(await db.role.findUniqueOrThrow({ where: { id: role.id } })).toMatchObject({ key: ROLE.admin, name: "Administrator" });
    expect(await recordUsage(def, role.id)).toEqual([{ label: "users", count: 1 }]);
  });
});

describe("university programs", () => {
  it("a retired program leaves the wizard's choices, except for a registration that already chose it", async () => {
    const admin = await createAdmin();
    const texas = await made("university-programs", admin.id, { name: "Texas Tech University", department: "Personal Financial Planning" });
    await made("universities", admin.id, { name: "Alabama State", city: "Montgomery", state: "AL" });
    const holder = await createMember();
    const other = await createMember();
    const step = { pathway: PATHWAY_KEY.university, step: REGISTRATION_STEP.programInformation };
    const held = await registrationAtStep(holder.id, step);
    const fresh = await registrationAtStep(other.id, step);
    await db.registration.update({ where: { id: held.id }, data: { universityProgramId: texas } });

    expect(await setArchived(kindDefinition("universities"), adminActor(admin.id), texas, true)).toMatchObject({ ok: true });
    expect((await universityPrograms()).map((p) => p.name)).toEqual(["Alabama State"]);
    expect((await loadProgramInformationStep(held.id)).programs.map((p) => p.name)).toEqual(["Alabama State", "Texas Tech University"]);
    expect((await loadProgramInformationStep(fresh.id)).programs.map((p) => p.name)).toEqual(["Alabama State"]);

    const fields = { universityProgramId: String(texas), levelOfStudy: "graduate" };
    const post = (userId: number, certificationId: number | null) =>
      postForm(programAction, userId, { certificationId: String(certificationId) }, fields);
    expect((await post(holder.id, held.certificationId)).status).toBe(302);
    expect((await post(other.id, fresh.certificationId)).errors).toEqual({ universityProgramId: [PROGRAM_MESSAGES.required] });
    expect(await recordUsage(kindDefinition("university-programs"), texas)).toEqual([{ label: "registrations", count: 1 }]);
  });
});

describe("military installations", () => {
  it("an archived installation leaves the professional form, except for the member who chose it", async () => {
    const admin = await createAdmin();
    const military = await workAreaCategory("Military and Veterans Services");
    const liberty = await made("military-installations", admin.id, { name: "Fort Liberty", branch: "Army" });
    await made("military-installations", admin.id, { name: "Naval Station Norfolk", branch: "Navy" });
    const holder = await createMember();
    const other = await createMember();
    const input = { ...EmploymentSchema.parse({}), primaryWorkAreaCategoryId: military.id, militaryInstallationId: liberty };
    expect(await updateEmployment(memberActor(holder.id), input)).toBeNull();
    await setArchived(kindDefinition("military-installations"), adminActor(admin.id), liberty, true);

    const offered = async (userId: number) => (await getEmploymentForm(userId))!.options.installations.map((i) => i.name);
    expect(await offered(other.id)).toEqual(["Naval Station Norfolk"]);
    expect(await offered(holder.id)).toEqual(["Fort Liberty", "Naval Station Norfolk"]);
    expect(await updateEmployment(memberActor(holder.id), input)).toBeNull();
    expect(await updateEmployment(memberActor(other.id), input)).toMatchObject({ kind: "invalid" });
    expect(await recordUsage(kindDefinition("military-installations"), liberty)).toEqual([{ label: "members", count: 1 }]);
  });
});

describe("groups", () => {
  it("keep experience form fields as rows: keys and types checked, each key once", () => {
    const errors = kindErrors("groups", {
      name: "Fellows",
      "experienceFields[0].key": "Clients",
      "experienceFields[0].label": "Clients served",
      "experienceFields[0].type": "count",
      "experienceFields[1].key": "hours",
      "experienceFields[1].label": "Hours",
      "experienceFields[1].type": "number",
      "experienceFields[2].key": "hours",
      "experienceFields[2].label": "Hours again",
      "experienceFields[2].type": "text",
    });
    expect(errors["experienceFields[0].key"]).toEqual([GROUP_FIELD_MESSAGES.key]);
    expect(errors["experienceFields[0].type"]).toEqual([GROUP_FIELD_MESSAGES.type]);
    expect(errors["experienceFields[2].key"]).toEqual([GROUP_FIELD_MESSAGES.duplicateKey]);
    expect(errors["experienceFields[1].key"]).toBeUndefined();
  });

  it("save the fields in the shape the experience form reads, and a group with members is not deleted", async () => {
    const admin = await createAdmin();
    const id = await made("groups", admin.id, {
      name: "Fellows",
      "experienceFields[0].key": "clients_served",
      "experienceFields[0].label": "Clients served",
      "experienceFields[0].type": "Number",
      "experienceFields[1].key": "",
    });
    expect((await db.group.findUniqueOrThrow({ where: { id } })).experienceFields).toEqual([
      { key: "clients_served", label: "Clients served", type: "number" },
    ]);
    const member = await createMember();
    await db.userGroup.create({ data: { userId: member.id, groupId: id } });
    expect(await deleteRecord(kindDefinition("groups"), adminActor(admin.id), id)).toEqual({
      ok: false,
      message: SYSTEM_DATA_MESSAGES.inUse,
    });
    expect((await loadRecordForm(kindDefinition("groups"), id))?.usage).toEqual([{ label: "members", count: 1 }]);
  });
});

describe("notifications", () => {
  it("are sent to a member chosen by email and show in their Alerts", async () => {
    const admin = await createAdmin();
    const member = await createMember({ email: "mo@example.org" });
    const def = kindDefinition("notifications");
    const values = { title: "Office closed", message: "We are closed on Friday.", url: "/events" };
    const unknown = kindValue("notifications", { ...values, member: "nobody@example.org" });
    expect(await saveRecord(def, adminActor(admin.id), null, unknown)).toEqual({
      kind: "invalid",
      errors: { member: [NOTIFICATION_MESSAGES.noMember] },
    });
    expect(kindErrors("notifications", { ...values, member: "mo@example.org", url: "javascript:alert(1)" }).url).toEqual([
      NOTIFICATION_MESSAGES.link,
    ]);
    const id = await made("notifications", admin.id, { ...values, member: " MO@example.org " });
    expect((await latestNotifications(member.id)).map((n) => n.title)).toEqual(["Office closed"]);
    expect((await loadRecordForm(def, id))?.values.member).toBe("mo@example.org");
  });
});
