/** A website as the move dialogs and tables name it: "NBL Official Website (2001)", its id alone without a name. */
export const websiteLabel = (websiteId: string, name?: string | null) =>
  name ? `${name} (${websiteId})` : websiteId;
