"use client";

import { skipToken, useQuery } from "@tanstack/react-query";
import { network } from "@/lib/network";
import { useIdleSince } from "@/lib/use-idle";
import { fetchLatestTrees } from "./fetch-latest-trees";
import { latestTreesBase, type LatestTrees } from "./latest-trees";

/**
 * The build's latest published trees (network.treesUrl), fetched without being asked: they are how a claim is
 * proven when the pool API is gone, and a cross-check of its proofs while it answers. Read again for each new pool
 * epoch (`epochKey`), once the page is idle (rebuilding a tree hashes every node). undefined until read; null when
 * the build has none to read.
 */
export function useLatestTrees(enabled: boolean, epochKey: number | undefined): LatestTrees | null | undefined {
  const idle = useIdleSince(String(epochKey));
  const base =
    typeof window === "undefined" || network.treesUrl === ""
      ? null
      : latestTreesBase(network.treesUrl, network.ipfsGateway, document.baseURI);
  const { data } = useQuery({
    // Stryker disable next-line ArrayDeclaration,StringLiteral: the key only names the query in the cache
    queryKey: ["latest-trees", base, epochKey],
    // Stryker disable next-line ConditionalExpression: without a base the build has no trees, and the hook returns null
    queryFn: enabled && idle && base !== null && epochKey !== undefined ? () => fetchLatestTrees(base) : skipToken,
    staleTime: 5 * 60_000,
    retry: 1,
  });
  return network.treesUrl === "" ? null : data;
}
