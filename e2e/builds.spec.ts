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
