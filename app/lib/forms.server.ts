/**
 * Server-side form parsing. Route modules import `parseWithZod` and the zod schemas (and the
 * constants of schema modules) their actions need from here, never directly: Remix empties
 * `.server` modules in the browser build, while a direct import survives the removal of the action
 * as a bare import and ships zod and Conform's zod adapter (about 25 KB gzip) to pages that validate
 * only on the server. Only the public sign-in pages also validate in the browser.
 */
export { parseWithZod } from "@conform-to/zod";
export { AddressSchema } from "~/domain/profile/address.ts";
export { AvatarSchema } from "~/domain/profile/avatar.ts";
export { EMPLOYMENT_UPDATE_FAILED, EmploymentSchema } from "~/domain/profile/employment.ts";
export { LONG_TEXT_MAX } from "~/domain/profile/fields.ts";
export {
  AccountSchema,
  ContactInfoSchema,
  OPT_IN_SUCCESS_MESSAGE,
  OptInSchema,
  ProductSettingsSchema,
  SocialSchema,
} from "~/domain/profile/schemas.ts";
export { AnnouncementIntentSchema, MarkReadSchema, PageParam } from "~/domain/notifications/schemas.ts";
export {
  CheckoutSchema,
  DiscountCodeSchema,
  DonateSchema,
  LineItemPriceSchema,
  MarkPaidSchema,
  QuantitySchema,
  toDonation,
} from "~/domain/cart/schemas.ts";
export { MembershipChoiceSchema, MembershipDecisionSchema, UserMembershipSchema } from "~/domain/membership/schemas.ts";
export { CeuApproveSchema, CeuRejectSchema, groupCeuSchema, individualCeuSchema } from "~/domain/ceus/schemas.ts";
export { LoginSchema, RegisterSchema, ResetPasswordSchema, ResetRequestSchema, StudyModuleSchema } from "~/domain/auth/schemas.ts";
