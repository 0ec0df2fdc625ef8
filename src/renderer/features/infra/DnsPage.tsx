// /dns (admin): 'Adicionar DNS' with Nome and IP, 'Listagem de DNS' with Nome, DNS, Editar, Excluir; 10 per page.
import { VALIDATION } from '../../../shared/messages';
import { DNS_SEARCH_DELAY_MS, INFRA_MSG, normaliseHost } from '../../../shared/infra/texts';
import type { DnsEntry } from '../../../shared/infra/schemas';
import { NamedHostPage } from './NamedHostPage';
import { useDeleteDnsEntryMutation, useDnsEntriesQuery, useSaveDnsEntryMutation } from './api';

export default function DnsPage() {
  const [save] = useSaveDnsEntryMutation();
  const [remove] = useDeleteDnsEntryMutation();
  return (
    <NamedHostPage<DnsEntry>
      texts={{
        pageTitle: 'DNS',
        formTitle: 'Adicionar DNS',
        listTitle: 'Listagem de DNS',
        hostLabel: 'IP',
        hostColumn: 'DNS',
        required: VALIDATION.manyErrors,
        invalid: INFRA_MSG.dnsInvalid,
        loadError: INFRA_MSG.dnsLoadError,
        deleteError: INFRA_MSG.dnsDeleteError,
        saveError: INFRA_MSG.dnsUpdateError,
        empty: 'Nenhuma DNS.',
        deleteQuestion: (name) => `Deseja excluir a DNS ${name}?`,
      }}
      isHost={(text) => normaliseHost(text) !== null}
      hostOf={(row) => row.dns}
      useList={useDnsEntriesQuery}
      save={save}
      remove={remove}
      searchDelayMs={DNS_SEARCH_DELAY_MS}
    />
  );
}
