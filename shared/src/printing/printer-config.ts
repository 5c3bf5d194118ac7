/**
 * PRT8: a printer as Settings → Printers keeps it, the one shape for REST answers (`GET
 * /api/v1/settings/printers`), the settings screen and the dispatcher. The form's payload (add and update send the
 * whole printer) is checked by `printerArgs`; a network printer needs a host, the other connections do not.
 */
import * as v from 'valibot';
import { optionalText, requiredText } from '../validation/common.ts';
import { booleanField, idListField, integerField, oneOfOr, optionalIdField } from '../validation/fields.ts';

/**
 * network: raw TCP from the server; usb / serial: cabled to one till (paired there); cloudprnt (Star) and
 * epson-sdp (Epson Server Direct Print, PRT21): the printer polls the server over HTTPS.
 */
export const PRINTER_CONNECTIONS = ['network', 'usb', 'serial', 'cloudprnt', 'epson-sdp'] as const;
export type PrinterConnection = (typeof PRINTER_CONNECTIONS)[number];
export const PRINTER_LANGUAGES = ['esc-pos', 'star-prnt'] as const;
export type PrinterLanguage = (typeof PRINTER_LANGUAGES)[number];
/** receipt: customer receipts, token slips and the drawer; kitchen: station tickets. */
export const PRINTER_ROLES = ['receipt', 'kitchen'] as const;
export type PrinterRole = (typeof PRINTER_ROLES)[number];
export const PAPER_WIDTHS = ['80', '57'] as const;
export const DEFAULT_PRINTER_PORT = 9100;

export const CONNECTION_LABELS: Readonly<Record<PrinterConnection, string>> = {
  network: 'Network (LAN)',
  usb: 'USB (this till)',
  serial: 'Serial / Bluetooth SPP (this till)',
  cloudprnt: 'Star CloudPRNT',
  'epson-sdp': 'Epson Server Direct Print',
};
export const LANGUAGE_LABELS: Readonly<Record<PrinterLanguage, string>> = {
  'esc-pos': 'ESC/POS (Epson and compatibles)',
  'star-prnt': 'StarPRNT (Star)',
};

/** The answer's row: one printer. */
export type PrinterConfig = {
  readonly id: string;
  readonly title: string;
  readonly connection: PrinterConnection;
  /** network only; null otherwise. */
  readonly host: string | null;
  readonly port: number | null;
  readonly paperWidth: '80' | '57';
  readonly language: PrinterLanguage;
  readonly role: PrinterRole;
  /** STN1: the stations whose tickets it prints (kitchen role); empty: every station. */
  readonly stationIds: readonly string[];
  /** PRT4: takes this printer's jobs while it does not answer. */
  readonly backupPrinterId: string | null;
  readonly hasCashDrawer: boolean;
  /** PRT20: network ESC/POS only: ask the printer's real-time status (paper, cover) before each job; default on. */
  readonly statusQuery?: boolean;
  /** cloudprnt only: the URL to type into the printer's CloudPRNT settings (server-made); null otherwise. */
  readonly cloudPrntUrl?: string | null;
  /** epson-sdp only: the URL for the printer's Server Direct Print settings (server-made); null otherwise. */
  readonly sdpUrl?: string | null;
  readonly createdAt: number;
  readonly updatedAt: number;
};

/** GET /api/v1/settings/printers */
export type PrintersAnswer = { readonly printers: readonly PrinterConfig[] };

export const PRINTER_MESSAGES = {
  title: 'Please provide Title!',
  connection: 'Please select a valid connection!',
  host: 'Please provide the printer’s IP address or host name!',
  port: 'Please provide a valid port (1-65535)!',
  paperWidth: 'Please select a valid paper width!',
  language: 'Please select a valid printer language!',
  role: 'Please select what the printer prints!',
  stations: 'Please select valid stations!',
  backup: 'Please select a valid backup printer!',
  hasCashDrawer: 'Invalid value for cash drawer!',
  statusQuery: 'Invalid value for the status check!',
  invalidRequest: 'Invalid request!',
} as const;

/** A host name or IPv4/IPv6 address: letters, digits, dots, dashes, colons; no scheme, path or spaces. */
const HOST = /^[A-Za-z0-9.:[\]-]{1,253}$/;

/** POST /api/v1/settings/printers/add and /{id}/update (PRT8). */
export const printerArgs = v.pipe(
  v.object(
    {
      title: requiredText(PRINTER_MESSAGES.title, 100),
      connection: oneOfOr(PRINTER_CONNECTIONS, PRINTER_MESSAGES.connection, 'network'),
      host: optionalText(253, PRINTER_MESSAGES.host),
      port: integerField(PRINTER_MESSAGES.port, PRINTER_MESSAGES.port, {
        min: 1,
        max: 65_535,
        whenEmpty: DEFAULT_PRINTER_PORT,
      }),
      paperWidth: oneOfOr(PAPER_WIDTHS, PRINTER_MESSAGES.paperWidth, '80'),
      language: oneOfOr(PRINTER_LANGUAGES, PRINTER_MESSAGES.language, 'esc-pos'),
      role: oneOfOr(PRINTER_ROLES, PRINTER_MESSAGES.role, 'receipt'),
      stationIds: idListField(PRINTER_MESSAGES.stations, { max: 50, nonEmpty: false }),
      backupPrinterId: optionalIdField(PRINTER_MESSAGES.backup),
      hasCashDrawer: booleanField(PRINTER_MESSAGES.hasCashDrawer, false),
      statusQuery: booleanField(PRINTER_MESSAGES.statusQuery, true),
    },
    PRINTER_MESSAGES.invalidRequest,
  ),
  v.check((a) => a.connection !== 'network' || (a.host !== null && HOST.test(a.host)), PRINTER_MESSAGES.host),
  v.transform((a) => ({
    ...a,
    host: a.connection === 'network' ? a.host : null,
    port: a.connection === 'network' ? a.port : null,
  })),
);
export type PrinterArgs = v.InferOutput<typeof printerArgs>;
/** What the screen's form sends before parsing. */
export type PrinterInput = v.InferInput<typeof printerArgs>;

/** `oneOf` kept exported for the screen's selects. */
export const isPrinterConnection = (x: unknown): x is PrinterConnection =>
  (PRINTER_CONNECTIONS as readonly unknown[]).includes(x);
