import fs from "node:fs";
import { beforeEach, describe, expect, it } from "vitest";
import { createCertification, createMember, createRegistration } from "../../../../tests/factories/index.ts";
import { resetDatabase } from "../../../../tests/setup/db.ts";
import { useTemporaryUploadsDir } from "../../../../tests/setup/uploads.ts";
import { memberActor } from "~/lib/actor.ts";
import { db } from "~/lib/db.server.ts";
import { resolveStoredPath } from "~/lib/uploads.server.ts";
import { storeUploads } from "~/kit/forms/attachments.server.ts";
import { DOCUMENTATION_MESSAGES, saveDocumentation, type DocumentField } from "./documentation.server.ts";

const dir = useTemporaryUploadsDir("documentation-step");
beforeEach(() => {
  resetDatabase();
  fs.rmSync(dir, { recursive: true, force: true });
});

const file = (field: DocumentField, name: string) =>
  storeUploads([{ field, name, bytes: new TextEncoder().encode(`%PDF-1.4 ${name}`), mimeType: "application/pdf", ext: "pdf" }]);

async function setup(key: string, requiresPreapproval: boolean) {
  const member = await createMember();
  const afc = await createCertification();
  const pathway = await db.pathwayType.create({
    data: { key, name: key, deadlineMonths: 24, certificationId: afc.id, requiresPreapproval },
  });
  const registration = await createRegistration(member.id, { certificationId: afc.id, pathwayTypeId: pathway.id, step: "documentation" });
  return { member, registration, actor: memberActor(member.id) };
}

const filesOf = (registrationId: number) =>
  db.media.findMany({ where: { registrationId }, select: { kind: true, originalName: true, storedPath: true }, orderBy: { id: "asc" } });

describe("supporting documentation step", () => {
  it("a pathway needing preapproval requires its file; the upload is attached and the wizard moves to Pathway Review", async () => {
    const { registration, actor } = await setup("education", true);
    expect(await saveDocumentation(actor, registration.id, { intent: "continue", uploads: [], independentTrainerId: null })).toEqual({
      kind: "invalid",
      errors: { courseworkFile: DOCUMENTATION_MESSAGES.required },
    });
    const uploads = await file("courseworkFile", "transcript.pdf");
    expect(await saveDocumentation(actor, registration.id, { intent: "continue", uploads, independentTrainerId: null })).toEqual({
      kind: "moved",
      step: "pathway_approval",
      finished: false,
    });
    expect(await filesOf(registration.id)).toEqual([expect.objectContaining({ kind: "coursework", originalName: "transcript.pdf" })]);
  });

  it("a file already attached counts, and a new one of the same kind replaces it on disk too", async () => {
    const { registration, actor } = await setup("designation", true);
    await saveDocumentation(actor, registration.id, {
      intent: "continue",
      uploads: await file("designationFile", "old.pdf"),
      independentTrainerId: null,
    });
    const [old] = await filesOf(registration.id);
    // an admin's rejection sends the candidate back to this step
    const sendBack = () =>
      db.registration.update({ where: { id: registration.id }, data: { status: "pre_registration", step: "documentation" } });
    await sendBack();
    expect(await saveDocumentation(actor, registration.id, { intent: "continue", uploads: [], independentTrainerId: null })).toMatchObject({
      kind: "moved",
    });
    await sendBack();
    await saveDocumentation(actor, registration.id, {
      intent: "continue",
      uploads: await file("designationFile", "new.pdf"),
      independentTrainerId: null,
    });
    expect((await filesOf(registration.id)).map((f) => f.originalName)).toEqual(["new.pdf"]);
    expect(fs.existsSync(resolveStoredPath(old.storedPath))).toBe(false);
  });

  it("is optional when the pathway needs no preapproval", async () => {
    const { registration, actor } = await setup("education", false);
    expect(await saveDocumentation(actor, registration.id, { intent: "continue", uploads: [], independentTrainerId: null })).toMatchObject({
      kind: "moved",
      step: "course_materials",
    });
  });

  it("the independent trainer pathway needs an approved, current trainer", async () => {
    const { registration, actor } = await setup("independent_trainer", false);
    const trainerUser = await createMember({ firstName: "Tia", lastName: "Trainer" });
    const lapsedUser = await createMember();
    const trainer = await db.independentTrainer.create({
      data: { userId: trainerUser.id, approvedAt: new Date(), expiresAt: new Date(Date.now() + 86_400_000) },
    });
    const lapsed = await db.independentTrainer.create({
      data: { userId: lapsedUser.id, approvedAt: new Date(), expiresAt: new Date(Date.now() - 86_400_000) },
    });
    for (const independentTrainerId of [null, lapsed.id]) {
      expect(await saveDocumentation(actor, registration.id, { intent: "continue", uploads: [], independentTrainerId })).toEqual({
        kind: "invalid",
        errors: { independentTrainerId: DOCUMENTATION_MESSAGES.required },
      });
    }
    expect(
      await saveDocumentation(actor, registration.id, { intent: "continue", uploads: [], independentTrainerId: trainer.id }),
    ).toMatchObject({ kind: "moved" });
    expect((await db.registration.findUniqueOrThrow({ where: { id: registration.id } })).independentTrainerId).toBe(trainer.id);
  });

  it("a refused or foreign save leaves no stored file behind", async () => {
    const { registration } = await setup("designation", true);
    const stranger = await createMember();
    const uploads = await file("designationFile", "x.pdf");
    expect(
      await saveDocumentation(memberActor(stranger.id), registration.id, { intent: "continue", uploads, independentTrainerId: null }),
    ).toEqual({
      kind: "notFound",
    });
    expect(fs.existsSync(resolveStoredPath(uploads[0].storedPath))).toBe(false);
    expect(await filesOf(registration.id)).toEqual([]);
  });
});
