/**
 * The reference data a certification registration needs: the AFC certification with its exam, its
 * four pathways and their registration fees, the course materials, shipping, the practice exam
 * bundle, the annual fee and the extension fee. Found by the certification's key, or made the first
 * time (the same values as the demo data), so every builder in one database shares one set.
 */
import { PATHWAY_KEY, PRODUCT_KIND, type PathwayKey } from "~/domain/constants.ts";
import { db } from "~/lib/db.server.ts";

export const AFC_KEY = "afc";

const PATHWAYS: readonly {
  key: PathwayKey;
  name: string;
  deadlineMonths: number;
  requiredHours: number;
  requiresPreapproval: boolean;
  feeCents: number;
  description: string;
}[] = [
  {
    key: PATHWAY_KEY.education,
    name: "Education Pathway",
    deadlineMonths: 36,
    requiredHours: 1000,
    requiresPreapproval: false,
    feeCents: 15000,
    description: "Complete the AFC Learning System, pass the exam and document 1,000 hours of financial counseling experience.",
  },
  {
    key: PATHWAY_KEY.university,
    name: "University Pathway",
    deadlineMonths: 36,
    requiredHours: 500,
    requiresPreapproval: true,
    feeCents: 10000,
    description: "For students and graduates of an AFCPE-registered university program.",
  },
  {
    key: PATHWAY_KEY.designation,
    name: "Designation Pathway",
    deadlineMonths: 24,
    requiredHours: 500,
    requiresPreapproval: true,
    feeCents: 20000,
    description: "For holders of a recognized financial designation (CFP®, ChFC®, CPA and others).",
  },
  {
    key: PATHWAY_KEY.independentTrainer,
    name: "Independent Trainer Pathway",
    deadlineMonths: 24,
    requiredHours: 1000,
    requiresPreapproval: false,
    feeCents: 15000,
    description: "For candidates trained by an AFCPE Independent Trainer.",
  },
];

/** The course materials by the name builders use; every pathway offers the textbook, all but university the Learning System. */
export const COURSE_MATERIAL = {
  learningSystem: "AFC Learning System (online)",
  textbook: "AFC Printed Textbook Set",
} as const;
export type CourseMaterialKey = keyof typeof COURSE_MATERIAL;

const PRACTICE_EXAM = {
  name: "AFC Practice Exam Bundle",
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
};

async function createAfc(categoryId: number | null) {
  const certification = await db.certification.create({
    data: {
      key: AFC_KEY,
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
  const certificationId = certification.id;
  const product = (data: { kind: string; name: string; priceCents: number; [k: string]: unknown }) =>
    db.product.create({ data: { categoryId, ...data } });
  const examProduct = await product({
    kind: PRODUCT_KIND.exam,
    name: "AFC Certification Exam",
    priceCents: 35000,
    memberPriceCents: 25000,
    retakePriceCents: 20000,
    certificationId,
  });
  await db.exam.create({ data: { name: "AFC Certification Exam", certificationId, productId: examProduct.id } });
  await product({ kind: PRODUCT_KIND.renewal, name: "AFC Annual Certification Fee", priceCents: 9500, certificationId });
  await product({ kind: PRODUCT_KIND.lateFee, name: "AFC Late Fee", priceCents: 2500, certificationId });
  await product({ kind: PRODUCT_KIND.extension, name: "Deadline Extension (6 months)", priceCents: 20000, certificationId });
  await product({ kind: PRODUCT_KIND.shipping, name: "Standard Shipping", priceCents: 1500 });
  await product({ kind: PRODUCT_KIND.shipping, name: "Shipping (with exam materials)", priceCents: 2500, withExams: true });
  const pathwayIds: Record<string, number> = {};
  for (const [i, p] of PATHWAYS.entries()) {
    const { feeCents, ...fields } = p;
    const row = await db.pathwayType.create({ data: { ...fields, certificationId, sortOrder: i } });
    await product({
      kind: PRODUCT_KIND.registrationFee,
      name: `${p.name} Registration Fee`,
      priceCents: feeCents,
      pathwayTypeId: row.id,
      certificationId,
    });
    pathwayIds[p.key] = row.id;
  }
  const learningSystemProduct = await product({
    kind: PRODUCT_KIND.courseMaterial,
    name: "AFC Learning System (online, 12 months)",
    priceCents: 79500,
    memberPriceCents: 69500,
  });
  const textbookProduct = await product({ kind: PRODUCT_KIND.courseMaterial, name: "AFC Printed Textbook Set", priceCents: 19500 });
  const learningSystem = await db.courseMaterial.create({
    data: {
      name: COURSE_MATERIAL.learningSystem,
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
      name: COURSE_MATERIAL.textbook,
      description: "The two printed AFC textbooks, shipped to your address.",
      productId: textbookProduct.id,
      requiresShipping: true,
      sortOrder: 1,
    },
  });
  await db.pathwayCourseMaterial.createMany({
    data: PATHWAYS.flatMap((p) => [
      ...(p.key === PATHWAY_KEY.university ? [] : [{ pathwayTypeId: pathwayIds[p.key], courseMaterialId: learningSystem.id }]),
      { pathwayTypeId: pathwayIds[p.key], courseMaterialId: textbook.id },
    ]),
  });
  const practiceProduct = await product({
    kind: PRODUCT_KIND.practiceExam,
    name: "AFC Practice Exam Bundle",
    priceCents: 9900,
    memberPriceCents: 7900,
  });
  await db.practiceExam.create({ data: { ...PRACTICE_EXAM, certificationId, productId: practiceProduct.id } });
  return certification;
}

const PRODUCT_FIELDS = {
  select: { id: true, kind: true, name: true, priceCents: true, memberPriceCents: true, freeForMembers: true },
} as const;

async function loadReference(certificationId: number) {
  const [certification, pathways, exam, renewalProduct, lateFeeProduct, extensionProduct, shipping, materials, practiceExam] =
    await Promise.all([
      db.certification.findUniqueOrThrow({ where: { id: certificationId } }),
      db.pathwayType.findMany({
        where: { certificationId },
        orderBy: { sortOrder: "asc" },
        include: { registrationFees: { ...PRODUCT_FIELDS, where: { deletedAt: null }, orderBy: { id: "asc" }, take: 1 } },
      }),
      db.exam.findFirstOrThrow({ where: { certificationId }, orderBy: { id: "asc" }, include: { product: PRODUCT_FIELDS } }),
      db.product.findFirstOrThrow({ where: { kind: PRODUCT_KIND.renewal, certificationId }, orderBy: { id: "asc" }, ...PRODUCT_FIELDS }),
      db.product.findFirstOrThrow({ where: { kind: PRODUCT_KIND.lateFee, certificationId }, orderBy: { id: "asc" }, ...PRODUCT_FIELDS }),
      db.product.findFirstOrThrow({ where: { kind: PRODUCT_KIND.extension, certificationId }, orderBy: { id: "asc" }, ...PRODUCT_FIELDS }),
      db.product.findMany({
        where: { kind: PRODUCT_KIND.shipping },
        orderBy: { id: "asc" },
        select: { ...PRODUCT_FIELDS.select, withExams: true },
      }),
      db.courseMaterial.findMany({
        where: { name: { in: Object.values(COURSE_MATERIAL) } },
        orderBy: { id: "asc" },
        include: { product: PRODUCT_FIELDS },
      }),
      db.practiceExam.findFirstOrThrow({ where: { certificationId }, orderBy: { id: "asc" }, include: { product: PRODUCT_FIELDS } }),
    ]);
  const material = (key: CourseMaterialKey) => {
    const found = materials.find((m) => m.name === COURSE_MATERIAL[key]);
    if (!found) throw new Error(`certificationReference: no course material "${COURSE_MATERIAL[key]}"`);
    return found;
  };
  const pathway = Object.fromEntries(
    pathways.map(({ registrationFees, ...p }) => {
      if (!registrationFees[0]) throw new Error(`certificationReference: pathway ${p.key} has no registration fee`);
      return [p.key, { ...p, fee: registrationFees[0] }];
    }),
  ) as Record<PathwayKey, (typeof pathways)[number] & { fee: (typeof pathways)[number]["registrationFees"][number] }>;
  return {
    certification,
    pathway,
    exam,
    examProduct: exam.product!,
    renewalProduct,
    lateFeeProduct,
    extensionProduct,
    shipping: { standard: shipping.find((s) => !s.withExams)!, withExams: shipping.find((s) => s.withExams)! },
    material: { learningSystem: material("learningSystem"), textbook: material("textbook") },
    practiceExam,
  };
}

export type CertificationRef = Awaited<ReturnType<typeof loadReference>>;

/**
 * The AFC certification and everything a registration on it needs, found or made (with its
 * products in `categoryId`, the demo's "Certification" category, when given).
 */
export async function certificationReference(opts: { categoryId?: number | null } = {}): Promise<CertificationRef> {
  const found = await db.certification.findUnique({ where: { key: AFC_KEY }, select: { id: true } });
  return loadReference(found?.id ?? (await createAfc(opts.categoryId ?? null)).id);
}
