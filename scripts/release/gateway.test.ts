import { afterEach, describe, expect, it } from "vitest";
import { packSite } from "./car";
import { serveCars } from "./gateway";
import { removeSiteFolders, SITE, siteFolder, tampered } from "./test-sites";

// The CID every IPFS implementation gives an empty folder (CIDv1): one this gateway was given no CAR for.
const EMPTY_FOLDER = "bafybeiczsscdsbs7ffqz55asqdf3smv6klcw3gofszvwlyarci47bgf354";

afterEach(removeSiteFolders);

describe("serveCars", () => {
  it("serves the site at /ipfs/<cid>/ as a gateway does, and nothing else", async () => {
    const packed = await packSite(siteFolder(SITE));
    const gateway = await serveCars({ cars: [packed.car] });
    try {
      const root = `${gateway.url}ipfs/${packed.cid.toString()}`;
      const index = await fetch(`${root}/`);
      expect(index.status).toBe(200);
      expect(index.headers.get("content-type")).toBe("text/html; charset=utf-8");
      expect(index.headers.get("cache-control")).toBe("public, max-age=29030400, immutable");
      expect(await index.text()).toBe("<!doctype html><title>Smoothly Pool</title>");
      const script = await fetch(`${root}/_next/static/chunks/app.js`);
      expect(script.headers.get("content-type")).toBe("text/javascript; charset=utf-8");
      expect(await script.text()).toBe("console.log(1)");
      const bare = await fetch(root, { redirect: "manual" });
      expect(bare.status).toBe(301);
      expect(bare.headers.get("location")).toBe(`/ipfs/${packed.cid.toString()}/`);
      expect((await fetch(`${root}/missing.html`)).status).toBe(404);
      // A folder without an index.html.
      expect((await fetch(`${root}/_next/static/`)).status).toBe(404);
      expect((await fetch(`${gateway.url}ipfs/${EMPTY_FOLDER}/`)).status).toBe(404);
    } finally {
      await gateway.close();
    }
  });

  it("does not start on a CAR with a block that does not match its CID", async () => {
    const packed = await packSite(siteFolder(SITE));
    await expect(serveCars({ cars: [tampered(packed.car)] })).rejects.toThrow("does not hash to its CID");
  });
});
