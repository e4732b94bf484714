import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local HTTP server speaking Africa's Talking's SMS protocol (POST /version1/messaging,
 * form-encoded, apiKey header, HTTP 201 with SMSMessageData.Recipients), for the tests and the
 * bench: point SHULE_SMS_GATEWAY_URL (AppContext.smsGatewayUrl) at `url`. Each request is kept as
 * received; `answer` decides the reply, or 'hang' to never answer (a timeout).
 */
export interface AtRequest {
  readonly path: string;
  readonly apiKey: string | undefined;
  readonly accept: string | undefined;
  readonly contentType: string | undefined;
  readonly form: Readonly<Record<string, string>>;
  /** `to`, split. */
  readonly numbers: readonly string[];
}

export interface AtReply {
  readonly status: number;
  readonly body: unknown;
}

/** The reply to a request: at once, later (a promise), or never ('hang'). */
export type AtAnswer = (request: AtRequest, index: number) => AtReply | 'hang' | Promise<AtReply | 'hang'>;

export interface LocalAtServer {
  readonly url: string;
  readonly requests: AtRequest[];
  answer: AtAnswer;
  close(): Promise<void>;
}

let sequence = 0;

/** A recipient line as the gateway writes it; failures carry messageId "None" and cost "0". */
export const recipient = (number: string, statusCode = 101, status = 'Success', cost = 'KES 0.8000') => ({
  statusCode,
  number,
  status,
  cost: statusCode <= 102 ? cost : '0',
  messageId: statusCode <= 102 ? `ATXid_${(sequence += 1).toString(16).padStart(8, '0')}` : 'None',
});

/** HTTP 201, every number taken ("Sent to n/n"). */
export const allSuccess: AtAnswer = (request) => ({
  status: 201,
  body: {
    SMSMessageData: {
      Message: `Sent to ${request.numbers.length}/${request.numbers.length} Total Cost: KES ${(0.8 * request.numbers.length).toFixed(4)}`,
      Recipients: request.numbers.map((n) => recipient(n)),
    },
  },
});

async function readForm(req: IncomingMessage): Promise<Record<string, string>> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8')));
}

export async function startLocalAt(answer: AtAnswer = allSuccess): Promise<LocalAtServer> {
  const requests: AtRequest[] = [];
  const state = { answer };
  const server: Server = createServer((req, res) => {
    void readForm(req).then(async (form) => {
      const request: AtRequest = {
        path: req.url ?? '',
        apiKey: req.headers.apikey as string | undefined,
        accept: req.headers.accept,
        contentType: req.headers['content-type'],
        form,
        numbers: (form.to ?? '').split(',').filter((n) => n !== ''),
      };
      requests.push(request);
      const reply = await state.answer(request, requests.length - 1);
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
    get answer() {
      return state.answer;
    },
    set answer(next: AtAnswer) {
      state.answer = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
