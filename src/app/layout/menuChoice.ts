import { currentPageOf } from './currentPage';

/**
 * How a menu closes on a chosen item. `returnFocus`: the item opened no other page (the page already
 * shown, or a dialog), so nothing moves the keyboard's focus on; it goes back to the menu's button
 * rather than to the page's body with the closed menu's item.
 */
export interface MenuChoice {
  returnFocus: boolean;
}

/** A link chosen in a menu: focus returns to the menu's button when it leads to the page already shown (as `aria-current` says). */
export function linkChoice(href: string, currentPath: string): MenuChoice {
  return { returnFocus: currentPageOf(currentPath, href.split(/[?#]/, 1)[0] ?? '') === 'page' };
}

/** An item that opens no page of its own (Log out, which may ask first): focus returns to the menu's button. */
export const STAY_CHOICE: MenuChoice = { returnFocus: true };
