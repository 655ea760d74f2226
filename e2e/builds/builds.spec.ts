import { createHash } from "node:crypto";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "@playwright/test";

const deployment = JSON.parse(readFileSync("lib/network/local-deployment.json", "utf8")) as {
  pool: string;
  governance: string;
};

// What each static folder may contain: its own network's addresses and nobody else's.
const ADDRESSES = {
  mainnet: ["0x43670D6f39Bca19EE26462f62339e90A39B01e34", "0xc7Ea6FF9bE0aE48A3E2C968076E6b1fd921c06EB"],
  holesky: ["0xdDdaBb545F2dc906259A9a26C33095a37f5AB1F9", "0x9aF9D23c1efC2f94F49eFa1eAD7c5eC36b5f584E"],
  local: [deployment.pool, deployment.governance],
} as const;
type Network = keyof typeof ADDRESSES;
const NETWORKS = Object.keys(ADDRESSES) as Network[];

// Where each build may connect: its RPC, its API and the IPFS gateway, by origin. The public test builds have no
// WalletConnect project id, so no WalletConnect host; the local build's WalletConnect talks to the local relay alone.
// The build's own origins, then what a visitor may choose (their own RPC, a tree's https address).
const VISITOR_CHOSEN = ["https:", "http://127.0.0.1:*", "http://localhost:*"];
const CONNECT_SRC: Record<Network, string[]> = {
  mainnet: [
    "https://ethereum-rpc.publicnode.com",
    "https://node-mainnet.smoothly.money",
    "https://ipfs.io",
    ...VISITOR_CHOSEN,
  ],
  holesky: [
    "https://ethereum-holesky-rpc.publicnode.com",
    "https://node-holesky.smoothly.money",
    "https://ipfs.io",
    ...VISITOR_CHOSEN,
  ],
  // The local demo serves its latest published trees in the site's own trees/ folder.
  local: [
    "'self'",
    "http://127.0.0.1:8545",
    "http://127.0.0.1:8546",
    "https://ipfs.io",
    "ws://127.0.0.1:8549",
    ...VISITOR_CHOSEN,
  ],
};

function htmlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? htmlFiles(path) : path.endsWith(".html") ? [path] : [];
  });
}

/** The policy of a page's CSP <meta>, as directive → sources. */
function policyOf(html: string): Map<string, string[]> {
  const content = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"\/>/.exec(html)?.[1];
  if (content === undefined) throw new Error("no Content-Security-Policy meta");
  return new Map(
    content.split("; ").map((directive) => {
      const [name = "", ...sources] = directive.split(" ");
      return [name, sources];
    }),
  );
}

function readTree(dir: string): string {
  return readdirSync(dir)
    .map((name) => join(dir, name))
    .map((path) =>
      statSync(path).isDirectory()
        ? readTree(path)
        : /\.(js|html|txt|json)$/.test(path)
          ? readFileSync(path, "utf8")
          : "",
    )
    .join("\n")
    .toLowerCase();
}

for (const network of NETWORKS) {
  test(`out/${network} has the page meta and only ${network} addresses`, () => {
    const html = readFileSync(join("out", network, "index.html"), "utf8");
    expect(html).toContain("<title>Smoothly Pool</title>");
    expect(html).toContain('<meta name="description" content="MEV Smoothing Pool for Solo Stakers"/>');
    // Relative asset URLs are what make the build work under an IPFS or sub-folder prefix.
    expect(html).not.toMatch(/(src|href)="\/_next\//);

    const everything = readTree(join("out", network));
    for (const other of NETWORKS) {
      for (const address of ADDRESSES[other]) {
        expect(everything.includes(address.toLowerCase()), `${address} (${other}) in out/${network}`).toBe(
          other === network,
        );
      }
    }
  });
}

for (const network of NETWORKS) {
  test(`out/${network}: every page carries the Content-Security-Policy and the referrer policy`, () => {
    const files = htmlFiles(join("out", network));
    expect(files.map((file) => file.slice(`out/${network}/`.length))).toContain("index.html");
    for (const file of files) {
      const html = readFileSync(file, "utf8");
      // Only <meta charset> may come before the policy: a <meta> CSP governs what follows it.
      expect(html, file).toMatch(
        /<head><meta charSet="utf-8"\/><meta http-equiv="Content-Security-Policy" content="[^"]*"\/><meta name="referrer" content="no-referrer"\/>/,
      );
      const policy = policyOf(html);
      // Style attributes (Next's built-in 404 page has some) are allowed one by one, by hash.
      const styleAttributes = policy.get("style-src-attr");
      if (styleAttributes) {
        expect(styleAttributes[0], file).toBe("'unsafe-hashes'");
        for (const source of styleAttributes.slice(1)) expect(source, file).toMatch(/^'sha256-[A-Za-z0-9+/]{43}='$/);
      }
      expect(
        [...policy.keys()].filter((name) => name !== "style-src-attr"),
        file,
      ).toEqual([
        "default-src",
        "script-src",
        "style-src",
        "style-src-elem",
        "img-src",
        "font-src",
        "connect-src",
        // WalletConnect's SDK frames its verify page (the local build's WalletConnect; e2e/support/phone.ts).
        ...(network === "local" ? ["frame-src"] : []),
        "base-uri",
        "form-action",
        "object-src",
      ]);
      expect(policy.get("default-src")).toEqual(["'none'"]);
      expect(policy.get("img-src")).toEqual(["'self'", "data:"]);
      expect(policy.get("font-src")).toEqual(["'self'"]);
      expect(policy.get("connect-src")).toEqual(CONNECT_SRC[network]);
      if (network === "local")
        expect(policy.get("frame-src")).toEqual([
          "https://verify.walletconnect.com",
          "https://verify.walletconnect.org",
        ]);
      expect(policy.get("base-uri")).toEqual(["'none'"]);
      expect(policy.get("form-action")).toEqual(["'none'"]);
      expect(policy.get("object-src")).toEqual(["'none'"]);
      // Every inline script is allowed by its own hash, and nothing else is: no 'unsafe-inline', no 'unsafe-eval'.
      const inline = [...html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
        (m) =>
          `'sha256-${createHash("sha256")
            .update(m[1] ?? "")
            .digest("base64")}'`,
      );
      expect(inline.length, file).toBeGreaterThan(0);
      expect(policy.get("script-src"), file).toEqual(["'self'", ...new Set(inline)]);
      expect(policy.get("style-src")?.[0]).toBe("'self'");
      expect(policy.get("style-src")).not.toContain("'unsafe-inline'");
      // Only <style> elements may be inline without a hash (RainbowKit's run-time scroll lock).
      expect(policy.get("style-src-elem")).toEqual(["'self'", "'unsafe-inline'"]);
    }
  });
}

for (const network of NETWORKS) {
  test(`out/${network}: the Safe App manifest at the root, with its icon beside it, and no link to it from the page`, () => {
    const manifest = JSON.parse(readFileSync(join("out", network, "manifest.json"), "utf8")) as {
      name: string;
      description: string;
      iconPath: string;
      icons: { src: string; sizes: string; type: string }[];
    };
    // Safe{Wallet} reads name, description and the icon (iconPath in older versions, icons[] in newer) from here.
    expect(manifest.name).toBe("Smoothly Pool");
    expect(manifest.description).toBe(
      "MEV Smoothing Pool for Solo Stakers: claim rewards, withdraw bonds, add bond and request exits from your Safe.",
    );
    expect(manifest.iconPath).toBe("safe-app-icon.svg");
    expect(manifest.icons).toEqual([{ src: "safe-app-icon.svg", sizes: "any", type: "image/svg+xml" }]);
    const icon = readFileSync(join("out", network, "safe-app-icon.svg"), "utf8");
    expect(icon).toMatch(/^<svg xmlns='http:\/\/www\.w3\.org\/2000\/svg' viewBox='0 0 32 32'>.*<\/svg>$/);
    // A <link rel="manifest"> would have every visit fetch it, which the page's policy (no manifest-src) refuses.
    expect(readFileSync(join("out", network, "index.html"), "utf8")).not.toContain('rel="manifest"');
  });
}

for (const network of NETWORKS) {
  test(`out/${network}: ${network === "local" ? "takes" : "never takes"} Safe App messages from the local Safe host`, () => {
    const everything = readTree(join("out", network));
    // The local Safe host (mocks/safe-host) is one of the local build's hosts, never a release build's.
    expect(everything.includes("http://localhost:3100")).toBe(network === "local");
  });
}
