import { useTranslation } from 'react-i18next';
import { EntityView, ViewDescription } from '../../ui/entity-view';
import { useTransfer } from './api';

const names = (places: { name: string }[]) => places.map((p) => p.name).join(', ');

/** /transfers/{id}: name, description, destinations and origins (names, comma-separated) and an Edit button (spec §2 Transfers). */
export function TransferViewPage({ id }: { id: number }) {
  const { t } = useTranslation();
  const { data: transfer, isLoading } = useTransfer(id);
  return (
    <EntityView
      title={t('transfers.viewTransfer')}
      crumbs={[{ label: t('transfers.nav.transfers'), link: { to: '/transfers' } }, { label: t('transfers.viewTransfer') }]}
      edit={{ to: '/transfers/$id/edit', params: { id } }}
      entity={transfer}
      isLoading={isLoading}
      fields={(transfer) => [
        { label: t('transfers.name'), value: transfer.name },
        { label: t('transfers.destinations'), value: names(transfer.destinations) },
        { label: t('transfers.origins'), value: names(transfer.origins) },
        { label: t('transfers.defaultCurrency'), value: transfer.defaultCurrency },
        { label: t('transfers.carCategories'), value: transfer.cars.map((c) => c.name).join(', ') },
      ]}
    >
      {(transfer) => <ViewDescription label={t('transfers.description')} html={transfer.description} />}
    </EntityView>
  );
}
