// Which clients this server can sync with (SS9; protocol history in shared/src/sync/protocol.ts). Checked before
// the body's shape, so an older or newer client whose message no longer parses still hears why.
import { SUPPORTED_PROTOCOL_VERSIONS, SUPPORTED_SCHEMA_VERSIONS } from '@tavola/shared';

export type VersionNotSupported = {
  ok: false;
  error: 'VersionNotSupported';
  message: string;
  supported: { protocol: number[]; schema: number[] };
};

export const CLIENT_TOO_OLD =
  'This app is out of date. Please update it to keep syncing; nothing unsent is lost.';
export const SERVER_TOO_OLD =
  'The server is older than this app. Your changes stay on this device until it is updated.';

/** null when both versions are supported. */
export function versionNotSupported(body: unknown): VersionNotSupported | null {
  const { protocolVersion, schemaVersion } = (body ?? {}) as Record<string, unknown>;
  const checks: [unknown, readonly number[]][] = [
    [protocolVersion, SUPPORTED_PROTOCOL_VERSIONS],
    [schemaVersion, SUPPORTED_SCHEMA_VERSIONS],
  ];
  for (const [version, supported] of checks) {
    if (typeof version !== 'number' || supported.includes(version)) continue;
    return {
      ok: false,
      error: 'VersionNotSupported',
      message: version > Math.max(...supported) ? SERVER_TOO_OLD : CLIENT_TOO_OLD,
      supported: { protocol: [...SUPPORTED_PROTOCOL_VERSIONS], schema: [...SUPPORTED_SCHEMA_VERSIONS] },
    };
  }
  return null;
}
