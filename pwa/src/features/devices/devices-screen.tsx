/** /dashboard/devices: the signed-in devices, named (DEV1), with what each holds unsent (DEV2); removal warns (DEV3). */
import { DEVICE_RETIRING_TEXT, FALLBACK, TEXTS, unsentOnDeviceWarning } from '@tavola/shared';
import { useState } from 'react';
import { StatusLine } from '../../components/area-panel.tsx';
import { useT } from '../../i18n/i18n.ts';
import { confirmAction } from '../../lib/confirm.ts';
import { formatDateTime } from '../../lib/format.ts';
import { useQuery } from '../../lib/query.ts';
import { withToast } from '../../lib/toast.tsx';
import { DeviceNameForm } from './device-name-form.tsx';
import './devices.css';
import { DEVICES_QUERY_KEY, type Device, devicesApi } from './devices-api.ts';

/** DEV3: the owner reads the unsent count the device last reported before it is removed. */
const removalQuestion = (d: Device): string =>
  d.unsent !== null && d.unsent > 0 && !d.retiring
    ? unsentOnDeviceWarning(d.unsent)
    : TEXTS.confirmRemoveDevice;

export function DevicesScreen() {
  const t = useT();
  const { data, error, fetching, refetch } = useQuery(DEVICES_QUERY_KEY, devicesApi.list);
  const [removing, setRemoving] = useState<string | null>(null);
  const [naming, setNaming] = useState<string | null>(null);

  const remove = async (device: Device) => {
    if (!confirmAction(removalQuestion(device))) return;
    setRemoving(device.device_id);
    await withToast(() => devicesApi.remove(device.device_id));
    await refetch();
    setRemoving(null);
  };

  return (
    <section className="panel" aria-labelledby="devices-title" data-testid="devices">
      <h1 id="devices-title">{t('devices.title')}</h1>
      {data === undefined && fetching && <StatusLine kind="loading">{TEXTS.pleaseWait}</StatusLine>}
      {data === undefined && error && <StatusLine kind="error">{FALLBACK.devicesLoad}</StatusLine>}
      {data && (
        <ul className="card-grid">
          {data.devices.map((d) => (
            <li
              key={d.device_id}
              className="card device-card"
              data-testid="device-card"
              data-device-id={d.device_id}
            >
              <div className="card-title-row">
                <h2>{d.device_name}</h2>
                {d.isMyDevice && <span className="badge">{t('devices.thisDevice')}</span>}
              </div>
              {d.retiring && (
                <p className="device-retiring" data-testid="device-retiring">
                  {DEVICE_RETIRING_TEXT}
                </p>
              )}
              <dl className="facts">
                {d.label && (
                  <>
                    <dt>{t('devices.browser')}</dt>
                    <dd>{d.browser}</dd>
                  </>
                )}
                {d.username && (
                  <>
                    <dt>{t('devices.user')}</dt>
                    <dd>{d.username}</dd>
                  </>
                )}
                <dt>{t('devices.unsent')}</dt>
                <dd data-testid="device-unsent">{d.unsent ?? '-'}</dd>
                <dt>IP</dt>
                <dd>{d.device_ip ?? '-'}</dd>
                <dt>{t('devices.created')}</dt>
                <dd>{formatDateTime(d.created_at)}</dd>
              </dl>
              {naming === d.device_id ? (
                <DeviceNameForm
                  device={d}
                  onDone={(saved) => {
                    setNaming(null);
                    if (saved) void refetch();
                  }}
                />
              ) : (
                <div className="dialog-actions">
                  <button
                    type="button"
                    className="btn btn-secondary btn-small"
                    onClick={() => setNaming(d.device_id)}
                  >
                    {t('devices.rename')}
                  </button>
                  {!d.isMyDevice && (
                    <button
                      type="button"
                      className="btn btn-danger btn-small"
                      disabled={removing === d.device_id}
                      onClick={() => void remove(d)}
                    >
                      {d.retiring ? t('devices.signOutNow') : t('devices.remove')}
                    </button>
                  )}
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
