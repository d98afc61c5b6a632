/** What the single sign-on pages say (browser-safe). */
export const REFUSAL_HEADING = "This sign-in request cannot be used";

/** Why a sign-on request is refused, in plain words (the refusal page's paragraph). */
export const REFUSAL = {
  missing: "The address has no sign-in request in it. Go back to the system you came from and use its sign-in link again.",
  unreadable: "The sign-in request could not be read. Go back to the system you came from and try again.",
  unknownPartner: "It comes from a system this portal does not sign members in to.",
  inactive: (partner: string) => `Signing in to ${partner} from this portal is turned off at the moment.`,
  expired: (partner: string) => `It has expired. Go back to ${partner} and sign in again.`,
  wrongDestination: "It was meant for another sign-in service, not this portal.",
  wrongAcs: (partner: string) => `It asks for the answer to go to an address that is not ${partner}'s registered address.`,
  unsupportedBinding: (partner: string) => `It asks for an answer this portal cannot send to ${partner}.`,
  unsigned: (partner: string) => `It is not signed, and requests from ${partner} must be.`,
  badSignature: (partner: string) => `Its signature does not match ${partner}'s certificate.`,
  nothingWaiting:
    "There is no sign-in request waiting: it may have expired, or your browser did not keep it. Go back to the system you came from and sign in again.",
  impersonating: (partner: string) =>
    `You are viewing the portal as a member. Staff cannot sign in to ${partner} as the member: stop impersonating first.`,
} as const;
