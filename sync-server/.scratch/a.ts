import { openDatabase } from '../src/db/index.ts';
import { eq, sql } from 'drizzle-orm';
import { uuidv7 } from '../src/ids.ts';
const url = process.argv[2]!;
const d = await openDatabase(url);
await d.migrate();
const t = d.t;
const tid = uuidv7();
await d.transaction(async (tx) => { await tx.insert(t.tenants).values({ id: tid, name: 'x', approved: true, createdAt: 1, updatedAt: 1 }); });
try {
  await d.transaction(async (tx) => {
    await tx.run?.(sql`savepoint m`).catch?.(()=>{});
    if (d.dialect === 'pg') await (tx as any).execute(sql`savepoint m`);
    await tx.insert(t.categories).values({ id: 'c1', tenantId: tid, version: 1, title: 'a' });
    try { await tx.insert(t.categories).values({ id: 'c1', tenantId: tid, version: 1, title: 'a' }); } catch (e: any) {
      console.log('err', e.constructor.name, e.code, e.message.slice(0,80), e.cause?.constructor?.name, e.cause?.code, e.cause?.constraint_name, e.cause?.message);
      if (d.dialect === 'pg') await (tx as any).execute(sql`rollback to savepoint m`);
    }
    const q: any = tx.select().from(t.categories).where(eq(t.categories.tenantId, tid));
    const rows = d.dialect === 'pg' ? await q.for('update') : q.all();
    console.log(rows);
  });
} catch (e: any) { console.log('outer', e.message); }
await d.close();
