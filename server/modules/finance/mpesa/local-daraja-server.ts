import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { darajaTimestamp } from './daraja';

/**
 * A local HTTP server speaking Daraja's protocol, for the tests and the bench (point
 * SHULE_DARAJA_URL at `url`): OAuth (Basic auth checked against `credentials`: 400 for a bad
 * pair, as Daraja answers), C2B register URLs, STK push and query (Bearer token checked: 401),
 * and the failures a school meets: `failNext` answers 500s, 'hang' never answers (a timeout).
 * It also fires callbacks at our server as Safaricom would: `confirm` (C2B) and `stkResult`.
 */
export interface DarajaRequest {
  readonly method: string;
  readonly path: string;
  readonly authorization: string | undefined;
  readonly body: Record<string, unknown>;
}

export interface DarajaReply {
  readonly status: number;
  readonly body: unknown;
}

/** Overrides the normal answer of a request: a reply, or 'hang'; undefined lets it through. */
export type DarajaOverride = (request: DarajaRequest) => DarajaReply | 'hang' | undefined;

export interface LocalDarajaServer {
  readonly url: string;
  readonly requests: DarajaRequest[];
  /** The consumer key and secret it accepts. */
  credentials: { key: string; secret: string };
  override: DarajaOverride | undefined;
  /** STK pushes taken, by CheckoutRequestID, with the callback URL each named. */
  readonly pushes: Map<string, { request: Record<string, unknown>; merchant: string }>;
  /** C2B URLs registered, by shortcode. */
  readonly registered: Map<string, { confirmation: string; validation: string }>;
  close(): Promise<void>;
}

export interface C2bOptions {
  readonly transId?: string;
  readonly amount?: string;
  readonly account?: string;
  readonly shortcode?: string;
  readonly time?: Date;
  readonly firstName?: string;
}

let sequence = 0;
/** An M-Pesa code in Safaricom's shape: ten capitals and digits. */
export const mpesaCode = (): string =>
  `T${(Date.now() % 1e6).toString(36).toUpperCase()}${(sequence += 1).toString(36).toUpperCase()}${randomBytes(3).toString('hex').toUpperCase()}`
    .slice(0, 10)
    .padEnd(10, 'X');

/** A C2B confirmation body exactly as Daraja v2 posts it (MSISDN masked). */
export function c2bPayload(options: C2bOptions = {}): Record<string, string> {
  return {
    TransactionType: 'Pay Bill',
    TransID: options.transId ?? mpesaCode(),
    TransTime: darajaTimestamp(options.time ?? new Date()),
    TransAmount: options.amount ?? '1500.00',
    BusinessShortCode: options.shortcode ?? '174379',
    BillRefNumber: options.account ?? '',
    InvoiceNumber: '',
    OrgAccountBalance: '',
    ThirdPartyTransID: '',
    MSISDN: '2547 ***** 126',
    FirstName: options.firstName ?? 'JANE',
    MiddleName: '',
    LastName: 'WANJIKU',
  };
}

/** Body.stkCallback as Daraja posts it: paid (0) with CallbackMetadata, or a failure code without. */
export function stkCallbackBody(
  checkout: string,
  merchant: string,
  resultCode: number,
  paid?: { amount: number; receipt: string; phone: string },
) {
  const descriptions: Record<number, string> = {
    0: 'The service request is processed successfully.',
    1: 'The balance is insufficient for the transaction.',
    1032: 'Request cancelled by user',
    1037: 'DS timeout user cannot be reached',
    2001: 'The initiator information is invalid.',
  };
  return {
    Body: {
      stkCallback: {
        MerchantRequestID: merchant,
        CheckoutRequestID: checkout,
        ResultCode: resultCode,
        ResultDesc: descriptions[resultCode] ?? 'Failed',
        ...(resultCode === 0 && paid
          ? {
              CallbackMetadata: {
                Item: [
                  { Name: 'Amount', Value: paid.amount },
                  { Name: 'MpesaReceiptNumber', Value: paid.receipt },
                  { Name: 'Balance' },
                  { Name: 'TransactionDate', Value: Number(darajaTimestamp()) },
                  { Name: 'PhoneNumber', Value: Number(paid.phone) },
                ],
              },
            }
          : {}),
      },
    },
  };
}

async function readBody(req: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  try {
    const parsed: unknown = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}');
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

export async function startLocalDaraja(
  credentials = { key: 'local-consumer-key', secret: 'local-consumer-secret' },
): Promise<LocalDarajaServer> {
  const requests: DarajaRequest[] = [];
  const tokens = new Set<string>();
  const pushes: LocalDarajaServer['pushes'] = new Map();
  const registered: LocalDarajaServer['registered'] = new Map();
  const state: { credentials: typeof credentials; override: DarajaOverride | undefined } = {
    credentials,
    override: undefined,
  };

  const normal = (request: DarajaRequest): DarajaReply => {
    if (request.path.startsWith('/oauth/v1/generate')) {
      const expected = `Basic ${Buffer.from(`${state.credentials.key}:${state.credentials.secret}`).toString('base64')}`;
      if (request.authorization !== expected)
        return { status: 400, body: { errorCode: '400.008.01', errorMessage: 'Invalid Authentication passed' } };
      const token = randomBytes(12).toString('base64url');
      tokens.add(token);
      return { status: 200, body: { access_token: token, expires_in: '3599' } };
    }
    const bearer = /^Bearer (.+)$/.exec(request.authorization ?? '')?.[1];
    if (!bearer || !tokens.has(bearer))
      return { status: 401, body: { errorCode: '404.001.03', errorMessage: 'Invalid Access Token' } };
    const b = request.body;
    if (request.path === '/mpesa/c2b/v2/registerurl') {
      registered.set(String(b.ShortCode), {
        confirmation: String(b.ConfirmationURL),
        validation: String(b.ValidationURL),
      });
      return {
        status: 200,
        body: {
          OriginatorCoversationID: randomBytes(8).toString('hex'),
          ResponseCode: '0',
          ResponseDescription: 'Success',
        },
      };
    }
    if (request.path === '/mpesa/stkpush/v1/processrequest') {
      const password = Buffer.from(String(b.Password ?? ''), 'base64').toString();
      if (!password.startsWith(String(b.BusinessShortCode)) || !password.endsWith(String(b.Timestamp)))
        return { status: 400, body: { errorCode: '400.002.02', errorMessage: 'Bad Request - Invalid Password' } };
      if (String(b.AccountReference ?? '').length > 12 || String(b.TransactionDesc ?? '').length > 13)
        return {
          status: 400,
          body: { errorCode: '400.002.02', errorMessage: 'Bad Request - Invalid AccountReference' },
        };
      const checkout = `ws_CO_${darajaTimestamp()}${randomBytes(4).toString('hex')}`;
      const merchant = `${randomBytes(3).toString('hex')}-${randomBytes(4).toString('hex')}-1`;
      pushes.set(checkout, { request: b, merchant });
      return {
        status: 200,
        body: {
          MerchantRequestID: merchant,
          CheckoutRequestID: checkout,
          ResponseCode: '0',
          ResponseDescription: 'Success. Request accepted for processing',
          CustomerMessage: 'Success. Request accepted for processing',
        },
      };
    }
    if (request.path === '/mpesa/stkpushquery/v1/query') {
      const push = pushes.get(String(b.CheckoutRequestID));
      if (!push)
        return { status: 500, body: { errorCode: '500.001.1001', errorMessage: 'The transaction is being processed' } };
      return {
        status: 200,
        body: {
          ResponseCode: '0',
          ResponseDescription: 'The service request has been accepted successsfully',
          MerchantRequestID: push.merchant,
          CheckoutRequestID: b.CheckoutRequestID,
          ResultCode: '0',
          ResultDesc: 'The service request is processed successfully.',
        },
      };
    }
    return { status: 404, body: { errorCode: '404.001.01', errorMessage: 'Resource not found' } };
  };

  const server: Server = createServer((req, res) => {
    void readBody(req).then((body) => {
      const request: DarajaRequest = {
        method: req.method ?? 'GET',
        path: req.url ?? '',
        authorization: req.headers.authorization,
        body,
      };
      requests.push(request);
      const reply = state.override?.(request) ?? normal(request);
      if (reply === 'hang') return;
      res.writeHead(reply.status, { 'content-type': 'application/json' });
      res.end(typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    pushes,
    registered,
    get credentials() {
      return state.credentials;
    },
    set credentials(next) {
      state.credentials = next;
    },
    get override() {
      return state.override;
    },
    set override(next) {
      state.override = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Fires a callback at our server as Safaricom does: a JSON POST; answers the status and body. */
export async function fireCallback(url: string, body: unknown): Promise<{ status: number; body: unknown }> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    // kept as text
  }
  return { status: response.status, body: parsed };
}
