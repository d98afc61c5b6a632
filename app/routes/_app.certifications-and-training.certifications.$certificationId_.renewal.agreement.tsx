import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { RENEWAL_MESSAGES } from "~/features/renewals/messages.ts";
import { loadRenewal, renewalToCart } from "~/features/renewals/renewal.server.ts";
import { renewalSchema } from "~/features/renewals/schemas.server.ts";
import { isInvalid } from "~/kit/forms/outcome.ts";
import { replyTo } from "~/kit/forms/reply.server.ts";
import { requireUser, requireViewer } from "~/lib/auth.server.ts";
import { todayISO } from "~/lib/dates.ts";
import { parseWithZod, readForm } from "~/lib/forms.server.ts";
import { notFound } from "~/lib/http.ts";
import { idParam } from "~/lib/params.ts";
import { paths } from "~/lib/paths.ts";
import { redirectWithToast } from "~/lib/toast.server.ts";
import { CheckboxField, Field, FormErrors, SubmitRow } from "~/ui/field.tsx";
import { RouteModal } from "~/ui/route-modal.tsx";

export const meta: MetaFunction = () => [{ title: "Renewal Agreement | Member Portal" }];

/** The renewal when it can be signed now; otherwise the renewal page says why (or the cart holds it). */
async function openRenewal(userId: number, certificationId: number) {
  const view = await loadRenewal(userId, certificationId);
  if (!view) throw notFound();
  if (view.inCart) throw redirect(paths.cart());
  if (!view.canRenew) {
    const message = view.revoked
      ? RENEWAL_MESSAGES.revoked
      : view.state === "paid"
        ? RENEWAL_MESSAGES.nothingDue
        : RENEWAL_MESSAGES.unavailable;
    throw await redirectWithToast(paths.certifications.renewal(certificationId), { kind: "info", message });
  }
  return view;
}

/** …/renewal/agreement: the renewal agreement (a modal over the renewal page; a page section without JavaScript). */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const view = await openRenewal(user.id, idParam(params.certificationId));
  return { view };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const viewer = await requireViewer(request);
  const certificationId = idParam(params.certificationId);
  const view = await loadRenewal(viewer.user.id, certificationId);
  if (!view) throw notFound();
  const schema = renewalSchema({ hasCellPhone: view.hasCellPhone, today: todayISO() });
  const submission = parseWithZod(await readForm(request), { schema });
  if (submission.status !== "success") return replyTo(submission);
  const outcome = await renewalToCart(viewer.actor, certificationId, submission.value);
  if (isInvalid(outcome)) return replyTo(submission, { invalid: outcome });
  return redirectWithToast(paths.cart(), { kind: "success", message: RENEWAL_MESSAGES.added });
}

type Fields = {
  individualsServed: string;
  hoursProvided: string;
  signature: string;
  signedOn: string;
  payExtra: string;
  willText: string;
  cellPhone: string;
};

export default function RenewalAgreementModal() {
  const { view } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const back = paths.certifications.renewal(view.certification.id);
  const [form, fields] = useForm<Fields>({
    id: "renewal-agreement",
    lastResult: reply?.result,
    defaultValue: {
      individualsServed: view.answers.individualsServed,
      hoursProvided: view.answers.hoursProvided,
      signature: view.answers.signature,
      signedOn: view.today,
      payExtra: view.answers.payExtra ? "on" : "",
      willText: view.willText ? "on" : "",
    },
  });
  return (
    <RouteModal title={`${view.certification.name} Renewal Agreement`} closeTo={back}>
      <p>
        Renewing for {view.year}: the annual certification fee of {view.fee}
        {view.late ? ` and ${view.late.count} late ${view.late.count === 1 ? "fee" : "fees"} (${view.late.fees})` : ""}, due {view.dueOn}.
      </p>
      <Form method="post" {...getFormProps(form)}>
        <FormErrors id={form.errorId} errors={form.errors} />
        <Field
          label="Individuals served in the past year"
          inputProps={{ ...getInputProps(fields.individualsServed, { type: "number" }), min: 1, step: 1, inputMode: "numeric" }}
          errors={fields.individualsServed.errors}
        />
        <Field
          label="Pro bono hours provided in the past year"
          inputProps={{ ...getInputProps(fields.hoursProvided, { type: "number" }), min: 0, step: 0.01, inputMode: "decimal" }}
          errors={fields.hoursProvided.errors}
        />
        <p>
          By signing, I affirm that I have followed the Code of Ethics and Standards of Practice during the past year, that the information
          above is true, and that I will keep meeting the certification&apos;s continuing education requirements.
        </p>
        <Field
          label="Ethics signature"
          hint="Type your full name."
          inputProps={{ ...getInputProps(fields.signature, { type: "text" }), autoComplete: "name" }}
          errors={fields.signature.errors}
        />
        <Field
          label="Date"
          inputProps={{ ...getInputProps(fields.signedOn, { type: "date" }), max: view.today }}
          errors={fields.signedOn.errors}
        />
        {view.nextYear ? (
          <CheckboxField
            label={`Also pay the ${view.nextYear.year} fee now (two-year prepayment, ${view.nextYear.fee})`}
            inputProps={getInputProps(fields.payExtra, { type: "checkbox" })}
            errors={fields.payExtra.errors}
          />
        ) : null}
        <CheckboxField
          label="Send me text message reminders (message and data rates may apply; at most 4 a month)"
          inputProps={getInputProps(fields.willText, { type: "checkbox" })}
          errors={fields.willText.errors}
        />
        {view.hasCellPhone ? null : (
          <Field
            label="Cell phone"
            hint="Needed only for text reminders."
            inputProps={{ ...getInputProps(fields.cellPhone, { type: "tel" }), autoComplete: "tel" }}
            errors={fields.cellPhone.errors}
          />
        )}
        <SubmitRow label="Add Renewal to Cart" cancelTo={back} />
      </Form>
    </RouteModal>
  );
}
