import type { Engine, EngineBrowser } from "../driver";
import { launchChromium } from "./chromium";
import { launchFirefox } from "./firefox";
import { launchWebKit } from "./webkit";

const LAUNCHERS: Readonly<Record<Engine, () => Promise<EngineBrowser>>> = {
  chromium: launchChromium,
  firefox: launchFirefox,
  webkit: launchWebKit,
};

/** Starts the engine's browser with its own driver: docs/testing.md, "Other engines", says which and why. */
export function launchEngine(engine: Engine): Promise<EngineBrowser> {
  return LAUNCHERS[engine]();
}
