/**
 * Membership forms: the member's choice on /membership/get and the admin's user-membership and
 * review forms. Server only: zod never ships to the browser.
 */
import { z } from "zod";
import { calendarDay, checkbox, REQUIRED } from "~/kit/forms/fields.server.ts";
import { addMonths, todayISO, toDateInputValue } from "~/lib/dates.ts";
import { dateOfBirth } from "~/features/profile/schemas.server.ts";
import { MEMBERSHIP_MESSAGES } from "./rules.ts";

/** /membership/get: which membership, plus the emeritus and student request fields. The transcript is a file checked by the service. */
export const MembershipChoiceSchema = z.object({
  membershipTypeId: z.coerce
    .number({ required_error: MEMBERSHIP_MESSAGES.pickOption, invalid_type_error: MEMBERSHIP_MESSAGES.pickOption })
    .int()
    .positive(MEMBERSHIP_MESSAGES.pickOption),
  dateOfBirth,
  memberForTenYears: checkbox,
  isRequestingCall: checkbox,
});

/** A membership's start or end: a real day from 1970 up to ten years ahead (older records exist). */
const isoDay = calendarDay(
  { required: REQUIRED, invalid: "Please enter a valid date." },
  { earliest: "1970-01-01", latest: () => toDateInputValue(addMonths(todayISO(), 12 * 10)) },
);

/** Admin add/edit membership: type, start and end required; end after start. */
export const UserMembershipSchema = z
  .object({
    membershipTypeId: z.coerce.number({ required_error: REQUIRED, invalid_type_error: REQUIRED }).int().positive(REQUIRED),
    start: isoDay,
    end: isoDay,
    approved: checkbox,
  })
  .refine((v) => v.end > v.start, { path: ["end"], message: MEMBERSHIP_MESSAGES.endAfterStart });
