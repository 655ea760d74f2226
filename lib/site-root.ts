/**
 * The path the site is served under: `/ipfs/<cid>/` (or `/ipns/<name>/`) on a path gateway, else `/`. Relative asset
 * paths already work under any prefix; a link to the home page or an absolute canonical address needs the prefix.
 */
// Stryker disable all: CANONICAL_SCRIPT runs this function as its source text, where mutation switches would break it
export function siteRoot(pathname: string): string {
  const match = /^\/ip[fn]s\/[^/]+\//.exec(pathname.endsWith("/") ? pathname : `${pathname}/`);
  return match ? match[0] : "/";
}
// Stryker restore all

/**
 * The canonical address, written by a script in the head: a static page cannot know its host, and a fixed "/" would
 * name the gateway's home page rather than this site under /ipfs/<cid>/.
 */
export const CANONICAL_SCRIPT = `(function(){var l=document.createElement("link");l.rel="canonical";l.href=location.origin+(${siteRoot.toString()})(location.pathname);document.head.appendChild(l)})()`;
