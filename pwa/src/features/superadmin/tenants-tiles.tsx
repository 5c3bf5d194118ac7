/** The Active, Inactive and All tiles: each shows its count; the chosen one is highlighted and filters the list. */
import type { TenantCounts } from '@tavola/shared';

export type Tile = 'active' | 'inactive' | 'all';

const TILES: { tile: Tile; label: string; count: keyof TenantCounts }[] = [
  { tile: 'active', label: 'Active', count: 'activeTenants' },
  { tile: 'inactive', label: 'Inactive', count: 'inactiveTenants' },
  { tile: 'all', label: 'All', count: 'allTenants' },
];

export function TenantTiles({
  counts,
  chosen,
  onChoose,
}: {
  counts: TenantCounts | undefined;
  chosen: Tile;
  onChoose: (tile: Tile) => void;
}) {
  return (
    <fieldset className="tiles">
      <legend className="visually-hidden">Tenant status</legend>
      {TILES.map((t) => (
        <button
          key={t.tile}
          type="button"
          className="tile"
          aria-pressed={chosen === t.tile}
          data-testid={`tile-${t.tile}`}
          onClick={() => onChoose(t.tile)}
        >
          <span className="tile-label">{t.label}</span>
          <span className="tile-count">{counts ? counts[t.count] : '-'}</span>
        </button>
      ))}
    </fieldset>
  );
}
