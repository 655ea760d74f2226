import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";
import "./globals.css";
import { EARLY_INPUT_SCRIPT } from "@/lib/early-input";
import { CANONICAL_SCRIPT } from "@/lib/site-root";
import { SITE_ICON_DATA_URL } from "@/lib/site-icon";
import { THEME_SCRIPT } from "@/lib/theme";

const PRODUCT = "Smoothly";

export const metadata: Metadata = {
  title: `${PRODUCT} Pool`,
  description: "MEV Smoothing Pool for Solo Stakers",
  icons: { icon: SITE_ICON_DATA_URL },
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
