import { useTranslation } from 'react-i18next';

/** PlayButton pauses and plays a lander's reel. */
export function PlayButton({ playing, toggle }: { playing: boolean; toggle: () => void }) {
  const { t } = useTranslation('landers');
  return (
    <button type="button" className="reel-play" onClick={toggle} aria-label={playing ? t('video.pause') : t('video.play')}>
      <svg viewBox="0 0 24 24" aria-hidden="true">{playing ? <path d="M7 5h4v14H7zM13 5h4v14h-4z" /> : <path d="M8 5l11 7-11 7z" />}</svg>
    </button>
  );
}
