// `npm run dist`: the desktop installers for this system (electron-builder.yml), never published (the
// admin drops them into the server's DESKTOP_UPDATES_DIR, docs/operations.md). Signing comes from the
// environment, as electron-builder reads it: each part says in one line whether it signs or is skipped,
// and a part half configured stops the build before it starts.
import { build } from 'electron-builder';
import { pathToFileURL } from 'node:url';

/** One part's line: its variables all set, it signs; none, it is skipped; some, it is an error. */
function part(env: NodeJS.ProcessEnv, label: string, names: string[], signs: string, skipped: string): string {
  const missing = names.filter((name) => !env[name]);
  if (missing.length > 0 && missing.length < names.length)
    throw new Error(`${label}: faltam ${missing.join(', ')} (defina todas ou nenhuma: ${names.join(', ')}).`);
  return `${label}: ${missing.length === 0 ? signs : skipped}`;
}

/** What the build of `platform` signs, one line per part. */
export function signingPlan(platform: NodeJS.Platform, env: NodeJS.ProcessEnv): string[] {
  if (platform === 'win32')
    return [
      part(
        env,
        'Assinatura do Windows',
        ['CSC_LINK', 'CSC_KEY_PASSWORD'],
        'com o certificado de CSC_LINK.',
        'pulada (CSC_LINK e CSC_KEY_PASSWORD ausentes); o instalador sai sem assinatura, o SmartScreen avisa quem instala e o app não confere o editor das atualizações.',
      ),
    ];
  if (platform === 'darwin')
    return [
      part(
        env,
        'Assinatura do macOS',
        ['CSC_LINK', 'CSC_KEY_PASSWORD'],
        'com o certificado Developer ID de CSC_LINK.',
        'CSC_LINK e CSC_KEY_PASSWORD ausentes; vale um certificado Developer ID do chaveiro desta máquina, e sem ele o app sai sem assinatura.',
      ),
      part(
        env,
        'Notarização do macOS',
        ['APPLE_ID', 'APPLE_APP_SPECIFIC_PASSWORD', 'APPLE_TEAM_ID'],
        'com APPLE_ID, APPLE_APP_SPECIFIC_PASSWORD e APPLE_TEAM_ID.',
        'pulada (APPLE_ID, APPLE_APP_SPECIFIC_PASSWORD e APPLE_TEAM_ID ausentes); o Gatekeeper bloqueia o app baixado.',
      ),
    ];
  return ['Linux: AppImage e deb saem sem assinatura (o app confere cada atualização pelo sha512 do latest-linux.yml).'];
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  for (const line of signingPlan(process.platform, process.env)) console.log(line);
  await build({ publish: 'never' });
}
