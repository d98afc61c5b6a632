import { Outlet } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/ui/error-boundary.tsx";
import { AuthShell } from "~/features/shell/ui/auth-shell.tsx";

/** Public pages (login, register, password reset, study module form). */
export default function AuthLayout() {
  return <Outlet />;
}

export function ErrorBoundary() {
  return (
    <AuthShell>
      <GeneralErrorBoundary />
    </AuthShell>
  );
}
