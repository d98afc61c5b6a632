import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { CERTIFICATION_ADMIN_MESSAGES, deleteCertificationPayment } from "~/features/certifications/certification-admin.server.ts";
import { requireAdmin } from "~/lib/auth.server.ts";
import { idParam } from "~/lib/params.ts";
import { paths } from "~/lib/paths.ts";
import { redirectWithToast } from "~/lib/toast.server.ts";
import { SubmitRow } from "~/ui/field.tsx";
import { RouteModal } from "~/ui/route-modal.tsx";

/** /admin/users/:userId/certification/:certificationId/payments/:paymentId/delete: 'Are you sure you want to delete this payment?' */
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request);
  return {
    userId: idParam(params.userId),
    certificationId: idParam(params.certificationId),
    question: CERTIFICATION_ADMIN_MESSAGES.deleteConfirm,
  };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  const userId = idParam(params.userId);
  const certificationId = idParam(params.certificationId);
  const result = await deleteCertificationPayment(admin.actor, userId, certificationId, idParam(params.paymentId));
  return redirectWithToast(
    paths.admin.users.certification(userId, certificationId),
    result.ok ? { kind: "success", message: "Payment deleted." } : { kind: "error", message: result.message },
  );
}

export default function DeletePaymentModal() {
  const { userId, certificationId, question } = useLoaderData<typeof loader>();
  const closeTo = paths.admin.users.certification(userId, certificationId);
  return (
    <RouteModal title="Delete Payment" closeTo={closeTo}>
      <p>{question}</p>
      <Form method="post" preventScrollReset>
        <SubmitRow label="Delete" cancelTo={closeTo} danger />
      </Form>
    </RouteModal>
  );
}
