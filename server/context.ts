import type { ShuleDatabase } from './db/database';

/** Everything a request handler needs; built once by createApp's caller, never global. */
export interface AppContext {
  readonly database: ShuleDatabase;
  /** HS256 key for access tokens. */
  readonly secret: Uint8Array;
  /** Demo mode: the landing page lists the demo users. */
  readonly demo: boolean;
  /**
   * SHULE_DATA_DIR: the SQLite file (per-export read-only connections) and, on both engines,
   * uploaded files (<dataDir>/uploads). ':memory:' or absent: uploads go to a temporary folder.
   */
  readonly dataDir?: string;
  /** SHULE_CORS_ORIGINS: the only origins whose pages may call the API from a browser; none when absent. */
  readonly allowedOrigins?: readonly string[];
  /**
   * SHULE_SMS_GATEWAY_URL: where the Africa's Talking gateway is reached instead of its own sandbox
   * or production address (a local gateway server, the tests' fake), e.g. http://127.0.0.1:9090.
   */
  readonly smsGatewayUrl?: string;
}

/** The signed-in user as the access token carries them. */
export interface SessionUser {
  readonly id: number;
  readonly username: string;
  readonly roles: readonly string[];
  readonly branchId: number;
}

export interface AppEnv {
  Variables: { user: SessionUser };
}
