// The benches' HTTP/1.1 client: one keep-alive TCP connection, one request at a time, JSON bodies, the Origin of
// the server on every request (ADR 0014). The tills share the server's 2 cores, so this client does only what
// such a till needs: it writes each request as one buffer and reads the answer by its Content-Length (or its
// chunks), where undici (docs/benchmarks.md, journal 0032) spent some 70 µs of CPU a push on its dispatcher, its body stream and its
// header objects.
import { connect } from 'node:net';

const CRLF2 = Buffer.from('\r\n\r\n');

/**
 * Header name → value (lower-case names; `set-cookie` is an array, as node:http and undici give it). `any`: a
 * value is a string, or for `set-cookie` an array of them, and callers read the one they know without narrowing.
 * @typedef {Record<string, any>} Headers
 */
/** @typedef {{ status: number, headers: Headers, body: Buffer, used: number }} RawAnswer */
/** @typedef {{ status: number, headers: Headers, json: any, text: string, body: Buffer }} Answer `json`: any JSON, null when the body is not JSON; `body`: the bytes as sent (compressed ones too) */

/**
 * @param {string[]} lines
 * @returns {Headers}
 */
function parseHeaders(lines) {
  /** @type {Headers} */
  const headers = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    if (colon <= 0) throw new Error(`malformed header line ${JSON.stringify(line)}`);
    const name = line.slice(0, colon).trim().toLowerCase();
    const value = line.slice(colon + 1).trim();
    if (name === 'set-cookie') headers[name] = [...(headers[name] ?? []), value];
    else headers[name] = name in headers ? `${headers[name]}, ${value}` : value;
  }
  return headers;
}

/**
 * The answer at the start of `buf`, once all of it has arrived: { status, headers, body, used } (used = bytes
 * of `buf` it took), or null while more is to come.
 * @param {Buffer} buf
 * @returns {RawAnswer | null}
 */
export function parseResponse(buf) {
  const end = buf.indexOf(CRLF2);
  if (end < 0) return null;
  const [statusLine, ...lines] = buf.toString('latin1', 0, end).split('\r\n');
  const m = /^HTTP\/1\.[01] (\d{3})/.exec(statusLine);
  if (!m) throw new Error(`malformed status line ${JSON.stringify(statusLine)}`);
  const headers = parseHeaders(lines);
  const start = end + 4;
  if (headers['transfer-encoding']?.toLowerCase().includes('chunked')) {
    const parts = [];
    let at = start;
    for (;;) {
      const lineEnd = buf.indexOf('\r\n', at);
      if (lineEnd < 0) return null;
      const size = Number.parseInt(buf.toString('latin1', at, lineEnd), 16);
      if (Number.isNaN(size)) throw new Error('malformed chunk size');
      if (size === 0) {
        const trailerEnd = buf.indexOf(CRLF2, lineEnd); // no trailers: the 0-size line's own CRLF starts it
        if (trailerEnd < 0) return null;
        const used = trailerEnd + 4;
        return { status: Number(m[1]), headers, body: Buffer.concat(parts), used };
      }
      if (buf.length < lineEnd + 2 + size + 2) return null;
      parts.push(buf.subarray(lineEnd + 2, lineEnd + 2 + size));
      at = lineEnd + 2 + size + 2;
    }
  }
  const length = Number(headers['content-length'] ?? 0);
  if (buf.length < start + length) return null;
  return { status: Number(m[1]), headers, body: buf.subarray(start, start + length), used: start + length };
}

/**
 * `timeoutMs`: a request not answered by then fails with code 'TIMEOUT' and its connection is dropped (the next
 * request opens a new one), as a till gives up on a server that holds its push (the fault bench, ADR 0045).
 * @param {number} port
 * @param {string} [cookie]
 * @param {{ timeoutMs?: number }} [options]
 */
export function client(port, cookie = '', { timeoutMs = 0 } = {}) {
  const origin = `http://127.0.0.1:${port}`;
  /** @type {import('node:net').Socket | null} */
  let socket = null;
  /** @type {{ resolve: (answer: RawAnswer) => void, reject: (error: unknown) => void } | null} */
  let pending = null; // { resolve, reject } of the request in flight
  let received = Buffer.alloc(0);

  /** @param {unknown} error */
  const fail = (error) => {
    const p = pending;
    pending = null;
    socket?.destroy();
    socket = null;
    received = Buffer.alloc(0);
    p?.reject(error);
  };
  const open = () => {
    const s = connect({ host: '127.0.0.1', port, noDelay: true });
    s.on('data', (chunk) => {
      received = received.length === 0 ? chunk : Buffer.concat([received, chunk]);
      let answer;
      try {
        answer = parseResponse(received);
      } catch (error) {
        fail(error);
        return;
      }
      if (!answer) return;
      received = received.subarray(answer.used);
      const p = pending;
      pending = null;
      if (answer.headers.connection?.toLowerCase() === 'close') {
        s.destroy();
        if (socket === s) socket = null;
      }
      p?.resolve(answer);
    });
    s.on('error', (error) => socket === s && fail(error));
    s.on('close', () => socket === s && fail(new Error('the server closed the connection')));
    return s;
  };

  /**
   * @param {string} method
   * @param {string} path
   * @param {unknown} [body]
   * @param {Record<string, string>} [headers] more request headers (a live read's If-None-Match, rest.mjs)
   * @returns {Promise<Answer>}
   */
  const call = (method, path, body, headers = {}) => {
    if (pending) return Promise.reject(new Error('one request at a time on a bench connection'));
    const data = body === undefined ? null : Buffer.from(JSON.stringify(body));
    let head = `${method} ${path} HTTP/1.1\r\nhost: 127.0.0.1:${port}\r\norigin: ${origin}\r\n`;
    if (c.cookie) head += `cookie: ${c.cookie}\r\n`;
    for (const [name, value] of Object.entries(headers)) head += `${name}: ${value}\r\n`;
    if (data !== null) head += `content-type: application/json\r\ncontent-length: ${data.length}\r\n`;
    else if (method !== 'GET' && method !== 'HEAD') head += 'content-length: 0\r\n';
    head += '\r\n';
    return new Promise(
      /** @param {(answer: RawAnswer) => void} resolve @param {(error: unknown) => void} reject */ (
        resolve,
        reject,
      ) => {
        pending = { resolve, reject };
        if (timeoutMs > 0) {
          const mine = pending;
          const timer = setTimeout(() => {
            if (pending === mine)
              fail(Object.assign(new Error(`no answer within ${timeoutMs} ms`), { code: 'TIMEOUT' }));
          }, timeoutMs);
          mine.resolve = (answer) => {
            clearTimeout(timer);
            resolve(answer);
          };
          mine.reject = (error) => {
            clearTimeout(timer);
            reject(error);
          };
        }
        socket ??= open();
        const headBuf = Buffer.from(head, 'latin1');
        socket.write(data === null ? headBuf : Buffer.concat([headBuf, data]));
      },
    ).then(({ status, headers, body: raw }) => {
      // a compressed answer (a live read's br/gzip, ADR 0071) is not text: the caller decodes it if it needs to
      const text = headers['content-encoding'] ? '' : raw.toString('utf8');
      let json = null;
      try {
        json = JSON.parse(text);
      } catch {
        // not JSON: reported by the caller with the text
      }
      return { status, headers, json, text, body: raw };
    });
  };
  const c = {
    cookie,
    call,
    /**
     * POST expecting 200; returns the JSON body.
     * @param {string} path
     * @param {unknown} [body]
     */
    async post(path, body) {
      const r = await call('POST', path, body);
      if (r.status !== 200) throw new Error(`POST ${path}: ${r.status} ${r.text.slice(0, 300)}`);
      return r.json;
    },
    close() {
      const s = socket;
      socket = null;
      s?.destroy();
    },
  };
  return c;
}
