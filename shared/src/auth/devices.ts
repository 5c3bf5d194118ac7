/** The devices screen's shapes and rules (DEV1-DEV4): names, unsent reports and removal that loses nothing. */
import * as v from 'valibot';

export const DEVICE_LABEL_MAX = 40;
export const DEVICE_LABEL_MESSAGE = `Please provide a device name of at most ${DEVICE_LABEL_MAX} characters!`;

/** One signed-in device as GET /auth/devices answers it. */
export type DeviceView = {
  device_id: string;
  device_ip: string | null;
  /** What the list shows: the owner's name for it, else the browser (DEV1). */
  device_name: string;
  /** The owner's (or the device's own) name, null when never named. */
  label: string | null;
  /** The browser and system read at sign-in ('Chrome on Linux'). */
  browser: string;
  device_location: string | null;
  created_at: string;
  isMyDevice: boolean;
  /** Whose session it is: an admin sees every device of the store. */
  username?: string;
  /** Unsent changes the device last reported (DEV2), null before its first report. */
  unsent: number | null;
  unsent_at: string | null;
  /** Removal was asked while it held unsent changes: it is signed out once they arrive (DEV3). */
  retiring: boolean;
};

export type DevicesAnswer = { message: string; devices: DeviceView[] };

export const renameDeviceArgs = v.object({
  device_id: v.pipe(v.string('Invalid request!'), v.nonEmpty('Invalid request!'), v.maxLength(100)),
  name: v.pipe(
    v.optional(v.string(DEVICE_LABEL_MESSAGE), ''),
    v.trim(),
    v.nonEmpty(DEVICE_LABEL_MESSAGE),
    v.maxLength(DEVICE_LABEL_MAX, DEVICE_LABEL_MESSAGE),
  ),
});
export type RenameDeviceArgs = v.InferOutput<typeof renameDeviceArgs>;

export const deviceReportArgs = v.object({
  unsent: v.pipe(
    v.number('Invalid request!'),
    v.integer('Invalid request!'),
    v.minValue(0),
    v.maxValue(1_000_000),
  ),
});
export type DeviceReportArgs = v.InferOutput<typeof deviceReportArgs>;

/** POST /auth/device-report's answer: `signedOut` once a retiring device has delivered everything (DEV3). */
export type DeviceReportAnswer = { message: string; retiring: boolean; signedOut: boolean };

/** POST /auth/remove-device's answer: `retiring` when the device still holds unsent changes (DEV3). */
export type RemoveDeviceAnswer = { message: string; retiring: boolean };

/** DEV1: the owner's name wins over the browser's. */
export const shownDeviceName = (label: string | null, browser: string): string => label?.trim() || browser;

/**
 * DEV3: removing another device that has reported (so it runs the sync) retires it, signed out once it reports
 * nothing unsent: the server cannot know what an offline till rang up since its last report. One's own device,
 * one that never reported (no outbox seen), or a retiring one removed again (a lost till) is signed out now.
 */
export const removalOf = (device: {
  mine: boolean;
  retiring: boolean;
  unsent: number | null;
}): 'retire' | 'sign-out' =>
  device.mine || device.retiring || device.unsent === null ? 'sign-out' : 'retire';

const changes = (n: number) => `${n} unsent ${n === 1 ? 'sale or change' : 'sales and changes'}`;

/** DEV3: what the owner reads before removing a device that holds unsent changes. */
export const unsentOnDeviceWarning = (n: number): string =>
  `This device has ${changes(n)}. It stays signed in until they reach the server, then signs out. Remove it?`;

export const DEVICE_RETIRING_TEXT = 'Removing: signs out once everything it holds has reached the server';
export const DEVICE_RENAMED = 'Device renamed!';
export const DEVICE_RETIRING_MESSAGE = 'The device signs out once its unsent sales arrive!';
