import type { UseQueryResult } from "@tanstack/react-query";
import type { Address } from "viem";

/** The account's native balance as RainbowKit's account modal shows it. */
export interface NativeBalance {
  value: bigint;
  decimals: number;
  symbol: string;
  formatted: string;
}

/** wagmi's useBalance as RainbowKit calls it: one eth_getBalance. */
export declare function useBalance(parameters?: {
  address?: Address;
  chainId?: number;
  query?: { enabled?: boolean };
}): UseQueryResult<NativeBalance, Error>;

/** No ENS name. */
export declare function useEnsName(parameters?: unknown): { data: undefined };

/** No ENS avatar. */
export declare function useEnsAvatar(parameters?: unknown): { data: undefined };
