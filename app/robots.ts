import type { MetadataRoute } from "next";

// Written into every build as robots.txt (a static export renders it once).
export const dynamic = "force-static";

export default function robots(): MetadataRoute.Robots {
  return { rules: { userAgent: "*", allow: "/" } };
}
