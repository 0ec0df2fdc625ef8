// 'API e Webhooks' (issue 29): how a reseller's bot uses the panel: the base address, the token, the
// full reference (/api/docs, made from the table of calls), a curl and a Node example for 'criar teste'
// and 'renovar', the webhook events and how to check their signature in Node and PHP.
import { useEffect, useState } from 'react';
import { Card, Space, Table, Typography } from 'antd';
import { Link } from 'react-router';
import { API_TOKEN_DEFAULT_PER_MINUTE, WEBHOOK_EVENTS, WEBHOOK_SIGNATURE_HEADER } from '../../../shared/automation-base';
import { CALLS, pathOf } from '../../../shared/calls';
import { LINE_ACTION } from '../../../shared/lines-base';
import { getPlatform } from '../../platform';

const Code = ({ children }: { children: string }) => (
  <Typography.Paragraph copyable={{ text: children }}>
    <pre style={{ whiteSpace: 'pre-wrap', margin: 0 }}>{children}</pre>
  </Typography.Paragraph>
);

const CREATE_TEST_BODY = { isOficial: false, package: 1, test_hours: 4, whatsapp: '5511999998888' };
const RENEW_BODY = { action: LINE_ACTION.extend, credits: 1 };

function examples(base: string) {
  const create = `${base}${CALLS.createIptv.path}`;
  const renew = `${base}${pathOf(CALLS.iptvAction, { id: 123 })}`;
  return {
    curlCreate: `curl -X POST '${create}' \\
  -H 'Authorization: Bearer pr_live_SEU_TOKEN' \\
  -H 'Content-Type: application/json' \\
  -H 'Idempotency-Key: pedido-4521' \\
  -d '${JSON.stringify(CREATE_TEST_BODY)}'`,
    curlRenew: `curl -X PUT '${renew}' \\
  -H 'Authorization: Bearer pr_live_SEU_TOKEN' \\
  -H 'Content-Type: application/json' \\
  -H 'Idempotency-Key: pagamento-98765' \\
  -d '${JSON.stringify(RENEW_BODY)}'`,
    node: `// Node 18 ou mais novo (fetch nativo)
const PAINEL = '${base}';
const TOKEN = process.env.PAINEL_TOKEN; // pr_live_...

async function chamar(method, caminho, corpo, chave) {
  const resposta = await fetch(PAINEL + caminho, {
    method,
    headers: { Authorization: 'Bearer ' + TOKEN, 'Content-Type': 'application/json', 'Idempotency-Key': chave },
    body: JSON.stringify(corpo),
  });
  const dados = await resposta.json();
  if (!resposta.ok) throw new Error(resposta.status + ': ' + dados.message);
  return dados;
}

// Criar teste: a mesma chave numa nova tentativa nunca cria duas linhas.
const teste = await chamar('POST', '${CALLS.createIptv.path}', ${JSON.stringify(CREATE_TEST_BODY)}, 'pedido-4521');
console.log(teste.username, teste.password);

// Renovar quando o cliente pagar: a mesma chave nunca cobra duas vezes.
await chamar('PUT', '/api/users-iptv/' + teste.id, ${JSON.stringify(RENEW_BODY)}, 'pagamento-98765');`,
  };
}

const NODE_SIGNATURE = `import { createHmac, timingSafeEqual } from 'node:crypto';

// corpo: o texto cru da requisição (antes do JSON.parse); segredo: o whsec_... do webhook.
export function assinaturaValida(corpo, cabecalho, segredo, toleranciaSegundos = 300) {
  const partes = Object.fromEntries(cabecalho.split(',').map((p) => p.split('=')));
  const esperado = createHmac('sha256', segredo).update(partes.t + '.' + corpo).digest('hex');
  const recente = Math.abs(Date.now() / 1000 - Number(partes.t)) <= toleranciaSegundos;
  return recente && partes.v1?.length === esperado.length && timingSafeEqual(Buffer.from(partes.v1), Buffer.from(esperado));
}`;

const PHP_SIGNATURE = `<?php
$corpo = file_get_contents('php://input');
$segredo = getenv('PAINEL_WEBHOOK_SECRET'); // whsec_...
parse_str(str_replace(',', '&', $_SERVER['HTTP_X_PAINEL_SIGNATURE'] ?? ''), $partes);
$esperado = hash_hmac('sha256', ($partes['t'] ?? '') . '.' . $corpo, $segredo);
if (!hash_equals($esperado, $partes['v1'] ?? '') || abs(time() - (int) ($partes['t'] ?? 0)) > 300) {
    http_response_code(400);
    exit;
}
$evento = json_decode($corpo, true);
// $evento['type'], $evento['data']['line']['username'], ...
http_response_code(200);`;

const PAYLOAD_EXAMPLE = JSON.stringify(
  {
    id: 'evt_2b1c…',
    type: 'linha.criada',
    created_at: '2026-11-26T13:05:00.000Z',
    account: { id: 42, username: 'revenda1' },
    data: { line: { id: 123, kind: 'iptv', kind_label: 'IPTV', username: '583920174', test: false, expires_at: '2026-12-26T13:05:00.000Z', whatsapp: null } },
  },
  null,
  2,
);

export default function ApiDocsPage() {
  const [base, setBase] = useState(window.location.origin);
  useEffect(
    () =>
      void getPlatform()
        .getServerUrl()
        .then((url) => url && setBase(url.replace(/\/+$/, ''))),
    [],
  );
  const ex = examples(base);
  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      <Card title="API do painel">
        <Typography.Paragraph>
          Endereço base: <Typography.Text code copyable>{`${base}/api`}</Typography.Text>
        </Typography.Paragraph>
        <Typography.Paragraph>
          Cada chamada leva o cabeçalho <Typography.Text code>Authorization: Bearer pr_live_…</Typography.Text> com um token criado em{' '}
          <Link to="/me">Minha Conta › Tokens de API</Link>. O token age como a sua conta, só com as permissões escolhidas, e para na hora em que é revogado.
          Cada token tem o seu limite por minuto ({API_TOKEN_DEFAULT_PER_MINUTE} por padrão): acima dele a resposta é 429, com o cabeçalho Retry-After dizendo
          em quantos segundos tentar de novo.
        </Typography.Paragraph>
        <Typography.Paragraph>
          Mande um cabeçalho <Typography.Text code>Idempotency-Key</Typography.Text> (o número do pedido, do pagamento) em toda criação e renovação: se a
          conexão cair e o seu bot repetir a chamada com a mesma chave, o painel responde o mesmo resultado sem criar outra linha nem cobrar de novo.
        </Typography.Paragraph>
        <Typography.Paragraph>
          Todas as chamadas, com os campos e respostas:{' '}
          <Typography.Link href={`${base}/api/docs`} target="_blank">
            referência da API
          </Typography.Link>{' '}
          (OpenAPI em{' '}
          <Typography.Link href={`${base}/api/openapi.json`} target="_blank">
            /api/openapi.json
          </Typography.Link>
          ). As mensagens de erro vêm em português no campo <Typography.Text code>message</Typography.Text>.
        </Typography.Paragraph>
        <Typography.Title level={5}>Criar teste (curl)</Typography.Title>
        <Code>{ex.curlCreate}</Code>
        <Typography.Title level={5}>Renovar (curl)</Typography.Title>
        <Code>{ex.curlRenew}</Code>
        <Typography.Title level={5}>Criar teste e renovar (Node)</Typography.Title>
        <Code>{ex.node}</Code>
      </Card>
      <Card title="Webhooks">
        <Typography.Paragraph>
          Cadastre o endereço do seu sistema em <Link to="/me">Minha Conta › Webhooks</Link> e escolha os eventos. O painel faz um POST com JSON para cada
          evento da sua rede; se o seu sistema não responder 2xx, tenta de novo por 24 horas, com intervalos cada vez maiores. Um endereço que falha por 3 dias
          seguidos é pausado (e você é avisado no Telegram, se estiver vinculado). O campo <Typography.Text code>id</Typography.Text> do evento é o mesmo em
          toda nova tentativa: use-o para não processar duas vezes.
        </Typography.Paragraph>
        <Table
          size="small"
          rowKey="type"
          pagination={false}
          dataSource={[...WEBHOOK_EVENTS]}
          columns={[
            { title: 'Evento', dataIndex: 'type', render: (type: string) => <Typography.Text code>{type}</Typography.Text> },
            { title: 'Quando', dataIndex: 'label' },
          ]}
        />
        <Typography.Title level={5}>Exemplo de corpo</Typography.Title>
        <Code>{PAYLOAD_EXAMPLE}</Code>
        <Typography.Paragraph>
          Cada entrega vem assinada no cabeçalho <Typography.Text code>{WEBHOOK_SIGNATURE_HEADER}: t=…,v1=…</Typography.Text>:{' '}
          <Typography.Text code>t</Typography.Text> é o instante do envio (segundos) e <Typography.Text code>v1</Typography.Text> o HMAC-SHA256, em hexadecimal,
          de <Typography.Text code>t + "." + corpo</Typography.Text> com o segredo do webhook. Recuse o que não conferir ou tiver mais de 5 minutos.
        </Typography.Paragraph>
        <Typography.Title level={5}>Conferir a assinatura (Node)</Typography.Title>
        <Code>{NODE_SIGNATURE}</Code>
        <Typography.Title level={5}>Conferir a assinatura (PHP)</Typography.Title>
        <Code>{PHP_SIGNATURE}</Code>
      </Card>
    </Space>
  );
}
