/**
 * The demo's reference data: roles, product categories, the certifications (the AFC through the
 * test builders' `certificationReference`), trainings, memberships, CEU periods and credit types,
 * experience service types, work areas, military installations, groups, university programs and
 * the single sign-on partners.
 * The catalogue's content (events, donations, templates, cards, announcements) is in content.ts.
 */
import { PRODUCT_KIND, REPORTING_PERIOD_STATUS, ROLE } from "../../app/domain/constants.ts";
import { daysAgo, endOfDayNY, startOfDateNY } from "../../app/lib/dates.ts";
import { db } from "../../app/lib/db.server.ts";
import {
  MEMBERSHIP_TYPES,
  SERVICE_TYPES,
  ceuFeeProducts,
  certificationReference,
  creditType,
  membershipType,
  specSsoPartners,
  trainingReference,
} from "../../tests/factories/index.ts";
import { seedContent } from "./content.ts";

async function roles() {
  // The roles migration creates these; upsert keeps a --force reseed working too.
  for (const [key, name] of [
    [ROLE.admin, "Admin"],
    [ROLE.member, "Member"],
  ] as const) {
    await db.role.upsert({ where: { key }, create: { key, name }, update: { name } });
  }
}

/** In this order, so that on a fresh database "Symposium scholarship" is category 6 (the spec's donation category 6). */
async function productCategories(): Promise<Record<string, number>> {
  const rows = [
    { key: "memberships", name: "Memberships" },
    { key: "certification", name: "Certification" },
    { key: "events", name: "Events" },
    { key: "trainings", name: "Trainings" },
    { key: "donations", name: "Donations" },
    { key: "symposium_scholarship", name: "Symposium scholarship" },
    { key: "ceu_services", name: "CEU services" },
  ];
  const cat: Record<string, number> = {};
  for (const [i, c] of rows.entries()) cat[c.key] = (await db.productCategory.create({ data: { ...c, sortOrder: i } })).id;
  return cat;
}

/** The second certification (not reportable): its exam and annual fee. */
async function ffcCertification(categoryId: number) {
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
  const exam = await db.product.create({
    data: {
      kind: PRODUCT_KIND.exam,
      name: "FFC Certification Exam",
      priceCents: 25000,
      memberPriceCents: 15000,
      retakePriceCents: 15000,
      categoryId,
      certificationId: ffc.id,
    },
  });
  await db.exam.create({ data: { name: "FFC Certification Exam", certificationId: ffc.id, productId: exam.id } });
  await db.product.create({
    data: { kind: PRODUCT_KIND.renewal, name: "FFC Annual Certification Fee", priceCents: 7500, categoryId, certificationId: ffc.id },
  });
  await db.product.create({
    data: { kind: PRODUCT_KIND.lateFee, name: "FFC Late Fee", priceCents: 1500, categoryId, certificationId: ffc.id },
  });
  return ffc;
}

async function universityPrograms() {
  const program = (name: string, department: string, city: string, state: string, website: string, active = true) => ({
    name,
    department,
    city,
    state,
    website,
    active,
  });
  await db.universityProgram.createMany({
    data: [
      program("University of Wisconsin-Madison", "Consumer Science", "Madison", "WI", "https://www.wisc.edu"),
      program("Texas Tech University", "Personal Financial Planning", "Lubbock", "TX", "https://www.ttu.edu"),
      program("Utah State University", "Human Development and Family Studies", "Logan", "UT", "https://www.usu.edu"),
      program("Kansas State University", "Personal Financial Planning", "Manhattan", "KS", "https://www.k-state.edu"),
      program("The Ohio State University", "Consumer Sciences", "Columbus", "OH", "https://www.osu.edu"),
      program("Virginia Tech", "Agricultural and Applied Economics", "Blacksburg", "VA", "https://www.vt.edu", false),
    ],
  });
  return db.universityProgram.findFirstOrThrow({ where: { name: "The Ohio State University" } });
}

/** The Independent Trainer program and Money Management Essentials (the builders' reference), then three more Essentials courses. */
async function trainings(categoryId: number) {
  const ref = await trainingReference({ categoryId });
  const essentials = [
    { name: "Essentials: Talking to Clients About Credit", price: 4900, available: true },
    { name: "Essentials: Budgeting on an Irregular Income", price: 4900, available: true },
    { name: "Essentials: Banking the Unbanked", price: 3900, available: false },
  ];
  for (const [i, t] of essentials.entries()) {
    const p = await db.product.create({ data: { kind: PRODUCT_KIND.training, name: t.name, priceCents: t.price, categoryId } });
    await db.training.create({
      data: {
        name: t.name,
        categoryId: ref.essentials.id,
        productId: p.id,
        available: t.available,
        show: true,
        brightspaceCourseId: `BS-MME-${101 + i}`,
        sortOrder: i + 1,
      },
    });
  }
  return ref;
}

async function membershipTypes(categoryId: number) {
  const types = [];
  for (const key of Object.keys(MEMBERSHIP_TYPES) as (keyof typeof MEMBERSHIP_TYPES)[]) {
    types.push(await membershipType(key, MEMBERSHIP_TYPES[key].priceCents, { categoryId }));
  }
  return types;
}

/** The reporting periods (New York calendar years) and the credit types. */
async function ceuReference() {
  const periods = [
    { name: "2018", from: 2018, to: 2018, status: REPORTING_PERIOD_STATUS.closed, reportable: false },
    { name: "2019-2020", from: 2019, to: 2020, status: REPORTING_PERIOD_STATUS.closed, reportable: true },
    { name: "2021-2022", from: 2021, to: 2022, status: REPORTING_PERIOD_STATUS.closed, reportable: true },
    { name: "2023-2024", from: 2023, to: 2024, status: REPORTING_PERIOD_STATUS.closed, reportable: true },
    { name: "2025-2026", from: 2025, to: 2026, status: REPORTING_PERIOD_STATUS.current, reportable: true },
    { name: "2027-2028", from: 2027, to: 2028, status: REPORTING_PERIOD_STATUS.upcoming, reportable: true },
  ];
  const period: Record<string, { id: number; start: Date; end: Date }> = {};
  for (const { from, to, ...p } of periods) {
    const row = await db.reportingPeriod.create({
      data: { ...p, start: startOfDateNY(from, 1, 1), end: endOfDayNY(startOfDateNY(to, 12, 31)) },
    });
    period[p.name] = row;
  }
  const general = await creditType("General");
  const ethics = await creditType("Ethics", { ethics: true, minimumCredits: 2 });
  return { period, general, ethics };
}

async function serviceTypes(now: Date): Promise<number[]> {
  const rows = [
    ...SERVICE_TYPES,
    { name: "Peer mentoring (retired)", percentage: false, allowed: 100, militarySpouseOnly: false, fileUploadRequired: false },
  ];
  const ids: number[] = [];
  for (const [i, s] of rows.entries()) {
    ids.push((await db.fellowshipServiceType.create({ data: { ...s, deletedAt: i === 5 ? daysAgo(400, now) : null } })).id);
  }
  return ids;
}

async function workAreasAndGroups() {
  const areas: [string, string[]][] = [
    ["Military and Veterans Services", ["Personal Financial Management Program", "Family Readiness", "Transition Assistance"]],
    ["Nonprofit Counseling", ["Credit counseling", "Housing counseling", "Bankruptcy education"]],
    ["Financial Institutions", ["Credit union financial wellness", "Bank community outreach"]],
    ["Education and Academia", ["University financial wellness center", "Cooperative Extension", "K-12 financial education"]],
    ["Government and Public Service", ["Social services", "Workforce development"]],
    ["Private Practice", ["Financial coaching", "Financial therapy"]],
  ];
  const workCategory: number[] = [];
  const workArea: number[][] = [];
  for (const [i, [name, list]] of areas.entries()) {
    const c = await db.workAreaCategory.create({
      data: { name, sortOrder: i, workAreas: { create: list.map((a, j) => ({ name: a, sortOrder: j })) } },
      include: { workAreas: true },
    });
    workCategory.push(c.id);
    workArea.push(c.workAreas.map((w) => w.id));
  }
  await db.militaryInstallation.createMany({
    data: [
      { name: "Fort Liberty", branch: "Army", state: "NC", country: "US" },
      { name: "Naval Station Norfolk", branch: "Navy", state: "VA", country: "US" },
      { name: "Joint Base Lewis-McChord", branch: "Army", state: "WA", country: "US" },
      { name: "Marine Corps Base Camp Pendleton", branch: "Marine Corps", state: "CA", country: "US" },
      { name: "Ramstein Air Base", branch: "Air Force", state: null, country: "DE" },
    ],
  });
  const installation = (await db.militaryInstallation.findMany({ orderBy: { id: "asc" } })).map((m) => m.id);
  const groups = [
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
  for (const g of groups) group.push((await db.group.create({ data: g })).id);
  return { workCategory, workArea, installation, group };
}

/** Everything the demo accounts and fillers refer to. */
export async function seedReference(now: Date) {
  await roles();
  const cat = await productCategories();
  const afc = await certificationReference({ categoryId: cat.certification });
  await ffcCertification(cat.certification);
  const ceuFees = await ceuFeeProducts({ categoryId: cat.ceu_services });
  const university = await universityPrograms();
  const training = await trainings(cat.trainings);
  await membershipTypes(cat.memberships);
  const ceu = await ceuReference();
  const serviceType = await serviceTypes(now);
  const places = await workAreasAndGroups();
  await specSsoPartners();
  const content = await seedContent(now, {
    cat,
    learningSystemProductId: afc.material.learningSystem.productId!,
    mmeProductId: training.mme.productId!,
  });
  return { cat, afc, ceuFees, university, training, ...ceu, serviceType, ...places, ...content };
}

export type Ref = Awaited<ReturnType<typeof seedReference>>;
