import { setupServer } from "msw/node";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  approvedIndividualCeu,
  certificationReference,
  certifiedInGoodStanding,
  createCertification,
  createGroupCeu,
  createMember,
  createReportingPeriod,
  creditType,
  pendingIndividualCeu,
  rejectedIndividualCeu,
} from "../../../tests/factories/index.ts";
import { handlersFor } from "../../../tests/mocks/node.ts";
import { onPostgresql, resetDatabase } from "../../../tests/setup/db.ts";
import { CERTIFICATION_STATUS, MESSAGE_TEMPLATE_CATEGORY, REJECTION_STATUS, REVIEW_STATUS, ROLE } from "~/domain/constants.ts";
import { adminActor } from "~/lib/actor.ts";
import { db } from "~/lib/db.server.ts";
import { CeuRejectSchema } from "~/features/ceus/schemas.server.ts";
import { parseWithZod } from "~/lib/forms.server.ts";
import { collectRows, csvRecord, readListParams } from "~/kit/admin-list/list.server.ts";
import { groupCeuList } from "./group-queue.server.ts";
import { individualCeuList, listAdminIndividualCeus } from "./individual-queue.server.ts";
import { GROUP_CEU_COLUMNS, INDIVIDUAL_CEU_COLUMNS, type GroupCeuRow, type IndividualCeuRow } from "./queue-columns.ts";
import { approveGroupCeu, approveIndividualCeu, randomCompletionCode, rejectGroupCeu, rejectIndividualCeu } from "./decisions.server.ts";
import { CEU_REVIEW_MESSAGES, COMPLETION_CODE_ALPHABET } from "./rules.ts";
import { getGroupCeuReview, getIndividualCeuReview } from "./review.server.ts";

const individualCeuListParams = (url: URL | URLSearchParams) => readListParams(individualCeuList, url);
const groupCeuListParams = (url: URL | URLSearchParams) => readListParams(groupCeuList, url);
const allAdminIndividualCeuRows = (params: ReturnType<typeof individualCeuListParams>) => collectRows(individualCeuList, params, 7);
const allAdminGroupCeuRows = (params: ReturnType<typeof groupCeuListParams>) => collectRows(groupCeuList, params, 2);
const individualCeuCsvRow = (r: IndividualCeuRow) => csvRecord(INDIVIDUAL_CEU_COLUMNS, r);
const groupCeuCsvRow = (r: GroupCeuRow) => csvRecord(GROUP_CEU_COLUMNS, r);
const INDIVIDUAL_CEU_CSV_HEADER = INDIVIDUAL_CEU_COLUMNS.map((c) => c.header);

const server = setupServer(...handlersFor(["mail"]));
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterAll(() => server.close());
beforeEach(() => resetDatabase());

const NOW = new Date("2026-03-10T15:00:00Z");
const DAY = 86_400_000;
const daysAgo = (n: number) => new Date(NOW.getTime() - n * DAY);

const person = (over: { firstName?: string; lastName?: string; email?: string; role?: string } = {}) => createMember(over);

/** The current reporting period, the General credit type, the AFC (with its pathways) and the FFT (a certification with none). */
async function reference() {
  const period = await createReportingPeriod({
    name: "2025-2026",
    start: new Date("2025-01-01T05:00:00Z"),
    end: new Date("2026-12-31T05:00:00Z"),
    status: "current",
  });
  const general = await creditType("General");
  const afcRef = await certificationReference();
  const afc = afcRef.certification;
  const fft = await createCertification({ key: "fft", name: "Financial Fitness Trainer" });
  return { period, general, afcRef, afc, fft };
}
type Ref = Awaited<ReturnType<typeof reference>>;

/** The member holds the AFC in good standing (certified through its registration, in the current period). */
const holdsAfc = (ref: Ref, userId: number) => certifiedInGoodStanding(userId, { reference: ref.afcRef, reportingPeriodId: ref.period.id });

/** An individual CEU in the current period, submitted 5 days ago: pending unless `status` (approved or rejected as the decisions leave it). */
async function individualCeu(
  ref: Ref,
  userId: number,
  over: Partial<{
    status: string;
    rejectionStatus: string | null;
    submittedAt: Date;
    completionDate: Date;
    programTitle: string;
    sponsor: string;
    credits: number;
    preapprovedCreditId: number;
  }> = {},
) {
  const { status = REVIEW_STATUS.pending, rejectionStatus, ...given } = over;
  const fields = {
    reportingPeriodId: ref.period.id,
    completionDate: daysAgo(30),
    credits: 2,
    creditTypeId: ref.general.id,
    programTitle: "Budgeting Basics",
    sponsor: "Money Academy",
    programDescription: "A workshop.",
    submittedAt: daysAgo(5),
    preapprovedCreditId: null,
    ...given,
  };
  if (status === REVIEW_STATUS.approved) return (await approvedIndividualCeu(userId, fields)).ceu;
  if (status === REVIEW_STATUS.rejected) return (await rejectedIndividualCeu(userId, { ...fields, rejectionStatus })).ceu;
  return pendingIndividualCeu(userId, fields);
}

/** A pre-approval of 3 credits starting in 20 days, submitted 10 days ago (null: still in the cart), pending unless `status`. */
async function groupCeu(
  ref: Ref,
  userId: number,
  over: Partial<{
    status: string;
    submittedAt: Date | null;
    startDate: Date;
    programTitle: string;
    sponsor: string;
    completionCode: string | null;
  }> = {},
) {
  const status = over.status ?? REVIEW_STATUS.pending;
  const start = over.startDate ?? daysAgo(-20);
  return createGroupCeu(userId, {
    credits: 3,
    creditTypeId: ref.general.id,
    programTitle: over.programTitle ?? "Regional Conference",
    sponsor: over.sponsor ?? "Conference Partners",
    programDescription: "A conference.",
    programAgenda: "9:00 Welcome",
    contactEmail: "events@example.org",
    startDate: start,
    endDate: new Date(start.getTime() + DAY),
    status,
    approved: status === REVIEW_STATUS.approved ? true : status === REVIEW_STATUS.rejected ? false : null,
    completionCode: over.completionCode ?? null,
    submittedAt: over.submittedAt === undefined ? daysAgo(10) : over.submittedAt,
  });
}

function url(query: Record<string, string> = {}) {
  return new URL(`http://portal.test/admin/ceus/individual?${new URLSearchParams(query).toString()}`);
}

describe("individual CEUs list", () => {
  it("shows pending CEUs by default, oldest submission first, 10 a page, with the member's certifications", async () => {
    const ref = await reference();
    const dana = await person({ firstName: "Dana", lastName: "Quill" });
    await holdsAfc(ref, dana.id);
    // the FFT has no registration journey in the portal: a certificate kept as it was issued
    await db.userCertification.create({ data: { userId: dana.id, certificationId: ref.fft.id, status: CERTIFICATION_STATUS.lapsedCeus } });
    for (let i = 0; i < 12; i++) await individualCeu(ref, dana.id, { submittedAt: daysAgo(20 - i), programTitle: `Program ${i}` });
    await individualCeu(ref, dana.id, { status: REVIEW_STATUS.approved, submittedAt: daysAgo(60) });
    await individualCeu(ref, dana.id, {
      status: REVIEW_STATUS.rejected,
      rejectionStatus: REJECTION_STATUS.notRelevant,
      submittedAt: daysAgo(70),
    });

    expect(individualCeuListParams(url()).filters.status).toBe("pending");
    const first = await listAdminIndividualCeus(individualCeuListParams(url()));
    expect(first.total).toBe(12);
    expect(first.lastPage).toBe(2);
    expect(first.rows).toHaveLength(10);
    expect(first.rows.map((r) => r.programTitle)).toEqual(Array.from({ length: 10 }, (_, i) => `Program ${i}`));
    expect(first.rows[0]).toMatchObject({
      firstName: "Dana",
      lastName: "Quill",
      certifications: "Accredited Financial Counselor, Financial Fitness Trainer",
      certificationStatus: "In Good Standing, Lapsed for CEUs",
      submittedOn: "02/18/2026",
      completionDate: "02/08/2026",
      sponsor: "Money Academy",
      credits: "2",
      statusLabel: "Pending",
    });

    const second = await listAdminIndividualCeus(individualCeuListParams(url({ page: "2" })));
    expect(second.rows.map((r) => r.programTitle)).toEqual(["Program 10", "Program 11"]);
    // A page past the end shows the last page.
    expect((await listAdminIndividualCeus(individualCeuListParams(url({ page: "99" })))).page).toBe(2);

    const all = await listAdminIndividualCeus(individualCeuListParams(url({ status: "all", pageSize: "20" })));
    expect(all.total).toBe(14);
    expect(all.rows.map((r) => r.statusLabel).slice(0, 2)).toEqual(["Not relevant to the field", "Approved"]);
    const rejected = await listAdminIndividualCeus(individualCeuListParams(url({ status: "rejected" })));
    expect(rejected.rows.map((r) => r.statusLabel)).toEqual(["Not relevant to the field"]);
    // An unknown status falls back to pending.
    expect((await listAdminIndividualCeus(individualCeuListParams(url({ status: "bogus" })))).total).toBe(12);
  });

  it("filters by name, email, program title or sponsor (every word must match) and sorts by each column", async () => {
    const ref = await reference();
    const ana = await person({ firstName: "Ana", lastName: "Zephyr", email: "ana.z@example.org" });
    const bo = await person({ firstName: "Bo", lastName: "Abbott", email: "bo@sample.net" });
    await individualCeu(ref, ana.id, {
      programTitle: "Credit Repair Clinic",
      sponsor: "Clinic Group",
      credits: 4,
      submittedAt: daysAgo(3),
    });
    await individualCeu(ref, bo.id, { programTitle: "Ethics Today", sponsor: "Ethics Institute", credits: 1, submittedAt: daysAgo(2) });
    await individualCeu(ref, bo.id, { programTitle: "Budget Coaching", sponsor: "Clinic Group", credits: 6, submittedAt: daysAgo(1) });

    const titles = async (query: Record<string, string>) =>
      (await listAdminIndividualCeus(individualCeuListParams(url(query)))).rows.map((r) => r.programTitle);
    expect(await titles({ q: "zephyr" })).toEqual(["Credit Repair Clinic"]);
    expect(await titles({ q: "sample.net" })).toEqual(["Ethics Today", "Budget Coaching"]);
    expect(await titles({ q: "ethics" })).toEqual(["Ethics Today"]);
    expect(await titles({ q: "clinic" })).toEqual(["Credit Repair Clinic", "Budget Coaching"]);
    expect(await titles({ q: "clinic abbott" })).toEqual(["Budget Coaching"]);
    expect(await titles({ q: "nobody" })).toEqual([]);
    // LIKE wildcards are plain characters.
    expect(await titles({ q: "%" })).toEqual([]);
    expect(await titles({ q: "_" })).toEqual([]);
    // A search keeps the sort, the status filter and the paging.
    expect(await titles({ q: "clinic", sort: "lastName", dir: "desc" })).toEqual(["Credit Repair Clinic", "Budget Coaching"]);
    expect(await titles({ q: "clinic", sort: "credits" })).toEqual(["Credit Repair Clinic", "Budget Coaching"]);
    expect(await titles({ q: "clinic", sort: "status", dir: "desc" })).toEqual(["Budget Coaching", "Credit Repair Clinic"]);
    const paged = await listAdminIndividualCeus(individualCeuListParams(url({ q: "example sample", pageSize: "5" })));
    expect(paged.total).toBe(0);
    const second = await listAdminIndividualCeus(individualCeuListParams(url({ q: "clinic", pageSize: "5", page: "2" })));
    expect(second).toMatchObject({ total: 2, page: 1, lastPage: 1 });

    expect(await titles({ sort: "lastName" })).toEqual(["Ethics Today", "Budget Coaching", "Credit Repair Clinic"]);
    expect(await titles({ sort: "credits", dir: "desc" })).toEqual(["Budget Coaching", "Credit Repair Clinic", "Ethics Today"]);
    expect(await titles({ sort: "programTitle" })).toEqual(["Budget Coaching", "Credit Repair Clinic", "Ethics Today"]);
    expect(await titles({ sort: "submittedAt", dir: "desc" })).toEqual(["Budget Coaching", "Ethics Today", "Credit Repair Clinic"]);
    expect(await titles({ sort: "sponsor", dir: "desc" })).toEqual(["Ethics Today", "Budget Coaching", "Credit Repair Clinic"]);
    await db.individualCeu.updateMany({
      where: { programTitle: "Credit Repair Clinic" },
      data: { status: REVIEW_STATUS.approved, approved: true },
    });
    expect(await titles({ q: "clinic" })).toEqual(["Budget Coaching"]);
    expect(await titles({ q: "clinic", status: "approved" })).toEqual(["Credit Repair Clinic"]);
    expect(await titles({ q: "clinic", status: "all" })).toEqual(["Credit Repair Clinic", "Budget Coaching"]);
    expect(
      (await allAdminIndividualCeuRows(individualCeuListParams(url({ q: "CLINIC", status: "all", sort: "sponsor" })))).map((r) => [
        r.programTitle,
        r.email,
      ]),
    ).toEqual([
      ["Credit Repair Clinic", "ana.z@example.org"],
      ["Budget Coaching", "bo@sample.net"],
    ]);
  });

  it("finds words through the full-text indexes as titles, sponsors and names change, and short words without them", async () => {
    const ref = await reference();
    const ana = await person({ firstName: "Ana", lastName: "Zephyr", email: "ana.z@example.org" });
    const bo = await person({ firstName: "Bo", lastName: "Abbott", email: "bo@sample.net" });
    const budget = await individualCeu(ref, ana.id, { programTitle: "Budget Coaching", sponsor: "Money Lab", submittedAt: daysAgo(3) });
    await individualCeu(ref, bo.id, { programTitle: "Ethics Today", sponsor: "Ethics Institute", submittedAt: daysAgo(2) });
    const found = async (q: string, status = "all") =>
      (await listAdminIndividualCeus(individualCeuListParams(url({ q, status })))).rows.map((r) => r.programTitle);

    // Inside a word, in any case; a typed quote is a character, not query syntax.
    expect(await found("DGET coa")).toEqual(["Budget Coaching"]);
    expect(await found('"budget"')).toEqual([]);
    expect(await found("thics institute")).toEqual(["Ethics Today"]);
    // Words of 1 or 2 characters are still found (without the trigram index), alone or beside longer ones.
    expect(await found("Bo")).toEqual(["Ethics Today"]);
    expect(await found("bo ethics")).toEqual(["Ethics Today"]);
    expect(await found("ze lab")).toEqual(["Budget Coaching"]);
    expect(await found("xq lab")).toEqual([]);

    // The triggers keep the indexes in step with the rows.
    await db.individualCeu.update({ where: { id: budget.id }, data: { programTitle: "Household Budgets", sponsor: "Civic Fund" } });
    expect(await found("coaching")).toEqual([]);
    expect(await found("household")).toEqual(["Household Budgets"]);
    expect(await found("civic")).toEqual(["Household Budgets"]);
    await db.user.update({ where: { id: ana.id }, data: { lastName: "Quorra", email: "ana.q@example.org" } });
    expect(await found("zephyr")).toEqual([]);
    expect(await found("quorra")).toEqual(["Household Budgets"]);
    expect(await found("ana.q@")).toEqual(["Household Budgets"]);
    await db.individualCeu.delete({ where: { id: budget.id } });
    expect(await found("household")).toEqual([]);
    // Deleting a member deletes their CEUs (a cascade): both leave the indexes.
    await db.user.delete({ where: { id: bo.id } });
    expect(await found("ethics")).toEqual([]);
    expect(await found("abbott")).toEqual([]);
    // SQLite's FTS5 tables check themselves against the rows they index (PostgreSQL's indexes need no such check).
    if (onPostgresql) return;
    const check = (table: string) => db.$executeRawUnsafe(`INSERT INTO "${table}" ("${table}", rank) VALUES ('integrity-check', 1)`);
    await expect(check("IndividualCeuSearch")).resolves.toBeDefined();
    await expect(check("UserSearch")).resolves.toBeDefined();
  });

  it("sorts by the member's name within a status and counts each status, page by page", async () => {
    const ref = await reference();
    const zed = await person({ firstName: "Zed", lastName: "Adams" });
    const amy = await person({ firstName: "Amy", lastName: "Adams" });
    const cal = await person({ firstName: "Cal", lastName: "Brown" });
    const c1 = await individualCeu(ref, cal.id, { programTitle: "Cal pending 1" });
    const c2 = await individualCeu(ref, zed.id, { programTitle: "Zed pending" });
    const c3 = await individualCeu(ref, amy.id, { programTitle: "Amy pending" });
    const c4 = await individualCeu(ref, cal.id, { programTitle: "Cal pending 2" });
    await individualCeu(ref, amy.id, { programTitle: "Amy approved", status: REVIEW_STATUS.approved });
    await individualCeu(ref, zed.id, { programTitle: "Zed approved", status: REVIEW_STATUS.approved });
    await individualCeu(ref, cal.id, { programTitle: "Cal approved", status: REVIEW_STATUS.approved });
    await individualCeu(ref, cal.id, {
      programTitle: "Cal rejected",
      status: REVIEW_STATUS.rejected,
      rejectionStatus: REJECTION_STATUS.needsMoreInformation,
    });

    const page = (query: Record<string, string>) => listAdminIndividualCeus(individualCeuListParams(url(query)));
    const titles = async (query: Record<string, string>) => (await page(query)).rows.map((r) => r.programTitle);
    // Last name, then first name, then the CEU's id (oldest first), all in the chosen direction.
    expect(await titles({ sort: "lastName" })).toEqual(["Amy pending", "Zed pending", "Cal pending 1", "Cal pending 2"]);
    expect(await titles({ sort: "lastName", dir: "desc" })).toEqual(["Cal pending 2", "Cal pending 1", "Zed pending", "Amy pending"]);
    expect(await titles({ sort: "firstName", status: "approved" })).toEqual(["Amy approved", "Cal approved", "Zed approved"]);
    expect(await titles({ sort: "lastName", status: "all", pageSize: "5", page: "2" })).toEqual([
      "Cal pending 2",
      "Cal approved",
      "Cal rejected",
    ]);
    expect((await page({ sort: "lastName", pageSize: "5" })).rows.map((r) => r.id)).toEqual([c3.id, c2.id, c1.id, c4.id]);
    const csvOrder = (await allAdminIndividualCeuRows(individualCeuListParams(url({ sort: "firstName", dir: "desc", status: "all" })))).map(
      (r) => r.programTitle,
    );
    expect(csvOrder).toEqual([
      "Zed approved",
      "Zed pending",
      "Cal rejected",
      "Cal approved",
      "Cal pending 2",
      "Cal pending 1",
      "Amy approved",
      "Amy pending",
    ]);
    // The totals the pager shows, for each status filter; a page past the end shows the last one.
    expect((await page({})).total).toBe(4);
    expect((await page({ status: "approved" })).total).toBe(3);
    expect((await page({ status: "rejected" })).total).toBe(1);
    expect((await page({ status: "all" })).total).toBe(8);
    expect(await page({ status: "approved", sort: "programTitle", dir: "desc", pageSize: "5", page: "9" })).toMatchObject({
      page: 1,
      lastPage: 1,
      total: 3,
    });
    // A search counts and pages the same way, also when asked for a page past the end.
    const search = await page({ q: "e", status: "all", sort: "lastName", pageSize: "5", page: "2" });
    expect(search).toMatchObject({ total: 8, page: 2, lastPage: 2 });
    expect(search.rows.map((r) => r.programTitle)).toEqual(["Cal pending 2", "Cal approved", "Cal rejected"]);
    const past = await page({ q: "e", status: "all", sort: "credits", pageSize: "5", page: "7" });
    expect(past).toMatchObject({ total: 8, page: 2, lastPage: 2 });
    expect(past.rows).toHaveLength(3);
    expect(await page({ q: "nobody", page: "3" })).toMatchObject({ total: 0, page: 1, lastPage: 1, rows: [] });
  });

  // About 200 list reads and CSV walks: its own time limit (30 s), so a busy machine does not fail it.
  it("pages every sort, both ways, under every status filter in the right order", async () => {
    const ref = await reference();
    const people = [
      await person({ firstName: "Kim", lastName: "Ng" }),
      await person({ firstName: "Al", lastName: "Ng" }),
      await person({ firstName: "Bea", lastName: "Cole" }),
    ];
    const statuses = [REVIEW_STATUS.pending, REVIEW_STATUS.approved, REVIEW_STATUS.rejected];
    for (let i = 0; i < 18; i++) {
      const status = statuses[i % 3]!;
      await individualCeu(ref, people[i % 3]!.id, {
        status,
        rejectionStatus:
          status === REVIEW_STATUS.rejected ? (i % 2 ? REJECTION_STATUS.notRelevant : REJECTION_STATUS.needsMoreInformation) : null,
        programTitle: `Title ${String.fromCharCode(65 + ((i * 7) % 5))}`,
        sponsor: `Sponsor ${(i * 5) % 4}`,
        credits: (i % 4) + 0.5,
        completionDate: daysAgo(100 + ((i * 11) % 6)),
        submittedAt: daysAgo(50 - ((i * 13) % 7)),
      });
    }
    const all = await db.individualCeu.findMany({ include: { user: true } });
    const key: Record<string, (c: (typeof all)[number]) => Array<string | number>> = {
      submittedAt: (c) => [c.submittedAt.getTime()],
      completionDate: (c) => [c.completionDate.getTime()],
      programTitle: (c) => [c.programTitle],
      sponsor: (c) => [c.sponsor],
      credits: (c) => [c.credits],
      status: (c) => [c.status, c.rejectionStatus ?? ""],
      firstName: (c) => [c.user.firstName, c.user.lastName],
      lastName: (c) => [c.user.lastName, c.user.firstName],
    };
    const compare = (a: Array<string | number>, b: Array<string | number>) => {
      for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i]! < b[i]! ? -1 : 1;
      return 0;
    };
    for (const status of ["pending", "approved", "rejected", "all"]) {
      for (const sort of Object.keys(key)) {
        for (const dir of ["asc", "desc"] as const) {
          const sign = dir === "asc" ? 1 : -1;
          const expected = all
            .filter((c) => status === "all" || c.status === status)
            .sort((a, b) => sign * (compare(key[sort]!(a), key[sort]!(b)) || a.id - b.id))
            .map((c) => c.id);
          const first = await listAdminIndividualCeus(individualCeuListParams(url({ status, sort, dir, pageSize: "5" })));
          const second = await listAdminIndividualCeus(individualCeuListParams(url({ status, sort, dir, pageSize: "5", page: "2" })));
          expect(
            [...first.rows, ...second.rows].map((r) => r.id),
            `${status} ${sort} ${dir}`,
          ).toEqual(expected.slice(0, 10));
          expect(first.total).toBe(expected.length);
          // The CSV reads the same order in keyset chunks (3 rows each: ties cross chunk edges).
          const csv = await collectRows(individualCeuList, individualCeuListParams(url({ status, sort, dir })), 3);
          expect(
            csv.map((r) => r.id),
            `CSV ${status} ${sort} ${dir}`,
          ).toEqual(expected);
          const searched = await collectRows(individualCeuList, individualCeuListParams(url({ status, sort, dir, q: "Sponsor" })), 3);
          expect(
            searched.map((r) => r.id),
            `CSV search ${status} ${sort} ${dir}`,
          ).toEqual(expected);
        }
      }
    }
  }, 30_000);

  it("exports every matching row with the email for the CSV", async () => {
    const ref = await reference();
    const ana = await person({ firstName: "Ana", lastName: "Zephyr", email: "ana.z@example.org" });
    await holdsAfc(ref, ana.id);
    for (let i = 0; i < 13; i++) await individualCeu(ref, ana.id, { submittedAt: daysAgo(30 - i), programTitle: `Talk ${i}` });
    await individualCeu(ref, ana.id, { status: REVIEW_STATUS.approved, programTitle: "Old talk" });

    const rows = await allAdminIndividualCeuRows(individualCeuListParams(url()));
    expect(rows).toHaveLength(13);
    expect(INDIVIDUAL_CEU_CSV_HEADER).toContain("Email");
    expect(individualCeuCsvRow(rows[0]!)).toEqual([
      "Ana",
      "Zephyr",
      "ana.z@example.org",
      "Accredited Financial Counselor",
      "In Good Standing",
      "02/08/2026",
      "02/08/2026",
      "Talk 0",
      "Money Academy",
      "2",
      "Pending",
    ]);
  });
});

describe("group CEUs list", () => {
  it("lists only submitted pre-approvals, pending by default, earliest start first", async () => {
    const ref = await reference();
    const sponsor = await person({ firstName: "Sam", lastName: "Sponsor" });
    await groupCeu(ref, sponsor.id, { programTitle: "Later", startDate: daysAgo(-40) });
    await groupCeu(ref, sponsor.id, { programTitle: "Sooner", startDate: daysAgo(-10) });
    await groupCeu(ref, sponsor.id, { programTitle: "In the cart", submittedAt: null, startDate: daysAgo(-5) });
    await groupCeu(ref, sponsor.id, { programTitle: "Done", status: REVIEW_STATUS.approved, completionCode: "DONE2026" });

    const list = await groupCeuList.source.page(groupCeuListParams(url()));
    expect(list.rows.map((r) => r.programTitle)).toEqual(["Sooner", "Later"]);
    expect(list.rows[0]).toMatchObject({
      firstName: "Sam",
      lastName: "Sponsor",
      startDate: "03/20/2026",
      credits: "3",
      sponsor: "Conference Partners",
      statusLabel: "Pending",
    });

    const all = await groupCeuList.source.page(groupCeuListParams(url({ status: "all" })));
    expect(all.rows.map((r) => r.programTitle).sort()).toEqual(["Done", "Later", "Sooner"]);
    expect((await groupCeuList.source.page(groupCeuListParams(url({ status: "all", q: "cart" })))).total).toBe(0);
    expect(
      (await groupCeuList.source.page(groupCeuListParams(url({ sort: "programTitle", dir: "desc" })))).rows.map((r) => r.programTitle),
    ).toEqual(["Sooner", "Later"]);
    expect((await allAdminGroupCeuRows(groupCeuListParams(url({ q: "later" })))).map(groupCeuCsvRow)).toEqual([
      ["Sam", "Sponsor", sponsor.email, "04/19/2026", "Later", "Conference Partners", "3", "Pending"],
    ]);
  });
});

describe("review pages", () => {
  it("shows the owner's active flags only, the linked pre-approval and the reviews", async () => {
    const ref = await reference();
    const admin = await person({ firstName: "Ada", lastName: "Admin", role: ROLE.admin });
    const member = await person({ firstName: "Mo", lastName: "Member" });
    await db.userFlag.create({ data: { userId: member.id, reason: "Chargeback on file", active: true } });
    await db.userFlag.create({ data: { userId: member.id, reason: "Duplicate account", active: true } });
    await db.userFlag.create({ data: { userId: member.id, reason: "Resolved long ago", active: false } });
    const group = await groupCeu(ref, admin.id, {
      status: REVIEW_STATUS.approved,
      programTitle: "Regional Conference",
      completionCode: "RC2026AA",
    });
    const ceu = await individualCeu(ref, member.id, { preapprovedCreditId: group.id });
    await db.ceuReview.create({
      data: {
        individualCeuId: ceu.id,
        reviewerId: admin.id,
        approved: false,
        status: REJECTION_STATUS.needsMoreInformation,
        message: "<p>Add the certificate.</p>",
        createdAt: new Date("2026-02-01T19:05:00Z"),
      },
    });

    const review = await getIndividualCeuReview(ceu.id);
    expect(review?.frame.flags).toEqual(["Chargeback on file", "Duplicate account"]);
    expect(review?.preapproved).toEqual({ id: group.id, title: "Regional Conference" });
    expect(review?.frame.owner).toEqual({
      id: member.id,
      name: "Mo Member",
      email: member.email,
      href: `/admin/users/${member.id}`,
      militarySpouse: false,
    });
    expect(review?.frame.reviews).toEqual([
      {
        key: expect.any(Number),
        date: "02/01/2026 2:05 PM",
        reviewer: "Ada Admin",
        messageHtml: "<p>Add the certificate.</p>",
        status: "Needs more information",
        tone: "danger",
      },
    ]);
    expect(await getIndividualCeuReview(ceu.id + 100)).toBeNull();

    const groupReview = await getGroupCeuReview(group.id);
    expect(groupReview).toMatchObject({
      completionCode: "RC2026AA",
      canApprove: false,
      canReject: false,
      frame: { status: { label: "Approved" }, flags: [], decisions: { approve: null, reject: null } },
    });
    expect(await getGroupCeuReview(group.id + 100)).toBeNull();
  });
});

describe("decisions", () => {
  async function setup() {
    const ref = await reference();
    const admin = await person({ firstName: "Ada", lastName: "Admin", role: ROLE.admin });
    const member = await person({ firstName: "Mo", lastName: "Member" });
    const approveTpl = await db.messageTemplate.create({
      data: { category: MESSAGE_TEMPLATE_CATEGORY.ceuApproval, title: "Approved", body: "<p>Your CEU has been approved.</p>" },
    });
    const rejectTpl = await db.messageTemplate.create({
      data: {
        category: MESSAGE_TEMPLATE_CATEGORY.ceuRejection,
        title: "Missing certificate",
        body: "<p>Please upload the certificate.</p>",
      },
    });
    return { ref, admin, member, approveTpl, rejectTpl };
  }

  it("approves an individual CEU: a review, the CEU approved, an audit event, a notification and an email", async () => {
    const { ref, admin, member, approveTpl } = await setup();
    const ceu = await individualCeu(ref, member.id, { programTitle: "Debt Counseling 101" });

    expect(
      await approveIndividualCeu(
        { actor: adminActor(admin.id), id: ceu.id, selectedMessages: [approveTpl.id], message: "Well done & thanks" },
        NOW,
      ),
    ).toEqual({ ok: true });

    expect(await db.individualCeu.findUniqueOrThrow({ where: { id: ceu.id } })).toMatchObject({
      status: REVIEW_STATUS.approved,
      approved: true,
      rejectionStatus: null,
    });
    const reviews = await db.ceuReview.findMany({ where: { individualCeuId: ceu.id } });
    expect(reviews).toEqual([
      expect.objectContaining({
        reviewerId: admin.id,
        approved: true,
        status: "approved",
        message: "<p>Your CEU has been approved.</p>\n<p>Well done &amp; thanks</p>",
      }),
    ]);
    expect(await db.auditEvent.findMany({ where: { entityType: "IndividualCeu", entityId: ceu.id } })).toEqual([
      expect.objectContaining({ actorId: admin.id, action: "individualCeu.approve" }),
    ]);
    const notes = await db.notification.findMany({ where: { userId: member.id } });
    expect(notes).toEqual([expect.objectContaining({ title: "CEU approved", url: `/ceus/individual/${ceu.id}` })]);
    expect(notes[0]!.message).toContain('"Debt Counseling 101"');
    expect(notes[0]!.message).toContain("Well done & thanks");
    const mails = await db.emailMessage.findMany({ where: { to: member.email } });
    expect(mails).toEqual([expect.objectContaining({ template: "ceu_approved", subject: 'Your CEU "Debt Counseling 101" was approved' })]);
    expect((await getIndividualCeuReview(ceu.id))?.frame.reviews.map((r) => r.status)).toEqual(["Approved"]);

    // Approving again is refused and changes nothing.
    expect(await approveIndividualCeu({ actor: adminActor(admin.id), id: ceu.id, selectedMessages: [], message: null }, NOW)).toEqual({
      ok: false,
      message: CEU_REVIEW_MESSAGES.alreadyApproved,
    });
    expect(await db.ceuReview.count()).toBe(1);
  });

  it("needs a rejection status, stores it, refuses to reject an approved CEU and lets a rejected one be approved", async () => {
    const { ref, admin, member, rejectTpl } = await setup();
    const noStatus = new FormData();
    noStatus.append("selectedMessages", String(rejectTpl.id));
    const missing = parseWithZod(noStatus, { schema: CeuRejectSchema });
    expect(missing.status).toBe("error");
    expect(missing.reply().error?.status).toEqual(["You must select a step"]);
    const withStatus = new FormData();
    withStatus.append("status", REJECTION_STATUS.insufficientDocumentation);
    withStatus.append("selectedMessages", String(rejectTpl.id));
    const parsed = parseWithZod(withStatus, { schema: CeuRejectSchema });
    if (parsed.status !== "success") throw new Error("expected success");

    const ceu = await individualCeu(ref, member.id, { programTitle: "Payday Loans" });
    expect(await rejectIndividualCeu({ actor: adminActor(admin.id), id: ceu.id, ...parsed.value }, NOW)).toEqual({ ok: true });
    expect(await db.individualCeu.findUniqueOrThrow({ where: { id: ceu.id } })).toMatchObject({
      status: REVIEW_STATUS.rejected,
      approved: false,
      rejectionStatus: REJECTION_STATUS.insufficientDocumentation,
    });
    expect(await db.ceuReview.findFirstOrThrow({ where: { individualCeuId: ceu.id } })).toMatchObject({
      approved: false,
      status: REJECTION_STATUS.insufficientDocumentation,
      message: "<p>Please upload the certificate.</p>",
    });
    expect(await db.auditEvent.findMany({ where: { entityType: "IndividualCeu", entityId: ceu.id } })).toEqual([
      expect.objectContaining({
        actorId: admin.id,
        action: "individualCeu.reject",
        after: expect.objectContaining({
          status: REVIEW_STATUS.rejected,
          rejectionStatus: REJECTION_STATUS.insufficientDocumentation,
          selectedMessages: [rejectTpl.id],
        }),
      }),
    ]);
    const rejectedReview = await getIndividualCeuReview(ceu.id);
    expect(rejectedReview).toMatchObject({
      frame: { status: { label: "Insufficient documentation" } },
      canApprove: true,
      canReject: false,
    });
    expect(rejectedReview?.frame.reviews.map((r) => r.status)).toEqual(["Insufficient documentation"]);
    const note = await db.notification.findFirstOrThrow({ where: { userId: member.id } });
    expect(note.title).toBe("CEU not approved");
    expect(note.message).toContain("Insufficient documentation");
    expect(note.message).toContain("Please upload the certificate.");
    expect(await db.emailMessage.count({ where: { to: member.email, template: "ceu_rejected" } })).toBe(1);

    // Rejected twice? No: only a pending CEU can be rejected.
    expect(
      await rejectIndividualCeu(
        { actor: adminActor(admin.id), id: ceu.id, status: REJECTION_STATUS.notRelevant, selectedMessages: [], message: null },
        NOW,
      ),
    ).toEqual({
      ok: false,
      message: CEU_REVIEW_MESSAGES.notPending,
    });
    // A rejected CEU can still be approved, and then no longer rejected.
    expect(await approveIndividualCeu({ actor: adminActor(admin.id), id: ceu.id, selectedMessages: [], message: null }, NOW)).toEqual({
      ok: true,
    });
    expect(await db.individualCeu.findUniqueOrThrow({ where: { id: ceu.id } })).toMatchObject({
      status: REVIEW_STATUS.approved,
      approved: true,
      rejectionStatus: null,
    });
    expect(
      await rejectIndividualCeu(
        { actor: adminActor(admin.id), id: ceu.id, status: REJECTION_STATUS.notRelevant, selectedMessages: [], message: null },
        NOW,
      ),
    ).toEqual({
      ok: false,
      message: CEU_REVIEW_MESSAGES.notPending,
    });
    expect(await db.ceuReview.count({ where: { individualCeuId: ceu.id } })).toBe(2);
    expect(await approveIndividualCeu({ actor: adminActor(admin.id), id: 99999, selectedMessages: [], message: null }, NOW)).toEqual({
      ok: false,
      message: CEU_REVIEW_MESSAGES.notFound,
    });
  });

  it("approving a group CEU issues a unique completion code (retrying on a collision) and tells the sponsor", async () => {
    const { ref, admin, member } = await setup();
    await groupCeu(ref, admin.id, { status: REVIEW_STATUS.approved, completionCode: "TAKEN234" });
    const group = await groupCeu(ref, member.id, { programTitle: "Youth Finance Day" });
    const codes = ["TAKEN234", "FRESH567"];
    expect(
      await approveGroupCeu({ actor: adminActor(admin.id), id: group.id, selectedMessages: [], message: null }, NOW, () => codes.shift()!),
    ).toEqual({ ok: true });

    const saved = await db.groupCeu.findUniqueOrThrow({ where: { id: group.id } });
    expect(saved).toMatchObject({ status: REVIEW_STATUS.approved, approved: true, completionCode: "FRESH567" });
    expect(await db.ceuReview.findMany({ where: { groupCeuId: group.id } })).toEqual([
      expect.objectContaining({ approved: true, status: "approved", reviewerId: admin.id }),
    ]);
    expect(await db.auditEvent.count({ where: { entityType: "GroupCeu", entityId: group.id, action: "groupCeu.approve" } })).toBe(1);
    const note = await db.notification.findFirstOrThrow({ where: { userId: member.id } });
    expect(note).toMatchObject({ title: "CEU pre-approval approved", url: `/ceus/group/${group.id}` });
    expect(note.message).toContain("FRESH567");
    expect(await db.emailMessage.count({ where: { to: member.email, template: "group_ceu_approved" } })).toBe(1);
    expect(await getGroupCeuReview(group.id)).toMatchObject({ completionCode: "FRESH567", frame: { status: { label: "Approved" } } });

    // The real generator: 8 characters of the unambiguous alphabet, different each time.
    const generated = Array.from({ length: 50 }, () => randomCompletionCode());
    for (const code of generated) {
      expect(code).toHaveLength(8);
      expect([...code].every((ch) => COMPLETION_CODE_ALPHABET.includes(ch))).toBe(true);
    }
    expect(new Set(generated).size).toBe(50);
    const other = await groupCeu(ref, member.id, { programTitle: "Another" });
    await approveGroupCeu({ actor: adminActor(admin.id), id: other.id, selectedMessages: [], message: null }, NOW);
    expect((await db.groupCeu.findUniqueOrThrow({ where: { id: other.id } })).completionCode).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
  });

  it("keeps a group CEU's existing code, rejects only pending submitted ones and never decides one still in the cart", async () => {
    const { ref, admin, member } = await setup();
    const withCode = await groupCeu(ref, member.id, { completionCode: "KEEPME22" });
    expect(await approveGroupCeu({ actor: adminActor(admin.id), id: withCode.id, selectedMessages: [], message: null }, NOW)).toEqual({
      ok: true,
    });
    expect((await db.groupCeu.findUniqueOrThrow({ where: { id: withCode.id } })).completionCode).toBe("KEEPME22");
    expect(
      await rejectGroupCeu(
        { actor: adminActor(admin.id), id: withCode.id, status: REJECTION_STATUS.notRelevant, selectedMessages: [], message: null },
        NOW,
      ),
    ).toEqual({
      ok: false,
      message: CEU_REVIEW_MESSAGES.notPending,
    });

    const pending = await groupCeu(ref, member.id, { programTitle: "Dubious" });
    expect(
      await rejectGroupCeu(
        {
          actor: adminActor(admin.id),
          id: pending.id,
          status: REJECTION_STATUS.duplicateSubmission,
          selectedMessages: [],
          message: "Already submitted.",
        },
        NOW,
      ),
    ).toEqual({ ok: true });
    expect(await db.groupCeu.findUniqueOrThrow({ where: { id: pending.id } })).toMatchObject({
      status: REVIEW_STATUS.rejected,
      approved: false,
      rejectionStatus: REJECTION_STATUS.duplicateSubmission,
      completionCode: null,
    });
    expect(await getGroupCeuReview(pending.id)).toMatchObject({
      frame: { status: { label: "Duplicate submission" } },
      canApprove: true,
      canReject: false,
    });
    expect((await db.notification.findMany({ where: { userId: member.id }, orderBy: { id: "asc" } })).map((n) => n.title)).toEqual([
      "CEU pre-approval approved",
      "CEU pre-approval not approved",
    ]);

    const inCart = await groupCeu(ref, member.id, { submittedAt: null });
    expect(await approveGroupCeu({ actor: adminActor(admin.id), id: inCart.id, selectedMessages: [], message: null }, NOW)).toEqual({
      ok: false,
      message: CEU_REVIEW_MESSAGES.notSubmitted,
    });
    expect(
      await rejectGroupCeu(
        { actor: adminActor(admin.id), id: inCart.id, status: REJECTION_STATUS.notRelevant, selectedMessages: [], message: null },
        NOW,
      ),
    ).toEqual({
      ok: false,
      message: CEU_REVIEW_MESSAGES.notSubmitted,
    });
    expect(await getGroupCeuReview(inCart.id)).toMatchObject({
      frame: { status: { label: "Not Submitted" }, decisions: { approve: null, reject: null } },
      canApprove: false,
      canReject: false,
    });
    expect(await db.groupCeu.findUniqueOrThrow({ where: { id: inCart.id } })).toMatchObject({
      status: REVIEW_STATUS.pending,
      completionCode: null,
    });
  });
});
