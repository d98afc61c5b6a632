import fs from "node:fs";
import { beforeEach, describe, expect, it } from "vitest";
import { approvedIndependentTrainer, createCertification, createMember, createRegistration } from "../../../../tests/factories/index.ts";
import { resetDatabase } from "../../../../tests/setup/db.ts";
import { useTemporaryUploadsDir } from "../../../../tests/setup/uploads.ts";
import { postForm } from "../../../../tests/setup/wizard.ts";
import { daysAgo } from "~/lib/dates.ts";
import { db } from "~/lib/db.server.ts";
import { paths } from "~/lib/paths.ts";
import { resolveStoredPath, UPLOAD_MESSAGES } from "~/lib/uploads.server.ts";
import { action } from "~/routes/_app.certifications-and-training.register.$certificationId.documentation.tsx";
import { DOCUMENTATION_MESSAGES } from "./schemas.server.ts";

const dir = useTemporaryUploadsDir("documentation-step");
beforeEach(async () => {
  await resetDatabase();
  fs.rmSync(dir, { recursive: true, force: true });
});

const pdf = (name: string) => new File([`%PDF-1.4 ${name}`], name, { type: "application/pdf" });

async function setup(key: string, requiresPreapproval: boolean) {
  const member = await createMember();
  const afc = await createCertification();
  const pathway = await db.pathwayType.create({
    data: { key, name: key, deadlineMonths: 24, certificationId: afc.id, requiresPreapproval },
  });
  const registration = await createRegistration(member.id, { certificationId: afc.id, pathwayTypeId: pathway.id, step: "documentation" });
  const post = (fields: Record<string, string | File>, userId = member.id) =>
    postForm(action, userId, { certificationId: String(afc.id) }, fields);
  const stepUrl = (step: string) => paths.certifications.registerStep(afc.id, step);
  return { member, registration, post, stepUrl, afc };
}

const filesOf = (registrationId: number) =>
  db.media.findMany({ where: { registrationId }, select: { kind: true, originalName: true, storedPath: true }, orderBy: { id: "asc" } });

const storedFiles = () => (fs.existsSync(dir) ? fs.readdirSync(dir, { recursive: true }).filter((f) => String(f).includes(".")) : []);

describe("supporting documentation step", () => {
  it("a pathway needing preapproval requires its file; the upload is attached and the wizard moves to Pathway Review", async () => {
    const { registration, post, stepUrl } = await setup("education", true);
    expect(await post({})).toMatchObject({ status: 400, errors: { courseworkFile: [DOCUMENTATION_MESSAGES.required] } });
    expect(await post({ courseworkFile: pdf("transcript.pdf") })).toMatchObject({ status: 302, location: stepUrl("pathway_approval") });
    expect(await filesOf(registration.id)).toEqual([expect.objectContaining({ kind: "coursework", originalName: "transcript.pdf" })]);
  });

  it("the education pathway requires its coursework file even without preapproval (member spec 5)", async () => {
    const { registration, post, stepUrl } = await setup("education", false);
    expect(await post({})).toMatchObject({ status: 400, errors: { courseworkFile: [DOCUMENTATION_MESSAGES.required] } });
    expect((await db.registration.findUniqueOrThrow({ where: { id: registration.id } })).step).toBe("documentation");
    expect(await post({ courseworkFile: pdf("certificate.pdf") })).toMatchObject({ status: 302, location: stepUrl("course_materials") });
  });

  it("is optional on a pathway that requires no file and needs no preapproval", async () => {
    const { post, stepUrl } = await setup("community", false);
    expect(await post({})).toMatchObject({ status: 302, location: stepUrl("course_materials") });
  });

  it("a file already attached counts, and a new one of the same kind replaces it on disk too", async () => {
    const { registration, post } = await setup("designation", true);
    await post({ designationFile: pdf("old.pdf") });
    const [old] = await filesOf(registration.id);
    // an admin's rejection sends the candidate back to this step
    const sendBack = () =>
      db.registration.update({ where: { id: registration.id }, data: { status: "pre_registration", step: "documentation" } });
    await sendBack();
    expect(await post({})).toMatchObject({ status: 302 });
    await sendBack();
    await post({ designationFile: pdf("new.pdf") });
    expect((await filesOf(registration.id)).map((f) => f.originalName)).toEqual(["new.pdf"]);
    expect(fs.existsSync(resolveStoredPath(old.storedPath))).toBe(false);
  });

  it("refuses a file that is not a document, keeping nothing", async () => {
    const { registration, post } = await setup("designation", true);
    const posted = await post({ designationFile: new File(["just text"], "notes.txt", { type: "text/plain" }) });
    expect(posted).toMatchObject({ status: 400, errors: { designationFile: [UPLOAD_MESSAGES.document] } });
    expect(await filesOf(registration.id)).toEqual([]);
    expect(storedFiles()).toEqual([]);
  });

  it("deletes an attached file with its Delete button and stays on the step", async () => {
    const { registration, post, stepUrl } = await setup("designation", true);
    await post({ designationFile: pdf("old.pdf") });
    await db.registration.update({ where: { id: registration.id }, data: { status: "pre_registration", step: "documentation" } });
    const [attached] = await db.media.findMany({ where: { registrationId: registration.id } });
    expect(await post({ deleteMediaId: String(attached.id) })).toMatchObject({ status: 302, location: stepUrl("documentation") });
    expect(await filesOf(registration.id)).toEqual([]);
  });

  it("the independent trainer pathway needs an approved, current trainer", async () => {
    const { registration, post } = await setup("independent_trainer", false);
    const trainerUser = await createMember({ firstName: "Tia", lastName: "Trainer" });
    const lapsedUser = await createMember();
    const { independentTrainer: trainer } = await approvedIndependentTrainer(trainerUser.id);
    // approved for a year, a year and a day ago: expired yesterday
    const { independentTrainer: lapsed } = await approvedIndependentTrainer(lapsedUser.id, { approvedAt: daysAgo(366) });
    for (const independentTrainerId of ["", String(lapsed.id), "abc"]) {
      expect((await post({ independentTrainerId, courseworkFile: pdf("c.pdf") })).errors).toEqual({
        independentTrainerId: [DOCUMENTATION_MESSAGES.required],
      });
    }
    expect(storedFiles()).toEqual([]);
    expect(await post({ independentTrainerId: String(trainer.id), courseworkFile: pdf("c.pdf") })).toMatchObject({ status: 302 });
    expect((await db.registration.findUniqueOrThrow({ where: { id: registration.id } })).independentTrainerId).toBe(trainer.id);
  });

  it("a stranger's post changes nothing and leaves no stored file behind", async () => {
    const { registration, post, afc } = await setup("designation", true);
    const stranger = await createMember();
    expect(await post({ designationFile: pdf("x.pdf") }, stranger.id)).toMatchObject({
      status: 302,
      location: paths.certifications.register(afc.id),
    });
    expect(storedFiles()).toEqual([]);
    expect(await filesOf(registration.id)).toEqual([]);
  });
});
