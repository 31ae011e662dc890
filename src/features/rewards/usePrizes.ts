import { useCallback } from 'react';
import { useInterfaceLanguage } from '../../lib/useInterfaceLanguage';
import { useRemote, type Remote } from '../../lib/useRemote';
import { fetchPrizes, type Prize } from './api';

/** The prize catalogue in the interface's language, loaded again when the member changes language. */
export function usePrizes(version = 0): Remote<Prize[]> {
  const language = useInterfaceLanguage();
  const load = useCallback((signal: AbortSignal) => fetchPrizes(language, signal), [language]);
  return useRemote(load, `prizes:${language}`, version);
}
