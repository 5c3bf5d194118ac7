/**
 * An Epson printer polling by Server Direct Print, for tests (PRN12): it POSTs its form fields as the firmware does
 * (`ConnectionType=GetRequest`, its `ID` and `Name`), "prints" the ePOS-Print XML it is given and posts the
 * `<PrintResponseInfo>` result back (`SetResponse`): success, or EPTR_REC_EMPTY while `setPaper('out')`.
 */
import type { HttpClient } from './http-client.ts';

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

const unescapeXml = (s: string) =>
  s
    .replace(/&#10;/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');

/** What an `<epos-print>` would put on paper, for assertions: text lines, cuts, drawer pulses, images. */
export function readEposPrint(xml: string) {
  const texts = [...xml.matchAll(/<text\b([^>]*)>([^<]*)<\/text>/g)].map((m) => ({
    text: unescapeXml(m[2] ?? '').trim(),
    size: Number(/\bwidth="(\d)"/.exec(m[1] ?? '')?.[1] ?? 1),
    bold: /\bem="true"/.test(m[1] ?? ''),
  }));
  return {
    texts: texts.map((t) => t.text).filter((t) => t !== ''),
    lines: texts,
    cuts: (xml.match(/<cut\b/g) ?? []).length,
    drawerPulses: (xml.match(/<pulse\b/g) ?? []).length,
    images: [...xml.matchAll(/<image width="(\d+)" height="(\d+)"[^>]*>([^<]*)<\/image>/g)].map((m) => ({
      width: Number(m[1]),
      height: Number(m[2]),
      bytes: Buffer.from(m[3] ?? '', 'base64').length,
    })),
  };
}

export function fakeSdpPrinter(client: HttpClient, url: string, deviceId = 'TM-m30III-kitchen') {
  const printed: string[] = [];
  let paperOut = false;
  const post = (fields: Record<string, string>) =>
    client.post(url, form({ ID: deviceId, Name: 'TM-m30III', ...fields }), FORM);
  return {
    /** The `<epos-print>` of each job printed, in order. */
    printed,
    setPaper(paper: 'ok' | 'out') {
      paperOut = paper === 'out';
    },
    /** One poll: the job id it got (and answered for), or null when the server had nothing. */
    async poll(): Promise<string | null> {
      const res = await post({ ConnectionType: 'GetRequest' });
      if (res.statusCode !== 200) throw new Error(`SDP poll answered ${res.statusCode}: ${res.body}`);
      if (res.body === '') return null;
      const jobId = /<printjobid>([^<]*)<\/printjobid>/.exec(res.body)?.[1] ?? '';
      const eposPrint = /<epos-print\b[\s\S]*<\/epos-print>/.exec(res.body)?.[0];
      if (!eposPrint || !res.body.startsWith('<?xml') || !res.body.includes('<PrintRequestInfo'))
        throw new Error(`not a PrintRequestInfo: ${res.body.slice(0, 200)}`);
      if (!paperOut) printed.push(eposPrint);
      const result =
        '<?xml version="1.0" encoding="UTF-8"?><PrintResponseInfo Version="2.00"><ePOSPrint><Parameter>' +
        `<devid>local_printer</devid><printjobid>${jobId}</printjobid></Parameter><PrintResponse>` +
        `<response success="${!paperOut}" code="${paperOut ? 'EPTR_REC_EMPTY' : ''}" status="${paperOut ? 524296 : 2}" battery="0"/>` +
        '</PrintResponse></ePOSPrint></PrintResponseInfo>';
      const done = await post({ ConnectionType: 'SetResponse', ResponseFile: result });
      if (done.statusCode !== 200) throw new Error(`SDP result answered ${done.statusCode}`);
      return jobId;
    },
  };
}
