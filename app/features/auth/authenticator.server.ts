/** remix-auth with a form strategy: the login form's email and password become a user id. */
import { Authenticator } from "remix-auth";
import { FormStrategy } from "remix-auth-form";
import { LoginSchema } from "~/features/auth/schemas.server.ts";
import { AuthError, verifyLogin } from "~/features/auth/auth.server.ts";
import { clientIp } from "~/lib/auth.server.ts";

export const authenticator = new Authenticator<number>();

authenticator.use(
  new FormStrategy(async ({ form, request }) => {
    const parsed = LoginSchema.safeParse(Object.fromEntries(form));
    if (!parsed.success) throw new AuthError("Please enter your email and password.");
    return verifyLogin(parsed.data.email, parsed.data.password, clientIp(request));
  }),
  "form",
);
