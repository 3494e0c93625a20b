import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { globalSettingsQuery } from '../lib/reference';

/**
 * The browser tab names the screen: 'Hotels · TravelDesk' (issue 18.7). An empty title leaves the
 * site's name; leaving the screen gives the tab back the site's name.
 */
export function useDocumentTitle(title: string | undefined) {
  const site = useQuery(globalSettingsQuery).data?.site_title || 'TravelDesk';
  useEffect(() => {
    document.title = title ? `${title} · ${site}` : site;
    return () => {
      document.title = site;
    };
  }, [title, site]);
}
