/** Where the table goes while the first answer is on its way (its own file: the visitor view loads it first). */
export const LOADING_VALIDATORS = "Loading validators…";
