import { getFormProps, getTextareaProps, useForm } from "@conform-to/react";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { replyTo } from "~/kit/forms/reply.server.ts";
import { parseWithZod, readForm } from "~/lib/forms.server.ts";
import { notFound } from "~/lib/http.ts";
import { idParam } from "~/lib/params.ts";
import { requireAdmin, requireViewer } from "~/lib/auth.server.ts";
import { paths } from "~/lib/paths.ts";
import { redirectWithToast } from "~/lib/toast.server.ts";
import {
  ImpersonationError,
  ImpersonationReasonSchema,
  impersonationTarget,
  startImpersonation,
} from "~/features/admin-users/impersonation.server.ts";
import { AuthShell } from "~/features/shell/ui/auth-shell.tsx";
import { GeneralErrorBoundary } from "~/ui/error-boundary.tsx";
import { FormErrors, TextareaField } from "~/ui/field.tsx";

export const meta: MetaFunction = () => [{ title: "Impersonate user | Member Portal" }];

/** Who would be impersonated: an unknown user is a 404; yourself or another admin goes back with the reason. */
async function targetOr(adminId: number, targetId: number) {
  try {
    return await impersonationTarget(adminId, targetId);
  } catch (error) {
    if (!(error instanceof ImpersonationError)) throw error;
    if (error.code === "notFound") throw notFound();
    throw await redirectWithToast(paths.admin.users.info(targetId), { kind: "error", message: error.message });
  }
}

/**
 * The Impersonate tab's link lands here: a confirmation, never the change itself (a link followed
 * from anywhere must not act). Impersonation starts only by the POST below (docs/decisions/0019).
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request);
  const target = await targetOr(admin.id, idParam(params.userId));
  return { target: { id: target.id, name: `${target.firstName} ${target.lastName}`, email: target.email } };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  const viewer = await requireViewer(request);
  const targetId = idParam(params.userId);
  await targetOr(admin.id, targetId);
  const submission = parseWithZod(await readForm(request), { schema: ImpersonationReasonSchema });
  if (submission.status !== "success") return replyTo(submission);
  try {
    const target = await startImpersonation(viewer.sessionId, admin.actor, targetId, submission.value.reason);
    return redirectWithToast(paths.dashboard(), {
      kind: "info",
      message: `You are now viewing the portal as ${target.firstName} ${target.lastName}.`,
    });
  } catch (error) {
    if (error instanceof ImpersonationError)
      return redirectWithToast(paths.admin.users.info(targetId), { kind: "error", message: error.message });
    throw error;
  }
}

export default function ConfirmImpersonation() {
  const { target } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const [form, fields] = useForm({ id: "impersonate", lastResult: reply?.result, shouldValidate: "onSubmit" });
  return (
    <AuthShell>
      <h1>Impersonate user</h1>
      <p>
        View the portal as <strong>{target.name}</strong> ({target.email})? Everything you change is recorded as done by you on their
        behalf.
      </p>
      <Form method="post" reloadDocument {...getFormProps(form)}>
        <FormErrors id={form.errorId} errors={form.errors} />
        <TextareaField
          label="Reason (optional)"
          textareaProps={{ ...getTextareaProps(fields.reason), rows: 3 }}
          errors={fields.reason.errors}
        />
        <button type="submit" className="btn">
          Impersonate
        </button>
      </Form>
      <p>
        <Link to={paths.admin.users.info(target.id)}>Back to the profile</Link>
      </p>
    </AuthShell>
  );
}

export function ErrorBoundary() {
  return (
    <AuthShell>
      <GeneralErrorBoundary />
    </AuthShell>
  );
}
