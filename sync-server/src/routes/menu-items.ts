/**
 * REST adapters of the menu (SYNC17, SET4, SET6), scope SETTINGS: items with their
 * variants, addons, category and tax; writes run the shared mutators (SET3); photos are uploaded as
 * multipart, sniffed, re-encoded and stored by hash (SET6, ADR 0043), and served publicly at GET /images/{hash}.
 */
import multipart from '@fastify/multipart';
import {
  addonArgs,
  cardOfRow,
  createAddon,
  createMenuItem,
  createVariant,
  deleteAddon,
  deleteMenuItem,
  deleteVariant,
  idField,
  type MenuCard,
  MUTATOR_SCOPES,
  menuItemArgs,
  menuItemSoldOutArgs,
  percentFromRate,
  rate,
  SETTINGS_SAVED,
  SOLD_OUT_SAVED,
  setMenuItemImage,
  setMenuItemSoldOut,
  updateAddon,
  updateMenuItem,
  updateVariant,
  variantArgs,
} from '@tavola/shared';
import { inArray } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { scoped } from '../db/tenant-scope.ts';
import { uuidv7 } from '../ids.ts';
import { badRequest, notFound } from '../plugins/errors.ts';
import { defineRoute } from '../plugins/route.ts';
import { STORED_IMAGE_SIDE } from '../services/image-encode.ts';
import { MAX_IMAGE_SIDE } from '../services/image-format.ts';
import { IMAGE_MESSAGES, imagePath, MAX_IMAGE_BYTES, readImage, storeImage } from '../services/images.ts';
import { requireRow, runMutation, settingsGuards, tenantOf } from './tenant-mutation.ts';

const tags = ['menu items'];
const INVALID = 'Invalid request!';
const itemParam = v.object({ id: idField(INVALID) }, INVALID);
const variantParams = v.object({ itemId: idField(INVALID), variantId: idField(INVALID) }, INVALID);
const addonParams = v.object({ itemId: idField(INVALID), addonId: idField(INVALID) }, INVALID);
const optionItemParam = v.object({ itemId: idField(INVALID) }, INVALID);
const hashParam = v.object(
  { hash: v.pipe(v.string(), v.regex(/^[0-9a-f]{64}$/, 'Not found!')) },
  'Not found!',
);

/** CARD1-CARD3 in the read side's snake case. */
const cardFields = ({ soldOut, ...marks }: MenuCard) => ({ ...marks, sold_out: soldOut });

/** The item as the spec's read side names it (its Menu item entity); money in minor units. */
export async function menuItemsOf(app: FastifyInstance, tenantId: string, ids?: readonly string[]) {
  const { t } = app.database;
  const scope = scoped(app.database, tenantId);
  const items = await scope.select(t.menuItems, {
    where: ids ? inArray(t.menuItems.id, [...ids]) : undefined,
    orderBy: [t.menuItems.title, t.menuItems.id],
  });
  if (items.length === 0) return [];
  const itemIds = items.map((i) => i.id);
  const byItem = ids ? { where: inArray(t.variants.itemId, itemIds) } : {};
  const [variants, addons, categories, taxes] = await Promise.all([
    scope.select(t.variants, { ...byItem, orderBy: [t.variants.createdAt, t.variants.id] }),
    scope.select(t.addons, {
      ...(ids ? { where: inArray(t.addons.itemId, itemIds) } : {}),
      orderBy: [t.addons.createdAt, t.addons.id],
    }),
    scope.select(t.categories),
    scope.select(t.taxes),
  ]);
  const category = new Map(categories.map((c) => [c.id, c]));
  const tax = new Map(taxes.map((x) => [x.id, x]));
  const option = (o: { id: string; itemId: string; title: string; price: number }) => ({
    id: o.id,
    item_id: o.itemId,
    title: o.title,
    price: o.price,
  });
  return items.map((i) => {
    const c = i.categoryId ? category.get(i.categoryId) : undefined;
    const x = i.taxId ? tax.get(i.taxId) : undefined;
    return {
      id: i.id,
      title: i.title,
      price: i.price,
      net_price: i.netPrice,
      tax_id: i.taxId,
      tax_title: x?.title ?? null,
      tax_rate: x ? percentFromRate(rate(x.rate)) : null,
      tax_type: x?.type ?? null,
      category_id: i.categoryId,
      category_title: c?.title ?? null,
      image: i.imageHash ? imagePath(i.imageHash) : null,
      ...cardFields(cardOfRow(i)),
      variants: variants.filter((o) => o.itemId === i.id).map(option),
      addons: addons.filter((o) => o.itemId === i.id).map(option),
    };
  });
}

/** The uploaded file of field `image` as bytes; 400 for anything else (too large, not multipart). */
async function uploadedImage(request: FastifyRequest): Promise<Buffer> {
  try {
    const file = await request.file();
    if (file?.fieldname !== 'image') throw badRequest(IMAGE_MESSAGES.missing);
    return await file.toBuffer();
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw badRequest(IMAGE_MESSAGES.tooLarge);
    if (typeof code === 'string' && code.startsWith('FST_')) throw badRequest(IMAGE_MESSAGES.missing);
    throw error;
  }
}

export default async function menuItemsRoutes(app: FastifyInstance) {
  await app.register(multipart, { limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 5, parts: 6 } });
  const guards = settingsGuards(app);
  const { t } = app.database;

  /** 404 unless `optionId` is a live variant or addon of `itemId` in this tenant. */
  const requireOption = async (
    request: FastifyRequest,
    table: typeof t.variants | typeof t.addons,
    itemId: string,
    optionId: string,
  ) => {
    const row = await requireRow(app, request, table, optionId);
    if (row.itemId !== itemId) throw notFound();
  };

  defineRoute(app, {
    method: 'GET',
    url: '/menu-items',
    summary: 'Every menu item with its variants, addons, category and tax, by title',
    tags,
    guards,
    handler: async (request) => ({
      message: 'Menu items',
      menuItems: await menuItemsOf(app, tenantOf(request)),
    }),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/menu-items/:id',
    summary: 'One menu item with its variants, addons, category and tax',
    tags,
    guards,
    params: itemParam,
    handler: async (request, _reply, { params }) => {
      const [menuItem] = await menuItemsOf(app, tenantOf(request), [params.id]);
      if (!menuItem) throw notFound();
      return { message: 'Menu item', menuItem };
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/menu-items/add',
    summary: 'Add a menu item (menu-item.create.v1); prices in minor units',
    tags,
    guards,
    body: menuItemArgs,
    handler: async (request, _reply, { body }) => {
      const id = uuidv7(app.now());
      return {
        ...(await runMutation(app, request, createMenuItem, { id, ...body }, SETTINGS_SAVED.itemAdded)),
        id,
      };
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/menu-items/update/:id',
    summary: 'Update a menu item (menu-item.update.v1); its photo stays',
    tags,
    guards,
    params: itemParam,
    body: menuItemArgs,
    handler: async (request, _reply, { params, body }) => {
      await requireRow(app, request, t.menuItems, params.id);
      return runMutation(app, request, updateMenuItem, { ...params, ...body }, SETTINGS_SAVED.itemUpdated);
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/menu-items/update/:id/upload-photo',
    summary: `Upload the item's photo (multipart field image): PNG, JPEG, WebP or GIF, at most ${MAX_IMAGE_BYTES} bytes and ${MAX_IMAGE_SIDE} px a side; stored re-encoded, at most ${STORED_IMAGE_SIDE} px`,
    tags,
    guards,
    params: itemParam,
    handler: async (request, _reply, { params }) => {
      await requireRow(app, request, t.menuItems, params.id);
      const stored = await storeImage(
        app.database,
        tenantOf(request),
        await uploadedImage(request),
        app.now(),
      );
      if (!stored.ok) throw badRequest(stored.message);
      const args = { id: params.id, imageHash: stored.hash };
      const r = await runMutation(app, request, setMenuItemImage, args, SETTINGS_SAVED.photoUploaded);
      return { ...r, imageURL: imagePath(stored.hash) };
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/menu-items/update/:id/remove-photo',
    summary: "Remove the item's photo (menu-item.set-image.v1 with null)",
    tags,
    guards,
    params: itemParam,
    handler: async (request, _reply, { params }) => {
      await requireRow(app, request, t.menuItems, params.id);
      const args = { id: params.id, imageHash: null };
      return runMutation(app, request, setMenuItemImage, args, SETTINGS_SAVED.photoRemoved);
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/menu-items/update/:id/sold-out',
    summary: 'Switch the item sold out or back on sale (menu-item.set-sold-out.v1); scope POS or SETTINGS',
    tags,
    // CARD5: the mutator's own scopes, so the route and the sync push answer alike
    guards: [app.requireActiveTenant, app.requireScope(...MUTATOR_SCOPES.soldOut)],
    params: itemParam,
    body: v.object({ soldOut: menuItemSoldOutArgs.entries.soldOut }, INVALID),
    handler: async (request, _reply, { params, body }) => {
      await requireRow(app, request, t.menuItems, params.id);
      const saved = body.soldOut ? SOLD_OUT_SAVED.soldOut : SOLD_OUT_SAVED.onSale;
      return runMutation(app, request, setMenuItemSoldOut, { ...params, ...body }, saved);
    },
  });

  defineRoute(app, {
    method: 'DELETE',
    url: '/menu-items/delete/:id',
    summary: 'Delete a menu item with its variants and addons (menu-item.delete.v1)',
    tags,
    guards,
    params: itemParam,
    handler: async (request, _reply, { params }) => {
      await requireRow(app, request, t.menuItems, params.id);
      return runMutation(app, request, deleteMenuItem, params, SETTINGS_SAVED.itemDeleted);
    },
  });

  for (const kind of ['variants', 'addons'] as const) {
    const isVariant = kind === 'variants';
    const table = isVariant ? t.variants : t.addons;
    const schema = isVariant ? variantArgs : addonArgs;
    const [create, update, remove] = isVariant
      ? [createVariant, updateVariant, deleteVariant]
      : [createAddon, updateAddon, deleteAddon];
    const saved = isVariant
      ? {
          added: SETTINGS_SAVED.variantAdded,
          updated: SETTINGS_SAVED.variantUpdated,
          deleted: SETTINGS_SAVED.variantDeleted,
        }
      : {
          added: SETTINGS_SAVED.addonAdded,
          updated: SETTINGS_SAVED.addonUpdated,
          deleted: SETTINGS_SAVED.addonDeleted,
        };
    const optionKey = isVariant ? 'variantId' : 'addonId';
    const params = isVariant ? variantParams : addonParams;
    const optionId = (p: v.InferOutput<typeof variantParams> | v.InferOutput<typeof addonParams>) =>
      'variantId' in p ? p.variantId : p.addonId;

    defineRoute(app, {
      method: 'POST',
      url: `/menu-items/${kind}/:itemId/add`,
      summary: `Add one of an item's ${kind} (${create.name})`,
      tags,
      guards,
      params: optionItemParam,
      body: schema,
      handler: async (request, _reply, { params: p, body }) => {
        await requireRow(app, request, t.menuItems, p.itemId);
        const id = uuidv7(app.now());
        return {
          ...(await runMutation(app, request, create, { id, itemId: p.itemId, ...body }, saved.added)),
          id,
        };
      },
    });

    defineRoute(app, {
      method: 'POST',
      url: `/menu-items/${kind}/:itemId/update/:${optionKey}`,
      summary: `Update one of an item's ${kind} (${update.name})`,
      tags,
      guards,
      params,
      body: schema,
      handler: async (request, _reply, { params: p, body }) => {
        const id = optionId(p);
        await requireOption(request, table, p.itemId, id);
        return runMutation(app, request, update, { id, itemId: p.itemId, ...body }, saved.updated);
      },
    });

    defineRoute(app, {
      method: 'DELETE',
      url: `/menu-items/${kind}/:itemId/delete/:${optionKey}`,
      summary: `Delete one of an item's ${kind} (${remove.name})`,
      tags,
      guards,
      params,
      handler: async (request, _reply, { params: p }) => {
        const id = optionId(p);
        await requireOption(request, table, p.itemId, id);
        return runMutation(app, request, remove, { id, itemId: p.itemId }, saved.deleted);
      },
    });
  }

  // Public: the diner menu shows the photos; a hash names exactly one content, so it never changes.
  app.get(
    '/images/:hash',
    {
      config: {
        openapi: { summary: 'An uploaded image by its SHA-256', tags, secured: false, rateLimited: false },
      },
    },
    async (request, reply) => {
      const parsed = v.safeParse(hashParam, request.params);
      const image = parsed.success ? await readImage(app.database, parsed.output.hash) : undefined;
      if (!image) throw notFound();
      return reply
        .header('content-type', image.mime)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('etag', `"${parsed.success ? parsed.output.hash : ''}"`)
        .header('x-content-type-options', 'nosniff')
        .send(image.bytes);
    },
  );
}
