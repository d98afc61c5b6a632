import type { Prisma } from "~/generated/prisma/client.ts";
import { db } from "~/lib/db.server.ts";
import { next } from "./sequence.ts";

/** A certification (key `cert{n}`, name "Certification {n}" unless given). */
export async function createCertification(over: Partial<Prisma.CertificationUncheckedCreateInput> = {}) {
  const n = next();
  return db.certification.create({ data: { key: `cert${n}`, name: `Certification ${n}`, ...over } });
}

/** A reporting period: the current calendar year unless given. */
export async function createReportingPeriod(over: Partial<Prisma.ReportingPeriodUncheckedCreateInput> = {}) {
  const n = next();
  const year = new Date().getUTCFullYear();
  return db.reportingPeriod.create({
    data: {
      name: `${year} Period ${n}`,
      start: new Date(Date.UTC(year, 0, 1, 5)),
      end: new Date(Date.UTC(year + 1, 0, 1, 4, 59, 59)),
      ...over,
    },
  });
}

/** A credit type ("General {n}" unless given). */
export async function createCreditType(over: Partial<Prisma.CreditTypeUncheckedCreateInput> = {}) {
  return db.creditType.create({ data: { name: `General ${next()}`, ...over } });
}

/** A pending individual CEU of the user, 3 credits, completed yesterday, in a new period and credit type unless given. */
export async function createIndividualCeu(userId: number, over: Partial<Omit<Prisma.IndividualCeuUncheckedCreateInput, "userId">> = {}) {
  const n = next();
  const reportingPeriodId = over.reportingPeriodId ?? (await createReportingPeriod()).id;
  const creditTypeId = over.creditTypeId ?? (await createCreditType()).id;
  return db.individualCeu.create({
    data: {
      userId,
      reportingPeriodId,
      creditTypeId,
      completionDate: new Date(Date.now() - 86_400_000),
      credits: 3,
      programTitle: `Program ${n}`,
      sponsor: `Sponsor ${n}`,
      programDescription: "A program.",
      ...over,
    },
  });
}

/** A submitted, pending group CEU (pre-approval) of the user, one day long in a month, unless given. */
export async function createGroupCeu(userId: number, over: Partial<Omit<Prisma.GroupCeuUncheckedCreateInput, "userId">> = {}) {
  const n = next();
  const creditTypeId = over.creditTypeId ?? (await createCreditType()).id;
  const start = new Date(Date.now() + 30 * 86_400_000);
  return db.groupCeu.create({
    data: {
      userId,
      creditTypeId,
      credits: 3,
      programTitle: `Group program ${n}`,
      sponsor: `Sponsor ${n}`,
      programDescription: "A program.",
      contactEmail: `contact${n}@example.org`,
      startDate: start,
      endDate: start,
      submittedAt: new Date(),
      ...over,
    },
  });
}
