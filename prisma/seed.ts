/**
 * Demo data: reference data, the ten demo accounts of prisma/demo-accounts.ts (one per state a
 * reviewer wants to see) and forty filler members that fill every admin review queue.
 *
 *   tsx prisma/seed.ts            refuses when the database already has users
 *   tsx prisma/seed.ts --force    deletes every row first (ids restart at 1)
 *
 * Runs under tsx and in the pruned production image: relative imports and runtime dependencies
 * only. Every demo sign-in uses DEMO_PASSWORD; the hash is computed once.
 */
import { pathToFileURL } from "node:url";
import {
  ANNOUNCEMENT_KIND,
  CERTIFICATION_STATUS,
  CONTACT_METHOD,
  DISCOUNT_KIND,
  EVENT_TYPE,
  EXAM_RESULT,
  EXPIRATION_STATUS,
  GENDER,
  HTML_CARD_KEY,
  MEMBERSHIP_KEY,
  MEMBERSHIP_REQUEST_STATUS,
  MEMBERSHIP_STATUS,
  MESSAGE_TEMPLATE_CATEGORY,
  PATHWAY_KEY,
  PAYMENT_METHOD_TYPE,
  PRACTICE_EXAM_SURVEY_TYPE,
  PRODUCT_KIND,
  REFERRAL,
  REGISTRATION_STATUS,
  REGISTRATION_STEP,
  REJECTION_STATUS,
  REPORTING_PERIOD_STATUS,
  REVIEW_STATUS,
  ROLE,
  TRAINER_AUDIENCE,
  TRAINER_IN_PERSON_LOCATION,
  TRAINER_LANGUAGE,
  TRAINER_PROGRAM_FORMAT,
  TRAINING_CATEGORY_KEY,
  TRANSACTION_STATUS,
  TRANSACTION_TYPE,
  UNIVERSITY_LEVEL_OF_STUDY,
  USER_TRAINING_STATUS,
  type ProductKind,
  type RegistrationStatus,
  type RegistrationStep,
} from "../app/domain/constants.ts";
import { db } from "../app/lib/db.server.ts";
import { fullTextTableNames } from "../app/lib/full-text.ts";
import { hashPassword } from "../app/lib/password.server.ts";
import { DEMO_EMAIL, DEMO_PASSWORD, fillerEmail } from "./demo-accounts.ts";

// ---------------------------------------------------------------------------------------------
// Time helpers (all relative to the moment the seed runs, so the demo never goes stale)
// ---------------------------------------------------------------------------------------------

const DAY = 86_400_000;
const NOW = new Date();
const daysAgo = (n: number) => new Date(NOW.getTime() - n * DAY);
const daysFromNow = (n: number) => new Date(NOW.getTime() + n * DAY);
const addDays = (d: Date, n: number) => new Date(d.getTime() + n * DAY);
function addMonths(d: Date, n: number): Date {
  const r = new Date(d);
  r.setUTCMonth(r.getUTCMonth() + n);
  return r;
}
/** Calendar date at noon UTC (a date a person typed; safe in any US time zone). */
const ymd = (y: number, m: number, d: number) => new Date(Date.UTC(y, m - 1, d, 12));
/** Midnight America/New_York of a calendar day (EST, UTC-5: periods start on 1 January). */
const nyStartOfDay = (y: number, m: number, d: number) => new Date(Date.UTC(y, m - 1, d, 5));
/** Last millisecond of a calendar day in America/New_York (EST). */
const nyEndOfDay = (y: number, m: number, d: number) => new Date(Date.UTC(y, m - 1, d + 1, 4, 59, 59, 999));
const yearsAgo = (n: number) => {
  const r = new Date(NOW);
  r.setUTCFullYear(r.getUTCFullYear() - n);
  r.setUTCHours(12, 0, 0, 0);
  return r;
};
/** Membership end = start + 364 days. */
const membershipEnd = (start: Date) => addDays(start, 364);
const CURRENT_YEAR = NOW.getUTCFullYear();

// ---------------------------------------------------------------------------------------------
// Small deterministic helpers
// ---------------------------------------------------------------------------------------------

function pick<T>(list: readonly T[], i: number): T {
  return list[((i % list.length) + list.length) % list.length];
}

let sequence = 0;
/** Unique suffix for idempotency keys, Stripe ids and stored paths. */
const nextSeq = () => ++sequence;

const FIRST_NAMES = [
  "Olivia",
  "Liam",
  "Ava",
  "Mateo",
  "Sophia",
  "Ethan",
  "Isabella",
  "Lucas",
  "Mia",
  "Jackson",
  "Amelia",
  "Aiden",
  "Harper",
  "Elijah",
  "Evelyn",
  "Daniel",
  "Abigail",
  "Samuel",
  "Camila",
  "David",
  "Aaliyah",
  "Joseph",
  "Chloe",
  "Wyatt",
  "Zoe",
  "Isaac",
  "Nora",
  "Gabriel",
  "Layla",
  "Julian",
  "Riley",
  "Anthony",
  "Lily",
  "Andrew",
  "Hannah",
  "Joshua",
  "Stella",
  "Christopher",
  "Maya",
  "Theo",
] as const;
const LAST_NAMES = [
  "Anderson",
  "Brooks",
  "Castillo",
  "Dawson",
  "Ellis",
  "Fischer",
  "Garcia",
  "Hughes",
  "Ibrahim",
  "Jensen",
  "Kowalski",
  "Lopez",
  "Murphy",
  "Nakamura",
  "O'Brien",
  "Perez",
  "Quinn",
  "Ramirez",
  "Sullivan",
  "Turner",
  "Usman",
  "Vasquez",
  "Washington",
  "Xu",
  "Young",
  "Zimmerman",
  "Alvarez",
  "Bishop",
  "Coleman",
  "Diaz",
  "Edwards",
  "Foster",
  "Grant",
  "Hayes",
  "Irving",
  "Jordan",
  "Kim",
  "Lambert",
  "Mendoza",
  "Nguyen",
] as const;
const CITIES = [
  { city: "Columbus", state: "OH", zip: "43215" },
  { city: "San Antonio", state: "TX", zip: "78205" },
  { city: "Raleigh", state: "NC", zip: "27601" },
  { city: "Madison", state: "WI", zip: "53703" },
  { city: "Denver", state: "CO", zip: "80202" },
  { city: "Tacoma", state: "WA", zip: "98402" },
  { city: "Norfolk", state: "VA", zip: "23510" },
  { city: "Atlanta", state: "GA", zip: "30303" },
  { city: "Minneapolis", state: "MN", zip: "55401" },
  { city: "Phoenix", state: "AZ", zip: "85004" },
  { city: "Baltimore", state: "MD", zip: "21202" },
  { city: "Sacramento", state: "CA", zip: "95814" },
] as const;
const STREETS = ["Maple Ave", "Oak St", "Cedar Ln", "Elm St", "Park Blvd", "Lakeview Dr", "Hillcrest Rd", "Main St"] as const;
const ORGANIZATIONS = [
  "Consumer Credit Counseling of Ohio",
  "Military Family Readiness Center",
  "Credit Union of the Rockies",
  "GreenPath Financial Wellness",
  "Neighborhood Housing Partners",
  "State University Extension",
  "Bright Futures Nonprofit",
  "First Community Bank",
  "Veterans Financial Resource Office",
  "Independent practice",
] as const;
const JOB_TITLES = [
  "Financial Counselor",
  "Personal Financial Manager",
  "Housing Counselor",
  "Financial Coach",
  "Extension Educator",
  "Credit Counselor",
  "Program Manager",
  "Financial Wellness Specialist",
] as const;
const CEU_TITLES = [
  "Behavioral Finance Fundamentals",
  "Student Loan Repayment Strategies",
  "Military Financial Readiness Update",
  "Credit Reporting and Scoring in 2026",
  "Trauma-Informed Financial Counseling",
  "Retirement Basics for Counselors",
  "Motivational Interviewing for Money Conversations",
  "Housing Counseling Essentials",
  "Tax Credits for Working Families",
  "Financial Therapy: An Introduction",
  "Debt Management Plans in Practice",
  "Coaching Clients Through Job Loss",
] as const;
const SPONSORS = [
  "AFCPE",
  "NEFE",
  "Consumer Financial Protection Bureau",
  "FINRA Investor Education Foundation",
  "Military OneSource",
  "University of Wisconsin Extension",
  "NFCC",
  "Financial Therapy Association",
] as const;

function phone(i: number, block = 555): string {
  return `(${200 + (i % 700)}) ${block}-${String(1000 + ((i * 37) % 9000)).padStart(4, "0")}`;
}

// ---------------------------------------------------------------------------------------------
// Wipe (--force)
// ---------------------------------------------------------------------------------------------

async function wipe(): Promise<void> {
  const tables = await db.$queryRawUnsafe<{ name: string }[]>(
    "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name <> '_prisma_migrations'",
  );
  // The full-text indexes are not deleted from: their triggers empty them with the rows they index.
  const fullText = new Set(fullTextTableNames());
  await db.$executeRawUnsafe("PRAGMA foreign_keys = OFF");
  try {
    for (const { name } of tables.filter((t) => !fullText.has(t.name)))
      await db.$executeRawUnsafe(`DELETE FROM "${name.replaceAll('"', '""')}"`);
    const seq = await db.$queryRawUnsafe<{ n: number }[]>("SELECT count(*) AS n FROM sqlite_master WHERE name = 'sqlite_sequence'");
    if (Number(seq[0]?.n ?? 0) > 0) await db.$executeRawUnsafe("DELETE FROM sqlite_sequence");
  } finally {
    await db.$executeRawUnsafe("PRAGMA foreign_keys = ON");
  }
}

// ---------------------------------------------------------------------------------------------
// Reference data
// ---------------------------------------------------------------------------------------------

async function product(data: {
  kind: ProductKind;
  name: string;
  priceCents: number;
  description?: string;
  memberPriceCents?: number;
  retakePriceCents?: number;
  freeForMembers?: boolean;
  categoryId?: number;
  pathwayTypeId?: number;
  certificationId?: number;
  withExams?: boolean;
}) {
  return db.product.create({ data });
}

async function seedReference() {
  // The roles migration creates these; upsert keeps a --force reseed working too.
  for (const [key, name] of [
    [ROLE.admin, "Admin"],
    [ROLE.member, "Member"],
  ] as const) {
    await db.role.upsert({ where: { key }, create: { key, name }, update: { name } });
  }

  // Product categories, in this order so that on a fresh database "Symposium scholarship" is
  // category 6 (the spec's donation category 6).
  const categoryRows = [
    { key: "memberships", name: "Memberships" },
    { key: "certification", name: "Certification" },
    { key: "events", name: "Events" },
    { key: "trainings", name: "Trainings" },
    { key: "donations", name: "Donations" },
    { key: "symposium_scholarship", name: "Symposium scholarship" },
    { key: "ceu_services", name: "CEU services" },
  ];
  const cat: Record<string, number> = {};
  for (const [i, c] of categoryRows.entries()) {
    cat[c.key] = (await db.productCategory.create({ data: { ...c, sortOrder: i } })).id;
  }

  // Certifications
  const afc = await db.certification.create({
    data: {
      key: "afc",
      name: "Accredited Financial Counselor",
      abbreviation: "AFC",
      description:
        "The AFC® certification recognizes financial counselors who help clients build the skills to manage money, reduce debt and reach their goals.",
      reportable: true,
      ceuCreditsRequired: 30,
      ethicsCreditsRequired: 2,
      accredibleGroupId: "ACC-AFC",
    },
  });
  const ffc = await db.certification.create({
    data: {
      key: "ffc",
      name: "Financial Fitness Coach",
      abbreviation: "FFC",
      description: "The FFC® credential for coaches who guide clients through everyday money decisions.",
      reportable: false,
      ceuCreditsRequired: null,
      ethicsCreditsRequired: null,
      accredibleGroupId: "ACC-FFC",
    },
  });

  // Certification products
  const afcExamProduct = await product({
    kind: PRODUCT_KIND.exam,
    name: "AFC Certification Exam",
    priceCents: 35000,
    memberPriceCents: 25000,
    retakePriceCents: 20000,
    categoryId: cat.certification,
    certificationId: afc.id,
  });
  const ffcExamProduct = await product({
    kind: PRODUCT_KIND.exam,
    name: "FFC Certification Exam",
    priceCents: 25000,
    memberPriceCents: 15000,
    retakePriceCents: 15000,
    categoryId: cat.certification,
    certificationId: ffc.id,
  });
  const afcRenewalProduct = await product({
    kind: PRODUCT_KIND.renewal,
    name: "AFC Annual Certification Fee",
    priceCents: 9500,
    categoryId: cat.certification,
    certificationId: afc.id,
  });
  const ffcRenewalProduct = await product({
    kind: PRODUCT_KIND.renewal,
    name: "FFC Annual Certification Fee",
    priceCents: 7500,
    categoryId: cat.certification,
    certificationId: ffc.id,
  });
  const extensionProduct = await product({
    kind: PRODUCT_KIND.extension,
    name: "Deadline Extension (6 months)",
    priceCents: 20000,
    categoryId: cat.certification,
    certificationId: afc.id,
  });
  const shippingProduct = await product({
    kind: PRODUCT_KIND.shipping,
    name: "Standard Shipping",
    priceCents: 1500,
    categoryId: cat.certification,
  });
  const shippingWithExamsProduct = await product({
    kind: PRODUCT_KIND.shipping,
    name: "Shipping (with exam materials)",
    priceCents: 2500,
    categoryId: cat.certification,
    withExams: true,
  });
  const ceuReviewProduct = await product({
    kind: PRODUCT_KIND.ceuReview,
    name: "CEU Pre-Approval Review",
    priceCents: 5000,
    memberPriceCents: 2500,
    categoryId: cat.ceu_services,
  });
  const ceuListingProduct = await product({
    kind: PRODUCT_KIND.ceuListing,
    name: "CEU Library Listing",
    priceCents: 7500,
    memberPriceCents: 5000,
    categoryId: cat.ceu_services,
  });

  await db.exam.createMany({
    data: [
      { name: "AFC Certification Exam", certificationId: afc.id, productId: afcExamProduct.id },
      { name: "FFC Certification Exam", certificationId: ffc.id, productId: ffcExamProduct.id },
    ],
  });
  const afcExam = await db.exam.findFirstOrThrow({ where: { productId: afcExamProduct.id } });

  // Pathways and their registration fees
  const pathwayRows = [
    {
      key: PATHWAY_KEY.education,
      name: "Education Pathway",
      deadlineMonths: 36,
      requiredHours: 1000,
      requiresPreapproval: false,
      fee: 15000,
      description: "Complete the AFC Learning System, pass the exam and document 1,000 hours of financial counseling experience.",
    },
    {
      key: PATHWAY_KEY.university,
      name: "University Pathway",
      deadlineMonths: 36,
      requiredHours: 500,
      requiresPreapproval: true,
      fee: 10000,
      description: "For students and graduates of an AFCPE-registered university program.",
    },
    {
      key: PATHWAY_KEY.designation,
      name: "Designation Pathway",
      deadlineMonths: 24,
      requiredHours: 500,
      requiresPreapproval: true,
      fee: 20000,
      description: "For holders of a recognized financial designation (CFP®, ChFC®, CPA and others).",
    },
    {
      key: PATHWAY_KEY.independentTrainer,
      name: "Independent Trainer Pathway",
      deadlineMonths: 24,
      requiredHours: 1000,
      requiresPreapproval: false,
      fee: 15000,
      description: "For candidates trained by an AFCPE Independent Trainer.",
    },
  ];
  const pathway: Record<
    string,
    { id: number; deadlineMonths: number; requiredHours: number; feeProductId: number; feeCents: number; name: string }
  > = {};
  for (const [i, p] of pathwayRows.entries()) {
    const row = await db.pathwayType.create({
      data: {
        key: p.key,
        name: p.name,
        description: p.description,
        certificationId: afc.id,
        deadlineMonths: p.deadlineMonths,
        requiredHours: p.requiredHours,
        requiresPreapproval: p.requiresPreapproval,
        sortOrder: i,
      },
    });
    const fee = await product({
      kind: PRODUCT_KIND.registrationFee,
      name: `${p.name} Registration Fee`,
      priceCents: p.fee,
      categoryId: cat.certification,
      pathwayTypeId: row.id,
      certificationId: afc.id,
    });
    pathway[p.key] = {
      id: row.id,
      deadlineMonths: p.deadlineMonths,
      requiredHours: p.requiredHours,
      feeProductId: fee.id,
      feeCents: p.fee,
      name: p.name,
    };
  }

  await db.universityProgram.createMany({
    data: [
      {
        name: "University of Wisconsin-Madison",
        department: "Consumer Science",
        city: "Madison",
        state: "WI",
        website: "https://www.wisc.edu",
      },
      {
        name: "Texas Tech University",
        department: "Personal Financial Planning",
        city: "Lubbock",
        state: "TX",
        website: "https://www.ttu.edu",
      },
      {
        name: "Utah State University",
        department: "Human Development and Family Studies",
        city: "Logan",
        state: "UT",
        website: "https://www.usu.edu",
      },
      {
        name: "Kansas State University",
        department: "Personal Financial Planning",
        city: "Manhattan",
        state: "KS",
        website: "https://www.k-state.edu",
      },
      { name: "The Ohio State University", department: "Consumer Sciences", city: "Columbus", state: "OH", website: "https://www.osu.edu" },
      {
        name: "Virginia Tech",
        department: "Agricultural and Applied Economics",
        city: "Blacksburg",
        state: "VA",
        website: "https://www.vt.edu",
        active: false,
      },
    ],
  });
  const university = await db.universityProgram.findFirstOrThrow({ where: { name: "The Ohio State University" } });

  // Course materials
  const learningSystemProduct = await product({
    kind: PRODUCT_KIND.courseMaterial,
    name: "AFC Learning System (online, 12 months)",
    priceCents: 79500,
    memberPriceCents: 69500,
    categoryId: cat.certification,
  });
  const textbookProduct = await product({
    kind: PRODUCT_KIND.courseMaterial,
    name: "AFC Printed Textbook Set",
    priceCents: 19500,
    categoryId: cat.certification,
  });
  const learningSystem = await db.courseMaterial.create({
    data: {
      name: "AFC Learning System (online)",
      description: "Self-paced online course with videos, quizzes and the digital textbook; 12 months of access.",
      productId: learningSystemProduct.id,
      hcCourseId: "HC-AFC-2026",
      brightspaceCourseId: "BS-AFC-101",
      requiresShipping: false,
      sortOrder: 0,
    },
  });
  const textbook = await db.courseMaterial.create({
    data: {
      name: "AFC Printed Textbook Set",
      description: "The two printed AFC textbooks, shipped to your address.",
      productId: textbookProduct.id,
      requiresShipping: true,
      sortOrder: 1,
    },
  });
  await db.pathwayCourseMaterial.createMany({
    data: [
      { pathwayTypeId: pathway.education.id, courseMaterialId: learningSystem.id },
      { pathwayTypeId: pathway.education.id, courseMaterialId: textbook.id },
      { pathwayTypeId: pathway.university.id, courseMaterialId: textbook.id },
      { pathwayTypeId: pathway.designation.id, courseMaterialId: learningSystem.id },
      { pathwayTypeId: pathway.designation.id, courseMaterialId: textbook.id },
      { pathwayTypeId: pathway.independent_trainer.id, courseMaterialId: learningSystem.id },
      { pathwayTypeId: pathway.independent_trainer.id, courseMaterialId: textbook.id },
    ],
  });

  // Practice exams
  const practiceExamProduct = await product({
    kind: PRODUCT_KIND.practiceExam,
    name: "AFC Practice Exam Bundle",
    priceCents: 9900,
    memberPriceCents: 7900,
    categoryId: cat.certification,
  });
  const practiceExam = await db.practiceExam.create({
    data: {
      name: "AFC Practice Exam Bundle",
      certificationId: afc.id,
      productId: practiceExamProduct.id,
      externalExamId: "PX-AFC-2026",
      registrationFlowLanguage:
        "Two full-length timed practice exams with a score report by competency. Recommended 4-6 weeks before your exam date.",
      registrationFlowCheckboxText: "Add the AFC Practice Exam Bundle to my registration",
      takeExamPopupText:
        "You are about to start a timed practice exam. It takes about 2.5 hours; your progress is saved if you close the window.",
      takeExamButtonText: "Start Practice Exam",
      accessResultsText: "Your score report shows how you did in each competency area.",
      accessResultsButtonText: "View Score Report",
      surveyQuestions: [
        {
          id: "confidence",
          question: "How confident do you feel about the certification exam?",
          options: ["Not at all", "Somewhat", "Confident", "Very confident"],
        },
        { id: "study_hours", question: "How many hours a week do you study?", options: ["Less than 2", "2-5", "6-10", "More than 10"] },
        {
          id: "materials",
          question: "Which materials have you used most?",
          options: ["Learning System", "Printed textbooks", "Study group", "Other"],
        },
      ],
      surveyHeaderText: "Before you begin, please answer three quick questions.",
      surveyButtonText: "Continue",
    },
  });

  // Trainings
  const trainerRenewalProduct = await product({
    kind: PRODUCT_KIND.independentTrainer,
    name: "Independent Trainer Annual Renewal",
    priceCents: 15000,
    categoryId: cat.trainings,
  });
  const trainerCategory = await db.trainingCategory.create({
    data: {
      key: TRAINING_CATEGORY_KEY.independentTrainer,
      name: "Independent Trainer",
      description:
        "Independent Trainers deliver the AFC curriculum (or an approved custom program) to their own students, who then register on the Independent Trainer Pathway.",
      descriptionVideoUrl: "https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ",
      renewalProductId: trainerRenewalProduct.id,
      sortOrder: 0,
    },
  });
  const mmeCategory = await db.trainingCategory.create({
    data: {
      key: TRAINING_CATEGORY_KEY.moneyManagementEssentials,
      name: "Money Management Essentials",
      description: "Short Essentials courses for front-line staff: budgeting, credit and debt basics, in plain language.",
      sortOrder: 1,
    },
  });
  const trainerApplicationProduct = await product({
    kind: PRODUCT_KIND.independentTrainer,
    name: "Independent Trainer Application",
    priceCents: 35000,
    categoryId: cat.trainings,
  });
  const trainerTraining = await db.training.create({
    data: {
      name: "Independent Trainer Program",
      description: "Apply to become an AFCPE Independent Trainer.",
      categoryId: trainerCategory.id,
      productId: trainerApplicationProduct.id,
      accredibleGroupId: "ACC-IT-2026",
      sortOrder: 0,
    },
  });
  const mmeProduct = await product({
    kind: PRODUCT_KIND.training,
    name: "Money Management Essentials",
    priceCents: 14900,
    memberPriceCents: 9900,
    categoryId: cat.trainings,
  });
  const mmeTraining = await db.training.create({
    data: {
      name: "Money Management Essentials",
      description: "The core Essentials course: budgeting, saving, credit and debt in eight short modules.",
      categoryId: mmeCategory.id,
      productId: mmeProduct.id,
      brightspaceCourseId: "BS-MME-100",
      hcCourseId: "HC-MME-2026",
      accredibleGroupId: "ACC-MME",
      sortOrder: 0,
    },
  });
  const essentialsRows = [
    { name: "Essentials: Talking to Clients About Credit", price: 4900, available: true, show: true },
    { name: "Essentials: Budgeting on an Irregular Income", price: 4900, available: true, show: true },
    { name: "Essentials: Banking the Unbanked", price: 3900, available: false, show: true },
  ];
  for (const [i, t] of essentialsRows.entries()) {
    const p = await product({ kind: PRODUCT_KIND.training, name: t.name, priceCents: t.price, categoryId: cat.trainings });
    await db.training.create({
      data: {
        name: t.name,
        categoryId: mmeCategory.id,
        productId: p.id,
        available: t.available,
        show: t.show,
        brightspaceCourseId: `BS-MME-${101 + i}`,
        sortOrder: i + 1,
      },
    });
  }

  // Memberships
  const membershipRows = [
    {
      key: MEMBERSHIP_KEY.professional,
      name: "Professional Membership",
      price: 15000,
      requiresReview: false,
      description: "For practitioners: member pricing on exams, events and CEU services, the member directory and the Journal.",
    },
    {
      key: MEMBERSHIP_KEY.student,
      name: "Student Membership",
      price: 6000,
      requiresReview: true,
      description: "For full-time students; upload a current transcript. Reviewed in 2-3 business days.",
    },
    {
      key: MEMBERSHIP_KEY.emeritus,
      name: "Emeritus Membership",
      price: 5000,
      requiresReview: true,
      description: "For members aged 65 or older with 10 consecutive years of membership. Reviewed in 2-3 business days.",
    },
  ];
  const membership: Record<string, { id: number; productId: number; priceCents: number; name: string }> = {};
  for (const m of membershipRows) {
    const p = await product({ kind: PRODUCT_KIND.membership, name: m.name, priceCents: m.price, categoryId: cat.memberships });
    const t = await db.membershipType.create({
      data: { key: m.key, name: m.name, description: m.description, productId: p.id, requiresReview: m.requiresReview },
    });
    membership[m.key] = { id: t.id, productId: p.id, priceCents: m.price, name: m.name };
  }

  const resourceCategories = [
    {
      name: "Practice tools",
      resources: [
        {
          title: "Client intake form",
          description: "Editable intake form for first sessions.",
          url: "https://www.afcpe.org/resources/client-intake-form",
        },
        {
          title: "Spending plan worksheet",
          description: "A one-page monthly spending plan.",
          url: "https://www.afcpe.org/resources/spending-plan",
        },
        { title: "Session notes template", url: "https://www.afcpe.org/resources/session-notes" },
      ],
    },
    {
      name: "Professional development",
      resources: [
        { title: "Webinar archive", description: "Recordings of past member webinars.", url: "https://www.afcpe.org/resources/webinars" },
        {
          title: "Journal of Financial Counseling and Planning",
          description: "Member access to the peer-reviewed journal.",
          url: "https://www.afcpe.org/journal",
        },
      ],
    },
    {
      name: "Marketing your practice",
      resources: [
        { title: "AFC® logo usage guide", url: "https://www.afcpe.org/resources/logo-guide" },
        { title: "Find-a-counselor profile tips", url: "https://www.afcpe.org/resources/profile-tips" },
      ],
    },
  ];
  for (const [i, c] of resourceCategories.entries()) {
    await db.membershipResourceCategory.create({
      data: { name: c.name, sortOrder: i, resources: { create: c.resources.map((r, j) => ({ ...r, sortOrder: j })) } },
    });
  }

  // CEUs
  const general = await db.creditType.create({ data: { name: "General", ethics: false, minimumCredits: 0 } });
  const ethics = await db.creditType.create({ data: { name: "Ethics", ethics: true, minimumCredits: 2 } });

  const periodRows = [
    {
      name: "2018",
      start: nyStartOfDay(2018, 1, 1),
      end: nyEndOfDay(2018, 12, 31),
      status: REPORTING_PERIOD_STATUS.closed,
      reportable: false,
    },
    {
      name: "2019-2020",
      start: nyStartOfDay(2019, 1, 1),
      end: nyEndOfDay(2020, 12, 31),
      status: REPORTING_PERIOD_STATUS.closed,
      reportable: true,
    },
    {
      name: "2021-2022",
      start: nyStartOfDay(2021, 1, 1),
      end: nyEndOfDay(2022, 12, 31),
      status: REPORTING_PERIOD_STATUS.closed,
      reportable: true,
    },
    {
      name: "2023-2024",
      start: nyStartOfDay(2023, 1, 1),
      end: nyEndOfDay(2024, 12, 31),
      status: REPORTING_PERIOD_STATUS.closed,
      reportable: true,
    },
    {
      name: "2025-2026",
      start: nyStartOfDay(2025, 1, 1),
      end: nyEndOfDay(2026, 12, 31),
      status: REPORTING_PERIOD_STATUS.current,
      reportable: true,
    },
    {
      name: "2027-2028",
      start: nyStartOfDay(2027, 1, 1),
      end: nyEndOfDay(2028, 12, 31),
      status: REPORTING_PERIOD_STATUS.upcoming,
      reportable: true,
    },
  ];
  const period: Record<string, { id: number; start: Date; end: Date }> = {};
  for (const p of periodRows) {
    const row = await db.reportingPeriod.create({ data: p });
    period[p.name] = { id: row.id, start: p.start, end: p.end };
  }

  // Experience
  const serviceTypeRows = [
    { name: "One-on-one financial counseling", percentage: true, allowed: 100, militarySpouseOnly: false, fileUploadRequired: false },
    { name: "Group education and workshops", percentage: true, allowed: 50, militarySpouseOnly: false, fileUploadRequired: false },
    { name: "Volunteer financial counseling", percentage: true, allowed: 25, militarySpouseOnly: false, fileUploadRequired: true },
    { name: "Supervised internship", percentage: false, allowed: 250, militarySpouseOnly: false, fileUploadRequired: true },
    { name: "Military Spouse Fellowship practicum", percentage: false, allowed: 300, militarySpouseOnly: true, fileUploadRequired: true },
    {
      name: "Peer mentoring (retired)",
      percentage: false,
      allowed: 100,
      militarySpouseOnly: false,
      fileUploadRequired: false,
      deletedAt: daysAgo(400),
    },
  ];
  const serviceType: number[] = [];
  for (const s of serviceTypeRows) serviceType.push((await db.fellowshipServiceType.create({ data: s })).id);

  // Donations
  const standardAmounts = [2500, 5000, 10000, 25000, 50000];
  const donationRows = [
    { name: "Where it is needed most", categoryId: cat.donations, amountsCents: standardAmounts },
    { name: "Symposium scholarship", categoryId: cat.symposium_scholarship, amountsCents: [...standardAmounts, 37500, 72500] },
    { name: "Military Spouse Fellowship fund", categoryId: cat.donations, amountsCents: standardAmounts },
  ];
  const donationOption: { id: number; productId: number; name: string }[] = [];
  for (const [i, d] of donationRows.entries()) {
    const p = await product({ kind: PRODUCT_KIND.donation, name: `Donation: ${d.name}`, priceCents: 0, categoryId: d.categoryId });
    const o = await db.donationOption.create({ data: { ...d, productId: p.id, sortOrder: i } });
    donationOption.push({ id: o.id, productId: p.id, name: p.name });
  }

  // Events (past and upcoming)
  const eventRows = [
    {
      name: "Symposium 2026: Building Financial Resilience",
      type: EVENT_TYPE.symposium,
      date: daysAgo(160),
      ceus: 12,
      experienceHours: 0,
      price: 59500,
      member: 49500,
      free: false,
      ethics: true,
      description: "Three days of sessions, workshops and networking in Denver.",
    },
    {
      name: "Webinar: Ethics in Everyday Practice",
      type: EVENT_TYPE.webinar,
      date: daysAgo(45),
      ceus: 1,
      price: 2500,
      member: 0,
      free: true,
      ethics: true,
      description: "One ethics CEU: boundaries, confidentiality and conflicts of interest.",
    },
    {
      name: "FPA Roundtable: Serving Military Families",
      type: EVENT_TYPE.fpa,
      date: daysAgo(20),
      ceus: 1.5,
      price: 0,
      member: 0,
      free: true,
      ethics: false,
      description: "Members-only roundtable with Personal Financial Managers.",
    },
    {
      name: "Webinar: Student Loans After the Pause",
      type: EVENT_TYPE.webinar,
      date: daysFromNow(12),
      ceus: 1,
      price: 2500,
      member: 0,
      free: true,
      ethics: false,
      description: "What changed for borrowers and how to talk about repayment plans.",
    },
    {
      name: "Virtual Member Meetup: Winter Edition",
      type: EVENT_TYPE.virtual,
      date: daysFromNow(26),
      ceus: 0,
      price: 0,
      member: 0,
      free: true,
      ethics: false,
      description: "An informal members-only hour to swap practice tips.",
    },
    {
      name: "In-Person Workshop: Motivational Interviewing",
      type: EVENT_TYPE.inPerson,
      date: daysFromNow(48),
      ceus: 6,
      experienceHours: 6,
      price: 29500,
      member: 22500,
      free: false,
      ethics: false,
      description: "A full-day skills workshop in Atlanta, GA.",
    },
    {
      name: "Symposium 2027: Financial Wellness for All",
      type: EVENT_TYPE.symposium,
      date: daysFromNow(170),
      ceus: 12,
      price: 62500,
      member: 52500,
      free: false,
      ethics: true,
      description: "Early registration is open; scholarship donations welcome.",
    },
    {
      name: "OnDemand: Ethics Refresher for AFCs",
      type: EVENT_TYPE.onDemand,
      date: daysAgo(90),
      ceus: 2,
      price: 4900,
      member: 2900,
      free: false,
      ethics: true,
      expirationDate: daysFromNow(275),
      description: "Self-paced recording that satisfies the two ethics credits.",
    },
  ];
  const event: { id: number; productId: number; name: string; priceCents: number; memberPriceCents: number; date: Date }[] = [];
  for (const [i, e] of eventRows.entries()) {
    const p = await product({
      kind: PRODUCT_KIND.event,
      name: e.name,
      priceCents: e.price,
      memberPriceCents: e.member,
      freeForMembers: e.free,
      categoryId: cat.events,
    });
    const row = await db.event.create({
      data: {
        name: e.name,
        description: e.description,
        type: e.type,
        approvedForEthics: e.ethics,
        date: e.date,
        expirationDate: e.expirationDate ?? e.date,
        ceus: e.ceus || null,
        experienceHours: e.experienceHours ?? null,
        imageUrl: null,
        productId: p.id,
        registrationUrl: `https://events.afcpe.org/e/${2001 + i}`,
        recordingUrl: e.date < NOW ? `https://events.afcpe.org/recordings/${2001 + i}` : null,
        resource1Url: `https://events.afcpe.org/e/${2001 + i}/slides.pdf`,
      },
    });
    event.push({ id: row.id, productId: p.id, name: e.name, priceCents: e.price, memberPriceCents: e.member, date: e.date });
  }

  // Message templates
  const templates: [string, string, string][] = [
    [MESSAGE_TEMPLATE_CATEGORY.ceuApproval, "Approved", "<p>Your CEU has been approved and added to your reporting period. Thank you!</p>"],
    [
      MESSAGE_TEMPLATE_CATEGORY.ceuApproval,
      "Approved (partial credit)",
      "<p>Your CEU has been approved for the number of credits shown; the agenda supported fewer hours than requested.</p>",
    ],
    [
      MESSAGE_TEMPLATE_CATEGORY.ceuRejection,
      "Missing certificate",
      "<p>Please upload the certificate of completion for this program and resubmit.</p>",
    ],
    [
      MESSAGE_TEMPLATE_CATEGORY.ceuRejection,
      "Not relevant",
      "<p>This program falls outside the AFC® competencies, so it cannot count toward your CEUs.</p>",
    ],
    [
      MESSAGE_TEMPLATE_CATEGORY.experienceApproval,
      "Hours approved",
      "<p>Your experience hours have been approved. Keep up the great work!</p>",
    ],
    [
      MESSAGE_TEMPLATE_CATEGORY.experienceRejection,
      "Supervisor unreachable",
      "<p>We could not reach your supervisor to verify these hours. Please confirm their contact details.</p>",
    ],
    [
      MESSAGE_TEMPLATE_CATEGORY.experienceRejection,
      "Outside the lookback window",
      "<p>These hours fall more than 7 years before your enrollment date.</p>",
    ],
    [
      MESSAGE_TEMPLATE_CATEGORY.membershipApproval,
      "Welcome",
      "<p>Welcome! Your membership is active. Member resources and the member directory are on your Membership page.</p>",
    ],
    [
      MESSAGE_TEMPLATE_CATEGORY.membershipRejection,
      "Transcript not current",
      "<p>Please upload a transcript for the current term showing full-time enrollment.</p>",
    ],
    [
      MESSAGE_TEMPLATE_CATEGORY.membershipRejection,
      "Emeritus criteria not met",
      "<p>Emeritus membership needs 10 consecutive years of membership and age 65 or older.</p>",
    ],
    [
      MESSAGE_TEMPLATE_CATEGORY.registrationApproval,
      "Welcome aboard",
      "<p>Your registration is approved. Your course access details will arrive by email within two business days.</p>",
    ],
    [
      MESSAGE_TEMPLATE_CATEGORY.registrationApproval,
      "Pathway approved",
      "<p>Your pathway documentation is approved. Please choose your course materials to continue.</p>",
    ],
    [
      MESSAGE_TEMPLATE_CATEGORY.registrationRejection,
      "Documentation incomplete",
      "<p>We need more documentation before we can approve your registration. Please upload the missing files.</p>",
    ],
    [
      MESSAGE_TEMPLATE_CATEGORY.registrationRejection,
      "Certificate name",
      "<p>Please check the name to print on your certificate and resubmit.</p>",
    ],
  ];
  await db.messageTemplate.createMany({ data: templates.map(([category, title, body], i) => ({ category, title, body, sortOrder: i })) });

  // Work areas
  const workAreaRows: [string, string[]][] = [
    ["Military and Veterans Services", ["Personal Financial Management Program", "Family Readiness", "Transition Assistance"]],
    ["Nonprofit Counseling", ["Credit counseling", "Housing counseling", "Bankruptcy education"]],
    ["Financial Institutions", ["Credit union financial wellness", "Bank community outreach"]],
    ["Education and Academia", ["University financial wellness center", "Cooperative Extension", "K-12 financial education"]],
    ["Government and Public Service", ["Social services", "Workforce development"]],
    ["Private Practice", ["Financial coaching", "Financial therapy"]],
  ];
  const workCategory: number[] = [];
  const workArea: number[][] = [];
  for (const [i, [name, areas]] of workAreaRows.entries()) {
    const c = await db.workAreaCategory.create({
      data: { name, sortOrder: i, workAreas: { create: areas.map((a, j) => ({ name: a, sortOrder: j })) } },
      include: { workAreas: true },
    });
    workCategory.push(c.id);
    workArea.push(c.workAreas.map((w) => w.id));
  }
  const installations = [
    { name: "Fort Liberty", branch: "Army", state: "NC", country: "US" },
    { name: "Naval Station Norfolk", branch: "Navy", state: "VA", country: "US" },
    { name: "Joint Base Lewis-McChord", branch: "Army", state: "WA", country: "US" },
    { name: "Marine Corps Base Camp Pendleton", branch: "Marine Corps", state: "CA", country: "US" },
    { name: "Ramstein Air Base", branch: "Air Force", state: null, country: "DE" },
  ];
  await db.militaryInstallation.createMany({ data: installations });
  const installation = (await db.militaryInstallation.findMany({ orderBy: { id: "asc" } })).map((m) => m.id);

  const groupRows = [
    {
      name: "Military Spouse Fellowship 2026",
      experienceFields: [
        { key: "installation", label: "Installation served", type: "text" },
        { key: "clients_served", label: "Number of service members served", type: "number" },
      ],
    },
    { name: "Board of Directors" },
    { name: "Symposium Volunteers" },
    { name: "University Partners" },
  ];
  const group: number[] = [];
  for (const g of groupRows) group.push((await db.group.create({ data: g })).id);

  await db.htmlCard.createMany({
    data: [
      {
        key: HTML_CARD_KEY.educationDashboard,
        html: '<h3>Keep learning</h3><p>Essentials courses are short, practical and count toward your CEUs. Questions? Email <a href="mailto:education@afcpe.org">education@afcpe.org</a>.</p>',
      },
      {
        key: HTML_CARD_KEY.certificationDashboardCandidate,
        html: "<h3>You're on your way</h3><p>Track your experience hours, schedule your exam and sign the Code of Ethics from this page. You have until your deadline to finish every requirement.</p>",
      },
      {
        key: HTML_CARD_KEY.certificationDashboardCertified,
        html: "<h3>Stay certified</h3><p>Report 30 CEUs (including 2 ethics credits) each two-year reporting period and pay your annual fee by June 30.</p>",
      },
      {
        key: HTML_CARD_KEY.certificationDashboardNotCertified,
        html: "<h3>Become an AFC®</h3><p>The Accredited Financial Counselor certification shows clients and employers you meet the profession's standard. Choose the pathway that fits your background.</p>",
      },
      {
        key: HTML_CARD_KEY.codeOfEthics,
        html: "<h3>Code of Ethics</h3><ol><li>I put my clients' interests first and act with integrity, objectivity and fairness.</li><li>I keep my clients' information confidential unless the law requires otherwise.</li><li>I work within my competence and refer clients when their needs are beyond it.</li><li>I disclose any conflict of interest and any compensation I receive for a referral or product.</li><li>I keep my certification current through continuing education.</li><li>I treat clients, colleagues and the public with respect and never discriminate.</li></ol>",
      },
    ],
  });

  await db.announcement.createMany({
    data: [
      {
        kind: ANNOUNCEMENT_KIND.general,
        title: "Symposium 2027 registration is open",
        body: "<p>Join us for three days of learning and connection. Members save $100 with early registration.</p>",
        actionText: "See events",
        actionUrl: "/events",
        active: true,
        startsAt: daysAgo(10),
        endsAt: daysFromNow(120),
      },
      {
        kind: ANNOUNCEMENT_KIND.holmesAfc,
        title: "Upgrade to the AFC Learning System",
        body: "<p>Add 12 months of online course access with videos and practice quizzes.</p>",
        actionText: "Add to cart",
        productId: learningSystemProduct.id,
        active: true,
        startsAt: daysAgo(30),
      },
      {
        kind: ANNOUNCEMENT_KIND.mme,
        title: "Money Management Essentials online course",
        body: "<p>Your Essentials registration includes the online course; add it to your cart to get started.</p>",
        actionText: "Add to cart",
        productId: mmeProduct.id,
        active: true,
        startsAt: daysAgo(30),
      },
      {
        kind: ANNOUNCEMENT_KIND.general,
        title: "Office closed for the holidays",
        body: "<p>Reviews resume January 2.</p>",
        active: false,
        startsAt: daysAgo(330),
        endsAt: daysAgo(320),
      },
    ],
  });

  const welcome = await db.discount.create({
    data: {
      code: "WELCOME10",
      kind: DISCOUNT_KIND.promo,
      percentage: true,
      amount: 10,
      active: true,
      startsAt: daysAgo(60),
      endsAt: daysFromNow(305),
    },
  });
  await db.discount.create({
    data: { code: "SYMPOSIUM50", kind: DISCOUNT_KIND.promo, percentage: false, amount: 5000, active: true, usageLimit: 100, usage: 12 },
  });

  await db.referrerContext.createMany({
    data: [
      {
        referrer: "/membership",
        heading: "Join the association",
        copy: "Members get discounted exams and events, free member webinars, the member directory and the Journal. Sign in or create an account to join.",
        videoUrl: "https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ",
      },
      {
        referrer: "/events",
        heading: "Learn with your peers",
        copy: "Sign in to register for webinars, workshops and the Symposium. Members pay less, and many webinars are free.",
      },
      {
        referrer: "/certifications-and-training",
        heading: "Earn your AFC®",
        copy: "Sign in to start or continue your certification, track your experience hours and report CEUs.",
      },
    ],
  });

  return {
    cat,
    afc,
    ffc,
    afcExam,
    afcExamProduct,
    afcRenewalProduct,
    ffcRenewalProduct,
    extensionProduct,
    shippingProduct,
    shippingWithExamsProduct,
    ceuReviewProduct,
    ceuListingProduct,
    pathway,
    university,
    learningSystem,
    learningSystemProduct,
    textbook,
    textbookProduct,
    practiceExam,
    practiceExamProduct,
    trainerTraining,
    trainerApplicationProduct,
    trainerRenewalProduct,
    mmeTraining,
    mmeProduct,
    membership,
    general,
    ethics,
    period,
    serviceType,
    donationOption,
    event,
    workCategory,
    workArea,
    installation,
    group,
    welcome,
  };
}

type Ref = Awaited<ReturnType<typeof seedReference>>;

// ---------------------------------------------------------------------------------------------
// People
// ---------------------------------------------------------------------------------------------

type Person = {
  email: string;
  firstName: string;
  lastName: string;
  middleName?: string;
  gender?: string;
  dateOfBirth?: Date;
  role?: string;
  /** index for deterministic phones, cities and so on */
  n: number;
  /** only what sign-up asks (no address, no employment) */
  minimal?: boolean;
  jobTitle?: string;
  organization?: string;
  militaryInstallationId?: number;
  workCategoryIndex?: number;
  membershipStatus?: string;
  isEligibleForStudentMembership?: boolean;
  createdAt?: Date;
};

async function createPerson(ref: Ref, passwordHash: string, p: Person) {
  const place = pick(CITIES, p.n);
  const base = {
    email: p.email.toLowerCase(),
    passwordHash,
    role: p.role ?? ROLE.member,
    firstName: p.firstName,
    middleName: p.middleName ?? null,
    lastName: p.lastName,
    cellPhone: phone(p.n, 555),
    contactMethod: CONTACT_METHOD.email,
    agreeTos: true,
    referral: pick(Object.values(REFERRAL), p.n),
    // sign-up leaves the admin-only membership summary empty
    membershipStatus: p.membershipStatus ?? (p.minimal ? null : MEMBERSHIP_STATUS.notMember),
    isEligibleForStudentMembership: p.isEligibleForStudentMembership ?? false,
    profileLastUpdated: daysAgo(5),
    profileUpdateModalShown: daysAgo(5),
    createdAt: p.createdAt ?? daysAgo(30 + p.n * 11),
  };
  if (p.minimal) return db.user.create({ data: base });

  const categoryIndex = p.workCategoryIndex ?? p.n % ref.workCategory.length;
  const user = await db.user.create({
    data: {
      ...base,
      dateOfBirth: p.dateOfBirth ?? ymd(1965 + (p.n % 30), 1 + (p.n % 12), 1 + ((p.n * 7) % 28)),
      gender: p.gender ?? pick([GENDER.female, GENDER.male, GENDER.female, GENDER.nonBinary, GENDER.nonAnswer], p.n),
      workPhone: phone(p.n + 300, 867),
      willText: p.n % 3 === 0,
      contactMethod: p.n % 4 === 1 ? CONTACT_METHOD.cellPhone : CONTACT_METHOD.email,
      website: p.n % 5 === 0 ? `https://www.${p.lastName.toLowerCase().replace(/[^a-z]/g, "")}financial.example.com` : null,
      jobTitle: p.jobTitle ?? pick(JOB_TITLES, p.n),
      organization: p.organization ?? pick(ORGANIZATIONS, p.n),
      yearsOfService: pick(["0-2", "3-5", "6-10", "11-15", "16-20", "20+"], p.n),
      primaryWorkAreaCategoryId: ref.workCategory[categoryIndex],
      militaryInstallationId: categoryIndex === 0 ? (p.militaryInstallationId ?? pick(ref.installation, p.n)) : null,
      areasOfExpertise: pick(
        ["Budgeting and spending plans", "Credit and debt management", "Student loans", "Homeownership", "Military transitions"],
        p.n,
      ),
      provideCounselingServices: p.n % 2 === 0,
      agreeDemographicSearch: p.n % 3 !== 2,
      offerVirtualCounseling: p.n % 2 === 0,
      offerLocalCounseling: p.n % 3 === 0,
      offerGroupWorkshops: p.n % 4 === 0,
      publicBio: `${p.firstName} ${p.lastName} helps individuals and families build confidence with money, with a focus on ${pick(["debt repayment", "first-time homebuyers", "military families", "young adults", "retirement readiness"], p.n)}.`,
      linkedinProfile: `https://www.linkedin.com/in/${p.firstName.toLowerCase()}-${p.lastName.toLowerCase().replace(/[^a-z]/g, "")}`,
      addresses: {
        create: [
          {
            name: "Home",
            addressLine1: `${100 + ((p.n * 53) % 9800)} ${pick(STREETS, p.n)}`,
            city: place.city,
            state: place.state,
            zip: place.zip,
            country: "US",
          },
          ...(p.n % 2 === 0
            ? [
                {
                  name: "Work",
                  addressLine1: `${20 + p.n} Commerce Plaza`,
                  addressLine2: `Suite ${100 + p.n}`,
                  city: place.city,
                  state: place.state,
                  zip: place.zip,
                  country: "US",
                },
              ]
            : []),
        ],
      },
      primaryWorkAreas: { create: [{ workAreaId: ref.workArea[categoryIndex][0] }] },
      workAreas: { create: ref.workArea[(categoryIndex + 1) % ref.workArea.length].slice(0, 1).map((workAreaId) => ({ workAreaId })) },
    },
    include: { addresses: { orderBy: { id: "asc" } } },
  });
  await db.user.update({ where: { id: user.id }, data: { primaryAddressId: user.addresses[0].id } });
  return user;
}

// ---------------------------------------------------------------------------------------------
// Purchases
// ---------------------------------------------------------------------------------------------

type Item = {
  kind: ProductKind;
  name: string;
  priceCents: number;
  finalPriceCents?: number;
  productId?: number | null;
  registrationId?: number;
  userCertificationId?: number;
  year?: number;
  due?: Date;
  hcCourseId?: string;
  quantity?: number;
  discountId?: number;
  priceBeforeDiscountCents?: number;
};

/** A paid checkout: one succeeded transaction and its line items (ids returned in order). */
async function purchase(
  userId: number,
  items: Item[],
  opts: { at: Date; type?: string; method?: string; createdById?: number; discountId?: number },
) {
  const seq = nextSeq();
  const amountCents = items.reduce((sum, it) => sum + (it.finalPriceCents ?? it.priceCents) * (it.quantity ?? 1), 0);
  const method = opts.method ?? (amountCents <= 0 ? PAYMENT_METHOD_TYPE.free : PAYMENT_METHOD_TYPE.stripe);
  const tx = await db.transaction.create({
    data: {
      userId,
      type: opts.type ?? TRANSACTION_TYPE.purchase,
      status: TRANSACTION_STATUS.succeeded,
      amountCents,
      stripeId:
        method === PAYMENT_METHOD_TYPE.stripe || method === PAYMENT_METHOD_TYPE.existing ? `pi_seed_${String(seq).padStart(6, "0")}` : null,
      idempotencyKey: `seed-checkout-${seq}`,
      paymentMethodType: method,
      cardLastFour: method === PAYMENT_METHOD_TYPE.stripe || method === PAYMENT_METHOD_TYPE.existing ? "4242" : null,
      discountId: opts.discountId ?? null,
      createdById: opts.createdById ?? null,
      createdAt: opts.at,
    },
  });
  const ids: number[] = [];
  for (const it of items) {
    const li = await db.lineItem.create({
      data: {
        userId,
        transactionId: tx.id,
        kind: it.kind,
        name: it.name,
        productId: it.productId ?? null,
        priceCents: it.priceCents,
        finalPriceCents: it.finalPriceCents ?? it.priceCents,
        quantity: it.quantity ?? 1,
        registrationId: it.registrationId ?? null,
        userCertificationId: it.userCertificationId ?? null,
        year: it.year ?? null,
        due: it.due ?? null,
        hcCourseId: it.hcCourseId ?? null,
        discountId: it.discountId ?? null,
        priceBeforeDiscountCents: it.priceBeforeDiscountCents ?? null,
        paymentMethodId: method === PAYMENT_METHOD_TYPE.stripe || method === PAYMENT_METHOD_TYPE.existing ? `pm_seed_${seq}` : null,
        showInCart: true,
        createdAt: opts.at,
      },
    });
    ids.push(li.id);
  }
  return { transactionId: tx.id, lineItemIds: ids };
}

/** An unpaid item in the cart. */
async function cartItem(userId: number, it: Item) {
  return db.lineItem.create({
    data: {
      userId,
      kind: it.kind,
      name: it.name,
      productId: it.productId ?? null,
      priceCents: it.priceCents,
      finalPriceCents: it.finalPriceCents ?? it.priceCents,
      quantity: it.quantity ?? 1,
      registrationId: it.registrationId ?? null,
      userCertificationId: it.userCertificationId ?? null,
      year: it.year ?? null,
      due: it.due ?? null,
      showInCart: true,
      withQty: false,
    },
  });
}

async function membershipFor(ref: Ref, userId: number, key: string, start: Date, opts: { paid?: boolean; approved?: boolean } = {}) {
  const m = ref.membership[key];
  let lineItemId: number | null = null;
  if (opts.paid ?? true) {
    const { lineItemIds } = await purchase(
      userId,
      [{ kind: PRODUCT_KIND.membership, name: m.name, priceCents: m.priceCents, productId: m.productId }],
      { at: start },
    );
    lineItemId = lineItemIds[0];
  }
  return db.userMembership.create({
    data: {
      userId,
      membershipTypeId: m.id,
      productId: m.productId,
      lineItemId,
      start,
      end: membershipEnd(start),
      approved: opts.approved ?? true,
      createdAt: start,
    },
  });
}

/** A certification registration that has gone all the way (exam passed, certificate issued). */
async function completedAfcRegistration(
  ref: Ref,
  userId: number,
  name: string,
  opts: { enrolledOn: Date; examTakenAt: Date; graduatedOn: Date; pathwayKey?: string },
) {
  const pw = ref.pathway[opts.pathwayKey ?? PATHWAY_KEY.education];
  const reg = await db.registration.create({
    data: {
      userId,
      certificationId: ref.afc.id,
      pathwayTypeId: pw.id,
      status: REGISTRATION_STATUS.complete,
      step: REGISTRATION_STEP.finalSummary,
      enrolledOn: opts.enrolledOn,
      deadline: addMonths(opts.enrolledOn, pw.deadlineMonths),
      graduatedOn: opts.graduatedOn,
      requiredHours: pw.requiredHours,
      certificateName: name,
      codeOfEthicsSignature: name,
      codeOfEthicsSignedAt: addDays(opts.examTakenAt, -30),
      brightspaceEnrollment: true,
      createdAt: addDays(opts.enrolledOn, -3),
    },
  });
  const paid = await purchase(
    userId,
    [
      {
        kind: PRODUCT_KIND.registrationFee,
        name: `${pw.name} Registration Fee`,
        priceCents: pw.feeCents,
        productId: pw.feeProductId,
        registrationId: reg.id,
      },
      {
        kind: PRODUCT_KIND.exam,
        name: "AFC Certification Exam",
        priceCents: 35000,
        productId: ref.afcExamProduct.id,
        registrationId: reg.id,
      },
    ],
    { at: opts.enrolledOn },
  );
  await db.examAttempt.create({
    data: {
      registrationId: reg.id,
      examId: ref.afcExam.id,
      name: "AFC Certification Exam",
      lineItemId: paid.lineItemIds[1],
      transactionId: paid.transactionId,
      finalPriceCents: 35000,
      score: 78 + (userId % 15),
      result: EXAM_RESULT.pass,
      takenAt: opts.examTakenAt,
      createdAt: opts.enrolledOn,
    },
  });
  await db.experience.create({
    data: {
      registrationId: reg.id,
      fellowshipServiceTypeId: ref.serviceType[0],
      organization: pick(ORGANIZATIONS, userId),
      title: "Financial Counselor",
      hours: pw.requiredHours,
      supervisorName: "Lauren Whitaker",
      supervisorEmail: "l.whitaker@example.org",
      supervisorPhone: "(614) 555-0142",
      description: "One-on-one budgeting, credit and debt counseling sessions.",
      startDate: addDays(opts.enrolledOn, -900),
      endDate: addDays(opts.enrolledOn, -30),
      status: REVIEW_STATUS.approved,
      approved: true,
      verified: true,
      createdAt: addDays(opts.enrolledOn, 20),
    },
  });
  return reg;
}

async function approvedCeu(
  ref: Ref,
  userId: number,
  periodId: number,
  i: number,
  opts: {
    credits: number;
    ethics?: boolean;
    completionDate: Date;
    adminId: number;
    title?: string;
    preapprovedCreditId?: number;
    completionCode?: string;
  },
) {
  const ceu = await db.individualCeu.create({
    data: {
      userId,
      reportingPeriodId: periodId,
      completionDate: opts.completionDate,
      credits: opts.credits,
      creditTypeId: opts.ethics ? ref.ethics.id : ref.general.id,
      programTitle: opts.title ?? (opts.ethics ? "Ethics in Financial Counseling" : pick(CEU_TITLES, i)),
      sponsor: pick(SPONSORS, i),
      programDescription: "Live session with case studies and a knowledge check.",
      status: REVIEW_STATUS.approved,
      approved: true,
      verified: true,
      submittedAt: addDays(opts.completionDate, 3),
      createdAt: addDays(opts.completionDate, 3),
      preapprovedCreditId: opts.preapprovedCreditId ?? null,
      completionCode: opts.completionCode ?? null,
    },
  });
  await db.ceuReview.create({
    data: {
      individualCeuId: ceu.id,
      reviewerId: opts.adminId,
      approved: true,
      status: REVIEW_STATUS.approved,
      message: "<p>Approved. Thank you!</p>",
      createdAt: addDays(opts.completionDate, 6),
    },
  });
  return ceu;
}

// ---------------------------------------------------------------------------------------------
// The ten demo accounts
// ---------------------------------------------------------------------------------------------

async function seedDemoAccounts(ref: Ref, passwordHash: string) {
  const current = ref.period["2025-2026"];
  const previous = ref.period["2023-2024"];

  // admin
  const admin = await createPerson(ref, passwordHash, {
    email: DEMO_EMAIL.admin,
    firstName: "Dana",
    lastName: "Whitfield",
    role: ROLE.admin,
    n: 1,
    gender: GENDER.female,
    jobTitle: "Director of Certification",
    organization: "AFCPE",
    workCategoryIndex: 1,
    createdAt: daysAgo(1400),
  });

  // new user: only what sign-up asks
  const newUser = await createPerson(ref, passwordHash, {
    email: DEMO_EMAIL.newUser,
    firstName: "Noah",
    lastName: "Bennett",
    n: 2,
    minimal: true,
    createdAt: daysAgo(1),
  });

  // wizard: pre-registration, on the course materials step
  const wizard = await createPerson(ref, passwordHash, {
    email: DEMO_EMAIL.wizard,
    firstName: "Maria",
    lastName: "Gonzalez",
    n: 3,
    gender: GENDER.female,
    createdAt: daysAgo(9),
    jobTitle: "Financial Wellness Specialist",
    organization: "Credit Union of the Rockies",
    workCategoryIndex: 2,
  });
  const wizardStart = daysAgo(2);
  const wizardReg = await db.registration.create({
    data: {
      userId: wizard.id,
      certificationId: ref.afc.id,
      pathwayTypeId: ref.pathway.education.id,
      status: REGISTRATION_STATUS.preRegistration,
      step: REGISTRATION_STEP.courseMaterials,
      deadline: addMonths(wizardStart, ref.pathway.education.deadlineMonths),
      requiredHours: ref.pathway.education.requiredHours,
      createdAt: wizardStart,
    },
  });

  // one candidate at the start of each other pathway: university (Program Information), designation
  // (waiting in Pathway Review) and independent trainer (Supporting Documentation)
  const pathwayStarts = [
    {
      email: DEMO_EMAIL.university,
      firstName: "Priya",
      lastName: "Raman",
      n: 11,
      key: PATHWAY_KEY.university,
      step: REGISTRATION_STEP.programInformation,
    },
    {
      email: DEMO_EMAIL.designation,
      firstName: "Marcus",
      lastName: "Lee",
      n: 12,
      key: PATHWAY_KEY.designation,
      step: REGISTRATION_STEP.pathwayApproval,
    },
    {
      email: DEMO_EMAIL.trainee,
      firstName: "Hannah",
      lastName: "Okafor",
      n: 13,
      key: PATHWAY_KEY.independentTrainer,
      step: REGISTRATION_STEP.documentation,
    },
  ];
  for (const start of pathwayStarts) {
    const person = await createPerson(ref, passwordHash, {
      email: start.email,
      firstName: start.firstName,
      lastName: start.lastName,
      n: start.n,
      createdAt: daysAgo(5),
      jobTitle: "Financial Coach",
      organization: "Community Credit Union",
      workCategoryIndex: 1,
    });
    const pw = ref.pathway[start.key]!;
    await db.registration.create({
      data: {
        userId: person.id,
        certificationId: ref.afc.id,
        pathwayTypeId: pw.id,
        step: start.step,
        status:
          start.step === REGISTRATION_STEP.pathwayApproval ? REGISTRATION_STATUS.registrationApproval : REGISTRATION_STATUS.preRegistration,
        requiredHours: pw.requiredHours,
        createdAt: daysAgo(1),
      },
    });
  }

  // approval: finished the wizard, waiting in registration approval with the balance unpaid and a
  // saved card (Approve charges it once); final: every step done, waiting in final approval
  const approval = await createPerson(ref, passwordHash, {
    email: DEMO_EMAIL.approval,
    firstName: "Sofia",
    lastName: "Martins",
    n: 14,
    createdAt: daysAgo(12),
    jobTitle: "Housing Counselor",
    organization: "Neighborhood Housing Services",
    workCategoryIndex: 1,
  });
  await db.user.update({
    where: { id: approval.id },
    data: { stripePaymentMethodId: "pm_card_visa", pmType: "visa", pmLastFour: "4242" },
  });
  const approvalReg = await db.registration.create({
    data: {
      userId: approval.id,
      certificationId: ref.afc.id,
      pathwayTypeId: ref.pathway.education.id,
      status: REGISTRATION_STATUS.registrationApproval,
      step: REGISTRATION_STEP.summary,
      requiredHours: ref.pathway.education.requiredHours,
      payExamFeeUpfront: true,
      createdAt: daysAgo(3),
    },
  });
  await db.lineItem.createMany({
    data: [
      {
        userId: approval.id,
        registrationId: approvalReg.id,
        kind: PRODUCT_KIND.registrationFee,
        name: `${ref.pathway.education.name} Registration Fee`,
        productId: ref.pathway.education.feeProductId,
        priceCents: ref.pathway.education.feeCents,
        finalPriceCents: ref.pathway.education.feeCents,
        showInCart: false,
      },
      {
        userId: approval.id,
        registrationId: approvalReg.id,
        kind: PRODUCT_KIND.exam,
        name: "AFC Certification Exam",
        productId: ref.afcExamProduct.id,
        priceCents: 35000,
        finalPriceCents: 35000,
        showInCart: false,
      },
    ],
  });
  const finalist = await createPerson(ref, passwordHash, {
    email: DEMO_EMAIL.finalist,
    firstName: "Grace",
    lastName: "Kim",
    n: 15,
    createdAt: daysAgo(700),
    jobTitle: "Financial Counselor",
    organization: "Family Service Agency",
    workCategoryIndex: 2,
  });
  const finalEnrolled = daysAgo(680);
  const finalReg = await db.registration.create({
    data: {
      userId: finalist.id,
      certificationId: ref.afc.id,
      pathwayTypeId: ref.pathway.education.id,
      status: REGISTRATION_STATUS.finalApproval,
      step: REGISTRATION_STEP.finalSummary,
      enrolledOn: finalEnrolled,
      deadline: addMonths(finalEnrolled, ref.pathway.education.deadlineMonths),
      requiredHours: ref.pathway.education.requiredHours,
      certificateName: "Grace Kim, AFC®",
      codeOfEthicsSignature: "Grace Kim",
      codeOfEthicsSignedAt: daysAgo(90),
      createdAt: addDays(finalEnrolled, -2),
    },
  });
  const finalPaid = await purchase(
    finalist.id,
    [
      {
        kind: PRODUCT_KIND.registrationFee,
        name: `${ref.pathway.education.name} Registration Fee`,
        priceCents: ref.pathway.education.feeCents,
        productId: ref.pathway.education.feeProductId,
        registrationId: finalReg.id,
      },
      {
        kind: PRODUCT_KIND.exam,
        name: "AFC Certification Exam",
        priceCents: 35000,
        productId: ref.afcExamProduct.id,
        registrationId: finalReg.id,
      },
    ],
    { at: finalEnrolled },
  );
  await db.examAttempt.create({
    data: {
      registrationId: finalReg.id,
      examId: ref.afcExam.id,
      name: "AFC Certification Exam",
      lineItemId: finalPaid.lineItemIds[1],
      transactionId: finalPaid.transactionId,
      finalPriceCents: 35000,
      score: 84,
      result: EXAM_RESULT.pass,
      takenAt: daysAgo(120),
      createdAt: finalEnrolled,
    },
  });
  await db.experience.create({
    data: {
      registrationId: finalReg.id,
      fellowshipServiceTypeId: ref.serviceType[0],
      organization: "Family Service Agency",
      title: "Financial Counselor",
      hours: ref.pathway.education.requiredHours,
      supervisorName: "Lauren Whitaker",
      supervisorEmail: "l.whitaker@example.org",
      supervisorPhone: "(614) 555-0142",
      description: "One-on-one budgeting, credit and debt counseling sessions.",
      startDate: addDays(finalEnrolled, -700),
      endDate: daysAgo(100),
      status: REVIEW_STATUS.approved,
      approved: true,
      verified: true,
      createdAt: daysAgo(95),
    },
  });

  // ready: post-registration with every requirement met (hours approved, ethics signed, exam
  // passed): Finish opens the final steps
  const ready = await createPerson(ref, passwordHash, {
    email: DEMO_EMAIL.ready,
    firstName: "Omar",
    lastName: "Haddad",
    n: 16,
    createdAt: daysAgo(600),
    jobTitle: "Financial Coach",
    organization: "United Way of Central Ohio",
    workCategoryIndex: 1,
  });
  const readyEnrolled = daysAgo(580);
  const readyReg = await db.registration.create({
    data: {
      userId: ready.id,
      certificationId: ref.afc.id,
      pathwayTypeId: ref.pathway.education.id,
      status: REGISTRATION_STATUS.postRegistration,
      step: REGISTRATION_STEP.exam,
      enrolledOn: readyEnrolled,
      deadline: addMonths(readyEnrolled, ref.pathway.education.deadlineMonths),
      requiredHours: ref.pathway.education.requiredHours,
      codeOfEthicsSignature: "Omar Haddad",
      codeOfEthicsSignedAt: daysAgo(200),
      createdAt: addDays(readyEnrolled, -2),
    },
  });
  const readyPaid = await purchase(
    ready.id,
    [
      {
        kind: PRODUCT_KIND.registrationFee,
        name: `${ref.pathway.education.name} Registration Fee`,
        priceCents: ref.pathway.education.feeCents,
        productId: ref.pathway.education.feeProductId,
        registrationId: readyReg.id,
      },
      {
        kind: PRODUCT_KIND.exam,
        name: "AFC Certification Exam",
        priceCents: 35000,
        productId: ref.afcExamProduct.id,
        registrationId: readyReg.id,
      },
    ],
    { at: readyEnrolled },
  );
  await db.examAttempt.create({
    data: {
      registrationId: readyReg.id,
      examId: ref.afcExam.id,
      name: "AFC Certification Exam",
      lineItemId: readyPaid.lineItemIds[1],
      transactionId: readyPaid.transactionId,
      finalPriceCents: 35000,
      score: 79,
      result: EXAM_RESULT.pass,
      takenAt: daysAgo(60),
      createdAt: readyEnrolled,
    },
  });
  await db.experience.create({
    data: {
      registrationId: readyReg.id,
      fellowshipServiceTypeId: ref.serviceType[0],
      organization: "United Way of Central Ohio",
      title: "Financial Coach",
      hours: ref.pathway.education.requiredHours,
      supervisorName: "Lauren Whitaker",
      supervisorEmail: "l.whitaker@example.org",
      supervisorPhone: "(614) 555-0142",
      description: "Financial coaching sessions with families.",
      startDate: addDays(readyEnrolled, -700),
      endDate: daysAgo(70),
      status: REVIEW_STATUS.approved,
      approved: true,
      verified: true,
      createdAt: daysAgo(65),
    },
  });

  // expired: the AFC deadline passed 7 weeks ago without an extension (Request Extension is offered
  // until 6 months after it); approved and pending hours, a saved card to pay the $200 fee
  const expired = await createPerson(ref, passwordHash, {
    email: DEMO_EMAIL.expired,
    firstName: "Lena",
    lastName: "Okafor",
    n: 17,
    createdAt: daysAgo(1150),
    jobTitle: "Financial Counselor",
    organization: "Community Credit Counseling",
    workCategoryIndex: 1,
  });
  await db.user.update({
    where: { id: expired.id },
    data: { stripePaymentMethodId: "pm_card_visa", pmType: "visa", pmLastFour: "4242" },
  });
  const expiredEnrolled = daysAgo(1145);
  const { reg: expiredReg } = await candidateRegistration(ref, expired.id, {
    status: REGISTRATION_STATUS.postRegistration,
    step: REGISTRATION_STEP.exam,
    enrolledOn: expiredEnrolled,
    createdAt: addDays(expiredEnrolled, -3),
    deadline: daysAgo(50),
    expirationStatus: EXPIRATION_STATUS.expiredWithoutExtension,
    ethicsSignedBy: "Lena Okafor",
  });
  await experienceRow(ref, expiredReg.id, 0, { status: REVIEW_STATUS.approved, hours: 610, createdAt: daysAgo(300), adminId: admin.id });
  await experienceRow(ref, expiredReg.id, 1, { status: REVIEW_STATUS.pending, hours: 120, createdAt: daysAgo(55) });

  // candidate: post-registration, exam paid but not taken, ethics signed
  const candidate = await createPerson(ref, passwordHash, {
    email: DEMO_EMAIL.candidate,
    firstName: "James",
    lastName: "Carter",
    middleName: "Allen",
    n: 4,
    gender: GENDER.male,
    createdAt: daysAgo(260),
    jobTitle: "Personal Financial Manager",
    organization: "Military Family Readiness Center",
    workCategoryIndex: 0,
    membershipStatus: MEMBERSHIP_STATUS.active,
  });
  const candEnrolled = daysAgo(240);
  const candReg = await db.registration.create({
    data: {
      userId: candidate.id,
      certificationId: ref.afc.id,
      pathwayTypeId: ref.pathway.education.id,
      status: REGISTRATION_STATUS.postRegistration,
      step: REGISTRATION_STEP.exam,
      enrolledOn: candEnrolled,
      deadline: addMonths(candEnrolled, ref.pathway.education.deadlineMonths),
      requiredHours: ref.pathway.education.requiredHours,
      codeOfEthicsSignature: "James A. Carter",
      codeOfEthicsSignedAt: daysAgo(60),
      payExamFeeUpfront: true,
      purchasePracticeExam: true,
      brightspaceEnrollment: true,
      brightspaceSectionId: "SEC-2026-03",
      holmesOrderId: "HO-104233",
      shippingName: "James Carter",
      shippingAddressLine1: "412 Oak St",
      shippingCity: "San Antonio",
      shippingState: "TX",
      shippingZip: "78205",
      shippingCountry: "US",
      createdAt: daysAgo(250),
    },
  });
  const candPaid = await purchase(
    candidate.id,
    [
      {
        kind: PRODUCT_KIND.registrationFee,
        name: "Education Pathway Registration Fee",
        priceCents: 15000,
        productId: ref.pathway.education.feeProductId,
        registrationId: candReg.id,
      },
      {
        kind: PRODUCT_KIND.courseMaterial,
        name: "AFC Learning System (online, 12 months)",
        priceCents: 79500,
        finalPriceCents: 69500,
        productId: ref.learningSystemProduct.id,
        registrationId: candReg.id,
        hcCourseId: "HC-AFC-2026",
      },
      {
        kind: PRODUCT_KIND.practiceExam,
        name: "AFC Practice Exam Bundle",
        priceCents: 9900,
        finalPriceCents: 7900,
        productId: ref.practiceExamProduct.id,
        registrationId: candReg.id,
      },
      {
        kind: PRODUCT_KIND.exam,
        name: "AFC Certification Exam",
        priceCents: 35000,
        finalPriceCents: 25000,
        productId: ref.afcExamProduct.id,
        registrationId: candReg.id,
      },
      {
        kind: PRODUCT_KIND.membership,
        name: "Professional Membership",
        priceCents: 15000,
        productId: ref.membership.professional.productId,
        registrationId: candReg.id,
      },
    ],
    { at: candEnrolled },
  );
  await db.registrationCourseMaterial.create({
    data: {
      registrationId: candReg.id,
      courseMaterialId: ref.learningSystem.id,
      hcCourseId: "HC-AFC-2026",
      brightspaceCourseId: "BS-AFC-101",
      lineItemId: candPaid.lineItemIds[1],
      transactionId: candPaid.transactionId,
    },
  });
  await db.registrationPracticeExam.create({
    data: { registrationId: candReg.id, practiceExamId: ref.practiceExam.id, lineItemId: candPaid.lineItemIds[2], currentExamNumber: 2 },
  });
  await db.practiceExamScore.create({
    data: {
      registrationId: candReg.id,
      practiceExamId: ref.practiceExam.id,
      examNumber: 1,
      score: 71,
      takenAt: daysAgo(40),
      poolExamStats: [
        { POOLNAME: "Set the stage and gather client information", CORRECTANSWERS: 14, QUESTIONSRECEIVED: 18 },
        { POOLNAME: "Manage money", CORRECTANSWERS: 17, QUESTIONSRECEIVED: 22 },
        { POOLNAME: "Educate about credit and debt", CORRECTANSWERS: 15, QUESTIONSRECEIVED: 21 },
      ],
    },
  });
  await db.practiceExamSurveyResponse.createMany({
    data: [
      {
        registrationId: candReg.id,
        practiceExamId: ref.practiceExam.id,
        examNumber: 1,
        surveyType: PRACTICE_EXAM_SURVEY_TYPE.pre,
        responses: { confidence: "Somewhat", study_hours: "2-5", materials: "Learning System" },
      },
      {
        registrationId: candReg.id,
        practiceExamId: ref.practiceExam.id,
        examNumber: 1,
        surveyType: PRACTICE_EXAM_SURVEY_TYPE.post,
        responses: { confidence: "Confident", study_hours: "6-10", materials: "Learning System" },
      },
    ],
  });
  await db.examAttempt.create({
    data: {
      registrationId: candReg.id,
      examId: ref.afcExam.id,
      name: "AFC Certification Exam",
      lineItemId: candPaid.lineItemIds[3],
      transactionId: candPaid.transactionId,
      finalPriceCents: 25000,
      createdAt: candEnrolled,
    },
  });
  await db.userMembership.create({
    data: {
      userId: candidate.id,
      membershipTypeId: ref.membership.professional.id,
      productId: ref.membership.professional.productId,
      lineItemId: candPaid.lineItemIds[4],
      start: candEnrolled,
      end: membershipEnd(candEnrolled),
    },
  });
  await db.registrationReview.create({
    data: {
      registrationId: candReg.id,
      reviewerId: admin.id,
      approved: true,
      registrationStatus: REGISTRATION_STATUS.registrationApproval,
      message: "<p>Welcome aboard, James!</p>",
      createdAt: addDays(candEnrolled, 1),
    },
  });
  const candExperiences = [
    {
      type: 0,
      org: "Military Family Readiness Center",
      hours: 420,
      status: REVIEW_STATUS.approved,
      start: daysAgo(1500),
      end: daysAgo(900),
    },
    {
      type: 1,
      org: "Military Family Readiness Center",
      hours: 160,
      status: REVIEW_STATUS.approved,
      start: daysAgo(900),
      end: daysAgo(500),
    },
    { type: 2, org: "VITA Tax Site, San Antonio", hours: 60, status: REVIEW_STATUS.approved, start: daysAgo(700), end: daysAgo(600) },
    {
      type: 0,
      org: "Fort Sam Houston Financial Readiness",
      hours: 180,
      status: REVIEW_STATUS.pending,
      start: daysAgo(480),
      end: daysAgo(90),
    },
    {
      type: 1,
      org: "Fort Sam Houston Financial Readiness",
      hours: 45,
      status: REVIEW_STATUS.pending,
      start: daysAgo(300),
      end: daysAgo(30),
    },
  ];
  for (const [i, e] of candExperiences.entries()) {
    const exp = await db.experience.create({
      data: {
        registrationId: candReg.id,
        fellowshipServiceTypeId: ref.serviceType[e.type],
        organization: e.org,
        title: "Personal Financial Manager",
        hours: e.hours,
        supervisorName: "Maj. Teresa Holloway",
        supervisorEmail: "t.holloway@example.mil",
        supervisorPhone: "(210) 555-0199",
        description: "Budget counseling, debt management plans and pre-deployment financial briefings.",
        startDate: e.start,
        endDate: e.end,
        status: e.status,
        approved: e.status === REVIEW_STATUS.approved ? true : null,
        verified: true,
        createdAt: daysAgo(200 - i * 30),
      },
    });
    if (e.status === REVIEW_STATUS.approved) {
      await db.experienceReview.create({
        data: {
          experienceId: exp.id,
          reviewerId: admin.id,
          approved: true,
          status: REVIEW_STATUS.approved,
          message: "<p>Hours approved.</p>",
          createdAt: daysAgo(190 - i * 30),
        },
      });
    }
  }

  // certified: good standing, CEUs, active membership, renewal paid
  const certified = await createPerson(ref, passwordHash, {
    email: DEMO_EMAIL.certified,
    firstName: "Priya",
    lastName: "Patel",
    n: 5,
    gender: GENDER.female,
    createdAt: daysAgo(1600),
    jobTitle: "Senior Financial Counselor",
    organization: "GreenPath Financial Wellness",
    workCategoryIndex: 1,
    membershipStatus: MEMBERSHIP_STATUS.active,
  });
  // A saved card (Stripe's test card pm_card_visa, which the mocked Stripe also knows) for "pay with saved card".
  await db.user.update({
    where: { id: certified.id },
    data: { stripePaymentMethodId: "pm_card_visa", pmType: "visa", pmLastFour: "4242" },
  });
  const certReg = await completedAfcRegistration(ref, certified.id, "Priya Patel, AFC®", {
    enrolledOn: daysAgo(1550),
    examTakenAt: daysAgo(1200),
    graduatedOn: daysAgo(1150),
  });
  const certUc = await db.userCertification.create({
    data: {
      userId: certified.id,
      certificationId: ref.afc.id,
      registrationId: certReg.id,
      status: CERTIFICATION_STATUS.goodStanding,
      accredibleUrl: "https://www.credential.net/demo-priya-patel-afc",
      reportingPeriodId: current.id,
      issuedAt: daysAgo(1150),
      expiresAt: current.end,
    },
  });
  const certCeus = [
    { credits: 6, date: ymd(2025, 3, 14) },
    { credits: 4.5, date: ymd(2025, 6, 20) },
    { credits: 2, date: ymd(2025, 9, 9), ethics: true },
    { credits: 3, date: ymd(2026, 2, 11) },
    { credits: 5, date: ymd(2026, 5, 6) },
    { credits: 1.5, date: ymd(2026, 8, 19) },
  ];
  for (const [i, c] of certCeus.entries()) {
    await approvedCeu(ref, certified.id, current.id, i, {
      credits: c.credits,
      ethics: c.ethics,
      completionDate: c.date,
      adminId: admin.id,
    });
  }
  await db.individualCeu.create({
    data: {
      userId: certified.id,
      reportingPeriodId: current.id,
      completionDate: daysAgo(8),
      credits: 2,
      creditTypeId: ref.general.id,
      programTitle: "Coaching Clients Through Job Loss",
      sponsor: "NFCC",
      programDescription: "Webinar on unemployment benefits, budgeting and job search stress.",
      status: REVIEW_STATUS.pending,
      verified: true,
      submittedAt: daysAgo(6),
    },
  });
  const certMemberStart = daysAgo(100);
  await membershipFor(ref, certified.id, MEMBERSHIP_KEY.professional, certMemberStart);
  const renewalDue = ymd(CURRENT_YEAR, 6, 30);
  const certPaid = await purchase(
    certified.id,
    [
      {
        kind: PRODUCT_KIND.renewal,
        name: `AFC Annual Certification Fee ${CURRENT_YEAR}`,
        priceCents: 9500,
        productId: ref.afcRenewalProduct.id,
        userCertificationId: certUc.id,
        year: CURRENT_YEAR,
        due: renewalDue,
      },
      {
        kind: PRODUCT_KIND.donation,
        name: "Donation: Symposium scholarship",
        priceCents: 5000,
        productId: ref.donationOption[1].productId,
      },
    ],
    { at: ymd(CURRENT_YEAR, 6, 2), method: PAYMENT_METHOD_TYPE.existing },
  );
  await db.renewal.create({
    data: {
      userId: certified.id,
      userCertificationId: certUc.id,
      reportingPeriodId: current.id,
      year: CURRENT_YEAR,
      paymentCents: 9500,
      credits: 22,
      totalCreditsRequired: 30,
      earnedCredits: 22,
      earnedEthicsCredits: 2,
      ethicCreditsRequired: 2,
      dueDate: renewalDue,
      individualsServed: 140,
      hoursProvided: 12,
      signature: "Priya Patel",
      signedAt: ymd(CURRENT_YEAR, 6, 2),
      lineItemId: certPaid.lineItemIds[0],
    },
  });
  await db.donation.create({
    data: {
      userId: certified.id,
      optionId: ref.donationOption[1].id,
      amountCents: 5000,
      lineItemId: certPaid.lineItemIds[1],
      createdAt: ymd(CURRENT_YEAR, 6, 2),
    },
  });
  // last year's certification payment, recorded by an admin
  await purchase(
    certified.id,
    [
      {
        kind: PRODUCT_KIND.renewal,
        name: `AFC Annual Certification Fee ${CURRENT_YEAR - 1}`,
        priceCents: 9500,
        productId: ref.afcRenewalProduct.id,
        userCertificationId: certUc.id,
        year: CURRENT_YEAR - 1,
        due: ymd(CURRENT_YEAR - 1, 6, 30),
      },
    ],
    { at: ymd(CURRENT_YEAR - 1, 6, 25), type: TRANSACTION_TYPE.adminPayment, method: PAYMENT_METHOD_TYPE.admin, createdById: admin.id },
  );
  const webinar = ref.event[3];
  const certEvent = await purchase(
    certified.id,
    [{ kind: PRODUCT_KIND.event, name: webinar.name, priceCents: webinar.priceCents, finalPriceCents: 0, productId: webinar.productId }],
    { at: daysAgo(15) },
  );
  await db.eventRegistration.create({
    data: { eventId: webinar.id, userId: certified.id, lineItemId: certEvent.lineItemIds[0], createdAt: daysAgo(15) },
  });
  await db.notification.createMany({
    data: [
      {
        userId: certified.id,
        title: "CEU approved",
        message: 'Your CEU "Debt Management Plans in Practice" was approved.',
        url: "/certifications-and-training",
        createdAt: daysAgo(20),
        readAt: daysAgo(19),
      },
      {
        userId: certified.id,
        title: "Annual fee received",
        message: `Thank you! Your ${CURRENT_YEAR} AFC® certification fee is paid.`,
        url: "/edit-profile/payment",
        createdAt: daysAgo(10),
      },
      {
        userId: certified.id,
        title: "New webinar for members",
        message: 'Registration is open for "Webinar: Student Loans After the Pause".',
        url: "/events",
        createdAt: daysAgo(3),
      },
    ],
  });

  // lapsed: lapsed for CEUs in the previous period, expired membership
  const lapsed = await createPerson(ref, passwordHash, {
    email: DEMO_EMAIL.lapsed,
    firstName: "Robert",
    lastName: "Chen",
    n: 6,
    gender: GENDER.male,
    createdAt: daysAgo(2100),
    jobTitle: "Housing Counselor",
    organization: "Neighborhood Housing Partners",
    workCategoryIndex: 1,
  });
  const lapsedReg = await completedAfcRegistration(ref, lapsed.id, "Robert Chen, AFC®", {
    enrolledOn: daysAgo(2050),
    examTakenAt: daysAgo(1800),
    graduatedOn: daysAgo(1760),
  });
  await db.userCertification.create({
    data: {
      userId: lapsed.id,
      certificationId: ref.afc.id,
      registrationId: lapsedReg.id,
      status: CERTIFICATION_STATUS.lapsedCeus,
      accredibleUrl: "https://www.credential.net/demo-robert-chen-afc",
      reportingPeriodId: previous.id,
      issuedAt: daysAgo(1760),
      expiresAt: previous.end,
    },
  });
  await approvedCeu(ref, lapsed.id, previous.id, 2, { credits: 8, completionDate: ymd(2023, 10, 4), adminId: admin.id });
  await approvedCeu(ref, lapsed.id, previous.id, 5, { credits: 4, completionDate: ymd(2024, 4, 18), adminId: admin.id });
  await membershipFor(ref, lapsed.id, MEMBERSHIP_KEY.professional, daysAgo(500));

  // revoked
  const revoked = await createPerson(ref, passwordHash, {
    email: DEMO_EMAIL.revoked,
    firstName: "Kevin",
    lastName: "Morales",
    n: 7,
    gender: GENDER.male,
    createdAt: daysAgo(2500),
    jobTitle: "Credit Counselor",
    organization: "First Community Bank",
    workCategoryIndex: 2,
  });
  const revokedReg = await completedAfcRegistration(ref, revoked.id, "Kevin Morales, AFC®", {
    enrolledOn: daysAgo(2450),
    examTakenAt: daysAgo(2200),
    graduatedOn: daysAgo(2150),
  });
  await db.userCertification.create({
    data: {
      userId: revoked.id,
      certificationId: ref.afc.id,
      registrationId: revokedReg.id,
      status: CERTIFICATION_STATUS.revoked,
      accredibleUrl: "https://www.credential.net/demo-kevin-morales-afc",
      reportingPeriodId: previous.id,
      issuedAt: daysAgo(2150),
      expiresAt: previous.end,
      revokedAt: daysAgo(60),
    },
  });
  await db.note.create({
    data: {
      userId: revoked.id,
      authorId: admin.id,
      note: "Revoked after 6 months of non-payment of the annual fee. Reinstatement possible once fees are paid.",
      createdAt: daysAgo(60),
    },
  });

  // trainer: good-standing AFC, exam passed > 729 days ago, approved independent trainer
  const trainer = await createPerson(ref, passwordHash, {
    email: DEMO_EMAIL.trainer,
    firstName: "Grace",
    lastName: "Okafor",
    n: 8,
    gender: GENDER.female,
    createdAt: daysAgo(1900),
    jobTitle: "Extension Educator",
    organization: "State University Extension",
    workCategoryIndex: 3,
    membershipStatus: MEMBERSHIP_STATUS.active,
  });
  const trainerAfcReg = await completedAfcRegistration(ref, trainer.id, "Grace Okafor, AFC®", {
    enrolledOn: daysAgo(1500),
    examTakenAt: daysAgo(1100),
    graduatedOn: daysAgo(1060),
  });
  const trainerUc = await db.userCertification.create({
    data: {
      userId: trainer.id,
      certificationId: ref.afc.id,
      registrationId: trainerAfcReg.id,
      status: CERTIFICATION_STATUS.goodStanding,
      accredibleUrl: "https://www.credential.net/demo-grace-okafor-afc",
      reportingPeriodId: current.id,
      issuedAt: daysAgo(1060),
      expiresAt: current.end,
    },
  });
  await approvedCeu(ref, trainer.id, current.id, 7, {
    credits: 12,
    completionDate: ymd(2025, 5, 3),
    adminId: admin.id,
    title: "Symposium 2025",
  });
  await approvedCeu(ref, trainer.id, current.id, 8, { credits: 2, ethics: true, completionDate: ymd(2025, 11, 12), adminId: admin.id });
  await membershipFor(ref, trainer.id, MEMBERSHIP_KEY.professional, daysAgo(40));
  await purchase(
    trainer.id,
    [
      {
        kind: PRODUCT_KIND.renewal,
        name: `AFC Annual Certification Fee ${CURRENT_YEAR}`,
        priceCents: 9500,
        productId: ref.afcRenewalProduct.id,
        userCertificationId: trainerUc.id,
        year: CURRENT_YEAR,
        due: ymd(CURRENT_YEAR, 6, 30),
      },
    ],
    { at: ymd(CURRENT_YEAR, 5, 20) },
  );
  const licenseCode = await db.discount.create({
    data: {
      code: "OKAFOR-LICENSE",
      kind: DISCOUNT_KIND.trainerLicense,
      percentage: true,
      amount: 100,
      active: true,
      usageLimit: 10,
      usage: 3,
      ownerUserId: trainer.id,
    },
  });
  const trainerApproved = daysAgo(20);
  const trainerReg = await db.registration.create({
    data: {
      userId: trainer.id,
      trainingId: ref.trainerTraining.id,
      status: REGISTRATION_STATUS.complete,
      step: REGISTRATION_STEP.summary,
      enrolledOn: trainerApproved,
      deadline: addDays(trainerApproved, 365),
      createdAt: daysAgo(35),
      trainerEducation: "M.S. Family Financial Planning, Kansas State University",
      trainerLicenses: "AFC®, Certified Housing Counselor (HUD)",
      trainerBio:
        "Grace has taught personal finance through Cooperative Extension for twelve years and has trained more than 300 counselors in community settings.",
      trainerEmail: "grace.okafor@extension.example.edu",
      trainerPhone: "(608) 555-0164",
      trainerWebsite: "https://extension.example.edu/finance",
      trainerLinkedin: "https://www.linkedin.com/in/grace-okafor",
      trainerOfferingLearningSystem: true,
      trainerProgramFormat: [TRAINER_PROGRAM_FORMAT.inPerson, TRAINER_PROGRAM_FORMAT.virtual],
      trainerInPersonLocation: [TRAINER_IN_PERSON_LOCATION.designatedLocation, TRAINER_IN_PERSON_LOCATION.traveling],
      trainerDesignatedAddress: "1545 Observatory Dr, Madison, WI 53706",
      trainerTravelingStates: ["WI", "IL", "MN"],
      trainerAudience: [TRAINER_AUDIENCE.individual, TRAINER_AUDIENCE.group],
      trainerGroupSize: "10 - 20",
      trainerLanguages: [TRAINER_LANGUAGE.english, TRAINER_LANGUAGE.other],
      trainerLanguageOther: "Yoruba",
      trainerSignature: "Grace Okafor",
      trainerSignatureDate: daysAgo(34),
      trainerDiscountId: licenseCode.id,
      trainerProfileUpdatedAt: daysAgo(34),
    },
  });
  await purchase(
    trainer.id,
    [
      {
        kind: PRODUCT_KIND.independentTrainer,
        name: "Independent Trainer Application",
        priceCents: 35000,
        productId: ref.trainerApplicationProduct.id,
        registrationId: trainerReg.id,
      },
    ],
    { at: daysAgo(34) },
  );
  await db.registrationReview.create({
    data: {
      registrationId: trainerReg.id,
      reviewerId: admin.id,
      approved: true,
      registrationStatus: REGISTRATION_STATUS.moduleApproval,
      message: "<p>Welcome to the Independent Trainer program!</p>",
      createdAt: trainerApproved,
    },
  });
  const independentTrainer = await db.independentTrainer.create({
    data: { userId: trainer.id, registrationId: trainerReg.id, approvedAt: trainerApproved, expiresAt: addDays(trainerApproved, 365) },
  });
  await db.userTraining.create({
    data: {
      userId: trainer.id,
      trainingId: ref.trainerTraining.id,
      registrationId: trainerReg.id,
      status: USER_TRAINING_STATUS.completed,
      accredibleUrl: "https://www.credential.net/demo-grace-okafor-trainer",
      completedAt: trainerApproved,
    },
  });
  await db.user.update({ where: { id: trainer.id }, data: { isIndependentTrainer: true } });

  // student: active student membership
  const student = await createPerson(ref, passwordHash, {
    email: DEMO_EMAIL.student,
    firstName: "Emily",
    lastName: "Nguyen",
    n: 9,
    gender: GENDER.female,
    dateOfBirth: ymd(2003, 4, 17),
    createdAt: daysAgo(70),
    jobTitle: "Peer Financial Coach",
    organization: "The Ohio State University",
    workCategoryIndex: 3,
    membershipStatus: MEMBERSHIP_STATUS.active,
    isEligibleForStudentMembership: true,
  });
  const studentStart = daysAgo(30);
  const studentMembership = await membershipFor(ref, student.id, MEMBERSHIP_KEY.student, studentStart);
  await db.membershipRequest.create({
    data: {
      userId: student.id,
      membershipTypeId: ref.membership.student.id,
      status: MEMBERSHIP_REQUEST_STATUS.approved,
      reviewedById: admin.id,
      reviewedAt: studentStart,
      userMembershipId: studentMembership.id,
      message: "<p>Welcome, Emily! Your student membership is active.</p>",
      createdAt: daysAgo(33),
    },
  });

  // emeritus: a pending request after ten years of membership
  // 67 (and a month): unambiguous in every time zone
  const emeritusDob = addDays(yearsAgo(67), -30);
  const emeritus = await createPerson(ref, passwordHash, {
    email: DEMO_EMAIL.emeritus,
    firstName: "Harold",
    lastName: "Jenkins",
    n: 10,
    gender: GENDER.male,
    dateOfBirth: emeritusDob,
    createdAt: daysAgo(4000),
    jobTitle: "Financial Counselor (retired)",
    organization: "Independent practice",
    workCategoryIndex: 5,
    membershipStatus: MEMBERSHIP_STATUS.pendingReview,
  });
  for (let y = 10; y >= 1; y--) {
    const start = daysAgo(20 + 365 * y);
    await db.userMembership.create({
      data: {
        userId: emeritus.id,
        membershipTypeId: ref.membership.professional.id,
        productId: ref.membership.professional.productId,
        start,
        end: membershipEnd(start),
        createdAt: start,
      },
    });
  }
  await db.membershipRequest.create({
    data: {
      userId: emeritus.id,
      membershipTypeId: ref.membership.emeritus.id,
      status: MEMBERSHIP_REQUEST_STATUS.pending,
      isRequestingCall: true,
      memberForTenYears: true,
      dateOfBirth: emeritusDob,
      createdAt: daysAgo(2),
    },
  });

  return { admin, newUser, wizard, wizardReg, candidate, certified, lapsed, revoked, trainer, independentTrainer, student, emeritus };
}

type Demo = Awaited<ReturnType<typeof seedDemoAccounts>>;

// ---------------------------------------------------------------------------------------------
// Forty filler members: every admin review queue has rows
// ---------------------------------------------------------------------------------------------

/** Which queue each filler member (1..40) fills. */
export const FILLER_ROLES = {
  /** certified AFCs with a pending individual CEU (1 has two); 1-2 also apply as trainers, 3-4 take MME */
  pendingCeu: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14],
  /** program sponsors with a pending group CEU */
  pendingGroupCeu: [15, 16, 17, 18, 19, 20],
  /** candidates with pending experience hours (21, 22 military spouses) */
  pendingExperience: [21, 22, 23, 24, 25, 26, 27, 28],
  /** expired registrations with a paid, pending extension */
  pendingExtension: [29, 30, 31, 32],
  /** pending student (33, 34) and emeritus (35, 36) membership requests */
  pendingMembershipRequest: [33, 34, 35, 36],
  /** certification registrations awaiting approval (38, 40 military spouses) */
  awaitingApproval: [37, 38, 39, 40],
} as const;

function fillerName(n: number) {
  return { firstName: FIRST_NAMES[(n - 1) % FIRST_NAMES.length], lastName: LAST_NAMES[(n * 7 + 3) % LAST_NAMES.length] };
}

async function candidateRegistration(
  ref: Ref,
  userId: number,
  opts: {
    status: RegistrationStatus;
    step: RegistrationStep;
    enrolledOn: Date | null;
    createdAt: Date;
    pathwayKey?: string;
    militarySpouse?: boolean;
    deadline?: Date;
    expirationStatus?: string;
    ethicsSignedBy?: string;
    certificateName?: string;
    extra?: {
      universityProgramId?: number;
      universityProgramDepartment?: string;
      universityProgramLevelOfStudy?: string;
      mspClass?: string;
    };
  },
) {
  const pw = ref.pathway[opts.pathwayKey ?? PATHWAY_KEY.education];
  const reg = await db.registration.create({
    data: {
      userId,
      certificationId: ref.afc.id,
      pathwayTypeId: pw.id,
      status: opts.status,
      step: opts.step,
      enrolledOn: opts.enrolledOn,
      deadline: opts.deadline ?? addMonths(opts.enrolledOn ?? opts.createdAt, pw.deadlineMonths),
      expirationStatus: opts.expirationStatus ?? null,
      requiredHours: pw.requiredHours,
      militarySpouse: opts.militarySpouse ?? false,
      createdAt: opts.createdAt,
      codeOfEthicsSignature: opts.ethicsSignedBy ?? null,
      codeOfEthicsSignedAt: opts.ethicsSignedBy ? addDays(opts.createdAt, 60) : null,
      certificateName: opts.certificateName ?? null,
      brightspaceEnrollment: opts.enrolledOn !== null,
      ...opts.extra,
    },
  });
  const paid = await purchase(
    userId,
    [
      {
        kind: PRODUCT_KIND.registrationFee,
        name: `${pw.name} Registration Fee`,
        priceCents: pw.feeCents,
        productId: pw.feeProductId,
        registrationId: reg.id,
      },
      {
        kind: PRODUCT_KIND.courseMaterial,
        name: "AFC Printed Textbook Set",
        priceCents: 19500,
        productId: ref.textbookProduct.id,
        registrationId: reg.id,
      },
      {
        kind: PRODUCT_KIND.shipping,
        name: "Shipping (with exam materials)",
        priceCents: 2500,
        productId: ref.shippingWithExamsProduct.id,
        registrationId: reg.id,
      },
      {
        kind: PRODUCT_KIND.exam,
        name: "AFC Certification Exam",
        priceCents: 35000,
        productId: ref.afcExamProduct.id,
        registrationId: reg.id,
      },
    ],
    { at: opts.createdAt },
  );
  await db.registrationCourseMaterial.create({
    data: { registrationId: reg.id, courseMaterialId: ref.textbook.id, lineItemId: paid.lineItemIds[1], transactionId: paid.transactionId },
  });
  const attempt = await db.examAttempt.create({
    data: {
      registrationId: reg.id,
      examId: ref.afcExam.id,
      name: "AFC Certification Exam",
      lineItemId: paid.lineItemIds[3],
      transactionId: paid.transactionId,
      finalPriceCents: 35000,
      createdAt: opts.createdAt,
    },
  });
  return { reg, attempt };
}

async function experienceRow(
  ref: Ref,
  registrationId: number,
  i: number,
  opts: {
    status: string;
    hours: number;
    serviceTypeIndex?: number;
    militarySpouse?: boolean;
    createdAt: Date;
    adminId?: number;
    extra?: Record<string, string | number>;
  },
) {
  const exp = await db.experience.create({
    data: {
      registrationId,
      fellowshipServiceTypeId: ref.serviceType[opts.serviceTypeIndex ?? i % 3],
      organization: pick(ORGANIZATIONS, i + 3),
      title: opts.militarySpouse ? null : pick(JOB_TITLES, i),
      sessions: opts.militarySpouse ? 20 + (i % 15) : null,
      attendance: opts.militarySpouse ? 60 + i * 3 : null,
      practicumImpact: opts.militarySpouse ? "Helped junior enlisted families build emergency savings before PCS moves." : null,
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
      status: opts.status,
      approved: opts.status === REVIEW_STATUS.approved ? true : opts.status === REVIEW_STATUS.rejected ? false : null,
      rejectionStatus: opts.status === REVIEW_STATUS.rejected ? REJECTION_STATUS.needsMoreInformation : null,
      verified: true,
      extra: opts.extra ?? undefined,
      createdAt: opts.createdAt,
    },
  });
  if (opts.status !== REVIEW_STATUS.pending && opts.adminId) {
    await db.experienceReview.create({
      data: {
        experienceId: exp.id,
        reviewerId: opts.adminId,
        approved: opts.status === REVIEW_STATUS.approved,
        status: opts.status === REVIEW_STATUS.approved ? REVIEW_STATUS.approved : REJECTION_STATUS.needsMoreInformation,
        message:
          opts.status === REVIEW_STATUS.approved ? "<p>Hours approved.</p>" : "<p>Please add your supervisor's direct phone number.</p>",
        createdAt: addDays(opts.createdAt, 5),
      },
    });
  }
  return exp;
}

async function trainerApplication(ref: Ref, userId: number, name: string, n: number) {
  const reg = await db.registration.create({
    data: {
      userId,
      trainingId: ref.trainerTraining.id,
      status: REGISTRATION_STATUS.registrationApproval,
      step: REGISTRATION_STEP.summary,
      createdAt: daysAgo(6 + n),
      trainerEducation: "B.S. Family and Consumer Sciences",
      trainerLicenses: "AFC®",
      trainerBio: `${name} runs financial education workshops for employers and community groups.`,
      trainerEmail: fillerEmail(n),
      trainerPhone: phone(n + 900),
      trainerOfferingLearningSystem: n % 2 === 1,
      trainerProgramFormat: [TRAINER_PROGRAM_FORMAT.virtual],
      trainerInPersonLocation: [],
      trainerTravelingStates: [],
      trainerAudience: [TRAINER_AUDIENCE.group],
      trainerGroupSize: "5 - 10",
      trainerLanguages: [TRAINER_LANGUAGE.english, TRAINER_LANGUAGE.spanish],
      trainerSignature: name,
      trainerSignatureDate: daysAgo(6 + n),
    },
  });
  await purchase(
    userId,
    [
      {
        kind: PRODUCT_KIND.independentTrainer,
        name: "Independent Trainer Application",
        priceCents: 35000,
        productId: ref.trainerApplicationProduct.id,
        registrationId: reg.id,
      },
    ],
    { at: daysAgo(6 + n) },
  );
  return reg;
}

async function mmeModuleRegistration(ref: Ref, userId: number, n: number) {
  const reg = await db.registration.create({
    data: {
      userId,
      trainingId: ref.mmeTraining.id,
      status: REGISTRATION_STATUS.moduleApproval,
      step: REGISTRATION_STEP.summary,
      enrolledOn: daysAgo(90 + n),
      deadline: addDays(daysAgo(90 + n), 365),
      createdAt: daysAgo(92 + n),
      brightspaceEnrollment: true,
      brightspaceSectionId: "SEC-MME-07",
    },
  });
  const paid = await purchase(
    userId,
    [
      {
        kind: PRODUCT_KIND.training,
        name: "Money Management Essentials",
        priceCents: 14900,
        finalPriceCents: 9900,
        productId: ref.mmeProduct.id,
        registrationId: reg.id,
      },
    ],
    { at: daysAgo(92 + n) },
  );
  await db.userTraining.create({
    data: {
      userId,
      trainingId: ref.mmeTraining.id,
      registrationId: reg.id,
      status: USER_TRAINING_STATUS.inProgress,
      brightspaceSectionId: "SEC-MME-07",
      createdAt: daysAgo(90 + n),
    },
  });
  return { reg, paid };
}

async function seedFillers(ref: Ref, demo: Demo, passwordHash: string): Promise<void> {
  const admin = demo.admin.id;
  const current = ref.period["2025-2026"];
  const user: Record<number, { id: number; firstName: string; lastName: string }> = {};

  for (let n = 1; n <= 40; n++) {
    const { firstName, lastName } = fillerName(n);
    const inMilitary = n === 21 || n === 22 || n === 38 || n === 40;
    const student = n === 33 || n === 34;
    const emeritus = n === 35 || n === 36;
    const u = await createPerson(ref, passwordHash, {
      email: fillerEmail(n),
      firstName,
      lastName,
      n: n + 20,
      dateOfBirth: emeritus ? yearsAgo(65 + n - 34) : student ? ymd(2002 + (n % 3), 3 + n, 10) : undefined,
      workCategoryIndex: inMilitary ? 0 : undefined,
      isEligibleForStudentMembership: student,
      membershipStatus:
        n <= 20 && n % 4 !== 0
          ? MEMBERSHIP_STATUS.active
          : student || emeritus
            ? MEMBERSHIP_STATUS.pendingReview
            : MEMBERSHIP_STATUS.notMember,
      createdAt: daysAgo(60 + n * 37),
    });
    user[n] = u;
    if (n <= 20 && n % 4 !== 0) await membershipFor(ref, u.id, MEMBERSHIP_KEY.professional, daysAgo(10 + n * 15));
  }

  // Group CEUs: two approved (with completion codes, one listed in the CEU library), six pending, one rejected.
  const groupCeu = async (n: number, i: number, status: string, extra: { completionCode?: string; listProgram?: boolean; start: Date }) => {
    const sponsor = user[n];
    const member = n % 4 !== 0;
    const fee = await purchase(
      sponsor.id,
      [
        {
          kind: PRODUCT_KIND.ceuReview,
          name: "CEU Pre-Approval Review",
          priceCents: 5000,
          finalPriceCents: member ? 2500 : 5000,
          productId: ref.ceuReviewProduct.id,
        },
      ],
      { at: addDays(extra.start, -45) },
    );
    const listing = extra.listProgram
      ? await purchase(
          sponsor.id,
          [
            {
              kind: PRODUCT_KIND.ceuListing,
              name: "CEU Library Listing",
              priceCents: 7500,
              finalPriceCents: member ? 5000 : 7500,
              productId: ref.ceuListingProduct.id,
            },
          ],
          { at: addDays(extra.start, -45) },
        )
      : null;
    const row = await db.groupCeu.create({
      data: {
        userId: sponsor.id,
        credits: pick([1, 1.5, 2, 3, 6], i),
        creditTypeId: i % 3 === 2 ? ref.ethics.id : ref.general.id,
        programTitle: pick(
          [
            "Regional Financial Counseling Conference",
            "Ethics for Money Coaches",
            "Serving Clients With Disabilities",
            "Foreclosure Prevention Workshop",
            "Financial Capability for Youth",
            "Military Transition Finance Summit",
            "Credit Union Wellness Day",
            "Behavioral Nudges That Work",
          ],
          i,
        ),
        sponsor: `${sponsor.lastName} ${pick(["Financial Education Network", "Consulting", "Community Partners", "Training Institute"], i)}`,
        programDescription: "A half-day program with lectures, a case study and a knowledge check; attendance is tracked by sign-in sheet.",
        programAgenda: "9:00 Welcome\n9:15 Session 1\n10:30 Break\n10:45 Case study\n12:00 Knowledge check",
        contactEmail: fillerEmail(n),
        completionCode: extra.completionCode ?? null,
        startDate: extra.start,
        endDate: addDays(extra.start, 1),
        listProgram: extra.listProgram ?? false,
        registrationUrl: extra.listProgram ? `https://training.example.org/programs/${100 + i}` : null,
        attendanceCostCents: extra.listProgram ? 12500 : null,
        status,
        approved: status === REVIEW_STATUS.approved ? true : status === REVIEW_STATUS.rejected ? false : null,
        rejectionStatus: status === REVIEW_STATUS.rejected ? REJECTION_STATUS.insufficientDocumentation : null,
        reviewLineItemId: fee.lineItemIds[0],
        listingLineItemId: listing?.lineItemIds[0] ?? null,
        submittedAt: addDays(extra.start, -44),
        createdAt: addDays(extra.start, -44),
      },
    });
    if (status !== REVIEW_STATUS.pending) {
      await db.ceuReview.create({
        data: {
          groupCeuId: row.id,
          reviewerId: admin,
          approved: status === REVIEW_STATUS.approved,
          status: status === REVIEW_STATUS.approved ? REVIEW_STATUS.approved : REJECTION_STATUS.insufficientDocumentation,
          message:
            status === REVIEW_STATUS.approved
              ? "<p>Pre-approved. Share the completion code with attendees.</p>"
              : "<p>Please upload a detailed agenda with session times.</p>",
          createdAt: addDays(extra.start, -40),
        },
      });
    }
    return row;
  };
  const approvedGroup = await groupCeu(15, 0, REVIEW_STATUS.approved, {
    completionCode: "RFCC-2026",
    listProgram: true,
    start: daysAgo(120),
  });
  await groupCeu(16, 6, REVIEW_STATUS.approved, { completionCode: "CUWD-2026", start: daysAgo(200) });
  await groupCeu(17, 2, REVIEW_STATUS.rejected, { start: daysAgo(150) });
  for (const [i, n] of FILLER_ROLES.pendingGroupCeu.entries()) {
    await groupCeu(n, i + 1, REVIEW_STATUS.pending, { listProgram: i % 3 === 0, start: daysFromNow(20 + i * 9) });
  }

  // Certified members with pending individual CEUs (and a history of approved ones)
  for (const [i, n] of FILLER_ROLES.pendingCeu.entries()) {
    const u = user[n];
    const name = `${u.firstName} ${u.lastName}`;
    const reg = await completedAfcRegistration(ref, u.id, name, {
      enrolledOn: daysAgo(1400 + n * 20),
      examTakenAt: daysAgo(1000 + n * 20),
      graduatedOn: daysAgo(960 + n * 20),
    });
    const uc = await db.userCertification.create({
      data: {
        userId: u.id,
        certificationId: ref.afc.id,
        registrationId: reg.id,
        status: n === 13 ? CERTIFICATION_STATUS.lapsedPayment : CERTIFICATION_STATUS.goodStanding,
        accredibleUrl: `https://www.credential.net/demo-member-${n}`,
        reportingPeriodId: current.id,
        issuedAt: daysAgo(960 + n * 20),
        expiresAt: current.end,
      },
    });
    if (n !== 13) {
      await purchase(
        u.id,
        [
          {
            kind: PRODUCT_KIND.renewal,
            name: `AFC Annual Certification Fee ${CURRENT_YEAR}`,
            priceCents: 9500,
            productId: ref.afcRenewalProduct.id,
            userCertificationId: uc.id,
            year: CURRENT_YEAR,
            due: ymd(CURRENT_YEAR, 6, 30),
          },
        ],
        { at: ymd(CURRENT_YEAR, 5, 1 + n) },
      );
    }
    await approvedCeu(ref, u.id, current.id, n, { credits: 3 + (n % 4), completionDate: ymd(2025, 2 + (n % 9), 3 + n), adminId: admin });
    if (n % 3 === 0)
      await approvedCeu(ref, u.id, current.id, n + 1, { credits: 2, ethics: true, completionDate: ymd(2025, 10, 1 + n), adminId: admin });
    const pendingCount = n === 1 ? 2 : 1;
    for (let k = 0; k < pendingCount; k++) {
      const viaCode = n % 5 === 0;
      await db.individualCeu.create({
        data: {
          userId: u.id,
          reportingPeriodId: current.id,
          completionDate: daysAgo(5 + n * 3 + k * 20),
          credits: viaCode ? 1.5 : pick([1, 1.5, 2, 3, 4, 6], n + k),
          creditTypeId: (n + k) % 4 === 0 ? ref.ethics.id : ref.general.id,
          programTitle: viaCode
            ? "Regional Financial Counseling Conference"
            : (n + k) % 4 === 0
              ? "Ethics and Boundaries in Counseling"
              : pick(CEU_TITLES, n + k + 3),
          sponsor: viaCode ? approvedGroup.sponsor : pick(SPONSORS, n + k),
          programDescription: "Attended the full session and completed the post-session evaluation.",
          completionCode: viaCode ? "RFCC-2026" : null,
          preapprovedCreditId: viaCode ? approvedGroup.id : null,
          status: REVIEW_STATUS.pending,
          verified: true,
          submittedAt: daysAgo(1 + i + k),
          createdAt: daysAgo(1 + i + k),
        },
      });
    }
    if (n === 6) {
      const rejected = await db.individualCeu.create({
        data: {
          userId: u.id,
          reportingPeriodId: current.id,
          completionDate: ymd(2025, 7, 22),
          credits: 8,
          creditTypeId: ref.general.id,
          programTitle: "Real Estate Investing Bootcamp",
          sponsor: "WealthNow Seminars",
          programDescription: "Weekend seminar on rental property investing.",
          status: REVIEW_STATUS.rejected,
          approved: false,
          rejectionStatus: REJECTION_STATUS.notRelevant,
          verified: true,
          submittedAt: ymd(2025, 7, 30),
        },
      });
      await db.ceuReview.create({
        data: {
          individualCeuId: rejected.id,
          reviewerId: admin,
          approved: false,
          status: REJECTION_STATUS.notRelevant,
          message: "<p>This program falls outside the AFC® competencies.</p>",
          createdAt: ymd(2025, 8, 4),
        },
      });
    }
    if (n === 1 || n === 2) await trainerApplication(ref, u.id, name, n);
    if (n === 3 || n === 4) await mmeModuleRegistration(ref, u.id, n);
  }

  // Candidates with pending experience hours
  for (const [i, n] of FILLER_ROLES.pendingExperience.entries()) {
    const u = user[n];
    const ms = n === 21 || n === 22;
    const enrolledOn = daysAgo(120 + i * 45);
    const { reg } = await candidateRegistration(ref, u.id, {
      status: REGISTRATION_STATUS.postRegistration,
      step: REGISTRATION_STEP.exam,
      enrolledOn,
      createdAt: addDays(enrolledOn, -4),
      militarySpouse: ms,
      ethicsSignedBy: i % 2 === 0 ? `${u.firstName} ${u.lastName}` : undefined,
      extra: ms ? { mspClass: "MSP 2026-A" } : undefined,
    });
    if (ms) await db.userGroup.create({ data: { userId: u.id, groupId: ref.group[0] } });
    await experienceRow(ref, reg.id, i, {
      status: REVIEW_STATUS.approved,
      hours: 200 + i * 25,
      createdAt: addDays(enrolledOn, 20),
      adminId: admin,
      militarySpouse: ms,
      serviceTypeIndex: ms ? 4 : undefined,
    });
    if (i % 3 === 1)
      await experienceRow(ref, reg.id, i + 1, {
        status: REVIEW_STATUS.rejected,
        hours: 80,
        createdAt: addDays(enrolledOn, 40),
        adminId: admin,
      });
    await experienceRow(ref, reg.id, i + 2, {
      status: REVIEW_STATUS.pending,
      hours: 90 + i * 17.5,
      createdAt: daysAgo(2 + i),
      militarySpouse: ms,
      serviceTypeIndex: ms ? 4 : undefined,
      extra: ms ? { installation: "Fort Liberty", clients_served: 45 + i } : undefined,
    });
  }

  // Expired registrations with a paid extension awaiting review
  for (const [i, n] of FILLER_ROLES.pendingExtension.entries()) {
    const u = user[n];
    const deadline = daysAgo(20 + i * 35);
    const enrolledOn = addMonths(deadline, -36);
    const { reg } = await candidateRegistration(ref, u.id, {
      status: REGISTRATION_STATUS.postRegistration,
      step: REGISTRATION_STEP.exam,
      enrolledOn,
      createdAt: addDays(enrolledOn, -3),
      deadline,
      expirationStatus: EXPIRATION_STATUS.expiredWithExtension,
    });
    await experienceRow(ref, reg.id, i, {
      status: REVIEW_STATUS.approved,
      hours: 550 + i * 60,
      createdAt: addDays(enrolledOn, 200),
      adminId: admin,
    });
    const submitted = daysAgo(1 + i * 2);
    const paid = await purchase(
      u.id,
      [
        {
          kind: PRODUCT_KIND.extension,
          name: "Deadline Extension (6 months)",
          priceCents: 20000,
          productId: ref.extensionProduct.id,
          registrationId: reg.id,
        },
      ],
      { at: submitted },
    );
    await db.extension.create({
      data: {
        userId: u.id,
        registrationId: reg.id,
        approved: null,
        completedHours: 550 + i * 60,
        deadline: addMonths(deadline, 6),
        signature: `${u.firstName} ${u.lastName}`,
        signedAt: submitted,
        lineItemId: paid.lineItemIds[0],
        submittedAt: submitted,
        createdAt: submitted,
      },
    });
  }

  // Pending student and emeritus membership requests
  for (const [i, n] of FILLER_ROLES.pendingMembershipRequest.entries()) {
    const u = user[n];
    const emeritus = i >= 2;
    if (emeritus) {
      for (let y = 10; y >= 1; y--) {
        const start = daysAgo(5 + 365 * y);
        await db.userMembership.create({
          data: {
            userId: u.id,
            membershipTypeId: ref.membership.professional.id,
            productId: ref.membership.professional.productId,
            start,
            end: membershipEnd(start),
            createdAt: start,
          },
        });
      }
    }
    await db.membershipRequest.create({
      data: {
        userId: u.id,
        membershipTypeId: emeritus ? ref.membership.emeritus.id : ref.membership.student.id,
        status: MEMBERSHIP_REQUEST_STATUS.pending,
        isRequestingCall: i === 1,
        memberForTenYears: emeritus,
        dateOfBirth: emeritus ? yearsAgo(65 + n - 34) : null,
        createdAt: daysAgo(1 + i),
      },
    });
  }

  // Certification registrations awaiting an admin decision
  {
    const [n37, n38, n39, n40] = FILLER_ROLES.awaitingApproval.map((n) => user[n]);
    await candidateRegistration(ref, n37.id, {
      status: REGISTRATION_STATUS.registrationApproval,
      step: REGISTRATION_STEP.summary,
      enrolledOn: null,
      createdAt: daysAgo(3),
    });
    const { reg: uni } = await candidateRegistration(ref, n38.id, {
      status: REGISTRATION_STATUS.registrationApproval,
      step: REGISTRATION_STEP.summary,
      enrolledOn: null,
      createdAt: daysAgo(9),
      pathwayKey: PATHWAY_KEY.university,
      militarySpouse: true,
      extra: {
        universityProgramId: ref.university.id,
        universityProgramDepartment: "Consumer Sciences",
        universityProgramLevelOfStudy: UNIVERSITY_LEVEL_OF_STUDY.graduate,
        mspClass: "MSP 2026-B",
      },
    });
    await db.registrationReview.create({
      data: {
        registrationId: uni.id,
        reviewerId: admin,
        approved: false,
        registrationStatus: REGISTRATION_STATUS.registrationApproval,
        message: "<p>Please upload your current transcript.</p>",
        previousStep: REGISTRATION_STEP.summary,
        newStep: REGISTRATION_STEP.documentation,
        newStatus: REGISTRATION_STATUS.preRegistration,
        createdAt: daysAgo(6),
      },
    });
    const enrolled39 = daysAgo(700);
    const { reg: fin, attempt } = await candidateRegistration(ref, n39.id, {
      status: REGISTRATION_STATUS.finalApproval,
      step: REGISTRATION_STEP.finalSummary,
      enrolledOn: enrolled39,
      createdAt: addDays(enrolled39, -5),
      ethicsSignedBy: `${n39.firstName} ${n39.lastName}`,
      certificateName: `${n39.firstName} ${n39.lastName}, AFC®`,
    });
    await db.examAttempt.update({ where: { id: attempt.id }, data: { result: EXAM_RESULT.pass, score: 84, takenAt: daysAgo(30) } });
    await db.registration.update({
      where: { id: fin.id },
      data: {
        educationUniversity: "Georgia State University",
        educationCity: "Atlanta",
        educationState: "GA",
        educationGraduationYear: 2014,
        educationDegree: "B.B.A. Finance",
      },
    });
    await experienceRow(ref, fin.id, 1, {
      status: REVIEW_STATUS.approved,
      hours: 1000,
      createdAt: addDays(enrolled39, 300),
      adminId: admin,
    });
    const enrolled40 = daysAgo(500);
    const { reg: exp40, attempt: attempt40 } = await candidateRegistration(ref, n40.id, {
      status: REGISTRATION_STATUS.experienceApproval,
      step: REGISTRATION_STEP.finalSummary,
      enrolledOn: enrolled40,
      createdAt: addDays(enrolled40, -5),
      militarySpouse: true,
      ethicsSignedBy: `${n40.firstName} ${n40.lastName}`,
      certificateName: `${n40.firstName} ${n40.lastName}, AFC®`,
      extra: { mspClass: "MSP 2025-C" },
    });
    await db.examAttempt.update({ where: { id: attempt40.id }, data: { result: EXAM_RESULT.pass, score: 79, takenAt: daysAgo(45) } });
    await db.userGroup.create({ data: { userId: n40.id, groupId: ref.group[0] } });
    await experienceRow(ref, exp40.id, 2, {
      status: REVIEW_STATUS.approved,
      hours: 240,
      createdAt: addDays(enrolled40, 100),
      adminId: admin,
      militarySpouse: true,
      serviceTypeIndex: 4,
    });
    await experienceRow(ref, exp40.id, 3, {
      status: REVIEW_STATUS.pending,
      hours: 60,
      createdAt: daysAgo(4),
      militarySpouse: true,
      serviceTypeIndex: 4,
      extra: { installation: "Naval Station Norfolk", clients_served: 38 },
    });
  }

  // Flags, notes, groups
  await db.userFlag.createMany({
    data: [
      {
        userId: user[5].id,
        reason: "Chargeback on exam fee",
        note: "Card issuer disputed the April payment; hold certificate changes until resolved.",
        active: true,
        createdById: admin,
        createdAt: daysAgo(12),
      },
      {
        userId: user[30].id,
        reason: "Possible duplicate account",
        note: "Same phone number as another member; check before approving the extension.",
        active: true,
        createdById: admin,
        createdAt: daysAgo(4),
      },
      {
        userId: user[12].id,
        reason: "Address returned as undeliverable",
        active: false,
        resolvedAt: daysAgo(40),
        createdById: admin,
        createdAt: daysAgo(90),
      },
    ],
  });
  await db.note.createMany({
    data: [
      {
        userId: user[5].id,
        authorId: admin,
        note: "Called about the disputed charge; member will contact their bank.",
        createdAt: daysAgo(11),
      },
      {
        userId: user[21].id,
        authorId: admin,
        note: "Military Spouse Fellowship cohort 2026-A; practicum hours verified by the installation PFM.",
        createdAt: daysAgo(30),
      },
      {
        userId: user[29].id,
        authorId: admin,
        note: "Requested the extension after a family emergency; documentation on file.",
        createdAt: daysAgo(2),
      },
      { userId: user[35].id, authorId: admin, note: "Asked for a call about emeritus benefits.", createdAt: daysAgo(3) },
      { userId: user[38].id, authorId: admin, note: "Transcript re-uploaded after the first review.", createdAt: daysAgo(5) },
    ],
  });
  await db.userGroup.createMany({
    data: [
      { userId: demo.certified.id, groupId: ref.group[2] },
      { userId: demo.trainer.id, groupId: ref.group[3] },
      { userId: user[1].id, groupId: ref.group[1] },
      { userId: user[2].id, groupId: ref.group[2] },
      { userId: user[7].id, groupId: ref.group[2] },
      { userId: user[33].id, groupId: ref.group[3] },
    ],
  });

  // One filler with unpaid items in the cart
  const shopper = user[12];
  const upcoming = ref.event[5];
  await cartItem(shopper.id, {
    kind: PRODUCT_KIND.event,
    name: upcoming.name,
    priceCents: upcoming.priceCents,
    finalPriceCents: upcoming.memberPriceCents,
    productId: upcoming.productId,
  });
  await cartItem(shopper.id, {
    kind: PRODUCT_KIND.donation,
    name: "Donation: Where it is needed most",
    priceCents: 2500,
    productId: ref.donationOption[0].productId,
  });
  await cartItem(shopper.id, {
    kind: PRODUCT_KIND.practiceExam,
    name: "AFC Practice Exam Bundle",
    priceCents: 9900,
    finalPriceCents: 7900,
    productId: ref.practiceExamProduct.id,
  });

  // Some history on the filler members: event seats and a donation
  for (const n of [2, 7, 9, 15, 18]) {
    const e = ref.event[0];
    const paid = await purchase(
      user[n].id,
      [{ kind: PRODUCT_KIND.event, name: e.name, priceCents: e.priceCents, finalPriceCents: e.memberPriceCents, productId: e.productId }],
      { at: addDays(e.date, -60) },
    );
    await db.eventRegistration.create({
      data: { eventId: e.id, userId: user[n].id, lineItemId: paid.lineItemIds[0], createdAt: addDays(e.date, -60) },
    });
  }
  const gift = await purchase(
    user[9].id,
    [
      {
        kind: PRODUCT_KIND.donation,
        name: "Donation: Symposium scholarship",
        priceCents: 37500,
        productId: ref.donationOption[1].productId,
      },
    ],
    { at: daysAgo(70) },
  );
  await db.donation.create({
    data: {
      userId: user[9].id,
      optionId: ref.donationOption[1].id,
      amountCents: 37500,
      anonymous: true,
      lineItemId: gift.lineItemIds[0],
      createdAt: daysAgo(70),
    },
  });
}

// ---------------------------------------------------------------------------------------------
// Entry point
// ---------------------------------------------------------------------------------------------

export type SeedSummary = Record<string, number>;

/** Seeds the demo data; refuses when users exist unless `force` (then every row is deleted first). */
export async function seed(opts: { force?: boolean } = {}): Promise<SeedSummary> {
  const started = Date.now();
  const existing = await db.user.count();
  if (existing > 0) {
    if (!opts.force) {
      throw new SeedRefusedError(
        `The database already has ${existing} user(s); not seeding. Run with --force to delete every row and seed again.`,
      );
    }
    await wipe();
  }
  sequence = 0;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  // Hundreds of single-row writes: skip the fsync after each (a crash mid-seed means re-seeding anyway).
  const [{ synchronous }] = await db.$queryRawUnsafe<{ synchronous: number }[]>("PRAGMA synchronous");
  await db.$executeRawUnsafe("PRAGMA synchronous = OFF");
  try {
    const ref = await seedReference();
    const demo = await seedDemoAccounts(ref, passwordHash);
    await seedFillers(ref, demo, passwordHash);
  } finally {
    await db.$executeRawUnsafe(`PRAGMA synchronous = ${Number(synchronous)}`);
  }

  const summary: SeedSummary = {
    users: await db.user.count(),
    registrations: await db.registration.count(),
    individualCeus: await db.individualCeu.count(),
    groupCeus: await db.groupCeu.count(),
    experiences: await db.experience.count(),
    extensions: await db.extension.count(),
    membershipRequests: await db.membershipRequest.count(),
    lineItems: await db.lineItem.count(),
    transactions: await db.transaction.count(),
    events: await db.event.count(),
    products: await db.product.count(),
    ms: Date.now() - started,
  };
  return summary;
}

export class SeedRefusedError extends Error {
  override name = "SeedRefusedError";
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const force = process.argv.includes("--force");
  seed({ force })
    .then(async (s) => {
      const { ms, ...counts } = s;
      console.log(
        `Seeded in ${ms} ms: ${Object.entries(counts)
          .map(([k, v]) => `${v} ${k}`)
          .join(", ")}.`,
      );
      await db.$disconnect();
    })
    .catch(async (error: unknown) => {
      if (error instanceof SeedRefusedError) console.error(error.message);
      else console.error(error);
      await db.$disconnect();
      process.exit(1);
    });
}
