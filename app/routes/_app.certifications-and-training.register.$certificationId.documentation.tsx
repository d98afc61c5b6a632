import { getFormProps, useForm } from "@conform-to/react";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { MEDIA_KIND_LABEL, PATHWAY_KEY, REGISTRATION_STEP, type MediaKind } from "~/domain/constants.ts";
import {
  activeTrainers,
  DOCUMENT_FIELDS,
  saveDocumentation,
  type DocumentField,
} from "~/features/certifications/documentation-step.server.ts";
import { requiredDocument } from "~/features/certifications/registration-rules.ts";
import { afterMove, intentOf, registrationStepValues, requireWizardStep, textOf } from "~/features/certifications/wizard-page.server.ts";
import { RegistrationFrame } from "~/features/certifications/ui/registration-frame.tsx";
import { deleteAttachment, storeUploads } from "~/kit/forms/attachments.server.ts";
import { requireViewer } from "~/lib/auth.server.ts";
import { StepButtons } from "~/kit/wizard/wizard-frame.tsx";
import { db } from "~/lib/db.server.ts";
import { paths } from "~/lib/paths.ts";
import { fileTooLargeMessage, readFileFields, readUploadForm } from "~/lib/uploads.server.ts";
import { FileInput, FileLinks } from "~/ui/attached-files.tsx";
import { SelectField } from "~/ui/field.tsx";
import { refused } from "~/kit/forms/respond.server.ts";
import { GeneralErrorBoundary } from "~/ui/error-boundary.tsx";

const STEP = REGISTRATION_STEP.documentation;
const MAX_BYTES = 10 * 1024 * 1024;
const FILE_KINDS = { courseworkFile: "document", designationFile: "document" } as const;

export const meta: MetaFunction = () => [{ title: "Supporting Documentation | Certification Registration | Member Portal" }];

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { frame, registrationId } = await requireWizardStep(await requireViewer(request), params, STEP);
  const v = await registrationStepValues(registrationId);
  const key = v.pathwayType?.key ?? null;
  const field: DocumentField = requiredDocument(key) === "designation" ? "designationFile" : "courseworkFile";
  const kinds = Object.values(DOCUMENT_FIELDS) as string[];
  return {
    frame,
    field,
    required: Boolean(v.pathwayType?.requiresPreapproval),
    files: v.media
      .filter((m) => kinds.includes(m.kind))
      .map((m) => ({
        id: m.id,
        kindLabel: MEDIA_KIND_LABEL[m.kind as MediaKind] ?? "File",
        name: m.originalName,
        href: paths.resources.media(m.id),
      })),
    trainers: key === PATHWAY_KEY.independentTrainer ? await activeTrainers() : null,
    trainerId: v.independentTrainerId ? String(v.independentTrainerId) : "",
  };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const { viewer, frame, registrationId } = await requireWizardStep(await requireViewer(request), params, STEP);
  const here = paths.certifications.registerStep(frame.certificationId, STEP);
  const read = await readUploadForm(request, { maxFileBytes: MAX_BYTES, tooLargeMessage: fileTooLargeMessage(MAX_BYTES) });
  if (!read.ok) return refused({}, { courseworkFile: read.message });
  const formData = read.formData;
  const values = { independentTrainerId: textOf(formData, "independentTrainerId") };
  const deleteId = Number(textOf(formData, "deleteMediaId"));
  if (deleteId > 0) {
    const media = await db.media.findFirst({
      where: { id: deleteId, registrationId, ownerUserId: viewer.user.id, kind: { in: Object.values(DOCUMENT_FIELDS) } },
      select: { id: true, storedPath: true, originalName: true },
    });
    if (media)
      await deleteAttachment(viewer.actor, media, {
        entityType: "Registration",
        entityId: registrationId,
        action: "registration.deleteFile",
      });
    return redirect(here);
  }
  const { files, errors } = await readFileFields(formData, FILE_KINDS, MAX_BYTES);
  if (Object.keys(errors).length > 0)
    return refused(values, { courseworkFile: errors.courseworkFile?.[0], designationFile: errors.designationFile?.[0] });
  const trainerId = Number(values.independentTrainerId);
  const result = await saveDocumentation(viewer.actor, registrationId, {
    intent: intentOf(formData),
    uploads: await storeUploads(files),
    independentTrainerId: Number.isSafeInteger(trainerId) && trainerId > 0 ? trainerId : null,
  });
  if (result.kind === "invalid") return refused(values, result.errors);
  return afterMove(frame.certificationId, result);
}

export default function DocumentationStep() {
  const { frame, field, required, files, trainers, trainerId } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const [form, fields] = useForm<{ courseworkFile: string; designationFile: string; independentTrainerId: string }>({
    id: "documentation",
    lastResult: answer?.result,
    defaultValue: { independentTrainerId: trainerId },
  });
  const label = field === "designationFile" ? "Designation certificate" : "Coursework (transcript or certificate of completion)";
  return (
    <RegistrationFrame frame={frame}>
      <p>
        {required
          ? "Upload the document we review to approve your pathway."
          : "You may upload a document now; it helps us if we need to check your eligibility."}
      </p>
      <Form method="post" encType="multipart/form-data" {...getFormProps(form)}>
        {files.length > 0 ? <FileLinks files={files} deletable /> : null}
        <FileInput
          id="documentation-file"
          name={field}
          label={required ? label : `${label} (optional)`}
          hint="A PDF, JPG or PNG file, 10 MB or smaller."
          accept="application/pdf,image/jpeg,image/png"
          errors={(field === "designationFile" ? fields.designationFile.errors : fields.courseworkFile.errors) ?? undefined}
        />
        {trainers ? (
          <SelectField
            label="Your Independent Trainer"
            selectProps={{
              name: "independentTrainerId",
              id: "independent-trainer",
              defaultValue: fields.independentTrainerId.initialValue as string | undefined,
            }}
            placeholder="Choose your trainer"
            options={trainers.map((t) => ({ value: String(t.id), label: t.name }))}
            errors={fields.independentTrainerId.errors}
          />
        ) : null}
        <StepButtons />
      </Form>
    </RegistrationFrame>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
