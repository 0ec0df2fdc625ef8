// /balancer (admin, with the iptv flag): Nome and IP; a 422 is 'Por favor, preencha todos os campos corretamente'.
import { INFRA_MSG, normaliseIp } from '../../../shared/infra/texts';
import type { Balancer } from '../../../shared/infra/schemas';
import { NamedHostPage } from './NamedHostPage';
import { useBalancersQuery, useDeleteBalancerMutation, useSaveBalancerMutation } from './api';

export default function BalancerPage() {
  const [save] = useSaveBalancerMutation();
  const [remove] = useDeleteBalancerMutation();
  return (
    <NamedHostPage<Balancer>
      texts={{
        pageTitle: 'Balanceadores',
        formTitle: 'Adicionar Balanceador',
        listTitle: 'Listagem de Balanceadores',
        hostLabel: 'IP',
        hostColumn: 'IP',
        required: INFRA_MSG.balancerRequired,
        refused: INFRA_MSG.fillCorrectly,
        invalid: INFRA_MSG.ipInvalid,
        loadError: INFRA_MSG.reloadAndRetry,
        deleteError: INFRA_MSG.reloadAndRetry,
        saveError: INFRA_MSG.fillCorrectly,
        empty: 'Nenhum balanceador.',
        deleteQuestion: (name) => `Deseja excluir o balanceador ${name}?`,
      }}
      isHost={(text) => normaliseIp(text) !== null}
      hostOf={(row) => row.ip}
      useList={useBalancersQuery}
      save={save}
      remove={remove}
      searchDelayMs={1000}
    />
  );
}
