import { beforeEach, describe, expect, it } from "vitest";
import {
  approvedExtension,
  certificationReference,
  certifiedInGoodStanding,
  createMember,
  inPostRegistration,
  practiceExamBundleUnused,
  practiceExamInCart,
  practiceExamsTaken,
  readyForFinalSteps,
  registrationAtStep,
  registrationInCart,
  revokedCertification,
  waitingInFinalApproval,
  waitingInPathwayReview,
} from "../../../tests/factories/index.ts";
import { resetDatabase } from "../../../tests/setup/db.ts";
import { HTML_CARD_KEY, REGISTRATION_STEP } from "~/domain/constants.ts";
import { db } from "~/lib/db.server.ts";
import { paths } from "~/lib/paths.ts";
import { certificationArea } from "./certification-area.server.ts";

beforeEach(() => resetDatabase());

const NOW = new Date("2026-11-25T15:00:00Z");

/** A member, and the AFC ("Accredited Financial Counselor") with its pathways. */
async function setup() {
  const member = await createMember();
  const reference = await certificationReference();
  return { member, afc: reference.certification, reference };
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

    // The latest registration says where it stands.
    await registrationAtStep(member.id, { step: REGISTRATION_STEP.shipping, now: NOW });
    expect(await certificationArea(member.id, NOW)).toMatchObject({ options: [{ state: "continue" }] });
    await waitingInPathwayReview(member.id, { now: NOW });
    expect(await certificationArea(member.id, NOW)).toMatchObject({ options: [{ state: "under_review" }] });
    await registrationInCart(member.id, { now: NOW });
    area = await certificationArea(member.id, NOW);
    expect(area).toMatchObject({ options: [{ state: "in_cart" }] });
  });

  it("is Candidate after paying, with progress out of 4", async () => {
    const { member, reference } = await setup();
    // A paid course material with its supplier course (the Learning System): the education link signs on to the supplier.
    const paid = { reference, now: NOW, materials: ["learningSystem"] as const };
    await inPostRegistration(member.id, {
      ...paid,
      deadline: new Date("2027-01-10T12:00:00Z"),
      ethics: { signature: "Pat Member", signedAt: new Date("2026-10-01T12:00:00Z") },
      experience: [{ status: "approved", hours: 500 }],
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
    // Every requirement met: Finish opens the final steps.
    const ready = await createMember();
    await readyForFinalSteps(ready.id, paid);
    const done = await certificationArea(ready.id, NOW);
    expect(done).toMatchObject({
      progress: { score: 4, canFinish: true, finishHref: expect.stringMatching(/\/final\/certificate_name$/) },
    });
    const course = reference.material.learningSystem.hcCourseId;
    if (done.view === "candidate") expect(done.progress.learningUrl).toMatch(new RegExp(`/sso/course\\?course=${course}$`));
  });

  it("shows the practice exam on the progress card: where to buy it, View in Cart, or each exam number's status", async () => {
    const { member } = await setup();
    const progress = async (userId: number) => {
      const area = await certificationArea(userId, NOW);
      expect(area.view).toBe("candidate");
      return area.view === "candidate" ? area.progress.practiceExam : undefined;
    };
    // Not bought: a link to the registration's practice exams, where it is bought.
    const { registration } = await inPostRegistration(member.id, { now: NOW });
    expect(await progress(member.id)).toEqual({ state: "not_purchased", href: paths.practiceExams.root(registration.id), exams: [] });

    // Waiting in the cart: View in Cart (still a candidate, not a registration in the cart).
    const shopper = await createMember();
    await practiceExamInCart(shopper.id, { now: NOW });
    expect(await progress(shopper.id)).toEqual({ state: "in_cart", href: paths.cart(), exams: [] });

    // Bought and unused: Exam #2 opens after Exam #1.
    const buyer = await createMember();
    const unused = await practiceExamBundleUnused(buyer.id, { now: NOW });
    expect(await progress(buyer.id)).toEqual({
      state: "purchased",
      href: paths.practiceExams.exam(unused.ids.registrationId, unused.ids.practiceExamId),
      exams: [
        { name: "Exam #1", status: "Not started" },
        { name: "Exam #2", status: "Opens after Exam #1" },
      ],
    });

    // Exam #1 taken (post-exam survey answered): its results are available and Exam #2 is open.
    const taker = await createMember();
    const taken = await practiceExamsTaken(taker.id, { now: NOW });
    expect(await progress(taker.id)).toEqual({
      state: "purchased",
      href: paths.practiceExams.exam(taken.ids.registrationId, taken.ids.practiceExamId),
      exams: [
        { name: "Exam #1", status: "Results available" },
        { name: "Exam #2", status: "Not started" },
      ],
    });
  });

  it("shows no practice exam line for a certification without a practice exam", async () => {
    const { member, reference } = await setup();
    await inPostRegistration(member.id, { now: NOW });
    await db.practiceExam.update({ where: { id: reference.practiceExam.id }, data: { certificationId: null } });
    const area = await certificationArea(member.id, NOW);
    expect(area).toMatchObject({ view: "candidate", progress: { practiceExam: null } });
  });

  it("stays Candidate in final approval; past the deadline it is not, until an approved extension reopens it", async () => {
    const { member } = await setup();
    await waitingInFinalApproval(member.id, { now: NOW, deadline: new Date("2027-01-10T12:00:00Z") });
    expect((await certificationArea(member.id, NOW)).view).toBe("candidate");
    const late = await createMember();
    await inPostRegistration(late.id, { now: NOW, deadline: new Date("2026-11-01T12:00:00Z") });
    expect((await certificationArea(late.id, NOW)).view).toBe("not_certified");
    const extended = await createMember();
    await approvedExtension(extended.id, { now: NOW, deadline: new Date("2026-11-01T12:00:00Z") });
    expect((await certificationArea(extended.id, NOW)).view).toBe("candidate");
  });

  it("is Certified when the member holds a certification, with the revoked warning or the lapse date within 90 days", async () => {
    const { member } = await setup();
    // issued in the reporting period running now, which ends 12/31/2026
    await certifiedInGoodStanding(member.id, { now: NOW });
    let area = await certificationArea(member.id, NOW);
    expect(area).toMatchObject({
      view: "certified",
      certificates: [{ name: "Accredited Financial Counselor", revoked: false, lapsesSoonOn: "12/31/2026" }],
    });
    const revoked = await createMember();
    await revokedCertification(revoked.id, { now: NOW });
    area = await certificationArea(revoked.id, NOW);
    expect(area).toMatchObject({ view: "certified", certificates: [{ revoked: true, lapsesSoonOn: null }] });
  });
});
