/**
 * PRT16: the wire to a printer cabled to this till, through @point-of-sale/webusb-receipt-printer or
 * webserial-receipt-printer (Chromium: Android tablets and desktops). Loaded only when used. Tests swap in a
 * fake with `setTillTransportFactory`.
 */
import type { PairedDevice } from './till-printer-store.ts';

export type TillConnection = 'usb' | 'serial';

export type PrintTransport = {
  /** Asks the browser's chooser (needs a click); resolves with the device, or null when none was picked. */
  pair(): Promise<PairedDevice | null>;
  /** Sends bytes to the paired device, reconnecting first when needed. */
  print(device: PairedDevice, bytes: Uint8Array): Promise<void>;
};

type DriverDevice = {
  vendorId?: number | null;
  productId?: number | null;
  serialNumber?: string;
  productName?: string;
};
type Driver = {
  connect(): Promise<void>;
  reconnect(device: DriverDevice): Promise<void>;
  print(data: Uint8Array): Promise<void>;
  addEventListener(event: 'connected' | 'disconnected', cb: (device: DriverDevice) => void): void;
};

export const isSupported = (connection: TillConnection): boolean =>
  typeof navigator !== 'undefined' && (connection === 'usb' ? 'usb' in navigator : 'serial' in navigator);

const CONNECT_WAIT_MS = 5_000;

function browserTransport(connection: TillConnection): PrintTransport {
  let driver: Driver | null = null;
  let connected: DriverDevice | null = null;
  const load = async (): Promise<Driver> => {
    if (driver) return driver;
    const Ctor = (await import('./usb-drivers.ts')).DRIVERS[connection];
    const d = new (Ctor as unknown as new () => Driver)();
    d.addEventListener('connected', (device) => {
      connected = device;
    });
    d.addEventListener('disconnected', () => {
      connected = null;
    });
    driver = d;
    return d;
  };
  /** The drivers report a connection by event, not by their promise: wait for it a few seconds. */
  const waitConnected = async (): Promise<DriverDevice | null> => {
    const until = Date.now() + CONNECT_WAIT_MS;
    while (!connected && Date.now() < until) await new Promise((r) => setTimeout(r, 50));
    return connected;
  };
  return {
    async pair() {
      if (!isSupported(connection)) return null;
      const d = await load();
      await d.connect();
      const device = await waitConnected();
      return device
        ? {
            vendorId: device.vendorId ?? null,
            productId: device.productId ?? null,
            serialNumber: device.serialNumber ?? null,
            name: device.productName ?? null,
          }
        : null;
    },
    async print(device, bytes) {
      const d = await load();
      if (!connected) {
        await d.reconnect({
          vendorId: device.vendorId,
          productId: device.productId,
          ...(device.serialNumber ? { serialNumber: device.serialNumber } : {}),
        });
        if (!(await waitConnected())) throw new Error('The printer on this till is not connected.');
      }
      await d.print(bytes);
    },
  };
}

let factory: (connection: TillConnection) => PrintTransport = browserTransport;
const transports = new Map<TillConnection, PrintTransport>();

export function tillTransport(connection: TillConnection): PrintTransport {
  let t = transports.get(connection);
  if (!t) {
    t = factory(connection);
    transports.set(connection, t);
  }
  return t;
}

/** Tests: a fake transport that records bytes (there is no USB printer here). */
export function setTillTransportFactory(make: ((connection: TillConnection) => PrintTransport) | null): void {
  factory = make ?? browserTransport;
  transports.clear();
}
