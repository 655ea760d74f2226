"use client";

// Stands in for "cuer" (next.config.mjs aliases it here), the QR code RainbowKit draws: the same components, fetched
// when a QR code is first drawn (a desktop's "Get a wallet" or WalletConnect screen) rather than with the wallet list,
// which on a phone never draws one: fewer bytes before the list, and qr's tables are not built as it loads.
import { lazy, Suspense, type ComponentProps } from "react";
import type { Cuer as RealCuer } from "cuer";

const real = () => import("../../node_modules/cuer/_dist/Cuer.js").then((module) => module.Cuer);

const LazyRoot = lazy(() => real().then((cuer) => ({ default: cuer.Root })));

/** cuer's Root, drawn once its code has come: nothing in the QR code's place meanwhile (its box keeps the size). */
function Root(props: ComponentProps<typeof RealCuer.Root>) {
  return (
    <Suspense fallback={null}>
      <LazyRoot {...props} />
    </Suspense>
  );
}

const LazyArena = lazy(() => real().then((cuer) => ({ default: cuer.Arena })));

/** cuer's Arena (the logo's place), by the name Root looks for among its children to leave the place free of cells. */
function Arena(props: ComponentProps<typeof RealCuer.Arena>) {
  return <LazyArena {...props} />;
}
Arena.displayName = "Arena";

/** The parts RainbowKit puts inside Root, from the same module (they read Root's context). */
export const Cuer = {
  Root,
  Cells: lazy(() => real().then((cuer) => ({ default: cuer.Cells }))),
  Finder: lazy(() => real().then((cuer) => ({ default: cuer.Finder }))),
  Arena,
};
