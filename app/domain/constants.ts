/**
 * Every stored status/kind value of the portal, in one place.
 *
 * The specs name states ("pre-registration", "lapsed for CEUs") but hide the real constant values,
 * so the stored values are readable snake_case strings chosen here (see docs/decisions/0001-status-and-kind-values.md).
 * Database columns holding them are plain `String` (SQLite has no enums) and carry a
 * `/// one of NAME` comment in prisma/schema.prisma naming the group below.
 *
 * Pure TypeScript: safe to import from the browser, the server, zod schemas and the seed.
 */

/** Union of the values of a constant object. */
export type ValueOf<T> = T[keyof T];

/** The values of a constant object as a non-empty tuple (what `z.enum` wants). */
export function valuesOf<T extends Record<string, string>>(obj: T): [ValueOf<T>, ...ValueOf<T>[]] {
  return Object.values(obj) as [ValueOf<T>, ...ValueOf<T>[]];
}

/** `{ value, label }` list for a select or radio group, in the label map's order. */
export function optionsOf<V extends string>(labels: Record<V, string>): ReadonlyArray<{ value: V; label: string }> {
  return (Object.keys(labels) as V[]).map((value) => ({ value, label: labels[value] }));
}

/** Colour of a status badge. */
/** The association's product name as members know it ("{product}" in the spec). */
export const PRODUCT_NAME = "AFCPE";
export const PRODUCT_SLUG = "afcpe";

export const BADGE_TONE = {
  primary: "primary",
  success: "success",
  warning: "warning",
  danger: "danger",
} as const;
export type BadgeTone = ValueOf<typeof BADGE_TONE>;

// ---------------------------------------------------------------------------------------------
// Accounts
// ---------------------------------------------------------------------------------------------

/** User.role (references Role.key). Admins reach /admin and may impersonate. */
export const ROLE = {
  admin: "admin",
  member: "member",
} as const;
export type Role = ValueOf<typeof ROLE>;
export const ROLE_LABEL: Record<Role, string> = {
  admin: "Admin",
  member: "Member",
};

/** User.contactMethod (an integer in the spec). */
export const CONTACT_METHOD = {
  email: 0,
  workPhone: 1,
  homePhone: 2,
  cellPhone: 3,
} as const;
export type ContactMethod = ValueOf<typeof CONTACT_METHOD>;
export const CONTACT_METHOD_LABEL: Record<ContactMethod, string> = {
  0: "Email",
  1: "Work Phone",
  2: "Home Phone",
  3: "Cell Phone",
};

/** User.gender (values as given in the spec). */
export const GENDER = {
  female: "female",
  male: "male",
  nonBinary: "non-binary",
  nonAnswer: "non-answer",
} as const;
export type Gender = ValueOf<typeof GENDER>;
export const GENDER_LABEL: Record<Gender, string> = {
  female: "Female",
  male: "Male",
  "non-binary": "Non-binary",
  "non-answer": "Prefer not to answer",
};

/** User.yearsOfService options (stored as shown). */
export const YEARS_OF_SERVICE = ["0-2", "3-5", "6-10", "11-15", "16-20", "20+"] as const;
export type YearsOfService = (typeof YEARS_OF_SERVICE)[number];

/** User.referral: how the user heard of the association (asked at sign-up). */
export const REFERRAL = {
  internet: "internet",
  colleagueFriend: "colleague_friend",
  employment: "employment",
  exhibitionConference: "exhibition_conference",
  socialMedia: "social_media",
  other: "other",
} as const;
export type Referral = ValueOf<typeof REFERRAL>;
export const REFERRAL_LABEL: Record<Referral, string> = {
  internet: "Internet",
  colleague_friend: "Colleague/Friend",
  employment: "Employment",
  exhibition_conference: "Exhibition/Conference",
  social_media: "Social Media",
  other: "Other",
};
export const REFERRAL_OPTIONS = optionsOf(REFERRAL_LABEL);

/** Address.name (stored as shown). */
export const ADDRESS_NAMES = ["Home", "Work", "Other"] as const;
export type AddressName = (typeof ADDRESS_NAMES)[number];

/** UserFlag.active: true = active, false = resolved (used for filters and labels). */
export const FLAG_STATE = {
  active: "active",
  resolved: "resolved",
} as const;
export type FlagState = ValueOf<typeof FLAG_STATE>;
export const FLAG_STATE_LABEL: Record<FlagState, string> = {
  active: "Active",
  resolved: "Resolved",
};

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
export const MEDIA_KIND = {
  designation: "designation",
  coursework: "coursework",
  moneyManagementEssentials: "money_management_essentials",
  studentExam: "student_exam",
  programAgenda: "program_agenda",
  creditCompletionCertificate: "credit_completion_certificate",
  experienceVerification: "experience_verification",
  studentTranscript: "student_transcript",
  proofOfCompletion: "proof_of_completion",
  organizationLogo: "organization_logo",
  avatar: "avatar",
  supportingDocument: "supporting_document",
} as const;
export type MediaKind = ValueOf<typeof MEDIA_KIND>;
export const MEDIA_KIND_LABEL: Record<MediaKind, string> = {
  designation: "Designation",
  coursework: "Coursework",
  money_management_essentials: "Money Management Essentials",
  student_exam: "Student Exam",
  program_agenda: "Program Agenda",
  credit_completion_certificate: "Credit Completion Certificate",
  experience_verification: "Experience Verification Form",
  student_transcript: "Student Transcript",
  proof_of_completion: "Proof of Completion",
  organization_logo: "Organization Logo",
  avatar: "Avatar",
  supporting_document: "Supporting Document",
};

// ---------------------------------------------------------------------------------------------
// Registrations
// ---------------------------------------------------------------------------------------------

/** Registration.status, in lifecycle order. */
export const REGISTRATION_STATUS = {
  preRegistration: "pre_registration",
  registrationApproval: "registration_approval",
  moduleApproval: "module_approval",
  finalApproval: "final_approval",
  experienceApproval: "experience_approval",
  postRegistration: "post_registration",
  complete: "complete",
} as const;
export type RegistrationStatus = ValueOf<typeof REGISTRATION_STATUS>;
export const REGISTRATION_STATUSES = valuesOf(REGISTRATION_STATUS);
export const REGISTRATION_STATUS_LABEL: Record<RegistrationStatus, string> = {
  pre_registration: "Pre-Registration",
  registration_approval: "Registration Approval",
  module_approval: "Module Approval",
  final_approval: "Final Approval",
  experience_approval: "Experience Approval",
  post_registration: "Post-Registration",
  complete: "Complete",
};
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
export const EXPIRATION_STATUS = {
  expired: "expired",
  expiredWithoutExtension: "expired_without_extension",
  expiredWithExtension: "expired_with_extension",
} as const;
export type ExpirationStatus = ValueOf<typeof EXPIRATION_STATUS>;
export const EXPIRATION_STATUS_LABEL: Record<ExpirationStatus, string> = {
  expired: "Expired",
  expired_without_extension: "Expired without extension",
  expired_with_extension: "Expired with extension",
};

/** Registration.step, RegistrationReview.previousStep/newStep: every wizard step value. */
export const REGISTRATION_STEP = {
  // pre-registration wizard
  pathway: "pathway",
  programInformation: "program_information",
  documentation: "documentation",
  pathwayApproval: "pathway_approval",
  courseMaterials: "course_materials",
  practiceExamBundle: "practice_exam_bundle",
  shipping: "shipping",
  membership: "membership",
  examFees: "exam_fees",
  summary: "summary",
  // final-steps wizard (post-registration / module approval); also uses documentation
  certificateName: "certificate_name",
  professionalInfo: "professional_info",
  preferences: "preferences",
  finalSummary: "final_summary",
  // independent trainer application; ends with summary
  trainerBio: "trainer_bio",
  trainerContact: "trainer_contact",
  trainerFormat: "trainer_format",
  trainerAudience: "trainer_audience",
  trainerLanguage: "trainer_language",
  trainerAgreement: "trainer_agreement",
  // post-registration: the candidate is at the exam stage (admin spec "examStep")
  exam: "exam",
} as const;
export type RegistrationStep = ValueOf<typeof REGISTRATION_STEP>;
export const REGISTRATION_STEPS = valuesOf(REGISTRATION_STEP);
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
/** Step titles as the wizards show them. */
export const REGISTRATION_STEP_LABEL: Record<RegistrationStep, string> = {
  pathway: "Pathway",
  program_information: "Program Information",
  documentation: "Supporting Documentation",
  pathway_approval: "Pathway Review",
  course_materials: "Course Materials",
  practice_exam_bundle: "Practice Exam Bundle",
  shipping: "Shipping",
  membership: "Membership",
  exam_fees: "Pay Exam Fees Upfront",
  summary: "Pay & Review",
  certificate_name: "Certificate Name",
  professional_info: "Professional Info",
  preferences: "Preferences",
  final_summary: "Summary",
  trainer_bio: "Bio",
  trainer_contact: "Program Contact Information",
  trainer_format: "Program Format Details",
  trainer_audience: "Program Audience",
  trainer_language: "Languages Offered",
  trainer_agreement: "Independent Trainer Terms and Conditions",
  exam: "Exam",
};

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
export const UNIVERSITY_LEVEL_OF_STUDY = {
  undergraduate: "undergraduate",
  graduate: "graduate",
  phd: "phd",
  nonDegreeSeeking: "non_degree_seeking",
} as const;
export type UniversityLevelOfStudy = ValueOf<typeof UNIVERSITY_LEVEL_OF_STUDY>;
export const UNIVERSITY_LEVEL_OF_STUDY_LABEL: Record<UniversityLevelOfStudy, string> = {
  undergraduate: "Undergraduate",
  graduate: "Graduate",
  phd: "PhD",
  non_degree_seeking: "Non-Degree Seeking",
};

/** Registration.trainerOfferingLearningSystem (a boolean): labels of the two choices. */
export const TRAINER_OFFERING_LABEL = {
  learningSystem: "AFC Learning System",
  customProgram: "Custom Program",
} as const;

/** Registration.trainerProgramFormat (a list). */
export const TRAINER_PROGRAM_FORMAT = {
  inPerson: "in_person",
  virtual: "virtual",
} as const;
export type TrainerProgramFormat = ValueOf<typeof TRAINER_PROGRAM_FORMAT>;
export const TRAINER_PROGRAM_FORMAT_LABEL: Record<TrainerProgramFormat, string> = {
  in_person: "In-Person",
  virtual: "Virtual",
};

/** Registration.trainerInPersonLocation (a list). */
export const TRAINER_IN_PERSON_LOCATION = {
  designatedLocation: "designated_location",
  traveling: "traveling",
} as const;
export type TrainerInPersonLocation = ValueOf<typeof TRAINER_IN_PERSON_LOCATION>;
export const TRAINER_IN_PERSON_LOCATION_LABEL: Record<TrainerInPersonLocation, string> = {
  designated_location: "Designated Location",
  traveling: "Traveling",
};

/** Registration.trainerAudience (a list). */
export const TRAINER_AUDIENCE = {
  individual: "individual",
  group: "group",
} as const;
export type TrainerAudience = ValueOf<typeof TRAINER_AUDIENCE>;
export const TRAINER_AUDIENCE_LABEL: Record<TrainerAudience, string> = {
  individual: "Individual",
  group: "Group",
};

/** Registration.trainerGroupSize options (stored as shown). */
export const TRAINER_GROUP_SIZES = ["1 - 5", "5 - 10", "10 - 20", "20+"] as const;
export type TrainerGroupSize = (typeof TRAINER_GROUP_SIZES)[number];

/** Registration.trainerLanguages (a list); other needs trainerLanguageOther. */
export const TRAINER_LANGUAGE = {
  english: "english",
  mandarinChinese: "mandarin_chinese",
  hindi: "hindi",
  spanish: "spanish",
  standardArabic: "standard_arabic",
  americanSignLanguage: "american_sign_language",
  other: "other",
} as const;
export type TrainerLanguage = ValueOf<typeof TRAINER_LANGUAGE>;
export const TRAINER_LANGUAGE_LABEL: Record<TrainerLanguage, string> = {
  english: "English",
  mandarin_chinese: "Mandarin Chinese",
  hindi: "Hindi",
  spanish: "Spanish",
  standard_arabic: "Standard Arabic",
  american_sign_language: "American Sign Language",
  other: "Other",
};

// ---------------------------------------------------------------------------------------------
// Certifications, exams, reviews
// ---------------------------------------------------------------------------------------------

/** UserCertification.status. */
export const CERTIFICATION_STATUS = {
  goodStanding: "good_standing",
  lapsedCeus: "lapsed_ceus",
  lapsedPayment: "lapsed_payment",
  revoked: "revoked",
  renewed: "renewed",
} as const;
export type CertificationStatus = ValueOf<typeof CERTIFICATION_STATUS>;
export const CERTIFICATION_STATUSES = valuesOf(CERTIFICATION_STATUS);
export const CERTIFICATION_STATUS_LABEL: Record<CertificationStatus, string> = {
  good_standing: "In Good Standing",
  lapsed_ceus: "Lapsed for CEUs",
  lapsed_payment: "Lapsed for Payment",
  revoked: "Revoked",
  renewed: "Renewed",
};
/** Good standing success, lapsed warning, revoked danger (renewed is not given; success). */
export const CERTIFICATION_STATUS_TONE: Record<CertificationStatus, BadgeTone> = {
  good_standing: "success",
  lapsed_ceus: "warning",
  lapsed_payment: "warning",
  revoked: "danger",
  renewed: "success",
};

/** ReportingPeriod.status. */
export const REPORTING_PERIOD_STATUS = {
  upcoming: "upcoming",
  current: "current",
  closed: "closed",
} as const;
export type ReportingPeriodStatus = ValueOf<typeof REPORTING_PERIOD_STATUS>;
export const REPORTING_PERIOD_STATUS_LABEL: Record<ReportingPeriodStatus, string> = {
  upcoming: "Upcoming",
  current: "Current",
  closed: "Closed",
};

/** ExamAttempt.result (values as given in the spec). */
export const EXAM_RESULT = {
  pass: "P",
  fail: "F",
  absent: "A",
} as const;
export type ExamResult = ValueOf<typeof EXAM_RESULT>;
export const EXAM_RESULT_LABEL: Record<ExamResult, string> = {
  P: "Pass",
  F: "Fail",
  A: "Absent",
};
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
export const REVIEW_STATUS = {
  pending: "pending",
  approved: "approved",
  rejected: "rejected",
} as const;
export type ReviewStatus = ValueOf<typeof REVIEW_STATUS>;
export const REVIEW_STATUS_LABEL: Record<ReviewStatus, string> = {
  pending: "Pending",
  approved: "Approved",
  rejected: "Rejected",
};

/**
 * Statuses an admin picks from when rejecting a CEU or an experience
 * (CeuReview.status / ExperienceReview.status, copied to the record's rejectionStatus).
 */
export const REJECTION_STATUS = {
  needsMoreInformation: "needs_more_information",
  notRelevant: "not_relevant",
  insufficientDocumentation: "insufficient_documentation",
  duplicateSubmission: "duplicate_submission",
} as const;
export type RejectionStatus = ValueOf<typeof REJECTION_STATUS>;
export const REJECTION_STATUSES = valuesOf(REJECTION_STATUS);
export const REJECTION_STATUS_LABEL: Record<RejectionStatus, string> = {
  needs_more_information: "Needs more information",
  not_relevant: "Not relevant to the field",
  insufficient_documentation: "Insufficient documentation",
  duplicate_submission: "Duplicate submission",
};

/** Extension state, derived: submittedAt null = in cart; approved null = pending, true, false. */
export const EXTENSION_STATUS = {
  inCart: "in_cart",
  pending: "pending",
  approved: "approved",
  rejected: "rejected",
} as const;
export type ExtensionStatus = ValueOf<typeof EXTENSION_STATUS>;
export const EXTENSION_STATUS_LABEL: Record<ExtensionStatus, string> = {
  in_cart: "In Cart",
  pending: "Pending",
  approved: "Approved",
  rejected: "Rejected",
};

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
export const MEMBERSHIP_STATUS = {
  active: "active",
  inCart: "in_cart",
  pendingReview: "pending_review",
  notMember: "not_member",
} as const;
export type MembershipStatus = ValueOf<typeof MEMBERSHIP_STATUS>;
export const MEMBERSHIP_STATUS_LABEL: Record<MembershipStatus, string> = {
  active: "In Good Standing",
  in_cart: "In Cart",
  pending_review: "Pending Review",
  not_member: "Not a Member",
};

/** MembershipRequest.status. */
export const MEMBERSHIP_REQUEST_STATUS = {
  pending: "pending",
  approved: "approved",
  rejected: "rejected",
} as const;
export type MembershipRequestStatus = ValueOf<typeof MEMBERSHIP_REQUEST_STATUS>;
export const MEMBERSHIP_REQUEST_STATUS_LABEL: Record<MembershipRequestStatus, string> = {
  pending: "Pending",
  approved: "Approved",
  rejected: "Rejected",
};

/** UserTraining.status. */
export const USER_TRAINING_STATUS = {
  enrolled: "enrolled",
  inProgress: "in_progress",
  completed: "completed",
  pending: "pending",
} as const;
export type UserTrainingStatus = ValueOf<typeof USER_TRAINING_STATUS>;
export const USER_TRAINING_STATUS_LABEL: Record<UserTrainingStatus, string> = {
  enrolled: "Enrolled",
  in_progress: "In Progress",
  completed: "Completed",
  pending: "Pending",
};

/** Event.type. fpa and virtual are for valid members only. */
export const EVENT_TYPE = {
  fpa: "fpa",
  virtual: "virtual",
  webinar: "webinar",
  symposium: "symposium",
  inPerson: "in_person",
  onDemand: "on_demand",
} as const;
export type EventType = ValueOf<typeof EVENT_TYPE>;
export const EVENT_TYPE_LABEL: Record<EventType, string> = {
  fpa: "FPA",
  virtual: "Virtual",
  webinar: "Webinar",
  symposium: "Symposium",
  in_person: "In-Person",
  on_demand: "OnDemand",
};
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
} as const;
export type ProductKind = ValueOf<typeof PRODUCT_KIND>;
export const PRODUCT_KINDS = valuesOf(PRODUCT_KIND);

/** Discount.kind: a promo code, or an independent trainer's license code for students. */
export const DISCOUNT_KIND = {
  promo: "promo",
  trainerLicense: "trainer_license",
} as const;
export type DiscountKind = ValueOf<typeof DISCOUNT_KIND>;

/** Transaction.type. */
export const TRANSACTION_TYPE = {
  /** a checkout by the user (or by an admin while impersonating) */
  purchase: "purchase",
  /** recorded by an admin without a charge: added certification payment, item marked paid */
  adminPayment: "admin_payment",
  refund: "refund",
} as const;
export type TransactionType = ValueOf<typeof TRANSACTION_TYPE>;

/** Transaction.status. */
export const TRANSACTION_STATUS = {
  pending: "pending",
  succeeded: "succeeded",
  failed: "failed",
  refunded: "refunded",
} as const;
export type TransactionStatus = ValueOf<typeof TRANSACTION_STATUS>;

export const TRANSACTION_TYPE_LABEL: Record<TransactionType, string> = {
  purchase: "Purchase",
  admin_payment: "Admin payment",
  refund: "Refund",
};
export const TRANSACTION_STATUS_LABEL: Record<TransactionStatus, string> = {
  pending: "Pending",
  succeeded: "Paid",
  failed: "Failed",
  refunded: "Refunded",
};

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
