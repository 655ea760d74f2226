import { API_FIXTURES, EMPTY_POOL_DATA, type ApiFixtures } from "../fixtures";
import type { ApiDataSource } from "../oracle/api";

/** The handler set's data from fixtures (vitest, and the public builds' e2e where no local pool runs). */
export function fixtureSource(fixtures: ApiFixtures = API_FIXTURES): ApiDataSource {
  const poolData = (address: string) => fixtures.poolData[address.toLowerCase()] ?? EMPTY_POOL_DATA;
  return {
    validators: async (address) => [...poolData(address).validators],
    proof: async (tree, address) => poolData(address)[tree],
    async registerValidate({ address, indexes }) {
      return {
        ok: true,
        data: indexes.map((index) => {
          const entry = fixtures.registrations[index];
          const owned = entry !== undefined && entry.owner.toLowerCase() === address.toLowerCase();
          return { index, status: owned ? entry.status : "unowned" };
        }),
      };
    },
    poolStats: async () => fixtures.poolStats,
    treeDump: async (tree) => fixtures.trees[tree].dump(),
  };
}
