// /list-movies (spec section 2): tabs 'Filmes' and 'Séries', a name search that ignores accents, and a
// poster grid of 12 per page; an empty (or broken) thumb shows the 520x420 placeholder. The title shows
// the active tab. The admin loads the catalogue here (an M3U playlist), which is also what line logins
// (player_api.php) answer.
import { useMemo, useState } from 'react';
import { Button, Card, Col, Empty, Input, Pagination, Row, Tabs, Typography, Upload } from 'antd';
import { SyncOutlined, UploadOutlined } from '@ant-design/icons';
import { CATALOGUE_MAX_BYTES, CATALOGUE_MAX_MB, CATALOGUE_MSG, hasPlaylistExtension, MOVIES_PAGE_SIZE, searchKey } from '../../../shared/catalogue/texts';
import type { MovieItem } from '../../../shared/catalogue/schemas';
import { useProfileQuery } from '../../api/account';
import { errorMessage } from '../../api/base';
import { useErrorDialog, useLoadErrorDialog } from '../../components/dialogs';
import { CALLS } from '../../../shared/calls';
import { mayCall } from '../../app/visibility';
import { useAvailableMoviesQuery, useSyncCatalogueMutation, useUploadCatalogueMutation } from './api';
import { POSTER_PLACEHOLDER } from './placeholder';
import { ScreenHeader } from '../../components/ScreenHeader';
import { useFeedback } from '../../components/feedback';

type Tab = 'movies' | 'series';
const TAB_LABELS: Record<Tab, string> = { movies: 'Filmes', series: 'Séries' };

function Poster({ item }: { item: MovieItem }) {
  const [broken, setBroken] = useState(false);
  const src = item.thumb && !broken ? item.thumb : POSTER_PLACEHOLDER;
  return (
    <Card
      size="small"
      cover={<img src={src} alt={item.name} onError={() => setBroken(true)} style={{ aspectRatio: '520 / 420', objectFit: 'cover', width: '100%' }} />}
    >
      <Typography.Text strong ellipsis={{ tooltip: item.name }}>
        {item.name}
      </Typography.Text>
    </Card>
  );
}

function CatalogueUpload() {
  const [upload, { isLoading }] = useUploadCatalogueMutation();
  const showError = useErrorDialog();
  const { message } = useFeedback();
  async function send(file: File) {
    if (!hasPlaylistExtension(file.name)) return showError(CATALOGUE_MSG.badType);
    if (file.size > CATALOGUE_MAX_BYTES) return showError(CATALOGUE_MSG.tooLarge(CATALOGUE_MAX_MB));
    const res = await upload(file);
    if ('error' in res) return showError(errorMessage(res.error, CATALOGUE_MSG.noFile));
    const { live, movies, series } = res.data;
    void message.success(`${res.data.message}: ${live} canais, ${movies} filmes, ${series} séries`);
  }
  return (
    <Upload accept=".m3u,.m3u8" showUploadList={false} beforeUpload={(file) => (void send(file), false)} maxCount={1}>
      <Button icon={<UploadOutlined />} loading={isLoading}>
        Carregar catálogo (M3U)
      </Button>
    </Upload>
  );
}

/** LINE_PROVIDER=xtream: the catalogue comes from the Xtream server. */
function CatalogueSync() {
  const [sync, { isLoading }] = useSyncCatalogueMutation();
  const showError = useErrorDialog();
  const { message } = useFeedback();
  async function run() {
    const res = await sync();
    if ('error' in res) return showError(errorMessage(res.error, CATALOGUE_MSG.loadError));
    const { live, movies, series } = res.data;
    void message.success(`${res.data.message}: ${live} canais, ${movies} filmes, ${series} séries`);
  }
  return (
    <Button icon={<SyncOutlined />} loading={isLoading} onClick={run}>
      Sincronizar com o servidor Xtream
    </Button>
  );
}

export default function MoviesPage() {
  const { data, isFetching, error } = useAvailableMoviesQuery();
  useLoadErrorDialog(error);
  const { data: profile } = useProfileQuery();
  const [tab, setTab] = useState<Tab>('movies');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);

  const found = useMemo(() => {
    const key = searchKey(search);
    const items = data?.[tab] ?? [];
    return key ? items.filter((i) => searchKey(i.name).includes(key)) : items;
  }, [data, tab, search]);
  const shown = found.slice((page - 1) * MOVIES_PAGE_SIZE, page * MOVIES_PAGE_SIZE);

  return (
    <div>
      <ScreenHeader title={TAB_LABELS[tab]}>
        {profile && mayCall(CALLS.uploadCatalogue)(profile) && (
          <>
            {data?.provider === 'xtream' && <CatalogueSync />}
            <CatalogueUpload />
          </>
        )}
      </ScreenHeader>
      <Tabs
        activeKey={tab}
        onChange={(key) => (setTab(key as Tab), setPage(1))}
        items={(Object.keys(TAB_LABELS) as Tab[]).map((key) => ({ key, label: TAB_LABELS[key] }))}
      />
      <Input.Search
        aria-label="Buscar por nome"
        placeholder="Buscar por nome"
        allowClear
        value={search}
        onChange={(e) => (setSearch(e.target.value), setPage(1))}
        style={{ maxWidth: 360, marginBottom: 16 }}
      />
      {shown.length === 0 ? (
        <Empty description={isFetching ? 'Carregando...' : search ? 'Nenhum item encontrado!' : 'Nenhum item no catálogo.'} />
      ) : (
        <>
          <Row gutter={[12, 12]}>
            {shown.map((item, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the catalogue has no id and repeats names; the position in the whole list is stable for a search.
              <Col key={`${item.name}-${(page - 1) * MOVIES_PAGE_SIZE + i}`} xs={12} sm={8} md={6} lg={4}>
                <Poster item={item} />
              </Col>
            ))}
          </Row>
          <Pagination style={{ marginTop: 16 }} current={page} pageSize={MOVIES_PAGE_SIZE} total={found.length} showSizeChanger={false} onChange={setPage} />
        </>
      )}
    </div>
  );
}
