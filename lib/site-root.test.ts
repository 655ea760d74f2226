import { describe, expect, it } from "vitest";
import { CANONICAL_SCRIPT, siteRoot } from "./site-root";

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

describe("CANONICAL_SCRIPT", () => {
  /** Runs the script against a page at `href`; returns the canonical link it added to the head. */
  function canonicalFor(href: string): { rel: string; href: string } {
    const added: { rel: string; href: string }[] = [];
    const document = {
      createElement: () => ({ rel: "", href: "" }),
      head: { appendChild: (link: { rel: string; href: string }) => added.push(link) },
    };
    const { origin, pathname } = new URL(href);
    new Function("document", "location", CANONICAL_SCRIPT)(document, { origin, pathname });
    expect(added).toHaveLength(1);
    return added[0]!;
  }

  it("names the site under a path gateway's /ipfs/<cid>/, not the gateway's home", () => {
    expect(canonicalFor("https://ipfs.io/ipfs/bafyabc/")).toEqual({
      rel: "canonical",
      href: "https://ipfs.io/ipfs/bafyabc/",
    });
  });

  it("names the host's root on a host or subdomain gateway", () => {
    expect(canonicalFor("https://bafyabc.ipfs.dweb.link/").href).toBe("https://bafyabc.ipfs.dweb.link/");
    expect(canonicalFor("https://app.smoothly.example/index.html").href).toBe("https://app.smoothly.example/");
  });
});
