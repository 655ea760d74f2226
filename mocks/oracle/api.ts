import type {
  OraclePoolStatsInput,
  PoolDataInput,
  ProofInput,
  RegisterValidateInput,
  ValidatorInput,
} from "../../lib/protocol/api-schemas";
import type { CycleReportJson } from "./cycle-report";
import type { TreeDumpJson } from "./trees";

export type TreeName = "withdrawals" | "exits";

/** registerValidate's question: may `address` subscribe these indexes? */
export interface RegisterValidateQuery {
  readonly address: string;
  readonly indexes: readonly number[];
}

/**
 * What the one API handler set (mocks/api) serves from: the live local oracle, or fixtures. Each method answers
 * in the wire shape of the oracle's own routes; the dashboard server's pooldata is composed from them.
 */
export interface ApiDataSource {
  /** The address's beacon validators: known ones in full, the others as `{ index }` (GET /validators/{addr}). */
  validators(address: string): Promise<ValidatorInput[]>;
  /** `{ proof: [] }` when there is nothing (left) to claim (GET /tree/{tree}/{addr}). */
  proof(tree: TreeName, address: string): Promise<ProofInput>;
  registerValidate(query: RegisterValidateQuery): Promise<RegisterValidateInput>;
  poolStats(): Promise<OraclePoolStatsInput>;
  /** The published tree as `tree.dump()` JSON, or null when no tree with leaves is published. */
  treeDump(tree: TreeName): Promise<TreeDumpJson | null>;
}

/** The local oracle's source, plus closing a cycle on demand (POST /cycle). */
export interface OracleApi extends ApiDataSource {
  closeCycle(): Promise<CycleReportJson>;
}

/** GET pooldata, as the old dashboard server composed it: the oracle's validators and both trees' answers. */
export async function composePoolData(source: ApiDataSource, address: string): Promise<PoolDataInput> {
  const [validators, withdrawals, exits] = await Promise.all([
    source.validators(address),
    source.proof("withdrawals", address),
    source.proof("exits", address),
  ]);
  return { validators, withdrawals, exits };
}
