/** Swahili of finance-wallets.messages.ts. */
export const WALLETS_MESSAGES_SW = {};
