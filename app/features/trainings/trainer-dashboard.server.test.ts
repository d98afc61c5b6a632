import { beforeEach, describe, expect, it } from "vitest";
import {
  approvedIndependentTrainer,
  certifiedInGoodStanding,
  createMember,
  expiredIndependentTrainer,
  expiringIndependentTrainer,
  pendingTrainerApplication,
  trainerApplicationInCart,
  trainerLicenseProduct,
  trainerLicensesInCart,
  trainerRenewalInCart,
  trainingReference,
} from "../../../tests/factories/index.ts";
import { resetDatabase } from "../../../tests/setup/db.ts";
import { EXAM_RESULT, REGISTRATION_STATUS } from "~/domain/constants.ts";
import { daysAgo, formatDate } from "~/lib/dates.ts";
import { db } from "~/lib/db.server.ts";
import { loadTrainerDashboard } from "./trainer-dashboard.server.ts";
import { trainerEligibleOn } from "./trainer-eligibility.ts";
import { getTrainerStatus } from "./trainer-status.server.ts";

beforeEach(() => resetDatabase());

/** A member holding an AFC in good standing whose exam was passed `examDaysAgo` days ago. */
async function afc(examDaysAgo: number) {
  const member = await createMember();
  const takenAt = daysAgo(examDaysAgo);
  await certifiedInGoodStanding(member.id, { exam: { result: EXAM_RESULT.pass, takenAt }, graduatedOn: takenAt });
  await trainingReference();
  return { member, takenAt };
}

describe("the trainer status, read for each state the builders make", () => {
  it("a member without an AFC is pointed to become one; the dashboard explains what a trainer is", async () => {
    await trainingReference();
    const member = await createMember();
    expect(await getTrainerStatus(member.id)).toEqual({ state: "not_eligible", reason: "no_certification" });
    const page = await loadTrainerDashboard(member.id);
    expect(page.about?.name).toBe("Independent Trainer");
    expect(page.about?.description).toMatch(/Independent Trainers deliver the AFC curriculum/);
    expect(page.trainer).toBeNull();
  });

  it("an AFC not old enough sees the date the application opens", async () => {
    const { member, takenAt } = await afc(400);
    const page = await loadTrainerDashboard(member.id);
    expect(page.status).toEqual({ state: "not_eligible", reason: "too_soon", eligibleOn: formatDate(trainerEligibleOn(takenAt)) });
  });

  it("an AFC of 729 days or more may apply", async () => {
    const { member } = await afc(800);
    expect((await loadTrainerDashboard(member.id)).status).toEqual({ state: "eligible" });
  });

  it("an application in the cart, then in review", async () => {
    const { member } = await afc(800);
    await trainerApplicationInCart(member.id);
    expect(await getTrainerStatus(member.id)).toEqual({ state: "application_in_cart" });

    const other = (await afc(800)).member;
    await pendingTrainerApplication(other.id);
    expect((await loadTrainerDashboard(other.id)).status).toEqual({ state: "in_review", moduleApproval: false });
  });

  it("an active trainer: the certificate, the license code with its usage, the profile; no banner", async () => {
    const { member } = await afc(800);
    await trainerLicenseProduct({ priceCents: 9900 });
    const { independentTrainer } = await approvedIndependentTrainer(member.id, {
      licenseCode: { code: "ACTIVE-1", usageLimit: 10, usage: 3 },
      accredibleUrl: "https://www.credential.net/it-1",
    });
    await trainerLicensesInCart(member.id, 2);
    const page = await loadTrainerDashboard(member.id);
    expect(page.status).toEqual({
      state: "active",
      expiresOn: formatDate(independentTrainer.expiresAt),
      renewalInCart: false,
      mayRenew: false,
      certificateUrl: "https://www.credential.net/it-1",
    });
    expect(page.banner).toBeNull();
    expect(page.about).toBeNull();
    expect(page.trainer?.licenses).toEqual({ code: "ACTIVE-1", usage: 3, usageLimit: 10, price: "$99.00", inCart: 2 });
    expect(page.trainer?.profile).toContainEqual({ label: "Education Offering", value: "Custom Program" });
    expect(page.trainer?.profile).toContainEqual({ label: "Languages", value: "English, Spanish" });
    expect(page.trainer?.editable).toBe(true);
  });

  it("expiring soon offers the renewal with the banner; once in the cart, 'View Renewal In Cart'", async () => {
    const { member } = await afc(800);
    const { independentTrainer } = await expiringIndependentTrainer(member.id, { expiresInDays: 30 });
    const expiresOn = formatDate(independentTrainer.expiresAt);
    const page = await loadTrainerDashboard(member.id);
    expect(page.status).toMatchObject({ state: "expiring_soon", expiresOn, renewalInCart: false, mayRenew: true });
    expect(page.banner).toEqual({
      expired: false,
      message: `Your Independent Trainer status is going to expire on ${expiresOn}`,
      mayRenew: true,
    });

    await trainerRenewalInCart(member.id);
    expect((await loadTrainerDashboard(member.id)).status).toMatchObject({ state: "expiring_soon", renewalInCart: true, mayRenew: false });
  });

  it("a renewal line paid, or kept out of the cart, is not 'in the cart'", async () => {
    const { member } = await afc(800);
    await expiringIndependentTrainer(member.id, { expiresInDays: 30 });
    const line = await trainerRenewalInCart(member.id);
    await db.lineItem.update({ where: { id: line.id }, data: { showInCart: false } });
    expect(await getTrainerStatus(member.id)).toMatchObject({ renewalInCart: false });
    await db.lineItem.update({ where: { id: line.id }, data: { showInCart: true, paymentMethodId: "pm_card_visa" } });
    expect(await getTrainerStatus(member.id)).toMatchObject({ renewalInCart: false });
  });

  it("expired: the 'expired on' banner, renewal offered, no licenses for sale, the profile not editable", async () => {
    const { member } = await afc(800);
    await trainerLicenseProduct();
    const { independentTrainer } = await expiredIndependentTrainer(member.id, { expiredDaysAgo: 10 });
    const page = await loadTrainerDashboard(member.id);
    const expiresOn = formatDate(independentTrainer.expiresAt);
    expect(page.status).toMatchObject({ state: "expired", expiresOn, mayRenew: true });
    expect(page.banner?.message).toBe(`Your Independent Trainer status expired on ${expiresOn}`);
    expect(page.trainer?.licenses.price).toBeNull();
    expect(page.trainer?.editable).toBe(false);
  });

  it("an approved trainer stays a trainer while an offering switch waits for approval", async () => {
    const { member } = await afc(800);
    const { registration } = await approvedIndependentTrainer(member.id);
    await db.registration.create({
      data: {
        userId: member.id,
        trainingId: registration.trainingId,
        status: REGISTRATION_STATUS.registrationApproval,
        trainerOfferingLearningSystem: true,
        extra: { reapprovalOf: registration.id },
      },
    });
    const page = await loadTrainerDashboard(member.id);
    expect(page.status.state).toBe("active");
    expect(page.trainer?.pendingOffering).toBe("AFC Learning System");
  });
});
