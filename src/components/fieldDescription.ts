/**
 * The ids a field's aria-describedby names: its hint, then its validation message, each when shown.
 * Shared by the form fields (apart from them so that Fast Refresh can swap the fields in place).
 */
export function fieldDescription(id: string, hint: string | null | undefined, error: string | null | undefined) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const ids = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return { hintId, errorId, describedBy: ids === '' ? undefined : ids };
}
