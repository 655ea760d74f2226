// Checks a history snapshot's folder before a build carries it: `tsx scripts/check-history.ts <folder>`. The manifest
// and every shard it names must read back as the command wrote them (each digest, each event), and the folder must
// hold nothing else: the page refuses a snapshot that does not, so a release must not carry one.
import { fileURLToPath } from "node:url";
import { readSnapshotFolder, snapshotFolderProblems } from "./history/snapshot-folder";

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dir = process.argv[2];
  if (!dir) {
    console.error("usage: tsx scripts/check-history.ts <folder>");
    process.exit(2);
  }
  const problems = snapshotFolderProblems(dir);
  for (const problem of problems) console.error(`✗ ${dir}: ${problem}`);
  const folder = readSnapshotFolder(dir);
  if (problems.length === 0 && folder.kind === "found")
    console.log(
      `✓ history snapshot in ${dir}: chain ${folder.snapshot.manifest.chainId}, block ${folder.snapshot.manifest.block}, ${folder.snapshot.manifest.events} events`,
    );
  process.exit(problems.length === 0 ? 0 : 1);
}
