/**
 * The client half of the decision modal routes: the modal with the decision form, or, when the
 * decision cannot be taken, why and Close. The form's errors come from the route's action.
 */
import { useActionData } from "@remix-run/react";
import type { ReactNode } from "react";
import type { FormReply } from "~/kit/forms/outcome.ts";
import { RouteModal } from "~/ui/route-modal.tsx";
import { DecisionBlocked, DecisionForm, type TemplateOption } from "./decision-form.tsx";

export function DecisionModal({
  title,
  formId,
  closeTo,
  templates,
  submitLabel,
  danger = false,
  statusOptions,
  statusLabel,
  blocked,
  children,
}: {
  title: string;
  formId: string;
  /** the review page */
  closeTo: string;
  templates: readonly TemplateOption[];
  submitLabel: string;
  danger?: boolean;
  /** a required "Status" select (a rejection status) */
  statusOptions?: ReadonlyArray<{ value: string; label: string }>;
  statusLabel?: string;
  /** why the decision cannot be taken now; the form is not shown */
  blocked?: ReactNode;
  /** the confirmation text above the fields */
  children: ReactNode;
}) {
  const reply = useActionData() as FormReply | undefined;
  return (
    <RouteModal title={title} closeTo={closeTo}>
      {blocked ? (
        <DecisionBlocked closeTo={closeTo}>{blocked}</DecisionBlocked>
      ) : (
        <DecisionForm
          id={formId}
          templates={templates}
          lastResult={reply?.result}
          submitLabel={submitLabel}
          danger={danger}
          cancelTo={closeTo}
          statusOptions={statusOptions}
          statusLabel={statusLabel}
        >
          {children}
        </DecisionForm>
      )}
    </RouteModal>
  );
}
