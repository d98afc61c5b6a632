import { getFormProps, useForm } from "@conform-to/react";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { requireUser, requireViewer } from "~/lib/auth.server.ts";
import { log } from "~/lib/logger.server.ts";
import { EMPLOYMENT_UPDATE_FAILED, EmploymentSchema } from "~/features/profile/employment-schema.server.ts";
import { parseWithZod, readForm } from "~/lib/forms.server.ts";
import { paths } from "~/lib/paths.ts";
import { redirectWithToast } from "~/lib/toast.server.ts";
import { getEmploymentForm, updateEmployment, type EmploymentValues } from "~/features/profile/employment.server.ts";
import { EmploymentFields } from "~/features/profile/ui/employment-fields.tsx";
import { FormErrors } from "~/ui/field.tsx";
import { notFound } from "~/lib/http.ts";

export const meta: MetaFunction = () => [{ title: "Professional Info | Member Portal" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const form = await getEmploymentForm(user.id);
  if (!form) throw notFound();
  return form;
}

export async function action({ request }: ActionFunctionArgs) {
  const viewer = await requireViewer(request);
  const submission = parseWithZod(await readForm(request), { schema: EmploymentSchema });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  let result: Awaited<ReturnType<typeof updateEmployment>>;
  try {
    result = await updateEmployment(viewer.actor, submission.value);
  } catch (error) {
    log.error("professional info save failed", { userId: viewer.user.id, error });
    return data(submission.reply({ formErrors: [EMPLOYMENT_UPDATE_FAILED] }), { status: 400 });
  }
  if (!result.ok) return data(submission.reply({ fieldErrors: result.fieldErrors as Record<string, string[]> }), { status: 400 });
  return redirectWithToast(paths.editProfile.professional(), { kind: "success", message: "Professional info saved." });
}

/** The saved values as the form posts them (strings, "on" for a ticked box). */
function formDefaults(v: EmploymentValues) {
  const box = (b: boolean) => (b ? "on" : undefined);
  const id = (n: number | null) => (n === null ? undefined : String(n));
  return {
    organization: v.organization ?? undefined,
    jobTitle: v.jobTitle ?? undefined,
    yearsOfService: v.yearsOfService ?? undefined,
    primaryWorkAreaCategoryId: id(v.primaryWorkAreaCategoryId),
    primaryWorkAreas: v.primaryWorkAreas.map(String),
    workAreaCategories: v.workAreaCategories.map(String),
    workAreas: v.workAreas.map(String),
    militaryInstallationId: id(v.militaryInstallationId),
    workAreaOther: box(v.workAreaOther),
    areasOfWorkOther: v.areasOfWorkOther ?? undefined,
    areasOfExpertise: v.areasOfExpertise ?? undefined,
    provideCounselingServices: box(v.provideCounselingServices),
    agreeDemographicSearch: box(v.agreeDemographicSearch),
    offerVirtualCounseling: box(v.offerVirtualCounseling),
    offerLocalCounseling: box(v.offerLocalCounseling),
    offerGroupWorkshops: box(v.offerGroupWorkshops),
  };
}

export default function ProfessionalInfoTab() {
  const { values, options, profileLastUpdated } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const [form, fields] = useForm({
    id: "employment",
    lastResult,
    defaultValue: formDefaults(values),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  return (
    <>
      <h1>Professional Info</h1>
      {profileLastUpdated ? <p className="hint">Profile last updated {profileLastUpdated}.</p> : null}
      <Form method="post" {...getFormProps(form)}>
        <FormErrors id={form.errorId} errors={form.errors} />
        <EmploymentFields fields={fields} options={options} />
        <button className="btn" type="submit">
          Save
        </button>
      </Form>
    </>
  );
}
