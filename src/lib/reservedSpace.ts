/**
 * A custom property on the root element: how much of the viewport's bottom a sticky bar (the cookie
 * notice) covers, so what else sits at the bottom (the toasts) can rise above it. Unset: nothing.
 * layout.css spells it too, for the page's scroll padding.
 */
export const RESERVED_SPACE_BELOW = '--reserved-space-below';
