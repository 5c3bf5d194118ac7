/** Receipt: placeholder until its own issue builds the screen. */
import { AreaPanel } from '../../components/area-panel.tsx';

export function PrintReceiptScreen() {
  return <AreaPanel title="Receipt" />;
}
