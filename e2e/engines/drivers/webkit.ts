import { spawn, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { findFreePort } from "../../../mocks/chain";
import type { Target } from "../../pages/targets";
import type { Driver, EngineBrowser, ReadableHarnessMethod } from "../driver";
import type { HarnessApi } from "../harness/protocol";
import { downloadInto, retrying } from "./shared";
import { webDriverCommand, WebDriverSession, type ElementReference } from "./webdriver-client";

/** Debian's webkit2gtk-driver: the WebDriver server, and the browser it drives. */
export const WEBKIT_WEBDRIVER = process.env.WEBKIT_WEBDRIVER_PATH ?? "/usr/bin/WebKitWebDriver";
export const MINIBROWSER =
  process.env.WEBKIT_MINIBROWSER_PATH ?? "/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser";
export const WEBKIT_HELP =
  "WebKitGTK is not installed: apt-get install -y webkit2gtk-driver xvfb (as root), or set WEBKIT_WEBDRIVER_PATH and WEBKIT_MINIBROWSER_PATH";

/** The X displays this suite may take for its virtual screen (others on the machine use other numbers). */
const DISPLAYS = [71, 72, 73, 74, 75, 76, 77, 78, 79];
const ENTER = "\uE007";
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Starts a child in its own process group, so stopping it also stops what it started (MiniBrowser, its helpers). */
function startGroup(command: string, args: string[], env: NodeJS.ProcessEnv): ChildProcess {
  return spawn(command, args, { env, detached: true, stdio: ["ignore", "ignore", "pipe"] });
}

function stopGroup(child: ChildProcess): void {
  if (child.pid !== undefined && child.exitCode === null) {
    try {
      process.kill(-child.pid, "SIGTERM");
    } catch {
      // already gone
    }
  }
}

/** A virtual X screen on the first free display of DISPLAYS. */
async function startXvfb(): Promise<{ display: string; process: ChildProcess }> {
  for (const number of DISPLAYS) {
    if (existsSync(`/tmp/.X${number}-lock`)) continue;
    const xvfb = startGroup("Xvfb", [`:${number}`, "-screen", "0", "1400x1000x24", "-nolisten", "tcp"], process.env);
    for (let waited = 0; waited < 5_000 && xvfb.exitCode === null; waited += 100) {
      if (existsSync(`/tmp/.X11-unix/X${number}`)) return { display: `:${number}`, process: xvfb };
      await sleep(100);
    }
    stopGroup(xvfb);
  }
  throw new Error(`no free X display among :${DISPLAYS[0]}–:${DISPLAYS.at(-1)} for Xvfb`);
}

class WebKitDriver implements Driver {
  readonly engine = "webkit" as const;

  constructor(
    private readonly session: WebDriverSession,
    private readonly downloads: string,
  ) {}

  async goto(url: string): Promise<void> {
    await this.session.command("POST", "/url", { url });
  }

  async reload(): Promise<void> {
    await this.session.command("POST", "/refresh");
  }

  async enterFrame(): Promise<void> {
    // WebDriver's frame switch: later scripts and element commands run in the frame, until a navigation of the page.
    await retrying(async () => {
      await this.session.command("POST", "/frame", { id: 0 });
      const ready = await this.session.execute<boolean>("return document.readyState === 'complete';", []);
      if (!ready) {
        await this.session.command("POST", "/frame/parent");
        throw new Error("the frame's document is not loaded yet");
      }
    });
  }

  harness<K extends ReadableHarnessMethod>(
    method: K,
    ...args: Parameters<HarnessApi[K]>
  ): Promise<ReturnType<HarnessApi[K]>> {
    return this.session.execute("return window.__engines[arguments[0]].apply(null, arguments[1]);", [method, args]);
  }

  evaluate<A extends readonly unknown[], R>(fn: (...args: A) => R, ...args: A): Promise<Awaited<R>> {
    return this.session.execute(`return (${fn.toString()}).apply(null, arguments);`, args);
  }

  private async element(target: Target): Promise<string> {
    const reference = await this.session.execute<ElementReference>("return window.__engines.one(arguments[0]);", [
      target,
    ]);
    return this.session.element(reference);
  }

  click(target: Target): Promise<void> {
    // WebDriver's click scrolls the element into view and refuses ("element click intercepted") when something else
    // would get it: retried until the element is free, as a person waits for an animation to end.
    return retrying(async () => {
      await this.session.command("POST", `/element/${await this.element(target)}/click`);
    });
  }

  async fill(target: Target, text: string): Promise<void> {
    const element = await retrying(() => this.element(target));
    await this.session.command("POST", `/element/${element}/clear`);
    await this.session.command("POST", `/element/${element}/value`, { text });
  }

  async pressEnter(target: Target): Promise<void> {
    await this.session.command("POST", `/element/${await this.element(target)}/value`, { text: ENTER });
  }

  download(action: () => Promise<void>) {
    return downloadInto(this.downloads, action);
  }

  async screenshot(path: string): Promise<void> {
    const png = await this.session.command<string>("GET", "/screenshot");
    await writeFile(path, Buffer.from(png, "base64"));
  }

  async setWindowSize(width: number, height: number): Promise<void> {
    await this.session.command("POST", "/window/rect", { width, height });
  }

  async close(): Promise<void> {
    await this.session.command("DELETE", "");
  }
}

/**
 * A new session, tried up to three times: now and then a new MiniBrowser never comes up, and WebKitWebDriver holds
 * the request for two minutes before dropping it (a whole test's time). A browser
 * that comes up takes a few seconds, so each try gets 30 s.
 */
async function newSession(server: string, capabilities: Record<string, unknown>): Promise<WebDriverSession> {
  for (let tries = 1; ; tries++) {
    try {
      return await WebDriverSession.create(server, capabilities, 30_000);
    } catch (error) {
      if (tries === 3) throw error;
    }
  }
}

/**
 * WebKitGTK through its WebDriver server (WebKitWebDriver) on a virtual X screen (Xvfb), driving MiniBrowser. Each
 * driver is a new WebDriver session: a new MiniBrowser with an empty profile. Downloads land in the folder the
 * XDG user-dirs of its private HOME name.
 */
export async function launchWebKit(): Promise<EngineBrowser> {
  if (!existsSync(WEBKIT_WEBDRIVER) || !existsSync(MINIBROWSER)) throw new Error(WEBKIT_HELP);
  const home = await mkdtemp(join(tmpdir(), "engines-webkit-"));
  const downloads = join(home, "Downloads");
  await mkdir(join(home, ".config"), { recursive: true });
  await mkdir(downloads);
  await writeFile(join(home, ".config/user-dirs.dirs"), `XDG_DOWNLOAD_DIR="${downloads}"\n`);
  const xvfb = await startXvfb();
  const port = await findFreePort();
  const env = { ...process.env, DISPLAY: xvfb.display, HOME: home, XDG_CONFIG_HOME: join(home, ".config") };
  const driver = startGroup(WEBKIT_WEBDRIVER, [`--port=${port}`], env);
  const server = `http://127.0.0.1:${port}`;
  const stop = async () => {
    stopGroup(driver);
    stopGroup(xvfb.process);
    await rm(home, { recursive: true, force: true });
  };
  try {
    const status = await retrying(() => webDriverCommand<{ ready: boolean }>(`${server}/status`, "GET"), 10_000);
    if (!status.ready) throw new Error("WebKitWebDriver is not ready");
    let version = "";
    const capabilities = {
      "webkitgtk:browserOptions": { binary: MINIBROWSER, args: ["--automation"] },
    };
    return {
      engine: "webkit",
      // Known once a session says it (browserVersion: the WebKitGTK version).
      get version() {
        return `WebKitGTK ${version}`.trim();
      },
      async newDriver({ width, height }) {
        const session = await newSession(server, capabilities);
        version = String(session.capabilities.browserVersion ?? "");
        const webkit = new WebKitDriver(session, downloads);
        await webkit.setWindowSize(width, height);
        return webkit;
      },
      close: stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
