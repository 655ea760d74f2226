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
      colors: {
        brand: { DEFAULT: "#6d4cf5", strong: "#5a3ae0", soft: "#b7a6ff" },
        surface: { DEFAULT: "#14121f", raised: "#1d1a2e", line: "#2d2945" },
        ink: { DEFAULT: "#f3f1ff", muted: "#a9a4c7", faint: "#8a85ab" },
        status: {
          unregistered: "#8b87a8",
          pending: "#f5b942",
          active: "#34d399",
          exit: "#f97316",
          exited: "#60a5fa",
        },
        danger: "#f87171",
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
