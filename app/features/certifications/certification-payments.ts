/**
 * The Add Payment modal's year rules (admin spec 5): 21 years around the current one (ten before,
 * ten after); the default is the highest paid year plus one, or the current year when none is paid.
 */
export const PAYMENT_YEAR_SPAN = 10;

export function paymentYearOptions(currentYear: number): number[] {
  return Array.from({ length: 2 * PAYMENT_YEAR_SPAN + 1 }, (_, i) => currentYear - PAYMENT_YEAR_SPAN + i);
}

export function defaultPaymentYear(paidYears: readonly (number | null)[], currentYear: number): number {
  const paid = paidYears.filter((y): y is number => typeof y === "number");
  return paid.length ? Math.max(...paid) + 1 : currentYear;
}
