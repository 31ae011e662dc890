import { useEffect, useRef } from 'react';

/**
 * After a submit the form refused, focus moves to its first field marked invalid, so a screen reader
 * reads that field with its message (linked through aria-describedby) instead of staying silent on
 * the submit button. `outcome` is the submit's result: a new value after each submit, the initial
 * one before any (then nothing moves).
 */
export function useFocusFirstInvalid(outcome: unknown) {
  const formRef = useRef<HTMLFormElement>(null);
  const initial = useRef(outcome);
  useEffect(() => {
    if (outcome === initial.current) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [outcome]);
  return formRef;
}
