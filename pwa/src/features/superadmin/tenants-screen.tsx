/** Tenants: placeholder until its own issue builds the screen. */
import { AreaPanel } from '../../components/area-panel.tsx';

export function TenantsScreen() {
  return <AreaPanel title="Tenants" />;
}
