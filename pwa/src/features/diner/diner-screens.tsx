/**
 * The diner QR menu routes (document 3): placeholders until the diner-menu issue. This module is its own
 * lazy chunk: it must import nothing from the staff dashboard.
 */
import { AreaPanel } from '../../components/area-panel.tsx';

export function DinerMenuScreen() {
  return (
    <div className="diner">
      <AreaPanel title="Menu" testId="diner-menu" />
    </div>
  );
}

export function DinerOrderStatusScreen() {
  return (
    <div className="diner">
      <AreaPanel title="Order Status" testId="diner-order-status" />
    </div>
  );
}
