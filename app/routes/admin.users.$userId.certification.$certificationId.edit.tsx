import { getFormProps, getInputProps, getSelectProps, useForm } from "@conform-to/react";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { CERTIFICATION_STATUS_LABEL, type CertificationStatus } from "~/domain/constants.ts";
import {
  CertificationEditSchema,
  certificationEditForm,
  updateUserCertification,
} from "~/features/certifications/certification-admin.server.ts";
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

/** /admin/users/:userId/certification/:certificationId/edit: status, certificate URL and secuId (admin-only fields). */
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const userId = idParam(params.userId);
  const certificationId = idParam(params.certificationId);
  const form = await certificationEditForm(userId, certificationId);
  if (!form) throw notFound();
  return {
    userId,
    certificationId,
    values: form.values,
    statuses: form.statuses.map((s) => ({ value: s, label: CERTIFICATION_STATUS_LABEL[s as CertificationStatus] })),
  };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  const userId = idParam(params.userId);
  const certificationId = idParam(params.certificationId);
  const submission = parseWithZod(await readForm(request), { schema: CertificationEditSchema });
  if (submission.status !== "success") return replyTo(submission);
  const outcome = await updateUserCertification(admin.actor, userId, certificationId, submission.value);
  if (isInvalid(outcome)) return replyTo(submission, { invalid: outcome });
  return redirectWithToast(paths.admin.users.certification(userId, certificationId), { kind: "success", message: "Success" });
}

export default function EditCertificationModal() {
  const { userId, certificationId, values, statuses } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const [form, fields] = useForm<typeof values>({ id: "edit-certification", lastResult: reply?.result, defaultValue: values });
  const closeTo = paths.admin.users.certification(userId, certificationId);
  return (
    <RouteModal title="Edit Certification" closeTo={closeTo}>
      <Form method="post" preventScrollReset {...getFormProps(form)}>
        <FormErrors id={form.errorId} errors={form.errors} />
        <SelectField label="Status" selectProps={getSelectProps(fields.status)} errors={fields.status.errors} options={statuses} />
        <Field
          label="Certificate URL"
          inputProps={{ ...getInputProps(fields.accredibleUrl, { type: "url" }) }}
          errors={fields.accredibleUrl.errors}
        />
        <Field
          label="secuId"
          inputProps={{ ...getInputProps(fields.secuId, { type: "text" }), maxLength: 50 }}
          errors={fields.secuId.errors}
        />
        <SubmitRow label="Save" cancelTo={closeTo} />
      </Form>
    </RouteModal>
  );
}
