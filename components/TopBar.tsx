import type { ReactNode } from "react";
import { TOP_LINKS } from "@/lib/links";
import { LinkNav } from "./LinkNav";
import { Logo } from "./Logo";
import { ThemeToggle } from "./ThemeToggle";

export function TopBar({ wallet }: { wallet: ReactNode }) {
  return (
    <header className="mx-auto flex w-full max-w-page flex-wrap items-center justify-between gap-3 px-4 py-4">
      <Logo />
      <LinkNav
        label="Smoothly"
        links={TOP_LINKS}
        className="order-3 flex w-full gap-5 text-sm font-semibold text-ink-muted desktop:order-none desktop:w-auto"
      />
      <div className="flex min-h-10 items-center gap-2">
        <ThemeToggle />
        {wallet}
      </div>
    </header>
  );
}
