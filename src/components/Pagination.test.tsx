// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import en from '../../public/specific/locales/en/panelist.json';
import { englishForTests } from '../i18n/englishForTests';
import { Pagination } from './Pagination';

let i18n: I18n;
beforeAll(async () => {
  i18n = await englishForTests();
});
afterEach(cleanup);

const show = (page: number, onPage = vi.fn()) => {
  render(<I18nextProvider i18n={i18n}><Pagination page={page} pages={4} maxNumbers={5} onPage={onPage} label="Pages" /></I18nextProvider>);
  return onPage;
};

describe('Pagination', () => {
  it('keeps Next focusable on the last page, marked unavailable, and a press there does nothing', () => {
    const onPage = show(4);
    const next = screen.getByRole('button', { name: en.common.pagination.next });
    next.focus();
    fireEvent.click(next);
    expect(document.activeElement).toBe(next);
    expect(next.getAttribute('aria-disabled')).toBe('true');
    expect(onPage).not.toHaveBeenCalled();
  });

  it('does the same for Previous on the first page, and steps between the others', () => {
    const onPage = show(1);
    const previous = screen.getByRole('button', { name: en.common.pagination.previous });
    fireEvent.click(previous);
    expect(previous.getAttribute('aria-disabled')).toBe('true');
    expect(onPage).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: en.common.pagination.next }));
    expect(onPage).toHaveBeenCalledWith(2);
  });
});
