/** Add New Tenant, Update Tenant and the delete confirmation (texts: VAL17). */
import { type TenantRow, tenantAddArgs, tenantUpdateArgs } from '@tavola/shared';
import { useId, useState } from 'react';
import { Dialog } from '../../components/dialog.tsx';
import { Field, FormError, useSchemaForm } from '../../components/form.tsx';
import { withToast } from '../../lib/toast.tsx';
import { superadminApi } from './superadmin-api.ts';

function ActiveToggle({ checked, onChange }: { checked: boolean; onChange: (v: boolean) => void }) {
  const id = useId();
  return (
    <div className="field field-switch">
      <input
        id={id}
        type="checkbox"
        role="switch"
        checked={checked}
        aria-checked={checked}
        onChange={(e) => onChange(e.target.checked)}
      />
      <label htmlFor={id}>Active</label>
    </div>
  );
}

function Actions({
  onClose,
  pending,
  label = 'Save',
}: {
  onClose: () => void;
  pending: boolean;
  label?: string;
}) {
  return (
    <div className="dialog-actions">
      <button type="button" className="btn btn-secondary" onClick={onClose}>
        Close
      </button>
      <button type="submit" className="btn btn-primary" disabled={pending} aria-busy={pending}>
        {label}
      </button>
    </div>
  );
}

type Done = { onClose: () => void; onDone: () => void };

export function AddTenantDialog({ open, onClose, onDone }: Done & { open: boolean }) {
  const [isActive, setIsActive] = useState(true);
  const form = useSchemaForm(
    tenantAddArgs,
    async (args) => {
      const r = await withToast(() => superadminApi.addTenant(args));
      if (r.ok) onDone();
    },
    () => ({ isActive }),
  );
  return (
    <Dialog open={open} onClose={onClose} title="Add New Tenant" testId="add-tenant-dialog">
      <form onSubmit={form.onSubmit} noValidate aria-label="Add New Tenant">
        <FormError form={form} />
        <Field form={form} name="name" label="Tenant Name" required autoComplete="organization" />
        <Field form={form} name="email" label="Email" type="email" required autoComplete="off" />
        <Field
          form={form}
          name="password"
          label="Password"
          type="password"
          required
          autoComplete="new-password"
        />
        <ActiveToggle checked={isActive} onChange={setIsActive} />
        <Actions onClose={onClose} pending={form.pending} />
      </form>
    </Dialog>
  );
}

export function UpdateTenantDialog({ tenant, onClose, onDone }: Done & { tenant: TenantRow | null }) {
  const [isActive, setIsActive] = useState(tenant?.is_active === 1);
  const form = useSchemaForm(
    tenantUpdateArgs,
    async (args) => {
      if (!tenant) return;
      const r = await withToast(() => superadminApi.updateTenant(tenant.id, args));
      if (r.ok) onDone();
    },
    () => ({ isActive }),
  );
  return (
    <Dialog open={tenant !== null} onClose={onClose} title="Update Tenant" testId="update-tenant-dialog">
      <form onSubmit={form.onSubmit} noValidate aria-label="Update Tenant">
        <FormError form={form} />
        <Field form={form} name="name" label="Tenant Name" required defaultValue={tenant?.name ?? ''} />
        <Field form={form} name="email" label="Email" type="email" defaultValue={tenant?.email ?? ''} />
        <ActiveToggle checked={isActive} onChange={setIsActive} />
        <Actions onClose={onClose} pending={form.pending} />
      </form>
    </Dialog>
  );
}

export function DeleteTenantDialog({ tenant, onClose, onDone }: Done & { tenant: TenantRow | null }) {
  const [busy, setBusy] = useState(false);
  const remove = async () => {
    if (!tenant) return;
    setBusy(true);
    const r = await withToast(() => superadminApi.deleteTenant(tenant.id));
    setBusy(false);
    if (r.ok) onDone();
  };
  return (
    <Dialog
      open={tenant !== null}
      onClose={onClose}
      title="Delete Tenant"
      size="small"
      testId="delete-tenant-dialog"
    >
      <p className="confirm-message">Are you sure ? This action is irreversible</p>
      <p className="warning-text" role="note">
        All accounts associated with <strong>{tenant?.name}</strong> will be permanently deleted, along with
        all of its data.
      </p>
      <div className="dialog-actions">
        <button type="button" className="btn btn-secondary" onClick={onClose}>
          Cancel
        </button>
        <button type="button" className="btn btn-danger" disabled={busy} onClick={() => void remove()}>
          Yes, Delete
        </button>
      </div>
    </Dialog>
  );
}
