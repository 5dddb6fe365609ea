/** How an activity entry of a website says a change came from its customer's defaults (decisions 144, 154). */
export const FROM_DEFAULTS = "From the customer's defaults";
