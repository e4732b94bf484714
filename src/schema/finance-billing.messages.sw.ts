/** Swahili of finance-billing.messages.ts. */
export const BILLING_MESSAGES_SW = {};
