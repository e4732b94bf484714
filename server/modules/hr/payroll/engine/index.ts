/**
 * The statutory payroll engine: Kenya's PAYE, NSSF, SHIF (NHIF before it) and housing levy from
 * the school's dated rate rows. The payroll run reads the month's rates once (ratesInForce) and
 * computes every employee's pay with the same pure computePay the calculator answers with.
 */
export { computePay, taxOnBands } from './compute';
export { ratesInForce, PERIOD } from './rates';
export { ratesHooks } from './hooks';
export { engineRoutes } from './routes';
export { seedStatutoryRates } from './seed';
export type { PayInput, RatesInForce } from './types';
