/**
 * Accredible, the digital-credential service: a certification's certificate and a training's badge
 * are credentials issued to the recipient in a credential group. A real HTTP client; without
 * ACCREDIBLE_API_KEY the msw mock answers (development, demo, tests).
 */
import { getEnv } from "~/lib/env.server.ts";
import { log } from "~/lib/logger.server.ts";

export const ACCREDIBLE_CREDENTIALS_PATH = "/v1/credentials";

export type CredentialRequest = {
  groupId: string;
  /**
   * The portal's own id for the credential (Accredible's license_id, unique in the account): the
   * credential can be found by it again, so a retried issue finds the first one (a lookup before create).
   */
  licenseId?: string;
  recipient: { name: string; email: string };
  /** YYYY-MM-DD */
  issuedOn: string;
};

export type CredentialResult = { ok: true; id: string; url: string } | { ok: false; message: string };

function headers(): Record<string, string> {
  return { "Content-Type": "application/json", Authorization: `Token token=${getEnv().ACCREDIBLE_API_KEY ?? "mock"}` };
}

function failure(error: unknown): { ok: false; message: string } {
  return { ok: false, message: error instanceof Error ? error.message : String(error) };
}

/** Issues a credential; its public URL is what the portal stores and links. */
export async function issueCredential(request: CredentialRequest): Promise<CredentialResult> {
  try {
    const response = await fetch(new URL(ACCREDIBLE_CREDENTIALS_PATH, getEnv().ACCREDIBLE_URL), {
      method: "POST",
      headers: headers(),
      body: JSON.stringify({
        credential: {
          recipient: { name: request.recipient.name, email: request.recipient.email },
          group_id: request.groupId,
          issued_on: request.issuedOn,
          ...(request.licenseId ? { license_id: request.licenseId } : {}),
        },
      }),
      signal: AbortSignal.timeout(10_000),
    });
    const body = (await response.json().catch(() => null)) as {
      credential?: { id?: unknown; url?: unknown };
      errors?: unknown;
    } | null;
    const id = body?.credential?.id;
    const url = body?.credential?.url;
    if (!response.ok || (typeof id !== "string" && typeof id !== "number") || typeof url !== "string" || !url) {
      const message = Array.isArray(body?.errors) ? body.errors.join(", ") : `Accredible answered ${response.status}`;
      log.error("Accredible credential failed", { groupId: request.groupId, status: response.status, message });
      return { ok: false, message };
    }
    return { ok: true, id: String(id), url };
  } catch (error) {
    log.error("Accredible credential failed", { groupId: request.groupId, error });
    return failure(error);
  }
}

export type FoundCredential = { ok: true; credential: { id: string; url: string } | null } | { ok: false; message: string };

/** Finds a credential by its id or by the portal's license id; null when the service has none. */
export async function findCredential(idOrLicense: string): Promise<FoundCredential> {
  try {
    const response = await fetch(new URL(`${ACCREDIBLE_CREDENTIALS_PATH}/${encodeURIComponent(idOrLicense)}`, getEnv().ACCREDIBLE_URL), {
      method: "GET",
      headers: headers(),
      signal: AbortSignal.timeout(10_000),
    });
    if (response.status === 404) return { ok: true, credential: null };
    const body = (await response.json().catch(() => null)) as { credential?: { id?: unknown; url?: unknown } } | null;
    const id = body?.credential?.id;
    const url = body?.credential?.url;
    if (!response.ok || (typeof id !== "string" && typeof id !== "number") || typeof url !== "string") {
      return { ok: false, message: `Accredible answered ${response.status}` };
    }
    return { ok: true, credential: { id: String(id), url } };
  } catch (error) {
    log.error("Accredible lookup failed", { idOrLicense, error });
    return failure(error);
  }
}

/** Deletes a credential issued by a decision that then lost (decided meanwhile by someone else). */
export async function deleteCredential(id: string): Promise<{ ok: boolean }> {
  try {
    const response = await fetch(new URL(`${ACCREDIBLE_CREDENTIALS_PATH}/${encodeURIComponent(id)}`, getEnv().ACCREDIBLE_URL), {
      method: "DELETE",
      headers: headers(),
      signal: AbortSignal.timeout(10_000),
    });
    return { ok: response.ok };
  } catch (error) {
    log.error("Accredible delete failed", { id, error });
    return { ok: false };
  }
}

/**
 * Withdraws a credential (a revoked certification): the service marks it expired on `expiredOn`
 * (YYYY-MM-DD), so its public page says it is no longer valid. A credential the service does not
 * know (404) counts as withdrawn.
 */
export async function expireCredential(id: string, expiredOn: string): Promise<{ ok: true } | { ok: false; message: string }> {
  try {
    const response = await fetch(new URL(`${ACCREDIBLE_CREDENTIALS_PATH}/${encodeURIComponent(id)}`, getEnv().ACCREDIBLE_URL), {
      method: "PUT",
      headers: headers(),
      body: JSON.stringify({ credential: { expired_on: expiredOn } }),
      signal: AbortSignal.timeout(10_000),
    });
    if (response.ok || response.status === 404) return { ok: true };
    log.error("Accredible expiry failed", { id, status: response.status });
    return { ok: false, message: `Accredible answered ${response.status}` };
  } catch (error) {
    log.error("Accredible expiry failed", { id, error });
    return failure(error);
  }
}
