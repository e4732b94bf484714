/** English of the finance module's mpesa answers, under `shule.finance.mpesa`. */
export const MPESA_MESSAGES = {};
