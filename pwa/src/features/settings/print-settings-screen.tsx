/** Print Settings: placeholder until its own issue builds the screen. */
import { AreaPanel } from '../../components/area-panel.tsx';

export function PrintSettingsScreen() {
  return <AreaPanel title="Print Settings" />;
}
