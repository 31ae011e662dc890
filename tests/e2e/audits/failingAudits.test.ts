import { describe, expect, it } from 'vitest';
import { failingAudits, type AuditResult } from './failingAudits';

const audit = (id: string, score: number | null, scoreDisplayMode = 'binary', details?: unknown): AuditResult => ({ id, title: `${id} title`, score, scoreDisplayMode, details });
const node = (selector: string, explanation?: string) => ({ node: { selector, snippet: `<${selector}>`, explanation } });

describe('the failing audits of a Lighthouse run', () => {
  it('lists only binary audits below 1, never passed, informative, manual or not applicable ones', () => {
    const audits = {
      passed: audit('passed', 1),
      failed: audit('failed', 0),
      notApplicable: audit('not-applicable', null, 'notApplicable'),
      manual: audit('manual', null, 'manual'),
      numeric: audit('numeric', 0.4, 'numeric'),
      informative: audit('informative', 0, 'informative'),
    };
    expect(failingAudits(audits)).toEqual(['failed: failed title']);
  });

  it('names each failing element by its selector with why it fails, without the "Fix any of" preamble', () => {
    const audits = {
      contrast: audit('color-contrast', 0, 'binary', { items: [node('nav > a', 'Fix any of the following:\n  Element has insufficient color contrast of 1.77')] }),
      label: audit('label', 0, 'binary', { items: [{ node: { snippet: '<input id="x">' } }] }),
    };
    expect(failingAudits(audits)).toEqual([
      'color-contrast: color-contrast title [nav > a: Element has insufficient color contrast of 1.77]',
      'label: label title [<input id="x">]',
    ]);
  });

  it('names five elements and counts the rest', () => {
    const items = Array.from({ length: 7 }, (_, i) => node(`li:nth-child(${i + 1})`));
    const [line] = failingAudits({ list: audit('listitem', 0, 'binary', { items }) });
    expect(line).toBe('listitem: listitem title [li:nth-child(1); li:nth-child(2); li:nth-child(3); li:nth-child(4); li:nth-child(5); and 2 more]');
  });

  it('keeps a long explanation short', () => {
    const [line] = failingAudits({ long: audit('long', 0, 'binary', { items: [node('p', 'x'.repeat(500))] }) });
    expect(line).toBe(`long: long title [p: ${'x'.repeat(200)}]`);
  });
});
