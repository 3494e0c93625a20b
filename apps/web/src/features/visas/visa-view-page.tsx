import { useTranslation } from 'react-i18next';
import { EntityView, ViewDescription } from '../../ui/entity-view';
import { useVisa } from './api';

const names = (places: { name: string }[]) => places.map((p) => p.name).join(', ');

/** /visas/{id}: name, description as HTML, destinations, origins and an Edit button (spec §2 Visas). */
export function VisaViewPage({ id }: { id: number }) {
  const { t } = useTranslation();
  const { data: visa, isLoading } = useVisa(id);
  return (
    <EntityView
      title={t('visas.viewVisa')}
      crumbs={[{ label: t('visas.nav.visas'), link: { to: '/visas' } }, { label: t('visas.viewVisa') }]}
      edit={{ to: '/visas/$id/edit', params: { id } }}
      entity={visa}
      isLoading={isLoading}
      fields={(visa) => [
        { label: t('visas.name'), value: visa.name },
        { label: t('visas.destinations'), value: names(visa.destinations) },
        { label: t('visas.origins'), value: names(visa.origins) },
        { label: t('visas.defaultCurrency'), value: visa.defaultCurrency },
        { label: t('visas.options'), value: visa.types.map((type) => type.name).join(', ') },
      ]}
    >
      {(visa) => <ViewDescription label={t('visas.description')} html={visa.description} />}
    </EntityView>
  );
}
