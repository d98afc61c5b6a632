/**
 * Reads what the Independent Trainer eligibility rule needs (trainer-eligibility.ts): the member's
 * certification in good standing (its issue date and its registration's graduation date) and the
 * latest passed exam on any of their registrations. Two indexed queries.
 */
import { CERTIFICATION_STATUS, EXAM_RESULT } from "~/domain/constants.ts";
import { db } from "~/lib/db.server.ts";
import { trainerEligibility, type TrainerEligibility } from "./trainer-eligibility.ts";

export async function getTrainerEligibility(userId: number, now: Date = new Date()): Promise<TrainerEligibility> {
  const [certification, passed] = await Promise.all([
    db.userCertification.findFirst({
      where: { userId, status: CERTIFICATION_STATUS.goodStanding },
      orderBy: { id: "desc" },
      select: { issuedAt: true, createdAt: true, registration: { select: { graduatedOn: true } } },
    }),
    db.examAttempt.findFirst({
      where: { registration: { userId }, result: EXAM_RESULT.pass, takenAt: { not: null } },
      orderBy: { takenAt: "desc" },
      select: { takenAt: true },
    }),
  ]);
  return trainerEligibility(
    {
      goodStanding: certification !== null,
      latestPassedExamAt: passed?.takenAt ?? null,
      graduatedOn: certification?.registration?.graduatedOn ?? null,
      issuedAt: certification ? (certification.issuedAt ?? certification.createdAt) : null,
    },
    now,
  );
}
