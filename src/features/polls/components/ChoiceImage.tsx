import { choiceImageUrl } from '../api';

/** The demo and proposed choice pictures are 320 × 200: the box keeps that size reserved while the image loads lazily. */
export const CHOICE_IMAGE_WIDTH = 320;
export const CHOICE_IMAGE_HEIGHT = 200;

/** A choice's picture; decorative, since the choice's label is shown beside it. */
export function ChoiceImage({ choiceId }: { choiceId: number }) {
  return (
    <img
      className="poll-images__picture"
      src={choiceImageUrl(choiceId)}
      alt=""
      width={CHOICE_IMAGE_WIDTH}
      height={CHOICE_IMAGE_HEIGHT}
      loading="lazy"
      decoding="async"
    />
  );
}
