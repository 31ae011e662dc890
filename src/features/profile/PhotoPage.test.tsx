// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import en from '../../../public/specific/locales/en/panelist.json';
import type { UserDetails } from '@contract/schemas/entities';
import { useUserStore } from '../../stores/userStore';
import { PhotoPage } from './PhotoPage';

const calls = vi.hoisted(() => ({ setUserPhoto: vi.fn() }));
vi.mock('../../api/client', async (original) => ({
  ...(await original<typeof import('../../api/client')>()),
  call: (name: string, input: unknown) => (name === 'setUserPhoto' ? calls.setUserPhoto(input) : Promise.reject(new Error(`unexpected call ${name}`))),
}));
vi.mock('./memberPhoto', () => ({ memberPhotoUrl: () => Promise.resolve(null) }));

const i18n = i18next.createInstance();
const details = { user_id: 9, user_sex: 'F', user: { user_photo_version: null } } as unknown as UserDetails;
/** PNG's signature and the start of its IHDR chunk: a 1 × 1 image. */
const PNG_HEADER = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0, 1];
/** The header, the rest of IHDR with its CRC, and the closing IEND chunk: a whole file, as far as the checks read. */
const WHOLE_PNG = [...PNG_HEADER, 8, 6, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82];

beforeAll(async () => {
  await i18n.use(initReactI18next).init({ lng: 'en', ns: ['panelist'], defaultNS: 'panelist', resources: { en: { panelist: en } }, interpolation: { escapeValue: false } });
});
beforeEach(() => {
  vi.clearAllMocks();
  useUserStore.setState({ details });
});
afterEach(cleanup);

/** A picked file whose whole read fails the way the browser's does for a file deleted since it was picked. */
function pickedFile(bytes: number[], size?: number): File {
  const file = new File([new Uint8Array(bytes)], 'picked.png');
  Object.defineProperty(file, 'arrayBuffer', { value: () => Promise.reject(new DOMException('The requested file could not be read.', 'NotReadableError')) });
  if (size !== undefined) Object.defineProperty(file, 'size', { value: size });
  return file;
}

function pick(file: File) {
  render(<I18nextProvider i18n={i18n}><PhotoPage /></I18nextProvider>);
  fireEvent.change(screen.getByLabelText(en.profile.photo.choose), { target: { files: [file] } });
}

describe('PhotoPage', () => {
  it('sends a picture within the limit as base64', async () => {
    calls.setUserPhoto.mockResolvedValue(details);
    pick(new File([new Uint8Array(WHOLE_PNG)], 'me.png'));
    await waitFor(() => expect(calls.setUserPhoto).toHaveBeenCalledWith({ params: { id: '9' }, body: { photo: Buffer.from(WHOLE_PNG).toString('base64') } }));
  });

  it('says a file that can no longer be read is damaged, and sends nothing', async () => {
    pick(pickedFile(PNG_HEADER));
    expect((await screen.findByText(en.profile.photo.damaged)).className).toBe('field__error');
    expect(calls.setUserPhoto).not.toHaveBeenCalled();
  });

  it('says a picture of gigabytes is too large without reading it whole', async () => {
    pick(pickedFile(PNG_HEADER, 4 * 1024 ** 3));
    expect(await screen.findByText(en.profile.photo.tooLarge.replace('{{size}}', '512'))).toBeTruthy();
    expect(calls.setUserPhoto).not.toHaveBeenCalled();
  });
});
