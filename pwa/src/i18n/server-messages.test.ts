/** I18N7: server and mutator messages by code: English equals the server's text for every mapped code, Hindi beside it. */
import {
  APPROVAL_REJECTIONS,
  BILL_REJECTIONS,
  CUSTOMER_REJECTIONS,
  DISCOUNT_TEXTS,
  ERROR_CODES,
  MENU_PRICE_REJECTIONS,
  ORDER_REJECTIONS,
  SETTINGS_REJECTIONS,
  SHIFT_REJECTIONS,
  SYNC_REJECTIONS,
  soldOutMessage,
} from '@tavola/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { MUTATE_REJECTIONS } from '../sync/mutate.ts';
import { applyLanguage, CATALOGS } from './i18n.ts';
import { serverMessage, serverMessageKey } from './server-messages.ts';

afterEach(() => applyLanguage('en'));

/** Every (code, English text) pair the server or the till may answer with, as shared declares them. */
const ANSWERS: readonly { code: string; message: string }[] = [
  BILL_REJECTIONS,
  APPROVAL_REJECTIONS,
  ORDER_REJECTIONS,
  MENU_PRICE_REJECTIONS,
  SYNC_REJECTIONS,
  SHIFT_REJECTIONS,
  CUSTOMER_REJECTIONS,
  SETTINGS_REJECTIONS,
  MUTATE_REJECTIONS,
]
  .flatMap((family) =>
    Object.entries(family as Record<string, string>).map(([code, message]) => ({ code, message })),
  )
  .map((a) => (a.code === 'FORBIDDEN' ? { ...a, code: ERROR_CODES.forbidden } : a))
  .concat([
    { code: ERROR_CODES.validation, message: DISCOUNT_TEXTS.reason },
    { code: ERROR_CODES.validation, message: DISCOUNT_TEXTS.value },
    { code: ERROR_CODES.validation, message: DISCOUNT_TEXTS.tooLarge },
    { code: ERROR_CODES.validation, message: DISCOUNT_TEXTS.compBill },
    { code: 'ORDER_PAID', message: DISCOUNT_TEXTS.paid },
    { code: 'ITEM_CANCELLED', message: DISCOUNT_TEXTS.lineCancelled },
    { code: 'APPROVAL_REQUIRED', message: DISCOUNT_TEXTS.approval },
  ]);

describe('server messages', () => {
  it("[I18N7] every code's English catalog text is the server's text exactly, and Hindi has its own", () => {
    for (const answer of ANSWERS) {
      const known = serverMessageKey(answer.code, answer.message);
      expect(known, `${answer.code}: ${answer.message}`).not.toBeNull();
      expect(serverMessage(answer), answer.code).toBe(answer.message);
      expect(CATALOGS.hi?.[known?.key ?? ''], known?.key).toBeTruthy();
    }
  });

  it('[I18N7] a rejection shows in Hindi by its code; a code with two texts picks the one the server sent', () => {
    applyLanguage('hi');
    expect(serverMessage({ code: 'BILL_CHANGED', message: BILL_REJECTIONS.BILL_CHANGED })).toBe(
      'यह बिल किसी दूसरे टिल पर बदला गया है। कृपया इसे देखकर फिर से कोशिश करें!',
    );
    expect(serverMessage({ code: 'ITEM_NOT_FOUND', message: ORDER_REJECTIONS.ITEM_NOT_FOUND })).toBe(
      'आइटम नहीं मिला!',
    );
    expect(serverMessage({ code: 'ITEM_NOT_FOUND', message: MENU_PRICE_REJECTIONS.ITEM_NOT_FOUND })).toBe(
      'यह आइटम अब उपलब्ध नहीं है!',
    );
  });

  it('[I18N7] a message with an argument (the sold-out item) keeps it in the translation', () => {
    const answer = { code: ERROR_CODES.soldOut, message: soldOutMessage('Masala Dosa') };
    expect(serverMessage(answer)).toBe(answer.message);
    applyLanguage('hi');
    expect(serverMessage(answer)).toBe('माफ़ करें, Masala Dosa ख़त्म हो गया है। कृपया इसे कार्ट से हटाएँ।');
  });

  it('[I18N7] an unknown code, or a known code with a text the catalog does not know, shows as the server wrote it', () => {
    applyLanguage('hi');
    expect(serverMessage({ code: 'SOMETHING_NEW', message: 'Something new!' })).toBe('Something new!');
    expect(serverMessage({ code: 'BILL_CHANGED', message: 'Reworded on the server!' })).toBe(
      'Reworded on the server!',
    );
    expect(serverMessage({ message: 'No code at all' })).toBe('No code at all');
  });
});
