/**
 * The renewal agreement's form (member spec section 5, "Renewal"): individuals served and pro bono
 * hours required, the typed ethics signature and its date required, the two-year prepayment, and the
 * text opt-in, which needs a cell phone when none is on file. Any required field missing also says
 * 'Please complete all required fields' on the form.
 */
import { z } from "zod";
import { QUANTITY_MESSAGE } from "~/features/commerce/schemas.server.ts";
import { dayProblem, REQUIRED, TEXT_MAX, TOO_MANY } from "~/kit/forms/fields.server.ts";
import { RENEWAL_FORM_MESSAGES } from "./messages.ts";

const text = z.string().optional().default("");
const box = z
  .string()
  .optional()
  .transform((v) => v === "on" || v === "true" || v === "1");

/** Whole numbers: "140"; hours: up to two decimals ("12.5"). */
const WHOLE = /^\d{1,7}$/;
const DECIMAL = /^\d{1,5}(\.\d{1,2})?$/;

export type RenewalFormContext = {
  /** a cell phone number is on file (the opt-in then needs none typed) */
  hasCellPhone: boolean;
  /** today, YYYY-MM-DD in New York (the signature's date cannot be later) */
  today: string;
};

export function renewalSchema(ctx: RenewalFormContext) {
  return z
    .object({
      individualsServed: text,
      hoursProvided: text,
      signature: text,
      signedOn: text,
      payExtra: box,
      willText: box,
      cellPhone: text,
    })
    .superRefine((v, issue) => {
      let missing = false;
      const need = (field: keyof typeof v, value: string) => {
        if (value.trim() !== "") return false;
        issue.addIssue({ code: "custom", path: [field], message: REQUIRED });
        missing = true;
        return true;
      };
      const served = v.individualsServed.trim();
      if (!need("individualsServed", served)) {
        if (!WHOLE.test(served) || Number(served) < 1)
          issue.addIssue({ code: "custom", path: ["individualsServed"], message: QUANTITY_MESSAGE });
      }
      const hours = v.hoursProvided.trim();
      if (!need("hoursProvided", hours) && !DECIMAL.test(hours)) {
        issue.addIssue({ code: "custom", path: ["hoursProvided"], message: RENEWAL_FORM_MESSAGES.hours });
      }
      if (!need("signature", v.signature) && v.signature.trim().length > TEXT_MAX) {
        issue.addIssue({ code: "custom", path: ["signature"], message: TOO_MANY });
      }
      if (!need("signedOn", v.signedOn)) {
        const problem = dayProblem(v.signedOn.trim(), RENEWAL_FORM_MESSAGES.date, {
          latest: ctx.today,
          tooLate: RENEWAL_FORM_MESSAGES.dateInFuture,
        });
        if (problem) issue.addIssue({ code: "custom", path: ["signedOn"], message: problem });
      }
      const phone = v.cellPhone.replace(/\D/g, "");
      if (v.willText && !ctx.hasCellPhone && phone === "") {
        issue.addIssue({ code: "custom", path: ["cellPhone"], message: RENEWAL_FORM_MESSAGES.cellPhone });
      } else if (phone !== "" && !/^1?\d{10}$/.test(phone)) {
        issue.addIssue({ code: "custom", path: ["cellPhone"], message: RENEWAL_FORM_MESSAGES.phone });
      }
      if (missing) issue.addIssue({ code: "custom", path: [], message: RENEWAL_FORM_MESSAGES.required });
    })
    .transform((v) => {
      const phone = v.cellPhone.replace(/\D/g, "");
      return {
        individualsServed: Number(v.individualsServed.trim()),
        hoursProvided: Number(v.hoursProvided.trim()),
        signature: v.signature.trim(),
        signedOn: v.signedOn.trim(),
        payExtra: v.payExtra,
        willText: v.willText,
        cellPhone: phone === "" ? null : phone.slice(-10),
      };
    });
}
export type RenewalInput = z.output<ReturnType<typeof renewalSchema>>;
