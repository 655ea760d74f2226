import { spawn } from "node:child_process";

/**
 * Runs a command of the repository (cwd `cwd`) to its end, keeping the last of what it prints; rejects with that
 * output when it fails. For the tools the local backend runs but does not import (forge, npm run history-snapshot).
 */
export function runCommand(command: string, args: readonly string[], cwd: string, what: string): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const child = spawn(command, args, { cwd, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    const collect = (chunk: Buffer) => {
      output = (output + chunk.toString("utf8")).slice(-8000);
    };
    child.stdout.on("data", collect);
    child.stderr.on("data", collect);
    child.on("error", reject);
    child.on("exit", (code) =>
      code === 0 ? resolve() : reject(new Error(`${what} failed (exit ${code}):\n${output}`)),
    );
  });
}
