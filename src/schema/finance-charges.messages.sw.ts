/** Swahili of finance-charges.messages.ts. */
export const CHARGES_MESSAGES_SW = {};
