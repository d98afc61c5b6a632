/** Which admin queue each filler member fills, and the fillers' dates of birth. */
import { addMonths, addYears, startOfDateNY, startOfDayNY } from "../../app/lib/dates.ts";

/** Which queue each filler member (1..40) fills. */
export const FILLER_ROLES = {
  /** certified AFCs with a pending individual CEU (1 has two); 1-2 also apply as trainers, 3-4 take MME */
  pendingCeu: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14],
  /** program sponsors with a pending group CEU */
  pendingGroupCeu: [15, 16, 17, 18, 19, 20],
  /** candidates with pending experience hours (21, 22 military spouses) */
  pendingExperience: [21, 22, 23, 24, 25, 26, 27, 28],
  /** expired registrations with a paid, pending extension */
  pendingExtension: [29, 30, 31, 32],
  /** pending student (33, 34) and emeritus (35, 36) membership requests */
  pendingMembershipRequest: [33, 34, 35, 36],
  /** certification registrations awaiting approval (38, 40 military spouses) */
  awaitingApproval: [37, 38, 39, 40],
} as const;

export type Filler = { id: number; email: string; firstName: string; lastName: string };
export type Fillers = Record<number, Filler>;

/** Emeritus requesters (35, 36) are 66 and 67; students (33, 34) were born in 2004 and 2006. */
export function fillerDateOfBirth(n: number, now: Date): Date | undefined {
  if (n === 35 || n === 36) return startOfDayNY(addYears(now, -(65 + n - 34)));
  if (n === 33 || n === 34) return addMonths(startOfDateNY(2002 + (n % 3), 1, 10), 2 + n);
  return undefined;
}
