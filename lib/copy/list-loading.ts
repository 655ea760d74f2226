/** Where the table goes while the first answer is on its way (its own file: the visitor view loads it first). */
export const LOADING_VALIDATORS = "Loading validators…";
/** Where the account's dashboard goes when its code could not be fetched (a lost connection): with a Retry. */
export const DASHBOARD_NOT_LOADED = "The dashboard's code could not be loaded.";
