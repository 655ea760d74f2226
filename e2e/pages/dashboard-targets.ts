import { byRole, byTestId, inside, nth, type Target } from "./targets";

const dialog = byRole("dialog");

/**
 * The dashboard's parts as every engine's tests find them: the Chromium suite's DashboardPage and the other engines'
 * EngineDashboard (e2e/engines) both read them from here.
 */
export const DASHBOARD = {
  topNav: byRole("navigation", "Smoothly"),
  footerNav: byRole("navigation", "Community"),
  connectButton: byRole("button", "Connect Wallet"),
  validatorsHeading: byRole("heading", "MY VALIDATORS"),
  claimButton: byRole("button", /^Claim [\d.]+ ETH$/),
  legend: byRole("list", "Status legend"),
  dialog,
  // Inside the dialog: Next's route announcer is a role="alert" too.
  alert: inside(dialog, byRole("alert")),
  closeDialog: inside(dialog, byRole("button", "Close")),
  /** RainbowKit's entry for the injected test wallet, which announces itself as MetaMask. */
  metaMaskInModal: inside(dialog, byRole("button", /MetaMask/)),
  windDown: byTestId("wind-down"),
  history: byTestId("history"),
  lookupField: byRole("textbox", "View an address"),
  themeToggle: byRole("button", "Dark theme"),
  row: (index: number): Target => byTestId(`validator-${index}`),
  /** The BOND cell of a row: the amount, or the Withdraw bond / Add bond button that shows it. */
  bondCell: (index: number): Target => nth(inside(byTestId(`validator-${index}`), byRole("cell")), 2),
  /** The UNCLAIMED cell of a row. */
  unclaimedCell: (index: number): Target => nth(inside(byTestId(`validator-${index}`), byRole("cell")), 3),
  checkbox: (index: number): Target => byRole("checkbox", `Select validator ${index}`),
  bondAction: (index: number, action: "Withdraw bond" | "Add bond"): Target =>
    byRole("button", new RegExp(`^${action} for validator ${index}\\b`)),
  infoMarker: (index: number): Target => byRole("button", `About validator ${index}`),
} as const;
