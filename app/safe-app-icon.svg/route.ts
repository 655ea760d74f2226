import { SITE_ICON_SVG } from "@/lib/site-icon";

// The manifest's icon (app/manifest.json/route.ts), a file at the build's root.
export const dynamic = "force-static";

export function GET(): Response {
  return new Response(SITE_ICON_SVG, { headers: { "content-type": "image/svg+xml" } });
}
