import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { certificationArea } from "~/features/certifications/certification-area.server.ts";
import { ethicsSchema, signCodeOfEthics } from "~/features/certifications/ethics.server.ts";
import { replyTo } from "~/kit/forms/reply.server.ts";
import { CandidateView, CertifiedView, NotCertifiedView } from "~/features/certifications/ui/certification-area.tsx";
import { EthicsForm } from "~/features/certifications/ui/ethics-form.tsx";
import { requireUser, requireViewer } from "~/lib/auth.server.ts";
import { todayISO } from "~/lib/dates.ts";
import { parseWithZod, readForm } from "~/lib/forms.server.ts";
import { badRequest } from "~/lib/http.ts";
import { paths } from "~/lib/paths.ts";
import { redirectWithToast } from "~/lib/toast.server.ts";
import { GeneralErrorBoundary } from "~/ui/error-boundary.tsx";

export const meta: MetaFunction = () => [{ title: "Certification | Member Portal" }];

/** /certifications-and-training: the member's certification area (Certified, Candidate or Not certified). */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  return { area: await certificationArea(user.id), today: todayISO() };
}

/** Signing the Code of Ethics (the candidate view's form). */
export async function action({ request }: ActionFunctionArgs) {
  const viewer = await requireViewer(request);
  const formData = await readForm(request);
  if (formData.get("intent") !== "sign-ethics") throw badRequest();
  const submission = parseWithZod(formData, { schema: ethicsSchema() });
  if (submission.status !== "success") return replyTo(submission);
  // Not an enrolled candidate (the form is not on the page then): said in a toast.
  const result = await signCodeOfEthics(viewer.actor, submission.value);
  if (!result.ok) return redirectWithToast(paths.certifications.root(), { kind: "error", message: result.message });
  return redirectWithToast(paths.certifications.root(), { kind: "success", message: "Thank you for signing the Code of Ethics." });
}

export default function CertificationArea() {
  const { area, today } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  return (
    <>
      <h1>Certification</h1>
      {area.view === "certified" ? (
        <CertifiedView area={area} />
      ) : area.view === "candidate" ? (
        <CandidateView
          area={area}
          ethicsForm={<EthicsForm html={area.progress.ethicsHtml ?? ""} today={today} lastResult={reply?.result} />}
        />
      ) : (
        <NotCertifiedView area={area} />
      )}
    </>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
