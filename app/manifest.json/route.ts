import { SAFE_APP_MANIFEST } from "@/lib/site-icon";

// The Safe App manifest at the build's root (out/<network>/manifest.json), written once by the static export. No
// <link rel="manifest"> points at it: browsers would fetch it on every visit, and the page's policy allows no manifest.
export const dynamic = "force-static";

export function GET(): Response {
  return Response.json(SAFE_APP_MANIFEST);
}
