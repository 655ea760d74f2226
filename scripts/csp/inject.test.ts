import { describe, expect, it } from "vitest";
import { injectCsp, inlineHashes, sha256Source } from "./inject";

const PAGE =
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><link rel="stylesheet" href="./_next/static/a.css"/>' +
  '<script src="./_next/static/chunks/main.js" async=""></script><title>Smoothly Pool</title></head>' +
  '<body><div id="root">Hi</div><script>self.__next_f.push([1,"a"])</script><script>alert(1)</script></body></html>';

describe("sha256Source", () => {
  it("hashes the exact UTF-8 text of a block, base64 encoded", () => {
    // sha256("") and sha256("é"), base64: checked with `printf '' | openssl dgst -sha256 -binary | base64`.
    expect(sha256Source("")).toBe("'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='");
    expect(sha256Source("é")).toBe("'sha256-SplVfkAzw1Od4utlRyAXytX5VX96BiWgnxw/biumnEw='");
  });
});

describe("inlineHashes", () => {
  it("hashes inline scripts and styles, not scripts loaded from a file", () => {
    const hashes = inlineHashes(PAGE.replace("</head>", "<style>body{color:red}</style></head>"));
    expect(hashes.scriptHashes).toEqual([sha256Source('self.__next_f.push([1,"a"])'), sha256Source("alert(1)")]);
    expect(hashes.styleHashes).toEqual([sha256Source("body{color:red}")]);
    expect(hashes.styleAttributeHashes).toEqual([]);
  });

  it("hashes style attributes by their value as the browser reads it, entities decoded", () => {
    const html =
      '<html><head></head><body><div style="font-family:&quot;Segoe UI&quot;;height:100vh">x</div></body></html>';
    // printf '%s' 'font-family:"Segoe UI";height:100vh' | openssl dgst -sha256 -binary | base64
    expect(inlineHashes(html).styleAttributeHashes).toEqual(["'sha256-Kqk+sDHJ3UrG3pkgFbk/ACRdZD0LSXNAGRHtvckxjLw='"]);
  });
});

describe("injectCsp", () => {
  const policy = () => "default-src 'none'";
  const TAGS =
    '<meta http-equiv="Content-Security-Policy" content="default-src \'none\'"/><meta name="referrer" content="no-referrer"/>';

  it("puts the policy and the referrer policy right after <meta charset>, before any stylesheet or script", () => {
    const html = injectCsp(PAGE, policy);
    expect(html).toBe(PAGE.replace('<meta charSet="utf-8"/>', `<meta charSet="utf-8"/>${TAGS}`));
  });

  it("puts them first in <head> when there is no charset meta", () => {
    expect(injectCsp("<html><head><script>x()</script></head></html>", policy)).toBe(
      `<html><head>${TAGS}<script>x()</script></head></html>`,
    );
  });

  it("hands the page's inline hashes to the policy", () => {
    let seen: unknown;
    injectCsp(PAGE, (hashes) => ((seen = hashes), "default-src 'none'"));
    expect(seen).toEqual({
      scriptHashes: [sha256Source('self.__next_f.push([1,"a"])'), sha256Source("alert(1)")],
      styleHashes: [],
      styleAttributeHashes: [],
    });
  });

  it("replaces its own tags when run twice", () => {
    const once = injectCsp(PAGE, policy);
    expect(injectCsp(once, policy)).toBe(once);
  });

  it("refuses a page it cannot protect", () => {
    expect(() => injectCsp("<html><body></body></html>", policy)).toThrow("no <head>");
    expect(() => injectCsp(PAGE, () => 'default-src "none"')).toThrow("double quote");
  });
});
