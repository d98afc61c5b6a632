import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { CERTIFICATION_ADMIN_MESSAGES, reinstateCertification } from "~/features/certifications/certification-admin.server.ts";
import { requireAdmin } from "~/lib/auth.server.ts";
import { idParam } from "~/lib/params.ts";
import { paths } from "~/lib/paths.ts";
import { redirectWithToast } from "~/lib/toast.server.ts";
import { SubmitRow } from "~/ui/field.tsx";
import { RouteModal } from "~/ui/route-modal.tsx";

/** /admin/users/:userId/certification/:certificationId/reinstate: the Reinstate Certification modal. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request);
  return { userId: idParam(params.userId), certificationId: idParam(params.certificationId) };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  const userId = idParam(params.userId);
  const certificationId = idParam(params.certificationId);
  const result = await reinstateCertification(admin.actor, userId, certificationId);
  return redirectWithToast(
    paths.admin.users.certification(userId, certificationId),
    result.ok ? { kind: "success", message: CERTIFICATION_ADMIN_MESSAGES.success } : { kind: "error", message: result.message },
  );
}

export default function ReinstateModal() {
  const { userId, certificationId } = useLoaderData<typeof loader>();
  const closeTo = paths.admin.users.certification(userId, certificationId);
  return (
    <RouteModal title="Reinstate Certification" closeTo={closeTo}>
      <p>
        Reinstating asks the credential service for a new certificate and sets this certification to In Good Standing. The member is told by
        a notification and an email.
      </p>
      <Form method="post" preventScrollReset>
        <SubmitRow label="Reinstate" cancelTo={closeTo} />
      </Form>
    </RouteModal>
  );
}
