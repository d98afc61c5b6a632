import fs from "node:fs";
import { beforeEach, describe, expect, it } from "vitest";
import {
  approvedCertificationExtension,
  approvedGroupCeu,
  approvedIndividualCeu,
  certifiedInGoodStanding,
  createAdmin,
  createMember,
  createReportingPeriod,
  creditType,
  pendingIndividualCeu,
  rejectedIndividualCeu,
} from "../../../tests/factories/index.ts";
import { resetDatabase } from "../../../tests/setup/db.ts";
import { useTemporaryUploadsDir } from "../../../tests/setup/uploads.ts";
import { MEDIA_KIND, REJECTION_STATUS, REVIEW_STATUS } from "~/domain/constants.ts";
import { CEU_MESSAGES } from "~/features/ceus/rules.ts";
import { db } from "~/lib/db.server.ts";
import { adminActor, memberActor } from "~/lib/actor.ts";
import { ceuSummary, findPreapprovedCredit } from "./ceu-summary.server.ts";
import { CEU_FILE_MESSAGES, loadIndividualCeuForm, type IndividualCeuValues } from "./individual-form.server.ts";
import { submitIndividualCeuForm, type IndividualCeuPost } from "./individual-submit.server.ts";

const dir = useTemporaryUploadsDir("ceus");
beforeEach(async () => {
  await resetDatabase();
  fs.rmSync(dir, { recursive: true, force: true });
});

// Saturday 2026-11-21, 10:00 in New York.
const now = new Date("2026-11-21T15:00:00Z");
const ny = (y: number, m: number, d: number) => new Date(Date.UTC(y, m - 1, d, 5));
const PDF = new TextEncoder().encode("%PDF-1.4\n1 0 obj << >> endobj\n%%EOF\n");

/** The credit types and reporting periods, Cal certified (the AFC, 30 credits) in the current period, Oda and an admin. */
async function world() {
  const general = await creditType("General");
  const ethics = await creditType("Ethics");
  const old = await createReportingPeriod({ name: "2023-2024", start: ny(2023, 1, 1), end: ny(2024, 12, 31), status: "closed" });
  const current = await createReportingPeriod({ name: "2025-2026", start: ny(2025, 1, 1), end: ny(2026, 12, 31), status: "current" });
  const upcoming = await createReportingPeriod({ name: "2027-2028", start: ny(2027, 1, 1), end: ny(2028, 12, 31) });
  const hidden = await createReportingPeriod({ name: "2018", start: ny(2018, 1, 1), end: ny(2018, 12, 31), reportable: false });
  const user = await createMember({ firstName: "Cal", lastName: "Counselor" });
  const other = await createMember({ firstName: "Oda", lastName: "Other" });
  const admin = await createAdmin({ firstName: "Ada", lastName: "Admin" });
  const { userCertification } = await certifiedInGoodStanding(user.id, { reportingPeriodId: current.id, now });
  const cert = { id: userCertification.certificationId };
  return { general, ethics, old, current, upcoming, hidden, cert, user, other, admin };
}

/** The CEUs' files (Cal's registration has its own: the pathway's coursework). */
const CEU_FILES = { where: { individualCeuId: { not: null } } };

type World = Awaited<ReturnType<typeof world>>;

function post(fields: Record<string, string | File>) {
  const fd = new FormData();
  for (const [k, v] of Object.entries(fields)) fd.append(k, v);
  return new Request("http://localhost/ceus/individual/new", { method: "POST", body: fd });
}

function validFields(w: World, over: Record<string, string | File> = {}): Record<string, string | File> {
  return {
    reportingPeriodId: String(w.current.id),
    completionDate: "2026-03-02",
    credits: "1.5",
    creditTypeId: String(w.general.id),
    programTitle: "Budgeting Basics",
    sponsor: "NFCC",
    programDescription: "A webinar on spending plans.",
    programAgenda: "1 hour talk",
    verified: "on",
    ...over,
  };
}

/** The form again (the post did not save): its status, Conform's result, the notice and the values shown. */
function asForm(posted: IndividualCeuPost) {
  if (posted.kind !== "reply") throw new Error(`expected the form again, got ${posted.kind}`);
  const reply = posted.reply.data;
  return { status: posted.reply.init?.status ?? 200, answer: { ...reply, values: reply.result.initialValue as IndividualCeuValues } };
}

/** Oda's Regional Conference, pre-approved with this completion code: 3 ethics credits on 02/01-02/02/2026. */
async function approvedGroup(w: World, code = "RFCC-2026") {
  const { groupCeu } = await approvedGroupCeu(w.other.id, {
    credits: 3,
    creditTypeId: w.ethics.id,
    programTitle: "Regional Conference",
    sponsor: "League of Credit Unions",
    programDescription: "Two tracks of talks.",
    programAgenda: "9:00 Welcome",
    contactEmail: "events@example.org",
    completionCode: code,
    startDate: ny(2026, 2, 1),
    endDate: ny(2026, 2, 2),
    paidAt: ny(2025, 12, 1),
    now,
  });
  return groupCeu;
}

describe("ceuSummary", () => {
  it("offers started reportable periods, defaults to the certification's, and totals approved credits", async () => {
    const w = await world();
    const ceu = (
      userId: number,
      reportingPeriodId: number,
      completionDate: Date,
      credits: number,
      creditTypeId: number,
      title: string,
    ) => ({
      reportingPeriodId,
      completionDate,
      credits,
      creditTypeId,
      programTitle: title,
      sponsor: "S",
      programDescription: "D",
      now,
    });
    await approvedIndividualCeu(w.user.id, ceu(w.user.id, w.current.id, ny(2025, 3, 1), 10, w.general.id, "A"));
    await pendingIndividualCeu(w.user.id, ceu(w.user.id, w.current.id, ny(2026, 3, 1), 2, w.ethics.id, "B"));
    await approvedIndividualCeu(w.user.id, ceu(w.user.id, w.old.id, ny(2024, 3, 1), 4, w.general.id, "C"));
    await approvedIndividualCeu(w.other.id, ceu(w.other.id, w.current.id, ny(2026, 3, 1), 9, w.general.id, "X"));
    const s = await ceuSummary(w.user.id, {}, now);
    expect(s.periods.map((p) => p.name)).toEqual(["2025-2026", "2023-2024"]);
    expect(s.period?.name).toBe("2025-2026");
    expect(s.credits.map((c) => c.programTitle)).toEqual(["B", "A"]);
    expect(s.totals).toMatchObject({ earned: 10, total: 30, remaining: 20, completion: 10 });
    expect(s.totals.byType).toEqual([expect.objectContaining({ earned: 0, minimum: 2, met: false })]);
    expect(s.credits[0]).toMatchObject({ statusLabel: "Pending", approved: false, completionDate: "03/01/2026" });

    const old = await ceuSummary(w.user.id, { periodId: w.old.id }, now);
    expect(old.period?.name).toBe("2023-2024");
    expect(old.totals.earned).toBe(4);
    // a period the user may not pick falls back to the default
    expect((await ceuSummary(w.user.id, { periodId: w.upcoming.id }, now)).period?.name).toBe("2025-2026");
    expect((await ceuSummary(w.user.id, { periodId: w.hidden.id }, now)).period?.name).toBe("2025-2026");
  });

  it("a member without a certification sees earned credits and no total", async () => {
    const w = await world();
    const s = await ceuSummary(w.other.id, {}, now);
    expect(s.certification).toBeNull();
    expect(s.totals.total).toBeNull();
  });
});

describe("completion codes", () => {
  it("finds an approved group CEU by its code in any case, never a pending one", async () => {
    const w = await world();
    const g = await approvedGroup(w);
    expect((await findPreapprovedCredit("  rfcc-2026 "))?.id).toBe(g.id);
    await db.groupCeu.update({ where: { id: g.id }, data: { status: REVIEW_STATUS.pending, approved: null } });
    expect(await findPreapprovedCredit("RFCC-2026")).toBeNull();
    expect(await findPreapprovedCredit("")).toBeNull();
  });

  it("applying fills and locks the fields; saving keeps the group CEU's values whatever was posted", async () => {
    const w = await world();
    const g = await approvedGroup(w);
    const base = validFields(w, {
      programTitle: "",
      sponsor: "",
      credits: "",
      creditTypeId: "",
      programDescription: "",
      programAgenda: "",
      completionCode: "rfcc-2026",
    });
    const applied = asForm(
      await submitIndividualCeuForm(
        post({ ...base, intent: "apply-code" }),
        { actor: memberActor(w.user.id), userId: w.user.id, ceuId: null },
        now,
      ),
    );
    expect(applied.status).toBe(200);
    expect(applied.answer.values).toMatchObject({
      programTitle: "Regional Conference",
      sponsor: "League of Credit Unions",
      credits: "3",
      creditTypeId: String(w.ethics.id),
      completionCode: "RFCC-2026",
      preapprovedCreditId: String(g.id),
    });
    expect(applied.answer.notice).toBe(CEU_MESSAGES.codeApplied);

    const saved = await submitIndividualCeuForm(
      post({ ...applied.answer.values, programTitle: "Something else", credits: "20", verified: "on" }),
      { actor: memberActor(w.user.id), userId: w.user.id, ceuId: null },
      now,
    );
    expect(saved.kind).toBe("saved");
    const ceu = await db.individualCeu.findFirstOrThrow({ where: { userId: w.user.id } });
    expect(ceu).toMatchObject({
      programTitle: "Regional Conference",
      credits: 3,
      creditTypeId: w.ethics.id,
      preapprovedCreditId: g.id,
      completionCode: "RFCC-2026",
      status: "pending",
      verified: true,
    });
  });

  it("an unknown code is refused, and a typed code that was not applied blocks saving", async () => {
    const w = await world();
    const unknown = asForm(
      await submitIndividualCeuForm(
        post(validFields(w, { completionCode: "NOPE", intent: "apply-code" })),
        { actor: memberActor(w.user.id), userId: w.user.id, ceuId: null },
        now,
      ),
    );
    expect(unknown.answer.result.error?.completionCode).toEqual([CEU_MESSAGES.codeNotFound]);
    const notApplied = asForm(
      await submitIndividualCeuForm(
        post(validFields(w, { completionCode: "RFCC-2026" })),
        { actor: memberActor(w.user.id), userId: w.user.id, ceuId: null },
        now,
      ),
    );
    expect(notApplied.status).toBe(400);
    expect(notApplied.answer.result.error?.completionCode).toEqual([CEU_MESSAGES.codeNotApplied]);
    // a forged link to a group CEU with another code is not accepted either
    const g = await approvedGroup(w, "OTHER-1");
    const forged = asForm(
      await submitIndividualCeuForm(
        post(validFields(w, { completionCode: "RFCC-2026", preapprovedCreditId: String(g.id) })),
        { actor: memberActor(w.user.id), userId: w.user.id, ceuId: null },
        now,
      ),
    );
    expect(forged.answer.result.error?.completionCode).toEqual([CEU_MESSAGES.codeNotApplied]);
    expect(await db.individualCeu.count()).toBe(0);
  });
});

describe("submitIndividualCeuForm", () => {
  it("an impossible date, a credit finer than a quarter, or a date before 2000 is a field error, and nothing is saved", async () => {
    const w = await world();
    const hidden2000 = await createReportingPeriod({ name: "Legacy", start: ny(1999, 1, 1), end: ny(2030, 1, 1) });
    const cases: Array<[Record<string, string>, string, string]> = [
      [{ completionDate: "2026-02-30" }, "completionDate", CEU_MESSAGES.invalidDate],
      [{ completionDate: "2026-13-01" }, "completionDate", CEU_MESSAGES.invalidDate],
      [{ completionDate: "2026-2-3" }, "completionDate", CEU_MESSAGES.invalidDate],
      [{ credits: "0.0001" }, "credits", CEU_MESSAGES.creditStep],
      [{ credits: "1.1" }, "credits", CEU_MESSAGES.creditStep],
      [{ credits: "1e400" }, "credits", "Please enter 100 credits or fewer."],
      [
        { reportingPeriodId: String(hidden2000.id), completionDate: "1999-12-31" },
        "completionDate",
        "Please enter a date on or after January 1, 2000.",
      ],
    ];
    for (const [over, field, message] of cases) {
      const out = asForm(
        await submitIndividualCeuForm(post(validFields(w, over)), { actor: memberActor(w.user.id), userId: w.user.id, ceuId: null }, now),
      );
      expect(out.status, JSON.stringify(over)).toBe(400);
      expect(out.answer.result.error?.[field], JSON.stringify(over)).toEqual([message]);
    }
    expect(await db.individualCeu.count()).toBe(0);
    const saved = await submitIndividualCeuForm(
      post(validFields(w, { credits: "1.25" })),
      { actor: memberActor(w.user.id), userId: w.user.id, ceuId: null },
      now,
    );
    expect(saved.kind).toBe("saved");
    expect((await db.individualCeu.findFirstOrThrow()).credits).toBe(1.25);
  });

  it("keeps what was typed on errors and asks for a chosen file again", async () => {
    const w = await world();
    const out = asForm(
      await submitIndividualCeuForm(
        post(
          validFields(w, {
            completionDate: "2024-12-31",
            verified: "",
            certificateFile: new File([PDF], "cert.pdf", { type: "application/pdf" }),
          }),
        ),
        { actor: memberActor(w.user.id), userId: w.user.id, ceuId: null },
        now,
      ),
    );
    expect(out.status).toBe(400);
    expect(out.answer.result.error).toMatchObject({
      completionDate: ["Please enter a date within 01/01/2025 and today"],
      verified: ["This field is required"],
      certificateFile: [CEU_FILE_MESSAGES.chooseAgain],
    });
    expect(out.answer.values.programTitle).toBe("Budgeting Basics");
    expect(await db.individualCeu.count()).toBe(0);
    expect(await db.media.count(CEU_FILES)).toBe(0);
  });

  it("creates a pending CEU with its agenda file instead of typed text, and refuses a file that is not a document", async () => {
    const w = await world();
    const bad = asForm(
      await submitIndividualCeuForm(
        post(validFields(w, { programAgenda: "", agendaFile: new File([new TextEncoder().encode("MZ not a pdf")], "agenda.exe") })),
        { actor: memberActor(w.user.id), userId: w.user.id, ceuId: null },
        now,
      ),
    );
    expect(bad.answer.result.error?.agendaFile).toEqual([CEU_FILE_MESSAGES.type]);
    const saved = await submitIndividualCeuForm(
      post(validFields(w, { programAgenda: "", agendaFile: new File([PDF], "agenda.pdf", { type: "application/pdf" }) })),
      { actor: memberActor(w.user.id), userId: w.user.id, ceuId: null },
      now,
    );
    expect(saved).toMatchObject({ kind: "saved", periodId: w.current.id, message: CEU_MESSAGES.submitted });
    const ceu = await db.individualCeu.findFirstOrThrow({ where: { userId: w.user.id }, include: { media: true } });
    expect(ceu).toMatchObject({ status: "pending", approved: null, credits: 1.5, verified: true, programAgenda: null });
    expect(ceu.media).toEqual([
      expect.objectContaining({ kind: MEDIA_KIND.programAgenda, originalName: "agenda.pdf", mimeType: "application/pdf" }),
    ]);

    // delete the file from the edit page
    const deleted = asForm(
      await submitIndividualCeuForm(
        post({ ...validFields(w), deleteMediaId: String(ceu.media[0]!.id) }),
        { actor: memberActor(w.user.id), userId: w.user.id, ceuId: ceu.id },
        now,
      ),
    );
    expect(deleted.answer.notice).toBe(CEU_MESSAGES.fileDeleted);
    expect(await db.media.count(CEU_FILES)).toBe(0);
  });

  it("takes an agenda and a certificate together, and refuses a file over 10 MB on its field", async () => {
    const w = await world();
    const big = new Uint8Array(10 * 1024 * 1024 + 1);
    big.set(PDF);
    const tooBig = asForm(
      await submitIndividualCeuForm(
        post(validFields(w, { certificateFile: new File([big], "huge.pdf") })),
        { actor: memberActor(w.user.id), userId: w.user.id, ceuId: null },
        now,
      ),
    );
    expect(tooBig.answer.result.error?.certificateFile).toEqual(["Files may be at most 10 MB each."]);
    const six = new Uint8Array(6 * 1024 * 1024);
    six.set(PDF);
    const saved = await submitIndividualCeuForm(
      post(validFields(w, { agendaFile: new File([six], "agenda.pdf"), certificateFile: new File([six], "certificate.pdf") })),
      { actor: memberActor(w.user.id), userId: w.user.id, ceuId: null },
      now,
    );
    expect(saved.kind).toBe("saved");
    expect((await db.media.findMany({ ...CEU_FILES, orderBy: { id: "asc" } })).map((m) => m.kind)).toEqual([
      MEDIA_KIND.programAgenda,
      MEDIA_KIND.creditCompletionCertificate,
    ]);
  });

  it("another member's CEU is not found, to load or to change", async () => {
    const w = await world();
    const ceu = await pendingIndividualCeu(w.other.id, {
      reportingPeriodId: w.current.id,
      completionDate: ny(2026, 3, 1),
      credits: 1,
      creditTypeId: w.general.id,
      programTitle: "Theirs",
      sponsor: "S",
      programDescription: "D",
      now,
    });
    expect(await loadIndividualCeuForm({ ceuId: ceu.id, userId: w.user.id, admin: false }, now)).toBeNull();
    await expect(
      submitIndividualCeuForm(post(validFields(w)), { actor: memberActor(w.user.id), userId: w.user.id, ceuId: ceu.id }, now),
    ).rejects.toMatchObject({ status: 404 });
    expect((await db.individualCeu.findUniqueOrThrow({ where: { id: ceu.id } })).programTitle).toBe("Theirs");
  });

  it("a rejected CEU with reviews is resubmitted; an approved one is read-only for the member but editable by an admin", async () => {
    const w = await world();
    const { ceu } = await rejectedIndividualCeu(w.user.id, {
      reportingPeriodId: w.current.id,
      completionDate: ny(2026, 3, 1),
      credits: 8,
      creditTypeId: w.general.id,
      programTitle: "Real Estate Bootcamp",
      sponsor: "WealthNow",
      programDescription: "D",
      programAgenda: "A",
      rejectionStatus: REJECTION_STATUS.notRelevant,
      submittedAt: ny(2026, 4, 1),
      reviewerId: w.admin.id,
      message: "<p>Not relevant</p>",
      now,
    });
    const form = await loadIndividualCeuForm({ ceuId: ceu.id, userId: w.user.id, admin: false }, now);
    expect(form).toMatchObject({ rejected: true, hasReviews: true, readOnly: false, statusLabel: "Not relevant to the field" });
    expect(form?.reviews[0]).toMatchObject({ statusLabel: "Not relevant to the field", messageHtml: "<p>Not relevant</p>" });

    const resubmitted = await submitIndividualCeuForm(
      post(validFields(w, { programTitle: "Debt Counseling Workshop" })),
      { actor: memberActor(w.user.id), userId: w.user.id, ceuId: ceu.id },
      now,
    );
    expect(resubmitted).toMatchObject({ kind: "saved", message: CEU_MESSAGES.resubmitted });
    const after = await db.individualCeu.findUniqueOrThrow({ where: { id: ceu.id } });
    expect(after).toMatchObject({ status: "pending", approved: null, rejectionStatus: null, programTitle: "Debt Counseling Workshop" });
    expect(after.submittedAt.getTime()).toBe(now.getTime());

    await db.individualCeu.update({ where: { id: ceu.id }, data: { status: REVIEW_STATUS.approved, approved: true } });
    expect((await loadIndividualCeuForm({ ceuId: ceu.id, userId: w.user.id, admin: false }, now))?.readOnly).toBe(true);
    const refused = asForm(
      await submitIndividualCeuForm(
        post(validFields(w, { credits: "9" })),
        { actor: memberActor(w.user.id), userId: w.user.id, ceuId: ceu.id },
        now,
      ),
    );
    expect(refused.status).toBe(409);
    expect(refused.answer.result.error?.[""]).toEqual([CEU_MESSAGES.approvedLocked]);

    const adminForm = await loadIndividualCeuForm({ ceuId: ceu.id, userId: w.user.id, admin: true }, now);
    expect(adminForm?.readOnly).toBe(false);
    const adminSave = await submitIndividualCeuForm(
      post(validFields(w, { credits: "6", verified: "" })),
      { actor: adminActor(w.admin.id), userId: w.user.id, ceuId: ceu.id },
      now,
    );
    expect(adminSave).toMatchObject({ kind: "saved", message: CEU_MESSAGES.saved });
    expect(await db.individualCeu.findUniqueOrThrow({ where: { id: ceu.id } })).toMatchObject({ credits: 6, status: "approved" });
    expect(await db.auditEvent.count({ where: { action: "individualCeu.update", actorId: w.admin.id, entityId: ceu.id } })).toBe(1);
  });

  it("a CEU of a period that has ended is closed to the member unless an extension is approved; an admin still edits it", async () => {
    const w = await world();
    const ceu = await pendingIndividualCeu(w.user.id, {
      reportingPeriodId: w.hidden.id,
      completionDate: ny(2018, 3, 1),
      credits: 1,
      creditTypeId: w.general.id,
      programTitle: "Old",
      sponsor: "S",
      programDescription: "D",
      programAgenda: "A",
      now,
    });
    const edit = () =>
      submitIndividualCeuForm(
        post(validFields(w, { reportingPeriodId: String(w.hidden.id), completionDate: "2017-07-01" })),
        { actor: memberActor(w.user.id), userId: w.user.id, ceuId: ceu.id },
        now,
      );
    const closed = await loadIndividualCeuForm({ ceuId: ceu.id, userId: w.user.id, admin: false }, now);
    expect(closed).toMatchObject({ readOnly: true, closedMessage: CEU_MESSAGES.periodClosed });
    const refused = await edit();
    expect(refused.kind).toBe("reply");
    // A new CEU cannot be put in an ended period either.
    const fresh = await loadIndividualCeuForm({ ceuId: null, userId: w.user.id, admin: false }, now);
    expect(fresh?.periods.map((p) => p.label)).not.toContain("2018");
    // The admin edits it as before.
    const admin = await loadIndividualCeuForm({ ceuId: ceu.id, userId: w.user.id, admin: true }, now);
    expect(admin).toMatchObject({ readOnly: false, closedMessage: null });

    const held = await db.userCertification.findFirst({ where: { userId: w.user.id } });
    const userCertification = held ?? (await certifiedInGoodStanding(w.user.id, { now })).userCertification;
    await approvedCertificationExtension(w.user.id, userCertification.id, { now });
    const open = await loadIndividualCeuForm({ ceuId: ceu.id, userId: w.user.id, admin: false }, now);
    expect(open).toMatchObject({ readOnly: false, closedMessage: null });
    expect(open?.periods.map((p) => p.label)).toContain("2018");
    expect((await edit()).kind).toBe("saved");
  });
});
