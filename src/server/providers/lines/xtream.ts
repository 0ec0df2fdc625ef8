// An Xtream-Codes-compatible panel (the XUI.one admin API): `POST {url}?api_key=KEY&action=...` with
// a form body, answering {status: 'STATUS_SUCCESS', data}. Lines: create_line, edit_line,
// enable_line, disable_line, delete_line; devices: create_mag; who is watching: live_connections.
// Through the panel's HTTP client (core/http-client.ts).
import { LINE_STATUS } from '../../../shared/lines/texts';
import { callJson } from '../../core/http-client';
import { ProviderError, type LineProvider, type ProvidedLine } from './provider';

const TIMEOUT_MS = 10_000;

export function xtreamProvider(config: { url: string; apiKey: string }): LineProvider {
  async function call(action: string, fields: Record<string, string | string[]> = {}): Promise<unknown> {
    const url = new URL(config.url);
    url.searchParams.set('api_key', config.apiKey);
    url.searchParams.set('action', action);
    const body = new URLSearchParams();
    for (const [key, value] of Object.entries(fields)) {
      if (Array.isArray(value)) value.forEach((v) => body.append(`${key}[]`, v));
      else body.append(key, value);
    }
    // Only the read is repeated: a create or a change tried twice could be done twice.
    const { data } = await callJson(url, { method: 'POST', form: body, timeoutMs: TIMEOUT_MS, retry: action === 'live_connections' }).catch((error: Error) => {
      throw new ProviderError(`${action}: ${error.message}`);
    });
    const answer = data as { status?: string; data?: unknown; error?: string } | null;
    if (answer?.status !== 'STATUS_SUCCESS') throw new ProviderError(`${action}: ${answer?.error ?? answer?.status ?? 'sem resposta'}`);
    return answer.data;
  }

  /** The panel's record as the provider's line fields. */
  const fields = (line: ProvidedLine) => {
    const bouquets: number[] = JSON.parse(line.bouquets);
    return {
      username: line.username,
      password: line.password,
      max_connections: '1',
      exp_date: String(Math.floor(line.exp_at / 1000)),
      is_trial: line.status === LINE_STATUS.test ? '1' : '0',
      bouquets_selected: (bouquets.length ? bouquets : line.package_id ? [line.package_id] : []).map(String),
      notes: line.note,
    };
  };
  const ref = (line: ProvidedLine) => {
    if (!line.provider_ref) throw new ProviderError(`a linha ${line.username} não existe no provedor`);
    return line.provider_ref;
  };
  const create = async (line: ProvidedLine) => {
    const data = (await call('create_line', fields(line))) as { line_id?: string | number };
    if (data?.line_id === undefined) throw new ProviderError('create_line: sem line_id');
    const id = String(data.line_id);
    if (line.status === LINE_STATUS.disabled) await call('disable_line', { id });
    return id;
  };

  return {
    create,
    async update(line) {
      const id = ref(line);
      await call('edit_line', { id, ...fields(line) });
      await call(line.status === LINE_STATUS.disabled ? 'disable_line' : 'enable_line', { id });
    },
    async remove(line) {
      await call('delete_line', { id: ref(line) });
    },
    async recreate(line) {
      if (line.provider_ref) await call('delete_line', { id: line.provider_ref });
      return create(line);
    },
    async activateMac(line, mac) {
      await call('create_mag', { mac, line_id: ref(line) });
    },
    async online(lines) {
      const watching = new Map<number, string>();
      try {
        const connections = (await call('live_connections')) as Array<{ user_id?: string | number; user_ip?: string }>;
        const byRef = new Map(lines.filter((l) => l.provider_ref).map((l) => [l.provider_ref!, l.id]));
        for (const c of Array.isArray(connections) ? connections : []) {
          const id = byRef.get(String(c.user_id));
          if (id !== undefined) watching.set(id, c.user_ip ?? '');
        }
      } catch {
        // Online status is a hint: the list still loads when the provider does not answer.
      }
      return watching;
    },
  };
}
