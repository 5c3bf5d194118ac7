/** /print-token?orderId=…: the token number in a circle and the date, printed at once. */

import { useRouterState } from '@tanstack/react-router';
import { FALLBACK, orderReference, TEXTS } from '@tavola/shared';
import { useMemo } from 'react';
import { useT } from '../../i18n/i18n.ts';
import { formatDateTime } from '../../lib/format.ts';
import { orderIdsFrom } from './open-print-window.ts';
import { Paper } from './paper.tsx';
import { usePrintData } from './print-data.ts';
import { useAutoPrint } from './use-auto-print.ts';

export function PrintTokenScreen() {
  const t = useT();
  const searchStr = useRouterState({ select: (s) => s.location.searchStr });
  const orderIds = useMemo(() => orderIdsFrom(searchStr).slice(0, 1), [searchStr]);
  const data = usePrintData(orderIds);
  const order = data?.orders[0];
  const printedAt = useMemo(() => (order ? Date.now() : 0), [order]);
  useAutoPrint(Boolean(order));

  if (data === undefined) return <p className="print-status">{TEXTS.pleaseWait}</p>;
  if (!order) return <p className="print-status">{FALLBACK.noResult}</p>;
  return (
    <Paper pageFormat={data?.printSettings?.pageFormat ?? '80'}>
      <article className="token-slip" data-testid="token-slip">
        <p className={order.tokenNo.length > 3 ? 'token-circle token-long' : 'token-circle'}>
          <span className="visually-hidden">{t('print.tokenHidden')} </span>
          {order.tokenNo}
        </p>
        {/* WHO1: the short reference the counter searches by */}
        <p className="token-ref">{t('print.reference', { ref: orderReference(order.id) })}</p>
        <p className="token-date">{formatDateTime(new Date(printedAt).toISOString())}</p>
      </article>
    </Paper>
  );
}
