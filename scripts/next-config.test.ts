import { execFileSync, spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";

// Loads next.config.mjs in a fresh process with the given NETWORK, returns the config for the build phase.
function loadConfig(
  network: string,
  extraEnv: Record<string, string> = {},
): {
  distDir?: string;
  assetPrefix?: string;
  env?: Record<string, string>;
  experimental?: { turbopackFileSystemCacheForBuild?: boolean };
} {
  const script = `import("./next.config.mjs").then((m) => process.stdout.write(JSON.stringify(m.default("phase-production-build"))))`;
  const out = execFileSync(process.execPath, ["--input-type=module", "-e", script], {
    env: { ...process.env, OUT_DIR: "", NEXT_PUBLIC_API_KIND: "", NETWORK: network, ...extraEnv },
    encoding: "utf8",
    stdio: "pipe",
  });
  return JSON.parse(out);
}

describe("next.config.mjs", () => {
  it("builds each network into its own folder with relative assets", () => {
    for (const network of ["local", "holesky", "mainnet"]) {
      const config = loadConfig(network);
      expect(config.distDir).toBe(`out/${network}`);
      expect(config.assetPrefix).toBe("./");
      expect(config.env?.NEXT_PUBLIC_NETWORK).toBe(network);
    }
  });

  it("exports into another folder under out/ when OUT_DIR names one, so out/<network> stays the release build", () => {
    const config = loadConfig("mainnet", { OUT_DIR: "mainnet-local" });
    expect(config.distDir).toBe("out/mainnet-local");
    expect(config.env?.NEXT_PUBLIC_NETWORK).toBe("mainnet");
    expect(() => loadConfig("mainnet", { OUT_DIR: "../elsewhere" })).toThrow(
      /OUT_DIR "..\/elsewhere" must be a plain folder name/,
    );
  });

  it("writes Turbopack's build cache unless SMOOTHLY_BUILD_CACHE=off (a fresh clone has none to reuse)", () => {
    expect(loadConfig("local", { SMOOTHLY_BUILD_CACHE: "" }).experimental?.turbopackFileSystemCacheForBuild).toBe(true);
    expect(loadConfig("local", { SMOOTHLY_BUILD_CACHE: "off" }).experimental?.turbopackFileSystemCacheForBuild).toBe(
      false,
    );
  });

  it("gives the local deployment's addresses to the local build only", () => {
    expect(loadConfig("local").env?.NEXT_PUBLIC_LOCAL_POOL).toMatch(/^0x[0-9a-fA-F]{40}$/);
    expect(loadConfig("holesky").env?.NEXT_PUBLIC_LOCAL_POOL).toBeUndefined();
  });

  it("fails the build with a clear message for an unknown NETWORK", () => {
    expect(() => loadConfig("goerli")).toThrow(/Unknown NETWORK "goerli". Use one of: local, holesky, mainnet/);
  });

  it("defaults the API kind per network: dashboard for local, oracle for the public networks", () => {
    expect(loadConfig("local").env?.NEXT_PUBLIC_API_KIND).toBe("dashboard");
    expect(loadConfig("holesky").env?.NEXT_PUBLIC_API_KIND).toBe("oracle");
    expect(loadConfig("mainnet").env?.NEXT_PUBLIC_API_KIND).toBe("oracle");
  });

  it("builds the non-default API kind into its own folder, so out/local stays the dashboard kind", () => {
    expect(loadConfig("local", { NEXT_PUBLIC_API_KIND: "oracle" })).toMatchObject({
      distDir: "out/local-oracle",
      env: { NEXT_PUBLIC_API_KIND: "oracle" },
    });
    expect(loadConfig("local", { NEXT_PUBLIC_API_KIND: "dashboard" }).distDir).toBe("out/local");
    expect(loadConfig("mainnet", { NEXT_PUBLIC_API_KIND: "dashboard" }).distDir).toBe("out/mainnet-dashboard");
  });

  it("fails the build with a clear message for an unknown API kind", () => {
    expect(() => loadConfig("local", { NEXT_PUBLIC_API_KIND: "graphql" })).toThrow(
      /Unknown NEXT_PUBLIC_API_KIND "graphql". Use one of: dashboard, oracle/,
    );
  });

  it("npm run build refuses an unknown API kind before building anything", () => {
    const result = spawnSync(process.execPath, ["scripts/build.mjs", "local"], {
      env: { ...process.env, NEXT_PUBLIC_API_KIND: "graphql" },
      encoding: "utf8",
    });
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('Unknown NEXT_PUBLIC_API_KIND "graphql". Use one of: dashboard, oracle.');
  });
});
