import { create } from 'zustand';

/** Info and success are announced politely; errors and warnings interrupt. */
export type Politeness = 'polite' | 'assertive';

/** What each of the two live regions says now. */
export const useToastAnnouncements = create<Record<Politeness, string>>(() => ({ polite: '', assertive: '' }));

/**
 * How long a live region stays empty before its message is written: screen readers announce a
 * change of text, so emptying it first makes the same message, shown again, heard again.
 */
export const ANNOUNCE_DELAY_MS = 100;

const waiting: Record<Politeness, { texts: string[]; timer: ReturnType<typeof setTimeout> | undefined }> = {
  polite: { texts: [], timer: undefined },
  assertive: { texts: [], timer: undefined },
};

/** Says a toast's text through the live region of its politeness; messages given together are said together. */
export function announce(politeness: Politeness, text: string): void {
  const slot = waiting[politeness];
  if (!slot.texts.includes(text)) slot.texts.push(text);
  clearTimeout(slot.timer);
  useToastAnnouncements.setState({ [politeness]: '' });
  slot.timer = setTimeout(() => {
    useToastAnnouncements.setState({ [politeness]: slot.texts.join(' ') });
    slot.texts = [];
  }, ANNOUNCE_DELAY_MS);
}
