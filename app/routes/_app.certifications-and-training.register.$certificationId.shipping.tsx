import { getFormProps, useForm } from "@conform-to/react";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { REGISTRATION_STEP } from "~/domain/constants.ts";
import { StepButtons } from "~/kit/wizard/wizard-frame.tsx";
import { paths } from "~/lib/paths.ts";
import { ErrorList } from "~/ui/field.tsx";
import { GeneralErrorBoundary } from "~/ui/error-boundary.tsx";
import { registrationWizard } from "~/features/certifications/registration/wizard.server.ts";
import { chooseShippingAddress, loadShippingStep } from "~/features/certifications/registration/shipping.server.ts";
import { ShippingSchema } from "~/features/certifications/registration/schemas.server.ts";
import { WizardFrame } from "~/kit/wizard/wizard-frame.tsx";

const STEP = REGISTRATION_STEP.shipping;

export const meta: MetaFunction = () => [{ title: "Shipping | Certification Registration | Member Portal" }];

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { frame, record, viewer, scope } = await registrationWizard.page(request, params, STEP);
  return { frame, ...(await loadShippingStep(viewer.user.id, record.id, paths.certifications.registerStep(scope.certificationId, STEP))) };
}

export async function action(args: ActionFunctionArgs) {
  return registrationWizard.stepAction(args, STEP, { schema: ShippingSchema, save: chooseShippingAddress });
}

export default function ShippingStep() {
  const { frame, addresses, chosen, addHref } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const [form, fields] = useForm<{ addressId: string }>({
    id: "shipping",
    lastResult: answer?.result,
    defaultValue: { addressId: chosen },
  });
  const initial = typeof fields.addressId.initialValue === "string" ? fields.addressId.initialValue : chosen;
  const errorId = "shipping-error";
  return (
    <WizardFrame frame={frame}>
      <Form method="post" {...getFormProps(form)}>
        <fieldset aria-describedby={fields.addressId.errors ? errorId : undefined}>
          <legend>Ship my materials to</legend>
          {addresses.length === 0 ? <p>You have no address yet.</p> : null}
          {addresses.map((a) => (
            <div className="field-radio" key={a.id}>
              <input type="radio" id={`address-${a.id}`} name="addressId" value={String(a.id)} defaultChecked={initial === String(a.id)} />
              <label htmlFor={`address-${a.id}`}>
                {a.lines.map((line, i) => (
                  <span key={i} className="address-line">
                    {line}
                  </span>
                ))}
              </label>
            </div>
          ))}
          <ErrorList id={errorId} errors={fields.addressId.errors} />
        </fieldset>
        <p>
          <Link to={addHref}>Add a new address</Link>
        </p>
        <StepButtons />
      </Form>
    </WizardFrame>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
