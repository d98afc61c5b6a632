/**
 * Membership status and secuId are admin-only (admin spec section 6): only the admin user profile's
 * Info tab edits them. A member's own forms drop them when a post carries them, and the member's
 * saves leave the stored values alone.
 */
import { beforeEach, describe, expect, it } from "vitest";
import type { ZodTypeAny } from "zod";
import { createMember } from "../../../tests/factories/index.ts";
import { resetDatabase } from "../../../tests/setup/db.ts";
import { parsedForm } from "../../../tests/setup/forms.ts";
import { MEMBERSHIP_STATUS } from "~/domain/constants.ts";
import { memberActor } from "~/lib/actor.ts";
import { db } from "~/lib/db.server.ts";
import { AddressSchema } from "./address-schema.server.ts";
import { createAddress } from "./addresses.server.ts";
import { EmploymentSchema } from "./employment-schema.server.ts";
import { updateEmployment } from "./employment.server.ts";
import { updateContactInfo, updateProductSettings, updateSocial } from "./profile.server.ts";
import { AccountSchema, ContactInfoSchema, OptInSchema, ProductSettingsSchema, SocialSchema } from "./schemas.server.ts";

beforeEach(() => resetDatabase());

/** What a member might add to any of their posts. */
const ADMIN_ONLY = { secuId: "SECU-HACK", membershipStatus: MEMBERSHIP_STATUS.active };

const MEMBER_FORMS = [
  ["Contact Info", ContactInfoSchema, { firstName: "Dee", lastName: "Member" }],
  ["Account Settings", AccountSchema, { email: "dee@example.org" }],
  ["Professional Info", EmploymentSchema, { organization: "Helping Hands" }],
  ["Social Details", SocialSchema, { publicBio: "Bio." }],
  ["{product} Settings", ProductSettingsSchema, { mediaResource: "on" }],
  ["Add/Edit Address", AddressSchema, { name: "Home", addressLine1: "1 Main St", state: "VA" }],
  ["Text opt-in", OptInSchema, { willText: "on", agreeTos: "on", cellPhone: "5551234567" }],
] as const;

describe("the admin-only fields on a member's own forms", () => {
  for (const [name, schema, fields] of MEMBER_FORMS) {
    it(`${name} drops secuId and membership status from a post that carries them`, () => {
      const value = parsedForm(schema, { ...fields, ...ADMIN_ONLY }) as object;
      expect(value).not.toHaveProperty("secuId");
      expect(value).not.toHaveProperty("membershipStatus");
    });
  }

  it("the member's saves leave the stored secuId and membership status as they were", async () => {
    const member = await createMember({ secuId: "S-1", membershipStatus: MEMBERSHIP_STATUS.notMember });
    const me = memberActor(member.id);
    const post = <S extends ZodTypeAny>(schema: S, fields: Record<string, string>) => parsedForm(schema, { ...fields, ...ADMIN_ONLY });
    await updateContactInfo(me, post(ContactInfoSchema, { firstName: "Dee", lastName: "Member" }));
    await updateEmployment(me, post(EmploymentSchema, { organization: "Helping Hands" }));
    await updateSocial(me, post(SocialSchema, { publicBio: "Bio." }));
    await updateProductSettings(me, post(ProductSettingsSchema, { mediaResource: "on" }));
    await createAddress(me, post(AddressSchema, { name: "Home", addressLine1: "1 Main St", state: "VA" }));
    expect(await db.user.findUniqueOrThrow({ where: { id: member.id } })).toMatchObject({
      firstName: "Dee",
      organization: "Helping Hands",
      publicBio: "Bio.",
      mediaResource: true,
      secuId: "S-1",
      membershipStatus: "not_member",
    });
  });
});
