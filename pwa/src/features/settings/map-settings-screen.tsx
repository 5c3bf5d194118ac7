/** Map Settings: placeholder until its own issue builds the screen. */
import { AreaPanel } from '../../components/area-panel.tsx';

export function MapSettingsScreen() {
  return <AreaPanel title="Map Settings" />;
}
