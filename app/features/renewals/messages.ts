/** The renewal's words (browser-safe): the spec's messages and the page's. */
export const RENEWAL_FORM_MESSAGES = {
  /** spec section 5 */
  required: "Please complete all required fields",
  /** spec section 5 */
  cellPhone: "Please enter your cell phone number to receive texts",
  /** the text opt-in page's rule */
  phone: "Please enter a 10-digit phone number.",
  hours: "Please enter a number of hours of 0 or more (up to two decimals).",
  date: "Please enter a valid date.",
  dateInFuture: "The date cannot be later than today.",
} as const;

export const RENEWAL_MESSAGES = {
  added: "Your renewal is in your cart.",
  notHeld: "You do not hold this certification.",
  nothingDue: "Your annual certification fee is paid. Thank you!",
  revoked: "Your certification has been revoked. Please contact the certification office to discuss reinstatement.",
  unavailable: "The renewal is not available right now. Please contact us.",
} as const;
