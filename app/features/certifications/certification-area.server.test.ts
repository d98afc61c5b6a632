import { beforeEach, describe, expect, it } from "vitest";
import { createCertification, createMember, createRegistration } from "../../../tests/factories/index.ts";
import { resetDatabase } from "../../../tests/setup/db.ts";
import { HTML_CARD_KEY } from "~/domain/constants.ts";
import { db } from "~/lib/db.server.ts";
import { certificationArea } from "./certification-area.server.ts";

beforeEach(() => resetDatabase());

const NOW = new Date("2026-11-25T15:00:00Z");

async function setup() {
  const member = await createMember();
  const afc = await createCertification({ name: "Accredited Financial Counselor" });
  await db.pathwayType.create({ data: { key: "education", name: "Education Pathway", deadlineMonths: 36, certificationId: afc.id } });
  return { member, afc };
}

describe("the certification area's view", () => {
  it("is Not certified with an enroll card, saying where a registration stands", async () => {
    const { member, afc } = await setup();
    await db.htmlCard.create({
      data: { key: HTML_CARD_KEY.certificationDashboardNotCertified, html: '<h1>Become an AFC</h1><img src="x" onerror="steal()">' },
    });
    let area = await certificationArea(member.id, NOW);
    expect(area).toMatchObject({ view: "not_certified", options: [{ certificationId: afc.id, state: "enroll" }] });
    expect(area.html).toBe('<h2>Become an AFC</h2><img src="x" />');

    const registration = await createRegistration(member.id, { certificationId: afc.id, step: "shipping" });
    expect(await certificationArea(member.id, NOW)).toMatchObject({ options: [{ state: "continue" }] });
    await db.registration.update({ where: { id: registration.id }, data: { status: "registration_approval", step: "pathway_approval" } });
    expect(await certificationArea(member.id, NOW)).toMatchObject({ options: [{ state: "under_review" }] });
    await db.lineItem.create({
      data: {
        userId: member.id,
        registrationId: registration.id,
        kind: "registration_fee",
        name: "Fee",
        priceCents: 100,
        finalPriceCents: 100,
      },
    });
    area = await certificationArea(member.id, NOW);
    expect(area).toMatchObject({ options: [{ state: "in_cart" }] });
  });

  it("is Candidate after paying, with progress out of 4", async () => {
    const { member, afc } = await setup();
    const registration = await createRegistration(member.id, {
      certificationId: afc.id,
      status: "post_registration",
      step: "exam",
      requiredHours: 1000,
      deadline: new Date("2027-01-10T12:00:00Z"),
      codeOfEthicsSignature: "Pat Member",
      codeOfEthicsSignedAt: new Date("2026-10-01T12:00:00Z"),
    });
    const serviceType = await db.fellowshipServiceType.create({ data: { name: "Counseling", allowed: 1000 } });
    await db.experience.create({
      data: {
        registrationId: registration.id,
        fellowshipServiceTypeId: serviceType.id,
        organization: "Credit Union",
        hours: 500,
        status: "approved",
        supervisorName: "Sam Super",
        supervisorEmail: "sam@example.org",
        supervisorPhone: "5555550100",
        description: "Counseling sessions",
        startDate: NOW,
        endDate: NOW,
      },
    });
    const area = await certificationArea(member.id, NOW);
    expect(area.view).toBe("candidate");
    if (area.view !== "candidate") return;
    // experience 50%, ethics signed, exam not passed, education always: 2.5 of 4
    expect(area.progress).toMatchObject({
      score: 2.5,
      experienceHours: 500,
      experiencePercent: 50,
      ethicsSignedOn: "10/01/2026",
      deadlineSoon: true,
      canFinish: false,
      examAttemptsLeft: 5,
      examCandidateId: `AFCPE${String(member.id).padStart(6, "0")}`,
      ethicsHtml: null,
    });
    // A paid course material with its supplier course: the education link signs on to the supplier.
    const material = await db.courseMaterial.create({ data: { name: "Learning System" } });
    const paid = await db.transaction.create({
      data: {
        userId: member.id,
        type: "purchase",
        status: "succeeded",
        amountCents: 100,
        idempotencyKey: "t-1",
        paymentMethodType: "stripe",
      },
    });
    await db.registrationCourseMaterial.create({
      data: { registrationId: registration.id, courseMaterialId: material.id, hcCourseId: "HC-9", transactionId: paid.id },
    });
    // Every requirement met: Finish opens the final steps.
    await db.experience.updateMany({ where: { registrationId: registration.id }, data: { hours: 1000 } });
    await db.examAttempt.create({ data: { registrationId: registration.id, name: "AFC", result: "P", transactionId: paid.id } });
    const done = await certificationArea(member.id, NOW);
    expect(done).toMatchObject({
      progress: { score: 4, canFinish: true, finishHref: expect.stringMatching(/\/final\/certificate_name$/) },
    });
    if (done.view === "candidate") expect(done.progress.learningUrl).toMatch(/\/sso\/course\?course=HC-9$/);
  });

  it("stays Candidate in final approval; past the deadline it is not, until an approved extension reopens it", async () => {
    const { member, afc } = await setup();
    const registration = await createRegistration(member.id, {
      certificationId: afc.id,
      status: "final_approval",
      step: "final_summary",
      deadline: new Date("2027-01-10T12:00:00Z"),
    });
    expect((await certificationArea(member.id, NOW)).view).toBe("candidate");
    await db.registration.update({
      where: { id: registration.id },
      data: { status: "post_registration", deadline: new Date("2026-11-01T12:00:00Z") },
    });
    expect((await certificationArea(member.id, NOW)).view).toBe("not_certified");
    await db.registration.update({
      where: { id: registration.id },
      data: { deadline: new Date("2027-05-01T12:00:00Z"), expirationStatus: "expired_with_extension" },
    });
    await db.extension.create({
      data: { userId: member.id, registrationId: registration.id, approved: true, completedHours: 1, signature: "Pat", submittedAt: NOW },
    });
    expect((await certificationArea(member.id, NOW)).view).toBe("candidate");
  });

  it("is Certified when the member holds a certification, with the revoked warning or the lapse date within 90 days", async () => {
    const { member, afc } = await setup();
    await db.userCertification.create({
      data: { userId: member.id, certificationId: afc.id, status: "good_standing", expiresAt: new Date("2026-12-31T12:00:00Z") },
    });
    let area = await certificationArea(member.id, NOW);
    expect(area).toMatchObject({
      view: "certified",
      certificates: [{ name: "Accredited Financial Counselor", revoked: false, lapsesSoonOn: "12/31/2026" }],
    });
    await db.userCertification.updateMany({
      where: { userId: member.id },
      data: { status: "revoked", expiresAt: new Date("2028-01-01T12:00:00Z") },
    });
    area = await certificationArea(member.id, NOW);
    expect(area).toMatchObject({ view: "certified", certificates: [{ revoked: true, lapsesSoonOn: null }] });
  });
});
