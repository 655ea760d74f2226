import { afterEach, describe, expect, it, vi } from "vitest";
import { endpoint, requestJson } from "./request";

const ok = <T>(value: T) => ({ ok: true as const, value });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("endpoint", () => {
  it("joins the API address and the path with one slash", () => {
    expect(endpoint("https://node-holesky.smoothly.money", "poolstats")).toBe(
      "https://node-holesky.smoothly.money/poolstats",
    );
    expect(endpoint("http://127.0.0.1:8546//", "tree/exits/0xab")).toBe("http://127.0.0.1:8546/tree/exits/0xab");
  });
});

describe("requestJson", () => {
  it("asks for JSON, keeps the caller's method, headers and body, and can be aborted", async () => {
    const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => Response.json({ n: 1 }));
    vi.stubGlobal("fetch", fetchMock);
    await expect(
      requestJson("https://api.example/registerValidate", (input) => ok(input), {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: "{}",
      }),
    ).resolves.toEqual({ n: 1 });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe("https://api.example/registerValidate");
    expect(init?.method).toBe("POST");
    expect(init?.body).toBe("{}");
    expect(init?.headers).toEqual({ accept: "application/json", "content-type": "application/json" });
    expect(init?.signal).toBeInstanceOf(AbortSignal);
  });

  it("says why a request got no answer, whatever was thrown", async () => {
    vi.stubGlobal("fetch", async () => {
      throw new TypeError("fetch failed");
    });
    await expect(requestJson("https://api.example/poolstats", ok)).rejects.toThrow(
      "https://api.example/poolstats: unreachable (fetch failed)",
    );
    vi.stubGlobal("fetch", async () => {
      throw "offline";
    });
    await expect(requestJson("https://api.example/poolstats", ok)).rejects.toThrow(
      "https://api.example/poolstats: unreachable (offline)",
    );
  });

  it("names the status, a body that is not JSON, and the parser's reason", async () => {
    vi.stubGlobal("fetch", async () => new Response("down", { status: 503 }));
    await expect(requestJson("https://api.example/a", ok)).rejects.toThrow("https://api.example/a: HTTP 503");
    vi.stubGlobal("fetch", async () => new Response("<html>", { status: 200 }));
    await expect(requestJson("https://api.example/a", ok)).rejects.toThrow(
      "https://api.example/a: the answer is not JSON",
    );
    vi.stubGlobal("fetch", async () => Response.json({}));
    await expect(
      requestJson("https://api.example/a", () => ({ ok: false as const, reason: "Malformed a answer: x" })),
    ).rejects.toThrow("https://api.example/a: Malformed a answer: x");
  });
});
