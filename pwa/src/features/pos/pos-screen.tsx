/** POS - Point of Sale: placeholder until its own issue builds the screen. */
import { AreaPanel } from '../../components/area-panel.tsx';

export function PosScreen() {
  return <AreaPanel title="POS - Point of Sale" />;
}
