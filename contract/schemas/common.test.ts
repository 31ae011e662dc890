import { Type } from 'typebox';
import { Value } from 'typebox/value';
import { describe, expect, it } from 'vitest';
import { Flag, flagOn, IdParam, isNumberText, NumberText } from './common';

describe('IdParam', () => {
  it('takes 1 to 2147483647 (a database integer)', () => {
    for (const id of ['1', '9', '10', '999999999', '1000000000', '2099999999', '2147483599', '2147483647']) expect(Value.Check(IdParam, id)).toBe(true);
  });

  it('refuses zero, leading zeros, signs, fractions and anything past 2147483647', () => {
    for (const id of ['0', '01', '-1', '+1', '1.5', 'abc', '', '2147483648', '2147483650', '2150000000', '9999999999', '99999999999']) expect(Value.Check(IdParam, id)).toBe(false);
  });
});

describe('NumberText', () => {
  it('is marked for the server, also when optional or inside an object, and the mark is no part of the JSON schema', () => {
    const count = NumberText({ pattern: '^[1-9]$' });
    const query = Type.Object({ count: Type.Optional(count), id: IdParam, name: Type.String() });
    expect([isNumberText(query.properties.count), isNumberText(query.properties.id), isNumberText(query.properties.name)]).toEqual([true, true, false]);
    expect(JSON.parse(JSON.stringify(count))).toEqual({ type: 'string', pattern: '^[1-9]$' });
  });
});

describe('query flags', () => {
  it('take true/false and 1/0, and nothing else', () => {
    for (const flag of ['true', 'false', '1', '0']) expect(Value.Check(Flag, flag)).toBe(true);
    for (const flag of ['yes', 'TRUE', '', '2', 'on']) expect(Value.Check(Flag, flag)).toBe(false);
  });

  it('are set by true or 1 only', () => {
    expect([flagOn('true'), flagOn('1'), flagOn('false'), flagOn('0'), flagOn(undefined)]).toEqual([true, true, false, false, false]);
  });
});
