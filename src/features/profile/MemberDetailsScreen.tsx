import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserDetails } from '@contract/schemas/entities';
import { Spinner } from '../../components/Spinner';
import { useUserStore } from '../../stores/userStore';
import './profile.css';

interface Props {
  title: string;
  testId: string;
  content: ComponentType<{ details: UserDetails }>;
}

/** A profile screen: its heading, then its content once the member's details are there (a spinner until then). */
export function MemberDetailsScreen({ title, testId, content: Content }: Props) {
  const { t } = useTranslation();
  const details = useUserStore((state) => state.details);
  return (
    <div className="profile-page" data-testid={testId}>
      <h1>{t(title)}</h1>
      {details ? <Content details={details} /> : <Spinner />}
    </div>
  );
}
