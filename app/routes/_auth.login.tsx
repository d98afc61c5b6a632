import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { redirect, redirectDocument } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { HoneypotInputs, HoneypotProvider } from "~/ui/honeypot.tsx";
import { LoginSchema } from "~/features/auth/schemas.server.ts";
import { invalid } from "~/kit/forms/outcome.ts";
import { keepRetryAfter, replyTo } from "~/kit/forms/reply.server.ts";
import { parseWithZod, readForm } from "~/lib/forms.server.ts";
import { clientIp, createSession, getViewer, postLoginTarget, requireAnonymous } from "~/lib/auth.server.ts";
import { COOKIE_LOST_MESSAGE } from "~/features/auth/messages.ts";
import { getReferrerCookie } from "~/lib/cookies.server.ts";
import { checkHoneypot, honeypotInputProps } from "~/lib/honeypot.server.ts";
import { paths } from "~/lib/paths.ts";
import { AuthError } from "~/features/auth/auth.server.ts";
import { authenticator } from "~/features/auth/authenticator.server.ts";
import { findReferrerContext } from "~/features/auth/referrers.server.ts";
import { pendingSignOnPartner } from "~/features/sso/flow.server.ts";
import { AuthShell } from "~/features/shell/ui/auth-shell.tsx";
import { CheckboxField, Field, FormErrors } from "~/ui/field.tsx";

export const meta: MetaFunction = () => [{ title: "Log in | Member Portal" }];

/** A limit's refusal keeps its Retry-After. */
export const headers = keepRetryAfter;

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  // A sign-in's redirect comes back here first: with its cookie kept, on to where it was going;
  // without (cookies blocked, a Secure cookie over plain http), the page says so instead of
  // silently showing the empty form again.
  const next = url.searchParams.get("continue");
  if (next !== null && (await getViewer(request))) throw redirect(await postLoginTarget(request, next));
  await requireAnonymous(request);
  const redirectTo = url.searchParams.get("redirectTo");
  const referrer = (await getReferrerCookie().parse(request.headers.get("Cookie"))) as string | null;
  const [panel, signOnPartner] = await Promise.all([findReferrerContext(redirectTo ?? referrer), pendingSignOnPartner(request)]);
  return { panel, redirectTo: redirectTo ?? next, honeypot: honeypotInputProps(), cookieLost: next !== null, signOnPartner };
}

export async function action({ request }: ActionFunctionArgs) {
  await requireAnonymous(request);
  const formData = await readForm(request.clone());
  checkHoneypot(formData);
  const submission = parseWithZod(formData, { schema: LoginSchema });
  if (submission.status !== "success") return replyTo(submission, { hideFields: ["password"] });
  let userId: number;
  try {
    userId = await authenticator.authenticate("form", request);
  } catch (error) {
    if (error instanceof AuthError) {
      return replyTo(submission, {
        invalid: invalid({ "": error.message }),
        hideFields: ["password"],
        retryAfterSeconds: error.retryAfterSeconds,
      });
    }
    throw error;
  }
  const session = await createSession(userId, {
    remember: submission.value.remember,
    ipAddress: clientIp(request),
    userAgent: request.headers.get("user-agent") ?? undefined,
  });
  const headers = new Headers();
  headers.append("Set-Cookie", session.setCookie);
  headers.append("Set-Cookie", await getReferrerCookie().serialize("", { maxAge: 0 }));
  // A partner's sign-on request is waiting (decision 54): its answer, a whole HTML document that
  // posts to the partner, replaces this one (Remix makes an action's own document into page data,
  // so the answer comes from its resource route, reached as a document even with JavaScript on).
  if (await pendingSignOnPartner(request)) return redirectDocument(paths.sso.answer(), { headers });
  const target = await postLoginTarget(request, submission.value.redirectTo);
  return redirect(paths.login({ continue: target }), { headers });
}

export default function LoginPage() {
  const { panel, redirectTo, honeypot, cookieLost, signOnPartner } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const navigation = useNavigation();
  const [form, fields] = useForm({
    id: "login",
    lastResult: reply?.result,
    shouldValidate: "onSubmit",
  });
  const sidePanel = panel ? (
    <aside className="auth-panel" aria-labelledby="login-panel-title">
      <h2 id="login-panel-title">{panel.heading}</h2>
      <p>{panel.copy}</p>
      {panel.videoUrl ? <iframe src={panel.videoUrl} title={panel.heading} loading="lazy" allowFullScreen /> : null}
    </aside>
  ) : undefined;
  return (
    <AuthShell panel={sidePanel}>
      <h1>Log in</h1>
      {cookieLost ? (
        <div className="alert alert-warning" role="alert">
          <p>{COOKIE_LOST_MESSAGE}</p>
        </div>
      ) : null}
      {signOnPartner ? <p>Log in to continue to {signOnPartner}.</p> : null}
      <HoneypotProvider {...honeypot}>
        {/* A waiting sign-on request: a full document post, so the answer page replaces this one. */}
        <Form method="post" reloadDocument={signOnPartner !== null} {...getFormProps(form)}>
          <HoneypotInputs label="Please leave this field blank" />
          <FormErrors id={form.errorId} errors={form.errors} />
          <input type="hidden" name="redirectTo" value={redirectTo ?? ""} />
          <Field
            label="Email"
            inputProps={{ ...getInputProps(fields.email, { type: "email" }), autoComplete: "email" }}
            errors={fields.email.errors}
          />
          <Field
            label="Password"
            inputProps={{ ...getInputProps(fields.password, { type: "password" }), autoComplete: "current-password" }}
            errors={fields.password.errors}
          />
          <CheckboxField
            label="Remember me"
            inputProps={getInputProps(fields.remember, { type: "checkbox" })}
            errors={fields.remember.errors}
          />
          <button className="btn btn-block" type="submit" disabled={navigation.state === "submitting"}>
            Log in
          </button>
        </Form>
      </HoneypotProvider>
      <p>
        <Link to={paths.passwordReset.root()}>Forgot your password?</Link>
      </p>
      <p>
        New here? <Link to={paths.register()}>Create an account</Link>
      </p>
    </AuthShell>
  );
}
