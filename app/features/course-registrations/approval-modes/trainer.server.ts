/**
 * Independent Trainer approval (Registration Approval of an application: a registration whose
 * training is in the independent_trainer category). The application is complete and the member an
 * Independent Trainer for one year: their IndependentTrainer row (one per member) points at this
 * application with approvedAt now and expiresAt a year on, `User.isIndependentTrainer` is set, the
 * trainer training is completed with its badge (recorded to be issued after the commit, decision 53,
 * as module approval does; a badge issued by an earlier approval is kept), and a trainer without a license discount
 * code gets one (kind trainer_license, usage limit 0 until they buy licenses), linked to the
 * application. Approving twice: the second decision finds nothing waiting (the review kit's claim);
 * running the writes again changes nothing but the dates.
 *
 * A re-approval (an active trainer's switch of the education offering: an application whose
 * `extra.reapprovalOf` names the current one, decision 48) makes the new application the current
 * one and keeps the trainer's approved period: approvedAt and expiresAt do not move.
 */
import { randomInt } from "node:crypto";
import { DISCOUNT_KIND, REGISTRATION_STATUS, USER_TRAINING_STATUS } from "~/domain/constants.ts";
import { recordCredentialIssue } from "~/features/certifications/credentials.server.ts";
import { addYears, todayISO } from "~/lib/dates.ts";
import type { Tx } from "~/lib/db.server.ts";
import { paths } from "~/lib/paths.ts";
import { recipient } from "./shared.server.ts";
import type { ApprovalHandler } from "./types.ts";

const CODE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";

/** A license code no discount has yet: "IT-" and 8 letters and digits (no 0/O or 1/I). */
async function newLicenseCode(tx: Tx): Promise<string> {
  for (;;) {
    const code = `IT-${Array.from({ length: 8 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join("")}`;
    if (!(await tx.discount.findUnique({ where: { code }, select: { id: true } }))) return code;
  }
}

/**
 * The approved period a re-approval keeps: the trainer's, when the application replaces the
 * trainer's current one (`extra.reapprovalOf`) and the trainer has not expired; else null (a first
 * approval, or a trainer who expired meanwhile and starts a new year).
 */
async function reapprovedPeriod(tx: Tx, registrationId: number, userId: number, now: Date) {
  const application = await tx.registration.findUniqueOrThrow({ where: { id: registrationId }, select: { extra: true } });
  const extra = application.extra as { reapprovalOf?: unknown } | null;
  if (typeof extra?.reapprovalOf !== "number") return null;
  const trainer = await tx.independentTrainer.findUnique({
    where: { userId },
    select: { registrationId: true, approvedAt: true, expiresAt: true },
  });
  if (!trainer?.expiresAt || !trainer.approvedAt || trainer.registrationId !== extra.reapprovalOf || trainer.expiresAt <= now) return null;
  return { approvedAt: trainer.approvedAt, expiresAt: trainer.expiresAt };
}

export const trainerApproval: ApprovalHandler = {
  mode: "trainer",
  approved: { status: REGISTRATION_STATUS.complete, step: null },
  question: (r) =>
    `Approve ${r.user.firstName}'s Independent Trainer application? They are an Independent Trainer for one year, the ${r.training?.name ?? "trainer training"} is completed with its badge, and they get a license discount code if they have none.`,

  async apply(tx, r, { now }) {
    const userId = r.user.id;
    const reapproval = await reapprovedPeriod(tx, r.id, userId, now);
    const expiresAt = reapproval?.expiresAt ?? addYears(now, 1);
    const trainer = reapproval
      ? await tx.independentTrainer.update({ where: { userId }, data: { registrationId: r.id }, select: { id: true } })
      : await tx.independentTrainer.upsert({
          where: { userId },
          create: { userId, registrationId: r.id, approvedAt: now, expiresAt },
          update: { registrationId: r.id, approvedAt: now, expiresAt },
          select: { id: true },
        });
    await tx.user.update({ where: { id: userId }, data: { isIndependentTrainer: true } });
    let userTrainingId: number | null = null;
    if (r.training) {
      const held = await tx.userTraining.findFirst({
        where: { userId, trainingId: r.training.id },
        orderBy: { id: "desc" },
        select: { id: true, accredibleUrl: true },
      });
      const data = { registrationId: r.id, status: USER_TRAINING_STATUS.completed, completedAt: now };
      userTrainingId = held
        ? (await tx.userTraining.update({ where: { id: held.id }, data, select: { id: true } })).id
        : (await tx.userTraining.create({ data: { userId, trainingId: r.training.id, ...data }, select: { id: true } })).id;
      // One badge per trainer training held: a re-approval's call finds the first one recorded.
      if (r.training.accredibleGroupId && !held?.accredibleUrl) {
        await recordCredentialIssue(
          tx,
          {
            key: `badge:user-training-${userTrainingId}`,
            groupId: r.training.accredibleGroupId,
            recipient: recipient(r),
            issuedOn: todayISO(now),
            target: { kind: "userTraining", id: userTrainingId },
            registrationId: r.id,
            userId,
          },
          now,
        );
      }
    }
    const discount =
      (await tx.discount.findFirst({
        where: { ownerUserId: userId, kind: DISCOUNT_KIND.trainerLicense },
        orderBy: { id: "asc" },
        select: { id: true },
      })) ??
      (await tx.discount.create({
        data: {
          code: await newLicenseCode(tx),
          kind: DISCOUNT_KIND.trainerLicense,
          percentage: true,
          amount: 100,
          active: true,
          usageLimit: 0,
          usage: 0,
          ownerUserId: userId,
        },
        select: { id: true },
      }));
    await tx.registration.update({
      where: { id: r.id },
      data: { trainerDiscountId: discount.id, enrolledOn: r.enrolledOn ?? reapproval?.approvedAt ?? now, deadline: expiresAt },
    });
    return { independentTrainerId: trainer.id, expiresAt: expiresAt.toISOString(), userTrainingId, trainerDiscountId: discount.id };
  },

  notice: () => ({
    title: "Your Independent Trainer application was approved",
    text: "Your Independent Trainer status, its expiry date and your license discount code are on your Independent Trainer page.",
    url: paths.trainings.independent.root(),
  }),
};
