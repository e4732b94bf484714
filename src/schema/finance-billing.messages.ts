/** English of the finance module's billing answers, under `shule.finance.billing`. */
export const BILLING_MESSAGES = {};
