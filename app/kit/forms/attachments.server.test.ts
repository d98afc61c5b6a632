import fs from "node:fs";
import { beforeEach, describe, expect, it } from "vitest";
import { createAdmin, createIndividualCeu, createMember } from "../../../tests/factories/index.ts";
import { resetDatabase } from "../../../tests/setup/db.ts";
import { useTemporaryUploadsDir } from "../../../tests/setup/uploads.ts";
import { MEDIA_KIND } from "~/domain/constants.ts";
import { adminActor, memberActor, type Actor } from "~/lib/actor.ts";
import { db } from "~/lib/db.server.ts";
import { resolveStoredPath, type FieldUpload } from "~/lib/uploads.server.ts";
import { attachUploads, deleteAttachment, discardUploads, storeUploads, uploaderId } from "./attachments.server.ts";

const dir = useTemporaryUploadsDir("kit-attachments");
beforeEach(async () => {
  await resetDatabase();
  fs.rmSync(dir, { recursive: true, force: true });
});

const KINDS = { agendaFile: MEDIA_KIND.programAgenda, certificateFile: MEDIA_KIND.creditCompletionCertificate } as const;
type Field = keyof typeof KINDS;

function upload(field: Field, name: string): FieldUpload<Field> {
  return { field, name, bytes: new TextEncoder().encode(`%PDF-1.4 ${name}`), mimeType: "application/pdf", ext: "pdf" };
}

async function attach(actor: Actor, ownerUserId: number, ceuId: number, files: FieldUpload<Field>[]) {
  const stored = await storeUploads(files);
  const replaced = await db.$transaction((tx) =>
    attachUploads(tx, { owner: { individualCeuId: ceuId }, ownerUserId, actor }, stored, KINDS),
  );
  return { stored, replaced };
}

describe("attached files", () => {
  it("keeps one file per kind: a new upload replaces the earlier one, whose stored file is handed back for removal", async () => {
    const member = await createMember();
    const ceu = await createIndividualCeu(member.id);
    const first = await attach(memberActor(member.id), member.id, ceu.id, [
      upload("agendaFile", "a1.pdf"),
      upload("certificateFile", "c1.pdf"),
    ]);
    expect(first.replaced).toEqual([]);
    for (const f of first.stored) expect(fs.existsSync(resolveStoredPath(f.storedPath))).toBe(true);

    const second = await attach(memberActor(member.id), member.id, ceu.id, [upload("agendaFile", "a2.pdf")]);
    expect(second.replaced).toEqual([first.stored[0]!.storedPath]);
    const rows = await db.media.findMany({ where: { individualCeuId: ceu.id }, orderBy: { id: "asc" } });
    expect(rows.map((r) => [r.kind, r.originalName, r.uploadedById])).toEqual([
      [MEDIA_KIND.creditCompletionCertificate, "c1.pdf", null],
      [MEDIA_KIND.programAgenda, "a2.pdf", null],
    ]);
  });

  it("records the admin as the uploader of a member's file, in the admin area and while impersonating", async () => {
    const member = await createMember();
    const admin = await createAdmin();
    expect(uploaderId(memberActor(member.id), member.id)).toBeNull();
    expect(uploaderId(adminActor(admin.id), member.id)).toBe(admin.id);
    expect(uploaderId({ userId: member.id, impersonatorId: admin.id, admin: false }, member.id)).toBe(admin.id);
    const ceu = await createIndividualCeu(member.id);
    await attach(adminActor(admin.id), member.id, ceu.id, [upload("agendaFile", "by-admin.pdf")]);
    expect(await db.media.findFirstOrThrow({ where: { individualCeuId: ceu.id } })).toMatchObject({
      ownerUserId: member.id,
      uploadedById: admin.id,
    });
  });

  it("deletes one file with its audit event for an admin's change, and nothing is audited for the member's own", async () => {
    const member = await createMember();
    const admin = await createAdmin();
    const ceu = await createIndividualCeu(member.id);
    const { stored } = await attach(memberActor(member.id), member.id, ceu.id, [
      upload("agendaFile", "a.pdf"),
      upload("certificateFile", "c.pdf"),
    ]);
    const [agenda, certificate] = await db.media.findMany({ where: { individualCeuId: ceu.id }, orderBy: { id: "asc" } });
    const record = { entityType: "IndividualCeu", entityId: ceu.id, action: "individualCeu.deleteFile" };

    expect(await deleteAttachment(memberActor(member.id), agenda!, record)).toBe(true);
    expect(await db.auditEvent.count()).toBe(0);
    expect(fs.existsSync(resolveStoredPath(stored[0]!.storedPath))).toBe(false);

    const impersonating = { userId: member.id, impersonatorId: admin.id, admin: false };
    expect(await deleteAttachment(impersonating, certificate!, record)).toBe(true);
    expect(
      await db.auditEvent.findMany({ select: { actorId: true, actingAsUserId: true, action: true, entityId: true, after: true } }),
    ).toEqual([
      {
        actorId: admin.id,
        actingAsUserId: member.id,
        action: "individualCeu.deleteFile",
        entityId: ceu.id,
        after: { mediaId: certificate!.id, name: "c.pdf" },
      },
    ]);
    expect(await db.media.count({ where: { individualCeuId: ceu.id } })).toBe(0);
  });

  it("says a delete failed (and writes no audit event) when the file is already gone", async () => {
    const member = await createMember();
    const admin = await createAdmin();
    const ceu = await createIndividualCeu(member.id);
    await attach(memberActor(member.id), member.id, ceu.id, [upload("agendaFile", "a.pdf")]);
    const media = await db.media.findFirstOrThrow({ where: { individualCeuId: ceu.id } });
    await db.media.delete({ where: { id: media.id } });
    expect(
      await deleteAttachment(adminActor(admin.id), media, { entityType: "IndividualCeu", entityId: ceu.id, action: "x.deleteFile" }),
    ).toBe(false);
    expect(await db.auditEvent.count()).toBe(0);
  });

  it("removes stored uploads whose write did not happen", async () => {
    const stored = await storeUploads([upload("agendaFile", "orphan.pdf")]);
    expect(fs.existsSync(resolveStoredPath(stored[0]!.storedPath))).toBe(true);
    await discardUploads(stored);
    expect(fs.existsSync(resolveStoredPath(stored[0]!.storedPath))).toBe(false);
  });
});
