import { describe, expect, it } from "vitest";
import { CERTIFICATION_STATUS, EXAM_RESULT, EXPIRATION_STATUS, REGISTRATION_STATUS } from "~/domain/constants.ts";
import {
  certificationCard,
  examProgress,
  extensionStatus,
  formatCertificationCard,
  type CardCertification,
  type CardRegistration,
} from "./certification-card.ts";

// 2026-11-21 10:00 in New York.
const now = new Date("2026-11-21T15:00:00Z");
const day = (iso: string) => new Date(`${iso}T17:00:00Z`); // noon in New York

function cert(over: Partial<CardCertification> = {}): CardCertification {
  return {
    name: "Accredited Financial Counselor",
    status: CERTIFICATION_STATUS.goodStanding,
    reportingPeriodEnd: day("2026-12-31"),
    expiresAt: null,
    credentialUrl: null,
    ...over,
  };
}

function reg(over: Partial<CardRegistration> = {}): CardRegistration {
  return {
    certificationName: "Accredited Financial Counselor",
    status: REGISTRATION_STATUS.postRegistration,
    expirationStatus: null,
    deadline: day("2028-07-01"),
    requiredHours: 1000,
    inCart: false,
    approvedExperienceHours: 640,
    latestExam: { result: null, paid: true },
    ethicsSigned: true,
    latestExtension: null,
    ...over,
  };
}

describe("certification card, in the spec's order", () => {
  it("1. shows the certificate with its status and reporting period end for a certification that is not revoked", () => {
    const card = certificationCard({ certifications: [cert()], registration: reg({ inCart: true }) }, now);
    expect(card).toMatchObject({
      step: 1,
      kind: "certificate",
      statusLabel: "In Good Standing",
      tone: "success",
      reportingPeriodEnd: day("2026-12-31"),
    });
    const lapsed = certificationCard({ certifications: [cert({ status: CERTIFICATION_STATUS.lapsedCeus })], registration: null }, now);
    expect(lapsed).toMatchObject({ step: 1, statusLabel: "Lapsed for CEUs", tone: "warning" });
  });

  it("1. prefers a held certification over a revoked one", () => {
    const card = certificationCard(
      {
        certifications: [
          cert({ name: "Old", status: CERTIFICATION_STATUS.revoked }),
          cert({ name: "Financial Fitness Coach", status: CERTIFICATION_STATUS.lapsedPayment }),
        ],
        registration: null,
      },
      now,
    );
    expect(card).toMatchObject({ step: 1, name: "Financial Fitness Coach", statusLabel: "Lapsed for Payment" });
  });

  it("1. warns when the certification expires within 90 days, not before and not after", () => {
    const soon = certificationCard({ certifications: [cert({ expiresAt: day("2027-02-19") })], registration: null }, now); // 90 days
    expect(soon).toMatchObject({ expiresSoonOn: day("2027-02-19") });
    const later = certificationCard({ certifications: [cert({ expiresAt: day("2027-02-20") })], registration: null }, now); // 91 days
    expect(later).toMatchObject({ expiresSoonOn: null });
    const past = certificationCard({ certifications: [cert({ expiresAt: day("2026-11-20") })], registration: null }, now);
    expect(past).toMatchObject({ expiresSoonOn: null });
  });

  it("2. prompts checkout when the registration has items in the cart", () => {
    const card = certificationCard(
      { certifications: [], registration: reg({ status: REGISTRATION_STATUS.preRegistration, inCart: true }) },
      now,
    );
    expect(card).toEqual({ step: 2, kind: "in_cart", name: "Accredited Financial Counselor" });
  });

  it("3. shows the registration under review in each approval status, with final-application wording at final approval", () => {
    for (const status of [
      REGISTRATION_STATUS.registrationApproval,
      REGISTRATION_STATUS.moduleApproval,
      REGISTRATION_STATUS.experienceApproval,
    ]) {
      expect(certificationCard({ certifications: [], registration: reg({ status }) }, now), status).toMatchObject({
        step: 3,
        finalApplication: false,
      });
    }
    expect(certificationCard({ certifications: [], registration: reg({ status: REGISTRATION_STATUS.finalApproval }) }, now)).toMatchObject({
      step: 3,
      kind: "under_review",
      finalApplication: true,
    });
  });

  it("4. offers an extension request within 6 months of expiry, and not after", () => {
    const within = certificationCard(
      {
        certifications: [],
        registration: reg({ expirationStatus: EXPIRATION_STATUS.expiredWithoutExtension, deadline: day("2026-05-21") }),
      },
      now,
    );
    expect(within).toMatchObject({ step: 4, kind: "expired", canRequestExtension: true, requestBy: new Date("2026-11-22T04:59:59.999Z") });
    const closed = certificationCard(
      {
        certifications: [],
        registration: reg({ expirationStatus: EXPIRATION_STATUS.expiredWithoutExtension, deadline: day("2026-05-20") }),
      },
      now,
    );
    expect(closed).toMatchObject({ step: 4, canRequestExtension: false });
  });

  it("5. shows an extension in the cart (check out first) or received and under review", () => {
    const expired = { expirationStatus: EXPIRATION_STATUS.expiredWithExtension, deadline: day("2026-10-01") };
    const inCart = certificationCard(
      {
        certifications: [],
        registration: reg({ ...expired, latestExtension: { submittedAt: null, approved: null, deadline: day("2027-04-01") } }),
      },
      now,
    );
    expect(inCart).toMatchObject({ step: 5, kind: "extension", extension: "in_cart" });
    const pending = certificationCard(
      {
        certifications: [],
        registration: reg({ ...expired, latestExtension: { submittedAt: day("2026-11-01"), approved: null, deadline: day("2027-04-01") } }),
      },
      now,
    );
    expect(pending).toMatchObject({ step: 5, extension: "pending", newDeadline: day("2027-04-01") });
  });

  it("5. shows a rejected extension; an approved one reopens progress until the new deadline", () => {
    const expired = { expirationStatus: EXPIRATION_STATUS.expiredWithExtension, deadline: day("2027-04-01") };
    const decided = (approved: boolean, deadline = day("2027-04-01")) =>
      certificationCard(
        {
          certifications: [],
          registration: reg({ ...expired, deadline, latestExtension: { submittedAt: day("2026-11-01"), approved, deadline } }),
        },
        now,
      );
    expect(decided(false)).toMatchObject({ step: 5, extension: "rejected" });
    expect(decided(true)).toMatchObject({ step: 6, kind: "progress", extensionApproved: true, deadline: day("2027-04-01") });
    // Past the extended deadline: expired again, no second extension.
    expect(decided(true, day("2026-10-01"))).toMatchObject({ step: 5, extension: "approved" });
  });

  it("4. reads a registration whose deadline day has ended in New York as expired without extension", () => {
    // now is 2026-11-21 10:00 in New York: a deadline of the 20th has passed, the 21st has not.
    expect(certificationCard({ certifications: [], registration: reg({ deadline: day("2026-11-20") }) }, now)).toMatchObject({
      step: 4,
      canRequestExtension: true,
    });
    expect(certificationCard({ certifications: [], registration: reg({ deadline: day("2026-11-21") }) }, now)).toMatchObject({ step: 6 });
  });

  it("6. shows progress for a post-registration candidate: hours, exam, ethics and deadline", () => {
    const card = certificationCard({ certifications: [], registration: reg({ approvedExperienceHours: 640.123 }) }, now);
    expect(card).toEqual({
      step: 6,
      kind: "progress",
      name: "Accredited Financial Counselor",
      experienceHours: 640.12,
      requiredHours: 1000,
      exam: "paid",
      examLabel: "Paid",
      ethicsSigned: true,
      deadline: day("2028-07-01"),
      deadlineSoon: false,
      extensionApproved: false,
    });
    expect(
      certificationCard({ certifications: [], registration: reg({ deadline: day("2027-01-15"), ethicsSigned: false }) }, now),
    ).toMatchObject({
      step: 6,
      ethicsSigned: false,
      deadlineSoon: true,
    });
  });

  it("6. does not show progress once complete or expired", () => {
    expect(certificationCard({ certifications: [], registration: reg({ status: REGISTRATION_STATUS.complete }) }, now)).toMatchObject({
      step: 8,
    });
    expect(
      certificationCard({ certifications: [], registration: reg({ expirationStatus: EXPIRATION_STATUS.expired }) }, now),
    ).toMatchObject({ step: 8 });
  });

  it("7. shows the certificate of a revoked certification when nothing else applies", () => {
    const card = certificationCard(
      { certifications: [cert({ status: CERTIFICATION_STATUS.revoked })], registration: reg({ status: REGISTRATION_STATUS.complete }) },
      now,
    );
    expect(card).toMatchObject({ step: 7, kind: "certificate", statusLabel: "Revoked", tone: "danger" });
  });

  it("7. lets a revoked member's new registration take precedence over the revoked certificate", () => {
    const card = certificationCard(
      { certifications: [cert({ status: CERTIFICATION_STATUS.revoked })], registration: reg({ inCart: true }) },
      now,
    );
    expect(card).toMatchObject({ step: 2 });
  });

  it("8. offers Enroll Now with no certification and no registration, or only a registration still in the wizard", () => {
    expect(certificationCard({ certifications: [], registration: null }, now)).toEqual({ step: 8, kind: "enroll" });
    expect(certificationCard({ certifications: [], registration: reg({ status: REGISTRATION_STATUS.preRegistration }) }, now)).toEqual({
      step: 8,
      kind: "enroll",
    });
  });
});

describe("exam progress", () => {
  it("is Passed on P, waiting on payment when unpaid, missing or after a fail, otherwise Paid", () => {
    expect(examProgress({ result: EXAM_RESULT.pass, paid: true })).toBe("passed");
    expect(examProgress({ result: null, paid: false })).toBe("waiting_on_payment");
    expect(examProgress(null)).toBe("waiting_on_payment");
    expect(examProgress({ result: EXAM_RESULT.fail, paid: true })).toBe("waiting_on_payment");
    expect(examProgress({ result: EXAM_RESULT.absent, paid: true })).toBe("paid");
    expect(examProgress({ result: null, paid: true })).toBe("paid");
  });
});

describe("extension status", () => {
  it("is in the cart until submitted, then pending, approved or rejected", () => {
    expect(extensionStatus({ submittedAt: null, approved: null, deadline: null })).toBe("in_cart");
    expect(extensionStatus({ submittedAt: now, approved: null, deadline: null })).toBe("pending");
    expect(extensionStatus({ submittedAt: now, approved: true, deadline: null })).toBe("approved");
    expect(extensionStatus({ submittedAt: now, approved: false, deadline: null })).toBe("rejected");
  });
});

describe("formatting", () => {
  it("formats every date of the card and leaves missing ones empty", () => {
    const fmt = (d: Date) => d.toISOString().slice(0, 10);
    const card = certificationCard({ certifications: [cert({ expiresAt: day("2026-12-31") })], registration: null }, now);
    expect(formatCertificationCard(card, fmt)).toMatchObject({ reportingPeriodEnd: "2026-12-31", expiresSoonOn: "2026-12-31" });
    const progress = certificationCard({ certifications: [], registration: reg({ deadline: null }) }, now);
    expect(formatCertificationCard(progress, fmt)).toMatchObject({ deadline: null });
  });
});
