import type { BrowserContext, Page } from "@playwright/test";

/** MetaMask's full-page view: its home, accounts, networks and activity. */
export const homeUrl = (extensionId: string, route = ""): string =>
  `chrome-extension://${extensionId}/home.html#${route}`;

/**
 * How long MetaMask may take to open a prompt: its background loads slowly on a busy 2-core machine (its first
 * connection prompt took 58 s there with builds running beside it).
 */
export const PROMPT_TIMEOUT_MS = 120_000;

/** How long a prompt window may show no request before it is reloaded (once). */
const STUCK_PROMPT_MS = 60_000;

/**
 * MetaMask's prompt window (notification.html) once it shows the request a spec waits for, known by a control only
 * that request's screen has: `confirm-btn` (a connection), `confirm-footer-button` (a transaction),
 * `page-container-footer-next` (a network permission). The window's address does not always carry the request's
 * route, and MetaMask may draw the same request in its side panel too: the prompt window is the one a person sees.
 * MetaMask 13 at times leaves a new prompt window on its loading spinner: one still without the control after 60 s is
 * reloaded once, as Synpress does with MetaMask's own spinner, and then draws the pending request.
 */
export async function waitForPrompt(
  context: BrowserContext,
  extensionId: string,
  control: string,
  timeoutMs = PROMPT_TIMEOUT_MS,
): Promise<Page> {
  const prompt = `chrome-extension://${extensionId}/notification.html`;
  const deadline = Date.now() + timeoutMs;
  const firstSeen = new Map<Page, number>();
  const reloaded = new Set<Page>();
  while (Date.now() < deadline) {
    for (const page of context.pages()) {
      if (!page.url().startsWith(prompt)) continue;
      if (
        await page
          .getByTestId(control)
          .isVisible()
          .catch(() => false)
      )
        return page;
      const seen = firstSeen.get(page) ?? Date.now();
      firstSeen.set(page, seen);
      if (Date.now() - seen > STUCK_PROMPT_MS && !reloaded.has(page)) {
        reloaded.add(page);
        await page.reload().catch(() => undefined);
      }
    }
    // MetaMask opens the window, then draws the request in it: look again shortly.
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const urls = context.pages().map((page) => page.url());
  throw new Error(
    `MetaMask showed no prompt with "${control}" in ${timeoutMs / 1000} s; open pages: ${urls.join(", ")}`,
  );
}
