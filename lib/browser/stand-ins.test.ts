import { describe, expect, it } from "vitest";
import { ens_normalize } from "./ens-normalize-ascii";
import { osName, UAParser } from "./ua-platform";

describe("the ua-parser-js stand-in", () => {
  it("names the operating systems RainbowKit tells apart", () => {
    expect(osName("Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/150.0")).toBe("Windows");
    expect(osName("Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Safari/605.1.15")).toBe(
      "macOS",
    );
    expect(osName("Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0")).toBe("Ubuntu");
    expect(osName("Mozilla/5.0 (X11; Fedora; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0")).toBe("Fedora");
    expect(osName("Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/150.0")).toBe("Linux");
  });

  it("does not take a phone for a desktop", () => {
    expect(osName("Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148")).toBe(
      "iOS",
    );
    expect(osName("Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/150.0 Mobile")).toBe("Android");
    expect(osName("Mozilla/5.0 (X11; CrOS x86_64 14541.0.0)")).toBeUndefined();
  });

  it("answers as RainbowKit calls it", () => {
    expect(UAParser("Mozilla/5.0 (Windows NT 10.0)").os.name).toBe("Windows");
  });
});

describe("the ENS normalize stand-in", () => {
  it("lower-cases plain ASCII names", () => {
    expect(ens_normalize("Vitalik.ETH")).toBe("vitalik.eth");
    expect(ens_normalize("my-pool.eth")).toBe("my-pool.eth");
    expect(ens_normalize("sub.name2.eth")).toBe("sub.name2.eth");
  });

  it("throws for a name it cannot normalize without Unicode tables", () => {
    expect(() => ens_normalize("ni\u00f1o.eth")).toThrow('Cannot normalize "ni\u00f1o.eth" without the Unicode tables');
    expect(() => ens_normalize("\u{1F680}.eth")).toThrow();
    expect(() => ens_normalize("a..eth")).toThrow();
    expect(() => ens_normalize("-a.eth")).toThrow();
    expect(() => ens_normalize("a b.eth")).toThrow();
    expect(() => ens_normalize("")).toThrow();
  });
});
