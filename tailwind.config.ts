import type { Config } from "tailwindcss";

/** A colour of the scheme on screen, light or dark (app/globals.css), with Tailwind's opacity. */
const scheme = (name: string) => `rgb(var(--light-${name}, var(--dark-${name})) / <alpha-value>)`;

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
        brand: { DEFAULT: "#6d4cf5", strong: "#5a3ae0", soft: scheme("brand-soft") },
        // Text on a brand (or danger) background, the same in both schemes.
        "on-brand": "#ffffff",
        surface: {
          DEFAULT: scheme("surface"),
          raised: scheme("surface-raised"),
          line: scheme("surface-line"),
        },
        ink: {
          DEFAULT: scheme("ink"),
          muted: scheme("ink-muted"),
          faint: scheme("ink-faint"),
        },
        status: {
          unregistered: scheme("status-unregistered"),
          pending: scheme("status-pending"),
          active: scheme("status-active"),
          exit: scheme("status-exit"),
          exited: scheme("status-exited"),
        },
        danger: scheme("danger"),
        // The dimming behind a modal.
        backdrop: scheme("backdrop"),
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
