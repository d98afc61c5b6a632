import { getFormProps, getInputProps, getSelectProps, useForm } from "@conform-to/react";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { addCertificationPayment, certificationPaymentSchema, paymentForm } from "~/features/certifications/certification-admin.server.ts";
import { isInvalid } from "~/kit/forms/outcome.ts";
import { replyTo } from "~/kit/forms/reply.server.ts";
import { requireAdmin } from "~/lib/auth.server.ts";
import { parseWithZod, readForm } from "~/lib/forms.server.ts";
import { notFound } from "~/lib/http.ts";
import { idParam } from "~/lib/params.ts";
import { paths } from "~/lib/paths.ts";
import { redirectWithToast } from "~/lib/toast.server.ts";
import { Field, FormErrors, SelectField, SubmitRow } from "~/ui/field.tsx";
import { RouteModal } from "~/ui/route-modal.tsx";

/** /admin/users/:userId/certification/:certificationId/payments/new: the Add Payment modal (year and price in dollars). */
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const userId = idParam(params.userId);
  const certificationId = idParam(params.certificationId);
  const form = await paymentForm(userId, certificationId);
  if (!form) throw notFound();
  return { userId, certificationId, ...form };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  const userId = idParam(params.userId);
  const certificationId = idParam(params.certificationId);
  const submission = parseWithZod(await readForm(request), { schema: certificationPaymentSchema() });
  if (submission.status !== "success") return replyTo(submission);
  const outcome = await addCertificationPayment(admin.actor, userId, certificationId, submission.value);
  if (isInvalid(outcome)) return replyTo(submission, { invalid: outcome });
  return redirectWithToast(paths.admin.users.certification(userId, certificationId), { kind: "success", message: "Payment added." });
}

export default function AddPaymentModal() {
  const { userId, certificationId, years, defaultYear } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const [form, fields] = useForm<{ year: string; price: string }>({
    id: "add-payment",
    lastResult: reply?.result,
    defaultValue: { year: String(defaultYear), price: "0" },
  });
  const closeTo = paths.admin.users.certification(userId, certificationId);
  return (
    <RouteModal title="Add Payment" closeTo={closeTo}>
      <Form method="post" preventScrollReset {...getFormProps(form)}>
        <FormErrors id={form.errorId} errors={form.errors} />
        <SelectField
          label="Year"
          selectProps={getSelectProps(fields.year)}
          errors={fields.year.errors}
          options={years.map((y) => ({ value: String(y), label: String(y) }))}
        />
        <Field
          label="Price (dollars)"
          inputProps={{ ...getInputProps(fields.price, { type: "text" }), inputMode: "decimal" }}
          errors={fields.price.errors}
        />
        <SubmitRow label="Add Payment" cancelTo={closeTo} />
      </Form>
    </RouteModal>
  );
}
