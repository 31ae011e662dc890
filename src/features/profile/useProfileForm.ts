import { startTransition, useActionState, useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import type { UserDetails } from '@contract/schemas/entities';
import { call } from '../../api/client';
import { toast } from '../../components/toast';
import { useFocusFirstInvalid } from '../../components/useFocusFirstInvalid';
import { useSiteConfig } from '../../config/siteConfig';
import { isProfileComplete } from '../../lib/profileCompleteness';
import { useUserStore } from '../../stores/userStore';
import { profileErrorKey } from './profileErrors';
import { profileFormErrors, profileFormFrom, profileUpdateBody, type ProfileErrors, type ProfileForm } from './profileForm';

/**
 * The profile form's state and its save (POST user/{id}): checked first by the form's rules, the
 * first invalid field focused; on success the user store takes the answer, so the sidebar summary
 * and the navigation follow at once. A member whom blocking-profile held back goes on to /app once
 * the profile is complete.
 */
export function useProfileForm(details: UserDetails) {
  const { t } = useTranslation();
  const config = useSiteConfig();
  const [, navigate] = useLocation();
  const offset = config.buddhistYearOffset;
  const [form, setForm] = useState(() => profileFormFrom(details, offset));
  const dirty = useRef(false);

  // Fresher details (the guard reloads them) replace the form until the member starts editing.
  useEffect(() => {
    if (!dirty.current) setForm(profileFormFrom(details, offset));
  }, [details, offset]);

  const update = (changes: Partial<ProfileForm>) => {
    dirty.current = true;
    setForm((current) => ({ ...current, ...changes }));
  };

  // The save action: its state is the fields' messages, pending while it saves.
  const [errors, save, saving] = useActionState(async (): Promise<ProfileErrors> => {
    const found = profileFormErrors(form, { phonePatterns: config.phonePatterns, yearOffset: offset, keptPhone: details.user.user_phone });
    if (Object.keys(found).length > 0) return found;
    const wasComplete = isProfileComplete(details);
    try {
      const updated = await call('updateUser', { params: { id: String(details.user_id) }, body: profileUpdateBody(form, details.user_id, offset) });
      dirty.current = false;
      useUserStore.getState().applyServerChange(() => updated);
      const unblocked = config.blockingProfile && !wasComplete && isProfileComplete(updated);
      toast.success(t(unblocked ? 'profile.completed' : 'profile.saved'), { id: 'profile-saved' });
      if (unblocked) navigate('/app');
    } catch (error) {
      const key = profileErrorKey(error);
      if (key) toast.error(t(key), { id: 'profile-failed' });
    }
    return found;
  }, {});
  const formRef = useFocusFirstInvalid(errors);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!saving) startTransition(save);
  }

  return { form, errors, saving, update, submit, formRef };
}
