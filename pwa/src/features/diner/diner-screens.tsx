/**
 * The diner QR menu routes: one lazy chunk of its own. It must import nothing from the staff
 * dashboard (a diner's phone on a slow link downloads only this).
 */
import { useParams } from '@tanstack/react-router';
import { DemoCheckoutPage } from './demo-checkout-screen.tsx';
import { DinerMenu } from './diner-menu-screen.tsx';
import { rememberedTable } from './diner-paths.ts';
import './diner.css';

type Params = { qrcode?: string; table?: string; orderId?: string; providerRef?: string };
const useDinerParams = () => useParams({ strict: false }) as Params;

/** /m/{qrcode} and /tm/{qrcode}/{table}. */
export function DinerMenuScreen() {
  const { qrcode = '', table } = useDinerParams();
  return <DinerMenu qrcode={qrcode} table={table ?? null} />;
}

/** /m/{qrcode}/orderstatus/{order_id}/{method}: the menu with the order's status open over it. */
export function DinerOrderStatusScreen() {
  const { qrcode = '', orderId = '' } = useDinerParams();
  return <DinerMenu qrcode={qrcode} table={rememberedTable(qrcode)} statusOrderId={orderId} />;
}

/** /m/{qrcode}/checkout/demo/{providerRef}: the demo payment provider's page. */
export function DinerDemoCheckoutScreen() {
  const { providerRef = '' } = useDinerParams();
  return <DemoCheckoutPage providerRef={providerRef} />;
}
