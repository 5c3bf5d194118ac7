/** DEV1: names a device ("Counter 1", "Kitchen wall") in place on its card. */
import { DEVICE_LABEL_MAX, renameDeviceArgs } from '@tavola/shared';
import { useCallback } from 'react';
import { Field, FormError, useSchemaForm } from '../../components/form.tsx';
import { useT } from '../../i18n/i18n.ts';
import { withToast } from '../../lib/toast.tsx';
import { type Device, devicesApi } from './devices-api.ts';

export function DeviceNameForm({ device, onDone }: { device: Device; onDone: (saved: boolean) => void }) {
  const t = useT();
  const extra = useCallback(() => ({ device_id: device.device_id }), [device.device_id]);
  const form = useSchemaForm(
    renameDeviceArgs,
    async ({ name }) => {
      const result = await withToast(() => devicesApi.rename(device.device_id, name));
      if (result.ok) onDone(true);
    },
    extra,
  );
  return (
    <form onSubmit={form.onSubmit} noValidate className="device-name-form">
      <Field
        form={form}
        name="name"
        label={t('devices.name')}
        defaultValue={device.label ?? ''}
        placeholder={t('devices.namePlaceholder')}
        maxLength={DEVICE_LABEL_MAX}
        autoFocus
      />
      <FormError form={form} />
      <div className="dialog-actions">
        <button type="submit" className="btn btn-primary btn-small" disabled={form.pending}>
          {t('devices.save')}
        </button>
        <button type="button" className="btn btn-secondary btn-small" onClick={() => onDone(false)}>
          {t('devices.cancel')}
        </button>
      </div>
    </form>
  );
}
