import type { BrowserContext, Page } from "@playwright/test";

/** MetaMask's full-page view: its home, accounts, networks and activity. */
export const homeUrl = (extensionId: string, route = ""): string =>
  `chrome-extension://${extensionId}/home.html#${route}`;

/**
 * How long MetaMask may take to open a prompt: its background loads slowly on a busy 2-core machine (its first
 * connection prompt can take about a minute with builds running beside it).
 */
export const PROMPT_TIMEOUT_MS = 150_000;

/** How long a prompt window may show no request before it is reloaded, and again after each reload. */
const STUCK_PROMPT_MS = 40_000;
/** Reloads of one prompt window at most: a spinner that three reloads did not clear is MetaMask's failure to name. */
const MAX_RELOADS = 3;

/**
 * MetaMask's prompt window (notification.html) once it shows the request a spec waits for, known by a control only
 * that request's screen has: `confirm-btn` (a connection), `confirm-footer-button` (a transaction),
 * `page-container-footer-next` (a network permission). The window's address does not always carry the request's
 * route, and MetaMask may draw the same request in its side panel too: the prompt window is the one a person sees.
 * MetaMask 13 at times leaves a new prompt window on its loading spinner: one still without the control after 40 s is
 * reloaded, as Synpress does with MetaMask's own spinner, and then draws the pending request. One reload is not always
 * enough (a Withdraw everything's step can stay on the spinner for minutes): up to three, 40 s apart.
 */
export async function waitForPrompt(
  context: BrowserContext,
  extensionId: string,
  control: string,
  timeoutMs = PROMPT_TIMEOUT_MS,
): Promise<Page> {
  const prompt = `chrome-extension://${extensionId}/notification.html`;
  const deadline = Date.now() + timeoutMs;
  const lastLoaded = new Map<Page, number>();
  const reloads = new Map<Page, number>();
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
      const loaded = lastLoaded.get(page) ?? Date.now();
      lastLoaded.set(page, loaded);
      const count = reloads.get(page) ?? 0;
      if (Date.now() - loaded > STUCK_PROMPT_MS && count < MAX_RELOADS) {
        reloads.set(page, count + 1);
        await page.reload().catch(() => undefined);
        lastLoaded.set(page, Date.now());
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
