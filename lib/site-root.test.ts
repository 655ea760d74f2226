import { describe, expect, it } from "vitest";
import { siteRoot } from "./site-root";

describe("siteRoot", () => {
  it("keeps a path gateway's /ipfs/<cid>/ prefix, wherever the page is under it", () => {
    expect(siteRoot("/ipfs/bafybeigl26mmwds6llnecapwabuwqzlst7a5kemvwqeivzj7gaje5t7s5e/")).toBe(
      "/ipfs/bafybeigl26mmwds6llnecapwabuwqzlst7a5kemvwqeivzj7gaje5t7s5e/",
    );
    expect(siteRoot("/ipfs/bafyabc/missing/page")).toBe("/ipfs/bafyabc/");
    expect(siteRoot("/ipfs/bafyabc")).toBe("/ipfs/bafyabc/");
  });

  it("keeps an /ipns/<name>/ prefix", () => {
    expect(siteRoot("/ipns/smoothly.example/index.html")).toBe("/ipns/smoothly.example/");
  });

  it("is / on a host or subdomain gateway", () => {
    expect(siteRoot("/")).toBe("/");
    expect(siteRoot("/missing/page")).toBe("/");
    expect(siteRoot("/ipfsx/bafyabc/")).toBe("/");
  });
});
