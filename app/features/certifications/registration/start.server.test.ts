import { beforeEach, describe, expect, it } from "vitest";
import {
  createCertification,
  createMember,
  createRegistration,
  expiredWithoutExtension,
  inPostRegistration,
} from "../../../../tests/factories/index.ts";
import { resetDatabase } from "../../../../tests/setup/db.ts";
import { postForm, signedInRequest } from "../../../../tests/setup/wizard.ts";
import { memberActor } from "~/lib/actor.ts";
import { db } from "~/lib/db.server.ts";
import { paths } from "~/lib/paths.ts";
import { action, loader } from "~/routes/_app.certifications-and-training.register.$certificationId._index.tsx";
import { loadRegistrationStart, startRegistration } from "./start.server.ts";

beforeEach(() => resetDatabase());

const now = new Date("2026-11-21T15:00:00Z");

/** GET register/{id} as the member: the page's data, or where it redirects (a 404 throws). */
async function open(userId: number, certificationId: number) {
  const request = await signedInRequest(userId, paths.certifications.register(certificationId));
  try {
    return {
      kind: "page",
      data: await loader({ request, params: { certificationId: String(certificationId) }, context: { cspNonce: "", requestId: "test" } }),
    };
  } catch (thrown) {
    if (thrown instanceof Response && thrown.status >= 300 && thrown.status < 400)
      return { kind: "redirect", to: thrown.headers.get("Location") };
    throw thrown;
  }
}

describe("the start page (GET changes nothing)", () => {
  it("shows the start page when there is no registration, and starts none", async () => {
    const member = await createMember();
    const certification = await createCertification();
    expect(await open(member.id, certification.id)).toMatchObject({
      kind: "page",
      data: { kind: "start", certification: { id: certification.id, name: certification.name }, expired: null },
    });
    expect(await db.registration.count({ where: { userId: member.id } })).toBe(0);
    expect(await db.auditEvent.count()).toBe(0);
  });

  it("opens a running registration at its furthest step; one past pre-registration in the certification area", async () => {
    const member = await createMember();
    const certification = await createCertification();
    await createRegistration(member.id, { certificationId: certification.id, step: "shipping" });
    expect(await open(member.id, certification.id)).toEqual({
      kind: "redirect",
      to: paths.certifications.registerStep(certification.id, "shipping"),
    });
    const candidate = await createMember();
    const { registration } = await inPostRegistration(candidate.id);
    expect(await open(candidate.id, registration.certificationId!)).toEqual({ kind: "redirect", to: paths.certifications.root() });
    expect(await loadRegistrationStart(candidate.id, registration.certificationId!, now)).toEqual({
      kind: "elsewhere",
      registrationId: registration.id,
    });
  });

  it.each([
    ["expired", { expirationStatus: "expired" }, true],
    ["past its deadline", { deadline: new Date("2026-11-01T17:00:00Z") }, true],
    ["complete", { status: "complete" }, false],
  ])("offers to start again when the latest is %s, changing nothing", async (_label, data, expired) => {
    const member = await createMember();
    const certification = await createCertification();
    const registration = await createRegistration(member.id, { certificationId: certification.id, step: "shipping" });
    await db.registration.update({ where: { id: registration.id }, data });
    const page = await loadRegistrationStart(member.id, certification.id, now);
    expect(page).toMatchObject({ kind: "start", expired: expired ? expect.any(Object) : null });
    expect(await db.registration.count({ where: { userId: member.id } })).toBe(1);
  });

  it("after an expired registration still open to an extension, says until when one can be requested", async () => {
    const member = await createMember();
    const { registration } = await expiredWithoutExtension(member.id, { deadline: new Date("2026-10-01T16:00:00Z") });
    expect(await loadRegistrationStart(member.id, registration.certificationId!, now)).toMatchObject({
      kind: "start",
      expired: { on: "10/01/2026", extensionUntil: "04/01/2027" },
    });
  });

  it("an unknown certification is not found", async () => {
    const member = await createMember();
    await expect(open(member.id, 999_999)).rejects.toMatchObject({ status: 404 });
    expect(await loadRegistrationStart(member.id, 999_999, now)).toEqual({ kind: "notFound" });
  });
});

describe("Enroll Now / Start Again (the POST)", () => {
  it("starts a registration at the Pathway step, then resumes it: posting again starts nothing more", async () => {
    const member = await createMember();
    const certification = await createCertification();
    const post = () => postForm(action, member.id, { certificationId: String(certification.id) }, {});
    expect(await post()).toMatchObject({ status: 302, location: paths.certifications.registerStep(certification.id, "pathway") });
    const [first] = await db.registration.findMany({ where: { userId: member.id } });
    await db.registration.update({ where: { id: first!.id }, data: { step: "shipping" } });
    expect(await post()).toMatchObject({ status: 302, location: paths.certifications.registerStep(certification.id, "shipping") });
    expect(await startRegistration(memberActor(member.id), certification.id, now)).toEqual({
      kind: "wizard",
      registrationId: first!.id,
      step: "shipping",
      started: false,
    });
    expect(await db.registration.count({ where: { userId: member.id } })).toBe(1);
  });

  it("two posts at once (a double click) start one registration", async () => {
    const member = await createMember();
    const certification = await createCertification();
    const both = await Promise.all([
      startRegistration(memberActor(member.id), certification.id, now),
      startRegistration(memberActor(member.id), certification.id, now),
    ]);
    expect(both.map((b) => b.kind === "wizard" && b.started).sort()).toEqual([false, true]);
    expect(await db.registration.count({ where: { userId: member.id } })).toBe(1);
  });

  it.each([
    ["expired", { expirationStatus: "expired" }],
    ["past its deadline", { deadline: new Date("2026-11-01T17:00:00Z") }],
    ["complete", { status: "complete" }],
  ])("starts a new one when the latest is %s, keeping the old one", async (_label, data) => {
    const member = await createMember();
    const certification = await createCertification();
    const registration = await createRegistration(member.id, { certificationId: certification.id, step: "shipping" });
    await db.registration.update({ where: { id: registration.id }, data });
    const entry = await startRegistration(memberActor(member.id), certification.id, now);
    expect(entry).toMatchObject({ kind: "wizard", step: "pathway", started: true });
    expect(await db.registration.count({ where: { userId: member.id } })).toBe(2);
  });

  it("does not restart a registration past pre-registration; an unknown certification is not found", async () => {
    const member = await createMember();
    const { registration } = await inPostRegistration(member.id);
    const certificationId = registration.certificationId!;
    expect(await startRegistration(memberActor(member.id), certificationId, now)).toEqual({
      kind: "elsewhere",
      registrationId: registration.id,
      started: false,
    });
    expect(await postForm(action, member.id, { certificationId: String(certificationId) }, {})).toMatchObject({
      status: 302,
      location: paths.certifications.root(),
    });
    expect(await startRegistration(memberActor(member.id), 999_999, now)).toEqual({ kind: "notFound" });
    expect(await postForm(action, member.id, { certificationId: "999999" }, {})).toMatchObject({ status: 404 });
  });
});
