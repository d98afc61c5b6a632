import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { extensionRequestPage, ExtensionRequestSchema, requestExtension } from "~/features/extensions/request.server.ts";
import { EXTENSION_MESSAGES } from "~/features/extensions/rules.ts";
import { requireUser, requireViewer } from "~/lib/auth.server.ts";
import { isInvalid } from "~/kit/forms/outcome.ts";
import { replyTo } from "~/kit/forms/reply.server.ts";
import { parseWithZod, readForm } from "~/lib/forms.server.ts";
import { paths } from "~/lib/paths.ts";
import { redirectWithToast } from "~/lib/toast.server.ts";
import { GeneralErrorBoundary } from "~/ui/error-boundary.tsx";
import { Field, FormErrors } from "~/ui/field.tsx";

export const meta: MetaFunction = () => [{ title: "Request an Extension | Member Portal" }];

/**
 * /certifications-and-training/extensions/request: a registration that expired without extension
 * may ask, within 6 months of its deadline and once, for 6 more months: completed hours and a
 * signature; the fee goes to the cart.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  return { page: await extensionRequestPage(user.id) };
}

export async function action({ request }: ActionFunctionArgs) {
  const viewer = await requireViewer(request);
  const submission = parseWithZod(await readForm(request), { schema: ExtensionRequestSchema });
  if (submission.status !== "success") return replyTo(submission);
  const outcome = await requestExtension(viewer.actor, submission.value);
  if (isInvalid(outcome)) return replyTo(submission, { invalid: outcome, status: 409 });
  return redirectWithToast(paths.cart(), { kind: "success", message: EXTENSION_MESSAGES.addedToCart });
}

export default function RequestExtension() {
  const { page } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const [form, fields] = useForm<{ completedHours: string; signature: string }>({
    id: "extension-request",
    lastResult: reply?.result,
    shouldValidate: "onSubmit",
  });
  return (
    <>
      <p>
        <Link to={paths.dashboard()}>Back to Dashboard</Link>
      </p>
      <h1>Request an Extension</h1>
      {!page.ok ? (
        <div className="alert alert-info" role="status">
          <p>{page.message}</p>
          {page.reason === "in_cart" ? (
            <p>
              <Link to={paths.cart()}>View in Cart</Link>
            </p>
          ) : null}
        </div>
      ) : (
        <section className="card narrow" aria-labelledby="extension-terms">
          <h2 id="extension-terms">{page.certification}</h2>
          <ul>
            <li>
              Your registration deadline was {page.deadline}. An approved extension adds {page.months} months: your new deadline would be{" "}
              {page.newDeadline}.
            </li>
            <li>The extension fee is {page.fee}. Requests are reviewed in 2-3 business days once paid.</li>
            <li>Only one extension is available. You can request it until {page.requestBy}.</li>
          </ul>
          <Form method="post" {...getFormProps(form)}>
            <FormErrors id={form.errorId} errors={form.errors} />
            <Field
              label="Experience hours completed so far"
              inputProps={{ ...getInputProps(fields.completedHours, { type: "number" }), min: "0", step: "0.01", inputMode: "decimal" }}
              errors={fields.completedHours.errors}
            />
            <Field
              label="Signature (type your full name)"
              hint={`Signed on ${page.today}.`}
              inputProps={{ ...getInputProps(fields.signature, { type: "text" }), autoComplete: "name" }}
              errors={fields.signature.errors}
            />
            <div className="form-actions">
              <button type="submit" className="btn">
                Add to Cart
              </button>
            </div>
          </Form>
        </section>
      )}
    </>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
