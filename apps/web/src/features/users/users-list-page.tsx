import { Badge, Group, TextInput } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AnchorLink, ButtonLink } from '../../ui/links';
import { SearchBar } from '../../ui/search-bar';
import { type Column, DataTable } from '../../ui/data-table';
import { notifyError } from '../../ui/notify';
import { Page } from '../../ui/page';
import { RowActions } from '../../ui/row-actions';
import { type UserListItem, useDeleteUser, useUsers } from './api';

export function UsersListPage({ page, searchText }: { page: number; searchText: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [text, setText] = useState(searchText);
  useEffect(() => setText(searchText), [searchText]);
  const users = useUsers(page, searchText);
  const remove = useDeleteUser();
  useEffect(() => {
    if (users.error) notifyError(users.error, 'common.couldNotLoadData');
  }, [users.error]);

  // A new search starts again at page 1 (account spec §4).
  const go = (next: { page?: number; searchText?: string }) =>
    void navigate({ to: '/users', search: { page: next.page ?? 1, searchText: next.searchText ?? searchText } });

  const columns: Column<UserListItem>[] = [
    {
      key: 'company',
      header: t('user.company'),
      render: (u) => (
        <Group gap="xs">
          <AnchorLink to="/users/$id" params={{ id: u.id }}>
            {u.companyName}
          </AnchorLink>
          {u.role === 'ROLE_ADMIN' && <Badge size="xs" variant="light">{t('user.roleAdmin')}</Badge>}
          {!u.enabled && <Badge size="xs" color="gray">{t('user.disabled')}</Badge>}
        </Group>
      ),
    },
    { key: 'name', header: t('user.name'), render: (u) => `${u.firstName} ${u.lastName}` },
    { key: 'email', header: t('auth.email'), render: (u) => u.email },
    {
      key: 'actions',
      header: t('common.actions'),
      align: 'right',
      render: (u) => <RowActions edit={{ to: '/users/$id/edit', params: { id: u.id } }} name={u.companyName} onDelete={() => remove.mutateAsync(u.id)} />,
    },
  ];

  return (
    <Page
      title={t('user.allUsers')}
      actions={
        <ButtonLink to="/users/add">
          {t('user.addNewUser')}
        </ButtonLink>
      }
    >
      <SearchBar
        onSearch={() => go({ searchText: text.trim() })}
        onReset={() => {
          setText('');
          go({ searchText: '' });
        }}
      >
        <TextInput
          label={t('common.search')}
          placeholder={t('user.searchPlaceholder')}
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          style={{ flex: 1, minWidth: 200 }}
        />
      </SearchBar>
      <DataTable
        caption={t('user.allUsers')}
        columns={columns}
        rows={users.data?.entities}
        rowKey={(u) => u.id}
        loading={users.isLoading}
        page={page}
        pagesCount={users.data?.pagesCount ?? 1}
        onPage={(p) => go({ page: p })}
      />
    </Page>
  );
}

