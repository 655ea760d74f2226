import { expect, test, type Page } from "@playwright/test";
import { expectNoCspViolations } from "../support/csp-test";
import { watchCspViolations } from "../support/csp-violations";

// A page that breaks its own policy twice: an inline script and an image from another origin.
const VIOLATING_PAGE = `<!DOCTYPE html><html><head>
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; script-src 'self'; img-src 'self'">
</head><body><p>policy test</p>
<script>document.body.dataset.ran = "yes";</script>
<img src="http://images.example.invalid/pixel.png" alt="">
</body></html>`;
const PAGE_URL = "http://csp-check.example.invalid/";

async function serveViolatingPage(page: Page) {
  await page.route(PAGE_URL, (route) => route.fulfill({ contentType: "text/html", body: VIOLATING_PAGE }));
  await page.route("http://images.example.invalid/**", (route) => route.abort());
}

test("the violation listener reports a blocked inline script and a blocked image", async ({ page }) => {
  const violations = await watchCspViolations(page);
  await serveViolatingPage(page);
  await page.goto(PAGE_URL);
  await expect(page.getByText("policy test")).toBeVisible();
  expect(await page.evaluate(() => document.body.dataset.ran)).toBeUndefined();
  await expect
    .poll(() => violations.filter((v) => !v.startsWith("console:")).map((v) => v.split(" ")[0]))
    .toEqual(expect.arrayContaining(["script-src-elem", "img-src"]));
  expect(violations.some((v) => v.startsWith("console: ") && v.includes("Content Security Policy"))).toBe(true);
});

test("the end-of-test check turns a test whose page breaks the policy red", async ({ page }) => {
  const violations = await watchCspViolations(page);
  await serveViolatingPage(page);
  await page.goto(PAGE_URL);
  await expect(page.getByText("policy test")).toBeVisible();
  await expect.poll(() => violations.length).toBeGreaterThan(0);
  expect(() => expectNoCspViolations(violations)).toThrow(/Content-Security-Policy violations/);
});
