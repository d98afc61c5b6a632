import { http, HttpResponse } from "msw";
import { ACCREDIBLE_CREDENTIALS_PATH } from "../../app/integrations/accredible.server.ts";

/**
 * Accredible's credentials endpoint: checks a credential like the service does (a group, a
 * recipient's name and email, an issue date), answers its id and public URL, finds one by id or by
 * the portal's license_id (GET), expires (PUT with expired_on) and deletes by id. Like the service,
 * issuing is not idempotent: a second POST makes a second credential, except that a license_id
 * already taken is refused (422), which is how a retried issue learns to look the first one up.
 * Groups that answer badly, on purpose:
 * - "ACC-REFUSE": refused (404 Group not found) every time;
 * - "ACC-FLAKY": the first issue for each recipient email answers 503, later ones succeed (an
 *   outage that a retry outlives).
 */
export function accredibleHandlers(baseUrl: string) {
  type Credential = { id: string; url: string; licenseId: string | null; expiredOn: string | null };
  const issued = new Map<string, Credential>();
  const flakySeen = new Set<string>();
  let next = 1;
  const find = (idOrLicense: string) => issued.get(idOrLicense) ?? [...issued.values()].find((c) => c.licenseId === idOrLicense);
  return [
    http.post(new URL(ACCREDIBLE_CREDENTIALS_PATH, baseUrl).href, async ({ request }) => {
      const body = (await request.json().catch(() => null)) as {
        credential?: { group_id?: string; issued_on?: string; license_id?: string; recipient?: { name?: string; email?: string } };
      } | null;
      const c = body?.credential;
      if (!c?.group_id || !c.issued_on || !c.recipient?.name || !c.recipient.email) {
        return HttpResponse.json({ errors: ["group_id, issued_on and the recipient's name and email are required"] }, { status: 422 });
      }
      if (c.group_id === "ACC-REFUSE") return HttpResponse.json({ errors: ["Group not found"] }, { status: 404 });
      if (c.group_id === "ACC-FLAKY" && !flakySeen.has(c.recipient.email.toLowerCase())) {
        flakySeen.add(c.recipient.email.toLowerCase());
        return new HttpResponse("Service Unavailable", { status: 503 });
      }
      if (c.license_id && find(c.license_id)) {
        return HttpResponse.json({ errors: ["License has already been taken"] }, { status: 422 });
      }
      const id = String(next++);
      const credential = {
        id,
        url: `https://www.credential.net/mock-${c.group_id.toLowerCase()}-${id}`,
        licenseId: c.license_id ?? null,
        expiredOn: null,
      };
      issued.set(id, credential);
      return HttpResponse.json({ credential: { id, url: credential.url, license_id: credential.licenseId } }, { status: 201 });
    }),
    http.get(new URL(`${ACCREDIBLE_CREDENTIALS_PATH}/:id`, baseUrl).href, ({ params }) => {
      const c = find(decodeURIComponent(String(params.id)));
      if (!c) return HttpResponse.json({ errors: ["Not found"] }, { status: 404 });
      return HttpResponse.json({ credential: { id: c.id, url: c.url, license_id: c.licenseId, expired_on: c.expiredOn } });
    }),
    http.put(new URL(`${ACCREDIBLE_CREDENTIALS_PATH}/:id`, baseUrl).href, async ({ params, request }) => {
      const c = issued.get(String(params.id));
      const body = (await request.json().catch(() => null)) as { credential?: { expired_on?: string } } | null;
      if (!c) return HttpResponse.json({ errors: ["Not found"] }, { status: 404 });
      if (body?.credential?.expired_on !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(body.credential.expired_on)) {
        return HttpResponse.json({ errors: ["expired_on must be a date"] }, { status: 422 });
      }
      c.expiredOn = body?.credential?.expired_on ?? null;
      return HttpResponse.json({ credential: { id: c.id, expired_on: c.expiredOn } });
    }),
    http.delete(new URL(`${ACCREDIBLE_CREDENTIALS_PATH}/:id`, baseUrl).href, ({ params }) => {
      const id = String(params.id);
      if (!issued.delete(id)) return HttpResponse.json({ errors: ["Not found"] }, { status: 404 });
      return HttpResponse.json({ credential: { id } });
    }),
  ];
}
