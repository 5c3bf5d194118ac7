/** A browser-like client over app.inject(): keeps a cookie jar (paths and expiry honoured) and sends an Origin. */
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';

type Stored = { value: string; path: string };
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export class HttpClient {
  readonly jar = new Map<string, Stored>();

  constructor(
    private app: FastifyInstance,
    private readonly opts: {
      origin?: string | null;
      userAgent?: string;
      headers?: Record<string, string>;
      /** The client's address as the server sees it (per-address limits); default light-my-request's. */
      remoteAddress?: string;
    } = {},
  ) {}

  /** Talks to another app from now on, keeping the cookies (a server restarted on the same database). */
  retarget(app: FastifyInstance): void {
    this.app = app;
  }

  cookie(name: string): string | undefined {
    return this.jar.get(name)?.value;
  }

  /** Replaces a cookie by hand (tampering, replaying an old value). */
  setCookie(name: string, value: string, path = '/'): void {
    this.jar.set(name, { value, path });
  }

  async request(
    method: Method,
    url: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<LightMyRequestResponse> {
    const pathname = url.split('?')[0] ?? url;
    const cookieHeader = [...this.jar]
      .filter(
        ([, c]) => pathname === c.path || pathname.startsWith(c.path.endsWith('/') ? c.path : `${c.path}/`),
      )
      .map(([name, c]) => `${name}=${c.value}`)
      .join('; ');
    const origin = this.opts.origin === undefined ? 'http://localhost:80' : this.opts.origin;
    const options: InjectOptions = {
      method,
      url,
      headers: {
        host: 'localhost:80',
        'user-agent':
          this.opts.userAgent ??
          'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36',
        ...(origin && method !== 'GET' ? { origin } : {}),
        ...(cookieHeader ? { cookie: cookieHeader } : {}),
        ...this.opts.headers,
        ...headers,
      },
      ...(body === undefined ? {} : { payload: body as NonNullable<InjectOptions['payload']> }),
      ...(this.opts.remoteAddress ? { remoteAddress: this.opts.remoteAddress } : {}),
    };
    const res = await this.app.inject(options);
    for (const c of res.cookies) {
      const expired = c.maxAge === 0 || (c.expires !== undefined && c.expires.getTime() <= Date.now());
      if (expired || c.value === '') this.jar.delete(c.name);
      else this.jar.set(c.name, { value: c.value, path: c.path ?? '/' });
    }
    return res;
  }

  get = (url: string, headers?: Record<string, string>) => this.request('GET', url, undefined, headers);
  post = (url: string, body?: unknown, headers?: Record<string, string>) =>
    this.request('POST', url, body, headers);
}
