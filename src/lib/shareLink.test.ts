import { describe, expect, it, vi } from 'vitest';
import { shareLink } from './shareLink';

const url = 'https://panel.example/register?recommendedBy=7';

describe('shareLink', () => {
  it('uses the share sheet where there is one', async () => {
    const share = vi.fn(async () => undefined);
    const writeText = vi.fn(async () => undefined);
    expect(await shareLink(url, 'Join', { share, writeText })).toBe('shared');
    expect(share).toHaveBeenCalledWith({ title: 'Join', url });
    expect(writeText).not.toHaveBeenCalled();
  });

  it('reports a closed share sheet as cancelled, without copying', async () => {
    const writeText = vi.fn(async () => undefined);
    const share = async () => { throw new DOMException('closed', 'AbortError'); };
    expect(await shareLink(url, 'Join', { share, writeText })).toBe('cancelled');
    expect(writeText).not.toHaveBeenCalled();
  });

  it('copies the link without a share sheet, or when sharing is refused', async () => {
    const writeText = vi.fn(async () => undefined);
    expect(await shareLink(url, 'Join', { writeText })).toBe('copied');
    const share = async () => { throw new DOMException('no activation', 'NotAllowedError'); };
    expect(await shareLink(url, 'Join', { share, writeText })).toBe('copied');
    expect(writeText).toHaveBeenCalledWith(url);
  });

  it('fails when neither works', async () => {
    expect(await shareLink(url, 'Join', {})).toBe('failed');
    expect(await shareLink(url, 'Join', { writeText: async () => { throw new Error('denied'); } })).toBe('failed');
  });
});
