/** English of the finance module's wallets answers, under `shule.finance.wallets`. */
export const WALLETS_MESSAGES = {};
