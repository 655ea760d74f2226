/** The page for an address the site does not have. */
export const NOT_FOUND_TITLE = "Page not found";
export const NOT_FOUND_TEXT = "This address is not a page of the Smoothly dashboard.";
export const NOT_FOUND_LINK = "Go to the dashboard";
