import type { Config } from "tailwindcss";

// Loaded by app/globals.css through `@config`; breakpoints are spec.md §9's.
const config: Config = {
  content: ["./app/**/*.{ts,tsx}", "./components/**/*.{ts,tsx}"],
  theme: {
    screens: {
      xs: "0px",
      sm: "576px",
      md: "768px",
      lg: "992px",
      xl: "1200px",
    },
  },
};

export default config;
