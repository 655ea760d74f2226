import type { Config } from "tailwindcss";

const config: Config = {
  content: ["./app/**/*.{ts,tsx}", "./components/**/*.{ts,tsx}"],
  theme: {
    // The mobile layout runs up to 991 px; "desktop" starts at 992 px. "phone" is the ≤ 600 px
    // width where the pool address is abbreviated.
    screens: {
      phone: { max: "600px" },
      sm: "601px",
      desktop: "992px",
      // A wide screen with a mouse: only there can an action wait for hover.
      "pointer-desktop": { raw: "(min-width: 992px) and (hover: hover)" },
    },
    extend: {
      // Each colour is a CSS variable set per colour scheme in app/globals.css; brand stays the same in both.
      colors: {
        brand: { DEFAULT: "#6d4cf5", strong: "#5a3ae0", soft: "rgb(var(--brand-soft) / <alpha-value>)" },
        // Text on a brand (or danger) background, the same in both schemes.
        "on-brand": "#ffffff",
        surface: {
          DEFAULT: "rgb(var(--surface) / <alpha-value>)",
          raised: "rgb(var(--surface-raised) / <alpha-value>)",
          line: "rgb(var(--surface-line) / <alpha-value>)",
        },
        ink: {
          DEFAULT: "rgb(var(--ink) / <alpha-value>)",
          muted: "rgb(var(--ink-muted) / <alpha-value>)",
          faint: "rgb(var(--ink-faint) / <alpha-value>)",
        },
        status: {
          unregistered: "rgb(var(--status-unregistered) / <alpha-value>)",
          pending: "rgb(var(--status-pending) / <alpha-value>)",
          active: "rgb(var(--status-active) / <alpha-value>)",
          exit: "rgb(var(--status-exit) / <alpha-value>)",
          exited: "rgb(var(--status-exited) / <alpha-value>)",
        },
        danger: "rgb(var(--danger) / <alpha-value>)",
        // The dimming behind a modal.
        backdrop: "rgb(var(--backdrop) / <alpha-value>)",
      },
      fontFamily: {
        // The system's own UI font: no font file to fetch or inline before the text can be drawn.
        sans: ["ui-sans-serif", "system-ui", "-apple-system", "Segoe UI", "Roboto", "sans-serif"],
      },
      maxWidth: { page: "1120px" },
    },
  },
  plugins: [],
};

export default config;
