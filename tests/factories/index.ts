/**
 * Test builders: the records tests, browser specs and the demo seed need, named by the state people
 * talk about ("waiting in final approval", "a pending group CEU"), made through the app's Prisma
 * client and, where practical, the product's own rules (the registration order, cart pricing, the
 * payment path with its fulfilment, the extension request). Every builder takes an options object
 * with overrides for what a test cares about and fills the rest with readable defaults; it returns
 * the records it made. Dates are New York calendar days (lib/dates.ts); `now` fixes the clock.
 */
export {
  createAddress,
  createAdmin,
  createMember,
  createMembers,
  TEST_PASSWORD,
  userFlag,
  userGroupNamed,
  inUserGroup,
  militaryInstallation,
  workArea,
  workAreaCategory,
  type MemberOverrides,
} from "./users.ts";
export { next, uniqueName, useIdLabel } from "./sequence.ts";
export { AFC_KEY, COURSE_MATERIAL, certificationReference, type CertificationRef, type CourseMaterialKey } from "./reference.ts";
export {
  cartLine,
  catalogueProduct,
  discountCode,
  donationOption,
  failedPayment,
  paidOrder,
  payLines,
  paymentInProgress,
  productLine,
  saveCard,
  memberOnlyEvent,
  onDemandEvent,
  pastEvent,
  upcomingEvent,
  type EventOptions,
  type OrderLine,
  type PayOptions,
} from "./commerce.ts";
export {
  MEMBERSHIP_TYPES,
  activeMembership,
  approvedMembershipRequest,
  createMembership,
  expiredMembership,
  membershipInCart,
  membershipType,
  pastMemberships,
  pendingMembershipRequest,
  rejectedMembershipRequest,
  uploadedTranscript,
  type MembershipOverrides,
} from "./memberships.ts";
export {
  approvedGroupCeu,
  approvedIndividualCeu,
  ceuFeeProducts,
  createCertification,
  createCreditType,
  createGroupCeu,
  createIndividualCeu,
  createReportingPeriod,
  creditType,
  currentReportingPeriod,
  groupCeuInCart,
  pendingGroupCeu,
  pendingIndividualCeu,
  rejectedGroupCeu,
  rejectedIndividualCeu,
  resubmittedIndividualCeu,
} from "./ceus.ts";
export {
  SERVICE_TYPES,
  approvedExperience,
  pendingExperience,
  rejectedExperience,
  serviceType,
  validationRequested,
  type ExperienceFields,
} from "./experience.ts";
export {
  SUPPORTING_DOCUMENT_PDF,
  attachSupportingDocument,
  awaitingApprovalPaid,
  awaitingApprovalWithBalance,
  createRegistration,
  deadlinePassedUnrecorded,
  expiredWithoutExtension,
  failedExamAttempts,
  inPostRegistration,
  pathwayApproved,
  readyForFinalSteps,
  recordedExamAttempt,
  registrationAtStep,
  registrationInCart,
  waitingInExperienceApproval,
  waitingInFinalApproval,
  waitingInPathwayReview,
  type ExamOutcome,
  type ExperienceSpec,
  type PostRegistrationOptions,
  type RegistrationOptions,
} from "./registrations.ts";
export {
  annualFeePaid,
  certifiedAndPaidUp,
  certifiedInGoodStanding,
  certifiedWithFeeDue,
  lapsedCertification,
  lapsedForPayment,
  renewalSigned,
  revokedCertification,
  type CertifiedOptions,
} from "./certifications.ts";
export { approvedCertificationExtension, approvedExtension, extensionInCart, pendingExtension } from "./extensions.ts";
export { unreadNotification } from "./notifications.ts";
export {
  approvedIndependentTrainer,
  courseAwaitingReview,
  courseCompleted,
  courseEnrolment,
  courseInCart,
  courseInProgress,
  courseRegistrationStarted,
  essentialsCourse,
  learningSystemTraining,
  essentialsCourseOnSale,
  moduleAwaitingApproval,
  pendingModule,
  pendingTrainerApplication,
  trainingPaidEnrolmentFailed,
  trainingReference,
  trainingRegistrationInCart,
} from "./trainings.ts";
export { eligibleToTrainCertified, trainerApplicationAtStep } from "./trainers.ts";
export { moduleEnrolledInSection, moduleWaitingForSection } from "./learning-system.ts";
export { uploadedFile, type UploadedFileOptions } from "./media.ts";
export { addressOverSignInLimit } from "./limits.ts";
export {
  expiredIndependentTrainer,
  expiringIndependentTrainer,
  trainerApplicationInCart,
  trainerLicenseProduct,
  trainerLicensesInCart,
  trainerRenewalInCart,
} from "./independent-trainers.ts";
export {
  QUESTIONS_PER_COMPETENCY,
  SURVEY_ANSWERS,
  competencyStats,
  practiceExamBundleUnused,
  practiceExamCompleted,
  practiceExamInCart,
  practiceExamStarted,
  practiceExamSurveyAnswered,
  practiceExamsTaken,
} from "./practice-exams.ts";
export { certifiedCertificateNotIssued, courseMaterialsOrderFailed, holmesCourseOffer } from "./outside-calls.ts";
export { inactiveSsoPartner, signingSsoPartner, specSsoPartners, ssoPartner, testSigningKeys, type SsoPartnerOverrides } from "./sso.ts";
export { duplicateAccounts, mergedAccounts, type DuplicateOptions } from "./merge.ts";
