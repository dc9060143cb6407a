import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { identifyMessage, MESSAGE_CATALOGUE } from '../../contract/message-catalogue';
import { fillTemplate } from '../../contract/message-template';
import { LIVE_CLASS_MESSAGES } from '../../contract/live-class-constants';
import { ORGANIZATION_MESSAGES } from '../../contract/organizations';

const partsOf = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? '');

/** Names and figures as people write them: letters, digits, spaces, Arabic. */
const part = fc
  .stringMatching(/^[A-Za-z0-9\u0621-\u064A][A-Za-z0-9 \u0621-\u064A]{0,30}$/)
  .filter((text) => text !== LIVE_CLASS_MESSAGES.anotherClass);

describe('the message catalogue', () => {
  it('gives every code once', () => {
    const keys = MESSAGE_CATALOGUE.map((entry) => entry.key);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it.each(MESSAGE_CATALOGUE.filter((entry) => !entry.pattern).map((entry) => [entry.key, entry]))(
    'finds %s by its text',
    (key, entry) => {
      expect(identifyMessage(entry.text)).toEqual({ key, params: {} });
    },
  );

  it.each(MESSAGE_CATALOGUE.filter((entry) => entry.pattern).map((entry) => [entry.key, entry]))(
    'finds %s and its parts again from any text it renders',
    (key, entry) => {
      const names = partsOf(entry.text);
      fc.assert(
        fc.property(
          fc.array(part, { minLength: names.length, maxLength: names.length }),
          (values) => {
            const params = Object.fromEntries(names.map((name, index) => [name, values[index]]));
            expect(identifyMessage(fillTemplate(entry.text, params))).toEqual({ key, params });
          },
        ),
        { numRuns: 40 },
      );
    },
  );

  it('holds every message group of the contract', () => {
    const modules = import.meta.glob<Record<string, unknown>>('../../contract/*.ts', {
      eager: true,
    });
    const missing: string[] = [];
    for (const [file, exports] of Object.entries(modules)) {
      for (const [name, group] of Object.entries(exports)) {
        if (!name.endsWith('MESSAGES') || !group || typeof group !== 'object') continue;
        for (const [key, text] of Object.entries(group)) {
          if (typeof text === 'string' && !identifyMessage(text)) {
            missing.push(`${file} ${name}.${key}`);
          }
        }
      }
    }
    expect(missing).toEqual([]);
  });

  it('finds the form a message function chose', () => {
    expect(identifyMessage(ORGANIZATION_MESSAGES.joinCodeRefused('Nour Academy', 'ended'))).toEqual(
      {
        key: 'organizations.joinCodeRefused.ended',
        params: { name: 'Nour Academy' },
      },
    );
    expect(
      identifyMessage(LIVE_CLASS_MESSAGES.teacherClash(LIVE_CLASS_MESSAGES.anotherClass)),
    ).toEqual({ key: 'liveClasses.teacherClash.unnamed', params: {} });
    expect(identifyMessage('Something new from the server.')).toBeUndefined();
  });
});
