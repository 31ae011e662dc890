import { useParams } from 'wouter';
import { parseId } from '../api';
import { CardNotAvailable } from '../components/CardNotAvailable';
import { SingleCardView } from '../components/SingleCardView';
import { usePollSession } from '../usePollSession';
import '../polls.css';

/** /app/cardPage/{id}: one question for a signed-in member. */
export function CardPage() {
  const params = useParams<{ id: string }>();
  const id = parseId(params.id);
  const session = usePollSession();
  return (
    <div className="polls-page" data-testid="card-page">
      {id === null ? (
        <CardNotAvailable backToPolls />
      ) : (
        <SingleCardView key={id} id={id} userId={session.userId} guest={session.isGuest} />
      )}
    </div>
  );
}
