// /settings-franchise 'Links e Anúncios' (admin and masters, spec section 2): the rich-text link texts of
// the seven app groups (and X-Cloud with its switch), the Telegram link, announcements with the target
// select and the three lists, and, for the admin, the franchise's login backgrounds in pages of 3. The
// admin edits a chosen franchise (the app texts are the whole panel's); a master edits its own network's.
import { Alert, Button, Card, Col, Form, Input, Row, Select, Space, Switch, Typography } from 'antd';
import { useEffect, useState, type ReactNode } from 'react';
import { BACKGROUND_PAGE_FRANCHISE, DISABLE_XCLOUD, LINK_GROUPS, XCLOUD_GROUP } from '../../../shared/communication/texts';
import { MSG } from '../../../shared/messages';
import { useProfileQuery } from '../../api/account';
import { RichTextEditor } from '../../components/RichTextEditor';
import { useConfirm } from '../../components/dialogs';
import { useLinksInfoQuery, useLinksQuery, useSaveLinksMutation, useSaveTelegramMutation, useTelegramOfQuery } from './api';
import { AnnouncementsCard, BackgroundsCard, FRANCHISE_OPTIONS, useOutcome } from './parts';

type Group = { key: string; title: string; type: number; app: boolean };

export default function SettingsFranchisePage() {
  const { data: profile } = useProfileQuery();
  const admin = profile?.profile === 'admin';
  const [franchise, setFranchise] = useState<number>();
  useEffect(() => {
    if (profile && franchise === undefined) setFranchise(profile.id_franchise);
  }, [profile, franchise]);
  if (!profile || franchise === undefined) return null;

  return (
    <div>
      <Typography.Title level={3}>Links e Anúncios</Typography.Title>
      {admin ? (
        <Space style={{ marginBottom: 16 }}>
          <Typography.Text>Franquia:</Typography.Text>
          <Select aria-label="Franquia" value={franchise} onChange={setFranchise} options={FRANCHISE_OPTIONS} style={{ minWidth: 160 }} />
          <Typography.Text type="secondary">
            Os links dos aplicativos (Smarters, Android, STB, Web Player, X-Cloud) valem para o painel inteiro.
          </Typography.Text>
        </Space>
      ) : (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          title="O que você salva aqui vale para a sua rede (você e as revendas abaixo de você). As demais redes da franquia não mudam."
        />
      )}
      <Row gutter={[16, 16]}>
        {LINK_GROUPS.map((g) => (
          <Col key={g.key} xs={24} xl={12}>
            <LinksEditor group={g} franchise={admin && !g.app ? franchise : undefined} />
          </Col>
        ))}
        <Col xs={24} xl={12}>
          <LinksEditor group={XCLOUD_GROUP} extra={<XCloudSwitch />} />
        </Col>
        <Col xs={24} xl={12}>
          <TelegramCard franchise={admin ? franchise : undefined} />
        </Col>
        <Col xs={24}>
          <AnnouncementsCard lists={[2, 1, 3]} />
        </Col>
        {admin && (
          <Col xs={24}>
            <BackgroundsCard pageSize={BACKGROUND_PAGE_FRANCHISE} franchise={franchise} />
          </Col>
        )}
      </Row>
    </div>
  );
}

/** One group's rich text: franchise texts (1 IPTV, 2 P2P, 4 portal) or app texts (`id_franchise` 0). */
function LinksEditor({ group, franchise, extra }: { group: Group; franchise?: number; extra?: ReactNode }) {
  const id_franchise = group.app ? 0 : franchise;
  const { data, isFetching } = useLinksQuery({ type: group.type, id_franchise });
  const [save, { isLoading }] = useSaveLinksMutation();
  const confirm = useConfirm();
  const { banner, run } = useOutcome();
  const [html, setHtml] = useState('');
  useEffect(() => setHtml(data?.links ?? ''), [data]);
  return (
    <Card title={group.title} extra={extra} loading={isFetching && !data}>
      {banner}
      <RichTextEditor label={`Links: ${group.title}`} value={html} onChange={setHtml} minHeight={120} />
      <Button
        type="primary"
        style={{ marginTop: 12 }}
        loading={isLoading}
        onClick={async () =>
          (await confirm(`Deseja publicar os links de ${group.title}?`)) &&
          run(await save({ links: html, type: group.type, ...(id_franchise === undefined ? {} : { id_franchise }) }))
        }
      >
        Publicar
      </Button>
    </Card>
  );
}

function XCloudSwitch() {
  const { data } = useLinksInfoQuery();
  const [save, { isLoading }] = useSaveLinksMutation();
  // The switch shows the outcome itself; a refusal opens 'Ocorreu um erro'.
  const { run } = useOutcome();
  const hidden = data?.[DISABLE_XCLOUD] === 1;
  return (
    <Space>
      <Switch
        aria-label="Ocultar X-Cloud"
        checked={hidden}
        loading={isLoading}
        disabled={!data}
        onChange={async (on) => run(await save({ links: on ? '1' : '0', type: DISABLE_XCLOUD, id_franchise: 0 }), MSG.toggleStatusError)}
      />
      Ocultar X-Cloud
    </Space>
  );
}

function TelegramCard({ franchise }: { franchise?: number }) {
  const { data } = useTelegramOfQuery(franchise);
  const [save, { isLoading }] = useSaveTelegramMutation();
  const { banner, run } = useOutcome();
  const [telegram, setTelegram] = useState('');
  useEffect(() => setTelegram(data?.telegram ?? ''), [data]);
  return (
    <Card title="Telegram">
      {banner}
      <Form
        layout="vertical"
        onFinish={async () => run(await save({ telegram: telegram.trim(), ...(franchise === undefined ? {} : { id_franchise: franchise }) }))}
      >
        <Form.Item label="Link do Telegram" extra="Aparece no menu como 'Informações diárias'.">
          <Input aria-label="Link do Telegram" placeholder="https://t.me/..." value={telegram} onChange={(e) => setTelegram(e.target.value)} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={isLoading}>
          Salvar
        </Button>
      </Form>
    </Card>
  );
}
