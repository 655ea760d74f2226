// The few W3C WebDriver (classic) commands the WebKit driver needs, over plain fetch: no client library.
// https://www.w3.org/TR/webdriver2/

/** How WebDriver sends an element: an object with this one key. */
export const ELEMENT_KEY = "element-6066-11e4-a52e-4f735466cecf";

export type ElementReference = { readonly [ELEMENT_KEY]: string };

export function isElementReference(value: unknown): value is ElementReference {
  return typeof value === "object" && value !== null && ELEMENT_KEY in value;
}

/** A WebDriver error answer: its code (e.g. "element click intercepted") and message. */
export class WebDriverError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(`${code}: ${message}`);
  }
}

export async function webDriverCommand<T>(
  url: string,
  method: "GET" | "POST" | "DELETE",
  body?: unknown,
  timeoutMs?: number,
): Promise<T> {
  const response = await fetch(url, {
    method,
    ...(timeoutMs === undefined ? {} : { signal: AbortSignal.timeout(timeoutMs) }),
    headers: body === undefined ? {} : { "content-type": "application/json; charset=utf-8" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer = (await response.json()) as { value: T | { error: string; message: string } };
  const value = answer.value;
  if (!response.ok) {
    const failure = value as { error?: string; message?: string };
    throw new WebDriverError(failure.error ?? `HTTP ${response.status}`, failure.message ?? "");
  }
  return value as T;
}

/** One browser session of a WebDriver server. */
export class WebDriverSession {
  private constructor(
    private readonly base: string,
    /** What the server says the session has (browserName, browserVersion, …). */
    readonly capabilities: Readonly<Record<string, unknown>>,
  ) {}

  /** A new session; `timeoutMs` bounds the wait for the browser to come up. */
  static async create(
    server: string,
    capabilities: Record<string, unknown>,
    timeoutMs?: number,
  ): Promise<WebDriverSession> {
    const created = await webDriverCommand<{ sessionId: string; capabilities: Record<string, unknown> }>(
      `${server}/session`,
      "POST",
      { capabilities: { alwaysMatch: capabilities } },
      timeoutMs,
    );
    return new WebDriverSession(`${server}/session/${created.sessionId}`, created.capabilities);
  }

  command<T>(method: "GET" | "POST" | "DELETE", path: string, body?: unknown): Promise<T> {
    return webDriverCommand<T>(`${this.base}${path}`, method, method === "POST" ? (body ?? {}) : undefined);
  }

  /** Runs a function body in the page with `arguments`; element references in and out. */
  execute<T>(script: string, args: readonly unknown[]): Promise<T> {
    return this.command<T>("POST", "/execute/sync", { script, args });
  }

  element(reference: ElementReference): string {
    return reference[ELEMENT_KEY];
  }
}
