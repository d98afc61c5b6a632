import { getFormProps, useForm } from "@conform-to/react";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { MEDIA_KIND, REGISTRATION_STEP } from "~/domain/constants.ts";
import { afterFinalMove, requireFinalStep } from "~/features/certifications/final-steps-page.server.ts";
import { saveFinalDocumentation } from "~/features/certifications/final-step-services.server.ts";
import { intentOf } from "~/features/certifications/wizard-page.server.ts";
import { FinalStepsFrame } from "~/features/certifications/ui/final-steps-frame.tsx";
import { storeUploads } from "~/kit/forms/attachments.server.ts";
import { StepButtons } from "~/kit/wizard/wizard-frame.tsx";
import { requireViewer } from "~/lib/auth.server.ts";
import { db } from "~/lib/db.server.ts";
import { paths } from "~/lib/paths.ts";
import { fileTooLargeMessage, readFileFields, readUploadForm } from "~/lib/uploads.server.ts";
import { FileInput, FileLinks } from "~/ui/attached-files.tsx";
import { refused } from "~/kit/forms/respond.server.ts";
import { GeneralErrorBoundary } from "~/ui/error-boundary.tsx";

const STEP = REGISTRATION_STEP.documentation;
const MAX_BYTES = 10 * 1024 * 1024;

export const meta: MetaFunction = () => [{ title: "Supporting Documentation | Final Steps | Member Portal" }];

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { frame, registrationId } = await requireFinalStep(await requireViewer(request), params, STEP);
  const files = await db.media.findMany({
    where: { registrationId, kind: MEDIA_KIND.coursework },
    orderBy: { id: "asc" },
    select: { id: true, originalName: true },
  });
  return {
    frame,
    first: frame.steps[0]?.key === STEP,
    files: files.map((f) => ({
      id: f.id,
      kindLabel: "Certificate of completion",
      name: f.originalName,
      href: paths.resources.media(f.id),
    })),
  };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const { viewer, frame, registrationId } = await requireFinalStep(await requireViewer(request), params, STEP);
  const read = await readUploadForm(request, { maxFileBytes: MAX_BYTES, tooLargeMessage: fileTooLargeMessage(MAX_BYTES) });
  if (!read.ok) return refused({}, { completionFile: read.message });
  const { files, errors } = await readFileFields(read.formData, { completionFile: "document" }, MAX_BYTES);
  if (errors.completionFile?.length) return refused({}, { completionFile: errors.completionFile[0] });
  const result = await saveFinalDocumentation(
    viewer.actor,
    frame.certificationId,
    registrationId,
    intentOf(read.formData),
    await storeUploads(files),
  );
  if (result.kind === "invalid") return refused({}, result.errors);
  return afterFinalMove(frame.certificationId, result);
}

export default function FinalDocumentationStep() {
  const { frame, first, files } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const [form, fields] = useForm<{ completionFile: string }>({ id: "final-documentation", lastResult: answer?.result });
  return (
    <FinalStepsFrame frame={frame}>
      <p>Upload the certificate of completion your Independent Trainer gave you.</p>
      <Form method="post" encType="multipart/form-data" {...getFormProps(form)}>
        {files.length > 0 ? <FileLinks files={files} /> : null}
        <FileInput
          id="completion-file"
          name="completionFile"
          label="Certificate of completion"
          hint="A PDF, JPG or PNG file, 10 MB or smaller."
          accept="application/pdf,image/jpeg,image/png"
          errors={fields.completionFile.errors ?? undefined}
        />
        <StepButtons back={!first} />
      </Form>
    </FinalStepsFrame>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
