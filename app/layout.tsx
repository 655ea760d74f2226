import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";
import "./globals.css";
import { EARLY_INPUT_SCRIPT } from "@/lib/early-input";
import { CANONICAL_SCRIPT } from "@/lib/site-root";
import { THEME_SCRIPT } from "@/lib/theme";

const PRODUCT = "Smoothly";

// An inline icon: a file path would break under an IPFS or sub-folder prefix, and a missing one logs a 404.
const ICON =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 32 32'%3E%3Crect width='32' height='32' rx='9' fill='%237c5cff'/%3E%3Cpath d='M6 19c3.5 0 3.5-6 7-6s3.5 6 7 6 3.5-6 6-6' fill='none' stroke='white' stroke-width='3' stroke-linecap='round'/%3E%3C/svg%3E";

export const metadata: Metadata = {
  title: `${PRODUCT} Pool`,
  description: "MEV Smoothing Pool for Solo Stakers",
  icons: { icon: ICON },
};

export const viewport: Viewport = {
  width: "device-width",
  initialScale: 1,
  // The browser's bar in the page's surface colour (the system's scheme; a toggled choice is not known here).
  themeColor: [
    { media: "(prefers-color-scheme: light)", color: "#f5f4fa" },
    { media: "(prefers-color-scheme: dark)", color: "#14121f" },
  ],
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    // The theme script may set data-theme on <html> before React hydrates it.
    <html lang="en" suppressHydrationWarning>
      <head>
        <script dangerouslySetInnerHTML={{ __html: THEME_SCRIPT }} />
        <script dangerouslySetInnerHTML={{ __html: CANONICAL_SCRIPT }} />
        {/* Keeps a tap on a control whose code has not arrived yet, and acts on it when it does. */}
        <script dangerouslySetInnerHTML={{ __html: EARLY_INPUT_SCRIPT }} />
      </head>
      <body>{children}</body>
    </html>
  );
}
