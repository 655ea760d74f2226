import { describe, expect, it } from "vitest";
import { deferBoot, moduleIdsHolding } from "./defer-boot";

// A page and its chunks in the shape `next build` writes them (turbopack, minified): chunk scripts in the head, the
// runtime among them, Next's start inline at the end of the body.
const CHUNK_A = `(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push(["object"==typeof document?document.currentScript:void 0,111,e=>{"use strict";e.s(["x",()=>"not it"])},222,(e,t,r)=>{"use strict";var a=e.i(111),b=e.i(555),c=e.i(999),d=e.i(111);t.i(333);let n="smoothly:first-screen";window[n]={stop(){}}},333,e=>{e.v(t=>Promise.all(["static/chunks/lazy.js"].map(t=>e.l(t))).then(()=>t(444)))}]);`;
const CHUNK_B = `(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push(["object"==typeof document?document.currentScript:void 0,555,e=>{"use strict";e.s([])}]);`;
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
const CHUNKS: Record<string, string> = { "static/chunks/a.js": CHUNK_A, "static/chunks/b.js": CHUNK_B };
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
        '<script type="application/json" id="smoothly-boot">{"entry":{"otherChunks":["static/chunks/a.js","static/chunks/b.js"],"runtimeModuleIds":[94553]},"firstScreen":[{"otherChunks":["static/chunks/a.js","static/chunks/b.js"],"runtimeModuleIds":[111]},{"otherChunks":["static/chunks/a.js","static/chunks/b.js"],"runtimeModuleIds":[555]},{"otherChunks":["static/chunks/a.js","static/chunks/b.js"],"runtimeModuleIds":[222]}],"scripts":["./_next/static/chunks/a.js","./_next/static/chunks/turbopack-0hvx9v9vijn-c.js","./_next/static/chunks/b.js"]}</script>',
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
