/** English of the finance module's charges answers, under `shule.finance.charges`. */
export const CHARGES_MESSAGES = {};
