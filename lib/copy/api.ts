// Texts about the API the page talks to (docs/api.md).

/** Subscribing in the oracle API kind: the oracle has no validation endpoint, and an unchecked registration can lose its bond. */
export const NO_VALIDATION_IN_ORACLE_KIND =
  "Error: Subscriptions are not available here: this dashboard's API cannot check validators before they subscribe.";
