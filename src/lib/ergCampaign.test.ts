import { describe, expect, it } from 'vitest';
import { ergFlagToKeep, isErgCampaign } from './ergCampaign';

describe('isErgCampaign', () => {
  it('flags utm_source=erg only', () => {
    expect(isErgCampaign('utm_source=erg')).toBe(true);
    expect(isErgCampaign('?recommendedBy=4&utm_source=erg')).toBe(true);
    expect(isErgCampaign('utm_source=x')).toBe(false);
    expect(isErgCampaign('utm_source=ERG')).toBe(false);
    expect(isErgCampaign('')).toBe(false);
  });
});

describe('ergFlagToKeep', () => {
  it('keeps the flag of the campaign link followed', () => {
    expect(ergFlagToKeep('?utm_source=erg', null)).toBe(true);
  });
  it('keeps (and so renews) the flag kept before when the link has none, or another source', () => {
    expect(ergFlagToKeep('', 'true')).toBe(true);
    expect(ergFlagToKeep('?utm_source=news', 'true')).toBe(true);
  });
  it('keeps nothing without the campaign or a valid kept flag', () => {
    expect(ergFlagToKeep('', null)).toBe(false);
    expect(ergFlagToKeep('', 'false')).toBe(false);
    expect(ergFlagToKeep('', 'true; path=/')).toBe(false);
  });
});
