import { describe, expect, it } from 'vitest';
import { onceAtATime, sameVariables } from './once-at-a-time';

describe('sameVariables', () => {
  it('compares plain values by contents and files by identity', () => {
    expect(sameVariables({ a: 1, b: [1, { c: 'x' }] }, { b: [1, { c: 'x' }], a: 1 })).toBe(true);
    expect(sameVariables({ a: 1 }, { a: 2 })).toBe(false);
    expect(sameVariables({ a: 1 }, { a: 1, b: undefined })).toBe(false);
    expect(sameVariables(undefined, undefined)).toBe(true);
    const file = new Blob(['x']);
    expect(sameVariables({ file }, { file })).toBe(true);
    expect(sameVariables({ file }, { file: new Blob(['x']) })).toBe(false);
  });
});

describe('onceAtATime', () => {
  it('sends a repeat of a running call once (a double click), other calls side by side, and again once settled', async () => {
    const sent: unknown[] = [];
    const settle: (() => void)[] = [];
    const send = onceAtATime((v: { title: string }, _callbacks?: unknown) => {
      sent.push(v);
      return new Promise<string>((resolve) => settle.push(() => resolve(v.title)));
    });
    const first = send({ title: 'Tema' }, 'callbacks of the first click');
    const second = send({ title: 'Tema' }, 'callbacks of the second click');
    const other = send({ title: 'Otro' });
    expect(sent).toEqual([{ title: 'Tema' }, { title: 'Otro' }]);
    expect(second).toBe(first);
    for (const done of settle) done();
    expect(await Promise.all([first, second, other])).toEqual(['Tema', 'Tema', 'Otro']);
    const later = send({ title: 'Tema' });
    expect(sent).toHaveLength(3);
    settle[2]();
    expect(await later).toBe('Tema');
  });
});
