import { describe, expect, it } from 'vitest';
import { predictorUrl } from './predictorUrl';

describe('the predictor\'s address', () => {
  it('is the predictor sub-domain of the host serving the app when none is configured, scheme and port kept', () => {
    expect(predictorUrl('', { protocol: 'https:', host: 'panel.example.kz' })).toBe('https://predictor.panel.example.kz');
    expect(predictorUrl('', { protocol: 'http:', host: 'localhost:8080' })).toBe('http://predictor.localhost:8080');
  });

  it('replaces a leading www label rather than adding a level before it', () => {
    expect(predictorUrl('', { protocol: 'https:', host: 'www.panel.example.kz' })).toBe('https://predictor.panel.example.kz');
    expect(predictorUrl('', { protocol: 'https:', host: 'WWW.panel.kz:8443' })).toBe('https://predictor.panel.kz:8443');
    expect(predictorUrl('', { protocol: 'https:', host: 'www2.panel.kz' })).toBe('https://predictor.www2.panel.kz');
  });

  it('is the configured URL whenever one is set', () => {
    expect(predictorUrl('https://forecasts.example.org/start', { protocol: 'https:', host: 'www.panel.kz' })).toBe('https://forecasts.example.org/start');
    expect(predictorUrl('   ', { protocol: 'https:', host: 'panel.kz' })).toBe('https://predictor.panel.kz');
  });
});
