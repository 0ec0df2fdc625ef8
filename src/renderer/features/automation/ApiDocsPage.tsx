// 'API e Webhooks' (issue 29): how a reseller's bot uses the panel: the base address, the token, the
// full reference (/api/docs, made from the table of calls), a curl and a Node example for 'criar teste'
// and 'renovar', the webhook events and how to check their signature in Node and PHP. The examples are
// shared/api-examples.ts, which a server test runs.
import { useEffect, useState } from 'react';
import { Card, Space, Table, Typography } from 'antd';
import { Link } from 'react-router';
import { API_EXAMPLE_PAYLOAD, apiExamples, NODE_SIGNATURE_EXAMPLE, PHP_SIGNATURE_EXAMPLE } from '../../../shared/api-examples';
import { API_TOKEN_DEFAULT_PER_MINUTE, WEBHOOK_EVENTS, WEBHOOK_SIGNATURE_HEADER } from '../../../shared/automation/texts';
import { getPlatform } from '../../platform';

const Code = ({ children }: { children: string }) => (
  <Typography.Paragraph copyable={{ text: children }}>
    <pre style={{ whiteSpace: 'pre-wrap', margin: 0 }}>{children}</pre>
  </Typography.Paragraph>
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
  const ex = apiExamples(base);
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
        <Code>{JSON.stringify(API_EXAMPLE_PAYLOAD, null, 2)}</Code>
        <Typography.Paragraph>
          Cada entrega vem assinada no cabeçalho <Typography.Text code>{WEBHOOK_SIGNATURE_HEADER}: t=…,v1=…</Typography.Text>:{' '}
          <Typography.Text code>t</Typography.Text> é o instante do envio (segundos) e <Typography.Text code>v1</Typography.Text> o HMAC-SHA256, em hexadecimal,
          de <Typography.Text code>t + "." + corpo</Typography.Text> com o segredo do webhook. Recuse o que não conferir ou tiver mais de 5 minutos.
        </Typography.Paragraph>
        <Typography.Title level={5}>Conferir a assinatura (Node)</Typography.Title>
        <Code>{NODE_SIGNATURE_EXAMPLE}</Code>
        <Typography.Title level={5}>Conferir a assinatura (PHP)</Typography.Title>
        <Code>{PHP_SIGNATURE_EXAMPLE}</Code>
      </Card>
    </Space>
  );
}
