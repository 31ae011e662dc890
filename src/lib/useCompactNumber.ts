import { useInterfaceLanguage } from './useInterfaceLanguage';
import { compactPluralCount, costRounding, formatCompactNumber, formatPercentNumber, type CompactRounding } from './formatting';

/**
 * Compact numbers ("1.2K", "1,2K") in the current (member's) language; 'up' for points a member must
 * have (what they still lack, a price to confirm), so those are never shown below what it takes;
 * prices beside a balance take useCompactCost.
 */
export function useCompactNumber(rounding: CompactRounding = 'down'): (value: number) => string {
  const language = useInterfaceLanguage();
  return (value) => formatCompactNumber(value, language, rounding);
}

/** Compact prices beside the member's balance (costRounding): affordable ones never shown above it, the others never below. */
export function useCompactCost(balance: number | undefined): (cost: number) => string {
  const language = useInterfaceLanguage();
  return (cost) => formatCompactNumber(cost, language, costRounding(balance, cost));
}

/**
 * A counted phrase's options ("{{shown}} answers"): the count shown compact, and the count its plural
 * form is chosen by.
 */
export function useCompactCount(): (value: number) => { count: number; shown: string } {
  const language = useInterfaceLanguage();
  return (value) => ({ count: compactPluralCount(value), shown: formatCompactNumber(value, language) });
}

/** A percentage's number with the current language's decimal separator ("18.5", "18,5"). */
export function usePercentNumber(): (value: number) => string {
  const language = useInterfaceLanguage();
  return (value) => formatPercentNumber(value, language);
}
