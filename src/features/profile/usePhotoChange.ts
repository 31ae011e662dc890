import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_PHOTO_BYTES } from '@contract/rules/photo';
import { call } from '../../api/client';
import { toast } from '../../components/toast';
import { useUserStore } from '../../stores/userStore';
import { readPhotoFile, toBase64 } from './photoFile';
import { profileErrorKey } from './profileErrors';

const PROBLEM_KEYS = { type: 'profile.photo.wrongType', size: 'profile.photo.tooLarge', damaged: 'profile.photo.damaged', dimensions: 'profile.photo.dimensions' } as const;
const SIZE = { size: MAX_PHOTO_BYTES / 1024 };

/**
 * Sets or removes the member's photo (POST user/{id}/photo): a chosen file is checked by its size
 * and bytes first (its problem shown at the file field), then sent; the answer refreshes the user
 * store, so the sidebar shows the new picture at once.
 */
export function usePhotoChange(userId: number) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function send(photo: string | null, done: string) {
    setBusy(true);
    try {
      const details = await call('setUserPhoto', { params: { id: String(userId) }, body: { photo } });
      useUserStore.getState().applyServerChange(() => details);
      toast.success(t(done), { id: 'photo-saved' });
    } catch (error) {
      const key = profileErrorKey(error);
      if (key) toast.error(t(key, SIZE), { id: 'photo-failed' });
    } finally {
      setBusy(false);
    }
  }

  async function choose(file: File | undefined) {
    setProblem(null);
    if (!file) return;
    const read = await readPhotoFile(file);
    if (read.problem) {
      setProblem(t(PROBLEM_KEYS[read.problem], SIZE));
      return;
    }
    await send(toBase64(read.bytes), 'profile.photo.saved');
  }

  return { busy, problem, choose, remove: () => send(null, 'profile.photo.removed') };
}
