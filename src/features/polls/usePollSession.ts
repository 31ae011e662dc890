import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { startAnswerQueue } from '../../stores/answerQueue';
import { useSessionStore } from '../../stores/sessionStore';

export interface PollSession {
  /** The signed-in member's or guest's id; null while the session is being set up. */
  userId: number | null;
  isGuest: boolean;
  /** The UI language (langUiName of the next question). */
  language: string | undefined;
}

/** Who answers: the session's user (a member, or the guest the shell created), in the UI's language. */
export function usePollSession(): PollSession {
  const { i18n } = useTranslation();
  // The queue flushes on start-up, on `online` and on visibility (idempotent; the header starts it too).
  useEffect(startAnswerQueue, []);
  const userId = useSessionStore((state) => state.session?.user_id ?? null);
  const isGuest = useSessionStore((state) => state.session?.isGuest ?? false);
  const language = /^[a-z]{2,3}$/.test(i18n.resolvedLanguage ?? '') ? i18n.resolvedLanguage : undefined;
  return { userId, isGuest, language };
}
