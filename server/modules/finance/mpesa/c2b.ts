/**
 * Safaricom's C2B validation and confirmation payload (Daraja C2B v2), read defensively: every
 * field is a string on the wire, though a number is taken too. Nothing here touches the database.
 */
export interface C2bPayload {
  readonly TransactionType?: string;
  readonly TransID: string;
  readonly TransTime: string;
  readonly TransAmount: string | number;
  readonly BusinessShortCode?: string;
  readonly BillRefNumber?: string;
  readonly InvoiceNumber?: string;
  readonly OrgAccountBalance?: string;
  readonly ThirdPartyTransID?: string;
  readonly MSISDN?: string;
  readonly FirstName?: string;
  readonly MiddleName?: string;
  readonly LastName?: string;
}

/** A payment as this area keeps it, whichever way M-Pesa reported it (C2B or an STK callback). */
export interface IncomingPayment {
  readonly trans_id: string;
  /** ISO instant. */
  readonly trans_time: string;
  /** Nairobi's date of it, YYYY-MM-DD: the receipt's date. */
  readonly paid_on: string;
  /** Integer cents. */
  readonly amount: number;
  readonly bill_ref: string;
  readonly msisdn: string;
  readonly payer_name: string;
  readonly short_code: string;
  readonly kind: 'c2b' | 'stk';
  readonly raw: string;
}

/**
 * "1500", "1500.5", "1,500.00" or 1500.5 as integer cents, exactly (no float arithmetic: the
 * digits are read as digits); undefined for anything else, a negative or more than two decimals.
 */
export function amountToCents(value: unknown): number | undefined {
  const text = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : String(value ?? '');
  const match = /^\s*(\d{1,12})(?:\.(\d{1,2})0*)?\s*$/.exec(text.replace(/,(?=\d{3}(?:\D|$))/g, ''));
  if (!match) return undefined;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** Kenya keeps East Africa Time all year: UTC+3, no daylight saving. */
const NAIROBI_OFFSET_HOURS = 3;

/** TransTime "20260214093015" (Nairobi) as the ISO instant and Nairobi's date; undefined when not a real time. */
export function nairobiTime(value: unknown): { iso: string; date: string } | undefined {
  const match = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})$/.exec(String(value ?? '').trim());
  if (!match) return undefined;
  const [year, month, day, hour, minute, second] = match.slice(1).map(Number);
  const instant = new Date(Date.UTC(year, month - 1, day, hour - NAIROBI_OFFSET_HOURS, minute, second));
  // 20260231 or hour 25 would roll over into another day: not a time Safaricom sends.
  const back = new Date(instant.getTime() + NAIROBI_OFFSET_HOURS * 3_600_000);
  if (back.getUTCFullYear() !== year || back.getUTCMonth() !== month - 1 || back.getUTCDate() !== day) return undefined;
  if (back.getUTCHours() !== hour || back.getUTCMinutes() !== minute || back.getUTCSeconds() !== second)
    return undefined;
  return { iso: instant.toISOString(), date: `${match[1]}-${match[2]}-${match[3]}` };
}

const text = (value: unknown, max: number) =>
  (typeof value === 'string' || typeof value === 'number' ? String(value) : '').trim().slice(0, max);

/** A confirmation's payment, or undefined when the body is not a payment Daraja would send. */
export function readC2b(body: unknown): IncomingPayment | undefined {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return undefined;
  const payload = body as Record<string, unknown>;
  const transId = text(payload.TransID, 40);
  const time = nairobiTime(payload.TransTime);
  const amount = amountToCents(payload.TransAmount);
  if (!/^[A-Z0-9]{6,40}$/i.test(transId) || !time || amount === undefined || amount <= 0) return undefined;
  const name = [payload.FirstName, payload.MiddleName, payload.LastName]
    .map((part) => text(part, 40))
    .filter((part) => part !== '')
    .join(' ');
  return {
    trans_id: transId.toUpperCase(),
    trans_time: time.iso,
    paid_on: time.date,
    amount,
    bill_ref: text(payload.BillRefNumber, 40),
    msisdn: text(payload.MSISDN, 40),
    payer_name: name.slice(0, 120),
    short_code: text(payload.BusinessShortCode, 20),
    kind: 'c2b',
    raw: JSON.stringify(body).slice(0, 20_000),
  };
}

/** The validation request's account number, whatever else it carries (OrgAccountBalance is blank there). */
export const accountOf = (body: unknown): string =>
  typeof body === 'object' && body !== null ? text((body as Record<string, unknown>).BillRefNumber, 40) : '';

export const ACCEPTED = { ResultCode: 0, ResultDesc: 'Accepted' } as const;
/** Daraja's rejection of an account that names no student. */
export const INVALID_ACCOUNT = { ResultCode: 'C2B00012', ResultDesc: 'Rejected' } as const;
