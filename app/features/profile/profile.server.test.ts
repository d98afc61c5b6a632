import { setupServer } from "msw/node";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  activeMembership,
  certificationReference,
  certifiedInGoodStanding,
  courseEnrolment,
  createAddress,
  createCertification,
  createMember,
  createMembership,
  createRegistration,
  essentialsCourse,
  expiredMembership,
  failedPayment,
  lapsedCertification,
  paidOrder,
  paymentInProgress,
  registrationAtStep,
  workAreaCategory,
  type MemberOverrides,
  type OrderLine,
} from "../../../tests/factories/index.ts";
import { handlersFor } from "../../../tests/mocks/node.ts";
import { onPostgresql, resetDatabase } from "../../../tests/setup/db.ts";
import { statementsRun } from "~/lib/statement-cache.server.ts";
import { CERTIFICATION_STATUS, EXPIRATION_STATUS, PRODUCT_KIND, REGISTRATION_STATUS, USER_TRAINING_STATUS } from "~/domain/constants.ts";
import type { ContactInfo } from "~/features/profile/schemas.server.ts";
import { memberActor } from "~/lib/actor.ts";
import { db } from "~/lib/db.server.ts";
import { isValidMember } from "~/features/membership/memberships.server.ts";
import { verifyPassword } from "~/lib/password.server.ts";
import {
  getContactInfo,
  getOptIn,
  getPaymentInfo,
  getProductSettings,
  getProfileSidebar,
  getSocial,
  optInToTexts,
  updateContactInfo,
  updateProductSettings,
  updateSocial,
} from "./profile.server.ts";
import { IMPERSONATOR_ACCOUNT_MESSAGE, updateAccount } from "./account.server.ts";

const mailServer = setupServer(...handlersFor(["mail"]));
beforeAll(() => mailServer.listen({ onUnhandledRequest: "error" }));
afterAll(() => mailServer.close());
beforeEach(() => resetDatabase());

const NOW = new Date("2026-11-21T15:00:00Z");
const PASSWORD = "the-old-password";

const member = (email = "dee@example.org", data: MemberOverrides = {}) =>
  createMember({ email, firstName: "Dee", lastName: "Member", password: PASSWORD, ...data });

/** An active professional membership bought 08/13/2026 (valid through 08/12/2027). */
const activeSinceAugust = (userId: number) => activeMembership(userId, { start: new Date("2026-08-13T04:00:00Z"), now: NOW });

/** The AFC certification (the reference data a registration on it needs, found or made). */
const afc = async () => (await certificationReference()).certification;

/** A line of a paid order that no fulfilment acts on (no product): a name and a price. */
const line = (kind: string, name: string, priceCents = 1000): OrderLine => ({ kind, name, priceCents });

const contactInput: ContactInfo = {
  firstName: "Deanna",
  middleName: "Q",
  lastName: "Membership",
  suffix: "Jr.",
  dateOfBirth: "1980-02-29",
  gender: "female",
  ethnicity: "Asian",
  website: "https://dee.example.org",
  contactMethod: 3,
  workPhone: "555-000-1111",
  homePhone: null,
  cellPhone: "555-123-4567",
  willText: true,
  agreeTos: true,
  primaryAddressId: null,
};

describe("getProfileSidebar", () => {
  it("a new member: name only, email contact, no My Profile items; contact and account complete, professional and social not", async () => {
    const user = await member();
    expect(await getProfileSidebar(user.id, NOW)).toEqual({
      summary: { firstName: "Dee", lastName: "Member", avatarSrc: null, place: null, job: null },
      contacts: { office: null, home: null, email: "dee@example.org", website: null },
      myProfile: [],
      completeness: { contact: true, account: true, professional: false, payment: true, product: true, social: false },
    });
  });

  it("shows the primary address as city, state, country, the job as 'title at organization' and the contact links", async () => {
    const user = await member("dee@example.org", {
      jobTitle: "Financial Counselor",
      organization: "GreenPath",
      workPhone: "555-000-1111",
      homePhone: "555-000-2222",
      website: "https://dee.example.org",
    });
    // The first address is the primary one.
    await createAddress(user.id, { name: "Work", addressLine1: "2 Office Pl", city: "Richmond", state: "VA", country: "US" });
    await createAddress(user.id, { addressLine1: "1 Home Rd", city: "Norfolk", state: "VA" });
    const sidebar = await getProfileSidebar(user.id, NOW);
    expect(sidebar.summary).toMatchObject({ place: "Richmond, VA, US", job: "Financial Counselor at GreenPath" });
    expect(sidebar.contacts).toEqual({
      office: "555-000-1111",
      home: "555-000-2222",
      email: "dee@example.org",
      website: "https://dee.example.org",
    });
  });

  it("leaves out a missing city and shows the job title or organization alone", async () => {
    const user = await member("dee@example.org", { jobTitle: "Financial Counselor" });
    await createAddress(user.id, { addressLine1: "1 Home Rd", city: null, state: "AE", country: "DE" });
    expect((await getProfileSidebar(user.id, NOW)).summary).toMatchObject({ place: "AE, DE", job: "Financial Counselor" });
    await db.user.update({ where: { id: user.id }, data: { jobTitle: null, organization: "GreenPath" } });
    expect((await getProfileSidebar(user.id, NOW)).summary.job).toBe("GreenPath");
  });

  it("lists an active membership as 'In Good Standing' (primary)", async () => {
    const user = await member();
    await activeSinceAugust(user.id);
    expect((await getProfileSidebar(user.id, NOW)).myProfile).toEqual([
      { key: "membership", label: "Professional Membership", badge: "In Good Standing", tone: "primary" },
    ]);
  });

  it("leaves out an expired, a not yet started and an unapproved membership", async () => {
    const user = await member();
    await expiredMembership(user.id, { start: new Date("2024-01-01T05:00:00Z"), now: NOW });
    await createMembership(user.id, { start: new Date("2027-01-01T05:00:00Z"), end: new Date("2027-12-31T05:00:00Z") });
    await createMembership(user.id, { start: new Date("2026-11-01T04:00:00Z"), end: new Date("2027-10-31T04:00:00Z"), approved: false });
    expect((await getProfileSidebar(user.id, NOW)).myProfile).toEqual([]);
    expect(await isValidMember(user.id, NOW)).toBe(false);
  });

  it("shows the certification with its status as the badge and its credential link", async () => {
    const user = await member();
    const { userCertification: uc } = await certifiedInGoodStanding(user.id, {
      now: NOW,
      accredibleUrl: "https://credential.example/afc-1",
    });
    expect((await getProfileSidebar(user.id, NOW)).myProfile).toEqual([
      {
        key: `certification-${uc.id}`,
        label: "Accredited Financial Counselor",
        badge: "In Good Standing",
        tone: "primary",
        href: "https://credential.example/afc-1",
      },
    ]);
  });

  it("a lapsed or revoked certification has a warning badge with its label", async () => {
    const user = await member();
    const { userCertification: uc } = await lapsedCertification(user.id, { now: NOW, accredibleUrl: null });
    expect((await getProfileSidebar(user.id, NOW)).myProfile).toEqual([
      { key: `certification-${uc.id}`, label: "Accredited Financial Counselor", badge: "Lapsed for CEUs", tone: "warning" },
    ]);
    await db.userCertification.update({ where: { id: uc.id }, data: { status: CERTIFICATION_STATUS.revoked } });
    expect((await getProfileSidebar(user.id, NOW)).myProfile[0]).toMatchObject({ badge: "Revoked", tone: "warning" });
  });

  it("lists completed trainings (credential link, 'Completed') before enrolled ones ('In Progress', or 'Pending')", async () => {
    const user = await member();
    const enrolled = await essentialsCourse({ name: "Budgeting Basics" });
    const pending = await essentialsCourse({ name: "Credit and Debt" });
    const done = await essentialsCourse({ name: "Money Management Essentials 101" });
    const inProgress = await essentialsCourse({ name: "Saving and Investing" });
    const ut1 = await courseEnrolment(user.id, enrolled.id, { status: USER_TRAINING_STATUS.enrolled });
    const ut2 = await courseEnrolment(user.id, pending.id, { status: USER_TRAINING_STATUS.pending });
    const ut3 = await courseEnrolment(user.id, done.id, {
      status: USER_TRAINING_STATUS.completed,
      accredibleUrl: "https://credential.example/mme-101",
    });
    const ut4 = await courseEnrolment(user.id, inProgress.id, { status: USER_TRAINING_STATUS.inProgress });
    expect((await getProfileSidebar(user.id, NOW)).myProfile).toEqual([
      {
        key: `training-${ut3.id}`,
        label: "Money Management Essentials 101",
        badge: "Completed",
        tone: "primary",
        href: "https://credential.example/mme-101",
      },
      { key: `training-${ut1.id}`, label: "Budgeting Basics", badge: "In Progress", tone: "warning" },
      { key: `training-${ut2.id}`, label: "Credit and Debt", badge: "Pending", tone: "warning" },
      { key: `training-${ut4.id}`, label: "Saving and Investing", badge: "In Progress", tone: "warning" },
    ]);
  });

  it("shows an unfinished certification registration as 'In Progress', or 'Expired' once it expired", async () => {
    const user = await member();
    const reg = await registrationAtStep(user.id);
    expect((await getProfileSidebar(user.id, NOW)).myProfile).toEqual([
      { key: `registration-${reg.id}`, label: "Accredited Financial Counselor Registration", badge: "In Progress", tone: "warning" },
    ]);
    await db.registration.update({ where: { id: reg.id }, data: { expirationStatus: EXPIRATION_STATUS.expired } });
    expect((await getProfileSidebar(user.id, NOW)).myProfile).toEqual([
      { key: `registration-${reg.id}`, label: "Accredited Financial Counselor Registration", badge: "Expired", tone: "warning" },
    ]);
  });

  it("leaves out a completed certification registration and training registrations", async () => {
    const user = await member();
    const training = await essentialsCourse({ name: "Budgeting Basics" });
    await createRegistration(user.id, { certificationId: (await afc()).id, status: REGISTRATION_STATUS.complete });
    await createRegistration(user.id, { trainingId: training.id, status: REGISTRATION_STATUS.preRegistration });
    expect((await getProfileSidebar(user.id, NOW)).myProfile).toEqual([]);
  });

  it("shows everything together in order: membership, certification, trainings, registration", async () => {
    const user = await member();
    await activeSinceAugust(user.id);
    await certifiedInGoodStanding(user.id, { now: NOW });
    const training = await essentialsCourse({ name: "Budgeting Basics" });
    await courseEnrolment(user.id, training.id, { status: USER_TRAINING_STATUS.completed });
    const other = await createCertification({ key: "fbc", name: "Financial Behavior Coach" });
    await createRegistration(user.id, { certificationId: other.id, status: REGISTRATION_STATUS.registrationApproval });
    expect((await getProfileSidebar(user.id, NOW)).myProfile.map((i) => `${i.label}: ${i.badge}`)).toEqual([
      "Professional Membership: In Good Standing",
      "Accredited Financial Counselor: In Good Standing",
      "Budgeting Basics: Completed",
      "Financial Behavior Coach Registration: In Progress",
    ]);
  });

  // Counted by SQLite's statement cache; Prisma sends PostgreSQL the same statements.
  it.skipIf(onPostgresql)("reads a new member's sidebar in 6 statements, and one with a row of every kind in at most 11", async () => {
    /** SQL statements one sidebar read runs (lib/statement-cache.server.ts counts every one). */
    async function statements(userId: number) {
      const before = statementsRun();
      await getProfileSidebar(userId, NOW);
      return statementsRun() - before;
    }
    const user = await member();
    await getProfileSidebar(user.id, NOW); // warm-up: the client connects on first use
    // Six since the trainings are grouped by the one rule (decision 46), which reads the training registrations too.
    expect(await statements(user.id)).toBe(6);
    await activeSinceAugust(user.id);
    await certifiedInGoodStanding(user.id, { now: NOW });
    await registrationAtStep(user.id);
    for (const name of ["Budgeting Basics", "Credit and Debt"]) await courseEnrolment(user.id, (await essentialsCourse({ name })).id);
    await createAddress(user.id, { addressLine1: "1 Home Rd", city: "Norfolk", state: "VA" });
    // Ten statements before the names were looked up by id instead of one nested select each.
    // Plus the training registrations and the trainings' category keys since the grouping (the dashboard read them already).
    expect(await statements(user.id)).toBeLessThanOrEqual(11);
    expect((await getProfileSidebar(user.id, NOW)).myProfile.map((i) => `${i.label}: ${i.badge}`)).toEqual([
      "Professional Membership: In Good Standing",
      "Accredited Financial Counselor: In Good Standing",
      "Budgeting Basics: In Progress",
      "Credit and Debt: In Progress",
      "Accredited Financial Counselor Registration: In Progress",
    ]);
  });

  it("shows nothing of another member's records", async () => {
    const user = await member();
    const other = await member("other@example.org", { jobTitle: "Boss", organization: "Elsewhere", publicBio: "Theirs" });
    await activeSinceAugust(other.id);
    await certifiedInGoodStanding(other.id, { now: NOW });
    await registrationAtStep(other.id);
    await courseEnrolment(other.id, (await essentialsCourse({ name: "Budgeting Basics" })).id);
    await createAddress(other.id, { addressLine1: "9 Far Rd", city: "Dallas", state: "TX" });
    const sidebar = await getProfileSidebar(user.id, NOW);
    expect(sidebar.myProfile).toEqual([]);
    expect(sidebar.summary).toMatchObject({ place: null, job: null });
    expect(sidebar.completeness.social).toBe(false);
  });

  it("marks Professional Info and Social Details complete once their fields are filled", async () => {
    const category = await workAreaCategory("Nonprofit");
    const user = await member("dee@example.org", {
      organization: "GreenPath",
      jobTitle: "Counselor",
      yearsOfService: "6-10",
      primaryWorkAreaCategoryId: category.id,
    });
    expect((await getProfileSidebar(user.id, NOW)).completeness).toEqual({
      contact: true,
      account: true,
      professional: true,
      payment: true,
      product: true,
      social: false,
    });
    await updateSocial(
      memberActor(user.id),
      {
        publicBio: "I help families budget.",
        memberBio: null,
        twitterHandle: null,
        instagramProfile: null,
        linkedinProfile: null,
        facebookProfile: null,
      },
      NOW,
    );
    expect((await getProfileSidebar(user.id, NOW)).completeness.social).toBe(true);
  });
});

describe("updateContactInfo", () => {
  it("saves every field, marks the profile updated, and reads the date of birth back for the date input", async () => {
    const user = await member();
    expect(await updateContactInfo(memberActor(user.id), contactInput, NOW)).toBeNull();
    const saved = await db.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(saved).toMatchObject({
      firstName: "Deanna",
      middleName: "Q",
      lastName: "Membership",
      suffix: "Jr.",
      gender: "female",
      ethnicity: "Asian",
      website: "https://dee.example.org",
      contactMethod: 3,
      workPhone: "555-000-1111",
      homePhone: null,
      cellPhone: "555-123-4567",
      willText: true,
      agreeTos: true,
      profileLastUpdated: NOW,
    });
    expect((await getContactInfo(user.id)).dateOfBirth).toBe("1980-02-29");
  });

  it("clears what the form leaves blank", async () => {
    const user = await member("dee@example.org", {
      middleName: "Q",
      website: "https://old.example.org",
      dateOfBirth: new Date("1980-02-29T05:00:00Z"),
      willText: true,
      agreeTos: true,
      cellPhone: "555",
    });
    await updateContactInfo(
      memberActor(user.id),
      {
        ...contactInput,
        middleName: null,
        website: null,
        dateOfBirth: null,
        willText: false,
        agreeTos: false,
        cellPhone: null,
        contactMethod: 0,
      },
      NOW,
    );
    const saved = await db.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(saved).toMatchObject({
      middleName: null,
      website: null,
      dateOfBirth: null,
      willText: false,
      agreeTos: false,
      cellPhone: null,
      contactMethod: 0,
    });
    expect((await getContactInfo(user.id)).dateOfBirth).toBe("");
  });

  it("sets one of the member's own addresses as primary", async () => {
    const user = await member();
    await createAddress(user.id, { addressLine1: "1 Home Rd", city: "Norfolk", state: "VA" });
    const address = await createAddress(user.id, { name: "Work", addressLine1: "2 Office Pl", city: "Richmond", state: "VA" });
    expect(await updateContactInfo(memberActor(user.id), { ...contactInput, primaryAddressId: address.id }, NOW)).toBeNull();
    expect((await getContactInfo(user.id)).primaryAddressId).toBe(address.id);
    expect((await getProfileSidebar(user.id, NOW)).summary.place).toBe("Richmond, VA, US");
  });

  it("refuses another member's address as primary and changes nothing", async () => {
    const user = await member();
    const other = await member("other@example.org");
    const theirs = await createAddress(other.id, { addressLine1: "9 Far Rd", state: "TX" });
    expect(await updateContactInfo(memberActor(user.id), { ...contactInput, primaryAddressId: theirs.id }, NOW)).toEqual({
      kind: "invalid",
      errors: { primaryAddressId: ["Please choose one of your addresses."] },
    });
    expect(await updateContactInfo(memberActor(user.id), { ...contactInput, primaryAddressId: 999_999 }, NOW)).toMatchObject({
      kind: "invalid",
      errors: { primaryAddressId: expect.any(Array) },
    });
    const saved = await db.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(saved).toMatchObject({ firstName: "Dee", primaryAddressId: null, profileLastUpdated: null });
  });
});

describe("auditing profile saves", () => {
  const events = () =>
    db.auditEvent.findMany({
      orderBy: { id: "asc" },
      select: { actorId: true, actingAsUserId: true, action: true, entityType: true, entityId: true, after: true },
    });

  it("records a Contact Info save an impersonating admin makes, once, with the admin as actor and what was saved", async () => {
    const user = await member();
    const admin = await member("admin@example.org", { role: "admin" });
    expect(await updateContactInfo({ userId: user.id, impersonatorId: admin.id, admin: false }, contactInput, NOW)).toBeNull();
    expect(await events()).toEqual([
      {
        actorId: admin.id,
        actingAsUserId: user.id,
        action: "profile.contact.update",
        entityType: "User",
        entityId: user.id,
        after: contactInput,
      },
    ]);
  });

  it("keeps what each changed field was, and the admin's address, for an impersonated change", async () => {
    const user = await member();
    const admin = await member("admin@example.org", { role: "admin" });
    const asAdmin = { userId: user.id, impersonatorId: admin.id, admin: false, ipAddress: "203.0.113.5" };
    await updateProductSettings(asAdmin, { mediaResource: true }, NOW);
    const event = await db.auditEvent.findFirstOrThrow();
    expect(event).toMatchObject({ ipAddress: "203.0.113.5", after: { mediaResource: true } });
    expect(event.before).toEqual({ mediaResource: false, profileLastUpdated: null });
    await updateContactInfo(asAdmin, contactInput, NOW);
    const contact = await db.auditEvent.findFirstOrThrow({ where: { action: "profile.contact.update" } });
    expect(contact.before).toMatchObject({ firstName: "Dee" });
    expect(contact.before).not.toHaveProperty("passwordHash");
    expect(Object.keys(contact.before as object)).toEqual(expect.arrayContaining(["firstName", "lastName", "cellPhone"]));
  });

  it("records nothing for a member's own save, or a refused one", async () => {
    const user = await member();
    const admin = await member("admin@example.org", { role: "admin" });
    expect(await updateContactInfo(memberActor(user.id), contactInput, NOW)).toBeNull();
    const refused = { ...contactInput, primaryAddressId: 999_999 };
    expect(await updateContactInfo({ userId: user.id, impersonatorId: admin.id, admin: false }, refused, NOW)).toMatchObject({
      kind: "invalid",
    });
    await updateProductSettings(memberActor(user.id), { mediaResource: true }, NOW);
    await optInToTexts(memberActor(user.id), "5551234567", NOW);
    expect(await db.auditEvent.count()).toBe(0);
  });

  it("records the other tabs' saves with their own actions", async () => {
    const user = await member();
    const admin = await member("admin@example.org", { role: "admin" });
    const asAdmin = { userId: user.id, impersonatorId: admin.id, admin: false };
    const social = {
      publicBio: "Hi",
      memberBio: null,
      twitterHandle: null,
      instagramProfile: null,
      linkedinProfile: null,
      facebookProfile: null,
    };
    await updateProductSettings(asAdmin, { mediaResource: true }, NOW);
    await updateSocial(asAdmin, social, NOW);
    await optInToTexts(asAdmin, "5551234567", NOW);
    const who = { actorId: admin.id, actingAsUserId: user.id, entityType: "User", entityId: user.id };
    expect(await events()).toEqual([
      { ...who, action: "profile.settings.update", after: { mediaResource: true } },
      { ...who, action: "profile.social.update", after: social },
      { ...who, action: "profile.textOptIn", after: { cellPhone: "5551234567" } },
    ]);
  });
});

describe("updateAccount", () => {
  async function sessions(userId: number, ...ids: string[]) {
    for (const id of ids) await db.session.create({ data: { id, userId, expiresAt: new Date(Date.now() + 3_600_000) } });
  }
  const sessionIds = async (userId: number) => (await db.session.findMany({ where: { userId }, orderBy: { id: "asc" } })).map((s) => s.id);
  const thisSession = "this-browser";

  it("saving the same email with no new password needs no current password and changes nothing", async () => {
    const user = await member();
    expect(await updateAccount(memberActor(user.id), { email: "dee@example.org" }, thisSession, NOW)).toEqual({
      passwordChanged: false,
    });
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).profileLastUpdated).toBeNull();
  });

  it("asks for the current password to change the email or the password", async () => {
    const user = await member();
    const message = "Please enter your current password to change your email or password.";
    expect(await updateAccount(memberActor(user.id), { email: "new@example.org" }, thisSession, NOW)).toEqual({
      kind: "invalid",
      errors: { currentPassword: [message] },
    });
    expect(
      await updateAccount(
        memberActor(user.id),
        { email: "dee@example.org", password: "a-new-password", passwordConfirmation: "a-new-password" },
        thisSession,
        NOW,
      ),
    ).toEqual({
      kind: "invalid",
      errors: { currentPassword: [message] },
    });
    const saved = await db.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(saved.email).toBe("dee@example.org");
    expect(await verifyPassword(PASSWORD, saved.passwordHash)).toBe(true);
  });

  it("refuses a wrong current password", async () => {
    const user = await member();
    expect(
      await updateAccount(memberActor(user.id), { email: "new@example.org", currentPassword: "not-my-password" }, thisSession, NOW),
    ).toEqual({
      kind: "invalid",
      errors: { currentPassword: ["Your current password is not correct."] },
    });
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).email).toBe("dee@example.org");
  });

  it("refuses an email another account uses", async () => {
    const user = await member();
    await member("taken@example.org");
    expect(await updateAccount(memberActor(user.id), { email: "taken@example.org", currentPassword: PASSWORD }, thisSession, NOW)).toEqual({
      kind: "invalid",
      errors: { email: ["An account with this email already exists."] },
    });
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).email).toBe("dee@example.org");
  });

  it("changes the email with the current password and keeps every session", async () => {
    const user = await member();
    await sessions(user.id, "this-browser", "phone");
    expect(
      await updateAccount(memberActor(user.id), { email: "dee.new@example.org", currentPassword: PASSWORD }, thisSession, NOW),
    ).toEqual({
      passwordChanged: false,
    });
    expect(await db.user.findUniqueOrThrow({ where: { id: user.id } })).toMatchObject({
      email: "dee.new@example.org",
      profileLastUpdated: NOW,
    });
    expect(await sessionIds(user.id)).toEqual(["phone", "this-browser"]);
    expect(await db.auditEvent.count()).toBe(0);
  });

  it("a new password ends the member's other sessions and reset links but keeps this one", async () => {
    const user = await member();
    const other = await member("other@example.org");
    await sessions(user.id, "this-browser", "phone", "laptop");
    await sessions(other.id, "someone-else");
    await db.passwordResetToken.create({ data: { userId: user.id, tokenHash: "abc", expiresAt: new Date(Date.now() + 3_600_000) } });
    const result = await updateAccount(
      memberActor(user.id),
      { email: "dee@example.org", password: "a-new-password", passwordConfirmation: "a-new-password", currentPassword: PASSWORD },
      thisSession,
      NOW,
    );
    expect(result).toEqual({ passwordChanged: true });
    const saved = await db.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(await verifyPassword("a-new-password", saved.passwordHash)).toBe(true);
    expect(await verifyPassword(PASSWORD, saved.passwordHash)).toBe(false);
    expect(await sessionIds(user.id)).toEqual(["this-browser"]);
    expect(await sessionIds(other.id)).toEqual(["someone-else"]);
    expect(await db.passwordResetToken.count({ where: { userId: user.id } })).toBe(0);
  });

  it("an impersonating admin can change neither the email nor the password: refused, nothing saved, sent or audited", async () => {
    const user = await member();
    const admin = await member("admin@example.org", { role: "admin" });
    await sessions(user.id, "member-phone");
    const asAdmin = { userId: user.id, impersonatorId: admin.id, admin: false, ipAddress: "203.0.113.5" };
    for (const input of [
      { email: "dee.fixed@example.org" },
      { email: "dee@example.org", password: "a-new-password", passwordConfirmation: "a-new-password" },
      { email: "dee.fixed@example.org", password: "a-new-password", passwordConfirmation: "a-new-password", currentPassword: PASSWORD },
    ]) {
      expect(await updateAccount(asAdmin, input, "admin-browser", NOW)).toEqual({
        kind: "invalid",
        errors: { "": [IMPERSONATOR_ACCOUNT_MESSAGE] },
      });
    }
    const saved = await db.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(saved.email).toBe("dee@example.org");
    expect(await verifyPassword(PASSWORD, saved.passwordHash)).toBe(true);
    expect(await sessionIds(user.id)).toEqual(["member-phone"]);
    expect(await db.auditEvent.count()).toBe(0);
    expect(await db.emailMessage.count()).toBe(0);
  });

  it("emails the member about a new password, and both addresses about a new email", async () => {
    const user = await member();
    await updateAccount(
      memberActor(user.id),
      { email: "dee@example.org", password: "a-new-password", passwordConfirmation: "a-new-password", currentPassword: PASSWORD },
      thisSession,
      NOW,
    );
    const password = await db.emailMessage.findMany({ select: { to: true, subject: true, text: true, userId: true } });
    expect(password).toMatchObject([{ to: "dee@example.org", subject: "Your password was changed", userId: user.id }]);
    expect(password[0]?.text).not.toContain("a-new-password");
    expect(password[0]?.text).toMatch(/\/password\/reset/);

    await db.emailMessage.deleteMany();
    await updateAccount(memberActor(user.id), { email: "dee.new@example.org", currentPassword: "a-new-password" }, thisSession, NOW);
    const email = await db.emailMessage.findMany({ orderBy: { id: "asc" }, select: { to: true, subject: true, text: true } });
    expect(email.map((m) => [m.to, m.subject])).toEqual([
      ["dee@example.org", "Your account email was changed"],
      ["dee.new@example.org", "This is now your account email"],
    ]);
    expect(email[0]?.text).toContain("from dee@example.org to dee.new@example.org");
  });
});

describe("product settings", () => {
  it("round-trips the media-resource choice", async () => {
    const user = await member();
    expect(await getProductSettings(user.id)).toEqual({ mediaResource: false });
    await updateProductSettings(memberActor(user.id), { mediaResource: true }, NOW);
    expect(await getProductSettings(user.id)).toEqual({ mediaResource: true });
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).profileLastUpdated).toEqual(NOW);
    await updateProductSettings(memberActor(user.id), { mediaResource: false }, NOW);
    expect(await getProductSettings(user.id)).toEqual({ mediaResource: false });
  });
});

describe("updateSocial", () => {
  const social = {
    publicBio: "Public words",
    memberBio: "For members only",
    twitterHandle: "@dee",
    instagramProfile: "dee.ig",
    linkedinProfile: "https://linkedin.example/dee",
    facebookProfile: null,
  };

  it("saves the member bio of a valid member", async () => {
    const user = await member();
    await activeSinceAugust(user.id);
    await updateSocial(memberActor(user.id), social, NOW);
    expect(await getSocial(user.id, NOW)).toEqual({ ...social, validMember: true });
    await updateSocial(memberActor(user.id), { ...social, memberBio: null }, NOW);
    expect((await getSocial(user.id, NOW)).memberBio).toBeNull();
  });

  it("keeps the member bio as it was for someone who is not a valid member, and saves the rest", async () => {
    const user = await member("dee@example.org", { memberBio: "Written while a member" });
    await updateSocial(memberActor(user.id), social, NOW);
    expect(await getSocial(user.id, NOW)).toEqual({ ...social, memberBio: "Written while a member", validMember: false });
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).profileLastUpdated).toEqual(NOW);
  });
});

describe("optInToTexts", () => {
  it("turns texts on with the terms agreed and stores the cell phone", async () => {
    const user = await member();
    expect(await getOptIn(user.id)).toEqual({ willText: false, agreeTos: false, cellPhone: null });
    await optInToTexts(memberActor(user.id), "5551234567", NOW);
    expect(await getOptIn(user.id)).toEqual({ willText: true, agreeTos: true, cellPhone: "5551234567" });
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).profileLastUpdated).toEqual(NOW);
  });
});

describe("getPaymentInfo", () => {
  it("lists the member's own succeeded and refunded payments, newest first, with the saved card", async () => {
    const user = await member("dee@example.org", { pmType: "Visa", pmLastFour: "4242" });
    const other = await member("other@example.org");
    const { transaction: older } = await paidOrder(user.id, [line(PRODUCT_KIND.membership, "Professional Membership", 15000)], {
      at: new Date("2026-03-02T15:00:00Z"),
    });
    const { transaction: refunded } = await paidOrder(user.id, [line(PRODUCT_KIND.donation, "Donation", 5000)], {
      at: new Date("2026-06-02T15:00:00Z"),
      refunded: true,
    });
    const { transaction: newest } = await paidOrder(
      user.id,
      [
        line(PRODUCT_KIND.renewal, "AFC Annual Certification Fee 2026", 9500),
        line(PRODUCT_KIND.donation, "Donation", 2500),
        line(PRODUCT_KIND.shipping, "Shipping", 2500),
      ],
      { at: new Date("2026-09-10T02:30:00Z") },
    );
    await paymentInProgress(user.id, { at: new Date("2026-10-01T15:00:00Z") });
    await failedPayment(user.id, { at: new Date("2026-10-02T15:00:00Z") });
    await paidOrder(other.id, [line(PRODUCT_KIND.donation, "Someone else's")], { at: new Date("2026-10-03T15:00:00Z") });
    const info = await getPaymentInfo(user.id);
    expect(info.card).toEqual({ brand: "Visa", lastFour: "4242" });
    expect(info.total).toBe(3);
    expect(info.payments).toEqual([
      // 02:30 UTC on Sept 10 is the evening of Sept 9 in New York.
      {
        id: newest.id,
        date: "09/09/2026",
        amountCents: 14500,
        status: "succeeded",
        description: "AFC Annual Certification Fee 2026 and 2 more",
      },
      { id: refunded.id, date: "06/02/2026", amountCents: 5000, status: "refunded", description: "Donation" },
      { id: older.id, date: "03/02/2026", amountCents: 15000, status: "succeeded", description: "Professional Membership" },
    ]);
  });

  it("has no card and no payments for a new member; a payment without items reads 'Payment'", async () => {
    const user = await member();
    expect(await getPaymentInfo(user.id)).toEqual({ card: null, total: 0, payments: [] });
    await paidOrder(user.id, [], { at: new Date("2026-03-02T15:00:00Z") });
    expect((await getPaymentInfo(user.id)).payments[0]?.description).toBe("Payment");
    await db.user.update({ where: { id: user.id }, data: { pmLastFour: "1881" } });
    expect((await getPaymentInfo(user.id)).card).toEqual({ brand: "Card", lastFour: "1881" });
  });

  it("shows the most recent payments up to the limit and counts them all", async () => {
    const user = await member();
    for (const day of [1, 2, 3]) {
      await paidOrder(user.id, [line(PRODUCT_KIND.donation, `Item ${day}`)], { at: new Date(`2026-03-0${day}T15:00:00Z`) });
    }
    const info = await getPaymentInfo(user.id, 2);
    expect(info.total).toBe(3);
    expect(info.payments.map((p) => p.description)).toEqual(["Item 3", "Item 2"]);
  });
});
