/**
 * TILLSHIFT1: a till that has used shifts and has none open says so above the POS, with the way to open one, so a
 * busy counter does not sell a night into no drawer; a store that never opened a shift on this till sees nothing.
 */
import { Link } from '@tanstack/react-router';
import type { ShiftRow } from '@tavola/shared';
import { useLive } from '../../db/hooks.ts';
import { readMeta } from '../../db/meta.ts';
import { useT } from '../../i18n/i18n.ts';

/** True when `deviceId` has had a shift and none is open now (a till that never used shifts is left alone). */
export function tillWithoutShift(shifts: readonly ShiftRow[], deviceId: string | undefined): boolean {
  const mine = shifts.filter((s) => s.deviceId === deviceId);
  return deviceId !== undefined && mine.length > 0 && !mine.some((s) => s.status === 'open');
}

/** tillWithoutShift for this device; false while loading. */
function useNoShiftOnThisTill(): boolean {
  return (
    useLive(async (db) => {
      const { deviceId } = await readMeta(db, ['deviceId']);
      return tillWithoutShift(await db.table<ShiftRow, string>('shifts').toArray(), deviceId ?? undefined);
    }) ?? false
  );
}

export function NoShiftHint() {
  const t = useT();
  if (!useNoShiftOnThisTill()) return null;
  return (
    <p className="pos-shift-hint" role="status" data-testid="no-shift-hint">
      {t('pos.noShiftOpen')}{' '}
      <Link to="/dashboard/shifts" className="pos-shift-hint-link">
        {t('shifts.openShift')}
      </Link>
    </p>
  );
}
