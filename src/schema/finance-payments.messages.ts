/** English of the finance module's payments answers, under `shule.finance.payments`. */
export const PAYMENTS_MESSAGES = {};
