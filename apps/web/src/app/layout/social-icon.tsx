/** Small inline icons for the footer's social links. */
const PATHS: Record<string, string> = {
  facebook: 'M14 8h3V4h-3c-2.8 0-5 2.2-5 5v2H7v4h2v7h4v-7h3l1-4h-4V9c0-.6.4-1 1-1z',
  instagram: 'M7 3h10a4 4 0 0 1 4 4v10a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4V7a4 4 0 0 1 4-4zm5 5a4 4 0 1 0 0 8 4 4 0 0 0 0-8zm5.5-1.5a1 1 0 1 0 0 2 1 1 0 0 0 0-2z',
  youtube:
    'M21.6 7.2a2.5 2.5 0 0 0-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4A2.5 2.5 0 0 0 2.4 7.2 26 26 0 0 0 2 12a26 26 0 0 0 .4 4.8 2.5 2.5 0 0 0 1.8 1.8C5.8 19 12 19 12 19s6.2 0 7.8-.4a2.5 2.5 0 0 0 1.8-1.8A26 26 0 0 0 22 12a26 26 0 0 0-.4-4.8zM10 15V9l5.2 3z',
  twitter: 'M4 4l7 9-7 7h2l6-6 5 6h4l-7.5-9.5L20 4h-2l-5.5 5.5L8 4z',
  linkedin: 'M4 9h4v11H4zM6 3a2 2 0 1 1 0 4 2 2 0 0 1 0-4zm4 6h4v1.6c.6-1 2-1.8 3.5-1.8 3 0 3.5 2 3.5 4.6V20h-4v-5.5c0-1.3 0-3-1.8-3s-2.2 1.4-2.2 2.9V20h-4z',
};

export function SocialIcon({ type }: { type: string }) {
  return (
    <svg viewBox="0 0 24 24" width={20} height={20} fill="currentColor" aria-hidden="true">
      <path d={PATHS[type] ?? 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20z'} />
    </svg>
  );
}
