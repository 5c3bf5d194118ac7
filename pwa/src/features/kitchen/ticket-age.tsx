/**
 * STN4: a ticket's age counting up (mm:ss from the order's send time), amber then red past its thresholds. The send
 * time is the server's stamp, so the age runs on the server's clock (ADR 0078): a tablet set wrong shows true ages.
 */
import { type AgeThresholds, ticketAge } from '@tavola/shared';
import { useEffect, useState } from 'react';
import { serverNow } from '../../sync/server-clock.ts';
import './stations.css';

export const AGE_LABELS = { fresh: 'on time', warn: 'running late', late: 'late' } as const;

export function TicketAge({ sentAt, limits }: { sentAt: number; limits: AgeThresholds }) {
  const [now, setNow] = useState(serverNow);
  useEffect(() => {
    const timer = setInterval(() => setNow(serverNow()), 1000);
    return () => clearInterval(timer);
  }, []);
  const age = ticketAge(sentAt, now, limits);
  return (
    <span className="ticket-age" data-level={age.level} data-testid="ticket-age" role="timer" aria-live="off">
      <span className="visually-hidden">Waiting </span>
      {age.text}
      {age.level !== 'fresh' && <span className="visually-hidden">, {AGE_LABELS[age.level]}</span>}
    </span>
  );
}
