/**
 * Pay & Review and the fee's fulfilment: Pay puts the application fee in the cart once (twice is
 * once) and leads to the cart; paying it sends the application to review, and a renewal of the same
 * kind does not; an application sent back after its fee was paid is resubmitted without paying again.
 */
import { setupServer } from "msw/node";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { handlersFor } from "../../../../tests/mocks/node.ts";
import {
  cartLine,
  createAdmin,
  createMember,
  eligibleToTrainCertified,
  payLines,
  paymentInProgress,
  pendingTrainerApplication,
  productLine,
  trainerApplicationAtStep,
} from "../../../../tests/factories/index.ts";
import { resetDatabase } from "../../../../tests/setup/db.ts";
import { openStep, postForm } from "../../../../tests/setup/wizard.ts";
import { PRODUCT_KIND, REGISTRATION_STATUS, REGISTRATION_STEP } from "~/domain/constants.ts";
import { CART_LOCKED_MESSAGE, cartLockKey } from "~/features/commerce/cart.server.ts";
import { registrationDecision } from "~/features/course-registrations/decisions.server.ts";
import { decide } from "~/kit/review/decide.server.ts";
import { adminActor } from "~/lib/actor.ts";
import { db } from "~/lib/db.server.ts";
import { paths } from "~/lib/paths.ts";
import { action } from "~/routes/_app.certifications-and-training.trainings.$categoryId.summary.tsx";
import { loadSummaryStep } from "./summary.server.ts";
import { trainerWizard } from "./wizard.server.ts";

const server = setupServer(...handlersFor(["mail"]));
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterAll(() => server.close());
beforeEach(() => resetDatabase());

async function atSummary() {
  const member = await createMember({ firstName: "Paige", lastName: "Payer" });
  await eligibleToTrainCertified(member.id);
  const { registration, ref } = await trainerApplicationAtStep(member.id, { step: REGISTRATION_STEP.summary });
  const params = { categoryId: String(ref.trainerCategory.id) };
  const pay = () => postForm(action, member.id, params, {});
  const state = () => db.registration.findUniqueOrThrow({ where: { id: registration.id }, include: { lineItems: true } });
  return { member, registration, ref, params, pay, state };
}

describe("Pay & Review", () => {
  it("shows the answers under each step's title and the fee", async () => {
    const { member, params } = await atSummary();
    const opened = await openStep(trainerWizard, member.id, params, REGISTRATION_STEP.summary);
    if (opened.kind !== "ok") throw new Error("the summary did not open");
    const { frame, record } = opened.page;
    const summary = await loadSummaryStep(member.id, record.id, frame);
    expect(summary.sections.map((s) => s.title)).toEqual([
      "Bio",
      "Program Contact Information",
      "Program Format Details",
      "Program Audience",
      "Languages Offered",
      "Independent Trainer Terms and Conditions",
    ]);
    expect(summary.sections[2].answers).toEqual([
      { label: "Offering", text: "Custom Program" },
      { label: "Program Formats", text: "Virtual" },
    ]);
    expect(summary.fee).toEqual({ name: "Independent Trainer Application", price: "$350.00", paid: false, inCart: false });
  });

  it("Pay puts the fee in the cart once, however often it is pressed, and goes to the cart", async () => {
    const { pay, state, ref } = await atSummary();
    for (let i = 0; i < 2; i++) expect(await pay()).toMatchObject({ status: 302, location: paths.cart(), toast: true });
    const after = await state();
    expect(after).toMatchObject({ status: REGISTRATION_STATUS.preRegistration, step: REGISTRATION_STEP.summary });
    expect(after.lineItems).toEqual([
      expect.objectContaining({
        kind: PRODUCT_KIND.independentTrainer,
        productId: ref.trainerProgram.product.id,
        finalPriceCents: 35000,
        showInCart: true,
        transactionId: null,
      }),
    ]);
  });

  it("refuses while a checkout of the cart is under way", async () => {
    const { member, pay, state } = await atSummary();
    await paymentInProgress(member.id, { lockKey: cartLockKey(member.id) });
    expect(await pay()).toMatchObject({ status: 400, errors: { "": [CART_LOCKED_MESSAGE] } });
    expect((await state()).lineItems).toEqual([]);
  });
});

describe("paying the fee", () => {
  it("sends the application to review (registration approval), once; the step pages then lead to the dashboard", async () => {
    const { member, pay, state, params } = await atSummary();
    await pay();
    const [item] = (await state()).lineItems;
    await payLines(member.id, [item.id]);
    expect(await state()).toMatchObject({ status: REGISTRATION_STATUS.registrationApproval, step: REGISTRATION_STEP.summary });
    expect(await openStep(trainerWizard, member.id, params, REGISTRATION_STEP.trainerBio)).toEqual({
      kind: "redirect",
      to: paths.trainings.independent.root(),
    });
  });

  it("leaves the application alone when the paid item is the category's renewal", async () => {
    const { member, registration, ref, state } = await atSummary();
    const renewal = await cartLine(member.id, productLine(ref.trainerCategory.renewalProduct!, { registrationId: registration.id }));
    await payLines(member.id, [renewal.id]);
    expect(await state()).toMatchObject({ status: REGISTRATION_STATUS.preRegistration });
  });
});

describe("an application sent back after paying", () => {
  it("is resubmitted to review by finishing Pay & Review, with nothing new to pay", async () => {
    const member = await createMember();
    await eligibleToTrainCertified(member.id);
    const { registration, transaction } = await pendingTrainerApplication(member.id);
    const admin = await createAdmin();
    const input = {
      actor: adminActor(admin.id),
      id: registration.id,
      selectedMessages: [],
      message: "Please say more about your program.",
    };
    expect(await decide(registrationDecision, "reject", { ...input, status: REGISTRATION_STEP.summary })).toEqual({ ok: true });
    const category = await db.training.findUniqueOrThrow({ where: { id: registration.trainingId! }, select: { categoryId: true } });
    const params = { categoryId: String(category.categoryId) };
    const opened = await openStep(trainerWizard, member.id, params, REGISTRATION_STEP.summary);
    expect(opened).toMatchObject({
      kind: "ok",
      page: { frame: { review: { approved: false, html: expect.stringContaining("Please say more") } } },
    });

    expect(await postForm(action, member.id, params, {})).toMatchObject({
      status: 302,
      location: paths.trainings.independent.root(),
      toast: true,
    });
    const after = await db.registration.findUniqueOrThrow({ where: { id: registration.id }, include: { lineItems: true } });
    expect(after).toMatchObject({ status: REGISTRATION_STATUS.registrationApproval, step: REGISTRATION_STEP.summary });
    expect(after.lineItems.map((l) => l.transactionId)).toEqual([transaction.id]);
  });
});
