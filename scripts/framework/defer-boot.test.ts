import { describe, expect, it } from "vitest";
import { deferBoot, factoriesOf, islandChunks, moduleIdsHolding, namedScripts, withCompileHint } from "./defer-boot";

// A page and its chunks in the shape `next build` writes them (turbopack, minified): chunk scripts in the head, the
// runtime among them, Next's start inline at the end of the body.
const CHUNK_A = `(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push(["object"==typeof document?document.currentScript:void 0,111,e=>{"use strict";e.s(["x",()=>"not it"])},222,(e,t,r)=>{"use strict";var a=e.i(111),b=e.i(555),c=e.i(999),d=e.i(111);t.i(333);let n="smoothly:first-screen";window[n]={stop(){}}},333,e=>{e.v(t=>Promise.all(["static/chunks/lazy.js"].map(t=>e.l(t))).then(()=>t(444)))}]);`;
// The page's loaders of the islands (components/live.tsx): each fetches its chunks, then runs its module. The wallet's
// also fetches the page's b.js, the look-up's also the wallet's chunk.
const CHUNK_B = `(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push(["object"==typeof document?document.currentScript:void 0,555,e=>{"use strict";e.s([])},601,e=>{e.v(t=>Promise.all(["static/chunks/wallet.js","static/chunks/b.js","static/chunks/wallet.css"].map(t=>e.l(t))).then(()=>t(701)))},602,e=>{e.v(t=>Promise.all(["static/chunks/account.js","static/chunks/wallet.js"].map(t=>e.l(t))).then(()=>t(702)))},603,e=>{e.v(t=>Promise.all(["static/chunks/rpc.js"].map(t=>e.l(t))).then(()=>t(703)))}]);`;
const island = (id: number, key: string) =>
  `(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push(["object"==typeof document?document.currentScript:void 0,${id},e=>{"use strict";e.s(["ISLAND_KEY",0,${key}])}]);`;
const ISLAND_CHUNKS: Record<string, string> = {
  "static/chunks/wallet.js": island(701, '"smoothly:island:connect"'),
  "static/chunks/account.js": island(702, "'smoothly:island:lookup'"),
  "static/chunks/rpc.js": island(703, '"smoothly:island:rpc"'),
  // The first-screen module's lazy chunk: a module of no island.
  "static/chunks/lazy.js": island(444, '"something else"'),
};
const INTENTS =
  '{"connect":["./_next/static/chunks/wallet.js","./_next/static/chunks/wallet.css"],"lookup":["./_next/static/chunks/account.js","./_next/static/chunks/wallet.js"],"rpc":["./_next/static/chunks/rpc.js"]}';
const PAGE = [
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>',
  '<link rel="preload" as="script" fetchPriority="low" href="./_next/static/chunks/b.js"/>',
  '<script src="./_next/static/chunks/a.js" async=""></script>',
  '<script src="./_next/static/chunks/turbopack-0hvx9v9vijn-c.js" async=""></script>',
  '<script src="./_next/static/chunks/b.js" async=""></script>',
  "<script>/* theme */</script></head><body><main>MY VALIDATORS</main>",
  '<script id="_R_">(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":["static/chunks/a.js","static/chunks/b.js"],"runtimeModuleIds":[94553]});</script>',
  "<script>self.__next_f.push([1])</script></body></html>",
].join("");
const CHUNKS: Record<string, string> = {
  "static/chunks/a.js": CHUNK_A,
  "static/chunks/b.js": CHUNK_B,
  ...ISLAND_CHUNKS,
};
const read = (path: string) => {
  const source = CHUNKS[path];
  if (source === undefined) throw new Error(`read ${path}, which the page does not name as a chunk`);
  return source;
};

describe("moduleIdsHolding", () => {
  it("finds the module whose factory holds the marker, in either quote", () => {
    expect(moduleIdsHolding(CHUNK_A, "smoothly:first-screen")).toEqual([222]);
    expect(
      moduleIdsHolding(CHUNK_A.replace('"smoothly:first-screen"', "'smoothly:first-screen'"), "smoothly:first-screen"),
    ).toEqual([222]);
    expect(moduleIdsHolding(CHUNK_A, "not it")).toEqual([111]);
    expect(moduleIdsHolding(CHUNK_B, "smoothly:first-screen")).toEqual([]);
  });

  it("gives the first id of a factory that turbopack merged from several modules", () => {
    const merged = CHUNK_A.replace(
      ',222,(e,t,r)=>{"use strict";var a=',
      ',34127,63821,52962,(e,t,r)=>{"use strict";var a=',
    );
    expect(moduleIdsHolding(merged, "smoothly:first-screen")).toEqual([34127]);
    expect(moduleIdsHolding(merged, "static/chunks/lazy.js")).toEqual([333]);
  });
});

describe("deferBoot", () => {
  // The first-screen module's start comes in steps: each module of the page it imports (once, in order; 999 is in no
  // chunk, and t.i(333) is not the runtime's import), then itself.
  // The page's scripts and their preload hints leave the HTML, listed in order for the inline script.
  it("takes Next's start out of the page and writes it, with the first-screen module's, before the first script", () => {
    const deferred = deferBoot(PAGE, read);
    expect(deferred).not.toContain('<script id="_R_">');
    expect(deferred).toBe(
      [
        '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>',
        `<script type="application/json" id="smoothly-boot">{"entry":{"otherChunks":["static/chunks/a.js","static/chunks/b.js"],"runtimeModuleIds":[94553]},"firstScreen":[{"otherChunks":["static/chunks/a.js","static/chunks/b.js"],"runtimeModuleIds":[111]},{"otherChunks":["static/chunks/a.js","static/chunks/b.js"],"runtimeModuleIds":[555]},{"otherChunks":["static/chunks/a.js","static/chunks/b.js"],"runtimeModuleIds":[222]}],"scripts":["./_next/static/chunks/a.js","./_next/static/chunks/turbopack-0hvx9v9vijn-c.js","./_next/static/chunks/b.js"],"intents":${INTENTS}}</script>`,
        "<script>/* theme */</script></head><body><main>MY VALIDATORS</main>",
        "<script>self.__next_f.push([1])</script></body></html>",
      ].join(""),
    );
  });

  it("refuses a page without Next's start, or whose start is not a turbopack entry", () => {
    expect(() => deferBoot(PAGE.replace(/<script id="_R_">.*?<\/script>/, ""), read)).toThrow(
      'no Next start (<script id="_R_"> with a turbopack entry) in the page',
    );
    expect(() => deferBoot(PAGE.replace('"runtimeModuleIds":[94553]', '"runtimeModuleIds":["94553"]'), read)).toThrow(
      "Next's start is not a turbopack entry",
    );
  });

  it("refuses a build where the first-screen module is missing from the first scripts, or found twice", () => {
    const without: Record<string, string> = {
      ...CHUNKS,
      "static/chunks/a.js": CHUNK_A.replace("smoothly:first-screen", "something else"),
    };
    expect(() => deferBoot(PAGE, (path) => without[path] ?? "")).toThrow(
      "expected one module marked smoothly:first-screen among the page's first scripts, found 0",
    );
    const twice: Record<string, string> = {
      ...CHUNKS,
      "static/chunks/b.js": CHUNK_A.replace(/111|222|333/g, (id) => `9${id}`),
    };
    expect(() => deferBoot(PAGE, (path) => twice[path] ?? "")).toThrow("found 2");
  });
});

describe("islandChunks", () => {
  const pageFactories = [...factoriesOf(CHUNK_A), ...factoriesOf(CHUNK_B)];
  const pageChunks = ["static/chunks/a.js", "static/chunks/b.js"];

  it("lists each island's chunks by the key of the module its loader runs, the page's own left out", () => {
    expect(islandChunks(pageFactories, pageChunks, read)).toEqual({
      connect: ["./_next/static/chunks/wallet.js", "./_next/static/chunks/wallet.css"],
      lookup: ["./_next/static/chunks/account.js", "./_next/static/chunks/wallet.js"],
      rpc: ["./_next/static/chunks/rpc.js"],
    });
  });

  it("joins the chunks of two loaders of the same island", () => {
    const twice = [
      ...pageFactories,
      ...factoriesOf(
        `(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push([null,604,e=>{e.v(t=>Promise.all(["static/chunks/rpc.js","static/chunks/extra.js"].map(t=>e.l(t))).then(()=>t(703)))}]);`,
      ),
    ];
    expect(
      islandChunks(twice, pageChunks, (path) => (path === "static/chunks/extra.js" ? "" : read(path))).rpc,
    ).toEqual(["./_next/static/chunks/rpc.js", "./_next/static/chunks/extra.js"]);
  });

  it("stops the build when an island is not found: its chunks would come only after the app's start", () => {
    const without = (path: string) =>
      path === "static/chunks/rpc.js" ? island(703, '"smoothly:island-rpc"') : read(path);
    expect(() => islandChunks(pageFactories, pageChunks, without)).toThrow(
      "no loader among the page's first scripts fetches the island of rpc",
    );
    // The key on another module of the loader's chunks than the one it runs does not count.
    const elsewhere = (path: string) =>
      path === "static/chunks/rpc.js" ? island(999, '"smoothly:island:rpc"') : read(path);
    expect(() => islandChunks(pageFactories, pageChunks, elsewhere)).toThrow("island of rpc");
  });
});

describe("the compile hint", () => {
  it("goes first in each script the deferred page names, its own and its islands' (style sheets left out), once", () => {
    expect(namedScripts(deferBoot(PAGE, read))).toEqual([
      "./_next/static/chunks/a.js",
      "./_next/static/chunks/turbopack-0hvx9v9vijn-c.js",
      "./_next/static/chunks/b.js",
      "./_next/static/chunks/wallet.js",
      "./_next/static/chunks/account.js",
      "./_next/static/chunks/rpc.js",
    ]);
    expect(namedScripts(PAGE)).toEqual([]);
    const hinted = withCompileHint(CHUNK_B);
    expect(hinted).toBe(`//# allFunctionsCalledOnLoad\n${CHUNK_B}`);
    expect(withCompileHint(hinted)).toBe(hinted);
    // The hinted chunk is still read as the same factories.
    expect(factoriesOf(hinted)).toEqual(factoriesOf(CHUNK_B));
  });
});
