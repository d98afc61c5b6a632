/**
 * The admin Course Registration review page's data (admin spec "Course registration review"): the
 * frame (the user header with active flags, the decisions, the reviews), the registration's dates
 * and hours, the summary of every choice with its price after discount, and its line items.
 * Read-only; the decisions are their own commands.
 */
import {
  MEDIA_KIND_LABEL,
  POST_REGISTRATION_STATUSES,
  REGISTRATION_STATUS,
  REGISTRATION_STATUS_LABEL,
  REGISTRATION_STEP_LABEL,
  UNIVERSITY_LEVEL_OF_STUDY_LABEL,
  type MediaKind,
  type RegistrationStatus,
  type RegistrationStep,
  type UniversityLevelOfStudy,
  USER_TRAINING_STATUS_LABEL,
  type UserTrainingStatus,
} from "~/domain/constants.ts";
import { brightspaceProgressUrl } from "~/integrations/brightspace.server.ts";
import { learningSystemState, type LearningSystemState } from "~/features/trainings/learning-system.ts";
import { approvalMode, isTrainerApplication, type ApprovalMode } from "./approval-modes/registry.server.ts";
import { trainingRows, type TrainingRow } from "./review-training.server.ts";
import { TRAINER_ANSWERS_SELECT, trainerAnswers } from "~/features/trainings/trainer-application/answers.server.ts";
import { formatDate, formatDateTime } from "~/lib/dates.ts";
import { db } from "~/lib/db.server.ts";
import { validationRow, validationRowSelect, type ValidationRow } from "~/features/experience/validation.server.ts";
import { formatCents } from "~/lib/money.ts";
import { paths } from "~/lib/paths.ts";
import { safeHtml } from "~/lib/safe-html.server.ts";
import { reviewFrame, reviewOwnerSelect, type ReviewFrame } from "~/kit/review/review-page.server.ts";
import { personName } from "~/kit/review/rows.server.ts";
import type { ReviewRow } from "~/kit/review/review-parts.tsx";

export type SummaryRow = {
  step: string;
  selection: string;
  /** files of the Supporting Documentation row, opened through the authorised media route */
  files: { id: number; label: string; href: string }[];
  /** "$150.00", "$150.00 (Paid)", or "" when nothing is charged */
  price: string;
};

export type LineItemRow = {
  id: number;
  name: string;
  price: string;
  paid: boolean;
  markPaidHref: string | null;
  changePriceHref: string | null;
};

export type CourseRegistrationReview = {
  id: number;
  /** the title, the owner with active flags, Reject and Approve while an approval waits, the registration reviews */
  frame: ReviewFrame;
  /** the certification (or training) registered for */
  title: string;
  stepLabel: string;
  /** the approval the registration waits for (what Approve does), or null */
  decision: ApprovalMode | null;
  /** the Post Registration section: once post-registration and not a training registration */
  post: { waiting: string | null; reviews: (ReviewRow & { step: string })[] } | null;
  /** the Module approvals section: the registration's modules and their reviews */
  modules: { rows: { id: number; name: string; course: string; status: string; badgeUrl: string | null }[]; reviews: ReviewRow[] } | null;
  /**
   * the Training table: what the candidate studies (each module, or the training; and the course
   * materials' course), its external course state with Enroll In Section ("Get Sections") and the
   * module approval ("Approve"), and the learning system's progress link unless removed
   */
  training: TrainingRow[];
  /** "Remove from learning system" (its confirmation page), while the candidate is in the learning system and not removed */
  removalHref: string | null;
  /** a training registration's enrolment in its learning-system course (null: no course there) */
  learningSystem: LearningSystemState | null;
  deadline: string | null;
  enrolledOn: string | null;
  requiredHours: number | null;
  /** the latest decided extension request: its decision and its review page */
  extension: { label: "Approved" | "Rejected"; id: number } | null;
  holmesOrderId: string | null;
  summary: SummaryRow[];
  /** shown once past pre-registration: experience, ethics, exam and certificate name */
  progress: { label: string; value: string }[] | null;
  /** supervisor validations sent for the registration's experiences (sending comes with experiences) */
  validations: ValidationRow[];
  /** experience hours by service type: approved and waiting */
  experience: { serviceType: string; approved: number; pending: number }[];
  lineItems: LineItemRow[];
};

const stepLabel = (step: string | null | undefined) => (step ? (REGISTRATION_STEP_LABEL[step as RegistrationStep] ?? step) : "");

export async function getCourseRegistrationReview(id: number): Promise<CourseRegistrationReview | null> {
  const r = await db.registration.findUnique({
    where: { id },
    select: {
      id: true,
      status: true,
      step: true,
      expirationStatus: true,
      deadline: true,
      enrolledOn: true,
      requiredHours: true,
      militarySpouse: true,
      holmesOrderId: true,
      trainingId: true,
      brightspaceRemoval: true,
      brightspaceEnrollment: true,
      brightspaceEnrollmentError: true,
      brightspaceEnrollmentTries: true,
      user: { select: { ...reviewOwnerSelect.select, brightspaceId: true } },
      userTrainings: {
        orderBy: { id: "asc" },
        select: {
          id: true,
          status: true,
          accredibleUrl: true,
          training: { select: { name: true, brightspaceCourseId: true, categoryId: true } },
        },
      },
      certification: { select: { name: true } },
      training: { select: { name: true, brightspaceCourseId: true, categoryId: true, category: { select: { key: true } } } },
      learningSections: { select: { scope: true, categoryId: true, courseId: true, courseName: true, sectionName: true, deadline: true } },
      ...TRAINER_ANSWERS_SELECT,
      pathwayType: { select: { name: true } },
      universityProgram: { select: { name: true } },
      universityProgramDepartment: true,
      universityProgramLevelOfStudy: true,
      universityProgramCredits: true,
      independentTrainer: { select: { user: { select: { firstName: true, lastName: true } } } },
      shippingName: true,
      shippingAddressLine1: true,
      shippingAddressLine2: true,
      shippingCity: true,
      shippingState: true,
      shippingZip: true,
      membershipType: { select: { name: true } },
      payExamFeeUpfront: true,
      purchasePracticeExam: true,
      media: { orderBy: { id: "asc" }, select: { id: true, kind: true, originalName: true } },
      courseMaterials: {
        orderBy: { id: "asc" },
        select: { brightspaceCourseId: true, courseMaterial: { select: { name: true, brightspaceCourseId: true } } },
      },
      reviews: {
        orderBy: [{ createdAt: "asc" }, { id: "asc" }],
        select: {
          id: true,
          createdAt: true,
          approved: true,
          message: true,
          previousStep: true,
          registrationStatus: true,
          reviewer: { select: { firstName: true, lastName: true } },
        },
      },
      extensions: { where: { approved: { not: null } }, orderBy: { id: "desc" }, take: 1, select: { id: true, approved: true } },
      experienceValidations: {
        orderBy: { id: "asc" },
        select: validationRowSelect,
      },
      certificateName: true,
      codeOfEthicsSignedAt: true,
      codeOfEthicsSignature: true,
      examAttempts: {
        orderBy: [{ createdAt: "desc" }, { id: "desc" }],
        take: 1,
        select: { name: true, result: true, transactionId: true, takenAt: true },
      },
      lineItems: {
        orderBy: { id: "asc" },
        select: {
          id: true,
          kind: true,
          name: true,
          finalPriceCents: true,
          quantity: true,
          transactionId: true,
          discount: { select: { code: true } },
        },
      },
    },
  });
  if (!r) return null;
  const priceOf = (kind: string) => {
    const items = r.lineItems.filter((i) => i.kind === kind);
    if (items.length === 0) return "";
    const cents = items.reduce((sum, i) => sum + i.finalPriceCents * i.quantity, 0);
    return `${formatCents(cents)}${items.every((i) => i.transactionId !== null) ? " (Paid)" : ""}`;
  };
  const level = r.universityProgramLevelOfStudy as UniversityLevelOfStudy | null;
  const address = [
    r.shippingName,
    r.shippingAddressLine1,
    r.shippingAddressLine2,
    [r.shippingCity, r.shippingState, r.shippingZip].filter(Boolean).join(", "),
  ]
    .filter(Boolean)
    .join(", ");
  const discountCodes = [...new Set(r.lineItems.map((i) => i.discount?.code).filter((c): c is string => Boolean(c)))];
  const row = (step: string, selection: string, price = "", files: SummaryRow["files"] = []): SummaryRow => ({
    step,
    selection,
    price,
    files,
  });
  const summary: SummaryRow[] = [
    row("Pathway", r.pathwayType?.name ?? "—", priceOf("registration_fee")),
    ...(r.training || r.userTrainings.length
      ? [
          row(
            "Training/Modules",
            (r.userTrainings.length ? r.userTrainings.map((t) => t.training.name) : [r.training!.name]).join(", "),
            priceOf("training"),
          ),
        ]
      : []),
    ...(r.universityProgram
      ? [
          row(
            "Program Information",
            [
              r.universityProgram.name,
              r.universityProgramDepartment,
              level ? UNIVERSITY_LEVEL_OF_STUDY_LABEL[level] : null,
              r.universityProgramCredits !== null ? `${r.universityProgramCredits} credits this term` : null,
            ]
              .filter(Boolean)
              .join(", "),
          ),
        ]
      : []),
    row(
      "Supporting Documentation",
      r.media.length ? "" : "None",
      "",
      r.media.map((m) => ({
        id: m.id,
        label: `${MEDIA_KIND_LABEL[m.kind as MediaKind] ?? "File"}: ${m.originalName}`,
        href: paths.resources.media(m.id),
      })),
    ),
    row("Course Materials", r.courseMaterials.map((m) => m.courseMaterial.name).join(", ") || "None", priceOf("course_material")),
    row("Shipping", address || "—", priceOf("shipping")),
    row("Membership", r.membershipType?.name ?? r.lineItems.find((i) => i.kind === "membership")?.name ?? "None", priceOf("membership")),
    ...(r.lineItems.some((i) => i.kind === "donation") ? [row("Donation", "Donation", priceOf("donation"))] : []),
    row("Exams", r.payExamFeeUpfront ? "Paid up front" : "Paid later", priceOf("exam")),
    row("Practice Exams", r.purchasePracticeExam ? "Practice Exam Bundle" : "None", priceOf("practice_exam")),
    ...(discountCodes.length ? [row("Discount", discountCodes.join(", "))] : []),
    ...(r.independentTrainer ? [row("Independent Trainer", personName(r.independentTrainer.user))] : []),
    // An Independent Trainer application: its answers (the independent trainer details), the fee on the first.
    ...(isTrainerApplication(r)
      ? trainerAnswers(r).map((a, i) => row(a.label, a.text, i === 0 ? priceOf("independent_trainer") : ""))
      : []),
  ];
  const latestExtension = r.extensions[0];
  const experienceRows = await db.experience.groupBy({
    by: ["fellowshipServiceTypeId", "status"],
    where: { registrationId: r.id },
    _sum: { hours: true },
  });
  const serviceTypes = experienceRows.length
    ? await db.fellowshipServiceType.findMany({
        where: { id: { in: [...new Set(experienceRows.map((e) => e.fellowshipServiceTypeId))] } },
        select: { id: true, name: true },
      })
    : [];
  const experience = serviceTypes
    .map((t) => {
      const sum = (status: string) =>
        experienceRows
          .filter((e) => e.fellowshipServiceTypeId === t.id && e.status === status)
          .reduce((n, e) => n + (e._sum.hours ?? 0), 0);
      return { serviceType: t.name, approved: sum("approved"), pending: sum("pending") };
    })
    .sort((a, b) => a.serviceType.localeCompare(b.serviceType));
  const approvedHours = experience.reduce((n, e) => n + e.approved, 0);
  const exam = r.examAttempts[0];
  const progress =
    r.status === REGISTRATION_STATUS.preRegistration || r.status === REGISTRATION_STATUS.registrationApproval
      ? null
      : [
          { label: "Experience Hours", value: `${approvedHours} of ${r.requiredHours} approved` },
          {
            label: "Code of Ethics",
            value: r.codeOfEthicsSignedAt
              ? `Signed ${formatDate(r.codeOfEthicsSignedAt)}`
              : r.codeOfEthicsSignature
                ? "Signed"
                : "Not signed",
          },
          {
            label: "Exam",
            value: !exam
              ? "Not paid"
              : exam.result === "P"
                ? "Passed"
                : exam.result === "F"
                  ? "Failed"
                  : exam.transactionId
                    ? "Paid"
                    : "Waiting on payment",
          },
          { label: "Certificate Name", value: r.certificateName ?? "Not given" },
        ];
  const back = { returnTo: paths.admin.courseRegistrations.review(r.id) };
  const reviewRow = (v: (typeof r.reviews)[number]) => ({
    key: v.id,
    date: formatDateTime(v.createdAt),
    reviewer: personName(v.reviewer),
    messageHtml: safeHtml(v.message) || null,
    step: stepLabel(v.previousStep),
    status: v.approved ? "Approved" : "Rejected",
    tone: v.approved ? ("success" as const) : ("danger" as const),
  });
  const POST_REVIEWED: string[] = [REGISTRATION_STATUS.finalApproval, REGISTRATION_STATUS.experienceApproval];
  const isPost = (POST_REGISTRATION_STATUSES as readonly string[]).includes(r.status) && r.trainingId === null;
  const progressUrl = r.user.brightspaceId && !r.brightspaceRemoval ? brightspaceProgressUrl(r.user.brightspaceId) : null;
  const decision = approvalMode(r);
  const training = trainingRows(r, decision, progressUrl);
  const title = r.certification?.name ?? r.training?.name ?? "Registration";
  return {
    id: r.id,
    frame: reviewFrame({
      id: r.id,
      title: `${title} Registration`,
      queue: { name: "Course Registrations", paths: paths.admin.courseRegistrations },
      owner: r.user,
      militarySpouse: r.militarySpouse,
      status: {
        label: r.expirationStatus ? "Expired" : (REGISTRATION_STATUS_LABEL[r.status as RegistrationStatus] ?? r.status),
        tone: null,
      },
      edit: paths.admin.courseRegistrations.edit(r.id),
      delete: paths.admin.courseRegistrations.delete(r.id),
      open: { approve: decision !== null, reject: decision !== null },
      reviews: r.reviews
        .filter((v) => !POST_REVIEWED.includes(v.registrationStatus) && v.registrationStatus !== REGISTRATION_STATUS.moduleApproval)
        .map(reviewRow),
    }),
    title,
    stepLabel: stepLabel(r.step),
    decision,
    post: isPost
      ? {
          waiting:
            r.status === REGISTRATION_STATUS.finalApproval
              ? "Waiting for final approval."
              : r.status === REGISTRATION_STATUS.experienceApproval
                ? "Waiting for experience approval."
                : null,
          reviews: r.reviews.filter((v) => POST_REVIEWED.includes(v.registrationStatus)).map(reviewRow),
        }
      : null,
    modules:
      r.userTrainings.length > 0
        ? {
            rows: r.userTrainings.map((t) => ({
              id: t.id,
              name: t.training.name,
              course: t.training.brightspaceCourseId ?? "—",
              status: USER_TRAINING_STATUS_LABEL[t.status as UserTrainingStatus] ?? t.status,
              badgeUrl: t.accredibleUrl,
            })),
            reviews: r.reviews.filter((v) => v.registrationStatus === REGISTRATION_STATUS.moduleApproval).map(reviewRow),
          }
        : null,
    training,
    removalHref:
      r.user.brightspaceId && !r.brightspaceRemoval && training.some((t) => t.state.kind === "approved")
        ? paths.admin.courseRegistrations.learningSystemRemove(r.id)
        : null,
    // A removal outranks the paid enrolment's state.
    learningSystem: r.brightspaceRemoval && learningSystemState(r) ? { kind: "removed" } : learningSystemState(r),
    deadline: r.deadline ? formatDateTime(r.deadline) : null,
    enrolledOn: r.enrolledOn ? formatDate(r.enrolledOn) : null,
    requiredHours: r.requiredHours > 0 ? r.requiredHours : null,
    extension: latestExtension ? { label: latestExtension.approved ? "Approved" : "Rejected", id: latestExtension.id } : null,
    holmesOrderId: r.holmesOrderId,
    summary,
    progress,
    validations: r.experienceValidations.map((v) => validationRow(v)),
    experience,
    lineItems: r.lineItems.map((i) => ({
      id: i.id,
      name: i.name,
      price: formatCents(i.finalPriceCents * i.quantity),
      paid: i.transactionId !== null,
      markPaidHref: i.transactionId === null ? paths.admin.users.markPaid(r.user.id, i.id, back) : null,
      changePriceHref: i.transactionId === null ? paths.admin.users.changePrice(r.user.id, i.id, back) : null,
    })),
  };
}
