// The network infrastructure screens without zod: their texts, page sizes and the host, IP and domain
// helpers (schemas.ts has the request schemas). The renderer imports this module, and schemas.ts only
// for its types, so no screen loads zod (issue 21).

export const INFRA_MSG = {
  // Spec section 5 and 8
  balancerRequired: 'Nome e IP são obrigatórios',
  fillCorrectly: 'Por favor, preencha todos os campos corretamente',
  reloadAndRetry: 'Por favor, atualize a página e tente novamente',
  dnsSaved: 'DNS salvo com sucesso!',
  dnsDeleted: 'DNS excluída com sucesso!',
  dnsLoadError: 'Ocorreu um erro ao carregar dns',
  dnsDeleteError: 'Ocorreu um erro ao excluir a DNS',
  activatorEmpty: 'O endereço DNS não pode estar vazio.',
  dnsListError: 'Erro ao carregar a lista de DNS.',
  dnsUpdateError: 'Erro ao atualizar o DNS.',
  searchFill: 'Preencha os campos corretamente!',
  searchInvalid: 'Domínio inválido um erro!',
  pickTerm: 'Você deve selecionar um vencimento!',
  code2faMissing: 'Código 2FA não informado!',
  // Ours (the spec shows no texts for these)
  balancerSaved: 'Balanceador adicionado com sucesso!',
  balancerUpdated: 'Balanceador atualizado com sucesso!',
  balancerDeleted: 'Balanceador excluído com sucesso!',
  ipInvalid: 'Informe um IP válido, por exemplo 10.0.0.5, 10.0.0.5:8080 ou [2001:db8::1]:8080.',
  dnsInvalid: 'Informe um DNS válido, por exemplo tv.exemplo.com ou http://tv.exemplo.com:8080.',
  activatorUpdated: 'DNS atualizado com sucesso!',
  activatorAdded: 'Ativador adicionado com sucesso!',
  activatorDeleted: 'Ativador excluído com sucesso!',
  manualEmpty: 'Informe a DNS que deseja adicionar.',
  manualProof: (name: string, value: string) =>
    `Para provar que a DNS é sua, crie no provedor dela o registro TXT ${name} com o valor ${value} e adicione de novo (a propagação pode levar alguns minutos).`,
  domainTaken: 'Esta DNS não está disponível para compra.',
  domainExists: 'Esta DNS já está cadastrada no painel.',
  priceChanged: 'O valor desta DNS mudou. Consulte novamente antes de comprar.',
  termInvalid: 'Escolha um vencimento entre 1 e o máximo oferecido para esta DNS.',
  bought: 'DNS comprada com sucesso! A configuração pode levar até 2 horas.',
  manualAdded: 'DNS adicionada com sucesso!',
  renewed: 'DNS renovada com sucesso!',
  notRenewable: 'Somente DNS compradas pelo painel podem ser renovadas.',
  autoRenewOn: 'Renovação automática ativada!',
  autoRenewOff: 'Renovação automática desativada!',
  shared: 'DNS compartilhada com sucesso!',
  unshared: 'Compartilhamento da DNS desativado!',
  notShareable: 'Somente as suas DNS podem ser compartilhadas.',
  removed: 'DNS removida com sucesso!',
  reactivated: 'DNS ativada com sucesso!',
  rotated: 'DNS definida como atual do rodízio!',
  rotateRemoved: 'Ative a DNS antes de colocá-la no rodízio.',
  configured: 'DNS sincronizada com sucesso!',
  configureNotNeeded: 'Esta DNS já está configurada.',
  sharedOff: 'DNS compartilhada desativada!',
  sharedOn: 'DNS compartilhada ativada!',
  twofaRequired: 'Configure o 2FA em Minha Conta para comprar e gerenciar DNS.',
  registrarUnavailable: 'O registrador de DNS não respondeu. Tente novamente em instantes.',
  collectorAdded: 'DNS adicionada ao coletor com sucesso!',
  collectorDeleted: 'DNS excluída do coletor com sucesso!',
  collectorEmpty: 'Informe ao menos uma DNS.',
  collectorDuplicate: 'Esta DNS já está no coletor.',
  autoRenewShort: 'Renovação automática recusada: créditos insuficientes.',
} as const;

/** Spec section 9: the extensions the DNS search offers. */
export const DNS_EXTENSIONS = ['.top', '.click', '.cfd', '.sbs', '.us'] as const;
export type DnsExtension = (typeof DNS_EXTENSIONS)[number];

/** verify-dns answers this code when the check ran (spec section 5). */
export const VERIFY_OK_CODE = 300;

export const DNS_LIST_PAGE = 10;
/** Spec section 9: the DNS list searches 2 seconds after the last key. */
export const DNS_SEARCH_DELAY_MS = 2000;
export const DNS_LOGS_PAGE = 10;

/** host or host:port, the host a name or an IP (v4 or [v6]). */
const HOST_RE = /^(?:(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)*[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?|\[[0-9a-f:]+\])(?::\d{1,5})?$/i;

/** A host (with optional scheme and port) in one form: lower case, without scheme or trailing slash. */
export function normaliseHost(input: string): string | null {
  const text = input
    .trim()
    .toLowerCase()
    .replace(/^https?:\/\//, '')
    .replace(/\/+$/, '');
  if (!text || text.length > 253 || !HOST_RE.test(text)) return null;
  const port = text.match(/:(\d+)$/)?.[1];
  if (port !== undefined && (Number(port) < 1 || Number(port) > 65535)) return null;
  return text;
}

/** A balancer's address: an IPv4 (four numbers 0-255) or a bracketed IPv6, with an optional port. */
const IP_RE = /^(?:(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(?:\.(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}|\[[0-9a-f:]*:[0-9a-f:]*\])(?::\d{1,5})?$/i;
export function normaliseIp(input: string): string | null {
  const host = normaliseHost(input);
  return host && IP_RE.test(host) ? host : null;
}

/** The longest name and address of a balancer or DNS (the form counts them, the server refuses beyond). */
export const NAMED_HOST_MAX = { name: 100, host: 260 } as const;

/** A domain name the search may ask for: letters and digits only (spec: the name field blocks the rest). */
export const DOMAIN_LABEL_RE = /^[a-z0-9]{1,63}$/;
export function splitDomain(domain: string): { label: string; ext: DnsExtension } | null {
  const ext = DNS_EXTENSIONS.find((e) => domain.endsWith(e));
  if (!ext) return null;
  const label = domain.slice(0, -ext.length);
  return DOMAIN_LABEL_RE.test(label) ? { label, ext } : null;
}

/** size: how many levels below share it (1 = first level only, 0 = stop sharing); SHARE_WHOLE_TREE = everyone below. */
export const SHARE_WHOLE_TREE = 99;
export const COLLECTOR_BLOCKED = 'BLOCKED';
export const COLLECTOR_ACTIVE = 'ACTIVE';
