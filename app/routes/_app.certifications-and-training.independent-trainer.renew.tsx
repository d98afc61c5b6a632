import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { loadTrainerRenewal, RENEWAL_MESSAGES, renewalToCart } from "~/features/trainings/trainer-renewal.server.ts";
import { TrainerRenewalSchema } from "~/features/trainings/trainer-schemas.server.ts";
import { isInvalid } from "~/kit/forms/outcome.ts";
import { replyTo } from "~/kit/forms/reply.server.ts";
import { requireUser, requireViewer } from "~/lib/auth.server.ts";
import { parseWithZod, readForm } from "~/lib/forms.server.ts";
import { paths } from "~/lib/paths.ts";
import { redirectWithToast } from "~/lib/toast.server.ts";
import { Field, FormErrors, SubmitRow } from "~/ui/field.tsx";
import { RouteModal } from "~/ui/route-modal.tsx";

export const meta: MetaFunction = () => [{ title: "Renew | Independent Trainer | Member Portal" }];

const back = paths.trainings.independent.root();

/** /independent-trainer/renew: the renewal agreement (a modal over the dashboard; a page section without JavaScript). */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const renewal = await loadTrainerRenewal(user.id);
  if (renewal.kind === "in_cart") throw redirect(paths.cart());
  if (renewal.kind === "not_offered") throw await redirectWithToast(back, { kind: "info", message: renewal.message });
  return renewal;
}

export async function action({ request }: ActionFunctionArgs) {
  const viewer = await requireViewer(request);
  const submission = parseWithZod(await readForm(request), { schema: TrainerRenewalSchema });
  if (submission.status !== "success") return replyTo(submission);
  const outcome = await renewalToCart(viewer.actor, submission.value);
  if (isInvalid(outcome)) return replyTo(submission, { invalid: outcome });
  return redirectWithToast(paths.cart(), { kind: "success", message: RENEWAL_MESSAGES.added });
}

export default function RenewalAgreementModal() {
  const renewal = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const [form, fields] = useForm<{ signature: string }>({ id: "trainer-renewal", lastResult: reply?.result });
  return (
    <RouteModal title="Independent Trainer Renewal Agreement" closeTo={back}>
      <p>
        {renewal.expired
          ? `Your Independent Trainer status expired on ${renewal.expiresOn}. Renewing gives you one year of status from the day you pay.`
          : `Your Independent Trainer status is going to expire on ${renewal.expiresOn}. Renewing adds one year to it.`}
      </p>
      <p>
        By signing, I agree to keep meeting the Independent Trainer Terms and Conditions for another year, and to pay the annual renewal fee
        of {renewal.fee}.
      </p>
      <Form method="post" {...getFormProps(form)}>
        <FormErrors id={form.errorId} errors={form.errors} />
        <Field
          label="Signature"
          hint="Type your full name."
          inputProps={{ ...getInputProps(fields.signature, { type: "text" }), autoComplete: "name" }}
          errors={fields.signature.errors}
        />
        <Field label="Date" inputProps={{ id: "renewal-date", type: "text", value: renewal.today, readOnly: true }} />
        <SubmitRow label="Add Renewal to Cart" cancelTo={back} />
      </Form>
    </RouteModal>
  );
}
