// Regenerates the Solidity Merkle fixture: npx tsx mocks/chain/write-merkle-fixture.ts
import { writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { MERKLE_FIXTURE_PATH, renderMerkleFixtures } from "./merkle-fixture";

const target = fileURLToPath(new URL(`../../${MERKLE_FIXTURE_PATH}`, import.meta.url));
writeFileSync(target, renderMerkleFixtures());
process.stdout.write(`wrote ${MERKLE_FIXTURE_PATH}\n`);
