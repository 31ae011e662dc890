// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import en from '../../../public/specific/locales/en/panelist.json';
import type { UserDetails } from '@contract/schemas/entities';
import { MemberPicture } from './MemberPicture';

vi.mock('./memberPhoto', () => ({ memberPhotoUrl: () => Promise.resolve('blob:http://localhost/photo') }));

const i18n = i18next.createInstance();
beforeAll(() => i18n.use(initReactI18next).init({ lng: 'en', resources: { en: { panelist: en } }, defaultNS: 'panelist' }));
afterEach(cleanup);

const details = { user_id: 9, user_sex: 'F', user: { user_photo_version: 3 } } as unknown as UserDetails;

describe('MemberPicture', () => {
  it('shows the photo, and the avatar instead when the browser cannot show the photo', async () => {
    render(<I18nextProvider i18n={i18n}><MemberPicture details={details} /></I18nextProvider>);
    const photo = await screen.findByTestId('member-photo');
    expect(screen.queryByTestId('avatar-female')).toBeNull();
    fireEvent.error(photo);
    expect(await screen.findByTestId('avatar-female')).toBeTruthy();
    expect(screen.queryByTestId('member-photo')).toBeNull();
  });
});
