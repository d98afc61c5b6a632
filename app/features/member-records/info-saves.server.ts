/**
 * The Info tab's saves: an admin changes a member's details group by group, under the member's own
 * rules (the schemas and the rule pieces of features/profile), in one transaction per save with one
 * audit event of only the changed fields (info-audit.server.ts). The admin's change does not count
 * as the member updating their profile (profileLastUpdated is left alone, so the member's
 * profile-update prompt still comes). A changed email is told to both addresses, as when the member
 * changes it; the member's sessions are left alone (they are kept by id, not by email).
 */
import type { ZodTypeAny } from "zod";
import { notifyEmailChanged } from "~/features/auth/account-notices.server.ts";
import { emailTaken, isEmailTakenMeanwhile } from "~/features/profile/account.server.ts";
import { ADDRESS_ROW_SELECT, addressData } from "~/features/profile/addresses.server.ts";
import { employmentValues, saveEmployment } from "~/features/profile/employment.server.ts";
import { contactInfoData, primaryAddressProblem } from "~/features/profile/profile.server.ts";
import { EMAIL_TAKEN_MESSAGE } from "~/features/profile/schemas.server.ts";
import { invalid, isInvalid, type Invalid } from "~/kit/forms/outcome.ts";
import type { Actor } from "~/lib/actor.ts";
import { selectOf } from "~/lib/audit.server.ts";
import { db } from "~/lib/db.server.ts";
import { auditInfoChange } from "./info-audit.server.ts";
import type { InfoGroup } from "./info-groups.ts";
import {
  InfoAddressSchema,
  InfoContactSchema,
  InfoCounsellingSchema,
  InfoIdentifiersSchema,
  InfoProfessionalSchema,
  UPDATE_USER_PROBLEM,
  type InfoAddressInput,
  type InfoContactInput,
  type InfoCounsellingInput,
  type InfoIdentifiersInput,
  type InfoProfessionalInput,
} from "./info-schemas.server.ts";

/** Saved (`changed` false when nothing differed), refused (the form's message and the fields'), or null: no such user. */
export type InfoSaved = { changed: boolean } | Invalid | null;

/** A refusal: 'There was a problem updating the user' above the form, and each field's message. */
export function infoProblem(fields: Invalid["errors"] = {}): Invalid {
  return invalid({ ...fields, "": UPDATE_USER_PROBLEM });
}

/** Contact: names, date of birth, gender, ethnicity, website, contact method, phones, texts, primary address, email. */
export async function updateMemberContact(actor: Actor, userId: number, input: InfoContactInput, now = new Date()): Promise<InfoSaved> {
  const data = { email: input.email, ...contactInfoData(input) };
  let saved: { outcome: InfoSaved; oldEmail?: string };
  try {
    saved = await db.$transaction(async (tx) => {
      const current = await tx.user.findUnique({ where: { id: userId }, select: selectOf(data) as Record<keyof typeof data, true> });
      if (!current) return { outcome: null };
      const emailChanged = input.email !== current.email;
      const addressProblem = await primaryAddressProblem(tx, userId, input.primaryAddressId);
      const taken = emailChanged && (await emailTaken(tx, input.email, userId));
      if (addressProblem || taken) {
        return {
          outcome: infoProblem({ primaryAddressId: addressProblem ? [addressProblem] : [], email: taken ? [EMAIL_TAKEN_MESSAGE] : [] }),
        };
      }
      await tx.user.update({ where: { id: userId }, data });
      const changed = await auditInfoChange(tx, actor, userId, "user.contact.update", current, data);
      return { outcome: { changed }, oldEmail: emailChanged ? current.email : undefined };
    });
  } catch (error) {
    // Another account took the address between the check and the write.
    if (isEmailTakenMeanwhile(error)) return infoProblem({ email: [EMAIL_TAKEN_MESSAGE] });
    throw error;
  }
  if (saved.oldEmail) await notifyEmailChanged({ id: userId, firstName: input.firstName, email: input.email }, saved.oldEmail, now);
  return saved.outcome;
}

/** Address: changes the member's primary address, or adds one as the primary address when they have none. */
export async function updateMemberAddress(actor: Actor, userId: number, input: InfoAddressInput): Promise<InfoSaved> {
  const data = addressData(input);
  return db.$transaction(async (tx) => {
    const user = await tx.user.findUnique({
      where: { id: userId },
      select: { primaryAddress: { select: ADDRESS_ROW_SELECT } },
    });
    if (!user) return null;
    if (user.primaryAddress) {
      const { id, ...before } = user.primaryAddress;
      await tx.address.update({ where: { id }, data });
      return { changed: await auditInfoChange(tx, actor, userId, "user.address.update", before, data) };
    }
    const address = await tx.address.create({ data: { ...data, userId }, select: { id: true } });
    await tx.user.update({ where: { id: userId }, data: { primaryAddressId: address.id } });
    return { changed: await auditInfoChange(tx, actor, userId, "user.address.create", {}, { addressId: address.id, ...data }) };
  });
}

/** Professional: the employment fields (work areas checked against their categories) and the bio. */
export async function updateMemberProfessional(actor: Actor, userId: number, input: InfoProfessionalInput): Promise<InfoSaved> {
  return db.$transaction(async (tx) => {
    const user = await tx.user.findUnique({ where: { id: userId }, select: { publicBio: true } });
    if (!user) return null;
    const saved = await saveEmployment(tx, userId, input, { publicBio: input.publicBio });
    if (isInvalid(saved)) return infoProblem(saved.errors);
    const after = await employmentValues(tx, userId);
    const changed = await auditInfoChange(
      tx,
      actor,
      userId,
      "user.professional.update",
      { ...saved.before, publicBio: user.publicBio },
      { ...after, publicBio: input.publicBio },
    );
    return { changed };
  });
}

/** Counselling services: the yes/no boxes of the employment form and Mentor Connect. */
export async function updateMemberCounselling(actor: Actor, userId: number, input: InfoCounsellingInput): Promise<InfoSaved> {
  return writeUser(actor, userId, "user.counselling.update", input);
}

/** Identifiers: the admin-only secuId and membership status. */
export async function updateMemberIdentifiers(actor: Actor, userId: number, input: InfoIdentifiersInput): Promise<InfoSaved> {
  return writeUser(actor, userId, "user.identifiers.update", input);
}

/** Writes plain User columns and the audit event of those that changed. */
async function writeUser(actor: Actor, userId: number, action: string, data: Record<string, string | boolean | null>) {
  return db.$transaction(async (tx) => {
    const current = await tx.user.findUnique({ where: { id: userId }, select: selectOf(data) });
    if (!current) return null;
    await tx.user.update({ where: { id: userId }, data });
    return { changed: await auditInfoChange(tx, actor, userId, action, current, data) };
  });
}

/** One group's form: its schema and its save (typed together here; the route sees the pair). */
type InfoForm = { schema: ZodTypeAny; save: (actor: Actor, userId: number, value: unknown) => Promise<InfoSaved> };

function form<S extends ZodTypeAny>(schema: S, save: (actor: Actor, userId: number, value: S["_output"]) => Promise<InfoSaved>): InfoForm {
  return { schema, save: save as InfoForm["save"] };
}

const FORMS: Record<InfoGroup, InfoForm> = {
  contact: form(InfoContactSchema, (actor, userId, value) => updateMemberContact(actor, userId, value)),
  address: form(InfoAddressSchema, updateMemberAddress),
  professional: form(InfoProfessionalSchema, updateMemberProfessional),
  counselling: form(InfoCounsellingSchema, updateMemberCounselling),
  identifiers: form(InfoIdentifiersSchema, updateMemberIdentifiers),
};

/** The form of a group. */
export function infoForm(group: InfoGroup): InfoForm {
  return FORMS[group];
}
