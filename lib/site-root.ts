/**
 * The path the site is served under: `/ipfs/<cid>/` (or `/ipns/<name>/`) on a path gateway, else `/`. Relative asset
 * paths already work under any prefix; a link to the home page or an absolute canonical address needs the prefix.
 */
export function siteRoot(pathname: string): string {
  const match = /^\/ip[fn]s\/[^/]+\//.exec(pathname.endsWith("/") ? pathname : `${pathname}/`);
  return match ? match[0] : "/";
}
