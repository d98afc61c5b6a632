/** The portal's SAML identity provider metadata (decision 54): partners configure themselves from it. Public. */
import { idpMetadataXml } from "~/features/sso/idp.server.ts";

export async function loader() {
  return new Response(idpMetadataXml(), {
    headers: { "Content-Type": "application/samlmetadata+xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
