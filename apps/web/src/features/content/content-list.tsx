import { useNavigate } from '@tanstack/react-router';
import type { ListSearch } from '../../lib/url-search';
import { ListPage, type ListPageProps } from '../../ui/list-page';

/** The content lists; they share the page-and-search-text URL of listSearchSchema. */
export type ContentListPath = '/articles' | '/article/categories' | '/subscriptions';

type Props<T extends { id: number }> = Omit<ListPageProps<T, ListSearch>, 'onSearch' | 'blank'> & {
  /** The list's own path: searches and pages navigate to it with `page` and `searchText`. */
  path: ContentListPath;
};

/** A content list (articles, categories, subscriptions; spec §2): the kit's list page on its own path. */
export function ContentList<T extends { id: number }>({ path, ...props }: Props<T>) {
  const navigate = useNavigate();
  return <ListPage<T, ListSearch> {...props} blank={{ page: 1, searchText: '' }} onSearch={(search) => void navigate({ to: path, search })} />;
}
