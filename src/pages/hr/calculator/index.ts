/** The pay calculator, mounted on the HR dashboard (/hr) and under the tax bands (/taxbands). */
export { PayCalculator } from './PayCalculator';
