/** Swahili of finance-mpesa.messages.ts. */
export const MPESA_MESSAGES_SW = {};
