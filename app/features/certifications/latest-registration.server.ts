/**
 * The member's latest certification registration as the dashboard card and the certification area
 * read it.
 */
import { PRODUCT_KIND, REVIEW_STATUS } from "~/domain/constants.ts";
import { db } from "~/lib/db.server.ts";
import type { CardRegistration } from "~/features/dashboard/certification-card.ts";

/**
 * The member's latest certification registration with what the card needs of it: whether items
 * wait in the cart (a practice exam bundle aside), the approved experience hours, the latest exam
 * attempt and the latest extension (read by its id, so only when there is a registration). Not a `_count` of the cart items: Prisma
 * computes that by grouping every unpaid line item in the table.
 */
export async function latestCertificationRegistration(userId: number) {
  const registration = await db.registration.findFirst({
    where: { userId, certificationId: { not: null } },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    select: {
      id: true,
      certificationId: true,
      status: true,
      expirationStatus: true,
      deadline: true,
      requiredHours: true,
      codeOfEthicsSignedAt: true,
      codeOfEthicsSignature: true,
    },
  });
  if (!registration) return null;
  const [inCart, experience, latestExam, latestExtension] = await Promise.all([
    // A practice exam bundle added after enrolment is not the registration waiting in the cart: the
    // progress card shows it on its practice exam line (View in Cart).
    db.lineItem.findFirst({
      where: { registrationId: registration.id, transactionId: null, showInCart: true, kind: { not: PRODUCT_KIND.practiceExam } },
      select: { id: true },
    }),
    db.experience.aggregate({ where: { registrationId: registration.id, status: REVIEW_STATUS.approved }, _sum: { hours: true } }),
    db.examAttempt.findFirst({
      where: { registrationId: registration.id },
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      select: { result: true, transactionId: true },
    }),
    db.extension.findFirst({
      where: { registrationId: registration.id },
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      select: { submittedAt: true, approved: true, deadline: true },
    }),
  ]);
  return { ...registration, inCart: inCart !== null, approvedExperienceHours: experience._sum.hours ?? 0, latestExam, latestExtension };
}

/** The Certification card's view of that registration (dashboard card and certification area read it alike). */
export function cardRegistration(
  registration: NonNullable<Awaited<ReturnType<typeof latestCertificationRegistration>>>,
  certificationName: string,
): CardRegistration {
  return {
    certificationName,
    status: registration.status,
    expirationStatus: registration.expirationStatus,
    deadline: registration.deadline,
    requiredHours: registration.requiredHours,
    inCart: registration.inCart,
    approvedExperienceHours: registration.approvedExperienceHours,
    latestExam: registration.latestExam
      ? { result: registration.latestExam.result, paid: registration.latestExam.transactionId !== null }
      : null,
    ethicsSigned: registration.codeOfEthicsSignedAt !== null || Boolean(registration.codeOfEthicsSignature?.trim()),
    latestExtension: registration.latestExtension,
  };
}
