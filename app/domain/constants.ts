/**
 * Every stored status/kind value of the portal, in one place.
 *
 * The specs name states ("pre-registration", "lapsed for CEUs") but hide the real constant values,
 * so the stored values are readable snake_case strings chosen here (see docs/decisions/0001-status-and-kind-values.md).
 * Database columns holding them are plain `String` (SQLite has no enums) and carry a
 * `/// one of NAME` comment in prisma/schema.prisma naming the group below.
 *
 * A group with labels is declared once with `defineValues` (./define-values.ts): `key: [value, label]`
 * gives the value object, and `labelsOf`/`tonesOf` read its label and badge tone maps. Every such call
 * is marked `@__PURE__` so the browser bundle keeps only what browser code reads.
 *
 * Pure TypeScript: safe to import from the browser, the server, zod schemas and the seed.
 */

import { BADGE_TONE, defineValues, labelsOf, optionsOf, tonesOf, valuesOf, type BadgeTone, type ValueOf } from "./define-values.ts";

export { BADGE_TONE, optionsOf, valuesOf, type BadgeTone, type ValueOf };

/** The association's product name as members know it ("{product}" in the spec). */
export const PRODUCT_NAME = "AFCPE";
export const PRODUCT_SLUG = "afcpe";

// ---------------------------------------------------------------------------------------------
// Accounts
// ---------------------------------------------------------------------------------------------

/** User.role (references Role.key). Admins reach /admin and may impersonate. */
export const ROLE = /* @__PURE__ */ defineValues({
  admin: ["admin", "Admin"],
  member: ["member", "Member"],
});
export type Role = ValueOf<typeof ROLE>;
export const ROLE_LABEL = /* @__PURE__ */ labelsOf(ROLE);

/** User.contactMethod (an integer in the spec). */
export const CONTACT_METHOD = /* @__PURE__ */ defineValues({
  email: [0, "Email"],
  workPhone: [1, "Work Phone"],
  homePhone: [2, "Home Phone"],
  cellPhone: [3, "Cell Phone"],
});
export type ContactMethod = ValueOf<typeof CONTACT_METHOD>;
export const CONTACT_METHOD_LABEL = /* @__PURE__ */ labelsOf(CONTACT_METHOD);

/** User.gender (values as given in the spec). */
export const GENDER = /* @__PURE__ */ defineValues({
  female: ["female", "Female"],
  male: ["male", "Male"],
  nonBinary: ["non-binary", "Non-binary"],
  nonAnswer: ["non-answer", "Prefer not to answer"],
});
export type Gender = ValueOf<typeof GENDER>;
export const GENDER_LABEL = /* @__PURE__ */ labelsOf(GENDER);

/** User.yearsOfService options (stored as shown). */
export const YEARS_OF_SERVICE = ["0-2", "3-5", "6-10", "11-15", "16-20", "20+"] as const;
export type YearsOfService = (typeof YEARS_OF_SERVICE)[number];

/** User.referral: how the user heard of the association (asked at sign-up). */
export const REFERRAL = /* @__PURE__ */ defineValues({
  internet: ["internet", "Internet"],
  colleagueFriend: ["colleague_friend", "Colleague/Friend"],
  employment: ["employment", "Employment"],
  exhibitionConference: ["exhibition_conference", "Exhibition/Conference"],
  socialMedia: ["social_media", "Social Media"],
  other: ["other", "Other"],
});
export type Referral = ValueOf<typeof REFERRAL>;
export const REFERRAL_LABEL = /* @__PURE__ */ labelsOf(REFERRAL);
export const REFERRAL_OPTIONS = /* @__PURE__ */ optionsOf(REFERRAL_LABEL);

/** Address.name (stored as shown). */
export const ADDRESS_NAMES = ["Home", "Work", "Other"] as const;
export type AddressName = (typeof ADDRESS_NAMES)[number];

/** UserFlag.active: true = active, false = resolved (used for filters and labels). */
export const FLAG_STATE = /* @__PURE__ */ defineValues({
  active: ["active", "Active"],
  resolved: ["resolved", "Resolved"],
});
export type FlagState = ValueOf<typeof FLAG_STATE>;
export const FLAG_STATE_LABEL = /* @__PURE__ */ labelsOf(FLAG_STATE);

/** EmailMessage.status (mail outbox). */
export const EMAIL_STATUS = {
  queued: "queued",
  sent: "sent",
  failed: "failed",
} as const;
export type EmailStatus = ValueOf<typeof EMAIL_STATUS>;

/** MessageTemplate.category: which approve/reject dialog offers the canned message. */
export const MESSAGE_TEMPLATE_CATEGORY = {
  ceuApproval: "ceu_approval",
  ceuRejection: "ceu_rejection",
  experienceApproval: "experience_approval",
  experienceRejection: "experience_rejection",
  /** extension approve and reject (the spec names no category; decision 30) */
  extensionDecision: "extension_decision",
  membershipApproval: "membership_approval",
  membershipRejection: "membership_rejection",
  registrationApproval: "registration_approval",
  registrationRejection: "registration_rejection",
} as const;
export type MessageTemplateCategory = ValueOf<typeof MESSAGE_TEMPLATE_CATEGORY>;

/** Announcement.kind. holmes_afc and mme offer a learning-system course for the cart. */
export const ANNOUNCEMENT_KIND = {
  general: "general",
  holmesAfc: "holmes_afc",
  mme: "mme",
} as const;
export type AnnouncementKind = ValueOf<typeof ANNOUNCEMENT_KIND>;

/** HtmlCard.key: admin-edited HTML blocks on the dashboards. */
export const HTML_CARD_KEY = {
  educationDashboard: "education_dashboard",
  certificationDashboardCandidate: "certification_dashboard_candidate",
  certificationDashboardCertified: "certification_dashboard_certified",
  certificationDashboardNotCertified: "certification_dashboard_not_certified",
  /** the code of ethics a candidate signs (decision 29) */
  codeOfEthics: "code_of_ethics",
} as const;
export type HtmlCardKey = ValueOf<typeof HTML_CARD_KEY>;

/** Media.kind: what an uploaded file is for. */
export const MEDIA_KIND = /* @__PURE__ */ defineValues({
  designation: ["designation", "Designation"],
  coursework: ["coursework", "Coursework"],
  moneyManagementEssentials: ["money_management_essentials", "Money Management Essentials"],
  studentExam: ["student_exam", "Student Exam"],
  programAgenda: ["program_agenda", "Program Agenda"],
  creditCompletionCertificate: ["credit_completion_certificate", "Credit Completion Certificate"],
  experienceVerification: ["experience_verification", "Experience Verification Form"],
  studentTranscript: ["student_transcript", "Student Transcript"],
  proofOfCompletion: ["proof_of_completion", "Proof of Completion"],
  organizationLogo: ["organization_logo", "Organization Logo"],
  avatar: ["avatar", "Avatar"],
  supportingDocument: ["supporting_document", "Supporting Document"],
});
export type MediaKind = ValueOf<typeof MEDIA_KIND>;
export const MEDIA_KIND_LABEL = /* @__PURE__ */ labelsOf(MEDIA_KIND);

// ---------------------------------------------------------------------------------------------
// Registrations
// ---------------------------------------------------------------------------------------------

/** Registration.status, in lifecycle order. */
export const REGISTRATION_STATUS = /* @__PURE__ */ defineValues({
  preRegistration: ["pre_registration", "Pre-Registration"],
  registrationApproval: ["registration_approval", "Registration Approval"],
  moduleApproval: ["module_approval", "Module Approval"],
  finalApproval: ["final_approval", "Final Approval"],
  experienceApproval: ["experience_approval", "Experience Approval"],
  postRegistration: ["post_registration", "Post-Registration"],
  complete: ["complete", "Complete"],
});
export type RegistrationStatus = ValueOf<typeof REGISTRATION_STATUS>;
export const REGISTRATION_STATUSES = /* @__PURE__ */ valuesOf(REGISTRATION_STATUS);
export const REGISTRATION_STATUS_LABEL = /* @__PURE__ */ labelsOf(REGISTRATION_STATUS);
/** Statuses in which an admin decision is awaited ("under review"). */
export const APPROVAL_STATUSES = [
  REGISTRATION_STATUS.registrationApproval,
  REGISTRATION_STATUS.moduleApproval,
  REGISTRATION_STATUS.finalApproval,
  REGISTRATION_STATUS.experienceApproval,
] as const satisfies readonly RegistrationStatus[];
/** The spec's "post-registration statuses": past registration approval, on to certification. */
export const POST_REGISTRATION_STATUSES = [
  REGISTRATION_STATUS.postRegistration,
  REGISTRATION_STATUS.finalApproval,
  REGISTRATION_STATUS.experienceApproval,
  REGISTRATION_STATUS.complete,
] as const satisfies readonly RegistrationStatus[];

/** Registration.expirationStatus (null while not expired). */
export const EXPIRATION_STATUS = /* @__PURE__ */ defineValues({
  expired: ["expired", "Expired"],
  expiredWithoutExtension: ["expired_without_extension", "Expired without extension"],
  expiredWithExtension: ["expired_with_extension", "Expired with extension"],
});
export type ExpirationStatus = ValueOf<typeof EXPIRATION_STATUS>;
export const EXPIRATION_STATUS_LABEL = /* @__PURE__ */ labelsOf(EXPIRATION_STATUS);

/**
 * Registration.step, RegistrationReview.previousStep/newStep: every wizard step value, with the
 * step's title as the wizards show it.
 */
export const REGISTRATION_STEP = /* @__PURE__ */ defineValues({
  // pre-registration wizard
  pathway: ["pathway", "Pathway"],
  programInformation: ["program_information", "Program Information"],
  documentation: ["documentation", "Supporting Documentation"],
  pathwayApproval: ["pathway_approval", "Pathway Review"],
  courseMaterials: ["course_materials", "Course Materials"],
  practiceExamBundle: ["practice_exam_bundle", "Practice Exam Bundle"],
  shipping: ["shipping", "Shipping"],
  membership: ["membership", "Membership"],
  examFees: ["exam_fees", "Pay Exam Fees Upfront"],
  summary: ["summary", "Pay & Review"],
  // final-steps wizard (post-registration / module approval); also uses documentation
  certificateName: ["certificate_name", "Certificate Name"],
  professionalInfo: ["professional_info", "Professional Info"],
  preferences: ["preferences", "Preferences"],
  finalSummary: ["final_summary", "Summary"],
  // independent trainer application; ends with summary
  trainerBio: ["trainer_bio", "Bio"],
  trainerContact: ["trainer_contact", "Program Contact Information"],
  trainerFormat: ["trainer_format", "Program Format Details"],
  trainerAudience: ["trainer_audience", "Program Audience"],
  trainerLanguage: ["trainer_language", "Languages Offered"],
  trainerAgreement: ["trainer_agreement", "Independent Trainer Terms and Conditions"],
  // post-registration: the candidate is at the exam stage (admin spec "examStep")
  exam: ["exam", "Exam"],
});
export type RegistrationStep = ValueOf<typeof REGISTRATION_STEP>;
export const REGISTRATION_STEPS = /* @__PURE__ */ valuesOf(REGISTRATION_STEP);
export const REGISTRATION_STEP_LABEL = /* @__PURE__ */ labelsOf(REGISTRATION_STEP);
/** Pre-registration wizard, in order (some are skipped per pathway and user). */
export const PRE_REGISTRATION_STEPS = [
  REGISTRATION_STEP.pathway,
  REGISTRATION_STEP.programInformation,
  REGISTRATION_STEP.documentation,
  REGISTRATION_STEP.pathwayApproval,
  REGISTRATION_STEP.courseMaterials,
  REGISTRATION_STEP.practiceExamBundle,
  REGISTRATION_STEP.shipping,
  REGISTRATION_STEP.membership,
  REGISTRATION_STEP.examFees,
  REGISTRATION_STEP.summary,
] as const satisfies readonly RegistrationStep[];
/** Final-steps wizard, in order (documentation only on the independent trainer pathway). */
export const FINAL_STEPS = [
  REGISTRATION_STEP.documentation,
  REGISTRATION_STEP.certificateName,
  REGISTRATION_STEP.professionalInfo,
  REGISTRATION_STEP.preferences,
  REGISTRATION_STEP.finalSummary,
] as const satisfies readonly RegistrationStep[];
/** Independent trainer application, in order. */
export const INDEPENDENT_TRAINER_STEPS = [
  REGISTRATION_STEP.trainerBio,
  REGISTRATION_STEP.trainerContact,
  REGISTRATION_STEP.trainerFormat,
  REGISTRATION_STEP.trainerAudience,
  REGISTRATION_STEP.trainerLanguage,
  REGISTRATION_STEP.trainerAgreement,
  REGISTRATION_STEP.summary,
] as const satisfies readonly RegistrationStep[];

/** PathwayType.key: pathways the rules single out. */
export const PATHWAY_KEY = {
  education: "education",
  university: "university",
  designation: "designation",
  independentTrainer: "independent_trainer",
} as const;
export type PathwayKey = ValueOf<typeof PATHWAY_KEY>;

/** TrainingCategory.key: categories the code looks up. */
export const TRAINING_CATEGORY_KEY = {
  independentTrainer: "independent_trainer",
  moneyManagementEssentials: "money_management_essentials",
} as const;
export type TrainingCategoryKey = ValueOf<typeof TRAINING_CATEGORY_KEY>;

/** Registration.universityProgramLevelOfStudy. */
export const UNIVERSITY_LEVEL_OF_STUDY = /* @__PURE__ */ defineValues({
  undergraduate: ["undergraduate", "Undergraduate"],
  graduate: ["graduate", "Graduate"],
  phd: ["phd", "PhD"],
  nonDegreeSeeking: ["non_degree_seeking", "Non-Degree Seeking"],
});
export type UniversityLevelOfStudy = ValueOf<typeof UNIVERSITY_LEVEL_OF_STUDY>;
export const UNIVERSITY_LEVEL_OF_STUDY_LABEL = /* @__PURE__ */ labelsOf(UNIVERSITY_LEVEL_OF_STUDY);

/** Registration.trainerOfferingLearningSystem (a boolean): labels of the two choices. */
export const TRAINER_OFFERING_LABEL = {
  learningSystem: "AFC Learning System",
  customProgram: "Custom Program",
} as const;

/** Registration.trainerProgramFormat (a list). */
export const TRAINER_PROGRAM_FORMAT = /* @__PURE__ */ defineValues({
  inPerson: ["in_person", "In-Person"],
  virtual: ["virtual", "Virtual"],
});
export type TrainerProgramFormat = ValueOf<typeof TRAINER_PROGRAM_FORMAT>;
export const TRAINER_PROGRAM_FORMAT_LABEL = /* @__PURE__ */ labelsOf(TRAINER_PROGRAM_FORMAT);

/** Registration.trainerInPersonLocation (a list). */
export const TRAINER_IN_PERSON_LOCATION = /* @__PURE__ */ defineValues({
  designatedLocation: ["designated_location", "Designated Location"],
  traveling: ["traveling", "Traveling"],
});
export type TrainerInPersonLocation = ValueOf<typeof TRAINER_IN_PERSON_LOCATION>;
export const TRAINER_IN_PERSON_LOCATION_LABEL = /* @__PURE__ */ labelsOf(TRAINER_IN_PERSON_LOCATION);

/** Registration.trainerAudience (a list). */
export const TRAINER_AUDIENCE = /* @__PURE__ */ defineValues({
  individual: ["individual", "Individual"],
  group: ["group", "Group"],
});
export type TrainerAudience = ValueOf<typeof TRAINER_AUDIENCE>;
export const TRAINER_AUDIENCE_LABEL = /* @__PURE__ */ labelsOf(TRAINER_AUDIENCE);

/** Registration.trainerGroupSize options (stored as shown). */
export const TRAINER_GROUP_SIZES = ["1 - 5", "5 - 10", "10 - 20", "20+"] as const;
export type TrainerGroupSize = (typeof TRAINER_GROUP_SIZES)[number];

/** Registration.trainerLanguages (a list); other needs trainerLanguageOther. */
export const TRAINER_LANGUAGE = /* @__PURE__ */ defineValues({
  english: ["english", "English"],
  mandarinChinese: ["mandarin_chinese", "Mandarin Chinese"],
  hindi: ["hindi", "Hindi"],
  spanish: ["spanish", "Spanish"],
  standardArabic: ["standard_arabic", "Standard Arabic"],
  americanSignLanguage: ["american_sign_language", "American Sign Language"],
  other: ["other", "Other"],
});
export type TrainerLanguage = ValueOf<typeof TRAINER_LANGUAGE>;
export const TRAINER_LANGUAGE_LABEL = /* @__PURE__ */ labelsOf(TRAINER_LANGUAGE);

// ---------------------------------------------------------------------------------------------
// Certifications, exams, reviews
// ---------------------------------------------------------------------------------------------

/**
 * UserCertification.status. Tones: good standing success, lapsed warning, revoked danger (renewed is
 * not given; success).
 */
export const CERTIFICATION_STATUS = /* @__PURE__ */ defineValues({
  goodStanding: ["good_standing", "In Good Standing", "success"],
  lapsedCeus: ["lapsed_ceus", "Lapsed for CEUs", "warning"],
  lapsedPayment: ["lapsed_payment", "Lapsed for Payment", "warning"],
  revoked: ["revoked", "Revoked", "danger"],
  renewed: ["renewed", "Renewed", "success"],
});
export type CertificationStatus = ValueOf<typeof CERTIFICATION_STATUS>;
export const CERTIFICATION_STATUSES = /* @__PURE__ */ valuesOf(CERTIFICATION_STATUS);
export const CERTIFICATION_STATUS_LABEL = /* @__PURE__ */ labelsOf(CERTIFICATION_STATUS);
export const CERTIFICATION_STATUS_TONE = /* @__PURE__ */ tonesOf(CERTIFICATION_STATUS);

/** ReportingPeriod.status. */
export const REPORTING_PERIOD_STATUS = /* @__PURE__ */ defineValues({
  upcoming: ["upcoming", "Upcoming"],
  current: ["current", "Current"],
  closed: ["closed", "Closed"],
});
export type ReportingPeriodStatus = ValueOf<typeof REPORTING_PERIOD_STATUS>;
export const REPORTING_PERIOD_STATUS_LABEL = /* @__PURE__ */ labelsOf(REPORTING_PERIOD_STATUS);

/** ExamAttempt.result (values as given in the spec). */
export const EXAM_RESULT = /* @__PURE__ */ defineValues({
  pass: ["P", "Pass"],
  fail: ["F", "Fail"],
  absent: ["A", "Absent"],
});
export type ExamResult = ValueOf<typeof EXAM_RESULT>;
export const EXAM_RESULT_LABEL = /* @__PURE__ */ labelsOf(EXAM_RESULT);
/** Exam attempts per registration; remaining attempts = this minus the number of fails. */
export const MAX_EXAM_ATTEMPTS = 5;

/** PracticeExamSurveyResponse.surveyType, and the exam numbers of a practice exam bundle. */
export const PRACTICE_EXAM_SURVEY_TYPE = {
  pre: "pre",
  post: "post",
} as const;
export type PracticeExamSurveyType = ValueOf<typeof PRACTICE_EXAM_SURVEY_TYPE>;
export const PRACTICE_EXAM_NUMBERS = [1, 2] as const;

/**
 * Review state of a CEU (individual and group) and of an experience
 * (IndividualCeu.status, GroupCeu.status, Experience.status).
 */
export const REVIEW_STATUS = /* @__PURE__ */ defineValues({
  pending: ["pending", "Pending"],
  approved: ["approved", "Approved"],
  rejected: ["rejected", "Rejected"],
});
export type ReviewStatus = ValueOf<typeof REVIEW_STATUS>;
export const REVIEW_STATUS_LABEL = /* @__PURE__ */ labelsOf(REVIEW_STATUS);

/**
 * Statuses an admin picks from when rejecting a CEU or an experience
 * (CeuReview.status / ExperienceReview.status, copied to the record's rejectionStatus).
 */
export const REJECTION_STATUS = /* @__PURE__ */ defineValues({
  needsMoreInformation: ["needs_more_information", "Needs more information"],
  notRelevant: ["not_relevant", "Not relevant to the field"],
  insufficientDocumentation: ["insufficient_documentation", "Insufficient documentation"],
  duplicateSubmission: ["duplicate_submission", "Duplicate submission"],
});
export type RejectionStatus = ValueOf<typeof REJECTION_STATUS>;
export const REJECTION_STATUSES = /* @__PURE__ */ valuesOf(REJECTION_STATUS);
export const REJECTION_STATUS_LABEL = /* @__PURE__ */ labelsOf(REJECTION_STATUS);

/** Extension state, derived: submittedAt null = in cart; approved null = pending, true, false. */
export const EXTENSION_STATUS = /* @__PURE__ */ defineValues({
  inCart: ["in_cart", "In Cart"],
  pending: ["pending", "Pending"],
  approved: ["approved", "Approved"],
  rejected: ["rejected", "Rejected"],
});
export type ExtensionStatus = ValueOf<typeof EXTENSION_STATUS>;
export const EXTENSION_STATUS_LABEL = /* @__PURE__ */ labelsOf(EXTENSION_STATUS);

// ---------------------------------------------------------------------------------------------
// Memberships, trainings, events
// ---------------------------------------------------------------------------------------------

/** MembershipType.key. */
export const MEMBERSHIP_KEY = {
  professional: "professional",
  student: "student",
  emeritus: "emeritus",
} as const;
export type MembershipKey = ValueOf<typeof MEMBERSHIP_KEY>;

/** User.membershipStatus (admin-only summary) and the membership card's states. */
export const MEMBERSHIP_STATUS = /* @__PURE__ */ defineValues({
  active: ["active", "In Good Standing"],
  inCart: ["in_cart", "In Cart"],
  pendingReview: ["pending_review", "Pending Review"],
  notMember: ["not_member", "Not a Member"],
});
export type MembershipStatus = ValueOf<typeof MEMBERSHIP_STATUS>;
export const MEMBERSHIP_STATUS_LABEL = /* @__PURE__ */ labelsOf(MEMBERSHIP_STATUS);

/** MembershipRequest.status. */
export const MEMBERSHIP_REQUEST_STATUS = /* @__PURE__ */ defineValues({
  pending: ["pending", "Pending"],
  approved: ["approved", "Approved"],
  rejected: ["rejected", "Rejected"],
});
export type MembershipRequestStatus = ValueOf<typeof MEMBERSHIP_REQUEST_STATUS>;
export const MEMBERSHIP_REQUEST_STATUS_LABEL = /* @__PURE__ */ labelsOf(MEMBERSHIP_REQUEST_STATUS);

/** UserTraining.status. */
export const USER_TRAINING_STATUS = /* @__PURE__ */ defineValues({
  enrolled: ["enrolled", "Enrolled"],
  inProgress: ["in_progress", "In Progress"],
  completed: ["completed", "Completed"],
  pending: ["pending", "Pending"],
});
export type UserTrainingStatus = ValueOf<typeof USER_TRAINING_STATUS>;
export const USER_TRAINING_STATUS_LABEL = /* @__PURE__ */ labelsOf(USER_TRAINING_STATUS);

/** RegistrationLearningSection.scope: a module's learning-system course (per training category) or the course materials' one. */
export const LEARNING_SECTION_SCOPE = /* @__PURE__ */ defineValues({
  module: ["module", "Module"],
  material: ["material", "Course materials"],
});
export type LearningSectionScope = ValueOf<typeof LEARNING_SECTION_SCOPE>;

/** Event.type. fpa and virtual are for valid members only. */
export const EVENT_TYPE = /* @__PURE__ */ defineValues({
  fpa: ["fpa", "FPA"],
  virtual: ["virtual", "Virtual"],
  webinar: ["webinar", "Webinar"],
  symposium: ["symposium", "Symposium"],
  inPerson: ["in_person", "In-Person"],
  onDemand: ["on_demand", "OnDemand"],
});
export type EventType = ValueOf<typeof EVENT_TYPE>;
export const EVENT_TYPE_LABEL = /* @__PURE__ */ labelsOf(EVENT_TYPE);
export const MEMBER_ONLY_EVENT_TYPES = [EVENT_TYPE.fpa, EVENT_TYPE.virtual] as const satisfies readonly EventType[];

// ---------------------------------------------------------------------------------------------
// Cart and payments
// ---------------------------------------------------------------------------------------------

/** Product.kind and LineItem.kind: what is sold; selects the fulfilment handler. */
export const PRODUCT_KIND = {
  membership: "membership",
  registrationFee: "registration_fee",
  courseMaterial: "course_material",
  shipping: "shipping",
  exam: "exam",
  practiceExam: "practice_exam",
  event: "event",
  donation: "donation",
  renewal: "renewal",
  extension: "extension",
  ceuReview: "ceu_review",
  ceuListing: "ceu_listing",
  independentTrainer: "independent_trainer",
  training: "training",
  /** a learning-system license an independent trainer buys for a client (TrainingCategory.licenseProduct) */
  trainerLicense: "trainer_license",
  /** a certification's late fee, posted for each month end its annual fee stays unpaid (Product.certificationId) */
  lateFee: "late_fee",
} as const;
export type ProductKind = ValueOf<typeof PRODUCT_KIND>;
export const PRODUCT_KINDS = /* @__PURE__ */ valuesOf(PRODUCT_KIND);

/** Discount.kind: a promo code, or an independent trainer's license code for students. */
export const DISCOUNT_KIND = {
  promo: "promo",
  trainerLicense: "trainer_license",
} as const;
export type DiscountKind = ValueOf<typeof DISCOUNT_KIND>;

/** Transaction.type. */
export const TRANSACTION_TYPE = /* @__PURE__ */ defineValues({
  /** a checkout by the user (or by an admin while impersonating) */
  purchase: ["purchase", "Purchase"],
  /** recorded by an admin without a charge: added certification payment, item marked paid */
  adminPayment: ["admin_payment", "Admin payment"],
  refund: ["refund", "Refund"],
});
export type TransactionType = ValueOf<typeof TRANSACTION_TYPE>;
export const TRANSACTION_TYPE_LABEL = /* @__PURE__ */ labelsOf(TRANSACTION_TYPE);

/** Transaction.status. */
export const TRANSACTION_STATUS = /* @__PURE__ */ defineValues({
  pending: ["pending", "Pending"],
  succeeded: ["succeeded", "Paid"],
  failed: ["failed", "Failed"],
  refunded: ["refunded", "Refunded"],
});
export type TransactionStatus = ValueOf<typeof TRANSACTION_STATUS>;
/** Transactions that count as paid (receipts, payment history, "is this item paid"). */
export const PAID_TRANSACTION_STATUSES = [TRANSACTION_STATUS.succeeded, TRANSACTION_STATUS.refunded] as const;
export const TRANSACTION_STATUS_LABEL = /* @__PURE__ */ labelsOf(TRANSACTION_STATUS);

/** Transaction.paymentMethodType: how checkout paid. */
export const PAYMENT_METHOD_TYPE = {
  /** a new card */
  stripe: "stripe",
  /** the saved card */
  existing: "existing",
  /** admin override, only while impersonating */
  admin: "admin",
  /** total plus donation is 0 or less */
  free: "free",
} as const;
export type PaymentMethodType = ValueOf<typeof PAYMENT_METHOD_TYPE>;

/** JobRun.status: a scheduled job's run for one period (decision 50). */
export const JOB_RUN_STATUS = /* @__PURE__ */ defineValues({
  running: ["running", "Running"],
  done: ["done", "Done"],
  failed: ["failed", "Failed"],
});
export type JobRunStatus = ValueOf<typeof JOB_RUN_STATUS>;
export const JOB_RUN_STATUS_LABEL = /* @__PURE__ */ labelsOf(JOB_RUN_STATUS);

/** Reminder.rule: what a reminder is about (issue 35: 90, 60, 30 and 7 days before). */
export const REMINDER_RULE = /* @__PURE__ */ defineValues({
  certificationFee: ["certification_fee", "Annual certification fee"],
  ceus: ["ceus", "CEU reporting period"],
  membership: ["membership", "Membership"],
  trainer: ["trainer", "Independent Trainer status"],
});
export type ReminderRule = ValueOf<typeof REMINDER_RULE>;
export const REMINDER_RULE_LABEL = /* @__PURE__ */ labelsOf(REMINDER_RULE);

/** Reminder.text: what became of a reminder's text message. */
export const REMINDER_TEXT = /* @__PURE__ */ defineValues({
  sent: ["sent", "Sent"],
  failed: ["failed", "Failed"],
  overLimit: ["over_limit", "Not sent: 4 texts this month"],
  notOptedIn: ["not_opted_in", "Not sent: not opted in"],
});
export type ReminderText = ValueOf<typeof REMINDER_TEXT>;
