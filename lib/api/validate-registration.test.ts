import { afterEach, describe, expect, it, vi } from "vitest";
import { validateRegistration } from "./validate-registration";

const API = { apiUrl: "https://api.example/", apiKind: "dashboard" } as const;
const ADDRESS = "0x23618e81E3f5cdF7f54C3d65f7FBc0aBf5B21E8f";
const CHECK_FAILED = "Error: The validators could not be checked, please try again";

function answer(body: unknown, status = 200): ReturnType<typeof vi.fn> {
  const fetchMock = vi.fn(async () => new Response(JSON.stringify(body), { status }));
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("validateRegistration: the check before a subscribe never fails open", () => {
  it("goes ahead only when every requested validator comes back ok", async () => {
    answer({
      ok: true,
      data: [
        { index: 401, status: "ok" },
        { index: 402, status: "ok" },
      ],
    });
    expect(await validateRegistration(API, ADDRESS, [401, 402])).toBeNull();
  });

  it("posts the indexes and the address as JSON to registerValidate", async () => {
    const fetchMock = answer({ ok: true, data: [{ index: 401, status: "ok" }] });
    await validateRegistration(API, ADDRESS, [401]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("https://api.example/registerValidate");
    expect(init.method).toBe("POST");
    expect(new Headers(init.headers).get("content-type")).toBe("application/json");
    expect(JSON.parse(String(init.body))).toEqual({
      indexes: [401],
      address: ADDRESS,
      validators: [{ index: 401 }],
    });
  });

  it("names the first validator whose status is not ok", async () => {
    answer({
      ok: true,
      data: [
        { index: 401, status: "ok" },
        { index: 402, status: "exited" },
      ],
    });
    expect(await validateRegistration(API, ADDRESS, [401, 402])).toBe("Invalid Validator 402 is exited");
  });

  it("refuses a validator the answer leaves out", async () => {
    answer({ ok: true, data: [{ index: 401, status: "ok" }] });
    expect(await validateRegistration(API, ADDRESS, [401, 402])).toBe("Invalid Validator 402 is unchecked");
  });

  it("refuses when the server answers { ok: false }", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    answer({ ok: false });
    expect(await validateRegistration(API, ADDRESS, [401])).toBe(CHECK_FAILED);
  });

  it("refuses on an HTTP error status", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    answer({ ok: true, data: [{ index: 401, status: "ok" }] }, 500);
    expect(await validateRegistration(API, ADDRESS, [401])).toBe(CHECK_FAILED);
  });

  it("refuses when the network fails", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => {
        throw new TypeError("Failed to fetch");
      }),
    );
    expect(await validateRegistration(API, ADDRESS, [401])).toBe(CHECK_FAILED);
    expect(logged).toHaveBeenCalled();
  });

  it("refuses a malformed answer", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    answer({ ok: true, data: [{ index: "401", status: 1 }] });
    expect(await validateRegistration(API, ADDRESS, [401])).toBe(CHECK_FAILED);
  });
});
