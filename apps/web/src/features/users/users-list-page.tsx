import { Badge, Group } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { ListSearch } from '../../lib/url-search';
import { AnchorLink } from '../../ui/links';
import { ListPage } from '../../ui/list-page';
import { type UserListItem, useDeleteUser, useUsers } from './api';

/** /users: a text search, Company, Name, Email and the row actions (account spec, users list). */
export function UsersListPage({ page, searchText }: { page: number; searchText: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const remove = useDeleteUser();
  return (
    <ListPage<UserListItem, ListSearch>
      title={t('user.allUsers')}
      search={{ page, searchText }}
      blank={{ page: 1, searchText: '' }}
      onSearch={(search) => void navigate({ to: '/users', search })}
      query={useUsers(page, searchText)}
      add={{ label: t('user.addNewUser'), link: { to: '/users/add' } }}
      searchPlaceholder={t('user.searchPlaceholder')}
      columns={[
        {
          key: 'company',
          header: t('user.company'),
          render: (u) => (
            <Group gap="xs">
              <AnchorLink to="/users/$id" params={{ id: u.id }}>
                {u.companyName}
              </AnchorLink>
              {u.role === 'ROLE_ADMIN' && (
                <Badge size="xs" variant="light">
                  {t('user.roleAdmin')}
                </Badge>
              )}
              {!u.enabled && (
                <Badge size="xs" color="gray">
                  {t('user.disabled')}
                </Badge>
              )}
            </Group>
          ),
        },
        { key: 'name', header: t('user.name'), render: (u) => `${u.firstName} ${u.lastName}` },
        { key: 'email', header: t('auth.email'), render: (u) => u.email },
      ]}
      rowActions={(u) => ({ name: u.companyName, edit: { to: '/users/$id/edit', params: { id: u.id } }, onDelete: () => remove.mutateAsync(u.id) })}
    />
  );
}
