/**
 * DRAIN4 (ADR 0080): a pull that asks leaves out the rows the server holds exactly as this till does (its own
 * mutations' rows, compared by digest at push). The push answers say which rows of each mutation those are; they
 * are kept here, in memory, per device database and client id (after a reload none are known: the next pull
 * takes every row). The rebase then keeps those rows as they are instead of undoing them for the patch.
 */
import type { OutboxEntry, TavolaDb } from '../db/database.ts';

/** What the server answered to a mutation's echo: the echo as sent, and a '1' per row it holds alike. */
export type EchoAnswer = { readonly sent: string; readonly mask: string };

type Memory = { clientId: string; answers: Map<number, EchoAnswer> };
const memories = new WeakMap<TavolaDb, Memory>();

/** The answers heard for `clientId` (a new client id forgets the last one's: its marks are not ours). */
export function echoAnswers(db: TavolaDb, clientId: string): Map<number, EchoAnswer> {
  let memory = memories.get(db);
  if (!memory || memory.clientId !== clientId) {
    memory = { clientId, answers: new Map() };
    memories.set(db, memory);
  }
  return memory.answers;
}

/** After a pull dropped the entries up to `acknowledged`: their answers are of no more use. */
export function forgetEchoes(db: TavolaDb, acknowledged: number): void {
  const answers = memories.get(db)?.answers;
  if (!answers) return;
  for (const id of answers.keys()) if (id <= acknowledged) answers.delete(id);
}

const keyOf = (table: string, id: string) => `${table}\u0000${id}`;

/**
 * DRAIN9: a long walk inside the rebase's transaction stops every BREATHE_EVERY entries for `Pause` (a trivial read
 * that keeps the transaction open while the page answers the cashier's taps); null: the walk runs through.
 */
export type Pause = (() => Promise<unknown>) | null;
export const BREATHE_EVERY = 2_000;

/** The rebase cannot tell which rows a pull left out: the pull is made again, every row asked for. */
export class EchoUnsure extends Error {
  constructor() {
    super('a row left out of the pull is not known to be held as the server holds it');
  }
}

/**
 * The rows the acknowledged entries wrote that a pull asking for echoes left out, which the till holds as the server
 * does: each row not in the patch must be, by the last acknowledged entry that wrote it, one the server answered
 * '1' for (to the echo the entry still has). An entry sent with an echo whose answer is not known (lost, or
 * heard before a reload) or that has run again since, and a row not vouched for: EchoUnsure.
 */
export async function keptRows(
  entries: readonly OutboxEntry[],
  acknowledged: number,
  patched: ReadonlySet<string>,
  answers: ReadonlyMap<number, EchoAnswer>,
  pause: Pause = null,
): Promise<Set<string>> {
  const last = new Map<string, { mask: string; index: number }>();
  for (const [i, e] of entries.entries()) {
    if (pause && i > 0 && i % BREATHE_EVERY === 0) await pause();
    if (e.status !== 'pending' || e.id > acknowledged) continue;
    if (e.echo === undefined) {
      // never sent with an echo: the server marked none of its rows, so each comes with the patch if still its own
      for (const u of e.undo) last.set(keyOf(u.table, u.id), { mask: '', index: 0 });
      continue;
    }
    const answer = answers.get(e.id);
    if (!answer || answer.sent !== e.echo) throw new EchoUnsure();
    for (const [index, u] of e.undo.entries()) last.set(keyOf(u.table, u.id), { mask: answer.mask, index });
  }
  const kept = new Set<string>();
  for (const [key, { mask, index }] of last) {
    if (patched.has(key)) continue;
    if (mask[index] !== '1') throw new EchoUnsure();
    kept.add(key);
  }
  return kept;
}

/** The undo records of `entries` without the acknowledged ones' records of kept rows (those stay as they are). */
export async function undosKeeping(
  entries: readonly OutboxEntry[],
  acknowledged: number,
  kept: ReadonlySet<string>,
  pause: Pause = null,
): Promise<(readonly OutboxEntry['undo'][number][])[]> {
  const undos: (readonly OutboxEntry['undo'][number][])[] = [];
  for (const [i, e] of entries.entries()) {
    if (pause && i > 0 && i % BREATHE_EVERY === 0) await pause();
    undos.push(
      e.status === 'pending' && e.id <= acknowledged
        ? e.undo.filter((u) => !kept.has(keyOf(u.table, u.id)))
        : e.undo,
    );
  }
  return undos;
}
