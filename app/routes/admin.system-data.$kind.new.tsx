import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { loadNewForm, postNewRecord, requireKind } from "~/features/system-data/pages.server.ts";
import { RecordForm } from "~/features/system-data/ui/record-form.tsx";
import { requireAdmin } from "~/lib/auth.server.ts";
import { paths } from "~/lib/paths.ts";

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: `${data?.title ?? "New"} | Admin` }];

/** /admin/system-data/:kind/new: a new row of the kind. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request);
  return loadNewForm(requireKind(params.kind));
}

export async function action({ request, params }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  return postNewRecord(requireKind(params.kind), admin.actor, request);
}

export default function NewRecord() {
  const form = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  return (
    <>
      <h1>{form.title}</h1>
      <RecordForm
        id={`new-${form.kind.slug}`}
        fields={form.fields}
        values={form.values}
        editing={false}
        lastResult={reply?.result}
        submitLabel="Save"
        cancelTo={paths.admin.systemData.kind(form.kind.slug)}
        once={form.once}
      />
    </>
  );
}
