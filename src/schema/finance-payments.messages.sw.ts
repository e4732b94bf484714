/** Swahili of finance-payments.messages.ts. */
export const PAYMENTS_MESSAGES_SW = {};
