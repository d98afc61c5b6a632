import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { sendValidationRequests, VALIDATION_MESSAGES, validationChoices } from "~/features/experience/validation.server.ts";
import { idList } from "~/kit/forms/fields.server.ts";
import { requireAdmin } from "~/lib/auth.server.ts";
import { readForm } from "~/lib/forms.server.ts";
import { notFound } from "~/lib/http.ts";
import { idParam } from "~/lib/params.ts";
import { paths } from "~/lib/paths.ts";
import { redirectWithToast } from "~/lib/toast.server.ts";
import { SubmitRow } from "~/ui/field.tsx";
import { RouteModal } from "~/ui/route-modal.tsx";

/**
 * /admin/experiences/:experienceId/validation: the Validation modal. The admin picks experiences of
 * the same registration (this one ticked); each supervisor is emailed one single-use link for theirs.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const id = idParam(params.experienceId);
  const choices = await validationChoices(id);
  if (!choices) throw notFound();
  return { id, choices };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  const id = idParam(params.experienceId);
  const picked = idList().safeParse((await readForm(request)).getAll("experiences").map(String));
  const ids = picked.success ? picked.data : [];
  const result = await sendValidationRequests(admin.actor, id, ids);
  if (!result.ok) return redirectWithToast(paths.admin.experiences.validation(id), { kind: "error", message: result.message });
  return redirectWithToast(paths.admin.experiences.review(id), { kind: "success", message: VALIDATION_MESSAGES.sent(result.sent) });
}

export default function ValidationModal() {
  const { id, choices } = useLoaderData<typeof loader>();
  const closeTo = paths.admin.experiences.review(id);
  return (
    <RouteModal title="Validation" closeTo={closeTo}>
      <p>Each supervisor of the experiences you pick is emailed a link (valid for 30 days, usable once) to confirm the hours and sign.</p>
      <Form method="post" preventScrollReset>
        <fieldset>
          <legend>Experiences to validate</legend>
          {choices.map((c) => (
            <div className="field field-checkbox" key={c.id}>
              <input type="checkbox" id={`validate-${c.id}`} name="experiences" value={c.id} defaultChecked={c.id === id} />
              <label htmlFor={`validate-${c.id}`}>{c.label}</label>
            </div>
          ))}
        </fieldset>
        <SubmitRow label="Send" cancelTo={closeTo} />
      </Form>
    </RouteModal>
  );
}
