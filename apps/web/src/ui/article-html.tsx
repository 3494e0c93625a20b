import { Typography } from '@mantine/core';
import type { MouseEvent } from 'react';

/**
 * An article's HTML (sanitized by the server before it is stored and again when it is served).
 * Links inside the site (`/login`) go through `onNavigate` so the app does not reload.
 */
export function ArticleHtml({ html, onNavigate }: { html: string; onNavigate?: (to: string) => void }) {
  const follow = (event: MouseEvent) => {
    const link = (event.target as HTMLElement).closest('a');
    const href = link?.getAttribute('href');
    if (!onNavigate || !href?.startsWith('/') || href.startsWith('//') || link?.target === '_blank') return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    onNavigate(href);
  };
  return (
    <Typography>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: the click handler only intercepts clicks on the links inside */}
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: links keep their own keyboard activation, which fires this click */}
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the server sanitizes article HTML before storing and serving it */}
      <div onClick={follow} dangerouslySetInnerHTML={{ __html: html }} />
    </Typography>
  );
}
