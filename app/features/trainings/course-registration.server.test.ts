import { setupServer } from "msw/node";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  activeMembership,
  approvedIndependentTrainer,
  courseAwaitingReview,
  courseCompleted,
  courseInCart,
  courseInProgress,
  courseRegistrationStarted,
  createAdmin,
  createMember,
  essentialsCourse,
  essentialsCourseOnSale,
  paymentInProgress,
  pendingTrainerApplication,
  trainingReference,
} from "../../../tests/factories/index.ts";
import { handlersFor } from "../../../tests/mocks/node.ts";
import { resetDatabase } from "../../../tests/setup/db.ts";
import { postForm, signedInRequest } from "../../../tests/setup/wizard.ts";
import { PRODUCT_KIND, REGISTRATION_STATUS, REGISTRATION_STEP, USER_TRAINING_STATUS } from "~/domain/constants.ts";
import { registrationDecision } from "~/features/course-registrations/decisions.server.ts";
import { getDashboard } from "~/features/dashboard/dashboard.server.ts";
import { getProfileSidebar } from "~/features/profile/profile.server.ts";
import { decide } from "~/kit/review/decide.server.ts";
import { adminActor, memberActor } from "~/lib/actor.ts";
import { db } from "~/lib/db.server.ts";
import {
  action as registrationAction,
  loader as registrationLoader,
} from "~/routes/_app.certifications-and-training.trainings.$categoryId._index.tsx";
import { action as trainingsAction } from "~/routes/_app.certifications-and-training.trainings._index.tsx";
import { loadTrainingsPage, type TrainingsPage } from "./catalogue.server.ts";
import { fulfilTraining } from "./course-fulfilment.server.ts";
import {
  addCourseToCart,
  COURSE_MESSAGES,
  loadCourseRegistration,
  startCourseRegistration,
  submitCourseForReview,
} from "./course-registration.server.ts";

const server = setupServer(...handlersFor(["accredible", "mail"]));
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterAll(() => server.close());
beforeEach(() => resetDatabase());

const now = new Date("2026-11-21T15:00:00Z");

async function page(userId: number, tab: string | null = null) {
  return loadTrainingsPage(userId, tab, now);
}
function rowsOf<T extends TrainingsPage["view"]["tab"]>(p: TrainingsPage, tab: T) {
  if (p.view.tab !== tab) throw new Error(`expected the ${tab} tab`);
  return p.view.rows as Extract<TrainingsPage["view"], { tab: T }>["rows"];
}
const available = async (userId: number) => rowsOf(await page(userId), "available");
const inProgress = async (userId: number) => rowsOf(await page(userId, "in-progress"), "in-progress");
const complete = async (userId: number) => rowsOf(await page(userId, "complete"), "complete");

/** The Money Management Essentials course (list $149, members $99) and its category. */
async function mme() {
  const ref = await trainingReference();
  return { ...ref.mme, categoryId: ref.essentials.id, trainerCategoryId: ref.trainerCategory.id };
}

/** A GET of the registration page as the member: the page's data, or where it redirects. */
async function openRegistration(userId: number, categoryId: number) {
  try {
    const request = await signedInRequest(userId, `/certifications-and-training/trainings/${categoryId}`);
    return {
      data: await registrationLoader({ request, params: { categoryId: String(categoryId) }, context: { cspNonce: "", requestId: "test" } }),
    };
  } catch (thrown) {
    if (thrown instanceof Response) return { status: thrown.status, location: thrown.headers.get("Location") };
    throw thrown;
  }
}

describe("the Essentials courses page", () => {
  it("lists the catalogue with the price the cart would charge, and the independent trainer program through its own page", async () => {
    const course = await mme();
    const member = await createMember();
    const other = await createMember();
    await activeMembership(member.id, { now });
    const rows = await available(member.id);
    expect(rows.map((r) => [r.name, r.price, r.listPrice, r.action.kind])).toEqual([
      ["Independent Trainer Program", "$350.00", null, "apply"],
      ["Money Management Essentials", "$99.00", "$149.00", "register"],
    ]);
    expect(rows[1]?.action).toEqual({ kind: "register", href: `/certifications-and-training/trainings/${course.categoryId}?index` });
    expect((await available(other.id)).map((r) => r.price)).toEqual(["$350.00", "$149.00"]);
  });

  it("shows a course in the cart as In Cart and one waiting for review as under review, never Register", async () => {
    await mme();
    const inCart = await createMember();
    await courseInCart(inCart.id);
    expect((await available(inCart.id)).find((r) => r.name === "Money Management Essentials")?.action).toEqual({
      kind: "in_cart",
      href: "/cart",
    });
    const waiting = await createMember();
    await courseAwaitingReview(waiting.id, { now });
    expect((await available(waiting.id)).find((r) => r.name === "Money Management Essentials")?.action).toEqual({ kind: "under_review" });
    expect(await inProgress(waiting.id)).toEqual([]);
  });

  it("links an In Progress course to the learning system, Pending without a link, and a completed one to its credential", async () => {
    const course = await mme();
    const learner = await createMember();
    const { registration } = await courseInProgress(learner.id, { now });
    expect(await inProgress(learner.id)).toEqual([
      {
        trainingId: course.id,
        name: "Money Management Essentials",
        badge: "In Progress",
        courseUrl: "https://learn.example.org/d2l/home/BS-MME-100",
        finishRegistrationId: registration.id,
      },
    ]);
    const waiting = await createMember();
    await courseInProgress(waiting.id, { now, pending: true });
    expect(await inProgress(waiting.id)).toMatchObject([{ badge: "Pending", courseUrl: null, finishRegistrationId: null }]);
    const done = await createMember();
    await courseCompleted(done.id, { now, accredibleUrl: "https://www.credential.net/mme-done" });
    expect(await complete(done.id)).toEqual([
      { trainingId: course.id, name: "Money Management Essentials", credentialUrl: "https://www.credential.net/mme-done" },
    ]);
    expect((await available(done.id)).map((r) => r.name)).toEqual(["Independent Trainer Program"]);
  });

  it("agrees with the dashboard's card and the profile sidebar", async () => {
    await mme();
    const member = await createMember();
    await courseCompleted(member.id, { now, accredibleUrl: "https://www.credential.net/mme" });
    await courseInProgress(member.id, { now, training: await essentialsCourseOnSale({ name: "Credit Basics" }) });
    await essentialsCourse({ name: "Saving Basics" });
    const { essentials, sidebar } = await getDashboard(member.id, now, { mayPrompt: false });
    expect(essentials.completed.map((t) => t.name)).toEqual((await complete(member.id)).map((t) => t.name));
    expect(essentials.inProgress.map((t) => t.name)).toEqual((await inProgress(member.id)).map((t) => t.name));
    expect(essentials.availableCount).toBe((await available(member.id)).length);
    expect(essentials.availableCount).toBe(2);
    expect(sidebar.myProfile.map((i) => [i.label, i.badge, i.href])).toEqual([
      ["Money Management Essentials", "Completed", "https://www.credential.net/mme"],
      ["Credit Basics", "In Progress", undefined],
    ]);
    expect((await getProfileSidebar(member.id, now)).myProfile).toEqual(sidebar.myProfile);
  });
});

describe("starting a course registration", () => {
  it("starts one registration at Pay & Review however often it is posted, and reuses it", async () => {
    const course = await mme();
    const member = await createMember();
    const actor = memberActor(member.id);
    const [a, b] = await Promise.all([
      startCourseRegistration(actor, course.categoryId, course.id, now),
      startCourseRegistration(actor, course.categoryId, course.id, now),
    ]);
    const again = await startCourseRegistration(actor, course.categoryId, course.id, now);
    const rows = await db.registration.findMany({ where: { userId: member.id } });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ trainingId: course.id, status: REGISTRATION_STATUS.preRegistration, step: REGISTRATION_STEP.summary });
    expect([a, b, again].map((o) => o.kind === "ready" && o.registrationId)).toEqual([rows[0]!.id, rows[0]!.id, rows[0]!.id]);
    expect([a, b].filter((o) => o.kind === "ready" && o.started)).toHaveLength(1);
  });

  it("refuses a course the member completed, is enrolled in or has under review; another category's training is not found", async () => {
    const course = await mme();
    const start = (userId: number) => startCourseRegistration(memberActor(userId), course.categoryId, course.id, now);
    const done = await createMember();
    await courseCompleted(done.id, { now });
    expect(await start(done.id)).toEqual({ kind: "refused", message: COURSE_MESSAGES.completed });
    const learning = await createMember();
    await courseInProgress(learning.id, { now });
    expect(await start(learning.id)).toEqual({ kind: "refused", message: COURSE_MESSAGES.enrolled });
    const waiting = await createMember();
    await courseAwaitingReview(waiting.id, { now });
    expect(await start(waiting.id)).toEqual({ kind: "refused", message: COURSE_MESSAGES.underReview });
    expect(await startCourseRegistration(memberActor(done.id), course.trainerCategoryId, course.id, now)).toEqual({ kind: "trainer" });
    const elsewhere = await essentialsCourse({ name: "Elsewhere" });
    expect(await startCourseRegistration(memberActor(done.id), course.categoryId + 100, elsewhere.id, now)).toEqual({ kind: "notFound" });
    // A course without a product is not sold online.
    expect(await startCourseRegistration(memberActor(done.id), course.categoryId, elsewhere.id, now)).toEqual({
      kind: "refused",
      message: COURSE_MESSAGES.notOffered,
    });
    expect(await db.registration.count({ where: { status: REGISTRATION_STATUS.preRegistration } })).toBe(0);
  });

  it("is the Available tab's Register post: the registration page then shows the course with its review/pay block", async () => {
    const course = await mme();
    await db.trainingCategory.update({
      where: { id: course.categoryId },
      data: {
        description: "<p>Learn <strong>budgeting</strong></p><script>alert(1)</script>",
        descriptionVideoUrl: "https://youtu.be/aqz-KE-bpKQ",
      },
    });
    await db.training.update({ where: { id: course.id }, data: { description: null } });
    const member = await createMember();
    expect(await openRegistration(member.id, course.categoryId)).toEqual({ status: 302, location: "/" });
    const posted = await postForm(
      registrationAction,
      member.id,
      { categoryId: String(course.categoryId) },
      { intent: "start", trainingId: String(course.id) },
    );
    expect(posted).toMatchObject({ status: 302, location: `/certifications-and-training/trainings/${course.categoryId}` });
    const opened = await openRegistration(member.id, course.categoryId);
    expect(opened.data).toMatchObject({
      kind: "page",
      training: { name: "Money Management Essentials" },
      descriptionHtml: "<p>Learn <strong>budgeting</strong></p>",
      video: { embedUrl: "https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ", watchUrl: "https://www.youtube.com/watch?v=aqz-KE-bpKQ" },
      price: "$149.00",
      inCart: false,
      offered: true,
    });
    // The independent trainer category only sends to its own page; another member sees no registration.
    expect(await openRegistration(member.id, course.trainerCategoryId)).toEqual({
      status: 302,
      location: "/certifications-and-training/independent-trainer",
    });
    expect(await openRegistration((await createMember()).id, course.categoryId)).toEqual({ status: 302, location: "/" });
    expect((await openRegistration(member.id, 999_999)).status).toBe(404);
  });
});

describe("putting a course in the cart", () => {
  it("adds the training's product once, tied to the registration, at the member's price", async () => {
    const course = await mme();
    const member = await createMember();
    await activeMembership(member.id, { now });
    const { registration } = await courseRegistrationStarted(member.id);
    const actor = memberActor(member.id);
    const outcomes = await Promise.all([
      addCourseToCart(actor, course.categoryId, registration.id, now),
      addCourseToCart(actor, course.categoryId, registration.id, now),
    ]);
    expect(outcomes.map((o) => o.kind).sort()).toEqual(["added", "inCart"]);
    const items = await db.lineItem.findMany({ where: { userId: member.id, kind: PRODUCT_KIND.training } });
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      registrationId: registration.id,
      productId: course.product.id,
      priceCents: 14_900,
      finalPriceCents: 9_900,
      showInCart: true,
    });
    expect((await loadCourseRegistration(member.id, course.categoryId, now)) as object).toMatchObject({
      inCart: true,
      price: "$99.00",
      listPrice: "$149.00",
    });
  });

  it("answers the post with the cart; another member's registration is not found; a pending checkout refuses", async () => {
    const course = await mme();
    const member = await createMember();
    const { registration } = await courseRegistrationStarted(member.id);
    const post = (userId: number, registrationId: number) =>
      postForm(
        registrationAction,
        userId,
        { categoryId: String(course.categoryId) },
        { intent: "add-to-cart", registrationId: String(registrationId) },
      );
    const intruder = await createMember();
    expect((await post(intruder.id, registration.id)).status).toBe(404);
    expect((await post(member.id, 0)).status).toBe(400);
    await paymentInProgress(member.id);
    expect(await post(member.id, registration.id)).toMatchObject({
      status: 302,
      location: `/certifications-and-training/trainings/${course.categoryId}`,
      toast: true,
    });
    await db.transaction.deleteMany({ where: { userId: member.id } });
    expect(await post(member.id, registration.id)).toMatchObject({ status: 302, location: "/cart", toast: true });
    expect(await post(member.id, registration.id)).toMatchObject({ status: 302, location: "/cart" });
    expect(await db.lineItem.count({ where: { userId: member.id } })).toBe(1);
  });
});

describe("paying for a course", () => {
  it("enrols the registration for 12 months with the course in progress, once", async () => {
    const course = await mme();
    const member = await createMember();
    const paidAt = new Date("2026-11-01T15:00:00Z");
    const { registration, userTraining, transaction } = await courseInProgress(member.id, { paidAt });
    expect(registration).toMatchObject({
      status: REGISTRATION_STATUS.postRegistration,
      step: REGISTRATION_STEP.summary,
      enrolledOn: paidAt,
    });
    // 12 months on, at the same New York wall-clock time (EDT then).
    expect(registration.deadline?.toISOString()).toBe("2027-11-01T14:00:00.000Z");
    expect(userTraining).toMatchObject({ trainingId: course.id, registrationId: registration.id, status: USER_TRAINING_STATUS.inProgress });
    const line = await db.lineItem.findFirstOrThrow({ where: { registrationId: registration.id } });
    const item = { ...line, transactionId: transaction.id };
    await db.$transaction((tx) => fulfilTraining(tx, item, new Date("2026-12-01T15:00:00Z")));
    expect(await db.userTraining.count({ where: { userId: member.id } })).toBe(1);
    expect((await db.registration.findUniqueOrThrow({ where: { id: registration.id } })).enrolledOn).toEqual(paidAt);
  });

  it("leaves a registration past pre-registration alone (a module waiting for approval paid again)", async () => {
    await mme();
    const member = await createMember();
    const { registration, transaction } = await courseAwaitingReview(member.id, { now });
    const line = await db.lineItem.findFirstOrThrow({ where: { registrationId: registration.id } });
    await db.$transaction((tx) => fulfilTraining(tx, { ...line, transactionId: transaction.id }, now));
    expect(await db.registration.findUniqueOrThrow({ where: { id: registration.id } })).toMatchObject({
      status: REGISTRATION_STATUS.moduleApproval,
    });
    expect(await db.userTraining.count({ where: { userId: member.id } })).toBe(1);
  });
});

describe("finishing a course", () => {
  it("submits it for module approval once; the admin's approval completes it with its credential", async () => {
    const course = await mme();
    const member = await createMember();
    const admin = await createAdmin();
    const { registration } = await courseInProgress(member.id, { now });
    const finish = () => postForm(trainingsAction, member.id, {}, { intent: "finish", registrationId: String(registration.id) });
    expect(await finish()).toMatchObject({ status: 302, location: "/certifications-and-training/trainings", toast: true });
    expect(await finish()).toMatchObject({ status: 302, location: "/certifications-and-training/trainings" });
    expect((await db.registration.findUniqueOrThrow({ where: { id: registration.id } })).status).toBe(REGISTRATION_STATUS.moduleApproval);
    expect((await available(member.id)).find((r) => r.trainingId === course.id)?.action).toEqual({ kind: "under_review" });

    const decided = await decide(registrationDecision, "approve", {
      actor: adminActor(admin.id),
      id: registration.id,
      selectedMessages: [],
      message: null,
    });
    expect(decided.ok).toBe(true);
    // The notice leads to the Complete tab.
    expect(await db.notification.findFirst({ where: { userId: member.id }, select: { url: true } })).toEqual({
      url: "/certifications-and-training/trainings?tab=complete",
    });
    const [done] = await complete(member.id);
    expect(done).toMatchObject({ name: "Money Management Essentials", credentialUrl: expect.stringMatching(/^https:\/\//) });
    expect((await getProfileSidebar(member.id)).myProfile).toMatchObject([
      { label: "Money Management Essentials", badge: "Completed", href: done!.credentialUrl },
    ]);
  });

  it("refuses another member's registration, a pending enrolment, and the independent trainer application", async () => {
    await mme();
    const member = await createMember();
    const { registration } = await courseInProgress(member.id, { now, pending: true });
    expect(await submitCourseForReview(memberActor(member.id), registration.id, now)).toEqual({
      kind: "refused",
      message: COURSE_MESSAGES.notFinishable,
    });
    const intruder = await createMember();
    expect(await submitCourseForReview(memberActor(intruder.id), registration.id, now)).toEqual({ kind: "notFound" });
    const trainer = await createMember();
    const application = await approvedIndependentTrainer(trainer.id);
    expect((await submitCourseForReview(memberActor(trainer.id), application.registration.id, now)).kind).toBe("refused");
    const applicant = await createMember();
    const pending = await pendingTrainerApplication(applicant.id);
    expect((await submitCourseForReview(memberActor(applicant.id), pending.registration.id, now)).kind).toBe("refused");
    expect((await postForm(trainingsAction, member.id, {}, { intent: "finish" })).status).toBe(400);
  });
});
