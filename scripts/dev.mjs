#!/usr/bin/env node
// `npm run dev`: the Next dev server for one network (NETWORK=local by default), on http://127.0.0.1:3000.
import { spawn } from "node:child_process";
import { join } from "node:path";
import { root } from "./paths.mjs";

const child = spawn(
  join(root, "node_modules/.bin/next"),
  ["dev", "-H", "127.0.0.1", "-p", process.env.PORT ?? "3000", ...process.argv.slice(2)],
  {
    cwd: root,
    stdio: "inherit",
    env: { NETWORK: "local", NEXT_TELEMETRY_DISABLED: "1", ...process.env },
  },
);
child.on("exit", (code) => process.exit(code ?? 0));
