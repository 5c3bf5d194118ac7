/** Store Tables: placeholder until its own issue builds the screen. */
import { AreaPanel } from '../../components/area-panel.tsx';

export function StoreTablesScreen() {
  return <AreaPanel title="Store Tables" />;
}
