/** /dashboard/devices: the signed-in devices; any but this one can be logged out. */
import { FALLBACK, TEXTS } from '@tavola/shared';
import { useState } from 'react';
import { StatusLine } from '../../components/area-panel.tsx';
import { confirmAction } from '../../lib/confirm.ts';
import { formatDateTime } from '../../lib/format.ts';
import { useQuery } from '../../lib/query.ts';
import { withToast } from '../../lib/toast.tsx';
import { DEVICES_QUERY_KEY, type Device, devicesApi } from './devices-api.ts';

export function DevicesScreen() {
  const { data, error, fetching, refetch } = useQuery(DEVICES_QUERY_KEY, devicesApi.list);
  const [removing, setRemoving] = useState<string | null>(null);

  const remove = async (device: Device) => {
    if (!confirmAction(TEXTS.confirmRemoveDevice)) return;
    setRemoving(device.device_id);
    await withToast(() => devicesApi.remove(device.device_id));
    await refetch();
    setRemoving(null);
  };

  return (
    <section className="panel" aria-labelledby="devices-title" data-testid="devices">
      <h1 id="devices-title">My Devices</h1>
      {data === undefined && fetching && <StatusLine kind="loading">{TEXTS.pleaseWait}</StatusLine>}
      {data === undefined && error && <StatusLine kind="error">{FALLBACK.devicesLoad}</StatusLine>}
      {data && (
        <ul className="card-grid">
          {data.devices.map((d) => (
            <li key={d.device_id} className="card device-card" data-testid="device-card">
              <div className="card-title-row">
                <h2>{d.device_name}</h2>
                {d.isMyDevice && <span className="badge">{TEXTS.thisDevice}</span>}
              </div>
              <dl className="facts">
                {d.username && (
                  <>
                    <dt>User</dt>
                    <dd>{d.username}</dd>
                  </>
                )}
                <dt>IP</dt>
                <dd>{d.device_ip ?? '-'}</dd>
                <dt>Created</dt>
                <dd>{formatDateTime(d.created_at)}</dd>
              </dl>
              {!d.isMyDevice && (
                <button
                  type="button"
                  className="btn btn-danger btn-small"
                  disabled={removing === d.device_id}
                  onClick={() => void remove(d)}
                >
                  Remove
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
