import { setupServer } from "msw/node";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  createAddress,
  createAdmin,
  createMember,
  militaryInstallation,
  workArea,
  workAreaCategory,
} from "../../../tests/factories/index.ts";
import { handlersFor } from "../../../tests/mocks/node.ts";
import { resetDatabase } from "../../../tests/setup/db.ts";
import { parsedForm, schemaErrors } from "../../../tests/setup/forms.ts";
import { MEMBERSHIP_STATUS } from "~/domain/constants.ts";
import { UNKNOWN_STATE_MESSAGE } from "~/features/profile/address-options.ts";
import { INVALID_CHOICE, WORK_AREA_CATEGORY_MISMATCH } from "~/features/profile/employment-schema.server.ts";
import { CELL_PHONE_FOR_TEXTS_MESSAGE, EMAIL_TAKEN_MESSAGE, TEXT_OPT_IN_TERMS_MESSAGE } from "~/features/profile/schemas.server.ts";
import { adminActor } from "~/lib/actor.ts";
import { createSession } from "~/lib/auth.server.ts";
import { db } from "~/lib/db.server.ts";
import { changedFields } from "./info-audit.server.ts";
import {
  updateMemberAddress,
  updateMemberContact,
  updateMemberCounselling,
  updateMemberIdentifiers,
  updateMemberProfessional,
} from "./info-saves.server.ts";
import {
  InfoAddressSchema,
  InfoContactSchema,
  InfoCounsellingSchema,
  InfoIdentifiersSchema,
  InfoProfessionalSchema,
  UPDATE_USER_PROBLEM,
} from "./info-schemas.server.ts";
import { loadMemberInfo } from "./info.server.ts";

const mailServer = setupServer(...handlersFor(["mail"]));
beforeAll(() => mailServer.listen({ onUnhandledRequest: "error" }));
afterAll(() => mailServer.close());
beforeEach(() => resetDatabase());

const NOW = new Date("2026-11-21T15:00:00Z");
const problem = (fields: Record<string, string[]>) => ({ kind: "invalid", errors: { "": [UPDATE_USER_PROBLEM], ...fields } });

/** The Contact form as the page posts it for Dee (the fields the admin did not touch as they were). */
const contactPost = (over: Record<string, string> = {}) => ({
  intent: "contact",
  email: "dee@example.org",
  firstName: "Dee",
  lastName: "Member",
  contactMethod: "0",
  ...over,
});
const dee = () => createMember({ email: "dee@example.org", firstName: "Dee", lastName: "Member" });
const events = () =>
  db.auditEvent.findMany({
    orderBy: { id: "asc" },
    select: { actorId: true, actingAsUserId: true, action: true, entityType: true, entityId: true, before: true, after: true },
  });

describe("the Info tab's forms: the member's rules as the admin meets them", () => {
  it("Contact: names and email are required, the email must be an address and is stored lower-case", () => {
    expect(schemaErrors(InfoContactSchema, { email: "", firstName: " ", lastName: "" })).toMatchObject({
      email: ["Required"],
      firstName: ["Required"],
      lastName: ["Required"],
    });
    expect(schemaErrors(InfoContactSchema, contactPost({ email: "dee-at-example" }))).toEqual({
      email: ["Please enter a valid email address."],
    });
    expect(parsedForm(InfoContactSchema, contactPost({ email: " Dee@Example.ORG " })).email).toBe("dee@example.org");
  });

  it("Contact: a real past date of birth, a website, phones, and the contact method's and texts' rules", () => {
    expect(schemaErrors(InfoContactSchema, contactPost({ dateOfBirth: "2001-02-30" }))).toEqual({
      dateOfBirth: ["Please enter a valid date."],
    });
    expect(schemaErrors(InfoContactSchema, contactPost({ dateOfBirth: "2999-01-01" }))).toEqual({
      dateOfBirth: ["Please enter a date in the past."],
    });
    expect(schemaErrors(InfoContactSchema, contactPost({ website: "not a site" }))).toEqual({
      website: ["Please enter a valid website address."],
    });
    expect(parsedForm(InfoContactSchema, contactPost({ website: "example.org" })).website).toBe("https://example.org");
    expect(schemaErrors(InfoContactSchema, contactPost({ workPhone: "call me" }))).toEqual({
      workPhone: ["Please enter a valid phone number."],
    });
    expect(schemaErrors(InfoContactSchema, contactPost({ contactMethod: "3" }))).toEqual({
      cellPhone: ["Please enter a cell phone number to be contacted by cell phone."],
    });
    expect(schemaErrors(InfoContactSchema, contactPost({ willText: "on" }))).toEqual({
      agreeTos: [TEXT_OPT_IN_TERMS_MESSAGE],
      cellPhone: [CELL_PHONE_FOR_TEXTS_MESSAGE],
    });
    expect(schemaErrors(InfoContactSchema, contactPost({ suffix: "x".repeat(21) }))).toEqual({ suffix: ["Too many characters"] });
  });

  it("Address: name, line 1 and state are required; the state is listed, or typed when not listed", () => {
    expect(schemaErrors(InfoAddressSchema, { intent: "address" })).toEqual({
      name: ["Required"],
      addressLine1: ["Required"],
      state: ["Required"],
    });
    const home = { name: "Home", addressLine1: "1 Main St" };
    expect(schemaErrors(InfoAddressSchema, { ...home, state: "ZZ" })).toEqual({ state: [UNKNOWN_STATE_MESSAGE] });
    expect(schemaErrors(InfoAddressSchema, { ...home, stateNotListed: "on" })).toEqual({ stateOther: ["Required"] });
    expect(parsedForm(InfoAddressSchema, { ...home, stateNotListed: "on", stateOther: "ontario" }).state).toBe("ONTARIO");
  });

  it("Professional: years of service from the list, the other area's text when Other is ticked, a bio of at most 2500", () => {
    expect(schemaErrors(InfoProfessionalSchema, { yearsOfService: "forever" })).toEqual({ yearsOfService: [INVALID_CHOICE] });
    expect(schemaErrors(InfoProfessionalSchema, { workAreaOther: "on" })).toEqual({ areasOfWorkOther: ["Required"] });
    expect(schemaErrors(InfoProfessionalSchema, { publicBio: "x".repeat(2501) })).toEqual({ publicBio: ["Too many characters"] });
    expect(parsedForm(InfoProfessionalSchema, { publicBio: "  " }).publicBio).toBeNull();
  });

  it("Counselling services: ticked boxes are yes, the rest no", () => {
    expect(parsedForm(InfoCounsellingSchema, { offerGroupWorkshops: "on", mentorConnect: "on" })).toEqual({
      provideCounselingServices: false,
      agreeDemographicSearch: false,
      offerVirtualCounseling: false,
      offerLocalCounseling: false,
      offerGroupWorkshops: true,
      mentorConnect: true,
    });
  });

  it("Identifiers: a secuId of at most 50 characters and a membership status from the list; blank is none", () => {
    expect(schemaErrors(InfoIdentifiersSchema, { secuId: "S".repeat(51), membershipStatus: "gold" })).toEqual({
      secuId: ["Please use 50 characters or fewer."],
      membershipStatus: [INVALID_CHOICE],
    });
    expect(parsedForm(InfoIdentifiersSchema, { secuId: " S-1 ", membershipStatus: MEMBERSHIP_STATUS.pendingReview })).toEqual({
      secuId: "S-1",
      membershipStatus: "pending_review",
    });
    expect(parsedForm(InfoIdentifiersSchema, {})).toEqual({ secuId: null, membershipStatus: null });
  });
});

describe("updateMemberContact", () => {
  it("saves the details and a new email, audits only what changed, tells both addresses, and leaves sessions and the profile date alone", async () => {
    const admin = await createAdmin();
    const member = await createMember({ email: "dee@example.org", firstName: "Dee", lastName: "Member", cellPhone: "5551234567" });
    await createSession(member.id, { remember: false });
    const input = parsedForm(
      InfoContactSchema,
      contactPost({ email: "Dee.New@Example.org", middleName: "Q", cellPhone: "5551234567", dateOfBirth: "1980-05-06" }),
    );
    expect(await updateMemberContact(adminActor(admin.id), member.id, input, NOW)).toEqual({ changed: true });

    const saved = await db.user.findUniqueOrThrow({ where: { id: member.id } });
    expect(saved).toMatchObject({ email: "dee.new@example.org", middleName: "Q", cellPhone: "5551234567", profileLastUpdated: null });
    expect(saved.dateOfBirth?.toISOString().slice(0, 10)).toBe("1980-05-06");
    expect(await db.session.count({ where: { userId: member.id } })).toBe(1);
    expect(await events()).toEqual([
      {
        actorId: admin.id,
        actingAsUserId: null,
        action: "user.contact.update",
        entityType: "User",
        entityId: member.id,
        before: { email: "dee@example.org", middleName: null, dateOfBirth: null },
        after: { email: "dee.new@example.org", middleName: "Q", dateOfBirth: saved.dateOfBirth?.toISOString() },
      },
    ]);
    const mail = await db.emailMessage.findMany({ orderBy: { id: "asc" }, select: { to: true, template: true } });
    expect(mail).toEqual([
      { to: "dee@example.org", template: "email_changed_old" },
      { to: "dee.new@example.org", template: "email_changed_new" },
    ]);
  });

  it("refuses an email another account has: the form's message and the field's, nothing saved or audited", async () => {
    const admin = await createAdmin();
    const member = await dee();
    await createMember({ email: "taken@example.org" });
    const input = parsedForm(InfoContactSchema, contactPost({ email: "TAKEN@example.org", firstName: "Deb" }));
    expect(await updateMemberContact(adminActor(admin.id), member.id, input, NOW)).toEqual(problem({ email: [EMAIL_TAKEN_MESSAGE] }));
    expect(await db.user.findUniqueOrThrow({ where: { id: member.id } })).toMatchObject({ email: "dee@example.org", firstName: "Dee" });
    expect(await db.auditEvent.count()).toBe(0);
    expect(await db.emailMessage.count()).toBe(0);
  });

  it("takes a primary address only from the member's own addresses", async () => {
    const admin = await createAdmin();
    const member = await dee();
    const own = await createAddress(member.id);
    const second = await createAddress(member.id, { name: "Work", addressLine1: "9 Office Park" });
    const elsewhere = await createAddress((await createMember()).id);
    const refused = parsedForm(InfoContactSchema, contactPost({ primaryAddressId: String(elsewhere.id) }));
    expect(await updateMemberContact(adminActor(admin.id), member.id, refused, NOW)).toEqual(
      problem({ primaryAddressId: ["Please choose one of your addresses."] }),
    );
    const moved = parsedForm(InfoContactSchema, contactPost({ primaryAddressId: String(second.id) }));
    expect(await updateMemberContact(adminActor(admin.id), member.id, moved, NOW)).toEqual({ changed: true });
    expect(await events()).toMatchObject([{ before: { primaryAddressId: own.id }, after: { primaryAddressId: second.id } }]);
  });

  it("records nothing when nothing changed, and answers null for an unknown user", async () => {
    const admin = await createAdmin();
    const member = await dee();
    const same = parsedForm(InfoContactSchema, contactPost());
    expect(await updateMemberContact(adminActor(admin.id), member.id, same, NOW)).toEqual({ changed: false });
    expect(await db.auditEvent.count()).toBe(0);
    expect(await updateMemberContact(adminActor(admin.id), 999_999, same, NOW)).toBeNull();
  });
});

describe("updateMemberAddress", () => {
  const post = (over: Record<string, string> = {}) =>
    parsedForm(InfoAddressSchema, { name: "Home", addressLine1: "12 Private Lane", city: "Richmond", state: "VA", country: "US", ...over });

  it("changes the member's primary address and audits the changed fields", async () => {
    const admin = await createAdmin();
    const member = await dee();
    const home = await createAddress(member.id);
    expect(await updateMemberAddress(adminActor(admin.id), member.id, post({ city: "Norfolk", zip: "23510" }))).toEqual({ changed: true });
    expect(await db.address.findUniqueOrThrow({ where: { id: home.id } })).toMatchObject({ city: "Norfolk", zip: "23510", state: "VA" });
    expect(await events()).toEqual([
      {
        actorId: admin.id,
        actingAsUserId: null,
        action: "user.address.update",
        entityType: "User",
        entityId: member.id,
        before: { city: "Richmond", zip: null },
        after: { city: "Norfolk", zip: "23510" },
      },
    ]);
  });

  it("adds the address as the primary one when the member has none", async () => {
    const admin = await createAdmin();
    const member = await dee();
    expect(await updateMemberAddress(adminActor(admin.id), member.id, post())).toEqual({ changed: true });
    const user = await db.user.findUniqueOrThrow({ where: { id: member.id }, select: { primaryAddress: true } });
    expect(user.primaryAddress).toMatchObject({ userId: member.id, addressLine1: "12 Private Lane", city: "Richmond" });
    const [event] = await events();
    expect(event).toMatchObject({ action: "user.address.create", after: { addressId: user.primaryAddress?.id, city: "Richmond" } });
    expect(await updateMemberAddress(adminActor(admin.id), 999_999, post())).toBeNull();
  });
});

describe("updateMemberProfessional", () => {
  it("saves the employment fields and the bio, leaves the counselling boxes, and audits what changed", async () => {
    const admin = await createAdmin();
    const member = await createMember({ offerGroupWorkshops: true, jobTitle: "Counselor" });
    const credit = await workArea("Credit counseling", "Nonprofit");
    const input = parsedForm(InfoProfessionalSchema, {
      organization: "Helping Hands",
      jobTitle: "Counselor",
      yearsOfService: "6-10",
      primaryWorkAreaCategoryId: String(credit.categoryId),
      primaryWorkAreas: [String(credit.id)],
      publicBio: "Twenty years of budgets.",
    });
    expect(await updateMemberProfessional(adminActor(admin.id), member.id, input)).toEqual({ changed: true });
    const saved = await db.user.findUniqueOrThrow({ where: { id: member.id }, include: { primaryWorkAreas: true } });
    expect(saved).toMatchObject({ organization: "Helping Hands", publicBio: "Twenty years of budgets.", offerGroupWorkshops: true });
    expect(saved.profileLastUpdated).toBeNull();
    expect(saved.primaryWorkAreas.map((a) => a.workAreaId)).toEqual([credit.id]);
    expect(await events()).toEqual([
      expect.objectContaining({
        action: "user.professional.update",
        entityId: member.id,
        before: { organization: null, yearsOfService: null, primaryWorkAreaCategoryId: null, primaryWorkAreas: [], publicBio: null },
        after: {
          organization: "Helping Hands",
          yearsOfService: "6-10",
          primaryWorkAreaCategoryId: credit.categoryId,
          primaryWorkAreas: [credit.id],
          publicBio: "Twenty years of budgets.",
        },
      }),
    ]);
  });

  it("refuses work areas of another category (the member's rule) and keeps the installation only for a military category", async () => {
    const admin = await createAdmin();
    const member = await createMember();
    const credit = await workArea("Credit counseling", "Nonprofit");
    const readiness = await workArea("Family Readiness", "Military and Veterans Services");
    const base = await militaryInstallation("Naval Station Norfolk");
    const mismatched = parsedForm(InfoProfessionalSchema, {
      organization: "Helping Hands",
      primaryWorkAreaCategoryId: String(credit.categoryId),
      primaryWorkAreas: [String(readiness.id)],
    });
    expect(await updateMemberProfessional(adminActor(admin.id), member.id, mismatched)).toEqual(
      problem({ primaryWorkAreas: [WORK_AREA_CATEGORY_MISMATCH] }),
    );
    expect((await db.user.findUniqueOrThrow({ where: { id: member.id } })).organization).toBeNull();

    const military = await workAreaCategory("Military and Veterans Services");
    for (const [categoryId, installation] of [
      [credit.categoryId, null],
      [military.id, base.id],
    ] as const) {
      const input = parsedForm(InfoProfessionalSchema, {
        primaryWorkAreaCategoryId: String(categoryId),
        militaryInstallationId: String(base.id),
      });
      expect(await updateMemberProfessional(adminActor(admin.id), member.id, input)).toMatchObject({ changed: true });
      expect((await db.user.findUniqueOrThrow({ where: { id: member.id } })).militaryInstallationId).toBe(installation);
    }
  });
});

describe("updateMemberCounselling and updateMemberIdentifiers", () => {
  it("save the boxes, Mentor Connect and the admin-only fields, each change one audit event of what changed", async () => {
    const admin = await createAdmin();
    const member = await createMember({ provideCounselingServices: true, secuId: "OLD-1", membershipStatus: MEMBERSHIP_STATUS.notMember });
    const boxes = parsedForm(InfoCounsellingSchema, { provideCounselingServices: "on", offerVirtualCounseling: "on", mentorConnect: "on" });
    expect(await updateMemberCounselling(adminActor(admin.id), member.id, boxes)).toEqual({ changed: true });
    const ids = parsedForm(InfoIdentifiersSchema, { secuId: "SECU-77", membershipStatus: MEMBERSHIP_STATUS.active });
    expect(await updateMemberIdentifiers(adminActor(admin.id), member.id, ids)).toEqual({ changed: true });
    expect(await updateMemberIdentifiers(adminActor(admin.id), member.id, ids)).toEqual({ changed: false });

    expect(await db.user.findUniqueOrThrow({ where: { id: member.id } })).toMatchObject({
      provideCounselingServices: true,
      offerVirtualCounseling: true,
      mentorConnect: true,
      secuId: "SECU-77",
      membershipStatus: "active",
    });
    expect(await events()).toEqual([
      {
        actorId: admin.id,
        actingAsUserId: null,
        action: "user.counselling.update",
        entityType: "User",
        entityId: member.id,
        before: { offerVirtualCounseling: false, mentorConnect: false },
        after: { offerVirtualCounseling: true, mentorConnect: true },
      },
      {
        actorId: admin.id,
        actingAsUserId: null,
        action: "user.identifiers.update",
        entityType: "User",
        entityId: member.id,
        before: { secuId: "OLD-1", membershipStatus: "not_member" },
        after: { secuId: "SECU-77", membershipStatus: "active" },
      },
    ]);
    expect(await updateMemberIdentifiers(adminActor(admin.id), 999_999, ids)).toBeNull();
  });
});

describe("loadMemberInfo", () => {
  it("gives each group's values as its form posts them, and the read-only identifiers", async () => {
    const member = await createMember({
      email: "dee@example.org",
      firstName: "Dee",
      lastName: "Member",
      willText: true,
      agreeTos: true,
      cellPhone: "5551234567",
      secuId: "S-9",
      brightspaceId: "4711",
      isIndependentTrainer: true,
      mentorConnect: true,
      publicBio: "Bio.",
      createdAt: new Date("2024-03-05T15:00:00Z"),
    });
    const home = await createAddress(member.id, { state: "ON" });
    await createAddress(member.id, { name: "Work", addressLine1: "9 Office Park" });
    const info = await loadMemberInfo(member.id);
    expect(info?.contact.defaults).toMatchObject({
      email: "dee@example.org",
      willText: "on",
      agreeTos: "on",
      primaryAddressId: String(home.id),
    });
    expect(info?.contact.addressOptions).toHaveLength(2);
    expect(info?.address).toMatchObject({
      hasPrimary: true,
      defaults: { name: "Home", stateNotListed: "on", stateOther: "ON" },
      others: [{ name: "Work" }],
    });
    expect(info?.professional.publicBio).toBe("Bio.");
    expect(info?.counselling.defaults).toMatchObject({ mentorConnect: "on", offerGroupWorkshops: "" });
    expect(info?.identifiers).toEqual({
      defaults: { secuId: "S-9", membershipStatus: "" },
      id: member.id,
      role: "Member",
      memberSince: "03/05/2024",
      brightspaceId: "4711",
      isIndependentTrainer: true,
    });
    expect(await loadMemberInfo(999_999)).toBeNull();
  });
});

describe("changedFields", () => {
  it("keeps the fields whose stored value differs (dates and lists by value, missing as null)", () => {
    const day = (iso: string) => new Date(iso);
    expect(
      changedFields(
        { a: 1, b: day("2020-01-01T00:00:00Z"), c: [1, 2], d: null, e: "same" },
        { a: 2, b: day("2020-01-01T00:00:00Z"), c: [1, 2], d: undefined, e: "same", f: "new" },
      ),
    ).toEqual({ before: { a: 1, f: null }, after: { a: 2, f: "new" } });
    expect(changedFields({ a: [1] }, { a: [1] })).toBeNull();
  });
});
