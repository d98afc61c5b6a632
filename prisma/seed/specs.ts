/**
 * The demo's recurring shapes, as options for the test builders: a certification earned the usual
 * way, a row of experience hours, an approved CEU with its review.
 */
import { EXAM_RESULT, REJECTION_STATUS, REVIEW_STATUS } from "../../app/domain/constants.ts";
import { addDays } from "../../app/lib/dates.ts";
import { approvedIndividualCeu, type CertifiedOptions, type ExperienceSpec } from "../../tests/factories/index.ts";
import { CEU_TITLES, JOB_TITLES, ORGANIZATIONS, SPONSORS, phone, pick } from "./names.ts";
import type { SeedContext } from "./people.ts";

/**
 * A certificate earned on the education pathway: enrolled, exam passed (a score that varies by
 * user), the pathway's hours approved, ethics signed 30 days before the exam, graduated; the
 * certificate name and the signature are `name`.
 */
export function earnedCertificate(
  seed: SeedContext,
  userId: number,
  name: string,
  dates: { enrolledOn: Date; examTakenAt: Date; graduatedOn: Date },
  over: CertifiedOptions = {},
): CertifiedOptions {
  const { enrolledOn, examTakenAt, graduatedOn } = dates;
  return {
    reference: seed.ref.afc,
    enrolledOn,
    createdAt: addDays(enrolledOn, -3),
    graduatedOn,
    exam: { result: EXAM_RESULT.pass, score: 78 + (userId % 15), takenAt: examTakenAt },
    ethics: { signature: name, signedAt: addDays(examTakenAt, -30) },
    experience: [
      {
        status: "approved",
        organization: pick(ORGANIZATIONS, userId),
        title: "Financial Counselor",
        hours: seed.ref.afc.pathway.education.requiredHours,
        startDate: addDays(enrolledOn, -900),
        endDate: addDays(enrolledOn, -30),
        createdAt: addDays(enrolledOn, 20),
      },
    ],
    data: { certificateName: name, brightspaceEnrollment: true },
    ...over,
  };
}

/** The i-th demo row of experience hours: its status, hours and date, varied by `i`; reviewed by `adminId` when decided. */
export function experienceRow(
  seed: SeedContext,
  i: number,
  opts: {
    status: ExperienceSpec["status"];
    hours: number;
    createdAt: Date;
    serviceTypeIndex?: number;
    militarySpouse?: boolean;
    adminId?: number;
    extra?: Record<string, string | number>;
  },
): ExperienceSpec {
  const ms = opts.militarySpouse ?? false;
  const rejected = opts.status === REVIEW_STATUS.rejected;
  return {
    status: opts.status,
    fellowshipServiceTypeId: seed.ref.serviceType[opts.serviceTypeIndex ?? i % 3],
    organization: pick(ORGANIZATIONS, i + 3),
    title: ms ? null : pick(JOB_TITLES, i),
    sessions: ms ? 20 + (i % 15) : null,
    attendance: ms ? 60 + i * 3 : null,
    practicumImpact: ms ? "Helped junior enlisted families build emergency savings before PCS moves." : null,
    hours: opts.hours,
    supervisorName: pick(["Lauren Whitaker", "Marcus Bell", "Angela Ruiz", "Thomas Reed"], i),
    supervisorEmail: `${pick(["lwhitaker", "mbell", "aruiz", "treed"], i)}@example.org`,
    supervisorPhone: phone(i + 500, 555),
    description: pick(
      [
        "Individual budget and debt counseling sessions with walk-in and referred clients.",
        "Monthly money management workshops for new employees and their families.",
        "Volunteer tax-season financial check-ups at the community center.",
        "Credit report reviews and action plans for first-time homebuyers.",
      ],
      i,
    ),
    startDate: addDays(opts.createdAt, -400 - i * 30),
    endDate: addDays(opts.createdAt, -10),
    rejectionStatus: rejected ? REJECTION_STATUS.needsMoreInformation : null,
    extra: opts.extra,
    createdAt: opts.createdAt,
    ...(opts.status !== REVIEW_STATUS.pending && opts.adminId
      ? {
          reviewerId: opts.adminId,
          reviewedAt: addDays(opts.createdAt, 5),
          message: rejected ? "<p>Please add your supervisor's direct phone number.</p>" : "<p>Hours approved.</p>",
        }
      : {}),
  };
}

/** An approved CEU of the demo: a title and sponsor varied by `i`, submitted 3 days after completion, reviewed 3 days later. */
export function approvedCeu(
  seed: SeedContext,
  userId: number,
  periodId: number,
  i: number,
  opts: { credits: number; ethics?: boolean; completionDate: Date; adminId: number; title?: string },
) {
  const submitted = addDays(opts.completionDate, 3);
  return approvedIndividualCeu(userId, {
    reportingPeriodId: periodId,
    completionDate: opts.completionDate,
    credits: opts.credits,
    creditTypeId: opts.ethics ? seed.ref.ethics.id : seed.ref.general.id,
    programTitle: opts.title ?? (opts.ethics ? "Ethics in Financial Counseling" : pick(CEU_TITLES, i)),
    sponsor: pick(SPONSORS, i),
    programDescription: "Live session with case studies and a knowledge check.",
    submittedAt: submitted,
    createdAt: submitted,
    reviewerId: opts.adminId,
    reviewedAt: addDays(opts.completionDate, 6),
  });
}
